import { z } from 'zod';
import type { ChatMessage, ToolCall } from '../runner/messages.js';
import { apiError, type ApiAnswer } from './api-answer.js';

/** The chat completion requests a server of the built-in policies reads, as the openai SDK sends them. */

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

/** A chat completion request, its messages in the runner's own shape. */
export type CompletionRequest = z.infer<typeof requestSchema>;

/** Parses a request body; what is not a chat completion request is a 400 that says where. */
export function parseChatRequest(bodyText: string): { request: CompletionRequest } | ApiAnswer {
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
