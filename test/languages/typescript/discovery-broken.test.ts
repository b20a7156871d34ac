import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { discoverFile, type LoadedLanguage } from '../../../src/core/discovery/discover-file.js';
import { JAVASCRIPT, TSX, TYPESCRIPT } from '../../../src/languages/typescript/discovery/packs.js';

const fixtures = join(import.meta.dirname, '..', '..', 'fixtures', 'typescript-discovery');
const languages: Record<string, LoadedLanguage> = {};

beforeAll(async () => {
  for (const pack of [TYPESCRIPT, TSX, JAVASCRIPT]) languages[pack.id] = await loadLanguage(pack);
});

/**
 * Every prefix of the fixtures at a fixed stride, and each with one character
 * deleted there: an editor's unfinished states. Discovery must not throw, and
 * every node it recovers must lie inside the text it was given, its text the
 * slice its bytes name.
 */
describe('TypeScript and JavaScript discovery of unfinished text', () => {
  it.each([
    ['shapes.ts', 'typescript'],
    ['shapes.tsx', 'tsx'],
    ['shapes.js', 'javascript'],
  ])('recovers what it can from every cut of %s', (name, id) => {
    const whole = readFileSync(join(fixtures, name), 'utf8');
    const language = languages[id]!;
    let recovered = 0;
    for (let cut = 0; cut < whole.length; cut += 37) {
      for (const text of [whole.slice(0, cut), whole.slice(0, cut) + whole.slice(cut + 1)]) {
        const bytes = new TextEncoder().encode(text);
        const found = discoverFile(language, name, bytes, { maxFileBytes: 1 << 20 });
        expect(found.nodes[0]?.node_type).toBe('file');
        const lines = text.split('\n').length;
        for (const node of found.nodes.slice(1)) {
          expect(node.start_line).toBeLessThanOrEqual(node.end_line);
          expect(node.end_line).toBeLessThanOrEqual(lines);
          expect(Buffer.from(bytes.subarray(node.start_byte, node.end_byte)).toString()).toBe(
            node.text,
          );
          recovered++;
        }
      }
    }
    expect(recovered).toBeGreaterThan(50);
  });
});
