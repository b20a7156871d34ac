import { createOpenAIModel } from '../adapters/model/openai-model.js';
import { preflightServer } from '../adapters/model/server-preflight.js';
import { tryRenderOnServer } from '../adapters/model/server-rendering.js';
import { judgeProbe, probeCall, probeMessages } from '../core/doctor/probe.js';
import type { AgentDefinition } from '../core/agents/definition.js';
import type { DoctorReport } from '../core/doctor/doctor-report.js';
import { judgeOp, type OpCheck, type RoundTrip } from '../core/doctor/verdict.js';
import type { RemoraError } from '../core/errors.js';
import { computeNodeId, type CSTNode } from '../core/nodes.js';
import type { ModelClient } from '../core/runner/messages.js';
import { chooseModel, isServed } from '../core/runner/model-routing.js';
import { opsAskingModels } from '../ops/registry.js';
import { readReplyToolCalls } from '../core/runner/reply-calls.js';
import { openingMessages, requestSettings, toolSpecs } from '../core/runner/opening-request.js';
import type { RemoraConfig } from '../config/config.js';
import { LANGUAGE_MANIFESTS } from '../languages/manifests.js';

export interface DoctorOptions {
  /** The server's OpenAI-compatible API root. */
  serverUrl: string;
  apiKey?: string;
  config: RemoraConfig;
  agents: ReadonlyMap<string, AgentDefinition>;
  /** Why an op's agent did not load, when it did not. */
  agentProblems: ReadonlyMap<string, RemoraError>;
  /** The ops a review would run. */
  ops: readonly string[];
}

/**
 * The node every round trip is about, and its language: the first language's
 * sample, one small function, so the request is the smallest a review sends.
 */
function sampleNode(): { node: CSTNode; language: string } {
  const language = LANGUAGE_MANIFESTS.find((manifest) => manifest.sample);
  if (!language?.sample) throw new Error('no language gives a sample function');
  const { file, name, text } = language.sample;
  return {
    language: language.id,
    node: {
      node_id: computeNodeId(file, 'function', name),
      node_type: 'function',
      name,
      full_name: name,
      file_path: file,
      start_line: 1,
      end_line: text.trimEnd().split('\n').length,
      start_byte: 0,
      end_byte: Buffer.byteLength(text),
      text,
    },
  };
}

/**
 * Checks a model server the way a review uses it: `GET /models` through the
 * preflight, then, for each op, whether its model is listed and one round
 * trip through the openai adapter with the op's real opening request (its
 * system prompt, a node context for a small function, its tool schemas and
 * request settings). The ops are asked one after another, so each latency
 * is the server's alone.
 */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const { serverUrl, config } = options;
  const preflight = await preflightServer({
    serverUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  if (!preflight.ok) return { serverUrl, models: preflight, verdicts: [] };
  const listed = new Set(preflight.models);
  const model = createOpenAIModel({
    baseURL: serverUrl,
    timeoutMs: config.server.timeout_ms,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  const fallback = config.server.default_model;
  const verdicts = [];
  // An op that needs no model asks the server nothing: there is nothing to check for it.
  for (const op of opsAskingModels(options.ops)) {
    const definition = options.agents.get(op);
    const choice = chooseModel(op, config, definition);
    const check: OpCheck = {
      op,
      ...choice,
      served: isServed(listed, choice.model),
      fallback: { model: fallback, served: isServed(listed, fallback) },
      listed: preflight.models,
      agent: definition
        ? { ok: true, definition }
        : {
            ok: false,
            message: options.agentProblems.get(op)?.message ?? `no agent runs the op '${op}'`,
          },
    };
    if (definition && check.served) {
      check.probe = await probe(options, choice.model, definition, config, op);
      check.roundTrip = await roundTrip(model, choice.model, definition, config, op);
    }
    verdicts.push(judgeOp(check));
  }
  return { serverUrl, models: { ok: true, ids: preflight.models, ms: preflight.ms }, verdicts };
}

/** The probe call through the server's chat template: whether it comes back identical. */
async function probe(
  options: DoctorOptions,
  modelName: string,
  definition: AgentDefinition,
  config: RemoraConfig,
  op: string,
): Promise<OpCheck['probe']> {
  const call = probeCall(definition);
  const rendering = await tryRenderOnServer({
    serverUrl: options.serverUrl,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    model: modelName,
    messages: probeMessages(opening(definition, config, op), call),
    tools: toolSpecs(definition),
    timeoutMs: config.server.timeout_ms,
  });
  return rendering.ok
    ? { ok: true, verdict: judgeProbe(rendering.text, call) }
    : { ok: false, message: rendering.message };
}

function opening(definition: AgentDefinition, config: RemoraConfig, op: string) {
  const sample = sampleNode();
  return openingMessages(
    definition,
    sample.node,
    config.operations[op] ?? {},
    config.runner.history_token_budget,
    sample.language,
  );
}

/** The op's opening request, sent once; its reply or its failure, and how long it took. */
async function roundTrip(
  client: ModelClient,
  modelName: string,
  definition: AgentDefinition,
  config: RemoraConfig,
  op: string,
): Promise<RoundTrip> {
  const started = performance.now();
  const ms = (): number => Math.round(performance.now() - started);
  try {
    const messages = opening(definition, config, op);
    const sent = await client.complete({
      model: modelName,
      agent: definition.name,
      messages,
      tools: toolSpecs(definition),
      ...requestSettings(config.runner, definition),
    });
    // Read as the runner reads every reply: the calls in the text count (docs/model-path.md).
    return { ok: true, reply: readReplyToolCalls(sent, 1), ms: ms() };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error), ms: ms() };
  }
}
