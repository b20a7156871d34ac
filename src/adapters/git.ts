import { RemoraError } from '../core/errors.js';
import { runProgram, scrubbedEnv, type RunResult } from './subprocess.js';

/** The git operations Remora needs, on one repository. */
export interface Git {
  /** The repository's top-level folder. */
  readonly root: string;
  /** The commit a revision names; CLI_001 when it names none. */
  resolveCommit(revision: string): Promise<string>;
  /** The best common ancestor of two commits; GIT_001 when they share none. */
  mergeBase(a: string, b: string): Promise<string>;
  /** `git diff` between two commits, with renames, in the standard a/ b/ form. */
  diff(base: string, head: string, paths?: readonly string[]): Promise<string>;
  /** The bytes of files at a commit, by repository path; absent paths are left out. */
  readFiles(commit: string, paths: readonly string[]): Promise<Map<string, Buffer>>;
}

// Settings that would change diff output are pinned, whatever the user's config says.
const DIFF_FLAGS = [
  '-M',
  '--no-color',
  '--no-ext-diff',
  '--src-prefix=a/',
  '--dst-prefix=b/',
  '--unified=3',
];

/**
 * Opens the repository containing `cwd`. Git runs with a scrubbed environment:
 * nothing Remora runs ever sees a token.
 */
export async function createGit(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Git> {
  const gitEnv = scrubbedEnv(env, { GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' });
  const git = async (args: readonly string[], input?: string): Promise<RunResult> => {
    try {
      return await runProgram('git', ['-c', 'core.quotePath=true', ...args], {
        cwd,
        env: gitEnv,
        input,
      });
    } catch (error) {
      throw new RemoraError('GIT_001', `could not run git: ${(error as Error).message}`, {
        cause: error,
      });
    }
  };
  const top = await git(['rev-parse', '--show-toplevel']);
  if (top.exitCode !== 0) throw new RemoraError('GIT_001', `not a git repository: ${cwd}`);
  const root = top.stdout.toString('utf8').trim();
  const checked = async (args: readonly string[], what: string): Promise<string> => {
    const result = await git(args);
    if (result.exitCode !== 0)
      throw new RemoraError('GIT_001', `${what} failed: ${result.stderr.trim()}`);
    return result.stdout.toString('utf8');
  };

  return {
    root,
    async resolveCommit(revision) {
      if (revision.startsWith('-')) throw new RemoraError('CLI_001', `not a revision: ${revision}`);
      const result = await git([
        'rev-parse',
        '--verify',
        '--quiet',
        '--end-of-options',
        `${revision}^{commit}`,
      ]);
      if (result.exitCode !== 0) throw new RemoraError('CLI_001', `unknown revision: ${revision}`);
      return result.stdout.toString('utf8').trim();
    },
    async mergeBase(a, b) {
      const result = await git(['merge-base', a, b]);
      if (result.exitCode !== 0)
        throw new RemoraError('GIT_001', `${a} and ${b} have no common ancestor`);
      return result.stdout.toString('utf8').trim();
    },
    diff(base, head, paths = []) {
      return checked(['diff', ...DIFF_FLAGS, base, head, '--', ...paths], 'git diff');
    },
    async readFiles(commit, paths) {
      const files = new Map<string, Buffer>();
      if (paths.length === 0) return files;
      const result = await git(
        ['cat-file', '--batch'],
        paths.map((path) => `${commit}:${path}\n`).join(''),
      );
      if (result.exitCode !== 0)
        throw new RemoraError('GIT_001', `git cat-file failed: ${result.stderr.trim()}`);
      parseBatch(result.stdout, paths, files);
      return files;
    },
  };
}

/** Reads `git cat-file --batch` output: a header line, then that many bytes, then a newline. */
function parseBatch(output: Buffer, paths: readonly string[], files: Map<string, Buffer>): void {
  let offset = 0;
  for (const path of paths) {
    const newline = output.indexOf(10, offset);
    if (newline === -1) break;
    const header = output.subarray(offset, newline).toString('utf8');
    offset = newline + 1;
    const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
    if (!match) continue; // "<object> missing": the path is not in that commit
    const size = Number(match[2]);
    if (match[1] === 'blob') files.set(path, output.subarray(offset, offset + size));
    offset += size + 1;
  }
}
