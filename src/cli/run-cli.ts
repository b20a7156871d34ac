import { withCommandsStoppedInStream } from '../core/report/inert-text.js';
import { tryNodeTooOld } from './node-version.js';
import { tryHelpText, unknownCommand, usageText } from './help.js';
import { errorLines, type CliIo } from './io.js';

/** What runs one command: its arguments after the command's name, and where it writes. */
type CommandRunner = (args: readonly string[], io: CliIo) => Promise<number>;

/**
 * Each command's module, loaded only when that command runs: a command loads
 * what it uses and nothing else (`remora --version` loads no parser, no
 * Ruff, no Octokit). In the bundle each import is a chunk of its own.
 */
const COMMAND_MODULES: Readonly<Record<string, () => Promise<CommandRunner>>> = {
  nodes: async () => (await import('./nodes.js')).runNodesCommand,
  changed: async () => (await import('./changed.js')).runChangedCommand,
  review: async () => (await import('./review.js')).runReviewCommand,
  analyze: async () => (await import('./review.js')).runAnalyzeCommand,
  watch: async () => (await import('./watch.js')).runWatchCommand,
  config: async () => (await import('./info.js')).runConfigCommand,
  'list-agents': async () => (await import('./info.js')).runListAgentsCommand,
  serve: async () => (await import('./serve.js')).runServeCommand,
  doctor: async () => (await import('./doctor.js')).runDoctorCommand,
  'train-data': async () => (await import('./train-data.js')).runTrainDataCommand,
  eval: async () => (await import('./eval.js')).runEvalCommand,
};

/**
 * In a GitHub Actions step (`GITHUB_ACTIONS=true`) the runner reads the
 * CLI's output for workflow commands, and that output quotes the code under
 * review and its file names: every write that holds `::` has commands
 * stopped around it, on lines of their own (a write may follow a partial
 * line, such as the prompt of a question). A question asked on the terminal
 * names the node's file and quotes the model: it is written the same way.
 */
async function withinWorkflow(io: CliIo): Promise<CliIo> {
  if (io.env.GITHUB_ACTIONS !== 'true') return io;
  // Loaded here: outside a workflow step no command needs node:crypto to start.
  const { randomBytes } = await import('node:crypto');
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
  const io = await withinWorkflow(cliIo);
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
    if (command === undefined || command === '--help' || command === '-h') {
      io.stdout(usageText());
      return command === undefined ? 2 : 0;
    }
    const load = Object.hasOwn(COMMAND_MODULES, command) ? COMMAND_MODULES[command] : undefined;
    if (!load) throw unknownCommand(command);
    return await (
      await load()
    )(rest, io);
  } catch (error) {
    io.stderr(errorLines(error));
    return 2;
  }
}
