/**
 * The bundle's entry. One bundle serves two roles: the GitHub Action
 * (`node dist/index.js`) and the CLI (`dist/cli.js` marks itself and imports
 * this file). Discovery worker threads have a bundle of their own.
 */
import { setFlagsFromString } from 'node:v8';
import { exitOnUncaughtError, exitProcess } from './adapters/process/exit-cleanup.js';
import { createTerminalQuestions } from './adapters/process/terminal-questions.js';

const CLI_MARK = Symbol.for('remora.cli');
const RUNS_AGENTS = new Set(['review', 'analyze']);

// Set at run time, `--liftoff-only` alone is ignored from Node 22 on (V8 12): the two
// tiering flags it implies on the command line must be set themselves.
const BASELINE_WASM_FLAGS = ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'];

/**
 * Runs that load Ruff (reviews, the action) compile its 10 MB WebAssembly with
 * the baseline compiler only: optimising it costs ~1.5 s of CPU per run on
 * Node 20 and ~4 s on Node 24, more than a pull request's worth of checks
 * ever wins back (a small lint review on Node 24: 3.3 s -> 1.1 s). Discovery-only
 * commands keep the optimising tier for tree-sitter. REMORA_WASM_TIERUP=1
 * keeps it for long sweeps.
 */
function preferBaselineWasm(): void {
  if (process.env.REMORA_WASM_TIERUP === '1') return;
  for (const flag of BASELINE_WASM_FLAGS) setFlagsFromString(flag);
}

exitOnUncaughtError();
if ((globalThis as Record<symbol, unknown>)[CLI_MARK] === true) {
  if (RUNS_AGENTS.has(process.argv[2] ?? '')) preferBaselineWasm();
  // Each role loads its own modules: the CLI never loads the action's, and
  // each command loads only its own (src/cli/run-cli.ts).
  const { runCli } = await import('./cli/run-cli.js');
  exitWhenFlushed(
    await runCli(process.argv.slice(2), {
      cwd: process.cwd(),
      env: process.env,
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
      ask: askOnTerminal,
    }),
  );
} else {
  preferBaselineWasm();
  const { run } = await import('./main.js');
  await run();
  exitWhenFlushed(process.exitCode === undefined ? 0 : Number(process.exitCode));
}

let terminalQuestions: ((question: string) => Promise<string | undefined>) | undefined;

/** Asks on the terminal; stdin is opened only when a question is asked. */
function askOnTerminal(question: string): Promise<string | undefined> {
  terminalQuestions ??= createTerminalQuestions(process.stdin, (text) =>
    process.stderr.write(text),
  );
  return terminalQuestions(question);
}

/**
 * Exits once stdout and stderr have been flushed. V8 goes on optimising
 * Ruff's 10 MB WebAssembly module in the background after the work is done
 * and would hold the process for seconds; nothing is left to wait for, and
 * a file call that never returns does not hold it either (`exitProcess`).
 */
function exitWhenFlushed(code: number): void {
  let pending = 2;
  const done = (): void => {
    if (--pending === 0) exitProcess(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}
