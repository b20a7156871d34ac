/**
 * A GitHub runner reads a line of a step's output that starts with `::`
 * (after white space) as a workflow command: `::warning::`, `::add-mask::`,
 * or worse. Text Remora prints quotes pull requests (file names, code, model
 * replies), so text that could hold such a line is written with commands
 * stopped around it (`::stop-commands::<token>` ... `::<token>::`), under a
 * token its author cannot guess: it is shown and never obeyed.
 */
export function withCommandsStopped(text: string, token: string): string {
  if (!text.includes('::')) return text;
  const end = text.endsWith('\n') ? '\n' : '';
  return `::stop-commands::${token}\n${end === '' ? text : text.slice(0, -1)}\n::${token}::${end}`;
}
