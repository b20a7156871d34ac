import type { JsDocEntries } from './jsdoc.mjs';
import type { RecallCase } from './judging.mjs';

export function agrees(c: RecallCase, now: JsDocEntries, fixed: JsDocEntries): boolean;
export function judge(checkout: string, c: RecallCase): { fixed: boolean; why: string };
