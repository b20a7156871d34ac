import type { Node } from 'web-tree-sitter';
import { stringLiteralValue, tryStringLiteral } from './string-literal.js';
import { appendAll } from '../../../core/arrays.js';

/** One name a statement directly in a class body binds: `x: T`, `x: T = v`, `x = v`, `a = b = v`. */
export interface ClassAttribute {
  name: string;
  /** The annotation's source text, or null when there is none. */
  annotation: string | null;
  /** The assigned value's source text, or null for a bare annotation. */
  value: string | null;
  /** Annotated `ClassVar` (`ClassVar[int]`, bare `ClassVar`, or as a string): never an instance field. */
  classVar: boolean;
  /** The dataclass `_: KW_ONLY` marker: no field at all. */
  kwOnlyMarker: boolean;
}

const CLASS_VAR = /^(?:typing(?:_extensions)?\.|t\.)?ClassVar$/;
const KW_ONLY = /^(?:dataclasses\.)?KW_ONLY$/;
/** Decorators (without `@`) that make a class a dataclass-like record: stdlib, pydantic, attrs. */
const DATACLASS =
  /^(?:dataclasses\.|pydantic\.dataclasses\.)?dataclass\b|^(?:attrs?\.)?(?:define|frozen|mutable)\b/;

/**
 * The attributes a class body binds at its top level, in order: every
 * assignment or annotation whose target is a plain name. The one reader of
 * class attributes: the docstring's Attributes section and the record fields
 * tests and fixtures build instances from both start here.
 */
export function readClassAttributes(body: Node | null): ClassAttribute[] {
  if (!body) return [];
  const attributes: ClassAttribute[] = [];
  for (const statement of body.namedChildren) {
    if (statement.type !== 'expression_statement') continue;
    for (const assignment of statement.namedChildren) {
      if (assignment.type === 'assignment') appendAll(attributes, readAssignment(assignment));
    }
  }
  return attributes;
}

/** Whether a decorator's text (with or without its `@`) makes its class a dataclass-like record. */
export function isDataclassDecorator(decorator: string): boolean {
  return DATACLASS.test(decorator.replace(/^@\s*/, '').trim());
}

function readAssignment(assignment: Node): ClassAttribute[] {
  const type = assignment.childForFieldName('type');
  const annotation = type ? type.text : null;
  const names: string[] = [];
  let current: Node | null = assignment;
  // `a = b = 1` nests the second assignment as the first one's value.
  while (current?.type === 'assignment') {
    const left = current.childForFieldName('left');
    if (left?.type === 'identifier') names.push(left.text);
    const right = current.childForFieldName('right');
    if (right?.type !== 'assignment') {
      const value = right?.text ?? null;
      const bare = annotation === null ? '' : annotationName(annotation);
      return names.map((name) => ({
        name,
        annotation,
        value,
        classVar: CLASS_VAR.test(bare),
        kwOnlyMarker: KW_ONLY.test(bare),
      }));
    }
    current = right;
  }
  return [];
}

/** The name an annotation's outermost type goes by: `ClassVar` for `ClassVar[int]` or `"ClassVar[int]"`. */
function annotationName(annotation: string): string {
  const literal = tryStringLiteral(annotation.trim());
  const text = literal && !literal.bytes ? stringLiteralValue(literal).text : annotation;
  const bare = text.trim();
  const subscript = bare.indexOf('[');
  return subscript === -1 ? bare : bare.slice(0, subscript).trimEnd();
}
