import { formatFloat, type FixtureValue, type JsonValue } from '../sample-data/fixture-value.js';

/**
 * A value as Python source. Classes of the tested module that the value
 * names (dataclasses, enums) are added to `names`, to be imported from it.
 */
export function pythonValue(value: FixtureValue, names: Set<string>): string {
  switch (value.kind) {
    case 'int':
      return String(value.value);
    case 'float':
      return formatFloat(value.value);
    case 'str':
      return pythonString(value.value);
    case 'bytes':
      return pythonBytes(value.value);
    case 'bool':
      return value.value ? 'True' : 'False';
    case 'none':
      return 'None';
    case 'list':
      return `[${value.items.map((item) => pythonValue(item, names)).join(', ')}]`;
    case 'tuple':
      return value.items.length === 1
        ? `(${pythonValue(value.items[0] as FixtureValue, names)},)`
        : `(${value.items.map((item) => pythonValue(item, names)).join(', ')})`;
    case 'set':
      return value.items.length === 0
        ? 'set()'
        : `{${value.items.map((item) => pythonValue(item, names)).join(', ')}}`;
    case 'dict':
      return `{${value.entries.map(([key, item]) => `${pythonValue(key, names)}: ${pythonValue(item, names)}`).join(', ')}}`;
    case 'record':
      if (value.record === 'typeddict')
        return `{${value.fields.map(([name, item]) => `${pythonString(name)}: ${pythonValue(item, names)}`).join(', ')}}`;
      names.add(rootName(value.type));
      return `${value.type}(${value.fields.map(([name, item]) => `${name}=${pythonValue(item, names)}`).join(', ')})`;
    case 'enum':
      names.add(rootName(value.type));
      return `${value.type}.${value.member}`;
    case 'raw':
      return pythonJson(value.value);
  }
}

/** The first part of a dotted class name: what is imported for `Outer.Inner`. */
export function rootName(dotted: string): string {
  return dotted.split('.')[0] as string;
}

/** A double-quoted Python string literal; non-ASCII text stays as it is. */
export function pythonString(text: string): string {
  let out = '"';
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    if (char === '\\' || char === '"') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\t') out += '\\t';
    else if (char === '\r') out += '\\r';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `${out}"`;
}

function pythonBytes(bytes: readonly number[]): string {
  let out = 'b"';
  for (const byte of bytes) {
    const char = String.fromCharCode(byte);
    if (char === '\\' || char === '"') out += `\\${char}`;
    else if (char === '\n') out += '\\n';
    else if (byte >= 0x20 && byte < 0x7f) out += char;
    else out += `\\x${byte.toString(16).padStart(2, '0')}`;
  }
  return `${out}"`;
}

function pythonJson(value: JsonValue): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pythonString(value);
  if (Array.isArray(value)) return `[${value.map(pythonJson).join(', ')}]`;
  return `{${Object.entries(value)
    .map(([key, item]) => `${pythonString(key)}: ${pythonJson(item)}`)
    .join(', ')}}`;
}
