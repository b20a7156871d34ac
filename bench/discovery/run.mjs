// Discovery benchmark: Remora's node discovery against CPython's ast over the
// standard library (or the folders given), measured in one run. Prints files,
// nodes, MB/s for each, the time ratio, and how many definitions agree.
//
//   node bench/discovery/run.mjs [folder] [--rounds N]
//
// Both sides run as whole processes (start-up and JSON output included), each
// the best of N interleaved rounds, after `npm run build` has made dist/.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'dist', 'cli.js');
const astScript = join(root, 'test', 'support', 'python_ast_nodes.py');
const args = process.argv.slice(2);
const roundsFlag = args.indexOf('--rounds');
const rounds = roundsFlag === -1 ? 3 : Number(args.splice(roundsFlag, 2)[1]);
const corpus = resolve(
  args[0] ??
    execFileSync('python3', ['-c', "import sysconfig; print(sysconfig.get_paths()['stdlib'])"], {
      encoding: 'utf8',
    }).trim(),
);
if (!existsSync(cli)) throw new Error('dist/cli.js is missing: run `npm run build` first');

function timed(command, commandArgs, env = {}) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, commandArgs, {
    cwd: corpus,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    env: { ...process.env, ...env },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return { seconds, stdout: result.stdout, stderr: result.stderr };
}

const runs = { ast: [], remora: [], remoraOneThread: [] };
let astOut;
let remoraOut;
for (let round = 0; round < rounds; round++) {
  const ast = timed('python3', [astScript, corpus]);
  const remora = timed(process.execPath, [cli, 'nodes', '--json', '.']);
  const single = timed(process.execPath, [cli, 'nodes', '--json', '.'], {
    REMORA_DISCOVERY_THREADS: '1',
  });
  runs.ast.push(ast.seconds);
  runs.remora.push(remora.seconds);
  runs.remoraOneThread.push(single.seconds);
  astOut = ast;
  remoraOut = remora;
}

const astRows = new Set();
const astLines = astOut.stdout.trim().split('\n');
const astSummary = JSON.parse(astLines.pop()).summary;
for (const line of astLines) {
  const r = JSON.parse(line);
  astRows.add([r.file, r.node_type, r.full_name, r.start_line, r.end_line].join('|'));
}
const unparsable = new Set(
  [...astOut.stderr.matchAll(/ast could not parse (.*?): /g)].map((m) =>
    m[1].replace(`${corpus}/`, ''),
  ),
);
const remoraRows = new Set();
const remoraFiles = new Set();
let remoraNodes = 0;
for (const line of remoraOut.stdout.trim().split('\n')) {
  const n = JSON.parse(line);
  remoraNodes++;
  remoraFiles.add(n.file_path);
  if (n.node_type === 'file' || unparsable.has(n.file_path)) continue;
  remoraRows.add([n.file_path, n.node_type, n.full_name, n.start_line, n.end_line].join('|'));
}
const agree = [...astRows].filter((row) => remoraRows.has(row)).length;
const onlyAst = [...astRows].filter((row) => !remoraRows.has(row));
const onlyRemora = [...remoraRows].filter((row) => !astRows.has(row));

const best = (xs) => Math.min(...xs);
const mb = astSummary.bytes / 1e6;
const line = (name, files, nodes, seconds) =>
  `${name.padEnd(22)} files ${String(files).padStart(6)}  nodes ${String(nodes).padStart(7)}  ${seconds.toFixed(2)} s  ${(mb / seconds).toFixed(1)} MB/s`;
console.log(
  `corpus: ${corpus} (${mb.toFixed(1)} MB of Python that ast parses; best of ${rounds} rounds)`,
);
console.log(line('CPython ast', astSummary.files, astSummary.nodes, best(runs.ast)));
console.log(line('remora (all cores)', remoraFiles.size, remoraNodes, best(runs.remora)));
console.log(line('remora (one thread)', remoraFiles.size, remoraNodes, best(runs.remoraOneThread)));
console.log(
  `ratio remora/ast: ${(best(runs.remora) / best(runs.ast)).toFixed(2)} (one thread: ${(best(runs.remoraOneThread) / best(runs.ast)).toFixed(2)})`,
);
console.log(
  `agreement: ${agree} of ${astRows.size} ast definitions (files ast cannot parse left out: ${unparsable.size})`,
);
const byFile = (rows) => [...new Set(rows.map((row) => row.split('|')[0]))].join(', ') || 'none';
console.log(`disagreeing files: ${byFile([...onlyAst, ...onlyRemora])}`);
