/**
 * A backtick fence longer than any run of backticks in `body` (and at least
 * three), so nothing inside can close the block early.
 */
export function fenceFor(body: string): string {
  let longest = 0;
  for (const run of body.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return '`'.repeat(Math.max(3, longest + 1));
}

/** A fenced code block with an info string (`diff`, `suggestion`), its lines given without terminators. */
export function renderFenced(info: string, lines: readonly string[]): string {
  const body = lines.join('\n');
  const fence = fenceFor(body);
  return lines.length === 0 ? `${fence}${info}\n${fence}` : `${fence}${info}\n${body}\n${fence}`;
}

/**
 * A GitHub suggestion block: committing it replaces the commented lines
 * (`start_line..line`) with exactly `lines`.
 */
export function renderSuggestion(lines: readonly string[]): string {
  return renderFenced('suggestion', lines);
}
