// The seeded mode of bench/signal on a commit that changes TypeScript or
// JavaScript: plants (plant-ts.mjs) in the commit's script files, then the
// project's others where those hold too few candidates; keeps the plants the
// project's linter reports on their line (ts-linters.mjs: its CLI on the
// planted checkout); asks the same CLI's safe fixes which plants it undoes;
// commits the plants; reviews with `remora review --apply`; and judges each
// plant: one the linter fixes safely must come back as the maintainers wrote
// it, one it only reports must be left as planted with the rule's finding on
// its line. Then the files as a perfect review leaves them, and whether a
// second review changes nothing.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { outcome, plant, plantable, undo } from './plant-ts.mjs';
import { projectLinter, readAll } from './ts-linters.mjs';

// Per commit and class: at most one a file, so two files' worth.
const BUDGET = {
  'unused-import': 2,
  'unused-specifier': 2,
  'let-const': 2,
  'import-type': 2,
  'node-protocol': 2,
  'number-namespace': 2,
  'double-equals': 2,
};
const ROUNDS = 6;

/**
 * Commits the work tree's changes to tracked files. A snapshot may lack some
 * files' contents (left out of the checkout, bench/signal/checkout.mjs), which
 * `git commit` refuses to write a tree over; the tree is written without them.
 */
function commitAll(git, dir, message) {
  git(dir, 'add', '-u');
  const tree = git(dir, 'write-tree', '--missing-ok').trim();
  const commit = git(dir, 'commit-tree', tree, '-p', 'HEAD', '-m', message).trim();
  git(dir, 'reset', '--quiet', '--soft', commit);
}

/**
 * Lends the checkout the project's installed packages, when its clone under
 * --projects has them: ESLint runs from the project's own node_modules, which
 * a checkout of a commit lacks. The copy is of hard links (`cp -al`), as fast
 * as links and as good as an install: Remora runs only a node_modules that is
 * a folder, and its sandbox sees no link that leaves the checkout. Git is
 * told to ignore it.
 */
function lendNodeModules(git, source, dir) {
  const installed = join(source, 'node_modules');
  const lent = join(dir, 'node_modules');
  if (!existsSync(installed) || existsSync(lent)) return;
  execFileSync('cp', ['-al', realpathSync(installed), lent]);
  const exclude = git(dir, 'rev-parse', '--git-path', 'info/exclude').trim();
  appendFileSync(join(dir, exclude), '\n/node_modules\n');
}

const writeAll = (dir, texts) => {
  for (const [path, text] of Object.entries(texts)) writeFileSync(join(dir, path), text);
};

/** The plan with only the given defects planted, the others' lines as the maintainers wrote them. */
function keepOnly(plan, kept) {
  const dropped = plan.defects.filter((d) => !kept.includes(d));
  const planted = {};
  for (const [path, text] of Object.entries(plan.planted)) {
    const here = dropped.filter((d) => d.file === path);
    if (kept.some((d) => d.file === path)) planted[path] = undo(text, here);
  }
  // A dropped inserted line moves the kept plants below it up one line.
  const defects = kept.map((d) => ({
    ...d,
    line:
      d.line -
      dropped.filter((o) => o.file === d.file && o.original === null && o.line < d.line).length,
  }));
  return { defects, planted };
}

/**
 * Plants in one commit's checkout (`dir`, at `commit`, clean), reviews and
 * judges; adds to `tally.ts` (`<repo>\0<linter>\0<class>` → counts) and `notes`.
 * Returns false when the commit changes no script file a linter governs.
 */
export function seededScriptCommit(options) {
  const { root, source, dir, repo, commit, git, review, tally, notes, prefer } = options;
  const at = `${repo}@${commit.slice(0, 8)}`;
  lendNodeModules(git, source, dir);
  const changed = git(dir, 'diff', '--name-only', '--diff-filter=AMR', `${commit}~1`, commit)
    .split('\n')
    .filter((path) => path && plantable(path));
  if (changed.length === 0) return false;
  const linter = projectLinter(root, dir, prefer);
  if (!linter) {
    notes.push(`${at} no Biome configuration, nor ESLint's with its node_modules: not planted`);
    return false;
  }
  const others = git(dir, 'ls-files')
    .split('\n')
    .filter((path) => path && plantable(path) && !changed.includes(path))
    .sort();
  const files = [...changed, ...others];

  // The plants the project's configuration governs: those reported on their line.
  // A class no plant of which is reported in two rounds is one the configuration
  // leaves off (Astro's has no useConst): it is planted no more.
  const excluded = new Set();
  const budget = { ...BUDGET };
  const everGoverned = new Set();
  let plan;
  for (let round = 0; round < ROUNDS; round += 1) {
    plan = plant(dir, commit, files, budget, excluded);
    const paths = Object.keys(plan.planted);
    if (paths.length === 0) break;
    writeAll(dir, plan.planted);
    const reported = linter.diagnose(paths);
    git(dir, 'checkout', '--quiet', '--', ...paths);
    const governed = (d) =>
      reported.some(
        (r) => r.path === d.file && r.line === d.line && linter.rules[d.class].includes(r.rule),
      );
    const ungoverned = plan.defects.filter((d) => !governed(d));
    for (const d of plan.defects) if (governed(d)) everGoverned.add(d.class);
    if (ungoverned.length === 0) break;
    if (round === ROUNDS - 1) {
      plan = keepOnly(plan, plan.defects.filter(governed));
      break;
    }
    for (const d of ungoverned) excluded.add(`${d.file}\0${d.class}`);
    if (round >= 1)
      for (const cls of Object.keys(budget)) if (!everGoverned.has(cls)) budget[cls] = 0;
  }
  if (!plan || plan.defects.length === 0) return true;
  const paths = Object.keys(plan.planted);

  // What the linter's own safe fixes do to each plant.
  writeAll(dir, plan.planted);
  linter.fix(paths);
  const byLinter = readAll(dir, paths);
  git(dir, 'checkout', '--quiet', '--', ...paths);
  for (const d of plan.defects) {
    const done = outcome(
      plan.planted[d.file],
      byLinter[d.file],
      d,
      plan.defects.filter((o) => o.file === d.file),
    );
    d.expect = done === 'undone' ? 'fix' : done === 'kept' ? 'report' : 'other';
  }

  writeAll(dir, plan.planted);
  commitAll(git, dir, 'planted defects');
  const first = review(dir, commit, ['--apply']);
  const findings = first.nodes.flatMap((n) => n.ops.flatMap((o) => o.findings));
  const results = readAll(dir, paths);
  for (const d of plan.defects) {
    const key = `${repo}\0${linter.name}\0${d.class}`;
    const row = tally.ts.get(key) ?? { planted: 0, fix: 0, fixed: 0, report: 0, reported: 0 };
    tally.ts.set(key, row);
    row.planted++;
    const done = outcome(
      plan.planted[d.file],
      results[d.file],
      d,
      plan.defects.filter((o) => o.file === d.file),
    );
    // Posted once: the same finding from two nodes would be two comments.
    const postings = findings.filter(
      (f) => f.path === d.file && f.start_line === d.line && linter.rules[d.class].includes(f.rule),
    ).length;
    const posted = postings === 1;
    let ok = false;
    if (d.expect === 'fix') {
      row.fix++;
      // Fixed, and so no finding left on it.
      ok = done === 'undone' && postings === 0;
      if (ok) row.fixed++;
    } else if (d.expect === 'report') {
      row.report++;
      ok = done === 'kept' && posted;
      if (ok) row.reported++;
    }
    if (!ok)
      notes.push(
        `${at} ${d.file}:${d.line} ${d.class} · the linter's fix ${d.expect === 'fix' ? 'restores it' : d.expect === 'report' ? 'leaves it (reported only)' : 'rewrites it otherwise'}; the review ${done === 'undone' ? 'restored it' : done === 'kept' ? 'left it' : 'rewrote it otherwise'}${postings === 0 ? ', without a finding on its line' : postings === 1 ? ', reporting it' : `, reporting it ${postings} times`}`,
      );
  }

  // The files as a perfect review leaves them: the safely fixed plants undone, the others kept.
  const expected = Object.fromEntries(
    paths.map((p) => [
      p,
      undo(
        plan.planted[p],
        plan.defects.filter((d) => d.file === p && d.expect === 'fix'),
      ),
    ]),
  );
  const touched = git(dir, 'diff', '--name-only').split('\n').filter(Boolean).sort();
  const shouldTouch = paths.filter((p) => expected[p] !== plan.planted[p]).sort();
  const files_ = (tally.tsFiles ??= {
    reviews: 0,
    exact: 0,
    texts: 0,
    fixpoints: 0,
    own: 0,
    plants: 0,
  });
  files_.reviews++;
  files_.plants += plan.defects.length;
  files_.own += plan.defects.filter((d) => changed.includes(d.file)).length;
  if (JSON.stringify(touched) === JSON.stringify(shouldTouch)) files_.exact++;
  else
    notes.push(
      `${at} touched ${touched.join(', ') || 'nothing'}; a perfect review touches ${shouldTouch.join(', ') || 'nothing'}`,
    );
  if (paths.every((p) => results[p] === expected[p])) files_.texts++;
  commitAll(git, dir, 'the review applied');
  review(dir, commit, ['--apply']);
  const again = git(dir, 'status', '--porcelain').trim();
  if (again === '') files_.fixpoints++;
  else notes.push(`${at} a second review changed: ${again.replace(/\n/g, '; ')}`);
  return true;
}

/** The table of the seeded TypeScript and JavaScript defects. */
export function printScriptTally(tally, notes, list) {
  const percent = (part, whole) => (whole === 0 ? '—' : `${((100 * part) / whole).toFixed(1)} %`);
  const rows = [...tally.ts].sort(([a], [b]) => (a < b ? -1 : 1));
  const sum = (filter) =>
    rows
      .filter(([key]) => filter(key.split('\0')))
      .reduce(
        (s, [, r]) => ({
          planted: s.planted + r.planted,
          fix: s.fix + r.fix,
          fixed: s.fixed + r.fixed,
          report: s.report + r.report,
          reported: s.reported + r.reported,
        }),
        { planted: 0, fix: 0, fixed: 0, report: 0, reported: 0 },
      );
  const line = (label, r) =>
    console.log(
      `${label.padEnd(46)}${String(r.planted).padStart(7)}` +
        `${`${r.fixed}/${r.fix}`.padStart(12)}${`${r.reported}/${r.report}`.padStart(12)}` +
        `  ${percent(r.fixed + r.reported, r.fix + r.report)}`,
    );
  console.log(
    `${'seeded script defects (project, linter, class)'.padEnd(46)}planted  fixed/fix  rep./report  exact`,
  );
  for (const [key, r] of rows) line(key.split('\0').join(' '), r);
  const classes = [...new Set(rows.map(([key]) => key.split('\0')[2]))].sort();
  for (const cls of classes)
    line(
      `all ${cls}`,
      sum(([, , c]) => c === cls),
    );
  line(
    'all',
    sum(() => true),
  );
  const files = tally.tsFiles ?? { reviews: 0, exact: 0, texts: 0, fixpoints: 0 };
  console.log(
    `planted in the commit's own files: ${files.own} of ${files.plants}; the others in the project's other files`,
  );
  console.log(`touched files as a perfect review: ${files.exact} of ${files.reviews} reviews`);
  console.log(
    `every planted file's text as a perfect review's: ${files.texts} of ${files.reviews} reviews`,
  );
  console.log(`second review changed nothing: ${files.fixpoints} of ${files.reviews} reviews`);
  console.log(
    'fixed/fix: the plants the linter fixes safely, restored exactly, no finding left; rep./report: those it only reports, left with its finding on their line, once',
  );
  console.log('target: >= 98 % exact in every class; every review a fixpoint');
  if (list) for (const note of notes) console.log(`  ${note}`);
}
