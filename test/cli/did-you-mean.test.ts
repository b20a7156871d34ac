import { describe, expect, it } from 'vitest';
import { closestName, didYouMean } from '../../src/cli/did-you-mean.js';

describe('did you mean', () => {
  const options = ['--format', '--base', '--head', '--ops', '--apply', '--json'];

  it('names the closest known name within two edits, a swap counting as one', () => {
    expect(closestName('--fromat', options)).toBe('--format');
    expect(closestName('--jsn', options)).toBe('--json');
    expect(closestName('reveiw', ['review', 'nodes'])).toBe('review');
    expect(closestName('--bsae', options)).toBe('--base');
  });

  it('completes a prefix, and says nothing when nothing is close', () => {
    expect(closestName('--app', options)).toBe('--apply');
    expect(closestName('--verbose', options)).toBeUndefined();
    expect(didYouMean('frobnicate', ['review', 'nodes'])).toBe('');
    expect(didYouMean('node', ['review', 'nodes'])).toBe(' (did you mean nodes?)');
  });

  it('holds short names to one edit', () => {
    expect(closestName('ab', ['xy'])).toBeUndefined();
    expect(closestName('opx', ['ops'])).toBe('ops');
  });
});
