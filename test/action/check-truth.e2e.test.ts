import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';

// The required check tells the truth about the head, whatever the author adds
// and whatever runs after the full review.

const BASE = { 'pkg/colors.py': 'def shade(name):\n    return "light"\n' };
// An f-string without a placeholder: lint suggests the plain string.
const HEAD = { 'pkg/colors.py': 'def shade(name):\n    return f"dark"\n' };
const STRICT = { operations: 'lint', 'fail-on': 'suggestions' };

describe('the Remora check of a head with a suggestion, under fail-on: suggestions', () => {
  let pr: ActionHarness;
  const lastCheck = (name = 'Remora') =>
    pr.github.state.checkRuns.filter((c) => c.name === name).at(-1);
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    pr.github.commands.permissions = { Codertocat: 'write' };
  });
  afterAll(() => pr.dispose());

  it.sequential('fails on the first run', async () => {
    const result = await pr.run({ inputs: STRICT });
    expect(result.code).toBe(0);
    expect(pr.github.state.comments).toHaveLength(1);
    expect(lastCheck()).toMatchObject({ head_sha: pr.headSha, conclusion: 'failure' });
  });

  it.sequential('still fails on a rerun that has nothing new to post', async () => {
    const result = await pr.run({ inputs: STRICT });
    expect(result.code).toBe(0);
    expect(pr.github.state.comments).toHaveLength(1);
    expect(result.summary).toContain('1 (0 inline, 0 in the review body, 1 posted earlier)');
    expect(lastCheck()).toMatchObject({ head_sha: pr.headSha, conclusion: 'failure' });
  });

  it.sequential(
    'is not replaced by a narrowed command run: that one reports under its own name',
    async () => {
      const before = lastCheck();
      const result = await pr.comment('/remora lint pkg/other.py', { inputs: STRICT });
      expect(result.code).toBe(0);
      expect(lastCheck()).toEqual(before);
      expect(lastCheck('Remora: /remora lint pkg/other.py')).toMatchObject({
        head_sha: pr.headSha,
        status: 'completed',
      });
    },
  );

  it.sequential(
    'still fails when the author adds a symbolic link, a binary and an unreadable file',
    async () => {
      symlinkSync('/etc/passwd', join(pr.origin, 'pkg', 'passwd.py'));
      writeFileSync(join(pr.origin, 'pkg', 'blob.py'), Buffer.from([0, 159, 146, 150, 0, 1]));
      writeFileSync(join(pr.origin, 'pkg', 'latin.py'), Buffer.from('x = "\xe9"\n', 'latin1'));
      gitIn(pr.origin, 'add', '-A');
      gitIn(pr.origin, 'commit', '-q', '-m', 'odd files');
      const result = await pr.run({ inputs: STRICT });
      expect(result.code).toBe(0);
      expect(lastCheck()).toMatchObject({ head_sha: pr.headSha, conclusion: 'failure' });
      expect(result.summary).toContain('DISC_002 `pkg/passwd.py`: skipped, a symbolic link');
      expect(result.summary).toContain('DISC_002 `pkg/blob.py`: skipped');
    },
  );
});
