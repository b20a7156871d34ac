import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter.js';
import { changedNodes, parseGitDiff } from '../../../src/core/diff/index.js';
import { discoverFile, type LoadedLanguage } from '../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../src/core/discovery/language-packs.js';
import { GitRepo } from '../../support/git-repo.js';

const BASE = [
  'import os',
  '',
  '',
  'def first(a, b):',
  '    total = a + b',
  '    return total',
  '',
  '',
  'class Box:',
  '    size = 1',
  '',
  '    def grow(self, by) -> int:',
  '        self.size += by',
  '        return self.size',
  '',
  '    def shrink(self, by):',
  '        return self.size - by',
  '',
  '',
  'def last(x):',
  '    return x',
  '',
].join('\n');

// Three headers broken three ways, and one body line changed under each.
const HEAD = BASE.replace('def first(a, b):', 'def first(a, b:')
  .replace('    total = a + b', '    total = a + b + 1')
  .replace('def grow(self, by) -> int:', 'def grow(self, by) -> :')
  .replace('        self.size += by', '        self.size += 2 * by')
  .replace('def shrink(self, by):', 'def shrink(self, by)')
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
      ['function', 'first', '4-5'],
      ['method', 'Box.grow', '12-13'],
      ['method', 'Box.shrink', '16-17'],
      ['function', 'last', '21-21'],
    ]);
  });
});
