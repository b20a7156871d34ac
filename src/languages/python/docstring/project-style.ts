import {
  documentedMethodNames,
  fileDocstrings,
  functionDocs,
  LEAST_PEERS,
  type FunctionDocs,
} from '../docs/docstring-style.js';
import {
  resolveProjectStyle,
  STYLE_SETTING_FILES,
  type ProjectStyle,
} from '../docs/project-style.js';
import { parseDocstring } from '../docs/parse-docstring.js';
import { isTestPath } from '../scope.js';
import { listWorkspaceFiles } from '../signature/project-files.js';
import type { ToolContext, ToolServices } from '../../../ops/shared/tool-context.js';
import { pythonParser, withParsedPython } from '../parser.js';
import type { Node } from 'web-tree-sitter';

/** Enough files to know a package's habit without parsing a monorepo. */
const MAX_SAMPLED_FILES = 300;

/** What the repository's own docstrings say: its style, and which method names it documents. */
interface ProjectDocstrings {
  /** The style of each file, decided once per file. */
  styleOf: (path: string) => ProjectStyle;
  documentedMethods: ReadonlySet<string>;
  /**
   * Whether the project's docstrings that document parameters mostly
   * document the return value too (true without such docstrings).
   */
  documentsReturns: boolean;
  /** How documented the public functions of the files around `path` are, nearest folder first. */
  functionDocsAround: (path: string) => FunctionDocs | undefined;
}

// Facts about the repository: read once per run's services.
const decided = new WeakMap<ToolServices, Promise<ProjectDocstrings>>();

/**
 * The docstring style the node's file is written in (see
 * `resolveProjectStyle`): the configured or set convention, else the file's
 * own majority, its package's, the repository's; read once per run from the
 * stable tree.
 */
export async function projectDocstringStyle(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<ProjectStyle> {
  return (await projectDocstrings(context)).styleOf(context.node.file_path);
}

// A file's or a package's own majority decides once it has this many docstrings with sections.
const FILE_LEAST = 2;
const PACKAGE_LEAST = 3;

/** What the repository's docstrings habitually document: the return value, or not. */
export async function projectDocstringHabits(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<{ documentsReturns: boolean }> {
  return { documentsReturns: (await projectDocstrings(context)).documentsReturns };
}

/**
 * How documented the public functions around the node's file are: the files
 * of its folder, else of the folder above, and so on, the first that holds
 * enough of them to say (the file itself left out).
 */
export async function projectFunctionDocsAround(
  context: Pick<ToolContext, 'services' | 'workspace' | 'opConfig' | 'node'>,
): Promise<FunctionDocs | undefined> {
  return (await projectDocstrings(context)).functionDocsAround(context.node.file_path);
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
  const byFile = new Map<string, string[]>();
  const functionsByFile = new Map<string, FunctionDocs>();
  const documentedMethods = new Set<string>();
  const parser = await pythonParser();
  const sample = (path: string, root: Node): void => {
    byFile.set(path, fileDocstrings(root));
    functionsByFile.set(path, functionDocs(root));
    for (const name of documentedMethodNames(root)) documentedMethods.add(name);
  };
  for (const path of files) {
    const text = await context.workspace.readFile(path);
    if (text === undefined) continue;
    // The file under review is the one the tools parse too: its tree is shared.
    if (path === context.node.file_path) {
      await withParsedPython(text, (root) => sample(path, root));
      continue;
    }
    const tree = parser.parse(text);
    if (!tree) continue;
    try {
      sample(path, tree.rootNode);
    } finally {
      tree.delete();
    }
  }
  const docstrings = [...byFile.values()].flat();
  const folderOf = (path: string): string => path.slice(0, Math.max(path.lastIndexOf('/'), 0));
  const styles = new Map<string, ProjectStyle>();
  const styleOf = (path: string): ProjectStyle => {
    const known = styles.get(path);
    if (known) return known;
    const folder = folderOf(path);
    const style = resolveProjectStyle(
      context.opConfig.style,
      (file) => settings.get(file),
      () => [
        { where: 'this file', docstrings: byFile.get(path) ?? [], least: FILE_LEAST },
        {
          where: folder === '' ? 'the top folder' : `the package ${folder}`,
          docstrings: [...byFile].flatMap(([file, found]) =>
            folderOf(file) === folder ? found : [],
          ),
          least: PACKAGE_LEAST,
        },
        { where: 'this repository', docstrings, least: 1 },
      ],
    );
    styles.set(path, style);
    return style;
  };
  const withParams = docstrings.map(parseDocstring).filter((d) => d.documented.params.length > 0);
  const withReturns = withParams.filter((d) => d.documented.returns !== null).length;
  const functionDocsAround = (path: string): FunctionDocs | undefined => {
    for (let folder = folderOf(path); ; folder = folderOf(folder)) {
      const inside = [...functionsByFile].filter(
        ([file]) => file !== path && (folder === '' || file.startsWith(`${folder}/`)),
      );
      const total = inside.reduce((sum, [, docs]) => sum + docs.total, 0);
      if (total >= LEAST_PEERS)
        return { total, documented: inside.reduce((sum, [, docs]) => sum + docs.documented, 0) };
      if (folder === '') return undefined;
    }
  };
  return {
    styleOf,
    documentedMethods,
    documentsReturns: withParams.length === 0 || withReturns * 2 >= withParams.length,
    functionDocsAround,
  };
}
