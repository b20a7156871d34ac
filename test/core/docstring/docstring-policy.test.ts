import { describe, expect, it } from 'vitest';
import { docstringPolicy } from '../../../src/core/policies/docstring-policy.js';
import { BUILTIN_POLICIES } from '../../../src/core/policies/index.js';
import { policyReply } from '../../../src/core/policies/policy.js';
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

const EMPTY = { params: [], returns: null, yields: null, raises: [], attributes: [] };
const noDocstring = {
  node: 'area',
  has_docstring: false,
  docstring: null,
  summary: null,
  description: null,
  other_sections: [],
  detected_style: null,
  style: 'numpy',
  documented: EMPTY,
};
const hints = {
  name: 'area',
  node_type: 'function',
  class_name: null,
  is_async: false,
  decorators: [],
  params: [{ name: 'width', kind: 'positional', annotation: 'float', default: null }],
  returns: 'float',
  returns_value: true,
  single_return: 'width * width',
  is_generator: false,
  yields: null,
  raises: [],
  attributes: [],
  base_classes: [],
};

describe('docstringPolicy', () => {
  it('is the built-in policy of docstring_agent', () => {
    expect(BUILTIN_POLICIES.get('docstring_agent')).toBe(docstringPolicy);
  });

  it('reads, writes one docstring in the project style, then submits added', () => {
    const calls = play([noDocstring, hints, { file: 'geo.py', action: 'added' }]);
    expect(calls).toEqual([
      { tool: 'read_current_docstring', args: {} },
      { tool: 'read_type_hints', args: {} },
      {
        tool: 'write_docstring',
        args: {
          style: 'numpy',
          docstring:
            'Return width * width.\n\nParameters\n----------\nwidth : float\n    The width.\n\nReturns\n-------\nfloat\n    The area.',
        },
      },
      {
        tool: 'submit_result',
        args: {
          summary: 'Added a numpy-style docstring to area.',
          action: 'added',
          changed_files: ['geo.py'],
        },
      },
    ]);
  });

  it('skips a docstring that already covers the parameters and the return', () => {
    const documented = {
      ...noDocstring,
      has_docstring: true,
      summary: 'Square it.',
      documented: {
        ...EMPTY,
        params: [{ name: 'width', type: null, description: 'W.' }],
        returns: { name: '', type: null, description: 'A.' },
      },
    };
    expect(play([documented, hints]).at(-1)).toEqual({
      tool: 'submit_result',
      args: {
        summary: 'The docstring of area already documents its parameters and return value.',
        action: 'skipped',
        changed_files: [],
      },
    });
  });

  it('updates a partial docstring, keeping its summary, and says what it added', () => {
    const partial = {
      ...noDocstring,
      has_docstring: true,
      docstring: 'Square it.',
      summary: 'Square it.',
    };
    const calls = play([partial, hints, { file: 'geo.py', action: 'updated' }]);
    expect(String(calls[2]?.args.docstring)).toMatch(/^Square it\.\n\nParameters/);
    expect(calls.at(-1)?.args).toEqual({
      summary: 'Updated the docstring of area: documented parameter width and return value.',
      action: 'updated',
      changed_files: ['geo.py'],
    });
  });

  it('submits skipped, with the reason, when a tool fails', () => {
    expect(
      play([{ error: 'area is no longer in geo.py', code: 'TOOL_001' }, hints]).at(-1)?.args,
    ).toEqual({
      summary: 'Could not read this node: area is no longer in geo.py',
      action: 'skipped',
      changed_files: [],
    });
    expect(
      play([noDocstring, hints, { error: 'this project writes google-style docstrings' }]).at(-1)
        ?.args,
    ).toMatchObject({
      summary: 'Could not write the docstring of area: this project writes google-style docstrings',
      action: 'skipped',
    });
  });
});
