import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWatchCommand } from '../../src/cli/watch.js';
import { GitRepo } from '../support/git-repo.js';

const SHOP = `"""A shop."""


class Cart:
    def __init__(self):
        self.items = []

    def total(self):
        return sum(self.items)


def helper(x):
    return x
`;

/** Resolves once `read()` satisfies `ready`, checking every 50 ms; rejects after `ms`. */
async function until(read: () => string, ready: (text: string) => boolean, ms = 30_000) {
  const started = Date.now();
  while (!ready(read())) {
    if (Date.now() - started > ms) throw new Error(`gave up waiting; so far:\n${read()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe('remora watch', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('analyses every node, then re-runs only the node an edit changed, and stops cleanly', async () => {
    repo.write('shop.py', SHOP);
    repo.commit('shop');
    let stdout = '';
    let stderr = '';
    const stop = new AbortController();
    const watching = runWatchCommand(
      ['--model', 'builtin', '--ops', 'lint', '.'],
      {
        cwd: repo.dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdout: (text) => (stdout += text),
        stderr: (text) => (stderr += text),
      },
      stop.signal,
    );
    await until(
      () => stdout,
      (text) => text.includes('pass 1:'),
    );
    expect(stdout).toMatch(
      /^pass 1: 5 changed nodes \(shop\.py, Cart, Cart\.__init__, Cart\.total, helper\) · lint 5 succeeded/,
    );
    // An edit inside one method: the method alone runs again, not its class or the module.
    writeFileSync(
      join(repo.dir, 'shop.py'),
      SHOP.replace('return sum(self.items)', 'label = f"total"\n        return sum(self.items)'),
    );
    await until(
      () => stdout,
      (text) => text.includes('pass 2:'),
    );
    expect(stdout.split('\n')[1]).toBe(
      'pass 2: 1 changed node (Cart.total) · lint 1 succeeded (1 with changes), 0 failed, 0 skipped',
    );
    stop.abort();
    expect(await watching).toBe(0);
    expect(stderr).toMatch(/remora watch: stopped after \d+ passes\n$/);
  }, 60_000);

  it('runs a pass when a TypeScript file changes, not only a Python one', async () => {
    repo.write('price.ts', 'export function price(n: number): number {\n  return n * 2;\n}\n');
    repo.commit('price');
    let stdout = '';
    const stop = new AbortController();
    const watching = runWatchCommand(
      ['--model', 'builtin', '--ops', 'lint', 'price.ts'],
      {
        cwd: repo.dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdout: (text) => (stdout += text),
        stderr: () => undefined,
      },
      stop.signal,
    );
    await until(
      () => stdout,
      (text) => text.includes('pass 1:'),
    );
    writeFileSync(
      join(repo.dir, 'price.ts'),
      'export function price(n: number): number {\n  return n * 3;\n}\n',
    );
    await until(
      () => stdout,
      (text) => text.includes('pass 2:'),
    );
    expect(stdout.split('\n')[1]).toMatch(/^pass 2: 1 changed node \(price\)/);
    stop.abort();
    expect(await watching).toBe(0);
  }, 60_000);
});
