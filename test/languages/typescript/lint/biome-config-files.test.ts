import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../../src/core/errors.js';
import type { FileSource } from '../../../../src/core/workspace/file-source.js';
import {
  createBiomeConfigs,
  mergeConfigurations,
} from '../../../../src/languages/typescript/lint/biome-config-files.js';
import { parseJsonc } from '../../../../src/languages/typescript/lint/jsonc.js';

/** A tree in memory that records every path asked of it. */
function treeOf(files: Record<string, string>): FileSource & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    readFile(path) {
      asked.push(path);
      return Promise.resolve(Object.hasOwn(files, path) ? files[path] : undefined);
    },
  };
}

async function lintError(promise: Promise<unknown>): Promise<RemoraError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RemoraError);
  expect((error as RemoraError).code).toBe('LINT_001');
  return error as RemoraError;
}

describe('parseJsonc', () => {
  it('reads comments and trailing commas as Biome does, and leaves strings alone', () => {
    const text = `{
      // a comment
      "a": "http://x.test/*not a comment*/", /* block */
      "b": ["x,]", "y",],
    }`;
    expect(parseJsonc('biome.jsonc', text)).toEqual({
      a: 'http://x.test/*not a comment*/',
      b: ['x,]', 'y'],
    });
  });

  it('names the file on bad JSON (LINT_001)', () => {
    expect(() => parseJsonc('apps/web/biome.json', '{ "linter": ')).toThrow(
      expect.objectContaining({
        code: 'LINT_001',
        message: expect.stringContaining('apps/web/biome.json'),
      }),
    );
    expect(() => parseJsonc('biome.json', '{ /* open')).toThrow(
      expect.objectContaining({ code: 'LINT_001' }),
    );
  });
});

describe('createBiomeConfigs', () => {
  it('finds nothing where no configuration is above the file', async () => {
    const configs = createBiomeConfigs(treeOf({ 'other/biome.json': '{}' }));
    expect(await configs.governing('src/a.ts')).toBeUndefined();
  });

  it('takes the nearest configuration, a nested one in the project of the root above it', async () => {
    const configs = createBiomeConfigs(
      treeOf({
        'biome.json': '{ "linter": { "rules": { "recommended": false } } }',
        'pkg/biome.jsonc': '{ "root": false, "extends": "//", "formatter": { "enabled": false } }',
      }),
    );
    const governance = await configs.governing('pkg/src/a.ts');
    expect(governance?.project.file).toBe('biome.json');
    expect(governance?.nested?.file).toBe('pkg/biome.jsonc');
    expect(governance?.nested?.configuration).toEqual({
      linter: { rules: { recommended: false } },
      root: false,
      formatter: { enabled: false },
    });
    expect((await configs.governing('b.ts'))?.nested).toBeUndefined();
  });

  it('refuses an extends that leaves the repository, and never reads there', async () => {
    for (const entry of [
      '../outside.json',
      '../../etc/biome.json',
      '/etc/biome.json',
      'a/../../x.json',
    ]) {
      const tree = treeOf({ 'biome.json': JSON.stringify({ extends: [entry] }) });
      const error = await lintError(createBiomeConfigs(tree).governing('a.ts'));
      expect(error.message).toContain('outside the repository');
      expect(tree.asked.filter((path) => path.includes('..') || path.startsWith('/'))).toEqual([]);
      expect(tree.asked.filter((path) => path.includes('etc') || path.includes('outside'))).toEqual(
        [],
      );
    }
  });

  it('refuses an extends of a package: only the repository is read', async () => {
    const tree = treeOf({ 'biome.json': '{ "extends": ["@org/biome-config/biome"] }' });
    const error = await lintError(createBiomeConfigs(tree).governing('a.ts'));
    expect(error.message).toContain('"@org/biome-config/biome"');
    expect(tree.asked.some((path) => path.includes('@org') || path.includes('node_modules'))).toBe(
      false,
    );
  });

  it('refuses a missing extended file, a circle, a "//" in a root configuration and a non-object', async () => {
    await lintError(
      createBiomeConfigs(treeOf({ 'biome.json': '{ "extends": ["./base.json"] }' })).governing(
        'a.ts',
      ),
    );
    const circle = treeOf({
      'biome.json': '{ "extends": ["./a.json"] }',
      'a.json': '{ "extends": ["./b.json"] }',
      'b.json': '{ "extends": ["./a.json"] }',
    });
    expect((await lintError(createBiomeConfigs(circle).governing('x.ts'))).message).toContain(
      'Circular',
    );
    await lintError(
      createBiomeConfigs(treeOf({ 'biome.json': '{ "extends": "//" }' })).governing('a.ts'),
    );
    await lintError(createBiomeConfigs(treeOf({ 'biome.json': '[1, 2]' })).governing('a.ts'));
    await lintError(
      createBiomeConfigs(treeOf({ 'biome.json': '{ "extends": 3 }' })).governing('a.ts'),
    );
  });

  it('follows an extends inside the repository, relative to the file that wrote it', async () => {
    const configs = createBiomeConfigs(
      treeOf({
        'biome.json': '{ "extends": ["./config/base.json"], "linter": { "enabled": true } }',
        'config/base.json': '{ "extends": ["../shared.json"], "linter": { "enabled": false } }',
        'shared.json': '{ "javascript": { "globals": ["X"] } }',
      }),
    );
    expect((await configs.governing('a.ts'))?.project.configuration).toEqual({
      javascript: { globals: ['X'] },
      linter: { enabled: true },
    });
  });
});

describe('mergeConfigurations', () => {
  it('keeps a key named __proto__ as a key: it reaches no prototype', () => {
    const over = JSON.parse('{ "linter": { "__proto__": { "enabled": false } } }') as Record<
      string,
      unknown
    >;
    const merged = mergeConfigurations({ linter: { enabled: true } }, over);
    const linter = merged.linter as Record<string, unknown>;
    expect(Object.keys(linter)).toEqual(['enabled', '__proto__']);
    expect(Object.getPrototypeOf(linter)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).enabled).toBeUndefined();
  });
});
