import {
  appendFileSync,
  copyFileSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpScore, TaskScore } from '../../src/core/training/eval-score.js';
import { cli } from '../support/cli.js';
import { startServe } from '../support/serve.js';
import { startScriptedServer, type ScriptedTurn } from '../support/scripted-server.js';
import { makeTrainingCorpus, readTrajectoryFile } from '../support/training-corpus.js';

interface EvalJson {
  tasks: number;
  ops: Record<string, OpScore>;
  results: TaskScore[];
}

let corpus: string;
let out: string;
let data: string;
let perOp: Record<string, number>;

beforeAll(async () => {
  corpus = makeTrainingCorpus();
  out = mkdtempSync(join(tmpdir(), 'remora-eval-data-'));
  const args = ['--corpus', '.', '--ops', 'lint,docstring,test', '--out', out];
  const made = await cli(corpus, ['train-data', ...args, '--eval-fraction', '1']);
  expect(made.code).toBe(0);
  data = join(out, 'eval.jsonl');
  perOp = {};
  for (const line of readTrajectoryFile(data))
    perOp[line.metadata.task.op] = (perOp[line.metadata.task.op] ?? 0) + 1;
  expect(Object.keys(perOp).sort()).toEqual(['docstring', 'lint', 'test']);
});

afterAll(() => {
  rmSync(corpus, { recursive: true, force: true });
  rmSync(out, { recursive: true, force: true });
});

/** `remora serve` listing the lint adapter only, as a server with one adapter deployed. */
const lintOnly = () =>
  startServe({ without: ['docstring', 'test', 'sample_data', 'functiongemma'] });

const evaluate = (server: string, ...extra: string[]) =>
  cli(corpus, ['eval', '--server', server, '--data', data, ...extra]);

describe('remora eval against the built-in policies behind a server', () => {
  it('scores every op at 100 %, and prints its table', async () => {
    const server = await startServe();
    try {
      const table = await evaluate(server.url, '--corpus', '.');
      expect(table.code).toBe(0);
      // The table a CI log shows: the built-in baseline, op by op.
      console.log(table.stdout.replace(server.url, '<built-in policy server>'));
      for (const op of ['lint', 'docstring', 'test'])
        expect(table.stdout).toMatch(
          new RegExp(
            `^\\| ${op} \\| ${perOp[op]} \\| 100\\.0 % \\| 100\\.0 % \\| 0\\.0 % \\|`,
            'm',
          ),
        );
      const run = await evaluate(server.url, '--corpus', '.', '--format', 'json');
      const report = JSON.parse(run.stdout) as EvalJson;
      expect(report.tasks).toBe(Object.values(perOp).reduce((a, b) => a + b, 0));
      for (const [op, score] of Object.entries(report.ops)) {
        expect(score).toMatchObject({
          tasks: perOp[op],
          tool_call_validity: 1,
          success_rate: 1,
          filler_rate: 0,
        });
        // remora serve reports usage, as vLLM does: the tokens are summed per op.
        expect(score.prompt_tokens).toBeGreaterThan(0);
        expect(score.latency_p50_ms).toBeGreaterThanOrEqual(0);
        expect(score.latency_p95_ms).toBeGreaterThanOrEqual(score.latency_p50_ms ?? 0);
      }
    } finally {
      await server.close();
    }
  });

  it('replays lint tasks from the recorded files alone, without the corpus', async () => {
    const server = await lintOnly();
    try {
      const run = await evaluate(server.url, '--ops', 'lint', '--format', 'json');
      const report = JSON.parse(run.stdout) as EvalJson;
      expect(Object.keys(report.ops)).toEqual(['lint']);
      expect(report.ops.lint?.success_rate).toBe(1);
    } finally {
      await server.close();
    }
  });
});

const USAGE = { prompt_tokens: 100, completion_tokens: 7 };
const FILLER_TEST = `def test_nothing():\n    """Check it.\n\n    Returns:\n        The result.\n    """\n    assert True\n`;

/**
 * A model that deserves its scores: lint gets garbage text, docstring a wrong
 * tool and then refusals, test a wrong tool, malformed arguments, then a
 * passing test file full of filler.
 */
function brokenModel(request: { model: string; messages: { role: string }[] }): ScriptedTurn {
  const turn = request.messages.filter((m) => m.role === 'assistant').length;
  if (request.model === 'lint') return { content: '}{ ]] garbage <eos>', usage: USAGE };
  if (request.model === 'docstring')
    return turn === 0
      ? { calls: [{ name: 'run_linter', arguments: {} }], usage: USAGE }
      : { content: "I'm sorry, but I can't help with that.", usage: USAGE };
  const script: ScriptedTurn[] = [
    { calls: [{ name: 'apply_fix', arguments: { issue_code: 'F401', line_number: 1 } }] },
    { calls: [{ name: 'write_test_file', arguments: '{"path": "tests/test_x.py", content: 5}' }] },
    {
      calls: [
        {
          name: 'write_test_file',
          arguments: { path: 'tests/test_filler.py', content: FILLER_TEST },
        },
      ],
    },
    { calls: [{ name: 'run_tests', arguments: { path: 'tests/test_filler.py' } }] },
    {
      calls: [
        {
          name: 'submit_result',
          arguments: {
            summary: 'Wrote a test.',
            tests_generated: 1,
            tests_passing: 1,
            changed_files: ['tests/test_filler.py'],
          },
        },
      ],
    },
  ];
  return { ...(script[turn] ?? { content: 'done' }), usage: USAGE };
}

describe('remora eval against a broken model', () => {
  it('scores what it deserves, op by op', async () => {
    const server = await startScriptedServer(['lint', 'docstring', 'test'], brokenModel);
    try {
      const run = await evaluate(server.url, '--corpus', '.', '--format', 'json');
      expect(run.code).toBe(0);
      const { ops, results } = JSON.parse(run.stdout) as EvalJson;
      // Garbage: two nudges, then the op fails on the third text reply.
      expect(ops.lint).toMatchObject({
        tasks: perOp.lint,
        tool_call_validity: 0,
        success_rate: 0,
        filler_rate: 0,
        mean_turns: 3,
        prompt_tokens: 300 * (perOp.lint ?? 0),
        completion_tokens: 21 * (perOp.lint ?? 0),
      });
      // A wrong tool, then refusals until the nudges run out.
      expect(ops.docstring).toMatchObject({
        tool_call_validity: 0,
        success_rate: 0,
        filler_rate: 0,
        mean_turns: 4,
        prompt_tokens: 400 * (perOp.docstring ?? 0),
      });
      // Three valid calls of five; the tests pass, but the change is filler.
      expect(ops.test).toMatchObject({
        tool_call_validity: 0.6,
        success_rate: 0,
        filler_rate: 1,
        mean_turns: 5,
        prompt_tokens: 500 * (perOp.test ?? 0),
      });
      const lint = results.find((r) => r.op === 'lint');
      expect(lint?.error).toMatch(/^AGENT_003: the model answered without calling a tool 3 times/);
      expect(results.filter((r) => r.op === 'test').every((r) => r.status === 'succeeded')).toBe(
        true,
      );
    } finally {
      await server.close();
    }
  });
});

describe('remora eval usage errors', () => {
  it('needs a server and data, and names a line that is not a trajectory', async () => {
    expect((await cli(corpus, ['eval', '--data', data])).stderr).toContain(
      'CLI_001: eval needs --server <url>',
    );
    expect((await cli(corpus, ['eval', '--server', 'http://127.0.0.1:9/v1'])).stderr).toContain(
      'CLI_001: eval needs --data <eval.jsonl>',
    );
    const broken = join(out, 'broken.jsonl');
    copyFileSync(data, broken);
    appendFileSync(broken, '{"messages": []}\n');
    const lines = readFileSync(data, 'utf8').trim().split('\n').length;
    const run = await cli(corpus, ['eval', '--server', 'http://127.0.0.1:9/v1', '--data', broken]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`broken.jsonl:${lines + 1}: not a trajectory: messages:`);
  });

  it('warns when the server does not list the model, and scores the failures', async () => {
    const server = await lintOnly();
    try {
      const run = await evaluate(
        server.url,
        '--ops',
        'lint',
        '--model',
        'base',
        '--format',
        'json',
      );
      expect(run.stderr).toBe(
        "warning: the server does not list the model 'base'; every lint run will fail. It lists: lint\n",
      );
      const { ops, results } = JSON.parse(run.stdout) as EvalJson;
      expect(ops.lint).toMatchObject({ success_rate: 0, tool_call_validity: null, mean_turns: 1 });
      expect(results[0]?.error).toMatch(/^AGENT_002: model server: HTTP 404/);
    } finally {
      await server.close();
    }
  });

  it('refuses a corpus whose file is not the one recorded', async () => {
    const server = await lintOnly();
    const changed = makeTrainingCorpus();
    writeFileSync(join(changed, 'calc', 'inventory.py'), 'x = 1\n');
    try {
      const run = await cli(changed, [
        'eval',
        '--server',
        server.url,
        '--data',
        data,
        '--ops',
        'lint',
        '--corpus',
        '.',
      ]);
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(
        'CLI_001: calc/inventory.py in the corpus is not the file the trajectory was made from',
      );
    } finally {
      await server.close();
      rmSync(changed, { recursive: true, force: true });
    }
  });
});
