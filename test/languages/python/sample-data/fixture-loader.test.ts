import { describe, expect, it } from 'vitest';
import {
  findFixtureLoaders,
  loaderTakes,
} from '../../../../src/languages/python/sample-data/fixture-loader.js';

const patterns = (text: string, folder = 'tests/fixtures'): string[] =>
  findFixtureLoaders(text, folder).map((l) => `${l.line}:${l.pattern}`);

describe('findFixtureLoaders', () => {
  it('finds globs and listings of the folder, through a name bound to it', () => {
    const text = [
      'import glob, os',
      'from pathlib import Path',
      'FIXTURES = Path(__file__).parent / "fixtures"',
      'JSON = sorted(FIXTURES.glob("*.json"))',
      'ALL = list(FIXTURES.rglob("*.yaml"))',
      '@pytest.mark.parametrize("name", os.listdir(FIXTURES))',
      'FILES = glob.glob("tests/fixtures/**/*.json", recursive=True)',
      'for root, _, names in os.walk(os.path.join(HERE, "fixtures")):',
      '# FIXTURES.glob("*.txt") in a comment loads nothing',
    ].join('\n');
    expect(patterns(text)).toEqual(['4:*.json', '5:**/*.yaml', '6:*', '7:**/*.json', '8:**/*']);
  });

  it('does not count reading one known file, or globbing another folder', () => {
    const text = [
      'FIXTURES = Path(__file__).parent / "fixtures"',
      'DATA = Path(__file__).parent / "data"',
      'CART = json.loads((FIXTURES / "cart.json").read_text())',
      'OTHER = sorted(DATA.glob("*.json"))',
      'open("tests/fixtures/a.json")',
    ].join('\n');
    expect(patterns(text)).toEqual([]);
  });
});

describe('loaderTakes', () => {
  const take = (pattern: string, path: string): boolean =>
    loaderTakes({ line: 1, code: '', pattern }, path);

  it('matches a file of the folder as the glob would', () => {
    expect(take('*.json', 'models.price.json')).toBe(true);
    expect(take('*.json', 'models/price.json')).toBe(false);
    expect(take('*.json', 'models.price.yaml')).toBe(false);
    expect(take('**/*.json', 'models/price.json')).toBe(true);
    expect(take('**/*.json', 'price.json')).toBe(true);
    expect(take('*', 'price.json')).toBe(true);
    expect(take('**/*', 'a/b/price.json')).toBe(true);
    expect(take('case_?.json', 'case_1.json')).toBe(true);
  });
});
