import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DIST = join(import.meta.dirname, '..', '..', 'dist');

/**
 * A copy of the committed bundle in a folder of its own, far from this
 * repository's node_modules: what a runner has when it runs the action. A
 * module the bundle failed to include fails here instead of resolving quietly.
 */
export function isolatedBundle(): { index: string; cli: string; dispose(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'remora-bundle-copy-'));
  cpSync(DIST, join(dir, 'dist'), { recursive: true });
  return {
    index: join(dir, 'dist', 'index.js'),
    cli: join(dir, 'dist', 'cli.js'),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
