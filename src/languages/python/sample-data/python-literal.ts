import type { FixtureValue } from './fixture-value.js';
import {
  stringLiteralValue,
  tryLeadingStringLiteral,
  type StringLiteral,
} from '../syntax/string-literal.js';

/**
 * Reads a Python literal (what `ast.literal_eval` accepts, minus complex
 * numbers and string concatenation): enum member values, doctest outputs.
 * Returns undefined for anything else, including ints too large for a double.
 */
export function parsePythonLiteral(text: string): FixtureValue | undefined {
  const tokens = tokenize(text.trim());
  if (!tokens || tokens.length === 0) return undefined;
  const reader = new LiteralReader(tokens);
  const value = reader.value();
  return value && reader.done() ? value : undefined;
}

type Token = { t: 'value'; v: FixtureValue } | { t: 'punct'; v: string };

class LiteralReader {
  #at = 0;
  constructor(private readonly tokens: Token[]) {}

  done(): boolean {
    return this.#at === this.tokens.length;
  }

  value(): FixtureValue | undefined {
    const token = this.tokens[this.#at++];
    if (!token) return undefined;
    if (token.t === 'value') return token.v;
    if (token.v === '-' || token.v === '+') return this.#signed(token.v === '-');
    if (token.v === '[') {
      const items = this.#items(']');
      return items && { kind: 'list', items: items.values };
    }
    if (token.v === '(') {
      const items = this.#items(')');
      if (!items) return undefined;
      // `(x)` is x; `(x,)` and `()` are tuples.
      return items.values.length === 1 && !items.trailingComma
        ? items.values[0]
        : { kind: 'tuple', items: items.values };
    }
    if (token.v === '{') return this.#braces();
    return undefined;
  }

  #signed(negative: boolean): FixtureValue | undefined {
    const next = this.tokens[this.#at++];
    if (next?.t !== 'value' || (next.v.kind !== 'int' && next.v.kind !== 'float')) return undefined;
    return negative ? { kind: next.v.kind, value: -next.v.value } : next.v;
  }

  #items(close: string): { values: FixtureValue[]; trailingComma: boolean } | undefined {
    const values: FixtureValue[] = [];
    let trailingComma = false;
    while (!this.#peek(close)) {
      const item = this.value();
      if (!item) return undefined;
      values.push(item);
      trailingComma = this.#peek(',');
      if (trailingComma) this.#at++;
      else if (!this.#peek(close)) return undefined;
    }
    this.#at++;
    return { values, trailingComma };
  }

  #braces(): FixtureValue | undefined {
    const entries: [FixtureValue, FixtureValue][] = [];
    const items: FixtureValue[] = [];
    while (!this.#peek('}')) {
      const key = this.value();
      if (!key) return undefined;
      if (this.#peek(':')) {
        this.#at++;
        const item = this.value();
        if (!item || items.length > 0) return undefined;
        entries.push([key, item]);
      } else if (entries.length > 0) return undefined;
      else items.push(key);
      if (this.#peek(',')) this.#at++;
      else if (!this.#peek('}')) return undefined;
    }
    this.#at++;
    return items.length > 0 ? { kind: 'set', items } : { kind: 'dict', entries };
  }

  #peek(punct: string): boolean {
    const token = this.tokens[this.#at];
    return token?.t === 'punct' && token.v === punct;
  }
}

const NUMBER =
  /^(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?)(?![\w.])/;
const KEYWORDS: Record<string, FixtureValue> = {
  True: { kind: 'bool', value: true },
  False: { kind: 'bool', value: false },
  None: { kind: 'none' },
};

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  let rest = text;
  while (rest.length > 0) {
    const space = /^\s+/.exec(rest);
    const string = tryLeadingStringLiteral(rest);
    const number = NUMBER.exec(rest);
    const word = /^[A-Za-z_]\w*/.exec(rest);
    let token: Token | undefined;
    let length = 0;
    if (space) length = space[0].length;
    else if (string) {
      token = stringToken(string.literal);
      length = string.length;
    } else if (number) {
      token = numberToken(number[0]);
      length = number[0].length;
    } else if (word) {
      const keyword = KEYWORDS[word[0]];
      token = keyword && { t: 'value', v: keyword };
      length = word[0].length;
    } else if ('[](){},:-+'.includes(rest[0] as string)) {
      token = { t: 'punct', v: rest[0] as string };
      length = 1;
    }
    if (length === 0 || (!space && !token)) return undefined;
    if (token) tokens.push(token);
    rest = rest.slice(length);
  }
  return tokens;
}

function numberToken(raw: string): Token | undefined {
  const text = raw.replace(/_/g, '');
  if (/^0[xXoObB]/.test(text)) {
    const value = Number(text);
    return Number.isSafeInteger(value) ? { t: 'value', v: { kind: 'int', value } } : undefined;
  }
  if (/[.eE]/.test(text)) return { t: 'value', v: { kind: 'float', value: Number(text) } };
  // Python 3 rejects leading zeros in decimal ints ("007").
  if (/^0\d/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? { t: 'value', v: { kind: 'int', value } } : undefined;
}

function stringToken(literal: StringLiteral): Token | undefined {
  if (literal.interpolated) return undefined;
  const { text, unresolved } = stringLiteralValue(literal);
  if (unresolved) return undefined;
  if (!literal.bytes) return { t: 'value', v: { kind: 'str', value: text } };
  const bytes = [...text].map((char) => char.codePointAt(0) ?? 0);
  return bytes.every((b) => b < 256)
    ? { t: 'value', v: { kind: 'bytes', value: bytes } }
    : undefined;
}
