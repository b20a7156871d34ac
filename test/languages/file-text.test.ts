import { describe, expect, it } from 'vitest';
import { decodeFileText, encodeFileText } from '../../src/languages/file-text.js';

const bytesOf = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'ascii')] : part)),
  );

function roundTrip(path: string, bytes: Uint8Array): Uint8Array {
  const encoded = encodeFileText(path, decodeFileText(path, bytes).text);
  if (!encoded.ok) throw new Error(encoded.reason);
  return encoded.bytes;
}

describe('file encodings', () => {
  it('reads a latin-1 Python file by its coding cookie and writes the same bytes back', () => {
    const bytes = bytesOf('# -*- coding: latin-1 -*-\ns = "caf', [0xe9, 0x80], '"\n');
    const read = decodeFileText('pkg/m.py', bytes);
    expect(read).toEqual({
      text: '# -*- coding: latin-1 -*-\ns = "caf\u00e9\u0080"\n',
      encoding: 'iso-8859-1',
      lossy: false,
    });
    expect(roundTrip('pkg/m.py', bytes)).toEqual(bytes);
  });

  it('writes cp1252 and UTF-8 with a byte-order mark back byte for byte', () => {
    const cp1252 = bytesOf('# coding: cp1252\nx = "', [0x80, 0x93, 0xe9, 0x81], '"\n');
    expect(decodeFileText('a.py', cp1252).text).toContain('\u20ac\u201c\u00e9');
    expect(roundTrip('a.py', cp1252)).toEqual(cp1252);
    const bom = bytesOf([0xef, 0xbb, 0xbf], 'x = "', [0xc3, 0xa9], '"\n');
    expect(roundTrip('a.py', bom)).toEqual(bom);
    expect(roundTrip('data/a.json', bom)).toEqual(bom);
  });

  it('refuses text its encoding cannot hold, and encodings it cannot write', () => {
    expect(encodeFileText('m.py', '# coding: latin-1\nx = 1\ny = "\u20ac"\n')).toEqual({
      ok: false,
      reason: "line 3 has U+20AC, which iso-8859-1 (the file's encoding) cannot hold",
    });
    expect(encodeFileText('m.py', '# coding: shift_jis\nx = 1\n')).toEqual({
      ok: false,
      reason: "Remora cannot write text in shift_jis, the file's encoding",
    });
  });

  it('reads a coding header only in a file whose language honours one', () => {
    const bytes = bytesOf('# -*- coding: latin-1 -*-\ns = "caf', [0xe9], '"\n');
    for (const path of ['src/m.js', 'src/m.ts', 'notes.txt']) {
      const read = decodeFileText(path, bytes);
      expect(read.encoding).toBe('utf-8');
      expect(read.lossy).toBe(true);
      expect(encodeFileText(path, 'caf\u00e9')).toEqual({
        ok: true,
        bytes: new TextEncoder().encode('caf\u00e9'),
      });
    }
    expect(decodeFileText('src/m.py', bytes).encoding).toBe('iso-8859-1');
  });

  it('says when bytes are not valid in the file encoding', () => {
    expect(decodeFileText('m.py', bytesOf('x = "', [0xe9], '"\n')).lossy).toBe(true);
    expect(decodeFileText('m.txt', bytesOf('x = "', [0xe9], '"\n')).lossy).toBe(true);
    expect(decodeFileText('m.txt', Buffer.from('x = "\uFFFD"\n', 'utf8')).lossy).toBe(false);
  });
});
