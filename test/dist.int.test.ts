import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPullRequestRepo,
  gitIn,
  HEAD_FILES,
  pullFileEntry,
  pullRequestPayload,
  readOutputs,
  type PullRequestRepo,
} from './support/github-pr-fixture.js';
import { isolatedBundle } from './support/isolated-bundle.js';

// This test runs what CI ships: the built bundle, copied away from this
// repository's node_modules and started the way a runner starts it.
let bundle: ReturnType<typeof isolatedBundle>;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A loopback stand-in for the GitHub API that records every request it gets. */
async function startApi(
  handler: Handler,
): Promise<{ url: string; requests: string[]; server: Server }> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, server };
}

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

interface BundleRun {
  code: number;
  stdout: string;
  summary: string;
  outputs: Record<string, string>;
  ms: number;
}

let repo: PullRequestRepo;
let temp: string;
let workspace: string;

beforeAll(() => {
  bundle = isolatedBundle();
  repo = createPullRequestRepo();
  temp = mkdtempSync(join(tmpdir(), 'remora-dist-'));
  workspace = mkdtempSync(join(tmpdir(), 'remora-dist-ws-'));
  gitIn(workspace, 'init', '-q');
});

afterAll(() => {
  bundle.dispose();
  repo.dispose();
  rmSync(temp, { recursive: true, force: true });
  rmSync(workspace, { recursive: true, force: true });
});

/** Runs `node dist/index.js` from a directory outside the repository, as a pull_request step. */
function runBundle(apiUrl: string, extraEnv: Record<string, string> = {}): Promise<BundleRun> {
  const eventPath = join(temp, 'event.json');
  const summaryPath = join(temp, 'summary.md');
  const outputPath = join(temp, 'output.txt');
  writeFileSync(eventPath, JSON.stringify(pullRequestPayload(repo)));
  writeFileSync(summaryPath, '');
  writeFileSync(outputPath, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: temp,
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: apiUrl,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_WORKSPACE: workspace,
    'INPUT_GITHUB-TOKEN': 'test-token',
    ...extraEnv,
  };
  const started = Date.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [bundle.index],
      { cwd: temp, env, timeout: 60_000 },
      (error, stdout) => {
        if (error && typeof error.code !== 'number') {
          reject(error);
          return;
        }
        resolve({
          code: error ? (error.code as number) : 0,
          stdout,
          summary: readFileSync(summaryPath, 'utf8'),
          outputs: readOutputs(outputPath),
          ms: Date.now() - started,
        });
      },
    );
  });
}

const CONTENTS = '/repos/Codertocat/Hello-World/contents/';

describe('the built bundle (node dist/index.js)', () => {
  it('reviews a pull request against a loopback API, loading its wasm from dist/', async () => {
    const entries = ['calc.py', 'README.md', 'src/app/greeter.py'].map((path) =>
      pullFileEntry(repo, path),
    );
    const api = await startApi((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname === '/repos/Codertocat/Hello-World/pulls/2/files') {
        json(response, 200, entries);
      } else if (
        url.pathname.startsWith(CONTENTS) &&
        url.searchParams.get('ref') === repo.headSha
      ) {
        const text = HEAD_FILES[decodeURIComponent(url.pathname.slice(CONTENTS.length))];
        if (text === undefined) json(response, 404, { message: 'Not Found' });
        else {
          response.writeHead(200, { 'content-type': 'application/vnd.github.raw' });
          response.end(text);
        }
      } else {
        json(response, 404, { message: 'Not Found' });
      }
    });
    try {
      const result = await runBundle(api.url);

      expect(result.stdout).not.toContain('::error');
      expect(result.code).toBe(0);
      expect([...api.requests].sort()).toEqual([
        `GET ${CONTENTS}calc.py?ref=${repo.headSha}`,
        `GET ${CONTENTS}src%2Fapp%2Fgreeter.py?ref=${repo.headSha}`,
        'GET /repos/Codertocat/Hello-World/pulls/2/files?per_page=100',
      ]);
      expect(result.summary).toBe(
        [
          '## Remora: changed nodes',
          `Pull request #2 at \`${repo.headSha.slice(0, 7)}\`: 4 changed nodes in 2 files read.`,
          [
            '| File | Node | Type | Lines | Changed lines |',
            '| --- | --- | --- | --- | --- |',
            '| `calc.py` | `sub` | function | 5-7 | 6 |',
            '| `calc.py` | `mul` | function | 10-11 | 10-11 |',
            '| `src/app/greeter.py` | `src/app/greeter.py` | file | 1-14 | 2 |',
            '| `src/app/greeter.py` | `Greeter.greet` | method | 9-10 | 10 |\n',
          ].join('\n'),
        ].join('\n\n'),
      );
      expect(result.outputs).toEqual({ nodes: '4' });
    } finally {
      api.server.close();
    }
  });

  it('exits 1 with GH_001 after a few quick retries when the API keeps failing', async () => {
    const api = await startApi((_request, response) =>
      json(response, 500, { message: 'Server Error' }),
    );
    try {
      const result = await runBundle(api.url, { REMORA_GITHUB_RETRY_BASE_MS: '10' });

      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        '::error::GH_001: GitHub refused to list the files of pull request #2 (HTTP 500): Server Error\n',
      );
      // The first request and three retries; with a 10 ms unit the waits add up to 140 ms.
      expect(api.requests).toEqual(
        Array(4).fill('GET /repos/Codertocat/Hello-World/pulls/2/files?per_page=100'),
      );
      expect(result.ms).toBeLessThan(15_000);
      expect(result.summary).toBe('');
    } finally {
      api.server.close();
    }
  });
});
