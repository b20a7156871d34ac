import { z } from 'zod';
import { withoutKey } from './without-key.js';

export interface PreflightOptions {
  /** The server's OpenAI-compatible API root, e.g. `http://gpu-box:8000/v1`. */
  serverUrl: string;
  /** Sent as the bearer token when set; never part of a message. */
  apiKey?: string;
  /** How long the whole request, body included, may take (default 5000). */
  timeoutMs?: number;
  /** Aborts when the run is told to stop: the request is let go at once. */
  stop?: AbortSignal;
  /** Test seam; the global `fetch` by default. */
  fetch?: typeof fetch;
}

/**
 * The models (adapters) the server serves, the base models among them (those
 * vLLM names as an adapter's `parent`), and how long it took to say so; or why not.
 */
export type PreflightResult =
  | { ok: true; models: string[]; bases: string[]; ms: number }
  | {
      ok: false;
      message: string;
      /**
       * True when no connection could be made at all (refused, no route, a
       * name that does not resolve): no op can reach the server either. A
       * server that is slow to answer is not unreachable: it may be loading.
       */
      unreachable: boolean;
    };

const DEFAULT_TIMEOUT_MS = 5000;

const modelsSchema = z.object({
  data: z.array(z.object({ id: z.string().min(1), parent: z.string().nullish().catch(undefined) })),
});

const SHAPE = 'expected {"data": [{"id": "<model>"}, ...]}';

// Asked whenever the server cannot be reached: in CI it is nearly always one of these.
const QUESTIONS =
  'Is the Tailscale step (tailscale/github-action) before this one in the job? ' +
  'Is the host name in server-url right? Is the server up?';

/**
 * Asks the model server which models it serves (`GET <server-url>/models`),
 * once, with a short timeout, before any op needs it. Every failure is one
 * message for the log and the summary: what was asked, what went wrong and
 * what to check. A reply that is not an OpenAI model list is a failure too:
 * the ops would fail against that server one by one.
 */
export async function preflightServer(options: PreflightOptions): Promise<PreflightResult> {
  const fail = (message: string, unreachable = false): PreflightResult => ({
    ok: false,
    message: withoutKey(message, options.apiKey),
    unreachable,
  });
  const url = tryModelsUrl(options.serverUrl);
  if (!url)
    return fail(
      `server-url ${JSON.stringify(options.serverUrl)} is not an http(s) URL; ` +
        'expected the API root, such as http://gpu-box:8000/v1',
    );
  const shown = `GET ${url.href}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const started = performance.now();
  let status: number;
  let statusText: string;
  let body: string;
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: {
        accept: 'application/json',
        ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
      },
      signal: options.stop
        ? AbortSignal.any([AbortSignal.timeout(timeoutMs), options.stop])
        : AbortSignal.timeout(timeoutMs),
    });
    ({ status, statusText } = response);
    body = await response.text();
  } catch (error) {
    return fail(
      `The model server is unreachable: ${shown} failed: ${unreachableCause(error, url, timeoutMs)}. ${QUESTIONS}`,
      !timedOut(error),
    );
  }
  const ms = Math.round(performance.now() - started);
  const answered = `${shown} answered ${status}${statusText ? ` ${statusText}` : ''}`;
  if (status === 401 || status === 403)
    return fail(
      `${answered}: the api-key input is wrong or missing` +
        (options.apiKey
          ? ' (a key was sent; is it the one the server expects?)'
          : ' (no key was sent; set the api-key input from a secret)'),
    );
  if (status === 404)
    return fail(
      `${answered}: no model list there, so this is not an OpenAI-compatible API root; ` +
        'server-url usually ends in /v1',
    );
  if (status < 200 || status > 299)
    return fail(`${answered}: the server is reachable but is not serving models`);
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch {
    return fail(`${shown} did not answer JSON: not an OpenAI-compatible server (${SHAPE})`);
  }
  const parsed = modelsSchema.safeParse(document);
  if (!parsed.success)
    return fail(
      `${shown} answered JSON but no model list: not an OpenAI-compatible server (${SHAPE})`,
    );
  const models = parsed.data.data.map((model) => model.id);
  const bases = [
    ...new Set(parsed.data.data.flatMap((model) => (model.parent ? [model.parent] : []))),
  ].filter((parent) => models.includes(parent));
  return { ok: true, models, bases, ms };
}

/** `<server-url>/models` without any credentials in it, or undefined when it is no http(s) URL. */
function tryModelsUrl(serverUrl: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(serverUrl.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/models`;
  return url;
}

/** Whether a request failed for want of an answer in time (or was let go), not of a connection. */
function timedOut(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Why a request got no answer, in words, with the system's code where there is one. */
function unreachableCause(error: unknown, url: URL, timeoutMs: number): string {
  if (timedOut(error)) return `no answer within ${timeoutMs} ms`;
  const code = errorCode(error);
  const host = url.hostname;
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `the host name ${host} does not resolve (${code})`;
    case 'ECONNREFUSED':
      return `${url.host} refused the connection; nothing listens there (${code})`;
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return `the connection to ${url.host} timed out (${code})`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `no route to ${host} (${code})`;
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return `${url.host} closed the connection (${code})`;
    default:
      return code ?? (error instanceof Error ? error.message : String(error));
  }
}

/** The system error code under fetch's "fetch failed", through causes and aggregated errors. */
function errorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return undefined;
    const { code, cause, errors } = current as {
      code?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') return code;
    current = cause ?? (Array.isArray(errors) ? (errors[0] as unknown) : undefined);
  }
  return undefined;
}
