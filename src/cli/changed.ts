import { createDiscoverer } from '../adapters/tree-sitter/discoverer.js';
import { createGit } from '../adapters/git/git.js';
import { commandOptions } from './commands.js';
import { formatNodeJson, parseCommandArgs, reportDiagnostics, type CliIo } from './io.js';
import { discoveryOptions, loadConfig } from '../config/config.js';
import type { ChangedNode } from '../core/diff/index.js';
import { RemoraError } from '../core/errors.js';
import { findChangedNodes } from '../pipeline/changed-nodes.js';

/**
 * `remora changed --base <rev> [--head <rev>]`: the nodes changed between the
 * merge base of the two revisions and the head, as a pull request would show
 * them. Paths are relative to the repository root.
 */
export async function runChangedCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, commandOptions('changed'));
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

function formatChangeJson(change: ChangedNode, withText: boolean): string {
  return formatNodeJson(change.node, withText, { changed_lines: change.changed_lines });
}

function formatChangeLine({ node, changed_lines }: ChangedNode): string {
  const ranges = changed_lines
    .map((r) => (r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`))
    .join(', ');
  return `${node.file_path}:${node.start_line}-${node.end_line}\t${node.node_type}\t${node.full_name}\tchanged ${ranges}\n`;
}
