import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { Diagnostic } from '../core/errors.js';
import { describeError, RemoraError, remedyOf } from '../core/errors.js';
import { didYouMean } from './did-you-mean.js';
import type { CSTNode } from '../core/nodes.js';

/** Where the CLI writes, and where it runs; tests pass their own. */
export interface CliIo {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /**
   * Puts a question to the person at the terminal (`--interactive`): their
   * answer, or undefined when they gave none. Absent where nobody can answer.
   */
  ask?: (question: string) => Promise<string | undefined>;
  /** The Node.js version the CLI runs on (default: `process.versions.node`). */
  nodeVersion?: string;
}

/** Long names a flag also answers to: `--operations` (the action's input's name) is `--ops`. */
const ALIASES: Readonly<Record<string, string>> = { '--operations': '--ops' };

/** Parses a command's flags; unknown flags are CLI_001 errors, not crashes. */
export function parseCommandArgs<T extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: T,
): ReturnType<typeof parseArgs<{ args: string[]; options: T; allowPositionals: true }>> {
  const named = args.map((arg) => {
    const [flag = '', ...value] = arg.split('=');
    const alias = ALIASES[flag];
    return alias && alias.slice(2) in options ? [alias, ...value].join('=') : arg;
  });
  try {
    return parseArgs({ args: named, options, allowPositionals: true });
  } catch (error) {
    throw new RemoraError('CLI_001', argumentProblem(error as Error & { code?: string }, options));
  }
}

/** Node's parse error in Remora's words: which option, what is close, where the list is. */
function argumentProblem(
  error: Error & { code?: string },
  options: ParseArgsOptionsConfig,
): string {
  const known = Object.keys(options).map((name) => `--${name}`);
  const option = /option '([^']+)'/i.exec(error.message)?.[1]?.split(/[ =]/)[0] ?? '';
  const help = "; '--help' after the command lists its options";
  if (error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return `unknown option ${option}${didYouMean(option, known)}${help}`;
  if (error.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /argument missing|ambiguous/.test(error.message)
      ? `option ${option} needs a value${help}`
      : `option ${option} takes no value${help}`;
  return error.message;
}

/** One JSON line with the CSTNode fields; `text` only when asked for. */
export function formatNodeJson(
  node: CSTNode,
  withText: boolean,
  extra: Record<string, unknown> = {},
): string {
  const { text, ...fields } = node;
  return `${JSON.stringify(withText ? { ...fields, text, ...extra } : { ...fields, ...extra })}\n`;
}

/** Diagnostics go to stderr, so stdout stays machine-readable. */
export function reportDiagnostics(diagnostics: readonly Diagnostic[], io: CliIo): void {
  for (const diagnostic of diagnostics)
    io.stderr(`${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}\n`);
}

/** An error as the CLI prints it: the code and message, then what to do about it. */
export function errorLines(error: unknown): string {
  const remedy = remedyOf(error);
  return `remora: ${describeError(error)}\n${remedy ? `remora: what to do: ${remedy}\n` : ''}`;
}
