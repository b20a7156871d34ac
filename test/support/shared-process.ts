import nock from 'nock';
import { afterAll, beforeAll } from 'vitest';

// Vitest setup for the tiers whose files share a worker process (isolate: false):
// each file starts with the real network, and leaves the process as it found it.
// A file that mocks the network turns nock on itself (test/support/network.ts).
beforeAll(() => {
  if (nock.isActive()) nock.restore();
});
afterAll(() => {
  nock.cleanAll();
  nock.enableNetConnect();
  if (nock.isActive()) nock.restore();
  process.exitCode = undefined;
});
