/** Unified diff parsing and changed-node selection (docs/architecture.md §3). */
export type {
  DeletionPoint,
  DiffLine,
  DiffLineKind,
  FileDiff,
  FileStatus,
  Hunk,
  LineRange,
  ModeChange,
} from './types.js';
export { parseGitDiff, type ParseGitDiffOptions } from './parse-git-diff.js';
export { fileDiffFromGitHub, type GitHubFileEntry, type GitHubFileStatus } from './github-file.js';
export { addedLines, anchorableLines, deletionPoints, toRanges } from './line-sets.js';
export {
  changedNodes,
  nodeForDeletion,
  smallestContaining,
  type ChangedNode,
} from './changed-nodes.js';
