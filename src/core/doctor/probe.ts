import type { AgentDefinition } from '../agents/definition.js';
import { SUBMIT_TOOL } from '../agents/definition.js';
import { readFunctionCalls, type TextFunctionCall } from '../runner/function-call-text.js';
import type { ChatMessage } from '../runner/messages.js';

/**
 * The doctor's probe (docs/model-path.md): one call of an agent's tool with
 * typed, hostile arguments, rendered by the server's own chat template and
 * read back by Remora's parser. It comes back identical when the server
 * renders with the one template; a server that renders with another (vLLM's
 * example template writes every value as text) changes it.
 */

const HOSTILE = 'say "hi" {<escape>} <end_function_call> 3\nü';

/** The probe's call: the agent's submit_result, every property given a value of its type. */
export function probeCall(definition: AgentDefinition): TextFunctionCall {
  const tool =
    definition.tools.find((t) => t.name === SUBMIT_TOOL) ?? definition.tools[0] ?? undefined;
  const properties = (tool?.parameters.properties ?? {}) as Record<string, Record<string, unknown>>;
  return {
    name: tool?.name ?? SUBMIT_TOOL,
    arguments: Object.fromEntries(
      Object.entries(properties).map(([name, schema]) => [name, typedValue(schema)]),
    ),
  };
}

function typedValue(schema: Record<string, unknown>): unknown {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
      return 3;
    case 'number':
      return 0.5;
    case 'boolean':
      return false;
    case 'array':
      return ['a', '7', ''];
    case 'object':
      return { case: { value: null, list: [1, 'true'] } };
    default:
      return HOSTILE;
  }
}

/** The conversation the server renders: the opening, then the probe call as the model's turn. */
export function probeMessages(
  opening: readonly ChatMessage[],
  call: TextFunctionCall,
): ChatMessage[] {
  return [
    ...opening,
    {
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_1_1',
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.arguments) },
        },
      ],
    },
  ];
}

/** How the probe came back: identical, or what the server made of it. */
export type ProbeVerdict = { identical: true } | { identical: false; detail: string };

/** Reads the last model turn of the server's rendering and compares its call with the probe's. */
export function judgeProbe(rendered: string, call: TextFunctionCall): ProbeVerdict {
  const turn = rendered.slice(rendered.lastIndexOf('<start_of_turn>model'));
  const read = readFunctionCalls(turn.replace(/^<start_of_turn>model\n?/, ''));
  const [back] = read.calls;
  if (!back)
    return {
      identical: false,
      detail: read.problems[0] ?? 'the rendering holds no function call in the model turn',
    };
  const sent = JSON.stringify(call);
  const got = JSON.stringify(back);
  return sent === got
    ? { identical: true }
    : { identical: false, detail: `sent ${shorten(sent)}, read back ${shorten(got)}` };
}

function shorten(text: string): string {
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
