import { execFile } from 'node:child_process';
import {
  appendFileSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { makeTrainingCorpus, readTrajectoryFile } from '../support/training-corpus.js';

const TRAINING = join(import.meta.dirname, '..', '..', 'training');
const run = promisify(execFile);
let temp: string;
let corpus: string;
let data: string;

/** python3 with no third-party package on its path and byte code kept out of the repository. */
async function python(
  args: string[],
  cwd = TRAINING,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('python3', ['-s', ...args], {
      cwd,
      env: {
        PATH: process.env.PATH,
        PYTHONPYCACHEPREFIX: join(temp, 'pycache'),
        PYTHONNOUSERSITE: '1',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'remora-python-'));
  corpus = makeTrainingCorpus();
  data = join(temp, 'data');
  const made = await cli(corpus, [
    'train-data',
    '--corpus',
    '.',
    '--ops',
    'lint,test',
    '--out',
    data,
    '--eval-fraction',
    '0.5',
  ]);
  expect(made.code).toBe(0);
});

afterAll(() => {
  rmSync(temp, { recursive: true, force: true });
  rmSync(corpus, { recursive: true, force: true });
});

describe('training/ in Python', () => {
  it('compiles, every file of it', async () => {
    const files = readdirSync(TRAINING).filter((name) => name.endsWith('.py'));
    expect(files.sort()).toEqual([
      'export.py',
      'fine_tune.py',
      'remora_data.py',
      'test_chat_template.py',
      'test_pins.py',
    ]);
    const compiled = await python(['-m', 'py_compile', ...files]);
    expect(compiled).toMatchObject({ code: 0, stderr: '' });
  });

  it('passes its own tests: the chat template under Jinja2, the scripts against their pins', async () => {
    const tests = await python(['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '.']);
    expect(tests.code).toBe(0);
    expect(Number(/^(\d+) passed/m.exec(tests.stdout)?.[1])).toBeGreaterThanOrEqual(7);
  });

  it('reads what train-data wrote, with the same counts', async () => {
    const lines = [
      ...readTrajectoryFile(join(data, 'train.jsonl')),
      ...readTrajectoryFile(join(data, 'eval.jsonl')),
    ];
    const expected: Record<string, Record<string, number>> = {};
    for (const line of lines) {
      const counts = (expected[line.metadata.task.op] ??= {});
      const { split } = line.metadata;
      counts[split] = (counts[split] ?? 0) + 1;
      counts[`${split}_turns`] =
        (counts[`${split}_turns`] ?? 0) +
        line.messages.filter((m) => m.role === 'assistant').length;
    }
    const checked = await python([
      'remora_data.py',
      '--json',
      join(data, 'train.jsonl'),
      join(data, 'eval.jsonl'),
    ]);
    expect(checked.code).toBe(0);
    expect(JSON.parse(checked.stdout)).toEqual(expected);
  });

  it('makes one prompt/completion pair per assistant turn, arguments as objects', async () => {
    const script = [
      'import json, sys, remora_data',
      'lines = remora_data.load_trajectories(sys.argv[1], ops=["lint"])',
      'out = []',
      'for line in lines:',
      '    examples = list(remora_data.turn_examples(line))',
      '    out.append({',
      '        "turns": len(examples),',
      '        "assistants": sum(m["role"] == "assistant" for m in line["messages"]),',
      '        "prompt_ends": sorted({e["prompt"][-1]["role"] for e in examples}),',
      '        "arguments": sorted({type(c["function"]["arguments"]).__name__ for e in examples for c in e["completion"][0]["tool_calls"]}),',
      '        "last": examples[-1]["completion"][0]["tool_calls"][0]["function"]["name"],',
      '        "sent_unchanged": line["messages"][2]["tool_calls"][0]["function"]["arguments"] == json.dumps(examples[0]["completion"][0]["tool_calls"][0]["function"]["arguments"], separators=(",", ":")),',
      '    })',
      'print(json.dumps(out))',
    ].join('\n');
    const result = await python(['-c', script, join(data, 'train.jsonl')]);
    expect(result.stderr).toBe('');
    const rows = JSON.parse(result.stdout) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toEqual({
        turns: row.assistants,
        assistants: row.assistants,
        prompt_ends: row.turns === 1 ? ['user'] : ['tool', 'user'],
        arguments: ['dict'],
        last: 'submit_result',
        sent_unchanged: true,
      });
  });

  it('refuses a file with a line that is not a trajectory, naming the line', async () => {
    const broken = join(temp, 'broken.jsonl');
    copyFileSync(join(data, 'train.jsonl'), broken);
    const count = readTrajectoryFile(broken).length;
    const [first] = readTrajectoryFile(broken);
    appendFileSync(
      broken,
      `${JSON.stringify({ ...first, messages: first?.messages.slice(0, -1) })}\n`,
    );
    const checked = await python(['remora_data.py', broken]);
    expect(checked.code).toBe(1);
    expect(checked.stderr).toBe(
      `remora_data: ${broken}:${count + 1}: the conversation does not end with a call of submit_result\n`,
    );
  });

  it('has fine_tune.py count its turns without the training stack (--dry-run)', async () => {
    const lint = readTrajectoryFile(join(data, 'train.jsonl')).filter(
      (l) => l.metadata.task.op === 'lint',
    );
    const turns = lint.flatMap((l) => l.messages.filter((m) => m.role === 'assistant')).length;
    const dry = await python([
      'fine_tune.py',
      '--op',
      'lint',
      '--data',
      join(data, 'train.jsonl'),
      '--dry-run',
    ]);
    expect(dry).toMatchObject({ code: 0, stdout: `lint: ${turns} training turns, 0 eval turns\n` });
    const none = await python([
      'fine_tune.py',
      '--op',
      'docstring',
      '--data',
      join(data, 'train.jsonl'),
    ]);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no docstring trajectories');
  });

  it('has export.py lay out an adapter for vLLM and print its --lora-modules entry', async () => {
    const adapter = join(temp, 'adapter');
    mkdirSync(adapter);
    writeFileSync(
      join(adapter, 'adapter_config.json'),
      JSON.stringify({
        peft_type: 'LORA',
        r: 16,
        base_model_name_or_path: 'google/functiongemma-270m-it',
      }),
    );
    writeFileSync(join(adapter, 'adapter_model.safetensors'), '');
    const out = join(temp, 'served');
    const exported = await python([
      'export.py',
      'vllm',
      '--adapter',
      adapter,
      '--op',
      'lint',
      '--out',
      out,
    ]);
    expect(exported.code).toBe(0);
    expect(exported.stdout.trim().split('\n').at(-1)).toBe('--lora-modules lint=/adapters/lint');
    expect(existsSync(join(out, 'lint', 'adapter_model.safetensors'))).toBe(true);
    const notAdapter = await python([
      'export.py',
      'vllm',
      '--adapter',
      temp,
      '--op',
      'lint',
      '--out',
      out,
    ]);
    expect(notAdapter.code).toBe(1);
    expect(notAdapter.stderr).toContain('is not a PEFT adapter directory');
  });
});
