import type { TypeExpr } from './type-expr.js';

/** An annotation's tree as short readable text, for messages. */
export function describe(type: TypeExpr): string {
  switch (type.kind) {
    case 'name':
      return type.args.length ? `${type.name}[${type.args.map(describe).join(', ')}]` : type.name;
    case 'union':
      return type.options.map(describe).join(' | ');
    case 'none':
      return 'None';
    case 'literal':
      return `Literal[${type.values.map((v) => ('value' in v ? JSON.stringify(v.value) : v.type === 'member' ? `${v.owner}.${v.member}` : 'None')).join(', ')}]`;
    case 'list':
      return `[${type.items.map(describe).join(', ')}]`;
    case 'ellipsis':
      return '...';
    case 'unknown':
      return type.text;
  }
}
