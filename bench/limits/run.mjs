// Limits benchmark. Two measures, each as ratios taken in this one run:
//
// 1. A 20,000-line module against a 200-line one, both with five changed
//    functions, reviewed by the CLI bundle with the built-in policy (every
//    default op): wall time and peak memory of the review. Goals: at most 3x
//    the time and 2x the memory (only the changed nodes are worked on;
//    nothing is quadratic in the file's size), under 90 s and 1 GB.
// 2. The action (dist/index.js) on the bundled example pull request
//    (examples/pull-request), as a runner starts it, against a small
//    GitHub on loopback: its peak memory. Goal: at most 250 MB.
//
// Peak memory is the process's own maximum resident set (its worker threads
// included), read as it exits.
//
//   node bench/limits/run.mjs [--lines 20000]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const at = process.argv.indexOf('--lines');
const bigLines = at === -1 ? 20_000 : Number(process.argv[at + 1]);
const temp = mkdtempSync(join(tmpdir(), 'remora-bench-limits-'));
// Loaded before the program, it reports the peak resident set on exit.
const peakProbe = join(temp, 'peak.cjs');
writeFileSync(
  peakProbe,
  "process.on('exit', () => require('node:fs').writeSync(2, `\\nremora-peak-kb ${process.resourceUsage().maxRSS}\\n`));\n",
);

const git = (cwd, ...args) =>
  execFileSync('git', ['-c', 'user.name=Bench', '-c', 'user.email=bench@remora.invalid', ...args], {
    cwd,
    stdio: 'pipe',
  });

/** A module of `lines` lines of small functions; five of them, spread out, changed in head. */
function moduleText(lines, changed) {
  const count = Math.round(lines / 8);
  const touched = new Set([0, 1, 2, 3, 4].map((k) => Math.floor(((k + 0.5) * count) / 5)));
  const fn = (i) => [
    `def compute_${i}(values, factor=2):`,
    '    """Scale the values by the factor."""',
    '    total = 0',
    '    for value in values:',
    '        total += value * factor',
    changed && touched.has(i) ? '    return f"{total}" if total else f"none"' : '    return total',
    '',
    '',
  ];
  return `${Array.from({ length: count }, (_, i) => fn(i))
    .flat()
    .join('\n')
    .trimEnd()}\n`;
}

function moduleRepo(name, lines) {
  const dir = join(temp, name);
  mkdirSync(join(dir, 'pkg'), { recursive: true });
  git(dir, 'init', '--quiet');
  writeFileSync(join(dir, 'pkg', 'module.py'), moduleText(lines, false));
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '--message', 'base');
  writeFileSync(join(dir, 'pkg', 'module.py'), moduleText(lines, true));
  git(dir, 'commit', '--quiet', '--all', '--message', 'five functions changed');
  return dir;
}

/** Runs node with the peak probe; resolves with wall time, peak memory and output. */
function measure(args, options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--require', peakProbe, ...args], {
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const peak = /remora-peak-kb (\d+)/.exec(stderr);
      if (!peak) return reject(new Error(`no peak reported (exit ${code}):\n${stderr}`));
      resolve({
        code,
        seconds: (performance.now() - started) / 1000,
        mb: Number(peak[1]) / 1024,
        stdout,
        stderr,
      });
    });
  });
}

async function reviewModule(name, lines) {
  const dir = moduleRepo(name, lines);
  const run = await measure([join(root, 'dist', 'cli.js'), 'review', '--base', 'HEAD~1'], {
    cwd: dir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  if (run.code !== 0) throw new Error(`review of ${name} ended ${run.code}:\n${run.stderr}`);
  const changed = (run.stdout.match(/^\S+:\d+-\d+ · /gm) ?? []).length;
  return { ...run, changed };
}

// --- The action on the bundled example, against a small GitHub ---------------

/** The pull request's files as GitHub lists them, from git (-z: names as they are). */
function pullFiles(repo) {
  const fields = git(repo, 'diff', '--name-status', '-z', '--no-renames', 'HEAD~1', 'HEAD')
    .toString('utf8')
    .split('\0')
    .filter(Boolean);
  const files = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [code, filename] = [fields[i], fields[i + 1]];
    const diff = git(
      repo,
      '--literal-pathspecs',
      'diff',
      '--no-color',
      'HEAD~1',
      'HEAD',
      '--',
      filename,
    ).toString('utf8');
    const patch = diff.slice(diff.indexOf('@@')).replace(/\n$/, '');
    const lines = patch.split('\n');
    const additions = lines.filter((l) => l.startsWith('+')).length;
    const deletions = lines.filter((l) => l.startsWith('-')).length;
    files.push({
      sha: '0'.repeat(40),
      filename,
      status: { A: 'added', D: 'removed' }[code[0]] ?? 'modified',
      additions,
      deletions,
      changes: additions + deletions,
      patch,
    });
  }
  return files;
}

/** The calls a pull request run makes, answered as GitHub answers them; anything else is 404. */
function startGitHub(files) {
  const json = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url, 'http://github.local');
      const path = url.pathname.replace(/^\/repos\/[^/]+\/[^/]+/, '');
      const method = request.method;
      if (method === 'GET' && /^\/pulls\/\d+\/files$/.test(path))
        return json(response, 200, url.searchParams.get('page') === '2' ? [] : files);
      if (method === 'GET' && /^\/pulls\/\d+\/(reviews|comments)$/.test(path))
        return json(response, 200, []);
      if (method === 'POST' && path === '/check-runs') return json(response, 201, { id: 1 });
      if (method === 'PATCH' && /^\/check-runs\/\d+$/.test(path))
        return json(response, 200, { id: 1 });
      if (method === 'POST' && /^\/pulls\/\d+\/reviews$/.test(path))
        return json(response, 200, {
          id: 1,
          html_url: 'https://github.com/octo/demo/pull/2#pullrequestreview-1',
        });
      if (method === 'POST' && url.pathname === '/graphql')
        return json(response, 200, {
          data: {
            repository: {
              pullRequest: {
                reviewThreads: { nodes: [], pageInfo: { hasNextPage: false, endCursor: null } },
              },
            },
          },
        });
      return json(response, 404, { message: 'Not Found' });
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

async function actionOnExample() {
  const repo = join(temp, 'example');
  mkdirSync(repo);
  git(repo, 'init', '--quiet');
  cpSync(join(root, 'examples', 'pull-request', 'base'), repo, { recursive: true });
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--message', 'base');
  cpSync(join(root, 'examples', 'pull-request', 'head'), repo, { recursive: true });
  git(repo, 'add', '--all');
  git(repo, 'commit', '--quiet', '--message', 'the pull request');
  const [baseSha, headSha] = ['HEAD~1', 'HEAD'].map((rev) =>
    git(repo, 'rev-parse', rev).toString('utf8').trim(),
  );
  const require = createRequire(import.meta.url);
  const examples = require('@octokit/webhooks-examples');
  const event = structuredClone(
    examples
      .find((e) => e.name === 'pull_request')
      .examples.find((example) => example.action === 'synchronize'),
  );
  event.number = event.pull_request.number = 2;
  event.pull_request.head.sha = headSha;
  event.pull_request.base.sha = baseSha;
  event.pull_request.draft = false;
  const runDir = join(temp, 'run');
  mkdirSync(runDir);
  writeFileSync(join(runDir, 'event.json'), JSON.stringify(event));
  for (const file of ['summary.md', 'output.txt']) writeFileSync(join(runDir, file), '');
  const github = await startGitHub(pullFiles(repo));
  try {
    const run = await measure([join(root, 'dist', 'index.js')], {
      cwd: runDir,
      env: {
        PATH: process.env.PATH,
        HOME: runDir,
        GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: github.url,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: join(runDir, 'event.json'),
        GITHUB_REPOSITORY: 'Codertocat/Hello-World',
        GITHUB_RUN_ID: '1',
        GITHUB_STEP_SUMMARY: join(runDir, 'summary.md'),
        GITHUB_OUTPUT: join(runDir, 'output.txt'),
        GITHUB_WORKSPACE: repo,
        RUNNER_TEMP: runDir,
        'INPUT_GITHUB-TOKEN': 'bench-token',
        REMORA_GITHUB_WRITE_SPACING_MS: '0',
      },
    });
    if (!/review posted/.test(run.stdout) || run.code !== 0)
      throw new Error(`the action did not post its review (exit ${run.code}):\n${run.stdout}`);
    return run;
  } finally {
    github.server.close();
  }
}

try {
  const small = await reviewModule('small', 200);
  const big = await reviewModule('big', bigLines);
  const action = await actionOnExample();
  const mb = (value) => `${value.toFixed(0)} MB`;
  console.log(`A module of ${bigLines} lines against one of 200, five changed functions each:`);
  console.log(`  200 lines:    ${small.seconds.toFixed(1)} s, ${mb(small.mb)} peak`);
  console.log(`  ${bigLines} lines: ${big.seconds.toFixed(1)} s, ${mb(big.mb)} peak`);
  const time = big.seconds / small.seconds;
  const memory = big.mb / small.mb;
  console.log(`  time ratio:   ${time.toFixed(2)}x (goal <= 3x; under 90 s: ${big.seconds < 90})`);
  console.log(`  memory ratio: ${memory.toFixed(2)}x (goal <= 2x; under 1 GB: ${big.mb < 1024})`);
  console.log('The action on the bundled example pull request:');
  console.log(
    `  ${action.seconds.toFixed(1)} s, ${mb(action.mb)} peak (goal <= 250 MB: ${action.mb <= 250})`,
  );
} finally {
  rmSync(temp, { recursive: true, force: true });
}
