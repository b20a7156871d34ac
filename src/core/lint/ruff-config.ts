import { parse as parseToml, TomlError } from 'smol-toml';
import { z } from 'zod';
import { RemoraError } from '../errors.js';
import type { FileSource } from '../workspace/file-source.js';
import {
  ruffTableSchema,
  settingsFromRuffTable,
  tryTargetFromRequiresPython,
  type RuffTable,
} from './ruff-toml.js';
import type { RuffSettings } from './types.js';

/**
 * The rules Remora lints with when a repository configures none: Ruff's own
 * default (E4, E7, E9, F: errors and likely bugs, nothing stylistic), plus
 * rules that find bugs rather than style:
 * - `B`: bugbear (mutable defaults, loop closures), without the rules that
 *   flag habits rather than mistakes: `B008` (calls in defaults: every FastAPI
 *   `Depends`), `B904` (`raise` without `from` in `except`), `B905` (`zip()`
 *   without `strict=`), `B028` (`warnings.warn` without `stacklevel`);
 * - `W605`: invalid escape sequences, bugs in waiting.
 * A package's `__init__.py` imports names to re-export them, so `F401`
 * (unused import) is not reported there: removing such an import would break
 * the package's public names. No import sorting (`I`), no syntax upgrades (`UP`), no whitespace rules: a
 * repository that has not chosen them would not commit their rewrites (an
 * isort pass reorders `from .x import *` lines, whose order is meaning).
 */
export const REMORA_DEFAULT_SETTINGS: Readonly<RuffSettings> = Object.freeze({
  select: ['E4', 'E7', 'E9', 'F', 'B', 'W605'],
  ignore: ['B008', 'B028', 'B904', 'B905'],
  perFileIgnores: { '__init__.py': ['F401'] },
});

const pyprojectSchema = z.looseObject({
  project: z.looseObject({ 'requires-python': z.string().optional() }).optional(),
  tool: z.looseObject({ ruff: z.unknown().optional() }).optional(),
});

type Pyproject = z.infer<typeof pyprojectSchema>;

/**
 * Finds the repo's Ruff configuration the way Ruff does for a file at the repo
 * root: `.ruff.toml`, then `ruff.toml`, then `pyproject.toml` `[tool.ruff]`
 * (only when that table exists). Without a `target-version`, the target comes
 * from `project.requires-python`, as in Ruff. With no configuration at all,
 * {@link REMORA_DEFAULT_SETTINGS}. A malformed file → RemoraError CONFIG_001
 * naming the file. Returns the settings and where they came from.
 */
export async function loadRuffSettings(
  source: FileSource,
): Promise<{ settings: RuffSettings; origin: string }> {
  let pyproject: Promise<Pyproject | undefined> | undefined;
  const readPyproject = (): Promise<Pyproject | undefined> =>
    (pyproject ??= tryReadPyproject(source));
  for (const file of ['.ruff.toml', 'ruff.toml']) {
    const text = await source.readFile(file);
    if (text === undefined) continue;
    const settings = settingsFromRuffTable(validateRuffTable(file, [], parseTomlFile(file, text)));
    return { settings: await withInferredTarget(settings, readPyproject), origin: file };
  }
  const project = await readPyproject();
  if (project?.tool?.ruff !== undefined) {
    const settings = settingsFromRuffTable(
      validateRuffTable('pyproject.toml', ['tool', 'ruff'], project.tool.ruff),
    );
    return {
      settings: await withInferredTarget(settings, readPyproject),
      origin: 'pyproject.toml [tool.ruff]',
    };
  }
  const settings = await withInferredTarget(
    {
      ...REMORA_DEFAULT_SETTINGS,
      select: [...REMORA_DEFAULT_SETTINGS.select],
      ignore: [...REMORA_DEFAULT_SETTINGS.ignore],
    },
    readPyproject,
  );
  return { settings, origin: "Remora's default rules (no Ruff configuration found)" };
}

async function withInferredTarget(
  settings: RuffSettings,
  readPyproject: () => Promise<Pyproject | undefined>,
): Promise<RuffSettings> {
  if (settings.targetVersion !== undefined) return settings;
  const requiresPython = (await readPyproject())?.project?.['requires-python'];
  const targetVersion =
    requiresPython === undefined ? undefined : tryTargetFromRequiresPython(requiresPython);
  return targetVersion === undefined ? settings : { ...settings, targetVersion };
}

async function tryReadPyproject(source: FileSource): Promise<Pyproject | undefined> {
  const text = await source.readFile('pyproject.toml');
  if (text === undefined) return undefined;
  const parsed = pyprojectSchema.safeParse(parseTomlFile('pyproject.toml', text));
  if (!parsed.success) throw configError('pyproject.toml', [], parsed.error);
  return parsed.data;
}

function parseTomlFile(file: string, text: string): unknown {
  try {
    return parseToml(text);
  } catch (error) {
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    const where = error instanceof TomlError ? ` (line ${error.line}, column ${error.column})` : '';
    throw new RemoraError('CONFIG_001', `${file} is not valid TOML${where}: ${detail}`, {
      cause: error,
    });
  }
}

function validateRuffTable(file: string, at: string[], value: unknown): RuffTable {
  const parsed = ruffTableSchema.safeParse(value);
  if (!parsed.success) throw configError(file, at, parsed.error);
  return parsed.data;
}

function configError(file: string, at: string[], error: z.ZodError): RemoraError {
  const problems = error.issues.map((issue) => {
    const key = [...at, ...issue.path.map(String)].join('.');
    return `${key || '(root)'}: ${issue.message}`;
  });
  return new RemoraError(
    'CONFIG_001',
    `${file} has an invalid Ruff setting: ${problems.join('; ')}`,
  );
}
