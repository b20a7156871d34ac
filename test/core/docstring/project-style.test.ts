import { describe, expect, it } from 'vitest';
import {
  resolveProjectStyle,
  styleFromSettings,
} from '../../../src/core/docstring/project-style.js';

const files = (entries: Record<string, string>) => (path: string) => entries[path];

describe('the project docstring style', () => {
  it('comes from remora.yaml first, then a setting that names a convention', () => {
    expect(resolveProjectStyle('numpy', files({}), () => [])).toMatchObject({
      style: 'numpy',
      source: 'config',
    });
    expect(
      styleFromSettings(
        files({ 'pyproject.toml': '[tool.ruff.lint.pydocstyle]\nconvention = "google"\n' }),
      ),
    ).toEqual({
      style: 'google',
      source: 'settings',
      origin: '[tool.ruff.lint.pydocstyle] convention in pyproject.toml',
    });
    expect(
      styleFromSettings(files({ 'setup.cfg': '[pydocstyle]\nconvention = numpy\n' })),
    ).toMatchObject({
      style: 'numpy',
      origin: '[pydocstyle] convention in setup.cfg',
    });
    expect(
      styleFromSettings(
        files({
          'docs/conf.py':
            'extensions = ["sphinx.ext.napoleon"]\nnapoleon_numpy_docstring = False\n',
        }),
      ),
    ).toMatchObject({ style: 'google' });
    expect(
      styleFromSettings(files({ 'docs/conf.py': "extensions = ['numpydoc']\n" })),
    ).toMatchObject({ style: 'numpy' });
    // pep257 is not a style Remora writes; an unreadable pyproject names nothing.
    expect(
      styleFromSettings(files({ 'pyproject.toml': '[tool.pydocstyle]\nconvention = "pep257"\n' })),
    ).toBeUndefined();
    expect(styleFromSettings(files({ 'pyproject.toml': '[tool.ruff\n' }))).toBeUndefined();
  });

  it('else is the majority of the docstrings that have sections, else google', () => {
    const docstrings = [':param a: A.', 'Summary only.', 'Args:\n    a: A.', ':param b: B.'];
    expect(resolveProjectStyle(undefined, files({}), () => docstrings)).toEqual({
      style: 'sphinx',
      source: 'docstrings',
      origin: '2 of the 3 docstrings with sections in this repository',
    });
    expect(resolveProjectStyle(undefined, files({}), () => ['Summary only.'])).toMatchObject({
      style: 'google',
      source: 'default',
    });
  });
});
