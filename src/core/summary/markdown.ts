/**
 * Markdown pieces for GitHub-flavoured tables. Paths and names come from the
 * pull request, so anything in them that markdown would read as syntax must
 * be neutralised, or a file called `a|b.py` would split a table row.
 */

/**
 * Text as a code span inside a table cell. The fence is one backtick longer
 * than the longest run inside, so backticks in the text stay literal (a
 * backslash does not escape inside a code span); `|` is escaped because GFM
 * splits cells before it reads code spans.
 */
export function codeCell(text: string): string {
  const flat = text.replace(/\r?\n|\r/g, ' ');
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A span that starts or ends with a backtick needs a space so the fence stays separate.
  const pad = flat.startsWith('`') || flat.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${flat.replace(/\|/g, '\\|')}${pad}${fence}`;
}

/** Plain text inside a table cell or list item: markdown punctuation is escaped. */
export function textCell(text: string): string {
  return text.replace(/\r?\n|\r/g, ' ').replace(/[\\`*_[\]<>|#]/g, (char) => `\\${char}`);
}

/** A table with a header row; every cell must already be escaped. */
export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
