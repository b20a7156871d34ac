import { existsSync, lstatSync, realpathSync, rmSync } from 'node:fs';
import { cp, lstat, mkdtemp, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { z } from 'zod';
import { Semaphore } from '../../../core/engine/semaphore.js';
import { RemoraError } from '../../../core/errors.js';
import { INVALID_SYNTAX } from '../../../core/lint/types.js';
import { lineStarts } from '../../../core/lint/source-positions.js';
import type { LintFinding, Position } from '../../../core/lint/types.js';
import { scrubbedEnv } from '../../../adapters/process/subprocess.js';
import type { Sandbox } from '../../../adapters/process/sandbox.js';

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
  sandbox: Pick<Sandbox, 'run'>;
  /** The environment to scrub for the sandbox. */
  env: NodeJS.ProcessEnv;
  timeoutMs?: number;
}

/** The project's own ESLint, run in the sandbox. */
export interface EslintRunner {
  lint(source: string, filePath: string): Promise<EslintOutcome>;
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
  fix: z.object({ range: z.tuple([z.number(), z.number()]), text: z.string() }).optional(),
});
const report = z.array(z.object({ messages: z.array(message) }));

/**
 * The project's own ESLint (`node_modules/eslint` of the checkout, installed
 * by the workflow) with its flat configuration, as `eslint --format json`
 * reports on a text. A configuration is code from the pull request: ESLint
 * runs in the sandbox, on a copy of the checkout (node_modules shown
 * read-only), with a scrubbed environment and no network. A fix is ESLint's
 * `fix` (what `--fix` applies); suggestions are never taken. No ESLint
 * installed, or no flat configuration above the file: a note, not an error.
 * ESLint failing (a configuration that throws): LINT_001.
 */
export function createEslintRunner(options: EslintRunnerOptions): EslintRunner {
  const project = realpathSync(options.projectDir);
  let copy: Promise<ProjectCopy> | undefined;
  let made: ProjectCopy | undefined;
  const copyOfProject = (): Promise<ProjectCopy> =>
    (copy ??= copyProject(project).then((done) => (made = done)));
  // One ESLint at a time: each loads the configuration and its plugins afresh.
  const slots = new Semaphore(1);
  return {
    async lint(source, filePath) {
      const eslint = tryInstalledEslint(project);
      if (!eslint)
        return {
          note: 'ESLint is not installed in the project (node_modules/eslint): nothing is reported from it',
        };
      if (!hasFlatConfig(project, filePath))
        return { note: `no ESLint flat configuration (eslint.config.*) governs ${filePath}` };
      const { dir, installed } = await copyOfProject();
      const result = await slots.run(() =>
        options.sandbox.run(
          process.execPath,
          [
            eslint,
            '--format',
            'json',
            '--no-warn-ignored',
            '--stdin',
            '--stdin-filename',
            filePath,
          ],
          {
            copyDir: dir,
            env: scrubbedEnv(options.env),
            // The installed packages are shown where they really are: a link to a folder is not followed by the sandbox's mounts.
            readable: [...installed, dirname(dirname(process.execPath))],
            input: source,
            timeoutMs: options.timeoutMs ?? 120_000,
            maxBytes: 16 * 1024 * 1024,
          },
        ),
      );
      // ESLint exits 1 on findings, 2 on a failure of its own; a report always starts with `[`.
      if (
        (result.exitCode !== 0 && result.exitCode !== 1) ||
        !result.stdout.toString('utf8').trimStart().startsWith('[')
      )
        throw new RemoraError(
          'LINT_001',
          `the project's ESLint failed on ${filePath} (exit ${result.exitCode}): ${lastLines(result.stderr)}`,
        );
      return { findings: findingsFromEslint(result.stdout.toString('utf8'), source) };
    },
    dispose() {
      if (made) rmSync(made.dir, { recursive: true, force: true });
      else void copy?.then((done) => rmSync(done.dir, { recursive: true, force: true }));
      copy = made = undefined;
    },
  };
}

/** A copy of the checkout for ESLint to run in, and the installed `node_modules` folders it links to. */
interface ProjectCopy {
  dir: string;
  installed: string[];
}

/**
 * Copies the checkout (without `.git`) off the event loop; each
 * `node_modules` the job installed becomes a link to the real folder, shown
 * read-only. Only real folders count: a `node_modules` the pull request made a
 * link (to the runner's home, say) is left out, never shown to the sandbox.
 */
async function copyProject(project: string): Promise<ProjectCopy> {
  const dir = await mkdtemp(join(tmpdir(), 'remora-eslint-'));
  const modules: string[] = [];
  await cp(project, dir, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (from) => {
      const name = basename(from);
      if (name === 'node_modules') modules.push(from);
      return name !== '.git' && name !== 'node_modules';
    },
  });
  const installed: string[] = [];
  for (const from of modules) {
    if (!(await lstat(from)).isDirectory()) continue;
    await symlink(from, join(dir, relative(project, from)));
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
export function findingsFromEslint(json: string, source: string): LintFinding[] {
  let parsed: z.infer<typeof report>;
  try {
    parsed = report.parse(JSON.parse(json));
  } catch (error) {
    throw new RemoraError(
      'LINT_001',
      `the project's ESLint printed no report Remora reads: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`,
    );
  }
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
      if (!m.fix) return [{ code, message: m.message, start, end, fixable: false }];
      const edit = { content: m.fix.text, start: at(m.fix.range[0]), end: at(m.fix.range[1]) };
      return [{ code, message: m.message, start, end, fix: { edits: [edit] }, fixable: true }];
    }),
  );
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-12).join(' | ').slice(0, 1500);
}
