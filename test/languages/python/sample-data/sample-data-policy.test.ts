import { describe, expect, it } from 'vitest';
import { pythonSampleDataPolicy as sampleDataPolicy } from '../../../../src/languages/python/sample-data/policy.js';
import { play } from '../testgen/policy-harness.js';

const ANALYSIS = {
  target: { name: 'resize', full_name: 'resize', kind: 'function', file: 'img/ops.py', line: 1 },
  module: 'img.ops',
  parameters: [
    { name: 'size', kind: 'positional', annotation: 'tuple[int, int]' },
    {
      name: 'callback',
      kind: 'keyword_only',
      annotation: 'Callable[[], None] | None',
      default: 'None',
    },
  ],
};

describe("Python's sample-data policy", () => {
  it('analyses, writes normal, edge and extreme cases, and submits the file', () => {
    const written = {
      path: 'tests/fixtures/ops/resize.json',
      format: 'json',
      cases: ['normal', 'edge', 'extreme'],
      parameters: ['size', 'callback'],
    };
    const { calls, submitted } = play(sampleDataPolicy, [ANALYSIS, written]);
    expect(calls.map((c) => c.tool)).toEqual([
      'analyze_signature',
      'write_fixture_file',
      'submit_result',
    ]);
    expect(calls[1]?.args).toEqual({
      fixtures: {
        normal: { size: [42, 7] },
        edge: { size: [0, 0] },
        extreme: { size: [9007199254740991, 9007199254740991] },
      },
    });
    expect(submitted).toEqual({
      summary:
        'Wrote 3 sample cases (normal, edge, extreme) for resize to tests/fixtures/ops/resize.json as JSON. Left out callback (defaults kept; no sample value for their annotation).',
      fixtures_generated: 3,
      changed_files: ['tests/fixtures/ops/resize.json'],
    });
  });

  it('skips with the reason when a required parameter cannot be sampled, or the write fails', () => {
    const untyped = { ...ANALYSIS, parameters: [{ name: 'event', kind: 'positional' }] };
    expect(play(sampleDataPolicy, [untyped]).submitted).toEqual({
      summary: 'Skipped: event has no annotation.',
      fixtures_generated: 0,
      changed_files: [],
      skipped: 'event has no annotation',
    });
    expect(
      play(sampleDataPolicy, [
        ANALYSIS,
        { error: 'fixtures.edge.size[0]: expected an int, got "0"', code: 'TOOL_001' },
      ]).submitted.skipped,
    ).toBe(
      'the fixture file could not be written (fixtures.edge.size[0]: expected an int, got "0")',
    );
  });
});
