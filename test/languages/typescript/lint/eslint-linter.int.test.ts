import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDirectorySource } from '../../../../src/adapters/files/workspace-files.js';
import { openSandbox } from '../../../../src/adapters/process/sandbox.js';
import { createProjectLinter } from '../../../../src/languages/typescript/lint/project-linter.js';
import type { LinterSource } from '../../../../src/ops/op-module.js';
import { installPackages } from '../../../support/installed-packages.js';
import { fixWholeFile } from './biome-oracle.js';

// The lint op's linter for a file ESLint governs is the project's own ESLint,
// run in the sandbox, and it equals ESLint's own CLI on a real project's
// configuration: this repository's eslint.config.js (typescript-eslint, its
// own plugin), on a real file of src/ with defects ESLint fixes planted in them.

const run = promisify(execFile);
const REPOSITORY = join(import.meta.dirname, '../../../..');
const roots: string[] = [];
const sources: LinterSource[] = [];
afterAll(() => {
  for (const source of sources) source.dispose();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>, packages: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'remora-eslint-linter-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  if (packages.length > 0) installPackages(root, packages);
  return root;
}

function lintersOf(root: string, execute = true): LinterSource {
  const source = createProjectLinter({
    stable: createDirectorySource(root),
    checkoutRoot: root,
    ...(execute
      ? {
          execute: {
            sandbox: () => openSandbox(process.env),
            env: process.env,
            timeoutMs: 120_000,
          },
        }
      : {}),
  });
  sources.push(source);
  return source;
}

// Fixable by ESLint in this repository's configuration: no-extra-boolean-cast,
// @typescript-eslint/prefer-as-const, no-regex-spaces (twice), and a finding with no fix (no-empty).
const PLANTED = `
export function planted(value: unknown): unknown {
  if (!!value) return ['a' as 'a', /a  b/, /c   d/];
  try { return value; } catch {}
}
`;
const REAL_FILES = ['src/core/engine/semaphore.ts'];

describe("the project's ESLint as the lint op's linter", () => {
  it("equals ESLint's CLI on a real configuration: the findings, and the text --fix leaves", async () => {
    const files: Record<string, string> = {
      'eslint.config.js': readFileSync(join(REPOSITORY, 'eslint.config.js'), 'utf8'),
      'scripts/eslint/layers.mjs': readFileSync(
        join(REPOSITORY, 'scripts/eslint/layers.mjs'),
        'utf8',
      ),
      'package.json': '{ "name": "oracle", "type": "module" }\n',
    };
    for (const file of REAL_FILES)
      files[file] = readFileSync(join(REPOSITORY, file), 'utf8') + PLANTED;
    const root = project(files, ['eslint', 'typescript-eslint', '@eslint/js', 'globals']);
    const cli = join(root, 'node_modules/eslint/bin/eslint.js');
    const dryRun = await run(
      process.execPath,
      [cli, '--format', 'json', '--fix-dry-run', ...REAL_FILES],
      {
        cwd: root,
      },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(dryRun.stdout) as {
      filePath: string;
      output?: string;
      messages: { ruleId: string; line: number; column: number }[];
    }[];
    const plain = await run(process.execPath, [cli, '--format', 'json', ...REAL_FILES], {
      cwd: root,
    }).catch((error: { stdout: string }) => error);
    const found = JSON.parse(plain.stdout) as typeof report;
    const linters = lintersOf(root);
    for (const [index, file] of REAL_FILES.entries()) {
      const linter = await linters.linterFor(file);
      expect(linter, file).toBeDefined();
      const text = files[file] as string;
      const findings = await linter!.check(text, file);
      expect(
        findings.map((f) => `${f.start.line}:${f.start.column} ${f.code}`),
        file,
      ).toEqual(found[index]!.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`));
      expect(findings.map((f) => f.code)).toEqual(
        expect.arrayContaining([
          'no-extra-boolean-cast',
          '@typescript-eslint/prefer-as-const',
          'no-regex-spaces',
          'no-empty',
        ]),
      );
      const fixed = await fixWholeFile(linter!, text, file);
      expect(fixed, file).not.toBe(text);
      expect(fixed, file).toBe(report[index]!.output ?? text);
    }
    expect(await linters.describe(REAL_FILES[0]!)).toMatch(
      /^ESLint configuration from eslint\.config\.js, run by the project's own ESLint \d+\.\d+\.\d+/,
    );
  }, 180_000);

  it("reads a configuration of the old format (.eslintrc.*, cascading) as ESLint's CLI does with it", async () => {
    const files: Record<string, string> = {
      '.eslintrc.json': JSON.stringify({
        root: true,
        parserOptions: { ecmaVersion: 2022, sourceType: 'module' },
        rules: { 'prefer-const': 'error', 'no-extra-boolean-cast': 'error', eqeqeq: 'error' },
      }),
      // A folder's own file adds to the root's and overrides it, as ESLint 8 cascades them.
      'lib/.eslintrc.json': JSON.stringify({ rules: { eqeqeq: 'off', 'no-var': 'error' } }),
      'lib/a.js':
        'export function a(x) {\n  var y = 1;\n  let z = x == y;\n  if (!!x) return z;\n  return y;\n}\n',
      'b.js': 'export function b(x) {\n  let y = 2;\n  return x == y;\n}\n',
      'package.json': '{ "name": "legacy", "type": "module" }\n',
    };
    const root = project(files, ['eslint']);
    const cli = join(root, 'node_modules/eslint/bin/eslint.js');
    const targets = ['lib/a.js', 'b.js'];
    const env = { ...process.env, ESLINT_USE_FLAT_CONFIG: 'false' };
    const dryRun = await run(
      process.execPath,
      [cli, '--format', 'json', '--fix-dry-run', ...targets],
      {
        cwd: root,
        env,
      },
    ).catch((error: { stdout: string }) => error);
    const report = JSON.parse(dryRun.stdout) as {
      filePath: string;
      output?: string;
      messages: { ruleId: string; line: number; column: number }[];
    }[];
    const plain = await run(process.execPath, [cli, '--format', 'json', ...targets], {
      cwd: root,
      env,
    }).catch((error: { stdout: string }) => error);
    const found = JSON.parse(plain.stdout) as typeof report;
    expect(found.flatMap((r) => r.messages.map((m) => m.ruleId)).sort()).toEqual([
      'eqeqeq',
      'no-extra-boolean-cast',
      'no-var',
      'prefer-const',
      'prefer-const',
    ]);
    const linters = lintersOf(root);
    // The CLI reports its files in its own order.
    const of = (reports: typeof report, file: string) =>
      reports.find((r) => r.filePath === join(root, file))!;
    for (const file of targets) {
      const linter = await linters.linterFor(file);
      expect(linter, file).toBeDefined();
      const text = files[file] as string;
      const findings = await linter!.check(text, file);
      expect(
        findings.map((f) => `${f.start.line}:${f.start.column} ${f.code}`),
        file,
      ).toEqual(of(found, file).messages.map((m) => `${m.line}:${m.column} ${m.ruleId}`));
      expect(await fixWholeFile(linter!, text, file), file).toBe(of(report, file).output ?? text);
    }
    // Both files have fixes --fix makes, taken the same.
    expect(report.every((r) => r.output !== undefined)).toBe(true);
    expect(await linters.describe('lib/a.js')).toMatch(
      /^ESLint configuration from lib\/\.eslintrc\.json \(ESLint's old format\), run by the project's own ESLint 9\./,
    );
  }, 180_000);

  it('says why a file ESLint governs is not linted where it cannot run as the project runs it', async () => {
    const config = 'export default [{ rules: { "prefer-const": "error" } }];\n';
    const installed = project({ 'eslint.config.js': config, 'a.js': 'let a = 1;\n' }, ['eslint']);
    // Tools that run code are off (a fork's pull request): the configuration is its code.
    const off = lintersOf(installed, false);
    expect(await off.linterFor('a.js')).toBeUndefined();
    expect(await off.describe('a.js')).toBe(
      'a.js is linted by ESLint (eslint.config.js), not run here: its configuration is code from the pull request, and tools that run code are off in this run (forks, pull_request_target, allow-execute: false)',
    );
    // Not installed: the workflow did not install the project's dependencies.
    const bare = lintersOf(project({ 'eslint.config.js': config, 'a.js': 'let a = 1;\n' }));
    expect(await bare.linterFor('a.js')).toBeUndefined();
    expect(await bare.describe('a.js')).toContain('ESLint is not installed in the checkout');
    // A configuration below the root: ESLint 9, run from the root, does not look there.
    const nested = lintersOf(
      project({ 'packages/x/eslint.config.js': config, 'packages/x/a.js': 'let a;\n' }, ['eslint']),
    );
    expect(await nested.linterFor('packages/x/a.js')).toBeUndefined();
    expect(await nested.describe('packages/x/a.js')).toContain('is not at the root');
    // Nothing of ESLint's: no linter, nothing more to say.
    const none = lintersOf(project({ 'a.js': 'let a = 1;\n' }, ['eslint']));
    expect(await none.linterFor('a.js')).toBeUndefined();
    expect(await none.describe('a.js')).toBeUndefined();
  }, 60_000);
});
