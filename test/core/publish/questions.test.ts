import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  MAX_RESUME_STATE_CHARS,
  readTrailer,
  textSha256,
} from '../../../src/core/publish/markers.js';
import { planQuestions, type WaitingOp } from '../../../src/core/publish/questions.js';
import { readEarlierRuns } from '../../../src/core/publish/reconcile.js';
import type { ChatMessage } from '../../../src/core/runner/messages.js';

const HEAD = 'b'.repeat(40);
const BOT = 'github-actions[bot]';
const NODE_TEXT = 'def area(width, height):\n    return width * height\n';

const TRANSCRIPT: ChatMessage[] = [
  { role: 'system', content: 'You are a docstring agent.' },
  { role: 'user', content: `Function \`area\`:\n${NODE_TEXT}` },
  {
    role: 'assistant',
    content: null,
    tool_calls: [
      {
        id: 'call_1_1',
        type: 'function',
        function: { name: 'ask_user', arguments: '{"question":"Metres or feet?"}' },
      },
    ],
  },
];

function waiting(overrides: Partial<WaitingOp> = {}): WaitingOp {
  return {
    op: 'docstring',
    workspace_id: 'docstring-0f14fc596c45c885',
    turns: 1,
    transcript: TRANSCRIPT,
    waiting: { question: 'Metres or feet?\nSay which.', call_id: 'call_1_1', patch: '' },
    node: {
      node_id: '0f14fc596c45c885',
      full_name: 'area',
      file_path: 'geometry.py',
      start_line: 4,
      end_line: 5,
      text: NODE_TEXT,
    },
    ...overrides,
  };
}

const commentable = new Map([['geometry.py', [{ start: 2, end: 5 }]]]);

/** The question comments as GitHub lists them, posted by `user`. */
function listed(user: string, bodies: readonly string[]) {
  return bodies.map((body, index) => ({ id: 100 + index, body, path: 'geometry.py', user }));
}

describe('questions on a pull request', () => {
  it('asks on the first line of its node the diff takes a comment on, its text quoted', () => {
    const planned = planQuestions({ commit_id: HEAD, waiting: [waiting()], commentable });

    expect(planned.comments).toHaveLength(1);
    const [comment] = planned.comments;
    expect(comment).toMatchObject({ path: 'geometry.py', line: 4, side: 'RIGHT' });
    expect(readTrailer(comment?.body ?? '').text).toBe(
      '**docstring** on `area` asks:\n\n> Metres or feet?\n> Say which.\n\n' +
        'Reply in this thread to answer: Remora then goes on from here with your answer and ' +
        'suggests what it makes of it. Only replies by people with write access are read. ' +
        'Unanswered, this question blocks nothing.',
    );
    expect(planned.rows).toEqual([
      {
        op: 'docstring',
        name: 'area',
        path: 'geometry.py',
        question: 'Metres or feet?\nSay which.',
      },
    ]);
  });

  it('keeps the state to resume from in Remora own comment, read back whole', () => {
    const [comment] = planQuestions({
      commit_id: HEAD,
      waiting: [waiting()],
      commentable,
    }).comments;

    const earlier = readEarlierRuns({
      comments: listed(BOT, [comment?.body ?? '']),
      reviews: [],
      threads: [],
      author: BOT,
    });

    expect(earlier.problems).toEqual([]);
    expect(earlier.questions).toHaveLength(1);
    const question = earlier.questions?.[0];
    expect(question?.commit_id).toBe(HEAD);
    expect(question?.marker).toMatchObject({
      kind: 'question',
      op: 'docstring',
      node_id: '0f14fc596c45c885',
      node_sha256: textSha256(NODE_TEXT),
      call_id: 'call_1_1',
      turns: 1,
    });
    expect(JSON.parse(question?.marker.transcript ?? '')).toEqual(TRANSCRIPT);
    // A rerun does not ask the same question again.
    const again = planQuestions({
      commit_id: HEAD,
      waiting: [waiting()],
      commentable,
      alreadyPosted: earlier.alreadyPosted,
    });
    expect(again.comments).toEqual([]);
    expect(again.already_asked).toHaveLength(1);
    expect(again.rows).toHaveLength(1);
  });

  it('trusts no question in anyone else comment, nor one edited after Remora wrote it', () => {
    const [comment] = planQuestions({
      commit_id: HEAD,
      waiting: [waiting()],
      commentable,
    }).comments;
    const body = comment?.body ?? '';
    // The transcript travels compressed: an edit of the question's text in the trailer is caught.
    const edited = body.replace('"question":"Metres or feet?\\nSay which."', '"question":"Feet?"');
    expect(edited).not.toBe(body);

    const forged = readEarlierRuns({
      comments: listed('mallory', [body]),
      reviews: [],
      threads: [],
      author: BOT,
    });
    const tampered = readEarlierRuns({
      comments: listed(BOT, [edited]),
      reviews: [],
      threads: [],
      author: BOT,
    });

    expect(forged.questions).toBeUndefined();
    expect(forged.problems).toEqual([
      'review comment 100 on geometry.py by mallory carries a remora marker, but Remora posts as github-actions[bot]: not trusted',
    ]);
    expect(tampered.questions).toBeUndefined();
    expect(tampered.problems[0]).toMatch(/fails its integrity check/);
  });

  it('leaves out a conversation past the bound, and says an answer cannot resume it', () => {
    // Text that does not compress: the bound is on what the comment carries.
    const noise = randomBytes(MAX_RESUME_STATE_CHARS).toString('base64');
    const long: ChatMessage[] = [
      ...TRANSCRIPT.slice(0, 2),
      { role: 'user', content: noise },
      TRANSCRIPT[2] as ChatMessage,
    ];

    const [comment] = planQuestions({
      commit_id: HEAD,
      waiting: [waiting({ transcript: long })],
      commentable,
    }).comments;

    const marker = readTrailer(comment?.body ?? '').trailer?.markers[0];
    expect(marker?.kind === 'question' && marker.transcript).toBe('');
    expect(comment?.body).toContain('too long to keep here, so an answer cannot resume it');
    expect(comment?.body.length).toBeLessThan(65_536);
  });

  it('lists a question whose node has no line in the diff, and posts nothing for it', () => {
    const planned = planQuestions({
      commit_id: HEAD,
      waiting: [waiting()],
      commentable: new Map([['geometry.py', [{ start: 1, end: 2 }]]]),
    });

    expect(planned.comments).toEqual([]);
    expect(planned.unanchored).toEqual(['docstring-0f14fc596c45c885']);
    expect(planned.rows).toHaveLength(1);
  });
});
