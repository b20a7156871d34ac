// Module hooks for the hand-off trace (pipeline-trace.mjs): every function a
// module of src/pipeline/ exports is wrapped so the trace hears when a call
// into the pipeline starts and ends. The wrapper reassigns the function's own
// binding, which ES modules export live.
const PIPELINE = /\/src\/pipeline\/[^/]+\.ts$/;
const EXPORTED = /^export (?:async )?function (\w+)/gm;

export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!PIPELINE.test(url)) return loaded;
  const source = String(loaded.source);
  const names = [...source.matchAll(EXPORTED)].map((match) => match[1]);
  const wraps = names.map(
    (name) => `${name} = globalThis.__remoraPipelineMark(${name}, ${JSON.stringify(name)});`,
  );
  return { ...loaded, source: `${source}\n${wraps.join('\n')}\n` };
}
