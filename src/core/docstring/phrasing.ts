/**
 * The words of docstrings derived from code: names split into words, with
 * the verbs, predicates and acronyms a summary line needs.
 */

const ACRONYMS: Readonly<Record<string, string>> = {
  id: 'ID',
  ids: 'IDs',
  url: 'URL',
  urls: 'URLs',
  uri: 'URI',
  http: 'HTTP',
  https: 'HTTPS',
  json: 'JSON',
  xml: 'XML',
  html: 'HTML',
  csv: 'CSV',
  api: 'API',
  sql: 'SQL',
  uuid: 'UUID',
  io: 'I/O',
  ip: 'IP',
  tcp: 'TCP',
  udp: 'UDP',
  utf8: 'UTF-8',
  yaml: 'YAML',
  toml: 'TOML',
};

const VERBS = new Set(
  `get set compute calculate build create make load save read write parse format render update delete remove add append insert
  find fetch check validate verify convert run process handle send receive apply reset clear close open start stop register
  unregister resolve normalize normalise generate extract collect merge split join filter sort map count print log emit publish
  notify initialize initialise ensure connect disconnect download upload encode decode serialize deserialize dump dumps load loads
  copy clone move rename wrap unwrap match search lookup list describe show display refresh sync flush commit rollback execute
  call invoke dispatch schedule retry wait scan track record store cache mark toggle enable disable trim strip clean sanitize escape
  quote replace select choose pick compare evaluate predict train fit transform prepare configure install deploy post put patch
  request query sum reduce group chunk flatten hash sign encrypt decrypt compress decompress tokenize index reindex restore backup
  import export fill draw plot scale resize crop rotate shuffle sample split spawn kill lock unlock acquire release accept reject
  approve cancel submit push pull fork watch listen serve bind mount unmount attach detach assign allocate free reserve build
  increment decrement advance consume produce authenticate authorize login logout use include allow skip force ignore keep overwrite follow recurse`.split(
    /\s+/,
  ),
);

const PREDICATES = new Set([
  'is',
  'has',
  'can',
  'should',
  'was',
  'will',
  'needs',
  'supports',
  'contains',
  'exists',
  'allows',
  'uses',
]);
const NO_ARTICLE = new Set([
  'all',
  'each',
  'every',
  'a',
  'an',
  'the',
  'some',
  'any',
  'no',
  'by',
  'from',
  'to',
  'into',
  'for',
  'with',
  'in',
  'on',
  'at',
  'if',
  'many',
  'more',
  'one',
  'new',
  'as',
]);
const PREFIX_PHRASES: Readonly<Record<string, string>> = {
  to: 'Convert to',
  from: 'Create from',
  iter: 'Iterate over',
  on: 'Handle',
  as: 'Return as',
  with: 'Return a copy with',
};

/** `get_user_name` -> get user name; `HTTPClient` -> HTTP client; underscores at either end dropped. */
export function identifierWords(name: string): string[] {
  const parts = name.replace(/^_+|_+$/g, '').split(/_+/);
  return parts
    .flatMap(
      (part) => part.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[A-Z]+|\d+/g) ?? (part ? [part] : []),
    )
    .map(wordCase);
}

function wordCase(word: string): string {
  const lower = word.toLowerCase();
  const acronym = ACRONYMS[lower];
  if (acronym) return acronym;
  return word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word) ? word : lower;
}

/** Upper-cases the first letter and ends with a full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return trimmed;
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** "the user name", or the bare words where an article would read wrong. */
export function withArticle(words: readonly string[]): string {
  const first = words[0];
  if (!first) return '';
  // "all users", "from disk"; a lone word ("a", "to") is a name and takes "the".
  return words.length > 1 && NO_ARTICLE.has(first.toLowerCase())
    ? words.join(' ')
    : `the ${words.join(' ')}`;
}

/** "an order", "a user": the indefinite article by the first letter's sound (roughly). */
export function indefinite(words: readonly string[]): string {
  const text = words.join(' ');
  const vowel = /^[aeiou]/i.test(text) || /^[AEFHILMNORSX][A-Z]/.test(text);
  return `${vowel ? 'an' : 'a'} ${text}`;
}

/** How a name reads as a sentence: a verb phrase, a predicate, or a noun. */
export type NameShape =
  | { kind: 'verb'; verb: string; rest: string[] }
  | { kind: 'predicate'; verb: string; rest: string[] }
  | { kind: 'noun'; words: string[] };

/** Classifies a function name by its first word. */
export function nameShape(name: string): NameShape {
  const words = identifierWords(name);
  const [first = '', ...rest] = words;
  const lower = first.toLowerCase();
  if (PREDICATES.has(lower) && rest.length > 0) return { kind: 'predicate', verb: lower, rest };
  const phrase = PREFIX_PHRASES[lower];
  if (phrase && rest.length > 0) return { kind: 'verb', verb: phrase, rest };
  if (VERBS.has(lower)) return { kind: 'verb', verb: capitalise(lower), rest };
  return { kind: 'noun', words };
}

/** "the order" for a method of Order, the first parameter's words for a function, else "it". */
export function subjectOf(className: string | null, firstParam: string | undefined): string {
  if (className) return withArticle(identifierWords(className));
  if (firstParam) return identifierWords(firstParam.replace(/^\*+/, '')).join(' ');
  return 'it';
}

/** A predicate's verb and object after its subject: `is_valid` -> "is valid". */
export function predicatePhrase(shape: { verb: string; rest: string[] }): string {
  return [shape.verb, ...shape.rest].join(' ');
}

/** Upper-cases the first letter only. */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
