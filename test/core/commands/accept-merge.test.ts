import { describe, expect, it } from 'vitest';
import { mergeAcceptedChanges } from '../../../src/core/commands/accept-merge.js';

describe('mergeAcceptedChanges', () => {
  const head = { 'app.py': 'a = 1\nb = 2\nc = 3\n' } as Record<string, string | undefined>;
  const at = (path: string) => head[path];

  it('merges changes of different lines into one set of files', async () => {
    const merged = await mergeAcceptedChanges(at, [
      { id: 'lint-a', files: new Map([['app.py', 'a = 10\nb = 2\nc = 3\n']]) },
      { id: 'lint-c', files: new Map([['app.py', 'a = 1\nb = 2\nc = 30\n']]) },
      { id: 'test-a', files: new Map([['tests/test_app.py', 'def test():\n    pass\n']]) },
    ]);

    expect(merged).toEqual({
      ok: true,
      files: new Map([
        ['app.py', 'a = 10\nb = 2\nc = 30\n'],
        ['tests/test_app.py', 'def test():\n    pass\n'],
      ]),
    });
  });

  it('returns the conflicts and no files when two change the same lines', async () => {
    const merged = await mergeAcceptedChanges(at, [
      { id: 'lint-a', files: new Map([['app.py', 'a = 10\nb = 2\nc = 3\n']]) },
      { id: 'docstring-a', files: new Map([['app.py', 'a = 11\nb = 2\nc = 3\n']]) },
    ]);

    expect(merged.ok).toBe(false);
    if (merged.ok) return;
    expect(merged.conflicts.map((c) => [c.path, c.workspaces])).toEqual([
      ['app.py', ['lint-a', 'docstring-a']],
    ]);
  });
});
