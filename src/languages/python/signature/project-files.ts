import {
  findPytestConfig,
  PYTEST_CONFIG_FILES,
  type PytestConfig,
} from '../testgen/pytest-config.js';
import { listTreeFiles } from '../../../adapters/files/workspace-tree.js';
import type { WorkspaceOverlay } from '../../../core/workspace/overlay.js';
import type { ToolContext, ToolServices } from '../../../ops/shared/tool-context.js';

// The stable tree does not change during a run: list it once per run's services.
const stableListings = new WeakMap<ToolServices, Promise<string[]>>();

/**
 * Every file the workspace has, by repository path, sorted: the stable
 * tree's files (listed once per run) with the workspace's own additions and
 * deletions applied.
 */
export async function listWorkspaceFiles(
  context: Pick<ToolContext, 'services' | 'workspace'>,
): Promise<string[]> {
  let stable = stableListings.get(context.services);
  if (!stable) {
    stable = listTreeFiles(context.services.stableRoot).then((entries) =>
      entries.filter((e) => e.kind === 'file').map((e) => e.path),
    );
    stableListings.set(context.services, stable);
  }
  const files = new Set(await stable);
  for (const change of await context.workspace.changes()) {
    if (change.after === undefined) files.delete(change.path);
    else files.add(change.path);
  }
  return [...files].sort();
}

/** The pytest configuration of the workspace, as pytest would find it from the repository root. */
export async function readPytestConfig(
  workspace: WorkspaceOverlay,
): Promise<PytestConfig | undefined> {
  const texts = new Map<string, string | undefined>();
  for (const name of PYTEST_CONFIG_FILES) texts.set(name, await workspace.readFile(name));
  return findPytestConfig((name) => texts.get(name));
}
