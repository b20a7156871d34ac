import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { OUTPUTS } from '../../src/action/outputs.js';

const action = parse(readFileSync(join(import.meta.dirname, '..', '..', 'action.yml'), 'utf8')) as {
  outputs: Record<string, unknown>;
};

describe('OUTPUTS', () => {
  it('names exactly the outputs action.yml declares', () => {
    expect([...new Set(Object.values(OUTPUTS))].sort()).toEqual(Object.keys(action.outputs).sort());
  });
});
