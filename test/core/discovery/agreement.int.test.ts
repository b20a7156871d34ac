import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInProcessDiscoverer,
  type Discoverer,
} from '../../../src/adapters/tree-sitter/in-process-discoverer.js';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'discovery', 'agree');
const astScript = join(import.meta.dirname, '..', '..', 'support', 'python_ast_nodes.py');

type Row = string;

/** (file, node_type, full_name, start_line, end_line) as CPython's ast sees them. */
function astRows(): { rows: Row[]; files: number } {
  const out = execFileSync('python3', [astScript, fixtures], { encoding: 'utf8' });
  const rows: Row[] = [];
  let files = 0;
  for (const line of out.trim().split('\n')) {
    const record = JSON.parse(line) as Record<string, unknown>;
    if ('summary' in record) {
      files = (record.summary as { files: number }).files;
      continue;
    }
    rows.push(
      [record.file, record.node_type, record.full_name, record.start_line, record.end_line].join(
        '|',
      ),
    );
  }
  return { rows: rows.sort(), files };
}

describe('discovery agrees with CPython ast on the tricky fixtures', () => {
  let discoverer: Discoverer;
  beforeAll(() => {
    discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 20 });
  });
  afterAll(() => discoverer.close());

  it('finds exactly the definitions ast finds, with the same lines', async () => {
    const names = readdirSync(fixtures).sort();
    const results = await discoverer.discover(
      names.map((name) => ({ file_path: name, absolute_path: join(fixtures, name) })),
    );
    const ours = results
      .flatMap((result) => result.nodes)
      .filter((node) => node.node_type !== 'file')
      .map((node) =>
        [node.file_path, node.node_type, node.full_name, node.start_line, node.end_line].join('|'),
      )
      .sort();
    const expected = astRows();

    expect(expected.files).toBe(names.length);
    expect(expected.rows.length).toBeGreaterThan(50);
    expect(ours).toEqual(expected.rows);
    expect(results.flatMap((result) => result.diagnostics)).toEqual([]);
  });

  it('reads the same definitions by indentation when a header does not parse', async () => {
    // A broken header at the end sends each whole file through the outline.
    const names = readdirSync(fixtures).sort();
    const broken = Buffer.from('\n\ndef zz_broken(a, b:\n    return a\n');
    const results = await discoverer.discover(
      names.map((name) => ({
        file_path: name,
        bytes: Buffer.concat([readFileSync(join(fixtures, name)), broken]),
      })),
    );
    const ours = results
      .flatMap((result) => result.nodes)
      .filter((node) => node.node_type !== 'file' && node.full_name !== 'zz_broken')
      .map((node) =>
        [node.file_path, node.node_type, node.full_name, node.start_line, node.end_line].join('|'),
      )
      .sort();
    expect(ours).toEqual(astRows().rows);
    for (const result of results)
      expect(result.diagnostics.map((d) => d.message)).toEqual([
        expect.stringContaining('a `def` header that does not parse'),
      ]);
  });
});
