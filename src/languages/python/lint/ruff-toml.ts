import { tryJoinPath } from '../../../core/workspace/workspace-path.js';
import { z } from 'zod';
import { tryGlobProblem } from '../../../core/globs.js';
import type { ExcludeGlob, PerFileIgnore } from './ruff-types.js';

const selectors = z.array(z.string());

/** A path glob Ruff accepts; see {@link tryGlobProblem}. */
const glob = z.string().superRefine((pattern, context) => {
  const problem = tryGlobProblem(pattern);
  if (problem) context.addIssue({ code: 'custom', message: `the glob '${pattern}': ${problem}` });
});

/** A table whose keys are path globs (a leading ! negates a per-file-ignores pattern). */
function globKeyed<T extends z.ZodType>(value: T) {
  return z.record(z.string(), value).superRefine((table, context) => {
    for (const pattern of Object.keys(table)) {
      const problem = tryGlobProblem(pattern.replace(/^!/, ''));
      if (problem)
        context.addIssue({
          code: 'custom',
          path: [pattern],
          message: `the glob '${pattern}': ${problem}`,
        });
    }
  });
}

const perFileIgnores = globKeyed(selectors);
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

const lintTable = z.looseObject({ ...lintKeys, exclude: z.array(glob).optional() });

/** The Ruff table of `ruff.toml` (its root) or of `pyproject.toml` (`[tool.ruff]`). */
export const ruffTableSchema = z.looseObject({
  ...lintKeys,
  extend: z.string().optional(),
  'line-length': z.number().int().positive().optional(),
  'indent-width': z.number().int().positive().optional(),
  'target-version': z.string().optional(),
  'required-version': z.string().optional(),
  'per-file-target-version': globKeyed(z.string()).optional(),
  src: z.array(z.string()).optional(),
  exclude: z.array(glob).optional(),
  'extend-exclude': z.array(glob).optional(),
  lint: lintTable.optional(),
});

export type RuffTable = z.infer<typeof ruffTableSchema>;

/** Ruff's default `exclude`: folder (or file) names, matched by name anywhere in the tree. */
export const RUFF_DEFAULT_EXCLUDE: readonly string[] = [
  '.bzr',
  '.direnv',
  '.eggs',
  '.git',
  '.git-rewrite',
  '.hg',
  '.ipynb_checkpoints',
  '.mypy_cache',
  '.nox',
  '.pants.d',
  '.pyenv',
  '.pytest_cache',
  '.pytype',
  '.ruff_cache',
  '.svn',
  '.tox',
  '.venv',
  '.vscode',
  '__pypackages__',
  '_build',
  'buck-out',
  'dist',
  'node_modules',
  'site-packages',
  'venv',
];

/** One configuration layer's rule selection: Ruff applies layers in order, base first. */
export interface RuleSelection {
  select?: string[];
  ignore: string[];
  extendSelect: string[];
}

/** A target version for the files a glob matches (`per-file-target-version`). */
export interface PerFileTargetVersion {
  pattern: string;
  root: string;
  version: string;
}

/**
 * What one configuration file says, its globs and folders anchored to the
 * folder it sits in (`root`), before `extend` chains are combined.
 */
export interface RuffLayer {
  /** The file, repository-relative, for messages. */
  file: string;
  root: string;
  extend?: string;
  selection: RuleSelection;
  fixable?: string[];
  unfixable?: string[];
  preview?: boolean;
  dummyVariableRgx?: string;
  lineLength?: number;
  indentWidth?: number;
  targetVersion?: string;
  /** Ruff's `required-version`: the versions of Ruff the configuration accepts. */
  requiredVersion?: string;
  perFileTargetVersion?: PerFileTargetVersion[];
  /** Repository-relative folders. */
  src?: string[];
  perFileIgnores?: PerFileIgnore[];
  extendPerFileIgnores: PerFileIgnore[];
  exclude?: ExcludeGlob[];
  extendExclude: ExcludeGlob[];
  lintExclude?: ExcludeGlob[];
  pluginOptions: Record<string, Record<string, unknown>>;
}

/**
 * Maps a validated Ruff table into a layer, the way Ruff reads it: a key under
 * `lint` wins over the same (deprecated) key at the top level, `extend-ignore`
 * adds to `ignore`, and plugin tables (`lint.isort`, or the deprecated
 * top-level `isort`) are passed on. `root` is the folder of the file.
 */
export function layerFromRuffTable(ruff: RuffTable, file: string, root: string): RuffLayer {
  const lint = ruff.lint ?? {};
  const pick = <K extends keyof typeof lintKeys>(key: K): RuffTable[K] => lint[key] ?? ruff[key];
  const select = pick('select');
  const perFile = pick('per-file-ignores');
  const rooted = (patterns: string[] | undefined): ExcludeGlob[] | undefined =>
    patterns?.map((pattern) => ({ pattern, root }));
  return {
    file,
    root,
    selection: {
      ...(select ? { select } : {}),
      ignore: [...(pick('ignore') ?? []), ...(pick('extend-ignore') ?? [])],
      extendSelect: pick('extend-select') ?? [],
    },
    ...optional('extend', ruff.extend),
    ...optional('fixable', pick('fixable')),
    ...optional('unfixable', pick('unfixable')),
    ...optional('preview', pick('preview')),
    ...optional('dummyVariableRgx', pick('dummy-variable-rgx')),
    ...optional('lineLength', ruff['line-length']),
    ...optional('indentWidth', ruff['indent-width']),
    ...optional('targetVersion', ruff['target-version']),
    ...optional('requiredVersion', ruff['required-version']),
    ...optional(
      'perFileTargetVersion',
      ruff['per-file-target-version'] &&
        Object.entries(ruff['per-file-target-version']).map(([pattern, version]) => ({
          pattern,
          root,
          version,
        })),
    ),
    ...optional(
      'src',
      ruff.src?.map((folder) => joinPath(root, folder)),
    ),
    ...optional('perFileIgnores', perFile && perFileEntries(perFile, root)),
    extendPerFileIgnores: perFileEntries(pick('extend-per-file-ignores') ?? {}, root),
    ...optional('exclude', rooted(ruff.exclude)),
    extendExclude: rooted(ruff['extend-exclude']) ?? [],
    ...optional('lintExclude', rooted(lint.exclude)),
    pluginOptions: { ...pluginTables(ruff), ...pluginTables(lint) },
  };
}

function perFileEntries(table: Record<string, string[]>, root: string): PerFileIgnore[] {
  return Object.entries(table).map(([pattern, selectors]) => ({
    pattern: pattern.replace(/^!/, ''),
    negated: pattern.startsWith('!'),
    root,
    selectors,
  }));
}

function joinPath(root: string, path: string): string {
  return tryJoinPath(root, path) ?? path;
}

/**
 * Ruff's target version for a `requires-python` specifier: the lowest
 * `major.minor` among its `==`, `===`, `~=`, `>` and `>=` clauses, when it is a
 * version Ruff knows (py37 to py315); otherwise undefined, and Ruff's default
 * applies. Ruff does not add one for `>`: `>3.9` gives py39.
 */
export function tryTargetFromRequiresPython(requiresPython: string): string | undefined {
  const versions = [...requiresPython.matchAll(/(===|==|~=|>=|>)\s*(\d+)\.(\d+)/g)].map(
    (match) => ({ major: Number(match[2]), minor: Number(match[3]) }),
  );
  if (versions.length === 0) return undefined;
  const lowest = versions.reduce((a, b) =>
    b.major < a.major || (b.major === a.major && b.minor < a.minor) ? b : a,
  );
  return lowest.major === 3 && lowest.minor >= 7 && lowest.minor <= 15
    ? `py3${lowest.minor}`
    : undefined;
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
