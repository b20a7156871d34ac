import { RemoraError } from '../core/errors.js';
import { execGit } from '../adapters/git/git-commands.js';
import type { PullRequestEvent } from '../adapters/github/pull-request-event.js';
import { info } from './log.js';

/**
 * On `pull_request_target` the checkout is the base: actions/checkout, from
 * v7 on, refuses a fork's head there, and no step should run it anyway. So
 * it is on comment events, whose jobs hold a write token: checking out the
 * pull request's code there is what code scanning flags as an untrusted
 * checkout.
 * Remora fetches the pull request's commits itself, from the pull request's
 * own ref on the base repository (`refs/pull/<n>/head`, which GitHub keeps
 * for forks too), into the repository's objects only: nothing is checked
 * out, and the review reads the head's files from a worktree of its own,
 * where nothing runs (tools that run code are off on `pull_request_target`,
 * and on comment events unless the workflow sets `allow-execute`).
 *
 * The token goes to this one git command, as an HTTP header in its
 * environment (never its arguments or `.git/config`), as actions/checkout
 * passes it; GIT_001 when the fetch fails, GH_003 when the fetched ref no
 * longer holds the event's head (a newer push: its own run reviews it).
 */
export async function fetchPullRequestHead(
  root: string,
  pr: PullRequestEvent,
  token: string,
  eventName = 'pull_request_target',
): Promise<void> {
  const ref = `refs/remotes/remora/pull/${pr.number}`;
  const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
  const fetched = await execGit(
    [
      'fetch',
      '--quiet',
      '--no-tags',
      '--no-recurse-submodules',
      'origin',
      `+refs/pull/${pr.number}/head:${ref}`,
    ],
    root,
    {
      extraEnv: {
        GIT_CONFIG_COUNT: '1',
        GIT_CONFIG_KEY_0: 'http.extraheader',
        GIT_CONFIG_VALUE_0: header,
      },
    },
  );
  if (fetched.exitCode !== 0)
    throw new RemoraError(
      'GIT_001',
      `could not fetch pull request #${pr.number}'s head from origin: ${fetched.stderr.split(header).join('***').trim()}`,
    );
  const present = await execGit(['cat-file', '-e', `${pr.headSha}^{commit}`], root);
  if (present.exitCode !== 0)
    throw new RemoraError(
      'GH_003',
      `pull request #${pr.number}'s head ${pr.headSha.slice(0, 12)} is no longer its head on origin; ` +
        'the run of the newer push reviews it',
    );
  info(
    `${eventName}: the checkout is the base; the head ${pr.headSha.slice(0, 12)} was fetched, never checked out` +
      (eventName === 'pull_request_target' ? ', and none of its code runs' : ''),
  );
}
