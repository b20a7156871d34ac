import { describe, expect, it } from 'vitest';
import { fitHistory } from '../../../src/core/runner/history.js';
import type { ChatMessage } from '../../../src/core/runner/messages.js';
import { nodeExcerpt } from '../../../src/core/runner/opening-request.js';

const exchange = (id: string, result: string): ChatMessage[] => [
  {
    role: 'assistant',
    content: null,
    tool_calls: [{ id, type: 'function', function: { name: 'run_linter', arguments: '{}' } }],
  },
  { role: 'tool', tool_call_id: id, name: 'run_linter', content: result },
];

describe('the opening and the history', () => {
  it('keeps the latest exchange even when the opening alone is over the budget', () => {
    const messages: ChatMessage[] = [
      { role: 'system', content: 'system' },
      { role: 'user', content: 'x'.repeat(400) },
      ...exchange('a', 'first'),
      ...exchange('b', 'second'),
    ];
    const fitted = fitHistory(messages, 50);
    expect(fitted.map((m) => m.content)).toEqual(['system', 'x'.repeat(400), null, 'second']);
  });

  it("carries a huge node's head and tail, saying how many lines were left out", () => {
    const text = Array.from({ length: 1000 }, (_, i) => `line_${i} = ${i}`).join('\n');
    const excerpt = nodeExcerpt(text, 2000);
    expect(excerpt.length).toBeLessThanOrEqual(2100);
    expect(excerpt.startsWith('line_0 = 0\nline_1 = 1\n')).toBe(true);
    expect(excerpt.endsWith('line_999 = 999')).toBe(true);
    expect(excerpt).toMatch(
      /\n# \.\.\. \d+ lines left out here; the tools read the whole file \.\.\.\n/,
    );
    expect(nodeExcerpt('def f():\n    pass', 2000)).toBe('def f():\n    pass');
  });
});
