/**
 * Read access to a tree of text files by repository-relative '/' path.
 * `undefined` means the file is absent (or not a regular file); sources throw
 * only for paths they refuse to read.
 */
export interface FileSource {
  readFile(path: string): Promise<string | undefined>;
}
