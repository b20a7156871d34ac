/**
 * Read access to a tree of text files by repository-relative '/' path.
 * `undefined` means the file is absent (or not a regular file); sources throw
 * only for paths they refuse to read.
 */
export interface FileSource {
  readFile(path: string): Promise<string | undefined>;
}

/**
 * A FileSource that reads each path once. For a tree that does not change
 * while Remora runs (the stable tree is never written before accepting), so
 * hundreds of workspaces reading one file cost one read. Errors are not kept.
 */
export function createCachedSource(source: FileSource): FileSource {
  const reads = new Map<string, Promise<string | undefined>>();
  return {
    readFile(path) {
      let read = reads.get(path);
      if (!read) {
        read = source.readFile(path);
        reads.set(path, read);
        read.catch(() => reads.delete(path));
      }
      return read;
    },
  };
}
