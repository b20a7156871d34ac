import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DIFF_FLAGS, runGit } from './git-commands.js';

/**
 * The unified diff between two versions of a file given as bytes, from
 * `git diff --no-index` on temporary files named `base` and `head` (so the
 * headers read `a/base` and `b/head`). An absent version diffs as empty.
 * Needs only the git binary, not a repository.
 */
export async function diffContents(
  base: Uint8Array | undefined,
  head: Uint8Array | undefined,
  tempRoot: string = tmpdir(),
): Promise<string> {
  const dir = await mkdtemp(join(tempRoot, 'remora-diff-'));
  try {
    await writeFile(join(dir, 'base'), base ?? new Uint8Array());
    await writeFile(join(dir, 'head'), head ?? new Uint8Array());
    // Exit code 1 only says the files differ.
    const out = await runGit(['diff', '--no-index', ...DIFF_FLAGS, 'base', 'head'], dir, [0, 1]);
    return out.toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
