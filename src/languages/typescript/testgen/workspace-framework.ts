import { detectTestFramework, type FrameworkChoice, type TestFramework } from './framework.js';
import { tryWorkspaceRoot } from './workspace-root.js';

/** A package's test runner, and the folder it runs from. */
export type RunnerChoice =
  | (Extract<FrameworkChoice, { framework: TestFramework }> & {
      /** Where the runner starts: the package's folder, or its workspace root's. */
      runDir: string;
    })
  | Extract<FrameworkChoice, { framework: undefined }>;

// The configuration files each runner reads from the folder it starts in.
const CONFIG_FILES: readonly [RegExp, TestFramework][] = [
  [/^vitest\.(config|workspace)\.[cm]?[jt]s$/, 'vitest'],
  [/^jest\.config\.([cm]?[jt]s|json)$/, 'jest'],
  [/^\.mocharc\.([cm]?js|ya?ml|jsonc?)$/, 'mocha'],
];

/**
 * The runner of the package at `packageDir` and where it runs. The
 * package's own first: its package.json (the `test` script, then its
 * dependencies), then a runner's configuration file in its folder; it runs
 * there. A package that names none, in a workspace monorepo (pnpm, npm,
 * yarn, lerna: see `tryWorkspaceRoot`), gets its workspace root's, found the
 * same way, and runs from the root, with the root's configuration (its
 * aliases, setup files and projects) as the project's own `test` script
 * runs it. The module type stays the package's.
 */
export async function chooseTestRunner(
  packageDir: string,
  known: ReadonlySet<string>,
  read: (path: string) => Promise<string | undefined>,
): Promise<RunnerChoice> {
  const own = await runnerIn(packageDir, known, read);
  if (own.framework) return { ...own, runDir: packageDir };
  const root = await tryWorkspaceRoot(packageDir, known, read);
  if (!root) return own;
  const shared = await runnerIn(root.dir, known, read);
  const rootManifest = manifestOf(root.dir);
  if (!shared.framework)
    return {
      framework: undefined,
      moduleType: own.moduleType,
      note:
        `neither ${manifestOf(packageDir)} nor the root of its workspace (${rootManifest}, ` +
        `as ${root.declaredBy} makes it) names a test framework Remora runs (vitest, jest, mocha, ` +
        'or node --test in the test script): no test is written',
    };
  return {
    ...shared,
    because: `its workspace root runs the tests (${root.declaredBy}): ${shared.because}`,
    moduleType: own.moduleType,
    runDir: root.dir,
  };
}

/** The runner one folder's package.json or configuration files name. */
async function runnerIn(
  dir: string,
  known: ReadonlySet<string>,
  read: (path: string) => Promise<string | undefined>,
): Promise<FrameworkChoice> {
  const manifest = manifestOf(dir);
  const choice = known.has(manifest)
    ? detectTestFramework((await read(manifest)) ?? '', manifest)
    : ({ framework: undefined, note: `no ${manifest}`, moduleType: 'commonjs' } as const);
  if (choice.framework) return choice;
  const prefix = dir === '' ? '' : `${dir}/`;
  for (const [pattern, framework] of CONFIG_FILES) {
    const config = [...known].find(
      (path) => path.startsWith(prefix) && pattern.test(path.slice(prefix.length)),
    );
    if (config !== undefined)
      return {
        framework,
        because: `${config} configures it`,
        moduleType: choice.moduleType,
      };
  }
  return choice;
}

function manifestOf(dir: string): string {
  return dir === '' ? 'package.json' : `${dir}/package.json`;
}
