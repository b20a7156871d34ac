/**
 * The Python module the end-to-end runs review: each function gives the
 * built-in policy something to say (an unused import, f-strings without
 * placeholders, a docstring entry that names no parameter).
 */
const AREA = [
  'def area(width, height):',
  '    """Return the area of a rectangle.',
  '',
  '    Args:',
  '        width: The width.',
  '        height: The height.',
  '    """',
  '    return width * height',
];

const PERIMETER_AND_DESCRIBE = [
  'def perimeter(width, height):',
  '    """Return the perimeter of a rectangle."""',
  '    label = f"perimeter"',
  '    return 2 * (width + height)',
  '',
  '',
  'def describe(name):',
  '    """Describe a shape by name.',
  '',
  '    Args:',
  "        nme: The shape's name.",
  '    """',
  '    return f"a shape"',
];

/** `pkg/shapes.py` at a pull request's base: nothing to say. */
export const SHAPES_BASE = ['"""Shapes and their areas."""', '', '', ...AREA, ''].join('\n');

/** `pkg/shapes.py` at the pull request's head: an import and two functions added. */
export const SHAPES_HEAD = [
  '"""Shapes and their areas."""',
  'import os',
  '',
  '',
  ...AREA,
  '',
  '',
  ...PERIMETER_AND_DESCRIBE,
  '',
].join('\n');

/** A module of the default branch, for sweeps. */
export const SHAPES_MODULE = ['"""Shapes."""', '', '', ...PERIMETER_AND_DESCRIBE, ''].join('\n');
