import { readSignature } from '../docs/signature.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { withNodeSyntax } from './node-syntax.js';

/**
 * `read_type_hints()`: what the node's code says a docstring should cover:
 * parameters (annotation, default, kind; no self/cls), the return
 * annotation and whether a value is returned, generators and their yield
 * type, raised exceptions, and a class's `__init__` attributes.
 */
export const readTypeHints: ToolHandler = (_args, context) =>
  withNodeSyntax(context, ({ here, owner }) => readSignature(owner, here.node));
