import { availableParallelism } from 'node:os';
import type { DiscoveryOptions } from '../../core/discovery/discover-file.js';
import { isBundled } from '../files/assets.js';
import { createDiscoveryPool } from './discovery-pool.js';
import { createInProcessDiscoverer, type Discoverer } from './in-process-discoverer.js';

export type { Discoverer, SourceInput } from './in-process-discoverer.js';

export interface DiscovererOptions extends DiscoveryOptions {
  /** Worker threads for large inputs; 1 keeps everything on this thread. */
  threads?: number;
}

// Below this many files a worker's start-up (loading the grammar) costs more than it saves.
const PARALLEL_THRESHOLD = 48;

/**
 * Creates a discoverer. Large inputs are spread over worker threads when the
 * code runs from the bundle (the bundle is its own worker script); otherwise,
 * and for small inputs, files are parsed on this thread.
 */
export async function createDiscoverer(options: DiscovererOptions): Promise<Discoverer> {
  const inProcess = createInProcessDiscoverer(options);
  const threads = options.threads ?? Math.min(availableParallelism(), 8);
  if (threads <= 1 || !isBundled()) return inProcess;
  let pool: Discoverer | undefined;
  return {
    async discover(inputs) {
      if (inputs.length < PARALLEL_THRESHOLD) return inProcess.discover(inputs);
      pool ??= createDiscoveryPool(threads, options);
      return pool.discover(inputs);
    },
    async close() {
      await Promise.all([inProcess.close(), pool?.close()]);
    },
  };
}
