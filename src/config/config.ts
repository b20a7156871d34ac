import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { readConfinedFile } from '../adapters/files/confined-file.js';
import { coerce, deepMerge, envName, has, isRecord, leaves, setPath } from './config-layers.js';
import { RemoraError } from '../core/errors.js';
import { yamlErrorPlace } from '../core/yaml-error-place.js';
import type { OpManifest } from '../ops/op-module.js';
import { BUILTIN_MANIFESTS, type OpManifests } from '../ops/manifests.js';
import type { LanguageManifest } from '../languages/language.js';
import { LANGUAGE_MANIFESTS } from '../languages/manifests.js';

export { leaves } from './config-layers.js';

/** The file name Remora reads at the repository root. */
export const CONFIG_FILE = 'remora.yaml';

/** The settings every op takes under `operations.<op>`; an op adds its own (its `settings`). */
const commonOperationSettings = {
  enabled: z
    .boolean()
    .optional()
    .describe(
      "Whether the op runs. Unset: the op's default (its `enabledByDefault`: lint, docstring and test on, sample_data off; an op only a repository agent runs is on)",
    ),
  model: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The model (adapter) name on the server for this op. Unset: the agent's `model`, then `server.default_model`",
    ),
  private: z
    .boolean()
    .optional()
    .describe(
      "Include `_private` names in the op's scope (docstring, test and sample_data skip them by default)",
    ),
  auto_accept: z
    .boolean()
    .optional()
    .describe(
      "A sweep with `open-pr` commits this op's changes to its pull request (unset: false). Pull request reviews only suggest, whatever this says",
    ),
};

/** An op's settings as the configuration holds them: the common ones, and its own. */
type OperationSettings = Partial<
  z.infer<z.ZodObject<typeof commonOperationSettings>> & Record<string, unknown>
>;

/** How a key set under an op that does not own it is refused. */
const OWNED_KEY = 'only operations.';

/** The op whose `settings` declare each key: a key set under another op is refused, naming it. */
function settingOwners(registry: OpManifests): Map<string, string> {
  const owners = new Map<string, string>();
  for (const op of registry.ops.values())
    for (const key of Object.keys(op.settings?.shape ?? {})) owners.set(key, op.name);
  return owners;
}

/** `operations.<op>` for one op (`op` undefined: an op of a repository agent): strict, naming a misplaced key's owner. */
function operationSchema(op: OpManifest | undefined, owners: ReadonlyMap<string, string>) {
  return z
    .strictObject(
      { ...commonOperationSettings, ...(op?.settings?.shape ?? {}) },
      {
        error: (issue) => {
          if (issue.code !== 'unrecognized_keys') return undefined;
          const [key = ''] = issue.keys;
          const owner = owners.get(key);
          return owner ? `${OWNED_KEY}${owner} takes '${key}'` : undefined;
        },
      },
    )
    .describe(
      op ? `The ${op.name} op's settings` : 'The settings of an op a repository agent runs',
    );
}

function operationsSchema(registry: OpManifests) {
  const owners = settingOwners(registry);
  const ops = [...registry.ops.values()];
  return z
    .object(Object.fromEntries(ops.map((op) => [op.name, operationSchema(op, owners).optional()])))
    .catchall(operationSchema(undefined, owners))
    .superRefine((operations, context) => {
      for (const op of Object.keys(operations))
        if (!/^[a-z_]+$/.test(op))
          context.addIssue({
            code: 'custom',
            path: [op],
            message: 'an operation name is lowercase letters and _',
          });
    })
    .optional()
    .transform((listed) => withDefaultOperations(registry, listed));
}

/** The ops on (and off) when `remora.yaml` says nothing about them: each op's `enabledByDefault`. */
export function defaultOperations(
  registry: OpManifests = BUILTIN_MANIFESTS,
): Readonly<Record<string, { enabled: boolean }>> {
  return Object.fromEntries(
    [...registry.ops.values()].map((op) => [op.name, { enabled: op.enabledByDefault }]),
  );
}

/** Each op listed is merged into its defaults, so listing one op leaves the others as they were. */
function withDefaultOperations(
  registry: OpManifests,
  listed: Record<string, OperationSettings | undefined> = {},
): Record<string, OperationSettings & { enabled: boolean }> {
  const defaults = defaultOperations(registry);
  const merged: Record<string, OperationSettings & { enabled: boolean }> = {};
  for (const op of new Set([...Object.keys(defaults), ...Object.keys(listed)])) {
    const settings = listed[op] ?? {};
    merged[op] = { ...settings, enabled: settings.enabled ?? defaults[op]?.enabled ?? true };
  }
  return merged;
}

/** `a -> b`: b forks from a's workspace. */
export const GRAPH_EDGE = /^\s*([a-z_]+)\s*->\s*([a-z_]+)\s*$/;

const discoverySchema = z
  .object({
    max_file_bytes: z
      .number()
      .int()
      .positive()
      .default(1_048_576)
      .describe('Larger files are skipped with a DISC_002 notice'),
    threads: z
      .number()
      .int()
      .min(0)
      .max(64)
      .default(0)
      .describe('Worker threads for large inputs; 0: one per core'),
  })
  .strict()
  .prefault({})
  .describe(
    "How the changed nodes (functions, classes, methods) of each language's files are found",
  );

const graphSchema = z
  .object({
    edges: z
      .array(z.string().regex(GRAPH_EDGE, "a graph edge has the form 'a -> b'"))
      .default(['lint -> docstring'])
      .describe("`a -> b`: b forks from a's workspace and runs after it"),
    error_policy: z
      .enum(['stop_graph', 'skip_downstream', 'continue'])
      .default('skip_downstream')
      .describe('What a failed op does to the ops after it in the graph'),
  })
  .strict()
  .prefault({})
  .describe('The order ops run in on one node, and what a failure does to the rest');

const serverSchema = z
  .object({
    base_url: z
      .url({
        protocol: /^https?$/,
        error: 'expected an http:// or https:// URL, such as http://gpu-box:8000/v1',
      })
      .optional()
      .describe(
        "The OpenAI-compatible server's API root, such as http://remora-server:8000/v1 (`--server`). Unset: the built-in policies run",
      ),
    default_model: z
      .string()
      .min(1)
      .default('functiongemma')
      .describe('The model when neither the op nor its agent names one'),
    api_key_env: z
      .string()
      .regex(/^[A-Z_][A-Z0-9_]*$/)
      .default('REMORA_API_KEY')
      .describe('The environment variable holding the API key: a key never sits in the file'),
    timeout_ms: z
      .number()
      .int()
      .positive()
      .default(60_000)
      .describe('The time limit of one request to the server'),
    fallback: z
      .boolean()
      .default(true)
      .describe(
        'false (`--no-fallback`): an op whose model the server does not list is an error (MODEL_001), not a run on the base model',
      ),
  })
  .strict()
  .prefault({})
  .describe('The model server');

const runnerSchema = z
  .object({
    max_turns: z
      .number()
      .int()
      .min(1)
      .max(100)
      .optional()
      .describe("The most model turns one op may take on one node. Unset: the agent's own"),
    tool_choice: z
      .enum(['auto', 'required', 'none'])
      .default('none')
      .describe(
        "What the request's `tool_choice` says. `none`: the server only renders; Remora reads the calls from the reply's text (docs/model-path.md)",
      ),
    temperature: z.number().min(0).max(2).default(0).describe('The sampling temperature'),
    max_tokens: z
      .number()
      .int()
      .positive()
      .default(1024)
      .describe('The most tokens one reply may hold'),
    extra_body: z
      .record(z.string(), z.unknown())
      .optional()
      .describe("Sent as they are in each request's body, e.g. vLLM's guided decoding options"),
    max_nudges: z
      .number()
      .int()
      .min(0)
      .max(10)
      .default(2)
      .describe('Replies without a tool call tolerated before AGENT_003'),
    history_token_budget: z
      .number()
      .int()
      .positive()
      .default(24_000)
      .describe(
        "The size in tokens (estimated) a request's conversation is fit to: older exchanges are left out, the opening and the latest stay",
      ),
    max_tool_io_bytes: z
      .number()
      .int()
      .min(1024)
      .max(64 * 1024 * 1024)
      .default(1024 * 1024)
      .describe(
        "The most a tool call's arguments, or a tool's result, may hold: an op past it fails (LIMIT_001)",
      ),
    retry: z
      .object({
        attempts: z
          .number()
          .int()
          .min(1)
          .max(10)
          .default(3)
          .describe('Tries of one model request, the first included'),
        base_delay_ms: z
          .number()
          .int()
          .min(0)
          .default(500)
          .describe(
            'The wait before the first retry, at most; it doubles with each retry and is jittered down by up to half',
          ),
        max_delay_ms: z
          .number()
          .int()
          .min(0)
          .default(8_000)
          .describe('The longest wait between two tries'),
      })
      .strict()
      .prefault({})
      .describe('Retries of a model request that failed for a reason that may pass'),
    node_concurrency: z
      .number()
      .int()
      .min(1)
      .max(256)
      .default(4)
      .describe('Nodes reviewed at once'),
    request_concurrency: z
      .number()
      .int()
      .min(1)
      .max(256)
      .default(8)
      .describe('Model requests in flight at once'),
    command_timeout_ms: z
      .number()
      .int()
      .positive()
      .default(60_000)
      .describe('The time limit of one call of a `command:` tool'),
    deadline_s: z
      .number()
      .positive()
      .max(86_400)
      .default(1_800)
      .describe("The whole review's time limit: the run is then cancelled (CANCEL_001)"),
    fail_fast: z
      .boolean()
      .default(false)
      .describe('Cancel the whole run at the first op that fails (`--fail-fast`)'),
  })
  .strict()
  .prefault({})
  .describe('How each op talks to the model, and how much runs at once');

/** `languages.<id>`: a language turned off, or some ops turned off for its files. */
function languagesSchema(languages: readonly LanguageManifest[]) {
  const language = (label: string) =>
    z
      .strictObject({
        enabled: z.boolean().default(true).describe(`Whether ${label} files are reviewed at all`),
        operations: z
          .record(
            z.string().regex(/^[a-z_]+$/, 'an operation name is lowercase letters and _'),
            z.boolean(),
          )
          .default({})
          .describe(`Ops turned off (false) for ${label} files alone: op name -> false`),
      })
      .describe(`What Remora does with ${label} files`);
  return z
    .strictObject(Object.fromEntries(languages.map((l) => [l.id, language(l.label).prefault({})])))
    .prefault({})
    .describe(
      `Languages turned off, or ops turned off for one language: ${languages.map((l) => l.id).join(', ')}`,
    );
}

/**
 * The schema of `remora.yaml` for the ops of `registry`: `operations.<op>`
 * takes the settings every op takes and those of the op's own `settings`.
 * Each setting's `.describe()` is its line in the settings reference of
 * docs/configuration.md (`npm run docs`).
 */
export function createConfigSchema(
  registry: OpManifests = BUILTIN_MANIFESTS,
  languages: readonly LanguageManifest[] = LANGUAGE_MANIFESTS,
) {
  return z
    .object({
      discovery: discoverySchema,
      operations: operationsSchema(registry).describe(
        'Which ops run, and their settings: op name -> settings, merged into the defaults',
      ),
      languages: languagesSchema(languages),
      graph: graphSchema,
      server: serverSchema,
      runner: runnerSchema,
    })
    .strict();
}

/** The schema of `remora.yaml` for the ops that ship with Remora. */
export const configSchema = createConfigSchema(BUILTIN_MANIFESTS);

/** The validated configuration, defaults filled in. */
export type RemoraConfig = z.infer<typeof configSchema>;

/** Where a value came from, lowest precedence first. */
export type ConfigSource = 'default' | typeof CONFIG_FILE | 'env' | 'flag';

export interface LoadedConfig {
  config: RemoraConfig;
  /** Dotted key path -> where its value came from. */
  sources: Map<string, ConfigSource>;
}

/**
 * Which file holds the configuration, relative to the root given to
 * {@link loadConfig}, and how its errors name it. The action reads its
 * `config-path` from a copy of the base commit, and says so in every error.
 */
export interface ConfigFile {
  path: string;
  /** E.g. `.github/remora.yaml at the base commit 1a2b3c4`. */
  label: string;
}

const ROOT_CONFIG_FILE: ConfigFile = { path: CONFIG_FILE, label: CONFIG_FILE };

/** The command-line flag that sets a key, for errors that blame it. */
const FLAG_NAMES: Readonly<Record<string, string>> = { 'server.base_url': '--server' };

/**
 * Loads `remora.yaml` from `root` (absent is fine), then `REMORA_*`
 * environment overrides, then flag overrides: flags > env > file > defaults.
 * Any problem is a CONFIG_001 error naming where the bad value came from (the
 * file, the variable or the flag), the key path and the expectation.
 * `configFile` reads another file under `root` instead. Only that file is
 * read: the project's own settings (Ruff's, pytest's) come from the checkout
 * under review, wherever the configuration came from.
 */
export async function loadConfig(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  flags: Record<string, unknown> = {},
  configFile: ConfigFile = ROOT_CONFIG_FILE,
): Promise<LoadedConfig> {
  const file = (await tryReadConfigFile(root, configFile)) ?? {};
  const defaults = parseConfig({}, () => 'defaults');
  const envLayer = envOverrides(env, defaults);
  const merged = deepMerge(deepMerge(file, envLayer), flags);
  const config = parseConfig(merged, (path) => {
    if (has(flags, path))
      return `${FLAG_NAMES[path] ?? `the flag for ${path}`} ${flagValue(flags, path)}`;
    if (has(envLayer, path)) {
      const name = envName(path);
      return `environment variable ${name}=${env[name] ?? ''}`;
    }
    return configFile.label;
  });
  const sources = new Map<string, ConfigSource>();
  for (const [path] of leaves(config)) {
    sources.set(
      path,
      has(flags, path)
        ? 'flag'
        : has(envLayer, path)
          ? 'env'
          : has(file, path)
            ? CONFIG_FILE
            : 'default',
    );
  }
  return { config, sources };
}

function flagValue(flags: Record<string, unknown>, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), flags);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Parses the merged layers; `blame` names the layer a bad key path came from. */
function parseConfig(value: unknown, blame: (path: string) => string): RemoraConfig {
  const result = configSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const keys = issue?.path.map(String) ?? [];
  // An unknown key's issue sits on its parent; the key itself is what some layer set.
  const culprit = issue?.code === 'unrecognized_keys' ? [...keys, ...issue.keys.slice(0, 1)] : keys;
  // A key another op owns is named itself, as its owner is.
  const shown = issue?.message.startsWith(OWNED_KEY) ? culprit : keys;
  const path = shown.join('.') || '(top level)';
  throw new RemoraError(
    'CONFIG_001',
    `${blame(culprit.join('.'))}: ${path}: ${issue?.message ?? 'invalid'}`,
  );
}

/**
 * The file's top-level mapping, or undefined when there is no file. A file
 * that is a link out of the repository is refused, and a YAML error names only
 * where it is: the file's lines are never quoted, whatever the file holds.
 */
async function tryReadConfigFile(
  root: string,
  file: ConfigFile,
): Promise<Record<string, unknown> | undefined> {
  const read = await readConfinedFile(root, file.path);
  if (read.kind === 'missing') return undefined;
  if (read.kind === 'outside')
    throw new RemoraError(
      'CONFIG_001',
      `${file.label} is a symbolic link leading outside the repository; it is not read`,
    );
  let document: unknown;
  try {
    document = parseYaml(read.bytes.toString('utf8'));
  } catch (error) {
    throw new RemoraError('CONFIG_001', `${file.label}: not valid YAML${yamlErrorPlace(error)}`);
  }
  if (document === null || document === undefined) return {};
  if (!isRecord(document))
    throw new RemoraError('CONFIG_001', `${file.label}: expected a mapping at the top level`);
  return document;
}

/** `REMORA_<PATH>` for every scalar leaf of the defaults: REMORA_RUNNER_RETRY_ATTEMPTS -> runner.retry.attempts. */
function envOverrides(env: NodeJS.ProcessEnv, defaults: RemoraConfig): Record<string, unknown> {
  const layer: Record<string, unknown> = {};
  const paths = [...leaves(defaults).map(([path]) => path), 'server.base_url', 'runner.max_turns'];
  for (const path of paths) {
    const value = env[envName(path)];
    if (value !== undefined && value !== '') setPath(layer, path, coerce(value));
  }
  return layer;
}

/** The discoverer's options from the config: `threads: 0` means one per core. */
export function discoveryOptions(config: RemoraConfig): { maxFileBytes: number; threads?: number } {
  const { max_file_bytes, threads } = config.discovery;
  return threads === 0
    ? { maxFileBytes: max_file_bytes }
    : { maxFileBytes: max_file_bytes, threads };
}

/**
 * Checks the ops the configuration names against the agents there are: an op
 * in `operations` or in a graph edge that no agent runs is a CONFIG_001 error,
 * not a setting silently ignored (a typo such as `docstrnig` would switch
 * nothing on, and an edge to it would order nothing).
 */
export function checkConfiguredOps(config: RemoraConfig, agentOps: readonly string[]): void {
  const known = new Set(agentOps);
  const available = [...known].sort().join(', ');
  for (const op of Object.keys(config.operations))
    if (!known.has(op))
      throw new RemoraError(
        'CONFIG_001',
        `${CONFIG_FILE}: operations.${op}: no agent runs the op '${op}'; agents: ${available}`,
      );
  config.graph.edges.forEach((edge, index) => {
    const [, from, to] = GRAPH_EDGE.exec(edge) ?? [];
    const unknown = [from, to].find((op) => op !== undefined && !known.has(op));
    if (unknown)
      throw new RemoraError(
        'CONFIG_001',
        `${CONFIG_FILE}: graph.edges.${index}: no agent runs the op '${unknown}'; agents: ${available}`,
      );
  });
}
