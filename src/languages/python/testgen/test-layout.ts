import { DEFAULT_PYTHON_FILES, type PytestConfig } from './pytest-config.js';

/** Where a project keeps its tests and how it names them. */
export interface TestLayout {
  /** `folder`: one tests folder; `colocated`: beside the modules; `package`: a tests folder inside each package. */
  style: 'folder' | 'colocated' | 'package';
  /** The tests folder of the `folder` style ('' otherwise). */
  root: string;
  /** Test files repeat the package folders under the root (`tests/shop/test_orders.py`). */
  mirrored: boolean;
  /** The file name pattern with one `*` for the module: `test_*.py` or `*_test.py`. */
  pattern: string;
  /** The test folders are packages (hold `__init__.py`), so new ones need one too. */
  packages: boolean;
  testFiles: string[];
  /** One line saying what the layout is and why. */
  evidence: string;
}

const SKIPPED_SEGMENT = /^(\..*|venv|env|node_modules|site-packages|build|dist|__pypackages__)$/;
const TEST_FOLDERS = new Set(['tests', 'test']);

const dirOf = (path: string): string =>
  path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
const baseOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** fnmatch-style matching of a file name (`*`, `?`, `[...]`), as pytest's python_files uses. */
export function matchesPattern(name: string, pattern: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`).test(name);
}

/** Test files by pytest's `python_files`, outside virtualenvs and hidden or build folders. */
export function findTestFiles(files: readonly string[], patterns: readonly string[]): string[] {
  return files.filter((path) => {
    if (!path.endsWith('.py') || baseOf(path) === 'conftest.py') return false;
    if (
      dirOf(path)
        .split('/')
        .some((segment) => SKIPPED_SEGMENT.test(segment))
    )
      return false;
    return patterns.some((pattern) => matchesPattern(baseOf(path), pattern));
  });
}

/** Reads the layout from the project's files and pytest settings; with no tests yet, `tests/test_<module>.py`. */
export function detectTestLayout(
  files: readonly string[],
  config: PytestConfig | undefined,
): TestLayout {
  const patterns = config?.python_files ?? [...DEFAULT_PYTHON_FILES];
  const testFiles = findTestFiles(files, patterns);
  const pattern = choosePattern(patterns, testFiles, config !== undefined);
  const folder = (root: string, evidence: (mirrored: boolean) => string): TestLayout => {
    const mirrored = isMirrored(root, testFiles, files);
    const packages = files.some(
      (f) =>
        f.startsWith(`${root}/`) &&
        baseOf(f) === '__init__.py' &&
        testFiles.some((t) => dirOf(t) === dirOf(f)),
    );
    return {
      style: 'folder',
      root,
      mirrored,
      pattern,
      packages,
      testFiles,
      evidence: evidence(mirrored),
    };
  };
  const configured = config?.testpaths
    .map((p) => p.replace(/^\.\//, '').replace(/\/+$/, ''))
    .find((p) => p !== '' && p !== '.' && !p.includes('..'));
  if (configured)
    return folder(
      configured,
      () => `testpaths = ${configured} in ${config?.source}; files named ${pattern}`,
    );
  if (testFiles.length === 0)
    return { ...folder('tests', () => ''), evidence: `no tests yet: tests/${pattern}` };
  const count = `${testFiles.length} test file${testFiles.length === 1 ? '' : 's'}`;
  const style = dominantStyle(testFiles);
  if (style === 'folder') {
    const root = folderRoot(testFiles, files);
    return folder(
      root,
      (mirrored) =>
        `${count} in ${root}/${mirrored ? ' (mirroring the packages)' : ''}, named ${pattern}`,
    );
  }
  const where =
    style === 'package' ? 'in a tests/ folder inside each package' : 'beside their modules';
  return {
    style,
    root: '',
    mirrored: false,
    pattern,
    packages: false,
    testFiles,
    evidence: `${count} ${where}, named ${pattern}`,
  };
}

/** Where most test files sit: a top-level tests folder, a tests folder in a package, or beside modules. */
function dominantStyle(testFiles: readonly string[]): TestLayout['style'] {
  const styles = { folder: 0, package: 0, colocated: 0 };
  for (const file of testFiles) {
    const segments = dirOf(file).split('/');
    if (TEST_FOLDERS.has(segments[0] ?? '')) styles.folder++;
    else if (segments.some((s) => TEST_FOLDERS.has(s))) styles.package++;
    else styles.colocated++;
  }
  if (styles.folder >= styles.package && styles.folder >= styles.colocated) return 'folder';
  return styles.package >= styles.colocated ? 'package' : 'colocated';
}

function choosePattern(
  patterns: readonly string[],
  testFiles: readonly string[],
  configured: boolean,
): string {
  const usable = patterns.filter((p) => /^[^*?[\]/]*\*[^*?[\]/]*\.py$/.test(p));
  if (configured && usable.length > 0 && !usable.every((p) => DEFAULT_PYTHON_FILES.includes(p)))
    return usable[0] as string;
  const suffixed = testFiles.filter(
    (f) => baseOf(f).endsWith('_test.py') && !baseOf(f).startsWith('test_'),
  ).length;
  return suffixed > testFiles.length - suffixed ? '*_test.py' : 'test_*.py';
}

/** The top tests folder, or its single subfolder when every test sits there (`tests/unit`). */
function folderRoot(testFiles: readonly string[], files: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const file of testFiles) {
    const top = dirOf(file).split('/')[0] ?? '';
    if (TEST_FOLDERS.has(top)) counts.set(top, (counts.get(top) ?? 0) + 1);
  }
  const root =
    [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'tests';
  const inRoot = testFiles.filter((f) => f.startsWith(`${root}/`));
  const subfolders = new Set(
    inRoot
      .map((f) => f.slice(root.length + 1).split('/'))
      .map((parts) => (parts.length > 1 ? parts[0] : '')),
  );
  const [only] = [...subfolders];
  return subfolders.size === 1 && only && !isPackageFolder(only, files) ? `${root}/${only}` : root;
}

/** True when a folder under the tests root has the name of a source package. */
function isMirrored(root: string, testFiles: readonly string[], files: readonly string[]): boolean {
  return testFiles.some((file) => {
    if (!file.startsWith(`${root}/`)) return false;
    const sub = dirOf(file.slice(root.length + 1));
    return sub !== '' && isPackageFolder(sub, files);
  });
}

function isPackageFolder(folder: string, files: readonly string[]): boolean {
  return files.some(
    (f) => (f.startsWith(`${folder}/`) || f.startsWith(`src/${folder}/`)) && f.endsWith('.py'),
  );
}

/** Where a module's tests go, whether the file exists, and the `__init__.py` files a new folder needs. */
export interface TestTarget {
  path: string;
  exists: boolean;
  initFiles: string[];
}

/**
 * The test file for a source file: an existing test file with the expected
 * name wins (the project already tests that module there); otherwise the
 * layout's place for it. `importRoot` is the folder the module is imported
 * from ('' or `src`), stripped when mirroring packages. When the project
 * keeps the module's tests in a folder of that name (`tests/test_utils/`),
 * the test goes into that folder (see {@link intoTestFolder}): a file
 * `tests/test_utils.py` beside it is one pytest cannot collect.
 */
export function testTargetFor(
  layout: TestLayout,
  sourcePath: string,
  importRoot: string,
  files: readonly string[],
  nodeName = '',
): TestTarget {
  const parts = (
    importRoot && sourcePath.startsWith(`${importRoot}/`)
      ? sourcePath.slice(importRoot.length + 1)
      : sourcePath
  ).split('/');
  let moduleName = (parts.pop() as string).replace(/\.py$/, '');
  if (moduleName === '__init__') moduleName = parts.pop() ?? 'package';
  const name = layout.pattern.replace('*', moduleName);
  const expected =
    layout.style === 'folder'
      ? [layout.root, ...(layout.mirrored ? parts : []), name].join('/')
      : [dirOf(sourcePath), ...(layout.style === 'package' ? ['tests'] : []), name]
          .filter(Boolean)
          .join('/');
  const existing = layout.testFiles.filter((f) => baseOf(f) === name);
  if (existing.includes(expected)) return { path: expected, exists: true, initFiles: [] };
  const packagePath = parts.join('/');
  const preferred = [...existing].sort(
    (a, b) =>
      Number(dirOf(b).endsWith(packagePath)) - Number(dirOf(a).endsWith(packagePath)) ||
      a.length - b.length ||
      a.localeCompare(b),
  )[0];
  if (preferred && layout.style !== 'colocated')
    return { path: preferred, exists: true, initFiles: [] };
  const inFolder = intoTestFolder(layout, expected, moduleName, nodeName, files);
  if (inFolder) return inFolder;
  return {
    path: expected,
    exists: files.includes(expected),
    initFiles: layout.packages ? missingInits(layout.root, dirOf(expected), files) : [],
  };
}

/**
 * The place for a module's tests when the project keeps them in a folder
 * named like the test file would be (`tests/test_utils/` for
 * `tests/test_utils.py`): a test file in that folder, named as its files
 * are, for the node (`tests/test_utils/test_make_str.py`), or the folder's
 * own file for the module when it has one. Undefined when there is no such
 * folder of Python files.
 */
function intoTestFolder(
  layout: TestLayout,
  expected: string,
  moduleName: string,
  nodeName: string,
  files: readonly string[],
): TestTarget | undefined {
  const folder = expected.slice(0, -'.py'.length);
  const inside = files.filter((f) => f.startsWith(`${folder}/`) && f.endsWith('.py'));
  if (inside.length === 0) return undefined;
  const own = `${folder}/${baseOf(expected)}`;
  if (files.includes(own)) return { path: own, exists: true, initFiles: [] };
  const stem = snakeCase(nodeName.split('.')[0] ?? '') || moduleName;
  const name = layout.pattern.replace('*', stem);
  // Outside packages pytest imports a test file by its bare name: one taken elsewhere would clash.
  const taken = layout.testFiles.some((f) => baseOf(f) === name && dirOf(f) !== folder);
  const isPackage = files.includes(`${folder}/__init__.py`);
  const path = `${folder}/${taken && !isPackage ? layout.pattern.replace('*', `${moduleName}_${stem}`) : name}`;
  return { path, exists: files.includes(path), initFiles: [] };
}

/** `parseURL`, `_Helper` as the stems of test file names: `parse_url`, `helper`. */
function snakeCase(name: string): string {
  return name
    .replace(/#\d+$/, '')
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/**
 * The `__init__.py` files a new folder under a package-style tests root
 * lacks, root first. A folder that already holds files keeps its own choice:
 * one the project left without `__init__.py` is not made a package.
 */
export function missingInits(root: string, folder: string, files: readonly string[]): string[] {
  const inits: string[] = [];
  if (root === '' || !(folder === root || folder.startsWith(`${root}/`))) return inits;
  const segments = folder.slice(root.length).split('/').filter(Boolean);
  for (let depth = 0; depth <= segments.length; depth++) {
    const dir = [root, ...segments.slice(0, depth)].join('/');
    const init = `${dir}/__init__.py`;
    if (!files.includes(init) && !files.some((f) => f.startsWith(`${dir}/`))) inits.push(init);
  }
  return inits;
}
