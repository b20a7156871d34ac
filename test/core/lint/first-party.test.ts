import { describe, expect, it } from 'vitest';
import {
  firstPartyModules,
  RUFF_DEFAULT_SRC,
} from '../../../src/languages/python/lint/first-party.js';
import { workspaceOptions } from '../../../src/languages/python/lint/ruff-options.js';

describe('first-party modules', () => {
  it('are the folders and modules directly inside the src folders, as Ruff finds them on disk', () => {
    const files = [
      'src/click/core.py',
      'src/click/__init__.py',
      'tests/test_core.py',
      'setup.py',
      'README.md',
    ];
    expect(firstPartyModules(files, ['src'])).toEqual(['click']);
    expect(firstPartyModules(files, RUFF_DEFAULT_SRC)).toEqual(['click', 'setup', 'src', 'tests']);
  });

  it('reach isort as known-first-party, beside the ones the repository names', () => {
    const options = workspaceOptions({
      select: ['I'],
      ignore: [],
      firstParty: ['click'],
      pluginOptions: { isort: { 'known-first-party': ['extra'], 'force-single-line': true } },
    });
    expect((options.lint as Record<string, unknown>).isort).toEqual({
      'known-first-party': ['extra', 'click'],
      'force-single-line': true,
    });
  });
});
