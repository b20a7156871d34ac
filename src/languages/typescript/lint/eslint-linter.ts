import type { TrackedFiles } from '../../../adapters/files/workspace-tree.js';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createTextMemo } from '../../../core/engine/memo.js';
import { describeError } from '../../../core/errors.js';
import type { LintFinding, Linter } from '../../../core/lint/types.js';
import type { FileSource } from '../../../core/workspace/file-source.js';
import type { LinterExecution } from '../../../ops/op-module.js';
import {
  createEslintRunner,
  ESLINT_CONFIG_NAMES,
  tryInstalledEslint,
  type EslintRunner,
} from './eslint-runner.js';

/** ESLint's configuration files of the format before flat configuration (`.eslintrc.*`). */
const LEGACY_CONFIG_NAMES = [
  '.eslintrc',
  '.eslintrc.js',
  '.eslintrc.cjs',
  '.eslintrc.json',
  '.eslintrc.yml',
  '.eslintrc.yaml',
];

export interface EslintLintersOptions {
  /** The stable tree's files, repository-relative: where the configurations are looked for. */
  stable: FileSource;
  /** The checkout on disk, with the `node_modules` its workflow installed. */
  checkoutRoot: string;
  /** The files git tracks in the checkout: the only ones ESLint's copy holds. Absent: every file. */
  trackedFiles?: () => Promise<TrackedFiles>;
  /** Where the project's ESLint may run; absent where tools that run code are off. */
  execute?: LinterExecution;
}

/** Which ESLint configuration governs a file, as the installed ESLint looks for it from the checkout's root. */
type Governance =
  | { kind: 'flat'; config: string }
  | { kind: 'legacy'; config: string }
  | { kind: 'nested'; config: string };

/**
 * The project's own ESLint for the files its configuration governs (a flat
 * one, or one of the old `.eslintrc.*` format where no flat one does and the
 * installed ESLint still reads it: before version 10), run
 * as the project runs it (`eslint` from the checkout's root, its
 * configuration and plugins from the checkout's `node_modules`) in the
 * sandbox: the configuration is code from the pull request. A file is linted
 * only where that can be done as the project does it; otherwise `describe`
 * says why not (ESLint not installed, a configuration of the old format the
 * installed ESLint no longer reads, tools that run code off in this run, no
 * sandbox on this machine).
 */
export function createEslintLinters(options: EslintLintersOptions) {
  // What the workflow installed does not change during the run: read once.
  const installed = tryInstalledEslint(options.checkoutRoot);
  const version = installed && installedVersion(installed);
  const major = version ? Number.parseInt(version, 10) : undefined;
  const governing = new Map<string, Promise<Governance | undefined>>();
  const governanceOf = (filePath: string) => {
    let found = governing.get(filePath);
    if (!found) {
      found = findGovernance(options.stable, filePath, major);
      governing.set(filePath, found);
    }
    return found;
  };
  let runner: Promise<EslintRunner | { unavailable: string }> | undefined;
  const runnerOf = () =>
    (runner ??= openRunner(options).catch((error: unknown) => ({
      unavailable: `the sandbox it runs in cannot be made on this machine (${describeError(error)})`,
    })));
  const checks = createTextMemo<Promise<LintFinding[]>>(64);

  /** Why a file its configuration governs is not linted here; undefined when it is. */
  const whyNot = async (governance: Governance): Promise<string | undefined> => {
    if (governance.kind === 'legacy' && (major ?? 0) >= 10)
      return `its configuration (${governance.config}) is of ESLint's old format, which the installed ESLint ${version} no longer reads`;
    if (governance.kind === 'nested')
      return `its configuration (${governance.config}) is not at the root, where the installed ESLint looks for it when it is run from the root`;
    if (!installed)
      return "ESLint is not installed in the checkout: install the project's dependencies (npm ci) before Remora runs";
    if (!options.execute)
      return 'its configuration is code from the pull request, and tools that run code are off in this run (forks, pull_request_target, allow-execute: false)';
    const opened = await runnerOf();
    return 'unavailable' in opened ? opened.unavailable : undefined;
  };

  return {
    async linterFor(filePath: string): Promise<Linter | undefined> {
      const governance = await governanceOf(filePath);
      if (!governance || (await whyNot(governance))) return undefined;
      const opened = (await runnerOf()) as EslintRunner;
      return {
        check: (source, file) =>
          checks(`${file}\0${source}`, async () => {
            const outcome = await opened.lint(
              source,
              file,
              governance.kind === 'legacy' ? 'legacy' : 'flat',
            );
            return 'findings' in outcome ? outcome.findings : [];
          }),
      };
    },
    async describe(filePath: string): Promise<string | undefined> {
      const governance = await governanceOf(filePath);
      if (!governance) return undefined;
      const reason = await whyNot(governance);
      if (reason)
        return `${filePath} is linted by ESLint (${governance.config}), not run here: ${reason}`;
      const format = governance.kind === 'legacy' ? " (ESLint's old format)" : '';
      return `ESLint configuration from ${governance.config}${format}, run by the project's own ESLint ${version ?? 'installed'} with its plugins: only the fixes ESLint applies with --fix are taken.`;
    },
    dispose() {
      void runner?.then((opened) => ('dispose' in opened ? opened.dispose() : undefined));
    },
  };
}

async function openRunner(options: EslintLintersOptions): Promise<EslintRunner> {
  const execute = options.execute as LinterExecution;
  return createEslintRunner({
    projectDir: options.checkoutRoot,
    ...(options.trackedFiles ? { trackedFiles: await options.trackedFiles() } : {}),
    sandbox: await execute.sandbox(),
    env: execute.env,
    timeoutMs: execute.timeoutMs,
  });
}

/**
 * The configuration the installed ESLint reads for a file when it is run from
 * the root: ESLint 9 looks for a flat configuration from the working folder
 * up, so only the root's counts; from version 10 it looks from the file's
 * folder up, so the nearest does. Where no flat configuration governs, the
 * nearest old-format file (`.eslintrc.*`, or a package.json's `eslintConfig`)
 * governs in the old format, as ESLint 8 reads it.
 */
async function findGovernance(
  stable: FileSource,
  filePath: string,
  major: number | undefined,
): Promise<Governance | undefined> {
  const segments = filePath.split('/').slice(0, -1);
  let nearest: string | undefined;
  let legacy: string | undefined;
  for (let end = segments.length; end >= 0; end -= 1) {
    const folder = segments.slice(0, end).join('/');
    const at = (name: string) => (folder === '' ? name : `${folder}/${name}`);
    for (const name of ESLINT_CONFIG_NAMES) {
      if ((await stable.readFile(at(name))) === undefined) continue;
      if (folder === '' || (major ?? 0) >= 10) return { kind: 'flat', config: at(name) };
      nearest ??= at(name);
      break;
    }
    for (const name of LEGACY_CONFIG_NAMES)
      if (!legacy && (await stable.readFile(at(name))) !== undefined) legacy = at(name);
    if (!legacy && hasEslintConfig(await stable.readFile(at('package.json'))))
      legacy = `${at('package.json')} (eslintConfig)`;
  }
  if (nearest) return { kind: 'nested', config: nearest };
  return legacy ? { kind: 'legacy', config: legacy } : undefined;
}

/** Whether a package.json holds an old-format ESLint configuration (`eslintConfig`). */
function hasEslintConfig(manifest: string | undefined): boolean {
  if (manifest === undefined || !manifest.includes('"eslintConfig"')) return false;
  try {
    const parsed: unknown = JSON.parse(manifest);
    return typeof parsed === 'object' && parsed !== null && 'eslintConfig' in parsed;
  } catch {
    return false;
  }
}

/** The version of the ESLint whose entry is `bin`, from its package.json. */
function installedVersion(bin: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(dirname(dirname(bin)), 'package.json'), 'utf8'));
    return typeof manifest.version === 'string' ? manifest.version : undefined;
  } catch {
    return undefined;
  }
}
