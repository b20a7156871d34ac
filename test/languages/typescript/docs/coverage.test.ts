import { describe, expect, it } from 'vitest';
import { jsdocCoverage } from '../../../../src/languages/typescript/docs/coverage.js';
import { nodeNamed, parserFor } from './grammars.js';

const ts = (...lines: string[]): string => `${lines.join('\n')}\n`;

describe('jsdocCoverage', () => {
  it('lists what is left as findings on the doc’s lines, a repair still due among them', async () => {
    const base = ts(
      '/**',
      ' * @param a - One',
      ' * @param b - Two',
      ' */',
      'export function add(a: number, b: number) {',
      '  return a + b',
      '}',
    );
    const head = base.replace(', b: number', ', c: number').replace('a + b', 'a + c');
    const parser = await parserFor('src/add.ts');
    const findings = jsdocCoverage({
      parser,
      filePath: 'src/add.ts',
      source: head,
      node: await nodeNamed('src/add.ts', head, 'add'),
      base: { source: base, node: await nodeNamed('src/add.ts', base, 'add') },
      packageDocuments: true,
    });
    expect(findings).toEqual([
      {
        rule: 'docstring.unrepaired',
        message: 'The JSDoc of `add` needs a repair: renamed the entry for b to c.',
        path: 'src/add.ts',
        start_line: 1,
        end_line: 4,
        severity: 'warning',
      },
    ]);
  });

  it('puts a missing doc on the definition’s first line, as a notice', async () => {
    const source = ts('', '@decorate', 'export class A {}');
    const findings = jsdocCoverage({
      parser: await parserFor('src/a.ts'),
      filePath: 'src/a.ts',
      source,
      node: await nodeNamed('src/a.ts', source, 'A'),
      base: null,
      packageDocuments: true,
    });
    expect(findings.map((f) => [f.rule, f.start_line, f.severity])).toEqual([
      ['docstring.missing', 2, 'notice'],
    ]);
  });
});
