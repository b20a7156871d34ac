/**
 * A path glob of a Ruff configuration, with the folder it is relative to: Ruff
 * resolves a configuration's globs against the folder of the file that wrote
 * them (for `extend`ed files too), and also matches the glob as written
 * against the file's name.
 */
export interface RootedGlob {
  /** The glob as written (a leading `./` kept; the `!` of a negated per-file pattern removed). */
  pattern: string;
  /** The folder of the configuration file that set it, repository-relative; `''` is the root. */
  root: string;
}

/** One `per-file-ignores` entry: the rule selectors ignored in the files the glob matches. */
export interface PerFileIgnore extends RootedGlob {
  /** A `!pattern`: the selectors are ignored in the files the glob does NOT match. */
  negated: boolean;
  selectors: string[];
}

/** One exclusion glob; `builtin` ones are Ruff's default folder names, matched by name only. */
export interface ExcludeGlob extends RootedGlob {
  builtin?: boolean;
}

/**
 * The Ruff settings in force for a file, as read from the configuration that
 * governs it. Rule selectors are Ruff's (`F`, `E4`, `F401`, `ALL`).
 */
export interface RuffSettings {
  lineLength?: number;
  indentWidth?: number;
  /** `py310` and so on; Ruff's own default when absent. */
  targetVersion?: string;
  preview?: boolean;
  /** Absent when no configuration selects rules: Ruff's own default rule set applies. */
  select?: string[];
  ignore: string[];
  extendSelect?: string[];
  /** The repository's own `lint.fixable`; Remora narrows it further. */
  fixable?: string[];
  /** The repository's own `lint.unfixable`, added to Remora's list of unsafe fixes. */
  unfixable?: string[];
  /** `per-file-ignores` and `extend-per-file-ignores`, in order. */
  perFileIgnores?: PerFileIgnore[];
  /**
   * Files Ruff does not lint when it walks the project: `exclude` (Ruff's
   * default folder names when the configuration sets none) and `extend-exclude`;
   * an excluded folder excludes everything under it.
   */
  exclude?: ExcludeGlob[];
  /** `lint.exclude`: files the linter skips (matched against the file itself, not its folders). */
  lintExclude?: ExcludeGlob[];
  /** The folder of the configuration that governs the file (`''`: the root); exclusion stops there. */
  projectRoot?: string;
  /** The project root or a folder above it is excluded by the configuration governing its parent. */
  inExcludedFolder?: boolean;
  dummyVariableRgx?: string;
  /** Ruff's `src`, repository-relative: the folders first-party modules live in. */
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
