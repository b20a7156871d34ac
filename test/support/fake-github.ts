import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
}

export interface FakeThread {
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  commentIds: number[];
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
  /** Writes that answer 403, by kind. */
  forbid: Set<'checks' | 'reviews'>;
  /** Every request answers 500, as in an outage. */
  outage: boolean;
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
  };
  let nextId = 1000;
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
        `POST /graphql ${query.includes('resolveReviewThread') ? 'resolveReviewThread' : 'reviewThreads'}`,
      );
      return send(response, 200, graphql(query, (body.variables ?? {}) as Json));
    }
    requests.push(`${method} ${path}`);

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
      const output = body.output as Json | undefined;
      if (output) {
        run.output.title = String(output.title);
        run.output.summary = String(output.summary);
        run.output.annotations.push(...((output.annotations as unknown[]) ?? []));
      }
      return send(response, 200, checkRunBody(run));
    }
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
      return send(response, 200, page === 1 ? state.comments.filter(isPublished) : []);
    send(response, 404, { message: `Not Found: ${method} ${path}` });
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

  function graphql(query: string, variables: Json): Json {
    if (query.includes('resolveReviewThread')) {
      const data: Json = {};
      const aliases = [
        ...query.matchAll(
          /(\w+)\s*:\s*resolveReviewThread\s*\(\s*input\s*:\s*\{\s*threadId\s*:\s*\$(\w+)/g,
        ),
      ];
      for (const [, alias, variable] of aliases) {
        const thread = state.threads.find((t) => t.id === variables[variable as string]);
        if (thread) thread.isResolved = true;
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
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function checkRunBody(run: FakeState['checkRuns'][number]): Json {
  return {
    id: run.id,
    name: run.name,
    head_sha: run.head_sha,
    status: run.status,
    conclusion: run.conclusion,
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
