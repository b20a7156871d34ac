import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';
import { policyReply, type Policy } from '../../src/core/runner/policy.js';
import { lastTestRunPassed } from '../../src/core/training/gates.js';
import { splitForPath } from '../../src/core/training/split.js';
import type { TrajectoryStats } from '../../src/core/training/stats.js';
import { cli } from '../support/cli.js';
import { startScriptedServer, type ScriptedTurn } from '../support/scripted-server.js';
import { makeTrainingCorpus, readTrajectoryFile } from '../support/training-corpus.js';

const temp: string[] = [];
const scratch = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'remora-train-'));
  temp.push(dir);
  return dir;
};
afterAll(() => temp.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('remora train-data with the built-in teacher', () => {
  let corpus: string;
  let out: string;
  let run: Awaited<ReturnType<typeof cli>>;

  beforeAll(async () => {
    corpus = makeTrainingCorpus();
    temp.push(corpus);
    out = scratch();
    run = await cli(corpus, [
      'train-data',
      '--corpus',
      '.',
      '--ops',
      'lint,docstring,test',
      '--out',
      out,
      '--eval-fraction',
      '0.5',
      '--seed',
      '3',
    ]);
  });

  it('writes valid lines, split by file as the seeded hash says', () => {
    expect(run.stderr).not.toContain('warning');
    expect(run.code).toBe(0);
    const train = readTrajectoryFile(join(out, 'train.jsonl'));
    const evals = readTrajectoryFile(join(out, 'eval.jsonl'));
    expect(train.length).toBeGreaterThan(0);
    expect(evals.length).toBeGreaterThan(0);
    const trainFiles = new Set(train.map((l) => l.metadata.task.file_path));
    const evalFiles = new Set(evals.map((l) => l.metadata.task.file_path));
    expect([...trainFiles].filter((file) => evalFiles.has(file))).toEqual([]);
    for (const line of [...train, ...evals])
      expect(line.metadata.split).toBe(splitForPath(line.metadata.task.file_path, 3, 0.5));
  });

  it('counts every node once per op, kept or dropped with a reason, in stats.json and the table', async () => {
    const stats = JSON.parse(readFileSync(join(out, 'stats.json'), 'utf8')) as TrajectoryStats;
    const nodes = (await cli(corpus, ['nodes'])).stdout.trim().split('\n').length;
    const lines = [
      ...readTrajectoryFile(join(out, 'train.jsonl')),
      ...readTrajectoryFile(join(out, 'eval.jsonl')),
    ];
    for (const op of ['lint', 'docstring', 'test']) {
      const counts = stats.ops[op];
      const dropped = Object.values(counts?.dropped ?? {}).reduce((a, b) => a + b, 0);
      expect((counts?.kept.train ?? 0) + (counts?.kept.eval ?? 0) + dropped).toBe(nodes);
      for (const split of ['train', 'eval'] as const)
        expect(counts?.kept[split]).toBe(
          lines.filter((l) => l.metadata.task.op === op && l.metadata.split === split).length,
        );
      expect(run.stdout).toMatch(
        new RegExp(`^${op} +${counts?.kept.train} +${counts?.kept.eval} `, 'm'),
      );
    }
    // File nodes are not the test agent's; nodes without examples are skipped by it.
    expect(stats.ops.test?.dropped['out-of-scope']).toBeGreaterThan(0);
    expect(stats.ops.test?.dropped.skipped).toBeGreaterThan(0);
  });

  it('keeps lint fixes and passing generated tests, each ending in submit_result', () => {
    const lines = [
      ...readTrajectoryFile(join(out, 'train.jsonl')),
      ...readTrajectoryFile(join(out, 'eval.jsonl')),
    ];
    const fix = lines.find(
      (l) => l.metadata.task.op === 'lint' && l.metadata.task.full_name === 'calc/inventory.py',
    );
    expect(fix?.metadata.outcome.diff).toContain('-import os\n');
    expect(fix?.metadata.teacher).toBe('builtin');
    expect(fix?.messages[0]?.role).toBe('system');
    const tests = lines.filter((l) => l.metadata.task.op === 'test');
    expect(tests.length).toBeGreaterThan(0);
    for (const line of tests) {
      expect(line.metadata.outcome.diff).not.toBe('');
      expect(lastTestRunPassed(line.messages)).toBe(true);
    }
  });

  it('writes the same files again for the same seed', async () => {
    const again = scratch();
    const args = ['train-data', '--corpus', '.', '--ops', 'lint,docstring,test', '--out', again];
    expect((await cli(corpus, [...args, '--eval-fraction', '0.5', '--seed', '3'])).code).toBe(0);
    for (const file of ['train.jsonl', 'eval.jsonl', 'stats.json'])
      expect(readFileSync(join(again, file), 'utf8')).toBe(readFileSync(join(out, file), 'utf8'));
  });
});

describe('remora train-data with a server teacher', () => {
  it('writes exactly the messages and tools the runner sent, and the reply that ended the run', async () => {
    const lint = BUILTIN_REGISTRY.policies.get('lint_agent') as Policy;
    const server = await startScriptedServer(['lint'], (request) => {
      const reply = policyReply(request.messages, lint(request.messages));
      return {
        calls: reply.tool_calls.map((c) => ({
          name: c.function.name,
          arguments: c.function.arguments,
        })),
      };
    });
    const corpus = makeTrainingCorpus();
    temp.push(corpus);
    const out = scratch();
    try {
      const run = await cli(corpus, [
        'train-data',
        '--corpus',
        '.',
        '--ops',
        'lint',
        '--out',
        out,
        '--teacher-server',
        server.url,
      ]);
      expect(run.code).toBe(0);
      const lines = readTrajectoryFile(join(out, 'train.jsonl'));
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) {
        expect(line.metadata.teacher).toBe('server');
        const sent = server.received.find(
          (r) => JSON.stringify(r.messages) === JSON.stringify(line.messages.slice(0, -1)),
        );
        expect(sent?.tools).toEqual(line.tools);
        const final = line.messages.at(-1);
        expect(final?.role === 'assistant' && final.tool_calls?.[0]?.function.name).toBe(
          'submit_result',
        );
      }
    } finally {
      await server.close();
    }
  });

  it('drops runs with a text reply, an invalid call or filler, and keeps the clean one', async () => {
    const corpus = scratch();
    mkdirSync(join(corpus, 'tests'));
    writeFileSync(
      join(corpus, 'calc.py'),
      ['add', 'sub', 'mul', 'div']
        .map(
          (name) =>
            `def ${name}(a: int, b: int) -> int:\n    """Combine a and b."""\n    return a\n`,
        )
        .join('\n\n'),
    );
    const testFile = (name: string, docstring: string): string =>
      `from calc import ${name}\n\n\ndef test_${name}():\n    """${docstring}"""\n    assert ${name}(1, 1) == 1\n`;
    const server = await startScriptedServer(['test'], (request) => {
      const name = /`(\w+)`/.exec(request.messages[1]?.content ?? '')?.[1] ?? '';
      const turn = request.messages.filter((m) => m.role === 'assistant' && m.tool_calls).length;
      if (name === 'sub' && request.messages.length === 2) return { content: 'Let me look first.' };
      if (name === 'mul' && turn === 0)
        return { calls: [{ name: 'write_test_file', arguments: { path: 'tests/test_calc.py' } }] };
      const done = name === 'mul' ? turn - 1 : turn;
      const content =
        name === 'div'
          ? testFile(name, `Check ${name}.\n\n    Returns:\n        The result.\n    `)
          : testFile(name, `Check that ${name} keeps the first operand.`);
      const flow: ScriptedTurn[] = [
        {
          calls: [{ name: 'write_test_file', arguments: { path: 'tests/test_calc.py', content } }],
        },
        { calls: [{ name: 'run_tests', arguments: {} }] },
        {
          calls: [
            {
              name: 'submit_result',
              arguments: {
                summary: 'One passing test.',
                tests_generated: 1,
                tests_passing: 1,
                changed_files: ['tests/test_calc.py'],
              },
            },
          ],
        },
      ];
      return flow[done] ?? { content: 'done' };
    });
    const out = scratch();
    try {
      const run = await cli(corpus, [
        'train-data',
        '--corpus',
        '.',
        '--ops',
        'test',
        '--out',
        out,
        '--teacher-server',
        server.url,
        '--teacher-model',
        'test',
      ]);
      expect(run.stderr).toBe('[1/1] calc.py: 1 kept\n');
      const stats = JSON.parse(readFileSync(join(out, 'stats.json'), 'utf8')) as TrajectoryStats;
      expect(stats.ops.test).toEqual({
        kept: { train: 1, eval: 0 },
        dropped: { 'out-of-scope': 1, 'text-reply': 1, 'invalid-call': 1, filler: 1 },
      });
      const [kept] = readTrajectoryFile(join(out, 'train.jsonl'));
      expect(kept?.metadata.task.full_name).toBe('add');
      expect(run.stdout).toContain('dropped: text-reply');
    } finally {
      await server.close();
    }
  });
});

describe('remora train-data usage errors', () => {
  it.each([
    [['--out', 'x'], 'train-data needs --corpus <dir>'],
    [['--corpus', '.'], 'train-data needs --out <dir>'],
    [
      ['--corpus', '.', '--out', 'x', '--eval-fraction', '2'],
      '--eval-fraction is a number from 0 to 1',
    ],
    [['--corpus', '.', '--out', 'x', '--seed', '1.5'], '--seed is a whole number'],
    [['--corpus', '.', '--out', 'x', '--teacher-model', 'm'], '--teacher-model names a model'],
    [['--corpus', 'missing', '--out', 'x'], '--corpus missing is not a folder'],
  ])('%j is CLI_001', async (args, message) => {
    const run = await cli(scratch(), ['train-data', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`CLI_001: ${message}`);
  });

  it('fails at once with AGENT_002 when the teacher server does not answer', async () => {
    const corpus = makeTrainingCorpus();
    temp.push(corpus);
    const run = await cli(corpus, [
      'train-data',
      '--corpus',
      '.',
      '--out',
      scratch(),
      '--teacher-server',
      'http://127.0.0.1:9/v1',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^remora: AGENT_002: /);
  });
});
