import { RemoraError } from '../errors.js';

// A Windows drive prefix (`C:`, `c:foo`) is absolute or drive-relative there,
// and a checkout may be on Windows; refuse it everywhere so the rule is one rule.
const DRIVE_PREFIX = /^[A-Za-z]:/;

function refuse(path: string, why: string): never {
  throw new RemoraError(
    'TOOL_001',
    `path ${JSON.stringify(path)} refused: ${why}; expected a repository-relative path such as src/app/main`,
  );
}

/**
 * True for a segment that names the git folder on some file system: case does
 * not matter on macOS and Windows, and Windows drops trailing dots and spaces.
 */
function isGitFolder(segment: string): boolean {
  return segment.replace(/[. ]+$/, '').toLowerCase() === '.git';
}

/**
 * Normalises a tool-supplied path to a repository-relative '/' path, or throws
 * RemoraError('TOOL_001') for absolute paths, '..' escapes, NUL bytes, empty,
 * backslash tricks, or paths into .git.
 *
 * `a/./b` and `a//b` become `a/b`; `a/../b` becomes `b` (it stays inside);
 * `a/../../x` escapes and is refused.
 */
export function confineWorkspacePath(path: string): string {
  if (typeof path !== 'string' || path.length === 0) refuse(String(path), 'empty path');
  if (path.includes('\0')) refuse(path, 'contains a NUL byte');
  // A backslash is a separator on Windows but a name character on POSIX, so
  // `a\..\..\x` would mean different files on different runners.
  if (path.includes('\\')) refuse(path, 'contains a backslash');
  if (path.startsWith('/')) refuse(path, 'absolute path');
  if (DRIVE_PREFIX.test(path)) refuse(path, 'drive-letter path');
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) refuse(path, "'..' leaves the repository");
      segments.pop();
      continue;
    }
    if (isGitFolder(segment)) refuse(path, 'paths into .git are not allowed');
    segments.push(segment);
  }
  if (segments.length === 0) refuse(path, 'names the repository root, not a file');
  return segments.join('/');
}

/**
 * A repository-relative path for `path` written in a file in folder `root`,
 * with `.` and `..` segments resolved, or undefined when it leaves the
 * repository (an absolute path, `~`, or too many `..`).
 */
export function tryJoinPath(root: string, path: string): string | undefined {
  if (path.startsWith('/') || path.startsWith('~')) return undefined;
  const segments: string[] = [];
  for (const segment of [...root.split('/'), ...path.split('/')]) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return undefined;
      segments.pop();
    } else segments.push(segment);
  }
  return segments.join('/');
}
