import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADDED_FOLDER,
  ADDED_LANGUAGE_FOLDER,
  FIXTURE_OP,
  GENERATED,
  unexpectedChanges,
} from '../../scripts/op-folder-proof.mjs';
import { RENDERERS } from '../../scripts/server-config.mjs';

// The proof (`npm run proof:folders`, a step of .ci/run) adds one op folder and one language folder
// to a copy of the repository and fails when anything else changed but what
// the generators write. These hold its two lists to the generators and the
// fixture: the whole run is too long for the suite, and runs the suite itself.

const ROOT = join(import.meta.dirname, '..', '..');

describe('the op folder proof', () => {
  it('allows the generated files, the new folder, and nothing else', () => {
    expect(
      unexpectedChanges([
        `${ADDED_FOLDER}op.ts`,
        `${ADDED_FOLDER}tools/too-long-check.ts`,
        `${ADDED_LANGUAGE_FOLDER}manifest.ts`,
        'src/languages/bundled-languages.ts',
        'src/languages/python/language.ts',
        'dist/index.js',
        'src/ops/bundled-ops.ts',
        'server/llama-models.ini',
        'src/config/config.ts',
        'src/ops/lint/op.ts',
        'server/README.md',
        'distant.md',
        'test/ops/fifth-op.test.ts',
      ]),
    ).toEqual([
      'src/languages/python/language.ts',
      'src/config/config.ts',
      'src/ops/lint/op.ts',
      'server/README.md',
      'distant.md',
      'test/ops/fifth-op.test.ts',
    ]);
  });

  it('allows exactly the server files the build writes', () => {
    expect(GENERATED.filter((path) => path.startsWith('server/')).sort()).toEqual(
      Object.keys(RENDERERS)
        .map((name) => `server/${name}`)
        .sort(),
    );
    // The settings reference lists each op's settings: its page is rewritten, the others stay.
    expect(GENERATED.filter((path) => path.startsWith('docs/'))).toEqual(['docs/configuration.md']);
  });

  it('adds a whole op folder: its code, agent, settings, tools and own test', () => {
    const folder = join(ROOT, FIXTURE_OP);
    const files = readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'op.ts',
        'settings.ts',
        'long_function_subagent.yaml',
        'long-function.int.test.ts',
        join('tools', 'too-long-check.ts'),
      ]),
    );
  });
});
