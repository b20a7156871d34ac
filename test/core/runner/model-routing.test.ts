import { describe, expect, it } from 'vitest';
import { chooseModel, routeModels } from '../../../src/core/runner/model-routing.js';

const config = (
  operations: Record<string, { model?: string }> = {},
  fallback = 'functiongemma',
) => ({
  operations,
  server: { default_model: fallback },
});

const agents = new Map([
  ['lint', { model: 'lint' }],
  ['docstring', { model: 'docstring' }],
  ['test', {}],
]);

describe('chooseModel', () => {
  it("takes the op's model, else the agent's, else server.default_model", () => {
    const settings = config({ docstring: { model: 'docstring-v2' } });
    expect(chooseModel('docstring', settings, agents.get('docstring'))).toEqual({
      model: 'docstring-v2',
      from: 'operations.docstring.model',
    });
    expect(chooseModel('lint', settings, agents.get('lint'))).toEqual({
      model: 'lint',
      from: "the lint agent's model",
    });
    expect(chooseModel('test', settings, agents.get('test'))).toEqual({
      model: 'functiongemma',
      from: 'server.default_model',
    });
  });
});

describe('routeModels', () => {
  it('keeps every model the server lists, with no warning', () => {
    const routed = routeModels({
      ops: ['lint', 'docstring', 'test'],
      config: config(),
      agents,
      available: ['functiongemma', 'lint', 'docstring'],
    });
    expect([...routed.models]).toEqual([
      ['lint', 'lint'],
      ['docstring', 'docstring'],
      ['test', 'functiongemma'],
    ]);
    expect(routed.warnings).toEqual([]);
  });

  it('sends an op whose adapter is missing to server.default_model, naming the adapter and the op', () => {
    const routed = routeModels({
      ops: ['lint', 'docstring'],
      config: config({ docstring: { model: 'docstring-v2' } }),
      agents,
      available: ['functiongemma', 'lint'],
    });
    expect(routed.models.get('lint')).toBe('lint');
    expect(routed.models.get('docstring')).toBe('functiongemma');
    expect(routed.warnings).toEqual([
      "the model 'docstring-v2' (operations.docstring.model) is not on the server; the docstring op uses server.default_model 'functiongemma' instead",
    ]);
  });

  it('says so when the default is missing too', () => {
    const routed = routeModels({
      ops: ['lint', 'docstring', 'test'],
      config: config(),
      agents,
      available: ['docstring'],
    });
    expect(routed.models.get('lint')).toBe('functiongemma');
    expect(routed.models.get('docstring')).toBe('docstring');
    expect(routed.warnings).toEqual([
      "the model 'lint' (the lint agent's model) is not on the server; the lint op uses server.default_model 'functiongemma' instead",
      "server.default_model 'functiongemma' is not on the server either; requests of lint, test will fail. The server lists: docstring",
    ]);
  });

  it('counts an Ollama name:latest as serving the bare name', () => {
    const routed = routeModels({
      ops: ['lint', 'test'],
      config: config(),
      agents,
      available: ['functiongemma:latest', 'lint:q4'],
    });
    expect([...routed.models]).toEqual([
      ['lint', 'functiongemma'],
      ['test', 'functiongemma'],
    ]);
    expect(routed.warnings).toHaveLength(1);
    expect(routed.warnings[0]).toContain("the model 'lint' (the lint agent's model)");
  });
});

const baseConfig = { operations: {}, server: { default_model: 'functiongemma' } };
const routedAgents = new Map([
  ['lint', { model: 'lint' }],
  ['test', { model: 'test' }],
]);

describe('routeModels: fallbacks and the base model the server lists', () => {
  it('runs an op whose adapter is missing on server.default_model, and lists it as a fallback', () => {
    const routed = routeModels({
      ops: ['lint', 'test'],
      config: baseConfig,
      agents: routedAgents,
      available: ['functiongemma', 'test'],
    });
    expect(routed.models).toEqual(
      new Map([
        ['lint', 'functiongemma'],
        ['test', 'test'],
      ]),
    );
    expect(routed.fallbacks).toEqual([{ op: 'lint', model: 'lint', fallback: 'functiongemma' }]);
  });

  it('runs it on the one base model the server lists when it lists no server.default_model', () => {
    const routed = routeModels({
      ops: ['lint'],
      config: baseConfig,
      agents: routedAgents,
      available: ['google/functiongemma-270m-it', 'test'],
      bases: ['google/functiongemma-270m-it'],
    });
    expect(routed.fallbacks).toEqual([
      { op: 'lint', model: 'lint', fallback: 'google/functiongemma-270m-it' },
    ]);
    expect(routed.warnings).toEqual([
      "the model 'lint' (the lint agent's model) is not on the server; the lint op uses the base model 'google/functiongemma-270m-it' the server lists instead",
    ]);
  });

  it('does not guess between two base models', () => {
    const routed = routeModels({
      ops: ['lint'],
      config: baseConfig,
      agents: routedAgents,
      available: ['a', 'b'],
      bases: ['a', 'b'],
    });
    expect(routed.models.get('lint')).toBe('functiongemma');
    expect(routed.warnings[1]).toMatch(
      /^server\.default_model 'functiongemma' is not on the server either/,
    );
  });
});
