import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { parseAgentDefinition, type AgentDefinition } from '../core/agents/definition.js';
import { RemoraError } from '../core/errors.js';
import { yamlErrorPlace } from '../core/yaml-error-place.js';
import {
  compileToolSchemas,
  useBundledToolSchemas,
  type PrecompiledValidators,
} from '../core/runner/tool-arguments.js';
import { toolSchemaDisagreements } from '../core/agents/tool-schema-agreement.js';
import { BUNDLED_OPS } from './bundled-ops.js';
import { createOpRegistry, type OpRegistry } from './registry.js';
import { assetPath } from '../adapters/files/assets.js';
import { readConfinedFile } from '../adapters/files/confined-file.js';

/** The folder, inside a reviewed repository, where it keeps its own agents. */
export const REPO_AGENTS_DIR = '.remora/agents';

/** The agents that loaded, and an AGENT_001 error for each op whose definition did not. */
export interface LoadedAgents {
  agents: Map<string, AgentDefinition>;
  problems: Map<string, RemoraError>;
}

/** One agent file to load: the op it runs, where it is, and how errors name it. */
interface AgentFile {
  op: string;
  /** The agent's folder: `{agent_dir}` in its commands. */
  dir: string;
  file: string;
  /** The file as messages name it. */
  source: string;
  /** A repository's own agent files are read only inside it; the bundled ones are ours. */
  confinedTo: string;
  /** One of ours, beside the bundle: its tool schemas are checked by its tests, not at each load. */
  bundled?: boolean;
}

const AGENT_FILE = /^([a-z_]+)_subagent\.yaml$/;

/**
 * The bundled agents: each op folder's `<op>_subagent.yaml` (`src/ops/<folder>/`,
 * copied beside the bundle as `ops/<folder>/`), so an op's agent lives with its code.
 */
async function bundledAgentFiles(): Promise<AgentFile[]> {
  const root = assetPath('ops');
  const folders = (await readdir(root, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const files: AgentFile[] = [];
  for (const folder of folders)
    for (const name of (await readdir(join(root, folder))).sort()) {
      const op = AGENT_FILE.exec(name)?.[1];
      if (op)
        files.push({
          op,
          dir: join(root, folder),
          file: join(root, folder, name),
          source: `${BUNDLED_AGENTS_DIR}/${folder}/${name}`,
          confinedTo: root,
          bundled: true,
        });
    }
  return files;
}

/** A repository's own agents: `.remora/agents/<op>/<op>_subagent.yaml`. */
async function repositoryAgentFiles(repoRoot: string): Promise<AgentFile[]> {
  const root = join(repoRoot, REPO_AGENTS_DIR);
  return (await readdir(root, { withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((op) => ({
      op,
      dir: join(root, op),
      file: join(root, op, `${op}_subagent.yaml`),
      source: `${REPO_AGENTS_DIR}/${op}/${op}_subagent.yaml`,
      confinedTo: repoRoot,
    }));
}

/** Where the bundled agents are, as messages name them: beside their ops' code. */
export const BUNDLED_AGENTS_DIR = 'src/ops';

/**
 * Loads every agent: the bundled ones, then the repository's own
 * (`.remora/agents/<op>/<op>_subagent.yaml`), which override a bundled agent
 * of the same op. An invalid definition is an AGENT_001 problem for its op
 * only: one broken agent must not stop the others. Built-in handlers are
 * looked up in `registry`.
 */
export async function loadAgents(
  repoRoot?: string,
  registry: OpRegistry = createOpRegistry(BUNDLED_OPS),
): Promise<LoadedAgents> {
  const loaded: LoadedAgents = { agents: new Map(), problems: new Map() };
  const files = [
    ...(await bundledAgentFiles()),
    ...(repoRoot ? await repositoryAgentFiles(repoRoot) : []),
  ];
  for (const file of files) {
    const definition = await loadAgentFile(file, registry).catch((error: unknown) => {
      if (!(error instanceof RemoraError)) throw error;
      return error;
    });
    if (definition === undefined) continue;
    if (definition instanceof RemoraError) {
      loaded.problems.set(file.op, definition);
      loaded.agents.delete(file.op);
    } else {
      loaded.agents.set(file.op, definition);
      loaded.problems.delete(file.op);
    }
  }
  return loaded;
}

async function loadAgentFile(
  { op, dir, file, source, confinedTo, bundled }: AgentFile,
  registry: OpRegistry,
): Promise<AgentDefinition | undefined> {
  // The bundle carries its agents' documents parsed, and their tools' validators compiled
  // (scripts/package.mjs): YAML parses slowly, and Ajv compiles a schema in milliseconds.
  const built = bundled ? await readBundledAgent(file) : undefined;
  if (built !== undefined)
    return checkedAgent(built.document, { op, dir, source, bundled }, registry, built.validators);
  const read = await readConfinedFile(confinedTo, file);
  if (read.kind === 'missing') return undefined;
  if (read.kind === 'outside')
    throw new RemoraError(
      'AGENT_001',
      `${source} is a symbolic link leading outside the repository; it is not read`,
    );
  let document: unknown;
  try {
    document = parseYaml(read.bytes.toString('utf8'));
  } catch (error) {
    throw new RemoraError('AGENT_001', `${source}: not valid YAML${yamlErrorPlace(error)}`);
  }
  return checkedAgent(document, { op, dir, source, bundled }, registry);
}

/** The agent a parsed document defines, its handlers and tool schemas checked. */
function checkedAgent(
  document: unknown,
  { op, dir, source, bundled }: Pick<AgentFile, 'op' | 'dir' | 'source' | 'bundled'>,
  registry: OpRegistry,
  validators?: PrecompiledValidators,
): AgentDefinition {
  const definition = parseAgentDefinition(document, op, source, dir);
  checkHandlers(definition, registry, !bundled);
  if (bundled) useBundledToolSchemas(definition, validators);
  else compileToolSchemas(definition);
  return definition;
}

/**
 * A bundled agent as the bundle carries it beside the YAML: its document
 * parsed (`.json`) and its tools' validators (`.validators.mjs`, Ajv's
 * standalone code); undefined from source, where neither is built.
 */
async function readBundledAgent(
  file: string,
): Promise<{ document: unknown; validators?: PrecompiledValidators } | undefined> {
  const [json, validators] = await Promise.all([
    readFile(file.replace(/\.yaml$/, '.json'), 'utf8').catch(() => undefined),
    // Loaded as the file it is, beside the bundle, not as a module of it.
    import(
      /* webpackIgnore: true */ pathToFileURL(file.replace(/\.yaml$/, '.validators.mjs')).href
    ).then(
      (module: { validators: PrecompiledValidators }) => module.validators,
      () => undefined,
    ),
  ]);
  if (json === undefined) return undefined;
  const document = JSON.parse(json) as unknown;
  return validators ? { document, validators } : { document };
}

/**
 * Every built-in handler and context provider an agent names exists; with
 * `checkSchemas`, each tool's parameters are the ones its handler parses (a
 * bundled agent's are checked by its tests, not at each load).
 */
function checkHandlers(
  definition: AgentDefinition,
  registry: OpRegistry,
  checkSchemas: boolean,
): void {
  definition.tools.forEach((tool, index) => {
    const id = tool.handler?.slice('builtin:'.length);
    if (id && !registry.tools.has(id)) {
      throw new RemoraError(
        'AGENT_001',
        `${definition.source}: tools.${index}.handler: no built-in tool '${id}'`,
      );
    }
    const handlerArguments = id ? registry.tools.get(id)?.arguments : undefined;
    const disagreements =
      handlerArguments && checkSchemas
        ? toolSchemaDisagreements(tool.parameters, handlerArguments)
        : [];
    if (disagreements.length > 0) {
      throw new RemoraError(
        'AGENT_001',
        `${definition.source}: tools.${index}.parameters do not match builtin:${id}: ${disagreements.join('; ')}`,
      );
    }
    tool.context_providers.forEach((provider, p) => {
      if (!registry.contextProviders.has(provider.slice('builtin:'.length))) {
        throw new RemoraError(
          'AGENT_001',
          `${definition.source}: tools.${index}.context_providers.${p}: no built-in provider '${provider}'`,
        );
      }
    });
  });
}
