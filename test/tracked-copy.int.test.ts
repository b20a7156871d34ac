import { existsSync } from 'node:fs';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import { GitRepo } from './support/git-repo.js';
import { call, MODEL_URL, scriptModel } from './support/model-script.js';
import { interceptNetwork } from './support/network.js';

const AGENT = `name: pytest_agent
node_types: [function]
initial_context:
  system_prompt: Runs the tests.
  node_context: "{{ full_name }}"
tools:
  - name: run_pytest
    description: Runs pytest on the workspace.
    parameters: { type: object, properties: {}, additionalProperties: false }
    command: [python3, "{agent_dir}/run_pytest.py"]
  - name: read_file
    description: Read a file of the workspace.
    parameters: { type: object, properties: { path: { type: string } }, required: [path], additionalProperties: false }
    handler: builtin:workspace.read_file
  - name: submit_result
    description: Done.
    parameters: { type: object, properties: { summary: { type: string } }, required: [summary], additionalProperties: false }
`;

// Runs real pytest in the copy the tool is given, and hands back its output.
const RUN_PYTEST = `import json, subprocess, sys
json.load(sys.stdin)
done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-s", "-p", "no:cacheprovider"],
                      capture_output=True, text=True)
print(json.dumps({"output": done.stdout + done.stderr}))
`;

// The pull request's conftest.py: it looks, relative to its copy, for what an
// earlier workflow step leaves in the checkout, and publishes whatever it finds
// in its output and in a file Remora reads back into the workspace.
const CONFTEST = `import os
found = []
for name in ("gha-creds-1234.json", ".env", "cloud/credentials"):
    if os.path.exists(name):
        with open(name) as handle:
            found.append(name + "=" + handle.read())
print("CONFTEST RAN", found)
with open("published.txt", "w") as handle:
    handle.write("ran\\n" + "".join(found))
`;

describe('copies for code from the repository hold only the files git tracks', () => {
  let repo: GitRepo;
  beforeAll(() => {
    interceptNetwork();
    repo = new GitRepo();
    repo.write('.gitignore', 'gha-creds-*.json\n');
    repo.write('app.py', 'def main():\n    return 1\n');
    repo.write('test_app.py', 'from app import main\n\ndef test_main():\n    assert main()\n');
    repo.write('conftest.py', CONFTEST);
    repo.write('.remora/agents/pytest/pytest_subagent.yaml', AGENT);
    repo.write('.remora/agents/pytest/run_pytest.py', RUN_PYTEST);
    repo.commit('base');
    repo.write('app.py', 'def main():\n    return 2\n');
    repo.commit('head');
    // What google-github-actions/auth and other workflow steps leave in the checkout:
    // an ignored credential file, an untracked .env, a folder of cloud configuration.
    repo.write('gha-creds-1234.json', '{"private_key": "planted-key"}\n');
    repo.write('.env', 'TOKEN=planted-env\n');
    repo.write('cloud/credentials', 'planted-cloud\n');
  });
  afterAll(() => repo.dispose());
  afterEach(() => nock.cleanAll());

  it("runs a pull request's conftest.py where the workflow's credential files are not there", async () => {
    const { requests, scope } = scriptModel([
      call('run_pytest'),
      call('submit_result', { summary: 'ran' }),
    ]);
    let stdout = '';
    const code = await runCli(
      ['review', '--base', 'HEAD~1', '--server', MODEL_URL, '--ops', 'pytest', '--format', 'json'],
      {
        cwd: repo.dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdout: (text) => (stdout += text),
        stderr: (text) => process.stderr.write(text),
      },
    );
    expect(code).toBe(0);
    expect(scope.isDone()).toBe(true);
    const toolResult = (requests.at(-1)?.messages as { role: string; content: string }[]).find(
      (m) => m.role === 'tool',
    );
    // The conftest ran, in a copy of the commit's own files.
    expect(toolResult?.content).toContain('CONFTEST RAN []');
    expect(toolResult?.content).toContain('1 passed');
    const review = JSON.parse(stdout) as { nodes: { ops: { status: string; diff: string }[] }[] };
    expect(review.nodes[0]?.ops[0]?.status).toBe('succeeded');
    // Its write came back into the workspace, with nothing of the credentials in it,
    // and no untracked file of the checkout shows as deleted.
    expect(review.nodes[0]?.ops[0]?.diff).toBe(
      'diff --git a/published.txt b/published.txt\nnew file mode 100644\n--- /dev/null\n+++ b/published.txt\n@@ -0,0 +1 @@\n+ran\n',
    );
    expect(`${stdout}${JSON.stringify(requests)}`).not.toMatch(/planted/);
    // The checkout keeps its files as they were.
    expect(existsSync(`${repo.dir}/gha-creds-1234.json`)).toBe(true);
    expect(existsSync(`${repo.dir}/published.txt`)).toBe(false);
  });

  it('gives an agent no file the workspace does not track, whatever the model asks for', async () => {
    // A model steered by the pull request's text asks for the workflow's files by name.
    const { requests, scope } = scriptModel([
      call('read_file', { path: '.env' }),
      call('read_file', { path: 'gha-creds-1234.json' }),
      call('read_file', { path: 'app.py' }),
      call('submit_result', { summary: 'read' }),
    ]);
    let stdout = '';
    const code = await runCli(
      ['review', '--base', 'HEAD~1', '--server', MODEL_URL, '--ops', 'pytest', '--format', 'json'],
      {
        cwd: repo.dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdout: (text) => (stdout += text),
        stderr: (text) => process.stderr.write(text),
      },
    );
    expect(code).toBe(0);
    expect(scope.isDone()).toBe(true);
    const results = (requests.at(-1)?.messages as { role: string; content: string }[])
      .filter((m) => m.role === 'tool')
      .map((m) => m.content);
    expect(results[0]).toContain('no file .env in this workspace');
    expect(results[1]).toContain('no file gha-creds-1234.json in this workspace');
    // A file of the commit is read as ever.
    expect(results[2]).toContain('return 2');
    expect(`${stdout}${JSON.stringify(requests)}`).not.toMatch(/planted/);
  });
});
