import { describe, expect, it } from 'vitest';
import { doctestTest } from '../../../../src/languages/python/testgen/doctest-test.js';
import { smokeTest } from '../../../../src/languages/python/testgen/smoke-test.js';
import {
  planTests,
  renderTestModule,
} from '../../../../src/languages/python/testgen/test-module.js';
import { analysis, COLOR, POINT } from './analysis-fixtures.js';

const example = (source: string, want: string, expression = true, options: string[] = []) => ({
  source,
  want,
  line: 3,
  expression,
  options,
});

describe('doctestTest', () => {
  it('turns each kind of example into the assertion doctest would make', () => {
    const made = doctestTest(
      analysis({
        target: { name: 'halve', full_name: 'halve' },
        doctests: [
          example('halve(8)', '4'),
          example('halve(1) == 0', 'True'),
          example('halve(3) if True else 0', '1'),
          example('halve.__name__', "'halve'"),
          example('Fraction(1, 2)', 'Fraction(1, 2)'),
          example('print(halve(2))', '1'),
          example('xs = [halve(4)]', '', false),
          example('for x in xs:\n    print(x)', '2', false),
          example(
            'halve("x")',
            'Traceback (most recent call last):\n  ...\nTypeError: unsupported operand type(s)',
          ),
          example(
            'halve(None)',
            'Traceback (most recent call last):\n...\nHalveError: not a number',
          ),
          example('halve(2.5)', 'Traceback (most recent call last):\n...\nmath.Error: no'),
          example('halve(10)  # doctest: +SKIP', '99', true, ['+SKIP']),
          example('list(range(99))', '[0, 1, ...]', true, ['+ELLIPSIS']),
        ],
        module_names: ['HalveError', 'halve'],
      }),
    );
    expect(made).toEqual({
      test: {
        name: 'test_halve_doctest',
        origin: 'doctest',
        moduleNames: ['HalveError', 'halve'],
        imports: ['pytest', 're'],
        fixtures: ['capsys'],
        body: [
          'assert halve(8) == 4',
          'assert (halve(1) == 0) is True',
          'assert (halve(3) if True else 0) == 1',
          "assert halve.__name__ == 'halve'",
          'assert repr(Fraction(1, 2)) == "Fraction(1, 2)"',
          'print(halve(2))',
          'assert capsys.readouterr().out == "1\\n"',
          'xs = [halve(4)]',
          'for x in xs:',
          '    print(x)',
          'assert capsys.readouterr().out == "2\\n"',
          'with pytest.raises(TypeError, match=re.escape("unsupported operand type(s)")):',
          '    halve("x")',
          'with pytest.raises(HalveError, match="not a number"):',
          '    halve(None)',
          'with pytest.raises(Exception, match="no"):',
          '    halve(2.5)',
        ],
        note: 'left out the examples at line 3 (+SKIP); line 3 (+ELLIPSIS)',
      },
    });
  });

  it('compares what a call of a target that returns nothing prints, as doctest shows nothing else', () => {
    const geohash = (returnsNothing: boolean) =>
      doctestTest(
        analysis({
          target: { name: 'geohash', full_name: 'geohash' },
          ...(returnsNothing ? { returns_nothing: true as const } : {}),
          doctests: [
            example(
              "geohash(37.421542, -122.085589, b'2005-05-26-10458.68')",
              '37.857713 -122.544543',
            ),
            example('geohash(1, 2, b"x")  # prints', '1.5 2.5'),
            // Not a call of the target alone: its value is shown.
            example('Point(geohash(1, 2, b"x"))', 'Point(None)'),
          ],
          module_names: ['Point', 'geohash'],
        }),
      );
    expect(geohash(true)).toMatchObject({
      test: {
        fixtures: ['capsys'],
        body: [
          "geohash(37.421542, -122.085589, b'2005-05-26-10458.68')",
          'assert capsys.readouterr().out == "37.857713 -122.544543\\n"',
          'geohash(1, 2, b"x")  # prints',
          'assert capsys.readouterr().out == "1.5 2.5\\n"',
          'assert repr(Point(geohash(1, 2, b"x"))) == "Point(None)"',
        ],
      },
    });
    // A target that may return a value: its repr is what doctest shows.
    expect(geohash(false)).toMatchObject({
      test: {
        fixtures: [],
        body: [
          'assert repr(geohash(37.421542, -122.085589, b\'2005-05-26-10458.68\')) == "37.857713 -122.544543"',
          'assert repr(geohash(1, 2, b"x")) == "1.5 2.5"',
          'assert repr(Point(geohash(1, 2, b"x"))) == "Point(None)"',
        ],
      },
    });
  });

  it('leaves out the comment an example line ends with, which would swallow what wraps it', () => {
    const made = doctestTest(
      analysis({
        target: { name: 'halve', full_name: 'halve' },
        doctests: [
          example('halve(8) + 1           # one more', '5'),
          example("halve.__doc__  # the '#' in a string is kept", "'Halves.'"),
          example('Fraction(halve(2), 3)  # a fraction', 'Fraction(1, 3)'),
          example("'#' + str(halve(4))", "'#2'"),
        ],
        module_names: ['halve'],
      }),
    );
    expect(made).toMatchObject({
      test: {
        body: [
          'assert (halve(8) + 1) == 5',
          "assert halve.__doc__ == 'Halves.'",
          'assert repr(Fraction(halve(2), 3)) == "Fraction(1, 3)"',
          "assert ('#' + str(halve(4))) == '#2'",
        ],
      },
    });
  });

  it('leaves out examples that are no Python 3, and all of them after a star import', () => {
    const made = doctestTest(
      analysis({
        target: { name: 'xcor', full_name: 'xcor' },
        doctests: [
          { ...example('print turtle.xcor()', '50.0', false), syntax_error: true },
          example('xcor()', '0.0'),
        ],
      }),
    );
    expect(made).toMatchObject({
      test: {
        body: ['assert xcor() == 0.0'],
        note: 'left out the examples at line 3 (not Python 3)',
      },
    });
    expect(
      doctestTest(
        analysis({
          doctests: [
            { ...example('print turtle.isvisible():', 'False', false), syntax_error: true },
          ],
        }),
      ),
    ).toEqual({ reason: 'no docstring example can be compared exactly: line 3 (not Python 3)' });
    expect(
      doctestTest(
        analysis({
          doctests: [example('from turtle import *', '', false), example('xcor()', '0.0')],
        }),
      ),
    ).toEqual({
      reason: 'the examples start from a star import, which a test function cannot hold',
    });
  });

  it('says why when there is nothing to convert', () => {
    expect(doctestTest(analysis({}))).toEqual({ reason: 'the docstring has no examples' });
    expect(
      doctestTest(
        analysis({ module: null, module_issue: 'not importable', doctests: [example('f()', '1')] }),
      ),
    ).toEqual({ reason: 'not importable' });
  });
});

describe('smokeTest', () => {
  it('calls a pure function with sample values for its required parameters and checks the return type', () => {
    const made = smokeTest(
      analysis({
        target: { name: 'area', full_name: 'area' },
        parameters: [
          { name: 'points', kind: 'positional', annotation: 'list[Point]' },
          { name: 'color', kind: 'positional', annotation: 'Color' },
          { name: 'scale', kind: 'keyword_only', annotation: 'float' },
          { name: 'label', kind: 'keyword_only', annotation: 'str', default: '""' },
        ],
        returns: 'float | None',
        types: { Point: POINT, Color: COLOR },
      }),
    );
    expect(made).toEqual({
      test: {
        name: 'test_area_smoke',
        origin: 'smoke',
        moduleNames: ['Color', 'Point', 'area'],
        imports: [],
        fixtures: [],
        body: [
          'result = area([Point(x=3.14, y=2.5), Point(x=2.5, y=0.125), Point(x=0.125, y=3.14)], Color.GREEN, scale=0.125)',
          'assert result is None or isinstance(result, (int, float))',
        ],
      },
    });
  });

  it('builds the instance of a method from its dataclass, and runs a coroutine', () => {
    const made = smokeTest(
      analysis({
        target: { name: 'shift', full_name: 'Point.shift', kind: 'method' },
        method_kind: 'instance',
        owner: 'Point',
        is_async: true,
        parameters: [{ name: 'dx', kind: 'positional', annotation: 'float' }],
        returns: 'Point',
        types: { Point: POINT },
      }),
    );
    expect(made).toMatchObject({
      test: {
        imports: ['asyncio'],
        body: [
          'result = asyncio.run(Point(x=3.14, y=2.5).shift(2.5))',
          'assert isinstance(result, Point)',
        ],
      },
    });
  });

  it('refuses what it cannot call soundly, with the reason', () => {
    const refuse = (fields: Record<string, unknown>) =>
      (smokeTest(analysis(fields)) as { reason: string }).reason;
    expect(refuse({ side_effects: ['calls print()'] })).toBe('it has side effects (calls print())');
    expect(refuse({ is_generator: true })).toBe('it is a generator: calling it runs nothing');
    expect(refuse({ decorators: ['app.route("/")'] })).toBe(
      'it is decorated with @app.route("/"), which may change what a call does',
    );
    expect(refuse({ parameters: [{ name: 'x', kind: 'positional' }] })).toBe(
      'no sample value for x has no annotation',
    );
    expect(
      refuse({
        parameters: [{ name: 'x', kind: 'positional', annotation: 'Callable[[int], int]' }],
      }),
    ).toBe('no sample value for x: cannot make a value of Callable[[int], int]');
    expect(
      refuse({
        target: { name: 'draw', full_name: 'Canvas.draw', kind: 'method' },
        method_kind: 'instance',
        owner: 'Canvas',
        types: { Canvas: { kind: 'class', init: [{ name: 'backend', kind: 'positional' }] } },
      }),
    ).toBe('needs an instance of Canvas: Canvas.backend has no annotation');
    expect(
      refuse({
        target: { name: 'Color', full_name: 'Color', kind: 'class' },
        types: { Color: COLOR },
      }),
    ).toBe("an enum's members are its instances; there is no constructor to call");
  });
});

describe('planTests and renderTestModule', () => {
  const subject = analysis({
    target: { name: 'add', full_name: 'add' },
    parameters: [
      { name: 'a', kind: 'positional', annotation: 'int' },
      { name: 'b', kind: 'positional', annotation: 'int' },
    ],
    returns: 'int',
    doctests: [example('add(2, 3)', '5')],
    module_names: ['add'],
  });

  it('plans the docstring examples, and a smoke test only when smoke tests are on', () => {
    expect(planTests(subject, []).tests.map((t) => t.name)).toEqual(['test_add_doctest']);
    expect(planTests(subject, [], { smoke: true }).tests.map((t) => t.name)).toEqual([
      'test_add_doctest',
      'test_add_smoke',
    ]);
    expect(planTests(subject, ['test_add_doctest'], { smoke: true })).toMatchObject({
      tests: [{ name: 'test_add_smoke' }],
      reasons: ['docstring examples: test_add_doctest is already in the test file'],
    });
  });

  it('writes no test of examples the project already runs', () => {
    expect(
      planTests(subject, [], {
        smoke: false,
        doctestsRunBy: 'pytest runs them (--doctest-modules in pytest.ini [pytest])',
      }),
    ).toEqual({
      tests: [],
      reasons: [
        'docstring examples: the project already runs them: pytest runs them (--doctest-modules in pytest.ini [pytest])',
      ],
    });
  });

  it('renders a module with grouped imports', () => {
    const [doctest, smoke] = planTests(subject, [], { smoke: true }).tests;
    expect(renderTestModule('calc.ops', [doctest!, smoke!]))
      .toBe(`"""Tests for calc.ops, written by Remora."""

from calc.ops import add


def test_add_doctest():
    assert add(2, 3) == 5


def test_add_smoke():
    result = add(42, 7)
    assert isinstance(result, int)
`);
  });
});
