import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDirectorySource } from '../../src/adapters/files/workspace-files.js';
import { createGit } from '../../src/adapters/git/git.js';
import { EventBus, type RemoraEvent } from '../../src/core/events/event-bus.js';
import { WorkspaceOverlay } from '../../src/core/workspace/overlay.js';
import { applyReview, prepareApply } from '../../src/pipeline/apply.js';
import type { ReviewReport } from '../../src/pipeline/review.js';
import { CleanupStack } from '../../src/pipeline/session.js';
import { GitRepo } from '../support/git-repo.js';

const APP = 'def one():\n    return 1\n\n\ndef two():\n    return 2\n';

describe('--apply with a conflict', () => {
  const repo = new GitRepo();
  const cleanups = new CleanupStack();
  afterAll(async () => {
    await cleanups.run();
    repo.dispose();
  });

  it('writes the first workspace, leaves the second out whole, and says both as events', async () => {
    repo.write('app.py', APP);
    repo.write('README.md', '# App\n');
    repo.commit('app');
    const git = await createGit(repo.dir);
    const target = await prepareApply(git, await git.resolveCommit('HEAD'), cleanups);
    const tree = { root: repo.dir, source: createDirectorySource(repo.dir) };
    const lint = WorkspaceOverlay.create('lint-one', tree.source);
    const docstring = WorkspaceOverlay.create('docstring-one', tree.source);
    await lint.writeFile('app.py', APP.replace('return 1', 'return 10'));
    await docstring.writeFile('app.py', APP.replace('return 1', 'return 11'));
    await docstring.writeFile('README.md', '# App, documented\n');
    for (const workspace of [lint, docstring]) workspace.transition('reviewing');
    const op = (name: string, workspace: WorkspaceOverlay) => ({
      op: name,
      node_id: 'one',
      workspace_id: workspace.id,
      workspace,
      status: 'succeeded' as const,
      summary: '',
      diff: '',
      turns: 1,
      ms: 1,
      findings: [],
    });
    const report = {
      backend: 'builtin',
      ops: ['lint', 'docstring'],
      graph: { ops: ['lint', 'docstring'], dependsOn: new Map() },
      nodes: [{ ops: [op('lint', lint), op('docstring', docstring)] }],
      ms: 1,
    } as unknown as ReviewReport;
    const events: RemoraEvent[] = [];
    const bus = new EventBus();
    bus.on('workspace:*', (event) => events.push(event));
    const said: string[] = [];
    await applyReview(report, tree, target, (line) => said.push(line), bus);
    expect(readFileSync(join(repo.dir, 'app.py'), 'utf8')).toBe(
      APP.replace('return 1', 'return 10'),
    );
    // The left-out workspace's other file is not written either: byte for byte as before.
    expect(readFileSync(join(repo.dir, 'README.md'), 'utf8')).toBe('# App\n');
    // The workspace left out is told first, before anything is written or reported.
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      [
        'workspace:conflict',
        expect.objectContaining({
          workspace_id: 'docstring-one',
          target: 'checkout',
          files: ['README.md', 'app.py'],
          path: 'app.py',
          code: 'WORK_001',
        }),
      ],
      ['workspace:merged', { workspace_id: 'lint-one', target: 'checkout', files: ['app.py'] }],
    ]);
    expect(said).toEqual([
      expect.stringMatching(/^warning WORK_001: app\.py: .* docstring-one was left out whole/),
      'applied 1 file from 1 workspace',
    ]);
  });
});
