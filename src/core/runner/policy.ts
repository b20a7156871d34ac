import type { ChatMessage, ChatReply } from './messages.js';

/** One tool call a policy makes. */
export interface PolicyCall {
  tool: string;
  arguments: Record<string, unknown>;
}

/**
 * A built-in reference policy: a pure, deterministic function from the
 * conversation so far to the next move. It sees exactly what a model sees.
 */
export type Policy = (messages: readonly ChatMessage[]) => PolicyCall[];

/** Where a language's own policy for an agent is kept among the policies: `<agent>@<language>`. */
export function languagePolicyKey(agent: string, language: string): string {
  return `${agent}@${language}`;
}

/**
 * The built-in policy that answers `agent` on a node of `language`: the
 * language's own when it has one, else the agent's.
 */
export function tryPolicyFor(
  policies: ReadonlyMap<string, Policy>,
  agent: string,
  language: string | undefined,
): Policy | undefined {
  return (language && policies.get(languagePolicyKey(agent, language))) || policies.get(agent);
}

/** A past tool call with its parsed result, as a policy reads the history. */
export interface ToolExchange {
  tool: string;
  arguments: Record<string, unknown>;
  result: Record<string, unknown>;
}

/** Pairs each assistant tool call with its tool message, in order. */
export function toolExchanges(messages: readonly ChatMessage[]): ToolExchange[] {
  const results = new Map<string, string>();
  for (const message of messages)
    if (message.role === 'tool') results.set(message.tool_call_id, message.content);
  const exchanges: ToolExchange[] = [];
  for (const message of messages) {
    if (message.role !== 'assistant' || !message.tool_calls) continue;
    for (const call of message.tool_calls) {
      exchanges.push({
        tool: call.function.name,
        arguments: parseObject(call.function.arguments),
        result: parseObject(results.get(call.id) ?? '{}'),
      });
    }
  }
  return exchanges;
}

/** The reply a policy's calls make, with ids numbered by turn so transcripts are stable. */
export function policyReply(
  messages: readonly ChatMessage[],
  calls: readonly PolicyCall[],
): ChatReply {
  const turn = messages.filter((m) => m.role === 'assistant').length + 1;
  return {
    content: null,
    finish_reason: 'tool_calls',
    tool_calls: calls.map((call, index) => ({
      id: `call_${turn}_${index + 1}`,
      type: 'function',
      function: { name: call.tool, arguments: JSON.stringify(call.arguments) },
    })),
  };
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { text };
  }
}
