import type { TypeAgreementReview } from './type-agreement.js';
import type { Signature } from './types.js';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The modules an example may reach the function through: those it imports. */
function importedModules(lines: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const line of lines) {
    const imported = /^\s*>>>\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?\s*$/.exec(line);
    if (imported) names.add(imported[2] ?? (imported[1] ?? '').split('.')[0] ?? '');
  }
  return names;
}

/**
 * Examples that await a function the change made synchronous: `>>> r = await
 * httpx.request(...)` after `async def request` became `def request`. Awaiting
 * what it returns now raises a TypeError, so the example no longer holds, and
 * the one repair is to drop the `await`. Only a module-level function is held
 * to this, called by its name alone or through a module the example imports: a method of the same name may belong to another, still asynchronous,
 * class.
 */
export function reviewAwaitedExamples(
  signature: Signature,
  before: Signature | null | undefined,
  lines: readonly string[],
  subject: string,
): TypeAgreementReview {
  const out: TypeAgreementReview = { rewrites: [], problems: [], judged: [] };
  if (signature.node_type !== 'function' || signature.is_async || before?.is_async !== true)
    return out;
  const through = importedModules(lines);
  const call = new RegExp(
    `^(\\s*(?:>>>|\\.\\.\\.)\\s.*?)\\bawait\\s+((?:(\\w+)(?:\\.\\w+)*\\.)?${escape(signature.name)}\\s*\\()`,
  );
  lines.forEach((line, index) => {
    const match = call.exec(line);
    if (!match) return;
    const root = match[3];
    if (root !== undefined && !through.has(root)) return;
    const rewritten = line.replace(call, '$1$2');
    out.judged.push('example');
    out.rewrites.push({
      edit: { start: index, end: index + 1, lines: [rewritten] },
      repair: `removed the await from the example \`${rewritten.trim()}\` (${signature.name} is no longer a coroutine function)`,
      finding: {
        rule: 'docstring.contradicted',
        message: `The docstring of ${subject} has an example that awaits \`${signature.name}\`, which the change made synchronous: \`${line.trim()}\` no longer holds.`,
      },
    });
  });
  return out;
}
