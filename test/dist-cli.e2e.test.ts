import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessDiscoverer } from '../src/adapters/tree-sitter/in-process-discoverer.js';
import { listSourceFiles } from '../src/adapters/files/source-files.js';
import { formatNodeJson } from '../src/cli/io.js';
import { isolatedBundle } from './support/isolated-bundle.js';
import { ERROR_REMEDIES } from '../src/core/errors.js';

let bundle: ReturnType<typeof isolatedBundle>;

/** Runs the committed bundle's CLI from `cwd`, as a user would. */
function runBundle(cwd: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [bundle.cli, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
  });
}

describe('the bundled CLI', () => {
  let dir: string;
  beforeAll(() => {
    bundle = isolatedBundle();
    dir = mkdtempSync(join(tmpdir(), 'remora-bundle-'));
    // Enough files to go through the worker pool, of very different sizes.
    for (let i = 0; i < 70; i++) {
      const folder = join(dir, `pkg${i % 7}`);
      mkdirSync(folder, { recursive: true });
      const methods = Array.from(
        { length: (i * 7) % 23 },
        (_, m) => `    def m${m}(self):\n        return "é${m}"\n`,
      );
      writeFileSync(
        join(folder, `mod${i}.py`),
        `class C${i}:\n${methods.join('\n') || '    pass\n'}\n\ndef f${i}():\n    return ${i}\n`,
      );
    }
    writeFileSync(join(dir, 'pkg0', 'broken.py'), 'def broken(:\n    pass\n');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    bundle.dispose();
  });

  it('loads its wasm from beside the bundle and matches in-process discovery, on worker threads or not', async () => {
    const discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 20 });
    const expected = (await discoverer.discover((await listSourceFiles(['.'], dir)).files))
      .flatMap((result) => result.nodes)
      .map((node) => formatNodeJson(node, true))
      .join('');
    await discoverer.close();

    const pooled = runBundle(dir, ['nodes', '--json', '--with-text', '.']);
    const single = runBundle(dir, ['nodes', '--json', '--with-text', '.'], {
      REMORA_DISCOVERY_THREADS: '1',
    });
    expect(pooled.status).toBe(0);
    expect(pooled.stdout.split('\n').length).toBeGreaterThan(400);
    expect(pooled.stdout).toBe(expected);
    expect(single.stdout).toBe(expected);
    expect(pooled.stderr).toMatch(/^warning DISC_001: pkg0\/broken\.py:1: /);
  });

  it('exits 2 with a message for bad usage', () => {
    const result = runBundle(dir, ['nodes', 'no-such-folder']);
    expect(result.status).toBe(2);
    expect(result.stderr).toBe(
      `remora: CLI_001: no such file or folder: no-such-folder\nremora: what to do: ${ERROR_REMEDIES.CLI_001}\n`,
    );
  });
});
