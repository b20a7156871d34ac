import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

// The docstring agent's `skip:` rules (test code, private names, setters)
// are read with the facts of the node's own language: a TypeScript test file
// as vitest finds it and a `#private` method are left out, a TypeScript
// function named like a pytest test is not.

interface JsonReview {
  nodes: {
    node: { full_name: string; file_path: string };
    ops: { op: string; status: string; summary: string }[];
  }[];
}

describe('the skip rules of a TypeScript change', () => {
  let repo: GitRepo;
  beforeEach(() => {
    const box = (n: number) =>
      [
        'export class Box {',
        `  #count(): number {\n    return ${n};\n  }`,
        `  open(): number {\n    return ${n};\n  }`,
        '}',
        `export function test_total(): number {\n  return ${n};\n}`,
        '',
      ].join('\n');
    const spec = (n: number) => `export function expectTotal(): number {\n  return ${n};\n}\n`;
    repo = new GitRepo();
    repo.write('src/box.ts', box(1));
    repo.write('src/box.test.ts', spec(1));
    repo.commit('base');
    repo.write('src/box.ts', box(2));
    repo.write('src/box.test.ts', spec(2));
    repo.commit('the change');
  });
  afterEach(() => repo.dispose());

  it('leaves out test files and private members as the language names them', async () => {
    const run = await cli(repo.dir, [
      ...['review', '--base', 'HEAD~1', '--model', 'builtin', '--ops', 'docstring'],
      ...['--format', 'json'],
    ]);
    const review = JSON.parse(run.stdout) as JsonReview;
    const docstring = new Map(
      review.nodes.map(({ node, ops }) => [
        node.full_name,
        ops.find((op) => op.op === 'docstring'),
      ]),
    );
    expect(docstring.get('expectTotal')).toMatchObject({
      status: 'skipped',
      summary: expect.stringContaining('src/box.test.ts is test code'),
    });
    expect(docstring.get('Box.#count')).toMatchObject({
      status: 'skipped',
      summary: expect.stringContaining('Box.#count is private'),
    });
    expect(docstring.get('Box.open')?.status).not.toBe('skipped');
    expect(docstring.get('test_total')?.status).not.toBe('skipped');
  });
});
