import type { AgentDefinition } from '../agents/definition.js';
import type { ChatMessage, ChatReply, ChatRequest, ToolSpec } from '../runner/messages.js';
import { checkToolArguments } from '../runner/tool-arguments.js';

/** One model request of a run and the reply to it, as the model port saw them. */
export interface RecordedExchange {
  request: ChatRequest;
  reply: ChatReply;
  /** How long the model took to answer. */
  ms: number;
}

/** The assistant message the runner appends for a reply (run-agent.ts does the same). */
export function assistantMessage(reply: ChatReply): ChatMessage {
  return {
    role: 'assistant',
    content: reply.content,
    ...(reply.tool_calls.length > 0 ? { tool_calls: reply.tool_calls } : {}),
  };
}

/**
 * A run's conversation from its recorded exchanges: the last request's
 * messages and the reply that ended the run, with the tools it offered.
 * Undefined when the requests do not grow one transcript (history fitting
 * dropped turns, or the tools changed between turns): no single conversation
 * then says what the model saw.
 */
export function tryConversation(
  exchanges: readonly RecordedExchange[],
): { messages: ChatMessage[]; tools: ToolSpec[] } | undefined {
  const last = exchanges.at(-1);
  if (!last) return undefined;
  const tools = JSON.stringify(last.request.tools);
  for (let i = 0; i + 1 < exchanges.length; i++) {
    const current = exchanges[i] as RecordedExchange;
    const next = exchanges[i + 1] as RecordedExchange;
    const grown = [...current.request.messages, assistantMessage(current.reply)];
    if (JSON.stringify(current.request.tools) !== tools) return undefined;
    if (JSON.stringify(next.request.messages.slice(0, grown.length)) !== JSON.stringify(grown))
      return undefined;
  }
  return {
    messages: [...last.request.messages, assistantMessage(last.reply)],
    tools: last.request.tools,
  };
}

/** How the calls of a run's replies fared against its tools' schemas. */
export interface CallTally {
  /** Tool calls made, plus one for each reply that made none (a call was due). */
  attempts: number;
  /** Calls that named a tool of the run with arguments that parse and match its schema. */
  valid: number;
  /** Replies without a tool call. */
  textReplies: number;
}

/** Tallies the calls of every reply: valid ones, and the attempts they were out of. */
export function tallyCalls(
  definition: AgentDefinition,
  exchanges: readonly RecordedExchange[],
): CallTally {
  const tally: CallTally = { attempts: 0, valid: 0, textReplies: 0 };
  for (const { reply } of exchanges) {
    if (reply.tool_calls.length === 0) {
      tally.attempts++;
      tally.textReplies++;
      continue;
    }
    for (const call of reply.tool_calls) {
      tally.attempts++;
      const known = definition.tools.some((tool) => tool.name === call.function.name);
      if (known && checkToolArguments(definition, call.function.name, call.function.arguments).ok)
        tally.valid++;
    }
  }
  return tally;
}
