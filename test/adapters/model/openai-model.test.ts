import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIModel } from '../../../src/adapters/model/openai-model.js';
import { ModelError, type ChatRequest } from '../../../src/core/runner/messages.js';

// A model server may echo the key it was sent, in an error or in a reply; what it
// sends back goes on to the log, the report, the event log and comments.

const SERVER = 'http://gpu-box:8000';
const KEY = 'sk-echoed-secret-0123';
const REQUEST: ChatRequest = {
  model: 'lint',
  agent: 'lint',
  messages: [{ role: 'user', content: 'hi' }],
  tools: [],
  tool_choice: 'auto',
  temperature: 0,
  max_tokens: 16,
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(() => nock.enableNetConnect());

const model = () => createOpenAIModel({ baseURL: `${SERVER}/v1`, apiKey: KEY, timeoutMs: 5000 });

describe('the openai model client and a server that echoes the key', () => {
  it('masks the key in an error the server sends back', async () => {
    nock(SERVER)
      .post('/v1/chat/completions')
      .matchHeader('authorization', `Bearer ${KEY}`)
      .reply(401, { error: { message: `invalid key ${KEY} for this server` } });

    const error = await model()
      .complete(REQUEST)
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ModelError);
    expect((error as Error).message).toContain('invalid key *** for this server');
    expect((error as Error).message).not.toContain(KEY);
  });

  it('masks the key in the reply’s text and tool calls', async () => {
    nock(SERVER)
      .post('/v1/chat/completions')
      .reply(200, {
        id: 'c1',
        object: 'chat.completion',
        created: 1,
        model: 'lint',
        choices: [
          {
            index: 0,
            finish_reason: 'tool_calls',
            message: {
              role: 'assistant',
              content: `your key is ${KEY}`,
              tool_calls: [
                {
                  id: 't1',
                  type: 'function',
                  function: { name: 'submit_result', arguments: `{"summary":"${KEY}"}` },
                },
              ],
            },
          },
        ],
      });

    const reply = await model().complete(REQUEST);

    expect(reply.content).toBe('your key is ***');
    expect(reply.tool_calls[0]?.function.arguments).toBe('{"summary":"***"}');
    expect(JSON.stringify(reply)).not.toContain(KEY);
  });
});
