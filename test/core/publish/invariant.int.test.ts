import { encodingOfText } from '../../../src/languages/file-text.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGitDiff } from '../../../src/core/diff/index.js';
import type { LineRange } from '../../../src/core/node-lines.js';
import { applySuggestions } from '../../../src/core/publish/anchor.js';
import {
  applyHunksToText,
  changeHunks,
  type ChangeHunk,
} from '../../../src/core/publish/change-hunks.js';
import { commentableRanges } from '../../../src/core/publish/commentable-lines.js';
import { planReview, type PlannedReview } from '../../../src/core/publish/plan-review.js';
import { mergeWorkspaces } from '../../../src/core/workspace/merge.js';
import type { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';
import { GitRepo } from '../../support/git-repo.js';
import { createMemorySource } from '../workspace/memory-source.js';
import { buildWorkspaces, suggestedLines, type NodeSpec, type OpEdit } from './review-fixture.js';

/**
 * A hunk of the merged change is anchorable when GitHub can take it as a
 * suggestion: its replaced lines (or, for an insertion or deletion, those
 * plus the line above or below) all lie in one commentable range.
 */
function anchorable(
  hunk: ChangeHunk,
  lines: readonly string[],
  ranges: readonly LineRange[],
): boolean {
  const last = hunk.start + hunk.count - 1;
  const spans: [number, number][] = [
    ...(hunk.count > 0 ? [[hunk.start, last] as [number, number]] : []),
    [hunk.start - 1, Math.max(last, hunk.start - 1)],
    [hunk.start, last + 1],
    [hunk.start - 1, last + 1],
  ];
  return spans.some(([start, end]) => {
    if (start < 1 || end > lines.length) return false;
    if (!ranges.some((r) => r.start <= start && end <= r.end)) return false;
    const content = [
      ...lines.slice(start - 1, hunk.start - 1),
      ...hunk.lines,
      ...lines.slice(last, end),
    ];
    return !(content.length === 0 || (content.length === 1 && content[0] === '\n'));
  });
}

/**
 * The invariant: committing every suggestion of the review gives, on every
 * anchorable line, exactly what merging the workspaces gives; lines that
 * cannot be anchored keep the head's content.
 */
async function expectInvariant(
  head: Record<string, string>,
  finals: readonly WorkspaceOverlay[],
  review: PlannedReview,
  commentable: ReadonlyMap<string, readonly LineRange[]>,
): Promise<number> {
  const merged = await mergeWorkspaces(createMemorySource(head), finals);
  let checked = 0;
  for (const [path, content] of merged.files) {
    const before = head[path];
    if (before === undefined || content === undefined) continue;
    const lines = before.match(/[^\n]*\n|[^\n]+$/g) ?? [];
    const ranges = commentable.get(path) ?? [];
    const expected = applyHunksToText(
      before,
      changeHunks(before, content).filter((hunk) => anchorable(hunk, lines, ranges)),
    );
    const suggestions = review.review.comments
      .filter((c) => c.path === path)
      .map((c) => ({
        start_line: c.start_line ?? c.line,
        line: c.line,
        lines: suggestedLines(c.body),
      }));
    for (const s of suggestions)
      expect(ranges.some((r) => r.start <= s.start_line && s.line <= r.end)).toBe(true);
    expect(applySuggestions(before, suggestions)).toBe(expected);
    checked += suggestions.length;
  }
  // Paths merging never touched get no suggestions.
  for (const comment of review.review.comments) expect(merged.files.has(comment.path)).toBe(true);
  return checked;
}

/** A small seeded generator, so a failing fixture can be rerun by its seed. */
function random(seed: number): (n: number) => number {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

const NODES = 4;
const NODE_LINES = 8;

function headFile(): string {
  const lines: string[] = [];
  for (let n = 0; n < NODES; n++) {
    lines.push(`def f${n}(a):`);
    for (let k = 1; k < NODE_LINES - 1; k++) lines.push(`    v${n}_${k} = a + ${k}`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/** An op that edits one to three lines of its own node: replace, insert, delete or blank. */
function randomEdit(op: string, node: number, next: (n: number) => number): OpEdit {
  const edits = 1 + next(3);
  return {
    op,
    summary: `${op} edit`,
    write: {
      'mod.py': (text) => {
        const lines = (text ?? '').split('\n');
        for (let e = 0; e < edits; e++) {
          const own = lines.flatMap((line, i) =>
            line.includes(`${node}_`) || line.startsWith(`def f${node}(`) ? [i] : [],
          );
          const at = own[next(own.length)] as number;
          const kind = next(5);
          const tag = `    w${node}_${op}_${next(1000)} = 0`;
          if (kind === 0) lines.splice(at, 1, tag);
          else if (kind === 1) lines.splice(at + 1, 0, tag);
          else if (kind === 2) lines.splice(at, 0, tag);
          else if (kind === 3 && own.length > 2) lines.splice(at, 1);
          else lines.splice(at + 1, 0, '');
        }
        return lines.join('\n');
      },
    },
  };
}

function randomRanges(lineCount: number, next: (n: number) => number): LineRange[] {
  if (next(3) === 0) return [{ start: 1, end: lineCount }];
  const ranges: LineRange[] = [];
  let line = 1 + next(4);
  while (line <= lineCount) {
    const end = Math.min(lineCount, line + 2 + next(10));
    ranges.push({ start: line, end });
    line = end + 2 + next(6);
  }
  return ranges;
}

describe('applying every suggestion is merging the workspaces', () => {
  it('holds on 300 generated fixtures (chains, overlaps, conflicts, gaps in the diff)', async () => {
    const head = { 'mod.py': headFile() };
    let suggestions = 0;
    let conflicts = 0;
    let joined = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const nodes: NodeSpec[] = [];
      for (let n = 0; n < NODES; n++) {
        if (next(4) === 0) continue;
        const chain = [randomEdit('lint', n, next)];
        if (next(2) === 0) chain.push(randomEdit('docstring', n, next));
        const chains = [chain];
        if (next(5) === 0)
          chains.push([
            { op: 'test', write: { [`tests/test_f${n}.py`]: () => 'def test():\n    pass\n' } },
          ]);
        // A second chain editing the same node: where its lines meet the first's, they conflict.
        if (next(6) === 0) chains.push([randomEdit('sample_data', n, next)]);
        nodes.push({ node_id: `node${n}`, full_name: `f${n}`, chains });
      }
      const { workspaces, finals } = await buildWorkspaces(createMemorySource(head), nodes);
      const commentable = new Map([['mod.py', randomRanges(NODES * NODE_LINES, next)]]);
      const review = planReview({
        commit_id: 'f'.repeat(40),
        workspaces,
        findings: [],
        commentable,
        maxComments: 1000,
        parses: () => true,
        encodingOf: encodingOfText,
      });
      conflicts += review.unanchored.filter((e) =>
        e.reasons.some((r) => r.startsWith('overlaps')),
      ).length;
      joined += review.review.comments.filter((c) => c.body.includes(' + ')).length;
      try {
        suggestions += await expectInvariant(head, finals, review, commentable);
      } catch (error) {
        throw new Error(`fixture seed ${seed}: ${String(error)}`, { cause: error });
      }
    }
    // The fixtures really do post suggestions.
    expect(suggestions).toBeGreaterThan(300);
    // ... and cover conflicting nodes and comments carrying two ops.
    expect(conflicts).toBeGreaterThan(3);
    expect(joined).toBeGreaterThan(10);
  });
});

const BASE = `"""Shop."""
import json


def total(items):
    return sum(items)


def label(order):
    return "order"


class Order:
    def __init__(self, items):
        self.items = items

    def size(self):
        return len(self.items)
`;

const HEAD = BASE.replace(
  '    return sum(items)\n',
  '    if items == None:\n        return 0\n    return sum(items)\n',
).replace(
  '        return len(self.items)\n',
  '        return len(self.items)\n\n    def empty(self):\n        return self.size() == 0\n',
);

describe('on a real git diff', () => {
  let repo: GitRepo;
  let diff: string;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('shop.py', BASE);
    const base = repo.commit('base');
    repo.write('shop.py', HEAD);
    const head = repo.commit('head');
    diff = repo.diff(base, head);
  });
  afterAll(() => repo.dispose());

  it('posts inside the hunks only and commits to the merged content there', async () => {
    const commentable = commentableRanges(parseGitDiff(diff));
    const edit = (op: string, from: string, to: string): OpEdit => ({
      op,
      write: { 'shop.py': (text) => (text ?? '').replace(from, to) },
    });
    const nodes: NodeSpec[] = [
      {
        node_id: 'total',
        full_name: 'total',
        chains: [
          [
            edit('lint', 'items == None', 'items is None'),
            edit(
              'docstring',
              'def total(items):\n',
              'def total(items):\n    """Sum of the items, 0 for None."""\n',
            ),
          ],
        ],
      },
      // label() is outside the diff: its change goes to the body.
      {
        node_id: 'label',
        full_name: 'label',
        chains: [[edit('lint', 'return "order"', "return 'order'")]],
      },
      {
        node_id: 'empty',
        full_name: 'Order.empty',
        chains: [[edit('lint', 'self.size() == 0', 'not self.items')]],
      },
    ];
    const files = { 'shop.py': HEAD };
    const { workspaces, finals } = await buildWorkspaces(createMemorySource(files), nodes);
    const review = planReview({
      commit_id: 'f'.repeat(40),
      workspaces,
      findings: [],
      commentable,
      maxComments: 30,
      parses: () => true,
      encodingOf: encodingOfText,
    });
    expect(await expectInvariant(files, finals, review, commentable)).toBe(2);
    expect(review.unanchored.map((e) => [e.workspace_id, e.reasons])).toEqual([
      ['lint-label', ['outside the diff']],
    ]);
  });
});
