/** A source file decoded for parsing, with what it takes to map back to bytes. */
export interface SourceText {
  /** The decoded text, without a byte-order mark. */
  text: string;
  /** Byte length of a UTF-8 byte-order mark that was stripped (0 or 3). */
  bomBytes: number;
  /** True when some bytes were not valid in the file's encoding and were replaced. */
  lossy: boolean;
  /** The encoding the text was decoded with. */
  encoding: string;
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * A language's coding header: a line on a file's first or second line whose
 * first group names the file's encoding (Python's PEP 263:
 * `# -*- coding: latin-1 -*-`). A language without one has its files read
 * as UTF-8, whatever a comment says.
 */
export type CodingHeader = RegExp;

/**
 * Decodes a source file the way its language's reader would choose its
 * encoding (BOM, then, for a language whose files honour one, its coding
 * header, else UTF-8), replacing undecodable bytes instead of failing: one
 * bad byte must not hide a file from review. Replacement never adds or
 * removes a newline, so line numbers stay right.
 */
export function decodeSource(bytes: Uint8Array, header: CodingHeader | undefined): SourceText {
  const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(3) : bytes;
  const head = new TextDecoder('latin1').decode(body.subarray(0, 400));
  const declared = header ? declaredEncoding(head, header) : undefined;
  const encoding = hasBom ? 'utf-8' : (declared ?? 'utf-8');
  const strict = tryDecode(body, encoding, true);
  if (strict !== undefined)
    return { text: strict, bomBytes: hasBom ? 3 : 0, lossy: false, encoding };
  const text = tryDecode(body, encoding, false) ?? new TextDecoder('utf-8').decode(body);
  return { text, bomBytes: hasBom ? 3 : 0, lossy: true, encoding };
}

/**
 * The encoding a coding header in the first two lines of `head` (the start of
 * a file) declares, by its WHATWG name ('iso-8859-1' for latin-1);
 * undefined when there is none or Node does not know it.
 */
export function declaredEncoding(head: string, header: CodingHeader): string | undefined {
  return codingOf(head, header)?.encoding;
}

/**
 * The coding header of the first two lines, if any: the name as written, and
 * the encoding it means when Node knows it.
 */
export function declaredCoding(
  bytes: Uint8Array,
  header: CodingHeader,
): { name: string; known: boolean; encoding?: string } | undefined {
  const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const body = hasBom ? bytes.subarray(3) : bytes;
  return codingOf(new TextDecoder('latin1').decode(body.subarray(0, 400)), header);
}

function codingOf(
  head: string,
  header: CodingHeader,
): { name: string; known: boolean; encoding?: string } | undefined {
  for (const line of head.split('\n', 2)) {
    const match = header.exec(line);
    if (match?.[1]) {
      const encoding = normalizeEncoding(match[1]);
      return encoding === undefined
        ? { name: match[1], known: false }
        : { name: match[1], known: true, encoding };
    }
  }
  return undefined;
}

function normalizeEncoding(name: string): string | undefined {
  const lower = name.toLowerCase();
  const compact = lower.replace(/[-_]/g, '');
  if (compact === 'utf8' || compact.startsWith('utf8')) return 'utf-8';
  // WHATWG reads "latin1" as windows-1252; a coding header (Python's) means ISO-8859-1 exactly.
  if (LATIN1_NAMES.has(compact)) return LATIN1;
  for (const label of [lower, compact, lower.replace(/_/g, '-')]) {
    try {
      return new TextDecoder(label).encoding;
    } catch {
      // Not a label Node knows; try the next spelling.
    }
  }
  // An encoding Node does not know at all: decode as UTF-8, lossily if need be.
  return undefined;
}

const LATIN1 = 'iso-8859-1';
const LATIN1_NAMES = new Set(['latin1', 'iso88591', 'iso885911987', 'l1', 'cp819', '8859']);

function tryDecode(bytes: Uint8Array, encoding: string, fatal: boolean): string | undefined {
  if (encoding === LATIN1) return decodeLatin1(bytes);
  try {
    return new TextDecoder(encoding, { fatal }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Every byte is the code point of the same number: ISO-8859-1 cannot fail. */
function decodeLatin1(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    text += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return text;
}

// eslint-disable-next-line no-control-regex -- the test is for any code point past ASCII
const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Maps UTF-16 indices of a text (what web-tree-sitter reports) to 0-based
 * rows and UTF-8 byte offsets without asking the tree: a row is the number of
 * newlines before an index, which is how tree-sitter counts rows too, and a
 * binary search here is far cheaper than a call into WebAssembly per position.
 */
export class LineIndex {
  private readonly lineStarts: number[] = [0];
  private readonly lineStartBytes: number[];
  /** Most source is ASCII, where a byte offset is the index: no counting at all. */
  private readonly ascii: boolean;

  constructor(
    private readonly text: string,
    private readonly byteBase = 0,
  ) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
      this.lineStarts.push(i + 1);
    this.lineStartBytes = new Array<number>(this.lineStarts.length);
    this.ascii = !NON_ASCII.test(text);
  }

  /** Number of lines, counting a last line without a newline; an empty text has none. */
  get lineCount(): number {
    const last = this.lineStarts[this.lineStarts.length - 1] ?? 0;
    return last === this.text.length ? this.lineStarts.length - 1 : this.lineStarts.length;
  }

  /** The 0-based row of a UTF-16 index: the number of newlines before it. */
  rowAt(index: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.lineStarts[middle] ?? 0) <= index) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  /** UTF-8 byte offset (plus the stripped BOM) of a UTF-16 index on `row`. */
  byteAt(index: number, row = this.rowAt(index)): number {
    if (this.ascii) return this.byteBase + index;
    return this.rowStartByte(row) + utf8Length(this.text, this.lineStarts[row] ?? 0, index);
  }

  /** Total byte length, BOM included. */
  get totalBytes(): number {
    return this.byteAt(this.text.length);
  }

  private rowStartByte(row: number): number {
    const cached = this.lineStartBytes[row];
    if (cached !== undefined) return cached;
    // Fill forward from the nearest known row; queries arrive mostly in order.
    let known = row;
    while (known > 0 && this.lineStartBytes[known] === undefined) known--;
    let bytes = this.lineStartBytes[known] ?? this.byteBase;
    this.lineStartBytes[known] = bytes;
    for (let r = known + 1; r <= row; r++) {
      bytes += utf8Length(
        this.text,
        this.lineStarts[r - 1] ?? 0,
        this.lineStarts[r] ?? this.text.length,
      );
      this.lineStartBytes[r] = bytes;
    }
    return bytes;
  }
}

function utf8Length(text: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < to) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}
