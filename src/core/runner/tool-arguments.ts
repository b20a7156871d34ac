import { Ajv, type ValidateFunction } from 'ajv';
import type { AgentDefinition } from '../agents/definition.js';
import { RemoraError } from '../errors.js';

const ajv = new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: true });
const compiled = new WeakMap<AgentDefinition, Map<string, ValidateFunction>>();

/** The outcome of checking one tool call's arguments. */
export type ArgumentCheck =
  { ok: true; value: Record<string, unknown> } | { ok: false; error: string };

/**
 * Parses a tool call's JSON arguments and validates them against the tool's
 * JSON Schema. Failures are messages for the model, which can correct itself.
 */
export function checkToolArguments(
  definition: AgentDefinition,
  tool: string,
  raw: string,
): ArgumentCheck {
  let value: unknown;
  try {
    value = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch (error) {
    return { ok: false, error: `arguments are not valid JSON (${(error as Error).message})` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, error: 'arguments must be a JSON object' };
  }
  const validate = validatorFor(definition, tool);
  if (validate && !validate(value)) {
    const first = validate.errors?.[0];
    const where = first?.instancePath ? `${first.instancePath.slice(1).replace(/\//g, '.')} ` : '';
    const extra =
      first?.params && 'additionalProperty' in first.params
        ? ` '${String(first.params.additionalProperty)}'`
        : '';
    return {
      ok: false,
      error: `invalid arguments for ${tool}: ${where}${first?.message ?? 'do not match the schema'}${extra}`,
    };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

/** Compiles every tool's parameter schema up front: a bad schema is an AGENT_001 at load, not a failure mid-run. */
export function compileToolSchemas(definition: AgentDefinition): void {
  definition.tools.forEach((tool, index) => {
    try {
      validatorFor(definition, tool.name);
    } catch (error) {
      throw new RemoraError(
        'AGENT_001',
        `${definition.source}: tools.${index}.parameters: ${(error as Error).message}`,
      );
    }
  });
}

function validatorFor(definition: AgentDefinition, tool: string): ValidateFunction | undefined {
  let byTool = compiled.get(definition);
  if (!byTool) {
    byTool = new Map();
    compiled.set(definition, byTool);
  }
  let validate = byTool.get(tool);
  if (!validate) {
    const spec = definition.tools.find((t) => t.name === tool);
    if (!spec) return undefined;
    validate = ajv.compile(spec.parameters);
    byTool.set(tool, validate);
  }
  return validate;
}
