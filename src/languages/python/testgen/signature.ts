import { z } from 'zod';
import { hasWrapper } from './type-expr.js';

/**
 * What `analyze_signature` reports about one node: the shape both the test
 * and the sample-data agents (and their built-in policies) work from. It
 * reaches a policy as a tool result, so it is parsed with these schemas; keys
 * with nothing to say are left out to keep the result short.
 */

const parameterSchema = z.object({
  name: z.string(),
  kind: z.enum(['positional_only', 'positional', 'keyword_only', 'var_positional', 'var_keyword']),
  annotation: z.string().optional(),
  /** The default's source text; absent when the parameter is required. */
  default: z.string().optional(),
});

const fieldSchema = z.object({
  name: z.string(),
  annotation: z.string().optional(),
  default: z.string().optional(),
});

const typeInfoSchema = z.object({
  kind: z.enum(['dataclass', 'typeddict', 'namedtuple', 'model', 'enum', 'class']),
  /** Bases the analysis could not see into (not in the same file, not a known marker such as Enum). */
  bases: z.array(z.string()).default([]),
  /** For an enum: Enum, IntEnum, StrEnum, Flag or IntFlag (auto() values depend on it). */
  flavor: z.string().optional(),
  /** Constructor fields of record kinds (dataclass, TypedDict, NamedTuple, model), in order. */
  fields: z.array(fieldSchema).default([]),
  /** Enum members with their value's source text. */
  members: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
  /** Parameters of an `__init__` written in the class body (after self). */
  init: z.array(parameterSchema).optional(),
  /** TypedDict's `total=`. */
  total: z.boolean().optional(),
});

const doctestSchema = z.object({
  source: z.string(),
  want: z.string().default(''),
  /** The example's line in the file. */
  line: z.number().int(),
  /** True when the source is a single expression (its value is what doctest shows). */
  expression: z.boolean().default(false),
  /** Set when the source is no Python 3 (a Python 2 `print x`, a typo): doctest fails on it. */
  syntax_error: z.literal(true).optional(),
  /** Doctest directives on the example, e.g. `+SKIP`. */
  options: z.array(z.string()).default([]),
});

export const signatureAnalysisSchema = z.object({
  target: z.object({
    name: z.string(),
    full_name: z.string(),
    kind: z.enum(['function', 'method', 'class', 'file']),
    file: z.string(),
    line: z.number().int(),
  }),
  /** The dotted module to import the target from; null when the file cannot be imported. */
  module: z.string().nullable(),
  module_issue: z.string().optional(),
  /** The definition's header as written (`def f(x: int) -> int`). */
  signature: z.string().default(''),
  is_async: z.boolean().default(false),
  is_generator: z.boolean().default(false),
  decorators: z.array(z.string()).default([]),
  method_kind: z.enum(['instance', 'static', 'class', 'property']).optional(),
  /** For a method, the dotted name of its class. */
  owner: z.string().optional(),
  /** Parameters without a method's self/cls. */
  parameters: z.array(parameterSchema).default([]),
  returns: z.string().optional(),
  /**
   * Set when the function returns no value on any path (no `return` with a
   * value, no `yield`, not async): a call of it shows only what it prints.
   */
  returns_nothing: z.literal(true).optional(),
  doctests: z.array(doctestSchema).default([]),
  /** Module-level names of the target's file that the doctests use. */
  module_names: z.array(z.string()).default([]),
  /** Why calling the target may do more than compute a value (print, open, assigning to a parameter, ...). */
  side_effects: z.array(z.string()).default([]),
  /** Classes of the same file that the annotations (or the owner) refer to, by dotted name. */
  types: z.record(z.string(), typeInfoSchema).default({}),
});

export type Parameter = z.infer<typeof parameterSchema>;
export type FieldInfo = z.infer<typeof fieldSchema>;
export type TypeInfo = z.infer<typeof typeInfoSchema>;
export type DoctestExample = z.infer<typeof doctestSchema>;
export type SignatureAnalysis = z.infer<typeof signatureAnalysisSchema>;
export type TypeTable = Readonly<Record<string, TypeInfo>>;

/** Parses a tool result as an analysis; undefined when it is not one (an error, or truncated). */
export function tryParseAnalysis(value: unknown): SignatureAnalysis | undefined {
  const parsed = signatureAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The parameters a caller must pass: no default, not `*args`/`**kwargs`. */
export function requiredParameters(parameters: readonly Parameter[]): Parameter[] {
  return parameters.filter(
    (p) => p.default === undefined && p.kind !== 'var_positional' && p.kind !== 'var_keyword',
  );
}

/** The parameters that build a class's instances: its record fields, else its `__init__`'s. */
export function constructorParameters(info: TypeInfo): Parameter[] | undefined {
  // A base from elsewhere may add fields or its own __init__: the constructor is not all visible.
  if (info.kind === 'enum' || info.bases.length > 0) return undefined;
  if (info.init) return info.init;
  if (info.kind === 'class') return [];
  return info.fields.map((field) => ({
    name: field.name,
    kind: 'keyword_only' as const,
    ...(field.annotation !== undefined ? { annotation: field.annotation } : {}),
    ...(field.default !== undefined ? { default: field.default } : {}),
  }));
}

/** True for a TypedDict key that may be left out (total=False, or NotRequired[...]). */
export function isOptionalKey(info: TypeInfo, annotation: string): boolean {
  return info.total === false
    ? !hasWrapper(annotation, ['Required'])
    : hasWrapper(annotation, ['NotRequired']);
}
