import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { parseAgentDefinition } from '../../../src/core/agents/definition.js';
import { RunCancellation } from '../../../src/core/engine/cancellation.js';
import { EventBus, type RemoraEvent } from '../../../src/core/events/event-bus.js';
import { cancellableModel } from '../../../src/core/runner/cancellable-model.js';
import type { ChatRequest, ModelClient } from '../../../src/core/runner/messages.js';
import { runAgent } from '../../../src/core/runner/run-agent.js';
import { eventLogProblems } from '../../support/event-log.js';

const request = { model: 'm', messages: [], tools: [] } as unknown as ChatRequest;

/** A model that never answers and ignores its abort signal: the worst a client can do. */
function deafModel(): ModelClient & { calls: number; signals: AbortSignal[] } {
  const model = {
    name: 'deaf',
    calls: 0,
    signals: [] as AbortSignal[],
    complete: (_request: ChatRequest, signal?: AbortSignal) => {
      model.calls++;
      if (signal) model.signals.push(signal);
      return new Promise<never>(() => {});
    },
  };
  return model;
}

describe('RunCancellation', () => {
  it('keeps the first cause and message; later cancels change nothing', () => {
    const run = new RunCancellation();
    expect(run.cancelled).toBe(false);
    run.cancel('deadline', 'the deadline passed');
    run.cancel('signal', 'the run was stopped (SIGTERM)');
    expect(run.reason).toEqual({ cause: 'deadline', message: 'the deadline passed' });
    expect(run.signal.aborted).toBe(true);
    expect(run.error()).toMatchObject({ code: 'CANCEL_001', message: 'the deadline passed' });
  });

  it('is cancelled once its deadline has passed, though no timer has had a turn to fire', () => {
    // Ops that follow one another without waiting never let a timer run: the clock is read instead.
    let now = 1_000;
    const run = new RunCancellation();
    run.cancelAt(6_000, "the review's deadline passed (runner.deadline_s: 5 s)", () => now);
    expect(run.cancelled).toBe(false);
    now = 6_000;
    expect(run.cancelled).toBe(true);
    expect(run.reason).toEqual({
      cause: 'deadline',
      message: "the review's deadline passed (runner.deadline_s: 5 s)",
    });
    expect(run.signal.aborted).toBe(true);
  });

  it('cuts a retry wait short', async () => {
    const run = new RunCancellation();
    const started = Date.now();
    const waiting = run.sleep(60_000, (ms) => new Promise((r) => setTimeout(r, ms).unref()));
    run.cancel('signal', 'stopped');
    await waiting;
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('cancellableModel', () => {
  it('aborts the request in flight, lets go of a client deaf to it, and fails every later one', async () => {
    const run = new RunCancellation();
    const deaf = deafModel();
    const model = cancellableModel(deaf, run);
    const waiting = model.complete(request);
    run.cancel('signal', 'the run was stopped (SIGTERM)');
    await expect(waiting).rejects.toMatchObject({
      code: 'CANCEL_001',
      retryable: false,
      message: 'the run was stopped (SIGTERM)',
    });
    expect(deaf.signals[0]?.aborted).toBe(true);
    await expect(model.complete(request)).rejects.toMatchObject({ code: 'CANCEL_001' });
    expect(deaf.calls).toBe(1);
  });

  it('passes answers and errors through while the run goes on', async () => {
    const reply = { content: 'ok', tool_calls: [] };
    const quick: ModelClient = { name: 'quick', complete: async () => reply as never };
    const run = new RunCancellation();
    await expect(cancellableModel(quick, run).complete(request)).resolves.toBe(reply);
    const broken: ModelClient = {
      name: 'broken',
      complete: async () => {
        throw new Error('HTTP 500');
      },
    };
    await expect(cancellableModel(broken, run).complete(request)).rejects.toThrow('HTTP 500');
  });
});

describe('an agent whose run is cancelled while a tool runs', () => {
  const definition = parseAgentDefinition(
    {
      name: 'waiter_agent',
      model: 'waiter',
      node_types: ['function'],
      initial_context: { system_prompt: 'Wait.', node_context: 'Node {{ full_name }}' },
      tools: [
        {
          name: 'wait',
          description: 'Waits.',
          parameters: { type: 'object', properties: {}, additionalProperties: false },
          handler: 'builtin:test.wait',
        },
        {
          name: 'submit_result',
          description: 'Done.',
          parameters: {
            type: 'object',
            properties: { summary: { type: 'string' } },
            required: ['summary'],
          },
        },
      ],
    },
    'waiter',
    'test/waiter_subagent.yaml',
  );

  it('lets go of the tool, closes its call as failed with CANCEL_001, and ends cancelled', async () => {
    const run = new RunCancellation();
    const events: RemoraEvent[] = [];
    const bus = new EventBus();
    bus.on('*', (event) => events.push(event));
    const model: ModelClient = {
      name: 'script',
      complete: async () => ({
        content: null,
        tool_calls: [
          { id: 'call_1', type: 'function', function: { name: 'wait', arguments: '{}' } },
        ],
      }),
    };
    const outcome = runAgent({
      definition,
      settings: {
        model: 'waiter',
        tool_choice: 'auto',
        temperature: 0,
        max_tokens: 64,
        max_turns: 3,
        max_nudges: 1,
        history_token_budget: 10_000,
        retry: { attempts: 1, base_delay_ms: 0, max_delay_ms: 0 },
      },
      messages: [{ role: 'user', content: 'Node f' }],
      // A tool that never ends, as a hung pytest would without its process killed.
      tools: {
        call: () => {
          run.cancel('fail_fast', 'fail-fast: lint failed on g (AGENT_003)');
          return new Promise(() => {});
        },
      },
      model,
      events: bus,
      ids: { op: 'waiter', node_id: 'n1' },
      cancellation: run,
    });
    await expect(outcome).resolves.toMatchObject({
      status: 'cancelled',
      message: 'fail-fast: lint failed on g (AGENT_003)',
      turns: 1,
    });
    expect(events.map((e) => e.type)).toEqual([
      'model:request',
      'model:response',
      'tool:called',
      'tool:result',
    ]);
    expect(events.at(-1)?.payload).toMatchObject({ ok: false, code: 'CANCEL_001' });
    expect(eventLogProblems(events)).toEqual([]);
  });
});

describe('the run signal has one listener, whatever waits on the run', () => {
  it('fans out to races and scopes, lets each go when its part ends, and aborts the scopes with the cause', async () => {
    const run = new RunCancellation();
    const listeners = (): number => getEventListeners(run.signal, 'abort').length;
    const base = listeners();
    const scopes = Array.from({ length: 20 }, () => run.scope());
    const races = Array.from({ length: 20 }, () => run.race(new Promise<never>(() => undefined)));
    for (const race of races) race.catch(() => undefined);
    expect(listeners()).toBe(base);
    const released = scopes.pop();
    released?.release();
    run.cancel('deadline', 'the run passed its deadline');
    expect(scopes.every((s) => s.signal.aborted)).toBe(true);
    expect(released?.signal.aborted).toBe(false);
    expect((scopes[0]?.signal.reason as Error).message).toBe('the run passed its deadline');
    await expect(races[0]).rejects.toThrow('the run passed its deadline');
    expect(run.scope().signal.aborted).toBe(true);
  });
});
