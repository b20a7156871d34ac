import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type * as RuffWasm from '@astral-sh/ruff-wasm-nodejs';
import { createInProcessDiscoverer } from '../../../../src/adapters/tree-sitter/in-process-discoverer.js';
import type { RuffSettings } from '../../../../src/languages/python/lint/ruff-types.js';
import type { CSTNode } from '../../../../src/core/nodes.js';
import { referenceFixIsSafe } from './ruff-reference-safety.js';

// Helpers for the Ruff tests: the fixtures, their nodes, and a reference fixpoint.

const ruff = createRequire(import.meta.url)('@astral-sh/ruff-wasm-nodejs') as typeof RuffWasm;
const fixtures = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'lint');

/** The Python fixtures under test/fixtures/lint. */
export const fixtureNames = readdirSync(fixtures)
  .filter((name) => name.endsWith('.py'))
  .sort();

/** A fixture's text. */
export function readFixture(name: string): string {
  return readFileSync(join(fixtures, name), 'utf8');
}

/** Every fixture's nodes, found by the real discovery. */
export async function discoverFixtures(): Promise<Map<string, CSTNode[]>> {
  const discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 20 });
  try {
    const found = await discoverer.discover(
      fixtureNames.map((name) => ({ file_path: name, bytes: readFileSync(join(fixtures, name)) })),
    );
    return new Map(found.map((file) => [file.file_path, file.nodes]));
  } finally {
    await discoverer.close();
  }
}

interface RawEdit {
  content: string | null;
  location: { row: number; column: number };
  end_location: { row: number; column: number };
}

interface RawDiagnostic {
  code: string | null;
  start_location: { row: number; column: number };
  fix: { edits: RawEdit[] } | null;
}

/**
 * The reference: Ruff's own safe edits for one node's lines, applied to a
 * fixpoint with a fresh Workspace that withholds no fix, written apart from
 * the code under test (its own offsets, its own "inside" test, its own loop).
 */
export function referenceFixpoint(
  settings: RuffSettings,
  source: string,
  filePath: string,
  first: number,
  last: number,
): string {
  const workspace = new ruff.Workspace(
    { lint: { select: settings.select, ignore: settings.ignore } },
    ruff.PositionEncoding.Utf16,
  );
  try {
    let text = source;
    let end = last;
    for (let round = 0; round < 100; round += 1) {
      const candidates = (workspace.check(text) as RawDiagnostic[])
        .filter(
          (d) =>
            d.code !== null &&
            d.fix !== null &&
            d.start_location.row >= first &&
            d.start_location.row <= end,
        )
        .filter((d) =>
          d.fix!.edits.every((e) => touchedLines(e).every((line) => line >= first && line <= end)),
        )
        .filter((d) =>
          referenceFixIsSafe(
            d.code!,
            d.fix!.edits.map((e) => ({
              content: e.content ?? '',
              start: e.location,
              end: e.end_location,
            })),
            text,
            filePath,
          ),
        )
        .sort(
          (a, b) =>
            a.start_location.row - b.start_location.row ||
            a.start_location.column - b.start_location.column ||
            (a.code! < b.code! ? -1 : 1),
        );
      const chosen = candidates[0];
      if (!chosen) return text;
      const lines = text.split('\n');
      const offset = (row: number, column: number) =>
        lines.slice(0, row - 1).reduce((sum, line) => sum + line.length + 1, 0) + column - 1;
      let result = '';
      let cursor = 0;
      for (const e of chosen.fix!.edits) {
        const from = Math.min(offset(e.location.row, e.location.column), text.length);
        result += text.slice(cursor, from) + (e.content ?? '');
        cursor = Math.min(offset(e.end_location.row, e.end_location.column), text.length);
      }
      result += text.slice(cursor);
      end += result.split('\n').length - lines.length;
      text = result;
    }
    return text;
  } finally {
    workspace.free();
  }
}

// The lines an edit changes: whole deleted lines leave the next line alone, a joined line counts.
function touchedLines(e: RawEdit): number[] {
  const content = e.content ?? '';
  const wholeLines =
    e.end_location.column === 1 &&
    e.end_location.row > e.location.row &&
    (content === '' ? e.location.column === 1 : content.endsWith('\n'));
  const lastRow = wholeLines ? e.end_location.row - 1 : e.end_location.row;
  return Array.from({ length: lastRow - e.location.row + 1 }, (_, i) => e.location.row + i);
}
