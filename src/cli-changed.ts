import { createDiscoverer, type Discoverer } from './adapters/discoverer.js';
import { createGit, type Git } from './adapters/git.js';
import { formatNodeJson, parseCommandArgs, reportDiagnostics, type CliIo } from './cli-io.js';
import { discoveryOptions, loadConfig } from './config.js';
import {
  changedNodes,
  deletionPoints,
  parseGitDiff,
  type ChangedNode,
  type FileDiff,
} from './core/diff/index.js';
import { tryLanguageFor } from './core/discovery/language-packs.js';
import { RemoraError, type Diagnostic } from './core/errors.js';

/**
 * `remora changed --base <rev> [--head <rev>]`: the nodes changed between the
 * merge base of the two revisions and the head, as a pull request would show
 * them. Paths are relative to the repository root.
 */
export async function runChangedCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    base: { type: 'string' },
    head: { type: 'string', default: 'HEAD' },
    json: { type: 'boolean', default: false },
    'with-text': { type: 'boolean', default: false },
  });
  if (!values.base) throw new RemoraError('CLI_001', 'changed needs --base <rev>');
  if (positionals.length > 0)
    throw new RemoraError('CLI_001', `unexpected argument '${positionals[0]}'`);
  const git = await createGit(io.cwd, io.env);
  const { config } = await loadConfig(git.root, io.env);
  const discoverer = await createDiscoverer(discoveryOptions(config));
  try {
    const changes = await findChangedNodes(git, values.base, values.head ?? 'HEAD', discoverer);
    reportDiagnostics(changes.diagnostics, io);
    for (const change of changes.nodes)
      io.stdout(
        values.json
          ? formatChangeJson(change, values['with-text'] === true)
          : formatChangeLine(change),
      );
  } finally {
    await discoverer.close();
  }
  return 0;
}

export interface ChangedNodes {
  nodes: ChangedNode[];
  diagnostics: Diagnostic[];
}

/** Diffs two revisions in a repository and selects the changed nodes of every file a language pack reads. */
export async function findChangedNodes(
  git: Git,
  base: string,
  head: string,
  discoverer: Discoverer,
): Promise<ChangedNodes> {
  const headCommit = await git.resolveCommit(head);
  const baseCommit = await git.mergeBase(await git.resolveCommit(base), headCommit);
  const files = parseGitDiff(await git.diff(baseCommit, headCommit)).filter(
    (file) => file.status !== 'deleted' && tryLanguageFor(file.path),
  );
  // Base versions are read only where lines were deleted: they place deletions precisely.
  const withDeletions = files.filter(
    (file) => file.oldPath !== null && deletionPoints(file).length > 0,
  );
  const [headBytes, baseBytes] = await Promise.all([
    git.readFiles(
      headCommit,
      files.map((file) => file.path),
    ),
    git.readFiles(
      baseCommit,
      withDeletions.map((file) => file.oldPath as string),
    ),
  ]);
  const inputs = (sources: Map<string, Buffer>, paths: string[]) =>
    paths.flatMap((path) => {
      const bytes = sources.get(path);
      return bytes ? [{ file_path: path, bytes }] : [];
    });
  const heads = await discoverer.discover(
    inputs(
      headBytes,
      files.map((file) => file.path),
    ),
  );
  const bases = await discoverer.discover(
    inputs(
      baseBytes,
      withDeletions.map((file) => file.oldPath as string),
    ),
  );
  const binary = new Set(files.filter((file) => file.binary).map((file) => file.path));
  const headByPath = new Map(heads.map((found) => [found.file_path, found]));
  const baseByPath = new Map(bases.map((found) => [found.file_path, found]));
  return {
    nodes: files.flatMap((file: FileDiff) => {
      const found = headByPath.get(file.path);
      // A file git calls binary has no hunks to place; discovery says why it was skipped.
      return found && !file.binary
        ? changedNodes(
            file,
            found.nodes,
            file.oldPath ? baseByPath.get(file.oldPath)?.nodes : undefined,
          )
        : [];
    }),
    diagnostics: heads.flatMap((found) => [
      ...found.diagnostics,
      ...(binary.has(found.file_path) && !found.skipped ? [binaryDiagnostic(found.file_path)] : []),
    ]),
  };
}

function binaryDiagnostic(path: string): Diagnostic {
  return {
    code: 'DISC_002',
    severity: 'warning',
    file: path,
    message: `${path}: skipped, git reports a binary file`,
  };
}

function formatChangeJson(change: ChangedNode, withText: boolean): string {
  return formatNodeJson(change.node, withText, { changed_lines: change.changed_lines });
}

function formatChangeLine({ node, changed_lines }: ChangedNode): string {
  const ranges = changed_lines
    .map((r) => (r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`))
    .join(', ');
  return `${node.file_path}:${node.start_line}-${node.end_line}\t${node.node_type}\t${node.full_name}\tchanged ${ranges}\n`;
}
