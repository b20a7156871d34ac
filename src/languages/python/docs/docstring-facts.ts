import type { BodyFacts } from './body-facts.js';
import type { SectionSpan } from './docstring-layout.js';
import type { ValueLineEdit } from './literal-edits.js';
import { removals, type DocstringProblem } from './repair-docstring.js';
import type { CurrentDocstring, DocstringStyle, Signature } from './types.js';
import { appendAll } from '../../../core/arrays.js';

/** The facts of a function's docstring the code contradicts: the repairs and the findings. */
export interface FactsReview {
  edits: ValueLineEdit[];
  repairs: string[];
  problems: DocstringProblem[];
}

const lastPart = (name: string): string => name.split('.').pop() ?? name;
const NONE = /^(?:None|NoReturn|Never|(?:typing\.)?(?:NoReturn|Never))$/;

/** A Returns section on code that returns nothing, or yields. */
function returnsProblem(
  signature: Signature,
  before: Signature | null | undefined,
  current: CurrentDocstring,
  body: BodyFacts,
  subject: string,
): DocstringProblem | undefined {
  const returns = current.documented.returns;
  if (!returns || body.placeholder || signature.returns_value) return undefined;
  if (/^None\b/.test(returns.description) || returns.type === 'None') return undefined;
  if (signature.decorators.some((d) => /(?:^|\.)abstract\w*$/.test(d))) return undefined;
  if (signature.is_generator) {
    // Only a function the change made a generator (or wrote whole) is held to this.
    if (before === undefined || before?.is_generator || current.documented.yields) return undefined;
    return {
      rule: 'docstring.contradicted',
      message: `The docstring of ${subject} has a Returns section, but it is a generator: what it gives belongs in a Yields section.`,
    };
  }
  // The code says it returns nothing: annotated so, or a change took its return value away.
  const annotatedNone = signature.returns !== null && NONE.test(signature.returns);
  const tookAway = signature.returns === null && before?.returns_value === true;
  if (!annotatedNone && !tookAway) return undefined;
  return {
    rule: 'docstring.contradicted',
    message: `The docstring of ${subject} has a Returns section, but it returns nothing.`,
  };
}

// Builtins that do not raise what a docstring's Raises names (they take any object).
const QUIET_CALLS = new Set(['isinstance', 'issubclass', 'len', 'id', 'repr', 'type', 'callable']);
// What Python's own operations raise, with no call in sight: `d[k]`, `a / b`, `x.y`.
const RAISED_BY_OPERATIONS =
  /^(?:KeyError|IndexError|LookupError|ZeroDivisionError|ArithmeticError|OverflowError|AttributeError|TypeError|ValueError|AssertionError|StopIteration|StopAsyncIteration|RecursionError|MemoryError|NameError|UnboundLocalError|RuntimeError|Exception|BaseException|\w*UnicodeError|Unicode\w+Error)$/;

/** Raises entries for exceptions nothing in the body can raise any more: they go. */
function unraised(signature: Signature, current: CurrentDocstring, body: BodyFacts): string[] {
  if (body.opaque || body.placeholder || body.calls.some((call) => !QUIET_CALLS.has(call)))
    return [];
  const raised = new Set(signature.raises.map((r) => lastPart(r.exception)));
  return current.documented.raises
    .map((entry) => entry.name)
    .filter(
      (name) =>
        /^[A-Z]\w*$/.test(lastPart(name)) &&
        !raised.has(lastPart(name)) &&
        !RAISED_BY_OPERATIONS.test(lastPart(name)),
    );
}

const SIMPLE = new Set([
  'str',
  'bytes',
  'list',
  'dict',
  'tuple',
  'set',
  'frozenset',
  'int',
  'float',
  'bool',
  'complex',
]);
const NUMBERS = new Set(['int', 'float', 'bool', 'complex']);
const COLLECTIONS = new Set(['list', 'tuple', 'set', 'frozenset']);
/** Spellings of one builtin type: typing's capitalised names and docstrings' words. */
export const TYPE_ALIASES: Readonly<Record<string, string>> = {
  List: 'list',
  Dict: 'dict',
  Tuple: 'tuple',
  Set: 'set',
  FrozenSet: 'frozenset',
  string: 'str',
  integer: 'int',
  boolean: 'bool',
};

/** The one builtin a type names, `Optional`/`| None`, quotes and `typing.` aside; undefined when it is more. */
function simpleType(text: string, fromDocstring: boolean): string | undefined {
  let type = text
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .replace(/\btyping\./g, '')
    .replace(/`/g, '');
  if (fromDocstring)
    type = type
      .replace(/,?\s*(?:optional|default[:= ].*|by default.*)$/i, '')
      .replace(/\s+or\s+None$/, '')
      .replace(/\s+of\s+.*$/, '');
  type = type.replace(/^Optional\[(.*)\]$/, '$1').replace(/\s*\|\s*None$|^None\s*\|\s*/g, '');
  type = type.replace(/\[.*\]$/, '').trim();
  const named = TYPE_ALIASES[type] ?? type;
  return SIMPLE.has(named) ? named : undefined;
}

/** Entries whose documented type the annotation clearly contradicts: `x (int)` for `x: str`. */
function typeContradictions(
  signature: Signature,
  current: CurrentDocstring,
  subject: string,
): DocstringProblem[] {
  return current.documented.params.flatMap((entry): DocstringProblem[] => {
    const param = signature.params.find((p) => p.name.replace(/^\*+/, '') === entry.name);
    // `*args: int` annotates each argument, not the tuple the docstring may describe.
    if (!param?.annotation || !entry.type || param.kind.startsWith('var_')) return [];
    const documented = simpleType(entry.type, true);
    const annotated = simpleType(param.annotation, false);
    if (!documented || !annotated || documented === annotated) return [];
    // int, float and bool pass for one another (PEP 484's numeric tower), and prose says
    // "list" of any collection: no clear contradiction.
    if (NUMBERS.has(documented) && NUMBERS.has(annotated)) return [];
    if (COLLECTIONS.has(documented) && COLLECTIONS.has(annotated)) return [];
    return [
      {
        rule: 'docstring.contradicted',
        message: `The docstring of ${subject} documents \`${entry.name}\` as \`${entry.type}\`, but it is annotated \`${param.annotation}\`.`,
      },
    ];
  });
}

/**
 * The rest of a function's docstring held to what the code says exactly: a
 * Returns section on a generator or on code that returns nothing, a documented
 * type the annotation contradicts, and Raises
 * entries for exceptions the body cannot raise (it raises others directly
 * and calls nothing that could). A stale Raises entry goes; the others are
 * findings, since the right wording is the author's.
 */
export function reviewFacts(
  signature: Signature,
  before: Signature | null | undefined,
  current: CurrentDocstring,
  lines: readonly string[],
  sections: readonly SectionSpan[],
  style: DocstringStyle,
  body: BodyFacts,
  subject: string,
): FactsReview {
  const out: FactsReview = { edits: [], repairs: [], problems: [] };
  const returns = returnsProblem(signature, before, current, body, subject);
  if (returns) out.problems.push(returns);
  appendAll(out.problems, typeContradictions(signature, current, subject));
  const stale = unraised(signature, current, body);
  if (stale.length === 0) return out;
  const raises = sections.filter((s) => s.kind === 'raises');
  const entries = raises.flatMap((s) => s.entries.map((e) => e.name));
  // A repair needs every stale entry found where it can be removed.
  if (raises.length > 0 && stale.every((name) => entries.includes(name))) {
    for (const section of raises) appendAll(out.edits, removals(lines, section, stale, style));
    out.repairs.push(
      `removed the Raises entr${stale.length === 1 ? 'y' : 'ies'} for ${stale.join(', ')} (the body cannot raise ${stale.length === 1 ? 'it' : 'them'})`,
    );
  } else
    out.problems.push({
      rule: 'docstring.stale-entry',
      message: `The docstring of ${subject} says it raises ${stale.map((n) => `\`${n}\``).join(', ')}, which its body cannot raise.`,
    });
  return out;
}
