import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseGitDiff } from '../../src/core/diff/index.js';
import { applySuggestions } from '../../src/core/publish/anchor.js';
import { commentableRanges } from '../../src/core/publish/commentable-lines.js';
import { markersOf, trailerCommit } from '../support/markers.js';
import type { ReviewRequest } from '../../src/core/publish/plan-review.js';
import { suggestedLines } from '../core/publish/review-fixture.js';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

const BASE = `"""Orders."""
import json


def total(items):
    return sum(items)


class Order:
    def __init__(self, items):
        self.items = items
`;

const HEAD = `"""Orders."""
import json, os


def total(items):
    if not None in items:
        return sum(items)
    return f"none"


class Order:
    def __init__(self, items):
        self.items = items

    def describe(self):
        if self.items == None:
            return "empty"
        return json.dumps(self.items) + os.linesep
`;

const review = (cwd: string, ...extra: string[]) =>
  cli(cwd, ['review', '--base', 'main', '--model', 'builtin', '--ops', 'lint', ...extra]);

describe('remora review --format github', () => {
  let repo: GitRepo;
  let head: string;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('shop/orders.py', BASE);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('shop/orders.py', HEAD);
    head = repo.commit('head');
  });
  afterAll(() => repo.dispose());

  it('prints the createReview request body for the head commit, inside the diff only', async () => {
    const result = await review(repo.dir, '--format', 'github');
    expect(result.stderr).not.toMatch(/remora:/);
    expect(result.code).toBe(0);
    const request = JSON.parse(result.stdout) as ReviewRequest;
    expect(Object.keys(request)).toEqual(['commit_id', 'event', 'body', 'comments']);
    expect(request.commit_id).toBe(head);
    expect(request.event).toBe('COMMENT');
    expect(request.comments.length).toBeGreaterThan(0);
    const ranges =
      commentableRanges(parseGitDiff(repo.diff('main', 'feature'))).get('shop/orders.py') ?? [];
    for (const comment of request.comments) {
      expect(comment).not.toHaveProperty('position');
      expect(comment.side).toBe('RIGHT');
      const start = comment.start_line ?? comment.line;
      if (comment.start_line !== undefined) expect(comment.start_side).toBe('RIGHT');
      expect(ranges.some((r) => r.start <= start && comment.line <= r.end)).toBe(true);
      expect(markersOf(comment.body)).toEqual([
        expect.objectContaining({
          kind: 'change',
          op: 'lint',
          workspace_id: expect.stringMatching(/^lint-[0-9a-f]{16}$/),
        }),
      ]);
    }
    expect(markersOf(request.body)[0]).toMatchObject({ kind: 'review' });
    expect(trailerCommit(request.body)).toBe(head);
    // The unsafe E711 fix is not suggested; it is a finding in the body.
    expect(request.body).toContain('**E711**');
  });

  it('commits, suggestion by suggestion, exactly what --apply writes', async () => {
    const request = JSON.parse(
      (await review(repo.dir, '--format', 'github')).stdout,
    ) as ReviewRequest;
    const committed = applySuggestions(
      HEAD,
      request.comments.map((c) => ({
        start_line: c.start_line ?? c.line,
        line: c.line,
        lines: suggestedLines(c.body),
      })),
    );
    expect(committed).not.toBe(HEAD);
    const applied = await review(repo.dir, '--apply');
    expect(applied.code).toBe(0);
    expect(readFileSync(join(repo.dir, 'shop/orders.py'), 'utf8')).toBe(committed);
    repo.git('checkout', '-q', '--', '.');
  });

  it('needs a base to comment on', async () => {
    const result = await cli(repo.dir, [
      'analyze',
      'shop',
      '--model',
      'builtin',
      '--format',
      'github',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('CLI_001: --format github is for review --base <rev>');
    const bad = await review(repo.dir, '--format', 'gitlab');
    expect(bad.stderr).toContain("CLI_001: --format is text, json, github or sarif, not 'gitlab'");
  });
});
