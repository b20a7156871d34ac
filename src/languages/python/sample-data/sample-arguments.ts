import { requiredParameters, type Parameter, type TypeTable } from '../testgen/signature.js';
import { parseAnnotation } from '../testgen/type-expr.js';
import type { FixtureValue } from './fixture-value.js';
import { sampleValue } from './generate.js';
import type { CaseName } from './scalars.js';

/** Arguments for one case: every parameter that can be sampled; required ones must be. */
export function sampleArguments(
  parameters: readonly Parameter[],
  variant: CaseName,
  types: TypeTable,
  /** Where the normal variants start: a method's arguments follow its instance's. */
  firstIndex = 0,
): { ok: true; args: [string, FixtureValue][]; omitted: string[] } | { ok: false; reason: string } {
  const required = new Set(requiredParameters(parameters).map((p) => p.name));
  const args: [string, FixtureValue][] = [];
  const omitted: string[] = [];
  for (const [index, parameter] of parameters.entries()) {
    if (parameter.kind === 'var_positional' || parameter.kind === 'var_keyword') continue;
    // Each parameter takes the next normal variant, so `add(a, b)` gets two different numbers.
    const generated =
      parameter.annotation === undefined
        ? { ok: false as const, reason: `${parameter.name} has no annotation` }
        : sampleValue(parseAnnotation(parameter.annotation), variant, types, firstIndex + index);
    if (generated.ok) args.push([parameter.name, generated.value]);
    else if (required.has(parameter.name))
      return { ok: false, reason: generated.ok ? '' : prefixed(parameter, generated.reason) };
    else omitted.push(parameter.name);
  }
  return { ok: true, args, omitted };
}

function prefixed(parameter: Parameter, reason: string): string {
  return reason.startsWith(parameter.name) ? reason : `${parameter.name}: ${reason}`;
}
