import type { OpManifest } from '../op-module.js';

/** lint: Ruff's safe fixes on the node's own lines, one at a time. */
export const manifest: OpManifest = {
  name: 'lint',
  agent: 'lint_agent',
  enabledByDefault: true,
};
