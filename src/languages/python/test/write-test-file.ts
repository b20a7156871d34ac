import type { Node } from 'web-tree-sitter';
import { RemoraError } from '../../../core/errors.js';
import { mergeTestFile } from '../testgen/merge-test-file.js';
import { DEFAULT_PYTHON_FILES } from '../testgen/pytest-config.js';
import { matchesPattern, missingInits } from '../testgen/test-layout.js';
import { confineWorkspacePath } from '../../../core/workspace/workspace-path.js';
import type { WorkspaceOverlay } from '../../../core/workspace/overlay.js';
import { writeTestFileArguments as argsSchema } from '../../../ops/test/arguments.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { withPythonTree } from '../signature/python-tree.js';
import { placeTests } from './test-target.js';

/**
 * `write_test_file(path, content)`: puts this run's tests into a test file.
 * An existing file keeps all its content: the new imports it lacks go after
 * its imports, the new functions at its end. Each call replaces what earlier
 * calls of the same run wrote, so a test can be corrected or dropped; empty
 * content withdraws this run's tests altogether. The path must be a test file
 * by the project's naming (pytest's python_files), never the node's own file.
 */
export const writeTestFile: ToolHandler = async (args, context) => {
  const { path: asked, content } = argsSchema.parse(args);
  const path = confineWorkspacePath(asked);
  const placement = await placeTests(context);
  checkTestPath(
    path,
    context.node.file_path,
    placement.config?.python_files ?? [...DEFAULT_PYTHON_FILES],
  );
  checkNoPackageClash(path, placement.files, placement.target.path);
  const original = await stableContent(context.workspace, path);
  if (content.trim() === '') return withdraw(context.workspace, path, original);
  const syntax = await withPythonTree(content, firstSyntaxError);
  if (syntax !== undefined)
    throw new RemoraError(
      'TOOL_001',
      `the content does not parse as Python (line ${syntax}); nothing was written`,
    );
  // Only an existing file has imports of its own to reach names through.
  const merged = mergeTestFile(
    original,
    content,
    original === undefined
      ? undefined
      : await importsNodeModule(context.workspace, context.node.file_path),
  );
  if (!merged.ok) throw new RemoraError('TOOL_001', `${path}: ${merged.error}`);
  await context.workspace.writeFile(path, merged.content);
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const inits = placement.layout.packages
    ? missingInits(
        placement.layout.root,
        folder,
        placement.files.filter((f) => f !== path),
      )
    : [];
  for (const init of inits) await context.workspace.writeFile(init, '');
  return {
    path,
    created: original === undefined,
    tests_added: merged.added,
    ...(merged.importsAdded.length > 0 ? { imports_added: merged.importsAdded } : {}),
    ...(inits.length > 0 ? { init_files: inits } : {}),
  };
};

function checkTestPath(path: string, sourcePath: string, patterns: readonly string[]): void {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (path === sourcePath)
    throw new RemoraError('TOOL_001', `${path} is the code under test; write tests to a test file`);
  if (!name.endsWith('.py') || !patterns.some((pattern) => matchesPattern(name, pattern))) {
    throw new RemoraError(
      'TOOL_001',
      `${path} is not a test file name here (pytest collects ${patterns.join(', ')})`,
    );
  }
}

/**
 * `tests/test_utils.py` beside the package `tests/test_utils/` is one name
 * for two modules: pytest stops at "import file mismatch" and runs neither.
 */
function checkNoPackageClash(path: string, files: readonly string[], placed: string): void {
  const init = `${path.slice(0, -'.py'.length)}/__init__.py`;
  if (!files.includes(init)) return;
  const instead = placed !== path ? ` (this module's tests go in ${placed})` : '';
  throw new RemoraError(
    'TOOL_001',
    `${path} would clash with the test package ${init.slice(0, -'/__init__.py'.length)}/ (pytest: import file mismatch); write into that folder instead${instead}`,
  );
}

/**
 * Which `P.N` a `from P import N` certainly binds as the module: only the
 * module of the node under test, whose package's `__init__.py` (if it has
 * one) never names N. A package that rebinds the name (`from .tools import
 * tools`) makes `from P import N` the function, not the module.
 */
async function importsNodeModule(
  workspace: WorkspaceOverlay,
  nodePath: string,
): Promise<(module: string) => boolean> {
  const parts = nodePath.split('/');
  const file = parts.pop() as string;
  // A package's own module is its folder: `pkg/tools/__init__.py` is `pkg.tools`.
  const stem = file === '__init__.py' ? parts.pop() : file.replace(/\.pyi?$/, '');
  if (stem === undefined || !/^[A-Za-z_]\w*$/.test(stem)) return () => false;
  const init = await workspace.readFile([...parts, '__init__.py'].join('/'));
  if (init !== undefined && new RegExp(`\\b${stem}\\b`).test(init)) return () => false;
  return (module) => {
    const segments = module.split('.');
    const name = segments.pop();
    // The package's dotted name ends the node's folder: `boltons` of `src/boltons/strutils.py`.
    const folder = parts.slice(parts.length - segments.length);
    return (
      name === stem && segments.length <= parts.length && segments.join('/') === folder.join('/')
    );
  };
}

/** The file as it was before this run wrote it (the stable tree's, or an upstream op's). */
async function stableContent(
  workspace: WorkspaceOverlay,
  path: string,
): Promise<string | undefined> {
  const change = (await workspace.changes()).find((c) => c.path === path);
  return change ? change.before : workspace.readFile(path);
}

/** Puts the file back as it was and drops the empty `__init__.py` files a write added. */
async function withdraw(
  workspace: WorkspaceOverlay,
  path: string,
  original: string | undefined,
): Promise<unknown> {
  if (original === undefined) await workspace.deleteFile(path);
  else await workspace.writeFile(path, original);
  for (const change of await workspace.changes()) {
    if (change.path.endsWith('__init__.py') && change.before === undefined && change.after === '')
      await workspace.deleteFile(change.path);
  }
  return { path, withdrawn: true };
}

function firstSyntaxError(root: Node): number | undefined {
  if (!root.hasError) return undefined;
  const find = (node: Node): Node | undefined => {
    if (node.isError || node.isMissing) return node;
    for (const child of node.children)
      if (child.hasError || child.isMissing) return find(child) ?? child;
    return undefined;
  };
  return (find(root) ?? root).startPosition.row + 1;
}
