import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSandbox } from '../../../src/adapters/process/sandbox.js';
import { scrubbedEnv } from '../../../src/adapters/process/subprocess.js';
import { LANGUAGE_MANIFESTS } from '../../../src/languages/manifests.js';

// The sandbox shows the interpreters the languages' manifests declare (their
// `runtime`), found on PATH and asked where they live; nothing of it is
// written for one language.

const copy = mkdtempSync(join(tmpdir(), 'remora-runtime-test-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the interpreters the languages declare', () => {
  it('are found on PATH and run inside the sandbox, by path and by name', async () => {
    const declared = LANGUAGE_MANIFESTS.filter((language) => language.runtime);
    expect(declared.map((language) => language.id)).toEqual(['python']);
    const sandbox = await openSandbox(process.env);
    const python = sandbox.runtime('python');
    expect(isAbsolute(python)).toBe(true);
    const options = { copyDir: copy, env: scrubbedEnv(process.env), timeoutMs: 60_000 };
    const byPath = await sandbox.run(
      python,
      ['-c', 'import json, sys; print(sys.prefix)'],
      options,
    );
    expect(byPath.exitCode).toBe(0);
    // A repository's `command:` tools find it on PATH, as pytest's own subprocesses do.
    const byName = await sandbox.run('sh', ['-c', 'command -v python3'], options);
    expect(byName.stdout.toString('utf8').trim()).toBe(python);
    expect(() => sandbox.runtime('starlark')).toThrow(
      /no language 'starlark' declares an interpreter/,
    );
  });
});
