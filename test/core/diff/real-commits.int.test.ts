import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseGitDiff, type FileDiff } from '../../../src/core/diff/index.js';

// Real commits of click and flask, as `git show --format= -M <sha>` printed them
// (and again with `-U0`), with the `--name-status` git printed for each. The
// parse is held against git itself: `git apply --numstat` and `--summary` read
// the same text here, and git's own -U0 hunk headers give the line numbers.

const COMMITS = [
  ['click-1a1cdcb6', 'two files whose last line gains its newline'],
  ['click-8e1eafd7', 'a rename at 50% with edits, a file added and one deleted'],
  ['click-47cc96fb', 'renames without edits, files added and one deleted'],
  ['click-b1d172a5', 'binary images deleted beside text files added and edited'],
  ['flask-24498afe', 'a mode change (100755 to 100644) with edits, files deleted'],
] as const;

const folder = fileURLToPath(new URL('../../fixtures/diffs/real/', import.meta.url));
const fixture = (name: string): string => readFileSync(join(folder, name), 'utf8');

// Outside any repository, so `git apply` reads every path of the patch.
const outside = mkdtempSync(join(tmpdir(), 'remora-real-diffs-'));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

function gitApply(args: string[], file: string): string {
  const run = spawnSync('git', ['apply', ...args, join(folder, file)], {
    cwd: outside,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`git apply ${args.join(' ')}: ${run.stderr}`);
  return run.stdout;
}

const counted = (file: FileDiff): string => {
  if (file.binary) return `-\t-\t${file.path}`;
  const lines = file.hunks.flatMap((hunk) => hunk.lines);
  const added = lines.filter((line) => line.kind === 'added').length;
  const deleted = lines.filter((line) => line.kind === 'deleted').length;
  return `${added}\t${deleted}\t${file.path}`;
};

const LETTER = { added: 'A', deleted: 'D', modified: 'M', renamed: 'R', copied: 'C' } as const;

const nameStatus = (file: FileDiff): string =>
  file.status === 'renamed' || file.status === 'copied'
    ? `${LETTER[file.status]}${String(file.similarity).padStart(3, '0')}\t${file.oldPath}\t${file.path}`
    : `${LETTER[file.status]}\t${file.path}`;

/** Every changed line as `path:side:number:text`, in order. */
const changedLines = (files: FileDiff[]): string[] =>
  files.flatMap((file) =>
    file.hunks.flatMap((hunk) =>
      hunk.lines
        .filter((line) => line.kind !== 'context')
        .map((line) =>
          line.kind === 'added'
            ? `${file.path}:+${line.newLine}:${line.text}`
            : `${file.oldPath}:-${line.oldLine}:${line.text}`,
        ),
    ),
  );

describe.each(COMMITS)('parseGitDiff on %s: %s', (name) => {
  const files = parseGitDiff(fixture(`${name}.diff`));

  it('reads the files, their counts and binary files as `git apply --numstat` does', () => {
    const numstat = gitApply(['--numstat', '-z'], `${name}.diff`).split('\0').filter(Boolean);
    expect(files.map(counted)).toEqual(numstat);
  });

  it('reads each file’s status, old path and similarity as git’s --name-status', () => {
    const recorded = fixture(`${name}.name-status`).split('\n').filter(Boolean);
    expect(files.map(nameStatus)).toEqual(recorded);
  });

  it('reads mode changes as `git apply --summary` does', () => {
    const summary = gitApply(['--summary'], `${name}.diff`);
    const changes = [...summary.matchAll(/^ mode change (\d+) => (\d+) (.+)$/gm)].map(
      ([, oldMode, newMode, path]) => ({ path, oldMode, newMode }),
    );
    expect(
      files
        .filter((file) => file.modeChange !== null)
        .map((file) => ({ path: file.path, ...file.modeChange })),
    ).toEqual(changes);
  });

  it("numbers every changed line as git's -U0 hunk headers do", () => {
    const zero = parseGitDiff(fixture(`${name}.u0.diff`));
    // With no context, a hunk's deleted lines are its old range and its added lines its new one.
    for (const hunk of zero.flatMap((file) => file.hunks)) {
      const range = (start: number, count: number): number[] =>
        Array.from({ length: count }, (_, k) => start + k);
      expect(hunk.lines.flatMap((l) => (l.kind === 'deleted' ? [l.oldLine] : []))).toEqual(
        range(hunk.oldStart, hunk.oldLines),
      );
      expect(hunk.lines.flatMap((l) => (l.kind === 'added' ? [l.newLine] : []))).toEqual(
        range(hunk.newStart, hunk.newLines),
      );
    }
    expect(changedLines(files)).toEqual(changedLines(zero));
    expect(changedLines(files).length).toBeGreaterThan(0);
  });

  it('flags exactly the lines git marks "No newline at end of file"', () => {
    const markers = fixture(`${name}.diff`).match(/^\\ No newline at end of file$/gm) ?? [];
    const flagged = files.flatMap((file) =>
      file.hunks.flatMap((hunk) => hunk.lines.filter((line) => line.noNewlineAtEnd)),
    );
    expect(flagged).toHaveLength(markers.length);
  });
});
