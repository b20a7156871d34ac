/** An op as the build's generators see it (scripts/op-manifest.mjs). */
export interface ManifestOp {
  name: string;
  agent: string;
  needsModel: boolean;
  enabledByDefault: boolean;
}

export const BASE_MODEL: string;
export function agentModels(opsDir: string): Map<string, string>;
export function adapterNames(
  ops: readonly ManifestOp[],
  models: ReadonlyMap<string, string>,
): string[];
export const RENDERERS: Record<string, (text: string, adapters: readonly string[]) => string>;
export function serverConfigFiles(
  serverDir: string,
  adapters: readonly string[],
): Record<string, string>;
export function repositoryAdapters(repoRoot?: string): string[];
export function writeServerConfig(repoRoot?: string, options?: { check?: boolean }): string[];
