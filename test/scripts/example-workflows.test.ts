import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Step {
  id?: string;
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  steps: Step[];
}
interface Workflow {
  on: { pull_request?: { types?: string[] }; issue_comment?: { types?: string[] } };
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}

const EXAMPLES = 'examples/workflows';
const examples = new Map(
  readdirSync(join(root, EXAMPLES))
    .filter((name) => name.endsWith('.yml'))
    .map((name) => [name, read(`${EXAMPLES}/${name}`)]),
);

const yamlBlocks = (doc: string) =>
  [...read(doc).matchAll(/```yaml\n([\s\S]*?)```/g)].map(([, block]) => block ?? '');

/** Documents whose YAML users copy, and the workflows that run. */
const documents = [
  'README.md',
  'SECURITY.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const workflowFiles = readdirSync(join(root, '.github', 'workflows'))
  .filter((name) => name.endsWith('.yml'))
  .map((name) => `.github/workflows/${name}`);

const steps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps);
const isRemora = (step: Step) =>
  step.uses === './' || (step.uses?.startsWith('remora-dev/remora@') ?? false);

/** Every step that runs Remora, with where it stands. */
const remoraSteps = [
  ...documents.flatMap((doc) =>
    yamlBlocks(doc).flatMap((block) => {
      const parsed = parse(block) as { steps?: Step[]; jobs?: Workflow['jobs'] } | null;
      const found = parsed?.steps ?? (parsed?.jobs ? steps(parsed as Workflow) : []);
      return found.map((step) => [doc, step] as const);
    }),
  ),
  ...[...examples.keys(), ...workflowFiles].flatMap((path) => {
    const text = examples.get(path) ?? read(path);
    return steps(parse(text) as Workflow).map((step) => [path, step] as const);
  }),
].filter(([, step]) => isRemora(step));

const action = parse(read('action.yml')) as {
  inputs: Record<string, unknown>;
  outputs: Record<string, unknown>;
};

function example(name: string): Workflow {
  const text = examples.get(name);
  if (text === undefined) throw new Error(`${EXAMPLES}/${name} is missing`);
  return parse(text) as Workflow;
}

describe('the example workflows', () => {
  it('are in the README word for word, and the README shows no other workflow', () => {
    const readmeWorkflows = yamlBlocks('README.md').filter((block) => /^jobs:/m.test(block));
    expect([...readmeWorkflows].sort()).toEqual([...examples.values()].sort());
    expect([...examples.keys()].sort()).toEqual([
      'remora-commands.yml',
      'remora-review-builtin.yml',
      'remora-review.yml',
    ]);
  });

  it.each(['remora-review.yml', 'remora-review-builtin.yml'])(
    '%s reviews the pull request head with write access, one run per pull request',
    (name) => {
      const workflow = example(name);
      expect(workflow.on.pull_request?.types).toEqual([
        'opened',
        'synchronize',
        'reopened',
        'ready_for_review',
      ]);
      expect(workflow.permissions).toEqual({
        contents: 'read',
        'pull-requests': 'write',
        checks: 'write',
      });
      expect(workflow.concurrency).toEqual({
        group: 'remora-${{ github.event.pull_request.number }}',
        'cancel-in-progress': true,
      });
      const [checkout] = steps(workflow);
      expect(checkout?.uses).toMatch(/^actions\/checkout@v\d+$/);
      expect(checkout?.with).toMatchObject({
        ref: '${{ github.event.pull_request.head.sha }}',
        'persist-credentials': false,
      });
      expect(
        steps(workflow)
          .filter(isRemora)
          .map((step) => step.uses),
      ).toEqual(['remora-dev/remora@v0']);
    },
  );

  it('joins the tailnet before Remora and pings the host Remora talks to', () => {
    const all = steps(example('remora-review.yml'));
    const tailscale = all.findIndex((step) => step.uses === 'tailscale/github-action@v4');
    const remora = all.findIndex(isRemora);
    expect(tailscale).toBeGreaterThan(0);
    expect(remora).toBeGreaterThan(tailscale);
    const serverUrl = String(all[remora]?.with?.['server-url']);
    expect(all[tailscale]?.with).toEqual({
      'oauth-client-id': '${{ secrets.TS_OAUTH_CLIENT_ID }}',
      'oauth-secret': '${{ secrets.TS_OAUTH_SECRET }}',
      tags: 'tag:ci',
      ping: new URL(serverUrl).hostname,
    });
    // A fork's pull request has no secrets: the step would fail on empty OAuth credentials.
    expect(all[tailscale]?.if).toBe(
      'github.event.pull_request.head.repo.full_name == github.repository',
    );
    expect(all[remora]?.with?.['api-key']).toBe('${{ secrets.REMORA_API_KEY }}');
  });

  it('runs comment commands on the pull request head, with the writes accept needs and no code run', () => {
    const workflow = example('remora-commands.yml');
    expect(workflow.on).toEqual({ issue_comment: { types: ['created'] } });
    expect(workflow.permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      checks: 'write',
      issues: 'write',
    });
    const [job] = Object.values(workflow.jobs);
    expect(job?.if).toBe(
      "github.event.issue.pull_request && contains(github.event.comment.body, '/remora')",
    );
    const [checkout, remora] = job?.steps ?? [];
    expect(checkout?.with).toMatchObject({
      ref: 'refs/pull/${{ github.event.issue.number }}/head',
      'persist-credentials': false,
    });
    expect(remora?.uses).toBe('remora-dev/remora@v0');
    expect(remora?.with?.['allow-execute']).toBeUndefined();
  });

  it('runs the built-in policy without a server', () => {
    const all = steps(example('remora-review-builtin.yml'));
    expect(all.map((step) => step.uses)).toEqual(['actions/checkout@v4', 'remora-dev/remora@v0']);
    expect(all[1]?.with).toBeUndefined();
  });
});

describe('Remora steps wherever they are documented or run', () => {
  it('are found in the examples, the README and this repository’s workflows', () => {
    const where = new Set(remoraSteps.map(([path]) => path));
    for (const path of ['README.md', ...examples.keys(), '.github/workflows/self-review.yml'])
      expect(where).toContain(path);
  });

  it('set only inputs action.yml declares', () => {
    const inputs = Object.keys(action.inputs);
    for (const [where, step] of remoraSteps)
      for (const key of Object.keys(step.with ?? {}))
        expect(inputs, `${where}: ${key}`).toContain(key);
  });

  it('read only outputs action.yml declares', () => {
    const outputs = Object.keys(action.outputs);
    const read = [...documents, ...workflowFiles].flatMap((path) =>
      [
        ...(examples.get(path) ?? readFileSync(join(root, path), 'utf8')).matchAll(
          /steps\.[\w-]+\.outputs\.([\w-]+)/g,
        ),
      ].map(([, name]) => [path, name ?? ''] as const),
    );
    expect(read.length).toBeGreaterThan(0);
    for (const [where, name] of read) expect(outputs, where).toContain(name);
  });
});
