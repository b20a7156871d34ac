import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkoutPresent } from '../../bench/signal/checkout.mjs';

const work = mkdtempSync(join(tmpdir(), 'remora-bench-checkout-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.invalid', ...args], {
    cwd: dir,
    encoding: 'utf8',
    stdio: 'pipe',
  }).trim();

/** A snapshot that lists a file whose contents it does not hold, as large files are kept out of one. */
function snapshotWithoutABlob(): { snapshot: string; first: string; second: string } {
  const source = join(work, 'source');
  execFileSync('git', ['init', '--quiet', source]);
  writeFileSync(join(source, 'index.ts'), 'export const one = 1;\n');
  writeFileSync(join(source, 'penguin [1].png'), 'not really a picture\n');
  git(source, 'add', '.');
  git(source, 'commit', '--quiet', '-m', 'first');
  const first = git(source, 'rev-parse', 'HEAD');
  writeFileSync(join(source, 'index.ts'), 'export const one = 2;\n');
  git(source, 'commit', '--quiet', '-am', 'second');
  const second = git(source, 'rev-parse', 'HEAD');
  const blob = git(source, 'rev-parse', `${first}:penguin [1].png`);
  unlinkSync(join(source, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
  const snapshot = join(work, 'clone');
  git(work, 'clone', '--quiet', '--shared', '--no-checkout', source, snapshot);
  return { snapshot, first, second };
}

describe("the benchmarks' checkout of a snapshot", () => {
  it('checks a commit out without the files whose contents the snapshot lacks, and names them', () => {
    const { snapshot, first, second } = snapshotWithoutABlob();
    // What git does on its own: the whole checkout refused.
    expect(() => git(snapshot, 'checkout', '--quiet', '--force', '--detach', first)).toThrow(
      /unable to read|invalid object/,
    );
    expect(checkoutPresent(snapshot, first)).toEqual(['penguin [1].png']);
    expect(readFileSync(join(snapshot, 'index.ts'), 'utf8')).toBe('export const one = 1;\n');
    expect(existsSync(join(snapshot, 'penguin [1].png'))).toBe(false);
    // The file left out is not a change the review would see.
    expect(git(snapshot, 'status', '--porcelain')).toBe('');
    // The next commit is checked out as well, its own absent files worked out again.
    expect(checkoutPresent(snapshot, second)).toEqual(['penguin [1].png']);
    expect(readFileSync(join(snapshot, 'index.ts'), 'utf8')).toBe('export const one = 2;\n');
    expect(git(snapshot, 'diff', '--name-only', first, second)).toBe('index.ts');
  });
});
