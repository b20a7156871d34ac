import type { SarifLog, SarifRegion, SarifResult } from '../../src/core/report/sarif.js';

/**
 * The offset in `text` of a SARIF line/column position (lines 1-based, ending
 * after each `\n`; columns 1-based in UTF-16 code units, what a JS string
 * counts), checked to lie inside the line it names.
 */
function offsetOf(text: string, line: number, column: number): number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  const start = starts[line - 1];
  if (start === undefined) throw new Error(`line ${line} is past the end (${starts.length} lines)`);
  // The last column of a line is its line end's (or, on the last line, the text's end).
  const next = starts[line];
  const last = next === undefined ? text.length : next - 1;
  const offset = start + column - 1;
  if (column < 1 || offset > last) throw new Error(`column ${column} is outside line ${line}`);
  return offset;
}

function span(text: string, region: SarifRegion): [number, number] {
  const from = offsetOf(text, region.startLine, region.startColumn ?? 1);
  const to = offsetOf(text, region.endLine ?? region.startLine, region.endColumn ?? 1);
  if (to < from) throw new Error(`region ends before it starts: ${JSON.stringify(region)}`);
  return [from, to];
}

/**
 * Applies a result's fix to the files it changes, as a SARIF consumer
 * would: each replacement's region is read in the unmodified file, and they
 * take effect in order. `files` gives each uri's text ('' for a file that
 * does not exist yet); the changed texts come back by uri.
 */
export function applySarifFix(
  result: SarifResult,
  files: (uri: string) => string,
): Map<string, string> {
  const changed = new Map<string, string>();
  for (const change of result.fixes?.[0]?.artifactChanges ?? []) {
    const before = files(change.artifactLocation.uri);
    const cuts = change.replacements.map((r) => ({
      at: span(before, r.deletedRegion),
      text: r.insertedContent?.text ?? '',
    }));
    let after = '';
    let next = 0;
    for (const cut of cuts) {
      if (cut.at[0] < next) throw new Error('replacements overlap or are out of order');
      after += before.slice(next, cut.at[0]) + cut.text;
      next = cut.at[1];
    }
    changed.set(change.artifactLocation.uri, after + before.slice(next));
  }
  return changed;
}

/** The results of a log's one run. */
export function sarifResults(log: SarifLog): SarifResult[] {
  return log.runs[0]?.results ?? [];
}

/**
 * Every result's fix applied at once, each file's replacements sorted by
 * where they start in the unmodified file: what a person gets accepting all
 * of them, as long as no two overlap (then it throws).
 */
export function applyAllSarifFixes(
  results: readonly SarifResult[],
  files: (uri: string) => string,
): Map<string, string> {
  const byUri = new Map<
    string,
    NonNullable<SarifResult['fixes']>[number]['artifactChanges'][number]['replacements']
  >();
  for (const result of results)
    for (const change of result.fixes?.[0]?.artifactChanges ?? []) {
      const list = byUri.get(change.artifactLocation.uri) ?? [];
      list.push(...change.replacements);
      byUri.set(change.artifactLocation.uri, list);
    }
  const changed = new Map<string, string>();
  for (const [uri, replacements] of byUri) {
    const before = files(uri);
    const ordered = [...replacements].sort(
      (a, b) => span(before, a.deletedRegion)[0] - span(before, b.deletedRegion)[0],
    );
    const merged = applySarifFix(
      {
        fixes: [
          {
            artifactChanges: [
              { artifactLocation: { uri, uriBaseId: 'SRCROOT' }, replacements: ordered },
            ],
          },
        ],
      } as SarifResult,
      () => before,
    );
    changed.set(uri, merged.get(uri) ?? before);
  }
  return changed;
}
