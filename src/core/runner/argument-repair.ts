/**
 * Repairs of tool arguments that miss their JSON Schema only in a way that
 * has exactly one reading: "3" where the schema says integer, "true" where it
 * says boolean, a JSON text where it says object or array, "Google" where the
 * enum holds "google" alone. Anything else is left for the validator to name.
 */

type Schema = Record<string, unknown>;

/** One repaired value: its place (`a.b.0`) and what was sent. */
export interface ArgumentRepair {
  field: string;
  sent: unknown;
}

/** `value` with every one-reading mismatch repaired, and what was repaired; `value` itself is not changed. */
export function repairArguments(
  value: Record<string, unknown>,
  schema: Schema,
): { value: Record<string, unknown>; repairs: ArgumentRepair[] } {
  const repairs: ArgumentRepair[] = [];
  const repaired = repairValue(value, schema, '', repairs) as Record<string, unknown>;
  return { value: repaired, repairs };
}

function repairValue(
  value: unknown,
  schema: Schema,
  at: string,
  repairs: ArgumentRepair[],
): unknown {
  const reading = oneReading(value, schema);
  if (reading !== undefined) {
    repairs.push({ field: at || '(arguments)', sent: value });
    value = reading.value;
  }
  if (isObject(value) && isObject(schema.properties)) {
    const properties = schema.properties as Record<string, unknown>;
    const extra = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const child = isObject(properties[key]) ? properties[key] : extra;
        return [key, child ? repairValue(inner, child, join(at, key), repairs) : inner];
      }),
    );
  }
  if (Array.isArray(value) && isObject(schema.items)) {
    const items = schema.items;
    return value.map((inner, index) => repairValue(inner, items, join(at, String(index)), repairs));
  }
  return value;
}

/** The one value `value` can have been meant as under `schema`, when it does not fit it as sent. */
function oneReading(value: unknown, schema: Schema): { value: unknown } | undefined {
  const type = schema.type;
  if (typeof value === 'string') {
    const text = value.trim();
    if (type === 'integer' && /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)))
      return { value: Number(text) };
    if (type === 'number' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text))
      return { value: Number(text) };
    if (type === 'boolean' && (text === 'true' || text === 'false'))
      return { value: text === 'true' };
    if (type === 'object' || type === 'array') {
      const parsed = tryJson(text);
      if (type === 'object' ? isObject(parsed) : Array.isArray(parsed)) return { value: parsed };
    }
    if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
      const matches = schema.enum.filter(
        (option) => typeof option === 'string' && option.toLowerCase() === text.toLowerCase(),
      );
      if (matches.length === 1) return { value: matches[0] };
    }
  }
  return undefined;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(at: string, key: string): string {
  return at ? `${at}.${key}` : key;
}
