// Start-up benchmark: what a command costs before it does its work, as ratios
// taken in this one run against a bare `node -e 0` on the same Node.
//
// 1. `remora --version`: loads no parser, no Ruff, no Octokit. Goal: at most
//    1.5x bare Node.
// 2. A review of one changed function with the lint op and the built-in
//    policy (Ruff's wasm and tree-sitter's): goal under 0.25 s.
//
// Each command runs --rounds times (default 9), interleaved with the bare
// Node runs so that load from elsewhere on the machine falls on all of them
// alike; each figure is the median. Runs the bundle (`npm run build` first).
//
// --against <cli> adds the same review by another build (an earlier dist/
// copied aside) to the same rounds, so a change is compared within one run.
//
//   node bench/startup/run.mjs [--rounds 9] [--cli dist/cli.js] [--against old/cli.js]
import { execFileSync, spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const rounds = Number(flag('--rounds', '9'));
const cli = resolve(flag('--cli', join(root, 'dist', 'cli.js')));
const against = flag('--against', undefined);
const temp = mkdtempSync(join(tmpdir(), 'remora-bench-startup-'));
const peakProbe = join(temp, 'peak.cjs');
writeFileSync(
  peakProbe,
  "process.on('exit', () => require('node:fs').writeSync(2, `\\nremora-peak-kb ${process.resourceUsage().maxRSS} cpu-us ${process.cpuUsage().user + process.cpuUsage().system}\\n`));\n",
);

const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@remora.invalid', ...args], {
    cwd,
    stdio: 'pipe',
  });

/** A repository whose head changes one function so that Ruff has something to say. */
function oneNodeRepo() {
  const dir = join(temp, 'repo');
  mkdirSync(join(dir, 'pkg'), { recursive: true });
  git(dir, 'init', '--quiet');
  const module = (body) => `import os\n\n\ndef scale(values, factor=2):\n${body}\n`;
  writeFileSync(join(dir, 'pkg', 'module.py'), module('    return [v * factor for v in values]'));
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '--message', 'base');
  writeFileSync(
    join(dir, 'pkg', 'module.py'),
    module('    return [v * factor for v in values if v]'),
  );
  git(dir, 'commit', '--quiet', '--all', '--message', 'one function changed');
  return dir;
}

/** Runs node with `args`; resolves with the wall time and peak memory. */
function measure(args, cwd) {
  return new Promise((done, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--require', peakProbe, ...args], {
      cwd,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stdout.resume();
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const peak = /remora-peak-kb (\d+) cpu-us (\d+)/.exec(stderr);
      if (code !== 0 || !peak)
        return reject(new Error(`${args.join(' ')} ended ${code}:\n${stderr}`));
      done({ seconds, cpu: Number(peak[2]) / 1e6, mb: Number(peak[1]) / 1024 });
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const repo = oneNodeRepo();
const review = (bundle) => [
  bundle,
  'review',
  '--base',
  'HEAD~1',
  '--ops',
  'lint',
  '--model',
  'builtin',
];
const commands = {
  'bare node': ['-e', '0'],
  'remora --version': [cli, '--version'],
  'lint review, one node': review(cli),
  ...(against ? { 'the same, --against': review(resolve(against)) } : {}),
};
const runs = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
const loadBefore = loadavg()[0];
try {
  // One warm-up of each, so that the file cache is warm for every measured round.
  for (const args of Object.values(commands)) await measure(args, repo);
  for (let round = 0; round < rounds; round++)
    for (const [name, args] of Object.entries(commands)) runs[name].push(await measure(args, repo));
} finally {
  rmSync(temp, { recursive: true, force: true });
}

const med = (name, key) => median(runs[name].map((r) => r[key]));
const bare = med('bare node', 'seconds');
const bareCpu = med('bare node', 'cpu');
console.log(
  `node ${process.version}, ${rounds} rounds, medians; load average ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)}`,
);
console.log(`${''.padEnd(24)} wall (x bare node)    cpu, all threads (x bare node)  peak memory`);
for (const name of Object.keys(runs)) {
  const [seconds, cpu] = [med(name, 'seconds'), med(name, 'cpu')];
  console.log(
    `${name.padEnd(24)} ${seconds.toFixed(3)} s (${(seconds / bare).toFixed(2)}x)     ` +
      `${cpu.toFixed(3)} s (${(cpu / bareCpu).toFixed(2)}x)              ${med(name, 'mb').toFixed(0)} MB`,
  );
}
const version = med('remora --version', 'seconds') / bare;
const reviewSeconds = med('lint review, one node', 'seconds');
console.log(
  `goal: remora --version <= 1.5x bare node: ${version.toFixed(2)}x ${version <= 1.5 ? 'met' : 'NOT met'}`,
);
console.log(
  `goal: one-node lint review <= 0.25 s: ${reviewSeconds.toFixed(3)} s ` +
    `(${(reviewSeconds / bare).toFixed(1)}x bare node) ${reviewSeconds <= 0.25 ? 'met' : 'NOT met'}`,
);
if (against) {
  const [wall, cpu] = ['seconds', 'cpu'].map(
    (key) => med('lint review, one node', key) / med('the same, --against', key),
  );
  console.log(
    `lint review, one node vs --against: wall ${wall.toFixed(2)}x, cpu ${cpu.toFixed(2)}x`,
  );
}
