import { RemoraError } from '../core/errors.js';

/**
 * The oldest Node.js the CLI runs on: the action's own runtime (`node24` in
 * action.yml), so the CLI and the action run the same code on the same
 * engine. package.json's `engines` says the same.
 */
export const MIN_NODE_MAJOR = 24;

/**
 * NODE_001 when `version` (as `process.versions.node` gives it, `20.20.2`) is
 * older than {@link MIN_NODE_MAJOR}; undefined when it will do.
 */
export function tryNodeTooOld(version: string): RemoraError | undefined {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (Number.isInteger(major) && major >= MIN_NODE_MAJOR) return undefined;
  return new RemoraError(
    'NODE_001',
    `remora needs Node.js ${MIN_NODE_MAJOR} or later; this is Node.js ${version}`,
  );
}
