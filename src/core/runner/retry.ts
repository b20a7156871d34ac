import { readReplyToolCalls } from './reply-calls.js';
import type { ChatMessage, ChatReply, ToolSpec } from './messages.js';
import { ModelError } from './messages.js';
import type { AgentRun } from './agent-run.js';

export type { RetryPolicy } from './agent-run.js';

const defaultSleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One model turn with retries: exponential backoff with equal jitter on the
 * failures a retry may cure (connection errors, timeouts, 429, 5xx). Any
 * other failure, or the last attempt's, is thrown.
 */
export async function callModelWithRetries(
  run: AgentRun,
  tools: ToolSpec[],
  messages: ChatMessage[],
  turn: number,
): Promise<ChatReply> {
  const { retry } = run.settings;
  const sleep = retry.sleep ?? defaultSleep;
  const random = retry.random ?? Math.random;
  for (let attempt = 1; ; attempt++) {
    const request_id = `${run.ids.op}-${run.ids.node_id}:${turn}.${attempt}`;
    run.events?.emit('model:request', { ...run.ids, request_id, turn, attempt });
    const started = Date.now();
    try {
      const sent = await run.model.complete({
        model: run.settings.model,
        agent: run.definition.name,
        ...(run.language ? { language: run.language } : {}),
        messages,
        tools,
        tool_choice: run.settings.tool_choice,
        temperature: run.settings.temperature,
        max_tokens: run.settings.max_tokens,
        ...(run.settings.extra_body ? { extra_body: run.settings.extra_body } : {}),
      });
      const reply = readReplyToolCalls(sent, turn);
      run.events?.emit('model:response', {
        ...run.ids,
        request_id,
        turn,
        tool_calls: reply.tool_calls.map((c) => c.function.name),
        ms: Date.now() - started,
      });
      return reply;
    } catch (error) {
      run.events?.emit('model:error', {
        ...run.ids,
        request_id,
        code: error instanceof ModelError ? error.code : 'AGENT_002',
        message: (error as Error).message,
        ms: Date.now() - started,
      });
      const retryable = error instanceof ModelError && error.retryable;
      if (!retryable || attempt >= retry.attempts) throw error;
      const ceiling = Math.min(retry.max_delay_ms, retry.base_delay_ms * 2 ** (attempt - 1));
      const delay = Math.round(ceiling / 2 + (random() * ceiling) / 2);
      run.events?.emit('model:retry', {
        ...run.ids,
        attempt,
        delay_ms: delay,
        reason: (error as Error).message,
      });
      await (run.cancellation ? run.cancellation.sleep(delay, sleep) : sleep(delay));
    }
  }
}
