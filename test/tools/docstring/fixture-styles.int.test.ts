import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DocstringStyle } from '../../../src/core/docstring/types.js';
import { ownLineRanges, inRanges } from '../../../src/core/node-lines.js';
import type { CSTNode } from '../../../src/core/nodes.js';
import {
  assertPythonParses,
  discover,
  docstringEnv,
  FIXTURES,
  pythonDocstrings,
  runDocstring,
} from './docstring-harness.js';

const FILES = ['functions.py', 'classes.py', 'existing.py', 'tabs.py', 'oneliners.py'];
const STYLES: DocstringStyle[] = ['google', 'numpy', 'sphinx'];

interface Tally {
  processed: number;
  changed: number;
  skipped: number;
}
const figures = new Map<DocstringStyle, Tally>();

/** The changed lines of `before` (1-based, inclusive; empty for a pure insertion after line `start - 1`). */
function changedRegion(before: string, after: string): { start: number; end: number } {
  const a = before.split('\n');
  const b = after.split('\n');
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < a.length - prefix &&
    suffix < b.length - prefix &&
    a[a.length - 1 - suffix] === b[b.length - 1 - suffix]
  )
    suffix++;
  return { start: prefix + 1, end: a.length - suffix };
}

/** Every edit lies in the node's own lines: an insertion right after one of them, a change on them. */
function expectEditInsideNode(
  before: string,
  after: string,
  node: CSTNode,
  nodes: CSTNode[],
): void {
  if (before === after) return;
  const ranges = ownLineRanges(node, nodes);
  const region = changedRegion(before, after);
  if (region.end < region.start) {
    // A pure insertion between lines start-1 and start: the line above must be the node's.
    expect(
      inRanges(region.start - 1, ranges) || inRanges(region.start, ranges),
      `${node.full_name}: insertion at ${region.start}`,
    ).toBe(true);
    return;
  }
  for (let line = region.start; line <= region.end; line++)
    expect(inRanges(line, ranges), `${node.full_name}: line ${line} changed`).toBe(true);
}

/** Runs the docstring op on every node of a file, one after another in one workspace chain. */
async function documentFile(
  style: DocstringStyle,
  file: string,
  text: string,
): Promise<{ text: string; actions: string[] }> {
  const env = await docstringEnv(style);
  const actions: string[] = [];
  for (const { full_name } of await discover(file, text)) {
    const node = (await discover(file, text)).find((n) => n.full_name === full_name);
    if (!node) throw new Error(`lost ${full_name}`);
    const { result, after } = await runDocstring(env, file, text, node);
    expect(result.status, `${full_name}: ${result.error?.message ?? ''}`).toBe('succeeded');
    actions.push(`${full_name}: ${String(result.result?.action)}`);
    text = after;
  }
  return { text, actions };
}

describe.each(STYLES)('the docstring agent with the built-in policy, %s style', (style) => {
  it.each(FILES)(
    'documents each node of %s on its own, inside the node, and the file still parses',
    async (file) => {
      const original = readFileSync(join(FIXTURES, file), 'utf8');
      const nodes = await discover(file, original);
      const env = await docstringEnv(style);
      const tally = figures.get(style) ?? { processed: 0, changed: 0, skipped: 0 };
      for (const node of nodes) {
        const { result, after } = await runDocstring(env, file, original, node);
        expect(result.status, `${node.full_name}: ${result.error?.message ?? ''}`).toBe(
          'succeeded',
        );
        const action = result.result?.action;
        tally.processed++;
        if (action === 'skipped') {
          tally.skipped++;
          expect(after, node.full_name).toBe(original);
          expect(result.diff).toBe('');
        } else {
          tally.changed++;
          expect(after, node.full_name).not.toBe(original);
          expect(result.result?.changed_files).toEqual([file]);
          assertPythonParses(after);
        }
        expectEditInsideNode(original, after, node, nodes);
      }
      figures.set(style, tally);
    },
  );

  it.each(FILES)(
    'writes exactly the expected %s, and a second run changes nothing',
    async (file) => {
      const original = readFileSync(join(FIXTURES, file), 'utf8');
      const first = await documentFile(style, file, original);
      await expect(first.text).toMatchFileSnapshot(join(FIXTURES, 'expected', style, file));
      assertPythonParses(first.text);
      // Every node (defs nested in functions are not nodes) now has a docstring Python sees.
      const names = new Set(
        (await discover(file, first.text)).map((n) =>
          n.node_type === 'file' ? '<module>' : n.full_name,
        ),
      );
      expect(
        Object.entries(pythonDocstrings(first.text)).filter(
          ([name, doc]) => names.has(name) && doc === null,
        ),
      ).toEqual([]);
      const second = await documentFile(style, file, first.text);
      expect(second.text).toBe(first.text);
      expect(second.actions.filter((a) => !a.endsWith(': skipped'))).toEqual([]);
    },
  );
});

afterAll(() => {
  const rows = [...figures].map(
    ([style, t]) =>
      `${style.padEnd(7)} processed ${t.processed}, changed ${t.changed}, skipped ${t.skipped}`,
  );
  console.log(`docstring fixture set (${FILES.length} files):\n${rows.join('\n')}`);
});
