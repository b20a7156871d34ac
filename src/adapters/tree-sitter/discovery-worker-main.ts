/**
 * The entry of discovery worker threads: a bundle of its own, holding only
 * discovery, so each worker starts in a fraction of the time the whole
 * action would take to load.
 */
import { workerData } from 'node:worker_threads';
import { runDiscoveryWorker } from './discovery-worker.js';

runDiscoveryWorker(workerData);
