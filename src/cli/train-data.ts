import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommandArgs, type CliIo } from './io.js';
import { commandOptions } from './commands.js';
import { existingFolder, loadTrainingSetup, noPositionals } from './training-setup.js';
import { RemoraError } from '../core/errors.js';
import {
  formatReviewTrainingStats,
  reviewTraining,
  type ReviewTraining,
} from '../core/feedback/review-training.js';
import { formatStatsTable } from '../core/training/stats.js';
import { readReviewsFolder } from '../pipeline/review-feedback.js';
import { generateTrajectories } from '../pipeline/train-data.js';

/** `remora train-data`: teacher trajectories of a corpus, as JSONL for fine-tuning. */
export async function runTrainDataCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, commandOptions('train-data'));
  noPositionals(positionals);
  if (values.corpus && values['from-reviews'])
    throw new RemoraError(
      'CLI_001',
      'train-data takes --corpus <dir> or --from-reviews <dir>, not both',
    );
  if (!values.corpus && !values['from-reviews'])
    throw new RemoraError('CLI_001', 'train-data needs --corpus <dir> (or --from-reviews <dir>)');
  if (!values.out) throw new RemoraError('CLI_001', 'train-data needs --out <dir>');
  if (values['teacher-model'] && !values['teacher-server'])
    throw new RemoraError('CLI_001', '--teacher-model names a model of --teacher-server <url>');
  const evalFraction = Number(values['eval-fraction']);
  if (!(evalFraction >= 0 && evalFraction <= 1))
    throw new RemoraError(
      'CLI_001',
      `--eval-fraction is a number from 0 to 1, not '${values['eval-fraction']}'`,
    );
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new RemoraError('CLI_001', `--seed is a whole number, not '${values.seed}'`);
  if (values['from-reviews']) {
    for (const flag of ['ops', 'teacher-server'] as const)
      if (values[flag])
        throw new RemoraError(
          'CLI_001',
          `--${flag} is for --corpus: --from-reviews runs no teacher`,
        );
    const reviews = existingFolder(io, values['from-reviews'], '--from-reviews');
    return writeReviewTraining(io, reviews, resolve(io.cwd, values.out), { seed, evalFraction });
  }
  const corpusRoot = existingFolder(io, values.corpus as string, '--corpus');
  const setup = await loadTrainingSetup(
    io,
    corpusRoot,
    values['teacher-server'],
    values.ops,
    values['teacher-model'],
  );
  const out = resolve(io.cwd, values.out);
  mkdirSync(out, { recursive: true });
  const files = { train: join(out, 'train.jsonl'), eval: join(out, 'eval.jsonl') };
  writeFileSync(files.train, '');
  writeFileSync(files.eval, '');
  const teacherModel = values['teacher-model'];
  const stats = await generateTrajectories({
    ...setup,
    corpusRoot,
    seed,
    evalFraction,
    ...(teacherModel ? { models: new Map(setup.ops.map((op) => [op, teacherModel])) } : {}),
    onTrajectory: (line) => appendFileSync(files[line.metadata.split], `${JSON.stringify(line)}\n`),
    onDiagnostic: (d) => io.stderr(`${d.severity} ${d.code}: ${d.message}\n`),
    onFileDone: (p) => io.stderr(`[${p.index}/${p.files}] ${p.file}: ${p.kept} kept\n`),
  });
  writeFileSync(join(out, 'stats.json'), `${JSON.stringify(stats, null, 2)}\n`);
  io.stdout(formatStatsTable(stats));
  return 0;
}

/**
 * `train-data --from-reviews`: the verdicts of a folder of review artifacts
 * joined with the runs they judged. Accepted runs go to train.jsonl and
 * eval.jsonl, the lines fine_tune.py reads; rejected and retried ones to
 * rejected.jsonl with the reviewer's words; stats.json and one line say
 * what became of every record.
 */
function writeReviewTraining(
  io: CliIo,
  reviews: string,
  out: string,
  options: { seed: number; evalFraction: number },
): number {
  const folder = readReviewsFolder(reviews);
  const training: ReviewTraining = reviewTraining(folder.records, folder.trajectories, options);
  mkdirSync(out, { recursive: true });
  const jsonl = (lines: readonly unknown[]): string =>
    lines.map((l) => `${JSON.stringify(l)}\n`).join('');
  const bySplit = (split: 'train' | 'eval') =>
    training.positives.filter((line) => line.metadata.split === split);
  writeFileSync(join(out, 'train.jsonl'), jsonl(bySplit('train')));
  writeFileSync(join(out, 'eval.jsonl'), jsonl(bySplit('eval')));
  writeFileSync(join(out, 'rejected.jsonl'), jsonl(training.rejections));
  const stats = { files: folder.files.length, other_lines: folder.otherLines, ...training.stats };
  writeFileSync(join(out, 'stats.json'), `${JSON.stringify(stats, null, 2)}\n`);
  for (const id of training.stats.missing)
    io.stderr(
      `warning: no review of ${id.split(':')[0]} in ${reviews}: the verdicts on ${id} give no training line\n`,
    );
  for (const id of training.stats.absent)
    io.stderr(
      `warning: a verdict names ${id}, but its review in ${reviews} has no such run (that op changed nothing on that node)\n`,
    );
  io.stdout(formatReviewTrainingStats(training.stats));
  return 0;
}
