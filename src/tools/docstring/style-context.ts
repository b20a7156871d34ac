import {
  fileDocstrings,
  resolveDocstringStyle,
  styleExample,
} from '../../core/docstring/docstring-style.js';
import type { ContextProvider } from '../tool-context.js';
import { withNodeSyntax } from './node-syntax.js';

const ORIGIN = {
  config: 'set in remora.yaml (operations.docstring.style)',
  file: "the style this file's docstrings use",
  default: 'the default; neither remora.yaml nor this file sets one',
} as const;

/** Context provider `docstring.style`: the docstring style to write, where it comes from, and what it looks like. */
export const docstringStyleContext: ContextProvider = (context) =>
  withNodeSyntax(context, ({ root }) => {
    const { style, source } = resolveDocstringStyle(context.opConfig.style, fileDocstrings(root));
    const example = styleExample(style)
      .split('\n')
      .map((line) => (line ? `    ${line}` : ''));
    return `Docstring style: ${style} (${ORIGIN[source]}). A ${style}-style docstring looks like:\n\n${example.join('\n')}`;
  });
