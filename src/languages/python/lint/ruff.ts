import { readFile } from 'node:fs/promises';
import { describeError, RemoraError } from '../../../core/errors.js';
import { createFixSafetyJudge } from './fix-safety.js';
import { withPathSemantics } from './path-semantics.js';
import { ignoredForPath, isExcluded, workspaceOptions } from './ruff-options.js';
import type { InProcessLinter } from '../../../core/lint/types.js';
import type { RuffSettings } from './ruff-types.js';
import { assetPath } from '../../../adapters/files/assets.js';
import { holdingLoop } from '../../../adapters/process/hold-loop.js';
import { findingsFromRuff } from './ruff-diagnostics.js';
import { loadRuffWasm } from './ruff-wasm-shim.cjs';

type RuffModule = ReturnType<typeof loadRuffWasm>;
type Workspace = InstanceType<RuffModule['Workspace']>;

/** The part of the WebAssembly global used here: the project's TypeScript `lib` has no WebAssembly types. */
interface WasmCompiler {
  compile(bytes: Uint8Array): Promise<object>;
}

const wasmApi = (globalThis as unknown as { WebAssembly: WasmCompiler }).WebAssembly;

let ruffModule: RuffModule | undefined;
let compiling: Promise<void> | undefined;
let compiled: object | undefined;

/**
 * Starts compiling Ruff's .wasm in the background, once per process, so that
 * a run which will lint compiles it while it waits on git and discovery
 * rather than on its first lint, and warms it once `warmWhen` resolves.
 * Resolves when the compile ended; it never rejects: without a compiled
 * module, loading compiles the package's own bytes as before, and reports
 * what is wrong there.
 */
export function prepareRuff(warmWhen?: Promise<void>): Promise<void> {
  compiling ??= Promise.resolve()
    .then(() => readFile(assetPath('ruff_wasm_bg.wasm', '@astral-sh/ruff-wasm-nodejs')))
    // Held: with nothing else pending, the process would end mid-compile.
    .then((bytes) => holdingLoop(wasmApi.compile(bytes)))
    .then(
      (module) => {
        compiled = module;
      },
      () => undefined,
    );
  if (warmWhen) void Promise.all([compiling, warmWhen]).then(warmRuff);
  return compiling;
}

/**
 * Instantiates the module and lints a line once, with Ruff's defaults: V8
 * compiles a wasm module's functions on their first call, on the main
 * thread, about 0.1 s for a first lint. Done while the run waits (its first
 * model requests out), that time is taken neither from the set-up before
 * them nor from the first node's lint, when it would hold every model request
 * waiting to be sent. A lint that came first did it already. A failure here
 * is no failure: the first real lint reports it.
 */
function warmRuff(): void {
  if (ruffModule) return;
  try {
    const ruff = loadRuff();
    const workspace = new ruff.Workspace(
      ruff.Workspace.defaultSettings(),
      ruff.PositionEncoding.Utf16,
    );
    try {
      workspace.check('import os\n\n\ndef f(x):\n    return x == None\n');
    } finally {
      freeQuietly(workspace);
    }
  } catch {
    // The first lint loads the module again and says what is wrong.
  }
}

/**
 * Ruff's WebAssembly package, loaded on first use: requiring it compiles a
 * 10 MB module, which commands that never lint should not pay for, unless
 * {@link prepareRuff} compiled it already. The shim's plain `require` lets the
 * bundler carry the package and relocate its .wasm.
 */
function loadRuff(): RuffModule {
  ruffModule ??= loadRuffWasm(compiled);
  return ruffModule;
}

/**
 * A Linter backed by Ruff's wasm Workspace, created once per settings (reuse:
 * 30-50 ms to create), `lint.unfixable` set to UNSAFE_FIX_RULES. Settings Ruff
 * rejects → RemoraError CONFIG_001. The Workspace lints text without a path, so
 * `exclude`, `per-file-ignores` and what Ruff does differently in an
 * `__init__.py` or a stub are applied here, by the file's path.
 */
export function createRuffLinter(settings: RuffSettings): InProcessLinter & { dispose(): void } {
  const ruff = loadRuff();
  const options = workspaceOptions(settings);
  let workspace: Workspace | undefined = createWorkspace(ruff, options);
  let disposed = false;
  return {
    check(source, filePath) {
      if (disposed) throw new RemoraError('TOOL_001', 'the Ruff linter was used after dispose()');
      if (isExcluded(settings, filePath)) return [];
      // A panic inside the wasm module leaves that instance unusable: start a fresh one.
      workspace ??= createWorkspace(ruff, options);
      let raw: unknown;
      try {
        raw = workspace.check(source);
      } catch (error) {
        freeQuietly(workspace);
        workspace = undefined;
        throw new RemoraError('TOOL_001', `Ruff failed on ${filePath}: ${describeError(error)}`, {
          cause: error,
        });
      }
      const judge = createFixSafetyJudge({
        source,
        filePath,
        targetVersion: settings.targetVersion,
      });
      return withPathSemantics(findingsFromRuff(raw, judge), filePath, settings).filter(
        (finding) => !ignoredForPath(settings, filePath, finding),
      );
    },
    dispose() {
      disposed = true;
      if (workspace) freeQuietly(workspace);
      workspace = undefined;
    },
  };
}

function createWorkspace(ruff: RuffModule, options: Record<string, unknown>): Workspace {
  try {
    return new ruff.Workspace(options, ruff.PositionEncoding.Utf16);
  } catch (error) {
    throw new RemoraError(
      'CONFIG_001',
      `Ruff rejected the lint settings: ${describeError(error)}`,
      { cause: error },
    );
  }
}

function freeQuietly(workspace: Workspace): void {
  try {
    workspace.free();
  } catch {
    // A workspace whose module trapped may refuse to be freed; there is nothing left to release.
  }
}
