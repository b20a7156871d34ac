import { firstPartyModules, RUFF_DEFAULT_SRC } from './first-party.js';
import { createRuffResolver, type RuffResolution } from './ruff-config.js';
import type { RuffSettings } from './ruff-types.js';
import type { LinterHost } from '../../../ops/op-module.js';

/** The Ruff settings that govern each file of a tree, each configuration read once. */
export type RuffSettingsOf = (filePath: string) => Promise<RuffResolution>;

/** Reads the Ruff settings of the tree's files as Ruff would, with its first-party modules. */
export function createRuffSettings(host: LinterHost): RuffSettingsOf {
  const resolver = createRuffResolver(host.stable);
  const resolutions = new Map<string, Promise<RuffResolution>>();
  return (path) => {
    let resolution = resolutions.get(path);
    if (!resolution) {
      resolution = resolver.settingsFor(path).then(async ({ settings, origin }) => ({
        settings: withFirstParty(settings, await host.listFiles()),
        origin,
      }));
      resolutions.set(path, resolution);
    }
    return resolution;
  };
}

/** Adds the repository's first-party modules, found in the settings' `src` folders of the stable tree. */
function withFirstParty(settings: RuffSettings, files: readonly string[]): RuffSettings {
  const firstParty = firstPartyModules(files, settings.src ?? RUFF_DEFAULT_SRC);
  return { ...settings, firstParty };
}
