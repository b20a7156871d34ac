import { assetPath } from '../files/assets.js';
import { Worker } from 'node:worker_threads';
import type { DiscoveryOptions, FileDiscovery } from '../../core/discovery/discover-file.js';
import type { Discoverer, SourceInput } from './in-process-discoverer.js';
import {
  DISCOVERY_WORKER,
  unpackDiscovery,
  type DiscoveryReply,
  type DiscoveryRequest,
} from './discovery-worker.js';

// Requests kept in flight per worker, so a worker never waits on the main thread.
const IN_FLIGHT = 2;

/**
 * Spreads discovery over worker threads that run this same bundle. Files are
 * handed out one at a time as workers free up (sizes vary wildly), and results
 * are put back in input order, so the output does not depend on scheduling.
 */
export function createDiscoveryPool(threads: number, options: DiscoveryOptions): Discoverer {
  // Built beside the main bundle by scripts/package.mjs.
  const script = assetPath('discovery-worker.js');
  const workers = Array.from(
    { length: threads },
    () => new Worker(script, { workerData: { remoraWorker: DISCOVERY_WORKER, options } }),
  );
  // Idle workers must not keep the process alive; busy ones must.
  for (const worker of workers) worker.unref();

  return {
    discover(inputs) {
      return new Promise<FileDiscovery[]>((resolve, reject) => {
        const results = new Array<FileDiscovery>(inputs.length);
        for (const worker of workers) worker.ref();
        let next = 0;
        let done = 0;
        const send = (worker: Worker): void => {
          if (next >= inputs.length) return;
          const index = next++;
          const input = inputs[index] as SourceInput;
          worker.postMessage({ index, input } satisfies DiscoveryRequest);
        };
        const cleanups = workers.map((worker) => {
          const onMessage = (reply: DiscoveryReply): void => {
            if ('error' in reply) return fail(new Error(`discovery worker: ${reply.error}`));
            results[reply.index] = unpackDiscovery(reply.result);
            if (++done === inputs.length) return finish();
            send(worker);
          };
          const onError = (error: Error): void => fail(error);
          worker.on('message', onMessage);
          worker.on('error', onError);
          return () => {
            worker.off('message', onMessage);
            worker.off('error', onError);
          };
        });
        const release = (): void => {
          cleanups.forEach((cleanup) => cleanup());
          for (const worker of workers) worker.unref();
        };
        const finish = (): void => {
          release();
          resolve(results);
        };
        const fail = (error: Error): void => {
          release();
          reject(error);
        };
        if (inputs.length === 0) return finish();
        for (let round = 0; round < IN_FLIGHT; round++) workers.forEach(send);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
