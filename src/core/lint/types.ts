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
 * The Ruff settings in force for a repository, as read from its configuration.
 * Rule selectors are Ruff's (`F`, `E4`, `F401`, `ALL`).
 */
export interface RuffSettings {
  lineLength?: number;
  indentWidth?: number;
  /** `py310` and so on; Ruff's own default when absent. */
  targetVersion?: string;
  preview?: boolean;
  select: string[];
  ignore: string[];
  extendSelect?: string[];
  /** The repository's own `lint.fixable`; Remora narrows it further. */
  fixable?: string[];
  /** The repository's own `lint.unfixable`, added to Remora's list of unsafe fixes. */
  unfixable?: string[];
  /** Glob (relative to the repository root, or a file name) to selectors ignored there. */
  perFileIgnores?: Record<string, string[]>;
  /** Globs of files Ruff is told not to lint (`exclude` and `extend-exclude`). */
  exclude?: string[];
  dummyVariableRgx?: string;
  /** Ruff's `src`: the folders first-party modules live in (Ruff's default: `.` and `src`). */
  src?: string[];
  /**
   * The modules found in those folders. Ruff tells first-party imports by
   * looking at the file system, which its WebAssembly build cannot: they are
   * passed to isort as `known-first-party` instead.
   */
  firstParty?: string[];
  /** Per-plugin tables passed through unchanged (`lint.isort`, `lint.flake8-bugbear`, …). */
  pluginOptions?: Record<string, Record<string, unknown>>;
}

/** Lints one file's text. `filePath` is repository-relative, with `/` separators. */
export interface Linter {
  check(source: string, filePath: string): LintFinding[];
}
