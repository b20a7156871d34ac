/** A module with a decorated function, a class with two methods, and a last function. */
export const WELL_FORMED = [
  'import os',
  '',
  '',
  '@cache',
  'def first(a, b):',
  '    total = a + b',
  '    return total',
  '',
  '',
  'class Box:',
  '    size = 1',
  '',
  '    def grow(self, by) -> int:',
  '        """Grow."""',
  '        return by',
  '',
  '    async def shrink(self, by):',
  '        return self.size - by',
  '    # a comment that is not part of shrink',
  '',
  '',
  'def last(x):',
  '    return x',
  '',
].join('\n');

/**
 * The same module with three headers broken three ways (lines 5, 13, 17): an
 * unclosed parameter list, a return arrow with no type, a missing colon.
 */
export function breakHeaders(source: string): string {
  return source
    .replace('def first(a, b):', 'def first(a, b:')
    .replace('def grow(self, by) -> int:', 'def grow(self, by) -> :')
    .replace('async def shrink(self, by):', 'async def shrink(self, by)');
}
