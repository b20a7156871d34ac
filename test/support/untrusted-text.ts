// The parsers that read text a pull request controls (docstrings, diffs, Markdown, comments,
// annotations), the worst shapes of that text, and how their time grows with its size. Shared by
// test/core/untrusted-text.test.ts and bench/linear/run.mjs.
import { lockPin, preCommitPin, requirementPin } from '../../src/languages/python/lint/ruff-pin.js';
import { parseCommands } from '../../src/core/commands/parse-command.js';
import { fileDiffFromGitHub } from '../../src/core/diff/github-file.js';
import { parseGitDiff } from '../../src/core/diff/parse-git-diff.js';
import { docstringLayout } from '../../src/languages/python/docs/docstring-layout.js';
import { parseDocstring } from '../../src/languages/python/docs/parse-docstring.js';
import { styleFromSettings } from '../../src/languages/python/docs/project-style.js';
import { oneLine } from '../../src/languages/python/docs/python-syntax.js';
import { replaceStringLiterals } from '../../src/languages/python/syntax/string-literal.js';
import { readTrailer } from '../../src/core/publish/markers.js';
import { parsePythonLiteral } from '../../src/languages/python/sample-data/python-literal.js';
import { findFillerInDocstring } from '../../src/languages/python/docs/filler.js';
import { isEllipsisBody, startsWithDocstring } from '../../src/languages/python/scope.js';
import { readTrailers, recordedSweepCommit } from '../../src/core/sweep/sweep-pull.js';
import { parseDoctestExamples } from '../../src/languages/python/testgen/doctest.js';
import { parseIni } from '../../src/languages/python/testgen/pytest-config.js';
import { parseJsDoc } from '../../src/languages/typescript/docs/jsdoc.js';
import { parseJsonc } from '../../src/languages/typescript/lint/jsonc.js';
import { jsDocExamples } from '../../src/languages/typescript/testgen/jsdoc-examples.js';
import { parseAnnotation } from '../../src/languages/python/testgen/type-expr.js';

/** Text of about `size` characters, built by repeating `unit` between a head and a tail. */
function repeated(size: number, unit: string, head = '', tail = ''): string {
  return head + unit.repeat(Math.max(1, Math.floor(size / unit.length))) + tail;
}

/** A type nested `size / 11` deep: `Dict[str, Dict[str, ... int]]`. */
function nestedType(size: number): string {
  const depth = Math.max(1, Math.floor(size / 11));
  return `${'Dict[str, '.repeat(depth)}int${']'.repeat(depth)}`;
}

/**
 * Shapes that make a backtracking pattern or a re-scanning loop slow: long runs of one kind of
 * space, of line ends, of brackets, of backslashes inside an unclosed quote, of a header's start.
 */
export const SHAPES: Record<string, (size: number) => string> = {
  'tabs then a letter': (size) => repeated(size, '\t', 'x', 'x'),
  'spaces around a colon': (size) => `x${' '.repeat(size / 2)}:${' '.repeat(size / 2)}():`,
  'blank lines': (size) => repeated(size, '\n', 'x'),
  'lines of tabs': (size) => repeated(size, '\n\t', 'x', '\nx'),
  'nested brackets': (size) => nestedType(size),
  'Returns of a nested type': (size) =>
    `Build it.\n\nReturns:\n    ${nestedType(size)}: The thing.\n`,
  'Args entry of tabs': (size) =>
    `Do it.\n\nArgs:\n    x${'\t'.repeat(size / 2)}:${'\t'.repeat(size / 2)}():\n`,
  'sphinx field of tabs': (size) => repeated(size, '\t', 'Do it.\n\n:param', '\n'),
  'markdown Returns of tabs': (size) =>
    repeated(size, '\t', 'Do it.\n\n**Parameters:**\n\n**Returns:**', 'x\n'),
  'backslashes in an unclosed quote': (size) => repeated(size, '\\\\a', `""""'`, 'a"""'),
  'headers without a body': (size) => repeated(size, 'Args:\n    Returns:\n'),
  fences: (size) => repeated(size, '```\n~~~~\n'),
  'command lines': (size) => repeated(size, '/remora retry   \t  '),
  'marker openings': (size) => repeated(size, '<!-- remora:', '', ' -->'),
  'hunk headers': (size) => repeated(size, '@@ -1 +1 @@\n+ \t\n'),
  'doctest prompts': (size) => repeated(size, '>>> x\n... \t'),
  'doctest directive of tabs': (size) => repeated(size, '\t', '>>> x  # doctest:', "'\n"),
  'a setting line of spaces': (size) =>
    `[pytest]\nx${' '.repeat(size / 2)}=${' '.repeat(size / 2)}\n`,
  'a class of blank lines': (size) => repeated(size, '\n', 'class A:\n', '    x = 1\n'),
  'defaults on every line': (size) => repeated(size, 'x defaults to y\n', 'Do it.\n\nArgs:\n'),
  'a complex number': (size) => repeated(size, '1', '', 'j'),
  'a trailer of spaces': (size) => `Key:${' '.repeat(size / 2)}x${' '.repeat(size / 2)}\r`,
  // More lines, or options, than a call takes arguments (about 125,000): a spread of them throws.
  'a section of short lines': (size) => repeated(size, ' x\n', 'Do it.\n\nArgs:\n'),
  'doctest options': (size) => repeated(size, ' +A', '>>> x  # doctest:', '\n'),
  'conf.py of blank lines': (size) =>
    repeated(size, '\n\t', "extensions = ['sphinx.ext.napoleon']"),
};

/** Each parser of pull-request text, called on one piece of text. */
export const PARSERS: Record<string, (text: string) => unknown> = {
  parseDocstring: (text) => parseDocstring(text),
  'docstringLayout (google, numpy, sphinx)': (text) => {
    const lines = text.split('\n');
    return ['google', 'numpy', 'sphinx'].map((style) =>
      docstringLayout(lines, style as 'google' | 'numpy' | 'sphinx'),
    );
  },
  oneLine: (text) => oneLine(text),
  'parseJsDoc (a doc block)': (text) => parseJsDoc(`/**${text}*/`, 0, 0),
  'parseJsonc (a biome.json)': (text) => refused(() => parseJsonc('biome.json', text)),
  'jsDocExamples (@example blocks)': (text) => jsDocExamples(`/**\n * @example\n${text}*/`),
  parseAnnotation: (text) => parseAnnotation(text),
  replaceStringLiterals: (text) => replaceStringLiterals(text, '""'),
  parseDoctestExamples: (text) => parseDoctestExamples(text, 1),
  parseGitDiff: (text) => refused(() => parseGitDiff(`diff --git a/a.py b/a.py\n${text}`)),
  fileDiffFromGitHub: (text) =>
    refused(() => fileDiffFromGitHub({ filename: 'a.py', status: 'modified', patch: text })),
  parseCommands: (text) => parseCommands(text, ['lint', 'docstring']),
  readTrailer: (text) => readTrailer(text),
  parseIni: (text) => parseIni(text),
  parsePythonLiteral: (text) => parsePythonLiteral(text),
  findFillerInDocstring: (text) =>
    findFillerInDocstring(text, {
      name: 'f',
      node_type: 'function',
      params: [{ name: 'x', annotation: null }],
    }),
  'isEllipsisBody, startsWithDocstring': (text) => [
    isEllipsisBody(text),
    startsWithDocstring(text),
  ],
  'readTrailers (a commit message)': (text) => readTrailers(text),
  'preCommitPin, lockPin, requirementPin (a pinned Ruff)': (text) => [
    preCommitPin(text),
    lockPin(text),
    requirementPin(text),
  ],
  'recordedSweepCommit (a pull request body)': (text) => recordedSweepCommit(text),
  'styleFromSettings (docs/conf.py)': (text) =>
    styleFromSettings((path) => (path === 'docs/conf.py' ? text : undefined)),
};

/** A parser that refuses the text (a diff that is not one) has still read it: the time counts. */
function refused(parse: () => unknown): unknown {
  try {
    return parse();
  } catch (error) {
    return error;
  }
}

function fastest(parse: (text: string) => unknown, text: string, rounds: number): number {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = process.hrtime.bigint();
    parse(text);
    best = Math.min(best, Number(process.hrtime.bigint() - started));
  }
  return best;
}

/**
 * How much longer the parser takes on `big` characters of the shape than on `small`, each the
 * fastest of `rounds`: about big / small when the parser is linear, its square when quadratic.
 */
export function growth(
  parse: (text: string) => unknown,
  shape: (size: number) => string,
  small: number,
  big: number,
  rounds = 3,
): number {
  const smallText = shape(small);
  const bigText = shape(big);
  // Both sizes once first, so neither pays for the compilation of the parser.
  parse(smallText);
  const tSmall = fastest(parse, smallText, rounds);
  const tBig = fastest(parse, bigText, rounds);
  return tBig / Math.max(tSmall, 1);
}
