import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import { discoverFile, type LoadedLanguage } from '../../../src/core/discovery/discover-file.js';
import { tryPackFor as tryLanguageFor } from '../../../src/languages/manifests.js';
import { computeNodeId } from '../../../src/core/nodes.js';
import { JAVASCRIPT, TSX, TYPESCRIPT } from '../../../src/languages/typescript/discovery/packs.js';

const loaded = new Map<string, LoadedLanguage>();

beforeAll(async () => {
  for (const pack of [TYPESCRIPT, TSX, JAVASCRIPT]) loaded.set(pack.id, await loadLanguage(pack));
});

function discover(path: string, source: string) {
  const pack = tryLanguageFor(path);
  if (!pack) throw new Error(`no pack for ${path}`);
  const language = loaded.get(pack.id);
  if (!language) throw new Error(`${pack.id} not loaded`);
  return discoverFile(language, path, new TextEncoder().encode(source), { maxFileBytes: 1 << 20 });
}

const summary = (path: string, source: string) =>
  discover(path, source)
    .nodes.filter((node) => node.node_type !== 'file')
    .map((node) => `${node.node_type} ${node.full_name} ${node.start_line}-${node.end_line}`);

describe('the TypeScript and JavaScript packs', () => {
  it('own their file endings, declaration files included', () => {
    const owner = (path: string) => tryLanguageFor(path)?.id;
    expect(['a.ts', 'a.mts', 'a.cts', 'a.d.ts'].map(owner)).toEqual(Array(4).fill('typescript'));
    expect(owner('A.TSX')).toBe('tsx');
    expect(['a.js', 'a.jsx', 'a.mjs', 'a.cjs'].map(owner)).toEqual(Array(4).fill('javascript'));
    expect(owner('a.json')).toBeUndefined();
  });
});

describe('TypeScript discovery', () => {
  it('finds classes, their members and functions, with their decorators and export keyword', () => {
    const source = [
      '/** A shape. */', // 1
      '@sealed', // 2
      'export class Shape<T> extends Base {', // 3
      '  @memo()', // 4
      '  area(): number {', // 5
      '    const inner = () => 1;', // 6
      '    return inner();', // 7
      '  }', // 8
      '  constructor(private side: number) { super(); }', // 9
      '  onClick = (event: Event) => {', // 10
      '    this.side = 0;', // 11
      '  };', // 12
      '  label = "square";', // 13
      '  static #count() { return 0; }', // 14
      '}', // 15
      'export default function () {}', // 16
      'export async function* pages() {}', // 17
      'export abstract class Repo {', // 18
      '  abstract find(): void;', // 19
      '  save() {}', // 20
      '}', // 21
    ].join('\n');
    expect(summary('shapes.ts', source)).toEqual([
      'class Shape 2-15',
      'method Shape.area 4-8',
      'method Shape.constructor 9-9',
      'method Shape.onClick 10-12',
      'method Shape.#count 14-14',
      'function default 16-16',
      'function pages 17-17',
      'class Repo 18-21',
      'method Repo.save 20-20',
    ]);
  });

  it('leaves a JSDoc comment above a definition out of its lines', () => {
    const source =
      '/**\n * Adds.\n */\nexport function add(a: number, b: number) {\n  return a + b;\n}\n';
    const add = discover('add.ts', source).nodes[1];
    expect(add).toMatchObject({ start_line: 4, end_line: 6 });
    expect(add?.text.startsWith('export function add')).toBe(true);
  });

  it('ends a definition at its last token, not at a comment the statement holds', () => {
    const source = 'const f = () => 1 // trailing\n\n// next\nlet g = 2\n';
    expect(discover('ends.ts', source).nodes[1]).toMatchObject({
      full_name: 'f',
      text: 'const f = () => 1',
      end_byte: 17,
    });
  });

  it('binds arrow functions, function expressions and classes to the name that holds them', () => {
    const source = [
      'export const parse = async (text: string) => text;', // 1
      'let render = function* () {};', // 2
      'var a = () => 1, b = 2, c = function () {};', // 3
      'const Model = class { save() {} };', // 4
      'export default () => {};', // 5
      'const settings = { retries: 3 };', // 6
    ].join('\n');
    expect(summary('bound.ts', source)).toEqual([
      'function parse 1-1',
      'function render 2-2',
      'function a 3-3',
      'function c 3-3',
      'class Model 4-4',
      'method Model.save 4-4',
      'function default 5-5',
    ]);
    // Of several declarators each is its own extent; of one, the whole statement.
    const [, , , a] = discover('bound.ts', source).nodes;
    expect(a?.text).toBe('a = () => 1');
  });

  it('names the function members of a const object literal obj.member', () => {
    const source = [
      'export const handlers = {', // 1
      '  get(request) { return 1; },', // 2
      "  'post': async (request) => 2,", // 3
      '  [Symbol.iterator]: function* () {},', // 4
      '  retries: 3,', // 5
      '};', // 6
      'let mutable = { run() {} };', // 7
    ].join('\n');
    expect(summary('handlers.ts', source)).toEqual([
      'function handlers.get 2-2',
      'function handlers.post 3-3',
      'function handlers.[Symbol.iterator] 4-4',
    ]);
  });

  it('numbers a setter after its getter of the same name', () => {
    const source = 'class Box {\n  get size() { return 1; }\n  set size(value) {}\n}\n';
    const nodes = discover('box.ts', source).nodes;
    expect(nodes.map((node) => node.full_name)).toEqual([
      'box.ts',
      'Box',
      'Box.size',
      'Box.size#2',
    ]);
    expect(nodes[3]?.node_id).toBe(computeNodeId('box.ts', 'method', 'Box.size#2'));
  });

  it('gives the members of a namespace its dotted name, the namespace itself no node', () => {
    const source = [
      'namespace Geometry.Shapes {', // 1
      '  export function area() {}', // 2
      '  export class Circle { radius() {} }', // 3
      '}', // 4
      'export namespace Util { const id = (x) => x; }', // 5
    ].join('\n');
    expect(summary('geometry.ts', source)).toEqual([
      'function Geometry.Shapes.area 2-2',
      'class Geometry.Shapes.Circle 3-3',
      'method Geometry.Shapes.Circle.radius 3-3',
      'function Util.id 5-5',
    ]);
  });

  it('takes stubs for no nodes: overloads, abstract and declared definitions', () => {
    const source = [
      'export function pick(a: string): string;', // 1
      'export function pick(a: number): number;', // 2
      'export function pick(a: unknown) { return a; }', // 3
      'declare function ambient(): void;', // 4
      'declare class Ambient { run(): void }', // 5
      'declare namespace Globals { function g(): void }', // 6
      "declare module 'pkg' { export function h(): void }", // 7
      'class C {', // 8
      '  m(): void;', // 9
      '  m(a?: number) {}', // 10
      '}', // 11
    ].join('\n');
    expect(summary('stubs.ts', source)).toEqual([
      'function pick 3-3',
      'class C 8-11',
      'method C.m 10-10',
    ]);
  });

  it('finds no definitions in a declaration file', () => {
    const source =
      'export class Client {\n  send(): Promise<void>;\n}\nexport function make(): Client;\n';
    expect(summary('types/index.d.ts', source)).toEqual([]);
    expect(summary('types/index.d.mts', source)).toEqual([]);
    expect(summary('types/index.ts', source)).toEqual(['class Client 1-3']);
  });

  it('reads TSX, where a generic arrow and JSX mean what TSX says', () => {
    const source = [
      'export function App() {', // 1
      '  return <div onClick={() => 1}>hi</div>;', // 2
      '}', // 3
      'export const List = <T,>(props: { items: T[] }) => <ul />;', // 4
    ].join('\n');
    expect(summary('app.tsx', source)).toEqual(['function App 1-3', 'function List 4-4']);
  });

  it('still recovers the definitions around a syntax error, with a DISC_001 warning', () => {
    const unclosedCall = [
      'export function before() {}', // 1
      'function broken(a) {', // 2
      '  return call(a;', // 3
      '}', // 4
      'export class After {', // 5
      '  ok() {}', // 6
      '}', // 7
    ].join('\n');
    const found = discover('broken.ts', unclosedCall);
    expect(summary('broken.ts', unclosedCall)).toEqual([
      'function before 1-1',
      'function broken 2-4',
      'class After 5-7',
      'method After.ok 6-6',
    ]);
    expect(found.diagnostics).toEqual([
      expect.objectContaining({
        code: 'DISC_001',
        severity: 'warning',
        file: 'broken.ts',
        line: 3,
      }),
    ]);
    // An unclosed parameter list takes its function into an ERROR node; the
    // class after it is read from inside that node.
    const unclosedParameters = unclosedCall.replace('broken(a) {', 'broken(a, {');
    expect(summary('broken.ts', unclosedParameters)).toEqual([
      'function before 1-1',
      'class After 5-7',
      'method After.ok 6-6',
    ]);
  });

  it('never throws on text that is no program at all', () => {
    const noise = ['})({', '<<<>>>', 'class', 'export default', '@', 'namespace .', '\uffff`${'];
    for (const text of noise)
      for (const path of ['n.ts', 'n.tsx', 'n.js'])
        expect(discover(path, text).nodes[0]?.node_type).toBe('file');
  });
});

describe('JavaScript discovery', () => {
  it('finds classes with fields, private methods and decorators, and functions assigned to dotted names', () => {
    const source = [
      'class Router {', // 1
      '  @bound', // 2
      '  static handle = (req) => req;', // 3
      '  #match() {}', // 4
      '  get [Symbol.toStringTag]() { return "Router"; }', // 5
      '}', // 6
      'function* walk() {}', // 7
      'var legacy = function named() {};', // 8
      'export default class { start() {} }', // 9
      'module.exports = function () {};', // 10
      'app.use = function use(fn) {', // 11
      '  return fn;', // 12
      '};', // 13
      'View.prototype.render = (options) => options;', // 14
      'this.skipped = function () {};', // 15
      'handlers[0] = function () {};', // 16
      'exports.count = 1;', // 17
    ].join('\n');
    expect(summary('router.js', source)).toEqual([
      'class Router 1-6',
      'method Router.handle 2-3',
      'method Router.#match 4-4',
      'method Router.[Symbol.toStringTag] 5-5',
      'function walk 7-7',
      'function legacy 8-8',
      'class default 9-9',
      'method default.start 9-9',
      'function module.exports 10-10',
      'function app.use 11-13',
      'function View.prototype.render 14-14',
    ]);
  });

  it('keeps what is inside a function body in that function', () => {
    const source = [
      '(function () {', // 1
      '  function hidden() {}', // 2
      '})();', // 3
      'function outer() {', // 4
      '  class Inner {}', // 5
      '  const helper = () => 1;', // 6
      '}', // 7
    ].join('\n');
    expect(summary('iife.cjs', source)).toEqual(['function outer 4-7']);
  });
});
