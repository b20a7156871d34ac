import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_BASE_FILE_BYTES } from '../../src/action/base-files.js';
import { loadTrustedConfig, type TrustedConfig } from '../../src/action/trusted-config.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';
import type { GitHubPort } from '../../src/ports.js';
import { lintAgentWithCommand as lintAgent } from '../support/repository-agent.js';

// The bundled agents the repository's own lint agent leaves in use: every op of the registry but lint.
const BUNDLED_BESIDE_LINT = `bundled agents: ${[...BUILTIN_REGISTRY.ops.keys()]
  .filter((op) => op !== 'lint')
  .join(', ')}`;

const BASE = '1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b';
const HEAD = 'ffeeddccbbaa99887766554433221100ffeeddcc';

const BASE_FILES: Record<string, string> = {
  'remora.yaml': 'runner:\n  max_tokens: 111\n',
  '.remora/agents/lint/lint_subagent.yaml': lintAgent('base'),
  '.remora/agents/lint/probe.py': 'print("base")\n',
  'pyproject.toml': '[tool.ruff]\nline-length = 70\n',
};

const HEAD_FILES: Record<string, string> = {
  'remora.yaml': 'runner:\n  max_tokens: 999\nserver:\n  base_url: http://elsewhere.example/v1\n',
  '.remora/agents/lint/lint_subagent.yaml': lintAgent('head'),
  '.remora/agents/lint/probe.py': 'print("head")\n',
  'pyproject.toml': '[tool.ruff]\nline-length = 120\n',
};

/** A GitHub port over two commits' files, recording what it was asked for. */
function fakeGitHub(
  base: Record<string, string | Uint8Array>,
  head: Record<string, string | Uint8Array>,
  /** Extra entries the base's tree listing returns, as a hostile or broken listing might. */
  listedToo: string[] = [],
) {
  const reads: string[] = [];
  const files = (ref: string) => (ref === BASE ? base : ref === HEAD ? head : {});
  const github: Pick<GitHubPort, 'tryFileContent' | 'listTreeFiles'> = {
    async tryFileContent(path, ref) {
      reads.push(`${ref === BASE ? 'base' : 'head'}:${path}`);
      const content = files(ref)[path];
      return typeof content === 'string' ? new TextEncoder().encode(content) : content;
    },
    async listTreeFiles(ref, dir) {
      const listed = Object.keys(files(ref)).filter((path) => path.startsWith(`${dir}/`));
      return ref === BASE ? [...listed, ...listedToo] : listed;
    },
  };
  return { github, reads };
}

let checkout: string;
let loaded: TrustedConfig | undefined;

beforeEach(() => {
  checkout = mkdtempSync(join(tmpdir(), 'remora-checkout-'));
});
afterEach(() => {
  loaded?.dispose();
  loaded = undefined;
  rmSync(checkout, { recursive: true, force: true });
});

/** Writes the head's files into the checkout, as actions/checkout would. */
function checkOut(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(checkout, path)), { recursive: true });
    writeFileSync(join(checkout, path), text);
  }
}

async function load(
  github: Pick<GitHubPort, 'tryFileContent' | 'listTreeFiles'>,
  configPath = 'remora.yaml',
  flags?: Record<string, unknown>,
): Promise<TrustedConfig> {
  loaded = await loadTrustedConfig({
    github,
    baseSha: BASE,
    configPath,
    checkout,
    env: {},
    ...(flags ? { flags } : {}),
  });
  return loaded;
}

describe('loadTrustedConfig', () => {
  it("uses the base commit's remora.yaml and agents, not the ones the pull request changed", async () => {
    checkOut(HEAD_FILES);
    const { github, reads } = fakeGitHub(BASE_FILES, HEAD_FILES);
    const trusted = await load(github);

    expect(trusted.config.runner.max_tokens).toBe(111);
    expect(trusted.config.server.base_url).toBeUndefined();
    const lint = trusted.agents.get('lint');
    expect(lint).toMatchObject({ name: 'base_lint', model: 'base-adapter' });
    // The agent's command runs the base commit's script, from the copy.
    expect(readFileSync(join(lint?.dir ?? '', 'probe.py'), 'utf8')).toBe('print("base")\n');
    expect(lint?.dir?.startsWith(checkout)).toBe(false);
    expect(trusted.agents.get('docstring')?.name).toBe('docstring_agent');
    expect(trusted.problems.size).toBe(0);
    expect(trusted.warnings).toEqual([]);

    // Only the configuration and the agents are read, and only at the base commit:
    // the project's own settings (pyproject.toml) stay the checkout's.
    expect(reads.sort()).toEqual([
      'base:.remora/agents/lint/lint_subagent.yaml',
      'base:.remora/agents/lint/probe.py',
      'base:remora.yaml',
    ]);
    expect(trusted.sources).toEqual([
      'remora.yaml: from the base commit 1a2b3c4',
      'remora.yaml: changed by the pull request; the change applies once merged',
      '.remora/agents: lint from the base commit 1a2b3c4 (2 files)',
      BUNDLED_BESIDE_LINT,
      '.remora/agents: changed by the pull request; the change applies once merged',
    ]);
  });

  it('says nothing changed when the head has the same files, and removes its copy on dispose', async () => {
    checkOut(BASE_FILES);
    const trusted = await load(fakeGitHub(BASE_FILES, BASE_FILES).github);
    expect(trusted.sources).toEqual([
      'remora.yaml: from the base commit 1a2b3c4',
      '.remora/agents: lint from the base commit 1a2b3c4 (2 files)',
      BUNDLED_BESIDE_LINT,
    ]);
    const copy = trusted.agents.get('lint')?.dir ?? '';
    expect(existsSync(join(copy, 'probe.py'))).toBe(true);
    trusted.dispose();
    expect(existsSync(copy)).toBe(false);
  });

  it('reads the file config-path names, at the base commit', async () => {
    const base = { ...BASE_FILES, '.github/remora.yaml': 'runner:\n  max_tokens: 222\n' };
    const head = { ...HEAD_FILES, '.github/remora.yaml': 'runner:\n  max_tokens: 888\n' };
    checkOut(head);
    const trusted = await load(fakeGitHub(base, head).github, '.github/remora.yaml');
    expect(trusted.config.runner.max_tokens).toBe(222);
    expect(trusted.sources[0]).toBe('.github/remora.yaml: from the base commit 1a2b3c4');
  });

  it('falls back to the defaults when the base commit has no configuration, whatever the head has', async () => {
    checkOut(HEAD_FILES);
    const base = { 'app.py': 'x = 1\n' };
    const trusted = await load(fakeGitHub(base, HEAD_FILES).github);
    expect(trusted.config.runner.max_tokens).toBe(1024);
    expect(trusted.config.server.base_url).toBeUndefined();
    expect(trusted.agents.get('lint')?.name).toBe('lint_agent');
    expect(trusted.sources.slice(0, 3)).toEqual([
      'remora.yaml: not in the base commit 1a2b3c4; defaults',
      'remora.yaml: changed by the pull request; the change applies once merged',
      '.remora/agents: none at the base commit 1a2b3c4',
    ]);
  });

  it('applies the environment and the action inputs over the base file', async () => {
    const trusted = await loadTrustedConfig({
      github: fakeGitHub(BASE_FILES, HEAD_FILES).github,
      baseSha: BASE,
      configPath: 'remora.yaml',
      checkout,
      env: { REMORA_RUNNER_MAX_TOKENS: '333' },
      flags: { server: { base_url: 'http://gpu-box:8000/v1' } },
    });
    loaded = trusted;
    expect(trusted.config.runner.max_tokens).toBe(333);
    expect(trusted.config.server.base_url).toBe('http://gpu-box:8000/v1');
  });

  it("refuses tree entries with '..', absolute or outside the agents folder, and files over the cap", async () => {
    const base = {
      ...BASE_FILES,
      '.remora/agents/lint/big.bin': new Uint8Array(MAX_BASE_FILE_BYTES + 1),
    };
    const hostile = [
      '.remora/agents/lint/../../../escaped.yaml',
      '.remora/agents/../agents/lint/../../x.py',
      '/etc/passwd',
      'remora/agents/x.py',
    ];
    const { github, reads } = fakeGitHub(base, HEAD_FILES, hostile);
    const trusted = await load(github);

    expect(trusted.agents.get('lint')?.name).toBe('base_lint');
    expect(reads.some((read) => read.includes('..') || read.includes('passwd'))).toBe(false);
    const copy = join(trusted.agents.get('lint')?.dir ?? '', '..', '..', '..');
    expect(existsSync(join(copy, 'escaped.yaml'))).toBe(false);
    expect(existsSync(join(copy, '..', 'escaped.yaml'))).toBe(false);
    expect(existsSync(join(trusted.agents.get('lint')?.dir ?? '', 'big.bin'))).toBe(false);
    expect(trusted.warnings).toEqual([
      '.remora/agents at the base commit 1a2b3c4: "/etc/passwd" is not under .remora/agents; skipped',
      '.remora/agents at the base commit 1a2b3c4: "remora/agents/x.py" is not under .remora/agents; skipped',
      `.remora/agents at the base commit 1a2b3c4: ".remora/agents/../agents/lint/../../x.py" is refused: it climbs out with '..'`,
      `.remora/agents at the base commit 1a2b3c4: ".remora/agents/lint/../../../escaped.yaml" is refused: it climbs out with '..'`,
      `.remora/agents at the base commit 1a2b3c4: .remora/agents/lint/big.bin is ${MAX_BASE_FILE_BYTES + 1} bytes, more than ${MAX_BASE_FILE_BYTES}; skipped`,
    ]);
  });

  it('names the base commit when the base remora.yaml is malformed', async () => {
    checkOut(BASE_FILES);
    const broken = { ...BASE_FILES, 'remora.yaml': 'runner:\n  max_tokens: [1\n' };
    const error = await load(fakeGitHub(broken, BASE_FILES).github).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CONFIG_001' });
    expect((error as Error).message).toMatch(
      /^remora\.yaml at the base commit 1a2b3c4: not valid YAML at line \d+, column \d+/,
    );

    const invalid = { ...BASE_FILES, 'remora.yaml': 'runner:\n  max_tokens: lots\n' };
    const schemaError = await load(fakeGitHub(invalid, BASE_FILES).github).catch((e: unknown) => e);
    expect(schemaError).toMatchObject({ code: 'CONFIG_001' });
    expect((schemaError as Error).message).toMatch(
      /^remora\.yaml at the base commit 1a2b3c4: runner\.max_tokens: /,
    );
  });

  it("names the base commit in a base agent's problem, and keeps the other agents", async () => {
    const base = { ...BASE_FILES, '.remora/agents/lint/lint_subagent.yaml': 'name: [broken\n' };
    const trusted = await load(fakeGitHub(base, HEAD_FILES).github);
    expect(trusted.agents.has('lint')).toBe(false);
    expect(trusted.problems.get('lint')).toMatchObject({ code: 'AGENT_001' });
    expect(trusted.problems.get('lint')?.message).toMatch(
      /^\.remora\/agents\/lint\/lint_subagent\.yaml: not valid YAML .*\(read at the base commit 1a2b3c4\)$/,
    );
    expect(trusted.agents.get('docstring')?.name).toBe('docstring_agent');
  });

  it('refuses a config-path that leaves the repository', async () => {
    for (const configPath of ['../remora.yaml', '/etc/remora.yaml', '']) {
      const error = await load(fakeGitHub(BASE_FILES, HEAD_FILES).github, configPath).catch(
        (e: unknown) => e,
      );
      expect(error, configPath).toMatchObject({ code: 'CONFIG_001' });
      expect((error as Error).message).toContain(
        `config-path ${JSON.stringify(configPath)} is refused`,
      );
    }
  });
});
