import { z } from 'zod';
import type { GitHubFileEntry } from '../../core/diff/index.js';
import { RemoraError } from '../../core/errors.js';
import type { GitHub } from '../../ports.js';
import { createSweepCalls } from './sweep-calls.js';
import { createConversation } from './conversation.js';
import { parseResponse, readList, toGitHubError, tryHttpStatus } from './errors.js';
import { createGitData } from './git-data.js';
import { createReviewHistory } from './review-history.js';
import { createReviewWrites } from './review-writes.js';
import {
  createOctokit,
  type GitHubClientOptions,
  type RepositoryClient,
} from './octokit-client.js';

export { createOctokit, type GitHubClientOptions } from './octokit-client.js';

const fileEntrySchema = z.object({
  filename: z.string().min(1),
  status: z.enum(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
  previous_filename: z.string().min(1).optional(),
  patch: z.string().optional(),
  changes: z.number().int().nonnegative().optional(),
});

const compareSchema = z.object({ merge_base_commit: z.object({ sha: z.string().min(1) }) });

// With parseSuccessResponseBody off, Octokit hands over the fetch body untouched.
const rawBodySchema = z.union([
  z.string(),
  z.instanceof(ArrayBuffer),
  z.custom<ReadableStream<Uint8Array>>((value) => value instanceof ReadableStream),
]);

const treeSchema = z.object({
  tree: z.array(
    z.object({
      path: z.string().min(1),
      mode: z.string(),
      type: z.string(),
      sha: z.string().min(1),
    }),
  ),
  truncated: z.boolean(),
});

// A symbolic link is a blob with this mode; what it points to is no file of the folder.
const SYMLINK_MODE = '120000';

/**
 * The {@link GitHubPort} of one repository, backed by Octokit, with the
 * calls of comment commands and `/remora accept` ({@link CommentCommandPort}).
 */
export function createGitHubPort(options: GitHubClientOptions): GitHub {
  const octokit = createOctokit(options);
  const { owner, repo } = options;
  const client: RepositoryClient = { octokit, owner, repo };
  return {
    ...createReviewWrites(client),
    ...createReviewHistory(client),
    ...createConversation(client),
    ...createGitData(client),
    ...createSweepCalls(client),
    async listPullFiles(pullNumber) {
      const files = await readList(
        fileEntrySchema,
        `list the files of pull request #${pullNumber}`,
        () =>
          octokit.paginate(octokit.rest.pulls.listFiles, {
            owner,
            repo,
            pull_number: pullNumber,
            per_page: 100,
          }),
      );
      return files satisfies GitHubFileEntry[];
    },

    async tryFileContent(path, ref) {
      const what = `read ${path} at ${ref}`;
      try {
        const response = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
          owner,
          repo,
          path,
          ref,
          mediaType: { format: 'raw' },
          request: { parseSuccessResponseBody: false },
        });
        return await toBytes(parseResponse(rawBodySchema, response.data, what));
      } catch (error) {
        if (tryHttpStatus(error) === 404) return undefined;
        throw toGitHubError(error, what);
      }
    },

    async compareBase(base, head) {
      const what = `compare ${base}...${head}`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
          owner,
          repo,
          basehead: `${base}...${head}`,
          per_page: 1,
        }));
      } catch (error) {
        throw toGitHubError(error, what);
      }
      return parseResponse(compareSchema, data, what).merge_base_commit.sha;
    },

    async listTreeFiles(ref, dir) {
      const segments = dir.split('/').filter((segment) => segment !== '');
      const what = `list the files under ${segments.join('/') || 'the root'} at ${ref}`;
      try {
        // Down to the folder one level at a time, then the folder alone recursively: a
        // recursive listing of a whole large repository would come back truncated.
        let tree = ref;
        for (const segment of segments) {
          const level = await getTree(client, tree, false, what);
          const found = level.tree.find((entry) => entry.path === segment && entry.type === 'tree');
          if (!found) return [];
          tree = found.sha;
        }
        const listing = await getTree(client, tree, true, what);
        if (listing.truncated)
          throw new RemoraError(
            'GH_001',
            `GitHub cut short its listing when asked to ${what}: the folder holds more than ` +
              'the 100,000 entries (7 MB) one listing returns',
          );
        const prefix = segments.length === 0 ? '' : `${segments.join('/')}/`;
        return listing.tree
          .filter((entry) => entry.type === 'blob' && entry.mode !== SYMLINK_MODE)
          .map((entry) => `${prefix}${entry.path}`)
          .sort();
      } catch (error) {
        // No such commit, or no tree at it.
        if (tryHttpStatus(error) === 404) return [];
        throw toGitHubError(error, what);
      }
    },
  };
}

async function getTree(
  { octokit, owner, repo }: RepositoryClient,
  treeSha: string,
  recursive: boolean,
  what: string,
): Promise<z.infer<typeof treeSchema>> {
  const { data } = await octokit.rest.git.getTree({
    owner,
    repo,
    tree_sha: treeSha,
    ...(recursive ? { recursive: 'true' } : {}),
  });
  return parseResponse(treeSchema, data, what);
}

async function toBytes(body: z.infer<typeof rawBodySchema>): Promise<Uint8Array> {
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return new Uint8Array(await new Response(body).arrayBuffer());
}
