import { z } from 'zod';
import { tryGlobProblem } from './path-patterns.js';
import type { RuffSettings } from './types.js';

const selectors = z.array(z.string());

/** A path glob Ruff accepts; see {@link tryGlobProblem}. */
const glob = z.string().superRefine((pattern, context) => {
  const problem = tryGlobProblem(pattern);
  if (problem) context.addIssue({ code: 'custom', message: `the glob '${pattern}': ${problem}` });
});

const perFileIgnores = z.record(z.string(), selectors).superRefine((table, context) => {
  for (const pattern of Object.keys(table)) {
    // A leading ! negates a per-file-ignores pattern.
    const problem = tryGlobProblem(pattern.replace(/^!/, ''));
    if (problem)
      context.addIssue({
        code: 'custom',
        path: [pattern],
        message: `the glob '${pattern}': ${problem}`,
      });
  }
});
const table = z.record(z.string(), z.unknown());

// The lint keys Remora maps; anything else in the table is either a plugin table (passed on) or ignored.
const lintKeys = {
  select: selectors.optional(),
  ignore: selectors.optional(),
  'extend-select': selectors.optional(),
  'extend-ignore': selectors.optional(),
  fixable: selectors.optional(),
  unfixable: selectors.optional(),
  'per-file-ignores': perFileIgnores.optional(),
  'extend-per-file-ignores': perFileIgnores.optional(),
  'dummy-variable-rgx': z.string().optional(),
  preview: z.boolean().optional(),
};

const lintTable = z.looseObject(lintKeys);

/** The Ruff table of `ruff.toml` (its root) or of `pyproject.toml` (`[tool.ruff]`). */
export const ruffTableSchema = z.looseObject({
  ...lintKeys,
  'line-length': z.number().int().positive().optional(),
  'indent-width': z.number().int().positive().optional(),
  'target-version': z.string().optional(),
  src: z.array(z.string()).optional(),
  exclude: z.array(glob).optional(),
  'extend-exclude': z.array(glob).optional(),
  lint: lintTable.optional(),
});

export type RuffTable = z.infer<typeof ruffTableSchema>;

/** Ruff's documented default rule set, used when a configuration selects nothing. */
export const RUFF_DEFAULT_SELECT: readonly string[] = ['E4', 'E7', 'E9', 'F'];

/**
 * Maps a validated Ruff table into settings, the way Ruff reads it: a key under
 * `lint` wins over the same (deprecated) key at the top level, and plugin
 * tables (`lint.isort`, or the deprecated top-level `isort`) are passed on.
 */
export function settingsFromRuffTable(ruff: RuffTable): RuffSettings {
  const lint = ruff.lint ?? {};
  const pick = <K extends keyof typeof lintKeys>(key: K): RuffTable[K] => lint[key] ?? ruff[key];
  const ignore = [...(pick('ignore') ?? []), ...(pick('extend-ignore') ?? [])];
  const perFile = { ...pick('per-file-ignores'), ...pick('extend-per-file-ignores') };
  const exclude = [...(ruff.exclude ?? []), ...(ruff['extend-exclude'] ?? [])];
  const plugins = { ...pluginTables(ruff), ...pluginTables(lint) };
  return {
    select: [...(pick('select') ?? RUFF_DEFAULT_SELECT)],
    ignore,
    ...optional('extendSelect', pick('extend-select')),
    ...optional('fixable', pick('fixable')),
    ...optional('unfixable', pick('unfixable')),
    ...optional('preview', pick('preview')),
    ...optional('dummyVariableRgx', pick('dummy-variable-rgx')),
    ...optional('lineLength', ruff['line-length']),
    ...optional('indentWidth', ruff['indent-width']),
    ...optional('targetVersion', ruff['target-version']),
    ...optional('src', ruff.src),
    ...(Object.keys(perFile).length > 0 ? { perFileIgnores: perFile } : {}),
    ...(exclude.length > 0 ? { exclude } : {}),
    ...(Object.keys(plugins).length > 0 ? { pluginOptions: plugins } : {}),
  };
}

/**
 * Ruff's target version for a `requires-python` specifier: its lowest allowed
 * Python 3 minor version (`>=3.9` → `py39`), or undefined when there is none.
 */
export function tryTargetFromRequiresPython(requiresPython: string): string | undefined {
  const bounds = [...requiresPython.matchAll(/(>=|~=|==|>)\s*3\.(\d+)/g)].map(
    (match) => Number(match[2]) + (match[1] === '>' ? 1 : 0),
  );
  if (bounds.length === 0) return undefined;
  // Ruff 0.17 knows py37 to py315; a bound outside that is clamped, as Ruff clamps it.
  return `py3${Math.min(15, Math.max(7, Math.min(...bounds)))}`;
}

// The tables that configure one rule family, as Ruff names them under `lint`.
const PLUGIN_TABLE =
  /^(flake8-[a-z0-9-]+|isort|mccabe|pep8-naming|pycodestyle|pydocstyle|pyflakes|pylint|pyupgrade|ruff)$/;

function pluginTables(source: Record<string, unknown>): Record<string, Record<string, unknown>> {
  const plugins: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(source)) {
    const parsed = table.safeParse(value);
    if (PLUGIN_TABLE.test(key) && parsed.success && !Array.isArray(value))
      plugins[key] = parsed.data;
  }
  return plugins;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
