// Biome oracle benchmark. The files a real project's last N commits changed (added or
// modified TypeScript and JavaScript), with the project's own Biome configuration and
// ignore file at the newest of them, linted by Biome's CLI (`@biomejs/biome`) and by
// Remora's Biome linter (Biome's WebAssembly build): findings on each side, those on
// one side only, and the files the safe fixes change, with how many leave a
// different text. `--preset recommended` also turns Biome's recommended rules on
// (for a project whose code its own configuration keeps clean), `--all <folder>`
// lints every script file under that folder instead of the changed ones.
//
//   node bench/biome/run.mjs --repo <git dir> [--commits 20] [--preset recommended] [--all <folder>]
//
// It runs the TypeScript sources (the oracle's helpers live beside its test).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { useTypeScriptSources } from '../../test/support/typescript-hooks.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

useTypeScriptSources();
const { cliFindings, cliFixed, remoraReport, scriptFiles } =
  await import('../../test/languages/typescript/lint/biome-oracle.ts');

const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
};
const repo = option('--repo');
if (!repo) {
  console.error(
    'usage: node bench/biome/run.mjs --repo <git dir> [--commits 20] [--preset recommended] [--all <folder>]',
  );
  process.exit(2);
}
const commits = Number(option('--commits', '20'));
const preset = option('--preset');
const all = option('--all');
const git = (...args) =>
  execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });

const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const tree = git('ls-tree', '-r', '--name-only', 'HEAD').split('\n');
const configs = tree.filter(
  (path) => /(^|\/)\.?biome\.jsonc?$/.test(path) || /(^|\/)(\.gitignore|package\.json)$/.test(path),
);
const changed = all
  ? tree.filter((path) => path.startsWith(`${all}/`) && SCRIPT.test(path))
  : git('diff', '--no-renames', '--name-only', '--diff-filter=AM', `HEAD~${commits}`, 'HEAD')
      .split('\n')
      .filter((path) => SCRIPT.test(path));
const root = mkdtempSync(join(tmpdir(), 'remora-bench-biome-'));
try {
  const archive = execFileSync(
    'git',
    ['-C', repo, 'archive', 'HEAD', '--', ...configs, ...changed],
    { maxBuffer: 1 << 30 },
  );
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  if (preset)
    for (const config of configs.filter((path) => /biome\.jsonc?$/.test(path))) {
      const file = join(root, config);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(/"preset":\s*"none"/, `"preset": "${preset}"`),
      );
    }
  const files = scriptFiles(root);
  const cli = await cliFindings(root);
  const fixed = await cliFixed(root, files);
  const remora = await remoraReport(root, files);
  const onlyCli = cli.filter((line) => !remora.findings.includes(line));
  const onlyRemora = remora.findings.filter((line) => !cli.includes(line));
  const fixedByCli = files.filter(
    (file) => fixed.get(file) !== readFileSync(join(root, file), 'utf8'),
  );
  const fixDiffers = files.filter((file) => fixed.get(file) !== remora.fixed.get(file));
  console.log(
    `files linted: ${files.length}${all ? ` (every script file under ${all})` : ` (changed by the last ${commits} commits)`}`,
  );
  console.log(
    `findings: CLI ${cli.length}, Remora ${remora.findings.length}; CLI only ${onlyCli.length}, Remora only ${onlyRemora.length}`,
  );
  console.log(
    `safe fixes: files the CLI changes ${fixedByCli.length}, texts that differ ${fixDiffers.length}`,
  );
  for (const line of [
    ...onlyCli.map((l) => `CLI only: ${l}`),
    ...onlyRemora.map((l) => `Remora only: ${l}`),
    ...fixDiffers.map((f) => `fix differs: ${f}`),
  ])
    console.log(line);
} finally {
  rmSync(root, { recursive: true, force: true });
}
