import { beforeAll, describe, expect, it } from 'vitest';
import type { Node, Parser } from 'web-tree-sitter';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import { classAttributes } from '../../../../src/languages/python/docs/class-attributes.js';
import {
  isDataclassDecorator,
  readClassAttributes,
} from '../../../../src/languages/python/syntax/class-attributes.js';
import { collectClasses } from '../../../../src/languages/python/signature/class-table.js';

let parser: Parser;
beforeAll(async () => {
  parser = (await loadLanguage(PYTHON)).parser;
});

/** The first class definition in `source`. */
function classOf(source: string): Node {
  const found = parser.parse(source)?.rootNode.descendantsOfType('class_definition')[0];
  if (!found) throw new Error('no class definition');
  return found;
}

describe('readClassAttributes', () => {
  it('reads every name a class body binds, with its annotation and value as written', () => {
    const body = classOf(`class C:
    """Doc."""
    plain = 1
    typed: int = 2
    bare: str
    first = second = 3
    counter: ClassVar[int] = 0
    self_note = "x"  # a comment
    a, b = 1, 2
    obj.attr = 4

    def method(self):
        inner: int = 5
`).childForFieldName('body');
    expect(readClassAttributes(body)).toEqual([
      { name: 'plain', annotation: null, value: '1', classVar: false, kwOnlyMarker: false },
      { name: 'typed', annotation: 'int', value: '2', classVar: false, kwOnlyMarker: false },
      { name: 'bare', annotation: 'str', value: null, classVar: false, kwOnlyMarker: false },
      { name: 'first', annotation: null, value: '3', classVar: false, kwOnlyMarker: false },
      { name: 'second', annotation: null, value: '3', classVar: false, kwOnlyMarker: false },
      {
        name: 'counter',
        annotation: 'ClassVar[int]',
        value: '0',
        classVar: true,
        kwOnlyMarker: false,
      },
      { name: 'self_note', annotation: null, value: '"x"', classVar: false, kwOnlyMarker: false },
    ]);
  });

  it.each([
    ['ClassVar[int]', true],
    ['typing.ClassVar[list[int]]', true],
    ['ClassVar', true],
    ['"ClassVar[int]"', true],
    ["'t.ClassVar'", true],
    ['MyClassVarHolder', false],
    ['list[ClassVar]', false],
  ])('knows whether %s is a ClassVar', (annotation, classVar) => {
    const body = classOf(`class C:\n    x: ${annotation} = 1\n`).childForFieldName('body');
    expect(readClassAttributes(body)[0]?.classVar).toBe(classVar);
  });

  it('knows the KW_ONLY marker', () => {
    const body = classOf('class C:\n    _: KW_ONLY\n    y: int\n').childForFieldName('body');
    expect(readClassAttributes(body).map((a) => [a.name, a.kwOnlyMarker])).toEqual([
      ['_', true],
      ['y', false],
    ]);
  });

  it('knows the decorators that make a dataclass-like record', () => {
    for (const decorator of [
      '@dataclass',
      '@dataclasses.dataclass(frozen=True)',
      '@pydantic.dataclasses.dataclass',
      '@define',
      '@attrs.frozen',
      '@attr.mutable',
    ])
      expect(isDataclassDecorator(decorator), decorator).toBe(true);
    for (const decorator of ['@dataclass_json', '@total_ordering', '@my.dataclass'])
      expect(isDataclassDecorator(decorator), decorator).toBe(false);
  });
});

// Classes whose fields the two readers once saw differently.
const RECORDS = [
  '@dataclass\nclass C:\n    x: int\n    limit: ClassVar = 3\n',
  '@dataclass\nclass C:\n    x: int\n    limit: "ClassVar[int]" = 3\n',
  '@dataclass\nclass C:\n    x: MyClassVarHolder\n',
  '@dataclass\nclass C:\n    x: int\n    _: KW_ONLY\n    y: str = ""\n',
  '@define\nclass C:\n    x: int\n    y: list[\n        int\n    ] = []\n',
];

describe('the docstring and the test views of a record', () => {
  it.each(RECORDS)('agree on the fields of %j', (source) => {
    const docstring = classAttributes(classOf(source)).map((a) => [a.name, a.annotation]);
    const fields = (collectClasses(parser.parse(source)!.rootNode).get('C')?.fields ?? []).map(
      (f) => [f.name, (f.annotation ?? '').replace(/\s*\n\s*/g, '')],
    );
    expect(docstring.length).toBeGreaterThan(0);
    expect(docstring).toEqual(fields);
  });

  it('agree on enum members and chained assignments', () => {
    const source = 'class Color(Enum):\n    RED = CRIMSON = 1\n    BLUE = 2\n    _ignore_ = []\n';
    expect(collectClasses(parser.parse(source)!.rootNode).get('Color')?.members).toEqual([
      { name: 'RED', value: '1' },
      { name: 'CRIMSON', value: '1' },
      { name: 'BLUE', value: '2' },
    ]);
  });
});
