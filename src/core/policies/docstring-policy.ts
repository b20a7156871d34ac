import { planDocstring } from '../docstring/compose-docstring.js';
import {
  currentDocstringSchema,
  signatureSchema,
  type CurrentDocstring,
  type Signature,
} from '../docstring/types.js';
import type { Policy, PolicyCall, ToolExchange } from './policy.js';
import { toolExchanges } from './policy.js';

type Read<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * The built-in docstring policy: read the current docstring, read the
 * signature, then skip a docstring that already covers every parameter and
 * the return (and yields, and a class's attributes), or write one in the
 * project's style and submit what was done.
 */
export const docstringPolicy: Policy = (messages) => {
  const history = toolExchanges(messages);
  const currentCall = lastOf(history, 'read_current_docstring');
  if (!currentCall) return [{ tool: 'read_current_docstring', arguments: {} }];
  const hintsCall = lastOf(history, 'read_type_hints');
  if (!hintsCall) return [{ tool: 'read_type_hints', arguments: {} }];
  const name = typeof currentCall.result.node === 'string' ? currentCall.result.node : 'this node';
  const current = read(currentCall, (r) => currentDocstringSchema.safeParse(r));
  const hints = read(hintsCall, (r) => signatureSchema.safeParse(r));
  if (!current.ok) return [submit('skipped', `Could not read ${name}: ${current.error}`, [])];
  if (!hints.ok) return [submit('skipped', `Could not read ${name}: ${hints.error}`, [])];
  const writeCall = lastOf(history, 'write_docstring');
  if (writeCall) return [afterWrite(writeCall, name, current.value, hints.value)];
  const plan = planDocstring(hints.value, current.value, current.value.style);
  if (plan.action === 'skipped') return [submit('skipped', completeSummary(name, hints.value), [])];
  return [
    {
      tool: 'write_docstring',
      arguments: { docstring: plan.docstring, style: current.value.style },
    },
  ];
};

function afterWrite(
  exchange: ToolExchange,
  name: string,
  current: CurrentDocstring,
  hints: Signature,
): PolicyCall {
  const { result } = exchange;
  if (typeof result.error === 'string')
    return submit('skipped', `Could not write the docstring of ${name}: ${result.error}`, []);
  if (result.action === 'unchanged') return submit('skipped', completeSummary(name, hints), []);
  const file = typeof result.file === 'string' ? [result.file] : [];
  const plan = planDocstring(hints, current, current.style);
  const missing = plan.action === 'skipped' ? [] : plan.missing;
  if (!current.has_docstring)
    return submit('added', `Added a ${current.style}-style docstring to ${name}.`, file);
  return submit(
    'updated',
    `Updated the docstring of ${name}: documented ${listed(missing)}.`,
    file,
  );
}

function completeSummary(name: string, hints: Signature): string {
  if (hints.node_type === 'file' || (hints.params.length === 0 && hints.attributes.length === 0))
    return `${name} already has a docstring.`;
  return `The docstring of ${name} already documents ${hints.node_type === 'class' ? 'its attributes' : 'its parameters and return value'}.`;
}

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing new';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function submit(
  action: 'added' | 'updated' | 'skipped',
  summary: string,
  changedFiles: string[],
): PolicyCall {
  return { tool: 'submit_result', arguments: { summary, action, changed_files: changedFiles } };
}

function lastOf(history: readonly ToolExchange[], tool: string): ToolExchange | undefined {
  return [...history].reverse().find((exchange) => exchange.tool === tool);
}

function read<T>(
  exchange: ToolExchange,
  parse: (value: unknown) => { success: true; data: T } | { success: false },
): Read<T> {
  if (typeof exchange.result.error === 'string') return { ok: false, error: exchange.result.error };
  const parsed = parse(exchange.result);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: `unexpected ${exchange.tool} result` };
}
