import { describe, expect, it } from 'vitest';
import type { ChatRequest, ModelClient } from '../../src/core/runner/messages.js';
import { createModelRecorder } from '../../src/pipeline/model-recorder.js';

const request = (agent: string, content: string): ChatRequest => ({
  model: 'm',
  agent,
  messages: [{ role: 'user', content }],
  tools: [],
  tool_choice: 'auto',
  temperature: 0,
  max_tokens: 10,
});

describe('the model recorder', () => {
  it('keeps the exchanges of runs that overlap apart, and none made outside a run', async () => {
    // Replies come back in the reverse order of the requests: the runs interleave.
    const pending: (() => void)[] = [];
    const model: ModelClient = {
      name: 'fake',
      complete: (r) =>
        new Promise((resolve) =>
          pending.push(() => resolve({ content: `re ${r.messages[0]?.content}`, tool_calls: [] })),
        ),
    };
    const recorder = createModelRecorder();
    const wrapped = recorder.wrap(model);
    const run = (agent: string) =>
      recorder.record(async () => {
        await wrapped.complete(request(agent, `${agent} 1`));
        await wrapped.complete(request(agent, `${agent} 2`));
        return agent;
      });
    const both = Promise.all([run('a'), run('b')]);
    const outside = wrapped.complete(request('c', 'c 1'));
    // Each round answers what is waiting, newest first; five requests need a few rounds.
    for (let round = 0; round < 10; round++) {
      await new Promise((resolve) => setImmediate(resolve));
      pending
        .splice(0)
        .reverse()
        .forEach((answer) => answer());
    }
    await outside;
    const [a, b] = await both;
    expect(a.value).toBe('a');
    expect(a.exchanges.map((e) => [e.request.messages[0]?.content, e.reply.content])).toEqual([
      ['a 1', 're a 1'],
      ['a 2', 're a 2'],
    ]);
    expect(b.exchanges.map((e) => e.request.agent)).toEqual(['b', 'b']);
  });

  it('keeps the messages as they were sent, whatever the caller appends later', async () => {
    const recorder = createModelRecorder();
    const model = recorder.wrap({
      name: 'fake',
      complete: async () => ({ content: null, tool_calls: [] }),
    });
    const sent = request('a', 'first');
    const { exchanges } = await recorder.record(async () => {
      await model.complete(sent);
      sent.messages.push({ role: 'user', content: 'later' });
    });
    expect(exchanges[0]?.request.messages).toEqual([{ role: 'user', content: 'first' }]);
  });
});
