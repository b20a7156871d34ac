import type { ContextProvider } from '../../shared/tool-context.js';
import { placeFixture } from './fixture-placement.js';

/**
 * Context provider `sample_data.fixtures`: the project's fixture folders
 * with the formats of their files, and where this node's sample data goes.
 */
export const fixturesContext: ContextProvider = async (context) => {
  const { layout, path, format } = await placeFixture(context);
  const folders = layout.folders.map(
    (f) => `${f.folder} (${f.json} JSON, ${f.yaml} YAML, ${f.other} other)`,
  );
  const existing =
    folders.length > 0
      ? `Fixture folders: ${folders.join('; ')}.`
      : 'The project has no fixture folder yet.';
  return `${existing}\nThis node's sample data goes to ${path} as ${format.toUpperCase()} (${layout.formatSource}).`;
};
