import type { Policy } from '../runner/policy.js';
import { policyReply, tryPolicyFor } from '../runner/policy.js';
import { writeFunctionCalls } from '../runner/function-call-text.js';
import { CHARS_PER_TOKEN } from '../runner/history.js';
import type { ChatMessage, ChatReply } from '../runner/messages.js';
import { apiError, type ApiAnswer } from './api-answer.js';
import { parseChatRequest, type CompletionRequest } from './chat-request.js';
import { chooseAgent, type ModelTable } from './served-models.js';

/** What a server of the built-in policies answers with. */
export interface PolicyServerState {
  table: ModelTable;
  /**
   * The built-in policy of each agent, by agent name, and a language's own
   * policy for an agent by `<agent>@<language>` (`test_agent@typescript`).
   */
  policies: ReadonlyMap<string, Policy>;
}

/** What makes each completion unique: its id, and when it was made (Unix seconds). */
export interface CompletionStamp {
  id: string;
  created: number;
}

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
 * a model server would: `tool_choice: none` gets the calls written in the
 * reply's text, as a server without a tool parser returns them; no tools, a text reply;
 * a named function limits the reply to calls of it; a policy never calls a
 * tool the request does not offer.
 */
export function answerChatCompletion(
  bodyText: string,
  server: PolicyServerState,
  stamp: CompletionStamp,
): ApiAnswer {
  const parsed = parseChatRequest(bodyText);
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
  const messages = request.messages;
  const policy = tryPolicyFor(server.policies, choice.agent, openingLanguage(messages));
  if (!policy) return apiError(500, `No built-in policy for ${choice.agent}.`, 'server_error');
  const reply = policyMove(choice.agent, policy, messages, offered, request.tool_choice);
  if ('status' in reply) return reply;
  return { status: 200, body: completionObject(request, messages, reply, stamp) };
}

/**
 * The language of the node a conversation is about, as its opening user
 * message names it: the bundled agents' `node_context` shows the node in a
 * code fence named after its file's language (```` ```typescript ````). A
 * request says nothing else of it, and a language may have its own policy.
 */
export function openingLanguage(messages: readonly ChatMessage[]): string | undefined {
  const opening = messages.find((message) => message.role === 'user');
  const text = typeof opening?.content === 'string' ? opening.content : '';
  return /^\s*```([a-z][a-z0-9_-]*)\s*$/m.exec(text)?.[1];
}

/** The policy's next move as a reply, limited to what the request allows; or why it cannot move. */
function policyMove(
  agent: string,
  policy: Policy,
  messages: readonly ChatMessage[],
  offered: readonly string[],
  toolChoice: CompletionRequest['tool_choice'],
): ChatReply | ApiAnswer {
  if (offered.length === 0)
    return {
      content: `The built-in policy of ${agent} answers only with tool calls, and this request offers no tools.`,
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
  const reply = policyReply(messages, calls);
  // A server with no tool parser returns what the model wrote: the calls as text.
  if (toolChoice === 'none')
    return {
      content: writeFunctionCalls(
        calls.map((call) => ({ name: call.tool, arguments: call.arguments })),
      ),
      tool_calls: [],
      finish_reason: 'stop',
    };
  return reply;
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
