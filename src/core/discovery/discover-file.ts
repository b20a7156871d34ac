import type { Parser, Query } from 'web-tree-sitter';
import type { Diagnostic } from '../errors.js';
import type { CSTNode } from '../nodes.js';
import { extractNodes } from './extract-nodes.js';
import type { LanguagePack } from './language-packs.js';
import { decodeSource } from './source-text.js';
import { tryUnreadableReason } from './unreadable-source.js';

/** A language ready to parse: its pack, a parser set to its grammar, its compiled query. */
export interface LoadedLanguage {
  pack: LanguagePack;
  parser: Parser;
  query: Query;
}

export interface DiscoveryOptions {
  /** Files larger than this are skipped with a DISC_002 notice. */
  maxFileBytes: number;
}

/** What discovery found in one file. */
export interface FileDiscovery {
  file_path: string;
  language: string;
  nodes: CSTNode[];
  diagnostics: Diagnostic[];
  /** Set when the file was not parsed at all. */
  skipped?: 'too-large' | 'unparsable';
}

/** Parses one file's bytes and extracts its nodes; never throws for bad input. */
export function discoverFile(
  language: LoadedLanguage,
  filePath: string,
  bytes: Uint8Array,
  options: DiscoveryOptions,
): FileDiscovery {
  const base = { file_path: filePath, language: language.pack.id };
  if (bytes.byteLength > options.maxFileBytes) {
    return {
      ...base,
      nodes: [],
      skipped: 'too-large',
      diagnostics: [
        {
          code: 'DISC_002',
          severity: 'notice',
          file: filePath,
          message: `${filePath}: skipped, ${bytes.byteLength} bytes is over the limit of ${options.maxFileBytes} (discovery.max_file_bytes)`,
        },
      ],
    };
  }
  const unreadable = tryUnreadableReason(bytes);
  if (unreadable !== undefined) {
    return {
      ...base,
      nodes: [],
      skipped: 'unparsable',
      diagnostics: [
        {
          code: 'DISC_002',
          severity: 'warning',
          file: filePath,
          message: `${filePath}: skipped, not readable as Python source: ${unreadable}`,
        },
      ],
    };
  }
  const source = decodeSource(bytes);
  const diagnostics: Diagnostic[] = [];
  if (source.lossy) {
    diagnostics.push({
      code: 'DISC_001',
      severity: 'warning',
      file: filePath,
      message: `${filePath}: bytes that are not valid ${source.encoding} were replaced; line numbers are unaffected`,
    });
  }
  const tree = language.parser.parse(source.text);
  if (!tree) {
    return {
      ...base,
      nodes: [],
      skipped: 'unparsable',
      diagnostics: [
        ...diagnostics,
        {
          code: 'DISC_001',
          severity: 'warning',
          file: filePath,
          message: `${filePath}: the parser returned no tree`,
        },
      ],
    };
  }
  try {
    const found = extractNodes(tree, language.query, language.pack, source, filePath, (header) =>
      parsesCleanly(language.parser, `${header}\n pass\n`),
    );
    return { ...base, nodes: found.nodes, diagnostics: [...diagnostics, ...found.diagnostics] };
  } finally {
    // web-tree-sitter trees live in wasm memory: without delete() it only grows.
    tree.delete();
  }
}

function parsesCleanly(parser: Parser, text: string): boolean {
  const tree = parser.parse(text);
  const clean = tree !== null && !tree.rootNode.hasError;
  tree?.delete();
  return clean;
}
