import { RemoraError } from '../../../core/errors.js';
import { tryJoinPath } from '../../../core/workspace/workspace-path.js';
import type { FileSource } from '../../../core/workspace/file-source.js';
import { parseJsonc } from './jsonc.js';

/** The names Biome reads its configuration from, in the order it looks for them in a folder. */
export const BIOME_CONFIG_NAMES = ['biome.json', 'biome.jsonc', '.biome.json', '.biome.jsonc'];

// A chain of `extends` deeper than this is refused rather than followed.
const MAX_EXTENDS_DEPTH = 16;

/** A Biome configuration as it stands once what it extends is merged in. */
export interface BiomeConfig {
  /** The file, repository-relative. */
  file: string;
  /** Its folder: where its globs are rooted; `''` is the repository's root. */
  folder: string;
  /** False for a nested configuration (`"root": false`). */
  root: boolean;
  /** The configuration with `extends` merged in and removed: what Biome's workspace takes. */
  configuration: Record<string, unknown>;
  /**
   * The text of the file and of each file it extends: Biome's workspace takes
   * the merged object without checking its keys, so each text is checked as
   * Biome's CLI checks it when it loads them.
   */
  sources: ConfigSource[];
}

/** A configuration file's path and text. */
export interface ConfigSource {
  file: string;
  text: string;
}

/** The configurations that govern a file: its project's root one, and the nested one nearer the file, if any. */
export interface BiomeGovernance {
  project: BiomeConfig;
  nested?: BiomeConfig;
}

/** Finds and reads the Biome configurations of a tree, each file read and merged once. */
export interface BiomeConfigs {
  /** What governs the file as Biome sees it; undefined when no configuration is above it. */
  governing(filePath: string): Promise<BiomeGovernance | undefined>;
}

type JsonObject = Record<string, unknown>;

/**
 * Biome's configurations of a tree, found as Biome finds them: the nearest
 * `biome.json`/`biome.jsonc` above a file governs it; when that one says
 * `"root": false` it is nested in the project of the nearest root one above
 * it (and inherits from it only through `"extends": "//"`). Every file is
 * data from the pull request: bad JSON, an `extends` out of the repository,
 * to a package, to a missing file or in a circle is LINT_001.
 */
export function createBiomeConfigs(source: FileSource): BiomeConfigs {
  const configFileOf = new Map<string, Promise<string | undefined>>();
  const loaded = new Map<string, Promise<BiomeConfig>>();

  const findIn = (folder: string): Promise<string | undefined> => {
    let found = configFileOf.get(folder);
    if (!found) {
      found = (async () => {
        for (const name of BIOME_CONFIG_NAMES) {
          const file = folder === '' ? name : `${folder}/${name}`;
          if ((await source.readFile(file)) !== undefined) return file;
        }
        return undefined;
      })();
      configFileOf.set(folder, found);
    }
    return found;
  };

  const nearestAbove = async (
    folder: string | undefined,
    wanted: (config: BiomeConfig) => boolean,
  ): Promise<BiomeConfig | undefined> => {
    for (let at = folder; at !== undefined; at = parentOf(at)) {
      const file = await findIn(at);
      if (file === undefined) continue;
      const config = await load(file);
      if (wanted(config)) return config;
    }
    return undefined;
  };

  const load = (file: string): Promise<BiomeConfig> => {
    let config = loaded.get(file);
    if (!config) {
      config = (async () => {
        const sources: ConfigSource[] = [];
        const own = await readObject(source, file, undefined, sources);
        const folder = folderOf(file);
        const root = own.root !== false;
        const rootConfig = root
          ? undefined
          : await nearestAbove(parentOf(folder), (c) => c.root).then((c) => c?.configuration);
        const configuration = await mergedWithExtends(
          source,
          file,
          own,
          rootConfig,
          [file],
          sources,
        );
        return { file, folder, root, configuration, sources };
      })();
      loaded.set(file, config);
    }
    return config;
  };

  return {
    async governing(filePath) {
      const nearest = await nearestAbove(parentOf(filePath), () => true);
      if (!nearest) return undefined;
      if (nearest.root) return { project: nearest };
      const project = await nearestAbove(parentOf(nearest.folder), (c) => c.root);
      // A nested configuration with no root above it stands as its own project, as Biome's does.
      return project
        ? { project, nested: nearest }
        : {
            project: {
              ...nearest,
              root: true,
              configuration: { ...nearest.configuration, root: true },
            },
          };
    },
  };
}

/**
 * The configuration with what it extends merged beneath it, in order (a later
 * entry over an earlier one, the file itself over all of them); `"//"` is the
 * root configuration of its project. `chain` is the files being merged, for
 * cycles.
 */
async function mergedWithExtends(
  source: FileSource,
  file: string,
  own: JsonObject,
  rootConfig: JsonObject | undefined,
  chain: readonly string[],
  sources: ConfigSource[],
): Promise<JsonObject> {
  if (chain.length > MAX_EXTENDS_DEPTH)
    throw new RemoraError(
      'LINT_001',
      `${file}: its extends chain is deeper than ${MAX_EXTENDS_DEPTH}`,
    );
  let base: JsonObject = {};
  for (const entry of extendsOf(file, own)) {
    let extended: JsonObject;
    if (entry === '//') {
      if (!rootConfig)
        throw new RemoraError(
          'LINT_001',
          `${file} extends "//", which only a nested configuration ("root": false) under a root one may`,
        );
      extended = rootConfig;
    } else {
      const target = extendedFile(file, entry);
      if (chain.includes(target))
        throw new RemoraError(
          'LINT_001',
          `Circular Biome configuration: ${[...chain, target].map((f) => `\`${f}\``).join(' extends ')}`,
        );
      const read = await readObject(source, target, file, sources);
      extended = await mergedWithExtends(
        source,
        target,
        read,
        rootConfig,
        [...chain, target],
        sources,
      );
    }
    base = mergeConfigurations(base, extended);
  }
  const rest = withoutKeys(own, ['extends', '$schema']);
  return mergeConfigurations(base, rest);
}

function extendsOf(file: string, config: JsonObject): string[] {
  const value = config.extends;
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
    return value as string[];
  throw new RemoraError('LINT_001', `${file}: "extends" must be a string or a list of strings`);
}

/** The repository path an `extends` entry names; out of the repository or a package: LINT_001. */
function extendedFile(file: string, entry: string): string {
  const isPath = entry.startsWith('./') || entry.startsWith('../') || /\.jsonc?$/.test(entry);
  if (!isPath || entry.startsWith('@'))
    throw new RemoraError(
      'LINT_001',
      `${file} extends the package "${entry}", which is not a file of the repository: only the repository's own files are read`,
    );
  const target = tryJoinPath(folderOf(file), entry);
  if (target === undefined || entry.includes('\\'))
    throw new RemoraError(
      'LINT_001',
      `${file} extends "${entry}", which is outside the repository: it is not read`,
    );
  return target;
}

async function readObject(
  source: FileSource,
  file: string,
  extendedBy: string | undefined,
  sources: ConfigSource[],
): Promise<JsonObject> {
  const text = await source.readFile(file);
  if (text === undefined)
    throw new RemoraError(
      'LINT_001',
      `${extendedBy ?? 'A Biome configuration'} extends ${file}, which does not exist`,
    );
  const value = parseJsonc(file, text);
  sources.push({ file, text });
  if (!isObject(value))
    throw new RemoraError('LINT_001', `${file} must hold a JSON object, not ${describe(value)}`);
  return value;
}

/**
 * Biome's merge of one configuration over another: objects merge key by key,
 * `overrides` lists are joined (the base's first), any other value of `over`
 * replaces the base's. Keys are defined, never assigned, so a key named
 * `__proto__` stays a key (Biome then rejects it) and reaches no prototype.
 */
export function mergeConfigurations(base: JsonObject, over: JsonObject): JsonObject {
  const merged: JsonObject = {};
  for (const [key, value] of Object.entries(base)) define(merged, key, value);
  for (const [key, value] of Object.entries(over)) {
    const prior = Object.hasOwn(merged, key) ? merged[key] : undefined;
    if (isObject(prior) && isObject(value)) define(merged, key, mergeConfigurations(prior, value));
    else if (key === 'overrides' && Array.isArray(prior) && Array.isArray(value))
      define(merged, key, [...(prior as unknown[]), ...(value as unknown[])]);
    else define(merged, key, value);
  }
  return merged;
}

function withoutKeys(config: JsonObject, keys: readonly string[]): JsonObject {
  const rest: JsonObject = {};
  for (const [key, value] of Object.entries(config))
    if (!keys.includes(key)) define(rest, key, value);
  return rest;
}

function define(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
}

function folderOf(path: string): string {
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}

/** The folder above, for a repository-relative path; undefined above the root. */
function parentOf(path: string): string | undefined {
  if (path === '') return undefined;
  return folderOf(path);
}
