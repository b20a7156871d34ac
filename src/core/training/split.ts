import { createHash } from 'node:crypto';

export type Split = 'train' | 'eval';

/**
 * The split a file's trajectories go to: a seeded hash of its path, so every
 * run with the same seed puts each file on the same side, and no file has
 * trajectories on both. `evalFraction` of the hash range goes to eval.
 */
export function splitForPath(path: string, seed: number, evalFraction: number): Split {
  const digest = createHash('sha256').update(`${seed}\0${path}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32 < evalFraction ? 'eval' : 'train';
}
