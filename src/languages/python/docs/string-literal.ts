/** Python's `inspect.cleandoc`: what `ast.get_docstring` returns for a docstring's value. */
export function cleanDocstring(value: string): string {
  const lines = value.split('\n').map(expandTabs);
  let margin = Number.POSITIVE_INFINITY;
  for (const line of lines.slice(1)) {
    const content = line.replace(/^\s+/, '').length;
    if (content > 0) margin = Math.min(margin, line.length - content);
  }
  lines[0] = (lines[0] ?? '').replace(/^\s+/, '');
  if (margin < Number.POSITIVE_INFINITY)
    for (let i = 1; i < lines.length; i++) lines[i] = (lines[i] ?? '').slice(margin);
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  while (lines.length > 0 && lines[0] === '') lines.shift();
  return lines.join('\n');
}

function expandTabs(line: string): string {
  if (!line.includes('\t')) return line;
  let out = '';
  for (const char of line) out += char === '\t' ? ' '.repeat(8 - (out.length % 8)) : char;
  return out;
}

/**
 * Normalises docstring text the way it will be read back: newlines unified,
 * trailing spaces dropped, common indentation and blank edges removed.
 */
export function normaliseDocstringText(text: string): string {
  const unified = text.replace(/\r\n?/g, '\n');
  return cleanDocstring(unified)
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n');
}

/** How a docstring literal is written into its file. */
export interface LiteralOptions {
  /** The quote character to triple: an existing docstring's, else `"`. */
  quoteChar: '"' | "'";
  /** Keep a raw prefix where the text allows it (an existing raw docstring). */
  preferRaw: boolean;
  /** The body's indentation, repeated before every line after the first. */
  indent: string;
  newline: string;
}

/**
 * The source text of a docstring literal whose value, cleaned, is `content`.
 * A raw literal is used only when the text has backslashes (or was raw) and
 * a raw literal can hold it; otherwise backslashes and runs of quotes are escaped.
 */
export function renderDocstringLiteral(content: string, options: LiteralOptions): string {
  const quote = options.quoteChar;
  const triple = quote.repeat(3);
  // Only a one-line docstring ends right at its closing quotes.
  const oneLine = !content.includes('\n');
  const rawSafe =
    !content.includes(triple) && !(oneLine && (content.endsWith(quote) || content.endsWith('\\')));
  const raw = rawSafe && (content.includes('\\') || options.preferRaw);
  const body = raw ? content : escapeBody(content, quote, oneLine);
  const lines = body.split('\n');
  const [first = '', ...rest] = lines;
  if (rest.length === 0) return `${raw ? 'r' : ''}${triple}${first}${triple}`;
  const tail = rest.map((line) => (line === '' ? '' : options.indent + line));
  return `${raw ? 'r' : ''}${triple}${first}${options.newline}${tail.join(options.newline)}${options.newline}${options.indent}${triple}`;
}

/** Doubles backslashes and escapes every quote in a run of three or more, or at the end of a one-line docstring. */
function escapeBody(content: string, quote: string, oneLine: boolean): string {
  const doubled = content.replace(/\\/g, '\\\\');
  const runs = new RegExp(`${quote}+`, 'g');
  return doubled.replace(runs, (run: string, offset: number) => {
    const atEnd = oneLine && offset + run.length === doubled.length;
    return run.length >= 3 || atEnd ? `\\${quote}`.repeat(run.length) : run;
  });
}
