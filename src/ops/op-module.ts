import type { TrackedFiles } from '../adapters/files/workspace-tree.js';
import type { z } from 'zod';
import type { Policy } from '../core/runner/policy.js';
import type { Linter } from '../core/lint/types.js';
import type { FileSource } from '../core/workspace/file-source.js';
import type { Sandbox } from '../adapters/process/sandbox.js';
import type { CSTNode } from '../core/nodes.js';
import type { LanguageScope } from '../core/signal/scope.js';
import type {
  ContextProvider,
  FindingCheck,
  ToolHandler,
  ToolServices,
} from './shared/tool-context.js';

/**
 * Marks a tool, check or context provider the op declares and each language
 * answers with its own (`ops.<op>` of its folder's `language.ts`): its
 * docstrings, its tests.
 */
export const BY_LANGUAGE = 'by-language';

/** A built-in tool: its handler and the zod schema the handler parses its arguments with. */
export interface BuiltinTool {
  handler: ToolHandler | typeof BY_LANGUAGE;
  /** An agent naming the handler must declare the same `parameters` (checked at load). */
  arguments: z.ZodObject;
}

/**
 * One op, as its folder `src/ops/<op>/op.ts` declares it: everything Remora
 * knows about the op that is code rather than agent YAML. Its ids are
 * namespaced by the op's name: a tool `run_linter` of op `lint` is
 * `builtin:lint.run_linter` in agent YAML.
 */
/**
 * What the rest of Remora knows of an op without loading its code: its name,
 * its agent, its settings and defaults. Each op folder exports it from its
 * `manifest.ts`, so reading remora.yaml (every command does) loads no op's
 * tools or policy.
 */
export interface OpManifest {
  /** The op's name: `operations.<op>` in remora.yaml, `/remora <op>`, the ids' namespace. */
  name: string;
  /** The bundled agent's `name:`, which picks the op's policy for the built-in backend. */
  agent: string;
  /**
   * The settings only this op takes under `operations.<op>` in remora.yaml,
   * besides those every op takes (`enabled`, `model`, `private`,
   * `auto_accept`). Merged into the configuration's schema: a key of this
   * object set under another op is refused, naming this one.
   */
  settings?: z.ZodObject;
  /** Whether the op runs when remora.yaml says nothing of it. */
  enabledByDefault: boolean;
  /**
   * false: the op never asks a served model, so no server serves an adapter
   * for it and no model is checked for it before a run; its built-in policy
   * (or its own code) runs it, whichever backend the others use.
   */
  needsModel?: boolean;
  /**
   * true: the op's tools read a language's own syntax (its docstrings, its
   * tests), so it reviews only files of a language whose folder gives it an
   * engine (`ops.<op>` of the language). Unset: it reviews every language's
   * files with its own tools.
   */
  perLanguage?: boolean;
}

/** An op: its manifest (`manifest.ts`) and its code (`op.ts`). */
export interface OpModule extends OpManifest {
  /** The deterministic reference policy: the built-in backend, and the teacher of training data. */
  policy: Policy;
  tools: Readonly<Record<string, BuiltinTool>>;
  /** Context providers agent YAML names under a tool's `context_providers:`. */
  contextProviders?: Readonly<Record<string, ContextProvider | typeof BY_LANGUAGE>>;
  /** Checks agent YAML names under `checks:`: findings without a fix. */
  checks?: Readonly<Record<string, FindingCheck | typeof BY_LANGUAGE>>;
  /** Why the op has nothing to do on a node before it starts (no linter governs its file); undefined: it runs. */
  skips?(node: CSTNode, services: ToolServices): Promise<string | undefined>;
}

/** Whether an op asks a served model: unless it says otherwise, it does. */
export function needsModel(op: Pick<OpModule, 'needsModel'>): boolean {
  return op.needsModel !== false;
}

/**
 * What a language does for one op: the tools, checks and context providers
 * it answers differently from the op's own, by their names in the op. An
 * empty entry means the op's own serve its files.
 */
export interface OpEngine {
  /** The built-in policy for this language's nodes, when the op's own reads another language's results. */
  policy?: Policy;
  tools?: Readonly<Record<string, ToolHandler>>;
  checks?: Readonly<Record<string, FindingCheck>>;
  contextProviders?: Readonly<Record<string, ContextProvider>>;
}

/** What a language's linters may read: the tree under review, never the disk around it. */
export interface LinterHost {
  stable: FileSource;
  /** The folder holding the stable tree's files. */
  stableRoot: string;
  /** The files git tracks there, when it is a checkout: the only ones copied for the project's own code. */
  trackedFiles?: () => Promise<TrackedFiles>;
  /** Every file of the tree, repository-relative. */
  listFiles(): Promise<string[]>;
  /**
   * Where a linter that runs the project's own code (a configuration from the
   * pull request) may run; absent where tools that run code are off in the run.
   */
  execute?: LinterExecution;
}

/** The sandbox a linter that runs the project's code runs in, and what it is given. */
export interface LinterExecution {
  sandbox(): Promise<Pick<Sandbox, 'open'>>;
  /** The environment the sandbox scrubs for it. */
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
}

/** The project's own linters for a language's files, for one run. */
export interface LinterSource {
  /** The linter that governs a file as the project runs it; undefined when the project lints none of it. */
  linterFor(filePath: string): Promise<Linter | undefined>;
  /**
   * Which configuration governs a file and what it selects, in a sentence for
   * the model; for a file it does not lint, why, when there is more to say
   * than that no configuration governs it.
   */
  describe(filePath: string): Promise<string | undefined>;
  dispose(): void;
}

/** A language's engines, as the op registry and the run read them. */
export interface LanguageEngines {
  id: string;
  label: string;
  /**
   * How it serves the ops whose tools differ by language: an op that says it
   * is `perLanguage` and is not listed here skips this language's nodes.
   */
  ops: Readonly<Record<string, OpEngine>>;
  /** The lint op's linters for its files; none: its files are not linted. */
  createLinters?(host: LinterHost): LinterSource;
  /**
   * Starts slow set-up off the main thread (compiling a linter's wasm) when a
   * run will lint; what must run on it (a first lint's compile) waits for
   * `idle`: the run's first model request out and the thread waiting.
   */
  prepareLinters?(idle: Promise<void>): void;
  /**
   * What its code shows of the facts agents' `skip:` rules read (test files,
   * private names, stubs); none: its nodes are in every op's scope.
   */
  scope?: LanguageScope;
}

export { languagePolicyKey } from '../core/runner/policy.js';
