import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Policy } from '../../src/core/policies/policy.js';
import { policyReply } from '../../src/core/policies/policy.js';
import type { ChatMessage } from '../../src/core/runner/messages.js';

/**
 * A small OpenAI-compatible server on loopback that answers chat completions
 * with the built-in policies (chosen by the request's model name), optionally
 * after a fixed delay: the same HTTP path a production run takes.
 */
export async function startPolicyServer(
  policies: Record<string, Policy>,
  delayMs = 0,
  /** Requests this picks get a 400, as a server refusing an adapter would. */
  refuse: (body: unknown) => boolean = () => false,
): Promise<{ url: string; requests: number; close(): Promise<void> }> {
  const state = { requests: 0 };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/v1/models') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            object: 'list',
            data: Object.keys(policies).map((id) => ({ id, object: 'model', owned_by: 'vllm' })),
          }),
        );
        return;
      }
      state.requests++;
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        model: string;
        messages: ChatMessage[];
      };
      const policy = policies[body.model];
      const send = (status: number, payload: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (refuse(body)) {
        send(400, { error: { message: 'refused by the test server' } });
        return;
      }
      if (request.url !== '/v1/chat/completions' || !policy) {
        send(404, { error: { message: `no model '${body.model}'` } });
        return;
      }
      const reply = policyReply(body.messages, policy(body.messages));
      setTimeout(
        () =>
          send(200, {
            id: `chatcmpl-${state.requests}`,
            object: 'chat.completion',
            created: 0,
            model: body.model,
            choices: [
              {
                index: 0,
                finish_reason: reply.finish_reason,
                message: {
                  role: 'assistant',
                  content: reply.content,
                  tool_calls: reply.tool_calls,
                },
              },
            ],
          }),
        delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    get requests() {
      return state.requests;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
