import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  preflightServer,
  type PreflightResult,
} from '../../../src/adapters/model/server-preflight.js';

const SERVER = 'http://gpu-box:8000';
const KEY = 'sk-preflight-secret';
const QUESTIONS =
  'Is the Tailscale step (tailscale/github-action) before this one in the job? ' +
  'Is the host name in server-url right? Is the server up?';

const MODEL_LIST = {
  object: 'list',
  data: [
    { id: 'functiongemma', object: 'model', owned_by: 'vllm' },
    { id: 'lint', object: 'model', owned_by: 'vllm', parent: 'functiongemma' },
  ],
};

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  nock.disableNetConnect();
});
afterAll(() => nock.enableNetConnect());

/** The failure message, after checking it is a failure that never shows the key. */
function failure(result: PreflightResult): string {
  expect(result.ok).toBe(false);
  const message = result.ok ? '' : result.message;
  expect(message).not.toContain(KEY);
  return message;
}

describe('preflightServer against a scripted server', () => {
  it('lists the models, sending the key as a bearer token', async () => {
    const scope = nock(SERVER)
      .get('/v1/models')
      .matchHeader('authorization', `Bearer ${KEY}`)
      .reply(200, MODEL_LIST);
    const result = await preflightServer({ serverUrl: `${SERVER}/v1/`, apiKey: KEY });
    expect(scope.isDone()).toBe(true);
    expect(result).toMatchObject({ ok: true, models: ['functiongemma', 'lint'] });
    expect(result.ok && result.ms).toBeGreaterThanOrEqual(0);
  });

  it('names the base models: the ones vLLM lists as an adapter’s parent', async () => {
    const scope = nock(SERVER)
      .get('/v1/models')
      .reply(200, {
        object: 'list',
        data: [
          { id: 'google/functiongemma-270m-it', object: 'model', parent: null },
          { id: 'lint', object: 'model', parent: 'google/functiongemma-270m-it' },
          { id: 'test', object: 'model', parent: 'elsewhere' },
        ],
      });
    const result = await preflightServer({ serverUrl: `${SERVER}/v1` });
    expect(scope.isDone()).toBe(true);
    expect(result).toMatchObject({ ok: true, bases: ['google/functiongemma-270m-it'] });
  });

  it('sends no authorization header without a key', async () => {
    const scope = nock(SERVER, { badheaders: ['authorization'] })
      .get('/v1/models')
      .reply(200, MODEL_LIST);
    expect(await preflightServer({ serverUrl: `${SERVER}/v1` })).toMatchObject({ ok: true });
    expect(scope.isDone()).toBe(true);
  });

  it('says the api-key is wrong or missing on 401 and 403, never quoting it', async () => {
    const scope = nock(SERVER)
      .get('/v1/models')
      .reply(401, { error: { message: `invalid key ${KEY}` } })
      .get('/v1/models')
      .reply(403, 'Forbidden');
    expect(failure(await preflightServer({ serverUrl: `${SERVER}/v1`, apiKey: KEY }))).toBe(
      `GET ${SERVER}/v1/models answered 401 Unauthorized: the api-key input is wrong or missing ` +
        '(a key was sent; is it the one the server expects?)',
    );
    expect(failure(await preflightServer({ serverUrl: `${SERVER}/v1` }))).toBe(
      `GET ${SERVER}/v1/models answered 403 Forbidden: the api-key input is wrong or missing ` +
        '(no key was sent; set the api-key input from a secret)',
    );
    expect(scope.isDone()).toBe(true);
  });

  it('says a server that answers garbage or another shape is not OpenAI-compatible', async () => {
    const scope = nock(SERVER)
      .get('/v1/models')
      .reply(200, '<html><body>Welcome to nginx</body></html>', { 'content-type': 'text/html' })
      .get('/v1/models')
      .reply(200, { models: ['lint'] })
      .get('/v1/models')
      .reply(200, { data: [{ name: 'lint' }] });
    expect(failure(await preflightServer({ serverUrl: `${SERVER}/v1`, apiKey: KEY }))).toBe(
      `GET ${SERVER}/v1/models did not answer JSON: not an OpenAI-compatible server ` +
        '(expected {"data": [{"id": "<model>"}, ...]})',
    );
    for (let i = 0; i < 2; i++)
      expect(failure(await preflightServer({ serverUrl: `${SERVER}/v1`, apiKey: KEY }))).toBe(
        `GET ${SERVER}/v1/models answered JSON but no model list: not an OpenAI-compatible server ` +
          '(expected {"data": [{"id": "<model>"}, ...]})',
      );
    expect(scope.isDone()).toBe(true);
  });

  it('says a 404 is not an API root, and a 5xx a server that is up but not serving', async () => {
    const scope = nock(SERVER)
      .get('/models')
      .reply(404)
      .get('/v1/models')
      .reply(502, 'bad gateway');
    expect(failure(await preflightServer({ serverUrl: SERVER }))).toContain(
      'answered 404 Not Found: no model list there, so this is not an OpenAI-compatible API root; ' +
        'server-url usually ends in /v1',
    );
    expect(failure(await preflightServer({ serverUrl: `${SERVER}/v1` }))).toBe(
      `GET ${SERVER}/v1/models answered 502 Bad Gateway: the server is reachable but is not serving models`,
    );
    expect(scope.isDone()).toBe(true);
  });

  it('shows neither credentials in the URL nor the key, and refuses a URL that is not http(s)', async () => {
    const scope = nock(SERVER).get('/v1/models').reply(500);
    const message = failure(
      await preflightServer({ serverUrl: `http://user:${KEY}@gpu-box:8000/v1`, apiKey: KEY }),
    );
    expect(message).toMatch(/^GET http:\/\/gpu-box:8000\/v1\/models answered 500/);
    expect(scope.isDone()).toBe(true);
    expect(failure(await preflightServer({ serverUrl: 'gpu-box:8000/v1' }))).toBe(
      'server-url "gpu-box:8000/v1" is not an http(s) URL; expected the API root, such as http://gpu-box:8000/v1',
    );
  });

  it('names a host name that does not resolve, with the three questions', async () => {
    // What Node's fetch throws when DNS fails.
    const dnsFailure = async (): Promise<Response> => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('getaddrinfo ENOTFOUND gpu-box'), { code: 'ENOTFOUND' }),
      });
    };
    expect(
      failure(await preflightServer({ serverUrl: `${SERVER}/v1`, apiKey: KEY, fetch: dnsFailure })),
    ).toBe(
      `The model server is unreachable: GET ${SERVER}/v1/models failed: ` +
        `the host name gpu-box does not resolve (ENOTFOUND). ${QUESTIONS}`,
    );
  });
});

describe('preflightServer over loopback sockets', () => {
  let silent: Server;
  beforeAll(async () => {
    // Accepts connections and never answers: a server wedged, or a firewall that holds.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('says the connection was refused on a closed port', async () => {
    nock.enableNetConnect('127.0.0.1');
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const message = failure(
      await preflightServer({ serverUrl: `http://127.0.0.1:${port}/v1`, apiKey: KEY }),
    );
    expect(message).toBe(
      `The model server is unreachable: GET http://127.0.0.1:${port}/v1/models failed: ` +
        `127.0.0.1:${port} refused the connection; nothing listens there (ECONNREFUSED). ${QUESTIONS}`,
    );
  });

  it('gives up after timeoutMs when the server never answers', async () => {
    nock.enableNetConnect('127.0.0.1');
    const { port } = silent.address() as AddressInfo;
    const message = failure(
      await preflightServer({
        serverUrl: `http://127.0.0.1:${port}/v1`,
        apiKey: KEY,
        timeoutMs: 150,
      }),
    );
    expect(message).toBe(
      `The model server is unreachable: GET http://127.0.0.1:${port}/v1/models failed: ` +
        `no answer within 150 ms. ${QUESTIONS}`,
    );
  });
});
