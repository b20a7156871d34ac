import { RemoraError } from '../errors.js';
import type { FileSource } from './file-source.js';
import { formatUnifiedDiff } from './unified-diff.js';
import { confineWorkspacePath } from './workspace-path.js';

/** Where a workspace is in its life (docs/architecture.md §6). */
export type WorkspaceState =
  'running' | 'reviewing' | 'accepted' | 'rejected' | 'errored' | 'cancelled' | 'waiting';

/** A file a workspace changed; `undefined` means the file is absent on that side. */
export interface FileChange {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

const NEXT_STATES: Record<WorkspaceState, readonly WorkspaceState[]> = {
  // waiting: the agent asked a question; a later run resumes it in a workspace of its own.
  running: ['reviewing', 'errored', 'cancelled', 'waiting'],
  reviewing: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
  errored: [],
  cancelled: [],
  waiting: [],
};

/** Orders paths by UTF-16 code units: the same on every machine, unlike localeCompare. */
export function comparePaths(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * A copy-on-write view of the stable tree for one operation on one node:
 * reads fall through to the stable tree, writes and deletions stay here, so
 * the checkout is never touched and no two workspaces see each other's writes.
 */
export class WorkspaceOverlay implements FileSource {
  /** `<op>-<node_id>`, e.g. `lint-src/app.py::main`. */
  readonly id: string;
  readonly #stable: FileSource;
  // path -> content written, or undefined for a deletion that hides the stable file.
  readonly #writes: Map<string, string | undefined>;
  /** The workspace this one was forked from, whose view its own changes are measured against. */
  readonly parent: WorkspaceOverlay | undefined;
  #state: WorkspaceState = 'running';

  private constructor(
    id: string,
    stable: FileSource,
    writes: Map<string, string | undefined>,
    parent?: WorkspaceOverlay,
  ) {
    if (id.length === 0) throw new Error('a workspace needs a non-empty id');
    this.id = id;
    this.#stable = stable;
    this.#writes = writes;
    this.parent = parent;
  }

  /** A fresh, running workspace over `stable` with no changes. */
  static create(id: string, stable: FileSource): WorkspaceOverlay {
    return new WorkspaceOverlay(id, stable, new Map());
  }

  /** The workspace's state; a new one is `running`. */
  get state(): WorkspaceState {
    return this.#state;
  }

  /**
   * A running workspace that starts from a snapshot of this one's writes over
   * the same stable tree. Later writes on either side are not shared, so a
   * downstream operation (docstring after lint) builds on its upstream's edits
   * without being able to change them.
   */
  fork(id: string): WorkspaceOverlay {
    return new WorkspaceOverlay(id, this.#stable, new Map(this.#writes), this);
  }

  /** The file as this workspace sees it: its own write or deletion first, else the stable tree. */
  async readFile(path: string): Promise<string | undefined> {
    const confined = confineWorkspacePath(path);
    if (this.#writes.has(confined)) return this.#writes.get(confined);
    return this.#stable.readFile(confined);
  }

  /** Records new content for a file; TOOL_001 unless the workspace is running. */
  async writeFile(path: string, content: string): Promise<void> {
    const confined = confineWorkspacePath(path);
    this.#assertRunning(`write ${confined}`);
    this.#writes.set(confined, content);
  }

  /** Hides a file from this workspace; TOOL_001 unless the workspace is running. */
  async deleteFile(path: string): Promise<void> {
    const confined = confineWorkspacePath(path);
    this.#assertRunning(`delete ${confined}`);
    this.#writes.set(confined, undefined);
  }

  /**
   * The files whose content differs from the stable tree, sorted by path.
   * Writing back a file's stable content, or deleting an absent file, is no change.
   */
  async changes(): Promise<FileChange[]> {
    const entries = [...this.#writes].sort(([a], [b]) => comparePaths(a, b));
    const befores = await Promise.all(entries.map(([path]) => this.#stable.readFile(path)));
    const changes: FileChange[] = [];
    entries.forEach(([path, after], i) => {
      const before = befores[i];
      if (before !== after) changes.push({ path, before, after });
    });
    return changes;
  }

  /** A git-style unified diff (a/ b/ headers, 3 lines of context) of {@link changes}; '' when none. */
  async diff(): Promise<string> {
    return formatUnifiedDiff(await this.changes());
  }

  /**
   * This workspace's own changes: against its parent's view when it was
   * forked (docstring after lint shows only docstring's edits), else against
   * the stable tree. `before` is what the parent (or the stable tree) holds.
   */
  async ownChanges(): Promise<FileChange[]> {
    if (!this.parent) return this.changes();
    const parent = this.parent;
    const entries = [...this.#writes].sort(([a], [b]) => comparePaths(a, b));
    const befores = await Promise.all(entries.map(([path]) => parent.readFile(path)));
    const changes: FileChange[] = [];
    entries.forEach(([path, after], i) => {
      const before = befores[i];
      if (before !== after) changes.push({ path, before, after });
    });
    return changes;
  }

  /** A unified diff of {@link ownChanges}; '' when the op changed nothing itself. */
  async ownDiff(): Promise<string> {
    return formatUnifiedDiff(await this.ownChanges());
  }

  /**
   * Moves the workspace on: running -> reviewing | errored, reviewing ->
   * accepted | rejected. Anything else is a bug in the caller, so it throws a
   * plain Error rather than a user-facing code.
   */
  transition(to: WorkspaceState): void {
    if (!NEXT_STATES[this.#state].includes(to))
      throw new Error(`workspace ${this.id}: cannot go from ${this.#state} to ${to}`);
    this.#state = to;
  }

  #assertRunning(what: string): void {
    if (this.#state !== 'running')
      throw new RemoraError(
        'TOOL_001',
        `workspace ${this.id} is ${this.#state}, not running: cannot ${what}`,
      );
  }
}
