import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileDiscovery } from '../../../src/core/discovery/discover-file.js';
import {
  createInProcessDiscoverer,
  type Discoverer,
} from '../../../src/adapters/tree-sitter/in-process-discoverer.js';
import { compilerNodes } from '../../support/ts-compiler-nodes.js';

const root = join(import.meta.dirname, '..', '..', '..');
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
const DECLARATION = /\.d\.[cm]?ts$/i;
/** Discovery's own limit, under which src/ and the fixtures are read whole. */
const MAX_BYTES = 512 * 1024;
/**
 * Installed packages' files above this are bundles and generated code: 78 of
 * 6,777 files holding a third of the bytes, which add time, not shapes.
 */
const MAX_PACKAGE_BYTES = 128 * 1024;

/** Every TypeScript and JavaScript file under a folder, in a stable order. */
function sourcesUnder(folder: string, maxBytes = MAX_BYTES, out: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  )) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) sourcesUnder(path, maxBytes, out);
    else if (entry.isFile() && SOURCE.test(entry.name) && statSync(path).size <= maxBytes)
      out.push(path);
  }
  return out;
}

interface Tally {
  /** Files compared, and their nodes besides the file's own. */
  files: number;
  nodes: number;
  declarationFiles: number;
  /** Files the compiler reads cleanly and tree-sitter's grammar does not: not compared. */
  grammarErrors: number;
  /** Of their definitions, how many tree-sitter's recovery still found with the right lines. */
  grammarErrorNodes: number;
  recovered: number;
  /** Files with syntax errors for the compiler (tests of parsers, templates): not compared. */
  invalid: number;
  mismatches: string[];
}

function newTally(): Tally {
  return {
    files: 0,
    nodes: 0,
    declarationFiles: 0,
    grammarErrors: 0,
    grammarErrorNodes: 0,
    recovered: 0,
    invalid: 0,
    mismatches: [],
  };
}

/** Compares one file's discovery with the compiler's reading of it. */
function compareFile(
  input: { file_path: string; bytes: Uint8Array },
  result: FileDiscovery,
  tally: Tally,
): void {
  // Sorted: several definitions on one line (minified code) come in another order.
  const ours = result.nodes
    .filter((node) => node.node_type !== 'file')
    .map(row)
    .sort();
  if (DECLARATION.test(input.file_path)) {
    tally.declarationFiles++;
    if (ours.length > 0) tally.mismatches.push(`${input.file_path}: ${ours.join(', ')}`);
    return;
  }
  const compiler = compilerNodes(input.file_path, Buffer.from(input.bytes).toString('utf8'));
  const theirs = compiler.nodes.map(row).sort();
  if (compiler.syntaxErrors > 0 || result.skipped) {
    tally.invalid++;
  } else if (result.diagnostics.length > 0) {
    tally.grammarErrors++;
    tally.grammarErrorNodes += theirs.length;
    tally.recovered += theirs.filter((entry) => ours.includes(entry)).length;
  } else {
    tally.files++;
    tally.nodes += ours.length;
    if (ours.join('\n') !== theirs.join('\n')) {
      const onlyOurs = ours.filter((entry) => !theirs.includes(entry));
      const onlyTheirs = theirs.filter((entry) => !ours.includes(entry));
      tally.mismatches.push(
        `${input.file_path}: remora only [${onlyOurs.join(', ')}] compiler only [${onlyTheirs.join(', ')}]`,
      );
    }
  }
}

const row = (node: {
  node_type: string;
  full_name: string;
  start_line: number;
  end_line: number;
}): string => `${node.node_type} ${node.full_name} ${node.start_line}-${node.end_line}`;

/**
 * The corpus is what `npm ci` installs (many packages ship their TypeScript
 * and JavaScript sources; files up to 128 KB) and this repository's own src/: the TypeScript
 * compiler's parser reads each file, test/support/ts-compiler-nodes.ts picks
 * its definitions under the same scope rules, and Remora's discovery must
 * find exactly those, with the same lines. Files either parser finds a syntax
 * error in are left out (the two recover differently); declaration files must
 * yield no node but the file's own.
 */
describe('discovery agrees with the TypeScript compiler on node_modules and src/', () => {
  let discoverer: Discoverer;
  beforeAll(() => {
    discoverer = createInProcessDiscoverer({ maxFileBytes: MAX_BYTES });
  });
  afterAll(() => discoverer.close());

  it('finds exactly the definitions the compiler finds, with the same lines', async () => {
    // More checkouts to compare on, by path (colon-separated): not run in CI.
    const more = (process.env.TS_ORACLE_CORPUS ?? '').split(':').filter(Boolean);
    const files = [
      ...sourcesUnder(join(root, 'node_modules'), MAX_PACKAGE_BYTES),
      ...sourcesUnder(join(root, 'src')),
      // Every shape the rules name, decorators and namespaces included.
      ...sourcesUnder(join(root, 'test', 'fixtures', 'typescript-discovery')),
      ...more.flatMap((folder) => sourcesUnder(folder)),
    ];
    const tally = newTally();
    for (let batch = 0; batch < files.length; batch += 200) {
      const inputs = files.slice(batch, batch + 200).map((path) => ({
        file_path: path.startsWith(root) ? relative(root, path) : path,
        bytes: readFileSync(path),
      }));
      const results = await discoverer.discover(inputs);
      results.forEach((result, index) => compareFile(inputs[index]!, result, tally));
    }
    const { mismatches, ...counts } = tally;
    console.log(`compared ${JSON.stringify(counts)}`);
    expect(mismatches.slice(0, 40)).toEqual([]);
    expect(counts.files).toBeGreaterThan(2000);
    expect(counts.declarationFiles).toBeGreaterThan(1000);
    expect(counts.nodes).toBeGreaterThan(20000);
  }, 600_000);
});
