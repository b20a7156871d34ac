import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { discoverFile, type LoadedLanguage } from '../../../src/core/discovery/discover-file.js';
import { JAVASCRIPT } from '../../../src/languages/typescript/discovery/packs.js';

let javascript: LoadedLanguage;

beforeAll(async () => {
  javascript = await loadLanguage(JAVASCRIPT);
});

// A script whose hashbang line carries an Emacs mode line, as editors write
// it: Node still reads the file as UTF-8, so Remora must too.
const HASHBANG = '#!/usr/bin/env node -*- mode: js; coding: latin-1 -*-\n';

describe('a JavaScript file that says coding: on its first line', () => {
  it('is read as UTF-8, as Node reads it', () => {
    const source = `${HASHBANG}export function greet() {\n  return 'café';\n}\n`;
    const { nodes, diagnostics } = discoverFile(
      javascript,
      'bin/greet.js',
      new TextEncoder().encode(source),
      { maxFileBytes: 1 << 20 },
    );
    expect(diagnostics).toEqual([]);
    expect(nodes.find((node) => node.full_name === 'greet')?.text).toContain("'café'");
  });

  it('is not skipped when the header names an encoding Remora cannot decode', () => {
    const source = `${HASHBANG.replace('latin-1', 'klingon')}export function greet() {}\n`;
    const { nodes } = discoverFile(javascript, 'bin/greet.js', new TextEncoder().encode(source), {
      maxFileBytes: 1 << 20,
    });
    expect(nodes.map((node) => node.full_name)).toContain('greet');
  });
});
