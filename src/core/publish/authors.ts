import { formatUnifiedDiff } from '../workspace/unified-diff.js';
import type { Author } from './attribute.js';
import type { PublishWorkspace, WorkspaceStep } from './publish-input.js';

/** Who made a piece of the review, in the words and ids its comment and marker use. */
export interface AuthorLabels {
  /** Ops in chain order, joined by `+` when several. */
  op: string;
  ops: string[];
  node_id: string;
  /** The deepest step of each workspace involved: accepting it accepts the rest. */
  workspace_id: string;
  /** Each of those workspaces' node text hash, in the same order; absent when one is unknown. */
  node_sha?: string;
  full_name: string;
  /** Those workspaces' patches against the head. */
  patch: string;
  /** One line per op: its own summary. */
  summaries: { op: string; summary: string }[];
  /** A stable key for grouping pieces with the same authors. */
  key: string;
}

/** Authors sorted and without repeats. */
export function normaliseAuthors(authors: readonly Author[]): Author[] {
  const seen = new Map<string, Author>();
  for (const author of authors) seen.set(`${author.workspace}:${author.step}`, author);
  return [...seen.values()].sort((a, b) => a.workspace - b.workspace || a.step - b.step);
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The patch of one step's workspace against the head, over every file its chain changed. */
export function stepPatch(workspace: PublishWorkspace, step: WorkspaceStep): string {
  return formatUnifiedDiff(
    [...workspace.head].map(([path, before]) => ({ path, before, after: step.files.get(path) })),
  );
}

/** The labels of a set of authors. */
export function labelAuthors(
  workspaces: readonly PublishWorkspace[],
  authors: readonly Author[],
): AuthorLabels {
  const sorted = normaliseAuthors(authors);
  const steps = sorted.map((a) => (workspaces[a.workspace] as PublishWorkspace).steps[a.step]);
  const deepest = new Map<number, number>();
  for (const a of sorted) deepest.set(a.workspace, Math.max(deepest.get(a.workspace) ?? 0, a.step));
  const finals = [...deepest].map(([w, s]) => {
    const workspace = workspaces[w] as PublishWorkspace;
    return { workspace, step: workspace.steps[s] as WorkspaceStep };
  });
  const ops = unique(steps.map((step) => step?.op ?? ''));
  const shas = finals.map((f) => f.workspace.node_sha);
  return {
    op: ops.join('+'),
    ops,
    node_id: unique(finals.map((f) => f.workspace.node_id)).join('+'),
    workspace_id: finals.map((f) => f.step.workspace_id).join('+'),
    ...(shas.every((sha) => sha !== undefined) ? { node_sha: shas.join('+') } : {}),
    full_name: unique(finals.map((f) => f.workspace.full_name)).join(', '),
    patch: finals.map((f) => stepPatch(f.workspace, f.step)).join(''),
    summaries: steps.map((step) => ({ op: step?.op ?? '', summary: step?.summary ?? '' })),
    key: sorted.map((a) => `${a.workspace}:${a.step}`).join('|'),
  };
}
