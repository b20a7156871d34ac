import type { ErrorCode } from '../errors.js';
import type { ChatMessage } from './messages.js';

/** A tool that failed at its job (not a bad call the model made) and was never called again with success. */
export interface ToolFailure {
  tool: string;
  code: ErrorCode;
  message: string;
}

function parsed(content: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * The tool failures a run ended with: each tool whose last call failed with
 * an error code. A malformed call (no code) is the model's mistake, not the
 * tool's; a failure followed by a successful call of the same tool was
 * recovered from.
 */
export function unresolvedToolFailures(transcript: readonly ChatMessage[]): ToolFailure[] {
  const last = new Map<string, ToolFailure | undefined>();
  for (const message of transcript) {
    if (message.role !== 'tool') continue;
    const reply = parsed(message.content);
    if (typeof reply.error === 'string' && typeof reply.code === 'string')
      last.set(message.name, {
        tool: message.name,
        code: reply.code as ErrorCode,
        message: reply.error,
      });
    else if (reply.error === undefined) last.set(message.name, undefined);
  }
  return [...last.values()].filter((failure): failure is ToolFailure => failure !== undefined);
}
