import { describe, expect, it } from 'vitest';
import {
  resolveProjectStyle,
  styleFromSettings,
} from '../../../../src/languages/python/docs/project-style.js';

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
    const repository = (found: string[]) => [
      { where: 'this repository', docstrings: found, least: 1 },
    ];
    expect(resolveProjectStyle(undefined, files({}), () => repository(docstrings))).toEqual({
      style: 'sphinx',
      source: 'docstrings',
      origin: '2 of the 3 docstrings with sections in this repository',
    });
    expect(
      resolveProjectStyle(undefined, files({}), () => repository(['Summary only.'])),
    ).toMatchObject({ style: 'google', source: 'default' });
  });

  it('is learned from the file first, then its package, then the repository', () => {
    const numpy = 'Sum.\n\nParameters\n----------\na : int\n    A.';
    const google = 'Sum.\n\nArgs:\n    a: A.';
    const scopes = (file: string[], pkg: string[]) => () => [
      { where: 'this file', docstrings: file, least: 2 },
      { where: 'the package src/stats', docstrings: pkg, least: 3 },
      { where: 'this repository', docstrings: [google, google, google, google, numpy], least: 1 },
    ];
    // A file of NumPy docstrings in a Google repository keeps its own style.
    expect(resolveProjectStyle(undefined, files({}), scopes([numpy, numpy, google], []))).toEqual({
      style: 'numpy',
      source: 'docstrings',
      origin: '2 of the 3 docstrings with sections in this file',
    });
    // One docstring is too few to tell a file's habit: its package's then.
    expect(
      resolveProjectStyle(undefined, files({}), scopes([numpy], [numpy, numpy, numpy])).origin,
    ).toBe('3 of the 3 docstrings with sections in the package src/stats');
    expect(resolveProjectStyle(undefined, files({}), scopes([numpy], [numpy])).style).toBe(
      'google',
    );
    // A setting that names a convention still decides for every file.
    expect(
      resolveProjectStyle(
        undefined,
        files({ 'pyproject.toml': '[tool.ruff.lint.pydocstyle]\nconvention = "google"\n' }),
        scopes([numpy, numpy], []),
      ).style,
    ).toBe('google');
  });
});
