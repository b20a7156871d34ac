import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadAgents } from '../src/ops/agent-files.js';
import { loadConfig, type RemoraConfig } from '../src/config/config.js';
import { needsModel } from '../src/ops/op-module.js';
import { BUILTIN_REGISTRY } from '../src/languages/registry.js';
import { chooseModel, type AgentModel } from '../src/core/runner/model-routing.js';
import { builtinModelTable } from '../src/core/serve/served-models.js';

const SERVER = join(import.meta.dirname, '..', 'server');

interface Service {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  devices?: string[];
  cap_add?: string[];
  network_mode?: string;
  ipc?: string;
  healthcheck?: { test?: string[] };
  deploy?: {
    resources?: { reservations?: { devices?: { driver?: string; capabilities?: string[] }[] } };
  };
}
interface Compose {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const readCompose = (name: string) => parse(readFileSync(join(SERVER, name), 'utf8')) as Compose;

const gpu = readCompose('docker-compose.yml');
const cpu = readCompose('compose.cpu.yml');

/** The value after `flag` in a command, or undefined. */
function flagValue(command: readonly string[], flag: string): string | undefined {
  const at = command.indexOf(flag);
  return at === -1 ? undefined : command[at + 1];
}

/** vLLM's model names: its --served-model-name and each `name=path` of --lora-modules. */
function vllmModels(compose: Compose): { names: string[]; paths: string[] } {
  const command = compose.services.vllm?.command ?? [];
  const at = command.indexOf('--lora-modules');
  const modules = [];
  for (let i = at + 1; at !== -1 && i < command.length && !command[i]?.startsWith('--'); i++)
    modules.push(command[i] ?? '');
  const served = flagValue(command, '--served-model-name');
  return {
    names: [...(served ? [served] : []), ...modules.map((m) => m.split('=')[0] ?? '')],
    paths: modules.map((m) => m.split('=').slice(1).join('=')),
  };
}

/** A short-syntax volume's source, target and mode; a source may be `${VAR:-default}`. */
const VOLUME = /^(\$\{[^}]*\}|[^:]+):([^:]+)(?::(ro|rw))?$/;

/** What a container path is mounted from: a named volume, or a path relative to server/. */
function mountedFrom(service: Service, containerPath: string): string | undefined {
  const volumes = (service.volumes ?? []).map((volume) => VOLUME.exec(volume));
  return volumes.find((match) => match?.[2] === containerPath)?.[1];
}

/** The text of the preset file llama.cpp's --models-preset names, read where it is mounted from. */
function presetFile(compose: Compose): string {
  const service = compose.services.llama ?? {};
  const preset = flagValue(service.command ?? [], '--models-preset') ?? '';
  const file = mountedFrom(service, preset);
  if (!file) throw new Error(`--models-preset ${preset} is not mounted from a file`);
  return readFileSync(join(SERVER, file), 'utf8');
}

/** llama.cpp's model names: the sections of the preset file its --models-preset names. */
function llamaModels(compose: Compose): { names: string[]; paths: string[] } {
  const ini = presetFile(compose);
  return {
    names: [...ini.matchAll(/^\[([^\]]+)\]$/gm)].map(([, n]) => n ?? '').filter((n) => n !== '*'),
    paths: [...ini.matchAll(/^model\s*=\s*(\S+)$/gm)].map(([, p]) => p ?? ''),
  };
}

/** The model names a review asks for: each op's (as routeModels chooses it) and server.default_model. */
function reviewModels(
  agents: ReadonlyMap<string, AgentModel>,
  config: Pick<RemoraConfig, 'operations' | 'server'>,
): string[] {
  return [
    ...new Set([
      config.server.default_model,
      ...[...agents.keys()].map((op) => chooseModel(op, config, agents.get(op)).model),
    ]),
  ];
}

/** Names a review asks for that a server lacks, and names it serves that nothing asks for. */
function drift(asked: readonly string[], served: readonly string[]): string[] {
  return [
    ...asked.filter((n) => !served.includes(n)).map((n) => `not served: ${n}`),
    ...served.filter((n) => !asked.includes(n)).map((n) => `served but never asked for: ${n}`),
  ];
}

/**
 * A tagged node that survives restarts: an OAuth client secret asked for a
 * node that is not ephemeral and is pre-authorised, its state on a volume.
 */
function expectTailnetNode(compose: Compose): void {
  const tailscale = compose.services.tailscale ?? {};
  expect(tailscale.image).toMatch(/^tailscale\/tailscale:/);
  expect(tailscale.environment?.TS_AUTHKEY).toMatch(
    /^\$\{TS_AUTHKEY:\?[^}]*\}\?ephemeral=false&preauthorized=true$/,
  );
  expect(tailscale.environment?.TS_EXTRA_ARGS).toMatch(
    /^--advertise-tags=\$\{TS_TAG:-tag:[a-z-]+\}$/,
  );
  expect(tailscale.environment?.TS_HOSTNAME).toBe('${TS_HOSTNAME:-remora-server}');
  const state = tailscale.environment?.TS_STATE_DIR ?? '';
  expect(mountedFrom(tailscale, state)).toBe('tailscale-state');
  expect(compose.volumes).toHaveProperty('tailscale-state');
  expect(tailscale.devices).toContain('/dev/net/tun:/dev/net/tun');
  expect(tailscale.cap_add).toContain('NET_ADMIN');
}

const empty = mkdtempSync(join(tmpdir(), 'remora-defaults-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));
const { config } = await loadConfig(empty, {});
const { agents } = await loadAgents();
// An op that needs no model asks none: the servers load no adapter for it.
const modelOps = new Map(
  [...agents].filter(([op]) => {
    const module = BUILTIN_REGISTRY.ops.get(op);
    return module === undefined || needsModel(module);
  }),
);
const asked = reviewModels(modelOps, config);

describe('the server deployments and the model names Remora asks for', () => {
  it('ask for the agents’ adapters and the default model', () => {
    expect([...asked].sort()).toEqual(
      [
        'functiongemma',
        ...[...BUILTIN_REGISTRY.ops.values()]
          .filter(needsModel)
          .map((op) => agents.get(op.name)?.model ?? ''),
      ].sort(),
    );
    // The bundled ops that ask a model, each its own adapter.
    expect(asked).toEqual(expect.arrayContaining(['lint', 'docstring', 'test', 'sample_data']));
  });

  it('are served, no more and no less, by the GPU server', () => {
    expect(drift(asked, vllmModels(gpu).names)).toEqual([]);
  });

  it('are served, no more and no less, by the CPU server', () => {
    expect(drift(asked, llamaModels(cpu).names)).toEqual([]);
  });

  it('are served, no more and no less, by remora serve', () => {
    const table = builtinModelTable([...modelOps.values()], config.server.default_model, (name) =>
      BUILTIN_REGISTRY.policies.has(name),
    );
    expect(
      drift(
        asked,
        table.models.map((m) => m.id),
      ),
    ).toEqual([]);
  });

  it('notices a drift: an adapter renamed in the compose file, or an agent’s model renamed', () => {
    const renamed = structuredClone(gpu);
    const command = renamed.services.vllm?.command ?? [];
    command[command.indexOf('docstring=/adapters/docstring')] = 'docstrings=/adapters/docstring';
    expect(drift(asked, vllmModels(renamed).names)).toEqual([
      'not served: docstring',
      'served but never asked for: docstrings',
    ]);
    const moved = new Map<string, AgentModel>([...modelOps, ['lint', { model: 'lint-v2' }]]);
    expect(drift(reviewModels(moved, config), vllmModels(gpu).names)).toEqual([
      'not served: lint-v2',
      'served but never asked for: lint',
    ]);
    const renamedDefault = { ...config, server: { ...config.server, default_model: 'gemma' } };
    expect(drift(reviewModels(modelOps, renamedDefault), llamaModels(cpu).names)).toEqual([
      'not served: gemma',
      'served but never asked for: functiongemma',
    ]);
  });

  it('send tool_choice none: the servers run no tool parser, Remora reads the calls from the text', () => {
    expect(config.runner.tool_choice).toBe('none');
    for (const agent of agents.values()) expect(agent.runner.tool_choice ?? 'none').toBe('none');
    const vllm = gpu.services.vllm?.command ?? [];
    // And the tools stay in the prompt under tool_choice none (vLLM's default).
    for (const flag of [
      '--tool-call-parser',
      '--enable-auto-tool-choice',
      '--tool-parser-plugin',
      '--exclude-tools-when-tool-choice-none',
    ])
      expect(vllm).not.toContain(flag);
  });
});

describe('the GPU server (docker-compose.yml)', () => {
  const vllm = gpu.services.vllm ?? {};
  const command = vllm.command ?? [];

  it('joins the tailnet through a Tailscale sidecar that keeps its state', () => {
    expectTailnetNode(gpu);
  });

  it('serves FunctionGemma in the sidecar’s network with the one template and the adapters', () => {
    expect(vllm.image).toMatch(/^vllm\/vllm-openai:\$\{VLLM_VERSION:-v\d+\.\d+\.\d+\}$/);
    expect(vllm.network_mode).toBe('service:tailscale');
    expect(vllm.ipc).toBe('host');
    expect(command[0]).toBe('google/functiongemma-270m-it');
    expect(flagValue(command, '--served-model-name')).toBe(config.server.default_model);
    expect(mountedFrom(vllm, flagValue(command, '--chat-template') ?? '')).toBe(
      './chat-template.jinja',
    );
    expect(flagValue(command, '--max-lora-rank')).toBeDefined();
    for (const flag of ['--enable-prefix-caching', '--enable-lora'])
      expect(command).toContain(flag);
    const { paths } = vllmModels(gpu);
    expect(paths.length).toBe(modelOps.size);
    for (const path of paths) expect(path).toMatch(/^\/adapters\/[a-z_]+$/);
    expect(mountedFrom(vllm, '/adapters')).toBeDefined();
    expect(mountedFrom(vllm, '/root/.cache/huggingface')).toBe('models');
  });

  it('reserves a GPU and checks /health', () => {
    expect(vllm.deploy?.resources?.reservations?.devices?.[0]).toMatchObject({
      driver: 'nvidia',
      capabilities: ['gpu'],
    });
    expect(vllm.healthcheck?.test?.join(' ')).toContain('http://127.0.0.1:8000/health');
  });
});

describe('the CPU server (compose.cpu.yml)', () => {
  const llama = cpu.services.llama ?? {};

  it('joins the tailnet through a Tailscale sidecar that keeps its state', () => {
    expectTailnetNode(cpu);
  });

  it('renders every model with the one template, on an exact llama.cpp release', () => {
    expect(llama.image).toMatch(
      /^ghcr\.io\/ggml-org\/llama\.cpp:\$\{LLAMA_CPP_VERSION:-server-b\d+\}$/,
    );
    const preset = presetFile(cpu);
    const shared = preset.slice(
      preset.indexOf('[*]'),
      preset.indexOf('\n[', preset.indexOf('[*]') + 1),
    );
    expect(shared).toMatch(/^jinja = true$/m);
    const template = /^chat-template-file = (\S+)$/m.exec(shared)?.[1] ?? '';
    expect(mountedFrom(llama, template)).toBe('./chat-template.jinja');
  });

  it('serves merged GGUF models with llama.cpp behind the same sidecar', () => {
    expect(llama.network_mode).toBe('service:tailscale');
    expect(cpu.services.tailscale?.cap_add).toContain('NET_ADMIN');
    const { names, paths } = llamaModels(cpu);
    expect(paths).toEqual(names.map((name) => `/models/${name}.gguf`));
    expect(mountedFrom(llama, '/models')).toBeDefined();
    expect(Number(flagValue(llama.command ?? [], '--models-max'))).toBeGreaterThanOrEqual(
      names.length,
    );
    expect(llama.healthcheck?.test?.join(' ')).toContain('http://127.0.0.1:8000/health');
  });
});
