const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const cleanups = new Set<() => void>();
let graceful: ((signal: NodeJS.Signals) => void) | undefined;

function onSignal(signal: NodeJS.Signals): void {
  if (graceful && signal !== 'SIGHUP') {
    // The first SIGINT or SIGTERM asks the run to stop in its own time; a second one ends it.
    const stop = graceful;
    graceful = undefined;
    stop(signal);
    return;
  }
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // Best effort: the process is going away; one failed cleanup must not stop the others.
    }
  }
  cleanups.clear();
  uninstall();
  // Die of the same signal, as the default handler would, so the parent sees why.
  process.kill(process.pid, signal);
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
 * what is done and exits by itself. A second signal ends the process at
 * once, cleanups run.
 */
export function stopGracefullyOn(stop: (signal: NodeJS.Signals) => void): () => void {
  install();
  graceful = stop;
  return () => {
    if (graceful === stop) graceful = undefined;
    uninstallIfIdle();
  };
}
