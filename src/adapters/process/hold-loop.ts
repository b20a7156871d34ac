/** The longest delay a Node timer takes (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Resolves as `work` does, holding the event loop open until it settles.
 * Node does not count WebAssembly that V8 is compiling or instantiating on
 * its background threads as pending work (nodejs/node#36616): when nothing
 * else is pending, the process exits with 13 ("unsettled top-level await")
 * before the promise settles, a run ended without a word. Whether the
 * compilation happens in the background depends on V8's settings (with
 * `--no-wasm-lazy-compilation` it always does), so every wait on one is held.
 */
export async function holdingLoop<T>(work: Promise<T>): Promise<T> {
  const hold = setInterval(() => undefined, LONGEST_TIMER_MS);
  try {
    return await work;
  } finally {
    clearInterval(hold);
  }
}
