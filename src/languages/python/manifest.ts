import { PYTHON } from './discovery/pack.js';
import type { LanguageManifest } from '../language.js';

/** Python: `.py` and `.pyi` files; pytest runs with the `python3` on PATH. */
export const manifests: readonly LanguageManifest[] = [
  {
    id: 'python',
    label: 'Python',
    packs: [PYTHON],
    lintRules: [
      {
        linter: 'Ruff',
        codes: /^[A-Z]+[0-9]+$/,
        reference: () => 'https://docs.astral.sh/ruff/rules/',
      },
    ],
    toolFolders: ['__pycache__', 'site-packages', '.pytest_cache', '.mypy_cache', '.ruff_cache'],
    sample: {
      file: 'shapes.py',
      name: 'area',
      text: 'def area(width: float, height: float) -> float:\n    return width * height\n',
    },
    runtime: {
      program: 'python3',
      probe: [
        '-I',
        '-c',
        'import json, site, sys\n' +
          'print(json.dumps({"executable": sys.executable, "folders": [sys.prefix, sys.base_prefix, ' +
          'sys.exec_prefix, sys.base_exec_prefix, site.getusersitepackages(), *sys.path]}))',
      ],
    },
  },
];
