import { posix } from 'node:path';

/** Where a generated test goes and how it reaches the node's module. */
export interface TestPlacement {
  /** The test file's workspace path. */
  testPath: string;
  /** The module specifier the test imports the node's file by (`../src/clamp.js`). */
  specifier: string;
  /** `import` or `require`, as the package's tests load modules. */
  moduleStyle: 'esm' | 'cjs';
  /** What the placement was learnt from, for the op's summary. */
  learntFrom: string;
  /** Whether the package's tests end statements with `;`. */
  semicolons?: boolean;
  /** Whether they call `test`/`it` and `expect` as globals, importing none of them. */
  globals?: boolean;
}

/** What the package around the node holds. */
export interface PackageFiles {
  /** The package's folder (where its package.json is), `''` for the root. */
  packageDir: string;
  moduleType: 'module' | 'commonjs';
  /** Workspace paths of the package's files. */
  files: readonly string[];
  /** A file's text, undefined when it cannot be read. */
  read(path: string): Promise<string | undefined>;
}

type Layout = 'beside' | '__tests__' | 'test-folder';
type SpecifierEnding = 'js' | 'source' | 'none';

const SCRIPT = /\.([cm]?[jt]sx?)$/;
const MARKED_TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;
// One test file per source folder, named for what it is (`src/addDays/test.ts`).
const FIXED_NAME = /^(test|spec)\.[cm]?[jt]sx?$/;
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__']);
// Enough of the package's tests to read its habits; the nearest to the node first.
const MAX_READ = 20;

/**
 * Learns from the package's existing test files where a test of `sourcePath`
 * goes (beside it, in a `__tests__` folder beside it, or in the package's
 * `test/`, `tests/` or top `__tests__` folder, mirroring the source's folders
 * when the tests do), its name (`.test` or `.spec`, and the tests'
 * extension), how it imports (`import` or `require`) and how it spells a
 * relative specifier (`.js` for a TypeScript file under NodeNext, the
 * source's own extension, or none under bundler resolution). A package with
 * no tests learns from `sibling`'s, a package of the same workspace, when
 * one is given; else it gets `test/<name>.test.<ext>` and the module type's
 * conventions.
 */
export async function placeTest(
  sourcePath: string,
  pkg: PackageFiles,
  nodeName?: string,
  sibling?: PackageFiles,
): Promise<TestPlacement> {
  const own = testsOf(pkg, sourcePath);
  const teacher = own.length === 0 && sibling ? sibling : pkg;
  const tests = teacher === pkg ? own : testsOf(teacher, sourcePath);
  const inTeacher = (path: string): string => inPackage(teacher, path);
  const sourceExt = SCRIPT.exec(sourcePath)?.[1] ?? 'js';
  const isTs = sourceExt.includes('ts');
  const texts = (
    await Promise.all(tests.slice(0, MAX_READ).map((path) => teacher.read(path)))
  ).filter((text): text is string => text !== undefined);
  const layout = majority(tests.map((path) => layoutOf(inTeacher(path)))) ?? 'test-folder';
  const marker = majority(tests.map(markerOf)) ?? 'test';
  const ext = majority(tests.map((path) => SCRIPT.exec(path)?.[1] ?? 'js')) ?? sourceExt;
  const esmDefault = isTs || pkg.moduleType === 'module' || sourceExt.startsWith('m');
  const moduleStyle = majority(texts.flatMap(styleOf)) ?? (esmDefault ? 'esm' : 'cjs');
  const ending = majority(texts.flatMap(endingsOf)) ?? (moduleStyle === 'esm' ? 'js' : 'none');
  const stem = posix.basename(sourcePath).replace(SCRIPT, '');
  const testPath = freePath(
    testPathFor(sourcePath, pkg.packageDir, layout, tests.map(inTeacher), { marker, ext }),
    new Set(pkg.files),
    nodeName === undefined ? undefined : { stem, nodeName },
  );
  const target = withEnding(sourcePath, ending);
  let specifier = posix.relative(posix.dirname(testPath), target);
  if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  const counted = `${tests.length} existing test file${tests.length === 1 ? '' : 's'}`;
  const learntFrom =
    tests.length === 0
      ? 'the package has no tests: the default layout'
      : teacher === pkg
        ? `${counted} of the package`
        : `the package has no tests: ${counted} of ${teacher.packageDir}, of its workspace`;
  const semicolons = majority(texts.flatMap(semicolonVotes)) ?? true;
  return { testPath, specifier, moduleStyle, learntFrom, semicolons, globals: usesGlobals(texts) };
}

/** The package's test files but `sourcePath`, those nearest to it first. */
function testsOf(pkg: PackageFiles, sourcePath: string): string[] {
  return pkg.files
    .filter((path) => isTestFile(inPackage(pkg, path)) && path !== sourcePath)
    .sort((a, b) => sharedPrefix(b, sourcePath) - sharedPrefix(a, sourcePath) || (a < b ? -1 : 1));
}

/** A workspace path as a path in the package. */
function inPackage(pkg: { packageDir: string }, path: string): string {
  return pkg.packageDir === '' ? path : path.slice(pkg.packageDir.length + 1);
}

/** The number of test files a package holds (for choosing the sibling to learn from). */
export function countTests(pkg: Pick<PackageFiles, 'packageDir' | 'files'>): number {
  return pkg.files.filter((path) => isTestFile(inPackage(pkg, path))).length;
}

/** One vote per line that ends a call: `expect(x).toBe(1);` for semicolons, `expect(x).toBe(1)` against. */
function semicolonVotes(text: string): boolean[] {
  const votes: boolean[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trimEnd();
    if (trimmed.endsWith(');')) votes.push(true);
    else if (trimmed.endsWith(')') && !/^\s*(if|for|while|switch)\b/.test(trimmed))
      votes.push(false);
  }
  return votes;
}

/** Whether every test read calls the runner's functions without importing them (vitest's `globals: true`). */
function usesGlobals(texts: readonly string[]): boolean {
  const calling = texts.filter((text) => /^\s*(test|it|describe)\(/m.test(text));
  return (
    calling.length > 0 &&
    calling.every((text) => !/['"](vitest|@jest\/globals|node:test|mocha)['"]/.test(text))
  );
}

/** A file of the package that is a test: `*.test.*`/`*.spec.*`, or a script in a test folder. */
export function isTestFile(pathInPackage: string): boolean {
  if (pathInPackage.split('/').includes('node_modules') || !SCRIPT.test(pathInPackage))
    return false;
  if (/\.d\.[cm]?ts$/.test(pathInPackage)) return false;
  if (MARKED_TEST.test(pathInPackage) || FIXED_NAME.test(posix.basename(pathInPackage)))
    return true;
  const folders = pathInPackage.split('/').slice(0, -1);
  // Support files and fixtures of a test folder are not tests.
  if (folders.some((f) => /^(fixtures?|support|helpers?|__fixtures__|__mocks__)$/.test(f)))
    return false;
  return folders.some((f) => TEST_FOLDERS.has(f));
}

function layoutOf(pathInPackage: string): Layout {
  const folders = pathInPackage.split('/').slice(0, -1);
  // A `__tests__` at the package's top is its test folder (vue: `packages/shared/__tests__`).
  if (folders[0] !== undefined && TEST_FOLDERS.has(folders[0])) return 'test-folder';
  if (folders.includes('__tests__')) return '__tests__';
  return 'beside';
}

function testPathFor(
  sourcePath: string,
  packageDir: string,
  layout: Layout,
  tests: readonly string[],
  name: { marker: string; ext: string },
): string {
  const stem = posix.basename(sourcePath).replace(SCRIPT, '');
  const file =
    name.marker === 'fixed'
      ? `test.${name.ext}`
      : `${stem}${name.marker ? `.${name.marker}` : ''}.${name.ext}`;
  const sourceDir = posix.dirname(sourcePath);
  if (layout === 'beside') return posix.join(sourceDir, file);
  if (layout === '__tests__') return posix.join(sourceDir, '__tests__', file);
  const folder = tests.find((t) => /^(tests?|__tests__)\//.test(t))?.split('/')[0] ?? 'test';
  // Tests kept in subfolders of test/ mirror the source's folders below src/ or lib/.
  const nested = tests.some((t) => t.startsWith(`${folder}/`) && t.split('/').length > 2);
  const inPackage = packageDir === '' ? sourceDir : posix.relative(packageDir, sourceDir);
  const mirrored = nested ? inPackage.replace(/^(src|lib|source)(\/|$)/, '') : '';
  return posix.join(packageDir, folder, mirrored, file);
}

/** `test` or `spec` for `x.test.ts`, `fixed` for `test.ts`, `''` for a plain `x.js` in a test folder. */
function markerOf(path: string): string {
  if (FIXED_NAME.test(posix.basename(path))) return 'fixed';
  return MARKED_TEST.exec(path)?.[1] ?? '';
}

/**
 * `path`, or when the package already has a file there (its own tests of the
 * module), a file in an `examples` folder beside it, named for the node
 * (`examples/toRaw.spec.ts` for `reactive.spec.ts`: two functions of one
 * module get two files) or, without its name, as the taken one: the
 * generated test never replaces a file, and keeps the ending the runner's
 * patterns look for.
 */
function freePath(
  path: string,
  files: ReadonlySet<string>,
  naming: { stem: string; nodeName: string } | undefined,
): string {
  if (!files.has(path)) return path;
  const taken = posix.basename(path);
  const name =
    naming && taken.startsWith(`${naming.stem}.`)
      ? `${naming.nodeName}${taken.slice(naming.stem.length)}`
      : taken;
  const beside = posix.join(posix.dirname(path), 'examples', name);
  return files.has(beside)
    ? posix.join(posix.dirname(beside), `remora-${posix.basename(path)}`)
    : beside;
}

/** How a test's text loads modules: one vote per import or require of a relative path. */
function styleOf(text: string): ('esm' | 'cjs')[] {
  const votes: ('esm' | 'cjs')[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*import\b[^('"]*['"]/.test(line) || /^\s*import\s*['"]/.test(line)) votes.push('esm');
    else if (/\brequire\(\s*['"]/.test(line)) votes.push('cjs');
  }
  return votes;
}

/** How a test's relative specifiers end: `.js` for a source file, its own ending, or none. */
function endingsOf(text: string): SpecifierEnding[] {
  const endings: SpecifierEnding[] = [];
  for (const line of text.split('\n')) {
    const match = /(?:\bfrom\s*|\brequire\(\s*|^\s*import\s*)['"](\.\.?\/[^'"]*)['"]/.exec(line);
    const specifier = match?.[1];
    if (specifier === undefined) continue;
    const ext = SCRIPT.exec(specifier)?.[1];
    if (ext === undefined) endings.push('none');
    else if (ext.includes('ts')) endings.push('source');
    else endings.push('js');
  }
  return endings;
}

function withEnding(sourcePath: string, ending: SpecifierEnding): string {
  if (ending === 'source') return sourcePath;
  if (ending === 'none') return sourcePath.replace(SCRIPT, '');
  return sourcePath.replace(
    SCRIPT,
    (_, ext: string) => `.${ext.replace('ts', 'js').replace(/x$/, '')}`,
  );
}

/** The most frequent value, the first seen winning a tie; undefined for none. */
function majority<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: T | undefined;
  for (const [value, count] of counts)
    if (best === undefined || count > (counts.get(best) ?? 0)) best = value;
  return best;
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
