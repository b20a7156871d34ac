import { z } from 'zod';
import { RemoraError } from '../../../core/errors.js';

/** The test runners whose tests Remora writes and runs for a TypeScript or JavaScript package. */
export type TestFramework = 'vitest' | 'jest' | 'mocha' | 'node-test';

/** What a package.json says about its tests: its runner, or why there is none. */
export type FrameworkChoice =
  | {
      framework: TestFramework;
      because: string;
      moduleType: 'module' | 'commonjs';
      /** For `node --test`: the options the script gives Node.js (`--import tsx`), its reporters aside. */
      nodeOptions?: string[];
    }
  | { framework: undefined; note: string; moduleType: 'module' | 'commonjs' };

const packageSchema = z.object({
  type: z.string().optional(),
  scripts: z.record(z.string(), z.unknown()).optional(),
  dependencies: z.record(z.string(), z.unknown()).optional(),
  devDependencies: z.record(z.string(), z.unknown()).optional(),
});

/** A package's own runner first: its dependencies are tried in this order. */
const BY_DEPENDENCY: readonly [string, TestFramework][] = [
  ['vitest', 'vitest'],
  ['jest', 'jest'],
  ['mocha', 'mocha'],
];

/**
 * The test framework of the package whose `package.json` is `text` (at
 * `shown`, for messages): the one its `test` script runs, else the first of
 * vitest, jest and mocha among its dependencies; `node --test` needs none.
 * A package with neither gets no test, and a note that says so. Text that is
 * not a package.json is TOOL_001.
 */
export function detectTestFramework(text: string, shown: string): FrameworkChoice {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new RemoraError('TOOL_001', `${shown} is not JSON (${(error as Error).message})`);
  }
  const parsed = packageSchema.safeParse(json);
  if (!parsed.success)
    throw new RemoraError(
      'TOOL_001',
      `${shown} is not a package.json: ${parsed.error.issues[0]?.path.join('.') || 'the top level'} ` +
        `is not what npm expects (${parsed.error.issues[0]?.message ?? 'wrong shape'})`,
    );
  const pkg = parsed.data;
  const moduleType = pkg.type === 'module' ? 'module' : 'commonjs';
  const script = typeof pkg.scripts?.test === 'string' ? pkg.scripts.test : undefined;
  const fromScript = script === undefined ? undefined : frameworkOfScript(script);
  if (fromScript && script !== undefined) {
    const because = `its test script runs ${script}`;
    if (fromScript !== 'node-test') return { framework: fromScript, because, moduleType };
    return { framework: fromScript, because, moduleType, nodeOptions: nodeOptionsOf(script) };
  }
  for (const [name, framework] of BY_DEPENDENCY)
    if (pkg.devDependencies?.[name] !== undefined || pkg.dependencies?.[name] !== undefined)
      return { framework, because: `it depends on ${name}`, moduleType };
  return {
    framework: undefined,
    note:
      `${shown} names no test framework Remora runs (vitest, jest, mocha, or node --test ` +
      'in its test script): no test is written',
    moduleType,
  };
}

/** The framework a `test` script's command runs, read word by word (`cross-env X=1 vitest run`). */
function frameworkOfScript(script: string): TestFramework | undefined {
  for (const command of script.split(/&&|\|\||;/)) {
    const words = command.trim().split(/\s+/);
    for (const [index, word] of words.entries()) {
      const program = word.slice(word.lastIndexOf('/') + 1);
      if (program === 'vitest') return 'vitest';
      if (program === 'jest') return 'jest';
      if (program === 'mocha' || program === '_mocha') return 'mocha';
      if (program === 'node' && words.slice(index + 1).includes('--test')) return 'node-test';
    }
  }
  return undefined;
}

// Options of Node.js that take their value as the next word.
const VALUED = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '--conditions',
  '-C',
]);

/**
 * The options of the script's `node … --test` command: the words starting
 * with `-` (and the value of those that take the next word), but the test
 * runner's own (`--test-reporter=spec`, `--test-concurrency`, …), which the
 * run sets itself; the file patterns are dropped too: the run names its file.
 */
function nodeOptionsOf(script: string): string[] {
  for (const command of script.split(/&&|\|\||;/)) {
    const words = command.trim().split(/\s+/);
    const start = words.findIndex((word) => word.slice(word.lastIndexOf('/') + 1) === 'node');
    if (start === -1 || !words.includes('--test')) continue;
    const options: string[] = [];
    for (let i = start + 1; i < words.length; i++) {
      const word = words[i] ?? '';
      if (!word.startsWith('-') || word === '--test' || word.startsWith('--test-')) continue;
      options.push(word);
      if (VALUED.has(word) && words[i + 1] !== undefined) options.push(words[++i] ?? '');
    }
    return options;
  }
  return [];
}

/**
 * The folder of the package.json nearest to `filePath` (a workspace path,
 * `/`-separated): `filePath`'s own folder or the closest above it that
 * `exists` says holds one. Undefined when none up to the root does.
 */
export async function tryNearestPackageDir(
  filePath: string,
  exists: (path: string) => Promise<boolean>,
): Promise<string | undefined> {
  const parts = filePath.split('/').slice(0, -1);
  for (let depth = parts.length; depth >= 0; depth--) {
    const dir = parts.slice(0, depth).join('/');
    if (await exists(dir === '' ? 'package.json' : `${dir}/package.json`)) return dir;
  }
  return undefined;
}
