/**
 * Array operations on lists of any length. A spread call (`push(...items)`,
 * `Math.min(...values)`, `splice(at, n, ...items)`) passes each item as an
 * argument, and past about 125,000 of them V8 throws `RangeError: Maximum
 * call stack size exceeded`: a pull request's file reaches that with a
 * docstring of blank lines, a list of literals, or a linter's findings on a
 * generated file. ESLint refuses those spreads in src/ (eslint.config.js).
 */

/** Appends every item to `target`, in order; returns `target`. */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The smallest of the values; Infinity for none, as `Math.min()`. */
export function smallest(values: Iterable<number>): number {
  let least = Infinity;
  for (const value of values) least = Math.min(least, value);
  return least;
}

/** The largest of the values; -Infinity for none, as `Math.max()`. */
export function largest(values: Iterable<number>): number {
  let most = -Infinity;
  for (const value of values) most = Math.max(most, value);
  return most;
}

/**
 * `target.splice(start, deleteCount, ...items)` for any number of items:
 * removes `deleteCount` items at `start` and puts `items` in their place.
 */
export function spliceAll<T>(
  target: T[],
  start: number,
  deleteCount: number,
  items: Iterable<T>,
): void {
  const tail = target.splice(start);
  appendAll(target, items);
  for (let index = Math.max(0, deleteCount); index < tail.length; index++)
    target.push(tail[index] as T);
}
