// Mines bench/recall's TypeScript and JavaScript cases from real projects' history.
//
//   node bench/recall/mine-ts.mjs <repos-dir> <owner/name>[@<commits>] ... > candidates.json
//   node bench/recall/mine-ts.mjs list candidates.json    # a compact listing to read
//
// The same method as mine.py, for JSDoc: a case is a JSDoc block fixed by
// hand, in a commit that changes a definition's JSDoc and nothing else of it
// (the TypeScript compiler prints the definition without comments, and the
// prints at the commit and its parent are equal), where the change is one of
//   renamed  an @param renamed to the signature's name
//   added    an @param added for a parameter the signature gained
//   removed  the @param of a parameter the signature lost removed
//   return   an @returns added where the function began returning a value,
//            removed where it stopped, or its {type} corrected
// The miner then walks back through the commits that touched the file to the
// one that made the JSDoc wrong: the nearest whose parent agrees with the
// JSDoc on that entry while the commit itself does not (the parameter renamed,
// added or removed; the function's return annotation changed or it began or
// stopped returning a value), the wrong entry already in the JSDoc. Cases
// whose definition did not exist in that commit's parent are left out (a new
// definition is a different question), `added` only where the JSDoc already
// listed parameters. Tests, examples, benchmarks and declaration files are
// left out.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { definitions, isSource, returnsShape } from './jsdoc.mjs';

const MAX_FILES = 40; // commits touching more source files are mass edits, not fixes
const WALK = 400; // commits touching the file to look back through
const verbose = process.env.REMORA_MINE_VERBOSE === '1'; // say why each fix found no introducing commit

/** The git repository a project is kept in (a clone or a snapshot), or undefined. */
export function gitDir(repos, project) {
  const [owner, name] = project.split('/');
  return [
    join(repos, owner, name),
    join(repos, `${owner}+${name}`, 'repo'),
    join(repos, `${owner}+${name}`),
  ].find((dir) => existsSync(dir));
}

/** One repository: git commands, and its files' definitions read through one `git cat-file --batch`. */
function openRepo(path) {
  const cat = spawn('git', ['-C', path, 'cat-file', '--batch'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let buffer = Buffer.alloc(0);
  const waiting = [];
  const drain = () => {
    while (waiting.length > 0) {
      const newline = buffer.indexOf(10);
      if (newline === -1) return;
      const header = buffer.subarray(0, newline).toString();
      if (header.endsWith(' missing') || header.split(' ').length !== 3) {
        buffer = buffer.subarray(newline + 1);
        waiting.shift()(undefined);
        continue;
      }
      const [id, , size] = header.split(' ');
      const end = newline + 1 + Number(size);
      if (buffer.length < end + 1) return;
      const data = buffer.subarray(newline + 1, end).toString('utf8');
      buffer = buffer.subarray(end + 1);
      waiting.shift()({ id, data });
    }
  };
  cat.stdout.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    drain();
  });
  const blob = (rev, file) =>
    new Promise((done) => {
      waiting.push(done);
      cat.stdin.write(`${rev}:${file}\n`);
    });
  const parsed = new Map(); // blob id -> definitions
  return {
    git: (...args) =>
      execFileSync('git', ['-C', path, ...args], {
        encoding: 'utf8',
        maxBuffer: 512 * 1024 * 1024,
      }),
    async defs(rev, file) {
      const found = await blob(rev, file);
      if (found === undefined) return undefined;
      if (!parsed.has(found.id)) {
        if (parsed.size > 3000) parsed.clear();
        parsed.set(found.id, definitions(found.data, file));
      }
      return parsed.get(found.id);
    },
    close: () => cat.stdin.end(),
  };
}

export const isTest = (path) =>
  /(^|\/)(tests?|__tests__|testing|spec|docs?|examples?|benchmarks?|bench|fixtures?|scripts)\//.test(
    path,
  ) ||
  /\.(test|spec|bench)\.[cm]?[jt]sx?$/.test(path) ||
  /(^|\/)test[^/]*\.[cm]?[jt]sx?$/.test(path);

/** The commits that change a JSDoc @param or @returns line, with their parent and changed files. */
function* commits(repo, limit) {
  const out = repo.git(
    'log',
    ...(limit ? [`--max-count=${limit}`] : []),
    '--no-merges',
    '--format=@%H %P',
    '--diff-filter=M',
    '--name-only',
    '-G',
    '@(param|arg|argument|returns?)\\b',
    '--',
    '*.ts',
    '*.tsx',
    '*.mts',
    '*.cts',
    '*.js',
    '*.jsx',
    '*.mjs',
    '*.cjs',
  );
  let current;
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) {
      if (current) yield current;
      const [commit, parent] = line.slice(1).split(' ');
      current = { commit, parent, files: [] };
    } else if (line.trim() && current) current.files.push(line.trim());
  }
  if (current) yield current;
}

const named = (parameters) => [...parameters.keys()].filter((name) => !name.startsWith('{}'));

/** The hand fixes a JSDoc change makes: [{ kind, entry, detail }]. */
export function classify(before, after) {
  const b = before.doc;
  const a = after.doc;
  const sig = new Set(named(after.parameters));
  const out = [];
  const gone = [...b.params.keys()].filter((name) => !a.params.has(name));
  const fresh = [...a.params.keys()].filter((name) => !b.params.has(name));
  if (gone.length > 0 && gone.length === fresh.length)
    gone.forEach((old, index) => {
      if (sig.has(fresh[index]) && !sig.has(old))
        out.push({ kind: 'renamed', entry: fresh[index], detail: old });
    });
  else if (fresh.length > 0 && gone.length === 0 && b.params.size > 0)
    // Only where the JSDoc already listed parameters: a block that lists none is not wrong.
    out.push(
      ...fresh
        .filter((name) => sig.has(name))
        .map((entry) => ({ kind: 'added', entry, detail: '' })),
    );
  else if (gone.length > 0 && fresh.length === 0)
    out.push(
      ...gone
        .filter((name) => !sig.has(name))
        .map((entry) => ({ kind: 'removed', entry, detail: '' })),
    );
  // A {type} written or dropped beside an @returns that stays is notation (a TypeScript
  // file dropping JSDoc types the annotations now carry), not a corrected return.
  const shapes = [returnsShape(b), returnsShape(a)];
  const notation = !shapes.includes('none') && shapes.includes('untyped');
  if (shapes[0] !== shapes[1] && !notation)
    out.push({
      kind: 'return',
      entry: 'returns',
      detail: `${returnsShape(b)} -> ${returnsShape(a)}`,
    });
  return out;
}

/** Whether a JSDoc still holds the wrong entry the fix corrected (`buggy`: the JSDoc just before the fix). */
export function wrongStill({ kind, entry, detail }, now, buggy) {
  const doc = now.doc;
  if (!now.hasDoc || (doc.params.size === 0 && kind !== 'return')) return false;
  if (kind === 'renamed') return doc.params.has(detail) && !doc.params.has(entry);
  if (kind === 'added') return !doc.params.has(entry);
  if (kind === 'removed') return doc.params.has(entry);
  return returnsShape(doc) === returnsShape(buggy);
}

/** Whether a change of the code from `before` to `after` made the entry wrong. */
export function becameWrong({ kind, entry, detail }, before, after) {
  const pb = before.parameters;
  const pa = after.parameters;
  if (kind === 'renamed') return pb.has(detail) && !pb.has(entry) && pa.has(entry);
  if (kind === 'added') return !pb.has(entry) && pa.has(entry);
  if (kind === 'removed') return pb.has(entry) && !pa.has(entry);
  // An @returns added is wrong only where the function began returning a value (an
  // annotation written on a function that always returned one made no JSDoc wrong), one
  // removed where it stopped; a {type} corrected where the annotation or the return changed.
  const [from, to] = detail.split(' -> ');
  if (from === 'none') return !before.returnsValue && after.returnsValue;
  if (to === 'none') return before.returnsValue && !after.returnsValue;
  return (
    before.returnAnnotation !== after.returnAnnotation || before.returnsValue !== after.returnsValue
  );
}

/** The commit that made the entry wrong and its parent, or why none was found (`why`). */
async function walkBack(repo, fix, file, qual, found) {
  const buggy = (await repo.defs(`${fix}^`, file)).get(qual).doc;
  const log = repo.git(
    'log',
    '--no-merges',
    `--max-count=${WALK}`,
    '--format=%H %P',
    `${fix}^`,
    '--',
    file,
  );
  for (const line of log.split('\n').filter(Boolean)) {
    const [commit, parent] = line.split(' ');
    if (!parent) return { why: 'the file begins with the wrong entry' };
    const now = (await repo.defs(commit, file))?.get(qual);
    if (now === undefined) return { why: `the definition is not in ${commit.slice(0, 8)}` };
    if (!wrongStill(found, now, buggy))
      return { why: `the entry was right at ${commit.slice(0, 8)}` };
    const before = (await repo.defs(parent, file))?.get(qual);
    if (before === undefined) return { why: `the definition is new in ${commit.slice(0, 8)}` };
    if (before.code === now.code) continue;
    if (becameWrong(found, before, now)) return { introduced: commit, parent };
  }
  return { why: 'no commit of the file made it wrong' };
}

async function mine(repos, project, limit) {
  const path = gitDir(repos, project);
  if (path === undefined) {
    console.error(`${project}: not found under ${repos}, skipped`);
    return [];
  }
  const repo = openRepo(path);
  const found = [];
  for (const { commit: fix, parent, files } of commits(repo, limit)) {
    const sources = files.filter((f) => isSource(f) && !isTest(f));
    if (!parent || sources.length === 0 || sources.length > MAX_FILES) continue;
    for (const file of sources) {
      const old = await repo.defs(parent, file);
      const fresh = await repo.defs(fix, file);
      if (!old || !fresh) continue;
      for (const [qual, after] of fresh) {
        const before = old.get(qual);
        if (!before || !before.hasDoc || !after.hasDoc || before.docText === after.docText)
          continue;
        if (before.code !== after.code) continue;
        for (const candidate of classify(before, after)) {
          const intro = await walkBack(repo, fix, file, qual, candidate);
          if (intro.why) {
            if (verbose)
              console.error(
                `  not walked back: ${project} ${candidate.kind} ${fix.slice(0, 8)} ${file}::${qual} [${candidate.entry}] · ${intro.why}`,
              );
            continue;
          }
          const changed = repo
            .git('diff', '--name-only', intro.parent, intro.introduced)
            .split('\n')
            .filter(isSource);
          found.push({
            project,
            style: 'jsdoc',
            class: candidate.kind,
            introduced: intro.introduced,
            parent: intro.parent,
            file,
            definition: qual,
            fix,
            entry: candidate.entry,
            detail: candidate.detail,
            changed_files: changed.length,
          });
          console.error(`${project} ${candidate.kind} ${file}::${qual} ${candidate.entry}`);
        }
      }
    }
  }
  repo.close();
  return found;
}

// Candidates read by eye and left out: `project definition entry fix-commit's-first-8` -> why.
export const DROPPED = {
  'Automattic/mongoose SchemaType.prototype.validateAll returns c0027ee9':
    '`@returns this` written as `@returns {SchemaType}`: the notation fixed, not a wrong return',
  'Automattic/mongoose Document.prototype.validate callback 4a862a09':
    'the entry was named `optional` before `cb` became `callback`: never a parameter name, not made wrong by the rename',
  'sveltejs/svelte animate returns c1731409':
    "`{import('#client').Animation}` written `{Animation}` after a JSDoc `@import`: the notation, not the type",
  'sveltejs/svelte close_template returns 6822dece':
    '`{TemplateNode | TemplateNode[]}` written as its alias `{Dom}`: the same type',
  'pixijs/pixijs BaseTexture.setResource returns 3c7c151a':
    '`{BaseTexture}` written with its namespace, `{PIXI.BaseTexture}`: the same type',
  'pixijs/pixijs RenderTexture frame 9bd109c6':
    'the constructor replaced whole (`renderer, width, …` by `baseRenderTexture, frame`): the block rewritten in steps, not one entry fixed',
  'Automattic/mongoose Document.prototype.set key 03cf2223':
    'the block never matched the signature (`value`, `whether` stay): one entry of a rewrite removed, not a fix of it',
};

/** One case per introducing commit, definition and class: several entries of one fix count once. */
function onePerDefinition(cases) {
  const seen = new Set();
  return cases.filter((c) => {
    if (`${c.project} ${c.definition} ${c.entry} ${c.fix.slice(0, 8)}` in DROPPED) return false;
    const key = `${c.project} ${c.introduced} ${c.file} ${c.definition} ${c.class}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function listing(cases) {
  cases.forEach((c, index) =>
    console.log(
      `${String(index).padStart(3)} ${c.project.padEnd(24)} ${c.class.padEnd(8)} ${c.introduced.slice(0, 8)} ` +
        `${c.fix.slice(0, 8)} ${c.file}::${c.definition} [${c.entry}] ${c.detail}`,
    ),
  );
}

async function main(argv) {
  if (argv[0] === 'list') return listing(JSON.parse(readFileSync(argv[1], 'utf8')));
  const [repos, ...projects] = argv;
  if (!repos || projects.length === 0) {
    console.error(
      'usage: node bench/recall/mine-ts.mjs <repos-dir> <owner/name>[@<commits>] ... > candidates.json',
    );
    process.exit(2);
  }
  const cases = [];
  for (const spec of projects) {
    const [project, limit] = spec.split('@');
    cases.push(...(await mine(repos, project, limit ? Number(limit) : undefined)));
  }
  console.log(JSON.stringify(onePerDefinition(cases), null, 1));
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
