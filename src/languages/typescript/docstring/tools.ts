import { RemoraError } from '../../../core/errors.js';
import type { OpEngine } from '../../../ops/op-module.js';
import { writeDocstringArguments } from '../../../ops/docstring/arguments.js';
import { repairResult } from '../../../ops/docstring/repair-result.js';
import type {
  ContextProvider,
  FindingCheck,
  ToolHandler,
} from '../../../ops/shared/tool-context.js';
import { jsdocCoverage } from '../docs/coverage.js';
import { reviewJsDoc } from '../docs/review-jsdoc.js';
import { readSignature } from '../docs/signature.js';
import { definitionAt } from '../docs/definitions.js';
import { readJsDoc, writeJsDoc } from '../docs/write-jsdoc.js';
import { parserFor } from './parsers.js';
import { jsdocReviewInputs } from './review-inputs.js';

/**
 * `repair_docstring()` for TypeScript and JavaScript: the JSDoc repairs that
 * need no judgement (an entry for a removed parameter dropped, a renamed
 * parameter's entry renamed, members with it), made in the author's own
 * lines; what is left is what `docstring.coverage` then lists.
 */
const repairDocstring: ToolHandler = async (_args, context) => {
  const review = reviewJsDoc(await jsdocReviewInputs(context));
  const changed = review.action === 'updated' && review.source !== undefined;
  if (changed) await context.workspace.writeFile(context.node.file_path, review.source ?? '');
  const left = await coverage(context);
  return repairResult(
    context.node,
    { has_docstring: review.has_docstring, changed, repairs: review.repairs },
    left,
  );
};

/** Check `docstring.coverage`: what the node's JSDoc, as the op left it, lacks or gets wrong. */
const coverage: FindingCheck = async (context) => jsdocCoverage(await jsdocReviewInputs(context));

/** `read_current_docstring()`: the node's JSDoc taken apart, as written. */
const readCurrentDocstring: ToolHandler = async (_args, context) => {
  const here = await context.locate();
  const read = readJsDoc(await parserFor(here.node.file_path), here.text, here.node);
  return {
    node: here.node.full_name,
    node_type: here.node.node_type,
    file: here.node.file_path,
    style: 'jsdoc',
    ...read,
  };
};

/** `write_docstring(docstring)`: the node's doc comment set to this text, as a JSDoc block above it. */
const writeDocstring: ToolHandler = async (args, context) => {
  const { docstring } = writeDocstringArguments.parse(args);
  const here = await context.locate();
  const parser = await parserFor(here.node.file_path);
  const text = writeJsDoc(parser, here.text, here.node, jsdocBlock(docstring));
  await context.workspace.writeFile(here.node.file_path, text);
  return { file: here.node.file_path, node: here.node.full_name, written: true };
};

/** A model's doc text as a JSDoc block: kept when it is one, wrapped when it is prose. */
function jsdocBlock(text: string): string {
  const trimmed = text.trim();
  if (trimmed.startsWith('/**') && trimmed.endsWith('*/')) return trimmed;
  if (trimmed.includes('*/'))
    throw new RemoraError('TOOL_001', 'a JSDoc comment cannot hold `*/` inside it');
  return ['/**', ...trimmed.split('\n').map((line) => ` * ${line}`.trimEnd()), ' */'].join('\n');
}

/** `read_type_hints()`: the parameters' and return's TypeScript annotations, as written. */
const readTypeHints: ToolHandler = async (_args, context) => {
  const here = await context.locate();
  const parser = await parserFor(here.node.file_path);
  const tree = parser.parse(here.text);
  if (!tree) throw new RemoraError('TOOL_001', 'the file could not be parsed');
  try {
    const definition = definitionAt(tree.rootNode, here.node);
    const signature = definition ? readSignature(definition) : undefined;
    return { node: here.node.full_name, ...(signature ?? { params: [] }) };
  } finally {
    tree.delete();
  }
};

/** Context provider `docstring.style`: the doc style this language writes. */
const style: ContextProvider = async () =>
  'Docs here are JSDoc/TSDoc comments: a description, then `@param name - text` for each parameter (`options.name` for a destructured one), `@returns` when a value is returned, `@throws` and `@example` where they help.';

/** The docstring op for TypeScript and JavaScript: JSDoc/TSDoc. */
export const docstringEngine: OpEngine = {
  tools: {
    repair_docstring: repairDocstring,
    read_current_docstring: readCurrentDocstring,
    write_docstring: writeDocstring,
    read_type_hints: readTypeHints,
  },
  checks: { coverage },
  contextProviders: { style },
};
