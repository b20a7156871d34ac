import { describe, expect, it } from 'vitest';
import { lintPolicy } from '../../../src/core/policies/lint-policy.js';
import { policyReply } from '../../../src/core/policies/policy.js';
import type { ChatMessage } from '../../../src/core/runner/messages.js';

/** Plays the policy against scripted tool results, as the runner would. */
function play(results: unknown[]): { calls: string[]; transcript: ChatMessage[] } {
  const transcript: ChatMessage[] = [
    { role: 'system', content: 'lint' },
    { role: 'user', content: 'node' },
  ];
  const calls: string[] = [];
  for (let turn = 0; turn < 10; turn++) {
    const reply = policyReply(transcript, lintPolicy(transcript));
    transcript.push({ role: 'assistant', content: reply.content, tool_calls: reply.tool_calls });
    for (const call of reply.tool_calls) {
      calls.push(`${call.function.name} ${call.function.arguments}`);
      if (call.function.name === 'submit_result') return { calls, transcript };
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

const issue = (code: string, line: number, fixable: boolean) => ({
  code,
  line,
  column: 1,
  message: code,
  fixable,
});

describe('lintPolicy', () => {
  it('checks, fixes each safe issue with a re-check in between, then submits', () => {
    const { calls, transcript } = play([
      { issues: [issue('E401', 2, true), issue('F841', 5, false), issue('I001', 1, true)] },
      { applied: true, file: 'a.py' },
      { issues: [issue('F841', 4, false), issue('I001', 1, true)] },
      { applied: true, file: 'a.py' },
      { issues: [issue('F841', 4, false)] },
    ]);
    expect(calls).toEqual([
      'run_linter {"check_only":true}',
      'apply_fix {"issue_code":"E401","line_number":2}',
      'run_linter {"check_only":true}',
      'apply_fix {"issue_code":"I001","line_number":1}',
      'run_linter {"check_only":true}',
      'submit_result {"summary":"Fixed 2 issues (E401, I001); 1 remaining (F841).","issues_fixed":2,"issues_remaining":1,"changed_files":["a.py"]}',
    ]);
    // Ids are numbered by turn: the same inputs give the same transcript.
    expect(transcript[2]).toMatchObject({ tool_calls: [{ id: 'call_1_1' }] });
  });

  it('does not retry a fix the tool refused, and reports a clean node', () => {
    expect(
      play([
        { issues: [issue('UP008', 3, true)] },
        { error: 'no safe fix' },
        { issues: [issue('UP008', 3, true)] },
      ]).calls.at(-1),
    ).toBe(
      'submit_result {"summary":"Fixed 0 issues; 1 remaining (UP008).","issues_fixed":0,"issues_remaining":1,"changed_files":[]}',
    );
    expect(play([{ issues: [] }]).calls).toEqual([
      'run_linter {"check_only":true}',
      'submit_result {"summary":"No lint issues in this node.","issues_fixed":0,"issues_remaining":0,"changed_files":[]}',
    ]);
  });
});
