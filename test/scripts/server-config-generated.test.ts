import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adapterNames,
  agentModels,
  serverConfigFiles,
  type ManifestOp,
} from '../../scripts/server-config.mjs';
import { loadAgents } from '../../src/ops/agent-files.js';
import { needsModel } from '../../src/ops/op-module.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';

// The server deployments' adapter lists are generated from the op registry by
// `npm run build` (scripts/server-config.mjs): the committed files must be
// what it writes, as dist/ must be the bundle of the sources.

const ROOT = join(import.meta.dirname, '..', '..');
const SERVER = join(ROOT, 'server');
const manifest: ManifestOp[] = [...BUILTIN_REGISTRY.ops.values()].map((op) => ({
  name: op.name,
  agent: op.agent,
  needsModel: needsModel(op),
  enabledByDefault: op.enabledByDefault,
}));
const { agents } = await loadAgents();

describe('the generated server deployments', () => {
  it('list one adapter per op that asks a model: its agent’s model, as the loaded agents name it', () => {
    const adapters = adapterNames(manifest, agentModels(join(ROOT, 'src', 'ops')));
    const asked = [...BUILTIN_REGISTRY.ops.values()]
      .filter(needsModel)
      .flatMap((op) => agents.get(op.name)?.model ?? []);
    expect(adapters).toEqual([...new Set(asked)]);
  });

  it('are committed as the build writes them: run `npm run build` when this fails', () => {
    const adapters = adapterNames(manifest, agentModels(join(ROOT, 'src', 'ops')));
    const written = serverConfigFiles(SERVER, adapters);
    for (const [name, text] of Object.entries(written))
      expect(readFileSync(join(SERVER, name), 'utf8'), `server/${name}`).toBe(text);
  });

  it('give an op that needs no model no adapter, and a new op that asks one its own', () => {
    const models = new Map([
      ['lint', 'lint'],
      ['quiet', 'quiet'],
      ['fresh', 'fresh'],
    ]);
    const op = (name: string, asks: boolean): ManifestOp => ({
      name,
      agent: `${name}_agent`,
      needsModel: asks,
      enabledByDefault: false,
    });
    const adapters = adapterNames(
      [op('lint', true), op('quiet', false), op('fresh', true)],
      models,
    );
    expect(adapters).toEqual(['lint', 'fresh']);
    const files = serverConfigFiles(SERVER, adapters);
    expect(files['docker-compose.yml']).toContain("- --max-loras\n      - '2'\n");
    expect(files['docker-compose.yml']).toContain('- fresh=/adapters/fresh\n');
    expect(files['docker-compose.yml']).not.toContain('quiet');
    expect(files['llama-models.ini']).toContain('[fresh]\nmodel = /models/fresh.gguf\n');
    expect(files['compose.cpu.yml']).toContain("- --models-max\n      - '3'\n");
    expect(files['.env.example']).toContain('one folder per adapter (lint, fresh)');
  });
});
