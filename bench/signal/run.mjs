// Signal benchmark: Remora as a new user would try it, on real projects'
// recent commits. For each `<owner/name> <commit>` of the corpus, the CLI
// bundle reviews the commit against its parent with the built-in policy and
// every default op; the benchmark counts the changed nodes and the outputs a
// pull request run would post (an op's change, or a finding), by class, and
// prints the share of posted outputs among changed nodes: per project and in
// total. Target: at most 5 %.
//
//   node bench/signal/run.mjs --projects <dir> [--corpus bench/signal/corpus.txt] [--list]
//
// <dir> holds the projects as git repositories, each at <dir>/<owner>/<name>
// (a clone) or <dir>/<owner>+<name>/repo (a bare snapshot); nothing is
// fetched. --list prints every output, to be read as the project's maintainer
// would read it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const flag = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const projects = flag('projects');
if (!projects) {
  console.error('usage: node bench/signal/run.mjs --projects <dir> [--corpus <file>] [--list]');
  process.exit(2);
}
const corpus = flag('corpus') ?? join(root, 'bench', 'signal', 'corpus.txt');
const list = process.argv.includes('--list');

const pairs = readFileSync(corpus, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))
  .map((line) => {
    const [repo, commit] = line.split(/\s+/);
    return { repo, commit };
  });

/** The git repository a project is kept in: a clone or a bare snapshot. */
function source(repo) {
  const [owner, name] = repo.split('/');
  for (const candidate of [join(projects, owner, name), join(projects, `${owner}+${name}`, 'repo')])
    if (existsSync(candidate)) return resolve(candidate);
  throw new Error(
    `${repo}: not found under ${projects} (as ${owner}/${name} or ${owner}+${name}/repo)`,
  );
}

/** What a pull request run would post for one op's result: its class, or undefined. */
function outputClass(op) {
  if (op.status !== 'succeeded') return undefined;
  if (op.diff !== '') return `${op.op}: change`;
  const [finding] = op.findings;
  return finding ? `${op.op}: ${finding.rule}` : undefined;
}

const work = mkdtempSync(join(tmpdir(), 'remora-bench-signal-'));
const totals = new Map();
const classes = new Map();
const outputs = [];
try {
  for (const repo of [...new Set(pairs.map((p) => p.repo))]) {
    const dir = join(work, repo.replace('/', '+'));
    execFileSync('git', ['clone', '--quiet', '--no-checkout', source(repo), dir], {
      stdio: 'pipe',
    });
    const row = { commits: 0, nodes: 0, outputs: 0 };
    totals.set(repo, row);
    for (const { commit } of pairs.filter((p) => p.repo === repo)) {
      execFileSync('git', ['checkout', '--quiet', '--force', commit], { cwd: dir, stdio: 'pipe' });
      const run = spawnSync(
        process.execPath,
        [join(root, 'dist', 'cli.js'), 'review', '--base', `${commit}~1`, '--format', 'json'],
        {
          cwd: dir,
          env: { PATH: process.env.PATH, HOME: process.env.HOME },
          encoding: 'utf8',
          maxBuffer: 256 * 1024 * 1024,
        },
      );
      if (run.status === 2 || !run.stdout.trim().startsWith('{'))
        throw new Error(`${repo} ${commit}: the review ended ${run.status}:\n${run.stderr}`);
      const review = JSON.parse(run.stdout);
      row.commits++;
      row.nodes += review.nodes.length;
      for (const node of review.nodes) {
        const posted = node.ops.map(outputClass).filter((c) => c !== undefined);
        if (posted.length === 0) continue;
        row.outputs++;
        for (const name of posted) classes.set(name, (classes.get(name) ?? 0) + 1);
        for (const op of node.ops.filter((o) => outputClass(o)))
          outputs.push(
            `${repo}@${commit.slice(0, 8)} ${node.node.file_path}:${node.node.start_line} ` +
              `${node.node.full_name} · ${outputClass(op)} · ${(op.findings[0]?.message ?? op.summary).slice(0, 160)}`,
          );
      }
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const share = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const all = { commits: 0, nodes: 0, outputs: 0 };
console.log('project                   commits  changed nodes  nodes with output  share');
for (const [repo, row] of totals) {
  for (const key of Object.keys(all)) all[key] += row[key];
  console.log(
    `${repo.padEnd(26)}${String(row.commits).padStart(7)}${String(row.nodes).padStart(15)}` +
      `${String(row.outputs).padStart(19)}  ${share(row.outputs, row.nodes)}`,
  );
}
console.log(
  `${'total'.padEnd(26)}${String(all.commits).padStart(7)}${String(all.nodes).padStart(15)}` +
    `${String(all.outputs).padStart(19)}  ${share(all.outputs, all.nodes)} (target <= 5 %)`,
);
console.log('\noutputs by class:');
for (const [name, count] of [...classes].sort((a, b) => b[1] - a[1]))
  console.log(`  ${String(count).padStart(4)}  ${name}`);
if (list) {
  console.log('\nevery output:');
  for (const line of outputs) console.log(`  ${line}`);
}
