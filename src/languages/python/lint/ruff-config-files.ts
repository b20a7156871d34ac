import { tryJoinPath } from '../../../core/workspace/workspace-path.js';
import { parse as parseToml, TomlError } from 'smol-toml';
import { z } from 'zod';
import { RemoraError } from '../../../core/errors.js';
import type { FileSource } from '../../../core/workspace/file-source.js';
import {
  layerFromRuffTable,
  ruffTableSchema,
  tryTargetFromRequiresPython,
  type RuffLayer,
  type RuffTable,
} from './ruff-toml.js';

const CONFIG_FILES = ['.ruff.toml', 'ruff.toml', 'pyproject.toml'] as const;

/** A file's path in a folder (`''`: the root). */
export function inFolder(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

const pyprojectSchema = z.looseObject({
  project: z.looseObject({ 'requires-python': z.string().optional() }).optional(),
  tool: z.looseObject({ ruff: z.unknown().optional() }).optional(),
});

/** What Remora reads of a `pyproject.toml`. */
export type Pyproject = z.infer<typeof pyprojectSchema>;

/**
 * The configuration file Ruff would use in a folder: `.ruff.toml`, then
 * `ruff.toml`, then `pyproject.toml` when it has a `[tool.ruff]` table.
 */
export async function tryConfigIn(
  source: FileSource,
  folder: string,
  readPyproject: (file: string) => Promise<Pyproject | undefined>,
): Promise<string | undefined> {
  for (const name of CONFIG_FILES) {
    const file = inFolder(folder, name);
    if (name === 'pyproject.toml') {
      if ((await readPyproject(file))?.tool?.ruff !== undefined) return file;
    } else if ((await source.readFile(file)) !== undefined) return file;
  }
  return undefined;
}

/**
 * The layers of a configuration file and of every file it extends, the file
 * itself first. Missing, circular or outside the tree: CONFIG_001.
 */
export async function loadChain(
  source: FileSource,
  start: string,
  readPyproject: (file: string) => Promise<Pyproject | undefined>,
): Promise<RuffLayer[]> {
  const layers: RuffLayer[] = [];
  let next: string | undefined = start;
  while (next !== undefined) {
    const file: string = next;
    if (layers.some((layer) => layer.file === file)) {
      const chain = [...layers.map((layer) => layer.file), file].map((f) => `\`${f}\``);
      throw new RemoraError(
        'CONFIG_001',
        `Circular Ruff configuration: ${chain.join(' extends ')}`,
      );
    }
    const layer = await loadLayer(source, file, readPyproject, layers.at(-1)?.file);
    layers.push(layer);
    if (layer.extend === undefined) break;
    next = tryJoinPath(layer.root, layer.extend);
    if (next === undefined)
      throw new RemoraError(
        'CONFIG_001',
        `${file} extends '${layer.extend}', which is outside the repository`,
      );
  }
  return layers;
}

async function loadLayer(
  source: FileSource,
  file: string,
  readPyproject: (file: string) => Promise<Pyproject | undefined>,
  extendedBy: string | undefined,
): Promise<RuffLayer> {
  const root = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  if (file.endsWith('pyproject.toml')) {
    const project = await readPyproject(file);
    if (project === undefined) throw missingExtend(file, extendedBy);
    const layer = layerFromRuffTable(
      validateRuffTable(file, ['tool', 'ruff'], project.tool?.ruff ?? {}),
      file,
      root,
    );
    // A pyproject.toml's requires-python stands for its own missing target-version, as in Ruff.
    const requires = project.project?.['requires-python'];
    const inferred = requires === undefined ? undefined : tryTargetFromRequiresPython(requires);
    return layer.targetVersion === undefined && inferred !== undefined
      ? { ...layer, targetVersion: inferred }
      : layer;
  }
  const text = await source.readFile(file);
  if (text === undefined) throw missingExtend(file, extendedBy);
  return layerFromRuffTable(validateRuffTable(file, [], parseTomlFile(file, text)), file, root);
}

function missingExtend(file: string, extendedBy: string | undefined): RemoraError {
  return new RemoraError(
    'CONFIG_001',
    `${extendedBy ?? 'A Ruff configuration'} extends ${file}, which does not exist`,
  );
}

/** A `pyproject.toml`, parsed, or undefined when absent; malformed: CONFIG_001. */
export async function tryReadPyproject(
  source: FileSource,
  file: string,
): Promise<Pyproject | undefined> {
  const text = await source.readFile(file);
  if (text === undefined) return undefined;
  const parsed = pyprojectSchema.safeParse(parseTomlFile(file, text));
  if (!parsed.success) throw configError(file, [], parsed.error);
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
