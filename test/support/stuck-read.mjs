// A process of its own, with Remora's signal handling from the sources, stuck
// as a run that read a FIFO a sandboxed conftest.py left in place of a report
// would be: one thread of libuv's pool blocked in open(), a materialised copy
// never disposed. `graceful`: a run that stops in its own time and never gets
// there; `exit`: a run that is done and exits; `throw`: an error nothing
// catches (a write to a closed stdout). Prints `ready` once stuck.
import { useTypeScriptSources } from './typescript-hooks.mjs';
import { readFile } from 'node:fs/promises';

useTypeScriptSources();
const { cleanupOnSignal, exitOnUncaughtError, exitProcess, stopGracefullyOn } =
  await import('../../src/adapters/process/exit-cleanup.ts');
const [mode, fifo] = process.argv.slice(2);

cleanupOnSignal(() => {});
void readFile(fifo).then(() => process.stdout.write('read returned\n'));
if (mode === 'graceful') {
  stopGracefullyOn((signal) => process.stdout.write(`stopping on ${signal}\n`));
  process.stdout.write('ready\n');
} else if (mode === 'throw') {
  exitOnUncaughtError();
  process.stdout.write('ready\n');
  setTimeout(() => {
    throw new Error('nothing catches this');
  }, 100);
} else {
  process.stdout.write('ready\n');
  exitProcess(0);
}
