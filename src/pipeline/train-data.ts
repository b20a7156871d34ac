import { createHash } from 'node:crypto';
import { listSourceFiles } from '../adapters/files/source-files.js';
import type { AgentDefinition } from '../core/agents/definition.js';
import { Semaphore } from '../core/engine/semaphore.js';
import type { Diagnostic } from '../core/errors.js';
import { ownLineRanges } from '../core/node-lines.js';
import { compareNodes, type CSTNode } from '../core/nodes.js';
import { tallyCalls, tryConversation, type RecordedExchange } from '../core/training/exchange.js';
import { judgeRun, type DropReason } from '../core/training/gates.js';
import { withParsedText } from '../adapters/tree-sitter/parsed-text.js';
import { findFillerInDiff, isTestPath } from '../languages/registry.js';
import { tryPackFor } from '../languages/manifests.js';
import { splitForPath, type Split } from '../core/training/split.js';
import { countRun, type TrajectoryStats } from '../core/training/stats.js';
import {
  TRAJECTORY_FORMAT,
  trajectorySchema,
  type Trajectory,
  type TrajectoryTask,
} from '../core/training/trajectory.js';
import type { OpResult } from './run-operation.js';
import { createModelRecorder, type ModelRecorder } from './model-recorder.js';
import { prepareFolderRun } from './prepare.js';
import { CleanupStack, type ReviewSession, type TreeSessionOptions } from './session.js';

/** What `train-data` is asked to do. */
export interface TrainDataOptions extends Omit<TreeSessionOptions, 'wrapModel' | 'cleanups'> {
  corpusRoot: string;
  ops: readonly string[];
  seed: number;
  evalFraction: number;
  /** Each kept trajectory, in corpus order (file by file, node by node, op by op). */
  onTrajectory(line: Trajectory): void;
  /** Discovery's warnings, and one line per file done. */
  onDiagnostic(diagnostic: Diagnostic): void;
  onFileDone(progress: { file: string; index: number; files: number; kept: number }): void;
}

/**
 * Runs the teacher (the session's backend) through the real runner and tools
 * on every node of the corpus for each op, recording each run at the model
 * port, and keeps the runs whose results pass a review's gates. Each op runs
 * on its own from the corpus as it is, so a task is one node and one op.
 */
export async function generateTrajectories(options: TrainDataOptions): Promise<TrajectoryStats> {
  const recorder = createModelRecorder();
  const cleanups = new CleanupStack();
  const stats: TrajectoryStats = {
    teacher: options.backend.kind === 'builtin' ? 'builtin' : 'server',
    seed: options.seed,
    eval_fraction: options.evalFraction,
    files: { train: 0, eval: 0 },
    ops: Object.fromEntries(
      options.ops.map((op) => [op, { kept: { train: 0, eval: 0 }, dropped: {} }]),
    ),
  };
  try {
    const session = await prepareFolderRun(options.corpusRoot, options.ops, {
      ...options,
      wrapModel: recorder.wrap,
      cleanups,
    });
    const { files, diagnostics } = await listSourceFiles([], options.corpusRoot);
    diagnostics.forEach(options.onDiagnostic);
    const sorted = [...files].sort((a, b) => (a.file_path < b.file_path ? -1 : 1));
    const found = await session.discoverer.discover(sorted);
    const slots = new Semaphore(options.config.runner.node_concurrency);
    for (const [index, discovery] of found.entries()) {
      discovery.diagnostics.forEach(options.onDiagnostic);
      const text = await session.tree.source.readFile(discovery.file_path);
      if (text === undefined || discovery.nodes.length === 0) continue;
      const split = splitForPath(discovery.file_path, options.seed, options.evalFraction);
      stats.files[split]++;
      const file = { nodes: [...discovery.nodes].sort(compareNodes), text, split };
      let kept = 0;
      for (const { op, outcome } of await recordFile(options, session, recorder, slots, file)) {
        if ('line' in outcome) {
          options.onTrajectory(outcome.line);
          countRun(stats, op, { kept: split });
          kept++;
        } else countRun(stats, op, { dropped: outcome.dropped });
      }
      const done = { file: discovery.file_path, index: index + 1, files: found.length, kept };
      options.onFileDone(done);
    }
  } finally {
    await cleanups.run();
  }
  return stats;
}

/**
 * Runs every op on every node of one file, side by side up to the slots,
 * each recorded apart; the outcomes come back in node, then op order.
 */
async function recordFile(
  options: TrainDataOptions,
  session: ReviewSession,
  recorder: ModelRecorder,
  slots: Semaphore,
  file: { nodes: CSTNode[]; text: string; split: Split },
): Promise<{ op: string; outcome: { line: Trajectory } | { dropped: DropReason } }[]> {
  const runs = file.nodes.flatMap((node) => options.ops.map((op) => ({ node, op })));
  return Promise.all(
    runs.map(({ node, op }) =>
      slots.run(async () => {
        const { value: report, exchanges } = await recorder.record(() =>
          session.review([{ node }], [op]),
        );
        const result = report.nodes[0]?.ops.find((r) => r.op === op);
        if (!result) throw new Error(`the review of ${node.full_name} has no ${op} result`);
        const task = taskOf(op, node, file.text);
        const run = { result, exchanges, task, nodes: file.nodes, split: file.split };
        return { op, outcome: await judgeTeacherRun(options, run) };
      }),
    ),
  );
}

/** The task a run solved: its op, its node, and the node's file as the teacher read it. */
export function taskOf(op: string, node: CSTNode, text: string): TrajectoryTask {
  return {
    op,
    node_id: node.node_id,
    node_type: node.node_type,
    full_name: node.full_name,
    file_path: node.file_path,
    file_sha256: textDigest(text),
    file_text: text,
  };
}

/** The SHA-256 of a text's UTF-8 bytes. */
export function textDigest(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

interface TeacherRun {
  result: OpResult;
  exchanges: RecordedExchange[];
  task: TrajectoryTask;
  /** Every node of the task's file, for the lines the op may change. */
  nodes: readonly CSTNode[];
  split: Split;
}

/** The trajectory line of a run that passes every gate, or why it is dropped. */
async function judgeTeacherRun(
  options: Pick<TrainDataOptions, 'agents' | 'backend'>,
  run: TeacherRun,
): Promise<{ line: Trajectory } | { dropped: DropReason }> {
  const { result, exchanges, task } = run;
  const definition = options.agents.get(task.op) as AgentDefinition;
  const conversation = tryConversation(exchanges);
  const changes = (await result.workspace?.ownChanges()) ?? [];
  const node = run.nodes.find((n) => n.node_id === task.node_id) as CSTNode;
  const dropped = judgeRun({
    op: task.op,
    status: result.status,
    requests: exchanges.length,
    oneConversation: conversation !== undefined,
    calls: tallyCalls(definition, exchanges),
    messages: conversation?.messages ?? [],
    changes,
    diff: result.diff,
    nodeFile: task.file_path,
    ownLines: ownLineRanges(node, run.nodes),
    unparsable: await unparsableFiles(changes),
    filler: findFillerInDiff(result.diff),
    isTestPath,
  });
  if (dropped) return { dropped };
  const first = exchanges[0] as RecordedExchange;
  const parsed = trajectorySchema.safeParse({
    ...conversation,
    metadata: {
      format: TRAJECTORY_FORMAT,
      split: run.split,
      agent: first.request.agent,
      model: first.request.model,
      teacher: options.backend.kind === 'builtin' ? 'builtin' : 'server',
      task,
      outcome: {
        status: 'succeeded',
        summary: result.summary,
        turns: result.turns,
        diff: result.diff,
      },
    },
  });
  return parsed.success ? { line: parsed.data } : { dropped: 'invalid-format' };
}

/** The changed files of a language that its grammar could not parse any more. */
export async function unparsableFiles(
  changes: readonly { path: string; after: string | undefined }[],
): Promise<string[]> {
  const broken: string[] = [];
  for (const change of changes) {
    const pack = tryPackFor(change.path);
    if (change.after === undefined || !pack) continue;
    if (await withParsedText(pack, change.after, (root) => root.hasError)) broken.push(change.path);
  }
  return broken;
}
