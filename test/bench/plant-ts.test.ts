import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLASSES, candidates, outcome, plant, undo } from '../../bench/signal/plant-ts.mjs';

// The seeded TypeScript and JavaScript defects of bench/signal: each plant is
// one line, undone exactly, and the judge reads a review's result line by line.

const MODULE = `import {
  readFile,
  writeFile,
} from 'node:fs/promises';
import type { Stats } from 'node:fs';

export async function copy(from: string, to: string, stats: Stats): Promise<number> {
  const text = await readFile(from, 'utf8');
  const size = Number.parseInt(String(stats.size), 10);
  await writeFile(to, text);
  return size === 0 ? 0 : size;
}
`;

const work = mkdtempSync(join(tmpdir(), 'remora-bench-plant-ts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the seeded script defects', () => {
  it('finds one-line plants of every class in a module', () => {
    const found = candidates('src/copy.ts', MODULE);
    expect(Object.keys(found).sort()).toEqual([...CLASSES].sort());
    expect(found['unused-import']).toEqual([
      {
        line: 5,
        insert: true,
        planted: "import * as promisesModule from 'node:fs/promises';",
        original: null,
      },
    ]);
    expect(found['unused-specifier']?.[0]?.planted).toBe('  promisesExport,');
    expect(found['import-type']?.[0]?.planted).toBe("import { Stats } from 'node:fs';");
    expect(found['node-protocol']?.map((c) => c.planted)).toEqual([
      "} from 'fs/promises';",
      "import type { Stats } from 'fs';",
    ]);
    expect(found['let-const']?.map((c) => c.planted)).toEqual([
      "  let text = await readFile(from, 'utf8');",
      '  let size = Number.parseInt(String(stats.size), 10);',
    ]);
    expect(found['number-namespace']?.[0]?.planted).toBe(
      '  const size = parseInt(String(stats.size), 10);',
    );
    expect(found['double-equals']?.[0]?.planted).toBe('  return size == 0 ? 0 : size;');
  });

  it('plants in a file, numbers the lines of the planted text, and undoes each exactly', () => {
    writeFileSync(join(work, 'copy.ts'), MODULE);
    const budget = Object.fromEntries(CLASSES.map((c) => [c, 1]));
    const { defects, planted } = plant(work, 'seed', ['copy.ts'], budget);
    const text = planted['copy.ts'] ?? '';
    expect(defects.length).toBeGreaterThan(3);
    const lines = text.split('\n');
    for (const d of defects) expect(lines[d.line - 1]).toBe(d.planted);
    expect(undo(text, defects)).toBe(MODULE);
  });

  it('judges each plant by its own line, neighbours undone or not', () => {
    const planted = 'a\nimport * as q from "q";\nlet z = 1;\nlet y = parseInt(s);\nb';
    const inserted = {
      class: 'unused-import',
      file: 'f.ts',
      line: 2,
      planted: 'import * as q from "q";',
      original: null,
    };
    const letConst = {
      class: 'let-const',
      file: 'f.ts',
      line: 3,
      planted: 'let z = 1;',
      original: 'const z = 1;',
    };
    const parse = {
      class: 'number-namespace',
      file: 'f.ts',
      line: 4,
      planted: 'let y = parseInt(s);',
      original: 'let y = Number.parseInt(s);',
    };
    const all = [inserted, letConst, parse];
    const allUndone = undo(planted, all);
    for (const d of all) expect(outcome(planted, allUndone, d, all)).toBe('undone');
    const onlyConst = 'a\nimport * as q from "q";\nconst z = 1;\nlet y = parseInt(s);\nb';
    expect(outcome(planted, onlyConst, inserted, all)).toBe('kept');
    expect(outcome(planted, onlyConst, letConst, all)).toBe('undone');
    expect(outcome(planted, onlyConst, parse, all)).toBe('kept');
    // Rewritten otherwise: neither kept nor restored.
    const otherwise = 'a\nconst z = 2;\nlet y = Number.parseInt(s);\nb';
    expect(outcome(planted, otherwise, letConst, all)).toBe('other');
    expect(outcome(planted, otherwise, parse, all)).toBe('undone');
  });
});
