import { realpathSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MaterialisedWorkspace } from '../../../../src/adapters/files/workspace-materialise.js';
import { openSandbox } from '../../../../src/adapters/process/sandbox.js';
import {
  planExampleTest,
  type ExampleTestPlan,
} from '../../../../src/languages/typescript/testgen/example-test-plan.js';
import {
  runExampleTests,
  type ExampleRunResult,
  type InstalledDependencies,
} from '../../../../src/languages/typescript/testgen/run-example-tests.js';
import { tryDialectOf } from '../../../../src/languages/typescript/testgen/script-parser.js';
import { firstScriptMutant } from '../../../../src/languages/typescript/testgen/script-mutant.js';

const here = dirname(fileURLToPath(import.meta.url));
/**
 * This repository's own node_modules (vitest is installed there), as the
 * folder it is: a checkout may keep it as a link (the folder proof's copy
 * does), and a link is not shown to the sandbox.
 */
export const REPO_NODE_MODULES = realpathSync(join(here, '..', '..', '..', '..', 'node_modules'));
export const FIXTURES = join(
  here,
  '..',
  '..',
  '..',
  'fixtures',
  'languages',
  'typescript',
  'testgen',
);

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'));
}

/** A fixture project copied to a folder of its own, changeable by the test. */
export async function projectFrom(
  fixture: string,
): Promise<{ dir: string; dispose(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'remora-ts-testgen-'));
  await cp(join(FIXTURES, fixture), dir, { recursive: true });
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Copies of `dir` with `extra` files written in: what materialiseWorkspace
 * makes of a workspace, which leaves out every `node_modules` (the installed
 * ones are linked in by the run).
 */
export function copiesOf(
  dir: string,
  extra: Record<string, string>,
): () => Promise<MaterialisedWorkspace> {
  return async () => {
    const copy = await mkdtemp(join(tmpdir(), 'remora-ts-view-'));
    await cp(dir, copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (from) => !relative(dir, from).split(sep).includes('node_modules'),
    });
    for (const [path, text] of Object.entries(extra)) {
      await mkdir(dirname(join(copy, path)), { recursive: true });
      await writeFile(join(copy, path), text);
    }
    return { dir: copy, dispose: () => rm(copy, { recursive: true, force: true }) };
  };
}

/** The generated test file for `name` in `file` of the project at `dir`. */
export async function generate(dir: string, file: string, name: string): Promise<ExampleTestPlan> {
  const text = await readFile(join(dir, file), 'utf8');
  const startLine =
    text.split('\n').findIndex((line) => new RegExp(`function ${name}\\b`).test(line)) + 1;
  return planExampleTest({ filePath: file, text, name, startLine }, await listFiles(dir), (path) =>
    readFile(join(dir, path), 'utf8').catch(() => undefined),
  );
}

/** Generates, then runs the test on the node and its mutant in the sandbox. */
export async function generateAndRun(
  dir: string,
  file: string,
  name: string,
  options: {
    content?: string;
    processEnv?: NodeJS.ProcessEnv;
    timeoutMs?: number;
    /** The installed node_modules; this repository's own at the root by default. */
    dependencies?: InstalledDependencies[];
  } = {},
): Promise<{ generated: Extract<ExampleTestPlan, { content: string }>; run: ExampleRunResult }> {
  const generated = await generate(dir, file, name);
  if (!('content' in generated)) throw new Error(generated.note);
  const text = await readFile(join(dir, file), 'utf8');
  const startLine =
    text.split('\n').findIndex((line) => new RegExp(`function ${name}\\b`).test(line)) + 1;
  const dialect = tryDialectOf(file);
  if (!dialect) throw new Error(`no dialect for ${file}`);
  const mutant = await firstScriptMutant(text, dialect, startLine);
  const run = await runExampleTests({
    sandbox: await openSandbox(process.env),
    materialise: copiesOf(dir, { [generated.testPath]: options.content ?? generated.content }),
    framework: generated.framework,
    nodeOptions: generated.nodeOptions,
    runDir: generated.runDir,
    testPath: generated.testPath,
    nodeFile: file,
    mutant,
    dependencies: options.dependencies ?? [{ dir: '', nodeModules: REPO_NODE_MODULES }],
    processEnv: options.processEnv ?? process.env,
    timeoutMs: options.timeoutMs ?? 60_000,
  });
  return { generated, run };
}
