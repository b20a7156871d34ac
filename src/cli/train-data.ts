import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseCommandArgs, type CliIo } from './io.js';
import { existingFolder, loadTrainingSetup, noPositionals } from './training-setup.js';
import { RemoraError } from '../core/errors.js';
import { formatStatsTable } from '../core/training/stats.js';
import { generateTrajectories } from '../pipeline/train-data.js';

/** `remora train-data`: teacher trajectories of a corpus, as JSONL for fine-tuning. */
export async function runTrainDataCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    corpus: { type: 'string' },
    ops: { type: 'string' },
    out: { type: 'string' },
    'teacher-server': { type: 'string' },
    'teacher-model': { type: 'string' },
    'eval-fraction': { type: 'string', default: '0.1' },
    seed: { type: 'string', default: '0' },
  });
  noPositionals(positionals);
  if (!values.corpus) throw new RemoraError('CLI_001', 'train-data needs --corpus <dir>');
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
  const corpusRoot = existingFolder(io, values.corpus, '--corpus');
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
