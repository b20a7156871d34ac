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
  /** The node's name as the comment titles it (`area`, `Shape.area`). */
  name: string;
  workspace_id: string;
  fingerprint: string;
  patch: string;
  /**
   * This comment's own block (one of the workspace's suggestions) as a patch
   * against the head: what committing it from GitHub's page puts in the
   * head. Absent in markers of older reviews, which are judged by `patch`.
   */
  block?: string;
  /**
   * A short hash of each node's text at the head, in the order of
   * `workspace_id`'s parts: a rejection holds while the node stays the same.
   */
  node_sha?: string;
}

/**
 * A reviewer's rejection of one workspace, as Remora's own reply to it
 * records it: the workspace, the node's text it was made for, the
 * fingerprints posted for it, who rejected it and why. The reason is the
 * reviewer's text, carried inside the trailer's JSON, never read as markup.
 */
export interface RejectionMarker {
  kind: 'rejection';
  workspace_id: string;
  /** The node's text hash when the rejected suggestion was made; absent for older markers. */
  node_sha?: string;
  fingerprints: string[];
  reason: string;
  by: string;
}

/** The review body's own marker: every fingerprint the review carries. */
export interface ReviewMarker {
  kind: 'review';
  fingerprints: string[];
}

/**
 * What a question comment carries: which op asked it on which node, and the
 * state to resume the op from when someone answers in its thread — the
 * conversation so far (ending in the `ask_user` call), the turns taken, the
 * workspace's changes so far, and the SHA-256 of the node's text, so an
 * answer to a question about code that has since changed is not applied to
 * the new code. Like every marker, it is trusted only in Remora's own
 * comment, under the integrity hash; the answer itself is never in it.
 */
export interface QuestionMarker {
  kind: 'question';
  op: string;
  node_id: string;
  name: string;
  workspace_id: string;
  /** Of the question (path, node and its text, op, question): a rerun never asks it twice. */
  fingerprint: string;
  node_sha256: string;
  question: string;
  call_id: string;
  turns: number;
  /** The workspace's changes when it asked, against the head. */
  patch: string;
  /**
   * The conversation as JSON, '' when it was over the bound
   * ({@link MAX_RESUME_STATE_CHARS}): the question then cannot resume.
   */
  transcript: string;
}

export type Marker = ChangeMarker | ReviewMarker | RejectionMarker | QuestionMarker;

/**
 * The most a question's resume state (its transcript and patch, compressed
 * and in base64) may take in its comment: GitHub takes 65,536 characters in
 * a comment, and the question and its note need some of them.
 */
export const MAX_RESUME_STATE_CHARS = 56_000;

/**
 * The one hidden trailer that ends every comment and review body Remora
 * writes: the head commit its changes were computed on, and its markers.
 *
 * Why a pull request's author cannot make Remora believe a marker (see
 * docs/security.md): markers are read only from Remora's own comments and
 * reviews (the API's author), and only from the trailer, which Remora writes
 * last. Everything the author can influence (quoted code, file names, node
 * names, messages) comes before it, and the trailer's JSON escapes `<` and
 * `>`, so the last `<!-- remora:v2 ` of a text is always Remora's own: a
 * marker quoted, copied from another pull request or forged in the
 * published format is text before the trailer, never read. The trailer
 * names the commit it was computed on, which must be the commit GitHub says
 * the review was posted on.
 */
export interface Trailer {
  commit_id: string;
  markers: Marker[];
}

const PREFIX = '<!-- remora:v2 ';
const SUFFIX = ' -->';
const FINGERPRINT_LENGTH = 16;

const changeWire = z.object({
  kind: z.literal('change'),
  op: z.string(),
  node_id: z.string(),
  name: z.string(),
  workspace_id: z.string(),
  fingerprint: z.string(),
  patch: z.string(),
  block: z.string().optional(),
  node_sha: z.string().optional(),
});
const rejectionWire = z.object({
  kind: z.literal('rejection'),
  workspace_id: z.string(),
  node_sha: z.string().optional(),
  fingerprints: z.array(z.string()),
  reason: z.string(),
  by: z.string(),
});
const reviewWire = z.object({
  kind: z.literal('review'),
  fingerprints: z.array(z.string()),
});
const questionWire = z.object({
  kind: z.literal('question'),
  op: z.string(),
  node_id: z.string(),
  name: z.string(),
  workspace_id: z.string(),
  fingerprint: z.string(),
  node_sha256: z.string(),
  question: z.string(),
  call_id: z.string(),
  turns: z.number().int().nonnegative(),
  patch: z.string(),
  transcript: z.string(),
});
const trailerWire = z.object({
  commit_id: z.string(),
  markers: z.array(
    z.discriminatedUnion('kind', [changeWire, reviewWire, rejectionWire, questionWire]),
  ),
  sha256: z.string(),
});

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** SHA-256 of a text (UTF-8) in hex: how a question marker names its node's content. */
export function textSha256(text: string): string {
  return sha256(text);
}

/**
 * A short, stable id of one suggested change: the same path, node, op and
 * suggested content give the same fingerprint on every run, wherever the
 * lines moved to.
 */
export function fingerprint(path: string, fullName: string, op: string, content: string): string {
  return sha256([path, fullName, op, content].join('\0')).slice(0, FINGERPRINT_LENGTH);
}

/** A short, stable hash of a node's text: a rejection holds while it stays the same. */
export function nodeContentHash(text: string): string {
  return sha256(text).slice(0, FINGERPRINT_LENGTH);
}

// An optional field counts only when present, so markers written before it existed still verify.
function optional(name: string, value: string | undefined): string[] {
  return value === undefined ? [] : [name, value];
}

function markerFields(marker: Marker): string[] {
  switch (marker.kind) {
    case 'change':
      return [
        marker.kind,
        marker.op,
        marker.node_id,
        marker.name,
        marker.workspace_id,
        marker.fingerprint,
        marker.patch,
        ...optional('block', marker.block),
        ...optional('node_sha', marker.node_sha),
      ];
    case 'review':
      return [marker.kind, ...marker.fingerprints];
    case 'rejection':
      return [
        marker.kind,
        marker.workspace_id,
        ...optional('node_sha', marker.node_sha),
        ...marker.fingerprints,
        marker.reason,
        marker.by,
      ];
    case 'question':
      return [
        marker.kind,
        marker.op,
        marker.node_id,
        marker.name,
        marker.workspace_id,
        marker.fingerprint,
        marker.patch,
        marker.node_sha256,
        marker.question,
        marker.call_id,
        String(marker.turns),
        marker.transcript,
      ];
  }
}

// The hash covers every field of every marker, so an edited id is caught as surely as an edited patch.
function integrity(trailer: Trailer): string {
  const fields = trailer.markers.flatMap(markerFields);
  return sha256([trailer.commit_id, ...fields].join('\0'));
}

/**
 * The hidden HTML comment that ends a text Remora writes. Patches travel
 * deflated and in base64; `<` and `>` are escaped, so nothing inside can end
 * the comment or start another trailer.
 */
export function renderTrailer(trailer: Trailer): string {
  const payload = {
    commit_id: trailer.commit_id,
    markers: trailer.markers.map((marker) => {
      if (marker.kind === 'change')
        return {
          ...marker,
          patch: deflate(marker.patch),
          ...(marker.block === undefined ? {} : { block: deflate(marker.block) }),
        };
      if (marker.kind === 'question')
        return {
          ...marker,
          patch: deflated(marker.patch),
          transcript: deflated(marker.transcript),
        };
      return marker;
    }),
    sha256: integrity(trailer),
  };
  return `${PREFIX}${JSON.stringify(payload).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}${SUFFIX}`;
}

function deflate(text: string): string {
  return deflateRawSync(Buffer.from(text, 'utf8')).toString('base64');
}

/** Text as a trailer carries it: deflated, in base64; '' stays '' (a question with no patch). */
export function deflated(text: string): string {
  return text === '' ? '' : deflate(text);
}

/** `text` ending in its trailer: the two joined by a line break. */
export function withTrailer(text: string, trailer: Trailer): string {
  return `${text}\n${renderTrailer(trailer)}`;
}

function trailerError(message: string, cause?: unknown): RemoraError {
  return new RemoraError('PUB_001', `the remora trailer of this text ${message}`, { cause });
}

/** What a text's trailer says, or why it cannot be read, and the text before it. */
export interface ReadTrailer {
  /** Undefined when the text has no trailer or it could not be read. */
  trailer?: Trailer;
  problem?: RemoraError;
  /** The text without its trailer (all of it when it has none). */
  text: string;
  /** The trailer as written, for naming what a broken one was about. */
  raw: string;
}

/**
 * The trailer that ends `text`, if any. Only the end of the text is looked
 * at: a marker anywhere else is quoted text, not Remora's, and is never read.
 * A trailer that is malformed or fails its integrity hash is a PUB_001
 * problem, never read as if it were sound.
 */
export function readTrailer(text: string): ReadTrailer {
  const end = text.trimEnd();
  const start = end.lastIndexOf(PREFIX);
  if (start < 0 || !end.endsWith(SUFFIX)) return { text, raw: '' };
  const raw = end.slice(start);
  const before = end.slice(0, start).replace(/\n$/, '');
  const json = end.slice(start + PREFIX.length, end.length - SUFFIX.length);
  try {
    return { trailer: parseTrailer(json), text: before, raw };
  } catch (error) {
    if (!(error instanceof RemoraError)) throw error;
    return { problem: error, text: before, raw };
  }
}

function parseTrailer(json: string): Trailer {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw trailerError('is not valid JSON: it was edited or cut', error);
  }
  const parsed = trailerWire.safeParse(raw);
  if (!parsed.success)
    throw trailerError(
      `lacks a field or has a wrong one (${parsed.error.issues[0]?.path.join('.') ?? '?'})`,
    );
  const trailer: Trailer = {
    commit_id: parsed.data.commit_id,
    markers: parsed.data.markers.map((marker) => {
      if (marker.kind === 'change') return decodeChange(marker);
      if (marker.kind === 'question')
        return {
          ...marker,
          patch: decodeOptional(marker.patch),
          transcript: decodeOptional(marker.transcript),
        };
      return stripUndefined(marker);
    }),
  };
  if (integrity(trailer) !== parsed.data.sha256)
    throw trailerError(
      'fails its integrity check (sha256): it was edited after Remora wrote it, so it is not trusted',
    );
  return trailer;
}

function decodeChange(marker: z.infer<typeof changeWire>): ChangeMarker {
  const { block, node_sha, ...rest } = marker;
  return {
    ...rest,
    patch: decodePatch(marker.patch),
    ...(block === undefined ? {} : { block: decodePatch(block) }),
    ...(node_sha === undefined ? {} : { node_sha }),
  };
}

// zod gives an absent optional field as a key holding undefined; the types say it is absent.
function stripUndefined<T extends object>(marker: T): T {
  return Object.fromEntries(Object.entries(marker).filter(([, v]) => v !== undefined)) as T;
}

/** A question's patch or conversation: '' when it has none. */
function decodeOptional(base64: string): string {
  return base64 === '' ? '' : decodePatch(base64);
}

function decodePatch(base64: string): string {
  try {
    return inflateRawSync(Buffer.from(base64, 'base64')).toString('utf8');
  } catch (error) {
    throw trailerError('holds a patch that does not decompress: it was edited or cut', error);
  }
}

/**
 * Whether text Remora did not write as its trailer looks like a marker that
 * names `id`: quoted code or a copied marker, which is never trusted, and
 * which an accept of `id` says it did not believe.
 */
export function quotesMarkerNaming(text: string, id: string): boolean {
  return /<!-- remora:v\d/.test(text) && text.includes(id);
}
