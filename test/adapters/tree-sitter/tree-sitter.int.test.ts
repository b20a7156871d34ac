import { describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { discoverFile } from '../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../src/languages/python/discovery/pack.js';

// The pack's query files are read beside src/languages/python/queries; this one is a test fixture.
const BROKEN_QUERY = {
  ...PYTHON,
  queryFiles: ['../../../../test/fixtures/discovery/broken-query.scm'],
};
const options = { maxFileBytes: 1 << 20 };
const bytes = (text: string) => new TextEncoder().encode(text);

describe('loadLanguage', () => {
  it('compiles the definitions query only when a tree with errors needs it', async () => {
    // A query that cannot compile shows when it is compiled: not at load time,
    // not for a file that parses cleanly (the cursor walk places its definitions).
    const python = await loadLanguage(BROKEN_QUERY);
    const clean = discoverFile(python, 'clean.py', bytes('def f():\n    return 1\n'), options);
    expect(clean.nodes.map((node) => node.full_name)).toEqual(['clean.py', 'f']);
    expect(() =>
      discoverFile(python, 'broken.py', bytes('def f():\n    return 1\n\nx = = 2\n'), options),
    ).toThrow(/no_such_node/);
  });
});
