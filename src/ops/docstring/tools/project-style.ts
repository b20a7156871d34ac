import { fileDocstrings } from '../../../core/docstring/docstring-style.js';
import {
  resolveProjectStyle,
  STYLE_SETTING_FILES,
  type ProjectStyle,
} from '../../../core/docstring/project-style.js';
import { isTestPath } from '../../../core/signal/scope.js';
import { listWorkspaceFiles } from '../../shared/python-signature/project-files.js';
import type { ToolContext, ToolServices } from '../../shared/tool-context.js';
import { pythonParser } from '../../../adapters/python/python-parser.js';

/** Enough files to know a package's habit without parsing a monorepo. */
const MAX_SAMPLED_FILES = 300;

// The style is a fact about the repository: decided once per run's services.
const decided = new WeakMap<ToolServices, Promise<ProjectStyle>>();

/**
 * The docstring style this repository writes (see `resolveProjectStyle`),
 * decided once per run from the stable tree, so every file of a pull request
 * gets the same style.
 */
export function projectDocstringStyle(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<ProjectStyle> {
  let style = decided.get(context.services);
  if (!style) {
    style = decide(context);
    decided.set(context.services, style);
  }
  return style;
}

async function decide(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<ProjectStyle> {
  const settings = new Map<string, string | undefined>();
  for (const path of STYLE_SETTING_FILES)
    settings.set(path, await context.workspace.readFile(path));
  // The file under review is part of the package even where the listing cannot see it.
  const listed = [...new Set([context.node.file_path, ...(await listWorkspaceFiles(context))])];
  const files = listed
    .filter((path) => path.endsWith('.py') && !isTestPath(path))
    .slice(0, MAX_SAMPLED_FILES);
  const docstrings: string[] = [];
  const parser = await pythonParser();
  for (const path of files) {
    const text = await context.workspace.readFile(path);
    const tree = text === undefined ? null : parser.parse(text);
    if (!tree) continue;
    try {
      docstrings.push(...fileDocstrings(tree.rootNode));
    } finally {
      tree.delete();
    }
  }
  return resolveProjectStyle(
    context.opConfig.style,
    (path) => settings.get(path),
    () => docstrings,
  );
}
