import { parentPort } from 'node:worker_threads';
import type {
  DiscoveryOptions,
  FileDiscovery,
  SpannedDiscovery,
} from '../../core/discovery/discover-file.js';
import type { CSTNode, NodeType } from '../../core/nodes.js';
import { discoverRead, readInput, type SourceInput } from './in-process-discoverer.js';
import { sharedLanguage, useCompiledWasm, type CompiledWasm } from './tree-sitter.js';

/** The `workerData.remoraWorker` value a discovery worker expects. */
export const DISCOVERY_WORKER = 'discovery';

/** A run of inputs, `start` being the index of the first among all the inputs. */
export interface DiscoveryRequest {
  start: number;
  inputs: SourceInput[];
}

export type DiscoveryReply =
  { start: number; results: PackedDiscovery[] } | { start: number; error: string };

/**
 * A discovery as sent between threads. Node texts are slices of the file's
 * text, so the text travels once and the slices are rebuilt on arrival; the
 * numbers of all nodes travel in one transferred buffer and their strings in
 * one array, so a message costs a few copies, not a structured clone of
 * every node object with its keys.
 */
export interface PackedDiscovery extends Omit<FileDiscovery, 'nodes'> {
  source: string;
  /** Per node: node_id, name, full_name. */
  strings: string[];
  /** Per node: NODE_TYPES index, start_line, end_line, start_byte, end_byte, text start, text end. */
  numbers: Float64Array;
}

const NODE_TYPES: readonly NodeType[] = ['file', 'class', 'function', 'method'];
const STRINGS_PER_NODE = 3;
const NUMBERS_PER_NODE = 7;

/** Packs a discovery for the trip to the main thread. */
export function packDiscovery({ discovery, source, spans }: SpannedDiscovery): PackedDiscovery {
  const { nodes, ...rest } = discovery;
  const strings: string[] = [];
  const numbers = new Float64Array(nodes.length * NUMBERS_PER_NODE);
  nodes.forEach((node, i) => {
    strings.push(node.node_id, node.name, node.full_name);
    const n = i * NUMBERS_PER_NODE;
    numbers[n] = NODE_TYPES.indexOf(node.node_type);
    numbers[n + 1] = node.start_line;
    numbers[n + 2] = node.end_line;
    numbers[n + 3] = node.start_byte;
    numbers[n + 4] = node.end_byte;
    numbers[n + 5] = spans[2 * i] ?? 0;
    numbers[n + 6] = spans[2 * i + 1] ?? 0;
  });
  return { ...rest, source, strings, numbers };
}

/** Rebuilds a discovery packed by packDiscovery, its nodes' keys in CSTNode order. */
export function unpackDiscovery(packed: PackedDiscovery): FileDiscovery {
  const { source, strings, numbers, ...rest } = packed;
  const count = numbers.length / NUMBERS_PER_NODE;
  const nodes = new Array<CSTNode>(count);
  for (let i = 0; i < count; i++) {
    const s = i * STRINGS_PER_NODE;
    const n = i * NUMBERS_PER_NODE;
    nodes[i] = {
      node_id: strings[s] as string,
      node_type: NODE_TYPES[numbers[n] as number] as NodeType,
      name: strings[s + 1] as string,
      full_name: strings[s + 2] as string,
      file_path: rest.file_path,
      start_line: numbers[n + 1] as number,
      end_line: numbers[n + 2] as number,
      start_byte: numbers[n + 3] as number,
      end_byte: numbers[n + 4] as number,
      text: source.slice(numbers[n + 5], numbers[n + 6]),
    };
  }
  const { file_path, language, ...tail } = rest;
  return { file_path, language, nodes, ...tail };
}

/** What a pool hands its workers. */
export interface DiscoveryWorkerData {
  remoraWorker: typeof DISCOVERY_WORKER;
  options: DiscoveryOptions;
  wasm: CompiledWasm;
}

/** The pool's workerData, checked by hand: zod would make the worker's bundle ten times larger. */
function readWorkerData(workerData: unknown): DiscoveryWorkerData {
  const data = workerData as Partial<DiscoveryWorkerData> | null;
  if (
    data?.remoraWorker !== DISCOVERY_WORKER ||
    typeof data.options?.maxFileBytes !== 'number' ||
    typeof data.wasm?.runtime !== 'object' ||
    typeof data.wasm.grammars !== 'object'
  )
    throw new Error('runDiscoveryWorker: not the workerData of a discovery pool');
  return data as DiscoveryWorkerData;
}

/**
 * Serves discovery requests from the parent thread until it terminates this
 * worker, with the thread's one parser, made from the WebAssembly the pool
 * compiled. Inputs are read here, synchronously: the worker has nothing else
 * to do meanwhile.
 */
export function runDiscoveryWorker(workerData: unknown): void {
  const { options, wasm } = readWorkerData(workerData);
  useCompiledWasm(wasm);
  const port = parentPort;
  if (!port) throw new Error('runDiscoveryWorker needs a parent thread');
  port.on('message', ({ start, inputs }: DiscoveryRequest) => {
    const discover = async (): Promise<PackedDiscovery[]> => {
      const results: PackedDiscovery[] = [];
      for (const input of inputs)
        results.push(
          packDiscovery(await discoverRead(input, readInput(input), sharedLanguage, options)),
        );
      return results;
    };
    discover().then(
      (results) =>
        port.postMessage(
          { start, results } satisfies DiscoveryReply,
          results.map((result) => result.numbers.buffer as ArrayBuffer),
        ),
      (error: unknown) =>
        port.postMessage({ start, error: String(error) } satisfies DiscoveryReply),
    );
  });
}
