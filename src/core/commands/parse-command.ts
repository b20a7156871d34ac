import { RemoraError } from '../errors.js';
import { confineWorkspacePath } from '../workspace/workspace-path.js';

/** One `/remora` command found in a pull request comment. */
export type RemoraCommand =
  | { kind: 'review'; ops: string[]; paths: string[] }
  | { kind: 'accept'; target: 'all' | string }
  /** No target: the workspace of the thread the command was written in. */
  | { kind: 'reject'; target?: string; reason: string }
  /** No target: the workspace of the thread the command was written in. */
  | { kind: 'retry'; target?: string; note: string }
  | { kind: 'help'; problem?: string };

/** A workspace id as markers carry it: `<op>-<16 hex digits of the node_id>`. */
const WORKSPACE_ID = /^[a-z][a-z0-9_]*-[0-9a-f]{16}$/;
const PREFIX = /^\/remora(?:\s+|$)/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * The `/remora` commands of a comment, in order (docs/architecture.md §8): each on its
 * own line, anywhere in the comment, but never inside a fenced or indented
 * code block or a quote, so a comment that quotes an earlier command, or
 * shows one as an example, does not run it. Unknown commands and ops become
 * `help` with the problem named; nothing in the arguments can name a server,
 * a token, a config key or a path outside the repository.
 */
export function parseCommands(body: string, knownOps: readonly string[]): RemoraCommand[] {
  const commands: RemoraCommand[] = [];
  let fence: string | undefined;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const opened = FENCE.exec(raw)?.[1];
    if (fence) {
      // A fence closes on a run of the same character at least as long.
      if (opened && opened[0] === fence[0] && opened.length >= fence.length) fence = undefined;
      continue;
    }
    if (opened) {
      fence = opened;
      continue;
    }
    // Four spaces or a tab open an indented code block; `>` a quote.
    if (/^( {4}|\t)/.test(raw) || /^\s*>/.test(raw)) continue;
    const line = raw.trim();
    if (!PREFIX.test(line)) continue;
    commands.push(parseLine(line.replace(PREFIX, ''), knownOps));
  }
  return commands;
}

function parseLine(rest: string, knownOps: readonly string[]): RemoraCommand {
  const words = rest.split(/\s+/).filter(Boolean);
  const [verb, ...args] = words;
  if (verb === undefined || verb === 'help') return { kind: 'help' };
  if (verb === 'accept') return parseAccept(args);
  if (verb === 'reject')
    return parseReject(
      rest
        .trim()
        .replace(/^reject\b/, '')
        .trim(),
    );
  if (verb === 'retry') {
    const { target, text } = targetAndText(
      rest
        .trim()
        .replace(/^retry\b/, '')
        .trim(),
    );
    return { kind: 'retry', ...(target === undefined ? {} : { target }), note: text };
  }
  if (verb === 'all') return withPaths([...knownOps], args);
  const ops = verb.split(',').filter(Boolean);
  const unknown = ops.find((op) => !knownOps.includes(op));
  if (unknown !== undefined || ops.length === 0)
    return { kind: 'help', problem: `unknown command or op '${unknown ?? verb}'` };
  return withPaths([...new Set(ops)], args);
}

function parseAccept(args: string[]): RemoraCommand {
  const [target, ...extra] = args;
  if (target === undefined) return { kind: 'help', problem: 'accept needs a workspace id or all' };
  if (extra.length > 0)
    return {
      kind: 'help',
      problem: `accept takes one workspace id or all, not '${args.join(' ')}'`,
    };
  if (target === 'all' || WORKSPACE_ID.test(target)) return { kind: 'accept', target };
  return {
    kind: 'help',
    problem: `'${target}' is not a workspace id such as lint-0123456789abcdef`,
  };
}

/**
 * `reject <workspace-id> [reason]`: the reason is the rest of the line, as
 * written. Without an id first, the whole rest is the reason, and the
 * command names the workspace of the thread it is written in.
 */
function parseReject(rest: string): RemoraCommand {
  const { target, text } = targetAndText(rest);
  return { kind: 'reject', ...(target === undefined ? {} : { target }), reason: text };
}

/** A workspace id first, if there is one, and the rest of the line as written. */
function targetAndText(rest: string): { target?: string; text: string } {
  const [first = ''] = rest.split(/\s+/);
  if (WORKSPACE_ID.test(first)) return { target: first, text: rest.slice(first.length).trim() };
  return { text: rest };
}

function withPaths(ops: string[], args: string[]): RemoraCommand {
  const paths: string[] = [];
  for (const arg of args) {
    // A leading dash would read as an option to whatever sees the path next.
    if (arg.startsWith('-')) return { kind: 'help', problem: `'${arg}' is not a path` };
    try {
      paths.push(confineWorkspacePath(arg));
    } catch (error) {
      if (!(error instanceof RemoraError)) throw error;
      return { kind: 'help', problem: `path '${arg}' is not inside the repository` };
    }
  }
  return { kind: 'review', ops, paths };
}
