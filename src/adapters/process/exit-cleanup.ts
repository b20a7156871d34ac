const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * How long a stop in the run's own time may take before the process ends
 * anyway: well within the 10 s a runner allows between its signal and its kill.
 */
export const HARD_STOP_MS = 7_500;
/** How long an exit waits for file calls still under way before it stops waiting. */
const FILE_CALLS_GRACE_MS = 2_000;
/** How often an exit looks again whether those calls have ended. */
const FILE_CALLS_POLL_MS = 2;

const cleanups = new Set<() => void>();
let graceful: ((signal: NodeJS.Signals) => void) | undefined;

function onSignal(signal: NodeJS.Signals): void {
  if (graceful && signal !== 'SIGHUP') {
    // The first SIGINT or SIGTERM asks the run to stop in its own time; a second one ends it.
    const stop = graceful;
    graceful = undefined;
    endAfterGrace(signal);
    stop(signal);
    return;
  }
  endNow(signal);
}

function runCleanups(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is going away; one failed cleanup must not stop the others.
    }
  }
  cleanups.clear();
}

/**
 * Leaves every stop signal to its default action (Remora's listeners are the
 * only ones), which the kernel carries out whatever the process is doing:
 * Node's handler only runs JavaScript between tasks, and never once
 * `process.exit()` waits for a thread.
 */
function releaseSignals(): void {
  graceful = undefined;
  uninstall();
}

/** Runs the cleanups and dies of `signal` at once, as the default handler would, so the parent sees why. */
function endNow(signal: NodeJS.Signals): void {
  runCleanups();
  releaseSignals();
  process.kill(process.pid, signal);
}

/**
 * Ends the process of `signal` {@link HARD_STOP_MS} from now unless it has
 * ended by then: a stop in the run's own time is bounded even when the run
 * waits on something that never returns. The timer keeps nothing alive.
 */
export function endAfterGrace(signal: NodeJS.Signals): void {
  setTimeout(() => endNow(signal), HARD_STOP_MS).unref();
}

/** Whether a file call is still under way in libuv's thread pool (one may wait forever on a FIFO). */
function fileCallsPending(): boolean {
  return process.getActiveResourcesInfo().some((kind) => kind.startsWith('FSReq'));
}

/**
 * Ends the process with `code`: the cleanups still registered run, the stop
 * signals get their default action back, then `process.exit`. That waits for
 * every thread of libuv's pool, and a thread blocked in a file call (an
 * `open()` of a FIFO has no timeout) would hold the process forever; so the
 * exit waits {@link FILE_CALLS_GRACE_MS} at most for such calls to finish,
 * then says so and ends the process with SIGKILL, which waits for nothing.
 */
export function exitProcess(code: number): void {
  runCleanups();
  releaseSignals();
  if (!fileCallsPending()) process.exit(code);
  const since = Date.now();
  // Most calls under way (a file closed by a cleanup) end within a turn or two of the loop:
  // looked at again soon, the exit waits for them and not for a timer.
  setInterval(() => {
    if (!fileCallsPending()) process.exit(code);
    if (Date.now() - since < FILE_CALLS_GRACE_MS) return;
    process.stderr.write(
      `Remora: a file call never returned (exit code ${code}); the process ends without waiting for it\n`,
    );
    process.kill(process.pid, 'SIGKILL');
  }, FILE_CALLS_POLL_MS);
}

/**
 * An error nothing caught ends the process as Node would (its stack on
 * stderr, exit code 1), through {@link exitProcess}: Node's own exit on an
 * uncaught error waits for every thread of libuv's pool, a blocked one too.
 * A write to a closed stdout (the parent gone) is such an error.
 */
export function exitOnUncaughtError(): void {
  process.on('uncaughtException', (error: unknown) => {
    try {
      process.stderr.write(
        `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    } catch {
      // stderr may be closed as well: the exit matters more than the message.
    }
    exitProcess(1);
  });
}

let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function uninstall(): void {
  installed = false;
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

function uninstallIfIdle(): void {
  if (cleanups.size === 0 && graceful === undefined) uninstall();
}

/**
 * Runs `cleanup` (synchronous: removing a temp folder, a lock file) if the
 * process is interrupted by a signal before the returned function is called.
 * `finally` blocks do not run when Ctrl-C ends a process; this does. The
 * handlers are installed only while something is registered.
 */
export function cleanupOnSignal(cleanup: () => void): () => void {
  install();
  cleanups.add(cleanup);
  return () => {
    if (cleanups.delete(cleanup)) uninstallIfIdle();
  };
}

/**
 * Until the returned function is called, the first SIGINT or SIGTERM calls
 * `stop` instead of ending the process: the run stops its work, publishes
 * what is done and exits by itself, within {@link HARD_STOP_MS} or of the
 * signal then. A second signal ends the process at once, cleanups run.
 */
export function stopGracefullyOn(stop: (signal: NodeJS.Signals) => void): () => void {
  install();
  graceful = stop;
  return () => {
    if (graceful === stop) graceful = undefined;
    uninstallIfIdle();
  };
}
