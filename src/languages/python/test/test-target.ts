import { importRoots, modulePathOf } from '../testgen/module-path.js';
import type { PytestConfig } from '../testgen/pytest-config.js';
import {
  detectTestLayout,
  testTargetFor,
  type TestLayout,
  type TestTarget,
} from '../testgen/test-layout.js';
import type { ToolContext } from '../../../ops/shared/tool-context.js';
import { listWorkspaceFiles, readPytestConfig } from '../signature/project-files.js';

/** Where the node's tests go and what the project looks like around them. */
export interface TestPlacement {
  config: PytestConfig | undefined;
  layout: TestLayout;
  target: TestTarget;
  /** Folders (repository paths, '' for the root) to put on PYTHONPATH. */
  roots: string[];
  files: string[];
}

/** Reads the workspace's pytest settings and files, and places the node's test file. */
export async function placeTests(
  context: Pick<ToolContext, 'node' | 'services' | 'workspace'>,
): Promise<TestPlacement> {
  const [files, config] = await Promise.all([
    listWorkspaceFiles(context),
    readPytestConfig(context.workspace),
  ]);
  const layout = detectTestLayout(files, config);
  const roots = importRoots(files, config?.pythonpath);
  const module = modulePathOf(context.node.file_path, roots);
  const target = testTargetFor(
    layout,
    context.node.file_path,
    module.ok ? module.root : '',
    files,
    context.node.full_name,
  );
  return { config, layout, target, roots, files };
}

/** Names a test file defines at its top level: test functions, test classes, helpers. */
export function topLevelDefinitions(content: string): string[] {
  return [...content.matchAll(/^(?:async\s+def|def|class)\s+(\w+)/gm)].map(
    (match) => match[1] as string,
  );
}
