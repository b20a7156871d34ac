/**
 * The inverse of the chat template (server/chat-template.jinja) for what a
 * model writes: `<start_function_call>call:NAME{...}<end_function_call>`,
 * the arguments one JSON object. Every reply passes through here
 * (docs/model-path.md): the server runs no tool parser of its own.
 */

const START = '<start_function_call>';
const END = '<end_function_call>';
const CALL = 'call:';
/** Tokens that end a model turn; a server that keeps special tokens leaves them in the text. */
const TURN_ENDS = ['<end_of_turn>', '<start_function_response>', '<eos>'];
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*/;

/** One call read from a reply's text. */
export interface TextFunctionCall {
  name: string;
  /** Its arguments, a JSON object. */
  arguments: Record<string, unknown>;
}

/** What a reply's text holds: its calls, the text around them, and what could not be read. */
export interface ReadFunctionCalls {
  calls: TextFunctionCall[];
  /** The text outside the calls, turn-end tokens removed; empty when there is none. */
  text: string;
  /** One sentence per call that started but could not be read. */
  problems: string[];
}

/**
 * Reads every function call of a model's reply. A server that drops special
 * tokens leaves `call:NAME{...}` without its markers; that form is read too,
 * when it opens the reply or follows a call.
 */
export function readFunctionCalls(reply: string): ReadFunctionCalls {
  const calls: TextFunctionCall[] = [];
  const problems: string[] = [];
  const outside: string[] = [];
  let at = 0;
  while (at < reply.length) {
    const next = nextCallStart(reply, at, calls.length > 0 || at === 0);
    if (next === undefined) {
      outside.push(reply.slice(at));
      break;
    }
    outside.push(reply.slice(at, next.index));
    const read = readCall(reply, next.index + next.marker.length);
    if ('problem' in read) {
      problems.push(read.problem);
      outside.push(reply.slice(next.index));
      break;
    }
    calls.push(read.call);
    at = read.end;
  }
  return { calls, text: withoutTurnEnds(outside.join('')).trim(), problems };
}

function nextCallStart(
  reply: string,
  from: number,
  bareAllowed: boolean,
): { index: number; marker: string } | undefined {
  const marked = reply.indexOf(START, from);
  if (bareAllowed && reply.slice(from).trimStart().startsWith(CALL)) {
    const index = reply.indexOf(CALL, from);
    if (marked === -1 || index < marked) return { index, marker: '' };
  }
  return marked === -1 ? undefined : { index: marked, marker: START };
}

type CallRead = { call: TextFunctionCall; end: number } | { problem: string };

/** `call:NAME{json}` then `<end_function_call>` (optional at the end of the reply). */
function readCall(reply: string, from: number): CallRead {
  if (!reply.startsWith(CALL, from))
    return { problem: `a function call does not start with '${CALL}NAME'` };
  const nameAt = from + CALL.length;
  const name = NAME.exec(reply.slice(nameAt))?.[0];
  if (!name) return { problem: `a function call has no function name after '${CALL}'` };
  const open = nameAt + name.length;
  if (reply[open] !== '{')
    return { problem: `the call of ${name} does not go on with a JSON object of arguments` };
  const close = jsonObjectEnd(reply, open);
  if (close === undefined)
    return { problem: `the arguments of ${name} are not a complete JSON object` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.slice(open, close));
  } catch (error) {
    return { problem: `the arguments of ${name} are not valid JSON (${(error as Error).message})` };
  }
  const end = reply.startsWith(END, close)
    ? close + END.length
    : withoutTurnEnds(reply.slice(close)).trim() === ''
      ? reply.length
      : close;
  return { call: { name, arguments: withoutNegativeZero(parsed) as Record<string, unknown> }, end };
}

/** The index just past the object that opens at `open`, strings and escapes respected. */
function jsonObjectEnd(text: string, open: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = open; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return undefined;
}

/**
 * -0 becomes 0. JSON.stringify writes -0 as 0, so no argument Remora records
 * or sends holds -0; Python's json.dumps writes -0.0, and reading it as 0
 * keeps both renderers' calls equal (test/core/runner/model-path.test.ts).
 */
function withoutNegativeZero(value: unknown): unknown {
  if (typeof value === 'number') return Object.is(value, -0) ? 0 : value;
  if (Array.isArray(value)) return value.map(withoutNegativeZero);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withoutNegativeZero(inner)]),
    );
  return value;
}

function withoutTurnEnds(text: string): string {
  let out = text;
  for (const token of TURN_ENDS) out = out.split(token).join('');
  return out;
}

/**
 * Calls written as the template writes them, as a model would: what a server
 * without a tool parser returns as the reply's text (`remora serve` answers
 * `tool_choice: none` so).
 */
export function writeFunctionCalls(calls: readonly TextFunctionCall[]): string {
  return calls
    .map((call) => `${START}${CALL}${call.name}${JSON.stringify(call.arguments)}${END}`)
    .join('');
}
