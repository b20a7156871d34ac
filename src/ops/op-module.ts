import type { z } from 'zod';
import type { Policy } from '../core/runner/policy.js';
import type { ContextProvider, FindingCheck, ToolHandler } from './shared/tool-context.js';

/** A built-in tool: its handler and the zod schema the handler parses its arguments with. */
export interface BuiltinTool {
  handler: ToolHandler;
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
}

/** An op: its manifest (`manifest.ts`) and its code (`op.ts`). */
export interface OpModule extends OpManifest {
  /** The deterministic reference policy: the built-in backend, and the teacher of training data. */
  policy: Policy;
  tools: Readonly<Record<string, BuiltinTool>>;
  /** Context providers agent YAML names under a tool's `context_providers:`. */
  contextProviders?: Readonly<Record<string, ContextProvider>>;
  /** Checks agent YAML names under `checks:`: findings without a fix. */
  checks?: Readonly<Record<string, FindingCheck>>;
}

/** Whether an op asks a served model: unless it says otherwise, it does. */
export function needsModel(op: Pick<OpModule, 'needsModel'>): boolean {
  return op.needsModel !== false;
}
