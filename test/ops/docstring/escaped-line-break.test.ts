import { beforeAll, describe, expect, it } from 'vitest';
import type { Parser } from 'web-tree-sitter';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { PYTHON } from '../../../src/languages/python/discovery/pack.js';
import { docstringAsWritten, ownerOf } from '../../../src/languages/python/docs/python-syntax.js';
import { readSignature } from '../../../src/languages/python/docs/signature.js';
import { reviewOwnerDocstring } from '../../../src/languages/python/docstring/review-owner.js';

let parser: Parser;
beforeAll(async () => {
  parser = (await loadLanguage(PYTHON)).parser;
});

function ownerIn(source: string) {
  const definition = parser.parse(source)?.rootNode.descendantsOfType('function_definition')[0];
  if (!definition) throw new Error('no function');
  return ownerOf(definition);
}

// rich's Console.print as it gained `highlight` (30acd491): `"\n"` in a docstring that is not raw.
const PRINT = String.raw`def print(
    self,
    *objects,
    sep=" ",
    end="\n",
    style=None,
    emoji=True,
    highlight=None,
):
    """Print to the console.

    Args:
        *objects: Arbitrary objects to print to the console.
        sep (str, optional): Separator to print between objects. Defaults to " ".
        end (str, optional): Character to end print with. Defaults to "\n".
        style (Union[str, Style], optional): A style to apply to output.
        emoji (bool): If True, emoji codes will be replaced.
    """
`;

function reviewed(source: string, before: string) {
  const owner = ownerIn(source);
  const node = { node_type: 'method' as const, name: 'print', full_name: 'Console.print' };
  const signature = readSignature(ownerIn(before), { ...node, file_path: 'console.py' });
  const inputs = {
    style: 'google' as const,
    habits: { documentsReturns: true },
    before: signature,
    contractBefore: undefined,
  };
  return reviewOwnerDocstring(inputs, owner, { ...node, file_path: 'console.py' }).review.problems;
}

describe('a docstring whose `\\n` escape Python reads as a line break', () => {
  const before = PRINT.replace('    highlight=None,\n', '');

  it('is read as written: its entries after the escape still count, and the break is said', () => {
    expect(reviewed(PRINT, before)).toEqual([
      {
        rule: 'docstring.escaped-line-break',
        message:
          'The docstring of `print` writes `\\n` in a string that is not raw: Python reads a line break there, and the entries for `style` and `emoji` fall out of its section. Write `\\\\n`, or make the docstring raw (`r"""`).',
      },
      {
        rule: 'docstring.undocumented-parameter',
        message: 'Parameter `highlight` of `print` is not documented.',
      },
    ]);
  });

  it('is left alone written raw, or with the backslash doubled', () => {
    const raw = PRINT.replace('    """Print', '    r"""Print');
    expect(docstringAsWritten(ownerIn(raw))).toBeUndefined();
    expect(reviewed(raw, before)).toEqual([
      {
        rule: 'docstring.undocumented-parameter',
        message: 'Parameter `highlight` of `print` is not documented.',
      },
    ]);
    const doubled = PRINT.replace('Defaults to "\\n".', 'Defaults to "\\\\n".');
    expect(docstringAsWritten(ownerIn(doubled))).toBeUndefined();
  });

  it('keeps the escape as its two characters', () => {
    const written = docstringAsWritten(ownerIn(PRINT)) ?? '';
    expect(written).toContain('Defaults to "\\n".\n    style (Union');
    expect(written.split('\n')).toHaveLength(8);
  });
});
