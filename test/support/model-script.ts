import nock from 'nock';

/** One scripted answer of the model server. */
export type ScriptedReply =
  | { tool_calls: { name: string; arguments: string }[]; content?: string | null }
  | { content: string }
  | { status: number; body?: unknown }
  | { raw: unknown };

export const MODEL_URL = 'http://model.test/v1';

/**
 * Scripts an OpenAI-compatible server with nock: each POST to
 * /chat/completions gets the next reply. Returns the request bodies seen and
 * the scope, whose isDone() says every reply was used.
 */
export function scriptModel(replies: readonly ScriptedReply[]): {
  requests: Record<string, unknown>[];
  scope: nock.Scope;
} {
  const requests: Record<string, unknown>[] = [];
  const scope = nock('http://model.test');
  replies.forEach((reply, index) => {
    // nock 15 hands a reply function the fetch Request itself.
    scope.post('/v1/chat/completions').reply(async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>;
      requests.push(body);
      if ('status' in reply)
        return [reply.status, reply.body ?? { error: { message: 'scripted failure' } }];
      if ('raw' in reply) return [200, reply.raw];
      const toolCalls = 'tool_calls' in reply ? reply.tool_calls : [];
      return [
        200,
        {
          id: `chatcmpl-${index}`,
          object: 'chat.completion',
          created: 0,
          model: String(body.model),
          choices: [
            {
              index: 0,
              finish_reason: toolCalls.length ? 'tool_calls' : 'stop',
              message: {
                role: 'assistant',
                content: reply.content ?? null,
                ...(toolCalls.length
                  ? {
                      tool_calls: toolCalls.map((c, i) => ({
                        id: `call_${index}_${i}`,
                        type: 'function',
                        function: c,
                      })),
                    }
                  : {}),
              },
            },
          ],
        },
      ];
    });
  });
  return { requests, scope };
}

/** A tool call reply, arguments given as an object (or a raw string for malformed JSON). */
export const call = (name: string, args: Record<string, unknown> | string = {}): ScriptedReply => ({
  tool_calls: [{ name, arguments: typeof args === 'string' ? args : JSON.stringify(args) }],
});
