import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_REMEDIES } from '../../src/core/errors.js';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('docs/errors.md', () => {
  it('documents every error code the code knows, and no other', () => {
    const known = [...read('src/core/errors.ts').matchAll(/\| '([A-Z]+_\d{3})'/g)].map((m) => m[1]);
    const documented = [...read('docs/errors.md').matchAll(/^\| `([A-Z]+_\d{3})`/gm)].map(
      (m) => m[1],
    );
    expect(known.length).toBeGreaterThan(15);
    expect(documented).toEqual(known);
  });

  it('gives each code the remedy the CLI and the action print with it', () => {
    const documented = Object.fromEntries(
      [...read('docs/errors.md').matchAll(/^\| `([A-Z]+_\d{3})` +\|.*\| (.*?) +\|$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    expect(documented).toEqual(ERROR_REMEDIES);
  });
});
