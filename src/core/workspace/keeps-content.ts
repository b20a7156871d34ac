/**
 * True when `after` keeps every non-blank line of `before`, in order: the
 * change only adds lines (and may drop blank ones). Such a change to a file
 * git does not track loses nothing the user wrote; any other change would.
 */
export function keepsContent(before: string, after: string): boolean {
  const kept = before.split(/\r?\n/).filter((line) => line.trim() !== '');
  const lines = after.split(/\r?\n/);
  let next = 0;
  for (const line of lines) if (next < kept.length && line === kept[next]) next += 1;
  return next === kept.length;
}
