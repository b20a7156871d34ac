import type { Node } from 'web-tree-sitter';
import type { PlacedDefinition } from './placed-definition.js';
import type { CodingHeader } from './source-text.js';

/**
 * How to find the definitions of a tree without errors by walking its
 * statements rather than running the query over every node; it must find
 * exactly what the query finds there.
 */
export interface StatementWalk {
  /** Node types that are definitions, and what each defines. */
  definitions: Readonly<Record<string, 'class' | 'function'>>;
  /** The node that wraps a definition (its last child) with its decorators. */
  decorated: string;
  /** The field of a definition's name, and the type its node must have. */
  nameField: string;
  nameType: string;
  /** The type of a class's body: its last child, holding its members. */
  body: string;
  /** Node types whose children can be statements: every other node is skipped unvisited. */
  containers: readonly string[];
  /**
   * The language's line comment opener, line continuation and string quotes,
   * by which a definition's last token is read from the text (see
   * tree-definitions.ts); without them it is found in the tree.
   */
  lexical?: { lineComment: string; continuation: string; quotes: string };
}

/**
 * What discovery needs to know about a language. Adding a language is adding a
 * pack: its grammar, its query file, and the names of its comment nodes (and,
 * to spare the query, how to walk its statements) — or, for a language whose
 * definitions are not shaped like Python's, its own way to place them.
 */
export interface LanguagePack {
  id: string;
  /** File name endings this language owns, with the dot. */
  extensions: readonly string[];
  /** The grammar's .wasm file name (an asset shipped beside the bundle). */
  grammarWasm: string;
  /** The npm package that ships the grammar, when it is not named after its .wasm file. */
  grammarPackage?: string;
  /** The asset folder of its query files: `languages/<language>/queries`. */
  queryDir: string;
  /** Query files under {@link queryDir}, concatenated. */
  queryFiles: readonly string[];
  /** Node types that are comments: they never extend a node's end. */
  commentTypes: readonly string[];
  statements?: StatementWalk;
  /**
   * The file's definitions, each with its scope, in document order, for a
   * tree with or without errors; when set, neither the query nor the
   * statement walk nor `recoverDefinitions` is used.
   */
  placeDefinitions?: (root: Node, filePath: string) => PlacedDefinition[];
  /**
   * The file's definitions read another way where the tree cannot be trusted
   * for them (Python's: by indentation, when a `def` or `class` header does
   * not parse and the tree drops or swallows definitions); undefined when
   * the tree's own definitions stand. `parses` says whether a text parses
   * cleanly with the grammar.
   */
  recoverDefinitions?: (
    root: Node,
    parses: (text: string) => boolean,
  ) => PlacedDefinition[] | undefined;
  /**
   * Where a definition's documentation starts when it stands above the
   * definition rather than in it (JSDoc): the first line (1-based) of the
   * block documenting the definition that starts on `startLine`, undefined
   * when it has none. A change to those lines alone changes the definition.
   */
  docsAbove?: (lines: readonly string[], startLine: number) => number | undefined;
  /**
   * How its files may name their encoding on their first or second line
   * (`# -*- coding: latin-1 -*-`, Python's PEP 263): a pattern whose first
   * group is the encoding's name. Without one, every file of it is read as
   * UTF-8, whatever a comment says.
   */
  codingHeader?: CodingHeader;
}
