import { describe, expect, it } from 'vitest';
import { parseCommandArgs } from '../../src/cli/io.js';
import { RemoraError } from '../../src/core/errors.js';

describe('parseCommandArgs', () => {
  const options = { ops: { type: 'string' }, base: { type: 'string' } } as const;

  it('takes --operations as the long name of --ops, with or without =', () => {
    expect(parseCommandArgs(['--operations', 'lint,test'], options).values.ops).toBe('lint,test');
    expect(parseCommandArgs(['--operations=docstring'], options).values.ops).toBe('docstring');
    expect(parseCommandArgs(['--ops', 'all', 'src'], options)).toMatchObject({
      values: { ops: 'all' },
      positionals: ['src'],
    });
  });

  it('refuses --operations where a command takes no --ops, and any unknown flag, as CLI_001', () => {
    expect(() => parseCommandArgs(['--operations', 'lint'], { base: { type: 'string' } })).toThrow(
      RemoraError,
    );
    expect(() => parseCommandArgs(['--opps', 'lint'], options)).toThrow(
      /unknown option --opps \(did you mean --ops\?\)/,
    );
  });
});
