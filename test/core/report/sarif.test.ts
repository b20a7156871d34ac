import { tryLanguageFor } from '../../../src/languages/manifests.js';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/findings.js';
import { computeNodeId, type CSTNode } from '../../../src/core/nodes.js';
import type { PublishWorkspace } from '../../../src/core/publish/publish-input.js';
import {
  formatSarif,
  NODE_FINGERPRINT,
  type SarifInput,
  type SarifLog,
} from '../../../src/core/report/sarif.js';
import { opSuggestions } from '../../../src/core/report/sarif-suggestions.js';
import { REMORA_VERSION } from '../../../src/version.js';
import { applySarifFix, sarifResults } from '../../support/sarif-fix.js';
import { sarifSchemaErrors } from '../../support/sarif-schema.js';

const HEAD = 'import os\ndef f(x):\n    return x\n';
const LINTED = 'def f(x):\n    return x\n';
const DOCUMENTED = 'def f(x):\n    """Give x back."""\n    return x\n';
const TESTS = 'from a import f\n\n\ndef test_f():\n    assert f(1) == 1\n';

function node(name: string, start: number, end: number, path = 'pkg/a.py'): CSTNode {
  return {
    node_id: computeNodeId(path, 'function', name),
    node_type: 'function',
    name,
    full_name: name,
    file_path: path,
    start_line: start,
    end_line: end,
    start_byte: 0,
    end_byte: 0,
    text: '',
  };
}

const F = node('f', 2, 3);

/** lint then docstring on f (docstring forked from lint), and test beside them. */
const WORKSPACES: PublishWorkspace[] = [
  {
    node_id: F.node_id,
    full_name: 'f',
    head: new Map([['pkg/a.py', HEAD]]),
    steps: [
      {
        op: 'lint',
        workspace_id: `lint-${F.node_id}`,
        summary: 'Fixed 1 issue (F401)',
        files: new Map([['pkg/a.py', LINTED]]),
      },
      {
        op: 'docstring',
        workspace_id: `docstring-${F.node_id}`,
        summary: 'Wrote a docstring',
        files: new Map([['pkg/a.py', `import os\n${DOCUMENTED}`.replace('import os\n', '')]]),
      },
    ],
  },
  {
    node_id: F.node_id,
    full_name: 'f',
    head: new Map([['tests/test a.py', undefined]]),
    steps: [
      {
        op: 'test',
        workspace_id: `test-${F.node_id}`,
        summary: 'Wrote 1 test',
        files: new Map([['tests/test a.py', TESTS]]),
      },
    ],
  },
];

function finding(rule: string, message: string, line: number, severity: Finding['severity']) {
  return { rule, message, path: 'pkg/a.py', start_line: line, end_line: line, severity };
}

const linterRulesFor = (path: string) => tryLanguageFor(path)?.lintRules ?? [];

function input(overrides: Partial<SarifInput> = {}): SarifInput {
  return {
    version: REMORA_VERSION,
    nodes: [
      {
        node: F,
        ops: [
          {
            op: 'lint',
            findings: [
              finding('E711', 'Comparison to `None` should be `cond is None`', 3, 'warning'),
            ],
          },
          {
            op: 'docstring',
            findings: [finding('docstring.missing', '`f` has no docstring.', 2, 'notice')],
          },
        ],
      },
    ],
    suggestions: opSuggestions(WORKSPACES),
    ...overrides,
  };
}

const byRule = (log: SarifLog, rule: string) => {
  const result = sarifResults(log).find((r) => r.ruleId === rule);
  if (!result) throw new Error(`no ${rule} result`);
  return result;
};

const heads: Record<string, string> = { 'pkg/a.py': HEAD, 'tests/test%20a.py': '' };
const fromHead = (uri: string) => {
  const text = heads[uri];
  if (text === undefined) throw new Error(`no file ${uri}`);
  return text;
};

describe('formatSarif', () => {
  it('is valid SARIF 2.1.0 under the OASIS schema, from Remora at its version', () => {
    const log = formatSarif(input());
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]?.tool.driver).toMatchObject({
      name: 'Remora',
      version: REMORA_VERSION,
      informationUri: 'https://github.com/remora-dev/remora',
    });
    // The schema is not a rubber stamp: a result without its message is refused.
    const broken = structuredClone(log) as unknown as { runs: { results: object[] }[] };
    delete (broken.runs[0]?.results[0] as { message?: unknown }).message;
    expect(sarifSchemaErrors(broken).join('\n')).toMatch(/message/);
  });

  it("names and links a lint finding as the linter of its file's language, and no other", () => {
    const named = (rule: string, path: string, op = 'lint') =>
      formatSarif(
        input({
          linterRulesFor,
          nodes: [
            {
              node: { ...F, file_path: path },
              ops: [{ op, findings: [{ ...finding(rule, 'm', 3, 'warning'), path }] }],
            },
          ],
        }),
      ).runs[0]?.tool.driver.rules?.find((r) => r.id === rule);
    expect(named('lint/style/useConst', 'src/a.ts')).toMatchObject({
      shortDescription: { text: 'Biome lint/style/useConst' },
      helpUri: 'https://biomejs.dev/linter/rules/use-const/',
    });
    expect(named('no-debugger', 'src/a.js')).toMatchObject({
      shortDescription: { text: 'ESLint no-debugger' },
      helpUri: 'https://eslint.org/docs/latest/rules/no-debugger',
    });
    const plugin = named('@typescript-eslint/no-unused-vars', 'src/a.ts');
    expect(plugin?.shortDescription.text).toBe('ESLint @typescript-eslint/no-unused-vars');
    expect(plugin?.helpUri).toBeUndefined();
    expect(named('E711', 'pkg/a.py')).toMatchObject({ shortDescription: { text: 'Ruff E711' } });
    // A rule of one word in a Python file is no ESLint rule, nor another op's finding a linter's.
    expect(named('complexity', 'pkg/a.py')).toMatchObject({
      shortDescription: { text: 'Finding complexity' },
    });
    expect(named('E711', 'pkg/a.py', 'audit')).toMatchObject({
      shortDescription: { text: 'Finding E711' },
    });
  });

  it('names one rule per finding rule and per op that suggests, each with help, in the order results index them', () => {
    const log = formatSarif(input({ linterRulesFor }));
    const rules = log.runs[0]?.tool.driver.rules ?? [];
    expect(rules.map((r) => r.id)).toEqual([
      'E711',
      'docstring.missing',
      'docstring.suggestion',
      'lint.suggestion',
      'test.suggestion',
    ]);
    for (const rule of rules) {
      expect(rule.shortDescription.text).not.toBe('');
      expect(rule.help.text).not.toMatch(/`/);
      expect(rule.help.markdown.length).toBeGreaterThanOrEqual(rule.help.text.length);
    }
    expect(rules[0]?.helpUri).toBe('https://docs.astral.sh/ruff/rules/');
    expect(rules[0]?.shortDescription.text).toBe('Ruff E711');
    for (const result of sarifResults(log)) expect(rules[result.ruleIndex]?.id).toBe(result.ruleId);
  });

  it('gives findings their level, message and lines, relative to the repository root', () => {
    const log = formatSarif(input());
    expect(byRule(log, 'E711')).toMatchObject({
      level: 'warning',
      message: { text: 'Comparison to `None` should be `cond is None`' },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: 'pkg/a.py', uriBaseId: 'SRCROOT' },
            region: { startLine: 3, endLine: 3 },
          },
        },
      ],
    });
    expect(byRule(log, 'docstring.missing').level).toBe('note');
    expect(byRule(log, 'E711').fixes).toBeUndefined();
  });

  it("makes each op's change a result whose fix, applied to the head alone, makes that op's change", () => {
    const log = formatSarif(input());
    const lint = byRule(log, 'lint.suggestion');
    expect(lint.level).toBe('warning');
    expect(lint.locations[0]?.physicalLocation.region).toEqual({ startLine: 1, endLine: 1 });
    expect(lint.fixes?.[0]?.artifactChanges[0]?.replacements).toEqual([
      { deletedRegion: { startLine: 1, startColumn: 1, endLine: 2, endColumn: 1 } },
    ]);
    expect(applySarifFix(lint, fromHead).get('pkg/a.py')).toBe(LINTED);
    // docstring worked on lint's result; its fix is its own change, on the head's lines.
    const docstring = byRule(log, 'docstring.suggestion');
    expect(docstring.level).toBe('note');
    expect(docstring.locations[0]?.physicalLocation.region).toEqual({ startLine: 3, endLine: 3 });
    expect(applySarifFix(docstring, fromHead).get('pkg/a.py')).toBe(`import os\n${DOCUMENTED}`);
    expect(docstring.properties).toMatchObject({
      op: 'docstring',
      workspace_id: `docstring-${F.node_id}`,
    });
  });

  it('creates a new file from nothing, at a percent-encoded path, and places the result on the node', () => {
    const log = formatSarif(input());
    const test = byRule(log, 'test.suggestion');
    expect(test.locations[0]?.physicalLocation).toEqual({
      artifactLocation: { uri: 'pkg/a.py', uriBaseId: 'SRCROOT' },
      region: { startLine: 2, endLine: 3 },
    });
    expect(test.message.text).toBe(
      'test suggests a change to function f in tests/test a.py: Wrote 1 test',
    );
    expect(applySarifFix(test, fromHead)).toEqual(new Map([['tests/test%20a.py', TESTS]]));
  });

  it('replaces a last line without a line end, and appends after one that has it', () => {
    const cases: [string, string][] = [
      ['x = 1', 'x = 2'],
      ['x = 1\n', 'x = 1\ny = 2\n'],
      ['x = 1\ny = 1', 'x = 1\ny = 1\n'],
      ['x = 1\ny = 1\n', 'x = 1\n'],
      ['', 'x = 1\n'],
      ['é = 1\nz = "∑"\n', 'é = 2\nz = "∑∑"\n'],
    ];
    for (const [before, after] of cases) {
      const g = node('g', 1, 1, 'b.py');
      const log = formatSarif({
        version: REMORA_VERSION,
        nodes: [{ node: g, ops: [] }],
        suggestions: opSuggestions([
          {
            node_id: g.node_id,
            full_name: 'g',
            head: new Map([['b.py', before]]),
            steps: [
              {
                op: 'lint',
                workspace_id: 'lint-g',
                summary: '',
                files: new Map([['b.py', after]]),
              },
            ],
          },
        ]),
      });
      expect(sarifSchemaErrors(log)).toEqual([]);
      const [result] = sarifResults(log);
      expect(
        result && applySarifFix(result, () => before).get('b.py'),
        JSON.stringify(before),
      ).toBe(after);
    }
  });

  it('fingerprints by node id, rule and message: the same when the node moves down, new when it is renamed', () => {
    const at = (n: CSTNode, shift: number, message = 'm') =>
      formatSarif({
        version: REMORA_VERSION,
        nodes: [
          {
            node: { ...n, start_line: n.start_line + shift, end_line: n.end_line + shift },
            ops: [{ op: 'lint', findings: [finding('F841', message, 3 + shift, 'warning')] }],
          },
        ],
        suggestions: [],
      });
    const print = (log: SarifLog) => sarifResults(log)[0]?.partialFingerprints[NODE_FINGERPRINT];
    expect(print(at(F, 0))).toMatch(/^[0-9a-f]{32}$/);
    expect(print(at(F, 10))).toBe(print(at(F, 0)));
    expect(print(at(node('g', 2, 3), 0))).not.toBe(print(at(F, 0)));
    expect(print(at(F, 0, 'other'))).not.toBe(print(at(F, 0)));
    // Two findings alike on one node stay two results.
    const twice = formatSarif({
      version: REMORA_VERSION,
      nodes: [
        {
          node: F,
          ops: [
            {
              op: 'lint',
              findings: [finding('F841', 'm', 2, 'warning'), finding('F841', 'm', 3, 'warning')],
            },
          ],
        },
      ],
      suggestions: [],
    });
    const prints = sarifResults(twice).map((r) => r.partialFingerprints[NODE_FINGERPRINT]);
    expect(new Set(prints).size).toBe(2);
    // A suggestion's: its node and op, whatever the change or the lines.
    const suggestion = (shift: number) =>
      byRule(
        formatSarif(
          input({
            nodes: [{ node: { ...F, start_line: 2 + shift, end_line: 3 + shift }, ops: [] }],
          }),
        ),
        'lint.suggestion',
      ).partialFingerprints[NODE_FINGERPRINT];
    expect(suggestion(5)).toBe(suggestion(0));
  });

  it('tells of an op that failed on a node as a notification with its error code, not a result', () => {
    const log = formatSarif(
      input({
        nodes: [
          {
            node: F,
            ops: [
              { op: 'lint', status: 'succeeded', findings: [] },
              {
                op: 'docstring',
                status: 'failed',
                error: { code: 'AGENT_002', message: 'the model server did not answer' },
                findings: [],
              },
            ],
          },
        ],
      }),
    );
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0]?.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: [
          {
            level: 'error',
            message: {
              text: 'docstring failed on function f: AGENT_002 the model server did not answer',
            },
            descriptor: { id: 'AGENT_002' },
            locations: [
              {
                physicalLocation: {
                  artifactLocation: { uri: 'pkg/a.py', uriBaseId: 'SRCROOT' },
                  region: { startLine: 2, endLine: 3 },
                },
              },
            ],
          },
        ],
      },
    ]);
    expect(sarifResults(log).some((r) => r.ruleId === 'AGENT_002')).toBe(false);
    expect(formatSarif(input()).runs[0]?.invocations[0]?.executionSuccessful).toBe(true);
  });

  it('is an empty run when nothing was reviewed', () => {
    const log = formatSarif({ version: REMORA_VERSION, nodes: [], suggestions: [] });
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0]?.results).toEqual([]);
    expect(log.runs[0]?.tool.driver.rules).toEqual([]);
  });
});
