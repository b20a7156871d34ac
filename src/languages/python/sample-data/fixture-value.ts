import type { JsonValue } from '../../../core/json-value.js';
import { appendAll } from '../../../core/arrays.js';

/**
 * Sample values with their Python type kept: JSON alone cannot tell 1.0 from
 * 1, a tuple from a list, or bytes from text, and the test agent renders the
 * same values as Python source.
 */
export type FixtureValue =
  | { kind: 'int'; value: number }
  | { kind: 'float'; value: number }
  | { kind: 'str'; value: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'none' }
  | { kind: 'bytes'; value: number[] }
  | { kind: 'list' | 'tuple' | 'set'; items: FixtureValue[] }
  | { kind: 'dict'; entries: [FixtureValue, FixtureValue][] }
  | { kind: 'record'; type: string; record: RecordKind; fields: [string, FixtureValue][] }
  | { kind: 'enum'; type: string; member: string; value: FixtureValue }
  /** A value given for a type Remora cannot check; written as given. */
  | { kind: 'raw'; value: JsonValue };

export type RecordKind = 'dataclass' | 'typeddict' | 'namedtuple' | 'model' | 'class';

export type { JsonValue };

/**
 * The marker of bytes in fixture files: `"base64:<standard base64>"`. A
 * loader turns the value back with `base64.b64decode(text[7:])` wherever the
 * annotation says bytes; the marker keeps such values recognisable where it
 * does not (a Union, an untyped consumer).
 */
export const BYTES_MARKER = 'base64:';

/** The plain JSON form of a value: what a model sends and what a fixture file holds. */
export function toJson(value: FixtureValue): JsonValue {
  switch (value.kind) {
    case 'int':
    case 'float':
    case 'str':
    case 'bool':
      return value.value;
    case 'none':
      return null;
    case 'bytes':
      return `${BYTES_MARKER}${Buffer.from(value.value).toString('base64')}`;
    case 'list':
    case 'tuple':
    case 'set':
      return value.items.map(toJson);
    case 'dict':
      return dictToJson(value.entries);
    case 'record':
      return Object.fromEntries(value.fields.map(([name, field]) => [name, toJson(field)]));
    case 'enum':
      return toJson(value.value);
    case 'raw':
      return value.value;
  }
}

/** A dict with str keys is a JSON object; any other keys make a list of `[key, value]` pairs. */
function dictToJson(entries: [FixtureValue, FixtureValue][]): JsonValue {
  if (entries.every(([key]) => key.kind === 'str')) {
    return Object.fromEntries(
      entries.map(([key, item]) => [(key as { value: string }).value, toJson(item)]),
    );
  }
  return entries.map(([key, item]) => [toJson(key), toJson(item)]);
}

/** An ordered tree ready to print: scalars already in their JSON spelling. */
export type Printable =
  | { kind: 'scalar'; text: string }
  | { kind: 'array'; items: Printable[] }
  | { kind: 'object'; entries: [string, Printable][] };

/** Floats print the way Python reads them back as floats: `0.0`, never `0`. */
export function formatFloat(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`${value} has no JSON spelling`);
  if (Object.is(value, -0)) return '-0.0';
  const text = String(value);
  return /[.eE]/.test(text) ? text : `${text}.0`;
}

/** Turns a value into its printable tree, keeping field and key order as generated. */
export function printable(value: FixtureValue): Printable {
  switch (value.kind) {
    case 'float':
      return { kind: 'scalar', text: formatFloat(value.value) };
    case 'list':
    case 'tuple':
    case 'set':
      return { kind: 'array', items: value.items.map(printable) };
    case 'dict':
      if (value.entries.every(([key]) => key.kind === 'str')) {
        return {
          kind: 'object',
          entries: value.entries.map(([key, item]) => [
            (key as { value: string }).value,
            printable(item),
          ]),
        };
      }
      return {
        kind: 'array',
        items: value.entries.map(([key, item]) => ({
          kind: 'array',
          items: [printable(key), printable(item)],
        })),
      };
    case 'record':
      return {
        kind: 'object',
        entries: value.fields.map(([name, field]) => [name, printable(field)]),
      };
    case 'enum':
      return printable(value.value);
    case 'raw':
      return printableJson(value.value);
    default:
      return printableJson(toJson(value));
  }
}

/** Plain JSON as a printable tree; object keys keep their insertion order. */
export function printableJson(value: JsonValue): Printable {
  if (Array.isArray(value)) return { kind: 'array', items: value.map(printableJson) };
  if (value !== null && typeof value === 'object') {
    return {
      kind: 'object',
      entries: Object.entries(value).map(([key, item]) => [key, printableJson(item)]),
    };
  }
  return { kind: 'scalar', text: JSON.stringify(value) };
}

/** JSON with two-space indentation, like `JSON.stringify(value, null, 2)` but with Python-faithful floats. */
export function renderJson(tree: Printable, indent = ''): string {
  if (tree.kind === 'scalar') return tree.text;
  const inner = `${indent}  `;
  if (tree.kind === 'array') {
    if (tree.items.length === 0) return '[]';
    return `[\n${tree.items.map((item) => `${inner}${renderJson(item, inner)}`).join(',\n')}\n${indent}]`;
  }
  if (tree.entries.length === 0) return '{}';
  const lines = tree.entries.map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${renderJson(item, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
// Keys YAML 1.1 readers (PyYAML among them) would take for booleans or null.
const RESERVED = /^(y|n|yes|no|on|off|true|false|null)$/i;

/** Block-style YAML: strings double-quoted (JSON escapes are valid YAML), keys plain where safe. */
export function renderYaml(tree: Printable): string {
  const inline = inlineYaml(tree);
  return `${inline ?? yamlLines(tree, '').join('\n')}\n`;
}

function inlineYaml(tree: Printable): string | undefined {
  if (tree.kind === 'scalar') return tree.text;
  if (tree.kind === 'array' && tree.items.length === 0) return '[]';
  if (tree.kind === 'object' && tree.entries.length === 0) return '{}';
  return undefined;
}

function yamlLines(tree: Printable, pad: string): string[] {
  const lines: string[] = [];
  if (tree.kind === 'object') {
    for (const [key, item] of tree.entries) {
      const name = PLAIN_KEY.test(key) && !RESERVED.test(key) ? key : JSON.stringify(key);
      const inline = inlineYaml(item);
      if (inline !== undefined) lines.push(`${pad}${name}: ${inline}`);
      else appendAll(lines, [`${pad}${name}:`, ...yamlLines(item, `${pad}  `)]);
    }
  } else if (tree.kind === 'array') {
    for (const item of tree.items) {
      const inline = inlineYaml(item);
      if (inline !== undefined) {
        lines.push(`${pad}- ${inline}`);
        continue;
      }
      const nested = yamlLines(item, `${pad}  `);
      appendAll(lines, [`${pad}- ${(nested[0] ?? '').slice(pad.length + 2)}`, ...nested.slice(1)]);
    }
  }
  return lines;
}
