/**
 * Error codes of docs/errors.md (with what the user can do). Every failure a user can see carries one, so a
 * log line, a summary row and an exit status all point at the same cause.
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
  | 'WORK_001'
  | 'GH_001' // a GitHub API call failed
  | 'GH_002' // the job's token lacks a permission (403/404 on a write)
  | 'GH_003' // the checkout is not the pull request's head commit
  | 'BRANCH_001' // accept will not commit to the default branch or a protected branch
  | 'PUB_001' // a review marker that is malformed or fails its integrity check
  | 'CANCEL_001' // the run was cancelled: told to stop, its deadline passed, or --fail-fast
  | 'FEEDBACK_001'; // a review record or review trajectory line that is malformed

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
