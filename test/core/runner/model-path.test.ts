import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from '@huggingface/jinja';
import { describe, expect, it } from 'vitest';
import { loadAgents } from '../../../src/ops/agent-files.js';
import { opsAskingModels } from '../../../src/ops/registry.js';
import { toolSpecs } from '../../../src/core/runner/opening-request.js';
import {
  readFunctionCalls,
  writeFunctionCalls,
  type TextFunctionCall,
} from '../../../src/core/runner/function-call-text.js';
import type { ChatMessage, ToolSpec } from '../../../src/core/runner/messages.js';

/**
 * The conformance of the model path (docs/model-path.md): every call of the
 * corpus, rendered with the one chat template under @huggingface/jinja here
 * and under Python's Jinja2 (training/test_chat_template.py wrote
 * rendered-jinja2.json), is read back by Remora's parser as the call it was.
 */

const ROOT = join(import.meta.dirname, '..', '..', '..');
const FIXTURES = join(ROOT, 'test', 'fixtures', 'model-path');
const MODEL_TURN = '<start_of_turn>model\n';

interface Entry {
  id: number;
  op: string;
  source: 'schema' | 'parallel' | 'train-data';
  calls: TextFunctionCall[];
}
interface Corpus {
  opening: ChatMessage[];
  tools: Record<string, ToolSpec[]>;
  entries: Entry[];
}
interface Rendered {
  openings: Record<string, string>;
  turns: { id: number; model_turn: string }[];
}

const corpus = JSON.parse(readFileSync(join(FIXTURES, 'calls.json'), 'utf8')) as Corpus;
const python = JSON.parse(readFileSync(join(FIXTURES, 'rendered-jinja2.json'), 'utf8')) as Rendered;
const template = new Template(readFileSync(join(ROOT, 'server', 'chat-template.jinja'), 'utf8'));
// The agents a model answers: an op that needs no model never renders a call.
const agents = new Map(
  [...(await loadAgents()).agents].filter(([op]) => opsAskingModels([op]).length > 0),
);

/** A call as Remora records and sends it: what JSON.stringify keeps of it. */
const recorded = (calls: readonly TextFunctionCall[]): TextFunctionCall[] =>
  JSON.parse(JSON.stringify(calls)) as TextFunctionCall[];

function renderWithHuggingFaceJinja(entry: Entry): { opening: string; modelTurn: string } {
  const text = template.render({
    messages: [
      ...corpus.opening,
      {
        role: 'assistant',
        content: null,
        tool_calls: entry.calls.map((call, i) => ({
          id: `call_1_${i + 1}`,
          type: 'function',
          function: call,
        })),
      },
    ],
    tools: corpus.tools[entry.op],
    bos_token: '<bos>',
    add_generation_prompt: false,
  });
  const cut = text.lastIndexOf(MODEL_TURN);
  return { opening: text.slice(0, cut), modelTurn: text.slice(cut + MODEL_TURN.length) };
}

/** Every number outside a JSON string spelled as JavaScript spells its value. */
function numbersAsJavaScriptSpellsThem(text: string): string {
  return text
    .split(/("(?:[^"\\]|\\.)*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (n) => String(Number(n))),
    )
    .join('');
}

describe('the corpus', () => {
  const calls = corpus.entries.flatMap((entry) => entry.calls.map((call) => ({ entry, call })));

  it('holds at least 150 calls, of every tool of every bundled agent, and recorded ones', () => {
    expect(calls.length).toBeGreaterThanOrEqual(150);
    const covered = new Set(calls.map(({ entry, call }) => `${entry.op}.${call.name}`));
    for (const [op, definition] of agents)
      for (const tool of definition.tools) expect(covered).toContain(`${op}.${tool.name}`);
    expect(calls.filter(({ entry }) => entry.source === 'train-data').length).toBeGreaterThan(20);
    expect(corpus.entries.some((entry) => entry.calls.length > 1)).toBe(true);
  });

  it('offers each op the tools its agent declares', () => {
    for (const [op, definition] of agents) expect(corpus.tools[op]).toEqual(toolSpecs(definition));
  });

  it('holds the values that break naive formats', () => {
    const text = readFileSync(join(FIXTURES, 'calls.json'), 'utf8');
    for (const hostile of [
      '<escape>',
      '<end_function_call>',
      '\\"',
      '{\\"a\\": 1}',
      '\\n',
      '\\u0000',
      '中文',
      '🎉',
      '"3"',
      '"true"',
      '"null"',
      '[]',
      '{}',
      'null',
      'true',
      '-0.0',
      '1.0',
      '1.5e+300',
      '12345678901234567890',
    ])
      expect(text).toContain(hostile);
  });
});

describe('the chat template under @huggingface/jinja', () => {
  it('renders every call so that the parser reads back the call it was, types included', () => {
    const misread = corpus.entries.filter((entry) => {
      const read = readFunctionCalls(renderWithHuggingFaceJinja(entry).modelTurn);
      return (
        read.problems.length > 0 ||
        read.text !== '' ||
        JSON.stringify(read.calls) !== JSON.stringify(recorded(entry.calls))
      );
    });
    expect(misread.map((entry) => entry.id)).toEqual([]);
    for (const entry of corpus.entries)
      expect(readFunctionCalls(renderWithHuggingFaceJinja(entry).modelTurn).calls).toStrictEqual(
        recorded(entry.calls),
      );
  });

  it('writes a call as the parser’s own writer does, up to JSON spacing', () => {
    const [entry] = corpus.entries.filter((e) => e.source === 'parallel');
    if (!entry) throw new Error('the corpus has no parallel entry');
    const written = writeFunctionCalls(entry.calls);
    expect(readFunctionCalls(written).calls).toStrictEqual(
      readFunctionCalls(renderWithHuggingFaceJinja(entry).modelTurn).calls,
    );
  });
});

describe('the chat template under Python’s Jinja2 (rendered-jinja2.json)', () => {
  it('covers every entry of the corpus', () => {
    expect(python.turns.map((turn) => turn.id)).toEqual(corpus.entries.map((entry) => entry.id));
  });

  it('is read back by the parser as the call it was, types included', () => {
    corpus.entries.forEach((entry, index) => {
      const read = readFunctionCalls(python.turns[index]?.model_turn ?? '');
      expect(read.problems, `entry ${entry.id}`).toEqual([]);
      expect(read.text, `entry ${entry.id}`).toBe('');
      expect(read.calls, `entry ${entry.id}`).toStrictEqual(recorded(entry.calls));
    });
  });

  it('renders the developer turn, tools and all, as @huggingface/jinja does', () => {
    for (const op of Object.keys(corpus.tools)) {
      const first = corpus.entries.find((entry) => entry.op === op);
      if (!first) throw new Error(`no entry of ${op}`);
      expect(python.openings[op]).toBe(renderWithHuggingFaceJinja(first).opening);
    }
  });

  it('differs from @huggingface/jinja only in how numbers are spelled, never in a value', () => {
    const differing = corpus.entries.filter(
      (entry, index) =>
        python.turns[index]?.model_turn !== renderWithHuggingFaceJinja(entry).modelTurn,
    );
    // Python writes 2.0, -0.0, 1e-07 and every digit of a big integer; JavaScript 2, 0, 1e-7, and a rounded integer.
    expect(differing.length).toBeGreaterThan(0);
    for (const entry of differing) {
      const index = corpus.entries.indexOf(entry);
      expect(numbersAsJavaScriptSpellsThem(python.turns[index]?.model_turn ?? '')).toBe(
        numbersAsJavaScriptSpellsThem(renderWithHuggingFaceJinja(entry).modelTurn),
      );
    }
  });
});
