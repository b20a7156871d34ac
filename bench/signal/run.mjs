// Signal benchmark: Remora as a new user would try it, on real projects'
// recent commits. For each `<owner/name> <commit>` of the corpus, the CLI
// bundle reviews the commit against its parent with the built-in policy and
// every default op; the benchmark counts the changed nodes and the outputs a
// pull request run would post (an op's change, or a finding), by class, and
// prints the share of posted outputs among changed nodes: per project and in
// total. Target: at most 5 %.
//
//   node bench/signal/run.mjs --projects <dir> [--corpus bench/signal/corpus.txt] [--list]
//   node bench/signal/run.mjs --projects <dir> --seeded [--list]
//   node bench/signal/run.mjs --projects <dir> --corpus bench/signal/corpus-ts.txt [--list]
//   node bench/signal/run.mjs --projects <dir> --corpus bench/signal/corpus-ts-seeded.txt --seeded [--linter biome|eslint] [--list]
//
// bench/signal/corpus-ts.txt holds TypeScript and JavaScript projects' recent
// commits (libraries, a framework monorepo and one application): the review
// and the counts are the same, whatever language a commit's files are in.
// --seeded plants Python defects (plant.py) in a commit that changes Python
// code, and TypeScript and JavaScript ones (seeded-ts.mjs) in one that changes
// only script files: an unused import, a `const` written `let`, an
// `import type` written without `type`, a `node:` import without its
// protocol, `Number.parseInt` written `parseInt`, `===` written `==`. The
// project's own linter is the oracle (ts-linters.mjs): its CLI on the planted
// checkout keeps the plants its configuration reports on their line, and its
// safe fixes say which it undoes. A plant it undoes must come back exactly as
// the maintainers wrote it; one it only reports (its fix unsafe, as Biome's
// for an unused import) must be left as planted, with the rule's finding on
// its line. Biome governs a project with a root biome.json(c) (run with this
// repository's @biomejs/biome, the version Remora's WebAssembly build is);
// ESLint one with an eslint.config.* whose clone under <dir> has its
// node_modules installed (lent to each checkout); --linter picks one where a
// project has both. corpus-ts-seeded.txt pins commits of projects Biome lints.
//
// --seeded plants, in each commit's changed files (then its project's other
// code, where those hold too few candidates), the defects a review
// should fix (bench/signal/plant.py: renamed and removed parameters in each
// docstring style, an unused import, an undefined name), commits them, runs
// `remora review --apply` against the real commit, and counts the defects
// fixed exactly (the function, or the imports, as a perfect review leaves
// them; the undefined name left as it is and reported as F821 on its line),
// whether the touched files are those a perfect review touches, and whether a
// second review changes nothing. Target: at least 98 % fixed exactly in every
// class and style, and every review a fixpoint.
//
// <dir> holds the projects as git repositories, each at <dir>/<owner>/<name>
// (a clone) or <dir>/<owner>+<name>/repo (a bare snapshot); nothing is
// fetched. --list prints every output, to be read as the project's maintainer
// would read it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkoutPresent } from './checkout.mjs';
import { printScriptTally, seededScriptCommit } from './seeded-ts.mjs';

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
const seeded = process.argv.includes('--seeded');
const linterChoice = flag('linter');

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

function review(dir, base, extra = []) {
  const run = spawnSync(
    process.execPath,
    [join(root, 'dist', 'cli.js'), 'review', '--base', base, '--format', 'json', ...extra],
    {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (run.status === 2 || !run.stdout.trim().startsWith('{'))
    throw new Error(`${dir} against ${base}: the review ended ${run.status}:\n${run.stderr}`);
  return JSON.parse(run.stdout);
}

const git = (dir, ...args) =>
  execFileSync(
    'git',
    ['-c', 'user.name=bench', '-c', 'user.email=bench@example.invalid', ...args],
    { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
  );
const isTest = (path) =>
  /(^|\/)(tests?|testing)\//.test(path) || /(^|\/)(test_[^/]*|[^/]*_test|conftest)\.py$/.test(path);

/** Seeded defects in one commit: planted, reviewed with --apply, judged, reviewed again. */
function seededCommit(dir, repo, commit, tally, notes) {
  const changed = git(dir, 'diff', '--name-only', '--diff-filter=AMR', `${commit}~1`, commit)
    .split('\n')
    .filter((path) => path.endsWith('.py') && !isTest(path));
  if (changed.length === 0) return false;
  // The commit's own files first; the project's other code where they hold too few candidates.
  const others = git(dir, 'ls-files', '*.py')
    .split('\n')
    .filter((path) => path && !isTest(path) && !changed.includes(path))
    .sort();
  const files = [...changed, ...others];
  const plant = spawnSync(
    'python3',
    [join(root, 'bench', 'signal', 'plant.py'), commit, dir, ...files],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (plant.status !== 0) throw new Error(`${repo} ${commit}: planting failed:\n${plant.stderr}`);
  const plan = JSON.parse(plant.stdout);
  if (plan.defects.length === 0) return true;
  git(dir, 'commit', '-qam', 'planted defects');
  const planted = Object.fromEntries(
    Object.keys(plan.expected).map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );
  const first = review(dir, commit, ['--apply']);
  const planPath = join(dir, '.git', 'seeded-plan.json');
  writeFileSync(planPath, JSON.stringify(plan));
  const judged = spawnSync(
    'python3',
    [join(root, 'bench', 'signal', 'plant.py'), 'judge', planPath, dir],
    {
      encoding: 'utf8',
    },
  );
  const verdicts = JSON.parse(judged.stdout);
  const findings = first.nodes.flatMap((n) => n.ops.flatMap((o) => o.findings));
  plan.defects.forEach((defect, index) => {
    let ok = verdicts[index];
    if (defect.class === 'undefined')
      ok &&= findings.some(
        (f) => f.rule === 'F821' && f.path === defect.file && f.start_line === defect.line,
      );
    const key = `${defect.class} ${defect.style}`;
    const row = tally.get(key) ?? { planted: 0, fixed: 0 };
    row.planted++;
    if (ok) row.fixed++;
    tally.set(key, row);
    if (!ok)
      notes.push(
        `${repo}@${commit.slice(0, 8)} ${defect.file}:${defect.line} ${defect.function} · ${key} · not fixed exactly`,
      );
  });
  const touched = git(dir, 'diff', '--name-only').split('\n').filter(Boolean).sort();
  const shouldTouch = Object.keys(plan.expected)
    .filter((path) => plan.expected[path] !== planted[path])
    .sort();
  tally.files ??= { reviews: 0, exact: 0, fixpoints: 0 };
  tally.files.reviews++;
  if (JSON.stringify(touched) === JSON.stringify(shouldTouch)) tally.files.exact++;
  else
    notes.push(
      `${repo}@${commit.slice(0, 8)} touched ${touched.join(', ') || 'nothing'}; a perfect review touches ${shouldTouch.join(', ') || 'nothing'}`,
    );
  git(dir, 'commit', '-qam', 'the review applied', '--allow-empty');
  review(dir, commit, ['--apply']);
  const again = git(dir, 'status', '--porcelain').trim();
  if (again === '') tally.files.fixpoints++;
  else
    notes.push(
      `${repo}@${commit.slice(0, 8)} a second review changed: ${again.replace(/\n/g, '; ')}`,
    );
  return true;
}

const work = mkdtempSync(join(tmpdir(), 'remora-bench-signal-'));
const seededTally = new Map();
seededTally.ts = new Map();
const scriptNotes = [];
const seededNotes = [];
const totals = new Map();
const classes = new Map();
const outputs = [];
// Files a snapshot lists without holding their contents: left out of the checkout, and said.
const absentNotes = new Map(); // `<repo> <path>` -> the commits it was left out of
try {
  for (const repo of [...new Set(pairs.map((p) => p.repo))]) {
    const dir = join(work, repo.replace('/', '+'));
    // --shared borrows the project's objects: a large monorepo costs no copy.
    execFileSync('git', ['clone', '--quiet', '--shared', '--no-checkout', source(repo), dir], {
      stdio: 'pipe',
    });
    const row = { commits: 0, nodes: 0, outputs: 0 };
    totals.set(repo, row);
    for (const { commit } of pairs.filter((p) => p.repo === repo)) {
      for (const path of checkoutPresent(dir, commit)) {
        const key = `${repo} ${path}`;
        absentNotes.set(key, (absentNotes.get(key) ?? 0) + 1);
      }
      execFileSync('git', ['clean', '-qfdx'], { cwd: dir, stdio: 'pipe' });
      row.commits++;
      if (seeded) {
        if (!seededCommit(dir, repo, commit, seededTally, seededNotes))
          seededScriptCommit({
            root,
            source: source(repo),
            dir,
            repo,
            commit,
            git,
            review,
            tally: seededTally,
            notes: scriptNotes,
            prefer: linterChoice,
          });
        continue;
      }
      const reviewed = review(dir, `${commit}~1`);
      row.nodes += reviewed.nodes.length;
      for (const node of reviewed.nodes) {
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

if (absentNotes.size > 0) {
  console.log('left out of the checkouts, their contents absent from the snapshot:');
  for (const [key, commits] of absentNotes)
    console.log(`  ${key} (${commits} ${commits === 1 ? 'commit' : 'commits'})`);
  console.log('');
}
if (seeded && seededTally.ts.size > 0) {
  printScriptTally(seededTally, scriptNotes, list);
  if (seededTally.size === 0) process.exit(0);
  console.log('');
}
if (seeded) {
  const percent = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
  console.log('seeded defects (class, docstring style)   planted  fixed exactly');
  for (const [key, row] of [...seededTally].sort())
    console.log(
      `${key.padEnd(40)}${String(row.planted).padStart(8)}  ${String(row.fixed).padStart(5)}  ${percent(row.fixed, row.planted)}`,
    );
  const files = seededTally.files ?? { reviews: 0, exact: 0, fixpoints: 0 };
  console.log(`touched files as a perfect review: ${files.exact} of ${files.reviews} reviews`);
  console.log(`second review changed nothing: ${files.fixpoints} of ${files.reviews} reviews`);
  console.log('target: >= 98 % fixed exactly in every class and style; every review a fixpoint');
  if (list) for (const note of seededNotes) console.log(`  ${note}`);
  process.exit(0);
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
