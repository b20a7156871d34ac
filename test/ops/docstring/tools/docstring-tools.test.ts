import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../../src/core/errors.js';
import { BUILTIN_REGISTRY } from '../../../../src/languages/registry.js';
import { readCurrentDocstring } from '../../../../src/languages/python/docstring/read-current-docstring.js';
import { readTypeHints } from '../../../../src/languages/python/docstring/read-type-hints.js';
import { docstringStyleContext } from '../../../../src/languages/python/docstring/style-context.js';
import { writeDocstring } from '../../../../src/languages/python/docstring/write-docstring.js';
import { toolContext } from './docstring-harness.js';

const SOURCE = `"""Geometry."""


def area(width: float, height: float = 1.0) -> float:
    """Multiply the sides.

    :param width: The width.
    """
    return width * height


class Box:
    def __init__(self, size: int):
        self.size = size
`;

describe('docstring tools', () => {
  it('are registered under builtin:docstring.*', () => {
    const { tools, contextProviders, languages } = BUILTIN_REGISTRY;
    const python = languages.of('geo.py')?.ops.docstring;
    expect(python?.tools?.read_current_docstring).toBe(readCurrentDocstring);
    expect(python?.tools?.read_type_hints).toBe(readTypeHints);
    expect(python?.tools?.write_docstring).toBe(writeDocstring);
    expect(python?.contextProviders?.style).toBe(docstringStyleContext);
    for (const id of ['read_current_docstring', 'read_type_hints', 'write_docstring'])
      expect(tools.has(`docstring.${id}`)).toBe(true);
    expect(contextProviders.has('docstring.style')).toBe(true);
  });

  it('read_current_docstring takes the docstring apart and names the style to write', async () => {
    const context = await toolContext('geo.py', SOURCE, 'area');
    expect(await readCurrentDocstring({}, context)).toEqual({
      node: 'area',
      node_type: 'function',
      file: 'geo.py',
      lines: { start: 5, end: 8 },
      has_docstring: true,
      docstring: 'Multiply the sides.\n\n:param width: The width.',
      summary: 'Multiply the sides.',
      description: null,
      other_sections: [],
      detected_style: 'sphinx',
      // No style configured: the repository's docstrings decide (here, this one file's).
      style: 'sphinx',
      documented: {
        params: [{ name: 'width', type: null, description: 'The width.' }],
        returns: null,
        yields: null,
        raises: [],
        attributes: [],
      },
    });
    const configured = await toolContext('geo.py', SOURCE, 'Box', 'numpy');
    expect(await readCurrentDocstring({}, configured)).toMatchObject({
      has_docstring: false,
      docstring: null,
      lines: null,
      style: 'numpy',
    });
  });

  it('read_type_hints reports the signature', async () => {
    expect(await readTypeHints({}, await toolContext('geo.py', SOURCE, 'area'))).toMatchObject({
      params: [
        { name: 'width', annotation: 'float', default: null },
        { name: 'height', annotation: 'float', default: '1.0' },
      ],
      returns: 'float',
      single_return: 'width * height',
    });
    expect(await readTypeHints({}, await toolContext('geo.py', SOURCE, 'Box'))).toMatchObject({
      node_type: 'class',
      attributes: [{ name: 'size', annotation: 'int' }],
    });
  });

  it('write_docstring edits the workspace where the node is now, and only the node', async () => {
    const context = await toolContext('geo.py', SOURCE, 'Box', 'google');
    // An upstream edit (lint's) moved the class down two lines.
    await context.workspace.writeFile(
      'geo.py',
      SOURCE.replace('"""Geometry."""\n', '"""Geometry."""\nimport math\nimport os\n'),
    );
    const result = await writeDocstring(
      {
        docstring: 'Hold items up to a size.\n\nAttributes:\n    size (int): How many items fit.',
        style: 'google',
      },
      context,
    );
    expect(result).toEqual({
      file: 'geo.py',
      node: 'Box',
      action: 'added',
      start_line: 15,
      end_line: 19,
      written:
        '    """Hold items up to a size.\n\n    Attributes:\n        size (int): How many items fit.\n    """',
    });
    expect(await context.workspace.readFile('geo.py')).toContain(
      'class Box:\n    """Hold items up to a size.\n\n    Attributes:\n        size (int): How many items fit.\n    """\n    def __init__',
    );
    const again = await writeDocstring(
      {
        docstring: 'Hold items up to a size.\n\nAttributes:\n    size (int): How many items fit.',
        style: 'google',
      },
      context,
    );
    expect(again).toMatchObject({ action: 'unchanged' });
  });

  it('write_docstring refuses another style than the project writes, and text in another style', async () => {
    const context = await toolContext('geo.py', SOURCE, 'Box', 'numpy');
    await expect(writeDocstring({ docstring: 'A box.', style: 'google' }, context)).rejects.toThrow(
      new RemoraError(
        'TOOL_001',
        'this project writes numpy-style docstrings (operations.docstring.style in remora.yaml); write it in numpy style',
      ),
    );
    await expect(
      writeDocstring({ docstring: 'A box.\n\nArgs:\n    size: S.', style: 'numpy' }, context),
    ).rejects.toThrow("the docstring's sections are google style, not numpy");
    await expect(
      writeDocstring({ docstring: 'A box.', style: 'plain' }, context),
    ).rejects.toThrow();
    expect(await context.workspace.readFile('geo.py')).toBe(SOURCE);
  });

  it('the style context says which style, where it comes from, and shows one', async () => {
    const configured = await docstringStyleContext(
      await toolContext('geo.py', SOURCE, 'area', 'numpy'),
    );
    expect(configured).toContain(
      'Docstring style: numpy (operations.docstring.style in remora.yaml). A numpy-style docstring looks like:\n\n    Summary line.\n\n    Parameters\n    ----------\n',
    );
    expect(await docstringStyleContext(await toolContext('geo.py', SOURCE, 'area'))).toMatch(
      /^Docstring style: sphinx \(1 of the 1 docstrings with sections in this repository\)/,
    );
    expect(
      await docstringStyleContext(await toolContext('plain.py', 'def f():\n    pass\n', 'f')),
    ).toMatch(/^Docstring style: google \(the default; nothing in the repository names a style\)/);
  });

  it('write_docstring refuses filler the docstring did not already have, as an error the model can correct', async () => {
    const context = await toolContext('geo.py', SOURCE, 'area', 'sphinx');
    await expect(
      writeDocstring(
        {
          docstring:
            'Multiply the sides.\n\n:param width: The width.\n:param height: The height.\n:returns: The result.',
          style: 'sphinx',
        },
        context,
      ),
    ).rejects.toThrow(
      /^not written: "height: The height\." \(describe what height means.*"The result\." \(say what is returned/,
    );
    // `width: The width.` was already there: a repair may keep the author's words.
    const kept = await writeDocstring(
      {
        docstring:
          'Multiply the sides.\n\n:param width: The width.\n:param height: How far the box reaches up, in metres.',
        style: 'sphinx',
      },
      context,
    );
    expect(kept).toMatchObject({ action: 'updated' });
  });
});
