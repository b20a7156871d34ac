import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';
import type { GitHubCommandPort } from '../../ports.js';
import {
  GITHUB_MESSAGES,
  parseResponse,
  toGitHubError,
  toWriteError,
  tryHttpStatus,
} from './errors.js';
import { fastForwardBranch } from './git-data.js';
import type { RepositoryClient } from './octokit-client.js';

const pullSchema = z.object({
  number: z.number().int().positive(),
  html_url: z.string().min(1),
  body: z.string().nullish(),
  state: z.enum(['open', 'closed']).optional(),
});
const commitSchema = z.object({
  message: z.string(),
  parents: z.array(z.object({ sha: z.string().min(1) })),
});

/** The calls a sweep makes to open or update its pull request, beyond the Git Data commits. */
export type SweepCalls = Pick<
  GitHubCommandPort,
  'findPull' | 'createPull' | 'updatePull' | 'getCommit' | 'resetBranch'
>;

/** {@link SweepCalls} backed by Octokit, on one repository. */
export function createSweepCalls({ octokit, owner, repo }: RepositoryClient): SweepCalls {
  const findPull: SweepCalls['findPull'] = async (head, base) => {
    const what = `list the pull requests from ${head} into ${base}`;
    let data: unknown;
    try {
      // `head` filters by `owner:branch`; a branch of this repository has this owner.
      ({ data } = await octokit.rest.pulls.list({
        owner,
        repo,
        state: 'all',
        head: `${owner}:${head}`,
        base,
        sort: 'created',
        direction: 'desc',
        per_page: 10,
      }));
    } catch (error) {
      throw toGitHubError(error, what);
    }
    const pulls = parseResponse(z.array(pullSchema), data, what);
    const found = pulls.find((pull) => pull.state === 'open') ?? pulls[0];
    return (
      found && {
        number: found.number,
        url: found.html_url,
        body: found.body ?? '',
        open: found.state === 'open',
      }
    );
  };

  return {
    findPull,

    async createPull(input) {
      const what = `open a pull request from ${input.head} into ${input.base}`;
      try {
        const { data } = await octokit.rest.pulls.create({ owner, repo, ...input });
        const created = parseResponse(pullSchema, data, what);
        return { number: created.number, url: created.html_url };
      } catch (error) {
        if (isMessage(error, 422, GITHUB_MESSAGES.pullRequestExists)) {
          // Opened in between (another run of the same sweep): that one is updated instead.
          const found = await findPull(input.head, input.base);
          const open = found?.open ? found : undefined;
          if (open) {
            await updatePull(open.number, { title: input.title, body: input.body });
            return { number: open.number, url: open.url };
          }
        }
        if (isMessage(error, 403, GITHUB_MESSAGES.actionsMayNotCreatePulls))
          throw new RemoraError(
            'GH_002',
            `GitHub refused to ${what}: the repository does not let GitHub Actions create pull ` +
              'requests. Allow it under Settings → Actions → General → Workflow permissions ' +
              '("Allow GitHub Actions to create and approve pull requests"), or pass a token ' +
              'that may, as github-token.',
            { cause: error },
          );
        throw toWriteError(error, what, 'pull-requests: write');
      }
    },

    updatePull,

    async getCommit(sha) {
      const what = `read the commit ${sha}`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: sha }));
      } catch (error) {
        throw toGitHubError(error, what);
      }
      const commit = parseResponse(commitSchema, data, what);
      return { message: commit.message, parents: commit.parents.map((p) => p.sha) };
    },

    async resetBranch(branch, sha, expected) {
      const from = expected.slice(0, 12);
      await fastForwardBranch(
        { octokit, owner, repo },
        branch,
        sha,
        (what, error) =>
          new RemoraError(
            'WORK_001',
            `GitHub refused to ${what}: the branch is no longer at ${from}, ` +
              'someone pushed to it while Remora was working. Their commits are kept and ' +
              'nothing was overwritten; merge or close its pull request and delete the branch, ' +
              'and the next sweep starts it afresh.',
            { cause: error },
          ),
        `move the branch ${branch} from ${from} to ${sha.slice(0, 12)}`,
      );
    },
  };

  async function updatePull(number: number, input: { title: string; body: string }): Promise<void> {
    try {
      await octokit.rest.pulls.update({ owner, repo, pull_number: number, ...input });
    } catch (error) {
      throw toWriteError(error, `update pull request #${number}`, 'pull-requests: write');
    }
  }
}

function isMessage(error: unknown, status: number, message: string): boolean {
  return (
    tryHttpStatus(error) === status &&
    error instanceof Error &&
    error.message.toLowerCase().includes(message.toLowerCase())
  );
}
