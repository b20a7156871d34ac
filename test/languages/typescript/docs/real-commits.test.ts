import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseJsDoc } from '../../../../src/languages/typescript/docs/jsdoc.js';
import { reviewIn } from './grammars.js';

const fixture = (folder: string, file: string): string =>
  readFileSync(new URL(`../../../fixtures/jsdoc/${folder}/${file}`, import.meta.url), 'utf8');

/** The excerpt's doc comment with `@param` entries: the function's. */
function docOf(source: string): { text: string; start: number; end: number } {
  const lines = source.split('\n');
  const param = lines.findIndex((line) => line.includes('@param'));
  const start = lines.findLastIndex(
    (line, index) => index < param && line.trim().startsWith('/**'),
  );
  const end = lines.findIndex((line, index) => index >= param && line.trim() === '*/');
  return { text: lines.slice(start, end + 1).join('\n'), start, end };
}

/** The commit's code with the doc comment the base had: what the author would push without fixing the doc. */
function withOldDoc(before: string, after: string): string {
  const old = docOf(before);
  const now = docOf(after);
  const lines = after.split('\n');
  lines.splice(now.start, now.end - now.start + 1, ...old.text.split('\n'));
  return lines.join('\n');
}

const paramLines = (source: string): string[] =>
  docOf(source)
    .text.split('\n')
    .filter((line) => /@(param|arg|argument)\b/.test(line));

describe('the repairs the maintainers made by hand', () => {
  it('express bb53b20: `val` renamed to `value` in res.cookie, as the author did', async () => {
    const before = fixture('express-bb53b20', 'before.js.txt');
    const after = fixture('express-bb53b20', 'after.js.txt');
    const result = await reviewIn('lib/response.js', withOldDoc(before, after), before, {
      name: 'cookie',
    });
    expect(result.action).toBe('updated');
    expect(result.repairs).toEqual(['renamed the entry for val to value']);
    expect(paramLines(result.source ?? '')).toEqual(paramLines(after));
  });

  it('date-fns a5b7afac: two parameters renamed together, each entry following its own', async () => {
    const before = fixture('date-fns-a5b7afac', 'before.ts.txt');
    const after = fixture('date-fns-a5b7afac', 'after.ts.txt');
    const result = await reviewIn(
      'src/differenceInHours/index.ts',
      withOldDoc(before, after),
      before,
      {
        name: 'differenceInHours',
      },
    );
    expect(result.repairs).toEqual([
      'renamed the entry for dateLeft to laterDate',
      'renamed the entry for dateRight to earlierDate',
    ]);
    expect(paramLines(result.source ?? '')).toEqual(paramLines(after));
    // The author also dropped a @typeParam for a type parameter the change removed: not an entry of a parameter.
    expect(result.problems).toEqual([]);
  });

  it('hono a0011518: the renamed entry of a method follows, its type and text kept for the author', async () => {
    const before = fixture('hono-a0011518', 'before.ts.txt');
    const after = fixture('hono-a0011518', 'after.ts.txt');
    const result = await reviewIn('src/hono-base.ts', withOldDoc(before, after), before, {
      name: 'mount',
    });
    expect(result.repairs).toEqual(['renamed the entry for optionHandler to options']);
    const doc = docOf(result.source ?? '');
    const entries = parseJsDoc(doc.text, doc.start, 2).params;
    expect(entries.map((e) => e.name)).toEqual(['path', 'applicationHandler', 'options']);
    // The author rewrote the entry's type and text; Remora writes no prose, so it keeps them.
    expect(entries[2]?.description).toBe('other Request Handler with Hono Context');
    expect(entries[2]?.type).toBe('Function | undefined');
  });

  it('hono 3b3ee4b: a field declared with a function type is documented by the type, not its implementation', async () => {
    const before = fixture('hono-3b3ee4b', 'before.ts.txt');
    const after = fixture('hono-3b3ee4b', 'after.ts.txt');
    // The implementation went from (request, env, executionCtx) to (request, ...rest); the doc stays right.
    const result = await reviewIn('src/hono-base.ts', after, before, { name: 'fetch' });
    expect(result.action).toBe('unchanged');
    expect(result.problems).toEqual([]);
  });
});
