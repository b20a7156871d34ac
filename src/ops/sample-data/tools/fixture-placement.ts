import { z } from 'zod';
import type { FixtureFormat } from '../../../core/sample-data/fixture-document.js';
import {
  detectFixtureLayout,
  fixturePathFor,
  readsFixtureFolder,
  type FixtureLayout,
} from '../../../core/sample-data/fixture-layout.js';
import { isTestPath } from '../../../core/signal/scope.js';
import { detectTestLayout } from '../../../core/testgen/test-layout.js';
import type { ToolContext, ToolServices } from '../../shared/tool-context.js';
import {
  listWorkspaceFiles,
  readPytestConfig,
} from '../../shared/python-signature/project-files.js';

const opConfigSchema = z.looseObject({ format: z.enum(['json', 'yaml']).optional() });

/** The project's fixture folders and formats, and where this node's fixture file goes. */
export interface FixturePlacement {
  layout: FixtureLayout;
  path: string;
  format: FixtureFormat;
  /** The project's test file (or conftest.py) that reads the fixture folder, if one does. */
  reader?: string;
}

// Test files read to find the one that loads fixtures: enough for any real suite's conftest and helpers.
const MAX_READER_FILES = 400;

/**
 * Places the node's fixture file: `<fixture folder>/<module>/<target>.<ext>`.
 * The format is the one asked for, else `operations.sample_data.format`, else
 * that of an existing file for the target, else the project's majority.
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
  const { path, format } = fixturePathFor(
    layout,
    moduleName,
    // A redefined name (`edit#4`, the implementation after its overloads) is still `edit`.
    context.node.full_name.replace(/#\d+$/, ''),
    files,
    asked ?? configured,
  );
  const reader = await readerOf(context, files, layout.folder);
  return { layout, path, format, ...(reader ? { reader } : {}) };
}

// The project's tests are the stable tree's: read once per run and folder, not once per node.
const readers = new WeakMap<ToolServices, Map<string, Promise<string | undefined>>>();

function readerOf(
  context: Pick<ToolContext, 'workspace' | 'services'>,
  files: readonly string[],
  folder: string,
): Promise<string | undefined> {
  const known = readers.get(context.services) ?? new Map<string, Promise<string | undefined>>();
  readers.set(context.services, known);
  let found = known.get(folder);
  if (!found) known.set(folder, (found = fixtureReader(context, files, folder)));
  return found;
}

/**
 * The first test file or conftest.py (conftest first, nearest the root
 * first) that reads the fixture folder: a fixture nothing reads is noise.
 */
async function fixtureReader(
  context: Pick<ToolContext, 'workspace'>,
  files: readonly string[],
  folder: string,
): Promise<string | undefined> {
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
  for (const file of candidates) {
    const text = await context.workspace.readFile(file);
    if (text !== undefined && readsFixtureFolder(text, folder)) return file;
  }
  return undefined;
}
