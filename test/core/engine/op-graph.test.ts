import { describe, expect, it } from 'vitest';
import { planOpGraph, runOpGraph, type OpStatus } from '../../../src/core/engine/op-graph.js';
import { Semaphore } from '../../../src/core/engine/semaphore.js';

interface R {
  status: OpStatus;
  note: string;
}

describe('planOpGraph', () => {
  it('orders ops by their edges and drops edges to ops not requested', () => {
    const graph = planOpGraph(
      ['docstring', 'test', 'lint'],
      ['lint -> docstring', 'lint -> sample_data'],
    );
    expect(graph.ops).toEqual(['lint', 'docstring', 'test']);
    expect(graph.dependsOn.get('docstring')).toEqual(['lint']);
    expect(graph.dependsOn.get('test')).toEqual([]);
  });

  it('names a cycle and a malformed edge with CONFIG_001', () => {
    expect(() => planOpGraph(['a', 'b'], ['a -> b', 'b -> a'])).toThrow(
      /graph edges form a cycle: a -> b -> a/,
    );
    expect(() => planOpGraph(['a'], ['a => b'])).toThrow(
      /graph edge 'a => b' is not of the form 'a -> b'/,
    );
  });
});

describe('runOpGraph', () => {
  const graph = planOpGraph(['lint', 'docstring', 'test'], ['lint -> docstring']);
  const skip = (op: string, reason: string): R => ({ status: 'skipped', note: `${op}: ${reason}` });

  it('runs independent ops side by side and a dependent op after its upstream, with its result', async () => {
    const log: string[] = [];
    const results = await runOpGraph<R>(
      graph,
      'skip_downstream',
      async (op, upstream) => {
        log.push(`start ${op}`);
        await new Promise((resolve) => setTimeout(resolve, op === 'lint' ? 20 : 1));
        log.push(`end ${op}`);
        return { status: 'succeeded', note: [...upstream.keys()].join(',') };
      },
      skip,
    );
    expect(log.slice(0, 2).sort()).toEqual(['start lint', 'start test']);
    expect(log.indexOf('start docstring')).toBeGreaterThan(log.indexOf('end lint'));
    expect(results.get('docstring')).toEqual({ status: 'succeeded', note: 'lint' });
  });

  it('applies each error policy', async () => {
    const failLint = async (op: string): Promise<R> => ({
      status: op === 'lint' ? 'failed' : 'succeeded',
      note: op,
    });
    const downstream = await runOpGraph<R>(graph, 'skip_downstream', failLint, skip);
    expect([...downstream.values()].map((r) => r.status)).toEqual([
      'failed',
      'skipped',
      'succeeded',
    ]);
    expect(downstream.get('docstring')?.note).toBe('docstring: lint did not succeed');
    // An op that had nothing to do (no linter governs the file) holds nothing back.
    const skipLint = async (op: string): Promise<R> => ({
      status: op === 'lint' ? 'skipped' : 'succeeded',
      note: op,
    });
    const after = await runOpGraph<R>(graph, 'skip_downstream', skipLint, skip);
    expect([...after.values()].map((r) => r.status)).toEqual(['skipped', 'succeeded', 'succeeded']);
    const going = await runOpGraph<R>(graph, 'continue', failLint, skip);
    expect([...going.values()].map((r) => r.status)).toEqual(['failed', 'succeeded', 'succeeded']);
    const serial = planOpGraph(
      ['lint', 'docstring', 'test'],
      ['lint -> docstring', 'docstring -> test'],
    );
    const stopped = await runOpGraph<R>(serial, 'stop_graph', failLint, skip);
    expect([...stopped.values()].map((r) => r.note)).toEqual([
      'lint',
      'docstring: stopped after lint failed (error policy stop_graph)',
      'test: stopped after lint failed (error policy stop_graph)',
    ]);
  });
});

describe('Semaphore', () => {
  it('never lets more than its limit run at once, and frees a slot on failure', async () => {
    const slots = new Semaphore(2);
    let active = 0;
    let peak = 0;
    const task = (fail: boolean) =>
      slots.run(async () => {
        peak = Math.max(peak, ++active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        active--;
        if (fail) throw new Error('boom');
      });
    const settled = await Promise.allSettled([
      task(true),
      task(false),
      task(false),
      task(true),
      task(false),
    ]);
    expect(peak).toBe(2);
    expect(settled.map((s) => s.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
  });
});
