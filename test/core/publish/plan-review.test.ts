import { encodingOfText } from '../../../src/languages/file-text.js';
import { describe, expect, it } from 'vitest';
import { type ChangeMarker } from '../../../src/core/publish/markers.js';
import { markersOf } from '../../support/markers.js';
import { planReview, type PlanInput } from '../../../src/core/publish/plan-review.js';
import { BODY_LIMIT } from '../../../src/core/publish/review-body.js';
import { createMemorySource } from '../workspace/memory-source.js';
import { buildWorkspaces, suggestedLines, type NodeSpec } from './review-fixture.js';

const APP = [
  'def first(x):', //  1
  '    if x == None:', //  2
  '        return 0', //  3
  '    return x', //  4
  '', //  5
  '', //  6
  'def second(y):', //  7
  '    return y', //  8
  '', //  9
  '', // 10
  'def third(z):', // 11
  '    return z', // 12
  '',
].join('\n');
const SHA = 'c0ffee'.padEnd(40, '0');
const WHOLE = new Map([['app.py', [{ start: 1, end: 12 }]]]);

const replace =
  (from: string, to: string) =>
  (text: string | undefined): string =>
    (text ?? '').replace(from, to);

const LINT_FIRST: NodeSpec = {
  node_id: 'aaaa',
  full_name: 'first',
  chains: [
    [
      {
        op: 'lint',
        summary: 'E711: comparison to None',
        write: { 'app.py': replace('x == None', 'x is None') },
      },
    ],
  ],
};

async function plan(
  nodes: readonly NodeSpec[],
  overrides: Partial<PlanInput> = {},
  files: Record<string, string> = { 'app.py': APP },
) {
  const { workspaces } = await buildWorkspaces(createMemorySource(files), nodes);
  return planReview({
    commit_id: SHA,
    workspaces,
    findings: [],
    commentable: WHOLE,
    maxComments: 30,
    parses: () => true,
    encodingOf: encodingOfText,
    ...overrides,
  });
}

const changeMarkers = (text: string) =>
  markersOf(text).filter((m): m is ChangeMarker => m.kind === 'change');

describe('planReview', () => {
  it('posts one op change as a RIGHT-side suggestion with its marker', async () => {
    const { review, nothing_new } = await plan([LINT_FIRST]);
    expect(review.commit_id).toBe(SHA);
    expect(review.event).toBe('COMMENT');
    expect(review.comments).toHaveLength(1);
    const [comment] = review.comments;
    expect(comment).toMatchObject({ path: 'app.py', line: 2, side: 'RIGHT' });
    expect(comment).not.toHaveProperty('position');
    expect(comment).not.toHaveProperty('start_line');
    expect(comment?.body).toContain('**lint** on `first`: E711: comparison to None');
    expect(suggestedLines(comment?.body ?? '')).toEqual(['    if x is None:']);
    const [marker] = changeMarkers(comment?.body ?? '');
    expect(marker).toMatchObject({ op: 'lint', node_id: 'aaaa', workspace_id: 'lint-aaaa' });
    expect(marker?.patch).toContain('+    if x is None:');
    expect(nothing_new).toBe(false);
  });

  it('puts a change beyond ASCII in a file of another encoding in the body, never inline', async () => {
    // GitHub commits a suggestion's lines as UTF-8: in a latin-1 file an "é" would be two wrong bytes.
    const latin = `# -*- coding: latin-1 -*-\n${APP}`;
    const { review, unanchored } = await plan(
      [
        {
          ...LINT_FIRST,
          chains: [
            [{ op: 'docstring', write: { 'app.py': replace('return 0', 'return "zéro"') } }],
          ],
        },
        {
          node_id: 'bbbb',
          full_name: 'second',
          chains: [[{ op: 'lint', write: { 'app.py': replace('return y', 'return y + 0') } }]],
        },
      ],
      { commentable: new Map([['app.py', [{ start: 1, end: 13 }]]]) },
      { 'app.py': latin },
    );
    expect(review.comments.map((c) => suggestedLines(c.body))).toEqual([['    return y + 0']]);
    expect(unanchored.map((e) => e.reasons)).toEqual([
      ["the file is in iso-8859-1, and GitHub would commit the suggestion's lines as UTF-8"],
    ]);
    expect(review.body).toContain('+        return "zéro"');
  });

  it("places a forked op's own change in head lines, one comment per op", async () => {
    const { review } = await plan([
      {
        node_id: 'aaaa',
        full_name: 'first',
        chains: [
          [
            { op: 'lint', write: { 'app.py': replace('x == None', 'x is None') } },
            {
              op: 'docstring',
              write: { 'app.py': replace('    return x\n', '    return x  # done\n') },
            },
          ],
        ],
      },
    ]);
    expect(review.comments.map((c) => [c.line, suggestedLines(c.body)])).toEqual([
      [2, ['    if x is None:']],
      [4, ['    return x  # done']],
    ]);
    const ops = review.comments.map((c) => changeMarkers(c.body)[0]);
    expect(ops.map((m) => [m?.op, m?.workspace_id])).toEqual([
      ['lint', 'lint-aaaa'],
      ['docstring', 'docstring-aaaa'],
    ]);
  });

  it('carries two overlapping ops in one comment naming both', async () => {
    const { review } = await plan([
      {
        node_id: 'aaaa',
        full_name: 'first',
        chains: [
          [
            { op: 'lint', summary: 'E711', write: { 'app.py': replace('x == None', 'x is None') } },
            {
              op: 'docstring',
              summary: 'documents x',
              write: { 'app.py': replace('def first(x):\n', 'def first(x):\n    """X."""\n') },
            },
          ],
        ],
      },
    ]);
    expect(review.comments).toHaveLength(1);
    const [comment] = review.comments;
    // The insertion touches the replaced line, so the one suggestion replaces line 2 alone.
    expect(comment).toMatchObject({ line: 2 });
    expect(comment).not.toHaveProperty('start_line');
    expect(suggestedLines(comment?.body ?? '')).toEqual(['    """X."""', '    if x is None:']);
    expect(comment?.body).toContain('**lint + docstring**');
    expect(comment?.body).toContain('- lint: E711');
    expect(comment?.body).toContain('- docstring: documents x');
    expect(changeMarkers(comment?.body ?? '')[0]).toMatchObject({
      op: 'lint+docstring',
      workspace_id: 'docstring-aaaa',
    });
  });

  it('puts new files and changes outside the diff in the body with an accept hint', async () => {
    const result = await plan(
      [
        LINT_FIRST,
        {
          node_id: 'bbbb',
          full_name: 'third',
          chains: [
            [{ op: 'lint', write: { 'app.py': replace('return z', 'return -z') } }],
            [{ op: 'test', write: { 'tests/test_app.py': () => 'def test_third():\n    pass\n' } }],
          ],
        },
      ],
      { commentable: new Map([['app.py', [{ start: 1, end: 4 }]]]) },
    );
    expect(result.review.comments).toHaveLength(1);
    expect(result.unanchored.map((e) => [e.workspace_id, e.reasons])).toEqual([
      ['lint-bbbb', ['outside the diff']],
      ['test-bbbb', ['new file']],
    ]);
    const body = result.review.body;
    expect(body).toContain('<details>');
    expect(body).toContain('`/remora accept test-bbbb`');
    expect(body).toContain('+def test_third():');
    expect(body).toContain('-    return z\n+    return -z');
    expect(changeMarkers(body).map((m) => m.workspace_id)).toEqual(['lint-bbbb', 'test-bbbb']);
  });

  it('caps inline comments and moves the rest to the body in the same form', async () => {
    const nodes: NodeSpec[] = [
      ['second', 'y'],
      ['third', 'z'],
    ].map(([name, v], i) => ({
      node_id: `n${i}`,
      full_name: name as string,
      chains: [[{ op: 'lint', write: { 'app.py': replace(`return ${v}`, `return +${v}`) } }]],
    }));
    const nodesWithX = [...nodes, LINT_FIRST];
    const result = await plan(nodesWithX, { maxComments: 1 });
    expect(result.review.comments.map((c) => c.line)).toEqual([2]);
    expect(result.overflow.map((e) => [e.workspace_id, e.reasons])).toEqual([
      ['lint-n0', ['over the max-comments cap']],
      ['lint-n1', ['over the max-comments cap']],
    ]);
    expect(result.review.body).toContain('`/remora accept lint-n1`');
  });

  it('moves a suggestion that breaks the parse to the body', async () => {
    const result = await plan([LINT_FIRST], {
      parses: (path, text) => !(path === 'app.py' && text.includes('is None')),
    });
    expect(result.review.comments).toEqual([]);
    expect(result.unanchored[0]?.reasons).toEqual(['does not parse with the suggestion applied']);
  });

  it('never posts a fingerprint twice, and a rerun with nothing new has nothing to post', async () => {
    const first = await plan([LINT_FIRST]);
    const prints = new Set(
      changeMarkers(first.review.comments[0]?.body ?? '').map((m) => m.fingerprint),
    );
    const rerun = await plan([LINT_FIRST], { alreadyPosted: prints });
    expect(rerun.review.comments).toEqual([]);
    expect(rerun.already_posted).toEqual([...prints]);
    expect(rerun.nothing_new).toBe(true);
    expect(rerun.review.body).toContain('1 already posted earlier');
  });

  it('leaves out the change of a node that overlaps an earlier one, whole file, as the merge does', async () => {
    const result = await plan([
      LINT_FIRST,
      {
        node_id: 'cccc',
        full_name: 'first',
        chains: [
          [
            {
              op: 'docstring',
              write: {
                'app.py': (t) =>
                  replace('x == None', 'not x')(t).replace('return y', 'return y or 0'),
              },
            },
          ],
        ],
      },
    ]);
    expect(result.review.comments.map((c) => c.line)).toEqual([2]);
    expect(result.unanchored.map((e) => [e.workspace_id, e.reasons])).toEqual([
      ['docstring-cccc', ['overlaps the change of lint-aaaa']],
    ]);
  });

  it('never puts two suggestions on one line: changes sharing an anchor line are one comment', async () => {
    // Line 3 is outside the diff, so the insertion before line 4 takes line 4 along, as
    // does the other node's insertion after it.
    const result = await plan(
      [
        {
          node_id: 'aaaa',
          full_name: 'first',
          chains: [
            [
              {
                op: 'lint',
                write: { 'app.py': replace('    return x\n', '    x = x or 0\n    return x\n') },
              },
            ],
          ],
        },
        {
          node_id: 'bbbb',
          full_name: 'second',
          chains: [
            [
              {
                op: 'docstring',
                write: { 'app.py': replace('    return x\n', '    return x\n    # end\n') },
              },
            ],
          ],
        },
      ],
      { commentable: new Map([['app.py', [{ start: 4, end: 12 }]]]) },
    );
    expect(result.review.comments).toHaveLength(1);
    const [comment] = result.review.comments;
    expect(comment).toMatchObject({ line: 4 });
    expect(suggestedLines(comment?.body ?? '')).toEqual([
      '    x = x or 0',
      '    return x',
      '    # end',
    ]);
    expect(changeMarkers(comment?.body ?? '')[0]).toMatchObject({
      op: 'lint+docstring',
      node_id: 'aaaa+bbbb',
      workspace_id: 'lint-aaaa+docstring-bbbb',
    });
  });

  it("keeps the body under GitHub's limit and names what it left out", async () => {
    const big = Array.from({ length: 4000 }, (_, i) => `VALUE_${i} = ${i}`).join('\n');
    const nodes: NodeSpec[] = Array.from({ length: 6 }, (_, i) => ({
      node_id: `t${i}`,
      full_name: `t${i}`,
      chains: [[{ op: 'sample_data', write: { [`fixtures/data_${i}.py`]: () => `${big}\n` } }]],
    }));
    const result = await plan(nodes);
    expect(result.review.body.length).toBeLessThan(BODY_LIMIT);
    expect(result.left_out.length).toBeGreaterThan(0);
    expect(result.unanchored).toHaveLength(6);
    for (const id of result.left_out) expect(result.review.body).toContain(`\`${id}\``);
    expect(result.review.body).toMatch(/Left out of this body \(see the job summary \/ report\)/);
  });

  it('lists findings compactly in the body', async () => {
    const result = await plan([], {
      findings: [
        {
          op: 'lint',
          node_id: 'aaaa',
          full_name: 'first',
          finding: {
            rule: 'F841',
            message: 'Local variable `y` is\nassigned to but never used',
            path: 'app.py',
            start_line: 3,
            end_line: 3,
            severity: 'warning',
          },
        },
      ],
    });
    expect(result.review.body).toContain(
      '- `app.py:3` **F841** Local variable `y` is assigned to but never used (lint, `first`)',
    );
    expect(result.review.body).toMatch(
      /^\*\*Remora\*\* reviewed: 0 suggestions inline, 0 changes below, 1 finding\./,
    );
  });
});
