/** A place in a source text: 1-based line, 1-based column counted in UTF-16 code units. */
export interface Position {
  line: number;
  column: number;
}

/** One replacement of the text between `start` (inclusive) and `end` (exclusive). */
export interface LintEdit {
  content: string;
  start: Position;
  end: Position;
}

/** One diagnostic of the linter, in terms the rest of Remora uses. */
export interface LintFinding {
  /** The rule code (`F401`), or `invalid-syntax` when the file does not parse. */
  code: string;
  message: string;
  start: Position;
  end: Position;
  /** The linter's suggested fix, when it has one (unsafe fixes are usually withheld). */
  fix?: { message?: string; edits: LintEdit[] };
  /** True when `fix` is present and safe to apply without a human reading it. */
  fixable: boolean;
}

/**
 * Lints one file's text. `filePath` is repository-relative, with `/`
 * separators. A linter in-process (a wasm build) answers at once; one that
 * runs the project's own program (in the sandbox) answers later.
 */
export interface Linter {
  check(source: string, filePath: string): LintFinding[] | Promise<LintFinding[]>;
}

/** A linter that runs in-process (a WebAssembly build): it answers at once. */
export interface InProcessLinter extends Linter {
  check(source: string, filePath: string): LintFinding[];
}

/** The code under which a linter reports text it cannot parse (Ruff's own). */
export const INVALID_SYNTAX = 'invalid-syntax';
