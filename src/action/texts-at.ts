import type { TextAt } from '../core/commands/rebase-change.js';
import { RemoraError } from '../core/errors.js';
import { decodeFileText } from '../languages/file-text.js';
import type { RepositoryFiles } from '../ports.js';

/** Files' texts at commits, read through the API once each, then looked up without waiting. */
export interface TextsAt {
  /** Reads these paths at `ref` (those not read yet). */
  load(ref: string, paths: readonly string[]): Promise<void>;
  /** The texts read at `ref`; `undefined` for a file that is not there (or was not loaded). */
  at(ref: string): TextAt;
}

/**
 * Reads files at commits through the API (no checkout needed), decoded as
 * workspaces decode them (a Python file by its coding cookie).
 *
 * @throws RemoraError `GH_001` for a file whose bytes are not valid in its
 *   encoding: what Remora would write back would not be that file.
 */
export function createTextsAt(github: Pick<RepositoryFiles, 'tryFileContent'>): TextsAt {
  const texts = new Map<string, string | undefined>();
  const key = (ref: string, path: string): string => `${ref}\0${path}`;
  return {
    async load(ref, paths) {
      for (const path of paths) {
        if (texts.has(key(ref, path))) continue;
        const bytes = await github.tryFileContent(path, ref);
        if (bytes === undefined) {
          texts.set(key(ref, path), undefined);
          continue;
        }
        const decoded = decodeFileText(path, bytes);
        if (decoded.lossy)
          throw new RemoraError(
            'GH_001',
            `${path} at ${ref.slice(0, 7)} is not valid ${decoded.encoding}: Remora does not rewrite a file it cannot read intact`,
          );
        texts.set(key(ref, path), decoded.text);
      }
    },
    at: (ref) => (path) => texts.get(key(ref, path)),
  };
}
