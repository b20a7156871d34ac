import { z } from 'zod';
import { appendAll } from '../arrays.js';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sorted(values: Iterable<unknown>): string[] {
  return [...values].map((v) => JSON.stringify(v)).sort();
}

function sameList(a: Iterable<unknown>, b: Iterable<unknown>): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function describe(values: Iterable<unknown>): string {
  const list = sorted(values);
  return list.length === 0 ? 'none' : `[${list.join(', ')}]`;
}

/** The JSON types a property accepts, or undefined when the schema does not say. */
function propertyTypes(property: unknown): string[] | undefined {
  if (!isObject(property) || property.type === undefined) return undefined;
  const types = Array.isArray(property.type) ? property.type : [property.type];
  return types.map(String);
}

function propertyEnum(property: unknown): unknown[] | undefined {
  if (!isObject(property)) return undefined;
  if (Array.isArray(property.enum)) return property.enum;
  return undefined;
}

function compareProperty(name: string, declared: unknown, handled: unknown): string[] {
  const problems: string[] = [];
  const declaredTypes = propertyTypes(declared);
  const handledTypes = propertyTypes(handled);
  if (declaredTypes && handledTypes && !sameList(declaredTypes, handledTypes)) {
    problems.push(
      `${name}: type ${describe(declaredTypes)} here, ${describe(handledTypes)} in the handler`,
    );
  }
  const declaredEnum = propertyEnum(declared);
  const handledEnum = propertyEnum(handled);
  if ((declaredEnum || handledEnum) && !sameList(declaredEnum ?? [], handledEnum ?? [])) {
    problems.push(
      `${name}: enum ${describe(declaredEnum ?? [])} here, ${describe(handledEnum ?? [])} in the handler`,
    );
  }
  return problems;
}

/**
 * Where a tool's JSON Schema (checked by the runner before the call) and its
 * handler's zod schema (checked by the handler) disagree: property names, the
 * required list, and each property's type and enum values. Empty when they
 * agree. Both schemas validate every call, so a drift between them is a tool
 * the model cannot call correctly.
 */
export function toolSchemaDisagreements(parameters: unknown, handler: z.ZodType): string[] {
  const handled = z.toJSONSchema(handler, { io: 'input', unrepresentable: 'any' }) as JsonObject;
  const declared = isObject(parameters) ? parameters : {};
  const declaredProps = isObject(declared.properties) ? declared.properties : {};
  const handledProps = isObject(handled.properties) ? handled.properties : {};
  const problems: string[] = [];
  const declaredNames = Object.keys(declaredProps);
  const handledNames = Object.keys(handledProps);
  if (!sameList(declaredNames, handledNames)) {
    problems.push(
      `properties ${describe(declaredNames)} here, ${describe(handledNames)} in the handler`,
    );
  }
  const declaredRequired = Array.isArray(declared.required) ? declared.required : [];
  const handledRequired = Array.isArray(handled.required) ? handled.required : [];
  if (!sameList(declaredRequired, handledRequired)) {
    problems.push(
      `required ${describe(declaredRequired)} here, ${describe(handledRequired)} in the handler`,
    );
  }
  for (const name of declaredNames.filter((n) => n in handledProps)) {
    appendAll(problems, compareProperty(name, declaredProps[name], handledProps[name]));
  }
  return problems;
}
