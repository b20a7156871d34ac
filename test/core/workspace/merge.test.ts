import { describe, expect, it } from 'vitest';
import { mergeFileVersions, mergeWorkspaces } from '../../../src/core/workspace/merge.js';
import { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';
import { createMemorySource } from './memory-source.js';

const APP = ['def first():', '    return 1', '', '', 'def second():', '    return 2', ''].join(
  '\n',
);

function setup() {
  const stable = createMemorySource({ 'src/app.py': APP, 'README.md': '# Demo\n' });
  const lint = WorkspaceOverlay.create('lint-first', stable);
  const doc = WorkspaceOverlay.create('docstring-second', stable);
  return { stable, lint, doc };
}

describe('mergeWorkspaces', () => {
  it('combines edits of different functions of one file', async () => {
    const { stable, lint, doc } = setup();
    await lint.writeFile('src/app.py', APP.replace('return 1', 'return 10'));
    await doc.writeFile(
      'src/app.py',
      APP.replace('def second():\n', 'def second():\n    """Two."""\n'),
    );
    const result = await mergeWorkspaces(stable, [lint, doc]);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual(['lint-first', 'docstring-second']);
    expect([...result.files]).toEqual([
      [
        'src/app.py',
        [
          'def first():',
          '    return 10',
          '',
          '',
          'def second():',
          '    """Two."""',
          '    return 2',
          '',
        ].join('\n'),
      ],
    ]);
  });

  it('keeps the first of two overlapping edits and leaves the second workspace out whole, reporting WORK_001', async () => {
    const { stable, lint, doc } = setup();
    await lint.writeFile('src/app.py', APP.replace('return 1', 'return 10'));
    await lint.writeFile('README.md', '# Lint\n');
    await doc.writeFile('src/app.py', APP.replace('return 1', 'return 11'));
    await doc.writeFile('docs/new.md', 'new\n');
    const result = await mergeWorkspaces(stable, [lint, doc]);
    expect(result.conflicts).toEqual([
      {
        code: 'WORK_001',
        path: 'src/app.py',
        workspaces: ['lint-first', 'docstring-second'],
        files: ['docs/new.md', 'src/app.py'],
        message:
          'src/app.py: the change of docstring-second overlaps the change of lint-first; docstring-second was left out whole (its changes to docs/new.md too)',
      },
    ]);
    expect(result.merged).toEqual(['lint-first']);
    // None of the conflicting workspace's files merge: what the merge holds is the first one's, byte for byte.
    expect([...result.files]).toEqual([
      ['README.md', '# Lint\n'],
      ['src/app.py', APP.replace('return 1', 'return 10')],
    ]);
  });

  it('merges identical edits cleanly', async () => {
    const { stable, lint, doc } = setup();
    await lint.writeFile('src/app.py', APP.replace('return 2', 'return 20'));
    await doc.writeFile('src/app.py', APP.replace('return 2', 'return 20'));
    const result = await mergeWorkspaces(stable, [lint, doc]);
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual(['lint-first', 'docstring-second']);
    expect([...result.files]).toEqual([['src/app.py', APP.replace('return 2', 'return 20')]]);
  });

  it('takes a file added by one workspace beside another workspace edit', async () => {
    const { stable, lint, doc } = setup();
    await lint.writeFile('src/app.py', APP.replace('return 1', 'return 10'));
    await doc.writeFile('tests/test_app.py', 'def test_first():\n    assert True\n');
    const result = await mergeWorkspaces(stable, [lint, doc]);
    expect(result.conflicts).toEqual([]);
    expect([...result.files]).toEqual([
      ['src/app.py', APP.replace('return 1', 'return 10')],
      ['tests/test_app.py', 'def test_first():\n    assert True\n'],
    ]);
  });

  it('reports two different additions of one new file, and deletion against an edit', async () => {
    const { stable, lint, doc } = setup();
    await lint.writeFile('new.py', 'a = 1\n');
    await lint.deleteFile('README.md');
    await doc.writeFile('new.py', 'b = 2\n');
    await doc.writeFile('README.md', '# Edited\n');
    const result = await mergeWorkspaces(stable, [lint, doc]);
    // The first overlap leaves the second workspace out, with both its files.
    expect(result.conflicts.map((c) => [c.path, c.workspaces, c.files])).toEqual([
      ['README.md', ['lint-first', 'docstring-second'], ['README.md', 'new.py']],
    ]);
    expect(result.merged).toEqual(['lint-first']);
    expect([...result.files]).toEqual([
      ['README.md', undefined],
      ['new.py', 'a = 1\n'],
    ]);
  });

  it('names every workspace already merged into the file when a third one conflicts', async () => {
    const { stable, lint, doc } = setup();
    const third = WorkspaceOverlay.create('test-first', stable);
    await lint.writeFile('src/app.py', APP.replace('return 1', 'return 10'));
    await doc.writeFile('src/app.py', APP.replace('return 2', 'return 20'));
    await third.writeFile('src/app.py', APP.replace('return 2', 'return 22'));
    const result = await mergeWorkspaces(stable, [lint, doc, third]);
    expect(result.conflicts.map((c) => c.workspaces)).toEqual([
      ['lint-first', 'docstring-second', 'test-first'],
    ]);
    expect(result.merged).toEqual(['lint-first', 'docstring-second']);
    expect(result.files.get('src/app.py')).toBe(
      APP.replace('return 1', 'return 10').replace('return 2', 'return 20'),
    );
  });

  it('returns nothing for no workspaces or only unchanged ones', async () => {
    const { stable, lint } = setup();
    await lint.writeFile('README.md', '# Demo\n');
    expect(await mergeWorkspaces(stable, [])).toEqual({
      files: new Map(),
      conflicts: [],
      merged: [],
    });
    expect(await mergeWorkspaces(stable, [lint])).toEqual({
      files: new Map(),
      conflicts: [],
      merged: ['lint-first'],
    });
  });
});

describe('mergeFileVersions', () => {
  it('treats adjacent line edits as overlapping, as git does', () => {
    expect(mergeFileVersions('a\nb\nc\n', 'a\nB\nc\n', 'a\nb\nC\n')).toEqual({ ok: false });
    expect(mergeFileVersions('a\nb\nc\nd\n', 'A\nb\nc\nd\n', 'a\nb\nc\nD\n')).toEqual({
      ok: true,
      content: 'A\nb\nc\nD\n',
    });
  });

  it('sees a change to the final newline as a change of the last line', () => {
    expect(mergeFileVersions('a\nb\nc\nd', 'A\nb\nc\nd', 'a\nb\nc\nd\n')).toEqual({
      ok: true,
      content: 'A\nb\nc\nd\n',
    });
    expect(mergeFileVersions('a\nb', 'a\nB', 'a\nb\n')).toEqual({ ok: false });
  });
});
