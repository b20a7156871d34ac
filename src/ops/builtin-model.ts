import type { Policy } from '../core/runner/policy.js';
import { policyReply } from '../core/runner/policy.js';
import {
  ModelError,
  type ChatReply,
  type ChatRequest,
  type ModelClient,
} from '../core/runner/messages.js';

/**
 * The `builtin` backend: each agent's deterministic reference policy,
 * answering through the same runner loop and tools as a served model, so its
 * transcripts have exactly a model's shape (and can train one).
 */
export function createBuiltinModel(policies: ReadonlyMap<string, Policy>): ModelClient {
  return {
    name: 'builtin',
    async complete(request: ChatRequest): Promise<ChatReply> {
      const policy = policies.get(request.agent);
      if (!policy)
        throw new ModelError(
          `no built-in policy for agent '${request.agent}'`,
          false,
          undefined,
          'AGENT_003',
        );
      return policyReply(request.messages, policy(request.messages));
    },
  };
}
