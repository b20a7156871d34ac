// Seeded TypeScript and JavaScript defects for bench/signal: plants, in a real
// commit's script files, defects a project's linter reports, each a one-line
// edit of code its maintainers wrote, and judges a review's result against
// what the project's own linter does with the same text. Nothing here reads
// Remora's code: the planting is written with the TypeScript compiler's parser
// (`ts.createSourceFile`), the oracle is the linter's own CLI (ts-linters.mjs).
//
// Classes (each plant one line):
//   unused-import  `import * as <name> from '<the file's first module>';` after
//                  the file's last top-level import, <name> bound nowhere in it.
//   unused-specifier  a name no code uses, on a line of its own, after the
//                  first name of a top-level `import { … }` written one name a line.
//   let-const      a `const` of one declarator with a value, in a function
//                  body, written `let` (it is never reassigned).
//   import-type    a top-level `import type …` written without `type` (every
//                  name it binds is still used as a type only).
//   node-protocol  a top-level import of `node:<module>` written `<module>`.
//   number-namespace  a call of `Number.parseInt` or `Number.parseFloat` in a
//                  function body written as the global `parseInt`, `parseFloat`.
//   double-equals  a `===` in a function body, neither side `null`, written `==`.
//
// A plant is undone by the linter's safe fix (then a perfect review restores the
// line the maintainers wrote), or is reported and left as it is (then a perfect
// review leaves it and posts the rule's finding on that line): which of the two,
// the linter's CLI says by what `--write` does to it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { diffArrays } from 'diff';

const require = createRequire(import.meta.url);
const ts = require('typescript');

export const CLASSES = [
  'unused-import',
  'unused-specifier',
  'let-const',
  'import-type',
  'node-protocol',
  'number-namespace',
  'double-equals',
];
const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Whether a path is a script file a seeded review plants in: no tests, fixtures or declarations. */
export function plantable(path) {
  return (
    SCRIPT.test(path) &&
    !/\.d\.[cm]?ts$/.test(path) &&
    !/(^|\/)(tests?|__tests__|fixtures?|e2e|__mocks__)\//.test(path) &&
    !/\.(test|spec|bench)\.[cm]?[jt]sx?$/.test(path)
  );
}

function scriptKind(path) {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (path.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[cm]?js$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** A small deterministic hash, to choose among candidates the same way on every run. */
function hash(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const lineOf = (file, pos) => file.getLineAndCharacterOfPosition(pos).line; // 0-based

/** The one-line plants a file allows, by class: { line (0-based), planted, original }. */
export function candidates(path, text) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(path));
  if (file.parseDiagnostics?.length) return {};
  const lines = text.split('\n');
  const found = Object.fromEntries(CLASSES.map((c) => [c, []]));
  /** A plant that writes `by` over the `length` characters at `pos`, all on one line. */
  const edit = (cls, pos, length, by) => {
    const line = lineOf(file, pos);
    if (lineOf(file, pos + length) !== line) return;
    const column = pos - file.getPositionOfLineAndCharacter(line, 0);
    const original = lines[line];
    found[cls].push({
      line,
      planted: original.slice(0, column) + by + original.slice(column + length),
      original,
    });
  };
  const imports = file.statements.filter(ts.isImportDeclaration);
  const valueImport = imports.find(
    (i) => !i.importClause?.isTypeOnly && ts.isStringLiteral(i.moduleSpecifier),
  );
  if (valueImport) {
    const last = imports.at(-1);
    const after = lineOf(file, last.getEnd());
    const source = valueImport.moduleSpecifier.text;
    const quote = valueImport.moduleSpecifier.getText(file)[0];
    const semi = /;\s*$/.test(lines[after] ?? '') ? ';' : '';
    const name = unusedName(source, text);
    found['unused-import'].push({
      line: after + 1,
      insert: true,
      planted: `import * as ${name} from ${quote}${source}${quote}${semi}`,
      original: null,
    });
  }
  for (const decl of imports) {
    const named = decl.importClause?.namedBindings;
    if (decl.importClause?.isTypeOnly || !named || !ts.isNamedImports(named)) continue;
    const first = named.elements[0];
    if (!first || first.isTypeOnly) continue;
    const line = lineOf(file, first.getStart(file));
    const text0 = lines[line];
    if (line === lineOf(file, decl.getStart(file)) || !/,\s*$/.test(text0)) continue;
    if (named.elements.some((e, k) => k > 0 && lineOf(file, e.getStart(file)) === line)) continue;
    found['unused-specifier'].push({
      line: line + 1,
      insert: true,
      planted: `${/^\s*/.exec(text0)[0]}${unusedName(decl.moduleSpecifier.text ?? 'module', text, 'Export')},`,
      original: null,
    });
  }
  for (const decl of imports) {
    const specifier = decl.moduleSpecifier;
    if (ts.isStringLiteral(specifier) && /^node:[a-z]/.test(specifier.text))
      edit('node-protocol', specifier.getStart(file) + 1, 5, '');
  }
  for (const decl of imports) {
    const clause = decl.importClause;
    if (!clause?.isTypeOnly) continue;
    const line = lineOf(file, decl.getStart(file));
    const text0 = lines[line];
    if (!/^import type /.test(text0)) continue;
    found['import-type'].push({
      line,
      planted: text0.replace(/^import type /, 'import '),
      original: text0,
    });
  }
  const visit = (node, inFunction) => {
    if (
      inFunction &&
      ts.isVariableStatement(node) &&
      node.declarationList.flags & ts.NodeFlags.Const &&
      !(node.declarationList.flags & ts.NodeFlags.Using) &&
      node.declarationList.declarations.length === 1 &&
      node.declarationList.declarations[0].initializer &&
      !node.modifiers?.length
    ) {
      const start = node.declarationList.getStart(file);
      const line = lineOf(file, start);
      const column = start - file.getPositionOfLineAndCharacter(line, 0);
      const text0 = lines[line];
      if (text0.slice(column, column + 6) === 'const ')
        found['let-const'].push({
          line,
          planted: `${text0.slice(0, column)}let ${text0.slice(column + 6)}`,
          original: text0,
        });
    }
    if (
      inFunction &&
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken &&
      node.left.kind !== ts.SyntaxKind.NullKeyword &&
      node.right.kind !== ts.SyntaxKind.NullKeyword
    )
      edit('double-equals', node.operatorToken.getStart(file), 3, '==');
    if (
      inFunction &&
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Number' &&
      ['parseInt', 'parseFloat'].includes(node.expression.name.text) &&
      node.expression.getText(file) === `Number.${node.expression.name.text}`
    )
      edit('number-namespace', node.expression.getStart(file), 7, '');
    const body = ts.isFunctionLike(node) && 'body' in node && node.body !== undefined;
    ts.forEachChild(node, (child) => visit(child, inFunction || body));
  };
  visit(file, false);
  return found;
}

/** A name for the unused import, from its module's last segment, bound nowhere in the file. */
function unusedName(source, text, suffix = 'Module') {
  const stem = source
    .split('/')
    .filter(Boolean)
    .at(-1)
    .replace(/\.[^.]*$/, '')
    .replace(/^[^A-Za-z_$]+/, '')
    .replace(/[^A-Za-z0-9_$]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''));
  const base = `${stem || 'module'}${suffix}`;
  for (let n = 0; ; n += 1) {
    const name = n === 0 ? base : `${base}${n + 1}`;
    if (!new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`).test(text)) return name;
  }
}

/**
 * Plants defects in the files (the commit's own first), at most `budget[class]`
 * of each class, one per class and file, never two on one line, leaving out the
 * (file, class) pairs in `excluded`. Returns { defects, planted: path → text }.
 */
export function plant(checkout, seed, paths, budget, excluded = new Set()) {
  const left = { ...budget };
  const defects = [];
  const planted = {};
  for (const path of paths) {
    if (CLASSES.every((c) => left[c] <= 0)) break;
    const text = readFileSync(join(checkout, path), 'utf8');
    const found = candidates(path, text);
    const chosen = [];
    for (const cls of CLASSES) {
      if (left[cls] <= 0 || excluded.has(`${path}\0${cls}`)) continue;
      const options = (found[cls] ?? []).filter((o) => !chosen.some((c) => c.line === o.line));
      if (options.length === 0) continue;
      const pick = options[hash(`${seed}\0${path}\0${cls}`) % options.length];
      chosen.push({ ...pick, class: cls });
      left[cls] -= 1;
    }
    if (chosen.length === 0) continue;
    const lines = text.split('\n');
    // From the bottom up, so the lines above each plant keep their numbers.
    for (const c of [...chosen].sort((a, b) => b.line - a.line)) {
      if (c.insert) lines.splice(c.line, 0, c.planted);
      else lines[c.line] = c.planted;
    }
    planted[path] = lines.join('\n');
    // Line numbers in the planted text (1-based): an inserted line shifts those below it.
    for (const c of chosen) {
      const shift = chosen.filter((o) => o.insert && o.line < c.line).length;
      defects.push({
        class: c.class,
        file: path,
        line: c.line + shift + 1,
        planted: c.planted,
        original: c.original,
      });
    }
  }
  return { defects, planted };
}

/** The text with the given defects undone (each restored to the maintainers' line). */
export function undo(text, defects) {
  const lines = text.split('\n');
  for (const d of [...defects].sort((a, b) => b.line - a.line)) {
    if (lines[d.line - 1] !== d.planted) throw new Error(`${d.file}:${d.line}: not as planted`);
    if (d.original === null) lines.splice(d.line - 1, 1);
    else lines[d.line - 1] = d.original;
  }
  return lines.join('\n');
}

/**
 * What a tool did to one defect, reading the text it left against the planted
 * one: `undone` (the line restored, or the inserted line gone, nothing else
 * changed around it), `kept` (the line as planted), or `other`. `fileDefects`,
 * the file's other plants, lets a run of neighbouring plants be read line by line.
 */
export function outcome(plantedText, resultText, defect, fileDefects = []) {
  const before = plantedText.split('\n');
  const after = resultText.split('\n');
  const index = defect.line - 1;
  // Where each line of the planted text went: the same line, or removed.
  const map = new Map();
  const removed = new Set();
  let b = 0;
  let a = 0;
  const changes = diffArrays(before, after);
  const added = new Map(); // the index in `before` an addition follows -> the lines added
  for (const part of changes) {
    if (part.added) {
      added.set(b, [...(added.get(b) ?? []), ...part.value]);
      a += part.count;
    } else if (part.removed) {
      for (let k = 0; k < part.count; k += 1) removed.add(b + k);
      b += part.count;
    } else {
      for (let k = 0; k < part.count; k += 1) map.set(b + k, a + k);
      b += part.count;
      a += part.count;
    }
  }
  if (map.has(index)) return 'kept';
  if (!removed.has(index)) return 'other';
  const replacedBy = [];
  // The lines added in place of the removed run that holds the defect's line.
  let start = index;
  while (removed.has(start - 1)) start -= 1;
  let end = index;
  while (removed.has(end + 1)) end += 1;
  for (let k = start; k <= end + 1; k += 1) replacedBy.push(...(added.get(k) ?? []));
  // Line by line, so a neighbouring plant undone in the same run counts for
  // itself: the run's lines less its inserted plants, when they are gone.
  const insertedHere = fileDefects
    .filter((d) => d.original === null && d.line - 1 >= start && d.line - 1 <= end)
    .map((d) => d.line - 1);
  if (!insertedHere.includes(index) && defect.original === null) insertedHere.push(index);
  const kept = [];
  for (let k = start; k <= end; k += 1) if (!insertedHere.includes(k)) kept.push(k);
  if (replacedBy.length !== kept.length) return 'other';
  if (defect.original === null) return 'undone';
  return replacedBy[kept.indexOf(index)] === defect.original ? 'undone' : 'other';
}
