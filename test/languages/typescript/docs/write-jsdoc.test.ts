import { describe, expect, it } from 'vitest';
import { readJsDoc, writeJsDoc } from '../../../../src/languages/typescript/docs/write-jsdoc.js';
import { caught } from '../../../support/caught.js';
import { nodeNamed, parserFor } from './grammars.js';

const ts = (...lines: string[]): string => `${lines.join('\n')}\n`;

async function write(path: string, source: string, name: string, text: string): Promise<string> {
  return writeJsDoc(await parserFor(path), source, await nodeNamed(path, source, name), text);
}

describe('writeJsDoc', () => {
  it('writes a doc above a method’s decorators, indented as the method', async () => {
    const source = ts('export class A {', '  @Get()', '  find(id: string) {}', '}');
    expect(await write('src/a.ts', source, 'find', 'Finds one.\n\n@param id - The id')).toBe(
      ts(
        'export class A {',
        '  /**',
        '   * Finds one.',
        '   *',
        '   * @param id - The id',
        '   */',
        '  @Get()',
        '  find(id: string) {}',
        '}',
      ),
    );
  });

  it('writes above `export`, and replaces the doc there is', async () => {
    const source = ts('export function f() {}');
    const once = await write('src/f.ts', source, 'f', 'Does f.');
    expect(once).toBe(ts('/** Does f. */', 'export function f() {}'));
    const twice = await write('src/f.ts', once, 'f', '/**\n * Does f, well.\n */');
    expect(twice).toBe(ts('/**', ' * Does f, well.', ' */', 'export function f() {}'));
    const read = readJsDoc(
      await parserFor('src/f.ts'),
      twice,
      await nodeNamed('src/f.ts', twice, 'f'),
    );
    expect(read).toMatchObject({
      has_docstring: true,
      doc: { description: 'Does f, well.' },
      lines: { start: 1, end: 3 },
    });
  });

  it('refuses a doc that would end its comment early, or an empty one', async () => {
    const source = ts('export function f() {}');
    const parser = await parserFor('src/f.ts');
    const node = await nodeNamed('src/f.ts', source, 'f');
    const early = caught(() => writeJsDoc(parser, source, node, 'Matches a */ b.'));
    expect(early.code).toBe('TOOL_001');
    expect(early.message).toContain('`*/`');
    expect(caught(() => writeJsDoc(parser, source, node, '/** */')).code).toBe('TOOL_001');
  });
});
