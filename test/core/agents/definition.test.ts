import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseAgentDefinition, renderTemplate } from '../../../src/core/agents/definition.js';
import { caught } from '../../support/caught.js';

const lintYaml = parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', '..', 'src', 'ops', 'lint', 'lint_subagent.yaml'),
    'utf8',
  ),
) as Record<string, unknown>;
const withTools = (tools: unknown) => ({ ...lintYaml, tools });
const load = (document: unknown) => () =>
  parseAgentDefinition(document, 'lint', 'src/ops/lint/lint_subagent.yaml');
/** The AGENT_001 message a bad document gets. */
const problem = (document: unknown): string => {
  const error = caught(load(document));
  expect(error.code).toBe('AGENT_001');
  return error.message;
};
const submit = (lintYaml.tools as Record<string, unknown>[]).find(
  (t) => t.name === 'submit_result',
);

describe('parseAgentDefinition', () => {
  it('accepts the bundled lint agent with its defaults', () => {
    const definition = load(lintYaml)();
    expect(definition).toMatchObject({
      name: 'lint_agent',
      op: 'lint',
      model: 'lint',
      max_turns: 15,
      runner: {},
    });
    expect(definition.tools.map((t) => t.name)).toEqual([
      'run_linter',
      'apply_fix',
      'read_current_file',
      'submit_result',
    ]);
  });

  it('names the file, the key path and the reason for each kind of mistake', () => {
    expect(problem({ ...lintYaml, max_turns: 0 })).toBe(
      'src/ops/lint/lint_subagent.yaml: max_turns: Too small: expected number to be >=1',
    );
    expect(problem({ ...lintYaml, colour: 'red' })).toMatch(
      /\(top level\): Unrecognized key: "colour"/,
    );
    expect(problem(withTools([submit, submit]))).toMatch(
      /tools\.1\.name: duplicate tool name 'submit_result'/,
    );
    expect(problem(withTools((lintYaml.tools as unknown[]).slice(0, 1)))).toMatch(
      /tools: needs exactly one submit_result tool, found 0/,
    );
    expect(
      problem(withTools([{ name: 'x', description: 'd', parameters: { type: 'object' } }, submit])),
    ).toMatch(/tools\.0: a tool needs exactly one of handler or command/);
    expect(
      problem(
        withTools([
          { name: 'x', description: 'd', parameters: { type: 'object' }, handler: 'lint.x' },
          submit,
        ]),
      ),
    ).toMatch(/tools\.0\.handler: a handler is builtin:<agent>\.<tool>/);
    expect(
      problem({ ...lintYaml, initial_context: { system_prompt: 'Hi {{ name', node_context: 'x' } }),
    ).toMatch(/initial_context\.system_prompt: template error/);
    expect(problem({ ...lintYaml, node_types: ['module'] })).toMatch(
      /node_types\.0: Invalid option/,
    );
  });

  it('renders templates Jinja-style and refuses an unknown variable', () => {
    const definition = load(lintYaml)();
    const text = renderTemplate(definition, 'node_context', {
      node_type: 'method',
      full_name: 'Cart.add',
      file_path: 'shop/cart.py',
      language: 'python',
      start_line: 3,
      end_line: 4,
      node_text: 'def add(self):\n    pass',
    });
    expect(text.split('\n')[0]).toBe('Method `Cart.add` in shop/cart.py (python), lines 3-4:');
    expect(text).toContain('```python\ndef add(self):\n    pass\n```');
    const error = caught(() => renderTemplate(definition, 'node_context', {}));
    expect(error.code).toBe('AGENT_001');
    expect(error.message).toMatch(/initial_context\.node_context: template error: .*undefined/);
  });

  it('names an unknown variable, but lets a template test whether one is defined', () => {
    const withContext = (node_context: string) =>
      load({ ...lintYaml, initial_context: { system_prompt: 'x', node_context } })();
    const typo = caught(() =>
      renderTemplate(withContext('{{ node_txt }}'), 'node_context', { node_text: 'x' }),
    );
    expect(typo.message).toBe(
      'src/ops/lint/lint_subagent.yaml: initial_context.node_context: template error: undefined variable node_txt; known: node_text',
    );
    const optional = withContext(
      '{% for n in range(2) %}{{ n }}{% endfor %}{% if extra is defined %}{{ extra }}{% else %}-{% endif %}',
    );
    expect(renderTemplate(optional, 'node_context', {})).toBe('01-');
    expect(renderTemplate(optional, 'node_context', { extra: 'e' })).toBe('01e');
  });

  it('renders templates that cannot reach the host', () => {
    const escapes = [
      '{{ range.constructor("globalThis.remoraEscaped = true")() }}',
      '{{ "".constructor.constructor("globalThis.remoraEscaped = true")() }}',
      '{{ cycler.__init__.__globals__ }}{{ node_text.constructor.constructor("globalThis.remoraEscaped = true")() }}',
    ];
    for (const node_context of escapes) {
      const definition = load({
        ...lintYaml,
        initial_context: { system_prompt: 'x', node_context },
      });
      try {
        renderTemplate(definition(), 'node_context', { node_text: 'x' });
      } catch (error) {
        expect((error as { code?: string }).code).toBe('AGENT_001');
      }
      expect((globalThis as Record<string, unknown>).remoraEscaped).toBeUndefined();
    }
  });
});
