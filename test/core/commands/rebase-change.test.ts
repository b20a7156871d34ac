import { describe, expect, it } from 'vitest';
import { rebaseChange } from '../../../src/core/commands/rebase-change.js';
import { parseGitDiff } from '../../../src/core/diff/index.js';
import { BUILTIN_STRUCTURAL_MERGE } from '../../../src/languages/registry.js';
import { formatUnifiedDiff, type FileVersions } from '../../../src/core/workspace/unified-diff.js';

const POSTED = [
  '"""Shapes."""', //  1
  'import os', //  2
  '', //  3
  '', //  4
  'def area(w, h):', //  5
  '    return w*h', //  6
  '', //  7
  '', //  8
  'def perimeter(w, h):', //  9
  '    label = f"perimeter"', // 10
  '    return 2 * (w + h)', // 11
  '',
].join('\n');

const at =
  (files: Record<string, string>) =>
  (path: string): string | undefined =>
    files[path];

/** A marker's patch, parsed, for the files a workspace changed (against the posted commit). */
const patch = (...files: FileVersions[]) => parseGitDiff(formatUnifiedDiff(files));

const lintPerimeter = {
  path: 'pkg/shapes.py',
  before: POSTED,
  after: POSTED.replace('f"perimeter"', '"perimeter"'),
};

describe('rebaseChange', () => {
  it('gives the workspace content when the head is the commit it was posted on', () => {
    const result = rebaseChange(
      patch(lintPerimeter),
      at({ 'pkg/shapes.py': POSTED }),
      at({ 'pkg/shapes.py': POSTED }),
    );

    expect(result).toEqual({ ok: true, files: new Map([['pkg/shapes.py', lintPerimeter.after]]) });
  });

  it('carries it over a head that changed other lines of the file', () => {
    const head = POSTED.replace('w*h', 'w * h');

    const result = rebaseChange(
      patch(lintPerimeter),
      at({ 'pkg/shapes.py': POSTED }),
      at({ 'pkg/shapes.py': head }),
    );

    expect(result).toEqual({
      ok: true,
      files: new Map([['pkg/shapes.py', head.replace('f"perimeter"', '"perimeter"')]]),
    });
  });

  it('names the file when the head changed the same lines, and guesses nothing', () => {
    const head = POSTED.replace('f"perimeter"', 'f"perim"');

    expect(
      rebaseChange(
        patch(lintPerimeter),
        at({ 'pkg/shapes.py': POSTED }),
        at({ 'pkg/shapes.py': head }),
      ),
    ).toEqual({
      ok: false,
      path: 'pkg/shapes.py',
      kind: 'stale',
      reason: 'the head changed the lines this change rewrites since it was posted',
    });
  });

  it('accepts a docstring change forked from lint after lint alone was committed', () => {
    const afterLint = POSTED.replace('import os\n', '');
    const afterDocstring = afterLint.replace(
      'def area(w, h):\n',
      'def area(w, h):\n    """Return the area."""\n',
    );

    const result = rebaseChange(
      patch({ path: 'pkg/shapes.py', before: POSTED, after: afterDocstring }),
      at({ 'pkg/shapes.py': POSTED }),
      at({ 'pkg/shapes.py': afterLint }),
    );

    expect(result).toEqual({ ok: true, files: new Map([['pkg/shapes.py', afterDocstring]]) });
  });

  it('leaves out files the head already holds as the change has them', () => {
    const result = rebaseChange(
      patch(lintPerimeter),
      at({ 'pkg/shapes.py': POSTED }),
      at({ 'pkg/shapes.py': lintPerimeter.after }),
    );

    expect(result).toEqual({ ok: true, files: new Map() });
  });

  it('merges the sections of a marker that joins two workspaces changing one file', () => {
    const first = { ...lintPerimeter };
    const second = { path: 'pkg/shapes.py', before: POSTED, after: POSTED.replace('w*h', 'w * h') };

    const result = rebaseChange(
      patch(first, second),
      at({ 'pkg/shapes.py': POSTED }),
      at({ 'pkg/shapes.py': POSTED }),
    );

    expect(result).toEqual({
      ok: true,
      files: new Map([
        ['pkg/shapes.py', POSTED.replace('f"perimeter"', '"perimeter"').replace('w*h', 'w * h')],
      ]),
    });
  });

  it("combines generated tests with tests the head added to the same new test file, by the file's language", () => {
    const theirs =
      'from pkg.shapes import area\n\n\ndef test_area():\n    assert area(2, 3) == 6\n';
    const ours =
      'from pkg.shapes import perimeter\n\n\ndef test_perimeter():\n    assert perimeter(1, 1) == 4\n';

    const result = rebaseChange(
      patch({ path: 'tests/test_shapes.py', before: undefined, after: ours }),
      at({}),
      at({ 'tests/test_shapes.py': theirs }),
      BUILTIN_STRUCTURAL_MERGE,
    );

    if (!result.ok) throw new Error(result.reason);
    const merged = result.files.get('tests/test_shapes.py') ?? '';
    expect(merged).toContain('def test_area():');
    expect(merged).toContain('def test_perimeter():');
  });

  it('refuses a patch that does not fit the commit it was posted on, or a path outside', () => {
    expect(
      rebaseChange(patch(lintPerimeter), at({ 'pkg/shapes.py': 'x = 1\n' }), at({})),
    ).toMatchObject({
      ok: false,
      kind: 'unfit',
      path: 'pkg/shapes.py',
    });
    const escaping = patch({ path: 'x.py', before: undefined, after: 'x\n' }).map((f) => ({
      ...f,
      path: '../x.py',
    }));
    expect(rebaseChange(escaping, at({}), at({}))).toEqual({
      ok: false,
      path: '../x.py',
      kind: 'unfit',
      reason: 'the path is not inside the repository',
    });
  });
});
