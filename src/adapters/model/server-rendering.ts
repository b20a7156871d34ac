import { z } from 'zod';
import type { ChatMessage, ToolSpec } from '../../core/runner/messages.js';
import { withoutKey } from './without-key.js';

export interface RenderingRequest {
  /** The server's OpenAI-compatible API root, e.g. `http://remora-server:8000/v1`. */
  serverUrl: string;
  apiKey?: string;
  model: string;
  messages: ChatMessage[];
  tools: ToolSpec[];
  timeoutMs: number;
  /** Test seam; the global `fetch` by default. */
  fetch?: typeof fetch;
}

/** The prompt the server's own chat template made of a conversation, and which endpoint said so; or why not. */
export type Rendering = { ok: true; text: string; via: string } | { ok: false; message: string };

const tokenized = z.object({ tokens: z.array(z.number().int()) });
const detokenized = z.object({ prompt: z.string() });
const applied = z.object({ prompt: z.string() });

/**
 * Asks a model server to render a conversation with its chat template,
 * without generating: vLLM's `/tokenize` then `/detokenize`, else llama.cpp's
 * `/apply-template` (both beside the API root, not under `/v1`). A server
 * with neither says so; it is not a failure of the server.
 */
export async function tryRenderOnServer(request: RenderingRequest): Promise<Rendering> {
  const root = request.serverUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
  const post = async (path: string, body: unknown): Promise<{ status: number; json: unknown }> => {
    const response = await (request.fetch ?? fetch)(`${root}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json };
  };
  const { model, messages, tools } = request;
  try {
    const tokens = await post('/tokenize', {
      model,
      messages,
      tools,
      add_generation_prompt: false,
      add_special_tokens: false,
    });
    const ids = tokenized.safeParse(tokens.json);
    if (tokens.status === 200 && ids.success) {
      const text = await post('/detokenize', { model, tokens: ids.data.tokens });
      const prompt = detokenized.safeParse(text.json);
      if (text.status === 200 && prompt.success)
        return { ok: true, text: prompt.data.prompt, via: 'POST /tokenize and /detokenize' };
    }
    const template = await post('/apply-template', { model, messages, tools });
    const prompt = applied.safeParse(template.json);
    if (template.status === 200 && prompt.success)
      return { ok: true, text: prompt.data.prompt, via: 'POST /apply-template' };
    return {
      ok: false,
      message: `the server renders no conversation on request (POST /tokenize answered ${tokens.status}, /apply-template ${template.status})`,
    };
  } catch (error) {
    return {
      ok: false,
      message: withoutKey(
        `rendering on the server failed: ${(error as Error).message}`,
        request.apiKey,
      ),
    };
  }
}
