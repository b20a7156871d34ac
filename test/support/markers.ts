import { readTrailer, renderTrailer, type Marker } from '../../src/core/publish/markers.js';

/** The markers of the trailer ending `text`; none without one. Fails the test on a broken one. */
export function markersOf(text: string): Marker[] {
  const read = readTrailer(text);
  if (read.problem) throw read.problem;
  return read.trailer?.markers ?? [];
}

/** The commit a trailer in `text` names. */
export function trailerCommit(text: string): string | undefined {
  return readTrailer(text).trailer?.commit_id;
}

/** A trailer of one marker computed on `commit`, as Remora writes it at the end of a text. */
export function trailerOf(marker: Marker, commit: string): string {
  return renderTrailer({ commit_id: commit, markers: [marker] });
}
