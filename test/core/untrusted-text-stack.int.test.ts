import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const support = join(import.meta.dirname, '..', 'support');

// Each parser of pull-request text on the shapes with more lines, or options, than a call takes
// arguments, in a process of its own: the action's main thread has V8's default stack (about
// 125,000 arguments to a call), where a test worker's larger stack takes several times that and
// would not see a spread of them throw.
const SCRIPT = `
const { useTypeScriptSources } = await import(${JSON.stringify(pathToFileURL(join(support, 'typescript-hooks.mjs')).href)});
useTypeScriptSources();
const { PARSERS, SHAPES } = await import(${JSON.stringify(pathToFileURL(join(support, 'untrusted-text.ts')).href)});
const failures = [];
let runs = 0;
for (const shape of ['a section of short lines', 'doctest options'])
  for (const [parser, parse] of Object.entries(PARSERS)) {
    runs++;
    try {
      parse(SHAPES[shape](1024 * 1024));
    } catch (error) {
      failures.push(parser + ' on ' + shape + ': ' + error.message);
    }
  }
console.log(JSON.stringify({ runs, failures }));
`;

describe('the parsers of pull-request text on the default stack', () => {
  it('read a megabyte of more lines or options than a call takes arguments', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '' },
    });
    const { runs, failures } = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as {
      runs: number;
      failures: string[];
    };
    expect(failures).toEqual([]);
    expect(runs).toBeGreaterThanOrEqual(40);
  });
});
