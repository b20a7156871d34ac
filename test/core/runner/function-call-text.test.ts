import { describe, expect, it } from 'vitest';
import { readFunctionCalls } from '../../../src/core/runner/function-call-text.js';
import { readReplyToolCalls } from '../../../src/core/runner/reply-calls.js';

const call = (name: string, args: string): string =>
  `<start_function_call>call:${name}${args}<end_function_call>`;

describe('readFunctionCalls', () => {
  it('reads calls whose strings hold the markers, braces and quotes that end a call', () => {
    const text = call('write', '{"s": "}<end_function_call>{\\"", "n": [1, {"a": null}]}');
    expect(readFunctionCalls(text)).toEqual({
      calls: [{ name: 'write', arguments: { s: '}<end_function_call>{"', n: [1, { a: null }] } }],
      text: '',
      problems: [],
    });
  });

  it('keeps the text around the calls, without the tokens that end a turn', () => {
    const read = readFunctionCalls(
      `I will lint.${call('run_linter', '{}')}${call('read_current_file', '{}')}<end_of_turn>`,
    );
    expect(read.calls.map((c) => c.name)).toEqual(['run_linter', 'read_current_file']);
    expect(read.text).toBe('I will lint.');
  });

  it('reads calls whose markers a server dropped, and a last call without its end marker', () => {
    expect(readFunctionCalls('call:a{"x": 1}call:b{"y": "2"}').calls).toEqual([
      { name: 'a', arguments: { x: 1 } },
      { name: 'b', arguments: { y: '2' } },
    ]);
    expect(readFunctionCalls('<start_function_call>call:a{"x": true}<end_of_turn>').calls).toEqual([
      { name: 'a', arguments: { x: true } },
    ]);
    expect(readFunctionCalls('Text that mentions call:a{} midway').calls).toEqual([]);
  });

  it('names what it cannot read, and reads no call from it', () => {
    expect(readFunctionCalls(call('a', '{"x": }')).problems[0]).toMatch(
      /^the arguments of a are not valid JSON/,
    );
    expect(readFunctionCalls('<start_function_call>call:a{"x": 1').problems).toEqual([
      'the arguments of a are not a complete JSON object',
    ]);
    expect(readFunctionCalls('<start_function_call>call:a[1]').problems).toEqual([
      'the call of a does not go on with a JSON object of arguments',
    ]);
    expect(readFunctionCalls('<start_function_call>a{}').calls).toEqual([]);
  });

  it('reads -0 as 0, as JSON.stringify writes it', () => {
    const [read] = readFunctionCalls(call('a', '{"x": -0.0, "y": [-0]}')).calls;
    expect(Object.is(read?.arguments.x, 0)).toBe(true);
    expect(Object.is((read?.arguments.y as number[])[0], 0)).toBe(true);
  });
});

describe('readReplyToolCalls', () => {
  it('takes the calls from the text when the server returned them wrong, `{}` arguments and all', () => {
    const reply = readReplyToolCalls(
      {
        content: call('apply_fix', '{"issue_code": "F401", "line_number": 3}'),
        tool_calls: [
          { id: 'x', type: 'function', function: { name: 'apply_fix', arguments: '{}' } },
        ],
      },
      2,
    );
    expect(reply).toEqual({
      content: null,
      tool_calls: [
        {
          id: 'call_2_1',
          type: 'function',
          function: { name: 'apply_fix', arguments: '{"issue_code":"F401","line_number":3}' },
        },
      ],
    });
  });

  it('keeps the server’s calls when the text holds none', () => {
    const sent = {
      content: 'done',
      tool_calls: [
        { id: 'x', type: 'function' as const, function: { name: 'a', arguments: '{}' } },
      ],
      finish_reason: 'tool_calls',
    };
    expect(readReplyToolCalls(sent, 1)).toBe(sent);
  });
});
