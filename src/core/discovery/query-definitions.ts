import type { Node, Query } from 'web-tree-sitter';
import type { PlacedDefinition } from './placed-definition.js';

interface QueryDefinition {
  kind: PlacedDefinition['kind'];
  /** The whole definition: decorators included. */
  outer: Node;
  /** The definition proper (the name's parent). */
  inner: Node;
  name: string;
}

/**
 * The definitions the pack's query finds anywhere in the tree — ERROR nodes
 * included — each with the classes around it, in document order.
 */
export function placeQueryDefinitions(
  query: Query,
  root: Node,
  comments: ReadonlySet<string>,
): PlacedDefinition[] {
  const definitions = collectDefinitions(query, root);
  const byInner = new Map<number, QueryDefinition>(definitions.map((d) => [d.inner.id, d]));
  return definitions.flatMap((def) => {
    const scope = enclosingScope(def, byInner);
    if (scope === undefined) return [];
    const end = lastSignificantToken(def.outer, comments).endIndex;
    return [{ kind: def.kind, scope, name: def.name, start: def.outer.startIndex, end }];
  });
}

/** One definition per name node; a decorated definition keeps its decorators. */
function collectDefinitions(query: Query, root: Node): QueryDefinition[] {
  const byName = new Map<number, QueryDefinition>();
  for (const match of query.matches(root)) {
    let outer: Node | undefined;
    let nameNode: Node | undefined;
    let kind: QueryDefinition['kind'] | undefined;
    for (const capture of match.captures) {
      if (capture.name === 'name') nameNode = capture.node;
      else if (capture.name.startsWith('definition.')) {
        outer = capture.node;
        kind = capture.name === 'definition.class' ? 'class' : 'function';
      }
    }
    const inner = nameNode?.parent;
    if (!outer || !nameNode || !kind || !inner) continue;
    const known = byName.get(nameNode.id);
    if (known && known.outer.startIndex <= outer.startIndex) continue;
    byName.set(nameNode.id, { kind, outer, inner, name: nameNode.text });
  }
  return [...byName.values()].sort((a, b) => a.outer.startIndex - b.outer.startIndex);
}

/**
 * The class names around a definition, outermost first; undefined when the
 * definition sits inside a function body and so belongs to that function.
 */
function enclosingScope(
  def: QueryDefinition,
  byInner: Map<number, QueryDefinition>,
): string[] | undefined {
  const scope: string[] = [];
  for (let node = def.inner.parent; node; node = node.parent) {
    const enclosing = byInner.get(node.id);
    if (!enclosing) continue;
    if (enclosing.kind === 'function') return undefined;
    scope.unshift(enclosing.name);
  }
  return scope;
}

/**
 * The last token of a node that is neither a comment nor empty: where
 * Python's `ast` ends a definition (tree-sitter puts trailing comments inside
 * the block).
 */
export function lastSignificantToken(node: Node, comments: ReadonlySet<string>): Node {
  let current = node;
  for (;;) {
    let next: Node | null = null;
    for (let i = current.childCount - 1; i >= 0; i--) {
      const child = current.child(i);
      if (!child || comments.has(child.type) || child.startIndex === child.endIndex) continue;
      next = child;
      break;
    }
    if (!next) return current;
    current = next;
  }
}
