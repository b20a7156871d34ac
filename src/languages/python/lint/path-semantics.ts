import { selectorMatches } from './rule-selectors.js';
import type { LintFinding } from '../../../core/lint/types.js';
import type { RuffSettings } from './ruff-types.js';
import { largest } from '../../../core/arrays.js';

/**
 * Ruff's behaviour that depends on the file's own path, which its WebAssembly
 * build cannot apply (it lints text as an unnamed module, never a package's
 * `__init__.py` or a stub), applied here by the path:
 * - in an `__init__.py`, Ruff does not report `F822` (a name in `__all__` may
 *   be a submodule) outside preview, nor `PLC0414` (a re-export is meant), nor
 *   `F821` for `__path__`; and a missing module docstring is `D104` (public
 *   package), not `D100`;
 * - a `.pyi` stub is linted by Ruff with rules and semantics of its own that
 *   the WebAssembly build does not apply: Remora reports nothing there rather
 *   than findings Ruff would not make.
 */
export function withPathSemantics(
  findings: readonly LintFinding[],
  filePath: string,
  settings: RuffSettings,
): LintFinding[] {
  if (filePath.endsWith('.pyi')) return [];
  if (!/(^|\/)__init__\.py$/.test(filePath)) return [...findings];
  return findings.flatMap((finding): LintFinding[] => {
    if (finding.code === 'F822' && settings.preview !== true) return [];
    if (finding.code === 'PLC0414') return [];
    if (finding.code === 'F821' && finding.message.includes('`__path__`')) return [];
    if (finding.code === 'D100')
      return ruleEnabled(settings, 'D104')
        ? [{ ...finding, code: 'D104', message: 'Missing docstring in public package' }]
        : [];
    return [finding];
  });
}

/**
 * True when the settings' rule selection enables `code`: within one table the
 * most specific selector decides, and an `ignore` as specific as a `select`
 * wins. With no `select`, Ruff's default set, which holds none of the rules
 * asked about here, so only `extend-select` can enable them.
 */
export function ruleEnabled(settings: RuffSettings, code: string): boolean {
  const specificity = (selectors: readonly string[]): number =>
    Math.max(
      -1,
      largest(
        selectors
          .filter((selector) => selectorMatches(selector, code))
          .map((selector) => (selector === 'ALL' ? 0 : selector.length)),
      ),
    );
  const selected = specificity([...(settings.select ?? []), ...(settings.extendSelect ?? [])]);
  return selected >= 0 && selected > specificity(settings.ignore);
}
