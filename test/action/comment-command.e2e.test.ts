import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGitDiff } from '../../src/core/diff/index.js';
import { renderTrailer, type ChangeMarker } from '../../src/core/publish/index.js';
import { markersOf } from '../support/markers.js';
import { formatUnifiedDiff } from '../../src/core/workspace/unified-diff.js';
import { FIXTURE_READER } from '../support/fixture-reader.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';

// End-to-end runs of the committed bundle (node dist/index.js) on issue_comment
// events (the real webhook example, pointed at the harness's pull request),
// against the stateful fake of GitHub's API. Commits made through its Git Data
// API land in the harness's repository and are checked with git. Each describe
// block is one pull request with a harness of its own: the blocks run at the
// same time (describe.concurrent), the tests of a block one after another
// (it.sequential), since its runs share GitHub's state.

const BASE = { 'pkg/shapes.py': SHAPES_BASE };

const HEAD = {
  'pkg/shapes.py': SHAPES_HEAD,
  'pkg/colors.py':
    'def shade(name):\n    """Return the shade of a colour."""\n    return f"dark"\n',
};

const LINT_DOCSTRING = { operations: 'lint,docstring' };
const COMMENT_ID = 492700400;

/** The requests of the runs since `from`, without the repository prefix. */
function requestsSince(pr: ActionHarness, from: number): string[] {
  return pr.github.requests.slice(from).map((r) => r.replace('/repos/Codertocat/Hello-World', ''));
}

/** Whether git applies `patch` cleanly in `dir`. */
function applies(dir: string, patch: string): boolean {
  try {
    execFileSync('git', ['apply', '--check', '-'], { cwd: dir, input: patch, stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

function reactions(pr: ActionHarness): string[] {
  return pr.github.commands.reactions.map((r) => `${r.comment_id}:${r.content}`);
}

function lastReply(pr: ActionHarness): string {
  return pr.github.commands.issueComments.at(-1)?.body ?? '';
}

/** The change marker of the comment on `line` of `path`. */
function markerOn(pr: ActionHarness, path: string, line: number): ChangeMarker {
  const comment = pr.github.state.comments.find((c) => c.path === path && c.line === line);
  const marker = comment && markersOf(comment.body)[0];
  if (marker?.kind !== 'change') throw new Error(`no change marker on ${path}:${line}`);
  return marker;
}

describe.concurrent('comment commands', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    pr.github.commands.permissions = { Codertocat: 'maintain', 'octo-reader': 'read' };
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'runs nothing, and asks GitHub nothing, for a command in a code block, an edited comment or a bot',
    async () => {
      // Four runs that each decide to do nothing: they share no state, so they run together.
      const runs = await Promise.all([
        pr.comment('Try this:\n\n```\n/remora lint\n```\n\n> /remora all'),
        pr.comment('/remora lint', { action: 'edited' }),
        pr.comment('/remora lint', { user: 'github-actions[bot]', userType: 'Bot' }),
        pr.comment('/remora lint', { user: 'remora-helper[bot]' }),
      ]);

      expect(runs.map((r) => r.code)).toEqual([0, 0, 0, 0]);
      expect(runs[0]?.stdout).toContain('the comment has no /remora command; nothing to do');
      expect(runs[1]?.stdout).toContain('a comment that was edited runs no command');
      expect(runs[2]?.stdout).toContain('the comment is by the bot github-actions[bot]');
      expect(runs[3]?.stdout).toContain('the comment is by the bot remora-helper[bot]');
      expect(pr.github.requests).toEqual([]);
    },
  );

  it.sequential(
    'answers someone without write permission once, politely, and runs nothing',
    async () => {
      const from = pr.github.requests.length;

      const result = await pr.comment('/remora all', { user: 'octo-reader' });

      expect(result.code).toBe(0);
      expect(requestsSince(pr, from)).toEqual([
        'GET /collaborators/octo-reader/permission',
        'POST /issues/2/comments',
      ]);
      expect(lastReply(pr)).toMatch(
        /^@octo-reader, thank you — .*write access.*\(yours is `read`\)/,
      );
      expect(reactions(pr)).toEqual([]);
      expect(pr.github.state.checkRuns).toEqual([]);
    },
  );

  it.sequential(
    'answers help with the command list and the ops the base commit knows',
    async () => {
      const result = await pr.comment('/remora help');

      expect(result.code).toBe(0);
      expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:rocket`]);
      expect(lastReply(pr)).toMatch(/^\*\*Remora commands\*\*/);
      const known = [...BUILTIN_REGISTRY.ops.keys()].sort().map((op) => `\`${op}\``);
      expect(known).toEqual(
        expect.arrayContaining(['`docstring`', '`lint`', '`sample_data`', '`test`']),
      );
      expect(lastReply(pr)).toContain(`(${known.join(', ')})`);
      expect(result.summary).toContain('**Remora commands**');
    },
  );

  it.sequential('answers an unknown op with the help naming it, and 😕', async () => {
    pr.github.commands.reactions.length = 0;

    const result = await pr.comment('Please:\n/remora lint,format');

    expect(result.code).toBe(0);
    expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:confused`]);
    expect(lastReply(pr)).toMatch(/^Remora did not run anything: unknown command or op 'format'\./);
    expect(pr.github.state.checkRuns).toEqual([]);
  });

  it.sequential(
    'reviews only the paths named, with the ops named, on the head, under a check of its own',
    async () => {
      pr.github.commands.reactions.length = 0;

      const result = await pr.comment('/remora lint pkg/colors.py');

      expect(result.code).toBe(0);
      expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:rocket`]);
      expect(pr.github.state.checkRuns).toHaveLength(1);
      // Narrowed: it never stands in for the full review's `Remora` check.
      expect(pr.github.state.checkRuns[0]).toMatchObject({
        name: 'Remora: /remora lint pkg/colors.py',
        head_sha: pr.headSha,
        conclusion: 'success',
      });
      expect(pr.github.state.comments.map((c) => [c.path, c.line])).toEqual([['pkg/colors.py', 3]]);
      expect(markerOn(pr, 'pkg/colors.py', 3).op).toBe('lint');
      expect(result.outputs.nodes).toBe('1');
    },
  );

  it.sequential(
    'then all ops everywhere: what a pull_request run posts, nothing posted twice',
    async () => {
      const result = await pr.comment('/remora lint,docstring');
      const rerun = await pr.run({ inputs: LINT_DOCSTRING });

      expect(result.code).toBe(0);
      expect(pr.github.state.comments.map((c) => `${c.path}:${c.line}`).sort()).toEqual([
        'pkg/colors.py:3',
        'pkg/shapes.py:17',
        'pkg/shapes.py:2',
        'pkg/shapes.py:25',
        'pkg/shapes.py:27',
      ]);
      expect(rerun.code).toBe(0);
      expect(rerun.stdout).toContain('nothing new since the earlier reviews');
      expect(pr.github.state.reviews).toHaveLength(2);
    },
  );

  it.sequential(
    'keeps tools that run code off unless the workflow sets allow-execute: true',
    async () => {
      pr.push({
        'pkg/double.py':
          'def double(x):\n    """Double x.\n\n    >>> double(2)\n    4\n    """\n    return 2 * x\n',
      });
      const testOf = (result: { outputs: Record<string, string> }) => {
        const report = JSON.parse(
          readFileSync(join(result.outputs['report-path'] as string, 'report.json'), 'utf8'),
        ) as { nodes: { node: { full_name: string }; ops: { summary: string }[] }[] };
        return report.nodes.find((n) => n.node.full_name === 'double')?.ops[0]?.summary;
      };

      const off = await pr.comment('/remora test pkg/double.py');
      const on = await pr.comment('/remora test pkg/double.py', {
        inputs: { 'allow-execute': 'true' },
      });

      expect(off.code).toBe(0);
      expect(testOf(off)).toBe('run_tests runs repository code, which this event does not allow');
      expect(on.code).toBe(0);
      expect(testOf(on)).not.toBe(
        'run_tests runs repository code, which this event does not allow',
      );
    },
  );
});

describe.concurrent('/remora accept', () => {
  let pr: ActionHarness;
  const origin = (...args: string[]) => gitIn(pr.origin, ...args).trim();
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    pr.github.commands.permissions = { Codertocat: 'write' };
    await pr.run({ inputs: LINT_DOCSTRING });
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'commits the workspace to the pull request branch, naming the op, the node and the commenter',
    async () => {
      const before = pr.headSha;
      const { workspace_id: id } = markerOn(pr, 'pkg/shapes.py', 17);
      const comment = pr.github.state.comments.find((c) => c.line === 17);

      const result = await pr.comment(`/remora accept ${id}`);

      expect(result.code).toBe(0);
      expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:rocket`]);
      const commit = origin('rev-parse', 'feature');
      expect(commit).not.toBe(before);
      expect(origin('rev-parse', 'feature^')).toBe(before);
      expect(origin('diff', before, commit)).toContain(
        '-    label = f"perimeter"\n+    label = "perimeter"\n',
      );
      expect(origin('diff', '--stat', before, commit)).toContain(
        '1 file changed, 1 insertion(+), 1 deletion(-)',
      );
      expect(origin('log', '-1', '--format=%B', commit)).toBe(
        [
          "Accept Remora's lint on perimeter",
          '',
          `/remora accept ${id}, by @Codertocat on #2:`,
          `- lint on perimeter (${id}): pkg/shapes.py`,
          '',
          'Co-authored-by: Codertocat <21031067+Codertocat@users.noreply.github.com>',
        ].join('\n'),
      );
      expect(lastReply(pr)).toMatch(new RegExp(`^Committed ${commit.slice(0, 7)} to \`feature\`:`));
      const thread = pr.github.state.threads.find((t) => t.commentIds.includes(comment?.id ?? 0));
      expect(thread?.isResolved).toBe(true);
      expect(pr.github.state.threads.filter((t) => t.isResolved)).toHaveLength(1);
    },
  );

  it.sequential('the next review run counts it as accepted', async () => {
    const result = await pr.run({ inputs: LINT_DOCSTRING });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('nothing new since the earlier reviews');
    expect(result.summary).toContain('| Accepted | 1 of 5 suggestions |');
  });

  it.sequential(
    'refuses a marker edited after Remora wrote it (PUB_001), committing nothing',
    async () => {
      const head = origin('rev-parse', 'feature');
      const comment = pr.github.state.comments.find((c) => c.line === 25);
      const { workspace_id: id } = markerOn(pr, 'pkg/shapes.py', 25);
      if (!comment) throw new Error('no comment on line 25');
      const original = comment.body;
      comment.body = original.replace(
        /"fingerprint":"[0-9a-f]+"/,
        '"fingerprint":"0000000000000000"',
      );
      pr.github.commands.reactions.length = 0;
      try {
        const result = await pr.comment(`/remora accept ${id}`);

        expect(result.code).toBe(0);
        expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:confused`]);
        expect(lastReply(pr)).toMatch(
          new RegExp(`^PUB_001: the marker of \`${id}\` cannot be trusted: it was edited`),
        );
        expect(lastReply(pr)).toContain(`review comment ${comment.id} on pkg/shapes.py`);
        expect(origin('rev-parse', 'feature')).toBe(head);
      } finally {
        comment.body = original;
      }
    },
  );

  it.sequential(
    'on a fork, replies with the exact patch to apply by hand and commits nothing',
    async () => {
      const head = origin('rev-parse', 'feature');
      const { workspace_id: id } = markerOn(pr, 'pkg/colors.py', 3);
      pr.github.commands.fork = 'octocat/Hello-World';
      pr.github.commands.reactions.length = 0;
      try {
        const result = await pr.comment(`/remora accept ${id}`);

        expect(result.code).toBe(0);
        expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:confused`]);
        const reply = lastReply(pr);
        expect(reply).toContain('comes from the fork `octocat/Hello-World`');
        const patch = /```diff\n([\s\S]*?\n)```/.exec(reply)?.[1] ?? '';
        // The patch applies to the head as it is, with git itself.
        expect(applies(pr.checkout, patch)).toBe(true);
        expect(patch).toContain('-    return f"dark"\n+    return "dark"\n');
        expect(origin('rev-parse', 'feature')).toBe(head);
      } finally {
        pr.github.commands.fork = undefined;
      }
    },
  );

  it.sequential(
    'accept all: overlapping changes are reported, by file and workspace, and nothing is committed',
    async () => {
      const head = origin('rev-parse', 'feature');
      // An earlier run's review with two fixtures for one new file, as two nodes' sample_data made them.
      const fixture = (node: string, width: number): ChangeMarker => ({
        kind: 'change',
        op: 'sample_data',
        node_id: node,
        name: 'area',
        workspace_id: `sample_data-${node}`,
        fingerprint: node,
        patch: formatUnifiedDiff([
          { path: 'tests/fixtures/area.json', before: undefined, after: `{"width": ${width}}\n` },
        ]),
      });
      const trailer = renderTrailer({
        commit_id: head,
        markers: [fixture('00000000000000a1', 2), fixture('00000000000000a2', 3)],
      });
      pr.github.state.reviews.push({
        id: 9001,
        body: `**Remora** reviewed 2 nodes.\n${trailer}`,
        commit_id: head,
        state: 'COMMENTED',
        user: { login: 'github-actions[bot]' },
      });
      pr.github.commands.reactions.length = 0;
      try {
        const result = await pr.comment('/remora accept all');

        expect(result.code).toBe(0);
        expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:confused`]);
        expect(lastReply(pr)).toContain(
          'These changes overlap, and Remora does not guess which to keep.',
        );
        expect(lastReply(pr)).toContain(
          '- `tests/fixtures/area.json`: `sample_data-00000000000000a1` and `sample_data-00000000000000a2`',
        );
        expect(origin('rev-parse', 'feature')).toBe(head);
      } finally {
        pr.github.state.reviews.pop();
      }
    },
  );

  it.sequential(
    'refuses when the head moved and the change no longer applies, naming the file',
    async () => {
      const { workspace_id: id } = markerOn(pr, 'pkg/shapes.py', 27);
      const moved = pr.push({
        'pkg/shapes.py': pr.headFile('pkg/shapes.py').replace('f"a shape"', 'f"a {name}"'),
      });
      pr.github.commands.reactions.length = 0;

      const result = await pr.comment(`/remora accept ${id}`);

      expect(result.code).toBe(0);
      expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:confused`]);
      expect(lastReply(pr)).toMatch(
        new RegExp(`^The head moved: \`${id}\` no longer applies cleanly to \`pkg/shapes.py\``),
      );
      expect(lastReply(pr)).toContain('Nothing was committed.');
      expect(origin('rev-parse', 'feature')).toBe(moved);
    },
  );
});

describe.concurrent('/remora accept all', () => {
  let pr: ActionHarness;
  const origin = (...args: string[]) => gitIn(pr.origin, ...args).trim();
  beforeAll(async () => {
    // The project's tests read fixtures: sample_data has somewhere to write them.
    pr = await createActionHarness(
      { ...BASE, 'tests/conftest.py': FIXTURE_READER },
      {
        ...HEAD,
        'pkg/sizes.py':
          'def scale(width: int, factor: float) -> float:\n    """Scale a width."""\n    return width * factor\n',
      },
    );
    pr.github.commands.permissions = { Codertocat: 'admin' };
    await pr.run({ inputs: { operations: 'lint,docstring,sample_data' } });
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'commits every pending change in one commit, new fixture files included',
    async () => {
      const before = pr.headSha;
      const shapes = pr.headFile('pkg/shapes.py');
      const [fixture] = markersOf(pr.github.state.reviews[0]?.body ?? '').flatMap((m) =>
        m.kind === 'change' ? parseGitDiff(m.patch) : [],
      );

      const result = await pr.comment('/remora accept all');

      expect(result.code).toBe(0);
      expect(reactions(pr)).toEqual([`${COMMENT_ID}:eyes`, `${COMMENT_ID}:rocket`]);
      expect(origin('rev-parse', 'feature^')).toBe(before);
      expect(origin('log', '-1', '--format=%s', 'feature')).toBe("Accept 6 of Remora's changes");
      // Committing every suggestion by hand would give the same file.
      expect(origin('show', 'feature:pkg/shapes.py')).toBe(
        withSuggestions(
          shapes,
          pr.github.state.comments.filter((c) => c.path === 'pkg/shapes.py'),
        ).replace(/\n$/, ''),
      );
      expect(origin('show', 'feature:pkg/colors.py')).toContain('    return "dark"');
      // The fixture, which no inline suggestion can add, arrives as its marker has it.
      expect(fixture?.path).toBe('tests/fixtures/sizes/scale.json');
      expect(`${origin('show', 'feature:tests/fixtures/sizes/scale.json')}\n`).toBe(
        fixture?.hunks.flatMap((h) => h.lines.map((l) => `${l.text}\n`)).join(''),
      );
      expect(pr.github.state.threads.every((t) => t.isResolved)).toBe(true);
    },
  );

  it.sequential('the next review run counts them accepted and posts nothing', async () => {
    const result = await pr.run({ inputs: { operations: 'lint,docstring,sample_data' } });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('nothing new since the earlier reviews');
    // lint's change to describe counts too: docstring, forked from lint, carried it.
    expect(result.summary).toContain('| Accepted | 6 of 6 suggestions |');
    expect(pr.github.state.reviews).toHaveLength(1);
  });
});

/** A file with the suggestions of these comments committed, as GitHub's button does it. */
function withSuggestions(
  text: string,
  comments: readonly { line: number | null; start_line: number | null; body: string }[],
): string {
  const lines = text.split('\n');
  for (const comment of [...comments].sort((a, b) => (b.line ?? 0) - (a.line ?? 0))) {
    const suggested = /```suggestion\n([\s\S]*?)\n?```/.exec(comment.body)?.[1];
    if (suggested === undefined || comment.line === null) throw new Error('no suggestion');
    const start = comment.start_line ?? comment.line;
    lines.splice(
      start - 1,
      comment.line - start + 1,
      ...(suggested === '' ? [] : suggested.split('\n')),
    );
  }
  return lines.join('\n');
}
