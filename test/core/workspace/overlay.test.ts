import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../src/core/errors.js';
import { WorkspaceOverlay, type WorkspaceState } from '../../../src/core/workspace/overlay.js';
import { createMemorySource } from './memory-source.js';

const APP = 'import os\n\n\ndef main():\n    return 1\n\n\ndef other():\n    pass\n';

function stable() {
  return createMemorySource({ 'src/app.py': APP, 'README.md': '# Demo\n' });
}

describe('WorkspaceOverlay reads and writes', () => {
  it('reads through to the stable tree until it writes, and confines paths', async () => {
    const source = stable();
    const ws = WorkspaceOverlay.create('lint-src/app.py::main', source);
    expect(ws.id).toBe('lint-src/app.py::main');
    expect(ws.state).toBe('running');
    expect(await ws.readFile('./src//app.py')).toBe(APP);
    expect(source.reads).toEqual(['src/app.py']);
    await ws.writeFile('src/app.py', 'changed\n');
    expect(await ws.readFile('src/app.py')).toBe('changed\n');
    expect(source.reads).toEqual(['src/app.py']);
    await expect(ws.readFile('../etc/passwd')).rejects.toMatchObject({ code: 'TOOL_001' });
    await expect(ws.writeFile('.git/config', 'x')).rejects.toMatchObject({ code: 'TOOL_001' });
    await expect(ws.deleteFile('/etc/passwd')).rejects.toMatchObject({ code: 'TOOL_001' });
  });

  it('keeps two workspaces writing the same file apart', async () => {
    const source = stable();
    const a = WorkspaceOverlay.create('lint-n1', source);
    const b = WorkspaceOverlay.create('docstring-n1', source);
    await a.writeFile('src/app.py', 'from a\n');
    await b.writeFile('src/app.py', 'from b\n');
    expect(await a.readFile('src/app.py')).toBe('from a\n');
    expect(await b.readFile('src/app.py')).toBe('from b\n');
    expect(await source.readFile('src/app.py')).toBe(APP);
  });

  it("measures a fork's own changes against its parent, not the stable tree", async () => {
    const parent = WorkspaceOverlay.create('lint-n1', stable());
    await parent.writeFile('src/app.py', APP.replace('import os\n', ''));
    const child = parent.fork('docstring-n1');
    expect(child.parent).toBe(parent);
    expect(await child.ownChanges()).toEqual([]);
    expect(await child.ownDiff()).toBe('');
    expect(await child.diff()).toContain('-import os');
    const documented = APP.replace('import os\n', '').replace(
      'def main():\n',
      'def main():\n    """Run."""\n',
    );
    await child.writeFile('src/app.py', documented);
    const own = await child.ownDiff();
    expect(own).toContain('+    """Run."""');
    expect(own).not.toContain('import os');
    expect(await parent.ownChanges()).toEqual(await parent.changes());
  });

  it('forks from a snapshot: later writes on either side are not shared', async () => {
    const parent = WorkspaceOverlay.create('lint-n1', stable());
    await parent.writeFile('src/app.py', 'lint v1\n');
    const child = parent.fork('docstring-n1');
    expect(child.id).toBe('docstring-n1');
    expect(await child.readFile('src/app.py')).toBe('lint v1\n');
    await parent.writeFile('src/app.py', 'lint v2\n');
    await parent.writeFile('new.py', 'parent only\n');
    await child.writeFile('README.md', 'child only\n');
    expect(await child.readFile('src/app.py')).toBe('lint v1\n');
    expect(await child.readFile('new.py')).toBeUndefined();
    expect(await parent.readFile('README.md')).toBe('# Demo\n');
    expect((await child.changes()).map((c) => c.path)).toEqual(['README.md', 'src/app.py']);
  });

  it('hides a deleted stable file, and a rewrite brings it back', async () => {
    const ws = WorkspaceOverlay.create('lint-n1', stable());
    await ws.deleteFile('README.md');
    expect(await ws.readFile('README.md')).toBeUndefined();
    expect(await ws.changes()).toEqual([
      { path: 'README.md', before: '# Demo\n', after: undefined },
    ]);
    await ws.writeFile('README.md', '# Back\n');
    expect(await ws.readFile('README.md')).toBe('# Back\n');
  });

  it('does not count identical rewrites or deleting an absent file as changes', async () => {
    const ws = WorkspaceOverlay.create('lint-n1', stable());
    await ws.writeFile('src/app.py', APP);
    await ws.deleteFile('never-existed.py');
    expect(await ws.changes()).toEqual([]);
    expect(await ws.diff()).toBe('');
    await ws.writeFile('z.py', 'z\n');
    await ws.writeFile('README.md', '# Changed\n');
    expect(await ws.changes()).toEqual([
      { path: 'README.md', before: '# Demo\n', after: '# Changed\n' },
      { path: 'z.py', before: undefined, after: 'z\n' },
    ]);
  });
});

describe('WorkspaceOverlay.diff', () => {
  it('renders a small edit with git-style headers and 3 lines of context', async () => {
    const ws = WorkspaceOverlay.create('lint-n1', stable());
    await ws.writeFile('src/app.py', APP.replace('return 1', 'return 2'));
    expect(await ws.diff()).toBe(
      [
        'diff --git a/src/app.py b/src/app.py',
        '--- a/src/app.py',
        '+++ b/src/app.py',
        '@@ -2,7 +2,7 @@',
        ' ',
        ' ',
        ' def main():',
        '-    return 1',
        '+    return 2',
        ' ',
        ' ',
        ' def other():',
        '',
      ].join('\n'),
    );
  });

  it('renders an added file against /dev/null and a deleted one against it too', async () => {
    const ws = WorkspaceOverlay.create('sample_data-n1', stable());
    await ws.writeFile('tests/test_app.py', 'def test_main():\n    assert True\n');
    await ws.deleteFile('README.md');
    expect(await ws.diff()).toBe(
      [
        'diff --git a/README.md b/README.md',
        'deleted file mode 100644',
        '--- a/README.md',
        '+++ /dev/null',
        '@@ -1 +0,0 @@',
        '-# Demo',
        'diff --git a/tests/test_app.py b/tests/test_app.py',
        'new file mode 100644',
        '--- /dev/null',
        '+++ b/tests/test_app.py',
        '@@ -0,0 +1,2 @@',
        '+def test_main():',
        '+    assert True',
        '',
      ].join('\n'),
    );
  });

  it('marks a missing final newline and quotes unusual paths as git does', async () => {
    const ws = WorkspaceOverlay.create('lint-n1', stable());
    await ws.writeFile('é "q".txt', 'x');
    expect(await ws.diff()).toBe(
      [
        'diff --git "a/\\303\\251 \\"q\\".txt" "b/\\303\\251 \\"q\\".txt"',
        'new file mode 100644',
        '--- /dev/null',
        '+++ "b/\\303\\251 \\"q\\".txt"',
        '@@ -0,0 +1 @@',
        '+x',
        '\\ No newline at end of file',
        '',
      ].join('\n'),
    );
  });
});

describe('WorkspaceOverlay.transition', () => {
  const legal: [WorkspaceState[], WorkspaceState][] = [
    [[], 'reviewing'],
    [[], 'errored'],
    [['reviewing'], 'accepted'],
    [['reviewing'], 'rejected'],
  ];
  it.each(legal)('after %j allows %s', (path, to) => {
    const ws = WorkspaceOverlay.create('lint-n1', stable());
    for (const step of path) ws.transition(step);
    ws.transition(to);
    expect(ws.state).toBe(to);
  });

  const illegal: [WorkspaceState[], WorkspaceState][] = [
    [[], 'accepted'],
    [[], 'rejected'],
    [[], 'running'],
    [['reviewing'], 'running'],
    [['reviewing'], 'errored'],
    [['reviewing', 'accepted'], 'rejected'],
    [['reviewing', 'rejected'], 'accepted'],
    [['errored'], 'reviewing'],
    [['errored'], 'running'],
  ];
  it.each(illegal)('after %j refuses %s and stays put', (path, to) => {
    const ws = WorkspaceOverlay.create('lint-n1', stable());
    for (const step of path) ws.transition(step);
    const before = ws.state;
    expect(() => ws.transition(to)).toThrow(
      new Error(`workspace lint-n1: cannot go from ${before} to ${to}`),
    );
    expect(ws.state).toBe(before);
  });

  it('refuses writes and deletions once the workspace is no longer running', async () => {
    const ws = WorkspaceOverlay.create('lint-n1', stable());
    await ws.writeFile('a.py', 'a\n');
    ws.transition('reviewing');
    const write = await ws.writeFile('a.py', 'b\n').catch((error: unknown) => error);
    expect(write).toBeInstanceOf(RemoraError);
    expect(write).toMatchObject({
      code: 'TOOL_001',
      message: 'workspace lint-n1 is reviewing, not running: cannot write a.py',
    });
    await expect(ws.deleteFile('README.md')).rejects.toMatchObject({ code: 'TOOL_001' });
    expect(await ws.readFile('a.py')).toBe('a\n');
    expect(await ws.readFile('README.md')).toBe('# Demo\n');
    // A fork of a finished workspace is a new, running one.
    const child = ws.fork('docstring-n1');
    expect(child.state).toBe('running');
    await child.writeFile('a.py', 'c\n');
    expect(await ws.readFile('a.py')).toBe('a\n');
  });
});
