// The licence notices of packages whose files the build copies into dist/ by
// hand (ncc never sees them, so its licenses.txt leaves them out).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The packages whose files scripts/package.mjs copies into dist/ itself. */
export const COPIED_PACKAGES = [
  'tree-sitter-javascript',
  'tree-sitter-python',
  'tree-sitter-typescript',
  'web-tree-sitter',
];

/**
 * One licenses.txt entry per package, in ncc's format: the name, the licence
 * id, the licence text, a blank line.
 *
 * @param {NodeRequire} require resolves the packages (from the project root)
 * @param {readonly string[]} names the packages
 * @returns {string}
 */
export function copiedLicenseNotices(require, names = COPIED_PACKAGES) {
  return names
    .map((name) => {
      const folder = packageFolder(require, name);
      const { license } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      const text = readFileSync(join(folder, 'LICENSE'), 'utf8').trim();
      return `${name}\n${license}\n${text}\n`;
    })
    .join('\n');
}

// A package's own folder: up from its entry point (not every package exports package.json).
function packageFolder(require, name) {
  let folder = dirname(require.resolve(name));
  while (!existsSync(join(folder, 'package.json')) || !isPackage(folder, name)) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`cannot find the folder of ${name}`);
    folder = parent;
  }
  return folder;
}

function isPackage(folder, name) {
  return JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name === name;
}

/**
 * ncc's licenses.txt with the copied packages' notices added after its own
 * entries, each once.
 *
 * @param {string} nccLicenses the text ncc wrote
 * @param {NodeRequire} require resolves the packages
 * @returns {string}
 */
export function withCopiedLicenses(nccLicenses, require) {
  const missing = COPIED_PACKAGES.filter(
    (name) => !new RegExp(`(^|\\n\\n)${name.replace(/[-/]/g, '\\$&')}\\n`).test(nccLicenses),
  );
  if (missing.length === 0) return nccLicenses;
  return `${nccLicenses.trimEnd()}\n\n${copiedLicenseNotices(require, missing)}`;
}
