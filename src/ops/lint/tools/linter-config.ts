import type { ContextProvider } from '../../shared/tool-context.js';

/** Context provider `lint.linter_config`: which linter configuration governs the file, so the model knows the rules in force. */
export const linterConfigContext: ContextProvider = async (context) =>
  (await context.services.describeLinter(context.node.file_path)) ??
  'No linter configuration governs this file.';
