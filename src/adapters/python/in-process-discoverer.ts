import { readFileSync } from 'node:fs';
import {
  discoverFileSpans,
  type DiscoveryOptions,
  type FileDiscovery,
  type LoadedLanguage,
  type SpannedDiscovery,
} from '../../core/discovery/discover-file.js';
import { type LanguagePack } from '../../core/discovery/language-packs.js';
import { tryLanguageFor } from '../../languages/registry.js';
import { sharedLanguage } from './tree-sitter.js';

/** A file to discover: its display path, and its bytes or where to read them. */
export type SourceInput = { file_path: string } & (
  { bytes: Uint8Array } | { absolute_path: string }
);

/** Finds the nodes of many files; results come back in input order. */
export interface Discoverer {
  discover(inputs: readonly SourceInput[]): Promise<FileDiscovery[]>;
  close(): Promise<void>;
}

// Parsing holds the thread; past this long, let the event loop run (timers, sockets).
const YIELD_AFTER_MS = 50;

/**
 * A discoverer that parses on the calling thread with the thread's one
 * parser per language (see {@link sharedLanguage}). Files are read
 * synchronously: a read of a file the checkout just wrote costs less than the
 * promise round trips of an asynchronous one, and parsing blocks the thread
 * either way.
 */
export function createInProcessDiscoverer(options: DiscoveryOptions): Discoverer {
  return {
    async discover(inputs) {
      const results: FileDiscovery[] = [];
      let since = performance.now();
      for (const input of inputs) {
        const found = await discoverRead(input, readInput(input), sharedLanguage, options);
        results.push(found.discovery);
        if (performance.now() - since > YIELD_AFTER_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          since = performance.now();
        }
      }
      return results;
    },
    async close() {
      // The parsers belong to the thread, shared with other discoverers and tools.
    },
  };
}

export type ReadResult = { bytes: Uint8Array } | { error: unknown };

/** An input's bytes, or why they could not be read; never throws. */
export function readInput(input: SourceInput): ReadResult {
  if ('bytes' in input) return { bytes: input.bytes };
  try {
    return { bytes: readFileSync(input.absolute_path) };
  } catch (error) {
    return { error };
  }
}

/** Discovers one input; unreadable files and unknown languages become diagnostics. */
export async function discoverRead(
  input: SourceInput,
  read: ReadResult,
  languageFor: (pack: LanguagePack) => Promise<LoadedLanguage>,
  options: DiscoveryOptions,
): Promise<SpannedDiscovery> {
  const unparsed = (discovery: FileDiscovery): SpannedDiscovery => ({
    discovery,
    source: '',
    spans: [],
  });
  const pack = tryLanguageFor(input.file_path);
  if (!pack) {
    return unparsed({
      file_path: input.file_path,
      language: 'unknown',
      nodes: [],
      skipped: 'unparsable',
      diagnostics: [
        {
          code: 'DISC_002',
          severity: 'notice',
          file: input.file_path,
          message: `${input.file_path}: no language pack reads this kind of file`,
        },
      ],
    });
  }
  if ('error' in read) {
    const error = read.error as NodeJS.ErrnoException;
    return unparsed({
      file_path: input.file_path,
      language: pack.id,
      nodes: [],
      skipped: 'unparsable',
      diagnostics: [
        {
          code: 'DISC_002',
          severity: 'warning',
          file: input.file_path,
          message: `${input.file_path}: could not be read (${error.code ?? String(error)})`,
        },
      ],
    });
  }
  return discoverFileSpans(await languageFor(pack), input.file_path, read.bytes, options);
}
