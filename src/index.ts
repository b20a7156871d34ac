/**
 * The bundle's entry. One bundle serves two roles: the GitHub Action
 * (`node dist/index.js`) and the CLI (`dist/cli.js` marks itself and imports
 * this file). Discovery worker threads have a bundle of their own.
 */
import { setFlagsFromString } from 'node:v8';
import { runCli } from './cli/run-cli.js';
import { run } from './main.js';

const CLI_MARK = Symbol.for('remora.cli');
const RUNS_AGENTS = new Set(['review', 'analyze']);

/**
 * Runs that load Ruff (reviews, the action) compile its 10 MB WebAssembly with
 * the baseline compiler only: optimising it costs ~1.5 s of CPU per run, more
 * than a pull request's worth of checks ever wins back (bench: 2.0 s -> 0.6 s
 * for a small review). Discovery-only commands keep the optimising tier for
 * tree-sitter. REMORA_WASM_TIERUP=1 keeps it for long sweeps.
 */
function preferBaselineWasm(): void {
  if (process.env.REMORA_WASM_TIERUP !== '1') setFlagsFromString('--liftoff-only');
}

if ((globalThis as Record<symbol, unknown>)[CLI_MARK] === true) {
  if (RUNS_AGENTS.has(process.argv[2] ?? '')) preferBaselineWasm();
  exitWhenFlushed(
    await runCli(process.argv.slice(2), {
      cwd: process.cwd(),
      env: process.env,
      stdout: (text) => process.stdout.write(text),
      stderr: (text) => process.stderr.write(text),
    }),
  );
} else {
  preferBaselineWasm();
  await run();
  exitWhenFlushed(process.exitCode === undefined ? 0 : Number(process.exitCode));
}

/**
 * Exits once stdout and stderr have been flushed. V8 goes on optimising
 * Ruff's 10 MB WebAssembly module in the background after the work is done
 * and would hold the process for seconds; nothing is left to wait for.
 */
function exitWhenFlushed(code: number): void {
  let pending = 2;
  const done = (): void => {
    if (--pending === 0) process.exit(code);
  };
  process.stdout.write('', done);
  process.stderr.write('', done);
}
