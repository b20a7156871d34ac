import * as core from '@actions/core';
import { randomBytes } from 'node:crypto';
import { withCommandsStopped } from '../../core/report/inert-text.js';

/**
 * Writes a line (or lines) to the job's log, with workflow commands stopped
 * around text that holds `::` ({@link withCommandsStopped}): what Remora logs
 * quotes the pull request. `core.notice`, `core.warning` and
 * `core.startGroup` escape their text themselves; `core.info` does not, so
 * the action logs only through this.
 */
export function info(text: string): void {
  core.info(withCommandsStopped(text, randomBytes(16).toString('hex')));
}
