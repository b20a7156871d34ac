// The floor under discovery: the time web-tree-sitter takes to parse (and
// free) every Python file of a folder on one thread, with the runtime and
// grammar shipped in dist/, after reading them all and warming up on one
// round. No start-up, no node extraction, no output: what is left when every
// other cost is gone. Prints the best of N rounds in milliseconds as JSON.
//
//   node bench/discovery/parse-alone.mjs folder [--rounds N] [--dist path/to/dist]
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const rounds = Number(flag('--rounds', 2));
const dist = resolve(flag('--dist', join(root, 'dist')));
const folder = resolve(args[0] ?? '.');

// The files discovery reads: Python files, third-party folders left out.
const texts = [];
(function walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', '__pycache__', 'site-packages'].includes(entry.name)) walk(path);
    } else if (entry.isFile() && entry.name.endsWith('.py')) texts.push(readFileSync(path, 'utf8'));
  }
})(folder);

const { Parser, Language } = createRequire(import.meta.url)(join(dist, 'web-tree-sitter.cjs'));
await Parser.init({ locateFile: () => join(dist, 'web-tree-sitter.wasm') });
const parser = new Parser();
parser.setLanguage(await Language.load(readFileSync(join(dist, 'tree-sitter-python.wasm'))));

let best = Infinity;
for (let round = 0; round <= rounds; round++) {
  const started = performance.now();
  for (const text of texts) parser.parse(text)?.delete();
  // Round 0 warms the WebAssembly up and is not counted.
  if (round > 0) best = Math.min(best, performance.now() - started);
}
console.log(JSON.stringify({ files: texts.length, ms: best }));
