import { declaredCoding, type CodingHeader } from './source-text.js';

const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];
const UTF32_BOMS = [
  [0xff, 0xfe, 0x00, 0x00],
  [0x00, 0x00, 0xfe, 0xff],
];

/**
 * Why these bytes cannot be read as source at all, or undefined when they
 * can: NUL bytes (binary files, and UTF-16 or UTF-32 text, whose ASCII
 * characters carry NULs; Python refuses them, and Remora decodes neither),
 * and, in a language whose files may have one, a coding header naming an
 * encoding Remora cannot decode. Such a file is skipped with a reason, never
 * parsed into replacement characters that a later edit would write back.
 */
export function tryUnreadableReason(
  bytes: Uint8Array,
  header: CodingHeader | undefined,
): string | undefined {
  const startsWith = (bom: number[]) => bom.every((b, i) => bytes[i] === b);
  if (UTF32_BOMS.some(startsWith))
    return 'UTF-32 text (a byte-order mark), which Remora does not decode';
  if (UTF16_BOMS.some(startsWith))
    return 'UTF-16 text (a byte-order mark), which Remora does not decode';
  if (bytes.includes(0)) return 'binary: it holds NUL bytes, which source text does not';
  const coding = header ? declaredCoding(bytes, header) : undefined;
  if (coding && !coding.known)
    return `its coding header names an encoding Remora cannot decode ('${coding.name}')`;
  return undefined;
}
