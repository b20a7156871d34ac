import { z } from 'zod';

/**
 * The runner's message format (messages.ts) as zod schemas: what training
 * data and evaluation files are validated against. Strict, so a field the
 * runner does not send is an error, not a silent extra; a test keeps these
 * and the runner's own types in agreement.
 */

export const toolCallSchema = z
  .object({
    id: z.string().min(1),
    type: z.literal('function'),
    function: z.object({ name: z.string().min(1), arguments: z.string() }).strict(),
  })
  .strict();

export const chatMessageSchema = z.discriminatedUnion('role', [
  z.object({ role: z.literal('system'), content: z.string() }).strict(),
  z.object({ role: z.literal('user'), content: z.string() }).strict(),
  z
    .object({
      role: z.literal('assistant'),
      content: z.string().nullable(),
      tool_calls: z.array(toolCallSchema).optional(),
    })
    .strict(),
  z
    .object({
      role: z.literal('tool'),
      tool_call_id: z.string().min(1),
      name: z.string().min(1),
      content: z.string(),
    })
    .strict(),
]);

export const toolSpecSchema = z
  .object({
    type: z.literal('function'),
    function: z
      .object({
        name: z.string().min(1),
        description: z.string(),
        parameters: z.record(z.string(), z.unknown()),
      })
      .strict(),
  })
  .strict();

/** A message as the schema reads it: the runner's `ChatMessage` (a test holds them equal). */
export type ChatMessageShape = z.infer<typeof chatMessageSchema>;
