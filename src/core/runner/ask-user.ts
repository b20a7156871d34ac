import { z } from 'zod';
import { RemoraError } from '../errors.js';
import type { ChatMessage, ToolSpec } from './messages.js';

/**
 * The `ask_user` tool the runner provides to agents whose YAML sets
 * `ask_user: true` (docs/architecture.md §5): the agent asks the author a
 * question only they can answer (what a function is for, what it should do
 * on bad input). Who answers depends on where the run is: the terminal
 * (`remora review --interactive`), the pull request's thread (the op waits),
 * or nobody (the tool says so and the agent goes on).
 */
export const ASK_TOOL = 'ask_user';

/** The longest question the runner passes on: a question is a sentence or two, not a document. */
export const MAX_QUESTION_CHARS = 1000;

/** What the agent reads when nobody can be asked. */
export const NO_ANSWER =
  'no answer available: nobody can be asked in this run. Go on without the answer: ' +
  'write only what the code itself shows, and leave out what you cannot state.';

/** The tool as the request's `tools` carries it. */
export const ASK_TOOL_SPEC: ToolSpec = {
  type: 'function',
  function: {
    name: ASK_TOOL,
    description:
      "Ask the code's author one short question that only they can answer (what the code is " +
      'for, what a value means), when the code does not say. Use it at most once, and only ' +
      'when the answer changes what you write. The answer is the result.',
    parameters: {
      type: 'object',
      properties: {
        question: {
          type: 'string',
          minLength: 1,
          maxLength: MAX_QUESTION_CHARS,
          description: 'The question, in one or two sentences.',
        },
      },
      required: ['question'],
      additionalProperties: false,
    },
  },
};

const argumentsSchema = z
  .object({ question: z.string().trim().min(1).max(MAX_QUESTION_CHARS) })
  .strict();

/** The question of an `ask_user` call, or what is wrong with its arguments (for the model). */
export function readQuestion(argumentsText: string): { question: string } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(argumentsText);
  } catch {
    return { error: `${ASK_TOOL}: the arguments are not JSON; give {"question": "..."}` };
  }
  const parsed = argumentsSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      error: `${ASK_TOOL}: ${issue?.path.join('.') || 'arguments'}: ${issue?.message ?? 'invalid'}; give {"question": "..."} of at most ${MAX_QUESTION_CHARS} characters`,
    };
  }
  return { question: parsed.data.question };
}

/**
 * The transcript of a waiting run with its question answered: the answer as
 * the result of the `ask_user` call `callId`, and the calls the model made
 * after it in the same reply (never run: the run stopped at the question)
 * answered that they were not run, so the model may make them again. The
 * answer is data for the model, nothing else: it is never run nor parsed.
 */
export function answeredTranscript(
  transcript: readonly ChatMessage[],
  callId: string,
  answer: string,
): ChatMessage[] {
  const last = transcript.at(-1);
  const calls = last?.role === 'assistant' ? (last.tool_calls ?? []) : [];
  const at = calls.findIndex((call) => call.id === callId);
  if (at < 0)
    throw new RemoraError(
      'PUB_001',
      `the recorded conversation does not end in the ${ASK_TOOL} call ${callId}: it cannot resume`,
    );
  const results: ChatMessage[] = calls.slice(at).map((call, index) => ({
    role: 'tool',
    tool_call_id: call.id,
    name: call.function.name,
    content: JSON.stringify(
      index === 0
        ? { answer }
        : { error: `not run: the run stopped at ${ASK_TOOL}; call ${call.function.name} again` },
    ),
  }));
  return [...transcript, ...results];
}
