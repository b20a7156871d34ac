import { isAbsolute, join } from 'node:path';
import type { AgentDefinition, ToolDefinition } from '../../core/agents/definition.js';
import { RemoraError } from '../../core/errors.js';
import type { WorkspaceOverlay } from '../../core/workspace/overlay.js';
import type { CommandToolRunner } from '../../ports.js';
import { openSandbox } from './sandbox.js';
import { describeTimeout, scrubbedEnv } from './subprocess.js';
import {
  collectMaterialisedChanges,
  materialiseWorkspace,
} from '../files/workspace-materialise.js';
import type { TrackedFiles } from '../files/workspace-tree.js';

const AGENT_DIR = '{agent_dir}';

/**
 * Runs `command:` tools: the arguments as JSON on stdin, a JSON result on
 * stdout, in the workspace's materialised view (so its writes land in the
 * workspace, never the checkout), with a timeout and a scrubbed environment,
 * in the sandbox (sandbox.ts): the agent's folder read-only, no secret, no
 * network, nothing of the runner's. SANDBOX_001 where no sandbox can be made.
 * `{agent_dir}` in the command names the agent's own folder.
 */
export function createCommandToolRunner(options: {
  stableRoot: string;
  /** The files git tracks in the stable tree: the only ones the command sees. Absent: every file. */
  trackedFiles?: () => Promise<TrackedFiles>;
  env: NodeJS.ProcessEnv;
  timeoutMs: number;
}): CommandToolRunner {
  return async (
    tool: ToolDefinition,
    definition: AgentDefinition,
    args: Record<string, unknown>,
    workspace: WorkspaceOverlay,
    signal?: AbortSignal,
  ) => {
    const command = (tool.command ?? []).map((part) =>
      part.split(AGENT_DIR).join(definition.dir ?? ''),
    );
    const [program, ...programArgs] = command;
    if (!program) throw new RemoraError('TOOL_001', `${tool.name}: empty command`);
    const timeoutMs = tool.timeout_ms ?? options.timeoutMs;
    const sandbox = await openSandbox(options.env);
    const tracked = await options.trackedFiles?.();
    const view = await materialiseWorkspace(workspace, options.stableRoot, tracked);
    try {
      const result = await sandbox
        .run(
          isAbsolute(program) || !program.includes('/') ? program : join(view.dir, program),
          programArgs,
          {
            copyDir: view.dir,
            env: scrubbedEnv(options.env, { REMORA_WORKSPACE: view.dir }),
            readable: definition.dir ? [definition.dir] : [],
            input: JSON.stringify(args),
            timeoutMs,
            maxBytes: 16 * 1024 * 1024,
            ...(signal ? { signal } : {}),
          },
        )
        .catch((error: unknown) => {
          throw new RemoraError(
            'TOOL_001',
            `${tool.name}: could not run ${program}: ${(error as Error).message}`,
          );
        });
      if (result.timedOut)
        throw new RemoraError(
          'TOOL_001',
          `${tool.name} ${describeTimeout(timeoutMs)}; it and every process it started were stopped`,
        );
      await collectMaterialisedChanges(workspace, view.dir, options.stableRoot, tracked);
      const stdout = result.stdout.toString('utf8').trim();
      if (result.exitCode !== 0) {
        throw new RemoraError(
          'TOOL_001',
          `${tool.name} exited with ${result.exitCode}: ${(result.stderr || stdout).trim().slice(-2000)}`,
        );
      }
      try {
        return stdout === '' ? {} : (JSON.parse(stdout) as unknown);
      } catch {
        throw new RemoraError(
          'TOOL_001',
          `${tool.name} did not print JSON: ${stdout.slice(0, 500)}`,
        );
      }
    } finally {
      await view.dispose();
    }
  };
}
