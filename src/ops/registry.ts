import { RemoraError } from '../core/errors.js';
import type { Policy } from '../core/runner/policy.js';
import { BUILTIN_MANIFESTS } from './manifests.js';
import {
  BY_LANGUAGE,
  languagePolicyKey,
  type BuiltinTool,
  type LanguageEngines,
  type OpManifest,
  type OpModule,
} from './op-module.js';
import { argsSchema as readFileArguments, readWorkspaceFile } from './shared/read-file.js';
import type {
  ContextProvider,
  FindingCheck,
  ToolContext,
  ToolHandler,
} from './shared/tool-context.js';

/**
 * Everything agent YAML can name as `builtin:<id>`, and each bundled agent's
 * policy: built once from the op folders, then read by agent loading, the
 * runner and the built-in backend alike.
 */
export interface OpRegistry {
  /** The ops by name. */
  ops: ReadonlyMap<string, OpModule>;
  /** The built-in policy of each bundled agent, by agent name. */
  policies: ReadonlyMap<string, Policy>;
  /** Tool handlers by id: `<op>.<tool>`, and the shared `workspace.read_file`; each answers for the node's language. */
  tools: ReadonlyMap<string, BuiltinTool & { handler: ToolHandler }>;
  contextProviders: ReadonlyMap<string, ContextProvider>;
  checks: ReadonlyMap<string, FindingCheck>;
  /** The languages whose files the ops review, and the language of a file. */
  languages: LanguageTable;
}

/** The languages an op registry serves: each with its engines, and which one owns a file. */
export interface LanguageTable {
  all: readonly LanguageEngines[];
  of(filePath: string): LanguageEngines | undefined;
}

const NO_LANGUAGES: LanguageTable = { all: [], of: () => undefined };

/**
 * Why `op` does not review the nodes of a file, or undefined when it does: an
 * op whose tools differ by language reviews only the languages that give it
 * an engine.
 */
export function languageSkip(
  registry: Pick<OpRegistry, 'ops' | 'languages'>,
  op: string,
  filePath: string,
): string | undefined {
  const manifest = registry.ops.get(op);
  const language = registry.languages.of(filePath);
  if (!manifest?.perLanguage || !language || language.ops[op]) return undefined;
  return `${op} does not review ${language.label} files`;
}

/** Tools any agent may use, whatever its op. */
const SHARED_TOOLS: Readonly<Record<string, BuiltinTool & { handler: ToolHandler }>> = {
  'workspace.read_file': { handler: readWorkspaceFile, arguments: readFileArguments },
};

/**
 * The registry of these ops, each tool, check and context provider answered
 * by the language of the node's file where that language has its own; two
 * ops of one name, or one agent named by two, is a programming error.
 */
export function createOpRegistry(
  ops: readonly OpModule[],
  languages: LanguageTable = NO_LANGUAGES,
): OpRegistry {
  const byName = new Map<string, OpModule>();
  const policies = new Map<string, Policy>();
  const tools = new Map(Object.entries(SHARED_TOOLS));
  const contextProviders = new Map<string, ContextProvider>();
  const checks = new Map<string, FindingCheck>();
  for (const op of ops) {
    if (byName.has(op.name)) throw new Error(`two ops are named ${op.name}`);
    if (policies.has(op.agent)) throw new Error(`two ops name the agent ${op.agent}`);
    byName.set(op.name, op);
    policies.set(op.agent, op.policy);
    for (const language of languages.all) {
      const own = language.ops[op.name]?.policy;
      if (own) policies.set(languagePolicyKey(op.agent, language.id), own);
    }
    const answer = <T>(kind: 'tools' | 'checks' | 'contextProviders', name: string, own: T) => {
      return (context: ToolContext): T => {
        const language = languages.of(context.node.file_path);
        const theirs = language?.ops[op.name]?.[kind]?.[name] as T | undefined;
        if (theirs) return theirs;
        if (own !== BY_LANGUAGE) return own;
        throw new RemoraError(
          'TOOL_001',
          `${op.name}.${name} is answered by each language, and ${language?.label ?? `the language of ${context.node.file_path}`} has none`,
        );
      };
    };
    for (const [name, tool] of Object.entries(op.tools)) {
      const handler = answer('tools', name, tool.handler);
      tools.set(`${op.name}.${name}`, {
        ...tool,
        handler: (args, context) => (handler(context) as ToolHandler)(args, context),
      });
    }
    for (const [name, provider] of Object.entries(op.contextProviders ?? {})) {
      const of = answer('contextProviders', name, provider);
      contextProviders.set(`${op.name}.${name}`, (context) =>
        (of(context) as ContextProvider)(context),
      );
    }
    for (const [name, check] of Object.entries(op.checks ?? {})) {
      const of = answer('checks', name, check);
      checks.set(`${op.name}.${name}`, (context) => (of(context) as FindingCheck)(context));
    }
  }
  return { ops: byName, policies, tools, contextProviders, checks, languages };
}

/**
 * The ops of `ops` that ask a served model: all but those whose module says
 * it needs none. An op of a repository agent, which has no module, asks one.
 */
export function opsAskingModels(
  ops: readonly string[],
  registry: { ops: ReadonlyMap<string, Pick<OpManifest, 'needsModel'>> } = BUILTIN_MANIFESTS,
): string[] {
  return ops.filter((op) => registry.ops.get(op)?.needsModel !== false);
}
