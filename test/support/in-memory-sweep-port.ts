import { createHash } from 'node:crypto';
import type { SweepPullPort } from '../../src/action/sweep-pull-request.js';
import type { CommitFile } from '../../src/ports.js';

/** A commit the fake holds: its parent, what it wrote, and its message. */
export interface FakeCommit {
  sha: string;
  parents: string[];
  files: readonly CommitFile[];
  message: string;
}

/** A pull request the fake holds. */
export interface FakePull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
}

/**
 * An in-memory stand-in for the GitHub calls a sweep's pull request makes:
 * commits, branches and pull requests as plain data, and every call recorded
 * as `name arg` so a test can read what was written, in order.
 */
export interface InMemorySweepPort extends SweepPullPort {
  calls: string[];
  commits: Map<string, FakeCommit>;
  branches: Map<string, string>;
  pulls: FakePull[];
  /** A commit someone else pushed on top of a branch. */
  pushByHand(branch: string, message: string): string;
}

export function createInMemorySweepPort(): InMemorySweepPort {
  const calls: string[] = [];
  const commits = new Map<string, FakeCommit>();
  const branches = new Map<string, string>();
  const pulls: FakePull[] = [];
  const addCommit = (parents: string[], files: readonly CommitFile[], message: string): string => {
    const sha = createHash('sha1')
      .update(`${parents.join(',')}\n${message}\n${commits.size}`)
      .digest('hex');
    commits.set(sha, { sha, parents, files, message });
    return sha;
  };
  const descends = (sha: string, from: string): boolean =>
    sha === from || (commits.get(sha)?.parents ?? []).some((parent) => descends(parent, from));
  const url = (number: number): string => `https://github.com/octo/demo/pull/${number}`;
  return {
    calls,
    commits,
    branches,
    pulls,
    pushByHand(branch, message) {
      const sha = addCommit([branches.get(branch) ?? ''], [], message);
      branches.set(branch, sha);
      return sha;
    },
    async getBranchHead(branch) {
      calls.push(`getBranchHead ${branch}`);
      return branches.get(branch);
    },
    async getCommit(sha) {
      calls.push(`getCommit ${sha.slice(0, 7)}`);
      const commit = commits.get(sha);
      if (!commit) throw new Error(`no commit ${sha}`);
      return { message: commit.message, parents: [...commit.parents] };
    },
    async createCommit({ parent, files, message, previous }) {
      calls.push(`createCommit on ${parent.slice(0, 7)}`);
      return addCommit(previous === undefined ? [parent] : [parent, previous], files, message);
    },
    async createBranch(branch, sha) {
      calls.push(`createBranch ${branch}`);
      if (branches.has(branch)) throw new Error(`${branch} exists`);
      branches.set(branch, sha);
    },
    // As GitHub's `force: false`: only a commit that descends from the branch's head moves it.
    async resetBranch(branch, sha) {
      calls.push(`resetBranch ${branch}`);
      const head = branches.get(branch);
      if (head === undefined || !descends(sha, head)) throw new Error(`${branch} moved`);
      branches.set(branch, sha);
    },
    async findPull(head, base) {
      calls.push(`findPull ${head}`);
      const theirs = pulls.filter((p) => p.head === head && p.base === base).reverse();
      const found = theirs.find((p) => p.state === 'open') ?? theirs[0];
      return (
        found && {
          number: found.number,
          url: url(found.number),
          body: found.body,
          open: found.state === 'open',
        }
      );
    },
    async createPull(input) {
      calls.push(`createPull ${input.head}`);
      const number = 100 + pulls.length;
      pulls.push({ number, ...input, state: 'open' });
      return { number, url: url(number) };
    },
    async updatePull(number, input) {
      calls.push(`updatePull #${number}`);
      const pull = pulls.find((p) => p.number === number);
      if (!pull) throw new Error(`no pull request #${number}`);
      Object.assign(pull, input);
    },
  };
}
