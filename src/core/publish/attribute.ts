import {
  changeHunks,
  gapInterval,
  intervalsMeet,
  mapGapsBack,
  type ChangeHunk,
} from './change-hunks.js';
import type { PublishWorkspace } from './publish-input.js';

/** One op of one final workspace: who made a change. */
export interface Author {
  /** Index of the final workspace in the plan's input. */
  workspace: number;
  /** Index of the op in that workspace's chain. */
  step: number;
}

/**
 * Where each op of a chain changed one file, as gap intervals of the head
 * file: each op's own hunks (against the step before it), carried back
 * through the ops before it.
 */
export function ownIntervals(workspace: PublishWorkspace, path: string): [number, number][][] {
  const versions = [
    workspace.head.get(path),
    ...workspace.steps.map((step) => step.files.get(path)),
  ].map((text) => text ?? '');
  const own: ChangeHunk[][] = [];
  for (let i = 1; i < versions.length; i++)
    own.push(changeHunks(versions[i - 1] as string, versions[i] as string));
  return own.map((hunks, step) =>
    hunks.map((hunk) => {
      let interval = gapInterval(hunk);
      for (let earlier = step - 1; earlier >= 0; earlier--)
        interval = mapGapsBack(interval, own[earlier] as ChangeHunk[]);
      return interval;
    }),
  );
}

/**
 * The ops whose own change meets `hunk` of the merged result, among the
 * workspaces that contributed to the file. Falls back to every contributor's
 * last op when no interval meets it (a diff may place a repeated line
 * differently in the merged file than in the op's own).
 */
export function authorsOf(
  hunk: ChangeHunk,
  contributors: readonly { index: number; intervals: [number, number][][] }[],
): Author[] {
  const place = gapInterval(hunk);
  const authors: Author[] = [];
  for (const { index, intervals } of contributors)
    intervals.forEach((hunks, step) => {
      if (hunks.some((interval) => intervalsMeet(interval, place)))
        authors.push({ workspace: index, step });
    });
  if (authors.length > 0) return authors;
  return contributors.map(({ index, intervals }) => ({
    workspace: index,
    step: intervals.length - 1,
  }));
}
