import { isTestPath } from '../scope.js';

/** One top-level statement of a script, by its lines. */
interface Statement {
  kind: 'import' | 'other';
  lines: string[];
}

// `import ... from '...'`, `import '...'` and `const { a } = require('...')`.
const IMPORT_START = /^(?:import\b|(?:const|let|var)\s[^=]*=\s*require\()/;
// One line importing names: `import { a, b } from 'x';`, `const { a, b } = require('x');`.
const NAMED_IMPORT = /^import \{ ([\w$, ]+) \} from ('[^']*'|"[^"]*");?$/;
const NAMED_REQUIRE = /^const \{ ([\w$, ]+) \} = require\(('[^']*'|"[^"]*")\);?$/;

/**
 * Test files the test op writes for two nodes of one module land at one path
 * (the module's test file, new): their versions merge into one file holding
 * both's imports (names from one module joined on one line) and both's
 * tests, the first's before the second's. Only new test files (no base: the
 * op never edits a file the package has); a statement both write
 * differently (one test title, two bodies) keeps the conflict (undefined).
 */
export function mergeExampleTestFiles(
  path: string,
  base: string | undefined,
  current: string | undefined,
  incoming: string | undefined,
): string | undefined {
  if (base !== undefined || current === undefined || incoming === undefined) return undefined;
  if (!isTestPath(path)) return undefined;
  const ours = statements(current);
  const theirs = statements(incoming);
  const imports = ours.filter((s) => s.kind === 'import').map(text);
  const body = ours.filter((s) => s.kind === 'other');
  for (const statement of theirs) {
    const line = text(statement);
    if (statement.kind === 'import') {
      if (!imports.includes(line)) joinImport(imports, line);
      continue;
    }
    const same = body.find((s) => s.lines[0] === statement.lines[0]);
    if (same === undefined) body.push(statement);
    else if (text(same) !== line) return undefined;
  }
  const head = imports.join('\n');
  const rest = body.map(text).join('\n\n');
  return `${head}${head && rest ? '\n\n' : ''}${rest}\n`;
}

/** Adds an import line, joining its names into a line importing others from the same module. */
function joinImport(imports: string[], line: string): void {
  for (const pattern of [NAMED_IMPORT, NAMED_REQUIRE]) {
    const wanted = pattern.exec(line);
    if (!wanted) continue;
    const at = imports.findIndex((other) => pattern.exec(other)?.[2] === wanted[2]);
    const other = at === -1 ? undefined : pattern.exec(imports[at] as string);
    if (!other) break;
    const had = names(other[1] as string);
    const added = names(wanted[1] as string).filter((name) => !had.includes(name));
    const sorted = had.every((name, i) => i === 0 || (had[i - 1] as string) <= name);
    const all = [...had, ...added];
    if (sorted) all.sort();
    imports[at] = (imports[at] as string).replace(other[1] as string, all.join(', '));
    return;
  }
  imports.push(line);
}

function names(list: string): string[] {
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

function text(statement: Statement): string {
  return statement.lines.join('\n');
}

/**
 * A script's top-level statements: each starts on a line at the left margin
 * that does not close a bracket, and runs to the next; blank lines between
 * them are not kept.
 */
function statements(source: string): Statement[] {
  const found: Statement[] = [];
  for (const line of source.replace(/\s+$/, '').split('\n')) {
    const starts = /^[^\s)\]}]/.test(line);
    const last = found[found.length - 1];
    if (starts || !last)
      found.push({ kind: IMPORT_START.test(line) ? 'import' : 'other', lines: [line] });
    else last.lines.push(line);
  }
  for (const statement of found)
    while (statement.lines.length > 1 && statement.lines[statement.lines.length - 1]?.trim() === '')
      statement.lines.pop();
  return found;
}
