import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { RemoraError } from './core/errors.js';

/** The file name Remora reads at the repository root. */
export const CONFIG_FILE = 'remora.yaml';

const operationSchema = z
  .object({
    enabled: z.boolean().default(true),
    /** The model (adapter) name for this op; falls back to the agent's, then server.default_model. */
    model: z.string().min(1).optional(),
    style: z.enum(['google', 'numpy', 'sphinx']).optional(),
    format: z.enum(['json', 'yaml']).optional(),
  })
  .passthrough();

const configSchema = z
  .object({
    discovery: z
      .object({
        max_file_bytes: z.number().int().positive().default(1_048_576),
        threads: z.number().int().min(0).max(64).default(0),
      })
      .strict()
      .prefault({}),
    operations: z
      .record(
        z.string().regex(/^[a-z_]+$/, 'an operation name is lowercase letters and _'),
        operationSchema,
      )
      .default({
        lint: { enabled: true },
        docstring: { enabled: true },
        test: { enabled: true },
        sample_data: { enabled: false },
      }),
    graph: z
      .object({
        edges: z.array(z.string()).default(['lint -> docstring']),
        error_policy: z
          .enum(['stop_graph', 'skip_downstream', 'continue'])
          .default('skip_downstream'),
      })
      .strict()
      .prefault({}),
    server: z
      .object({
        base_url: z.string().url().optional(),
        default_model: z.string().min(1).default('functiongemma'),
        /** The environment variable holding the API key: a key never sits in the file. */
        api_key_env: z
          .string()
          .regex(/^[A-Z_][A-Z0-9_]*$/)
          .default('REMORA_API_KEY'),
        timeout_ms: z.number().int().positive().default(60_000),
      })
      .strict()
      .prefault({}),
    runner: z
      .object({
        max_turns: z.number().int().min(1).max(100).optional(),
        tool_choice: z.enum(['auto', 'required', 'none']).default('auto'),
        temperature: z.number().min(0).max(2).default(0),
        max_tokens: z.number().int().positive().default(1024),
        extra_body: z.record(z.string(), z.unknown()).optional(),
        max_nudges: z.number().int().min(0).max(10).default(2),
        history_token_budget: z.number().int().positive().default(24_000),
        retry: z
          .object({
            attempts: z.number().int().min(1).max(10).default(3),
            base_delay_ms: z.number().int().min(0).default(500),
            max_delay_ms: z.number().int().min(0).default(8_000),
          })
          .strict()
          .prefault({}),
        node_concurrency: z.number().int().min(1).max(256).default(4),
        request_concurrency: z.number().int().min(1).max(256).default(8),
        command_timeout_ms: z.number().int().positive().default(60_000),
        /** The whole review's time limit: ops still running then fail with AGENT_002. */
        deadline_s: z.number().positive().max(86_400).default(1_800),
      })
      .strict()
      .prefault({}),
  })
  .strict();

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
 * Loads `remora.yaml` from `root` (absent is fine), then `REMORA_*`
 * environment overrides, then flag overrides: flags > env > file > defaults.
 * Any problem is a CONFIG_001 error naming the key path and the expectation.
 */
export async function loadConfig(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  flags: Record<string, unknown> = {},
): Promise<LoadedConfig> {
  const file = await tryReadConfigFile(join(root, CONFIG_FILE));
  const defaults = parseConfig({}, 'defaults');
  const envLayer = envOverrides(env, defaults);
  const merged = deepMerge(deepMerge(file ?? {}, envLayer), flags);
  const config = parseConfig(merged, CONFIG_FILE);
  const sources = new Map<string, ConfigSource>();
  for (const [path] of leaves(config)) {
    sources.set(
      path,
      has(flags, path)
        ? 'flag'
        : has(envLayer, path)
          ? 'env'
          : has(file ?? {}, path)
            ? CONFIG_FILE
            : 'default',
    );
  }
  return { config, sources };
}

function parseConfig(value: unknown, label: string): RemoraConfig {
  const result = configSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') || '(top level)';
  throw new RemoraError('CONFIG_001', `${label}: ${path}: ${issue?.message ?? 'invalid'}`);
}

async function tryReadConfigFile(path: string): Promise<Record<string, unknown> | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  let document: unknown;
  try {
    document = parseYaml(text);
  } catch (error) {
    throw new RemoraError(
      'CONFIG_001',
      `${CONFIG_FILE}: not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  if (document === null || document === undefined) return {};
  if (!isRecord(document))
    throw new RemoraError('CONFIG_001', `${CONFIG_FILE}: expected a mapping at the top level`);
  return document;
}

/** `REMORA_<PATH>` for every scalar leaf of the defaults: REMORA_RUNNER_RETRY_ATTEMPTS -> runner.retry.attempts. */
function envOverrides(env: NodeJS.ProcessEnv, defaults: RemoraConfig): Record<string, unknown> {
  const layer: Record<string, unknown> = {};
  const paths = [...leaves(defaults).map(([path]) => path), 'server.base_url', 'runner.max_turns'];
  for (const path of paths) {
    const value = env[`REMORA_${path.replace(/\./g, '_').toUpperCase()}`];
    if (value !== undefined && value !== '') setPath(layer, path, coerce(value));
  }
  return layer;
}

/** Every scalar (or array) leaf as [dotted path, value]. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (!isRecord(value)) return [[prefix, value]];
  const entries = Object.entries(value);
  if (entries.length === 0 && prefix) return [[prefix, value]];
  return entries.flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function coerce(value: string): unknown {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = isRecord(next) ? next : (node[key] = {});
  }
  node[keys.at(-1) as string] = value;
}

function has(value: Record<string, unknown>, path: string): boolean {
  let node: unknown = value;
  for (const key of path.split('.')) {
    if (!isRecord(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const current = out[key];
    out[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The discoverer's options from the config: `threads: 0` means one per core. */
export function discoveryOptions(config: RemoraConfig): { maxFileBytes: number; threads?: number } {
  const { max_file_bytes, threads } = config.discovery;
  return threads === 0
    ? { maxFileBytes: max_file_bytes }
    : { maxFileBytes: max_file_bytes, threads };
}
