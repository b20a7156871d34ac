import { z } from 'zod';
import { casesToJson, generateCases } from './fixture-document.js';
import { tryParseAnalysis } from '../testgen/signature.js';
import type { Policy, ToolExchange } from '../../../core/runner/policy.js';
import { toolExchanges } from '../../../core/runner/policy.js';
import { skip } from '../../../ops/sample-data/policy.js';

const writtenSchema = z.object({
  path: z.string(),
  format: z.string(),
  cases: z.array(z.string()),
  read_by: z.string().optional(),
});

/**
 * Python's built-in sample-data policy: analyse the signature, generate the
 * normal, edge and extreme cases from the annotations (fixed values, no
 * randomness), write them with write_fixture_file in the project's format,
 * and submit. A target whose required parameters have no annotation that
 * can be sampled is skipped with the reason.
 */
export const pythonSampleDataPolicy: Policy = (messages) => {
  const history = toolExchanges(messages);
  const analysisCall = [...history].reverse().find((e) => e.tool === 'analyze_signature');
  if (!analysisCall) return [{ tool: 'analyze_signature', arguments: {} }];
  const analysis = tryParseAnalysis(analysisCall.result);
  if (!analysis)
    return [
      skip(`the signature could not be analysed (${errorOf(analysisCall) ?? 'unreadable result'})`),
    ];
  const generated = generateCases(analysis);
  if (!generated.ok) return [skip(generated.reason)];
  const write = [...history].reverse().find((e) => e.tool === 'write_fixture_file');
  if (!write)
    return [{ tool: 'write_fixture_file', arguments: { fixtures: casesToJson(generated.cases) } }];
  const error = errorOf(write);
  if (error !== undefined) return [skip(`the fixture file could not be written (${error})`)];
  const refused = z
    .object({ written: z.literal(false), reason: z.string() })
    .safeParse(write.result);
  if (refused.success) return [skip(refused.data.reason)];
  const written = writtenSchema.safeParse(write.result);
  if (!written.success) return [skip('the fixture file was not confirmed')];
  const { path, format, cases, read_by: readBy } = written.data;
  // Where the tests load it, so a reviewer can check the fixture is read: `tests/conftest.py:12`.
  const loaded = readBy ? ` Loaded by ${readBy}.` : '';
  const omitted =
    generated.omitted.length > 0
      ? ` Left out ${generated.omitted.join(', ')} (defaults kept; no sample value for their annotation).`
      : '';
  const summary = `Wrote ${cases.length} sample case${cases.length === 1 ? '' : 's'} (${cases.join(', ')}) for ${analysis.target.full_name} to ${path} as ${format.toUpperCase()}.${loaded}${omitted}`;
  return [
    {
      tool: 'submit_result',
      arguments: { summary, fixtures_generated: cases.length, changed_files: [path] },
    },
  ];
};

function errorOf(exchange: ToolExchange): string | undefined {
  return typeof exchange.result.error === 'string' ? exchange.result.error : undefined;
}
