import { describe, expect, it } from 'vitest';
import { run } from '../src/main.js';
import { commands, setUpActionRun } from './support/github-action-env.js';
import { pullRequestPayload, webhookExample } from './support/github-pr-fixture.js';
import { ERROR_REMEDIES } from '../src/core/errors.js';

// No nock scopes here: with the network shut, any API call would fail the run.
const env = setUpActionRun();

describe('run() on other events', () => {
  it('ends a push event with a notice and success, calling no API', async () => {
    env.useEvent('push', webhookExample('push'), env.emptyWorkspace);

    await run();

    expect(process.exitCode).toBeUndefined();
    expect([...commands(env.stdout, 'notice'), ...commands(env.stdout, 'error')]).toEqual([
      '::notice::Remora: the push event is not handled; Remora runs on pull_request, pull_request_target, workflow_dispatch, schedule, issue_comment, pull_request_review_comment. Nothing to do.\n',
    ]);
    expect(env.outputs()).toEqual({});
    expect(env.summary()).toBe('');
  });

  it('runs nothing for a comment on an issue, calling no API', async () => {
    env.useEvent('issue_comment', webhookExample('issue_comment', 'created'), env.emptyWorkspace);

    await run();

    expect(process.exitCode).toBeUndefined();
    expect([...commands(env.stdout, 'notice'), ...commands(env.stdout, 'error')]).toEqual([]);
    expect(env.stdout).toContain('Remora: #1 is an issue, not a pull request; nothing to do.\n');
    expect(env.summary()).toBe('');
  });

  it('runs nothing for a review comment that is not a reply in a thread, calling no API', async () => {
    env.useEvent(
      'pull_request_review_comment',
      webhookExample('pull_request_review_comment', 'created'),
      env.emptyWorkspace,
    );

    await run();

    expect(process.exitCode).toBeUndefined();
    expect([...commands(env.stdout, 'notice'), ...commands(env.stdout, 'error')]).toEqual([]);
    // Not a reply, so no answer; and no command either.
    expect(env.stdout).toContain('Remora: the comment has no /remora command; nothing to do.\n');
  });

  it('runs nothing for an edited reply, calling no API', async () => {
    const payload = webhookExample('pull_request_review_comment', 'edited');
    (payload.comment as Record<string, unknown>).in_reply_to_id = 1;
    env.useEvent('pull_request_review_comment', payload, env.emptyWorkspace);

    await run();

    expect(process.exitCode).toBeUndefined();
    expect(env.stdout).toContain(
      'Remora: a review comment that was edited answers nothing (only new replies do); nothing to do.\n',
    );
  });
});

describe('run() with a bad payload', () => {
  it('fails with GH_001 naming the field when a pull_request payload lacks the head SHA', async () => {
    const payload = pullRequestPayload(env.repo);
    delete (payload.pull_request as { head: Record<string, unknown> }).head.sha;
    env.useEvent('pull_request', payload, env.emptyWorkspace);

    await run();

    expect(process.exitCode).toBe(1);
    expect(commands(env.stdout, 'error')).toEqual([
      `::error::GH_001: the pull_request event payload does not have the expected shape at pull_request.head.sha: Invalid input: expected string, received undefined. What to do: ${ERROR_REMEDIES.GH_001}.\n`,
    ]);
  });
});
