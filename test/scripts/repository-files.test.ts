import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}

const workflows = readdirSync(join(root, '.github', 'workflows'))
  .filter((name) => name.endsWith('.yml'))
  .map((name) => [name, parse(read(`.github/workflows/${name}`)) as Workflow] as const);

/** The YAML blocks of the Markdown documents users copy workflows from. */
const documentedSteps = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
].flatMap((doc) =>
  [...read(doc).matchAll(/```yaml\n([\s\S]*?)```/g)].flatMap(([, block]) => {
    const parsed = parse(block ?? '') as { steps?: Step[]; jobs?: Workflow['jobs'] } | null;
    const steps = parsed?.steps ?? Object.values(parsed?.jobs ?? {}).flatMap((job) => job.steps);
    return steps.map((step) => [doc, step] as const);
  }),
);

describe('repository files', () => {
  it('has the MIT licence package.json declares', () => {
    expect((JSON.parse(read('package.json')) as { license: string }).license).toBe('MIT');
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} Remora contributors\n/);
  });

  it('checks out without persisting credentials wherever code from the checkout runs', () => {
    const checkouts = [
      ...workflows.flatMap(([name, workflow]) =>
        Object.values(workflow.jobs).flatMap((job) =>
          job.steps.map((step) => [name, step] as const),
        ),
      ),
      ...documentedSteps,
    ].filter(([, step]) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.length).toBeGreaterThanOrEqual(4);
    for (const [where, step] of checkouts)
      expect(step.with?.['persist-credentials'], where).toBe(false);
  });

  it('reviews its own pull requests with the action as built', () => {
    const [, review] = workflows.find(([name]) => name === 'self-review.yml') ?? [];
    expect(review?.on).toHaveProperty('pull_request');
    const steps = Object.values(review?.jobs ?? {}).flatMap((job) => job.steps);
    expect(steps.map((step) => step.uses)).toContain('./');
    expect(review?.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
    });
  });

  it('moves the major tag when a release is published', () => {
    const [, release] = workflows.find(([name]) => name === 'release.yml') ?? [];
    expect(release?.on).toEqual({ release: { types: ['published'] } });
    const script = Object.values(release?.jobs ?? {})
      .flatMap((job) => job.steps)
      .map((step) => step.run ?? '')
      .join('\n');
    expect(script).toContain('refs/tags/$major');
  });

  it('has Dependabot watch npm and the workflows’ actions', () => {
    const config = parse(read('.github/dependabot.yml')) as {
      updates: { 'package-ecosystem': string }[];
    };
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
  });

  it('has a security policy saying how to report, what runs and with which permissions', () => {
    const policy = read('SECURITY.md');
    for (const heading of [
      '## Reporting a vulnerability',
      '## What the action runs',
      '## Permissions',
    ])
      expect(policy).toContain(heading);
  });
});
