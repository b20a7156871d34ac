import { pathExcluded, pathMatches } from './path-patterns.js';
import { anySelectorMatches, selectorMatches } from './rule-selectors.js';
import type { LintFinding } from '../../../core/lint/types.js';
import type { RuffSettings } from './ruff-types.js';
import { FIX_SURVEYED_PREFIXES, UNSAFE_FIX_RULES } from './unsafe-fixes.js';

/**
 * The options for Ruff's WebAssembly `Workspace` (ruff.toml keys). `lint.select`
 * is left out when no configuration selects rules, so Ruff's own default rule
 * set applies, as it does for the command line. Fixes are narrowed to the surveyed rule families minus the unsafe
 * ones, so Ruff does not even offer the others. Path-dependent settings are
 * left out: the Workspace lints text without a path; see {@link ignoredForPath}.
 */
export function workspaceOptions(settings: RuffSettings): Record<string, unknown> {
  const fixable = settings.fixable ?? ['ALL'];
  const lint: Record<string, unknown> = {
    ...settings.pluginOptions,
    ...isortOptions(settings),
    ...(settings.select ? { select: settings.select } : {}),
    ignore: settings.ignore,
    'extend-select': settings.extendSelect ?? [],
    fixable: narrowFixable(fixable),
    unfixable: [...(settings.unfixable ?? []), ...UNSAFE_FIX_RULES],
    ...(settings.preview === undefined ? {} : { preview: settings.preview }),
    ...(settings.dummyVariableRgx === undefined
      ? {}
      : { 'dummy-variable-rgx': settings.dummyVariableRgx }),
  };
  return {
    // Under preview Ruff names rules (`unused-import`) instead of coding them; every
    // selector, per-file ignore and fix rule Remora applies reads codes.
    'output-prefer-rule-codes': true,
    ...(settings.lineLength === undefined ? {} : { 'line-length': settings.lineLength }),
    ...(settings.indentWidth === undefined ? {} : { 'indent-width': settings.indentWidth }),
    ...(settings.targetVersion === undefined ? {} : { 'target-version': settings.targetVersion }),
    lint,
  };
}

/**
 * True when Ruff, run over the project, would not lint the file: it or one of
 * its folders (up to the project root) is excluded, or `lint.exclude` matches
 * it. (A file named on Ruff's command line is linted anyway unless
 * `force-exclude` is set; CI and pre-commit run the project or pass
 * `--force-exclude`, which is what this follows.)
 */
export function isExcluded(settings: RuffSettings, filePath: string): boolean {
  if (settings.inExcludedFolder) return true;
  if (settings.exclude && pathExcluded(settings.exclude, filePath, settings.projectRoot ?? ''))
    return true;
  return (settings.lintExclude ?? []).some((glob) =>
    pathMatches(glob, filePath, !glob.pattern.includes('/')),
  );
}

/**
 * True when `per-file-ignores` silences the finding for this file. A pattern
 * starting with `!` applies to the files it does not match, as in Ruff.
 * Syntax errors are never silenced.
 */
export function ignoredForPath(
  settings: RuffSettings,
  filePath: string,
  finding: LintFinding,
): boolean {
  if (!settings.perFileIgnores || finding.code === 'invalid-syntax') return false;
  return settings.perFileIgnores.some(
    (entry) =>
      pathMatches(entry, filePath) !== entry.negated &&
      anySelectorMatches(entry.selectors, finding.code),
  );
}

// The repository's `fixable` selectors, kept inside the families whose fixes Remora has surveyed.
function narrowFixable(fixable: readonly string[]): string[] {
  if (fixable.includes('ALL')) return [...FIX_SURVEYED_PREFIXES];
  return fixable.filter((selector) =>
    FIX_SURVEYED_PREFIXES.some((prefix) => selectorMatches(prefix, selector)),
  );
}

/** The isort table with the repository's first-party modules added to `known-first-party`. */
function isortOptions(settings: RuffSettings): Record<string, Record<string, unknown>> {
  const isort = settings.pluginOptions?.isort ?? {};
  if (!settings.firstParty?.length) return settings.pluginOptions?.isort ? { isort } : {};
  const known = Array.isArray(isort['known-first-party'])
    ? (isort['known-first-party'] as unknown[]).filter((m): m is string => typeof m === 'string')
    : [];
  return {
    isort: { ...isort, 'known-first-party': [...new Set([...known, ...settings.firstParty])] },
  };
}
