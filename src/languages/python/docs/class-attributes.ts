import type { Node } from 'web-tree-sitter';
import { isDataclassDecorator, readClassAttributes } from '../syntax/class-attributes.js';
import { oneLine, statementsOf, walkOwnBody } from './python-syntax.js';
import { paramsOf } from './parameters.js';
import type { InstanceAttribute } from './types.js';

/**
 * A class's attributes: for a dataclass its annotated fields, then what its
 * own `__init__` sets on `self` (`self.x = ...`, `self.x: T = ...`), in the
 * order first assigned. An attribute set straight from an annotated
 * parameter (`self.items = items`) takes the parameter's annotation.
 */
export function classAttributes(definition: Node): InstanceAttribute[] {
  const body = definition.childForFieldName('body');
  if (!body) return [];
  const attributes = isDataclass(definition) ? dataclassFields(body) : [];
  const init = statementsOf(body)
    .map((s) => (s.type === 'decorated_definition' ? s.childForFieldName('definition') : s))
    .find(
      (s) => s?.type === 'function_definition' && s.childForFieldName('name')?.text === '__init__',
    );
  const initBody = init?.childForFieldName('body');
  const [self, ...params] = init ? paramsOf(init) : [];
  if (!initBody || !self) return attributes;
  walkOwnBody(initBody, (node) => {
    if (node.type !== 'assignment') return;
    const type = node.childForFieldName('type');
    const right = node.childForFieldName('right');
    const fromParam =
      right?.type === 'identifier'
        ? params.find((p) => p.name === right.text)?.annotation
        : undefined;
    const annotation = type ? oneLine(type.text) : (fromParam ?? null);
    for (const name of assignedAttributes(node.childForFieldName('left'), self.name)) {
      const known = attributes.find((a) => a.name === name);
      if (!known) attributes.push({ name, annotation });
      else if (!known.annotation && annotation) known.annotation = annotation;
    }
  });
  return attributes;
}

function isDataclass(definition: Node): boolean {
  const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : undefined;
  return (outer?.namedChildren ?? []).some(
    (d) => d.type === 'decorator' && isDataclassDecorator(d.text),
  );
}

/** A dataclass's fields: its annotated class attributes, without `ClassVar`s and the `KW_ONLY` marker. */
function dataclassFields(body: Node): InstanceAttribute[] {
  return readClassAttributes(body).flatMap(({ name, annotation, classVar, kwOnlyMarker }) =>
    annotation === null || classVar || kwOnlyMarker
      ? []
      : [{ name, annotation: oneLine(annotation) }],
  );
}

function assignedAttributes(left: Node | null, self: string): string[] {
  if (!left) return [];
  if (left.type === 'attribute') {
    const object = left.childForFieldName('object');
    const attribute = left.childForFieldName('attribute');
    return object?.type === 'identifier' && object.text === self && attribute
      ? [attribute.text]
      : [];
  }
  if (
    left.type === 'pattern_list' ||
    left.type === 'tuple_pattern' ||
    left.type === 'list_pattern'
  ) {
    return left.namedChildren.flatMap((child) => assignedAttributes(child, self));
  }
  return [];
}
