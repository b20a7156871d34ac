import {
  constructorParameters,
  isOptionalKey,
  requiredParameters,
  type Parameter,
  type TypeInfo,
  type TypeTable,
} from '../testgen/signature.js';
import { parseAnnotation, type LiteralValue, type TypeExpr } from '../testgen/type-expr.js';
import { BYTES_MARKER, toJson, type FixtureValue, type JsonValue } from './fixture-value.js';
import { enumMembers } from './enum-values.js';
import { describe } from '../testgen/type-text.js';
import { appendAll } from '../../../core/arrays.js';

/** A JSON value read as a value of a Python type, or what is wrong with it (with its path). */
export type Checked = { ok: true; value: FixtureValue } | { ok: false; error: string };

const bad = (path: string, expected: string, got: JsonValue): Checked => ({
  ok: false,
  error: `${path}: expected ${expected}, got ${JSON.stringify(got)?.slice(0, 60)}`,
});

/**
 * Reads a JSON value as the annotation says: 1 becomes 1.0 where a float is
 * expected, arrays become tuples or sets, `"base64:..."` becomes bytes. A
 * type Remora cannot check (no annotation, `Any`, a class from another file)
 * takes the value as given.
 */
export function checkValue(
  json: JsonValue,
  type: TypeExpr,
  types: TypeTable,
  path: string,
): Checked {
  switch (type.kind) {
    case 'none':
      return json === null ? { ok: true, value: { kind: 'none' } } : bad(path, 'null', json);
    case 'literal':
      return checkLiteral(json, type.values, types, path);
    case 'union':
      return checkUnion(json, type.options, types, path);
    case 'name':
      return checkNamed(json, type, types, path);
    default:
      return { ok: true, value: { kind: 'raw', value: json } };
  }
}

/** Reads one case's arguments: every key a parameter, every required parameter present. */
export function checkArguments(
  args: JsonValue,
  parameters: readonly Parameter[],
  types: TypeTable,
  path: string,
): { ok: true; args: [string, FixtureValue][] } | { ok: false; error: string } {
  if (args === null || typeof args !== 'object' || Array.isArray(args))
    return { ok: false, error: `${path}: expected an object of arguments by parameter name` };
  const named = parameters.filter((p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword');
  const unknown = Object.keys(args).find((key) => !named.some((p) => p.name === key));
  if (unknown !== undefined)
    return {
      ok: false,
      error: `${path}: no parameter '${unknown}'; parameters: ${named.map((p) => p.name).join(', ') || 'none'}`,
    };
  const missing = requiredParameters(named).find((p) => !(p.name in args));
  if (missing) return { ok: false, error: `${path}: missing required parameter '${missing.name}'` };
  const checked: [string, FixtureValue][] = [];
  for (const parameter of named) {
    const value = args[parameter.name];
    if (value === undefined) continue;
    const type: TypeExpr =
      parameter.annotation === undefined
        ? { kind: 'unknown', text: '' }
        : parseAnnotation(parameter.annotation);
    const result = checkValue(value, type, types, `${path}.${parameter.name}`);
    if (!result.ok) return result;
    checked.push([parameter.name, result.value]);
  }
  return { ok: true, args: checked };
}

function checkNamed(
  json: JsonValue,
  type: Extract<TypeExpr, { kind: 'name' }>,
  types: TypeTable,
  path: string,
): Checked {
  switch (type.name) {
    case 'int':
      if (typeof json !== 'number' || !Number.isInteger(json)) return bad(path, 'an int', json);
      return Number.isSafeInteger(json)
        ? { ok: true, value: { kind: 'int', value: json } }
        : bad(path, 'an int within ±(2**53 - 1)', json);
    case 'float':
      return typeof json === 'number' && Number.isFinite(json)
        ? { ok: true, value: { kind: 'float', value: json } }
        : bad(path, 'a float', json);
    case 'str':
      return typeof json === 'string'
        ? { ok: true, value: { kind: 'str', value: json } }
        : bad(path, 'a string', json);
    case 'bool':
      return typeof json === 'boolean'
        ? { ok: true, value: { kind: 'bool', value: json } }
        : bad(path, 'true or false', json);
    case 'bytes':
      return checkBytes(json, path);
    case 'list':
    case 'set':
    case 'frozenset':
      return checkItems(json, type.args[0], type.name === 'list' ? 'list' : 'set', types, path);
    case 'tuple':
      return checkTuple(json, type.args, types, path);
    case 'dict':
      return checkDict(json, type.args, types, path);
  }
  const info = types[type.name];
  if (info) return checkClass(json, type.name, info, types, path);
  return { ok: true, value: { kind: 'raw', value: json } };
}

function checkBytes(json: JsonValue, path: string): Checked {
  const expected = `bytes as "${BYTES_MARKER}<base64>"`;
  if (typeof json !== 'string' || !json.startsWith(BYTES_MARKER)) return bad(path, expected, json);
  const data = json.slice(BYTES_MARKER.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0)
    return bad(path, expected, json);
  return { ok: true, value: { kind: 'bytes', value: [...Buffer.from(data, 'base64')] } };
}

function checkItems(
  json: JsonValue,
  item: TypeExpr | undefined,
  kind: 'list' | 'set',
  types: TypeTable,
  path: string,
): Checked {
  if (!Array.isArray(json)) return bad(path, `a ${kind} (JSON array)`, json);
  const items: FixtureValue[] = [];
  for (const [i, element] of json.entries()) {
    const checked = item
      ? checkValue(element, item, types, `${path}[${i}]`)
      : { ok: true as const, value: { kind: 'raw' as const, value: element } };
    if (!checked.ok) return checked;
    items.push(checked.value);
  }
  return { ok: true, value: { kind, items } };
}

function checkTuple(json: JsonValue, args: TypeExpr[], types: TypeTable, path: string): Checked {
  if (args.length === 2 && args[1]?.kind === 'ellipsis') {
    const list = checkItems(json, args[0], 'list', types, path);
    return list.ok && list.value.kind === 'list'
      ? { ok: true, value: { kind: 'tuple', items: list.value.items } }
      : list;
  }
  if (!Array.isArray(json)) return bad(path, 'a tuple (JSON array)', json);
  if (args.length > 0 && json.length !== args.length)
    return bad(path, `a tuple of ${args.length} items`, json);
  const items: FixtureValue[] = [];
  for (const [i, element] of json.entries()) {
    const type = args[i];
    const checked = type
      ? checkValue(element, type, types, `${path}[${i}]`)
      : { ok: true as const, value: { kind: 'raw' as const, value: element } };
    if (!checked.ok) return checked;
    items.push(checked.value);
  }
  return { ok: true, value: { kind: 'tuple', items } };
}

function checkDict(json: JsonValue, args: TypeExpr[], types: TypeTable, path: string): Checked {
  const [keyType = { kind: 'unknown', text: '' }, valueType = { kind: 'unknown', text: '' }] = args;
  const stringKeys = keyType.kind === 'name' && keyType.name === 'str';
  const pairs: [JsonValue, JsonValue][] = [];
  const isObject = json !== null && typeof json === 'object' && !Array.isArray(json);
  // An empty dict is `{}` whatever its key type: there are no keys to spell.
  if (isObject && (stringKeys || keyType.kind === 'unknown' || Object.keys(json).length === 0))
    appendAll(pairs, Object.entries(json));
  else if (
    Array.isArray(json) &&
    !stringKeys &&
    json.every((p) => Array.isArray(p) && p.length === 2)
  )
    appendAll(pairs, json as [JsonValue, JsonValue][]);
  else return bad(path, stringKeys ? 'an object' : 'a list of [key, value] pairs', json);
  const entries: [FixtureValue, FixtureValue][] = [];
  for (const [i, [key, item]] of pairs.entries()) {
    const checkedKey = checkValue(key, keyType, types, `${path} key ${i}`);
    if (!checkedKey.ok) return checkedKey;
    const checkedItem = checkValue(item, valueType, types, `${path}[${JSON.stringify(key)}]`);
    if (!checkedItem.ok) return checkedItem;
    entries.push([checkedKey.value, checkedItem.value]);
  }
  return { ok: true, value: { kind: 'dict', entries } };
}

function checkUnion(json: JsonValue, options: TypeExpr[], types: TypeTable, path: string): Checked {
  // An integral JSON number is an int where the union allows one, so `float | int` keeps 3 as 3.
  const isInt = (o: TypeExpr): boolean => o.kind === 'name' && o.name === 'int';
  const ordered =
    typeof json === 'number' && Number.isInteger(json)
      ? [...options.filter(isInt), ...options.filter((o) => !isInt(o))]
      : options;
  for (const option of ordered) {
    const checked = checkValue(json, option, types, path);
    if (checked.ok) return checked;
  }
  return bad(path, options.map(describe).join(' | '), json);
}

function checkLiteral(
  json: JsonValue,
  values: LiteralValue[],
  types: TypeTable,
  path: string,
): Checked {
  for (const value of values) {
    const candidate = literalFixture(value, types);
    if (candidate && JSON.stringify(toJson(candidate)) === JSON.stringify(json))
      return { ok: true, value: candidate };
  }
  return bad(path, `one of ${describe({ kind: 'literal', values })}`, json);
}

function literalFixture(value: LiteralValue, types: TypeTable): FixtureValue | undefined {
  if (value.type === 'none') return { kind: 'none' };
  if (value.type === 'bytes')
    return { kind: 'bytes', value: [...value.value].map((c) => c.charCodeAt(0)) };
  if (value.type !== 'member') return { kind: value.type, value: value.value } as FixtureValue;
  const info = types[value.owner];
  const member = info && enumMembers(info).find((m) => m.name === value.member);
  return member && { kind: 'enum', type: value.owner, member: member.name, value: member.value };
}

function checkClass(
  json: JsonValue,
  name: string,
  info: TypeInfo,
  types: TypeTable,
  path: string,
): Checked {
  if (info.kind === 'enum') {
    const members = enumMembers(info);
    const member = members.find((m) => JSON.stringify(toJson(m.value)) === JSON.stringify(json));
    if (member)
      return {
        ok: true,
        value: { kind: 'enum', type: name, member: member.name, value: member.value },
      };
    return bad(
      path,
      `a value of ${name} (${members.map((m) => JSON.stringify(toJson(m.value))).join(', ')})`,
      json,
    );
  }
  const parameters = constructorParameters(info);
  if (!parameters) return { ok: true, value: { kind: 'raw', value: json } };
  // TypedDict keys that may be left out count as optional, like parameters with defaults.
  const relaxed = parameters.map((p) =>
    info.kind === 'typeddict' && isOptionalKey(info, p.annotation ?? '')
      ? { ...p, default: p.default ?? '...' }
      : p,
  );
  const checked = checkArguments(json, relaxed, types, path);
  if (!checked.ok) return checked;
  return {
    ok: true,
    value: { kind: 'record', type: name, record: info.kind, fields: checked.args },
  };
}
