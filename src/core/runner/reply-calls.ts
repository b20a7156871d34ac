import { readFunctionCalls } from './function-call-text.js';
import type { ChatReply, ToolCall } from './messages.js';

/**
 * The tool calls of a server's reply, read the one way Remora reads them
 * (docs/model-path.md): the calls the model wrote in its text are the truth
 * whenever the text holds any, whatever the server made of them (a server-side
 * parser may return `{}` or text for arguments the model wrote as JSON); the
 * server's own `tool_calls` count only when the text holds none. Ids are
 * numbered by turn, as the built-in policies number theirs.
 */
export function readReplyToolCalls(reply: ChatReply, turn: number): ChatReply {
  const content = reply.content ?? '';
  const read = readFunctionCalls(content);
  if (read.calls.length === 0) return reply;
  const tool_calls: ToolCall[] = read.calls.map((call, index) => ({
    id: `call_${turn}_${index + 1}`,
    type: 'function',
    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
  }));
  return {
    ...reply,
    content: read.text === '' ? null : read.text,
    tool_calls,
  };
}
