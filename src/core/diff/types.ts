/**
 * Shapes of a parsed unified diff. Both sources (full `git diff` output and
 * GitHub's PR files API) produce these, so everything downstream is written
 * once against a single model.
 */

/** How a file changed between base and head. */
export type FileStatus = 'added' | 'deleted' | 'modified' | 'renamed' | 'copied';

/** The role of one line inside a hunk. */
export type DiffLineKind = 'context' | 'added' | 'deleted';

/** One line of a hunk. Line numbers are 1-indexed; `null` on the side the line is absent from. */
export interface DiffLine {
  kind: DiffLineKind;
  /** The content between the marker and the line end, without `\n` or a trailing `\r`. */
  text: string;
  oldLine: number | null;
  newLine: number | null;
  /** Set when a `\ No newline at end of file` marker followed this line. */
  noNewlineAtEnd: boolean;
}

/** One `@@ -a,b +c,d @@` block. A count of 0 means that side is empty at this point. */
export interface Hunk {
  /** The `@@ ... @@` line as written, kept for error messages and logs. */
  header: string;
  oldStart: number;
  oldLines: number;
  newStart: number;
  newLines: number;
  /** The text after the closing `@@` (git's function-context hint), or `''`. */
  section: string;
  lines: DiffLine[];
}

/** A permission change (`old mode` / `new mode`), such as `100644` to `100755`. */
export interface ModeChange {
  oldMode: string;
  newMode: string;
}

/** Everything a diff says about one file. */
export interface FileDiff {
  /** The head-side path; for a deleted file, the path it had in base. */
  path: string;
  /** The base-side path; `null` for an added file. */
  oldPath: string | null;
  status: FileStatus;
  /** Binary content: there are no hunks to read. */
  binary: boolean;
  modeChange: ModeChange | null;
  /** Rename or copy similarity in percent, when the diff states it. */
  similarity: number | null;
  hunks: Hunk[];
  /**
   * The source had changes but did not include them (GitHub omits `patch`
   * for binary or very large files); the caller should fall back to git.
   */
  patchMissing: boolean;
}

/** An inclusive range of line numbers. */
export interface LineRange {
  start: number;
  end: number;
}

/**
 * A run of consecutive deleted lines, placed on the new side. `afterLine` is
 * the new-side line just before the run (0 at file start): the lines vanished
 * between new lines `afterLine` and `afterLine + 1`.
 */
export interface DeletionPoint {
  afterLine: number;
  /** Base-side line numbers of the deleted lines, ascending. */
  oldLines: number[];
  /** The deleted lines' text, in the same order as `oldLines`. */
  texts: string[];
  /**
   * The run sits in a change block that also adds lines (a replacement), so
   * the added lines already mark where the change landed.
   */
  replaced: boolean;
}
