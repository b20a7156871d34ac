import { z } from 'zod';
import { RemoraError } from '../../../core/errors.js';
import { INVALID_SYNTAX } from '../../../core/lint/types.js';
import { comparePositions } from '../../../core/lint/source-positions.js';
import type { LintEdit, LintFinding, Position } from '../../../core/lint/types.js';

// The parts of Biome's serialized diagnostics Remora reads (the typings hold many more).
const markup = z.array(z.object({ content: z.string() }));
const span = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
const diffOp = z.union([
  z.object({ diffOp: z.object({ equal: z.object({ range: span }) }) }),
  z.object({ diffOp: z.object({ insert: z.object({ range: span }) }) }),
  z.object({ diffOp: z.object({ delete: z.object({ range: span }) }) }),
  z.object({ equalLines: z.object({ line_count: z.number().int().nonnegative() }) }),
]);
const textEdit = z.object({ dictionary: z.string(), ops: z.array(diffOp) });
const advice = z.union([
  z.object({ log: z.tuple([z.string(), markup]) }),
  z.object({ codeSuggestion: z.tuple([z.unknown(), textEdit]) }),
  z.record(z.string(), z.unknown()),
]);
const diagnostic = z.object({
  category: z.string().nullish(),
  description: z.string(),
  location: z.object({ span: span.nullish() }),
  advices: z.object({ advices: z.array(advice) }),
});
const diagnostics = z.array(diagnostic);

type Advice = z.infer<typeof advice>;
type TextEdit = z.infer<typeof textEdit>;

/**
 * Turns the diagnostics Biome's workspace pulled for one text into findings
 * ordered by position. The code is Biome's category as its CLI prints it and
 * as a suppression comment names it (`lint/suspicious/noDoubleEquals`); a
 * syntax error is `invalid-syntax`. A fix is kept only when Biome calls it
 * safe (the ones `biome lint --write` applies); an unsafe one is withheld.
 */
export function findingsFromBiome(raw: unknown, source: string): LintFinding[] {
  const parsed = diagnostics.safeParse(raw);
  if (!parsed.success)
    throw new RemoraError(
      'TOOL_001',
      `Biome returned diagnostics of an unexpected shape: ${z.prettifyError(parsed.error)}`,
    );
  const positions = createPositionMap(source);
  return parsed.data
    .filter((item) => item.location.span)
    .map((item): LintFinding => {
      const [start, end] = item.location.span as [number, number];
      const category = item.category ?? INVALID_SYNTAX;
      const base = {
        code: category === 'parse' || category.startsWith('parse/') ? INVALID_SYNTAX : category,
        message: item.description,
        start: positions.at(start),
        end: positions.at(end),
      };
      const safe = safeFix(item.advices.advices);
      if (!safe) return { ...base, fixable: false };
      const edits = editsOf(safe.edit, source, positions);
      if (edits.length === 0) return { ...base, fixable: false };
      return { ...base, fix: { message: safe.message, edits }, fixable: true };
    })
    .sort(
      (a, b) =>
        comparePositions(a.start, b.start) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );
}

/**
 * The diagnostic's code suggestion when Biome labels it safe: its log line
 * before the suggestion reads `Safe fix: …` (an unsafe one `Unsafe fix: …`),
 * which is how its CLI tells them apart when printing.
 */
function safeFix(advices: readonly Advice[]): { message: string; edit: TextEdit } | undefined {
  for (let i = 1; i < advices.length; i += 1) {
    const suggestion = advices[i];
    const label = advices[i - 1];
    if (!suggestion || !('codeSuggestion' in suggestion) || !label || !('log' in label)) continue;
    const text = (label.log as [string, { content: string }[]])[1].map((m) => m.content).join('');
    if (!text.startsWith('Safe fix:')) continue;
    return {
      message: text.slice('Safe fix:'.length).trim(),
      edit: (suggestion.codeSuggestion as [unknown, TextEdit])[1],
    };
  }
  return undefined;
}

/**
 * Biome's compressed text edit as replacements of the old text: each run of
 * inserts and deletes between equal stretches is one edit. Ranges are UTF-8
 * byte offsets into the edit's dictionary (inserted and kept text) or, for
 * `equalLines`, a count of whole lines of the old text (plus one, as Biome
 * replays them).
 */
function editsOf(edit: TextEdit, source: string, positions: PositionMap): LintEdit[] {
  const dictionary = Buffer.from(edit.dictionary, 'utf8');
  const old = Buffer.from(source, 'utf8');
  const edits: LintEdit[] = [];
  let offset = 0;
  let open: { start: number; end: number; content: string } | undefined;
  const close = (): void => {
    if (open)
      edits.push({
        content: open.content,
        start: positions.at(open.start),
        end: positions.at(open.end),
      });
    open = undefined;
  };
  for (const op of edit.ops) {
    if ('equalLines' in op) {
      close();
      for (let line = 0; line <= op.equalLines.line_count && offset < old.length; line += 1) {
        const newline = old.indexOf(10, offset);
        offset = newline === -1 ? old.length : newline + 1;
      }
      continue;
    }
    const diff = op.diffOp;
    if ('equal' in diff) {
      close();
      offset += diff.equal.range[1] - diff.equal.range[0];
    } else if ('insert' in diff) {
      open ??= { start: offset, end: offset, content: '' };
      open.content += dictionary.toString('utf8', diff.insert.range[0], diff.insert.range[1]);
    } else {
      open ??= { start: offset, end: offset, content: '' };
      offset += diff.delete.range[1] - diff.delete.range[0];
      open.end = offset;
    }
  }
  close();
  return edits;
}

interface PositionMap {
  /** The 1-based line and UTF-16 column of a UTF-8 byte offset of the text. */
  at(byteOffset: number): Position;
}

/** Maps UTF-8 byte offsets of a text (Biome's) to lines and UTF-16 columns (Remora's). */
function createPositionMap(source: string): PositionMap {
  // For each UTF-16 index, its byte offset; one more entry for the end.
  const bytesAt: number[] = [];
  const lineStartsUtf16: number[] = [0];
  let bytes = 0;
  for (let i = 0; i < source.length; i += 1) {
    bytesAt.push(bytes);
    const code = source.charCodeAt(i);
    // Line ends as Remora counts them everywhere (`\r\n`, `\r`, `\n`; source-positions.ts).
    if (code === 10 || (code === 13 && source.charCodeAt(i + 1) !== 10))
      lineStartsUtf16.push(i + 1);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < source.length) {
      // A surrogate pair: four bytes for the two units; the second unit starts mid-character.
      bytesAt.push(bytes + 2);
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  bytesAt.push(bytes);
  return {
    at(byteOffset) {
      const index = lowerBound(bytesAt, Math.min(byteOffset, bytes));
      const line = upperBound(lineStartsUtf16, index);
      return { line, column: index - (lineStartsUtf16[line - 1] as number) + 1 };
    },
  };
}

/** The first index whose value is at least `value`. */
function lowerBound(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many values are at most `value`. */
function upperBound(values: readonly number[], value: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((values[middle] as number) <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
