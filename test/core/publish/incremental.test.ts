import { describe, expect, it } from 'vitest';
import {
  isReviewedHead,
  outdatedReply,
  reviewedHeadMark,
  sortEarlierByNode,
  type EarlierChange,
} from '../../../src/core/publish/index.js';

/** An earlier change of `node_id` (ids joined with `+` for a joined comment), in thread `thread`. */
function change(
  node_id: string,
  fingerprint: string,
  thread?: { id: string; isResolved?: boolean },
): EarlierChange {
  return {
    marker: {
      kind: 'change',
      op: 'lint',
      node_id,
      name: node_id,
      workspace_id: `lint-${node_id}`,
      fingerprint,
      patch: '',
    },
    commit_id: 'c0ffee',
    files: [],
    ...(thread
      ? {
          thread: {
            id: thread.id,
            isResolved: thread.isResolved ?? false,
            isOutdated: false,
            commentIds: [1],
          },
        }
      : {}),
  };
}

describe('sortEarlierByNode', () => {
  it('keeps what stands on nodes left alone and outdates the rest of the nodes reviewed again', () => {
    const pending = [
      change('a', 'p-a', { id: 'T1' }),
      change('b', 'p-b', { id: 'T2' }),
      // A joined comment touches a node reviewed again through either of its nodes.
      change('c+b', 'p-cb', { id: 'T3' }),
      // Made again by this run: it stays, and counts as this run's.
      change('b', 'p-again', { id: 'T4' }),
      // In the body, with no thread to answer.
      change('b', 'p-body'),
      // Resolved already: neither standing nor answered.
      change('a', 'p-closed', { id: 'T5', isResolved: true }),
      change('b', 'p-b-closed', { id: 'T6', isResolved: true }),
    ];
    const outdated = [change('b', 'p-b2', { id: 'T2' })];

    const sorted = sortEarlierByNode({ pending, outdated }, new Set(['b']), new Set(['p-again']));

    expect(sorted.standing).toBe(1);
    expect(sorted.outdated.map((c) => c.thread?.id)).toEqual(['T2', 'T3']);
  });

  it('outdates nothing when no node was reviewed again', () => {
    const sorted = sortEarlierByNode(
      {
        pending: [change('a', 'p-a', { id: 'T1' }), change('a', 'p-a', { id: 'T9' })],
        outdated: [],
      },
      new Set(),
      new Set(),
    );

    expect(sorted).toEqual({ standing: 1, outdated: [] });
  });

  it('counts no suggestion a reviewer rejected as standing', () => {
    const pending = [change('a', 'p-a', { id: 'T1' }), change('c', 'p-c', { id: 'T2' })];
    const sorted = sortEarlierByNode(
      { pending, outdated: [] },
      new Set(),
      new Set(),
      new Set(['p-c']),
    );

    expect(sorted.standing).toBe(1);
  });
});

describe('isReviewedHead', () => {
  const run = { status: 'completed', external_id: reviewedHeadMark(2), app: 'github-actions' };

  it('takes only a completed run of the job’s app carrying this pull request’s mark', () => {
    expect(isReviewedHead([run], 2)).toBe(true);
    expect(isReviewedHead([run], 3)).toBe(false);
    expect(isReviewedHead([{ ...run, app: 'another-app' }], 2)).toBe(false);
    expect(isReviewedHead([{ ...run, status: 'in_progress' }], 2)).toBe(false);
    expect(isReviewedHead([{ ...run, external_id: null }], 2)).toBe(false);
    expect(isReviewedHead([], 2)).toBe(false);
  });
});

it('answers an outdated thread with the commit the node changed in', () => {
  expect(outdatedReply('abc123')).toBe('outdated: the node changed in abc123');
});
