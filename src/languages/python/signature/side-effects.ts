import type { Node } from 'web-tree-sitter';

/** Builtins whose call reaches outside the function (I/O, the interpreter). */
const EFFECT_CALLS = new Set([
  'open',
  'print',
  'input',
  'exec',
  'eval',
  'breakpoint',
  'exit',
  'quit',
  '__import__',
]);

/** Modules whose use means files, processes, the network or the environment. */
const EFFECT_MODULES = new Set([
  'os',
  'sys',
  'subprocess',
  'requests',
  'shutil',
  'socket',
  'urllib',
  'http',
  'httpx',
  'aiohttp',
  'sqlite3',
  'smtplib',
  'tempfile',
  'webbrowser',
  'multiprocessing',
  'threading',
  'signal',
  'ctypes',
]);

/** Methods that change the object they are called on, or touch the file system through a path. */
const MUTATORS = new Set([
  'append',
  'extend',
  'insert',
  'pop',
  'remove',
  'clear',
  'update',
  'setdefault',
  'add',
  'discard',
  'sort',
  'reverse',
  'popitem',
]);
const PATH_WRITES = new Set([
  'write_text',
  'write_bytes',
  'unlink',
  'mkdir',
  'rmdir',
  'touch',
  'chmod',
  'rename',
  'symlink_to',
  'hardlink_to',
]);

const MAX_REASONS = 5;

/**
 * Why calling a function may do more than compute a value, as far as its
 * body shows: I/O builtins, modules that reach the system, `global` and
 * `nonlocal`, assignments to (or mutation of) its parameters' attributes and
 * items — `self` included. Nested functions count: they may be called.
 * Returns at most a few reasons, in source order.
 */
export function sideEffects(body: Node, parameters: ReadonlySet<string>): string[] {
  const reasons: string[] = [];
  const note = (reason: string): void => {
    if (!reasons.includes(reason)) reasons.push(reason);
  };
  const visit = (node: Node): void => {
    if (reasons.length >= MAX_REASONS) return;
    inspect(node, parameters, note);
    for (const child of node.namedChildren) visit(child);
  };
  visit(body);
  return reasons.slice(0, MAX_REASONS);
}

function inspect(
  node: Node,
  parameters: ReadonlySet<string>,
  note: (reason: string) => void,
): void {
  switch (node.type) {
    case 'global_statement':
      note(`declares global ${names(node)}`);
      break;
    case 'nonlocal_statement':
      note(`declares nonlocal ${names(node)}`);
      break;
    case 'call':
      inspectCall(node, parameters, note);
      break;
    case 'attribute': {
      // Only the whole chain (`os.path.join`), not its inner links (`os.path`).
      const parent = node.parent;
      if (parent?.type === 'attribute' && parent.childForFieldName('object')?.id === node.id) break;
      const root = rootIdentifier(node);
      if (root && EFFECT_MODULES.has(root)) note(`uses ${root}.${attributePath(node)}`);
      if (root === 'time' && node.childForFieldName('attribute')?.text === 'sleep')
        note('sleeps (time.sleep)');
      break;
    }
    case 'import_statement':
    case 'import_from_statement': {
      const module = node.childForFieldName('module_name') ?? node.childForFieldName('name');
      const top = module?.text.split('.')[0];
      if (top && EFFECT_MODULES.has(top)) note(`imports ${top}`);
      break;
    }
    case 'assignment':
    case 'augmented_assignment':
      for (const target of targets(node.childForFieldName('left'))) {
        const root = rootIdentifier(target);
        if (root && parameters.has(root)) note(`assigns to ${target.text}`);
      }
      break;
    case 'delete_statement':
      for (const target of node.namedChildren.flatMap((child) => targets(child))) {
        const root = rootIdentifier(target);
        if (root && parameters.has(root)) note(`deletes ${target.text}`);
      }
      break;
  }
}

function inspectCall(
  node: Node,
  parameters: ReadonlySet<string>,
  note: (reason: string) => void,
): void {
  const callee = node.childForFieldName('function');
  if (!callee) return;
  if (callee.type === 'identifier' && EFFECT_CALLS.has(callee.text)) note(`calls ${callee.text}()`);
  if (callee.type !== 'attribute') return;
  const method = callee.childForFieldName('attribute')?.text ?? '';
  const owner = callee.childForFieldName('object');
  const root = owner ? rootIdentifier(owner) : undefined;
  if (root && parameters.has(root) && MUTATORS.has(method))
    note(`mutates ${owner?.text} (${method})`);
  if (PATH_WRITES.has(method)) note(`changes files (${method})`);
}

/** The identifiers an assignment target stands for: `a.b`, `a[0]` and the items of tuple targets. */
function targets(node: Node | null): Node[] {
  if (!node) return [];
  if (node.type === 'attribute' || node.type === 'subscript') return [node];
  if (['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list'].includes(node.type))
    return node.namedChildren.flatMap((child) => targets(child));
  return [];
}

/** The name an attribute or subscript chain starts from: `self` in `self.items[0].x`. */
function rootIdentifier(node: Node): string | undefined {
  let current: Node | null = node;
  while (
    current &&
    (current.type === 'attribute' || current.type === 'subscript' || current.type === 'call')
  ) {
    current = current.childForFieldName(
      current.type === 'attribute' ? 'object' : current.type === 'subscript' ? 'value' : 'function',
    );
  }
  return current?.type === 'identifier' ? current.text : undefined;
}

function attributePath(node: Node): string {
  const attribute = node.childForFieldName('attribute')?.text ?? '';
  const object = node.childForFieldName('object');
  return object?.type === 'attribute' ? `${attributePath(object)}.${attribute}` : attribute;
}

function names(node: Node): string {
  return node.namedChildren.map((child) => child.text).join(', ');
}
