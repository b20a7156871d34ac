import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../src/core/errors.js';
import {
  classifyFailure,
  failedRunEnd,
  failureText,
  ReportedFailure,
  tryRunUrl,
} from '../../src/action/run-failure.js';

const RUNNER = {
  GITHUB_SERVER_URL: 'https://github.example.com',
  GITHUB_REPOSITORY: 'octo/repo',
  GITHUB_RUN_ID: '7',
};

describe('classifyFailure', () => {
  it.each([
    [new RemoraError('CONFIG_001', 'bad input'), 'users-to-fix'],
    [new RemoraError('GH_003', 'wrong checkout'), 'users-to-fix'],
    [new RemoraError('AGENT_002', 'server down'), 'outage'],
    [new RemoraError('GH_001', 'HTTP 500'), 'outage'],
    [new RemoraError('GH_002', 'no permission'), 'outage'],
    [new RemoraError('CANCEL_001', 'stopped'), 'cancelled'],
    [new RemoraError('GIT_001', 'git failed'), 'error'],
    [new TypeError("Cannot read properties of undefined (reading 'sha')"), 'bug'],
    ['a thrown string', 'bug'],
  ] as const)('%s is %s', (error, kind) => {
    expect(classifyFailure(error)).toBe(kind);
  });
});

describe('failedRunEnd', () => {
  const bug = new TypeError("Cannot read properties of undefined (reading 'sha')");

  it('fails a bug, whatever on-outage says, naming it a bug and where the log is', () => {
    for (const onOutage of ['neutral', 'failure'] as const) {
      const end = failedRunEnd(bug, onOutage, RUNNER, '/runner/temp/remora-7');
      expect(end).toMatchObject({ conclusion: 'failure', failsStep: true });
      expect(end.text).toBe(
        "Remora hit an internal error: Cannot read properties of undefined (reading 'sha'). " +
          "This is a bug in Remora, not in the pull request; please report it with the run's log: " +
          "the run's log is at https://github.example.com/octo/repo/actions/runs/7, its event log " +
          'and report in /runner/temp/remora-7 (the report-path output).',
      );
    }
  });

  it('ends an outage as on-outage says, and fails the step only with failure', () => {
    const down = new RemoraError('AGENT_002', 'the server cannot be reached');
    expect(failedRunEnd(down, 'neutral', RUNNER)).toMatchObject({
      conclusion: 'neutral',
      failsStep: false,
    });
    expect(failedRunEnd(down, 'failure', RUNNER)).toMatchObject({
      conclusion: 'failure',
      failsStep: true,
    });
  });

  it('fails any other coded error, never neutral', () => {
    const end = failedRunEnd(new RemoraError('GIT_001', 'git failed'), 'neutral', RUNNER);
    expect(end).toMatchObject({ conclusion: 'failure', failsStep: true });
    expect(end.text).toContain('GIT_001: git failed');
    expect(end.text).toContain('https://github.example.com/octo/repo/actions/runs/7');
  });
});

describe('failureText', () => {
  it('keeps the text of a failure already reported', () => {
    expect(failureText(new ReportedFailure('said in full'), RUNNER)).toBe('said in full');
  });

  it('says the log is in the workflow run outside a runner', () => {
    expect(tryRunUrl({})).toBeUndefined();
    expect(failureText(new Error('boom'), {})).toContain("the run's log is in the workflow run.");
  });
});
