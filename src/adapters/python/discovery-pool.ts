import { Worker } from 'node:worker_threads';
import type { DiscoveryOptions, FileDiscovery } from '../../core/discovery/discover-file.js';
import { LANGUAGE_PACKS } from '../../languages/registry.js';
import { assetPath } from '../files/assets.js';
import {
  DISCOVERY_WORKER,
  unpackDiscovery,
  type DiscoveryReply,
  type DiscoveryRequest,
  type DiscoveryWorkerData,
} from './discovery-worker.js';
import type { Discoverer } from './in-process-discoverer.js';
import { compileWasm } from './tree-sitter.js';

// Batches kept in flight per worker, so a worker never waits on the main thread.
const IN_FLIGHT = 2;
// Batches shrink as the work runs out (guided scheduling): large ones early
// save messages, single files at the end keep the workers finishing together.
const MAX_BATCH = 16;
const BATCHES_PER_WORKER = 4;

/** How many of the `remaining` inputs the next batch takes. */
export function batchSize(remaining: number, threads: number): number {
  const guided = Math.ceil(remaining / (threads * BATCHES_PER_WORKER));
  return Math.max(1, Math.min(MAX_BATCH, guided, remaining));
}

/**
 * Spreads discovery over worker threads that run their own small bundle and
 * share the WebAssembly compiled here (see {@link compileWasm}). Files go out in batches as workers free up (sizes vary wildly), each
 * worker reads and parses its own, and results are put back in input order,
 * so the output does not depend on scheduling.
 */
export function createDiscoveryPool(threads: number, options: DiscoveryOptions): Discoverer {
  // Built beside the main bundle by scripts/package.mjs.
  const script = assetPath('discovery-worker.js');
  const workerData: DiscoveryWorkerData = {
    remoraWorker: DISCOVERY_WORKER,
    options,
    wasm: compileWasm(LANGUAGE_PACKS),
  };
  const workers = Array.from({ length: threads }, () => new Worker(script, { workerData }));
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
          const start = next;
          next += batchSize(inputs.length - next, threads);
          worker.postMessage({
            start,
            inputs: inputs.slice(start, next),
          } satisfies DiscoveryRequest);
        };
        const cleanups = workers.map((worker) => {
          const onMessage = (reply: DiscoveryReply): void => {
            if ('error' in reply) return fail(new Error(`discovery worker: ${reply.error}`));
            reply.results.forEach((packed, i) => {
              results[reply.start + i] = unpackDiscovery(packed);
            });
            done += reply.results.length;
            if (done === inputs.length) return finish();
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
