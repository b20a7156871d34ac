import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { changedNodes, parseGitDiff } from '../../../src/core/diff/index.js';
import { discoverFile, type LoadedLanguage } from '../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../src/languages/python/discovery/pack.js';
import { GitRepo } from '../../support/git-repo.js';
import { breakHeaders, WELL_FORMED } from '../discovery/broken-header-source.js';

const BASE = WELL_FORMED;
// The three broken headers, and a body line changed under each function.
const HEAD = breakHeaders(BASE)
  .replace('    total = a + b', '    total = a + b + 1')
  .replace('        return by', '        return by * 2')
  .replace('return self.size - by', 'return self.size - by - 1')
  .replace('    return x', '    return x + 1');

let python: LoadedLanguage;
const repo = new GitRepo();

beforeAll(async () => {
  python = await loadLanguage(PYTHON);
  repo.write('box.py', BASE);
  repo.commit('base');
  repo.write('box.py', HEAD);
  repo.commit('head');
});
afterAll(() => repo.dispose());

const discover = (text: string) =>
  discoverFile(python, 'box.py', new TextEncoder().encode(text), { maxFileBytes: 1 << 20 });

describe('changed lines under a header that does not parse', () => {
  it('stay with their own function or method, never the file node or a neighbour', () => {
    const [diff] = parseGitDiff(repo.diff('HEAD~1', 'HEAD'));
    if (!diff) throw new Error('no diff');
    const changes = changedNodes(diff, discover(HEAD).nodes, discover(BASE).nodes);
    expect(
      changes.map(({ node, changed_lines }) => [
        node.node_type,
        node.full_name,
        changed_lines.map((r) => `${r.start}-${r.end}`).join(','),
      ]),
    ).toEqual([
      ['function', 'first', '5-6'],
      ['method', 'Box.grow', '13-13,15-15'],
      ['method', 'Box.shrink', '17-18'],
      ['function', 'last', '23-23'],
    ]);
  });
});
