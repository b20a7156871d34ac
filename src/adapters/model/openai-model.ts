import OpenAI from 'openai';
import { z } from 'zod';
import {
  ModelError,
  type ChatReply,
  type ChatRequest,
  type ModelClient,
} from '../../core/runner/messages.js';
import { withoutKey } from './without-key.js';

export interface OpenAIModelOptions {
  /** The server's OpenAI-compatible base URL, e.g. `http://remora-server:8000/v1`. */
  baseURL: string;
  /** Sent as the bearer token; self-hosted servers often need none. */
  apiKey?: string;
  timeoutMs: number;
}

const replySchema = z.object({
  choices: z
    .array(
      z.object({
        finish_reason: z.string().nullish(),
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string(),
                type: z.literal('function').default('function'),
                function: z.object({ name: z.string(), arguments: z.string().default('') }),
              }),
            )
            .nullish(),
        }),
      }),
    )
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number().int().min(0), completion_tokens: z.number().int().min(0) })
    .nullish()
    .catch(undefined),
});

/**
 * A model backend on any OpenAI-compatible server (vLLM with LoRA adapters as
 * model names, llama.cpp, Ollama), through the `openai` SDK. The SDK's own
 * retries are off: the runner retries with its own policy and events.
 */
export function createOpenAIModel(options: OpenAIModelOptions): ModelClient {
  // What the server sends back never carries the key on: it may echo it.
  const hide = (text: string): string => withoutKey(text, options.apiKey);
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey ?? 'no-key',
    maxRetries: 0,
    timeout: options.timeoutMs,
  });
  return {
    name: options.baseURL,
    async complete(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply> {
      const body = {
        model: request.model,
        messages: request.messages,
        tools: request.tools,
        tool_choice: request.tool_choice,
        temperature: request.temperature,
        max_tokens: request.max_tokens,
        // vLLM drops special tokens from the text unless told not to, and the
        // calls Remora reads from the text are marked by them (docs/model-path.md).
        skip_special_tokens: false,
        ...request.extra_body,
      } as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming;
      let raw: unknown;
      try {
        raw = await client.chat.completions.create(body, signal ? { signal } : undefined);
      } catch (error) {
        throw toModelError(error, hide);
      }
      const parsed = replySchema.safeParse(raw);
      if (!parsed.success)
        throw new ModelError(
          'the server sent a reply that is not a chat completion',
          false,
          undefined,
          'AGENT_003',
        );
      const choice = parsed.data.choices[0];
      return {
        content: choice?.message.content == null ? null : hide(choice.message.content),
        tool_calls: (choice?.message.tool_calls ?? []).map((call) => ({
          ...call,
          function: { name: hide(call.function.name), arguments: hide(call.function.arguments) },
        })),
        ...(choice?.finish_reason ? { finish_reason: choice.finish_reason } : {}),
        ...(parsed.data.usage
          ? {
              usage: {
                prompt_tokens: parsed.data.usage.prompt_tokens,
                completion_tokens: parsed.data.usage.completion_tokens,
              },
            }
          : {}),
      };
    },
  };
}

function toModelError(error: unknown, hide: (text: string) => string): ModelError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new ModelError('timed out', true);
  if (error instanceof OpenAI.APIConnectionError)
    return new ModelError(`cannot connect (${hide(causeOf(error))})`, true);
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const retryable = status === 429 || status === 408 || (status !== undefined && status >= 500);
    return new ModelError(`HTTP ${status ?? '?'}: ${hide(error.message)}`, retryable, status);
  }
  return new ModelError(hide((error as Error).message ?? String(error)), false);
}

/** The most specific reason in an error's cause chain: a system code such as ECONNREFUSED if any. */
function causeOf(error: Error): string {
  let message = error.message;
  for (let cause: unknown = error.cause; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    message = cause.message;
  }
  return message;
}
