import type { AgentDefinition } from '../agents/definition.js';
import type { ChatReply } from '../runner/messages.js';
import type { ProbeVerdict } from './probe.js';
import { checkToolArguments } from '../runner/tool-arguments.js';

/** How one request to the server went: its reply, or why there was none, and how long it took. */
export type RoundTrip =
  { ok: true; reply: ChatReply; ms: number } | { ok: false; message: string; ms: number };

/** What was found out about one op before judging it. */
export interface OpCheck {
  op: string;
  /** The model the op asks for, and the setting that named it. */
  model: string;
  from: string;
  served: boolean;
  /** What a review does instead when the model is not served. */
  fallback?: { model: string; served: boolean };
  /** The server's model list, for a message about a missing model. */
  listed: readonly string[];
  /** The op's agent, or why it did not load. */
  agent: { ok: true; definition: AgentDefinition } | { ok: false; message: string };
  /** The round trip, when there was one (the agent loaded and its model is served). */
  roundTrip?: RoundTrip;
  /** The probe call through the server's chat template, or why the server could not render it. */
  probe?: { ok: true; verdict: ProbeVerdict } | { ok: false; message: string };
}

/** One row of the doctor's table: what was seen, and why the op is not ready (if it is not). */
export interface OpVerdict {
  op: string;
  model: string;
  served: boolean;
  /** The tools the reply called, in order; empty when it called none; absent without a reply. */
  calls?: string[];
  /** Whether every call's arguments are valid against its tool's schema. */
  argumentsValid?: boolean;
  ms?: number;
  /** The probe call: back identical, changed by the server, or not checkable there. */
  probe?: 'identical' | 'changed' | 'unavailable';
  /** Why the op is not ready; absent when it is. */
  problem?: string;
}

/**
 * Judges one op: ready when its agent loads, its model is on the server, and
 * the model answered the opening request with tool calls, each naming one of
 * the agent's tools with arguments valid against that tool's JSON Schema.
 * Text instead of a tool call is not ready: a review would nudge, then fail.
 * Nor is a server whose chat template changes the probe call: the model
 * would be served prompts it was not trained on, and its calls misread.
 */
export function judgeOp(check: OpCheck): OpVerdict {
  const probe = check.probe;
  const status: OpVerdict['probe'] = !probe
    ? undefined
    : !probe.ok
      ? 'unavailable'
      : probe.verdict.identical
        ? 'identical'
        : 'changed';
  const row = {
    op: check.op,
    model: check.model,
    served: check.served,
    ...(status ? { probe: status } : {}),
  };
  if (probe?.ok && !probe.verdict.identical)
    return {
      ...row,
      problem:
        `the server's chat template changed the probe tool call (${probe.verdict.detail}); ` +
        'start the server with server/chat-template.jinja and no tool parser',
    };
  if (!check.agent.ok)
    return { ...row, problem: `the agent does not load: ${check.agent.message}` };
  if (!check.served) return { ...row, problem: missingModel(check) };
  const trip = check.roundTrip;
  if (!trip) return { ...row, problem: 'no request was made' };
  if (!trip.ok) return { ...row, ms: trip.ms, problem: `the request failed: ${trip.message}` };
  const { reply } = trip;
  const calls = reply.tool_calls.map((call) => call.function.name);
  const seen = { ...row, ms: trip.ms, calls };
  if (calls.length === 0) {
    const text = reply.content?.trim() ?? '';
    return {
      ...seen,
      problem: text
        ? `it answered with text instead of a tool call: ${quote(text)}`
        : 'it answered with neither a tool call nor text',
    };
  }
  const definition = check.agent.definition;
  const names = definition.tools.map((tool) => tool.name);
  for (const call of reply.tool_calls) {
    const name = call.function.name;
    if (!names.includes(name))
      return {
        ...seen,
        problem: `it called '${name}', which is not one of the agent's tools (${names.join(', ')})`,
      };
    const args = checkToolArguments(definition, name, call.function.arguments);
    if (!args.ok) return { ...seen, argumentsValid: false, problem: args.error };
  }
  return { ...seen, argumentsValid: true };
}

function missingModel(check: OpCheck): string {
  const listed = check.listed.length > 0 ? check.listed.join(', ') : 'no models';
  const base = `the model '${check.model}' (${check.from}) is not on the server, which lists ${listed}`;
  const fallback = check.fallback;
  if (!fallback || fallback.model === check.model) return base;
  return fallback.served
    ? `${base}; a review would run the ${check.op} op on server.default_model '${fallback.model}' instead, without the op's own adapter`
    : `${base}, nor is server.default_model '${fallback.model}': the ${check.op} op would fail`;
}

function quote(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return JSON.stringify(line.length > 120 ? `${line.slice(0, 117)}...` : line);
}
