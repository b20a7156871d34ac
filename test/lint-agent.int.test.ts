import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAgents } from '../src/ops/agent-files.js';
import {
  createInProcessDiscoverer,
  type Discoverer,
} from '../src/adapters/tree-sitter/in-process-discoverer.js';
import { createDirectorySource } from '../src/adapters/files/workspace-files.js';
import { loadConfig } from '../src/config/config.js';
import { REMORA_DEFAULT_SETTINGS } from '../src/languages/python/lint/ruff-config.js';
import { EventBus } from '../src/core/events/event-bus.js';
import { ownLineRanges } from '../src/core/node-lines.js';
import type { CSTNode } from '../src/core/nodes.js';
import { WorkspaceOverlay } from '../src/core/workspace/overlay.js';
import { createReviewEnv } from '../src/pipeline/review-env.js';
import { runOperation, type OperationEnv } from '../src/pipeline/run-operation.js';
import {
  discoverFixtures,
  fixtureNames,
  readFixture,
  referenceFixpoint,
} from './languages/python/lint/ruff-reference.js';
import { unparsable } from './support/python-parse.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'lint');

let env: OperationEnv;
let dispose: () => void;
let discoverer: Discoverer;
let nodesByFixture: Map<string, CSTNode[]>;
let emptyRoot: string;

beforeAll(async () => {
  emptyRoot = mkdtempSync(join(tmpdir(), 'remora-lint-agent-'));
  discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 20 });
  const review = createReviewEnv({
    stableRoot: fixtures,
    stable: createDirectorySource(fixtures),
    config: (await loadConfig(emptyRoot, {})).config,
    agents: (await loadAgents()).agents,
    processEnv: {},
    backend: { kind: 'builtin' },
    events: new EventBus(),
    allowExecute: false,
    discoverer,
  });
  env = review.env;
  dispose = review.dispose;
  nodesByFixture = await discoverFixtures();
});

afterAll(async () => {
  dispose();
  await discoverer.close();
  rmSync(emptyRoot, { recursive: true, force: true });
});

/** The lines outside the ranges, which must come through unchanged. */
function outside(
  text: string,
  ranges: { start: number; end: number }[],
  lineDelta: number,
): string[] {
  const lines = text.split('\n');
  const last = ranges.at(-1)?.end ?? 0;
  return [...lines.slice(0, (ranges[0]?.start ?? 1) - 1), '---', ...lines.slice(last + lineDelta)];
}

describe('the built-in lint policy through the runner loop and tools', () => {
  it.each(fixtureNames.filter((name) => name !== 'syntax_error.py'))(
    '%s: equals Ruff safe edits to a fixpoint, node by node',
    async (name) => {
      const source = readFixture(name);
      const nodes = nodesByFixture.get(name) ?? [];
      let compared = 0;
      // Every node's result, for Python to parse at the end in one go.
      const results: [string, string][] = [];
      for (const node of nodes) {
        const workspace = WorkspaceOverlay.create(
          `lint-${node.node_id}`,
          createDirectorySource(fixtures),
        );
        const result = await runOperation(env, 'lint', node, workspace);
        expect(result.status, `${name} ${node.full_name}: ${result.error?.message}`).toBe(
          'succeeded',
        );
        const after = (await workspace.readFile(name)) ?? '';
        const ranges = ownLineRanges(node, nodes);
        const delta = after.split('\n').length - source.split('\n').length;
        expect(outside(after, ranges, delta), `${name} ${node.full_name}`).toEqual(
          outside(source, ranges, 0),
        );
        results.push([
          `${name} ${node.full_name} (lines ${node.start_line}-${node.end_line})`,
          after,
        ]);
        if (ranges.length === 1 && ranges[0]) {
          expect(after, `${name} ${node.full_name}`).toBe(
            referenceFixpoint(
              REMORA_DEFAULT_SETTINGS,
              source,
              name,
              ranges[0].start,
              ranges[0].end,
            ),
          );
          compared++;
        }
      }
      expect(unparsable(results)).toEqual([]);
      expect(compared).toBeGreaterThan(0);
    },
  );
});
