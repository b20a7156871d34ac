import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../src/core/errors.js';
import {
  createRuffResolver,
  loadRuffSettings,
  REMORA_DEFAULT_SETTINGS,
} from '../../../src/languages/python/lint/ruff-config.js';
import { tryTargetFromRequiresPython } from '../../../src/languages/python/lint/ruff-toml.js';
import type { FileSource } from '../../../src/core/workspace/file-source.js';

function files(contents: Record<string, string>): FileSource {
  return { readFile: async (path) => contents[path] };
}

async function configError(
  contents: Record<string, string>,
  filePath?: string,
): Promise<RemoraError> {
  const error: unknown = await loadRuffSettings(files(contents), filePath).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof RemoraError))
    throw new Error(`expected a RemoraError, got ${String(error)}`);
  return error;
}

const RUFF_TOML = `
line-length = 100
target-version = "py311"

[lint]
select = ["E", "F", "B"]
ignore = ["E501"]
extend-select = ["I"]

[lint.per-file-ignores]
"__init__.py" = ["F401"]

[lint.isort]
known-first-party = ["app"]
`;

describe('loadRuffSettings', () => {
  it('reads ruff.toml with a lint table', async () => {
    const { settings, origin } = await loadRuffSettings(files({ 'ruff.toml': RUFF_TOML }));
    expect(origin).toBe('ruff.toml');
    expect(settings).toMatchObject({
      select: ['E', 'F', 'B'],
      ignore: ['E501'],
      extendSelect: ['I'],
      lineLength: 100,
      targetVersion: 'py311',
      perFileIgnores: [{ pattern: '__init__.py', root: '', negated: false, selectors: ['F401'] }],
      pluginOptions: { isort: { 'known-first-party': ['app'] } },
      src: ['', 'src'],
      projectRoot: '',
    });
    // Ruff's default exclusions, as it has none of its own.
    expect(settings.exclude?.map((glob) => glob.pattern)).toContain('.venv');
  });

  it('prefers .ruff.toml to ruff.toml to pyproject.toml', async () => {
    const all = {
      '.ruff.toml': 'lint.select = ["W"]',
      'ruff.toml': 'lint.select = ["E"]',
      'pyproject.toml': '[tool.ruff.lint]\nselect = ["F"]',
    };
    expect(await loadRuffSettings(files(all))).toMatchObject({
      origin: '.ruff.toml',
      settings: { select: ['W'] },
    });
    const { '.ruff.toml': _hidden, ...withoutHidden } = all;
    expect(await loadRuffSettings(files(withoutHidden))).toMatchObject({
      origin: 'ruff.toml',
      settings: { select: ['E'] },
    });
    const { 'ruff.toml': _plain, ...onlyPyproject } = withoutHidden;
    expect(await loadRuffSettings(files(onlyPyproject))).toMatchObject({
      origin: 'pyproject.toml [tool.ruff]',
      settings: { select: ['F'] },
    });
  });

  it('reads [tool.ruff] with and without a lint subtable; lint wins over the deprecated top level', async () => {
    const flat = await loadRuffSettings(
      files({
        'pyproject.toml':
          '[tool.ruff]\nselect = ["E", "F"]\nignore = ["F401"]\nextend-ignore = ["E402"]\n',
      }),
    );
    expect(flat.settings).toMatchObject({ select: ['E', 'F'], ignore: ['F401', 'E402'] });
    const nested = await loadRuffSettings(
      files({
        'pyproject.toml':
          '[tool.ruff]\nselect = ["E"]\nline-length = 88\n[tool.ruff.lint]\nselect = ["F", "UP"]\n[tool.ruff.lint.flake8-bugbear]\nextend-immutable-calls = ["fastapi.Depends"]\n',
      }),
    );
    expect(nested.settings).toMatchObject({
      select: ['F', 'UP'],
      ignore: [],
      lineLength: 88,
      pluginOptions: { 'flake8-bugbear': { 'extend-immutable-calls': ['fastapi.Depends'] } },
    });
  });

  it("uses Ruff's own default rules for a configuration that selects none", async () => {
    const { settings } = await loadRuffSettings(files({ 'ruff.toml': 'line-length = 120\n' }));
    // No select at all: Ruff's WebAssembly build then applies Ruff's own default set.
    expect(settings).toMatchObject({ ignore: [], lineLength: 120 });
    expect(settings.select).toBeUndefined();
  });

  it('skips a pyproject.toml without [tool.ruff] and falls back to the default rules', async () => {
    const result = await loadRuffSettings(
      files({ 'pyproject.toml': '[project]\nname = "x"\n[tool.black]\nline-length = 88\n' }),
    );
    expect(result.origin).toMatch(/default/);
    expect(result.settings).toMatchObject(REMORA_DEFAULT_SETTINGS);
  });

  it('uses the default rules when nothing is configured', async () => {
    const result = await loadRuffSettings(files({}));
    expect(result).toMatchObject({
      settings: REMORA_DEFAULT_SETTINGS,
      origin: "Remora's default rules (no Ruff configuration found)",
    });
    // Ruff's defaults and bug-finding rules; no style rewrites the repository has not chosen.
    expect(result.settings.select).toEqual(['E4', 'E7', 'E9', 'F', 'B', 'W605']);
  });

  it('takes the target version from requires-python when none is set', async () => {
    const pyproject = '[project]\nrequires-python = ">=3.9"\n';
    expect(
      (await loadRuffSettings(files({ 'pyproject.toml': pyproject }))).settings.targetVersion,
    ).toBe('py39');
    expect(
      (
        await loadRuffSettings(
          files({ 'pyproject.toml': pyproject, 'ruff.toml': 'lint.select = ["F"]' }),
        )
      ).settings.targetVersion,
    ).toBe('py39');
    expect(
      (
        await loadRuffSettings(
          files({ 'pyproject.toml': pyproject, 'ruff.toml': 'target-version = "py312"' }),
        )
      ).settings.targetVersion,
    ).toBe('py312');
    expect(tryTargetFromRequiresPython('>=3.10, <4')).toBe('py310');
    expect(tryTargetFromRequiresPython('~=3.11.2')).toBe('py311');
    // Ruff takes the version a clause names, `>` included, and only one it knows (py37 to py315).
    expect(tryTargetFromRequiresPython('>3.8')).toBe('py38');
    expect(tryTargetFromRequiresPython('==3.12.*')).toBe('py312');
    expect(tryTargetFromRequiresPython('>=3.9, !=3.9.1')).toBe('py39');
    expect(tryTargetFromRequiresPython('>=2.7')).toBeUndefined();
    expect(tryTargetFromRequiresPython('>=3.6')).toBeUndefined();
    expect(tryTargetFromRequiresPython('>=3.20')).toBeUndefined();
    expect(tryTargetFromRequiresPython('>=3')).toBeUndefined();
  });

  it('reports malformed TOML as CONFIG_001 naming the file and the line', async () => {
    const error = await configError({ 'ruff.toml': 'line-length = 100\n[lint\nselect = ["E"]\n' });
    expect(error.code).toBe('CONFIG_001');
    expect(error.message).toMatch(/^ruff\.toml is not valid TOML \(line 2, column \d+\)/);
    const pyproject = await configError({ 'pyproject.toml': '[tool.ruff\n' });
    expect(pyproject.code).toBe('CONFIG_001');
    expect(pyproject.message).toMatch(/^pyproject\.toml is not valid TOML/);
  });

  it('reports a setting of the wrong type as CONFIG_001 naming the file and the key', async () => {
    const error = await configError({ 'pyproject.toml': '[tool.ruff.lint]\nselect = "E"\n' });
    expect(error.code).toBe('CONFIG_001');
    expect(error.message).toMatch(
      /^pyproject\.toml has an invalid Ruff setting: tool\.ruff\.lint\.select: /,
    );
    const negative = await configError({ '.ruff.toml': 'line-length = -1\n' });
    expect(negative.message).toMatch(/^\.ruff\.toml has an invalid Ruff setting: line-length: /);
  });

  it('rejects a path glob Ruff would reject as CONFIG_001 naming the key, when the file is read', async () => {
    const unclosed = await configError({ 'ruff.toml': 'exclude = ["build", "{a,b"]\n' });
    expect(unclosed.code).toBe('CONFIG_001');
    expect(unclosed.message).toBe(
      "ruff.toml has an invalid Ruff setting: exclude.1: the glob '{a,b': a { is never closed",
    );
    const nested = await configError({
      'pyproject.toml': '[tool.ruff.lint.per-file-ignores]\n"{a,{b,c}}/*.py" = ["F401"]\n',
    });
    expect(nested.message).toBe(
      "pyproject.toml has an invalid Ruff setting: tool.ruff.lint.per-file-ignores.{a,{b,c}}/*.py: the glob '{a,{b,c}}/*.py': nested {} alternatives are not supported",
    );
    const extend = await configError({ 'ruff.toml': 'extend-exclude = ["x}"]\n' });
    expect(extend.message).toContain("extend-exclude.0: the glob 'x}': the } at 2 closes no {");
    const range = await configError({
      'ruff.toml': '[lint.per-file-ignores]\n"[z-a].py" = ["F401"]\n',
    });
    expect(range.message).toContain('lint.per-file-ignores.[z-a].py');
  });

  it('accepts the globs Ruff accepts', async () => {
    const { settings } = await loadRuffSettings(
      files({
        'ruff.toml':
          'exclude = ["{scripts,tools}/*.py", "**/gen_*.py", "[!t]*.py", "./build/"]\n[lint.per-file-ignores]\n"!src/**" = ["D"]\n',
      }),
    );
    expect(settings.exclude).toHaveLength(4);
  });

  it('resolves each file by the configuration closest to it, with its extend chain', async () => {
    const resolver = createRuffResolver(
      files({
        'pyproject.toml':
          '[tool.ruff]\nextend-exclude = ["legacy"]\n[tool.ruff.lint]\nselect = ["E"]\n',
        'legacy/ruff.toml': '[lint]\nselect = ["F"]\n',
        'pkg/ruff.toml':
          'extend = "../shared.toml"\n[lint]\nextend-select = ["B"]\n[lint.per-file-ignores]\n"tests/*" = ["B"]\n',
        'shared.toml': 'line-length = 99\n[lint]\nselect = ["F"]\nignore = ["F401"]\n',
      }),
    );
    const pkg = await resolver.settingsFor('pkg/tests/test_a.py');
    expect(pkg.origin).toBe('pkg/ruff.toml (extending shared.toml)');
    expect(pkg.settings).toMatchObject({
      select: ['F'],
      ignore: ['F401'],
      extendSelect: ['B'],
      lineLength: 99,
      projectRoot: 'pkg',
      perFileIgnores: [{ pattern: 'tests/*', root: 'pkg', negated: false, selectors: ['B'] }],
    });
    expect((await resolver.settingsFor('app.py')).settings.select).toEqual(['E']);
    // Ruff's walk never enters a folder the configuration above it excludes, own configuration or not.
    expect((await resolver.settingsFor('legacy/a.py')).settings.inExcludedFolder).toBe(true);
    expect((await resolver.settingsFor('pkg/a.py')).settings.inExcludedFolder).toBeUndefined();
  });

  it('refuses an extend that leaves the repository, as CONFIG_001 naming it', async () => {
    for (const target of ['/etc/ruff.toml', '~/ruff.toml', '../../ruff.toml']) {
      const error = await configError({ 'pkg/ruff.toml': `extend = "${target}"\n` }, 'pkg/a.py');
      expect(error.code).toBe('CONFIG_001');
      expect(error.message).toBe(
        `pkg/ruff.toml extends '${target}', which is outside the repository`,
      );
    }
  });
});
