import type { FileSource } from '../../../core/workspace/file-source.js';
import { inFolder } from './ruff-config-files.js';

// The files are the pull request's: each is read in one pass over its lines
// (a pattern spanning lines backtracks quadratically on a crafted file).

/** pre-commit's Ruff hook: a `ruff-pre-commit` repo line, then (blank lines aside) its `rev:`. */
export function preCommitPin(text: string): string | undefined {
  let hook = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const rev = hook ? /^\s*rev:\s*['"]?v?(\d+\.\d+\.\d+)/.exec(line) : null;
    if (rev) return rev[1];
    hook = /ruff-pre-commit['"]?\s*$/.test(line);
  }
  return undefined;
}

/** A lock file's `name = "ruff"` entry, then its `version = "x.y.z"` before the next `[` table. */
export function lockPin(text: string): string | undefined {
  let entry = false;
  for (const line of text.split('\n')) {
    if (/^name\s*=\s*"ruff"\s*$/.test(line)) entry = true;
    else if (line.includes('[')) entry = false;
    else if (entry) {
      const version = /^version\s*=\s*"(\d+\.\d+\.\d+)"/.exec(line);
      if (version) return version[1];
    }
  }
  return undefined;
}

/** A requirements file's `ruff==x.y.z` line. */
export function requirementPin(text: string): string | undefined {
  for (const line of text.split('\n')) {
    const pin = /^[ \t]*ruff[ \t]*==[ \t]*(\d+\.\d+\.\d+)\b/.exec(line);
    if (pin) return pin[1];
  }
  return undefined;
}

/**
 * Where a project pins the Ruff its CI runs, each with how the version is
 * written there: pre-commit's Ruff hook (`rev: v0.4.1`), a lock file's package
 * entry (`name = "ruff"` then `version = "0.0.263"`: uv, PDM, Poetry), and a
 * requirements file's `ruff==0.0.259` (the names projects give the linting
 * ones, pydantic's `tests/requirements-linting.txt` among them).
 */
const PIN_FILES: ReadonlyArray<readonly [string, (text: string) => string | undefined]> = [
  ['.pre-commit-config.yaml', preCommitPin],
  ['uv.lock', lockPin],
  ['pdm.lock', lockPin],
  ['poetry.lock', lockPin],
  ...[
    'requirements.txt',
    'requirements-dev.txt',
    'requirements_dev.txt',
    'dev-requirements.txt',
    'requirements-lint.txt',
    'requirements-linting.txt',
    'requirements/lint.txt',
    'requirements/linting.txt',
    'requirements/dev.txt',
    'tests/requirements-lint.txt',
    'tests/requirements-linting.txt',
  ].map((name) => [name, requirementPin] as const),
];

/**
 * The Ruff version the project in `folder` pins, or undefined when it pins
 * none Remora can read: its configuration's `required-version` when that
 * names one version (`==0.0.259`, or `0.0.259` as older Ruff wrote it), else
 * the files above in its configuration's folder, then the repository's root.
 */
export async function tryPinnedRuffVersion(
  source: FileSource,
  folder: string,
  requiredVersion?: string,
): Promise<string | undefined> {
  const exact = requiredVersion && /^\s*(?:==)?\s*v?(\d+\.\d+\.\d+)\s*$/.exec(requiredVersion);
  if (exact) return exact[1];
  for (const dir of folder === '' ? [''] : [folder, ''])
    for (const [name, pinIn] of PIN_FILES) {
      const text = await source.readFile(inFolder(dir, name));
      const version = text === undefined ? undefined : pinIn(text);
      if (version !== undefined) return version;
    }
  return undefined;
}

/**
 * Ruff's default rule set as the given version has it, where it is not the
 * WebAssembly build's own (0.16 widened the default): before 0.1.0 `E` and
 * `F` (the `E` rules then stable: `E4`, `E5`, `E7`, `E9`), from 0.1.0 `E4`,
 * `E7`, `E9`, `F`. Undefined from 0.16 on, or for a version not written
 * `major.minor.patch`.
 */
export function tryDefaultSelectOf(version: string): string[] | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) return undefined;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  if (major > 0 || minor >= 16) return undefined;
  return minor === 0 ? ['E4', 'E5', 'E7', 'E9', 'F'] : ['E4', 'E7', 'E9', 'F'];
}
