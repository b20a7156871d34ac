import type { OpStatus } from '../engine/op-graph.js';
import { RemoraError } from '../errors.js';
import type { Finding } from '../findings.js';

/**
 * When the `Remora` check fails, from lenient to strict: never; on a finding
 * of severity error; on any finding; on any finding or suggestion. Each level
 * fails on everything the one before it fails on.
 */
export type FailOn = 'none' | 'error' | 'findings' | 'suggestions';

export const FAIL_ON_VALUES: readonly FailOn[] = ['none', 'error', 'findings', 'suggestions'];

/**
 * How the check ends when Remora's own outage stops it (the model server
 * unreachable, GitHub failing, the token lacking a permission): `neutral`,
 * which branch protection counts as passing, or `failure`. A bug in Remora is
 * never an outage: it always fails.
 */
export type OnOutage = 'neutral' | 'failure';

export const ON_OUTAGE_VALUES: readonly OnOutage[] = ['neutral', 'failure'];

/** Reads the `on-outage` input; CONFIG_001 quoting the bad value and the accepted ones. */
export function parseOnOutage(value: string): OnOutage {
  const trimmed = value.trim();
  if (trimmed === '') return 'neutral';
  if ((ON_OUTAGE_VALUES as readonly string[]).includes(trimmed)) return trimmed as OnOutage;
  throw new RemoraError(
    'CONFIG_001',
    `on-outage is '${value}'; expected one of ${ON_OUTAGE_VALUES.join(', ')}`,
  );
}

/** A check run's conclusion, as the Checks API spells it. */
export type Conclusion = 'success' | 'failure' | 'neutral';

/** What the conclusion is decided from. */
export interface ConclusionInput {
  /** Every op result of the run: its status and, for a failure, its code. */
  ops: readonly { status: OpStatus; error?: { code: string } }[];
  findings: readonly Pick<Finding, 'severity'>[];
  /** Suggestions the review carries, inline or in its body. */
  suggestions: number;
}

/** Reads the `fail-on` input; CONFIG_001 quoting the bad value and the accepted ones. */
export function parseFailOn(value: string): FailOn {
  const trimmed = value.trim();
  if (trimmed === '') return 'none';
  if ((FAIL_ON_VALUES as readonly string[]).includes(trimmed)) return trimmed as FailOn;
  throw new RemoraError(
    'CONFIG_001',
    `fail-on is '${value}'; expected one of ${FAIL_ON_VALUES.join(', ')}`,
  );
}

/**
 * True when the run could not reach its model at all: every op that ran failed
 * with AGENT_002. That is Remora's outage, never the pull request's fault.
 */
export function isOutage(ops: ConclusionInput['ops']): boolean {
  const ran = ops.filter((op) => op.status !== 'skipped');
  return (
    ran.length > 0 && ran.every((op) => op.status === 'failed' && op.error?.code === 'AGENT_002')
  );
}

/**
 * The check's conclusion: `onOutage` for our own outage whatever `fail-on`
 * says, else `failure` when the level's condition holds, else `success`.
 * Failed ops alone never fail the check: they are Remora's problem, shown in
 * the summary.
 */
export function conclusionFor(
  failOn: FailOn,
  input: ConclusionInput,
  onOutage: OnOutage = 'neutral',
): Conclusion {
  if (isOutage(input.ops)) return onOutage;
  const level = FAIL_ON_VALUES.indexOf(failOn);
  const errors = input.findings.some((f) => f.severity === 'error');
  const fails =
    (level >= FAIL_ON_VALUES.indexOf('error') && errors) ||
    (level >= FAIL_ON_VALUES.indexOf('findings') && input.findings.length > 0) ||
    (level >= FAIL_ON_VALUES.indexOf('suggestions') && input.suggestions > 0);
  return fails ? 'failure' : 'success';
}
