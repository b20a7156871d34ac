import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { remoraPlugin } from '../../scripts/eslint/layers.mjs';

// The rooms of src/ are enforced by `npm run lint`: these plant imports that
// break them and expect the repository's own ESLint configuration to refuse.

const repo = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await repo.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('npm run lint, on imports between rooms', () => {
  it('refuses an import from the pure core into an adapter', async () => {
    const messages = await ruleIds(
      "import { createGit } from '../adapters/git/git.js';\nexport const git = createGit;\n",
      'src/core/planted.ts',
    );
    expect(messages).toEqual([
      'remora/layers: core (floor 0) may not import adapters (floor 3): imports only go down',
    ]);
  });

  it('refuses an adapter importing the pipeline, and the CLI importing the action', async () => {
    expect(
      await ruleIds(
        "export { runReview } from '../../pipeline/review.js';\n",
        'src/adapters/git/planted.ts',
      ),
    ).toEqual([
      'remora/layers: adapters (floor 3) may not import pipeline (floor 7): imports only go down',
    ]);
    expect(
      await ruleIds("export { run } from '../action/sweep.js';\n", 'src/cli/planted.ts'),
    ).toEqual(['remora/layers: cli and action stand side by side and may not import each other']);
  });

  it("puts a language's code above the ops it answers for, and its manifest below the adapters that read it", async () => {
    expect(
      await ruleIds(
        "export { placeTest } from '../../languages/typescript/testgen/test-layout.js';\n",
        'src/adapters/files/planted.ts',
      ),
    ).toEqual([
      'remora/layers: adapters (floor 3) may not import languages (floor 5): imports only go down',
    ]);
    expect(
      await ruleIds(
        "export { placeTest } from '../../../languages/typescript/testgen/test-layout.js';\n",
        'src/ops/test/tools/planted.ts',
      ),
    ).toEqual([
      'remora/layers: ops (floor 4) may not import languages (floor 5): imports only go down',
    ]);
    expect(
      await ruleIds(
        "export { tryPackFor } from '../../languages/manifests.js';\n",
        'src/adapters/files/planted.ts',
      ),
    ).toEqual([]);
  });

  it("refuses a language's folder to everything outside it but the registry, so nothing else names a language", async () => {
    // The pipeline stands above the languages, yet reaches Python's code only through the registry's hooks.
    expect(
      await ruleIds(
        "export { mergeTestFiles } from '../languages/python/testgen/merge-test-file.js';\n",
        'src/pipeline/planted.ts',
      ),
    ).toEqual([
      "remora/layers: pipeline/planted.ts may not import the python language's folder: reach a language through src/languages/registry.ts or src/languages/manifests.ts",
    ]);
    expect(
      await ruleIds(
        "export { pythonParser } from '../languages/python/parser.js';\n",
        'src/cli/planted.ts',
      ),
    ).toEqual([
      "remora/layers: cli/planted.ts may not import the python language's folder: reach a language through src/languages/registry.ts or src/languages/manifests.ts",
    ]);
    // A language's grammar stands low, but only src/languages/ lists it.
    expect(
      await ruleIds(
        "export { TYPESCRIPT } from '../../languages/typescript/discovery/packs.js';\n",
        'src/adapters/files/planted.ts',
      ),
    ).toEqual([
      "remora/layers: adapters/files/planted.ts may not import the typescript language's folder: reach a language through src/languages/registry.ts or src/languages/manifests.ts",
    ]);
    expect(
      await ruleIds(
        "export { planTests } from '../../python/testgen/test-module.js';\n",
        'src/languages/typescript/test/planted.ts',
      ),
    ).toEqual([
      "remora/layers: the typescript language's folder may not import the python language's folder",
    ]);
    // Its own folder, the registry, and another language's grammar (Starlark is parsed with Python's) may.
    for (const [code, file] of [
      [
        "export { planTests } from '../testgen/test-module.js';\n",
        'src/languages/python/test/planted.ts',
      ],
      ["export { languages } from './python/language.js';\n", 'src/languages/planted.ts'],
      [
        "export { PYTHON } from '../../python/discovery/pack.js';\n",
        'src/languages/starlark/discovery/planted.ts',
      ],
    ] as const)
      expect(await ruleIds(code, file)).toEqual([]);
  });

  it("leaves no Python library in the core: its syntax, docstrings, tests and sample data are its folder's", () => {
    const core = join(import.meta.dirname, '..', '..', 'src', 'core');
    const left = ['python', 'docstring', 'testgen', 'sample-data'].filter((name) =>
      existsSync(join(core, name)),
    );
    expect(left).toEqual([]);
  });

  it('lets an import go down a floor', async () => {
    expect(
      await ruleIds(
        "import { RemoraError } from '../core/errors.js';\nexport const E = RemoraError;\n",
        'src/pipeline/planted.ts',
      ),
    ).toEqual([]);
  });
});

describe('remora/no-cycle', () => {
  const temp = mkdtempSync(join(tmpdir(), 'remora-layers-'));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(temp, path)), { recursive: true });
    writeFileSync(join(temp, path), text);
  };

  it('names the cycle an import closes', async () => {
    write('src/core/a.ts', "import { b } from './b.js';\nexport const a = () => b;\n");
    write('src/core/b.ts', "import { c } from './c.js';\nexport const b = () => c;\n");
    write('src/core/c.ts', "import type { a } from './a.js';\nexport const c: typeof a | 1 = 1;\n");
    write('src/core/d.ts', "import { a } from './a.js';\nexport const d = a;\n");
    const eslint = new ESLint({
      cwd: temp,
      overrideConfigFile: true,
      overrideConfig: [
        ...(tseslint.configs.base ? [tseslint.configs.base] : []),
        {
          files: ['src/**/*.ts'],
          plugins: { remora: remoraPlugin },
          rules: { 'remora/no-cycle': 'error' },
        },
      ],
    });
    const results = await eslint.lintFiles(['src/**/*.ts']);
    const found = results.flatMap((r) => r.messages.map((m) => m.message)).sort();
    expect(found).toEqual([
      'import cycle: core/a.ts -> core/b.ts -> core/c.ts -> core/a.ts',
      'import cycle: core/b.ts -> core/c.ts -> core/a.ts -> core/b.ts',
      'import cycle: core/c.ts -> core/a.ts -> core/b.ts -> core/c.ts',
    ]);
  });
});
