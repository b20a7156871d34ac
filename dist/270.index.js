export const id = 270;
export const ids = [270,50];
export const modules = {

/***/ 3309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C4: () => (/* binding */ spliceAll),
/* harmony export */   nQ: () => (/* binding */ largest),
/* harmony export */   o9: () => (/* binding */ smallest),
/* harmony export */   u2: () => (/* binding */ appendAll)
/* harmony export */ });
/**
 * Array operations on lists of any length. A spread call (`push(...items)`,
 * `Math.min(...values)`, `splice(at, n, ...items)`) passes each item as an
 * argument, and past about 125,000 of them V8 throws `RangeError: Maximum
 * call stack size exceeded`: a pull request's file reaches that with a
 * docstring of blank lines, a list of literals, or a linter's findings on a
 * generated file. ESLint refuses those spreads in src/ (eslint.config.js).
 */
/** Appends every item to `target`, in order; returns `target`. */
function appendAll(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}
/** The smallest of the values; Infinity for none, as `Math.min()`. */
function smallest(values) {
    let least = Infinity;
    for (const value of values)
        least = Math.min(least, value);
    return least;
}
/** The largest of the values; -Infinity for none, as `Math.max()`. */
function largest(values) {
    let most = -Infinity;
    for (const value of values)
        most = Math.max(most, value);
    return most;
}
/**
 * `target.splice(start, deleteCount, ...items)` for any number of items:
 * removes `deleteCount` items at `start` and puts `items` in their place.
 */
function spliceAll(target, start, deleteCount, items) {
    const tail = target.splice(start);
    appendAll(target, items);
    for (let index = Math.max(0, deleteCount); index < tail.length; index++)
        target.push(tail[index]);
}


/***/ }),

/***/ 4296:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ tryHttpStatus),
/* harmony export */   LP: () => (/* binding */ RemoraError),
/* harmony export */   SM: () => (/* binding */ remedyOf),
/* harmony export */   Uc: () => (/* binding */ describeError)
/* harmony export */ });
/* unused harmony exports ERROR_REMEDIES, ERROR_MEANINGS, isMissingPermission */
/**
 * What a user can do about each code, printed with the error: docs/errors.md's
 * "what to do" column, generated from here (`npm run docs`).
 */
const ERROR_REMEDIES = {
    DISC_001: 'Nothing, or fix the syntax: the nodes the parser could not recover are not reviewed',
    DISC_002: 'Nothing; raise `discovery.max_file_bytes` for a large file you want reviewed',
    DIFF_001: 'Report it with the diff: it is a bug',
    CONFIG_001: 'Correct the value the message names',
    CONFIG_002: `Nothing, if the default branch's is right; change it there (docs/security.md)`,
    CLI_001: 'Follow the message; `remora <command> --help` lists the flags',
    GIT_001: 'Check the revisions given; in the action, check out with enough history (`fetch-depth`)',
    AGENT_001: "Correct the agent's YAML as the message says (`agents/README.md`)",
    AGENT_002: 'Check the server (`remora doctor --server <url>`), the tailnet and `server.base_url`',
    AGENT_003: "Check the adapter serves the agent (`remora doctor`'s probe); a model that keeps failing needs retraining",
    AGENT_004: 'Raise `runner.max_turns`, or look at the run log for a loop',
    MODEL_001: 'Load the adapter on the server (server/README.md), or allow the fallback',
    TOOL_001: `Follow the message; the op's other results stand`,
    LIMIT_001: 'Raise the limit if the node is that large, or leave the node to a human',
    SANDBOX_001: `On Ubuntu 24.04 runners, allow unprivileged user namespaces (the example workflows' sysctl step); see docs/security.md`,
    SANDBOX_002: "Look at what the pull request's test set-up (a `conftest.py`, a test configuration) does to its files; see docs/security.md",
    ENV_001: 'Install the project\'s test requirements in a step before Remora\'s: `pip install -r requirements-test.txt` or `pip install -e ".[test]"`',
    NODE_001: 'Run it with Node.js 24 or later (`node --version` says which one runs); inside this repository, `npx remora` after `npm ci` uses the Node 24 it installs',
    WORK_001: 'Accept one suggestion, then ask for the other again (`/remora <op>`); for a sweep, merge or close its pull request and delete the branch',
    GH_001: `Check GitHub's status and the workflow's event; the message names the call`,
    GH_002: "Grant the permissions the README's workflow lists (`checks`, `pull-requests`, `contents` as needed)",
    GH_003: 'Check out the head (`ref: ${{ github.event.pull_request.head.sha }}`), as the example workflows do',
    BRANCH_001: 'Apply the patch in the reply on a branch of your own and open a pull request from it',
    PUB_001: 'Nothing is committed from it; ask for a fresh review (`/remora all`)',
    CANCEL_001: 'Nothing is wrong with the code: run again (raise `runner.deadline_s` if the deadline cut it short); what finished stands',
    FEEDBACK_001: 'Fix or remove the line (`docs/feedback.md` gives the shape); `train-data --from-reviews` reads nothing until then',
    LINT_001: "Correct the configuration file the message names (the project's own linter reports the same); files it governs are not linted until then",
};
/**
 * What each code means: docs/errors.md's "what happened" column, generated
 * from here with the remedies (`npm run docs`).
 */
const ERROR_MEANINGS = {
    DISC_001: 'A file has a syntax error; the nodes around it were recovered and reviewed',
    DISC_002: 'A file was skipped: too large, binary, a symbolic link, or not readable as source of its language',
    DIFF_001: 'A diff could not be parsed',
    CONFIG_001: "`remora.yaml`, an environment variable, an action input or a setting of the project's linter is invalid; the message names where and which key",
    CONFIG_002: "A pull request into a branch other than the default branch: that branch's configuration chose where data goes (`server.*`, an agent with `command:` tools) otherwise than the default branch; the default branch's was used",
    CLI_001: 'A command-line flag or input is wrong (an unknown flag, `--apply` on a dirty checkout, a bad `--log-level`)',
    GIT_001: 'A git command failed (a revision that does not exist, a repository that is not one)',
    AGENT_001: 'An agent definition is invalid, or an op has no agent',
    AGENT_002: "The model server answered an op with an error after the retries; or no connection could be made to it at all, and the CLI's review stopped before any op ran",
    AGENT_003: "The model's reply held no valid tool call, or its final submit did not match the schema, after the runner's corrections",
    AGENT_004: 'The agent used all its turns (`runner.max_turns`) without submitting',
    MODEL_001: "The server lacks an op's model and fallback is off (`--no-fallback`, `server.fallback: false`)",
    TOOL_001: 'A tool failed: a test runner could not run, a node was not found, a context provider broke; the message names the tool',
    LIMIT_001: "A tool call's arguments or a tool's result passed `runner.max_tool_io_bytes`; the op was stopped",
    SANDBOX_001: 'No sandbox can be made on this machine, so code from the repository (tests) does not run',
    SANDBOX_002: "Code from the pull request left a link, a FIFO, a device or a huge file where Remora reads after a sandboxed run (a test runner's report); it is not read",
    ENV_001: "The project's tests could not import a module they need (`No module named 'hypothesis'` while pytest loads a conftest.py or a test module): the job lacks the project's test requirements. The op is skipped: it says nothing of the code",
    NODE_001: "The CLI was started on a Node.js older than 24, the oldest it runs on (the action's own runtime); it did nothing",
    WORK_001: "Two workspaces changed the same lines differently; the later one was left out whole. Or a sweep's branch holds a commit Remora did not make, or was pushed to while the sweep worked: nothing was committed",
    GH_001: 'A GitHub API call failed, or an event payload did not have the expected shape',
    GH_002: "The job's token lacks a permission (a 403 or 404 on a write)",
    GH_003: "The checkout is not the pull request's head commit",
    BRANCH_001: "`/remora accept` was asked to commit to the pull request's head branch, and that branch is the repository's default branch or a protected one",
    PUB_001: 'A review marker is malformed or fails its integrity check (edited after Remora wrote it), or is only quoted text',
    CANCEL_001: 'The run was cancelled before this op finished: told to stop (SIGINT/SIGTERM, a cancelled job), `runner.deadline_s` passed, or `--fail-fast` after an op failed',
    FEEDBACK_001: 'A line of a review record (`feedback.jsonl`) or review trajectory (`trajectories.jsonl`) is not JSON or fails its schema (the message names the file, the line and the field); or, as a warning, a verdict could not be recorded (the message says which and why)',
    LINT_001: "The project's own linter configuration (a `biome.json` or `biome.jsonc`, or what it extends) is not valid JSON, is rejected by the linter, extends a file outside the repository or one that is not there, or the project's ESLint failed to run; the message names the file",
};
/** What to do about `error`, when it carries a code. */
function remedyOf(error) {
    return error instanceof RemoraError ? ERROR_REMEDIES[error.code] : undefined;
}
/** An expected failure with a code and a message written for the user. */
class RemoraError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.name = 'RemoraError';
        this.code = code;
    }
}
/** The message of any thrown value, prefixed with its code when it has one. */
function describeError(error) {
    if (error instanceof RemoraError)
        return `${error.code}: ${error.message}`;
    if (error instanceof Error)
        return error.message;
    return String(error);
}
/**
 * Whether `error` is a `GH_002`: the job's token lacks a permission for a
 * write. Callers report it (the check `neutral`) instead of failing red.
 */
function isMissingPermission(error) {
    return error instanceof RemoraError && error.code === 'GH_002';
}
/**
 * The HTTP status behind a failed API call: the error's own `status`, or
 * that of the error it wraps (a RemoraError keeps the client's error as its
 * cause). Undefined when there is none, as for a dropped connection.
 */
function tryHttpStatus(error) {
    let current = error;
    for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
        if ('status' in current && typeof current.status === 'number')
            return current.status;
        current = 'cause' in current ? current.cause : undefined;
    }
    return undefined;
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

/***/ 4368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BC: () => (/* binding */ sarifText),
/* harmony export */   D9: () => (/* binding */ markdownCode),
/* harmony export */   L0: () => (/* binding */ annotationMessage),
/* harmony export */   TN: () => (/* binding */ oneLine),
/* harmony export */   c7: () => (/* binding */ withCommandsStopped),
/* harmony export */   d: () => (/* binding */ markdownCodeCell),
/* harmony export */   h8: () => (/* binding */ htmlCode),
/* harmony export */   js: () => (/* binding */ htmlText),
/* harmony export */   ju: () => (/* binding */ markdownMessage),
/* harmony export */   n_: () => (/* binding */ withCommandsStoppedInStream),
/* harmony export */   p7: () => (/* binding */ markdownText),
/* harmony export */   qF: () => (/* binding */ annotationTitle)
/* harmony export */ });
/* unused harmony exports escapeHtml, ANNOTATION_TITLE_LIMIT, ANNOTATION_MESSAGE_LIMIT */
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3309);
/**
 * Text from a pull request, made inert for each place Remora writes it.
 *
 * File names, node names, finding messages, op summaries and the comments
 * Remora quotes are the author's text (or a model's reading of it). Each
 * sink reads a different syntax, so each has one function here, and every
 * writer goes through it: GitHub Markdown (prose, list items, headings),
 * a GitHub Markdown table cell, an HTML block (`<summary>`), a check run
 * annotation, a SARIF message, and a line of a step's log that the runner
 * reads for workflow commands (docs/security.md).
 */

/** C0 controls, DEL, NEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROLS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/g;
/** Zero-width space: breaks a mention or an autolink without changing what a reader sees. */
const ZWSP = '\u200b';
/** Text on one line: every line break and control character is a space. */
function oneLine(text) {
    return text.replace(/\r\n/g, ' ').replace(CONTROLS, ' ');
}
/**
 * Text as a Markdown inline code span that nothing in it can end: one line,
 * inside a fence of backticks one longer than the longest run in the text
 * (a backslash does not escape inside a code span), padded with a space when
 * the text starts or ends with a backtick. Inside it GitHub renders no
 * emphasis, link, HTML or mention.
 */
function markdownCode(text) {
    const flat = oneLine(text);
    const longestRun = Math.max(0, (0,_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .largest */ .nQ)((flat.match(/`+/g) ?? []).map((run) => run.length)));
    const fence = '`'.repeat(longestRun + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
    return `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * {@link markdownCode} inside a GFM table cell: `|` is escaped as well, since
 * GFM splits a row into cells before it reads code spans.
 */
function markdownCodeCell(text) {
    return markdownCode(text.replace(/\|/g, '\\|'));
}
/**
 * Text as plain Markdown, in prose, a list item or a table cell: one line;
 * the punctuation Markdown reads as syntax (emphasis, code, links, images,
 * HTML, headings, tables, strikethrough, math, entities) backslash-escaped;
 * `@` (a mention), `://` and `www.` (autolinks) and `#` before a digit (an
 * issue link) broken by a zero-width space.
 */
function markdownText(text) {
    return oneLine(text)
        .replace(/[\\`*_[\]<>|#~$&]/g, (char) => `\\${char}`)
        .replace(/@/g, `@${ZWSP}`)
        .replace(/:\/\//g, `:${ZWSP}//`)
        .replace(/(www)\./gi, `$1${ZWSP}.`)
        .replace(/\\#(?=\d)/g, `\\#${ZWSP}`);
}
/**
 * A message that quotes code between backticks (a finding's message, an op's
 * summary, a model's question), as Markdown: each quoted piece is a
 * {@link markdownCode} span and the rest {@link markdownText}, so the quotes
 * still read as code and neither part renders anything. A backtick left
 * without its pair is text.
 */
function markdownMessage(text) {
    const parts = oneLine(text).split('`');
    // An even count of parts means an odd count of backticks: the last one has no pair.
    const unpaired = parts.length % 2 === 0 ? parts.pop() : undefined;
    const shown = parts.map((part, i) => (i % 2 === 1 ? markdownCode(part) : markdownText(part)));
    return shown.join('') + (unpaired === undefined ? '' : markdownText(`\`${unpaired}`));
}
/** Text safe inside raw HTML: `&`, `<`, `>` and `"` as entities. */
function escapeHtml(text) {
    return text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
/**
 * Text inside an HTML block, as a `<summary>` holds it: one line (a blank
 * line would end the block and let Markdown read what follows), entities
 * for HTML, and `@` broken, since GitHub finds mentions in HTML text too.
 */
function htmlText(text) {
    return escapeHtml(oneLine(text)).replace(/@/g, `@${ZWSP}`);
}
/** Text as `<code>` inside an HTML block: one line, entities for HTML. */
function htmlCode(text) {
    return `<code>${escapeHtml(oneLine(text))}</code>`;
}
/** The Checks API's limits on an annotation's title and message. */
const ANNOTATION_TITLE_LIMIT = 255;
const ANNOTATION_MESSAGE_LIMIT = 64_000;
/** A check run annotation's title: plain text, one line, within the API's limit. */
function annotationTitle(text) {
    return oneLine(text).slice(0, ANNOTATION_TITLE_LIMIT);
}
/**
 * A check run annotation's message: plain text, its line breaks kept as
 * `\n` (GitHub shows them), other controls as spaces, within the API's limit.
 */
function annotationMessage(text) {
    return (text
        .replace(/\r\n?/g, '\n')
        // eslint-disable-next-line no-control-regex -- control characters are what it replaces
        .replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
        .slice(0, ANNOTATION_MESSAGE_LIMIT));
}
/**
 * A SARIF `message.text`: plain text in which `[text](target)` is an
 * embedded link (SARIF 2.1.0 §3.11.6), so literal brackets (and the
 * backslash that escapes them) are escaped.
 */
function sarifText(text) {
    return text.replace(/[\\[\]]/g, (char) => `\\${char}`);
}
/** Whether the runner could read a line of `text` as a workflow command (`::x::`, or the old `##[x]`). */
function mayHoldCommand(text) {
    return text.includes('::') || text.includes('##[');
}
/**
 * A GitHub runner reads a line of a step's output that starts with `::`
 * (after white space) as a workflow command: `::warning::`, `::add-mask::`,
 * or worse. Text Remora prints quotes pull requests (file names, code, model
 * replies), so text that could hold such a line is written with commands
 * stopped around it (`::stop-commands::<token>` ... `::<token>::`), under a
 * token its author cannot guess: it is shown and never obeyed. `text` must
 * start a line of the output, as `core.info` writes it.
 */
function withCommandsStopped(text, token) {
    if (!mayHoldCommand(text))
        return text;
    const end = text.endsWith('\n') ? '\n' : '';
    return `::stop-commands::${token}\n${end === '' ? text : text.slice(0, -1)}\n::${token}::${end}`;
}
/**
 * {@link withCommandsStopped} for a stream written in pieces (the CLI's
 * stdout and stderr, where a prompt or a partial line may come before):
 * the stop line starts a line of its own, or the runner would not read it
 * and what follows would be obeyed, and the resume line ends one, so the
 * next write starts fresh. A blank line in the log is the price of not
 * tracking the stream.
 */
function withCommandsStoppedInStream(text, token) {
    if (!mayHoldCommand(text))
        return text;
    const body = text.endsWith('\n') ? text.slice(0, -1) : text;
    return `\n::stop-commands::${token}\n${body}\n::${token}::\n`;
}


/***/ }),

/***/ 6270:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ main_run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 14 modules
var core = __webpack_require__(6421);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/commands/shard.ts
var shard = __webpack_require__(366);
// EXTERNAL MODULE: ./src/core/publish/fail-on.ts
var fail_on = __webpack_require__(8605);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/globs.ts
var globs = __webpack_require__(8684);
;// CONCATENATED MODULE: ./src/core/sweep/path-patterns.ts



/**
 * Reads a sweep's `paths` input: globs separated by newlines or commas (not
 * the commas of `{a,b}`), relative to the repository root. A pattern with no
 * glob character names a file or a folder; `!` in front excludes what it
 * matches. Empty means the whole repository.
 *
 * @throws RemoraError `CONFIG_001` quoting a pattern that is absolute, leaves
 *   the repository (`..`), excludes nothing (`!` alone) or is not a valid glob
 *   (an unclosed `[` or `{`: `core/globs.ts`).
 */
function parsePathPatterns(text) {
    const patterns = text
        // A comma inside {} separates alternatives, not patterns.
        .split(/\n|,(?![^{]*\})/)
        .map((pattern) => pattern.trim())
        .filter((pattern) => pattern !== '')
        .map((pattern) => pattern.replace(/^(!?)\.\//, '$1').replace(/\/+$/, ''));
    for (const pattern of patterns) {
        const body = pattern.startsWith('!') ? pattern.slice(1) : pattern;
        const problem = body === ''
            ? 'it names nothing'
            : /^([\\/]|[A-Za-z]:)/.test(body)
                ? 'it is absolute'
                : body.split('/').includes('..')
                    ? "it has a '..' segment"
                    : (0,globs/* tryGlobProblem */.r8)(body);
        if (problem)
            throw new core_errors/* RemoraError */.LP('CONFIG_001', `paths: ${JSON.stringify(pattern)} is refused: ${problem}; expected globs relative ` +
                'to the repository root, such as src/** or !src/generated');
    }
    return [...new Set(patterns)];
}
/**
 * Whether a repository path is in a sweep: matched by some pattern that does
 * not start with `!` (or there is none), and by no `!` pattern. The globs'
 * meaning is the `sweep` dialect of `core/globs.ts`: `*` and `?` stay within
 * one folder, `**` spans any number of them, and a pattern also covers
 * everything under a folder it matches.
 */
function createPathFilter(patterns) {
    const included = patterns.filter((p) => !p.startsWith('!')).map(sweepGlob);
    const excluded = patterns.filter((p) => p.startsWith('!')).map((p) => sweepGlob(p.slice(1)));
    return (path) => (included.length === 0 || included.some((matches) => matches(path))) &&
        !excluded.some((matches) => matches(path));
}
const sweepGlob = (glob) => (0,globs/* createGlobMatcher */.P8)(glob, globs/* SWEEP_GLOBS */.Vf);
/**
 * The short hash that names a sweep of these patterns (its branch,
 * `remora/sweep-<hash>`): the same set of patterns, in any order, gives the
 * same hash, so a rerun finds the branch and pull request of the last one.
 */
function sweepHash(patterns) {
    const sorted = [...new Set(patterns)].sort();
    return (0,external_node_crypto_.createHash)('sha256').update(sorted.join('\n'), 'utf8').digest('hex').slice(0, 12);
}

;// CONCATENATED MODULE: ./src/adapters/github/action-settings.ts







/** Settings whose values no message or debug line ever shows. */
const SECRET_KEYS = new Set(['token', 'apiKey']);
// The YAML 1.2 core schema's booleans, as core.getBooleanInput accepts them.
const TRUE_TEXT = ['true', 'True', 'TRUE'];
const FALSE_TEXT = ['false', 'False', 'FALSE'];
const integerText = (name, min, max) => schemas/* string */.YjP()
    .regex(/^\d+$/, `${name}: expected a whole number`)
    .transform(Number)
    .pipe(schemas/* number */.aig()
    .min(min, `${name}: expected at least ${min}`)
    .max(max, `${name}: expected at most ${max}`));
const booleanText = (name) => schemas/* string */.YjP()
    .refine((text) => TRUE_TEXT.includes(text) || FALSE_TEXT.includes(text), `${name}: expected true or false (or True, TRUE, False, FALSE)`)
    .transform((text) => TRUE_TEXT.includes(text));
/** Empty text is an input left unset: undefined, not a value to validate. */
const unlessEmpty = (schema) => schemas/* string */.YjP()
    .transform((text) => (text === '' ? undefined : text))
    .pipe(schema.optional());
const operationList = schemas/* string */.YjP()
    .transform((text) => [...new Set(text.split(/[\s,]+/).filter((op) => op !== ''))])
    .pipe(schemas/* array */.YOg(schemas/* string */.YjP()
    .regex(/^[a-z_]+$/, 'operations: expected op names of lowercase letters and _, separated by commas, such as lint,docstring')))
    .transform((ops) => (ops.length === 0 ? undefined : ops));
/** A path relative to the repository root that stays inside it, as an input names it. */
const repositoryPath = (name, example) => schemas/* string */.YjP()
    .refine((path) => !/^([\\/]|[A-Za-z]:)/.test(path), `${name}: expected a path relative to the repository root, such as ${example}`)
    .refine((path) => !path.split(/[\\/]/).includes('..'), `${name}: expected a path inside the repository, without a '..' segment`);
const configPath = repositoryPath('config-path', 'remora.yaml');
const settingsSchema = schemas/* object */.Ikc({
    token: schemas/* string */.YjP().min(1, 'github-token: expected a token; the default is ${{ github.token }}'),
    serverUrl: unlessEmpty(schemas/* url */.OZ5({
        protocol: /^https?$/,
        error: 'server-url: expected an http(s) URL such as http://remora-server:8000/v1',
    })),
    apiKey: unlessEmpty(schemas/* string */.YjP()),
    operations: operationList,
    configPath,
    sarifPath: unlessEmpty(repositoryPath('sarif-path', 'remora.sarif')),
    maxComments: integerText('max-comments', 0, 200),
    githubTimeoutSeconds: integerText('github-timeout', 5, 600),
    allowExecute: unlessEmpty(booleanText('allow-execute')),
    reviewDrafts: booleanText('review-drafts'),
    dryRun: booleanText('dry-run'),
    openPr: booleanText('open-pr'),
    apiUrl: schemas/* url */.OZ5({ protocol: /^https?$/, error: 'GITHUB_API_URL: expected an http(s) URL' }),
    workspace: schemas/* string */.YjP().min(1),
    eventName: schemas/* string */.YjP().min(1, 'GITHUB_EVENT_NAME: expected the name of the event'),
    eventPath: schemas/* string */.YjP(),
    runnerTemp: schemas/* string */.YjP().min(1),
    retries: integerText('REMORA_GITHUB_RETRIES', 0, 10),
    retryBaseMs: integerText('REMORA_GITHUB_RETRY_BASE_MS', 0, 60_000),
    writeSpacingMs: integerText('REMORA_GITHUB_WRITE_SPACING_MS', 0, 60_000),
});
/** The inputs and variables as text, with the defaults action.yml and a runner would give. */
function readRawSettings(env) {
    return {
        token: core/* getInput */.V4('github-token'),
        serverUrl: core/* getInput */.V4('server-url'),
        apiKey: core/* getInput */.V4('api-key'),
        operations: core/* getInput */.V4('operations'),
        configPath: core/* getInput */.V4('config-path') || 'remora.yaml',
        sarifPath: core/* getInput */.V4('sarif-path'),
        maxComments: core/* getInput */.V4('max-comments') || '30',
        githubTimeoutSeconds: core/* getInput */.V4('github-timeout') || '60',
        allowExecute: core/* getInput */.V4('allow-execute'),
        reviewDrafts: core/* getInput */.V4('review-drafts') || 'false',
        dryRun: core/* getInput */.V4('dry-run') || 'false',
        openPr: core/* getInput */.V4('open-pr') || 'false',
        apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
        workspace: env.GITHUB_WORKSPACE || process.cwd(),
        eventName: env.GITHUB_EVENT_NAME ?? '',
        eventPath: env.GITHUB_EVENT_PATH ?? '',
        runnerTemp: env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(),
        retries: env.REMORA_GITHUB_RETRIES || '3',
        retryBaseMs: env.REMORA_GITHUB_RETRY_BASE_MS || '1000',
        writeSpacingMs: env.REMORA_GITHUB_WRITE_SPACING_MS || '1000',
    };
}
/**
 * Reads the action's inputs and runner variables into {@link ActionSettings},
 * with the defaults action.yml declares (a test run sets no inputs) and those
 * a runner always gives. The token and the API key are masked before
 * anything is read from them; each resolved value is `core.debug`ged, secrets only as set or not.
 *
 * @throws RemoraError `CONFIG_001` naming the input, quoting the bad value
 *   (never a secret) and the expected form.
 */
function readActionSettings(env = process.env) {
    const raw = readRawSettings(env);
    // The runner masks github.token and secrets it knows; a token passed another way is masked here.
    if (raw.token)
        core/* setSecret */.Pq(raw.token);
    if (raw.apiKey)
        core/* setSecret */.Pq(raw.apiKey);
    const parsed = settingsSchema.safeParse(raw);
    if (!parsed.success)
        throw invalidSetting(parsed.error, raw);
    const { token, serverUrl, apiKey, operations, configPath, ...rest } = parsed.data;
    const settings = {
        token,
        serverUrl,
        apiKey,
        operations,
        configPath,
        failOn: (0,fail_on/* parseFailOn */.XV)(core/* getInput */.V4('fail-on')),
        onOutage: (0,fail_on/* parseOnOutage */._n)(core/* getInput */.V4('on-outage')),
        ...rest,
        paths: parsePathPatterns(core/* getInput */.V4('paths')),
        shard: (0,shard/* parseShard */.u)(core/* getInput */.V4('shard')),
    };
    for (const [key, value] of Object.entries(settings))
        core/* debug */.Yz(`${key}: ${shown(key, value)}`);
    return settings;
}
function invalidSetting(error, raw) {
    const issue = error.issues[0];
    const key = String(issue?.path[0] ?? '');
    const value = SECRET_KEYS.has(key) || !(key in raw)
        ? ''
        : ` (got ${JSON.stringify(raw[key])})`;
    return new core_errors/* RemoraError */.LP('CONFIG_001', `${issue?.message ?? 'invalid settings'}${value}`);
}
function shown(key, value) {
    if (value === undefined)
        return '(not set)';
    if (SECRET_KEYS.has(key))
        return '(set)';
    if (key === 'shard')
        return `${value.index}/${value.count}`;
    if (Array.isArray(value))
        return value.length === 0 ? '(none)' : value.join(',');
    return String(value);
}

;// CONCATENATED MODULE: ./src/adapters/github/errors.ts



/** Parts of GitHub's own error messages that the adapter recovers from or explains. */
const GITHUB_MESSAGES = {
    /** A 422 when the token's user already holds a pending (draft) review on the pull request. */
    pendingReviewExists: 'can only have one pending review per pull request',
    /** A 422 when an open pull request from the branch into the base already exists. */
    pullRequestExists: 'A pull request already exists',
    /** A 403 when the repository does not let the job's token open pull requests. */
    actionsMayNotCreatePulls: 'not permitted to create or approve pull requests',
    /** A 403 that is a rate limit the throttling plugin declined to wait out, not a permission. */
    rateLimit: 'rate limit',
    /** A 422 when a branch would move to a commit that does not descend from where it is. */
    notFastForward: 'Update is not a fast forward',
};
// The fields of Octokit's RequestError that matter here, read by shape so the
// adapter does not depend on @octokit/request-error directly.
const requestErrorSchema = schemas/* object */.Ikc({
    status: schemas/* number */.aig().int(),
    message: schemas/* string */.YjP(),
});
// A GraphQL answer with `errors` (Octokit's GraphqlResponseError), read by shape too.
const graphqlErrorSchema = schemas/* object */.Ikc({
    errors: schemas/* array */.YOg(schemas/* object */.Ikc({
        type: schemas/* string */.YjP().optional(),
        message: schemas/* string */.YjP(),
    }))
        .min(1),
});
/**
 * A failed GitHub API call as a `GH_001` error that says what was asked, the
 * HTTP status and GitHub's own message. Errors without a status (a broken
 * connection) keep their message; RemoraErrors pass through.
 */
function toGitHubError(error, what) {
    if (error instanceof core_errors/* RemoraError */.LP)
        return error;
    const parsed = requestErrorSchema.safeParse(error);
    if (parsed.success) {
        const { status, message } = parsed.data;
        return new core_errors/* RemoraError */.LP('GH_001', `GitHub refused to ${what} (HTTP ${status}): ${message}`, {
            cause: error,
        });
    }
    const message = error instanceof Error ? error.message : String(error);
    return new core_errors/* RemoraError */.LP('GH_001', `GitHub could not be reached to ${what}: ${message}`, {
        cause: error,
    });
}
/**
 * A failed write: a 403 or 404 is the token lacking `permission` (`GH_002`,
 * saying how to grant it); a rate limit and anything else is {@link toGitHubError}.
 */
function toWriteError(error, what, permission) {
    if (error instanceof core_errors/* RemoraError */.LP)
        return error;
    const parsed = requestErrorSchema.safeParse(error);
    if (parsed.success &&
        (parsed.data.status === 403 || parsed.data.status === 404) &&
        !parsed.data.message.toLowerCase().includes(GITHUB_MESSAGES.rateLimit))
        return missingPermission(what, `HTTP ${parsed.data.status}: ${parsed.data.message}`, permission, error);
    return toGitHubError(error, what);
}
/**
 * A failed GraphQL call. An answer with `errors` is `GH_002` when one of
 * them is FORBIDDEN (the token lacks `permission`), `GH_001` otherwise, with
 * GitHub's messages; HTTP failures are read as REST ones are.
 */
function toGraphQLError(error, what, permission) {
    if (error instanceof core_errors/* RemoraError */.LP)
        return error;
    const parsed = graphqlErrorSchema.safeParse(error);
    if (!parsed.success)
        return permission.endsWith('write')
            ? toWriteError(error, what, permission)
            : toGitHubError(error, what);
    const { errors } = parsed.data;
    const detail = errors.map((e) => (e.type ? `${e.type}: ${e.message}` : e.message)).join('; ');
    if (errors.some((e) => e.type === 'FORBIDDEN'))
        return missingPermission(what, `GraphQL ${detail}`, permission, error);
    return new core_errors/* RemoraError */.LP('GH_001', `GitHub refused to ${what} (GraphQL): ${detail}`, {
        cause: error,
    });
}
/** Whether a 422 says the token's user already holds a pending review on the pull request. */
function isPendingReviewConflict(error) {
    const parsed = requestErrorSchema.safeParse(error);
    return (parsed.success &&
        parsed.data.status === 422 &&
        parsed.data.message.includes(GITHUB_MESSAGES.pendingReviewExists));
}
/** A GitHub answer parsed with `schema`; a `GH_001` naming the first field that does not fit. */
function parseResponse(schema, data, what) {
    const parsed = schema.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const issue = parsed.error.issues[0];
    throw new core_errors/* RemoraError */.LP('GH_001', `GitHub's answer when asked to ${what} has an unexpected shape at ` +
        `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`);
}
/**
 * A read of a list (every page of it), checked item by item against
 * `schema`: a failed call is a `GH_001` saying what was asked, an answer of
 * the wrong shape a `GH_001` naming the field.
 */
async function readList(schema, what, read) {
    let data;
    try {
        data = await read();
    }
    catch (error) {
        throw toGitHubError(error, what);
    }
    return parseResponse(schemas/* array */.YOg(schema), data, what);
}
function missingPermission(what, detail, permission, cause) {
    return new core_errors/* RemoraError */.LP('GH_002', `GitHub refused to ${what} (${detail}): the job's token lacks the \`${permission}\` ` +
        `permission. Grant it in the workflow with a \`permissions:\` block on the job, e.g. ` +
        `\`permissions: { contents: read, ${permission} }\` (listing every permission the job ` +
        `needs, since the block replaces the defaults). On a pull request from a fork the token ` +
        `is read-only whatever the workflow asks for.`, { cause });
}

;// CONCATENATED MODULE: ./src/adapters/github/git-data.ts



const refSchema = schemas/* object */.Ikc({ object: schemas/* object */.Ikc({ sha: schemas/* string */.YjP().min(1) }) });
const shaSchema = schemas/* object */.Ikc({ sha: schemas/* string */.YjP().min(1) });
const branchSchema = schemas/* object */.Ikc({ name: schemas/* string */.YjP().min(1), protected: schemas/* boolean */.zMY() });
const ruleSchema = schemas/* object */.Ikc({ type: schemas/* string */.YjP() });
/**
 * Ruleset rules that make a branch one whose changes go through review or
 * checks: a pull request required, updates restricted, status checks or a
 * merge queue required. (Naming rules, file rules and the like do not.)
 */
const PROTECTING_RULES = new Set([
    'pull_request',
    'update',
    'required_status_checks',
    'merge_queue',
]);
const commitSchema = schemas/* object */.Ikc({ tree: shaSchema });
const treeSchema = schemas/* object */.Ikc({
    tree: schemas/* array */.YOg(schemas/* object */.Ikc({ path: schemas/* string */.YjP(), mode: schemas/* string */.YjP(), type: schemas/* string */.YjP(), sha: schemas/* string */.YjP() })),
});
const NEW_FILE_MODE = '100644';
const isFileMode = (mode) => mode === '100644' || mode === '100755';
/**
 * Commits and branches through the Git Data API: blobs, a tree on the parent's
 * tree, the commit, and the ref. Nothing is cloned and nothing is pushed, so
 * the job needs `contents: write` and no credentials in a checkout.
 */
function createGitData(client) {
    const { octokit, owner, repo } = client;
    return {
        async getBranchHead(branch) {
            const what = `read the branch ${branch}`;
            let data;
            try {
                ({ data } = await octokit.rest.git.getRef({ owner, repo, ref: `heads/${branch}` }));
            }
            catch (error) {
                if ((0,core_errors/* tryHttpStatus */.E$)(error) === 404)
                    return undefined;
                throw toGitHubError(error, what);
            }
            return parseResponse(refSchema, data, what).object.sha;
        },
        async isBranchProtected(branch) {
            const what = `read the branch ${branch}'s protection`;
            let data;
            try {
                ({ data } = await octokit.rest.repos.getBranch({ owner, repo, branch }));
            }
            catch (error) {
                throw toGitHubError(error, what);
            }
            if (parseResponse(branchSchema, data, what).protected)
                return true;
            // A ruleset protects a branch without making it `protected`: its active rules say.
            const ruling = `read the rules that apply to the branch ${branch}`;
            try {
                ({ data } = await octokit.rest.repos.getBranchRules({
                    owner,
                    repo,
                    branch,
                    per_page: 100,
                }));
            }
            catch (error) {
                // A GitHub Enterprise Server without rulesets has no such endpoint: no rules apply.
                if ((0,core_errors/* tryHttpStatus */.E$)(error) === 404)
                    return false;
                throw toGitHubError(error, ruling);
            }
            return parseResponse(schemas/* array */.YOg(ruleSchema), data, ruling).some((rule) => PROTECTING_RULES.has(rule.type));
        },
        async createCommit({ parent, files, message, previous }) {
            const what = `read the commit ${parent}`;
            let data;
            try {
                ({ data } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: parent }));
            }
            catch (error) {
                throw toGitHubError(error, what);
            }
            const baseTree = parseResponse(commitSchema, data, what).tree.sha;
            const tree = await createTree(client, baseTree, files);
            const writing = `create the commit on ${parent}`;
            try {
                ({ data } = await octokit.rest.git.createCommit({
                    owner,
                    repo,
                    message,
                    tree,
                    // The tree is the first parent's with `files`; a second parent only orders history.
                    parents: previous === undefined ? [parent] : [parent, previous],
                }));
            }
            catch (error) {
                throw toWriteError(error, writing, 'contents: write');
            }
            return parseResponse(shaSchema, data, writing).sha;
        },
        async createBranch(branch, sha) {
            const what = `create the branch ${branch} at ${sha}`;
            try {
                await octokit.rest.git.createRef({ owner, repo, ref: `refs/heads/${branch}`, sha });
            }
            catch (error) {
                throw toWriteError(error, what, 'contents: write');
            }
        },
        async updateBranch(branch, sha) {
            await fastForwardBranch(client, branch, sha, (what, error) => new core_errors/* RemoraError */.LP('GH_001', `GitHub refused to ${what}: the branch moved since Remora read it (a push in ` +
                'between), and Remora never overwrites a commit it did not make. Nothing was changed.', { cause: error }));
        },
    };
}
/**
 * Moves `branch` to `sha` only as a fast-forward (`force: false`): GitHub
 * refuses with a 422 when someone pushed since the commit was made on the
 * head Remora read, and that refusal is `refused`'s error. Never
 * read-then-force: a push in between is never overwritten.
 */
async function fastForwardBranch({ octokit, owner, repo }, branch, sha, refused, what = `move the branch ${branch} to ${sha}`) {
    try {
        await octokit.rest.git.updateRef({ owner, repo, ref: `heads/${branch}`, sha, force: false });
    }
    catch (error) {
        if (isNotFastForward(error))
            throw refused(what, error);
        throw toWriteError(error, what, 'contents: write');
    }
}
function isNotFastForward(error) {
    return ((0,core_errors/* tryHttpStatus */.E$)(error) === 422 &&
        error instanceof Error &&
        error.message.includes(GITHUB_MESSAGES.notFastForward));
}
/** A tree on `baseTree` with `files` written or deleted (entries of sha null); returns its SHA. */
async function createTree(client, baseTree, files) {
    const { octokit, owner, repo } = client;
    const modes = await fileModes(client, baseTree, files);
    const entries = [];
    for (const file of files) {
        const mode = modes.get(file.path) ?? NEW_FILE_MODE;
        if (file.content === null) {
            entries.push({ path: file.path, mode, type: 'blob', sha: null });
            continue;
        }
        const what = `upload the new content of ${file.path}`;
        let data;
        try {
            ({ data } = await octokit.rest.git.createBlob({
                owner,
                repo,
                content: Buffer.from(file.content).toString('base64'),
                encoding: 'base64',
            }));
        }
        catch (error) {
            throw toWriteError(error, what, 'contents: write');
        }
        entries.push({
            path: file.path,
            mode,
            type: 'blob',
            sha: parseResponse(shaSchema, data, what).sha,
        });
    }
    const what = `create the tree of ${files.length} changed files`;
    try {
        const { data } = await octokit.rest.git.createTree({
            owner,
            repo,
            base_tree: baseTree,
            // A null sha deletes the path from the base tree.
            tree: entries,
        });
        return parseResponse(shaSchema, data, what).sha;
    }
    catch (error) {
        throw toWriteError(error, what, 'contents: write');
    }
}
/**
 * The mode each existing file has in `baseTree`, read folder by folder, so an
 * executable stays executable. A path that is not a regular file there (a
 * symbolic link, a submodule, a folder) is refused: the commit would change
 * what it is, not only its text.
 */
async function fileModes(client, baseTree, files) {
    const folders = new Map();
    const listing = (folder) => {
        let found = folders.get(folder);
        if (!found)
            folders.set(folder, (found = listFolder(client, baseTree, folder, listing)));
        return found;
    };
    const modes = new Map();
    for (const file of files) {
        const cut = file.path.lastIndexOf('/');
        const entries = await listing(cut < 0 ? '' : file.path.slice(0, cut));
        const entry = entries?.find((e) => e.path === file.path.slice(cut + 1));
        if (!entry)
            continue;
        if (entry.type !== 'blob' || !isFileMode(entry.mode))
            throw new core_errors/* RemoraError */.LP('GH_001', `${file.path} is not a regular file in the commit (mode ${entry.mode}): Remora changes only file contents`);
        modes.set(file.path, entry.mode);
    }
    return modes;
}
async function listFolder({ octokit, owner, repo }, baseTree, folder, listing) {
    let sha = baseTree;
    if (folder !== '') {
        const cut = folder.lastIndexOf('/');
        const parent = await listing(cut < 0 ? '' : folder.slice(0, cut));
        const entry = parent?.find((e) => e.path === folder.slice(cut + 1) && e.type === 'tree');
        if (!entry)
            return undefined;
        sha = entry.sha;
    }
    const what = `list ${folder || 'the root'} of the tree ${baseTree}`;
    try {
        const { data } = await octokit.rest.git.getTree({ owner, repo, tree_sha: sha });
        return parseResponse(treeSchema, data, what).tree;
    }
    catch (error) {
        throw toGitHubError(error, what);
    }
}

;// CONCATENATED MODULE: ./src/adapters/github/sweep-calls.ts




const pullSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    html_url: schemas/* string */.YjP().min(1),
    body: schemas/* string */.YjP().nullish(),
    state: schemas/* enum */.k5n(['open', 'closed']).optional(),
});
const sweep_calls_commitSchema = schemas/* object */.Ikc({
    message: schemas/* string */.YjP(),
    parents: schemas/* array */.YOg(schemas/* object */.Ikc({ sha: schemas/* string */.YjP().min(1) })),
});
/** {@link SweepCalls} backed by Octokit, on one repository. */
function createSweepCalls({ octokit, owner, repo }) {
    const findPull = async (head, base) => {
        const what = `list the pull requests from ${head} into ${base}`;
        let data;
        try {
            // `head` filters by `owner:branch`; a branch of this repository has this owner.
            ({ data } = await octokit.rest.pulls.list({
                owner,
                repo,
                state: 'all',
                head: `${owner}:${head}`,
                base,
                sort: 'created',
                direction: 'desc',
                per_page: 10,
            }));
        }
        catch (error) {
            throw toGitHubError(error, what);
        }
        const pulls = parseResponse(schemas/* array */.YOg(pullSchema), data, what);
        const found = pulls.find((pull) => pull.state === 'open') ?? pulls[0];
        return (found && {
            number: found.number,
            url: found.html_url,
            body: found.body ?? '',
            open: found.state === 'open',
        });
    };
    return {
        findPull,
        async createPull(input) {
            const what = `open a pull request from ${input.head} into ${input.base}`;
            try {
                const { data } = await octokit.rest.pulls.create({ owner, repo, ...input });
                const created = parseResponse(pullSchema, data, what);
                return { number: created.number, url: created.html_url };
            }
            catch (error) {
                if (isMessage(error, 422, GITHUB_MESSAGES.pullRequestExists)) {
                    // Opened in between (another run of the same sweep): that one is updated instead.
                    const found = await findPull(input.head, input.base);
                    const open = found?.open ? found : undefined;
                    if (open) {
                        await updatePull(open.number, { title: input.title, body: input.body });
                        return { number: open.number, url: open.url };
                    }
                }
                if (isMessage(error, 403, GITHUB_MESSAGES.actionsMayNotCreatePulls))
                    throw new core_errors/* RemoraError */.LP('GH_002', `GitHub refused to ${what}: the repository does not let GitHub Actions create pull ` +
                        'requests. Allow it under Settings → Actions → General → Workflow permissions ' +
                        '("Allow GitHub Actions to create and approve pull requests"), or pass a token ' +
                        'that may, as github-token.', { cause: error });
                throw toWriteError(error, what, 'pull-requests: write');
            }
        },
        updatePull,
        async getCommit(sha) {
            const what = `read the commit ${sha}`;
            let data;
            try {
                ({ data } = await octokit.rest.git.getCommit({ owner, repo, commit_sha: sha }));
            }
            catch (error) {
                throw toGitHubError(error, what);
            }
            const commit = parseResponse(sweep_calls_commitSchema, data, what);
            return { message: commit.message, parents: commit.parents.map((p) => p.sha) };
        },
        async resetBranch(branch, sha, expected) {
            const from = expected.slice(0, 12);
            await fastForwardBranch({ octokit, owner, repo }, branch, sha, (what, error) => new core_errors/* RemoraError */.LP('WORK_001', `GitHub refused to ${what}: the branch is no longer at ${from}, ` +
                'someone pushed to it while Remora was working. Their commits are kept and ' +
                'nothing was overwritten; merge or close its pull request and delete the branch, ' +
                'and the next sweep starts it afresh.', { cause: error }), `move the branch ${branch} from ${from} to ${sha.slice(0, 12)}`);
        },
    };
    async function updatePull(number, input) {
        try {
            await octokit.rest.pulls.update({ owner, repo, pull_number: number, ...input });
        }
        catch (error) {
            throw toWriteError(error, `update pull request #${number}`, 'pull-requests: write');
        }
    }
}
function isMessage(error, status, message) {
    return ((0,core_errors/* tryHttpStatus */.E$)(error) === status &&
        error instanceof Error &&
        error.message.toLowerCase().includes(message.toLowerCase()));
}

;// CONCATENATED MODULE: ./src/adapters/github/conversation.ts


const repositorySchema = schemas/* object */.Ikc({ full_name: schemas/* string */.YjP().min(1) });
const conversation_pullSchema = schemas/* object */.Ikc({
    number: schemas/* number */.aig().int().positive(),
    state: schemas/* enum */.k5n(['open', 'closed']),
    draft: schemas/* boolean */.zMY().optional(),
    html_url: schemas/* string */.YjP().min(1),
    head: schemas/* object */.Ikc({
        sha: schemas/* string */.YjP().min(1),
        ref: schemas/* string */.YjP().min(1),
        repo: repositorySchema.nullable(),
    }),
    base: schemas/* object */.Ikc({
        sha: schemas/* string */.YjP().min(1),
        ref: schemas/* string */.YjP().min(1),
        repo: repositorySchema.extend({ default_branch: schemas/* string */.YjP().min(1) }),
    }),
});
// `permission` keeps the legacy levels (maintain shows as write, triage as read);
// `role_name` names the role itself, or an organisation's custom role.
const permissionSchema = schemas/* object */.Ikc({ permission: schemas/* string */.YjP(), role_name: schemas/* string */.YjP().optional() });
const ROLES = ['admin', 'maintain', 'write', 'triage', 'read', 'none'];
const commentSchema = schemas/* object */.Ikc({ id: schemas/* number */.aig().int(), html_url: schemas/* string */.YjP().min(1) });
function asPermission(value) {
    return ROLES.find((role) => role === value);
}
/** What a comment command reads of its pull request and writes back to its author. */
function createConversation({ octokit, owner, repo, }) {
    return {
        async getPullRequest(number) {
            const what = `read pull request #${number}`;
            let data;
            try {
                ({ data } = await octokit.rest.pulls.get({ owner, repo, pull_number: number }));
            }
            catch (error) {
                throw toGitHubError(error, what);
            }
            const pull = parseResponse(conversation_pullSchema, data, what);
            return {
                number: pull.number,
                headSha: pull.head.sha,
                baseSha: pull.base.sha,
                headRef: pull.head.ref,
                baseRef: pull.base.ref,
                defaultBranch: pull.base.repo.default_branch,
                headRepo: pull.head.repo?.full_name ?? null,
                baseRepo: pull.base.repo.full_name,
                draft: pull.draft ?? false,
                state: pull.state,
                url: pull.html_url,
            };
        },
        async getPermission(user) {
            const what = `read ${user}'s permission on ${owner}/${repo}`;
            let data;
            try {
                ({ data } = await octokit.rest.repos.getCollaboratorPermissionLevel({
                    owner,
                    repo,
                    username: user,
                }));
            }
            catch (error) {
                // Not a collaborator, or no such user: no permission at all.
                if ((0,core_errors/* tryHttpStatus */.E$)(error) === 404)
                    return 'none';
                throw toGitHubError(error, what);
            }
            const level = parseResponse(permissionSchema, data, what);
            // A custom role's name says nothing here; its base level does.
            return asPermission(level.role_name) ?? asPermission(level.permission) ?? 'none';
        },
        async addReaction(commentId, content, on = 'issue') {
            const what = `react with ${content} to ${on === 'review' ? 'review ' : ''}comment ${commentId}`;
            try {
                // 201 for a new reaction, 200 when it was there already: both are what was asked.
                if (on === 'review')
                    await octokit.rest.reactions.createForPullRequestReviewComment({
                        owner,
                        repo,
                        comment_id: commentId,
                        content,
                    });
                else
                    await octokit.rest.reactions.createForIssueComment({
                        owner,
                        repo,
                        comment_id: commentId,
                        content,
                    });
            }
            catch (error) {
                throw toWriteError(error, what, on === 'review' ? 'pull-requests: write' : 'issues: write');
            }
        },
        async createIssueComment(issueNumber, body) {
            const what = `comment on #${issueNumber}`;
            try {
                const { data } = await octokit.rest.issues.createComment({
                    owner,
                    repo,
                    issue_number: issueNumber,
                    body,
                    // A retry after a 5xx could post the reply twice: GitHub may have taken the first.
                    request: { retries: 0 },
                });
                const posted = parseResponse(commentSchema, data, what);
                return { id: posted.id, url: posted.html_url };
            }
            catch (error) {
                throw toWriteError(error, what, 'issues: write');
            }
        },
        async replyToReviewComment(pullNumber, commentId, body) {
            const what = `reply to review comment ${commentId} on #${pullNumber}`;
            try {
                const { data } = await octokit.rest.pulls.createReplyForReviewComment({
                    owner,
                    repo,
                    pull_number: pullNumber,
                    comment_id: commentId,
                    body,
                    // As with an issue comment: a retry after a 5xx could post the reply twice.
                    request: { retries: 0 },
                });
                const posted = parseResponse(commentSchema, data, what);
                return { id: posted.id, url: posted.html_url };
            }
            catch (error) {
                throw toWriteError(error, what, 'pull-requests: write');
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/adapters/github/review-threads.ts


// A pull request's review threads, their state and the writes that tidy them (a reply and
// a resolution, in one request) go through GraphQL; `review-history.ts` binds them to a client.
const loginSchema = schemas/* object */.Ikc({ login: schemas/* string */.YjP() });
const threadsPageSchema = schemas/* object */.Ikc({
    repository: schemas/* object */.Ikc({
        pullRequest: schemas/* object */.Ikc({
            reviewThreads: schemas/* object */.Ikc({
                pageInfo: schemas/* object */.Ikc({ hasNextPage: schemas/* boolean */.zMY(), endCursor: schemas/* string */.YjP().nullable() }),
                nodes: schemas/* array */.YOg(schemas/* object */.Ikc({
                    id: schemas/* string */.YjP().min(1),
                    isResolved: schemas/* boolean */.zMY(),
                    isOutdated: schemas/* boolean */.zMY(),
                    resolvedBy: loginSchema.nullable().optional(),
                    comments: schemas/* object */.Ikc({
                        nodes: schemas/* array */.YOg(schemas/* object */.Ikc({ databaseId: schemas/* number */.aig().int().nullable() })),
                    }),
                })),
            }),
        }),
    }),
});
const resolvedSchema = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* object */.Ikc({ thread: schemas/* object */.Ikc({ id: schemas/* string */.YjP() }) }));
// Each answer is a reply (`comment`) and a resolution (`thread`), under aliases of their own.
const answeredSchema = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* union */.KCZ([
    schemas/* object */.Ikc({ comment: schemas/* object */.Ikc({ id: schemas/* string */.YjP() }) }),
    schemas/* object */.Ikc({ thread: schemas/* object */.Ikc({ id: schemas/* string */.YjP() }) }),
]));
// A thread's first comment says whose it is; 100 comments is the most one page holds.
const THREADS_QUERY = `
query ($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isResolved
          isOutdated
          resolvedBy { login }
          comments(first: 100) { nodes { databaseId } }
        }
      }
    }
  }
}`;
/** Every review thread of a pull request, its comments' REST ids in order. */
async function listReviewThreads(client, pullNumber) {
    const what = `list the review threads of pull request #${pullNumber}`;
    const { owner, repo } = client;
    const threads = [];
    let cursor = null;
    do {
        const variables = { owner, repo, number: pullNumber, cursor };
        const data = await graphql(client, THREADS_QUERY, variables, what, 'pull-requests: read');
        const page = parseResponse(threadsPageSchema, data, what).repository.pullRequest.reviewThreads;
        for (const thread of page.nodes)
            threads.push({
                id: thread.id,
                isResolved: thread.isResolved,
                isOutdated: thread.isOutdated,
                ...(thread.resolvedBy ? { resolvedBy: thread.resolvedBy.login } : {}),
                commentIds: thread.comments.nodes.flatMap((c) => c.databaseId === null ? [] : [c.databaseId]),
            });
        cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (cursor !== null);
    return threads;
}
/** Resolves the threads, all in one request. */
async function resolveThreads(client, threadIds) {
    if (threadIds.length === 0)
        return;
    const what = `resolve ${threadIds.length} review thread${threadIds.length === 1 ? '' : 's'}`;
    // One aliased mutation per thread, all in one request; the ids travel as variables.
    const aliases = threadIds.map((_, index) => `t${index}`);
    const query = [
        `mutation (${aliases.map((alias) => `$${alias}: ID!`).join(', ')}) {`,
        ...aliases.map((alias) => `  ${alias}: resolveReviewThread(input: {threadId: $${alias}}) { thread { id } }`),
        '}',
    ].join('\n');
    const variables = Object.fromEntries(aliases.map((alias, index) => [alias, threadIds[index]]));
    const data = await graphql(client, query, variables, what, 'pull-requests: write');
    parseResponse(resolvedSchema, data, what);
}
/** Replies in each thread, then resolves it, all in one request. */
async function answerThreads(client, answers) {
    if (answers.length === 0)
        return;
    const what = `answer and resolve ${answers.length} review thread${answers.length === 1 ? '' : 's'}`;
    // Mutations run in order: each thread gets its reply before it is resolved.
    const query = [
        `mutation (${answers.map((_, i) => `$t${i}: ID!, $b${i}: String!`).join(', ')}) {`,
        ...answers.flatMap((_, i) => [
            `  r${i}: addPullRequestReviewThreadReply(input: {pullRequestReviewThreadId: $t${i}, body: $b${i}}) { comment { id } }`,
            `  t${i}: resolveReviewThread(input: {threadId: $t${i}}) { thread { id } }`,
        ]),
        '}',
    ].join('\n');
    const variables = Object.fromEntries(answers.flatMap((answer, i) => [
        [`t${i}`, answer.threadId],
        [`b${i}`, answer.body],
    ]));
    const data = await graphql(client, query, variables, what, 'pull-requests: write');
    parseResponse(answeredSchema, data, what);
}
/** One GraphQL request; its failure a GitHub error naming `what` and the permission it needs. */
async function graphql({ octokit }, query, variables, what, permission) {
    try {
        return await octokit.graphql(query, variables);
    }
    catch (error) {
        throw toGraphQLError(error, what, permission);
    }
}

;// CONCATENATED MODULE: ./src/adapters/github/review-history.ts



// A deleted account's comments and reviews come with `user: null`; GitHub shows them as "ghost".
const GHOST = 'ghost';
const userSchema = schemas/* object */.Ikc({ login: schemas/* string */.YjP() }).nullable();
const reviewCommentSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int(),
    body: schemas/* string */.YjP(),
    path: schemas/* string */.YjP(),
    // Null (or, in older answers, absent) once the comment is outdated.
    line: schemas/* number */.aig().int().nullish(),
    user: userSchema,
    in_reply_to_id: schemas/* number */.aig().int().optional(),
    pull_request_review_id: schemas/* number */.aig().int().nullish(),
    // The rollup GitHub adds to each comment; absent in older answers.
    reactions: schemas/* object */.Ikc({ '-1': schemas/* number */.aig().int().nonnegative() }).optional(),
});
const issueCommentSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int(),
    body: schemas/* string */.YjP().nullish(),
    user: userSchema,
});
const reactionSchema = schemas/* object */.Ikc({ content: schemas/* string */.YjP(), user: userSchema });
const reviewSchema = schemas/* object */.Ikc({
    id: schemas/* number */.aig().int(),
    body: schemas/* string */.YjP().nullable(),
    user: userSchema,
    commit_id: schemas/* string */.YjP().nullable(),
});
const checkRunsSchema = schemas/* object */.Ikc({
    check_runs: schemas/* array */.YOg(schemas/* object */.Ikc({
        head_sha: schemas/* string */.YjP(),
        status: schemas/* string */.YjP(),
        conclusion: schemas/* string */.YjP().nullable(),
        external_id: schemas/* string */.YjP().nullable(),
        app: schemas/* object */.Ikc({ slug: schemas/* string */.YjP().optional() }).nullable(),
    })),
});
/**
 * What earlier runs left on a pull request, and the writes that tidy it:
 * resolving and answering threads. Each operation is a function of this
 * module, below.
 */
function createReviewHistory(client) {
    return {
        listReviewComments: (pullNumber) => listReviewComments(client, pullNumber),
        listReviews: (pullNumber) => listReviews(client, pullNumber),
        listReviewThreads: (pullNumber) => listReviewThreads(client, pullNumber),
        listIssueComments: (issueNumber) => listIssueComments(client, issueNumber),
        listThumbsDown: (commentId) => listThumbsDown(client, commentId),
        resolveThreads: (threadIds) => resolveThreads(client, threadIds),
        answerThreads: (answers) => answerThreads(client, answers),
        listCheckRuns: (ref, name) => listCheckRuns(client, ref, name),
    };
}
async function listReviewComments({ octokit, owner, repo }, pullNumber) {
    // GitHub lists them by ascending id: oldest first.
    const comments = await readList(reviewCommentSchema, `list the review comments of pull request #${pullNumber}`, () => octokit.paginate(octokit.rest.pulls.listReviewComments, {
        owner,
        repo,
        pull_number: pullNumber,
        per_page: 100,
    }));
    return comments.map((c) => ({
        id: c.id,
        body: c.body,
        path: c.path,
        line: c.line ?? null,
        user: c.user?.login ?? GHOST,
        ...(c.in_reply_to_id === undefined ? {} : { in_reply_to_id: c.in_reply_to_id }),
        ...(c.pull_request_review_id == null ? {} : { review_id: c.pull_request_review_id }),
        ...(c.reactions ? { thumbsDown: c.reactions['-1'] } : {}),
    }));
}
async function listReviews({ octokit, owner, repo }, pullNumber) {
    const reviews = await readList(reviewSchema, `list the reviews of pull request #${pullNumber}`, () => octokit.paginate(octokit.rest.pulls.listReviews, {
        owner,
        repo,
        pull_number: pullNumber,
        per_page: 100,
    }));
    return reviews.map((r) => ({
        id: r.id,
        body: r.body ?? '',
        user: r.user?.login ?? GHOST,
        commit_id: r.commit_id ?? '',
    }));
}
async function listIssueComments({ octokit, owner, repo }, issueNumber) {
    const comments = await readList(issueCommentSchema, `list the comments of #${issueNumber}`, () => octokit.paginate(octokit.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
    }));
    return comments.map((c) => ({ id: c.id, body: c.body ?? '', user: c.user?.login ?? GHOST }));
}
async function listThumbsDown({ octokit, owner, repo }, commentId) {
    const reactions = await readList(reactionSchema, `list the 👎 reactions to review comment ${commentId}`, () => octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, {
        owner,
        repo,
        comment_id: commentId,
        content: '-1',
        per_page: 100,
    }));
    return [
        ...new Set(reactions.filter((r) => r.content === '-1').map((r) => r.user?.login ?? GHOST)),
    ];
}
async function listCheckRuns({ octokit, owner, repo }, ref, name) {
    const what = `list the check runs ${name} of ${ref}`;
    let data;
    try {
        ({ data } = await octokit.rest.checks.listForRef({
            owner,
            repo,
            ref,
            check_name: name,
            // Every run, not the latest only: a rerun that did not finish leaves an earlier mark standing.
            filter: 'all',
            per_page: 100,
        }));
    }
    catch (error) {
        // A commit GitHub does not know (a force-push's old head) has no check runs.
        const status = (0,core_errors/* tryHttpStatus */.E$)(error);
        if (status === 404 || status === 422)
            return [];
        throw toGitHubError(error, what);
    }
    return parseResponse(checkRunsSchema, data, what).check_runs.map((run) => ({
        head_sha: run.head_sha,
        status: run.status,
        conclusion: run.conclusion,
        external_id: run.external_id,
        app: run.app?.slug ?? null,
    }));
}

;// CONCATENATED MODULE: ./src/adapters/github/review-writes.ts



const idSchema = schemas/* object */.Ikc({ id: schemas/* number */.aig().int() });
const review_writes_reviewSchema = schemas/* object */.Ikc({ id: schemas/* number */.aig().int(), html_url: schemas/* string */.YjP().min(1) });
/** The writes of a review run: the check run, the review, and the probe that finds refused comments. */
function createReviewWrites({ octokit, owner, repo, }) {
    return {
        async createCheckRun(name, headSha) {
            const what = `create the check run ${name} on ${headSha}`;
            try {
                const { data } = await octokit.rest.checks.create({
                    owner,
                    repo,
                    name,
                    head_sha: headSha,
                    status: 'in_progress',
                });
                return parseResponse(idSchema, data, what).id;
            }
            catch (error) {
                throw toWriteError(error, what, 'checks: write');
            }
        },
        async updateCheckRun(id, update) {
            const what = `update the check run ${id}`;
            try {
                await octokit.rest.checks.update({ owner, repo, check_run_id: id, ...update });
            }
            catch (error) {
                throw toWriteError(error, what, 'checks: write');
            }
        },
        async createReview(pullNumber, review) {
            const what = `post the review on pull request #${pullNumber}`;
            try {
                const { data } = await octokit.rest.pulls.createReview({
                    owner,
                    repo,
                    pull_number: pullNumber,
                    ...review,
                    // A retry after a 5xx could post the review twice: GitHub may have taken the first.
                    request: { retries: 0 },
                });
                const posted = parseResponse(review_writes_reviewSchema, data, what);
                return { id: posted.id, url: posted.html_url };
            }
            catch (error) {
                throw isPendingReviewConflict(error)
                    ? pendingReviewError(pullNumber, what, error)
                    : toWriteError(error, what, 'pull-requests: write');
            }
        },
        async acceptsComments(pullNumber, commitId, comments) {
            const what = `try ${comments.length} review comments on pull request #${pullNumber}`;
            let id;
            try {
                // Without `event` the review stays PENDING: GitHub checks every comment but shows nothing.
                const { data } = await octokit.rest.pulls.createReview({
                    owner,
                    repo,
                    pull_number: pullNumber,
                    commit_id: commitId,
                    comments: [...comments],
                });
                id = parseResponse(idSchema, data, what).id;
            }
            catch (error) {
                // The conflict is a 422 about an earlier draft, not about these comments.
                if (isPendingReviewConflict(error))
                    throw pendingReviewError(pullNumber, what, error);
                if ((0,core_errors/* tryHttpStatus */.E$)(error) === 422)
                    return false;
                throw toWriteError(error, what, 'pull-requests: write');
            }
            try {
                await octokit.rest.pulls.deletePendingReview({
                    owner,
                    repo,
                    pull_number: pullNumber,
                    review_id: id,
                });
            }
            catch (error) {
                throw toWriteError(error, `delete the pending review ${id} on pull request #${pullNumber}`, 'pull-requests: write');
            }
            return true;
        },
    };
}
// Deleting the draft ourselves could throw away a person's unsent review when
// the token is a personal one, so the user is told instead.
function pendingReviewError(pullNumber, what, cause) {
    return new core_errors/* RemoraError */.LP('GH_001', `GitHub refused to ${what}: the token's user already has a pending (unsubmitted) review on ` +
        `pull request #${pullNumber}, and GitHub allows one per user. Submit or delete that ` +
        `review on the pull request's "Files changed" tab, then run the job again.`, { cause });
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js + 21 modules
var github = __webpack_require__(1758);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-retry/dist-bundle/index.js
var dist_bundle = __webpack_require__(9735);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var plugin_throttling_dist_bundle = __webpack_require__(6856);
// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
;// CONCATENATED MODULE: ./src/adapters/github/octokit-client.ts





// Waiting longer than this for a rate limit to reset is worse than failing with a clear message.
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const MAX_RATE_LIMIT_RETRIES = 2;
// @octokit/plugin-retry's own list, plus 429.
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];
// @octokit/plugin-throttling's ratio of the spacing of notifying writes to that of other writes.
const NOTIFYING_SPACING_FACTOR = 3;
/** A throttling group that runs one request at a time, `minTime` milliseconds apart. */
function spacedGroup(id, minTime) {
    return new (light_default()).Group({ id, maxConcurrent: 1, minTime });
}
/**
 * `fetch` that gives up after `timeoutMs`: the request is aborted and fails
 * as a network error would (Octokit's retry plugin retries it). The global
 * fetch is looked up at each call, as Octokit's own default does.
 */
function fetchWithin(timeoutMs) {
    return (input, init) => {
        const timeout = AbortSignal.timeout(timeoutMs);
        const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
        return globalThis.fetch(input, { ...init, signal }).catch((error) => {
            if (timeout.aborted)
                throw new Error(`GitHub did not answer within ${timeoutMs / 1000} s`, {
                    cause: error,
                });
            throw error;
        });
    };
}
/** Builds the one Octokit client of a run, with retries and rate-limit handling. */
function createOctokit(options) {
    const warn = options.warn ?? core/* warning */.$e;
    const onLimit = (kind) => (retryAfter, request, _octokit, retryCount) => {
        const retrying = retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS && retryCount < MAX_RATE_LIMIT_RETRIES;
        warn(`GitHub ${kind} hit on ${request.method} ${request.url}; ` +
            (retrying ? `retrying in ${retryAfter} s` : `not waiting ${retryAfter} s for it`));
        return retrying;
    };
    return (0,github/* getOctokit */.Q)(options.token, {
        baseUrl: options.apiUrl.replace(/\/+$/, ''),
        ...(options.timeoutMs === undefined
            ? {}
            : { request: { fetch: fetchWithin(options.timeoutMs) } }),
        // 429 is the throttling plugin's: it waits for retry-after, or declines to. The
        // retry plugin retrying it too would ignore that decision and multiply the waits.
        retry: {
            retries: options.retries,
            retryAfterBaseValue: options.retryBaseMs,
            doNotRetry: DO_NOT_RETRY,
        },
        throttle: {
            onRateLimit: onLimit('rate limit'),
            onSecondaryRateLimit: onLimit('secondary rate limit'),
            ...(options.writeSpacingMs === undefined
                ? {}
                : {
                    write: spacedGroup('remora-write', options.writeSpacingMs),
                    notifications: spacedGroup('remora-notifications', NOTIFYING_SPACING_FACTOR * options.writeSpacingMs),
                }),
        },
    }, dist_bundle/* retry */.L, plugin_throttling_dist_bundle/* throttling */.A);
}

;// CONCATENATED MODULE: ./src/adapters/github/github-port.ts










const fileEntrySchema = schemas/* object */.Ikc({
    filename: schemas/* string */.YjP().min(1),
    status: schemas/* enum */.k5n(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
    previous_filename: schemas/* string */.YjP().min(1).optional(),
    patch: schemas/* string */.YjP().optional(),
    changes: schemas/* number */.aig().int().nonnegative().optional(),
});
const compareSchema = schemas/* object */.Ikc({ merge_base_commit: schemas/* object */.Ikc({ sha: schemas/* string */.YjP().min(1) }) });
// With parseSuccessResponseBody off, Octokit hands over the fetch body untouched.
const rawBodySchema = schemas/* union */.KCZ([
    schemas/* string */.YjP(),
    schemas/* instanceof */.Nlp(ArrayBuffer),
    schemas/* custom */.IeY((value) => value instanceof ReadableStream),
]);
const github_port_treeSchema = schemas/* object */.Ikc({
    tree: schemas/* array */.YOg(schemas/* object */.Ikc({
        path: schemas/* string */.YjP().min(1),
        mode: schemas/* string */.YjP(),
        type: schemas/* string */.YjP(),
        sha: schemas/* string */.YjP().min(1),
    })),
    truncated: schemas/* boolean */.zMY(),
});
// A symbolic link is a blob with this mode; what it points to is no file of the folder.
const SYMLINK_MODE = '120000';
/**
 * The {@link GitHubPort} of one repository, backed by Octokit, with the
 * calls of comment commands and `/remora accept` ({@link CommentCommandPort}).
 */
function createGitHubPort(options) {
    const octokit = createOctokit(options);
    const { owner, repo } = options;
    const client = { octokit, owner, repo };
    return {
        ...createReviewWrites(client),
        ...createReviewHistory(client),
        ...createConversation(client),
        ...createGitData(client),
        ...createSweepCalls(client),
        async listPullFiles(pullNumber) {
            const files = await readList(fileEntrySchema, `list the files of pull request #${pullNumber}`, () => octokit.paginate(octokit.rest.pulls.listFiles, {
                owner,
                repo,
                pull_number: pullNumber,
                per_page: 100,
            }));
            return files;
        },
        async tryFileContent(path, ref) {
            const what = `read ${path} at ${ref}`;
            try {
                const response = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
                    owner,
                    repo,
                    path,
                    ref,
                    mediaType: { format: 'raw' },
                    request: { parseSuccessResponseBody: false },
                });
                return await toBytes(parseResponse(rawBodySchema, response.data, what));
            }
            catch (error) {
                if ((0,core_errors/* tryHttpStatus */.E$)(error) === 404)
                    return undefined;
                throw toGitHubError(error, what);
            }
        },
        async compareBase(base, head) {
            const what = `compare ${base}...${head}`;
            let data;
            try {
                ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
                    owner,
                    repo,
                    basehead: `${base}...${head}`,
                    per_page: 1,
                }));
            }
            catch (error) {
                throw toGitHubError(error, what);
            }
            return parseResponse(compareSchema, data, what).merge_base_commit.sha;
        },
        async listTreeFiles(ref, dir) {
            const segments = dir.split('/').filter((segment) => segment !== '');
            const what = `list the files under ${segments.join('/') || 'the root'} at ${ref}`;
            try {
                // Down to the folder one level at a time, then the folder alone recursively: a
                // recursive listing of a whole large repository would come back truncated.
                let tree = ref;
                for (const segment of segments) {
                    const level = await getTree(client, tree, false, what);
                    const found = level.tree.find((entry) => entry.path === segment && entry.type === 'tree');
                    if (!found)
                        return [];
                    tree = found.sha;
                }
                const listing = await getTree(client, tree, true, what);
                if (listing.truncated)
                    throw new core_errors/* RemoraError */.LP('GH_001', `GitHub cut short its listing when asked to ${what}: the folder holds more than ` +
                        'the 100,000 entries (7 MB) one listing returns');
                const prefix = segments.length === 0 ? '' : `${segments.join('/')}/`;
                return listing.tree
                    .filter((entry) => entry.type === 'blob' && entry.mode !== SYMLINK_MODE)
                    .map((entry) => `${prefix}${entry.path}`)
                    .sort();
            }
            catch (error) {
                // No such commit, or no tree at it.
                if ((0,core_errors/* tryHttpStatus */.E$)(error) === 404)
                    return [];
                throw toGitHubError(error, what);
            }
        },
    };
}
async function getTree({ octokit, owner, repo }, treeSha, recursive, what) {
    const { data } = await octokit.rest.git.getTree({
        owner,
        repo,
        tree_sha: treeSha,
        ...(recursive ? { recursive: 'true' } : {}),
    });
    return parseResponse(github_port_treeSchema, data, what);
}
async function toBytes(body) {
    if (typeof body === 'string')
        return new TextEncoder().encode(body);
    if (body instanceof ArrayBuffer)
        return new Uint8Array(body);
    return new Uint8Array(await new Response(body).arrayBuffer());
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
;// CONCATENATED MODULE: ./src/adapters/github/pull-request-event.ts



/** The events this version reviews. */
const PULL_REQUEST_EVENTS = (/* unused pure expression or super */ null && (['pull_request', 'pull_request_target']));
const sha = schemas/* string */.YjP().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');
const pull_request_event_repositorySchema = schemas/* object */.Ikc({
    full_name: schemas/* string */.YjP().min(1),
    name: schemas/* string */.YjP().min(1),
    owner: schemas/* object */.Ikc({ login: schemas/* string */.YjP().min(1) }),
});
const pullRequestPayloadSchema = schemas/* object */.Ikc({
    action: schemas/* string */.YjP().default(''),
    before: sha.optional(),
    pull_request: schemas/* object */.Ikc({
        number: schemas/* number */.aig().int().positive(),
        draft: schemas/* boolean */.zMY().default(false),
        html_url: schemas/* string */.YjP().optional(),
        changed_files: schemas/* number */.aig().int().nonnegative().optional(),
        head: schemas/* object */.Ikc({ sha, repo: pull_request_event_repositorySchema.nullable() }),
        base: schemas/* object */.Ikc({
            sha,
            ref: schemas/* string */.YjP().min(1).optional(),
            repo: pull_request_event_repositorySchema.extend({ default_branch: schemas/* string */.YjP().min(1).optional() }),
        }),
    }),
});
/**
 * Reads the pull request an event payload describes. `fork` is the head
 * repository's name when it differs from the base repository (or null when
 * the fork was deleted), undefined for a branch of the same repository.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
function parsePullRequestEvent(payload) {
    const parsed = pullRequestPayloadSchema.safeParse(payload);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new core_errors/* RemoraError */.LP('GH_001', `the pull_request event payload does not have the expected shape at ` +
            `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`);
    }
    const { number, changed_files, head, base, draft, html_url } = parsed.data.pull_request;
    const fork = head.repo === null
        ? null
        : head.repo.full_name === base.repo.full_name
            ? undefined
            : head.repo.full_name;
    return {
        number,
        headSha: head.sha,
        baseSha: base.sha,
        owner: base.repo.owner.login,
        repo: base.repo.name,
        fork,
        ...(changed_files === undefined ? {} : { changedFiles: changed_files }),
        action: parsed.data.action,
        draft,
        ...(html_url === undefined ? {} : { url: html_url }),
        ...(base.ref === undefined ? {} : { baseRef: base.ref }),
        ...(base.repo.default_branch === undefined ? {} : { defaultBranch: base.repo.default_branch }),
        ...(parsed.data.before === undefined ? {} : { before: parsed.data.before }),
    };
}
/**
 * Reads and parses the event payload file the runner wrote (GITHUB_EVENT_PATH).
 *
 * @throws RemoraError `GH_001` when the file is missing, not JSON or not a pull_request payload.
 */
async function readPullRequestEvent(eventPath) {
    return parsePullRequestEvent(await readEventPayload(eventPath));
}
/**
 * The event payload file the runner wrote (GITHUB_EVENT_PATH), as JSON.
 *
 * @throws RemoraError `GH_001` when the file is missing or not JSON.
 */
async function readEventPayload(eventPath) {
    let text;
    try {
        text = await (0,promises_.readFile)(eventPath, 'utf8');
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('GH_001', `cannot read the event payload ${eventPath}: ${error.message}`);
    }
    try {
        return JSON.parse(text);
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('GH_001', `the event payload ${eventPath} is not JSON: ${error.message}`);
    }
}

;// CONCATENATED MODULE: ./src/adapters/github/comment-event.ts



const comment_event_userSchema = schemas/* object */.Ikc({
    login: schemas/* string */.YjP().min(1),
    id: schemas/* number */.aig().int(),
    type: schemas/* string */.YjP(),
});
const commentPayloadSchema = schemas/* object */.Ikc({
    action: schemas/* string */.YjP(),
    issue: schemas/* object */.Ikc({
        number: schemas/* number */.aig().int().positive(),
        pull_request: schemas/* object */.Ikc({ url: schemas/* string */.YjP() }).optional(),
    }),
    comment: schemas/* object */.Ikc({
        id: schemas/* number */.aig().int(),
        body: schemas/* string */.YjP().nullable(),
        user: comment_event_userSchema,
    }),
    sender: comment_event_userSchema,
});
const reviewCommentPayloadSchema = schemas/* object */.Ikc({
    action: schemas/* string */.YjP(),
    pull_request: schemas/* object */.Ikc({ number: schemas/* number */.aig().int().positive() }),
    comment: schemas/* object */.Ikc({
        id: schemas/* number */.aig().int(),
        body: schemas/* string */.YjP().nullable(),
        user: comment_event_userSchema,
        in_reply_to_id: schemas/* number */.aig().int().optional(),
    }),
    sender: comment_event_userSchema,
});
function shapeError(event, error) {
    const issue = error.issues[0];
    return new core_errors/* RemoraError */.LP('GH_001', `the ${event} event payload does not have the expected shape at ` +
        `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`);
}
/**
 * Reads a `pull_request_review_comment` payload: a comment in a review
 * thread, always on a pull request.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
function parseReviewCommentEvent(payload) {
    const parsed = reviewCommentPayloadSchema.safeParse(payload);
    if (!parsed.success)
        throw shapeError('pull_request_review_comment', parsed.error);
    const { action, pull_request: pull, comment, sender } = parsed.data;
    return {
        action,
        number: pull.number,
        onPullRequest: true,
        commentId: comment.id,
        body: comment.body ?? '',
        author: comment.user,
        sender,
        thread: { rootId: comment.in_reply_to_id ?? comment.id },
    };
}
/**
 * Reads an `issue_comment` payload.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
function parseCommentEvent(payload) {
    const parsed = commentPayloadSchema.safeParse(payload);
    if (!parsed.success)
        throw shapeError('issue_comment', parsed.error);
    const { action, issue, comment, sender } = parsed.data;
    return {
        action,
        number: issue.number,
        onPullRequest: issue.pull_request !== undefined,
        commentId: comment.id,
        body: comment.body ?? '',
        author: comment.user,
        sender,
    };
}
/**
 * Reads and parses the payload file the runner wrote (GITHUB_EVENT_PATH): an
 * `issue_comment`, or a `pull_request_review_comment` when `eventName` says so.
 */
async function readCommentEvent(eventPath, eventName = 'issue_comment') {
    const payload = await readEventPayload(eventPath);
    return eventName === 'pull_request_review_comment'
        ? parseReviewCommentEvent(payload)
        : parseCommentEvent(payload);
}
/** Whether the comment comes from a bot (Remora itself included): a bot's command runs nothing. */
function isBotComment(event) {
    return [event.author, event.sender].some((user) => user.type === 'Bot' || user.login.endsWith('[bot]'));
}

// EXTERNAL MODULE: ./src/core/publish/suggestion-fence.ts
var suggestion_fence = __webpack_require__(4399);
// EXTERNAL MODULE: ./src/core/report/inert-text.ts
var inert_text = __webpack_require__(4368);
;// CONCATENATED MODULE: ./src/core/commands/command-replies.ts


const command_replies_short = (sha) => sha.slice(0, 7);
// Names in replies (nodes, paths, forks, ids) come from the pull request: code spans nothing ends.
const code = inert_text/* markdownCode */.D9;
/** The command list, with the problem that brought it up when there was one. */
function renderHelp(knownOps, problem) {
    return [
        ...(problem ? [`Remora did not run anything: ${problem}.`, ''] : []),
        '**Remora commands**, each on its own line of a pull request comment:',
        '',
        `- \`/remora <op>[,<op>...] [path...]\` — review the changed nodes again with these ops (${knownOps.map(code).join(', ')}), only in these files or folders when given`,
        '- `/remora all` — review them with every op',
        "- `/remora accept <workspace-id>` — commit that change to the pull request's branch (the id is in its `/remora accept` hint)",
        '- `/remora accept all` — commit every pending change of Remora in one commit',
        "- `/remora reject <workspace-id> [reason]` — reject that change: Remora does not suggest it again while the node stays the same (in the change's own thread the id may be left out)",
        "- `/remora retry <workspace-id> [note]` — run that change's op again on its node at the head, with your note as the instruction, and replace the suggestion (in the change's own thread the id may be left out)",
        '- `/remora help` — this list',
        '',
        'Only people with write access to the repository can run them; one command runs per comment.',
    ].join('\n');
}
/** The one reply to someone whose command is not run. */
function renderNotAllowed(login, permission) {
    return (`@${login}, thank you — Remora's commands run only for people with write access to this ` +
        `repository (yours is ${code(permission)}), so nothing was run. A maintainer can run it for you.`);
}
/** How a change is named in messages: `**lint** on `area``, or its workspace id alone. */
function describe(change) {
    const on = change.node === undefined ? '' : ` on ${code(change.node)}`;
    return `**${change.op}**${on} (${code(change.workspaceId)})`;
}
/**
 * The commit message of an accept: the op and node in the subject, each
 * change with its files in the body, and the commenter as co-author.
 */
function acceptCommitMessage(changes, commenter, command, pullNumber) {
    const [only] = changes;
    const subject = changes.length === 1 && only
        ? `Accept Remora's ${only.op}${only.node === undefined ? '' : ` on ${(0,inert_text/* oneLine */.TN)(only.node)}`}`
        : `Accept ${changes.length} of Remora's changes`;
    return [
        subject,
        '',
        `${command}, by @${commenter.login} on #${pullNumber}:`,
        ...changes.map((c) => `- ${c.op}${c.node === undefined ? '' : ` on ${(0,inert_text/* oneLine */.TN)(c.node)}`} (${c.workspaceId}): ${c.paths.map(inert_text/* oneLine */.TN).join(', ')}`),
        '',
        `Co-authored-by: ${commenter.login} <${commenter.id}+${commenter.login}@users.noreply.github.com>`,
    ].join('\n');
}
/** The reply after a commit. */
function renderCommitted(changes, commit, branch) {
    return [
        `Committed ${command_replies_short(commit)} to ${code(branch)}:`,
        '',
        ...changes.map((c) => `- ${describe(c)}: ${c.paths.map(code).join(', ')}`),
        '',
        "GitHub starts no workflow for a commit made with the job's token, so this commit has no " +
            '`Remora` check yet: push, or comment `/remora all`, to review it.',
    ].join('\n');
}
/** The reply when the head already holds what was asked for. */
function renderAlreadyInHead(ids, head) {
    return `${ids.map(code).join(', ')} ${ids.length === 1 ? 'is' : 'are'} already in the head ${command_replies_short(head)}: nothing to commit.`;
}
/** The reply that refuses an accept; every one ends saying nothing changed. */
function renderRefusal(refusal) {
    const nothing = 'Nothing was committed.';
    switch (refusal.kind) {
        case 'unknown':
            return (`Remora posted no change ${code(refusal.id)} on this pull request. ${nothing} ` +
                'The ids are in the `/remora accept` hints of its review.');
        case 'no-target': {
            const [first = '', ...rest] = refusal.command;
            const words = refusal.command === 'reject' ? 'reason' : 'note';
            return `${first.toUpperCase()}${rest.join('')} which change? Name its workspace id, \`/remora ${refusal.command} <workspace-id> [${words}]\`, or write the command in the thread of Remora's suggestion. ${nothing}`;
        }
        case 'none-pending':
            return `Remora has no pending change on this pull request. ${nothing}`;
        case 'broken-marker':
            return [
                `PUB_001: the marker of ${code(refusal.id)} cannot be trusted: it was edited after Remora wrote it. ${nothing}`,
                '',
                ...refusal.problems.map((p) => `- ${(0,inert_text/* markdownText */.p7)(p)}`),
            ].join('\n');
        case 'quoted-marker':
            return [
                `PUB_001: Remora posted no change ${code(refusal.id)} on this pull request; the only markers naming it ` +
                    `are quoted in the text of its comments (code or a copied marker), which is never trusted. ${nothing}`,
                '',
                ...refusal.problems.map((p) => `- ${(0,inert_text/* markdownText */.p7)(p)}`),
            ].join('\n');
        case 'stale':
            return (`The head moved: ${code(refusal.id)} no longer applies cleanly to ${code(refusal.path)}, ` +
                `whose lines it rewrites changed between ${command_replies_short(refusal.posted)}, where it was posted, and ` +
                `the head ${command_replies_short(refusal.head)}. ${nothing} A new review (\`/remora all\`) suggests it afresh.`);
        case 'unfit':
            return (`PUB_001: the patch of ${code(refusal.id)} does not fit ${code(refusal.path)} at ${command_replies_short(refusal.posted)}, ` +
                `where it was posted (${refusal.reason}). ${nothing}`);
        case 'conflict':
            return [
                `These changes overlap, and Remora does not guess which to keep. ${nothing}`,
                '',
                ...refusal.conflicts.map((c) => `- ${code(c.path)}: ${c.workspaces.map(code).join(' and ')}`),
                '',
                'Accept them one at a time with `/remora accept <workspace-id>`.',
            ].join('\n');
        case 'unwritable':
            return `${code(refusal.path)} cannot be written: ${refusal.reason}. ${nothing}`;
        case 'closed-branch':
            return [
                `BRANCH_001: this pull request's head branch ${code(refusal.branch)} is ` +
                    (refusal.why === 'default' ? "the repository's default branch" : 'a protected branch') +
                    ', and Remora commits only to a working branch, never to the default branch or a ' +
                    `protected one, whose changes go through review of their own. ${nothing}`,
                'To accept the change, apply this patch (`git apply`) on a branch of your own:',
                '',
                (0,suggestion_fence/* renderFenced */.k4)('diff', refusal.patch.replace(/\n$/, '').split('\n')),
            ].join('\n');
    }
}
/**
 * The reply on a pull request from a fork, which the job's token cannot
 * push to: the exact patch against the head, to apply by hand.
 */
function renderForkPatch(fork, changes, patch, head) {
    const where = fork === null ? 'a fork that was deleted' : `the fork ${code(fork)}`;
    return [
        `This pull request comes from ${where}: the job's token cannot push to it. Nothing was committed.`,
        `To accept ${changes.map(describe).join(', ')}, apply this patch to the head ${command_replies_short(head)} ` +
            '(`git apply`) and push:',
        '',
        (0,suggestion_fence/* renderFenced */.k4)('diff', patch.replace(/\n$/, '').split('\n')),
    ].join('\n');
}
/** The longest reason a rejection keeps: the reply and its marker stay small. */
const REASON_LIMIT = 1000;
/** A reviewer's reason, inert in markdown: one line, escaped, no mentions, capped. */
function quoteReason(reason) {
    const capped = reason.length > REASON_LIMIT ? `${reason.slice(0, REASON_LIMIT)}…` : reason;
    return (0,inert_text/* markdownText */.p7)(capped);
}
/** The reply that records a rejection (its marker is the trailer that ends it). */
function renderRejected(changes, by, reason) {
    return [
        `Rejected ${changes.map(describe).join(' and ')} for @${by}: Remora will not suggest ${changes.length === 1 ? 'it' : 'them'} again while the node's code stays the same.`,
        ...(reason.trim() === '' ? [] : ['', `Reason: ${quoteReason(reason)}`]),
    ].join('\n');
}
/** The reply to `/remora retry`: what became of the op run again, and the reviewer's note. */
function renderRetried(change, by, note, result) {
    const what = describe(change);
    const stands = 'The earlier suggestion stands.';
    const said = note.trim() === '' ? [] : ['', `Note: ${quoteReason(note)}`];
    switch (result.kind) {
        case 'replaced':
            return [
                `Retried ${what} for @${by}: the new suggestion is ${result.link}${result.answered ? "; the earlier one's thread is answered and resolved" : ''}.`,
                ...said,
            ].join('\n');
        case 'same':
            return [
                `Retried ${what} for @${by}: it suggested the same change again. ${stands}`,
                ...said,
            ].join('\n');
        case 'no-change':
            return [
                `Retried ${what} for @${by}: it suggested no change this time. ${stands}`,
                ...said,
            ].join('\n');
        case 'failed':
            return [`Retried ${what} for @${by}, but the op ${result.why}. ${stands}`, ...said].join('\n');
        case 'node-gone':
            return `${what}: the node is not among the pull request's changed nodes at the head ${command_replies_short(result.head)}, so nothing was run.`;
        case 'joined':
            return `This thread's suggestion joins ${result.ids.map(code).join(' and ')}: name the one to retry, \`/remora retry <workspace-id> [note]\`. Nothing was run.`;
    }
}
/** The answer in the replaced suggestion's thread, before it is resolved. */
function renderReplacedBy(by, link) {
    return `Replaced after \`/remora retry\` by @${by}: see the new suggestion, ${link}.`;
}

// EXTERNAL MODULE: ./src/core/workspace/workspace-path.ts
var workspace_path = __webpack_require__(9806);
;// CONCATENATED MODULE: ./src/core/commands/parse-command.ts


/** A workspace id as markers carry it: `<op>-<16 hex digits of the node_id>`. */
const WORKSPACE_ID = /^[a-z][a-z0-9_]*-[0-9a-f]{16}$/;
const PREFIX = /^\/remora(?:\s+|$)/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/**
 * The `/remora` commands of a comment, in order (docs/architecture.md §8): each on its
 * own line, anywhere in the comment, but never inside a fenced or indented
 * code block or a quote, so a comment that quotes an earlier command, or
 * shows one as an example, does not run it. Unknown commands and ops become
 * `help` with the problem named; nothing in the arguments can name a server,
 * a token, a config key or a path outside the repository.
 */
function parseCommands(body, knownOps) {
    const commands = [];
    let fence;
    for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
        const opened = FENCE.exec(raw)?.[1];
        if (fence) {
            // A fence closes on a run of the same character at least as long.
            if (opened && opened[0] === fence[0] && opened.length >= fence.length)
                fence = undefined;
            continue;
        }
        if (opened) {
            fence = opened;
            continue;
        }
        // Four spaces or a tab open an indented code block; `>` a quote.
        if (/^( {4}|\t)/.test(raw) || /^\s*>/.test(raw))
            continue;
        const line = raw.trim();
        if (!PREFIX.test(line))
            continue;
        commands.push(parseLine(line.replace(PREFIX, ''), knownOps));
    }
    return commands;
}
function parseLine(rest, knownOps) {
    const words = rest.split(/\s+/).filter(Boolean);
    const [verb, ...args] = words;
    if (verb === undefined || verb === 'help')
        return { kind: 'help' };
    if (verb === 'accept')
        return parseAccept(args);
    if (verb === 'reject')
        return parseReject(rest
            .trim()
            .replace(/^reject\b/, '')
            .trim());
    if (verb === 'retry') {
        const { target, text } = targetAndText(rest
            .trim()
            .replace(/^retry\b/, '')
            .trim());
        return { kind: 'retry', ...(target === undefined ? {} : { target }), note: text };
    }
    if (verb === 'all')
        return withPaths([...knownOps], args);
    const ops = verb.split(',').filter(Boolean);
    const unknown = ops.find((op) => !knownOps.includes(op));
    if (unknown !== undefined || ops.length === 0)
        return { kind: 'help', problem: `unknown command or op '${unknown ?? verb}'` };
    return withPaths([...new Set(ops)], args);
}
function parseAccept(args) {
    const [target, ...extra] = args;
    if (target === undefined)
        return { kind: 'help', problem: 'accept needs a workspace id or all' };
    if (extra.length > 0)
        return {
            kind: 'help',
            problem: `accept takes one workspace id or all, not '${args.join(' ')}'`,
        };
    if (target === 'all' || WORKSPACE_ID.test(target))
        return { kind: 'accept', target };
    return {
        kind: 'help',
        problem: `'${target}' is not a workspace id such as lint-0123456789abcdef`,
    };
}
/**
 * `reject <workspace-id> [reason]`: the reason is the rest of the line, as
 * written. Without an id first, the whole rest is the reason, and the
 * command names the workspace of the thread it is written in.
 */
function parseReject(rest) {
    const { target, text } = targetAndText(rest);
    return { kind: 'reject', ...(target === undefined ? {} : { target }), reason: text };
}
/** A workspace id first, if there is one, and the rest of the line as written. */
function targetAndText(rest) {
    const [first = ''] = rest.split(/\s+/);
    if (WORKSPACE_ID.test(first))
        return { target: first, text: rest.slice(first.length).trim() };
    return { text: rest };
}
function withPaths(ops, args) {
    const paths = [];
    for (const arg of args) {
        // A leading dash would read as an option to whatever sees the path next.
        if (arg.startsWith('-'))
            return { kind: 'help', problem: `'${arg}' is not a path` };
        try {
            paths.push((0,workspace_path/* confineWorkspacePath */.R)(arg));
        }
        catch (error) {
            if (!(error instanceof core_errors/* RemoraError */.LP))
                throw error;
            return { kind: 'help', problem: `path '${arg}' is not inside the repository` };
        }
    }
    return { kind: 'review', ops, paths };
}

// EXTERNAL MODULE: ./src/core/workspace/merge.ts
var merge = __webpack_require__(7725);
// EXTERNAL MODULE: ./src/core/workspace/overlay.ts
var workspace_overlay = __webpack_require__(2657);
;// CONCATENATED MODULE: ./src/core/commands/accept-merge.ts


/**
 * Merges changes that each apply to the head into one set of files, with
 * the three-way merge of docs/architecture.md §6 (base: the head). All or nothing: if
 * any two overlap, the conflicts are returned and no files, so a commit
 * never holds part of a change.
 */
async function mergeAcceptedChanges(head, workspaces, 
/** The languages' merge of files they understand (tests both sides added to one test file). */
structuralMerge) {
    const stable = { readFile: async (path) => head(path) };
    const overlays = [];
    for (const workspace of workspaces) {
        const overlay = workspace_overlay/* WorkspaceOverlay */.w.create(workspace.id, stable);
        for (const [path, content] of workspace.files) {
            if (content === undefined)
                await overlay.deleteFile(path);
            else
                await overlay.writeFile(path, content);
        }
        overlays.push(overlay);
    }
    const merged = await (0,merge/* mergeWorkspaces */.Z2)(stable, overlays, structuralMerge);
    return merged.conflicts.length > 0
        ? { ok: false, conflicts: merged.conflicts }
        : { ok: true, files: merged.files };
}

// EXTERNAL MODULE: ./src/core/publish/markers.ts
var markers = __webpack_require__(292);
// EXTERNAL MODULE: ./src/core/publish/reconcile.ts
var reconcile = __webpack_require__(1035);
;// CONCATENATED MODULE: ./src/core/commands/posted-changes.ts


/**
 * Each change of {@link EarlierRuns} with the commit its review was posted on
 * and the node its text names. A change whose review GitHub does not list
 * (or lists without a commit) cannot be carried over, and is a problem.
 */
function placeChanges(runs, comments, reviews) {
    const commentById = new Map(comments.map((c) => [c.id, c]));
    const place = new Map(reviews.map((review, order) => [review.id, { review, order }]));
    const changes = [];
    const problems = [];
    for (const change of runs.changes) {
        const comment = change.comment_id === undefined ? undefined : commentById.get(change.comment_id);
        const reviewId = change.review_id ?? comment?.review_id;
        const found = reviewId === undefined ? undefined : place.get(reviewId);
        const which = `the change of ${change.marker.workspace_id} ${change.comment_id === undefined ? '' : `in review comment ${change.comment_id} `}`;
        if (!found || found.review.commit_id === '') {
            problems.push(`${which}has no review with the commit it was posted on: not used`);
            continue;
        }
        if (change.commit_id !== found.review.commit_id) {
            problems.push(`${which}was computed on ${change.commit_id.slice(0, 7) || 'no commit'}, but its review was posted on ${found.review.commit_id.slice(0, 7)}: not used`);
            continue;
        }
        changes.push({
            change,
            commit: found.review.commit_id,
            order: found.order,
            ...(change.marker.name === '' ? {} : { node: change.marker.name }),
        });
    }
    return { changes, problems };
}
/** The workspace ids a marker names: one, or several joined with `+`. */
function workspaceIds(workspaceId) {
    return workspaceId.split('+');
}
/**
 * The latest posted change of the workspace `id`: a marker of that workspace
 * alone if there is one, else one that joins it with others (accepting it
 * accepts them too); of those, the one of the latest review.
 */
function latestChangeOf(changes, id) {
    const naming = changes.filter((c) => workspaceIds(c.change.marker.workspace_id).includes(id));
    const alone = naming.filter((c) => c.change.marker.workspace_id === id);
    return latest(alone.length > 0 ? alone : naming);
}
/** Every change that names one of `ids`, of any run: the threads an accept of them settles. */
function changesNaming(changes, ids) {
    return changes.filter((c) => workspaceIds(c.change.marker.workspace_id).some((id) => ids.includes(id)));
}
/**
 * The latest change of each workspace (by its marker's id) whose result the
 * head does not hold yet, and whose thread is not outdated: what
 * `/remora accept all` commits. A workspace posted as several blocks is
 * pending while any block of its latest review is. `headFile` answers for
 * their paths.
 */
function pendingChanges(changes, headFile) {
    const byWorkspace = new Map();
    for (const change of changes) {
        const id = change.change.marker.workspace_id;
        byWorkspace.set(id, [...(byWorkspace.get(id) ?? []), change]);
    }
    const pending = [];
    for (const ofId of byWorkspace.values()) {
        const last = latest(ofId);
        if (!last)
            continue;
        const blocks = ofId.filter((c) => c.order === last.order);
        const judged = (0,reconcile/* judgeEarlierChanges */.VY)(blocks.map((c) => c.change), headFile);
        if (judged.pending.length > 0)
            pending.push(last);
    }
    return pending;
}
function latest(changes) {
    let found;
    for (const change of changes)
        if (!found || change.order > found.order)
            found = change;
    return found;
}
/**
 * Why markers that name the workspace `id` are not believed, in texts Remora
 * wrote: one line each. Markers that name other workspaces are not looked at.
 */
function distrustedMarkersNaming(texts, id) {
    const found = { broken: [], quoted: [] };
    for (const { where, body } of texts) {
        const read = (0,markers/* readTrailer */.ot)(body);
        // Ids are lowercase letters, digits, `_` and `-`: never part of the base64 patch.
        if (read.problem && read.raw.includes(id))
            found.broken.push(`${where}: ${read.problem.message}`);
        if ((0,markers/* quotesMarkerNaming */.O7)(read.text, id))
            found.quoted.push(`${where} quotes a remora marker naming ${id} in its text, not in the trailer Remora writes: quoted or copied text is never trusted`);
    }
    return found;
}

// EXTERNAL MODULE: ./src/core/commands/apply-patch.ts
var apply_patch = __webpack_require__(8661);
;// CONCATENATED MODULE: ./src/core/commands/rebase-change.ts



/**
 * Carries a workspace's patch from the commit it was posted on to the
 * current head, file by file: the patch is applied to the file as it was
 * then, and the result merged three-way (base: the file then; ours: the
 * head; theirs: the patched file) — the merge of docs/architecture.md §6, which also
 * combines tests that both sides added to one test file. Where the head
 * changed the same lines, nothing is guessed: the file is named.
 */
function rebaseChange(files, posted, head, 
/** The languages' merge of files they understand (tests both sides added to one test file). */
structuralMerge) {
    const sections = new Map();
    for (const file of files)
        sections.set(file.path, [...(sections.get(file.path) ?? []), file]);
    const result = new Map();
    for (const [path, ofPath] of sections) {
        if (!isRepositoryPath(path))
            return { ok: false, path, kind: 'unfit', reason: 'the path is not inside the repository' };
        const base = posted(path);
        const incoming = patched(path, base, ofPath, structuralMerge);
        if (!incoming.ok)
            return { ok: false, path, kind: 'unfit', reason: incoming.reason };
        const current = head(path);
        const merged = mergeThreeWay(path, base, current, incoming.content, structuralMerge);
        if (!merged.ok)
            return {
                ok: false,
                path,
                kind: 'stale',
                reason: 'the head changed the lines this change rewrites since it was posted',
            };
        if (merged.content !== current)
            result.set(path, merged.content);
    }
    return { ok: true, files: result };
}
/**
 * One file with every section of the patch for it applied. A marker that
 * joins several workspaces carries one section per workspace for a file
 * they both changed, each against the same commit: they are merged.
 */
function patched(path, base, sections, structuralMerge) {
    let content = base;
    for (const [index, section] of sections.entries()) {
        const applied = (0,apply_patch/* applyFileDiff */.y)(base, section);
        if (!applied.ok)
            return { ok: false, reason: `its patch does not fit: ${applied.reason}` };
        if (index === 0) {
            content = applied.content;
            continue;
        }
        const merged = mergeThreeWay(path, base, content, applied.content, structuralMerge);
        if (!merged.ok)
            return { ok: false, reason: 'the changes it joins overlap' };
        content = merged.content;
    }
    return { ok: true, content };
}
/** Whether a patch's path is a plain repository path: nothing outside it, nothing in `.git`. */
function isRepositoryPath(path) {
    try {
        return (0,workspace_path/* confineWorkspacePath */.R)(path) === path;
    }
    catch {
        return false;
    }
}
function mergeThreeWay(path, base, current, incoming, structuralMerge) {
    const merged = (0,merge/* mergeFileVersions */.cn)(base, current, incoming);
    if (merged.ok)
        return merged;
    const structural = structuralMerge?.(path, base, current, incoming);
    return structural === undefined ? { ok: false } : { ok: true, content: structural };
}

// EXTERNAL MODULE: ./src/core/feedback/review-record.ts
var review_record = __webpack_require__(2081);
// EXTERNAL MODULE: ./src/languages/registry.ts + 148 modules
var registry = __webpack_require__(1739);
// EXTERNAL MODULE: ./src/core/publish/verdicts.ts
var publish_verdicts = __webpack_require__(6061);
// EXTERNAL MODULE: ./src/core/publish/index.ts + 11 modules
var publish = __webpack_require__(1897);
;// CONCATENATED MODULE: ./src/adapters/github/job-log.ts



/**
 * Writes a line (or lines) to the job's log, with workflow commands stopped
 * around text that holds `::` ({@link withCommandsStopped}): what Remora logs
 * quotes the pull request. `core.notice`, `core.warning` and
 * `core.startGroup` escape their text themselves; `core.info` does not, so
 * the action logs only through this.
 */
function info(text) {
    core/* info */.pq((0,inert_text/* withCommandsStopped */.c7)(text, (0,external_node_crypto_.randomBytes)(16).toString('hex')));
}

;// CONCATENATED MODULE: ./src/action/log.ts
// The action logs through the job log's one writer (it stops workflow commands in the text).


// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/action/earlier-runs.ts




/** The login the job's GITHUB_TOKEN posts as. */
const REMORA_AUTHOR = 'github-actions[bot]';
/** The permissions whose holders' 👎 and resolved threads count: those who may run commands. */
const MAY_RUN = ['admin', 'maintain', 'write'];
/** Logs each workspace's verdict, one line each. */
function logEarlierVerdicts(verdicts) {
    for (const verdict of verdicts)
        info(`${verdict.workspace_id}: ${verdict.verdict.replace('_', ' ')} (${verdict.blocks.accepted} of ${verdict.blocks.of} blocks committed)`);
}
/**
 * Our earlier comments, reviews and threads, and what reviewers did with
 * them: what was posted, accepted (block by block), rejected (by command,
 * 👎 or a thread resolved without committing), and which threads to resolve.
 * `nodeShas` are the text hashes of the nodes this run reviewed, by node id:
 * a rejection holds only while its node's text is the same.
 */
async function readEarlier(github, pullNumber, head, nodeShas = new Map()) {
    const [comments, reviews, threads] = await Promise.all([
        github.listReviewComments(pullNumber),
        github.listReviews(pullNumber),
        github.listReviewThreads(pullNumber),
    ]);
    // Anyone can write a well-formed marker; only the job's own are trusted.
    const earlier = (0,publish/* readEarlierRuns */.bH)({ comments, reviews, threads, author: REMORA_AUTHOR });
    const texts = new Map();
    for (const path of (0,publish/* pathsToRead */.Of)(earlier.changes))
        texts.set(path, await head.readFile(path));
    const judged = (0,publish/* judgeEarlierChanges */.VY)(earlier.changes, (path) => texts.get(path));
    if (earlier.changes.length > 0)
        info(`earlier runs posted ${judged.counts.posted} suggestions: ${judged.accepted.length} accepted, ` +
            `${judged.outdated.length} outdated, ${judged.pending.length} pending`);
    const problems = [...earlier.problems];
    const rejections = await readRejectionsOn(github, pullNumber, {
        all: earlier.changes,
        pending: judged.pending,
        comments,
        problems,
    });
    return {
        alreadyPosted: earlier.alreadyPosted,
        resolve: judged.resolve,
        judged,
        counts: judged.counts,
        problems,
        rejected: (0,publish/* rejectedSet */.tw)(rejections),
        rejections,
        verdicts: (0,publish/* workspaceVerdicts */.A3)(judged, rejections, pullNumber, nodeShas),
    };
}
/**
 * Every rejection of the pull request's changes: those Remora recorded in
 * its replies to `/remora reject`, and the 👎 and resolved threads of
 * people with write access on the `pending` ones. What cannot be read is
 * added to `problems`, never fatal: the review still stands.
 */
async function readRejectionsOn(github, pullNumber, read) {
    const issueComments = await github.listIssueComments(pullNumber).catch((error) => {
        read.problems.push(`the pull request's comments could not be read, so rejections by /remora reject are not known: ${(0,core_errors/* describeError */.Uc)(error)}`);
        return [];
    });
    const recorded = (0,publish/* readRejections */.zV)(issueComments, REMORA_AUTHOR);
    (0,arrays/* appendAll */.u2)(read.problems, recorded.problems);
    const acts = await reviewerActs(github, read.all, read.pending, read.comments, read.problems);
    return [...recorded.rejections, ...acts];
}
/**
 * Rejections said without a command: a 👎 on Remora's comment, or its thread
 * resolved by someone other than Remora while its block is not in the head.
 * GitHub sends no event for either, so each run reads them; only people with
 * write permission count, as for commands.
 */
async function reviewerActs(github, all, pending, comments, problems) {
    const may = permissionGate(github, problems);
    const thumbs = new Map(comments.map((c) => [c.id, c.thumbsDown ?? 0]));
    const rejections = [];
    for (const change of pending) {
        const ids = change.marker.workspace_id.split('+');
        const reject = (by, reason, how) => {
            for (const id of ids)
                rejections.push((0,publish/* rejectionOf */.h2)(all, id, { by, reason, how }));
        };
        const { comment_id: commentId, thread } = change;
        if (commentId !== undefined && (thumbs.get(commentId) ?? 0) > 0) {
            const logins = await github.listThumbsDown(commentId).catch((error) => {
                problems.push(`the 👎 of review comment ${commentId} could not be read: ${(0,core_errors/* describeError */.Uc)(error)}`);
                return [];
            });
            const by = await firstAllowed(logins, may);
            if (by)
                reject(by, '👎 on the suggestion', 'reaction');
        }
        if (thread?.isResolved && thread.resolvedBy && thread.resolvedBy !== REMORA_AUTHOR) {
            if (await may(thread.resolvedBy))
                reject(thread.resolvedBy, 'resolved the thread without committing the suggestion', 'resolved');
        }
    }
    return rejections;
}
async function firstAllowed(logins, may) {
    for (const login of logins)
        if (login !== REMORA_AUTHOR && (await may(login)))
            return login;
    return undefined;
}
/** Whether a login has write permission, asked once per login; unsure is no. */
function permissionGate(github, problems) {
    const asked = new Map();
    return (login) => {
        let answer = asked.get(login);
        if (!answer) {
            answer = github.getPermission(login).then((permission) => MAY_RUN.includes(permission), (error) => {
                problems.push(`${login}'s permission could not be read, so their act is not counted: ${(0,core_errors/* describeError */.Uc)(error)}`);
                return false;
            });
            asked.set(login, answer);
        }
        return answer;
    };
}

;// CONCATENATED MODULE: ./src/action/accept-verdicts.ts





/** `accept all` leaves out what reviewers rejected: only a named accept overrules a rejection. */
async function withoutRejected(github, pr, all, pending, comments) {
    const problems = [];
    const rejections = await readRejectionsOn(github, pr.number, {
        all: all.map((c) => c.change),
        pending: pending.map((c) => c.change),
        comments,
        problems,
    });
    for (const problem of problems)
        info(problem);
    return pending.filter((c) => {
        const ids = workspaceIds(c.change.marker.workspace_id);
        // Judged by the latest change of each workspace: a rejection of an older node text is spent.
        const rejected = ids.filter((id) => {
            const latest = latestChangeOf(all, id);
            return latest !== undefined && (0,publish_verdicts/* rejectionFor */.B$)(rejections, id, [latest.change]) !== undefined;
        });
        if (rejected.length > 0)
            info(`accept all leaves out ${rejected.join(', ')}: rejected by a reviewer`);
        return rejected.length === 0;
    });
}
/** Each accepted workspace whole: every block of its latest review, committed by `actor`'s command. */
function acceptedVerdicts(changes, ids, pullRequest, actor) {
    return [...new Set(ids)].map((id) => {
        const naming = changesNaming(changes, [id]);
        const last = (0,arrays/* largest */.nQ)(naming.map((c) => c.order));
        const prints = [
            ...new Set(naming.filter((c) => c.order === last).map((c) => c.change.marker.fingerprint)),
        ];
        return {
            pull_request: pullRequest,
            ...(0,publish_verdicts/* splitWorkspaceId */.Dt)(id),
            workspace_id: id,
            fingerprints: prints,
            verdict: 'accepted',
            blocks: { accepted: prints.length, of: prints.length },
            actor,
            ...(0,publish_verdicts/* suggestionOf */.y0)(naming.sort((a, b) => a.order - b.order).map((c) => c.change), id),
        };
    });
}

// EXTERNAL MODULE: ./src/languages/file-text.ts + 1 modules
var file_text = __webpack_require__(1247);
// EXTERNAL MODULE: ./src/core/workspace/unified-diff.ts
var unified_diff = __webpack_require__(6347);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/action/run-failure.ts


/** Errors the workflow's author must fix. */
const USERS_TO_FIX = new Set(['CONFIG_001', 'GH_003', 'CLI_001']);
/**
 * Remora's known outages: the model server cannot be reached (AGENT_002),
 * GitHub's API keeps failing (GH_001), the token lacks a permission (GH_002).
 */
const OUTAGES = new Set(['AGENT_002', 'GH_001', 'GH_002']);
/** Which kind of failure `error` is. */
function run_failure_classifyFailure(error) {
    if (!(error instanceof core_errors/* RemoraError */.LP))
        return 'bug';
    if (USERS_TO_FIX.has(error.code))
        return 'users-to-fix';
    if (OUTAGES.has(error.code))
        return 'outage';
    if (error.code === 'CANCEL_001')
        return 'cancelled';
    return 'error';
}
/**
 * A failure already told to the user in full (the check's text): the step
 * fails with its message as it is.
 */
class ReportedFailure extends Error {
    constructor(message, options) {
        super(message, options);
        this.name = 'ReportedFailure';
    }
}
/** The Actions run's page, from the runner's variables; undefined outside a runner. */
function tryRunUrl(env) {
    const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
    if (!repository || !runId)
        return undefined;
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return `${server}/${repository}/actions/runs/${runId}`;
}
/** The folder a run writes its event log and report to (the `report-path` output). */
function reportDir(runnerTemp, env) {
    return (0,external_node_path_.join)(runnerTemp, `remora-${env.GITHUB_RUN_ID ?? `${process.pid}`}`);
}
/** Where the run's log and report are, as a sentence. */
function whereTheLogIs(env, report) {
    const url = tryRunUrl(env);
    const places = [
        url ? `the run's log is at ${url}` : "the run's log is in the workflow run",
        ...(report ? [`its event log and report in ${report} (the report-path output)`] : []),
    ];
    return `${places.join(', ')}.`;
}
/** The text of a failure a run ends with: a bug says it is Remora's and where the log is. */
function failureText(error, env, report) {
    if (error instanceof ReportedFailure)
        return error.message;
    const message = (0,core_errors/* describeError */.Uc)(error);
    const remedy = (0,core_errors/* remedyOf */.SM)(error);
    if (run_failure_classifyFailure(error) !== 'bug')
        return remedy ? `${message.replace(/\.$/, '')}. What to do: ${remedy}.` : message;
    return (`Remora hit an internal error: ${message}. This is a bug in Remora, not in the pull ` +
        `request; please report it with the run's log: ${whereTheLogIs(env, report)}`);
}
/** How a run stopped by `error` ends, under `on-outage`. */
function failedRunEnd(error, onOutage, env, report) {
    const kind = run_failure_classifyFailure(error);
    const text = failureText(error, env, report);
    switch (kind) {
        case 'users-to-fix':
            return {
                kind,
                conclusion: 'failure',
                title: 'Remora cannot review this run',
                text,
                failsStep: true,
            };
        case 'outage':
            return {
                kind,
                conclusion: onOutage,
                title: 'Remora could not finish its review',
                text: onOutage === 'neutral'
                    ? `${text} (an outage; on-outage: neutral lets the check pass)`
                    : text,
                failsStep: onOutage === 'failure',
            };
        case 'cancelled':
            return {
                kind,
                conclusion: 'cancelled',
                title: 'The review was cancelled',
                text,
                failsStep: false,
            };
        case 'error':
            return {
                kind,
                conclusion: 'failure',
                title: 'Remora could not finish its review',
                text: `${text}; ${whereTheLogIs(env, report)}`,
                failsStep: true,
            };
        case 'bug':
            return {
                kind,
                conclusion: 'failure',
                title: 'Remora hit an internal error',
                text,
                failsStep: true,
            };
    }
}

// EXTERNAL MODULE: ./src/core/events/run-tally.ts
var run_tally = __webpack_require__(7215);
;// CONCATENATED MODULE: ./src/core/summary/markdown.ts

/**
 * Markdown pieces for GitHub-flavoured tables. Paths and names come from the
 * pull request, so anything in them that markdown would read as syntax must
 * be neutralised, or a file called `a|b.py` would split a table row.
 */
/** Text as a code span inside a table cell ({@link markdownCodeCell}). */
const codeCell = inert_text/* markdownCodeCell */.d;
/** Plain text inside a table cell or list item ({@link markdownText}). */
const textCell = inert_text/* markdownText */.p7;
/** A table with a header row; every cell must already be escaped. */
function markdownTable(header, rows) {
    const line = (cells) => `| ${cells.join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

// EXTERNAL MODULE: ./src/core/report/format-review.ts
var format_review = __webpack_require__(6708);
;// CONCATENATED MODULE: ./src/core/summary/changed-nodes-summary.ts


/** `3-5`, or `4` for a single line. */
function formatRange(range) {
    return range.start === range.end ? `${range.start}` : `${range.start}-${range.end}`;
}
/** Ranges joined for reading: `4, 7-9`. */
function formatRanges(ranges) {
    return ranges.map(formatRange).join(', ');
}
/** The log line for one changed node: `path:start-end type full_name`. */
function formatChangedNodeLine({ node }) {
    return `${shownPath(node.file_path)}:${node.start_line}-${node.end_line} ${node.node_type} ${node.full_name}`;
}
/**
 * A path as one line of a log shows it: a name holding a newline, a tab or
 * another control character is written quoted, with escapes (`"a\nb.py"`),
 * so a file name can never start a line of its own.
 */
function shownPath(path) {
    for (let i = 0; i < path.length; i++) {
        const code = path.charCodeAt(i);
        if (code < 0x20 || code === 0x7f)
            return JSON.stringify(path);
    }
    return path;
}
/** The changed-nodes table: file, node, type, lines, changed lines. */
function renderChangedNodesTable(changed) {
    const rows = changedNodeRows(changed).map((row) => [
        codeCell(row.file),
        codeCell(row.node),
        row.type,
        row.lines,
        row.changed,
    ]);
    return markdownTable(['File', 'Node', 'Type', 'Lines', 'Changed lines'], rows);
}
/** The table rows for changed nodes, one per node, in the given order. */
function changedNodeRows(changed) {
    return changed.map(({ node, changed_lines }) => ({
        file: node.file_path,
        // A file node's full_name is its path; the type column already says what it is.
        node: node.full_name,
        type: node.node_type,
        lines: formatRange({ start: node.start_line, end: node.end_line }),
        changed: formatRanges(changed_lines),
    }));
}
/** The notes list: one bullet per diagnostic, severity first. */
function renderNotes(diagnostics) {
    return diagnostics
        .map((d) => {
        const where = d.file === undefined
            ? ''
            : ` ${(0,inert_text/* markdownCode */.D9)(d.file)}${d.line === undefined ? '' : `:${d.line}`}`;
        return `- **${d.severity}** ${d.code}${where}: ${textCell(stripFilePrefix(d.message, d.file))}`;
    })
        .join('\n');
}
/** Messages often start with their file; the bullet already shows it. */
function stripFilePrefix(message, file) {
    return file !== undefined && message.startsWith(`${file}: `)
        ? message.slice(file.length + 2)
        : message;
}

;// CONCATENATED MODULE: ./src/core/summary/review-summary.ts



/**
 * The job summary of a pull request run: the figures of the check run, a link
 * to the review, notes, and — when the review was not posted — the review
 * itself.
 */
function renderReviewSummary(input) {
    const parts = [
        '## Remora',
        `Pull request #${input.pullNumber} at \`${input.headSha.slice(0, 7)}\`.`,
        markdownTable(['', ''], input.figures.map(([name, value]) => [textCell(name), textCell(value)])),
    ];
    if (input.verdicts && input.verdicts.length > 0)
        parts.push("### Reviewers' verdicts", input.verdicts.join('\n'));
    if (input.reviewUrl)
        parts.push(`[The review](${input.reviewUrl})`);
    else if (input.notPosted)
        parts.push(`No review was posted: ${textCell(input.notPosted)}.`);
    if (input.notes.length > 0 || input.diagnostics.length > 0)
        parts.push('### Notes', [
            ...input.notes.map((note) => `- ${textCell(note)}`),
            ...(input.diagnostics.length > 0 ? [renderNotes(input.diagnostics)] : []),
        ].join('\n'));
    if (input.changed.length > 0)
        parts.push([
            `<details><summary>${input.changed.length} changed ${input.changed.length === 1 ? 'node' : 'nodes'}</summary>`,
            '',
            renderChangedNodesTable(input.changed),
            '',
            '</details>',
        ].join('\n'));
    if (input.unposted)
        parts.push(renderUnposted(input.unposted));
    return `${parts.join('\n\n')}\n`;
}
function renderUnposted(review) {
    const comments = review.comments.map((comment) => {
        const lines = comment.start_line === undefined
            ? `${comment.line}`
            : `${comment.start_line}-${comment.line}`;
        return `#### ${(0,inert_text/* markdownCode */.D9)(comment.path)} line ${lines}\n\n${comment.body}`;
    });
    return [
        '### The review',
        '<details><summary>Body and comments, as they would be posted</summary>',
        '',
        review.body,
        ...comments,
        '',
        '</details>',
    ].join('\n\n');
}

// EXTERNAL MODULE: ./src/pipeline/changed-nodes.ts
var changed_nodes = __webpack_require__(1346);
;// CONCATENATED MODULE: ./src/pipeline/incremental-targets.ts


const incremental_targets_short = (sha) => sha.slice(0, 7);
/**
 * Narrows the pull request's changed nodes (base...head) to those whose own
 * code changed between the last reviewed head and the head, with the same
 * changed-node selection (docs/architecture.md §3); the others keep the
 * suggestions they have. When git cannot say, the push is reviewed in full.
 */
async function narrowToChangedSince(changed, scope, head, deps) {
    const full = (reason) => ({
        targets: [...changed],
        scope: `full: ${reason}`,
        said: `full review: ${reason}`,
    });
    if (scope.since === undefined)
        return scope.fullBecause === undefined ? { targets: [...changed] } : full(scope.fullBecause);
    let since;
    try {
        since = await (0,changed_nodes/* findChangedNodes */.hV)(deps.git, scope.since, head, deps.discoverer);
    }
    catch (error) {
        return full(`the changes since ${incremental_targets_short(scope.since)} could not be read: ${(0,core_errors/* describeError */.Uc)(error)}`);
    }
    const changedSince = new Set(since.nodes.map((c) => c.node.node_id));
    const targets = changed.filter((c) => changedSince.has(c.node.node_id));
    const kept = changed.length - targets.length;
    return {
        targets,
        changedSince,
        scope: `incremental: ${targets.length} of ${changed.length} changed nodes changed since ${incremental_targets_short(scope.since)}, the last head Remora reviewed; the other ${kept} keep their earlier review`,
        said: `incremental review since ${scope.since}: ${targets.length} of ${changed.length} changed nodes changed since`,
    };
}

// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/pipeline/publication.ts
var pipeline_publication = __webpack_require__(6136);
// EXTERNAL MODULE: ./src/core/feedback/review-trajectory.ts
var review_trajectory = __webpack_require__(6773);
// EXTERNAL MODULE: ./src/core/runner/model-routing.ts
var model_routing = __webpack_require__(256);
// EXTERNAL MODULE: ./src/pipeline/train-data.ts
var train_data = __webpack_require__(4593);
;// CONCATENATED MODULE: ./src/pipeline/review-trajectories.ts





/**
 * The review trajectory of every run whose change this review publishes:
 * what a verdict given in a later job (an accept, a reject) is joined with
 * by `remora train-data --from-reviews`. Which runs made which suggestion is
 * read back from the planned review's own markers, the way the verdict's
 * job reads them, so both sides name a run by the same id.
 */
async function publishedRuns(input) {
    const fingerprints = new Map();
    for (const text of [input.plan.review.body, ...input.plan.review.comments.map((c) => c.body)])
        for (const marker of (0,markers/* readTrailer */.ot)(text).trailer?.markers ?? []) {
            if (marker.kind !== 'change')
                continue;
            for (const id of (0,review_record/* trajectoryIdsOf */.LM)(input.head, marker))
                fingerprints.set(id, [...(fingerprints.get(id) ?? []), marker.fingerprint]);
        }
    const lines = [];
    for (const { node, ops } of input.report.nodes) {
        for (const result of ops) {
            const published = fingerprints.get((0,review_record/* trajectoryId */.PP)(input.head, result.workspace_id));
            const definition = input.agents.get(result.op);
            // A run that changed nothing made no part of a suggestion, whatever a joined marker names.
            if (!published || !definition || !result.transcript || result.diff === '')
                continue;
            if (result.status !== 'succeeded')
                continue;
            const text = await input.readFile(node.file_path);
            if (text === undefined)
                continue;
            lines.push((0,review_trajectory/* reviewTrajectory */.E1)({
                repository: input.repository,
                pullRequest: input.pullRequest,
                commitId: input.head,
                node,
                nodeSha256: (0,train_data/* textDigest */.oA)(node.text),
                task: (0,train_data/* taskOf */.Xb)(result.op, node, text),
                definition,
                model: input.models?.get(result.op) ?? (0,model_routing/* chooseModel */.Rk)(result.op, input.config, definition).model,
                teacher: input.backend.kind === 'builtin' ? 'builtin' : 'server',
                historyTokenBudget: input.config.runner.history_token_budget,
                result: { ...result, transcript: result.transcript },
                fingerprints: published,
            }));
        }
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/pipeline/pull-request-review.ts








/**
 * Every pull request run's ops may ask (ask_user): the question waits for an
 * answer in its thread, and the op closes as waiting.
 */
const ASK_IN_THREAD = () => async () => ({ waiting: true });
/**
 * The pipeline of a pull request's review, in one pass over what the entry
 * point gathered: the run prepared on the trusted settings, the changed
 * nodes found in the files read (narrowed as a command asks, and to what
 * changed since the last reviewed head), the review, and the publication
 * planned against what earlier runs posted and reviewers said.
 */
async function reviewPullRequestChanges(input) {
    const { options, pr } = input;
    const said = [];
    const prepared = await (0,prepare/* prepareRun */.Z0)({
        ...input.run,
        settings: input.settings,
        requestedOps: input.requestedOps,
        backend: input.backend,
        checkSandbox: true,
        tree: { git: input.git, head: pr.headSha },
        conversation: {
            ask: ASK_IN_THREAD,
            ...(options.resume
                ? { resume: new Map([[options.resume.workspace_id, options.resume.point]]) }
                : {}),
        },
    });
    const found = await nodesToReview(input, prepared, said);
    if (options.resume) {
        const outdated = whyOutdated(found.changed, options.resume);
        if (outdated)
            return { prepared, found, outdated, said };
        const { node_id } = options.resume;
        found.changed = found.changed.filter((changed) => changed.node.node_id === node_id);
    }
    if (found.changed.length === 0)
        return { prepared, found, said };
    const reviewed = await reviewFound(input, prepared, found, said);
    return { prepared, found, reviewed, said };
}
/**
 * The nodes the pull request changed, found in the files read: only those
 * under a narrowed command's paths, only a retried node, never a node in a
 * linked file (its text is its target's path).
 */
async function nodesToReview(input, prepared, said) {
    const { options } = input;
    const { session } = prepared;
    const found = await changedNodesOf(input.files, session.discoverer, said);
    if (options.paths)
        found.changed = found.changed.filter((c) => inPaths(c.node.file_path, options.paths ?? []));
    if (options.retry) {
        const { nodeId } = options.retry;
        found.changed = found.changed.filter((c) => c.node.node_id === nodeId);
    }
    const files = await (0,changed_nodes/* withoutLinkedFiles */.pc)(found.changed, found.diagnostics, session.tree.root);
    found.changed = files.nodes;
    found.diagnostics = files.diagnostics;
    return found;
}
/** The changed nodes of the files read: discovery at head (and base, where read), then selection. */
async function changedNodesOf(read, discoverer, said = []) {
    const selected = await (0,changed_nodes/* selectChangedNodes */.Ed)(read.files, discoverer);
    said.push(`${selected.nodes.length} changed nodes in ${read.files.length} files`);
    return {
        changed: selected.nodes,
        diffs: read.files.map((file) => file.diff),
        diagnostics: [...read.diagnostics, ...selected.diagnostics],
        reviewedFiles: read.files.length,
    };
}
/**
 * Reviews the nodes (those changed since the last whole review, on an
 * incremental push) and plans the publication against what earlier runs
 * posted and reviewers said.
 */
async function reviewFound(input, prepared, found, said) {
    const { pr, options, earlier } = input;
    const { config, session } = prepared;
    // A narrowed command run is never incremental: it reviews what it was asked to.
    const scope = options.ops || options.paths ? {} : input.scope;
    const narrowed = await narrowToChangedSince(found.changed, scope, pr.headSha, {
        git: input.git,
        discoverer: session.discoverer,
    });
    if (narrowed.said)
        said.push(narrowed.said);
    const { retry } = options;
    const targets = retry
        ? narrowed.targets.map((t) => ({ ...t, instruction: retry.instruction }))
        : narrowed.targets;
    const report = await session.review(targets);
    const nodeShas = new Map(report.nodes.map((n) => [n.node.node_id, (0,publish/* nodeContentHash */.k)(n.node.text)]));
    const verdicts = (0,publish/* workspaceVerdicts */.A3)(earlier.judged, earlier.rejections, pr.number, nodeShas);
    const publication = await (0,pipeline_publication/* planPublication */.W)(report, {
        head: pr.headSha,
        config,
        commentable: (0,publish/* commentableRanges */.En)(found.diffs),
        maxComments: input.maxComments,
        alreadyPosted: earlier.alreadyPosted,
        // A retry runs one op on one node, which the reviewer asked for again.
        ...(retry ? {} : { rejected: earlier.rejected }),
    });
    const trajectories = await trajectoriesOf(pr, prepared, report, publication);
    return { narrowed, report, publication, verdicts, trajectories };
}
/**
 * The runs behind the review's suggestions, for the run log's
 * `trajectories.jsonl`. Losing them costs training data, not the review: a
 * failure is said, not thrown.
 */
async function trajectoriesOf(pr, prepared, report, publication) {
    try {
        const source = prepared.session.tree.source;
        const lines = await publishedRuns({
            repository: `${pr.owner}/${pr.repo}`,
            pullRequest: pr.number,
            head: pr.headSha,
            report,
            plan: publication.plan,
            config: prepared.config,
            agents: prepared.agents,
            ...(prepared.models ? { models: prepared.models } : {}),
            backend: prepared.backend,
            readFile: (path) => source.readFile(path),
        });
        return { lines };
    }
    catch (error) {
        return { problem: (0,core_errors/* describeError */.Uc)(error) };
    }
}
/**
 * Why a waiting op cannot resume on the pull request's head: its node is no
 * longer among the changed nodes, or its code changed since the question.
 */
function whyOutdated(changed, resume) {
    const node = changed.find((c) => c.node.node_id === resume.node_id)?.node;
    if (!node)
        return 'the node the question was about is no longer changed by the pull request';
    if ((0,publish/* textSha256 */.XN)(node.text) !== resume.node_sha256)
        return `the code of ${(0,inert_text/* markdownCode */.D9)(node.full_name)} changed since the question was asked`;
    return undefined;
}
/** Whether a repository path is one of `paths` or inside a folder among them. */
function inPaths(path, paths) {
    return paths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}

// EXTERNAL MODULE: ./src/pipeline/session.ts + 2 modules
var session = __webpack_require__(6101);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/feedback/feedback-file.ts
var feedback_file = __webpack_require__(4935);
;// CONCATENATED MODULE: ./src/action/outputs.ts

/** The action's outputs, as declared in action.yml. */
const OUTPUTS = {
    reviewId: 'review-id',
    suggestions: 'suggestions',
    findings: 'findings',
    nodes: 'nodes',
    failedOps: 'failed-ops',
    reportPath: 'report-path',
    feedbackRecords: 'feedback-records',
};
/** Sets the counting outputs; a later call overrides an earlier one. */
function setOutputs(counts) {
    core/* setOutput */.uH(OUTPUTS.nodes, counts.nodes);
    core/* setOutput */.uH(OUTPUTS.suggestions, counts.suggestions);
    core/* setOutput */.uH(OUTPUTS.findings, counts.findings);
    core/* setOutput */.uH(OUTPUTS.failedOps, counts.failedOps);
    if (counts.reviewId !== undefined)
        core/* setOutput */.uH(OUTPUTS.reviewId, counts.reviewId);
}

;// CONCATENATED MODULE: ./src/core/report/redact.ts
/** What a secret reads as wherever Remora writes: the runner's own mask. */
const REDACTED = '***';
/**
 * `text` with every occurrence of each secret replaced by `***`. Secrets
 * shorter than four characters are left alone: masking every `a` would
 * make the text unreadable and protect nothing.
 */
function redactText(text, secrets) {
    let out = text;
    for (const secret of secrets)
        if (secret.length >= 4 && out.includes(secret))
            out = out.split(secret).join(REDACTED);
    return out;
}
/**
 * A copy of `value` with {@link redactText} applied to every string in it,
 * through arrays and plain objects; bytes and other objects pass unchanged.
 */
function redactDeep(value, secrets) {
    if (typeof value === 'string')
        return redactText(value, secrets);
    if (Array.isArray(value))
        return value.map((item) => redactDeep(item, secrets));
    if (value !== null &&
        typeof value === 'object' &&
        Object.getPrototypeOf(value) === Object.prototype)
        return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, redactDeep(item, secrets)]));
    return value;
}

;// CONCATENATED MODULE: ./src/adapters/github/secrets.ts

const secrets = [];
/**
 * Registers the run's secrets (the token, the API key; the runner already
 * masks them in the log, `readActionSettings` registered them there): every
 * other place the action writes to (comments, reviews, the check, pull
 * requests, the job summary, the report and event log, error messages) goes
 * through {@link redacted}.
 */
function registerSecrets(...values) {
    for (const value of values)
        if (value && !secrets.includes(value))
            secrets.push(value);
}
/** `value` with every registered secret in its strings replaced by `***`. */
function redacted(value) {
    return secrets.length === 0 ? value : redactDeep(value, secrets);
}
/** `text` with every registered secret replaced by `***`. */
function redactedText(text) {
    return redactText(text, secrets);
}
/**
 * The port with every argument of every call redacted: what Remora sends
 * GitHub never holds a secret, whichever write sends it.
 */
function redactingPort(port) {
    return new Proxy(port, {
        get(target, property, receiver) {
            const member = Reflect.get(target, property, receiver);
            if (typeof member !== 'function')
                return member;
            return (...args) => member.apply(target, args.map((arg) => redacted(arg)));
        },
    });
}

;// CONCATENATED MODULE: ./src/action/feedback.ts









/** The JSONL file a job's review records are appended to. */
function feedbackRecordsPath(place) {
    const runId = place.runId ?? process.env.GITHUB_RUN_ID ?? `${process.pid}`;
    return (0,external_node_path_.join)(place.runnerTemp, `remora-${runId}`, 'feedback.jsonl');
}
// A suggestion committed with GitHub's button: the commit does not say who pressed it.
const COMMITTED_ON_GITHUB = '(committed on GitHub)';
/**
 * Keeps the verdicts a run read or a command gave as training data, one
 * record per block judged ({@link recordFeedback}). A verdict standing over
 * several runs is written by each; `train-data --from-reviews` counts it
 * once.
 */
function recordVerdicts(verdicts, repository, place) {
    const at = new Date();
    for (const verdict of verdicts)
        keepFeedback(`the ${verdict.verdict} verdict on ${verdict.workspace_id}`, place, () => (0,review_record/* verdictRecords */.Ud)(verdict, repository, at, verdict.actor ?? COMMITTED_ON_GITHUB));
}
/**
 * Writes the records `make` builds; one that cannot be built or written is
 * a `FEEDBACK_001` warning naming `what` and why, never silence: the run's
 * work stands without it.
 */
function keepFeedback(what, place, make) {
    try {
        const made = make();
        for (const record of Array.isArray(made) ? made : [made])
            recordFeedback(record, place);
    }
    catch (error) {
        const why = (0,core_errors/* describeError */.Uc)(error).replace(/^FEEDBACK_001: /, '');
        core/* warning */.$e(`FEEDBACK_001: ${what} is not recorded as feedback: ${why}`);
    }
}
/**
 * Keeps one reviewer's verdict as training data: the record appended to the
 * job's `feedback.jsonl` (named by the `feedback-records` output, for an
 * `actions/upload-artifact` step) and a line in the log. Every verdict path
 * (accept, partial accept, reject, retry, answer) calls this, once per
 * suggestion judged. A record that fails its schema throws: it is a defect
 * of the caller, never a line train-data would refuse later.
 */
function recordFeedback(record, place) {
    const path = feedbackRecordsPath(place);
    const line = (0,feedback_file/* feedbackLine */._)(record);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(path), { recursive: true });
    (0,external_node_fs_.appendFileSync)(path, redactedText(line));
    core/* setOutput */.uH(OUTPUTS.feedbackRecords, path);
    const said = record.text.trim() === '' ? '' : `: ${record.text.trim().split('\n')[0]}`;
    info(`feedback: ${record.verdict} ${record.workspace_id} (${record.op}) by ${record.reviewer}${said}`);
}
/**
 * Writes the runs behind the review's suggestions to the run log's
 * `trajectories.jsonl`: what reviewers' verdicts in later jobs are joined
 * with to become training data. Losing them costs training data, not the
 * review: a failure is a warning.
 */
function keepTrajectories(log, read) {
    if ('problem' in read) {
        core/* warning */.$e(`the published runs are not kept for feedback: ${read.problem}`);
        return;
    }
    try {
        log.writeTrajectories(read.lines);
        const usable = read.lines.filter((line) => line.trajectory !== undefined).length;
        info(`${usable} of ${read.lines.length} published runs kept as trajectories for feedback`);
    }
    catch (error) {
        core/* warning */.$e(`the published runs are not kept for feedback: ${(0,core_errors/* describeError */.Uc)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/action/check-run.ts




/**
 * The check a narrowed command run (`/remora lint pkg/a.py`) reports under:
 * its own, so it never replaces the conclusion of the full review, which the
 * `Remora` check (the one branch protection requires) keeps.
 */
function narrowedCheckName(command, knownOps) {
    const everyOp = knownOps.every((op) => command.ops.includes(op));
    if (everyOp && command.paths.length === 0)
        return undefined;
    return commandCheckName(['/remora', command.ops.join(','), ...command.paths].join(' '));
}
/** The check a command run reports under, named by the command (`Remora: /remora retry <id>`). */
function commandCheckName(text) {
    return `${publish/* CHECK_NAME */.$c}: ${text.length > 80 ? `${text.slice(0, 79)}…` : text}`;
}
/**
 * Creates the `Remora` check on the head commit (or a narrowed run's own), in progress. When GitHub
 * refuses (GH_002 names the missing `checks: write`) or fails, the run goes on
 * without a check, with a warning saying why: the review is still worth posting.
 */
async function startCheckRun(github, headSha, options) {
    let id;
    if (options.dryRun)
        info('dry run: no check run is created');
    else {
        try {
            id = await github.createCheckRun(options.name ?? publish/* CHECK_NAME */.$c, headSha);
        }
        catch (error) {
            // Without a check the review is still worth posting; every other write says why it failed.
            core/* warning */.$e(`no Remora check run: ${(0,core_errors/* describeError */.Uc)(error)}`);
        }
    }
    return {
        get id() {
            return id;
        },
        async complete(conclusion, output, detailsUrl, mark) {
            if (id === undefined)
                return;
            const [first = [], ...rest] = output.annotations;
            const base = { title: output.title, summary: output.summary };
            await github.updateCheckRun(id, {
                status: 'completed',
                conclusion,
                output: { ...base, annotations: first },
                ...(detailsUrl ? { details_url: detailsUrl } : {}),
                ...(mark ? { external_id: mark } : {}),
            });
            for (const batch of rest) {
                await github.updateCheckRun(id, { output: { ...base, annotations: batch } });
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/action/incremental-review.ts




/** How many commits back a push looks for the last head Remora reviewed: one check-runs read each. */
const REVIEWED_HEAD_LOOKUPS = 10;
const incremental_review_short = (sha) => sha.slice(0, 7);
/**
 * Finds the last head of this pull request Remora reviewed, for a
 * `synchronize` push: a commit whose `Remora` check run the job's token
 * marked as a whole review of this pull request (never the event's `before`
 * alone: it only says where to look first), which git says is an ancestor
 * of the new head. A force-push or rebase, a history without such a commit,
 * or any failure of the lookup is a full review, with the reason. So is a
 * `fail-on` that counts findings: they live in one check run's annotations,
 * and the new head's check must see every node's; and so is a run that
 * writes SARIF, whose upload must hold every node's results.
 */
async function chooseReviewScope(github, git, pr, failOn, 
/** Set when the run writes SARIF: code scanning takes a node missing from it for fixed. */
sarifPath) {
    if (pr.action !== 'synchronize')
        return {};
    if (failOn === 'error' || failOn === 'findings')
        return {
            fullBecause: `fail-on: ${failOn} judges every node's findings on the head, and findings are not carried from one check run to the next`,
        };
    if (sarifPath !== undefined)
        return {
            fullBecause: `sarif-path is set: code scanning closes every alert a SARIF upload leaves out, so each push's log holds every node`,
        };
    try {
        const reviewed = async (sha) => (0,publish/* isReviewedHead */.IQ)(await github.listCheckRuns(sha, publish/* CHECK_NAME */.$c), pr.number);
        const { before } = pr;
        if (before !== undefined && before !== pr.headSha && (await reviewed(before))) {
            const base = await git.tryMergeBase(before, pr.headSha);
            if (base === before)
                return { since: before };
            return {
                fullBecause: base === undefined
                    ? `${incremental_review_short(before)}, the last head Remora reviewed, is not in the checkout: a force-push or rebase replaced it (or the checkout is shallow; fetch it with fetch-depth: 0)`
                    : `a force-push or rebase: ${incremental_review_short(before)}, the last head Remora reviewed, is not in the history of ${incremental_review_short(pr.headSha)}`,
            };
        }
        const stop = await git.tryMergeBase(pr.baseSha, pr.headSha);
        const line = (await git.tryFirstParents(pr.headSha, REVIEWED_HEAD_LOOKUPS + 1)) ?? [];
        // The head itself is what this run reviews; the walk ends where the branch leaves the base.
        for (const sha of line.slice(1)) {
            if (sha === stop)
                break;
            if (sha !== before && (await reviewed(sha)))
                return { since: sha };
        }
        return {
            fullBecause: `no commit of this branch before ${incremental_review_short(pr.headSha)} (the last ${REVIEWED_HEAD_LOOKUPS} looked at) was reviewed in full by Remora: a first review, a force-push or rebase, or runs that did not finish`,
        };
    }
    catch (error) {
        return { fullBecause: `the last reviewed head could not be read: ${(0,core_errors/* describeError */.Uc)(error)}` };
    }
}
/**
 * Settles the earlier threads after the review is posted and returns how
 * many earlier suggestions still stand on nodes this run did not review
 * again. In an incremental review (`changedSince` given), each open thread of
 * a node that changed, whose suggestion this run did not make again
 * (`producedAgain`), is answered as outdated and resolved, all in one
 * request; then the threads the reconcile step settled are resolved. A
 * refusal leaves threads open, with a warning (and a note): untidy, not wrong.
 */
async function settleEarlierThreads(github, earlier, review, notes) {
    const byNode = review.changedSince
        ? (0,publish/* sortEarlierByNode */.go)(earlier.judged, review.changedSince, review.producedAgain, review.rejected)
        : { standing: 0, outdated: [] };
    if (review.dryRun)
        return { standing: byNode.standing };
    const outdated = byNode.outdated.flatMap((change) => (change.thread ? [change.thread.id] : []));
    let answered = [];
    if (outdated.length > 0)
        await github
            .answerThreads(outdated.map((threadId) => ({ threadId, body: (0,publish/* outdatedReply */.fe)(review.head) })))
            .then(() => {
            answered = outdated;
            info(`${outdated.length} threads on nodes that changed answered as outdated and resolved`);
        }, (error) => {
            const n = outdated.length;
            const text = `${n} outdated thread${n === 1 ? '' : 's'} on nodes that changed stay${n === 1 ? 's' : ''} open: ${(0,core_errors/* describeError */.Uc)(error)}`;
            core/* warning */.$e(text);
            notes.push(text);
        });
    const resolve = earlier.resolve.filter((id) => !answered.includes(id));
    if (resolve.length > 0)
        await github.resolveThreads(resolve).then(() => info(`${resolve.length} earlier threads resolved`), (error) => core/* warning */.$e(`earlier threads stay open: ${(0,core_errors/* describeError */.Uc)(error)}`));
    return { standing: byNode.standing };
}

;// CONCATENATED MODULE: ./src/action/post-review.ts


/** Why a refused comment is in the review body: what the body entry says. */
const REFUSED_REASON = 'GitHub refused it as an inline comment on this commit (HTTP 422)';
/**
 * Posts the planned review: one `createReview`. When GitHub answers 422,
 * the comments it refuses are found by bisection (each probe is a pending
 * review, deleted at once) and one review is posted with the rest inline and
 * the refused ones in its body, so nothing is lost. Any other failure, or a
 * failure of that second post, propagates.
 */
async function postReview(github, pullNumber, planned) {
    const { review } = planned;
    try {
        const posted = await github.createReview(pullNumber, review);
        return { ...posted, refused: [], left_out: [...planned.left_out] };
    }
    catch (error) {
        if ((0,core_errors/* tryHttpStatus */.E$)(error) !== 422 || review.comments.length === 0)
            throw error;
        const refusedComments = await refusedAmong(github, pullNumber, review.commit_id, review.comments, review.comments.length > 1);
        // Every comment passes on its own: the 422 was about something else, and it stands.
        if (refusedComments.length === 0)
            throw error;
        const refused = refusedComments.map((comment) => ({ comment, reason: REFUSED_REASON }));
        const body = (0,publish/* addRefusedComments */.kO)(review.body, refused);
        const posted = await github.createReview(pullNumber, {
            ...review,
            body: body.body,
            comments: review.comments.filter((comment) => !refusedComments.includes(comment)),
        });
        return { ...posted, refused, left_out: [...planned.left_out, ...body.left_out] };
    }
}
/**
 * The comments GitHub refuses, in order: a group it takes holds none; a
 * single comment it refuses is refused; any other group is split in halves.
 * `knownRefused` skips probing a group already refused as a whole.
 */
async function refusedAmong(github, pullNumber, commitId, comments, knownRefused) {
    if (comments.length === 0)
        return [];
    if (!knownRefused && (await github.acceptsComments(pullNumber, commitId, comments)))
        return [];
    if (comments.length === 1)
        return [...comments];
    const half = Math.ceil(comments.length / 2);
    // One after the other: GitHub allows a user one pending review per pull request.
    const first = await refusedAmong(github, pullNumber, commitId, comments.slice(0, half), false);
    const second = await refusedAmong(github, pullNumber, commitId, comments.slice(half), false);
    return [...first, ...second];
}

// EXTERNAL MODULE: ./src/pipeline/run-events.ts + 1 modules
var run_events = __webpack_require__(3783);
;// CONCATENATED MODULE: ./src/action/run-log.ts







/**
 * The run's event bus, logging to `<dir>/events.jsonl`, and the report
 * writer. Each finished or failed op is a line through `line`.
 */
function openRunLog(runnerTemp, runId, line = info) {
    const dir = (0,external_node_path_.join)(runnerTemp, `remora-${runId}`);
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    return {
        dir,
        events: (0,run_events/* createRunEvents */.R)(line, core/* warning */.$e, (0,external_node_path_.join)(dir, 'events.jsonl'), redactedText),
        writeReport(report) {
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'report.json'), redactedText(`${JSON.stringify(report, null, 2)}\n`));
        },
        writeTrajectories(lines) {
            (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(dir, 'trajectories.jsonl'), redactedText(lines.map(feedback_file/* feedbackLine */._).join('')));
        },
    };
}

// EXTERNAL MODULE: ./src/adapters/files/workspace-tree.ts
var workspace_tree = __webpack_require__(5606);
// EXTERNAL MODULE: ./src/pipeline/sarif-log.ts + 3 modules
var sarif_log = __webpack_require__(9050);
;// CONCATENATED MODULE: ./src/action/sarif-file.ts







/**
 * Writes the review as SARIF to `sarif-path`, when it is set; `undefined`
 * for a run that reviewed nothing writes a log without results, so an upload
 * step finds its file and code scanning sees no Remora alert on the change.
 * A file that cannot be written is a warning, returned as a note for the
 * summary: the review stands.
 */
async function tryWriteSarif(settings, report) {
    if (!settings.sarifPath)
        return undefined;
    try {
        const log = report ? await (0,sarif_log.reviewToSarif)(report) : (0,sarif_log/* emptySarifLog */.x)();
        await writeInsideWorkspace(settings.workspace, settings.sarifPath, (0,sarif_log.sarifText)(log));
        const results = log.runs[0]?.results.length ?? 0;
        info(`SARIF: ${results} result${results === 1 ? '' : 's'} in ${settings.sarifPath}`);
        return undefined;
    }
    catch (error) {
        const message = `no SARIF written: ${(0,core_errors/* describeError */.Uc)(error)}`;
        core/* warning */.$e(message);
        return message;
    }
}
/**
 * Writes `text` to `path` under the workspace, making the folders on the way.
 * The checkout is the pull request's and its symbolic links may lead anywhere
 * on the runner: the deepest folder that exists must resolve inside the
 * workspace, and the file itself must not be a link.
 *
 * @throws RemoraError `CONFIG_001` when the path leads out of the workspace or names a folder.
 */
async function writeInsideWorkspace(workspace, path, text) {
    const root = await (0,promises_.realpath)(workspace);
    const target = (0,external_node_path_.resolve)(root, path);
    const refuse = (why) => {
        throw new core_errors/* RemoraError */.LP('CONFIG_001', `sarif-path: ${JSON.stringify(path)} ${why}`);
    };
    if (!(0,workspace_tree/* isInside */.FK)(root, target) || target === root)
        refuse('is not a file inside the workspace');
    let existing = (0,external_node_path_.dirname)(target);
    while (!(await exists(existing)))
        existing = (0,external_node_path_.dirname)(existing);
    const real = await (0,promises_.realpath)(existing);
    if (!(0,workspace_tree/* isInside */.FK)(root, real))
        refuse(`leads out of the workspace through the symbolic link ${slash((0,external_node_path_.relative)(root, existing))}`);
    await (0,promises_.mkdir)((0,external_node_path_.resolve)(real, (0,external_node_path_.relative)(existing, (0,external_node_path_.dirname)(target))), { recursive: true });
    const file = (0,external_node_path_.resolve)(real, (0,external_node_path_.relative)(existing, target));
    const stat = await (0,promises_.lstat)(file).catch(() => undefined);
    if (stat?.isSymbolicLink())
        refuse('is a symbolic link; expected a file, or nothing there');
    if (stat?.isDirectory())
        refuse('is a folder; expected a file name such as remora.sarif');
    await (0,promises_.writeFile)(file, text);
}
async function exists(path) {
    return (await (0,promises_.lstat)(path).catch(() => undefined)) !== undefined;
}
function slash(path) {
    return path.split(external_node_path_.sep).join('/');
}

// EXTERNAL MODULE: ./src/adapters/git/git.ts
var git_git = __webpack_require__(6619);
// EXTERNAL MODULE: ./src/adapters/model/server-preflight.ts
var server_preflight = __webpack_require__(589);
// EXTERNAL MODULE: ./src/adapters/process/exit-cleanup.ts
var exit_cleanup = __webpack_require__(7373);
// EXTERNAL MODULE: ./src/adapters/process/subprocess.ts
var subprocess = __webpack_require__(2091);
;// CONCATENATED MODULE: ./src/action/run-stop.ts



const controller = new AbortController();
/**
 * Aborts when the runner tells the action to stop: a cancelled job or a
 * step's `timeout-minutes` sends SIGINT, then SIGTERM, and kills what is
 * left seconds later. One action run per process: this is that run's.
 */
const runStopped = controller.signal;
/**
 * Until the returned function is called, the first SIGINT or SIGTERM stops
 * the run instead of ending the process: every model request fails at once,
 * every program Remora started (pytest, a command tool) is killed, and the
 * run goes on to publish what is done and close its check as cancelled. A
 * second signal ends the process at once.
 */
function stopRunOnSignals() {
    return (0,exit_cleanup/* stopGracefullyOn */.YH)((signal) => {
        core/* warning */.$e(`${signal}: Remora is stopping; what is done is published, and the check is closed as cancelled`);
        controller.abort(signal);
        (0,subprocess/* stopAllPrograms */.rx)();
    });
}

// EXTERNAL MODULE: ./src/pipeline/server-routing.ts
var server_routing = __webpack_require__(4868);
// EXTERNAL MODULE: ./src/ops/registry.ts + 1 modules
var ops_registry = __webpack_require__(4457);
;// CONCATENATED MODULE: ./src/action/backend.ts







/**
 * The model backend of a run: the built-in policy without `server-url` and
 * for a pull request from a fork (`fork` set: it gets no secrets); else the
 * server, once its preflight answered. An unreachable server fails every op
 * with AGENT_002 at once. What the run should say about it lands in `notes`.
 */
async function chooseActionBackend(settings, fork, config, agents, ops, notes) {
    if (fork !== undefined) {
        notes.push('The pull request comes from a fork: it gets no secrets, so the review used the built-in policy, with tools that run code off.');
        return { backend: { kind: 'builtin' } };
    }
    if (!settings.serverUrl) {
        info('no server-url: the built-in policy reviews');
        return { backend: { kind: 'builtin' } };
    }
    const baseURL = settings.serverUrl;
    const backend = {
        kind: 'openai',
        baseURL,
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    };
    // Ops that need no model never reach the server: with only those, it is not asked.
    const asking = (0,ops_registry/* opsAskingModels */.un)(ops);
    if (asking.length === 0)
        return { backend };
    const preflight = await (0,server_preflight/* preflightServer */.l)({
        serverUrl: baseURL,
        ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
        stop: runStopped,
    });
    // Told to stop while it asked: the run is cancelled at once, and the server is not to blame.
    if (!preflight.ok && runStopped.aborted)
        return { backend: { kind: 'unreachable', baseURL, reason: 'the run was stopped' } };
    if (!preflight.ok) {
        core/* warning */.$e(preflight.message);
        notes.push(preflight.message);
        return { backend: { kind: 'unreachable', baseURL, reason: preflight.message } };
    }
    info(`${baseURL} answered in ${preflight.ms} ms with ${preflight.models.length} models`);
    const routed = (0,model_routing/* routeModels */.oN)({
        ops: asking,
        config,
        agents,
        available: preflight.models,
        bases: preflight.bases,
    });
    (0,server_routing/* refuseFallbacks */.y)(routed, config);
    for (const warning of routed.warnings) {
        core/* warning */.$e(warning);
        notes.push(warning);
    }
    return {
        backend,
        models: routed.models,
        fallbacks: routed.fallbacks,
    };
}

// EXTERNAL MODULE: ./src/adapters/git/git-commands.ts + 1 modules
var git_commands = __webpack_require__(8125);
;// CONCATENATED MODULE: ./src/action/fetch-head.ts



/**
 * On `pull_request_target` the checkout is the base: actions/checkout, from
 * v7 on, refuses a fork's head there, and no step should run it anyway. So
 * it is on comment events, whose jobs hold a write token: checking out the
 * pull request's code there is what code scanning flags as an untrusted
 * checkout.
 * Remora fetches the pull request's commits itself, from the pull request's
 * own ref on the base repository (`refs/pull/<n>/head`, which GitHub keeps
 * for forks too), into the repository's objects only: nothing is checked
 * out, and the review reads the head's files from a worktree of its own,
 * where nothing runs (tools that run code are off on `pull_request_target`,
 * and on comment events unless the workflow sets `allow-execute`).
 *
 * The token goes to this one git command, as an HTTP header in its
 * environment (never its arguments or `.git/config`), as actions/checkout
 * passes it; GIT_001 when the fetch fails, GH_003 when the fetched ref no
 * longer holds the event's head (a newer push: its own run reviews it).
 */
async function fetchPullRequestHead(root, pr, token, eventName = 'pull_request_target') {
    const ref = `refs/remotes/remora/pull/${pr.number}`;
    const header = `AUTHORIZATION: basic ${Buffer.from(`x-access-token:${token}`).toString('base64')}`;
    const fetched = await (0,git_commands/* execGit */.Ix)([
        'fetch',
        '--quiet',
        '--no-tags',
        '--no-recurse-submodules',
        'origin',
        `+refs/pull/${pr.number}/head:${ref}`,
    ], root, {
        extraEnv: {
            GIT_CONFIG_COUNT: '1',
            GIT_CONFIG_KEY_0: 'http.extraheader',
            GIT_CONFIG_VALUE_0: header,
        },
    });
    if (fetched.exitCode !== 0)
        throw new core_errors/* RemoraError */.LP('GIT_001', `could not fetch pull request #${pr.number}'s head from origin: ${fetched.stderr.split(header).join('***').trim()}`);
    const present = await (0,git_commands/* execGit */.Ix)(['cat-file', '-e', `${pr.headSha}^{commit}`], root);
    if (present.exitCode !== 0)
        throw new core_errors/* RemoraError */.LP('GH_003', `pull request #${pr.number}'s head ${pr.headSha.slice(0, 12)} is no longer its head on origin; ` +
            'the run of the newer push reviews it');
    info(`${eventName}: the checkout is the base; the head ${pr.headSha.slice(0, 12)} was fetched, never checked out` +
        (eventName === 'pull_request_target' ? ', and none of its code runs' : ''));
}

// EXTERNAL MODULE: ./src/core/diff/index.ts + 5 modules
var core_diff = __webpack_require__(3043);
// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
;// CONCATENATED MODULE: ./src/ports.ts
/** GitHub stops listing a pull request's files after this many. */
const PULL_FILES_LIMIT = 3000;

;// CONCATENATED MODULE: ./src/adapters/git/diff-contents.ts




/**
 * The unified diff between two versions of a file given as bytes, from
 * `git diff --no-index` on temporary files named `base` and `head` (so the
 * headers read `a/base` and `b/head`). An absent version diffs as empty.
 * Needs only the git binary, not a repository.
 */
async function diffContents(base, head, tempRoot = (0,external_node_os_.tmpdir)()) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(tempRoot, 'remora-diff-'));
    try {
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, 'base'), base ?? new Uint8Array());
        await (0,promises_.writeFile)((0,external_node_path_.join)(dir, 'head'), head ?? new Uint8Array());
        // Exit code 1 only says the files differ.
        const out = await (0,git_commands/* runGit */.EO)(['diff', '--no-index', ...git_commands/* DIFF_FLAGS */.uT, 'base', 'head'], dir, [0, 1]);
        return out.toString('utf8');
    }
    finally {
        await (0,promises_.rm)(dir, { recursive: true, force: true });
    }
}

;// CONCATENATED MODULE: ./src/adapters/github/pull-request-diffs.ts



/** Memoises the API's merge base so a run asks for it once, and only if needed. */
function createApiMergeBase(github, baseSha, headSha) {
    let mergeBase;
    return () => (mergeBase ??= github.compareBase(baseSha, headSha));
}
/**
 * The diff of one PR file entry. GitHub's `patch` comes first; when GitHub
 * left it out (too large) or it cannot be parsed, the chain goes on:
 *
 * 1. `git diff -M base...head -- path` in the checkout, when it holds both commits;
 * 2. both versions through the API (the merge base from a compare, and head),
 *    diffed with `git diff --no-index`;
 * 3. nothing: a warning that names the file and says it was not reviewed.
 *
 * A fallback that worked leaves a notice, so the summary says where the diff came from.
 */
async function resolveFileDiff(entry, sources) {
    const file = entry.filename;
    let why = 'GitHub did not include its patch (too large)';
    try {
        const diff = (0,core_diff/* fileDiffFromGitHub */.Ff)(entry);
        if (!diff.patchMissing)
            return { resolved: { diff, origin: 'github' }, diagnostics: [] };
    }
    catch (error) {
        why = `GitHub's patch could not be read (${(0,core_errors/* describeError */.Uc)(error)})`;
    }
    const failures = [];
    const fromGit = await tryDiffFromGit(entry, sources);
    if (typeof fromGit !== 'string') {
        return {
            resolved: { diff: fromGit, origin: 'git' },
            diagnostics: [note(file, `${why}; the diff comes from git`)],
        };
    }
    failures.push(fromGit);
    try {
        const resolved = await diffFromApi(entry, sources);
        return {
            resolved,
            diagnostics: [
                note(file, `${why}; the diff comes from both versions fetched through the API`),
            ],
        };
    }
    catch (error) {
        failures.push(`the API: ${(0,core_errors/* describeError */.Uc)(error)}`);
    }
    return {
        diagnostics: [
            {
                code: 'DIFF_001',
                severity: 'warning',
                file,
                message: `${file}: ${why}, and no fallback could produce it (${failures.join('; ')}); this file was not reviewed`,
            },
        ],
    };
}
function note(file, message) {
    return { code: 'DIFF_001', severity: 'notice', file, message: `${file}: ${message}` };
}
/** The file's diff from the checkout's git, or why not. */
async function tryDiffFromGit(entry, sources) {
    if (sources.gitMergeBase === undefined)
        return 'git: the checkout does not hold both commits';
    // A rename is only detected when both names are in the pathspec.
    const paths = entry.previous_filename
        ? [entry.previous_filename, entry.filename]
        : [entry.filename];
    const text = await sources.git.tryDiffRange(sources.baseSha, sources.headSha, paths);
    if (text === undefined)
        return 'git: git diff failed';
    try {
        const found = (0,core_diff/* parseGitDiff */.Tc)(text).find((diff) => diff.path === entry.filename);
        return found ?? 'git: git diff shows no change to this file';
    }
    catch (error) {
        return `git: ${(0,core_errors/* describeError */.Uc)(error)}`;
    }
}
/** Both versions through the API, diffed locally; throws when either step fails. */
async function diffFromApi(entry, sources) {
    // The entry without its patch still gives the status and paths GitHub reported.
    const shape = (0,core_diff/* fileDiffFromGitHub */.Ff)({ ...entry, patch: undefined, changes: 0 });
    const [base, head] = await Promise.all([
        shape.oldPath === null
            ? Promise.resolve(undefined)
            : sources
                .apiMergeBase()
                .then((ref) => sources.github.tryFileContent(shape.oldPath, ref)),
        shape.status === 'deleted'
            ? Promise.resolve(undefined)
            : sources.github.tryFileContent(entry.filename, sources.headSha),
    ]);
    if (head === undefined && shape.status !== 'deleted') {
        throw new Error(`${entry.filename} does not exist at ${sources.headSha}`);
    }
    const parsed = (0,core_diff/* parseGitDiff */.Tc)(await diffContents(base, head));
    const hunks = parsed[0]?.hunks ?? [];
    return {
        diff: { ...shape, hunks, patchMissing: false },
        origin: 'api',
        ...(head === undefined ? {} : { head }),
        ...(base === undefined ? {} : { base }),
    };
}

;// CONCATENATED MODULE: ./src/action/pull-request-files.ts







// Parallel API reads: enough to hide latency, few enough to stay clear of secondary rate limits.
const READ_CONCURRENCY = 8;
/**
 * Reads the files of a pull request the pipeline finds its changed nodes in,
 * in two phases, each a log group: list the PR's files, then read their diffs
 * (with fallbacks) and head versions. Only reads: it is as safe on a fork PR
 * as on any other.
 */
async function readPullRequestFiles(pr, deps) {
    const diagnostics = [];
    const entries = await core/* group */.Os('Listing the pull request files', async () => {
        const listed = await listReviewableFiles(pr, deps.github);
        (0,arrays/* appendAll */.u2)(diagnostics, listed.diagnostics);
        return listed.entries;
    });
    const files = await core/* group */.Os('Reading diffs and head versions', async () => {
        const read = await readFiles(entries, pr, deps);
        (0,arrays/* appendAll */.u2)(diagnostics, read.diagnostics);
        return read.files;
    });
    return {
        files: files.map(({ resolved, head, base }) => ({
            diff: resolved.diff,
            head,
            ...(base === undefined ? {} : { base }),
        })),
        diagnostics,
    };
}
/** The PR's files that a language pack reads and that exist at head, plus a note when GitHub's cap was hit. */
async function listReviewableFiles(pr, github) {
    const all = await github.listPullFiles(pr.number);
    const entries = all.filter((entry) => entry.status !== 'removed' && (0,manifests/* tryPackFor */.wW)(entry.filename));
    info(`${all.length} files listed, ${entries.length} of them in a language Remora reads`);
    const diagnostics = [];
    if (all.length >= PULL_FILES_LIMIT) {
        const total = pr.changedFiles === undefined ? '' : ` of the ${pr.changedFiles} this one changes`;
        diagnostics.push({
            code: 'GH_001',
            severity: 'warning',
            message: `GitHub lists at most ${PULL_FILES_LIMIT} files of a pull request; files past the first ${all.length}${total} were not reviewed`,
        });
    }
    return { entries, diagnostics };
}
async function readFiles(entries, pr, deps) {
    const gitMergeBase = await deps.git.tryMergeBase(pr.baseSha, pr.headSha);
    info(gitMergeBase === undefined
        ? 'the checkout does not hold both commits: file versions come from the API'
        : `the checkout holds both commits (merge base ${gitMergeBase}): file versions come from git`);
    const sources = {
        github: deps.github,
        git: deps.git,
        baseSha: pr.baseSha,
        headSha: pr.headSha,
        gitMergeBase,
        apiMergeBase: createApiMergeBase(deps.github, pr.baseSha, pr.headSha),
    };
    const results = await mapLimit(entries, READ_CONCURRENCY, (entry) => readPullFile(entry, sources));
    return {
        files: results.flatMap((r) => (r.file ? [r.file] : [])),
        diagnostics: results.flatMap((r) => r.diagnostics),
    };
}
async function readPullFile(entry, sources) {
    const { resolved, diagnostics } = await resolveFileDiff(entry, sources);
    if (!resolved)
        return { diagnostics };
    const { diff } = resolved;
    const head = resolved.head ?? (await readVersion(sources, diff.path, sources.headSha));
    if (head === undefined) {
        const message = `${diff.path}: not found at ${sources.headSha}; this file was not reviewed`;
        return {
            diagnostics: [
                ...diagnostics,
                { code: 'GH_001', severity: 'warning', file: diff.path, message },
            ],
        };
    }
    // Base nodes only sharpen where deletions land, so they are read only when that is cheap.
    let base = resolved.base;
    if (base === undefined &&
        sources.gitMergeBase !== undefined &&
        diff.oldPath !== null &&
        (0,core_diff/* deletionPoints */.SC)(diff).length > 0) {
        base = await sources.git.tryShow(sources.gitMergeBase, diff.oldPath);
    }
    return { file: { resolved, head, ...(base === undefined ? {} : { base }) }, diagnostics };
}
/** A file's bytes at a commit: from git when the checkout has the commits, else from the API. */
async function readVersion(sources, path, commit) {
    if (sources.gitMergeBase !== undefined) {
        const bytes = await sources.git.tryShow(commit, path);
        if (bytes !== undefined)
            return bytes;
    }
    return sources.github.tryFileContent(path, commit);
}
/** `fn` over `items` with at most `limit` running at once; results in input order. */
async function mapLimit(items, limit, fn) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await fn(items[index]);
        }
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
    return results;
}

// EXTERNAL MODULE: ./src/ops/agent-files.ts + 1 modules
var agent_files = __webpack_require__(1839);
// EXTERNAL MODULE: ./src/adapters/files/confined-file.ts
var confined_file = __webpack_require__(7109);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config_config = __webpack_require__(3506);
;// CONCATENATED MODULE: ./src/action/data-destinations.ts
/**
 * A pull request's base branch may be one its author pushed: its
 * configuration is theirs, not the workflow owner's. What chooses where data
 * goes — the model server (`server.*`: its address and the variable holding
 * its key) and agents whose `command:` tools run programs — is therefore
 * taken from the default branch when the base branch says otherwise, with a
 * CONFIG_002 warning naming each difference. Everything else (prompts, ops,
 * limits) stays the base commit's.
 */
function pinDataDestinations(base, main, branches) {
    const warnings = [];
    const differ = (what) => {
        warnings.push(`CONFIG_002: the base branch ${branches.base} sets ${what} otherwise than the default ` +
            `branch ${branches.default}; a pull request into a branch other than the default cannot ` +
            "choose where data goes, so the default branch's is used");
    };
    const changed = serverKeysChanged(base.config.server, main.config.server);
    if (changed.length > 0)
        differ(changed.map((key) => `server.${key}`).join(', '));
    const agents = new Map(base.agents);
    const problems = new Map(base.problems);
    for (const [op, agent] of base.agents) {
        if (!hasCommandTools(agent))
            continue;
        if (base.fingerprints.get(op) === main.fingerprints.get(op))
            continue;
        differ(`the agent of ${op} (it has command tools)`);
        const theirs = main.agents.get(op);
        const problem = main.problems.get(op);
        agents.delete(op);
        problems.delete(op);
        if (theirs)
            agents.set(op, theirs);
        if (problem)
            problems.set(op, problem);
    }
    return { config: { ...base.config, server: main.config.server }, agents, problems, warnings };
}
function serverKeysChanged(base, main) {
    const keys = [...new Set([...Object.keys(base), ...Object.keys(main)])].sort();
    return keys.filter((key) => JSON.stringify(base[key]) !==
        JSON.stringify(main[key]));
}
function hasCommandTools(agent) {
    return agent.tools.some((tool) => tool.command !== undefined);
}

// EXTERNAL MODULE: ./src/core/engine/semaphore.ts
var semaphore = __webpack_require__(7408);
;// CONCATENATED MODULE: ./src/action/base-files.ts



/** The largest file copied from the base commit: configuration and agents are small. */
const MAX_BASE_FILE_BYTES = 1_048_576;
/** At most this many repository agent files are copied: each one is an API call. */
const MAX_BASE_AGENT_FILES = 200;
// Enough to overlap round trips without tripping GitHub's secondary rate limit.
const PARALLEL_READS = 8;
/**
 * Why `path` is not a plain repository-relative file path, or undefined when
 * it is one. Stricter than a workspace path: nothing is normalised, so a name
 * GitHub hands over either maps to exactly one place in the copy or is refused.
 */
function repositoryPathProblem(path) {
    if (path === '')
        return 'it is empty';
    if (path.includes('\0'))
        return 'it contains a NUL byte';
    // A separator on Windows, a name character on POSIX: refused so the rule is one rule.
    if (path.includes('\\'))
        return 'it contains a backslash';
    if (path.startsWith('/') || /^[A-Za-z]:/.test(path))
        return 'it is absolute';
    for (const segment of path.split('/')) {
        if (segment === '..')
            return "it climbs out with '..'";
        if (segment === '' || segment === '.')
            return "it has an empty or '.' segment";
        if (segment.replace(/[. ]+$/, '').toLowerCase() === '.git')
            return 'it leads into .git';
    }
    return undefined;
}
/**
 * Copies files of commit `ref`, read through the GitHub API, into `folder` at
 * their repository paths. A path that is not plain ({@link
 * repositoryPathProblem}), a file over {@link MAX_BASE_FILE_BYTES}, and every
 * file past `maxFiles` are skipped with a warning. Files are created, never
 * overwritten (`wx`), and no link is ever made, so nothing read can point the
 * copy anywhere else. The API gives no file modes: a file that starts with
 * `#!` is made executable, since only a script run by name needs the bit.
 */
async function copyBaseFiles(github, ref, paths, folder, maxFiles = MAX_BASE_AGENT_FILES) {
    const warnings = [];
    const plain = [...new Set(paths)].sort().filter((path) => {
        const problem = repositoryPathProblem(path);
        if (problem)
            warnings.push(`${JSON.stringify(path)} is refused: ${problem}`);
        return problem === undefined;
    });
    if (plain.length > maxFiles) {
        const skipped = plain.slice(maxFiles);
        const named = skipped.slice(0, 5).join(', ');
        const more = skipped.length > 5 ? ` and ${skipped.length - 5} more` : '';
        warnings.push(`${plain.length} files, more than ${maxFiles}: ${named}${more} skipped`);
    }
    const reads = new semaphore/* Semaphore */.j(PARALLEL_READS);
    const copied = await Promise.all(plain.slice(0, maxFiles).map((path) => reads.run(async () => {
        const bytes = await github.tryFileContent(path, ref);
        if (bytes === undefined) {
            warnings.push(`${path} is listed but could not be read; skipped`);
            return undefined;
        }
        if (bytes.byteLength > MAX_BASE_FILE_BYTES) {
            warnings.push(`${path} is ${bytes.byteLength} bytes, more than ${MAX_BASE_FILE_BYTES}; skipped`);
            return undefined;
        }
        await writeNewFile((0,external_node_path_.join)(folder, ...path.split('/')), bytes);
        return path;
    })));
    return { copied: copied.filter((path) => path !== undefined), warnings: warnings.sort() };
}
/** Writes a file that must not exist yet, with the folders above it. */
async function writeNewFile(target, bytes) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(target), { recursive: true });
    const script = bytes[0] === 0x23 && bytes[1] === 0x21; // '#!'
    await (0,promises_.writeFile)(target, bytes, { flag: 'wx', mode: script ? 0o755 : 0o644 });
}

;// CONCATENATED MODULE: ./src/action/trusted-config.ts













/**
 * Loads the configuration and repository agents from the pull request's BASE
 * commit, so a pull request cannot change the tools, templates or commands
 * that review it (its changes to them apply once merged). The files are read
 * through the API into a private temporary folder and loaded from there; the
 * bundled agents come from the action itself. The project's code settings
 * (Ruff's, pytest's, its docstring style) are not part of this: the review
 * reads them from the head checkout, as it reads the code.
 *
 * @throws RemoraError `CONFIG_001` for a bad `configPath` or a bad configuration
 *   file, naming the base commit.
 */
async function loadTrustedConfig(options) {
    const configProblem = repositoryPathProblem(options.configPath);
    if (configProblem)
        throw new core_errors/* RemoraError */.LP('CONFIG_001', `config-path ${JSON.stringify(options.configPath)} is refused: ${configProblem}; ` +
            'expected a path inside the repository such as remora.yaml or .github/remora.yaml');
    const folder = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'remora-base-'));
    const remove = () => (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true });
    const unregister = (0,exit_cleanup/* cleanupOnSignal */.K9)(remove);
    const dispose = () => {
        unregister();
        remove();
    };
    try {
        const config = await loadBaseConfig(options, (0,external_node_path_.join)(folder, 'config'));
        const agents = await loadBaseAgents(options, (0,external_node_path_.join)(folder, 'repository'));
        const trusted = {
            config: config.config,
            agents: agents.loaded.agents,
            problems: agents.loaded.problems,
            sources: [...config.sources, ...agents.sources],
            warnings: agents.warnings,
        };
        const { branches } = options;
        if (branches === undefined || branches.base === branches.default)
            return { ...trusted, dispose };
        const main = await readAtDefaultBranch(options, branches.default, folder);
        const pinned = pinDataDestinations({ ...trusted, fingerprints: await opFingerprints((0,external_node_path_.join)(folder, 'repository'), agents.copied) }, main, branches);
        return {
            ...pinned,
            sources: [...trusted.sources, ...main.sources],
            warnings: [...trusted.warnings, ...pinned.warnings],
            dispose,
        };
    }
    catch (error) {
        dispose();
        throw error;
    }
}
const trusted_config_short = (sha) => sha.slice(0, 7);
/** The configuration file at `ref`, read through the API into `folder` and loaded from there. */
async function readConfigAt(options, ref, label, folder) {
    const { configPath } = options;
    const bytes = await options.github.tryFileContent(configPath, ref);
    if (bytes !== undefined && bytes.byteLength > MAX_BASE_FILE_BYTES)
        throw new core_errors/* RemoraError */.LP('CONFIG_001', `${label} is ${bytes.byteLength} bytes, more than the ${MAX_BASE_FILE_BYTES} a configuration file may be`);
    if (bytes !== undefined)
        await writeNewFile((0,external_node_path_.join)(folder, ...configPath.split('/')), bytes);
    const { config } = await (0,config_config/* loadConfig */.Z9)(folder, options.env, options.flags ?? {}, {
        path: configPath,
        label,
    });
    return { config, bytes };
}
async function loadBaseConfig(options, folder) {
    const { configPath, baseSha } = options;
    const label = `${configPath} at the base commit ${trusted_config_short(baseSha)}`;
    const { config, bytes } = await readConfigAt(options, baseSha, label, folder);
    const sources = [
        bytes === undefined
            ? `${configPath}: not in the base commit ${trusted_config_short(baseSha)}; defaults`
            : `${configPath}: from the base commit ${trusted_config_short(baseSha)}`,
    ];
    const head = await (0,confined_file/* readConfinedFile */.p)(options.checkout, configPath);
    const headBytes = head.kind === 'read' ? head.bytes : undefined;
    if (!sameBytes(headBytes, bytes))
        sources.push(`${configPath}: changed by the pull request; the change applies once merged`);
    return { config, sources };
}
/** The repository agents at `ref`, copied through the API into `root` and loaded from there. */
async function readAgentsAt(options, ref, where, root) {
    const listed = await options.github.listTreeFiles(ref, agent_files/* REPO_AGENTS_DIR */.It);
    const outside = listed.filter((path) => !path.startsWith(`${agent_files/* REPO_AGENTS_DIR */.It}/`));
    const copy = await copyBaseFiles(options.github, ref, listed.filter((path) => path.startsWith(`${agent_files/* REPO_AGENTS_DIR */.It}/`)), root);
    const warnings = [
        ...outside.map((path) => `${JSON.stringify(path)} is not under ${agent_files/* REPO_AGENTS_DIR */.It}; skipped`),
        ...copy.warnings,
    ].map((warning) => `${agent_files/* REPO_AGENTS_DIR */.It} at ${where}: ${warning}`);
    const loaded = withBaseNamed(await (0,agent_files/* loadAgents */.L2)(root), where);
    return { loaded, copied: copy.copied, warnings };
}
/**
 * The configuration and agents of the default branch, for what a pull request
 * into another branch may not choose. Their problems are the default branch's
 * own to fix: a bad file there is an error, as at the base commit.
 */
async function readAtDefaultBranch(options, branch, folder) {
    const label = `${options.configPath} on the default branch ${branch}`;
    const { config } = await readConfigAt(options, branch, label, (0,external_node_path_.join)(folder, 'default-config'));
    const root = (0,external_node_path_.join)(folder, 'default-repository');
    const agents = await readAgentsAt(options, branch, `the default branch ${branch}`, root);
    return {
        config,
        agents: agents.loaded.agents,
        problems: agents.loaded.problems,
        fingerprints: await opFingerprints(root, agents.copied),
        sources: [
            `server, and agents with command tools: from the default branch ${branch} ` +
                '(the pull request is not into it)',
        ],
    };
}
/** A SHA-256 over each repository op's files (paths and bytes), to tell two copies apart. */
async function opFingerprints(root, copied) {
    const byOp = new Map();
    for (const path of [...copied].sort()) {
        const op = path.slice(agent_files/* REPO_AGENTS_DIR */.It.length + 1).split('/')[0] ?? '';
        let hash = byOp.get(op);
        if (!hash)
            byOp.set(op, (hash = (0,external_node_crypto_.createHash)('sha256')));
        hash
            .update(`${path}\0`)
            .update(await (0,promises_.readFile)((0,external_node_path_.join)(root, path)))
            .update('\0');
    }
    return new Map([...byOp].map(([op, hash]) => [op, hash.digest('hex')]));
}
async function loadBaseAgents(options, root) {
    const where = `the base commit ${trusted_config_short(options.baseSha)}`;
    const copy = await readAgentsAt(options, options.baseSha, where, root);
    const { loaded, warnings } = copy;
    const own = ownOps(copy.copied);
    const sources = [
        own.length === 0
            ? `${agent_files/* REPO_AGENTS_DIR */.It}: none at ${where}`
            : `${agent_files/* REPO_AGENTS_DIR */.It}: ${own.join(', ')} from ${where} (${copy.copied.length} files)`,
        `bundled agents: ${[...loaded.agents.keys()].filter((op) => !own.includes(op)).join(', ')}`,
    ];
    if (await headAgentsDiffer(options.checkout, root, copy.copied))
        sources.push(`${agent_files/* REPO_AGENTS_DIR */.It}: changed by the pull request; the change applies once merged`);
    return { loaded, copied: copy.copied, sources, warnings };
}
/** Says in each repository agent's problem that its file was read at the base commit. */
function withBaseNamed(loaded, where) {
    for (const [op, problem] of loaded.problems)
        if (problem.message.startsWith(`${agent_files/* REPO_AGENTS_DIR */.It}/`))
            loaded.problems.set(op, new core_errors/* RemoraError */.LP(problem.code, `${problem.message} (read at ${where})`, { cause: problem }));
    return loaded;
}
/** The ops whose definition file was copied. */
function ownOps(copied) {
    const prefix = `${agent_files/* REPO_AGENTS_DIR */.It}/`;
    return copied
        .map((path) => path.slice(prefix.length).split('/'))
        .filter(([op, file, ...rest]) => rest.length === 0 && file === `${op}_subagent.yaml`)
        .map(([op]) => op);
}
/** Whether the head checkout's agent files are not exactly the copied ones. */
async function headAgentsDiffer(checkout, root, copied) {
    const head = await (0,workspace_tree/* listTreeFiles */.I3)((0,external_node_path_.join)(checkout, agent_files/* REPO_AGENTS_DIR */.It)).catch(() => []);
    if (head.some((entry) => entry.kind !== 'file'))
        return true;
    const headPaths = head.map((entry) => `${agent_files/* REPO_AGENTS_DIR */.It}/${entry.path}`).sort();
    if (headPaths.join('\n') !== [...copied].sort().join('\n'))
        return true;
    for (const path of copied) {
        // Read as the loaders read: never through a link out of the checkout.
        const theirs = await (0,confined_file/* readConfinedFile */.p)(checkout, path);
        const mine = await (0,promises_.readFile)((0,external_node_path_.join)(root, path));
        if (theirs.kind !== 'read' || !sameBytes(mine, theirs.bytes))
            return true;
    }
    return false;
}
function sameBytes(a, b) {
    if (a === undefined || b === undefined)
        return a === b;
    return Buffer.from(a).equals(Buffer.from(b));
}

;// CONCATENATED MODULE: ./src/action/review-input.ts













/**
 * Gathers, once, what a pull request's review needs from GitHub and the
 * runner: the head's commits, the trusted configuration (from the base, and
 * the default branch where it chooses where data goes), the backend for the
 * ops it enables, the pull request's files at base and head, the scope of a
 * push and what earlier runs left. What each step says goes to the log and
 * the notes.
 */
async function gatherReviewInput(settings, github, pr, run, options) {
    const { notes } = run;
    const git = await (0,git_git/* createGit */.l)(settings.workspace, process.env);
    await verifyCheckout(git, pr, settings);
    const trusted = await loadTrustedConfig({
        github,
        baseSha: pr.baseSha,
        configPath: settings.configPath,
        checkout: git.root,
        env: process.env,
        ...trustedBranches(pr),
    });
    run.cleanups.push(async () => trusted.dispose());
    for (const source of trusted.sources)
        info(source);
    for (const warning of trusted.warnings) {
        core/* warning */.$e(warning);
        notes.push(warning);
    }
    const executeNotes = [];
    const allowExecute = !options.noExecute && executeAllowed(settings, pr, executeNotes);
    const requestedOps = options.ops ?? settings.operations;
    const ops = (0,prepare/* chooseOps */.S8)(trusted, requestedOps);
    const { config, agents } = trusted;
    const backend = await chooseActionBackend(settings, pr.fork, config, agents, ops, notes);
    const files = await readPullRequestFiles(pr, { github, git });
    // A narrowed command run is never incremental: it reviews what it was asked to.
    const scope = options.ops || options.paths
        ? {}
        : await chooseReviewScope(github, git, pr, settings.failOn, settings.sarifPath);
    const earlier = await readEarlier(github, pr.number, headTexts(git, pr.headSha));
    const input = {
        pr,
        settings: trusted,
        requestedOps,
        backend,
        git,
        files,
        scope,
        earlier,
        options,
        maxComments: settings.maxComments,
        run: {
            events: run.log.events,
            processEnv: process.env,
            allowExecute,
            cleanups: run.cleanups,
            stop: runStopped,
        },
    };
    return { input, earlier, executeNotes };
}
/** Files' texts at the head, read from git and decoded as the review's tree decodes them. */
function headTexts(git, head) {
    return {
        async readFile(path) {
            const bytes = await git.tryShow(head, path);
            return bytes && (0,file_text/* decodeFileText */.k6)(path, bytes).text;
        },
    };
}
/** The base and default branches, for {@link loadTrustedConfig}, when the event names both. */
function trustedBranches(pr) {
    return pr.baseRef === undefined || pr.defaultBranch === undefined
        ? {}
        : { branches: { base: pr.baseRef, default: pr.defaultBranch } };
}
/** Events whose workflow checks out the base: Remora fetches the head's commits itself. */
const BASE_CHECKOUT_EVENTS = [
    'pull_request_target',
    'issue_comment',
    'pull_request_review_comment',
];
/**
 * The checkout must be the head the event names: Remora never reviews
 * another commit. On `pull_request_target` and comment events (whose jobs
 * hold a write token) the checkout may be the base, and Remora fetches the
 * head's commits itself, never checking them out.
 */
async function verifyCheckout(git, pr, settings) {
    const checkedOut = await git.resolveCommit('HEAD').catch(() => undefined);
    if (checkedOut === pr.headSha)
        return;
    if (BASE_CHECKOUT_EVENTS.includes(settings.eventName))
        return fetchPullRequestHead(git.root, pr, settings.token, settings.eventName);
    throw new core_errors/* RemoraError */.LP('GH_003', `the checkout is at ${checkedOut?.slice(0, 12) ?? 'no commit'}, but pull request #${pr.number}'s head is ` +
        `${pr.headSha.slice(0, 12)}; Remora reviews only the head commit. Check it out with actions/checkout: ` +
        'with: ref: ${{ github.event.pull_request.head.sha }}');
}
/**
 * Whether tools that run code (generated tests) may run: `allow-execute`,
 * by default on; always off for `pull_request_target` (it runs with the base
 * repository's secrets on code it did not write) and for forks.
 */
function executeAllowed(settings, pr, notes) {
    if (settings.eventName === 'pull_request_target' || pr.fork !== undefined) {
        if (settings.allowExecute === true)
            notes.push('allow-execute is ignored: tools that run code stay off on pull_request_target and forks.');
        return false;
    }
    return settings.allowExecute ?? true;
}
/**
 * What preparing the run found, said: an op whose agent did not load fails
 * on every node, and tools that run code do not run where no sandbox can be
 * made. Each is a warning; the sandbox's also lands in `notes`.
 */
function warnPreparedRun(prepared, notes) {
    for (const [op, problem] of prepared.brokenAgents)
        core/* warning */.$e(`${problem.code}: ${problem.message}; op ${op} fails on every node`);
    const { noSandbox } = prepared;
    if (!noSandbox)
        return;
    const text = `${noSandbox.problem.code}: ${noSandbox.problem.message}; tools that run code are skipped in ${noSandbox.ops.join(', ')}`;
    core/* warning */.$e(text);
    notes.push(text);
}

;// CONCATENATED MODULE: ./src/action/pull-request.ts
























/** The pull request activities a run reviews; others end with a notice. */
const REVIEWED_ACTIONS = [
    'opened',
    'synchronize',
    'reopened',
    'ready_for_review',
];
/** Whether the workflow's author must fix `error` (it fails the step), rather than it being Remora's own. */
function isUsersToFix(error) {
    return classifyFailure(error) === 'users-to-fix';
}
/**
 * A `pull_request` or `pull_request_target` run: the `Remora` check in
 * progress, the changed nodes reviewed with the base commit's configuration,
 * earlier runs read, one review posted, the check completed, the job summary,
 * the outputs and the report. Remora's own outages (the model server or
 * GitHub unreachable, a missing permission) end the check as `on-outage`
 * says; a bug in Remora fails the check and the step.
 */
async function runPullRequest(settings, port) {
    const { github, writes } = countWrites(port);
    const pr = await readPullRequestEvent(settings.eventPath);
    const from = pr.fork === undefined ? '' : ` from the fork ${pr.fork ?? '(deleted)'}`;
    info(`pull request #${pr.number} in ${pr.owner}/${pr.repo}${from}: ` +
        `${pr.baseSha.slice(0, 7)}...${pr.headSha.slice(0, 7)} (${settings.eventName}, ${pr.action || 'no action'})`);
    setOutputs({ nodes: 0, suggestions: 0, findings: 0, failedOps: 0 });
    if (pr.action && !REVIEWED_ACTIONS.includes(pr.action)) {
        core/* notice */.lm(`Remora: a pull request '${pr.action}' event is not reviewed; reviews run on ${REVIEWED_ACTIONS.join(', ')}.`);
        return;
    }
    const check = await startCheckRun(github, pr.headSha, settings);
    if (pr.draft && !settings.reviewDrafts) {
        const reason = 'draft pull requests are reviewed when marked ready, or with review-drafts: true';
        core/* notice */.lm(`Remora: pull request #${pr.number} is a draft: not reviewed (${reason}).`);
        await check.complete('skipped', {
            title: 'Draft: not reviewed',
            summary: `Pull request #${pr.number} is a draft; ${reason}.`,
            annotations: [],
        });
        return;
    }
    await reviewPullRequestRun(settings, github, pr, check, {}, writes);
}

/**
 * Reviews the pull request at its head and publishes the result: the one
 * path every review takes, whether a pull request event or a comment
 * command started it. A run that stops completes the check as
 * {@link failedRunEnd} says: a tolerated outage `neutral` with a warning, a
 * bug or an error the workflow's author must fix `failure`, and then the
 * step fails too.
 */
async function reviewPullRequestRun(settings, github, pr, check, options = {}, writes = () => 'not counted') {
    const report = reportDir(settings.runnerTemp, process.env);
    try {
        // Inside the try: a log that cannot be opened still completes the check.
        const log = openRunLog(settings.runnerTemp, process.env.GITHUB_RUN_ID ?? `${process.pid}`);
        core/* setOutput */.uH(OUTPUTS.reportPath, log.dir);
        return await reviewAndPublish(settings, github, pr, check, log, options, writes);
    }
    catch (error) {
        const end = failedRunEnd(error, settings.onOutage, process.env, report);
        await check
            .complete(end.conclusion, { title: end.title, summary: end.text, annotations: [] }, tryRunUrl(process.env))
            .catch((failure) => core/* warning */.$e((0,core_errors/* describeError */.Uc)(failure)));
        if (end.kind === 'users-to-fix')
            throw error;
        await writeSummary(`## Remora\n\nThe review did not finish: ${end.text}\n`).catch((failure) => core/* warning */.$e((0,core_errors/* describeError */.Uc)(failure)));
        if (end.failsStep)
            throw new ReportedFailure(end.text, { cause: error });
        core/* warning */.$e(`Remora could not finish: ${end.text}`);
        return { ok: false, problem: end.text };
    }
}
/**
 * The run in three phases: what the event needs is gathered once
 * ({@link gatherReviewInput}), the pipeline reviews and plans it in one call
 * (`reviewPullRequestChanges`), and what comes back is said and published.
 */
async function reviewAndPublish(settings, github, pr, check, log, options, writes) {
    const notes = [];
    const cleanups = new session/* CleanupStack */.zr();
    try {
        const gathered = await gatherReviewInput(settings, github, pr, { log, cleanups, notes }, options);
        const result = await core/* group */.Os('Reviewing the pull request', () => reviewPullRequestChanges(gathered.input));
        warnPreparedRun(result.prepared, gathered.executeNotes);
        (0,arrays/* appendAll */.u2)(notes, gathered.executeNotes);
        for (const line of result.said)
            info(line);
        const { found } = result;
        if (result.outdated)
            return await outdatedQuestion(check, result.outdated);
        for (const diagnostic of found.diagnostics)
            reportDiagnostic(diagnostic);
        core/* startGroup */.Oh(`Changed nodes (${found.changed.length})`);
        for (const changed of found.changed)
            info(formatChangedNodeLine(changed));
        core/* endGroup */.N4();
        if (!result.reviewed)
            return await nothingToReview(settings, pr, check, options, found);
        (0,arrays/* appendAll */.u2)(notes, gathered.earlier.problems);
        const reviewed = await publishReview(settings, github, pr, gathered.earlier, result.reviewed, notes);
        keepTrajectories(log, result.reviewed.trajectories);
        return await concludeReview(settings, pr, check, log, options, writes, notes, {
            ...reviewed,
            found,
        });
    }
    finally {
        await cleanups.run();
    }
}
/** A resume whose question no longer stands: the check is skipped, saying why. */
async function outdatedQuestion(check, outdated) {
    info(`Remora: ${outdated}; nothing to resume.`);
    await check.complete('skipped', {
        title: 'The question is outdated',
        summary: `${outdated}: the answer is not applied to code the question was not about.`,
        annotations: [],
    });
    await writeSummary(`## Remora\n\nThe question is outdated: ${outdated}.\n`);
    return { ok: false, problem: outdated, outdated: true };
}
/** A pull request with no node to review: the check is skipped, saying why. */
async function nothingToReview(settings, pr, check, options, found) {
    const reason = options.retry
        ? `node ${options.retry.nodeId} is not among the changed nodes of pull request #${pr.number} at ${pr.headSha.slice(0, 7)}`
        : `pull request #${pr.number} changes no function, class or module code Remora reviews`;
    core/* notice */.lm(`Remora: ${reason}.`);
    await check.complete('skipped', {
        title: 'Nothing to review',
        summary: `${reason} (${found.reviewedFiles} files in a language it reads).`,
        annotations: [],
    });
    const sarif = await tryWriteSarif(settings, undefined);
    await writeSummary(`## Remora\n\nNothing to review: ${reason}.\n${sarif ? `\n${sarif}\n` : ''}`);
    return { ok: true, reviewed: 0 };
}
/**
 * Posts what the pipeline planned, then settles earlier threads: on an
 * incremental push, those of nodes that changed and whose suggestion this
 * run did not make again are answered as outdated.
 */
async function publishReview(settings, github, pr, earlier, reviewed, notes) {
    const { report, publication, narrowed, verdicts } = reviewed;
    logEarlierVerdicts(verdicts);
    if (publication.plan.rejected.length > 0)
        info(`${publication.plan.rejected.length} suggestions left out: reviewers rejected them on the same code`);
    const posted = await pull_request_publish(settings, github, pr, publication, notes);
    const { standing } = await settleEarlierThreads(github, earlier, {
        head: pr.headSha,
        ...(narrowed.changedSince ? { changedSince: narrowed.changedSince } : {}),
        producedAgain: new Set(publication.plan.already_posted),
        rejected: new Set(verdicts.filter((v) => v.verdict === 'rejected').flatMap((v) => v.fingerprints)),
        dryRun: settings.dryRun,
    }, notes);
    return { report, verdicts, counts: earlier.counts, publication, posted, standing, narrowed };
}
/**
 * Closes the review: the check's conclusion and text, the run's report and
 * outputs, reviewers' verdicts kept as feedback, SARIF, the job summary.
 */
async function concludeReview(settings, pr, check, log, options, writes, notes, reviewed) {
    const { report, verdicts, counts, publication, posted, standing, narrowed, found } = reviewed;
    const input = {
        ...checkInput(report, publication, posted.refused, counts, standing, verdicts),
        ...(narrowed.scope ? { scope: narrowed.scope } : {}),
    };
    const conclusion = conclusionOfReview(settings, reviewed, input, notes);
    // Only a whole review of the pull request lets a later push review what changed since.
    const whole = !options.ops &&
        !options.paths &&
        !settings.dryRun &&
        !runStopped.aborted &&
        !posted.forbidden &&
        report.nodes.every((node) => node.ops.every((op) => op.status !== 'failed'));
    await check.complete(conclusion, (0,publish/* checkRunOutput */.TN)(input), posted.url, whole ? (0,publish/* reviewedHeadMark */.v_)(pr.number) : undefined);
    log.writeReport({
        pull_request: pr.number,
        head_sha: pr.headSha,
        conclusion,
        review: { id: posted.id ?? null, url: posted.url ?? null, left_out: posted.leftOut },
        // The labelled verdicts of reviewers, for the feedback records.
        verdicts,
        ...(0,format_review/* reviewToJson */.sU)(report),
    });
    finishOutputs(report, publication, posted.id);
    if (!settings.dryRun)
        recordVerdicts(verdicts, `${pr.owner}/${pr.repo}`, {
            runnerTemp: settings.runnerTemp,
        });
    const sarif = await tryWriteSarif(settings, report);
    if (sarif)
        notes.push(sarif);
    info(`GitHub writes: ${writes()}`);
    (0,arrays/* appendAll */.u2)(notes, posted.leftOut.map((id) => `${id}: did not fit in the review body; see report.json`));
    await writeSummary(renderReviewSummary({
        pullNumber: pr.number,
        headSha: pr.headSha,
        figures: (0,publish/* checkRunFigures */.PJ)(input),
        verdicts: (0,publish/* describeVerdicts */.WR)(verdicts, textCell),
        ...(posted.url ? { reviewUrl: posted.url } : {}),
        ...(posted.notPosted ? { notPosted: posted.notPosted } : {}),
        ...(posted.unposted ? { unposted: publication.plan.review } : {}),
        changed: found.changed,
        diagnostics: found.diagnostics,
        notes,
    }));
    logConclusion(conclusion, input);
    return {
        ok: true,
        ...(posted.url ? { reviewUrl: posted.url } : {}),
        reviewed: report.nodes.length,
        made: reviewMade(report, publication, posted.id),
    };
}
/**
 * The check's conclusion: cancelled when the run was; `on-outage` when the
 * token may not post the review (Remora's trouble, not the pull request's);
 * else what `fail-on` says of the ops, findings and open suggestions.
 */
function conclusionOfReview(settings, { report, publication, posted }, input, notes) {
    if (report.cancelled) {
        const { message } = report.cancelled;
        const cut = (0,run_tally/* totalTally */.Lh)(report.tally).cancelled;
        notes.push(`${message.charAt(0).toUpperCase()}${message.slice(1)} before it finished: what was done is published, and the ${cut} op${cut === 1 ? '' : 's'} it cut short are cancelled (CANCEL_001).`);
        return 'cancelled';
    }
    if (posted.forbidden)
        return settings.onOutage;
    return (0,publish/* conclusionFor */.H1)(settings.failOn, {
        ops: report.nodes.flatMap((node) => node.ops),
        findings: publication.findings.map((f) => f.finding),
        suggestions: (0,publish/* openSuggestions */.UA)(input),
    }, settings.onOutage);
}
/** The pull request as a `pull_request` event would give it, for the one review path. */
function toReviewEvent(pr) {
    const [owner = '', repo = ''] = pr.baseRepo.split('/');
    return {
        number: pr.number,
        headSha: pr.headSha,
        baseSha: pr.baseSha,
        owner,
        repo,
        fork: pr.headRepo === pr.baseRepo ? undefined : pr.headRepo,
        action: '',
        draft: pr.draft,
        url: pr.url,
        baseRef: pr.baseRef,
        defaultBranch: pr.defaultBranch,
    };
}
/**
 * The port, counting the writes it makes: each is a request that changes
 * something on GitHub, and a run should make few (three when all is well).
 */
function countWrites(port) {
    let writes = 0;
    let probes = 0;
    const counted = (fn, count) => (...args) => {
        count();
        return fn(...args);
    };
    const github = {
        ...port,
        createCheckRun: counted(port.createCheckRun.bind(port), () => writes++),
        updateCheckRun: counted(port.updateCheckRun.bind(port), () => writes++),
        createReview: counted(port.createReview.bind(port), () => writes++),
        resolveThreads: counted(port.resolveThreads.bind(port), () => writes++),
        answerThreads: counted(port.answerThreads.bind(port), () => writes++),
        acceptsComments: counted(port.acceptsComments.bind(port), () => probes++),
    };
    return {
        github,
        writes: () => `${writes}${probes > 0 ? ` and ${probes} probes for refused comments` : ''}`,
    };
}

/** Posts the planned review, unless it is a dry run, carries nothing new, or the token cannot. */
async function pull_request_publish(settings, github, pr, publication, notes) {
    const { plan } = publication;
    const leftOut = [...plan.left_out];
    if (settings.dryRun) {
        core/* startGroup */.Oh('dry run: the review that would be posted');
        info(JSON.stringify(plan.review, null, 2));
        core/* endGroup */.N4();
        return { refused: 0, leftOut, notPosted: 'dry run', unposted: true };
    }
    if (plan.nothing_new) {
        info('nothing new since the earlier reviews: no review posted');
        return {
            refused: 0,
            leftOut,
            notPosted: 'nothing new since the earlier reviews',
            unposted: false,
        };
    }
    try {
        const posted = await postReview(github, pr.number, plan);
        if (posted.refused.length > 0)
            notes.push(`GitHub refused ${posted.refused.length} comments inline; they are in the review body.`);
        info(`review posted: ${posted.url}`);
        return {
            id: posted.id,
            url: posted.url,
            refused: posted.refused.length,
            leftOut: [...leftOut, ...posted.left_out],
            unposted: false,
        };
    }
    catch (error) {
        if (!(error instanceof core_errors/* RemoraError */.LP && error.code === 'GH_002'))
            throw error;
        core/* warning */.$e((0,core_errors/* describeError */.Uc)(error));
        return {
            refused: 0,
            leftOut,
            notPosted: (0,core_errors/* describeError */.Uc)(error),
            unposted: true,
            forbidden: true,
        };
    }
}
function checkInput(report, publication, refused, accepted, standing, verdicts) {
    const { plan } = publication;
    // Questions ride in the review's comments, but are not suggestions.
    const inline = plan.review.comments.length - publication.questions.comments.length - refused;
    const body = plan.unanchored.length + plan.overflow.length + refused;
    return {
        backend: report.backend,
        ms: report.ms,
        nodes: report.nodes,
        tally: report.tally,
        suggestions: { inline, body, earlier: plan.already_posted.length + standing },
        ...(accepted.posted > 0 ? { accepted } : {}),
        ...(verdicts.length > 0 ? { verdicts } : {}),
        ...(publication.questions.rows.length > 0 ? { questions: publication.questions.rows } : {}),
    };
}
function reviewMade(report, publication, reviewId) {
    const { plan } = publication;
    return {
        ops: report.nodes.flatMap((n) => n.ops.map((op) => ({
            workspace_id: op.workspace_id,
            status: op.status,
            ...(op.error ? { error: `${op.error.code}: ${op.error.message}` } : {}),
        }))),
        suggestions: plan.review.comments.length + plan.unanchored.length + plan.overflow.length,
        alreadyPosted: plan.already_posted.length,
        ...(reviewId === undefined ? {} : { reviewId }),
    };
}
function finishOutputs(report, publication, reviewId) {
    const { plan } = publication;
    setOutputs({
        nodes: report.nodes.length,
        suggestions: plan.review.comments.length -
            publication.questions.comments.length +
            plan.unanchored.length +
            plan.overflow.length,
        findings: publication.findings.length,
        failedOps: (0,run_tally/* totalTally */.Lh)(report.tally).failed,
        ...(reviewId === undefined ? {} : { reviewId }),
    });
}
function logConclusion(conclusion, input) {
    info(`Remora: ${conclusion}`);
    for (const [name, value] of (0,publish/* checkRunFigures */.PJ)(input))
        info(`  ${name}: ${value}`);
}
/** Logs a discovery diagnostic at its severity, as an annotation on its file when it names one. */
function reportDiagnostic(diagnostic) {
    const message = `${diagnostic.code}: ${diagnostic.message}`;
    const where = diagnostic.file === undefined
        ? {}
        : {
            file: diagnostic.file,
            ...(diagnostic.line === undefined ? {} : { startLine: diagnostic.line }),
        };
    if (diagnostic.severity === 'notice')
        info(message);
    else if (diagnostic.severity === 'warning')
        core/* warning */.$e(message, where);
    else
        core/* error */.z3(message, where);
}
/** Writes the job summary; skipped with a debug line when the runner gave no summary file. */
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        core/* debug */.Yz('GITHUB_STEP_SUMMARY is not set: no job summary written');
        return;
    }
    await core/* summary */.z.addRaw(redactedText(markdown)).write();
}

;// CONCATENATED MODULE: ./src/action/texts-at.ts


/**
 * Reads files at commits through the API (no checkout needed), decoded as
 * workspaces decode them (a Python file by its coding cookie).
 *
 * @throws RemoraError `GH_001` for a file whose bytes are not valid in its
 *   encoding: what Remora would write back would not be that file.
 */
function createTextsAt(github) {
    const texts = new Map();
    const key = (ref, path) => `${ref}\0${path}`;
    return {
        async load(ref, paths) {
            for (const path of paths) {
                if (texts.has(key(ref, path)))
                    continue;
                const bytes = await github.tryFileContent(path, ref);
                if (bytes === undefined) {
                    texts.set(key(ref, path), undefined);
                    continue;
                }
                const decoded = (0,file_text/* decodeFileText */.k6)(path, bytes);
                if (decoded.lossy)
                    throw new core_errors/* RemoraError */.LP('GH_001', `${path} at ${ref.slice(0, 7)} is not valid ${decoded.encoding}: Remora does not rewrite a file it cannot read intact`);
                texts.set(key(ref, path), decoded.text);
            }
        },
        at: (ref) => (path) => texts.get(key(ref, path)),
    };
}

;// CONCATENATED MODULE: ./src/action/posted-workspaces.ts






/** Reads Remora's comments, reviews and threads, and the changes their markers carry. */
async function readPostedWorkspaces(github, pullNumber) {
    const [comments, reviews, threads] = await Promise.all([
        github.listReviewComments(pullNumber),
        github.listReviews(pullNumber),
        github.listReviewThreads(pullNumber),
    ]);
    const runs = (0,publish/* readEarlierRuns */.bH)({ comments, reviews, threads, author: REMORA_AUTHOR });
    return { comments, reviews, threads, changes: placeChanges(runs, comments, reviews).changes };
}
/**
 * The workspace ids a command names: its target, or, written in a thread
 * without one, those of the change that thread's first comment carries
 * (several where one suggestion joins them). None when neither says.
 */
function namedWorkspaces(posted, request) {
    if (request.target !== undefined)
        return [request.target];
    if (request.threadRoot === undefined)
        return [];
    const root = posted.changes.find((c) => c.change.comment_id === request.threadRoot);
    return workspaceIds(root?.change.marker.workspace_id ?? '').filter(Boolean);
}
/**
 * The latest change Remora posted for workspace `id`, from markers it can
 * trust; otherwise why not: an edited trailer, a marker only quoted, or no
 * change of that id at all.
 */
function trustedLatestChange(posted, id) {
    const { broken, quoted } = distrustedMarkersNaming(ownTexts(posted), id);
    if (broken.length > 0)
        return { refusal: { kind: 'broken-marker', id, problems: broken } };
    const latest = latestChangeOf(posted.changes, id);
    if (latest)
        return { latest };
    return {
        refusal: quoted.length > 0 ? { kind: 'quoted-marker', id, problems: quoted } : { kind: 'unknown', id },
    };
}
/** Remora's own comments and review bodies: where its markers are trusted. */
function ownTexts(posted) {
    return [
        ...posted.comments
            .filter((c) => c.user === REMORA_AUTHOR && c.in_reply_to_id === undefined)
            .map((c) => ({ where: `review comment ${c.id} on ${c.path}`, body: c.body })),
        ...posted.reviews
            .filter((r) => r.user === REMORA_AUTHOR)
            .map((r) => ({ where: `review ${r.id}`, body: r.body })),
    ];
}
/**
 * Resolves the open threads of `changes` (each once). The command's work is
 * done by then: a refusal here is a warning, never a failure.
 */
async function resolveOpenThreads(github, changes, dryRun, what) {
    const open = [
        ...new Set(changes.flatMap((c) => c.change.thread && !c.change.thread.isResolved ? [c.change.thread.id] : [])),
    ];
    if (open.length === 0 || dryRun)
        return;
    try {
        await github.resolveThreads(open);
        info(`${open.length} threads of the ${what} resolved`);
    }
    catch (error) {
        core/* warning */.$e(`the threads of the ${what} stay open: ${(0,core_errors/* describeError */.Uc)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/action/accept.ts















/**
 * `/remora accept <id>|all`: finds the changes in Remora's own markers,
 * carries each from the commit it was posted on to the pull request's
 * current head (read through the API), and commits the result to the pull
 * request's branch through the Git Data API, with the accepted threads
 * resolved. Refuses, with nothing changed, when a marker was edited, a
 * change no longer applies, changes overlap, the branch is a fork's, or it
 * is the repository's default branch or a protected one (BRANCH_001).
 */
async function acceptChanges(github, pr, request) {
    const [comments, reviews, threads] = await Promise.all([
        github.listReviewComments(pr.number),
        github.listReviews(pr.number),
        github.listReviewThreads(pr.number),
    ]);
    const runs = (0,reconcile/* readEarlierRuns */.bH)({ comments, reviews, threads, author: REMORA_AUTHOR });
    const placed = placeChanges(runs, comments, reviews);
    for (const problem of [...runs.problems, ...placed.problems])
        info(problem);
    const texts = createTextsAt(github);
    const selected = await accept_select(github, request.target, placed.changes, { comments, reviews }, pr, texts);
    if ('refusal' in selected)
        return refuse(selected.refusal);
    const result = await carryOver(selected, pr, texts);
    if ('refusal' in result)
        return refuse(result.refusal);
    const accepted = selected.map(describeChange);
    const ids = selected.flatMap((c) => workspaceIds(c.change.marker.workspace_id));
    const verdicts = acceptedVerdicts(placed.changes, ids, pr.number, request.commenter.login);
    if (result.size === 0) {
        await resolveOpenThreads(github, changesNaming(placed.changes, ids), request.dryRun, 'accepted changes');
        if (!request.dryRun)
            recordAccepted(selected, pr, request);
        return { ok: true, reply: renderAlreadyInHead(ids, pr.headSha), verdicts };
    }
    if (pr.headRepo !== pr.baseRepo) {
        const head = texts.at(pr.headSha);
        const patch = (0,unified_diff/* formatUnifiedDiff */.b2)([...result].map(([path, after]) => ({ path, before: head(path), after })));
        return { ok: false, reply: renderForkPatch(pr.headRepo, accepted, patch, pr.headSha) };
    }
    const closed = await whyBranchClosed(github, pr);
    if (closed) {
        const head = texts.at(pr.headSha);
        const patch = (0,unified_diff/* formatUnifiedDiff */.b2)([...result].map(([path, after]) => ({ path, before: head(path), after })));
        return refuse({ kind: 'closed-branch', branch: pr.headRef, why: closed, patch });
    }
    const files = encode(result);
    if ('refusal' in files)
        return refuse(files.refusal);
    const message = acceptCommitMessage(accepted, request.commenter, request.command, pr.number);
    if (request.dryRun) {
        info(`dry run: the commit that would go on ${pr.headRef}:\n${message}`);
        return { ok: true, reply: `Dry run: nothing committed.\n\n${message}` };
    }
    const commit = await github.createCommit({ parent: pr.headSha, files, message });
    await github.updateBranch(pr.headRef, commit);
    info(`committed ${commit} to ${pr.headRef}: ${ids.join(', ')}`);
    await resolveOpenThreads(github, changesNaming(placed.changes, ids), false, 'accepted changes');
    recordAccepted(selected, pr, request);
    return { ok: true, reply: renderCommitted(accepted, commit, pr.headRef), verdicts };
}
/**
 * Why accept may not commit to the pull request's head branch: it is the
 * repository's default branch (a pull request from `main` into another
 * branch), or GitHub says it is protected. Asked of the API each time: what
 * the event or the comment says of the branch proves nothing.
 */
async function whyBranchClosed(github, pr) {
    if (pr.headRef === pr.defaultBranch)
        return 'default';
    return (await github.isBranchProtected(pr.headRef)) ? 'protected' : undefined;
}
/**
 * A review record per accepted change: the reviewer took it whole. The
 * commit is made by then, so a record that cannot be written is a warning.
 */
function recordAccepted(changes, pr, request) {
    const at = new Date();
    for (const posted of changes) {
        keepFeedback(`the accept of ${posted.change.marker.workspace_id}`, request.feedback, () => (0,review_record/* reviewRecord */.Ab)({
            repository: pr.baseRepo,
            pullRequest: pr.number,
            commitId: posted.commit,
            marker: posted.change.marker,
        }, { verdict: 'accepted', text: request.command, reviewer: request.commenter.login, at }));
    }
}
function refuse(refusal) {
    const reply = renderRefusal(refusal);
    info(reply);
    return { ok: false, reply };
}
/** The changes to commit: the named workspace's latest, or every pending one. */
async function accept_select(github, target, changes, posted, pr, texts) {
    if (target !== 'all') {
        const { broken, quoted } = distrustedMarkersNaming(ownTexts(posted), target);
        // An edited trailer refuses the id outright: an older sound copy is not what was shown last.
        if (broken.length > 0)
            return { refusal: { kind: 'broken-marker', id: target, problems: broken } };
        const chosen = latestChangeOf(changes, target);
        if (chosen)
            return [chosen];
        // Quoted text cannot block a change Remora did post; it only explains an unknown id.
        return quoted.length > 0
            ? { refusal: { kind: 'quoted-marker', id: target, problems: quoted } }
            : { refusal: { kind: 'unknown', id: target } };
    }
    await texts.load(pr.headSha, (0,reconcile/* pathsToRead */.Of)(changes.map((c) => c.change)).filter(isRepositoryPath));
    const pending = await withoutRejected(github, pr, changes, pendingChanges(changes, texts.at(pr.headSha)), posted.comments);
    return pending.length > 0 ? pending : { refusal: { kind: 'none-pending' } };
}
/** Each change carried to the head, and merged into one set of files. */
async function carryOver(changes, pr, texts) {
    const rebased = [];
    for (const posted of changes) {
        const { marker, files } = posted.change;
        const paths = [...new Set(files.map((f) => f.path))].filter(isRepositoryPath);
        await texts.load(posted.commit, paths);
        await texts.load(pr.headSha, paths);
        const result = rebaseChange(files, texts.at(posted.commit), texts.at(pr.headSha), registry/* BUILTIN_STRUCTURAL_MERGE */.Pn);
        if (!result.ok) {
            const id = marker.workspace_id;
            return {
                refusal: result.kind === 'stale'
                    ? { kind: 'stale', id, path: result.path, posted: posted.commit, head: pr.headSha }
                    : {
                        kind: 'unfit',
                        id,
                        path: result.path,
                        reason: result.reason,
                        posted: posted.commit,
                    },
            };
        }
        rebased.push({ id: marker.workspace_id, files: result.files });
    }
    if (rebased.length === 1)
        return rebased[0]?.files ?? new Map();
    const merged = await mergeAcceptedChanges(texts.at(pr.headSha), rebased, registry/* BUILTIN_STRUCTURAL_MERGE */.Pn);
    return merged.ok
        ? merged.files
        : {
            refusal: {
                kind: 'conflict',
                conflicts: merged.conflicts.map((c) => ({ path: c.path, workspaces: c.workspaces })),
            },
        };
}
function encode(files) {
    const encoded = [];
    for (const [path, text] of files) {
        if (text === undefined) {
            encoded.push({ path, content: null });
            continue;
        }
        const bytes = (0,file_text/* encodeFileText */.SR)(path, text);
        if (!bytes.ok)
            return { refusal: { kind: 'unwritable', path, reason: bytes.reason } };
        encoded.push({ path, content: bytes.bytes });
    }
    return encoded;
}
function describeChange(posted) {
    const { marker, files } = posted.change;
    return {
        op: marker.op,
        workspaceId: marker.workspace_id,
        ...(posted.node === undefined ? {} : { node: posted.node }),
        paths: [...new Set(files.map((f) => f.path))],
    };
}

;// CONCATENATED MODULE: ./src/core/publish/question-replies.ts
/**
 * What Remora says in a question's thread (docs/architecture.md §8). The
 * texts name people and ops only: never the answer itself, which is the
 * model's to read and nobody's to echo.
 */
/** The longest answer passed on to the model; the rest is cut, and the reply says so. */
const MAX_ANSWER_CHARS = 4000;
function question_replies_code(text) {
    return `\`${text.replace(/`/g, "'")}\``;
}
/** To someone without write access who answered: thanked, nothing run. */
function notAllowedToAnswer(login, permission) {
    return (`@${login}, thank you — only people with write access to this repository can answer ` +
        `Remora's questions (yours is ${question_replies_code(permission)}), so your reply was not passed on. ` +
        `A maintainer can answer here.`);
}
/** The op went on with the answer: where what it made is. */
function questionAnswered(login, reviewUrl) {
    const where = reviewUrl ? `: ${reviewUrl}` : ' (nothing new to suggest)';
    return `Thank you, @${login}: Remora went on with your answer${where}.`;
}
/** The question's node changed since it was asked. */
function questionOutdated(op, why) {
    return (`This question is outdated (${why}), so the answer was not used. ` +
        `Remora asks again if it still needs to when it reviews the new code; ` +
        `\`/remora ${op}\` runs it now.`);
}
/** The question was posted without its conversation (over the bound): it cannot resume. */
function questionCannotResume(op) {
    return (`This question's conversation was too long to keep in its thread, so Remora cannot go on ` +
        `from it; \`/remora ${op}\` on its file runs the op afresh.`);
}
/** The answer was longer than the model is given. */
function answerTooLong() {
    return `Only the first ${MAX_ANSWER_CHARS} characters of the answer were passed on.`;
}

// EXTERNAL MODULE: ./src/core/runner/message-schema.ts
var message_schema = __webpack_require__(621);
;// CONCATENATED MODULE: ./src/action/answer-question.ts














/** Whether the comment is a reply in a review thread: what may answer a question. */
function isThreadReply(event) {
    return event.thread !== undefined && event.thread.rootId !== event.commentId;
}
const transcriptSchema = schemas/* array */.YOg(message_schema/* chatMessageSchema */.hi);
/**
 * A reply without a command in a review thread (a `pull_request_review_comment`
 * run): the answer to a question an agent asked, when the thread is one of
 * Remora's questions (docs/architecture.md §5, §8). The question's state is read
 * only from Remora's own comment, under its integrity hash; a reply by
 * someone with write access resumes the waiting op from it with the reply as
 * the `ask_user` tool's result — at the head, and only while the node's code
 * is what the question was about — and publishes what it makes as a normal
 * run does. Anyone else is thanked and told who can answer; replies
 * elsewhere, edits, deletions and bots' comments run nothing.
 */
async function answerQuestion(settings, github, event) {
    const ignored = whyIgnored(event);
    if (ignored) {
        info(`Remora: ${ignored}; nothing to do.`);
        return;
    }
    const question = await findQuestion(github, event);
    if (!question) {
        info('Remora: the reply is not in the thread of a question Remora asked; nothing to do.');
        return;
    }
    const login = event.author.login;
    const reply = (body) => replyInThread(settings, github, event.number, question.comment_id, body);
    info(`an answer by ${login} to ${question.marker.op} on ${question.marker.name}`);
    const permission = await github.getPermission(login).catch((error) => {
        // Unsure who answered, Remora runs nothing; an outage is not the workflow's to fix.
        core/* warning */.$e(`Remora could not read ${login}'s permission: ${(0,core_errors/* describeError */.Uc)(error)}`);
        return undefined;
    });
    if (permission === undefined)
        return;
    if (!MAY_RUN.includes(permission)) {
        core/* notice */.lm(`Remora: ${login} has ${permission} permission, not write: the answer is not read.`);
        await reply(notAllowedToAnswer(login, permission));
        return;
    }
    const pr = await github.getPullRequest(event.number);
    const cannot = whyCannotResume(question, pr);
    if (cannot) {
        await reply(cannot);
        return;
    }
    await resume(settings, github, event, pr, question, reply);
}
/** Why a review comment runs nothing, or undefined when it may answer a question. */
function whyIgnored(event) {
    if (event.action !== 'created')
        return `a review comment that was ${event.action || 'changed'} answers nothing (only new replies do)`;
    if (isBotComment(event))
        return `the comment is by the bot ${event.author.login}`;
    if (event.body.trim() === '')
        return 'the reply is empty';
    return undefined;
}
/** The question whose thread the reply is in: read from Remora's own comment, never another's. */
async function findQuestion(github, event) {
    const comments = await github.listReviewComments(event.number);
    const earlier = (0,publish/* readEarlierRuns */.bH)({ comments, reviews: [], threads: [], author: REMORA_AUTHOR });
    for (const problem of earlier.problems)
        core/* warning */.$e(problem);
    const question = earlier.questions?.find((q) => q.comment_id === event.thread.rootId);
    const path = comments.find((c) => c.id === event.thread.rootId)?.path;
    return question && path !== undefined ? { ...question, path } : undefined;
}
/** Why the question cannot be resumed at all, as the reply that says so. */
function whyCannotResume(question, pr) {
    if (pr.state !== 'open')
        return `Pull request #${pr.number} is closed: Remora does not go on with the question.`;
    if (recordedTranscript(question.marker.transcript) === undefined)
        return questionCannotResume(question.marker.op);
    return undefined;
}
/**
 * The conversation a question's marker recorded; undefined when it holds
 * none (it was over the bound) or not a conversation the runner wrote.
 */
function recordedTranscript(text) {
    if (text === '')
        return undefined;
    try {
        const parsed = transcriptSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * Goes on with the waiting op: a run narrowed to its op and file, resuming
 * it on its node with the answer, published as a review; the answer kept as
 * a feedback record; the thread answered. The answer is data for the model
 * only: it goes nowhere else but the record and the log line that names it.
 */
async function resume(settings, github, event, pr, question, reply) {
    const { marker } = question;
    const full = event.body.trim();
    const answer = full.slice(0, MAX_ANSWER_CHARS);
    const { github: counted, writes } = countWrites(github);
    const name = `${publish/* CHECK_NAME */.$c}: answer to ${marker.op} on ${marker.name}`;
    const check = await startCheckRun(counted, pr.headSha, {
        dryRun: settings.dryRun,
        name: name.length > 100 ? `${name.slice(0, 99)}…` : name,
    });
    const outcome = await reviewPullRequestRun(settings, counted, toReviewEvent(pr), check, {
        ops: [marker.op],
        paths: [question.path],
        // An answer cannot turn on what runs the pull request's code; only the workflow can.
        noExecute: settings.allowExecute !== true,
        resume: {
            node_id: marker.node_id,
            node_sha256: marker.node_sha256,
            workspace_id: marker.workspace_id,
            point: {
                transcript: recordedTranscript(marker.transcript) ?? [],
                call_id: marker.call_id,
                turns: marker.turns,
                patch: marker.patch,
                answer,
            },
        },
    }, writes);
    if (outcome.outdated) {
        await reply(questionOutdated(marker.op, outcome.problem ?? 'the code changed'));
        return;
    }
    keepFeedback(`the answer to ${marker.op}'s question on ${marker.node_id}`, { runnerTemp: settings.runnerTemp }, () => (0,review_record/* reviewRecord */.Ab)({
        repository: pr.baseRepo,
        pullRequest: pr.number,
        commitId: question.commit_id,
        marker: { ...marker, fingerprint: '', patch: '' },
        nodeSha256: marker.node_sha256,
    }, { verdict: 'answered', text: answer, reviewer: event.author.login, at: new Date() }));
    const cut = full.length > answer.length ? `\n\n${answerTooLong()}` : '';
    await reply(outcome.ok
        ? `${questionAnswered(event.author.login, outcome.reviewUrl)}${cut}`
        : `Remora could not go on with the answer: ${outcome.problem ?? 'unknown'}`);
}
/**
 * A reply in the question's thread; in a dry run, a log line saying what it
 * would be. A reply GitHub refuses is a warning, never a failure: what was
 * done is done.
 */
async function replyInThread(settings, github, pullNumber, commentId, body) {
    if (settings.dryRun) {
        info(`dry run: would reply in the question's thread:\n${body}`);
        return;
    }
    try {
        await github.replyToReviewComment(pullNumber, commentId, body);
    }
    catch (error) {
        core/* warning */.$e(`Remora could not reply in the question's thread: ${(0,core_errors/* describeError */.Uc)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/action/reject.ts






/**
 * `/remora reject <id> [reason]`: finds the workspace in Remora's own
 * markers (in a thread, the id may be left out: the thread's change is
 * meant), records the rejection in the trailer of Remora's reply (a
 * reviewer cannot write there), and resolves the workspace's open threads.
 * Later runs read the reply and never suggest the workspace again on the
 * same node text.
 */
async function rejectChange(github, pr, request) {
    if (request.target === undefined && request.threadRoot === undefined)
        return reject_refuse({ kind: 'no-target', command: 'reject' });
    const posted = await readPostedWorkspaces(github, pr.number);
    const ids = namedWorkspaces(posted, request);
    if (ids.length === 0)
        return reject_refuse({ kind: 'no-target', command: 'reject' });
    const rejections = [];
    const described = [];
    for (const id of ids) {
        const found = trustedLatestChange(posted, id);
        if ('refusal' in found)
            return reject_refuse(found.refusal);
        const { latest } = found;
        const naming = changesNaming(posted.changes, [id]).sort((a, b) => a.order - b.order);
        rejections.push({
            id,
            naming,
            rejection: (0,publish/* rejectionOf */.h2)(naming.map((c) => c.change), id, { by: request.commenter.login, reason: request.reason, how: 'command' }),
        });
        described.push({
            ...(0,publish_verdicts/* splitWorkspaceId */.Dt)(id),
            workspaceId: id,
            ...(latest.node === undefined ? {} : { node: latest.node }),
        });
    }
    const verdicts = rejections.map(({ id, naming, rejection }) => ({
        pull_request: pr.number,
        ...(0,publish_verdicts/* splitWorkspaceId */.Dt)(id),
        workspace_id: id,
        fingerprints: rejection.fingerprints,
        verdict: 'rejected',
        blocks: { accepted: 0, of: rejection.fingerprints.length },
        reason: request.reason,
        actor: request.commenter.login,
        how: 'command',
        ...(0,publish_verdicts/* suggestionOf */.y0)(naming.map((c) => c.change), id),
        // The review that made the suggestion: its records name that review's runs.
        ...commitOf(naming.at(-1)),
    }));
    info(`${ids.join(', ')} rejected by ${request.commenter.login}: ${quoteReason(request.reason) || 'no reason given'}`);
    await resolveOpenThreads(github, rejections.flatMap((r) => r.naming), request.dryRun, 'rejected change');
    return {
        ok: true,
        reply: renderRejected(described, request.commenter.login, request.reason),
        trailer: (0,publish/* renderTrailer */.Yz)({
            commit_id: pr.headSha,
            markers: rejections.map((r) => (0,publish/* rejectionMarker */.Um)(r.rejection)),
        }),
        verdicts,
    };
}
function commitOf(latest) {
    return latest === undefined ? {} : { commit_id: latest.change.commit_id };
}
function reject_refuse(refusal) {
    const reply = renderRefusal(refusal).replace('Nothing was committed.', 'Nothing was rejected.');
    info(reply);
    return { ok: false, reply, verdicts: [] };
}

;// CONCATENATED MODULE: ./src/action/retry.ts










/**
 * `/remora retry <id> [note]`: runs the workspace's op again on its node at
 * the pull request's head, with the note in the agent's opening message as
 * the reviewer's instruction, and publishes the result as a review does. A
 * new suggestion replaces the old one: its threads are answered with a link
 * to the new one and resolved. The workspace is found in Remora's own
 * markers, as for reject (in a thread, the id may be left out); the retry is
 * kept as a `retried` feedback record of the old suggestion, with the note.
 */
async function retryChange(github, pr, request) {
    if (request.target === undefined && request.threadRoot === undefined)
        return retry_refuse({ kind: 'no-target', command: 'retry' });
    const before = await readPostedWorkspaces(github, pr.number);
    const ids = namedWorkspaces(before, request);
    const [id] = ids;
    if (id === undefined)
        return retry_refuse({ kind: 'no-target', command: 'retry' });
    const change = { ...(0,publish_verdicts/* splitWorkspaceId */.Dt)(id), workspaceId: id };
    const by = request.commenter.login;
    const reply = (result, ok) => ({
        ok,
        reply: renderRetried(change, by, request.note, result),
    });
    if (ids.length > 1)
        return reply({ kind: 'joined', ids }, false);
    const found = trustedLatestChange(before, id);
    if ('refusal' in found)
        return retry_refuse(found.refusal);
    if (found.latest.node !== undefined)
        Object.assign(change, { node: found.latest.node });
    info(`${id} retried by ${by}`);
    const outcome = await request.review({
        ops: [change.op],
        retry: { nodeId: change.node_id, instruction: { from: by, text: request.note } },
    }, `/remora retry ${id}`);
    if (!outcome.ok)
        return {
            ok: false,
            reply: `The review did not finish: ${(0,inert_text/* markdownText */.p7)(outcome.problem ?? 'unknown')}`,
        };
    if (!outcome.reviewed || !outcome.made)
        return reply({ kind: 'node-gone', head: pr.headSha }, false);
    if (!request.dryRun)
        recordRetried(pr, found.latest, before, request);
    const { made } = outcome;
    const run = made.ops.find((op) => op.workspace_id === id);
    if (run?.status !== 'succeeded')
        return reply({ kind: 'failed', why: failure(run) }, false);
    if (made.suggestions === 0)
        return reply({ kind: made.alreadyPosted > 0 ? 'same' : 'no-change' }, true);
    const link = request.dryRun
        ? '(not posted: dry run)'
        : await newSuggestionLink(github, pr, id, made.reviewId, outcome.reviewUrl);
    const answered = request.dryRun
        ? false
        : await answerReplaced(github, before, id, renderReplacedBy(by, link));
    return reply({ kind: 'replaced', link, answered }, true);
}
function failure(run) {
    if (!run)
        return 'did not run';
    return run.error ? `${run.status} (${run.error})` : `was ${run.status}`;
}
/**
 * Where the new suggestion is: its inline comment (GitHub's `#discussion_r`
 * address of a review comment), else the review whose body carries it.
 */
async function newSuggestionLink(github, pr, id, reviewId, reviewUrl) {
    const fallback = reviewUrl ?? pr.url;
    if (reviewId === undefined)
        return fallback;
    const after = await readPostedWorkspaces(github, pr.number).catch((error) => {
        core/* warning */.$e(`the new suggestion's comment could not be read: ${(0,core_errors/* describeError */.Uc)(error)}`);
        return undefined;
    });
    const inReview = new Set(after?.comments.filter((c) => c.review_id === reviewId).map((c) => c.id) ?? []);
    const comment = after?.changes.find((c) => c.change.comment_id !== undefined &&
        inReview.has(c.change.comment_id) &&
        workspaceIds(c.change.marker.workspace_id).includes(id))?.change.comment_id;
    return comment === undefined ? fallback : `${pr.url}#discussion_r${comment}`;
}
/**
 * Answers the replaced suggestion's open threads with the link, and resolves
 * them; whether any was. One GitHub refuses is a warning: the new suggestion stands.
 */
async function answerReplaced(github, before, id, body) {
    const open = [
        ...new Set(changesNaming(before.changes, [id]).flatMap((c) => c.change.thread && !c.change.thread.isResolved ? [c.change.thread.id] : [])),
    ];
    if (open.length === 0)
        return false;
    return github.answerThreads(open.map((threadId) => ({ threadId, body }))).then(() => true, (error) => {
        core/* warning */.$e(`the replaced suggestion's threads stay open: ${(0,core_errors/* describeError */.Uc)(error)}`);
        return false;
    });
}
/** The retry as feedback: a `retried` record, with the note, for each block of the old suggestion. */
function recordRetried(pr, latest, before, request) {
    const at = new Date();
    const blocks = before.changes.filter((c) => c.order === latest.order &&
        c.change.marker.workspace_id === latest.change.marker.workspace_id);
    for (const block of blocks) {
        keepFeedback(`the retry of ${block.change.marker.workspace_id}`, request.feedback, () => (0,review_record/* reviewRecord */.Ab)({
            repository: pr.baseRepo,
            pullRequest: pr.number,
            commitId: block.commit,
            marker: block.change.marker,
        }, { verdict: 'retried', text: request.note, reviewer: request.commenter.login, at }));
    }
}
function retry_refuse(refusal) {
    const reply = renderRefusal(refusal).replace('Nothing was committed.', 'Nothing was run.');
    info(reply);
    return { ok: false, reply };
}

;// CONCATENATED MODULE: ./src/action/comment-command.ts


















/**
 * An `issue_comment` run: a `/remora` command in a new comment on a pull
 * request, from someone the API says may write to the repository. 👀 on
 * receipt, then the command — a review of the head (published as a
 * `pull_request` run's), an accept, a reject, a retry, or help — and 🚀 or 😕 with a reply
 * saying why. Edited and deleted comments, comments on issues, bots' and
 * comments without a command run nothing.
 */
async function runCommentCommand(settings, github) {
    const event = await readCommentEvent(settings.eventPath, settings.eventName);
    setOutputs({ nodes: 0, suggestions: 0, findings: 0, failedOps: 0 });
    // A reply in a review thread with no command may answer an agent's question.
    if (isThreadReply(event) && parseCommands(event.body, []).length === 0)
        return answerQuestion(settings, github, event);
    const ignored = comment_command_whyIgnored(event);
    if (ignored) {
        info(`Remora: ${ignored}; nothing to do.`);
        return;
    }
    const login = event.author.login;
    info(`a /remora command by ${login} on pull request #${event.number}`);
    let permission;
    try {
        permission = await github.getPermission(login);
    }
    catch (error) {
        // Unsure who asked, Remora runs nothing; an outage is not the workflow's to fix, a bug is.
        if (run_failure_classifyFailure(error) === 'bug')
            throw error;
        core/* warning */.$e(`Remora could not read ${login}'s permission, so runs nothing: ${(0,core_errors/* describeError */.Uc)(error)}`);
        return;
    }
    if (!MAY_RUN.includes(permission)) {
        core/* notice */.lm(`Remora: ${login} has ${permission} permission, not write: the command is not run.`);
        await respond(settings, github, event, undefined, renderNotAllowed(login, permission));
        return;
    }
    await respond(settings, github, event, 'eyes');
    let outcome;
    try {
        outcome = await runCommand(settings, github, event);
    }
    catch (error) {
        const end = failedRunEnd(error, settings.onOutage, process.env);
        await respond(settings, github, event, 'confused', `Remora could not finish: ${end.text}`);
        if (end.kind === 'users-to-fix' || error instanceof ReportedFailure)
            throw error;
        // A bug, or an outage the workflow does not tolerate, fails the step.
        if (end.failsStep)
            throw new ReportedFailure(end.text, { cause: error });
        core/* warning */.$e(`Remora could not finish: ${end.text}`);
        return;
    }
    const reply = outcome.reply !== undefined && outcome.trailer !== undefined
        ? `${outcome.reply}\n${outcome.trailer}`
        : outcome.reply;
    await respond(settings, github, event, outcome.ok ? 'rocket' : 'confused', reply);
}
/** Why a comment runs nothing, or undefined when it carries a command to consider. */
function comment_command_whyIgnored(event) {
    if (event.action !== 'created')
        return `a comment that was ${event.action || 'changed'} runs no command (only new comments do)`;
    if (!event.onPullRequest)
        return `#${event.number} is an issue, not a pull request`;
    if (isBotComment(event))
        return `the comment is by the bot ${event.author.login}`;
    if (parseCommands(event.body, []).length === 0)
        return 'the comment has no /remora command';
    return undefined;
}
/** Runs the first command of the comment: one command per comment. */
async function runCommand(settings, github, event) {
    const pr = await github.getPullRequest(event.number);
    if (pr.state !== 'open')
        return { ok: false, reply: `Pull request #${pr.number} is closed: Remora runs nothing on it.` };
    // An accept or reject needs no op names, nor the checkout the configuration is compared with.
    const first = parseCommands(event.body, [])[0]?.kind;
    const needsNoOps = first === 'accept' || first === 'reject' || first === 'retry';
    const knownOps = needsNoOps ? [] : await opsAtBase(settings, github, pr);
    const [command, ...more] = parseCommands(event.body, knownOps);
    if (!command)
        return { ok: true };
    const outcome = await run(settings, github, event, pr, command, knownOps);
    if (more.length === 0)
        return outcome;
    const note = `Remora runs one command per comment: the ${more.length} after the first were not run.`;
    return { ...outcome, reply: outcome.reply ? `${outcome.reply}\n\n${note}` : note };
}
async function run(settings, github, event, pr, command, knownOps) {
    switch (command.kind) {
        case 'help':
            return { ok: command.problem === undefined, reply: renderHelp(knownOps, command.problem) };
        case 'accept': {
            const outcome = await acceptChanges(github, pr, {
                target: command.target,
                commenter: { login: event.author.login, id: event.author.id },
                command: `/remora accept ${command.target}`,
                dryRun: settings.dryRun,
                feedback: { runnerTemp: settings.runnerTemp },
            });
            logVerdicts(outcome.verdicts ?? []);
            return outcome;
        }
        case 'reject': {
            const outcome = await rejectChange(github, pr, {
                ...(command.target === undefined ? {} : { target: command.target }),
                ...(event.thread ? { threadRoot: event.thread.rootId } : {}),
                reason: command.reason,
                commenter: { login: event.author.login, id: event.author.id },
                dryRun: settings.dryRun,
            });
            logVerdicts(outcome.verdicts);
            if (!settings.dryRun)
                recordVerdicts(outcome.verdicts, pr.baseRepo, { runnerTemp: settings.runnerTemp });
            return outcome;
        }
        case 'retry':
            return retryChange(github, pr, {
                ...(command.target === undefined ? {} : { target: command.target }),
                ...(event.thread ? { threadRoot: event.thread.rootId } : {}),
                note: command.note,
                commenter: { login: event.author.login, id: event.author.id },
                dryRun: settings.dryRun,
                feedback: { runnerTemp: settings.runnerTemp },
                review: (options, name) => reviewNarrowed(settings, github, pr, options, commandCheckName(name)),
            });
        case 'review': {
            const outcome = await reviewNarrowed(settings, github, pr, { ops: command.ops, ...(command.paths.length > 0 ? { paths: command.paths } : {}) }, narrowedCheckName(command, knownOps));
            return outcome.ok
                ? { ok: true }
                : {
                    ok: false,
                    reply: `The review did not finish: ${(0,inert_text/* markdownText */.p7)(outcome.problem ?? 'unknown')}`,
                };
        }
    }
}
/** A review of the head narrowed by a command, under its own check (`Remora` when unnamed). */
async function reviewNarrowed(settings, github, pr, options, name) {
    const { github: counted, writes } = countWrites(github);
    const check = await startCheckRun(counted, pr.headSha, {
        dryRun: settings.dryRun,
        ...(name ? { name } : {}),
    });
    return reviewPullRequestRun(settings, counted, toReviewEvent(pr), check, 
    // A comment cannot turn on what runs the pull request's code; only the workflow can.
    { ...options, noExecute: settings.allowExecute !== true }, writes);
}
/** The labelled verdicts of a command, one log line each: what a feedback record is written from. */
function logVerdicts(verdicts) {
    for (const verdict of verdicts)
        info(`verdict: ${JSON.stringify(verdict)}`);
}
/** The ops the base commit's agents define: what a command may name. */
async function opsAtBase(settings, github, pr) {
    const trusted = await loadTrustedConfig({
        github,
        baseSha: pr.baseSha,
        configPath: settings.configPath,
        checkout: settings.workspace,
        env: process.env,
        ...trustedBranches(pr),
    });
    trusted.dispose();
    return [...new Set([...trusted.agents.keys(), ...trusted.problems.keys()])].sort();
}
/**
 * A reaction to the command and a reply, which the job summary repeats; in a
 * dry run, log lines saying what they would be. A token that may not write
 * them (GH_002 names the permission) leaves a warning, as a review it cannot
 * post does.
 */
async function respond(settings, github, event, reaction, reply) {
    if (reply)
        await writeSummary(`## Remora\n\n${reply}\n`);
    if (settings.dryRun) {
        if (reaction)
            info(`dry run: would react with ${reaction}`);
        if (reply)
            info(`dry run: would reply:\n${reply}`);
        return;
    }
    // What was done is done: a reaction or reply GitHub refuses is a warning, never a failure.
    try {
        if (reaction)
            await github.addReaction(event.commentId, reaction, event.thread ? 'review' : 'issue');
        if (reply)
            await github.createIssueComment(event.number, reply);
    }
    catch (error) {
        core/* warning */.$e(`Remora could not answer the command: ${(0,core_errors/* describeError */.Uc)(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/adapters/github/sweep-event.ts



/** The events a sweep runs on. */
const SWEEP_EVENTS = (/* unused pure expression or super */ null && (['workflow_dispatch', 'schedule']));
// A workflow_dispatch payload names the ref and the repository; a schedule payload only its cron.
const payloadSchema = schemas/* object */.Ikc({
    ref: schemas/* string */.YjP().min(1).optional(),
    repository: schemas/* object */.Ikc({ default_branch: schemas/* string */.YjP().min(1) }).optional(),
});
/**
 * Reads a `workflow_dispatch` or `schedule` run: the payload's ref and the
 * repository's default branch, else GITHUB_REF (a scheduled run is always
 * on the default branch's latest commit).
 *
 * @throws RemoraError `GH_001` when the payload cannot be read or has the wrong shape.
 */
async function readSweepEvent(eventPath, env) {
    let payload = {};
    if (eventPath !== '') {
        try {
            payload = JSON.parse(await (0,promises_.readFile)(eventPath, 'utf8'));
        }
        catch (error) {
            throw new core_errors/* RemoraError */.LP('GH_001', `cannot read the event payload ${eventPath}: ${error.message}`);
        }
    }
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new core_errors/* RemoraError */.LP('GH_001', `the event payload does not have the expected shape at ` +
            `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`);
    }
    const ref = parsed.data.ref ?? env.GITHUB_REF ?? '';
    const branch = ref.startsWith('refs/heads/') ? ref.slice('refs/heads/'.length) : undefined;
    const defaultBranch = parsed.data.repository?.default_branch ??
        (env.GITHUB_EVENT_NAME === 'schedule' ? branch : undefined);
    return {
        ref,
        ...(branch ? { branch } : {}),
        ...(defaultBranch ? { defaultBranch } : {}),
        ...(env.GITHUB_SHA ? { sha: env.GITHUB_SHA } : {}),
    };
}

;// CONCATENATED MODULE: ./src/core/sweep/progress.ts
/**
 * One progress line of a sweep: done/total nodes, the rate so far, the time
 * left at that rate, and the failed ops. The rate and estimate wait for the
 * first finished node and a measurable time, so they never show a guess.
 */
function formatProgress(counts) {
    const { done, total, failedOps, elapsedMs } = counts;
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    const parts = [`${done}/${total} nodes (${percent}%)`];
    if (done > 0 && elapsedMs > 0) {
        const perSecond = (done * 1000) / elapsedMs;
        parts.push(`${perSecond >= 10 ? perSecond.toFixed(0) : perSecond.toFixed(1)} nodes/s`);
        if (done < total)
            parts.push(`ETA ${formatDuration(((total - done) * elapsedMs) / done)}`);
    }
    if (done === total && total > 0)
        parts.push(`took ${formatDuration(elapsedMs)}`);
    parts.push(`${failedOps} failed op${failedOps === 1 ? '' : 's'}`);
    return `sweep: ${parts.join(' · ')}`;
}
/** `42s`, `3m 05s`, `1h 02m`. */
function formatDuration(ms) {
    const seconds = Math.max(0, Math.round(ms / 1000));
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
    return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}

;// CONCATENATED MODULE: ./src/core/sweep/sweep-report.ts




/** The report's lines: every op of every node, in the order the nodes were swept. */
function sweepRows(nodes) {
    return nodes.flatMap(({ node, ops }) => ops.map((op) => ({
        path: node.file_path,
        node_id: node.node_id,
        node_type: node.node_type,
        full_name: node.full_name,
        start_line: node.start_line,
        end_line: node.end_line,
        ...(0,format_review/* opToJson */.hq)(op),
    })));
}
/** The JSONL text of the rows: one JSON object a line. */
function formatSweepJsonl(rows) {
    return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}
/** Per op, in the given order (ops no row names come last, sorted). */
function opTotals(rows, ops = []) {
    const order = [
        ...ops,
        ...[...new Set(rows.map((r) => r.op))].filter((op) => !ops.includes(op)).sort(),
    ];
    return order.map((op) => {
        const mine = rows.filter((r) => r.op === op);
        const count = (status) => mine.filter((r) => r.status === status).length;
        return {
            op,
            nodes: mine.length,
            succeeded: count('succeeded'),
            failed: count('failed'),
            skipped: count('skipped'),
            changes: mine.filter((r) => r.status === 'succeeded' && r.diff !== '').length,
            findings: mine.reduce((sum, r) => sum + r.findings.length, 0),
        };
    });
}
/** The files with the most changes (then findings), at most `limit`. */
function topFiles(rows, limit) {
    const files = new Map();
    for (const row of rows) {
        const file = files.get(row.path) ?? { path: row.path, changes: 0, findings: 0 };
        if (row.status === 'succeeded' && row.diff !== '')
            file.changes += 1;
        file.findings += row.findings.length;
        files.set(row.path, file);
    }
    return [...files.values()]
        .filter((f) => f.changes > 0 || f.findings > 0)
        .sort((a, b) => b.changes - a.changes || b.findings - a.findings || (a.path < b.path ? -1 : 1))
        .slice(0, limit);
}
/** `the whole repository` or the patterns as code. */
function describePatterns(patterns) {
    return patterns.length === 0
        ? 'the whole repository'
        : patterns.map((p) => `\`${p}\``).join(', ');
}
/** The sweep's op table: one row per op. */
function renderOpTable(totals) {
    return markdownTable(['op', 'nodes', 'succeeded', 'failed', 'skipped', 'changes', 'findings'], totals.map((t) => [t.op, t.nodes, t.succeeded, t.failed, t.skipped, t.changes, t.findings].map((v, i) => i === 0 ? codeCell(String(v)) : String(v))));
}
// Enough to find where to look; every failure is in the JSONL report.
const LISTED_FAILURES = 20;
const TOP_FILES = 10;
const plural = (count, word) => `${count} ${word}${count === 1 ? '' : 's'}`;
/** The job summary of one sweep (one shard of it). */
function renderSweepSummary(scope, rows, ops, notes = [], pull) {
    const { shard } = scope;
    const parts = [
        '## Remora sweep',
        '',
        `${describePatterns(scope.patterns)}` +
            (shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : '') +
            ` · ${plural(scope.files, 'file')}, ${plural(scope.nodes, 'node')} · backend ${scope.backend} · ${formatDuration(scope.ms)}`,
        '',
        renderOpTable(opTotals(rows, ops)),
    ];
    if (pull)
        parts.push('', `[Pull request #${pull.number}](${pull.url}) ${pull.action}: ${textCell(pull.detail)}.`);
    const top = topFiles(rows, TOP_FILES);
    if (top.length > 0)
        parts.push('', '### Files with the most changes', '', markdownTable(['file', 'changes', 'findings'], top.map((f) => [codeCell(f.path), String(f.changes), String(f.findings)])));
    const failed = rows.filter((r) => r.status === 'failed');
    if (failed.length > 0)
        parts.push('', `### Failed ops${failed.length > LISTED_FAILURES ? ` (the first ${LISTED_FAILURES} of ${failed.length})` : ''}`, '', markdownTable(['node', 'op', 'error'], failed
            .slice(0, LISTED_FAILURES)
            .map((r) => [
            codeCell(`${r.path}:${r.start_line} ${r.full_name}`),
            codeCell(r.op),
            textCell(`${r.error_code ?? ''} ${r.error ?? ''}`.trim()),
        ])));
    if (notes.length > 0)
        (0,arrays/* appendAll */.u2)(parts, ['', ...notes.map((note) => `- ${textCell(note)}`)]);
    return `${parts.join('\n')}\n`;
}

// EXTERNAL MODULE: ./src/adapters/files/source-files.ts
var source_files = __webpack_require__(6009);
;// CONCATENATED MODULE: ./src/pipeline/sweep-progress.ts

/** How often a sweep says how far it has come. */
const PROGRESS_INTERVAL_MS = 5_000;
/**
 * Follows a sweep's events (`run:started`, a node's closing, `agent:failed`)
 * and writes a progress line through `line` when the run starts, every
 * `intervalMs` while it runs, and once at the end.
 */
function followSweepProgress(events, line, intervalMs = PROGRESS_INTERVAL_MS, now = Date.now) {
    let started = now();
    const counts = { done: 0, total: 0, failedOps: 0 };
    const write = () => line(formatProgress({ ...counts, elapsedMs: now() - started }));
    const unsubscribe = [
        events.on('run:started', (event) => {
            counts.total = event.payload.nodes;
            started = now();
            write();
        }),
        events.on('node:*', (event) => {
            if (event.type !== 'node:started')
                counts.done += 1;
        }),
        events.on('agent:failed', () => {
            counts.failedOps += 1;
        }),
    ];
    const timer = setInterval(write, intervalMs);
    // A progress line never keeps the process alive.
    timer.unref();
    return {
        stop() {
            clearInterval(timer);
            for (const off of unsubscribe)
                off();
            write();
        },
    };
}

;// CONCATENATED MODULE: ./src/pipeline/sweep-review.ts






/**
 * A sweep's pipeline in one pass: the run prepared on the checkout, every
 * node of the swept files in this job's shard (the file nodes included),
 * and the review of them, with progress lines while it runs.
 */
async function sweepRepository(input) {
    const prepared = await (0,prepare/* prepareRun */.Z0)({
        ...input.run,
        settings: input.settings,
        requestedOps: input.ops,
        backend: input.backend,
        checkSandbox: true,
        tree: { git: input.git, head: input.head },
    });
    const { session } = prepared;
    const found = await findSweepTargets(input, input.git.root, session.discoverer);
    const progress = followSweepProgress(input.run.events, input.progressLine);
    const report = await session.review(found.targets).finally(() => progress.stop());
    return { prepared, report, stable: session.tree.source, ...found };
}
/** Every node of the swept files that falls in this job's shard, the file nodes included. */
async function findSweepTargets(input, root, discoverer) {
    const listing = await (0,source_files/* listSourceFiles */.p)([], root, root);
    const diagnostics = [...listing.diagnostics];
    const swept = createPathFilter(input.paths);
    const files = listing.files.filter((file) => swept(file.file_path));
    const found = await discoverer.discover(files);
    for (const result of found)
        (0,arrays/* appendAll */.u2)(diagnostics, result.diagnostics);
    const nodes = found.flatMap((result) => result.nodes);
    const targets = nodes
        .filter((node) => (0,shard/* inShard */.I)(node.node_id, input.shard))
        .map((node) => ({ node }));
    const { index, count } = input.shard;
    const said = [
        `${files.length} files, ${nodes.length} nodes; ${targets.length} in this shard (${index}/${count})`,
    ];
    return { targets, files: files.length, diagnostics, said };
}

;// CONCATENATED MODULE: ./src/core/sweep/sweep-pull.ts




/** The trailer that marks a commit as a sweep's own; its value is the sweep's hash. */
const SWEEP_TRAILER = 'Remora-Sweep';
/** The trailer that records what a sweep's commit changed, so a rerun with nothing new commits nothing. */
const CHANGES_TRAILER = 'Remora-Changes';
/** GitHub refuses a pull request body longer than this. */
const MAX_PULL_BODY = 65_536;
// Matched only from the start of a run of line ends: from inside it, `\n*` would scan it again.
const COMMIT_RECORD = /(?<!\n)\n*<!-- remora:sweep-commit ([0-9a-f]{40}) -->\s*$/;
/** Room the record of the sweep's commit takes at the end of its pull request's body. */
const COMMIT_RECORD_ROOM = 80;
/**
 * The pull request body with the commit the sweep made recorded at its end,
 * hidden: the one commit of its branch a later sweep may move the branch from.
 */
function recordSweepCommit(body, sha) {
    return `${body.replace(COMMIT_RECORD, '')}\n\n<!-- remora:sweep-commit ${sha} -->`;
}
/** The commit a sweep's pull request body records as the sweep's own, if any. */
function recordedSweepCommit(body) {
    return COMMIT_RECORD.exec(body)?.[1];
}
/** The branch a sweep of these patterns commits to. */
function sweepBranch(hash) {
    return `remora/sweep-${hash}`;
}
/** A hash of the files a commit writes (path and bytes, or deletion), in path order. */
function changesHash(files) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
        hash.update(`${file.path}\0${file.content === null ? 'deleted' : file.content.byteLength}\0`);
        if (file.content)
            hash.update(file.content);
    }
    return hash.digest('hex').slice(0, 16);
}
/** The title of a sweep's pull request, and the subject of its commit. */
function sweepTitle(ops, patterns) {
    return `Remora sweep: ${ops.join(', ')} on ${plainPatterns(patterns)}`;
}
/** The commit message, ending with the trailers that mark the commit as the sweep's own. */
function sweepCommitMessage(commit) {
    return [
        sweepTitle(commit.ops, commit.patterns),
        '',
        `${commit.changeCount} change${commit.changeCount === 1 ? '' : 's'} in ${commit.files} ` +
            `file${commit.files === 1 ? '' : 's'}, by the ops marked auto_accept.`,
        '',
        `${SWEEP_TRAILER}: ${commit.hash}`,
        `${CHANGES_TRAILER}: ${commit.changes}`,
    ].join('\n');
}
/** The trailers of a commit message (its last paragraph's `Key: value` lines). */
function readTrailers(message) {
    const paragraphs = message.trim().split(/\n\s*\n/);
    const trailers = new Map();
    for (const line of (paragraphs.at(-1) ?? '').split('\n')) {
        const trailer = trailerOf(line);
        if (trailer)
            trailers.set(trailer[0], trailer[1]);
    }
    return trailers;
}
function plainPatterns(patterns) {
    return patterns.length === 0 ? 'the whole repository' : patterns.join(', ');
}
// What the list of changes left out may take at most, so it always fits.
const LEFT_OUT_ROOM = 6_000;
const LISTED_NOT_COMMITTED = 30;
/**
 * The pull request's body: what was swept, the op table, what was not
 * committed and why, then each change as a collapsed diff for as long as
 * they fit in `max` characters; the changes that do not fit are named at the
 * end (as many as fit, then a count).
 */
function renderSweepPullBody(body, max = MAX_PULL_BODY) {
    const head = [
        `Remora swept ${describePatterns(body.patterns)} and commits here what the ops marked ` +
            `\`auto_accept\` (${body.ops.map((op) => `\`${op}\``).join(', ')}) changed. ` +
            'Review it as any pull request. The next sweep of these paths rebuilds this branch ' +
            'on the default branch, unless someone else has pushed to it.',
        '',
        renderOpTable(body.totals.filter((t) => body.ops.includes(t.op))),
        ...notCommittedList(body.notCommitted),
    ];
    if (body.reportUrl)
        head.push('', `The full report: ${body.reportUrl}`);
    head.push('', `### Changes (${body.changes.length})`, '');
    let text = `${head.join('\n')}\n`;
    const budget = max - LEFT_OUT_ROOM;
    let shown = 0;
    for (const change of body.changes) {
        const section = `${renderChange(change)}\n`;
        if (text.length + section.length > budget)
            break;
        text += section;
        shown += 1;
    }
    const rest = body.changes.slice(shown);
    if (rest.length > 0)
        text += leftOutList(rest, max - text.length);
    return text.length <= max ? text : text.slice(0, max);
}
function notCommittedList(notes) {
    if (notes.length === 0)
        return [];
    const listed = notes.slice(0, LISTED_NOT_COMMITTED).map((note) => `- ${note}`);
    const more = notes.length - listed.length;
    return [
        '',
        '**Not committed:**',
        '',
        ...listed,
        ...(more > 0 ? [`- and ${more} more, in the report`] : []),
    ];
}
function renderChange(change) {
    const fence = (0,suggestion_fence/* fenceFor */.Lt)(change.diff);
    return [
        `<details><summary>${(0,inert_text/* htmlCode */.h8)(change.path)} ${(0,inert_text/* htmlCode */.h8)(change.full_name)} (${(0,inert_text/* htmlText */.js)(change.op)})</summary>`,
        '',
        `${fence}diff`,
        change.diff.replace(/\n$/, ''),
        fence,
        '',
        '</details>',
        '',
    ].join('\n');
}
/** The changes that did not fit, named for as long as the room lasts, then counted. */
function leftOutList(rest, room) {
    const headline = `\n**Not shown, for want of room (${rest.length}):** `;
    // Room kept for the closing `, and N more in the report.`
    const reserve = 64;
    let listed = '';
    for (const [index, change] of rest.entries()) {
        const name = `${index === 0 ? '' : ', '}${(0,inert_text/* markdownCode */.D9)(change.path)} ${(0,inert_text/* markdownCode */.D9)(change.full_name)} (${(0,inert_text/* markdownText */.p7)(change.op)})`;
        if (headline.length + listed.length + name.length + reserve > room)
            return `${headline}${listed}${index === 0 ? '' : ', and '}${rest.length - index} more in the report.\n`;
        listed += name;
    }
    return `${headline}${listed}.\n`;
}
/**
 * `Key: value` with the value trimmed, as `^([A-Za-z][A-Za-z0-9-]*):\s*(.+?)\s*$` reads it, but
 * split at the colon and trimmed rather than matched: that pattern backtracks in cubic time on a
 * long line of spaces.
 */
function trailerOf(line) {
    const key = /^[A-Za-z][A-Za-z0-9-]*:/.exec(line)?.[0];
    if (!key)
        return undefined;
    const rest = line.slice(key.length);
    const value = rest.trim();
    // A value all of spaces is its last one; a line end inside a value is no trailer.
    if (value === '')
        return rest === '' ? undefined : [key.slice(0, -1), rest.slice(-1)];
    return /[\r\u2028\u2029]/.test(value) ? undefined : [key.slice(0, -1), value];
}

;// CONCATENATED MODULE: ./src/pipeline/sweep-changes.ts



/**
 * Merges the final workspaces of the ops marked `auto_accept` over every
 * node of a sweep, with the three-way merge of docs/architecture.md §6 (generated tests
 * appended to one file combine). A workspace whose change overlaps another's
 * is left out whole and reported, never half-applied and never guessed at;
 * nor is one that forked from an op not marked auto_accept, since it carries
 * that op's change too.
 */
async function mergeAutoAccepted(report, autoOps, stable) {
    const leftOut = [];
    const finals = [];
    for (const node of report.nodes) {
        const byWorkspace = new Map(node.ops.map((op) => [op.workspace_id, op]));
        const candidates = [];
        for (const op of node.ops) {
            if (!autoOps.has(op.op) || op.status !== 'succeeded' || !op.workspace)
                continue;
            const lineage = lineageOf(op.workspace, byWorkspace);
            const foreign = lineage.find((r) => r.diff !== '' && !autoOps.has(r.op));
            if (foreign) {
                if (op.diff !== '')
                    leftOut.push(`${op.op} on ${node.node.file_path} ${node.node.full_name}: it builds on the change of ` +
                        `${foreign.op}, which is not marked auto_accept`);
                continue;
            }
            if (lineage.some((r) => r.diff !== ''))
                candidates.push({ workspace: op.workspace, lineage });
        }
        // A workspace another candidate forked from is carried by that one.
        const ancestors = new Set(candidates.flatMap((c) => c.lineage.slice(1).map((r) => r.workspace_id)));
        for (const candidate of candidates)
            if (!ancestors.has(candidate.workspace.id))
                finals.push({
                    workspace: candidate.workspace,
                    changes: candidate.lineage
                        .filter((r) => r.diff !== '')
                        .reverse()
                        .map((op) => ({ node: node.node, op })),
                });
    }
    const { files, conflicts, kept } = await mergeWhole(stable, finals.map((f) => f.workspace));
    const accepted = finals.filter((f) => kept.has(f.workspace.id)).flatMap((f) => f.changes);
    return { files, accepted, conflicts, leftOut };
}
/** The op results whose workspaces this one is built from: itself first, then its parent, ... */
function lineageOf(workspace, byWorkspace) {
    const lineage = [];
    for (let at = workspace; at; at = at.parent) {
        const result = byWorkspace.get(at.id);
        if (result)
            lineage.push(result);
    }
    return lineage;
}
/**
 * {@link mergeWorkspaces}, leaving a conflicting workspace out whole: the
 * merge is redone without it until every workspace left merges cleanly.
 */
async function mergeWhole(stable, workspaces) {
    const conflicts = [];
    let remaining = [...workspaces];
    for (;;) {
        const result = await (0,merge/* mergeWorkspaces */.Z2)(stable, remaining, registry/* BUILTIN_STRUCTURAL_MERGE */.Pn);
        if (result.conflicts.length === 0)
            return { files: result.files, conflicts, kept: new Set(remaining.map((w) => w.id)) };
        (0,arrays/* appendAll */.u2)(conflicts, result.conflicts);
        const out = new Set(result.conflicts.map((c) => c.workspaces.at(-1)));
        remaining = remaining.filter((w) => !out.has(w.id));
    }
}

;// CONCATENATED MODULE: ./src/action/sweep-commit-files.ts




/**
 * The bytes a sweep commits for its merged files, each in its file's own
 * encoding. A file is left out, with the reason, when it is a symbolic link
 * (committing text there would replace the link), when its bytes on disk are
 * not valid in their encoding (they could not be written back unchanged), or
 * when the new text cannot be written in that encoding.
 */
async function commitFilesOf(root, merged) {
    const files = [];
    const leftOut = [];
    for (const [path, text] of merged) {
        const info = await (0,promises_.lstat)((0,external_node_path_.join)(root, ...path.split('/'))).catch(() => undefined);
        if (info?.isSymbolicLink()) {
            leftOut.push(`${path}: a symbolic link; left as it is`);
            continue;
        }
        const before = await (0,confined_file/* readConfinedFile */.p)(root, path);
        if (before.kind === 'outside') {
            leftOut.push(`${path}: leads outside the repository; left as it is`);
            continue;
        }
        if (before.kind === 'read') {
            const read = (0,file_text/* decodeFileText */.k6)(path, before.bytes);
            if (read.lossy) {
                leftOut.push(`${path}: not valid ${read.encoding} text, so it cannot be written back unchanged`);
                continue;
            }
        }
        if (text === undefined) {
            files.push({ path, content: null });
            continue;
        }
        const encoded = (0,file_text/* encodeFileText */.SR)(path, text);
        if (encoded.ok)
            files.push({ path, content: encoded.bytes });
        else
            leftOut.push(`${path}: ${encoded.reason}`);
    }
    return { files, leftOut };
}

;// CONCATENATED MODULE: ./src/action/sweep-pull-request.ts


/**
 * Commits the sweep's files on top of the swept commit to the branch
 * `remora/sweep-<hash>` (Git Data API: no clone, no push) and opens a pull
 * request from it, or updates the one still open. The pull request's body
 * records the commit the sweep made; a later sweep moves the branch only
 * while its head is exactly the commit the open pull request, or with none
 * open the last one, records: a person's push, or Remora's commit amended
 * with its message and trailers kept, is refused, never overwritten, and so
 * is a branch no pull request records. The new commit keeps the branch's
 * head as its second parent and the branch moves by fast-forward only, so a
 * push between the read and the move is refused by GitHub, not lost.
 * A rerun that would commit the same files on the same commit commits nothing.
 *
 * @throws RemoraError `WORK_001` when the branch's head is not the commit the sweep recorded,
 *   or moved before the sweep's commit could follow it.
 */
async function publishSweepPull(port, input) {
    const branch = sweepBranch(input.hash);
    const changes = changesHash(input.files);
    const head = await port.getBranchHead(branch);
    const pull = await port.findPull(branch, input.base);
    const open = pull?.open ? pull : undefined;
    let commit;
    if (head === undefined) {
        commit = await createSweepCommit(port, input, changes);
        await port.createBranch(branch, commit);
    }
    else {
        // Only the commit a pull request's body records is the sweep's own: the open one's, or,
        // with none open, the last one's. Message, trailers and author prove nothing.
        const recorded = pull === undefined ? undefined : (recordedSweepCommit(pull.body) ?? '');
        const current = await port.getCommit(head);
        const trailers = readTrailers(current.message);
        const notOurs = recorded === undefined
            ? 'which no pull request of Remora records as its commit'
            : recorded !== head
                ? `not the commit Remora made and recorded in pull request #${pull?.number} (${recorded.slice(0, 12) || 'none'})`
                : undefined;
        if (notOurs !== undefined)
            throw new core_errors/* RemoraError */.LP('WORK_001', `the branch ${branch} is at ${head.slice(0, 12)}, ${notOurs}; Remora never overwrites ` +
                `someone else's commits, so nothing was committed. Merge or close its pull request ` +
                `and delete the branch; the next sweep starts it afresh.`);
        const same = current.parents[0] === input.parent && trailers.get(CHANGES_TRAILER) === changes;
        if (!same) {
            // The branch's head is the new commit's second parent, so the move is a fast-forward
            // from it: a push after it was read makes GitHub refuse the move, and the push stays.
            commit = await createSweepCommit(port, input, changes, head);
            await port.resetBranch(branch, commit, head);
        }
    }
    const body = recordSweepCommit(input.body, commit ?? head);
    if (open) {
        await port.updatePull(open.number, { title: input.title, body });
        return {
            action: 'updated',
            number: open.number,
            url: open.url,
            branch,
            ...(commit ? { commit } : {}),
        };
    }
    const created = await port.createPull({
        head: branch,
        base: input.base,
        title: input.title,
        body,
    });
    return { action: 'opened', ...created, branch, ...(commit ? { commit } : {}) };
}
function createSweepCommit(port, input, changes, previous) {
    return port.createCommit({
        parent: input.parent,
        ...(previous === undefined ? {} : { previous }),
        files: input.files,
        message: sweepCommitMessage({
            hash: input.hash,
            changes,
            patterns: input.patterns,
            ops: input.ops,
            files: input.files.length,
            changeCount: input.changeCount,
        }),
    });
}

;// CONCATENATED MODULE: ./src/action/sweep-open-pr.ts








/**
 * The `open-pr` phase: the auto-accepted workspaces merged, encoded as their
 * files are, committed and proposed in a pull request whose body is the
 * report. Returns the lines the job summary adds; overlaps and files left out
 * are warnings there and in the pull request.
 */
async function openSweepPull(input) {
    const { settings, autoOps } = input;
    const merged = await mergeAutoAccepted(input.report, new Set(autoOps), input.stable);
    const encoded = await commitFilesOf(input.root, merged.files);
    const notCommitted = [
        ...merged.conflicts.map(describeConflict),
        ...merged.leftOut,
        ...encoded.leftOut,
    ];
    for (const note of notCommitted)
        core/* warning */.$e(note);
    if (encoded.files.length === 0) {
        const why = 'the ops marked auto_accept changed nothing that can be committed';
        core/* notice */.lm(`Remora: no pull request: ${why}.`);
        return { notes: [`No pull request: ${why}.`, ...notCommitted] };
    }
    const title = sweepTitle(autoOps, settings.paths);
    const body = renderSweepPullBody({
        patterns: settings.paths,
        ops: autoOps,
        totals: opTotals(input.rows, autoOps),
        changes: merged.accepted.map(({ node, op }) => ({
            path: node.file_path,
            full_name: node.full_name,
            op: op.op,
            diff: op.diff,
        })),
        notCommitted,
        ...runUrl(),
    }, 
    // The body ends with the record of the sweep's commit (publishSweepPull).
    MAX_PULL_BODY - COMMIT_RECORD_ROOM);
    const hash = sweepHash(settings.paths);
    const files = encoded.files.map((f) => f.path);
    if (settings.dryRun) {
        core/* startGroup */.Oh(`dry run: ${files.length} files for ${sweepBranch(hash)}`);
        for (const path of files)
            info(path);
        info(body);
        core/* endGroup */.N4();
        return {
            notes: [
                `Dry run: ${files.length} files not committed to ${sweepBranch(hash)}.`,
                ...notCommitted,
            ],
        };
    }
    const outcome = await publishSweepPull(input.port, {
        hash,
        patterns: settings.paths,
        base: input.base,
        parent: input.head,
        ops: autoOps,
        files: encoded.files,
        changeCount: merged.accepted.length,
        title,
        body,
    });
    const detail = outcome.commit
        ? `${files.length} file${files.length === 1 ? '' : 's'} committed to ${outcome.branch} (${outcome.commit.slice(0, 7)})`
        : `${outcome.branch} already holds these changes`;
    info(`pull request #${outcome.number} ${outcome.action}: ${outcome.url}; ${detail}`);
    const { number, url, action } = outcome;
    return { notes: notCommitted, pull: { number, url, action, detail } };
}
function describeConflict(conflict) {
    const left = conflict.workspaces.at(-1) ?? '';
    const kept = conflict.workspaces.slice(0, -1).join(' and ');
    return `${conflict.code}: ${conflict.path}: the change of ${left} overlaps the change of ${kept}; ${left} is not committed`;
}
/** The workflow run's page, where the report artifact is. */
function runUrl() {
    const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
    if (!GITHUB_SERVER_URL || !GITHUB_REPOSITORY || !GITHUB_RUN_ID)
        return {};
    return { reportUrl: `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` };
}

;// CONCATENATED MODULE: ./src/action/sweep.ts



















/** The sweep's report file in `report-path`: one JSON line per node and op. */
const SWEEP_REPORT_FILE = 'report.jsonl';
/**
 * A `workflow_dispatch` or `schedule` run: every node of the repository (or
 * of `paths`) in this job's shard, reviewed with the checkout's own
 * configuration; progress in the log, the results in the job summary and in
 * `report-path`, and with `open-pr` a pull request of the auto-accepted
 * changes. Ops that fail on a node are reported, not fatal; anything else
 * fails the step, after the report is written.
 */
async function runSweep(settings, github, pulls = github) {
    const event = await readSweepEvent(settings.eventPath, process.env);
    const { shard } = settings;
    info(`sweep of ${describePatterns(settings.paths)} on ${event.ref || 'the checkout'} ` +
        `(${settings.eventName})${shard.count > 1 ? `, shard ${shard.index}/${shard.count}` : ''}`);
    setOutputs({ nodes: 0, suggestions: 0, findings: 0, failedOps: 0 });
    // Each op's line goes to the debug log: a sweep's log is its progress lines and warnings.
    const log = openRunLog(settings.runnerTemp, process.env.GITHUB_RUN_ID ?? `${process.pid}`, core/* debug */.Yz);
    core/* setOutput */.uH(OUTPUTS.reportPath, log.dir);
    const git = await (0,git_git/* createGit */.l)(settings.workspace, process.env);
    const head = await git.resolveCommit('HEAD');
    const setup = await loadSweepSetup(settings, git, head);
    if (settings.openPr)
        checkOpenPr(settings, event, head, setup);
    const cleanups = new session/* CleanupStack */.zr();
    try {
        const swept = await sweepNodes(settings, git, head, setup, log, cleanups);
        const summary = (extra, pull) => writeSummary(renderSweepSummary(swept.scope, swept.rows, setup.ops, [...swept.notes, ...extra], pull));
        if (!settings.openPr || !event.branch)
            return await summary([]);
        const opened = await openSweepPull({
            settings,
            port: pulls,
            report: swept.report,
            rows: swept.rows,
            stable: swept.stable,
            root: git.root,
            base: event.branch,
            head,
            autoOps: setup.autoOps,
        }).catch(async (error) => {
            await summary([`No pull request: ${(0,core_errors/* describeError */.Uc)(error)}`]);
            throw error;
        });
        await summary(opened.notes, opened.pull);
    }
    finally {
        await cleanups.run();
    }
}
/** The engine over this shard's nodes, with progress lines; writes the report and the outputs. */
async function sweepNodes(settings, git, head, setup, log, cleanups) {
    const notes = [];
    const ops = (0,prepare/* chooseOps */.S8)(setup, setup.ops);
    const { config, agents } = setup;
    const backend = await chooseActionBackend(settings, undefined, config, agents, ops, notes);
    const swept = await sweepRepository({
        settings: setup,
        ops: setup.ops,
        backend,
        git,
        head,
        paths: settings.paths,
        shard: settings.shard,
        progressLine: info,
        run: {
            events: log.events,
            processEnv: process.env,
            allowExecute: settings.allowExecute ?? true,
            cleanups,
            stop: runStopped,
        },
    });
    warnPreparedRun(swept.prepared, notes);
    for (const diagnostic of swept.diagnostics)
        reportDiagnostic(diagnostic);
    if (swept.files === 0)
        core/* notice */.lm(`Remora: no file Remora reads matches ${describePatterns(settings.paths)}.`);
    for (const line of swept.said)
        info(line);
    const { report } = swept;
    const rows = sweepRows(report.nodes);
    writeSweepReport(log, rows, report.nodes.length);
    const sarif = await tryWriteSarif(settings, report);
    if (sarif)
        notes.push(sarif);
    const failed = rows.filter((row) => row.status === 'failed').length;
    if (failed > 0)
        core/* warning */.$e(`${failed} op${failed === 1 ? '' : 's'} failed on a node; each is in the job summary ` +
            `and in ${SWEEP_REPORT_FILE}, with its error code`);
    const scope = {
        patterns: settings.paths,
        shard: settings.shard,
        backend: report.backend,
        files: swept.files,
        nodes: report.nodes.length,
        ms: report.ms,
    };
    return { report, rows, scope, notes, stable: swept.stable };
}
/** Loads the checkout's own configuration and agents: a sweep reviews the repository with its own. */
async function loadSweepSetup(settings, git, head) {
    const label = `${settings.configPath} at ${head.slice(0, 7)}`;
    const loaded = await (0,prepare/* loadRunSettings */.$o)(git.root, process.env, {}, {
        path: settings.configPath,
        label,
    });
    const { config } = loaded;
    const ops = (0,prepare/* chooseOps */.S8)(loaded, settings.operations);
    const autoOps = ops.filter((op) => config.operations[op]?.auto_accept === true);
    info(`ops: ${ops.join(', ')}${autoOps.length > 0 ? `; auto_accept: ${autoOps.join(', ')}` : ''}`);
    return { ...loaded, ops, autoOps };
}
/** `open-pr` is refused before the sweep runs when it could not end in a pull request. */
function checkOpenPr(settings, event, head, setup) {
    const refuse = (why) => {
        throw new core_errors/* RemoraError */.LP('CONFIG_001', `open-pr: ${why}`);
    };
    if (settings.shard.count > 1)
        refuse(`a sweep in shards (shard ${settings.shard.index}/${settings.shard.count}) cannot open a ` +
            'pull request, since each shard would commit over the others; run it in one job');
    if (setup.autoOps.length === 0)
        refuse(`none of the ops ${setup.ops.join(', ')} is marked auto_accept: true in ` +
            `${settings.configPath}, so there is nothing to commit; mark the ops whose changes may be committed`);
    if (!event.branch)
        refuse(`the run is on ${event.ref || 'no ref'}, not on a branch`);
    if (event.defaultBranch && event.branch !== event.defaultBranch)
        refuse(`the run is on the branch ${event.branch}; sweeps open pull requests into the default ` +
            `branch ${event.defaultBranch} only`);
    if (event.sha && event.sha !== head)
        throw new core_errors/* RemoraError */.LP('GH_003', `the checkout is at ${head.slice(0, 12)}, but the run is for ${event.sha.slice(0, 12)}; ` +
            'with open-pr Remora commits on top of the commit it swept, so check out the run’s commit');
}
/** `report.jsonl` beside the event log, and the counting outputs. */
function writeSweepReport(log, rows, nodes) {
    (0,external_node_fs_.writeFileSync)((0,external_node_path_.join)(log.dir, SWEEP_REPORT_FILE), formatSweepJsonl(rows));
    setOutputs({
        nodes,
        suggestions: rows.filter((row) => row.status === 'succeeded' && row.diff !== '').length,
        findings: rows.reduce((sum, row) => sum + row.findings.length, 0),
        failedOps: rows.filter((row) => row.status === 'failed').length,
    });
}

;// CONCATENATED MODULE: ./src/main.ts










/** What runs for each event: one module of src/action/ per kind of event. */
const HANDLERS = {
    pull_request: runPullRequest,
    pull_request_target: runPullRequest,
    workflow_dispatch: runSweep,
    schedule: runSweep,
    issue_comment: runCommentCommand,
    pull_request_review_comment: runCommentCommand,
};
/**
 * The GitHub Action: picks the handler for the event that started the run;
 * other events end with a notice. The one place that fails the step: every
 * error lands here once.
 */
async function main_run() {
    const release = stopRunOnSignals();
    try {
        const settings = readActionSettings();
        const handler = HANDLERS[settings.eventName];
        if (!handler) {
            core/* notice */.lm(`Remora: the ${settings.eventName} event is not handled; Remora runs on ` +
                `${Object.keys(HANDLERS).join(', ')}. Nothing to do.`);
            return;
        }
        const { owner, repo } = repository(process.env.GITHUB_REPOSITORY);
        registerSecrets(settings.token, settings.apiKey);
        const github = redactingPort(createGitHubPort({
            token: settings.token,
            apiUrl: settings.apiUrl,
            owner,
            repo,
            retries: settings.retries,
            retryBaseMs: settings.retryBaseMs,
            writeSpacingMs: settings.writeSpacingMs,
            timeoutMs: settings.githubTimeoutSeconds * 1000,
        }));
        await handler(settings, github);
    }
    catch (error) {
        // A bug says it is Remora's and where the log is; a sweep's report is in its run folder.
        const runnerTemp = process.env.RUNNER_TEMP;
        const report = runnerTemp ? reportDir(runnerTemp, process.env) : undefined;
        core/* setFailed */.C1(redactedText(failureText(error, process.env, report)));
    }
    finally {
        release();
    }
}
/** `owner/name` from GITHUB_REPOSITORY: the repository every API call goes to. */
function repository(value) {
    const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '');
    if (!match)
        throw new core_errors/* RemoraError */.LP('CONFIG_001', `GITHUB_REPOSITORY: expected owner/name, got ${JSON.stringify(value ?? '')}`);
    return { owner: match[1], repo: match[2] };
}


/***/ }),

/***/ 9050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ emptySarifLog),
  reviewToSarif: () => (/* binding */ reviewToSarif),
  sarifText: () => (/* binding */ sarifText)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/publish/change-hunks.ts
var change_hunks = __webpack_require__(7791);
// EXTERNAL MODULE: ./src/core/report/inert-text.ts
var inert_text = __webpack_require__(4368);
;// CONCATENATED MODULE: ./src/core/report/sarif-rules.ts
const ACCEPT = 'On a pull request it is posted as a suggestion to commit, or to accept with `/remora accept <id>`; locally `remora review --apply` writes it.';
/** The change each bundled op suggests, by op. */
const SUGGESTIONS = {
    lint: {
        short: 'Lint fixes for a changed node',
        help: `The lint op runs the project's own linter on the node and makes the fixes that are safe, on the node's own lines only. The result's fix holds the change. ${ACCEPT}`,
    },
    docstring: {
        short: 'A docstring written or repaired',
        help: `The docstring op writes a missing docstring, or brings an existing one in line with the code (parameters, returns, raised exceptions) in the project's docstring style. The result's fix holds the change. ${ACCEPT}`,
    },
    test: {
        short: 'Tests generated for a node',
        help: `The test op writes tests for the node, runs them, and keeps those that pass. The result's fix adds them to the test file. ${ACCEPT}`,
    },
    sample_data: {
        short: 'Sample arguments for a node',
        help: `The sample_data op writes fixture files of sample arguments (normal, edge and extreme cases) for a function, method or class, from its annotations. The result's fix holds the files. ${ACCEPT}`,
    },
};
/** Remora's own finding rules. */
const FINDINGS = {
    'docstring.missing': {
        short: 'No docstring',
        help: 'The function, method or class has no docstring, and the docstring op could not state what it does as a fact. Write one.',
    },
    'docstring.undocumented-parameter': {
        short: 'A parameter the docstring does not document',
        help: 'The signature has a parameter the docstring does not describe. Describe it: what the caller passes and what it means.',
    },
    'docstring.undocumented-return': {
        short: 'A return value the docstring does not document',
        help: 'The code returns a value the docstring does not describe. Describe what the caller gets back.',
    },
    'docstring.style': {
        short: 'A docstring in another style than the project',
        help: "The docstring is written in another style (Google, NumPy, reStructuredText) than the project's. Rewrite it in the project's style, or set `operations.docstring.style` in remora.yaml.",
    },
    'docstring.escaped-line-break': {
        short: 'A `\\n` in a docstring that Python reads as a line break',
        help: 'The docstring is not raw and writes `\\n` (as in `Defaults to "\\n".`): Python reads a line break there, so help() and Sphinx show the rest of the line at the left margin and the entries after it out of their section. Write `\\\\n`, or make the docstring raw.',
    },
    'docstring.unrepaired': {
        short: 'A docstring repair Remora could not make in place',
        help: 'The docstring disagrees with the code, but the repair could not be made in its own lines (an escape on the line, a layout Remora does not edit). Make the repair the message names.',
    },
    'docstring.stale-entry': {
        short: 'A docstring entry that names nothing the code has',
        help: 'The docstring documents a parameter or attribute the code does not have: one the change removed or renamed where Remora could not make the one right repair, or entries copied from another definition. Remove the entry, or rename it to what it describes.',
    },
    'docstring.contradicted': {
        short: 'A docstring that says what the code contradicts',
        help: 'The docstring states a fact the code says otherwise: a Returns section on a function that returns nothing or yields, a documented type that contradicts the annotation, or an exception the body no longer raises. Correct the docstring.',
    },
    'test.failing': {
        short: 'A generated test that fails',
        help: "A test generated from the node's docstring or signature fails against the code: the code or its documentation is wrong. Read the failure in the message and fix whichever is.",
    },
    'remora-check': {
        short: 'A check that could not run',
        help: "One of the agent's checks could not run on the op's result; its findings are missing. The message names the check and why.",
    },
    'invalid-syntax': {
        short: 'A syntax error',
        help: "The linter cannot parse the file. Fix the syntax error; no op edits a file its language's parser refuses.",
    },
};
/** The rule id of the changes an op suggests. */
function suggestionRuleId(op) {
    return `${op}.suggestion`;
}
/** The text of a suggestion rule, for a bundled op or any other. */
function suggestionRuleText(op) {
    return (SUGGESTIONS[op] ?? {
        short: `Changes the ${op} op suggests`,
        help: `A change the ${op} op of a repository agent made to the node. The result's fix holds it. ${ACCEPT}`,
    });
}
/** The text of a finding rule: Remora's own, a linter's (as the languages declare them), or another check's. */
function findingRuleText(rule, linters = []) {
    const own = FINDINGS[rule];
    if (own)
        return own;
    const linter = linters.find((candidate) => candidate.codes.test(rule));
    if (linter) {
        const helpUri = linter.reference(rule);
        return {
            short: `${linter.linter} ${rule}`,
            help: `${linter.linter}'s rule ${rule} reports this on lines the change touched, and no fix of it is safe to make unseen. ${linter.linter}'s rule reference explains ${rule} and how to fix it.`,
            ...(helpUri ? { helpUri } : {}),
        };
    }
    return {
        short: `Finding ${rule}`,
        help: `A finding of the check ${rule}, reported by an op and not fixed by it. The message says what to do.`,
    };
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/report/sarif.ts





/** The schema a log names: the OASIS standard's, errata 01. */
const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const REMORA_INFORMATION_URI = 'https://github.com/remora-dev/remora';
/** The key of Remora's own partial fingerprint; its version changes if what it hashes does. */
const NODE_FINGERPRINT = 'remoraNode/v1';
/** Where result paths are relative to: the repository root. */
const SRCROOT = 'SRCROOT';
const LEVEL = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
/**
 * The review as a SARIF 2.1.0 log, for code scanning and SARIF viewers: a
 * result per finding and per op's suggestion (with the change as its fix),
 * each under a rule with its help, at a path relative to the repository root
 * (`SRCROOT`). Each result's `remoraNode/v1` fingerprint hashes its node's id
 * (file, kind and dotted name: never a line number), its rule and, for a
 * finding, its message: a result keeps it while code above the node moves.
 * An op that failed on a node, or that a cancelled run cut short, is a tool
 * execution notification with its error code, and makes the invocation unsuccessful: never lost, never a
 * result about the code.
 */
function formatSarif(input) {
    const rules = new Map();
    const draft = [];
    const nodes = new Map(input.nodes.map(({ node }) => [node.node_id, node]));
    for (const { node, ops } of input.nodes) {
        const seen = new Map();
        for (const { op, findings } of ops)
            for (const finding of findings) {
                if (!rules.has(finding.rule))
                    rules.set(finding.rule, {
                        text: findingRuleText(finding.rule, op === 'lint' ? (input.linterRulesFor?.(finding.path) ?? []) : []),
                        level: LEVEL[finding.severity],
                        op,
                    });
                const key = `${finding.rule}\0${finding.message}`;
                const occurrence = (seen.get(key) ?? 0) + 1;
                seen.set(key, occurrence);
                draft.push(findingResult(node, op, finding, occurrence));
            }
    }
    for (const suggestion of input.suggestions) {
        const node = nodes.get(suggestion.node_id);
        if (!node)
            continue;
        const id = suggestionRuleId(suggestion.op);
        const level = suggestion.op === 'lint' ? 'warning' : 'note';
        if (!rules.has(id))
            rules.set(id, { text: suggestionRuleText(suggestion.op), level, op: suggestion.op });
        draft.push(suggestionResult(node, suggestion, id, level));
    }
    const failures = input.nodes.flatMap(({ node, ops }) => ops
        .filter((op) => ['failed', 'cancelled', 'waiting'].includes(op.status ?? ''))
        .map((op) => failure(node, op)));
    const ids = [...rules.keys()].sort();
    const results = draft
        .map((result) => ({ ...result, ruleIndex: ids.indexOf(result.ruleId) }))
        .sort(compareResults);
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'Remora',
                        version: input.version,
                        semanticVersion: input.version,
                        informationUri: REMORA_INFORMATION_URI,
                        rules: ids.map((id) => toRule(id, rules.get(id))),
                    },
                },
                originalUriBaseIds: { [SRCROOT]: { description: { text: 'The repository root' } } },
                columnKind: 'utf16CodeUnits',
                invocations: [
                    { executionSuccessful: failures.length === 0, toolExecutionNotifications: failures },
                ],
                results,
            },
        ],
    };
}
function findingResult(node, op, finding, occurrence) {
    const discriminator = `${finding.message}${occurrence > 1 ? `#${occurrence}` : ''}`;
    return {
        ruleId: finding.rule,
        level: LEVEL[finding.severity],
        message: { text: (0,inert_text/* sarifText */.BC)(finding.message) },
        locations: [sarif_location(finding.path, finding.start_line, finding.end_line)],
        partialFingerprints: {
            [NODE_FINGERPRINT]: nodeFingerprint(node.node_id, finding.rule, discriminator),
        },
        properties: { op, node_id: node.node_id, full_name: node.full_name },
    };
}
function suggestionResult(node, suggestion, ruleId, level) {
    const own = suggestion.files.find((file) => file.path === node.file_path);
    const span = own ? changedSpan(own) : { start: node.start_line, end: node.end_line };
    const where = suggestion.files.map((file) => file.path).join(', ');
    return {
        ruleId,
        level,
        message: {
            text: (0,inert_text/* sarifText */.BC)(`${suggestion.op} suggests a change to ${node.node_type} ${(0,inert_text/* oneLine */.TN)(node.full_name)}${own ? '' : ` in ${(0,inert_text/* oneLine */.TN)(where)}`}: ${suggestion.summary || 'see the fix'}`),
        },
        locations: [sarif_location(node.file_path, span.start, span.end)],
        partialFingerprints: { [NODE_FINGERPRINT]: nodeFingerprint(node.node_id, ruleId, '') },
        fixes: [
            {
                description: {
                    text: `The ${suggestion.op} op's change (workspace ${suggestion.workspace_id})`,
                },
                artifactChanges: suggestion.files.map((file) => ({
                    artifactLocation: artifactLocation(file.path),
                    replacements: replacements(file),
                })),
            },
        ],
        properties: {
            op: suggestion.op,
            node_id: node.node_id,
            full_name: node.full_name,
            workspace_id: suggestion.workspace_id,
        },
    };
}
function failure(node, op) {
    if (op.status === 'waiting')
        // An op that asked its author a question: a note, never an error of the run.
        return {
            level: 'note',
            message: {
                text: (0,inert_text/* sarifText */.BC)(`${op.op} on ${node.node_type} ${(0,inert_text/* oneLine */.TN)(node.full_name)} is waiting for an answer: ${op.summary ?? ''}`.trim()),
            },
            descriptor: { id: 'ask_user' },
            locations: [sarif_location(node.file_path, node.start_line, node.end_line)],
        };
    const code = op.error?.code ?? 'TOOL_001';
    const what = op.status === 'cancelled' ? 'was cancelled' : 'failed';
    return {
        level: 'error',
        message: {
            text: (0,inert_text/* sarifText */.BC)(`${op.op} ${what} on ${node.node_type} ${(0,inert_text/* oneLine */.TN)(node.full_name)}: ${code} ${op.error?.message ?? ''}`.trim()),
        },
        descriptor: { id: code },
        locations: [sarif_location(node.file_path, node.start_line, node.end_line)],
    };
}
/** `sha256(node id, rule, discriminator)`, 32 hex digits: no line number goes in. */
function nodeFingerprint(nodeId, ruleId, discriminator) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update([nodeId, ruleId, discriminator].join('\0'))
        .digest('hex')
        .slice(0, 32);
}
/** The head lines a suggestion's hunks cover, an insertion counting the line it goes before. */
function changedSpan(file) {
    const last = Math.max(1, (0,change_hunks/* splitLines */.uz)(file.head ?? '').length);
    const starts = file.hunks.map((hunk) => hunk.start);
    const ends = file.hunks.map((hunk) => hunk.start + Math.max(hunk.count, 1) - 1);
    return {
        start: Math.min(last, Math.max(1, (0,arrays/* smallest */.o9)(starts))),
        end: Math.min(last, Math.max(1, (0,arrays/* largest */.nQ)(ends))),
    };
}
/**
 * Each hunk as a replacement in the head file: whole lines with their line
 * ends, from column 1 of the first to column 1 of the line after the last (or
 * the end of a last line without one); an insertion is the empty region
 * before the line it goes before.
 */
function replacements(file) {
    const lines = (0,change_hunks/* splitLines */.uz)(file.head ?? '');
    return file.hunks.map((hunk) => {
        const from = lineStart(lines, hunk.start);
        const to = lineStart(lines, hunk.start + hunk.count);
        const text = hunk.lines.join('');
        return {
            deletedRegion: {
                startLine: from.line,
                startColumn: from.column,
                endLine: to.line,
                endColumn: to.column,
            },
            ...(text === '' ? {} : { insertedContent: { text } }),
        };
    });
}
/** Where line `line` starts; past the last line, where the text ends. */
function lineStart(lines, line) {
    if (line <= lines.length)
        return { line, column: 1 };
    const last = lines[lines.length - 1];
    if (last === undefined)
        return { line: 1, column: 1 };
    if (last.endsWith('\n'))
        return { line: lines.length + 1, column: 1 };
    return { line: lines.length, column: last.length + 1 };
}
function sarif_location(path, start, end) {
    return {
        physicalLocation: {
            artifactLocation: artifactLocation(path),
            region: { startLine: start, endLine: Math.max(start, end) },
        },
    };
}
/** A repository path as a relative URI reference: each segment percent-encoded. */
function artifactLocation(path) {
    return { uri: path.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}
function toRule(id, rule) {
    const { text } = rule;
    const link = text.helpUri ? `\n\n[Reference](${text.helpUri})` : '';
    return {
        id,
        shortDescription: { text: text.short },
        fullDescription: { text: plain(text.help) },
        help: { text: plain(text.help), markdown: `${text.help}${link}` },
        ...(text.helpUri ? { helpUri: text.helpUri } : {}),
        defaultConfiguration: { level: rule.level },
        properties: { tags: ['remora', rule.op] },
    };
}
/** Markdown's code spans as plain text. */
function plain(markdown) {
    return markdown.replace(/`([^`]*)`/g, '$1');
}
function compareResults(a, b) {
    const pa = a.locations[0]?.physicalLocation;
    const pb = b.locations[0]?.physicalLocation;
    const ua = pa?.artifactLocation.uri ?? '';
    const ub = pb?.artifactLocation.uri ?? '';
    if (ua !== ub)
        return ua < ub ? -1 : 1;
    return ((pa?.region.startLine ?? 0) - (pb?.region.startLine ?? 0) ||
        (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
}

// EXTERNAL MODULE: ./src/core/publish/attribute.ts
var attribute = __webpack_require__(4955);
;// CONCATENATED MODULE: ./src/core/report/sarif-suggestions.ts


/**
 * Each op's own change, once per workspace, from the nodes' final workspaces
 * ({@link collectWorkspaces}). An op that forked from another (docstring
 * from lint) made its change on top of the other's: its hunks are those of
 * the head-to-its-workspace change that meet its own edits, so each
 * suggestion applies to the head by itself and carries an upstream edit only
 * where the two touch the same lines.
 */
function opSuggestions(workspaces) {
    const seen = new Set();
    const suggestions = [];
    for (const workspace of workspaces) {
        const own = new Map([...workspace.head.keys()].map((path) => [path, (0,attribute/* ownIntervals */.P)(workspace, path)]));
        workspace.steps.forEach((step, index) => {
            if (seen.has(step.workspace_id))
                return;
            seen.add(step.workspace_id);
            const files = [];
            for (const [path, head] of workspace.head) {
                const mine = own.get(path)?.[index] ?? [];
                const hunks = (0,change_hunks/* changeHunks */.uL)(head ?? '', step.files.get(path) ?? '').filter((hunk) => mine.some((interval) => (0,change_hunks/* intervalsMeet */.aj)((0,change_hunks/* gapInterval */.sm)(hunk), interval)));
                if (hunks.length > 0)
                    files.push({ path, head, hunks });
            }
            if (files.length > 0)
                suggestions.push({
                    node_id: workspace.node_id,
                    op: step.op,
                    workspace_id: step.workspace_id,
                    summary: step.summary,
                    files,
                });
        });
    }
    return suggestions;
}

// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/pipeline/publication.ts
var publication = __webpack_require__(6136);
;// CONCATENATED MODULE: ./src/pipeline/sarif-log.ts





/**
 * A review as a SARIF 2.1.0 log (`remora review --format sarif`, the action's
 * `sarif-path`): its findings, and each op's change as a result with a fix.
 */
async function reviewToSarif(report) {
    const workspaces = await (0,publication/* collectReportWorkspaces */.h)(report);
    return formatSarif({
        version: version/* REMORA_VERSION */.m,
        nodes: report.nodes,
        suggestions: opSuggestions(workspaces),
        linterRulesFor: (path) => (0,manifests/* tryLanguageFor */.vo)(path)?.lintRules ?? [],
    });
}
/** A log of a run that reviewed nothing: Remora's rules and results, none. */
function emptySarifLog() {
    return formatSarif({ version: version/* REMORA_VERSION */.m, nodes: [], suggestions: [] });
}
/** The log as the file holds it: JSON, two spaces, a final newline. */
function sarifText(log) {
    return `${JSON.stringify(log, null, 2)}\n`;
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ REMORA_VERSION)
/* harmony export */ });
/** Remora's version, as package.json states it (a test keeps the two equal). */
const REMORA_VERSION = '0.1.0';


/***/ })

};
