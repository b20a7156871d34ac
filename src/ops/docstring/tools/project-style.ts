import { documentedMethodNames, fileDocstrings } from '../../../core/docstring/docstring-style.js';
import {
  resolveProjectStyle,
  STYLE_SETTING_FILES,
  type ProjectStyle,
} from '../../../core/docstring/project-style.js';
import { parseDocstring } from '../../../core/docstring/parse-docstring.js';
import { isTestPath } from '../../../core/signal/scope.js';
import { listWorkspaceFiles } from '../../shared/python-signature/project-files.js';
import type { ToolContext, ToolServices } from '../../shared/tool-context.js';
import { pythonParser } from '../../../adapters/python/python-parser.js';

/** Enough files to know a package's habit without parsing a monorepo. */
const MAX_SAMPLED_FILES = 300;

/** What the repository's own docstrings say: its style, and which method names it documents. */
interface ProjectDocstrings {
  style: ProjectStyle;
  documentedMethods: ReadonlySet<string>;
  /**
   * Whether the project's docstrings that document parameters mostly
   * document the return value too (true without such docstrings).
   */
  documentsReturns: boolean;
}

// Facts about the repository: read once per run's services.
const decided = new WeakMap<ToolServices, Promise<ProjectDocstrings>>();

/**
 * The docstring style this repository writes (see `resolveProjectStyle`),
 * decided once per run from the stable tree, so every file of a pull request
 * gets the same style.
 */
export async function projectDocstringStyle(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<ProjectStyle> {
  return (await projectDocstrings(context)).style;
}

/** What the repository's docstrings habitually document: the return value, or not. */
export async function projectDocstringHabits(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<{ documentsReturns: boolean }> {
  return { documentsReturns: (await projectDocstrings(context)).documentsReturns };
}

/** The names of the methods the repository documents somewhere (what an override inherits). */
export async function projectDocumentedMethods(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<ReadonlySet<string>> {
  return (await projectDocstrings(context)).documentedMethods;
}

function projectDocstrings(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<ProjectDocstrings> {
  let found = decided.get(context.services);
  if (!found) {
    found = decide(context);
    decided.set(context.services, found);
  }
  return found;
}

async function decide(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<ProjectDocstrings> {
  const settings = new Map<string, string | undefined>();
  for (const path of STYLE_SETTING_FILES)
    settings.set(path, await context.workspace.readFile(path));
  // The file under review is part of the package even where the listing cannot see it.
  const listed = [...new Set([context.node.file_path, ...(await listWorkspaceFiles(context))])];
  const files = listed
    .filter((path) => path.endsWith('.py') && !isTestPath(path))
    .slice(0, MAX_SAMPLED_FILES);
  const docstrings: string[] = [];
  const documentedMethods = new Set<string>();
  const parser = await pythonParser();
  for (const path of files) {
    const text = await context.workspace.readFile(path);
    const tree = text === undefined ? null : parser.parse(text);
    if (!tree) continue;
    try {
      docstrings.push(...fileDocstrings(tree.rootNode));
      for (const name of documentedMethodNames(tree.rootNode)) documentedMethods.add(name);
    } finally {
      tree.delete();
    }
  }
  const style = resolveProjectStyle(
    context.opConfig.style,
    (path) => settings.get(path),
    () => docstrings,
  );
  const withParams = docstrings.map(parseDocstring).filter((d) => d.documented.params.length > 0);
  const withReturns = withParams.filter((d) => d.documented.returns !== null).length;
  return {
    style,
    documentedMethods,
    documentsReturns: withParams.length === 0 || withReturns * 2 >= withParams.length,
  };
}
