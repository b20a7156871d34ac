import { parseAnnotation, type LiteralValue, type TypeExpr } from '../testgen/type-expr.js';
import {
  constructorParameters,
  isOptionalKey,
  type TypeInfo,
  type TypeTable,
} from '../testgen/signature.js';
import type { FixtureValue } from './fixture-value.js';
import { enumMembers } from './enum-values.js';
import { scalarSample, type CaseName } from './scalars.js';
import { describe } from '../testgen/type-text.js';

/** A generated value, or why none could be made for the type. */
export type Generated = { ok: true; value: FixtureValue } | { ok: false; reason: string };

interface GenerateContext {
  types: TypeTable;
  /** Classes being expanded, to stop on recursive types. */
  stack: readonly string[];
}

const fail = (reason: string): Generated => ({ ok: false, reason });
const ok = (value: FixtureValue): Generated => ({ ok: true, value });

/** One sample value of a type for a case; `index` varies the normal case between siblings. */
export function sampleValue(
  type: TypeExpr,
  variant: CaseName,
  types: TypeTable,
  index = 0,
): Generated {
  return generate(type, variant, { types, stack: [] }, index);
}

function generate(
  type: TypeExpr,
  variant: CaseName,
  context: GenerateContext,
  index: number,
): Generated {
  switch (type.kind) {
    case 'none':
      return ok({ kind: 'none' });
    case 'literal':
      return literalSample(type.values, variant, context);
    case 'union':
      return unionSample(type.options, variant, context, index);
    case 'name':
      return namedSample(type, variant, context, index);
    default:
      return fail(`cannot make a value of ${describe(type)}`);
  }
}

function namedSample(
  type: Extract<TypeExpr, { kind: 'name' }>,
  variant: CaseName,
  context: GenerateContext,
  index: number,
): Generated {
  const scalar = type.args.length === 0 ? scalarSample(type.name, variant, index) : undefined;
  if (scalar) return ok(scalar);
  switch (type.name) {
    case 'list':
    case 'set':
    case 'frozenset':
      return sequenceSample(type, variant, context);
    case 'tuple':
      return tupleSample(type.args, variant, context, index);
    case 'dict':
      return dictSample(type.args, variant, context);
  }
  const info = context.types[type.name];
  if (info) return classSample(type.name, info, variant, context, index);
  return fail(`cannot make a value of ${describe(type)}`);
}

function sequenceSample(
  type: Extract<TypeExpr, { kind: 'name' }>,
  variant: CaseName,
  context: GenerateContext,
): Generated {
  const element = type.args[0];
  if (!element) return fail(`${type.name} needs an item type (e.g. ${type.name}[int])`);
  const kind = type.name === 'list' ? 'list' : 'set';
  if (variant === 'edge') return ok({ kind, items: [] });
  const plan: [CaseName, number][] =
    variant === 'normal'
      ? [
          ['normal', 0],
          ['normal', 1],
          ['normal', 2],
        ]
      : [
          ['extreme', 0],
          ['edge', 0],
        ];
  const items: FixtureValue[] = [];
  for (const [itemCase, itemIndex] of plan) {
    const item = generate(element, itemCase, context, itemIndex);
    if (!item.ok) return recursionStop(item, kind);
    if (kind === 'list' || !items.some((seen) => same(seen, item.value))) items.push(item.value);
  }
  return ok({ kind, items });
}

/** A recursive type ends in an empty container rather than failing. */
function recursionStop(
  failure: Extract<Generated, { ok: false }>,
  kind: 'list' | 'set',
): Generated {
  return failure.reason.includes('recursive type') ? ok({ kind, items: [] }) : failure;
}

function tupleSample(
  args: TypeExpr[],
  variant: CaseName,
  context: GenerateContext,
  index: number,
): Generated {
  if (args.length === 2 && args[1]?.kind === 'ellipsis') {
    const asList = sequenceSample(
      { kind: 'name', name: 'list', args: [args[0] as TypeExpr] },
      variant,
      context,
    );
    return asList.ok && asList.value.kind === 'list'
      ? ok({ kind: 'tuple', items: asList.value.items })
      : asList;
  }
  if (args.length === 0) return fail('tuple needs item types (e.g. tuple[int, str])');
  if (
    args.length === 1 &&
    args[0]?.kind === 'name' &&
    args[0].name === 'tuple' &&
    args[0].args.length === 0
  )
    return ok({ kind: 'tuple', items: [] });
  const items: FixtureValue[] = [];
  for (const [i, arg] of args.entries()) {
    const item = generate(arg, variant, context, index + i);
    if (!item.ok) return item;
    items.push(item.value);
  }
  return ok({ kind: 'tuple', items });
}

function dictSample(args: TypeExpr[], variant: CaseName, context: GenerateContext): Generated {
  const [keyType, valueType] = args;
  if (!keyType || !valueType) return fail('dict needs key and value types (e.g. dict[str, int])');
  if (variant === 'edge') return ok({ kind: 'dict', entries: [] });
  const plan: [CaseName, CaseName, number][] =
    variant === 'normal'
      ? [
          ['normal', 'normal', 0],
          ['normal', 'normal', 1],
        ]
      : [
          ['edge', 'extreme', 0],
          ['extreme', 'edge', 0],
        ];
  const entries: [FixtureValue, FixtureValue][] = [];
  for (const [keyCase, valueCase, i] of plan) {
    const key = generate(keyType, keyCase, context, i);
    const item = generate(valueType, valueCase, context, i);
    if (!key.ok) return key;
    if (!item.ok)
      return item.reason.includes('recursive type') ? ok({ kind: 'dict', entries: [] }) : item;
    if (!isHashable(key.value)) return fail(`dict keys of ${describe(keyType)} are not hashable`);
    if (!entries.some(([seen]) => same(seen, key.value))) entries.push([key.value, item.value]);
  }
  return ok({ kind: 'dict', entries });
}

function unionSample(
  options: TypeExpr[],
  variant: CaseName,
  context: GenerateContext,
  index: number,
): Generated {
  const values = options.filter((o) => o.kind !== 'none');
  const optional = values.length < options.length;
  if (variant === 'edge' && optional) return ok({ kind: 'none' });
  // normal: the first option; edge: the second option's edge; extreme: the last option's extreme.
  const pick =
    variant === 'normal'
      ? values[0]
      : variant === 'edge'
        ? (values[1] ?? values[0])
        : values.at(-1);
  if (!pick) return ok({ kind: 'none' });
  const generated = generate(pick, variant, context, index);
  if (!generated.ok && optional && generated.reason.includes('recursive type'))
    return ok({ kind: 'none' });
  return generated;
}

function literalSample(
  values: LiteralValue[],
  variant: CaseName,
  context: GenerateContext,
): Generated {
  const value = variant === 'normal' ? values[0] : values.at(-1);
  if (!value) return fail('an empty Literal');
  switch (value.type) {
    case 'none':
      return ok({ kind: 'none' });
    case 'bytes':
      return ok({ kind: 'bytes', value: [...value.value].map((c) => c.charCodeAt(0)) });
    case 'member': {
      const info = context.types[value.owner];
      const member = info && enumMembers(info).find((m) => m.name === value.member);
      return member
        ? ok({ kind: 'enum', type: value.owner, member: member.name, value: member.value })
        : fail(`unknown enum member ${value.owner}.${value.member}`);
    }
    default:
      return ok({ kind: value.type, value: value.value } as FixtureValue);
  }
}

function classSample(
  name: string,
  info: TypeInfo,
  variant: CaseName,
  context: GenerateContext,
  index: number,
): Generated {
  if (info.kind === 'enum') {
    const members = enumMembers(info);
    const member =
      variant === 'normal' ? members[index % Math.max(members.length, 1)] : members.at(-1);
    if (!member) return fail(`enum ${name} has no member with a literal value`);
    return ok({ kind: 'enum', type: name, member: member.name, value: member.value });
  }
  const parameters = constructorParameters(info);
  if (!parameters)
    return fail(
      `the constructor of ${name} is not all visible (it inherits from ${info.bases.join(', ')})`,
    );
  if (context.stack.includes(name)) return fail(`recursive type ${name}`);
  const inner: GenerateContext = { ...context, stack: [...context.stack, name] };
  const fields: [string, FixtureValue][] = [];
  for (const [i, parameter] of parameters.entries()) {
    if (parameter.kind === 'var_positional' || parameter.kind === 'var_keyword') continue;
    const optional =
      parameter.default !== undefined ||
      (info.kind === 'typeddict' && isOptionalKey(info, parameter.annotation ?? ''));
    const generated =
      parameter.annotation === undefined
        ? fail(`${name}.${parameter.name} has no annotation`)
        : generate(parseAnnotation(parameter.annotation), variant, inner, index + i);
    if (generated.ok) fields.push([parameter.name, generated.value]);
    else if (!optional)
      return fail(
        generated.reason.startsWith(name)
          ? generated.reason
          : `${name}.${parameter.name}: ${generated.reason}`,
      );
  }
  return ok({ kind: 'record', type: name, record: info.kind, fields });
}

function isHashable(value: FixtureValue): boolean {
  if (value.kind === 'list' || value.kind === 'set' || value.kind === 'dict') return false;
  if (value.kind === 'tuple') return value.items.every(isHashable);
  return value.kind !== 'record' || value.record === 'namedtuple';
}

function same(a: FixtureValue, b: FixtureValue): boolean {
  // bool and int are equal in Python when their numbers are (True == 1).
  const number = (v: FixtureValue): number | undefined =>
    v.kind === 'bool'
      ? Number(v.value)
      : v.kind === 'int' || v.kind === 'float'
        ? v.value
        : undefined;
  const [x, y] = [number(a), number(b)];
  if (x !== undefined && y !== undefined) return x === y;
  return JSON.stringify(a) === JSON.stringify(b);
}
