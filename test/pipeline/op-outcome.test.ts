import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAgentDefinition } from '../../src/core/agents/definition.js';
import { RemoraError } from '../../src/core/errors.js';
import { EventBus } from '../../src/core/events/event-bus.js';
import type { ChatReply, ModelClient } from '../../src/core/runner/messages.js';
import { compileToolSchemas } from '../../src/core/runner/tool-arguments.js';
import { WorkspaceOverlay } from '../../src/core/workspace/overlay.js';
import { AREA_NODE } from '../support/area-node.js';
import { loadConfig } from '../../src/config/config.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';
import { runOperation, type OperationEnv } from '../../src/pipeline/run-operation.js';

/** An agent with one repository-code tool, `probe`, and a submit that can say skipped or failed. */
const definition = parseAgentDefinition(
  {
    name: 'probe_agent',
    node_types: ['function'],
    initial_context: { system_prompt: 'Probe it.', node_context: 'Function {{ full_name }}.' },
    tools: [
      {
        name: 'probe',
        description: 'Runs the repository code.',
        risk: 'execute',
        parameters: { type: 'object', properties: {} },
        command: ['python3', '-c', 'pass'],
        context_providers: ['builtin:probe.counter'],
      },
      {
        name: 'inspect',
        description: 'Reads what the project configured.',
        parameters: { type: 'object', properties: {} },
        command: ['python3', '-c', 'pass'],
        context_providers: ['builtin:probe.broken'],
      },
      {
        name: 'submit_result',
        description: 'Finish.',
        parameters: {
          type: 'object',
          properties: {
            summary: { type: 'string' },
            skipped: { type: 'string' },
            failed: { type: 'string' },
          },
          required: ['summary'],
        },
      },
    ],
  },
  'probe',
  'probe_subagent.yaml',
);
compileToolSchemas(definition);

const node = AREA_NODE;

/** A model that makes the given calls, one per turn. */
function scripted(...calls: [string, Record<string, unknown>][]): ModelClient {
  let turn = 0;
  return {
    name: 'scripted',
    complete: async (): Promise<ChatReply> => {
      const [name, args] = calls[turn] ?? ['submit_result', { summary: 'out of script' }];
      turn += 1;
      return {
        content: null,
        finish_reason: 'tool_calls',
        tool_calls: [
          { id: `c${turn}`, type: 'function', function: { name, arguments: JSON.stringify(args) } },
        ],
      };
    },
  };
}

// The agent's context providers: one that counts its runs, one that breaks.
let provided = 0;
const registry = {
  ...BUILTIN_REGISTRY,
  contextProviders: new Map([
    ['probe.counter', async () => `Probe context, run ${++provided}.`],
    [
      'probe.broken',
      async () => {
        throw new Error('setup.cfg could not be read');
      },
    ],
  ]),
};

async function outcome(
  model: ModelClient,
  options: { allowExecute: boolean; probe: () => unknown },
) {
  const { config } = await loadConfig(mkdtempSync(join(tmpdir(), 'remora-outcome-')), {}, {});
  const env: OperationEnv = {
    registry,
    agents: new Map([['probe', definition]]),
    model,
    config,
    services: {} as OperationEnv['services'],
    runCommandTool: async () => options.probe(),
    events: new EventBus(),
    allowExecute: options.allowExecute,
    retryOverrides: { sleep: async () => {}, random: () => 0.5 },
  };
  const workspace = WorkspaceOverlay.create('probe-0123456789abcdef', {
    readFile: async () => node.text,
  });
  return runOperation(env, 'probe', node, workspace);
}

const fails = () => {
  throw new RemoraError('TOOL_001', 'probe exited with 2: ModuleNotFoundError');
};

describe('what an op run amounts to', () => {
  it('is failed, with the code and the tool’s own message, when a tool failed and nothing changed', async () => {
    const result = await outcome(scripted(['probe', {}], ['submit_result', { summary: 'Done.' }]), {
      allowExecute: true,
      probe: fails,
    });
    expect(result).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_001', message: 'probe: probe exited with 2: ModuleNotFoundError' },
    });
  });

  it('is skipped, saying why, when the only failure is a tool this event does not allow', async () => {
    const result = await outcome(scripted(['probe', {}], ['submit_result', { summary: 'Done.' }]), {
      allowExecute: false,
      probe: () => ({ ok: true }),
    });
    expect(result).toMatchObject({
      status: 'skipped',
      summary: 'probe runs repository code, which this event does not allow',
    });
  });

  it('is succeeded when a failed tool later worked, and failed or skipped when the agent says so', async () => {
    let calls = 0;
    const flaky = () => (++calls === 1 ? fails() : { ok: true });
    expect(
      await outcome(
        scripted(['probe', {}], ['probe', {}], ['submit_result', { summary: 'Checked.' }]),
        { allowExecute: true, probe: flaky },
      ),
    ).toMatchObject({ status: 'succeeded', summary: 'Checked.' });
    expect(
      await outcome(
        scripted(['submit_result', { summary: 'No.', failed: 'the node could not be read' }]),
        {
          allowExecute: true,
          probe: () => ({}),
        },
      ),
    ).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_001', message: 'the node could not be read' },
    });
    expect(
      await outcome(scripted(['submit_result', { summary: 'No.', skipped: 'nothing to probe' }]), {
        allowExecute: true,
        probe: () => ({}),
      }),
    ).toMatchObject({ status: 'skipped', summary: 'nothing to probe' });
  });
});

describe('context providers', () => {
  it('run before each call of their tool, their text first in its result', async () => {
    provided = 0;
    const result = await outcome(
      scripted(['probe', {}], ['probe', {}], ['submit_result', { summary: 'Probed.' }]),
      { allowExecute: true, probe: () => ({ ok: true }) },
    );
    expect(result.status).toBe('succeeded');
    const results = (result.transcript ?? [])
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content ?? '') as unknown);
    expect(results.slice(0, 2)).toEqual([
      { context: ['Probe context, run 1.'], ok: true },
      { context: ['Probe context, run 2.'], ok: true },
    ]);
  });

  it('fail the call with TOOL_001 naming the provider, and the model is told', async () => {
    const result = await outcome(
      scripted(['inspect', {}], ['submit_result', { summary: 'Done.' }]),
      { allowExecute: true, probe: () => ({ ok: true }) },
    );
    const message =
      'context provider builtin:probe.broken of inspect failed: setup.cfg could not be read';
    expect(result).toMatchObject({
      status: 'failed',
      error: { code: 'TOOL_001', message: `inspect: ${message}` },
    });
    const told = (result.transcript ?? []).find((m) => m.role === 'tool');
    expect(JSON.parse(told?.content ?? '')).toEqual({ error: message, code: 'TOOL_001' });
  });
});
