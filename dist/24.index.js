export const id = 24;
export const ids = [24];
export const modules = {

/***/ 9024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  configFlags: () => (/* binding */ configFlags),
  createCliEvents: () => (/* binding */ createCliEvents),
  openCliSession: () => (/* binding */ openCliSession),
  parseOpsFlag: () => (/* binding */ parseOpsFlag),
  runAnalyzeCommand: () => (/* binding */ runAnalyzeCommand),
  runReviewCommand: () => (/* binding */ runReviewCommand)
});

// EXTERNAL MODULE: ./src/core/commands/shard.ts
var commands_shard = __webpack_require__(366);
// EXTERNAL MODULE: ./src/adapters/git/git.ts
var git_git = __webpack_require__(6619);
// EXTERNAL MODULE: ./src/adapters/files/source-files.ts
var source_files = __webpack_require__(6009);
// EXTERNAL MODULE: ./src/pipeline/changed-nodes.ts
var changed_nodes = __webpack_require__(1346);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/languages/file-text.ts + 1 modules
var file_text = __webpack_require__(1247);
;// CONCATENATED MODULE: ./src/core/workspace/keeps-content.ts
/**
 * True when `after` keeps every non-blank line of `before`, in order: the
 * change only adds lines (and may drop blank ones). Such a change to a file
 * git does not track loses nothing the user wrote; any other change would.
 */
function keepsContent(before, after) {
    const kept = before.split(/\r?\n/).filter((line) => line.trim() !== '');
    const lines = after.split(/\r?\n/);
    let next = 0;
    for (const line of lines)
        if (next < kept.length && line === kept[next])
            next += 1;
    return next === kept.length;
}

// EXTERNAL MODULE: ./src/core/workspace/workspace-path.ts
var workspace_path = __webpack_require__(9806);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/adapters/files/read-ledger.ts

/** The hash {@link ReadLedger} keeps for a file's bytes; absent files have their own. */
function contentHash(bytes) {
    return bytes === undefined ? 'absent' : (0,external_node_crypto_.createHash)('sha256').update(bytes).digest('hex');
}
/**
 * What a review read of the checkout, path by path (the first read of each),
 * as content hashes: `--apply` compares them with the files as they are when
 * it writes, so a line saved while the review ran is never overwritten.
 */
class ReadLedger {
    #hashes = new Map();
    /** Records one read; later reads of the same path keep the first. */
    record(path, bytes) {
        if (!this.#hashes.has(path))
            this.#hashes.set(path, contentHash(bytes));
    }
    /** The hash of what was read at `path`, or undefined when it was never read. */
    hashOf(path) {
        return this.#hashes.get(path);
    }
}

// EXTERNAL MODULE: ./src/adapters/files/workspace-tree.ts
var workspace_tree = __webpack_require__(5606);
;// CONCATENATED MODULE: ./src/adapters/git/checkout-apply.ts








function onDisk(root, path) {
    return (0,external_node_path_.join)(root, ...path.split('/'));
}
/**
 * Resolves where a confined path under `realRoot` would be written, without
 * creating anything. The nearest existing ancestor is resolved and must stay
 * inside the root, so a link in the checkout cannot redirect a write out of it;
 * an existing link at the path itself must lead inside too.
 */
async function planWrite(realRoot, path, content) {
    const folders = path.split('/');
    const name = folders.pop();
    let existing = folders.length;
    let real = await (0,workspace_tree/* tryRealpath */.RE)(onDisk(realRoot, folders.join('/')), path);
    while (real === undefined) {
        existing -= 1;
        real = await (0,workspace_tree/* tryRealpath */.RE)(onDisk(realRoot, folders.slice(0, existing).join('/')), path);
    }
    (0,workspace_tree/* assertResolvedInside */.tn)(realRoot, real, path);
    const folder = (0,external_node_path_.join)(real, ...folders.slice(existing));
    const target = (0,external_node_path_.join)(folder, name);
    // rm removes a link itself, never its target, so a removal needs only its folder checked.
    if (content === undefined)
        return {
            path,
            target: existing === folders.length ? target : undefined,
            folder,
            content,
            bytes: undefined,
        };
    if (existing < folders.length || !(await (0,promises_.lstat)(target).catch(() => undefined))?.isSymbolicLink())
        return { path, target, folder, content, bytes: undefined };
    const linked = await (0,workspace_tree/* tryRealpath */.RE)(target, path);
    if (linked === undefined)
        throw new errors/* RemoraError */.LP('TOOL_001', `path ${JSON.stringify(path)} is a dangling link; not followed`);
    (0,workspace_tree/* assertResolvedInside */.tn)(realRoot, linked, path);
    return { path, target: linked, folder: (0,external_node_path_.dirname)(linked), content, bytes: undefined };
}
/** `WORK_001`: nothing was applied; `refusals` names each file refused and why. */
class ApplyRefused extends errors/* RemoraError */.LP {
    refusals;
    constructor(refusals) {
        super('WORK_001', `nothing applied: ${refusals.map((r) => r.reason).join('; ')}`);
        this.refusals = refusals;
    }
}
async function currentBytes(target) {
    if (target === undefined)
        return undefined;
    try {
        return await (0,promises_.readFile)(target);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'EISDIR')
            return undefined;
        throw error;
    }
}
/**
 * The bytes a planned write puts on disk, in its file's own encoding; a
 * reason when the text cannot be written in it, or when the file on disk is
 * not valid text in its encoding (the review saw replacement characters, and
 * writing them back would destroy the bytes they stand for).
 */
function encodeWrite(write, now) {
    if (write.content === undefined)
        return undefined;
    if (now !== undefined) {
        const read = (0,file_text/* decodeFileText */.k6)(write.path, now);
        if (read.lossy)
            return `${write.path} is not valid ${read.encoding} text, so it cannot be written back unchanged`;
    }
    const encoded = (0,file_text/* encodeFileText */.SR)(write.path, write.content);
    return encoded.ok ? encoded.bytes : `${write.path} is left as it is: ${encoded.reason}`;
}
/** Why one planned write would lose something the user has, or undefined when it is safe. */
async function refusalOf(write, guard) {
    const now = await currentBytes(write.target);
    const encoded = encodeWrite(write, now);
    if (typeof encoded === 'string')
        return encoded;
    write.bytes = encoded;
    if (!guard)
        return undefined;
    const read = guard.readHash(write.path);
    if (read !== undefined && now === undefined && read !== contentHash(now))
        return `${write.path} was removed while the review ran`;
    if (read !== undefined && read !== contentHash(now))
        return `${write.path} changed while the review ran`;
    if (now === undefined || guard.tracked.has(write.path))
        return undefined;
    // An untracked file is beyond git's reach: only a change that keeps its every line may touch it.
    const before = (0,file_text/* decodeFileText */.k6)(write.path, now).text;
    if (write.content === undefined || !keepsContent(before, write.content))
        return `${write.path} is not tracked by git and would be overwritten`;
    return undefined;
}
/**
 * Writes merged files into the checkout at `root` (the `--apply` path):
 * creates folders, deletes files mapped to undefined; every path confined.
 * All or nothing: every path is checked before anything is written, so one
 * refused path leaves the checkout as it was. Each file is written in its own
 * encoding; text that encoding cannot hold is refused (WORK_001, naming the
 * file). With a guard, a file that changed since the review read it, or an
 * untracked file the write would not keep, is refused too.
 */
async function applyToCheckout(root, files, guard) {
    const realRoot = await (0,promises_.realpath)(root);
    const planned = [];
    for (const [path, content] of files)
        planned.push(await planWrite(realRoot, (0,workspace_path/* confineWorkspacePath */.R)(path), content));
    const refusals = [];
    for (const write of planned) {
        const refusal = await refusalOf(write, guard);
        if (refusal)
            refusals.push({ path: write.path, reason: refusal });
    }
    if (refusals.length > 0)
        throw new ApplyRefused(refusals);
    for (const write of planned) {
        if (write.target === undefined)
            continue;
        if (write.content === undefined) {
            await (0,promises_.rm)(write.target, { force: true });
            continue;
        }
        await (0,promises_.mkdir)(write.folder, { recursive: true });
        // Every write was encoded while it was checked.
        await (0,promises_.writeFile)(write.target, write.bytes);
    }
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/adapters/process/exit-cleanup.ts
var exit_cleanup = __webpack_require__(7373);
;// CONCATENATED MODULE: ./src/adapters/git/repository-lock.ts





/** The lock file's name inside the repository's git folder. */
const LOCK_NAME = 'remora.lock';
function isRunning(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process exists but belongs to someone else.
        return error.code === 'EPERM';
    }
}
async function tryCreate(path) {
    try {
        const handle = await (0,promises_.open)(path, 'wx');
        await handle.writeFile(`${process.pid}\n`);
        await handle.close();
        return true;
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
}
async function holderOf(path) {
    const text = await (0,promises_.readFile)(path, 'utf8').catch(() => '');
    const pid = Number(text.trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}
function removeIfOurs(path) {
    try {
        if ((0,external_node_fs_.readFileSync)(path, 'utf8').trim() === String(process.pid))
            (0,external_node_fs_.unlinkSync)(path);
    }
    catch {
        // Already gone.
    }
}
/**
 * Takes the per-repository lock `<git-dir>/remora.lock` (created with O_EXCL,
 * holding the pid), so two runs that write to one checkout never interleave.
 * A lock whose process is gone is stale and taken over; a live one is
 * CLI_001 naming its pid and file. The lock is released by release(), and on
 * SIGINT/SIGTERM/SIGHUP too.
 */
async function acquireRepositoryLock(gitDir) {
    const path = (0,external_node_path_.join)(gitDir, LOCK_NAME);
    if (!(await tryCreate(path))) {
        const holder = await holderOf(path);
        if (holder !== undefined && isRunning(holder))
            throw new errors/* RemoraError */.LP('CLI_001', `another remora run (pid ${holder}) is working on this repository; its lock is ${path}. Wait for it to end, or remove the file if that process is not remora`);
        await (0,promises_.unlink)(path).catch(() => undefined);
        if (!(await tryCreate(path)))
            throw new errors/* RemoraError */.LP('CLI_001', `another remora run took the lock ${path} at the same moment; try again`);
    }
    const forget = (0,exit_cleanup/* cleanupOnSignal */.K9)(() => removeIfOurs(path));
    return {
        path,
        async release() {
            forget();
            removeIfOurs(path);
        },
    };
}

// EXTERNAL MODULE: ./src/languages/registry.ts + 148 modules
var registry = __webpack_require__(1739);
// EXTERNAL MODULE: ./src/core/workspace/merge.ts
var merge = __webpack_require__(7725);
// EXTERNAL MODULE: ./src/pipeline/review.ts + 8 modules
var review = __webpack_require__(5176);
;// CONCATENATED MODULE: ./src/pipeline/apply.ts







const LISTED_FILES = 10;
/**
 * Everything `--apply` needs settled before the review runs: the repository
 * lock (released by `cleanups`), the head checked out, and no local changes to
 * tracked files (CLI_001 naming them).
 */
async function prepareApply(git, head, cleanups) {
    const lock = await acquireRepositoryLock(await git.commonDir());
    cleanups.push(() => lock.release());
    const checkedOut = await git.resolveCommit('HEAD').catch(() => '');
    if (checkedOut !== head)
        throw new errors/* RemoraError */.LP('CLI_001', `--apply writes to the checkout, so --head must be the checked-out commit (${checkedOut.slice(0, 12) || 'none'}), not ${head.slice(0, 12)}`);
    const changed = await git.changedTrackedFiles();
    if (changed.length > 0) {
        const more = changed.length > LISTED_FILES ? ` and ${changed.length - LISTED_FILES} more` : '';
        throw new errors/* RemoraError */.LP('CLI_001', `--apply needs a checkout with no local changes to tracked files; commit or stash the changes to ${changed.slice(0, LISTED_FILES).join(', ')}${more}`);
    }
    return { git, ledger: new ReadLedger() };
}
/**
 * Merges the review's final workspaces and writes them to the checkout, all
 * or nothing; each workspace merged or left out is an event.
 */
async function applyReview(report, tree, target, 
/** Told of each merge conflict, and of what was written. */
say, events) {
    const workspaces = report.nodes.flatMap((node) => (0,review/* finalWorkspaces */.R)(node, report.graph));
    const merged = await (0,merge/* mergeWorkspaces */.Z2)(tree.source, workspaces, registry/* BUILTIN_STRUCTURAL_MERGE */.Pn);
    // Read before writing: once the checkout holds a change, it is no longer one.
    const brought = new Map(await Promise.all(workspaces.map(async (w) => [w.id, (await w.changes()).map((change) => change.path)])));
    // Every workspace left out is told before anything is written or reported.
    for (const conflict of merged.conflicts)
        events?.emit('workspace:conflict', {
            workspace_id: conflict.workspaces.at(-1) ?? '',
            target: 'checkout',
            files: conflict.files,
            path: conflict.path,
            code: conflict.code,
            message: conflict.message,
        });
    const tracked = await target.git.trackedFiles([...merged.files.keys()]);
    try {
        await applyToCheckout(target.git.root, merged.files, {
            tracked,
            readHash: (path) => target.ledger.hashOf(path),
        });
    }
    catch (error) {
        if (error instanceof ApplyRefused)
            for (const id of merged.merged)
                emitRefused(events, id, brought.get(id) ?? [], error);
        throw error;
    }
    for (const workspace of workspaces) {
        if (!merged.merged.includes(workspace.id))
            continue;
        workspace.transition('accepted');
        const files = brought.get(workspace.id) ?? [];
        if (files.length > 0)
            events?.emit('workspace:merged', { workspace_id: workspace.id, target: 'checkout', files });
    }
    for (const conflict of merged.conflicts)
        say(`warning ${conflict.code}: ${conflict.message}`);
    say(`applied ${merged.files.size} file${merged.files.size === 1 ? '' : 's'} from ${merged.merged.length} workspace${merged.merged.length === 1 ? '' : 's'}`);
}
/**
 * A workspace the checkout refused: all or nothing, so every merged one is
 * left out, each with the refused file among its own when it has one.
 */
function emitRefused(events, workspaceId, files, refused) {
    const own = refused.refusals.find((r) => files.includes(r.path));
    const first = own ?? refused.refusals[0];
    events?.emit('workspace:conflict', {
        workspace_id: workspaceId,
        target: 'checkout',
        files: [...files],
        path: first.path,
        code: refused.code,
        message: own ? `nothing applied: ${own.reason}` : refused.message,
    });
}

// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/core/report/format-review.ts
var format_review = __webpack_require__(6708);
// EXTERNAL MODULE: ./src/pipeline/review-env.ts + 2 modules
var review_env = __webpack_require__(3234);
// EXTERNAL MODULE: ./src/pipeline/server-routing.ts
var server_routing = __webpack_require__(4868);
// EXTERNAL MODULE: ./src/pipeline/run-events.ts + 1 modules
var run_events = __webpack_require__(3783);
// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1999);
// EXTERNAL MODULE: ./src/pipeline/session.ts + 2 modules
var session = __webpack_require__(6101);
;// CONCATENATED MODULE: ./src/cli/review.ts















const REVIEW_FLAGS = (0,commands/* commandOptions */.i6)('review');
/** What `--format` may be. */
const REVIEW_FORMATS = ['text', 'json', 'github', 'sarif'];
/** `remora review --base <rev>`: the changed nodes of a change, reviewed by the agents. */
async function runReviewCommand(args, io) {
    const { values, positionals } = (0,cli_io/* parseCommandArgs */.Qx)(args, REVIEW_FLAGS);
    if (!values.base)
        throw new errors/* RemoraError */.LP('CLI_001', 'review needs --base <rev>');
    if (positionals.length > 0)
        throw new errors/* RemoraError */.LP('CLI_001', `unexpected argument '${positionals[0]}'`);
    const git = await (0,git_git/* createGit */.l)(io.cwd, io.env);
    return withSession(git, values, io, async (session) => {
        const changes = await (0,changed_nodes/* findChangedNodes */.hV)(git, values.base, session.head, session.discoverer);
        const files = await (0,changed_nodes/* withoutLinkedFiles */.pc)(changes.nodes, changes.diagnostics, session.tree.root);
        (0,cli_io/* reportDiagnostics */.Dj)(files.diagnostics, io);
        return files.nodes;
    });
}
/** `remora analyze <paths...>`: every node of whole files and folders, reviewed by the agents. */
async function runAnalyzeCommand(args, io) {
    const { values, positionals } = (0,cli_io/* parseCommandArgs */.Qx)(args, (0,commands/* commandOptions */.i6)('analyze'));
    if (values.base || values.head)
        throw new errors/* RemoraError */.LP('CLI_001', 'analyze takes paths, not --base/--head');
    const shard = (0,commands_shard/* parseShard */.u)(typeof values.shard === 'string' ? values.shard : '');
    const git = await (0,git_git/* createGit */.l)(io.cwd, io.env);
    return withSession(git, values, io, async (session) => {
        const { files, diagnostics } = await (0,source_files/* listSourceFiles */.p)(positionals, git.root);
        (0,cli_io/* reportDiagnostics */.Dj)(diagnostics, io);
        const found = await session.discoverer.discover(files);
        for (const result of found)
            (0,cli_io/* reportDiagnostics */.Dj)(result.diagnostics, io);
        return found.flatMap((result) => result.nodes.filter((node) => (0,commands_shard/* inShard */.I)(node.node_id, shard)).map((node) => ({ node })));
    });
}
/** `--ops all`, `--ops lint,docstring`, or nothing. */
function parseOpsFlag(flag) {
    if (flag === undefined || flag === 'all')
        return flag;
    return flag
        .split(',')
        .map((op) => op.trim())
        .filter(Boolean);
}
async function withSession(git, values, io, targetsOf) {
    if (!REVIEW_FORMATS.includes(values.format))
        throw new errors/* RemoraError */.LP('CLI_001', `--format is text, json, github or sarif, not '${values.format}'`);
    if (values.format === 'github' && !values.base)
        throw new errors/* RemoraError */.LP('CLI_001', '--format github is for review --base <rev>: it comments on a diff');
    if (values.model && values.model !== 'builtin')
        throw new errors/* RemoraError */.LP('CLI_001', `--model takes 'builtin'; use --server <url> for a model server`);
    if (values.interactive && !io.ask)
        throw new errors/* RemoraError */.LP('CLI_001', '--interactive needs a terminal to ask on');
    const settings = await (0,prepare/* loadRunSettings */.$o)(git.root, io.env, configFlags(values));
    const head = await git.resolveCommit(values.head ?? 'HEAD');
    const cleanups = new session/* CleanupStack */.zr();
    // The first SIGINT or SIGTERM cancels the run: what finished is still printed. A second ends it.
    const stop = new AbortController();
    const release = (0,exit_cleanup/* stopGracefullyOn */.YH)((signal) => {
        io.stderr(`remora: ${signal}: cancelling the run; what finished is printed\n`);
        stop.abort(signal);
    });
    cleanups.push(async () => release());
    try {
        // Before the review, so a run that cannot apply fails fast and a second run waits for none.
        const checkout = values.apply ? await prepareApply(git, head, cleanups) : undefined;
        const events = createCliEvents(io, values.log, values['log-level']);
        const { config, session } = await openCliSession(io, values, settings, {
            tree: { git, head, ...(checkout ? { ledger: checkout.ledger } : {}) },
            events,
            cleanups,
            stop: stop.signal,
            ...(values.interactive && io.ask ? { conversation: terminalConversation(io.ask) } : {}),
        });
        const targets = await targetsOf(session);
        const report = await session.review(targets);
        io.stdout(await formatReview(report, values.format, { git, base: values.base, head, config }));
        if (report.cancelled && checkout)
            io.stderr('remora: --apply: the run was cancelled, so the checkout is left as it was\n');
        const applied = checkout && !report.cancelled
            ? await tryApplyReview(report, session.tree, checkout, io, events)
            : true;
        return reviewExitStatus(report, applied, io);
    }
    finally {
        await cleanups.run();
    }
}
/** The review in the format `--format` names, as stdout takes it. */
async function formatReview(report, format, where) {
    // Loaded for their formats only: a review printed as text needs neither.
    if (format === 'github') {
        const { formatGithubReview } = await Promise.all(/* import() */[__webpack_require__.e(136), __webpack_require__.e(62)]).then(__webpack_require__.bind(__webpack_require__, 6062));
        return formatGithubReview(report, { ...where, base: where.base });
    }
    if (format === 'sarif') {
        const { reviewToSarif, sarifText } = await Promise.all(/* import() */[__webpack_require__.e(136), __webpack_require__.e(50)]).then(__webpack_require__.bind(__webpack_require__, 9050));
        return sarifText(await reviewToSarif(report));
    }
    if (format === 'json')
        return `${JSON.stringify((0,format_review/* reviewToJson */.sU)(report), null, 2)}\n`;
    return (0,format_review/* formatReviewText */.BS)(report);
}
/**
 * The exit status of a printed review: 0 when every op that ran succeeded or
 * was skipped, 1 when any failed, the run was cancelled or `--apply` was
 * refused (each already named).
 */
function reviewExitStatus(report, applied, io) {
    const failed = report.nodes.flatMap((node) => node.ops).filter((op) => op.status === 'failed');
    if (failed.length > 0)
        io.stderr(`remora: ${failed.length} op${failed.length === 1 ? '' : 's'} failed\n`);
    if (report.cancelled)
        io.stderr(`remora: the run was cancelled: ${report.cancelled.message} (CANCEL_001)\n`);
    return failed.length > 0 || report.cancelled || !applied ? 1 : 0;
}
/** The `--server`, `--no-fallback` and `--fail-fast` flags as configuration. */
function configFlags(values) {
    const server = values.server && values.model !== 'builtin'
        ? { base_url: values.server, ...(values['no-fallback'] ? { fallback: false } : {}) }
        : values['no-fallback']
            ? { fallback: false }
            : undefined;
    return {
        ...(server ? { server } : {}),
        ...(values['fail-fast'] ? { runner: { fail_fast: true } } : {}),
    };
}
/** The CLI's session over `tree`: the ops asked for, the backend its flags choose, warnings on stderr. */
async function openCliSession(io, values, settings, where) {
    const requestedOps = parseOpsFlag(values.ops);
    const ops = (0,prepare/* chooseOps */.S8)(settings, requestedOps);
    for (const op of ops) {
        const problem = settings.problems.get(op);
        if (problem)
            io.stderr(`warning ${problem.code}: ${problem.message}; op ${op} fails on every node\n`);
    }
    const prepared = await (0,prepare/* prepareRun */.Z0)({
        settings,
        requestedOps,
        backend: await cliBackend(io, values, settings, ops, where.stop),
        checkSandbox: true,
        tree: where.tree,
        events: where.events,
        processEnv: io.env,
        allowExecute: true,
        cleanups: where.cleanups,
        ...(where.stop ? { stop: where.stop } : {}),
        ...(where.conversation ? { conversation: where.conversation } : {}),
    });
    const { noSandbox } = prepared;
    if (noSandbox)
        io.stderr(`warning ${noSandbox.problem.code}: ${noSandbox.problem.message}; tools that run code are skipped in ${noSandbox.ops.join(', ')}\n`);
    return prepared;
}
/** The backend the CLI's flags and environment choose, routed per op where a server answers. */
async function cliBackend(io, values, settings, ops, stop) {
    const backend = values.model === 'builtin'
        ? { kind: 'builtin' }
        : (0,review_env/* chooseBackend */.aC)(settings.config, io.env);
    if (backend.kind !== 'openai')
        return { backend };
    const routed = await (0,server_routing/* tryRouteToServer */.z)({
        serverUrl: backend.baseURL,
        ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
        config: settings.config,
        agents: settings.agents,
        ops,
        ...(stop ? { stop } : {}),
    });
    if (!routed)
        return { backend };
    for (const warning of routed.warnings)
        io.stderr(`warning: ${warning}\n`);
    return { backend, models: routed.models, fallbacks: routed.fallbacks };
}
/**
 * `--interactive`: an agent's question is asked on the terminal, naming the
 * op and the node, and the line typed is the answer; an empty line is none,
 * and the agent goes on without. Without the flag nobody is asked.
 */
function terminalConversation(ask) {
    return {
        ask: (op, node) => async (question) => {
            const answer = await ask(`\n${op} on ${node.file_path}: ${node.full_name} (line ${node.start_line}) asks:\n  ${question}`);
            return answer === undefined ? { unavailable: true } : { answer };
        },
    };
}
/** Applies the review; a refusal is reported and is the run's failure, the review stands printed. */
async function tryApplyReview(report, tree, target, io, events) {
    try {
        await applyReview(report, tree, target, (line) => io.stderr(`${line}\n`), events);
        return true;
    }
    catch (error) {
        if (!(error instanceof errors/* RemoraError */.LP))
            throw error;
        io.stderr((0,cli_io/* errorLines */.S6)(error));
        return false;
    }
}
/** Progress lines on stderr and, with --log, the JSONL run log. */
function createCliEvents(io, logFile, level) {
    const known = run_events/* LOG_LEVELS */.p.find((name) => name === (level ?? 'info'));
    if (!known)
        throw new errors/* RemoraError */.LP('CLI_001', `--log-level must be one of ${run_events/* LOG_LEVELS */.p.join(', ')}, not ${JSON.stringify(level)}`);
    return (0,run_events/* createRunEvents */.R)((text) => io.stderr(`${text}\n`), (text) => io.stderr(`warning: ${text}\n`), logFile, undefined, known);
}


/***/ })

};
