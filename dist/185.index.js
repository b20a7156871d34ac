export const id = 185;
export const ids = [185];
export const modules = {

/***/ 3223:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runEvalCommand: () => (/* binding */ runEvalCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/training-setup.ts
var training_setup = __webpack_require__(8470);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/training/eval-score.ts
/** Scores each op over its tasks. */
function scoreOps(tasks) {
    const ops = [...new Set(tasks.map((task) => task.op))].sort();
    return Object.fromEntries(ops.map((op) => [op, scoreOp(tasks.filter((t) => t.op === op))]));
}
function scoreOp(tasks) {
    const sum = (pick) => tasks.reduce((total, task) => total + pick(task), 0);
    const attempts = sum((t) => t.call_attempts);
    const latencies = tasks.flatMap((t) => t.latencies_ms).sort((a, b) => a - b);
    const reported = sum((t) => t.usage_reports) > 0;
    return {
        tasks: tasks.length,
        tool_call_validity: attempts === 0 ? null : sum((t) => t.valid_calls) / attempts,
        success_rate: sum((t) => (t.success ? 1 : 0)) / tasks.length,
        filler_rate: sum((t) => (t.filler ? 1 : 0)) / tasks.length,
        mean_turns: sum((t) => t.turns) / tasks.length,
        latency_p50_ms: percentile(latencies, 50),
        latency_p95_ms: percentile(latencies, 95),
        prompt_tokens: reported ? sum((t) => t.prompt_tokens) : null,
        completion_tokens: reported ? sum((t) => t.completion_tokens) : null,
    };
}
/** The nearest-rank percentile of sorted values; null for none. */
function percentile(sorted, p) {
    if (sorted.length === 0)
        return null;
    const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
    return sorted[rank - 1] ?? null;
}
const percent = (rate) => rate === null ? 'n/a' : `${(rate * 100).toFixed(1)} %`;
const millis = (ms) => (ms === null ? 'n/a' : `${Math.round(ms)} ms`);
/** The scores as a markdown table, one row per op. */
function formatScoreTable(scores) {
    const header = '| op | tasks | tool-call validity | task success | filler | mean turns | p50 latency | p95 latency | tokens (prompt / completion) |';
    const rule = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
    const rows = Object.entries(scores).map(([op, s]) => [
        '',
        op,
        String(s.tasks),
        percent(s.tool_call_validity),
        percent(s.success_rate),
        percent(s.filler_rate),
        s.mean_turns.toFixed(1),
        millis(s.latency_p50_ms),
        millis(s.latency_p95_ms),
        s.prompt_tokens === null ? 'n/a' : `${s.prompt_tokens} / ${s.completion_tokens ?? 0}`,
        '',
    ]
        .join(' | ')
        .trim());
    return [header, rule, ...rows].join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/core/training/trajectory.ts
var trajectory = __webpack_require__(9589);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/engine/semaphore.ts
var semaphore = __webpack_require__(7408);
// EXTERNAL MODULE: ./src/languages/registry.ts + 148 modules
var registry = __webpack_require__(1739);
// EXTERNAL MODULE: ./src/core/training/exchange.ts
var exchange = __webpack_require__(8365);
// EXTERNAL MODULE: ./src/core/training/gates.ts
var gates = __webpack_require__(518);
// EXTERNAL MODULE: ./src/languages/file-text.ts + 1 modules
var file_text = __webpack_require__(1247);
// EXTERNAL MODULE: ./src/core/workspace/workspace-path.ts
var workspace_path = __webpack_require__(9806);
// EXTERNAL MODULE: ./src/pipeline/model-recorder.ts
var model_recorder = __webpack_require__(198);
// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/pipeline/session.ts + 2 modules
var session = __webpack_require__(6101);
// EXTERNAL MODULE: ./src/pipeline/train-data.ts
var train_data = __webpack_require__(4593);
;// CONCATENATED MODULE: ./src/pipeline/eval-run.ts














/**
 * Replays each task (one node, one op) through the real runner and tools
 * against the session's model, and scores the run against the teacher's.
 */
async function replayTasks(options) {
    const cleanups = new session/* CleanupStack */.zr();
    const recorder = (0,model_recorder/* createModelRecorder */.c)();
    try {
        const root = options.corpusRoot ?? (await rebuildFolder(options.tasks, cleanups));
        const session = await (0,prepare/* prepareFolderRun */.tM)(root, [...new Set(options.tasks.map((t) => t.metadata.task.op))], {
            ...options,
            wrapModel: recorder.wrap,
            cleanups,
        });
        const slots = new semaphore/* Semaphore */.j(options.config.runner.node_concurrency);
        return await Promise.all(options.tasks.map((line) => slots.run(() => replayTask(options, session, recorder, line))));
    }
    finally {
        await cleanups.run();
    }
}
/** Rebuilds one task's node from its recorded file, runs its op, and scores the run. */
async function replayTask(options, session, recorder, line) {
    const { task } = line.metadata;
    const text = await session.tree.source.readFile(task.file_path);
    if (text === undefined || (0,train_data/* textDigest */.oA)(text) !== task.file_sha256)
        throw new errors/* RemoraError */.LP('CLI_001', `${task.file_path} in the corpus is not the file the trajectory was made from; pass the corpus train-data ran on`);
    const [found] = await session.discoverer.discover([
        { file_path: task.file_path, bytes: encodeText(task.file_path, text) },
    ]);
    const node = found?.nodes.find((n) => n.node_id === task.node_id);
    if (!node)
        throw new errors/* RemoraError */.LP('CLI_001', `no node ${task.node_id} (${task.full_name}) in ${task.file_path}`);
    const { value: report, exchanges } = await recorder.record(() => session.review([{ node }], [task.op]));
    const result = report.nodes[0]?.ops.find((r) => r.op === task.op);
    if (!result)
        throw new Error(`the replay of ${task.full_name} has no ${task.op} result`);
    const filler = (0,registry/* findFillerInDiff */.UR)(result.diff).length > 0;
    // The teacher's change, or for tests: tests written that pass (their text may differ).
    const matches = task.op === 'test'
        ? result.diff !== '' && (0,gates/* lastTestRunPassed */.Q4)(result.transcript ?? [])
        : result.diff === line.metadata.outcome.diff;
    const calls = (0,exchange/* tallyCalls */.uD)(options.agents.get(task.op), exchanges);
    const usage = exchanges.flatMap((e) => (e.reply.usage ? [e.reply.usage] : []));
    return {
        op: task.op,
        node_id: task.node_id,
        full_name: task.full_name,
        file_path: task.file_path,
        status: result.status,
        ...(result.error ? { error: `${result.error.code}: ${result.error.message}` } : {}),
        success: result.status === 'succeeded' && matches && !filler,
        filler,
        turns: result.turns,
        call_attempts: calls.attempts,
        valid_calls: calls.valid,
        latencies_ms: exchanges.map((e) => e.ms),
        prompt_tokens: usage.reduce((sum, u) => sum + u.prompt_tokens, 0),
        completion_tokens: usage.reduce((sum, u) => sum + u.completion_tokens, 0),
        usage_reports: usage.length,
    };
}
function encodeText(path, text) {
    const encoded = (0,file_text/* encodeFileText */.SR)(path, text);
    if (!encoded.ok)
        throw new errors/* RemoraError */.LP('CLI_001', `${path}: ${encoded.reason}`);
    return encoded.bytes;
}
/** A temporary folder holding each task's file as recorded; two different texts for one path are an error. */
async function rebuildFolder(tasks, cleanups) {
    const files = new Map();
    for (const { metadata } of tasks) {
        const { file_path, file_text } = metadata.task;
        const path = (0,workspace_path/* confineWorkspacePath */.R)(file_path);
        const seen = files.get(path);
        if (seen !== undefined && seen !== file_text)
            throw new errors/* RemoraError */.LP('CLI_001', `the data holds two versions of ${path}; pass --corpus, or evaluate one version at a time`);
        files.set(path, file_text);
    }
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'remora-eval-'));
    cleanups.push(() => (0,promises_.rm)(folder, { recursive: true, force: true }));
    for (const [path, text] of files) {
        const target = (0,external_node_path_.join)(folder, ...path.split('/'));
        await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
        await (0,promises_.writeFile)(target, encodeText(path, text));
    }
    return folder;
}

;// CONCATENATED MODULE: ./src/cli/eval.ts









/** `remora eval`: each recorded task replayed against a model server, scored per op. */
async function runEvalCommand(args, io) {
    const { values, positionals } = (0,cli_io/* parseCommandArgs */.Qx)(args, (0,commands/* commandOptions */.i6)('eval'));
    (0,training_setup/* noPositionals */.d0)(positionals);
    if (!values.server)
        throw new errors/* RemoraError */.LP('CLI_001', 'eval needs --server <url>');
    if (!values.data)
        throw new errors/* RemoraError */.LP('CLI_001', 'eval needs --data <eval.jsonl>');
    if (!['json', 'markdown'].includes(values.format))
        throw new errors/* RemoraError */.LP('CLI_001', `--format is json or markdown, not '${values.format}'`);
    const corpusRoot = values.corpus ? (0,training_setup/* existingFolder */.CI)(io, values.corpus, '--corpus') : undefined;
    const data = readTrajectories((0,external_node_path_.resolve)(io.cwd, values.data));
    // Without --ops, every op the data holds.
    const opsFlag = values.ops ?? [...new Set(data.map((line) => line.metadata.task.op))].join(',');
    const setup = await (0,training_setup/* loadTrainingSetup */.qE)(io, corpusRoot ?? io.cwd, values.server, opsFlag, values.model);
    const tasks = data.filter((line) => setup.ops.includes(line.metadata.task.op));
    if (tasks.length === 0)
        throw new errors/* RemoraError */.LP('CLI_001', `${values.data} holds no task of ${setup.ops.join(', ')}`);
    const model = values.model;
    const results = await replayTasks({
        ...setup,
        tasks,
        ...(corpusRoot ? { corpusRoot } : {}),
        ...(model ? { models: new Map(setup.ops.map((op) => [op, model])) } : {}),
    });
    const ops = scoreOps(results);
    if (values.format === 'json')
        io.stdout(`${JSON.stringify({ server: values.server, model: model ?? null, tasks: results.length, ops, results }, null, 2)}\n`);
    else
        io.stdout(`remora eval: ${results.length} tasks against ${values.server}${model ? ` (model ${model})` : ''}\n\n${formatScoreTable(ops)}`);
    return 0;
}
/** Every line of a trajectory file, validated; a bad line is CLI_001 naming it. */
function readTrajectories(path) {
    let text;
    try {
        text = (0,external_node_fs_.readFileSync)(path, 'utf8');
    }
    catch (error) {
        throw new errors/* RemoraError */.LP('CLI_001', `cannot read ${path}: ${error.message}`);
    }
    return text.split('\n').flatMap((raw, index) => {
        if (raw.trim() === '')
            return [];
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch {
            throw new errors/* RemoraError */.LP('CLI_001', `${path}:${index + 1}: not JSON`);
        }
        const parsed = trajectory/* trajectorySchema */.hR.safeParse(value);
        if (!parsed.success) {
            const issue = parsed.error.issues[0];
            throw new errors/* RemoraError */.LP('CLI_001', `${path}:${index + 1}: not a trajectory: ${issue?.path.join('.') || '(line)'}: ${issue?.message ?? 'invalid'}`);
        }
        return [parsed.data];
    });
}


/***/ }),

/***/ 8470:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CI: () => (/* binding */ existingFolder),
/* harmony export */   d0: () => (/* binding */ noPositionals),
/* harmony export */   qE: () => (/* binding */ loadTrainingSetup)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_model_server_preflight_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(589);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _core_runner_model_routing_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(256);
/* harmony import */ var _pipeline_review_env_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3234);
/* harmony import */ var _pipeline_run_events_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3783);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1999);








// Generating or evaluating a corpus takes longer than a review may.
const LONG_RUN = { runner: { deadline_s: 86_400 } };
/**
 * The configuration (the project's remora.yaml, with a long deadline), the
 * agents, the ops and the backend: the built-in policies, or a server that
 * answers its model list (asked first, so a wrong URL fails at once).
 */
async function loadTrainingSetup(io, root, server, opsFlag, 
/** One model for every op; else each op's own. */
model) {
    const flags = server ? { ...LONG_RUN, server: { base_url: server } } : LONG_RUN;
    const settings = await (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_6__/* .loadRunSettings */ .$o)(root, io.env, flags);
    const { config, agents, problems } = settings;
    const requested = opsFlag
        ?.split(',')
        .map((op) => op.trim())
        .filter(Boolean);
    const ops = (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_6__/* .chooseOps */ .S8)(settings, requested);
    const problem = ops.map((op) => problems.get(op)).find(Boolean);
    if (problem)
        throw problem;
    const backend = server ? (0,_pipeline_review_env_js__WEBPACK_IMPORTED_MODULE_4__/* .chooseBackend */ .aC)(config, io.env) : { kind: 'builtin' };
    if (backend.kind === 'openai') {
        const preflight = await (0,_adapters_model_server_preflight_js__WEBPACK_IMPORTED_MODULE_2__/* .preflightServer */ .l)({
            serverUrl: backend.baseURL,
            ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
        });
        if (!preflight.ok)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('AGENT_002', preflight.message);
        // No fallback here: a missing adapter should show in the figures, and be said why.
        for (const op of ops) {
            const asked = model ?? (0,_core_runner_model_routing_js__WEBPACK_IMPORTED_MODULE_7__/* .chooseModel */ .Rk)(op, config, agents.get(op)).model;
            if (!preflight.models.includes(asked) && !preflight.models.includes(`${asked}:latest`))
                io.stderr(`warning: the server does not list the model '${asked}'; every ${op} run will fail. It lists: ${preflight.models.join(', ') || 'no models'}\n`);
        }
    }
    return {
        config,
        agents,
        agentProblems: problems,
        backend,
        ops,
        processEnv: io.env,
        events: (0,_pipeline_run_events_js__WEBPACK_IMPORTED_MODULE_5__/* .createRunEvents */ .R)(() => undefined, (text) => io.stderr(`warning: ${text}\n`)),
        allowExecute: true,
    };
}
/** The folder a flag names, resolved; CLI_001 when it is not one. */
function existingFolder(io, path, flag) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path);
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(absolute, { throwIfNoEntry: false })?.isDirectory())
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('CLI_001', `${flag} ${path} is not a folder`);
    return absolute;
}
function noPositionals(positionals) {
    if (positionals.length > 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('CLI_001', `unexpected argument '${positionals[0]}'`);
}


/***/ }),

/***/ 7791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nl: () => (/* binding */ mapGapsBack),
/* harmony export */   QS: () => (/* binding */ applyHunksToText),
/* harmony export */   aj: () => (/* binding */ intervalsMeet),
/* harmony export */   iE: () => (/* binding */ applyHunks),
/* harmony export */   sm: () => (/* binding */ gapInterval),
/* harmony export */   uL: () => (/* binding */ changeHunks),
/* harmony export */   uz: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1318);
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3309);


/** A text's lines, each with its `\n` (the last one may lack it). */
function splitLines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
/** The blocks of lines that differ from `before` to `after`, in order, with no context. */
function changeHunks(before, after) {
    const hunks = [];
    let line = 1;
    let open;
    for (const part of (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .diffArrays */ .E)(splitLines(before), splitLines(after))) {
        if (!part.added && !part.removed) {
            open = undefined;
            line += part.value.length;
            continue;
        }
        if (!open) {
            open = { start: line, count: 0, lines: [] };
            hunks.push(open);
        }
        if (part.removed) {
            open.count += part.value.length;
            line += part.value.length;
        }
        else
            (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(open.lines, part.value);
    }
    return hunks;
}
/**
 * Head lines `from..to` (1-based, inclusive) with the given hunks applied.
 * Every hunk must lie inside the span; an insertion may sit just after it.
 */
function applyHunks(headLines, from, to, hunks) {
    const out = [];
    let next = from;
    for (const hunk of [...hunks].sort((a, b) => a.start - b.start)) {
        if (hunk.start < next || hunk.start + hunk.count - 1 > to)
            throw new Error(`hunk at line ${hunk.start} lies outside lines ${from}-${to}`);
        (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(out, headLines.slice(next - 1, hunk.start - 1));
        (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(out, hunk.lines);
        next = hunk.start + hunk.count;
    }
    (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(out, headLines.slice(next - 1, to));
    return out;
}
/** The whole text with every hunk applied. */
function applyHunksToText(text, hunks) {
    const lines = splitLines(text);
    return applyHunks(lines, 1, lines.length, hunks).join('');
}
/**
 * A hunk's place as an interval of gaps between head lines (gap g sits after
 * line g): a replacement of lines a..b covers gaps a-1..b, an insertion before
 * line a is the single gap a-1.
 */
function gapInterval(hunk) {
    return [hunk.start - 1, hunk.start - 1 + hunk.count];
}
/** Whether two closed gap intervals share a gap. */
function intervalsMeet(a, b) {
    return a[0] <= b[1] && b[0] <= a[1];
}
/**
 * Carries a gap interval of a derived version back to the version it was
 * derived from, through the hunks that derived it: a gap in unchanged lines
 * moves by the lines inserted or removed before it; a gap inside a hunk's new
 * lines widens to the whole hunk.
 */
function mapGapsBack(interval, through) {
    return [mapGap(interval[0], through, 'low'), mapGap(interval[1], through, 'high')];
}
function mapGap(gap, through, side) {
    let shift = 0;
    for (const hunk of through) {
        const before = hunk.start - 1 + shift;
        const after = before + hunk.lines.length;
        const oldBefore = hunk.start - 1;
        const oldAfter = oldBefore + hunk.count;
        if (gap < before)
            break;
        if (gap === before && gap === after)
            return side === 'low' ? oldBefore : oldAfter;
        if (gap === before)
            return oldBefore;
        if (gap < after)
            return side === 'low' ? oldBefore : oldAfter;
        if (gap === after)
            return oldAfter;
        shift += hunk.lines.length - hunk.count;
    }
    return gap - shift;
}


/***/ })

};
