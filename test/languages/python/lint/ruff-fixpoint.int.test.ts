import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuffLinter } from '../../../../src/languages/python/lint/ruff.js';
import { applyFix, fixToFixpoint } from '../../../../src/core/lint/apply-fix.js';
import { REMORA_DEFAULT_SETTINGS } from '../../../../src/languages/python/lint/ruff-config.js';
import type { InProcessLinter } from '../../../../src/core/lint/types.js';
import type { RuffSettings } from '../../../../src/languages/python/lint/ruff-types.js';
import { ownLineRanges } from '../../../../src/core/node-lines.js';
import type { CSTNode } from '../../../../src/core/nodes.js';
import { pythonParses, unparsable } from '../../../support/python-parse.js';
import {
  discoverFixtures,
  fixtureNames,
  readFixture as read,
  referenceFixpoint,
} from './ruff-reference.js';
import { documentedUnsafe } from './ruff-reference-safety.js';

const WIDE: RuffSettings = { select: ['E', 'F', 'W', 'I', 'UP', 'B', 'SIM', 'C4'], ignore: [] };
const SETTINGS: Record<string, RuffSettings> = { wide: WIDE, default: REMORA_DEFAULT_SETTINGS };

const linters = new Map<string, InProcessLinter & { dispose(): void }>();
let nodesByFixture = new Map<string, CSTNode[]>();
/** The fixtures Python itself parses (one of them is broken on purpose). */
let parsedByPython = new Set<string>();

beforeAll(async () => {
  for (const [name, settings] of Object.entries(SETTINGS))
    linters.set(name, createRuffLinter(settings));
  nodesByFixture = await discoverFixtures();
  const parses = pythonParses(fixtureNames.map((name) => read(name)));
  parsedByPython = new Set(fixtureNames.filter((_, i) => parses[i]));
});

afterAll(() => {
  for (const linter of linters.values()) linter.dispose();
});

const linter = (name = 'wide') => linters.get(name)!;
const nodeNamed = (file: string, fullName: string) =>
  nodesByFixture.get(file)!.find((node) => node.full_name === fullName)!;

describe.each(Object.keys(SETTINGS))('fixing a node to a fixpoint (%s rules)', (settingsName) => {
  it.each(fixtureNames)(
    '%s: equals the reference, leaves other lines alone and still parses',
    async (name) => {
      const source = read(name);
      const parsedBefore = parsedByPython.has(name);
      const nodes = nodesByFixture.get(name)!.filter((node) => node.node_type !== 'file');
      expect(nodes.length).toBeGreaterThan(0);
      const before = source.split('\n');
      // Every changed text, for Python to parse at the end in one go.
      const changed: [string, string][] = [];
      for (const node of nodes) {
        const result = await fixToFixpoint(linter(settingsName), source, name, [
          { start: node.start_line, end: node.end_line },
        ]);
        const context = `${name} ${node.full_name}`;
        expect(result.source, context).toBe(
          referenceFixpoint(SETTINGS[settingsName]!, source, name, node.start_line, node.end_line),
        );
        const after = result.source.split('\n');
        const delta = after.length - before.length;
        expect(after.slice(0, node.start_line - 1), context).toEqual(
          before.slice(0, node.start_line - 1),
        );
        expect(after.slice(node.end_line + delta), context).toEqual(before.slice(node.end_line));
        expect(result.ranges, context).toEqual([
          { start: node.start_line, end: node.end_line + delta },
        ]);
        expect(result.fixed.filter(documentedUnsafe), context).toEqual([]);
        if (parsedBefore) {
          expect(
            linter(settingsName)
              .check(result.source, name)
              .filter((f) => f.code === 'invalid-syntax'),
            context,
          ).toEqual([]);
          // An unchanged text parses as before; Python is asked about every changed one.
          if (result.source !== source)
            changed.push([`${context} (lines ${node.start_line}-${node.end_line})`, result.source]);
        } else {
          expect(result.source, context).toBe(source);
        }
      }
      expect(unparsable(changed)).toEqual([]);
    },
  );

  it.each(fixtureNames)(
    '%s: fixing the file node changes only module-level lines',
    async (name) => {
      const source = read(name);
      const nodes = nodesByFixture.get(name)!;
      const fileNode = nodes.find((node) => node.node_type === 'file')!;
      const ranges = ownLineRanges(fileNode, nodes);
      const result = await fixToFixpoint(linter(settingsName), source, name, ranges);
      const before = source.split('\n');
      const after = result.source.split('\n');
      // The gaps between the ranges (the classes and functions) must come through byte for byte.
      const gaps = (lines: string[], own: typeof ranges) => {
        const mine = new Set(
          own.flatMap((r) => Array.from({ length: r.end - r.start + 1 }, (_, i) => r.start + i)),
        );
        return lines
          .map((line, i) => (mine.has(i + 1) ? undefined : line))
          .filter((line) => line !== undefined);
      };
      expect(gaps(after, result.ranges)).toEqual(gaps(before, ranges));
      if (parsedByPython.has(name)) expect(pythonParses([result.source])).toEqual([true]);
    },
  );
});

describe('what the fixpoint fixes and keeps', () => {
  it('applies the safe fixes across the fixtures', async () => {
    const fixed = new Set<string>();
    for (const name of fixtureNames) {
      for (const node of nodesByFixture.get(name)!.filter((n) => n.node_type !== 'file')) {
        const { fixed: codes } = await fixToFixpoint(linter(), read(name), name, [
          { start: node.start_line, end: node.end_line },
        ]);
        for (const code of codes) fixed.add(code);
      }
    }
    for (const code of [
      'F401',
      'F811',
      'E401',
      'I001',
      'E713',
      'E714',
      'F541',
      'F632',
      'F901',
      'UP004',
      'UP006',
      'UP012',
      'UP015',
      'UP032',
      'UP045',
      'W291',
      'W293',
      'W605',
      'B009',
      'B010',
      'B013',
      'B014',
    ]) {
      expect(fixed, code).toContain(code);
    }
  });

  it('never applies unsafe rules: F841, E711 and E731 stay in remaining', async () => {
    const greet = nodeNamed('functions.py', 'greet');
    const result = await fixToFixpoint(linter(), read('functions.py'), 'functions.py', [
      { start: greet.start_line, end: greet.end_line },
    ]);
    expect(result.fixed).toEqual(['F541', 'UP032']);
    expect(result.remaining.map((f) => f.code)).toEqual(['F841', 'E731']);
    expect(result.remaining.every((f) => !f.fixable)).toBe(true);
    expect(result.source).toContain('shout = lambda text: text.upper()');
    expect(result.source).toContain('unused = name.upper()');

    const compare = nodeNamed('comparisons.py', 'compare');
    const compared = await fixToFixpoint(linter(), read('comparisons.py'), 'comparisons.py', [
      { start: compare.start_line, end: compare.end_line },
    ]);
    expect(compared.fixed).toEqual(['E713', 'E714', 'F632']);
    expect(compared.remaining.map((f) => f.code)).toEqual(['E711', 'E711', 'E712', 'E721']);
    expect(compared.source).toContain('if a == None:');
    expect(compared.source).toContain('if a not in items:');
  });

  it('refuses a fix whose edits reach outside the node, and leaves it in remaining', async () => {
    const source = 'from os import (\n    path,\n    sep,\n)\n\n\ndef f():\n    return 1\n';
    const findings = linter().check(source, 'm.py');
    const sep = findings.find((f) => f.code === 'F401' && f.start.line === 3)!;
    expect(sep.fixable).toBe(true);
    // Removing `sep` removes the whole statement (lines 1-4), which a node holding only line 3 does not own.
    expect(() => applyFix(source, sep, [{ start: 3, end: 3 }])).toThrow(
      /outside the node's lines 3/,
    );
    const result = await fixToFixpoint(linter(), source, 'm.py', [{ start: 3, end: 3 }]);
    expect(result.source).toBe(source);
    expect(result.fixed).toEqual([]);
    expect(result.remaining.map((f) => `${f.code}@${f.start.line}`)).toEqual(['F401@3']);
    // The same fix seen from lines 1-2: it starts inside, but runs on past line 2.
    const partial = await fixToFixpoint(linter(), source, 'm.py', [{ start: 1, end: 2 }]);
    expect(partial.source).toBe(source);
    expect(partial.remaining.map((f) => `${f.code}@${f.start.line}:${f.fixable}`)).toEqual([
      'F401@2:true',
    ]);
  });

  it('refuses an isort fix spanning module-level imports when the node is a function', () => {
    const source = read('imports.py');
    const sortImports = linter()
      .check(source, 'imports.py')
      .find((f) => f.code === 'I001' && f.start.line === 2)!;
    const fn = nodeNamed('imports.py', 'uses_lists');
    expect(() =>
      applyFix(source, sortImports, [{ start: fn.start_line, end: fn.end_line }]),
    ).toThrow(expect.objectContaining({ code: 'TOOL_001' }));
  });

  it('keeps comments and multi-line strings as they are', async () => {
    const keeps = nodeNamed('comments.py', 'keeps_comments');
    const result = await fixToFixpoint(linter(), read('comments.py'), 'comments.py', [
      { start: keeps.start_line, end: keeps.end_line },
    ]);
    expect(result.source).toContain('import os  # needed for the side effect, really');
    expect(result.source).not.toContain('import json');
    expect(result.remaining.map((f) => `${f.code}:${f.fixable}`)).toEqual([
      'F401:false',
      'UP032:false',
    ]);

    const tidy = nodeNamed('whitespace.py', 'tidy');
    const tidied = await fixToFixpoint(linter(), read('whitespace.py'), 'whitespace.py', [
      { start: tidy.start_line, end: tidy.end_line },
    ]);
    expect(tidied.source.split('\n').slice(0, 9)).toEqual([
      'def tidy(value):',
      '    """Docstring with trailing spaces   ',
      '    and a blank line that is not empty:',
      '    ',
      '    """',
      '    total = value + 1',
      '',
      '    pattern = r"\\d+"',
      '    return total, pattern',
    ]);
    expect(tidied.remaining.map((f) => f.code)).toEqual(['W291', 'W293']);
  });
});
