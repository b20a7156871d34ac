import type { ChatMessage } from './messages.js';

/** How the runner counts tokens where it has no tokenizer: about four characters a token. */
export const CHARS_PER_TOKEN = 4;

/**
 * The history to send: all of it while it fits the token budget; past that,
 * the oldest tool exchanges after the opening messages are dropped whole (an
 * assistant message together with its tool results, so no result is orphaned).
 */
export function fitHistory(messages: readonly ChatMessage[], tokenBudget: number): ChatMessage[] {
  const size = (list: readonly ChatMessage[]): number =>
    list.reduce(
      (sum, m) =>
        sum +
        (m.content?.length ?? 0) +
        ('tool_calls' in m && m.tool_calls ? JSON.stringify(m.tool_calls).length : 0),
      0,
    ) / CHARS_PER_TOKEN;
  if (size(messages) <= tokenBudget) return [...messages];
  const opening = messages.slice(0, 2);
  const rest = messages.slice(2);
  while (size([...opening, ...rest]) > tokenBudget) {
    // The latest exchange always stays: without it the agent cannot see what its last call did.
    const next = rest.findIndex((m, i) => i > 0 && m.role !== 'tool');
    if (next === -1) break;
    rest.splice(0, next);
  }
  return [...opening, ...rest];
}
