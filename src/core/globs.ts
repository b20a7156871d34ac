import { setFlagsFromString } from 'node:v8';
import picomatch from 'picomatch';

// picomatch's regular expressions backtrack: in a dialect where `*` crosses
// folders (Ruff's), `*a*/*a*/*a*/*a*/b` takes seconds on a path of 120
// characters and one more `*a*/` minutes, and a pull request writes the globs
// of its own linter configuration. With this flag V8 finishes a match that
// backtracks too much on its linear-time engine (for every pattern without
// lookarounds or back-references; the flag holds for the whole process).
setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');

/**
 * What a path glob means, matched by picomatch (a path is always
 * `/`-separated and relative, or `/`-led once anchored). In every dialect a
 * leading `.` is an ordinary character (`*` matches `.venv`), `[…]` is a
 * class (`[!…]` negated), `{a,b}` alternatives, `(`, `)`, `|` and
 * picomatch's extglobs (`+(a)`) are literal, a backslash makes the next
 * character literal, and a leading `!` is no negation here (each caller
 * reads its own `!`). A negated class never matches `/`. Refused: a `[` or
 * `{` never closed, a `}` that closes nothing, `{}` inside `{}`, and a class
 * whose range runs backwards. The rest differs by dialect:
 */
export interface GlobDialect {
  /** A name for the cache of compiled globs. */
  name: string;
  /**
   * `*` and `?` match any character, `/` included, and `**` then `/` any run
   * of folders or none (a linter's globset, say); otherwise `*` and `?` stay
   * within one folder and `**` spans any number of folders.
   */
  wildcardsCrossFolders: boolean;
  /** `{1..3}` is a range; otherwise the literal text `1..3`. */
  ranges: boolean;
  /** A glob also covers everything under a folder it matches (`pkg` is the folder's files). */
  coversFolders: boolean;
}

/** A sweep's `paths` (docs/sweeps.md), and the globs of a workspace's package list. */
export const SWEEP_GLOBS: GlobDialect = {
  name: 'sweep',
  wildcardsCrossFolders: false,
  ranges: true,
  coversFolders: true,
};

/**
 * Why the glob is refused (see {@link GlobDialect}), or undefined when it is
 * valid. Checked where a configuration or input is read, so a bad pattern is
 * a `CONFIG_001` that names it rather than an exception out of a matcher.
 */
export function tryGlobProblem(glob: string): string | undefined {
  const prepared = prepare(glob, SWEEP_GLOBS);
  return typeof prepared === 'string' ? undefined : prepared.problem;
}

// Compiled once per glob and dialect: Ruff's exclusions are asked for every folder of every file.
const compiled = new Map<string, (path: string) => boolean>();

/**
 * Whether a path matches the glob in this dialect.
 *
 * @throws Error naming the glob and what is wrong with it, for a glob
 *   {@link tryGlobProblem} refuses (callers check their input first).
 */
export function createGlobMatcher(glob: string, dialect: GlobDialect): (path: string) => boolean {
  const key = `${dialect.name}\0${glob}`;
  let matcher = compiled.get(key);
  if (!matcher) {
    const prepared = prepare(glob, dialect);
    if (typeof prepared !== 'string') throw new Error(`glob '${glob}': ${prepared.problem}`);
    const options: picomatch.PicomatchOptions = {
      dot: true,
      // Repository paths are '/'-separated everywhere: a backslash is part of a name.
      windows: false,
      nonegate: true,
      noextglob: true,
      // picomatch's `bash` mode reads a lone `*` as `**`: a `*` that crosses folders.
      bash: dialect.wildcardsCrossFolders,
      ...(dialect.ranges ? {} : { expandRange: literalRange }),
    };
    const patterns = dialect.coversFolders ? [prepared, `${prepared}/**`] : [prepared];
    matcher = picomatch(patterns, options);
    compiled.set(key, matcher);
  }
  return matcher;
}

/** The text as a glob that matches exactly it. */
export function escapeGlob(text: string): string {
  return text.replace(/[*?[\]{}()|!+@\\]/g, '\\$&');
}

/**
 * The glob in picomatch's syntax, or what is wrong with it: `[!` becomes
 * `[^`, `(`, `)` and `|` are escaped (picomatch would read them as a
 * RegExp's), and where wildcards cross folders `?` becomes a class of any character
 * and `**` is written without picomatch's globstar, whose pattern guards each
 * folder with lookarounds that V8's linear-time engine cannot run: there `*`
 * already crosses folders, so a `**` segment followed by `/` is "nothing, or
 * anything and a `/`" (`{,*\/}`), and any other `**` is a `*` (so too inside
 * `{}` alternatives, which do not nest).
 */
function prepare(glob: string, dialect: GlobDialect): string | { problem: string } {
  let out = '';
  let inAlternatives = false;
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] as string;
    if (char === '\\') {
      out += i + 1 < glob.length ? `\\${glob[i + 1]}` : '\\\\';
      i += 1;
    } else if (char === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) return { problem: `the [ at ${i + 1} is never closed` };
      const body = glob.slice(i + 1, close).replace(/^!/, '^');
      if (!validClass(body))
        return { problem: 'a [] class that is not valid (a range running backwards?)' };
      out += `[${body}]`;
      i = close;
    } else if (char === '{') {
      if (inAlternatives) return { problem: 'nested {} alternatives are not supported' };
      inAlternatives = true;
      out += char;
    } else if (char === '}') {
      if (!inAlternatives) return { problem: `the } at ${i + 1} closes no {` };
      inAlternatives = false;
      out += char;
    } else if (char === '*' && glob[i + 1] === '*' && dialect.wildcardsCrossFolders) {
      const start = i;
      while (glob[i + 1] === '*') i += 1;
      const segment = (start === 0 || glob[start - 1] === '/') && glob[i + 1] === '/';
      // A `**/` segment takes its `/` with it: nothing, or anything and a `/`.
      if (segment && !inAlternatives) i += 1;
      out += segment && !inAlternatives ? '{,*/}' : '*';
    } else if (char === '(' || char === ')' || char === '|') out += `\\${char}`;
    else if (char === '?' && dialect.wildcardsCrossFolders) out += '[\\s\\S]';
    else out += char;
  }
  return inAlternatives ? { problem: 'a { is never closed' } : out;
}

function validClass(body: string): boolean {
  try {
    new RegExp(`[${body}]`);
    return true;
  } catch {
    return false;
  }
}

/** `{1..3}` read as Ruff reads it: one alternative, the text `1..3`. */
function literalRange(from: string, to: string, step?: unknown): string {
  const text = typeof step === 'string' ? `${from}..${to}..${step}` : `${from}..${to}`;
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
