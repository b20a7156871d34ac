import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';

/** The events a sweep runs on. */
export const SWEEP_EVENTS: readonly string[] = ['workflow_dispatch', 'schedule'];

/** What a sweep needs to know about the run that started it. */
export interface SweepEvent {
  /** The ref the run is on, such as `refs/heads/main`. */
  ref: string;
  /** The branch's name when `ref` is a branch. */
  branch?: string;
  /** The repository's default branch, when the payload names it (a `schedule` payload does not). */
  defaultBranch?: string;
  /** The commit the run was started for (GITHUB_SHA), when the runner says. */
  sha?: string;
}

// A workflow_dispatch payload names the ref and the repository; a schedule payload only its cron.
const payloadSchema = z.object({
  ref: z.string().min(1).optional(),
  repository: z.object({ default_branch: z.string().min(1) }).optional(),
});

/**
 * Reads a `workflow_dispatch` or `schedule` run: the payload's ref and the
 * repository's default branch, else GITHUB_REF (a scheduled run is always
 * on the default branch's latest commit).
 *
 * @throws RemoraError `GH_001` when the payload cannot be read or has the wrong shape.
 */
export async function readSweepEvent(
  eventPath: string,
  env: NodeJS.ProcessEnv,
): Promise<SweepEvent> {
  let payload: unknown = {};
  if (eventPath !== '') {
    try {
      payload = JSON.parse(await readFile(eventPath, 'utf8'));
    } catch (error) {
      throw new RemoraError(
        'GH_001',
        `cannot read the event payload ${eventPath}: ${(error as Error).message}`,
      );
    }
  }
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RemoraError(
      'GH_001',
      `the event payload does not have the expected shape at ` +
        `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const ref = parsed.data.ref ?? env.GITHUB_REF ?? '';
  const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
  const defaultBranch =
    parsed.data.repository?.default_branch ??
    (env.GITHUB_EVENT_NAME === 'schedule' ? branch : undefined);
  return {
    ref,
    ...(branch ? { branch } : {}),
    ...(defaultBranch ? { defaultBranch } : {}),
    ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
  };
}
