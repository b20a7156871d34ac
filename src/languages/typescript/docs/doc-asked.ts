import type { Node } from 'web-tree-sitter';
import { definitionsOf, docCommentOf, type JsDefinition } from './definitions.js';

/**
 * A file manager's duplicate of another file (`BaseRenderTexture copy.js`,
 * `index copy 2.ts`): a backup kept beside the file it copies, not code the
 * package runs. PixiJS kept its old BaseRenderTexture so while rewriting it
 * (50521bb6) and deleted the copy two weeks later; its docs are not reviewed.
 */
export function isFileCopy(filePath: string): boolean {
  return / copy( \d+)?\.[cm]?[jt]sx?$/.test(filePath);
}

/** Files whose definitions are never asked for a doc: tests, examples, declarations, fixtures, scripts, copies. */
export function isExcusedFile(filePath: string): boolean {
  if (isFileCopy(filePath)) return true;
  const path = `/${filePath.replace(/\\/g, '/')}`;
  if (/\.d\.[mc]?ts$/.test(path)) return true;
  if (/\.(test|spec|bench|stories)\.[mc]?[jt]sx?$/.test(path)) return true;
  return /\/(tests?|__tests__|__mocks__|spec|examples?|fixtures?|benchmarks?|bench|scripts?|docs?)\//.test(
    path,
  );
}

/** The previous statement, past comments and decorators: where an overload's signatures stand. */
function previousStatement(anchor: Node): Node | null {
  let previous = anchor.previousNamedSibling;
  while (previous && (previous.type === 'comment' || previous.type === 'decorator'))
    previous = previous.previousNamedSibling;
  return previous;
}

/** An implementation after its overloads' signatures: the doc is theirs. */
function isOverloadImplementation(definition: JsDefinition): boolean {
  const previous = previousStatement(definition.anchor);
  const signature =
    previous?.type === 'export_statement' ? previous.childForFieldName('declaration') : previous;
  if (!signature) return false;
  const overloads = ['function_signature', 'method_signature', 'abstract_method_signature'];
  return (
    overloads.includes(signature.type) &&
    signature.childForFieldName('name')?.text === definition.name
  );
}

/** A member that answers to someone else's doc: an override, an accessor, a constructor. */
function documentedElsewhere(definition: JsDefinition): boolean {
  if (definition.kind !== 'method' || !definition.owner) return false;
  const member = definition.anchor;
  const words = member.children.map((child) => child?.type ?? '');
  if (words.includes('override_modifier') || words.includes('get') || words.includes('set'))
    return true;
  if (definition.name === 'constructor') return true;
  // A class that extends or implements another: its methods may fulfil a documented contract.
  const owner = definition.owner.node;
  return owner.namedChildren.some(
    (child) => child?.type === 'class_heritage' || child?.type === 'implements_clause',
  );
}

/**
 * Whether a definition with no doc comment is asked for one (the package
 * documents its exports: see documentsExports). Never of what is not
 * exported, a private name (`#x`, `_x`, `private`), an overload's
 * implementation, an override or accessor, a member of an undocumented
 * class, or anything in a test, example, script or declaration file.
 */
export function docAsked(definition: JsDefinition, filePath: string): boolean {
  if (!definition.exported || definition.private || isExcusedFile(filePath)) return false;
  if (isOverloadImplementation(definition) || documentedElsewhere(definition)) return false;
  if (definition.owner && docCommentOf(definition.owner) === undefined) return false;
  return true;
}

/** How many exported, public, top-level definitions a file has, and how many have a doc comment. */
export function exportDocCounts(
  root: Node,
  filePath: string,
): { exported: number; documented: number } {
  if (isExcusedFile(filePath)) return { exported: 0, documented: 0 };
  const top = definitionsOf(root).filter((d) => !d.owner && d.exported && !d.private);
  return {
    exported: top.length,
    documented: top.filter((d) => docCommentOf(d) !== undefined).length,
  };
}

/**
 * Whether a package documents its exports: of the exported definitions of
 * its files (each file's counts from exportDocCounts), most have a doc
 * comment, with at least five to judge by. Learned per package (the folder
 * of the nearest package.json), as a monorepo's packages differ.
 */
export function documentsExports(
  counts: readonly { exported: number; documented: number }[],
): boolean {
  const exported = counts.reduce((sum, c) => sum + c.exported, 0);
  const documented = counts.reduce((sum, c) => sum + c.documented, 0);
  return exported >= 5 && documented * 2 > exported;
}

/**
 * The folder of the package a file belongs to: the nearest folder above it
 * holding a package.json (`''` for the repository's root). `hasManifest`
 * answers whether a folder (repository path) holds one.
 */
export function packageFolderOf(
  filePath: string,
  hasManifest: (folder: string) => boolean,
): string {
  const parts = filePath.replace(/\\/g, '/').split('/').slice(0, -1);
  for (let end = parts.length; end > 0; end--) {
    const folder = parts.slice(0, end).join('/');
    if (hasManifest(folder)) return folder;
  }
  return '';
}
