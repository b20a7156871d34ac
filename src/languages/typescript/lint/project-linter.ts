import { createTextMemo } from '../../../core/engine/memo.js';
import type { LintFinding, Linter } from '../../../core/lint/types.js';
import type { FileSource } from '../../../core/workspace/file-source.js';
import type { LinterSource } from '../../../ops/op-module.js';
import { createBiomeConfigs, type BiomeConfig } from './biome-config-files.js';
import { createBiomeLinter, type BiomeLinter } from './biome-linter.js';
import { createEslintLinters, type EslintLintersOptions } from './eslint-linter.js';

/** What the project's linters read: the stable tree's files, repository-relative, and where ESLint may run. */
export type ProjectLinterOptions = EslintLintersOptions;

/**
 * The project's own linter for each TypeScript or JavaScript file, as the
 * project runs it: Biome, through its WebAssembly build, where a Biome
 * configuration governs the file; else the project's ESLint, in the sandbox,
 * where its flat configuration does; none where nothing does. One Biome
 * workspace per Biome project (root configuration), each text checked once.
 */
export function createProjectLinter(options: ProjectLinterOptions): LinterSource {
  const configs = createBiomeConfigs(options.stable);
  const eslint = createEslintLinters(options);
  const projects = new Map<string, Promise<BiomeLinter>>();
  const checks = createTextMemo<LintFinding[]>(64);
  const manifestIn = new Map<string, Promise<string | undefined>>();
  /** The `package.json` files in the folders from the file's up to the project's. */
  const manifestsAbove = async (filePath: string, projectFolder: string) => {
    const found = new Map<string, string>();
    for (const folder of foldersBetween(filePath, projectFolder)) {
      const path = folder === '' ? 'package.json' : `${folder}/package.json`;
      let read = manifestIn.get(path);
      if (!read) {
        read = options.stable.readFile(path);
        manifestIn.set(path, read);
      }
      const text = await read;
      if (text !== undefined) found.set(path, text);
    }
    return found;
  };
  const biomeFor = (project: BiomeConfig): Promise<BiomeLinter> => {
    let linter = projects.get(project.folder);
    if (!linter) {
      linter = ignoreFilesOf(options.stable, project).then((ignoreFiles) =>
        createBiomeLinter({ project, ignoreFiles }),
      );
      projects.set(project.folder, linter);
    }
    return linter;
  };
  return {
    async linterFor(filePath): Promise<Linter | undefined> {
      const governance = await configs.governing(filePath);
      if (!governance) return eslint.linterFor(filePath);
      const biome = await biomeFor(governance.project);
      if (governance.nested) biome.addNested(governance.nested);
      biome.addManifests(await manifestsAbove(filePath, governance.project.folder));
      const key = `${governance.project.folder}\0${governance.nested?.folder ?? ''}`;
      return {
        check: (source, file) =>
          checks(`${key}\0${file}\0${source}`, () => biome.check(source, file)),
      };
    },
    async describe(filePath) {
      const governance = await configs.governing(filePath);
      if (!governance) return eslint.describe(filePath);
      const files = [governance.project.file, governance.nested?.file].filter(Boolean);
      const linter = governance.project.configuration.linter as { rules?: unknown } | undefined;
      const rules = linter?.rules
        ? JSON.stringify(linter.rules).slice(0, 600)
        : "Biome's recommended rules";
      return `Biome configuration from ${files.join(' and ')}: rules ${rules}.`;
    },
    dispose() {
      eslint.dispose();
      for (const linter of projects.values())
        void linter.then(
          (l) => l.dispose(),
          () => undefined,
        );
    },
  };
}

/** The ignore files Biome reads beside the project's root configuration when it uses the VCS's. */
async function ignoreFilesOf(
  source: FileSource,
  project: BiomeConfig,
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const vcs = project.configuration.vcs;
  if (typeof vcs !== 'object' || vcs === null) return files;
  const { enabled, useIgnoreFile, clientKind } = vcs as Record<string, unknown>;
  if (enabled !== true || useIgnoreFile !== true || clientKind !== 'git') return files;
  for (const name of ['.gitignore', '.ignore']) {
    const path = project.folder === '' ? name : `${project.folder}/${name}`;
    const text = await source.readFile(path);
    if (text !== undefined) files.set(path, text);
  }
  return files;
}

/** The folders holding the file, from its own up to (and with) the project's. */
function foldersBetween(filePath: string, projectFolder: string): string[] {
  const folders: string[] = [];
  let folder = filePath.includes('/') ? filePath.slice(0, filePath.lastIndexOf('/')) : '';
  for (;;) {
    folders.push(folder);
    if (folder === projectFolder || folder === '') return folders;
    folder = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
  }
}
