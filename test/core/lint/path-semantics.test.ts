import { describe, expect, it } from 'vitest';
import {
  ruleEnabled,
  withPathSemantics,
} from '../../../src/languages/python/lint/path-semantics.js';
import type { LintFinding } from '../../../src/core/lint/types.js';
import type { RuffSettings } from '../../../src/languages/python/lint/ruff-types.js';

const finding = (code: string, message = code): LintFinding => ({
  code,
  message,
  start: { line: 1, column: 1 },
  end: { line: 1, column: 2 },
  fixable: false,
});

const all: RuffSettings = { select: ['ALL'], ignore: [] };
const codes = (findings: LintFinding[]): string[] => findings.map((f) => f.code);

describe('withPathSemantics', () => {
  const found = [
    finding('F822'),
    finding('PLC0414'),
    finding('F821', 'Undefined name `__path__`'),
    finding('F821', 'Undefined name `other`'),
    finding('D100'),
  ];

  it('applies what Ruff does differently in a package __init__.py', () => {
    expect(codes(withPathSemantics(found, 'pkg/__init__.py', all))).toEqual(['F821', 'D104']);
    expect(withPathSemantics(found, 'pkg/__init__.py', all)[1]?.message).toBe(
      'Missing docstring in public package',
    );
    // F822 is reported in an __init__.py under preview, as Ruff does.
    expect(codes(withPathSemantics(found, '__init__.py', { ...all, preview: true }))).toContain(
      'F822',
    );
  });

  it('leaves other modules alone and is silent on stubs', () => {
    expect(withPathSemantics(found, 'pkg/mod.py', all)).toEqual(found);
    expect(withPathSemantics(found, 'pkg/not__init__.py', all)).toEqual(found);
    expect(withPathSemantics(found, 'pkg/mod.pyi', all)).toEqual([]);
  });

  it('drops D100 of an __init__.py when D104 is not selected', () => {
    const noD104 = { select: ['D'], ignore: ['D104'] };
    expect(codes(withPathSemantics([finding('D100')], 'a/__init__.py', noD104))).toEqual([]);
  });
});

describe('ruleEnabled', () => {
  it('lets the most specific selector decide, an equal ignore winning', () => {
    expect(ruleEnabled({ select: ['D'], ignore: [] }, 'D104')).toBe(true);
    expect(ruleEnabled({ select: ['D'], ignore: ['D1'] }, 'D104')).toBe(false);
    expect(ruleEnabled({ select: ['D104'], ignore: ['D1'] }, 'D104')).toBe(true);
    expect(ruleEnabled({ select: ['D104'], ignore: ['D104'] }, 'D104')).toBe(false);
    expect(ruleEnabled({ select: ['ALL'], ignore: ['D'] }, 'D104')).toBe(false);
    expect(ruleEnabled({ ignore: [], extendSelect: ['D'] }, 'D104')).toBe(true);
    expect(ruleEnabled({ ignore: [] }, 'D104')).toBe(false);
  });
});
