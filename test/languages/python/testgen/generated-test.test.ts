import { describe, expect, it } from 'vitest';
import { identifiersIn } from '../../../../src/languages/python/testgen/generated-test.js';

describe('identifiersIn', () => {
  it('reads names outside strings only, however the strings are quoted', () => {
    const source = 'check("""a\\""" + hidden""", rb\'x\', f"{y}", value.attr, other)';
    expect([...identifiersIn(source)].sort()).toEqual(['check', 'other', 'value']);
  });
});
