/**
 * Text from a pull request, made inert for each place Remora writes it.
 *
 * File names, node names, finding messages, op summaries and the comments
 * Remora quotes are the author's text (or a model's reading of it). Each
 * sink reads a different syntax, so each has one function here, and every
 * writer goes through it: GitHub Markdown (prose, list items, headings),
 * a GitHub Markdown table cell, an HTML block (`<summary>`), a check run
 * annotation, a SARIF message, and a line of a step's log that the runner
 * reads for workflow commands (docs/security.md).
 */

import { largest } from '../arrays.js';

/** C0 controls, DEL, NEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;

/** Zero-width space: breaks a mention or an autolink without changing what a reader sees. */
const ZWSP = '\u200b';

/** Text on one line: every line break and control character is a space. */
export function oneLine(text: string): string {
  return text.replace(/\r\n/g, ' ').replace(CONTROLS, ' ');
}

/**
 * Text as a Markdown inline code span that nothing in it can end: one line,
 * inside a fence of backticks one longer than the longest run in the text
 * (a backslash does not escape inside a code span), padded with a space when
 * the text starts or ends with a backtick. Inside it GitHub renders no
 * emphasis, link, HTML or mention.
 */
export function markdownCode(text: string): string {
  const flat = oneLine(text);
  const longestRun = Math.max(0, largest((flat.match(/`+/g) ?? []).map((run) => run.length)));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * {@link markdownCode} inside a GFM table cell: `|` is escaped as well, since
 * GFM splits a row into cells before it reads code spans.
 */
export function markdownCodeCell(text: string): string {
  return markdownCode(text.replace(/\|/g, '\\|'));
}

/**
 * Text as plain Markdown, in prose, a list item or a table cell: one line;
 * the punctuation Markdown reads as syntax (emphasis, code, links, images,
 * HTML, headings, tables, strikethrough, math, entities) backslash-escaped;
 * `@` (a mention), `://` and `www.` (autolinks) and `#` before a digit (an
 * issue link) broken by a zero-width space.
 */
export function markdownText(text: string): string {
  return oneLine(text)
    .replace(/[\\`*_[\]<>|#~$&]/g, (char) => `\\${char}`)
    .replace(/@/g, `@${ZWSP}`)
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/(www)\./gi, `$1${ZWSP}.`)
    .replace(/\\#(?=\d)/g, `\\#${ZWSP}`);
}

/**
 * A message that quotes code between backticks (a finding's message, an op's
 * summary, a model's question), as Markdown: each quoted piece is a
 * {@link markdownCode} span and the rest {@link markdownText}, so the quotes
 * still read as code and neither part renders anything. A backtick left
 * without its pair is text.
 */
export function markdownMessage(text: string): string {
  const parts = oneLine(text).split('`');
  // An even count of parts means an odd count of backticks: the last one has no pair.
  const unpaired = parts.length % 2 === 0 ? parts.pop() : undefined;
  const shown = parts.map((part, i) => (i % 2 === 1 ? markdownCode(part) : markdownText(part)));
  return shown.join('') + (unpaired === undefined ? '' : markdownText(`\`${unpaired}`));
}

/** Text safe inside raw HTML: `&`, `<`, `>` and `"` as entities. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/**
 * Text inside an HTML block, as a `<summary>` holds it: one line (a blank
 * line would end the block and let Markdown read what follows), entities
 * for HTML, and `@` broken, since GitHub finds mentions in HTML text too.
 */
export function htmlText(text: string): string {
  return escapeHtml(oneLine(text)).replace(/@/g, `@${ZWSP}`);
}

/** Text as `<code>` inside an HTML block: one line, entities for HTML. */
export function htmlCode(text: string): string {
  return `<code>${escapeHtml(oneLine(text))}</code>`;
}

/** The Checks API's limits on an annotation's title and message. */
export const ANNOTATION_TITLE_LIMIT = 255;
export const ANNOTATION_MESSAGE_LIMIT = 64_000;

/** A check run annotation's title: plain text, one line, within the API's limit. */
export function annotationTitle(text: string): string {
  return oneLine(text).slice(0, ANNOTATION_TITLE_LIMIT);
}

/**
 * A check run annotation's message: plain text, its line breaks kept as
 * `\n` (GitHub shows them), other controls as spaces, within the API's limit.
 */
export function annotationMessage(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it replaces
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
      .slice(0, ANNOTATION_MESSAGE_LIMIT)
  );
}

/**
 * A SARIF `message.text`: plain text in which `[text](target)` is an
 * embedded link (SARIF 2.1.0 §3.11.6), so literal brackets (and the
 * backslash that escapes them) are escaped.
 */
export function sarifText(text: string): string {
  return text.replace(/[\\[\]]/g, (char) => `\\${char}`);
}

/** Whether the runner could read a line of `text` as a workflow command (`::x::`, or the old `##[x]`). */
function mayHoldCommand(text: string): boolean {
  return text.includes('::') || text.includes('##[');
}

/**
 * A GitHub runner reads a line of a step's output that starts with `::`
 * (after white space) as a workflow command: `::warning::`, `::add-mask::`,
 * or worse. Text Remora prints quotes pull requests (file names, code, model
 * replies), so text that could hold such a line is written with commands
 * stopped around it (`::stop-commands::<token>` ... `::<token>::`), under a
 * token its author cannot guess: it is shown and never obeyed. `text` must
 * start a line of the output, as `core.info` writes it.
 */
export function withCommandsStopped(text: string, token: string): string {
  if (!mayHoldCommand(text)) return text;
  const end = text.endsWith('\n') ? '\n' : '';
  return `::stop-commands::${token}\n${end === '' ? text : text.slice(0, -1)}\n::${token}::${end}`;
}

/**
 * {@link withCommandsStopped} for a stream written in pieces (the CLI's
 * stdout and stderr, where a prompt or a partial line may come before):
 * the stop line starts a line of its own, or the runner would not read it
 * and what follows would be obeyed, and the resume line ends one, so the
 * next write starts fresh. A blank line in the log is the price of not
 * tracking the stream.
 */
export function withCommandsStoppedInStream(text: string, token: string): string {
  if (!mayHoldCommand(text)) return text;
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  return `\n::stop-commands::${token}\n${body}\n::${token}::\n`;
}
