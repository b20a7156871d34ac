import type { Parser, Query, Tree } from 'web-tree-sitter';
import type { Diagnostic } from '../errors.js';
import type { CSTNode } from '../nodes.js';
import { extractNodes } from './extract-nodes.js';
import type { LanguagePack } from './language-packs.js';
import { decodeSource } from './source-text.js';
import { tryUnreadableReason } from './unreadable-source.js';
import { appendAll } from '../arrays.js';

/** A language ready to parse: its pack, a parser set to its grammar, its compiled query. */
export interface LoadedLanguage {
  pack: LanguagePack;
  /** How the review names the language that owns the pack (its manifest's `label`: `Python`, `TypeScript`). */
  label: string;
  parser: Parser;
  /** Read only for trees with syntax errors: a loader may compile it when first read. */
  readonly query: Query;
  /** The thread's trees of recent texts, shared with the tools: a text already parsed is not parsed again. */
  trees?: TreeCache;
}

/** Trees of recent texts (adapters/tree-sitter/tree-cache.ts). */
export interface TreeCache {
  /**
   * Hands `text`'s tree to `use`, parsed now or earlier. `use` must be
   * synchronous and keep nothing of the tree: it is shared, and deleted
   * when newer texts push it out.
   */
  withTree<T>(text: string, use: (tree: Tree) => T): T;
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

/**
 * A discovery with the decoded text its nodes' texts are slices of, and where:
 * `spans` holds `[start, end)` UTF-16 indices into `source`, node by node, so
 * a thread that sends the result on sends the text once, not once per node.
 */
export interface SpannedDiscovery {
  discovery: FileDiscovery;
  /** The decoded text; empty when the file was not parsed. */
  source: string;
  spans: number[];
}

/** Parses one file's bytes and extracts its nodes; never throws for bad input. */
export function discoverFile(
  language: LoadedLanguage,
  filePath: string,
  bytes: Uint8Array,
  options: DiscoveryOptions,
): FileDiscovery {
  return discoverFileSpans(language, filePath, bytes, options).discovery;
}

/** {@link discoverFile}, with where each node's text lies in the decoded text. */
export function discoverFileSpans(
  language: LoadedLanguage,
  filePath: string,
  bytes: Uint8Array,
  options: DiscoveryOptions,
): SpannedDiscovery {
  const base = { file_path: filePath, language: language.pack.id };
  if (bytes.byteLength > options.maxFileBytes) {
    return skip(base, 'too-large', {
      code: 'DISC_002',
      severity: 'notice',
      file: filePath,
      message: `${filePath}: skipped, ${bytes.byteLength} bytes is over the limit of ${options.maxFileBytes} (discovery.max_file_bytes)`,
    });
  }
  const unreadable = tryUnreadableReason(bytes, language.pack.codingHeader);
  if (unreadable !== undefined) {
    return skip(base, 'unparsable', {
      code: 'DISC_002',
      severity: 'warning',
      file: filePath,
      message: `${filePath}: skipped, not readable as ${language.label} source: ${unreadable}`,
    });
  }
  const source = decodeSource(bytes, language.pack.codingHeader);
  const diagnostics: Diagnostic[] = [];
  if (source.lossy) {
    diagnostics.push({
      code: 'DISC_001',
      severity: 'warning',
      file: filePath,
      message: `${filePath}: bytes that are not valid ${source.encoding} were replaced; line numbers are unaffected`,
    });
  }
  const extract = (tree: Tree): SpannedDiscovery => {
    const found = extractNodes(
      tree,
      () => language.query,
      language.pack,
      source,
      filePath,
      (text) => parsesCleanly(language.parser, text),
    );
    appendAll(diagnostics, found.diagnostics);
    return {
      discovery: { ...base, nodes: found.nodes, diagnostics },
      source: source.text,
      spans: found.spans,
    };
  };
  if (language.trees) return language.trees.withTree(source.text, extract);
  const tree = language.parser.parse(source.text);
  if (!tree) {
    return skip(base, 'unparsable', ...diagnostics, {
      code: 'DISC_001',
      severity: 'warning',
      file: filePath,
      message: `${filePath}: the parser returned no tree`,
    });
  }
  try {
    return extract(tree);
  } finally {
    // web-tree-sitter trees live in wasm memory: without delete() it only grows.
    tree.delete();
  }
}

/** A file that was not parsed: no nodes, no text, and why. */
function skip(
  base: { file_path: string; language: string },
  skipped: NonNullable<FileDiscovery['skipped']>,
  ...diagnostics: Diagnostic[]
): SpannedDiscovery {
  return { discovery: { ...base, nodes: [], skipped, diagnostics }, source: '', spans: [] };
}

function parsesCleanly(parser: Parser, text: string): boolean {
  const tree = parser.parse(text);
  const clean = tree !== null && !tree.rootNode.hasError;
  tree?.delete();
  return clean;
}
