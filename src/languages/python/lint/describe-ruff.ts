import type { RuffResolution } from './ruff-config.js';

/** Which Ruff settings apply and where they come from, so the model knows the rules in force. */
export function describeRuff({ settings, origin }: RuffResolution): string {
  const select = [
    ...(settings.select ?? ["Ruff's default rules"]),
    ...(settings.extendSelect ?? []),
  ].join(', ');
  const ignore = settings.ignore.length > 0 ? `; ignored: ${settings.ignore.join(', ')}` : '';
  return `Ruff configuration from ${origin}: rules ${select}${ignore}${settings.lineLength ? `; line length ${settings.lineLength}` : ''}.`;
}
