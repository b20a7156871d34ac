import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltinServer } from '../../src/adapters/model/builtin-server.js';
import { reviewOp } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';
import { startServe } from '../support/serve.js';

const many = (count: number): string =>
  Array.from(
    { length: count },
    (_, i) => `def f${i}(a: int) -> int:\n    """Return a plus ${i}."""\n    return a + ${i}\n`,
  ).join('\n\n');

/**
 * Runs `work` counting, per AbortSignal, the abort listeners attached at
 * once; the most any one signal held. Node warns past ten
 * (MaxListenersExceededWarning) where its limit applies (Node 20; Node 24
 * and the test runner lift it), so the count is what is checked.
 */
async function mostAbortListeners(work: () => Promise<void>): Promise<number> {
  const prototype = EventTarget.prototype;
  const { addEventListener: add, removeEventListener: remove } = prototype;
  const held = new WeakMap<AbortSignal, Set<unknown>>();
  let most = 0;
  prototype.addEventListener = function (this: EventTarget, type, listener, options) {
    if (type === 'abort' && this instanceof AbortSignal) {
      const set = held.get(this) ?? new Set();
      held.set(this, set.add(listener));
      most = Math.max(most, set.size);
      // A `once` listener goes when it runs: only on abort, which a review without cancelling never does.
    }
    add.call(this, type, listener, options);
  };
  prototype.removeEventListener = function (this: EventTarget, type, listener, options) {
    if (type === 'abort' && this instanceof AbortSignal) held.get(this)?.delete(listener);
    remove.call(this, type, listener, options);
  };
  try {
    await work();
  } finally {
    prototype.addEventListener = add;
    prototype.removeEventListener = remove;
  }
  return most;
}

describe('a review of many nodes against a model server', () => {
  let repo: GitRepo;
  let server: BuiltinServer;
  beforeAll(async () => {
    server = await startServe();
    repo = new GitRepo();
    repo.write('calc.py', '');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('calc.py', many(24));
    repo.commit('feature');
  });
  afterAll(async () => {
    repo.dispose();
    await server.close();
  });

  it('keeps every AbortSignal under Node’s limit of ten abort listeners, and prints no leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning.name);
    const limit = EventEmitter.defaultMaxListeners;
    EventEmitter.defaultMaxListeners = 10;
    process.on('warning', onWarning);
    let code = -1;
    try {
      // Every op's every turn is a request to the server: far more than ten in one run.
      const most = await mostAbortListeners(async () => {
        code = (await reviewOp(repo.dir, 'lint,docstring', { server: server.url })).code;
      });
      expect(code).toBe(0);
      expect(most).toBeLessThanOrEqual(10);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      EventEmitter.defaultMaxListeners = limit;
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});
