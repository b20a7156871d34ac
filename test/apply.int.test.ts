import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lintPolicy } from '../src/ops/lint/policy.js';
import { cli } from './support/cli.js';
import { eventLogProblems, readEventLog } from './support/event-log.js';
import { FIXTURE_READER } from './support/fixture-reader.js';
import { GitRepo } from './support/git-repo.js';
import { startServe } from './support/serve.js';

const BASE = 'def add(a: int, b: int) -> int:\n    return a + b\n';
const HEAD = `${BASE}\n\ndef mul(a: int, b: int) -> int:\n    print(f"mul")\n    return a * b\n`;
const FIXED = HEAD.replace('f"mul"', '"mul"');

/** A repository whose last commit adds `mul` (with an F541 lint finding) to pkg/calc.py. */
function calcRepo(head = HEAD): GitRepo {
  const repo = new GitRepo();
  repo.write('pkg/__init__.py', '');
  repo.write('tests/conftest.py', FIXTURE_READER);
  repo.write('pkg/calc.py', BASE);
  repo.commit('base');
  repo.write('pkg/calc.py', head);
  repo.commit('feature');
  return repo;
}

const applyOps = (dir: string, ops: string, ...extra: string[]) =>
  cli(dir, ['review', '--base', 'HEAD~1', '--ops', ops, '--apply', ...extra]);

describe('remora review --apply keeps what the user has', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = calcRepo();
  });
  afterEach(() => repo.dispose());

  it('applies the review when nothing stands in its way', async () => {
    const result = await applyOps(repo.dir, 'lint', '--model', 'builtin');
    expect(result.stderr).toContain('applied 1 file');
    expect(readFileSync(join(repo.dir, 'pkg/calc.py'), 'utf8')).toBe(FIXED);
  });

  it('refuses to overwrite an untracked file, naming it, and writes nothing', async () => {
    const mine = '{"mine": true}\n';
    repo.write('tests/fixtures/calc/mul.json', mine);
    const result = await applyOps(repo.dir, 'lint,sample_data', '--model', 'builtin');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'WORK_001: nothing applied: tests/fixtures/calc/mul.json is not tracked by git and would be overwritten',
    );
    expect(readFileSync(join(repo.dir, 'tests/fixtures/calc/mul.json'), 'utf8')).toBe(mine);
    expect(readFileSync(join(repo.dir, 'pkg/calc.py'), 'utf8')).toBe(HEAD);
  });

  it('still merges generated tests into an untracked test file, keeping its tests', async () => {
    repo.dispose();
    repo = calcRepo(
      HEAD.replace(
        '    print(f"mul")\n',
        '    """Multiply.\n\n    >>> mul(2, 5)\n    10\n    """\n',
      ),
    );
    const mine = 'def test_mine():\n    assert True\n';
    repo.write('tests/test_calc.py', mine);
    const result = await applyOps(repo.dir, 'test', '--model', 'builtin');
    expect(result.stderr).toContain('applied 1 file');
    const merged = readFileSync(join(repo.dir, 'tests/test_calc.py'), 'utf8');
    expect(merged).toContain(mine);
    expect(merged).toContain('def test_mul_doctest():');
  });

  /** Reviews with lint, doing `meanwhile` to the checkout once the review has read pkg/calc.py. */
  async function applyWhile(meanwhile: () => void) {
    let done = false;
    const server = await startServe({
      policies: {
        lint_agent: (messages) => {
          // Once a tool has run, the review has read the file: the user acts now.
          if (!done && messages.some((m) => m.role === 'tool')) {
            meanwhile();
            done = true;
          }
          return lintPolicy(messages);
        },
      },
    });
    const logDir = mkdtempSync(join(tmpdir(), 'remora-apply-log-'));
    try {
      const log = join(logDir, 'run.jsonl');
      const result = await applyOps(repo.dir, 'lint', '--server', server.url, '--log', log);
      expect(done).toBe(true);
      const events = readEventLog(log);
      expect(eventLogProblems(events)).toEqual([]);
      return { result, events };
    } finally {
      await server.close();
      rmSync(logDir, { recursive: true, force: true });
    }
  }

  it('refuses a file saved while the review ran, naming it, keeps the saved line, and logs the conflict', async () => {
    const saved = `${HEAD}# saved during the review\n`;
    const { result, events } = await applyWhile(() =>
      writeFileSync(join(repo.dir, 'pkg/calc.py'), saved),
    );
    expect(result.code).toBe(1);
    const message = 'nothing applied: pkg/calc.py changed while the review ran';
    expect(result.stderr).toContain(`WORK_001: ${message}`);
    expect(readFileSync(join(repo.dir, 'pkg/calc.py'), 'utf8')).toBe(saved);
    const conflicts = events.filter((e) => e.type === 'workspace:conflict');
    expect(conflicts.map((e) => e.payload)).toEqual([
      {
        workspace_id: expect.stringMatching(/^lint-[0-9a-f]{16}$/),
        target: 'checkout',
        files: ['pkg/calc.py'],
        path: 'pkg/calc.py',
        code: 'WORK_001',
        message,
      },
    ]);
    expect(events.some((e) => e.type === 'workspace:merged')).toBe(false);
  });

  it('refuses a file removed while the review ran, and logs the conflict', async () => {
    const { result, events } = await applyWhile(() => rmSync(join(repo.dir, 'pkg/calc.py')));
    expect(result.code).toBe(1);
    const message = 'nothing applied: pkg/calc.py was removed while the review ran';
    expect(result.stderr).toContain(`WORK_001: ${message}`);
    expect(existsSync(join(repo.dir, 'pkg/calc.py'))).toBe(false);
    expect(
      events.filter((e) => e.type === 'workspace:conflict').map((e) => e.payload),
    ).toMatchObject([{ path: 'pkg/calc.py', code: 'WORK_001', message }]);
  });
});

describe('remora review --apply: one run at a time, on a clean checkout', () => {
  let repo: GitRepo;
  let lock: string;
  beforeEach(() => {
    repo = calcRepo();
    lock = join(repo.dir, '.git', 'remora.lock');
  });
  afterEach(() => repo.dispose());

  it('refuses local changes to tracked files before the review runs, naming them', async () => {
    repo.write('pkg/__init__.py', '# mine\n');
    const result = await applyOps(repo.dir, 'lint', '--model', 'builtin');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'CLI_001: --apply needs a checkout with no local changes to tracked files; commit or stash the changes to pkg/__init__.py',
    );
    expect(result.stdout).toBe('');
    expect(existsSync(lock)).toBe(false);
  });

  it('fails a second run while the first holds the lock', async () => {
    const [first, second] = await Promise.all([
      applyOps(repo.dir, 'lint', '--model', 'builtin'),
      applyOps(repo.dir, 'lint', '--model', 'builtin'),
    ]);
    const outcomes = [first, second].map((r) => r.stderr);
    expect(outcomes.filter((e) => e.includes('applied 1 file'))).toHaveLength(1);
    expect(outcomes.filter((e) => e.includes('another remora run'))).toHaveLength(1);
    expect(readFileSync(join(repo.dir, 'pkg/calc.py'), 'utf8')).toBe(FIXED);
    expect(existsSync(lock)).toBe(false);
  });

  it('names the live process that holds the lock and leaves its lock alone', async () => {
    writeFileSync(lock, `${process.pid}\n`);
    const result = await applyOps(repo.dir, 'lint', '--model', 'builtin');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`another remora run (pid ${process.pid})`);
    expect(result.stdout).toBe('');
    expect(readFileSync(lock, 'utf8')).toBe(`${process.pid}\n`);
  });

  it('takes over a lock whose process is gone', async () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid as number;
    writeFileSync(lock, `${gone}\n`);
    const result = await applyOps(repo.dir, 'lint', '--model', 'builtin');
    expect(result.stderr).toContain('applied 1 file');
    expect(existsSync(lock)).toBe(false);
  });
});

describe('temporary folders', () => {
  it('leaves none behind when the head is reviewed in a temporary worktree', async () => {
    const repo = calcRepo();
    const temp = mkdtempSync(join(tmpdir(), 'remora-tmp-'));
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    try {
      repo.write('pkg/__init__.py', '# a local change: the head is read from a worktree\n');
      const result = await cli(repo.dir, ['review', '--base', 'HEAD~1', '--ops', 'lint']);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('lint ✓ succeeded');
      expect(readdirSync(temp)).toEqual([]);
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
      rmSync(temp, { recursive: true, force: true });
      repo.dispose();
    }
  });
});

describe('remora review --apply keeps each file in its own encoding', () => {
  const latin1 = (text: string): Buffer => Buffer.from(text, 'latin1');
  const COOKIE = '# -*- coding: latin-1 -*-\n';
  const LEGACY = `${COOKIE}def greet():\n    return "caf\u00e9"\n`;
  const LEGACY_HEAD = `${LEGACY}\n\ndef shout():\n    print(f"caf\u00e9!")\n`;

  function legacyRepo(base: Uint8Array, head: Uint8Array): GitRepo {
    const repo = new GitRepo();
    repo.write('pkg/legacy.py', base);
    repo.commit('base');
    repo.write('pkg/legacy.py', head);
    repo.commit('feature');
    return repo;
  }

  it('writes a latin-1 file back in latin-1, changing only the fixed line', async () => {
    const repo = legacyRepo(latin1(LEGACY), latin1(LEGACY_HEAD));
    try {
      const result = await applyOps(repo.dir, 'lint', '--model', 'builtin');
      expect(result.stderr).toContain('applied 1 file');
      expect(readFileSync(join(repo.dir, 'pkg/legacy.py'))).toEqual(
        latin1(LEGACY_HEAD.replace('f"caf', '"caf')),
      );
    } finally {
      repo.dispose();
    }
  });

  it('refuses, naming the file, to write back a file whose bytes are not valid in its encoding', async () => {
    const broken = (text: string) => Buffer.concat([Buffer.from(text), Buffer.of(0xe9, 10)]);
    const head = broken(`def shout():\n    print(f"hi")\n# `);
    const repo = legacyRepo(broken('# '), head);
    try {
      const result = await applyOps(repo.dir, 'lint', '--model', 'builtin');
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(
        'WORK_001: nothing applied: pkg/legacy.py is not valid utf-8 text, so it cannot be written back unchanged',
      );
      expect(readFileSync(join(repo.dir, 'pkg/legacy.py'))).toEqual(head);
    } finally {
      repo.dispose();
    }
  });
});
