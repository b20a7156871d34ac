import { describe, expect, it } from 'vitest';
import { createRuffLinter } from '../../../src/languages/python/lint/ruff.js';
import {
  createRuffResolver,
  loadRuffSettings,
} from '../../../src/languages/python/lint/ruff-config.js';
import {
  tryDefaultSelectOf,
  tryPinnedRuffVersion,
} from '../../../src/languages/python/lint/ruff-pin.js';
import type { FileSource } from '../../../src/core/workspace/file-source.js';

function files(contents: Record<string, string>): FileSource {
  return { readFile: async (path) => contents[path] };
}

// pydantic-core's configuration in March 2023: rules added to Ruff's default set, none selected.
const PYDANTIC_CORE_PYPROJECT = `[project]
name = "pydantic_core"
requires-python = ">=3.7"

[tool.ruff]
line-length = 120
extend-select = ['Q', 'RUF100', 'C90', 'I']
flake8-quotes = {inline-quotes = 'single', multiline-quotes = 'double'}
`;

// A test pydantic-core added then: typing's Dict and Union under Python 3.7, a getattr of a constant.
const PYDANTIC_CORE_TEST = `from typing import Dict, Union


def test_extra_behavior_allow(extra: Union[str, None], config: Dict[str, str]) -> None:
    m = object()
    assert getattr(m, 'extra_field') == '123'
`;

const PDM_LOCK = `[[package]]
name = "requests"
version = "2.31.0"

[[package]]
name = "ruff"
version = "0.0.263"
requires_python = ">=3.7"
summary = "An extremely fast Python linter, written in Rust."
`;

const PRE_COMMIT = `repos:
- repo: https://github.com/pre-commit/pre-commit-hooks
  rev: v4.5.0
  hooks:
  - id: check-yaml
- repo: https://github.com/astral-sh/ruff-pre-commit
  rev: v0.4.1
  hooks:
  - id: ruff
`;

describe('the Ruff a project pins', () => {
  it('is read from a requirements file, a lock file or the pre-commit hook', async () => {
    expect(
      await tryPinnedRuffVersion(
        files({ 'tests/requirements-linting.txt': 'black==23.1.0\nruff==0.0.259\n' }),
        '',
      ),
    ).toBe('0.0.259');
    expect(await tryPinnedRuffVersion(files({ 'pdm.lock': PDM_LOCK }), '')).toBe('0.0.263');
    expect(await tryPinnedRuffVersion(files({ '.pre-commit-config.yaml': PRE_COMMIT }), '')).toBe(
      '0.4.1',
    );
    expect(await tryPinnedRuffVersion(files({ 'requirements.txt': 'ruff>=0.1\n' }), '')).toBe(
      undefined,
    );
  });

  it("is read from the configuration's required-version when that names one version", async () => {
    const pinned = await loadRuffSettings(
      files({ 'ruff.toml': 'required-version = "==0.0.259"\nline-length = 100\n' }),
    );
    expect(pinned.settings.select).toEqual(['E4', 'E5', 'E7', 'E9', 'F']);
    const range = await loadRuffSettings(
      files({
        'ruff.toml': 'required-version = ">=0.1.0"\n',
        '.pre-commit-config.yaml': PRE_COMMIT,
      }),
    );
    expect(range.settings.select).toEqual(['E4', 'E7', 'E9', 'F']);
  });

  it("has the default rule set of its version, where that is not the WebAssembly build's", () => {
    expect(tryDefaultSelectOf('0.0.259')).toEqual(['E4', 'E5', 'E7', 'E9', 'F']);
    expect(tryDefaultSelectOf('0.4.1')).toEqual(['E4', 'E7', 'E9', 'F']);
    expect(tryDefaultSelectOf('0.16.0')).toBeUndefined();
    expect(tryDefaultSelectOf('1.2.0')).toBeUndefined();
  });

  it('gives a configuration that selects no rules the default set of the pinned Ruff', async () => {
    const tree = {
      'pyproject.toml': PYDANTIC_CORE_PYPROJECT,
      'tests/requirements-linting.txt': 'ruff==0.0.259\n',
    };
    const { settings } = await createRuffResolver(files(tree)).settingsFor(
      'tests/validators/test_dataclasses.py',
    );
    expect(settings.select).toEqual(['E4', 'E5', 'E7', 'E9', 'F']);
    expect(settings.extendSelect).toEqual(['Q', 'RUF100', 'C90', 'I']);
    // Ruff 0.17's wider default (FA100 under Python 3.7, bugbear's B009) is not what its CI ran.
    const linter = createRuffLinter(settings);
    try {
      const codes = linter.check(PYDANTIC_CORE_TEST, 'tests/validators/test_dataclasses.py');
      expect(codes.map((finding) => finding.code)).toEqual([]);
    } finally {
      linter.dispose();
    }
  });

  it("keeps Ruff 0.17's default set with no pin, a recent pin, or a select of its own", async () => {
    const unpinned = await loadRuffSettings(files({ 'pyproject.toml': PYDANTIC_CORE_PYPROJECT }));
    expect(unpinned.settings.select).toBeUndefined();
    const recent = await loadRuffSettings(
      files({
        'pyproject.toml': PYDANTIC_CORE_PYPROJECT,
        'uv.lock': PDM_LOCK.replace('0.0.263', '0.16.2'),
      }),
    );
    expect(recent.settings.select).toBeUndefined();
    const selecting = await loadRuffSettings(
      files({ 'ruff.toml': '[lint]\nselect = ["B"]\n', 'pdm.lock': PDM_LOCK }),
    );
    expect(selecting.settings.select).toEqual(['B']);
  });
});
