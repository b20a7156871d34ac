import { trackedFolders, type TrackedFiles } from '../../../adapters/files/workspace-tree.js';
import { existsSync, lstatSync, realpathSync, rmSync } from 'node:fs';
import { cp, lstat, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, sep } from 'node:path';
import { z } from 'zod';
import { Semaphore } from '../../../core/engine/semaphore.js';
import { linkDependencies } from '../installed-packages.js';
import { RemoraError } from '../../../core/errors.js';
import { INVALID_SYNTAX } from '../../../core/lint/types.js';
import { lineStarts } from '../../../core/lint/source-positions.js';
import type { LintFinding, Position } from '../../../core/lint/types.js';
import { scrubbedEnv } from '../../../adapters/process/subprocess.js';
import type { Sandbox } from '../../../adapters/process/sandbox.js';
import type { LineSession } from '../../../adapters/process/subprocess.js';

/** The names of ESLint's flat configuration, in the order ESLint looks for them in a folder. */
export const ESLINT_CONFIG_NAMES = [
  'eslint.config.js',
  'eslint.config.mjs',
  'eslint.config.cjs',
  'eslint.config.ts',
  'eslint.config.mts',
  'eslint.config.cts',
];

/** What running the project's ESLint on one text gave: findings, or why it did not run. */
export type EslintOutcome = { findings: LintFinding[] } | { note: string };

export interface EslintRunnerOptions {
  /** The checkout on disk: the project's files and the node_modules its workflow installed. */
  projectDir: string;
  /**
   * The files git tracks in the checkout, the only ones copied for ESLint:
   * what earlier workflow steps wrote there stays out. Absent: every file.
   */
  trackedFiles?: TrackedFiles;
  sandbox: Pick<Sandbox, 'open'>;
  /** The environment to scrub for the sandbox. */
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/**
 * The format of the configuration that governs a file: `flat`
 * (`eslint.config.*`) or `legacy` (`.eslintrc.*`, read the way ESLint 8 reads
 * it, and ESLint 9 with ESLINT_USE_FLAT_CONFIG=false).
 */
export type EslintConfigFormat = 'flat' | 'legacy';

/** The project's own ESLint, run in the sandbox. */
export interface EslintRunner {
  lint(source: string, filePath: string, format?: EslintConfigFormat): Promise<EslintOutcome>;
  dispose(): void;
}

const message = z.object({
  ruleId: z.string().nullable(),
  message: z.string(),
  line: z.number().int().positive().optional(),
  column: z.number().int().positive().optional(),
  endLine: z.number().int().positive().optional(),
  endColumn: z.number().int().positive().optional(),
  fatal: z.boolean().optional(),
  /** 1: a warning, 2: an error. */
  severity: z.number().int().optional(),
  fix: z
    .object({
      range: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]),
      text: z.string(),
    })
    .optional(),
});
const report = z.array(z.object({ messages: z.array(message) }));

/**
 * The program kept running in the sandbox: it loads the project's ESLint
 * (resolved from the checkout's root, as `eslint` run there is), and answers
 * each line `{ text, filePath, legacy }` with one line, `{ results }` as
 * ESLint's `lintText` gives them or `{ error }`. The configuration loads
 * once, on the first text of its format (`legacy`: the old `.eslintrc.*`
 * format, by ESLint 8's own class, or by ESLint 9's LegacyESLint). Its own output (a configuration that logs) goes to stderr:
 * stdout carries the replies only.
 */
const DRIVER = `import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
const reply = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr);
const api = await import(pathToFileURL(createRequire(process.cwd() + '/').resolve('eslint')).href);
const engines = new Map();
const engine = async (legacy) => {
  if (!engines.has(legacy)) {
    const ESLint = api.loadESLint ? await api.loadESLint({ useFlatConfig: !legacy }) : api.ESLint;
    engines.set(legacy, new ESLint({ cwd: process.cwd() }));
  }
  return engines.get(legacy);
};
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  let answer;
  try {
    const { text, filePath, legacy } = JSON.parse(line);
    const eslint = await engine(legacy === true);
    const results = await eslint.lintText(text, { filePath, warnIgnored: false });
    answer = { results: results.map((result) => ({ messages: result.messages })) };
  } catch (error) {
    answer = { error: String((error && error.stack) || error).slice(0, 4000) };
  }
  reply(JSON.stringify(answer) + '\\n');
}
`;

const driverReply = z.union([z.object({ results: report }), z.object({ error: z.string() })]);

/**
 * The project's own ESLint (`node_modules/eslint` of the checkout, installed
 * by the workflow) with its flat configuration, as `eslint --format json
 * --stdin` reports on a text. A configuration is code from the pull request:
 * ESLint runs in the sandbox, on a copy of the checkout (node_modules shown
 * read-only), with a scrubbed environment and no network, kept running so
 * that the configuration and its plugins load once. A program that stops
 * answering (it hangs past the timeout, crashes, or says too much) is not
 * started again: every later text fails at once with LINT_001. A fix is ESLint's `fix` (what `--fix` applies);
 * suggestions are never taken. No ESLint installed, or no flat configuration
 * above the file: a note, not an error. ESLint failing (a configuration that
 * throws, a program that ends or does not answer in time): LINT_001.
 */
export function createEslintRunner(options: EslintRunnerOptions): EslintRunner {
  const project = realpathSync(options.projectDir);
  let copy: Promise<ProjectCopy> | undefined;
  let made: ProjectCopy | undefined;
  const copyOfProject = (): Promise<ProjectCopy> =>
    (copy ??= copyProject(project, options.trackedFiles).then((done) => (made = done)));
  let session: Promise<LineSession> | undefined;
  // Read once: what is installed does not change during the run, nor the configurations above a folder.
  const installed = tryInstalledEslint(project);
  const configured = new Map<string, boolean>();
  const flatConfigAbove = (filePath: string): boolean => {
    const folder = dirname(filePath);
    let known = configured.get(folder);
    if (known === undefined) configured.set(folder, (known = hasFlatConfig(project, filePath)));
    return known;
  };
  let disposed = false;
  const sessionOf = async (): Promise<LineSession> => {
    const { dir, installed } = await copyOfProject();
    return options.sandbox.open(process.execPath, ['--input-type=module', '--eval', DRIVER], {
      copyDir: dir,
      env: scrubbedEnv(options.env),
      // The installed packages are shown where they really are: a link to a folder is not followed by the sandbox's mounts.
      readable: [...installed, dirname(dirname(process.execPath))],
      maxBytes: 16 * 1024 * 1024,
    });
  };
  // One text at a time: the program answers in order.
  const slots = new Semaphore(1);
  // Set once the program stopped answering (it hung, crashed or said too much): a configuration
  // that hangs would otherwise hold every later file for the whole timeout again.
  let broken: RemoraError | undefined;
  const ask = (source: string, filePath: string, legacy: boolean) =>
    slots.run(async () => {
      if (broken) throw broken;
      session ??= sessionOf();
      const open = await session;
      try {
        return await open.request(
          JSON.stringify({ text: source, filePath, legacy }),
          options.timeoutMs ?? 120_000,
        );
      } catch (error) {
        session = undefined;
        open.close();
        const { stderr } = await open.ended;
        const why = `${error instanceof Error ? error.message : String(error)}${stderr.trim() ? `: ${lastLines(stderr)}` : ''}`;
        broken = new RemoraError(
          'LINT_001',
          `the project's ESLint stopped answering (${why}); it is not started again in this run`,
        );
        throw new RemoraError('LINT_001', `the project's ESLint failed on ${filePath}: ${why}`);
      }
    });
  return {
    async lint(source, filePath, format = 'flat') {
      if (disposed) throw new RemoraError('LINT_001', "the project's ESLint was closed");
      if (!installed)
        return {
          note: 'ESLint is not installed in the project (node_modules/eslint): nothing is reported from it',
        };
      if (format === 'flat' && !flatConfigAbove(filePath))
        return { note: `no ESLint flat configuration (eslint.config.*) governs ${filePath}` };
      const parsed = driverReply.safeParse(
        parseJson(await ask(source, filePath, format === 'legacy')),
      );
      if (!parsed.success)
        throw new RemoraError('LINT_001', `the project's ESLint gave no report Remora reads`);
      if ('error' in parsed.data)
        throw new RemoraError(
          'LINT_001',
          `the project's ESLint failed on ${filePath}: ${lastLines(parsed.data.error)}`,
        );
      return { findings: findingsFromReport(parsed.data.results, source) };
    },
    dispose() {
      disposed = true;
      void session?.then((open) => open.close());
      session = undefined;
      if (made) rmSync(made.dir, { recursive: true, force: true });
      else void copy?.then((done) => rmSync(done.dir, { recursive: true, force: true }));
      copy = made = undefined;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A copy of the checkout for ESLint to run in, and the installed `node_modules` folders it links to. */
interface ProjectCopy {
  dir: string;
  installed: string[];
}

/**
 * Copies the checkout (without `.git`, and with `tracked` only the files git
 * tracks and their folders) off the event loop; each
 * `node_modules` the job installed becomes a folder of links to its
 * packages, shown read-only, a workspace package's link leading to its
 * folder in the copy (`linkDependencies`). Only real folders count: a `node_modules` the pull request made a
 * link (to the runner's home, say) is left out, never shown to the sandbox.
 */
async function copyProject(project: string, tracked?: TrackedFiles): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'remora-eslint-'));
  const modules: string[] = [];
  const folders = tracked && trackedFolders(tracked);
  await cp(project, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (from) => {
      const name = basename(from);
      if (name === 'node_modules') modules.push(from);
      if (name === '.git' || name === 'node_modules') return false;
      const path = relative(project, from).split(sep).join('/');
      return !tracked || path === '' || tracked.has(path) || folders?.has(path) === true;
    },
  });
  const installed: string[] = [];
  for (const from of modules) {
    if (!(await lstat(from)).isDirectory()) continue;
    const folder = relative(project, dirname(from)).split(sep).join('/');
    await linkDependencies({ dir: folder, nodeModules: from }, dir);
    installed.push(from);
  }
  return { dir, installed };
}

/** The project's ESLint entry, when it is installed; undefined otherwise. */
export function tryInstalledEslint(project: string): string | undefined {
  const modules = join(project, 'node_modules');
  if (!lstatSync(modules, { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const bin = join(modules, 'eslint', 'bin', 'eslint.js');
  // Named by its real path: that is where the sandbox shows it.
  return existsSync(bin) ? realpathSync(bin) : undefined;
}

function hasFlatConfig(project: string, filePath: string): boolean {
  const segments = filePath.split('/').slice(0, -1);
  for (let end = segments.length; end >= 0; end -= 1) {
    const folder = join(project, ...segments.slice(0, end));
    if (ESLINT_CONFIG_NAMES.some((name) => existsSync(join(folder, name)))) return true;
  }
  return false;
}

/**
 * ESLint's JSON report on one text as findings: columns are UTF-16 already;
 * fixes are ranges of the text. A warning with no fix is left out: the
 * project made that rule advisory (its own CI passes with it), and Remora
 * would only repeat it; a warning `--fix` fixes is kept, as `--fix` applies it.
 */
export function findingsFromReport(parsed: z.infer<typeof report>, source: string): LintFinding[] {
  const starts = lineStarts(source);
  const at = (offset: number): Position => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] as number) + 1 };
  };
  return parsed.flatMap((file) =>
    file.messages.flatMap((m): LintFinding[] => {
      if (m.severity === 1 && !m.fix) return [];
      const start = { line: m.line ?? 1, column: m.column ?? 1 };
      const end = { line: m.endLine ?? start.line, column: m.endColumn ?? start.column };
      const code = m.ruleId ?? (m.fatal ? INVALID_SYNTAX : 'eslint');
      // A fix whose range is not of this text (a plugin's bug, or a configuration's mischief) is no fix.
      const fits = m.fix && m.fix.range[0] <= m.fix.range[1] && m.fix.range[1] <= source.length;
      if (!m.fix || !fits) return [{ code, message: m.message, start, end, fixable: false }];
      const edit = { content: m.fix.text, start: at(m.fix.range[0]), end: at(m.fix.range[1]) };
      return [{ code, message: m.message, start, end, fix: { edits: [edit] }, fixable: true }];
    }),
  );
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-12).join(' | ').slice(0, 1500);
}
