import * as core from '@actions/core';
import { randomBytes } from 'node:crypto';

/**
 * Writes a line (or lines) to the job's log. What Remora logs quotes the pull
 * request (file and node names, code, replies), and a line of it that starts
 * with `::` would be a workflow command to the runner: `::warning::`, or
 * `::add-mask::` or worse. Text holding `::` is written with commands
 * stopped around it (GitHub's `::stop-commands::`), under a token its author
 * cannot guess, so it is shown and never obeyed. `core.notice`,
 * `core.warning` and `core.startGroup` escape their text themselves;
 * `core.info` does not, so the action logs only through this.
 */
export function info(text: string): void {
  if (!text.includes('::')) {
    core.info(text);
    return;
  }
  const token = randomBytes(16).toString('hex');
  core.info(`::stop-commands::${token}`);
  core.info(text);
  core.info(`::${token}::`);
}
