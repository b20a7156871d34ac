import { afterEach, describe, expect, it, vi } from 'vitest';
import { info } from '../../src/action/log.js';
import { commandsIn } from '../support/workflow-commands.js';

describe('the action log', () => {
  const written: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    written.length = 0;
  });
  const capture = () =>
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });

  it('writes plain text as it is', () => {
    capture();
    info('✓ lint shop/inventory.py (3 turns)');
    expect(written.join('')).toBe('✓ lint shop/inventory.py (3 turns)\n');
  });

  it('never lets quoted text be a workflow command, on any line of it', () => {
    capture();
    const hostile = [
      'src/a\n::error file=x::pwned.py',
      '  ::add-mask::sneaky',
      'x\r::warning::pwned',
      '\u00a0::set-output name=a::b',
    ];
    for (const text of hostile) info(`✓ lint ${text} (2 turns)`);
    const stdout = written.join('');
    expect(commandsIn(stdout)).toEqual([]);
    // Still shown, so a reader sees what the pull request holds.
    for (const text of hostile) expect(stdout).toContain(text);
  });

  it('uses a fresh token each time, which the quoted text cannot end early', () => {
    capture();
    info('a ::x::');
    info('b ::y::');
    const tokens = written.join('').match(/::stop-commands::([0-9a-f]{32})/g) ?? [];
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
  });

  it('is what the runner would obey without it', () => {
    expect(commandsIn('a\n::error file=x::pwned\n')).toEqual(['error: pwned']);
  });
});
