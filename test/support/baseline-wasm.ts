import { setFlagsFromString } from 'node:v8';

// Vitest setup for the tiers that load Ruff: WebAssembly runs as in a Remora run, baseline
// compiled only (src/index.ts asks for that). Optimising Ruff's 10 MB module in the background
// costs seconds of CPU in every process that runs it, more than its checks here win back.
// These two flags take effect when set at run time; `--liftoff-only` does so only on the command
// line, which a worker thread cannot have. They are process-wide: setting them again is harmless.
setFlagsFromString('--no-wasm-tier-up');
setFlagsFromString('--no-wasm-dynamic-tiering');
