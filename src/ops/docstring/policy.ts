import { z } from 'zod';
import type { Policy, PolicyCall } from '../../core/runner/policy.js';
import { toolExchanges } from '../../core/runner/policy.js';

const repairSchema = z.object({
  node: z.string(),
  file: z.string(),
  has_docstring: z.boolean(),
  action: z.enum(['updated', 'unchanged']),
  repairs: z.array(z.string()),
  problems: z.array(z.string()),
});

/**
 * The built-in docstring policy. It never invents prose: `repair_docstring`
 * makes the repairs that need no judgement (an entry for a parameter that is
 * gone, a renamed parameter, an exception raised on a stated condition), and
 * what is left — a missing docstring, an undocumented parameter — reaches
 * the reviewer as the op's findings.
 */
export const docstringPolicy: Policy = (messages) => {
  const repair = toolExchanges(messages).findLast((e) => e.tool === 'repair_docstring');
  if (!repair) return [{ tool: 'repair_docstring', arguments: {} }];
  if (typeof repair.result.error === 'string')
    return [failed(`Could not repair the docstring: ${repair.result.error}`)];
  const parsed = repairSchema.safeParse(repair.result);
  if (!parsed.success) return [failed('repair_docstring returned something other than its result')];
  const { node, file, has_docstring, action, repairs, problems } = parsed.data;
  const findings = `${problems.length} finding${problems.length === 1 ? '' : 's'} for the author`;
  if (action === 'updated')
    return [submit('updated', `In the docstring of ${node}: ${repairs.join('; ')}.`, [file])];
  if (!has_docstring)
    return [
      submit(
        'skipped',
        problems.length === 0
          ? `${node} has no docstring; none is required here.`
          : `${node} has no docstring: ${findings} (the built-in policy writes no prose).`,
        [],
      ),
    ];
  return [
    submit(
      'skipped',
      problems.length === 0
        ? `The docstring of ${node} agrees with the code.`
        : `Nothing to repair mechanically in the docstring of ${node}; ${findings}.`,
      [],
    ),
  ];
};

function submit(
  action: 'updated' | 'skipped',
  summary: string,
  changedFiles: string[],
): PolicyCall {
  return { tool: 'submit_result', arguments: { summary, action, changed_files: changedFiles } };
}

function failed(reason: string): PolicyCall {
  return {
    tool: 'submit_result',
    arguments: { summary: reason, action: 'skipped', changed_files: [], failed: reason },
  };
}
