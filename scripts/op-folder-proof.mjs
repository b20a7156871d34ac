// The proof that an op, and a language, is one folder: copies the repository
// (the files git tracks, as they are in the working tree) into a temporary
// folder, adds the fixture op folder test/fixtures/ops/long_function as
// src/ops/long_function and the fixture language folder
// test/fixtures/languages/starlark as src/languages/starlark, runs the generators (`npm run build`, and `npm run docs` for the settings
// reference, which lists each op's settings), then lint, typecheck and the whole
// test suite there. It fails when any of them fails, or when a file changed
// outside the new folders and the generated files. `npm run proof:folders`;
// `--keep` leaves the copy for a look.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The op folder the proof adds, and where it goes. */
export const FIXTURE_OP = join('test', 'fixtures', 'ops', 'long_function');
export const ADDED_FOLDER = 'src/ops/long_function/';
/** The language folder the proof adds, and where it goes. */
export const FIXTURE_LANGUAGE = join('test', 'fixtures', 'languages', 'starlark');
export const ADDED_LANGUAGE_FOLDER = 'src/languages/starlark/';
const ADDED = [ADDED_FOLDER, ADDED_LANGUAGE_FOLDER];

/** What the generators write: changes there are expected, anywhere else they are a failure. */
export const GENERATED = [
  'dist/',
  'src/ops/bundled-ops.ts',
  'src/ops/bundled-manifests.ts',
  'src/languages/bundled-languages.ts',
  'src/languages/bundled-language-manifests.ts',
  'server/docker-compose.yml',
  'server/compose.cpu.yml',
  'server/llama-models.ini',
  'server/.env.example',
  'docs/configuration.md',
];

/** The changed paths (from `git status --porcelain`) that are neither in the new folder nor generated. */
export function unexpectedChanges(paths) {
  return paths.filter(
    (path) =>
      !ADDED.some((folder) => path.startsWith(folder)) &&
      !GENERATED.some((generated) =>
        generated.endsWith('/') ? path.startsWith(generated) : path === generated,
      ),
  );
}

function git(cwd, ...args) {
  return execFileSync(
    'git',
    ['-c', 'user.name=Remora proof', '-c', 'user.email=proof@remora.invalid', ...args],
    { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
}

/** Copies the files git tracks in `from` (as they are now) to `to`, and makes `to` a repository of them. */
function copyTracked(from, to) {
  const files = git(from, 'ls-files', '-z', '--cached').split('\0').filter(Boolean);
  for (const file of files) {
    const source = join(from, file);
    if (!existsSync(source) && !isLink(source)) continue;
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(source, join(to, file), { verbatimSymlinks: true });
  }
  git(to, 'init', '--quiet', '--initial-branch=main');
  git(to, 'add', '--all');
  git(to, 'commit', '--quiet', '--no-verify', '--message', 'The repository as it was copied');
}

function isLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function step(name, cwd, command, args) {
  console.log(`\n--> ${name}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
}

/** The changed paths of the copy, new files listed one by one. */
function changedPaths(copy) {
  return git(copy, 'status', '--porcelain', '--untracked-files=all', '-z')
    .split('\0')
    .filter(Boolean)
    .map((line) => line.slice(3));
}

function main() {
  const keep = process.argv.includes('--keep');
  const copy = mkdtempSync(join(tmpdir(), 'remora-op-folder-proof-'));
  let failed = true;
  try {
    console.log(`copy: ${copy}`);
    copyTracked(root, copy);
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
    cpSync(join(root, FIXTURE_OP), join(copy, ADDED_FOLDER), { recursive: true });
    cpSync(join(root, FIXTURE_LANGUAGE), join(copy, ADDED_LANGUAGE_FOLDER), { recursive: true });
    step('the generators: npm run build', copy, 'npm', ['run', '--silent', 'build']);
    step('the settings reference: npm run docs', copy, 'npm', ['run', '--silent', 'docs']);
    step('lint', copy, 'npm', ['run', '--silent', 'lint']);
    step('typecheck', copy, 'npm', ['run', '--silent', 'typecheck']);
    step('the whole test suite', copy, 'npm', ['test']);
    const changed = changedPaths(copy);
    const unexpected = unexpectedChanges(changed);
    if (unexpected.length > 0) {
      console.error(`\nfiles changed outside ${ADDED.join(', ')} and the generated files:`);
      for (const path of unexpected) console.error(`  ${path}`);
      return 1;
    }
    console.log(
      `\nan op, and a language, is one folder: ${ADDED.join(' and ')} added; the generators changed ${
        changed
          .filter(
            (path) => !ADDED.some((folder) => path.startsWith(folder)) && !path.startsWith('dist/'),
          )
          .join(', ') || 'nothing else'
      } (and dist/); lint, typecheck and every test pass`,
    );
    failed = false;
    return 0;
  } finally {
    if (keep || failed) console.log(`the copy is left at ${copy}`);
    if (!keep && !failed) rmSync(copy, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main();
  } catch (error) {
    console.error(`\nthe proof failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
