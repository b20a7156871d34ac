import { describe, expect, it } from 'vitest';
import {
  hasWrapper,
  parseAnnotation,
  referencedNames,
} from '../../../../src/languages/python/testgen/type-expr.js';

const name = (n: string, ...args: unknown[]) => ({ kind: 'name', name: n, args });

describe('parseAnnotation', () => {
  it('reads builtin names and generics', () => {
    expect(parseAnnotation('int')).toEqual(name('int'));
    expect(parseAnnotation('list[int]')).toEqual(name('list', name('int')));
    expect(parseAnnotation('dict[str, list[float]]')).toEqual(
      name('dict', name('str'), name('list', name('float'))),
    );
    expect(parseAnnotation('tuple[int, ...]')).toEqual(
      name('tuple', name('int'), { kind: 'ellipsis' }),
    );
  });

  it('maps typing aliases and prefixes to the builtins', () => {
    expect(parseAnnotation('typing.List[typing.Dict[str, int]]')).toEqual(
      name('list', name('dict', name('str'), name('int'))),
    );
    expect(parseAnnotation('Sequence[str]')).toEqual(name('list', name('str')));
    expect(parseAnnotation('t.FrozenSet[bytes]')).toEqual(name('frozenset', name('bytes')));
    expect(parseAnnotation('collections.abc.Mapping[str, int]')).toEqual(
      name('dict', name('str'), name('int')),
    );
  });

  it('gives Optional, Union and | the same flattened union', () => {
    const expected = { kind: 'union', options: [name('int'), name('str'), { kind: 'none' }] };
    expect(parseAnnotation('Optional[Union[int, str]]')).toEqual(expected);
    expect(parseAnnotation('int | str | None')).toEqual(expected);
    expect(parseAnnotation('Union[int, Union[str, None]]')).toEqual(expected);
    expect(parseAnnotation('Optional[int]')).toEqual(parseAnnotation('int | None'));
  });

  it('reads Literal values, enum members included', () => {
    expect(parseAnnotation('Literal["low", \'high\', 3, -1, True, None, Color.RED]')).toEqual({
      kind: 'literal',
      values: [
        { type: 'str', value: 'low' },
        { type: 'str', value: 'high' },
        { type: 'int', value: 3 },
        { type: 'int', value: -1 },
        { type: 'bool', value: true },
        { type: 'none' },
        { type: 'member', owner: 'Color', member: 'RED' },
      ],
    });
  });

  it('unwraps string forward references and Annotated/Final/NotRequired', () => {
    expect(parseAnnotation('"Point"')).toEqual(name('Point'));
    expect(parseAnnotation('list["Point"]')).toEqual(name('list', name('Point')));
    expect(parseAnnotation('Annotated[int, Field(gt=0)]')).toEqual(name('int'));
    expect(parseAnnotation('NotRequired[str]')).toEqual(name('str'));
  });

  it('returns unknown, never throws, for what is not an annotation', () => {
    expect(parseAnnotation('int +')).toEqual({ kind: 'unknown', text: 'int +' });
    expect(parseAnnotation('Literal[foo]')).toEqual({ kind: 'unknown', text: 'Literal[foo]' });
    expect(parseAnnotation('')).toEqual({ kind: 'unknown', text: '' });
  });
});

describe('referencedNames and hasWrapper', () => {
  it('lists the names a type mentions, enum owners of literal members included', () => {
    expect(referencedNames(parseAnnotation('dict[str, list[Point]] | Literal[Color.RED]'))).toEqual(
      ['dict', 'str', 'list', 'Point', 'Color'],
    );
  });

  it('sees the outermost wrapper only', () => {
    expect(hasWrapper('ClassVar[int]', ['ClassVar'])).toBe(true);
    expect(hasWrapper('typing.NotRequired[str]', ['NotRequired'])).toBe(true);
    expect(hasWrapper('list[ClassVar[int]]', ['ClassVar'])).toBe(false);
  });
});
