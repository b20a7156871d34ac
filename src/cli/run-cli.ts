import { randomBytes } from 'node:crypto';
import { createDiscoverer } from '../adapters/python/discoverer.js';
import { listSourceFiles } from '../adapters/files/source-files.js';
import { discoveryOptions, loadConfig } from '../config/config.js';
import { withCommandsStoppedInStream } from '../core/report/inert-text.js';
import type { CSTNode } from '../core/nodes.js';
import { runChangedCommand } from './changed.js';
import { runDoctorCommand } from './doctor.js';
import { runConfigCommand, runListAgentsCommand } from './info.js';
import { runAnalyzeCommand, runReviewCommand } from './review.js';
import { runWatchCommand } from './watch.js';
import { runServeCommand } from './serve.js';
import { runEvalCommand } from './eval.js';
import { runTrainDataCommand } from './train-data.js';
import { commandOptions } from './commands.js';
import { tryNodeTooOld } from './node-version.js';
import { tryHelpText, unknownCommand, USAGE } from './help.js';
import {
  errorLines,
  formatNodeJson,
  parseCommandArgs,
  reportDiagnostics,
  type CliIo,
} from './io.js';

/**
 * In a GitHub Actions step (`GITHUB_ACTIONS=true`) the runner reads the
 * CLI's output for workflow commands, and that output quotes the code under
 * review and its file names: every write that holds `::` has commands
 * stopped around it, on lines of their own (a write may follow a partial
 * line, such as the prompt of a question). A question asked on the terminal
 * names the node's file and quotes the model: it is written the same way.
 */
function withinWorkflow(io: CliIo): CliIo {
  if (io.env.GITHUB_ACTIONS !== 'true') return io;
  const stopped = (text: string): string =>
    withCommandsStoppedInStream(text, randomBytes(16).toString('hex'));
  const { ask } = io;
  return {
    ...io,
    stdout: (text) => io.stdout(stopped(text)),
    stderr: (text) => io.stderr(stopped(text)),
    ...(ask ? { ask: (question: string) => ask(stopped(question)) } : {}),
  };
}

/**
 * Runs one CLI invocation and returns its exit status: 0 on success, 1 when a
 * review's ops failed or its --apply was refused, 2 for a usage error or input
 * Remora cannot work with (each with a message on stderr).
 */
export async function runCli(argv: readonly string[], cliIo: CliIo): Promise<number> {
  const io = withinWorkflow(cliIo);
  const [command, ...rest] = argv;
  const tooOld = tryNodeTooOld(io.nodeVersion ?? process.versions.node);
  if (tooOld) {
    io.stderr(errorLines(tooOld));
    return 2;
  }
  try {
    const help = tryHelpText(command, rest);
    if (help !== undefined) {
      io.stdout(help);
      return 0;
    }
    switch (command) {
      case 'nodes':
        return await runNodesCommand(rest, io);
      case 'changed':
        return await runChangedCommand(rest, io);
      case 'review':
        return await runReviewCommand(rest, io);
      case 'analyze':
        return await runAnalyzeCommand(rest, io);
      case 'watch':
        return await runWatchCommand(rest, io);
      case 'config':
        return await runConfigCommand(rest, io);
      case 'list-agents':
        return await runListAgentsCommand(rest, io);
      case 'serve':
        return await runServeCommand(rest, io);
      case 'doctor':
        return await runDoctorCommand(rest, io);
      case 'train-data':
        return await runTrainDataCommand(rest, io);
      case 'eval':
        return await runEvalCommand(rest, io);
      case undefined:
      case '--help':
      case '-h':
        io.stdout(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw unknownCommand(command);
    }
  } catch (error) {
    io.stderr(errorLines(error));
    return 2;
  }
}

async function runNodesCommand(args: readonly string[], io: CliIo): Promise<number> {
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
