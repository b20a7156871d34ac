import type { TrackedFiles } from '../../adapters/files/workspace-tree.js';
import type { Sandbox } from '../../adapters/process/sandbox.js';
import type { Finding } from '../../core/findings.js';
import type { LintFinding, Linter } from '../../core/lint/types.js';
import type { LineRange } from '../../core/node-lines.js';
import type { CSTNode } from '../../core/nodes.js';
import type { WorkspaceOverlay } from '../../core/workspace/overlay.js';

/** Where a node stands now in its workspace: edits above it move it. */
export interface NodeLocation {
  node: CSTNode;
  /** Every node of the file as it is in the workspace. */
  nodes: CSTNode[];
  /** The lines the operation may change (the node's own lines). */
  ranges: LineRange[];
  /** The file's current text in the workspace. */
  text: string;
}

/** Shared, run-wide services the tools use; created once per run. */
export interface ToolServices {
  /** Nodes of a text as discovery sees them. */
  discoverText(path: string, text: string): Promise<CSTNode[]>;
  /**
   * The project's linter for the file at that path, with the settings that
   * govern it, from the file's language; undefined when the project lints
   * none of it (no configuration of a linter the language knows).
   */
  linter(filePath: string): Promise<Linter | undefined>;
  /** Which linter configuration governs the file, in a sentence; undefined when none does. */
  describeLinter(filePath: string): Promise<string | undefined>;
  /** The folder holding the stable tree's files, for materialised views (pytest). */
  stableRoot: string;
  /**
   * The files git tracks in the stable tree, the only ones a materialised
   * view holds; undefined where the tree is no checkout (every file counts).
   */
  trackedFiles?(): Promise<TrackedFiles | undefined>;
  /** Every file of the stable tree, repository-relative (listed once per run). */
  listFiles(): Promise<string[]>;
  /** The environment subprocesses start from; always pass it through scrubbedEnv. */
  processEnv: NodeJS.ProcessEnv;
  /** Per-call timeout for subprocesses tools start. */
  commandTimeoutMs: number;
  /** Where code from the repository runs (pytest): SANDBOX_001 where none can be made. */
  sandbox(): Promise<Sandbox>;
}

/** What a tool handler gets besides its arguments. */
export interface ToolContext {
  op: string;
  /** The node as discovered in the stable tree (its id and names never change). */
  node: CSTNode;
  workspace: WorkspaceOverlay;
  /** The operation's config section (`operations.<op>`). */
  opConfig: Readonly<Record<string, unknown>>;
  services: ToolServices;
  /** Finds the node in the workspace's current text; TOOL_001 when it is gone. */
  locate(): Promise<NodeLocation>;
  /** The node's lines the change under review touched, when a diff is being reviewed. */
  changedLines?: readonly LineRange[];
  /**
   * The node's text at the base revision, where the change under review
   * rewrote lines of it: which parameters it had before. `null` when the
   * change wrote the whole node: it had none.
   */
  before?: string | null;
  /** What the op's tools detected and did not fix; reported with the op's result. */
  findings: Finding[];
  /** Aborts when the run is cancelled: a tool's processes are killed with their group. */
  signal?: AbortSignal;
  /**
   * The characters the tool's own result may take, as JSON: RESULT_BUDGET
   * less the texts its context providers put first in it. Absent: all of
   * RESULT_BUDGET.
   */
  resultBudget?: number;
}

/** A check run on an op's result: what is still wrong, as findings. */
export type FindingCheck = (context: ToolContext) => Promise<Finding[]>;

export type ToolHandler = (args: Record<string, unknown>, context: ToolContext) => Promise<unknown>;
export type ContextProvider = (context: ToolContext) => Promise<string>;

/** A finding as tools report it to the model: small, line-numbered, decision-ready. */
export function reportFinding(finding: LintFinding): {
  code: string;
  line: number;
  column: number;
  message: string;
  fixable: boolean;
} {
  return {
    code: finding.code,
    line: finding.start.line,
    column: finding.start.column,
    message: finding.message,
    fixable: finding.fixable,
  };
}
