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
  /** The language of the node's file, told to the built-in backend with each request. */
  language?: string;
  /** The run's cancellation: checked before each turn and each tool call, raced with both. */
  cancellation?: RunCancellation;
  /**
   * Who answers the agent's `ask_user` questions (agents with `ask_user:
   * true`): a person at the terminal, or a pull request's thread, which makes
   * the run wait. Without it every question is answered that no answer is
   * available, and the agent goes on.
   */
  ask?: AskUser;
  /** Turns already taken by the run this one resumes: they count against max_turns. */
  turns_taken?: number;
}

/** What became of a question the agent asked. */
export type UserAnswer =
  /** Someone answered it: the tool's result. */
  | { answer: string }
  /** Nobody can be asked in this run: the agent goes on without. */
  | { unavailable: true }
  /** The question was handed on; the run stops here, to resume when it is answered. */
  | { waiting: true };

/** Puts the agent's question to someone. */
export type AskUser = (question: string) => Promise<UserAnswer>;

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
      /**
       * The agent asked a question that is to be answered later: the run
       * stops, and resumes from `transcript` (which ends in the assistant
       * message holding the `ask_user` call `call_id`) once it is answered.
       */
      status: 'waiting';
      question: string;
      call_id: string;
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
