export const id = 976;
export const ids = [976];
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

/***/ 3976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   projectRoot: () => (/* binding */ projectRoot),
/* harmony export */   reportAgentProblems: () => (/* binding */ reportAgentProblems),
/* harmony export */   runConfigCommand: () => (/* binding */ runConfigCommand),
/* harmony export */   runListAgentsCommand: () => (/* binding */ runListAgentsCommand)
/* harmony export */ });
/* harmony import */ var _ops_agent_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1839);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1654);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3506);
/* harmony import */ var _adapters_git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6619);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3309);







/** The repository root when in a git repository, else the current folder. */
async function projectRoot(io) {
    return (await (0,_adapters_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .l)(io.cwd, io.env).catch(() => undefined))?.root ?? io.cwd;
}
/** `remora config`: the merged configuration, each value with where it came from. */
async function runConfigCommand(args, io) {
    const { values } = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(args, (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .commandOptions */ .i6)('config'));
    const { config, sources } = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z9)(await projectRoot(io), io.env);
    if (values.json) {
        io.stdout(`${JSON.stringify({ config, sources: Object.fromEntries(sources) }, null, 2)}\n`);
        return 0;
    }
    const rows = (0,_config_config_js__WEBPACK_IMPORTED_MODULE_3__/* .leaves */ .FQ)(config).map(([path, value]) => [path, JSON.stringify(value) ?? 'null', sources.get(path) ?? 'default']);
    const width = (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .largest */ .nQ)(rows.map(([path, value]) => path.length + value.length + 3));
    for (const [path, value, source] of rows)
        io.stdout(`${`${path} = ${value}`.padEnd(width)}  # ${source}\n`);
    return 0;
}
/** `remora list-agents`: every agent with its source, node types and tools. */
async function runListAgentsCommand(args, io) {
    const { values } = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(args, (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .commandOptions */ .i6)('list-agents'));
    const loaded = await (0,_ops_agent_files_js__WEBPACK_IMPORTED_MODULE_0__/* .loadAgents */ .L2)(await projectRoot(io));
    const agents = [...loaded.agents.values()];
    if (values.json) {
        const rows = agents.map((a) => ({
            op: a.op,
            name: a.name,
            source: a.source,
            model: a.model ?? null,
            node_types: a.node_types,
            tools: a.tools.map((t) => t.name),
        }));
        io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
        return reportAgentProblems(loaded.problems, io) ? 2 : 0;
    }
    for (const agent of agents) {
        io.stdout(`${agent.op}  (${agent.name}, from ${agent.source})\n  node types: ${agent.node_types.join(', ')}\n`);
        for (const tool of agent.tools) {
            const how = tool.command
                ? `command: ${tool.command.join(' ')}`
                : (tool.handler ?? 'ends the run');
            io.stdout(`  - ${tool.name}: ${tool.description} [${how}]\n`);
        }
    }
    return reportAgentProblems(loaded.problems, io) ? 2 : 0;
}
/** Writes each broken agent's AGENT_001 to stderr; true when there was one. */
function reportAgentProblems(problems, io) {
    for (const problem of problems.values())
        io.stderr(`remora: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .Uc)(problem)}\n`);
    return problems.size > 0;
}


/***/ })

};
