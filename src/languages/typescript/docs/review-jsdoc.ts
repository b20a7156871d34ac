import type { Node, Parser } from 'web-tree-sitter';
import type { CSTNode } from '../../../core/nodes.js';
import { definitionAt, docCommentOf, type JsDefinition } from './definitions.js';
import { applyDocEdits, editable, type DocEdit } from './doc-edits.js';
import { parseJsDoc, type JsDoc } from './jsdoc.js';
import { distance, paramStanding, positionalNames, renamesBetween } from './param-entries.js';
import { readSignature, type JsSignature } from './signature.js';
import { docAsked, isFileCopy } from './doc-asked.js';
import { appendAll } from '../../../core/arrays.js';

/** What is wrong with a doc comment that Remora reports and does not fix. */
export interface JsDocProblem {
  rule:
    | 'docstring.missing'
    | 'docstring.undocumented-parameter'
    | 'docstring.stale-entry'
    | 'docstring.contradicted'
    | 'docstring.undocumented-return'
    | 'docstring.unrepaired';
  message: string;
}

/** The node reviewed, as discovery gave it (a file's node has no definition's doc). */
export type ReviewedNode = Pick<CSTNode, 'name' | 'start_line' | 'end_line' | 'file_path'> &
  Partial<Pick<CSTNode, 'node_type'>>;

/** What reviewing one node's doc comment needs. */
export interface JsDocReviewInput {
  /** A parser set to the file's grammar (see grammarOf). */
  parser: Parser;
  filePath: string;
  source: string;
  node: ReviewedNode;
  /**
   * The node at the base revision: its file's text and the node; null when
   * the change wrote the definition; undefined when it is not known.
   */
  base?: { source: string; node: ReviewedNode } | null;
  /** Whether the package (the nearest package.json's folder) documents its exported definitions. */
  packageDocuments: boolean;
}

/** The doc comment checked against the code: the repairs made, and what is left for the author. */
export interface JsDocReview {
  node: string;
  file: string;
  has_docstring: boolean;
  action: 'updated' | 'unchanged';
  /** Each repair, in words: `renamed the entry for a to b`, `removed the entry for x (no such parameter)`. */
  repairs: string[];
  problems: JsDocProblem[];
  /** The whole file's new text, when `action` is `updated`. */
  source?: string;
  /** The doc comment's lines (1-based, inclusive), or the definition's first line when it has none. */
  lines: { start: number; end: number };
}

/** A definition in a parsed text, its doc comment and signature. */
interface Read {
  definition: JsDefinition;
  doc: JsDoc | undefined;
  signature: JsSignature | undefined;
}

function readDefinition(root: Node, node: ReviewedNode): Read | undefined {
  const definition = definitionAt(root, node);
  if (!definition) return undefined;
  const comment = docCommentOf(definition);
  const doc = comment
    ? parseJsDoc(comment.text, comment.startPosition.row, comment.startPosition.column)
    : undefined;
  return { definition, doc, signature: readSignature(definition) };
}

/** Runs `read` over a parse of `source`, freeing the tree after. */
function withTree<T>(parser: Parser, source: string, read: (root: Node) => T): T | undefined {
  const tree = parser.parse(source);
  if (!tree) return undefined;
  try {
    return read(tree.rootNode);
  } finally {
    tree.delete();
  }
}

const listed = (names: readonly string[]): string => {
  const quoted = names.map((name) => `\`${name}\``);
  return quoted.length === 1
    ? (quoted[0] ?? '')
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
};

/**
 * The doc comment of `input.node` checked against its code. Repairs need no
 * judgement and are made in the author's own lines: the entry of a
 * parameter the change removed goes; the entry of a parameter the change
 * renamed follows it (both read from the base revision's signature), and its
 * members' entries (`a.x`) with it. What is left — no doc comment where the
 * package documents its exports, a parameter the change added and left
 * undocumented beside documented ones, a `@returns` the change left behind,
 * a JSDoc type the change's annotation left behind — is a problem for the
 * author. Nothing is written that the author did not write.
 */
export function reviewJsDoc(input: JsDocReviewInput): JsDocReview {
  const { parser, source, filePath, node } = input;
  const before =
    input.base === null
      ? null
      : input.base
        ? withTree(parser, input.base.source, (root) => {
            const read = readDefinition(root, input.base?.node ?? node);
            return read?.signature ?? null;
          })
        : undefined;
  return (
    withTree(parser, source, (root) => {
      const read = readDefinition(root, node);
      const subject = `\`${node.name}\``;
      const unchanged = (problems: JsDocProblem[], doc?: JsDoc): JsDocReview => ({
        node: node.name,
        file: filePath,
        has_docstring: doc !== undefined,
        action: 'unchanged',
        repairs: [],
        problems,
        lines: doc
          ? { start: doc.startRow + 1, end: doc.endRow + 1 }
          : { start: node.start_line, end: node.start_line },
      });
      if (!read) return unchanged([]);
      if (isFileCopy(filePath)) return unchanged([], read.doc);
      const { definition, doc, signature } = read;
      if (!doc) {
        const asked = input.packageDocuments && docAsked(definition, filePath);
        return unchanged(
          asked ? [{ rule: 'docstring.missing', message: `${subject} has no JSDoc comment.` }] : [],
        );
      }
      if (!signature) return unchanged([], doc);
      const { edits, repairs, problems } = reviewEntries(doc, signature, before, subject);
      const ready = edits.filter((edit) => editable(doc, edit));
      const due = edits.length === ready.length ? [] : repairs;
      const text =
        due.length === 0 && ready.length > 0 ? applyDocEdits(source, doc, ready) : undefined;
      const parses =
        text !== undefined && withTree(parser, text, (after) => !after.hasError || root.hasError);
      const review = unchanged(
        [
          ...problems,
          ...(parses || edits.length === 0 ? [] : repairs).map((repair): JsDocProblem => ({
            rule: 'docstring.unrepaired',
            message: `The JSDoc of ${subject} needs a repair Remora could not make in place: ${repair}.`,
          })),
        ],
        doc,
      );
      if (!parses || text === undefined || text === source) return review;
      return { ...review, action: 'updated', repairs, source: text };
    }) ?? {
      node: node.name,
      file: filePath,
      has_docstring: false,
      action: 'unchanged',
      repairs: [],
      problems: [],
      lines: { start: node.start_line, end: node.start_line },
    }
  );
}

/** The entries' repairs and problems: renames, removals, then what is owed. */
function reviewEntries(
  doc: JsDoc,
  signature: JsSignature,
  before: JsSignature | null | undefined,
  subject: string,
): { edits: DocEdit[]; repairs: string[]; problems: JsDocProblem[] } {
  const standing = paramStanding(doc, signature.params);
  const after = positionalNames(signature.params);
  const beforeNames = before ? positionalNames(before.params) : undefined;
  const undocumented = standing.undocumented.flatMap((index) => {
    const name = signature.params[index]?.name;
    return name === undefined ? [] : [name];
  });
  const renames = (
    beforeNames
      ? renamesBetween(beforeNames, after)
      : before === null
        ? slips(standing.stale, undocumented)
        : []
  ).filter(
    ([from, to]) =>
      standing.stale.includes(from) &&
      undocumented.includes(to) &&
      // A parameter that became `...rest` is gathered with others, not renamed, unless its
      // entry already says it is variadic (`{...T}`, PixiJS's removeChild(...childs), 22c5248a).
      (restOf(before, from) === restOf(signature, to) ||
        (restOf(signature, to) && variadicEntry(doc, from))),
  );
  const edits: DocEdit[] = [];
  const repairs: string[] = [];
  const problems: JsDocProblem[] = [];
  for (const [from, to] of renames) {
    for (const entry of doc.params.filter((e) => e.parameter === from))
      edits.push({ kind: 'rename', entry, name: to + entry.name.slice(from.length) });
    repairs.push(`renamed the entry for ${from} to ${to}`);
  }
  const renamed = new Set(renames.map(([from]) => from));
  const removed = standing.stale.filter(
    (name) => !renamed.has(name) && beforeNames?.includes(name),
  );
  // A function that reads `arguments` or takes `...rest` may still take what its signature
  // no longer names, and often forwards it (mongoose's deprecated validateSync passes
  // `arguments` on; hono's fetch, `...rest`): its entries are its author's, neither removed nor
  // questioned.
  const forwards = signature.readsArguments || signature.params.some((p) => p.rest);
  if (removed.length > 0 && !forwards) {
    for (const entry of doc.params.filter((e) => removed.includes(e.parameter)))
      edits.push({ kind: 'remove', entry });
    repairs.push(
      `removed the entr${removed.length === 1 ? 'y' : 'ies'} for ${removed.join(', ')} (no such parameter)`,
    );
  }
  // In a definition the change wrote whole, an entry for no parameter is its author's slip.
  const slipped = before === null ? standing.stale.filter((name) => !renamed.has(name)) : [];
  if (slipped.length > 0 && !forwards)
    problems.push({
      rule: 'docstring.stale-entry',
      message: `The JSDoc of ${subject} documents ${listed(slipped)}, which ${slipped.length === 1 ? 'is not a parameter' : 'are not parameters'}.`,
    });
  appendAll(
    problems,
    owedParameters(doc, signature, before, standing.undocumented, renames, subject),
  );
  appendAll(problems, staleReturns(doc, signature, before, subject));
  appendAll(problems, undocumentedReturn(doc, signature, before, subject));
  appendAll(problems, typesLeftBehind(doc, signature, before, subject));
  appendAll(problems, returnTypeLeftBehind(doc, signature, before, subject));
  return { edits, repairs, problems };
}

const restOf = (signature: JsSignature | null | undefined, name: string): boolean =>
  signature?.params.some((p) => p.name === name && p.rest) ?? false;

/** Whether the doc types `name`'s entry as variadic: `@param {...T} name`. */
const variadicEntry = (doc: JsDoc, name: string): boolean =>
  doc.params.some((entry) => entry.name === name && entry.type?.trimStart().startsWith('...'));

/** In a definition the change wrote whole: an entry that misses one undocumented parameter by a letter. */
function slips(stale: readonly string[], undocumented: readonly string[]): [string, string][] {
  const near = (a: string, b: string): boolean =>
    Math.min(a.length, b.length) >= 3 && distance(a.toLowerCase(), b.toLowerCase()) <= 1;
  return stale.flatMap((name): [string, string][] => {
    const matches = undocumented.filter((param) => near(name, param));
    const contested =
      matches.length === 1 && stale.filter((o) => near(o, matches[0] ?? '')).length > 1;
    return matches.length === 1 && !contested ? [[name, matches[0] ?? '']] : [];
  });
}

/**
 * Parameters owed an entry: only where the doc documents other parameters
 * (a doc of prose alone is the project's way), never a rest parameter, a
 * destructured one or a `_private` one, and — where the base is known —
 * only those the change added.
 */
function owedParameters(
  doc: JsDoc,
  signature: JsSignature,
  before: JsSignature | null | undefined,
  undocumented: readonly number[],
  renames: readonly [string, string][],
  subject: string,
): JsDocProblem[] {
  if (doc.params.length === 0) return [];
  const had = new Set(before?.params.flatMap((p) => (p.name ? [p.name] : [])) ?? []);
  const renamedTo = new Set(renames.map(([, to]) => to));
  // A defaulted parameter the base already left undocumented shows the doc's habit: defaults
  // (svelte's `depth = 0` of a recursion) go unsaid, and a new one is not asked for.
  const defaultsUnsaid = undocumented.some((index) => {
    const param = signature.params[index];
    return param?.hasDefault === true && param.name !== undefined && had.has(param.name);
  });
  const owed = undocumented.flatMap((index) => {
    const param = signature.params[index];
    const name = param?.name;
    if (!param || name === undefined || param.rest || name.startsWith('_')) return [];
    if (renamedTo.has(name) || (before && had.has(name))) return [];
    if (param.hasDefault && defaultsUnsaid) return [];
    return [name];
  });
  if (owed.length === 0) return [];
  return [
    {
      rule: 'docstring.undocumented-parameter',
      message:
        owed.length === 1
          ? `Parameter ${listed(owed)} of ${subject} is not documented.`
          : `Parameters ${listed(owed)} of ${subject} are not documented.`,
    },
  ];
}

/** Whether the code may give back a value: async and generator functions, and any without a body, may. */
function mayReturn(signature: JsSignature): boolean {
  if (signature.async || signature.generator || signature.returns !== 'none') return true;
  return (
    signature.returnType !== undefined && !/^(void|undefined|never)$/.test(signature.returnType)
  );
}

/**
 * A `@returns` the change left behind: the base returned a value and the
 * function now returns none (not async, not a generator, not one that only
 * throws, no annotation saying it returns). Reported, never removed: on
 * functions that return nothing, real projects write `@returns` on purpose —
 * eslint 153 times (`{void}`), svelte 257 (`{void}`, `{never}` on its error
 * helpers) — so removing the tag is the author's call, and a tag that says
 * nothing is returned is left alone.
 */
function staleReturns(
  doc: JsDoc,
  signature: JsSignature,
  before: JsSignature | null | undefined,
  subject: string,
): JsDocProblem[] {
  if (!doc.returns || !before || before.returns !== 'value') return [];
  if (mayReturn(signature) || signature.throws) return [];
  // `{void}`, `{never}` (svelte's error helpers), `{asserts x is T}` say it returns nothing.
  if (/^(void|undefined|never)$|^asserts\s/.test(doc.returns.type ?? '')) return [];
  return [
    {
      rule: 'docstring.contradicted',
      message: `The JSDoc of ${subject} says what it returns, but the change left it returning nothing: remove the \`@${doc.returns.tag}\` entry, or return the value it describes.`,
    },
  ];
}

/**
 * A value the change made the function return, which its doc does not
 * describe: the base returned none, the function now returns a value, and a
 * doc that documents its parameters has no `@returns`. Reported, never
 * written (the built-in policy writes no prose).
 */
function undocumentedReturn(
  doc: JsDoc,
  signature: JsSignature,
  before: JsSignature | null | undefined,
  subject: string,
): JsDocProblem[] {
  if (doc.returns || doc.params.length === 0 || !before) return [];
  if (before.returns !== 'none' || before.async || before.generator) return [];
  if (signature.returns !== 'value' || signature.async || signature.generator) return [];
  if (signature.returnType !== undefined && /^(void|undefined|never)$/.test(signature.returnType))
    return [];
  return [
    {
      rule: 'docstring.undocumented-return',
      message: `${subject} now returns a value its JSDoc does not describe: add a \`@returns\` entry.`,
    },
  ];
}

const squeeze = (type: string): string => type.replace(/\s+/g, '');
/** A type without its type arguments: `Options<E>` is still `{Options}` to a doc (hono's bearerAuth). */
function bareType(type: string): string {
  const squeezed = squeeze(type);
  // From the first `<` to the last `>`, found by index: `<.*>` rescans from every `<`.
  const open = squeezed.indexOf('<');
  const close = squeezed.lastIndexOf('>');
  return open === -1 || close < open
    ? squeezed
    : squeezed.slice(0, open) + squeezed.slice(close + 1);
}

/**
 * A JSDoc `{type}` the change's annotation left behind: the entry wrote the
 * base's annotation, and the change rewrote the annotation. Where a project
 * writes both, they were meant to agree; where they differed already, the
 * difference is the project's (JSDoc's syntax is not TypeScript's), never said.
 */
function typesLeftBehind(
  doc: JsDoc,
  signature: JsSignature,
  before: JsSignature | null | undefined,
  subject: string,
): JsDocProblem[] {
  if (!before) return [];
  return doc.params.flatMap((entry): JsDocProblem[] => {
    if (entry.type === undefined || entry.name !== entry.parameter) return [];
    const now = signature.params.find((p) => p.name === entry.name)?.type;
    const then = before.params.find((p) => p.name === entry.name)?.type;
    if (now === undefined || then === undefined || bareType(now) === bareType(then)) return [];
    if (squeeze(entry.type) !== squeeze(then)) return [];
    return [
      {
        rule: 'docstring.contradicted',
        message: `The JSDoc of ${subject} documents \`${entry.name}\` as \`{${entry.type}}\`, the type the change replaced with \`${now}\`.`,
      },
    ];
  });
}

/**
 * A `@returns {type}` the change's return annotation left behind: the entry
 * writes the base's annotation, and the change rewrote it to another type
 * (PixiJS's VideoSource.load, `{Promise<void>}` after it became
 * `Promise<this>`, 6f946d1c). Type arguments added to a bare type or dropped
 * from it are the same type to a doc, as for parameters.
 */
function returnTypeLeftBehind(
  doc: JsDoc,
  signature: JsSignature,
  before: JsSignature | null | undefined,
  subject: string,
): JsDocProblem[] {
  const written = doc.returns?.type;
  const then = before?.returnType;
  const now = signature.returnType;
  if (!doc.returns || written === undefined || then === undefined || now === undefined) return [];
  if (squeeze(written) !== squeeze(then) || squeeze(now) === squeeze(then)) return [];
  if (bareType(now) === squeeze(then) || bareType(then) === squeeze(now)) return [];
  return [
    {
      rule: 'docstring.contradicted',
      message: `The JSDoc of ${subject} documents its return as \`{${written}}\`, the type the change replaced with \`${now}\`: correct the \`@${doc.returns.tag}\` entry.`,
    },
  ];
}
