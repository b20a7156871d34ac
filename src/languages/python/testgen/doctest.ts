import { appendAll } from '../../../core/arrays.js';

/** One `>>>` example of a docstring, as the doctest module reads it. */
export interface ParsedExample {
  source: string;
  want: string;
  /** The line of its `>>>` in the file. */
  line: number;
  /** Directives such as `+SKIP`, `+ELLIPSIS`. */
  options: string[];
}

const PS1 = /^(\s*)>>>(?: (.*))?$/;
// The options' leading space is left to the split below: `\s*` before `[^\n'"]*` backtracks.
const DIRECTIVE = /#\s*doctest:([^\n'"]*)$/;

/**
 * The examples of a docstring: `>>> ` lines with their `... ` continuations,
 * then the expected output up to a blank line or the next `>>>`, indentation
 * removed and `<BLANKLINE>` read as an empty line. `firstLine` is the file line
 * of the docstring's first line.
 */
export function parseDoctestExamples(docstring: string, firstLine: number): ParsedExample[] {
  const lines = docstring.split(/\r?\n/);
  const examples: ParsedExample[] = [];
  let i = 0;
  while (i < lines.length) {
    const start = PS1.exec(lines[i] as string);
    if (!start) {
      i++;
      continue;
    }
    const indent = start[1] ?? '';
    const line = firstLine + i;
    const source = [start[2] ?? ''];
    i++;
    const ps2 = new RegExp(`^${escape(indent)}\\.\\.\\.(?: (.*))?$`);
    for (
      let more = ps2.exec(lines[i] ?? '');
      i < lines.length && more;
      more = ps2.exec(lines[++i] ?? '')
    )
      source.push(more[1] ?? '');
    const want: string[] = [];
    while (
      i < lines.length &&
      (lines[i] as string).trim() !== '' &&
      !PS1.test(lines[i] as string)
    ) {
      const text = lines[i] as string;
      want.push(
        (text.startsWith(indent) ? text.slice(indent.length) : text.trimStart()).replace(
          /^<BLANKLINE>$/,
          '',
        ),
      );
      i++;
    }
    const joined = source.join('\n');
    examples.push({ source: joined, want: want.join('\n'), line, options: directives(joined) });
  }
  return examples;
}

function directives(source: string): string[] {
  const options: string[] = [];
  for (const line of source.split('\n')) {
    const match = DIRECTIVE.exec(line);
    if (match)
      appendAll(
        options,
        (match[1] as string).split(/[\s,]+/).filter((o) => /^[+-][A-Z_]+$/.test(o)),
      );
  }
  return options;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The exception a `Traceback (most recent call last):` want names, with its message. */
export function expectedException(want: string): { type: string; message: string } | undefined {
  const lines = want.split('\n');
  if (
    !/^Traceback \(most recent call last\):/.test(lines[0] ?? '') &&
    !/^Traceback \(innermost last\):/.test(lines[0] ?? '')
  )
    return undefined;
  // The exception line is the first unindented line after the header (stack lines are indented or "...").
  const index = lines.findIndex((line, i) => i > 0 && /^[A-Za-z_][\w.]*(?::|$)/.test(line));
  if (index < 0) return undefined;
  const exception = /^([A-Za-z_][\w.]*)(?::\s?(.*))?$/.exec(lines[index] as string);
  if (!exception) return undefined;
  const message = [exception[2] ?? '', ...lines.slice(index + 1)].join('\n').trim();
  return { type: exception[1] as string, message };
}
