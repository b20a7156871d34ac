import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { RemoraError } from '../../core/errors.js';

/** What {@link readLeftoverFile} found: the file's bytes, or nothing at that path. */
export type LeftoverRead = { kind: 'file'; bytes: Buffer } | { kind: 'absent' };

const CHUNK = 64 * 1024;
// No link is followed at the last step, and a FIFO opens at once instead of waiting for a writer.
const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK;

/**
 * Reads a file that code from the repository could have written or replaced
 * (a pytest report, a file of a materialised copy after a tool ran in it),
 * trusting nothing about it: a symbolic link at `path` is refused, not
 * followed; a FIFO, socket or device is refused, never waited on; a file
 * larger than `maxBytes` is refused, and no more than that is ever read
 * (`/dev/zero` or a sparse file of terabytes cost nothing to make).
 * SANDBOX_002 for each. `path`'s folders must be Remora's own, or resolved
 * after the code that could change them has ended.
 */
export async function readLeftoverFile(
  path: string,
  maxBytes: number,
  shown: string,
): Promise<LeftoverRead> {
  let handle;
  try {
    handle = await open(path, OPEN_FLAGS);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'absent' };
    if (code === 'ELOOP') throw leftover(shown, 'is a symbolic link');
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) throw leftover(shown, `is ${kindOf(stats)}, not a regular file`);
    if (stats.size > maxBytes) throw tooLarge(shown, maxBytes);
    // The size said is only a hint: read on to the end, one chunk at a time, up to the cap.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(CHUNK, maxBytes + 1 - total));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      total += bytesRead;
      if (total > maxBytes) throw tooLarge(shown, maxBytes);
    }
    return { kind: 'file', bytes: Buffer.concat(chunks, total) };
  } finally {
    await handle.close();
  }
}

function kindOf(stats: { isFIFO(): boolean; isSocket(): boolean; isDirectory(): boolean }): string {
  if (stats.isFIFO()) return 'a FIFO';
  if (stats.isSocket()) return 'a socket';
  if (stats.isDirectory()) return 'a folder';
  return 'a device';
}

function tooLarge(shown: string, maxBytes: number): RemoraError {
  return leftover(shown, `is larger than ${maxBytes} bytes`);
}

function leftover(shown: string, what: string): RemoraError {
  return new RemoraError(
    'SANDBOX_002',
    `${shown} ${what}: code from the repository left it where Remora reads after a sandboxed run, and it is not read`,
  );
}
