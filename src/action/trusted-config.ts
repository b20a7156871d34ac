import { rmSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAgents, REPO_AGENTS_DIR, type LoadedAgents } from '../ops/agent-files.js';
import { readConfinedFile } from '../adapters/files/confined-file.js';
import { cleanupOnSignal } from '../adapters/process/exit-cleanup.js';
import { listTreeFiles } from '../adapters/files/workspace-tree.js';
import { loadConfig, type RemoraConfig } from '../config/config.js';
import type { AgentDefinition } from '../core/agents/definition.js';
import { RemoraError } from '../core/errors.js';
import type { GitHubPort } from '../ports.js';
import {
  copyBaseFiles,
  MAX_BASE_FILE_BYTES,
  repositoryPathProblem,
  writeNewFile,
} from './base-files.js';

export interface TrustedConfigOptions {
  github: Pick<GitHubPort, 'tryFileContent' | 'listTreeFiles'>;
  /** The pull request's base commit: what the configuration and agents are read at. */
  baseSha: string;
  /** The `config-path` input: the configuration file's path in the repository. */
  configPath: string;
  /** The head checkout's root: read only to say when the pull request changes these files. */
  checkout: string;
  /** `REMORA_*` overrides, as for {@link loadConfig}. */
  env: NodeJS.ProcessEnv;
  /** The action's inputs, as {@link loadConfig} flags. */
  flags?: Record<string, unknown>;
}

/** The configuration and agents a pull request is reviewed with, none of them from its head. */
export interface TrustedConfig {
  config: RemoraConfig;
  agents: Map<string, AgentDefinition>;
  /** An AGENT_001 error for each op whose definition did not load, as {@link loadAgents} gives. */
  problems: LoadedAgents['problems'];
  /** Where each part came from, one line each, for the log. */
  sources: string[];
  /** Base-commit entries refused or skipped, one sentence each. */
  warnings: string[];
  /**
   * Removes the copy of the base commit's files. Call it after the review:
   * `command:` tools run their scripts from the copy (`{agent_dir}`).
   */
  dispose(): void;
}

/**
 * Loads the configuration and repository agents from the pull request's BASE
 * commit, so a pull request cannot change the tools, templates or commands
 * that review it (its changes to them apply once merged). The files are read
 * through the API into a private temporary folder and loaded from there; the
 * bundled agents come from the action itself. The project's code settings
 * (Ruff's, pytest's, its docstring style) are not part of this: the review
 * reads them from the head checkout, as it reads the code.
 *
 * @throws RemoraError `CONFIG_001` for a bad `configPath` or a bad configuration
 *   file, naming the base commit.
 */
export async function loadTrustedConfig(options: TrustedConfigOptions): Promise<TrustedConfig> {
  const configProblem = repositoryPathProblem(options.configPath);
  if (configProblem)
    throw new RemoraError(
      'CONFIG_001',
      `config-path ${JSON.stringify(options.configPath)} is refused: ${configProblem}; ` +
        'expected a path inside the repository such as remora.yaml or .github/remora.yaml',
    );
  const folder = await mkdtemp(join(tmpdir(), 'remora-base-'));
  const remove = (): void => rmSync(folder, { recursive: true, force: true });
  const unregister = cleanupOnSignal(remove);
  const dispose = (): void => {
    unregister();
    remove();
  };
  try {
    const config = await loadBaseConfig(options, join(folder, 'config'));
    const agents = await loadBaseAgents(options, join(folder, 'repository'));
    return {
      config: config.config,
      agents: agents.loaded.agents,
      problems: agents.loaded.problems,
      sources: [...config.sources, ...agents.sources],
      warnings: agents.warnings,
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

const short = (sha: string): string => sha.slice(0, 7);

async function loadBaseConfig(
  options: TrustedConfigOptions,
  folder: string,
): Promise<{ config: RemoraConfig; sources: string[] }> {
  const { configPath, baseSha } = options;
  const label = `${configPath} at the base commit ${short(baseSha)}`;
  const bytes = await options.github.tryFileContent(configPath, baseSha);
  if (bytes !== undefined && bytes.byteLength > MAX_BASE_FILE_BYTES)
    throw new RemoraError(
      'CONFIG_001',
      `${label} is ${bytes.byteLength} bytes, more than the ${MAX_BASE_FILE_BYTES} a configuration file may be`,
    );
  if (bytes !== undefined) await writeNewFile(join(folder, ...configPath.split('/')), bytes);
  const { config } = await loadConfig(folder, options.env, options.flags ?? {}, {
    path: configPath,
    label,
  });
  const sources = [
    bytes === undefined
      ? `${configPath}: not in the base commit ${short(baseSha)}; defaults`
      : `${configPath}: from the base commit ${short(baseSha)}`,
  ];
  const head = await readConfinedFile(options.checkout, configPath);
  const headBytes = head.kind === 'read' ? head.bytes : undefined;
  if (!sameBytes(headBytes, bytes))
    sources.push(`${configPath}: changed by the pull request; the change applies once merged`);
  return { config, sources };
}

async function loadBaseAgents(
  options: TrustedConfigOptions,
  root: string,
): Promise<{ loaded: LoadedAgents; sources: string[]; warnings: string[] }> {
  const where = `the base commit ${short(options.baseSha)}`;
  const listed = await options.github.listTreeFiles(options.baseSha, REPO_AGENTS_DIR);
  const outside = listed.filter((path) => !path.startsWith(`${REPO_AGENTS_DIR}/`));
  const copy = await copyBaseFiles(
    options.github,
    options.baseSha,
    listed.filter((path) => path.startsWith(`${REPO_AGENTS_DIR}/`)),
    root,
  );
  const warnings = [
    ...outside.map((path) => `${JSON.stringify(path)} is not under ${REPO_AGENTS_DIR}; skipped`),
    ...copy.warnings,
  ].map((warning) => `${REPO_AGENTS_DIR} at ${where}: ${warning}`);
  const loaded = withBaseNamed(await loadAgents(root), where);
  const own = ownOps(copy.copied);
  const sources = [
    own.length === 0
      ? `${REPO_AGENTS_DIR}: none at ${where}`
      : `${REPO_AGENTS_DIR}: ${own.join(', ')} from ${where} (${copy.copied.length} files)`,
    `bundled agents: ${[...loaded.agents.keys()].filter((op) => !own.includes(op)).join(', ')}`,
  ];
  if (await headAgentsDiffer(options.checkout, root, copy.copied))
    sources.push(`${REPO_AGENTS_DIR}: changed by the pull request; the change applies once merged`);
  return { loaded, sources, warnings };
}

/** Says in each repository agent's problem that its file was read at the base commit. */
function withBaseNamed(loaded: LoadedAgents, where: string): LoadedAgents {
  for (const [op, problem] of loaded.problems)
    if (problem.message.startsWith(`${REPO_AGENTS_DIR}/`))
      loaded.problems.set(
        op,
        new RemoraError(problem.code, `${problem.message} (read at ${where})`, { cause: problem }),
      );
  return loaded;
}

/** The ops whose definition file was copied. */
function ownOps(copied: readonly string[]): string[] {
  const prefix = `${REPO_AGENTS_DIR}/`;
  return copied
    .map((path) => path.slice(prefix.length).split('/'))
    .filter(([op, file, ...rest]) => rest.length === 0 && file === `${op}_subagent.yaml`)
    .map(([op]) => op as string);
}

/** Whether the head checkout's agent files are not exactly the copied ones. */
async function headAgentsDiffer(
  checkout: string,
  root: string,
  copied: readonly string[],
): Promise<boolean> {
  const head = await listTreeFiles(join(checkout, REPO_AGENTS_DIR)).catch(() => []);
  if (head.some((entry) => entry.kind !== 'file')) return true;
  const headPaths = head.map((entry) => `${REPO_AGENTS_DIR}/${entry.path}`).sort();
  if (headPaths.join('\n') !== [...copied].sort().join('\n')) return true;
  for (const path of copied) {
    // Read as the loaders read: never through a link out of the checkout.
    const theirs = await readConfinedFile(checkout, path);
    const mine = await readFile(join(root, path));
    if (theirs.kind !== 'read' || !sameBytes(mine, theirs.bytes)) return true;
  }
  return false;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return Buffer.from(a).equals(Buffer.from(b));
}
