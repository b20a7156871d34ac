import { lstat, mkdir, realpath, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import { isInside } from '../adapters/files/workspace-tree.js';
import { describeError, RemoraError } from '../core/errors.js';
import type { ReviewReport } from '../pipeline/review.js';
import { emptySarifLog, reviewToSarif, sarifText } from '../pipeline/sarif-log.js';
import { info } from './log.js';

/**
 * Writes the review as SARIF to `sarif-path`, when it is set; `undefined`
 * for a run that reviewed nothing writes a log without results, so an upload
 * step finds its file and code scanning sees no Remora alert on the change.
 * A file that cannot be written is a warning, returned as a note for the
 * summary: the review stands.
 */
export async function tryWriteSarif(
  settings: Pick<ActionSettings, 'workspace' | 'sarifPath'>,
  report: ReviewReport | undefined,
): Promise<string | undefined> {
  if (!settings.sarifPath) return undefined;
  try {
    const log = report ? await reviewToSarif(report) : emptySarifLog();
    await writeInsideWorkspace(settings.workspace, settings.sarifPath, sarifText(log));
    const results = log.runs[0]?.results.length ?? 0;
    info(`SARIF: ${results} result${results === 1 ? '' : 's'} in ${settings.sarifPath}`);
    return undefined;
  } catch (error) {
    const message = `no SARIF written: ${describeError(error)}`;
    core.warning(message);
    return message;
  }
}

/**
 * Writes `text` to `path` under the workspace, making the folders on the way.
 * The checkout is the pull request's and its symbolic links may lead anywhere
 * on the runner: the deepest folder that exists must resolve inside the
 * workspace, and the file itself must not be a link.
 *
 * @throws RemoraError `CONFIG_001` when the path leads out of the workspace or names a folder.
 */
export async function writeInsideWorkspace(
  workspace: string,
  path: string,
  text: string,
): Promise<void> {
  const root = await realpath(workspace);
  const target = resolve(root, path);
  const refuse = (why: string): never => {
    throw new RemoraError('CONFIG_001', `sarif-path: ${JSON.stringify(path)} ${why}`);
  };
  if (!isInside(root, target) || target === root) refuse('is not a file inside the workspace');
  let existing = dirname(target);
  while (!(await exists(existing))) existing = dirname(existing);
  const real = await realpath(existing);
  if (!isInside(root, real))
    refuse(
      `leads out of the workspace through the symbolic link ${slash(relative(root, existing))}`,
    );
  await mkdir(resolve(real, relative(existing, dirname(target))), { recursive: true });
  const file = resolve(real, relative(existing, target));
  const stat = await lstat(file).catch(() => undefined);
  if (stat?.isSymbolicLink()) refuse('is a symbolic link; expected a file, or nothing there');
  if (stat?.isDirectory()) refuse('is a folder; expected a file name such as remora.sarif');
  await writeFile(file, text);
}

async function exists(path: string): Promise<boolean> {
  return (await lstat(path).catch(() => undefined)) !== undefined;
}

function slash(path: string): string {
  return path.split(sep).join('/');
}
