import { RemoraError } from '../../src/core/errors.js';

/** Runs `fn` and returns the RemoraError it throws; anything else fails the test. */
export function caught(fn: () => unknown): RemoraError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RemoraError) return error;
    throw error;
  }
  throw new Error('expected a RemoraError');
}
