import { z } from 'zod';
import { RemoraError } from '../errors.js';
import { SCOPE_RULES } from '../signal/scope.js';
import { parseTemplate, renderAgentTemplate, type AgentTemplate } from './template.js';

const NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/;

/** A JSON Schema object for tool parameters; checked for shape here, compiled by the runner. */
const parametersSchema = z
  .object({ type: z.literal('object'), properties: z.record(z.string(), z.unknown()).default({}) })
  .passthrough();

const toolSchema = z
  .object({
    name: z.string().regex(NAME, 'a tool name is letters, digits and _'),
    description: z.string().min(1),
    parameters: parametersSchema,
    handler: z
      .string()
      .regex(/^builtin:[a-z_]+\.[a-z_]+$/, 'a handler is builtin:<agent>.<tool>')
      .optional(),
    command: z.array(z.string().min(1)).min(1).optional(),
    timeout_ms: z.number().int().positive().max(600_000).optional(),
    risk: z.enum(['read', 'write', 'execute']).optional(),
    context_providers: z.array(z.string().regex(/^builtin:[a-z_]+\.[a-z_]+$/)).default([]),
  })
  .strict();

const runnerOverridesSchema = z
  .object({
    tool_choice: z.enum(['auto', 'required', 'none']).optional(),
    temperature: z.number().min(0).max(2).optional(),
    max_tokens: z.number().int().positive().optional(),
    extra_body: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export const agentDefinitionSchema = z
  .object({
    name: z.string().regex(NAME),
    model: z.string().min(1).optional(),
    max_turns: z.number().int().min(1).max(100).default(15),
    node_types: z.array(z.enum(['file', 'class', 'function', 'method'])).min(1),
    /** Nodes out of this agent's scope: skipped with the reason, before any model call. */
    skip: z.array(z.enum(SCOPE_RULES)).default([]),
    initial_context: z
      .object({ system_prompt: z.string().min(1), node_context: z.string().min(1) })
      .strict(),
    tools: z.array(toolSchema).min(1),
    /** Checks run on the op's result, each reporting findings: `builtin:<agent>.<check>`. */
    checks: z.array(z.string().regex(/^builtin:[a-z_]+\.[a-z_]+$/)).default([]),
    runner: runnerOverridesSchema.default({}),
    /**
     * Whether the agent is offered the runner's `ask_user` tool, to ask the
     * code's author what only they can say (docs/architecture.md §5).
     */
    ask_user: z.boolean().default(false),
  })
  .strict();

export type ToolDefinition = z.infer<typeof toolSchema>;

/** Whether a tool runs the repository's code: `command:` tools do unless they say otherwise. */
export function runsCode(tool: ToolDefinition): boolean {
  return (tool.risk ?? (tool.command ? 'execute' : 'read')) === 'execute';
}
export type AgentDefinition = z.infer<typeof agentDefinitionSchema> & {
  /** The operation this agent serves: its folder name. */
  op: string;
  /** Where it was loaded from, for messages. */
  source: string;
  /** Its folder on disk, for `command:` tools' `{agent_dir}`. */
  dir?: string;
};

/** The tool whose call ends a run; its arguments are the result. */
export const SUBMIT_TOOL = 'submit_result';

/** The runner's question tool, offered when `ask_user: true` (core/runner/ask-user.ts). */
const ASK_TOOL_NAME = 'ask_user';

/**
 * Validates a parsed agent YAML document. Problems are AGENT_001 errors that
 * name the file, the key path and the reason.
 */
export function parseAgentDefinition(
  document: unknown,
  op: string,
  source: string,
  dir?: string,
): AgentDefinition {
  const parsed = agentDefinitionSchema.safeParse(document);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw agentError(source, issue?.path ?? [], issue?.message ?? 'invalid');
  }
  const definition: AgentDefinition = { ...parsed.data, op, source, ...(dir ? { dir } : {}) };
  checkTools(definition);
  checkTemplates(definition);
  return definition;
}

function checkTools(definition: AgentDefinition): void {
  const seen = new Set<string>();
  definition.tools.forEach((tool, index) => {
    if (seen.has(tool.name))
      throw agentError(
        definition.source,
        ['tools', index, 'name'],
        `duplicate tool name '${tool.name}'`,
      );
    seen.add(tool.name);
    if (tool.name === ASK_TOOL_NAME)
      throw agentError(
        definition.source,
        ['tools', index, 'name'],
        `${ASK_TOOL_NAME} is the runner's own tool: set \`ask_user: true\` instead of declaring it`,
      );
    const isSubmit = tool.name === SUBMIT_TOOL;
    if (isSubmit && (tool.handler || tool.command)) {
      throw agentError(
        definition.source,
        ['tools', index],
        `${SUBMIT_TOOL} ends the run and takes no handler`,
      );
    }
    if (!isSubmit && Boolean(tool.handler) === Boolean(tool.command)) {
      throw agentError(
        definition.source,
        ['tools', index],
        'a tool needs exactly one of handler or command',
      );
    }
  });
  const submits = definition.tools.filter((tool) => tool.name === SUBMIT_TOOL).length;
  if (submits !== 1)
    throw agentError(
      definition.source,
      ['tools'],
      `needs exactly one ${SUBMIT_TOOL} tool, found ${submits}`,
    );
}

function checkTemplates(definition: AgentDefinition): void {
  for (const key of ['system_prompt', 'node_context'] as const) {
    try {
      templateOf(definition.initial_context[key]);
    } catch (error) {
      // Only syntax errors are fatal at load time; variables are checked when rendering.
      throw agentError(
        definition.source,
        ['initial_context', key],
        `template error: ${firstLine((error as Error).message)}`,
      );
    }
  }
}

// A handful of agents render thousands of nodes: each template is parsed once.
const templates = new Map<string, AgentTemplate>();

function templateOf(source: string): AgentTemplate {
  let template = templates.get(source);
  if (!template) templates.set(source, (template = parseTemplate(source)));
  return template;
}

/** Renders an agent template; an unknown variable is an AGENT_001 error naming it. */
export function renderTemplate(
  definition: AgentDefinition,
  key: 'system_prompt' | 'node_context',
  variables: Record<string, unknown>,
): string {
  try {
    return renderAgentTemplate(templateOf(definition.initial_context[key]), variables);
  } catch (error) {
    throw agentError(
      definition.source,
      ['initial_context', key],
      `template error: ${firstLine((error as Error).message)}`,
    );
  }
}

function agentError(source: string, path: readonly PropertyKey[], reason: string): RemoraError {
  const where = path.length > 0 ? path.map(String).join('.') : '(top level)';
  return new RemoraError('AGENT_001', `${source}: ${where}: ${reason}`);
}

function firstLine(message: string): string {
  return (
    message
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(-1)[0] ?? message
  );
}
