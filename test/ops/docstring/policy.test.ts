import { describe, expect, it } from 'vitest';
import { docstringPolicy } from '../../../src/ops/docstring/policy.js';
import { BUILTIN_REGISTRY } from '../../../src/languages/registry.js';
import { policyReply } from '../../../src/core/runner/policy.js';
import type { ChatMessage } from '../../../src/core/runner/messages.js';

/** Plays the policy against scripted tool results, as the runner would; returns each call made. */
function play(results: unknown[]): { tool: string; args: Record<string, unknown> }[] {
  const transcript: ChatMessage[] = [
    { role: 'system', content: 'docstring' },
    { role: 'user', content: 'node' },
  ];
  const calls: { tool: string; args: Record<string, unknown> }[] = [];
  for (let turn = 0; turn < 10; turn++) {
    const reply = policyReply(transcript, docstringPolicy(transcript));
    transcript.push({ role: 'assistant', content: reply.content, tool_calls: reply.tool_calls });
    for (const call of reply.tool_calls) {
      calls.push({
        tool: call.function.name,
        args: JSON.parse(call.function.arguments) as Record<string, unknown>,
      });
      if (call.function.name === 'submit_result') return calls;
      transcript.push({
        role: 'tool',
        tool_call_id: call.id,
        name: call.function.name,
        content: JSON.stringify(results.shift() ?? {}),
      });
    }
  }
  throw new Error('the policy did not submit');
}

const repaired = {
  file: 'geometry.py',
  node: 'area',
  has_docstring: true,
  action: 'updated',
  repairs: ['renamed the entry for w to width'],
  problems: [],
};

describe('docstringPolicy', () => {
  it('is the built-in policy of docstring_agent', () => {
    expect(BUILTIN_REGISTRY.policies.get('docstring_agent')).toBe(docstringPolicy);
  });

  it('repairs mechanically, then submits updated with what it repaired', () => {
    const calls = play([repaired]);
    expect(calls.map((c) => c.tool)).toEqual(['repair_docstring', 'submit_result']);
    expect(calls[1]?.args).toEqual({
      action: 'updated',
      summary: 'In the docstring of area: renamed the entry for w to width.',
      changed_files: ['geometry.py'],
    });
  });

  it('writes no prose: a missing docstring is left to the findings', () => {
    const calls = play([
      {
        ...repaired,
        has_docstring: false,
        action: 'unchanged',
        repairs: [],
        problems: ['`area` has no docstring.'],
      },
    ]);
    expect(calls.map((c) => c.tool)).toEqual(['repair_docstring', 'submit_result']);
    expect(calls[1]?.args.action).toBe('skipped');
    expect(calls[1]?.args.summary).toBe(
      'area has no docstring: 1 finding for the author (the built-in policy writes no prose).',
    );
    expect(calls[1]?.args.failed).toBeUndefined();
  });

  it('says a docstring that agrees with its code does', () => {
    const calls = play([{ ...repaired, action: 'unchanged', repairs: [] }]);
    expect(calls[1]?.args.summary).toBe('The docstring of area agrees with the code.');
  });

  it('fails, saying why, when the tool fails or answers with something else', () => {
    const failed = play([{ error: 'geometry.py could not be parsed', code: 'TOOL_001' }]);
    expect(failed[1]?.args.failed).toBe(
      'Could not repair the docstring: geometry.py could not be parsed',
    );
    const garbled = play([{ text: '{"file": "geometry.py", "node' }]);
    expect(garbled[1]?.args.failed).toBe(
      'repair_docstring returned something other than its result',
    );
  });
});
