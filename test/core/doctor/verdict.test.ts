import { describe, expect, it } from 'vitest';
import { TINY_AGENT } from '../../support/tiny-agent.js';
import { judgeOp, type OpCheck } from '../../../src/core/doctor/verdict.js';

const definition = TINY_AGENT;

const base: OpCheck = {
  op: 'tiny',
  model: 'tiny',
  from: "the tiny agent's model",
  served: true,
  fallback: { model: 'functiongemma', served: true },
  listed: ['tiny', 'functiongemma'],
  agent: { ok: true, definition },
};

const replying = (calls: [string, string][], content: string | null = null): OpCheck => ({
  ...base,
  roundTrip: {
    ok: true,
    ms: 7,
    reply: {
      content,
      tool_calls: calls.map(([name, args], i) => ({
        id: `c${i}`,
        type: 'function',
        function: { name, arguments: args },
      })),
    },
  },
});

describe('judgeOp', () => {
  it('is ready when every call names one of the tools with valid arguments', () => {
    expect(
      judgeOp(
        replying([
          ['measure', '{"unit": "cm"}'],
          ['submit_result', '{}'],
        ]),
      ),
    ).toEqual({
      op: 'tiny',
      model: 'tiny',
      served: true,
      calls: ['measure', 'submit_result'],
      argumentsValid: true,
      ms: 7,
    });
  });

  it('judges every call, not only the first', () => {
    expect(
      judgeOp(
        replying([
          ['measure', '{"unit": "cm"}'],
          ['measure', '{"unit": "mm"}'],
        ]),
      ),
    ).toMatchObject({
      argumentsValid: false,
      problem: 'invalid arguments for measure: unit must be equal to one of the allowed values',
    });
    expect(judgeOp(replying([['measure', 'unit=cm']]))).toMatchObject({
      argumentsValid: false,
      problem: expect.stringMatching(/^arguments are not valid JSON/) as unknown,
    });
  });

  it('is not ready on an empty answer, a missing model or an agent that does not load', () => {
    expect(judgeOp(replying([], '  '))).toMatchObject({
      calls: [],
      problem: 'it answered with neither a tool call nor text',
    });
    expect(
      judgeOp({
        ...base,
        served: false,
        listed: ['other'],
        fallback: { model: 'functiongemma', served: false },
      }),
    ).toEqual({
      op: 'tiny',
      model: 'tiny',
      served: false,
      problem:
        "the model 'tiny' (the tiny agent's model) is not on the server, which lists other, " +
        "nor is server.default_model 'functiongemma': the tiny op would fail",
    });
    expect(
      judgeOp({ ...base, agent: { ok: false, message: 'tools.0.name: duplicate tool name' } }),
    ).toMatchObject({ problem: 'the agent does not load: tools.0.name: duplicate tool name' });
  });
});
