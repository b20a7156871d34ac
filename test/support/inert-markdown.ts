// How GitHub would read text Remora writes, checked structurally (no Markdown renderer is a
// dependency): which parts are code spans, and whether anything a hostile name or message
// holds is live markup in the rest.

/** File names and texts an author controls, each one attack (and all of them at once). */
export const HOSTILE_NAMES: readonly string[] = [
  'pkg/`tick`.py',
  'pkg/` @acme/owners **APPROVED** [link](https://evil.example) `.py',
  'pkg/``` many ```` ticks `.py',
  '`starts and ends`',
  'pkg/@acme/owners.py',
  'pkg/hi @mallory.py',
  'pkg/**APPROVED**.py',
  'pkg/__APPROVED__.py',
  'pkg/[link](https://evil.example).py',
  'pkg/![img](https://evil.example/x.png).py',
  'pkg/https://evil.example/raw.py',
  'pkg/www.evil.example.py',
  'pkg/<img src=x onerror=alert(1)>.py',
  'pkg/<b>bold</b>&amp;.py',
  'pkg/x</details><img src=https://evil.example>.py',
  'pkg/x</summary></code>.py',
  'pkg/<!-- remora:v2 {"commit_id":"0"} -->.py',
  'pkg/a<!--.py',
  'pkg/a-->.py',
  'pkg/a\n# Heading\n**APPROVED**.py',
  'pkg/a\n\n</details>\n\n**APPROVED**.py',
  'pkg/a\r**APPROVED**.py',
  'pkg/a\n::warning::pwned.py',
  '::error::pwned.py',
  'pkg/a\n::add-mask::pwned.py',
  'pkg/a\n::stop-commands::pwned\n::warning::pwned.py',
  'pkg/a\n##[warning]pwned.py',
  'pkg/a|b|c.py',
  'pkg/fixes #1.py',
  `pkg/${'a'.repeat(10_000)}.py`,
  'pkg/`x` @acme/owners **APPROVED** [link](https://evil.example) <img src=x>\n::warning::pwned.py',
];

/** One line split as CommonMark reads it: code span contents, and the text around them. */
export interface SplitLine {
  code: string[];
  /** The text outside code spans, with every backslash-escaped character as `·` (a literal). */
  text: string;
}

const PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * Splits a line into code spans and text (CommonMark §6.1: a backtick string
 * opens a span closed by the next string of the same length; backslash
 * escapes work outside spans only). In a table row `\|` is part of the cell,
 * code span or not.
 */
export function splitCodeSpans(line: string): SplitLine {
  const code: string[] = [];
  let text = '';
  let i = 0;
  while (i < line.length) {
    const char = line[i] as string;
    if (char === '\\' && PUNCTUATION.test(line[i + 1] ?? '')) {
      text += '·';
      i += 2;
      continue;
    }
    if (char !== '`') {
      text += char;
      i += 1;
      continue;
    }
    let run = 0;
    while (line[i + run] === '`') run += 1;
    const close = closingRun(line, i + run, run);
    if (close === -1) {
      text += '·'.repeat(run);
      i += run;
      continue;
    }
    let content = line.slice(i + run, close);
    if (content.length > 1 && content.startsWith(' ') && content.endsWith(' ') && content.trim())
      content = content.slice(1, -1);
    code.push(content);
    text += '⟦code⟧';
    i = close + run;
  }
  return { code, text };
}

function closingRun(line: string, from: number, length: number): number {
  let i = from;
  while (i < line.length) {
    if (line[i] !== '`') {
      i += 1;
      continue;
    }
    let run = 0;
    while (line[i + run] === '`') run += 1;
    if (run === length) return i;
    i += run;
  }
  return -1;
}

/** Every line of `markdown`, split: code spans, and the text outside them. */
export function splitMarkdown(markdown: string): SplitLine[] {
  return markdown.split(/\r\n|\r|\n/).map(splitCodeSpans);
}

/** Live markup a hostile name or message could make in text outside code spans. */
const LIVE: readonly [string, RegExp][] = [
  ['a mention', /@(acme|mallory)/i],
  ['bold', /\*\*APPROVED|__APPROVED/],
  ['a link', /\]\((https?:\/*|#)evil/],
  ['an image', /!\[img/],
  ['an autolink', /https?:\/\/evil|www\.evil/i],
  ['HTML', /<(img|script)\b|<b>bold/i],
  ['an issue link', /fixes #1\b/],
  ['a heading', /^\s{0,3}#{1,6}\s+Heading/],
];

/**
 * What is live in `markdown` that should not be: markup from a hostile name
 * outside code spans, an unbalanced tag, and any `<!--` before Remora's
 * trailer (which, with `trailer`, must end the text).
 */
export function liveMarkup(markdown: string, options: { trailer?: boolean } = {}): string[] {
  const found: string[] = [];
  // Remora's trailer is an HTML comment: nothing in it renders, so only what comes before is read.
  const trailer = /\n<!-- remora:v2 \{[^\n]*\} -->$/.exec(markdown);
  if (options.trailer && !trailer) found.push('the trailer is not the last line');
  const lines = splitMarkdown(trailer ? markdown.slice(0, trailer.index) : markdown);
  for (const [index, line] of lines.entries()) {
    // GitHub finds no markup or mention inside an HTML block's <code> either.
    const text = line.text.replace(/<code>[^<]*<\/code>/g, '⟦code⟧');
    for (const [what, pattern] of LIVE)
      if (pattern.test(text)) found.push(`${what} on line ${index + 1}: ${text.slice(0, 200)}`);
  }
  const outside = lines.map((l) => l.text).join('\n');
  for (const tag of ['details', 'summary', 'code', 'b']) {
    const opened = outside.split(new RegExp(`<${tag}>`, 'i')).length;
    const closed = outside.split(new RegExp(`</${tag}>`, 'i')).length;
    if (opened !== closed) found.push(`<${tag}> opened ${opened - 1} times, closed ${closed - 1}`);
  }
  const comments = outside.split('<!--').length - 1;
  if (comments > 0) found.push(`${comments} HTML comments before the trailer`);
  return found;
}

/** The name as one line, as every Markdown sink shows it. */
export function shownAsOneLine(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what it replaces
  return name.replace(/\r\n/g, ' ').replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029]/g, ' ');
}

/** Whether some code span of `markdown` holds exactly `name`, on one line (in a table, `|` escaped). */
export function hasCodeSpan(
  markdown: string,
  name: string,
  options: { cell?: boolean } = {},
): boolean {
  const want = shownAsOneLine(options.cell ? name.replace(/\|/g, '\\|') : name);
  return splitMarkdown(markdown).some((line) => line.code.includes(want));
}

/** Whether `html` shows `name` whole as one `<code>` element, on one line, entities for HTML. */
export function hasHtmlCode(html: string, name: string): boolean {
  const escaped = shownAsOneLine(name)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return html.includes(`<code>${escaped}</code>`);
}
