/**
 * The plain-object layers the configuration is merged from (file, environment,
 * flags), addressed by dotted key paths.
 */

/** Every scalar (or array) leaf as [dotted path, value]. */
export function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (!isRecord(value)) return [[prefix, value]];
  const entries = Object.entries(value);
  if (entries.length === 0 && prefix) return [[prefix, value]];
  return entries.flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

export function coerce(value: string): unknown {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = isRecord(next) ? next : (node[key] = {});
  }
  node[keys.at(-1) as string] = value;
}

export function has(value: Record<string, unknown>, path: string): boolean {
  let node: unknown = value;
  for (const key of path.split('.')) {
    if (!isRecord(node) || !(key in node)) return false;
    node = node[key];
  }
  return true;
}

export function deepMerge(
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

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The environment variable that sets a key: runner.retry.attempts -> REMORA_RUNNER_RETRY_ATTEMPTS. */
export function envName(path: string): string {
  return `REMORA_${path.replace(/\./g, '_').toUpperCase()}`;
}
