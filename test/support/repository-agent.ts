/**
 * A repository agent for the op `lint` with a command tool (`probe`, which
 * runs the agent's own `probe.py`): its name and model carry `side`, so a
 * test tells which copy of the agent a run was given (base, head, main).
 */
export const lintAgentWithCommand = (side: string): string => `name: ${side}_lint
model: ${side}-adapter
node_types: [function]
initial_context:
  system_prompt: Lint it.
  node_context: "{{ full_name }}"
tools:
  - name: probe
    description: Runs the agent's own script.
    parameters: { type: object, properties: {}, additionalProperties: false }
    command: [python3, "{agent_dir}/probe.py"]
  - name: submit_result
    description: Done.
    parameters: { type: object, properties: { summary: { type: string } }, required: [summary], additionalProperties: false }
`;
