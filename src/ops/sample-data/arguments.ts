import { z } from 'zod';
import type { JsonValue } from '../../core/json-value.js';

// The arguments of the op's tools, whichever language answers them; each
// agent YAML's `parameters` must agree (checked at load).

const jsonValue: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ]),
);

/** `write_fixture_file(fixtures, format?)`. */
export const writeFixtureFileArguments = z.object({
  fixtures: z.record(
    z.string().regex(/^[a-z][a-z0-9_]*$/, 'a case name is lowercase letters, digits and _'),
    jsonValue,
  ),
  format: z.enum(['json', 'yaml']).optional(),
});
