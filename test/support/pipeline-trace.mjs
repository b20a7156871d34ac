// The action from the TypeScript sources, traced: each call the action makes
// into src/pipeline/, and which functions of src/action/ ran during it (the
// pipeline calling back into the action) and between two such calls (the
// action stepping back in between the pipeline's steps). V8's precise
// coverage counts every call; its counters are read and reset at each
// hand-over and return. The timeline is written as JSON to REMORA_TRACE_OUT
// when the process exits.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { register } from 'node:module';

const session = new Session();
session.connect();
const post = (method, params) => {
  let answer;
  // An inspector session on its own thread answers at once.
  session.post(method, params, (error, result) => {
    if (error) throw error;
    answer = result;
  });
  return answer;
};
post('Profiler.enable');
post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

/**
 * The run as stretches, in order: a call into the pipeline (`pipeline` names
 * the function the action called) or the action's own time between two.
 * `action` lists the functions of src/action/ that ran in the stretch.
 */
const timeline = [];
let depth = 0;
let entered;
const ACTION = /\/src\/action\/([^/]+)\.ts$/;

function closeStretch(pipeline) {
  const action = new Set();
  for (const script of post('Profiler.takePreciseCoverage').result) {
    const file = ACTION.exec(script.url)?.[1];
    if (!file) continue;
    for (const fn of script.functions)
      if (fn.functionName && fn.ranges[0].count > 0) action.add(`${file}#${fn.functionName}`);
  }
  timeline.push({ ...(pipeline ? { pipeline } : {}), action: [...action].sort() });
}

globalThis.__remoraPipelineMark = (fn, name) =>
  function (...args) {
    if (depth === 0) {
      closeStretch();
      entered = name;
    }
    depth++;
    const leave = () => {
      depth--;
      if (depth === 0) closeStretch(entered);
    };
    let result;
    try {
      result = fn.apply(this, args);
    } catch (error) {
      leave();
      throw error;
    }
    if (result && typeof result.then === 'function')
      return result.then(
        (value) => (leave(), value),
        (error) => {
          leave();
          throw error;
        },
      );
    leave();
    return result;
  };

process.on('exit', () => {
  closeStretch();
  if (process.env.REMORA_TRACE_OUT)
    writeFileSync(process.env.REMORA_TRACE_OUT, JSON.stringify(timeline, null, 2));
});

register('./typescript-hooks.mjs', import.meta.url);
register('./pipeline-marks.mjs', import.meta.url);
await import('../../src/index.ts');
