/**
 * Python type annotations, parsed from their source text into a small tree
 * both the test and the sample-data agents reason about. Only the syntax of
 * annotations is handled (names, subscripts, `|`, literals, string forward
 * references); anything else parses as `unknown`, never as an error.
 */

import { tokenize, type Token } from './type-tokens.js';
import { appendAll } from '../../../core/arrays.js';

/** A value inside `Literal[...]`. `member` is a dotted enum member such as `Color.RED`. */
export type LiteralValue =
  | { type: 'str'; value: string }
  | { type: 'bytes'; value: string }
  | { type: 'int'; value: number }
  | { type: 'float'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'none' }
  | { type: 'member'; owner: string; member: string };

export type TypeExpr =
  | { kind: 'name'; name: string; args: TypeExpr[] }
  | { kind: 'none' }
  | { kind: 'union'; options: TypeExpr[] }
  | { kind: 'literal'; values: LiteralValue[] }
  | { kind: 'list'; items: TypeExpr[] }
  | { kind: 'ellipsis' }
  | { kind: 'unknown'; text: string };

const PREFIXES = ['typing_extensions.', 'typing.', 't.', 'collections.abc.', 'builtins.'];

/** Names that mean a builtin container or scalar, after the prefixes above are stripped. */
const ALIASES: Record<string, string> = {
  List: 'list',
  Sequence: 'list',
  MutableSequence: 'list',
  Iterable: 'list',
  Collection: 'list',
  Dict: 'dict',
  Mapping: 'dict',
  MutableMapping: 'dict',
  Set: 'set',
  AbstractSet: 'set',
  MutableSet: 'set',
  FrozenSet: 'frozenset',
  Tuple: 'tuple',
  Text: 'str',
  bytearray: 'bytes',
};

/** Wrappers whose first argument is the type that matters for values. */
const TRANSPARENT = new Set([
  'Annotated',
  'Final',
  'Required',
  'NotRequired',
  'ReadOnly',
  'InitVar',
]);

/**
 * The longest annotation read as a type. A real one is a line or two; a longer one is `unknown`,
 * so nesting cannot exhaust the parser's stack and no union is compared with itself at length.
 */
const MAX_ANNOTATION = 2000;

/** Parses and normalises an annotation: `Optional[List[int]]` and `list[int] | None` give the same tree. */
export function parseAnnotation(text: string): TypeExpr {
  if (text.length > MAX_ANNOTATION) return { kind: 'unknown', text };
  const tokens = tokenize(text);
  if (!tokens) return { kind: 'unknown', text };
  const parser = new AnnotationParser(tokens);
  const parsed = parser.parseUnion();
  if (!parser.done() || !parsed) return { kind: 'unknown', text };
  return normalize(parsed, text);
}

/** The canonical name of a (dotted) type name: `typing.List` is `list`, `t.Optional` is `Optional`. */
export function canonicalName(name: string): string {
  let bare = name;
  for (const prefix of PREFIXES) if (bare.startsWith(prefix)) bare = bare.slice(prefix.length);
  return ALIASES[bare] ?? bare;
}

/** Every class-like name a type mentions (enum owners of literal members included), in order. */
export function referencedNames(expr: TypeExpr): string[] {
  const names: string[] = [];
  const visit = (node: TypeExpr): void => {
    if (node.kind === 'name') {
      names.push(node.name);
      node.args.forEach(visit);
    } else if (node.kind === 'union') node.options.forEach(visit);
    else if (node.kind === 'list') node.items.forEach(visit);
    else if (node.kind === 'literal') {
      for (const value of node.values) if (value.type === 'member') names.push(value.owner);
    }
  };
  visit(expr);
  return [...new Set(names)];
}

/** True when the outermost wrapper of a raw annotation is one of `wrappers` (e.g. NotRequired, ClassVar). */
export function hasWrapper(text: string, wrappers: readonly string[]): boolean {
  const tokens = tokenize(text);
  const first = tokens?.[0];
  return first?.t === 'name' && tokens?.[1]?.v === '[' && wrappers.includes(canonicalName(first.v));
}

function normalize(expr: TypeExpr, source: string): TypeExpr {
  if (expr.kind === 'union') return makeUnion(expr.options.map((o) => normalize(o, source)));
  if (expr.kind === 'list')
    return { kind: 'list', items: expr.items.map((i) => normalize(i, source)) };
  const forward = expr.kind === 'literal' && expr.values.length === 1 ? expr.values[0] : undefined;
  if (forward?.type === 'str') return parseAnnotation(forward.value);
  if (expr.kind !== 'name') return expr;
  const name = canonicalName(expr.name);
  if (name === 'None' && expr.args.length === 0) return { kind: 'none' };
  if (name === 'Literal') return literalOf(expr.args, source);
  const args = expr.args.map((arg) => normalize(arg, source));
  if (TRANSPARENT.has(name)) return args[0] ?? { kind: 'unknown', text: source };
  if (name === 'Optional')
    return makeUnion([args[0] ?? { kind: 'unknown', text: source }, { kind: 'none' }]);
  if (name === 'Union') return makeUnion(args);
  return { kind: 'name', name, args };
}

function makeUnion(options: TypeExpr[]): TypeExpr {
  const flat: TypeExpr[] = [];
  for (const option of options) {
    for (const item of option.kind === 'union' ? option.options : [option]) {
      if (!flat.some((seen) => JSON.stringify(seen) === JSON.stringify(item))) flat.push(item);
    }
  }
  return flat.length === 1 ? (flat[0] as TypeExpr) : { kind: 'union', options: flat };
}

/** Literal arguments were parsed as types; turn them back into values. */
function literalOf(args: TypeExpr[], source: string): TypeExpr {
  const values: LiteralValue[] = [];
  for (const arg of args) {
    if (arg.kind === 'literal') appendAll(values, arg.values);
    else if (arg.kind === 'none') values.push({ type: 'none' });
    else if (arg.kind === 'name' && arg.args.length === 0) {
      if (arg.name === 'True' || arg.name === 'False')
        values.push({ type: 'bool', value: arg.name === 'True' });
      else if (arg.name === 'None') values.push({ type: 'none' });
      else if (arg.name.includes('.')) {
        const dot = arg.name.lastIndexOf('.');
        values.push({
          type: 'member',
          owner: arg.name.slice(0, dot),
          member: arg.name.slice(dot + 1),
        });
      } else return { kind: 'unknown', text: source };
    } else return { kind: 'unknown', text: source };
  }
  return values.length > 0 ? { kind: 'literal', values } : { kind: 'unknown', text: source };
}

class AnnotationParser {
  #at = 0;
  constructor(private readonly tokens: Token[]) {}

  done(): boolean {
    return this.#at === this.tokens.length;
  }

  parseUnion(): TypeExpr | undefined {
    const first = this.parsePrimary();
    if (!first) return undefined;
    const options = [first];
    while (this.#peek('|')) {
      this.#at++;
      const next = this.parsePrimary();
      if (!next) return undefined;
      options.push(next);
    }
    return options.length === 1 ? first : { kind: 'union', options };
  }

  parsePrimary(): TypeExpr | undefined {
    const token = this.tokens[this.#at++];
    if (!token) return undefined;
    if (token.t === 'str') {
      // A string is a forward reference, unless it sits in Literal[...]: normalize() decides.
      return { kind: 'literal', values: [{ type: token.bytes ? 'bytes' : 'str', value: token.v }] };
    }
    if (token.t === 'num')
      return { kind: 'literal', values: [{ type: token.float ? 'float' : 'int', value: token.v }] };
    if (token.t === 'punct') return this.#punctuation(token.v);
    if (!this.#peek('[')) return { kind: 'name', name: token.v, args: [] };
    this.#at++;
    if (canonicalName(token.v) === 'Annotated') return this.#annotated(token.v);
    const args = this.#parseArgs(']');
    return args ? { kind: 'name', name: token.v, args } : undefined;
  }

  /** `Annotated[T, metadata...]`: T matters; the metadata is any expression, skipped to its `]`. */
  #annotated(name: string): TypeExpr | undefined {
    const first = this.parseUnion();
    if (!first) return undefined;
    let depth = 0;
    for (let token = this.tokens[this.#at++]; token; token = this.tokens[this.#at++]) {
      if (token.t !== 'punct') continue;
      if ('[({'.includes(token.v)) depth++;
      else if (')}'.includes(token.v)) depth--;
      else if (token.v === ']' && depth-- === 0) return { kind: 'name', name, args: [first] };
    }
    return undefined;
  }

  #punctuation(value: string): TypeExpr | undefined {
    if (value === '...') return { kind: 'ellipsis' };
    if (value === '[') {
      const items = this.#parseArgs(']');
      return items ? { kind: 'list', items } : undefined;
    }
    if (value === '(') {
      const items = this.#parseArgs(')');
      return items && items.length === 1
        ? items[0]
        : items
          ? { kind: 'name', name: 'tuple', args: items }
          : undefined;
    }
    return undefined;
  }

  #parseArgs(close: string): TypeExpr[] | undefined {
    const args: TypeExpr[] = [];
    while (!this.#peek(close)) {
      const arg = this.parseUnion();
      if (!arg) return undefined;
      args.push(arg);
      if (this.#peek(',')) this.#at++;
      else if (!this.#peek(close)) return undefined;
    }
    this.#at++;
    return args;
  }

  #peek(punct: string): boolean {
    const token = this.tokens[this.#at];
    return token?.t === 'punct' && token.v === punct;
  }
}
