/**
 * Error codes. Every failure a user can see carries one, so a log line, a
 * summary row and an exit status all point at the same cause. A new code
 * gets its meaning and remedy below; `npm run docs` writes docs/errors.md.
 */
export type ErrorCode =
  | 'DISC_001' // discovery: syntax error, nodes recovered
  | 'DISC_002' // discovery: file skipped (too large, unreadable)
  | 'DIFF_001' // a diff that cannot be parsed
  | 'CONFIG_001' // invalid configuration
  | 'CONFIG_002' // a base branch's setting of where data goes, refused for the default branch's
  | 'CLI_001' // bad command-line usage or input
  | 'GIT_001' // a git command failed
  | 'AGENT_001'
  | 'AGENT_002'
  | 'AGENT_003'
  | 'AGENT_004'
  | 'MODEL_001' // the server lacks an op's model and fallback is off (--no-fallback)
  | 'TOOL_001'
  | 'LIMIT_001' // a size limit passed: a tool call's arguments or a tool's result
  | 'SANDBOX_001' // no sandbox can be made here: code from the repository does not run
  | 'SANDBOX_002' // sandboxed code left a link, FIFO, device or oversized file where Remora reads
  | 'ENV_001' // the project's tests need a module the job did not install: its test requirements
  | 'NODE_001' // the CLI started on a Node.js older than 24
  | 'WORK_001'
  | 'GH_001' // a GitHub API call failed
  | 'GH_002' // the job's token lacks a permission (403/404 on a write)
  | 'GH_003' // the checkout is not the pull request's head commit
  | 'BRANCH_001' // accept will not commit to the default branch or a protected branch
  | 'PUB_001' // a review marker that is malformed or fails its integrity check
  | 'CANCEL_001' // the run was cancelled: told to stop, its deadline passed, or --fail-fast
  | 'FEEDBACK_001' // a review record or review trajectory line that is malformed
  | 'LINT_001'; // a project's own linter configuration that cannot be read or followed

/**
 * What a user can do about each code, printed with the error: docs/errors.md's
 * "what to do" column, generated from here (`npm run docs`).
 */
export const ERROR_REMEDIES: Readonly<Record<ErrorCode, string>> = {
  DISC_001: 'Nothing, or fix the syntax: the nodes the parser could not recover are not reviewed',
  DISC_002: 'Nothing; raise `discovery.max_file_bytes` for a large file you want reviewed',
  DIFF_001: 'Report it with the diff: it is a bug',
  CONFIG_001: 'Correct the value the message names',
  CONFIG_002: `Nothing, if the default branch's is right; change it there (docs/security.md)`,
  CLI_001: 'Follow the message; `remora <command> --help` lists the flags',
  GIT_001:
    'Check the revisions given; in the action, check out with enough history (`fetch-depth`)',
  AGENT_001: "Correct the agent's YAML as the message says (`agents/README.md`)",
  AGENT_002: 'Check the server (`remora doctor --server <url>`), the tailnet and `server.base_url`',
  AGENT_003:
    "Check the adapter serves the agent (`remora doctor`'s probe); a model that keeps failing needs retraining",
  AGENT_004: 'Raise `runner.max_turns`, or look at the run log for a loop',
  MODEL_001: 'Load the adapter on the server (server/README.md), or allow the fallback',
  TOOL_001: `Follow the message; the op's other results stand`,
  LIMIT_001: 'Raise the limit if the node is that large, or leave the node to a human',
  SANDBOX_001: `On Ubuntu 24.04 runners, allow unprivileged user namespaces (the example workflows' sysctl step); see docs/security.md`,
  SANDBOX_002:
    "Look at what the pull request's test set-up (a `conftest.py`, a test configuration) does to its files; see docs/security.md",
  ENV_001:
    'Install the project\'s test requirements in a step before Remora\'s: `pip install -r requirements-test.txt` or `pip install -e ".[test]"`',
  NODE_001:
    'Run it with Node.js 24 or later (`node --version` says which one runs); inside this repository, `npx remora` after `npm ci` uses the Node 24 it installs',
  WORK_001:
    'Accept one suggestion, then ask for the other again (`/remora <op>`); for a sweep, merge or close its pull request and delete the branch',
  GH_001: `Check GitHub's status and the workflow's event; the message names the call`,
  GH_002:
    "Grant the permissions the README's workflow lists (`checks`, `pull-requests`, `contents` as needed)",
  GH_003:
    'Check out the head (`ref: ${{ github.event.pull_request.head.sha }}`), as the example workflows do',
  BRANCH_001:
    'Apply the patch in the reply on a branch of your own and open a pull request from it',
  PUB_001: 'Nothing is committed from it; ask for a fresh review (`/remora all`)',
  CANCEL_001:
    'Nothing is wrong with the code: run again (raise `runner.deadline_s` if the deadline cut it short); what finished stands',
  FEEDBACK_001:
    'Fix or remove the line (`docs/feedback.md` gives the shape); `train-data --from-reviews` reads nothing until then',
  LINT_001:
    "Correct the configuration file the message names (the project's own linter reports the same); files it governs are not linted until then",
};

/**
 * What each code means: docs/errors.md's "what happened" column, generated
 * from here with the remedies (`npm run docs`).
 */
export const ERROR_MEANINGS: Readonly<Record<ErrorCode, string>> = {
  DISC_001: 'A file has a syntax error; the nodes around it were recovered and reviewed',
  DISC_002:
    'A file was skipped: too large, binary, a symbolic link, or not readable as source of its language',
  DIFF_001: 'A diff could not be parsed',
  CONFIG_001:
    "`remora.yaml`, an environment variable, an action input or a setting of the project's linter is invalid; the message names where and which key",
  CONFIG_002:
    "A pull request into a branch other than the default branch: that branch's configuration chose where data goes (`server.*`, an agent with `command:` tools) otherwise than the default branch; the default branch's was used",
  CLI_001:
    'A command-line flag or input is wrong (an unknown flag, `--apply` on a dirty checkout, a bad `--log-level`)',
  GIT_001: 'A git command failed (a revision that does not exist, a repository that is not one)',
  AGENT_001: 'An agent definition is invalid, or an op has no agent',
  AGENT_002:
    "The model server answered an op with an error after the retries; or no connection could be made to it at all, and the CLI's review stopped before any op ran",
  AGENT_003:
    "The model's reply held no valid tool call, or its final submit did not match the schema, after the runner's corrections",
  AGENT_004: 'The agent used all its turns (`runner.max_turns`) without submitting',
  MODEL_001:
    "The server lacks an op's model and fallback is off (`--no-fallback`, `server.fallback: false`)",
  TOOL_001:
    'A tool failed: a test runner could not run, a node was not found, a context provider broke; the message names the tool',
  LIMIT_001:
    "A tool call's arguments or a tool's result passed `runner.max_tool_io_bytes`; the op was stopped",
  SANDBOX_001:
    'No sandbox can be made on this machine, so code from the repository (tests) does not run',
  SANDBOX_002:
    "Code from the pull request left a link, a FIFO, a device or a huge file where Remora reads after a sandboxed run (a test runner's report); it is not read",
  ENV_001:
    "The project's tests could not import a module they need (`No module named 'hypothesis'` while pytest loads a conftest.py or a test module): the job lacks the project's test requirements. The op is skipped: it says nothing of the code",
  NODE_001:
    "The CLI was started on a Node.js older than 24, the oldest it runs on (the action's own runtime); it did nothing",
  WORK_001:
    "Two workspaces changed the same lines differently; the later one was left out whole. Or a sweep's branch holds a commit Remora did not make, or was pushed to while the sweep worked: nothing was committed",
  GH_001: 'A GitHub API call failed, or an event payload did not have the expected shape',
  GH_002: "The job's token lacks a permission (a 403 or 404 on a write)",
  GH_003: "The checkout is not the pull request's head commit",
  BRANCH_001:
    "`/remora accept` was asked to commit to the pull request's head branch, and that branch is the repository's default branch or a protected one",
  PUB_001:
    'A review marker is malformed or fails its integrity check (edited after Remora wrote it), or is only quoted text',
  CANCEL_001:
    'The run was cancelled before this op finished: told to stop (SIGINT/SIGTERM, a cancelled job), `runner.deadline_s` passed, or `--fail-fast` after an op failed',
  FEEDBACK_001:
    'A line of a review record (`feedback.jsonl`) or review trajectory (`trajectories.jsonl`) is not JSON or fails its schema (the message names the file, the line and the field); or, as a warning, a verdict could not be recorded (the message says which and why)',
  LINT_001:
    "The project's own linter configuration (a `biome.json` or `biome.jsonc`, or what it extends) is not valid JSON, is rejected by the linter, extends a file outside the repository or one that is not there, or the project's ESLint failed to run; the message names the file",
};

/** What to do about `error`, when it carries a code. */
export function remedyOf(error: unknown): string | undefined {
  return error instanceof RemoraError ? ERROR_REMEDIES[error.code] : undefined;
}

/** An expected failure with a code and a message written for the user. */
export class RemoraError extends Error {
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoraError';
    this.code = code;
  }
}

/** A non-fatal finding about one input, reported and carried along with the results. */
export interface Diagnostic {
  code: ErrorCode;
  severity: 'notice' | 'warning' | 'error';
  message: string;
  file?: string;
  line?: number;
}

/** The message of any thrown value, prefixed with its code when it has one. */
export function describeError(error: unknown): string {
  if (error instanceof RemoraError) return `${error.code}: ${error.message}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * Whether `error` is a `GH_002`: the job's token lacks a permission for a
 * write. Callers report it (the check `neutral`) instead of failing red.
 */
export function isMissingPermission(error: unknown): error is RemoraError {
  return error instanceof RemoraError && error.code === 'GH_002';
}

/**
 * The HTTP status behind a failed API call: the error's own `status`, or
 * that of the error it wraps (a RemoraError keeps the client's error as its
 * cause). Undefined when there is none, as for a dropped connection.
 */
export function tryHttpStatus(error: unknown): number | undefined {
  let current = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    if ('status' in current && typeof current.status === 'number') return current.status;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}
