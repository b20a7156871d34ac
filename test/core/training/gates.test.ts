import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/core/runner/messages.js';
import {
  changesStayInNode,
  judgeRun,
  lastTestRunPassed,
  type RunEvidence,
} from '../../../src/core/training/gates.js';
import { splitForPath } from '../../../src/core/training/split.js';
import { pythonScope } from '../../../src/languages/python/scope.js';

const isTestPath = pythonScope.isTestPath;

const BEFORE = 'import os\n\n\ndef f(x):\n    return x\n\n\ndef g(y):\n    return y\n';

const run = (over: Partial<RunEvidence> = {}): RunEvidence => ({
  op: 'lint',
  status: 'succeeded',
  requests: 2,
  oneConversation: true,
  calls: { attempts: 2, valid: 2, textReplies: 0 },
  messages: [],
  changes: [],
  diff: '',
  nodeFile: 'a.py',
  ownLines: [{ start: 4, end: 5 }],
  unparsable: [],
  filler: [],
  isTestPath,
  ...over,
});

const testRun = (result: Record<string, unknown>): ChatMessage[] => [
  { role: 'tool', tool_call_id: 'c1', name: 'run_tests', content: JSON.stringify(result) },
];

describe('judging a teacher run', () => {
  it('keeps a run that passes every gate', () => {
    expect(judgeRun(run())).toBeUndefined();
  });

  it.each([
    [{ status: 'skipped', requests: 0 }, 'out-of-scope'],
    [{ status: 'skipped', requests: 1 }, 'skipped'],
    [{ status: 'failed' }, 'failed'],
    [{ oneConversation: false }, 'history-fitted'],
    [{ calls: { attempts: 3, valid: 2, textReplies: 1 } }, 'text-reply'],
    [{ calls: { attempts: 3, valid: 2, textReplies: 0 } }, 'invalid-call'],
    [
      { op: 'test', diff: '+x\n', messages: testRun({ passed: 0, failed: 1 }) },
      'tests-not-passing',
    ],
    [{ op: 'test', diff: '', messages: testRun({ passed: 1 }) }, 'tests-not-passing'],
    [{ unparsable: ['a.py'] }, 'unparsable'],
    [
      {
        changes: [
          { path: 'a.py', before: BEFORE, after: BEFORE.replace('import os', 'import sys') },
        ],
      },
      'outside-node',
    ],
    [
      { filler: [{ pattern: 'restated-name', text: ':param x: The x.', advice: 'describe it' }] },
      'filler',
    ],
  ] as [Partial<RunEvidence>, string][])('drops %j as %s', (over, reason) => {
    expect(judgeRun(run(over))).toBe(reason);
  });

  it('keeps a test run whose last run passed, xfails included', () => {
    const messages = [...testRun({ failed: 1 }), ...testRun({ passed: 1, xfailed: 1 })];
    expect(judgeRun(run({ op: 'test', diff: '+x\n', messages }))).toBeUndefined();
    expect(lastTestRunPassed(testRun({ xfailed: 1 }))).toBe(true);
    expect(lastTestRunPassed(testRun({ passed: 2, errors: 1 }))).toBe(false);
    expect(lastTestRunPassed(testRun({ error: 'pytest wrote no report' }))).toBe(false);
    expect(lastTestRunPassed([])).toBe(false);
  });
});

describe('where a change may be', () => {
  const own = [{ start: 4, end: 5 }];
  it('inside the node, and in new or test files elsewhere', () => {
    const inside = BEFORE.replace('    return x', '    return x + 0');
    expect(
      changesStayInNode([{ path: 'a.py', before: BEFORE, after: inside }], 'a.py', own, isTestPath),
    ).toBe(true);
    expect(
      changesStayInNode(
        [
          { path: 'tests/test_a.py', before: 'x = 1\n', after: 'x = 2\n' },
          { path: 'b/new.py', before: undefined, after: 'y = 1\n' },
        ],
        'a.py',
        own,
        isTestPath,
      ),
    ).toBe(true);
  });

  it('not in another existing file, nor across a node it does not own', () => {
    expect(
      changesStayInNode(
        [{ path: 'b.py', before: 'x = 1\n', after: 'x = 2\n' }],
        'a.py',
        own,
        isTestPath,
      ),
    ).toBe(false);
    const across = BEFORE.replace(
      'x\n\n\ndef g(y):\n    return y',
      'x\n\n\ndef g(y):\n    return 0',
    );
    const gapped = [
      { start: 4, end: 5 },
      { start: 9, end: 9 },
    ];
    expect(
      changesStayInNode(
        [{ path: 'a.py', before: BEFORE, after: across }],
        'a.py',
        gapped,
        isTestPath,
      ),
    ).toBe(true);
    const spanning = BEFORE.replace('    return x\n\n\ndef g(y):\n    return y', '    pass\n');
    expect(
      changesStayInNode(
        [{ path: 'a.py', before: BEFORE, after: spanning }],
        'a.py',
        gapped,
        isTestPath,
      ),
    ).toBe(false);
  });
});

describe('the train/eval split', () => {
  it('is a function of path and seed, with the asked share of eval', () => {
    const paths = Array.from({ length: 2000 }, (_, i) => `pkg/module_${i}.py`);
    const sides = paths.map((p) => splitForPath(p, 7, 0.1));
    expect(paths.map((p) => splitForPath(p, 7, 0.1))).toEqual(sides);
    const share = sides.filter((s) => s === 'eval').length / paths.length;
    expect(share).toBeGreaterThan(0.07);
    expect(share).toBeLessThan(0.13);
    expect(paths.map((p) => splitForPath(p, 8, 0.1))).not.toEqual(sides);
    expect(paths.every((p) => splitForPath(p, 7, 0) === 'train')).toBe(true);
    expect(paths.every((p) => splitForPath(p, 7, 1) === 'eval')).toBe(true);
  });
});
