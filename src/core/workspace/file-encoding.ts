import { declaredEncoding, decodeSource, type CodingHeader } from '../discovery/source-text.js';

/** A file's text as workspaces hold it, and whether its bytes came through intact. */
export interface FileText {
  /** The text; a UTF-8 byte-order mark stays in it as U+FEFF, so writing it keeps the mark. */
  text: string;
  /** The encoding the bytes were read in (a WHATWG name: 'utf-8', 'iso-8859-1', ...). */
  encoding: string;
  /** True when some bytes were not valid in that encoding and were replaced. */
  lossy: boolean;
}

/** Bytes for a text, or why the text cannot be written in its file's encoding. */
export type EncodedText = { ok: true; bytes: Uint8Array } | { ok: false; reason: string };

const BOM = '\uFEFF';

/**
 * Decodes a file the way its reader would: where its language has a coding
 * header (Python's PEP 263), by its byte-order mark or that header (latin-1,
 * cp1252, ...); anything else as UTF-8. Callers that know a path ask its
 * language with src/languages/file-text.ts.
 */
export function decodeBytes(bytes: Uint8Array, header: CodingHeader | undefined): FileText {
  if (!header) {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    return { text, encoding: 'utf-8', lossy: text.includes('\uFFFD') && !isUtf8(bytes) };
  }
  const source = decodeSource(bytes, header);
  return {
    text: source.bomBytes > 0 ? `${BOM}${source.text}` : source.text,
    encoding: source.encoding,
    lossy: source.lossy,
  };
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The encoding a text is written in: what its own mark or coding header says, where its language honours one. */
export function textEncoding(text: string, header: CodingHeader | undefined): string {
  if (!header || text.startsWith(BOM)) return 'utf-8';
  return declaredEncoding(text.slice(0, 400), header) ?? 'utf-8';
}

/**
 * Encodes a text in the encoding its file declares ({@link textEncoding}):
 * UTF-8, ISO-8859-1 and windows-1252 can be written; a character those cannot
 * hold, or another encoding, is a reason instead of bytes — never a `?` or a
 * silently re-encoded file.
 */
export function encodeText(text: string, header: CodingHeader | undefined): EncodedText {
  const encoding = textEncoding(text, header);
  if (encoding === 'utf-8') return { ok: true, bytes: new TextEncoder().encode(text) };
  const table = singleByteTable(encoding);
  if (!table)
    return { ok: false, reason: `Remora cannot write text in ${encoding}, the file's encoding` };
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const byte = table.get(text.charCodeAt(i));
    if (byte === undefined) {
      const line = text.slice(0, i).split('\n').length;
      const code = (text.codePointAt(i) ?? 0).toString(16).toUpperCase().padStart(4, '0');
      return {
        ok: false,
        reason: `line ${line} has U+${code}, which ${encoding} (the file's encoding) cannot hold`,
      };
    }
    bytes[i] = byte;
  }
  return { ok: true, bytes };
}

const tables = new Map<string, ReadonlyMap<number, number>>();

function singleByteTable(encoding: string): ReadonlyMap<number, number> | undefined {
  const build = SINGLE_BYTE[encoding];
  if (!build) return undefined;
  let table = tables.get(encoding);
  if (!table) tables.set(encoding, (table = build()));
  return table;
}

/** Character -> byte, for the single-byte encodings Remora writes. */
const SINGLE_BYTE: Record<string, () => ReadonlyMap<number, number>> = {
  'iso-8859-1': () => new Map(Array.from({ length: 256 }, (_, byte) => [byte, byte])),
  'windows-1252': () => {
    const decoder = new TextDecoder('windows-1252');
    return new Map(
      Array.from({ length: 256 }, (_, byte) => [
        decoder.decode(Uint8Array.of(byte)).charCodeAt(0),
        byte,
      ]),
    );
  },
};
