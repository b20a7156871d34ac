import { describe, expect, it } from 'vitest';
import { publishSweepPull, type SweepPullInput } from '../../src/action/sweep-pull-request.js';
import { RemoraError } from '../../src/core/errors.js';
import { readTrailers, recordedSweepCommit } from '../../src/core/sweep/sweep-pull.js';
import { createInMemorySweepPort } from '../support/in-memory-sweep-port.js';

const SWEPT = 'a1'.repeat(20);
const LATER = 'b2'.repeat(20);
const BRANCH = 'remora/sweep-abc123abc123';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

function input(fields: Partial<SweepPullInput> = {}): SweepPullInput {
  return {
    hash: 'abc123abc123',
    patterns: ['pkg'],
    base: 'main',
    parent: SWEPT,
    ops: ['lint'],
    files: [{ path: 'pkg/a.py', content: bytes('x = 1\n') }],
    changeCount: 1,
    title: 'Remora sweep: lint on pkg',
    body: 'first report',
    ...fields,
  };
}

describe('publishSweepPull', () => {
  it('first run: commits on the swept commit, creates the branch, opens the pull request', async () => {
    const port = createInMemorySweepPort();
    const outcome = await publishSweepPull(port, input());

    expect(port.calls).toEqual([
      `getBranchHead ${BRANCH}`,
      `findPull ${BRANCH}`,
      `createCommit on ${SWEPT.slice(0, 7)}`,
      `createBranch ${BRANCH}`,
      `createPull ${BRANCH}`,
    ]);
    const head = port.branches.get(BRANCH) as string;
    expect(outcome).toEqual({
      action: 'opened',
      number: 100,
      url: 'https://github.com/octo/demo/pull/100',
      branch: BRANCH,
      commit: head,
    });
    const commit = port.commits.get(head);
    expect(commit?.parents).toEqual([SWEPT]);
    expect(commit?.files.map((f) => f.path)).toEqual(['pkg/a.py']);
    expect(readTrailers(commit?.message ?? '').get('Remora-Sweep')).toBe('abc123abc123');
    expect(port.pulls).toMatchObject([
      { head: BRANCH, base: 'main', title: 'Remora sweep: lint on pkg' },
    ]);
    expect(port.pulls[0]?.body).toBe(`first report\n\n<!-- remora:sweep-commit ${head} -->`);
    expect(recordedSweepCommit(port.pulls[0]?.body ?? '')).toBe(head);
  });

  it('second run with the same changes: no commit, the same pull request updated', async () => {
    const port = createInMemorySweepPort();
    await publishSweepPull(port, input());
    const head = port.branches.get(BRANCH);
    port.calls.length = 0;

    const outcome = await publishSweepPull(port, input({ body: 'second report' }));

    expect(port.calls).toEqual([
      `getBranchHead ${BRANCH}`,
      `findPull ${BRANCH}`,
      `getCommit ${head?.slice(0, 7)}`,
      'updatePull #100',
    ]);
    expect(outcome).toEqual({
      action: 'updated',
      number: 100,
      url: 'https://github.com/octo/demo/pull/100',
      branch: BRANCH,
    });
    expect(port.branches.get(BRANCH)).toBe(head);
    expect(port.pulls).toHaveLength(1);
    expect(port.pulls[0]?.body).toBe(`second report\n\n<!-- remora:sweep-commit ${head} -->`);
  });

  it('a later sweep rebuilds its own branch on the new commit and updates the one pull request', async () => {
    const port = createInMemorySweepPort();
    await publishSweepPull(port, input());
    const first = port.branches.get(BRANCH) as string;
    port.calls.length = 0;

    const files = [{ path: 'pkg/b.py', content: bytes('y = 2\n') }];
    const outcome = await publishSweepPull(port, input({ parent: LATER, files }));

    expect(port.calls).toEqual([
      `getBranchHead ${BRANCH}`,
      `findPull ${BRANCH}`,
      `getCommit ${first.slice(0, 7)}`,
      `createCommit on ${LATER.slice(0, 7)}`,
      `resetBranch ${BRANCH}`,
      'updatePull #100',
    ]);
    const head = port.branches.get(BRANCH) as string;
    expect(outcome).toMatchObject({ action: 'updated', number: 100, commit: head });
    // Its old commit is the second parent: the branch moved by fast-forward.
    expect(port.commits.get(head)?.parents).toEqual([LATER, first]);
    expect(port.pulls).toHaveLength(1);
    expect(recordedSweepCommit(port.pulls[0]?.body ?? '')).toBe(head);
  });

  it('new changes on the same commit are committed too', async () => {
    const port = createInMemorySweepPort();
    await publishSweepPull(port, input());
    const first = port.branches.get(BRANCH);
    const files = [{ path: 'pkg/a.py', content: bytes('x = 2\n') }];

    const outcome = await publishSweepPull(port, input({ files }));

    expect(outcome.commit).toBeDefined();
    expect(port.branches.get(BRANCH)).not.toBe(first);
    expect(port.pulls).toHaveLength(1);
  });

  it('refuses a branch whose head someone else pushed, and writes nothing', async () => {
    const port = createInMemorySweepPort();
    await publishSweepPull(port, input());
    const human = port.pushByHand(BRANCH, 'Tidy up the sweep by hand');
    port.calls.length = 0;

    const error = await publishSweepPull(port, input({ parent: LATER })).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RemoraError);
    expect(error).toMatchObject({ code: 'WORK_001' });
    expect((error as Error).message).toContain(
      `the branch ${BRANCH} is at ${human.slice(0, 12)}, not the commit Remora made and recorded in pull request #100`,
    );
    expect(port.calls).toEqual([
      `getBranchHead ${BRANCH}`,
      `findPull ${BRANCH}`,
      `getCommit ${human.slice(0, 7)}`,
    ]);
    expect(port.branches.get(BRANCH)).toBe(human);
    expect(port.pulls[0]?.body).toMatch(/^first report\n/);
  });

  it("refuses a person's amendment of its commit that keeps its message and trailers", async () => {
    const port = createInMemorySweepPort();
    await publishSweepPull(port, input());
    const made = port.commits.get(port.branches.get(BRANCH) as string);
    // Amended: the same parent and message, other files; a commit id Remora never recorded.
    const amended = port.pushByHand(BRANCH, made?.message ?? '');
    (port.commits.get(amended) as { parents: string[] }).parents = [SWEPT];

    const error = await publishSweepPull(port, input({ parent: LATER })).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'WORK_001' });
    expect((error as Error).message).toContain(`is at ${amended.slice(0, 12)}, not the commit`);
    expect(port.branches.get(BRANCH)).toBe(amended);
  });

  it('refuses a branch of that name no pull request records, even with Remora in the message', async () => {
    const port = createInMemorySweepPort();
    port.branches.set(BRANCH, SWEPT);
    port.commits.set(SWEPT, {
      sha: SWEPT,
      parents: [LATER],
      files: [],
      message: 'Remora sweep\n\nRemora-Sweep: 000000000000',
    });

    await expect(publishSweepPull(port, input())).rejects.toMatchObject({ code: 'WORK_001' });
    expect(port.calls.filter((c) => !/^(get|find)/.test(c))).toEqual([]);
  });

  it('opens a new pull request when the last one was closed', async () => {
    const port = createInMemorySweepPort();
    await publishSweepPull(port, input());
    (port.pulls[0] as { state: string }).state = 'closed';

    const outcome = await publishSweepPull(port, input({ parent: LATER }));

    expect(outcome).toMatchObject({ action: 'opened', number: 101 });
    expect(port.pulls.map((p) => p.state)).toEqual(['closed', 'open']);
    expect(recordedSweepCommit(port.pulls[1]?.body ?? '')).toBe(port.branches.get(BRANCH));
  });

  it('refuses, with its pull request closed, a commit pushed since, whatever its message says', async () => {
    const port = createInMemorySweepPort();
    await publishSweepPull(port, input());
    (port.pulls[0] as { state: string }).state = 'closed';
    const made = port.commits.get(port.branches.get(BRANCH) as string);
    // A person's commit dressed as the sweep's: its message and trailers, another commit id.
    const dressed = port.pushByHand(BRANCH, made?.message ?? '');

    const error = await publishSweepPull(port, input({ parent: LATER })).catch((e: unknown) => e);

    expect(error).toMatchObject({ code: 'WORK_001' });
    expect((error as Error).message).toContain(
      `is at ${dressed.slice(0, 12)}, not the commit Remora made and recorded in pull request #100`,
    );
    expect(port.branches.get(BRANCH)).toBe(dressed);
    expect(port.pulls).toHaveLength(1);
  });
});
