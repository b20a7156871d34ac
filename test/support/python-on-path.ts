import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
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
 * What the tests' Python imports beyond the standard library: pytest (the
 * test op runs it) and Jinja2 (the chat template's Python half), each with
 * what it requires.
 */
const PACKAGES = ['pytest', 'jinja2'];

/** Set while a view is first on PATH, to the folder it is in. */
const VIEW_MARK = 'REMORA_TEST_PYTHON_VIEW';

/**
 * Makes a virtual environment of the interpreter in `dir` holding only
 * {@link PACKAGES} and their requirements, linked from the interpreter's own
 * site-packages (the venv's `base_prefix`, which the sandbox mounts, holds
 * the links' targets). Prints nothing; fails when any step does.
 */
const MAKE_VIEW = `
import importlib.metadata as md, os, re, subprocess, sys, sysconfig
venv = sys.argv[1]
subprocess.run([sys.executable, "-m", "venv", "--without-pip", venv], check=True)
site = subprocess.run([os.path.join(venv, "bin", "python3"), "-c",
    "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
    check=True, capture_output=True, text=True).stdout.strip()
todo, seen = ${JSON.stringify(PACKAGES)}, set()
while todo:
    name = re.split(r"[^A-Za-z0-9._-]", todo.pop())[0].lower().replace("_", "-")
    if name in seen:
        continue
    seen.add(name)
    dist = md.distribution(name)
    for requirement in dist.requires or []:
        if ";" in requirement:
            marker = requirement.split(";", 1)[1]
            if "extra" in marker:
                continue
            from packaging.markers import Marker
            if not Marker(marker).evaluate():
                continue
        todo.append(requirement)
    top = {str(f).split("/", 1)[0] for f in dist.files or [] if not str(f).startswith("..")}
    top.discard("__pycache__")
    for entry in top:
        source = dist.locate_file(entry)
        target = os.path.join(site, entry)
        if os.path.exists(source) and not os.path.exists(target):
            os.symlink(source, target)
`;

/**
 * Vitest global setup for the tiers that start Python. Puts first on PATH
 * for the run an interpreter that `python3` means, as itself rather than a
 * version manager's shim (pyenv's shim is a shell script that works out the
 * version again on each call, a second or more on a loaded machine), and
 * seeing only the packages the tests use: third-party pytest plugins a
 * machine has installed load in every pytest run (Hypothesis's takes 0.7 s
 * of CPU, and the test op runs pytest hundreds of times in the suite). The
 * interpreter is the same one, in a virtual environment of its own; where one
 * cannot be made, its own `sys.executable`, linked from a folder of its own.
 */
export default function setup(): (() => void) | undefined {
  // Both tiers that start Python name this setup: the first one's view serves the run.
  if (process.env[VIEW_MARK] !== undefined) return undefined;
  const path = process.env.PATH ?? '';
  const onPath = firstOnPath(path);
  if (!onPath) return undefined;
  const executable = execFileSync(onPath, ['-c', 'import sys; print(sys.executable)'], {
    encoding: 'utf8',
  }).trim();
  if (!executable) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'remora-python3-'));
  let bin: string;
  try {
    execFileSync(executable, ['-I', '-c', MAKE_VIEW, join(dir, 'venv')], { stdio: 'pipe' });
    bin = join(dir, 'venv', 'bin');
  } catch {
    rmSync(join(dir, 'venv'), { recursive: true, force: true });
    symlinkSync(executable, join(dir, 'python3'));
    bin = dir;
  }
  process.env.PATH = `${bin}${delimiter}${path}`;
  process.env[VIEW_MARK] = bin;
  return () => {
    process.env.PATH = path;
    delete process.env[VIEW_MARK];
    rmSync(dir, { recursive: true, force: true });
  };
}
