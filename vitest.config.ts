import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A missing snapshot fails, locally as in CI: writing it would pass a test that compared nothing.
    // `vitest -u` still writes and updates them on purpose.
    update: 'none',
  },
});
