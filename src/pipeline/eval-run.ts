import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { AgentDefinition } from '../core/agents/definition.js';
import { Semaphore } from '../core/engine/semaphore.js';
import { RemoraError } from '../core/errors.js';
import { findFillerInDiff } from '../languages/registry.js';
import type { TaskScore } from '../core/training/eval-score.js';
import { tallyCalls } from '../core/training/exchange.js';
import { lastTestRunPassed } from '../core/training/gates.js';
import type { Trajectory } from '../core/training/trajectory.js';
import { encodeFileText } from '../languages/file-text.js';
import { confineWorkspacePath } from '../core/workspace/workspace-path.js';
import { createModelRecorder, type ModelRecorder } from './model-recorder.js';
import { prepareFolderRun } from './prepare.js';
import { CleanupStack, type ReviewSession, type TreeSessionOptions } from './session.js';
import { textDigest } from './train-data.js';

/** What `eval` replays, and against what. */
export interface EvalOptions extends Omit<TreeSessionOptions, 'wrapModel' | 'cleanups'> {
  tasks: readonly Trajectory[];
  /**
   * The corpus the trajectories were made from: the tasks run in it, so the
   * tools see the project as the teacher did. Without it they run in a folder
   * holding only the tasks' own files.
   */
  corpusRoot?: string;
}

/**
 * Replays each task (one node, one op) through the real runner and tools
 * against the session's model, and scores the run against the teacher's.
 */
export async function replayTasks(options: EvalOptions): Promise<TaskScore[]> {
  const cleanups = new CleanupStack();
  const recorder = createModelRecorder();
  try {
    const root = options.corpusRoot ?? (await rebuildFolder(options.tasks, cleanups));
    const session = await prepareFolderRun(
      root,
      [...new Set(options.tasks.map((t) => t.metadata.task.op))],
      {
        ...options,
        wrapModel: recorder.wrap,
        cleanups,
      },
    );
    const slots = new Semaphore(options.config.runner.node_concurrency);
    return await Promise.all(
      options.tasks.map((line) => slots.run(() => replayTask(options, session, recorder, line))),
    );
  } finally {
    await cleanups.run();
  }
}

/** Rebuilds one task's node from its recorded file, runs its op, and scores the run. */
async function replayTask(
  options: EvalOptions,
  session: ReviewSession,
  recorder: ModelRecorder,
  line: Trajectory,
): Promise<TaskScore> {
  const { task } = line.metadata;
  const text = await session.tree.source.readFile(task.file_path);
  if (text === undefined || textDigest(text) !== task.file_sha256)
    throw new RemoraError(
      'CLI_001',
      `${task.file_path} in the corpus is not the file the trajectory was made from; pass the corpus train-data ran on`,
    );
  const [found] = await session.discoverer.discover([
    { file_path: task.file_path, bytes: encodeText(task.file_path, text) },
  ]);
  const node = found?.nodes.find((n) => n.node_id === task.node_id);
  if (!node)
    throw new RemoraError(
      'CLI_001',
      `no node ${task.node_id} (${task.full_name}) in ${task.file_path}`,
    );
  const { value: report, exchanges } = await recorder.record(() =>
    session.review([{ node }], [task.op]),
  );
  const result = report.nodes[0]?.ops.find((r) => r.op === task.op);
  if (!result) throw new Error(`the replay of ${task.full_name} has no ${task.op} result`);
  const filler = findFillerInDiff(result.diff).length > 0;
  // The teacher's change, or for tests: tests written that pass (their text may differ).
  const matches =
    task.op === 'test'
      ? result.diff !== '' && lastTestRunPassed(result.transcript ?? [])
      : result.diff === line.metadata.outcome.diff;
  const calls = tallyCalls(options.agents.get(task.op) as AgentDefinition, exchanges);
  const usage = exchanges.flatMap((e) => (e.reply.usage ? [e.reply.usage] : []));
  return {
    op: task.op,
    node_id: task.node_id,
    full_name: task.full_name,
    file_path: task.file_path,
    status: result.status,
    ...(result.error ? { error: `${result.error.code}: ${result.error.message}` } : {}),
    success: result.status === 'succeeded' && matches && !filler,
    filler,
    turns: result.turns,
    call_attempts: calls.attempts,
    valid_calls: calls.valid,
    latencies_ms: exchanges.map((e) => e.ms),
    prompt_tokens: usage.reduce((sum, u) => sum + u.prompt_tokens, 0),
    completion_tokens: usage.reduce((sum, u) => sum + u.completion_tokens, 0),
    usage_reports: usage.length,
  };
}

function encodeText(path: string, text: string): Uint8Array {
  const encoded = encodeFileText(path, text);
  if (!encoded.ok) throw new RemoraError('CLI_001', `${path}: ${encoded.reason}`);
  return encoded.bytes;
}

/** A temporary folder holding each task's file as recorded; two different texts for one path are an error. */
async function rebuildFolder(
  tasks: readonly Trajectory[],
  cleanups: CleanupStack,
): Promise<string> {
  const files = new Map<string, string>();
  for (const { metadata } of tasks) {
    const { file_path, file_text } = metadata.task;
    const path = confineWorkspacePath(file_path);
    const seen = files.get(path);
    if (seen !== undefined && seen !== file_text)
      throw new RemoraError(
        'CLI_001',
        `the data holds two versions of ${path}; pass --corpus, or evaluate one version at a time`,
      );
    files.set(path, file_text);
  }
  const folder = await mkdtemp(join(tmpdir(), 'remora-eval-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  for (const [path, text] of files) {
    const target = join(folder, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, encodeText(path, text));
  }
  return folder;
}
