import type { Node } from 'web-tree-sitter';
import type { FieldInfo, TypeInfo } from '../testgen/signature.js';
import { isDataclassDecorator, readClassAttributes } from '../syntax/class-attributes.js';
import { canonicalName } from '../testgen/type-expr.js';
import { readParameters } from './parameters.js';

const ENUM_FLAVORS = new Set(['Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum']);
const MARKER_BASES = new Set([
  'object',
  'Generic',
  'TypedDict',
  'NamedTuple',
  'BaseModel',
  ...ENUM_FLAVORS,
]);
// Statements whose blocks keep the scope they stand in (docs/architecture.md §3).
export const TRANSPARENT_BLOCKS: ReadonlySet<string> = new Set([
  'if_statement',
  'elif_clause',
  'else_clause',
  'try_statement',
  'except_clause',
  'finally_clause',
  'with_statement',
  'block',
]);

/**
 * Every class of a module (and the classes in their bodies, by dotted name)
 * with what building an instance takes: record fields for dataclasses,
 * TypedDicts, NamedTuples and pydantic models (inherited fields first when the
 * base is in the same file), enum members, or an `__init__`'s parameters.
 */
export function collectClasses(root: Node): Map<string, TypeInfo> {
  const table = new Map<string, TypeInfo>();
  const walk = (container: Node, prefix: string): void => {
    for (const child of container.namedChildren) {
      const definition =
        child.type === 'decorated_definition' ? child.childForFieldName('definition') : child;
      if (definition?.type === 'class_definition') {
        const name = `${prefix}${definition.childForFieldName('name')?.text ?? ''}`;
        table.set(name, describeClass(definition, decoratorsOf(child), table));
        const body = definition.childForFieldName('body');
        if (body) walk(body, `${name}.`);
      } else if (TRANSPARENT_BLOCKS.has(child.type)) walk(child, prefix);
    }
  };
  walk(root, '');
  return table;
}

/** Decorator texts without the `@`. */
export function decoratorsOf(node: Node): string[] {
  if (node.type !== 'decorated_definition') return [];
  return node.namedChildren
    .filter((c) => c.type === 'decorator')
    .map((c) => c.text.replace(/^@\s*/, '').trim());
}

/** The record kind its bases or decorators give a class, if any. */
function recordKind(
  bases: readonly string[],
  decorators: readonly string[],
): TypeInfo['kind'] | undefined {
  if (bases.includes('TypedDict')) return 'typeddict';
  if (bases.includes('NamedTuple')) return 'namedtuple';
  if (bases.includes('BaseModel')) return 'model';
  return decorators.some(isDataclassDecorator) ? 'dataclass' : undefined;
}

function describeClass(
  definition: Node,
  decorators: string[],
  known: ReadonlyMap<string, TypeInfo>,
): TypeInfo {
  const args = definition.childForFieldName('superclasses')?.namedChildren ?? [];
  const bases = args.filter((a) => a.type !== 'keyword_argument').map((a) => a.text);
  const keywords = new Map(
    args
      .filter((a) => a.type === 'keyword_argument')
      .map((a) => [
        a.childForFieldName('name')?.text ?? '',
        a.childForFieldName('value')?.text ?? '',
      ]),
  );
  const canonical = bases.map(
    (b) => canonicalName(b.replace(/\[.*$/s, '')).split('.').pop() as string,
  );
  const body = definition.childForFieldName('body');
  const inherited = bases
    .map((b) => known.get(b))
    .find((info) => info && info.kind !== 'class' && info.kind !== 'enum');
  // A base from the same file passes on what it could not see, and its __init__ when the class has none.
  const unresolved = [
    ...bases.filter((b, i) => !MARKER_BASES.has(canonical[i] as string) && !known.has(b)),
    ...bases.flatMap((b) => known.get(b)?.bases ?? []),
  ];
  const init =
    (body ? initParameters(body) : undefined) ?? bases.map((b) => known.get(b)?.init).find(Boolean);
  const info = {
    bases: unresolved,
    fields: [] as FieldInfo[],
    members: [] as { name: string; value: string }[],
    ...(init ? { init } : {}),
  };
  const flavor =
    canonical.find((b) => ENUM_FLAVORS.has(b)) ??
    bases.map((b) => known.get(b)).find((k) => k?.kind === 'enum')?.flavor;
  if (flavor) return { ...info, kind: 'enum', flavor, members: body ? enumMembers(body) : [] };
  const kind = recordKind(canonical, decorators) ?? inherited?.kind;
  if (!kind) return { ...info, kind: 'class' };
  const own = body ? recordFields(body, kind) : [];
  const total = keywords.get('total');
  return {
    ...info,
    kind,
    fields: [
      ...(inherited?.fields ?? []).filter((f) => !own.some((o) => o.name === f.name)),
      ...own,
    ],
    ...(total !== undefined
      ? { total: total !== 'False' }
      : inherited?.total !== undefined
        ? { total: inherited.total }
        : {}),
  };
}

/** Annotated class attributes as fields, without ClassVars, `KW_ONLY` markers and `field(init=False)`. */
function recordFields(body: Node, kind: TypeInfo['kind']): FieldInfo[] {
  return readClassAttributes(body).flatMap(
    ({ name, annotation, value, classVar, kwOnlyMarker }) => {
      if (annotation === null || classVar || kwOnlyMarker) return [];
      if (kind === 'dataclass' && value !== null && /\binit\s*=\s*False\b/.test(value)) return [];
      return [{ name, annotation, ...(value !== null ? { default: value } : {}) }];
    },
  );
}

function enumMembers(body: Node): { name: string; value: string }[] {
  return readClassAttributes(body).flatMap(({ name, value }) =>
    value === null || name.startsWith('_') ? [] : [{ name, value }],
  );
}

/** The parameters of an `__init__` in the class body, after `self`. */
function initParameters(body: Node): ReturnType<typeof readParameters> | undefined {
  for (const child of body.namedChildren) {
    const definition =
      child.type === 'decorated_definition' ? child.childForFieldName('definition') : child;
    if (
      definition?.type === 'function_definition' &&
      definition.childForFieldName('name')?.text === '__init__'
    ) {
      return readParameters(definition.childForFieldName('parameters')).slice(1);
    }
  }
  return undefined;
}
