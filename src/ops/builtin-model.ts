import type { Policy } from '../core/runner/policy.js';
import { policyReply, tryPolicyFor } from '../core/runner/policy.js';
import {
  ModelError,
  type ChatReply,
  type ChatRequest,
  type ModelClient,
} from '../core/runner/messages.js';
import { needsModel } from './op-module.js';
import type { OpRegistry } from './registry.js';

/**
 * The `builtin` backend: each agent's deterministic reference policy,
 * answering through the same runner loop and tools as a served model, so its
 * transcripts have exactly a model's shape (and can train one).
 */
export function createBuiltinModel(policies: ReadonlyMap<string, Policy>): ModelClient {
  return {
    name: 'builtin',
    async complete(request: ChatRequest): Promise<ChatReply> {
      const policy = tryPolicyFor(policies, request.agent, request.language);
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

/**
 * `model`, except that the agents of ops that need no model
 * (`needsModel: false`) are answered by their built-in policies: such an op
 * runs the same whichever backend the others use, and never reaches a server.
 */
export function withModelFreeOps(
  model: ModelClient,
  registry: Pick<OpRegistry, 'ops' | 'policies'>,
): ModelClient {
  const agents = new Set(
    [...registry.ops.values()].filter((op) => !needsModel(op)).map((op) => op.agent),
  );
  if (agents.size === 0) return model;
  const builtin = createBuiltinModel(registry.policies);
  return {
    name: model.name,
    complete: (request, signal) =>
      agents.has(request.agent) ? builtin.complete(request) : model.complete(request, signal),
  };
}
