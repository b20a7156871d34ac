import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.js';
import { defaultOperations, loadConfig } from '../../src/config/config.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remora-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const problem = async (yaml: string): Promise<string> => {
  writeFileSync(join(dir, 'remora.yaml'), yaml);
  const error = await loadConfig(dir, {}).catch(
    (e: unknown) => e as { code: string; message: string },
  );
  expect(error).toMatchObject({ code: 'CONFIG_001' });
  return (error as { message: string }).message;
};

describe('loadConfig', () => {
  it('fills defaults: lint, docstring and test on, sample_data off, lint -> docstring', async () => {
    const { config, sources } = await loadConfig(dir, {});
    expect(config.operations).toEqual(defaultOperations());
    expect(Object.keys(config.operations).sort()).toEqual([...BUILTIN_REGISTRY.ops.keys()].sort());
    expect(
      ['lint', 'docstring', 'test', 'sample_data'].map((op) => config.operations[op]?.enabled),
    ).toEqual([true, true, true, false]);
    expect(config.graph).toEqual({ edges: ['lint -> docstring'], error_policy: 'skip_downstream' });
    expect(config.runner).toMatchObject({
      tool_choice: 'none',
      temperature: 0,
      max_tokens: 1024,
      retry: { attempts: 3 },
    });
    expect(sources.get('runner.max_tokens')).toBe('default');
  });

  it('applies flags > env > file > defaults and says where each value came from', async () => {
    writeFileSync(
      join(dir, 'remora.yaml'),
      'runner:\n  max_tokens: 2048\n  temperature: 0.5\nserver:\n  base_url: http://file:8000/v1\n',
    );
    const { config, sources } = await loadConfig(
      dir,
      { REMORA_RUNNER_TEMPERATURE: '0.2', REMORA_SERVER_BASE_URL: 'http://env:8000/v1' },
      { server: { base_url: 'http://flag:8000/v1' } },
    );
    expect(config.runner.max_tokens).toBe(2048);
    expect(config.runner.temperature).toBe(0.2);
    expect(config.server.base_url).toBe('http://flag:8000/v1');
    expect([
      sources.get('runner.max_tokens'),
      sources.get('runner.temperature'),
      sources.get('server.base_url'),
      sources.get('runner.max_nudges'),
    ]).toEqual(['remora.yaml', 'env', 'flag', 'default']);
  });

  it('names the key path of an unknown key, a wrong type and bad YAML', async () => {
    expect(await problem('runner:\n  retry:\n    attempts: 3\n    jitter: true\n')).toMatch(
      /^remora\.yaml: runner\.retry: Unrecognized key: "jitter"/,
    );
    expect(await problem('runner:\n  max_tokens: lots\n')).toMatch(
      /^remora\.yaml: runner\.max_tokens: Invalid input: expected number/,
    );
    expect(await problem('operations:\n  docstring:\n    style: fancy\n')).toMatch(
      /^remora\.yaml: operations\.docstring\.style: Invalid option/,
    );
    expect(await problem('graph: [\n')).toMatch(/^remora\.yaml: not valid YAML/);
    expect(await problem('- a\n- b\n')).toBe('remora.yaml: expected a mapping at the top level');
  });

  it('reads auto_accept per op, unset (false) unless the file says so', async () => {
    writeFileSync(join(dir, 'remora.yaml'), 'operations:\n  lint:\n    auto_accept: true\n');
    const { config } = await loadConfig(dir, {});
    expect(config.operations.lint?.auto_accept).toBe(true);
    expect(config.operations.docstring?.auto_accept).toBeUndefined();
    expect(await problem('operations:\n  lint:\n    auto_accept: yes please\n')).toMatch(
      /^remora\.yaml: operations\.lint\.auto_accept: Invalid input: expected boolean/,
    );
  });
});

describe('remora config and list-agents', () => {
  const cli = async (...argv: string[]) => {
    let stdout = '';
    const code = await runCli(argv, {
      cwd: dir,
      env: { REMORA_RUNNER_MAX_NUDGES: '4' },
      stdout: (t) => (stdout += t),
      stderr: () => {},
    });
    return { code, stdout };
  };

  it('prints every value with its source', async () => {
    writeFileSync(join(dir, 'remora.yaml'), 'graph:\n  error_policy: continue\n');
    const { code, stdout } = await cli('config');
    expect(code).toBe(0);
    const line = (key: string) =>
      stdout
        .split('\n')
        .find((l) => l.startsWith(`${key} = `))
        ?.replace(/\s+#/, ' #');
    expect(line('graph.error_policy')).toBe('graph.error_policy = "continue" # remora.yaml');
    expect(line('runner.max_nudges')).toBe('runner.max_nudges = 4 # env');
    expect(line('runner.tool_choice')).toBe('runner.tool_choice = "none" # default');
  });

  it('lists the bundled agents and a repository override', async () => {
    const listed = JSON.parse((await cli('list-agents', '--json')).stdout) as {
      op: string;
      source: string;
      tools: string[];
    }[];
    expect(listed.find((a) => a.op === 'lint')).toEqual({
      op: 'lint',
      name: 'lint_agent',
      source: 'src/ops/lint/lint_subagent.yaml',
      model: 'lint',
      node_types: ['function', 'method', 'class', 'file'],
      tools: ['run_linter', 'apply_fix', 'read_current_file', 'submit_result'],
    });
    const lint = readFileSync(
      join(import.meta.dirname, '..', '..', 'src', 'ops', 'lint', 'lint_subagent.yaml'),
      'utf8',
    );
    mkdirSync(join(dir, '.remora', 'agents', 'lint'), { recursive: true });
    writeFileSync(
      join(dir, '.remora', 'agents', 'lint', 'lint_subagent.yaml'),
      lint.replace('name: lint_agent', 'name: house_lint'),
    );
    const overridden = JSON.parse((await cli('list-agents', '--json')).stdout) as {
      op: string;
      name: string;
      source: string;
    }[];
    expect(overridden.find((a) => a.op === 'lint')).toMatchObject({
      name: 'house_lint',
      source: '.remora/agents/lint/lint_subagent.yaml',
    });
    writeFileSync(
      join(dir, '.remora', 'agents', 'lint', 'lint_subagent.yaml'),
      lint.replace('max_turns: 15', 'max_turns: many'),
    );
    let stderr = '';
    const code = await runCli(['list-agents'], {
      cwd: dir,
      env: {},
      stdout: () => {},
      stderr: (t) => (stderr += t),
    });
    expect(code).toBe(2);
    expect(stderr).toBe(
      'remora: AGENT_001: .remora/agents/lint/lint_subagent.yaml: max_turns: Invalid input: expected number, received string\n',
    );
  });
});
