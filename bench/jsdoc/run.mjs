// Seeded JSDoc repairs. In each documented function of a real TypeScript or JavaScript project
// (a git repository given by path: a clone, or a `<owner>+<name>/repo` snapshot, read at HEAD
// with `git archive`), it plants what a change does to a doc and the repair should undo:
//
// - renamed: the base had the parameter under another name, documented so; the change renamed
//   the parameter and left the doc's entries (and its members' `old.x`) behind;
// - removed: the base had one more parameter, documented; the change removed the parameter and
//   left its entry behind (not planted in a function that takes `...rest` or reads `arguments`,
//   where the engine reports such an entry instead of removing it).
//
// Each plant is reviewed against its base with the TypeScript engine (src/languages/typescript/
// docs), and the repair counts as exact when the file it writes is the project's own file, byte
// for byte. A second review of the repaired file must change nothing (a fixpoint). It also
// reviews every documented definition as it stands against itself (a change that touched
// nothing in its signature) and prints what that says: findings there are noise.
//
//   npm run bench:jsdoc -- <repository> [<repository>...] [--list]
//
// It runs the TypeScript sources, as bench/linear does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEngine } from './engine.mjs';

const { docs, parserFor } = await loadEngine();

const args = process.argv.slice(2);
const list = args.includes('--list');
const repositories = args.filter((arg) => !arg.startsWith('--'));
if (repositories.length === 0) {
  console.error('usage: node bench/jsdoc/run.mjs <repository> [<repository>...] [--list]');
  process.exit(2);
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
// An entry's name after its tag and type (braces nested one deep: `{{a: string}}`).
const PARAM_LINE =
  /(@(?:param|arg|argument)\s+(?:\{(?:[^{}\n]|\{[^{}\n]*\})*\}\s*)?\[?)([\p{L}\p{N}_$]+)(?=[\s.=\]])/gu;

/** The repository's files at HEAD, by `git archive` into a scratch folder. */
function filesOf(repository) {
  const gitDir = repository.endsWith('/repo') ? repository : join(repository, '.git');
  const scratch = mkdtempSync(join(tmpdir(), 'jsdoc-bench-'));
  execFileSync('sh', ['-c', `git --git-dir="${gitDir}" archive HEAD | tar -x -C "${scratch}"`]);
  const names = execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '--name-only', 'HEAD'], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
    .split('\n')
    .filter((name) => SOURCE.test(name) && !/(^|\/)(node_modules|dist|build)\//.test(name));
  const files = names.flatMap((name) => {
    try {
      const source = readFileSync(join(scratch, name), 'utf8');
      return source.length < 400_000 ? [{ path: name, source }] : [];
    } catch {
      return [];
    }
  });
  rmSync(scratch, { recursive: true, force: true });
  return files;
}

const lineOf = (source, row) => source.split('\n')[row] ?? '';

/** A node for the engine: the definition's lines, as discovery gives them. */
function nodeOf(definition, path) {
  return {
    name: definition.name,
    file_path: path,
    start_line: definition.anchor.startPosition.row + 1,
    end_line: definition.node.endPosition.row + 1,
  };
}

/** Replaces rows [from, to] of `source`'s lines by `lines`. */
function replaceRows(source, from, to, lines) {
  const all = source.split('\n');
  all.splice(from, to - from + 1, ...lines);
  return all.join('\n');
}

/** The doc comment's text with every entry for `from` (and `from.x`) naming `to`, by a pattern of its own. */
function renameEntries(comment, from, to) {
  return comment.replace(PARAM_LINE, (whole, head, name) => (name === from ? head + to : whole));
}

function paramIdentifier(fn, index) {
  const list = fn.childForFieldName('parameters');
  const parameter = list?.namedChildren.filter((p) => p.type !== 'comment')[index];
  if (!parameter) return undefined;
  let pattern = parameter.childForFieldName('pattern') ?? parameter;
  if (pattern.type === 'assignment_pattern') pattern = pattern.childForFieldName('left');
  return pattern?.type === 'identifier' ? pattern : undefined;
}

/** Replaces the text of `node` (one line) in `source` with `text`. */
function replaceNode(source, node, text) {
  const lines = source.split('\n');
  const { row, column } = node;
  const line = lines[row];
  lines[row] = line.slice(0, column) + text + line.slice(column + node.text.length);
  return lines.join('\n');
}

const totals = { renamed: [0, 0], removed: [0, 0], fixpoint: [0, 0] };
const misses = [];
const noise = [];
let definitions = 0;
let reviewedAsIs = 0;

function review(parser, path, source, base, node) {
  return docs.reviewJsDoc({ parser, filePath: path, source, node, base, packageDocuments: false });
}

function count(kind, parser, path, original, head, base, node, what) {
  const result = review(parser, path, head, { source: base, node }, node);
  const exact = result.action === 'updated' && result.source === original;
  totals[kind][1]++;
  if (exact) totals[kind][0]++;
  else
    misses.push(
      `${kind} ${path}:${node.start_line} ${what}: ${result.action} ${JSON.stringify(result.problems.map((p) => p.message))}`,
    );
  if (result.action === 'updated') {
    const again = review(parser, path, result.source, { source: base, node }, node);
    totals.fixpoint[1]++;
    if (again.action === 'unchanged') totals.fixpoint[0]++;
    else misses.push(`fixpoint ${path}:${node.start_line} ${what}`);
  }
}

for (const repository of repositories) {
  for (const { path, source } of filesOf(repository)) {
    const parser = parserFor(path);
    const tree = parser.parse(source);
    if (!tree || tree.rootNode.hasError) {
      tree?.delete();
      continue;
    }
    const found = docs.definitionsOf(tree.rootNode).flatMap((definition) => {
      const comment = docs.docCommentOf(definition);
      const signature = docs.readSignature(definition);
      // A binding declared with a function type is documented by the type: its implementation is not planted in.
      return comment && signature && definition.kind !== 'class' && !definition.declaredType
        ? [{ definition, comment, signature, node: nodeOf(definition, path) }]
        : [];
    });
    // Read what is needed from the tree before it goes: rows, names, the planted texts.
    const plants = [];
    for (const { definition, comment, signature, node } of found) {
      definitions++;
      const asIs = review(parser, path, source, { source, node }, node);
      reviewedAsIs++;
      if (asIs.action !== 'unchanged' || asIs.problems.length > 0)
        noise.push(
          `${path}:${node.start_line} ${node.name}: ${asIs.action} ${JSON.stringify([...asIs.repairs, ...asIs.problems.map((p) => p.message)])}`,
        );
      const doc = docs.parseJsDoc(
        comment.text,
        comment.startPosition.row,
        comment.startPosition.column,
      );
      const fn = definition.node;
      const names = signature.params.map((p) => p.name);
      const documented = names.findIndex(
        (name) =>
          name !== undefined &&
          doc.params.some((e) => e.parameter === name) &&
          !name.startsWith('_'),
      );
      if (documented !== -1 && fn.childForFieldName('parameters')) {
        const from = names[documented];
        const old = `${from}Before`;
        const identifier = paramIdentifier(fn, documented);
        const planted = renameEntries(comment.text, from, old);
        if (identifier && planted !== comment.text && !names.includes(old)) {
          const withDoc = replaceRows(source, comment.startPosition.row, comment.endPosition.row, [
            lineOf(source, comment.startPosition.row).slice(0, comment.startPosition.column) +
              planted.split('\n')[0],
            ...planted.split('\n').slice(1),
          ]);
          // The identifier sits below the comment: the rows are the same, the planted doc kept its line count.
          const at = {
            row: identifier.startPosition.row,
            column: identifier.startPosition.column,
            text: identifier.text,
          };
          plants.push({
            kind: 'renamed',
            node,
            head: withDoc,
            identifier: at,
            old,
            what: `${from} (was ${old})`,
          });
        }
      }
      // Removed: an entry and a parameter `dropped` after the last documented parameter, in the base only.
      const last = doc.params.filter((e) => e.name === e.parameter && e.nameAt).at(-1);
      const list = fn.childForFieldName('parameters');
      const lastIndex = last ? names.indexOf(last.parameter) : -1;
      const lastParameter = list?.namedChildren.filter((p) => p.type !== 'comment')[lastIndex];
      if (
        last &&
        lastParameter &&
        !names.includes('dropped') &&
        !signature.params.some((p) => p.rest) &&
        !signature.readsArguments
      ) {
        const entryLine = doc.lines[last.start];
        const entryRow = entryLine.row;
        const prefix = lineOf(source, entryRow).slice(0, entryLine.column);
        const typed = last.type === undefined ? '' : '{string} ';
        const lastRow = doc.lines[Math.max(last.start, last.end - 1)].row;
        let endRow = lastRow;
        while (endRow > entryRow && lineOf(source, endRow).slice(entryLine.column).trim() === '')
          endRow--;
        if (prefix.trim() !== '' && !prefix.includes('/**') && endRow < comment.endPosition.row) {
          const entry = `${prefix}@${last.tag} ${typed}dropped - A parameter the change removed.`;
          plants.push({
            kind: 'removed',
            node,
            entryRow: endRow,
            entry,
            after: { row: lastParameter.endPosition.row, column: lastParameter.endPosition.column },
            typed:
              lastParameter.type === 'required_parameter' ||
              lastParameter.type === 'optional_parameter',
            what: `dropped after ${last.parameter}`,
          });
        }
      }
    }
    tree.delete();
    for (const plant of plants) {
      if (plant.kind === 'renamed') {
        const base = replaceNode(plant.head, plant.identifier, plant.old);
        count('renamed', parser, path, source, plant.head, base, plant.node, plant.what);
      } else {
        const all = source.split('\n');
        all.splice(plant.entryRow + 1, 0, plant.entry);
        const head = all.join('\n');
        // The base takes the parameter too: after the last documented one, on its line.
        const { row, column } = plant.after;
        const withParam = head.split('\n');
        const at = row + (row > plant.entryRow ? 1 : 0);
        const line = withParam[at];
        withParam[at] =
          line.slice(0, column) +
          (plant.typed ? ', dropped: string' : ', dropped') +
          line.slice(column);
        const base = withParam.join('\n');
        const node = {
          ...plant.node,
          start_line: plant.node.start_line + 1,
          end_line: plant.node.end_line + 1,
        };
        count('removed', parser, path, source, head, base, node, plant.what);
      }
    }
  }
}

const pct = ([hit, all]) =>
  all === 0 ? 'n/a' : `${((100 * hit) / all).toFixed(1)} % (${hit} of ${all})`;
console.log(`documented functions: ${definitions}`);
console.log(`renamed parameter, repaired exactly: ${pct(totals.renamed)}`);
console.log(`removed parameter, repaired exactly: ${pct(totals.removed)}`);
console.log(`second review changes nothing: ${pct(totals.fixpoint)}`);
console.log(
  `reviewed as they stand: ${reviewedAsIs}, with an output: ${noise.length} (${((100 * noise.length) / Math.max(1, reviewedAsIs)).toFixed(2)} %)`,
);
if (list) {
  for (const miss of misses) console.log(`miss: ${miss}`);
  for (const line of noise) console.log(`as is: ${line}`);
} else if (misses.length > 0) console.log(`(${misses.length} misses; --list prints them)`);
