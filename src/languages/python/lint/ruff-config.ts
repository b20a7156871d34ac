import type { FileSource } from '../../../core/workspace/file-source.js';
import {
  inFolder,
  loadChain,
  tryConfigIn,
  tryReadPyproject,
  type Pyproject,
} from './ruff-config-files.js';
import { pathExcluded } from './path-patterns.js';
import { combineLayers, flattenSelections, ruffDefaultExclude } from './ruff-layers.js';
import { tryDefaultSelectOf, tryPinnedRuffVersion } from './ruff-pin.js';
import { tryTargetFromRequiresPython, type RuffLayer, type RuleSelection } from './ruff-toml.js';
import type { RuffSettings } from './ruff-types.js';

/** The rules that flag what a test writes on purpose; see {@link REMORA_DEFAULT_SETTINGS}. */
const TEST_IDIOMS = ['B018', 'E402', 'E712', 'E731'];
/** Folders of code written to be shown, as the docstring op excuses them. */
const SHOWN_CODE_FOLDERS = ['examples', 'example', 'docs', 'doc', 'demos', 'demo'];
/** The rules that flag an example's deliberate names and imports. */
const SHOWN_CODE_RULES = ['F401', 'F841'];

/**
 * The rules Remora lints with when a repository has no Ruff configuration at
 * all (it has not chosen Ruff, so Ruff's own default set, widened in 0.16, is
 * not imposed): Ruff's former default (E4, E7, E9, F: errors and likely bugs,
 * nothing stylistic), plus
 * rules that find bugs rather than style:
 * - `B`: bugbear (mutable defaults, loop closures), without the rules that
 *   flag habits rather than mistakes: `B008` (calls in defaults: every FastAPI
 *   `Depends`), `B904` (`raise` without `from` in `except`), `B905` (`zip()`
 *   without `strict=`), `B028` (`warnings.warn` without `stacklevel`),
 *   `B007` (a loop variable left unused: a name, not a bug), `B019`
 *   (`lru_cache` on a method: caching for the instance's lifetime is
 *   usually the point; rich reverted its fix within the week);
 * - `W605`: invalid escape sequences, bugs in waiting.
 * A package's `__init__.py` imports names to re-export them, so `F401`
 * (unused import) is not reported there: removing such an import would break
 * the package's public names. In a test file (pytest's default names,
 * `test_*.py` and `*_test.py`) the rules that flag a test's own idioms are
 * not reported: `E712` (`assert x == False` holds only for `False` itself,
 * and its fix, `assert not x`, also passes for `None`, `0` or `""`), `B018`
 * (`1 / 0` or `obj.attr` inside `pytest.raises` is the statement under
 * test), `E731` (a lambda bound to a name as a stand-in) and `E402` (imports
 * below the module-level text a test file sets up first). In a folder of
 * examples or documentation (`examples/`, `docs/`, `demos/` and their
 * singulars, at any depth) `F401` and `F841` are not reported: an example
 * assigns and imports what it means to show. No import sorting (`I`), no syntax upgrades (`UP`), no whitespace rules: a
 * repository that has not chosen them would not commit their rewrites (an
 * isort pass reorders `from .x import *` lines, whose order is meaning).
 */
export const REMORA_DEFAULT_SETTINGS: Readonly<RuffSettings> = Object.freeze({
  select: ['E4', 'E7', 'E9', 'F', 'B', 'W605'],
  ignore: ['B007', 'B008', 'B019', 'B028', 'B904', 'B905'],
  perFileIgnores: [
    { pattern: '__init__.py', root: '', negated: false, selectors: ['F401'] },
    ...['test_*.py', '*_test.py'].map((pattern) => ({
      pattern,
      root: '',
      negated: false,
      selectors: TEST_IDIOMS,
    })),
    // Ruff's `*` crosses folders: `*/examples/*` is an examples folder at any depth.
    ...SHOWN_CODE_FOLDERS.flatMap((folder) => [`${folder}/*`, `*/${folder}/*`]).map((pattern) => ({
      pattern,
      root: '',
      negated: false,
      selectors: SHOWN_CODE_RULES,
    })),
  ],
});

/** The Ruff settings for one file and where they came from, for messages. */
export interface RuffResolution {
  settings: RuffSettings;
  origin: string;
}

/** Finds the Ruff settings that govern each file of a tree, as `ruff check` run at its root does. */
export interface RuffResolver {
  settingsFor(filePath: string): Promise<RuffResolution>;
}

/**
 * What the `ruff check` being reproduced was told on its command line, over
 * any configuration: `--select`, `--target-version`, `--preview`, `--extend-per-file-ignores`
 * (globs relative to the root, where Ruff runs).
 */
export interface RuffCommandLine {
  select?: string[];
  targetVersion?: string;
  preview?: boolean;
  extendPerFileIgnores?: Record<string, string[]>;
}

/**
 * A resolver over a tree, following Ruff's hierarchical configuration: the
 * configuration file closest to the file (`.ruff.toml`, then `ruff.toml`, then
 * `pyproject.toml` with a `[tool.ruff]` table, in each folder from the file's
 * up to the root) alone governs it, with the files it `extend`s, each one's
 * globs and folders relative to its own folder. A `pyproject.toml` without a
 * `target-version` takes one from its `requires-python`; when the combined
 * configuration still has none, the closest `pyproject.toml` with a
 * `requires-python` at or above the configuration's folder gives it. A
 * configuration that selects no rules gets Ruff's default set, as the Ruff the
 * project pins has it (a project on a Ruff before 0.16 never ran the wider
 * default of the WebAssembly build). With no
 * configuration at all, {@link REMORA_DEFAULT_SETTINGS}, targeting the root
 * `pyproject.toml`'s `requires-python`. A file in a folder Ruff's walk never
 * enters (excluded by the configuration above it) is marked `inExcludedFolder`.
 * A malformed file, an `extend` that is
 * missing, circular or leaves the tree → RemoraError CONFIG_001 naming it.
 */
export function createRuffResolver(
  source: FileSource,
  commandLine: RuffCommandLine = {},
): RuffResolver {
  const pyprojects = new Map<string, Promise<Pyproject | undefined>>();
  const readPyproject = (file: string): Promise<Pyproject | undefined> => {
    let read = pyprojects.get(file);
    if (!read) pyprojects.set(file, (read = tryReadPyproject(source, file)));
    return read;
  };
  const configs = new Map<string, Promise<string | undefined>>();
  const configIn = (folder: string): Promise<string | undefined> => {
    let found = configs.get(folder);
    if (!found) configs.set(folder, (found = tryConfigIn(source, folder, readPyproject)));
    return found;
  };
  const chains = new Map<string, Promise<RuffLayer[]>>();
  const chainOf = (file: string): Promise<RuffLayer[]> => {
    let chain = chains.get(file);
    if (!chain) chains.set(file, (chain = loadChain(source, file, readPyproject)));
    return chain;
  };
  const fallbackTarget = async (folder: string): Promise<string | undefined> => {
    for (const dir of foldersUp(folder)) {
      const requires = (await readPyproject(inFolder(dir, 'pyproject.toml')))?.project?.[
        'requires-python'
      ];
      const target = requires === undefined ? undefined : tryTargetFromRequiresPython(requires);
      if (target !== undefined) return target;
    }
    return undefined;
  };
  const defaultSelects = new Map<string, Promise<string[] | undefined>>();
  const defaultSelectOf = (layers: RuffLayer[], folder: string): Promise<string[] | undefined> => {
    const required = layers.find((layer) => layer.requiredVersion)?.requiredVersion;
    const key = `${folder}\n${required ?? ''}`;
    let found = defaultSelects.get(key);
    if (!found) {
      found = tryPinnedRuffVersion(source, folder, required).then((version) =>
        version === undefined ? undefined : tryDefaultSelectOf(version),
      );
      defaultSelects.set(key, found);
    }
    return found;
  };
  const resolve = async (filePath: string): Promise<RuffResolution> => {
    const folder = filePath.includes('/') ? filePath.slice(0, filePath.lastIndexOf('/')) : '';
    for (const dir of foldersUp(folder)) {
      const file = await configIn(dir);
      if (file === undefined) continue;
      const layers = await chainOf(file);
      const target = layers.some((layer) => layer.targetVersion !== undefined)
        ? undefined
        : await fallbackTarget(dir);
      let settings = combineLayers(layers, dir, filePath, target);
      const pinnedDefault = settings.select ? undefined : await defaultSelectOf(layers, dir);
      if (pinnedDefault) settings = { ...settings, select: pinnedDefault };
      return { settings: withCommandLine(settings, commandLine), origin: describeChain(layers) };
    }
    const target = await fallbackTarget('');
    const defaults: RuffSettings = {
      ...REMORA_DEFAULT_SETTINGS,
      select: [...(REMORA_DEFAULT_SETTINGS.select ?? [])],
      ignore: [...REMORA_DEFAULT_SETTINGS.ignore],
      ...(target ? { targetVersion: target } : {}),
      exclude: ruffDefaultExclude(''),
      projectRoot: '',
    };
    return {
      settings: withCommandLine(defaults, commandLine),
      origin: "Remora's default rules (no Ruff configuration found)",
    };
  };
  // A folder, as an entry of Ruff's walk, is judged by the configuration governing
  // its parent: the folder's own configuration is read only once Ruff enters it.
  const excludedFolders = new Map<string, Promise<boolean>>();
  const folderExcluded = (folder: string): Promise<boolean> => {
    let excluded = excludedFolders.get(folder);
    if (!excluded) {
      const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
      excluded = resolve(inFolder(parent, '__init__.py')).then(({ settings }) =>
        pathExcluded(settings.exclude ?? [], folder, settings.projectRoot ?? ''),
      );
      excludedFolders.set(folder, excluded);
    }
    return excluded;
  };
  return {
    async settingsFor(filePath) {
      const resolution = await resolve(filePath);
      // Folders below the project root are the configuration's own to exclude (isExcluded).
      for (const folder of foldersUp(resolution.settings.projectRoot ?? '')) {
        if (folder === '') break;
        if (await folderExcluded(folder))
          return { ...resolution, settings: { ...resolution.settings, inExcludedFolder: true } };
      }
      return resolution;
    },
  };
}

/**
 * The Ruff settings of a file at the tree's root (`filePath` to ask about
 * another file), and where they came from. See {@link createRuffResolver}.
 */
export async function loadRuffSettings(
  source: FileSource,
  filePath: string = 'module.py',
): Promise<RuffResolution> {
  return createRuffResolver(source).settingsFor(filePath);
}

function withCommandLine(settings: RuffSettings, commandLine: RuffCommandLine): RuffSettings {
  let result = settings;
  if (commandLine.select) {
    const own: RuleSelection = {
      ...(settings.select ? { select: settings.select } : {}),
      ignore: settings.ignore,
      extendSelect: settings.extendSelect ?? [],
    };
    const cli: RuleSelection = { select: commandLine.select, ignore: [], extendSelect: [] };
    result = { ...result, extendSelect: [], ...flattenSelections([own, cli]) };
    if (result.extendSelect?.length === 0) delete result.extendSelect;
  }
  if (commandLine.targetVersion) result = { ...result, targetVersion: commandLine.targetVersion };
  if (commandLine.preview !== undefined) result = { ...result, preview: commandLine.preview };
  if (commandLine.extendPerFileIgnores) {
    const perFileIgnores = Object.entries(commandLine.extendPerFileIgnores).map(
      ([pattern, selectors]) => ({
        pattern: pattern.replace(/^!/, ''),
        negated: pattern.startsWith('!'),
        root: '',
        selectors,
      }),
    );
    result = { ...result, perFileIgnores: [...(result.perFileIgnores ?? []), ...perFileIgnores] };
  }
  return result;
}

function describeChain(layers: readonly RuffLayer[]): string {
  const [first, ...bases] = layers;
  const named = first?.file.endsWith('pyproject.toml') ? `${first.file} [tool.ruff]` : first?.file;
  return bases.length === 0
    ? (named ?? '')
    : `${named} (extending ${bases.map((layer) => layer.file).join(', ')})`;
}

/** The folder and each folder above it, up to the root (`''`). */
function foldersUp(folder: string): string[] {
  const folders: string[] = [];
  let current = folder;
  for (;;) {
    folders.push(current);
    if (current === '') return folders;
    current = current.includes('/') ? current.slice(0, current.lastIndexOf('/')) : '';
  }
}
