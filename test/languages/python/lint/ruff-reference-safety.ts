import { execFileSync } from 'node:child_process';

/*
 * The reference's own judge of which of Ruff's fixes are safe, written apart
 * from src/core/lint/fix-safety.ts so that a slip in either shows up as a
 * difference instead of cancelling out: its rule lists are written out here
 * from Ruff's rule documentation ("Fix safety"), and it finds comments and
 * strings with Python's own tokenizer instead of Remora's scanner.
 */

/** The rule families whose fixes Remora applies at all (its documented scope). */
const SURVEYED = ['F', 'E', 'W', 'I', 'UP', 'B', 'SIM', 'C4'];

/** Rules whose fixes Ruff documents as unsafe or display-only, in those families. */
const DOCUMENTED_UNSAFE = new Set(
  [
    'F601 F602 F841',
    'E711 E712 E731',
    'UP008 UP013 UP014 UP022 UP028 UP029 UP030 UP031 UP036 UP040 UP042 UP044 UP046 UP047 UP049',
    'B004 B006 B007 B011 B028 B905 B911 B912',
    'SIM101 SIM102 SIM103 SIM105 SIM108 SIM109 SIM110 SIM112 SIM114 SIM117 SIM118 SIM201',
    'SIM202 SIM208 SIM210 SIM211 SIM212 SIM220 SIM221 SIM222 SIM223 SIM401 SIM905',
    'C400 C401 C402 C403 C404 C405 C406 C408 C409 C410 C411 C413 C414 C416 C417 C418 C419 C420',
  ].flatMap((line) => line.split(' ')),
);

/** Whether a rule code is documented unsafe; for tests that check results against the list. */
export function documentedUnsafe(code: string): boolean {
  return DOCUMENTED_UNSAFE.has(code);
}

/** A position as Ruff reports it: 1-based row, 1-based UTF-16 column. */
export interface Place {
  row: number;
  column: number;
}

interface Token {
  start: Place;
  end: Place;
  text: string;
}

// Comments (without trailing blanks: removing those keeps the comment) and
// strings that span lines, from Python's tokenize, columns in UTF-16 units.
const TOKENIZE = `
import io, json, sys, tokenize
source = sys.stdin.read()
lines = source.splitlines(keepends=True)
def col(row, column):
    line = lines[row - 1] if row - 1 < len(lines) else ''
    return len(line[:column].encode('utf-16-le')) // 2 + 1
out = {'comments': [], 'strings': []}
try:
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        (sr, sc), (er, ec) = tok.start, tok.end
        if tok.type == tokenize.COMMENT:
            text = tok.string.rstrip()
            out['comments'].append({'start': {'row': sr, 'column': col(sr, sc)},
                                    'end': {'row': sr, 'column': col(sr, sc + len(text))}, 'text': text})
        elif tok.type == tokenize.STRING and er > sr:
            out['strings'].append({'start': {'row': sr, 'column': col(sr, sc)},
                                   'end': {'row': er, 'column': col(er, ec)}, 'text': ''})
except (tokenize.TokenError, IndentationError, SyntaxError):
    pass
print(json.dumps(out))
`;

const tokenized = new Map<string, { comments: Token[]; strings: Token[] }>();

function tokens(source: string): { comments: Token[]; strings: Token[] } {
  let found = tokenized.get(source);
  if (!found) {
    found = JSON.parse(
      execFileSync('python3', ['-c', TOKENIZE], { input: source, encoding: 'utf8' }),
    ) as { comments: Token[]; strings: Token[] };
    tokenized.set(source, found);
  }
  return found;
}

const before = (a: Place, b: Place): boolean =>
  a.row < b.row || (a.row === b.row && a.column < b.column);

/** One edit of a fix, as Ruff reports it. */
export interface ReferenceEdit {
  content: string;
  start: Place;
  end: Place;
}

/** True when Ruff would apply this fix unattended, by the rules above. */
export function referenceFixIsSafe(
  code: string,
  edits: readonly ReferenceEdit[],
  source: string,
  filePath: string,
): boolean {
  if (!SURVEYED.some((prefix) => code.startsWith(prefix) && /^\d/.test(code.slice(prefix.length))))
    return false;
  if (DOCUMENTED_UNSAFE.has(code)) return false;
  if (code === 'F401' && /(^|\/)__init__\.pyi?$/.test(filePath)) return false;
  const { comments, strings } = tokens(source);
  if (
    (code === 'W291' || code === 'W293') &&
    edits.some((edit) =>
      strings.some((s) => before(s.start, edit.start) && before(edit.start, s.end)),
    )
  )
    return false;
  // A fix that removes a comment without writing it back is unsafe.
  return !comments.some(
    (comment) =>
      edits.some((edit) => before(comment.start, edit.end) && before(edit.start, comment.end)) &&
      !edits.some((edit) => edit.content.includes(comment.text)),
  );
}
