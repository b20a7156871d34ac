import { readFile } from 'node:fs/promises';
import {
  discoverFile,
  type DiscoveryOptions,
  type FileDiscovery,
  type LoadedLanguage,
} from '../../core/discovery/discover-file.js';
import { tryLanguageFor, type LanguagePack } from '../../core/discovery/language-packs.js';
import type { Discoverer, SourceInput } from '../../ports.js';
import { loadLanguage } from './tree-sitter.js';

export type { Discoverer, SourceInput } from '../../ports.js';

// Files read ahead of the one being parsed.
const READ_AHEAD = 8;

/** A discoverer that parses on the calling thread, loading each language once. */
export function createInProcessDiscoverer(options: DiscoveryOptions): Discoverer {
  const languages = new Map<string, Promise<LoadedLanguage>>();
  const languageFor = (pack: LanguagePack): Promise<LoadedLanguage> => {
    let loaded = languages.get(pack.id);
    if (!loaded) {
      loaded = loadLanguage(pack);
      languages.set(pack.id, loaded);
    }
    return loaded;
  };
  return {
    async discover(inputs) {
      // Reads run ahead of parsing so the disk and the parser overlap.
      const reads = inputs.map((input, index) =>
        index < READ_AHEAD ? readInput(input) : undefined,
      );
      const results: FileDiscovery[] = [];
      for (const [index, input] of inputs.entries()) {
        const ahead = inputs[index + READ_AHEAD];
        if (ahead) reads[index + READ_AHEAD] = readInput(ahead);
        const read = reads[index] ?? readInput(input);
        reads[index] = undefined;
        results.push(await discoverInput(input, await read, languageFor, options));
      }
      return results;
    },
    async close() {
      for (const loaded of languages.values()) (await loaded).parser.delete();
      languages.clear();
    },
  };
}

type ReadResult = { bytes: Uint8Array } | { error: unknown };

/** An input's bytes, or why they could not be read; never rejects. */
export async function readInput(input: SourceInput): Promise<ReadResult> {
  if ('bytes' in input) return { bytes: input.bytes };
  return readFile(input.absolute_path).then(
    (bytes) => ({ bytes }),
    (error: unknown) => ({ error }),
  );
}

/** Discovers one input; unreadable files and unknown languages become diagnostics. */
export async function discoverInput(
  input: SourceInput,
  read: ReadResult,
  languageFor: (pack: LanguagePack) => Promise<LoadedLanguage>,
  options: DiscoveryOptions,
): Promise<FileDiscovery> {
  const pack = tryLanguageFor(input.file_path);
  if (!pack) {
    return {
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
    };
  }
  if ('error' in read) {
    const error = read.error as NodeJS.ErrnoException;
    return {
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
    };
  }
  return discoverFile(await languageFor(pack), input.file_path, read.bytes, options);
}
