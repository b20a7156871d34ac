// The longest functions of src/, each counted by its own lines: a nested
// function's lines count for the nested function, not for the one around it.
// `npm run lengths` prints the longest ten; `-- --top N` more, `-- --over N`
// only those longer than N lines (exit status 1 when there are any).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every function-like node of one source text with its own line count.
 *
 * @param {string} path the file's path, as it is shown
 * @param {string} text the file's TypeScript source
 * @returns {{ name: string, path: string, line: number, lines: number }[]}
 */
export function functionLengths(path, text) {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  /** @type {{ name: string, path: string, line: number, lines: number }[]} */
  const found = [];
  const visit = (node, owner) => {
    if (isFunction(node)) {
      const start = lineOf(node.getStart(source));
      const end = lineOf(node.getEnd());
      const entry = { name: nameOf(node, source), path, line: start + 1, lines: end - start + 1 };
      if (owner) owner.lines -= entry.lines;
      found.push(entry);
      ts.forEachChild(node, (child) => visit(child, entry));
      return;
    }
    ts.forEachChild(node, (child) => visit(child, owner));
  };
  visit(source, undefined);
  return found;
}

function isFunction(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

function nameOf(node, source) {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText(source);
  return '(anonymous)';
}

/**
 * Every function of src/ with its own line count, longest first.
 *
 * @returns {{ name: string, path: string, line: number, lines: number }[]}
 */
export function sourceFunctionLengths() {
  const all = sourceFiles(join(ROOT, 'src')).flatMap((file) =>
    functionLengths(relative(ROOT, file), readFileSync(file, 'utf8')),
  );
  return all.sort((a, b) => b.lines - a.lines);
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(c|m)?ts$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { top: { type: 'string', default: '10' }, over: { type: 'string' } },
  });
  const all = sourceFunctionLengths();
  const over = values.over === undefined ? undefined : Number(values.over);
  const shown =
    over === undefined ? all.slice(0, Number(values.top)) : all.filter((f) => f.lines > over);
  for (const f of shown)
    console.log(`${String(f.lines).padStart(4)}  ${f.path}:${f.line}  ${f.name}`);
  if (over !== undefined) {
    console.log(
      `${shown.length} function${shown.length === 1 ? '' : 's'} over ${over} lines of their own`,
    );
    process.exitCode = shown.length > 0 ? 1 : 0;
  }
}
