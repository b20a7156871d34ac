import { describe, expect, it } from 'vitest';
import {
  documentsExports,
  exportDocCounts,
  isExcusedFile,
  packageFolderOf,
} from '../../../../src/languages/typescript/docs/doc-asked.js';
import { parserFor } from './grammars.js';

describe('where a missing doc is asked', () => {
  it('counts the exported, public, top-level definitions of a file and their docs', async () => {
    const source = [
      '/** Adds. */',
      'export function add() {}',
      'export const sub = () => 1',
      '/** Hidden. */',
      'function hidden() {}',
      'export function _internal() {}',
      '/** A class. */',
      'export class A { method() {} }',
      'module.exports.legacy = function () {}',
    ].join('\n');
    const tree = (await parserFor('src/a.ts')).parse(source);
    if (!tree) throw new Error('no tree');
    expect(exportDocCounts(tree.rootNode, 'src/a.ts')).toEqual({ exported: 4, documented: 2 });
    expect(exportDocCounts(tree.rootNode, 'src/a.test.ts')).toEqual({ exported: 0, documented: 0 });
    tree.delete();
  });

  it('learns that a package documents its exports from most of them, with five at least', () => {
    expect(documentsExports([{ exported: 4, documented: 4 }])).toBe(false);
    expect(
      documentsExports([
        { exported: 4, documented: 3 },
        { exported: 2, documented: 1 },
      ]),
    ).toBe(true);
    expect(documentsExports([{ exported: 6, documented: 3 }])).toBe(false);
  });

  it('finds the package a file belongs to: the nearest folder with a package.json', () => {
    const manifests = new Set(['', 'packages/astro', 'packages/astro/src/vendor']);
    const has = (folder: string): boolean => manifests.has(folder);
    expect(packageFolderOf('packages/astro/src/core/build.ts', has)).toBe('packages/astro');
    expect(packageFolderOf('packages/astro/src/vendor/x.js', has)).toBe(
      'packages/astro/src/vendor',
    );
    expect(packageFolderOf('scripts/release.mjs', has)).toBe('');
  });

  it('excuses tests, examples, scripts, fixtures, declaration files and copies', () => {
    for (const path of [
      'src/a.test.ts',
      'src/a.spec.tsx',
      'src/__tests__/a.ts',
      'test/a.js',
      'examples/app.js',
      'types/index.d.ts',
      'src/a.d.mts',
      'scripts/build.mjs',
      'packages/x/test/fixtures/a.ts',
      'src/core/textures/BaseRenderTexture copy.js',
      'src/index copy 2.ts',
    ])
      expect([path, isExcusedFile(path)]).toEqual([path, true]);
    for (const path of [
      'src/index.ts',
      'lib/router/index.js',
      'packages/astro/src/core/build.ts',
      'src/clipboard/copy.ts',
    ])
      expect([path, isExcusedFile(path)]).toEqual([path, false]);
  });
});
