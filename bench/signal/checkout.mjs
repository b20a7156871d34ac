// Checks a commit out of a project snapshot that may lack some of its largest
// files' contents (a snapshot can list a blob it does not hold, and git then
// refuses the whole checkout). The files whose blobs are absent are left out
// of the work tree by sparse-checkout patterns written for each commit, and
// named, so a review of the commit still runs on everything else.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const git = (dir, args, input) =>
  execFileSync('git', args, {
    cwd: dir,
    encoding: 'utf8',
    input,
    stdio: ['pipe', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });

/** A path as a sparse-checkout pattern that matches only itself. */
const literal = (path) => `/${path.replace(/[\\*?[\]!#]/g, '\\$&')}`;

/** The files of `commit` whose contents the repository in `dir` does not hold. */
export function absentFiles(dir, commit) {
  const files = git(dir, ['ls-tree', '-r', '-z', commit])
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      const [, type, id] = meta.split(' ');
      return { id, type, path };
    })
    .filter((f) => f.type === 'blob');
  if (files.length === 0) return [];
  const answers = git(
    dir,
    ['cat-file', '--batch-check'],
    `${files.map((f) => f.id).join('\n')}\n`,
  ).split('\n');
  return files.filter((_, index) => answers[index]?.endsWith(' missing')).map((f) => f.path);
}

/**
 * Checks `commit` out in `dir` (detached, forced), every file but those whose
 * contents the repository lacks, and returns those left out ([] when none is).
 */
export function checkoutPresent(dir, commit) {
  const absent = absentFiles(dir, commit);
  const patterns = resolve(
    dir,
    git(dir, ['rev-parse', '--git-path', 'info/sparse-checkout']).trim(),
  );
  mkdirSync(dirname(patterns), { recursive: true });
  writeFileSync(patterns, ['/*', ...absent.map((path) => `!${literal(path)}`)].join('\n') + '\n');
  git(dir, ['config', 'core.sparseCheckout', 'true']);
  git(dir, ['config', 'core.sparseCheckoutCone', 'false']);
  git(dir, ['checkout', '--quiet', '--force', '--detach', commit]);
  return absent;
}
