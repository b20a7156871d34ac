import { createDiscoverer } from '../adapters/tree-sitter/discoverer.js';
import { listSourceFiles } from '../adapters/files/source-files.js';
import { discoveryOptions, loadConfig } from '../config/config.js';
import type { CSTNode } from '../core/nodes.js';
import { commandOptions } from './commands.js';
import { formatNodeJson, parseCommandArgs, reportDiagnostics, type CliIo } from './io.js';

/** `remora nodes`: every function and class of the files named, one line (or JSON object) each. */
export async function runNodesCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, commandOptions('nodes'));
  const { config } = await loadConfig(io.cwd, io.env);
  const { files, diagnostics } = await listSourceFiles(positionals, io.cwd);
  reportDiagnostics(diagnostics, io);
  const discoverer = await createDiscoverer(discoveryOptions(config));
  try {
    const results = await discoverer.discover(files);
    for (const result of results) {
      reportDiagnostics(result.diagnostics, io);
      // One write per file: tens of thousands of small writes cost more than the formatting.
      const format = values.json
        ? (node: CSTNode) => formatNodeJson(node, values['with-text'] === true)
        : formatNodeLine;
      io.stdout(result.nodes.map(format).join(''));
    }
  } finally {
    await discoverer.close();
  }
  return 0;
}

function formatNodeLine(node: CSTNode): string {
  return `${node.file_path}:${node.start_line}-${node.end_line}\t${node.node_type}\t${node.full_name}\n`;
}
