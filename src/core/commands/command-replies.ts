import { renderFenced } from '../publish/suggestion-fence.js';
import { markdownCode, markdownText, oneLine } from '../report/inert-text.js';

/** Who wrote a command: their login and account id (for the noreply address). */
export interface Commenter {
  login: string;
  id: number;
}

/** One accepted change, as messages name it. */
export interface AcceptedChange {
  op: string;
  workspaceId: string;
  /** The node's name as Remora's comment gave it; absent when it did not. */
  node?: string;
  paths: readonly string[];
}

const short = (sha: string): string => sha.slice(0, 7);
// Names in replies (nodes, paths, forks, ids) come from the pull request: code spans nothing ends.
const code = markdownCode;

/** The command list, with the problem that brought it up when there was one. */
export function renderHelp(knownOps: readonly string[], problem?: string): string {
  return [
    ...(problem ? [`Remora did not run anything: ${problem}.`, ''] : []),
    '**Remora commands**, each on its own line of a pull request comment:',
    '',
    `- \`/remora <op>[,<op>...] [path...]\` — review the changed nodes again with these ops (${knownOps.map(code).join(', ')}), only in these files or folders when given`,
    '- `/remora all` — review them with every op',
    "- `/remora accept <workspace-id>` — commit that change to the pull request's branch (the id is in its `/remora accept` hint)",
    '- `/remora accept all` — commit every pending change of Remora in one commit',
    "- `/remora reject <workspace-id> [reason]` — reject that change: Remora does not suggest it again while the node stays the same (in the change's own thread the id may be left out)",
    "- `/remora retry <workspace-id> [note]` — run that change's op again on its node at the head, with your note as the instruction, and replace the suggestion (in the change's own thread the id may be left out)",
    '- `/remora help` — this list',
    '',
    'Only people with write access to the repository can run them; one command runs per comment.',
  ].join('\n');
}

/** The one reply to someone whose command is not run. */
export function renderNotAllowed(login: string, permission: string): string {
  return (
    `@${login}, thank you — Remora's commands run only for people with write access to this ` +
    `repository (yours is ${code(permission)}), so nothing was run. A maintainer can run it for you.`
  );
}

/** How a change is named in messages: `**lint** on `area``, or its workspace id alone. */
function describe(change: Omit<AcceptedChange, 'paths'>): string {
  const on = change.node === undefined ? '' : ` on ${code(change.node)}`;
  return `**${change.op}**${on} (${code(change.workspaceId)})`;
}

/**
 * The commit message of an accept: the op and node in the subject, each
 * change with its files in the body, and the commenter as co-author.
 */
export function acceptCommitMessage(
  changes: readonly AcceptedChange[],
  commenter: Commenter,
  command: string,
  pullNumber: number,
): string {
  const [only] = changes;
  const subject =
    changes.length === 1 && only
      ? `Accept Remora's ${only.op}${only.node === undefined ? '' : ` on ${oneLine(only.node)}`}`
      : `Accept ${changes.length} of Remora's changes`;
  return [
    subject,
    '',
    `${command}, by @${commenter.login} on #${pullNumber}:`,
    ...changes.map(
      (c) =>
        `- ${c.op}${c.node === undefined ? '' : ` on ${oneLine(c.node)}`} (${c.workspaceId}): ${c.paths.map(oneLine).join(', ')}`,
    ),
    '',
    `Co-authored-by: ${commenter.login} <${commenter.id}+${commenter.login}@users.noreply.github.com>`,
  ].join('\n');
}

/** The reply after a commit. */
export function renderCommitted(
  changes: readonly AcceptedChange[],
  commit: string,
  branch: string,
): string {
  return [
    `Committed ${short(commit)} to ${code(branch)}:`,
    '',
    ...changes.map((c) => `- ${describe(c)}: ${c.paths.map(code).join(', ')}`),
    '',
    "GitHub starts no workflow for a commit made with the job's token, so this commit has no " +
      '`Remora` check yet: push, or comment `/remora all`, to review it.',
  ].join('\n');
}

/** The reply when the head already holds what was asked for. */
export function renderAlreadyInHead(ids: readonly string[], head: string): string {
  return `${ids.map(code).join(', ')} ${ids.length === 1 ? 'is' : 'are'} already in the head ${short(head)}: nothing to commit.`;
}

/** Why nothing was committed: one sentence, with how to go on. */
export type AcceptRefusal =
  | { kind: 'unknown'; id: string }
  /** A command that names a workspace, or takes its thread's: which one. */
  | { kind: 'no-target'; command: 'reject' | 'retry' }
  | { kind: 'none-pending' }
  | { kind: 'broken-marker'; id: string; problems: readonly string[] }
  | { kind: 'quoted-marker'; id: string; problems: readonly string[] }
  | { kind: 'stale'; id: string; path: string; posted: string; head: string }
  | { kind: 'unfit'; id: string; path: string; reason: string; posted: string }
  | { kind: 'conflict'; conflicts: readonly { path: string; workspaces: readonly string[] }[] }
  | { kind: 'unwritable'; path: string; reason: string }
  /** The head branch is the default or a protected one: the patch, to apply by hand. */
  | { kind: 'closed-branch'; branch: string; why: 'default' | 'protected'; patch: string };

/** The reply that refuses an accept; every one ends saying nothing changed. */
export function renderRefusal(refusal: AcceptRefusal): string {
  const nothing = 'Nothing was committed.';
  switch (refusal.kind) {
    case 'unknown':
      return (
        `Remora posted no change ${code(refusal.id)} on this pull request. ${nothing} ` +
        'The ids are in the `/remora accept` hints of its review.'
      );
    case 'no-target': {
      const [first = '', ...rest] = refusal.command;
      const words = refusal.command === 'reject' ? 'reason' : 'note';
      return `${first.toUpperCase()}${rest.join('')} which change? Name its workspace id, \`/remora ${refusal.command} <workspace-id> [${words}]\`, or write the command in the thread of Remora's suggestion. ${nothing}`;
    }
    case 'none-pending':
      return `Remora has no pending change on this pull request. ${nothing}`;
    case 'broken-marker':
      return [
        `PUB_001: the marker of ${code(refusal.id)} cannot be trusted: it was edited after Remora wrote it. ${nothing}`,
        '',
        ...refusal.problems.map((p) => `- ${markdownText(p)}`),
      ].join('\n');
    case 'quoted-marker':
      return [
        `PUB_001: Remora posted no change ${code(refusal.id)} on this pull request; the only markers naming it ` +
          `are quoted in the text of its comments (code or a copied marker), which is never trusted. ${nothing}`,
        '',
        ...refusal.problems.map((p) => `- ${markdownText(p)}`),
      ].join('\n');
    case 'stale':
      return (
        `The head moved: ${code(refusal.id)} no longer applies cleanly to ${code(refusal.path)}, ` +
        `whose lines it rewrites changed between ${short(refusal.posted)}, where it was posted, and ` +
        `the head ${short(refusal.head)}. ${nothing} A new review (\`/remora all\`) suggests it afresh.`
      );
    case 'unfit':
      return (
        `PUB_001: the patch of ${code(refusal.id)} does not fit ${code(refusal.path)} at ${short(refusal.posted)}, ` +
        `where it was posted (${refusal.reason}). ${nothing}`
      );
    case 'conflict':
      return [
        `These changes overlap, and Remora does not guess which to keep. ${nothing}`,
        '',
        ...refusal.conflicts.map(
          (c) => `- ${code(c.path)}: ${c.workspaces.map(code).join(' and ')}`,
        ),
        '',
        'Accept them one at a time with `/remora accept <workspace-id>`.',
      ].join('\n');
    case 'unwritable':
      return `${code(refusal.path)} cannot be written: ${refusal.reason}. ${nothing}`;
    case 'closed-branch':
      return [
        `BRANCH_001: this pull request's head branch ${code(refusal.branch)} is ` +
          (refusal.why === 'default' ? "the repository's default branch" : 'a protected branch') +
          ', and Remora commits only to a working branch, never to the default branch or a ' +
          `protected one, whose changes go through review of their own. ${nothing}`,
        'To accept the change, apply this patch (`git apply`) on a branch of your own:',
        '',
        renderFenced('diff', refusal.patch.replace(/\n$/, '').split('\n')),
      ].join('\n');
  }
}

/**
 * The reply on a pull request from a fork, which the job's token cannot
 * push to: the exact patch against the head, to apply by hand.
 */
export function renderForkPatch(
  fork: string | null,
  changes: readonly AcceptedChange[],
  patch: string,
  head: string,
): string {
  const where = fork === null ? 'a fork that was deleted' : `the fork ${code(fork)}`;
  return [
    `This pull request comes from ${where}: the job's token cannot push to it. Nothing was committed.`,
    `To accept ${changes.map(describe).join(', ')}, apply this patch to the head ${short(head)} ` +
      '(`git apply`) and push:',
    '',
    renderFenced('diff', patch.replace(/\n$/, '').split('\n')),
  ].join('\n');
}

/** The longest reason a rejection keeps: the reply and its marker stay small. */
export const REASON_LIMIT = 1000;

/** A reviewer's reason, inert in markdown: one line, escaped, no mentions, capped. */
export function quoteReason(reason: string): string {
  const capped = reason.length > REASON_LIMIT ? `${reason.slice(0, REASON_LIMIT)}…` : reason;
  return markdownText(capped);
}

/** The reply that records a rejection (its marker is the trailer that ends it). */
export function renderRejected(
  changes: readonly Omit<AcceptedChange, 'paths'>[],
  by: string,
  reason: string,
): string {
  return [
    `Rejected ${changes.map(describe).join(' and ')} for @${by}: Remora will not suggest ${changes.length === 1 ? 'it' : 'them'} again while the node's code stays the same.`,
    ...(reason.trim() === '' ? [] : ['', `Reason: ${quoteReason(reason)}`]),
  ].join('\n');
}

/** How a retry ended, for its reply. */
export type RetryResult =
  /** A new suggestion: `link` is where it was posted. */
  | { kind: 'replaced'; link: string; answered: boolean }
  | { kind: 'same' }
  | { kind: 'no-change' }
  /** The op did not succeed: its status and error. */
  | { kind: 'failed'; why: string }
  /** The node is not among the pull request's changed nodes at the head. */
  | { kind: 'node-gone'; head: string }
  /** The thread's suggestion joins several workspaces: the command must name one. */
  | { kind: 'joined'; ids: readonly string[] };

/** The reply to `/remora retry`: what became of the op run again, and the reviewer's note. */
export function renderRetried(
  change: Omit<AcceptedChange, 'paths'>,
  by: string,
  note: string,
  result: RetryResult,
): string {
  const what = describe(change);
  const stands = 'The earlier suggestion stands.';
  const said = note.trim() === '' ? [] : ['', `Note: ${quoteReason(note)}`];
  switch (result.kind) {
    case 'replaced':
      return [
        `Retried ${what} for @${by}: the new suggestion is ${result.link}${result.answered ? "; the earlier one's thread is answered and resolved" : ''}.`,
        ...said,
      ].join('\n');
    case 'same':
      return [
        `Retried ${what} for @${by}: it suggested the same change again. ${stands}`,
        ...said,
      ].join('\n');
    case 'no-change':
      return [
        `Retried ${what} for @${by}: it suggested no change this time. ${stands}`,
        ...said,
      ].join('\n');
    case 'failed':
      return [`Retried ${what} for @${by}, but the op ${result.why}. ${stands}`, ...said].join(
        '\n',
      );
    case 'node-gone':
      return `${what}: the node is not among the pull request's changed nodes at the head ${short(result.head)}, so nothing was run.`;
    case 'joined':
      return `This thread's suggestion joins ${result.ids.map(code).join(' and ')}: name the one to retry, \`/remora retry <workspace-id> [note]\`. Nothing was run.`;
  }
}

/** The answer in the replaced suggestion's thread, before it is resolved. */
export function renderReplacedBy(by: string, link: string): string {
  return `Replaced after \`/remora retry\` by @${by}: see the new suggestion, ${link}.`;
}
