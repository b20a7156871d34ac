import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { agrees } from '../../bench/recall/judge-ts.mjs';
import { caseOutputs, judgeFor, type RecallCase } from '../../bench/recall/judging.mjs';
import { definitions, isSource, type JsDefinition } from '../../bench/recall/jsdoc.mjs';
import { becameWrong, classify, DROPPED, isTest, wrongStill } from '../../bench/recall/mine-ts.mjs';

const fixtures = join(__dirname, '..', 'fixtures', 'recall-ts');
const recall = join(__dirname, '..', '..', 'bench', 'recall');

/** The one definition `name` of a fixture file. */
function excerpt(file: string, name: string): JsDefinition {
  // A TypeScript excerpt is kept as `.ts.txt`, out of this repository's own type check.
  const path = file.replace(/\.txt$/, '');
  const found = definitions(readFileSync(join(fixtures, file), 'utf8'), path)?.get(name);
  if (found === undefined) throw new Error(`${name} is not in ${file}`);
  return found;
}

const minimum = {
  parent: excerpt('min-parent.js', 'SchemaNumber.prototype.min'),
  introduced: excerpt('min-introduced.js', 'SchemaNumber.prototype.min'),
  fixed: excerpt('min-fixed.js', 'SchemaNumber.prototype.min'),
};

const messageCase: RecallCase = {
  id: 'Automattic/mongoose#1',
  project: 'Automattic/mongoose',
  style: 'jsdoc',
  class: 'added',
  introduced: '47feb2e8',
  parent: '47feb2e8^',
  file: 'lib/schema/number.js',
  definition: 'SchemaNumber.prototype.min',
  fix: 'd78e7598',
  entry: 'message',
  detail: '',
};

describe("the recall benchmark's TypeScript and JavaScript definitions", () => {
  it('names each function-like definition as the TypeScript compiler reads it, stubs left out', () => {
    const source = [
      '/** @param a first */',
      'export function top(a: number) { const inner = () => 1; return a; }',
      'export function over(a: string): void;',
      'export function over(a: unknown) {}',
      'declare function stub(a: number): void;',
      '/** @param b the b */',
      'export const arrow = (b: string) => b;',
      'class Box { constructor(private x: number) {} get size() { return 1; } method(a: string): void; method() {} handler = () => {}; }',
      'const api = { call(c) {}, send: function (d) {} };',
      'app.use = function use(fn) { return this; };',
      'namespace Outer.Inner { export function deep() {} }',
    ].join('\n');
    const found = definitions(source, 'src/example.ts');
    expect([...(found?.keys() ?? [])]).toEqual([
      'top',
      'over',
      'arrow',
      'Box.constructor',
      'Box.size',
      'Box.method',
      'Box.handler',
      'api.call',
      'api.send',
      'app.use',
      'Outer.Inner.deep',
    ]);
    // The JSDoc of `const arrow = ...` is written above the whole statement.
    expect([...(found?.get('arrow')?.doc.params.keys() ?? [])]).toEqual(['b']);
    expect(definitions('function (', 'broken.js')).toBeUndefined();
  });

  it("reads a block's top-level @param entries in order, members of an options object left out", () => {
    const { doc } = excerpt('min-fixed.js', 'SchemaNumber.prototype.min');
    expect([...doc.params]).toEqual([
      ['value', 'Number'],
      ['message', 'String'],
    ]);
    expect(doc.returns).toBe('{SchemaType} this');
    const options = definitions(
      '/**\n * @param {Object} [options]\n * @param {Boolean} [options.lean] plain objects\n * @param {Function} cb\n */\nfunction find(options, cb) {}',
      'a.js',
    )?.get('find');
    expect([...(options?.doc.params ?? [])]).toEqual([
      ['options', 'Object'],
      ['cb', 'Function'],
    ]);
  });

  it('prints a definition the same when only its JSDoc changed, and not when its code did', () => {
    expect(minimum.fixed.code).toBe(minimum.introduced.code);
    expect(minimum.fixed.docText).not.toBe(minimum.introduced.docText);
    expect(minimum.introduced.code).not.toBe(minimum.parent.code);
  });

  it('reads files of both languages, not declaration files, tests or examples', () => {
    expect(['a.ts', 'a.tsx', 'a.mts', 'a.js', 'a.jsx', 'a.cjs'].every(isSource)).toBe(true);
    expect(isSource('types/index.d.ts')).toBe(false);
    expect(isSource('lib/a.py')).toBe(false);
    expect(
      ['test/a.js', 'src/a.test.ts', 'examples/x.js', 'docs/a.ts'].some((p) => !isTest(p)),
    ).toBe(false);
    expect(isTest('lib/schema/number.js')).toBe(false);
  });
});

describe("the recall benchmark's TypeScript and JavaScript miner", () => {
  it("finds mongoose's hand-made fix of min()'s JSDoc, and the commit that made it wrong", () => {
    const [fix] = classify(minimum.introduced, minimum.fixed);
    expect(fix).toEqual({ kind: 'added', entry: 'message', detail: '' });
    if (fix === undefined) return;
    expect(wrongStill(fix, minimum.introduced, minimum.introduced.doc)).toBe(true);
    expect(becameWrong(fix, minimum.parent, minimum.introduced)).toBe(true);
    // Before the introducing commit the block was right: no parameter to document.
    expect(becameWrong(fix, minimum.parent, minimum.parent)).toBe(false);
  });

  it('asks nothing of a block that listed no parameters', () => {
    const before = definitions('/** Does it. */\nfunction f(a) {}', 'a.js')?.get('f');
    const after = definitions('/** Does it.\n * @param a the a */\nfunction f(a) {}', 'a.js')?.get(
      'f',
    );
    if (!before || !after) throw new Error('not parsed');
    expect(classify(before, after)).toEqual([]);
  });

  it('classifies renamed and removed entries against the signature', () => {
    const at = (doc: string, signature: string) => {
      const found = definitions(`/**\n${doc}\n */\nfunction f(${signature}) {}`, 'a.js')?.get('f');
      if (!found) throw new Error('not parsed');
      return found;
    };
    const renamed = classify(
      at(' * @param a x\n * @param b y', 'a, c'),
      at(' * @param a x\n * @param c y', 'a, c'),
    );
    expect(renamed).toEqual([{ kind: 'renamed', entry: 'c', detail: 'b' }]);
    const removed = classify(at(' * @param a x\n * @param b y', 'a'), at(' * @param a x', 'a'));
    expect(removed).toEqual([{ kind: 'removed', entry: 'b', detail: '' }]);
  });

  it('takes a {type} dropped from an @returns that stays for notation, and an @returns added for a fix', () => {
    const at = (returns: string) => {
      const doc = `/**\n * @param x the x\n${returns}\n */\n`;
      const found = definitions(`${doc}function copy(x: Point): Point { return x; }`, 'a.ts')?.get(
        'copy',
      );
      if (!found) throw new Error('not parsed');
      return found;
    };
    // PixiJS dropped the JSDoc types its TypeScript annotations now carry.
    expect(classify(at(' * @returns {PIXI.Point} the copy'), at(' * @returns the copy'))).toEqual(
      [],
    );
    expect(classify(at(' *'), at(' * @returns the copy'))).toEqual([
      { kind: 'return', entry: 'returns', detail: 'none -> untyped' },
    ]);
  });

  it("does not take a documentation pass for a fix: hono's onError returned the instance before its annotation", () => {
    const parent = excerpt('on-error-parent.ts.txt', 'Hono.onError');
    const introduced = excerpt('on-error-introduced.ts.txt', 'Hono.onError');
    const fixed = excerpt('on-error-fixed.ts.txt', 'Hono.onError');
    expect(introduced.returnAnnotation).toBe('Hono<E, S, BasePath>');
    expect(fixed.code).toBe(introduced.code);
    const fixes = classify(introduced, fixed);
    expect(fixes).toEqual([{ kind: 'return', entry: 'returns', detail: 'none -> {Hono}' }]);
    const [fix] = fixes;
    if (fix === undefined) return;
    // The annotation changed, but the function returned `this` before it too.
    expect(becameWrong(fix, parent, introduced)).toBe(false);
  });

  it('names every candidate left out with a reason', () => {
    for (const [key, why] of Object.entries(DROPPED)) {
      expect(key).toMatch(/^[\w.-]+\/[\w.-]+ \S+ \S+ [0-9a-f]{8}$/);
      expect(why.length).toBeGreaterThan(0);
    }
  });
});

describe("the recall benchmark's JSDoc judge", () => {
  it('judges an entry fixed only when it reads as the maintainer wrote it', () => {
    expect(agrees(messageCase, minimum.introduced.doc, minimum.fixed.doc)).toBe(false);
    expect(agrees(messageCase, minimum.fixed.doc, minimum.fixed.doc)).toBe(true);
    const renamed = { ...messageCase, class: 'renamed', entry: 'c', detail: 'b' };
    const doc = (...names: string[]) => ({
      params: new Map(names.map((n) => [n, ''])),
      returns: undefined,
    });
    expect(agrees(renamed, doc('a', 'b', 'c'), doc('a', 'c'))).toBe(false);
    expect(agrees(renamed, doc('a', 'c'), doc('a', 'c'))).toBe(true);
  });

  it('judges an @returns the fix added on being there, and one it corrected on its type', () => {
    const returns = (text?: string) => ({ params: new Map<string, string>(), returns: text });
    const added = { ...messageCase, class: 'return', entry: 'returns', detail: 'none -> {Schema}' };
    expect(agrees(added, returns(), returns('{Schema} the schema'))).toBe(false);
    expect(agrees(added, returns('the schema'), returns('{Schema} the schema'))).toBe(true);
    const typed = { ...added, detail: '{Object} -> {Schema}' };
    expect(agrees(typed, returns('{Object} it'), returns('{Schema} the schema'))).toBe(false);
    expect(agrees(typed, returns('{Schema}'), returns('{Schema} the schema'))).toBe(true);
  });

  it("sends a case to the judge of its file's language", () => {
    expect(judgeFor({ file: 'rich/console.py' })).toBe('judge.py');
    expect(judgeFor({ file: 'lib/schema/number.js' })).toBe('judge-ts.mjs');
    expect(judgeFor({ file: 'src/hono-base.ts' })).toBe('judge-ts.mjs');
  });

  it("says why a missed case's judge could not read it, and not when it read the entry unfixed", () => {
    const missed = (why: string) =>
      caseOutputs([messageCase], { nodes: [] }, [{ fixed: false, why }]).perCase[0]?.why;
    expect(missed('the definition no longer parses or is gone')).toBe(
      'the definition is not among the reviewed nodes (judge: the definition no longer parses or is gone)',
    );
    expect(missed('the entry still reads as before the fix')).toBe(
      'the definition is not among the reviewed nodes',
    );
  });

  it('holds every mined case to a source file, a class, both commits and a unique id', () => {
    const python = JSON.parse(readFileSync(join(recall, 'cases.json'), 'utf8')) as RecallCase[];
    const cases = JSON.parse(readFileSync(join(recall, 'cases-ts.json'), 'utf8')) as RecallCase[];
    expect(cases.length).toBeGreaterThan(0);
    const ids = new Set(python.map((c) => c.id));
    for (const c of cases) {
      expect(isSource(c.file) && !isTest(c.file)).toBe(true);
      expect(['renamed', 'added', 'removed', 'return']).toContain(c.class);
      expect(c.introduced).toMatch(/^[0-9a-f]{40}$/);
      expect(c.parent).toMatch(/^[0-9a-f]{40}$/);
      expect(c.fix).toMatch(/^[0-9a-f]{40}$/);
      expect(`${c.project} ${c.definition} ${c.entry} ${c.fix.slice(0, 8)}` in DROPPED).toBe(false);
      expect(ids.has(c.id)).toBe(false);
      ids.add(c.id);
    }
  });
});
