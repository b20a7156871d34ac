import { scanLexemes } from '../lint/python-lexemes.js';
import { parsePythonLiteral } from '../sample-data/python-literal.js';
import { expectedException } from './doctest.js';
import { identifiersIn, testNameStem, type GeneratedTest } from './generated-test.js';
import { pythonString } from './python-source.js';
import type { DoctestExample, SignatureAnalysis } from './signature.js';
import { appendAll } from '../../../core/arrays.js';

/** Built-in exceptions a `pytest.raises` can name without an import. */
const BUILTIN_EXCEPTIONS = new Set(
  'ArithmeticError AssertionError AttributeError BaseException BufferError EOFError Exception FileExistsError FileNotFoundError FloatingPointError ImportError IndexError IsADirectoryError KeyError LookupError ModuleNotFoundError NameError NotADirectoryError NotImplementedError OSError OverflowError PermissionError RecursionError ReferenceError RuntimeError StopIteration StopAsyncIteration SyntaxError TimeoutError TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError ValueError ZeroDivisionError'.split(
    ' ',
  ),
);

const PRINTS = /^(?:print|pprint|pprint\.pprint|pp)\(/;

interface Converted {
  lines: string[];
  imports: string[];
  fixtures: string[];
}

/**
 * The docstring's examples as one pytest function, in order (they share
 * names, as in doctest). A value shown as a Python literal becomes
 * `assert expr == literal`; any other shown value compares `repr()`; printed
 * output (a call of a target that returns nothing shows only that) is read
 * with `capsys`; a traceback becomes `pytest.raises`. Examples
 * doctest itself would not compare exactly (+SKIP, +ELLIPSIS with `...`,
 * +NORMALIZE_WHITESPACE) are left out, and the note says so.
 */
export function doctestTest(
  analysis: SignatureAnalysis,
): { test: GeneratedTest } | { reason: string } {
  if (analysis.doctests.length === 0) return { reason: 'the docstring has no examples' };
  if (analysis.module === null)
    return { reason: analysis.module_issue ?? 'the module cannot be imported' };
  const lines: string[] = [];
  const imports = new Set<string>();
  const fixtures = new Set<string>();
  const left: string[] = [];
  // What follows a star import uses the names it brought (turtle's examples): none can run without it.
  if (analysis.doctests.some((example) => STAR_IMPORT.test(example.source)))
    return { reason: 'the examples start from a star import, which a test function cannot hold' };
  for (const example of analysis.doctests) {
    const why = unsupported(example);
    if (why) {
      left.push(`line ${example.line} (${why})`);
      continue;
    }
    const converted = convertExample(example, analysis.module_names, printsOnly(analysis));
    appendAll(lines, converted.lines);
    converted.imports.forEach((i) => imports.add(i));
    converted.fixtures.forEach((f) => fixtures.add(f));
  }
  if (lines.length === 0)
    return { reason: `no docstring example can be compared exactly: ${left.join('; ')}` };
  const used = identifiersIn(lines.join('\n'));
  const test: GeneratedTest = {
    name: `test_${testNameStem(analysis.target.full_name)}_doctest`,
    origin: 'doctest',
    moduleNames: analysis.module_names.filter((name) => used.has(name)),
    imports: [...imports].sort(),
    fixtures: [...fixtures].sort(),
    body: lines,
    ...(left.length > 0 ? { note: `left out the examples at ${left.join('; ')}` } : {}),
  };
  return { test };
}

/** `from module import *`: Python takes it only at a module's top level, and a test is a function. */
const STAR_IMPORT = /^\s*from\s+[\w.]+\s+import\s+\*/m;

function unsupported(example: DoctestExample): string | undefined {
  if (example.options.includes('+SKIP')) return '+SKIP';
  if (example.options.includes('+ELLIPSIS') && example.want.includes('...')) return '+ELLIPSIS';
  if (example.options.includes('+NORMALIZE_WHITESPACE') && !isLiteral(example.want))
    return '+NORMALIZE_WHITESPACE';
  if (/^\s*await\b/.test(example.source)) return 'top-level await';
  if (example.syntax_error) return 'not Python 3';
  return undefined;
}

/**
 * Whether an example's source is one call of the target that returns
 * nothing: doctest shows what the call prints, never a value to compare.
 */
function printsOnly(analysis: SignatureAnalysis): (source: string) => boolean {
  if (!analysis.returns_nothing) return () => false;
  const name = analysis.target.name;
  return (source) => {
    const callee = /^((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)\(/.exec(source)?.[1];
    return (
      callee !== undefined &&
      (callee === name || callee.endsWith(`.${name}`)) &&
      !needsParentheses(source)
    );
  };
}

function convertExample(
  example: DoctestExample,
  moduleNames: readonly string[],
  callPrintsOnly: (source: string) => boolean,
): Converted {
  const source = example.source.split('\n');
  const exception = expectedException(example.want);
  if (exception) {
    const type = exceptionName(exception.type, moduleNames);
    const ignoreDetail =
      example.options.includes('+IGNORE_EXCEPTION_DETAIL') || exception.message === '';
    const message = exception.message.split('\n')[0] ?? '';
    const needsEscape = /[.^$*+?{}[\]\\|()]/.test(message);
    const match = ignoreDetail
      ? ''
      : `, match=${needsEscape ? `re.escape(${pythonString(message)})` : pythonString(message)}`;
    return {
      lines: [`with pytest.raises(${type}${match}):`, ...source.map((line) => `    ${line}`)],
      imports: ['pytest', ...(needsEscape && !ignoreDetail ? ['re'] : [])],
      fixtures: [],
    };
  }
  if (example.want === '') return { lines: source, imports: [], fixtures: [] };
  if (
    !example.expression ||
    PRINTS.test(example.source) ||
    callPrintsOnly(withoutTrailingComment(example.source))
  ) {
    return {
      lines: [...source, `assert capsys.readouterr().out == ${pythonString(`${example.want}\n`)}`],
      imports: [],
      fixtures: ['capsys'],
    };
  }
  // `>>> p.x + p.y  # fields by name`: wrapped, the comment would swallow the closing parenthesis.
  const code = withoutTrailingComment(example.source);
  const expression = needsParentheses(code) ? `(${code})` : code;
  if (/^(True|False|None)$/.test(example.want))
    return { lines: [`assert ${expression} is ${example.want}`], imports: [], fixtures: [] };
  if (isLiteral(example.want) && !example.want.includes('\n'))
    return { lines: [`assert ${expression} == ${example.want}`], imports: [], fixtures: [] };
  return {
    lines: [`assert repr(${code}) == ${pythonString(example.want)}`],
    imports: [],
    fixtures: [],
  };
}

/** The source without the comment its last line ends with (a `#` in a string is no comment). */
function withoutTrailingComment(source: string): string {
  const last = scanLexemes(source).comments.at(-1);
  if (!last || source.slice(last.end).trim() !== '') return source;
  return source.slice(0, last.start).trimEnd();
}

/** A shown value that is a plain literal (numbers, strings, containers of them) compares by value. */
function isLiteral(want: string): boolean {
  const value = parsePythonLiteral(want);
  // Floats compare by value only when the text is the repr Python would print.
  return value !== undefined && !/\bnan\b|\binf\b/i.test(want);
}

/** `assert a if b else c == 1` would compare only `c`: anything but a call chain gets parentheses. */
function needsParentheses(expression: string): boolean {
  return (
    expression.includes('\n') ||
    !/^[A-Za-z_]\w*(\.[A-Za-z_]\w*|\((?:[^()]|\([^()]*\))*\)|\[[^\]]*\])*$/.test(expression)
  );
}

function exceptionName(type: string, moduleNames: readonly string[]): string {
  const root = type.split('.')[0] as string;
  if (BUILTIN_EXCEPTIONS.has(type) || moduleNames.includes(root)) return type;
  // A class from elsewhere would need an import the example never showed; the message still has to match.
  return 'Exception';
}
