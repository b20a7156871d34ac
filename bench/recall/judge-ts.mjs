// Judges bench/recall's TypeScript and JavaScript cases in a checkout a review
// has applied its changes to: judge.py's counterpart for JSDoc.
//
//   node bench/recall/judge-ts.mjs <checkout> < cases.json > verdicts.json
//
// For each case, reads the definition's JSDoc in <checkout> (the introducing
// commit with the review's changes applied) and the maintainer's fixed JSDoc
// (`git show <fix>:<file>` in the same checkout), and says whether the entry
// now reads as the maintainer fixed it: the @param under the signature's name
// and the old one gone (renamed), the @param present (added) or gone
// (removed), the @returns present or absent as the fix left it, or with the
// {type} the fix corrected it to (return). Prints one JSON list: per case {"fixed": bool, "why": text}.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { definitions, returnsShape } from './jsdoc.mjs';

/** Whether the entry in `now` (a JSDoc's entries) reads as in `fixed`, the maintainer's. */
export function agrees({ class: kind, entry, detail }, now, fixed) {
  if (kind === 'renamed') return now.params.has(entry) && !now.params.has(detail);
  if (kind === 'added') return now.params.has(entry);
  if (kind === 'removed') return !now.params.has(entry);
  // An @returns the fix added or removed is judged on being there; a {type} it corrected, on the type.
  const [from, to] = (detail ?? '').split(' -> ');
  if (from === 'none' || to === 'none') return (now.returns === undefined) === (to === 'none');
  return returnsShape(now) === returnsShape(fixed);
}

function docIn(source, file, qual) {
  if (source === undefined) return undefined;
  return definitions(source, file)?.get(qual);
}

/** One case's verdict in a checkout. */
export function judge(checkout, c) {
  let applied;
  try {
    applied = readFileSync(join(checkout, c.file), 'utf8');
  } catch {
    return { fixed: false, why: 'the file is gone' };
  }
  let fixedSource;
  try {
    fixedSource = execFileSync('git', ['-C', checkout, 'show', `${c.fix}:${c.file}`], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    fixedSource = undefined;
  }
  const now = docIn(applied, c.file, c.definition);
  const fixed = docIn(fixedSource, c.file, c.definition);
  if (now === undefined) return { fixed: false, why: 'the definition no longer parses or is gone' };
  if (fixed === undefined) return { fixed: false, why: 'the fix commit cannot be read' };
  const ok = agrees(c, now.doc, fixed.doc);
  return { fixed: ok, why: ok ? '' : 'the entry still reads as before the fix' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cases = JSON.parse(readFileSync(0, 'utf8'));
  process.stdout.write(JSON.stringify(cases.map((c) => judge(process.argv[2], c))));
}
