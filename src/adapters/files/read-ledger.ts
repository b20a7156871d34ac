import { createHash } from 'node:crypto';

/** The hash {@link ReadLedger} keeps for a file's bytes; absent files have their own. */
export function contentHash(bytes: Uint8Array | undefined): string {
  return bytes === undefined ? 'absent' : createHash('sha256').update(bytes).digest('hex');
}

/**
 * What a review read of the checkout, path by path (the first read of each),
 * as content hashes: `--apply` compares them with the files as they are when
 * it writes, so a line saved while the review ran is never overwritten.
 */
export class ReadLedger {
  readonly #hashes = new Map<string, string>();

  /** Records one read; later reads of the same path keep the first. */
  record(path: string, bytes: Uint8Array | undefined): void {
    if (!this.#hashes.has(path)) this.#hashes.set(path, contentHash(bytes));
  }

  /** The hash of what was read at `path`, or undefined when it was never read. */
  hashOf(path: string): string | undefined {
    return this.#hashes.get(path);
  }
}
