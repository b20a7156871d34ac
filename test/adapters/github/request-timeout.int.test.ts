import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOctokit } from '../../../src/adapters/github/octokit-client.js';

// A GitHub that takes requests and never answers them: each request is given
// up after the timeout and retried, and the call then fails with a message
// that says so, instead of holding the run forever.

let server: Server;
let requests = 0;
beforeAll(async () => {
  server = createServer(() => {
    requests++;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

it('gives up on a request that never answers, retries it, then fails saying why', async () => {
  const octokit = createOctokit({
    token: 'test-token',
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    owner: 'octo',
    repo: 'demo',
    retries: 1,
    retryBaseMs: 1,
    timeoutMs: 300,
  });
  await expect(
    octokit.rest.pulls.get({ owner: 'octo', repo: 'demo', pull_number: 2 }),
  ).rejects.toThrow(/GitHub did not answer within 0.3 s/);
  expect(requests).toBe(2);
});
