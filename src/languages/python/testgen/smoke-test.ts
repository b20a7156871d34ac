import type { FixtureValue } from '../sample-data/fixture-value.js';
import { sampleArguments } from '../sample-data/sample-arguments.js';
import { testNameStem, type GeneratedTest } from './generated-test.js';
import { pythonValue, rootName } from './python-source.js';
import {
  constructorParameters,
  requiredParameters,
  type Parameter,
  type SignatureAnalysis,
  type TypeTable,
} from './signature.js';
import { parseAnnotation, type TypeExpr } from './type-expr.js';

/** Decorators that leave a call doing what the body shows. */
const HARMLESS_DECORATORS =
  /^(staticmethod|classmethod|property|(functools\.)?(cache|lru_cache|cached_property)(\(.*\))?|(typing\.)?(final|override))$/s;
const BUILTIN_CHECKS: Record<string, string[]> = {
  int: ['int'],
  float: ['int', 'float'],
  str: ['str'],
  bytes: ['bytes'],
  bool: ['bool'],
  list: ['list'],
  dict: ['dict'],
  tuple: ['tuple'],
  set: ['set'],
  frozenset: ['frozenset'],
};

/**
 * A call of the target with sample arguments for its required parameters
 * (the normal case of the sample-data generator), checking the result's type
 * where the return annotation can be checked at runtime. Only for targets
 * whose body shows no side effects and whose arguments (and, for a method,
 * instance) can be built from annotations alone.
 */
export function smokeTest(
  analysis: SignatureAnalysis,
): { test: GeneratedTest } | { reason: string } {
  const why = refusal(analysis);
  if (why) return { reason: why };
  const names = new Set<string>();
  const receiver = receiverOf(analysis, names);
  if ('reason' in receiver) return receiver;
  const isClass = analysis.target.kind === 'class';
  const parameters = isClass
    ? (constructorParameters(
        analysis.types[analysis.target.full_name] ?? {
          kind: 'class',
          bases: ['?'],
          fields: [],
          members: [],
        },
      ) ?? [])
    : analysis.parameters;
  const args = sampleArguments(
    requiredParameters(parameters),
    'normal',
    analysis.types,
    analysis.method_kind === 'instance' ? 1 : 0,
  );
  if (!args.ok) return { reason: `no sample value for ${args.reason}` };
  const call =
    analysis.method_kind === 'property'
      ? receiver.text
      : `${receiver.text}(${argumentList(parameters, args.args, names)})`;
  const invoked = analysis.is_async ? `asyncio.run(${call})` : call;
  const returns: TypeExpr | undefined = isClass
    ? { kind: 'name', name: analysis.target.full_name, args: [] }
    : analysis.returns
      ? parseAnnotation(analysis.returns)
      : undefined;
  const check = returns && runtimeCheck(returns, analysis.types, names);
  const test: GeneratedTest = {
    name: `test_${testNameStem(analysis.target.full_name)}_smoke`,
    origin: 'smoke',
    moduleNames: [...names].sort(),
    imports: analysis.is_async ? ['asyncio'] : [],
    fixtures: [],
    body: check ? [`result = ${invoked}`, `assert ${check}`] : [invoked],
  };
  return { test };
}

function refusal(analysis: SignatureAnalysis): string | undefined {
  if (analysis.target.kind === 'file') return 'a module has nothing to call';
  if (analysis.module === null) return analysis.module_issue ?? 'the module cannot be imported';
  if (analysis.target.kind === 'method' && /^__\w+__$/.test(analysis.target.name))
    return 'a special method is exercised through its class';
  if (analysis.side_effects.length > 0)
    return `it has side effects (${analysis.side_effects.join('; ')})`;
  if (analysis.is_generator) return 'it is a generator: calling it runs nothing';
  const decorator = analysis.decorators.find((d) => !HARMLESS_DECORATORS.test(d));
  if (decorator !== undefined)
    return `it is decorated with @${decorator}, which may change what a call does`;
  if (analysis.target.kind === 'class')
    return classRefusal(analysis.types[analysis.target.full_name]?.kind);
  return undefined;
}

function classRefusal(kind: string | undefined): string | undefined {
  if (kind === 'enum')
    return "an enum's members are its instances; there is no constructor to call";
  if (kind === 'typeddict') return 'a TypedDict is a plain dict at runtime';
  if (kind === 'class' || kind === undefined)
    return "a plain class's constructor may do more than keep its arguments";
  return undefined;
}

/** What the call starts from: the function, the class, or an instance of the method's class. */
function receiverOf(
  analysis: SignatureAnalysis,
  names: Set<string>,
): { text: string } | { reason: string } {
  const { target } = analysis;
  if (target.kind !== 'method') {
    names.add(rootName(target.full_name));
    return { text: target.full_name };
  }
  const owner = analysis.owner ?? target.full_name.split('.').slice(0, -1).join('.');
  const info = analysis.types[owner];
  if (analysis.method_kind === 'static' || analysis.method_kind === 'class') {
    names.add(rootName(owner));
    return { text: `${owner}.${target.name}` };
  }
  if (!info) return { reason: `needs an instance of ${owner}, whose definition was not found` };
  const instance = sampleArguments(
    [{ name: 'self', kind: 'positional', annotation: owner }],
    'normal',
    analysis.types,
  );
  if (!instance.ok)
    return { reason: `needs an instance of ${owner}: ${instance.reason.replace(/^self: /, '')}` };
  const [[, value] = ['', { kind: 'none' } as FixtureValue]] = instance.args;
  return { text: `${pythonValue(value, names)}.${target.name}` };
}

/** Positional parameters by position, keyword-only ones by name, in the signature's order. */
function argumentList(
  parameters: readonly Parameter[],
  args: [string, FixtureValue][],
  names: Set<string>,
): string {
  const byName = new Map(args);
  const parts: string[] = [];
  for (const parameter of parameters) {
    const value = byName.get(parameter.name);
    if (!value) continue;
    const text = pythonValue(value, names);
    parts.push(parameter.kind === 'keyword_only' ? `${parameter.name}=${text}` : text);
  }
  return parts.join(', ');
}

/** `isinstance(result, ...)` for a return annotation, or undefined when it cannot be checked at runtime. */
export function runtimeCheck(
  type: TypeExpr,
  types: TypeTable,
  names: Set<string>,
): string | undefined {
  const classes = runtimeClasses(type, types);
  if (!classes) return undefined;
  const unique = [...new Set(classes)];
  const real = unique.filter((c) => c !== 'None');
  for (const name of real) if (types[name]) names.add(rootName(name));
  const instance =
    real.length === 0
      ? undefined
      : `isinstance(result, ${real.length === 1 ? real[0] : `(${real.join(', ')})`})`;
  if (real.length === unique.length) return instance;
  return instance ? `result is None or ${instance}` : 'result is None';
}

function runtimeClasses(type: TypeExpr, types: TypeTable): string[] | undefined {
  if (type.kind === 'none') return ['None'];
  if (type.kind === 'union') {
    const parts = type.options.map((option) => runtimeClasses(option, types));
    return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
  }
  if (type.kind !== 'name') return undefined;
  const builtin = BUILTIN_CHECKS[type.name];
  if (builtin) return builtin;
  const info = types[type.name];
  if (!info) return undefined;
  return info.kind === 'typeddict' ? ['dict'] : [type.name];
}
