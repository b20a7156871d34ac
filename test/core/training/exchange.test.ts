import { describe, expect, it } from 'vitest';
import { parseAgentDefinition } from '../../../src/core/agents/definition.js';
import type { ChatMessage, ChatReply, ChatRequest } from '../../../src/core/runner/messages.js';
import {
  formatScoreTable,
  percentile,
  scoreOps,
  type TaskScore,
} from '../../../src/core/training/eval-score.js';
import {
  tallyCalls,
  tryConversation,
  type RecordedExchange,
} from '../../../src/core/training/exchange.js';
import {
  formatStatsTable,
  countRun,
  type TrajectoryStats,
} from '../../../src/core/training/stats.js';

const definition = parseAgentDefinition(
  {
    name: 'probe_agent',
    node_types: ['function'],
    initial_context: { system_prompt: 's', node_context: 'n' },
    tools: [
      {
        name: 'look',
        description: 'Look.',
        parameters: {
          type: 'object',
          properties: { depth: { type: 'integer' } },
          required: ['depth'],
          additionalProperties: false,
        },
        handler: 'builtin:probe.look',
      },
      {
        name: 'submit_result',
        description: 'Finish.',
        parameters: { type: 'object', properties: { summary: { type: 'string' } } },
      },
    ],
  },
  'probe',
  'probe.yaml',
);

const opening: ChatMessage[] = [
  { role: 'system', content: 's' },
  { role: 'user', content: 'n' },
];
const request = (messages: ChatMessage[]): ChatRequest => ({
  model: 'probe',
  agent: 'probe_agent',
  messages,
  tools: [],
  tool_choice: 'auto',
  temperature: 0,
  max_tokens: 100,
});
const call = (name: string, args: string, id = 'c1'): ChatReply => ({
  content: null,
  tool_calls: [{ id, type: 'function', function: { name, arguments: args } }],
});
const exchange = (messages: ChatMessage[], reply: ChatReply): RecordedExchange => ({
  request: request(messages),
  reply,
  ms: 5,
});

describe('a recorded run', () => {
  const first = call('look', '{"depth":1}');
  const second = call('submit_result', '{"summary":"done"}', 'c2');
  const grown: ChatMessage[] = [
    ...opening,
    { role: 'assistant', content: null, tool_calls: first.tool_calls },
    { role: 'tool', tool_call_id: 'c1', name: 'look', content: '{}' },
  ];

  it('is one conversation when each request extends the one before', () => {
    const conversation = tryConversation([exchange(opening, first), exchange(grown, second)]);
    expect(conversation?.messages).toEqual([
      ...grown,
      { role: 'assistant', content: null, tool_calls: second.tool_calls },
    ]);
  });

  it('is none when a request dropped earlier turns', () => {
    expect(tryConversation([exchange(opening, first), exchange(opening, second)])).toBeUndefined();
    expect(tryConversation([])).toBeUndefined();
  });

  it('tallies valid calls, bad ones, and replies without a call', () => {
    const replies = [
      call('look', '{"depth":1}'),
      call('look', '{"depth":"deep"}'),
      call('look', '{not json'),
      call('peek', '{}'),
      { content: 'I cannot help with that.', tool_calls: [] },
    ];
    expect(
      tallyCalls(
        definition,
        replies.map((r) => exchange(opening, r)),
      ),
    ).toEqual({
      attempts: 5,
      valid: 1,
      textReplies: 1,
    });
  });
});

const score = (over: Partial<TaskScore>): TaskScore => ({
  op: 'lint',
  node_id: '0123456789abcdef',
  full_name: 'f',
  file_path: 'a.py',
  status: 'succeeded',
  success: true,
  filler: false,
  turns: 2,
  call_attempts: 2,
  valid_calls: 2,
  latencies_ms: [10, 30],
  prompt_tokens: 0,
  completion_tokens: 0,
  usage_reports: 0,
  ...over,
});

describe('eval scores', () => {
  it('aggregates per op', () => {
    const scores = scoreOps([
      score({}),
      score({ success: false, turns: 4, valid_calls: 1, latencies_ms: [20, 40] }),
      score({
        op: 'test',
        filler: true,
        success: false,
        prompt_tokens: 9,
        completion_tokens: 3,
        usage_reports: 1,
      }),
    ]);
    expect(scores.lint).toEqual({
      tasks: 2,
      tool_call_validity: 0.75,
      success_rate: 0.5,
      filler_rate: 0,
      mean_turns: 3,
      latency_p50_ms: 20,
      latency_p95_ms: 40,
      prompt_tokens: null,
      completion_tokens: null,
    });
    expect(scores.test).toMatchObject({ filler_rate: 1, prompt_tokens: 9, completion_tokens: 3 });
    expect(formatScoreTable(scores)).toContain(
      '| lint | 2 | 75.0 % | 50.0 % | 0.0 % | 3.0 | 20 ms | 40 ms | n/a |',
    );
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
    expect(percentile([], 50)).toBeNull();
  });
});

describe('train-data counts', () => {
  it('prints kept and dropped per op, with a column per reason seen', () => {
    const stats: TrajectoryStats = {
      teacher: 'builtin',
      seed: 0,
      eval_fraction: 0.1,
      files: { train: 1, eval: 1 },
      ops: {},
    };
    countRun(stats, 'lint', { kept: 'train' });
    countRun(stats, 'lint', { kept: 'eval' });
    countRun(stats, 'test', { dropped: 'failed' });
    expect(formatStatsTable(stats)).toBe(
      'op    train  eval  dropped: failed\nlint      1     1                0\ntest      0     0                1\n',
    );
  });
});
