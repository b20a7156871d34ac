import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import { readConfinedFile } from '../adapters/files/confined-file.js';
import { decodeFileText, encodeFileText } from '../languages/file-text.js';
import type { CommitFile } from '../ports.js';

/**
 * The bytes a sweep commits for its merged files, each in its file's own
 * encoding. A file is left out, with the reason, when it is a symbolic link
 * (committing text there would replace the link), when its bytes on disk are
 * not valid in their encoding (they could not be written back unchanged), or
 * when the new text cannot be written in that encoding.
 */
export async function commitFilesOf(
  root: string,
  merged: ReadonlyMap<string, string | undefined>,
): Promise<{ files: CommitFile[]; leftOut: string[] }> {
  const files: CommitFile[] = [];
  const leftOut: string[] = [];
  for (const [path, text] of merged) {
    const info = await lstat(join(root, ...path.split('/'))).catch(() => undefined);
    if (info?.isSymbolicLink()) {
      leftOut.push(`${path}: a symbolic link; left as it is`);
      continue;
    }
    const before = await readConfinedFile(root, path);
    if (before.kind === 'outside') {
      leftOut.push(`${path}: leads outside the repository; left as it is`);
      continue;
    }
    if (before.kind === 'read') {
      const read = decodeFileText(path, before.bytes);
      if (read.lossy) {
        leftOut.push(
          `${path}: not valid ${read.encoding} text, so it cannot be written back unchanged`,
        );
        continue;
      }
    }
    if (text === undefined) {
      files.push({ path, content: null });
      continue;
    }
    const encoded = encodeFileText(path, text);
    if (encoded.ok) files.push({ path, content: encoded.bytes });
    else leftOut.push(`${path}: ${encoded.reason}`);
  }
  return { files, leftOut };
}
