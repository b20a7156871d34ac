// The JSDoc engine on real changes. For the last N commits of a real project (a git directory:
// a clone's `.git` or a `<owner>+<name>/repo` snapshot) that change TypeScript or JavaScript
// sources, every function or method the commit changed (its text differs from its parent's,
// or it is new) is reviewed against its parent with the JSDoc engine: how many get an output (a
// repair or a finding), by class, and — with --list — each output, to read beside the commit as
// its maintainer would. A missing doc is not asked here (it depends on the package's habit,
// learned from all of its files): the outputs are the checks on the docs there are.
//
//   npm run bench:jsdoc:history -- <git directory> [--commits 200] [--list]
import { execFileSync } from 'node:child_process';
import { loadEngine } from './engine.mjs';

const { docs, parserFor } = await loadEngine();

const args = process.argv.slice(2);
const list = args.includes('--list');
const at = args.indexOf('--commits');
const limit = at === -1 ? 200 : Number(args[at + 1]);
const repositories = args.filter((arg, index) => !arg.startsWith('--') && index !== at + 1);
if (repositories.length === 0) {
  console.error('usage: node bench/jsdoc/history.mjs <git directory> [--commits 200] [--list]');
  process.exit(2);
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED = /(^|\/)(node_modules|dist|build)\/|\.d\.[mc]?ts$|\.min\.js$/;
const git = (dir, ...rest) =>
  execFileSync('git', ['--git-dir', dir, ...rest], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
const tryShow = (dir, rev, path) => {
  try {
    return git(dir, 'show', `${rev}:${path}`);
  } catch {
    return undefined;
  }
};

/** A file's functions and methods by name: the node discovery would give, and its text. */
function definitionsIn(path, source) {
  const tree = parserFor(path).parse(source);
  if (!tree || tree.rootNode.hasError) {
    tree?.delete();
    return undefined;
  }
  const byName = new Map();
  for (const d of docs.definitionsOf(tree.rootNode)) {
    if (d.kind === 'class') continue;
    const key = d.owner ? `${d.owner.name}.${d.name}` : d.name;
    if (byName.has(key)) byName.set(key, null);
    else
      byName.set(key, {
        node: {
          name: d.name,
          file_path: path,
          start_line: d.anchor.startPosition.row + 1,
          end_line: d.anchor.endPosition.row + 1,
        },
        text: d.anchor.text,
        documented: docs.docCommentOf(d) !== undefined,
      });
  }
  tree.delete();
  return byName;
}

let changed = 0;
let documented = 0;
let withOutput = 0;
const byClass = {};
const outputs = [];
for (const dir of repositories) {
  const commits = git(dir, 'log', '--no-merges', '--format=%H', `-n${limit * 3}`, 'HEAD')
    .split('\n')
    .filter(Boolean);
  let used = 0;
  for (const commit of commits) {
    if (used >= limit) break;
    // A root commit has no parent to review against.
    const parents = git(dir, 'rev-list', '--parents', '-n1', commit).trim().split(' ');
    if (parents.length < 2) continue;
    const files = git(dir, 'diff-tree', '--no-commit-id', '--name-only', '-r', `${commit}^`, commit)
      .split('\n')
      .filter((f) => SOURCE.test(f) && !SKIPPED.test(f));
    if (files.length === 0) continue;
    used++;
    for (const path of files) {
      const head = tryShow(dir, commit, path);
      if (head === undefined || head.length > 400_000) continue;
      const base = tryShow(dir, `${commit}^`, path);
      const now = definitionsIn(path, head);
      const then = base === undefined ? new Map() : definitionsIn(path, base);
      if (!now || !then) continue;
      for (const [key, entry] of now) {
        if (!entry) continue;
        const old = then.get(key);
        if (old === null || old?.text === entry.text) continue;
        changed++;
        if (entry.documented) documented++;
        const result = docs.reviewJsDoc({
          parser: parserFor(path),
          filePath: path,
          source: head,
          node: entry.node,
          base: old ? { source: base, node: old.node } : null,
          packageDocuments: false,
        });
        const said = [
          ...result.repairs.map((r) => ['repair', r]),
          ...result.problems.map((p) => [p.rule, p.message]),
        ];
        if (said.length === 0) continue;
        withOutput++;
        for (const [kind, text] of said) {
          byClass[kind] = (byClass[kind] ?? 0) + 1;
          outputs.push(`${commit.slice(0, 10)} ${path}:${entry.node.start_line} ${kind}: ${text}`);
        }
      }
    }
  }
  console.log(`${dir}: ${used} commits`);
}
const share = (n) => `${((100 * n) / Math.max(1, changed)).toFixed(1)} %`;
console.log(`changed functions: ${changed} (${documented} with a doc comment)`);
console.log(`with an output: ${withOutput} (${share(withOutput)})`);
console.log(`outputs by class: ${JSON.stringify(byClass)}`);
if (list) for (const line of outputs) console.log(line);
