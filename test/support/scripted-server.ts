import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatMessage, ToolCall } from '../../src/core/runner/messages.js';

/** A chat completion request as the server received it. */
export interface ReceivedRequest {
  model: string;
  messages: ChatMessage[];
  tools: unknown[];
}

/** What the scripted model answers: text, tool calls (arguments as given), or both. */
export interface ScriptedTurn {
  content?: string | null;
  calls?: { name: string; arguments: string | Record<string, unknown> }[];
  usage?: { prompt_tokens: number; completion_tokens: number };
}

/**
 * An OpenAI-compatible server on loopback whose model is a function of the
 * request: for models that misbehave in a chosen way, and for checking what
 * went over the wire. It lists `models` and keeps every request it answered.
 */
export async function startScriptedServer(
  models: readonly string[],
  answer: (request: ReceivedRequest) => ScriptedTurn,
): Promise<{ url: string; received: ReceivedRequest[]; close(): Promise<void> }> {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const send = (status: number, payload: unknown): void => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(payload));
      };
      if (request.method === 'GET' && request.url === '/v1/models') {
        send(200, { object: 'list', data: models.map((id) => ({ id, object: 'model' })) });
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedRequest;
      received.push(body);
      const turn = answer(body);
      const turnNumber = body.messages.filter((m) => m.role === 'assistant').length + 1;
      const calls: ToolCall[] = (turn.calls ?? []).map((call, index) => ({
        id: `call_${turnNumber}_${index + 1}`,
        type: 'function',
        function: {
          name: call.name,
          arguments:
            typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
        },
      }));
      send(200, {
        id: `chatcmpl-${received.length}`,
        object: 'chat.completion',
        created: 0,
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: calls.length > 0 ? 'tool_calls' : 'stop',
            message: {
              role: 'assistant',
              content: turn.content ?? null,
              ...(calls.length > 0 ? { tool_calls: calls } : {}),
            },
          },
        ],
        ...(turn.usage ? { usage: { ...turn.usage, total_tokens: 0 } } : {}),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The node a request is about, as the opening node context names it (`?` when none does). */
export function nodeOf(request: ReceivedRequest): string {
  const text = request.messages
    .map((m) => (typeof m.content === 'string' ? m.content : ''))
    .join('\n');
  return /(?:Function|Method|Class|File) `([^`]+)`/.exec(text)?.[1] ?? '?';
}

/** Model calls per node among the requests received since `from`. */
export function callsPerNode(
  received: readonly ReceivedRequest[],
  from: number,
): Record<string, number> {
  const calls: Record<string, number> = {};
  for (const request of received.slice(from)) {
    const node = nodeOf(request);
    calls[node] = (calls[node] ?? 0) + 1;
  }
  return calls;
}
