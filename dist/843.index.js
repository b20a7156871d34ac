export const id = 843;
export const ids = [843];
export const modules = {

/***/ 6619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ createGit)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _process_exit_cleanup_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7373);
/* harmony import */ var _git_commands_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(8125);






// What to do about a revision this clone does not have, when the clone is not shallow.
const MISSING_REVISION_HINT = ': this repository has no such branch, tag or commit; fetch it (`git fetch origin <branch>`, ' +
    'then pass `origin/<branch>`) or name one that `git log --oneline` shows';
/**
 * Opens the repository containing `cwd`. Git runs with a scrubbed environment:
 * nothing Remora runs ever sees a token. Each operation of {@link Git} is a
 * function of this module, below.
 */
async function createGit(cwd, env = process.env) {
    const commands = (0,_git_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .createGitCommands */ .Z0)(cwd, env);
    const top = await commands.exec(['rev-parse', '--show-toplevel']);
    if (top.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('GIT_001', `not a git repository: ${cwd}`);
    const repo = {
        root: top.stdout.toString('utf8').trim(),
        env,
        commands,
        knownCommits: new Set(),
        pendingReads: [],
    };
    return {
        root: repo.root,
        resolveCommit: (revision) => resolveCommit(repo, revision),
        mergeBase: (a, b) => mergeBase(repo, a, b),
        diff: (base, head, paths = []) => diffCommits(repo, base, head, paths),
        readFiles: (commit, paths) => readFiles(repo, commit, paths),
        isClean: () => isClean(repo),
        changedTrackedFiles: () => changedTrackedFiles(repo),
        trackedFiles: (paths) => trackedFiles(repo, paths),
        listTrackedFiles: () => listTrackedFiles(repo),
        commonDir: () => commonDir(repo),
        tryMergeBase: (a, b) => commands.tryMergeBase(a, b).catch(() => undefined),
        tryDiffRange: (base, head, paths) => commands.tryDiff(['-M', `${base}...${head}`, '--', ...paths]).catch(() => undefined),
        tryShow: (commit, path) => tryShow(repo, commit, path),
        tryFirstParents: (head, count) => tryFirstParents(repo, head, count),
        addWorktree: (commit, dir) => addWorktree(repo, commit, dir),
    };
}
/** Git's stdout; GIT_001 naming `what` with git's message when it fails. */
async function checked(repo, args, what) {
    const result = await repo.commands.exec(args);
    if (result.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('GIT_001', `${what} failed: ${result.stderr.trim()}`);
    return result.stdout.toString('utf8');
}
// A shallow clone (actions/checkout's default depth is 1) lacks the base and the history to it.
async function shallowHint(repo) {
    return (await repo.commands.isShallow())
        ? ': this is a shallow clone without that history; fetch it (`fetch-depth: 0` in actions/checkout, or `git fetch --unshallow`)'
        : '';
}
async function resolveCommit(repo, revision) {
    if (revision.startsWith('-'))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('CLI_001', `not a revision: ${revision}`);
    if (repo.knownCommits.has(revision))
        return revision;
    const commit = await repo.commands.tryResolveCommit(revision);
    if (commit === undefined)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('GIT_001', `unknown revision: ${revision}${(await shallowHint(repo)) || MISSING_REVISION_HINT}`);
    repo.knownCommits.add(commit);
    return commit;
}
async function mergeBase(repo, a, b) {
    const base = await repo.commands.tryMergeBase(a, b);
    if (base !== undefined) {
        repo.knownCommits.add(base);
        return base;
    }
    const hint = await shallowHint(repo);
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('GIT_001', hint
        ? `the merge base of ${a} and ${b} is missing${hint}`
        : `${a} and ${b} have no common ancestor`);
}
function diffCommits(repo, base, head, paths) {
    return checked(repo, ['diff', '-M', '--unified=3', ..._git_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .DIFF_FLAGS */ .uT, base, head, '--', ...paths], 'git diff');
}
/**
 * The files at `commit` that are blobs, by path. The calls made in one tick
 * (a diff's head and base versions) are read by one `git cat-file --batch`.
 */
function readFiles(repo, commit, paths) {
    return new Promise((resolve, reject) => {
        repo.pendingReads.push({ commit, paths, resolve, reject });
        if (repo.pendingReads.length === 1)
            queueMicrotask(() => void readPending(repo));
    });
}
async function readPending(repo) {
    const reads = repo.pendingReads.splice(0);
    const names = reads.flatMap(({ commit, paths }) => paths.map((path) => `${commit}:${path}`));
    let answers;
    try {
        answers = await repo.commands.readObjects(names);
    }
    catch (error) {
        for (const read of reads)
            read.reject(error);
        return;
    }
    let at = 0;
    for (const read of reads) {
        const files = new Map();
        read.paths.forEach((path, index) => {
            const answer = answers[at + index];
            if (answer?.kind === 'blob')
                files.set(path, answer.bytes);
        });
        at += read.paths.length;
        read.resolve(files);
    }
}
async function isClean(repo) {
    const status = await checked(repo, ['status', '--porcelain', '--untracked-files=no'], 'git status');
    return status.trim() === '';
}
async function changedTrackedFiles(repo) {
    const status = await checked(repo, ['status', '--porcelain', '-z', '--untracked-files=no', '--no-renames'], 'git status');
    // Each entry is "XY path"; -z leaves paths unquoted.
    return status
        .split('\0')
        .filter((entry) => entry.length > 3)
        .map((entry) => entry.slice(3))
        .sort();
}
async function trackedFiles(repo, paths) {
    if (paths.length === 0)
        return new Set();
    // Paths are relative to the top, so git runs there, taking them literally.
    const listed = await (0,_git_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .execGit */ .Ix)(['--literal-pathspecs', 'ls-files', '-z', '--full-name', '--', ...paths], repo.root, { env: repo.env });
    if (listed.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('GIT_001', `git ls-files failed: ${listed.stderr.trim()}`);
    return new Set(listed.stdout.toString('utf8').split('\0').filter(Boolean));
}
async function listTrackedFiles(repo) {
    const listed = await (0,_git_commands_js__WEBPACK_IMPORTED_MODULE_5__/* .execGit */ .Ix)(['ls-files', '-z', '--full-name'], repo.root, { env: repo.env });
    if (listed.exitCode !== 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('GIT_001', `git ls-files failed: ${listed.stderr.trim()}`);
    return new Set(listed.stdout.toString('utf8').split('\0').filter(Boolean));
}
async function commonDir(repo) {
    const args = ['rev-parse', '--path-format=absolute', '--git-common-dir'];
    return (await checked(repo, args, 'git rev-parse')).trim();
}
async function tryShow(repo, commit, path) {
    const [answer] = await repo.commands.readObjects([`${commit}:${path}`]).catch(() => []);
    return answer?.kind === 'blob' ? new Uint8Array(answer.bytes) : undefined;
}
async function tryFirstParents(repo, head, count) {
    const listed = await repo.commands.exec([
        'rev-list',
        '--first-parent',
        `--max-count=${count}`,
        '--end-of-options',
        head,
    ]);
    if (listed.exitCode !== 0)
        return undefined;
    return listed.stdout.toString('utf8').split('\n').filter(Boolean);
}
async function addWorktree(repo, commit, dir) {
    await checked(repo, ['worktree', 'add', '--detach', '--quiet', dir, commit], 'git worktree add');
    // Ctrl-C skips remove(): the folder and git's record of it go then too.
    const record = await tryWorktreeRecord(dir, await commonDir(repo));
    const forget = (0,_process_exit_cleanup_js__WEBPACK_IMPORTED_MODULE_4__/* .cleanupOnSignal */ .K9)(() => {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true });
        if (record)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(record, { recursive: true, force: true });
    });
    return {
        dir,
        async remove() {
            forget();
            await repo.commands.exec(['worktree', 'remove', '--force', dir]);
        },
    };
}
/**
 * The folder under `<common-dir>/worktrees/` where git keeps its record of
 * the worktree at `dir`, as the worktree's `.git` file names it; undefined
 * when that file names anything else.
 */
async function tryWorktreeRecord(dir, commonDir) {
    const pointer = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, '.git'), 'utf8').catch(() => '');
    const named = /^gitdir: (.+)$/m.exec(pointer)?.[1]?.trim();
    if (!named)
        return undefined;
    const [record, records] = await Promise.all([
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(named).catch(() => ''),
        (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(commonDir, 'worktrees')).catch(() => undefined),
    ]);
    return records !== undefined && (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(record) === records ? record : undefined;
}


/***/ }),

/***/ 366:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ inShard),
/* harmony export */   u: () => (/* binding */ parseShard)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

/** Parses a `shard` input such as `2/4`; empty means the whole sweep (`1/1`). */
function parseShard(text) {
    const trimmed = text.trim();
    if (trimmed === '')
        return { index: 1, count: 1 };
    const match = /^(\d{1,4})\/(\d{1,4})$/.exec(trimmed);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || index < 1 || index > count)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('CONFIG_001', `shard '${text}' is not of the form i/n with 1 <= i <= n, such as 1/4`);
    return { index, count };
}
/**
 * Whether a node belongs to a shard. Decided by the node_id alone (a hash of
 * path, type and name, docs/architecture.md §3), so every shard of a matrix computes the
 * same split without talking to the others, the shards partition the nodes
 * exactly, and a node stays in its shard when lines move above it.
 */
function inShard(nodeId, shard) {
    if (shard.count === 1)
        return true;
    const bucket = Number.parseInt(nodeId.slice(0, 8), 16);
    if (!Number.isFinite(bucket))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('CONFIG_001', `node id '${nodeId}' is not a hex node_id`);
    return bucket % shard.count === shard.index - 1;
}


/***/ }),

/***/ 6708:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BS: () => (/* binding */ formatReviewText),
/* harmony export */   hq: () => (/* binding */ opToJson),
/* harmony export */   sU: () => (/* binding */ reviewToJson)
/* harmony export */ });
/* unused harmony export summaryLine */
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3309);

const MARK = {
    succeeded: '✓',
    failed: '✗',
    skipped: '–',
    cancelled: '⊘',
    waiting: '?',
};
const FINDING_MARK = { error: '✗', warning: '!', notice: 'i' };
/** The human-readable review: each node, each op's status and summary, each suggestion as a diff. */
function formatReviewText(review) {
    const out = [
        `Remora review: ${review.nodes.length} node${review.nodes.length === 1 ? '' : 's'} × ${review.ops.join(', ') || 'no ops'} · backend ${review.backend} · ${(review.ms / 1000).toFixed(1)}s`,
        '',
    ];
    for (const { node, changed_lines, ops, result_diff } of review.nodes) {
        const changed = changed_lines?.length ? ` · changed ${formatRanges(changed_lines)}` : '';
        out.push(`${node.file_path}:${node.start_line}-${node.end_line} · ${node.node_type} ${node.full_name}${changed}`);
        for (const op of ops) {
            const what = op.status === 'failed' || op.status === 'cancelled'
                ? `${op.error?.code ?? ''} ${op.error?.message ?? ''}`.trim()
                : op.summary;
            out.push(`  ${op.op} ${MARK[op.status]} ${op.status} · ${what}${op.diff ? ` · workspace ${op.workspace_id}` : ''}`);
            for (const finding of op.findings)
                out.push(`      ${FINDING_MARK[finding.severity]} ${finding.path}:${finding.start_line} ${finding.rule} · ${finding.message}`);
            if (op.diff)
                (0,_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .appendAll */ .u2)(out, indented(op.diff));
        }
        // Each op shows its own change; where several changed the node, what they make together once.
        if (result_diff && ops.filter((op) => op.diff).length > 1) {
            out.push('  result · what --apply writes for this node');
            (0,_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .appendAll */ .u2)(out, indented(result_diff));
        }
        out.push('');
    }
    out.push(`Summary: ${summaryLine(review)}`);
    return `${out.join('\n')}\n`;
}
/**
 * Per op: how many succeeded, failed, were skipped or cancelled, how many
 * suggested a change, and the findings — from the run's event records, so
 * the line equals the log.
 */
function summaryLine(review) {
    return review.tally.ops
        .map((t) => {
        const cancelled = t.cancelled > 0 ? `, ${t.cancelled} cancelled` : '';
        const waiting = t.waiting > 0 ? `, ${t.waiting} waiting for an answer` : '';
        return `${t.op} ${t.succeeded} succeeded (${t.changed} with changes), ${t.failed} failed, ${t.skipped} skipped${waiting}${cancelled}, ${t.findings} finding${t.findings === 1 ? '' : 's'}`;
    })
        .join('; ');
}
/** One op's outcome as the JSON reports (review and sweep) give it. */
function opToJson(op) {
    return {
        op: op.op,
        status: op.status,
        summary: op.summary,
        error_code: op.error?.code ?? null,
        error: op.error?.message ?? null,
        workspace_id: op.workspace_id,
        diff: op.diff,
        findings: op.findings,
    };
}
/** The review as JSON: per node and op, status, summary, error code, workspace id, diff. */
function reviewToJson(review) {
    return {
        backend: review.backend,
        ops: review.ops,
        ms: review.ms,
        nodes: review.nodes.map(({ node, changed_lines, ops, result_diff }) => {
            const { text: _text, ...fields } = node;
            return {
                node: fields,
                ...(changed_lines ? { changed_lines } : {}),
                result_diff: result_diff ?? '',
                ops: ops.map((op) => ({
                    ...opToJson(op),
                    turns: op.turns,
                    ms: op.ms,
                    result: op.result ?? null,
                })),
            };
        }),
    };
}
function indented(diff) {
    return diff
        .trimEnd()
        .split('\n')
        .map((line) => `      ${line}`);
}
function formatRanges(ranges) {
    return ranges.map((r) => (r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`)).join(', ');
}


/***/ }),

/***/ 1346:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ed: () => (/* binding */ selectChangedNodes),
/* harmony export */   hV: () => (/* binding */ findChangedNodes),
/* harmony export */   pc: () => (/* binding */ withoutLinkedFiles)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diff_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3043);
/* harmony import */ var _languages_file_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1247);
/* harmony import */ var _languages_manifests_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9565);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3309);






/**
 * Discovers the head (and, where given, base) version of every file and
 * selects the nodes its diff changes (docs/architecture.md §3), for the CLI and the
 * action alike, however they read the files. Base diagnostics describe code
 * the change did not write: they are not reported.
 */
async function selectChangedNodes(files, discoverer) {
    const heads = await discoverer.discover(files.map(({ diff, head }) => ({ file_path: diff.path, bytes: head })));
    const baseInputs = files.flatMap(({ diff, base }) => base === undefined ? [] : [{ file_path: diff.oldPath ?? diff.path, bytes: base }]);
    const bases = new Map((await discoverer.discover(baseInputs)).map((found) => [found.file_path, found.nodes]));
    const nodes = [];
    const diagnostics = [];
    files.forEach(({ diff, head: bytes }, index) => {
        const head = heads[index];
        if (!head)
            return;
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_5__/* .appendAll */ .u2)(diagnostics, head.diagnostics);
        // A file git calls binary has no hunks to place; discovery says why when it skipped it.
        if (diff.binary) {
            if (!head.skipped)
                diagnostics.push(binaryDiagnostic(diff.path));
            return;
        }
        const docsAbove = (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_4__/* .tryPackFor */ .wW)(diff.path)?.docsAbove;
        const lines = docsAbove && (0,_languages_file_text_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeFileText */ .k6)(diff.path, bytes).text.split('\n');
        (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_5__/* .appendAll */ .u2)(nodes, (0,_core_diff_index_js__WEBPACK_IMPORTED_MODULE_2__/* .changedNodes */ .K2)(diff, head.nodes, bases.get(diff.oldPath ?? diff.path), docsAbove && lines ? (node) => docsAbove(lines, node.start_line) : undefined));
    });
    return { nodes, diagnostics };
}
function binaryDiagnostic(path) {
    return {
        code: 'DISC_002',
        severity: 'warning',
        file: path,
        message: `${path}: skipped, git reports a binary file`,
    };
}
/** Diffs two revisions in a repository and selects the changed nodes of every file a language pack reads. */
async function findChangedNodes(git, base, head, discoverer) {
    const [headCommit, baseTip] = await Promise.all([
        git.resolveCommit(head),
        git.resolveCommit(base),
    ]);
    const baseCommit = await git.mergeBase(baseTip, headCommit);
    const diffs = (0,_core_diff_index_js__WEBPACK_IMPORTED_MODULE_2__/* .parseGitDiff */ .Tc)(await git.diff(baseCommit, headCommit)).filter((file) => file.status !== 'deleted' && (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_4__/* .tryPackFor */ .wW)(file.path));
    // Every file that had a base: its nodes there say what a definition was before the change, even where the change only added lines (a function that now returns a value).
    const withBase = diffs.filter((file) => file.oldPath !== null);
    const [headBytes, baseBytes] = await Promise.all([
        git.readFiles(headCommit, diffs.map((file) => file.path)),
        git.readFiles(baseCommit, withBase.map((file) => file.oldPath)),
    ]);
    const files = diffs.flatMap((diff) => {
        const bytes = headBytes.get(diff.path);
        const baseVersion = diff.oldPath === null ? undefined : baseBytes.get(diff.oldPath);
        return bytes ? [{ diff, head: bytes, ...(baseVersion ? { base: baseVersion } : {}) }] : [];
    });
    return selectChangedNodes(files, discoverer);
}
/**
 * The nodes whose file is a regular file in the head's tree at `root`: a
 * symbolic link (git keeps its target's path as its text) or anything else
 * is not reviewed, and what discovery said of it is replaced by one DISC_002
 * note. It is never an error: a pull request that adds a link is reviewed
 * like one that does not.
 */
async function withoutLinkedFiles(nodes, diagnostics, root) {
    const paths = [...new Set(nodes.map((n) => n.node.file_path))];
    const regular = await Promise.all(paths.map((path) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, ...path.split('/'))).then((stats) => stats.isFile(), () => false)));
    const linked = new Set(paths.filter((_, index) => !regular[index]));
    return {
        nodes: nodes.filter((n) => !linked.has(n.node.file_path)),
        diagnostics: [
            ...diagnostics.filter((d) => d.file === undefined || !linked.has(d.file)),
            ...[...linked].map((path) => ({
                code: 'DISC_002',
                severity: 'notice',
                file: path,
                message: `${path}: skipped, a symbolic link (or not a regular file) at the head: Remora reviews files, not links`,
            })),
        ],
    };
}


/***/ }),

/***/ 4868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ refuseFallbacks),
/* harmony export */   z: () => (/* binding */ tryRouteToServer)
/* harmony export */ });
/* harmony import */ var _adapters_model_server_preflight_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(589);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _core_runner_model_routing_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(256);
/* harmony import */ var _ops_registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4457);




/**
 * The model each op asks a server for, from the server's own list: an op
 * whose model (its LoRA adapter) the server lacks runs on the base model the
 * server lists, unless `server.fallback` is false (`--no-fallback`), which
 * makes it a MODEL_001 naming every such op. `undefined` when the server
 * answered without a readable list: the ops then ask for their own models,
 * and fail by name. A server no connection can be made to fails the run
 * once, here, before any op waits on it (`AGENT_002`, pointing at
 * `remora doctor`).
 */
async function tryRouteToServer(input) {
    // An op that needs no model never reaches the server: nothing to check for it.
    const ops = (0,_ops_registry_js__WEBPACK_IMPORTED_MODULE_2__/* .opsAskingModels */ .un)(input.ops);
    if (ops.length === 0)
        return undefined;
    const preflight = await (0,_adapters_model_server_preflight_js__WEBPACK_IMPORTED_MODULE_0__/* .preflightServer */ .l)({
        serverUrl: input.serverUrl,
        ...(input.apiKey ? { apiKey: input.apiKey } : {}),
        ...(input.stop ? { stop: input.stop } : {}),
    });
    if (!preflight.ok && preflight.unreachable)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RemoraError */ .LP('AGENT_002', `${preflight.message} No op was run; \`remora doctor --server ${shownUrl(input.serverUrl)}\` checks the server and what a review needs of it.`);
    if (!preflight.ok)
        return undefined;
    const routed = (0,_core_runner_model_routing_js__WEBPACK_IMPORTED_MODULE_3__/* .routeModels */ .oN)({
        ops,
        config: input.config,
        agents: input.agents,
        available: preflight.models,
        bases: preflight.bases,
    });
    refuseFallbacks(routed, input.config);
    return routed;
}
/** MODEL_001 when fallback is off and an op would run on the base model. */
function refuseFallbacks(routed, config) {
    if (config.server.fallback || routed.fallbacks.length === 0)
        return;
    throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RemoraError */ .LP('MODEL_001', `the server does not list ${routed.fallbacks
        .map((f) => `'${f.model}' (the ${f.op} op's model)`)
        .join(', ')}, and fallback is off (--no-fallback, server.fallback: false); ` +
        `serve the adapter, or allow the ops to run on the base model '${routed.fallbacks[0]?.fallback ?? config.server.default_model}'`);
}
/** The server's URL as it may be shown: without credentials. */
function shownUrl(serverUrl) {
    try {
        const url = new URL(serverUrl);
        url.username = '';
        url.password = '';
        return url.href;
    }
    catch {
        return serverUrl;
    }
}


/***/ })

};
