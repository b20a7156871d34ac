import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { RemoraError } from './core/errors.js';

/** The file name Remora reads at the repository root. */
export const CONFIG_FILE = 'remora.yaml';

const discoverySchema = z
  .object({
    /** Files over this many bytes are skipped with a notice. */
    max_file_bytes: z.number().int().positive().default(1_048_576),
    /** Worker threads for large inputs; 0 picks one per core. */
    threads: z.number().int().min(0).max(64).default(0),
  })
  .strict();

const configSchema = z
  .object({
    discovery: discoverySchema.default({ max_file_bytes: 1_048_576, threads: 0 }),
  })
  .strict();

/** The validated configuration, defaults filled in. */
export type RemoraConfig = z.infer<typeof configSchema>;

/** Environment variables that override a config key, as `REMORA_<SECTION>_<KEY>`. */
const ENV_OVERRIDES: Record<string, readonly [keyof RemoraConfig, string]> = {
  REMORA_DISCOVERY_MAX_FILE_BYTES: ['discovery', 'max_file_bytes'],
  REMORA_DISCOVERY_THREADS: ['discovery', 'threads'],
};

/**
 * Loads `remora.yaml` from `root` (absent is fine) and applies `REMORA_*`
 * environment overrides: env > file > defaults. Any problem is a CONFIG_001
 * error that names the key path and what was expected.
 */
export async function loadConfig(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RemoraConfig> {
  const raw = await tryReadConfigFile(join(root, CONFIG_FILE));
  const merged: Record<string, unknown> = isRecord(raw) ? { ...raw } : {};
  if (raw !== undefined && raw !== null && !isRecord(raw)) {
    throw new RemoraError('CONFIG_001', `${CONFIG_FILE}: expected a mapping at the top level`);
  }
  for (const [name, [section, key]] of Object.entries(ENV_OVERRIDES)) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const current = merged[section];
    merged[section] = { ...(isRecord(current) ? current : {}), [key]: coerceEnvValue(value) };
  }
  const result = configSchema.safeParse(merged);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue?.path.join('.') || '(top level)';
    throw new RemoraError('CONFIG_001', `${CONFIG_FILE}: ${path}: ${issue?.message ?? 'invalid'}`);
  }
  return result.data;
}

async function tryReadConfigFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return parseYaml(text);
  } catch (error) {
    throw new RemoraError(
      'CONFIG_001',
      `${CONFIG_FILE}: not valid YAML: ${(error as Error).message}`,
    );
  }
}

function coerceEnvValue(value: string): unknown {
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
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
