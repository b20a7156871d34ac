import type { Node } from 'web-tree-sitter';
import type { TreeCache } from '../../../core/discovery/discover-file.js';
import { pythonTrees, withParsedPython } from '../parser.js';
import { tryFindOwner, type DocstringOwner } from '../docs/python-syntax.js';
import { readClassContract, type ClassContract } from '../docs/class-contract.js';
import type { ClassContracts } from '../docs/review-node-docstring.js';
import { readSignature } from '../docs/signature.js';
import type { Signature } from '../docs/types.js';
import { RemoraError } from '../../../core/errors.js';
import type { NodeLocation, ToolContext } from '../../../ops/shared/tool-context.js';

/** The node's current location with its file parsed and its definition found. */
export interface NodeSyntax {
  here: NodeLocation;
  root: Node;
  owner: DocstringOwner;
  /** The thread's shared Python trees: an edit checked here is parsed incrementally and kept. */
  trees: TreeCache;
}

/**
 * Locates the node, parses its file as it is now and hands `use` the node's
 * definition; the tree lives in wasm memory, so it is freed afterwards.
 */
export async function withNodeSyntax<T>(
  context: ToolContext,
  use: (syntax: NodeSyntax) => T,
): Promise<T> {
  const here = await context.locate();
  const trees = await pythonTrees();
  return withParsedPython(here.text, (root) => {
    const owner = tryFindOwner(root, here.node);
    if (!owner)
      throw new RemoraError(
        'TOOL_001',
        `${here.node.full_name} was not found in ${here.node.file_path}`,
      );
    return use({ here, root, owner, trees });
  });
}

/**
 * The node's signature at the base revision, where the change under review
 * rewrote lines of it; null for a node the change wrote whole; undefined when
 * that is unknown (no diff, a base text that does not hold the definition).
 */
export async function signatureBefore(context: ToolContext): Promise<Signature | null | undefined> {
  const { before, node } = context;
  if (before === null) return null;
  if (before === undefined) return undefined;
  return withParsedPython(before, (root) => {
    const owner = tryFindOwner(root, { ...node, start_line: 1 });
    return owner ? readSignature(owner, node) : undefined;
  });
}

/**
 * A class node's contract (its constructor's parameters, its fields and
 * names) at the base revision, read as {@link signatureBefore} reads the
 * signature: null for a class the change wrote whole, undefined when unknown
 * or not a class.
 */
export async function classContractBefore(
  context: ToolContext,
): Promise<ClassContract | null | undefined> {
  const { before, node } = context;
  if (node.node_type !== 'class' || before === undefined) return undefined;
  if (before === null) return null;
  return withParsedPython(before, (root) => {
    const owner = tryFindOwner(root, { ...node, start_line: 1 });
    return owner?.definition.type === 'class_definition'
      ? readClassContract(owner.definition)
      : undefined;
  });
}

/** The contracts a class node's docstring is held to; undefined for any other node. */
export function classContractsOf(
  owner: DocstringOwner,
  before: ClassContract | null | undefined,
): ClassContracts | undefined {
  return owner.definition.type === 'class_definition'
    ? { now: readClassContract(owner.definition), before }
    : undefined;
}

/** A constructor's signature named for the class whose docstring documents it, when one does. */
export function signatureDocumentedOn(
  signature: Signature,
  onClass: DocstringOwner | undefined,
): Signature {
  const name = onClass?.definition.childForFieldName('name')?.text;
  return name ? { ...signature, name } : signature;
}
