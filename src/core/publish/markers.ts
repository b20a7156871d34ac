import { createHash } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { z } from 'zod';
import { RemoraError } from '../errors.js';

/**
 * What a review comment (or one entry of the review body) carries for later
 * runs and for `/remora accept`: which op on which node made it, its
 * fingerprint, and the workspace's whole patch against the head. Where one
 * comment carries several ops' changes, `op`, `node_id` and `workspace_id`
 * join theirs with `+`.
 */
export interface ChangeMarker {
  kind: 'change';
  op: string;
  node_id: string;
  workspace_id: string;
  fingerprint: string;
  patch: string;
}

/** The review body's own marker: the head it reviewed and every fingerprint the review carries. */
export interface ReviewMarker {
  kind: 'review';
  commit_id: string;
  fingerprints: string[];
}

export type Marker = ChangeMarker | ReviewMarker;

const PREFIX = '<!-- remora:v1 ';
const SUFFIX = ' -->';
const FINGERPRINT_LENGTH = 16;

const changeWire = z.object({
  kind: z.literal('change'),
  op: z.string(),
  node_id: z.string(),
  workspace_id: z.string(),
  fingerprint: z.string(),
  patch: z.string(),
  sha256: z.string(),
});
const reviewWire = z.object({
  kind: z.literal('review'),
  commit_id: z.string(),
  fingerprints: z.array(z.string()),
  sha256: z.string(),
});
const wire = z.discriminatedUnion('kind', [changeWire, reviewWire]);

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * A short, stable id of one suggested change: the same path, node, op and
 * suggested content give the same fingerprint on every run, wherever the
 * lines moved to.
 */
export function fingerprint(path: string, fullName: string, op: string, content: string): string {
  return sha256([path, fullName, op, content].join('\0')).slice(0, FINGERPRINT_LENGTH);
}

// The hash covers every field, so an edited id is caught as surely as an edited patch.
function integrity(marker: Marker): string {
  const fields =
    marker.kind === 'change'
      ? [
          marker.kind,
          marker.op,
          marker.node_id,
          marker.workspace_id,
          marker.fingerprint,
          marker.patch,
        ]
      : [marker.kind, marker.commit_id, ...marker.fingerprints];
  return sha256(fields.join('\0'));
}

/**
 * The hidden HTML comment for a marker. The patch travels deflated and in
 * base64; `>` is escaped so nothing inside can end the comment.
 */
export function renderMarker(marker: Marker): string {
  const payload =
    marker.kind === 'change'
      ? {
          ...marker,
          patch: deflateRawSync(Buffer.from(marker.patch, 'utf8')).toString('base64'),
          sha256: integrity(marker),
        }
      : { ...marker, sha256: integrity(marker) };
  return `${PREFIX}${JSON.stringify(payload).replace(/>/g, '\\u003e')}${SUFFIX}`;
}

function markerError(index: number, message: string, cause?: unknown): RemoraError {
  return new RemoraError('PUB_001', `remora marker ${index + 1} of this text ${message}`, {
    cause,
  });
}

function decodePatch(base64: string, index: number): string {
  try {
    return inflateRawSync(Buffer.from(base64, 'base64')).toString('utf8');
  } catch (error) {
    throw markerError(index, 'holds a patch that does not decompress: it was edited or cut', error);
  }
}

function readMarker(json: string, index: number): Marker {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw markerError(index, 'is not valid JSON: it was edited or cut', error);
  }
  const parsed = wire.safeParse(raw);
  if (!parsed.success)
    throw markerError(
      index,
      `lacks a field or has a wrong one (${parsed.error.issues[0]?.path.join('.') ?? '?'})`,
    );
  const { sha256: claimed, ...fields } = parsed.data;
  const marker: Marker =
    fields.kind === 'change' ? { ...fields, patch: decodePatch(fields.patch, index) } : fields;
  if (integrity(marker) !== claimed)
    throw markerError(
      index,
      'fails its integrity check (sha256): it was edited after Remora wrote it, so it is not trusted',
    );
  return marker;
}

/** The markers of a text that read sound, and a PUB_001 error for each that did not. */
export interface ReadMarkers {
  markers: Marker[];
  problems: RemoraError[];
}

/**
 * Every remora marker in a comment or review body, in order, reading past a
 * bad one: a marker that is malformed or fails its integrity hash is listed
 * in `problems` and left out, so one edited marker does not hide its
 * neighbours. A marker that is not closed ends the text.
 */
export function readMarkers(text: string): ReadMarkers {
  const found: ReadMarkers = { markers: [], problems: [] };
  let from = 0;
  for (let index = 0; ; index += 1) {
    const start = text.indexOf(PREFIX, from);
    if (start < 0) return found;
    const end = text.indexOf(SUFFIX, start + PREFIX.length);
    if (end < 0) {
      found.problems.push(markerError(index, 'is not closed: it was cut'));
      return found;
    }
    try {
      found.markers.push(readMarker(text.slice(start + PREFIX.length, end), index));
    } catch (error) {
      if (!(error instanceof RemoraError)) throw error;
      found.problems.push(error);
    }
    from = end + SUFFIX.length;
  }
}

/**
 * Every remora marker in a comment or review body, in order. A marker that
 * is malformed or fails its integrity hash is a PUB_001 error, never read
 * as if it were sound.
 */
export function parseMarkers(text: string): Marker[] {
  const { markers, problems } = readMarkers(text);
  if (problems[0]) throw problems[0];
  return markers;
}

/**
 * The hidden markers of `text` exactly as written, and the text without
 * them: for moving a comment elsewhere with its markers intact. An unclosed
 * marker is left in the text.
 */
export function extractMarkers(text: string): { text: string; markers: string[] } {
  const markers: string[] = [];
  let rest = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf(PREFIX, from);
    if (start < 0) break;
    const end = text.indexOf(SUFFIX, start + PREFIX.length);
    if (end < 0) break;
    rest += text.slice(from, start);
    markers.push(text.slice(start, end + SUFFIX.length));
    from = end + SUFFIX.length;
  }
  return { text: rest + text.slice(from), markers };
}
