import { describe, expect, it } from 'vitest';
import { lintPolicy } from '../../../src/ops/lint/policy.js';
import { policyReply } from '../../../src/core/runner/policy.js';
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
  it('checks, applies every safe fix in one call, then submits what was fixed and what remains', () => {
    const { calls, transcript } = play([
      {
        file: 'a.py',
        issues: [issue('E401', 2, true), issue('F841', 5, false), issue('I001', 1, true)],
        total: 3,
      },
      { file: 'a.py', fixed: ['E401', 'I001'], issues: [issue('F841', 4, false)], total: 1 },
    ]);
    expect(calls).toEqual([
      'run_linter {"check_only":true}',
      'run_linter {"check_only":false}',
      'submit_result {"summary":"Fixed 2 issues (E401, I001); 1 remaining (F841).","issues_fixed":2,"issues_remaining":1,"changed_files":["a.py"]}',
    ]);
    // Ids are numbered by turn: the same inputs give the same transcript.
    expect(transcript[2]).toMatchObject({ tool_calls: [{ id: 'call_1_1' }] });
  });

  it('takes three turns however many findings there are', () => {
    const many = Array.from({ length: 40 }, (_, i) => issue('UP004', i + 1, true));
    expect(
      play([
        { file: 'conf.py', issues: many, total: 40 },
        { file: 'conf.py', fixed: many.map((i) => i.code), issues: [], total: 0 },
      ]).calls,
    ).toHaveLength(3);
  });

  it('submits a clean node, and nothing fixable, after one check', () => {
    expect(play([{ file: 'a.py', issues: [], total: 0 }]).calls).toEqual([
      'run_linter {"check_only":true}',
      'submit_result {"summary":"No lint issues in this node.","issues_fixed":0,"issues_remaining":0,"changed_files":[]}',
    ]);
    expect(play([{ file: 'a.py', issues: [issue('F841', 3, false)], total: 1 }]).calls.at(-1)).toBe(
      'submit_result {"summary":"Fixed 0 issues; 1 remaining (F841).","issues_fixed":0,"issues_remaining":1,"changed_files":[]}',
    );
  });
});
