import { describe, expect, it } from 'vitest';
import { TINY_AGENT } from '../../support/tiny-agent.js';
import { RemoraError } from '../../../src/core/errors.js';
import { feedbackLine, readFeedbackLines } from '../../../src/core/feedback/feedback-file.js';
import {
  reviewRecord,
  trajectoryIdsOf,
  verdictRecords,
  type ReviewRecord,
  type Verdict,
} from '../../../src/core/feedback/review-record.js';
import {
  formatReviewTrainingStats,
  reviewTraining,
} from '../../../src/core/feedback/review-training.js';
import {
  reviewTrajectory,
  type PublishedRun,
} from '../../../src/core/feedback/review-trajectory.js';
import type { CSTNode } from '../../../src/core/nodes.js';
import type { ChatMessage } from '../../../src/core/runner/messages.js';

const definition = TINY_AGENT;

const C1 = '1'.repeat(40);
const C2 = '2'.repeat(40);
const NODE = 'ab'.repeat(8);
const OTHER = 'cd'.repeat(8);
const FILE = 'def f():\n    return 1\n';

function node(id = NODE): CSTNode {
  return {
    node_id: id,
    node_type: 'function',
    name: 'f',
    full_name: 'f',
    file_path: 'pkg/f.py',
    start_line: 1,
    end_line: 2,
    start_byte: 0,
    end_byte: FILE.length,
    text: FILE,
  };
}

const call = (id: string, name: string, args: string) => ({
  id,
  type: 'function' as const,
  function: { name, arguments: args },
});

/** system, node, measure(cm) and its result, submit: a clean two-turn run. */
const CLEAN: ChatMessage[] = [
  { role: 'system', content: 'Be tiny.' },
  { role: 'user', content: FILE },
  { role: 'assistant', content: null, tool_calls: [call('c1', 'measure', '{"unit":"cm"}')] },
  { role: 'tool', tool_call_id: 'c1', name: 'measure', content: '{"ok":true}' },
  { role: 'assistant', content: null, tool_calls: [call('c2', 'submit_result', '{}')] },
];

/** Two measures before the submit: an older exchange the history can drop. */
const LONG: ChatMessage[] = [
  ...CLEAN.slice(0, 4),
  { role: 'assistant', content: null, tool_calls: [call('c3', 'measure', '{"unit":"in"}')] },
  { role: 'tool', tool_call_id: 'c3', name: 'measure', content: '{"ok":true}' },
  CLEAN[4] as ChatMessage,
];

function published(overrides: Partial<PublishedRun> = {}, id = NODE, commit = C1): PublishedRun {
  return {
    repository: 'octo/shop',
    pullRequest: 3,
    commitId: commit,
    node: node(id),
    nodeSha256: 'e'.repeat(64),
    task: {
      op: 'tiny',
      node_id: id,
      node_type: 'function',
      full_name: 'f',
      file_path: 'pkg/f.py',
      file_sha256: 'f'.repeat(64),
      file_text: FILE,
    },
    definition,
    model: 'tiny',
    teacher: 'server',
    historyTokenBudget: 10_000,
    result: {
      workspace_id: `tiny-${id}`,
      summary: 'measured',
      turns: 2,
      diff: '',
      transcript: CLEAN,
    },
    fingerprints: ['fp1'],
    ...overrides,
  };
}

function verdict(
  commit: string,
  what: Verdict,
  at: string,
  overrides: { node?: string; fingerprint?: string; text?: string } = {},
): ReviewRecord {
  const id = overrides.node ?? NODE;
  return reviewRecord(
    {
      repository: 'octo/shop',
      pullRequest: 3,
      commitId: commit,
      marker: {
        op: 'tiny',
        node_id: id,
        workspace_id: `tiny-${id}`,
        fingerprint: overrides.fingerprint ?? 'fp1',
        patch: '',
      },
    },
    { verdict: what, text: overrides.text ?? '', reviewer: 'octocat', at: new Date(at) },
  );
}

describe('review trajectories', () => {
  it('keep a clean run as a trajectory line with its id and the suggestions that carry it', () => {
    const line = reviewTrajectory(published());
    expect(line).toMatchObject({
      trajectory_id: `${C1}:tiny-${NODE}`,
      fingerprints: ['fp1'],
      trajectory: {
        messages: CLEAN,
        metadata: { agent: 'tiny_agent', model: 'tiny', teacher: 'server', split: 'train' },
      },
    });
    expect(line.unfit).toBeUndefined();
  });

  it.each([
    [
      'text-reply',
      [
        ...CLEAN.slice(0, 2),
        { role: 'assistant', content: 'I measured it.' },
        { role: 'user', content: 'Call one of the provided functions.' },
        ...CLEAN.slice(2),
      ],
      10_000,
    ],
    [
      'invalid-call',
      [
        ...CLEAN.slice(0, 2),
        { role: 'assistant', content: null, tool_calls: [call('c0', 'measure', '{"unit":"mm"}')] },
        { role: 'tool', tool_call_id: 'c0', name: 'measure', content: '{"error":"unit"}' },
        ...CLEAN.slice(2),
      ],
      10_000,
    ],
    ['history-fitted', LONG, 3],
  ] as [string, ChatMessage[], number][])(
    'keep a run with a fault as %s, without a conversation',
    (reason, transcript, budget) => {
      const run = published({ historyTokenBudget: budget });
      const line = reviewTrajectory({ ...run, result: { ...run.result, transcript } });
      expect(line.unfit).toBe(reason);
      expect(line.trajectory).toBeUndefined();
    },
  );
});

describe('review records', () => {
  it('name each op of a chain on each node of a marker', () => {
    expect(trajectoryIdsOf(C1, { op: 'lint+docstring', node_id: NODE })).toEqual([
      `${C1}:lint-${NODE}`,
      `${C1}:docstring-${NODE}`,
    ]);
  });

  it('are refused by their writer when they miss their schema', () => {
    const record = verdict(C1, 'accepted', '2026-01-01T00:00:00Z');
    expect(() => feedbackLine({ ...record, commit_id: 'abc' })).toThrow(/full commit SHA/);
  });

  it('read back from a file beside other JSON lines, which are counted', () => {
    const record = verdict(C1, 'rejected', '2026-01-01T00:00:00Z', { text: 'no' });
    const trajectory = reviewTrajectory(published());
    const text = `{"seq":1,"type":"run:started"}\n${feedbackLine(record)}\n${feedbackLine(trajectory)}`;
    expect(readFeedbackLines(text, 'a/feedback.jsonl')).toEqual({
      records: [record],
      trajectories: [trajectory],
      otherLines: 1,
    });
  });

  it.each([
    ['not JSON', '{"schema":', /^a\.jsonl:2: not a JSON line/],
    [
      'another version',
      '{"schema":"remora.review-record/v2"}',
      /^a\.jsonl:2: unknown schema 'remora\.review-record\/v2'/,
    ],
    [
      'a key too many',
      JSON.stringify({ ...verdict(C1, 'accepted', '2026-01-01T00:00:00Z'), mood: 'happy' }),
      /^a\.jsonl:2: \(the line\): Unrecognized key: "mood"/,
    ],
    [
      'a bad field',
      JSON.stringify({ ...verdict(C1, 'accepted', '2026-01-01T00:00:00Z'), pull_request: 0 }),
      /^a\.jsonl:2: pull_request: /,
    ],
  ])('refuse %s with FEEDBACK_001 naming the file and line', (_, line, message) => {
    let caught: unknown;
    try {
      readFeedbackLines(`{"seq":1}\n${line}\n`, 'a.jsonl');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(RemoraError);
    expect((caught as RemoraError).code).toBe('FEEDBACK_001');
    expect((caught as RemoraError).message).toMatch(message);
  });
});

describe('reviewTraining', () => {
  const first = reviewTrajectory(published());
  const retried = reviewTrajectory(published({}, NODE, C2));
  const fitted = published({ historyTokenBudget: 3 }, OTHER);
  const unfit = reviewTrajectory({ ...fitted, result: { ...fitted.result, transcript: LONG } });
  const options = { seed: 0, evalFraction: 0 };

  it('pairs a rejected run with the run of the same op and node accepted later', () => {
    const records = [
      verdict(C2, 'accepted', '2026-01-02T00:00:00Z'),
      verdict(C1, 'rejected', '2026-01-01T00:00:00Z', { text: 'too long' }),
    ];
    const { positives, rejections, stats } = reviewTraining(records, [first, retried], options);
    expect(positives).toEqual([retried.trajectory]);
    expect(rejections).toEqual([
      expect.objectContaining({
        verdict: 'rejected',
        reason: 'too long',
        rejected: first.trajectory,
        chosen: retried.trajectory,
      }),
    ]);
    expect(stats).toMatchObject({ rejected: 1, pairs: 1, positives: { train: 1, eval: 0 } });
  });

  it('pairs no run with itself, and writes a run accepted twice once', () => {
    const records = [
      verdict(C1, 'rejected', '2026-01-01T00:00:00Z'),
      verdict(C1, 'accepted', '2026-01-02T00:00:00Z'),
      verdict(C1, 'partly-accepted', '2026-01-03T00:00:00Z'),
    ];
    const { positives, rejections } = reviewTraining(records, [first], options);
    expect(positives).toEqual([first.trajectory]);
    expect(rejections[0]?.chosen).toBeUndefined();
  });

  it('counts a verdict each later run read and recorded again once', () => {
    const records = [
      verdict(C1, 'rejected', '2026-01-01T00:00:00Z', { text: 'too long' }),
      verdict(C1, 'rejected', '2026-01-02T00:00:00Z', { text: 'too long' }),
      verdict(C1, 'rejected', '2026-01-03T00:00:00Z', { text: 'too long' }),
    ];
    const { rejections, stats } = reviewTraining(records, [first], options);
    expect(rejections).toHaveLength(1);
    expect(stats).toMatchObject({ records: 1, rejected: 1 });
  });

  it('takes the run published in the record among reruns of one head, and pairs a retry there', () => {
    const other = reviewTrajectory(
      published({
        fingerprints: ['fp2'],
        result: { ...published().result, summary: 'the rerun' },
      }),
    );
    const records = [
      verdict(C1, 'retried', '2026-01-01T00:00:00Z', { text: 'shorter' }),
      verdict(C1, 'accepted', '2026-01-02T00:00:00Z', { fingerprint: 'fp2' }),
      verdict(C1, 'accepted', '2026-01-03T00:00:00Z', { fingerprint: 'fp3' }),
    ];
    const { positives, rejections, stats } = reviewTraining(records, [first, other], options);
    expect(positives.map((p) => p.metadata.outcome.summary)).toEqual(['the rerun']);
    expect(rejections).toEqual([
      expect.objectContaining({
        verdict: 'retried',
        reason: 'shorter',
        rejected: first.trajectory,
        chosen: other.trajectory,
      }),
    ]);
    // fp3 was posted by a review the folder does not hold.
    expect(stats.missing).toEqual([`${C1}:tiny-${NODE}`]);
  });

  it('counts verdicts whose run is missing, absent or unfit, and answers, and says so in one line', () => {
    const records = [
      verdict(C1, 'accepted', '2026-01-01T00:00:00Z', { node: OTHER }),
      verdict(C2, 'accepted', '2026-01-02T00:00:00Z', { node: OTHER }),
      verdict(C2, 'rejected', '2026-01-03T00:00:00Z', { node: OTHER }),
      verdict(C1, 'answered', '2026-01-04T00:00:00Z', { text: 'euros', fingerprint: '' }),
      verdict(C1, 'accepted', '2026-01-05T00:00:00Z', { node: 'ef'.repeat(8) }),
    ];
    const { positives, rejections, stats } = reviewTraining(records, [first, unfit], {
      seed: 0,
      evalFraction: 1,
    });
    expect(positives).toEqual([]);
    expect(rejections).toEqual([]);
    expect(stats).toMatchObject({
      missing: [`${C2}:tiny-${OTHER}`],
      absent: [`${C1}:tiny-${'ef'.repeat(8)}`],
      unfit: { 'history-fitted': 1 },
      answers: 1,
    });
    expect(formatReviewTrainingStats(stats)).toBe(
      '5 records (accepted 3, rejected 1, answered 1); 2 review trajectories; ' +
        'positives: 0 train, 0 eval; rejected: 0 (0 paired); answers: 1; ' +
        'runs not found: 1 (review not in the folder), 1 (not in their review); ' +
        'unfit: history-fitted 1\n',
    );
  });

  it('splits positives by file path as train-data does', () => {
    const { positives, stats } = reviewTraining(
      [verdict(C1, 'accepted', '2026-01-01T00:00:00Z')],
      [first],
      { seed: 0, evalFraction: 1 },
    );
    expect(positives.map((p) => p.metadata.split)).toEqual(['eval']);
    expect(stats.positives).toEqual({ train: 0, eval: 1 });
  });
});

describe('verdictRecords', () => {
  const standing = {
    pull_request: 3,
    op: 'tiny',
    node_id: NODE,
    workspace_id: `tiny-${NODE}`,
    fingerprints: ['fp1', 'fp2'],
    blocks: { accepted: 1, of: 2 },
    patch: '--- a/pkg/f.py\n',
    commit_id: C1,
  };
  const at = new Date('2026-01-04T00:00:00Z');

  it('writes one record per block, its reviewer and reason, in the record schema', () => {
    const rejected = verdictRecords(
      {
        ...standing,
        verdict: 'rejected',
        reason: 'not our style',
        actor: 'hubot',
        how: 'reaction',
      },
      'octo/shop',
      at,
    );
    expect(rejected.map((r) => [r.fingerprint, r.verdict, r.text, r.reviewer])).toEqual([
      ['fp1', 'rejected', 'not our style', 'hubot'],
      ['fp2', 'rejected', 'not our style', 'hubot'],
    ]);
    expect(rejected[0]?.trajectory_ids).toEqual(trajectoryIdsOf(C1, { op: 'tiny', node_id: NODE }));
    const partly = verdictRecords(
      { ...standing, verdict: 'partly_accepted' },
      'octo/shop',
      at,
      'x',
    );
    expect(partly[0]).toMatchObject({
      verdict: 'partly-accepted',
      blocks: { accepted: 1, total: 2 },
    });
  });

  it('refuses, with FEEDBACK_001, a verdict without the review that made the suggestion or someone who judged it', () => {
    const { commit_id: _commit, ...unknown } = standing;
    expect(() => verdictRecords({ ...unknown, verdict: 'accepted' }, 'octo/shop', at, 'x')).toThrow(
      /does not name the review that made the suggestion/,
    );
    expect(() => verdictRecords({ ...standing, verdict: 'accepted' }, 'octo/shop', at)).toThrow(
      expect.objectContaining({
        code: 'FEEDBACK_001',
        message: expect.stringContaining('reviewer'),
      }),
    );
  });

  it("records a partial accept whose marker carries the node's short hash, without it", () => {
    const [record] = verdictRecords(
      { ...standing, verdict: 'partly_accepted', node_sha: '0123456789abcdef', actor: 'x' },
      'octo/shop',
      at,
    );
    expect(record).toMatchObject({ verdict: 'partly-accepted' });
    expect(record).not.toHaveProperty('node_sha256');
    const full = 'ab'.repeat(32);
    const [whole] = verdictRecords(
      { ...standing, verdict: 'partly_accepted', node_sha: full, actor: 'x' },
      'octo/shop',
      at,
    );
    expect(whole).toMatchObject({ node_sha256: full });
  });
});
