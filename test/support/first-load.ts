import { createRequire } from 'node:module';
import { afterAll, vi } from 'vitest';

const require = createRequire(import.meta.url);

/**
 * For a test of what happens when a module is first loaded in a process, in a
 * tier whose files share their worker process (isolate: false): each call
 * forgets the modules loaded so far (Vitest's and the CommonJS packages
 * named), so the next `import()` loads them as a new process would, and the
 * file forgets them again when it ends, so no later file inherits what it did.
 */
export function forgetLoadedModules(commonJs: string[]): () => void {
  const forget = (): void => {
    vi.resetModules();
    for (const id of commonJs) delete require.cache[require.resolve(id)];
  };
  afterAll(forget);
  return forget;
}
