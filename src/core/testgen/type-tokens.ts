import { decodePythonEscapes } from '../python/string-escapes.js';
/** The tokens of a Python annotation: dotted names, strings, numbers and punctuation. */
export type Token =
  | { t: 'name'; v: string }
  | { t: 'str'; v: string; bytes: boolean }
  | { t: 'num'; v: number; float: boolean }
  | { t: 'punct'; v: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/;
const NUMBER = /^-?(?:\d[\d_]*\.?[\d_]*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)/;
const STRING =
  /^([rRbBuU]{0,2})('''[\s\S]*?'''|"""[\s\S]*?"""|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/;

/** Splits annotation text into tokens; characters the grammar does not know become punctuation the parser refuses. */
export function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let rest = text.trim();
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    if (rest.startsWith('...')) {
      tokens.push({ t: 'punct', v: '...' });
      rest = rest.slice(3);
      continue;
    }
    const string = STRING.exec(rest);
    const name = NAME.exec(rest);
    const number = NUMBER.exec(rest);
    if (string) {
      const quote = string[2] as string;
      const fence = quote.startsWith('"""') || quote.startsWith("'''") ? 3 : 1;
      const prefix = (string[1] ?? '').toLowerCase();
      const body = quote.slice(fence, -fence);
      tokens.push({
        t: 'str',
        v: prefix.includes('r') ? body : unescapeSimple(body),
        bytes: prefix.includes('b'),
      });
      rest = rest.slice(string[0].length);
    } else if (name) {
      tokens.push({ t: 'name', v: name[0] });
      rest = rest.slice(name[0].length);
    } else if (number && number[0] !== '-') {
      const raw = number[0].replace(/_/g, '');
      tokens.push({ t: 'num', v: Number(raw), float: /[.eE]/.test(raw) });
      rest = rest.slice(number[0].length);
    } else {
      // Anything else is punctuation the parser refuses, except inside Annotated's metadata.
      tokens.push({ t: 'punct', v: rest[0] as string });
      rest = rest.slice(1);
    }
  }
  return tokens;
}

/** A string literal body's value (escapes resolved as Python does). */
export function unescapeSimple(body: string): string {
  return decodePythonEscapes(body).text;
}
