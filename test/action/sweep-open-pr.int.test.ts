import { SHAPES_MODULE } from '../support/shapes-fixture.js';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runSweep } from '../../src/action/sweep.js';
import { readActionSettings } from '../../src/adapters/github/action-settings.js';
import { createGitHubPort } from '../../src/adapters/github/github-port.js';
import { RemoraError } from '../../src/core/errors.js';
import { readTrailers } from '../../src/core/sweep/sweep-pull.js';
import { clientOptions } from '../support/github-api.js';
import { setUpActionRun } from '../support/github-action-env.js';
import { webhookExample } from '../support/github-pr-fixture.js';
import { GitRepo } from '../support/git-repo.js';
import {
  createInMemorySweepPort,
  type InMemorySweepPort,
} from '../support/in-memory-sweep-port.js';

// A sweep with open-pr run in-process against an in-memory stand-in for the
// Git Data and pull request calls; the network is shut, so any other call fails.
const env = setUpActionRun();

const SHAPES = SHAPES_MODULE;

let repo: GitRepo;
let head: string;
let temp: string;

beforeAll(() => {
  repo = new GitRepo();
  repo.write('pkg/shapes.py', SHAPES);
  repo.write('remora.yaml', 'operations:\n  lint:\n    auto_accept: true\n');
  head = repo.commit('base');
  temp = mkdtempSync(join(tmpdir(), 'remora-sweep-'));
});
afterAll(() => {
  repo.dispose();
  rmSync(temp, { recursive: true, force: true });
});

beforeEach(() => {
  const payload = webhookExample('workflow_dispatch');
  (payload.repository as { default_branch: string }).default_branch = 'main';
  env.useEvent('workflow_dispatch', payload, repo.dir);
  vi.stubEnv('GITHUB_SHA', head);
  vi.stubEnv('RUNNER_TEMP', temp);
  vi.stubEnv('GITHUB_RUN_ID', '7');
  vi.stubEnv('INPUT_OPERATIONS', 'lint,docstring');
  vi.stubEnv('INPUT_OPEN-PR', 'true');
});

const sweep = (port: InMemorySweepPort): Promise<void> =>
  runSweep(readActionSettings(), createGitHubPort(clientOptions()), port);

describe('a sweep with open-pr, run twice', () => {
  const port = createInMemorySweepPort();

  it('first run: commits the auto_accept op’s changes on the swept commit and opens a pull request', async () => {
    await sweep(port);

    const [branch, sha] = [...port.branches][0] ?? [];
    expect(branch).toMatch(/^remora\/sweep-[0-9a-f]{12}$/);
    const commit = port.commits.get(sha ?? '');
    expect(commit?.parents).toEqual([head]);
    expect(readTrailers(commit?.message ?? '').get('Remora-Sweep')).toBe(branch?.slice(13));
    // lint is auto_accept; docstring (which would fix `nme`) is not, so its change stays out.
    const files = commit?.files.map((f) => [
      f.path,
      new TextDecoder().decode(f.content ?? undefined),
    ]);
    expect(files).toEqual([
      [
        'pkg/shapes.py',
        SHAPES.replace('f"perimeter"', '"perimeter"').replace('f"a shape"', '"a shape"'),
      ],
    ]);
    expect(port.pulls).toHaveLength(1);
    expect(port.pulls[0]).toMatchObject({ head: branch, base: 'main', state: 'open' });
    expect(port.pulls[0]?.title).toBe('Remora sweep: lint on the whole repository');
    expect(port.pulls[0]?.body).toContain(
      '<summary><code>pkg/shapes.py</code> <code>perimeter</code> (lint)</summary>',
    );
    expect(port.pulls[0]?.body).not.toContain('(docstring)</summary>');
    expect(env.summary()).toContain(
      `[Pull request #100](https://github.com/octo/demo/pull/100) opened: 1 file committed to ${branch}`,
    );
    expect(process.exitCode).toBeUndefined();
  });

  it('second run: nothing new to commit, the same pull request updated', async () => {
    const before = new Map(port.branches);
    port.calls.length = 0;

    await sweep(port);

    expect(port.calls.filter((c) => /^(create|reset|update)/.test(c))).toEqual(['updatePull #100']);
    expect(port.branches).toEqual(before);
    expect(port.pulls).toHaveLength(1);
    expect(env.summary()).toContain(
      '[Pull request #100](https://github.com/octo/demo/pull/100) updated: remora/sweep-',
    );
    expect(env.summary()).toContain('already holds these changes.');
  });
});

describe('open-pr refused before the sweep runs', () => {
  it('in shards, since each shard would commit over the others', async () => {
    vi.stubEnv('INPUT_SHARD', '1/2');
    const port = createInMemorySweepPort();

    const error = await sweep(port).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RemoraError);
    expect((error as RemoraError).message).toMatch(/^open-pr: a sweep in shards \(shard 1\/2\)/);
    expect(port.calls).toEqual([]);
    expect(readFileSync(join(temp, 'remora-7', 'events.jsonl'), 'utf8')).toBe('');
  });

  it('when no op of the run is marked auto_accept', async () => {
    vi.stubEnv('INPUT_OPERATIONS', 'docstring');
    const port = createInMemorySweepPort();

    await expect(sweep(port)).rejects.toThrowError(
      'open-pr: none of the ops docstring is marked auto_accept: true in remora.yaml',
    );
    expect(port.calls).toEqual([]);
  });

  it('on a branch other than the default one', async () => {
    const payload = webhookExample('workflow_dispatch');
    payload.ref = 'refs/heads/feature';
    env.useEvent('workflow_dispatch', payload, repo.dir);

    await expect(sweep(createInMemorySweepPort())).rejects.toThrowError(
      'open-pr: the run is on the branch feature; sweeps open pull requests into the default branch main only',
    );
  });
});
