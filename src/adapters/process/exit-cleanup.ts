const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

const cleanups = new Set<() => void>();

function onSignal(signal: NodeJS.Signals): void {
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

function install(): void {
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function uninstall(): void {
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

/**
 * Runs `cleanup` (synchronous: removing a temp folder, a lock file) if the
 * process is interrupted by a signal before the returned function is called.
 * `finally` blocks do not run when Ctrl-C ends a process; this does. The
 * handlers are installed only while something is registered.
 */
export function cleanupOnSignal(cleanup: () => void): () => void {
  if (cleanups.size === 0) install();
  cleanups.add(cleanup);
  return () => {
    if (cleanups.delete(cleanup) && cleanups.size === 0) uninstall();
  };
}
