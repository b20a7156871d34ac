import type { ESLint } from 'eslint';

export const FLOORS: string[][];
export function roomOf(src: string, file: string): string | undefined;
export function wrongWay(fromRoom: string, toRoom: string): string | undefined;
export const remoraPlugin: ESLint.Plugin;
