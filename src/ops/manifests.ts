import { BUNDLED_MANIFESTS } from './bundled-manifests.js';
import type { OpManifest } from './op-module.js';

/**
 * The ops by name, as far as reading remora.yaml needs to know them: their
 * settings and defaults, not their code. An {@link OpRegistry} is one too.
 */
export interface OpManifests {
  ops: ReadonlyMap<string, OpManifest>;
}

/** The manifests of the ops that ship with Remora, loaded without any op's tools or policy. */
export const BUILTIN_MANIFESTS: OpManifests = {
  ops: new Map(BUNDLED_MANIFESTS.map((manifest) => [manifest.name, manifest])),
};
