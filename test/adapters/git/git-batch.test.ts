import { describe, expect, it } from 'vitest';
import { parseBatchAnswers } from '../../../src/adapters/git/git-batch.js';

const OID = '0123456789012345678901234567890123456789';

describe('parseBatchAnswers', () => {
  it.each([
    [`${OID} blob 3\nhi\n\n`, { kind: 'blob', bytes: Buffer.from('hi\n') }],
    [`${OID} tree 30\nxxx\n`, { kind: 'absent' }],
    ['abc:my file missing\n', { kind: 'absent' }],
    ['dangling 9\nHEAD:dang\n', { kind: 'absent' }],
    ['notdir 12\nHEAD:a.py/b\n', { kind: 'absent' }],
    ['symlink 16\n../../etc/passwd\n', { kind: 'outside', detail: 'a link out of the tree' }],
    ['loop 5\nHEAD:a\n', { kind: 'outside', detail: 'a symbolic link loop' }],
  ])('reads %j', (stdout, expected) => {
    expect(parseBatchAnswers(Buffer.from(stdout), 1)).toEqual([expected]);
  });

  it('reads many answers in order, stepping over each body', () => {
    const stdout = [
      `${OID} blob 4\na\nb\n\n`,
      'HEAD:gone.py missing\n',
      'dangling 9\nHEAD:dang\n',
      'symlink 6\n../out\n',
      `${OID} blob 0\n\n`,
    ].join('');
    expect(parseBatchAnswers(Buffer.from(stdout), 5)).toEqual([
      { kind: 'blob', bytes: Buffer.from('a\nb\n') },
      { kind: 'absent' },
      { kind: 'absent' },
      { kind: 'outside', detail: 'a link out of the tree' },
      { kind: 'blob', bytes: Buffer.alloc(0) },
    ]);
  });
});
