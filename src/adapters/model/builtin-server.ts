import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { RemoraError } from '../../core/errors.js';
import { apiError, type ApiAnswer } from '../../core/serve/api-answer.js';
import {
  answerApiRequest,
  apiPath,
  type PolicyServerState,
} from '../../core/serve/chat-completions.js';

export interface BuiltinServerOptions extends PolicyServerState {
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 8000, as vLLM's; 0 takes any free port. */
  port?: number;
  /**
   * Whether a host beyond loopback may be used: only when the user named it.
   * The server has no API key, so by default nothing off this machine reaches it.
   */
  exposed?: boolean;
}

/** A running server of the built-in policies. */
export interface BuiltinServer {
  /** The OpenAI-compatible API root, e.g. `http://127.0.0.1:8000/v1`. */
  url: string;
  /** Chat completions answered so far (errors included). */
  readonly completions: number;
  /** Stops listening and ends open connections. */
  close(): Promise<void>;
}

export const DEFAULT_SERVE_HOST = '127.0.0.1';
export const DEFAULT_SERVE_PORT = 8000;

// Far above any review's request: a bound on what one request can make the server hold.
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** Whether `host` is this machine only: `localhost`, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1' || bare === '::ffff:127.0.0.1';
}

/**
 * Starts an OpenAI-compatible server answered by the built-in policies
 * (the protocol is `answerApiRequest`'s; this is its HTTP side). It refuses
 * a host beyond loopback unless `exposed`, and a port already taken, with a
 * CLI_001 error that says what to do.
 */
export async function startBuiltinServer(options: BuiltinServerOptions): Promise<BuiltinServer> {
  const host = options.host ?? DEFAULT_SERVE_HOST;
  const port = options.port ?? DEFAULT_SERVE_PORT;
  if (!isLoopbackHost(host) && !options.exposed)
    throw new RemoraError(
      'CLI_001',
      `${host} is not a loopback address: the server has no API key, so it listens beyond this machine only when --host names that address`,
    );
  let completions = 0;
  let sequence = 0;
  const server = createServer((request, response) => {
    readBody(request)
      .then((body) => {
        if (body === undefined)
          return apiError(413, 'The request body is too large.', 'invalid_request_error');
        const path = request.url ?? '/';
        if (apiPath(path) === '/v1/chat/completions') completions++;
        return answerApiRequest({ method: request.method ?? 'GET', path, body }, options, {
          id: `chatcmpl-remora-${++sequence}`,
          created: Math.floor(Date.now() / 1000),
        });
      })
      .then(
        (answer) => send(response, answer),
        (error: unknown) =>
          send(response, apiError(500, `The server failed: ${String(error)}`, 'server_error')),
      );
  });
  await listen(server, host, port);
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/v1`,
    get completions() {
      return completions;
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function listen(
  server: ReturnType<typeof createServer>,
  host: string,
  port: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new RemoraError(
            'CLI_001',
            `port ${port} on ${host} is taken; choose another with --port`,
          ),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        reject(new RemoraError('CLI_001', `cannot listen on ${host}: no such address here`));
      else reject(error);
    });
    server.listen(port, host, () => resolve());
  });
}

/** The request's body as text, or undefined when it is larger than the server takes. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, answer: ApiAnswer): void {
  response.writeHead(answer.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answer.body));
}
