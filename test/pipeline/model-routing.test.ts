import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessDiscoverer } from '../../src/adapters/tree-sitter/in-process-discoverer.js';
import { createDirectorySource } from '../../src/adapters/files/workspace-files.js';
import { loadConfig, type RemoraConfig } from '../../src/config/config.js';
import { parseAgentDefinition } from '../../src/core/agents/definition.js';
import { EventBus } from '../../src/core/events/event-bus.js';
import { routeModels } from '../../src/core/runner/model-routing.js';
import { compileToolSchemas } from '../../src/core/runner/tool-arguments.js';
import { WorkspaceOverlay } from '../../src/core/workspace/overlay.js';
import { AREA_NODE } from '../support/area-node.js';
import { createReviewEnv } from '../../src/pipeline/review-env.js';
import { runOperation } from '../../src/pipeline/run-operation.js';
import { call, MODEL_URL, scriptModel } from '../support/model-script.js';

/** An agent that asks for an adapter of its own and only submits. */
const definition = parseAgentDefinition(
  {
    name: 'probe_agent',
    model: 'probe-adapter',
    node_types: ['function'],
    initial_context: { system_prompt: 'Probe it.', node_context: 'Function {{ full_name }}.' },
    tools: [
      {
        name: 'submit_result',
        description: 'Finish.',
        parameters: { type: 'object', properties: { summary: { type: 'string' } } },
      },
    ],
  },
  'probe',
  'probe_subagent.yaml',
);
compileToolSchemas(definition);

const node = AREA_NODE;

const discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 20 });
let root: string;
let config: RemoraConfig;

beforeAll(async () => {
  nock.disableNetConnect();
  root = mkdtempSync(join(tmpdir(), 'remora-routing-'));
  ({ config } = await loadConfig(root, {}));
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  await discoverer.close();
  rmSync(root, { recursive: true, force: true });
});

/** Runs the probe op against the scripted server; returns the model its request named. */
async function requestedModel(models?: ReadonlyMap<string, string>): Promise<unknown> {
  const script = scriptModel([call('submit_result', { summary: 'Looked.' })]);
  const review = createReviewEnv({
    stableRoot: root,
    stable: createDirectorySource(root),
    config,
    agents: new Map([['probe', definition]]),
    processEnv: {},
    backend: { kind: 'openai', baseURL: MODEL_URL },
    events: new EventBus(),
    allowExecute: false,
    discoverer,
    ...(models ? { models } : {}),
  });
  try {
    const workspace = WorkspaceOverlay.create('probe-0123456789abcdef', {
      readFile: async () => node.text,
    });
    const result = await runOperation(review.env, 'probe', node, workspace);
    expect(result.status).toBe('succeeded');
  } finally {
    review.dispose();
  }
  expect(script.scope.isDone()).toBe(true);
  return script.requests[0]?.model;
}

describe('an op routed away from a missing adapter', () => {
  it("asks for the agent's own model when nothing is routed", async () => {
    expect(await requestedModel()).toBe('probe-adapter');
  });

  it('asks for server.default_model when the server does not list the adapter', async () => {
    const routed = routeModels({
      ops: ['probe'],
      config,
      agents: new Map([['probe', definition]]),
      available: ['functiongemma', 'lint'],
    });
    expect(routed.warnings).toEqual([
      "the model 'probe-adapter' (the probe agent's model) is not on the server; the probe op uses server.default_model 'functiongemma' instead",
    ]);
    expect(await requestedModel(routed.models)).toBe('functiongemma');
  });
});
