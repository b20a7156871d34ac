import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/** The first `python3` on PATH, as the tests and the code under test would start it. */
function firstOnPath(path: string): string | undefined {
  for (const dir of path.split(delimiter)) {
    const candidate = join(dir, 'python3');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // Not here: the next folder.
    }
  }
  return undefined;
}

/**
 * Vitest global setup for the tiers that start Python: puts the interpreter
 * that `python3` means first on PATH for the run, so that every start skips
 * a version manager's shim. pyenv's shim is a shell script that works out the
 * version again on each call, a second or more on a loaded machine, and these
 * tiers start Python hundreds of times. The interpreter is the same one: its
 * own `sys.executable`, linked from a folder of its own.
 */
export default function setup(): (() => void) | undefined {
  const path = process.env.PATH ?? '';
  const onPath = firstOnPath(path);
  if (!onPath) return undefined;
  const executable = execFileSync(onPath, ['-c', 'import sys; print(sys.executable)'], {
    encoding: 'utf8',
  }).trim();
  // Already the interpreter itself (or a link to it): nothing stands in between.
  if (!executable || realpathSync(executable) === realpathSync(onPath)) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'remora-python3-'));
  symlinkSync(executable, join(dir, 'python3'));
  process.env.PATH = `${dir}${delimiter}${path}`;
  return () => {
    process.env.PATH = path;
    rmSync(dir, { recursive: true, force: true });
  };
}
