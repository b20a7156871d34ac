import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyFix } from '../../../../src/core/lint/apply-fix.js';
import type { FileSource } from '../../../../src/core/workspace/file-source.js';
import type { LinterSource } from '../../../../src/ops/op-module.js';
import { createProjectLinter } from '../../../../src/languages/typescript/lint/project-linter.js';

function treeOf(files: Record<string, string>): FileSource {
  return {
    readFile: (path) => Promise.resolve(Object.hasOwn(files, path) ? files[path] : undefined),
  };
}

const NO_CHECKOUT = mkdtempSync(join(tmpdir(), 'remora-no-checkout-'));
const open: LinterSource[] = [];
afterEach(() => {
  for (const linters of open.splice(0)) linters.dispose();
});

function lintersOf(files: Record<string, string>): LinterSource {
  // No checkout on disk: nothing is installed, so no ESLint runs.
  const linters = createProjectLinter({ stable: treeOf(files), checkoutRoot: NO_CHECKOUT });
  open.push(linters);
  return linters;
}

describe('createProjectLinter (Biome)', () => {
  it('has no linter for a file no Biome configuration governs', async () => {
    const linters = lintersOf({ 'web/biome.json': '{}', 'server/a.ts': 'var a = 1;\n' });
    expect(await linters.linterFor('server/a.ts')).toBeUndefined();
    expect(await linters.linterFor('web/a.ts')).toBeDefined();
  });

  it('reports rules by their full name, columns in UTF-16 units, a safe fix and no unsafe one', async () => {
    const source = 'const s = "😀"; let t = s; if (t == "x") { console.log(t); }\n';
    const linter = await lintersOf({ 'biome.json': '{}' }).linterFor('a.ts');
    const findings = (await linter?.check(source, 'a.ts')) ?? [];
    const useConst = findings.find((f) => f.code === 'lint/style/useConst');
    const equals = findings.find((f) => f.code === 'lint/suspicious/noDoubleEquals');
    // `let` starts at UTF-16 index 16 (the emoji is two units): column 17.
    expect(useConst).toMatchObject({ start: { line: 1, column: 17 }, fixable: true });
    expect(applyFix(source, useConst!, [{ start: 1, end: 1 }]).source).toBe(
      source.replace('let t', 'const t'),
    );
    // Biome's fix for == is unsafe: withheld.
    expect(equals).toMatchObject({ start: { line: 1, column: 34 }, fixable: false });
    expect(equals?.fix).toBeUndefined();
  });

  it('counts lines as the rest of Remora does, with \\r\\n and a lone \\r', async () => {
    const linter = await lintersOf({ 'biome.json': '{}' }).linterFor('a.js');
    for (const source of ['a;\r\nlet x = 1; x;\r\n', 'a;\rlet x = 1; x;\r']) {
      const useConst = (await linter?.check(source, 'a.js'))?.find(
        (f) => f.code === 'lint/style/useConst',
      );
      expect(useConst).toMatchObject({ start: { line: 2, column: 1 }, fixable: true });
      expect(applyFix(source, useConst!, [{ start: 2, end: 2 }]).source).toBe(
        source.replace('let', 'const'),
      );
    }
  });

  it('gives nothing on a file Biome would not lint: outside files.includes, or its linter off', async () => {
    const linters = lintersOf({
      'biome.json': JSON.stringify({
        files: { includes: ['**', '!vendor'] },
        overrides: [{ includes: ['gen/**'], linter: { enabled: false } }],
      }),
    });
    const dirty = 'let a = 1; a;\n';
    for (const path of ['vendor/x.ts', 'gen/y.ts'])
      expect((await linters.linterFor(path))?.check(dirty, path)).toEqual([]);
    expect((await linters.linterFor('src/z.ts'))?.check(dirty, 'src/z.ts')).not.toEqual([]);
  });

  it('refuses with LINT_001 a configuration Biome rejects, a __proto__ key included', async () => {
    for (const config of [
      '{ "linter": { "rules": { "style": { "noSuchRule": "error" } } } }',
      '{ "linter": { "__proto__": { "enabled": false } } }',
    ]) {
      const linters = lintersOf({ 'biome.json': config });
      await expect(linters.linterFor('a.ts')).rejects.toMatchObject({
        code: 'LINT_001',
        message: expect.stringContaining('biome.json'),
      });
    }
  });
});
