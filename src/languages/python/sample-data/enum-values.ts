import type { TypeInfo } from '../testgen/signature.js';
import type { FixtureValue } from './fixture-value.js';
import { parsePythonLiteral } from './python-literal.js';

/** An enum member and the value it stands for in data. */
export interface EnumMember {
  name: string;
  value: FixtureValue;
}

const AUTO = /^(?:enum\.)?auto\(\s*\)$/;

/**
 * The members of an enum whose value can be written down: literals as
 * written, `auto()` the way the enum's flavour numbers it (1, 2, 3 for Enum
 * and IntEnum; 1, 2, 4 for flags; the lower-cased name for StrEnum). Members
 * with computed values are left out.
 */
export function enumMembers(info: TypeInfo): EnumMember[] {
  const flavor = info.flavor ?? 'Enum';
  const members: EnumMember[] = [];
  let last: FixtureValue | undefined;
  for (const member of info.members) {
    let value: FixtureValue | undefined;
    if (AUTO.test(member.value.trim())) value = autoValue(flavor, member.name, last);
    else value = parsePythonLiteral(member.value);
    if (!value) continue;
    members.push({ name: member.name, value });
    last = value;
  }
  return members;
}

function autoValue(flavor: string, name: string, last: FixtureValue | undefined): FixtureValue {
  if (flavor === 'StrEnum') return { kind: 'str', value: name.toLowerCase() };
  const previous = last?.kind === 'int' ? last.value : 0;
  if (flavor === 'Flag' || flavor === 'IntFlag') {
    let next = 1;
    while (next <= previous) next *= 2;
    return { kind: 'int', value: next };
  }
  return { kind: 'int', value: previous + 1 };
}
