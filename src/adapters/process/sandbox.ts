import { constants } from 'node:fs';
import { access, mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, isAbsolute, join, sep } from 'node:path';
import { RemoraError } from '../../core/errors.js';
import { LANGUAGE_MANIFESTS } from '../../languages/manifests.js';
import {
  openProgram,
  runProgram,
  scrubbedEnv,
  type LineSession,
  type RunResult,
} from './subprocess.js';

/**
 * Builds a new root and runs the command in it, inside fresh user, mount,
 * pid and network namespaces (made by `unshare`):
 *
 * - the root is an empty tmpfs holding only the system's programs and
 *   libraries and the languages' interpreters (a manifest's `runtime`),
 *   read-only; the copy the
 *   command works on, a private HOME and TMPDIR, and the folders the caller
 *   names as writable are the only places it can write;
 * - `/proc` is a new one: the command sees its own processes, never the
 *   action's or the runner's (their environments hold the token);
 * - the runner's files, the checkout and its `.git/config`, every other
 *   temporary folder are simply not there: the old root is detached;
 * - there is no network, only a loopback that is down;
 * - the command runs with no capabilities and `no_new_privs`, so it cannot
 *   mount, unmount or chroot its way out.
 *
 * Every step must succeed (`set -eu`): a machine where one fails has no sandbox.
 */
const SANDBOX_SCRIPT = `set -eu
root=$1; copy=$2; home=$3; tmp=$4; count=$5; shift 5
mount --make-rprivate /
mount -t tmpfs -o mode=0755 remora-sandbox "$root"
place() {
  if [ -d "$1" ]; then mkdir -p "$root$1"; else mkdir -p "$root\${1%/*}"; : > "$root$1"; fi
}
readonly_bind() {
  if [ -L "$1" ]; then mkdir -p "$root\${1%/*}"; ln -sfn "$(readlink "$1")" "$root$1"; return; fi
  [ -e "$1" ] || return 0
  place "$1"
  mount --bind "$1" "$root$1"
  mount -o remount,bind,ro "$root$1" 2>/dev/null && return
  # A mount's nosuid, nodev, noexec and atime flags are locked in a user namespace: keep them.
  flags=$(findmnt -n -o VFS-OPTIONS --mountpoint "$root$1")
  mount -o "remount,bind,ro,\${flags#rw,}" "$root$1"
}
writable_bind() { place "$1"; mount --bind "$1" "$root$1"; }
mkdir -p "$root/dev/shm" "$root/proc" "$root/tmp"
for device in null zero full random urandom; do
  : > "$root/dev/$device"
  mount --bind "/dev/$device" "$root/dev/$device"
done
mount -t tmpfs -o mode=1777 remora-shm "$root/dev/shm"
mount -t tmpfs -o mode=1777 remora-tmp "$root/tmp"
i=0
while [ "$i" -lt "$count" ]; do readonly_bind "$1"; shift; i=$((i + 1)); done
count=$1; shift
i=0
while [ "$i" -lt "$count" ]; do writable_bind "$1"; shift; i=$((i + 1)); done
writable_bind "$copy"; writable_bind "$home"; writable_bind "$tmp"
mount -t proc proc "$root/proc"
mkdir "$root/.old-root"
cd "$root"
pivot_root . .old-root
umount -l /.old-root
rmdir /.old-root
mount -o remount,bind,ro /
cd "$copy"
exec setpriv --no-new-privs --inh-caps=-all --bounding-set=-all -- "$@"`;

const UNSHARE_ARGS = [
  '--user',
  '--map-root-user',
  '--mount',
  '--pid',
  '--fork',
  '--kill-child',
  '--net',
  '--',
];

/** The system's programs and libraries, shown read-only in every sandbox. */
const SYSTEM_PATHS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];
const SYSTEM_BINS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** What a program kept running in the sandbox is given: the same, without input or a timeout of its own. */
export type SandboxOpenOptions = Pick<
  SandboxRunOptions,
  'copyDir' | 'env' | 'readable' | 'writable' | 'maxBytes'
>;

/** What one sandboxed run is given besides its copy. */
export interface SandboxRunOptions {
  /** The folder the command runs in and may write: a materialised copy, never the checkout. */
  copyDir: string;
  /** The environment, already scrubbed; HOME, TMPDIR and PATH are the sandbox's own. */
  env: Record<string, string>;
  /** Further folders shown read-only (an agent's own folder). */
  readable?: readonly string[];
  /** Further folders the command may write (where a report is written). */
  writable?: readonly string[];
  input?: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** Aborting it kills the program with its process group. */
  signal?: AbortSignal;
}

/** Runs programs from a pull request's code where they can reach no secret. */
export interface Sandbox {
  /**
   * A language's interpreter (its manifest's `runtime`) by absolute path, the
   * same inside the sandbox; the bare program name where PATH had none.
   */
  runtime(languageId: string): string;
  run(program: string, args: readonly string[], options: SandboxRunOptions): Promise<RunResult>;
  /**
   * Starts a program in a sandbox of its own, as `run` does, kept running to
   * answer requests line by line; its private folders go when it ends.
   */
  open(program: string, args: readonly string[], options: SandboxOpenOptions): Promise<LineSession>;
}

interface RuntimeInstall {
  executable: string;
  /** Folders the interpreter and its packages live in. */
  folders: string[];
}

const opened = new Map<string, Promise<Sandbox>>();

/**
 * The sandbox for this machine and PATH, made and tried once per process;
 * rejects with SANDBOX_001, saying why, where it cannot be made: some
 * kernels and runners refuse unprivileged user namespaces (Ubuntu 24.04
 * restricts them through AppArmor), and there is no fallback to running
 * unconfined.
 */
export function openSandbox(env: NodeJS.ProcessEnv): Promise<Sandbox> {
  const key = env.PATH ?? '';
  let sandbox = opened.get(key);
  if (!sandbox) {
    sandbox = makeSandbox(env);
    opened.set(key, sandbox);
  }
  return sandbox;
}

async function makeSandbox(env: NodeJS.ProcessEnv): Promise<Sandbox> {
  const unshare = await findProgram('unshare', env.PATH ?? '');
  if (unshare === undefined) throw noSandbox("util-linux's unshare is not on PATH");
  const runtimes = new Map<string, { program: string; install: RuntimeInstall | undefined }>();
  await Promise.all(
    LANGUAGE_MANIFESTS.flatMap(({ id, runtime }) =>
      runtime
        ? [
            findRuntime(runtime.program, runtime.probe, env).then((install) =>
              runtimes.set(id, { program: runtime.program, install }),
            ),
          ]
        : [],
    ),
  );
  const installs = [...runtimes.values()].flatMap(({ install }) => (install ? [install] : []));
  const shown = withoutNested([...SYSTEM_PATHS, ...installs.flatMap((i) => i.folders)]);
  const binPath = [
    ...new Set(installs.map((install) => dirname(install.executable))),
    ...SYSTEM_BINS,
  ].join(':');
  const sandbox: Sandbox = {
    runtime(languageId) {
      const runtime = runtimes.get(languageId);
      if (!runtime) throw new Error(`no language '${languageId}' declares an interpreter`);
      return runtime.install?.executable ?? runtime.program;
    },
    async run(program, args, options) {
      const { argv, runOptions, privateDir } = await command(program, args, options);
      try {
        return await runProgram(unshare, argv, {
          ...runOptions,
          ...(options.input !== undefined ? { input: options.input } : {}),
          ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        });
      } finally {
        await rm(privateDir, { recursive: true, force: true });
      }
    },
    async open(program, args, options) {
      const { argv, runOptions, privateDir } = await command(program, args, options);
      const session = openProgram(unshare, argv, runOptions);
      void session.ended.then(() => rm(privateDir, { recursive: true, force: true }));
      return session;
    },
  };
  /** The sandbox's command line for a program, and the private folder (root, home, temp) it is made in. */
  async function command(
    program: string,
    args: readonly string[],
    options: SandboxOpenOptions,
  ): Promise<{
    argv: string[];
    runOptions: { cwd: string; env: Record<string, string>; maxBytes?: number };
    privateDir: string;
  }> {
    const privateDir = await mkdtemp(join(tmpdir(), 'remora-tool-'));
    const [root, home, temp] = ['root', 'home', 'tmp'].map((name) => join(privateDir, name)) as [
      string,
      string,
      string,
    ];
    await Promise.all([mkdir(root), mkdir(home), mkdir(temp)]);
    const readable = withoutNested([...shown, ...(options.readable ?? [])]);
    const writable = options.writable ?? [];
    return {
      argv: [
        ...UNSHARE_ARGS,
        'sh',
        '-c',
        SANDBOX_SCRIPT,
        'remora-sandbox',
        root,
        options.copyDir,
        home,
        temp,
        String(readable.length),
        ...readable,
        String(writable.length),
        ...writable,
        program,
        ...args,
      ],
      runOptions: {
        cwd: options.copyDir,
        env: {
          ...options.env,
          HOME: home,
          TMPDIR: temp,
          XDG_CACHE_HOME: join(home, '.cache'),
          PATH: binPath,
        },
        ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
      },
      privateDir,
    };
  }
  const probeDir = await mkdtemp(join(tmpdir(), 'remora-probe-'));
  try {
    const probe = await sandbox
      .run('true', [], { copyDir: probeDir, env: scrubbedEnv(env), timeoutMs: 20_000 })
      .catch((error: unknown) => ({ exitCode: -1, stderr: (error as Error).message }));
    if (probe.exitCode !== 0) throw noSandbox(lastLine(probe.stderr));
  } finally {
    await rm(probeDir, { recursive: true, force: true });
  }
  return sandbox;
}

function noSandbox(reason: string): RemoraError {
  return new RemoraError(
    'SANDBOX_001',
    `this machine cannot make a sandbox for code from the repository (${reason}); ` +
      'it needs util-linux (unshare, setpriv, findmnt) and unprivileged user namespaces ' +
      '(on Ubuntu 24.04: sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0)',
  );
}

/** The first executable `name` in the folders of `path`. */
async function findProgram(name: string, path: string): Promise<string | undefined> {
  for (const folder of path.split(delimiter).filter((f) => isAbsolute(f))) {
    const candidate = join(folder, name);
    if (
      await access(candidate, constants.X_OK).then(
        () => true,
        () => false,
      )
    )
      return candidate;
  }
  return undefined;
}

/**
 * A language's interpreter on PATH and the folders it needs, asked of the
 * interpreter itself with its manifest's probe from an empty folder (no code
 * from the repository runs). Undefined when PATH has none, or it answers
 * something else.
 */
async function findRuntime(
  program: string,
  probe: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<RuntimeInstall | undefined> {
  const cwd = await mkdtemp(join(tmpdir(), 'remora-runtime-'));
  try {
    const result = await runProgram(program, probe, {
      cwd,
      env: scrubbedEnv(env),
      timeoutMs: 20_000,
    });
    if (result.exitCode !== 0) return undefined;
    const found = JSON.parse(result.stdout.toString('utf8')) as Partial<RuntimeInstall>;
    if (typeof found.executable !== 'string' || !Array.isArray(found.folders)) return undefined;
    const folders = new Set<string>();
    for (const folder of found.folders.filter(
      (f): f is string => typeof f === 'string' && f.startsWith(sep),
    )) {
      const real = await realpath(folder).catch(() => undefined);
      if (real !== undefined) folders.add(real).add(folder);
    }
    const executable = await realpath(found.executable).catch(() => found.executable as string);
    folders.add(dirname(executable)).add(dirname(found.executable));
    return { executable: found.executable, folders: [...folders] };
  } catch {
    return undefined;
  } finally {
    await rm(cwd, { recursive: true, force: true });
  }
}

/** The paths that are not inside another path of the list, in a stable order. */
function withoutNested(paths: readonly string[]): string[] {
  const unique = [...new Set(paths)].sort();
  return unique.filter(
    (path) =>
      !unique.some(
        (other) => other !== path && path.startsWith(other.endsWith(sep) ? other : other + sep),
      ),
  );
}

function lastLine(text: string): string {
  return text.trim().split('\n').at(-1) ?? 'no reason given';
}
