import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../src/core/errors.js';
import {
  conclusionFor,
  isOutage,
  parseFailOn,
  parseOnOutage,
  type ConclusionInput,
} from '../../../src/core/publish/fail-on.js';
import { caught } from '../../support/caught.js';

const ok = { status: 'succeeded' as const };
const down = { status: 'failed' as const, error: { code: 'AGENT_002' } };
const clean: ConclusionInput = { ops: [ok], findings: [], suggestions: 0 };
const suggesting: ConclusionInput = { ...clean, suggestions: 2 };
const noticing: ConclusionInput = { ...clean, findings: [{ severity: 'notice' }] };
const erring: ConclusionInput = { ...clean, findings: [{ severity: 'error' }] };

describe('conclusionFor', () => {
  it.each([
    ['none', [clean, suggesting, noticing, erring], ['success', 'success', 'success', 'success']],
    ['error', [clean, suggesting, noticing, erring], ['success', 'success', 'success', 'failure']],
    [
      'findings',
      [clean, suggesting, noticing, erring],
      ['success', 'success', 'failure', 'failure'],
    ],
    [
      'suggestions',
      [clean, suggesting, noticing, erring],
      ['success', 'failure', 'failure', 'failure'],
    ],
  ] as const)('fail-on %s', (failOn, inputs, conclusions) => {
    expect(inputs.map((input) => conclusionFor(failOn, input))).toEqual(conclusions);
  });

  it('ends an outage as on-outage says, whatever fail-on says', () => {
    const outage = { ops: [down], findings: [], suggestions: 0 };
    expect(conclusionFor('none', outage, 'failure')).toBe('failure');
    expect(conclusionFor('suggestions', outage, 'neutral')).toBe('neutral');
    expect(conclusionFor('none', clean, 'failure')).toBe('success');
  });

  it('is neutral, never failure, when every op that ran could not reach the server', () => {
    const outage = {
      ops: [down, down, { status: 'skipped' as const }],
      findings: [],
      suggestions: 0,
    };
    for (const failOn of ['none', 'error', 'findings', 'suggestions'] as const)
      expect(conclusionFor(failOn, outage)).toBe('neutral');
  });

  it('judges a partial outage by what the rest found', () => {
    const partial = {
      ops: [down, ok],
      findings: [{ severity: 'warning' as const }],
      suggestions: 0,
    };
    expect(isOutage(partial.ops)).toBe(false);
    expect(conclusionFor('findings', partial)).toBe('failure');
    expect(conclusionFor('none', partial)).toBe('success');
  });

  it('does not fail on failed ops alone', () => {
    const failing = {
      ops: [{ status: 'failed' as const, error: { code: 'AGENT_003' } }],
      findings: [],
      suggestions: 0,
    };
    expect(conclusionFor('suggestions', failing)).toBe('success');
  });
});

describe('parseFailOn', () => {
  it('reads the four values and defaults an empty input to none', () => {
    expect(['none', 'error', 'findings', ' suggestions', ''].map(parseFailOn)).toEqual([
      'none',
      'error',
      'findings',
      'suggestions',
      'none',
    ]);
  });

  it('quotes a bad value and the expected ones', () => {
    const error = caught(() => parseFailOn('warnings'));
    expect(error).toBeInstanceOf(RemoraError);
    expect(error.code).toBe('CONFIG_001');
    expect(error.message).toBe(
      "fail-on is 'warnings'; expected one of none, error, findings, suggestions",
    );
  });
});

describe('parseOnOutage', () => {
  it('reads both values, defaults an empty input to neutral and quotes a bad one', () => {
    expect(['neutral', ' failure', ''].map(parseOnOutage)).toEqual([
      'neutral',
      'failure',
      'neutral',
    ]);
    const error = caught(() => parseOnOutage('success'));
    expect(error).toBeInstanceOf(RemoraError);
    expect(error.message).toBe("on-outage is 'success'; expected one of neutral, failure");
  });
});
