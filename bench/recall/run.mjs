// Recall benchmark: docstrings that real projects' maintainers fixed by hand,
// each reviewed at the commit that made it wrong. For each case of
// bench/recall/cases.json (mined by bench/recall/mine.py), the CLI bundle
// reviews the introducing commit against its parent with the built-in policy
// and --apply in a scratch checkout; the case is caught when the applied
// docstring reads as the maintainer's fix on that entry (bench/recall/judge.py)
// or when a finding on that definition names the entry. Prints recall per
// class, per docstring style and overall, the missed cases, and every other
// output on those commits (the precision side) with the share of changed nodes
// that have one, counted per verdict of bench/recall/judgements.json (a
// maintainer's reading of each: acted on later, worth acting on, or noise),
// and any output not judged yet.
//
// Cases in TypeScript and JavaScript files (bench/recall/cases-ts.json, mined
// by bench/recall/mine-ts.mjs) run the same way and are judged on their JSDoc
// by bench/recall/judge-ts.mjs; a case's file name says which judge reads it.
// `--cases` takes one file or several, comma-separated.
//
//   node bench/recall/run.mjs --repos <dir> [--cases <file>[,<file>]] [--jobs 2] [--ops docstring,lint] [--list]
//                            [--judgements <file>] [--save <file>] [--load <file>]
//
// <dir> (or REMORA_RECALL_REPOS) holds the projects as git repositories:
// <dir>/<owner>/<name>, <dir>/<owner>+<name>/repo or <dir>/<owner>+<name>
// (clones or bare). A project not found there is skipped, and said so.
// Nothing is fetched. Scratch checkouts are `git clone --shared` of those
// repositories (they borrow its objects), made under the system's temp folder
// and removed at the end.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkoutPresent } from '../signal/checkout.mjs';
import { caseOutputs, judgeFor, tallyPrecision, tallyRecall } from './judging.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const flag = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const repos = flag('repos') ?? process.env.REMORA_RECALL_REPOS;
if (!repos) {
  console.error(
    'usage: node bench/recall/run.mjs --repos <dir> [--cases <file>[,<file>]] [--jobs 2] [--ops docstring,lint] [--list]\n' +
      '         [--judgements <file>] [--save <file>] [--load <file>]\n' +
      '  (or set REMORA_RECALL_REPOS=<dir>: git repositories as <owner>/<name>, <owner>+<name>/repo or <owner>+<name>)',
  );
  process.exit(2);
}
const casesFiles = (flag('cases') ?? join(root, 'bench', 'recall', 'cases.json')).split(',');
const jobs = Number(flag('jobs') ?? 2);
// The cases are docstrings, but the action runs lint beside docstring by default: the
// precision side counts what a pull request of those commits would be told.
const ops = flag('ops') ?? 'docstring,lint';
const list = process.argv.includes('--list');
const judgementsFile = flag('judgements') ?? join(root, 'bench', 'recall', 'judgements.json');
const judgements = existsSync(judgementsFile)
  ? JSON.parse(readFileSync(judgementsFile, 'utf8'))
  : {};
const cases = casesFiles.flatMap((file) =>
  JSON.parse(readFileSync(file, 'utf8')).map((c, index) => ({
    ...c,
    id: c.id ?? `${c.project}#${index}`,
  })),
);

/** Each judge's verdict on the cases of a group it reads, in the group's order. */
async function judgeGroup(dir, group) {
  const verdicts = [];
  for (const [script, command] of [
    ['judge.py', 'python3'],
    ['judge-ts.mjs', process.execPath],
  ]) {
    const mine = group.filter((c) => judgeFor(c) === script);
    if (mine.length === 0) continue;
    const judged = await run(command, [join(root, 'bench', 'recall', script), dir], {
      input: JSON.stringify(mine),
    });
    if (judged.status !== 0) return { error: `judging failed: ${judged.stderr.trim()}` };
    const said = JSON.parse(judged.stdout);
    mine.forEach((c, index) => (verdicts[group.indexOf(c)] = said[index]));
  }
  return { verdicts };
}

/** The git repository a project is kept in, or undefined. */
function source(project) {
  const [owner, name] = project.split('/');
  return [
    join(repos, owner, name),
    join(repos, `${owner}+${name}`, 'repo'),
    join(repos, `${owner}+${name}`),
  ]
    .filter((dir) => existsSync(dir))
    .map((dir) => resolve(dir))[0];
}

function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (status) => done({ status, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

const git = (dir, ...args) =>
  execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });

/** One introducing commit: a scratch checkout, a review with --apply, its cases judged. */
async function reviewCommit(group, scratch) {
  const { project, introduced, parent } = group[0];
  const dir = join(scratch, `${project.replace('/', '+')}-${introduced.slice(0, 12)}`);
  git(scratch, 'clone', '--quiet', '--shared', '--no-checkout', source(project), dir);
  // A snapshot may lack some large files' contents: those are left out of the checkout.
  checkoutPresent(dir, introduced);
  const started = Date.now();
  const review = await run(
    process.execPath,
    [
      join(root, 'dist', 'cli.js'),
      'review',
      '--base',
      parent,
      '--head',
      introduced,
      '--ops',
      ops,
      '--model',
      'builtin',
      '--format',
      'json',
      '--apply',
    ],
    { cwd: dir, env: { PATH: process.env.PATH, HOME: process.env.HOME } },
  );
  const ms = Date.now() - started;
  if (!review.stdout.trim().startsWith('{')) {
    rmSync(dir, { recursive: true, force: true });
    return {
      group,
      error: `the review ended ${review.status}: ${review.stderr.trim().split('\n').pop()}`,
      ms,
    };
  }
  const result = JSON.parse(review.stdout);
  const judged = await judgeGroup(dir, group);
  rmSync(dir, { recursive: true, force: true });
  if (judged.error) return { group, error: judged.error, ms };
  return { group, result, verdicts: judged.verdicts, ms };
}

const groups = new Map();
const skipped = new Set();
for (const c of cases) {
  if (!source(c.project)) {
    skipped.add(c.project);
    continue;
  }
  const key = `${c.project} ${c.introduced}`;
  groups.set(key, [...(groups.get(key) ?? []), c]);
}
for (const project of skipped)
  console.log(`${project}: not found under ${repos}, its cases skipped`);

const reviews = [];
const started = Date.now();
// --load reads the reviews a --save kept: the tables again, without reviewing.
if (flag('load')) reviews.push(...JSON.parse(readFileSync(flag('load'), 'utf8')));
else await reviewAll([...groups.values()], reviews);

/** Reviews every commit's group, `jobs` at once, into `reviews`. */
async function reviewAll(queue, reviews) {
  const scratch = mkdtempSync(join(tmpdir(), 'remora-bench-recall-'));
  try {
    await Promise.all(
      Array.from({ length: jobs }, async () => {
        for (let group = queue.shift(); group; group = queue.shift()) {
          const done = await reviewCommit(group, scratch);
          reviews.push(done);
          process.stderr.write(
            `${reviews.length}/${groups.size} ${group[0].project}@${group[0].introduced.slice(0, 8)} ${(done.ms / 1000).toFixed(1)} s${done.error ? ` · ${done.error}` : ''}\n`,
          );
        }
      }),
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
// --save keeps every review's result, to read the outputs beside the code.
if (flag('save')) writeFileSync(flag('save'), JSON.stringify(reviews));

const outcomes = [];
const others = [];
let changedNodes = 0;
let nodesWithOutput = 0;
for (const { group, result, verdicts, error } of reviews) {
  if (error) {
    for (const c of group) outcomes.push({ case: c, caught: false, why: error });
    continue;
  }
  const { perCase, unmatched, nodes, withOutput } = caseOutputs(group, result, verdicts);
  outcomes.push(...perCase);
  others.push(...unmatched);
  changedNodes += nodes;
  nodesWithOutput += withOutput;
}

const percent = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
const table = (title, rows) => {
  const width = Math.max(24, ...rows.map(([key]) => key.length + 2));
  console.log(`\n${title.padEnd(width)}cases  caught  by change  by finding  recall`);
  for (const [key, row] of rows)
    console.log(
      `${key.padEnd(width)}${String(row.cases).padStart(5)}${String(row.caught).padStart(8)}` +
        `${String(row.change).padStart(11)}${String(row.finding).padStart(12)}  ${percent(row.caught, row.cases)}`,
    );
};
const tally = tallyRecall(outcomes);
console.log(
  `recall benchmark: ${outcomes.length} cases in ${groups.size} commits of ` +
    `${new Set(outcomes.map((o) => o.case.project)).size} projects, ops ${ops}, built-in policy, ` +
    `${jobs} at once, ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
table('class', tally.byClass);
table('style', tally.byStyle);
table('project', tally.byProject);
table('overall', [['all', tally.overall]]);

console.log('\nmissed:');
for (const o of outcomes.filter((o) => !o.caught))
  console.log(
    `  ${o.case.id} ${o.case.class} ${o.case.style} ${o.case.file}::${o.case.definition} ` +
      `[${o.case.entry}] @${o.case.introduced.slice(0, 8)} · ${o.why}`,
  );

const shownJudgements = judgementsFile.startsWith(root)
  ? judgementsFile.slice(root.length + 1)
  : judgementsFile;
const precision = tallyPrecision(
  others,
  judgements,
  reviews.filter((r) => !r.error).map((r) => `${r.group[0].project}@${r.group[0].introduced}`),
);
console.log(
  `\nprecision side: ${changedNodes} changed nodes in those commits, ${nodesWithOutput} with an output ` +
    `(${percent(nodesWithOutput, changedNodes)}); ${others.length} outputs not matching a case, judged as ` +
    `a maintainer would (${shownJudgements}):`,
);
console.log(
  `  ${precision.byVerdict.map(([verdict, count]) => `${verdict} ${count}`).join(' · ')}`,
);
const verdicts = precision.byVerdict.map(([verdict]) => verdict);
const ruleWidth = Math.max(24, ...precision.byRule.map(([rule]) => rule.length + 4));
console.log(`\n${'op: rule'.padEnd(ruleWidth)}${verdicts.map((v) => v.padStart(10)).join('')}`);
for (const [rule, row] of precision.byRule)
  console.log(
    `  ${rule.padEnd(ruleWidth - 2)}${verdicts.map((v) => String(row[v]).padStart(10)).join('')}`,
  );
// An output no one has read yet is what a change of the policy added: listed, always.
if (precision.unjudged.length > 0) {
  console.log(
    `\nunjudged (judge each, as the project's maintainers would, in ${shownJudgements}):`,
  );
  for (const output of precision.unjudged) console.log(`  ${output.line}\n    key: ${output.key}`);
}
if (precision.gone.length > 0) {
  console.log('\njudged before, no longer said:');
  for (const { key, verdict, why } of precision.gone) console.log(`  ${verdict} · ${key} · ${why}`);
}
if (list) {
  console.log('\nevery output not matching a case:');
  for (const output of others)
    console.log(`  ${judgements[output.key]?.verdict ?? 'unjudged'} · ${output.line}`);
} else console.log('\n(--list prints every output not matching a case with its verdict)');
