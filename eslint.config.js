import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { remoraPlugin } from './scripts/eslint/layers.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // The rooms of src/ and their floors: docs/architecture.md. An op's own tests, in its
    // folder, drive it through the pipeline as the tests under test/ do.
    files: ['src/**/*.ts', 'src/**/*.cts'],
    ignores: ['src/**/*.test.ts'],
    plugins: { remora: remoraPlugin },
    rules: { 'remora/layers': 'error', 'remora/no-cycle': 'error' },
  },
  {
    // Logged text quotes the pull request: it goes through src/adapters/github/job-log.ts, which keeps it from
    // being read as a workflow command.
    files: ['src/**/*.ts'],
    ignores: ['src/adapters/github/job-log.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'core',
          property: 'info',
          message:
            'Log through info() of src/adapters/github/job-log.ts (src/action/log.ts): it stops workflow commands in the text.',
        },
      ],
    },
  },
  {
    // A spread call passes each item as an argument: past about 125,000 V8 throws RangeError,
    // and a pull request's file has that many lines, literals or findings to give.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(push|unshift|splice)$/] > SpreadElement',
          message:
            'A spread argument throws RangeError past about 125,000 items: appendAll or spliceAll of src/core/arrays.ts.',
        },
        {
          selector:
            'CallExpression[callee.object.name="Math"][callee.property.name=/^(min|max)$/] > SpreadElement',
          message:
            'A spread argument throws RangeError past about 125,000 items: smallest or largest of src/core/arrays.ts.',
        },
      ],
    },
  },
  {
    // core/ is pure: its I/O goes through ports that adapters/ implement.
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:)?(fs|child_process|net|http|https|http2|dgram|worker_threads)(/.*)?$',
              message: 'src/core is pure: file, process and network I/O belong in src/adapters.',
            },
            {
              regex: '^(@actions/.*|@octokit/.*|octokit|openai)$',
              message: 'src/core is pure: GitHub and model clients belong in src/adapters.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**', 'bench/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
