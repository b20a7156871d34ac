import { describe, expect, it } from 'vitest';
import { changedNodes, parseGitDiff, type ChangedNode } from '../../../src/core/diff/index.js';
import {
  HEAD_LINES,
  HEAD_NODES,
  PATH,
  a,
  buildNodes,
  c,
  d,
  diffOf,
  hunk,
  node,
  type NodeSpec,
} from './node-fixture.js';

/** `[full_name, changed_lines as "start-end"]` per result, compact enough to read in a failure. */
const summary = (result: ChangedNode[]): [string, string[]][] =>
  result.map((r) => [
    r.node.full_name,
    r.changed_lines.map(({ start, end }) => (start === end ? `${start}` : `${start}-${end}`)),
  ]);

/** Base nodes for HEAD_LINES with `inserted` placed after head line `after`. */
function baseWith(
  after: number,
  inserted: string[],
  specs: NodeSpec[],
): ReturnType<typeof buildNodes> {
  const lines = [...HEAD_LINES.slice(0, after), ...inserted, ...HEAD_LINES.slice(after)];
  return buildNodes(PATH, `${lines.join('\n')}\n`, specs);
}

describe('changedNodes: added lines', () => {
  it('selects the method, not its class', () => {
    const diff = diffOf(hunk(8, 8, c(8), d('        self.name = nam'), a(9), c(10)));
    const result = changedNodes(diff, HEAD_NODES);
    expect(result).toEqual([
      { node: node('Greeter.__init__'), changed_lines: [{ start: 9, end: 9 }] },
    ]);
  });

  it('selects the class for a class-body line outside every method', () => {
    const diff = diffOf(hunk(5, 5, c(5), d('    greeting = "hello"'), a(6), c(7)));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([['Greeter', ['6']]]);
  });

  it('lets blank lines select nothing on their own', () => {
    // A new method arrives with the blank line before it: the class is not changed.
    const added = diffOf(hunk(9, 9, c(9), a(10), a(11), a(12), a(13), c(14)));
    expect(summary(changedNodes(added, HEAD_NODES))).toEqual([['Greeter.shout', ['11-13']]]);
    const blankOnly = diffOf(hunk(19, 19, c(19), a(20), a(21), c(22)));
    expect(changedNodes(blankOnly, HEAD_NODES)).toEqual([]);
    const blankDeleted = diffOf(hunk(19, 19, c(19), c(20), d(''), c(21), c(22)));
    expect(changedNodes(blankDeleted, HEAD_NODES)).toEqual([]);
  });

  it('selects the file node for an import', () => {
    const diff = diffOf(hunk(1, 1, c(1), d('import re'), a(2), c(3)));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([[PATH, ['2']]]);
  });

  it('selects the function for an added decorator line', () => {
    const diff = diffOf(hunk(13, 13, c(13), c(14), c(15), a(16), c(17), c(18), c(19)));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([['helper', ['16']]]);
  });

  it('does not select the parent when a def line is rewritten', () => {
    const topLevel = diffOf(hunk(19, 19, c(19), c(20), c(21), d('def tail(y):'), a(22), c(23)));
    expect(summary(changedNodes(topLevel, HEAD_NODES))).toEqual([['tail', ['22']]]);
    const method = diffOf(hunk(6, 6, c(6), c(7), d('    def __init__(self, n):'), a(8), c(9)));
    expect(summary(changedNodes(method, HEAD_NODES))).toEqual([['Greeter.__init__', ['8']]]);
  });

  it('merges several changes per node into ranges, in document order', () => {
    const diff = diffOf(
      hunk(1, 1, c(1), d('import re'), a(2), c(3)),
      hunk(
        15,
        15,
        c(15),
        c(16),
        d('def helper(z):'),
        a(17),
        c(18),
        d('    return z'),
        a(19),
        c(20),
      ),
      hunk(22, 22, c(22), d('    a = 0'), d('    return 0'), a(23), a(24)),
    );
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([
      [PATH, ['2']],
      ['helper', ['17', '19']],
      ['tail', ['23-24']],
    ]);
  });

  it('selects every smallest node of an added file', () => {
    const rows = HEAD_LINES.map((_, i) => a(i + 1));
    const text = `--- /dev/null\n+++ b/${PATH}\n${hunk(0, 1, ...rows)}\n`;
    const [file] = parseGitDiff(text);
    expect(file?.status).toBe('added');
    expect(summary(changedNodes(file!, HEAD_NODES))).toEqual([
      [PATH, ['1-2']],
      ['Greeter', ['5-6']],
      ['Greeter.__init__', ['8-9']],
      ['Greeter.shout', ['11-13']],
      ['helper', ['16-19']],
      ['tail', ['22-24']],
    ]);
  });

  it('prefers a function over the file node spanning the same lines', () => {
    const source = 'def only():\n    return 1\n';
    const nodes = buildNodes('only.py', source, [['function', 'only', 1, 2]]);
    const [file] = parseGitDiff(
      '--- a/only.py\n+++ b/only.py\n@@ -1,2 +1,2 @@\n def only():\n-    return 0\n+    return 1\n',
    );
    expect(summary(changedNodes(file!, nodes))).toEqual([['only', ['2']]]);
  });

  it('yields nothing for a deleted file', () => {
    const [file] = parseGitDiff(
      `--- a/${PATH}\n+++ /dev/null\n@@ -1,2 +0,0 @@\n-import os\n-import sys\n`,
    );
    expect(changedNodes(file!, [])).toEqual([]);
    expect(changedNodes(file!, HEAD_NODES)).toEqual([]);
  });
});

describe('changedNodes: deletions', () => {
  /** The base before `print(y)` was deleted from helper. */
  const helperBase = () =>
    baseWith(
      18,
      ['    print(y)'],
      [
        ['class', 'Greeter', 5, 13],
        ['method', 'Greeter.__init__', 8, 9],
        ['method', 'Greeter.shout', 11, 13],
        ['function', 'helper', 16, 20],
        ['function', 'tail', 23, 25],
      ],
    );
  const bodyDeletion = diffOf(hunk(16, 16, c(16), c(17), c(18), d('    print(y)'), c(19), c(20)));

  it('selects the function a line was deleted from, at the line before the gap', () => {
    expect(summary(changedNodes(bodyDeletion, HEAD_NODES))).toEqual([['helper', ['18']]]);
  });

  it('selects the same function through base nodes', () => {
    const base = helperBase();
    expect(summary(changedNodes(bodyDeletion, HEAD_NODES, base))).toEqual([['helper', ['18']]]);
  });

  it('carries the base text of a node the change rewrote, and says which nodes are new', () => {
    const base = helperBase();
    const [helper] = changedNodes(bodyDeletion, HEAD_NODES, base);
    expect(helper?.before).toContain('    print(y)');
    // Without the base, what it was is unknown.
    expect(changedNodes(bodyDeletion, HEAD_NODES)[0]).not.toHaveProperty('before');
    // A method the change wrote whole had nothing before; one line of it added, unknown.
    const whole = diffOf(hunk(9, 9, c(9), a(10), a(11), a(12), a(13), c(14)));
    expect(changedNodes(whole, HEAD_NODES)[0]).toMatchObject({ before: null });
    const oneLine = diffOf(hunk(12, 12, c(12), a(13), c(14)));
    expect(changedNodes(oneLine, HEAD_NODES)[0]).not.toHaveProperty('before');
  });

  it('needs base nodes to credit a removed decorator to its function', () => {
    const diff = diffOf(hunk(14, 14, c(14), c(15), d('@trace'), c(16), c(17)));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([[PATH, ['15']]]);
    const base = baseWith(
      15,
      ['@trace'],
      [
        ['class', 'Greeter', 5, 13],
        ['function', 'helper', 16, 20],
        ['function', 'tail', 23, 25],
      ],
    );
    // The gap is before line 16; clamped into helper, it becomes line 16.
    expect(summary(changedNodes(diff, HEAD_NODES, base))).toEqual([['helper', ['16']]]);
  });

  it('selects a function whose tail was deleted', () => {
    const diff = diffOf(hunk(22, 22, c(22), c(23), c(24), d('    print(a)')));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([['tail', ['24']]]);
  });

  it('selects a method whose tail was deleted, not its class', () => {
    const diff = diffOf(hunk(11, 11, c(11), c(12), c(13), d('        print(text)'), c(14), c(15)));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([['Greeter.shout', ['13']]]);
  });

  it('selects the class when a whole method at its end was deleted', () => {
    const diff = diffOf(
      hunk(12, 12, c(12), c(13), d(''), d('    def extra(self):'), d('        pass'), c(14), c(15)),
    );
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([['Greeter', ['13']]]);
  });

  it('selects the file node when a whole function was deleted, with or without base nodes', () => {
    const gone = ['', '', 'def gone():', '    pass'];
    const diff = diffOf(hunk(18, 18, c(18), c(19), ...gone.map(d), c(20), c(21)));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([[PATH, ['19']]]);
    const base = baseWith(19, gone, [
      ['function', 'helper', 16, 19],
      ['function', 'gone', 22, 23],
      ['function', 'tail', 26, 28],
    ]);
    expect(summary(changedNodes(diff, HEAD_NODES, base))).toEqual([[PATH, ['19']]]);
  });

  it('clamps a deletion at the start of the file to line 1', () => {
    const diff = diffOf(hunk(1, 1, d('# header'), c(1), c(2)));
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([[PATH, ['1']]]);
  });

  it('merges a deletion point with added lines of the same node', () => {
    const diff = diffOf(
      hunk(16, 16, c(16), d('def helper(z):'), a(17), c(18), d('    print(y)'), c(19)),
    );
    expect(summary(changedNodes(diff, HEAD_NODES))).toEqual([['helper', ['17-18']]]);
  });
});
