import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openSandbox } from '../../../../src/adapters/process/sandbox.js';
import { applyFix } from '../../../../src/core/lint/apply-fix.js';
import {
  createEslintRunner,
  type EslintRunner,
} from '../../../../src/languages/typescript/lint/eslint-runner.js';
import { installPackages, REPOSITORY_NODE_MODULES } from '../../../support/installed-packages.js';

// The project's own ESLint (this repository's packages, installed by npm ci,
// copied into the project's node_modules as its own install would leave them) in the sandbox, against the same ESLint run
// directly on the same file: the same findings by construction, and nothing
// the configuration's code could reach outside the sandbox.

const run = promisify(execFile);
const roots: string[] = [];
const runners: EslintRunner[] = [];

afterAll(() => {
  for (const runner of runners) runner.dispose();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function writeProject(files: Record<string, string>, withEslint = true): string {
  const root = mkdtempSync(join(tmpdir(), 'remora-eslint-project-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  if (withEslint) installPackages(root, ['eslint', '@eslint/js']);
  return root;
}

async function runnerFor(projectDir: string): Promise<EslintRunner> {
  const runner = createEslintRunner({
    projectDir,
    sandbox: await openSandbox(process.env),
    env: process.env,
  });
  runners.push(runner);
  return runner;
}

const CONFIG = `import js from '@eslint/js';
export default [
  js.configs.recommended,
  { rules: { 'prefer-const': 'error', eqeqeq: 'error', 'no-var': 'error' } },
];
`;
const SOURCE =
  'var a = 1;\nlet b = a;\nif (b == 2) { a = 3; }\nexport { a, b };\nlet unused = 1;\n';

describe('the project ESLint, in the sandbox', () => {
  it('reports what eslint --format json reports, with its fixes and not its suggestions', async () => {
    const project = writeProject({ 'eslint.config.mjs': CONFIG, 'src/a.js': SOURCE });
    const outcome = await (await runnerFor(project)).lint(SOURCE, 'src/a.js');
    const direct = await run(
      join(REPOSITORY_NODE_MODULES, '.bin/eslint'),
      ['--format', 'json', 'src/a.js'],
      {
        cwd: project,
      },
    ).catch((error: { stdout: string }) => error);
    const expected = (
      JSON.parse(direct.stdout) as {
        messages: { ruleId: string; line: number; column: number }[];
      }[]
    )[0]!.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`);
    expect('findings' in outcome).toBe(true);
    if (!('findings' in outcome)) return;
    expect(outcome.findings.map((f) => `${f.start.line}:${f.start.column} ${f.code}`)).toEqual(
      expected,
    );
    expect(expected).toContain('2:5 prefer-const');
    const preferConst = outcome.findings.find((f) => f.code === 'prefer-const')!;
    expect(preferConst.fixable).toBe(true);
    expect(applyFix(SOURCE, preferConst, [{ start: 1, end: 5 }]).source).toBe(
      SOURCE.replace('let b', 'const b'),
    );
    // eqeqeq offers a suggestion, not a fix: withheld.
    expect(outcome.findings.find((f) => f.code === 'eqeqeq')).toMatchObject({ fixable: false });
  }, 120_000);

  it('leaves out a warning it cannot fix, which the project made advisory, and keeps one --fix fixes', async () => {
    const config =
      "export default [{ rules: { 'no-console': 'warn', 'prefer-const': 'warn' } }];\n";
    const source = 'let a = 1;\nconsole.log(a);\n';
    const project = writeProject({ 'eslint.config.mjs': config, 'a.js': source });
    const outcome = await (await runnerFor(project)).lint(source, 'a.js');
    expect(outcome).toEqual({
      findings: [expect.objectContaining({ code: 'prefer-const', fixable: true })],
    });
  }, 60_000);

  it('loads the configuration once for many texts, and a configuration that prints does not confuse it', async () => {
    // Each load leaves a mark in the copy; a second load would turn no-console on.
    const config = `import { appendFileSync, readFileSync } from 'node:fs';
appendFileSync('loads.txt', 'x');
console.log('loading the configuration');
const loads = readFileSync('loads.txt', 'utf8').length;
export default [{ rules: { 'no-console': loads > 1 ? 'error' : 'off', 'prefer-const': 'error' } }];
`;
    const project = writeProject({ 'eslint.config.mjs': config, 'a.js': '' });
    const runner = await runnerFor(project);
    for (const name of ['one', 'two', 'three']) {
      const source = `let ${name} = 1;\nconsole.log(${name});\n`;
      expect(await runner.lint(source, 'a.js')).toEqual({
        findings: [expect.objectContaining({ code: 'prefer-const' })],
      });
    }
  }, 60_000);

  it("reads a configuration from the project's own workspace package, as its install links it", async () => {
    // npm's workspaces: node_modules/@repo/eslint-config is a link to packages/eslint-config of the checkout.
    const project = writeProject({
      'package.json': '{ "name": "mono", "private": true, "workspaces": ["packages/*"] }\n',
      'packages/eslint-config/package.json':
        '{ "name": "@repo/eslint-config", "type": "module", "main": "index.js" }\n',
      'packages/eslint-config/index.js':
        "export default [{ rules: { 'prefer-const': 'error' } }];\n",
      'eslint.config.mjs': "import config from '@repo/eslint-config';\nexport default config;\n",
    });
    mkdirSync(join(project, 'node_modules', '@repo'));
    symlinkSync(
      '../../packages/eslint-config',
      join(project, 'node_modules', '@repo', 'eslint-config'),
    );
    const outcome = await (
      await runnerFor(project)
    ).lint('let a = 1;\nexport { a };\n', 'src/a.js');
    expect(outcome).toEqual({
      findings: [expect.objectContaining({ code: 'prefer-const', fixable: true })],
    });
  }, 60_000);

  it('does not start again a configuration that hangs: every later file fails at once', async () => {
    // A pull request's configuration that never finishes loading would otherwise hold each file for the whole timeout.
    const project = writeProject({ 'eslint.config.mjs': 'for (;;) {}\n' });
    const sandbox = await openSandbox(process.env);
    let opened = 0;
    const runner = createEslintRunner({
      projectDir: project,
      sandbox: {
        open: (...args) => {
          opened += 1;
          return sandbox.open(...args);
        },
      },
      env: process.env,
      timeoutMs: 2_000,
    });
    runners.push(runner);
    await expect(runner.lint('let a = 1;\n', 'a.js')).rejects.toMatchObject({
      code: 'LINT_001',
      message: expect.stringContaining('no reply: timed out'),
    });
    await expect(runner.lint('let b = 1;\n', 'b.js')).rejects.toMatchObject({
      code: 'LINT_001',
      message: expect.stringContaining('it is not started again in this run'),
    });
    expect(opened).toBe(1);
  }, 60_000);

  it('notes, without an error, a project with no ESLint installed or no flat configuration', async () => {
    const bare = writeProject({ 'eslint.config.mjs': CONFIG, 'a.js': SOURCE }, false);
    expect(await (await runnerFor(bare)).lint(SOURCE, 'a.js')).toEqual({
      note: expect.stringContaining('not installed'),
    });
    const unconfigured = writeProject({ 'a.js': SOURCE });
    expect(await (await runnerFor(unconfigured)).lint(SOURCE, 'a.js')).toEqual({
      note: expect.stringContaining('eslint.config'),
    });
  }, 60_000);

  it('runs the configuration where it cannot read the checkout or the runner', async () => {
    // The configuration is code from the pull request: it looks for a file beside
    // the checkout (where a runner keeps its secrets) and turns a rule on if it can read it.
    const outside = mkdtempSync(join(tmpdir(), 'remora-eslint-secret-'));
    roots.push(outside);
    writeFileSync(join(outside, 'secret.txt'), 'token');
    const config = `import { existsSync } from 'node:fs';
const seen = existsSync(${JSON.stringify(join(outside, 'secret.txt'))});
export default [{ rules: { 'no-console': seen ? 'error' : 'off' } }];
`;
    const project = writeProject({ 'eslint.config.mjs': config, 'a.js': 'console.log(1);\n' });
    const outcome = await (await runnerFor(project)).lint('console.log(1);\n', 'a.js');
    expect(outcome).toEqual({ findings: [] });
  }, 60_000);

  it('copies only the files git tracks: a credential an earlier workflow step left in the checkout is not there', async () => {
    // google-github-actions/auth writes gha-creds-<hash>.json into the checkout; the
    // configuration (code from the pull request) turns a rule on if it finds it, or a .env.
    const config = `import { existsSync } from 'node:fs';
const seen = existsSync('gha-creds-1234.json') || existsSync('.env') || existsSync('cloud/config');
export default [{ rules: { 'no-console': seen ? 'error' : 'off' } }];
`;
    const project = writeProject({
      'eslint.config.mjs': config,
      'a.js': 'console.log(1);\n',
      'gha-creds-1234.json': '{"private_key": "planted"}\n',
      '.env': 'TOKEN=planted\n',
      'cloud/config': 'planted\n',
    });
    await run('git', ['init', '-q'], { cwd: project });
    await run('git', ['add', 'eslint.config.mjs', 'a.js'], { cwd: project });
    const { stdout } = await run('git', ['ls-files', '-z'], { cwd: project });
    const runner = createEslintRunner({
      projectDir: project,
      trackedFiles: new Set(stdout.split('\0').filter(Boolean)),
      sandbox: await openSandbox(process.env),
      env: process.env,
    });
    runners.push(runner);
    expect(await runner.lint('console.log(1);\n', 'a.js')).toEqual({ findings: [] });
    // Without the list (a folder that is no checkout) every file is copied: the probe does see them.
    const untracked = await (await runnerFor(project)).lint('console.log(1);\n', 'a.js');
    expect(untracked).toMatchObject({ findings: [{ code: 'no-console' }] });
  }, 60_000);

  it('fails with LINT_001 when the configuration throws', async () => {
    const project = writeProject({
      'eslint.config.mjs': 'throw new Error("broken configuration");\n',
      'a.js': SOURCE,
    });
    await expect((await runnerFor(project)).lint(SOURCE, 'a.js')).rejects.toMatchObject({
      code: 'LINT_001',
      message: expect.stringContaining('broken configuration'),
    });
  }, 60_000);

  it('does not run an ESLint whose node_modules the pull request made a link', async () => {
    // A link named node_modules, committed by the pull request, pointing at a
    // folder of the runner: showing its target to the sandbox would show the runner's files.
    const runnerFolder = mkdtempSync(join(tmpdir(), 'remora-eslint-runner-home-'));
    roots.push(runnerFolder);
    installPackages(runnerFolder, ['eslint']);
    writeFileSync(join(runnerFolder, 'node_modules', 'secret.txt'), 'token');
    const config = `import { existsSync } from 'node:fs';
const seen = existsSync('node_modules/secret.txt');
export default [{ rules: { 'no-console': seen ? 'error' : 'off' } }];
`;
    const project = writeProject(
      { 'eslint.config.mjs': config, 'a.js': 'console.log(1);\n' },
      false,
    );
    symlinkSync(join(runnerFolder, 'node_modules'), join(project, 'node_modules'));
    expect(await (await runnerFor(project)).lint('console.log(1);\n', 'a.js')).toEqual({
      note: expect.stringContaining('not installed'),
    });
  }, 60_000);
});
