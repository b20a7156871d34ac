import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { discoverFile, type LoadedLanguage } from '../../../src/core/discovery/discover-file.js';
import { outOfScope, SCOPE_RULES, type ScopeRule } from '../../../src/core/signal/scope.js';
import { BUILTIN_LANGUAGES, isTestPath, languageTable } from '../../../src/languages/registry.js';
import { JAVASCRIPT, TSX, TYPESCRIPT } from '../../../src/languages/typescript/discovery/packs.js';
import { tryPackFor } from '../../../src/languages/manifests.js';

const loaded = new Map<string, LoadedLanguage>();
const table = languageTable(BUILTIN_LANGUAGES);

beforeAll(async () => {
  for (const pack of [TYPESCRIPT, TSX, JAVASCRIPT]) loaded.set(pack.id, await loadLanguage(pack));
});

/** Each definition of the file, with why the rules leave it out, asking its language as the pipeline does. */
function scoped(
  path: string,
  source: string,
  rules: readonly ScopeRule[] = SCOPE_RULES,
): Record<string, string | undefined> {
  const pack = tryPackFor(path);
  const language = pack && loaded.get(pack.id);
  if (!language) throw new Error(`no language for ${path}`);
  const { nodes } = discoverFile(language, path, new TextEncoder().encode(source), {
    maxFileBytes: 1 << 20,
  });
  return Object.fromEntries(
    nodes
      .filter((node) => node.node_type !== 'file')
      .map((node) => [node.full_name, outOfScope(node, rules, table.of(path)?.scope, {}, source)]),
  );
}

describe('TypeScript and JavaScript scope facts', () => {
  it('find test files as vitest, jest, mocha and node:test do', () => {
    const source = 'export function total(a: number) {\n  return a;\n}\n';
    for (const path of [
      'src/foo.test.ts',
      'src/__tests__/x.ts',
      'foo.spec.js',
      'test/helpers.mjs',
      'packages/a/tests/cart.tsx',
    ])
      expect(scoped(path, source), path).toEqual({ total: `${path} is test code` });
    for (const path of ['src/foo.ts', 'src/testing.ts', 'src/contest/x.js', 'src/latest.ts'])
      expect(scoped(path, source), path).toEqual({ total: undefined });
  });

  it('leave out #private names, private and protected members and setters, not public members', () => {
    const source = [
      'export class Box {',
      '  #count() { return 0; }',
      '  private hidden() { return 1; }',
      '  protected static shared() { return 2; }',
      '  @logged private readonly decorated = () => 3;',
      '  get size() { return 1; }',
      '  set size(value: number) {}',
      '  public open() { return 4; }',
      '  setup() { return 5; }',
      '}',
    ].join('\n');
    expect(scoped('src/box.ts', source, ['accessor', 'private'])).toEqual({
      Box: undefined,
      'Box.#count': 'Box.#count is private (set private: true for this op to include it)',
      'Box.hidden': 'Box.hidden is private (set private: true for this op to include it)',
      'Box.shared': 'Box.shared is private (set private: true for this op to include it)',
      'Box.decorated': 'Box.decorated is private (set private: true for this op to include it)',
      'Box.size': undefined,
      'Box.size#2': 'Box.size#2 is a property setter',
      'Box.open': undefined,
      'Box.setup': undefined,
    });
  });

  it('keep a private member its author documented with JSDoc true to it, and leave out the others', () => {
    // PixiJS documents its private static registerTextures; the JSDoc stands before the node's text.
    const source = [
      'export class Loader {',
      '  /**',
      '   * Registers the textures.',
      '   * @param metadata - The metadata.',
      '   */',
      '  @bound',
      '  private static registerTextures(metadata: object) { return metadata; }',
      '  /* not JSDoc */',
      '  private plain() { return 1; }',
      '  // nor this',
      '  private lined() { return 2; }',
      '  private bare() { return 3; }',
      '}',
    ].join('\n');
    const reason = (name: string) =>
      `Loader.${name} is private (set private: true for this op to include it)`;
    expect(scoped('src/loader.ts', source, ['undocumented_private'])).toEqual({
      Loader: undefined,
      'Loader.registerTextures': undefined,
      'Loader.plain': reason('plain'),
      'Loader.lined': reason('lined'),
      'Loader.bare': reason('bare'),
    });
  });

  it('keep a Python-looking name in a TypeScript file in scope', () => {
    const source = 'export function test_total() {}\nexport function _helper() {}\n';
    expect(scoped('src/cart.ts', source)).toEqual({ test_total: undefined, _helper: undefined });
  });

  it('count a file as test code for the training gates when any language does', () => {
    expect(['tests/test_cart.py', 'src/cart.test.ts', 'tests/data.json'].map(isTestPath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['src/cart.py', 'src/cart.ts'].map(isTestPath)).toEqual([false, false]);
  });
});
