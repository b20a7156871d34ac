// Discovery benchmark: Remora's node discovery against CPython's ast over the
// standard library (or the folder given), measured in one run. Prints files,
// nodes, MB/s for each, the time ratios, and whether both sides did the same
// work: the same definitions with the same line spans.
//
//   node bench/discovery/run.mjs [folder] [--rounds N] [--cli path/to/cli.js]
//
// Both sides run as whole processes (start-up and JSON output included), each
// the best of N interleaved rounds, after `npm run build` has made dist/.
// CPython's ast runs in one process on one core; Remora runs as it ships, its
// discovery spread over one worker thread per core (up to 8), and once more
// on one thread. The headline ratio compares the first two, and says so.
//
// Without a folder it runs twice: over the whole standard library (tests
// included), and over a copy of it without its test folders (many small
// files, as in a project's repository, where fixed costs weigh more). Each
// corpus prints its ratio against the goal of 0.5 (issue 32).
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const astScript = join(root, 'test', 'support', 'python_ast_nodes.py');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args.splice(at, 2)[1];
};
const rounds = Number(flag('--rounds', 3));
const cli = resolve(flag('--cli', join(root, 'dist', 'cli.js')));
const stdlib = () =>
  execFileSync('python3', ['-c', "import sysconfig; print(sysconfig.get_paths()['stdlib'])"], {
    encoding: 'utf8',
  }).trim();
// Folders of tests, and third-party code (which discovery skips anyway).
const TEST_DIRS = new Set(['test', 'tests', 'idle_test', 'site-packages']);
/** A copy of `from`'s Python files without its test folders. */
function withoutTests(from) {
  const to = mkdtempSync(join(tmpdir(), 'remora-bench-discovery-'));
  cpSync(from, to, {
    recursive: true,
    filter: (path) =>
      !TEST_DIRS.has(basename(path)) && (path.endsWith('.py') || statSync(path).isDirectory()),
  });
  return to;
}
if (!existsSync(cli)) throw new Error(`${cli} is missing: run \`npm run build\` first`);
// What Remora's discoverer picks when the configuration leaves threads at 0.
const cores = availableParallelism();
const threads = Math.min(cores, 8);

function timed(corpus, command, commandArgs, env = {}) {
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

const GOAL = 0.5;

function measure(name, corpus) {
  const runs = { ast: [], remora: [], remoraOneThread: [] };
  let astOut;
  let remoraOut;
  let oneThreadOut;
  for (let round = 0; round < rounds; round++) {
    astOut = timed(corpus, 'python3', [astScript, corpus]);
    remoraOut = timed(corpus, process.execPath, [cli, 'nodes', '--json', '.']);
    oneThreadOut = timed(corpus, process.execPath, [cli, 'nodes', '--json', '.'], {
      REMORA_DISCOVERY_THREADS: '1',
    });
    runs.ast.push(astOut.seconds);
    runs.remora.push(remoraOut.seconds);
    runs.remoraOneThread.push(oneThreadOut.seconds);
  }
  const parsed = JSON.parse(
    timed(corpus, process.execPath, [
      join(root, 'bench', 'discovery', 'parse-alone.mjs'),
      corpus,
      '--dist',
      dirname(cli),
    ]).stdout,
  );
  if (oneThreadOut.stdout !== remoraOut.stdout)
    throw new Error('remora printed different nodes on one thread than on all cores');

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
  let fileNodes = 0;
  let inUnparsable = 0;
  for (const line of remoraOut.stdout.trim().split('\n')) {
    const n = JSON.parse(line);
    remoraNodes++;
    remoraFiles.add(n.file_path);
    if (n.node_type === 'file') fileNodes++;
    else if (unparsable.has(n.file_path)) inUnparsable++;
    else
      remoraRows.add([n.file_path, n.node_type, n.full_name, n.start_line, n.end_line].join('|'));
  }
  const agree = [...astRows].filter((row) => remoraRows.has(row)).length;
  const onlyAst = [...astRows].filter((row) => !remoraRows.has(row));
  const onlyRemora = [...remoraRows].filter((row) => !astRows.has(row));

  const best = (xs) => Math.min(...xs);
  const mb = astSummary.bytes / 1e6;
  const ratio = best(runs.remora) / best(runs.ast);
  const oneThreadRatio = best(runs.remoraOneThread) / best(runs.ast);
  const line = (name, files, nodes, seconds) =>
    `${name.padEnd(36)} files ${String(files).padStart(6)}  nodes ${String(nodes).padStart(7)}  ${seconds.toFixed(2)} s  ${(mb / seconds).toFixed(1)} MB/s`;
  const cpus = (n) => `${n} ${n === 1 ? 'core' : 'cores'}`;
  console.log(
    `corpus: ${corpus} (${mb.toFixed(1)} MB of Python that ast parses; best of ${rounds} interleaved rounds; this machine has ${cpus(cores)})`,
  );
  console.log(
    line('CPython ast (one process, 1 core)', astSummary.files, astSummary.nodes, best(runs.ast)),
  );
  console.log(
    line(
      `remora (${threads} worker threads, ${cpus(threads)})`,
      remoraFiles.size,
      remoraNodes,
      best(runs.remora),
    ),
  );
  console.log(
    line('remora (one thread)', remoraFiles.size, remoraNodes, best(runs.remoraOneThread)),
  );
  console.log(
    `ratio remora/ast: ${ratio.toFixed(2)} (remora on ${cpus(threads)} against ast on 1; one thread against one: ${oneThreadRatio.toFixed(2)})`,
  );
  // The floor: parsing alone, in one warm process, spread without loss over the threads.
  const parseSeconds = parsed.ms / 1000;
  console.log(
    `parse alone (warm, one thread, ${parsed.files} files): ${parseSeconds.toFixed(2)} s, ${(parseSeconds / best(runs.ast)).toFixed(2)} of ast; over ${cpus(threads)} without loss: ${(parseSeconds / threads / best(runs.ast)).toFixed(2)} of ast, start-up not counted`,
  );
  const equalWork = agree === astRows.size && onlyRemora.length === 0;
  console.log(
    `same work: ${equalWork ? 'yes' : 'NO'}, ${agree} of ${astRows.size} ast definitions with the same line spans, ${onlyRemora.length} that ast does not list (remora's ${fileNodes} file nodes and ${inUnparsable} definitions in the ${unparsable.size} files ast cannot parse left out)`,
  );
  const byFile = (rows) => [...new Set(rows.map((row) => row.split('|')[0]))].join(', ') || 'none';
  console.log(`disagreeing files: ${byFile([...onlyAst, ...onlyRemora])}`);
  console.log(
    `${name}: ratio ${ratio.toFixed(2)} against the goal of ${GOAL}: ${ratio <= GOAL ? 'met' : 'NOT met'}`,
  );
  console.log('');
}

// Start-up: `remora nodes` over one small file, and ast over the same.
{
  const one = mkdtempSync(join(tmpdir(), 'remora-bench-discovery-'));
  writeFileSync(join(one, 'one.py'), 'def f():\n    return 1\n');
  const best = (xs) => Math.min(...xs);
  const startRemora = [];
  const startAst = [];
  for (let round = 0; round < rounds; round++) {
    startRemora.push(timed(one, process.execPath, [cli, 'nodes', '--json', '.']).seconds);
    startAst.push(timed(one, 'python3', [astScript, one]).seconds);
  }
  rmSync(one, { recursive: true, force: true });
  console.log(
    `start-up (one small file): remora ${best(startRemora).toFixed(2)} s, ast ${best(startAst).toFixed(2)} s`,
  );
  console.log('');
}

if (args[0]) measure('corpus', resolve(args[0]));
else {
  const whole = stdlib();
  measure('standard library with tests', whole);
  const small = withoutTests(whole);
  try {
    measure('standard library without tests', small);
  } finally {
    rmSync(small, { recursive: true, force: true });
  }
}
