import { execFile } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordFeedback } from '../../src/action/feedback.js';
import { reviewRecord } from '../../src/core/feedback/review-record.js';
import type { ReviewTrajectory } from '../../src/core/feedback/review-trajectory.js';
import { readTrailer, type ChangeMarker } from '../../src/core/publish/markers.js';
import type { Trajectory } from '../../src/core/training/trajectory.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { cli } from '../support/cli.js';
import { readOutputs } from '../support/github-pr-fixture.js';

// Reviewers' verdicts become training data: the bundled example pull request
// reviewed by the action (from source, with the built-in policy, so every run
// is real), two suggestions accepted with `/remora accept`, one rejected with
// `/remora reject`, and a partial accept of a commit never reviewed recorded
// by the same writer (the partial accept a review reads is
// test/action/review-conversation.e2e.test.ts's);
// the artifacts' folder through `remora train-data --from-reviews`, and what
// it wrote read back by the fine-tuning script's own loader.

const EXAMPLE = join(import.meta.dirname, '..', '..', 'examples', 'pull-request');
const TRAINING = join(import.meta.dirname, '..', '..', 'training');
const run = promisify(execFile);

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

function jsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** python3 without third-party packages: the loader must need none. */
async function python(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('python3', ['-s', ...args], {
      cwd: TRAINING,
      env: { PATH: process.env.PATH, PYTHONDONTWRITEBYTECODE: '1', PYTHONNOUSERSITE: '1' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let pr: ActionHarness;
let temp: string;
let reviews: string;
let reviewed: ReviewTrajectory[];
/** The suggestions the review posted, by op, as their markers say. */
const markers = new Map<string, { marker: ChangeMarker; commit: string }>();

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'remora-feedback-'));
  reviews = join(temp, 'artifacts');
  pr = await createActionHarness(
    filesUnder(join(EXAMPLE, 'base')),
    filesUnder(join(EXAMPLE, 'head')),
    { fromSource: true },
  );
  const review = await pr.run({ inputs: { operations: 'lint,docstring,test' } });
  expect(review.code, review.stdout).toBe(0);
  const reportPath = review.outputs['report-path'] ?? '';
  cpSync(reportPath, join(reviews, 'remora-report-1'), { recursive: true });
  reviewed = jsonLines(join(reportPath, 'trajectories.jsonl'));
  const { state } = pr.github;
  for (const body of [...state.comments.map((c) => c.body), ...state.reviews.map((r) => r.body)]) {
    const trailer = readTrailer(body).trailer;
    for (const marker of trailer?.markers ?? [])
      if (marker.kind === 'change') markers.set(marker.op, { marker, commit: trailer!.commit_id });
  }
  expect([...markers.keys()].sort()).toEqual(['docstring', 'lint', 'test']);

  pr.github.commands.permissions = { Codertocat: 'write' };
  for (const op of ['lint', 'docstring']) {
    const id = markers.get(op)!.marker.workspace_id;
    const accepted = await pr.comment(`/remora accept ${id}`);
    expect(accepted.code, accepted.stdout).toBe(0);
    expect(accepted.stdout).toContain(`feedback: accepted ${id} (${op}) by Codertocat`);
    const records = accepted.outputs['feedback-records'] ?? '';
    mkdirSync(join(reviews, `remora-feedback-${op}`), { recursive: true });
    cpSync(records, join(reviews, `remora-feedback-${op}`, 'feedback.jsonl'));
  }

  // The reject command is another job's: its record comes from the action as a reviewer gives it.
  const test = markers.get('test')!;
  const rejected = await pr.comment(
    `/remora reject ${test.marker.workspace_id} test the discount, not rounding`,
  );
  expect(rejected.code, rejected.stdout).toBe(0);
  expect(rejected.stdout).toContain(
    `feedback: rejected ${test.marker.workspace_id} (test) by Codertocat: test the discount, not rounding`,
  );
  expect(rejected.stdout).not.toContain('FEEDBACK_001');
  mkdirSync(join(reviews, 'remora-feedback-reject'), { recursive: true });
  cpSync(
    rejected.outputs['feedback-records'] ?? '',
    join(reviews, 'remora-feedback-reject', 'feedback.jsonl'),
  );

  // A verdict on a review whose artifact was not downloaded: counted, named, not dropped unsaid.
  const outputFile = join(temp, 'output.txt');
  writeFileSync(outputFile, '');
  vi.stubEnv('GITHUB_OUTPUT', outputFile);
  const place = { runnerTemp: join(temp, 'runner'), runId: '7' };
  const log: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    log.push(String(chunk));
    return true;
  });
  try {
    recordFeedback(
      reviewRecord(
        {
          repository: 'Codertocat/Hello-World',
          pullRequest: 2,
          commitId: pr.baseSha,
          marker: markers.get('lint')!.marker,
        },
        {
          reviewer: 'Codertocat',
          at: new Date('2026-01-02T03:04:05Z'),
          verdict: 'partly-accepted',
          text: '',
          blocks: { accepted: 1, total: 2 },
        },
      ),
      place,
    );
  } finally {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  }
  expect(log).toEqual([
    `feedback: partly-accepted ${markers.get('lint')!.marker.workspace_id} (lint) by Codertocat\n`,
  ]);
  const written = readOutputs(outputFile)['feedback-records'] ?? '';
  expect(written).toBe(join(place.runnerTemp, 'remora-7', 'feedback.jsonl'));
  cpSync(written, join(reviews, 'remora-feedback-missing', 'feedback.jsonl'));
}, 240_000);

afterAll(async () => {
  await pr?.dispose();
  rmSync(temp, { recursive: true, force: true });
});

describe('train-data --from-reviews on the artifacts of a reviewed pull request', () => {
  it('writes the accepted runs as trajectories and the rejected one apart, counting the rest', async () => {
    const out = join(temp, 'data');
    const made = await cli(temp, [
      'train-data',
      '--from-reviews',
      reviews,
      '--out',
      out,
      '--eval-fraction',
      '0',
    ]);
    const missing = `${pr.baseSha}:lint-${markers.get('lint')!.marker.node_id}`;
    expect(made).toEqual({
      code: 0,
      stdout:
        '4 records (accepted 2, partly-accepted 1, rejected 1); 3 review trajectories; ' +
        'positives: 2 train, 0 eval; rejected: 1 (0 paired); answers: 0; ' +
        'runs not found: 1 (review not in the folder), 0 (not in their review); unfit: 0\n',
      stderr: `warning: no review of ${pr.baseSha} in ${reviews}: the verdicts on ${missing} give no training line\n`,
    });
    const of = (op: string): Trajectory =>
      reviewed.find((line) => line.op === op)?.trajectory as Trajectory;
    // The runs as the review ran them, byte for byte: the conversation the model was sent.
    expect(jsonLines(join(out, 'train.jsonl'))).toEqual([of('lint'), of('docstring')]);
    expect(readFileSync(join(out, 'eval.jsonl'), 'utf8')).toBe('');
    expect(of('lint').metadata).toMatchObject({
      teacher: 'builtin',
      task: {
        op: 'lint',
        file_path: 'shop/inventory.py',
        file_text: filesUnder(join(EXAMPLE, 'head'))['shop/inventory.py'],
      },
    });
    expect(jsonLines(join(out, 'rejected.jsonl'))).toEqual([
      {
        format: 'remora-rejection/1',
        verdict: 'rejected',
        reason: 'test the discount, not rounding',
        review: expect.objectContaining({
          reviewer: 'Codertocat',
          fingerprint: markers.get('test')!.marker.fingerprint,
        }),
        rejected: of('test'),
      },
    ]);
    expect(JSON.parse(readFileSync(join(out, 'stats.json'), 'utf8'))).toMatchObject({
      files: 6, // the event log, the review's trajectories, four jobs' verdicts
      other_lines: expect.any(Number),
      missing: [missing],
    });

    // fine_tune.py's own loader: one example per assistant turn, for each op apart.
    const turns = (line: Trajectory) => line.messages.filter((m) => m.role === 'assistant').length;
    for (const op of ['lint', 'docstring']) {
      const dry = await python([
        'fine_tune.py',
        '--op',
        op,
        '--data',
        join(out, 'train.jsonl'),
        '--eval-data',
        join(out, 'eval.jsonl'),
        '--dry-run',
      ]);
      expect(dry).toEqual({
        code: 0,
        stdout: `${op}: ${turns(of(op))} training turns, 0 eval turns\n`,
        stderr: '',
      });
    }
    const script = [
      'import json, sys, fine_tune, remora_data',
      'examples = fine_tune.load_examples(sys.argv[1], "docstring")',
      'rejected = remora_data.load_rejections(sys.argv[2])',
      'print(json.dumps({',
      '  "last": examples[-1]["completion"][0]["tool_calls"][0]["function"]["name"],',
      '  "rejected": [[r["rejected"]["metadata"]["task"]["op"], r["reason"], "chosen" in r] for r in rejected],',
      '}))',
    ].join('\n');
    const read = await python([
      '-c',
      script,
      join(out, 'train.jsonl'),
      join(out, 'rejected.jsonl'),
    ]);
    expect(read.stderr).toBe('');
    expect(JSON.parse(read.stdout)).toEqual({
      last: 'submit_result',
      rejected: [['test', 'test the discount, not rounding', false]],
    });

    // A pair whose chosen run is of another op is no preference between two answers: refused.
    const mispaired = join(temp, 'mispaired.jsonl');
    const [rejection] = jsonLines<Record<string, unknown>>(join(out, 'rejected.jsonl'));
    writeFileSync(mispaired, `${JSON.stringify({ ...rejection, chosen: of('docstring') })}\n`);
    const refused = await python([
      '-c',
      'import sys, remora_data\nremora_data.load_rejections(sys.argv[1])',
      mispaired,
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `remora_data.TrajectoryError: ${mispaired}:1: chosen: not a run of the same op on the same node`,
    );
  });

  it('refuses a malformed record with FEEDBACK_001, naming the file and line', async () => {
    const broken = join(temp, 'broken');
    cpSync(reviews, broken, { recursive: true });
    const file = join(broken, 'remora-feedback-lint', 'feedback.jsonl');
    const [line] = jsonLines<Record<string, unknown>>(file);
    appendFileSync(file, `${JSON.stringify({ ...line, verdict: 'liked' })}\n`);
    const made = await cli(temp, [
      'train-data',
      '--from-reviews',
      broken,
      '--out',
      join(temp, 'x'),
    ]);
    expect(made.code).toBe(2);
    expect(made.stderr).toMatch(
      /^remora: FEEDBACK_001: remora-feedback-lint\/feedback\.jsonl:2: verdict: Invalid option/,
    );
  });

  it('keeps the choice of input plain: --corpus or --from-reviews, not both', async () => {
    const both = await cli(temp, [
      'train-data',
      '--corpus',
      '.',
      '--from-reviews',
      reviews,
      '--out',
      'x',
    ]);
    expect(both).toMatchObject({ code: 2 });
    expect(both.stderr).toContain(
      'CLI_001: train-data takes --corpus <dir> or --from-reviews <dir>',
    );
  });
});
