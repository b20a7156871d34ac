import { describe, expect, it } from 'vitest';
import { applyFix, fixToFixpoint } from '../../../src/core/lint/apply-fix.js';
import { RemoraError } from '../../../src/core/errors.js';
import type {
  InProcessLinter,
  LintEdit,
  LintFinding,
  Linter,
} from '../../../src/core/lint/types.js';

function at(line: number, column: number) {
  return { line, column };
}

function finding(
  code: string,
  line: number,
  column: number,
  edits: LintEdit[],
  fixable = true,
): LintFinding {
  return {
    code,
    message: code,
    start: at(line, column),
    end: at(line, column + 1),
    fix: { edits },
    fixable,
  };
}

/**
 * A linter with rules simple enough to predict: `BAD` → `ok` (X001), `SPLIT` →
 * two lines (X002), a `DROP` line is deleted (X003), `UNSAFE` has a fix that is
 * not safe (X004), `FAR` is fixed by editing line 1 (X005), `BREAK` is fixed
 * into text that no longer parses (X006), and `((` anywhere is a syntax error.
 */
const fakeLinter: InProcessLinter = {
  check(source) {
    const findings: LintFinding[] = [];
    source.split('\n').forEach((text, index) => {
      const line = index + 1;
      const token = (word: string) => text.indexOf(word) + 1;
      if (text.includes('BAD'))
        findings.push(
          finding('X001', line, token('BAD'), [
            { content: 'ok', start: at(line, token('BAD')), end: at(line, token('BAD') + 3) },
          ]),
        );
      if (text.includes('SPLIT'))
        findings.push(
          finding('X002', line, token('SPLIT'), [
            { content: 'a\nb', start: at(line, token('SPLIT')), end: at(line, token('SPLIT') + 5) },
          ]),
        );
      if (text.includes('DROP'))
        findings.push(
          finding('X003', line, token('DROP'), [
            { content: '', start: at(line, 1), end: at(line + 1, 1) },
          ]),
        );
      if (text.includes('UNSAFE'))
        findings.push(
          finding(
            'X004',
            line,
            token('UNSAFE'),
            [
              {
                content: 'safe',
                start: at(line, token('UNSAFE')),
                end: at(line, token('UNSAFE') + 6),
              },
            ],
            false,
          ),
        );
      if (text.includes('FAR'))
        findings.push(
          finding('X005', line, token('FAR'), [
            { content: '# far\n', start: at(1, 1), end: at(1, 1) },
          ]),
        );
      if (text.includes('BREAK'))
        findings.push(
          finding('X006', line, token('BREAK'), [
            { content: '((', start: at(line, token('BREAK')), end: at(line, token('BREAK') + 5) },
          ]),
        );
    });
    if (source.includes('(('))
      findings.push({
        code: 'invalid-syntax',
        message: 'unbalanced',
        start: at(1, 1),
        end: at(1, 2),
        fixable: false,
      });
    return findings;
  },
};

describe('applyFix', () => {
  it('applies edits in forward order, an insertion before a deletion at the same offset', () => {
    const source = 'a = 1\nb = 2\nc = 3\n';
    const moved = finding('X010', 2, 1, [
      { content: 'z = 0\n', start: at(2, 1), end: at(2, 1) },
      { content: '', start: at(2, 1), end: at(3, 1) },
    ]);
    expect(applyFix(source, moved, [{ start: 1, end: 3 }])).toEqual({
      source: 'a = 1\nz = 0\nc = 3\n',
      lineDelta: 0,
    });
  });

  it('reports the line delta', () => {
    const source = 'x\ny\n';
    const grow = finding('X011', 1, 1, [{ content: 'x1\nx2\nx3', start: at(1, 1), end: at(1, 2) }]);
    expect(applyFix(source, grow, [{ start: 1, end: 1 }])).toEqual({
      source: 'x1\nx2\nx3\ny\n',
      lineDelta: 2,
    });
  });

  it('refuses a fix that reaches outside the allowed lines, and one that is not safe', () => {
    const source = 'one\ntwo FAR\nthree UNSAFE\n';
    const [far, unsafe] = fakeLinter.check(source, 'f.py');
    expect(() => applyFix(source, far!, [{ start: 2, end: 3 }])).toThrow(
      /outside the node's lines 2-3/,
    );
    expect(() => applyFix(source, unsafe!, [{ start: 2, end: 3 }])).toThrow(RemoraError);
    try {
      applyFix(source, far!, [{ start: 2, end: 3 }]);
    } catch (error) {
      expect((error as RemoraError).code).toBe('TOOL_001');
    }
  });
});

describe('fixToFixpoint', () => {
  it('fixes everything safe inside the ranges, one fix at a time, and keeps the ranges on the node', async () => {
    const source = [
      'BAD before',
      'def f():',
      '    SPLIT BAD',
      '    DROP',
      '    BAD UNSAFE',
      '    FAR',
      'BAD after',
      '',
    ].join('\n');
    const result = await fixToFixpoint(fakeLinter, source, 'f.py', [{ start: 2, end: 6 }]);
    expect(result.source).toBe(
      ['BAD before', 'def f():', '    a', 'b ok', '    ok UNSAFE', '    FAR', 'BAD after', ''].join(
        '\n',
      ),
    );
    expect(result.fixed).toEqual(['X001', 'X002', 'X003', 'X001']);
    expect(result.remaining.map((f) => `${f.code}@${f.start.line}`)).toEqual(['X004@5', 'X005@6']);
    expect(result.ranges).toEqual([{ start: 2, end: 6 }]);
  });

  it('moves later ranges by the lines a fix adds or removes', async () => {
    const source = ['DROP', 'keep', 'SPLIT', 'keep', 'BAD', ''].join('\n');
    const result = await fixToFixpoint(fakeLinter, source, 'f.py', [
      { start: 1, end: 1 },
      { start: 3, end: 3 },
      { start: 5, end: 5 },
    ]);
    expect(result.source).toBe(['keep', 'a', 'b', 'keep', 'ok', ''].join('\n'));
    expect(result.ranges).toEqual([
      { start: 2, end: 3 },
      { start: 5, end: 5 },
    ]);
  });

  it('skips a fix that would make parsing code unparsable', async () => {
    const source = 'x = BREAK\ny = BAD\n';
    const result = await fixToFixpoint(fakeLinter, source, 'f.py', [{ start: 1, end: 2 }]);
    expect(result.source).toBe('x = BREAK\ny = ok\n');
    expect(result.fixed).toEqual(['X001']);
    expect(result.remaining.map((f) => f.code)).toEqual(['X006']);
  });

  it('stops on a fix that brings back an earlier text', async () => {
    const flipFlop: Linter = {
      check(source) {
        const word = source.startsWith('ping') ? 'ping' : 'pong';
        return [
          finding('X020', 1, 1, [
            { content: word === 'ping' ? 'pong' : 'ping', start: at(1, 1), end: at(1, 5) },
          ]),
        ];
      },
    };
    const result = await fixToFixpoint(flipFlop, 'ping\n', 'f.py', [{ start: 1, end: 1 }]);
    expect(result.source).toBe('pong\n');
    expect(result.fixed).toEqual(['X020']);
  });
});
