/**
 * What Remora says in a question's thread (docs/architecture.md §8). The
 * texts name people and ops only: never the answer itself, which is the
 * model's to read and nobody's to echo.
 */

/** The longest answer passed on to the model; the rest is cut, and the reply says so. */
export const MAX_ANSWER_CHARS = 4000;

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

/** To someone without write access who answered: thanked, nothing run. */
export function notAllowedToAnswer(login: string, permission: string): string {
  return (
    `@${login}, thank you — only people with write access to this repository can answer ` +
    `Remora's questions (yours is ${code(permission)}), so your reply was not passed on. ` +
    `A maintainer can answer here.`
  );
}

/** The op went on with the answer: where what it made is. */
export function questionAnswered(login: string, reviewUrl: string | undefined): string {
  const where = reviewUrl ? `: ${reviewUrl}` : ' (nothing new to suggest)';
  return `Thank you, @${login}: Remora went on with your answer${where}.`;
}

/** The question's node changed since it was asked. */
export function questionOutdated(op: string, why: string): string {
  return (
    `This question is outdated (${why}), so the answer was not used. ` +
    `Remora asks again if it still needs to when it reviews the new code; ` +
    `\`/remora ${op}\` runs it now.`
  );
}

/** The question was posted without its conversation (over the bound): it cannot resume. */
export function questionCannotResume(op: string): string {
  return (
    `This question's conversation was too long to keep in its thread, so Remora cannot go on ` +
    `from it; \`/remora ${op}\` on its file runs the op afresh.`
  );
}

/** The answer was longer than the model is given. */
export function answerTooLong(): string {
  return `Only the first ${MAX_ANSWER_CHARS} characters of the answer were passed on.`;
}
