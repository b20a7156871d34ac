import { RemoraError } from '../core/errors.js';
import { didYouMean } from './did-you-mean.js';
import { REMORA_VERSION } from '../version.js';

/** `remora --help`: every command on one screen. */
export const USAGE = `usage: remora <command> [options]

commands:
  nodes [paths...] [--json] [--with-text]      every node under the paths (default: .)
  changed --base <rev> [--head <rev>] [--json] [--with-text]
                                               the nodes a change touched, with their changed lines
  review --base <rev> [--head <rev>] [--ops lint,...|all] [--model builtin | --server <url> [--no-fallback]]
         [--format text|json|github|sarif] [--apply] [--log <file>] [--log-level <level>] [--fail-fast]
         [--interactive]
                                               run the agents on the changed nodes; print suggestions
  analyze <paths...> [--ops ...] [--model builtin | --server <url> [--no-fallback]] [--format ...] [--apply] [--log <file>] [--log-level <level>] [--interactive]
                                               the same over every node of whole files and folders
  watch [paths...] [--ops ...] [--model builtin | --server <url> [--no-fallback]] [--log-level <level>]
                                               analyse, then again each node whose code changes on disk
  config [--json]                              the merged configuration and where each value came from
  list-agents [--json]                         the available agents and their tools
  serve --policy builtin [--port <n>] [--host <address>]
                                               an OpenAI-compatible server of the built-in policies
  doctor --server <url> [--api-key-env <name>] [--ops lint,...|all]
                                               whether a model server has what a review needs
  train-data --corpus <dir> --out <dir> [--ops ...] [--teacher-server <url> [--teacher-model <name>]]
             [--eval-fraction 0.1] [--seed N]
                                               teacher trajectories of a Python corpus, as JSONL to fine-tune on
  train-data --from-reviews <dir> --out <dir> [--eval-fraction 0.1] [--seed N]
                                               reviewers' verdicts joined with the runs they judged: accepted
                                               runs as the same JSONL, rejected ones apart with their reasons
  eval --server <url> --data <eval.jsonl> [--ops ...] [--model <name>] [--corpus <dir>]
       [--format markdown|json]
                                               replay recorded tasks against a model server; score each op
  help [command]                               this text, or one command's

options:
  -h, --help                                   this text; after a command, that command's
  --version                                    Remora's version

Run 'remora <command> --help' for a command's options.

exit status: 0 on success; 1 when a review ran but some of its ops failed, the run
was cancelled (SIGINT/SIGTERM, runner.deadline_s, --fail-fast) or --apply was
refused (the review is still printed, each failure named); 2 for usage and
configuration errors.
`;

const NODE_OUTPUT = `  --json              one JSON object per node and line, with the CSTNode fields
  --with-text         include each node's source text
  -h, --help          this text`;

const REVIEW_OPTIONS = `  --ops <op,...|all>  the ops to run (default: the ones remora.yaml enables; also --operations)
  --model builtin     the built-in policies, no model server
  --server <url>      an OpenAI-compatible model server (overrides server.base_url)
  --no-fallback       an op whose adapter the server lacks fails the run (MODEL_001)
                      instead of running on the base model
  --format <format>   text, json, github: the pulls.createReview request the action
                      would send (review only), or sarif: SARIF 2.1.0 for code scanning,
                      each suggestion a result with its fix (default: text)
  --apply             merge the suggestions into the working tree (needs a clean checkout of the head)
  --log <file>        write the run's events to <file> as JSON lines (all of them)
  --log-level <level> what the terminal shows: debug, info (default), warning or error
  --fail-fast         cancel the whole run at the first op that fails (runner.fail_fast)
  --interactive       an agent's question (ask_user) is asked here, the line typed is its answer;
                      without it the agent is told no answer is available and goes on
  -h, --help          this text`;

/** `remora <command> --help`: one command's usage and options. */
export const COMMAND_HELP: Readonly<Record<string, string>> = {
  nodes: `usage: remora nodes [paths...] [--json] [--with-text]

Every node (file, class, function, method) under the paths (default: .).
Inside a git repository a folder's files are the ones git lists.

options:
${NODE_OUTPUT}
`,
  changed: `usage: remora changed --base <rev> [--head <rev>] [--json] [--with-text]

The smallest nodes a change touched, between the merge base of <rev> and the
head, with their changed lines. Paths are relative to the repository root.

options:
  --base <rev>        the revision the change is made against (required)
  --head <rev>        the changed revision (default: HEAD)
${NODE_OUTPUT}
`,
  review: `usage: remora review --base <rev> [--head <rev>] [options]

Runs the agents on the nodes a change touched and prints their suggestions.

options:
  --base <rev>        the revision the change is made against (required)
  --head <rev>        the changed revision (default: HEAD)
${REVIEW_OPTIONS}
`,
  analyze: `usage: remora analyze <paths...> [options]

Runs the agents on every node of whole files and folders (paths relative to the
repository root) and prints their suggestions.

options:
${REVIEW_OPTIONS}
`,
  watch: `usage: remora watch [paths...] [options]

Analyses every node under the paths (default: .) as the files are on disk,
then, each time a Python file changes, only the nodes whose own code changed
since the last pass (an edit in a method re-runs the method, not its class or
module). One line per pass; Ctrl-C stops it.

options:
  --ops <op,...|all>  the ops to run (default: the ones remora.yaml enables; also --operations)
  --model builtin     the built-in policies, no model server
  --server <url>      an OpenAI-compatible model server (overrides server.base_url)
  --no-fallback       fail an op whose adapter the server lacks, instead of using the base model
  --log-level <level> what the terminal shows: debug, info (default), warning or error
  -h, --help          this text
`,
  config: `usage: remora config [--json]

The merged configuration (flags > REMORA_* environment > remora.yaml >
defaults), each value with where it came from.

options:
  --json              print it as JSON
  -h, --help          this text
`,
  serve: `usage: remora serve --policy builtin [--port <n>] [--host <address>]

An OpenAI-compatible model server answered by the built-in policies, so the
whole network path (preflight, runner, tool calls) runs without a GPU. It
serves the model names a deployed server lists: each agent's adapter (lint,
docstring, ...) and server.default_model, which answers for every agent by the
tools a request offers. GET /v1/models, POST /v1/chat/completions, GET /health.
It prints its URL and runs until Ctrl-C (SIGINT) or SIGTERM.

options:
  --policy builtin    the built-in policies (required; the only policy there is)
  --port <n>          the port (default: 8000; 0: any free port)
  --host <address>    the address to listen on (default: 127.0.0.1). The server has no
                      API key: it listens beyond loopback only when --host names such an
                      address, and then says so
  -h, --help          this text
`,
  doctor: `usage: remora doctor --server <url> [--api-key-env <name>] [--ops lint,...|all]

Checks a model server the way a review uses it: that it answers GET /models,
that each op's model (its agent's adapter, or the op's model: in remora.yaml)
is listed, and, for each op, one round trip with the op's real opening
request (system prompt, a small function as node context, its tool schemas):
did the model call a tool, one of the agent's, with arguments valid against
that tool's schema, and how long did it take. Prints a table.

exit status: 0 when every op is ready; 1 when something a review needs is
missing or wrong (each named); 2 for usage and configuration errors.

options:
  --server <url>      the server's API root, such as http://remora-server:8000/v1
                      (default: server.base_url)
  --api-key-env <name>
                      the environment variable holding the server's API key
                      (default: server.api_key_env, REMORA_API_KEY)
  --ops <op,...|all>  the ops to check (default: the ones remora.yaml enables)
  -h, --help          this text
`,
  'train-data': `usage: remora train-data --corpus <dir> --out <dir> [options]
       remora train-data --from-reviews <dir> --out <dir> [--eval-fraction 0.1] [--seed N]

Runs a teacher through the real runner and tools on every node of a Python
corpus, op by op, and writes each run as one JSON line: the conversation the
runner sent (system prompt, node context, tool calls and results), the tool
schemas, and the task (op, node, file). A run is kept only when it passes a
review's gates: the op succeeded, every reply called valid tools, the files
still parse, the edits stay inside the node, no filler, and (test) the
generated tests pass. Files are split between train and eval by a seeded hash
of their path. Writes <out>/train.jsonl, <out>/eval.jsonl and <out>/stats.json,
and prints the kept and dropped runs per op.

options:
  --corpus <dir>           the Python project to learn from (required)
  --out <dir>              where the files go (required)
  --ops <op,...|all>       the ops to record (default: the ones remora.yaml enables)
  --teacher-server <url>   an OpenAI-compatible server as the teacher (default: the
                           built-in policies: exact for lint, no prose for docstring)
  --teacher-model <name>   the teacher's model for every op (default: each op's model)
  --eval-fraction <0-1>    the share of files for eval.jsonl (default: 0.1)
  --seed <N>               the split's seed (default: 0)
  --from-reviews <dir>     instead of a corpus: a folder of the action's artifacts
                           (feedback.jsonl of verdicts, trajectories.jsonl of reviews),
                           read recursively. Runs of accepted and partly accepted
                           suggestions go to train.jsonl / eval.jsonl; rejected and
                           retried ones to rejected.jsonl with the reviewer's reason (and
                           a later accepted run of the same op on the same node, when
                           there is one); verdicts whose run is not in the folder are
                           counted and named (docs/feedback.md)
  -h, --help               this text
`,
  eval: `usage: remora eval --server <url> --data <eval.jsonl> [options]

Replays each task of a train-data file (one node, one op) through the real
runner and tools against a model server, and reports per op: tool-call
validity (calls that name a tool and whose arguments parse and match its
schema; a reply without a call counts as an invalid one), task success (the
teacher's change, or for test generated tests that pass; no filler), filler
rate, mean turns, p50/p95 model latency, and tokens when the server reports
usage.

options:
  --server <url>           the OpenAI-compatible server to evaluate (required)
  --data <file>            eval.jsonl from train-data (required)
  --ops <op,...>           the ops to evaluate (default: every op in the data)
  --model <name>           one model for every op (default: each op's model, e.g. its adapter)
  --corpus <dir>           the corpus train-data ran on: tasks run in it, as the teacher's
                           did (default: a folder of the tasks' own files)
  --format <format>        markdown or json (default: markdown)
  -h, --help               this text
`,
  'list-agents': `usage: remora list-agents [--json]

The available agents (bundled, and the repository's own in .remora/agents/),
with their node types and tools.

options:
  --json              print them as JSON
  -h, --help          this text
`,
};

/**
 * What `remora help [command]`, `remora <command> --help` and `remora
 * --version` print, or undefined when the arguments ask for none of them.
 * Help wins over every other argument, so it never fails on a bad flag.
 */
export function tryHelpText(
  command: string | undefined,
  args: readonly string[],
): string | undefined {
  if (command === '--version') return `remora ${REMORA_VERSION}\n`;
  if (command === 'help') {
    const [topic] = args;
    if (topic === undefined || topic === 'help' || topic === '--help' || topic === '-h')
      return topic === undefined ? USAGE : HELP_HELP;
    const text = COMMAND_HELP[topic];
    if (!text) throw unknownCommand(topic);
    return text;
  }
  const text = command === undefined ? undefined : COMMAND_HELP[command];
  return text !== undefined && asksForHelp(args) ? text : undefined;
}

/** True when a command's arguments ask for its help (before any `--`). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

const HELP_HELP = `usage: remora help [command]

  Prints every command on one screen, or one command's options
  (the same as 'remora <command> --help').
`;

/** The commands `remora` knows, for "did you mean". */
export const COMMANDS: readonly string[] = [...Object.keys(COMMAND_HELP), 'help'];

/** CLI_001 for a command Remora does not have, with the closest it does. */
export function unknownCommand(command: string): RemoraError {
  return new RemoraError(
    'CLI_001',
    `unknown command '${command}'${didYouMean(command, COMMANDS)}; 'remora --help' lists the commands`,
  );
}
