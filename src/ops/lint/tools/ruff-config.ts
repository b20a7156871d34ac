import type { ContextProvider } from '../../shared/tool-context.js';

/** Context provider `lint.ruff_config`: which Ruff settings apply, so the model knows the rules in force. */
export const ruffConfigContext: ContextProvider = async (context) => {
  const { settings, origin } = await context.services.ruffSettings(context.node.file_path);
  const select = [
    ...(settings.select ?? ["Ruff's default rules"]),
    ...(settings.extendSelect ?? []),
  ].join(', ');
  const ignore = settings.ignore.length > 0 ? `; ignored: ${settings.ignore.join(', ')}` : '';
  return `Ruff configuration from ${origin}: rules ${select}${ignore}${settings.lineLength ? `; line length ${settings.lineLength}` : ''}.`;
};
