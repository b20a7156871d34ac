// The oracle of the seeded TypeScript and JavaScript defects: the project's own
// linter, run by its CLI on the planted checkout. It says which plants the
// project's configuration governs (the class's rule reported on the planted
// line) and, by what its `--write`/`--fix` does to each, whether the linter
// fixes it safely or only reports it. Biome governs a project with a root
// `biome.json(c)` (run with Remora's own `@biomejs/biome`, the version of the
// WebAssembly build Remora lints with); ESLint one with an `eslint.config.*`
// and its own node_modules installed (its `node_modules/.bin/eslint`).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BIOME_CONFIGS = ['biome.json', 'biome.jsonc'];
const ESLINT_CONFIGS = ['js', 'mjs', 'cjs', 'ts', 'mts', 'cts'].map((e) => `eslint.config.${e}`);

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  if (result.error) throw result.error;
  return result;
}

/** Biome's CLI (`biome lint`), as the project's configuration sets it. */
function biome(root, checkout) {
  const bin = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  return {
    name: 'biome',
    rules: {
      'unused-import': ['lint/correctness/noUnusedImports'],
      'unused-specifier': ['lint/correctness/noUnusedImports'],
      'let-const': ['lint/style/useConst'],
      'import-type': ['lint/style/useImportType'],
      'node-protocol': ['lint/style/useNodejsImportProtocol'],
      'number-namespace': ['lint/style/useNumberNamespace'],
      'double-equals': ['lint/suspicious/noDoubleEquals'],
    },
    diagnose(files) {
      const out = run(
        process.execPath,
        [
          bin,
          'lint',
          '--reporter=json',
          '--max-diagnostics=none',
          '--no-errors-on-unmatched',
          ...files,
        ],
        checkout,
      );
      const start = out.stdout.indexOf('{');
      if (start === -1) throw new Error(`biome lint printed no report:\n${out.stderr}`);
      return JSON.parse(out.stdout.slice(start)).diagnostics.flatMap((d) =>
        d.location?.path && d.location.start
          ? [{ path: d.location.path, line: d.location.start.line, rule: d.category }]
          : [],
      );
    },
    fix(files) {
      run(
        process.execPath,
        [bin, 'lint', '--write', '--no-errors-on-unmatched', ...files],
        checkout,
      );
    },
  };
}

/** The project's own ESLint (`eslint --format json`, `eslint --fix`), from its node_modules. */
function eslint(checkout) {
  const bin = join(checkout, 'node_modules', '.bin', 'eslint');
  return {
    name: 'eslint',
    rules: {
      'unused-import': [
        'no-unused-vars',
        '@typescript-eslint/no-unused-vars',
        'unused-imports/no-unused-imports',
      ],
      'unused-specifier': [
        'no-unused-vars',
        '@typescript-eslint/no-unused-vars',
        'unused-imports/no-unused-imports',
      ],
      'let-const': ['prefer-const'],
      'import-type': ['@typescript-eslint/consistent-type-imports'],
      'node-protocol': ['unicorn/prefer-node-protocol', 'n/prefer-node-protocol'],
      'number-namespace': ['unicorn/prefer-number-properties'],
      'double-equals': ['eqeqeq'],
    },
    diagnose(files) {
      const out = run(bin, ['--format', 'json', ...files], checkout);
      const start = out.stdout.indexOf('[');
      if (start === -1) throw new Error(`eslint printed no report:\n${out.stderr}`);
      return JSON.parse(out.stdout.slice(start)).flatMap((file) =>
        file.messages.map((m) => ({
          path: file.filePath.startsWith(`${checkout}/`)
            ? file.filePath.slice(checkout.length + 1)
            : file.filePath,
          line: m.line,
          rule: m.ruleId ?? 'invalid-syntax',
        })),
      );
    },
    fix(files) {
      run(bin, ['--fix', ...files], checkout);
    },
  };
}

/**
 * The linter that governs the checkout's script files, or undefined: Biome
 * where a root Biome configuration is, else ESLint where a flat configuration
 * and the project's installed ESLint are (`--linter eslint` prefers it).
 */
export function projectLinter(root, checkout, prefer) {
  const hasBiome = BIOME_CONFIGS.some((name) => existsSync(join(checkout, name)));
  const hasEslint =
    ESLINT_CONFIGS.some((name) => existsSync(join(checkout, name))) &&
    existsSync(join(checkout, 'node_modules', '.bin', 'eslint'));
  if (prefer === 'eslint' && hasEslint) return eslint(checkout);
  if (prefer === 'biome' && hasBiome) return biome(root, checkout);
  if (prefer) return undefined;
  if (hasBiome) return biome(root, checkout);
  if (hasEslint) return eslint(checkout);
  return undefined;
}

/** The planted files' texts as they stand in the checkout. */
export const readAll = (checkout, files) =>
  Object.fromEntries(files.map((f) => [f, readFileSync(join(checkout, f), 'utf8')]));
