export const id = 393;
export const ids = [393];
export const modules = {

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ CLI_COMMANDS),
/* harmony export */   i6: () => (/* binding */ commandOptions)
/* harmony export */ });
/* unused harmony export parseOptionsOf */
/**
 * The commands of `remora`, one entry each: what the command parses
 * (`parseCommandArgs` takes its options from here) and what its `--help`,
 * `remora --help` and docs/cli.md (`npm run docs`) say about it. One table,
 * longer than a module usually is, so that every flag is listed in one place.
 */
const NODE_OUTPUT = {
    json: {
        type: 'boolean',
        default: false,
        description: 'one JSON object per node and line, with the CSTNode fields',
    },
    'with-text': { type: 'boolean', default: false, description: "include each node's source text" },
};
const BASE = {
    type: 'string',
    value: '<rev>',
    description: 'the revision the change is made against (required)',
};
const HEAD = {
    type: 'string',
    value: '<rev>',
    description: 'the changed revision (default: HEAD)',
};
const OPS = {
    type: 'string',
    value: '<op,...|all>',
    description: 'the ops to run (default: the ones remora.yaml enables; also --operations)',
};
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
        description: 'an op whose adapter the server lacks fails the run (MODEL_001) instead of running on the base model',
    },
};
const LOG_LEVEL = {
    type: 'string',
    value: '<level>',
    description: 'what the terminal shows: debug, info (default), warning or error',
};
/** What review and analyze parse; analyze refuses --base and --head by name. */
const REVIEW_OPTIONS = {
    ...MODEL_OPTIONS,
    format: {
        type: 'string',
        default: 'text',
        value: '<format>',
        description: 'text, json, github: the pulls.createReview request the action would send (review only), or sarif: SARIF 2.1.0 for code scanning, each suggestion a result with its fix',
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
        description: "an agent's question (ask_user) is asked here, the line typed is its answer; without it the agent is told no answer is available and goes on",
    },
};
/** Every command but `help`, in the order `remora --help` lists them. */
const CLI_COMMANDS = {
    nodes: {
        name: 'nodes',
        summary: 'every node under the paths (default: .)',
        usage: ['nodes [paths...] [--json] [--with-text]'],
        description: "Every node (file, class, function, method) under the paths (default: .). Inside a git repository a folder's files are the ones git lists.",
        positionals: { name: 'paths...', description: 'files and folders (default: .)' },
        options: NODE_OUTPUT,
    },
    changed: {
        name: 'changed',
        summary: 'the nodes a change touched, with their changed lines',
        usage: ['changed --base <rev> [--head <rev>] [--json] [--with-text]'],
        description: 'The smallest nodes a change touched, between the merge base of <rev> and the head, with their changed lines. Paths are relative to the repository root.',
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
        description: 'Runs the agents on every node of whole files and folders (paths relative to the repository root) and prints their suggestions.',
        positionals: { name: 'paths...', description: 'files and folders, relative to the root' },
        options: {
            base: { ...BASE, hidden: true },
            head: { ...HEAD, hidden: true },
            ...REVIEW_OPTIONS,
            shard: {
                type: 'string',
                value: '<i/n>',
                description: "only the i-th of n shards of the nodes, split by node id as a sweep's shard input splits them: the n shards partition the nodes, so n runners share the work",
            },
        },
    },
    watch: {
        name: 'watch',
        summary: 'analyse, then again each node whose code changes on disk',
        usage: ['watch [paths...] [options]'],
        description: 'Analyses every node under the paths (default: .) as the files are on disk, then, each time a file of a language Remora reads changes, only the nodes whose own code changed since the last pass (an edit in a method re-runs the method, not its class or module). One line per pass; Ctrl-C stops it.',
        positionals: { name: 'paths...', description: 'files and folders (default: .)' },
        options: { ...MODEL_OPTIONS, 'log-level': LOG_LEVEL },
    },
    config: {
        name: 'config',
        summary: 'the merged configuration and where each value came from',
        usage: ['config [--json]'],
        description: 'The merged configuration (flags > REMORA_* environment > remora.yaml > defaults), each value with where it came from.',
        options: { json: { type: 'boolean', default: false, description: 'print it as JSON' } },
    },
    'list-agents': {
        name: 'list-agents',
        summary: 'the available agents and their tools',
        usage: ['list-agents [--json]'],
        description: "The available agents (bundled, and the repository's own in .remora/agents/), with their node types and tools.",
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
                description: 'the address to listen on (default: 127.0.0.1). The server has no API key: it listens beyond loopback only when --host names such an address, and then says so',
            },
        },
    },
    doctor: {
        name: 'doctor',
        summary: 'whether a model server has what a review needs',
        usage: ['doctor --server <url> [--api-key-env <name>] [--ops lint,...|all]'],
        description: "Checks a model server the way a review uses it: that it answers GET /models, that each op's model (its agent's adapter, or the op's model: in remora.yaml) is listed, and, for each op, one round trip with the op's real opening request (system prompt, a small function as node context, its tool schemas): did the model call a tool, one of the agent's, with arguments valid against that tool's schema, and how long did it take. Prints a table.",
        options: {
            server: {
                type: 'string',
                value: '<url>',
                description: "the server's API root, such as http://remora-server:8000/v1 (default: server.base_url)",
            },
            'api-key-env': {
                type: 'string',
                value: '<name>',
                description: "the environment variable holding the server's API key (default: server.api_key_env, REMORA_API_KEY)",
            },
            ops: { ...OPS, description: 'the ops to check (default: the ones remora.yaml enables)' },
        },
        exitStatus: '0 when every op is ready; 1 when something a review needs is missing or wrong (each named); 2 for usage and configuration errors.',
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
                description: 'an OpenAI-compatible server as the teacher (default: the built-in policies: exact for lint, no prose for docstring)',
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
                description: "instead of a corpus: a folder of the action's artifacts (feedback.jsonl of verdicts, trajectories.jsonl of reviews), read recursively. Runs of accepted and partly accepted suggestions go to train.jsonl / eval.jsonl; rejected and retried ones to rejected.jsonl with the reviewer's reason (and a later accepted run of the same op on the same node, when there is one); verdicts whose run is not in the folder are counted and named (docs/feedback.md)",
            },
        },
    },
    eval: {
        name: 'eval',
        summary: 'replay recorded tasks against a model server; score each op',
        usage: ['eval --server <url> --data <eval.jsonl> [options]'],
        description: "Replays each task of a train-data file (one node, one op) through the real runner and tools against a model server, and reports per op: tool-call validity (calls that name a tool and whose arguments parse and match its schema; a reply without a call counts as an invalid one), task success (the teacher's change, or for test generated tests that pass; no filler), filler rate, mean turns, p50/p95 model latency, and tokens when the server reports usage.",
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
                description: "the corpus train-data ran on: tasks run in it, as the teacher's did (default: a folder of the tasks' own files)",
            },
            format: {
                type: 'string',
                default: 'markdown',
                value: '<format>',
                description: 'markdown or json',
            },
        },
    },
};
/** The parseArgs options of a table, without what only the help reads. */
function parseOptionsOf(options) {
    const parsed = {};
    for (const [name, option] of Object.entries(options))
        parsed[name] = {
            type: option.type,
            ...(option.short === undefined ? {} : { short: option.short }),
            ...(option.default === undefined ? {} : { default: option.default }),
        };
    return parsed;
}
/** The parseArgs options of one command. */
function commandOptions(name) {
    return parseOptionsOf(CLI_COMMANDS[name].options);
}


/***/ }),

/***/ 9927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean)
/* harmony export */ });
/* unused harmony export closestName */
/**
 * The known name closest to `typed`, for a "did you mean" after a typo:
 * one that starts with what was typed, else one within two edits (one for
 * names of four letters or fewer); undefined when none is that close.
 */
function closestName(typed, known) {
    const completed = known.find((name) => typed.length >= 3 && name.startsWith(typed));
    if (completed !== undefined)
        return completed;
    const budget = typed.length <= 4 ? 1 : 2;
    let best;
    for (const name of known) {
        const distance = editDistance(typed, name);
        if (distance <= budget && (best === undefined || distance < best.distance))
            best = { name, distance };
    }
    return best?.name;
}
/** ` (did you mean X?)`, or '' when nothing known is close. */
function didYouMean(typed, known) {
    const close = closestName(typed, known);
    return close === undefined ? '' : ` (did you mean ${close}?)`;
}
/** Levenshtein distance, with a swap of two neighbours counted as one edit. */
function editDistance(a, b) {
    const rows = a.length + 1;
    const cols = b.length + 1;
    const d = Array.from({ length: rows }, (_, i) => Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
    for (let i = 1; i < rows; i++)
        for (let j = 1; j < cols; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let value = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
                value = Math.min(value, (d[i - 2]?.[j - 2] ?? 0) + 1);
            d[i][j] = value;
        }
    return d[a.length]?.[b.length] ?? 0;
}


/***/ }),

/***/ 1604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dj: () => (/* binding */ reportDiagnostics),
/* harmony export */   Qx: () => (/* binding */ parseCommandArgs),
/* harmony export */   S6: () => (/* binding */ errorLines),
/* harmony export */   eU: () => (/* binding */ formatNodeJson)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9927);



/** Long names a flag also answers to: `--operations` (the action's input's name) is `--ops`. */
const ALIASES = { '--operations': '--ops' };
/** Parses a command's flags; unknown flags are CLI_001 errors, not crashes. */
function parseCommandArgs(args, options) {
    const named = args.map((arg) => {
        const [flag = '', ...value] = arg.split('=');
        const alias = ALIASES[flag];
        return alias && alias.slice(2) in options ? [alias, ...value].join('=') : arg;
    });
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: named, options, allowPositionals: true });
    }
    catch (error) {
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RemoraError */ .LP('CLI_001', argumentProblem(error, options));
    }
}
/** Node's parse error in Remora's words: which option, what is close, where the list is. */
function argumentProblem(error, options) {
    const known = Object.keys(options).map((name) => `--${name}`);
    const option = /option '([^']+)'/i.exec(error.message)?.[1]?.split(/[ =]/)[0] ?? '';
    const help = "; '--help' after the command lists its options";
    if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
        return `unknown option ${option}${(0,_did_you_mean_js__WEBPACK_IMPORTED_MODULE_2__/* .didYouMean */ .a)(option, known)}${help}`;
    if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
        return /argument missing|ambiguous/.test(error.message)
            ? `option ${option} needs a value${help}`
            : `option ${option} takes no value${help}`;
    return error.message;
}
/** One JSON line with the CSTNode fields; `text` only when asked for. */
function formatNodeJson(node, withText, extra = {}) {
    const { text, ...fields } = node;
    return `${JSON.stringify(withText ? { ...fields, text, ...extra } : { ...fields, ...extra })}\n`;
}
/** Diagnostics go to stderr, so stdout stays machine-readable. */
function reportDiagnostics(diagnostics, io) {
    for (const diagnostic of diagnostics)
        io.stderr(`${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}\n`);
}
/** An error as the CLI prints it: the code and message, then what to do about it. */
function errorLines(error) {
    const remedy = (0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .remedyOf */ .SM)(error);
    return `remora: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .describeError */ .Uc)(error)}\n${remedy ? `remora: what to do: ${remedy}\n` : ''}`;
}


/***/ }),

/***/ 5393:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// EXTERNAL MODULE: ./src/core/report/inert-text.ts
var inert_text = __webpack_require__(4368);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/cli/node-version.ts

/**
 * The oldest Node.js the CLI runs on: the action's own runtime (`node24` in
 * action.yml), so the CLI and the action run the same code on the same
 * engine. package.json's `engines` says the same.
 */
const MIN_NODE_MAJOR = 24;
/**
 * NODE_001 when `version` (as `process.versions.node` gives it, `20.20.2`) is
 * older than {@link MIN_NODE_MAJOR}; undefined when it will do.
 */
function tryNodeTooOld(version) {
    const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
    if (Number.isInteger(major) && major >= MIN_NODE_MAJOR)
        return undefined;
    return new errors/* RemoraError */.LP('NODE_001', `remora needs Node.js ${MIN_NODE_MAJOR} or later; this is Node.js ${version}`);
}

// EXTERNAL MODULE: ./src/cli/did-you-mean.ts
var did_you_mean = __webpack_require__(9927);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/cli/commands.ts
var cli_commands = __webpack_require__(1654);
;// CONCATENATED MODULE: ./src/cli/help.ts




const WIDTH = 80;
/**
 * `remora --help`: every command on one screen. Built when asked for, not on
 * import: `remora --version` and every command load this module.
 */
function usageText() {
    const commands = Object.values(cli_commands/* CLI_COMMANDS */.In).map((command) => [command.name, command.summary]);
    const rows = [...commands, ['help [command]', "this text, or one command's"]];
    return `usage: remora <command> [options]

commands:
${columns(rows, 14)}
options:
${columns([
        ['-h, --help', "this text; after a command, that command's"],
        ['--version', "Remora's version"],
    ], 14)}
Run 'remora <command> --help' for a command's options.

exit status: 0 on success; 1 when a review ran but some of its ops failed, the run
was cancelled (SIGINT/SIGTERM, runner.deadline_s, --fail-fast) or --apply was
refused (the review is still printed, each failure named); 2 for usage and
configuration errors.
`;
}
/** `remora <command> --help`: one command's usage, what it does, and its options. */
function commandHelp(command) {
    const usage = command.usage
        .map((line, index) => `${index === 0 ? 'usage: ' : '       '}remora ${line}`)
        .join('\n');
    const paragraphs = command.description.split('\n\n').map((text) => wrap(text, 0, WIDTH));
    const options = Object.entries(command.options)
        .filter(([, option]) => option.hidden !== true)
        .map(([name, option]) => [optionLabel(name, option), optionText(option)]);
    const exit = command.exitStatus
        ? `\n${wrap(`exit status: ${command.exitStatus}`, 0, WIDTH)}\n`
        : '';
    return `${usage}

${paragraphs.join('\n\n')}
${exit}
options:
${columns([...options, ['-h, --help', 'this text']], 24)}`;
}
/** `--name <value>`, or `-x, --name <value>` with a short form. */
function optionLabel(name, option) {
    const value = option.type === 'string' ? ` ${option.value ?? '<value>'}` : '';
    return `${option.short ? `-${option.short}, ` : ''}--${name}${value}`;
}
/** An option's description, with the default parseArgs fills in when it is a string. */
function optionText(option) {
    return typeof option.default === 'string'
        ? `${option.description} (default: ${option.default})`
        : option.description;
}
/** Label and text in two columns; a label too wide for its column gets a line of its own. */
function columns(rows, labelWidth) {
    const indent = 2 + labelWidth + 2;
    return rows
        .map(([label, text]) => {
        const body = wrap(text, indent, WIDTH).slice(indent);
        return label.length <= labelWidth
            ? `  ${label.padEnd(labelWidth)}  ${body}\n`
            : `  ${label}\n${' '.repeat(indent)}${body}\n`;
    })
        .join('');
}
/** Words filled into lines of at most `width` columns, each indented by `indent`. */
function wrap(text, indent, width) {
    const lines = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
        if (line && indent + line.length + 1 + word.length > width) {
            lines.push(line);
            line = word;
        }
        else
            line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
    return lines.map((l) => `${' '.repeat(indent)}${l}`).join('\n');
}
/** `remora <command> --help` of one command, or undefined for a command Remora does not have. */
function tryCommandHelp(name) {
    const commands = cli_commands/* CLI_COMMANDS */.In;
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    return command ? commandHelp(command) : undefined;
}
/**
 * What `remora help [command]`, `remora <command> --help` and `remora
 * --version` print, or undefined when the arguments ask for none of them.
 * Help wins over every other argument, so it never fails on a bad flag.
 */
function tryHelpText(command, args) {
    if (command === '--version')
        return `remora ${version/* REMORA_VERSION */.m}\n`;
    if (command === 'help') {
        const [topic] = args;
        if (topic === undefined || topic === 'help' || topic === '--help' || topic === '-h')
            return topic === undefined ? usageText() : HELP_HELP;
        const text = tryCommandHelp(topic);
        if (!text)
            throw unknownCommand(topic);
        return text;
    }
    return command !== undefined && asksForHelp(args) ? tryCommandHelp(command) : undefined;
}
/** True when a command's arguments ask for its help (before any `--`). */
function asksForHelp(args) {
    const end = args.indexOf('--');
    return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}
const HELP_HELP = `usage: remora help [command]

  Prints every command on one screen, or one command's options
  (the same as 'remora <command> --help').
`;
/** The commands `remora` knows, for "did you mean". */
const COMMANDS = [...Object.keys(cli_commands/* CLI_COMMANDS */.In), 'help'];
/** CLI_001 for a command Remora does not have, with the closest it does. */
function unknownCommand(command) {
    return new errors/* RemoraError */.LP('CLI_001', `unknown command '${command}'${(0,did_you_mean/* didYouMean */.a)(command, COMMANDS)}; 'remora --help' lists the commands`);
}

// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
;// CONCATENATED MODULE: ./src/cli/run-cli.ts




/**
 * Each command's module, loaded only when that command runs: a command loads
 * what it uses and nothing else (`remora --version` loads no parser, no
 * Ruff, no Octokit). In the bundle each import is a chunk of its own.
 */
const COMMAND_MODULES = {
    nodes: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(332), __webpack_require__.e(796)]).then(__webpack_require__.bind(__webpack_require__, 2895))).runNodesCommand,
    changed: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(857), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(332), __webpack_require__.e(43), __webpack_require__.e(115)]).then(__webpack_require__.bind(__webpack_require__, 30))).runChangedCommand,
    review: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(951), __webpack_require__.e(857), __webpack_require__.e(22), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(839), __webpack_require__.e(332), __webpack_require__.e(118), __webpack_require__.e(43), __webpack_require__.e(969), __webpack_require__.e(843), __webpack_require__.e(24)]).then(__webpack_require__.bind(__webpack_require__, 9024))).runReviewCommand,
    analyze: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(951), __webpack_require__.e(857), __webpack_require__.e(22), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(839), __webpack_require__.e(332), __webpack_require__.e(118), __webpack_require__.e(43), __webpack_require__.e(969), __webpack_require__.e(843), __webpack_require__.e(24)]).then(__webpack_require__.bind(__webpack_require__, 9024))).runAnalyzeCommand,
    watch: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(951), __webpack_require__.e(857), __webpack_require__.e(22), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(839), __webpack_require__.e(332), __webpack_require__.e(118), __webpack_require__.e(43), __webpack_require__.e(969), __webpack_require__.e(843), __webpack_require__.e(24), __webpack_require__.e(885)]).then(__webpack_require__.bind(__webpack_require__, 8885))).runWatchCommand,
    config: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(0), __webpack_require__.e(839), __webpack_require__.e(976)]).then(__webpack_require__.bind(__webpack_require__, 3976))).runConfigCommand,
    'list-agents': async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(0), __webpack_require__.e(839), __webpack_require__.e(976)]).then(__webpack_require__.bind(__webpack_require__, 3976))).runListAgentsCommand,
    serve: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(951), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(839), __webpack_require__.e(118), __webpack_require__.e(207)]).then(__webpack_require__.bind(__webpack_require__, 9207))).runServeCommand,
    doctor: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(951), __webpack_require__.e(857), __webpack_require__.e(22), __webpack_require__.e(674), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(839), __webpack_require__.e(332), __webpack_require__.e(118), __webpack_require__.e(43), __webpack_require__.e(969), __webpack_require__.e(843), __webpack_require__.e(24), __webpack_require__.e(782)]).then(__webpack_require__.bind(__webpack_require__, 4401))).runDoctorCommand,
    'train-data': async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(951), __webpack_require__.e(857), __webpack_require__.e(22), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(839), __webpack_require__.e(332), __webpack_require__.e(118), __webpack_require__.e(43), __webpack_require__.e(969), __webpack_require__.e(593), __webpack_require__.e(180)]).then(__webpack_require__.bind(__webpack_require__, 2162))).runTrainDataCommand,
    eval: async () => (await Promise.all(/* import() */[__webpack_require__.e(925), __webpack_require__.e(401), __webpack_require__.e(951), __webpack_require__.e(857), __webpack_require__.e(22), __webpack_require__.e(0), __webpack_require__.e(661), __webpack_require__.e(839), __webpack_require__.e(332), __webpack_require__.e(118), __webpack_require__.e(43), __webpack_require__.e(969), __webpack_require__.e(593), __webpack_require__.e(185)]).then(__webpack_require__.bind(__webpack_require__, 3223))).runEvalCommand,
};
/**
 * In a GitHub Actions step (`GITHUB_ACTIONS=true`) the runner reads the
 * CLI's output for workflow commands, and that output quotes the code under
 * review and its file names: every write that holds `::` has commands
 * stopped around it, on lines of their own (a write may follow a partial
 * line, such as the prompt of a question). A question asked on the terminal
 * names the node's file and quotes the model: it is written the same way.
 */
async function withinWorkflow(io) {
    if (io.env.GITHUB_ACTIONS !== 'true')
        return io;
    // Loaded here: outside a workflow step no command needs node:crypto to start.
    const { randomBytes } = await Promise.resolve(/* import() */).then(__webpack_require__.t.bind(__webpack_require__, 7598, 23));
    const stopped = (text) => (0,inert_text/* withCommandsStoppedInStream */.n_)(text, randomBytes(16).toString('hex'));
    const { ask } = io;
    return {
        ...io,
        stdout: (text) => io.stdout(stopped(text)),
        stderr: (text) => io.stderr(stopped(text)),
        ...(ask ? { ask: (question) => ask(stopped(question)) } : {}),
    };
}
/**
 * Runs one CLI invocation and returns its exit status: 0 on success, 1 when a
 * review's ops failed or its --apply was refused, 2 for a usage error or input
 * Remora cannot work with (each with a message on stderr).
 */
async function runCli(argv, cliIo) {
    const io = await withinWorkflow(cliIo);
    const [command, ...rest] = argv;
    const tooOld = tryNodeTooOld(io.nodeVersion ?? process.versions.node);
    if (tooOld) {
        io.stderr((0,cli_io/* errorLines */.S6)(tooOld));
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
        if (!load)
            throw unknownCommand(command);
        return await (await load())(rest, io);
    }
    catch (error) {
        io.stderr((0,cli_io/* errorLines */.S6)(error));
        return 2;
    }
}


/***/ }),

/***/ 3309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C4: () => (/* binding */ spliceAll),
/* harmony export */   nQ: () => (/* binding */ largest),
/* harmony export */   o9: () => (/* binding */ smallest),
/* harmony export */   u2: () => (/* binding */ appendAll)
/* harmony export */ });
/**
 * Array operations on lists of any length. A spread call (`push(...items)`,
 * `Math.min(...values)`, `splice(at, n, ...items)`) passes each item as an
 * argument, and past about 125,000 of them V8 throws `RangeError: Maximum
 * call stack size exceeded`: a pull request's file reaches that with a
 * docstring of blank lines, a list of literals, or a linter's findings on a
 * generated file. ESLint refuses those spreads in src/ (eslint.config.js).
 */
/** Appends every item to `target`, in order; returns `target`. */
function appendAll(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}
/** The smallest of the values; Infinity for none, as `Math.min()`. */
function smallest(values) {
    let least = Infinity;
    for (const value of values)
        least = Math.min(least, value);
    return least;
}
/** The largest of the values; -Infinity for none, as `Math.max()`. */
function largest(values) {
    let most = -Infinity;
    for (const value of values)
        most = Math.max(most, value);
    return most;
}
/**
 * `target.splice(start, deleteCount, ...items)` for any number of items:
 * removes `deleteCount` items at `start` and puts `items` in their place.
 */
function spliceAll(target, start, deleteCount, items) {
    const tail = target.splice(start);
    appendAll(target, items);
    for (let index = Math.max(0, deleteCount); index < tail.length; index++)
        target.push(tail[index]);
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ tryHttpStatus),
/* harmony export */   LP: () => (/* binding */ RemoraError),
/* harmony export */   SM: () => (/* binding */ remedyOf),
/* harmony export */   Uc: () => (/* binding */ describeError)
/* harmony export */ });
/* unused harmony exports ERROR_REMEDIES, ERROR_MEANINGS, isMissingPermission */
/**
 * What a user can do about each code, printed with the error: docs/errors.md's
 * "what to do" column, generated from here (`npm run docs`).
 */
const ERROR_REMEDIES = {
    DISC_001: 'Nothing, or fix the syntax: the nodes the parser could not recover are not reviewed',
    DISC_002: 'Nothing; raise `discovery.max_file_bytes` for a large file you want reviewed',
    DIFF_001: 'Report it with the diff: it is a bug',
    CONFIG_001: 'Correct the value the message names',
    CONFIG_002: `Nothing, if the default branch's is right; change it there (docs/security.md)`,
    CLI_001: 'Follow the message; `remora <command> --help` lists the flags',
    GIT_001: 'Check the revisions given; in the action, check out with enough history (`fetch-depth`)',
    AGENT_001: "Correct the agent's YAML as the message says (`agents/README.md`)",
    AGENT_002: 'Check the server (`remora doctor --server <url>`), the tailnet and `server.base_url`',
    AGENT_003: "Check the adapter serves the agent (`remora doctor`'s probe); a model that keeps failing needs retraining",
    AGENT_004: 'Raise `runner.max_turns`, or look at the run log for a loop',
    MODEL_001: 'Load the adapter on the server (server/README.md), or allow the fallback',
    TOOL_001: `Follow the message; the op's other results stand`,
    LIMIT_001: 'Raise the limit if the node is that large, or leave the node to a human',
    SANDBOX_001: `On Ubuntu 24.04 runners, allow unprivileged user namespaces (the example workflows' sysctl step); see docs/security.md`,
    SANDBOX_002: "Look at what the pull request's test set-up (a `conftest.py`, a test configuration) does to its files; see docs/security.md",
    ENV_001: 'Install the project\'s test requirements in a step before Remora\'s: `pip install -r requirements-test.txt` or `pip install -e ".[test]"`',
    NODE_001: 'Run it with Node.js 24 or later (`node --version` says which one runs); inside this repository, `npx remora` after `npm ci` uses the Node 24 it installs',
    WORK_001: 'Accept one suggestion, then ask for the other again (`/remora <op>`); for a sweep, merge or close its pull request and delete the branch',
    GH_001: `Check GitHub's status and the workflow's event; the message names the call`,
    GH_002: "Grant the permissions the README's workflow lists (`checks`, `pull-requests`, `contents` as needed)",
    GH_003: 'Check out the head (`ref: ${{ github.event.pull_request.head.sha }}`), as the example workflows do',
    BRANCH_001: 'Apply the patch in the reply on a branch of your own and open a pull request from it',
    PUB_001: 'Nothing is committed from it; ask for a fresh review (`/remora all`)',
    CANCEL_001: 'Nothing is wrong with the code: run again (raise `runner.deadline_s` if the deadline cut it short); what finished stands',
    FEEDBACK_001: 'Fix or remove the line (`docs/feedback.md` gives the shape); `train-data --from-reviews` reads nothing until then',
    LINT_001: "Correct the configuration file the message names (the project's own linter reports the same); files it governs are not linted until then",
};
/**
 * What each code means: docs/errors.md's "what happened" column, generated
 * from here with the remedies (`npm run docs`).
 */
const ERROR_MEANINGS = {
    DISC_001: 'A file has a syntax error; the nodes around it were recovered and reviewed',
    DISC_002: 'A file was skipped: too large, binary, a symbolic link, or not readable as source of its language',
    DIFF_001: 'A diff could not be parsed',
    CONFIG_001: "`remora.yaml`, an environment variable, an action input or a setting of the project's linter is invalid; the message names where and which key",
    CONFIG_002: "A pull request into a branch other than the default branch: that branch's configuration chose where data goes (`server.*`, an agent with `command:` tools) otherwise than the default branch; the default branch's was used",
    CLI_001: 'A command-line flag or input is wrong (an unknown flag, `--apply` on a dirty checkout, a bad `--log-level`)',
    GIT_001: 'A git command failed (a revision that does not exist, a repository that is not one)',
    AGENT_001: 'An agent definition is invalid, or an op has no agent',
    AGENT_002: "The model server answered an op with an error after the retries; or no connection could be made to it at all, and the CLI's review stopped before any op ran",
    AGENT_003: "The model's reply held no valid tool call, or its final submit did not match the schema, after the runner's corrections",
    AGENT_004: 'The agent used all its turns (`runner.max_turns`) without submitting',
    MODEL_001: "The server lacks an op's model and fallback is off (`--no-fallback`, `server.fallback: false`)",
    TOOL_001: 'A tool failed: a test runner could not run, a node was not found, a context provider broke; the message names the tool',
    LIMIT_001: "A tool call's arguments or a tool's result passed `runner.max_tool_io_bytes`; the op was stopped",
    SANDBOX_001: 'No sandbox can be made on this machine, so code from the repository (tests) does not run',
    SANDBOX_002: "Code from the pull request left a link, a FIFO, a device or a huge file where Remora reads after a sandboxed run (a test runner's report); it is not read",
    ENV_001: "The project's tests could not import a module they need (`No module named 'hypothesis'` while pytest loads a conftest.py or a test module): the job lacks the project's test requirements. The op is skipped: it says nothing of the code",
    NODE_001: "The CLI was started on a Node.js older than 24, the oldest it runs on (the action's own runtime); it did nothing",
    WORK_001: "Two workspaces changed the same lines differently; the later one was left out whole. Or a sweep's branch holds a commit Remora did not make, or was pushed to while the sweep worked: nothing was committed",
    GH_001: 'A GitHub API call failed, or an event payload did not have the expected shape',
    GH_002: "The job's token lacks a permission (a 403 or 404 on a write)",
    GH_003: "The checkout is not the pull request's head commit",
    BRANCH_001: "`/remora accept` was asked to commit to the pull request's head branch, and that branch is the repository's default branch or a protected one",
    PUB_001: 'A review marker is malformed or fails its integrity check (edited after Remora wrote it), or is only quoted text',
    CANCEL_001: 'The run was cancelled before this op finished: told to stop (SIGINT/SIGTERM, a cancelled job), `runner.deadline_s` passed, or `--fail-fast` after an op failed',
    FEEDBACK_001: 'A line of a review record (`feedback.jsonl`) or review trajectory (`trajectories.jsonl`) is not JSON or fails its schema (the message names the file, the line and the field); or, as a warning, a verdict could not be recorded (the message says which and why)',
    LINT_001: "The project's own linter configuration (a `biome.json` or `biome.jsonc`, or what it extends) is not valid JSON, is rejected by the linter, extends a file outside the repository or one that is not there, or the project's ESLint failed to run; the message names the file",
};
/** What to do about `error`, when it carries a code. */
function remedyOf(error) {
    return error instanceof RemoraError ? ERROR_REMEDIES[error.code] : undefined;
}
/** An expected failure with a code and a message written for the user. */
class RemoraError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.name = 'RemoraError';
        this.code = code;
    }
}
/** The message of any thrown value, prefixed with its code when it has one. */
function describeError(error) {
    if (error instanceof RemoraError)
        return `${error.code}: ${error.message}`;
    if (error instanceof Error)
        return error.message;
    return String(error);
}
/**
 * Whether `error` is a `GH_002`: the job's token lacks a permission for a
 * write. Callers report it (the check `neutral`) instead of failing red.
 */
function isMissingPermission(error) {
    return error instanceof RemoraError && error.code === 'GH_002';
}
/**
 * The HTTP status behind a failed API call: the error's own `status`, or
 * that of the error it wraps (a RemoraError keeps the client's error as its
 * cause). Undefined when there is none, as for a dropped connection.
 */
function tryHttpStatus(error) {
    let current = error;
    for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
        if ('status' in current && typeof current.status === 'number')
            return current.status;
        current = 'cause' in current ? current.cause : undefined;
    }
    return undefined;
}


/***/ }),

/***/ 4368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ sarifText),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   L0: () => (/* binding */ annotationMessage),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   c7: () => (/* binding */ withCommandsStopped),
/* harmony export */   d: () => (/* binding */ markdownCodeCell),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   ju: () => (/* binding */ markdownMessage),
/* harmony export */   n_: () => (/* binding */ withCommandsStoppedInStream),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   qF: () => (/* binding */ annotationTitle)
/* harmony export */ });
/* unused harmony exports escapeHtml, ANNOTATION_TITLE_LIMIT, ANNOTATION_MESSAGE_LIMIT */
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3309);
/**
 * Text from a pull request, made inert for each place Remora writes it.
 *
 * File names, node names, finding messages, op summaries and the comments
 * Remora quotes are the author's text (or a model's reading of it). Each
 * sink reads a different syntax, so each has one function here, and every
 * writer goes through it: GitHub Markdown (prose, list items, headings),
 * a GitHub Markdown table cell, an HTML block (`<summary>`), a check run
 * annotation, a SARIF message, and a line of a step's log that the runner
 * reads for workflow commands (docs/security.md).
 */

/** C0 controls, DEL, NEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;
/** Zero-width space: breaks a mention or an autolink without changing what a reader sees. */
const ZWSP = '\u200b';
/** Text on one line: every line break and control character is a space. */
function oneLine(text) {
    return text.replace(/\r\n/g, ' ').replace(CONTROLS, ' ');
}
/**
 * Text as a Markdown inline code span that nothing in it can end: one line,
 * inside a fence of backticks one longer than the longest run in the text
 * (a backslash does not escape inside a code span), padded with a space when
 * the text starts or ends with a backtick. Inside it GitHub renders no
 * emphasis, link, HTML or mention.
 */
function markdownCode(text) {
    const flat = oneLine(text);
    const longestRun = Math.max(0, (0,_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .largest */ .nQ)((flat.match(/`+/g) ?? []).map((run) => run.length)));
    const fence = '`'.repeat(longestRun + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * {@link markdownCode} inside a GFM table cell: `|` is escaped as well, since
 * GFM splits a row into cells before it reads code spans.
 */
function markdownCodeCell(text) {
    return markdownCode(text.replace(/\|/g, '\\|'));
}
/**
 * Text as plain Markdown, in prose, a list item or a table cell: one line;
 * the punctuation Markdown reads as syntax (emphasis, code, links, images,
 * HTML, headings, tables, strikethrough, math, entities) backslash-escaped;
 * `@` (a mention), `://` and `www.` (autolinks) and `#` before a digit (an
 * issue link) broken by a zero-width space.
 */
function markdownText(text) {
    return oneLine(text)
        .replace(/[\\`*_[\]<>|#~$&]/g, (char) => `\\${char}`)
        .replace(/@/g, `@${ZWSP}`)
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/(www)\./gi, `$1${ZWSP}.`)
        .replace(/\\#(?=\d)/g, `\\#${ZWSP}`);
}
/**
 * A message that quotes code between backticks (a finding's message, an op's
 * summary, a model's question), as Markdown: each quoted piece is a
 * {@link markdownCode} span and the rest {@link markdownText}, so the quotes
 * still read as code and neither part renders anything. A backtick left
 * without its pair is text.
 */
function markdownMessage(text) {
    const parts = oneLine(text).split('`');
    // An even count of parts means an odd count of backticks: the last one has no pair.
    const unpaired = parts.length % 2 === 0 ? parts.pop() : undefined;
    const shown = parts.map((part, i) => (i % 2 === 1 ? markdownCode(part) : markdownText(part)));
    return shown.join('') + (unpaired === undefined ? '' : markdownText(`\`${unpaired}`));
}
/** Text safe inside raw HTML: `&`, `<`, `>` and `"` as entities. */
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
/**
 * Text inside an HTML block, as a `<summary>` holds it: one line (a blank
 * line would end the block and let Markdown read what follows), entities
 * for HTML, and `@` broken, since GitHub finds mentions in HTML text too.
 */
function htmlText(text) {
    return escapeHtml(oneLine(text)).replace(/@/g, `@${ZWSP}`);
}
/** Text as `<code>` inside an HTML block: one line, entities for HTML. */
function htmlCode(text) {
    return `<code>${escapeHtml(oneLine(text))}</code>`;
}
/** The Checks API's limits on an annotation's title and message. */
const ANNOTATION_TITLE_LIMIT = 255;
const ANNOTATION_MESSAGE_LIMIT = 64_000;
/** A check run annotation's title: plain text, one line, within the API's limit. */
function annotationTitle(text) {
    return oneLine(text).slice(0, ANNOTATION_TITLE_LIMIT);
}
/**
 * A check run annotation's message: plain text, its line breaks kept as
 * `\n` (GitHub shows them), other controls as spaces, within the API's limit.
 */
function annotationMessage(text) {
    return (text
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex -- control characters are what it replaces
        .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
        .slice(0, ANNOTATION_MESSAGE_LIMIT));
}
/**
 * A SARIF `message.text`: plain text in which `[text](target)` is an
 * embedded link (SARIF 2.1.0 §3.11.6), so literal brackets (and the
 * backslash that escapes them) are escaped.
 */
function sarifText(text) {
    return text.replace(/[\\[\]]/g, (char) => `\\${char}`);
}
/** Whether the runner could read a line of `text` as a workflow command (`::x::`, or the old `##[x]`). */
function mayHoldCommand(text) {
    return text.includes('::') || text.includes('##[');
}
/**
 * A GitHub runner reads a line of a step's output that starts with `::`
 * (after white space) as a workflow command: `::warning::`, `::add-mask::`,
 * or worse. Text Remora prints quotes pull requests (file names, code, model
 * replies), so text that could hold such a line is written with commands
 * stopped around it (`::stop-commands::<token>` ... `::<token>::`), under a
 * token its author cannot guess: it is shown and never obeyed. `text` must
 * start a line of the output, as `core.info` writes it.
 */
function withCommandsStopped(text, token) {
    if (!mayHoldCommand(text))
        return text;
    const end = text.endsWith('\n') ? '\n' : '';
    return `::stop-commands::${token}\n${end === '' ? text : text.slice(0, -1)}\n::${token}::${end}`;
}
/**
 * {@link withCommandsStopped} for a stream written in pieces (the CLI's
 * stdout and stderr, where a prompt or a partial line may come before):
 * the stop line starts a line of its own, or the runner would not read it
 * and what follows would be obeyed, and the resume line ends one, so the
 * next write starts fresh. A blank line in the log is the price of not
 * tracking the stream.
 */
function withCommandsStoppedInStream(text, token) {
    if (!mayHoldCommand(text))
        return text;
    const body = text.endsWith('\n') ? text.slice(0, -1) : text;
    return `\n::stop-commands::${token}\n${body}\n::${token}::\n`;
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ REMORA_VERSION)
/* harmony export */ });
/** Remora's version, as package.json states it (a test keeps the two equal). */
const REMORA_VERSION = '0.1.0';


/***/ })

};
