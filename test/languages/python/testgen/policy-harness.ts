import type { Policy } from '../../../../src/core/runner/policy.js';
import { policyReply } from '../../../../src/core/runner/policy.js';
import type { ChatMessage } from '../../../../src/core/runner/messages.js';

/** Plays a policy against scripted tool results, in call order, as the runner would. */
export function play(
  policy: Policy,
  results: unknown[],
  /** The node context the runner sends first (the context providers' lines). */
  context = 'node',
): {
  calls: { tool: string; args: Record<string, unknown> }[];
  submitted: Record<string, unknown>;
} {
  const transcript: ChatMessage[] = [
    { role: 'system', content: 'system' },
    { role: 'user', content: context },
  ];
  const calls: { tool: string; args: Record<string, unknown> }[] = [];
  for (let turn = 0; turn < 15; turn++) {
    const reply = policyReply(transcript, policy(transcript));
    transcript.push({ role: 'assistant', content: reply.content, tool_calls: reply.tool_calls });
    for (const call of reply.tool_calls) {
      const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
      calls.push({ tool: call.function.name, args });
      if (call.function.name === 'submit_result') return { calls, submitted: args };
      if (results.length === 0)
        throw new Error(`no scripted result left for ${call.function.name}`);
      transcript.push({
        role: 'tool',
        tool_call_id: call.id,
        name: call.function.name,
        content: JSON.stringify(results.shift()),
      });
    }
  }
  throw new Error('the policy did not submit');
}
