import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { webhookExample } from './github-pr-fixture.js';

/**
 * A loopback stand-in for the part of GitHub's REST and GraphQL APIs a
 * pull request run uses, with state: check runs, reviews, review comments
 * and their threads persist across runs, so reruns see what earlier runs
 * posted. Response bodies follow GitHub's documented shapes.
 */
export interface FakeGitHub {
  url: string;
  /** Every request, as `METHOD path` (GraphQL as `POST /graphql <operation>`). */
  requests: string[];
  state: FakeState;
  /** Serves the pull request's files and versions from these functions. */
  pull: PullSource;
  /** What comment commands read and write (see the block at the end of this file). */
  commands: FakeCommandState;
  close(): Promise<void>;
}

export interface PullSource {
  number: number;
  files(): Record<string, unknown>[];
  /** A file's bytes at a commit; undefined when absent. */
  content(path: string, ref: string): Buffer | undefined;
  /** Every blob path at a commit. */
  tree(ref: string): string[];
  mergeBase(base: string, head: string): string;
  /** The git repository behind the pull request, for its API and the Git Data API. */
  repository?: FakeRepository;
}

export interface FakeComment {
  id: number;
  node_id: string;
  pull_request_review_id: number;
  path: string;
  line: number | null;
  original_line: number;
  start_line: number | null;
  side: 'RIGHT';
  commit_id: string;
  body: string;
  user: { login: string; type: string };
  in_reply_to_id?: number;
}

export interface FakeThread {
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  commentIds: number[];
  /** Who resolved it: Remora when its token did; a test sets a reviewer. */
  resolvedBy?: string;
}

export interface FakeState {
  checkRuns: {
    id: number;
    name: string;
    head_sha: string;
    status: string;
    conclusion: string | null;
    output: { title?: string; summary?: string; annotations: unknown[] };
    details_url?: string;
    external_id?: string;
  }[];
  reviews: {
    id: number;
    body: string;
    commit_id: string;
    state: string;
    user: { login: string };
  }[];
  comments: FakeComment[];
  threads: FakeThread[];
  /** Comments GitHub refuses: a createReview holding one answers 422. */
  refuse: (comment: { path: string; line: number }) => boolean;
  /** Writes that answer 403 (GraphQL: FORBIDDEN), by kind. */
  forbid: Set<'checks' | 'reviews' | 'replies'>;
  /** Every request answers 500, as in an outage. */
  outage: boolean;
  /** Pull requests opened through the API (a sweep's), other than the one under review. */
  pulls: FakePull[];
  /** The logins that reacted 👎 to each review comment, by comment id. */
  thumbsDown: Record<number, string[]>;
  /**
   * Runs as an update of a branch's ref arrives, before GitHub handles it: a
   * test pushes there to land a push between a caller's read and its write.
   */
  beforeRefUpdate?: (branch: string) => void;
}

const BOT = { login: 'github-actions[bot]', type: 'Bot' };

type Json = Record<string, unknown>;

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Json) : {};
}

/** Starts the fake on a free loopback port. */
export async function startFakeGitHub(pull: PullSource): Promise<FakeGitHub> {
  const requests: string[] = [];
  const state: FakeState = {
    checkRuns: [],
    reviews: [],
    comments: [],
    threads: [],
    refuse: () => false,
    forbid: new Set(),
    outage: false,
    pulls: [],
    thumbsDown: {},
  };
  let nextId = 1000;
  const commands: FakeCommandState = {
    permissions: {},
    reactions: [],
    issueComments: [],
    fork: undefined,
    protectedBranches: [],
    branchRules: {},
    defaultBranch: undefined,
  };
  const forbidden = (response: ServerResponse): void =>
    send(response, 403, {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest',
      status: '403',
    });

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = decodeURIComponent(url.pathname);
    const method = request.method ?? 'GET';
    const repo = path.match(/^\/repos\/[^/]+\/[^/]+(\/.*)$/)?.[1] ?? '';
    const page = Number(url.searchParams.get('page') ?? '1');
    const body = method === 'GET' ? {} : await readBody(request);
    if (state.outage) {
      requests.push(`${method} ${path}`);
      return send(response, 500, { message: 'Server Error' });
    }
    if (path === '/graphql') {
      const query = String(body.query ?? '');
      requests.push(
        `POST /graphql ${
          query.includes('addPullRequestReviewThreadReply')
            ? 'addPullRequestReviewThreadReply'
            : query.includes('resolveReviewThread')
              ? 'resolveReviewThread'
              : 'reviewThreads'
        }`,
      );
      return send(response, 200, graphql(query, (body.variables ?? {}) as Json));
    }
    requests.push(`${method} ${path}`);
    const refUpdate = method === 'PATCH' ? repo.match(/^\/git\/refs\/heads\/(.+)$/) : null;
    if (refUpdate) state.beforeRefUpdate?.(refUpdate[1] as string);

    if (method === 'GET' && repo === `/pulls/${pull.number}/files`)
      return send(response, 200, page === 1 ? pull.files() : []);
    const contents = repo.match(/^\/contents\/(.+)$/);
    if (method === 'GET' && contents) {
      const bytes = pull.content(contents[1] as string, url.searchParams.get('ref') ?? '');
      if (!bytes) return send(response, 404, { message: 'Not Found', status: '404' });
      response.writeHead(200, { 'content-type': 'application/vnd.github.raw' });
      return void response.end(bytes);
    }
    const compare = repo.match(/^\/compare\/([0-9a-f]+)\.\.\.([0-9a-f]+)$/);
    if (method === 'GET' && compare)
      return send(response, 200, {
        merge_base_commit: { sha: pull.mergeBase(compare[1] as string, compare[2] as string) },
        files: [],
        commits: [],
      });
    const tree = repo.match(/^\/git\/trees\/(.+)$/);
    if (method === 'GET' && tree) return send(response, 200, treeBody(tree[1] as string));
    if (method === 'POST' && repo === '/check-runs') {
      if (state.forbid.has('checks')) return forbidden(response);
      const run = {
        id: nextId++,
        name: String(body.name),
        head_sha: String(body.head_sha),
        status: String(body.status ?? 'queued'),
        conclusion: null,
        output: { annotations: [] as unknown[] },
      };
      state.checkRuns.push(run);
      return send(response, 201, checkRunBody(run));
    }
    const checkRun = repo.match(/^\/check-runs\/(\d+)$/);
    if (method === 'PATCH' && checkRun) {
      const run = state.checkRuns.find((r) => r.id === Number(checkRun[1]));
      if (!run) return send(response, 404, { message: 'Not Found' });
      if (body.status) run.status = String(body.status);
      if (body.conclusion) {
        run.conclusion = String(body.conclusion);
        run.status = 'completed';
      }
      if (body.details_url) run.details_url = String(body.details_url);
      if (body.external_id !== undefined) run.external_id = String(body.external_id);
      const output = body.output as Json | undefined;
      if (output) {
        run.output.title = String(output.title);
        run.output.summary = String(output.summary);
        run.output.annotations.push(...((output.annotations as unknown[]) ?? []));
      }
      return send(response, 200, checkRunBody(run));
    }
    const refRuns = repo.match(/^\/commits\/([^/]+)\/check-runs$/);
    if (method === 'GET' && refRuns) return listCheckRuns(refRuns[1] as string, url, response);
    if (repo === `/pulls/${pull.number}/reviews` && method === 'POST')
      return createReview(body, response);
    if (repo === `/pulls/${pull.number}/reviews` && method === 'GET')
      return send(
        response,
        200,
        page === 1 ? state.reviews.filter((r) => r.state !== 'PENDING').map(reviewBody) : [],
      );
    const pending = repo.match(new RegExp(`^/pulls/${pull.number}/reviews/(\\d+)$`));
    if (method === 'DELETE' && pending) {
      const at = state.reviews.findIndex(
        (r) => r.id === Number(pending[1]) && r.state === 'PENDING',
      );
      if (at < 0) return send(response, 422, { message: 'Unprocessable Entity' });
      const [removed] = state.reviews.splice(at, 1);
      state.comments = state.comments.filter((c) => c.pull_request_review_id !== removed?.id);
      return send(response, 200, reviewBody(removed as FakeState['reviews'][number]));
    }
    if (method === 'GET' && repo === `/pulls/${pull.number}/comments`)
      return send(
        response,
        200,
        page === 1 ? state.comments.filter(isPublished).map(withReactions) : [],
      );
    const thumbs = repo.match(/^\/pulls\/comments\/(\d+)\/reactions$/);
    if (method === 'GET' && thumbs && url.searchParams.get('content') === '-1')
      return send(
        response,
        200,
        page === 1 ? (state.thumbsDown[Number(thumbs[1])] ?? []).map(thumbsDownBody) : [],
      );
    // POST /pulls/{n}/comments/{id}/replies: 201 with the new review comment, 404 for no such comment.
    const replies = repo.match(new RegExp(`^/pulls/${pull.number}/comments/(\\d+)/replies$`));
    if (method === 'POST' && replies) {
      if (state.forbid.has('replies')) return forbidden(response);
      const reply = replyTo(Number(replies[1]), String(body.body ?? ''), BOT);
      if (!reply) return send(response, 404, { message: 'Not Found', status: '404' });
      return send(response, 201, {
        ...reply,
        html_url: `https://github.com/Codertocat/Hello-World/pull/${pull.number}#discussion_r${reply.id}`,
      });
    }
    const answer =
      answerCommandRoute(commands, pull, method, repo, body) ??
      answerSweepPulls(state.pulls, method, repo, url.searchParams, body);
    if (answer) return send(response, answer.status, answer.body);
    send(response, 404, { message: `Not Found: ${method} ${path}` });
  };

  // The rollup GitHub adds to every review comment it lists.
  const withReactions = (comment: FakeComment): Json => {
    const down = state.thumbsDown[comment.id]?.length ?? 0;
    return {
      ...comment,
      reactions: {
        url: `https://api.github.com/repos/Codertocat/Hello-World/pulls/comments/${comment.id}/reactions`,
        total_count: down,
        '+1': 0,
        '-1': down,
        laugh: 0,
        confused: 0,
        heart: 0,
        hooray: 0,
        eyes: 0,
        rocket: 0,
      },
    };
  };

  const isPublished = (comment: FakeComment): boolean =>
    state.reviews.some((r) => r.id === comment.pull_request_review_id && r.state !== 'PENDING');

  function createReview(body: Json, response: ServerResponse): void {
    if (state.forbid.has('reviews')) return forbidden(response);
    const comments = (body.comments ?? []) as Json[];
    if (comments.some((c) => state.refuse({ path: String(c.path), line: Number(c.line) })))
      return send(response, 422, {
        message: 'Unprocessable Entity',
        errors: ['Line could not be resolved'],
        documentation_url:
          'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
        status: '422',
      });
    const review = {
      id: nextId++,
      body: String(body.body ?? ''),
      commit_id: String(body.commit_id),
      state: body.event ? 'COMMENTED' : 'PENDING',
      user: BOT,
    };
    state.reviews.push(review);
    for (const c of comments) {
      const comment: FakeComment = {
        id: nextId++,
        node_id: `PRRC_${nextId}`,
        pull_request_review_id: review.id,
        path: String(c.path),
        line: Number(c.line),
        original_line: Number(c.line),
        start_line: c.start_line === undefined ? null : Number(c.start_line),
        side: 'RIGHT',
        commit_id: review.commit_id,
        body: String(c.body),
        user: BOT,
      };
      state.comments.push(comment);
      if (review.state !== 'PENDING')
        state.threads.push({
          id: `PRRT_${comment.id}`,
          isResolved: false,
          isOutdated: false,
          commentIds: [comment.id],
        });
    }
    send(response, 200, reviewBody(review));
  }

  // GET /commits/{ref}/check-runs: the latest run of each name; a commit git does not hold is a 422.
  function listCheckRuns(ref: string, url: URL, response: ServerResponse): void {
    const repository = pull.repository;
    if (repository && tryGitData(repository, ['cat-file', '-e', `${ref}^{commit}`]) === undefined)
      return send(response, 422, {
        message: `No commit found for SHA: ${ref}`,
        documentation_url:
          'https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference',
        status: '422',
      });
    const name = url.searchParams.get('check_name');
    const matching = state.checkRuns.filter(
      (run) => run.head_sha === ref && (name === null || run.name === name),
    );
    // `filter=latest` (GitHub's default) keeps the newest run of each name; `all` keeps every one.
    const latest = new Map(matching.map((run) => [run.name, run]));
    const runs = (url.searchParams.get('filter') === 'all' ? matching : [...latest.values()])
      .slice()
      .reverse();
    send(response, 200, { total_count: runs.length, check_runs: runs.map(checkRunBody) });
  }

  // A reply in a thread: a review comment answering the thread's first one, as GitHub files it.
  function replyInThread(threadId: unknown, text: unknown): Json | undefined {
    const thread = state.threads.find((t) => t.id === threadId);
    const reply = thread && replyTo(thread.commentIds[0] ?? -1, String(text), BOT);
    return reply && { comment: { id: reply.node_id } };
  }

  // A reply to a thread's first comment, in its review and thread; GitHub takes no reply to a reply.
  function replyTo(
    commentId: number,
    text: string,
    user: { login: string; type: string },
  ): FakeComment | undefined {
    const first = state.comments.find((c) => c.id === commentId && c.in_reply_to_id === undefined);
    const thread = state.threads.find((t) => t.commentIds[0] === commentId);
    if (!first || !thread) return undefined;
    const reply: FakeComment = {
      ...first,
      id: nextId++,
      node_id: `PRRC_${nextId}`,
      body: text,
      user,
      in_reply_to_id: first.id,
    };
    state.comments.push(reply);
    thread.commentIds.push(reply.id);
    return reply;
  }

  function graphql(query: string, variables: Json): Json {
    if (query.includes('addPullRequestReviewThreadReply')) {
      if (state.forbid.has('replies'))
        return {
          data: null,
          errors: [
            {
              type: 'FORBIDDEN',
              path: ['r0'],
              locations: [{ line: 2, column: 3 }],
              message: 'Resource not accessible by integration',
            },
          ],
        };
      const data: Json = {};
      for (const [, alias, thread, text] of query.matchAll(
        /(\w+)\s*:\s*addPullRequestReviewThreadReply\s*\(\s*input\s*:\s*\{\s*pullRequestReviewThreadId\s*:\s*\$(\w+)\s*,\s*body\s*:\s*\$(\w+)/g,
      )) {
        const answer = replyInThread(variables[thread as string], variables[text as string]);
        if (!answer)
          return {
            data: null,
            errors: [
              {
                type: 'NOT_FOUND',
                path: [alias],
                message: `Could not resolve to a node with the global id of '${String(variables[thread as string])}'`,
              },
            ],
          };
        data[alias as string] = answer;
      }
      for (const [, alias, variable] of query.matchAll(
        /(\w+)\s*:\s*resolveReviewThread\s*\(\s*input\s*:\s*\{\s*threadId\s*:\s*\$(\w+)/g,
      )) {
        const thread = state.threads.find((t) => t.id === variables[variable as string]);
        if (thread) thread.isResolved = true;
        data[alias as string] = { thread: { id: thread?.id ?? null, isResolved: true } };
      }
      return { data };
    }
    if (query.includes('resolveReviewThread')) {
      const data: Json = {};
      const aliases = [
        ...query.matchAll(
          /(\w+)\s*:\s*resolveReviewThread\s*\(\s*input\s*:\s*\{\s*threadId\s*:\s*\$(\w+)/g,
        ),
      ];
      for (const [, alias, variable] of aliases) {
        const thread = state.threads.find((t) => t.id === variables[variable as string]);
        if (thread && !thread.isResolved) {
          thread.isResolved = true;
          thread.resolvedBy = BOT.login;
        }
        data[alias as string] = { thread: { id: thread?.id ?? null, isResolved: true } };
      }
      return { data };
    }
    return {
      data: {
        repository: {
          pullRequest: {
            reviewThreads: {
              pageInfo: { hasNextPage: false, endCursor: null },
              nodes: state.threads.map((t) => ({
                id: t.id,
                isResolved: t.isResolved,
                isOutdated: t.isOutdated,
                resolvedBy: t.isResolved && t.resolvedBy ? { login: t.resolvedBy } : null,
                comments: { nodes: t.commentIds.map((id) => ({ databaseId: id })) },
              })),
            },
          },
        },
      },
    };
  }

  function treeBody(treeish: string): Json {
    const [ref = '', dir] = treeish.split(':');
    const prefix = dir ? `${dir.replace(/\/+$/, '')}/` : '';
    const paths = pull.tree(ref).filter((p) => p.startsWith(prefix));
    if (dir && paths.length === 0) return { message: 'Not Found' };
    return {
      sha: ref,
      truncated: false,
      tree: paths.map((p) => ({
        path: p.slice(prefix.length),
        mode: '100644',
        type: 'blob',
        sha: '0'.repeat(40),
        size: pull.content(p, ref)?.length ?? 0,
      })),
    };
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      send(response, 500, { message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    state,
    pull,
    commands,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let nextReactionId = 90_000;

/** A 👎 as the Reactions API lists it. */
function thumbsDownBody(login: string): Json {
  const id = nextReactionId++;
  return {
    id,
    node_id: `REA_${id}`,
    user: { login, id, type: 'User' },
    content: '-1',
    created_at: '2026-11-20T20:09:31Z',
  };
}

function checkRunBody(run: FakeState['checkRuns'][number]): Json {
  return {
    id: run.id,
    name: run.name,
    head_sha: run.head_sha,
    status: run.status,
    conclusion: run.conclusion,
    external_id: run.external_id ?? null,
    app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
    html_url: `https://github.com/Codertocat/Hello-World/runs/${run.id}`,
    output: { title: run.output.title ?? null, summary: run.output.summary ?? null },
  };
}

function reviewBody(review: FakeState['reviews'][number]): Json {
  return {
    id: review.id,
    node_id: `PRR_${review.id}`,
    user: review.user,
    body: review.body,
    state: review.state,
    commit_id: review.commit_id,
    html_url: `https://github.com/Codertocat/Hello-World/pull/2#pullrequestreview-${review.id}`,
  };
}

// ---------------------------------------------------------------------------
// Comment commands: the pull request, permissions, reactions, replies, and the
// Git Data API over a real repository, so a commit made through the API is
// checked with git itself. Bodies follow GitHub's documented shapes.
// ---------------------------------------------------------------------------

/** The repository behind the pull request: its head branch moves when the API commits to it. */
export interface FakeRepository {
  /** A git repository holding the base commit and the head branch. */
  dir: string;
  baseSha: string;
  /** The pull request's head branch, e.g. `feature`. */
  headRef: string;
}

/** What comment commands read and write on the fake. */
export interface FakeCommandState {
  /** Each user's role (`admin`, `maintain`, `write`, `triage`, `read`); anyone else is not a collaborator (404). */
  permissions: Record<string, string>;
  /** Reactions Remora made: on an issue comment, or on a review comment (`on: 'review'`). */
  reactions: { comment_id: number; content: string; on?: 'review' }[];
  /** Comments on the pull request's conversation, in order: Remora's replies, and others a test adds. */
  issueComments: { id: number; issue_number: number; body: string; user?: string }[];
  /** The head repository's `owner/name` when the pull request comes from a fork. */
  fork: string | undefined;
  /** Branches with protection rules, as `GET /branches/{branch}` reports them. */
  protectedBranches: string[];
  /** The types of the active ruleset rules on each branch (`GET /rules/branches/{branch}`). */
  branchRules: Record<string, string[]>;
  /** The repository's default branch when not the webhook example's (`master`). */
  defaultBranch: string | undefined;
}

type Answer = { status: number; body: unknown } | undefined;

let nextCommandId = 50_000;

/** Runs git in the repository with user and system settings shut out. */
function gitData(
  repository: FakeRepository,
  args: string[],
  input?: Buffer | string,
  env = {},
): string {
  return execFileSync('git', args, {
    cwd: repository.dir,
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull, ...env },
  }).trim();
}

function tryGitData(repository: FakeRepository, args: string[]): string | undefined {
  try {
    return gitData(repository, args);
  } catch {
    return undefined;
  }
}

const LEGACY_PERMISSION: Record<string, string> = { maintain: 'write', triage: 'read' };

/** The answer to a comment command's request, or undefined when it is not one. */
function answerCommandRoute(
  commands: FakeCommandState,
  pull: PullSource,
  method: string,
  repo: string,
  body: Json,
): Answer {
  const repository = pull.repository;
  if (method === 'GET' && repo === `/pulls/${pull.number}` && repository)
    return { status: 200, body: pullRequestBody(commands, pull.number, repository) };
  const permission = repo.match(/^\/collaborators\/([^/]+)\/permission$/);
  if (method === 'GET' && permission) {
    const role = commands.permissions[permission[1] as string];
    if (role === undefined) return { status: 404, body: { message: 'Not Found', status: '404' } };
    return {
      status: 200,
      body: { permission: LEGACY_PERMISSION[role] ?? role, role_name: role, user: USER },
    };
  }
  const rules = repo.match(/^\/rules\/branches\/(.+)$/);
  if (method === 'GET' && rules)
    return { status: 200, body: (commands.branchRules[rules[1] as string] ?? []).map(ruleBody) };
  const branch = repo.match(/^\/branches\/(.+)$/);
  if (method === 'GET' && branch && repository)
    return branchBody(commands, repository, branch[1] as string);
  const reaction = repo.match(/^\/issues\/comments\/(\d+)\/reactions$/);
  if (method === 'POST' && reaction) {
    commands.reactions.push({ comment_id: Number(reaction[1]), content: String(body.content) });
    return {
      status: 201,
      body: { id: nextCommandId++, node_id: 'REA_x', user: BOT, content: body.content },
    };
  }
  const onReview = repo.match(/^\/pulls\/comments\/(\d+)\/reactions$/);
  if (method === 'POST' && onReview) {
    commands.reactions.push({
      comment_id: Number(onReview[1]),
      content: String(body.content),
      on: 'review',
    });
    return {
      status: 201,
      body: { id: nextCommandId++, node_id: 'REA_x', user: BOT, content: body.content },
    };
  }
  const reply = repo.match(/^\/issues\/(\d+)\/comments$/);
  if (method === 'GET' && reply)
    return {
      status: 200,
      body: commands.issueComments
        .filter((c) => c.issue_number === Number(reply[1]))
        .map((c) => ({
          id: c.id,
          body: c.body,
          user: c.user === undefined ? BOT : { login: c.user, type: 'User' },
          html_url: `https://github.com/Codertocat/Hello-World/pull/${c.issue_number}#issuecomment-${c.id}`,
        })),
    };
  if (method === 'POST' && reply) {
    const comment = {
      id: nextCommandId++,
      issue_number: Number(reply[1]),
      body: String(body.body),
    };
    commands.issueComments.push(comment);
    return {
      status: 201,
      body: {
        id: comment.id,
        body: comment.body,
        user: BOT,
        html_url: `https://github.com/Codertocat/Hello-World/pull/${comment.issue_number}#issuecomment-${comment.id}`,
      },
    };
  }
  return repository ? answerGitData(repository, method, repo, body) : undefined;
}

const USER = { login: 'Codertocat', id: 21031067, type: 'User' };

function pullRequestBody(
  commands: FakeCommandState,
  number: number,
  repository: FakeRepository,
): Json {
  const pull = webhookExample('pull_request', 'opened').pull_request as Json & {
    head: Json & { repo: Json };
    base: Json;
  };
  pull.number = number;
  pull.html_url = `https://github.com/Codertocat/Hello-World/pull/${number}`;
  pull.head.sha = gitData(repository, ['rev-parse', `refs/heads/${repository.headRef}`]);
  pull.head.ref = repository.headRef;
  pull.base.sha = repository.baseSha;
  if (commands.defaultBranch !== undefined)
    for (const side of [pull.base, pull.head])
      side.repo = { ...(side.repo as Json), default_branch: commands.defaultBranch };
  if (commands.fork)
    pull.head.repo = {
      ...pull.head.repo,
      full_name: commands.fork,
      fork: true,
      owner: { ...(pull.head.repo.owner as Json), login: commands.fork.split('/')[0] },
    };
  return pull;
}

/** A rule of a repository ruleset, as "Get rules for a branch" lists it. */
function ruleBody(type: string): Json {
  return {
    type,
    ruleset_source_type: 'Repository',
    ruleset_source: 'Codertocat/Hello-World',
    ruleset_id: 42,
    ...(type === 'pull_request'
      ? {
          parameters: {
            required_approving_review_count: 1,
            dismiss_stale_reviews_on_push: false,
            require_code_owner_review: false,
            require_last_push_approval: false,
            required_review_thread_resolution: false,
          },
        }
      : {}),
  };
}

/** `GET /branches/{branch}` as GitHub's "Get a branch" answers it: the head commit and `protected`. */
function branchBody(commands: FakeCommandState, repository: FakeRepository, name: string): Answer {
  const sha = tryGitData(repository, ['rev-parse', '--verify', `refs/heads/${name}`]);
  if (!sha)
    return {
      status: 404,
      body: {
        message: 'Branch not found',
        documentation_url: 'https://docs.github.com/rest/branches/branches#get-a-branch',
        status: '404',
      },
    };
  const enabled = commands.protectedBranches.includes(name);
  const api = 'https://api.github.com/repos/Codertocat/Hello-World';
  return {
    status: 200,
    body: {
      name,
      commit: { sha, url: `${api}/commits/${sha}` },
      _links: {
        self: `${api}/branches/${name}`,
        html: `https://github.com/Codertocat/Hello-World/tree/${name}`,
      },
      protected: enabled,
      protection: {
        enabled,
        required_status_checks: {
          enforcement_level: enabled ? 'non_admins' : 'off',
          contexts: [],
          checks: [],
        },
      },
      protection_url: `${api}/branches/${name}/protection`,
    },
  };
}

/** The Git Data API: each write makes the same object git would, in the repository. */
function answerGitData(
  repository: FakeRepository,
  method: string,
  repo: string,
  body: Json,
): Answer {
  const ref = repo.match(/^\/git\/refs?\/heads\/(.+)$/);
  if (method === 'GET' && ref && repo.startsWith('/git/ref/')) {
    const sha = tryGitData(repository, ['rev-parse', '--verify', `refs/heads/${ref[1]}`]);
    if (!sha) return { status: 404, body: { message: 'Not Found', status: '404' } };
    return { status: 200, body: refBody(ref[1] as string, sha) };
  }
  const commit = repo.match(/^\/git\/commits\/([0-9a-f]{40})$/);
  if (method === 'GET' && commit)
    return { status: 200, body: commitBody(repository, commit[1] as string) };
  if (method === 'POST' && repo === '/git/blobs') {
    const bytes = Buffer.from(String(body.content), body.encoding === 'base64' ? 'base64' : 'utf8');
    const sha = gitData(repository, ['hash-object', '-w', '--stdin'], bytes);
    return { status: 201, body: { sha, url: `https://api.github.com/repos/x/git/blobs/${sha}` } };
  }
  if (method === 'POST' && repo === '/git/trees') return createTree(repository, body);
  if (method === 'POST' && repo === '/git/commits') {
    const parents = (body.parents as string[]).flatMap((p) => ['-p', p]);
    const sha = gitData(
      repository,
      ['commit-tree', String(body.tree), ...parents, '-F', '-'],
      String(body.message),
      {
        GIT_AUTHOR_NAME: 'github-actions[bot]',
        GIT_AUTHOR_EMAIL: '41898282+github-actions[bot]@users.noreply.github.com',
        GIT_COMMITTER_NAME: 'GitHub',
        GIT_COMMITTER_EMAIL: 'noreply@github.com',
      },
    );
    return { status: 201, body: commitBody(repository, sha) };
  }
  if (method === 'PATCH' && ref && repo.startsWith('/git/refs/')) {
    const name = `refs/heads/${ref[1]}`;
    const current = tryGitData(repository, ['rev-parse', '--verify', name]);
    if (!current) return unprocessable('Reference does not exist');
    const sha = String(body.sha);
    const forward =
      tryGitData(repository, ['merge-base', '--is-ancestor', current, sha]) !== undefined;
    if (!forward && body.force !== true) return unprocessable('Update is not a fast forward');
    gitData(repository, ['update-ref', name, sha, current]);
    return { status: 200, body: refBody(ref[1] as string, sha) };
  }
  if (method === 'POST' && repo === '/git/refs') {
    const name = String(body.ref);
    if (tryGitData(repository, ['rev-parse', '--verify', name]))
      return unprocessable('Reference already exists');
    gitData(repository, ['update-ref', name, String(body.sha)]);
    return { status: 201, body: refBody(name.replace(/^refs\/heads\//, ''), String(body.sha)) };
  }
  return undefined;
}

function unprocessable(message: string): Answer {
  return {
    status: 422,
    body: { message, documentation_url: 'https://docs.github.com/rest/git/refs', status: '422' },
  };
}

/** A tree: the base tree read into a private index, the entries written or removed, the index written. */
function createTree(repository: FakeRepository, body: Json): Answer {
  const index = join(tmpdir(), `remora-fake-index-${process.pid}-${nextCommandId++}`);
  const env = { GIT_INDEX_FILE: index };
  try {
    gitData(repository, ['read-tree', String(body.base_tree)], undefined, env);
    for (const entry of body.tree as { path: string; mode: string; sha: string | null }[]) {
      if (entry.sha !== null) {
        gitData(
          repository,
          ['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`],
          undefined,
          env,
        );
        continue;
      }
      if (!tryGitData(repository, ['cat-file', '-e', `${String(body.base_tree)}:${entry.path}`]))
        return unprocessable(`GitRPC::BadObjectState: ${entry.path} does not exist`);
      gitData(repository, ['update-index', '--force-remove', '--', entry.path], undefined, env);
    }
    const sha = gitData(repository, ['write-tree'], undefined, env);
    return {
      status: 201,
      body: {
        sha,
        url: `https://api.github.com/repos/x/git/trees/${sha}`,
        tree: [],
        truncated: false,
      },
    };
  } finally {
    rmSync(index, { force: true });
  }
}

function refBody(branch: string, sha: string): Json {
  return {
    ref: `refs/heads/${branch}`,
    node_id: 'REF_x',
    url: `https://api.github.com/repos/Codertocat/Hello-World/git/refs/heads/${branch}`,
    object: {
      type: 'commit',
      sha,
      url: `https://api.github.com/repos/Codertocat/Hello-World/git/commits/${sha}`,
    },
  };
}

function commitBody(repository: FakeRepository, sha: string): Json {
  const [tree = '', ...parents] = gitData(repository, ['show', '-s', '--format=%T %P', sha])
    .split(' ')
    .filter(Boolean);
  return {
    sha,
    url: `https://api.github.com/repos/Codertocat/Hello-World/git/commits/${sha}`,
    html_url: `https://github.com/Codertocat/Hello-World/commit/${sha}`,
    message: gitData(repository, ['show', '-s', '--format=%B', sha]),
    tree: {
      sha: tree,
      url: `https://api.github.com/repos/Codertocat/Hello-World/git/trees/${tree}`,
    },
    parents: parents.map((p) => ({
      sha: p,
      url: `https://api.github.com/repos/Codertocat/Hello-World/git/commits/${p}`,
    })),
  };
}

// ---------------------------------------------------------------------------
// A sweep's pull request: list the open ones by head and base, open, update.
// ---------------------------------------------------------------------------

export interface FakePull {
  number: number;
  head: string;
  base: string;
  title: string;
  body: string;
  state: 'open' | 'closed';
}

function sweepPullBody(pull: FakePull): Json {
  return {
    number: pull.number,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    head: { ref: pull.head, label: `Codertocat:${pull.head}` },
    base: { ref: pull.base },
    html_url: `https://github.com/Codertocat/Hello-World/pull/${pull.number}`,
  };
}

function answerSweepPulls(
  pulls: FakePull[],
  method: string,
  repo: string,
  query: URLSearchParams,
  body: Json,
): Answer {
  if (method === 'GET' && repo === '/pulls') {
    const head = (query.get('head') ?? '').replace(/^[^:]*:/, '');
    const state = query.get('state') ?? 'open';
    const listed = pulls.filter(
      (p) =>
        (state === 'all' || p.state === state) &&
        (!query.get('head') || p.head === head) &&
        (!query.get('base') || p.base === query.get('base')),
    );
    // Newest first, as GitHub sorts by `created` (the default) with `desc` (its default there).
    if (query.get('direction') !== 'asc') listed.reverse();
    return {
      status: 200,
      body: Number(query.get('page') ?? '1') > 1 ? [] : listed.map(sweepPullBody),
    };
  }
  if (method === 'POST' && repo === '/pulls') {
    const pull: FakePull = {
      number: 100 + pulls.length,
      head: String(body.head),
      base: String(body.base),
      title: String(body.title),
      body: String(body.body ?? ''),
      state: 'open',
    };
    pulls.push(pull);
    return { status: 201, body: sweepPullBody(pull) };
  }
  const update = repo.match(/^\/pulls\/(\d+)$/);
  const pull = update && pulls.find((p) => p.number === Number(update[1]));
  if (method === 'PATCH' && pull) {
    if (body.title !== undefined) pull.title = String(body.title);
    if (body.body !== undefined) pull.body = String(body.body);
    return { status: 200, body: sweepPullBody(pull) };
  }
  return undefined;
}
