import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { isolatedBundle } from '../support/isolated-bundle.js';

/** The ops the golden copies hold the review of (in the order `--ops all` gave them). */
const GOLDEN_OPS = 'lint,docstring,sample_data,test';

// The bundled example pull request, reviewed by the committed bundle as the
// action and as the CLI, compared with golden copies. A change that moves
// code without meaning to change what Remora says keeps these equal; a change
// that means to change it updates them on purpose (`vitest -u`).

const EXAMPLE = join(import.meta.dirname, '..', '..', 'examples', 'pull-request');
const GOLDEN = join(import.meta.dirname, 'golden');

function filesUnder(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string): void => {
    for (const name of readdirSync(at).sort()) {
      const full = join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(dir, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(dir);
  return files;
}

/** What varies from run to run and is not Remora's to say: commit ids, durations, temp paths. */
function stable(text: string, shas: Record<string, string>): string {
  let out = text;
  for (const [sha, name] of Object.entries(shas)) {
    out = out.replaceAll(sha, `<${name}>`).replaceAll(sha.slice(0, 7), `<${name}:7>`);
  }
  return (
    out
      .replace(/\b\d+(\.\d+)? ?(ms|s)\b/g, '<time>')
      .replace(/"ms": \d+/g, '"ms": "<ms>"')
      .replace(/\/tmp\/[\w./-]+/g, '<tmp>')
      // A trailer's hash covers the commit it was computed on.
      .replace(/(\\?"sha256\\?":\\?")[0-9a-f]{64}/g, '$1<sha256>')
  );
}

describe('the example pull request, reviewed by the bundled action', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      filesUnder(join(EXAMPLE, 'base')),
      filesUnder(join(EXAMPLE, 'head')),
    );
  });
  afterAll(() => pr.dispose());

  it('posts the golden review, check run and job summary', async () => {
    const result = await pr.run({ inputs: { operations: 'lint,docstring,test,sample_data' } });
    expect(result.code, result.stdout).toBe(0);
    const shas = { [pr.headSha]: 'head', [pr.baseSha]: 'base' };
    const { state } = pr.github;
    const review = {
      reviews: state.reviews.map((r) => ({ body: r.body, state: r.state })),
      comments: state.comments.map((c) => ({
        path: c.path,
        line: c.line,
        start_line: c.start_line,
        side: c.side,
        body: c.body,
      })),
      checkRuns: state.checkRuns.map((c) => ({
        name: c.name,
        status: c.status,
        conclusion: c.conclusion,
        output: c.output,
      })),
    };
    await expect(stable(JSON.stringify(review, null, 2), shas)).toMatchFileSnapshot(
      join(GOLDEN, 'action-review.json'),
    );
    await expect(stable(result.summary, shas)).toMatchFileSnapshot(
      join(GOLDEN, 'action-summary.md'),
    );
  });
});

describe('the example pull request, reviewed by the bundled CLI', () => {
  let repo: string;
  let bundle: ReturnType<typeof isolatedBundle>;
  beforeAll(() => {
    bundle = isolatedBundle();
    repo = mkdtempSync(join(tmpdir(), 'remora-golden-'));
    const git = (...args: string[]): string =>
      execFileSync(
        'git',
        ['-c', 'user.name=Remora', '-c', 'user.email=remora@example.invalid', ...args],
        { cwd: repo, encoding: 'utf8' },
      );
    git('init', '-q', '-b', 'main');
    cpSync(join(EXAMPLE, 'base'), repo, { recursive: true });
    git('add', '-A');
    git('commit', '-q', '-m', 'base');
    cpSync(join(EXAMPLE, 'head'), repo, { recursive: true });
    git('add', '-A');
    git('commit', '-q', '-m', 'head');
  });
  afterAll(() => {
    bundle.dispose();
    rmSync(repo, { recursive: true, force: true });
  });

  const review = (format: string): string => {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const base = execFileSync('git', ['rev-parse', 'HEAD~1'], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
    // The golden copies record these four ops: an op folder added later leaves them as they are.
    const out = execFileSync(
      process.execPath,
      [bundle.cli, 'review', '--base', 'HEAD~1', '--ops', GOLDEN_OPS, '--format', format],
      { cwd: repo, encoding: 'utf8', env: { PATH: process.env.PATH, HOME: repo } },
    );
    return stable(out, { [head]: 'head', [base]: 'base' });
  };

  it('prints the golden review JSON', async () => {
    await expect(review('json')).toMatchFileSnapshot(join(GOLDEN, 'cli-review.json'));
  });

  it('prints the golden createReview request', async () => {
    await expect(review('github')).toMatchFileSnapshot(join(GOLDEN, 'cli-review-github.json'));
  });

  it('prints the golden text review', async () => {
    await expect(review('text')).toMatchFileSnapshot(join(GOLDEN, 'cli-review.txt'));
  });
});
