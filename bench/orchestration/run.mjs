// Orchestration benchmark: N changed nodes × 3 ops reviewed through the real
// CLI bundle against a loopback OpenAI-compatible server that answers every
// completion after a fixed delay. Prints the run's wall time against the ideal
// schedule: turns × delay × ⌈jobs ÷ request concurrency⌉.
//
// Where the gap is: the request slots' idle time between the first request
// and the last answer, and the longest stretch with no request in flight.
//
//   node bench/orchestration/run.mjs [--nodes 50] [--delay 100] [--concurrency 8] [--node-concurrency 50]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const nodes = option('nodes', 50);
const delay = option('delay', 100);
const concurrency = option('concurrency', 8);
const nodeConcurrency = option('node-concurrency', nodes);
const ops = ['lint', 'audit', 'style'];
const TURNS = 2;

// A value that satisfies a JSON Schema property, for the scripted submit.
const sample = (schema) =>
  ({ string: 'ok', integer: 0, number: 0, boolean: false, array: [], object: {} })[schema?.type] ??
  null;

/** Turn 1 calls the agent's first tool with no arguments; turn 2 submits. */
function scriptedReply(body, callId) {
  const turn = body.messages.filter((m) => m.role === 'assistant').length + 1;
  const tool =
    turn === 1 ? body.tools[0] : body.tools.find((t) => t.function.name === 'submit_result');
  const params = tool.function.parameters;
  const args =
    turn === 1
      ? {}
      : Object.fromEntries(
          (params.required ?? []).map((key) => [key, sample(params.properties[key])]),
        );
  return {
    id: `chatcmpl-${turn}`,
    object: 'chat.completion',
    created: 0,
    model: body.model,
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: callId,
              type: 'function',
              function: { name: tool.function.name, arguments: JSON.stringify(args) },
            },
          ],
        },
      },
    ],
  };
}

/** [time, +1 | -1] at each request's arrival and answer. */
const timeline = [];
let inFlight = 0;
let peak = 0;
let requests = 0;
let connections = 0;
/** When each first turn's reply was sent, by its tool call's id. */
const repliedAt = new Map();
/** Per conversation: from a reply's sending to the next turn's request arriving. */
const turnGaps = [];
const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    // The model list a review asks for first: none here, so every op asks
    // for its own model, which this server answers whatever its name.
    if (request.method === 'GET') {
      response.writeHead(404).end();
      return;
    }
    requests++;
    peak = Math.max(peak, ++inFlight);
    timeline.push([performance.now(), 1]);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const arrived = performance.now();
    for (const message of body.messages)
      for (const call of message.tool_calls ?? [])
        if (repliedAt.has(call.id)) turnGaps.push(arrived - repliedAt.get(call.id));
    const callId = `call_${requests}`;
    setTimeout(() => {
      inFlight--;
      timeline.push([performance.now(), -1]);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(scriptedReply(body, callId)));
      repliedAt.set(callId, performance.now());
    }, delay);
  });
});
server.on('connection', () => connections++);
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/v1`;

const repo = mkdtempSync(join(tmpdir(), 'remora-bench-'));
const git = (...args) =>
  execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@remora.invalid', ...args], {
    cwd: repo,
  });
try {
  git('init', '--quiet', '--initial-branch=main');
  const source = (version) =>
    Array.from({ length: nodes }, (_, i) => `def f${i}(x):\n    return x + ${version}\n`).join(
      '\n\n',
    );
  mkdirSync(join(repo, 'pkg'));
  writeFileSync(join(repo, 'pkg', 'mod.py'), source(0));
  const lint = readFileSync(join(root, 'src', 'ops', 'lint', 'lint_subagent.yaml'), 'utf8');
  for (const op of ops.slice(1)) {
    mkdirSync(join(repo, '.remora', 'agents', op), { recursive: true });
    writeFileSync(
      join(repo, '.remora', 'agents', op, `${op}_subagent.yaml`),
      lint.replace('name: lint_agent', `name: ${op}_agent`),
    );
  }
  writeFileSync(
    join(repo, 'remora.yaml'),
    `runner:\n  node_concurrency: ${nodeConcurrency}\n  request_concurrency: ${concurrency}\ngraph:\n  edges: []\n`,
  );
  git('add', '--all');
  git('commit', '--quiet', '-m', 'base');
  writeFileSync(join(repo, 'pkg', 'mod.py'), source(1));
  git('commit', '--quiet', '-am', 'change every function');

  const started = process.hrtime.bigint();
  const startedAt = performance.now();
  // --profile DIR writes a CPU profile of the review process there.
  const profileAt = process.argv.indexOf('--profile');
  const profile =
    profileAt === -1 ? [] : ['--cpu-prof', '--cpu-prof-dir', process.argv[profileAt + 1]];
  const child = spawn(
    process.execPath,
    [
      ...profile,
      join(root, 'dist', 'cli.js'),
      'review',
      '--base',
      'HEAD~1',
      '--server',
      url,
      '--ops',
      ops.join(','),
      '--format',
      'json',
    ],
    { cwd: repo },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const ended = performance.now();
  const wall = Number(process.hrtime.bigint() - started) / 1e6;
  if (code !== 0) throw new Error(`review failed (${code}): ${err}`);
  const report = JSON.parse(out);
  const jobs = report.nodes.reduce((sum, n) => sum + n.ops.length, 0);
  const succeeded = report.nodes.reduce(
    (sum, n) => sum + n.ops.filter((o) => o.status === 'succeeded').length,
    0,
  );
  const ideal = TURNS * delay * Math.ceil(jobs / concurrency);
  console.log(
    `nodes ${report.nodes.length} × ops ${ops.length} = ${jobs} jobs (${succeeded} succeeded), ${TURNS} turns each, ${delay} ms per completion, request concurrency ${concurrency}`,
  );
  console.log(`requests ${requests} over ${connections} connections, peak in flight ${peak}`);
  const sorted = turnGaps.toSorted((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  console.log(
    `from a reply to the same conversation's next request: median ${pick(0.5).toFixed(1)} ms, p90 ${pick(0.9).toFixed(1)} ms, max ${pick(1).toFixed(1)} ms (${sorted.length} turns)`,
  );
  console.log(
    `review (engine) ${report.ms} ms; whole command ${wall.toFixed(0)} ms; ideal schedule ${ideal} ms`,
  );
  console.log(
    `before the first request ${(timeline[0][0] - startedAt).toFixed(0)} ms; requests in flight for ${(timeline.at(-1)[0] - timeline[0][0]).toFixed(0)} ms; after the last answer ${(ended - timeline.at(-1)[0]).toFixed(0)} ms`,
  );
  let idle = 0;
  let stall = 0;
  let [[at]] = timeline;
  let open = 0;
  let emptySince = at;
  for (const [time, step] of timeline) {
    idle += (concurrency - open) * (time - at);
    if (open === 0) stall = Math.max(stall, time - emptySince);
    open += step;
    if (open === 0) emptySince = time;
    at = time;
  }
  console.log(
    `request slots idle ${(idle / concurrency).toFixed(0)} ms each from the first request to the last answer; longest stretch with none in flight ${stall.toFixed(0)} ms`,
  );
  console.log(
    `ratio engine/ideal: ${(report.ms / ideal).toFixed(3)}  (whole command: ${(wall / ideal).toFixed(3)})`,
  );
} finally {
  server.close();
  rmSync(repo, { recursive: true, force: true });
}
