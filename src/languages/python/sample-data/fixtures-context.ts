import type { ContextProvider } from '../../../ops/shared/tool-context.js';
import { placeFixture } from './fixture-placement.js';
import { unloadedReason } from './write-fixture-file.js';

/**
 * Context provider `sample_data.fixtures`: the project's fixture folders
 * with the formats of their files, where this node's sample data goes, and
 * which loader of the project's tests takes it (none: nothing is written).
 */
export const fixturesContext: ContextProvider = async (context) => {
  const placement = await placeFixture(context);
  const { layout, path, format, reader, loader } = placement;
  const folders = layout.folders.map(
    (f) => `${f.folder} (${f.json} JSON, ${f.yaml} YAML, ${f.other} other)`,
  );
  const existing =
    folders.length > 0
      ? `Fixture folders: ${folders.join('; ')}.`
      : 'The project has no fixture folder yet.';
  const read = reader
    ? `${reader} loads it (${loader ?? ''}).`
    : `write_fixture_file will write nothing: ${unloadedReason(placement)}.`;
  return `${existing}\nThis node's sample data goes to ${path} as ${format.toUpperCase()} (${layout.formatSource}).\n${read}`;
};
