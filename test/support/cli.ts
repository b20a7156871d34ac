import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { findFillerInDiff } from '../../src/languages/registry.js';
import { Readable } from 'node:stream';
import { createTerminalQuestions } from '../../src/adapters/process/terminal-questions.js';
import { runCli } from '../../src/cli/run-cli.js';
import { eventLogProblems, readEventLog } from './event-log.js';
import { ERROR_REMEDIES, type ErrorCode } from '../../src/core/errors.js';

// The commands that run the engine: each run's event log is checked whole.
const ENGINE_COMMANDS = new Set(['review', 'analyze']);

/** What one CLI invocation printed, and its exit status. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in-process from `cwd`, capturing its output, with an
 * environment of PATH and HOME only (plus `env`): no developer setting or
 * secret of the machine running the tests reaches it. `stdin`, when given, is
 * what the person at the terminal types (read as the real CLI reads it).
 */
export async function cli(
  cwd: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv = {},
  stdin?: string,
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  // Every engine run writes its event log, unless the test names one itself.
  const logDir =
    ENGINE_COMMANDS.has(argv[0] ?? '') && !argv.includes('--log')
      ? mkdtempSync(join(tmpdir(), 'remora-cli-log-'))
      : undefined;
  const log = logDir ? join(logDir, 'run.jsonl') : undefined;
  const write = (text: string): void => void (stderr += text);
  try {
    const code = await runCli(log ? [...argv, '--log', log] : argv, {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdout: (text) => (stdout += text),
      stderr: write,
      ...(stdin === undefined
        ? {}
        : { ask: createTerminalQuestions(Readable.from([stdin]), write) }),
    });
    if (argv[0] === 'review') expectNoFiller(stdout);
    if (log) expectWholeLog(log);
    return { code, stdout, stderr };
  } finally {
    if (logDir) rmSync(logDir, { recursive: true, force: true });
  }
}

/**
 * Every engine run a test makes is held to its event log: it fits
 * docs/events.schema.json and every started thing closes once, after its
 * children, whatever the test asserts.
 */
function expectWholeLog(log: string): void {
  let text = '';
  try {
    text = readFileSync(log, 'utf8');
  } catch {
    return; // the command failed before its run began
  }
  if (text.trim() !== '') expect(eventLogProblems(readEventLog(log))).toEqual([]);
}

/**
 * Every review a test produces is held to the filler judge: a suggestion
 * that restates a name, returns "The result." or repeats an annotation fails
 * the test that produced it, whatever that test asserts.
 */
function expectNoFiller(stdout: string): void {
  let diffs: string;
  try {
    const review = JSON.parse(stdout) as {
      nodes?: { result_diff?: string; ops: { diff: string }[] }[];
    };
    diffs = (review.nodes ?? [])
      .flatMap((n) => [...n.ops.map((o) => o.diff), n.result_diff ?? ''])
      .join('\n');
  } catch {
    // Text output: the diffs are the lines indented under each op.
    diffs = stdout
      .split('\n')
      .filter((line) => line.startsWith('      '))
      .map((line) => line.slice(6))
      .join('\n');
  }
  const filler = findFillerInDiff(diffs);
  if (filler.length > 0)
    throw new Error(`the review suggests filler: ${filler.map((f) => f.text).join(' | ')}`);
}

/** How {@link reviewOp} reviews: against the built-in policy unless a server is named. */
export interface ReviewOptions {
  base?: string;
  server?: string;
}

/** `remora review --base <base> --ops <op> --format json`, with the built-in policy or a server. */
export function reviewOp(cwd: string, op: string, options: ReviewOptions = {}): Promise<CliRun> {
  const backend = options.server ? ['--server', options.server] : ['--model', 'builtin'];
  return cli(cwd, [
    'review',
    '--base',
    options.base ?? 'main',
    ...backend,
    '--ops',
    op,
    '--format',
    'json',
  ]);
}

/** The line the CLI prints after an error with `code`: what to do about it. */
export function remedyLine(code: ErrorCode): string {
  return `remora: what to do: ${ERROR_REMEDIES[code]}\n`;
}
