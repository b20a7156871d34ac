import { z } from 'zod';
import type { Policy } from '../policies/policy.js';
import { policyReply } from '../policies/policy.js';
import { CHARS_PER_TOKEN } from '../runner/history.js';
import type { ChatMessage, ChatReply, ToolCall } from '../runner/messages.js';
import { chooseAgent, type ModelTable } from './served-models.js';

/** An answer to one API request: its HTTP status and its JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** What a server of the built-in policies answers with. */
export interface PolicyServerState {
  table: ModelTable;
  /** The built-in policy of each agent, by agent name. */
  policies: ReadonlyMap<string, Policy>;
}

/** What makes each completion unique: its id, and when it was made (Unix seconds). */
export interface CompletionStamp {
  id: string;
  created: number;
}

/** An error in the shape OpenAI's API (and so its SDK) reads: `{error: {message, type, param, code}}`. */
export function apiError(
  status: number,
  message: string,
  type: string,
  code: string | null = null,
  param: string | null = null,
): ApiAnswer {
  return { status, body: { error: { message, type, param, code } } };
}

const textContent = z
  .union([z.string(), z.array(z.object({ type: z.literal('text'), text: z.string() }).loose())])
  .transform((content) =>
    typeof content === 'string' ? content : content.map((part) => part.text).join(''),
  );

const toolCallSchema = z
  .object({
    id: z.string(),
    type: z.literal('function').default('function'),
    function: z.object({ name: z.string(), arguments: z.string().default('') }).loose(),
  })
  .loose()
  .transform((call): ToolCall => ({
    id: call.id,
    type: 'function',
    function: { name: call.function.name, arguments: call.function.arguments },
  }));

const messageSchema = z.discriminatedUnion('role', [
  z
    .object({ role: z.enum(['system', 'developer']), content: textContent })
    .loose()
    .transform((m): ChatMessage => ({ role: 'system', content: m.content })),
  z
    .object({ role: z.literal('user'), content: textContent })
    .loose()
    .transform((m): ChatMessage => ({ role: 'user', content: m.content })),
  z
    .object({
      role: z.literal('assistant'),
      content: textContent.nullish(),
      tool_calls: z.array(toolCallSchema).nullish(),
    })
    .loose()
    .transform((m): ChatMessage => ({
      role: 'assistant',
      content: m.content ?? null,
      ...(m.tool_calls && m.tool_calls.length > 0 ? { tool_calls: m.tool_calls } : {}),
    })),
  z
    .object({
      role: z.literal('tool'),
      tool_call_id: z.string(),
      name: z.string().optional(),
      content: textContent,
    })
    .loose()
    .transform((m): ChatMessage => ({
      role: 'tool',
      tool_call_id: m.tool_call_id,
      name: m.name ?? '',
      content: m.content,
    })),
]);

const toolChoiceSchema = z.union([
  z.enum(['auto', 'required', 'none']),
  z.object({ type: z.literal('function'), function: z.object({ name: z.string() }) }).loose(),
]);

const requestSchema = z
  .object({
    model: z.string().min(1),
    messages: z.array(messageSchema).min(1),
    tools: z
      .array(
        z
          .object({ type: z.literal('function'), function: z.object({ name: z.string() }).loose() })
          .loose(),
      )
      .optional(),
    tool_choice: toolChoiceSchema.optional(),
    stream: z.boolean().optional(),
  })
  .loose();

type CompletionRequest = z.infer<typeof requestSchema>;

/**
 * Answers one request to the OpenAI-compatible API of a server of the
 * built-in policies: `GET /v1/models`, `GET /v1/models/{id}`,
 * `POST /v1/chat/completions`, and `GET /health` as vLLM and llama.cpp
 * offer it. Anything else is an error in OpenAI's shape.
 */
export function answerApiRequest(
  request: { method: string; path: string; body: string },
  server: PolicyServerState,
  stamp: CompletionStamp,
): ApiAnswer {
  const path = apiPath(request.path);
  const method = request.method.toUpperCase();
  const only = (allowed: string, answer: () => ApiAnswer): ApiAnswer =>
    method === allowed
      ? answer()
      : apiError(405, `${path} takes ${allowed}, not ${method}`, 'invalid_request_error');
  if (path === '/health') return only('GET', () => ({ status: 200, body: { status: 'ok' } }));
  if (path === '/v1/models') return only('GET', () => listModels(server.table, stamp.created));
  if (path.startsWith('/v1/models/'))
    return only('GET', () =>
      retrieveModel(server.table, decodeURIComponent(path.slice(11)), stamp.created),
    );
  if (path === '/v1/chat/completions')
    return only('POST', () => answerChatCompletion(request.body, server, stamp));
  return apiError(404, `No route ${method} ${path} on this server.`, 'invalid_request_error');
}

/** A request target without its query and trailing slashes: the route it asks for. */
export function apiPath(target: string): string {
  return target.split('?')[0]?.replace(/\/+$/, '') || '/';
}

function modelObject(id: string, created: number): Record<string, unknown> {
  return { id, object: 'model', created, owned_by: 'remora' };
}

function listModels(table: ModelTable, created: number): ApiAnswer {
  return {
    status: 200,
    body: { object: 'list', data: table.models.map((model) => modelObject(model.id, created)) },
  };
}

function retrieveModel(table: ModelTable, id: string, created: number): ApiAnswer {
  return table.models.some((model) => model.id === id)
    ? { status: 200, body: modelObject(id, created) }
    : unknownModel(`The model '${id}' does not exist on this server.`);
}

function unknownModel(message: string): ApiAnswer {
  return apiError(404, message, 'invalid_request_error', 'model_not_found', 'model');
}

/**
 * A chat completion by the built-in policy of the agent the request's model
 * (and, for the default model, its tools) selects. It honours the request as
 * a model server would: `tool_choice: none`, or no tools, gets a text reply;
 * a named function limits the reply to calls of it; a policy never calls a
 * tool the request does not offer.
 */
export function answerChatCompletion(
  bodyText: string,
  server: PolicyServerState,
  stamp: CompletionStamp,
): ApiAnswer {
  const parsed = parseRequest(bodyText);
  if ('status' in parsed) return parsed;
  const request = parsed.request;
  if (request.stream)
    return apiError(
      400,
      'Streaming is not supported here; send stream: false.',
      'invalid_request_error',
      null,
      'stream',
    );
  const offered = (request.tools ?? []).map((tool) => tool.function.name);
  const choice = chooseAgent(server.table, request.model, offered);
  if (!choice.ok)
    return choice.reason === 'unknown-model'
      ? unknownModel(choice.message)
      : apiError(400, choice.message, 'invalid_request_error', null, 'tools');
  const policy = server.policies.get(choice.agent);
  if (!policy) return apiError(500, `No built-in policy for ${choice.agent}.`, 'server_error');
  const messages = request.messages as ChatMessage[];
  const reply = policyMove(choice.agent, policy, messages, offered, request.tool_choice);
  if ('status' in reply) return reply;
  return { status: 200, body: completionObject(request, messages, reply, stamp) };
}

function parseRequest(bodyText: string): { request: CompletionRequest } | ApiAnswer {
  let document: unknown;
  try {
    document = JSON.parse(bodyText);
  } catch {
    return apiError(400, 'The request body is not JSON.', 'invalid_request_error');
  }
  const parsed = requestSchema.safeParse(document);
  if (parsed.success) return { request: parsed.data };
  const issue = parsed.error.issues[0];
  const param = issue?.path.map(String).join('.') || null;
  return apiError(
    400,
    `Invalid request${param ? ` at ${param}` : ''}: ${issue?.message ?? 'not a chat completion request'}.`,
    'invalid_request_error',
    null,
    param,
  );
}

/** The policy's next move as a reply, limited to what the request allows; or why it cannot move. */
function policyMove(
  agent: string,
  policy: Policy,
  messages: readonly ChatMessage[],
  offered: readonly string[],
  toolChoice: CompletionRequest['tool_choice'],
): ChatReply | ApiAnswer {
  if (toolChoice === 'none' || offered.length === 0)
    return {
      content: `The built-in policy of ${agent} answers only with tool calls, and this request allows none.`,
      tool_calls: [],
      finish_reason: 'stop',
    };
  let calls;
  try {
    calls = policy(messages);
  } catch (error) {
    return apiError(
      500,
      `The built-in policy of ${agent} failed: ${(error as Error).message}`,
      'server_error',
    );
  }
  const unoffered = calls.find((call) => !offered.includes(call.tool));
  if (unoffered)
    return apiError(
      400,
      `The built-in policy of ${agent} calls ${unoffered.tool} next, which the request's tools do not offer.`,
      'invalid_request_error',
      null,
      'tools',
    );
  if (typeof toolChoice === 'object') {
    const named = calls.filter((call) => call.tool === toolChoice.function.name);
    if (named.length === 0)
      return apiError(
        400,
        `The built-in policy of ${agent} calls ${calls.map((c) => c.tool).join(', ') || 'nothing'} next, not ${toolChoice.function.name}.`,
        'invalid_request_error',
        null,
        'tool_choice',
      );
    calls = named;
  }
  return policyReply(messages, calls);
}

function completionObject(
  request: CompletionRequest,
  messages: readonly ChatMessage[],
  reply: ChatReply,
  stamp: CompletionStamp,
): Record<string, unknown> {
  const prompt = estimateTokens(
    messages.map((m) => m.content ?? '').join('') +
      JSON.stringify(messages.flatMap((m) => ('tool_calls' in m ? (m.tool_calls ?? []) : []))) +
      JSON.stringify(request.tools ?? []),
  );
  const completion = estimateTokens((reply.content ?? '') + JSON.stringify(reply.tool_calls));
  return {
    id: stamp.id,
    object: 'chat.completion',
    created: stamp.created,
    model: request.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.content,
          ...(reply.tool_calls.length > 0 ? { tool_calls: reply.tool_calls } : {}),
        },
        finish_reason: reply.finish_reason ?? 'stop',
        logprobs: null,
      },
    ],
    usage: {
      prompt_tokens: prompt,
      completion_tokens: completion,
      total_tokens: prompt + completion,
    },
  };
}

/** Tokens as the runner counts them without a tokenizer. */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}
