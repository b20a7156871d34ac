import { RemoraError } from '../core/errors.js';
import { didYouMean } from './did-you-mean.js';
import { REMORA_VERSION } from '../version.js';
import { CLI_COMMANDS, type CliCommand, type CliOption } from './commands.js';

const WIDTH = 80;

/**
 * `remora --help`: every command on one screen. Built when asked for, not on
 * import: `remora --version` and every command load this module.
 */
export function usageText(): string {
  const commands = Object.values(CLI_COMMANDS).map(
    (command) => [command.name, command.summary] as const,
  );
  const rows = [...commands, ['help [command]', "this text, or one command's"] as const];
  return `usage: remora <command> [options]

commands:
${columns(rows, 14)}
options:
${columns(
  [
    ['-h, --help', "this text; after a command, that command's"],
    ['--version', "Remora's version"],
  ],
  14,
)}
Run 'remora <command> --help' for a command's options.

exit status: 0 on success; 1 when a review ran but some of its ops failed, the run
was cancelled (SIGINT/SIGTERM, runner.deadline_s, --fail-fast) or --apply was
refused (the review is still printed, each failure named); 2 for usage and
configuration errors.
`;
}

/** `remora <command> --help`: one command's usage, what it does, and its options. */
export function commandHelp(command: CliCommand): string {
  const usage = command.usage
    .map((line, index) => `${index === 0 ? 'usage: ' : '       '}remora ${line}`)
    .join('\n');
  const paragraphs = command.description.split('\n\n').map((text) => wrap(text, 0, WIDTH));
  const options = Object.entries(command.options)
    .filter(([, option]) => option.hidden !== true)
    .map(([name, option]) => [optionLabel(name, option), optionText(option)] as const);
  const exit = command.exitStatus
    ? `\n${wrap(`exit status: ${command.exitStatus}`, 0, WIDTH)}\n`
    : '';
  return `${usage}

${paragraphs.join('\n\n')}
${exit}
options:
${columns([...options, ['-h, --help', 'this text']], 24)}`;
}

/** `--name <value>`, or `-x, --name <value>` with a short form. */
export function optionLabel(name: string, option: CliOption): string {
  const value = option.type === 'string' ? ` ${option.value ?? '<value>'}` : '';
  return `${option.short ? `-${option.short}, ` : ''}--${name}${value}`;
}

/** An option's description, with the default parseArgs fills in when it is a string. */
export function optionText(option: CliOption): string {
  return typeof option.default === 'string'
    ? `${option.description} (default: ${option.default})`
    : option.description;
}

/** Label and text in two columns; a label too wide for its column gets a line of its own. */
function columns(rows: readonly (readonly [string, string])[], labelWidth: number): string {
  const indent = 2 + labelWidth + 2;
  return rows
    .map(([label, text]) => {
      const body = wrap(text, indent, WIDTH).slice(indent);
      return label.length <= labelWidth
        ? `  ${label.padEnd(labelWidth)}  ${body}\n`
        : `  ${label}\n${' '.repeat(indent)}${body}\n`;
    })
    .join('');
}

/** Words filled into lines of at most `width` columns, each indented by `indent`. */
function wrap(text: string, indent: number, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && indent + line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  lines.push(line);
  return lines.map((l) => `${' '.repeat(indent)}${l}`).join('\n');
}

/** `remora <command> --help` of one command, or undefined for a command Remora does not have. */
function tryCommandHelp(name: string): string | undefined {
  const commands: Readonly<Record<string, CliCommand>> = CLI_COMMANDS;
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  return command ? commandHelp(command) : undefined;
}

/**
 * What `remora help [command]`, `remora <command> --help` and `remora
 * --version` print, or undefined when the arguments ask for none of them.
 * Help wins over every other argument, so it never fails on a bad flag.
 */
export function tryHelpText(
  command: string | undefined,
  args: readonly string[],
): string | undefined {
  if (command === '--version') return `remora ${REMORA_VERSION}\n`;
  if (command === 'help') {
    const [topic] = args;
    if (topic === undefined || topic === 'help' || topic === '--help' || topic === '-h')
      return topic === undefined ? usageText() : HELP_HELP;
    const text = tryCommandHelp(topic);
    if (!text) throw unknownCommand(topic);
    return text;
  }
  return command !== undefined && asksForHelp(args) ? tryCommandHelp(command) : undefined;
}

/** True when a command's arguments ask for its help (before any `--`). */
function asksForHelp(args: readonly string[]): boolean {
  const end = args.indexOf('--');
  return (end === -1 ? args : args.slice(0, end)).some((arg) => arg === '--help' || arg === '-h');
}

const HELP_HELP = `usage: remora help [command]

  Prints every command on one screen, or one command's options
  (the same as 'remora <command> --help').
`;

/** The commands `remora` knows, for "did you mean". */
export const COMMANDS: readonly string[] = [...Object.keys(CLI_COMMANDS), 'help'];

/** CLI_001 for a command Remora does not have, with the closest it does. */
export function unknownCommand(command: string): RemoraError {
  return new RemoraError(
    'CLI_001',
    `unknown command '${command}'${didYouMean(command, COMMANDS)}; 'remora --help' lists the commands`,
  );
}
