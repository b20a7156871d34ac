import {
  decodeBytes,
  encodeText,
  textEncoding,
  type EncodedText,
  type FileText,
} from '../core/workspace/file-encoding.js';
import type { CodingHeader } from '../core/discovery/source-text.js';
import { tryPackFor } from './manifests.js';

/**
 * Files' texts as their language reads them, for callers that know a path:
 * a file of a language whose files may name their encoding in a coding header
 * (its pack's `codingHeader`: Python's PEP 263) is read and written in it;
 * every other file, of any language or none, as UTF-8.
 */

export type { EncodedText, FileText };

function codingHeaderOf(path: string): CodingHeader | undefined {
  return tryPackFor(path)?.codingHeader;
}

/** Decodes a file's bytes the way its reader would. */
export function decodeFileText(path: string, bytes: Uint8Array): FileText {
  return decodeBytes(bytes, codingHeaderOf(path));
}

/** The encoding a file's text is written in. */
export function encodingOfText(path: string, text: string): string {
  return textEncoding(text, codingHeaderOf(path));
}

/** Bytes for a file's text in its own encoding, or why it cannot be written in it. */
export function encodeFileText(path: string, text: string): EncodedText {
  return encodeText(text, codingHeaderOf(path));
}
