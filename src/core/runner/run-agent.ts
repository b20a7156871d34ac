import { SUBMIT_TOOL } from '../agents/definition.js';
import { isCancellation } from '../engine/cancellation.js';
import { describeError, RemoraError, type ErrorCode } from '../errors.js';
import { callModelWithRetries } from './retry.js';
import type { AgentOutcome, AgentRun } from './agent-run.js';

export type {
  AgentOutcome,
  AgentRun,
  AskUser,
  RunnerSettings,
  ToolRuntime,
  UserAnswer,
} from './agent-run.js';
import {
  ModelError,
  truncateToolOutput,
  type ChatMessage,
  type ChatReply,
  type ToolCall,
} from './messages.js';
import { fitHistory } from './history.js';
import { checkToolArguments } from './tool-arguments.js';
import { toolSpecs } from './opening-request.js';
import { ASK_TOOL, NO_ANSWER, readQuestion } from './ask-user.js';

export const NUDGE =
  'Call one of the provided functions. When the task is done, call submit_result.';

/**
 * The multi-turn tool loop: ask the model, run the tools it calls, feed the
 * results back, until it calls submit_result with valid arguments. Nothing the
 * model sends can crash the run: bad calls become tool errors it can correct,
 * and every way of failing ends with an error code.
 */
export async function runAgent(run: AgentRun): Promise<AgentOutcome> {
  const transcript = [...run.messages];
  const specs = toolSpecs(run.definition);
  let nudges = 0;
  const repairs = { count: 0 };
  for (let turn = (run.turns_taken ?? 0) + 1; turn <= run.settings.max_turns; turn++) {
    if (run.cancellation?.cancelled)
      return cancelled(run.cancellation.error().message, turn - 1, transcript);
    let reply: ChatReply;
    try {
      reply = await callModelWithRetries(
        run,
        specs,
        fitHistory(transcript, run.settings.history_token_budget),
        turn,
      );
    } catch (error) {
      const code = error instanceof ModelError ? error.code : 'AGENT_002';
      if (code === 'CANCEL_001') return cancelled((error as Error).message, turn, transcript);
      return failed(code, `model server: ${(error as Error).message}`, turn, transcript);
    }
    transcript.push({
      role: 'assistant',
      content: reply.content,
      ...(reply.tool_calls.length > 0 ? { tool_calls: reply.tool_calls } : {}),
    });
    if (reply.tool_calls.length === 0) {
      if (++nudges > run.settings.max_nudges) {
        const said = reply.content?.trim()
          ? `; it said: ${reply.content.trim().slice(0, 200)}`
          : '';
        return failed(
          'AGENT_003',
          `the model answered without calling a tool ${nudges} times${said}`,
          turn,
          transcript,
        );
      }
      transcript.push({ role: 'user', content: NUDGE });
      continue;
    }
    let ended: CallsEnd | undefined;
    try {
      ended = await dispatchToolCalls(run, reply.tool_calls, transcript, repairs);
    } catch (error) {
      if (isCancellation(error)) return cancelled((error as Error).message, turn, transcript);
      if (error instanceof RemoraError && error.code === 'LIMIT_001')
        return failed('LIMIT_001', error.message, turn, transcript);
      // A tool that fails in a way it did not foresee is a defect: the op fails, the run goes on.
      return failed(
        'TOOL_001',
        `tool failed unexpectedly: ${(error as Error).message}`,
        turn,
        transcript,
      );
    }
    if (ended && 'submitted' in ended)
      return { status: 'succeeded', result: ended.submitted, turns: turn, transcript };
    if (ended) return { status: 'waiting', ...ended.waiting, turns: turn, transcript };
  }
  return failed(
    'AGENT_004',
    `no valid submit_result within ${run.settings.max_turns} turns`,
    run.settings.max_turns,
    transcript,
  );
}

/** How a reply's calls ended the run: submitted, or stopped at a question to be answered later. */
type CallsEnd =
  { submitted: Record<string, unknown> } | { waiting: { question: string; call_id: string } };

/**
 * Runs each call in order; returns submit_result's arguments when a valid one
 * arrives, or the question when an `ask_user` call makes the run wait.
 */
async function dispatchToolCalls(
  run: AgentRun,
  calls: readonly ToolCall[],
  transcript: ChatMessage[],
  repairs: { count: number },
): Promise<CallsEnd | undefined> {
  const limit = run.settings.max_tool_io_bytes ?? DEFAULT_MAX_TOOL_IO_BYTES;
  for (const call of calls) {
    if (run.cancellation?.cancelled) throw run.cancellation.error();
    const name = call.function.name;
    const reply = (content: unknown): void => {
      const text = typeof content === 'string' ? content : JSON.stringify(content);
      if (Buffer.byteLength(text) > limit) throw overLimit(`${name}'s result`, text, limit);
      transcript.push({
        role: 'tool',
        tool_call_id: call.id,
        name,
        content: truncateToolOutput(text),
      });
    };
    if (name === ASK_TOOL && run.definition.ask_user) {
      if (Buffer.byteLength(call.function.arguments) > limit)
        throw overLimit(`the arguments of ${name}`, call.function.arguments, limit);
      const waiting = await askUser(run, call, reply);
      if (waiting) return { waiting };
      continue;
    }
    if (!run.definition.tools.some((tool) => tool.name === name)) {
      const names = [
        ...run.definition.tools.map((t) => t.name),
        ...(run.definition.ask_user ? [ASK_TOOL] : []),
      ];
      reply({ error: `unknown tool '${name}'; available: ${names.join(', ')}` });
      continue;
    }
    if (Buffer.byteLength(call.function.arguments) > limit)
      throw overLimit(`the arguments of ${name}`, call.function.arguments, limit);
    const args = checkToolArguments(run.definition, name, call.function.arguments);
    if (!args.ok) {
      reply({ error: args.error });
      continue;
    }
    if (args.repaired.length > 0) {
      repairs.count += args.repaired.length;
      run.events?.emit('tool:repaired', {
        ...run.ids,
        tool: name,
        fields: args.repaired,
        count: repairs.count,
      });
    }
    const call_id = call.id;
    run.events?.emit('tool:called', { ...run.ids, call_id, tool: name, arguments: args.value });
    const started = Date.now();
    if (name === SUBMIT_TOOL) {
      reply({ ok: true });
      run.events?.emit('tool:result', { ...run.ids, call_id, tool: name, ok: true, ms: 0 });
      return { submitted: args.value };
    }
    try {
      const called = run.tools.call(name, args.value);
      reply(await (run.cancellation ? run.cancellation.race(called) : called));
      run.events?.emit('tool:result', {
        ...run.ids,
        call_id,
        tool: name,
        ok: true,
        ms: Date.now() - started,
      });
    } catch (error) {
      const code = error instanceof RemoraError ? error.code : 'TOOL_001';
      run.events?.emit('tool:result', {
        ...run.ids,
        call_id,
        tool: name,
        ok: false,
        ms: Date.now() - started,
        code,
        message: describeError(error).replace(/^[A-Z]+_\d{3}: /, ''),
      });
      if (!(error instanceof RemoraError) || ['LIMIT_001', 'CANCEL_001'].includes(error.code))
        throw error;
      reply({ error: error.message, code: error.code });
    }
  }
  return undefined;
}

/**
 * One `ask_user` call: the question goes to whoever `run.ask` reaches, and
 * the answer, or that none is available, is the tool's result. Returns the
 * question when it was handed on to be answered later: the run stops there.
 */
async function askUser(
  run: AgentRun,
  call: ToolCall,
  reply: (content: unknown) => void,
): Promise<{ question: string; call_id: string } | undefined> {
  const read = readQuestion(call.function.arguments);
  if ('error' in read) {
    reply({ error: read.error });
    return undefined;
  }
  const call_id = call.id;
  const tool = ASK_TOOL;
  run.events?.emit('tool:called', { ...run.ids, call_id, tool, arguments: read });
  const started = Date.now();
  const asked = run.ask ? run.ask(read.question) : Promise.resolve({ unavailable: true as const });
  const answer = await (run.cancellation ? run.cancellation.race(asked) : asked);
  run.events?.emit('tool:result', {
    ...run.ids,
    call_id,
    tool,
    ok: true,
    ms: Date.now() - started,
  });
  if ('waiting' in answer) return { question: read.question, call_id };
  reply('answer' in answer ? { answer: answer.answer } : { error: NO_ANSWER });
  return undefined;
}

const DEFAULT_MAX_TOOL_IO_BYTES = 1024 * 1024;

/** LIMIT_001 for text past the limit: the op fails, since no model can be helped past it. */
function overLimit(what: string, text: string, limit: number): RemoraError {
  const size = Buffer.byteLength(text);
  return new RemoraError(
    'LIMIT_001',
    `${what} holds ${size} bytes, over runner.max_tool_io_bytes (${limit}); the op was stopped`,
  );
}

function cancelled(message: string, turns: number, transcript: ChatMessage[]): AgentOutcome {
  return { status: 'cancelled', message, turns, transcript };
}

function failed(
  code: ErrorCode,
  message: string,
  turns: number,
  transcript: ChatMessage[],
): AgentOutcome {
  return { status: 'failed', code, message, turns, transcript };
}
