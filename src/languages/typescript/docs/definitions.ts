import type { Node } from 'web-tree-sitter';
import { isJsDocText } from './jsdoc.js';
import { appendAll } from '../../../core/arrays.js';

/** Node types that are a function's own node, with parameters and (mostly) a body. */
export const FUNCTION_TYPES = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_signature',
  'function_expression',
  'function',
  'generator_function',
  'arrow_function',
  'method_definition',
  'method_signature',
  'abstract_method_signature',
]);

const CLASS_TYPES = new Set(['class_declaration', 'abstract_class_declaration', 'class']);

/** A definition the docs are read for: a function, method or class, and what surrounds it. */
export interface JsDefinition {
  name: string;
  kind: 'function' | 'method' | 'class';
  /** The function's or class's own node. */
  node: Node;
  /** The outermost node the definition's statement starts with: its doc block sits above it. */
  anchor: Node;
  /** Exported: by `export`, by `module.exports`/`exports.x`, or a member of an exported class. */
  exported: boolean;
  /** `#x`, `_x`, `private`, or a member of a private class: never asked for a doc. */
  private: boolean;
  /** The enclosing class's definition, for a method. */
  owner?: JsDefinition;
  /**
   * The function type a binding is declared with (`fetch: (request: Request,
   * env?: Env) => Response = (request, ...rest) => ...`): the doc documents
   * its parameters, not the implementation's.
   */
  declaredType?: Node;
}

/** The function type a declarator or field is annotated with, if it is one. */
function declaredFunctionType(binding: Node): { declaredType: Node } | Record<string, never> {
  const annotation = binding.childForFieldName('type');
  const type = annotation?.namedChildren[0];
  return type?.type === 'function_type' ? { declaredType: type } : {};
}

const nameText = (node: Node | null): string => node?.text ?? '';

function isPrivateName(name: string): boolean {
  return name.startsWith('#') || name.startsWith('_');
}

function accessibility(member: Node): string | undefined {
  return member.children.find((child) => child.type === 'accessibility_modifier')?.text;
}

/** The statement a declaration stands in: `export` (default) around it, if any. */
function exportedAnchor(node: Node): { anchor: Node; exported: boolean } {
  const parent = node.parent;
  if (parent?.type === 'export_statement') return { anchor: parent, exported: true };
  return { anchor: node, exported: false };
}

/** `module.exports`, `module.exports.x`, `exports.x`: a CommonJS export. */
function isCommonJsExport(left: Node): boolean {
  return /^(module\.exports|exports)(\.|$)/.test(left.text);
}

function functionValue(node: Node | null): Node | undefined {
  return node && FUNCTION_TYPES.has(node.type) ? node : undefined;
}

/** The definitions a statement holds: a declaration, a bound function, or an assigned one. */
function statementDefinitions(statement: Node): JsDefinition[] {
  const inner =
    statement.type === 'export_statement'
      ? (statement.childForFieldName('declaration') ?? statement.childForFieldName('value'))
      : statement;
  if (!inner) return [];
  const { anchor, exported } = exportedAnchor(inner);
  if (FUNCTION_TYPES.has(inner.type) || CLASS_TYPES.has(inner.type)) {
    const name = nameText(inner.childForFieldName('name')) || 'default';
    const kind = CLASS_TYPES.has(inner.type) ? 'class' : 'function';
    return [{ name, kind, node: inner, anchor, exported, private: isPrivateName(name) }];
  }
  if (inner.type === 'lexical_declaration' || inner.type === 'variable_declaration') {
    const declarators = inner.namedChildren.filter((c) => c?.type === 'variable_declarator');
    // A doc block above `const a = ..., b = ...` belongs to neither alone.
    if (declarators.length !== 1 || !declarators[0]) return [];
    const value = declarators[0].childForFieldName('value');
    const target = functionValue(value) ?? (value && CLASS_TYPES.has(value.type) ? value : null);
    if (value?.type === 'object') {
      const holder = nameText(declarators[0].childForFieldName('name'));
      return objectMembers(value, { exported, private: isPrivateName(holder) });
    }
    if (!target) return [];
    const name = nameText(declarators[0].childForFieldName('name'));
    const kind = CLASS_TYPES.has(target.type) ? 'class' : 'function';
    const typed = declaredFunctionType(declarators[0]);
    return [{ name, kind, node: target, anchor, exported, private: isPrivateName(name), ...typed }];
  }
  if (inner.type === 'expression_statement') {
    const assignment = inner.namedChildren[0];
    if (assignment?.type !== 'assignment_expression') return [];
    const left = assignment.childForFieldName('left');
    const target = functionValue(assignment.childForFieldName('right'));
    if (!left || !target) return [];
    const name =
      left.type === 'member_expression' ? nameText(left.childForFieldName('property')) : left.text;
    return [
      {
        name,
        kind: 'function',
        node: target,
        anchor: inner,
        exported: isCommonJsExport(left),
        private: isPrivateName(name),
      },
    ];
  }
  return [];
}

/**
 * The functions of an object literal bound at module level (`const api = {
 * get(url) {}, post: function (url, body) {} }`): its methods and the
 * properties holding a function, each documented by the block above it.
 */
function objectMembers(
  object: Node,
  holder: { exported: boolean; private: boolean },
): JsDefinition[] {
  return object.namedChildren.flatMap((member): JsDefinition[] => {
    if (!member) return [];
    const node =
      member.type === 'method_definition'
        ? member
        : member.type === 'pair'
          ? functionValue(member.childForFieldName('value'))
          : undefined;
    if (!node) return [];
    const name = nameText(member.childForFieldName(member.type === 'pair' ? 'key' : 'name'));
    return [
      {
        name,
        kind: 'function',
        node,
        anchor: member,
        exported: holder.exported,
        private: holder.private || isPrivateName(name),
      },
    ];
  });
}

/** The members of a class body that are functions: methods, and fields holding a function. */
function memberDefinitions(owner: JsDefinition, body: Node): JsDefinition[] {
  return body.namedChildren.flatMap((member): JsDefinition[] => {
    if (!member) return [];
    const field = member.type === 'public_field_definition' || member.type === 'field_definition';
    const node = field
      ? functionValue(member.childForFieldName('value'))
      : FUNCTION_TYPES.has(member.type)
        ? member
        : undefined;
    if (!node) return [];
    const nameNode =
      member.childForFieldName(field ? 'name' : 'name') ?? member.childForFieldName('property');
    const name = nameText(nameNode);
    const hidden = isPrivateName(name) || accessibility(member) === 'private' || owner.private;
    return [
      {
        name,
        kind: 'method',
        node,
        anchor: member,
        exported: owner.exported,
        private: hidden,
        owner,
        ...(field ? declaredFunctionType(member) : {}),
      },
    ];
  });
}

/** Every definition of a tree whose doc can be read: top-level ones, and the members of classes. */
export function definitionsOf(root: Node): JsDefinition[] {
  const found: JsDefinition[] = [];
  const visit = (container: Node): void => {
    for (const statement of container.namedChildren) {
      if (!statement) continue;
      for (const definition of statementDefinitions(statement)) {
        found.push(definition);
        if (definition.kind !== 'class') continue;
        const body = definition.node.childForFieldName('body');
        if (body) appendAll(found, memberDefinitions(definition, body));
      }
      if (statement.type === 'internal_module' || statement.type === 'module') {
        const body = statement.childForFieldName('body');
        if (body) visit(body);
      }
      if (
        statement.type === 'expression_statement' &&
        statement.namedChildren[0]?.type === 'internal_module'
      ) {
        const body = statement.namedChildren[0].childForFieldName('body');
        if (body) visit(body);
      }
    }
  };
  visit(root);
  return found;
}

/** The rows a definition's node may start on: its decorators', its statement's, its own. */
function startRows(definition: JsDefinition): number[] {
  const rows = [definition.anchor.startPosition.row, definition.node.startPosition.row];
  let previous = definition.anchor.previousSibling;
  while (previous?.type === 'decorator') {
    rows.push(previous.startPosition.row);
    previous = previous.previousSibling;
  }
  return rows;
}

/**
 * The definition a reviewed node is: the one whose statement starts on the
 * node's first line (nodes start at their decorators and `export`), its name
 * the node's where two start there. A file's node is none: it starts on the
 * first line too, where a module that opens with `export default function`
 * has its one definition, which has its own node.
 */
export function definitionAt(
  root: Node,
  node: { name: string; start_line: number; end_line: number; node_type?: string },
): JsDefinition | undefined {
  if (node.node_type === 'file') return undefined;
  const row = node.start_line - 1;
  const starting = definitionsOf(root).filter(
    (d) => startRows(d).includes(row) && d.node.endPosition.row <= node.end_line - 1,
  );
  const bare = node.name.replace(/#\d+$/, '').replace(/^(get|set) /, '');
  return starting.find((d) => d.name === bare) ?? (starting.length === 1 ? starting[0] : undefined);
}

/**
 * The documentation comment directly above a definition: the comment that
 * precedes its statement (its decorators are passed over), when nothing but
 * white space and plain comments lie between them. A plain comment (`//`,
 * `/* *\/`, `/*! *\/`) does not detach the block, as TypeScript reads it:
 * mongoose's Query.prototype.box has a `/*! ... *\/` note between its doc and
 * its code. A file's header (`@file`, `@module`, `@license`,
 * `@packageDocumentation`) documents the file, not what follows.
 */
export function docCommentOf(definition: JsDefinition): Node | undefined {
  let previous = definition.anchor.previousSibling;
  while (previous?.type === 'decorator') previous = previous.previousSibling;
  while (previous?.type === 'comment' && !isJsDocText(previous.text))
    previous = previous.previousSibling;
  // A decorator inside the statement (`@dec export class`, `@dec class`) comes after the comment.
  if (previous?.type !== 'comment' || !isJsDocText(previous.text)) return undefined;
  if (
    /@(file|fileoverview|overview|module|license|preserve|packageDocumentation)\b/.test(
      previous.text,
    )
  )
    return undefined;
  return previous;
}
