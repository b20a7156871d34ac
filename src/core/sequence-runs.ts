/**
 * How a signature's parameter names changed from `before` to `after`: the runs
 * of names one side has and the other does not, in order (a longest common
 * subsequence keeps the rest in place).
 */
export function changedRuns(
  before: readonly string[],
  after: readonly string[],
): { removed: string[]; added: string[] }[] {
  const lcs: number[][] = Array.from({ length: before.length + 1 }, () =>
    new Array<number>(after.length + 1).fill(0),
  );
  for (let i = before.length - 1; i >= 0; i--)
    for (let j = after.length - 1; j >= 0; j--)
      (lcs[i] as number[])[j] =
        before[i] === after[j]
          ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lcs[i + 1]?.[j] ?? 0, lcs[i]?.[j + 1] ?? 0);
  const runs: { removed: string[]; added: string[] }[] = [];
  let run = { removed: [] as string[], added: [] as string[] };
  const close = (): void => {
    if (run.removed.length > 0 || run.added.length > 0) runs.push(run);
    run = { removed: [], added: [] };
  };
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    if (i < before.length && j < after.length && before[i] === after[j]) {
      close();
      i++;
      j++;
    } else if (
      i < before.length &&
      (j >= after.length || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))
    ) {
      run.removed.push(before[i++] ?? '');
    } else {
      run.added.push(after[j++] ?? '');
    }
  }
  close();
  return runs;
}
