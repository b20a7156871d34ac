import { z } from 'zod';
import { SUBMIT_TOOL } from '../agents/definition.js';
import {
  chatMessageSchema,
  toolSpecSchema,
  type ChatMessageShape,
} from '../runner/message-schema.js';

/** The version of the trajectory line format; a reader refuses any other. */
export const TRAJECTORY_FORMAT = 'remora-trajectory/1';

/** The task a trajectory solved: enough to rebuild the node and run the op again. */
export const trajectoryTaskSchema = z
  .object({
    op: z.string().regex(/^[a-z_]+$/),
    node_id: z.string().regex(/^[0-9a-f]{16}$/),
    node_type: z.enum(['file', 'class', 'function', 'method']),
    full_name: z.string().min(1),
    file_path: z.string().min(1),
    file_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The node's file as the teacher saw it. */
    file_text: z.string(),
  })
  .strict();

/** What the teacher's run came to: the reference a replay is compared with. */
export const teacherOutcomeSchema = z
  .object({
    status: z.literal('succeeded'),
    summary: z.string(),
    turns: z.number().int().min(1),
    /** The op's change as a unified diff against the stable tree ('' for none). */
    diff: z.string(),
  })
  .strict();

export const trajectoryMetadataSchema = z
  .object({
    format: z.literal(TRAJECTORY_FORMAT),
    split: z.enum(['train', 'eval']),
    agent: z.string().min(1),
    /** The model name the runner asked for. */
    model: z.string().min(1),
    /** `builtin`, or `server` for an OpenAI-compatible teacher. */
    teacher: z.enum(['builtin', 'server']),
    task: trajectoryTaskSchema,
    outcome: teacherOutcomeSchema,
  })
  .strict();

/**
 * One line of a trajectory file: the conversation exactly as the runner sent
 * it (the last request's messages and the reply that ended the run), the tool
 * schemas it sent, and what is needed to replay and judge the task.
 */
export const trajectorySchema = z
  .object({
    messages: z.array(chatMessageSchema).min(3),
    tools: z.array(toolSpecSchema).min(1),
    metadata: trajectoryMetadataSchema,
  })
  .strict()
  .superRefine((line, context) => {
    const names = line.tools.map((tool) => tool.function.name);
    for (const problem of conversationProblems(line.messages, names))
      context.addIssue({ code: 'custom', path: ['messages'], message: problem });
  });

export type TrajectoryTask = z.infer<typeof trajectoryTaskSchema>;
export type TrajectoryMetadata = z.infer<typeof trajectoryMetadataSchema>;
export type Trajectory = z.infer<typeof trajectorySchema>;

/**
 * What makes a conversation unfit to train on, beyond its message shapes: it
 * opens with the system prompt and the node context; every assistant turn
 * calls tools of the run, each answered in order by a tool message; it ends
 * with the assistant calling submit_result. Empty when it is fit.
 */
export function conversationProblems(
  messages: readonly ChatMessageShape[],
  tools: readonly string[],
): string[] {
  const problems: string[] = [];
  if (messages[0]?.role !== 'system') problems.push('the first message is not the system prompt');
  if (messages[1]?.role !== 'user') problems.push('the second message is not the node context');
  let pending: { id: string; name: string }[] = [];
  messages.slice(2).forEach((message, offset) => {
    const at = `message ${offset + 2}`;
    if (message.role === 'assistant') {
      if (pending.length > 0) problems.push(`${at}: a tool call before it has no result`);
      const calls = message.tool_calls ?? [];
      if (calls.length === 0) problems.push(`${at}: an assistant turn without a tool call`);
      for (const call of calls)
        if (!tools.includes(call.function.name))
          problems.push(`${at}: calls '${call.function.name}', which is not among the tools`);
      pending = calls.map((call) => ({ id: call.id, name: call.function.name }));
    } else if (message.role === 'tool') {
      const expected = pending.shift();
      if (!expected || expected.id !== message.tool_call_id || expected.name !== message.name)
        problems.push(`${at}: a tool result that answers no pending call in order`);
    } else problems.push(`${at}: a ${message.role} message after the opening`);
  });
  const last = messages.at(-1);
  if (
    last?.role !== 'assistant' ||
    !(last.tool_calls ?? []).some((call) => call.function.name === SUBMIT_TOOL)
  )
    problems.push(`the conversation does not end with a call of ${SUBMIT_TOOL}`);
  return problems;
}
