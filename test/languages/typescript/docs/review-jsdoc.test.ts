import { describe, expect, it } from 'vitest';
import {
  reviewJsDoc,
  type JsDocReview,
  type ReviewedNode,
} from '../../../../src/languages/typescript/docs/review-jsdoc.js';
import { nodeNamed, parserFor, reviewIn } from './grammars.js';

const ts = (...lines: string[]): string => `${lines.join('\n')}\n`;

describe('reviewJsDoc: entries of renamed and removed parameters', () => {
  const base = ts(
    '/**',
    ' * Pads a text.',
    ' *',
    ' * @param text - The text',
    ' * @param width - How wide',
    ' * @param options - Options',
    ' * @param options.fill - The fill character',
    ' * @returns The padded text',
    ' */',
    'export function pad(text: string, width: number, options: { fill: string }): string {',
    '  return text.padStart(width, options.fill)',
    '}',
  );

  it('renames the entry of a renamed parameter, and its members', async () => {
    const head = base
      .replace('options: {', 'settings: {')
      .replace('options.fill)', 'settings.fill)');
    const result = await reviewIn('src/pad.ts', head, base);
    expect(result.action).toBe('updated');
    expect(result.repairs).toEqual(['renamed the entry for options to settings']);
    expect(result.source).toBe(
      head
        .replace(' * @param options - Options', ' * @param settings - Options')
        .replace(' * @param options.fill', ' * @param settings.fill'),
    );
  });

  it('removes the entry of a removed parameter, and its members', async () => {
    const head = base
      .replace(', options: { fill: string }', '')
      .replace('width, options.fill)', 'width)');
    const result = await reviewIn('src/pad.ts', head, base);
    expect(result.repairs).toEqual(['removed the entry for options (no such parameter)']);
    expect(result.source).toBe(
      head.replace(
        ' * @param options - Options\n * @param options.fill - The fill character\n',
        '',
      ),
    );
  });

  it('takes the blank line a removed group leaves behind', async () => {
    const grouped = ts(
      '/**',
      ' * Says hello.',
      ' *',
      ' * @param name - Who',
      ' *',
      ' * @param loud - How',
      ' *',
      ' * @returns The greeting',
      ' */',
      'export function hello(name: string, loud: boolean): string {',
      '  return name',
      '}',
    );
    const head = grouped.replace(', loud: boolean', '');
    const result = await reviewIn('src/hello.ts', head, grouped);
    expect(result.source).toBe(head.replace(' * @param loud - How\n *\n', ''));
  });

  it('leaves an entry the base already had for no parameter: the change did not make it stale', async () => {
    const stale = base.replace(' * @param width - How wide', ' * @param size - How wide');
    const result = await reviewIn('src/pad.ts', stale.replace('padStart', 'padEnd'), stale);
    expect(result.action).toBe('unchanged');
    expect(result.problems).toEqual([]);
  });

  it('leaves the entries of a function that may still take them through `arguments` or `...rest`', async () => {
    // The shape of mongoose's validateSync (f0f5ffd1): it now passes `arguments` on.
    const js = ts(
      '/**',
      ' * @param {string} a',
      ' * @param {string} b',
      ' */',
      'exports.join = function join(a, b) {',
      '  return [a, b].join()',
      '}',
    );
    const forwarded = js
      .replace('join(a, b) {', 'join() {')
      .replace('[a, b].join()', 'inner.apply(this, arguments)');
    const result = await reviewIn('lib/join.js', forwarded, js);
    expect([result.action, result.problems]).toEqual(['unchanged', []]);
    const spread = js.replace('join(a, b) {', 'join(a, ...more) {');
    const rest = await reviewIn('lib/join.js', spread, js);
    expect([rest.action, rest.problems]).toEqual(['unchanged', []]);
    // Without either, the entry goes.
    const plain = await reviewIn('lib/join.js', js.replace('join(a, b) {', 'join(a) {'), js);
    expect(plain.repairs).toEqual(['removed the entry for b (no such parameter)']);
  });

  it('renames the entry of a parameter that became `...rest` where the entry is typed variadic', async () => {
    // PixiJS's Container.removeChild (22c5248a): `child` became `...childs`, typed `{...T}`.
    const js = ts(
      '/**',
      ' * Removes a child.',
      ' *',
      ' * @param {PIXI.DisplayObject} child - The child to remove',
      ' */',
      'Container.prototype.removeChild = function (child) {',
      '  return this.detach(child)',
      '}',
    );
    const gathered = js.replace('(child) {', '(...childs) {').replace('(child)', '(childs[0])');
    const variadic = gathered.replace('{PIXI.DisplayObject}', '{...PIXI.DisplayObject}');
    const result = await reviewIn('src/Container.js', variadic, js);
    expect(result.repairs).toEqual(['renamed the entry for child to childs']);
    expect(result.source).toBe(variadic.replace('} child -', '} childs -'));
    // Typed as one value, the entry may speak of the first of several: left alone.
    expect((await reviewIn('src/Container.js', gathered, js)).action).toBe('unchanged');
  });

  it('reads the doc above a plain comment that stands between it and the code', async () => {
    // Mongoose's Query.prototype.box (9dc8141f): a `/*! ... */` note under its doc.
    const js = ts(
      '/**',
      ' * Specifies a $box condition',
      ' *',
      ' * @param {String} path',
      ' * @param {Array} ll',
      ' * @param {Array} ur',
      ' * @return {Query} this',
      ' */',
      '',
      '/*!',
      ' * this is needed to support the mongoose syntax of box(field, { ll, ur })',
      ' */',
      '',
      'Query.prototype.box = function (path, ll, ur) {',
      '  return this.within(path, ll, ur)',
      '}',
    );
    const head = js
      .replace('function (path, ll, ur)', 'function (ll, ur)')
      .replace('(path, ll, ur)', '(ll, ur)');
    const result = await reviewIn('lib/query.js', head, js);
    expect(result.repairs).toEqual(['removed the entry for path (no such parameter)']);
    expect(result.source).toBe(head.replace(' * @param {String} path\n', ''));
    // Code between them detaches the block: it is another statement's.
    const detached = head.replace('/*!', 'var x = 1;\n/*!');
    expect((await reviewIn('lib/query.js', detached, js)).has_docstring).toBe(false);
  });

  it('leaves the docs of a file manager’s copy of a file alone', async () => {
    // PixiJS's `BaseRenderTexture copy.js` (50521bb6): the old implementation kept aside.
    const js = ts(
      '/**',
      ' * @param {number} width',
      ' * @param {number} height',
      ' * @param {boolean} updateBase',
      ' */',
      'BaseRenderTexture.prototype.resize = function (width, height) {}',
    );
    const copy = await reviewIn('src/BaseRenderTexture copy.js', js, null);
    expect([copy.action, copy.problems, copy.has_docstring]).toEqual(['unchanged', [], true]);
    expect((await reviewIn('src/BaseRenderTexture.js', js, null)).problems).toEqual([
      {
        rule: 'docstring.stale-entry',
        message: 'The JSDoc of `resize` documents `updateBase`, which is not a parameter.',
      },
    ]);
  });

  it('removes the entry of a callback the function now tests for only to refuse it', async () => {
    // Mongoose's Model.populate (b911bef9): `typeof arguments[2]` takes nothing from `arguments`.
    const js = ts(
      '/**',
      ' * @param {Array} docs',
      ' * @param {Object} paths',
      ' * @param {Function} [callback]',
      ' */',
      'Model.populate = function(docs, paths, callback) {',
      '  return populate(docs, paths, callback)',
      '}',
    );
    const refused = js
      .replace('function(docs, paths, callback) {', 'async function populate(docs, paths) {')
      .replace(
        '  return populate(docs, paths, callback)',
        "  if (typeof arguments[2] === 'function') throw new Error('no callback')\n  return populate(docs, paths)",
      );
    const result = await reviewIn('lib/model.js', refused, js);
    expect(result.repairs).toEqual(['removed the entry for callback (no such parameter)']);
    // Written with the arguments it is given, as Model.populate's is: the same entry.
    const shown = js.replace('[callback]', '[callback(err,doc)]');
    const named = await reviewIn(
      'lib/model.js',
      refused.replace('[callback]', '[callback(err,doc)]'),
      shown,
    );
    expect(named.repairs).toEqual(['removed the entry for callback (no such parameter)']);
    expect(named.source).toBe(refused.replace(' * @param {Function} [callback]\n', ''));
  });

  it('says what it could not edit in place: a one-line block', async () => {
    const one = ts('/** @param a - the a */', 'export function f(a: string, b: string) {}');
    const head = one.replace('a: string, ', '');
    const result = await reviewIn('src/f.ts', head, one);
    expect(result.action).toBe('unchanged');
    expect(result.problems).toEqual([
      {
        rule: 'docstring.unrepaired',
        message:
          'The JSDoc of `f` needs a repair Remora could not make in place: removed the entry for a (no such parameter).',
      },
    ]);
  });

  it('follows a destructured parameter by its place, whatever the doc names it', async () => {
    const destructured = ts(
      '/**',
      ' * @param app - The app',
      ' * @param options - Options',
      ' * @param options.binary - Whether binary',
      ' */',
      'export const handle = (app: App, { binary }: Options = {}) => app.run(binary)',
    );
    const head = destructured
      .replace('(app: App', '(application: App')
      .replace('app.run', 'application.run');
    const result = await reviewIn('src/handle.ts', head, destructured);
    expect(result.repairs).toEqual(['renamed the entry for app to application']);
    expect(result.problems).toEqual([]);
  });

  it('follows a destructured parameter by its members’ entries where the doc lists it out of place', async () => {
    // The shape of astro's syncContentCollections (packages/astro/src/core/sync/index.ts).
    const astro = ts(
      '/**',
      ' * @param {SyncOptions} options',
      ' * @param {AstroSettings} settings Astro settings',
      ' * @param {typeof fsMod} options.fs The file system',
      ' */',
      'async function sync(settings: AstroSettings, { fs }: { fs: typeof fsMod }): Promise<void> {}',
    );
    const head = astro.replace('(settings: AstroSettings', '(config: AstroSettings');
    const result = await reviewIn('src/sync.ts', head, astro);
    expect(result.repairs).toEqual(['renamed the entry for settings to config']);
    expect(result.problems).toEqual([]);
  });

  it('renames in a definition the change wrote whole only a slip of one letter', async () => {
    const head = ts(
      '/**',
      ' * @param nme - The name',
      ' * @param age - The age',
      ' */',
      'export function person(name: string, age: number) {}',
    );
    const result = await reviewIn('src/person.ts', head, null);
    expect(result.repairs).toEqual(['renamed the entry for nme to name']);
    const far = head.replace('nme', 'label');
    const left = await reviewIn('src/person.ts', far, null);
    expect(left.action).toBe('unchanged');
    expect(left.problems.map((p) => p.message)).toEqual([
      'The JSDoc of `person` documents `label`, which is not a parameter.',
      'Parameter `name` of `person` is not documented.',
    ]);
  });

  it('reviews the methods and function properties of an object bound at module level', async () => {
    const object = ts(
      'export const api = {',
      '  /**',
      '   * @param url - Where',
      '   */',
      '  get(url: string) {},',
      '  /**',
      '   * @param url - Where',
      '   * @param body - What',
      '   */',
      '  post: function (url: string, body: string) {},',
      '}',
    );
    const get = await reviewIn('src/api.ts', object.replace('get(url', 'get(href'), object, {
      name: 'get',
    });
    expect(get.repairs).toEqual(['renamed the entry for url to href']);
    const post = await reviewIn('src/api.ts', object.replace(', body: string', ''), object, {
      name: 'post',
    });
    expect(post.repairs).toEqual(['removed the entry for body (no such parameter)']);
  });

  it('finds the doc above decorators and `export`, and not a file header', async () => {
    const decorated = ts(
      'class Service {',
      '  /**',
      '   * @param id - The id',
      '   */',
      '  @Get()',
      '  find(id: string) {}',
      '}',
    );
    const result = await reviewIn(
      'src/service.ts',
      decorated.replace('find(id', 'find(key'),
      decorated,
      {
        name: 'find',
      },
    );
    expect(result.repairs).toEqual(['renamed the entry for id to key']);
    const header = ts('/** @license MIT */', 'export function f(a: string) {}');
    expect((await reviewIn('src/f.ts', header, header)).has_docstring).toBe(false);
  });
});

describe('reviewJsDoc: what is left for the author', () => {
  const documented = ts(
    '/**',
    ' * Adds.',
    ' * @param a - One',
    ' */',
    'export function add(a: number): number {',
    '  return a',
    '}',
  );

  it('asks for an entry of a parameter the change added beside documented ones', async () => {
    const head = documented.replace(
      '(a: number)',
      '(a: number, b: number, _c?: number, ...rest: number[])',
    );
    const result = await reviewIn('src/add.ts', head, documented);
    expect(result.problems.map((p) => p.message)).toEqual([
      'Parameter `b` of `add` is not documented.',
    ]);
  });

  it('asks nothing of a parameter the base already left undocumented, nor of a doc of prose alone', async () => {
    const undocumented = documented.replace('(a: number)', '(a: number, b: number)');
    expect((await reviewIn('src/add.ts', undocumented, undocumented)).problems).toEqual([]);
    const prose = ts('/** Adds. */', 'export function add(a: number, b: number) { return a + b }');
    expect(
      (await reviewIn('src/add.ts', prose, prose.replace(', b: number', ''))).problems,
    ).toEqual([]);
  });

  it('asks nothing of a new defaulted parameter where the doc already leaves defaults unsaid', async () => {
    // The shape of svelte's log_effect_tree (4aa37772): `depth = 0` undocumented, `is_reachable = true` added.
    const svelte = ts(
      '/**',
      ' * @param {Effect} effect',
      ' */',
      'export function log(effect, depth = 0) {}',
    );
    const head = svelte.replace('depth = 0)', 'depth = 0, reachable = true)');
    expect((await reviewIn('src/debug.js', head, svelte)).problems).toEqual([]);
    // Without that habit, the new parameter is asked for.
    const plain = svelte.replace(', depth = 0', '');
    expect(
      (
        await reviewIn(
          'src/debug.js',
          plain.replace('(effect)', '(effect, reachable = true)'),
          plain,
        )
      ).problems,
    ).toEqual([
      {
        rule: 'docstring.undocumented-parameter',
        message: 'Parameter `reachable` of `log` is not documented.',
      },
    ]);
  });

  it('reports a value the change made a documented function return, and no more', async () => {
    const silent = ts(
      '/**',
      ' * Logs a sum.',
      ' * @param a - One',
      ' */',
      'export function add(a) {',
      '  console.log(a + 1)',
      '}',
    );
    const head = silent.replace('console.log(a + 1)', 'return a + 1');
    const result = await reviewIn('lib/add.js', head, silent);
    expect(result.problems).toEqual([
      {
        rule: 'docstring.undocumented-return',
        message: '`add` now returns a value its JSDoc does not describe: add a `@returns` entry.',
      },
    ]);
    // It already returned one, it says so, or the doc documents no parameter: nothing to say.
    expect((await reviewIn('lib/add.js', head, head)).problems).toEqual([]);
    const said = head.replace(' * @param a - One', ' * @param a - One\n * @returns The sum');
    expect((await reviewIn('lib/add.js', said, silent)).problems).toEqual([]);
    const bare = head.replace(' * @param a - One\n', '');
    expect(
      (await reviewIn('lib/add.js', bare, silent.replace(' * @param a - One\n', ''))).problems,
    ).toEqual([]);
  });

  it('reports a @returns the change left on a function that now returns nothing', async () => {
    const returning = ts(
      '/**',
      ' * @param a - One',
      ' * @returns The sum',
      ' */',
      'export function add(a) {',
      '  return a + 1',
      '}',
    );
    const head = returning.replace('return a + 1', 'console.log(a + 1)');
    const result = await reviewIn('lib/add.js', head, returning);
    expect(result.action).toBe('unchanged');
    expect(result.problems.map((p) => p.rule)).toEqual(['docstring.contradicted']);
    // Async functions and generators give back a value without a `return`; `{void}` says nothing is returned.
    for (const kept of [
      head.replace('export function', 'export async function'),
      head.replace('export function add', 'export function* add'),
      head.replace('@returns The sum', '@returns {void}'),
      head.replace('@returns The sum', '@returns {never}'),
      head.replace('@returns The sum', '@returns {asserts a is number}'),
      head.replace('console.log(a + 1)', 'throw new Error(String(a))'),
    ])
      expect((await reviewIn('lib/add.js', kept, returning)).problems).toEqual([]);
  });

  it('reports a JSDoc type the change’s annotation left behind, not one that differed already', async () => {
    const typed = ts(
      '/**',
      ' * @param {string} id - The id',
      ' */',
      'export function find(id: string) {}',
    );
    const head = typed.replace('(id: string)', '(id: number)');
    const result = await reviewIn('src/find.ts', head, typed);
    expect(result.problems.map((p) => p.message)).toEqual([
      'The JSDoc of `find` documents `id` as `{string}`, the type the change replaced with `number`.',
    ]);
    // A type that gained type arguments is the same type to the doc (hono's bearerAuth, 48a7ccbc).
    const generic = typed.replace('{string}', '{Options}').replace('(id: string)', '(id: Options)');
    const widened = generic.replace('(id: Options)', '(id: Options<E>)');
    expect((await reviewIn('src/find.ts', widened, generic)).problems).toEqual([]);
    const already = typed.replace('{string}', '{String}');
    expect(
      (await reviewIn('src/find.ts', already.replace('(id: string)', '(id: number)'), already))
        .problems,
    ).toEqual([]);
  });

  it('reports a `@returns {type}` the change’s return annotation left behind', async () => {
    // PixiJS's VideoSource.load (6f946d1c): `{Promise<void>}` after it became `Promise<this>`.
    const source = ts(
      'export class VideoSource {',
      '  /**',
      '   * Starts loading.',
      '   * @returns {Promise<void>} Resolves when loaded',
      '   */',
      '  public load(): Promise<void> {',
      '    return this.start()',
      '  }',
      '}',
    );
    const head = source.replace('load(): Promise<void>', 'load(): Promise<this>');
    const result = await reviewIn('src/VideoSource.ts', head, source, { name: 'load' });
    expect(result.problems.map((p) => p.message)).toEqual([
      'The JSDoc of `load` documents its return as `{Promise<void>}`, the type the change replaced with `Promise<this>`: correct the `@returns` entry.',
    ]);
    // Type arguments added to a bare type: the same type to the doc.
    const bare = source.replace(/Promise<void>/g, 'Promise');
    const widened = bare.replace('load(): Promise', 'load(): Promise<this>');
    expect(
      (await reviewIn('src/VideoSource.ts', widened, bare, { name: 'load' })).problems,
    ).toEqual([]);
    // An entry that differed from the annotation already is the project's, never said.
    const own = source.replace('{Promise<void>}', '{Promise}');
    expect(
      (
        await reviewIn(
          'src/VideoSource.ts',
          own.replace('load(): Promise<void>', 'load(): Promise<this>'),
          own,
          { name: 'load' },
        )
      ).problems,
    ).toEqual([]);
  });
});

describe('reviewJsDoc: a missing doc', () => {
  const bare = ts('export function add(a: number, b: number) {', '  return a + b', '}');

  it('is asked of an exported function where the package documents its exports', async () => {
    const result = await reviewIn('src/add.ts', bare, bare, { packageDocuments: true });
    expect(result.problems).toEqual([
      { rule: 'docstring.missing', message: '`add` has no JSDoc comment.' },
    ]);
    expect(
      (await reviewIn('src/add.ts', bare, bare, { packageDocuments: false })).problems,
    ).toEqual([]);
  });

  it('is never asked of private, unexported, test, example or declaration code, nor of overrides', async () => {
    const quiet = async (path: string, source: string, name?: string): Promise<unknown[]> =>
      (await reviewIn(path, source, source, { packageDocuments: true, ...(name ? { name } : {}) }))
        .problems;
    expect(await quiet('src/add.ts', bare.replace('export ', ''))).toEqual([]);
    expect(await quiet('src/add.ts', bare.replace('add(', '_add('))).toEqual([]);
    expect(await quiet('src/add.test.ts', bare)).toEqual([]);
    expect(await quiet('examples/add.ts', bare)).toEqual([]);
    const cls = (member: string, heritage = ''): string =>
      ts('/** A class. */', `export class A${heritage} {`, `  ${member}`, '}');
    expect(await quiet('src/a.ts', cls('run(): void {}'), 'run')).toEqual([
      { rule: 'docstring.missing', message: '`run` has no JSDoc comment.' },
    ]);
    // A member of a class with no doc of its own: the project does not document that class.
    const undocumentedClass = cls('run(): void {}').replace('/** A class. */\n', '');
    expect(await quiet('src/a.ts', undocumentedClass, 'run')).toEqual([]);
    expect(await quiet('src/a.ts', cls('#run(): void {}'), '#run')).toEqual([]);
    expect(await quiet('src/a.ts', cls('private run(): void {}'), 'run')).toEqual([]);
    expect(await quiet('src/a.ts', cls('override run(): void {}'), 'run')).toEqual([]);
    expect(await quiet('src/a.ts', cls('run(): void {}', ' extends B'), 'run')).toEqual([]);
    const overloads = ts(
      '/** Parses. */',
      'export function parse(a: string): number',
      'export function parse(a: number): number',
      'export function parse(a: unknown): number {',
      '  return Number(a)',
      '}',
    );
    // The implementation (line 4) answers to its overloads' doc.
    const implementation = { name: 'parse', file_path: 'src/parse.ts', start_line: 4, end_line: 6 };
    const review = reviewJsDoc({
      parser: await parserFor('src/parse.ts'),
      filePath: 'src/parse.ts',
      source: overloads,
      node: implementation,
      base: { source: overloads, node: implementation },
      packageDocuments: true,
    });
    expect(review.problems).toEqual([]);
  });
});

describe('reviewJsDoc: a file node', () => {
  it('is not read as the function its module opens with', async () => {
    // PixiJS's getMaxBlurKernelSize.js (22c5248a): the file starts with its one function,
    // so the file's node and the function's both start on line 1.
    const path = 'src/filters/blur/getMaxBlurKernelSize.js';
    const source = ts(
      'export default function getMaxKernelSize(gl)',
      '{',
      '    return gl.getParameter(gl.MAX_VARYING_VECTORS);',
      '}',
    );
    const review = (node: ReviewedNode): Promise<JsDocReview> =>
      parserFor(path).then((parser) =>
        reviewJsDoc({ parser, filePath: path, source, node, base: null, packageDocuments: true }),
      );
    const fn = await nodeNamed(path, source);
    expect((await review(fn)).problems).toEqual([
      { rule: 'docstring.missing', message: '`getMaxKernelSize` has no JSDoc comment.' },
    ]);
    const file: ReviewedNode = {
      name: 'getMaxBlurKernelSize',
      node_type: 'file',
      file_path: path,
      start_line: 1,
      end_line: 4,
    };
    expect(await review(file)).toMatchObject({ has_docstring: false, problems: [] });
  });
});
