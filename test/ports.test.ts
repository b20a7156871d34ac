import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Each consumer of GitHub takes the narrow interface it uses: GitHubPort and
// GitHubCommandPort are only the unions of those parts, and only the entry
// points that hand the port on name them.

const PORTS = 'src/ports.ts';
const source = ts.createSourceFile(
  PORTS,
  readFileSync(PORTS, 'utf8'),
  ts.ScriptTarget.Latest,
  true,
);

function interfaceNamed(name: string): ts.InterfaceDeclaration {
  let found: ts.InterfaceDeclaration | undefined;
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node;
  });
  if (!found) throw new Error(`${PORTS} has no interface ${name}`);
  return found;
}

/** The interfaces a union interface extends, by name. */
const partsOf = (name: string): string[] =>
  (interfaceNamed(name).heritageClauses ?? []).flatMap((clause) =>
    clause.types.map((type) => type.expression.getText(source)),
  );

describe('the GitHub ports', () => {
  for (const union of ['GitHubPort', 'GitHubCommandPort'])
    it(`${union} declares nothing of its own: it is the union of narrow parts of at most three calls`, () => {
      expect(interfaceNamed(union).members.map((m) => m.getText(source))).toEqual([]);
      const parts = partsOf(union);
      expect(parts.length).toBeGreaterThan(4);
      for (const part of parts)
        expect(
          interfaceNamed(part).members.length,
          `${part} has ${interfaceNamed(part).members.length} calls`,
        ).toBeLessThanOrEqual(3);
    });

  it('is named whole only by the entry points that hand it on', () => {
    const naming = readdirSync('src/action')
      .filter((file) =>
        /\b(GitHubPort|GitHubCommandPort)\b/.test(readFileSync(join('src/action', file), 'utf8')),
      )
      .sort();
    expect(naming).toEqual(['answer-question.ts', 'comment-command.ts', 'pull-request.ts']);
  });
});
