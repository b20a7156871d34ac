import { describe, expect, it } from 'vitest';
import { parseDocstring } from '../../../../src/languages/python/docs/parse-docstring.js';
import { reviewDocstring } from '../../../../src/languages/python/docs/repair-docstring.js';
import type {
  CurrentDocstring,
  DocstringStyle,
  Signature,
} from '../../../../src/languages/python/docs/types.js';

const param = (name: string, kind: Signature['params'][number]['kind'] = 'positional') => ({
  name,
  kind,
  annotation: 'float',
  default: null,
});

function signature(overrides: Partial<Signature> = {}): Signature {
  return {
    name: 'area',
    node_type: 'function',
    class_name: null,
    is_async: false,
    decorators: [],
    params: [param('width'), param('depth')],
    returns: 'float',
    returns_value: true,
    single_return: null,
    is_generator: false,
    yields: null,
    raises: [],
    attributes: [],
    base_classes: [],
    ...overrides,
  };
}

function current(text: string | null, style: DocstringStyle = 'google'): CurrentDocstring {
  const parsed = text === null ? undefined : parseDocstring(text);
  return {
    has_docstring: text !== null,
    docstring: text,
    summary: parsed?.summary ?? null,
    description: parsed?.description ?? null,
    other_sections: parsed?.other_sections ?? [],
    detected_style: parsed?.style ?? null,
    style,
    documented: parsed?.documented ?? {
      params: [],
      returns: null,
      yields: null,
      raises: [],
      attributes: [],
    },
  };
}

const review = (
  text: string | null,
  style: DocstringStyle = 'google',
  sig = signature(),
  before?: Signature | null,
) => reviewDocstring(sig, current(text, style), style, {}, before);

/** The signature before the change: `area(width, height)`. */
const widthHeight = signature({ params: [param('width'), param('height')] });

describe('reviewDocstring', () => {
  it('renames the entry of a parameter the change renamed, in each style', () => {
    expect(
      review(
        'Compute the area.\n\nArgs:\n    width: Across, in metres.\n    height: Front to back,\n        in metres.\n\nReturns:\n    Square metres.',
        'google',
        signature(),
        widthHeight,
      ),
    ).toMatchObject({
      repaired:
        'Compute the area.\n\nArgs:\n    width: Across, in metres.\n    depth: Front to back,\n        in metres.\n\nReturns:\n    Square metres.',
      repairs: ['renamed the entry for height to depth'],
      problems: [],
    });
    expect(
      review(
        'Compute the area.\n\nParameters\n----------\nwidth : float\n    Across.\nheight : float\n    Front to back.\n\nReturns\n-------\nfloat\n    Square metres.',
        'numpy',
        signature(),
        widthHeight,
      ).repaired,
    ).toContain('\ndepth : float\n    Front to back.\n');
    expect(
      review(
        'Compute the area.\n\n:param width: Across.\n:param height: Front to back.\n:type height: float\n:returns: Square metres.',
        'sphinx',
        signature(),
        widthHeight,
      ).repaired,
    ).toBe(
      'Compute the area.\n\n:param width: Across.\n:param depth: Front to back.\n:type depth: float\n:returns: Square metres.',
    );
    // Markdown lists: continuation lines need not be indented.
    expect(
      review(
        'Compute the area.\n\n**Parameters:**\n\n* **width** - Across.\n* **height** - *(optional)* Front to back,\nin metres.\n\nMore prose.',
        'markdown',
        signature(),
        widthHeight,
      ).repaired,
    ).toBe(
      'Compute the area.\n\n**Parameters:**\n\n* **width** - Across.\n* **depth** - *(optional)* Front to back,\nin metres.\n\nMore prose.',
    );
    // A removed parameter's entry goes with its continuation line.
    expect(
      review(
        'Compute the area.\n\n**Parameters:**\n\n* **width** - Across.\n* **height** - Front to back,\nin metres.\n* **depth** - Down.\n\nMore prose.',
        'markdown',
        signature(),
        signature({ params: [param('width'), param('height'), param('depth')] }),
      ).repaired,
    ).toBe(
      'Compute the area.\n\n**Parameters:**\n\n* **width** - Across.\n* **depth** - Down.\n\nMore prose.',
    );
  });

  it('removes entries for parameters that are gone, and an emptied section with them', () => {
    const one = signature({ params: [param('width')] });
    expect(
      review(
        'Compute the area.\n\nArgs:\n    width: Across.\n    height: Front to back.\n\nReturns:\n    Square metres.',
        'google',
        one,
      ).repaired,
    ).toBe('Compute the area.\n\nArgs:\n    width: Across.\n\nReturns:\n    Square metres.');
    const none = signature({ params: [] });
    expect(
      review(
        'Compute the area.\n\nArgs:\n    height: Front to back.\n\nReturns:\n    Square metres.',
        'google',
        none,
      ).repaired,
    ).toBe('Compute the area.\n\nReturns:\n    Square metres.');
    // A sphinx field between blank lines takes one of them along.
    expect(
      review(
        'Compute the area.\n\n:param width: Across.\n\n:param height: Front to back.\n\n.. versionadded:: 2.0',
        'sphinx',
        one,
      ).repaired,
    ).toBe('Compute the area.\n\n:param width: Across.\n\n.. versionadded:: 2.0');
  });

  it('leaves entries alone where **kwargs may take them', () => {
    const kwargs = signature({ params: [param('width'), param('**options', 'var_keyword')] });
    const result = review(
      'Compute the area.\n\nArgs:\n    width: Across.\n    color: Passed on to the renderer.\n    **options: Drawing options.\n\nReturns:\n    Square metres.',
      'google',
      kwargs,
    );
    expect(result.repaired).toBeUndefined();
    expect(result.problems).toEqual([]);
  });

  it('beside **kwargs, follows a rename read from the base and names a removed parameter, leaving keys alone', () => {
    const options = param('**options', 'var_keyword');
    const text =
      'Compute the area.\n\nArgs:\n    width: Across.\n    height: Front to back.\n    color: Passed on to the renderer.\n\nReturns:\n    Square metres.';
    const renamed = review(
      text,
      'google',
      signature({ params: [param('width'), param('depth'), options] }),
      signature({ params: [param('width'), param('height'), options] }),
    );
    expect(renamed.repairs).toEqual(['renamed the entry for height to depth']);
    expect(renamed.problems).toEqual([]);
    // Without the base, a name that is no parameter may be a key: nothing is guessed.
    const unknown = review(
      text,
      'google',
      signature({ params: [param('width'), param('depth'), options] }),
    );
    expect(unknown.repairs).toEqual([]);
    expect(unknown.problems.map((p) => p.rule)).toEqual(['docstring.undocumented-parameter']);
    // Removed from the signature, `height` may still be taken through **options: the author says.
    const removed = review(
      text,
      'google',
      signature({ params: [param('width'), options] }),
      signature({ params: [param('width'), param('height'), options] }),
    );
    expect(removed.repaired).toBeUndefined();
    expect(removed.problems).toEqual([
      {
        rule: 'docstring.stale-entry',
        message:
          'The docstring of `area` documents `height`, which the change removed from its parameters: remove the entry, or say it is still taken through `**kwargs`.',
      },
    ]);
  });

  it('adds a raised exception to an existing Raises section only when its condition reads the parameters', () => {
    const raising = signature({
      params: [param('width')],
      raises: [
        { exception: 'ValueError', message: 'negative', condition: 'width < 0' },
        { exception: 'RuntimeError', message: null, condition: 'self._closed()' },
      ],
    });
    expect(
      review(
        'Compute the area.\n\nArgs:\n    width: Across.\n\nReturns:\n    Square metres.\n\nRaises:\n    TypeError: If width is not a number.',
        'google',
        raising,
      ).repaired,
    ).toBe(
      'Compute the area.\n\nArgs:\n    width: Across.\n\nReturns:\n    Square metres.\n\nRaises:\n    TypeError: If width is not a number.\n    ValueError: If ``width < 0``.',
    );
    // No Raises section: nothing is added (that is prose for the author).
    expect(
      review(
        'Compute the area.\n\nArgs:\n    width: Across.\n\nReturns:\n    Square metres.',
        'google',
        raising,
      ).repaired,
    ).toBeUndefined();
  });

  it('reports, never writes: no docstring, undocumented parameters and return, another style', () => {
    expect(review(null).problems).toEqual([
      { rule: 'docstring.missing', message: '`area` has no docstring.' },
    ]);
    expect(review(null, 'google', signature({ name: '__init__' })).problems).toEqual([]);
    expect(review('Compute the area.\n\nArgs:\n    width: Across.').problems).toEqual([
      {
        rule: 'docstring.undocumented-parameter',
        message: 'Parameter `depth` of `area` is not documented.',
      },
      {
        rule: 'docstring.undocumented-return',
        message: 'The docstring of `area` does not say what it returns.',
      },
    ]);
    // Two of five documented, the rest left to other pages: a choice, not a gap.
    const many = signature({
      params: ['width', 'depth', 'height', 'unit', 'scale'].map((name) => param(name)),
      returns: null,
      returns_value: false,
    });
    expect(
      review('Compute.\n\nArgs:\n    width: Across.\n    depth: Down.', 'google', many).problems,
    ).toEqual([]);
    // *args and **kwargs are documented where a project chooses to: never demanded.
    const variadic = signature({
      params: [param('width'), param('args', 'var_positional'), param('kwargs', 'var_keyword')],
      returns: null,
      returns_value: false,
    });
    expect(
      review('Compute the area.\n\nArgs:\n    width: Across.', 'google', variadic).problems,
    ).toEqual([]);
    // A summary-only docstring is a choice, not a gap.
    expect(review('Compute the area.')).toEqual({ repairs: [], problems: [] });
    expect(review(':param width: Across.', 'google').problems).toEqual([
      {
        rule: 'docstring.style',
        message:
          'The docstring of `area` is written in sphinx style; this project writes google style.',
      },
    ]);
  });

  it('leaves a class alone: it documents a constructor its own signature does not show', () => {
    const cls = signature({ node_type: 'class', name: 'Box', params: [] });
    expect(review('A box.\n\nArgs:\n    size: How many fit.', 'google', cls)).toEqual({
      repairs: [],
      problems: [],
    });
  });

  it('guesses no rename without the signature before the change', () => {
    const fold = signature({
      name: 'fold',
      params: [param('binop'), param('seq'), param('chunksize')],
      returns: null,
      returns_value: true,
    });
    const result = review(
      'Reduce without guarantee of ordered reduction.\n\nParameters\n----------\nbinops\n    Associative operator.\n\n\ninputs:\n\n``binop`` - associative operator.',
      'numpy',
      fold,
    );
    // `binops` may be a stale name of `binop`, or of something removed long ago: not ours to say.
    expect(result.repaired).toBeUndefined();
    expect(result.repairs).toEqual([]);
    // The prose after the section is prose, not an entry: the gap is the return value.
    expect(result.problems.map((p) => p.message)).toEqual([
      'The docstring of `fold` does not say what it returns.',
    ]);
    // In a definition the change wrote whole, a name that misses its parameter is a slip.
    expect(result.repairs).toEqual([]);
    expect(
      review(
        'Reduce.\n\nParameters\n----------\nbinops\n    Associative operator.',
        'numpy',
        fold,
        null,
      ).repairs,
    ).toEqual(['renamed the entry for binops to binop']);
    // One name gone and one new, without the change: not renamed either.
    expect(
      review('Compute.\n\nArgs:\n    width: Across.\n    height: Down.').repaired,
    ).toBeUndefined();
  });

  it('reads renames, removals and additions from the signature before the change', () => {
    // area(width, height, unit) became area(width, depth, scale=1): height renamed to
    // depth, unit removed and scale added (two went, two came: renamed in order).
    const before = signature({ params: [param('width'), param('height'), param('unit')] });
    const after = signature({ params: [param('width'), param('depth'), param('scale')] });
    const text =
      'Compute.\n\nArgs:\n    width: Across.\n    height: Down,\n        in metres.\n    unit: The unit,\n        metres or feet.\n\nReturns:\n    Area.';
    expect(review(text, 'google', after, before)).toMatchObject({
      repaired:
        'Compute.\n\nArgs:\n    width: Across.\n    depth: Down,\n        in metres.\n    scale: The unit,\n        metres or feet.\n\nReturns:\n    Area.',
      repairs: ['renamed the entry for height to depth', 'renamed the entry for unit to scale'],
    });
    // area(width, height, unit) became area(unit, width): height removed, with its continuation line.
    const moved = signature({ params: [param('unit'), param('width')] });
    expect(review(text, 'google', moved, before)).toMatchObject({
      repaired:
        'Compute.\n\nArgs:\n    width: Across.\n    unit: The unit,\n        metres or feet.\n\nReturns:\n    Area.',
      repairs: ['removed the entry for height (no such parameter)'],
      problems: [],
    });
    // height removed and a new first parameter added: no rename across places.
    const added = signature({ params: [param('origin'), param('width'), param('unit')] });
    const result = review(text, 'google', added, before);
    expect(result.repairs).toEqual(['removed the entry for height (no such parameter)']);
    expect(result.problems.map((p) => p.message)).toEqual([
      'Parameter `origin` of `area` is not documented.',
    ]);
    // An entry stale before the change stays while an undocumented parameter may be what it means.
    const stale = 'Compute.\n\nArgs:\n    width: Across.\n    hieght: Down.\n\nReturns:\n    Area.';
    expect(review(stale, 'google', widthHeight, widthHeight).repaired).toBeUndefined();
    expect(
      review(
        stale,
        'google',
        signature({ params: [param('width')] }),
        signature({ params: [param('width')] }),
      ).repaired,
    ).toBe('Compute.\n\nArgs:\n    width: Across.\n\nReturns:\n    Area.');
  });

  it('asks only for what the change added where the base is known', () => {
    // flask's do_teardown_request documented exc, never ctx; a change to its body owes nothing.
    const teardown = (...names: string[]) =>
      signature({
        name: 'do_teardown_request',
        node_type: 'method',
        params: names.map((n) => param(n)),
        returns: 'None',
        returns_value: false,
      });
    const text = 'Called after the request.\n\n:param exc: An unhandled exception.\n';
    const now = teardown('ctx', 'exc');
    expect(review(text, 'sphinx', now, now).problems).toEqual([]);
    // Without a base (a whole-file analysis), every undocumented parameter is said.
    expect(review(text, 'sphinx', now).problems.map((p) => p.message)).toEqual([
      'Parameter `ctx` of `do_teardown_request` is not documented.',
    ]);
    // A parameter the change added is owed its entry.
    expect(review(text, 'sphinx', now, teardown('exc')).problems.map((p) => p.message)).toEqual([
      'Parameter `ctx` of `do_teardown_request` is not documented.',
    ]);
  });

  it('asks for a parameter the change added to a docstring that documents a few of the others', () => {
    // rich's Text.split gained allow_blank; its docstring documented separator, not include_separator.
    const split = (...names: string[]) =>
      signature({ name: 'split', node_type: 'method', params: names.map((n) => param(n)) });
    const text =
      'Split rich text in to lines, preserving styles.\n\nArgs:\n    separator (str, optional): String to split on.\n\nReturns:\n    List[RichText]: A list of rich text, one per line of the original.';
    const now = split('separator', 'include_separator', 'allow_blank');
    expect(review(text, 'google', now, split('separator', 'include_separator')).problems).toEqual([
      {
        rule: 'docstring.undocumented-parameter',
        message: 'Parameter `allow_blank` of `split` is not documented.',
      },
    ]);
    // The parameters it already left out are its choice: without the change, nothing is asked.
    expect(review(text, 'google', now, now).problems).toEqual([]);
    expect(review(text, 'google', now).problems).toEqual([]);
    // A docstring that documents none of the others (only a stale name) is not asked either.
    const stale = text.replace('separator (str', 'sep (str');
    expect(review(stale, 'google', now, split('separator', 'include_separator')).problems).toEqual(
      [],
    );
  });

  it('never asks for a private parameter the change added', () => {
    // rich's Console gained `_environ` (tests pass an environment through it) beside its Args.
    const init = (...names: string[]) =>
      signature({
        name: '__init__',
        node_type: 'method',
        params: names.map((n) => param(n)),
        returns: null,
        returns_value: false,
      });
    const text =
      'A high level console interface.\n\nArgs:\n    color_system: The color system.\n    width: The width.';
    const base = init('color_system', 'width');
    expect(
      review(text, 'google', init('color_system', 'width', '_environ'), base).problems,
    ).toEqual([]);
    // A public name added beside it is still asked for.
    expect(
      review(text, 'google', init('color_system', 'width', '_environ', 'height'), base).problems,
    ).toEqual([
      {
        rule: 'docstring.undocumented-parameter',
        message: 'Parameter `height` of `__init__` is not documented.',
      },
    ]);
  });
});
