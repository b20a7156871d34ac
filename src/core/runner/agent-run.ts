import type { AgentDefinition } from '../agents/definition.js';
import type { RunCancellation } from '../engine/cancellation.js';
import type { ErrorCode } from '../errors.js';
import type { EventBus } from '../events/event-bus.js';
import type { ChatMessage, ModelClient } from './messages.js';

/** How a model call is retried. */
export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** The first retry's base delay; each further one doubles it. */
  base_delay_ms: number;
  max_delay_ms: number;
  /** Waits; injectable so tests do not sleep. */
  sleep?: (ms: number) => Promise<void>;
  /** In [0, 1); injectable for deterministic jitter. */
  random?: () => number;
}

/** Runs the non-submit tools of one agent run; a RemoraError goes back to the model as a tool error. */
export interface ToolRuntime {
  call(name: string, args: Record<string, unknown>): Promise<unknown>;
}

/** The runner settings of docs/architecture.md §5, after config and the agent's own overrides. */
export interface RunnerSettings {
  model: string;
  tool_choice: 'auto' | 'required' | 'none';
  temperature: number;
  max_tokens: number;
  extra_body?: Record<string, unknown>;
  max_turns: number;
  /** Replies without a tool call tolerated before the run fails. */
  max_nudges: number;
  /** Rough token budget for the history sent each turn (4 characters a token). */
  history_token_budget: number;
  /** The most a tool call's arguments or a tool's result may hold, in bytes (LIMIT_001 past it). */
  max_tool_io_bytes?: number;
  retry: RetryPolicy;
}

/** One agent run: its definition, settings, conversation so far, tools and model. */
export interface AgentRun {
  definition: AgentDefinition;
  settings: RunnerSettings;
  messages: ChatMessage[];
  tools: ToolRuntime;
  model: ModelClient;
  events?: EventBus;
  /** Ids for events: the op, the node, the workspace. */
  ids: { op: string; node_id: string };
  /** The run's cancellation: checked before each turn and each tool call, raced with both. */
  cancellation?: RunCancellation;
}

/** How an agent run ended. */
export type AgentOutcome =
  | {
      status: 'succeeded';
      result: Record<string, unknown>;
      turns: number;
      transcript: ChatMessage[];
    }
  | {
      status: 'failed';
      code: ErrorCode;
      message: string;
      turns: number;
      transcript: ChatMessage[];
    }
  | {
      /** The run was cancelled while this agent ran (CANCEL_001). */
      status: 'cancelled';
      message: string;
      turns: number;
      transcript: ChatMessage[];
    };
