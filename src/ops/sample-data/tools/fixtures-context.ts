import type { ContextProvider } from '../../shared/tool-context.js';
import { placeFixture } from './fixture-placement.js';

/**
 * Context provider `sample_data.fixtures`: the project's fixture folders
 * with the formats of their files, where this node's sample data goes, and
 * which of the project's tests reads it (none: nothing is written).
 */
export const fixturesContext: ContextProvider = async (context) => {
  const { layout, path, format, reader } = await placeFixture(context);
  const folders = layout.folders.map(
    (f) => `${f.folder} (${f.json} JSON, ${f.yaml} YAML, ${f.other} other)`,
  );
  const existing =
    folders.length > 0
      ? `Fixture folders: ${folders.join('; ')}.`
      : 'The project has no fixture folder yet.';
  const read = reader
    ? `${reader} reads ${layout.folder}.`
    : `No test or conftest.py reads ${layout.folder}: write_fixture_file will write nothing.`;
  return `${existing}\nThis node's sample data goes to ${path} as ${format.toUpperCase()} (${layout.formatSource}).\n${read}`;
};
