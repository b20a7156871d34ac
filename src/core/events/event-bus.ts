import type { ErrorCode } from '../errors.js';

/** Every event Remora emits, by type (docs/architecture.md §11). */
export interface RemoraEvents {
  'run:started': { nodes: number; ops: string[]; backend: string };
  'run:completed': {
    nodes: number;
    succeeded: number;
    failed: number;
    skipped: number;
    ms: number;
  };
  /** The run was cancelled (told to stop, its deadline, --fail-fast); what finished before stands. */
  'run:cancelled': {
    nodes: number;
    succeeded: number;
    failed: number;
    skipped: number;
    cancelled: number;
    cause: 'signal' | 'deadline' | 'fail_fast';
    code: ErrorCode;
    message: string;
    ms: number;
  };
  'node:started': { node_id: string; full_name: string; file_path: string };
  'node:completed': { node_id: string; ms: number };
  /** Closes a node one of whose ops the run's cancellation stopped or never let start. */
  'node:cancelled': { node_id: string; ms: number };
  /** `workspace_id` is the agent's id: `<op>-<node_id>`, closed by one completed, failed, skipped or cancelled. */
  'agent:started': { op: string; node_id: string; workspace_id: string };
  'agent:completed': {
    op: string;
    node_id: string;
    workspace_id: string;
    summary: string;
    turns: number;
    ms: number;
    /** Whether the op changed a file (its suggestion). */
    changed: boolean;
    /** What it found and did not fix. */
    findings: number;
  };
  'agent:failed': {
    op: string;
    node_id: string;
    workspace_id: string;
    code: ErrorCode;
    message: string;
    turns: number;
    findings: number;
  };
  'agent:skipped': {
    op: string;
    node_id: string;
    workspace_id: string;
    reason: string;
    findings: number;
  };
  /**
   * The agent asked a question (`ask_user`) to be answered later, in the pull
   * request's thread: the op stops here, and a later run resumes it.
   */
  'agent:waiting': {
    op: string;
    node_id: string;
    workspace_id: string;
    question: string;
    turns: number;
  };
  /** The run's cancellation stopped this agent, or came before it could start (CANCEL_001). */
  'agent:cancelled': {
    op: string;
    node_id: string;
    workspace_id: string;
    code: ErrorCode;
    message: string;
    turns: number;
  };
  /** `request_id` pairs it with one `model:response` or `model:error`. */
  'model:request': {
    op: string;
    node_id: string;
    request_id: string;
    turn: number;
    attempt: number;
  };
  'model:response': {
    op: string;
    node_id: string;
    request_id: string;
    turn: number;
    tool_calls: string[];
    ms: number;
  };
  'model:error': {
    op: string;
    node_id: string;
    request_id: string;
    code: ErrorCode;
    message: string;
    ms: number;
  };
  /** Once per run and op: the server lacks the op's model, and the op runs on the base model. */
  'model:fallback': { op: string; model: string; fallback: string };
  'model:retry': { op: string; node_id: string; attempt: number; delay_ms: number; reason: string };
  /** `call_id` pairs it with one `tool:result`. */
  'tool:called': { op: string; node_id: string; call_id: string; tool: string; arguments: unknown };
  /** Arguments that missed the tool's schema with one reading, repaired; `count`: this agent run's repairs so far. */
  'tool:repaired': { op: string; node_id: string; tool: string; fields: string[]; count: number };
  'tool:result': {
    op: string;
    node_id: string;
    call_id: string;
    tool: string;
    ok: boolean;
    ms: number;
    /** With `ok: false`: why, as an error code. */
    code?: ErrorCode;
    /** With `ok: false`: what went wrong, as the model was told it. */
    message?: string;
  };
  /** A workspace merged whole into `target` (`checkout` with --apply). */
  'workspace:merged': { workspace_id: string; target: string; files: string[] };
  /** A workspace left out whole: its change to `path` overlaps the ones already merged. */
  'workspace:conflict': {
    workspace_id: string;
    target: string;
    files: string[];
    path: string;
    code: ErrorCode;
    message: string;
  };
}

export type EventType = keyof RemoraEvents;

/** One event as delivered to subscribers and written to the run log. */
export interface RemoraEvent<T extends EventType = EventType> {
  /** 1, 2, 3 ... in the order the run emitted them. */
  seq: number;
  time: string;
  run_id: string;
  type: T;
  payload: RemoraEvents[T];
}

type Listener = (event: RemoraEvent) => void;

/**
 * An in-process, synchronous event bus. Patterns are an exact type,
 * `prefix:*`, or `*`. A failing listener is reported to the others' owner
 * through `onListenerError` and never breaks the run that emitted.
 */
export class EventBus {
  private readonly listeners: { pattern: string; listener: Listener }[] = [];
  private seq = 0;

  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly onListenerError: (error: unknown) => void = () => {},
    /** The run's id, on every event. */
    readonly runId: string = globalThis.crypto.randomUUID(),
  ) {}

  /** Subscribes; returns the unsubscribe function. */
  on(pattern: EventType | `${string}:*` | '*', listener: Listener): () => void {
    const entry = { pattern, listener };
    this.listeners.push(entry);
    return () => {
      const index = this.listeners.indexOf(entry);
      if (index !== -1) this.listeners.splice(index, 1);
    };
  }

  emit<T extends EventType>(type: T, payload: RemoraEvents[T]): void {
    this.seq += 1;
    const event: RemoraEvent = {
      seq: this.seq,
      time: this.now().toISOString(),
      run_id: this.runId,
      type,
      payload,
    };
    for (const { pattern, listener } of [...this.listeners]) {
      if (!matches(pattern, type)) continue;
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }
}

function matches(pattern: string, type: string): boolean {
  if (pattern === '*' || pattern === type) return true;
  return pattern.endsWith(':*') && type.startsWith(pattern.slice(0, -1));
}
