import { describe, expect, it } from 'vitest';
import {
  fenceFor,
  renderFenced,
  renderSuggestion,
} from '../../../src/core/publish/suggestion-fence.js';

describe('renderSuggestion', () => {
  it('uses a plain three-backtick fence when the code has no backticks', () => {
    expect(renderSuggestion(['x = 1', '    return x'])).toBe(
      '```suggestion\nx = 1\n    return x\n```',
    );
  });

  it('makes the fence longer than the longest backtick run inside', () => {
    const lines = ['    """Example:', '', '    ```python', '    f(````)', '    ```', '    """'];
    const block = renderSuggestion(lines);
    expect(block.startsWith('`````suggestion\n')).toBe(true);
    expect(block.endsWith('\n`````')).toBe(true);
    // No line inside is a closing fence of this block.
    const inner = block.split('\n').slice(1, -1);
    expect(inner).toEqual(lines);
    expect(inner.some((line) => /^\s{0,3}`{5,}\s*$/.test(line))).toBe(false);
  });

  it('keeps blank lines and trailing spaces exactly', () => {
    expect(renderSuggestion(['a  ', '', 'b'])).toBe('```suggestion\na  \n\nb\n```');
  });
});

describe('fenceFor', () => {
  it('is at least three backticks', () => {
    expect(fenceFor('`a` ``b``')).toBe('```');
    expect(fenceFor('```')).toBe('````');
  });

  it('renders any info string', () => {
    expect(renderFenced('diff', ['+````'])).toBe('`````diff\n+````\n`````');
  });
});
