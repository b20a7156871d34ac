import { listSourceFiles } from '../adapters/files/source-files.js';
import type { Discoverer } from '../adapters/tree-sitter/in-process-discoverer.js';
import { inShard, type Shard } from '../core/commands/shard.js';
import type { Diagnostic } from '../core/errors.js';
import { createPathFilter } from '../core/sweep/path-patterns.js';
import type { FileSource } from '../core/workspace/file-source.js';
import type { Git } from '../ports.js';
import { prepareRun, type ChosenBackend, type PreparedRun, type RunVariant } from './prepare.js';
import type { ReviewReport, ReviewTarget } from './review.js';
import { followSweepProgress } from './sweep-progress.js';
import { appendAll } from '../core/arrays.js';

/**
 * Everything a sweep needs, gathered once by the entry point: the
 * checkout's own settings, the ops and the backend chosen for them, the
 * commit, which files and which shard. Data only, and the sink its progress
 * lines go to.
 */
export interface SweepInput {
  settings: RunVariant['settings'];
  ops: readonly string[];
  backend: ChosenBackend;
  git: Git;
  head: string;
  /** The `paths` patterns: the files swept. */
  paths: readonly string[];
  shard: Shard;
  /** Where the progress lines go (the job's log). */
  progressLine: (text: string) => void;
  run: Pick<RunVariant, 'events' | 'processEnv' | 'allowExecute' | 'cleanups' | 'stop'>;
}

/** What a sweep's pipeline hands back: the entry point reports and publishes it. */
export interface SweepResult {
  prepared: PreparedRun;
  report: ReviewReport;
  /** The stable tree the nodes were read from: what `open-pr` commits on. */
  stable: FileSource;
  /** Files swept (those the patterns match). */
  files: number;
  /** What listing and discovery said of the files. */
  diagnostics: Diagnostic[];
  /** What the pipeline has to say in the job's log, in order. */
  said: string[];
}

/**
 * A sweep's pipeline in one pass: the run prepared on the checkout, every
 * node of the swept files in this job's shard (the file nodes included),
 * and the review of them, with progress lines while it runs.
 */
export async function sweepRepository(input: SweepInput): Promise<SweepResult> {
  const prepared = await prepareRun({
    ...input.run,
    settings: input.settings,
    requestedOps: input.ops,
    backend: input.backend,
    checkSandbox: true,
    tree: { git: input.git, head: input.head },
  });
  const { session } = prepared;
  const found = await findSweepTargets(input, input.git.root, session.discoverer);
  const progress = followSweepProgress(input.run.events, input.progressLine);
  const report = await session.review(found.targets).finally(() => progress.stop());
  return { prepared, report, stable: session.tree.source, ...found };
}

/** Every node of the swept files that falls in this job's shard, the file nodes included. */
export async function findSweepTargets(
  input: Pick<SweepInput, 'paths' | 'shard'>,
  root: string,
  discoverer: Discoverer,
): Promise<{ targets: ReviewTarget[]; files: number; diagnostics: Diagnostic[]; said: string[] }> {
  const listing = await listSourceFiles([], root, root);
  const diagnostics: Diagnostic[] = [...listing.diagnostics];
  const swept = createPathFilter(input.paths);
  const files = listing.files.filter((file) => swept(file.file_path));
  const found = await discoverer.discover(files);
  for (const result of found) appendAll(diagnostics, result.diagnostics);
  const nodes = found.flatMap((result) => result.nodes);
  const targets = nodes
    .filter((node) => inShard(node.node_id, input.shard))
    .map((node) => ({ node }));
  const { index, count } = input.shard;
  const said = [
    `${files.length} files, ${nodes.length} nodes; ${targets.length} in this shard (${index}/${count})`,
  ];
  return { targets, files: files.length, diagnostics, said };
}
