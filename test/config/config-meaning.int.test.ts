import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadAgents } from '../../src/ops/agent-files.js';
import { checkConfiguredOps, defaultOperations, loadConfig } from '../../src/config/config.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

let dir: string;
let outside: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remora-config-'));
  outside = mkdtempSync(join(tmpdir(), 'remora-outside-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

// A file in a password-file format: what a hostile link would aim at.
const SECRET = 'root:x:0:0:root:/root:/bin/bash\ndaemon: [hunter2\n';

const configError = async (
  env: NodeJS.ProcessEnv = {},
  flags: Record<string, unknown> = {},
): Promise<string> => {
  const error = await loadConfig(dir, env, flags).catch((e: unknown) => e);
  expect(error).toMatchObject({ code: 'CONFIG_001' });
  return (error as Error).message;
};

const withFile = (yaml: string): void => writeFileSync(join(dir, 'remora.yaml'), yaml);

describe('links and leaks', () => {
  it('refuses a remora.yaml that links outside the repository, quoting nothing of it', async () => {
    writeFileSync(join(outside, 'passwd'), SECRET);
    symlinkSync(join(outside, 'passwd'), join(dir, 'remora.yaml'));
    const message = await configError();
    expect(message).toBe(
      'remora.yaml is a symbolic link leading outside the repository; it is not read',
    );
  });

  it('follows a link that stays inside the repository', async () => {
    writeFileSync(join(dir, 'shared.yaml'), 'runner:\n  max_tokens: 99\n');
    symlinkSync('shared.yaml', join(dir, 'remora.yaml'));
    expect((await loadConfig(dir, {})).config.runner.max_tokens).toBe(99);
  });

  it('names where a YAML error is, never the lines around it', async () => {
    withFile(SECRET);
    const message = await configError();
    expect(message).toMatch(/^remora\.yaml: not valid YAML at line \d+, column \d+ \(/);
    for (const fragment of ['root', 'bash', 'hunter2', 'daemon'])
      expect(message).not.toContain(fragment);
    withFile('server:\n  base_url: "http://x/\\qsecret"\n');
    expect(await configError()).not.toContain('secret');
  });

  it('refuses a repository agent file that links outside the repository', async () => {
    writeFileSync(join(outside, 'lint_subagent.yaml'), SECRET);
    mkdirSync(join(dir, '.remora', 'agents', 'lint'), { recursive: true });
    symlinkSync(
      join(outside, 'lint_subagent.yaml'),
      join(dir, '.remora', 'agents', 'lint', 'lint_subagent.yaml'),
    );
    const { problems } = await loadAgents(dir);
    const message = problems.get('lint')?.message ?? '';
    expect(message).toBe(
      '.remora/agents/lint/lint_subagent.yaml is a symbolic link leading outside the repository; it is not read',
    );
  });

  it('does not quote an agent file in its YAML error', async () => {
    mkdirSync(join(dir, '.remora', 'agents', 'lint'), { recursive: true });
    writeFileSync(join(dir, '.remora', 'agents', 'lint', 'lint_subagent.yaml'), SECRET);
    const message = (await loadAgents(dir)).problems.get('lint')?.message ?? '';
    expect(message).toMatch(/^\.remora\/agents\/lint\/lint_subagent\.yaml: not valid YAML at line/);
    expect(message).not.toContain('hunter2');
  });
});

describe('operations', () => {
  it('rejects an unknown key inside an op, and a key another op owns', async () => {
    withFile('operations:\n  lint: {enabeld: false}\n');
    expect(await configError()).toBe('remora.yaml: operations.lint: Unrecognized key: "enabeld"');
    withFile('operations:\n  lint: {style: numpy}\n');
    expect(await configError()).toBe(
      "remora.yaml: operations.lint.style: only operations.docstring takes 'style'",
    );
  });

  it("merges one op's settings into the defaults instead of replacing them", async () => {
    withFile('operations:\n  docstring: {style: numpy}\n  sample_data: {format: yaml}\n');
    const { config, sources } = await loadConfig(dir, {});
    expect(config.operations).toEqual({
      ...defaultOperations(),
      docstring: { enabled: true, style: 'numpy' },
      sample_data: { enabled: false, format: 'yaml' },
    });
    expect(config.operations.lint).toEqual({ enabled: true });
    expect(sources.get('operations.lint.enabled')).toBe('default');
    expect(sources.get('operations.docstring.style')).toBe('remora.yaml');
  });

  it('turns an op off or on only when told', async () => {
    withFile('operations:\n  test: {enabled: false}\n  sample_data: {enabled: true}\n');
    const { config } = await loadConfig(dir, { REMORA_OPERATIONS_LINT_ENABLED: 'false' });
    const enabled = (op: string) => config.operations[op]?.enabled;
    expect([...BUILTIN_REGISTRY.ops.keys()].map((op) => [op, enabled(op)])).toEqual(
      [...BUILTIN_REGISTRY.ops.values()].map((op) => [
        op.name,
        { lint: false, test: false, sample_data: true }[op.name] ?? op.enabledByDefault,
      ]),
    );
    expect(['lint', 'docstring', 'test', 'sample_data'].map(enabled)).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('rejects an op no agent runs, and a graph edge to one', async () => {
    const agentOps = [...(await loadAgents(dir)).agents.keys()];
    let loaded = await loadConfig(dir, {});
    const config = () => loaded.config;
    withFile('operations:\n  docstrnig: {enabled: true}\n');
    loaded = await loadConfig(dir, {});
    expect(() => checkConfiguredOps(config(), agentOps)).toThrow(
      `remora.yaml: operations.docstrnig: no agent runs the op 'docstrnig'; agents: ${[...agentOps].sort().join(', ')}`,
    );
    withFile("graph:\n  edges: ['lint -> docstring', 'lint -> tset']\n");
    loaded = await loadConfig(dir, {});
    expect(() => checkConfiguredOps(config(), agentOps)).toThrow(
      /^remora\.yaml: graph\.edges\.1: no agent runs the op 'tset'/,
    );
    withFile("graph:\n  edges: ['lint docstring']\n");
    expect(await configError()).toBe(
      "remora.yaml: graph.edges.0: a graph edge has the form 'a -> b'",
    );
  });

  it('stops a review whose configuration names an op no agent runs', async () => {
    const repo = new GitRepo();
    try {
      repo.write('a.py', 'def f():\n    return 1\n');
      repo.write('remora.yaml', 'operations:\n  lnit: {enabled: false}\n');
      repo.commit('one');
      const run = await cli(repo.dir, ['analyze', 'a.py', '--model', 'builtin']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^remora: CONFIG_001: remora\.yaml: operations\.lnit: no agent/);
    } finally {
      repo.dispose();
    }
  });
});

describe('errors blame where the value came from', () => {
  it('names the environment variable and its value', async () => {
    withFile('runner:\n  max_tokens: 512\n');
    expect(await configError({ REMORA_RUNNER_MAX_TURNS: 'abc' })).toBe(
      'environment variable REMORA_RUNNER_MAX_TURNS=abc: runner.max_turns: Invalid input: expected number, received string',
    );
  });

  it('names the flag and its value', async () => {
    expect(await configError({}, { server: { base_url: 'notaurl' } })).toBe(
      '--server notaurl: server.base_url: expected an http:// or https:// URL, such as http://gpu-box:8000/v1',
    );
  });

  it('still blames the file for what the file set', async () => {
    withFile('runner:\n  max_turns: lots\n');
    expect(await configError({ REMORA_RUNNER_MAX_NUDGES: '3' })).toMatch(
      /^remora\.yaml: runner\.max_turns: /,
    );
  });
});
