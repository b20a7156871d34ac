import { stringLiteralValue, tryLeadingStringLiteral } from '../syntax/string-literal.js';

/** The tokens of a Python annotation: dotted names, strings, numbers and punctuation. */
export type Token =
  | { t: 'name'; v: string }
  | { t: 'str'; v: string; bytes: boolean }
  | { t: 'num'; v: number; float: boolean }
  | { t: 'punct'; v: string };

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/;
const NUMBER = /^-?(?:\d[\d_]*\.?[\d_]*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)/;

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
    const string = tryLeadingStringLiteral(rest);
    const name = NAME.exec(rest);
    const number = NUMBER.exec(rest);
    if (string && !string.literal.interpolated) {
      tokens.push({
        t: 'str',
        v: stringLiteralValue(string.literal).text,
        bytes: string.literal.bytes,
      });
      rest = rest.slice(string.length);
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
