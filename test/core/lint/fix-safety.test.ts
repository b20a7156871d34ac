import { describe, expect, it } from 'vitest';
import { createFixSafetyJudge } from '../../../src/languages/python/lint/fix-safety.js';
import { scanLexemes } from '../../../src/languages/python/lint/python-lexemes.js';
import type { LintEdit } from '../../../src/core/lint/types.js';

function edit(start: [number, number], end: [number, number], content = ''): LintEdit {
  return {
    content,
    start: { line: start[0], column: start[1] },
    end: { line: end[0], column: end[1] },
  };
}

describe('scanLexemes', () => {
  it('finds comments outside strings and strings of every quoting', () => {
    const source =
      'a = "# not a comment"  # a comment   \nb = """x\n# still text\n"""\nc = \'it\\\'s\'  # two\n';
    const { comments, strings } = scanLexemes(source);
    expect(comments.map((span) => source.slice(span.start, span.end))).toEqual([
      '# a comment',
      '# two',
    ]);
    expect(strings.map((span) => source.slice(span.start, span.end))).toEqual([
      '"# not a comment"',
      '"""x\n# still text\n"""',
      "'it\\'s'",
    ]);
  });

  it('ends an unterminated single-quoted string at the line end', () => {
    const source = 'a = "open\nb = 1  # c\n';
    expect(scanLexemes(source).comments.map((span) => source.slice(span.start, span.end))).toEqual([
      '# c',
    ]);
  });
});

describe('createFixSafetyJudge', () => {
  const judge = (source: string, filePath = 'pkg/mod.py', targetVersion?: string) =>
    createFixSafetyJudge({ source, filePath, ...(targetVersion ? { targetVersion } : {}) });

  it('refuses rules Ruff documents as unsafe, and rules outside the surveyed families', () => {
    const check = judge('x = 1\n');
    const fix = { edits: [edit([1, 1], [1, 2], 'y')] };
    expect(check('F841', fix)).toMatch(/unsafe/);
    expect(check('E731', fix)).toMatch(/unsafe/);
    expect(check('PLR1714', fix)).toMatch(/not known/);
    expect(check('EM101', fix)).toMatch(/not known/);
    expect(check('invalid-syntax', fix)).toMatch(/parse/);
    expect(check('F541', fix)).toBeUndefined();
  });

  it('refuses removing an import from __init__.py, where it may be a re-export', () => {
    const fix = { edits: [edit([1, 1], [2, 1])] };
    expect(judge('import os\n', 'pkg/__init__.py')('F401', fix)).toMatch(/re-export/);
    expect(judge('import os\n', 'pkg/init.py')('F401', fix)).toBeUndefined();
  });

  it('refuses new annotation syntax when targeting Python before 3.10', () => {
    const fix = { edits: [edit([1, 4], [1, 8], 'list')] };
    expect(judge('x: List[int]\n', 'm.py', 'py39')('UP006', fix)).toMatch(/3\.10/);
    expect(judge('x: List[int]\n', 'm.py', 'py310')('UP006', fix)).toBeUndefined();
    expect(judge('x: List[int]\n', 'm.py')('UP006', fix)).toBeUndefined();
  });

  it('refuses removing trailing whitespace inside a multi-line string, not outside one', () => {
    const source = 'def f():  \n    """Doc   \n    """\n';
    expect(judge(source)('W291', { edits: [edit([2, 11], [2, 14])] })).toMatch(/multi-line string/);
    expect(judge(source)('W291', { edits: [edit([1, 9], [1, 11])] })).toBeUndefined();
  });

  it('refuses a fix that deletes a comment, not one that keeps it or only trims after it', () => {
    const source = 'import os  # side effect\nimport b, a  # keep\nx = 1  # note   \n';
    expect(judge(source)('F401', { edits: [edit([1, 1], [2, 1])] })).toMatch(/# side effect/);
    expect(
      judge(source)('I001', { edits: [edit([2, 1], [3, 1], 'import a\nimport b  # keep\n')] }),
    ).toBeUndefined();
    expect(judge(source)('W291', { edits: [edit([3, 14], [3, 17])] })).toBeUndefined();
  });
});
