import { styleExample } from '../docs/docstring-style.js';
import type { ContextProvider } from '../../../ops/shared/tool-context.js';
import { projectDocstringStyle } from './project-style.js';

/** Context provider `docstring.style`: the docstring style to write, where it comes from, and what it looks like. */
export const docstringStyleContext: ContextProvider = async (context) => {
  const { style, origin } = await projectDocstringStyle(context);
  const example = styleExample(style)
    .split('\n')
    .map((line) => (line ? `    ${line}` : ''));
  return `Docstring style: ${style} (${origin}). A ${style}-style docstring looks like:\n\n${example.join('\n')}`;
};
