import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { cli, reviewOp } from './support/cli.js';
import { FIXTURE_READER } from './support/fixture-reader.js';
import { GitRepo } from './support/git-repo.js';
import { call, MODEL_URL, scriptModel } from './support/model-script.js';
import { interceptNetwork } from './support/network.js';

const FIXTURES = join(import.meta.dirname, 'fixtures', 'sample-data');

interface JsonOp {
  op: string;
  status: string;
  summary: string;
  diff: string;
  result: Record<string, unknown> | null;
}
interface JsonReview {
  nodes: { node: { full_name: string }; ops: JsonOp[] }[];
}

const run = (cwd: string, ...argv: string[]) => cli(cwd, argv);

/** A repository whose feature branch adds the fixture project's models. */
function inventoryRepo(extra: Record<string, string> = {}): GitRepo {
  const repo = new GitRepo();
  repo.write('inventory/__init__.py', '');
  repo.write('tests/conftest.py', FIXTURE_READER);
  for (const [path, content] of Object.entries(extra)) repo.write(path, content);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  cpSync(
    join(FIXTURES, 'project', 'inventory', 'models.py'),
    join(repo.dir, 'inventory', 'models.py'),
  );
  repo.commit('models');
  return repo;
}

const opsByName = (review: JsonReview): Record<string, JsonOp> =>
  Object.fromEntries(review.nodes.map((n) => [n.node.full_name, n.ops[0] as JsonOp]));

describe('remora review --ops sample_data (built-in policy, end to end)', () => {
  let repo: GitRepo;
  let review: JsonReview;
  beforeAll(async () => {
    repo = inventoryRepo();
    const result = await reviewOp(repo.dir, 'sample_data');
    expect(result.code).toBe(0);
    review = JSON.parse(result.stdout) as JsonReview;
  });
  afterAll(() => repo.dispose());

  it('writes a fixture file per node that has annotations, and skips the rest with the reason', () => {
    const ops = opsByName(review);
    const succeeded = Object.values(ops).filter((op) => op.status === 'succeeded');
    const changed = succeeded.filter((op) => op.diff !== '');
    // A node it cannot sample is skipped, never a success that changed nothing.
    const skipped = Object.values(ops).filter(
      (op) => op.status === 'skipped' && typeof op.result?.skipped === 'string',
    );
    expect({
      succeeded: succeeded.length,
      changed: changed.length,
      skipped: skipped.length,
    }).toEqual({ succeeded: 11, changed: 11, skipped: 3 });
    expect(ops['inventory/models.py']).toMatchObject({
      status: 'skipped',
      summary: 'sample_data does not review file nodes',
    });
    expect(ops.Status).toMatchObject({
      status: 'skipped',
      summary: 'Status is an enum: its members are its sample data',
    });
    expect(ops.Status?.result).toMatchObject({
      skipped: 'Status is an enum: its members are its sample data',
      changed_files: [],
    });
    expect(ops.lambda_handler?.result).toMatchObject({ skipped: 'event has no annotation' });
    expect(ops.restock).toMatchObject({
      summary:
        'Wrote 3 sample cases (normal, edge, extreme) for restock to tests/fixtures/models/restock.json as JSON. Loaded by tests/conftest.py:15.',
      result: { fixtures_generated: 3, changed_files: ['tests/fixtures/models/restock.json'] },
    });
    expect(ops.checksum?.diff).toContain(
      '+      "payload": "base64:aGVsbG8=",\n+      "seed": 7,\n',
    );
    expect(ops.ship?.diff).toContain('+      "priority": "low",\n');
  });

  it('is deterministic: a second run writes the same bytes', async () => {
    const again = JSON.parse((await reviewOp(repo.dir, 'sample_data')).stdout) as JsonReview;
    expect(again.nodes.map((n) => n.ops.map((o) => [o.status, o.summary, o.diff]))).toEqual(
      review.nodes.map((n) => n.ops.map((o) => [o.status, o.summary, o.diff])),
    );
  });

  it('writes files Python rebuilds into the annotated types and calls the functions with', async () => {
    const applied = await run(
      repo.dir,
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'sample_data',
      '--apply',
    );
    expect(applied.stderr).toContain('applied 11 files from 11 workspaces');
    const restock = JSON.parse(
      readFileSync(join(repo.dir, 'tests/fixtures/models/restock.json'), 'utf8'),
    ) as { cases: Record<string, unknown> };
    expect(restock.cases.edge).toEqual({
      item: { sku: '', quantity: 0, price: 0, tags: [], status: 'retired' },
      amount: 0,
      notify: false,
    });
    const checked = execFileSync(
      'python3',
      [join(FIXTURES, 'check_fixtures.py'), 'tests/fixtures'],
      {
        cwd: repo.dir,
        env: { PATH: process.env.PATH, PYTHONPATH: repo.dir, PYTHONDONTWRITEBYTECODE: '1' },
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(checked)).toEqual({ files: 11, calls: 27, errors: [] });
    repo.git('checkout', '--', '.');
    repo.git('clean', '-fdq');
  });
});

describe('sample data as YAML', () => {
  it('follows operations.sample_data.format and writes the same data as YAML', async () => {
    const yamlRepo = inventoryRepo({
      'remora.yaml': 'operations:\n  sample_data:\n    enabled: true\n    format: yaml\n',
    });
    const jsonRepo = inventoryRepo();
    try {
      const asYaml = opsByName(
        JSON.parse((await reviewOp(yamlRepo.dir, 'sample_data')).stdout) as JsonReview,
      );
      const asJson = opsByName(
        JSON.parse((await reviewOp(jsonRepo.dir, 'sample_data')).stdout) as JsonReview,
      );
      expect(asYaml.pack?.result).toMatchObject({
        changed_files: ['tests/fixtures/models/pack.yaml'],
      });
      const added = (diff: string): string =>
        diff
          .split('\n')
          .filter((l) => l.startsWith('+') && !l.startsWith('+++'))
          .map((l) => l.slice(1))
          .join('\n');
      expect(parseYaml(added(asYaml.pack?.diff ?? ''))).toEqual(
        JSON.parse(added(asJson.pack?.diff ?? '')),
      );
    } finally {
      yamlRepo.dispose();
      jsonRepo.dispose();
    }
  });
});

describe('the sample_data agent driven by a scripted model', () => {
  let repo: GitRepo;
  beforeAll(() => {
    interceptNetwork();
    repo = new GitRepo();
    repo.write(
      'geo.py',
      'def area(width: float, height: float) -> float:\n    return width * height\n',
    );
    repo.write('tests/conftest.py', FIXTURE_READER);
    repo.commit('base');
    repo.write(
      'geo.py',
      'def area(width: float, height: float = 1.0) -> float:\n    return width * height\n',
    );
    repo.commit('head');
  });
  afterAll(() => {
    repo.dispose();
    nock.enableNetConnect();
  });
  afterEach(() => nock.cleanAll());

  it('gets tool and schema errors back, corrects both, and writes the fixture', async () => {
    const { requests, scope } = scriptModel([
      call('analyze_signature'),
      call('write_fixture_file', { fixtures: { normal: { width: 'wide' } } }),
      call('write_fixture_file', {
        fixtures: { normal: { width: 2, height: 3 }, edge: { width: 0 } },
      }),
      call('submit_result', {
        summary: 'Wrote 2 cases.',
        changed_files: ['tests/fixtures/geo/area.json'],
      }),
      call('submit_result', {
        summary: 'Wrote 2 cases.',
        fixtures_generated: 2,
        changed_files: ['tests/fixtures/geo/area.json'],
      }),
    ]);
    const result = await reviewOp(repo.dir, 'sample_data', { base: 'HEAD~1', server: MODEL_URL });
    expect(result.code).toBe(0);
    expect(scope.isDone()).toBe(true);
    const op = opsByName(JSON.parse(result.stdout) as JsonReview).area;
    expect(op).toMatchObject({
      status: 'succeeded',
      summary: 'Wrote 2 cases.',
      result: { fixtures_generated: 2 },
    });
    expect(op?.diff).toContain(
      '+    "normal": {\n+      "width": 2.0,\n+      "height": 3.0\n+    },\n+    "edge": {\n+      "width": 0.0\n+    }',
    );
    const tools = (requests.at(-1)?.messages as { role: string; content: string }[])
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content) as Record<string, unknown>);
    expect(tools[1]).toEqual({
      error: 'fixtures.normal.width: expected a float, got "wide"',
      code: 'TOOL_001',
    });
    expect(tools[2]).toEqual({
      written: true,
      path: 'tests/fixtures/geo/area.json',
      format: 'json',
      read_by: 'tests/conftest.py:15',
      loader: 'files = sorted(FIXTURES.rglob("*.*"))',
      cases: ['normal', 'edge'],
      parameters: ['width', 'height'],
    });
    expect(String(tools[3]?.error)).toContain('fixtures_generated');
    // analyze_signature brings its context provider's text, first in its result.
    expect(tools[0]?.context).toEqual([
      expect.stringContaining(
        "This node's sample data goes to tests/fixtures/geo/area.json as JSON (the default).",
      ),
    ]);
  });
});
