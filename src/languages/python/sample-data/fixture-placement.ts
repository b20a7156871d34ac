import { z } from 'zod';
import type { FixtureFormat } from './fixture-document.js';
import { findFixtureLoaders, loaderTakes, type FixtureLoader } from './fixture-loader.js';
import {
  detectFixtureLayout,
  fixturePathFor,
  readsFixtureFolder,
  type FixtureLayout,
} from './fixture-layout.js';
import { isTestPath } from '../scope.js';
import { detectTestLayout } from '../testgen/test-layout.js';
import type { ToolContext, ToolServices } from '../../../ops/shared/tool-context.js';
import { listWorkspaceFiles, readPytestConfig } from '../signature/project-files.js';

const opConfigSchema = z.looseObject({ format: z.enum(['json', 'yaml']).optional() });

/** The project's fixture folders and formats, and where this node's fixture file goes. */
export interface FixturePlacement {
  layout: FixtureLayout;
  path: string;
  format: FixtureFormat;
  /** Where the project's tests load every file of the folder that `path` is, `file:line`, if they do. */
  reader?: string;
  /** That loader's code (`sorted(FIXTURES.glob("*.json"))`). */
  loader?: string;
  /** A test file that reads the folder by known file names only: no new file there is loaded. */
  readsByName?: string;
}

/** A project file's loaders of the fixture folder, and whether it reads the folder at all. */
interface FolderReaders {
  loaders: { file: string; loader: FixtureLoader }[];
  readsByName?: string;
}

// Test files read to find the one that loads fixtures: enough for any real suite's conftest and helpers.
const MAX_READER_FILES = 400;

/**
 * Places the node's fixture file: `<fixture folder>/<module>/<target>.<ext>`,
 * or `<fixture folder>/<module>.<target>.<ext>` when only that is a file the
 * project's loader takes (a glob of the folder's own files). The format is
 * the one asked for, else `operations.sample_data.format`, else that of an
 * existing file for the target, else the project's majority.
 */
export async function placeFixture(
  context: Pick<ToolContext, 'node' | 'services' | 'workspace' | 'opConfig'>,
  asked?: FixtureFormat,
): Promise<FixturePlacement> {
  const [files, config] = await Promise.all([
    listWorkspaceFiles(context),
    readPytestConfig(context.workspace),
  ]);
  const parsed = opConfigSchema.safeParse(context.opConfig);
  const configured = parsed.success ? parsed.data.format : undefined;
  const tests = detectTestLayout(files, config);
  const layout = detectFixtureLayout(
    files,
    configured,
    tests.style === 'folder' ? tests.root.split('/')[0] : 'tests',
  );
  const file = context.node.file_path;
  const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.pyi?$/, '');
  const moduleName = base === '__init__' ? (file.split('/').slice(-2, -1)[0] ?? base) : base;
  // A redefined name (`edit#4`, the implementation after its overloads) is still `edit`.
  const target = context.node.full_name.replace(/#\d+$/, '');
  const { path, format } = fixturePathFor(layout, moduleName, target, files, asked ?? configured);
  const readers = await readersOf(context, files, layout.folder);
  const flat = `${layout.folder}/${moduleName}.${path.slice(path.lastIndexOf('/') + 1)}`;
  for (const candidate of files.includes(path) ? [path] : [path, flat]) {
    const relative = candidate.slice(layout.folder.length + 1);
    const found = readers.loaders.find(({ loader }) => loaderTakes(loader, relative));
    if (found)
      return {
        layout,
        path: candidate,
        format,
        reader: `${found.file}:${found.loader.line}`,
        loader: found.loader.code,
      };
  }
  return {
    layout,
    path,
    format,
    ...(readers.readsByName ? { readsByName: readers.readsByName } : {}),
  };
}

// The project's tests are the stable tree's: read once per run and folder, not once per node.
const readers = new WeakMap<ToolServices, Map<string, Promise<FolderReaders>>>();

function readersOf(
  context: Pick<ToolContext, 'workspace' | 'services'>,
  files: readonly string[],
  folder: string,
): Promise<FolderReaders> {
  const known = readers.get(context.services) ?? new Map<string, Promise<FolderReaders>>();
  readers.set(context.services, known);
  let found = known.get(folder);
  if (!found) known.set(folder, (found = folderReaders(context, files, folder)));
  return found;
}

/**
 * The loaders of the fixture folder in the project's test files and
 * conftest.py files (conftest first, nearest the root first), and the first
 * file that reads the folder by name: a fixture nothing loads is noise.
 */
async function folderReaders(
  context: Pick<ToolContext, 'workspace'>,
  files: readonly string[],
  folder: string,
): Promise<FolderReaders> {
  const depth = (path: string): number => path.split('/').length;
  const candidates = files
    .filter((f) => f.endsWith('.py') && isTestPath(f) && !f.startsWith(`${folder}/`))
    .sort(
      (a, b) =>
        Number(!a.endsWith('conftest.py')) - Number(!b.endsWith('conftest.py')) ||
        depth(a) - depth(b) ||
        a.localeCompare(b),
    )
    .slice(0, MAX_READER_FILES);
  const found: FolderReaders = { loaders: [] };
  for (const file of candidates) {
    const text = await context.workspace.readFile(file);
    if (text === undefined || !readsFixtureFolder(text, folder)) continue;
    found.readsByName ??= file;
    for (const loader of findFixtureLoaders(text, folder)) found.loaders.push({ file, loader });
  }
  return found;
}
