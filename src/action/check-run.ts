import * as core from '@actions/core';
import { describeError } from '../core/errors.js';
import { CHECK_NAME, type CheckRunOutput } from '../core/publish/index.js';
import type { CheckReporter, CheckRunUpdate } from '../ports.js';
import { info } from './log.js';

/** The `Remora` check run of one run: created at the start, completed once at the end. */
export interface CheckRun {
  /** The check run's id; undefined when none could be created (dry run, no `checks: write`). */
  readonly id: number | undefined;
  /**
   * Completes the check: the first batch of annotations with it, the others
   * by updates; `mark` is what later runs read of it (its `external_id`).
   */
  complete(
    conclusion: NonNullable<CheckRunUpdate['conclusion']>,
    output: CheckRunOutput,
    detailsUrl?: string,
    mark?: string,
  ): Promise<void>;
}

/**
 * The check a narrowed command run (`/remora lint pkg/a.py`) reports under:
 * its own, so it never replaces the conclusion of the full review, which the
 * `Remora` check (the one branch protection requires) keeps.
 */
export function narrowedCheckName(
  command: { ops: readonly string[]; paths: readonly string[] },
  knownOps: readonly string[],
): string | undefined {
  const everyOp = knownOps.every((op) => command.ops.includes(op));
  if (everyOp && command.paths.length === 0) return undefined;
  return commandCheckName(['/remora', command.ops.join(','), ...command.paths].join(' '));
}

/** The check a command run reports under, named by the command (`Remora: /remora retry <id>`). */
export function commandCheckName(text: string): string {
  return `${CHECK_NAME}: ${text.length > 80 ? `${text.slice(0, 79)}…` : text}`;
}

/**
 * Creates the `Remora` check on the head commit (or a narrowed run's own), in progress. When GitHub
 * refuses (GH_002 names the missing `checks: write`) or fails, the run goes on
 * without a check, with a warning saying why: the review is still worth posting.
 */
export async function startCheckRun(
  github: CheckReporter,
  headSha: string,
  options: { dryRun: boolean; name?: string },
): Promise<CheckRun> {
  let id: number | undefined;
  if (options.dryRun) info('dry run: no check run is created');
  else {
    try {
      id = await github.createCheckRun(options.name ?? CHECK_NAME, headSha);
    } catch (error) {
      // Without a check the review is still worth posting; every other write says why it failed.
      core.warning(`no Remora check run: ${describeError(error)}`);
    }
  }
  return {
    get id() {
      return id;
    },
    async complete(conclusion, output, detailsUrl, mark) {
      if (id === undefined) return;
      const [first = [], ...rest] = output.annotations;
      const base = { title: output.title, summary: output.summary };
      await github.updateCheckRun(id, {
        status: 'completed',
        conclusion,
        output: { ...base, annotations: first },
        ...(detailsUrl ? { details_url: detailsUrl } : {}),
        ...(mark ? { external_id: mark } : {}),
      });
      for (const batch of rest) {
        await github.updateCheckRun(id, { output: { ...base, annotations: batch } });
      }
    },
  };
}
