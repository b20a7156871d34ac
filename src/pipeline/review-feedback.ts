import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readFeedbackLines } from '../core/feedback/feedback-file.js';
import type { ReviewRecord } from '../core/feedback/review-record.js';
import type { ReviewTrajectory } from '../core/feedback/review-trajectory.js';
import { appendAll } from '../core/arrays.js';

/** Everything a folder of downloaded review artifacts holds for training. */
export interface ReviewsFolder {
  records: ReviewRecord[];
  trajectories: ReviewTrajectory[];
  /** The JSONL files read, relative to the folder, in the order read. */
  files: string[];
  /** JSON lines of other kinds (event logs) passed over. */
  otherLines: number;
}

/**
 * Reads every `.jsonl` file under `root` (artifacts download one folder
 * each): the verdicts' `feedback.jsonl` and the reviews' `trajectories.jsonl`,
 * whatever the folders are called; event logs beside them are passed over.
 * A malformed line of Remora's formats stops the read (FEEDBACK_001, naming
 * the file and line): nothing is guessed.
 */
export function readReviewsFolder(root: string): ReviewsFolder {
  const folder: ReviewsFolder = { records: [], trajectories: [], files: [], otherLines: 0 };
  for (const path of jsonlFiles(root)) {
    const name = relative(root, path);
    const found = readFeedbackLines(readFileSync(path, 'utf8'), name);
    appendAll(folder.records, found.records);
    appendAll(folder.trajectories, found.trajectories);
    folder.otherLines += found.otherLines;
    folder.files.push(name);
  }
  return folder;
}

/** The `.jsonl` files under `dir`, in a stable order. */
function jsonlFiles(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return jsonlFiles(path);
    return entry.isFile() && entry.name.endsWith('.jsonl') ? [path] : [];
  });
}
