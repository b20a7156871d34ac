import { Ajv, type ValidateFunction } from 'ajv';
import type { AgentDefinition } from '../agents/definition.js';
import { RemoraError } from '../errors.js';
import { repairArguments } from './argument-repair.js';

/**
 * How tool arguments are checked against their schemas. The build compiles
 * the bundled agents' validators ahead of time with the same options
 * (scripts/package.mjs; test/dist-startup.e2e.test.ts holds them to Ajv's).
 */
export const TOOL_SCHEMA_OPTIONS = {
  allErrors: false,
  strict: false,
  coerceTypes: false,
  useDefaults: true,
} as const;

// Made when first needed: a run of bundled agents may compile no schema at all.
let ajv: Ajv | undefined;
// For the bundled agents' schemas, which their tests check against JSON Schema's
// meta-schema: compiling that meta-schema is most of the cost of a first compile.
let bundledAjv: Ajv | undefined;
const compiled = new WeakMap<AgentDefinition, Map<string, ValidateFunction>>();
const bundled = new WeakMap<AgentDefinition, PrecompiledValidators>();

/**
 * A bundled agent's tool validators as the build compiled them (Ajv's
 * standalone code), by tool name, each with the JSON text of the schema it
 * was compiled from: one is used only for a tool whose schema is still that.
 */
export type PrecompiledValidators = Readonly<
  Record<string, { schema: string; validate: ValidateFunction }>
>;

/** The outcome of checking one tool call's arguments; `repaired` names the fields repaired. */
export type ArgumentCheck =
  { ok: true; value: Record<string, unknown>; repaired: string[] } | { ok: false; error: string };

/**
 * Parses a tool call's JSON arguments and validates them against the tool's
 * JSON Schema. Arguments that miss it in a way with exactly one reading are
 * repaired (argument-repair.ts); other failures are messages for the model
 * that name the field, so it can correct itself.
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
  const object = value as Record<string, unknown>;
  if (!validate || validate(object)) return { ok: true, value: object, repaired: [] };
  const spec = definition.tools.find((t) => t.name === tool);
  const repair = repairArguments(object, spec?.parameters ?? {});
  if (repair.repairs.length > 0 && validate(repair.value))
    return { ok: true, value: repair.value, repaired: repair.repairs.map((r) => r.field) };
  return { ok: false, error: `invalid arguments for ${tool}: ${describeError(validate)}` };
}

/** The first schema error, naming its field and, for a wrong type, what was sent. */
function describeError(validate: ValidateFunction): string {
  const first = validate.errors?.[0];
  if (!first) return 'they do not match the schema';
  const params = first.params as Record<string, unknown>;
  const field = first.instancePath.slice(1).replace(/\//g, '.');
  if (typeof params.missingProperty === 'string')
    return `${field ? `${field}.` : ''}${params.missingProperty} is required`;
  if (typeof params.additionalProperty === 'string')
    return `${field ? `${field}: ` : ''}unknown field '${params.additionalProperty}'`;
  return `${field || '(arguments)'} ${first.message ?? 'does not match the schema'}`;
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

/**
 * Marks a bundled agent, whose tool schemas are ours and checked by its tests:
 * a tool is checked by the validator the build compiled for it when there is
 * one, else its schema is compiled when the tool is first called, without
 * checking it against the meta-schema, so a run pays only for the tools it uses.
 */
export function useBundledToolSchemas(
  definition: AgentDefinition,
  precompiled: PrecompiledValidators = {},
): void {
  bundled.set(definition, precompiled);
  for (const { schema, validate } of Object.values(precompiled))
    if (!bySchema.has(schema)) bySchema.set(schema, validate);
}

/**
 * Validators by the JSON text of their schema: a schema is compiled once,
 * however many tools declare it (a repository's agent made from a bundled
 * one, tools that take no arguments). The same text under the same options
 * validates the same way, and a text compiled once was valid.
 */
const bySchema = new Map<string, ValidateFunction>();

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
    const schema = JSON.stringify(spec.parameters);
    const ours = bundled.get(definition);
    const built = ours && Object.hasOwn(ours, tool) ? ours[tool] : undefined;
    if (built && built.schema === schema) validate = built.validate;
    else validate = bySchema.get(schema) ?? compileSchema(spec.parameters, ours !== undefined);
    bySchema.set(schema, validate);
    byTool.set(tool, validate);
  }
  return validate;
}

/** Compiles a tool's schema; one of a bundled agent's is not checked against the meta-schema. */
function compileSchema(schema: Record<string, unknown>, bundledAgent: boolean): ValidateFunction {
  if (bundledAgent)
    return (bundledAjv ??= new Ajv({ ...TOOL_SCHEMA_OPTIONS, validateSchema: false })).compile(
      schema,
    );
  return (ajv ??= new Ajv(TOOL_SCHEMA_OPTIONS)).compile(schema);
}
