import nock from 'nock';

/**
 * Puts nock between this file's tests and the network, no real connection
 * allowed: call it in a `beforeAll`. Files of the int and e2e tiers share a
 * worker process, and nock is off at the start of each (test/support/shared-process.ts),
 * because its fetch interception breaks real requests to a loopback server.
 */
export function interceptNetwork(): void {
  if (!nock.isActive()) nock.activate();
  nock.disableNetConnect();
}
