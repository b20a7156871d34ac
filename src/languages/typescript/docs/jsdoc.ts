/**
 * A JSDoc/TSDoc block as its author wrote it, read line by line: the
 * description, then each tag with the lines it spans, so a repair can edit
 * exactly the lines of one entry and leave every other line as it is.
 */

/** One line of the block: where its content starts in the file's line, and the content. */
export interface JsDocLine {
  /** The file's 0-based line number. */
  row: number;
  /** Column (in the file's line) where the content starts, after `/**` or `*`. */
  column: number;
  /** The content, without the comment's `/**`, leading `*` or closing `*\/`. */
  content: string;
}

/** A tag and the block's lines it spans (indexes into `JsDoc.lines`, end exclusive). */
export interface JsDocTag {
  /** The tag's name without `@`: `param`, `returns`, `example`. */
  tag: string;
  /** Everything after the tag's name, its lines joined with `\n`, verbatim. */
  text: string;
  start: number;
  end: number;
}

/** `@param {type} [name=default] - text` (also `@arg`, `@argument`). */
export interface JsDocParam extends JsDocTag {
  /** The name as written, without brackets or default: `options.locale`. */
  name: string;
  /** The first segment of the name: the parameter it documents (`options`). */
  parameter: string;
  type?: string;
  optional: boolean;
  default?: string;
  description: string;
  /** Where the name starts: the file's row and column (unknown when a type runs over lines). */
  nameAt?: { row: number; column: number };
}

/** What a `/** ... *\/` block says. */
export interface JsDoc {
  /** The comment as written. */
  text: string;
  startRow: number;
  endRow: number;
  lines: JsDocLine[];
  description: string;
  params: JsDocParam[];
  /** `@returns` or `@return`. */
  returns?: JsDocTag & { type?: string; description: string };
  /** Each `@example`'s text. */
  examples: string[];
  throws: (JsDocTag & { type?: string; description: string })[];
  /** Every tag, in order, the ones above included. */
  tags: JsDocTag[];
}

const PARAM_TAGS = new Set(['param', 'arg', 'argument']);
const RETURN_TAGS = new Set(['returns', 'return']);

/** Whether a comment's text is a documentation block: `/**`, not `/***` or the empty `/**\/`. */
export function isJsDocText(text: string): boolean {
  return text.startsWith('/**') && !text.startsWith('/***') && text !== '/**/';
}

/** The block's lines: each with the column its content starts at in the file. */
function blockLines(text: string, startRow: number, startColumn: number): JsDocLine[] {
  const raw = text.split('\n');
  return raw.map((line, index) => {
    let body = line.endsWith('\r') ? line.slice(0, -1) : line;
    let column = index === 0 ? startColumn : 0;
    // Cut without a pattern: `\s*\*\/$` backtracks over every run of spaces on a long line.
    if (index === raw.length - 1 && body.endsWith('*/')) body = body.slice(0, -2).trimEnd();
    let skip = 0;
    if (index === 0) skip = 3;
    else {
      const star = /^\s*\*(?!\/)/.exec(body);
      skip = star ? star[0].length : (/^\s*/.exec(body)?.[0].length ?? 0);
    }
    // One space after the star is the frame; more is the content's indentation.
    if (body[skip] === ' ') skip += 1;
    column += skip;
    return { row: startRow + index, column, content: body.slice(skip) };
  });
}

/** A `{...}` type at the start of `text`, braces balanced, and the rest. */
function leadingType(text: string): { type?: string; rest: string } {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{')) return { rest: trimmed };
  let depth = 0;
  for (let i = 0; i < trimmed.length; i++) {
    if (trimmed[i] === '{') depth++;
    else if (trimmed[i] === '}' && --depth === 0)
      return { type: trimmed.slice(1, i).trim(), rest: trimmed.slice(i + 1).trimStart() };
  }
  return { rest: trimmed };
}

/** `[name=default]` or `name`, at the start of `text`: the name, its offset in `text`, and the rest. */
function leadingName(
  text: string,
): { name: string; offset: number; optional: boolean; default?: string; rest: string } | undefined {
  if (text.startsWith('[')) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '[') depth++;
      else if (text[i] === ']' && --depth === 0) {
        const inner = text.slice(1, i);
        const equals = inner.indexOf('=');
        const name = (equals === -1 ? inner : inner.slice(0, equals)).trim();
        const offset = 1 + inner.indexOf(name);
        const fallback = equals === -1 ? undefined : inner.slice(equals + 1).trim();
        return {
          name,
          offset,
          optional: true,
          ...(fallback === undefined ? {} : { default: fallback }),
          rest: text.slice(i + 1),
        };
      }
    }
    return undefined;
  }
  const match = /^[\p{L}\p{N}_$.[\]'"]+/u.exec(text);
  if (!match) return undefined;
  return { name: match[0], offset: 0, optional: false, rest: text.slice(match[0].length) };
}

/**
 * The parameter an entry's name documents: `options` for `options.locale` or
 * `options[].x`; `callback` for `callback(err, doc)`, a callback written with
 * the arguments it is given, as mongoose writes them (TypeScript reads
 * `callback` too).
 */
export function parameterOf(name: string): string {
  return (
    name
      .replace(/\s*\(.*$/, '')
      .split('.')[0]
      ?.replace(/\[\]$/, '') ?? name
  );
}

function describe(rest: string): string {
  return rest.replace(/^\s*-\s?/, '').trim();
}

function readParam(tag: JsDocTag, lines: readonly JsDocLine[]): JsDocParam | undefined {
  const first = lines[tag.start];
  if (!first) return undefined;
  const { type, rest } = leadingType(tag.text);
  const named = leadingName(rest);
  if (!named || named.name === '') return undefined;
  // Where the name sits in the file, read from the tag's first line; a type
  // that runs on over lines leaves it unknown, and the entry is not edited.
  const afterTag = first.content.slice(tag.tag.length + 1);
  const onLine = leadingType(afterTag);
  const at = first.content.length - onLine.rest.length;
  const there = onLine.type === type ? leadingName(onLine.rest) : undefined;
  return {
    ...tag,
    name: named.name,
    parameter: parameterOf(named.name),
    ...(type === undefined ? {} : { type }),
    optional: named.optional,
    ...(named.default === undefined ? {} : { default: named.default }),
    description: describe(named.rest),
    ...(there?.name === named.name
      ? { nameAt: { row: first.row, column: first.column + at + there.offset } }
      : {}),
  };
}

/**
 * Reads a documentation comment at `startRow`/`startColumn` of its file. A
 * line opens a tag when its content starts with `@` outside a fenced code
 * block; the tag runs to the next such line.
 */
export function parseJsDoc(text: string, startRow: number, startColumn: number): JsDoc {
  const lines = blockLines(text, startRow, startColumn);
  const tags: JsDocTag[] = [];
  let fenced = false;
  let descriptionEnd = lines.length;
  lines.forEach((line, index) => {
    const opens = !fenced && /^@[A-Za-z]/.test(line.content);
    if (/^\s*(```|~~~)/.test(line.content)) fenced = !fenced;
    if (!opens) return;
    if (tags.length === 0) descriptionEnd = index;
    const last = tags.at(-1);
    if (last) last.end = index;
    const name = /^@([A-Za-z][\w-]*)/.exec(line.content)?.[1] ?? '';
    tags.push({ tag: name, text: '', start: index, end: lines.length });
  });
  for (const tag of tags) {
    const content = lines.slice(tag.start, tag.end).map((line) => line.content);
    const first = (content[0] ?? '').slice(tag.tag.length + 1).trimStart();
    // An example's code starts on the line after its tag: that line is its first.
    if (first === '') content.shift();
    else content[0] = first;
    tag.text = content.join('\n').trimEnd();
  }
  const params: JsDocParam[] = [];
  const throws: JsDoc['throws'] = [];
  const examples: string[] = [];
  let returns: JsDoc['returns'];
  for (const tag of tags) {
    if (PARAM_TAGS.has(tag.tag)) {
      const param = readParam(tag, lines);
      if (param) params.push(param);
    } else if (RETURN_TAGS.has(tag.tag) && !returns) {
      const { type, rest } = leadingType(tag.text);
      returns = { ...tag, ...(type === undefined ? {} : { type }), description: describe(rest) };
    } else if (tag.tag === 'throws' || tag.tag === 'exception') {
      const { type, rest } = leadingType(tag.text);
      throws.push({ ...tag, ...(type === undefined ? {} : { type }), description: describe(rest) });
    } else if (tag.tag === 'example') examples.push(tag.text);
  }
  const description = lines
    .slice(0, descriptionEnd)
    .map((line) => line.content)
    .join('\n')
    .trim();
  return {
    text,
    startRow,
    endRow: startRow + lines.length - 1,
    lines,
    description,
    params,
    ...(returns ? { returns } : {}),
    examples,
    throws,
    tags,
  };
}
