import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import type * as RuffWasm from '@astral-sh/ruff-wasm-nodejs';
import { createRuffLinter } from '../../../../src/languages/python/lint/ruff.js';
import { findingsInLines } from '../../../../src/core/lint/node-lines.js';
import {
  loadRuffSettings,
  REMORA_DEFAULT_SETTINGS,
} from '../../../../src/languages/python/lint/ruff-config.js';
import type { InProcessLinter } from '../../../../src/core/lint/types.js';
import { UNSAFE_FIX_RULES } from '../../../../src/languages/python/lint/unsafe-fixes.js';
import type { CSTNode } from '../../../../src/core/nodes.js';
import { discoverFixtures, readFixture as read } from './ruff-reference.js';

const ruff = createRequire(import.meta.url)('@astral-sh/ruff-wasm-nodejs') as typeof RuffWasm;
let wide: InProcessLinter & { dispose(): void };
let nodesByFixture: Map<string, CSTNode[]>;

beforeAll(async () => {
  wide = createRuffLinter({ select: ['E', 'F', 'W', 'I', 'UP', 'B', 'SIM', 'C4'], ignore: [] });
  nodesByFixture = await discoverFixtures();
});

afterAll(() => wide.dispose());

const linter = () => wide;
const nodeNamed = (file: string, fullName: string) =>
  nodesByFixture.get(file)!.find((node) => node.full_name === fullName)!;

describe('the Ruff linter', () => {
  it('reports syntax errors as invalid-syntax, never fixable', () => {
    const findings = linter().check(read('syntax_error.py'), 'syntax_error.py');
    expect(findings.length).toBeGreaterThan(0);
    expect(
      findings.every((f) => f.code === 'invalid-syntax' && !f.fixable && f.fix === undefined),
    ).toBe(true);
    expect(findings[0]!.start.line).toBe(4);
  });

  it('honours # noqa', () => {
    const source = read('noqa.py');
    const quiet = nodeNamed('noqa.py', 'quiet');
    const loud = nodeNamed('noqa.py', 'loud');
    const findings = linter().check(source, 'noqa.py');
    expect(findings.filter((f) => f.start.line <= 2)).toEqual([]);
    expect(findingsInLines(findings, [{ start: quiet.start_line, end: quiet.end_line }])).toEqual(
      [],
    );
    expect(
      findingsInLines(findings, [{ start: loud.start_line, end: loud.end_line }]).map(
        (f) => f.code,
      ),
    ).toEqual(['E711', 'F541']);
  });

  it('counts columns in UTF-16 code units', () => {
    // é is one UTF-16 unit and 🐍 two, so `os` starts at column 19 (18 in code points, 22 in UTF-8 bytes).
    const [finding] = linter()
      .check('x = "é🐍"; import os\n', 'm.py')
      .filter((f) => f.code === 'F401');
    expect(finding!.start).toEqual({ line: 1, column: 19 });
  });

  it('applies per-file-ignores and exclude by path, which the Workspace cannot see', () => {
    const scoped = createRuffLinter({
      select: ['F'],
      ignore: [],
      perFileIgnores: [{ pattern: 'tests/*', root: '', negated: false, selectors: ['F401'] }],
      exclude: [{ pattern: 'generated', root: '' }],
    });
    try {
      const source = 'import os\nx = undefined_name\n';
      expect(scoped.check(source, 'tests/test_a.py').map((f) => f.code)).toEqual(['F821']);
      expect(scoped.check(source, 'src/a.py').map((f) => f.code)).toEqual(['F401', 'F821']);
      expect(scoped.check(source, 'generated/a.py')).toEqual([]);
    } finally {
      scoped.dispose();
    }
  });

  it('with no configuration, leaves the re-exports of a package __init__.py alone', () => {
    const defaults = createRuffLinter(REMORA_DEFAULT_SETTINGS);
    try {
      const source = 'from .core import merge\nimport os\n';
      expect(defaults.check(source, 'pkg/__init__.py')).toEqual([]);
      expect(defaults.check(source, 'pkg/core.py').map((f) => f.code)).toEqual(['F401', 'F401']);
    } finally {
      defaults.dispose();
    }
  });

  it('with no configuration, reports no unused loop variable, no cached method, no E712 in a test', () => {
    const defaults = createRuffLinter(REMORA_DEFAULT_SETTINGS);
    try {
      const loop = 'for n in range(3):\n    print("tick")\n';
      expect(defaults.check(loop, 'demo.py')).toEqual([]);
      const cached =
        'from functools import lru_cache\n\n\nclass Color:\n    @lru_cache(maxsize=1024)\n    def downgrade(self, system):\n        return system\n';
      expect(defaults.check(cached, 'rich/color.py')).toEqual([]);
      const assertion = 'def test_markup(options):\n    assert options.markup == False\n';
      expect(defaults.check(assertion, 'tests/test_console.py')).toEqual([]);
      expect(defaults.check(assertion, 'fire/core_test.py')).toEqual([]);
      expect(defaults.check(assertion, 'rich/console.py').map((f) => f.code)).toEqual(['E712']);
    } finally {
      defaults.dispose();
    }
  });

  it('with no configuration, reports no test idiom in a test: 1 / 0, a lambda, imports below its text', () => {
    const defaults = createRuffLinter(REMORA_DEFAULT_SETTINGS);
    try {
      const idioms =
        'MARKDOWN = """# Title"""\nimport pytest\n\n\ndef test_broken():\n    with pytest.raises(ZeroDivisionError):\n        1 / 0\n    fake = lambda: 1\n    assert fake() == 1\n';
      expect(defaults.check(idioms, 'tests/test_markdown.py')).toEqual([]);
      expect(defaults.check(idioms, 'fire/core_test.py')).toEqual([]);
      expect(defaults.check(idioms, 'rich/markdown.py').map((f) => f.code)).toEqual([
        'E402',
        'B018',
        'E731',
      ]);
    } finally {
      defaults.dispose();
    }
  });

  it('with no configuration, reports no unused name or import in an example or the docs, at any depth', () => {
    const defaults = createRuffLinter(REMORA_DEFAULT_SETTINGS);
    try {
      const shown =
        'import os.path\n\n\ndef test_locals():\n    movies = ["Deadpool"]\n    print(undefined_name)\n';
      const codes = (file: string) => defaults.check(shown, file).map((f) => f.code);
      for (const file of [
        'examples/log.py',
        'docs/conf.py',
        'pkg/doc/sphinxext/ext.py',
        'demo/a.py',
      ])
        expect(codes(file)).toEqual(['F821']);
      expect(codes('rich/log.py')).toEqual(['F401', 'F841', 'F821']);
      expect(codes('myexamples/log.py')).toEqual(['F401', 'F841', 'F821']);
    } finally {
      defaults.dispose();
    }
  });

  it('withholds fixes of rules outside the surveyed families', () => {
    const all = createRuffLinter({ select: ['ALL'], ignore: [] });
    try {
      const findings = all.check(
        'def f(x):\n    if x == 1 or x == 2:\n        return "a"\n    return "b"\n',
        'm.py',
      );
      const pylint = findings.find((f) => f.code === 'PLR1714');
      expect(pylint).toBeDefined();
      expect(pylint!.fix).toBeUndefined();
      expect(pylint!.fixable).toBe(false);
    } finally {
      all.dispose();
    }
  });

  it('accepts every setting a configuration maps to, and follows them', async () => {
    const { settings } = await loadRuffSettings({
      readFile: async (path) =>
        path === 'ruff.toml'
          ? 'line-length = 60\nindent-width = 2\ntarget-version = "py39"\n[lint]\nselect = ["E501", "I", "F"]\nextend-select = ["UP"]\nignore = ["F821"]\nfixable = ["I", "F"]\nunfixable = ["F401"]\npreview = false\ndummy-variable-rgx = "^skip$"\n[lint.isort]\nknown-first-party = ["app"]\n'
          : undefined,
    });
    const configured = createRuffLinter(settings);
    try {
      const source =
        'import app\nimport os\n\nx = "a long line that goes on and on, well past the sixty characters allowed"\ny = nope\n';
      const findings = configured.check(source, 'm.py');
      expect(findings.map((f) => `${f.code}@${f.start.line}:${f.fixable}`)).toEqual([
        'I001@1:true',
        'F401@1:false',
        'F401@2:false',
        'E501@4:false',
      ]);
    } finally {
      configured.dispose();
    }
  });

  it('rejects settings Ruff does not accept with CONFIG_001', () => {
    expect(() => createRuffLinter({ select: ['NOPE123'], ignore: [] })).toThrow(
      expect.objectContaining({ code: 'CONFIG_001', message: expect.stringMatching(/NOPE123/) }),
    );
  });

  it('refuses to lint after dispose()', () => {
    const once = createRuffLinter({ select: ['F'], ignore: [] });
    once.dispose();
    expect(() => once.check('x = 1\n', 'm.py')).toThrow(
      expect.objectContaining({ code: 'TOOL_001' }),
    );
  });

  it('accepts every rule of the unsafe list as a selector of this Ruff', () => {
    const accepts = (code: string): boolean => {
      try {
        new ruff.Workspace(
          { lint: { select: [code], unfixable: [code] } },
          ruff.PositionEncoding.Utf16,
        ).free();
        return true;
      } catch {
        return false;
      }
    };
    // The check can fail: a code this Ruff does not know is refused.
    expect(accepts('F9999')).toBe(false);
    expect([...UNSAFE_FIX_RULES].filter((code) => !accepts(code))).toEqual([]);
  });
});
