import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverFile } from '../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../src/languages/python/discovery/pack.js';
import { forgetLoadedModules } from '../../support/first-load.js';

const forget = forgetLoadedModules(['web-tree-sitter']);

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'discovery', 'agree');
const astScript = join(import.meta.dirname, '..', '..', 'support', 'python_ast_nodes.py');

// A discovery pool compiles the WebAssembly once and its workers instantiate
// it (this file's process plays a worker: compiled first, then loaded).
describe('a language made from WebAssembly compiled once for the process', () => {
  it('finds what CPython ast finds, as one loaded from its files does', async () => {
    forget();
    const { compileWasm, loadLanguage } =
      await import('../../../src/adapters/tree-sitter/tree-sitter.js');
    const wasm = compileWasm([PYTHON]);
    expect(Object.keys(wasm.grammars)).toEqual(['python']);
    const python = await loadLanguage(PYTHON);
    const ours = readdirSync(fixtures)
      .flatMap((name) =>
        discoverFile(python, name, readFileSync(join(fixtures, name)), { maxFileBytes: 1 << 20 })
          .nodes.filter((node) => node.node_type !== 'file')
          .map((n) => `${name}|${n.node_type}|${n.full_name}|${n.start_line}|${n.end_line}`),
      )
      .sort();
    const expected = execFileSync('python3', [astScript, fixtures], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, string>)
      .filter((r) => !('summary' in r))
      .map((r) => `${r.file}|${r.node_type}|${r.full_name}|${r.start_line}|${r.end_line}`)
      .sort();
    expect(ours).toEqual(expected);
  });
});
