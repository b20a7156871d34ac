import { describeError, RemoraError } from '../../../core/errors.js';
import type { InProcessLinter } from '../../../core/lint/types.js';
import type { BiomeConfig, ConfigSource } from './biome-config-files.js';
import { findingsFromBiome } from './biome-findings.js';
import { loadBiomeWasm } from './biome-wasm-shim.cjs';

type BiomeModule = ReturnType<typeof loadBiomeWasm>;
type Workspace = InstanceType<BiomeModule['Workspace']>;
type Configuration = Parameters<Workspace['updateSettings']>[0]['configuration'];

// Where the repository stands in the workspace's own file system: Biome sees paths, never the disk.
const VIRTUAL_ROOT = '/repository';

/** One Biome project: its root configuration and the files its VCS settings read. */
export interface BiomeProjectSettings {
  project: BiomeConfig;
  /** `.gitignore` and `.ignore` of the project's folder, by repository path, when the configuration uses them. */
  ignoreFiles?: ReadonlyMap<string, string>;
}

/** A Linter for one Biome project; nested configurations are added as files under them are met. */
export interface BiomeLinter extends InProcessLinter {
  /** Registers a nested configuration (`"root": false`) of the project; once per folder. */
  addNested(config: BiomeConfig): void;
  /**
   * Hands Biome the project's `package.json` files (repository path → text):
   * the nearest one above a file turns on the rule domains of its
   * dependencies (`react`, `next`, `test`, …), as Biome's scanner does.
   */
  addManifests(manifests: ReadonlyMap<string, string>): void;
  dispose(): void;
}

/**
 * Biome's linter, through its WebAssembly build, as `biome lint` runs it on
 * the project: the project's root configuration and its nested ones (Biome
 * chooses which governs a path), `files.includes`, overrides, the linter
 * turned off, rules' levels, and the root `.gitignore` when `vcs.useIgnoreFile`.
 * The workspace reads only what is handed to it (its file system is in
 * memory): each text is given to it whole. A configuration Biome rejects is
 * LINT_001; a file Biome would not lint gets no findings.
 */
export function createBiomeLinter(settings: BiomeProjectSettings): BiomeLinter {
  const biome = loadBiomeWasm();
  const fs = new biome.MemoryFileSystem();
  for (const [path, text] of settings.ignoreFiles ?? [])
    fs.insert(virtualPath(path), Buffer.from(text, 'utf8'));
  const workspace = biome.Workspace.withFileSystem(fs);
  const projectPath = virtualPath(settings.project.folder);
  let projectKey: number;
  try {
    projectKey = workspace.openProject({ path: projectPath, openUninitialized: true }).projectKey;
  } catch (error) {
    throw new RemoraError('TOOL_001', `Biome could not open the project: ${describeError(error)}`, {
      cause: error,
    });
  }
  applySettings(workspace, projectKey, settings.project);
  const nested = new Set<string>();
  const manifests = new Set<string>();
  let disposed = false;
  let version = 0;
  return {
    addNested(config) {
      if (nested.has(config.folder)) return;
      applySettings(workspace, projectKey, config);
      nested.add(config.folder);
    },
    addManifests(found) {
      const fresh = [...found].filter(([path]) => !manifests.has(path));
      if (fresh.length === 0) return;
      for (const [path, text] of fresh) {
        fs.insert(virtualPath(path), Buffer.from(text, 'utf8'));
        manifests.add(path);
      }
      // Biome learns the manifests (and so the domains) by scanning its file system, which holds only what was handed to it.
      try {
        workspace.scanProject({ projectKey, scanKind: 'knownFiles', force: true, watch: false });
      } catch (error) {
        throw new RemoraError(
          'TOOL_001',
          `Biome could not read the project's package.json files: ${describeError(error)}`,
          {
            cause: error,
          },
        );
      }
    },
    check(source, filePath) {
      if (disposed) throw new RemoraError('TOOL_001', 'the Biome linter was used after dispose()');
      const path = virtualPath(filePath);
      if (inIgnoredFolder(workspace, projectKey, settings.project.folder, filePath)) return [];
      const features = workspace.fileFeatures({ projectKey, path, features: ['lint'] });
      if (features.featuresSupported.lint !== 'supported') return [];
      version += 1;
      let raw: unknown;
      try {
        workspace.openFile({
          projectKey,
          path,
          content: { type: 'fromClient', content: source, version },
        });
        raw = workspace.pullDiagnostics({
          projectKey,
          path,
          categories: ['syntax', 'lint'],
          diagnosticLevel: 'information',
          includeCodeFix: true,
        }).diagnostics;
      } catch (error) {
        throw new RemoraError('TOOL_001', `Biome failed on ${filePath}: ${describeError(error)}`, {
          cause: error,
        });
      } finally {
        closeQuietly(workspace, projectKey, path);
      }
      return findingsFromBiome(raw, source);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      workspace.free();
      fs.free();
    },
  };
}

function applySettings(workspace: Workspace, projectKey: number, config: BiomeConfig): void {
  for (const source of config.sources) checkConfigText(workspace, projectKey, source);

  try {
    workspace.updateSettings({
      projectKey,
      workspaceDirectory: virtualPath(config.folder),
      configuration: config.configuration as Configuration,
    });
  } catch (error) {
    throw new RemoraError(
      'LINT_001',
      `Biome rejected ${config.file}: ${describeError(error).replace(/^Error: /, '')}`,
      { cause: error },
    );
  }
}

/**
 * Whether a folder between the project's and the file is ignored
 * (`files.includes`, the VCS ignore file): Biome's CLI never walks into one.
 * A pattern written for folders only (`dist/`) matches the folder, not the
 * files in it, so each folder is asked as a folder.
 */
function inIgnoredFolder(
  workspace: Workspace,
  projectKey: number,
  projectFolder: string,
  filePath: string,
): boolean {
  const segments = filePath.split('/').slice(0, -1);
  const depth = projectFolder === '' ? 0 : projectFolder.split('/').length;
  for (let end = depth + 1; end <= segments.length; end += 1) {
    const path = virtualPath(segments.slice(0, end).join('/'));
    if (workspace.isPathIgnored({ projectKey, path, features: [], isDir: true })) return true;
  }
  return false;
}

/**
 * Refuses (LINT_001) a configuration text Biome's CLI would refuse to load:
 * an unknown key, a value of the wrong type. Biome checks a configuration
 * file it is handed as a document; `biome.jsonc` is the name under which it
 * reads comments and trailing commas, as its loader does in any of them.
 */
function checkConfigText(workspace: Workspace, projectKey: number, source: ConfigSource): void {
  const path = `${VIRTUAL_ROOT}/biome.jsonc`;
  let diagnostics: { severity: string; description: string }[];
  try {
    workspace.openFile({
      projectKey,
      path,
      content: { type: 'fromClient', content: source.text, version: 0 },
    });
    diagnostics = workspace.pullDiagnostics({
      projectKey,
      path,
      categories: ['syntax', 'lint'],
    }).diagnostics;
  } catch (error) {
    throw new RemoraError(
      'TOOL_001',
      `Biome could not read ${source.file}: ${describeError(error)}`,
      {
        cause: error,
      },
    );
  } finally {
    closeQuietly(workspace, projectKey, path);
  }
  const errors = diagnostics.filter((d) => d.severity === 'error' || d.severity === 'fatal');
  if (errors.length > 0)
    throw new RemoraError(
      'LINT_001',
      `Biome rejects ${source.file}: ${errors.map((d) => d.description).join('; ')}`,
    );
}

function closeQuietly(workspace: Workspace, projectKey: number, path: string): void {
  try {
    workspace.closeFile({ projectKey, path });
  } catch {
    // Not opened (openFile threw): nothing to close.
  }
}

/** The workspace's path of a repository-relative path. */
function virtualPath(path: string): string {
  return path === '' ? VIRTUAL_ROOT : `${VIRTUAL_ROOT}/${path}`;
}
