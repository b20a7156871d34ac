/**
 * The known name closest to `typed`, for a "did you mean" after a typo:
 * one that starts with what was typed, else one within two edits (one for
 * names of four letters or fewer); undefined when none is that close.
 */
export function closestName(typed: string, known: readonly string[]): string | undefined {
  const completed = known.find((name) => typed.length >= 3 && name.startsWith(typed));
  if (completed !== undefined) return completed;
  const budget = typed.length <= 4 ? 1 : 2;
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = editDistance(typed, name);
    if (distance <= budget && (best === undefined || distance < best.distance))
      best = { name, distance };
  }
  return best?.name;
}

/** ` (did you mean X?)`, or '' when nothing known is close. */
export function didYouMean(typed: string, known: readonly string[]): string {
  const close = closestName(typed, known);
  return close === undefined ? '' : ` (did you mean ${close}?)`;
}

/** Levenshtein distance, with a swap of two neighbours counted as one edit. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++)
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (d[i - 1]?.[j] ?? 0) + 1,
        (d[i]?.[j - 1] ?? 0) + 1,
        (d[i - 1]?.[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (d[i - 2]?.[j - 2] ?? 0) + 1);
      (d[i] as number[])[j] = value;
    }
  return d[a.length]?.[b.length] ?? 0;
}
