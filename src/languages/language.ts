import type { LanguagePack } from '../core/discovery/language-packs.js';
import type { LinterRules } from '../core/report/sarif-rules.js';

/**
 * What the rest of Remora knows of a language without loading its code: its
 * name in remora.yaml (`languages.<id>`), how people call it, and the
 * grammars discovery parses its files with. Each language folder exports its
 * languages from its `manifest.ts`; one folder may serve several languages
 * that share their tools (TypeScript and JavaScript).
 */
export interface LanguageManifest {
  /** `languages.<id>` in remora.yaml; lowercase letters. */
  id: string;
  /** How the review names it: `Python`, `TypeScript`. */
  label: string;
  /** The grammars of its files, each with the file endings it owns. */
  packs: readonly LanguagePack[];
  /**
   * The interpreter its tools run code with in the sandbox (Python's
   * `python3`, which runs pytest), when the sandbox must show one: the
   * program, looked up on PATH, and the arguments that make it print, in
   * isolated mode from an empty folder (no code of the repository runs),
   * `{"executable": "/abs/path", "folders": ["/abs/folder", ...]}`: itself
   * and the folders it and its packages live in, shown read-only to every
   * sandboxed program (a repository's `command:` tools too).
   */
  runtime?: { program: string; probe: readonly string[] };
  /**
   * One small function of the language, whole, with the file it stands in:
   * the node `remora doctor` asks a server about, as a review would.
   */
  sample?: { file: string; name: string; text: string };
  /**
   * Folders its tools make and fill (installed packages, caches): never the
   * project's own source, never listed for review, never copied into or read
   * back from a materialised copy (stale `.pyc` files are worse than none).
   */
  toolFolders?: readonly string[];
  /** Its linters' rules: how their codes look and where each is explained (SARIF's rule links). */
  lintRules?: readonly LinterRules[];
}

/** The file endings a language owns, lowercase with the dot. */
export function extensionsOf(language: LanguageManifest): string[] {
  return language.packs.flatMap((pack) => pack.extensions);
}

/** The language of these that owns a path by its ending; undefined for files none reads. */
export function tryLanguageOf<T extends LanguageManifest>(
  languages: readonly T[],
  filePath: string,
): T | undefined {
  const lower = filePath.toLowerCase();
  return languages.find((language) =>
    language.packs.some((pack) => pack.extensions.some((ext) => lower.endsWith(ext))),
  );
}
