// The TypeScript compiler's side of bench/discovery/typescript.mjs: reads every
// TypeScript and JavaScript file under a folder (as `remora nodes` lists them
// outside a repository: no hidden folders, no node_modules), parses each with
// `ts.createSourceFile` and picks its definitions with the oracle the tests use
// (test/support/ts-compiler-nodes.ts, transpiled by the caller). Prints one
// JSON line per definition, then a summary line.
//
//   node bench/discovery/ts-compiler-nodes.mjs folder --oracle path/to/oracle.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const at = args.indexOf('--oracle');
const oracle = args.splice(at, 2)[1];
const folder = resolve(args[0] ?? '.');
const { compilerNodes } = await import(pathToFileURL(oracle).href);

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
const out = [];
let files = 0;
let bytes = 0;
let nodes = 0;
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(path);
    } else if (entry.isFile() && SOURCE.test(entry.name)) {
      const text = readFileSync(path, 'utf8');
      const file = relative(folder, path);
      files++;
      bytes += Buffer.byteLength(text);
      for (const node of compilerNodes(file, text).nodes) {
        nodes++;
        out.push(JSON.stringify({ file, ...node }));
      }
    }
  }
})(folder);
out.push(JSON.stringify({ summary: { files, bytes, nodes } }));
process.stdout.write(`${out.join('\n')}\n`);
