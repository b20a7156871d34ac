// Sweep benchmark: every op with the built-in policy over every node of a
// large repository (CPython's standard library, its test folders left out,
// unless --folder names another), as `remora analyze . --ops all` runs it on
// one runner, then as --shards N shards run one after another (each as a
// runner of a matrix would run it). Prints the nodes per second of one
// runner, each shard's share of the nodes and of the time, and whether the
// shards' nodes partition the whole (union equal, no overlap).
//
//   node bench/sweep/run.mjs [--folder <dir>] [--shards 2] [--ops all]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const shards = Number(flag('--shards', '2'));
const ops = flag('--ops', 'all');
const SKIPPED = new Set(['test', 'tests', 'idle_test', 'site-packages', '__pycache__']);

function standardLibrary() {
  const out = execFileSync('python3', [
    '-c',
    'import sysconfig; print(sysconfig.get_paths()["stdlib"])',
  ]);
  return out.toString('utf8').trim();
}

/** Copies the .py files of `from`, outside test folders, into a new git repository. */
function corpus(from) {
  const dir = mkdtempSync(join(tmpdir(), 'remora-bench-sweep-'));
  cpSync(from, dir, {
    recursive: true,
    filter: (path) => {
      const parts = relative(from, path).split(sep);
      if (parts.some((part) => SKIPPED.has(part))) return false;
      return statSync(path).isDirectory() || path.endsWith('.py');
    },
  });
  const git = (...args) =>
    execFileSync(
      'git',
      ['-c', 'user.name=Bench', '-c', 'user.email=bench@remora.invalid', ...args],
      {
        cwd: dir,
        stdio: 'pipe',
      },
    );
  git('init', '--quiet');
  git('add', '--all');
  git('commit', '--quiet', '--message', 'corpus');
  return dir;
}

function analyze(dir, extra) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        join(root, 'dist', 'cli.js'),
        'analyze',
        '.',
        '--ops',
        ops,
        '--model',
        'builtin',
        '--format',
        'json',
        ...extra,
      ],
      {
        cwd: dir,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
      },
    );
    const out = [];
    let err = '';
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      // Exit 1: some op failed on some node; the run itself completed.
      if (code !== 0 && code !== 1)
        return reject(new Error(`analyze ended ${code}:\n${err.slice(-2000)}`));
      const report = JSON.parse(Buffer.concat(out).toString('utf8'));
      resolve({ seconds, ids: report.nodes.map((n) => n.node.node_id) });
    });
  });
}

const folder = flag('--folder', undefined) ?? standardLibrary();
const dir = corpus(folder);
try {
  const files = readdirSync(dir, { recursive: true }).filter((f) =>
    String(f).endsWith('.py'),
  ).length;
  console.log(
    `corpus: ${folder} (${files} files, test folders left out), ops ${ops}, built-in policy`,
  );
  const whole = await analyze(dir, []);
  const rate = whole.ids.length / whole.seconds;
  console.log(
    `one runner: ${whole.ids.length} nodes in ${whole.seconds.toFixed(1)} s: ${rate.toFixed(1)} nodes/s`,
  );
  const parts = [];
  for (let index = 1; index <= shards; index++) {
    const part = await analyze(dir, ['--shard', `${index}/${shards}`]);
    parts.push(part);
    console.log(
      `shard ${index}/${shards}: ${part.ids.length} nodes (${((100 * part.ids.length) / whole.ids.length).toFixed(1)} %) in ${part.seconds.toFixed(1)} s (${(part.seconds / whole.seconds).toFixed(2)} of one runner's time)`,
    );
  }
  const union = parts.flatMap((p) => p.ids);
  const same =
    union.length === whole.ids.length &&
    new Set(union).size === union.length &&
    [...union].sort().join() === [...whole.ids].sort().join();
  const slowest = Math.max(...parts.map((p) => p.seconds));
  console.log(`shards partition the whole (union equal, no overlap): ${same ? 'yes' : 'NO'}`);
  console.log(
    `a matrix of ${shards} runners: ${slowest.toFixed(1)} s, ${(whole.seconds / slowest).toFixed(2)}x faster than one (ideal ${shards}x)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
