import type { FixtureValue } from './fixture-value.js';

/** The three sample cases, in the order fixture files list them. */
export const CASES = ['normal', 'edge', 'extreme'] as const;
export type CaseName = (typeof CASES)[number];

/**
 * Fixed sample values per scalar type: `normal` has three variants so a list
 * shows distinct items; `edge` is the empty or zero value; `extreme` the
 * largest or strangest one a JSON file can still carry faithfully (ints stop
 * at 2**53 - 1 so every JSON reader keeps them exact).
 */
interface ScalarSamples {
  normal: readonly FixtureValue[];
  edge: FixtureValue;
  extreme: FixtureValue;
}

const int = (value: number): FixtureValue => ({ kind: 'int', value });
const float = (value: number): FixtureValue => ({ kind: 'float', value });
const str = (value: string): FixtureValue => ({ kind: 'str', value });
const bool = (value: boolean): FixtureValue => ({ kind: 'bool', value });
const bytes = (text: string): FixtureValue => ({
  kind: 'bytes',
  value: [...text].map((c) => c.charCodeAt(0)),
});

export const SCALARS: Readonly<Record<string, ScalarSamples>> = {
  int: { normal: [int(42), int(7), int(13)], edge: int(0), extreme: int(Number.MAX_SAFE_INTEGER) },
  float: {
    normal: [float(3.14), float(2.5), float(0.125)],
    edge: float(0),
    extreme: float(Number.MAX_VALUE),
  },
  str: {
    normal: [str('alpha'), str('beta'), str('gamma')],
    edge: str(''),
    extreme: str('Ünïcödé ✓ 🐍 "quoted" \\ line\nbreak\ttab'),
  },
  bool: { normal: [bool(true), bool(false), bool(true)], edge: bool(false), extreme: bool(true) },
  bytes: {
    normal: [bytes('hello'), bytes('world'), bytes('remora')],
    edge: bytes(''),
    extreme: bytes('\x00\xff\x80\n'),
  },
};

/** The scalar sample for a case; `index` picks among the normal variants. */
export function scalarSample(
  type: string,
  variant: CaseName,
  index: number,
): FixtureValue | undefined {
  const samples = SCALARS[type];
  if (!samples) return undefined;
  if (variant !== 'normal') return samples[variant];
  return samples.normal[index % samples.normal.length];
}
