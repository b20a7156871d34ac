import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAgents } from '../../src/ops/agent-files.js';
import { checkToolArguments, useBundledToolSchemas } from '../../src/core/runner/tool-arguments.js';
import { lintAgentWithCommand } from '../support/repository-agent.js';
import { toolSchemaDisagreements } from '../../src/core/agents/tool-schema-agreement.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remora-agents-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('built-in tool schemas', () => {
  it('every bundled agent declares exactly the arguments its built-in handlers parse', async () => {
    const { agents, problems } = await loadAgents();
    expect([...problems.values()].map((p) => p.message)).toEqual([]);
    const named = new Set<string>();
    for (const agent of agents.values()) {
      for (const tool of agent.tools) {
        const id = tool.handler?.slice('builtin:'.length);
        if (!id) continue;
        named.add(id);
        const args = BUILTIN_REGISTRY.tools.get(id)?.arguments;
        expect(args, id).toBeDefined();
        expect(toolSchemaDisagreements(tool.parameters, args!), id).toEqual([]);
      }
    }
    // workspace.read_file is for repositories' own agents; every other handler is bundled.
    expect([...named].sort()).toEqual(
      [...BUILTIN_REGISTRY.tools.keys()].filter((id) => id !== 'workspace.read_file').sort(),
    );
  });

  it('refuses a repository agent whose parameters drift from the handler it names', async () => {
    const bundled = readFileSync(join('src', 'ops', 'lint', 'lint_subagent.yaml'), 'utf8');
    const drifted = bundled.replace(
      'required: [issue_code, line_number]',
      'required: [issue_code]',
    );
    expect(drifted).not.toBe(bundled);
    mkdirSync(join(dir, '.remora', 'agents', 'lint'), { recursive: true });
    writeFileSync(join(dir, '.remora', 'agents', 'lint', 'lint_subagent.yaml'), drifted);
    const { agents, problems } = await loadAgents(dir);
    expect(agents.has('lint')).toBe(false);
    expect(problems.get('lint')?.code).toBe('AGENT_001');
    expect(problems.get('lint')?.message).toBe(
      '.remora/agents/lint/lint_subagent.yaml: tools.1.parameters do not match builtin:lint.apply_fix: ' +
        'required ["issue_code"] here, ["issue_code", "line_number"] in the handler',
    );
  });

  it("every bundled agent's tool schemas are valid JSON Schema, which loading them does not check", async () => {
    const { agents } = await loadAgents();
    const meta = new Ajv({ strict: false });
    for (const agent of agents.values())
      for (const tool of agent.tools)
        expect(meta.validateSchema(tool.parameters), `${agent.op}.${tool.name}`).toBe(true);
  });

  it('compiles a bundled tool schema at its first call, not when the agents load', async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    try {
      const { agents } = await loadAgents();
      expect(compile).not.toHaveBeenCalled();
      const lint = agents.get('lint')!;
      expect(checkToolArguments(lint, 'run_linter', '{"check_only": 1}').ok).toBe(false);
      expect(checkToolArguments(lint, 'run_linter', '{"check_only": true}').ok).toBe(true);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it("checks a bundled tool with the validator the build compiled from its schema, and compiles the tool's schema when it differs", async () => {
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    try {
      const { agents } = await loadAgents();
      const lint = agents.get('lint')!;
      const schemaOf = (name: string) => lint.tools.find((tool) => tool.name === name)!.parameters;
      const built = (name: string) => {
        const real = new Ajv({ strict: false }).compile(schemaOf(name));
        compile.mockClear();
        const validate = Object.assign(
          (data: unknown) => {
            calls.push(name);
            const valid = real(data);
            validate.errors = real.errors;
            return valid;
          },
          { errors: real.errors },
        );
        return validate as unknown as typeof real;
      };
      const calls: string[] = [];
      useBundledToolSchemas(lint, {
        run_linter: {
          schema: JSON.stringify(schemaOf('run_linter')),
          validate: built('run_linter'),
        },
        // Built from a schema the tool no longer has: not used.
        apply_fix: { schema: '{"type":"object"}', validate: built('apply_fix') },
      });
      expect(checkToolArguments(lint, 'run_linter', '{"check_only": 1}')).toEqual({
        ok: false,
        error: 'invalid arguments for run_linter: check_only must be boolean',
      });
      expect(checkToolArguments(lint, 'run_linter', '{"check_only": true}').ok).toBe(true);
      expect(calls).toEqual(['run_linter', 'run_linter']);
      expect(compile).not.toHaveBeenCalled();
      expect(checkToolArguments(lint, 'apply_fix', '{"issue_code": "F401"}').ok).toBe(false);
      expect(calls).toEqual(['run_linter', 'run_linter']);
      expect(compile).toHaveBeenCalledTimes(1);
    } finally {
      compile.mockRestore();
    }
  });

  it('compiles a schema once however many tools declare it: agents a repository made from one', async () => {
    // The bundled lint agent's tools, each schema marked as this test's own (no other test compiled it).
    const lint = readFileSync(join('src', 'ops', 'lint', 'lint_subagent.yaml'), 'utf8').replaceAll(
      '\n      additionalProperties: false\n',
      "\n      additionalProperties: false\n      $comment: 'made from the lint agent'\n",
    );
    for (const op of ['audit', 'style']) {
      mkdirSync(join(dir, '.remora', 'agents', op), { recursive: true });
      writeFileSync(
        join(dir, '.remora', 'agents', op, `${op}_subagent.yaml`),
        lint.replace('name: lint_agent', `name: ${op}_agent`),
      );
    }
    const compile = vi.spyOn(Ajv.prototype, 'compile');
    try {
      const { agents, problems } = await loadAgents(dir);
      expect([...problems.keys()]).toEqual([]);
      const tools = agents.get('audit')!.tools;
      expect(tools.every((t) => t.parameters.$comment === 'made from the lint agent')).toBe(true);
      // Each of the four schemas once, not once per agent.
      expect(tools).toHaveLength(4);
      expect(compile).toHaveBeenCalledTimes(4);
      expect(checkToolArguments(agents.get('style')!, 'run_linter', '{"check_only": 1}').ok).toBe(
        false,
      );
      expect(compile).toHaveBeenCalledTimes(4);
    } finally {
      compile.mockRestore();
    }
  });

  it("refuses a repository agent whose tool's parameters are not valid JSON Schema", async () => {
    const broken = lintAgentWithCommand('repo').replace(
      'parameters: { type: object, properties: {}, additionalProperties: false }',
      'parameters: { type: object, properties: { x: { minLength: -1 } }, additionalProperties: false }',
    );
    expect(broken).not.toBe(lintAgentWithCommand('repo'));
    mkdirSync(join(dir, '.remora', 'agents', 'lint'), { recursive: true });
    writeFileSync(join(dir, '.remora', 'agents', 'lint', 'lint_subagent.yaml'), broken);
    const { agents, problems } = await loadAgents(dir);
    expect(agents.has('lint')).toBe(false);
    expect(problems.get('lint')?.code).toBe('AGENT_001');
    expect(problems.get('lint')?.message).toMatch(
      /^\.remora\/agents\/lint\/lint_subagent\.yaml: tools\.0\.parameters: schema is invalid/,
    );
  });
});
