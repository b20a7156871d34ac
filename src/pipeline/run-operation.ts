import type { CommandToolRunner } from '../ports.js';
import { runsCode, type AgentDefinition, type ToolDefinition } from '../core/agents/definition.js';
import { isCancellation, type RunCancellation } from '../core/engine/cancellation.js';
import type { OpStatus } from '../core/engine/op-graph.js';
import { RemoraError, type ErrorCode } from '../core/errors.js';
import type { EventBus } from '../core/events/event-bus.js';
import type { Finding } from '../core/findings.js';
import type { LineRange } from '../core/node-lines.js';
import type { CSTNode } from '../core/nodes.js';
import type { ChatMessage, ModelClient } from '../core/runner/messages.js';
import { chooseModel } from '../core/runner/model-routing.js';
import {
  openingMessages as renderOpening,
  type ReviewerInstruction,
  requestSettings,
} from '../core/runner/opening-request.js';
import { unresolvedToolFailures } from '../core/runner/tool-failures.js';
import {
  runAgent,
  type AskUser,
  type RunnerSettings,
  type ToolRuntime,
} from '../core/runner/run-agent.js';
import { answeredTranscript } from '../core/runner/ask-user.js';
import { applyFileDiff } from '../core/commands/apply-patch.js';
import { parseGitDiff } from '../core/diff/index.js';
import type { WorkspaceOverlay } from '../core/workspace/overlay.js';
import type { RemoraConfig } from '../config/config.js';
import { createNodeLocator } from '../ops/shared/locate-node.js';
import { RESULT_BUDGET } from '../ops/shared/result-budget.js';
import type { OpRegistry } from '../ops/registry.js';
import type { ToolContext, ToolServices } from '../ops/shared/tool-context.js';
import { appendAll } from '../core/arrays.js';

/** The outcome of one op on one node. */
export interface OpResult {
  op: string;
  node_id: string;
  workspace_id: string;
  status: OpStatus;
  summary: string;
  result?: Record<string, unknown>;
  error?: { code: ErrorCode; message: string };
  turns: number;
  ms: number;
  /**
   * This op's own change as a unified diff: against its parent's workspace in
   * the op graph when it forked from one, else against the stable tree ('' when
   * the op itself changed nothing).
   */
  diff: string;
  /** What the op detected but did not fix. */
  findings: Finding[];
  /** Kept for merging and accepting; not part of any serialised output. */
  workspace?: WorkspaceOverlay;
  transcript?: ChatMessage[];
  /** What a `waiting` op asked, and what a later run resumes it from (with `transcript`). */
  waiting?: WaitingQuestion;
}

/** The question a waiting op asked, with what resuming it needs besides its transcript. */
export interface WaitingQuestion {
  question: string;
  /** The `ask_user` call the answer is the result of. */
  call_id: string;
  /** The workspace's changes so far, against the stable tree ('' when none). */
  patch: string;
}

/** A waiting op's recorded state with its answer: the run that continues it. */
export interface ResumePoint {
  transcript: ChatMessage[];
  call_id: string;
  turns: number;
  /** The workspace's changes when it stopped, against the stable tree. */
  patch: string;
  answer: string;
}

/**
 * Who the ops' questions go to, and the ops to resume with their answers
 * (docs/architecture.md §5): set by the entry points that have someone to ask.
 */
export type Conversation = Pick<OperationEnv, 'ask' | 'resume'>;

/** Everything an op needs from its run. */
export interface OperationEnv {
  agents: ReadonlyMap<string, AgentDefinition>;
  /** Why an op's agent failed to load, when it did. */
  agentProblems?: ReadonlyMap<string, RemoraError>;
  model: ModelClient;
  config: RemoraConfig;
  services: ToolServices;
  runCommandTool: CommandToolRunner;
  /** The built-in tools, context providers and checks agent YAML names. */
  registry: OpRegistry;
  events: EventBus;
  /** Whether tools of risk `execute` (they run the repository's code) may run. */
  allowExecute: boolean;
  /**
   * Op -> model, from `routeModels` against the server's model list: consulted
   * before the configured choice, so an op whose adapter is missing asks for
   * the fallback.
   */
  models?: ReadonlyMap<string, string>;
  /** The run's cancellation (signal, deadline, --fail-fast), set by the review for its run. */
  cancellation?: RunCancellation;
  /**
   * Who answers an `ask_user` question of the op on the node: the terminal,
   * or a pull request's thread (the op waits). Absent: nobody can be asked.
   */
  ask?: (op: string, node: CSTNode) => AskUser;
  /** Ops to resume rather than start, by workspace id (`<op>-<node_id>`). */
  resume?: ReadonlyMap<string, ResumePoint>;
  /** Test seam for the runner's sleeps and jitter. */
  retryOverrides?: Pick<RunnerSettings['retry'], 'sleep' | 'random'>;
}

/** What a node's change tells its op: the lines it touched, its text at the base, a reviewer's note. */
interface NodeChange {
  changed_lines?: readonly LineRange[];
  before?: string | null;
  instruction?: ReviewerInstruction;
}

/**
 * Runs one op's agent on one node in its own workspace. Every failure ends in
 * a result with an error code: nothing thrown here stops the other nodes.
 */
export async function runOperation(
  env: OperationEnv,
  op: string,
  node: CSTNode,
  workspace: WorkspaceOverlay,
  change: NodeChange = {},
): Promise<OpResult> {
  const started = Date.now();
  const ids = { op, node_id: node.node_id };
  const definition = env.agents.get(op);
  const base: OpBase = {
    op,
    node_id: node.node_id,
    workspace_id: workspace.id,
    workspace,
    turns: 0,
    findings: [] as Finding[],
  };
  if (!definition)
    return finish(env, {
      ...base,
      status: 'failed',
      summary: '',
      diff: '',
      ms: 0,
      error: { code: 'AGENT_001', message: `no agent for op '${op}'` },
    });
  env.events.emit('agent:started', { ...ids, workspace_id: workspace.id });
  const cancelled = (message: string, turns = 0): OpResult =>
    finish(env, {
      ...base,
      status: 'cancelled',
      summary: '',
      diff: '',
      turns,
      ms: Date.now() - started,
      error: { code: 'CANCEL_001', message },
    });
  if (env.cancellation?.cancelled) return cancelled(env.cancellation.error().message);
  // The op's own signal: its tools' processes listen there, not on the run's.
  const scope = env.cancellation?.scope();
  const context = toolContext(env, op, node, workspace, change, scope?.signal);
  try {
    const outcome = await runOpAgent(env, definition, context, change.instruction);
    if (outcome.status === 'cancelled') return cancelled(outcome.message, outcome.turns);
    return await closeOp(env, base, started, definition, context, outcome);
  } catch (error) {
    if (isCancellation(error)) return cancelled((error as Error).message);
    const code = error instanceof RemoraError ? error.code : 'TOOL_001';
    return finish(env, {
      ...base,
      status: 'failed',
      summary: '',
      diff: '',
      ms: Date.now() - started,
      error: { code, message: (error as Error).message },
    });
  } finally {
    scope?.release();
  }
}

/** What every result of one op on one node carries. */
type OpBase = Pick<
  OpResult,
  'op' | 'node_id' | 'workspace_id' | 'workspace' | 'turns' | 'findings'
>;

/** What the op's tools are given: the node, its workspace, the op's settings, the change. */
function toolContext(
  env: OperationEnv,
  op: string,
  node: CSTNode,
  workspace: WorkspaceOverlay,
  change: NodeChange,
  signal: AbortSignal | undefined,
): ToolContext {
  return {
    op,
    node,
    workspace,
    opConfig: env.config.operations[op] ?? {},
    services: env.services,
    locate: createNodeLocator(node, workspace, env.services),
    ...(change.changed_lines ? { changedLines: change.changed_lines } : {}),
    ...(change.before === undefined ? {} : { before: change.before }),
    ...(signal ? { signal } : {}),
    findings: [],
  };
}

/** Runs the op's agent from its opening message, or resumes it from an answered question. */
async function runOpAgent(
  env: OperationEnv,
  definition: AgentDefinition,
  context: ToolContext,
  instruction: ReviewerInstruction | undefined,
): ReturnType<typeof runAgent> {
  const { op, node, workspace } = context;
  const resume = env.resume?.get(workspace.id);
  if (resume) await applyRecordedPatch(workspace, resume.patch);
  const messages = resume
    ? answeredTranscript(resume.transcript, resume.call_id, resume.answer)
    : renderOpening(
        definition,
        node,
        context.opConfig,
        env.config.runner.history_token_budget,
        env.registry.languages.of(node.file_path)?.id ?? 'text',
        instruction,
      );
  const ask = env.ask?.(op, node);
  return runAgent({
    definition,
    settings: runnerSettings(env, definition, op),
    messages,
    tools: toolRuntime(env, definition, context),
    model: env.model,
    events: env.events,
    ids: { op, node_id: node.node_id },
    ...languageOf(env, node),
    ...(env.cancellation ? { cancellation: env.cancellation } : {}),
    ...(ask ? { ask } : {}),
    ...(resume ? { turns_taken: resume.turns } : {}),
  });
}

/** The result of an agent that waits, succeeded or failed: its diff, findings and judgement. */
async function closeOp(
  env: OperationEnv,
  base: OpBase,
  started: number,
  definition: AgentDefinition,
  context: ToolContext,
  outcome: Exclude<Awaited<ReturnType<typeof runAgent>>, { status: 'cancelled' }>,
): Promise<OpResult> {
  const { workspace } = context;
  if (outcome.status === 'waiting')
    return finish(env, {
      ...base,
      status: 'waiting',
      summary: `asked: ${outcome.question}`,
      diff: '',
      turns: outcome.turns,
      ms: Date.now() - started,
      transcript: outcome.transcript,
      waiting: {
        question: outcome.question,
        call_id: outcome.call_id,
        patch: await workspace.diff(),
      },
    });
  const diff = await workspace.ownDiff();
  const common = {
    ...base,
    turns: outcome.turns,
    ms: Date.now() - started,
    diff,
    transcript: outcome.transcript,
  };
  if (outcome.status === 'succeeded') {
    const findings = [...context.findings, ...(await runChecks(env.registry, definition, context))];
    return finish(env, {
      ...common,
      ...judgeOutcome(env, definition, outcome.result, diff, outcome.transcript),
      findings,
      result: outcome.result,
    });
  }
  return finish(env, {
    ...common,
    status: 'failed',
    summary: '',
    error: { code: outcome.code, message: outcome.message },
  });
}

/**
 * What a submitted run amounts to. It failed when the agent said so
 * (`failed` in its result) or when it changed nothing and a tool's failure
 * was never recovered from; it is skipped when the only failures were tools
 * this event does not allow, or none could run for want of a sandbox or of
 * the project's test requirements (ENV_001); otherwise it succeeded, with a change or after
 * checking and finding nothing to do.
 */
function judgeOutcome(
  env: OperationEnv,
  definition: AgentDefinition,
  result: Record<string, unknown>,
  diff: string,
  transcript: readonly ChatMessage[],
): Pick<OpResult, 'status' | 'summary' | 'error'> {
  const summary = typeof result.summary === 'string' ? result.summary : '';
  const failures = unresolvedToolFailures(transcript);
  const first = failures[0];
  const disabled = (tool: string): boolean =>
    !env.allowExecute && definition.tools.some((t) => t.name === tool && runsCode(t));
  if (diff === '' && first && failures.every((f) => disabled(f.tool)))
    return {
      status: 'skipped',
      summary: `${failures.map((f) => f.tool).join(', ')} runs repository code, which this event does not allow`,
    };
  if (diff === '' && first && failures.every((f) => f.code === 'SANDBOX_001'))
    return {
      status: 'skipped',
      summary: `${failures.map((f) => f.tool).join(', ')} runs repository code, and this machine cannot make a sandbox for it (SANDBOX_001)`,
    };
  // The job lacks the project's test requirements: said with its code, never held against the code.
  const environment = failures.find((f) => f.code === 'ENV_001');
  if (diff === '' && environment && failures.every((f) => f.code === 'ENV_001'))
    return { status: 'skipped', summary: `${environment.tool}: ENV_001 ${environment.message}` };
  if (typeof result.failed === 'string' && result.failed.trim() !== '')
    return {
      status: 'failed',
      summary,
      error: { code: first?.code ?? 'TOOL_001', message: result.failed.trim() },
    };
  const skipped = typeof result.skipped === 'string' ? result.skipped.trim() : '';
  if (diff === '' && !first && skipped !== '') return { status: 'skipped', summary: skipped };
  if (diff !== '' || !first) return { status: 'succeeded', summary };
  return {
    status: 'failed',
    summary,
    error: { code: first.code, message: `${first.tool}: ${first.message}` },
  };
}

/** Runs the agent's `checks:` on the op's result. A check that breaks is a finding too, never lost. */
async function runChecks(
  registry: OpRegistry,
  definition: AgentDefinition,
  context: ToolContext,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const id of definition.checks) {
    try {
      const check = registry.checks.get(id.slice('builtin:'.length));
      if (!check) throw new RemoraError('AGENT_001', `no built-in check ${id}`);
      appendAll(findings, await check(context));
    } catch (error) {
      findings.push({
        rule: 'remora-check',
        message: `The ${id} check could not run: ${(error as Error).message}`,
        path: context.node.file_path,
        start_line: context.node.start_line,
        end_line: context.node.start_line,
        severity: 'warning',
      });
    }
  }
  return findings;
}

function finish(env: OperationEnv, result: OpResult): OpResult {
  const ids = { op: result.op, node_id: result.node_id, workspace_id: result.workspace_id };
  if (result.status === 'succeeded') {
    result.workspace?.transition('reviewing');
    env.events.emit('agent:completed', {
      ...ids,
      summary: result.summary,
      turns: result.turns,
      ms: result.ms,
      changed: result.diff !== '',
      findings: result.findings.length,
    });
  } else if (result.status === 'failed') {
    if (result.workspace?.state === 'running') result.workspace.transition('errored');
    env.events.emit('agent:failed', {
      ...ids,
      code: result.error?.code ?? 'TOOL_001',
      message: result.error?.message ?? '',
      turns: result.turns,
      findings: result.findings.length,
    });
  } else if (result.status === 'waiting') {
    if (result.workspace?.state === 'running') result.workspace.transition('waiting');
    env.events.emit('agent:waiting', {
      ...ids,
      question: result.waiting?.question ?? '',
      turns: result.turns,
    });
  } else if (result.status === 'cancelled') {
    if (result.workspace?.state === 'running') result.workspace.transition('cancelled');
    env.events.emit('agent:cancelled', {
      ...ids,
      code: 'CANCEL_001',
      message: result.error?.message ?? '',
      turns: result.turns,
    });
  } else
    env.events.emit('agent:skipped', {
      ...ids,
      reason: result.summary,
      findings: result.findings.length,
    });
  return result;
}

/**
 * Puts a waiting op's changes back into its new workspace: the patch was
 * made against the same node content (the resuming run checked), so it
 * applies exactly or the op cannot resume.
 */
async function applyRecordedPatch(workspace: WorkspaceOverlay, patch: string): Promise<void> {
  if (patch === '') return;
  for (const file of parseGitDiff(patch)) {
    const path = file.path;
    const applied = applyFileDiff(await workspace.readFile(path), file);
    if (!applied.ok)
      throw new RemoraError(
        'WORK_001',
        `the changes made before the question no longer apply to ${path}: ${applied.reason}`,
      );
    if (applied.content === undefined) await workspace.deleteFile(path);
    else await workspace.writeFile(path, applied.content);
  }
}

function runnerSettings(
  env: OperationEnv,
  definition: AgentDefinition,
  op: string,
): RunnerSettings {
  const runner = env.config.runner;
  return {
    model: env.models?.get(op) ?? chooseModel(op, env.config, definition).model,
    ...requestSettings(runner, definition),
    max_turns: runner.max_turns ?? definition.max_turns,
    max_nudges: runner.max_nudges,
    history_token_budget: runner.history_token_budget,
    max_tool_io_bytes: runner.max_tool_io_bytes,
    retry: { ...runner.retry, ...env.retryOverrides },
  };
}

function toolRuntime(
  env: OperationEnv,
  definition: AgentDefinition,
  context: ToolContext,
): ToolRuntime {
  return {
    async call(name, args) {
      const tool = definition.tools.find((t) => t.name === name);
      if (!tool) throw new RemoraError('TOOL_001', `unknown tool '${name}'`);
      if (runsCode(tool) && !env.allowExecute) {
        throw new RemoraError(
          'TOOL_001',
          `${name} runs repository code and is disabled for this event (enable it in the workflow to use it)`,
        );
      }
      const provided = await provideContext(env.registry, tool, context);
      let result: unknown;
      if (tool.command)
        result = await env.runCommandTool(
          tool,
          definition,
          args,
          context.workspace,
          context.signal,
        );
      else {
        const builtin = env.registry.tools.get(tool.handler?.slice('builtin:'.length) ?? '');
        if (!builtin) throw new RemoraError('TOOL_001', `no built-in handler for ${name}`);
        // What the providers put first leaves the rest of the budget to the tool's own result.
        const resultBudget = RESULT_BUDGET - JSON.stringify({ context: provided }).length;
        result = await builtin.handler(
          args,
          provided.length === 0 ? context : { ...context, resultBudget },
        );
      }
      if (provided.length === 0) return result;
      return isRecord(result) ? { context: provided, ...result } : { context: provided, result };
    },
  };
}

/**
 * The tool's context providers, run before each call of it: their texts go
 * first in its result, as `context`. One that
 * breaks fails the call with TOOL_001 naming it, and the model is told.
 */
async function provideContext(
  registry: OpRegistry,
  tool: ToolDefinition,
  context: ToolContext,
): Promise<string[]> {
  const texts: string[] = [];
  for (const id of tool.context_providers) {
    const provider = registry.contextProviders.get(id.slice('builtin:'.length));
    try {
      if (!provider) throw new Error('no such provider');
      texts.push(await provider(context));
    } catch (error) {
      throw new RemoraError(
        'TOOL_001',
        `context provider ${id} of ${tool.name} failed: ${(error as Error).message}`,
      );
    }
  }
  return texts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The language of the node's file, when a language folder owns it. */
function languageOf(env: OperationEnv, node: CSTNode): { language?: string } {
  const language = env.registry.languages.of(node.file_path);
  return language ? { language: language.id } : {};
}
