import { describe, expect, it } from 'vitest';
import { withDeadline } from '../../../src/core/runner/deadline.js';
import type { ChatRequest, ModelClient } from '../../../src/core/runner/messages.js';

const request = { model: 'm', messages: [], tools: [] } as unknown as ChatRequest;

describe('withDeadline', () => {
  it('lets go of a request that never answers, even one deaf to its abort signal', async () => {
    let calls = 0;
    const deaf: ModelClient = {
      name: 'deaf',
      complete: () => {
        calls++;
        return new Promise(() => {});
      },
    };
    const model = withDeadline(deaf, Date.now() + 50, 0.05);
    await expect(model.complete(request)).rejects.toMatchObject({
      code: 'AGENT_002',
      retryable: false,
      message: expect.stringContaining('runner.deadline_s: 0.05 s'),
    });
    await expect(model.complete(request)).rejects.toMatchObject({ retryable: false });
    expect(calls).toBe(1);
  });

  it('passes answers and errors through before the deadline', async () => {
    const reply = { content: 'ok', tool_calls: [] };
    const quick: ModelClient = { name: 'quick', complete: async () => reply as never };
    await expect(withDeadline(quick, Date.now() + 60_000, 60).complete(request)).resolves.toBe(
      reply,
    );
  });

  it('lets go of a request in flight, and fails every later one, once the run is told to stop', async () => {
    let calls = 0;
    const deaf: ModelClient = {
      name: 'deaf',
      complete: () => {
        calls++;
        return new Promise(() => {});
      },
    };
    const stop = new AbortController();
    const model = withDeadline(deaf, Date.now() + 60_000, 60, { stop: stop.signal });
    const waiting = model.complete(request);
    stop.abort('SIGTERM');
    await expect(waiting).rejects.toMatchObject({
      code: 'AGENT_002',
      retryable: false,
      message: 'the run was stopped (SIGTERM); this op was stopped',
    });
    await expect(model.complete(request)).rejects.toMatchObject({ retryable: false });
    expect(calls).toBe(1);
  });
});
