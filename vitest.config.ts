import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// Three tiers, run together by `npm test` and one at a time by `npm run test:<tier>`:
//   unit  *.test.ts      pure logic and single modules: no subprocess, no git, no Ruff;
//   int   *.int.test.ts  real git, Ruff's wasm, pytest, the built-in server, the CLI in-process;
//   e2e   *.e2e.test.ts  the bundled action and the CLI as processes of their own.
const INT = '**/*.int.test.ts';
const E2E = '**/*.e2e.test.ts';
// An op's own tests live in its folder (src/ops/<op>/); test/fixtures/ holds
// files written for other places, such as an op folder the proof adds.
const FIXTURES = 'test/fixtures/**';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A missing snapshot fails, locally as in CI: writing it would pass a test that compared nothing.
    // `vitest -u` still writes and updates them on purpose.
    update: 'none',
    // One pool for the three tiers (the slowest files start first). Int and e2e files spend much
    // of their time waiting, on processes of their own and on GitHub's spacing of writes, so a
    // worker or two beyond the cores keeps them busy (Vitest's own default is cores - 1).
    maxWorkers: availableParallelism() + 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, INT, E2E, FIXTURES],
          // Nothing here starts a process or leaves state behind: one module graph per worker
          // thread, imported once, instead of one per file.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: [`test/${INT}`, `src/${INT}`],
          exclude: [...configDefaults.exclude, FIXTURES],
          // Forks: a git or python3 started from a small process costs less than from one big one.
          pool: 'forks',
          // One module graph per worker process, imported once, not once per file.
          isolate: false,
          setupFiles: ['test/support/baseline-wasm.ts', 'test/support/shared-process.ts'],
          globalSetup: ['test/support/python-on-path.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: [`test/${E2E}`, `src/${E2E}`],
          exclude: [...configDefaults.exclude, FIXTURES],
          pool: 'forks',
          setupFiles: ['test/support/baseline-wasm.ts'],
          globalSetup: ['test/support/python-on-path.ts'],
          // A file's pull requests run side by side (describe.concurrent), each run a process.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
