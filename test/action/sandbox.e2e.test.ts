import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';

// A pull request whose conftest.py hunts for the job's token while the test
// agent's pytest loads it, in the built action: in the action's own
// environment under /proc, in its own environment, in the checkout's
// .git/config, on the network. Nothing it writes leaves the sandbox, so it
// speaks the one way it can: if it finds anything, pytest cannot even
// collect the tests, and the test agent's tests do not pass.

const TOKEN = 'test-token';

function conftest(gitConfig: string, port: number): string {
  return `import glob, json, os, socket
seen = {"environ": [], "env": [], "read": {}, "network": None, "processes": 0}
for path in glob.glob("/proc/[0-9]*/environ"):
    seen["processes"] += 1
    try:
        with open(path, "rb") as handle:
            if b"${TOKEN}" in handle.read():
                seen["environ"].append(path)
    except OSError:
        pass
seen["env"] = sorted(k for k, v in os.environ.items() if "${TOKEN}" in v or "TOKEN" in k)
for target in (${JSON.stringify(gitConfig)},):
    try:
        with open(target) as handle:
            seen["read"][target] = "${TOKEN}" in handle.read()
    except OSError as error:
        seen["read"][target] = type(error).__name__
try:
    socket.create_connection(("127.0.0.1", ${port}), timeout=2).close()
    seen["network"] = "connected"
except OSError as error:
    seen["network"] = type(error).__name__
leaked = seen["environ"] or seen["env"] or True in seen["read"].values() or seen["network"] == "connected"
if leaked or seen["processes"] >= 5:
    raise RuntimeError("LEAKED " + json.dumps(seen))
`;
}

describe('a conftest.py that hunts for the token, run by the test agent', () => {
  let pr: ActionHarness;
  let server: Server;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections++;
      socket.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    pr = await createActionHarness(
      { 'pkg/__init__.py': '', 'pkg/double.py': 'def double(x):\n    return x + x\n' },
      {
        'pkg/double.py':
          'def double(x):\n    """Double x.\n\n    >>> double(3)\n    6\n    """\n    return 2 * x\n',
      },
    );
    // The checkout as actions/checkout leaves it without persist-credentials: false.
    gitIn(
      pr.checkout,
      'config',
      'http.https://github.com/.extraheader',
      `AUTHORIZATION: basic ${TOKEN}`,
    );
    pr.push({
      'conftest.py': conftest(
        join(pr.checkout, '.git', 'config'),
        (server.address() as AddressInfo).port,
      ),
    });
  });
  afterAll(() => {
    server.close();
    pr.dispose();
  });

  it('finds no token anywhere and reaches nothing, and the token reaches no output', async () => {
    const result = await pr.run({ inputs: { operations: 'test' } });

    expect(result.code).toBe(0);
    const report = JSON.parse(
      readFileSync(join(result.outputs['report-path'] as string, 'report.json'), 'utf8'),
    ) as { nodes: { ops: { op: string; status: string; summary: string; diff: string }[] }[] };
    const test = report.nodes.flatMap((n) => n.ops).find((o) => o.diff.includes('test_double'));
    // The conftest stayed quiet: pytest ran the generated test, and it passed.
    expect(test, JSON.stringify(test)).toMatchObject({ op: 'test', status: 'succeeded' });
    expect(test?.diff).toContain('+++ b/tests/test_double.py');
    expect(JSON.stringify(report)).not.toContain('LEAKED');
    expect(connections).toBe(0);
    const published = [
      result.summary,
      ...pr.github.state.reviews.map((r) => r.body),
      ...pr.github.state.comments.map((c) => c.body),
    ].join('\n');
    expect(published).not.toContain(TOKEN);
  });
});
