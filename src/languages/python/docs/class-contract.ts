import type { Node } from 'web-tree-sitter';
import { isDataclassDecorator, readClassAttributes } from '../syntax/class-attributes.js';
import { oneLine, statementsOf, walkOwnBody } from './python-syntax.js';
import { paramsOf } from './parameters.js';
import type { SignatureParam } from './types.js';

/**
 * What a class's docstring may document, read from the class alone: the
 * parameters its constructor takes and the names its instances have.
 */
export interface ClassContract {
  /** The constructor's parameters in order (no self/cls); null when the class does not say. */
  params: SignatureParam[] | null;
  /** True when `params` is the whole constructor: its own `__init__`, or a record or plain class with no base to add more. */
  paramsComplete: boolean;
  /** The record's fields (dataclass, attrs, NamedTuple, TypedDict, pydantic), in order. */
  fields: string[];
  /** Every name an instance or the class has: fields, class attributes, `self.x`, methods. */
  names: ReadonlySet<string>;
  /**
   * True when the class alone decides its constructor and its names: no base
   * but markers (`object`, `NamedTuple`, `BaseModel`, `Generic[T]`, ...) and
   * no `__getattr__` or `__slots__` that could add names unseen.
   */
  complete: boolean;
}

const MARKER_BASE =
  /^(?:typing(?:_extensions)?\.|t\.|abc\.|pydantic\.)?(?:object|NamedTuple|TypedDict|BaseModel|Generic|Protocol|ABC)(?:\[[\s\S]*\])?$/;
const RECORD_BASE =
  /^(?:typing(?:_extensions)?\.|t\.|pydantic\.)?(?:NamedTuple|TypedDict|BaseModel)$/;
const ATTRS_CLASSIC = /^(?:attr\.)?(?:s|attrs|attributes)\b/;
const ATTRS_AUTO = /^(?:attrs?\.)?(?:define|frozen|mutable)\b/;
const ATTRS_FIELD = /^(?:attrs?\.)?(?:ib|attrib|attr|field)\s*\(/;
const HARMLESS_DECORATOR =
  /^(?:functools\.)?total_ordering$|^(?:typing(?:_extensions)?\.|t\.)?(?:final|runtime_checkable)$|^(?:enum\.)?unique$/;
const NO_INIT = /\binit\s*=\s*False\b/;

/** The class's decorators' texts, without `@`. */
function decoratorsOf(definition: Node): string[] {
  const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : undefined;
  return (outer?.namedChildren ?? [])
    .filter((child) => child.type === 'decorator')
    .map((child) => oneLine(child.text.replace(/^@\s*/, '')));
}

function basesOf(definition: Node): string[] {
  const superclasses = definition.childForFieldName('superclasses');
  return superclasses
    ? statementsOf(superclasses)
        .filter((b) => b.type !== 'keyword_argument')
        .map((b) => oneLine(b.text))
    : [];
}

/** The class body's own defs (decorated or not), by name. */
function methodsOf(body: Node): Map<string, Node> {
  const methods = new Map<string, Node>();
  for (const statement of statementsOf(body)) {
    const definition =
      statement.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement;
    const name = definition?.childForFieldName('name')?.text;
    if (definition && name && !methods.has(name)) methods.set(name, definition);
    else if (definition && name && definition.type === 'function_definition')
      methods.set(name, definition);
  }
  return methods;
}

/** Which record the class is, if any: its fields then come from its annotated body. */
function recordKind(
  decorators: readonly string[],
  bases: readonly string[],
): 'dataclass' | 'attrs' | 'attrs-classic' | 'record' | undefined {
  if (decorators.some((d) => ATTRS_CLASSIC.test(d)))
    return decorators.some((d) => /auto_attribs\s*=\s*True/.test(d)) ? 'attrs' : 'attrs-classic';
  if (decorators.some((d) => ATTRS_AUTO.test(d))) return 'attrs';
  if (decorators.some((d) => isDataclassDecorator(d))) return 'dataclass';
  if (bases.some((b) => RECORD_BASE.test(b))) return 'record';
  return undefined;
}

/** A record's fields in order, with the constructor parameter each gives. */
function recordFields(
  body: Node,
  kind: 'dataclass' | 'attrs' | 'attrs-classic' | 'record',
  bases: readonly string[],
): { fields: string[]; params: SignatureParam[] } {
  const pydantic = bases.some((b) => /(?:^|\.)BaseModel$/.test(b));
  const fields: string[] = [];
  const params: SignatureParam[] = [];
  for (const attribute of readClassAttributes(body)) {
    if (attribute.classVar || attribute.kwOnlyMarker) continue;
    const attrsField = attribute.value !== null && ATTRS_FIELD.test(attribute.value);
    const isField =
      kind === 'attrs-classic'
        ? attrsField
        : attribute.annotation !== null || (kind === 'attrs' && attrsField);
    if (!isField) continue;
    // pydantic's `_private` attributes and `model_config` are no fields.
    if (pydantic && (attribute.name.startsWith('_') || attribute.name === 'model_config')) continue;
    fields.push(attribute.name);
    if (attribute.value !== null && NO_INIT.test(attribute.value)) continue;
    // attrs strips a private attribute's underscores from its parameter.
    const name = kind.startsWith('attrs') ? attribute.name.replace(/^_+/, '') : attribute.name;
    params.push({
      name,
      kind: 'positional',
      annotation: attribute.annotation === null ? null : oneLine(attribute.annotation),
      default: attribute.value,
    });
  }
  return { fields, params };
}

/** Every `self.x` a method of the class names: what it sets, and, to be safe, what it reads. */
function instanceNames(methods: ReadonlyMap<string, Node>): string[] {
  const names: string[] = [];
  for (const method of methods.values()) {
    if (method.type !== 'function_definition') continue;
    const self = paramsOf(method)[0]?.name;
    const body = method.childForFieldName('body');
    if (!self || !body) continue;
    walkOwnBody(body, (node) => {
      if (node.type !== 'attribute') return;
      const attribute = node.childForFieldName('attribute');
      if (node.childForFieldName('object')?.text === self && attribute) names.push(attribute.text);
    });
  }
  return names;
}

/** What `definition`'s docstring may document: its constructor's parameters and its names. */
export function readClassContract(definition: Node): ClassContract {
  const body = definition.childForFieldName('body');
  if (!body)
    return { params: null, paramsComplete: false, fields: [], names: new Set(), complete: false };
  const decorators = decoratorsOf(definition);
  const bases = basesOf(definition);
  const methods = methodsOf(body);
  const kind = recordKind(decorators, bases);
  // `metaclass=...` (or any class keyword) may build the class another way.
  const metaclass = definition
    .childForFieldName('superclasses')
    ?.namedChildren.some(
      (b) => b.type === 'keyword_argument' && b.childForFieldName('name')?.text === 'metaclass',
    );
  const record = kind ? recordFields(body, kind, bases) : { fields: [], params: [] };
  const constructor = methods.get('__init__') ?? methods.get('__new__');
  // A record's own __init__ replaces the generated one (attrs and dataclasses allow it).
  // A decorator Remora does not know may build the constructor (`@strawberry.type`).
  const unknownDecorator = decorators.some(
    (d) => !recordKind([d], []) && !HARMLESS_DECORATOR.test(d),
  );
  // A plain class without a constructor of its own may document its `__call__` or a
  // factory's arguments: only a record's generated constructor is known.
  // An overloaded constructor has several signatures: the docstring may describe any.
  const overloaded = statementsOf(body).some(
    (s) =>
      s.type === 'decorated_definition' &&
      /^(?:__init__|__new__)$/.test(
        s.childForFieldName('definition')?.childForFieldName('name')?.text ?? '',
      ) &&
      s.namedChildren.some((d) => d.type === 'decorator' && /\boverload\b/.test(d.text)),
  );
  const params = overloaded
    ? null
    : constructor
      ? paramsOf(constructor).slice(1)
      : kind && !unknownDecorator
        ? record.params
        : null;
  const basesAddNothing = bases.every((b) => MARKER_BASE.test(b)) && !metaclass;
  const paramsComplete = params !== null && (constructor !== undefined || basesAddNothing);
  const names = new Set<string>([
    ...record.fields,
    ...readClassAttributes(body).map((a) => a.name),
    ...methods.keys(),
    ...instanceNames(methods),
  ]);
  const complete =
    basesAddNothing &&
    !unknownDecorator &&
    !methods.has('__getattr__') &&
    !methods.has('__getattribute__') &&
    !names.has('__slots__');
  return { params, paramsComplete, fields: record.fields, names, complete };
}
