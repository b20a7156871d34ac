import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Discoverer, SourceInput } from '../adapters/tree-sitter/discoverer.js';
import { changedNodes, parseGitDiff, type ChangedNode, type FileDiff } from '../core/diff/index.js';
import { decodeFileText } from '../languages/file-text.js';
import { tryPackFor as tryLanguageFor } from '../languages/manifests.js';
import type { Git } from '../ports.js';
import type { Diagnostic } from '../core/errors.js';
import { appendAll } from '../core/arrays.js';

/** One file of a change: its diff, its head bytes, and its base bytes where they help. */
export interface DiffedFile {
  diff: FileDiff;
  head: Uint8Array;
  /** The base version: it places deletions precisely, and gives each changed definition its text before. */
  base?: Uint8Array;
}

/** The nodes a change selects, and what discovery said about the files. */
export interface ChangedNodes {
  nodes: ChangedNode[];
  diagnostics: Diagnostic[];
}

/**
 * Discovers the head (and, where given, base) version of every file and
 * selects the nodes its diff changes (docs/architecture.md §3), for the CLI and the
 * action alike, however they read the files. Base diagnostics describe code
 * the change did not write: they are not reported.
 */
export async function selectChangedNodes(
  files: readonly DiffedFile[],
  discoverer: Discoverer,
): Promise<ChangedNodes> {
  const heads = await discoverer.discover(
    files.map(({ diff, head }) => ({ file_path: diff.path, bytes: head })),
  );
  const baseInputs: SourceInput[] = files.flatMap(({ diff, base }) =>
    base === undefined ? [] : [{ file_path: diff.oldPath ?? diff.path, bytes: base }],
  );
  const bases = new Map(
    (await discoverer.discover(baseInputs)).map((found) => [found.file_path, found.nodes]),
  );
  const nodes: ChangedNode[] = [];
  const diagnostics: Diagnostic[] = [];
  files.forEach(({ diff, head: bytes }, index) => {
    const head = heads[index];
    if (!head) return;
    appendAll(diagnostics, head.diagnostics);
    // A file git calls binary has no hunks to place; discovery says why when it skipped it.
    if (diff.binary) {
      if (!head.skipped) diagnostics.push(binaryDiagnostic(diff.path));
      return;
    }
    const docsAbove = tryLanguageFor(diff.path)?.docsAbove;
    const lines = docsAbove && decodeFileText(diff.path, bytes).text.split('\n');
    appendAll(
      nodes,
      changedNodes(
        diff,
        head.nodes,
        bases.get(diff.oldPath ?? diff.path),
        docsAbove && lines ? (node) => docsAbove(lines, node.start_line) : undefined,
      ),
    );
  });
  return { nodes, diagnostics };
}

function binaryDiagnostic(path: string): Diagnostic {
  return {
    code: 'DISC_002',
    severity: 'warning',
    file: path,
    message: `${path}: skipped, git reports a binary file`,
  };
}

/** Diffs two revisions in a repository and selects the changed nodes of every file a language pack reads. */
export async function findChangedNodes(
  git: Git,
  base: string,
  head: string,
  discoverer: Discoverer,
): Promise<ChangedNodes> {
  const [headCommit, baseTip] = await Promise.all([
    git.resolveCommit(head),
    git.resolveCommit(base),
  ]);
  const baseCommit = await git.mergeBase(baseTip, headCommit);
  const diffs = parseGitDiff(await git.diff(baseCommit, headCommit)).filter(
    (file) => file.status !== 'deleted' && tryLanguageFor(file.path),
  );
  // Every file that had a base: its nodes there say what a definition was before the change, even where the change only added lines (a function that now returns a value).
  const withBase = diffs.filter((file) => file.oldPath !== null);
  const [headBytes, baseBytes] = await Promise.all([
    git.readFiles(
      headCommit,
      diffs.map((file) => file.path),
    ),
    git.readFiles(
      baseCommit,
      withBase.map((file) => file.oldPath as string),
    ),
  ]);
  const files: DiffedFile[] = diffs.flatMap((diff) => {
    const bytes = headBytes.get(diff.path);
    const baseVersion = diff.oldPath === null ? undefined : baseBytes.get(diff.oldPath);
    return bytes ? [{ diff, head: bytes, ...(baseVersion ? { base: baseVersion } : {}) }] : [];
  });
  return selectChangedNodes(files, discoverer);
}

/**
 * The nodes whose file is a regular file in the head's tree at `root`: a
 * symbolic link (git keeps its target's path as its text) or anything else
 * is not reviewed, and what discovery said of it is replaced by one DISC_002
 * note. It is never an error: a pull request that adds a link is reviewed
 * like one that does not.
 */
export async function withoutLinkedFiles<T extends { node: { file_path: string } }>(
  nodes: readonly T[],
  diagnostics: readonly Diagnostic[],
  root: string,
): Promise<{ nodes: T[]; diagnostics: Diagnostic[] }> {
  const paths = [...new Set(nodes.map((n) => n.node.file_path))];
  const regular = await Promise.all(
    paths.map((path) =>
      lstat(join(root, ...path.split('/'))).then(
        (stats) => stats.isFile(),
        () => false,
      ),
    ),
  );
  const linked = new Set(paths.filter((_, index) => !regular[index]));
  return {
    nodes: nodes.filter((n) => !linked.has(n.node.file_path)),
    diagnostics: [
      ...diagnostics.filter((d) => d.file === undefined || !linked.has(d.file)),
      ...[...linked].map((path): Diagnostic => ({
        code: 'DISC_002',
        severity: 'notice',
        file: path,
        message: `${path}: skipped, a symbolic link (or not a regular file) at the head: Remora reviews files, not links`,
      })),
    ],
  };
}
