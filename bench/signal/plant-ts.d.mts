export interface Defect {
  class: string;
  file: string;
  /** 1-based, in the planted text. */
  line: number;
  planted: string;
  /** The maintainers' line; null for an inserted one. */
  original: string | null;
}
export interface Candidate {
  line: number;
  insert?: boolean;
  planted: string;
  original: string | null;
}
export const CLASSES: string[];
export function plantable(path: string): boolean;
export function candidates(path: string, text: string): Record<string, Candidate[]>;
export function plant(
  checkout: string,
  seed: string,
  paths: string[],
  budget: Record<string, number>,
  excluded?: Set<string>,
): { defects: Defect[]; planted: Record<string, string> };
export function undo(text: string, defects: Defect[]): string;
export function outcome(
  plantedText: string,
  resultText: string,
  defect: Defect,
  fileDefects?: Defect[],
): 'undone' | 'kept' | 'other';
