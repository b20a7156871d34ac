import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reviewRecordSchema } from '../src/core/feedback/review-record.js';
import { reviewTrajectorySchema } from '../src/core/feedback/review-trajectory.js';

// Every record format docs/ describes, held to what the code writes: the
// event schema against the events the code can emit (their fields, which
// are optional), and docs/feedback.md's record tables against the schemas
// the writers validate with. A doc that drifts from the code fails here.

const ROOT = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

interface Fields {
  required: string[];
  optional: string[];
}

/** The payload fields of each event in `RemoraEvents`, read from the source as the compiler reads it. */
function emittedEvents(): Map<string, Fields> {
  const path = 'src/core/events/event-bus.ts';
  const source = ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true);
  const events = new Map<string, Fields>();
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'RemoraEvents') return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeLiteralNode(member.type))
        throw new Error(`RemoraEvents: ${member.getText()} is not an event with a payload`);
      const fields: Fields = { required: [], optional: [] };
      for (const field of member.type.members) {
        if (!ts.isPropertySignature(field)) continue;
        const name = field.name.getText(source);
        (field.questionToken ? fields.optional : fields.required).push(name);
      }
      events.set((member.name as ts.StringLiteral).text, fields);
    }
  });
  return events;
}

interface PayloadSchema {
  required?: string[];
  properties: Record<string, { type?: string; minLength?: number }>;
  then?: { required?: string[] };
}

function documentedEvents(): Map<string, PayloadSchema> {
  const schema = JSON.parse(read('docs/events.schema.json')) as {
    properties: { type: { enum: string[] } };
    allOf: {
      if: { properties: { type: { const: string } } };
      then: { properties: { payload: PayloadSchema } };
    }[];
  };
  const events = new Map<string, PayloadSchema>();
  for (const rule of schema.allOf)
    events.set(rule.if.properties.type.const, rule.then.properties.payload);
  expect([...events.keys()].sort()).toEqual([...schema.properties.type.enum].sort());
  return events;
}

describe('docs/events.schema.json', () => {
  const emitted = emittedEvents();
  const documented = documentedEvents();

  it('lists every event the code can emit, and no other', () => {
    expect([...documented.keys()].sort()).toEqual([...emitted.keys()].sort());
  });

  it.each([...emitted.keys()])(
    '%s: the same fields, required where the code always writes them',
    (type) => {
      const code = emitted.get(type) as Fields;
      const doc = documented.get(type) as PayloadSchema;
      expect(Object.keys(doc.properties).sort()).toEqual(
        [...code.required, ...code.optional].sort(),
      );
      expect([...(doc.required ?? [])].sort()).toEqual([...code.required].sort());
    },
  );

  it.each([...emitted.keys()])(
    '%s: a failure carries a code and a message a person can read',
    (type) => {
      const doc = documented.get(type) as PayloadSchema;
      const always = doc.required ?? [];
      const failing = /:(failed|error|conflict)$|^(run|agent):cancelled$/.test(type);
      if (failing) expect(always).toEqual(expect.arrayContaining(['code', 'message']));
      if ('ok' in doc.properties)
        expect(doc.then?.required ?? []).toEqual(expect.arrayContaining(['code', 'message']));
      if ('message' in doc.properties) expect(doc.properties.message?.minLength).toBe(1);
    },
  );
});

/** The field names of a record table in docs/feedback.md, after `heading`. */
function documentedTable(heading: string): Map<string, string> {
  const doc = read('docs/feedback.md');
  const from = doc.indexOf(heading);
  expect(from).toBeGreaterThan(-1);
  const rows = new Map<string, string>();
  for (const line of doc.slice(from).split('\n')) {
    const row = /^\| `([a-z_0-9]+)` +\| (.*) \|$/.exec(line);
    if (row) rows.set(row[1] as string, row[2] as string);
    else if (rows.size > 0 && !line.startsWith('|')) break;
  }
  return rows;
}

/** The field names of a paragraph's backticked list in docs/feedback.md, after `heading`. */
function documentedList(heading: string): string[] {
  const doc = read('docs/feedback.md');
  const from = doc.indexOf(heading);
  expect(from).toBeGreaterThan(-1);
  const paragraph = doc.slice(from).split('\n\n')[1] as string;
  return [...paragraph.matchAll(/`([a-z_0-9]+)`/g)].map((m) => m[1] as string);
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = (schema as unknown as { def: { type: string; in?: z.ZodType; schema?: z.ZodType } })
    .def;
  if ('shape' in schema) return (schema as unknown as z.ZodObject).shape;
  // A refined object keeps its shape underneath.
  const inner = def.in ?? def.schema;
  if (inner) return shapeOf(inner);
  throw new Error(`no object shape in a ${def.type}`);
}

describe('docs/feedback.md', () => {
  it('describes every field of a review record, and marks the optional ones', () => {
    const table = documentedTable('| field ');
    const shape = shapeOf(reviewRecordSchema);
    expect([...table.keys(), 'schema'].sort()).toEqual(Object.keys(shape).sort());
    for (const [name, field] of Object.entries(shape)) {
      if (name === 'schema') continue;
      const optional = field.safeParse(undefined).success;
      const said =
        (table.get(name) as string).startsWith('optional') ||
        /^for `/.test(table.get(name) as string);
      expect({ name, optional: said }).toEqual({ name, optional });
    }
  });

  it('lists every field of a review trajectory', () => {
    const listed = documentedList('## Review trajectory');
    const shape = shapeOf(reviewTrajectorySchema);
    expect([...new Set(listed)].sort()).toEqual(Object.keys(shape).sort());
  });
});
