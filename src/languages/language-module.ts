import type { FillerProblem } from '../core/signal/filler.js';
import type { StructuralMerge } from '../core/workspace/merge.js';
import type { LanguageEngines } from '../ops/op-module.js';
import type { LanguageManifest } from './language.js';

/**
 * A language and its code, as its folder's `language.ts` exports it: for each
 * op it reviews, the tools, checks and context providers that differ from the
 * op's own; an op it has no entry for skips its nodes, saying so.
 */
export interface LanguageModule extends LanguageManifest, LanguageEngines {
  /**
   * How changes to one of its files combine where their lines overlap, when
   * the language knows better than lines (tests several nodes appended to
   * one test module); undefined: the overlap stays a conflict.
   */
  structuralMerge?: StructuralMerge;
  /**
   * The filler the added lines of a diff of its files hold (docs that
   * restate a name), judged from the diff alone; undefined: it finds none.
   */
  findFillerInDiff?(diff: string): FillerProblem[];
}
