import { z } from 'zod';
import type { FixtureFormat } from '../../../core/sample-data/fixture-document.js';
import {
  detectFixtureLayout,
  fixturePathFor,
  type FixtureLayout,
} from '../../../core/sample-data/fixture-layout.js';
import { detectTestLayout } from '../../../core/testgen/test-layout.js';
import type { ToolContext } from '../../shared/tool-context.js';
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
}

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
  return { layout, path, format };
}
