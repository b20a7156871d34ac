import { ApplyRefused, applyToCheckout } from '../adapters/git/checkout-apply.js';
import type { Git } from '../ports.js';
import { ReadLedger } from '../adapters/files/read-ledger.js';
import { acquireRepositoryLock } from '../adapters/git/repository-lock.js';
import { RemoraError } from '../core/errors.js';
import { BUILTIN_STRUCTURAL_MERGE } from '../languages/registry.js';
import type { EventBus } from '../core/events/event-bus.js';
import { mergeWorkspaces } from '../core/workspace/merge.js';
import { finalWorkspaces, type ReviewReport } from './review.js';
import type { CleanupStack, StableTree } from './session.js';

/** The checkout `--apply` writes to: held under the repository lock, its reads recorded. */
export interface ApplyTarget {
  git: Git;
  ledger: ReadLedger;
}

const LISTED_FILES = 10;

/**
 * Everything `--apply` needs settled before the review runs: the repository
 * lock (released by `cleanups`), the head checked out, and no local changes to
 * tracked files (CLI_001 naming them).
 */
export async function prepareApply(
  git: Git,
  head: string,
  cleanups: CleanupStack,
): Promise<ApplyTarget> {
  const lock = await acquireRepositoryLock(await git.commonDir());
  cleanups.push(() => lock.release());
  const checkedOut = await git.resolveCommit('HEAD').catch(() => '');
  if (checkedOut !== head)
    throw new RemoraError(
      'CLI_001',
      `--apply writes to the checkout, so --head must be the checked-out commit (${checkedOut.slice(0, 12) || 'none'}), not ${head.slice(0, 12)}`,
    );
  const changed = await git.changedTrackedFiles();
  if (changed.length > 0) {
    const more = changed.length > LISTED_FILES ? ` and ${changed.length - LISTED_FILES} more` : '';
    throw new RemoraError(
      'CLI_001',
      `--apply needs a checkout with no local changes to tracked files; commit or stash the changes to ${changed.slice(0, LISTED_FILES).join(', ')}${more}`,
    );
  }
  return { git, ledger: new ReadLedger() };
}

/**
 * Merges the review's final workspaces and writes them to the checkout, all
 * or nothing; each workspace merged or left out is an event.
 */
export async function applyReview(
  report: ReviewReport,
  tree: StableTree,
  target: ApplyTarget,
  /** Told of each merge conflict, and of what was written. */
  say: (line: string) => void,
  events?: EventBus,
): Promise<void> {
  const workspaces = report.nodes.flatMap((node) => finalWorkspaces(node, report.graph));
  const merged = await mergeWorkspaces(tree.source, workspaces, BUILTIN_STRUCTURAL_MERGE);
  // Read before writing: once the checkout holds a change, it is no longer one.
  const brought = new Map(
    await Promise.all(
      workspaces.map(
        async (w) => [w.id, (await w.changes()).map((change) => change.path)] as const,
      ),
    ),
  );
  // Every workspace left out is told before anything is written or reported.
  for (const conflict of merged.conflicts)
    events?.emit('workspace:conflict', {
      workspace_id: conflict.workspaces.at(-1) ?? '',
      target: 'checkout',
      files: conflict.files,
      path: conflict.path,
      code: conflict.code,
      message: conflict.message,
    });
  const tracked = await target.git.trackedFiles([...merged.files.keys()]);
  try {
    await applyToCheckout(target.git.root, merged.files, {
      tracked,
      readHash: (path) => target.ledger.hashOf(path),
    });
  } catch (error) {
    if (error instanceof ApplyRefused)
      for (const id of merged.merged) emitRefused(events, id, brought.get(id) ?? [], error);
    throw error;
  }
  for (const workspace of workspaces) {
    if (!merged.merged.includes(workspace.id)) continue;
    workspace.transition('accepted');
    const files = brought.get(workspace.id) ?? [];
    if (files.length > 0)
      events?.emit('workspace:merged', { workspace_id: workspace.id, target: 'checkout', files });
  }
  for (const conflict of merged.conflicts) say(`warning ${conflict.code}: ${conflict.message}`);
  say(
    `applied ${merged.files.size} file${merged.files.size === 1 ? '' : 's'} from ${merged.merged.length} workspace${merged.merged.length === 1 ? '' : 's'}`,
  );
}

/**
 * A workspace the checkout refused: all or nothing, so every merged one is
 * left out, each with the refused file among its own when it has one.
 */
function emitRefused(
  events: EventBus | undefined,
  workspaceId: string,
  files: readonly string[],
  refused: ApplyRefused,
): void {
  const own = refused.refusals.find((r) => files.includes(r.path));
  const first = own ?? (refused.refusals[0] as (typeof refused.refusals)[number]);
  events?.emit('workspace:conflict', {
    workspace_id: workspaceId,
    target: 'checkout',
    files: [...files],
    path: first.path,
    code: refused.code,
    message: own ? `nothing applied: ${own.reason}` : refused.message,
  });
}
