import { describe, expect, test } from 'vitest';
import { RemoraError } from '../../../../src/core/errors.js';
import { tryWorkspaceRoot } from '../../../../src/languages/typescript/testgen/workspace-root.js';

function workspace(files: Record<string, string>) {
  return [new Set(Object.keys(files)), (path: string) => Promise.resolve(files[path])] as const;
}

describe('tryWorkspaceRoot', () => {
  test.each([
    ['pnpm-workspace.yaml', { 'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n" }],
    ['package.json', { 'package.json': JSON.stringify({ workspaces: ['packages/*'] }) }],
    // yarn's older form.
    [
      'package.json',
      { 'package.json': JSON.stringify({ workspaces: { packages: ['./packages/*/'] } }) },
    ],
    // lerna without a list means packages/*.
    ['lerna.json', { 'lerna.json': JSON.stringify({ version: '1.0.0' }) }],
  ])('%s makes the root', async (declaredBy, files) => {
    expect(await tryWorkspaceRoot('packages/a', ...workspace(files))).toEqual({
      dir: '',
      declaredBy,
    });
  });

  test('the nearest root that lists the package, in a repository of several', async () => {
    const files = {
      'package.json': JSON.stringify({ workspaces: ['tools/*'] }),
      'web/package.json': JSON.stringify({ workspaces: ['packages/**'] }),
    };
    expect(await tryWorkspaceRoot('web/packages/ui/core', ...workspace(files))).toEqual({
      dir: 'web',
      declaredBy: 'web/package.json',
    });
    expect(await tryWorkspaceRoot('tools/lint', ...workspace(files))).toEqual({
      dir: '',
      declaredBy: 'package.json',
    });
  });

  test('a package the patterns leave out, or take out with `!`, has no root', async () => {
    const files = { 'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n  - '!packages/b'\n" };
    expect(await tryWorkspaceRoot('packages/b', ...workspace(files))).toBeUndefined();
    // `*` is one folder: a package nested deeper is not one of `packages/*`.
    expect(await tryWorkspaceRoot('packages/a/fixtures/c', ...workspace(files))).toBeUndefined();
    expect(await tryWorkspaceRoot('', ...workspace(files))).toBeUndefined();
    // A package.json with no `workspaces` declares none.
    expect(
      await tryWorkspaceRoot('packages/a', ...workspace({ 'package.json': '{}' })),
    ).toBeUndefined();
  });

  test('a declaring file that is not what it should be is TOOL_001, naming it', async () => {
    const refused = async (files: Record<string, string>): Promise<RemoraError> =>
      tryWorkspaceRoot('packages/a', ...workspace(files)).then(
        () => {
          throw new Error('accepted');
        },
        (error: unknown) => error as RemoraError,
      );
    expect(await refused({ 'pnpm-workspace.yaml': 'packages: [' })).toMatchObject({
      code: 'TOOL_001',
      message: expect.stringMatching(/^pnpm-workspace\.yaml is not YAML/) as string,
    });
    expect(
      await refused({ 'package.json': JSON.stringify({ workspaces: 'packages/*' }) }),
    ).toMatchObject({
      code: 'TOOL_001',
      message: expect.stringMatching(
        /^package\.json does not list its workspace's packages/,
      ) as string,
    });
    expect(await refused({ 'lerna.json': '{' })).toMatchObject({
      code: 'TOOL_001',
      message: expect.stringMatching(/^lerna\.json is not JSON/) as string,
    });
  });
});
