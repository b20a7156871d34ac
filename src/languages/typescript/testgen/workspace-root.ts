import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { RemoraError } from '../../../core/errors.js';
import { createGlobMatcher, SWEEP_GLOBS, tryGlobProblem } from '../../../core/globs.js';

/** The root of a workspace monorepo (pnpm, npm, yarn, lerna) that holds a package. */
export interface WorkspaceRoot {
  /** The root's folder, `''` for the repository's root. */
  dir: string;
  /** The file that names the package among the workspace's (`pnpm-workspace.yaml`). */
  declaredBy: string;
}

const packagesList = z.array(z.string());
// npm and yarn: `"workspaces": [...]`, or yarn's `{ "packages": [...] }`.
const packageJsonSchema = z.object({
  workspaces: z.union([packagesList, z.object({ packages: packagesList.optional() })]).optional(),
});
const pnpmSchema = z.object({ packages: packagesList.optional() }).nullable();
const lernaSchema = z.object({ packages: packagesList.optional() });

/**
 * The workspace root above the package at `packageDir` (`/`-separated,
 * `''` for the repository's root): the nearest folder above it whose
 * `pnpm-workspace.yaml`, `package.json` `workspaces` or `lerna.json`
 * `packages` (lerna's default `packages/*` when it names none) has a pattern
 * that matches the package's folder and no `!` pattern that takes it out.
 * Undefined when none does. `known` holds the workspace's file paths; a
 * declaring file that is not JSON, or YAML, of the expected shape is TOOL_001.
 */
export async function tryWorkspaceRoot(
  packageDir: string,
  known: ReadonlySet<string>,
  read: (path: string) => Promise<string | undefined>,
): Promise<WorkspaceRoot | undefined> {
  const parts = packageDir === '' ? [] : packageDir.split('/');
  for (let depth = parts.length - 1; depth >= 0; depth--) {
    const dir = parts.slice(0, depth).join('/');
    const below = parts.slice(depth).join('/');
    for (const declaring of ['pnpm-workspace.yaml', 'package.json', 'lerna.json']) {
      const path = dir === '' ? declaring : `${dir}/${declaring}`;
      if (!known.has(path)) continue;
      const patterns = workspacePatterns(declaring, (await read(path)) ?? '', path);
      if (patterns !== undefined && includes(patterns, below)) return { dir, declaredBy: path };
    }
  }
  return undefined;
}

/** The package patterns a declaring file lists, undefined when it declares no workspace. */
function workspacePatterns(kind: string, text: string, shown: string): string[] | undefined {
  if (kind === 'pnpm-workspace.yaml') {
    const parsed = pnpmSchema.safeParse(parsedText(text, shown, 'YAML', parseYaml));
    if (!parsed.success) throw notWhatItShouldBe(shown, parsed.error);
    return parsed.data?.packages;
  }
  const json = parsedText(text, shown, 'JSON', JSON.parse);
  if (kind === 'lerna.json') {
    const parsed = lernaSchema.safeParse(json);
    if (!parsed.success) throw notWhatItShouldBe(shown, parsed.error);
    return parsed.data.packages ?? ['packages/*'];
  }
  const parsed = packageJsonSchema.safeParse(json);
  if (!parsed.success) throw notWhatItShouldBe(shown, parsed.error);
  const workspaces = parsed.data.workspaces;
  return Array.isArray(workspaces) ? workspaces : workspaces?.packages;
}

function parsedText(
  text: string,
  shown: string,
  language: string,
  parse: (text: string) => unknown,
): unknown {
  try {
    return parse(text);
  } catch (error) {
    throw new RemoraError(
      'TOOL_001',
      `${shown} is not ${language} (${(error as Error).message.split('\n')[0] ?? ''})`,
    );
  }
}

function notWhatItShouldBe(shown: string, error: z.ZodError): RemoraError {
  const issue = error.issues[0];
  return new RemoraError(
    'TOOL_001',
    `${shown} does not list its workspace's packages as expected: ` +
      `${issue?.path.join('.') || 'the top level'} (${issue?.message ?? 'wrong shape'})`,
  );
}

/** Whether a package folder (relative to the root) is one the patterns take in. */
function includes(patterns: readonly string[], folder: string): boolean {
  let inside = false;
  for (const raw of patterns) {
    const negated = raw.startsWith('!');
    const pattern = (negated ? raw.slice(1) : raw).replace(/^\.\//, '').replace(/\/+$/, '');
    // A pattern the glob syntax refuses matches nothing, as it would select no package.
    if (pattern === '' || tryGlobProblem(pattern) !== undefined) continue;
    if (exactMatch(pattern, folder)) inside = !negated;
  }
  return inside;
}

/** The sweep dialect also covers a matched folder's contents: a package is its folder alone. */
function exactMatch(pattern: string, folder: string): boolean {
  if (!createGlobMatcher(pattern, SWEEP_GLOBS)(folder)) return false;
  const parent = folder.split('/').slice(0, -1).join('/');
  return (
    parent === '' || pattern.includes('**') || !createGlobMatcher(pattern, SWEEP_GLOBS)(parent)
  );
}
