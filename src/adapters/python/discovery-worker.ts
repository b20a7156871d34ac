import { parentPort } from 'node:worker_threads';
import { z } from 'zod';
import type { DiscoveryOptions, FileDiscovery } from '../../core/discovery/discover-file.js';
import { byteOffsetsToIndices } from '../../core/discovery/source-text.js';
import type { CSTNode } from '../../core/nodes.js';
import { createInProcessDiscoverer, type SourceInput } from './in-process-discoverer.js';

/** The `workerData.remoraWorker` value a discovery worker expects. */
export const DISCOVERY_WORKER = 'discovery';

export interface DiscoveryRequest {
  index: number;
  input: SourceInput;
}

export type DiscoveryReply =
  { index: number; result: PackedDiscovery } | { index: number; error: string };

/**
 * A discovery as sent between threads: node texts are slices of the file's
 * text, so the text travels once and the slices are rebuilt on arrival
 * (sending each node's text would copy every line several times over).
 */
export interface PackedDiscovery extends Omit<FileDiscovery, 'nodes'> {
  nodes: Omit<CSTNode, 'text'>[];
  source: string;
  spans: number[];
}

/** Packs a discovery for the trip to the main thread. */
export function packDiscovery(result: FileDiscovery): PackedDiscovery {
  const file = result.nodes.find((node) => node.node_type === 'file');
  const source = file?.text ?? '';
  const bomBytes = (file?.end_byte ?? 0) - Buffer.byteLength(source);
  const offsets = result.nodes.flatMap((node) => [node.start_byte, node.end_byte]);
  const spans = byteOffsetsToIndices(source, bomBytes, offsets);
  const nodes = result.nodes.map(({ text: _text, ...rest }) => rest);
  return { ...result, nodes, source, spans };
}

/** Rebuilds a discovery packed by packDiscovery. */
export function unpackDiscovery(packed: PackedDiscovery): FileDiscovery {
  const { source, spans, nodes, ...rest } = packed;
  return {
    ...rest,
    nodes: nodes.map((node, i) => ({
      ...node,
      text: source.slice(spans[2 * i], spans[2 * i + 1]),
    })),
  };
}

const workerDataSchema = z.object({
  remoraWorker: z.literal(DISCOVERY_WORKER),
  options: z.object({ maxFileBytes: z.number() }),
});

/** Serves discovery requests from the parent thread until it terminates this worker. */
export function runDiscoveryWorker(workerData: unknown): void {
  const options: DiscoveryOptions = workerDataSchema.parse(workerData).options;
  const discoverer = createInProcessDiscoverer(options);
  const port = parentPort;
  if (!port) throw new Error('runDiscoveryWorker needs a parent thread');
  port.on('message', (request: DiscoveryRequest) => {
    discoverer.discover([request.input]).then(
      ([result]) =>
        port.postMessage({
          index: request.index,
          result: packDiscovery(result as FileDiscovery),
        } as DiscoveryReply),
      (error: unknown) =>
        port.postMessage({ index: request.index, error: String(error) } as DiscoveryReply),
    );
  });
}
