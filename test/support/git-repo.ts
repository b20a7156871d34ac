import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A throwaway git repository for tests that need genuine `git diff` output.
 * User and system git configuration is shut out so a developer's settings
 * (quotePath, noprefix, autocrlf, colour) cannot change the text under test.
 */
export class GitRepo {
  readonly dir: string;

  constructor() {
    this.dir = mkdtempSync(join(tmpdir(), 'remora-git-'));
    this.git('init', '-q', '--initial-branch=main');
  }

  /** Runs git in the repository and returns its stdout. */
  git(...args: string[]): string {
    return execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'core.autocrlf=false', ...args],
      {
        cwd: this.dir,
        encoding: 'utf8',
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull },
      },
    );
  }

  write(path: string, content: string | Uint8Array): void {
    const full = join(this.dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }

  remove(path: string): void {
    rmSync(join(this.dir, path));
  }

  chmod(path: string, mode: number): void {
    chmodSync(join(this.dir, path), mode);
  }

  /** Stages everything and commits; returns the commit id. */
  commit(message: string): string {
    this.git('add', '-A');
    this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.git('rev-parse', 'HEAD').trim();
  }

  /** `git diff -M base...head`, the form the action runs, plus any extra flags. */
  diff(base: string, head: string, ...flags: string[]): string {
    return this.git('diff', '--no-color', '--no-ext-diff', '-M', ...flags, `${base}...${head}`);
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
