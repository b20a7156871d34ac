import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isolatedBundle } from './support/isolated-bundle.js';

let bundle: ReturnType<typeof isolatedBundle>;
let dir: string;
let hook: string;

/** The bundle's JavaScript files a CLI run loads, with their sizes: recorded by a module hook. */
function loadedFiles(args: string[]): { files: string[]; bytes: number; stdout: string } {
  const run = spawnSync(process.execPath, ['--import', hook, bundle.cli, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  expect(run.status, run.stderr).toBe(0);
  const distDir = dirname(bundle.cli);
  const files = [...run.stderr.matchAll(/^loaded (file:.+)$/gm)]
    .map((match) => fileURLToPath(match[1] as string))
    .filter((file) => dirname(file) === distDir);
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  return { files, bytes, stdout: run.stdout };
}

/** Every JavaScript file of the bundle, in bytes. */
function bundleBytes(): number {
  const distDir = dirname(bundle.cli);
  return readdirSync(distDir)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + statSync(join(distDir, name)).size, 0);
}

describe('the bundled CLI at start-up', () => {
  beforeAll(() => {
    bundle = isolatedBundle();
    dir = mkdtempSync(join(tmpdir(), 'remora-startup-'));
    hook = join(dir, 'record-loads.mjs');
    writeFileSync(
      hook,
      `import { registerHooks } from 'node:module';
import { writeSync } from 'node:fs';
registerHooks({
  load(url, context, nextLoad) {
    writeSync(2, 'loaded ' + url + '\\n');
    return nextLoad(url, context);
  },
});
`,
    );
    writeFileSync(join(dir, 'module.py'), 'def scale(values):\n    return values\n');
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    bundle.dispose();
  });

  it('loads a small part of the bundle for --version: no command, parser or Ruff', () => {
    const run = loadedFiles(['--version']);
    expect(run.stdout).toMatch(/^remora \d/);
    expect(run.bytes).toBeLessThan(bundleBytes() / 20);
  });

  it('loads only what listing nodes uses: not the action, the review engine or Ruff', () => {
    const run = loadedFiles(['nodes', 'module.py']);
    expect(run.stdout).toContain('scale');
    expect(run.bytes).toBeLessThan(bundleBytes() / 4);
  });
});
