import { webhookExample } from './github-pr-fixture.js';
import { holds, interpolate, type Context } from './workflow-expressions.js';

/** A step of a workflow, as its YAML has it. */
export interface WorkflowStep {
  id?: string;
  if?: string | boolean;
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  'continue-on-error'?: boolean;
}

/** A job of a workflow, as its YAML has it. */
export interface WorkflowJob {
  if?: string | boolean;
  env?: Record<string, unknown>;
  steps: WorkflowStep[];
}

/**
 * Actions that stop the job when none of these inputs is given: the Tailscale
 * action ends with "Please provide either an auth key, OAuth secret, or
 * workload identity" when it has none.
 */
const NEEDS_ONE_OF: Readonly<Record<string, readonly string[]>> = {
  'tailscale/github-action': ['authkey', 'oauth-secret', 'audience'],
};

/** One step as the runner would take it. */
export interface SteppedStep {
  step: WorkflowStep;
  /** Its inputs, every expression evaluated. */
  inputs: Record<string, string>;
  /** Why it would fail, when it would. */
  fails?: string;
}

/** What a job would do under an event: whether it runs, the steps that run, and where it failed. */
export interface JobWalk {
  runs: boolean;
  ran: SteppedStep[];
  /** The first failing step that is not `continue-on-error`: the job fails there. */
  failedAt?: SteppedStep;
}

/**
 * Walks a job as the runner does under `context`: the job's `if`, its `env`,
 * then each step whose `if` holds (failed steps turn `success()` false), with
 * its inputs evaluated. A step fails only as {@link NEEDS_ONE_OF} says; every
 * other step is taken to succeed.
 */
export function walkJob(job: WorkflowJob, context: Context): JobWalk {
  if (!holds(job.if, context, { failed: false })) return { runs: false, ran: [] };
  const env = Object.fromEntries(
    Object.entries(job.env ?? {}).map(([name, value]) => [name, interpolate(value, context)]),
  );
  const scope: Context = { ...context, env, steps: {} };
  const ran: SteppedStep[] = [];
  let failedAt: SteppedStep | undefined;
  for (const step of job.steps) {
    if (!holds(step.if, scope, { failed: failedAt !== undefined })) continue;
    const inputs = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([name, value]) => [name, interpolate(value, scope)]),
    );
    const needs = NEEDS_ONE_OF[step.uses?.split('@')[0] ?? ''];
    const stepped: SteppedStep = {
      step,
      inputs,
      ...(needs && needs.every((name) => !inputs[name])
        ? { fails: `none of ${needs.join(', ')} is given` }
        : {}),
    };
    ran.push(stepped);
    if (stepped.fails && !step['continue-on-error'] && !failedAt) failedAt = stepped;
  }
  return { runs: true, ran, ...(failedAt ? { failedAt } : {}) };
}

/** The repository every example context is in. */
export const REPOSITORY = 'Codertocat/Hello-World';

/**
 * A `pull_request` event's context as GitHub gives it to a workflow, from
 * GitHub's own webhook example: opened by `actor`, from `fork` or the
 * repository itself, with these secrets (none for a fork or for Dependabot,
 * which gets only Dependabot's own).
 */
export function pullRequestContext(options: {
  actor: string;
  secrets: Record<string, string>;
  fork?: string;
}): Context {
  const event = webhookExample('pull_request', 'synchronize');
  const pr = event.pull_request as {
    user: Record<string, unknown>;
    head: { repo: Record<string, unknown> };
    base: { repo: Record<string, unknown> };
  };
  const sender = {
    ...(event.sender as Record<string, unknown>),
    login: options.actor,
    type: 'Bot',
  };
  event.sender = sender;
  pr.user = { ...pr.user, login: options.actor };
  pr.head.repo = { ...pr.base.repo, full_name: options.fork ?? REPOSITORY, fork: !!options.fork };
  pr.base.repo = { ...pr.base.repo, full_name: REPOSITORY };
  return {
    github: {
      event_name: 'pull_request',
      event,
      actor: options.actor,
      triggering_actor: options.actor,
      repository: REPOSITORY,
      run_id: '42',
      token: '***',
    },
    // The job's token is always there, whoever opened the pull request.
    secrets: { GITHUB_TOKEN: '***', ...options.secrets },
    vars: {},
    inputs: {},
    matrix: {},
  };
}

/** A Dependabot pull request: from the repository itself, with none of its Actions secrets. */
export const dependabotContext = () =>
  pullRequestContext({ actor: 'dependabot[bot]', secrets: {} });
