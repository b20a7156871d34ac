import { createHash } from 'node:crypto';
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
import type { RepositoryFiles } from '../ports.js';
import { pinDataDestinations, type DataDestinations } from './data-destinations.js';
import {
  copyBaseFiles,
  MAX_BASE_FILE_BYTES,
  repositoryPathProblem,
  writeNewFile,
} from './base-files.js';

export interface TrustedConfigOptions {
  github: RepositoryFiles;
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
  /**
   * The pull request's base branch and the repository's default branch. When
   * they differ, where data goes (`server.*`, agents with `command:` tools) is
   * read from the default branch ({@link pinDataDestinations}).
   */
  branches?: { base: string; default: string };
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
    const trusted = {
      config: config.config,
      agents: agents.loaded.agents,
      problems: agents.loaded.problems,
      sources: [...config.sources, ...agents.sources],
      warnings: agents.warnings,
    };
    const { branches } = options;
    if (branches === undefined || branches.base === branches.default)
      return { ...trusted, dispose };
    const main = await readAtDefaultBranch(options, branches.default, folder);
    const pinned = pinDataDestinations(
      { ...trusted, fingerprints: await opFingerprints(join(folder, 'repository'), agents.copied) },
      main,
      branches,
    );
    return {
      ...pinned,
      sources: [...trusted.sources, ...main.sources],
      warnings: [...trusted.warnings, ...pinned.warnings],
      dispose,
    };
  } catch (error) {
    dispose();
    throw error;
  }
}

const short = (sha: string): string => sha.slice(0, 7);

/** The configuration file at `ref`, read through the API into `folder` and loaded from there. */
async function readConfigAt(
  options: TrustedConfigOptions,
  ref: string,
  label: string,
  folder: string,
): Promise<{ config: RemoraConfig; bytes: Uint8Array | undefined }> {
  const { configPath } = options;
  const bytes = await options.github.tryFileContent(configPath, ref);
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
  return { config, bytes };
}

async function loadBaseConfig(
  options: TrustedConfigOptions,
  folder: string,
): Promise<{ config: RemoraConfig; sources: string[] }> {
  const { configPath, baseSha } = options;
  const label = `${configPath} at the base commit ${short(baseSha)}`;
  const { config, bytes } = await readConfigAt(options, baseSha, label, folder);
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

/** The repository agents at `ref`, copied through the API into `root` and loaded from there. */
async function readAgentsAt(
  options: TrustedConfigOptions,
  ref: string,
  where: string,
  root: string,
): Promise<{ loaded: LoadedAgents; copied: string[]; warnings: string[] }> {
  const listed = await options.github.listTreeFiles(ref, REPO_AGENTS_DIR);
  const outside = listed.filter((path) => !path.startsWith(`${REPO_AGENTS_DIR}/`));
  const copy = await copyBaseFiles(
    options.github,
    ref,
    listed.filter((path) => path.startsWith(`${REPO_AGENTS_DIR}/`)),
    root,
  );
  const warnings = [
    ...outside.map((path) => `${JSON.stringify(path)} is not under ${REPO_AGENTS_DIR}; skipped`),
    ...copy.warnings,
  ].map((warning) => `${REPO_AGENTS_DIR} at ${where}: ${warning}`);
  const loaded = withBaseNamed(await loadAgents(root), where);
  return { loaded, copied: copy.copied, warnings };
}

/**
 * The configuration and agents of the default branch, for what a pull request
 * into another branch may not choose. Their problems are the default branch's
 * own to fix: a bad file there is an error, as at the base commit.
 */
async function readAtDefaultBranch(
  options: TrustedConfigOptions,
  branch: string,
  folder: string,
): Promise<DataDestinations & { sources: string[] }> {
  const label = `${options.configPath} on the default branch ${branch}`;
  const { config } = await readConfigAt(options, branch, label, join(folder, 'default-config'));
  const root = join(folder, 'default-repository');
  const agents = await readAgentsAt(options, branch, `the default branch ${branch}`, root);
  return {
    config,
    agents: agents.loaded.agents,
    problems: agents.loaded.problems,
    fingerprints: await opFingerprints(root, agents.copied),
    sources: [
      `server, and agents with command tools: from the default branch ${branch} ` +
        '(the pull request is not into it)',
    ],
  };
}

/** A SHA-256 over each repository op's files (paths and bytes), to tell two copies apart. */
async function opFingerprints(
  root: string,
  copied: readonly string[],
): Promise<Map<string, string>> {
  const byOp = new Map<string, ReturnType<typeof createHash>>();
  for (const path of [...copied].sort()) {
    const op = path.slice(REPO_AGENTS_DIR.length + 1).split('/')[0] ?? '';
    let hash = byOp.get(op);
    if (!hash) byOp.set(op, (hash = createHash('sha256')));
    hash
      .update(`${path}\0`)
      .update(await readFile(join(root, path)))
      .update('\0');
  }
  return new Map([...byOp].map(([op, hash]) => [op, hash.digest('hex')]));
}

async function loadBaseAgents(
  options: TrustedConfigOptions,
  root: string,
): Promise<{ loaded: LoadedAgents; copied: string[]; sources: string[]; warnings: string[] }> {
  const where = `the base commit ${short(options.baseSha)}`;
  const copy = await readAgentsAt(options, options.baseSha, where, root);
  const { loaded, warnings } = copy;
  const own = ownOps(copy.copied);
  const sources = [
    own.length === 0
      ? `${REPO_AGENTS_DIR}: none at ${where}`
      : `${REPO_AGENTS_DIR}: ${own.join(', ')} from ${where} (${copy.copied.length} files)`,
    `bundled agents: ${[...loaded.agents.keys()].filter((op) => !own.includes(op)).join(', ')}`,
  ];
  if (await headAgentsDiffer(options.checkout, root, copy.copied))
    sources.push(`${REPO_AGENTS_DIR}: changed by the pull request; the change applies once merged`);
  return { loaded, copied: copy.copied, sources, warnings };
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
