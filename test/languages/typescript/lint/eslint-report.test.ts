import { describe, expect, it } from 'vitest';
import { findingsFromReport } from '../../../../src/languages/typescript/lint/eslint-runner.js';

// ESLint's report is what the pull request's configuration and plugins say: a
// fix is taken only where it is a replacement of this text.

const message = (fix?: { range: [number, number]; text: string }) => ({
  ruleId: 'prefer-const',
  message: "'a' is never reassigned.",
  line: 1,
  column: 5,
  severity: 2,
  ...(fix ? { fix } : {}),
});

describe('findingsFromReport', () => {
  it('takes a fix that replaces part of the text, at its lines and UTF-16 columns', () => {
    const [finding] = findingsFromReport(
      [{ messages: [message({ range: [0, 3], text: 'const' })] }],
      'let a = 1;\n',
    );
    expect(finding).toMatchObject({
      code: 'prefer-const',
      fixable: true,
      fix: {
        edits: [{ content: 'const', start: { line: 1, column: 1 }, end: { line: 1, column: 4 } }],
      },
    });
  });

  it('withholds a fix whose range is not of this text', () => {
    for (const range of [
      [0, 400],
      [5, 2],
    ] as [number, number][]) {
      const [finding] = findingsFromReport(
        [{ messages: [message({ range, text: 'x' })] }],
        'let a = 1;\n',
      );
      expect(finding).toMatchObject({ code: 'prefer-const', fixable: false });
      expect(finding?.fix).toBeUndefined();
    }
  });
});
