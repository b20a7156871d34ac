import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDirectorySource } from '../../../src/adapters/files/workspace-files.js';
import {
  createInProcessDiscoverer,
  type Discoverer,
} from '../../../src/adapters/tree-sitter/in-process-discoverer.js';
import { listTreeFiles } from '../../../src/adapters/files/workspace-tree.js';
import { loadConfig } from '../../../src/config/config.js';
import { EventBus } from '../../../src/core/events/event-bus.js';
import { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';
import { loadAgents } from '../../../src/ops/agent-files.js';
import type { AgentDefinition } from '../../../src/core/agents/definition.js';
import type { RemoraConfig } from '../../../src/config/config.js';
import { createReviewEnv } from '../../../src/pipeline/review-env.js';
import { runOperation } from '../../../src/pipeline/run-operation.js';

// Subsets of real projects whose CI gates on `ruff check` (test/fixtures/ruff-projects/*/NOTICE.md):
// at those commits Ruff reports nothing on their files, so neither may Remora; a defect planted in
// one is reported exactly as Ruff reports it, at the file's real path, with the project's
// configuration: or not at all, where that configuration says so.

const PROJECTS = join(import.meta.dirname, '..', '..', 'fixtures', 'ruff-projects');

interface Plant {
  project: string;
  file: string;
  /** The planted line goes after this line (1-based), whose text is `after`. */
  line: number;
  after: string;
  text: string;
  /** What `ruff check` reports on the planted file: `CODE@line`. */
  ruff: string[];
  why: string;
}

const PLANTS: Plant[] = [
  {
    project: 'httpx',
    file: 'httpx/_status_codes.py',
    line: 35,
    after: '    def __str__(self) -> str:',
    text: '        import os',
    ruff: ['F401@36'],
    why: 'an unused import',
  },
  {
    project: 'httpx',
    file: 'httpx/_status_codes.py',
    line: 35,
    after: '    def __str__(self) -> str:',
    text: '        _ = undefined_name',
    ruff: ['F821@36'],
    why: 'an undefined name',
  },
  {
    project: 'httpx',
    file: 'httpx/_status_codes.py',
    line: 4,
    after: '',
    text: 'from ._unknown import *\n',
    ruff: ['F403@5'],
    why: 'a star import outside __init__.py',
  },
  {
    project: 'httpx',
    file: 'httpx/__init__.py',
    line: 11,
    after: 'from ._types import *',
    text: 'from ._unknown import *',
    ruff: [],
    why: 'a star import in __init__.py, where per-file-ignores ignore F403',
  },
  {
    project: 'click',
    file: 'src/click/globals.py',
    line: 50,
    after: '    """Removes the top level from the stack."""',
    text: '    import os',
    ruff: ['F401@51'],
    why: 'an unused import',
  },
  {
    project: 'click',
    file: 'examples/colors/colors.py',
    line: 1,
    after: 'import click',
    text: 'import os',
    ruff: [],
    why: 'an unused import in a folder extend-exclude leaves out',
  },
  {
    project: 'attrs',
    file: 'tests/test_filters.py',
    line: 29,
    after: '        """',
    text: '        undefined_name()',
    ruff: ['F821@30'],
    why: 'an undefined name in a test',
  },
  {
    project: 'attrs',
    file: 'tests/test_filters.py',
    line: 29,
    after: '        """',
    text: '        with pytest.raises(Exception):\n            pass',
    ruff: [],
    why: 'a broad pytest.raises in a test, where per-file-ignores ignore PT011',
  },
  {
    project: 'attrs',
    file: 'src/attr/__init__.py',
    line: 73,
    after: '    "mutable",',
    text: '    "not_defined",',
    ruff: [],
    why: 'an undefined name in __all__ of an __init__.py, which Ruff does not report there',
  },
  {
    project: 'ruff',
    file: 'python/py-fuzzer/fuzz.py',
    line: 97,
    after: '    """Return `True` if the code triggers an error."""',
    text: '    import os',
    ruff: ['F401@98'],
    why: 'an unused import under a nested pyproject.toml of its own',
  },
  {
    project: 'ruff',
    file: 'scripts/generate_known_standard_library.py',
    line: 90,
    after: '        f.write(")")',
    text: '        f.write(undefined_name)',
    ruff: ['F821@91'],
    why: 'an undefined name under the root configuration',
  },
];

let discoverer: Discoverer;
let config: RemoraConfig;
let agents: ReadonlyMap<string, AgentDefinition>;
const roots: string[] = [];
const disposers: (() => void)[] = [];

beforeAll(async () => {
  discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 20 });
  const empty = mkdtempSync(join(tmpdir(), 'remora-ruff-projects-'));
  roots.push(empty);
  config = (await loadConfig(empty, {})).config;
  agents = (await loadAgents()).agents;
});

afterAll(async () => {
  for (const dispose of disposers) dispose();
  await discoverer.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function copyProject(project: string): string {
  const root = mkdtempSync(join(tmpdir(), `remora-${project}-`));
  roots.push(root);
  cpSync(join(PROJECTS, project), root, { recursive: true });
  return root;
}

function reviewEnv(root: string) {
  const review = createReviewEnv({
    stableRoot: root,
    stable: createDirectorySource(root),
    config,
    agents,
    processEnv: {},
    backend: { kind: 'builtin' },
    events: new EventBus(),
    allowExecute: false,
    discoverer,
  });
  disposers.push(review.dispose);
  return review.env;
}

async function pythonFiles(root: string): Promise<string[]> {
  return (await listTreeFiles(root))
    .filter((entry) => entry.kind === 'file' && entry.path.endsWith('.py'))
    .map((entry) => entry.path)
    .sort();
}

describe("the lint op on real projects equals Ruff with the project's configuration", () => {
  it.each(['httpx', 'click', 'attrs', 'ruff'])(
    '%s: nothing on files the project keeps clean with Ruff',
    async (project) => {
      const root = copyProject(project);
      const env = reviewEnv(root);
      const files = await pythonFiles(root);
      expect(files.length).toBeGreaterThan(1);
      for (const path of files) {
        const linter = (await env.services.linter(path))!;
        const findings = await linter.check(readFileSync(join(root, path), 'utf8'), path);
        expect(findings.map((f) => `${path}:${f.start.line}: ${f.code}`)).toEqual([]);
      }
    },
  );

  it.each(PLANTS.map((plant) => [`${plant.project} ${plant.file}: ${plant.why}`, plant] as const))(
    '%s',
    async (_, plant) => {
      const root = copyProject(plant.project);
      const lines = readFileSync(join(root, plant.file), 'utf8').split('\n');
      expect(lines[plant.line - 1]).toBe(plant.after);
      lines.splice(plant.line, 0, plant.text);
      const planted = lines.join('\n');
      writeFileSync(join(root, plant.file), planted);
      const env = reviewEnv(root);

      // The whole file, as `ruff check` sees it.
      const linter = (await env.services.linter(plant.file))!;
      const whole = (await linter.check(planted, plant.file)).map(
        (f) => `${f.code}@${f.start.line}`,
      );
      expect(whole).toEqual(plant.ruff);

      // The lint op on the node the planted line is in, restricted to that changed line.
      const [found] = await discoverer.discover([
        { file_path: plant.file, bytes: new TextEncoder().encode(planted) },
      ]);
      const at = plant.line + 1;
      const node = (found?.nodes ?? [])
        .filter((n) => n.start_line <= at && at <= n.end_line)
        .sort((a, b) => a.end_line - a.start_line - (b.end_line - b.start_line))[0];
      expect(node).toBeDefined();
      const workspace = WorkspaceOverlay.create(
        `lint-${node!.node_id}`,
        createDirectorySource(root),
      );
      const result = await runOperation(env, 'lint', node!, workspace, {
        changed_lines: [{ start: at, end: at }],
      });
      expect(result.status, result.error?.message).toBe('succeeded');
      const after = (await workspace.readFile(plant.file)) ?? '';
      const fixed = after === planted ? [] : plant.ruff;
      const reported = result.findings.map((f) => `${f.rule}@${f.start_line}`);
      // Each of Ruff's findings is either fixed (the planted line is gone) or reported; nothing else.
      expect([...fixed, ...reported].sort()).toEqual([...plant.ruff].sort());
      if (fixed.length > 0) expect(after).toBe(planted.replace(`${plant.text}\n`, ''));
    },
  );

  it('acts only on the lines the change touched, as Ruff restricted to them would', async () => {
    const root = copyProject('httpx');
    const file = 'httpx/_status_codes.py';
    const lines = readFileSync(join(root, file), 'utf8').split('\n');
    // Line 36 was already there (unchanged), line 37 is what the pull request added.
    lines.splice(35, 0, '        import os', '        import sys', '        _ = undefined_name');
    const planted = lines.join('\n');
    writeFileSync(join(root, file), planted);
    const env = reviewEnv(root);
    const linter = (await env.services.linter(file))!;
    expect((await linter.check(planted, file)).map((f) => `${f.code}@${f.start.line}`)).toEqual([
      'F401@36',
      'F401@37',
      'F821@38',
    ]);
    const [found] = await discoverer.discover([
      { file_path: file, bytes: new TextEncoder().encode(planted) },
    ]);
    const node = found?.nodes.find((n) => n.full_name === 'codes.__str__');
    expect(node).toBeDefined();
    const workspace = WorkspaceOverlay.create(`lint-${node!.node_id}`, createDirectorySource(root));
    const changed = [{ start: 37, end: 38 }];
    const result = await runOperation(env, 'lint', node!, workspace, { changed_lines: changed });
    expect(result.status, result.error?.message).toBe('succeeded');
    const after = (await workspace.readFile(file)) ?? '';
    // The changed line's unused import is fixed; the unchanged line's is left alone.
    expect(after).toBe(planted.replace('        import sys\n', ''));
    // The undefined name moved up a line in the workspace; it is reported at its line in the
    // reviewed commit, where the diff has it.
    expect(result.findings.map((f) => `${f.rule}@${f.start_line}`)).toEqual(['F821@38']);
  });
});
