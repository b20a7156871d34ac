import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, remedyLine } from '../support/cli.js';

const cwd = join(import.meta.dirname, '..', '..');
const version = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { version: string })
  .version;

// Every flag each command parses: its help must name them all.
const FLAGS: Record<string, string[]> = {
  nodes: ['--json', '--with-text'],
  changed: ['--base', '--head', '--json', '--with-text'],
  review: [
    '--base',
    '--head',
    '--ops',
    '--model',
    '--server',
    '--format',
    '--apply',
    '--log',
    '--log-level',
    '--interactive',
  ],
  analyze: [
    '--ops',
    '--model',
    '--server',
    '--format',
    '--apply',
    '--log',
    '--log-level',
    '--interactive',
  ],
  watch: ['--ops', '--model', '--server', '--no-fallback', '--log-level'],
  config: ['--json'],
  'list-agents': ['--json'],
  serve: ['--policy', '--port', '--host'],
  doctor: ['--server', '--api-key-env', '--ops'],
  'train-data': [
    '--corpus',
    '--from-reviews',
    '--out',
    '--ops',
    '--teacher-server',
    '--teacher-model',
    '--eval-fraction',
    '--seed',
  ],
  eval: ['--server', '--data', '--ops', '--model', '--corpus', '--format'],
};

describe('remora --version and --help', () => {
  it('prints the version package.json states', async () => {
    expect(await cli(cwd, ['--version'])).toEqual({
      code: 0,
      stdout: `remora ${version}\n`,
      stderr: '',
    });
  });

  it.each(Object.keys(FLAGS))(
    'prints the help of %s, naming each of its flags',
    async (command) => {
      const run = await cli(cwd, [command, '--help']);
      expect(run.code).toBe(0);
      expect(run.stderr).toBe('');
      expect(run.stdout).toMatch(new RegExp(`^usage: remora ${command}`));
      for (const flag of FLAGS[command] ?? []) expect(run.stdout).toContain(flag);
      expect((await cli(cwd, ['help', command])).stdout).toBe(run.stdout);
      expect((await cli(cwd, [command, '-h'])).stdout).toBe(run.stdout);
    },
  );

  it('gives help before judging the other arguments', async () => {
    const run = await cli(cwd, ['review', '--no-such-flag', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage: remora review --base <rev>/);
  });

  it('treats --help after -- as an argument, and an unknown topic as a usage error', async () => {
    expect((await cli(cwd, ['nodes', '--', '--help'])).code).toBe(2);
    const unknown = await cli(cwd, ['help', 'reveiw']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      "remora: CLI_001: unknown command 'reveiw' (did you mean review?); 'remora --help' lists the commands\n" +
        remedyLine('CLI_001'),
    );
  });

  it('answers help about help', async () => {
    for (const asked of [
      ['help', '--help'],
      ['help', '-h'],
      ['help', 'help'],
    ]) {
      const run = await cli(cwd, asked);
      expect(run).toMatchObject({ code: 0, stderr: '' });
      expect(run.stdout).toMatch(/^usage: remora help \[command\]/);
    }
  });

  it('lists --version and per-command help in the overview', async () => {
    const run = await cli(cwd, ['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--version');
    expect(run.stdout).toContain("'remora <command> --help'");
  });
});
