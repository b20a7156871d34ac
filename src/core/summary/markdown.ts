import { markdownCodeCell, markdownText } from '../report/inert-text.js';

/**
 * Markdown pieces for GitHub-flavoured tables. Paths and names come from the
 * pull request, so anything in them that markdown would read as syntax must
 * be neutralised, or a file called `a|b.py` would split a table row.
 */

/** Text as a code span inside a table cell ({@link markdownCodeCell}). */
export const codeCell = markdownCodeCell;

/** Plain text inside a table cell or list item ({@link markdownText}). */
export const textCell = markdownText;

/** A table with a header row; every cell must already be escaped. */
export function markdownTable(header: readonly string[], rows: readonly string[][]): string {
  const line = (cells: readonly string[]): string => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
