import { endAfterGrace } from './exit-cleanup.js';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/**
 * Resolves with the first SIGINT or SIGTERM the process receives, for a
 * command that runs until it is told to stop. While it waits, those signals
 * no longer end the process at once: the command stops in its own time,
 * bounded: the process ends of the signal if it is still there
 * `HARD_STOP_MS` later.
 */
export function untilStopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals): void => {
      for (const name of STOP_SIGNALS) process.off(name, stop);
      endAfterGrace(signal);
      resolve(signal);
    };
    for (const name of STOP_SIGNALS) process.on(name, stop);
  });
}
