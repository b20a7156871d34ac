import { RemoraError } from '../errors.js';

/** Why a run was cancelled: told to stop (SIGINT/SIGTERM), its deadline, or `--fail-fast`. */
export type CancelCause = 'signal' | 'deadline' | 'fail_fast';

/**
 * One run's cancellation: the first cause wins and is kept, and its signal
 * reaches every part of the run that waits on something — model requests,
 * tools' processes, retries' sleeps, ops not yet started (docs/architecture.md
 * §6). A cancelled op is closed as `agent:cancelled` with `CANCEL_001`; what
 * finished before stands.
 */
export class RunCancellation {
  private readonly controller = new AbortController();
  private why: { cause: CancelCause; message: string } | undefined;
  private deadline: { at: number; message: string; now: () => number } | undefined;

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Whether the run is cancelled; a deadline that has passed cancels it here, timer or not. */
  get cancelled(): boolean {
    if (!this.why && this.deadline && this.deadline.now() >= this.deadline.at)
      this.cancel('deadline', this.deadline.message);
    return this.why !== undefined;
  }

  /**
   * Cancels the run at `at` (on the `now` clock) even while work that never waits holds the
   * event loop, so that no timer can fire: each op looks at `cancelled` before it starts.
   */
  cancelAt(at: number, message: string, now: () => number = Date.now): void {
    this.deadline = { at, message, now };
  }

  /** The first cancellation's cause and message, once cancelled. */
  get reason(): { cause: CancelCause; message: string } | undefined {
    return this.why;
  }

  /** Cancels the run; later calls change nothing. */
  cancel(cause: CancelCause, message: string): void {
    if (this.why) return;
    this.why = { cause, message };
    this.controller.abort(this.error());
  }

  /** The error a part of the run stops with: CANCEL_001 with the first cause's message. */
  error(): RemoraError {
    return new RemoraError('CANCEL_001', this.why?.message ?? 'the run was cancelled');
  }

  /** Rejects with `error()` once cancelled; else settles as `work` does. */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.cancelled) {
      work.catch(() => undefined);
      return Promise.reject(this.error());
    }
    return new Promise<T>((resolve, reject) => {
      const onAbort = (): void => reject(this.error());
      this.signal.addEventListener('abort', onAbort, { once: true });
      work.then(
        (value) => {
          this.signal.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          this.signal.removeEventListener('abort', onAbort);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }

  /** Waits `ms`, or less when the run is cancelled meanwhile. */
  sleep(ms: number, sleep: (ms: number) => Promise<void>): Promise<void> {
    return this.race(sleep(ms)).catch(() => undefined);
  }
}

/** Whether `error` says the run was cancelled. */
export function isCancellation(error: unknown): boolean {
  return error instanceof RemoraError && error.code === 'CANCEL_001';
}
