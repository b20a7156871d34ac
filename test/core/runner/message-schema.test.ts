import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  chatMessageSchema,
  toolCallSchema,
  toolSpecSchema,
  type ChatMessageShape,
} from '../../../src/core/runner/message-schema.js';
import type { ChatMessage, ToolCall, ToolSpec } from '../../../src/core/runner/messages.js';

// Each message kind the runner sends, every field filled in.
const SAMPLES: Record<ChatMessage['role'], ChatMessage> = {
  system: { role: 'system', content: 'You are a lint agent.' },
  user: { role: 'user', content: 'Function `f` in a.py' },
  assistant: {
    role: 'assistant',
    content: null,
    tool_calls: [
      { id: 'call_1_1', type: 'function', function: { name: 'run_linter', arguments: '{}' } },
    ],
  },
  tool: { role: 'tool', tool_call_id: 'call_1_1', name: 'run_linter', content: '{"issues":[]}' },
};

describe('the runner message schema', () => {
  it('has the types of the runner (checked by the type checker)', () => {
    expectTypeOf<ChatMessageShape>().toEqualTypeOf<ChatMessage>();
    expectTypeOf<z.infer<typeof toolCallSchema>>().toEqualTypeOf<ToolCall>();
    expectTypeOf<z.infer<typeof toolSpecSchema>>().toEqualTypeOf<ToolSpec>();
  });

  it.each(Object.values(SAMPLES))('reads a $role message back unchanged', (message) => {
    expect(chatMessageSchema.parse(message)).toEqual(message);
  });

  it('refuses a field the runner does not send, and a missing one', () => {
    expect(chatMessageSchema.safeParse({ ...SAMPLES.user, name: 'x' }).success).toBe(false);
    expect(chatMessageSchema.safeParse({ role: 'tool', content: '', name: 'x' }).success).toBe(
      false,
    );
    expect(chatMessageSchema.safeParse({ role: 'developer', content: '' }).success).toBe(false);
  });
});
