import { existsSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tryConfinementAvailable } from '../src/adapters/process/command-sandbox.js';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli/run-cli.js';
import { GitRepo } from './support/git-repo.js';
import { call, MODEL_URL, scriptModel } from './support/model-script.js';
import { interceptNetwork } from './support/network.js';

const AGENT = `name: probe_agent
node_types: [function]
initial_context:
  system_prompt: Probe.
  node_context: "{{ full_name }}"
tools:
  - name: read_file
    description: Read a file of the workspace.
    parameters: { type: object, properties: { path: { type: string } }, required: [path], additionalProperties: false }
    handler: builtin:workspace.read_file
  - name: run_probe
    description: Runs the repository's probe script.
    parameters: { type: object, properties: {}, additionalProperties: false }
    command: [python3, "{agent_dir}/probe.py"]
  - name: submit_result
    description: Done.
    parameters: { type: object, properties: { summary: { type: string } }, required: [summary], additionalProperties: false }
`;

// Prints the environment it sees and writes a file beside the code.
// It also tries to write outside its copy, and says where HOME and the temp folder are.
const ESCAPE = join(mkdtempSync(join(tmpdir(), 'remora-escape-')), 'escaped.txt');
const PROBE = `import json, os, sys, tempfile
args = json.load(sys.stdin)
with open("generated.txt", "w") as handle:
    handle.write("made by the tool\\n")
escapes = {}
for target in ("../../outside.txt", ${JSON.stringify(ESCAPE)}):
    try:
        with open(target, "w") as handle:
            handle.write("escaped\\n")
        escapes[target] = "written"
    except OSError as error:
        escapes[target] = type(error).__name__
print(json.dumps({"env": sorted(os.environ), "cwd_is_repo": os.path.exists("app.py"),
                  "home": os.environ.get("HOME"), "tmp": tempfile.gettempdir(), "escapes": escapes}))
`;

const SECRETS = {
  GITHUB_TOKEN: 'ghs_planted',
  REMORA_API_KEY: 'sk-planted',
  AWS_SECRET_ACCESS_KEY: 'aws-planted',
  INPUT_GITHUB_TOKEN: 'ghs_input',
};

describe('safety: confined paths and scrubbed subprocesses', () => {
  let repo: GitRepo;
  beforeAll(() => {
    interceptNetwork();
    repo = new GitRepo();
    repo.write('app.py', 'def main():\n    return 1\n');
    repo.write('.remora/agents/probe/probe_subagent.yaml', AGENT);
    repo.write('.remora/agents/probe/probe.py', PROBE);
    symlinkSync('/etc/hostname', `${repo.dir}/link-out.txt`);
    repo.commit('base');
    repo.write('app.py', 'def main():\n    return 2\n');
    repo.commit('head');
  });
  afterAll(() => repo.dispose());
  afterEach(() => nock.cleanAll());

  it('refuses tool paths that leave the workspace, and gives a command tool no secret', async () => {
    const { requests, scope } = scriptModel([
      call('read_file', { path: '../outside.txt' }),
      call('read_file', { path: '/etc/passwd' }),
      call('read_file', { path: 'link-out.txt' }),
      call('read_file', { path: 'app.py' }),
      call('run_probe'),
      call('submit_result', { summary: 'probed' }),
    ]);
    let stdout = '';
    const code = await runCli(
      ['review', '--base', 'HEAD~1', '--server', MODEL_URL, '--ops', 'probe', '--format', 'json'],
      {
        cwd: repo.dir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, ...SECRETS },
        stdout: (text) => (stdout += text),
        stderr: () => {},
      },
    );
    expect(code).toBe(0);
    expect(scope.isDone()).toBe(true);
    const toolResults = (requests.at(-1)?.messages as { role: string; content: string }[])
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content) as Record<string, unknown>);
    expect(toolResults[0]).toMatchObject({ code: 'TOOL_001' });
    expect(String(toolResults[0]?.error)).toMatch(/\.\./);
    expect(toolResults[1]).toMatchObject({ code: 'TOOL_001' });
    expect(toolResults[2]).toMatchObject({ code: 'TOOL_001' });
    expect(toolResults[3]).toEqual({ path: 'app.py', content: 'def main():\n    return 2\n' });
    const probe = toolResults[4] as {
      env: string[];
      cwd_is_repo: boolean;
      home: string;
      tmp: string;
      escapes: Record<string, string>;
    };
    expect(probe, JSON.stringify(probe)).toMatchObject({ cwd_is_repo: true });
    // A private HOME and temp folder, never the user's.
    expect(probe.home).not.toBe(process.env.HOME);
    expect(probe.home).toMatch(/remora-tool-/);
    expect(probe.tmp).toMatch(/remora-tool-/);
    if (await tryConfinementAvailable()) {
      // Everything outside its copy is read-only: the writes out were refused.
      expect(probe.escapes).toEqual({ '../../outside.txt': 'OSError', [ESCAPE]: 'OSError' });
      expect(existsSync(ESCAPE)).toBe(false);
    } else {
      // Where the kernel allows no confinement, writes out are not taken as changes, at least.
      expect(probe.escapes[ESCAPE]).toBe('written');
    }
    for (const name of Object.keys(SECRETS)) expect(probe.env).not.toContain(name);
    expect(JSON.stringify(requests)).not.toMatch(/planted|ghs_input/);
    // The tool's write landed in the workspace, not in the checkout.
    const review = JSON.parse(stdout) as { nodes: { ops: { status: string; diff: string }[] }[] };
    expect(review.nodes[0]?.ops[0]?.status).toBe('succeeded');
    expect(review.nodes[0]?.ops[0]?.diff).toContain(
      '+++ b/generated.txt\n@@ -0,0 +1 @@\n+made by the tool\n',
    );
    expect(() => repo.git('cat-file', '-e', 'HEAD:generated.txt')).toThrow();
    expect(repo.git('status', '--porcelain', '--untracked-files=all')).toBe('');
  });
});
