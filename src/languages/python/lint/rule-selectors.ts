// Pylint's rules are selected as a whole by `PL`, though their codes read `PLC…`, `PLE…`, `PLR…`, `PLW…`.
const PYLINT_CATEGORIES = new Set(['PLC', 'PLE', 'PLR', 'PLW']);

/**
 * True when a Ruff rule selector (`ALL`, `F`, `E4`, `F401`, `PL`) selects the
 * rule `code`. A selector names a linter by its letters, so `E` selects `E711`
 * but not `EM101`, and `I` does not select `INP001`.
 */
export function selectorMatches(selector: string, code: string): boolean {
  if (selector === 'ALL') return true;
  if (!code.startsWith(selector)) return false;
  const selectorLetters = letters(selector);
  const codeLetters = letters(code);
  return (
    codeLetters === selectorLetters ||
    (selectorLetters === 'PL' && PYLINT_CATEGORIES.has(codeLetters))
  );
}

/** True when any of the selectors selects `code`. */
export function anySelectorMatches(selectors: readonly string[], code: string): boolean {
  return selectors.some((selector) => selectorMatches(selector, code));
}

function letters(text: string): string {
  return /^[A-Z]*/.exec(text)?.[0] ?? '';
}
