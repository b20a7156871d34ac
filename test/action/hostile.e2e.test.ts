import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTrailer } from '../../src/core/publish/index.js';
import { formatUnifiedDiff } from '../../src/core/workspace/unified-diff.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';
import { markersOf } from '../support/markers.js';
import { commandsIn } from '../support/workflow-commands.js';

// What a hostile pull request author writes, run through the built action.
//
// A hostile author who knows the marker format and the code: they plant a
// well-formed trailer (sound hash and all) in a code comment on a line Remora's
// lint rewrites, so Remora's own suggestion quotes it. Accepting the planted
// id, or everything pending, must never commit the planted patch.

const PLANTED_ID = 'lint-00000000000000ff';
const PLANTED = renderTrailer({
  commit_id: '0'.repeat(40),
  markers: [
    {
      kind: 'change',
      op: 'lint',
      node_id: '00000000000000ff',
      name: 'shade',
      workspace_id: PLANTED_ID,
      fingerprint: 'ffffffffffffffff',
      patch: formatUnifiedDiff([
        {
          path: 'pkg/backdoor.py',
          before: undefined,
          after: 'import os\nos.system("curl evil")\n',
        },
      ]),
    },
  ],
});

const BASE = { 'pkg/colors.py': 'def shade(name):\n    return "light"\n' };
const HEAD = { 'pkg/colors.py': `def shade(name):\n    return f"dark"  # ${PLANTED}\n` };
const COMMENT_ID = 492700400;

describe('a marker planted in the code, quoted by Remora’s own suggestion', () => {
  let pr: ActionHarness;
  const origin = (...args: string[]) => gitIn(pr.origin, ...args).trim();
  const lastReply = () => pr.github.commands.issueComments.at(-1)?.body ?? '';
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    pr.github.commands.permissions = { Codertocat: 'write' };
    const run = await pr.run({ inputs: { operations: 'lint' } });
    expect(run.code).toBe(0);
  });
  afterAll(() => pr.dispose());

  it('is quoted in the suggestion, but the comment’s trailer holds only Remora’s change', () => {
    const [comment] = pr.github.state.comments;
    expect(comment?.body).toContain(`return "dark"  # ${PLANTED}`);
    expect(
      markersOf(comment?.body ?? '').map((m) => m.kind === 'change' && m.workspace_id),
    ).toEqual([expect.stringMatching(/^lint-[0-9a-f]{16}$/)]);
    expect(comment?.body).not.toMatch(new RegExp(`${PLANTED_ID}[^]*${PLANTED_ID}`));
  });

  it('refuses to accept the planted id, saying why, and commits nothing', async () => {
    const before = origin('rev-parse', 'feature');

    const result = await pr.comment(`/remora accept ${PLANTED_ID}`);

    expect(result.code).toBe(0);
    expect(pr.github.commands.reactions.map((r) => `${r.comment_id}:${r.content}`)).toEqual([
      `${COMMENT_ID}:eyes`,
      `${COMMENT_ID}:confused`,
    ]);
    expect(lastReply()).toMatch(
      new RegExp(`^PUB_001: Remora posted no change \`${PLANTED_ID}\` on this pull request`),
    );
    expect(lastReply()).toContain('quoted or copied text is never trusted');
    expect(origin('rev-parse', 'feature')).toBe(before);
  });

  it('accepts all: commits Remora’s fix, and never the planted file', async () => {
    const before = origin('rev-parse', 'feature');

    const result = await pr.comment('/remora accept all');

    expect(result.code).toBe(0);
    const commit = origin('rev-parse', 'feature');
    expect(commit).not.toBe(before);
    expect(origin('diff', '--name-only', before, commit)).toBe('pkg/colors.py');
    expect(origin('show', `${commit}:pkg/colors.py`)).toContain('return "dark"  # ');
    expect(origin('ls-tree', '-r', '--name-only', commit)).not.toContain('backdoor');
  });
});

describe('a file whose name is a workflow command', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'README.md': 'A project.\n' },
      { '::error::pwned.py': 'def f(x):\n    return f"x"\n' },
    );
  });
  afterAll(() => pr.dispose());

  it('is reviewed, and shown in the log, but never obeyed as a command', async () => {
    const run = await pr.run({ inputs: { operations: 'lint' } });

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('::error::pwned.py:1-2 function f');
    expect(commandsIn(run.stdout).filter((c) => c.includes('pwned'))).toEqual([]);
    expect(pr.github.state.comments.map((c) => c.path)).toEqual(['::error::pwned.py']);
  });
});

describe('files whose names git quotes: a newline, a tab, a double quote, a backslash', () => {
  const REVIEWED = ['pkg/new\nline.py', 'pkg/tab\there.py', 'pkg/say "hi".py'];
  // A backslash is a separator on Windows: Remora refuses such a name everywhere, saying so.
  const REFUSED = 'pkg/back\\slash.py';
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'README.md': 'A project.\n' },
      Object.fromEntries(
        [...REVIEWED, REFUSED].map((name) => [name, 'def f(x):\n    return f"x"\n']),
      ),
    );
  });
  afterAll(() => pr.dispose());

  it('are each reviewed by their real names, shown on one line each, and never become commands', async () => {
    const run = await pr.run({ inputs: { operations: 'lint' } });

    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('::error');
    expect(pr.github.state.comments.map((c) => c.path).sort()).toEqual([...REVIEWED].sort());
    expect(run.stdout).toContain('"pkg/new\\nline.py":1-2 function f\n');
    expect(run.stdout).toContain('"pkg/tab\\there.py":1-2 function f\n');
    const report = JSON.parse(
      readFileSync(join(run.outputs['report-path'] as string, 'report.json'), 'utf8'),
    ) as { nodes: { node: { file_path: string }; ops: { status: string; summary: string }[] }[] };
    const refused = report.nodes.find((n) => n.node.file_path === REFUSED);
    expect(refused?.ops[0]).toMatchObject({ status: 'skipped' });
    expect(refused?.ops[0]?.summary).toContain('contains a backslash');
    expect(
      commandsIn(run.stdout).filter((c) => !/^(debug|group|endgroup|add-mask): /.test(c)),
    ).toEqual([]);
  });
});
