import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProgram } from './subprocess.js';

/**
 * Run inside new user, mount and network namespaces: every mount read-only
 * except the workspace copy and the private folder, then the command, from
 * the copy. Mount points come from /proc/self/mountinfo (deepest first).
 */
const CONFINE_SCRIPT = `set -e
copy=$1; private=$2; shift 2
mount --make-rprivate /
mount --bind "$copy" "$copy"
mount --bind "$private" "$private"
for mp in $(awk '{print $5}' /proc/self/mountinfo | sort -r); do
  case "$mp" in "$copy"|"$private") continue ;; esac
  mount -o remount,bind,ro "$mp" 2>/dev/null || true
done
cd "$copy"
exec "$@"`;

const UNSHARE_ARGS = ['--user', '--map-root-user', '--mount', '--net', '--'];

let available: Promise<boolean> | undefined;

/**
 * Whether this machine lets an unprivileged process confine a command
 * (util-linux `unshare` with user namespaces), asked once per process: some
 * kernels and runners switch user namespaces off.
 */
export function tryConfinementAvailable(): Promise<boolean> {
  available ??= runProgram(
    'unshare',
    [...UNSHARE_ARGS, 'sh', '-c', CONFINE_SCRIPT, 'probe', '/', '/', 'true'],
    {
      cwd: tmpdir(),
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      timeoutMs: 10_000,
    },
  )
    .then((result) => result.exitCode === 0)
    .catch(() => false);
  return available;
}

/** A private HOME and TMPDIR for one command, and how to run the command confined. */
export interface CommandSandbox {
  /** Environment entries that point the command's home and temp folders into the sandbox. */
  env: Record<string, string>;
  /** True when the command runs with everything but its copy and private folder read-only, and no network. */
  confined: boolean;
  /** The program and arguments to run: the command itself, or the command inside `unshare`. */
  wrap(program: string, args: readonly string[]): { program: string; args: string[] };
  dispose(): Promise<void>;
}

/**
 * Prepares a command run in `copyDir`: a private folder for HOME and TMPDIR
 * (always), and — where the kernel allows it without root — new user, mount
 * and network namespaces in which everything outside the copy and that
 * folder is read-only and there is no network.
 */
export async function createCommandSandbox(copyDir: string): Promise<CommandSandbox> {
  const privateDir = await mkdtemp(join(tmpdir(), 'remora-tool-'));
  const home = join(privateDir, 'home');
  const temp = join(privateDir, 'tmp');
  await Promise.all([mkdir(home), mkdir(temp)]);
  const confined = await tryConfinementAvailable();
  return {
    env: { HOME: home, TMPDIR: temp, XDG_CACHE_HOME: join(home, '.cache') },
    confined,
    wrap: (program, args) =>
      confined
        ? {
            program: 'unshare',
            args: [
              ...UNSHARE_ARGS,
              'sh',
              '-c',
              CONFINE_SCRIPT,
              'remora-confine',
              copyDir,
              privateDir,
              program,
              ...args,
            ],
          }
        : { program, args: [...args] },
    dispose: () => rm(privateDir, { recursive: true, force: true }),
  };
}
