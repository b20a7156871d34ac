/**
 * The commands of `remora`, one entry each: what the command parses
 * (`parseCommandArgs` takes its options from here) and what its `--help`,
 * `remora --help` and docs/cli.md (`npm run docs`) say about it. One table,
 * longer than a module usually is, so that every flag is listed in one place.
 */

/** One `--flag` of a command. */
export interface CliOption {
  readonly type: 'string' | 'boolean';
  /** The one-letter form, as `-x`. */
  readonly short?: string;
  /** What parseArgs fills in when the flag is absent; a string default is shown in the help. */
  readonly default?: string | boolean;
  /** The value's placeholder in the help, such as `<rev>` (string options). */
  readonly value?: string;
  readonly description: string;
  /** Parsed only to refuse it with a clearer message than "unknown option"; not in the help. */
  readonly hidden?: boolean;
}

/** The options table of one command. */
export type CliOptions = Readonly<Record<string, CliOption>>;

/** One command of `remora`. */
export interface CliCommand {
  readonly name: string;
  /** One line for `remora --help`. */
  readonly summary: string;
  /** The usage lines, each after `remora `. */
  readonly usage: readonly string[];
  /** What the command does, as paragraphs (blank-line separated). */
  readonly description: string;
  /** The positional arguments, when it takes any. */
  readonly positionals?: { readonly name: string; readonly description: string };
  readonly options: CliOptions;
  /** What its exit status means, when it differs from the common one. */
  readonly exitStatus?: string;
}

const NODE_OUTPUT = {
  json: {
    type: 'boolean',
    default: false,
    description: 'one JSON object per node and line, with the CSTNode fields',
  },
  'with-text': { type: 'boolean', default: false, description: "include each node's source text" },
} as const satisfies CliOptions;

const BASE = {
  type: 'string',
  value: '<rev>',
  description: 'the revision the change is made against (required)',
} as const satisfies CliOption;

const HEAD = {
  type: 'string',
  value: '<rev>',
  description: 'the changed revision (default: HEAD)',
} as const satisfies CliOption;

const OPS = {
  type: 'string',
  value: '<op,...|all>',
  description: 'the ops to run (default: the ones remora.yaml enables; also --operations)',
} as const satisfies CliOption;

/** The options review, analyze and watch share: which ops, on which model. */
const MODEL_OPTIONS = {
  ops: OPS,
  model: {
    type: 'string',
    value: 'builtin',
    description: 'the built-in policies, no model server',
  },
  server: {
    type: 'string',
    value: '<url>',
    description: 'an OpenAI-compatible model server (overrides server.base_url)',
  },
  'no-fallback': {
    type: 'boolean',
    default: false,
    description:
      'an op whose adapter the server lacks fails the run (MODEL_001) instead of running on the base model',
  },
} as const satisfies CliOptions;

const LOG_LEVEL = {
  type: 'string',
  value: '<level>',
  description: 'what the terminal shows: debug, info (default), warning or error',
} as const satisfies CliOption;

/** What review and analyze parse; analyze refuses --base and --head by name. */
const REVIEW_OPTIONS = {
  ...MODEL_OPTIONS,
  format: {
    type: 'string',
    default: 'text',
    value: '<format>',
    description:
      'text, json, github: the pulls.createReview request the action would send (review only), or sarif: SARIF 2.1.0 for code scanning, each suggestion a result with its fix',
  },
  apply: {
    type: 'boolean',
    default: false,
    description: 'merge the suggestions into the working tree (needs a clean checkout of the head)',
  },
  log: {
    type: 'string',
    value: '<file>',
    description: "write the run's events to <file> as JSON lines (all of them)",
  },
  'log-level': LOG_LEVEL,
  'fail-fast': {
    type: 'boolean',
    default: false,
    description: 'cancel the whole run at the first op that fails (runner.fail_fast)',
  },
  interactive: {
    type: 'boolean',
    default: false,
    description:
      "an agent's question (ask_user) is asked here, the line typed is its answer; without it the agent is told no answer is available and goes on",
  },
} as const satisfies CliOptions;

/** Every command but `help`, in the order `remora --help` lists them. */
export const CLI_COMMANDS = {
  nodes: {
    name: 'nodes',
    summary: 'every node under the paths (default: .)',
    usage: ['nodes [paths...] [--json] [--with-text]'],
    description:
      "Every node (file, class, function, method) under the paths (default: .). Inside a git repository a folder's files are the ones git lists.",
    positionals: { name: 'paths...', description: 'files and folders (default: .)' },
    options: NODE_OUTPUT,
  },
  changed: {
    name: 'changed',
    summary: 'the nodes a change touched, with their changed lines',
    usage: ['changed --base <rev> [--head <rev>] [--json] [--with-text]'],
    description:
      'The smallest nodes a change touched, between the merge base of <rev> and the head, with their changed lines. Paths are relative to the repository root.',
    options: {
      base: BASE,
      head: { ...HEAD, default: 'HEAD', description: 'the changed revision' },
      ...NODE_OUTPUT,
    },
  },
  review: {
    name: 'review',
    summary: 'run the agents on the changed nodes; print suggestions',
    usage: ['review --base <rev> [--head <rev>] [options]'],
    description: 'Runs the agents on the nodes a change touched and prints their suggestions.',
    options: { base: BASE, head: HEAD, ...REVIEW_OPTIONS },
  },
  analyze: {
    name: 'analyze',
    summary: 'the same over every node of whole files and folders',
    usage: ['analyze <paths...> [options]'],
    description:
      'Runs the agents on every node of whole files and folders (paths relative to the repository root) and prints their suggestions.',
    positionals: { name: 'paths...', description: 'files and folders, relative to the root' },
    options: {
      base: { ...BASE, hidden: true },
      head: { ...HEAD, hidden: true },
      ...REVIEW_OPTIONS,
      shard: {
        type: 'string',
        value: '<i/n>',
        description:
          "only the i-th of n shards of the nodes, split by node id as a sweep's shard input splits them: the n shards partition the nodes, so n runners share the work",
      },
    },
  },
  watch: {
    name: 'watch',
    summary: 'analyse, then again each node whose code changes on disk',
    usage: ['watch [paths...] [options]'],
    description:
      'Analyses every node under the paths (default: .) as the files are on disk, then, each time a file of a language Remora reads changes, only the nodes whose own code changed since the last pass (an edit in a method re-runs the method, not its class or module). One line per pass; Ctrl-C stops it.',
    positionals: { name: 'paths...', description: 'files and folders (default: .)' },
    options: { ...MODEL_OPTIONS, 'log-level': LOG_LEVEL },
  },
  config: {
    name: 'config',
    summary: 'the merged configuration and where each value came from',
    usage: ['config [--json]'],
    description:
      'The merged configuration (flags > REMORA_* environment > remora.yaml > defaults), each value with where it came from.',
    options: { json: { type: 'boolean', default: false, description: 'print it as JSON' } },
  },
  'list-agents': {
    name: 'list-agents',
    summary: 'the available agents and their tools',
    usage: ['list-agents [--json]'],
    description:
      "The available agents (bundled, and the repository's own in .remora/agents/), with their node types and tools.",
    options: { json: { type: 'boolean', default: false, description: 'print them as JSON' } },
  },
  serve: {
    name: 'serve',
    summary: 'an OpenAI-compatible server of the built-in policies',
    usage: ['serve --policy builtin [--port <n>] [--host <address>]'],
    description: [
      'An OpenAI-compatible model server answered by the built-in policies, so the whole network path (preflight, runner, tool calls) runs without a GPU.',
      "It serves the model names a deployed server lists: each agent's adapter (lint, docstring, ...) and server.default_model, which answers for every agent by the tools a request offers. A node of a language with its own policy for an agent (its tests, say) is answered by it: the opening message's code fence names the node's language. GET /v1/models, POST /v1/chat/completions, GET /health.",
      'It prints its URL and runs until Ctrl-C (SIGINT) or SIGTERM.',
    ].join('\n\n'),
    options: {
      policy: {
        type: 'string',
        value: 'builtin',
        description: 'the built-in policies (required; the only policy there is)',
      },
      port: {
        type: 'string',
        value: '<n>',
        description: 'the port (default: 8000; 0: any free port)',
      },
      host: {
        type: 'string',
        value: '<address>',
        description:
          'the address to listen on (default: 127.0.0.1). The server has no API key: it listens beyond loopback only when --host names such an address, and then says so',
      },
    },
  },
  doctor: {
    name: 'doctor',
    summary: 'whether a model server has what a review needs',
    usage: ['doctor --server <url> [--api-key-env <name>] [--ops lint,...|all]'],
    description:
      "Checks a model server the way a review uses it: that it answers GET /models, that each op's model (its agent's adapter, or the op's model: in remora.yaml) is listed, and, for each op, one round trip with the op's real opening request (system prompt, a small function as node context, its tool schemas): did the model call a tool, one of the agent's, with arguments valid against that tool's schema, and how long did it take. Prints a table.",
    options: {
      server: {
        type: 'string',
        value: '<url>',
        description:
          "the server's API root, such as http://remora-server:8000/v1 (default: server.base_url)",
      },
      'api-key-env': {
        type: 'string',
        value: '<name>',
        description:
          "the environment variable holding the server's API key (default: server.api_key_env, REMORA_API_KEY)",
      },
      ops: { ...OPS, description: 'the ops to check (default: the ones remora.yaml enables)' },
    },
    exitStatus:
      '0 when every op is ready; 1 when something a review needs is missing or wrong (each named); 2 for usage and configuration errors.',
  },
  'train-data': {
    name: 'train-data',
    summary: 'teacher trajectories of a corpus, as JSONL to fine-tune on',
    usage: [
      'train-data --corpus <dir> --out <dir> [options]',
      'train-data --from-reviews <dir> --out <dir> [--eval-fraction 0.1] [--seed N]',
    ],
    description: [
      "Runs a teacher through the real runner and tools on every node of a corpus (every file of a language Remora reads), op by op, and writes each run as one JSON line: the conversation the runner sent (system prompt, node context, tool calls and results), the tool schemas, and the task (op, node, file). A run is kept only when it passes a review's gates: the op succeeded, every reply called valid tools, the files still parse, the edits stay inside the node, no filler, and (test) the generated tests pass. Files are split between train and eval by a seeded hash of their path. Writes <out>/train.jsonl, <out>/eval.jsonl and <out>/stats.json, and prints the kept and dropped runs per op.",
      "With --from-reviews: reviewers' verdicts joined with the runs they judged, accepted runs as the same JSONL, rejected ones apart with their reasons.",
    ].join('\n\n'),
    options: {
      corpus: {
        type: 'string',
        value: '<dir>',
        description: 'the project to learn from (this or --from-reviews is required)',
      },
      out: { type: 'string', value: '<dir>', description: 'where the files go (required)' },
      ops: { ...OPS, description: 'the ops to record (default: the ones remora.yaml enables)' },
      'teacher-server': {
        type: 'string',
        value: '<url>',
        description:
          'an OpenAI-compatible server as the teacher (default: the built-in policies: exact for lint, no prose for docstring)',
      },
      'teacher-model': {
        type: 'string',
        value: '<name>',
        description: "the teacher's model for every op (default: each op's model)",
      },
      'eval-fraction': {
        type: 'string',
        default: '0.1',
        value: '<0-1>',
        description: 'the share of files for eval.jsonl',
      },
      seed: { type: 'string', default: '0', value: '<N>', description: "the split's seed" },
      'from-reviews': {
        type: 'string',
        value: '<dir>',
        description:
          "instead of a corpus: a folder of the action's artifacts (feedback.jsonl of verdicts, trajectories.jsonl of reviews), read recursively. Runs of accepted and partly accepted suggestions go to train.jsonl / eval.jsonl; rejected and retried ones to rejected.jsonl with the reviewer's reason (and a later accepted run of the same op on the same node, when there is one); verdicts whose run is not in the folder are counted and named (docs/feedback.md)",
      },
    },
  },
  eval: {
    name: 'eval',
    summary: 'replay recorded tasks against a model server; score each op',
    usage: ['eval --server <url> --data <eval.jsonl> [options]'],
    description:
      "Replays each task of a train-data file (one node, one op) through the real runner and tools against a model server, and reports per op: tool-call validity (calls that name a tool and whose arguments parse and match its schema; a reply without a call counts as an invalid one), task success (the teacher's change, or for test generated tests that pass; no filler), filler rate, mean turns, p50/p95 model latency, and tokens when the server reports usage.",
    options: {
      server: {
        type: 'string',
        value: '<url>',
        description: 'the OpenAI-compatible server to evaluate (required)',
      },
      data: {
        type: 'string',
        value: '<file>',
        description: 'eval.jsonl from train-data (required)',
      },
      ops: {
        ...OPS,
        value: '<op,...>',
        description: 'the ops to evaluate (default: every op in the data)',
      },
      model: {
        type: 'string',
        value: '<name>',
        description: "one model for every op (default: each op's model, e.g. its adapter)",
      },
      corpus: {
        type: 'string',
        value: '<dir>',
        description:
          "the corpus train-data ran on: tasks run in it, as the teacher's did (default: a folder of the tasks' own files)",
      },
      format: {
        type: 'string',
        default: 'markdown',
        value: '<format>',
        description: 'markdown or json',
      },
    },
  },
} as const satisfies Readonly<Record<string, CliCommand>>;

/** A command's name. */
export type CommandName = keyof typeof CLI_COMMANDS;

/** What parseArgs takes of a command's options table: type, short and default. */
export type ParseOptions<O extends CliOptions> = {
  -readonly [K in keyof O]: Pick<O[K], Extract<keyof O[K], 'type' | 'short' | 'default'>>;
};

/** The parseArgs options of a table, without what only the help reads. */
export function parseOptionsOf<O extends CliOptions>(options: O): ParseOptions<O> {
  const parsed: Record<
    string,
    { type: 'string' | 'boolean'; short?: string; default?: string | boolean }
  > = {};
  for (const [name, option] of Object.entries(options))
    parsed[name] = {
      type: option.type,
      ...(option.short === undefined ? {} : { short: option.short }),
      ...(option.default === undefined ? {} : { default: option.default }),
    };
  return parsed as ParseOptions<O>;
}

/** The parseArgs options of one command. */
export function commandOptions<N extends CommandName>(
  name: N,
): ParseOptions<(typeof CLI_COMMANDS)[N]['options']> {
  return parseOptionsOf(CLI_COMMANDS[name].options);
}
