// Discovery benchmark for TypeScript and JavaScript: Remora's node discovery
// against the TypeScript compiler's own parser, measured in one run. Prints
// files, nodes, MB/s for each, the time ratio, and whether both sides did the
// same work: the same definitions with the same line spans.
//
//   node bench/discovery/typescript.mjs [folder] [--rounds N] [--cli path/to/cli.js]
//
// Both sides run as whole processes (start-up and output included), each the
// best of N interleaved rounds, after `npm run build` has made dist/. The
// compiler side is `ts.createSourceFile` over every file in one process on
// one core, with the definitions picked by the oracle the tests use
// (test/support/ts-compiler-nodes.ts); Remora runs as it ships, over one
// worker thread per core (up to 8), and once more on one thread.
//
// Without a folder the corpus is a copy of the TypeScript and JavaScript
// sources npm installed into node_modules (files up to 512 KB; declaration
// files included, which yield no definitions on either side).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(root, 'package.json'));
const ts = require('typescript');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const rounds = Number(flag('--rounds', 3));
const cli = resolve(flag('--cli', join(root, 'dist', 'cli.js')));
if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
const cores = availableParallelism();
const threads = Math.min(cores, 8);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/i;
const MAX_BYTES = 512 * 1024;

const scratch = mkdtempSync(join(tmpdir(), 'remora-bench-ts-'));
// The oracle, transpiled once here so that neither side's time includes it.
const oracle = join(scratch, 'ts-compiler-nodes.mjs');
writeFileSync(
  oracle,
  ts
    .transpileModule(readFileSync(join(root, 'test', 'support', 'ts-compiler-nodes.ts'), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    })
    .outputText.replace(
      /from 'typescript'/,
      `from '${pathToFileURL(require.resolve('typescript')).href}'`,
    ),
);

/** node_modules' sources, copied where `remora nodes` walks them (it skips node_modules). */
function installedSources() {
  const to = join(scratch, 'corpus');
  cpSync(join(root, 'node_modules'), to, {
    recursive: true,
    filter: (path) => {
      const stat = statSync(path);
      if (stat.isDirectory()) return !basename(path).startsWith('.');
      return stat.isFile() && SOURCE.test(path) && stat.size <= MAX_BYTES;
    },
  });
  return to;
}

function timed(corpus, commandArgs, env = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, commandArgs, {
    cwd: corpus,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, ...env },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${commandArgs[0]} failed: ${result.stderr}`);
  return { seconds, stdout: result.stdout };
}

function measure(corpus) {
  const compilerArgs = [join(root, 'bench', 'discovery', 'ts-compiler-nodes.mjs'), corpus];
  const runs = { compiler: [], remora: [], oneThread: [] };
  let compilerOut;
  let remoraOut;
  for (let round = 0; round < rounds; round++) {
    compilerOut = timed(corpus, [...compilerArgs, '--oracle', oracle]);
    remoraOut = timed(corpus, [cli, 'nodes', '--json', '.']);
    const one = timed(corpus, [cli, 'nodes', '--json', '.'], { REMORA_DISCOVERY_THREADS: '1' });
    if (one.stdout !== remoraOut.stdout) throw new Error('one thread printed other nodes');
    runs.compiler.push(compilerOut.seconds);
    runs.remora.push(remoraOut.seconds);
    runs.oneThread.push(one.seconds);
  }
  const key = (r, file) => [file, r.node_type, r.full_name, r.start_line, r.end_line].join('|');
  const compilerLines = compilerOut.stdout.trim().split('\n');
  const summary = JSON.parse(compilerLines.pop()).summary;
  const compilerRows = new Set(
    compilerLines.map((line) => JSON.parse(line)).map((r) => key(r, r.file)),
  );
  const remoraRows = new Set();
  const remoraFiles = new Set();
  let remoraNodes = 0;
  for (const line of remoraOut.stdout.trim().split('\n')) {
    const n = JSON.parse(line);
    remoraNodes++;
    remoraFiles.add(n.file_path);
    if (n.node_type !== 'file') remoraRows.add(key(n, n.file_path));
  }
  const agree = [...compilerRows].filter((row) => remoraRows.has(row)).length;
  const onlyRemora = [...remoraRows].filter((row) => !compilerRows.has(row));
  const onlyCompiler = [...compilerRows].filter((row) => !remoraRows.has(row));

  const best = (xs) => Math.min(...xs);
  const mb = summary.bytes / 1e6;
  const line = (name, files, nodes, seconds) =>
    `${name.padEnd(44)} files ${String(files).padStart(6)}  nodes ${String(nodes).padStart(7)}  ${seconds.toFixed(2)} s  ${(mb / seconds).toFixed(1)} MB/s`;
  const cpus = (n) => `${n} ${n === 1 ? 'core' : 'cores'}`;
  console.log(
    `corpus: ${corpus} (${mb.toFixed(1)} MB; best of ${rounds} interleaved rounds; this machine has ${cpus(cores)})`,
  );
  console.log(
    line(
      'TypeScript compiler parser (1 process, 1 core)',
      summary.files,
      summary.nodes,
      best(runs.compiler),
    ),
  );
  console.log(
    line(`remora (${threads} worker threads)`, remoraFiles.size, remoraNodes, best(runs.remora)),
  );
  console.log(line('remora (one thread)', remoraFiles.size, remoraNodes, best(runs.oneThread)));
  console.log(
    `ratio remora/compiler: ${(best(runs.remora) / best(runs.compiler)).toFixed(2)} (remora on ${cpus(threads)} against the compiler on 1; one thread against one: ${(best(runs.oneThread) / best(runs.compiler)).toFixed(2)})`,
  );
  // Remora's file nodes are its own; the rest must be the compiler's definitions.
  console.log(
    `same work: ${agree === compilerRows.size && onlyRemora.length === 0 ? 'yes' : 'NO'}, ${agree} of ${compilerRows.size} compiler definitions with the same line spans, ${onlyRemora.length} the compiler does not list (where tree-sitter's grammar fails on valid code its recovery may differ)`,
  );
  const byFile = (rows) => [...new Set(rows.map((row) => row.split('|')[0]))].join(', ') || 'none';
  console.log(`disagreeing files: ${byFile([...onlyCompiler, ...onlyRemora])}`);
}

try {
  measure(args[0] ? resolve(args[0]) : installedSources());
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
