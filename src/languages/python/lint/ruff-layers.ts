import { pathMatches } from './path-patterns.js';
import { selectorMatches } from './rule-selectors.js';
import {
  RUFF_DEFAULT_EXCLUDE,
  type PerFileTargetVersion,
  type RuffLayer,
  type RuleSelection,
} from './ruff-toml.js';
import type { ExcludeGlob, RuffSettings } from './ruff-types.js';
import { appendAll } from '../../../core/arrays.js';

/** Ruff's default `src`, relative to the project root: the root itself and `src/`. */
const DEFAULT_SRC = ['.', 'src'];

/**
 * Combines a configuration and the files it `extend`s (`layers`, the file
 * itself first) into the settings for one file, as Ruff does: a value set
 * nearer the file wins, `extend-exclude` and `extend-per-file-ignores`
 * accumulate, rule selections apply base first, and plugin tables merge key by
 * key. `projectRoot` is the folder of the first layer; `filePath` picks the
 * `per-file-target-version` that applies; `fallbackTarget` stands in when no
 * layer sets a target version.
 */
export function combineLayers(
  layers: readonly RuffLayer[],
  projectRoot: string,
  filePath: string,
  fallbackTarget?: string,
): RuffSettings {
  const first = <K extends keyof RuffLayer>(key: K): RuffLayer[K] | undefined =>
    layers.find((layer) => layer[key] !== undefined)?.[key];
  const baseFirst = [...layers].reverse();
  const rules = flattenSelections(baseFirst.map((layer) => layer.selection));
  const perFileIgnores = [
    ...(first('perFileIgnores') ?? []),
    ...baseFirst.flatMap((layer) => layer.extendPerFileIgnores),
  ];
  const exclude = [
    ...(first('exclude') ?? ruffDefaultExclude(projectRoot)),
    ...baseFirst.flatMap((layer) => layer.extendExclude),
  ];
  const plugins: Record<string, Record<string, unknown>> = {};
  for (const layer of baseFirst)
    for (const [name, options] of Object.entries(layer.pluginOptions))
      plugins[name] = { ...plugins[name], ...options };
  const targetVersion =
    tryPerFileTarget(first('perFileTargetVersion'), filePath) ??
    first('targetVersion') ??
    fallbackTarget;
  const lintExclude = first('lintExclude');
  return {
    ...rules,
    ...optional('fixable', first('fixable')),
    ...optional('unfixable', first('unfixable')),
    ...optional('preview', first('preview')),
    ...optional('dummyVariableRgx', first('dummyVariableRgx')),
    ...optional('lineLength', first('lineLength')),
    ...optional('indentWidth', first('indentWidth')),
    ...optional('targetVersion', targetVersion),
    src: first('src') ?? DEFAULT_SRC.map((folder) => joinRoot(projectRoot, folder)),
    projectRoot,
    ...(perFileIgnores.length > 0 ? { perFileIgnores } : {}),
    exclude,
    ...(lintExclude?.length ? { lintExclude } : {}),
    ...(Object.keys(plugins).length > 0 ? { pluginOptions: plugins } : {}),
  };
}

/** Ruff's default `exclude`, for a project rooted at `projectRoot`. */
export function ruffDefaultExclude(projectRoot: string): ExcludeGlob[] {
  return RUFF_DEFAULT_EXCLUDE.map((pattern) => ({ pattern, root: projectRoot, builtin: true }));
}

/**
 * The rule selections of several layers as one, for Ruff's WebAssembly build,
 * which takes a single table. Ruff applies layers in order: the last layer
 * with a `select` starts afresh, and each later layer's `extend-select` and
 * `ignore` override what came before, whatever their specificity. Within one
 * table the more specific selector wins instead, so an earlier selector that a
 * later opposite one covers (`E501` under a later `ignore = ["E"]`) is dropped
 * before the tables are merged. With no `select` anywhere, none: Ruff's own
 * default set (which Ruff's WebAssembly build applies too when it is not given
 * one) is where every layer starts.
 */
export function flattenSelections(
  selections: readonly RuleSelection[],
): Pick<RuffSettings, 'select' | 'ignore' | 'extendSelect'> {
  let start = -1;
  selections.forEach((selection, index) => {
    if (selection.select !== undefined) start = index;
  });
  const from = Math.max(start, 0);
  let select = start >= 0 ? [...(selections[start]?.select ?? [])] : undefined;
  let extendSelect = [...(selections[from]?.extendSelect ?? [])];
  let ignore = [...(selections[from]?.ignore ?? [])];
  for (const later of selections.slice(from + 1)) {
    const notCoveredBy = (by: readonly string[]) => (selector: string) =>
      !by.some((wider) => selectorMatches(wider, selector));
    select = select?.filter(notCoveredBy(later.ignore));
    extendSelect = extendSelect.filter(notCoveredBy(later.ignore));
    ignore = ignore.filter(notCoveredBy(later.extendSelect));
    appendAll(extendSelect, later.extendSelect);
    appendAll(ignore, later.ignore);
  }
  return {
    ...(select ? { select } : {}),
    ignore,
    ...(extendSelect.length > 0 ? { extendSelect } : {}),
  };
}

function tryPerFileTarget(
  entries: readonly PerFileTargetVersion[] | undefined,
  filePath: string,
): string | undefined {
  return entries?.find((entry) =>
    pathMatches({ pattern: entry.pattern, root: entry.root }, filePath),
  )?.version;
}

function joinRoot(root: string, folder: string): string {
  if (folder === '.') return root;
  return root === '' ? folder : `${root}/${folder}`;
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}
