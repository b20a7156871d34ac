// The quick start's main job: builds a scratch git repository from the
// bundled example pull request (examples/pull-request: base, then head on
// top) and runs the Remora CLI on it, as a pull request run would.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const example = join(root, 'examples', 'pull-request');
const repo = mkdtempSync(join(tmpdir(), 'remora-example-'));
const git = (...args) =>
  execFileSync(
    'git',
    ['-c', 'user.name=Remora Example', '-c', 'user.email=example@remora.invalid', ...args],
    {
      cwd: repo,
      stdio: 'pipe',
    },
  );

// Every op runs on the example (sample_data is off by default); arguments override.
const extra = process.argv.slice(2);
const reviewArgs = extra.includes('--ops') ? extra : ['--ops', 'all', ...extra];

try {
  git('init', '--quiet', '--initial-branch=main');
  cpSync(join(example, 'base'), repo, { recursive: true });
  git('add', '--all');
  git('commit', '--quiet', '--message', 'base');
  cpSync(join(example, 'head'), repo, { recursive: true });
  git('add', '--all');
  git('commit', '--quiet', '--message', 'the pull request');
  console.log('Example pull request: examples/pull-request (base -> head)\n');
  const result = spawnSync(
    process.execPath,
    [join(root, 'dist', 'cli.js'), 'review', '--base', 'HEAD~1', ...reviewArgs],
    {
      cwd: repo,
      stdio: 'inherit',
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(repo, { recursive: true, force: true });
}
