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
  /**
   * What waits on the run: told by the one listener the run's signal has.
   * A listener per request or process on that one signal would pass Node's
   * limit of ten (MaxListenersExceededWarning), and a client that never
   * removes its own (the `openai` client's) would keep them all.
   */
  private readonly waiting = new Set<() => void>();

  constructor() {
    this.controller.signal.addEventListener(
      'abort',
      () => {
        for (const wake of [...this.waiting]) wake();
        this.waiting.clear();
      },
      { once: true },
    );
  }

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

  /** Calls `wake` when the run is cancelled (at once if it is); the returned function stops that. */
  onCancel(wake: () => void): () => void {
    if (this.cancelled) {
      wake();
      return () => undefined;
    }
    this.waiting.add(wake);
    return () => void this.waiting.delete(wake);
  }

  /**
   * A signal of its own for one part of the run (a model request, an op and
   * its processes), aborted with the run's reason when the run is cancelled;
   * `release()` when that part ends lets go of it. Listeners a client adds to
   * it go with it, never onto the run's signal.
   */
  scope(): { signal: AbortSignal; release: () => void } {
    const controller = new AbortController();
    const release = this.onCancel(() => controller.abort(this.error()));
    return { signal: controller.signal, release };
  }

  /** Rejects with `error()` once cancelled; else settles as `work` does. */
  race<T>(work: Promise<T>): Promise<T> {
    if (this.cancelled) {
      work.catch(() => undefined);
      return Promise.reject(this.error());
    }
    return new Promise<T>((resolve, reject) => {
      const release = this.onCancel(() => reject(this.error()));
      work.then(
        (value) => {
          release();
          resolve(value);
        },
        (error: unknown) => {
          release();
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
