import type { ChatMessage } from '../../src/core/runner/messages.js';
import type { ReceivedRequest, ScriptedTurn } from './scripted-server.js';

/** The question the scripted docstring model asks before writing. */
export const AREA_QUESTION = 'What unit are width and height measured in?';

/**
 * A docstring model that cannot tell the unit from the code: it asks the
 * author (ask_user), then writes the docstring with the unit it was told,
 * or without one when no answer is available, then submits. It reads only
 * the conversation, as a model does, so a test sees what reached it.
 */
export function askingDocstringModel(request: ReceivedRequest): ScriptedTurn {
  const last = request.messages.at(-1) as ChatMessage | undefined;
  if (last?.role !== 'tool')
    return { calls: [{ name: 'ask_user', arguments: { question: AREA_QUESTION } }] };
  if (last.name === 'ask_user') {
    const result = JSON.parse(last.content) as { answer?: string };
    const unit = result.answer ? `, in ${result.answer}` : '';
    return {
      calls: [
        {
          name: 'write_docstring',
          arguments: {
            style: 'google',
            docstring:
              `Compute the area of a rectangle${unit}.\n\nArgs:\n` +
              `    width: How wide the rectangle is${unit}.\n` +
              `    height: How tall the rectangle is${unit}.\n\n` +
              `Returns:\n    The product of width and height.`,
          },
        },
      ],
    };
  }
  return {
    calls: [
      {
        name: 'submit_result',
        arguments: { summary: 'Documented area.', action: 'added', changed_files: ['geometry.py'] },
      },
    ],
  };
}
