import { createServer, type AddressInfo } from 'node:net';
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

/** A loopback port nothing listens on: a connection to it is refused, as to a server that is down. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
