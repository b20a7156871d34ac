export const FIXTURE_OP: string;
export const ADDED_FOLDER: string;
export const GENERATED: readonly string[];
export function unexpectedChanges(paths: readonly string[]): string[];
export const FIXTURE_LANGUAGE: string;
export const ADDED_LANGUAGE_FOLDER: string;
