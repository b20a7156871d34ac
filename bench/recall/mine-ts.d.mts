import type { JsDefinition } from './jsdoc.mjs';

export type FixKind = 'renamed' | 'added' | 'removed' | 'return';
export interface Fix {
  kind: FixKind;
  entry: string;
  detail: string;
}
export function gitDir(repos: string, project: string): string | undefined;
export function isTest(path: string): boolean;
export function classify(before: JsDefinition, after: JsDefinition): Fix[];
export function wrongStill(fix: Fix, now: JsDefinition, buggy: JsDefinition['doc']): boolean;
export function becameWrong(fix: Fix, before: JsDefinition, after: JsDefinition): boolean;
export const DROPPED: Record<string, string>;
