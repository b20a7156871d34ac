// ESLint oracle benchmark. A real project's checkout with its dependencies
// installed (its own ESLint, flat configuration and plugins, as its CI installs
// them), the TypeScript and JavaScript files its last N commits changed, each
// with defects ESLint commonly fixes planted at its end (the project's code is
// kept clean by its own CI; `--no-plant` lints the files as they are): ESLint's
// CLI (`--format json`, then `--fix-dry-run`) and Remora's ESLint linter
// (the same ESLint kept running in the sandbox, fixed to a fixpoint one fix
// at a time, as the lint op does on a node) on the same texts. Prints the
// findings on each side and on one side only, the files the fixes change and
// how many texts differ (goal: none), and the texts Remora had ESLint lint,
// with the time they took.
//
//   node bench/eslint/run.mjs --project <checkout> [--commits 10] [--no-plant] [--max-files 20]
//
// It runs the TypeScript sources (the oracle's helpers live beside its tests).
// The checkout is not changed: the files are copied beside it first.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { useTypeScriptSources } from '../../test/support/typescript-hooks.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

useTypeScriptSources();
const { fixWholeFile } = await import('../../test/languages/typescript/lint/biome-oracle.ts');
const { createProjectLinter } =
  await import('../../src/languages/typescript/lint/project-linter.ts');
const { createDirectorySource } = await import('../../src/adapters/files/workspace-files.ts');
const { openSandbox } = await import('../../src/adapters/process/sandbox.ts');

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const project = option('--project');
if (!project) {
  console.error(
    'usage: node bench/eslint/run.mjs --project <checkout> [--commits 10] [--no-plant] [--max-files 20]',
  );
  process.exit(2);
}
const commits = Number(option('--commits', '10'));
const maxFiles = Number(option('--max-files', '20'));
const plant = !process.argv.includes('--no-plant');
const git = (...args) =>
  execFileSync('git', ['-C', project, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

// Common defects with fixes in ESLint's core rules and typescript-eslint's;
// which of them a project's configuration reports is the configuration's business.
const PLANTED = {
  ts: `
export function remoraPlanted(input: string): string {
  var copy = input;
  let same = 'x' + copy;
  if (!!same) { return same; }
  return ['a' as 'a', copy].join(String(copy));
}
`,
  js: `
export function remoraPlanted(input) {
  var copy = input;
  let same = 'x' + copy;
  if (!!same) { return same; }
  return [copy].join(String(copy));
}
`,
};

const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const changed = git(
  'diff',
  '--no-renames',
  '--name-only',
  '--diff-filter=AM',
  `HEAD~${commits}`,
  'HEAD',
)
  .split('\n')
  .filter((path) => SCRIPT.test(path) && !path.endsWith('.d.ts'))
  .slice(0, maxFiles);
// A copy of the checkout (its node_modules linked, as the workflow left them), the planted texts written in.
const root = mkdtempSync(join(tmpdir(), 'remora-bench-eslint-'));
try {
  cpSync(project, root, {
    recursive: true,
    filter: (from) => !/[\\/](?:node_modules|\.git)$/.test(from),
  });
  // The sandbox shows only a real node_modules folder: the copy's is the checkout's, by its own path.
  rmSync(join(root, 'node_modules'), { recursive: true, force: true });
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'));
  const texts = new Map();
  for (const file of changed) {
    const text = readFileSync(join(project, file), 'utf8');
    const planted = plant ? `${text}${PLANTED[/\.[cm]?tsx?$/.test(file) ? 'ts' : 'js']}` : text;
    texts.set(file, planted);
    writeFileSync(join(root, file), planted);
  }
  const eslint = join(project, 'node_modules', 'eslint', 'bin', 'eslint.js');
  const cliRun = (args) => {
    try {
      return execFileSync(process.execPath, [eslint, '--format', 'json', ...args, ...changed], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 1 << 28,
      });
    } catch (error) {
      if (error.status === 1) return error.stdout;
      throw error;
    }
  };
  const started = Date.now();
  const report = JSON.parse(cliRun([]));
  const dryRun = JSON.parse(cliRun(['--fix-dry-run']));
  const cliSeconds = (Date.now() - started) / 1000;
  const position = (m) => `${m.line}:${m.column} ${m.ruleId}`;
  const byFile = (entries) =>
    new Map(entries.map((entry) => [entry.filePath.slice(root.length + 1), entry]));
  const cliReport = byFile(report);
  const cliFixed = byFile(dryRun);

  let runs = 0;
  const linters = createProjectLinter({
    stable: createDirectorySource(project),
    checkoutRoot: project,
    execute: {
      sandbox: async () => {
        const sandbox = await openSandbox(process.env);
        return {
          open: async (...args) => {
            const session = await sandbox.open(...args);
            return {
              ...session,
              ended: session.ended,
              request: (...request) => {
                runs += 1;
                return session.request(...request);
              },
            };
          },
        };
      },
      env: process.env,
      timeoutMs: 300_000,
    },
  });
  const cliFindings = [];
  const remoraFindings = [];
  const fixDiffers = [];
  let fixedByCli = 0;
  let skipped = 0;
  const remoraStarted = Date.now();
  try {
    for (const file of changed) {
      const linter = await linters.linterFor(file);
      const text = texts.get(file);
      if (!linter) {
        skipped += 1;
        console.log(`not linted: ${file}: ${await linters.describe(file)}`);
        continue;
      }
      // Warnings without a fix are left out on Remora's side on purpose (the project made them advisory).
      const messages = (cliReport.get(file)?.messages ?? []).filter(
        (m) => m.severity === 2 || m.fix,
      );
      cliFindings.push(...messages.map((m) => `${file}:${position(m)}`));
      const findings = await linter.check(text, file);
      remoraFindings.push(
        ...findings.map((f) => `${file}:${f.start.line}:${f.start.column} ${f.code}`),
      );
      const expected = cliFixed.get(file)?.output ?? text;
      if (expected !== text) fixedByCli += 1;
      const fixed = await fixWholeFile(linter, text, file);
      if (fixed !== expected) fixDiffers.push(file);
    }
  } finally {
    linters.dispose();
  }
  const remoraSeconds = (Date.now() - remoraStarted) / 1000;
  const onlyCli = cliFindings.filter((line) => !remoraFindings.includes(line));
  const onlyRemora = remoraFindings.filter((line) => !cliFindings.includes(line));
  console.log(
    `files: ${changed.length} changed by the last ${commits} commits${plant ? ', defects planted in each' : ''}; not linted by Remora: ${skipped}`,
  );
  console.log(
    `findings: CLI ${cliFindings.length}, Remora ${remoraFindings.length}; CLI only ${onlyCli.length}, Remora only ${onlyRemora.length}`,
  );
  console.log(
    `fixes: files the CLI's --fix changes ${fixedByCli}, texts that differ ${fixDiffers.length}`,
  );
  console.log(
    `time: the CLI ${cliSeconds.toFixed(1)} s (two runs over all files); Remora ${remoraSeconds.toFixed(1)} s for ${runs} texts linted by one ESLint kept running in the sandbox (${(remoraSeconds / Math.max(1, runs)).toFixed(2)} s a text)`,
  );
  for (const line of [
    ...onlyCli.map((l) => `CLI only: ${l}`),
    ...onlyRemora.map((l) => `Remora only: ${l}`),
    ...fixDiffers.map((f) => `fix differs: ${f}`),
  ])
    console.log(line);
} finally {
  rmSync(root, { recursive: true, force: true });
}
