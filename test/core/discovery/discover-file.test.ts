import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { discoverFile, type LoadedLanguage } from '../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../src/languages/python/discovery/pack.js';
import { breakHeaders, WELL_FORMED } from './broken-header-source.js';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'discovery');
let python: LoadedLanguage;

beforeAll(async () => {
  python = await loadLanguage(PYTHON);
});

function discover(path: string, source: string | Uint8Array, maxFileBytes = 1 << 20) {
  const bytes = typeof source === 'string' ? new TextEncoder().encode(source) : source;
  return discoverFile(python, path, bytes, { maxFileBytes });
}

const summary = (path: string, source: string | Uint8Array) =>
  discover(path, source).nodes.map(
    (n) => `${n.node_type} ${n.full_name} ${n.start_line}-${n.end_line}`,
  );

describe('discoverFile', () => {
  it('hashes file path, type and full name into node_id, numbering repeats', () => {
    const source =
      'class Shape:\n    def area(self):\n        return 0\n\n    def area(self):\n        return 1\n';
    const nodes = discover('pkg/mod.py', source).nodes;
    // Expected ids computed independently with Python's hashlib.
    expect(nodes.map((n) => [n.full_name, n.node_id])).toEqual([
      ['pkg/mod.py', '90b4381a961df7f1'],
      ['Shape', expect.any(String)],
      ['Shape.area', '61fe3da9920e115c'],
      ['Shape.area#2', 'ce81c784dbba2efd'],
    ]);
  });

  it('gives the file node the whole file and its module name', () => {
    const [file] = discover('pkg/mod.py', 'x = 1\ny = 2\n').nodes;
    expect(file).toMatchObject({
      node_type: 'file',
      name: 'mod',
      start_line: 1,
      end_line: 2,
      start_byte: 0,
      end_byte: 12,
    });
  });

  it('ends a definition at its last statement, not at trailing comments', () => {
    const source = 'def f():\n    return 1\n    # trailing\n\n# module comment\nx = 1\n';
    const f = discover('a.py', source).nodes[1];
    expect(f).toMatchObject({ start_line: 1, end_line: 2, text: 'def f():\n    return 1' });
  });

  it('reports UTF-8 byte offsets that slice the node text out of the file', () => {
    const source = 'x = "é€😀"\n\n\ndef größe(wert):\n    return "😀" + wert\n';
    const node = discover('u.py', source).nodes[1];
    expect(node?.full_name).toBe('größe');
    const bytes = Buffer.from(source, 'utf8');
    expect(bytes.subarray(node?.start_byte, node?.end_byte).toString('utf8')).toBe(node?.text);
    expect(node?.start_byte).toBe(Buffer.byteLength('x = "é€😀"\n\n\n'));
  });

  it('counts a byte-order mark in byte offsets but not in the text', () => {
    const bytes = readFileSync(join(fixtures, 'agree', 'bom.py'));
    const result = discover('bom.py', bytes);
    const fn = result.nodes[1];
    expect(fn).toMatchObject({ full_name: 'with_bom', start_line: 1, start_byte: 3 });
    expect(bytes.subarray(fn?.start_byte, fn?.end_byte).toString('utf8')).toBe(fn?.text);
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps line numbers with CRLF line ends', () => {
    const source =
      'class C:\r\n    def m(self):\r\n        return 1\r\n\r\ndef f():\r\n    pass\r\n';
    expect(summary('c.py', source)).toEqual([
      'file c.py 1-6',
      'class C 1-3',
      'method C.m 2-3',
      'function f 5-6',
    ]);
  });

  it('recovers nodes around a syntax error and warns with DISC_001 and the line', () => {
    const result = discover('broken.py', readFileSync(join(fixtures, 'broken', 'syntax_error.py')));
    expect(result.nodes.map((n) => n.full_name)).toEqual(
      expect.arrayContaining(['before', 'After', 'After.method']),
    );
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'DISC_001',
        severity: 'warning',
        file: 'broken.py',
        line: 5,
      }),
    ]);
  });

  it('keeps a definition whose header does not parse as a node of its own', () => {
    const fixed = WELL_FORMED;
    const broken = breakHeaders(fixed);
    expect(summary('m.py', broken)).toEqual(summary('m.py', fixed));
    expect(summary('m.py', broken)).toEqual([
      'file m.py 1-23',
      'function first 4-7',
      'class Box 10-18',
      'method Box.grow 13-15',
      'method Box.shrink 17-18',
      'function last 22-23',
    ]);
    const warnings = discover('m.py', broken).diagnostics;
    expect(warnings.map((d) => [d.code, d.line, d.message])).toEqual([
      [
        'DISC_001',
        5,
        'm.py:5: a `def` header that does not parse; its lines 4-7 stay with function first',
      ],
      [
        'DISC_001',
        13,
        'm.py:13: a `def` header that does not parse; its lines 13-15 stay with method Box.grow',
      ],
      [
        'DISC_001',
        17,
        'm.py:17: a `def` header that does not parse; its lines 17-18 stay with method Box.shrink',
      ],
    ]);
  });

  it('names a definition whose name cannot be read by its line', () => {
    const source = 'def (a):\n    return a\n\n\nclass :\n    def m(self):\n        pass\n';
    expect(summary('u.py', source)).toEqual([
      'file u.py 1-7',
      'function <def at line 1> 1-2',
      'class <class at line 5> 5-7',
      'method <class at line 5>.m 6-7',
    ]);
  });

  it('decodes invalid UTF-8 lossily, keeping every line number', () => {
    const result = discover('bad.py', readFileSync(join(fixtures, 'broken', 'invalid_utf8.py')));
    expect(
      result.nodes.slice(1).map((n) => `${n.full_name} ${n.start_line}-${n.end_line}`),
    ).toEqual(['first 1-2', 'second 5-6']);
    expect(result.diagnostics.map((d) => d.code)).toEqual(['DISC_001']);
    expect(result.diagnostics[0]?.message).toContain('not valid utf-8');
  });

  it('honours a PEP 263 coding declaration', () => {
    const result = discover('l.py', readFileSync(join(fixtures, 'agree', 'latin1.py')));
    expect(result.nodes.slice(1).map((n) => n.full_name)).toEqual(['café', 'Été', 'Été.m']);
    expect(result.diagnostics).toEqual([]);
  });

  it('skips a file over the size limit with a DISC_002 notice', () => {
    const result = discover('big.py', 'x = 1\n'.repeat(100), 64);
    expect(result.skipped).toBe('too-large');
    expect(result.nodes).toEqual([]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'DISC_002', severity: 'notice', file: 'big.py' }),
    ]);
    expect(result.diagnostics[0]?.message).toContain('over the limit of 64');
  });

  it('skips, with a DISC_002 reason, files Python cannot read as source', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('def f():\n    pass\n', 'utf16le'),
    ]);
    const cases: [string, Uint8Array, string][] = [
      ['u16.py', utf16, 'UTF-16'],
      ['bin.py', Uint8Array.from([0x78, 0x3d, 0x31, 0x00, 0x0a, 0x89, 0x50]), 'NUL bytes'],
      [
        'enc.py',
        new TextEncoder().encode('# -*- coding: klingon -*-\ndef f():\n    pass\n'),
        "('klingon')",
      ],
    ];
    for (const [path, bytes, reason] of cases) {
      const result = discover(path, bytes);
      expect(result).toMatchObject({ skipped: 'unparsable', nodes: [] });
      expect(result.diagnostics).toEqual([
        expect.objectContaining({ code: 'DISC_002', severity: 'warning', file: path }),
      ]);
      expect(result.diagnostics[0]?.message).toContain(reason);
    }
  });

  it('gives an empty file just its file node', () => {
    expect(summary('e.py', '')).toEqual(['file e.py 1-1']);
  });

  it('treats definitions inside a function as part of it', () => {
    const source =
      'def outer():\n    class Local:\n        def m(self):\n            pass\n    def inner():\n        pass\n    return Local\n';
    expect(summary('n.py', source)).toEqual(['file n.py 1-7', 'function outer 1-7']);
  });
});
