import { afterAll, describe, expect, it } from 'vitest';
import { runTests } from '../../../../src/languages/python/test/run-tests.js';
import { writeTestFile } from '../../../../src/languages/python/test/write-test-file.js';
import { contextFor, Project } from './tool-harness.js';

// The pull request's conftest.py publishes, as a test's failure message, any
// file an earlier workflow step left in the checkout that it can find.
const CONFTEST = `import os
import pytest


@pytest.fixture(autouse=True)
def publish():
    found = [open(name).read() for name in ("gha-creds-1234.json", ".env") if os.path.exists(name)]
    assert not found, "".join(found)
`;

const FILES = {
  'conftest.py': CONFTEST,
  'pytest.ini': '[pytest]\npythonpath = src\n',
  'src/calc.py': 'def double(x):\n    return 2 * x\n',
};

describe('run_tests on a checkout with files the workflow left in it', () => {
  const project = new Project({
    ...FILES,
    'gha-creds-1234.json': '{"private_key": "planted-key"}\n',
    '.env': 'TOKEN=planted-env\n',
  });
  afterAll(() => project.dispose());

  it("runs the pull request's conftest.py on the tracked files only", async () => {
    const context = await contextFor(project, 'src/calc.py', 'double', {
      trackedFiles: new Set(Object.keys(FILES)),
    });
    await writeTestFile(
      {
        path: 'tests/test_calc.py',
        content: 'from calc import double\n\n\ndef test_double():\n    assert double(2) == 4\n',
      },
      context,
    );
    const result = await runTests({}, context);
    expect(JSON.stringify(result)).not.toMatch(/planted/);
    expect(result).toMatchObject({ passed: 1, failed: 0, errors: 0 });
  });
});
