import { createRuffLinter, prepareRuff } from './ruff.js';
import { createTextMemo } from '../../../core/engine/memo.js';
import type { LintFinding, Linter } from '../../../core/lint/types.js';
import type { LinterHost, LinterSource } from '../../../ops/op-module.js';
import { describeRuff } from './describe-ruff.js';
import type { RuffSettingsOf } from './ruff-settings.js';

/**
 * Ruff, through its WebAssembly build, with the settings that govern each
 * file: one Ruff workspace per distinct settings (most trees have one
 * configuration), and each text checked once per settings.
 */
export function createRuffLinters(_host: LinterHost, settingsOf: RuffSettingsOf): LinterSource {
  const linters = new Map<string, Promise<Linter & { dispose(): void }>>();
  const checks = createTextMemo<LintFinding[]>(64);
  return {
    async linterFor(path) {
      const { settings } = await settingsOf(path);
      const key = JSON.stringify(settings);
      let linter = linters.get(key);
      if (!linter) {
        // Waits for the compile a run that lints started early (prepare), if any.
        linter = prepareRuff().then(() => {
          const ruff = createRuffLinter(settings);
          return {
            check: (source: string, file: string) =>
              checks(`${key}\0${file}\0${source}`, () => ruff.check(source, file)),
            dispose: () => ruff.dispose(),
          };
        });
        linters.set(key, linter);
      }
      return linter;
    },
    async describe(path) {
      return describeRuff(await settingsOf(path));
    },
    dispose() {
      for (const linter of linters.values())
        void linter.then(
          (l) => l.dispose(),
          () => undefined,
        );
    },
  };
}
