import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActionHarness,
  type ActionHarness,
  type ActionRun,
} from '../support/action-harness.js';

// A pull request's conftest.py runs in the sandbox when the test agent's pytest
// loads it, and may leave anything in the folders the sandbox let it write:
// the copy of the repository and the folder of pytest's report. What Remora
// does there afterwards, outside the sandbox, must not follow what it left.

const BASE = { 'pkg/__init__.py': '', 'pkg/double.py': 'def double(x):\n    return x + x\n' };
const HEAD = {
  'pkg/double.py':
    'def double(x):\n    """Double x.\n\n    >>> double(3)\n    6\n    """\n    return 2 * x\n',
};

interface ReportedOp {
  op: string;
  status: string;
  diff: string;
  error_code: string | null;
  error: string | null;
}

function testOps(run: ActionRun): ReportedOp[] {
  const report = JSON.parse(
    readFileSync(join(run.outputs['report-path'] as string, 'report.json'), 'utf8'),
  ) as { nodes: { ops: ReportedOp[] }[] };
  return report.nodes.flatMap((n) => n.ops).filter((o) => o.op === 'test');
}

// It imports the package while it is whole, then swaps the package's folder
// in its copy for a link to a folder of the runner's: the tests pass, the
// report says so, and the node's file now leads to that folder.
function linkingConftest(outside: string): string {
  return `import os
import pkg.double
if not os.path.islink("pkg"):
    os.rename("pkg", ".pkg-before")
    os.symlink(${JSON.stringify(outside)}, "pkg")
`;
}

describe('a conftest.py that swaps a folder of its copy for a link out of it', () => {
  let pr: ActionHarness;
  let sitePackages: string;
  beforeAll(async () => {
    sitePackages = join(mkdtempSync(join(tmpdir(), 'remora-runner-python-')), 'site-packages');
    mkdirSync(sitePackages);
    pr = await createActionHarness(BASE, HEAD);
    pr.push({ 'conftest.py': linkingConftest(sitePackages) });
  });
  afterAll(async () => {
    await pr.dispose();
    rmSync(dirname(sitePackages), { recursive: true, force: true });
  });

  it('never writes outside: the mutant runs in a fresh copy', async () => {
    writeFileSync(join(sitePackages, 'installed.py'), 'VERSION = 1\n');
    const result = await pr.run({ inputs: { operations: 'test' } });

    expect(result.code).toBe(0);
    // The tests ran and passed, so the mutant ran too: the link was there to follow.
    const test = testOps(result).find((o) => o.diff.includes('test_double'));
    expect(test, JSON.stringify(testOps(result))).toMatchObject({ status: 'succeeded' });
    expect(readdirSync(sitePackages)).toEqual(['installed.py']);
    expect(readFileSync(join(sitePackages, 'installed.py'), 'utf8')).toBe('VERSION = 1\n');
  }, 240_000);
});

// Once pytest has written its report, it makes the report something that is
// not a file: a read of a FIFO waits for a writer that never comes, a read of
// /dev/zero never ends.
function reportConftest(make: string): string {
  return `import os
def pytest_unconfigure(config):
    path = config.option.xmlpath
    if path and os.path.lexists(path):
        os.remove(path)
    if path:
        ${make}
`;
}

describe.each([
  ['a FIFO', 'os.mkfifo(path)', 'is a FIFO'],
  ['a link to /dev/zero', 'os.symlink("/dev/zero", path)', 'is a symbolic link'],
])('a conftest.py that leaves %s as the report', (_name, make, said) => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    pr.push({ 'conftest.py': reportConftest(make) });
  });
  afterAll(async () => {
    await pr.dispose();
  });

  it('fails the op with SANDBOX_002, and the run ends and the process exits', async () => {
    const result = await pr.run({ inputs: { operations: 'test' } });

    expect(typeof result.code).toBe('number');
    // The module's node is not the test agent's: only the function's op ran.
    const ops = testOps(result).filter((o) => o.status !== 'skipped');
    expect(ops.length, JSON.stringify(ops)).toBeGreaterThan(0);
    for (const op of ops) {
      expect(op.status, JSON.stringify(op)).toBe('failed');
      expect(op.error_code, JSON.stringify(op)).toBe('SANDBOX_002');
      expect(op.error).toContain(`pytest's JUnit report ${said}`);
    }
  }, 240_000);
});
