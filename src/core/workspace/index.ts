/** Copy-on-write workspaces over the stable tree (docs/architecture.md §6). */
export type { FileSource } from './file-source.js';
export { confineWorkspacePath } from './workspace-path.js';
export { WorkspaceOverlay, comparePaths, type FileChange, type WorkspaceState } from './overlay.js';
export {
  mergeFileVersions,
  mergeWorkspaces,
  type MergeConflict,
  type MergeResult,
  type TextMerge,
} from './merge.js';
export {
  formatFileDiff,
  formatUnifiedDiff,
  quoteDiffPath,
  type FileVersions,
} from './unified-diff.js';
