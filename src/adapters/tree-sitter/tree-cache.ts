import { diffArrays } from 'diff';
import { appendAll } from '../../core/arrays.js';
import type { Edit, Parser, Point, Tree } from 'web-tree-sitter';
import type { TreeCache } from '../../core/discovery/discover-file.js';

/** How many texts' trees a cache keeps: the versions of the files a review is working on. */
const DEFAULT_CAPACITY = 8;
/**
 * How much text (UTF-16 code units) the kept trees may cover together: a tree
 * takes about 30 bytes of wasm memory per character of its text, so this
 * bounds the memory of trees kept for large files, or for files a sweep's
 * discovery reads once (the newest tree is always kept).
 */
const DEFAULT_MAX_CHARS = 4_000_000;

/** What a cache has done, for tests and benchmarks. */
export interface TreeCacheCounts {
  /** Texts parsed from nothing. */
  full: number;
  /** Texts parsed from the tree of a text they share most of their characters with. */
  incremental: number;
  /** Texts whose tree was already there. */
  reused: number;
}

/** An edit as `tree.edit` reads it (web-tree-sitter's `Edit` class also carries helpers). */
export type TextEdit = Pick<
  Edit,
  | 'startIndex'
  | 'oldEndIndex'
  | 'newEndIndex'
  | 'startPosition'
  | 'oldEndPosition'
  | 'newEndPosition'
>;

interface Entry {
  readonly text: string;
  readonly tree: Tree;
  /** How many `use` calls are running on the tree: a tree in use is never evicted. */
  inUse: number;
}

/**
 * One tree per text, shared by everyone who parses on the thread (discovery,
 * the tools, the engine): a file version is parsed once however many tool
 * calls read it. A new version of a file (a tool's write) is parsed
 * incrementally from the tree of the version it shares the most with
 * (`tree.edit` and `parser.parse(text, oldTree)`): only the edited region is
 * parsed again. Trees live in wasm memory: an evicted tree is deleted.
 */
export function createTreeCache(
  parser: Parser,
  { capacity = DEFAULT_CAPACITY, maxChars = DEFAULT_MAX_CHARS } = {},
): TreeCache & { readonly counts: TreeCacheCounts } {
  // Least recently used first; a Map keyed by the text finds a version by its content.
  const entries = new Map<string, Entry>();
  const counts: TreeCacheCounts = { full: 0, incremental: 0, reused: 0 };
  let chars = 0;
  return {
    counts,
    withTree(text, use) {
      let entry = entries.get(text);
      if (entry) {
        counts.reused++;
        entries.delete(text);
      } else {
        entry = {
          text,
          tree: parseFrom(parser, text, closestEntry(entries.values(), text), counts),
          inUse: 0,
        };
        chars += text.length;
      }
      entries.set(text, entry);
      // The newest entry, the one about to be used, is last: it is never evicted here;
      // nor is a tree whose `use` is still running (a tool checks its edit inside the
      // `use` of the text it edited).
      while (entries.size > 1 && (entries.size > capacity || chars > maxChars)) {
        const freed = evictOldestIdle(entries);
        if (freed === undefined) break;
        chars -= freed;
      }
      entry.inUse++;
      try {
        return use(entry.tree);
      } finally {
        entry.inUse--;
      }
    },
  };
}

/**
 * Deletes the least recently used tree that is not in use and not the newest;
 * returns the length of its text, or undefined when every older tree is in use.
 */
function evictOldestIdle(entries: Map<string, Entry>): number | undefined {
  let left = entries.size - 1;
  for (const [text, entry] of entries) {
    if (left-- <= 0) return undefined;
    if (entry.inUse > 0) continue;
    entry.tree.delete();
    entries.delete(text);
    return text.length;
  }
  return undefined;
}

function parseFrom(
  parser: Parser,
  text: string,
  base: { entry: Entry; edits: readonly TextEdit[] } | undefined,
  counts: TreeCacheCounts,
): Tree {
  let tree: Tree | null;
  if (base) {
    // The cached tree stays as it is for its own text: the edits go to a copy, in order,
    // each where the ones before it left the text.
    const edited = base.entry.tree.copy();
    // tree.edit reads only these fields; the class's helper methods are not needed for it.
    for (const edit of base.edits) edited.edit(edit as Edit);
    tree = parser.parse(text, edited);
    edited.delete();
    counts.incremental++;
  } else {
    tree = parser.parse(text);
    counts.full++;
  }
  if (!tree) throw new Error('the parser returned no tree');
  return tree;
}

/**
 * The cached text that shares the most with `text` (a common start and end),
 * with the edit that turns it into `text`; else, for a large text, a cached
 * one that differs from it in a few places apart (a pull request's head
 * against its base), with an edit for each; none when no text shares at
 * least half of it, where parsing from nothing costs as much.
 */
function closestEntry(
  entries: Iterable<Entry>,
  text: string,
): { entry: Entry; edits: TextEdit[] } | undefined {
  let best: { entry: Entry; span: EditSpan; shared: number } | undefined;
  const spans: { entry: Entry; span: EditSpan }[] = [];
  for (const entry of entries) {
    const span = editSpan(entry.text, text);
    spans.push({ entry, span });
    const shared = span.start + (text.length - span.newEnd);
    if (shared * 2 >= text.length && (!best || shared > best.shared))
      best = { entry, span, shared };
  }
  // Rows and columns only for the one edit made: counting lines is the costly part.
  if (best) return { entry: best.entry, edits: [editAt(best.entry.text, text, best.span)] };
  if (text.length < LINE_EDITS_FROM) return undefined;
  for (const { entry, span } of spans) {
    const edits = sharesBothEnds(entry.text, text, span) ? lineEdits(entry.text, text) : undefined;
    if (edits) return { entry, edits };
  }
  return undefined;
}

/**
 * From this many characters on, a text that no cached text shares a common
 * start and end with is compared line by line with the cached texts that
 * begin and end with its first and last lines: parsing it from nothing costs
 * tens of milliseconds, comparing its lines a few.
 */
const LINE_EDITS_FROM = 32 * 1024;
/** Changed lines past which the comparison stops: a text that different is parsed from nothing. */
const MOST_CHANGED_LINES = 256;

/** Whether the two texts' common start and common end each hold a whole line. */
function sharesBothEnds(before: string, after: string, span: EditSpan): boolean {
  const firstLine = after.indexOf('\n');
  const lastLine = after.lastIndexOf('\n', after.length - 2);
  return (
    firstLine !== -1 &&
    span.start > firstLine &&
    after.length - span.newEnd > after.length - 1 - lastLine
  );
}

/**
 * The edits that turn `before` into `after`, one for each run of changed
 * lines, each where the edits before it left the text; none when more than
 * {@link MOST_CHANGED_LINES} lines changed, or less than half the text is
 * shared. A line here holds its line break, so the lines of each side make
 * up its text exactly, and each edit begins at a line's start.
 */
function lineEdits(before: string, after: string): TextEdit[] | undefined {
  const changes = diffArrays(linesOf(before), linesOf(after), {
    maxEditLength: MOST_CHANGED_LINES,
  });
  if (!changes) return undefined;
  const edits: TextEdit[] = [];
  // Where the text stands, in `after`'s terms: the edits before this point are made.
  let index = 0;
  let row = 0;
  let shared = 0;
  let removed: string[] = [];
  let added: string[] = [];
  const flush = (): void => {
    if (removed.length === 0 && added.length === 0) return;
    const oldText = removed.join('');
    const newText = added.join('');
    edits.push({
      startIndex: index,
      oldEndIndex: index + oldText.length,
      newEndIndex: index + newText.length,
      startPosition: { row, column: 0 },
      oldEndPosition: endOf(row, oldText),
      newEndPosition: endOf(row, newText),
    });
    index += newText.length;
    row += added.length;
    removed = [];
    added = [];
  };
  for (const change of changes) {
    if (change.removed) appendAll(removed, change.value);
    else if (change.added) appendAll(added, change.value);
    else {
      flush();
      const text = change.value.join('');
      index += text.length;
      row += change.value.length;
      shared += text.length;
    }
  }
  flush();
  return shared * 2 >= after.length ? edits : undefined;
}

/** The lines of a text, each with its line break (the last one may have none). */
function linesOf(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/** Where a text that starts at the start of row `row` ends. */
function endOf(row: number, text: string): Point {
  const end = pointAt(text, text.length).point;
  return { row: row + end.row, column: end.column };
}

/** Where `before` and `after` differ: from their common start to their common end. */
interface EditSpan {
  start: number;
  oldEnd: number;
  newEnd: number;
}

function editSpan(before: string, after: string): EditSpan {
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (
    end < shorter - start &&
    before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)
  )
    end++;
  return { start, oldEnd: before.length - end, newEnd: after.length - end };
}

function editAt(before: string, after: string, span: EditSpan): TextEdit {
  const start = pointAt(before, span.start);
  return {
    startIndex: span.start,
    oldEndIndex: span.oldEnd,
    newEndIndex: span.newEnd,
    startPosition: start.point,
    oldEndPosition: pointAt(before, span.oldEnd, start).point,
    newEndPosition: pointAt(after, span.newEnd, start).point,
  };
}

/**
 * The one edit that turns `before` into `after`: everything between their
 * common start and their common end replaced. Indices and columns are in
 * UTF-16 code units, as web-tree-sitter reads a JavaScript string.
 */
export function textEdit(before: string, after: string): TextEdit {
  return editAt(before, after, editSpan(before, after));
}

/** A position in a text: its row and column, and where its line starts. */
interface Located {
  point: Point;
  lineStart: number;
}

/**
 * The row and column of `index` in `text`, counting lines on from `from`
 * (a position before `index` that both texts share) when given.
 */
function pointAt(text: string, index: number, from?: Located): Located {
  let row = from?.point.row ?? 0;
  let lineStart = from?.lineStart ?? 0;
  for (
    let at = text.indexOf('\n', lineStart);
    at !== -1 && at < index;
    at = text.indexOf('\n', at + 1)
  ) {
    row++;
    lineStart = at + 1;
  }
  return { point: { row, column: index - lineStart }, lineStart };
}
