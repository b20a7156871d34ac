import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCommandArgs, type CliIo } from './io.js';
import { commandOptions } from './commands.js';
import { existingFolder, loadTrainingSetup, noPositionals } from './training-setup.js';
import { RemoraError } from '../core/errors.js';
import { formatScoreTable, scoreOps } from '../core/training/eval-score.js';
import { trajectorySchema, type Trajectory } from '../core/training/trajectory.js';
import { replayTasks } from '../pipeline/eval-run.js';

/** `remora eval`: each recorded task replayed against a model server, scored per op. */
export async function runEvalCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, commandOptions('eval'));
  noPositionals(positionals);
  if (!values.server) throw new RemoraError('CLI_001', 'eval needs --server <url>');
  if (!values.data) throw new RemoraError('CLI_001', 'eval needs --data <eval.jsonl>');
  if (!['json', 'markdown'].includes(values.format))
    throw new RemoraError('CLI_001', `--format is json or markdown, not '${values.format}'`);
  const corpusRoot = values.corpus ? existingFolder(io, values.corpus, '--corpus') : undefined;
  const data = readTrajectories(resolve(io.cwd, values.data));
  // Without --ops, every op the data holds.
  const opsFlag = values.ops ?? [...new Set(data.map((line) => line.metadata.task.op))].join(',');
  const setup = await loadTrainingSetup(
    io,
    corpusRoot ?? io.cwd,
    values.server,
    opsFlag,
    values.model,
  );
  const tasks = data.filter((line) => setup.ops.includes(line.metadata.task.op));
  if (tasks.length === 0)
    throw new RemoraError('CLI_001', `${values.data} holds no task of ${setup.ops.join(', ')}`);
  const model = values.model;
  const results = await replayTasks({
    ...setup,
    tasks,
    ...(corpusRoot ? { corpusRoot } : {}),
    ...(model ? { models: new Map(setup.ops.map((op) => [op, model])) } : {}),
  });
  const ops = scoreOps(results);
  if (values.format === 'json')
    io.stdout(
      `${JSON.stringify({ server: values.server, model: model ?? null, tasks: results.length, ops, results }, null, 2)}\n`,
    );
  else
    io.stdout(
      `remora eval: ${results.length} tasks against ${values.server}${model ? ` (model ${model})` : ''}\n\n${formatScoreTable(ops)}`,
    );
  return 0;
}

/** Every line of a trajectory file, validated; a bad line is CLI_001 naming it. */
function readTrajectories(path: string): Trajectory[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new RemoraError('CLI_001', `cannot read ${path}: ${(error as Error).message}`);
  }
  return text.split('\n').flatMap((raw, index) => {
    if (raw.trim() === '') return [];
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      throw new RemoraError('CLI_001', `${path}:${index + 1}: not JSON`);
    }
    const parsed = trajectorySchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new RemoraError(
        'CLI_001',
        `${path}:${index + 1}: not a trajectory: ${issue?.path.join('.') || '(line)'}: ${issue?.message ?? 'invalid'}`,
      );
    }
    return [parsed.data];
  });
}
