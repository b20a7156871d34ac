import { describe, expect, it } from 'vitest';
import { unparsableFiles } from '../../src/pipeline/train-data.js';

// A teacher's change that leaves a file unparsable is dropped from the
// training data, whichever language the file is in.

describe('the files a teacher run left unparsable', () => {
  it("are judged in each file's own grammar, not only Python's", async () => {
    expect(
      await unparsableFiles([
        { path: 'pkg/ok.py', after: 'def f():\n    return 1\n' },
        { path: 'pkg/broken.py', after: 'def f(:\n    return 1\n' },
        { path: 'src/ok.ts', after: 'export const f = (): number => 1;\n' },
        { path: 'src/broken.ts', after: 'export function f( {\n  return 1;\n' },
        { path: 'src/broken.js', after: 'export const = ;\n' },
        { path: 'notes.txt', after: 'def f(:\n' },
        { path: 'src/gone.ts', after: undefined },
      ]),
    ).toEqual(['pkg/broken.py', 'src/broken.ts', 'src/broken.js']);
  });
});
