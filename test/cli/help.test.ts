import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, remedyLine } from '../support/cli.js';
import { CLI_COMMANDS, type CliOptions } from '../../src/cli/commands.js';

const cwd = join(import.meta.dirname, '..', '..');
const version = (JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { version: string })
  .version;

// Every flag each command parses, from the table its parseArgs options are built from.
const FLAGS: Record<string, string[]> = Object.fromEntries(
  Object.values(CLI_COMMANDS).map((command) => [
    command.name,
    Object.entries(command.options as CliOptions)
      .filter(([, option]) => option.hidden !== true)
      .map(([name]) => `--${name}`),
  ]),
);

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

  it.each(Object.keys(CLI_COMMANDS))(
    'dispatches %s, which parses its flags from the table',
    async (command) => {
      const run = await cli(cwd, [command, '--no-such-flag']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^remora: CLI_001: unknown option --no-such-flag;/);
    },
  );

  it('names in each usage line only flags the command parses', () => {
    for (const command of Object.values(CLI_COMMANDS)) {
      const named = command.usage.join(' ').match(/--[a-z-]+/g) ?? [];
      for (const flag of named)
        expect(Object.keys(command.options), `${command.name}: ${flag}`).toContain(flag.slice(2));
    }
  });

  it('lists every command of the table in the overview, and keeps hidden flags out of the help', async () => {
    const run = await cli(cwd, ['--help']);
    for (const name of Object.keys(CLI_COMMANDS))
      expect(run.stdout).toMatch(new RegExp(`^  ${name} `, 'm'));
    const analyze = await cli(cwd, ['analyze', '--help']);
    expect(analyze.stdout).not.toContain('--base');
    expect((await cli(cwd, ['analyze', '--base', 'main'])).stderr).toContain(
      'analyze takes paths, not --base/--head',
    );
  });
});
