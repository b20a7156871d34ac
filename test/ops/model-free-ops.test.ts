import { describe, expect, it } from 'vitest';
import type { ChatRequest, ModelClient } from '../../src/core/runner/messages.js';
import { withModelFreeOps } from '../../src/ops/builtin-model.js';
import type { OpModule } from '../../src/ops/op-module.js';
import { createOpRegistry, opsAskingModels } from '../../src/ops/registry.js';

// An op that declares it needs no model is run by its built-in policy, whatever
// backend the other ops use, and no server is asked anything for it.

const op = (name: string, needsModel?: boolean): OpModule => ({
  name,
  agent: `${name}_agent`,
  enabledByDefault: false,
  ...(needsModel === undefined ? {} : { needsModel }),
  policy: () => [{ tool: 'submit_result', arguments: { summary: `${name} by its policy` } }],
  tools: {},
});
const registry = createOpRegistry([op('asks'), op('quiet', false), op('says_so', true)]);

const request = (agent: string): ChatRequest => ({
  model: agent,
  agent,
  messages: [{ role: 'user', content: 'review' }],
  tools: [],
  tool_choice: 'none',
  temperature: 0,
  max_tokens: 64,
});

describe('an op that needs no model', () => {
  it('is answered by its policy, and only it: the others reach the server', async () => {
    const asked: string[] = [];
    const server: ModelClient = {
      name: 'http://gpu-box:8000/v1',
      complete: async (r) => {
        asked.push(r.agent);
        return { content: 'from the server', tool_calls: [] };
      },
    };
    const model = withModelFreeOps(server, registry);
    expect(model.name).toBe('http://gpu-box:8000/v1');
    const quiet = await model.complete(request('quiet_agent'));
    expect(quiet.tool_calls.map((call) => call.function.name)).toEqual(['submit_result']);
    expect((await model.complete(request('asks_agent'))).content).toBe('from the server');
    await model.complete(request('says_so_agent'));
    expect(asked).toEqual(['asks_agent', 'says_so_agent']);
  });

  it('is left out of what a server is checked for; an op the registry does not know asks one', () => {
    expect(opsAskingModels(['asks', 'quiet', 'says_so', 'repository_op'], registry)).toEqual([
      'asks',
      'says_so',
      'repository_op',
    ]);
  });
});
