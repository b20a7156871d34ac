export const id = 180;
export const ids = [180];
export const modules = {

/***/ 2162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runTrainDataCommand: () => (/* binding */ runTrainDataCommand)
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
// EXTERNAL MODULE: ./src/core/training/split.ts
var training_split = __webpack_require__(6366);
// EXTERNAL MODULE: ./src/core/feedback/review-record.ts
var review_record = __webpack_require__(2081);
// EXTERNAL MODULE: ./src/core/feedback/review-trajectory.ts
var review_trajectory = __webpack_require__(6773);
;// CONCATENATED MODULE: ./src/core/feedback/review-training.ts



/** The version of a rejected-run line; training/remora_data.py reads it. */
const REJECTION_FORMAT = 'remora-rejection/1';
/** The verdicts whose runs are positives: the reviewer took their change, whole or in part. */
const POSITIVE = new Set(['accepted', 'partly-accepted']);
/** The verdicts whose runs are kept apart, with the reviewer's words: the change was not wanted. */
const NEGATIVE = new Set(['rejected', 'retried']);
/**
 * Joins verdicts with the runs they judged: the runs of accepted and partly
 * accepted suggestions become trajectory lines (split by file path, as
 * train-data splits: `seed`, `evalFraction`), each once; rejected and
 * retried runs become rejection lines with the reviewer's words, paired with
 * a later accepted run of the same op on the same node where there is one.
 * A record naming a run the folder lacks, or one without a conversation, is
 * counted, never dropped unsaid.
 */
function reviewTraining(records, trajectories, options) {
    // A verdict standing over several runs is read, and recorded, by each: it counts once.
    const unique = new Map();
    for (const record of [...records].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
        const key = [
            record.workspace_id,
            record.fingerprint,
            record.verdict,
            record.commit_id,
            record.text,
        ].join('\0');
        if (!unique.has(key))
            unique.set(key, record);
    }
    const stats = emptyStats(unique.size, trajectories);
    const byId = new Map();
    for (const line of trajectories)
        byId.set(line.trajectory_id, [...(byId.get(line.trajectory_id) ?? []), line]);
    // The suggestions whose review is in the folder: a verdict on one of them names runs it has.
    const posted = new Set(trajectories.flatMap((line) => line.fingerprints.map((f) => postedKey(line, f))));
    const sorted = [...unique.values()];
    const judged = sorted.map((record) => {
        stats.verdicts[record.verdict]++;
        // An answer judges no suggestion: it is counted, and the verdict on what follows it is the label.
        if (record.verdict === 'answered')
            return { record, runs: [] };
        const review = posted.has(postedKey(record, record.fingerprint));
        return { record, runs: runsOf(record, byId, review, stats) };
    });
    // Keyed by the review trajectory line itself: a retry at an unmoved head reuses the id.
    const positives = new Map();
    for (const { record, runs } of judged) {
        if (!POSITIVE.has(record.verdict))
            continue;
        for (const run of runs) {
            if (positives.has(run.line))
                continue;
            const split = (0,training_split/* splitForPath */.T)(run.trajectory.metadata.task.file_path, options.seed, options.evalFraction);
            positives.set(run.line, withSplit(run.trajectory, split));
            stats.positives[split]++;
        }
    }
    const rejections = [];
    for (const [index, { record, runs }] of judged.entries()) {
        if (record.verdict === 'answered')
            stats.answers++;
        if (!NEGATIVE.has(record.verdict))
            continue;
        for (const run of runs) {
            const chosen = laterAccepted(judged.slice(index + 1), record, run);
            const split = (0,training_split/* splitForPath */.T)(run.trajectory.metadata.task.file_path, options.seed, options.evalFraction);
            rejections.push({
                format: REJECTION_FORMAT,
                verdict: record.verdict,
                reason: record.text,
                review: {
                    repository: record.repository,
                    pull_request: record.pull_request,
                    commit_id: record.commit_id,
                    workspace_id: record.workspace_id,
                    fingerprint: record.fingerprint,
                    reviewer: record.reviewer,
                    at: record.at,
                },
                rejected: withSplit(run.trajectory, split),
                ...(chosen ? { chosen: withSplit(chosen, split) } : {}),
            });
            stats.rejected++;
            if (chosen)
                stats.pairs++;
        }
    }
    return { positives: [...positives.values()], rejections, stats };
}
function emptyStats(records, trajectories) {
    return {
        records,
        verdicts: Object.fromEntries(review_record/* VERDICTS */.bk.map((v) => [v, 0])),
        trajectories: {
            read: trajectories.length,
            usable: trajectories.filter((t) => t.trajectory !== undefined).length,
        },
        positives: { train: 0, eval: 0 },
        rejected: 0,
        pairs: 0,
        answers: 0,
        missing: [],
        absent: [],
        unfit: {},
    };
}
function postedKey(where, fingerprint) {
    return `${where.repository}@${where.commit_id}#${fingerprint}`;
}
/**
 * The runs a record names that have a conversation: the review trajectories
 * of those ids that carry the record's suggestion. A rerun or retry at an
 * unmoved head makes other runs with the same ids; their suggestions differ,
 * so they are never taken for this one.
 */
function runsOf(record, byId, reviewInFolder, stats) {
    const runs = [];
    for (const id of record.trajectory_ids) {
        const candidates = byId.get(id) ?? [];
        const found = candidates.find((c) => c.fingerprints.includes(record.fingerprint));
        if (!found) {
            const list = reviewInFolder ? stats.absent : stats.missing;
            if (!list.includes(id))
                list.push(id);
            continue;
        }
        if (found.trajectory)
            runs.push({ line: found, trajectory: found.trajectory });
        else if (found.unfit)
            stats.unfit[found.unfit] = (stats.unfit[found.unfit] ?? 0) + 1;
    }
    return runs;
}
/**
 * The first other run of the same op on the same node accepted after
 * `rejected` was judged (a retry's, or a later review's).
 */
function laterAccepted(later, rejected, run) {
    const { op, node_id } = run.trajectory.metadata.task;
    for (const { record, runs } of later) {
        if (!POSITIVE.has(record.verdict))
            continue;
        if (record.repository !== rejected.repository)
            continue;
        if (record.pull_request !== rejected.pull_request)
            continue;
        const match = runs.find((r) => r.line !== run.line &&
            r.trajectory.metadata.task.op === op &&
            r.trajectory.metadata.task.node_id === node_id);
        if (match)
            return match.trajectory;
    }
    return undefined;
}
function withSplit(trajectory, split) {
    return { ...trajectory, metadata: { ...trajectory.metadata, split } };
}
/** One line saying what a conversion made of a folder of reviews. */
function formatReviewTrainingStats(stats) {
    const verdicts = review_record/* VERDICTS */.bk.filter((v) => stats.verdicts[v] > 0)
        .map((v) => `${v} ${stats.verdicts[v]}`)
        .join(', ');
    const unfit = review_trajectory/* UNFIT_REASONS */.ll.filter((r) => (stats.unfit[r] ?? 0) > 0)
        .map((r) => `${r} ${stats.unfit[r]}`)
        .join(', ');
    return (`${stats.records} records (${verdicts || 'none'}); ` +
        `${stats.trajectories.read} review trajectories; ` +
        `positives: ${stats.positives.train} train, ${stats.positives.eval} eval; ` +
        `rejected: ${stats.rejected} (${stats.pairs} paired); ` +
        `answers: ${stats.answers}; ` +
        `runs not found: ${stats.missing.length} (review not in the folder), ${stats.absent.length} (not in their review); ` +
        `unfit: ${unfit || '0'}\n`);
}

// EXTERNAL MODULE: ./src/core/training/stats.ts
var training_stats = __webpack_require__(1659);
// EXTERNAL MODULE: ./src/core/feedback/feedback-file.ts
var feedback_file = __webpack_require__(4935);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/pipeline/review-feedback.ts




/**
 * Reads every `.jsonl` file under `root` (artifacts download one folder
 * each): the verdicts' `feedback.jsonl` and the reviews' `trajectories.jsonl`,
 * whatever the folders are called; event logs beside them are passed over.
 * A malformed line of Remora's formats stops the read (FEEDBACK_001, naming
 * the file and line): nothing is guessed.
 */
function readReviewsFolder(root) {
    const folder = { records: [], trajectories: [], files: [], otherLines: 0 };
    for (const path of jsonlFiles(root)) {
        const name = (0,external_node_path_.relative)(root, path);
        const found = (0,feedback_file/* readFeedbackLines */.D)((0,external_node_fs_.readFileSync)(path, 'utf8'), name);
        (0,arrays/* appendAll */.u2)(folder.records, found.records);
        (0,arrays/* appendAll */.u2)(folder.trajectories, found.trajectories);
        folder.otherLines += found.otherLines;
        folder.files.push(name);
    }
    return folder;
}
/** The `.jsonl` files under `dir`, in a stable order. */
function jsonlFiles(dir) {
    const entries = (0,external_node_fs_.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    return entries.flatMap((entry) => {
        const path = (0,external_node_path_.join)(dir, entry.name);
        if (entry.isDirectory())
            return jsonlFiles(path);
        return entry.isFile() && entry.name.endsWith('.jsonl') ? [path] : [];
    });
}

// EXTERNAL MODULE: ./src/pipeline/train-data.ts
var train_data = __webpack_require__(4593);
;// CONCATENATED MODULE: ./src/cli/train-data.ts










/** `remora train-data`: teacher trajectories of a corpus, as JSONL for fine-tuning. */
async function runTrainDataCommand(args, io) {
    const { values, positionals } = (0,cli_io/* parseCommandArgs */.Qx)(args, (0,commands/* commandOptions */.i6)('train-data'));
    (0,training_setup/* noPositionals */.d0)(positionals);
    if (values.corpus && values['from-reviews'])
        throw new errors/* RemoraError */.LP('CLI_001', 'train-data takes --corpus <dir> or --from-reviews <dir>, not both');
    if (!values.corpus && !values['from-reviews'])
        throw new errors/* RemoraError */.LP('CLI_001', 'train-data needs --corpus <dir> (or --from-reviews <dir>)');
    if (!values.out)
        throw new errors/* RemoraError */.LP('CLI_001', 'train-data needs --out <dir>');
    if (values['teacher-model'] && !values['teacher-server'])
        throw new errors/* RemoraError */.LP('CLI_001', '--teacher-model names a model of --teacher-server <url>');
    const evalFraction = Number(values['eval-fraction']);
    if (!(evalFraction >= 0 && evalFraction <= 1))
        throw new errors/* RemoraError */.LP('CLI_001', `--eval-fraction is a number from 0 to 1, not '${values['eval-fraction']}'`);
    const seed = Number(values.seed);
    if (!Number.isSafeInteger(seed) || seed < 0)
        throw new errors/* RemoraError */.LP('CLI_001', `--seed is a whole number, not '${values.seed}'`);
    if (values['from-reviews']) {
        for (const flag of ['ops', 'teacher-server'])
            if (values[flag])
                throw new errors/* RemoraError */.LP('CLI_001', `--${flag} is for --corpus: --from-reviews runs no teacher`);
        const reviews = (0,training_setup/* existingFolder */.CI)(io, values['from-reviews'], '--from-reviews');
        return writeReviewTraining(io, reviews, (0,external_node_path_.resolve)(io.cwd, values.out), { seed, evalFraction });
    }
    const corpusRoot = (0,training_setup/* existingFolder */.CI)(io, values.corpus, '--corpus');
    const setup = await (0,training_setup/* loadTrainingSetup */.qE)(io, corpusRoot, values['teacher-server'], values.ops, values['teacher-model']);
    const out = (0,external_node_path_.resolve)(io.cwd, values.out);
    (0,external_node_fs_.mkdirSync)(out, { recursive: true });
    const files = { train: (0,external_node_path_.join)(out, 'train.jsonl'), eval: (0,external_node_path_.join)(out, 'eval.jsonl') };
    (0,external_node_fs_.writeFileSync)(files.train, '');
    (0,external_node_fs_.writeFileSync)(files.eval, '');
    const teacherModel = values['teacher-model'];
    const stats = await (0,train_data/* generateTrajectories */.zQ)({
        ...setup,
        corpusRoot,
        seed,
        evalFraction,
        ...(teacherModel ? { models: new Map(setup.ops.map((op) => [op, teacherModel])) } : {}),
        onTrajectory: (line) => (0,external_node_fs_.appendFileSync)(files[line.metadata.split], `${JSON.stringify(line)}\n`),
        onDiagnostic: (d) => io.stderr(`${d.severity} ${d.code}: ${d.message}\n`),
        onFileDone: (p) => io.stderr(`[${p.index}/${p.files}] ${p.file}: ${p.kept} kept\n`),
    });
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(out, 'stats.json'), `${JSON.stringify(stats, null, 2)}\n`);
    io.stdout((0,training_stats/* formatStatsTable */.V)(stats));
    return 0;
}
/**
 * `train-data --from-reviews`: the verdicts of a folder of review artifacts
 * joined with the runs they judged. Accepted runs go to train.jsonl and
 * eval.jsonl, the lines fine_tune.py reads; rejected and retried ones to
 * rejected.jsonl with the reviewer's words; stats.json and one line say
 * what became of every record.
 */
function writeReviewTraining(io, reviews, out, options) {
    const folder = readReviewsFolder(reviews);
    const training = reviewTraining(folder.records, folder.trajectories, options);
    (0,external_node_fs_.mkdirSync)(out, { recursive: true });
    const jsonl = (lines) => lines.map((l) => `${JSON.stringify(l)}\n`).join('');
    const bySplit = (split) => training.positives.filter((line) => line.metadata.split === split);
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(out, 'train.jsonl'), jsonl(bySplit('train')));
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(out, 'eval.jsonl'), jsonl(bySplit('eval')));
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(out, 'rejected.jsonl'), jsonl(training.rejections));
    const stats = { files: folder.files.length, other_lines: folder.otherLines, ...training.stats };
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(out, 'stats.json'), `${JSON.stringify(stats, null, 2)}\n`);
    for (const id of training.stats.missing)
        io.stderr(`warning: no review of ${id.split(':')[0]} in ${reviews}: the verdicts on ${id} give no training line\n`);
    for (const id of training.stats.absent)
        io.stderr(`warning: a verdict names ${id}, but its review in ${reviews} has no such run (that op changed nothing on that node)\n`);
    io.stdout(formatReviewTrainingStats(training.stats));
    return 0;
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

/***/ 4935:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ readFeedbackLines),
/* harmony export */   _: () => (/* binding */ feedbackLine)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _review_record_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2081);
/* harmony import */ var _review_trajectory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6773);



/** Where the lines of Remora's feedback formats are told apart from other JSON lines. */
const SCHEMA_PREFIX = 'remora.review-';
/**
 * Serialises a record or review trajectory as one JSONL line, checked
 * against its schema first: a writer never leaves a line its reader refuses.
 */
function feedbackLine(line) {
    const schema = line.schema === _review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_SCHEMA */ .To ? _review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewRecordSchema */ .X : _review_trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewTrajectorySchema */ .p9;
    return `${JSON.stringify(schema.parse(line))}\n`;
}
/**
 * The records and review trajectories of one JSONL file. A line whose
 * `schema` names one of Remora's review formats must be that format; a line
 * that is not JSON at all is refused too; other JSON lines (the event log's)
 * are counted and passed over. Every refusal is FEEDBACK_001 naming the
 * file and line.
 */
function readFeedbackLines(text, file) {
    const found = { records: [], trajectories: [], otherLines: 0 };
    text.split('\n').forEach((raw, index) => {
        if (raw.trim() === '')
            return;
        const where = `${file}:${index + 1}`;
        let value;
        try {
            value = JSON.parse(raw);
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('FEEDBACK_001', `${where}: not a JSON line (${error.message})`);
        }
        const schema = typeof value === 'object' && value !== null && 'schema' in value ? value.schema : undefined;
        if (typeof schema !== 'string' || !schema.startsWith(SCHEMA_PREFIX)) {
            found.otherLines++;
            return;
        }
        if (schema === _review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_SCHEMA */ .To)
            found.records.push(parseLine(_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .reviewRecordSchema */ .X, value, where));
        else if (schema === _review_trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .REVIEW_TRAJECTORY_SCHEMA */ .$U)
            found.trajectories.push(parseLine(_review_trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .reviewTrajectorySchema */ .p9, value, where));
        else
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('FEEDBACK_001', `${where}: unknown schema '${schema}' (this Remora reads ${_review_record_js__WEBPACK_IMPORTED_MODULE_1__/* .REVIEW_RECORD_SCHEMA */ .To} and ${_review_trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .REVIEW_TRAJECTORY_SCHEMA */ .$U})`);
    });
    return found;
}
function parseLine(schema, value, where) {
    const parsed = schema.safeParse(value);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') || '(the line)';
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('FEEDBACK_001', `${where}: ${path}: ${issue?.message ?? 'invalid'}`);
}


/***/ }),

/***/ 2081:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ab: () => (/* binding */ reviewRecord),
/* harmony export */   LM: () => (/* binding */ trajectoryIdsOf),
/* harmony export */   PP: () => (/* binding */ trajectoryId),
/* harmony export */   To: () => (/* binding */ REVIEW_RECORD_SCHEMA),
/* harmony export */   Ud: () => (/* binding */ verdictRecords),
/* harmony export */   X: () => (/* binding */ reviewRecordSchema),
/* harmony export */   bk: () => (/* binding */ VERDICTS)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2047);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4377);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);


/** The version of the review record format; a reader refuses any other. */
const REVIEW_RECORD_SCHEMA = 'remora.review-record/v1';
/**
 * What a reviewer said of a suggestion: committed it whole (`accepted`) or
 * some of its blocks (`partly-accepted`), turned it down (`rejected`, with a
 * reason), asked for it again (`retried`, with a note), or answered the
 * agent's question (`answered`).
 */
const VERDICTS = ['accepted', 'partly-accepted', 'rejected', 'retried', 'answered'];
const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const NODE_ID = /^[0-9a-f]{16}$/;
/**
 * One reviewer's verdict on one suggestion, as a labelled record: which pull
 * request, which node (its id, and its content's hash where the writer has
 * the node's text), which op, which agent runs made it (their trajectory
 * ids), what was suggested, and what the reviewer said. See docs/feedback.md.
 */
const reviewRecordSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_1__/* .literal */ .euz(REVIEW_RECORD_SCHEMA),
    /** `owner/name` of the base repository. */
    repository: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[^/\s]+\/[^/\s]+$/, 'expected owner/name'),
    pull_request: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1),
    /** The head commit the suggestion was computed on (its trailer's commit). */
    commit_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(COMMIT, 'expected a full commit SHA'),
    /** The node, or the nodes joined with `+` where one suggestion joins several. */
    node_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .refine((id) => id.split('+').every((part) => NODE_ID.test(part)), 'expected node ids'),
    /** SHA-256 of the node's text at `commit_id`, when the writer had the text. */
    node_sha256: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    /** The op, or the ops of a chain joined with `+` in chain order (`lint+docstring`). */
    op: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().regex(/^[a-z_]+(\+[a-z_]+)*$/),
    workspace_id: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** The suggestion's fingerprint; '' for an answer to a question, which judges no suggestion. */
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** The runs that made the suggestion: one per op and node ({@link trajectoryIdsOf}). */
    trajectory_ids: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1)).min(1),
    /** The suggestion: the workspace's patch against `commit_id`, as its marker carries it ('' for an answer). */
    suggestion: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    verdict: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(VERDICTS),
    /** The reviewer's words: a reason, a note, an answer, or the command as typed. */
    text: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    /** For a partial accept: the blocks committed, out of those posted. */
    blocks: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ accepted: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(0), total: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int().min(1) })
        .strict()
        .optional(),
    /** The reviewer's login. */
    reviewer: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    /** When the verdict was given, ISO 8601. */
    at: zod__WEBPACK_IMPORTED_MODULE_2__/* .datetime */ .w$({ offset: true }),
})
    .strict();
/**
 * The id of the trajectory of one op's run on one node in the review of one
 * commit: what the review job writes beside each run, and what a verdict
 * given in a later job can name from the suggestion's marker alone.
 */
function trajectoryId(commitId, workspaceId) {
    return `${commitId}:${workspaceId}`;
}
/**
 * The trajectory ids of the runs behind a suggestion's marker: each op of
 * its chain on each node it names (workspace ids are `<op>-<node_id>`).
 */
function trajectoryIdsOf(commitId, marker) {
    const nodes = marker.node_id.split('+');
    return marker.op
        .split('+')
        .flatMap((op) => nodes.map((node) => trajectoryId(commitId, `${op}-${node}`)));
}
/** The record of one verdict on one suggestion, checked against the schema. */
function reviewRecord(subject, verdict) {
    const { marker } = subject;
    return reviewRecordSchema.parse({
        schema: REVIEW_RECORD_SCHEMA,
        repository: subject.repository,
        pull_request: subject.pullRequest,
        commit_id: subject.commitId,
        node_id: marker.node_id,
        ...(subject.nodeSha256 ? { node_sha256: subject.nodeSha256 } : {}),
        op: marker.op,
        workspace_id: marker.workspace_id,
        fingerprint: marker.fingerprint,
        trajectory_ids: trajectoryIdsOf(subject.commitId, marker),
        suggestion: marker.patch,
        verdict: verdict.verdict,
        text: verdict.text,
        ...(verdict.blocks ? { blocks: verdict.blocks } : {}),
        reviewer: verdict.reviewer,
        at: verdict.at.toISOString(),
    });
}
const SHA256 = /^[0-9a-f]{64}$/;
/**
 * The records of a workspace's verdict as a review run or a command read it
 * (`ReviewVerdict`): one per block it posted (each block's fingerprint is
 * what its runs are joined by). A verdict that does not say which review
 * made the suggestion, or who gave it, cannot be joined to its runs: that is
 * a `FEEDBACK_001` error for the caller to report, never an empty answer.
 * A change marker's node hash is a short one: the record carries
 * `node_sha256` only where the verdict has the whole SHA-256.
 */
function verdictRecords(verdict, repository, at, reviewer = verdict.actor) {
    if (!verdict.commit_id)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('FEEDBACK_001', `the ${verdict.verdict} verdict on ${verdict.workspace_id} does not name the review that made the suggestion`);
    if (!reviewer)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('FEEDBACK_001', `the ${verdict.verdict} verdict on ${verdict.workspace_id} does not name its reviewer`);
    const kind = verdict.verdict === 'partly_accepted' ? 'partly-accepted' : verdict.verdict;
    return verdict.fingerprints.map((fingerprint) => reviewRecord({
        repository,
        pullRequest: verdict.pull_request,
        commitId: verdict.commit_id,
        marker: {
            op: verdict.op,
            node_id: verdict.node_id,
            workspace_id: verdict.workspace_id,
            fingerprint,
            patch: verdict.patch ?? '',
        },
        ...(verdict.node_sha !== undefined && SHA256.test(verdict.node_sha)
            ? { nodeSha256: verdict.node_sha }
            : {}),
    }, {
        verdict: kind,
        text: verdict.reason ?? '',
        reviewer,
        at,
        ...(kind === 'partly-accepted'
            ? { blocks: { accepted: verdict.blocks.accepted, total: verdict.blocks.of } }
            : {}),
    }));
}


/***/ }),

/***/ 6773:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $U: () => (/* binding */ REVIEW_TRAJECTORY_SCHEMA),
/* harmony export */   E1: () => (/* binding */ reviewTrajectory),
/* harmony export */   ll: () => (/* binding */ UNFIT_REASONS),
/* harmony export */   p9: () => (/* binding */ reviewTrajectorySchema)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2047);
/* harmony import */ var _runner_history_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3910);
/* harmony import */ var _runner_opening_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6058);
/* harmony import */ var _training_exchange_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8365);
/* harmony import */ var _training_trajectory_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9589);
/* harmony import */ var _review_record_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2081);






/** The version of the review trajectory format; a reader refuses any other. */
const REVIEW_TRAJECTORY_SCHEMA = 'remora.review-trajectory/v1';
/**
 * Why a published run has no trajectory to train on: the names
 * `remora train-data` gives the same faults (training/README.md).
 */
const UNFIT_REASONS = [
    'history-fitted', // turns were dropped to fit the history budget: no one conversation
    'text-reply', // a reply without a tool call (the runner nudged)
    'invalid-call', // a call of an unknown tool or with arguments its schema refuses
    'invalid-format', // the conversation fails the trajectory schema
];
/**
 * One op's run in a review, as the review job keeps it for the verdicts a
 * later job gives: its trajectory id, the suggestions its change was
 * published in, and the conversation in the format `remora train-data`
 * writes (or why there is none).
 */
const reviewTrajectorySchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    schema: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(REVIEW_TRAJECTORY_SCHEMA),
    trajectory_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    repository: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[^/\s]+\/[^/\s]+$/, 'expected owner/name'),
    pull_request: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    commit_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA'),
    workspace_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1),
    op: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[a-z_]+$/),
    node_id: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{16}$/),
    node_sha256: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().regex(/^[0-9a-f]{64}$/),
    /** The fingerprints of the suggestions (comments, body entries) that carry its change. */
    fingerprints: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().min(1)),
    trajectory: _training_trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .trajectorySchema */ .hR.optional(),
    unfit: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(UNFIT_REASONS).optional(),
})
    .strict()
    .refine((line) => (line.trajectory === undefined) !== (line.unfit === undefined), {
    message: 'expected a trajectory or the reason it is unfit, not both',
});
/**
 * The review trajectory of a published run. Its conversation is the
 * runner's transcript, which is what the model was sent turn by turn as
 * long as no turn was dropped to fit the history budget: a run where one
 * was is kept as `history-fitted`, without a conversation, as train-data
 * drops it. Runs with a nudge or a refused call are kept the same way.
 */
function reviewTrajectory(run) {
    const head = {
        schema: REVIEW_TRAJECTORY_SCHEMA,
        trajectory_id: (0,_review_record_js__WEBPACK_IMPORTED_MODULE_3__/* .trajectoryId */ .PP)(run.commitId, run.result.workspace_id),
        repository: run.repository,
        pull_request: run.pullRequest,
        commit_id: run.commitId,
        workspace_id: run.result.workspace_id,
        op: run.task.op,
        node_id: run.node.node_id,
        node_sha256: run.nodeSha256,
        fingerprints: [...run.fingerprints],
    };
    const judged = judgeTranscript(run);
    return 'unfit' in judged
        ? { ...head, unfit: judged.unfit }
        : { ...head, trajectory: judged.line };
}
function judgeTranscript(run) {
    const messages = run.result.transcript;
    const last = messages.findLastIndex((m) => m.role === 'assistant');
    // The history only grows, so if the last request fit the budget every earlier one did too.
    if (last < 0)
        return { unfit: 'invalid-format' };
    if ((0,_runner_history_js__WEBPACK_IMPORTED_MODULE_5__/* .fitHistory */ .g)(messages.slice(0, last), run.historyTokenBudget).length !== last)
        return { unfit: 'history-fitted' };
    const calls = (0,_training_exchange_js__WEBPACK_IMPORTED_MODULE_1__/* .tallyCalls */ .uD)(run.definition, exchangesOf(messages, run));
    if (calls.textReplies > 0)
        return { unfit: 'text-reply' };
    if (calls.valid < calls.attempts)
        return { unfit: 'invalid-call' };
    const parsed = _training_trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .trajectorySchema */ .hR.safeParse({
        messages: messages.slice(0, last + 1),
        tools: (0,_runner_opening_request_js__WEBPACK_IMPORTED_MODULE_0__/* .toolSpecs */ .T9)(run.definition),
        metadata: {
            format: _training_trajectory_js__WEBPACK_IMPORTED_MODULE_2__/* .TRAJECTORY_FORMAT */ .so,
            split: 'train',
            agent: run.definition.name,
            model: run.model,
            teacher: run.teacher,
            task: run.task,
            outcome: {
                status: 'succeeded',
                summary: run.result.summary,
                turns: run.result.turns,
                diff: run.result.diff,
            },
        },
    });
    return parsed.success ? { line: parsed.data } : { unfit: 'invalid-format' };
}
/** The transcript as the model port saw it: one request per assistant turn, and its reply. */
function exchangesOf(messages, run) {
    const tools = (0,_runner_opening_request_js__WEBPACK_IMPORTED_MODULE_0__/* .toolSpecs */ .T9)(run.definition);
    return messages.flatMap((message, index) => message.role === 'assistant'
        ? [
            {
                request: {
                    model: run.model,
                    agent: run.definition.name,
                    messages: messages.slice(0, index),
                    tools,
                    tool_choice: 'none',
                    temperature: 0,
                    max_tokens: 0,
                },
                reply: { content: message.content, tool_calls: message.tool_calls ?? [] },
                ms: 0,
            },
        ]
        : []);
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


/***/ }),

/***/ 4377:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w$: () => (/* binding */ datetime)
/* harmony export */ });
/* unused harmony exports date, time, duration */
/* harmony import */ var _core_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3759);
/* harmony import */ var _schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2047);



function datetime(params) {
    return _core_index_js__WEBPACK_IMPORTED_MODULE_0__/* ._isoDateTime */ .G1(_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .ZodISODateTime */ .You, params);
}
function date(params) {
    return core._isoDate(ZodISODate, params);
}
function time(params) {
    return core._isoTime(ZodISOTime, params);
}
function duration(params) {
    return core._isoDuration(ZodISODuration, params);
}


/***/ })

};
