import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../../src/cli/run-cli.js';
import { MIN_NODE_MAJOR, tryNodeTooOld } from '../../src/cli/node-version.js';
import { remedyLine } from '../support/cli.js';

const root = join(import.meta.dirname, '..', '..');

async function cliOn(nodeVersion: string, argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    cwd: root,
    env: {},
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    nodeVersion,
  });
  return { code, stdout, stderr };
}

describe('the Node.js the CLI runs on', () => {
  it('refuses a Node older than 24 with NODE_001, naming both versions, and does nothing', async () => {
    expect(await cliOn('20.20.2', ['--version'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'remora: NODE_001: remora needs Node.js 24 or later; this is Node.js 20.20.2\n' +
        remedyLine('NODE_001'),
    });
    expect((await cliOn('22.12.0', ['nodes', 'examples'])).code).toBe(2);
  });

  it('runs on Node 24 and later', async () => {
    expect((await cliOn('24.0.0', ['--version'])).code).toBe(0);
    expect((await cliOn('25.1.0', ['--version'])).code).toBe(0);
    expect(tryNodeTooOld('v24.21.0')).toBeUndefined();
    expect(tryNodeTooOld('not a version')?.code).toBe('NODE_001');
  });

  it('is the floor package.json and action.yml state', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toBe(`>=${MIN_NODE_MAJOR}`);
    expect(pkg.devDependencies.node?.split('.')[0]).toBe(String(MIN_NODE_MAJOR));
    const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as {
      runs: { using: string };
    };
    expect(action.runs.using).toBe(`node${MIN_NODE_MAJOR}`);
  });
});
