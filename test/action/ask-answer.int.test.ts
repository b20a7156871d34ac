import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrailer, type QuestionMarker } from '../../src/core/publish/index.js';
import type { ChatMessage } from '../../src/core/runner/messages.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { AREA_QUESTION, askingDocstringModel } from '../support/asking-model.js';
import { startScriptedServer } from '../support/scripted-server.js';

// An agent asks its author a question on a pull request (ask_user): the
// action from the sources against the stateful fake of GitHub, the real
// pull_request and pull_request_review_comment.created examples as payloads,
// and a scripted docstring model that asks what unit `area` works in, then
// writes the docstring with the unit it is told.

const BASE = { 'geometry.py': 'PI = 3\n' };
const HEAD = { 'geometry.py': 'PI = 3\n\n\ndef area(width, height):\n    return width * height\n' };
const BOT = 'github-actions[bot]';

describe('ask and answer on a pull request', () => {
  let pr: ActionHarness;
  let model: Awaited<ReturnType<typeof startScriptedServer>>;
  const inputs = () => ({ operations: 'docstring', 'server-url': model.url });

  beforeAll(async () => {
    model = await startScriptedServer(['docstring', 'functiongemma'], askingDocstringModel);
    pr = await createActionHarness(BASE, HEAD, { fromSource: true });
    pr.github.commands.permissions = { Codertocat: 'maintain', 'octo-reader': 'read' };
  });
  afterAll(async () => {
    await pr.dispose();
    await model.close();
  });

  /** The question comment Remora posted, with its marker. */
  function questionComment(): { id: number; marker: QuestionMarker; body: string } {
    for (const comment of pr.github.state.comments) {
      const marker = readTrailer(comment.body).trailer?.markers[0];
      if (marker?.kind === 'question') return { id: comment.id, marker, body: comment.body };
    }
    throw new Error('no question comment');
  }
  /** Every question comment Remora posted, oldest first. */
  const questionComments = () =>
    pr.github.state.comments.flatMap((comment) => {
      const marker = readTrailer(comment.body).trailer?.markers[0];
      return marker?.kind === 'question' ? [{ id: comment.id, marker }] : [];
    });
  /** Remora's replies in a thread, in order. */
  const repliesTo = (id: number) =>
    pr.github.state.comments
      .filter((c) => c.in_reply_to_id === id && c.user.login === BOT)
      .map((c) => c.body);
  /** What the model's last request held as results of its ask_user calls. */
  const answersSent = () =>
    ((model.received.at(-1)?.messages ?? []) as ChatMessage[])
      .filter((m) => m.role === 'tool' && m.name === 'ask_user')
      .map((m) => JSON.parse(m.content ?? '') as Record<string, unknown>);

  it.sequential(
    'posts the question on the node, lists it in the check, and finishes without blocking',
    async () => {
      const run = await pr.run({ inputs: inputs() });

      expect(run.code, run.stdout).toBe(0);
      const question = questionComment();
      expect(question.body).toMatch(/^\*\*docstring\*\* on `area` asks:\n\n> What unit/);
      expect(question.marker).toMatchObject({
        op: 'docstring',
        name: 'area',
        question: AREA_QUESTION,
        turns: 1,
      });
      // The conversation to resume from ends in the question.
      const transcript = JSON.parse(question.marker.transcript) as ChatMessage[];
      expect(transcript.at(-1)).toMatchObject({ role: 'assistant' });
      const comment = pr.github.state.comments.find((c) => c.id === question.id);
      expect([comment?.path, comment?.line]).toEqual(['geometry.py', 4]);
      // No suggestion yet: the only comment is the question.
      expect(pr.github.state.comments).toHaveLength(1);
      const check = pr.github.state.checkRuns.at(-1);
      expect(check).toMatchObject({ name: 'Remora', conclusion: 'success' });
      expect(check?.output.summary).toContain(
        '| Ops | 1 run, 0 skipped, 1 waiting for an answer |',
      );
      expect(check?.output.summary).toContain(
        `- \`docstring\` on \`area\` (\`geometry.py\`): ${AREA_QUESTION}`,
      );
      expect(run.outputs.suggestions).toBe('0');
      expect(run.stdout).toContain(
        '? docstring area asked a question and waits for its answer (1 turns)',
      );
    },
  );

  it.sequential(
    'asks a question once: a rerun on the same head does not ask it again',
    async () => {
      const run = await pr.run({ inputs: inputs() });

      expect(run.code, run.stdout).toBe(0);
      expect(pr.github.state.comments).toHaveLength(1);
      expect(pr.github.state.checkRuns.at(-1)?.output.summary).toContain(AREA_QUESTION);
    },
  );

  it.sequential(
    'thanks someone without write permission, passes nothing on and runs nothing',
    async () => {
      const { id } = questionComment();
      const requests = model.received.length;
      const checks = pr.github.state.checkRuns.length;

      const run = await pr.reply(id, 'feet', { user: 'octo-reader', inputs: inputs() });

      expect(run.code, run.stdout).toBe(0);
      expect(repliesTo(id)).toEqual([
        expect.stringMatching(
          /^@octo-reader, thank you — only people with write access .*\(yours is `read`\)/,
        ),
      ]);
      expect(model.received.length).toBe(requests);
      expect(pr.github.state.checkRuns.length).toBe(checks);
      expect(run.outputs['feedback-records']).toBeUndefined();
    },
  );

  it.sequential(
    'resumes the op with a collaborator answer as the tool result, and posts the suggestion',
    async () => {
      const { id, marker } = questionComment();
      const from = model.received.length;

      const run = await pr.reply(id, 'metres', { inputs: inputs() });

      expect(run.code, run.stdout).toBe(0);
      // The conversation resumed where it stopped, the answer as the question's result:
      // two requests (write the docstring, then submit), none to ask again.
      expect(model.received.length - from).toBe(2);
      expect(answersSent()).toEqual([{ answer: 'metres' }]);
      const firstSent = model.received[from]?.messages as ChatMessage[];
      expect(firstSent.slice(0, -1)).toEqual(JSON.parse(marker.transcript));
      const suggestion = pr.github.state.comments.find(
        (c) => readTrailer(c.body).trailer?.markers[0]?.kind === 'change',
      );
      expect(suggestion?.path).toBe('geometry.py');
      expect(suggestion?.body).toContain('"""Compute the area of a rectangle, in metres.');
      const check = pr.github.state.checkRuns.at(-1);
      expect(check).toMatchObject({
        name: 'Remora: answer to docstring on area',
        conclusion: 'success',
      });
      expect(repliesTo(id).at(-1)).toMatch(
        /^Thank you, @Codertocat: Remora went on with your answer: https:\/\/github\.com\/.*pullrequestreview-\d+\.$/,
      );
      const records = readFileSync(run.outputs['feedback-records'] ?? '', 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(records).toEqual([
        expect.objectContaining({
          verdict: 'answered',
          text: 'metres',
          reviewer: 'Codertocat',
          op: 'docstring',
          node_id: marker.node_id,
          node_sha256: marker.node_sha256,
          fingerprint: '',
          suggestion: '',
        }),
      ]);
    },
  );

  it.sequential(
    'says the question is outdated once the node changed, and runs nothing',
    async () => {
      const { id } = questionComment();
      pr.push({
        'geometry.py': 'PI = 3\n\n\ndef area(width, height):\n    return abs(width * height)\n',
      });
      const requests = model.received.length;

      const run = await pr.reply(id, 'inches', { inputs: inputs() });

      expect(run.code, run.stdout).toBe(0);
      expect(repliesTo(id).at(-1)).toMatch(
        /^This question is outdated \(the code of `area` changed since the question was asked\)/,
      );
      expect(model.received.length).toBe(requests);
      expect(pr.github.state.checkRuns.at(-1)?.conclusion).toBe('skipped');
    },
  );

  it.sequential('asks anew once the node changed, with a state that can resume', async () => {
    const before = questionComments().length;

    const run = await pr.run({ inputs: inputs() });

    expect(run.code, run.stdout).toBe(0);
    const questions = questionComments();
    expect(questions).toHaveLength(before + 1);
    expect(questions.at(-1)?.marker.node_sha256).not.toBe(questions[0]?.marker.node_sha256);
  });

  it.sequential('ignores replies in threads of anything but a question', async () => {
    const suggestion = pr.github.state.comments.find(
      (c) => readTrailer(c.body).trailer?.markers[0]?.kind === 'change',
    );
    if (!suggestion) throw new Error('no suggestion to reply to');
    const requests = pr.github.requests.length;

    const run = await pr.reply(suggestion.id, 'nice', { inputs: inputs() });

    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain('not in the thread of a question Remora asked');
    expect(pr.github.requests.slice(requests)).toEqual([
      'GET /repos/Codertocat/Hello-World/pulls/2/comments',
    ]);
  });
});
