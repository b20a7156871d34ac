/**
 * The size a tool result must stay under: the runner cuts longer tool output
 * (docs/architecture.md §5's fixed rule, 4000 characters), and a cut JSON result cannot
 * be parsed at all. The margin leaves room for a note on what was left out.
 * A tool whose context providers put text first in its result is given less:
 * `ToolContext.resultBudget`.
 */
export const RESULT_BUDGET = 3800;

/** One way to make a result smaller, and what it leaves out, in words. */
export interface Reduction<T> {
  leaves_out: string;
  apply(value: T): T;
}

/**
 * Applies each reduction in turn until the result, as JSON, fits the
 * budget, and says what was left out (`left_out`) so neither a model nor a
 * policy mistakes a shortened result for the whole.
 */
export function fitResult<T extends Record<string, unknown>>(
  value: T,
  reductions: readonly Reduction<T>[],
  budget = RESULT_BUDGET,
): T & { left_out?: string[] } {
  const size = (v: unknown): number => JSON.stringify(v).length;
  let fitted = value;
  // What was left out, with how many times: a repeated reduction is one note.
  const counts = new Map<string, number>();
  const notes = (): string[] =>
    [...counts].map(([text, n]) => (n === 1 ? text : `${text} (${n} times)`));
  for (const reduction of reductions) {
    if (size({ ...fitted, left_out: notes() }) <= budget) break;
    const smaller = reduction.apply(fitted);
    // A reduction that had nothing to drop leaves nothing out.
    if (size(smaller) < size(fitted))
      counts.set(reduction.leaves_out, (counts.get(reduction.leaves_out) ?? 0) + 1);
    fitted = smaller;
  }
  return counts.size > 0 ? { ...fitted, left_out: notes() } : fitted;
}
