import { diffError, isPlainFileStart, readHunks, splitDiffLines } from './hunks.js';
import { parseBarePath, parseGitHeaderPaths, parseMarkerPath, type DiffPrefixes } from './paths.js';
import type { FileDiff, FileStatus, Hunk } from './types.js';

/** Options of {@link parseGitDiff}. */
export interface ParseGitDiffOptions {
  /** The old-side path prefix the diff was made with (`--src-prefix`); `a/` by default. */
  srcPrefix?: string;
  /** The new-side path prefix (`--dst-prefix`); `b/` by default. */
  dstPrefix?: string;
}

/** What the header lines of one file section said, before it becomes a {@link FileDiff}. */
interface SectionState {
  oldPath: string | null;
  newPath: string | null;
  added: boolean;
  deleted: boolean;
  renamed: boolean;
  copied: boolean;
  binary: boolean;
  oldMode: string | null;
  newMode: string | null;
  similarity: number | null;
  hunks: Hunk[];
}

type HeaderHandler = (state: SectionState, value: string, label: string) => void;

function barePath(value: string, label: string): string {
  const path = parseBarePath(value);
  if (path === undefined) throw diffError(label, `unreadable path ${JSON.stringify(value)}`);
  return path;
}

/** Extended header lines of `git diff`, by their fixed prefix. */
const HEADER_HANDLERS: [string, HeaderHandler][] = [
  [
    'old mode ',
    (s, v) => {
      s.oldMode = v;
    },
  ],
  [
    'new mode ',
    (s, v) => {
      s.newMode = v;
    },
  ],
  [
    'new file mode ',
    (s) => {
      s.added = true;
      s.oldPath = null;
    },
  ],
  [
    'deleted file mode ',
    (s) => {
      s.deleted = true;
      s.newPath = null;
    },
  ],
  [
    'similarity index ',
    (s, v) => {
      s.similarity = parseInt(v, 10);
    },
  ],
  ['dissimilarity index ', () => undefined],
  ['index ', () => undefined],
  ['rename from ', (s, v, l) => setOld(s, 'renamed', barePath(v, l))],
  ['rename to ', (s, v, l) => setNew(s, 'renamed', barePath(v, l))],
  // Spelling of git before 1.5.4, still accepted by `git apply`.
  ['rename old ', (s, v, l) => setOld(s, 'renamed', barePath(v, l))],
  ['rename new ', (s, v, l) => setNew(s, 'renamed', barePath(v, l))],
  ['copy from ', (s, v, l) => setOld(s, 'copied', barePath(v, l))],
  ['copy to ', (s, v, l) => setNew(s, 'copied', barePath(v, l))],
];

function setOld(state: SectionState, flag: 'renamed' | 'copied', path: string): void {
  state[flag] = true;
  state.oldPath = path;
}

function setNew(state: SectionState, flag: 'renamed' | 'copied', path: string): void {
  state[flag] = true;
  state.newPath = path;
}

/**
 * Parses unified diff text, such as the output of `git diff -M base...head`,
 * into one {@link FileDiff} per file, in diff order. Also accepts plain
 * `diff -u` style sections that have no `diff --git` line. Empty input gives
 * an empty list.
 *
 * @throws RemoraError `DIFF_001` on text that is not a diff, or on a hunk
 *   whose lines disagree with its header.
 */
export function parseGitDiff(text: string, options: ParseGitDiffOptions = {}): FileDiff[] {
  const prefixes: DiffPrefixes = {
    srcPrefix: options.srcPrefix ?? 'a/',
    dstPrefix: options.dstPrefix ?? 'b/',
  };
  const lines = splitDiffLines(text);
  const files: FileDiff[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.startsWith('diff --git ')) {
      i = readGitSection(lines, i, prefixes, files);
    } else if (isPlainFileStart(lines, i)) {
      // Plain files are not delimited: each one's hunks are read from the rest of the run, which
      // is fine for what writes them (`diff -u`, a person) and never happens in git's output.
      const end = sectionEnd(lines, i);
      i = readMarkedHunks(lines, i, end, emptyState(null, null), prefixes, files);
    } else if (lines.slice(i).every((rest) => rest.trim() === '')) {
      break;
    } else {
      const where = files[files.length - 1]?.path ?? '(start of diff)';
      throw diffError(where, `unexpected text at diff line ${i + 1}: ${JSON.stringify(line)}`);
    }
  }
  return files;
}

function emptyState(oldPath: string | null, newPath: string | null): SectionState {
  return {
    oldPath,
    newPath,
    added: false,
    deleted: false,
    renamed: false,
    copied: false,
    binary: false,
    oldMode: null,
    newMode: null,
    similarity: null,
    hunks: [],
  };
}

/** Reads one `diff --git` section; returns the index of the line after it. */
function readGitSection(
  lines: readonly string[],
  start: number,
  prefixes: DiffPrefixes,
  files: FileDiff[],
): number {
  const first = lines[start] as string;
  const paths = parseGitHeaderPaths(first.slice('diff --git '.length), prefixes);
  if (!paths) throw diffError(first, 'unreadable "diff --git" line');
  const state = emptyState(paths.oldPath, paths.newPath);
  let i = start + 1;
  for (; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (line.startsWith('diff --git ')) break;
    if (line.startsWith('--- ')) {
      return readMarkedHunks(lines, i, sectionEnd(lines, i), state, prefixes, files);
    }
    if (line.startsWith('Binary files ') || line === 'GIT binary patch') {
      state.binary = true;
      i = skipBinaryBody(lines, i + 1);
      break;
    }
    const handler = HEADER_HANDLERS.find(([prefix]) => line.startsWith(prefix));
    if (!handler) {
      throw diffError(labelOf(state), `unexpected header at diff line ${i + 1}: ${line}`);
    }
    handler[1](state, line.slice(handler[0].length), labelOf(state));
  }
  files.push(toFileDiff(state));
  return i;
}

/** A binary patch body is base85 data up to the next file; none of it concerns us. */
function skipBinaryBody(lines: readonly string[], start: number): number {
  return sectionEnd(lines, start - 1);
}

/**
 * The index of the next `diff --git` line after `start`, or the end: no line
 * of a hunk starts so, so a file's hunks never reach past it.
 */
function sectionEnd(lines: readonly string[], start: number): number {
  let i = start + 1;
  while (i < lines.length && !(lines[i] as string).startsWith('diff --git ')) i += 1;
  return i;
}

/**
 * Reads `---`, `+++` and the hunks after them, up to `end` at most; returns
 * the index of the line after them.
 */
function readMarkedHunks(
  lines: readonly string[],
  start: number,
  end: number,
  state: SectionState,
  prefixes: DiffPrefixes,
  files: FileDiff[],
): number {
  const minus = lines[start] as string;
  const plus = lines[start + 1];
  if (plus === undefined || !plus.startsWith('+++ ')) {
    throw diffError(labelOf(state), `"---" at diff line ${start + 1} is not followed by "+++"`);
  }
  const oldPath = parseMarkerPath(minus.slice(4), prefixes.srcPrefix);
  const newPath = parseMarkerPath(plus.slice(4), prefixes.dstPrefix);
  if (oldPath === undefined || newPath === undefined) {
    throw diffError(labelOf(state), `unreadable path at diff line ${start + 1}`);
  }
  if (oldPath === null && newPath === null) {
    throw diffError(labelOf(state), `both sides are /dev/null at diff line ${start + 1}`);
  }
  // Rename and copy headers name the files without ambiguity; keep theirs.
  if (!state.renamed && !state.copied) {
    state.oldPath = oldPath;
    state.newPath = newPath;
  }
  state.added ||= oldPath === null;
  state.deleted ||= newPath === null;
  const { hunks, next } = readHunks(lines, start + 2, end, labelOf(state));
  if (hunks.length === 0) {
    throw diffError(labelOf(state), `no hunk after the file header at diff line ${start + 2}`);
  }
  state.hunks = hunks;
  files.push(toFileDiff(state));
  return next;
}

function labelOf(state: SectionState): string {
  return state.newPath ?? state.oldPath ?? '(unknown file)';
}

function statusOf(state: SectionState): FileStatus {
  if (state.added) return 'added';
  if (state.deleted) return 'deleted';
  if (state.renamed) return 'renamed';
  if (state.copied) return 'copied';
  return 'modified';
}

function toFileDiff(state: SectionState): FileDiff {
  const status = statusOf(state);
  const path = status === 'deleted' ? state.oldPath : state.newPath;
  if (path === null) throw diffError(labelOf(state), 'the file has no path');
  return {
    path,
    oldPath: status === 'added' ? null : state.oldPath,
    status,
    binary: state.binary,
    modeChange:
      state.oldMode !== null && state.newMode !== null
        ? { oldMode: state.oldMode, newMode: state.newMode }
        : null,
    similarity: state.similarity,
    hunks: state.hunks,
    patchMissing: false,
  };
}
