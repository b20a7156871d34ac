import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { createBuiltinModel } from '../../../../src/ops/builtin-model.js';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { loadConfig } from '../../../../src/config/config.js';
import {
  parseAgentDefinition,
  type AgentDefinition,
} from '../../../../src/core/agents/definition.js';
import { discoverFile, type LoadedLanguage } from '../../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import type { DocstringStyle } from '../../../../src/languages/python/docs/types.js';
import { EventBus } from '../../../../src/core/events/event-bus.js';
import type { CSTNode } from '../../../../src/core/nodes.js';
import { BUILTIN_REGISTRY } from '../../../../src/languages/registry.js';
import type { ModelClient } from '../../../../src/core/runner/messages.js';
import { compileToolSchemas } from '../../../../src/core/runner/tool-arguments.js';
import { WorkspaceOverlay } from '../../../../src/core/workspace/overlay.js';
import {
  runOperation,
  type OpResult,
  type OperationEnv,
} from '../../../../src/pipeline/run-operation.js';
import { createNodeLocator } from '../../../../src/ops/shared/locate-node.js';
import type { ToolContext, ToolServices } from '../../../../src/ops/shared/tool-context.js';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
export const FIXTURES = join(ROOT, 'test', 'fixtures', 'docstring');

let language: Promise<LoadedLanguage> | undefined;
const python = (): Promise<LoadedLanguage> => (language ??= loadLanguage(PYTHON));

/** The bundled docstring agent, loaded from its YAML as the engine loads it. */
export function loadDocstringAgent(): AgentDefinition {
  const path = join(ROOT, 'src', 'ops', 'docstring', 'docstring_subagent.yaml');
  const definition = parseAgentDefinition(
    parseYaml(readFileSync(path, 'utf8')),
    'docstring',
    'src/ops/docstring/docstring_subagent.yaml',
  );
  compileToolSchemas(definition);
  return definition;
}

/** Nodes of a text, as discovery finds them. */
export async function discover(path: string, text: string): Promise<CSTNode[]> {
  return discoverFile(await python(), path, new TextEncoder().encode(text), {
    maxFileBytes: 1 << 22,
  }).nodes;
}

let emptyRoot: string | undefined;
function emptyStableRoot(): string {
  emptyRoot ??= mkdtempSync(join(tmpdir(), 'remora-docstring-stable-'));
  return emptyRoot;
}

function services(): ToolServices {
  const unused = (): never => {
    throw new Error('not used by the docstring agent');
  };
  return {
    discoverText: discover,
    describeLinter: unused,
    listFiles: unused,
    linter: unused,
    // The workspaces here hold their files in memory: the stable tree on disk is empty.
    stableRoot: emptyStableRoot(),
    processEnv: {},
    commandTimeoutMs: 1000,
    sandbox: unused,
  };
}

/** A single-file workspace. */
export function workspaceWith(path: string, text: string, id = 'docstring-test'): WorkspaceOverlay {
  return WorkspaceOverlay.create(id, { readFile: async (p) => (p === path ? text : undefined) });
}

/** A tool context for one node of one file, as the engine builds it. */
export async function toolContext(
  path: string,
  text: string,
  fullName: string,
  style?: DocstringStyle,
): Promise<ToolContext & { workspace: WorkspaceOverlay }> {
  const node = (await discover(path, text)).find((n) => n.full_name === fullName);
  if (!node) throw new Error(`no node ${fullName} in ${path}`);
  const workspace = workspaceWith(path, text);
  const shared = services();
  return {
    op: 'docstring',
    node,
    workspace,
    opConfig: style ? { enabled: true, style } : { enabled: true },
    services: shared,
    findings: [],
    locate: createNodeLocator(node, workspace, shared),
  };
}

/** The engine's environment for the docstring op, with the built-in policy unless a model is given. */
export async function docstringEnv(
  style?: DocstringStyle,
  model: ModelClient = createBuiltinModel(BUILTIN_REGISTRY.policies),
): Promise<OperationEnv> {
  // The fixtures folder has no remora.yaml: defaults, plus the style under test.
  const { config } = await loadConfig(
    FIXTURES,
    {},
    style ? { operations: { docstring: { enabled: true, style } } } : {},
  );
  return {
    registry: BUILTIN_REGISTRY,
    agents: new Map([['docstring', loadDocstringAgent()]]),
    model,
    config,
    services: services(),
    runCommandTool: async () => {
      throw new Error('no command tools here');
    },
    events: new EventBus(),
    allowExecute: false,
    retryOverrides: { sleep: async () => {}, random: () => 0.5 },
  };
}

/** Runs the docstring op on one node of a file in a fresh workspace; returns the result and the file after. */
export async function runDocstring(
  env: OperationEnv,
  path: string,
  text: string,
  node: CSTNode,
): Promise<{ result: OpResult; after: string }> {
  const workspace = workspaceWith(path, text, `docstring-${node.node_id}`);
  const result = await runOperation(env, 'docstring', node, workspace);
  return { result, after: (await workspace.readFile(path)) ?? '' };
}

/** Throws unless Python's own parser accepts the text. */
export function assertPythonParses(text: string): void {
  execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: text });
}

/** Python's view of every docstring in a text: `qualified name -> ast.get_docstring`. */
export function pythonDocstrings(text: string): Record<string, string | null> {
  const script = `
import ast, json, sys
tree = ast.parse(sys.stdin.read())
out = {"<module>": ast.get_docstring(tree)}
def walk(node, prefix):
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            name = prefix + child.name
            out[name] = ast.get_docstring(child)
            walk(child, name + ".")
        elif not isinstance(child, (ast.Lambda,)):
            walk(child, prefix)
walk(tree, "")
print(json.dumps(out))
`;
  return JSON.parse(
    execFileSync('python3', ['-c', script], { input: text, encoding: 'utf8' }),
  ) as Record<string, string | null>;
}
