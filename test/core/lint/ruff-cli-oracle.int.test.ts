import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDirectorySource } from '../../../src/adapters/files/workspace-files.js';
import { createRuffLinter } from '../../../src/languages/python/lint/ruff.js';
import { RemoraError } from '../../../src/core/errors.js';
import {
  createRuffResolver,
  type RuffResolver,
} from '../../../src/languages/python/lint/ruff-config.js';
import type { Linter } from '../../../src/core/lint/types.js';
import { RUFF_CLI_CASES, type RuffCliCase } from '../../fixtures/ruff-cli/cases.js';

// Ruff's CLI output, recorded in its own tests, against Remora's resolution and
// Ruff's WebAssembly build on the same files at the same paths.

const roots: string[] = [];
const linters: (Linter & { dispose(): void })[] = [];

afterAll(() => {
  for (const linter of linters) linter.dispose();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function writeTree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'remora-ruff-cli-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function pythonFiles(files: Record<string, string>): string[] {
  return Object.keys(files)
    .filter((path) => /\.pyi?$/.test(path))
    .sort();
}

/** What Remora reports on a file, as the CLI prints it: `path:row:col: CODE`. */
async function lintAt(
  resolver: RuffResolver,
  files: Record<string, string>,
  path: string,
): Promise<string[]> {
  const { settings } = await resolver.settingsFor(path);
  const linter = createRuffLinter(settings);
  linters.push(linter);
  return linter
    .check(files[path] ?? '', path)
    .map((f) => `${path}:${f.start.line}:${f.start.column}: ${f.code}`);
}

async function lintProject(testCase: RuffCliCase, root: string): Promise<string[]> {
  const resolver = createRuffResolver(createDirectorySource(root), testCase.commandLine);
  const lines: string[] = [];
  for (const path of pythonFiles(testCase.files))
    lines.push(...(await lintAt(resolver, testCase.files, path)));
  return lines;
}

const sorted = (lines: readonly string[]): string[] => [...lines].sort();

describe("Remora's lint equals Ruff's CLI on Ruff's own configuration-resolution tests", () => {
  it('ports cases of every kind', () => {
    expect(RUFF_CLI_CASES.filter((c) => c.expected).length).toBeGreaterThan(15);
    expect(RUFF_CLI_CASES.filter((c) => c.settings).length).toBeGreaterThan(5);
    expect(RUFF_CLI_CASES.filter((c) => c.error).length).toBe(3);
  });

  it.each(RUFF_CLI_CASES.map((c) => [`${c.from}: ${c.name}`, c] as const))('%s', async (_, c) => {
    const root = writeTree(c.files);
    const resolver = createRuffResolver(createDirectorySource(root), c.commandLine);
    if (c.error) {
      const failure: unknown = await resolver.settingsFor('test.py').then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RemoraError);
      expect((failure as RemoraError).code).toBe('CONFIG_001');
      expect((failure as RemoraError).message).toMatch(c.error);
    }
    if (c.settings) {
      const { settings, origin } = await resolver.settingsFor(c.settings.file);
      const target = c.settings.targetVersion;
      expect(settings.targetVersion).toBe(
        target === null ? undefined : `py${target.replace('.', '')}`,
      );
      if (c.settings.configFile) expect(origin.split(' ')[0]).toBe(c.settings.configFile);
      else expect(origin).toMatch(/no Ruff configuration/);
      if (c.settings.lineLength) expect(settings.lineLength).toBe(c.settings.lineLength);
    }
    if (c.expected) expect(sorted(await lintProject(c, root))).toEqual(sorted(c.expected));
    for (const path of Object.keys(c.namedOnCommandLine ?? {}))
      // Documented difference: Ruff lints an excluded file named on its command line; Remora does not.
      expect(await lintAt(resolver, c.files, path)).toEqual([]);
  });
});
