import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';

const SCHEMA_FILE = join(import.meta.dirname, '..', 'fixtures', 'sarif', 'sarif-schema-2.1.0.json');

/** The keywords whose meaning differs between JSON Schema draft-04 and draft-07. */
const DRAFT_04_ONLY = ['exclusiveMinimum', 'exclusiveMaximum', 'id'];

/**
 * The OASIS schema of SARIF 2.1.0 (errata 01), compiled. It is written in
 * draft-04, which Ajv 8 no longer reads; it uses no keyword whose meaning
 * draft-07 changed but `id` (draft-07's `$id`), so it is compiled as draft-07
 * with that one renamed — and refused if it ever uses another. Its three
 * formats are checked for real: a `uri` is absolute, a `uri-reference`
 * parses against a base, a `date-time` is RFC 3339.
 */
function compileSchema() {
  const { $schema, id, ...schema } = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as Record<
    string,
    unknown
  >;
  if ($schema !== 'http://json-schema.org/draft-04/schema#')
    throw new Error(`unexpected $schema ${String($schema)}`);
  for (const keyword of keywordsOf(schema))
    if (DRAFT_04_ONLY.includes(keyword))
      throw new Error(`the schema uses ${keyword} below its root, which draft-07 reads otherwise`);
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addFormat('uri', (text: string) => URL.canParse(text));
  ajv.addFormat('uri-reference', (text: string) => URL.canParse(text, 'file:///base/'));
  ajv.addFormat('date-time', (text: string) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(text),
  );
  return ajv.compile({ $id: String(id), ...schema });
}

/** Every keyword a schema uses, leaving out the names it gives its properties and definitions. */
function keywordsOf(schema: unknown, named = false, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) keywordsOf(item, false, found);
  else if (schema && typeof schema === 'object')
    for (const [key, value] of Object.entries(schema)) {
      if (!named) found.add(key);
      keywordsOf(value, !named && ['properties', 'definitions'].includes(key), found);
    }
  return found;
}

let validate: ReturnType<typeof compileSchema> | undefined;

/** What makes `log` invalid SARIF 2.1.0: none when it is valid. */
export function sarifSchemaErrors(log: unknown): string[] {
  validate ??= compileSchema();
  if (validate(log)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`);
}
