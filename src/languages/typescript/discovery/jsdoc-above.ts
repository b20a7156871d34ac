/**
 * The first line (1-based) of the JSDoc block that documents a definition
 * starting on `startLine`: a `/** ... *\/` comment ending on the line above
 * it, decorators and blank lines between them allowed; undefined when there
 * is none (a plain `/* *\/` comment documents nothing).
 */
export function jsDocAbove(lines: readonly string[], startLine: number): number | undefined {
  let row = startLine - 2;
  while (row >= 0 && /^\s*(?:@[\w$.]+(?:\([^()\n]*\))?\s*)?$/.test(lines[row] as string)) row -= 1;
  if (row < 0 || !/\*\/\s*$/.test(lines[row] as string)) return undefined;
  // The comment opens on the nearest line above that starts with `/*`: a `/*` inside its
  // text (express's `text/*` media ranges) opens nothing.
  for (; row >= 0; row -= 1) {
    const line = (lines[row] as string).trimStart();
    if (!line.startsWith('/*')) continue;
    return line.startsWith('/**') && !line.startsWith('/**/') ? row + 1 : undefined;
  }
  return undefined;
}
