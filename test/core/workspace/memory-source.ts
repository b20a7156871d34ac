import type { FileSource } from '../../../src/core/workspace/file-source.js';

/** A FileSource over fixed contents, counting reads so tests can see what was asked. */
export function createMemorySource(files: Record<string, string>): FileSource & {
  reads: string[];
} {
  const reads: string[] = [];
  return {
    reads,
    async readFile(path) {
      reads.push(path);
      return Object.hasOwn(files, path) ? files[path] : undefined;
    },
  };
}
