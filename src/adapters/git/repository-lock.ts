import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { RemoraError } from '../../core/errors.js';
import { cleanupOnSignal } from '../process/exit-cleanup.js';

/** A held lock; release() removes it (only if it is still this process's). */
export interface RepositoryLock {
  readonly path: string;
  release(): Promise<void>;
}

/** The lock file's name inside the repository's git folder. */
export const LOCK_NAME = 'remora.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function tryCreate(path: string): Promise<boolean> {
  try {
    const handle = await open(path, 'wx');
    await handle.writeFile(`${process.pid}\n`);
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function holderOf(path: string): Promise<number | undefined> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const pid = Number(text.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

function removeIfOurs(path: string): void {
  try {
    if (readFileSync(path, 'utf8').trim() === String(process.pid)) unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/**
 * Takes the per-repository lock `<git-dir>/remora.lock` (created with O_EXCL,
 * holding the pid), so two runs that write to one checkout never interleave.
 * A lock whose process is gone is stale and taken over; a live one is
 * CLI_001 naming its pid and file. The lock is released by release(), and on
 * SIGINT/SIGTERM/SIGHUP too.
 */
export async function acquireRepositoryLock(gitDir: string): Promise<RepositoryLock> {
  const path = join(gitDir, LOCK_NAME);
  if (!(await tryCreate(path))) {
    const holder = await holderOf(path);
    if (holder !== undefined && isRunning(holder))
      throw new RemoraError(
        'CLI_001',
        `another remora run (pid ${holder}) is working on this repository; its lock is ${path}. Wait for it to end, or remove the file if that process is not remora`,
      );
    await unlink(path).catch(() => undefined);
    if (!(await tryCreate(path)))
      throw new RemoraError(
        'CLI_001',
        `another remora run took the lock ${path} at the same moment; try again`,
      );
  }
  const forget = cleanupOnSignal(() => removeIfOurs(path));
  return {
    path,
    async release() {
      forget();
      removeIfOurs(path);
    },
  };
}
