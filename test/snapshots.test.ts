import { expect, it } from 'vitest';
import config from '../vitest.config.js';

// vitest writes a missing snapshot unless it runs in CI or is told `update: 'none'`;
// a snapshot written by the run that checks it compares nothing.
it('makes a missing snapshot a failure everywhere, not only in CI', () => {
  expect(config.test?.update).toBe('none');
});
