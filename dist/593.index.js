export const id = 593;
export const ids = [593];
export const modules = {

/***/ 621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hi: () => (/* binding */ chatMessageSchema),
/* harmony export */   x$: () => (/* binding */ toolSpecSchema)
/* harmony export */ });
/* unused harmony export toolCallSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);

/**
 * The runner's message format (messages.ts) as zod schemas: what training
 * data and evaluation files are validated against. Strict, so a field the
 * runner does not send is an error, not a silent extra; a test keeps these
 * and the runner's own types in agreement.
 */
const toolCallSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('function'),
    function: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), arguments: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
})
    .strict();
const chatMessageSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .discriminatedUnion */ .gMt('role', [
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ role: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('system'), content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ role: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('user'), content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() }).strict(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        role: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('assistant'),
        content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullable(),
        tool_calls: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(toolCallSchema).optional(),
    })
        .strict(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        role: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('tool'),
        tool_call_id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    })
        .strict(),
]);
const toolSpecSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    type: zod__WEBPACK_IMPORTED_MODULE_0__/* .literal */ .euz('function'),
    function: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
        description: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
        parameters: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_0__/* .unknown */ .L5J()),
    })
        .strict(),
})
    .strict();


/***/ }),

/***/ 8365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RM: () => (/* binding */ tryConversation),
/* harmony export */   uD: () => (/* binding */ tallyCalls)
/* harmony export */ });
/* unused harmony export assistantMessage */
/* harmony import */ var _runner_tool_arguments_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2155);

/** The assistant message the runner appends for a reply (run-agent.ts does the same). */
function assistantMessage(reply) {
    return {
        role: 'assistant',
        content: reply.content,
        ...(reply.tool_calls.length > 0 ? { tool_calls: reply.tool_calls } : {}),
    };
}
/**
 * A run's conversation from its recorded exchanges: the last request's
 * messages and the reply that ended the run, with the tools it offered.
 * Undefined when the requests do not grow one transcript (history fitting
 * dropped turns, or the tools changed between turns): no single conversation
 * then says what the model saw.
 */
function tryConversation(exchanges) {
    const last = exchanges.at(-1);
    if (!last)
        return undefined;
    const tools = JSON.stringify(last.request.tools);
    for (let i = 0; i + 1 < exchanges.length; i++) {
        const current = exchanges[i];
        const next = exchanges[i + 1];
        const grown = [...current.request.messages, assistantMessage(current.reply)];
        if (JSON.stringify(current.request.tools) !== tools)
            return undefined;
        if (JSON.stringify(next.request.messages.slice(0, grown.length)) !== JSON.stringify(grown))
            return undefined;
    }
    return {
        messages: [...last.request.messages, assistantMessage(last.reply)],
        tools: last.request.tools,
    };
}
/** Tallies the calls of every reply: valid ones, and the attempts they were out of. */
function tallyCalls(definition, exchanges) {
    const tally = { attempts: 0, valid: 0, textReplies: 0 };
    for (const { reply } of exchanges) {
        if (reply.tool_calls.length === 0) {
            tally.attempts++;
            tally.textReplies++;
            continue;
        }
        for (const call of reply.tool_calls) {
            tally.attempts++;
            const known = definition.tools.some((tool) => tool.name === call.function.name);
            if (known && (0,_runner_tool_arguments_js__WEBPACK_IMPORTED_MODULE_0__/* .checkToolArguments */ .px)(definition, call.function.name, call.function.arguments).ok)
                tally.valid++;
        }
    }
    return tally;
}


/***/ }),

/***/ 518:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q4: () => (/* binding */ lastTestRunPassed),
/* harmony export */   Uu: () => (/* binding */ DROP_REASONS),
/* harmony export */   Zy: () => (/* binding */ judgeRun)
/* harmony export */ });
/* unused harmony export changesStayInNode */
/* harmony import */ var _publish_change_hunks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7791);
/* harmony import */ var _node_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(413);


/**
 * Why a teacher's run is not kept, in the order they are judged. The first
 * three are the op's own outcome; the rest are the gates a review applies to
 * a result, and what makes a conversation unfit to imitate.
 */
const DROP_REASONS = [
    'out-of-scope', // the op never asked the model: node type, scope rule, a file that does not parse
    'skipped', // the agent ran and skipped the node
    'failed', // the op failed
    'history-fitted', // the requests do not grow one conversation
    'text-reply', // a reply without a tool call (the runner had to nudge)
    'invalid-call', // a call of an unknown tool or with arguments its schema refuses
    'tests-not-passing', // test: no generated test, or the last run did not pass
    'unparsable', // a changed file no longer parses in its language's grammar
    'outside-node', // an edit outside the node's own lines, or to another existing file
    'filler', // the change holds filler prose
    'invalid-format', // the line fails the trajectory schema
];
/** The first gate the run fails, or undefined when it is kept. */
function judgeRun(run) {
    if (run.status === 'skipped')
        return run.requests === 0 ? 'out-of-scope' : 'skipped';
    if (run.status === 'failed')
        return 'failed';
    if (!run.oneConversation)
        return 'history-fitted';
    if (run.calls.textReplies > 0)
        return 'text-reply';
    if (run.calls.valid < run.calls.attempts)
        return 'invalid-call';
    if (run.op === 'test' && (run.diff === '' || !lastTestRunPassed(run.messages)))
        return 'tests-not-passing';
    if (run.unparsable.length > 0)
        return 'unparsable';
    if (!changesStayInNode(run.changes, run.nodeFile, run.ownLines, run.isTestPath))
        return 'outside-node';
    if (run.filler.length > 0)
        return 'filler';
    return undefined;
}
/**
 * True when the last `run_tests` result of the conversation ran tests and
 * none failed or errored (an expected failure, xfail, is a pass).
 */
function lastTestRunPassed(messages) {
    const last = messages.findLast((m) => m.role === 'tool' && m.name === 'run_tests');
    if (!last)
        return false;
    let result;
    try {
        result = JSON.parse(last.content);
    }
    catch {
        return false;
    }
    const count = (key) => (typeof result[key] === 'number' ? result[key] : 0);
    return (result.error === undefined &&
        count('failed') === 0 &&
        count('errors') === 0 &&
        count('passed') + count('xfailed') > 0);
}
/**
 * True when every change stays where the op may write: in the node's file,
 * only its own lines (an insertion may sit just after them); elsewhere, only
 * new files and test files (generated tests and fixtures) as `isTestPath`
 * tells them.
 */
function changesStayInNode(changes, nodeFile, ownLines, isTestPath) {
    return changes.every((change) => {
        if (change.path !== nodeFile)
            return change.before === undefined || isTestPath(change.path);
        if (change.before === undefined || change.after === undefined)
            return false;
        return (0,_publish_change_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .changeHunks */ .uL)(change.before, change.after).every((hunk) => {
            if (hunk.count === 0)
                return (0,_node_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .inRanges */ .mA)(hunk.start, ownLines) || (0,_node_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .inRanges */ .mA)(hunk.start - 1, ownLines);
            for (let line = hunk.start; line < hunk.start + hunk.count; line++)
                if (!(0,_node_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .inRanges */ .mA)(line, ownLines))
                    return false;
            return true;
        });
    });
}


/***/ }),

/***/ 6366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ splitForPath)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The split a file's trajectories go to: a seeded hash of its path, so every
 * run with the same seed puts each file on the same side, and no file has
 * trajectories on both. `evalFraction` of the hash range goes to eval.
 */
function splitForPath(path, seed, evalFraction) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}\0${path}`).digest();
    return digest.readUInt32BE(0) / 2 ** 32 < evalFraction ? 'eval' : 'train';
}


/***/ }),

/***/ 1659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ countRun),
/* harmony export */   V: () => (/* binding */ formatStatsTable)
/* harmony export */ });
/* harmony import */ var _gates_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(518);
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3309);


/** Counts one run: kept on a side of the split, or dropped for a reason. */
function countRun(stats, op, outcome) {
    const counts = (stats.ops[op] ??= { kept: { train: 0, eval: 0 }, dropped: {} });
    if ('kept' in outcome)
        counts.kept[outcome.kept]++;
    else
        counts.dropped[outcome.dropped] = (counts.dropped[outcome.dropped] ?? 0) + 1;
}
/** The stats as a plain-text table: one row per op, a column per side and per drop reason seen. */
function formatStatsTable(stats) {
    const ops = Object.keys(stats.ops).sort();
    const reasons = _gates_js__WEBPACK_IMPORTED_MODULE_0__/* .DROP_REASONS */ .Uu.filter((reason) => ops.some((op) => (stats.ops[op]?.dropped[reason] ?? 0) > 0));
    const header = ['op', 'train', 'eval', ...reasons.map((r) => `dropped: ${r}`)];
    const rows = ops.map((op) => {
        const counts = stats.ops[op];
        return [
            op,
            String(counts.kept.train),
            String(counts.kept.eval),
            ...reasons.map((reason) => String(counts.dropped[reason] ?? 0)),
        ];
    });
    const widths = header.map((cell, i) => Math.max(cell.length, (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .largest */ .nQ)(rows.map((r) => r[i]?.length ?? 0))));
    const line = (cells) => cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  ')
        .trimEnd();
    return [line(header), ...rows.map(line)].join('\n') + '\n';
}


/***/ }),

/***/ 9589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   hR: () => (/* binding */ trajectorySchema),
/* harmony export */   so: () => (/* binding */ TRAJECTORY_FORMAT)
/* harmony export */ });
/* unused harmony exports trajectoryTaskSchema, teacherOutcomeSchema, trajectoryMetadataSchema, conversationProblems */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2047);
/* harmony import */ var _agents_definition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7731);
/* harmony import */ var _runner_message_schema_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(621);



/** The version of the trajectory line format; a reader refuses any other. */
const TRAJECTORY_FORMAT = 'remora-trajectory/1';
/** The task a trajectory solved: enough to rebuild the node and run the op again. */
const trajectoryTaskSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    op: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[a-z_]+$/),
    node_id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{16}$/),
    node_type: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['file', 'class', 'function', 'method']),
    full_name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    file_path: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    file_sha256: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    /** The node's file as the teacher saw it. */
    file_text: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
})
    .strict();
/** What the teacher's run came to: the reference a replay is compared with. */
const teacherOutcomeSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    status: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('succeeded'),
    summary: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
    turns: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(1),
    /** The op's change as a unified diff against the stable tree ('' for none). */
    diff: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
})
    .strict();
const trajectoryMetadataSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    format: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz(TRAJECTORY_FORMAT),
    split: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['train', 'eval']),
    agent: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    /** The model name the runner asked for. */
    model: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().min(1),
    /** `builtin`, or `server` for an OpenAI-compatible teacher. */
    teacher: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(['builtin', 'server']),
    task: trajectoryTaskSchema,
    outcome: teacherOutcomeSchema,
})
    .strict();
/**
 * One line of a trajectory file: the conversation exactly as the runner sent
 * it (the last request's messages and the reply that ended the run), the tool
 * schemas it sent, and what is needed to replay and judge the task.
 */
const trajectorySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    messages: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_runner_message_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .chatMessageSchema */ .hi).min(3),
    tools: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(_runner_message_schema_js__WEBPACK_IMPORTED_MODULE_1__/* .toolSpecSchema */ .x$).min(1),
    metadata: trajectoryMetadataSchema,
})
    .strict()
    .superRefine((line, context) => {
    const names = line.tools.map((tool) => tool.function.name);
    for (const problem of conversationProblems(line.messages, names))
        context.addIssue({ code: 'custom', path: ['messages'], message: problem });
});
/**
 * What makes a conversation unfit to train on, beyond its message shapes: it
 * opens with the system prompt and the node context; every assistant turn
 * calls tools of the run, each answered in order by a tool message; it ends
 * with the assistant calling submit_result. Empty when it is fit.
 */
function conversationProblems(messages, tools) {
    const problems = [];
    if (messages[0]?.role !== 'system')
        problems.push('the first message is not the system prompt');
    if (messages[1]?.role !== 'user')
        problems.push('the second message is not the node context');
    let pending = [];
    messages.slice(2).forEach((message, offset) => {
        const at = `message ${offset + 2}`;
        if (message.role === 'assistant') {
            if (pending.length > 0)
                problems.push(`${at}: a tool call before it has no result`);
            const calls = message.tool_calls ?? [];
            if (calls.length === 0)
                problems.push(`${at}: an assistant turn without a tool call`);
            for (const call of calls)
                if (!tools.includes(call.function.name))
                    problems.push(`${at}: calls '${call.function.name}', which is not among the tools`);
            pending = calls.map((call) => ({ id: call.id, name: call.function.name }));
        }
        else if (message.role === 'tool') {
            const expected = pending.shift();
            if (!expected || expected.id !== message.tool_call_id || expected.name !== message.name)
                problems.push(`${at}: a tool result that answers no pending call in order`);
        }
        else
            problems.push(`${at}: a ${message.role} message after the opening`);
    });
    const last = messages.at(-1);
    if (last?.role !== 'assistant' ||
        !(last.tool_calls ?? []).some((call) => call.function.name === _agents_definition_js__WEBPACK_IMPORTED_MODULE_0__/* .SUBMIT_TOOL */ .Sk))
        problems.push(`the conversation does not end with a call of ${_agents_definition_js__WEBPACK_IMPORTED_MODULE_0__/* .SUBMIT_TOOL */ .Sk}`);
    return problems;
}


/***/ }),

/***/ 198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ createModelRecorder)
/* harmony export */ });
/* harmony import */ var _core_runner_reply_calls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8666);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);


function createModelRecorder(now = Date.now) {
    const current = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
    return {
        wrap(model) {
            return {
                name: model.name,
                async complete(request, signal) {
                    const started = now();
                    // Recorded as the runner reads it: the calls in the text count (docs/model-path.md).
                    const turn = request.messages.filter((m) => m.role === 'assistant').length + 1;
                    const reply = (0,_core_runner_reply_calls_js__WEBPACK_IMPORTED_MODULE_1__/* .readReplyToolCalls */ .C)(await model.complete(request, signal), turn);
                    // Copied: the runner keeps appending to the array it sent.
                    current.getStore()?.push({
                        request: { ...request, messages: [...request.messages] },
                        reply,
                        ms: now() - started,
                    });
                    return reply;
                },
            };
        },
        async record(task) {
            const exchanges = [];
            const value = await current.run(exchanges, task);
            return { value, exchanges };
        },
    };
}


/***/ }),

/***/ 4593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Xb: () => (/* binding */ taskOf),
/* harmony export */   oA: () => (/* binding */ textDigest),
/* harmony export */   zQ: () => (/* binding */ generateTrajectories)
/* harmony export */ });
/* unused harmony export unparsableFiles */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_files_source_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6009);
/* harmony import */ var _core_engine_semaphore_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(7408);
/* harmony import */ var _core_node_lines_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(413);
/* harmony import */ var _core_nodes_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7666);
/* harmony import */ var _core_training_exchange_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8365);
/* harmony import */ var _core_training_gates_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(518);
/* harmony import */ var _adapters_tree_sitter_parsed_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5060);
/* harmony import */ var _languages_registry_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1739);
/* harmony import */ var _languages_manifests_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9565);
/* harmony import */ var _core_training_split_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6366);
/* harmony import */ var _core_training_stats_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1659);
/* harmony import */ var _core_training_trajectory_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9589);
/* harmony import */ var _model_recorder_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(198);
/* harmony import */ var _prepare_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1999);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(6101);
















/**
 * Runs the teacher (the session's backend) through the real runner and tools
 * on every node of the corpus for each op, recording each run at the model
 * port, and keeps the runs whose results pass a review's gates. Each op runs
 * on its own from the corpus as it is, so a task is one node and one op.
 */
async function generateTrajectories(options) {
    const recorder = (0,_model_recorder_js__WEBPACK_IMPORTED_MODULE_9__/* .createModelRecorder */ .c)();
    const cleanups = new _session_js__WEBPACK_IMPORTED_MODULE_11__/* .CleanupStack */ .zr();
    const stats = {
        teacher: options.backend.kind === 'builtin' ? 'builtin' : 'server',
        seed: options.seed,
        eval_fraction: options.evalFraction,
        files: { train: 0, eval: 0 },
        ops: Object.fromEntries(options.ops.map((op) => [op, { kept: { train: 0, eval: 0 }, dropped: {} }])),
    };
    try {
        const session = await (0,_prepare_js__WEBPACK_IMPORTED_MODULE_10__/* .prepareFolderRun */ .tM)(options.corpusRoot, options.ops, {
            ...options,
            wrapModel: recorder.wrap,
            cleanups,
        });
        const { files, diagnostics } = await (0,_adapters_files_source_files_js__WEBPACK_IMPORTED_MODULE_1__/* .listSourceFiles */ .p)([], options.corpusRoot);
        diagnostics.forEach(options.onDiagnostic);
        const sorted = [...files].sort((a, b) => (a.file_path < b.file_path ? -1 : 1));
        const found = await session.discoverer.discover(sorted);
        const slots = new _core_engine_semaphore_js__WEBPACK_IMPORTED_MODULE_12__/* .Semaphore */ .j(options.config.runner.node_concurrency);
        for (const [index, discovery] of found.entries()) {
            discovery.diagnostics.forEach(options.onDiagnostic);
            const text = await session.tree.source.readFile(discovery.file_path);
            if (text === undefined || discovery.nodes.length === 0)
                continue;
            const split = (0,_core_training_split_js__WEBPACK_IMPORTED_MODULE_7__/* .splitForPath */ .T)(discovery.file_path, options.seed, options.evalFraction);
            stats.files[split]++;
            const file = { nodes: [...discovery.nodes].sort(_core_nodes_js__WEBPACK_IMPORTED_MODULE_2__/* .compareNodes */ .N), text, split };
            let kept = 0;
            for (const { op, outcome } of await recordFile(options, session, recorder, slots, file)) {
                if ('line' in outcome) {
                    options.onTrajectory(outcome.line);
                    (0,_core_training_stats_js__WEBPACK_IMPORTED_MODULE_13__/* .countRun */ .N)(stats, op, { kept: split });
                    kept++;
                }
                else
                    (0,_core_training_stats_js__WEBPACK_IMPORTED_MODULE_13__/* .countRun */ .N)(stats, op, { dropped: outcome.dropped });
            }
            const done = { file: discovery.file_path, index: index + 1, files: found.length, kept };
            options.onFileDone(done);
        }
    }
    finally {
        await cleanups.run();
    }
    return stats;
}
/**
 * Runs every op on every node of one file, side by side up to the slots,
 * each recorded apart; the outcomes come back in node, then op order.
 */
async function recordFile(options, session, recorder, slots, file) {
    const runs = file.nodes.flatMap((node) => options.ops.map((op) => ({ node, op })));
    return Promise.all(runs.map(({ node, op }) => slots.run(async () => {
        const { value: report, exchanges } = await recorder.record(() => session.review([{ node }], [op]));
        const result = report.nodes[0]?.ops.find((r) => r.op === op);
        if (!result)
            throw new Error(`the review of ${node.full_name} has no ${op} result`);
        const task = taskOf(op, node, file.text);
        const run = { result, exchanges, task, nodes: file.nodes, split: file.split };
        return { op, outcome: await judgeTeacherRun(options, run) };
    })));
}
/** The task a run solved: its op, its node, and the node's file as the teacher read it. */
function taskOf(op, node, text) {
    return {
        op,
        node_id: node.node_id,
        node_type: node.node_type,
        full_name: node.full_name,
        file_path: node.file_path,
        file_sha256: textDigest(text),
        file_text: text,
    };
}
/** The SHA-256 of a text's UTF-8 bytes. */
function textDigest(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex');
}
/** The trajectory line of a run that passes every gate, or why it is dropped. */
async function judgeTeacherRun(options, run) {
    const { result, exchanges, task } = run;
    const definition = options.agents.get(task.op);
    const conversation = (0,_core_training_exchange_js__WEBPACK_IMPORTED_MODULE_3__/* .tryConversation */ .RM)(exchanges);
    const changes = (await result.workspace?.ownChanges()) ?? [];
    const node = run.nodes.find((n) => n.node_id === task.node_id);
    const dropped = (0,_core_training_gates_js__WEBPACK_IMPORTED_MODULE_14__/* .judgeRun */ .Zy)({
        op: task.op,
        status: result.status,
        requests: exchanges.length,
        oneConversation: conversation !== undefined,
        calls: (0,_core_training_exchange_js__WEBPACK_IMPORTED_MODULE_3__/* .tallyCalls */ .uD)(definition, exchanges),
        messages: conversation?.messages ?? [],
        changes,
        diff: result.diff,
        nodeFile: task.file_path,
        ownLines: (0,_core_node_lines_js__WEBPACK_IMPORTED_MODULE_15__/* .ownLineRanges */ .bO)(node, run.nodes),
        unparsable: await unparsableFiles(changes),
        filler: (0,_languages_registry_js__WEBPACK_IMPORTED_MODULE_5__/* .findFillerInDiff */ .UR)(result.diff),
        isTestPath: _languages_registry_js__WEBPACK_IMPORTED_MODULE_5__/* .isTestPath */ .MQ,
    });
    if (dropped)
        return { dropped };
    const first = exchanges[0];
    const parsed = _core_training_trajectory_js__WEBPACK_IMPORTED_MODULE_8__/* .trajectorySchema */ .hR.safeParse({
        ...conversation,
        metadata: {
            format: _core_training_trajectory_js__WEBPACK_IMPORTED_MODULE_8__/* .TRAJECTORY_FORMAT */ .so,
            split: run.split,
            agent: first.request.agent,
            model: first.request.model,
            teacher: options.backend.kind === 'builtin' ? 'builtin' : 'server',
            task,
            outcome: {
                status: 'succeeded',
                summary: result.summary,
                turns: result.turns,
                diff: result.diff,
            },
        },
    });
    return parsed.success ? { line: parsed.data } : { dropped: 'invalid-format' };
}
/** The changed files of a language that its grammar could not parse any more. */
async function unparsableFiles(changes) {
    const broken = [];
    for (const change of changes) {
        const pack = (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_6__/* .tryPackFor */ .wW)(change.path);
        if (change.after === undefined || !pack)
            continue;
        if (await (0,_adapters_tree_sitter_parsed_text_js__WEBPACK_IMPORTED_MODULE_4__/* .withParsedText */ .h)(pack, change.after, (root) => root.hasError))
            broken.push(change.path);
    }
    return broken;
}


/***/ })

};
