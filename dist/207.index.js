export const id = 207;
export const ids = [207,976];
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


/***/ }),

/***/ 9207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runServeCommand: () => (/* binding */ runServeCommand)
});

// EXTERNAL MODULE: ./src/ops/agent-files.ts + 1 modules
var agent_files = __webpack_require__(1839);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(7067);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/serve/api-answer.ts
/** An error in the shape OpenAI's API (and so its SDK) reads: `{error: {message, type, param, code}}`. */
function apiError(status, message, type, code = null, param = null) {
    return { status, body: { error: { message, type, param, code } } };
}

// EXTERNAL MODULE: ./src/core/runner/policy.ts
var runner_policy = __webpack_require__(7654);
// EXTERNAL MODULE: ./src/core/runner/function-call-text.ts
var function_call_text = __webpack_require__(6053);
// EXTERNAL MODULE: ./src/core/runner/history.ts
var runner_history = __webpack_require__(3910);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
;// CONCATENATED MODULE: ./src/core/serve/chat-request.ts


/** The chat completion requests a server of the built-in policies reads, as the openai SDK sends them. */
const textContent = schemas/* union */.KCZ([schemas/* string */.YjP(), schemas/* array */.YOg(schemas/* object */.Ikc({ type: schemas/* literal */.euz('text'), text: schemas/* string */.YjP() }).loose())])
    .transform((content) => typeof content === 'string' ? content : content.map((part) => part.text).join(''));
const toolCallSchema = schemas/* object */.Ikc({
    id: schemas/* string */.YjP(),
    type: schemas/* literal */.euz('function').default('function'),
    function: schemas/* object */.Ikc({ name: schemas/* string */.YjP(), arguments: schemas/* string */.YjP().default('') }).loose(),
})
    .loose()
    .transform((call) => ({
    id: call.id,
    type: 'function',
    function: { name: call.function.name, arguments: call.function.arguments },
}));
const messageSchema = schemas/* discriminatedUnion */.gMt('role', [
    schemas/* object */.Ikc({ role: schemas/* enum */.k5n(['system', 'developer']), content: textContent })
        .loose()
        .transform((m) => ({ role: 'system', content: m.content })),
    schemas/* object */.Ikc({ role: schemas/* literal */.euz('user'), content: textContent })
        .loose()
        .transform((m) => ({ role: 'user', content: m.content })),
    schemas/* object */.Ikc({
        role: schemas/* literal */.euz('assistant'),
        content: textContent.nullish(),
        tool_calls: schemas/* array */.YOg(toolCallSchema).nullish(),
    })
        .loose()
        .transform((m) => ({
        role: 'assistant',
        content: m.content ?? null,
        ...(m.tool_calls && m.tool_calls.length > 0 ? { tool_calls: m.tool_calls } : {}),
    })),
    schemas/* object */.Ikc({
        role: schemas/* literal */.euz('tool'),
        tool_call_id: schemas/* string */.YjP(),
        name: schemas/* string */.YjP().optional(),
        content: textContent,
    })
        .loose()
        .transform((m) => ({
        role: 'tool',
        tool_call_id: m.tool_call_id,
        name: m.name ?? '',
        content: m.content,
    })),
]);
const toolChoiceSchema = schemas/* union */.KCZ([
    schemas/* enum */.k5n(['auto', 'required', 'none']),
    schemas/* object */.Ikc({ type: schemas/* literal */.euz('function'), function: schemas/* object */.Ikc({ name: schemas/* string */.YjP() }) }).loose(),
]);
const requestSchema = schemas/* object */.Ikc({
    model: schemas/* string */.YjP().min(1),
    messages: schemas/* array */.YOg(messageSchema).min(1),
    tools: schemas/* array */.YOg(schemas/* object */.Ikc({ type: schemas/* literal */.euz('function'), function: schemas/* object */.Ikc({ name: schemas/* string */.YjP() }).loose() })
        .loose())
        .optional(),
    tool_choice: toolChoiceSchema.optional(),
    stream: schemas/* boolean */.zMY().optional(),
})
    .loose();
/** Parses a request body; what is not a chat completion request is a 400 that says where. */
function parseChatRequest(bodyText) {
    let document;
    try {
        document = JSON.parse(bodyText);
    }
    catch {
        return apiError(400, 'The request body is not JSON.', 'invalid_request_error');
    }
    const parsed = requestSchema.safeParse(document);
    if (parsed.success)
        return { request: parsed.data };
    const issue = parsed.error.issues[0];
    const param = issue?.path.map(String).join('.') || null;
    return apiError(400, `Invalid request${param ? ` at ${param}` : ''}: ${issue?.message ?? 'not a chat completion request'}.`, 'invalid_request_error', null, param);
}

// EXTERNAL MODULE: ./src/core/runner/ask-user.ts
var ask_user = __webpack_require__(6403);
;// CONCATENATED MODULE: ./src/core/serve/served-models.ts

/**
 * The model table for `agents` (only those a policy answers for): the
 * default model first, then each adapter an agent names, in agent order.
 * The default model answers for every such agent: a review falls back to it
 * when an adapter is missing, so every agent must be able to reach it.
 */
function builtinModelTable(agents, defaultModel, hasPolicy) {
    const served = agents.filter((agent) => hasPolicy(agent.name));
    const byModel = new Map([[defaultModel, served.map((a) => a.name)]]);
    for (const agent of served) {
        if (!agent.model || agent.model === defaultModel)
            continue;
        byModel.set(agent.model, [...(byModel.get(agent.model) ?? []), agent.name]);
    }
    return {
        models: [...byModel].map(([id, names]) => ({ id, agents: names })),
        // The tools the runner offers the agent: its own, and ask_user when it may ask.
        tools: new Map(served.map((agent) => [
            agent.name,
            [...agent.tools.map((tool) => tool.name), ...(agent.ask_user ? [ask_user/* ASK_TOOL */.l0] : [])],
        ])),
    };
}
/**
 * The agent that answers a request: the only one its model answers for, or,
 * when the model answers for several, the one whose tools are exactly the
 * tools the request offers (the runner always sends an agent's full set).
 */
function chooseAgent(table, model, offered) {
    const entry = table.models.find((m) => m.id === model);
    if (!entry)
        return {
            ok: false,
            reason: 'unknown-model',
            message: `The model '${model}' does not exist on this server; it serves ${listed(table.models.map((m) => m.id))}.`,
        };
    const [only] = entry.agents;
    if (entry.agents.length === 1 && only !== undefined)
        return { ok: true, agent: only };
    const wanted = [...new Set(offered)].sort().join(',');
    const match = entry.agents.find((agent) => [...(table.tools.get(agent) ?? [])].sort().join(',') === wanted);
    if (match)
        return { ok: true, agent: match };
    return {
        ok: false,
        reason: 'no-agent-for-tools',
        message: `The model '${model}' answers for ${listed(entry.agents)}, each chosen by its tools; ` +
            `the request offers ${offered.length === 0 ? 'no tools' : listed(offered)}, which are no agent's tools.`,
    };
}
function listed(names) {
    return names.length === 0 ? 'nothing' : names.join(', ');
}

;// CONCATENATED MODULE: ./src/core/serve/chat-completions.ts






/**
 * Answers one request to the OpenAI-compatible API of a server of the
 * built-in policies: `GET /v1/models`, `GET /v1/models/{id}`,
 * `POST /v1/chat/completions`, and `GET /health` as vLLM and llama.cpp
 * offer it. Anything else is an error in OpenAI's shape.
 */
function answerApiRequest(request, server, stamp) {
    const path = apiPath(request.path);
    const method = request.method.toUpperCase();
    const only = (allowed, answer) => method === allowed
        ? answer()
        : apiError(405, `${path} takes ${allowed}, not ${method}`, 'invalid_request_error');
    if (path === '/health')
        return only('GET', () => ({ status: 200, body: { status: 'ok' } }));
    if (path === '/v1/models')
        return only('GET', () => listModels(server.table, stamp.created));
    if (path.startsWith('/v1/models/'))
        return only('GET', () => retrieveModel(server.table, decodeURIComponent(path.slice(11)), stamp.created));
    if (path === '/v1/chat/completions')
        return only('POST', () => answerChatCompletion(request.body, server, stamp));
    return apiError(404, `No route ${method} ${path} on this server.`, 'invalid_request_error');
}
/** A request target without its query and trailing slashes: the route it asks for. */
function apiPath(target) {
    return target.split('?')[0]?.replace(/\/+$/, '') || '/';
}
function modelObject(id, created) {
    return { id, object: 'model', created, owned_by: 'remora' };
}
function listModels(table, created) {
    return {
        status: 200,
        body: { object: 'list', data: table.models.map((model) => modelObject(model.id, created)) },
    };
}
function retrieveModel(table, id, created) {
    return table.models.some((model) => model.id === id)
        ? { status: 200, body: modelObject(id, created) }
        : unknownModel(`The model '${id}' does not exist on this server.`);
}
function unknownModel(message) {
    return apiError(404, message, 'invalid_request_error', 'model_not_found', 'model');
}
/**
 * A chat completion by the built-in policy of the agent the request's model
 * (and, for the default model, its tools) selects. It honours the request as
 * a model server would: `tool_choice: none` gets the calls written in the
 * reply's text, as a server without a tool parser returns them; no tools, a text reply;
 * a named function limits the reply to calls of it; a policy never calls a
 * tool the request does not offer.
 */
function answerChatCompletion(bodyText, server, stamp) {
    const parsed = parseChatRequest(bodyText);
    if ('status' in parsed)
        return parsed;
    const request = parsed.request;
    if (request.stream)
        return apiError(400, 'Streaming is not supported here; send stream: false.', 'invalid_request_error', null, 'stream');
    const offered = (request.tools ?? []).map((tool) => tool.function.name);
    const choice = chooseAgent(server.table, request.model, offered);
    if (!choice.ok)
        return choice.reason === 'unknown-model'
            ? unknownModel(choice.message)
            : apiError(400, choice.message, 'invalid_request_error', null, 'tools');
    const messages = request.messages;
    const policy = (0,runner_policy/* tryPolicyFor */.bA)(server.policies, choice.agent, openingLanguage(messages));
    if (!policy)
        return apiError(500, `No built-in policy for ${choice.agent}.`, 'server_error');
    const reply = policyMove(choice.agent, policy, messages, offered, request.tool_choice);
    if ('status' in reply)
        return reply;
    return { status: 200, body: completionObject(request, messages, reply, stamp) };
}
/**
 * The language of the node a conversation is about, as its opening user
 * message names it: the bundled agents' `node_context` shows the node in a
 * code fence named after its file's language (```` ```typescript ````). A
 * request says nothing else of it, and a language may have its own policy.
 */
function openingLanguage(messages) {
    const opening = messages.find((message) => message.role === 'user');
    const text = typeof opening?.content === 'string' ? opening.content : '';
    return /^\s*```([a-z][a-z0-9_-]*)\s*$/m.exec(text)?.[1];
}
/** The policy's next move as a reply, limited to what the request allows; or why it cannot move. */
function policyMove(agent, policy, messages, offered, toolChoice) {
    if (offered.length === 0)
        return {
            content: `The built-in policy of ${agent} answers only with tool calls, and this request offers no tools.`,
            tool_calls: [],
            finish_reason: 'stop',
        };
    let calls;
    try {
        calls = policy(messages);
    }
    catch (error) {
        return apiError(500, `The built-in policy of ${agent} failed: ${error.message}`, 'server_error');
    }
    const unoffered = calls.find((call) => !offered.includes(call.tool));
    if (unoffered)
        return apiError(400, `The built-in policy of ${agent} calls ${unoffered.tool} next, which the request's tools do not offer.`, 'invalid_request_error', null, 'tools');
    if (typeof toolChoice === 'object') {
        const named = calls.filter((call) => call.tool === toolChoice.function.name);
        if (named.length === 0)
            return apiError(400, `The built-in policy of ${agent} calls ${calls.map((c) => c.tool).join(', ') || 'nothing'} next, not ${toolChoice.function.name}.`, 'invalid_request_error', null, 'tool_choice');
        calls = named;
    }
    const reply = (0,runner_policy/* policyReply */.Pt)(messages, calls);
    // A server with no tool parser returns what the model wrote: the calls as text.
    if (toolChoice === 'none')
        return {
            content: (0,function_call_text/* writeFunctionCalls */.Z)(calls.map((call) => ({ name: call.tool, arguments: call.arguments }))),
            tool_calls: [],
            finish_reason: 'stop',
        };
    return reply;
}
function completionObject(request, messages, reply, stamp) {
    const prompt = estimateTokens(messages.map((m) => m.content ?? '').join('') +
        JSON.stringify(messages.flatMap((m) => ('tool_calls' in m ? (m.tool_calls ?? []) : []))) +
        JSON.stringify(request.tools ?? []));
    const completion = estimateTokens((reply.content ?? '') + JSON.stringify(reply.tool_calls));
    return {
        id: stamp.id,
        object: 'chat.completion',
        created: stamp.created,
        model: request.model,
        choices: [
            {
                index: 0,
                message: {
                    role: 'assistant',
                    content: reply.content,
                    ...(reply.tool_calls.length > 0 ? { tool_calls: reply.tool_calls } : {}),
                },
                finish_reason: reply.finish_reason ?? 'stop',
                logprobs: null,
            },
        ],
        usage: {
            prompt_tokens: prompt,
            completion_tokens: completion,
            total_tokens: prompt + completion,
        },
    };
}
/** Tokens as the runner counts them without a tokenizer. */
function estimateTokens(text) {
    return Math.ceil(text.length / runner_history/* CHARS_PER_TOKEN */.k);
}

;// CONCATENATED MODULE: ./src/adapters/model/builtin-server.ts





const DEFAULT_SERVE_HOST = '127.0.0.1';
const DEFAULT_SERVE_PORT = 8000;
// Far above any review's request: a bound on what one request can make the server hold.
const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** Whether `host` is this machine only: `localhost`, 127.0.0.0/8 or ::1. */
function isLoopbackHost(host) {
    const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
    if (bare === 'localhost')
        return true;
    if ((0,external_node_net_.isIP)(bare) === 4)
        return bare.startsWith('127.');
    return bare === '::1' || bare === '::ffff:127.0.0.1';
}
/**
 * Starts an OpenAI-compatible server answered by the built-in policies
 * (the protocol is `answerApiRequest`'s; this is its HTTP side). It refuses
 * a host beyond loopback unless `exposed`, and a port already taken, with a
 * CLI_001 error that says what to do.
 */
async function startBuiltinServer(options) {
    const host = options.host ?? DEFAULT_SERVE_HOST;
    const port = options.port ?? DEFAULT_SERVE_PORT;
    if (!isLoopbackHost(host) && !options.exposed)
        throw new errors/* RemoraError */.LP('CLI_001', `${host} is not a loopback address: the server has no API key, so it listens beyond this machine only when --host names that address`);
    let completions = 0;
    let sequence = 0;
    const server = (0,external_node_http_.createServer)((request, response) => {
        readBody(request)
            .then((body) => {
            if (body === undefined)
                return apiError(413, 'The request body is too large.', 'invalid_request_error');
            const path = request.url ?? '/';
            if (apiPath(path) === '/v1/chat/completions')
                completions++;
            return answerApiRequest({ method: request.method ?? 'GET', path, body }, options, {
                id: `chatcmpl-remora-${++sequence}`,
                created: Math.floor(Date.now() / 1000),
            });
        })
            .then((answer) => send(response, answer), (error) => send(response, apiError(500, `The server failed: ${String(error)}`, 'server_error')));
    });
    await listen(server, host, port);
    const address = server.address();
    const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return {
        url: `http://${shownHost}:${address.port}/v1`,
        get completions() {
            return completions;
        },
        close: () => new Promise((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()));
            server.closeAllConnections();
        }),
    };
}
function listen(server, host, port) {
    return new Promise((resolve, reject) => {
        server.once('error', (error) => {
            if (error.code === 'EADDRINUSE')
                reject(new errors/* RemoraError */.LP('CLI_001', `port ${port} on ${host} is taken; choose another with --port`));
            else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
                reject(new errors/* RemoraError */.LP('CLI_001', `cannot listen on ${host}: no such address here`));
            else
                reject(error);
        });
        server.listen(port, host, () => resolve());
    });
}
/** The request's body as text, or undefined when it is larger than the server takes. */
async function readBody(request) {
    const chunks = [];
    let size = 0;
    for await (const chunk of request) {
        size += chunk.length;
        if (size > MAX_BODY_BYTES)
            return undefined;
        chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
}
function send(response, answer) {
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
}

// EXTERNAL MODULE: ./src/adapters/process/exit-cleanup.ts
var exit_cleanup = __webpack_require__(7373);
;// CONCATENATED MODULE: ./src/adapters/process/stop-signal.ts

const STOP_SIGNALS = ['SIGINT', 'SIGTERM'];
/**
 * Resolves with the first SIGINT or SIGTERM the process receives, for a
 * command that runs until it is told to stop. While it waits, those signals
 * no longer end the process at once: the command stops in its own time,
 * bounded: the process ends of the signal if it is still there
 * `HARD_STOP_MS` later.
 */
function untilStopSignal() {
    return new Promise((resolve) => {
        const stop = (signal) => {
            for (const name of STOP_SIGNALS)
                process.off(name, stop);
            (0,exit_cleanup/* endAfterGrace */.QD)(signal);
            resolve(signal);
        };
        for (const name of STOP_SIGNALS)
            process.on(name, stop);
    });
}

// EXTERNAL MODULE: ./src/cli/info.ts
var info = __webpack_require__(3976);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config_config = __webpack_require__(3506);
// EXTERNAL MODULE: ./src/languages/registry.ts + 148 modules
var registry = __webpack_require__(1739);
;// CONCATENATED MODULE: ./src/cli/serve.ts










/**
 * `remora serve --policy builtin`: an OpenAI-compatible server on loopback
 * answered by the built-in policies, under the model names a deployed server
 * lists (the agents' adapters and `server.default_model`), until SIGINT or
 * SIGTERM. `stopped` is when to stop; tests pass their own.
 */
async function runServeCommand(args, io, stopped = untilStopSignal) {
    const { values, positionals } = (0,cli_io/* parseCommandArgs */.Qx)(args, (0,commands/* commandOptions */.i6)('serve'));
    if (positionals.length > 0)
        throw new errors/* RemoraError */.LP('CLI_001', `unexpected argument '${positionals[0]}'`);
    if (values.policy !== 'builtin')
        throw new errors/* RemoraError */.LP('CLI_001', values.policy === undefined
            ? 'serve needs --policy builtin'
            : `--policy takes 'builtin' (the only policy there is), not '${values.policy}'`);
    const port = parsePort(values.port);
    const host = values.host ?? DEFAULT_SERVE_HOST;
    const root = await (0,info.projectRoot)(io);
    const { config } = await (0,config_config/* loadConfig */.Z9)(root, io.env);
    const loaded = await (0,agent_files/* loadAgents */.L2)(root);
    (0,info.reportAgentProblems)(loaded.problems, io);
    const table = builtinModelTable([...loaded.agents.values()], config.server.default_model, (name) => registry/* BUILTIN_REGISTRY */.uT.policies.has(name));
    const server = await startBuiltinServer({
        table,
        policies: registry/* BUILTIN_REGISTRY */.uT.policies,
        host,
        port,
        exposed: values.host !== undefined,
    });
    if (!isLoopbackHost(host))
        io.stderr(`warning: listening on ${host}, beyond this machine, because --host says so; ` +
            'anyone who can reach the port can use it (there is no API key)\n');
    const stop = stopped();
    io.stdout(`Serving the built-in policies at ${server.url}\n` +
        `models: ${table.models.map((m) => m.id).join(', ')}\n` +
        'Ctrl-C (SIGINT) or SIGTERM stops it.\n');
    const signal = await stop;
    await server.close();
    const n = server.completions;
    io.stderr(`remora serve: stopped on ${signal} after ${n} chat completion${n === 1 ? '' : 's'}\n`);
    return 0;
}
function parsePort(flag) {
    if (flag === undefined)
        return DEFAULT_SERVE_PORT;
    const port = /^\d+$/.test(flag) ? Number(flag) : NaN;
    if (!(port >= 0 && port <= 65_535))
        throw new errors/* RemoraError */.LP('CLI_001', `--port takes a port number from 0 to 65535 (0: any free port), not '${flag}'`);
    return port;
}


/***/ })

};
