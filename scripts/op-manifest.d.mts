import type { ManifestOp } from './server-config.d.mts';

export function readOpManifest(repoRoot?: string): ManifestOp[];
