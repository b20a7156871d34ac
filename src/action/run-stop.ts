import * as core from '@actions/core';
import { stopGracefullyOn } from '../adapters/process/exit-cleanup.js';
import { stopAllPrograms } from '../adapters/process/subprocess.js';

const controller = new AbortController();

/**
 * Aborts when the runner tells the action to stop: a cancelled job or a
 * step's `timeout-minutes` sends SIGINT, then SIGTERM, and kills what is
 * left seconds later. One action run per process: this is that run's.
 */
export const runStopped: AbortSignal = controller.signal;

/**
 * Until the returned function is called, the first SIGINT or SIGTERM stops
 * the run instead of ending the process: every model request fails at once,
 * every program Remora started (pytest, a command tool) is killed, and the
 * run goes on to publish what is done and close its check as cancelled. A
 * second signal ends the process at once.
 */
export function stopRunOnSignals(): () => void {
  return stopGracefullyOn((signal) => {
    core.warning(
      `${signal}: Remora is stopping; what is done is published, and the check is closed as cancelled`,
    );
    controller.abort(signal);
    stopAllPrograms();
  });
}
