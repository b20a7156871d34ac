import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';
import type { CommitFile, GitHubCommandPort } from '../../ports.js';
import {
  GITHUB_MESSAGES,
  parseResponse,
  toGitHubError,
  toWriteError,
  tryHttpStatus,
} from './errors.js';
import type { RepositoryClient } from './octokit-client.js';

const refSchema = z.object({ object: z.object({ sha: z.string().min(1) }) });
const shaSchema = z.object({ sha: z.string().min(1) });
const branchSchema = z.object({ name: z.string().min(1), protected: z.boolean() });
const ruleSchema = z.object({ type: z.string() });

/**
 * Ruleset rules that make a branch one whose changes go through review or
 * checks: a pull request required, updates restricted, status checks or a
 * merge queue required. (Naming rules, file rules and the like do not.)
 */
const PROTECTING_RULES: ReadonlySet<string> = new Set([
  'pull_request',
  'update',
  'required_status_checks',
  'merge_queue',
]);
const commitSchema = z.object({ tree: shaSchema });
const treeSchema = z.object({
  tree: z.array(
    z.object({ path: z.string(), mode: z.string(), type: z.string(), sha: z.string() }),
  ),
});

/** The modes of a regular and an executable file: the only entries a commit here changes. */
type FileMode = '100644' | '100755';
const NEW_FILE_MODE: FileMode = '100644';

const isFileMode = (mode: string): mode is FileMode => mode === '100644' || mode === '100755';

/** A tree entry to write; a null sha deletes the path. */
interface TreeWrite {
  path: string;
  mode: FileMode;
  type: 'blob';
  sha: string | null;
}

type TreeEntry = z.infer<typeof treeSchema>['tree'][number];

/**
 * Commits and branches through the Git Data API: blobs, a tree on the parent's
 * tree, the commit, and the ref. Nothing is cloned and nothing is pushed, so
 * the job needs `contents: write` and no credentials in a checkout.
 */
export function createGitData(
  client: RepositoryClient,
): Pick<
  GitHubCommandPort,
  'getBranchHead' | 'isBranchProtected' | 'createCommit' | 'createBranch' | 'updateBranch'
> {
  const { octokit, owner, repo } = client;
  return {
    async getBranchHead(branch) {
      const what = `read the branch ${branch}`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }));
      } catch (error) {
        if (tryHttpStatus(error) === 404) return undefined;
        throw toGitHubError(error, what);
      }
      return parseResponse(refSchema, data, what).object.sha;
    },

    async isBranchProtected(branch) {
      const what = `read the branch ${branch}'s protection`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.repos.getBranch({ owner, repo, branch }));
      } catch (error) {
        throw toGitHubError(error, what);
      }
      if (parseResponse(branchSchema, data, what).protected) return true;
      // A ruleset protects a branch without making it `protected`: its active rules say.
      const ruling = `read the rules that apply to the branch ${branch}`;
      try {
        ({ data } = await octokit.rest.repos.getBranchRules({
          owner,
          repo,
          branch,
          per_page: 100,
        }));
      } catch (error) {
        // A GitHub Enterprise Server without rulesets has no such endpoint: no rules apply.
        if (tryHttpStatus(error) === 404) return false;
        throw toGitHubError(error, ruling);
      }
      return parseResponse(z.array(ruleSchema), data, ruling).some((rule) =>
        PROTECTING_RULES.has(rule.type),
      );
    },

    async createCommit({ parent, files, message, previous }) {
      const what = `read the commit ${parent}`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: parent }));
      } catch (error) {
        throw toGitHubError(error, what);
      }
      const baseTree = parseResponse(commitSchema, data, what).tree.sha;
      const tree = await createTree(client, baseTree, files);
      const writing = `create the commit on ${parent}`;
      try {
        ({ data } = await octokit.rest.git.createCommit({
          owner,
          repo,
          message,
          tree,
          // The tree is the first parent's with `files`; a second parent only orders history.
          parents: previous === undefined ? [parent] : [parent, previous],
        }));
      } catch (error) {
        throw toWriteError(error, writing, 'contents: write');
      }
      return parseResponse(shaSchema, data, writing).sha;
    },

    async createBranch(branch, sha) {
      const what = `create the branch ${branch} at ${sha}`;
      try {
        await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
      } catch (error) {
        throw toWriteError(error, what, 'contents: write');
      }
    },

    async updateBranch(branch, sha) {
      await fastForwardBranch(
        client,
        branch,
        sha,
        (what, error) =>
          new RemoraError(
            'GH_001',
            `GitHub refused to ${what}: the branch moved since Remora read it (a push in ` +
              'between), and Remora never overwrites a commit it did not make. Nothing was changed.',
            { cause: error },
          ),
      );
    },
  };
}

/**
 * Moves `branch` to `sha` only as a fast-forward (`force: false`): GitHub
 * refuses with a 422 when someone pushed since the commit was made on the
 * head Remora read, and that refusal is `refused`'s error. Never
 * read-then-force: a push in between is never overwritten.
 */
export async function fastForwardBranch(
  { octokit, owner, repo }: RepositoryClient,
  branch: string,
  sha: string,
  refused: (what: string, error: unknown) => RemoraError,
  what = `move the branch ${branch} to ${sha}`,
): Promise<void> {
  try {
    await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: false });
  } catch (error) {
    if (isNotFastForward(error)) throw refused(what, error);
    throw toWriteError(error, what, 'contents: write');
  }
}

function isNotFastForward(error: unknown): boolean {
  return (
    tryHttpStatus(error) === 422 &&
    error instanceof Error &&
    error.message.includes(GITHUB_MESSAGES.notFastForward)
  );
}

/** A tree on `baseTree` with `files` written or deleted (entries of sha null); returns its SHA. */
async function createTree(
  client: RepositoryClient,
  baseTree: string,
  files: readonly CommitFile[],
): Promise<string> {
  const { octokit, owner, repo } = client;
  const modes = await fileModes(client, baseTree, files);
  const entries: TreeWrite[] = [];
  for (const file of files) {
    const mode = modes.get(file.path) ?? NEW_FILE_MODE;
    if (file.content === null) {
      entries.push({ path: file.path, mode, type: 'blob', sha: null });
      continue;
    }
    const what = `upload the new content of ${file.path}`;
    let data: unknown;
    try {
      ({ data } = await octokit.rest.git.createBlob({
        owner,
        repo,
        content: Buffer.from(file.content).toString('base64'),
        encoding: 'base64',
      }));
    } catch (error) {
      throw toWriteError(error, what, 'contents: write');
    }
    entries.push({
      path: file.path,
      mode,
      type: 'blob',
      sha: parseResponse(shaSchema, data, what).sha,
    });
  }
  const what = `create the tree of ${files.length} changed files`;
  try {
    const { data } = await octokit.rest.git.createTree({
      owner,
      repo,
      base_tree: baseTree,
      // A null sha deletes the path from the base tree.
      tree: entries,
    });
    return parseResponse(shaSchema, data, what).sha;
  } catch (error) {
    throw toWriteError(error, what, 'contents: write');
  }
}

/**
 * The mode each existing file has in `baseTree`, read folder by folder, so an
 * executable stays executable. A path that is not a regular file there (a
 * symbolic link, a submodule, a folder) is refused: the commit would change
 * what it is, not only its text.
 */
async function fileModes(
  client: RepositoryClient,
  baseTree: string,
  files: readonly CommitFile[],
): Promise<Map<string, FileMode>> {
  const folders = new Map<string, Promise<TreeEntry[] | undefined>>();
  const listing = (folder: string): Promise<TreeEntry[] | undefined> => {
    let found = folders.get(folder);
    if (!found) folders.set(folder, (found = listFolder(client, baseTree, folder, listing)));
    return found;
  };
  const modes = new Map<string, FileMode>();
  for (const file of files) {
    const cut = file.path.lastIndexOf('/');
    const entries = await listing(cut < 0 ? '' : file.path.slice(0, cut));
    const entry = entries?.find((e) => e.path === file.path.slice(cut + 1));
    if (!entry) continue;
    if (entry.type !== 'blob' || !isFileMode(entry.mode))
      throw new RemoraError(
        'GH_001',
        `${file.path} is not a regular file in the commit (mode ${entry.mode}): Remora changes only file contents`,
      );
    modes.set(file.path, entry.mode);
  }
  return modes;
}

async function listFolder(
  { octokit, owner, repo }: RepositoryClient,
  baseTree: string,
  folder: string,
  listing: (folder: string) => Promise<TreeEntry[] | undefined>,
): Promise<TreeEntry[] | undefined> {
  let sha = baseTree;
  if (folder !== '') {
    const cut = folder.lastIndexOf('/');
    const parent = await listing(cut < 0 ? '' : folder.slice(0, cut));
    const entry = parent?.find((e) => e.path === folder.slice(cut + 1) && e.type === 'tree');
    if (!entry) return undefined;
    sha = entry.sha;
  }
  const what = `list ${folder || 'the root'} of the tree ${baseTree}`;
  try {
    const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: sha });
    return parseResponse(treeSchema, data, what).tree;
  } catch (error) {
    throw toGitHubError(error, what);
  }
}
