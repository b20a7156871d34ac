import { describe, expect, it } from 'vitest';
import { redactDeep, redactText } from '../../../src/core/report/redact.js';

describe('redaction', () => {
  it('replaces every occurrence of each secret, and leaves secrets too short to matter', () => {
    expect(redactText('token ghs_abc, again ghs_abc; key sk-1', ['ghs_abc', 'sk-1', 'a'])).toBe(
      'token ***, again ***; key ***',
    );
  });

  it('reaches every string of arrays and plain objects, and leaves bytes alone', () => {
    const bytes = new Uint8Array([1, 2]);
    const value = { body: 'has ghs_abc', comments: [{ body: 'ghs_abc!', line: 3 }], bytes };
    expect(redactDeep(value, ['ghs_abc'])).toEqual({
      body: 'has ***',
      comments: [{ body: '***!', line: 3 }],
      bytes,
    });
    expect(value.body).toBe('has ghs_abc');
  });
});
