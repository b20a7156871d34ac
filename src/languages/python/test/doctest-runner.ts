import { doctestRunner } from '../testgen/pytest-config.js';
import type { ToolContext, ToolServices } from '../../../ops/shared/tool-context.js';
import { placeTests } from './test-target.js';

/** Enough test files to find a `load_tests` hook without reading a huge suite. */
const MAX_READ = 200;

// A fact about the repository: decided once per run's services.
const decided = new WeakMap<ToolServices, Promise<string | undefined>>();

/** How the project already runs its docstring examples (see `doctestRunner`), decided once per run. */
export function projectDoctestRunner(
  context: Pick<ToolContext, 'node' | 'services' | 'workspace'>,
): Promise<string | undefined> {
  let found = decided.get(context.services);
  if (!found) {
    found = (async () => {
      const { config, layout } = await placeTests(context);
      const tests = new Map<string, string>();
      for (const path of layout.testFiles.slice(0, MAX_READ)) {
        const text = await context.workspace.readFile(path);
        if (text !== undefined) tests.set(path, text);
      }
      return doctestRunner(config, tests);
    })();
    decided.set(context.services, found);
  }
  return found;
}
