import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../src/core/runner/messages.js';
import { unresolvedToolFailures } from '../../../src/core/runner/tool-failures.js';

const tool = (name: string, content: unknown): ChatMessage => ({
  role: 'tool',
  tool_call_id: `${name}-${Math.random()}`,
  name,
  content: JSON.stringify(content),
});

describe('unresolvedToolFailures', () => {
  it('is the tools whose last call failed with a code', () => {
    expect(
      unresolvedToolFailures([
        tool('run_linter', { error: 'ruff crashed', code: 'TOOL_001' }),
        tool('read_file', { error: 'no such file', code: 'TOOL_001' }),
        tool('read_file', { text: 'ok' }),
        // A malformed call is the model's mistake, not a failure of the tool.
        tool('write_docstring', { error: 'missing property docstring' }),
      ]),
    ).toEqual([{ tool: 'run_linter', code: 'TOOL_001', message: 'ruff crashed' }]);
  });
});
