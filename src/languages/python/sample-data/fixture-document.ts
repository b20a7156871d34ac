import {
  constructorParameters,
  type Parameter,
  type SignatureAnalysis,
} from '../testgen/signature.js';
import {
  printable,
  renderJson,
  renderYaml,
  toJson,
  type FixtureValue,
  type JsonValue,
  type Printable,
} from './fixture-value.js';
import { sampleArguments } from './sample-arguments.js';
import { CASES } from './scalars.js';

/** Identifies the layout of fixture files, so a loader can check what it reads. */
export const FIXTURE_FORMAT = 'remora.sample_data/v1';

export type FixtureFormat = 'json' | 'yaml';

/** Cases of arguments by case name, each argument by parameter name, in order. */
export type FixtureCases = [string, [string, FixtureValue][]][];

/** The parameters sample data is made for: a callable's, or a class's constructor's. */
export function targetParameters(
  analysis: SignatureAnalysis,
): { ok: true; parameters: Parameter[] } | { ok: false; reason: string } {
  if (analysis.target.kind !== 'class') return { ok: true, parameters: analysis.parameters };
  const info = analysis.types[analysis.target.full_name];
  if (!info)
    return { ok: false, reason: `no constructor information for ${analysis.target.full_name}` };
  if (info.kind === 'enum')
    return {
      ok: false,
      reason: `${analysis.target.full_name} is an enum: its members are its sample data`,
    };
  const parameters = constructorParameters(info);
  if (!parameters)
    return {
      ok: false,
      reason: `the constructor of ${analysis.target.full_name} is not all visible (it inherits from ${info.bases.join(', ')})`,
    };
  return { ok: true, parameters };
}

/**
 * The normal, edge and extreme cases for a target from its annotations.
 * Parameters with defaults whose type cannot be sampled are left out (and
 * named); a required one makes the whole target unsupported.
 */
export function generateCases(
  analysis: SignatureAnalysis,
): { ok: true; cases: FixtureCases; omitted: string[] } | { ok: false; reason: string } {
  const target = targetParameters(analysis);
  if (!target.ok) return target;
  if (target.parameters.every((p) => p.kind === 'var_positional' || p.kind === 'var_keyword')) {
    return { ok: false, reason: `${analysis.target.full_name} takes no named parameters` };
  }
  const cases: FixtureCases = [];
  const omitted = new Set<string>();
  for (const name of CASES) {
    const generated = sampleArguments(target.parameters, name, analysis.types);
    if (!generated.ok) return { ok: false, reason: generated.reason };
    generated.omitted.forEach((p) => omitted.add(p));
    cases.push([name, generated.args]);
  }
  // A parameter left out of one case is left out of all, so every case has the same keys.
  const uniform: FixtureCases = cases.map(([name, args]) => [
    name,
    args.filter(([param]) => !omitted.has(param)),
  ]);
  // Cases that are all alike sample nothing: no fixture rather than one that says nothing.
  const [first, ...others] = uniform.map(([, args]) => JSON.stringify(args));
  if (others.every((other) => other === first))
    return {
      ok: false,
      reason: `every case of ${analysis.target.full_name} would be the same${
        omitted.size > 0 ? ` (${[...omitted].join(', ')} cannot be sampled)` : ''
      }`,
    };
  return { ok: true, cases: uniform, omitted: [...omitted] };
}

/** Cases as the plain JSON a tool call carries. */
export function casesToJson(cases: FixtureCases): Record<string, Record<string, JsonValue>> {
  return Object.fromEntries(
    cases.map(([name, args]) => [
      name,
      Object.fromEntries(args.map(([param, value]) => [param, toJson(value)])),
    ]),
  );
}

/**
 * A fixture file's text: format marker, target, each parameter's annotation,
 * then the cases. The same cases always give the same bytes.
 */
export function renderFixture(
  target: string,
  parameters: readonly Parameter[],
  cases: FixtureCases,
  format: FixtureFormat,
): string {
  const used = parameters.filter((p) =>
    cases.some(([, args]) => args.some(([name]) => name === p.name)),
  );
  const tree: Printable = {
    kind: 'object',
    entries: [
      ['format', { kind: 'scalar', text: JSON.stringify(FIXTURE_FORMAT) }],
      ['target', { kind: 'scalar', text: JSON.stringify(target) }],
      [
        'parameters',
        {
          kind: 'object',
          entries: used.map((p) => [
            p.name,
            { kind: 'scalar', text: JSON.stringify(p.annotation ?? '') },
          ]),
        },
      ],
      [
        'cases',
        {
          kind: 'object',
          entries: cases.map(([name, args]) => [
            name,
            { kind: 'object', entries: args.map(([param, value]) => [param, printable(value)]) },
          ]),
        },
      ],
    ],
  };
  return format === 'json' ? `${renderJson(tree)}\n` : renderYaml(tree);
}
