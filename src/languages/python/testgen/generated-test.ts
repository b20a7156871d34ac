import { replaceStringLiterals } from '../syntax/string-literal.js';

/** A test function Remora wrote, before it is rendered into a module. */
export interface GeneratedTest {
  name: string;
  /** `doctest`: the docstring's examples; `smoke`: a call with sample arguments. */
  origin: 'doctest' | 'smoke';
  /** Names imported from the tested module. */
  moduleNames: string[];
  /** Other modules the test imports (`asyncio`, `re`, `pytest`). */
  imports: string[];
  /** pytest fixtures the test takes as parameters (`capsys`). */
  fixtures: string[];
  /** The body's lines, relative to the function's indentation. */
  body: string[];
  /** What the reader should know (examples left out, and why). */
  note?: string;
}

/** `Order.total` -> `order_total`: the part of a test name that names the target. */
export function testNameStem(fullName: string): string {
  return fullName
    .replace(/#/g, '_')
    .split('.')
    .map((part) =>
      part
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .toLowerCase(),
    )
    .join('_');
}

/** Python identifiers a piece of source uses (not attribute names after a dot, not inside strings). */
export function identifiersIn(source: string): Set<string> {
  const withoutStrings = replaceStringLiterals(source, '""');
  const names = new Set<string>();
  for (const match of withoutStrings.matchAll(/(?<![\w.])[A-Za-z_][A-Za-z0-9_]*/g))
    names.add(match[0]);
  return names;
}
