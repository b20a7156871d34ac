import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestsIndexSource, opFolders, opsIndexSource } from '../../scripts/ops-index.mjs';
import { EventBus } from '../../src/core/events/event-bus.js';
import type { OpModule } from '../../src/ops/op-module.js';
import { createOpRegistry } from '../../src/ops/registry.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';
import { loadRunSettings, prepareRun } from '../../src/pipeline/prepare.js';
import { CleanupStack } from '../../src/pipeline/session.js';

// Adding an op is adding its folder: the build lists the op folders into the
// registry's source, so a folder holding an op.ts is picked up with no other
// file of src/ changed. This runs the build's own listing over src/ops plus
// a fixture op folder, and reviews a project with the fifth op it yields.

const ROOT = join(import.meta.dirname, '..', '..');
const ECHO = join(ROOT, 'test', 'fixtures', 'ops', 'echo');
const scratch = mkdtempSync(join(ROOT, 'test', 'fixtures', 'ops', 'listing-'));
const project = mkdtempSync(join(tmpdir(), 'remora-fifth-op-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(project, { recursive: true, force: true });
});

async function listedOps(): Promise<readonly OpModule[]> {
  const index = join(scratch, 'bundled-ops.ts');
  writeFileSync(index, opsIndexSource([...opFolders(join(ROOT, 'src', 'ops')), ECHO], index));
  const listed = (await import(index)) as { BUNDLED_OPS: readonly OpModule[] };
  return listed.BUNDLED_OPS;
}

describe('a fifth op folder', () => {
  beforeAll(() => {
    // Its agent YAML beside the bundled ones: here, the project's own agents folder.
    mkdirSync(join(project, '.remora', 'agents', 'echo'), { recursive: true });
    cpSync(
      join(ECHO, 'echo_subagent.yaml'),
      join(project, '.remora', 'agents', 'echo', 'echo_subagent.yaml'),
    );
    writeFileSync(join(project, 'remora.yaml'), 'operations:\n  echo:\n    enabled: true\n');
    writeFileSync(
      join(project, 'shapes.py'),
      'def area(width, height):\n    return width * height\n',
    );
  });

  it('is what the committed listing of src/ops holds, and the registry every op folder on disk', () => {
    const committed = join(ROOT, 'src', 'ops', 'bundled-ops.ts');
    expect(readFileSync(committed, 'utf8')).toBe(
      opsIndexSource(opFolders(join(ROOT, 'src', 'ops')), committed),
    );
    const manifests = join(ROOT, 'src', 'ops', 'bundled-manifests.ts');
    expect(readFileSync(manifests, 'utf8')).toBe(
      manifestsIndexSource(opFolders(join(ROOT, 'src', 'ops')), manifests),
    );
    // Each op folder names its op in its agent's file: an op missing from the registry fails here.
    const onDisk = opFolders(join(ROOT, 'src', 'ops')).flatMap((folder) =>
      readdirSync(folder).flatMap((name) => /^([a-z_]+)_subagent\.yaml$/.exec(name)?.[1] ?? []),
    );
    expect(onDisk).toEqual(expect.arrayContaining(['docstring', 'lint', 'sample_data', 'test']));
    expect([...BUILTIN_REGISTRY.ops.keys()].sort()).toEqual(onDisk.sort());
  });

  it('is listed with the bundled ones and reviews a project through the pipeline', async () => {
    const registry = createOpRegistry(await listedOps());
    expect([...registry.ops.keys()].sort()).toEqual(
      [...BUILTIN_REGISTRY.ops.keys(), 'echo'].sort(),
    );
    expect(registry.tools.has('echo.name_node')).toBe(true);
    expect(registry.policies.has('echo_agent')).toBe(true);

    const settings = await loadRunSettings(project, {}, {}, undefined, registry);
    expect([...settings.problems.values()].map((p) => p.message)).toEqual([]);
    const cleanups = new CleanupStack();
    try {
      const { ops, session, brokenAgents } = await prepareRun({
        settings,
        requestedOps: ['echo'],
        backend: { backend: { kind: 'builtin' } },
        tree: { folder: project },
        events: new EventBus(),
        processEnv: {},
        allowExecute: false,
        cleanups,
        registry,
      });
      expect(ops).toEqual(['echo']);
      expect(brokenAgents).toEqual([]);
      const [found] = await session.discoverer.discover([
        { file_path: 'shapes.py', absolute_path: join(project, 'shapes.py') },
      ]);
      const nodes = (found?.nodes ?? []).map((node) => ({ node }));
      const report = await session.review(nodes);
      const echo = report.nodes.flatMap((n) =>
        n.ops.map((r) => [n.node.full_name, r.status, r.summary]),
      );
      expect(echo).toEqual([
        ['shapes.py', 'skipped', 'echo does not review file nodes'],
        ['area', 'succeeded', 'echo heard area'],
      ]);
    } finally {
      await cleanups.run();
    }
  });

  it('is refused without the listing: the bundled registry knows no echo handler', async () => {
    const settings = await loadRunSettings(project, {}, {}, undefined, BUILTIN_REGISTRY);
    expect(settings.problems.get('echo')?.message).toContain("no built-in tool 'echo.name_node'");
  });
});
