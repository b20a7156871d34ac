import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CSTNode } from '../../src/core/nodes.js';
import { extensionsOf } from '../../src/languages/language.js';
import type { LanguageModule } from '../../src/languages/language-module.js';
import {
  BUILTIN_LANGUAGES,
  BUILTIN_REGISTRY,
  BUILTIN_STRUCTURAL_MERGE,
  findFillerInDiff,
  languageTable,
} from '../../src/languages/registry.js';
import { pythonSampleDataPolicy } from '../../src/languages/python/sample-data/policy.js';
import { pythonTestPolicy } from '../../src/languages/python/test/policy.js';
import { createBuiltinModel } from '../../src/ops/builtin-model.js';
import type { OpModule } from '../../src/ops/op-module.js';
import { createOpRegistry, languageSkip } from '../../src/ops/registry.js';
import type { ToolContext } from '../../src/ops/shared/tool-context.js';

// An op's tools are answered by the language of the node's file where that
// language has its own; an op whose tools differ by language reviews only the
// languages that give it an engine.

const op = (name: string, perLanguage?: boolean): OpModule => ({
  name,
  agent: `${name}_agent`,
  enabledByDefault: true,
  ...(perLanguage ? { perLanguage } : {}),
  policy: () => [],
  tools: { describe: { handler: async () => `${name}: the op's own`, arguments: z.object({}) } },
  checks: { left: async () => [] },
});

const pack = (id: string, extensions: string[]) => ({
  id,
  extensions,
  grammarWasm: `${id}.wasm`,
  queryDir: `languages/${id}/queries`,
  queryFiles: [],
  commentTypes: ['comment'],
});

const tongue: LanguageModule = {
  id: 'tongue',
  label: 'Tongue',
  packs: [pack('tongue', ['.tg'])],
  ops: {
    notes: {
      tools: { describe: async () => 'notes: Tongue' },
      checks: {
        left: async (context) => [
          {
            rule: 'tongue',
            message: 'from Tongue',
            path: context.node.file_path,
            start_line: 1,
            end_line: 1,
            severity: 'notice',
          },
        ],
      },
    },
  },
};
const plain: LanguageModule = {
  id: 'plain',
  label: 'Plain',
  packs: [pack('plain', ['.pl', '.plx'])],
  ops: {},
};

const registry = createOpRegistry([op('notes', true), op('count')], languageTable([tongue, plain]));

const context = (file_path: string): ToolContext =>
  ({ node: { file_path } as CSTNode }) as unknown as ToolContext;

describe('the op registry with languages', () => {
  it("calls the language's own tool and check for its files, the op's own for the others", async () => {
    const describe = registry.tools.get('notes.describe')!.handler;
    expect(await describe({}, context('a/b.tg'))).toBe('notes: Tongue');
    expect(await describe({}, context('a/b.PLX'))).toBe("notes: the op's own");
    expect(await registry.tools.get('count.describe')!.handler({}, context('a/b.tg'))).toBe(
      "count: the op's own",
    );
    expect(await registry.checks.get('notes.left')!(context('x.tg'))).toHaveLength(1);
    expect(await registry.checks.get('notes.left')!(context('x.pl'))).toEqual([]);
  });

  it('skips the nodes of a language without an engine only for an op that differs by language', () => {
    expect(languageSkip(registry, 'notes', 'x.pl')).toBe('notes does not review Plain files');
    expect(languageSkip(registry, 'notes', 'x.tg')).toBeUndefined();
    expect(languageSkip(registry, 'count', 'x.pl')).toBeUndefined();
    expect(languageSkip(registry, 'notes', 'README.md')).toBeUndefined();
  });

  it("knows a file's language by its ending, whatever its case", () => {
    expect(registry.languages.of('deep/dir/FILE.TG')?.id).toBe('tongue');
    expect(registry.languages.of('file.tgz')).toBeUndefined();
    expect(extensionsOf(plain)).toEqual(['.pl', '.plx']);
  });

  it('ships Python with an engine for every op that differs by language', () => {
    const python = BUILTIN_LANGUAGES.find((language) => language.id === 'python');
    expect(python && Object.keys(python.ops).sort()).toEqual(['docstring', 'sample_data', 'test']);
    expect(python?.createLinters).toBeTypeOf('function');
  });

  it("keeps Python's test and sample-data policies in its folder, and the ops' own for a node of no language", async () => {
    expect(BUILTIN_REGISTRY.policies.get('test_agent@python')).toBe(pythonTestPolicy);
    expect(BUILTIN_REGISTRY.policies.get('sample_data_agent@python')).toBe(pythonSampleDataPolicy);
    const builtin = createBuiltinModel(BUILTIN_REGISTRY.policies);
    const opening = [{ role: 'user' as const, content: 'Function `f`' }];
    const REQUEST = {
      model: 'm',
      tools: [],
      tool_choice: 'auto' as const,
      temperature: 0,
      max_tokens: 64,
    };
    const first = async (agent: string, language?: string) =>
      (
        await builtin.complete({
          ...REQUEST,
          agent,
          messages: opening,
          ...(language ? { language } : {}),
        })
      ).tool_calls.map((call) => [call.function.name, call.function.arguments]);
    expect(await first('test_agent', 'python')).toEqual([
      ['analyze_signature', '{}'],
      ['read_existing_tests', '{}'],
    ]);
    expect(await first('sample_data_agent', 'python')).toEqual([['analyze_signature', '{}']]);
    const [[tool, text] = []] = await first('test_agent');
    expect(tool).toBe('submit_result');
    expect(JSON.parse(text ?? '{}')).toMatchObject({
      failed: 'no built-in test policy serves the language of this node',
    });
    const [[, skipped] = []] = await first('sample_data_agent');
    expect(JSON.parse(skipped ?? '{}')).toMatchObject({
      skipped: 'no built-in sample-data policy serves the language of this node',
    });
  });

  it("merges tests several nodes appended to one test file by the file's language, and no other file", () => {
    const base = 'from calc import a\n\n\ndef test_a():\n    assert a()\n';
    const current = `${base}\n\ndef test_b():\n    assert b()\n`;
    const incoming = `${base}\n\ndef test_c():\n    assert c()\n`;
    const merged = BUILTIN_STRUCTURAL_MERGE('tests/test_calc.py', base, current, incoming);
    expect(merged).toContain('def test_b():');
    expect(merged).toContain('def test_c():');
    expect(BUILTIN_STRUCTURAL_MERGE('tests/calc.test.ts', base, current, incoming)).toBeUndefined();
    expect(
      BUILTIN_STRUCTURAL_MERGE('notes/test_calc.txt', base, current, incoming),
    ).toBeUndefined();
  });

  it("judges each file's part of a diff for filler by the file's own language", () => {
    const part = (path: string) =>
      `--- a/${path}\n+++ b/${path}\n@@ -1,2 +1,3 @@\n def f(x):\n+    :param x: The x.\n     pass\n`;
    expect(findFillerInDiff(part('pkg/a.py')).map((problem) => problem.pattern)).toEqual([
      'restated-name',
    ]);
    // The same lines in a file Python does not own are not Python's docstrings.
    expect(findFillerInDiff(part('src/a.ts') + part('notes.txt'))).toEqual([]);
    expect(findFillerInDiff(part('src/a.ts') + part('pkg/a.py'))).toHaveLength(1);
  });
});
