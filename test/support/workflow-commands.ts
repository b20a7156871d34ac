// How the runner reads a step's output: a line that starts with `::` (after white space) is a
// workflow command, unless commands are stopped (`::stop-commands::<token>` until `::<token>::`).

/** What the runner would take as workflow commands in `stdout`, stop-commands honoured. */
export function commandsIn(stdout: string): string[] {
  const commands: string[] = [];
  let stoppedUntil: string | undefined;
  for (const line of stdout.split(/\r?\n|\r/)) {
    // The runner trims leading white space before it looks for `::`.
    const text = line.trimStart();
    if (stoppedUntil !== undefined) {
      if (text === `::${stoppedUntil}::`) stoppedUntil = undefined;
      continue;
    }
    const match = /^::([\w-]+)(?: [^:]*)?::(.*)$/.exec(text);
    if (!match) continue;
    if (match[1] === 'stop-commands') stoppedUntil = match[2];
    else commands.push(`${match[1]}: ${match[2]}`);
  }
  return commands;
}
