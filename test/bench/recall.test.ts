import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  caseOutputs,
  namesEntry,
  tallyPrecision,
  tallyRecall,
  VERDICTS,
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
      {
        key: `pallets/click@aaaaaaaaaaaa src/click/core.py Context.forward docstring:change`,
        op: 'docstring',
        rule: 'change',
        message: 'removed x',
        line: `pallets/click@aaaaaaaa src/click/core.py:10 Context.forward · docstring: change · removed x`,
      },
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

  it('counts the other outputs per verdict and per rule, and lists what no one has judged', () => {
    const finding = (name: string) => ({
      rule: 'docstring.missing',
      message: `\`${name}\` has no docstring.`,
    });
    const result = {
      nodes: [
        node('Context.forward', [{ diff: '@@ -2 +2 @@', summary: 'removed x' }]),
        node('Context.scope', [{ findings: [finding('scope')] }]),
        node('Context.lookup', [{ findings: [finding('lookup')] }]),
      ],
    };
    const { unmatched } = caseOutputs([renamed], result, [{ fixed: false, why: '' }]);
    const at = `pallets/click@aaaaaaaaaaaa src/click/core.py`;
    const judgements = {
      [`${at} Context.forward docstring:change`]: { verdict: 'acted' as const, why: 'fixed later' },
      [`${at} Context.scope docstring:docstring.missing`]: { verdict: 'noise' as const, why: 'no' },
      // Judged once, no longer said on a reviewed commit: shown as gone.
      [`${at} Context.gone docstring:docstring.missing`]: { verdict: 'noise' as const, why: 'x' },
      // On a commit this run did not review (its project skipped): not gone.
      [`pallets/flask@cccccccccccc app.py run docstring:change`]: {
        verdict: 'acted' as const,
        why: '',
      },
    };
    const tally = tallyPrecision(unmatched, judgements, [`pallets/click@${'a'.repeat(40)}`]);
    expect(tally.byVerdict).toEqual([
      ['acted', 1],
      ['worth', 0],
      ['noise', 1],
      ['unjudged', 1],
    ]);
    expect(tally.byRule).toEqual([
      ['docstring: change', { acted: 1, worth: 0, noise: 0, unjudged: 0 }],
      ['docstring: docstring.missing', { acted: 0, worth: 0, noise: 1, unjudged: 1 }],
    ]);
    expect(tally.unjudged.map((o) => o.key)).toEqual([
      `${at} Context.lookup docstring:docstring.missing`,
    ]);
    expect(tally.gone.map((g) => g.key)).toEqual([
      `${at} Context.gone docstring:docstring.missing`,
    ]);
  });

  it('keeps a judgement when the message is reworded or the node moves', () => {
    const say = (message: string, line: number) => ({
      nodes: [
        {
          ...node('Context.scope', [{ findings: [{ rule: 'docstring.missing', message }] }]),
          node: { file_path: 'src/click/core.py', full_name: 'Context.scope', start_line: line },
        },
      ],
    });
    const before = caseOutputs([renamed], say('`scope` has no docstring.', 10), []).unmatched;
    const after = caseOutputs([renamed], say('No docstring on `scope`.', 40), []).unmatched;
    expect(after.map((o) => o.key)).toEqual(before.map((o) => o.key));
  });

  it('holds every judgement in judgements.json to a verdict and a reason', () => {
    const judgements = JSON.parse(
      readFileSync(join(__dirname, '..', '..', 'bench', 'recall', 'judgements.json'), 'utf8'),
    ) as Record<string, { verdict: string; why: string }>;
    const entries = Object.entries(judgements);
    expect(entries.length).toBeGreaterThan(0);
    for (const [key, judged] of entries) {
      // A file's name may hold a space (PixiJS's `BaseRenderTexture copy.js`); a node's does not.
      expect(key).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{12} \S.* \S+ \w+:[\w.-]+$/);
      expect(VERDICTS).toContain(judged.verdict);
      expect(judged.why.length).toBeGreaterThan(0);
    }
  });
});
