import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIModel } from '../../../../src/adapters/model/openai-model.js';
import { readCurrentDocstring } from '../../../../src/languages/python/docstring/read-current-docstring.js';
import { RESULT_BUDGET } from '../../../../src/ops/shared/result-budget.js';
import { call, MODEL_URL, scriptModel } from '../../../support/model-script.js';
import { interceptNetwork } from '../../../support/network.js';
import { discover, docstringEnv, runDocstring, toolContext } from './docstring-harness.js';

/** A function whose Google docstring has a description of `words` words. */
const source = (words: number): string =>
  `def area(width: float) -> float:\n    """Return the area of a square.\n\n    ${Array.from({ length: words }, (_, i) => `word${i}`).join(' ')}\n\n    Args:\n        width: Length of one side.\n\n    Returns:\n        Square metres.\n    """\n    return width * width\n`;

beforeAll(() => interceptNetwork());
afterEach(() => nock.cleanAll());

describe('read_current_docstring', () => {
  it('leaves room in its result for the style context its provider puts first', async () => {
    // A docstring whose whole result just fits the budget: the context would push it over.
    let fitting: string | undefined;
    for (let words = 10; words < 1000 && !fitting; words += 5) {
      const text = source(words);
      const result = await readCurrentDocstring({}, await toolContext('geo.py', text, 'area'));
      const size = JSON.stringify(result).length;
      if (size > RESULT_BUDGET - 100 && size <= RESULT_BUDGET) fitting = text;
    }
    if (!fitting) throw new Error('no docstring of that size');
    const script = scriptModel([
      call('read_current_docstring'),
      call('submit_result', { summary: 'Read it.', action: 'skipped', changed_files: [] }),
    ]);
    const env = await docstringEnv(
      'google',
      createOpenAIModel({ baseURL: MODEL_URL, timeoutMs: 2000 }),
    );
    const [, node] = await discover('geo.py', fitting);
    const { result } = await runDocstring(env, 'geo.py', fitting, node!);
    expect(script.scope.isDone()).toBe(true);
    const sent = result.transcript?.find((m) => m.role === 'tool')?.content ?? '';
    // Whole JSON, not cut by the runner: the style first, then the docstring taken apart.
    const parsed = JSON.parse(sent) as { context: string[]; left_out?: string[] };
    expect(parsed.context).toEqual([expect.stringContaining('Docstring style: google')]);
    expect(parsed.left_out).toEqual(['the description and other sections (they are in docstring)']);
  });
});
