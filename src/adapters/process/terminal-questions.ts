import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/**
 * Asks questions on a terminal: each question is written to `write`, and the
 * next line of `input` is its answer. Questions asked at the same time (nodes
 * reviewed side by side) are put one after another, never interleaved. An
 * empty line, or the end of the input, is no answer.
 */
export function createTerminalQuestions(
  input: Readable,
  write: (text: string) => void,
): (question: string) => Promise<string | undefined> {
  let lines: AsyncIterator<string> | undefined;
  let ended = false;
  let queue: Promise<unknown> = Promise.resolve();
  const next = async (): Promise<string | undefined> => {
    if (ended) return undefined;
    lines ??= createInterface({ input, terminal: false, crlfDelay: Infinity })[
      Symbol.asyncIterator
    ]();
    const line = await lines.next();
    if (line.done) {
      ended = true;
      return undefined;
    }
    return line.value.trim() === '' ? undefined : line.value.trim();
  };
  return (question) => {
    const answer = queue.then(() => {
      write(`${question}\nanswer (an empty line for none)> `);
      return next();
    });
    queue = answer.catch(() => undefined);
    return answer;
  };
}
