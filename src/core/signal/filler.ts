// Words a maintainer deletes on sight, in any language's docs: the kinds of
// filler, and whether a description says more than the name it describes.
// Each language finds them in its own docs (Python's: its folder's docs/filler.ts).

/** The kinds of words a maintainer deletes on sight. */
export type FillerPattern =
  'restated-name' | 'empty-summary' | 'empty-return' | 'module-restates-file' | 'annotated-type';

/** One piece of filler: its kind, the words, and what to write instead. */
export interface FillerProblem {
  pattern: FillerPattern;
  /** The words at fault, quoted for the message. */
  text: string;
  /** What to write instead, said to whoever wrote it. */
  advice: string;
}

/** Words that carry no information in a description of a name. */
const EMPTY_WORDS = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'its',
  'of',
  'to',
  'for',
  'given',
  'object',
  'value',
  'instance',
  'parameter',
  'argument',
  'param',
  'arg',
  'variable',
  'input',
  'data',
  'is',
  'be',
  'module',
  'function',
  'method',
  'class',
  'perform',
  'performs',
  'do',
  'does',
  'run',
  'runs',
  'handle',
  'handles',
  'execute',
  'executes',
  'process',
  'processes',
  'implement',
  'implements',
  'implementation',
  'helper',
  'utility',
  'utilities',
  'definition',
  'defines',
  'define',
  'file',
  'type',
  'new',
  'init',
  'initialise',
  'initialize',
  'initialises',
  'initializes',
  'constructor',
  'compute',
  'computes',
  'calculate',
  'calculates',
  'get',
  'gets',
  'return',
  'returns',
  'create',
  'creates',
  'construct',
  'constructs',
]);

/** A name or a sentence as a set of lower-case words, camelCase and snake_case split. */
function words(text: string): string[] {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** The words of `text` that say something, minus `Defaults to ...` and the words of `name`. */
function informative(text: string, name: string): string[] {
  const own = new Set(words(name));
  const body = text.replace(/\bdefaults? (to|is)\b.*$/i, '');
  return words(body).filter(
    (w) => !EMPTY_WORDS.has(w) && !own.has(w) && !own.has(w.replace(/s$/, '')),
  );
}

/** A description that says no more than the name it describes (`ctx: The ctx.`). */
export function restatesName(description: string, name: string): boolean {
  return description.trim() === '' || informative(description, name).length === 0;
}
