import type { z } from 'zod';
import { RemoraError } from '../errors.js';
import { REVIEW_RECORD_SCHEMA, reviewRecordSchema, type ReviewRecord } from './review-record.js';
import {
  REVIEW_TRAJECTORY_SCHEMA,
  reviewTrajectorySchema,
  type ReviewTrajectory,
} from './review-trajectory.js';

/** Where the lines of Remora's feedback formats are told apart from other JSON lines. */
const SCHEMA_PREFIX = 'remora.review-';

/** What one JSONL file of a reviews folder holds. */
export interface FeedbackLines {
  records: ReviewRecord[];
  trajectories: ReviewTrajectory[];
  /** JSON lines of other kinds (an event log beside them): not feedback, counted. */
  otherLines: number;
}

/**
 * Serialises a record or review trajectory as one JSONL line, checked
 * against its schema first: a writer never leaves a line its reader refuses.
 */
export function feedbackLine(line: ReviewRecord | ReviewTrajectory): string {
  const schema = line.schema === REVIEW_RECORD_SCHEMA ? reviewRecordSchema : reviewTrajectorySchema;
  return `${JSON.stringify(schema.parse(line))}\n`;
}

/**
 * The records and review trajectories of one JSONL file. A line whose
 * `schema` names one of Remora's review formats must be that format; a line
 * that is not JSON at all is refused too; other JSON lines (the event log's)
 * are counted and passed over. Every refusal is FEEDBACK_001 naming the
 * file and line.
 */
export function readFeedbackLines(text: string, file: string): FeedbackLines {
  const found: FeedbackLines = { records: [], trajectories: [], otherLines: 0 };
  text.split('\n').forEach((raw, index) => {
    if (raw.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new RemoraError(
        'FEEDBACK_001',
        `${where}: not a JSON line (${(error as Error).message})`,
      );
    }
    const schema =
      typeof value === 'object' && value !== null && 'schema' in value ? value.schema : undefined;
    if (typeof schema !== 'string' || !schema.startsWith(SCHEMA_PREFIX)) {
      found.otherLines++;
      return;
    }
    if (schema === REVIEW_RECORD_SCHEMA)
      found.records.push(parseLine(reviewRecordSchema, value, where));
    else if (schema === REVIEW_TRAJECTORY_SCHEMA)
      found.trajectories.push(parseLine(reviewTrajectorySchema, value, where));
    else
      throw new RemoraError(
        'FEEDBACK_001',
        `${where}: unknown schema '${schema}' (this Remora reads ${REVIEW_RECORD_SCHEMA} and ${REVIEW_TRAJECTORY_SCHEMA})`,
      );
  });
  return found;
}

function parseLine<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const path = issue?.path.join('.') || '(the line)';
  throw new RemoraError('FEEDBACK_001', `${where}: ${path}: ${issue?.message ?? 'invalid'}`);
}
