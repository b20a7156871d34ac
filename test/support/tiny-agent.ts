import { parseAgentDefinition } from '../../src/core/agents/definition.js';

/** A tiny agent of one tool with an enum argument, and its submit: for tests of what a run made. */
export const TINY_AGENT = parseAgentDefinition(
  {
    name: 'tiny_agent',
    model: 'tiny',
    node_types: ['function'],
    initial_context: { system_prompt: 'Be tiny.', node_context: '{{ node_text }}' },
    tools: [
      {
        name: 'measure',
        description: 'Measures.',
        handler: 'builtin:lint.run_linter',
        parameters: {
          type: 'object',
          properties: { unit: { type: 'string', enum: ['cm', 'in'] } },
          required: ['unit'],
          additionalProperties: false,
        },
      },
      { name: 'submit_result', description: 'Ends.', parameters: { type: 'object' } },
    ],
  },
  'tiny',
  'agents/tiny/tiny_subagent.yaml',
);
