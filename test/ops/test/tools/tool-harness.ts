import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { createDirectorySource } from '../../../../src/adapters/files/workspace-files.js';
import { discoverFile, type LoadedLanguage } from '../../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import type { CSTNode } from '../../../../src/core/nodes.js';
import { WorkspaceOverlay } from '../../../../src/core/workspace/overlay.js';
import { createNodeLocator } from '../../../../src/ops/shared/locate-node.js';
import type { ToolContext, ToolServices } from '../../../../src/ops/shared/tool-context.js';
import { openSandbox } from '../../../../src/adapters/process/sandbox.js';

let language: Promise<LoadedLanguage> | undefined;

async function discover(path: string, text: string): Promise<CSTNode[]> {
  language ??= loadLanguage(PYTHON);
  return discoverFile(await language, path, new TextEncoder().encode(text), {
    maxFileBytes: 1 << 22,
  }).nodes;
}

/** A throwaway project folder: the stable tree the tools read. */
export class Project {
  readonly dir = mkdtempSync(join(tmpdir(), 'remora-testgen-'));

  constructor(files: Record<string, string>) {
    for (const [path, content] of Object.entries(files)) this.write(path, content);
  }

  write(path: string, content: string): void {
    mkdirSync(dirname(join(this.dir, path)), { recursive: true });
    writeFileSync(join(this.dir, path), content);
  }

  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}

export interface ContextOptions {
  opConfig?: Record<string, unknown>;
  processEnv?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** The files git tracks in the project, as a review of a checkout lists them. */
  trackedFiles?: ReadonlySet<string>;
}

/** A tool context for one node of the project, as the engine builds it (services are fresh each call). */
export async function contextFor(
  project: Project,
  path: string,
  fullName: string,
  options: ContextOptions = {},
): Promise<ToolContext & { workspace: WorkspaceOverlay }> {
  const source = createDirectorySource(project.dir);
  const text = (await source.readFile(path)) ?? '';
  const node = (await discover(path, text)).find((n) => n.full_name === fullName);
  if (!node) throw new Error(`no node ${fullName} in ${path}`);
  const workspace = WorkspaceOverlay.create(`test-${node.node_id}`, source);
  const unused = (): never => {
    throw new Error('not used by these tools');
  };
  const processEnv = options.processEnv ?? { PATH: process.env.PATH, HOME: process.env.HOME };
  const services: ToolServices = {
    discoverText: discover,
    describeLinter: unused,
    listFiles: unused,
    linter: unused,
    stableRoot: project.dir,
    ...(options.trackedFiles ? { trackedFiles: async () => options.trackedFiles } : {}),
    processEnv,
    commandTimeoutMs: options.timeoutMs ?? 60_000,
    sandbox: () => openSandbox(processEnv),
  };
  return {
    op: 'test',
    node,
    workspace,
    opConfig: options.opConfig ?? {},
    services,
    findings: [],
    locate: createNodeLocator(node, workspace, services),
  };
}
