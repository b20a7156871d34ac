/** The OpenAI chat shapes the runner speaks, reduced to what it uses. */

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; name: string; content: string };

export interface ToolSpec {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ChatRequest {
  /** The model (or LoRA adapter) name sent to the server. */
  model: string;
  /** The agent's name: the built-in backend picks its policy by it. */
  agent: string;
  /** The language of the node's file (`python`, `typescript`): a language may have its own policy for an agent. Never sent to a server. */
  language?: string;
  messages: ChatMessage[];
  tools: ToolSpec[];
  tool_choice: 'auto' | 'required' | 'none';
  temperature: number;
  max_tokens: number;
  extra_body?: Record<string, unknown>;
}

export interface ChatReply {
  content: string | null;
  tool_calls: ToolCall[];
  finish_reason?: string;
  /** Token counts, when the server reports them. */
  usage?: { prompt_tokens: number; completion_tokens: number };
}

/** The port every model backend implements. */
export interface ModelClient {
  /** A name for logs and the summary: `builtin`, or the server's URL. */
  readonly name: string;
  complete(request: ChatRequest, signal?: AbortSignal): Promise<ChatReply>;
}

/**
 * A failure talking to the model. `retryable` marks what a retry may cure:
 * connection errors, timeouts, 429 and 5xx.
 */
export class ModelError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
    /**
     * AGENT_002 for an unreachable or failing server; AGENT_003 for a reply
     * that is not a chat completion; CANCEL_001 when the run was cancelled.
     */
    readonly code: 'AGENT_002' | 'AGENT_003' | 'CANCEL_001' = 'AGENT_002',
  ) {
    super(message);
    this.name = 'ModelError';
  }
}

const HEAD = 2500;
const TAIL = 1000;
const LIMIT = 4000;

/** docs/architecture.md §5's fixed rule: over 4000 characters, keep the first 2500 and the last 1000. */
export function truncateToolOutput(text: string): string {
  if (text.length <= LIMIT) return text;
  return `${text.slice(0, HEAD)}\n...\n${text.slice(-TAIL)}`;
}
