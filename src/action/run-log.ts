import * as core from '@actions/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EventBus } from '../core/events/event-bus.js';
import { feedbackLine } from '../core/feedback/feedback-file.js';
import type { ReviewTrajectory } from '../core/feedback/review-trajectory.js';
import { createRunEvents } from '../pipeline/run-events.js';
import { info } from './log.js';
import { redactedText } from '../adapters/github/secrets.js';

/** Where a run's event log and report go: `report-path`, for the workflow to upload. */
export interface RunLog {
  /** The folder holding `events.jsonl`, `report.json` and `trajectories.jsonl`. */
  dir: string;
  events: EventBus;
  writeReport(report: unknown): void;
  /** The runs behind the published suggestions, for later verdicts (docs/feedback.md). */
  writeTrajectories(lines: readonly ReviewTrajectory[]): void;
}

/**
 * The run's event bus, logging to `<dir>/events.jsonl`, and the report
 * writer. Each finished or failed op is a line through `line`.
 */
export function openRunLog(
  runnerTemp: string,
  runId: string,
  line: (text: string) => void = info,
): RunLog {
  const dir = join(runnerTemp, `remora-${runId}`);
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    events: createRunEvents(line, core.warning, join(dir, 'events.jsonl'), redactedText),
    writeReport(report) {
      writeFileSync(join(dir, 'report.json'), redactedText(`${JSON.stringify(report, null, 2)}\n`));
    },
    writeTrajectories(lines) {
      writeFileSync(
        join(dir, 'trajectories.jsonl'),
        redactedText(lines.map(feedbackLine).join('')),
      );
    },
  };
}
