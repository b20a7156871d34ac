/**
 * The bundle's entry. One bundle serves three roles: the GitHub Action
 * (`node dist/index.js`), the CLI (`dist/cli.js` marks itself and imports
 * this file), and discovery worker threads (started on this same file).
 */
import { workerData } from 'node:worker_threads';
import { isDiscoveryWorker, runDiscoveryWorker } from './adapters/discovery-worker.js';
import { runCli } from './cli.js';
import { run } from './main.js';

const CLI_MARK = Symbol.for('remora.cli');

if (isDiscoveryWorker(workerData)) {
  runDiscoveryWorker(workerData);
} else if ((globalThis as Record<symbol, unknown>)[CLI_MARK] === true) {
  process.exitCode = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
} else {
  await run();
}
