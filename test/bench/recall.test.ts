import { describe, expect, it } from 'vitest';
import {
  caseOutputs,
  namesEntry,
  tallyRecall,
  type RecallCase,
  type ReviewedNode,
} from '../../bench/recall/judging.mjs';

const renamed: RecallCase = {
  id: 'pallets/click#0',
  project: 'pallets/click',
  style: 'rest',
  class: 'renamed',
  introduced: 'a'.repeat(40),
  parent: 'b'.repeat(40),
  file: 'src/click/core.py',
  definition: 'Context.invoke',
  fix: 'c'.repeat(40),
  entry: 'callback',
  detail: 'f',
};

function node(fullName: string, ops: Partial<ReviewedNode['ops'][number]>[]): ReviewedNode {
  return {
    node: { file_path: 'src/click/core.py', full_name: fullName, start_line: 10 },
    ops: ops.map((op) => ({
      op: 'docstring',
      status: 'succeeded',
      diff: '',
      summary: 'The docstring agrees with the code.',
      findings: [],
      ...op,
    })),
  };
}

describe('the recall benchmark matching outputs to cases', () => {
  it('counts a case caught by its applied change, and lists a change elsewhere as another output', () => {
    const result = {
      nodes: [
        node('Context.invoke', [{ diff: '@@ -1 +1 @@', summary: 'renamed f' }]),
        node('Context.forward', [{ diff: '@@ -2 +2 @@', summary: 'removed x' }]),
      ],
    };
    const { perCase, unmatched, nodes, withOutput } = caseOutputs([renamed], result, [
      { fixed: true, why: '' },
    ]);
    expect(perCase[0]).toMatchObject({ caught: true, byChange: true, byFinding: false });
    expect(unmatched).toEqual([
      `pallets/click@aaaaaaaa src/click/core.py:10 Context.forward · docstring: change · removed x`,
    ]);
    expect([nodes, withOutput]).toEqual([2, 2]);
  });

  it('does not count a change on the definition that left the entry as it was', () => {
    const result = { nodes: [node('Context.invoke', [{ diff: '@@ -1 +1 @@', summary: 'other' }])] };
    const { perCase, unmatched } = caseOutputs([renamed], result, [
      { fixed: false, why: 'the entry still reads as before the fix' },
    ]);
    expect(perCase[0]?.caught).toBe(false);
    expect(perCase[0]?.why).toMatch(/does not fix the entry/);
    expect(unmatched).toHaveLength(1);
  });

  it("counts a finding naming the entry on the definition or its class's __init__", () => {
    const onClass = { ...renamed, definition: 'Context' };
    const finding = {
      rule: 'docstring.undocumented-parameter',
      message: 'Parameter `callback` of `Context.__init__` is not documented.',
    };
    const { perCase, unmatched } = caseOutputs(
      [onClass],
      { nodes: [node('Context.__init__', [{ findings: [finding] }])] },
      [{ fixed: false, why: '' }],
    );
    expect(perCase[0]).toMatchObject({ caught: true, byFinding: true });
    expect(unmatched).toEqual([]);
  });

  it('matches an entry as a whole word only', () => {
    const message = (text: string) => ({ rule: 'docstring.x', message: text });
    expect(namesEntry(message('Parameter `callbacks` is not documented.'), renamed)).toBe(false);
    expect(namesEntry(message('Parameter `callback` is not documented.'), renamed)).toBe(true);
    expect(
      namesEntry(message('Parameter `callback` is not documented.'), {
        ...renamed,
        class: 'return',
      }),
    ).toBe(false);
  });

  it('says why a case was missed when its definition had no output', () => {
    const { perCase } = caseOutputs([renamed], { nodes: [node('Context.invoke', [{}])] }, [
      { fixed: false, why: '' },
    ]);
    expect(perCase[0]?.why).toBe(
      'no output: docstring succeeded: The docstring agrees with the code.',
    );
    const gone = caseOutputs([renamed], { nodes: [] }, [{ fixed: false, why: '' }]);
    expect(gone.perCase[0]?.why).toBe('the definition is not among the reviewed nodes');
  });

  it('tallies recall per class and overall, a change counted before a finding', () => {
    const outcome = (cls: string, caught: boolean, byChange: boolean) => ({
      case: { ...renamed, class: cls },
      caught,
      byChange,
      byFinding: caught && !byChange,
      why: '',
    });
    const tally = tallyRecall([
      outcome('renamed', true, true),
      outcome('renamed', false, false),
      outcome('added', true, false),
    ]);
    expect(tally.byClass).toEqual([
      ['added', { cases: 1, caught: 1, change: 0, finding: 1 }],
      ['renamed', { cases: 2, caught: 1, change: 1, finding: 0 }],
    ]);
    expect(tally.overall).toEqual({ cases: 3, caught: 2, change: 1, finding: 1 });
  });
});
