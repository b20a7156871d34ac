import { RemoraError } from '../../../core/errors.js';
import { checkArguments } from './check-value.js';
import { renderFixture, targetParameters, type FixtureCases } from './fixture-document.js';
import { tryParseAnalysis } from '../testgen/signature.js';
import { writeFixtureFileArguments as argsSchema } from '../../../ops/sample-data/arguments.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { analyzeNode } from '../signature/analyze-signature.js';
import { placeFixture, type FixturePlacement } from './fixture-placement.js';

/**
 * `write_fixture_file(fixtures, format?)`: writes sample arguments for the
 * node — `{case: {parameter: value}}` — to the project's fixture folder.
 * Every value is checked against the parameter's annotation (tool errors
 * name the case, parameter and item) and written the way Python reads it
 * back: floats as floats, bytes as `"base64:..."`, key order as given.
 * Nothing is written where no test or conftest.py of the project loads the
 * folder's files by a pattern the new file matches (a glob or listing of the
 * folder; `written: false`, with the reason): tests that open known files
 * there would never read a new one. `read_by` names the loader, `file:line`.
 */
export const writeFixtureFile: ToolHandler = async (args, context) => {
  const { fixtures, format } = argsSchema.parse(args);
  if (Object.keys(fixtures).length === 0)
    throw new RemoraError(
      'TOOL_001',
      'fixtures is empty: give at least one case, e.g. {"normal": {...}}',
    );
  const analysis = tryParseAnalysis(await analyzeNode(context));
  if (!analysis) throw new RemoraError('TOOL_001', `could not analyse ${context.node.full_name}`);
  const target = targetParameters(analysis);
  if (!target.ok) throw new RemoraError('TOOL_001', target.reason);
  const cases: FixtureCases = [];
  for (const [name, args] of Object.entries(fixtures)) {
    const checked = checkArguments(args, target.parameters, analysis.types, `fixtures.${name}`);
    if (!checked.ok) throw new RemoraError('TOOL_001', checked.error);
    cases.push([name, checked.args]);
  }
  const placement = await placeFixture(context, format);
  // A fixture is written only where a loader of the project's tests takes every file like it.
  if (!placement.reader) return { written: false, reason: unloadedReason(placement) };
  const qualified =
    analysis.module === null
      ? analysis.target.full_name
      : `${analysis.module}.${analysis.target.full_name}`;
  await context.workspace.writeFile(
    placement.path,
    renderFixture(qualified, target.parameters, cases, placement.format),
  );
  return {
    written: true,
    path: placement.path,
    format: placement.format,
    read_by: placement.reader,
    loader: placement.loader,
    cases: cases.map(([name]) => name),
    parameters: target.parameters.map((p) => p.name),
  };
};

/** Why no fixture was written: nothing reads the folder, or its tests read known files only. */
export function unloadedReason(placement: FixturePlacement): string {
  const { folder } = placement.layout;
  if (placement.readsByName)
    return `${placement.readsByName} reads known files of ${folder} by name, and no test or conftest.py loads its files by a pattern (a glob or listing of the folder) that ${placement.path} matches: a fixture there would be read by nothing`;
  return `no test or conftest.py of the project reads ${folder}: a fixture there would be read by nothing`;
}
