import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toolSchemaDisagreements } from '../../../src/core/agents/tool-schema-agreement.js';

const handler = z.object({
  path: z.string().min(1),
  style: z.enum(['google', 'numpy']),
  check_only: z.boolean().default(true),
  line: z.number().int().positive().optional(),
});

const declared = () => ({
  type: 'object',
  properties: {
    path: { type: 'string' },
    style: { type: 'string', enum: ['numpy', 'google'] },
    check_only: { type: 'boolean' },
    line: { type: 'integer', minimum: 1 },
  },
  required: ['style', 'path'],
  additionalProperties: false,
});

describe('toolSchemaDisagreements', () => {
  it('finds none when names, required list, types and enums agree', () => {
    expect(toolSchemaDisagreements(declared(), handler)).toEqual([]);
    expect(toolSchemaDisagreements({ type: 'object', properties: {} }, z.object({}))).toEqual([]);
  });

  it('names a property only one side knows', () => {
    const schema = declared();
    delete (schema.properties as Record<string, unknown>).line;
    expect(toolSchemaDisagreements(schema, handler)).toEqual([
      'properties ["check_only", "path", "style"] here, ["check_only", "line", "path", "style"] in the handler',
    ]);
  });

  it('names a required list that differs', () => {
    expect(toolSchemaDisagreements({ ...declared(), required: ['path'] }, handler)).toEqual([
      'required ["path"] here, ["path", "style"] in the handler',
    ]);
  });

  it('names enum values and types that differ', () => {
    const schema = declared();
    schema.properties.style.enum = ['google', 'sphinx'];
    schema.properties.line.type = 'string';
    expect(toolSchemaDisagreements(schema, handler)).toEqual([
      'style: enum ["google", "sphinx"] here, ["google", "numpy"] in the handler',
      'line: type ["string"] here, ["integer"] in the handler',
    ]);
  });
});
