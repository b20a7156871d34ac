import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBus } from '../../src/core/events/event-bus.js';
import { loadRunSettings, prepareRun } from '../../src/pipeline/prepare.js';
import { CleanupStack } from '../../src/pipeline/session.js';

// prepareRun takes what the entry point chose (the backend) and hands back
// what it found (an agent that did not load) as data: the entry point says
// it, and nothing calls back into it.

describe('prepareRun', () => {
  const project = mkdtempSync(join(tmpdir(), 'remora-prepare-'));

  beforeAll(() => {
    mkdirSync(join(project, '.remora', 'agents', 'lint'), { recursive: true });
    writeFileSync(
      join(project, '.remora', 'agents', 'lint', 'lint_subagent.yaml'),
      'name: [broken\n',
    );
    writeFileSync(join(project, 'shapes.py'), 'def area(w, h):\n    return w * h\n');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it('returns each chosen op whose agent did not load, and runs on the backend it was given', async () => {
    const settings = await loadRunSettings(project, {});
    const cleanups = new CleanupStack();
    try {
      const prepared = await prepareRun({
        settings,
        requestedOps: ['lint', 'docstring'],
        backend: { backend: { kind: 'builtin' } },
        tree: { folder: project },
        events: new EventBus(),
        processEnv: {},
        allowExecute: false,
        cleanups,
      });

      expect(prepared.ops).toEqual(['lint', 'docstring']);
      expect(prepared.brokenAgents.map(([op, problem]) => [op, problem.code])).toEqual([
        ['lint', 'AGENT_001'],
      ]);
      expect(prepared.backend).toEqual({ kind: 'builtin' });
      expect(prepared.noSandbox).toBeUndefined();
    } finally {
      await cleanups.run();
    }
  });
});
