import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadAgents } from '../src/ops/agent-files.js';
import { opsAskingModels } from '../src/ops/registry.js';

/**
 * The joints between training/export.py and the compose files
 * (docs/model-path.md): what the export writes for each agent's model is
 * what each server loads under that name, from the folder it mounts; and the
 * one chat template is the only one in the repository.
 */

const ROOT = join(import.meta.dirname, '..');
const SERVER = join(ROOT, 'server');
const run = promisify(execFile);

interface Service {
  command?: string[];
  volumes?: string[];
}
const compose = (name: string) =>
  parse(readFileSync(join(SERVER, name), 'utf8')) as { services: Record<string, Service> };

/** The host folder (relative to server/) a container path is mounted from, defaults resolved. */
function hostPath(service: Service, containerPath: string): string | undefined {
  for (const volume of service.volumes ?? []) {
    const match = /^(?:\$\{[A-Z_]+:-([^}]+)\}|([^:$]+)):([^:]+)(?::ro|:rw)?$/.exec(volume);
    const [source, target] = [match?.[1] ?? match?.[2], match?.[3]];
    if (source && target && (containerPath === target || containerPath.startsWith(`${target}/`)))
      return join(source, containerPath.slice(target.length)).replace(/^\.\//, '');
  }
  return undefined;
}

const { agents } = await loadAgents();
// The adapters: the models of the agents whose ops ask one (an op that needs no model has none).
const models = [...agents]
  .filter(([op]) => opsAskingModels([op]).length > 0)
  .map(([, agent]) => agent.model ?? '')
  .sort();

async function exportNames(): Promise<Record<'vllm' | 'gguf', Record<string, string>>> {
  const { stdout } = await run('python3', ['-s', 'training/export.py', 'names', ...models], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, PYTHONDONTWRITEBYTECODE: '1' },
  });
  return JSON.parse(stdout) as Record<'vllm' | 'gguf', Record<string, string>>;
}

describe('the export and the servers', () => {
  it('agree on each adapter vLLM loads: its name, and the folder export.py writes it to', async () => {
    const names = await exportNames();
    const vllm = compose('docker-compose.yml').services.vllm ?? {};
    const command = vllm.command ?? [];
    const modules = command.slice(command.indexOf('--lora-modules') + 1);
    const loaded = Object.fromEntries(
      modules.map((module) => {
        const [name = '', path = ''] = module.split('=');
        return [name, hostPath(vllm, path)];
      }),
    );
    expect(Object.keys(loaded).sort()).toEqual(models);
    expect(loaded).toEqual(names.vllm);
  });

  it('agree on each GGUF llama.cpp loads: its name, and the file export.py writes', async () => {
    const names = await exportNames();
    const llama = compose('compose.cpu.yml').services.llama ?? {};
    const ini = readFileSync(join(SERVER, 'llama-models.ini'), 'utf8');
    const loaded = Object.fromEntries(
      [...ini.matchAll(/^\[([^\]*]+)\]\nmodel = (\S+)$/gm)].map(([, name = '', path = '']) => [
        name,
        hostPath(llama, path),
      ]),
    );
    expect(Object.keys(loaded).sort()).toEqual([...models, 'functiongemma'].sort());
    expect(loaded).toEqual(names.gguf);
  });
});

describe('the chat template', () => {
  it('is one file in the repository, the one every server and fine-tuning use', async () => {
    const { stdout } = await run(
      'git',
      ['ls-files', '--cached', '--others', '--exclude-standard'],
      {
        cwd: ROOT,
      },
    );
    const files = stdout.split('\n').filter((file) => !file.startsWith('node_modules/'));
    expect(files.filter((file) => /\.(jinja2?|j2)$/.test(file))).toEqual([
      'server/chat-template.jinja',
    ]);
    const fineTune = readFileSync(join(ROOT, 'training', 'fine_tune.py'), 'utf8');
    expect(fineTune).toMatch(
      /DEFAULT_CHAT_TEMPLATE = os\.path\.join\([\s\S]*?"server", "chat-template\.jinja"\s*\)/,
    );
    for (const file of ['docker-compose.yml', 'compose.cpu.yml', 'llama-models.ini'])
      expect(readFileSync(join(SERVER, file), 'utf8')).not.toMatch(/tool_chat_template|examples\//);
  });
});
