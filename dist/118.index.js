export const id = 118;
export const ids = [118];
export const modules = {

/***/ 7000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ collectMaterialisedChanges),
/* harmony export */   k: () => (/* binding */ materialiseWorkspace)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4296);
/* harmony import */ var _languages_file_text_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1247);
/* harmony import */ var _process_exit_cleanup_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7373);
/* harmony import */ var _workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5606);








// Enough parallel copies to hide latency, few enough to stay far below the open-file limit.
const PARALLEL_FILES = 32;
// A file a tool wrote is read back at most this large: a sparse file of gigabytes costs it nothing.
const MAX_READ_BACK_BYTES = 64 * 1024 * 1024;
function onDisk(root, path) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(root, ...path.split('/'));
}
/**
 * Copies one file or link of the stable tree. Files are copied, not
 * hard-linked: a subprocess may write in place (`open(path, 'w')`), and through
 * a hard link that would change the checkout. FICLONE asks for a
 * copy-on-write clone where the file system has them (btrfs, XFS, APFS) and
 * falls back to a plain copy elsewhere. Links are kept only when they stay in
 * the tree, so the copy never offers a tool a way out that the checkout did not.
 */
async function copyEntry(realRoot, dir, entry) {
    const from = onDisk(realRoot, entry.path);
    const to = onDisk(dir, entry.path);
    if (entry.kind === 'file')
        return (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.copyFile)(from, to, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.COPYFILE_FICLONE);
    const target = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readlink)(from);
    if (!(0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(target) && (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .isInside */ .FK)(realRoot, (0,node_path__WEBPACK_IMPORTED_MODULE_3__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(from), target)))
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.symlink)(target, to);
}
async function copyStableTree(realRoot, dir, tracked) {
    const entries = await (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .listTreeFiles */ .I3)(realRoot, tracked);
    const folders = new Set(entries.map((entry) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(onDisk(dir, entry.path))));
    // Sorted so a parent is created before its children without racing them.
    for (const folder of [...folders].sort())
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(folder, { recursive: true });
    await (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .forEachLimit */ .Gm)(entries, PARALLEL_FILES, (entry) => copyEntry(realRoot, dir, entry));
}
async function writeChanges(dir, changes) {
    for (const change of changes) {
        const target = onDisk(dir, change.path);
        if (change.after === undefined) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(target, { force: true });
            continue;
        }
        const encoded = (0,_languages_file_text_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeFileText */ .SR)(change.path, change.after);
        if (!encoded.ok)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RemoraError */ .LP('TOOL_001', `${change.path} cannot be written for the tool: ${encoded.reason}`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(target, encoded.bytes);
    }
}
/**
 * Writes a real folder for tools that need files (pytest, subprocess tools): a
 * copy of the stable tree's files (from `stableRoot`, skipping .git,
 * node_modules and tool caches; with `tracked`, only the files git tracks:
 * what earlier workflow steps wrote in the checkout stays out of reach of the
 * code that runs in the copy), with the overlay's changes applied. Returns
 * the folder and a dispose(). Two materialised workspaces never share written
 * files: every file is a copy (or a copy-on-write clone), never a hard link.
 */
async function materialiseWorkspace(overlay, stableRoot, tracked) {
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(stableRoot);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'remora-workspace-'));
    const forget = (0,_process_exit_cleanup_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanupOnSignal */ .K9)(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true }));
    const dispose = async () => {
        forget();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
    };
    try {
        await copyStableTree(realRoot, dir, tracked);
        await writeChanges(dir, await overlay.changes());
    }
    catch (error) {
        await dispose();
        throw error;
    }
    return { dir, dispose };
}
// The overlay holds text; bytes that are not text in the file's encoding cannot enter it unchanged.
function tryText(path, bytes) {
    if (bytes.includes(0))
        return undefined;
    const decoded = (0,_languages_file_text_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeFileText */ .k6)(path, bytes);
    return decoded.lossy ? undefined : decoded.text;
}
function regularFiles(entries) {
    return entries.filter((entry) => entry.kind === 'file').map((entry) => entry.path);
}
/**
 * After a tool ran in a materialised folder, reads back the files it
 * changed/created/deleted (relative to the folder, compared with what was
 * materialised: the stable tree at `stableRoot`, its `tracked` files when
 * given, plus the overlay's changes)
 * into the overlay — so subprocess tools' writes land in the workspace, not
 * the checkout. Returns the paths taken in, sorted. Tool caches, links the tool
 * made, and files that are not text in their own encoding are not taken in; a file the tool
 * turned into a link out of the folder is TOOL_001, one larger than 64 MiB
 * SANDBOX_002. Call it only once the tool and every process it started have
 * ended (the sandbox's pid namespace is gone): nothing then changes the folder
 * between a path's check and its read. The overlay must not be written
 * between materialising and collecting.
 */
async function collectMaterialisedChanges(overlay, dir, stableRoot, tracked) {
    const [realDir, realStable] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(dir), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(stableRoot)]);
    const changes = new Map((await overlay.changes()).map((c) => [c.path, c.after]));
    const [inDir, inStable] = await Promise.all([
        (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .listTreeFiles */ .I3)(realDir),
        (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .listTreeFiles */ .I3)(realStable, tracked),
    ]);
    const candidates = new Set([
        ...regularFiles(inDir),
        ...regularFiles(inStable),
        ...changes.keys(),
    ]);
    const collected = [];
    for (const path of [...candidates].sort()) {
        const now = await (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .readInside */ .xO)(realDir, path, MAX_READ_BACK_BYTES);
        if (now.kind === 'outside')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RemoraError */ .LP('TOOL_001', `the tool made ${JSON.stringify(path)} lead outside its folder`);
        const expected = await materialisedBytes(realStable, path, changes, tracked);
        const actual = now.kind === 'file' ? now.bytes : undefined;
        if (actual === undefined ? expected === undefined : expected?.equals(actual))
            continue;
        if (actual === undefined) {
            await overlay.deleteFile(path);
        }
        else {
            const text = tryText(path, actual);
            if (text === undefined)
                continue;
            await overlay.writeFile(path, text);
        }
        collected.push(path);
    }
    return collected;
}
async function materialisedBytes(realStable, path, changes, tracked) {
    if (changes.has(path)) {
        const after = changes.get(path);
        if (after === undefined)
            return undefined;
        const encoded = (0,_languages_file_text_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeFileText */ .SR)(path, after);
        return encoded.ok ? Buffer.from(encoded.bytes) : Buffer.from(after, 'utf8');
    }
    // An untracked file, and a link out of the stable tree, were not copied: nothing was materialised there.
    if (tracked && !tracked.has(path))
        return undefined;
    const stable = await (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .readInside */ .xO)(realStable, path);
    return stable.kind === 'file' ? stable.bytes : undefined;
}


/***/ }),

/***/ 5060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ withParsedText)
/* harmony export */ });
/* harmony import */ var _tree_sitter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6853);

/**
 * Hands the root of `text`'s tree in `pack`'s grammar to `use`, from the
 * thread's trees of recent texts (shared with discovery) or parsed now,
 * incrementally from the closest recent text when there is one
 * (tree-cache.ts). `use` must be synchronous and keep no node after it
 * returns: the tree is shared, and deleted when newer ones push it out.
 */
async function withParsedText(pack, text, use) {
    const { trees } = await (0,_tree_sitter_js__WEBPACK_IMPORTED_MODULE_0__/* .sharedLanguage */ .a$)(pack);
    if (!trees)
        throw new Error(`the ${pack.id} grammar was loaded without its tree cache`);
    return trees.withTree(text, (tree) => use(tree.rootNode));
}


/***/ }),

/***/ 8718:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ createTextMemo)
/* harmony export */ });
/**
 * A small least-recently-used memo for pure, costly functions of text (a
 * parse, a lint check): many nodes of one file ask the same question of the
 * same text, and only the first should pay for it.
 */
function createTextMemo(limit) {
    const entries = new Map();
    return (key, compute) => {
        if (entries.has(key)) {
            const value = entries.get(key);
            entries.delete(key);
            entries.set(key, value);
            return value;
        }
        const value = compute();
        entries.set(key, value);
        if (entries.size > limit)
            entries.delete(entries.keys().next().value);
        return value;
    };
}


/***/ }),

/***/ 7408:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ Semaphore)
/* harmony export */ });
/** A counting semaphore: at most `limit` holders at once, served in arrival order. */
class Semaphore {
    limit;
    active = 0;
    waiting = [];
    constructor(limit) {
        this.limit = limit;
        if (!Number.isInteger(limit) || limit < 1)
            throw new Error(`a semaphore needs a limit of at least 1, not ${limit}`);
    }
    /** Runs `task` once a slot is free, releasing the slot however it ends. */
    async run(task) {
        await this.acquire();
        try {
            return await task();
        }
        finally {
            this.release();
        }
    }
    acquire() {
        if (this.active < this.limit) {
            this.active++;
            return Promise.resolve();
        }
        return new Promise((resolve) => this.waiting.push(resolve));
    }
    release() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.active--;
    }
}


/***/ }),

/***/ 8684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P8: () => (/* binding */ createGlobMatcher),
/* harmony export */   Vf: () => (/* binding */ SWEEP_GLOBS),
/* harmony export */   r8: () => (/* binding */ tryGlobProblem),
/* harmony export */   yk: () => (/* binding */ escapeGlob)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);


// picomatch's regular expressions backtrack: in a dialect where `*` crosses
// folders (Ruff's), `*a*/*a*/*a*/*a*/b` takes seconds on a path of 120
// characters and one more `*a*/` minutes, and a pull request writes the globs
// of its own linter configuration. With this flag V8 finishes a match that
// backtracks too much on its linear-time engine (for every pattern without
// lookarounds or back-references; the flag holds for the whole process).
(0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)('--enable-experimental-regexp-engine-on-excessive-backtracks');
/** A sweep's `paths` (docs/sweeps.md), and the globs of a workspace's package list. */
const SWEEP_GLOBS = {
    name: 'sweep',
    wildcardsCrossFolders: false,
    ranges: true,
    coversFolders: true,
};
/**
 * Why the glob is refused (see {@link GlobDialect}), or undefined when it is
 * valid. Checked where a configuration or input is read, so a bad pattern is
 * a `CONFIG_001` that names it rather than an exception out of a matcher.
 */
function tryGlobProblem(glob) {
    const prepared = prepare(glob, SWEEP_GLOBS);
    return typeof prepared === 'string' ? undefined : prepared.problem;
}
// Compiled once per glob and dialect: Ruff's exclusions are asked for every folder of every file.
const compiled = new Map();
/**
 * Whether a path matches the glob in this dialect.
 *
 * @throws Error naming the glob and what is wrong with it, for a glob
 *   {@link tryGlobProblem} refuses (callers check their input first).
 */
function createGlobMatcher(glob, dialect) {
    const key = `${dialect.name}\0${glob}`;
    let matcher = compiled.get(key);
    if (!matcher) {
        const prepared = prepare(glob, dialect);
        if (typeof prepared !== 'string')
            throw new Error(`glob '${glob}': ${prepared.problem}`);
        const options = {
            dot: true,
            // Repository paths are '/'-separated everywhere: a backslash is part of a name.
            windows: false,
            nonegate: true,
            noextglob: true,
            // picomatch's `bash` mode reads a lone `*` as `**`: a `*` that crosses folders.
            bash: dialect.wildcardsCrossFolders,
            ...(dialect.ranges ? {} : { expandRange: literalRange }),
        };
        const patterns = dialect.coversFolders ? [prepared, `${prepared}/**`] : [prepared];
        matcher = picomatch__WEBPACK_IMPORTED_MODULE_1___default()(patterns, options);
        compiled.set(key, matcher);
    }
    return matcher;
}
/** The text as a glob that matches exactly it. */
function escapeGlob(text) {
    return text.replace(/[*?[\]{}()|!+@\\]/g, '\\$&');
}
/**
 * The glob in picomatch's syntax, or what is wrong with it: `[!` becomes
 * `[^`, `(`, `)` and `|` are escaped (picomatch would read them as a
 * RegExp's), and where wildcards cross folders `?` becomes a class of any character
 * and `**` is written without picomatch's globstar, whose pattern guards each
 * folder with lookarounds that V8's linear-time engine cannot run: there `*`
 * already crosses folders, so a `**` segment followed by `/` is "nothing, or
 * anything and a `/`" (`{,*\/}`), and any other `**` is a `*` (so too inside
 * `{}` alternatives, which do not nest).
 */
function prepare(glob, dialect) {
    let out = '';
    let inAlternatives = false;
    for (let i = 0; i < glob.length; i += 1) {
        const char = glob[i];
        if (char === '\\') {
            out += i + 1 < glob.length ? `\\${glob[i + 1]}` : '\\\\';
            i += 1;
        }
        else if (char === '[') {
            const close = glob.indexOf(']', i + 2);
            if (close === -1)
                return { problem: `the [ at ${i + 1} is never closed` };
            const body = glob.slice(i + 1, close).replace(/^!/, '^');
            if (!validClass(body))
                return { problem: 'a [] class that is not valid (a range running backwards?)' };
            out += `[${body}]`;
            i = close;
        }
        else if (char === '{') {
            if (inAlternatives)
                return { problem: 'nested {} alternatives are not supported' };
            inAlternatives = true;
            out += char;
        }
        else if (char === '}') {
            if (!inAlternatives)
                return { problem: `the } at ${i + 1} closes no {` };
            inAlternatives = false;
            out += char;
        }
        else if (char === '*' && glob[i + 1] === '*' && dialect.wildcardsCrossFolders) {
            const start = i;
            while (glob[i + 1] === '*')
                i += 1;
            const segment = (start === 0 || glob[start - 1] === '/') && glob[i + 1] === '/';
            // A `**/` segment takes its `/` with it: nothing, or anything and a `/`.
            if (segment && !inAlternatives)
                i += 1;
            out += segment && !inAlternatives ? '{,*/}' : '*';
        }
        else if (char === '(' || char === ')' || char === '|')
            out += `\\${char}`;
        else if (char === '?' && dialect.wildcardsCrossFolders)
            out += '[\\s\\S]';
        else
            out += char;
    }
    return inAlternatives ? { problem: 'a { is never closed' } : out;
}
function validClass(body) {
    try {
        new RegExp(`[${body}]`);
        return true;
    }
    catch {
        return false;
    }
}
/** `{1..3}` read as Ruff reads it: one alternative, the text `1..3`. */
function literalRange(from, to, step) {
    const text = typeof step === 'string' ? `${from}..${to}..${step}` : `${from}..${to}`;
    return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}


/***/ }),

/***/ 6403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ NO_ANSWER),
/* harmony export */   GA: () => (/* binding */ answeredTranscript),
/* harmony export */   H1: () => (/* binding */ readQuestion),
/* harmony export */   N4: () => (/* binding */ ASK_TOOL_SPEC),
/* harmony export */   l0: () => (/* binding */ ASK_TOOL)
/* harmony export */ });
/* unused harmony export MAX_QUESTION_CHARS */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2047);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);


/**
 * The `ask_user` tool the runner provides to agents whose YAML sets
 * `ask_user: true` (docs/architecture.md §5): the agent asks the author a
 * question only they can answer (what a function is for, what it should do
 * on bad input). Who answers depends on where the run is: the terminal
 * (`remora review --interactive`), the pull request's thread (the op waits),
 * or nobody (the tool says so and the agent goes on).
 */
const ASK_TOOL = 'ask_user';
/** The longest question the runner passes on: a question is a sentence or two, not a document. */
const MAX_QUESTION_CHARS = 1000;
/** What the agent reads when nobody can be asked. */
const NO_ANSWER = 'no answer available: nobody can be asked in this run. Go on without the answer: ' +
    'write only what the code itself shows, and leave out what you cannot state.';
/** The tool as the request's `tools` carries it. */
const ASK_TOOL_SPEC = {
    type: 'function',
    function: {
        name: ASK_TOOL,
        description: "Ask the code's author one short question that only they can answer (what the code is " +
            'for, what a value means), when the code does not say. Use it at most once, and only ' +
            'when the answer changes what you write. The answer is the result.',
        parameters: {
            type: 'object',
            properties: {
                question: {
                    type: 'string',
                    minLength: 1,
                    maxLength: MAX_QUESTION_CHARS,
                    description: 'The question, in one or two sentences.',
                },
            },
            required: ['question'],
            additionalProperties: false,
        },
    },
};
const argumentsSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ question: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().trim().min(1).max(MAX_QUESTION_CHARS) })
    .strict();
/** The question of an `ask_user` call, or what is wrong with its arguments (for the model). */
function readQuestion(argumentsText) {
    let value;
    try {
        value = JSON.parse(argumentsText);
    }
    catch {
        return { error: `${ASK_TOOL}: the arguments are not JSON; give {"question": "..."}` };
    }
    const parsed = argumentsSchema.safeParse(value);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
            error: `${ASK_TOOL}: ${issue?.path.join('.') || 'arguments'}: ${issue?.message ?? 'invalid'}; give {"question": "..."} of at most ${MAX_QUESTION_CHARS} characters`,
        };
    }
    return { question: parsed.data.question };
}
/**
 * The transcript of a waiting run with its question answered: the answer as
 * the result of the `ask_user` call `callId`, and the calls the model made
 * after it in the same reply (never run: the run stopped at the question)
 * answered that they were not run, so the model may make them again. The
 * answer is data for the model, nothing else: it is never run nor parsed.
 */
function answeredTranscript(transcript, callId, answer) {
    const last = transcript.at(-1);
    const calls = last?.role === 'assistant' ? (last.tool_calls ?? []) : [];
    const at = calls.findIndex((call) => call.id === callId);
    if (at < 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('PUB_001', `the recorded conversation does not end in the ${ASK_TOOL} call ${callId}: it cannot resume`);
    const results = calls.slice(at).map((call, index) => ({
        role: 'tool',
        tool_call_id: call.id,
        name: call.function.name,
        content: JSON.stringify(index === 0
            ? { answer }
            : { error: `not run: the run stopped at ${ASK_TOOL}; call ${call.function.name} again` }),
    }));
    return [...transcript, ...results];
}


/***/ }),

/***/ 6053:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ readFunctionCalls),
/* harmony export */   Z: () => (/* binding */ writeFunctionCalls)
/* harmony export */ });
/**
 * The inverse of the chat template (server/chat-template.jinja) for what a
 * model writes: `<start_function_call>call:NAME{...}<end_function_call>`,
 * the arguments one JSON object. Every reply passes through here
 * (docs/model-path.md): the server runs no tool parser of its own.
 */
const START = '<start_function_call>';
const END = '<end_function_call>';
const CALL = 'call:';
/** Tokens that end a model turn; a server that keeps special tokens leaves them in the text. */
const TURN_ENDS = ['<end_of_turn>', '<start_function_response>', '<eos>'];
const NAME = /^[A-Za-z_][A-Za-z0-9_.-]*/;
/**
 * Reads every function call of a model's reply. A server that drops special
 * tokens leaves `call:NAME{...}` without its markers; that form is read too,
 * when it opens the reply or follows a call.
 */
function readFunctionCalls(reply) {
    const calls = [];
    const problems = [];
    const outside = [];
    let at = 0;
    while (at < reply.length) {
        const next = nextCallStart(reply, at, calls.length > 0 || at === 0);
        if (next === undefined) {
            outside.push(reply.slice(at));
            break;
        }
        outside.push(reply.slice(at, next.index));
        const read = readCall(reply, next.index + next.marker.length);
        if ('problem' in read) {
            problems.push(read.problem);
            outside.push(reply.slice(next.index));
            break;
        }
        calls.push(read.call);
        at = read.end;
    }
    return { calls, text: withoutTurnEnds(outside.join('')).trim(), problems };
}
function nextCallStart(reply, from, bareAllowed) {
    const marked = reply.indexOf(START, from);
    if (bareAllowed && reply.slice(from).trimStart().startsWith(CALL)) {
        const index = reply.indexOf(CALL, from);
        if (marked === -1 || index < marked)
            return { index, marker: '' };
    }
    return marked === -1 ? undefined : { index: marked, marker: START };
}
/** `call:NAME{json}` then `<end_function_call>` (optional at the end of the reply). */
function readCall(reply, from) {
    if (!reply.startsWith(CALL, from))
        return { problem: `a function call does not start with '${CALL}NAME'` };
    const nameAt = from + CALL.length;
    const name = NAME.exec(reply.slice(nameAt))?.[0];
    if (!name)
        return { problem: `a function call has no function name after '${CALL}'` };
    const open = nameAt + name.length;
    if (reply[open] !== '{')
        return { problem: `the call of ${name} does not go on with a JSON object of arguments` };
    const close = jsonObjectEnd(reply, open);
    if (close === undefined)
        return { problem: `the arguments of ${name} are not a complete JSON object` };
    let parsed;
    try {
        parsed = JSON.parse(reply.slice(open, close));
    }
    catch (error) {
        return { problem: `the arguments of ${name} are not valid JSON (${error.message})` };
    }
    const end = reply.startsWith(END, close)
        ? close + END.length
        : withoutTurnEnds(reply.slice(close)).trim() === ''
            ? reply.length
            : close;
    return { call: { name, arguments: withoutNegativeZero(parsed) }, end };
}
/** The index just past the object that opens at `open`, strings and escapes respected. */
function jsonObjectEnd(text, open) {
    let depth = 0;
    let inString = false;
    for (let i = open; i < text.length; i++) {
        const char = text[i];
        if (inString) {
            if (char === '\\')
                i++;
            else if (char === '"')
                inString = false;
        }
        else if (char === '"')
            inString = true;
        else if (char === '{' || char === '[')
            depth++;
        else if (char === '}' || char === ']') {
            depth--;
            if (depth === 0)
                return i + 1;
        }
    }
    return undefined;
}
/**
 * -0 becomes 0. JSON.stringify writes -0 as 0, so no argument Remora records
 * or sends holds -0; Python's json.dumps writes -0.0, and reading it as 0
 * keeps both renderers' calls equal (test/core/runner/model-path.test.ts).
 */
function withoutNegativeZero(value) {
    if (typeof value === 'number')
        return Object.is(value, -0) ? 0 : value;
    if (Array.isArray(value))
        return value.map(withoutNegativeZero);
    if (value !== null && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutNegativeZero(inner)]));
    return value;
}
function withoutTurnEnds(text) {
    let out = text;
    for (const token of TURN_ENDS)
        out = out.split(token).join('');
    return out;
}
/**
 * Calls written as the template writes them, as a model would: what a server
 * without a tool parser returns as the reply's text (`remora serve` answers
 * `tool_choice: none` so).
 */
function writeFunctionCalls(calls) {
    return calls
        .map((call) => `${START}${CALL}${call.name}${JSON.stringify(call.arguments)}${END}`)
        .join('');
}


/***/ }),

/***/ 3910:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ fitHistory),
/* harmony export */   k: () => (/* binding */ CHARS_PER_TOKEN)
/* harmony export */ });
/** How the runner counts tokens where it has no tokenizer: about four characters a token. */
const CHARS_PER_TOKEN = 4;
/**
 * The history to send: all of it while it fits the token budget; past that,
 * the oldest tool exchanges after the opening messages are dropped whole (an
 * assistant message together with its tool results, so no result is orphaned).
 */
function fitHistory(messages, tokenBudget) {
    const size = (list) => list.reduce((sum, m) => sum +
        (m.content?.length ?? 0) +
        ('tool_calls' in m && m.tool_calls ? JSON.stringify(m.tool_calls).length : 0), 0) / CHARS_PER_TOKEN;
    if (size(messages) <= tokenBudget)
        return [...messages];
    const opening = messages.slice(0, 2);
    const rest = messages.slice(2);
    while (size([...opening, ...rest]) > tokenBudget) {
        // The latest exchange always stays: without it the agent cannot see what its last call did.
        const next = rest.findIndex((m, i) => i > 0 && m.role !== 'tool');
        if (next === -1)
            break;
        rest.splice(0, next);
    }
    return [...opening, ...rest];
}


/***/ }),

/***/ 1247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k6: () => (/* binding */ decodeFileText),
  SR: () => (/* binding */ encodeFileText),
  EK: () => (/* binding */ encodingOfText)
});

// EXTERNAL MODULE: ./src/core/discovery/source-text.ts
var source_text = __webpack_require__(2297);
;// CONCATENATED MODULE: ./src/core/workspace/file-encoding.ts

const BOM = '\uFEFF';
/**
 * Decodes a file the way its reader would: where its language has a coding
 * header (Python's PEP 263), by its byte-order mark or that header (latin-1,
 * cp1252, ...); anything else as UTF-8. Callers that know a path ask its
 * language with src/languages/file-text.ts.
 */
function decodeBytes(bytes, header) {
    if (!header) {
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
        return { text, encoding: 'utf-8', lossy: text.includes('\uFFFD') && !isUtf8(bytes) };
    }
    const source = (0,source_text/* decodeSource */.E4)(bytes, header);
    return {
        text: source.bomBytes > 0 ? `${BOM}${source.text}` : source.text,
        encoding: source.encoding,
        lossy: source.lossy,
    };
}
function isUtf8(bytes) {
    try {
        new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        return true;
    }
    catch {
        return false;
    }
}
/** The encoding a text is written in: what its own mark or coding header says, where its language honours one. */
function textEncoding(text, header) {
    if (!header || text.startsWith(BOM))
        return 'utf-8';
    return (0,source_text/* declaredEncoding */.Qc)(text.slice(0, 400), header) ?? 'utf-8';
}
/**
 * Encodes a text in the encoding its file declares ({@link textEncoding}):
 * UTF-8, ISO-8859-1 and windows-1252 can be written; a character those cannot
 * hold, or another encoding, is a reason instead of bytes — never a `?` or a
 * silently re-encoded file.
 */
function encodeText(text, header) {
    const encoding = textEncoding(text, header);
    if (encoding === 'utf-8')
        return { ok: true, bytes: new TextEncoder().encode(text) };
    const table = singleByteTable(encoding);
    if (!table)
        return { ok: false, reason: `Remora cannot write text in ${encoding}, the file's encoding` };
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
        const byte = table.get(text.charCodeAt(i));
        if (byte === undefined) {
            const line = text.slice(0, i).split('\n').length;
            const code = (text.codePointAt(i) ?? 0).toString(16).toUpperCase().padStart(4, '0');
            return {
                ok: false,
                reason: `line ${line} has U+${code}, which ${encoding} (the file's encoding) cannot hold`,
            };
        }
        bytes[i] = byte;
    }
    return { ok: true, bytes };
}
const tables = new Map();
function singleByteTable(encoding) {
    const build = SINGLE_BYTE[encoding];
    if (!build)
        return undefined;
    let table = tables.get(encoding);
    if (!table)
        tables.set(encoding, (table = build()));
    return table;
}
/** Character -> byte, for the single-byte encodings Remora writes. */
const SINGLE_BYTE = {
    'iso-8859-1': () => new Map(Array.from({ length: 256 }, (_, byte) => [byte, byte])),
    'windows-1252': () => {
        const decoder = new TextDecoder('windows-1252');
        return new Map(Array.from({ length: 256 }, (_, byte) => [
            decoder.decode(Uint8Array.of(byte)).charCodeAt(0),
            byte,
        ]));
    },
};

// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
;// CONCATENATED MODULE: ./src/languages/file-text.ts


function codingHeaderOf(path) {
    return (0,manifests/* tryPackFor */.wW)(path)?.codingHeader;
}
/** Decodes a file's bytes the way its reader would. */
function decodeFileText(path, bytes) {
    return decodeBytes(bytes, codingHeaderOf(path));
}
/** The encoding a file's text is written in. */
function encodingOfText(path, text) {
    return textEncoding(text, codingHeaderOf(path));
}
/** Bytes for a file's text in its own encoding, or why it cannot be written in it. */
function encodeFileText(path, text) {
    return encodeText(text, codingHeaderOf(path));
}


/***/ }),

/***/ 1739:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ou: () => (/* binding */ BUILTIN_LANGUAGES),
  uT: () => (/* binding */ BUILTIN_REGISTRY),
  Pn: () => (/* binding */ BUILTIN_STRUCTURAL_MERGE),
  UR: () => (/* binding */ registry_findFillerInDiff),
  MQ: () => (/* binding */ registry_isTestPath)
});

// UNUSED EXPORTS: fillerInDiffOf, languageTable, structuralMergeOf, testPathOf

// EXTERNAL MODULE: ./src/ops/bundled-ops.ts + 18 modules
var bundled_ops = __webpack_require__(2014);
// EXTERNAL MODULE: ./src/ops/registry.ts + 1 modules
var registry = __webpack_require__(4457);
;// CONCATENATED MODULE: ./src/core/sequence-runs.ts
/**
 * How a signature's parameter names changed from `before` to `after`: the runs
 * of names one side has and the other does not, in order (a longest common
 * subsequence keeps the rest in place).
 */
function changedRuns(before, after) {
    const lcs = Array.from({ length: before.length + 1 }, () => new Array(after.length + 1).fill(0));
    for (let i = before.length - 1; i >= 0; i--)
        for (let j = after.length - 1; j >= 0; j--)
            lcs[i][j] =
                before[i] === after[j]
                    ? (lcs[i + 1]?.[j + 1] ?? 0) + 1
                    : Math.max(lcs[i + 1]?.[j] ?? 0, lcs[i]?.[j + 1] ?? 0);
    const runs = [];
    let run = { removed: [], added: [] };
    const close = () => {
        if (run.removed.length > 0 || run.added.length > 0)
            runs.push(run);
        run = { removed: [], added: [] };
    };
    let i = 0;
    let j = 0;
    while (i < before.length || j < after.length) {
        if (i < before.length && j < after.length && before[i] === after[j]) {
            close();
            i++;
            j++;
        }
        else if (i < before.length &&
            (j >= after.length || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
            run.removed.push(before[i++] ?? '');
        }
        else {
            run.added.push(after[j++] ?? '');
        }
    }
    close();
    return runs;
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/languages/python/docs/parse-docstring.ts

const GOOGLE_HEADERS = {
    args: 'params',
    arguments: 'params',
    parameters: 'params',
    params: 'params',
    'keyword args': 'params',
    'keyword arguments': 'params',
    'other parameters': 'params',
    returns: 'returns',
    return: 'returns',
    yields: 'yields',
    yield: 'yields',
    raises: 'raises',
    attributes: 'attributes',
};
const OTHER_HEADERS = /^(examples?|notes?|warnings?|see also|todo|references|methods|warns)$/i;
const GOOGLE_HEADER = /^([A-Za-z][A-Za-z ]*):\s*$/;
const NUMPY_RULE = /^\s*-{3,}\s*$/;
/** A Markdown section header alone on its line: `**Parameters:**` or `**Parameters**:`. */
const MARKDOWN_HEADER = /^\s*\*\*(Parameters|Arguments|Args)(?::\*\*|\*\*:)\s*$/i;
/** A Markdown list entry naming a parameter: `* **name** - text`, `- **name**: text`. */
const MARKDOWN_ENTRY = /^\s*[*-]\s+\*\*\\?\**(\w+)\*\*/;
/** A list item that opens with a name in Markdown's code or bold: `` * `app` - `` or `* **app**`. */
const MARKDOWN_NAMED_BULLET = /^\s*[*-]\s+(`\w+`|\*\*\w+\*\*)/;
const SPHINX_FIELD = /^:(param|parameter|arg|argument|key|keyword|type|returns?|rtype|raises?|except|exception|yields?|ytype|ivar|cvar|var|vartype)\b([^:]*):(.*)$/;
/** What a docstring's value (as `ast.get_docstring` returns it) says, in any of the four styles. */
function parseDocstring(text) {
    const lines = text.split('\n');
    const starts = sectionStarts(lines);
    const firstSection = starts[0]?.line ?? lines.length;
    const prose = lines.slice(0, firstSection);
    const blank = prose.findIndex((line) => line.trim() === '');
    const summaryLines = blank === -1 ? prose : prose.slice(0, blank);
    const summary = summaryLines.join('\n').trim() || null;
    const description = (blank === -1 ? '' : prose.slice(blank + 1).join('\n')).trim() || null;
    // Only the sections Remora writes tell the style: "Examples:" reads the same in any of them.
    const telling = starts.filter((s) => s.kind !== 'other');
    const style = telling.find((s) => s.style === 'numpy')?.style ??
        telling.find((s) => s.style === 'google')?.style ??
        telling[0]?.style ??
        null;
    const documented = {
        params: [],
        returns: null,
        yields: null,
        raises: [],
        attributes: [],
    };
    const others = [];
    starts.forEach((start, index) => {
        const end = starts[index + 1]?.line ?? lines.length;
        if (start.style === 'sphinx')
            (0,arrays/* appendAll */.u2)(others, addSphinxField(documented, lines.slice(start.line, end)));
        else if (start.kind === 'other')
            others.push(otherSection(lines.slice(start.line, end), start.style));
        else
            collect(documented, {
                kind: start.kind,
                lines: lines.slice(start.line + (start.style === 'numpy' ? 2 : 1), end),
            }, start.style);
    });
    // Markdown says what is returned on one line: `**Returns:** `Response``.
    for (const line of style === 'markdown' ? lines : []) {
        const returns = /^\s*\*\*Returns?(?::\*\*|\*\*:)(.*)$/i.exec(line);
        if (returns)
            documented.returns ??= { name: '', type: null, description: (returns[1] ?? '').trimStart() };
    }
    return { summary, description, other_sections: others, style, documented };
}
/** A section Remora does not write, kept with its title so it can be re-rendered in another style. */
function otherSection(lines, style) {
    const title = (lines[0] ?? '').trim().replace(/:$/, '');
    const body = lines.slice(style === 'numpy' ? 2 : 1);
    const content = body.filter((line) => line.trim() !== '');
    const margin = (0,arrays/* smallest */.o9)(content.map((line) => line.length - line.trimStart().length));
    return {
        title,
        body: body
            .map((line) => line.slice(Math.min(margin, line.length - line.trimStart().length)))
            .join('\n')
            .trim(),
    };
}
/** The style a docstring is written in, or null when it has no sections to tell by. */
function detectDocstringStyle(text) {
    return parseDocstring(text).style;
}
/** The first line from `from` on that holds more than spaces, or ''. Scans, never copies. */
function firstNonBlank(lines, from) {
    for (let index = from; index < lines.length; index += 1)
        if ((lines[index] ?? '').trim() !== '')
            return lines[index] ?? '';
    return '';
}
function sectionStarts(lines) {
    const starts = [];
    lines.forEach((line, index) => {
        const trimmed = line.trim();
        if (/^\S/.test(line) &&
            NUMPY_RULE.test(lines[index + 1] ?? '') &&
            /^[A-Za-z][A-Za-z ]*$/.test(trimmed)) {
            starts.push({ line: index, style: 'numpy', kind: kindOf(trimmed) });
            return;
        }
        if (MARKDOWN_HEADER.test(line)) {
            starts.push({ line: index, style: 'markdown', kind: 'params' });
            return;
        }
        const google = GOOGLE_HEADER.exec(line);
        if (google?.[1] && (headerKind(google[1]) || OTHER_HEADERS.test(google[1]))) {
            // httpx lists `` * `app` - ... `` under a bare `Arguments:`: its Markdown, not Google's.
            const style = MARKDOWN_NAMED_BULLET.test(firstNonBlank(lines, index + 1))
                ? 'markdown'
                : 'google';
            starts.push({ line: index, style, kind: kindOf(google[1]) });
            return;
        }
        if (SPHINX_FIELD.test(line))
            starts.push({ line: index, style: 'sphinx', kind: 'field' });
    });
    return starts;
}
function kindOf(header) {
    return headerKind(header) ?? 'other';
}
/** The kind a Google header names; a word Object.prototype has (`constructor:`) is prose. */
function headerKind(header) {
    const key = header.toLowerCase();
    return Object.hasOwn(GOOGLE_HEADERS, key) ? GOOGLE_HEADERS[key] : undefined;
}
/** Splits a section's lines into entries: a line at the section's least indentation starts one. */
function entries(lines) {
    const content = lines.filter((line) => line.trim() !== '');
    const margin = (0,arrays/* smallest */.o9)(content.map((line) => line.length - line.trimStart().length));
    const found = [];
    for (const line of lines) {
        if (line.trim() === '')
            continue;
        const indent = line.length - line.trimStart().length;
        if (indent === margin || found.length === 0)
            found.push({ head: line.trim(), rest: [] });
        else
            found.at(-1)?.rest.push(line.trim());
    }
    return found;
}
/** A Markdown list's entries: a `* ` line starts one, other lines continue it; a blank line after one ends the list. */
function markdownEntries(lines) {
    const found = [];
    for (const line of lines) {
        if (line.trim() === '') {
            if (found.length > 0)
                break;
            continue;
        }
        if (/^\s*[*-]\s/.test(line))
            found.push({ head: line.trim(), rest: [] });
        else if (found.length > 0)
            found.at(-1)?.rest.push(line.trim());
        else
            break;
    }
    return found;
}
function collect(documented, section, style) {
    if (section.kind === 'other' || section.kind === 'field')
        return;
    if (style === 'markdown') {
        for (const { head, rest } of markdownEntries(section.lines)) {
            const name = MARKDOWN_ENTRY.exec(head)?.[1];
            if (!name)
                continue;
            const text = head.replace(MARKDOWN_ENTRY, '').replace(/^\s*[-:–]\s*/, '');
            documented.params.push({
                name: cleanName(name),
                type: null,
                description: [text, ...rest].join(' ').trim(),
            });
        }
        return;
    }
    let found = entries(section.lines);
    // A Google Returns/Yields section is one entry, however its lines are indented.
    if (style === 'google' && (section.kind === 'returns' || section.kind === 'yields') && found[0]) {
        found = [
            {
                head: found[0].head,
                rest: found.flatMap((e, i) => (i === 0 ? e.rest : [e.head, ...e.rest])),
            },
        ];
    }
    for (const { head, rest } of found) {
        const entry = style === 'numpy'
            ? numpyEntry(head, rest, section.kind)
            : googleEntry(head, rest, section.kind);
        if (section.kind === 'returns')
            documented.returns ??= entry;
        else if (section.kind === 'yields')
            documented.yields ??= entry;
        else
            documented[section.kind].push(entry);
    }
}
const NAMED_KINDS = new Set(['params', 'attributes', 'raises']);
/** `name (type): text`, `name: text`; in Returns/Yields `type: text` or just text. */
function googleEntry(head, rest, kind) {
    if (NAMED_KINDS.has(kind)) {
        const match = /^([^\s:()]+)\s*(?:\(([^)]*)\)\s*)?:\s*(.*)$/.exec(head);
        const description = [match ? (match[3] ?? '') : head, ...rest].join(' ').trim();
        return { name: cleanName(match?.[1] ?? head), type: match?.[2]?.trim() || null, description };
    }
    const typed = splitTypePrefix(head);
    return {
        name: '',
        type: typed?.type ?? null,
        description: [typed ? typed.text : head, ...rest].join(' ').trim(),
    };
}
/** `dict[str, int]: text` -> the type and the text; undefined when the part before `:` is prose. */
function splitTypePrefix(head) {
    let depth = 0;
    for (let i = 0; i < head.length; i++) {
        const char = head[i];
        if (char === '[' || char === '(')
            depth++;
        else if (char === ']' || char === ')')
            depth--;
        else if (char === ':' && depth === 0 && (i + 1 === head.length || head[i + 1] === ' ')) {
            const type = head.slice(0, i).trim();
            const flat = outsideBrackets(type);
            return flat !== undefined && /^[\w.]+(\s*\|\s*[\w.]+)*$/.test(flat)
                ? { type, text: head.slice(i + 1).trim() }
                : undefined;
        }
    }
    return undefined;
}
/**
 * The text outside its `[...]` subscripts (`dict[str, list[int]] | None` -> `dict | None`), in
 * one pass with a depth count; undefined when the brackets do not pair. Stripping the innermost
 * pair again and again would take time quadratic in the nesting.
 */
function outsideBrackets(text) {
    let depth = 0;
    let flat = '';
    let from = 0;
    for (let i = 0; i < text.length; i++) {
        if (text[i] === '[') {
            if (depth === 0)
                flat += text.slice(from, i);
            depth++;
        }
        else if (text[i] === ']') {
            if (depth === 0)
                return undefined;
            depth--;
            if (depth === 0)
                from = i + 1;
        }
    }
    return depth === 0 ? flat + text.slice(from) : undefined;
}
/** `name : type` or `name` with the description on the indented lines below. */
function numpyEntry(head, rest, kind) {
    const [left = '', ...right] = head.split(' : ');
    const description = rest.join(' ').trim();
    if (NAMED_KINDS.has(kind))
        return { name: cleanName(left), type: right.join(' : ').trim() || null, description };
    return right.length > 0
        ? { name: left.trim(), type: right.join(' : ').trim(), description }
        : { name: '', type: left.trim() || null, description };
}
/** Records one `:field ...:` entry; text after it that is not indented under it is returned as other sections. */
function addSphinxField(documented, all) {
    const match = SPHINX_FIELD.exec(all[0] ?? '');
    if (!match)
        return [];
    const stop = all.findIndex((line, i) => i > 0 && (line.trim() === '' || !/^\s/.test(line)));
    const lines = stop === -1 ? all : all.slice(0, stop);
    const trailing = (stop === -1 ? '' : all.slice(stop).join('\n')).trim();
    const field = match[1] ?? '';
    const words = (match[2] ?? '').trim().split(/\s+/).filter(Boolean);
    const description = [match[3] ?? '', ...lines.slice(1)]
        .map((l) => l.trim())
        .join(' ')
        .trim();
    const name = cleanName(words.at(-1) ?? '');
    const inlineType = words.length > 1 ? words.slice(0, -1).join(' ') : null;
    const upsert = (list, typeOnly) => {
        // `:param *args:` and `:type args:` name the same parameter.
        const known = list.find((e) => e.name.replace(/^\*+/, '') === name.replace(/^\*+/, ''));
        if (known) {
            if (typeOnly)
                known.type = description;
            else
                known.description = description;
        }
        else
            list.push(typeOnly
                ? { name, type: description, description: '' }
                : { name, type: inlineType, description });
    };
    if (/^(param|parameter|arg|argument|key|keyword)$/.test(field))
        upsert(documented.params, false);
    else if (field === 'type')
        upsert(documented.params, true);
    else if (/^(ivar|cvar|var)$/.test(field))
        upsert(documented.attributes, false);
    else if (field === 'vartype')
        upsert(documented.attributes, true);
    else if (/^(raises?|except|exception)$/.test(field))
        documented.raises.push({ name, type: null, description });
    else if (/^returns?$/.test(field))
        documented.returns = { name: '', type: documented.returns?.type ?? null, description };
    else if (field === 'rtype')
        documented.returns = {
            name: '',
            type: description,
            description: documented.returns?.description ?? '',
        };
    else if (/^yields?$/.test(field))
        documented.yields = { name: '', type: documented.yields?.type ?? null, description };
    else if (field === 'ytype')
        documented.yields = {
            name: '',
            type: description,
            description: documented.yields?.description ?? '',
        };
    return trailing ? [{ title: null, body: trailing }] : [];
}
/** Parameter names as signatures spell them: `\*args` (escaped for reST) is `*args`. */
function cleanName(name) {
    return name.replace(/\\/g, '').replace(/[,:]$/, '').trim();
}

;// CONCATENATED MODULE: ./src/languages/python/docs/docstring-layout.ts


const GOOGLE_SECTIONS = {
    args: 'params',
    arguments: 'params',
    parameters: 'params',
    params: 'params',
    'keyword args': 'params',
    'keyword arguments': 'params',
    'other parameters': 'params',
    raises: 'raises',
    attributes: 'attributes',
};
const docstring_layout_NUMPY_RULE = /^\s*-{3,}\s*$/;
const indentOf = (line) => line.length - line.trimStart().length;
const blank = (line) => (line ?? '').trim() === '';
/** Trailing blank lines are not part of an entry or a section. */
function trimEnd(lines, start, end) {
    let last = end;
    while (last > start + 1 && blank(lines[last - 1]))
        last -= 1;
    return last;
}
/** Entries of a google or numpy section body: a line at the body's margin starts one. */
function bodyEntries(lines, kind, from, to, head) {
    const content = lines.slice(from, to).filter((line) => !blank(line));
    const margin = (0,arrays/* smallest */.o9)(content.map(indentOf));
    const entries = [];
    for (let index = from; index < to; index += 1) {
        const line = lines[index] ?? '';
        if (blank(line) || indentOf(line) !== margin)
            continue;
        const last = entries.at(-1);
        if (last)
            last.end = trimEnd(lines, last.start, index);
        const name = head.exec(line.trim())?.[1] ?? '';
        entries.push({ kind, name, start: index, end: to, indent: line.slice(0, margin) });
    }
    const last = entries.at(-1);
    if (last)
        last.end = trimEnd(lines, last.start, to);
    return entries;
}
function googleSections(lines) {
    const sections = [];
    lines.forEach((line, index) => {
        const header = /^(\s*)([A-Za-z][A-Za-z ]*):\s*$/.exec(line);
        const kind = header?.[2] ? GOOGLE_SECTIONS[header[2].toLowerCase()] : undefined;
        if (!header || !kind)
            return;
        const level = header[1]?.length ?? 0;
        let end = index + 1;
        while (end < lines.length && (blank(lines[end]) || indentOf(lines[end] ?? '') > level))
            end += 1;
        end = trimEnd(lines, index, end);
        const head = kind !== 'raises' ? /^\**(\w+)\s*(?:\([^)]*\)\s*)?:/ : /^([\w.]+)\s*:/;
        sections.push({
            kind,
            start: index,
            end,
            entries: bodyEntries(lines, kind, index + 1, end, head),
        });
    });
    return sections;
}
function numpySections(lines) {
    const headers = lines.flatMap((line, index) => /^[A-Za-z][A-Za-z ]*$/.test(line.trim()) && docstring_layout_NUMPY_RULE.test(lines[index + 1] ?? '')
        ? [index]
        : []);
    return headers.flatMap((start, position) => {
        const title = (lines[start] ?? '').trim().toLowerCase();
        const kind = title === 'parameters' || title === 'other parameters'
            ? 'params'
            : title === 'raises'
                ? 'raises'
                : title === 'attributes'
                    ? 'attributes'
                    : undefined;
        if (!kind)
            return [];
        const end = trimEnd(lines, start, headers[position + 1] ?? lines.length);
        // `name`, or `name : type` (a colon with no space before it is prose: `inputs:`).
        const head = kind !== 'raises' ? /^\**(\w+)(?:\s+:.*|\s*)$/ : /^([\w.]+)\s*$/;
        return [{ kind, start, end, entries: bodyEntries(lines, kind, start + 2, end, head) }];
    });
}
/** Sphinx fields: `:param name:` and its `:type name:`, `:raises Exc:`, each with its continuation lines. */
function sphinxSections(lines) {
    const entries = [];
    lines.forEach((line, index) => {
        const field = /^(\s*):(param|parameter|arg|argument|key|keyword|type|raises?|except|exception)([^:]*):/.exec(line);
        if (!field)
            return;
        const kind = /^(raises?|except|exception)$/.test(field[2] ?? '')
            ? 'raises'
            : 'params';
        const name = (field[3] ?? '').trim().split(/\s+/).pop()?.replace(/^\*+/, '') ?? '';
        let end = index + 1;
        while (end < lines.length && !blank(lines[end]) && indentOf(lines[end] ?? '') > indentOf(line))
            end += 1;
        entries.push({ kind, name, start: index, end, indent: field[1] ?? '' });
    });
    return ['params', 'raises'].flatMap((kind) => {
        const own = entries.filter((e) => e.kind === kind);
        const first = own[0];
        const last = own.at(-1);
        return first && last ? [{ kind, start: first.start, end: last.end, entries: own }] : [];
    });
}
/**
 * A Markdown parameter list: the `**Parameters:**` line, then `* **name** - text`
 * entries, each with the lines up to the next `* ` (continuations are often not
 * indented), the list ending at its first blank line.
 */
function markdownSections(lines) {
    return lines.flatMap((line, start) => {
        if (!MARKDOWN_HEADER.test(line))
            return [];
        let index = start + 1;
        while (index < lines.length && blank(lines[index]))
            index += 1;
        const entries = [];
        while (index < lines.length && !blank(lines[index])) {
            const current = lines[index] ?? '';
            if (/^\s*[*-]\s/.test(current)) {
                entries.push({
                    kind: 'params',
                    name: MARKDOWN_ENTRY.exec(current)?.[1] ?? '',
                    start: index,
                    end: index + 1,
                    indent: current.slice(0, indentOf(current)),
                });
            }
            else if (entries.length === 0)
                break;
            const last = entries.at(-1);
            if (last)
                last.end = index + 1;
            index += 1;
        }
        const last = entries.at(-1);
        return last ? [{ kind: 'params', start, end: last.end, entries }] : [];
    });
}
/** Where a docstring's parameter and raises entries are, in the style it is written in. */
function docstringLayout(lines, style) {
    if (style === 'markdown')
        return markdownSections(lines);
    if (style === 'numpy')
        return numpySections(lines);
    if (style === 'sphinx')
        return sphinxSections(lines);
    return googleSections(lines);
}

;// CONCATENATED MODULE: ./src/languages/python/docs/repair-docstring.ts



/**
 * Repairs that are due but could not be made in the author's own lines (an
 * escape on the line, a layout Remora does not edit): problems to report, so
 * that none is lost.
 */
function unrepaired(name, repairs) {
    return repairs.map((repair) => ({
        rule: 'docstring.unrepaired',
        message: `The docstring of \`${name}\` needs a repair Remora could not make in place: ${repair}.`,
    }));
}
/** True when the node gives back a value a Returns section should describe. */
function returnsSomething(signature) {
    if (signature.is_generator || signature.node_type === 'class' || signature.node_type === 'file')
        return false;
    if (signature.returns !== null)
        return !/^(None|NoReturn|Never|typing\.NoReturn|typing\.Never)$/.test(signature.returns);
    return signature.returns_value;
}
const bare = (name) => name.replace(/^[\\*]+/, '').replace(/\\/g, '');
const lastPart = (name) => name.split('.').pop() ?? name;
const KEYWORDS = new Set(['None', 'True', 'False', 'not', 'and', 'or', 'is', 'in', 'if', 'else']);
/**
 * A raise's condition is a fact worth stating when it is short and reads only
 * the parameters: `if count < 0` is, `if self._state.closed()` is not.
 */
function statedCondition(raised, params) {
    const condition = raised.condition;
    if (!condition || condition.length > 60 || /[()[\]{}]|lambda|\n/.test(condition))
        return undefined;
    const names = withoutStrings(condition).match(/[A-Za-z_]\w*(\.\w+)*/g) ?? [];
    const reads = names.every((name) => KEYWORDS.has(name) || params.has(name.split('.')[0] ?? ''));
    return reads ? condition : undefined;
}
/**
 * The text with each quoted string read as `""`, in one pass: a backtracking pattern for strings
 * with escapes takes exponential time on a run of backslashes inside an unclosed quote, which a
 * triple-quoted string can hold. From a quote that never closes, the rest is left as it is.
 */
function withoutStrings(text) {
    let out = '';
    let at = 0;
    while (at < text.length) {
        const quote = text[at];
        if (quote !== '"' && quote !== "'") {
            out += quote;
            at += 1;
            continue;
        }
        let end = at + 1;
        while (end < text.length && text[end] !== quote)
            end += text[end] === '\\' ? 2 : 1;
        if (end >= text.length)
            return out + text.slice(at);
        out += '""';
        at = end + 1;
    }
    return out;
}
/** The line with the entry's name `from` renamed `to`. */
function renameIn(line, from, to) {
    return line.replace(new RegExp(`(^|[\\s*:(])${from}(?=[\\s:(),*]|$)`), `$1${to}`);
}
/** A new Raises entry in the section's own shape. */
function raisesEntry(section, style, name, condition) {
    const indent = section.entries[0]?.indent ?? '';
    const text = `If \`\`${condition}\`\`.`;
    if (style === 'sphinx')
        return [`${indent}:raises ${name}: ${text}`];
    if (style === 'numpy')
        return [`${indent}${name}`, `${indent}    ${text}`];
    return [`${indent}${name}: ${text}`];
}
/** The value's lines with the edits made. */
function applyEdits(lines, edits) {
    const out = [...lines];
    for (const edit of [...edits].sort((a, b) => b.start - a.start))
        (0,arrays/* spliceAll */.C4)(out, edit.start, edit.end - edit.start, edit.lines);
    return out;
}
/** Removing every entry of a google or numpy section removes the section, with the blank line before it. */
function removals(lines, section, stale, style) {
    const going = section.entries.filter((e) => stale.includes(e.name));
    const isBlank = (index) => (lines[index] ?? '').trim() === '';
    if (going.length < section.entries.length || style === 'sphinx')
        return going.map((entry) => {
            // Between two blank lines, the entry takes one of them with it: no double blank is left.
            const between = entry.start > 0 && isBlank(entry.start - 1) && isBlank(entry.end);
            return { start: entry.start, end: between ? entry.end + 1 : entry.end, lines: [] };
        });
    const before = section.start > 0 && (lines[section.start - 1] ?? '').trim() === '';
    return [{ start: before ? section.start - 1 : section.start, end: section.end, lines: [] }];
}
/** Edits apart, how many characters one name is from another (Levenshtein). */
function distance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++)
            current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)));
        previous = current;
    }
    return previous[b.length] ?? 0;
}
/**
 * Which documented names follow which parameters, read from the change: in a
 * run of the signature where as many parameters went as came, the n-th that
 * went was renamed to the n-th that came. In a definition the change wrote
 * whole (`before` null) an entry that names no parameter is a slip of its
 * author: it follows the one parameter left undocumented, or the one it
 * misses by a letter. Without the signature before the change (`before`
 * undefined) nothing is guessed.
 */
function pairRenames(stale, undocumented, before, after) {
    if (before === undefined)
        return [];
    if (before === null) {
        const [onlyStale] = stale;
        const [onlyUndocumented] = undocumented;
        if (stale.length === 1 && undocumented.length === 1 && onlyStale && onlyUndocumented)
            return [[onlyStale, onlyUndocumented]];
        const near = (a, b) => Math.min(a.length, b.length) >= 3 && distance(a.toLowerCase(), b.toLowerCase()) <= 1;
        return stale.flatMap((name) => {
            const matches = undocumented.filter((param) => near(name, param));
            const [match] = matches;
            const contested = stale.filter((other) => match && near(other, match)).length > 1;
            return matches.length === 1 && match && !contested ? [[name, match]] : [];
        });
    }
    return changedRuns(before, after).flatMap(({ removed, added }) => removed.length === added.length
        ? removed.flatMap((from, index) => {
            const to = added[index] ?? '';
            return stale.includes(from) && undocumented.includes(to) ? [[from, to]] : [];
        })
        : []);
}
/**
 * The entries of parameters the change removed from a function that takes
 * `**kwargs`: the entry goes, or stays for a key `**kwargs` still takes: the
 * author says which. A name that was never a parameter may be such a key: silent.
 */
function keptAsKeywords(gone, beforeNames, subject) {
    const removed = gone.filter((name) => beforeNames?.includes(name));
    if (removed.length === 0)
        return [];
    const names = removed.map((n) => `\`${n}\``);
    const listed = names.length === 1
        ? (names[0] ?? '')
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
    return [
        {
            rule: 'docstring.stale-entry',
            message: `The docstring of ${subject} documents ${listed}, which the change removed from its parameters: remove ${names.length === 1 ? 'the entry' : 'the entries'}, or say ${names.length === 1 ? 'it is' : 'they are'} still taken through \`**kwargs\`.`,
        },
    ];
}
/**
 * Checks a docstring against the code it documents. Repairs need no
 * judgement: an entry for a parameter the change removed goes; the entry of a
 * parameter the change renamed follows it (both read from `before`, the
 * signature at the base revision, or null for a definition the change wrote
 * whole, where a slip of the pen is followed); an existing Raises section gains an
 * exception raised under a condition on the parameters.
 * Everything else — no docstring, undocumented parameters or return value, a
 * style other than the project's — is a problem to report.
 */
function reviewDocstring(signature, current, style, habits = {}, before) {
    const subject = signature.node_type === 'file' ? 'this module' : `\`${signature.name}\``;
    const early = notReviewed(signature, current, style, subject);
    if (early || current.docstring === null)
        return early ?? { repairs: [], problems: [] };
    const problems = [];
    const lines = current.docstring.split('\n');
    const sections = docstringLayout(lines, style);
    const paramSections = sections.filter((s) => s.kind === 'params');
    const documented = paramSections.flatMap((s) => s.entries.filter((e) => e.name && !/^:type/.test(lines[e.start]?.trim() ?? '')));
    const paramNames = new Set(signature.params.map((p) => bare(p.name)));
    // With **kwargs, a documented name that is no parameter may be one of its keys: left alone.
    const takesKeywords = signature.params.some((p) => p.kind === 'var_keyword');
    const stale = [...new Set(documented.map((e) => e.name))].filter((name) => !paramNames.has(name));
    // `*args` and `**kwargs` are documented where the project chooses to, never demanded.
    const undocumented = signature.params
        .filter((p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword')
        .map((p) => bare(p.name))
        .filter((name) => !documented.some((e) => e.name === name));
    const edits = [];
    const repairs = [];
    const beforeNames = before === null ? null : before?.params.map((p) => bare(p.name));
    // A rename read from the base holds with **kwargs too; only a guessed one could be a key.
    const renames = takesKeywords && !before
        ? []
        : pairRenames(stale, undocumented, beforeNames, signature.params.map((p) => bare(p.name)));
    for (const [from, to] of renames) {
        const entries = paramSections.flatMap((s) => s.entries).filter((e) => e.name === from);
        (0,arrays/* appendAll */.u2)(edits, entries.map((entry) => renamedEntry(lines, entry.start, from, to)));
        repairs.push(`renamed the entry for ${from} to ${to}`);
    }
    const renamedTo = new Set(renames.map(([, to]) => to));
    const unexplained = undocumented.filter((name) => !renamedTo.has(name));
    // An entry goes when this change removed its parameter; one that was already
    // stale goes only when no undocumented parameter could be what it describes.
    const gone = stale.filter((name) => !renames.some(([from]) => from === name) &&
        ((beforeNames?.includes(name) ?? false) || unexplained.length === 0));
    // With **kwargs, a removed parameter may still be passed as a key: two repairs are right.
    if (takesKeywords)
        (0,arrays/* appendAll */.u2)(problems, keptAsKeywords(gone, beforeNames, subject));
    if (!takesKeywords && paramSections.length > 0 && gone.length > 0) {
        for (const section of paramSections)
            (0,arrays/* appendAll */.u2)(edits, removals(lines, section, gone, style));
        repairs.push(`removed the entr${gone.length === 1 ? 'y' : 'ies'} for ${gone.join(', ')} (no such parameter)`);
    }
    const owed = undocumentedProblem(signature, unexplained, beforeNames, documented, subject);
    if (paramSections.length > 0 && owed)
        problems.push(owed);
    // A return value is asked for only where the project's own docstrings document theirs.
    if (habits.documentsReturns !== false &&
        paramSections.length > 0 &&
        returnsSomething(signature) &&
        !current.documented.returns &&
        !signature.is_generator)
        problems.push({
            rule: 'docstring.undocumented-return',
            message: `The docstring of ${subject} does not say what it returns.`,
        });
    const raised = raisesAddition(sections, style, signature, paramNames);
    if (raised) {
        edits.push(raised);
        repairs.push('documented the exceptions raised on a condition of the parameters');
    }
    if (edits.length === 0)
        return { repairs: [], problems };
    return { repaired: applyEdits(lines, edits).join('\n'), edits, repairs, problems };
}
/**
 * The review of a docstring that is not held to its signature: none at all
 * (asked for, but not of a module or a dunder: `__init__` is documented on
 * its class), one in another style than the project's, or a class's (its
 * constructor's parameters are checked by the class docstring review).
 */
function notReviewed(signature, current, style, subject) {
    if (!current.has_docstring || current.docstring === null) {
        const asked = signature.node_type !== 'file' && !/^__\w+__$/.test(signature.name);
        const problems = asked
            ? [{ rule: 'docstring.missing', message: `${subject} has no docstring.` }]
            : [];
        return { repairs: [], problems };
    }
    const written = current.detected_style;
    if (written && written !== style)
        return {
            repairs: [],
            problems: [
                {
                    rule: 'docstring.style',
                    message: `The docstring of ${subject} is written in ${written} style; this project writes ${style} style.`,
                },
            ],
        };
    if (signature.node_type !== 'function' && signature.node_type !== 'method')
        return { repairs: [], problems: [] };
    return undefined;
}
/** The edit that renames the entry on line `at` from `from` to `to`. */
function renamedEntry(lines, at, from, to) {
    return { start: at, end: at + 1, lines: [renameIn(lines[at] ?? '', from, to)] };
}
/**
 * The finding for parameters the docstring leaves out. A docstring that
 * documents a few of many parameters (the rest elsewhere) chose to; a
 * parameter this change added to a documented list is still owed its entry,
 * unless its name is private (a leading underscore). One finding per
 * docstring, however many parameters it leaves out.
 */
function undocumentedProblem(signature, unexplained, beforeNames, documented, subject) {
    const paramNames = new Set(signature.params.map((p) => bare(p.name)));
    const named = signature.params.filter((p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword').length;
    const partial = unexplained.length * 2 > named;
    const added = unexplained.filter((name) => beforeNames && !beforeNames.includes(name));
    const documentsOthers = documented.some((e) => paramNames.has(e.name));
    // Where the base is known, a parameter already undocumented there was the author's choice
    // before this change: only what the change added is owed.
    const owed = Array.isArray(beforeNames) ? added : unexplained;
    // A parameter named with a leading underscore is private plumbing (rich's `_environ`, for
    // tests): documented where the author chooses, never asked for.
    const missing = (partial ? (documentsOthers ? added : []) : owed)
        .filter((n) => !n.startsWith('_'))
        .map((n) => `\`${n}\``);
    if (missing.length === 0)
        return undefined;
    return {
        rule: 'docstring.undocumented-parameter',
        message: missing.length === 1
            ? `Parameter ${missing[0] ?? ''} of ${subject} is not documented.`
            : `Parameters ${missing.slice(0, -1).join(', ')} and ${missing.at(-1) ?? ''} of ${subject} are not documented.`,
    };
}
/** The entries of exceptions raised on a condition of the parameters, for an existing Raises section. */
function raisesAddition(sections, style, signature, paramNames) {
    const raisesSection = sections.find((s) => s.kind === 'raises');
    if (!raisesSection)
        return undefined;
    const known = new Set(raisesSection.entries.map((e) => lastPart(e.name)));
    const added = signature.raises.flatMap((raised) => {
        const condition = statedCondition(raised, paramNames);
        return condition && !known.has(lastPart(raised.exception))
            ? raisesEntry(raisesSection, style, raised.exception, condition)
            : [];
    });
    return added.length > 0
        ? { start: raisesSection.end, end: raisesSection.end, lines: added }
        : undefined;
}

;// CONCATENATED MODULE: ./src/languages/python/syntax/string-escapes.ts
const SIMPLE_ESCAPES = {
    '\\': '\\',
    "'": "'",
    '"': '"',
    a: '\x07',
    b: '\b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    '\n': '',
};
/**
 * The value of a non-raw Python string literal's body: simple, octal, `\x`,
 * `\u` and `\U` escapes resolved as Python does; unknown escapes kept as
 * written, as Python keeps them. Named characters (`\N{...}`) are not
 * resolved: they stay as written and `unresolved` says so. In a bytes
 * literal `\u`, `\U` and `\N` are no escapes at all and stay as written.
 */
function decodePythonEscapes(body, options = {}) {
    let unresolved = false;
    const text = body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|[\s\S])/g, (whole, escape) => {
        const simple = SIMPLE_ESCAPES[escape];
        if (simple !== undefined)
            return simple;
        if (/^[0-7]+$/.test(escape))
            return String.fromCodePoint(parseInt(escape, 8));
        if (/^x./.test(escape))
            return String.fromCodePoint(parseInt(escape.slice(1), 16));
        if (options.bytes)
            return whole;
        if (/^[uU]./.test(escape))
            return String.fromCodePoint(parseInt(escape.slice(1), 16));
        if (escape.startsWith('N{'))
            unresolved = true;
        return whole;
    });
    return { text, unresolved };
}

;// CONCATENATED MODULE: ./src/languages/python/syntax/string-literal.ts

// Python's prefixes, in any case: r, u, b, f, t, and br, fr, tr either way round.
const PREFIX = String.raw `(?:[rR][bBfFtT]?|[bBfFtT][rR]?|[uU])?`;
const OPENING = new RegExp(`(${PREFIX})("""|'''|"|')`, 'y');
// Each quote form up to its first closing quote that no backslash escapes;
// a one-quote literal ends at the line's end.
const BODIES = {
    '"""': /((?:[^\\]|\\[\s\S])*?)"""/y,
    "'''": /((?:[^\\]|\\[\s\S])*?)'''/y,
    '"': /((?:[^"\\\n]|\\[\s\S])*)"/y,
    "'": /((?:[^'\\\n]|\\[\s\S])*)'/y,
};
const PREFIX_LETTER = /[rRbBuUfFtT]/;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;
/** The prefix and quote a string literal at `text[at]` opens with; undefined when none does. */
function tryStringOpening(text, at = 0) {
    OPENING.lastIndex = at;
    const match = OPENING.exec(text);
    if (!match)
        return undefined;
    const prefix = match[1] ?? '';
    const lower = prefix.toLowerCase();
    return {
        prefix,
        quote: match[2] ?? '',
        raw: lower.includes('r'),
        bytes: lower.includes('b'),
        interpolated: lower.includes('f') || lower.includes('t'),
        length: match[0].length,
    };
}
/**
 * The body of a literal opened with `quote`, read from `text[at]` (just
 * after the opening quote) up to the closing quote no backslash escapes, and
 * how many characters that takes with the closing quote; undefined when
 * `text` does not close it (a one-quote literal must close on its line).
 */
function tryClosingQuote(text, quote, at = 0) {
    const body = BODIES[quote];
    if (!body)
        return undefined;
    body.lastIndex = at;
    const match = body.exec(text);
    return match ? { body: match[1] ?? '', length: match[0].length } : undefined;
}
/** The whole string literal at `text[at]`, and how many characters it takes. */
function tryLeadingStringLiteral(text, at = 0) {
    const opening = tryStringOpening(text, at);
    if (!opening)
        return undefined;
    const { length, ...open } = opening;
    const closing = tryClosingQuote(text, open.quote, at + length);
    if (!closing)
        return undefined;
    return { literal: { ...open, body: closing.body }, length: length + closing.length };
}
/** `text` taken apart when it is exactly one string literal (as tree-sitter's `string` nodes are). */
function tryStringLiteral(text) {
    const leading = tryLeadingStringLiteral(text);
    return leading && leading.length === text.length ? leading.literal : undefined;
}
/**
 * A literal's value as Python evaluates it: a raw body as written, escapes
 * resolved otherwise (in bytes, `\u`, `\U` and `\N{...}` are not escapes).
 * `unresolved` is set when a named character (`\N{...}`) was left as written.
 */
function stringLiteralValue(literal) {
    if (literal.raw)
        return { text: literal.body, unresolved: false };
    return decodePythonEscapes(literal.body, { bytes: literal.bytes });
}
/** Source with every complete string literal replaced by `replacement`: code to scan without reading inside strings. */
function replaceStringLiterals(source, replacement) {
    let out = '';
    let copied = 0;
    for (let i = 0; i < source.length; i++) {
        const char = source[i];
        // A quote always opens a literal; a prefix letter only where no name goes on before it.
        if (char !== '"' &&
            char !== "'" &&
            (!PREFIX_LETTER.test(char) || WORD_CHARACTER.test(source[i - 1] ?? '')))
            continue;
        const leading = tryLeadingStringLiteral(source, i);
        if (!leading)
            continue;
        out += source.slice(copied, i) + replacement;
        i += leading.length - 1;
        copied = i + 1;
    }
    return out + source.slice(copied);
}

;// CONCATENATED MODULE: ./src/languages/python/docs/string-literal.ts
/** Python's `inspect.cleandoc`: what `ast.get_docstring` returns for a docstring's value. */
function cleanDocstring(value) {
    const lines = value.split('\n').map(expandTabs);
    let margin = Number.POSITIVE_INFINITY;
    for (const line of lines.slice(1)) {
        const content = line.replace(/^\s+/, '').length;
        if (content > 0)
            margin = Math.min(margin, line.length - content);
    }
    lines[0] = (lines[0] ?? '').replace(/^\s+/, '');
    if (margin < Number.POSITIVE_INFINITY)
        for (let i = 1; i < lines.length; i++)
            lines[i] = (lines[i] ?? '').slice(margin);
    while (lines.length > 0 && lines.at(-1) === '')
        lines.pop();
    while (lines.length > 0 && lines[0] === '')
        lines.shift();
    return lines.join('\n');
}
function expandTabs(line) {
    if (!line.includes('\t'))
        return line;
    let out = '';
    for (const char of line)
        out += char === '\t' ? ' '.repeat(8 - (out.length % 8)) : char;
    return out;
}
/**
 * Normalises docstring text the way it will be read back: newlines unified,
 * trailing spaces dropped, common indentation and blank edges removed.
 */
function normaliseDocstringText(text) {
    const unified = text.replace(/\r\n?/g, '\n');
    return cleanDocstring(unified)
        .split('\n')
        .map((line) => line.trimEnd())
        .join('\n');
}
/**
 * The source text of a docstring literal whose value, cleaned, is `content`.
 * A raw literal is used only when the text has backslashes (or was raw) and
 * a raw literal can hold it; otherwise backslashes and runs of quotes are escaped.
 */
function renderDocstringLiteral(content, options) {
    const quote = options.quoteChar;
    const triple = quote.repeat(3);
    // Only a one-line docstring ends right at its closing quotes.
    const oneLine = !content.includes('\n');
    const rawSafe = !content.includes(triple) && !(oneLine && (content.endsWith(quote) || content.endsWith('\\')));
    const raw = rawSafe && (content.includes('\\') || options.preferRaw);
    const body = raw ? content : escapeBody(content, quote, oneLine);
    const lines = body.split('\n');
    const [first = '', ...rest] = lines;
    if (rest.length === 0)
        return `${raw ? 'r' : ''}${triple}${first}${triple}`;
    const tail = rest.map((line) => (line === '' ? '' : options.indent + line));
    return `${raw ? 'r' : ''}${triple}${first}${options.newline}${tail.join(options.newline)}${options.newline}${options.indent}${triple}`;
}
/** Doubles backslashes and escapes every quote in a run of three or more, or at the end of a one-line docstring. */
function escapeBody(content, quote, oneLine) {
    const doubled = content.replace(/\\/g, '\\\\');
    const runs = new RegExp(`${quote}+`, 'g');
    return doubled.replace(runs, (run, offset) => {
        const atEnd = oneLine && offset + run.length === doubled.length;
        return run.length >= 3 || atEnd ? `\\${quote}`.repeat(run.length) : run;
    });
}

;// CONCATENATED MODULE: ./src/languages/python/docs/python-syntax.ts



const DEFINITION_TYPES = new Set(['function_definition', 'class_definition']);
/** Named children that are code, not comments. */
function statementsOf(container) {
    return container.namedChildren.filter((child) => child.type !== 'comment');
}
/** The first named child that is code, not a comment: a module's statements are not all listed for it. */
function firstStatementOf(container) {
    let child = container.firstNamedChild;
    while (child && child.type === 'comment')
        child = child.nextNamedSibling;
    return child ?? undefined;
}
/**
 * The syntax of a discovered node in a parsed file: the definition whose
 * outer start (first decorator) is on the node's first line and whose name
 * matches; the module for a file node.
 */
function tryFindOwner(root, node) {
    if (node.node_type === 'file')
        return { definition: root, outer: root, body: root };
    const row = node.start_line - 1;
    // Asked of the parser for the node's line alone: walking a module of thousands of
    // definitions node by node in JavaScript costs more than the review of the node.
    const found = root.descendantsOfType(['function_definition', 'class_definition', 'decorated_definition'], { row, column: 0 }, { row: row + 1, column: 0 });
    for (const current of found) {
        if (!current || current.startPosition.row !== row)
            continue;
        // A decorated definition starts at its first decorator, the row discovery reports.
        const definition = current.type === 'decorated_definition' ? current.childForFieldName('definition') : current;
        if (definition && DEFINITION_TYPES.has(definition.type)) {
            if (definition.childForFieldName('name')?.text === node.name)
                return ownerOf(definition);
        }
    }
    return undefined;
}
/** The docstring of a def, class or module, as Python's `ast.get_docstring` sees it. */
function tryDocstringOf(owner) {
    const first = owner.body ? firstStatementOf(owner.body) : undefined;
    if (first?.type !== 'expression_statement' || first.namedChildren.length !== 1)
        return undefined;
    const literal = first.namedChildren[0];
    if (!literal)
        return undefined;
    const parts = literal.type === 'string'
        ? [literal]
        : literal.type === 'concatenated_string'
            ? statementsOf(literal)
            : [];
    let value = '';
    let head;
    for (const part of parts) {
        const parsed = part.type === 'string' ? tryStringLiteral(part.text) : undefined;
        // f-strings and bytes are expressions, not docstrings.
        if (!parsed || parsed.bytes || parsed.interpolated)
            return undefined;
        head ??= { quoteChar: parsed.quote.startsWith("'") ? "'" : '"', raw: parsed.raw };
        value += stringLiteralValue({ ...parsed, body: parsed.body.replace(/\r\n?/g, '\n') }).text;
    }
    if (!head)
        return undefined;
    return { statement: first, literal, value: cleanDocstring(value), ...head };
}
/**
 * A docstring's value with each `\n` escape of its literal kept as written
 * (backslash, `n`), where one of its (non-raw) literals has one; otherwise
 * undefined. Python reads that escape as a line break: in `Defaults to "\n".`
 * it ends the line, and the rest of the entry starts at the left margin,
 * ending its section. Read as written, the docstring is what its author meant.
 */
function docstringAsWritten(owner) {
    const existing = tryDocstringOf(owner);
    if (!existing)
        return undefined;
    const literal = existing.literal;
    const parts = literal.type === 'string' ? [literal] : statementsOf(literal);
    let value = '';
    let escaped = false;
    for (const part of parts) {
        const parsed = tryStringLiteral(part.text);
        if (!parsed)
            return undefined;
        const body = parsed.body.replace(/\r\n?/g, '\n');
        // A run of backslashes ending in `n` is an escaped line break when the run is odd.
        const kept = parsed.raw
            ? body
            : body.replace(/(?<!\\)((?:\\\\)*)\\n/g, (_whole, pairs) => {
                escaped = true;
                return `${pairs}\\\\n`;
            });
        value += stringLiteralValue({ ...parsed, body: kept }).text;
    }
    return escaped ? cleanDocstring(value) : undefined;
}
/** Every def and class of a file (at any depth), outermost first. */
function allDefinitions(root) {
    return root
        .descendantsOfType([...DEFINITION_TYPES])
        .filter((node) => node !== null);
}
/** The owner of a def or class node found by `allDefinitions`. */
function ownerOf(definition) {
    const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : definition;
    return { definition, outer, body: definition.childForFieldName('body') ?? undefined };
}
/**
 * Visits a def's own statements: everything in its body except nested defs,
 * classes and lambdas, whose returns, yields and raises are their own.
 */
function walkOwnBody(body, visit) {
    const stack = [...body.namedChildren].reverse();
    while (stack.length > 0) {
        const node = stack.pop();
        if (!node ||
            node.type === 'function_definition' ||
            node.type === 'class_definition' ||
            node.type === 'lambda')
            continue;
        if (node.type === 'decorated_definition')
            continue;
        visit(node);
        (0,arrays/* appendAll */.u2)(stack, [...node.namedChildren].reverse());
    }
}
/** Source text on one line: newlines and the indentation after them collapsed to one space. */
function oneLine(text) {
    if (!text.includes('\n'))
        return text.trim();
    // Line by line: a pattern for the space around each line end would scan a long run of spaces
    // again from each of its characters.
    return text
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .join(' ')
        .replace(/([[(]) /g, '$1')
        .replace(/,? ([\])])/g, '$1')
        .trim();
}

;// CONCATENATED MODULE: ./src/languages/python/docs/docstring-style.ts

/** Every docstring of a parsed file: the module's, then each def's and class's. */
function fileDocstrings(root) {
    const owners = [
        { definition: root, outer: root, body: root },
        ...allDefinitions(root).map(ownerOf),
    ];
    return owners.flatMap((owner) => {
        const found = tryDocstringOf(owner);
        return found ? [found.value] : [];
    });
}
const EXAMPLES = {
    google: 'Summary line.\n\nArgs:\n    name (str): The name.\n\nReturns:\n    int: The count.\n\nRaises:\n    ValueError: If name is empty.',
    numpy: 'Summary line.\n\nParameters\n----------\nname : str\n    The name.\n\nReturns\n-------\nint\n    The count.\n\nRaises\n------\nValueError\n    If name is empty.',
    sphinx: 'Summary line.\n\n:param name: The name.\n:type name: str\n:returns: The count.\n:rtype: int\n:raises ValueError: If name is empty.',
    markdown: 'Summary line.\n\n**Parameters:**\n\n* **name** - The name.\n* **limit** - *(optional)* How many, at most.',
};
/** A short example of a style, for the model's context. */
function styleExample(style) {
    return EXAMPLES[style];
}
/** The names of a file's methods that have a docstring: what an override inherits. */
function documentedMethodNames(root) {
    return allDefinitions(root)
        .filter((node) => node.type === 'function_definition' &&
        enclosingClass(node) !== undefined &&
        tryDocstringOf(ownerOf(node)) !== undefined)
        .map((node) => node.childForFieldName('name')?.text ?? '');
}
/** The class a def is a method of, if it is one. */
function enclosingClass(node) {
    for (let up = node.parent; up; up = up.parent)
        if (up.type === 'class_definition')
            return up;
        else if (up.type === 'function_definition')
            return undefined;
    return undefined;
}
/**
 * A file of examples or of the documentation's own build (a Sphinx
 * extension's `setup`): rich's examples/ and imbalanced-learn's
 * doc/sphinxext/ are never documented, and are no part of the package's API.
 */
const EXAMPLES_OR_DOCS = /(^|\/)(examples?|docs?|demos?)\//;
/**
 * Why a definition without a docstring is not asked for one, if it is not:
 * a file of examples or documentation tooling; a method of a class with
 * bases whose name the project documents on some method, or that a standard
 * library base it names documents (an override: documentation tools show the
 * inherited docstring); a class whose `__init__` has a docstring; a def whose
 * decorator is called with a documented function of the file, whose
 * docstring it takes (jinja's async variants of filters); or a file
 * whose own public functions and methods are mostly undocumented (the
 * project's choice there, not a gap); a file with too few of its own to say
 * is judged by the code around it (`around`: an example script in a folder
 * of undocumented examples is not asked for one).
 */
function missingDocstringExcuse(root, definition, documentedMethods, 
/**
 * How documented the public functions around the file are (its folder, then
 * the folders above), for a file with too few functions of its own to say.
 */
around, 
/** The file's path in the repository. */
filePath = '') {
    if (EXAMPLES_OR_DOCS.test(filePath))
        return 'examples and documentation tooling are not the package';
    const name = definition.childForFieldName('name')?.text ?? '';
    const owner = enclosingClass(definition);
    const bases = owner?.childForFieldName('superclasses');
    if (bases && documentedMethods.has(name))
        return 'it overrides a documented method of the same name';
    if (bases && overridesStandardLibrary(bases, name))
        return 'it overrides a method the standard library documents';
    if (definition.type === 'class_definition' && constructorDocumented(definition))
        return 'its __init__ has a docstring, which documents the class';
    const donor = documentedDecoratorArgument(root, definition);
    if (donor !== undefined)
        return `its decorator is given ${donor}, a documented function of this file, whose docstring it takes`;
    // A class is held to the file's classes where it has enough of them: data-shape
    // classes (TypedDicts, schemas) are often left bare beside documented functions.
    const facts = publicDefinitions(root);
    if (definition.type === 'class_definition') {
        const classes = facts.classes.filter((fact) => fact.id !== definition.id);
        if (classes.length >= LEAST_PEERS)
            return mostlyBare(docsOf(classes)) ? 'most public classes of this file have none' : undefined;
    }
    const mine = docsOf(facts.functions.filter((fact) => fact.id !== definition.id));
    if (mine.total >= LEAST_PEERS)
        return mostlyBare(mine) ? 'most public functions of this file have none' : undefined;
    const nearby = around?.();
    if (nearby && mostlyBare(nearby))
        return `most public functions around this file have none`;
    return undefined;
}
const IO_METHODS = [
    'close',
    'detach',
    'fileno',
    'flush',
    'isatty',
    'read',
    'read1',
    'readable',
    'readall',
    'readinto',
    'readline',
    'readlines',
    'seek',
    'seekable',
    'tell',
    'truncate',
    'writable',
    'write',
    'writelines',
];
/**
 * Standard library base classes, as a class's bases name them, and the
 * methods of theirs a subclass overrides (a trailing `*`: any name with that
 * prefix). Bare names only where no project would name its own class so.
 */
const STANDARD_BASES = {
    'io.IOBase': IO_METHODS,
    'io.RawIOBase': IO_METHODS,
    'io.BufferedIOBase': IO_METHODS,
    'io.TextIOBase': IO_METHODS,
    TextIOBase: IO_METHODS,
    RawIOBase: IO_METHODS,
    BufferedIOBase: IO_METHODS,
    'logging.Handler': ['emit', 'flush', 'close', 'handle', 'format', 'handleError'],
    'logging.StreamHandler': ['emit', 'flush', 'close', 'handle', 'format', 'setStream'],
    'logging.Formatter': ['format', 'formatTime', 'formatException', 'formatStack'],
    'logging.Filter': ['filter'],
    'threading.Thread': ['run'],
    'json.JSONEncoder': ['default', 'encode', 'iterencode'],
    JSONEncoder: ['default', 'encode', 'iterencode'],
    'ast.NodeVisitor': ['visit', 'generic_visit', 'visit_*'],
    'ast.NodeTransformer': ['visit', 'generic_visit', 'visit_*'],
    NodeVisitor: ['visit', 'generic_visit', 'visit_*'],
    NodeTransformer: ['visit', 'generic_visit', 'visit_*'],
    'html.parser.HTMLParser': ['handle_*', 'feed', 'close', 'reset'],
    HTMLParser: ['handle_*', 'feed', 'close', 'reset'],
};
/** Whether `name` is a method one of a class's standard library bases documents. */
function overridesStandardLibrary(bases, name) {
    return bases.namedChildren.some((base) => (STANDARD_BASES[base.text] ?? []).some((method) => method.endsWith('*') ? name.startsWith(method.slice(0, -1)) : method === name));
}
/**
 * Whether a class's `__init__` has a docstring: rich writes a class's summary
 * and arguments there ("A single emoji character."), and Sphinx's autoclass
 * shows it as the class's documentation.
 */
function constructorDocumented(definition) {
    const body = definition.childForFieldName('body');
    return (body?.namedChildren ?? []).some((statement) => {
        const def = statement.type === 'decorated_definition'
            ? statement.childForFieldName('definition')
            : statement;
        return (def?.type === 'function_definition' &&
            def.childForFieldName('name')?.text === '__init__' &&
            isDocumented(def));
    });
}
/**
 * The name of a documented function of the file's top level that one of a
 * def's decorators is called with, if any: jinja's
 * `@async_variant(sync_do_first) async def do_first` is shown with the
 * docstring of `sync_do_first`, which the decorator copies (`functools.wraps`
 * over the function it is given), as a `singledispatch` register or a
 * `wraps(original)` does.
 */
function documentedDecoratorArgument(root, definition) {
    const outer = ownerOf(definition).outer;
    if (outer === definition)
        return undefined;
    const given = outer.namedChildren
        .filter((child) => child.type === 'decorator')
        .flatMap((decorator) => {
        const call = decorator.namedChildren.find((child) => child.type !== 'comment');
        if (call?.type !== 'call')
            return [];
        return (call.childForFieldName('arguments')?.namedChildren ?? []).map((argument) => argument.type === 'keyword_argument' ? argument.childForFieldName('value') : argument);
    })
        .filter((argument) => argument?.type === 'identifier')
        .map((argument) => argument?.text ?? '');
    if (given.length === 0)
        return undefined;
    const documented = new Set(documentedTopLevelFunctions(root));
    return given.find((name) => documented.has(name));
}
/** The names of the documented functions at a file's top level. */
function documentedTopLevelFunctions(root) {
    return statementsOf(root)
        .map((statement) => statement.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement)
        .filter((def) => def?.type === 'function_definition' && isDocumented(def))
        .map((def) => def?.childForFieldName('name')?.text ?? '');
}
/** Fewer public functions than this say nothing of a habit. */
const LEAST_PEERS = 2;
/** A file's public functions and how many have a docstring: what its habit is made of. */
function functionDocs(root) {
    return docsOf(publicDefinitions(root).functions);
}
function docsOf(facts) {
    return { total: facts.length, documented: facts.filter((fact) => fact.documented).length };
}
/**
 * A file's public functions and classes, found once per tree: every docstring
 * check of a node walks the whole file for them, and a module of thousands of
 * definitions is checked once per tool call. Trees are shared and never
 * changed (the tree cache edits copies), so a tree's facts stay true for it.
 */
const factsByTree = new WeakMap();
function publicDefinitions(root) {
    let byRoot = factsByTree.get(root.tree);
    if (!byRoot)
        factsByTree.set(root.tree, (byRoot = new Map()));
    let facts = byRoot.get(root.id);
    if (!facts)
        byRoot.set(root.id, (facts = findPublicDefinitions(root)));
    return facts;
}
function findPublicDefinitions(root) {
    const fact = (node) => ({ id: node.id, documented: isDocumented(node) });
    const definitions = allDefinitions(root);
    return {
        functions: publicFunctions(definitions).map(fact),
        classes: publicClasses(definitions).map(fact),
    };
}
function mostlyBare(docs) {
    return docs.documented * 2 < docs.total;
}
function isPublic(node) {
    if ((node.childForFieldName('name')?.text ?? '').startsWith('_'))
        return false;
    return !(enclosingClass(node)?.childForFieldName('name')?.text ?? '').startsWith('_');
}
function publicFunctions(definitions) {
    return definitions.filter((node) => node.type === 'function_definition' && isPublic(node));
}
function publicClasses(definitions) {
    return definitions.filter((node) => node.type === 'class_definition' && isPublic(node));
}
function isDocumented(node) {
    return tryDocstringOf(ownerOf(node)) !== undefined;
}

// EXTERNAL MODULE: ./src/languages/python/discovery/pack.ts + 1 modules
var pack = __webpack_require__(6689);
// EXTERNAL MODULE: ./src/adapters/tree-sitter/parsed-text.ts
var parsed_text = __webpack_require__(5060);
// EXTERNAL MODULE: ./src/adapters/tree-sitter/tree-sitter.ts + 1 modules
var tree_sitter = __webpack_require__(6853);
;// CONCATENATED MODULE: ./src/languages/python/parser.ts



/**
 * The one Python parser of the thread (tools, checks, the engine and
 * discovery share it), loaded on first use. Parsing is synchronous, so
 * sharing it is safe; each tree lives in wasm memory and must be deleted by
 * whoever parsed it.
 */
async function pythonParser() {
    return (await (0,tree_sitter/* sharedLanguage */.a$)(pack/* PYTHON */.Z)).parser;
}
/** The thread's shared Python trees (tree-cache.ts), loaded on first use. */
async function pythonTrees() {
    const { trees } = await (0,tree_sitter/* sharedLanguage */.a$)(pack/* PYTHON */.Z);
    if (!trees)
        throw new Error('the Python grammar was loaded without its tree cache');
    return trees;
}
/** The root of `text`'s Python tree, handed to `use` as {@link withParsedText} does. */
function withParsedPython(text, use) {
    return (0,parsed_text/* withParsedText */.h)(pack/* PYTHON */.Z, text, use);
}

;// CONCATENATED MODULE: ./src/languages/python/syntax/class-attributes.ts


const CLASS_VAR = /^(?:typing(?:_extensions)?\.|t\.)?ClassVar$/;
const KW_ONLY = /^(?:dataclasses\.)?KW_ONLY$/;
/** Decorators (without `@`) that make a class a dataclass-like record: stdlib, pydantic, attrs. */
const DATACLASS = /^(?:dataclasses\.|pydantic\.dataclasses\.)?dataclass\b|^(?:attrs?\.)?(?:define|frozen|mutable)\b/;
/**
 * The attributes a class body binds at its top level, in order: every
 * assignment or annotation whose target is a plain name. The one reader of
 * class attributes: the docstring's Attributes section and the record fields
 * tests and fixtures build instances from both start here.
 */
function readClassAttributes(body) {
    if (!body)
        return [];
    const attributes = [];
    for (const statement of body.namedChildren) {
        if (statement.type !== 'expression_statement')
            continue;
        for (const assignment of statement.namedChildren) {
            if (assignment.type === 'assignment')
                (0,arrays/* appendAll */.u2)(attributes, readAssignment(assignment));
        }
    }
    return attributes;
}
/** Whether a decorator's text (with or without its `@`) makes its class a dataclass-like record. */
function isDataclassDecorator(decorator) {
    return DATACLASS.test(decorator.replace(/^@\s*/, '').trim());
}
function readAssignment(assignment) {
    const type = assignment.childForFieldName('type');
    const annotation = type ? type.text : null;
    const names = [];
    let current = assignment;
    // `a = b = 1` nests the second assignment as the first one's value.
    while (current?.type === 'assignment') {
        const left = current.childForFieldName('left');
        if (left?.type === 'identifier')
            names.push(left.text);
        const right = current.childForFieldName('right');
        if (right?.type !== 'assignment') {
            const value = right?.text ?? null;
            const bare = annotation === null ? '' : annotationName(annotation);
            return names.map((name) => ({
                name,
                annotation,
                value,
                classVar: CLASS_VAR.test(bare),
                kwOnlyMarker: KW_ONLY.test(bare),
            }));
        }
        current = right;
    }
    return [];
}
/** The name an annotation's outermost type goes by: `ClassVar` for `ClassVar[int]` or `"ClassVar[int]"`. */
function annotationName(annotation) {
    const literal = tryStringLiteral(annotation.trim());
    const text = literal && !literal.bytes ? stringLiteralValue(literal).text : annotation;
    const bare = text.trim();
    const subscript = bare.indexOf('[');
    return subscript === -1 ? bare : bare.slice(0, subscript).trimEnd();
}

;// CONCATENATED MODULE: ./src/languages/python/syntax/parameters.ts
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;
/**
 * The parameters of a definition's `parameters` node in order, each with its
 * kind: positional-only before `/`, keyword-only after `*` or `*args`.
 * Comments and pieces tree-sitter could not read as a parameter are left out.
 * The one reader of parameter lists: every agent's view of a signature starts here.
 */
function readParameters(list) {
    if (!list)
        return [];
    const parameters = [];
    let kind = 'positional';
    for (const child of list.namedChildren) {
        if (child.type === 'positional_separator') {
            for (const earlier of parameters)
                earlier.kind = 'positional_only';
            continue;
        }
        if (child.type === 'keyword_separator') {
            kind = 'keyword_only';
            continue;
        }
        const parameter = readParameter(child, kind);
        if (!parameter)
            continue;
        if (parameter.kind === 'var_positional')
            kind = 'keyword_only';
        parameters.push(parameter);
    }
    return parameters;
}
function readParameter(node, kind) {
    if (node.type === 'comment')
        return undefined;
    const target = node.childForFieldName('name') ??
        (node.type === 'typed_parameter' ? node.namedChildren[0] : node);
    if (!target)
        return undefined;
    const splat = splatKind(target);
    const name = splat ? (target.namedChildren[0]?.text ?? '') : target.text;
    if (!IDENTIFIER.test(name))
        return undefined;
    return {
        name,
        kind: splat ?? kind,
        annotation: node.childForFieldName('type')?.text ?? null,
        default: node.childForFieldName('value')?.text ?? null,
    };
}
function splatKind(node) {
    if (node.type === 'list_splat_pattern')
        return 'var_positional';
    if (node.type === 'dictionary_splat_pattern')
        return 'var_keyword';
    return undefined;
}
/** A parameter's name as a signature spells it: `*args`, `**kwargs`, `x`. */
function spelledName(parameter) {
    if (parameter.kind === 'var_positional')
        return `*${parameter.name}`;
    if (parameter.kind === 'var_keyword')
        return `**${parameter.name}`;
    return parameter.name;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/parameters.ts


/** The parameters as written, each with the kind Python gives it; star names as spelled (`*args`). */
function paramsOf(definition) {
    return readParameters(definition.childForFieldName('parameters')).map((parameter) => ({
        name: spelledName(parameter),
        kind: parameter.kind,
        annotation: parameter.annotation === null ? null : oneLine(parameter.annotation),
        default: parameter.default === null ? null : oneLine(parameter.default),
    }));
}

;// CONCATENATED MODULE: ./src/languages/python/docs/class-contract.ts



const MARKER_BASE = /^(?:typing(?:_extensions)?\.|t\.|abc\.|pydantic\.)?(?:object|NamedTuple|TypedDict|BaseModel|Generic|Protocol|ABC)(?:\[[\s\S]*\])?$/;
const RECORD_BASE = /^(?:typing(?:_extensions)?\.|t\.|pydantic\.)?(?:NamedTuple|TypedDict|BaseModel)$/;
const ATTRS_CLASSIC = /^(?:attr\.)?(?:s|attrs|attributes)\b/;
const ATTRS_AUTO = /^(?:attrs?\.)?(?:define|frozen|mutable)\b/;
const ATTRS_FIELD = /^(?:attrs?\.)?(?:ib|attrib|attr|field)\s*\(/;
const HARMLESS_DECORATOR = /^(?:functools\.)?total_ordering$|^(?:typing(?:_extensions)?\.|t\.)?(?:final|runtime_checkable)$|^(?:enum\.)?unique$/;
const NO_INIT = /\binit\s*=\s*False\b/;
/** The class's decorators' texts, without `@`. */
function decoratorsOf(definition) {
    const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : undefined;
    return (outer?.namedChildren ?? [])
        .filter((child) => child.type === 'decorator')
        .map((child) => oneLine(child.text.replace(/^@\s*/, '')));
}
function basesOf(definition) {
    const superclasses = definition.childForFieldName('superclasses');
    return superclasses
        ? statementsOf(superclasses)
            .filter((b) => b.type !== 'keyword_argument')
            .map((b) => oneLine(b.text))
        : [];
}
/** The class body's own defs (decorated or not), by name. */
function methodsOf(body) {
    const methods = new Map();
    for (const statement of statementsOf(body)) {
        const definition = statement.type === 'decorated_definition'
            ? statement.childForFieldName('definition')
            : statement;
        const name = definition?.childForFieldName('name')?.text;
        if (definition && name && !methods.has(name))
            methods.set(name, definition);
        else if (definition && name && definition.type === 'function_definition')
            methods.set(name, definition);
    }
    return methods;
}
/** Which record the class is, if any: its fields then come from its annotated body. */
function recordKind(decorators, bases) {
    if (decorators.some((d) => ATTRS_CLASSIC.test(d)))
        return decorators.some((d) => /auto_attribs\s*=\s*True/.test(d)) ? 'attrs' : 'attrs-classic';
    if (decorators.some((d) => ATTRS_AUTO.test(d)))
        return 'attrs';
    if (decorators.some((d) => isDataclassDecorator(d)))
        return 'dataclass';
    if (bases.some((b) => RECORD_BASE.test(b)))
        return 'record';
    return undefined;
}
/** A record's fields in order, with the constructor parameter each gives. */
function recordFields(body, kind, bases) {
    const pydantic = bases.some((b) => /(?:^|\.)BaseModel$/.test(b));
    const fields = [];
    const params = [];
    for (const attribute of readClassAttributes(body)) {
        if (attribute.classVar || attribute.kwOnlyMarker)
            continue;
        const attrsField = attribute.value !== null && ATTRS_FIELD.test(attribute.value);
        const isField = kind === 'attrs-classic'
            ? attrsField
            : attribute.annotation !== null || (kind === 'attrs' && attrsField);
        if (!isField)
            continue;
        // pydantic's `_private` attributes and `model_config` are no fields.
        if (pydantic && (attribute.name.startsWith('_') || attribute.name === 'model_config'))
            continue;
        fields.push(attribute.name);
        if (attribute.value !== null && NO_INIT.test(attribute.value))
            continue;
        // attrs strips a private attribute's underscores from its parameter.
        const name = kind.startsWith('attrs') ? attribute.name.replace(/^_+/, '') : attribute.name;
        params.push({
            name,
            kind: 'positional',
            annotation: attribute.annotation === null ? null : oneLine(attribute.annotation),
            default: attribute.value,
        });
    }
    return { fields, params };
}
/** Every `self.x` a method of the class names: what it sets, and, to be safe, what it reads. */
function instanceNames(methods) {
    const names = [];
    for (const method of methods.values()) {
        if (method.type !== 'function_definition')
            continue;
        const self = paramsOf(method)[0]?.name;
        const body = method.childForFieldName('body');
        if (!self || !body)
            continue;
        walkOwnBody(body, (node) => {
            if (node.type !== 'attribute')
                return;
            const attribute = node.childForFieldName('attribute');
            if (node.childForFieldName('object')?.text === self && attribute)
                names.push(attribute.text);
        });
    }
    return names;
}
/** What `definition`'s docstring may document: its constructor's parameters and its names. */
function readClassContract(definition) {
    const body = definition.childForFieldName('body');
    if (!body)
        return { params: null, paramsComplete: false, fields: [], names: new Set(), complete: false };
    const decorators = decoratorsOf(definition);
    const bases = basesOf(definition);
    const methods = methodsOf(body);
    const kind = recordKind(decorators, bases);
    // `metaclass=...` (or any class keyword) may build the class another way.
    const metaclass = definition
        .childForFieldName('superclasses')
        ?.namedChildren.some((b) => b.type === 'keyword_argument' && b.childForFieldName('name')?.text === 'metaclass');
    const record = kind ? recordFields(body, kind, bases) : { fields: [], params: [] };
    const constructor = methods.get('__init__') ?? methods.get('__new__');
    // A record's own __init__ replaces the generated one (attrs and dataclasses allow it).
    // A decorator Remora does not know may build the constructor (`@strawberry.type`).
    const unknownDecorator = decorators.some((d) => !recordKind([d], []) && !HARMLESS_DECORATOR.test(d));
    // A plain class without a constructor of its own may document its `__call__` or a
    // factory's arguments: only a record's generated constructor is known.
    // An overloaded constructor has several signatures: the docstring may describe any.
    const overloaded = statementsOf(body).some((s) => s.type === 'decorated_definition' &&
        /^(?:__init__|__new__)$/.test(s.childForFieldName('definition')?.childForFieldName('name')?.text ?? '') &&
        s.namedChildren.some((d) => d.type === 'decorator' && /\boverload\b/.test(d.text)));
    const params = overloaded
        ? null
        : constructor
            ? paramsOf(constructor).slice(1)
            : kind && !unknownDecorator
                ? record.params
                : null;
    const basesAddNothing = bases.every((b) => MARKER_BASE.test(b)) && !metaclass;
    const paramsComplete = params !== null && (constructor !== undefined || basesAddNothing);
    const names = new Set([
        ...record.fields,
        ...readClassAttributes(body).map((a) => a.name),
        ...methods.keys(),
        ...instanceNames(methods),
    ]);
    const complete = basesAddNothing &&
        !unknownDecorator &&
        !methods.has('__getattr__') &&
        !methods.has('__getattribute__') &&
        !names.has('__slots__');
    return { params, paramsComplete, fields: record.fields, names, complete };
}

;// CONCATENATED MODULE: ./src/languages/python/docs/class-attributes.ts



/**
 * A class's attributes: for a dataclass its annotated fields, then what its
 * own `__init__` sets on `self` (`self.x = ...`, `self.x: T = ...`), in the
 * order first assigned. An attribute set straight from an annotated
 * parameter (`self.items = items`) takes the parameter's annotation.
 */
function classAttributes(definition) {
    const body = definition.childForFieldName('body');
    if (!body)
        return [];
    const attributes = isDataclass(definition) ? dataclassFields(body) : [];
    const init = statementsOf(body)
        .map((s) => (s.type === 'decorated_definition' ? s.childForFieldName('definition') : s))
        .find((s) => s?.type === 'function_definition' && s.childForFieldName('name')?.text === '__init__');
    const initBody = init?.childForFieldName('body');
    const [self, ...params] = init ? paramsOf(init) : [];
    if (!initBody || !self)
        return attributes;
    walkOwnBody(initBody, (node) => {
        if (node.type !== 'assignment')
            return;
        const type = node.childForFieldName('type');
        const right = node.childForFieldName('right');
        const fromParam = right?.type === 'identifier'
            ? params.find((p) => p.name === right.text)?.annotation
            : undefined;
        const annotation = type ? oneLine(type.text) : (fromParam ?? null);
        for (const name of assignedAttributes(node.childForFieldName('left'), self.name)) {
            const known = attributes.find((a) => a.name === name);
            if (!known)
                attributes.push({ name, annotation });
            else if (!known.annotation && annotation)
                known.annotation = annotation;
        }
    });
    return attributes;
}
function isDataclass(definition) {
    const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : undefined;
    return (outer?.namedChildren ?? []).some((d) => d.type === 'decorator' && isDataclassDecorator(d.text));
}
/** A dataclass's fields: its annotated class attributes, without `ClassVar`s and the `KW_ONLY` marker. */
function dataclassFields(body) {
    return readClassAttributes(body).flatMap(({ name, annotation, classVar, kwOnlyMarker }) => annotation === null || classVar || kwOnlyMarker
        ? []
        : [{ name, annotation: oneLine(annotation) }]);
}
function assignedAttributes(left, self) {
    if (!left)
        return [];
    if (left.type === 'attribute') {
        const object = left.childForFieldName('object');
        const attribute = left.childForFieldName('attribute');
        return object?.type === 'identifier' && object.text === self && attribute
            ? [attribute.text]
            : [];
    }
    if (left.type === 'pattern_list' ||
        left.type === 'tuple_pattern' ||
        left.type === 'list_pattern') {
        return left.namedChildren.flatMap((child) => assignedAttributes(child, self));
    }
    return [];
}

;// CONCATENATED MODULE: ./src/languages/python/docs/signature.ts





// Longer single-return expressions make a poor summary line.
const MAX_SINGLE_RETURN = 60;
/**
 * Everything a docstring can say about a node, read from its syntax:
 * parameters with annotations and defaults (no self/cls), the return
 * annotation, whether it returns a value, generators and their yield type,
 * raised exceptions, and for a class the attributes `__init__` sets.
 */
function readSignature(owner, node) {
    const base = {
        name: node.node_type === 'file' ? moduleName(node.file_path) : node.name,
        node_type: node.node_type,
        class_name: node.node_type === 'method' ? enclosingClassName(node.full_name) : null,
        is_async: owner.definition.children.some((child) => child.type === 'async'),
        decorators: signature_decoratorsOf(owner),
        params: [],
        returns: null,
        returns_value: false,
        single_return: null,
        is_generator: false,
        yields: null,
        raises: [],
        attributes: [],
        base_classes: [],
    };
    if (owner.definition.type === 'class_definition')
        return { ...base, ...classFacts(owner.definition) };
    if (owner.definition.type !== 'function_definition' || !owner.body)
        return base;
    const returns = owner.definition.childForFieldName('return_type');
    const annotation = returns ? oneLine(returns.text) : null;
    const body = bodyFacts(owner);
    return {
        ...base,
        params: boundParamsDropped(paramsOf(owner.definition), base),
        returns: annotation,
        ...body,
        yields: body.is_generator && annotation ? yieldedType(annotation) : null,
    };
}
function moduleName(filePath) {
    const parts = filePath.split('/');
    const file = (parts.pop() ?? filePath).replace(/\.pyi?$/, '');
    return file === '__init__' ? (parts.pop() ?? file) : file;
}
function enclosingClassName(fullName) {
    const parts = fullName.replace(/#\d+$/, '').split('.');
    return parts.length > 1 ? (parts.at(-2) ?? null) : null;
}
function signature_decoratorsOf(owner) {
    if (owner.outer === owner.definition)
        return [];
    return owner.outer.namedChildren
        .filter((child) => child.type === 'decorator')
        .map((d) => oneLine(d.text.replace(/^@\s*/, '')));
}
/** Methods lose their bound first parameter (self, cls) unless they are static. */
function boundParamsDropped(params, base) {
    if (base.node_type !== 'method' || base.decorators.includes('staticmethod'))
        return params;
    const [first, ...rest] = params;
    return first && (first.kind === 'positional' || first.kind === 'positional_only') ? rest : params;
}
function bodyFacts(owner) {
    const body = owner.body;
    let returnsValue = false;
    let generator = false;
    const raises = [];
    walkOwnBody(body, (node) => {
        if (node.type === 'return_statement' && node.namedChildren.length > 0)
            returnsValue = true;
        if (node.type === 'yield')
            generator = true;
        if (node.type === 'raise_statement') {
            const raised = describeRaise(node);
            if (raised && !raises.some((r) => r.exception === raised.exception))
                raises.push(raised);
        }
    });
    const docstring = tryDocstringOf(owner)?.statement;
    const statements = statementsOf(body).filter((s) => s.id !== docstring?.id);
    const only = statements.length === 1 ? statements[0] : undefined;
    const expression = only?.type === 'return_statement' ? only.namedChildren[0] : undefined;
    const single = expression && !expression.text.includes('\n') && expression.text.length <= MAX_SINGLE_RETURN
        ? expression.text
        : null;
    return { returns_value: returnsValue, single_return: single, is_generator: generator, raises };
}
function describeRaise(node) {
    const raised = node.namedChildren.find((child) => child.type !== 'comment' && node.childForFieldName('cause')?.id !== child.id);
    if (!raised)
        return undefined;
    const callee = raised.type === 'call' ? raised.childForFieldName('function') : raised;
    if (!callee || (callee.type !== 'identifier' && callee.type !== 'attribute'))
        return undefined;
    const exception = callee.text.replace(/\s+/g, '');
    // `raise error` re-raises a variable; only class names say what is raised.
    if (!/^[A-Z]/.test(exception.split('.').at(-1) ?? ''))
        return undefined;
    return {
        exception,
        message: raised.type === 'call' ? messageOf(raised) : null,
        condition: conditionOf(node),
    };
}
function messageOf(call) {
    const first = call.childForFieldName('arguments')?.namedChildren[0];
    if (first?.type !== 'string')
        return null;
    const literal = tryStringLiteral(first.text);
    if (!literal || literal.bytes || literal.interpolated)
        return null;
    const text = oneLine(cleanDocstring(stringLiteralValue(literal).text));
    return text.length > 0 ? text : null;
}
/** The test of the `if`/`elif` whose branch holds the raise, when it is the nearest enclosing branch. */
function conditionOf(raise) {
    for (let node = raise.parent; node; node = node.parent) {
        if (node.type === 'function_definition' || node.type === 'module')
            return null;
        if (node.type === 'else_clause' ||
            node.type === 'except_clause' ||
            node.type === 'finally_clause')
            return null;
        if (node.type === 'if_statement' || node.type === 'elif_clause') {
            const test = node.childForFieldName('condition');
            return test ? oneLine(test.text) : null;
        }
    }
    return null;
}
const ITERATOR = /^(?:typing\.|collections\.abc\.|t\.)?(?:Iterator|Iterable|Generator|AsyncIterator|AsyncIterable|AsyncGenerator)\[(.*)\]$/;
/** `Iterator[int]`, `Generator[int, None, None]` -> `int`. */
function yieldedType(annotation) {
    const inner = ITERATOR.exec(annotation)?.[1];
    if (!inner)
        return null;
    let depth = 0;
    for (let i = 0; i < inner.length; i++) {
        const char = inner[i];
        if (char === '[' || char === '(')
            depth++;
        else if (char === ']' || char === ')')
            depth--;
        else if (char === ',' && depth === 0)
            return inner.slice(0, i).trim();
    }
    return inner.trim();
}
function classFacts(definition) {
    const superclasses = definition.childForFieldName('superclasses');
    const bases = superclasses
        ? statementsOf(superclasses)
            .filter((b) => b.type !== 'keyword_argument')
            .map((b) => oneLine(b.text))
        : [];
    return { attributes: classAttributes(definition), base_classes: bases };
}

// EXTERNAL MODULE: ./src/core/errors.ts
var core_errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/languages/python/docstring/node-syntax.ts





/**
 * Locates the node, parses its file as it is now and hands `use` the node's
 * definition; the tree lives in wasm memory, so it is freed afterwards.
 */
async function withNodeSyntax(context, use) {
    const here = await context.locate();
    const trees = await pythonTrees();
    return withParsedPython(here.text, (root) => {
        const owner = tryFindOwner(root, here.node);
        if (!owner)
            throw new core_errors/* RemoraError */.LP('TOOL_001', `${here.node.full_name} was not found in ${here.node.file_path}`);
        return use({ here, root, owner, trees });
    });
}
/**
 * The node's signature at the base revision, where the change under review
 * rewrote lines of it; null for a node the change wrote whole; undefined when
 * that is unknown (no diff, a base text that does not hold the definition).
 */
async function signatureBefore(context) {
    const { before, node } = context;
    if (before === null)
        return null;
    if (before === undefined)
        return undefined;
    return withParsedPython(before, (root) => {
        const owner = tryFindOwner(root, { ...node, start_line: 1 });
        return owner ? readSignature(owner, node) : undefined;
    });
}
/**
 * A class node's contract (its constructor's parameters, its fields and
 * names) at the base revision, read as {@link signatureBefore} reads the
 * signature: null for a class the change wrote whole, undefined when unknown
 * or not a class.
 */
async function classContractBefore(context) {
    const { before, node } = context;
    if (node.node_type !== 'class' || before === undefined)
        return undefined;
    if (before === null)
        return null;
    return withParsedPython(before, (root) => {
        const owner = tryFindOwner(root, { ...node, start_line: 1 });
        return owner?.definition.type === 'class_definition'
            ? readClassContract(owner.definition)
            : undefined;
    });
}
/** The contracts a class node's docstring is held to; undefined for any other node. */
function classContractsOf(owner, before) {
    return owner.definition.type === 'class_definition'
        ? { now: readClassContract(owner.definition), before }
        : undefined;
}
/** A constructor's signature named for the class whose docstring documents it, when one does. */
function signatureDocumentedOn(signature, onClass) {
    const name = onClass?.definition.childForFieldName('name')?.text;
    return name ? { ...signature, name } : signature;
}

// EXTERNAL MODULE: ./node_modules/smol-toml/dist/index.js + 8 modules
var dist = __webpack_require__(3292);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/ops/docstring/styles.ts
var styles = __webpack_require__(324);
;// CONCATENATED MODULE: ./src/languages/python/docs/types.ts



/**
 * What `read_type_hints` reports and the policy reads back from the
 * conversation: a zod schema, since the policy gets it as JSON.
 */
const signatureSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    node_type: schemas/* enum */.k5n(['file', 'class', 'function', 'method']),
    /** The class a method belongs to, for `__init__` and predicates ("the order"). */
    class_name: schemas/* string */.YjP().nullable(),
    is_async: schemas/* boolean */.zMY(),
    decorators: schemas/* array */.YOg(schemas/* string */.YjP()),
    params: schemas/* array */.YOg(schemas/* object */.Ikc({
        /** As written in the signature, stars included: `*args`, `**kwargs`. */
        name: schemas/* string */.YjP(),
        kind: schemas/* enum */.k5n([
            'positional_only',
            'positional',
            'var_positional',
            'keyword_only',
            'var_keyword',
        ]),
        annotation: schemas/* string */.YjP().nullable(),
        default: schemas/* string */.YjP().nullable(),
    })),
    /** The return annotation as written, or null. */
    returns: schemas/* string */.YjP().nullable(),
    /** True when the body has a `return <value>` of its own. */
    returns_value: schemas/* boolean */.zMY(),
    /** The expression of a body that is one `return <expr>` (short ones only). */
    single_return: schemas/* string */.YjP().nullable(),
    is_generator: schemas/* boolean */.zMY(),
    /** The yielded type, from an Iterator/Generator return annotation. */
    yields: schemas/* string */.YjP().nullable(),
    raises: schemas/* array */.YOg(schemas/* object */.Ikc({
        exception: schemas/* string */.YjP(),
        message: schemas/* string */.YjP().nullable(),
        condition: schemas/* string */.YjP().nullable(),
    })),
    /** A class's instance attributes, set as `self.x` in `__init__`. */
    attributes: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), annotation: schemas/* string */.YjP().nullable() })),
    base_classes: schemas/* array */.YOg(schemas/* string */.YjP()),
});
const entrySchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    type: schemas/* string */.YjP().nullable(),
    description: schemas/* string */.YjP(),
});
/** What an existing docstring already documents, in whichever style it is written. */
const documentedSchema = schemas/* object */.Ikc({
    params: schemas/* array */.YOg(entrySchema),
    returns: entrySchema.nullable(),
    yields: entrySchema.nullable(),
    raises: schemas/* array */.YOg(entrySchema),
    attributes: schemas/* array */.YOg(entrySchema),
});
/** A section Remora does not write (examples, notes); a null title is text kept verbatim. */
const otherSectionSchema = schemas/* object */.Ikc({ title: schemas/* string */.YjP().nullable(), body: schemas/* string */.YjP() });
/** What `read_current_docstring` reports. */
const currentDocstringSchema = schemas/* object */.Ikc({
    has_docstring: schemas/* boolean */.zMY(),
    /** The docstring's value, cleaned as `inspect.cleandoc` does. */
    docstring: schemas/* string */.YjP().nullable(),
    /** Its first paragraph. */
    summary: schemas/* string */.YjP().nullable(),
    /** The prose between the summary and the first section. */
    description: schemas/* string */.YjP().nullable(),
    /** Sections other than parameters, returns, yields, raises and attributes (examples, notes). */
    other_sections: schemas/* array */.YOg(otherSectionSchema),
    detected_style: schemas/* enum */.k5n(styles/* DOCSTRING_STYLES */.n).nullable(),
    /** The style this project writes (configured, else detected from the file, else google). */
    style: schemas/* enum */.k5n(styles/* DOCSTRING_STYLES */.n),
    documented: documentedSchema,
});

;// CONCATENATED MODULE: ./src/languages/python/docs/project-style.ts



/** The files that can name a docstring convention, by repository path. */
const STYLE_SETTING_FILES = [
    'pyproject.toml',
    'setup.cfg',
    'tox.ini',
    '.pydocstyle',
    'docs/conf.py',
    'doc/conf.py',
    'docs/source/conf.py',
];
const asStyle = (value) => styles/* DOCSTRING_STYLES */.n.find((style) => style === value);
/** A value at a dotted key path of a parsed TOML document. */
function at(document, path) {
    let value = document;
    for (const key of path) {
        if (typeof value !== 'object' || value === null)
            return undefined;
        value = value[key];
    }
    return value;
}
/** `convention = google` in an INI section such as `[pydocstyle]`. */
function iniConvention(text, section) {
    let inside = false;
    for (const line of text.split(/\r?\n/)) {
        const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
        if (header)
            inside = header[1]?.trim() === section;
        else if (inside) {
            const match = /^\s*convention\s*[=:]\s*([A-Za-z0-9]+)/.exec(line);
            if (match)
                return asStyle(match[1]);
        }
    }
    return undefined;
}
function fromPyproject(text) {
    let document;
    try {
        document = (0,dist/* parse */.qg)(text);
    }
    catch {
        return undefined;
    }
    for (const path of [
        ['tool', 'ruff', 'lint', 'pydocstyle', 'convention'],
        ['tool', 'ruff', 'pydocstyle', 'convention'],
        ['tool', 'pydocstyle', 'convention'],
        ['tool', 'pydoclint', 'style'],
        ['tool', 'numpydoc_validation'],
    ]) {
        const value = at(document, path);
        if (value === undefined)
            continue;
        const style = path.at(-1) === 'numpydoc_validation' ? 'numpy' : asStyle(value);
        if (style)
            return { style, key: `[${path.slice(0, -1).join('.')}] ${path.at(-1) ?? ''}` };
    }
    return undefined;
}
/** Sphinx's conf.py: numpydoc means numpy; Napoleon with one of its styles switched off means the other. */
function fromSphinxConf(text) {
    if (/['"]numpydoc['"]/.test(text))
        return 'numpy';
    if (!/sphinx\.ext\.napoleon/.test(text))
        return undefined;
    // `[ \t]*`, not `\s*`: from each line start, `\s*` would run on over every blank line below.
    if (/^[ \t\f]*napoleon_google_docstring\s*=\s*False/m.test(text))
        return 'numpy';
    if (/^[ \t\f]*napoleon_numpy_docstring\s*=\s*False/m.test(text))
        return 'google';
    return undefined;
}
/**
 * The convention a repository's settings name, if any: Ruff's or
 * pydocstyle's `convention`, pydoclint's `style`, numpydoc, or Napoleon with
 * one style switched off. `read` returns a file's text or undefined.
 */
function styleFromSettings(read) {
    const pyproject = read('pyproject.toml');
    const fromToml = pyproject === undefined ? undefined : fromPyproject(pyproject);
    if (fromToml)
        return {
            style: fromToml.style,
            source: 'settings',
            origin: `${fromToml.key} in pyproject.toml`,
        };
    for (const [file, section] of [
        ['setup.cfg', 'pydocstyle'],
        ['tox.ini', 'pydocstyle'],
        ['.pydocstyle', 'pydocstyle'],
        ['setup.cfg', 'flake8'],
        ['tox.ini', 'flake8'],
    ]) {
        const text = read(file);
        const style = text === undefined ? undefined : iniConvention(text, section);
        if (style)
            return { style, source: 'settings', origin: `[${section}] convention in ${file}` };
    }
    for (const file of ['docs/conf.py', 'doc/conf.py', 'docs/source/conf.py']) {
        const text = read(file);
        const style = text === undefined ? undefined : fromSphinxConf(text);
        if (style)
            return { style, source: 'settings', origin: `the Sphinx extensions in ${file}` };
    }
    return undefined;
}
/** The style most of `docstrings` are written in (the first seen wins a tie), with the count. */
function majorityStyle(docstrings) {
    const counts = new Map();
    let total = 0;
    for (const text of docstrings) {
        const style = detectDocstringStyle(text);
        if (!style)
            continue;
        total += 1;
        counts.set(style, (counts.get(style) ?? 0) + 1);
    }
    let best;
    for (const [style, count] of counts)
        if (!best || count > (counts.get(best) ?? 0))
            best = style;
    return best ? { style: best, count: counts.get(best) ?? 0, total } : undefined;
}
/**
 * The docstring style a file is written in: remora.yaml's
 * `operations.docstring.style`, else a setting that names a convention, else
 * the majority of the docstrings with sections of the first scope that has
 * enough of them (the file, then its package, then the repository), else
 * google.
 */
function resolveProjectStyle(configured, read, scopes) {
    const fromConfig = asStyle(configured);
    if (fromConfig)
        return {
            style: fromConfig,
            source: 'config',
            origin: 'operations.docstring.style in remora.yaml',
        };
    const fromSettings = styleFromSettings(read);
    if (fromSettings)
        return fromSettings;
    for (const scope of scopes()) {
        const majority = majorityStyle(scope.docstrings);
        if (majority && majority.total >= scope.least)
            return {
                style: majority.style,
                source: 'docstrings',
                origin: `${majority.count} of the ${majority.total} docstrings with sections in ${scope.where}`,
            };
    }
    return {
        style: 'google',
        source: 'default',
        origin: 'the default; nothing in the repository names a style',
    };
}

;// CONCATENATED MODULE: ./src/languages/python/scope.ts
const TEST_FILE = /(^|\/)(tests?\/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)/;
const DECORATOR = /^\s*@\s*([A-Za-z_][\w.]*)/;
/** The decorators a node's text starts with, as dotted names (`typing.overload`, `name.setter`). */
function leadingDecorators(text) {
    const names = [];
    for (const line of text.split('\n')) {
        if (/^\s*(async\s+def|def|class)\b/.test(line))
            break;
        const match = DECORATOR.exec(line);
        if (match?.[1])
            names.push(match[1]);
    }
    return names;
}
/** Whether a file path is test code: under tests/ or test/, `test_*.py`, `*_test.py`, `conftest.py`. */
function isTestPath(filePath) {
    return TEST_FILE.test(filePath);
}
/** A node's own decorators: a module's text starts with its first definition's, which are not its own. */
function scope_decoratorsOf(node) {
    return node.node_type === 'file' ? [] : leadingDecorators(node.text);
}
const isFunction = (node) => node.node_type === 'function' || node.node_type === 'method';
/** Python's scope facts: pytest's test files and names, decorators, `...` bodies, `_private` names, docstrings. */
const pythonScope = {
    isTestPath,
    whyTest: (node) => {
        if (isFunction(node) && /^test(_|[A-Z]|$)/.test(node.name))
            return `${node.full_name} is a test`;
        if (node.node_type === 'class' && /^Test[A-Z_]/.test(node.name))
            return `${node.full_name} is a test class`;
        return undefined;
    },
    whyOverloadStub: (node) => scope_decoratorsOf(node).some((d) => d === 'overload' || d.endsWith('.overload'))
        ? `${node.full_name} is an @overload stub (its implementation is reviewed)`
        : undefined,
    whyAccessor: (node) => {
        const accessor = scope_decoratorsOf(node).find((d) => /\.(setter|deleter)$/.test(d));
        return accessor ? `${node.full_name} is a property ${accessor.split('.').pop()}` : undefined;
    },
    whyStub: (node) => {
        if (node.file_path.endsWith('.pyi'))
            return `${node.file_path} is a type stub`;
        return isFunction(node) && isEllipsisBody(node.text)
            ? `${node.full_name} has no body but \`...\` (a stub or a protocol member)`
            : undefined;
    },
    isPrivate: (node) => isPrivateName(node.full_name),
    isDocumented: (node) => startsWithDocstring(node.text),
};
/**
 * Whether a definition's body is only `...`, after an optional docstring and
 * comments: a protocol member, an abstract signature, a stub.
 */
function isEllipsisBody(text) {
    if (!/^[ \t\f]*(?:async\s+)?def\b/m.test(text))
        return false;
    const body = bodyOf(text);
    return body !== undefined && bodyIsEllipsis(body);
}
/** Whether a definition's body starts with a string: its docstring. */
function startsWithDocstring(text) {
    const body = bodyOf(text);
    return body !== undefined && /^\s*[rRuU]?("|')/.test(body.replace(/^[ \t\f]*#[^\n]*/gm, ''));
}
/** What follows the colon that ends a def's or class's signature, found outside brackets and strings. */
function bodyOf(text) {
    const def = /^[ \t\f]*(?:async\s+)?(?:def|class)\b/m.exec(text);
    if (!def)
        return undefined;
    let depth = 0;
    let quote;
    for (let i = def.index; i < text.length; i++) {
        const char = text[i];
        if (quote) {
            if (char === '\\')
                i++;
            else if (text.startsWith(quote, i)) {
                i += quote.length - 1;
                quote = undefined;
            }
        }
        else if (char === '"' || char === "'") {
            quote = text.startsWith(char.repeat(3), i) ? char.repeat(3) : char;
            i += quote.length - 1;
        }
        else if (char === '#') {
            const end = text.indexOf('\n', i);
            i = end === -1 ? text.length : end;
        }
        else if ('([{'.includes(char))
            depth++;
        else if (')]}'.includes(char))
            depth--;
        else if (char === ':' && depth === 0)
            return text.slice(i + 1);
    }
    return undefined;
}
function bodyIsEllipsis(body) {
    const code = body
        .replace(/^\s*[rRuU]?("""[\s\S]*?"""|'''[\s\S]*?'''|"[^"\n]*"|'[^'\n]*')/, '')
        .replace(/#[^\n]*/g, '')
        .trim();
    return code === '...';
}
/** A name, or any name it is nested in, starts with one underscore (dunders are public). */
function isPrivateName(fullName) {
    return fullName.split('.').some((part) => /^_(?!_.*__$)/.test(part));
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/pytest-config.ts


/** Files pytest reads its configuration from, in the order it looks. */
const PYTEST_CONFIG_FILES = [
    'pytest.ini',
    '.pytest.ini',
    'pyproject.toml',
    'tox.ini',
    'setup.cfg',
];
const DEFAULT_PYTHON_FILES = ['test_*.py', '*_test.py'];
/**
 * Finds the configuration pytest itself would use: the first of
 * {@link PYTEST_CONFIG_FILES} that has a pytest section (pytest.ini counts even
 * when empty). `read` gives a file's text, or undefined when it is absent.
 * Returns undefined when no file configures pytest; a file that does not
 * parse is skipped, as pytest would fail on it anyway.
 */
function findPytestConfig(read) {
    for (const name of PYTEST_CONFIG_FILES) {
        const text = read(name);
        if (text === undefined)
            continue;
        const found = name === 'pyproject.toml' ? pytest_config_fromPyproject(text) : fromIni(name, text);
        if (found)
            return found;
    }
    return undefined;
}
const stringList = schemas/* union */.KCZ([schemas/* string */.YjP().transform((s) => splitArgs(s)), schemas/* array */.YOg(schemas/* string */.YjP())])
    .optional();
const pytestTable = schemas/* looseObject */._H3({
    testpaths: stringList,
    python_files: stringList,
    pythonpath: stringList,
    addopts: stringList,
});
function pytest_config_fromPyproject(text) {
    let document;
    try {
        document = (0,dist/* parse */.qg)(text);
    }
    catch {
        return undefined;
    }
    const tool = schemas/* looseObject */._H3({
        tool: schemas/* looseObject */._H3({ pytest: schemas/* looseObject */._H3({ ini_options: schemas/* unknown */.L5J().optional() }).optional() })
            .optional(),
    })
        .safeParse(document);
    const pytest = tool.success ? tool.data.tool?.pytest : undefined;
    if (!pytest)
        return undefined;
    // `[tool.pytest.ini_options]` is the long-standing table; pytest 9 also reads `[tool.pytest]` itself.
    const useIni = pytest.ini_options !== undefined;
    const table = pytestTable.safeParse(useIni ? pytest.ini_options : pytest);
    if (!table.success)
        return undefined;
    return settings(`pyproject.toml [${useIni ? 'tool.pytest.ini_options' : 'tool.pytest'}]`, table.data);
}
function fromIni(name, text) {
    const section = name === 'setup.cfg' ? 'tool:pytest' : 'pytest';
    const values = parseIni(text).get(section);
    if (!values)
        return undefined;
    const list = (key) => {
        const value = values.get(key);
        return value === undefined ? undefined : splitArgs(value);
    };
    return settings(`${name} [${section}]`, {
        testpaths: list('testpaths'),
        python_files: list('python_files'),
        pythonpath: list('pythonpath'),
        addopts: list('addopts'),
    });
}
function settings(source, values) {
    return {
        source,
        testpaths: values.testpaths ?? [],
        python_files: values.python_files && values.python_files.length > 0
            ? values.python_files
            : [...DEFAULT_PYTHON_FILES],
        pythonpath: values.pythonpath ?? [],
        addopts: values.addopts ?? [],
    };
}
/**
 * How the project already runs its docstring examples, if it does: pytest's
 * `--doctest-modules` in `addopts`, or a test file that builds a
 * `DocTestSuite` or calls `doctest.testmod` (`tests` maps path to text).
 * A generated test would only repeat them.
 */
function doctestRunner(config, tests) {
    if (config?.addopts.includes('--doctest-modules'))
        return `pytest runs them (--doctest-modules in ${config.source})`;
    for (const [path, text] of tests)
        if (/\bDocTestSuite\s*\(|\bdoctest\.testmod\s*\(/.test(text))
            return `${path} runs them (${/DocTestSuite/.test(text) ? 'DocTestSuite' : 'doctest.testmod'})`;
    return undefined;
}
/** INI as pytest reads it: `key = value` or `key: value`, indented lines continue a value, `#`/`;` comment lines. */
function parseIni(text) {
    const sections = new Map();
    let current;
    let lastKey;
    for (const raw of text.split(/\r?\n/)) {
        if (/^\s*[#;]/.test(raw) || raw.trim() === '')
            continue;
        const header = /^\[([^\]]+)\]\s*$/.exec(raw);
        if (header) {
            current = new Map();
            sections.set(header[1].trim(), current);
            lastKey = undefined;
            continue;
        }
        if (/^\s/.test(raw) && current && lastKey !== undefined) {
            current.set(lastKey, `${current.get(lastKey) ?? ''}\n${raw.trim()}`);
            continue;
        }
        // The first `=` or `:` splits key from value (a pattern with spaces on both sides of it
        // backtracks in cubic time on a long line of spaces).
        const split = raw.search(/[=:]/);
        if (split < 1 || !current)
            continue;
        lastKey = raw.slice(0, split).trim();
        current.set(lastKey, raw.slice(split + 1).trim());
    }
    return sections;
}
/** Splits an ini list value the way pytest's `args`/`linelist` types do (on whitespace), honouring quotes. */
function splitArgs(value) {
    const parts = value.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
    return parts.map((part) => part.replace(/^(["'])(.*)\1$/, '$2'));
}

// EXTERNAL MODULE: ./src/adapters/files/workspace-tree.ts
var workspace_tree = __webpack_require__(5606);
;// CONCATENATED MODULE: ./src/languages/python/signature/project-files.ts


// The stable tree does not change during a run: list it once per run's services.
const stableListings = new WeakMap();
/**
 * Every file the workspace has, by repository path, sorted: the stable
 * tree's files (listed once per run) with the workspace's own additions and
 * deletions applied.
 */
async function listWorkspaceFiles(context) {
    let stable = stableListings.get(context.services);
    if (!stable) {
        stable = (0,workspace_tree/* listTreeFiles */.I3)(context.services.stableRoot).then((entries) => entries.filter((e) => e.kind === 'file').map((e) => e.path));
        stableListings.set(context.services, stable);
    }
    const files = new Set(await stable);
    for (const change of await context.workspace.changes()) {
        if (change.after === undefined)
            files.delete(change.path);
        else
            files.add(change.path);
    }
    return [...files].sort();
}
/** The pytest configuration of the workspace, as pytest would find it from the repository root. */
async function readPytestConfig(workspace) {
    const texts = new Map();
    for (const name of PYTEST_CONFIG_FILES)
        texts.set(name, await workspace.readFile(name));
    return findPytestConfig((name) => texts.get(name));
}

;// CONCATENATED MODULE: ./src/languages/python/docstring/project-style.ts






/** Enough files to know a package's habit without parsing a monorepo. */
const MAX_SAMPLED_FILES = 300;
// Facts about the repository: read once per run's services.
const decided = new WeakMap();
/**
 * The docstring style the node's file is written in (see
 * `resolveProjectStyle`): the configured or set convention, else the file's
 * own majority, its package's, the repository's; read once per run from the
 * stable tree.
 */
async function projectDocstringStyle(context) {
    return (await projectDocstrings(context)).styleOf(context.node.file_path);
}
// A file's or a package's own majority decides once it has this many docstrings with sections.
const FILE_LEAST = 2;
const PACKAGE_LEAST = 3;
/** What the repository's docstrings habitually document: the return value, or not. */
async function projectDocstringHabits(context) {
    return { documentsReturns: (await projectDocstrings(context)).documentsReturns };
}
/**
 * How documented the public functions around the node's file are: the files
 * of its folder, else of the folder above, and so on, the first that holds
 * enough of them to say (the file itself left out).
 */
async function projectFunctionDocsAround(context) {
    return (await projectDocstrings(context)).functionDocsAround(context.node.file_path);
}
/** The names of the methods the repository documents somewhere (what an override inherits). */
async function projectDocumentedMethods(context) {
    return (await projectDocstrings(context)).documentedMethods;
}
function projectDocstrings(context) {
    let found = decided.get(context.services);
    if (!found) {
        found = decide(context);
        decided.set(context.services, found);
    }
    return found;
}
async function decide(context) {
    const settings = new Map();
    for (const path of STYLE_SETTING_FILES)
        settings.set(path, await context.workspace.readFile(path));
    // The file under review is part of the package even where the listing cannot see it.
    const listed = [...new Set([context.node.file_path, ...(await listWorkspaceFiles(context))])];
    const files = listed
        .filter((path) => path.endsWith('.py') && !isTestPath(path))
        .slice(0, MAX_SAMPLED_FILES);
    const byFile = new Map();
    const functionsByFile = new Map();
    const documentedMethods = new Set();
    const parser = await pythonParser();
    const sample = (path, root) => {
        byFile.set(path, fileDocstrings(root));
        functionsByFile.set(path, functionDocs(root));
        for (const name of documentedMethodNames(root))
            documentedMethods.add(name);
    };
    for (const path of files) {
        const text = await context.workspace.readFile(path);
        if (text === undefined)
            continue;
        // The file under review is the one the tools parse too: its tree is shared.
        if (path === context.node.file_path) {
            await withParsedPython(text, (root) => sample(path, root));
            continue;
        }
        const tree = parser.parse(text);
        if (!tree)
            continue;
        try {
            sample(path, tree.rootNode);
        }
        finally {
            tree.delete();
        }
    }
    const docstrings = [...byFile.values()].flat();
    const folderOf = (path) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));
    const styles = new Map();
    const styleOf = (path) => {
        const known = styles.get(path);
        if (known)
            return known;
        const folder = folderOf(path);
        const style = resolveProjectStyle(context.opConfig.style, (file) => settings.get(file), () => [
            { where: 'this file', docstrings: byFile.get(path) ?? [], least: FILE_LEAST },
            {
                where: folder === '' ? 'the top folder' : `the package ${folder}`,
                docstrings: [...byFile].flatMap(([file, found]) => folderOf(file) === folder ? found : []),
                least: PACKAGE_LEAST,
            },
            { where: 'this repository', docstrings, least: 1 },
        ]);
        styles.set(path, style);
        return style;
    };
    const withParams = docstrings.map(parseDocstring).filter((d) => d.documented.params.length > 0);
    const withReturns = withParams.filter((d) => d.documented.returns !== null).length;
    const functionDocsAround = (path) => {
        for (let folder = folderOf(path);; folder = folderOf(folder)) {
            const inside = [...functionsByFile].filter(([file]) => file !== path && (folder === '' || file.startsWith(`${folder}/`)));
            const total = inside.reduce((sum, [, docs]) => sum + docs.total, 0);
            if (total >= LEAST_PEERS)
                return { total, documented: inside.reduce((sum, [, docs]) => sum + docs.documented, 0) };
            if (folder === '')
                return undefined;
        }
    };
    return {
        styleOf,
        documentedMethods,
        documentsReturns: withParams.length === 0 || withReturns * 2 >= withParams.length,
        functionDocsAround,
    };
}

;// CONCATENATED MODULE: ./src/languages/python/docs/body-facts.ts

// Each runs code of another object (an iterator, a context manager, a coroutine).
const OPAQUE = new Set([
    'await',
    'for_statement',
    'with_statement',
    'list_comprehension',
    'set_comprehension',
    'dictionary_comprehension',
    'generator_expression',
]);
/** A `raise` that names no class: `raise`, `raise error`: it may raise anything. */
function reraises(node) {
    const raised = node.namedChildren[0];
    if (!raised || raised.type === 'comment')
        return true;
    const callee = raised.type === 'call' ? raised.childForFieldName('function') : raised;
    if (callee?.type !== 'identifier' && callee?.type !== 'attribute')
        return true;
    return !/^[A-Z]/.test(callee.text.split('.').at(-1) ?? '');
}
function isPlaceholder(statement) {
    if (statement.type === 'pass_statement')
        return true;
    if (statement.type === 'expression_statement' && statement.text.trim() === '...')
        return true;
    return statement.type === 'raise_statement' && /\bNotImplementedError\b/.test(statement.text);
}
/** The facts of a def's own body (nested defs, classes and lambdas are theirs). */
function readBodyFacts(owner) {
    if (owner.definition.type !== 'function_definition' || !owner.body)
        return undefined;
    const calls = [];
    let opaque = false;
    walkOwnBody(owner.body, (node) => {
        // `raise Error(...)` builds the exception it raises: no other code runs.
        if (node.type === 'call' && node.parent?.type !== 'raise_statement')
            calls.push(node.childForFieldName('function')?.text ?? '');
        if (OPAQUE.has(node.type))
            opaque = true;
        if (node.type === 'raise_statement' && reraises(node))
            opaque = true;
    });
    // A nested def or lambda raises when someone calls it: its Raises may be documented here.
    if (owner.body.descendantsOfType(['function_definition', 'lambda', 'class_definition']).length > 0)
        opaque = true;
    const docstring = tryDocstringOf(owner)?.statement;
    const statements = statementsOf(owner.body).filter((s) => s.id !== docstring?.id);
    return { calls, opaque, placeholder: statements.every(isPlaceholder) };
}

;// CONCATENATED MODULE: ./src/languages/python/docs/constructor-docstring.ts


const documentsParameters = (owner, style) => {
    const value = tryDocstringOf(owner)?.value;
    return (value !== undefined &&
        docstringLayout(value.split('\n'), style).some((s) => s.kind === 'params'));
};
/**
 * The class whose docstring documents a constructor's parameters: for an
 * `__init__` or `__new__` whose own docstring documents none, the class it
 * belongs to when the class's docstring does (Google's habit, and httpx's
 * Markdown lists). Undefined for any other definition.
 */
function tryConstructorDocumentedOnClass(owner, style) {
    const name = owner.definition.childForFieldName('name')?.text;
    if (owner.definition.type !== 'function_definition' ||
        (name !== '__init__' && name !== '__new__'))
        return undefined;
    const block = owner.outer.parent;
    const definition = block?.type === 'block' ? block.parent : null;
    if (definition?.type !== 'class_definition')
        return undefined;
    const classOwner = ownerOf(definition);
    return !documentsParameters(owner, style) && documentsParameters(classOwner, style)
        ? classOwner
        : undefined;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/docstring-facts.ts


const docstring_facts_lastPart = (name) => name.split('.').pop() ?? name;
const NONE = /^(?:None|NoReturn|Never|(?:typing\.)?(?:NoReturn|Never))$/;
/** A Returns section on code that returns nothing, or yields. */
function returnsProblem(signature, before, current, body, subject) {
    const returns = current.documented.returns;
    if (!returns || body.placeholder || signature.returns_value)
        return undefined;
    if (/^None\b/.test(returns.description) || returns.type === 'None')
        return undefined;
    if (signature.decorators.some((d) => /(?:^|\.)abstract\w*$/.test(d)))
        return undefined;
    if (signature.is_generator) {
        // Only a function the change made a generator (or wrote whole) is held to this.
        if (before === undefined || before?.is_generator || current.documented.yields)
            return undefined;
        return {
            rule: 'docstring.contradicted',
            message: `The docstring of ${subject} has a Returns section, but it is a generator: what it gives belongs in a Yields section.`,
        };
    }
    // The code says it returns nothing: annotated so, or a change took its return value away.
    const annotatedNone = signature.returns !== null && NONE.test(signature.returns);
    const tookAway = signature.returns === null && before?.returns_value === true;
    if (!annotatedNone && !tookAway)
        return undefined;
    return {
        rule: 'docstring.contradicted',
        message: `The docstring of ${subject} has a Returns section, but it returns nothing.`,
    };
}
// Builtins that do not raise what a docstring's Raises names (they take any object).
const QUIET_CALLS = new Set(['isinstance', 'issubclass', 'len', 'id', 'repr', 'type', 'callable']);
// What Python's own operations raise, with no call in sight: `d[k]`, `a / b`, `x.y`.
const RAISED_BY_OPERATIONS = /^(?:KeyError|IndexError|LookupError|ZeroDivisionError|ArithmeticError|OverflowError|AttributeError|TypeError|ValueError|AssertionError|StopIteration|StopAsyncIteration|RecursionError|MemoryError|NameError|UnboundLocalError|RuntimeError|Exception|BaseException|\w*UnicodeError|Unicode\w+Error)$/;
/** Raises entries for exceptions nothing in the body can raise any more: they go. */
function unraised(signature, current, body) {
    if (body.opaque || body.placeholder || body.calls.some((call) => !QUIET_CALLS.has(call)))
        return [];
    const raised = new Set(signature.raises.map((r) => docstring_facts_lastPart(r.exception)));
    return current.documented.raises
        .map((entry) => entry.name)
        .filter((name) => /^[A-Z]\w*$/.test(docstring_facts_lastPart(name)) &&
        !raised.has(docstring_facts_lastPart(name)) &&
        !RAISED_BY_OPERATIONS.test(docstring_facts_lastPart(name)));
}
const SIMPLE = new Set([
    'str',
    'bytes',
    'list',
    'dict',
    'tuple',
    'set',
    'frozenset',
    'int',
    'float',
    'bool',
    'complex',
]);
const NUMBERS = new Set(['int', 'float', 'bool', 'complex']);
const COLLECTIONS = new Set(['list', 'tuple', 'set', 'frozenset']);
/** Spellings of one builtin type: typing's capitalised names and docstrings' words. */
const TYPE_ALIASES = {
    List: 'list',
    Dict: 'dict',
    Tuple: 'tuple',
    Set: 'set',
    FrozenSet: 'frozenset',
    string: 'str',
    integer: 'int',
    boolean: 'bool',
};
/** The one builtin a type names, `Optional`/`| None`, quotes and `typing.` aside; undefined when it is more. */
function simpleType(text, fromDocstring) {
    let type = text
        .trim()
        .replace(/^(["'])(.*)\1$/, '$2')
        .replace(/\btyping\./g, '')
        .replace(/`/g, '');
    if (fromDocstring)
        type = type
            .replace(/,?\s*(?:optional|default[:= ].*|by default.*)$/i, '')
            .replace(/\s+or\s+None$/, '')
            .replace(/\s+of\s+.*$/, '');
    type = type.replace(/^Optional\[(.*)\]$/, '$1').replace(/\s*\|\s*None$|^None\s*\|\s*/g, '');
    type = type.replace(/\[.*\]$/, '').trim();
    const named = TYPE_ALIASES[type] ?? type;
    return SIMPLE.has(named) ? named : undefined;
}
/** Entries whose documented type the annotation clearly contradicts: `x (int)` for `x: str`. */
function typeContradictions(signature, current, subject) {
    return current.documented.params.flatMap((entry) => {
        const param = signature.params.find((p) => p.name.replace(/^\*+/, '') === entry.name);
        // `*args: int` annotates each argument, not the tuple the docstring may describe.
        if (!param?.annotation || !entry.type || param.kind.startsWith('var_'))
            return [];
        const documented = simpleType(entry.type, true);
        const annotated = simpleType(param.annotation, false);
        if (!documented || !annotated || documented === annotated)
            return [];
        // int, float and bool pass for one another (PEP 484's numeric tower), and prose says
        // "list" of any collection: no clear contradiction.
        if (NUMBERS.has(documented) && NUMBERS.has(annotated))
            return [];
        if (COLLECTIONS.has(documented) && COLLECTIONS.has(annotated))
            return [];
        return [
            {
                rule: 'docstring.contradicted',
                message: `The docstring of ${subject} documents \`${entry.name}\` as \`${entry.type}\`, but it is annotated \`${param.annotation}\`.`,
            },
        ];
    });
}
/**
 * The rest of a function's docstring held to what the code says exactly: a
 * Returns section on a generator or on code that returns nothing, a documented
 * type the annotation contradicts, and Raises
 * entries for exceptions the body cannot raise (it raises others directly
 * and calls nothing that could). A stale Raises entry goes; the others are
 * findings, since the right wording is the author's.
 */
function reviewFacts(signature, before, current, lines, sections, style, body, subject) {
    const out = { edits: [], repairs: [], problems: [] };
    const returns = returnsProblem(signature, before, current, body, subject);
    if (returns)
        out.problems.push(returns);
    (0,arrays/* appendAll */.u2)(out.problems, typeContradictions(signature, current, subject));
    const stale = unraised(signature, current, body);
    if (stale.length === 0)
        return out;
    const raises = sections.filter((s) => s.kind === 'raises');
    const entries = raises.flatMap((s) => s.entries.map((e) => e.name));
    // A repair needs every stale entry found where it can be removed.
    if (raises.length > 0 && stale.every((name) => entries.includes(name))) {
        for (const section of raises)
            (0,arrays/* appendAll */.u2)(out.edits, removals(lines, section, stale, style));
        out.repairs.push(`removed the Raises entr${stale.length === 1 ? 'y' : 'ies'} for ${stale.join(', ')} (the body cannot raise ${stale.length === 1 ? 'it' : 'them'})`);
    }
    else
        out.problems.push({
            rule: 'docstring.stale-entry',
            message: `The docstring of ${subject} says it raises ${stale.map((n) => `\`${n}\``).join(', ')}, which its body cannot raise.`,
        });
    return out;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/review-class-docstring.ts


const review_class_docstring_bare = (name) => name.replace(/^[\\*]+/, '').replace(/\\/g, '');
const quoted = (names) => {
    const all = names.map((n) => `\`${n}\``);
    return all.length === 1
        ? (all[0] ?? '')
        : `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
};
function documentedEntries(sections, lines) {
    // `:type x:` repeats a `:param x:`; it names no entry of its own.
    return sections.flatMap((s) => s.entries.filter((e) => e.name && !/^:type/.test(lines[e.start]?.trim() ?? '')));
}
/**
 * Checks one kind of entry: an entry whose name the change renamed (the old
 * name gone, the new one at the same place and undocumented) follows it; an
 * entry whose name the change removed goes when the class alone decides its
 * names; any other entry that names nothing the class has is a finding.
 */
function checkEntries(check, lines, style, subject, out) {
    if (check.sections.length === 0)
        return;
    const documented = documentedEntries(check.sections, lines);
    const known = new Set(check.now);
    // Only entries that name an identifier (`www-authenticate` names a header).
    const names = [...new Set(documented.map((e) => review_class_docstring_bare(e.name)))].filter((n) => /^\w+$/.test(n));
    const stale = names.filter((name) => !known.has(name) && !check.alsoKnown.has(name));
    if (stale.length === 0)
        return;
    const undocumented = check.now.filter((name) => !names.includes(name));
    // Only a rename read from the base revision is followed: nothing is guessed.
    const renames = Array.isArray(check.before)
        ? pairRenames(stale, undocumented, check.before, check.now)
        : [];
    for (const [from, to] of renames) {
        for (const entry of documented.filter((e) => e.name === from))
            out.edits.push({
                start: entry.start,
                end: entry.start + 1,
                lines: [renameIn(lines[entry.start] ?? '', from, to)],
            });
        out.repairs.push(`renamed the entry for ${from} to ${to}`);
    }
    const left = stale.filter((name) => !renames.some(([from]) => from === name));
    const removed = left.filter((name) => Array.isArray(check.before) && check.before.includes(name));
    if (check.removable && removed.length > 0) {
        for (const section of check.sections)
            (0,arrays/* appendAll */.u2)(out.edits, removals(lines, section, removed, style));
        out.repairs.push(`removed the entr${removed.length === 1 ? 'y' : 'ies'} for ${removed.join(', ')} (no such ${check.what[0].split(' ').at(-1) === 'class' ? 'attribute' : 'parameter'})`);
    }
    // An entry the base does not explain, or one a base class may still give, is stated, not removed.
    const said = left.filter((name) => (removed.includes(name) ? !check.removable : check.complete));
    if (said.length > 0)
        out.problems.push({
            rule: 'docstring.stale-entry',
            message: `The docstring of ${subject} documents ${quoted(said)}, which ${said.length === 1 ? `is not ${check.what[0]}` : `are not ${check.what[1]}`}.`,
        });
}
/**
 * Holds a class's docstring to its class: the entries of its Args (or
 * Parameters, `:param`, Markdown) sections to its constructor's parameters
 * (`__init__`, `__new__`, or the fields of a dataclass, attrs class,
 * NamedTuple, TypedDict or pydantic model), and its Attributes entries to the
 * fields and attributes it has, with renames and removals read from the base.
 */
function reviewClassDocstring(contract, before, lines, sections, style, subject) {
    const out = { edits: [], repairs: [], problems: [] };
    const params = contract.params;
    if (params !== null) {
        // `*items` is documented as `items` (or `*items`): its name counts like any other.
        const now = params.map((p) => review_class_docstring_bare(p.name));
        const takesKeywords = params.some((p) => p.kind === 'var_keyword');
        const previous = before === undefined ? undefined : before === null ? null : before.params;
        checkEntries({
            sections: sections.filter((s) => s.kind === 'params'),
            now,
            before: previous === null || previous === undefined
                ? previous
                : previous
                    .filter((p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword')
                    .map((p) => review_class_docstring_bare(p.name)),
            // A field documented under Args (one with `init=False`) still names something real.
            alsoKnown: new Set(contract.fields),
            // With **kwargs, a name that was never a parameter may be one of its keys.
            complete: contract.paramsComplete && !takesKeywords,
            removable: contract.paramsComplete,
            what: ['a parameter of its constructor', 'parameters of its constructor'],
        }, lines, style, subject, out);
    }
    checkEntries({
        sections: sections.filter((s) => s.kind === 'attributes'),
        now: contract.fields,
        before: before === undefined ? undefined : before === null ? null : before.fields,
        alsoKnown: new Set([...contract.names, ...(params ?? []).map((p) => review_class_docstring_bare(p.name))]),
        complete: contract.complete,
        removable: contract.complete,
        what: ['an attribute of the class', 'attributes of the class'],
    }, lines, style, subject, out);
    return out;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/example-agreement.ts
const example_agreement_escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The modules an example may reach the function through: those it imports. */
function importedModules(lines) {
    const names = new Set();
    for (const line of lines) {
        const imported = /^\s*>>>\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?\s*$/.exec(line);
        if (imported)
            names.add(imported[2] ?? (imported[1] ?? '').split('.')[0] ?? '');
    }
    return names;
}
/**
 * Examples that await a function the change made synchronous: `>>> r = await
 * httpx.request(...)` after `async def request` became `def request`. Awaiting
 * what it returns now raises a TypeError, so the example no longer holds, and
 * the one repair is to drop the `await`. Only a module-level function is held
 * to this, called by its name alone or through a module the example imports: a method of the same name may belong to another, still asynchronous,
 * class.
 */
function reviewAwaitedExamples(signature, before, lines, subject) {
    const out = { rewrites: [], problems: [], judged: [] };
    if (signature.node_type !== 'function' || signature.is_async || before?.is_async !== true)
        return out;
    const through = importedModules(lines);
    const call = new RegExp(`^(\\s*(?:>>>|\\.\\.\\.)\\s.*?)\\bawait\\s+((?:(\\w+)(?:\\.\\w+)*\\.)?${example_agreement_escape(signature.name)}\\s*\\()`);
    lines.forEach((line, index) => {
        const match = call.exec(line);
        if (!match)
            return;
        const root = match[3];
        if (root !== undefined && !through.has(root))
            return;
        const rewritten = line.replace(call, '$1$2');
        out.judged.push('example');
        out.rewrites.push({
            edit: { start: index, end: index + 1, lines: [rewritten] },
            repair: `removed the await from the example \`${rewritten.trim()}\` (${signature.name} is no longer a coroutine function)`,
            finding: {
                rule: 'docstring.contradicted',
                message: `The docstring of ${subject} has an example that awaits \`${signature.name}\`, which the change made synchronous: \`${line.trim()}\` no longer holds.`,
            },
        });
    });
    return out;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/type-agreement.ts


const ALIASES = {
    ...TYPE_ALIASES,
    Type: 'type',
    NoneType: 'None',
};
const BUILTINS = new Set([
    'str',
    'bytes',
    'bytearray',
    'int',
    'float',
    'bool',
    'complex',
    'list',
    'dict',
    'tuple',
    'set',
    'frozenset',
    'type',
    'object',
]);
/**
 * Parses a type expression (`Optional[List[int]]`, `int | None`, `"Foo"`);
 * undefined for anything else, prose included (`int or str`, `array-like`).
 */
function parseType(text) {
    const tokens = text.match(/\.\.\.|"[^"]*"|'[^']*'|[A-Za-z_][\w.]*|-?\d+|[[\],|]|\S/g) ?? [];
    let at = 0;
    const union = () => {
        const members = [];
        for (;;) {
            const one = atom();
            if (!one)
                return undefined;
            (0,arrays/* appendAll */.u2)(members, one);
            if (tokens[at] !== '|')
                return members;
            at += 1;
        }
    };
    const atom = () => {
        const token = tokens[at];
        if (token === undefined)
            return undefined;
        at += 1;
        if (/^["']/.test(token))
            return parseType(token.slice(1, -1)) ?? [{ name: token, args: [] }];
        if (token === '...' || /^-?\d+$/.test(token))
            return [{ name: token, args: [] }];
        if (token === '[') {
            const args = list(']');
            return args && [{ name: '[]', args }];
        }
        if (!/^[A-Za-z_][\w.]*$/.test(token) || /\.$|\.\./.test(token))
            return undefined;
        if (tokens[at] !== '[')
            return [{ name: token, args: [] }];
        at += 1;
        const args = list(']');
        return args && [{ name: token, args }];
    };
    const list = (close) => {
        const args = [];
        while (tokens[at] !== close) {
            const one = union();
            if (!one)
                return undefined;
            // A union inside brackets stays one argument.
            args.push(one.length === 1 ? one[0] : { name: 'Union', args: one });
            if (tokens[at] === ',')
                at += 1;
            else if (tokens[at] !== close)
                return undefined;
        }
        at += 1;
        return args;
    };
    const parsed = union();
    return parsed && at === tokens.length ? parsed : undefined;
}
const type_agreement_lastPart = (name) => name.split('.').pop() ?? name;
/** What a documented type says once its qualifiers go: `int, optional` says `int`. */
function documentedCore(text) {
    return text
        .trim()
        .replace(/,?\s*(?:optional|default[:= ].*|defaults? to .*|by default.*)$/i, '')
        .trim();
}
/**
 * The members of a type written in code or in a docstring; undefined when it
 * is not a plain type expression. A docstring's lower-case word that is not a
 * builtin (`callable`, `iterable`, `ndarray`) is prose, not a type to compare.
 */
function typeMembers(text, fromDocstring) {
    const cleaned = (fromDocstring ? documentedCore(text) : text.trim())
        .replace(/:(?:class|obj|data|type):/g, '')
        .replace(/[`~]/g, '')
        .replace(/\btyping(?:_extensions)?\./g, '');
    if (cleaned === '')
        return undefined;
    const parsed = parseType(cleaned);
    if (!parsed)
        return undefined;
    const names = new Set();
    let none = false;
    let anything = false;
    let prose = false;
    const visit = (node) => {
        const name = type_agreement_lastPart(node.name);
        if (name === 'Union')
            return node.args.forEach(visit);
        if (name === 'Optional') {
            none = true;
            return node.args.forEach(visit);
        }
        const key = ALIASES[name] ?? name;
        if (key === 'None')
            none = true;
        else if (key === 'Any' || key === 'object')
            anything = true;
        else if (fromDocstring && !BUILTINS.has(key) && !/^[A-Z]/.test(key) && !node.name.includes('.'))
            prose = true;
        else
            names.add(key);
    };
    parsed.forEach(visit);
    if (prose || (names.size === 0 && !none && !anything))
        return undefined;
    return { names, none, anything };
}
const subset = (a, b) => [...a].every((name) => b.has(name));
const sameNames = (a, b) => a.size === b.size && subset(a, b);
/** An annotated parameter's type as the code means it: a default of None lets None in. */
function annotated(param) {
    if (!param.annotation)
        return undefined;
    const members = typeMembers(param.annotation, false);
    return members && { ...members, none: members.none || param.default === 'None' };
}
// Types that say what shape a value has, not what it is: a docstring naming one
// (`Iterable[Segment]` for `Sequence[Segment]`) is a looser truth, not a contradiction.
const STRUCTURAL = new Set([
    'Iterable',
    'Iterator',
    'Sequence',
    'MutableSequence',
    'Collection',
    'Container',
    'Mapping',
    'MutableMapping',
    'AbstractSet',
    'MutableSet',
    'Generator',
    'AsyncIterable',
    'AsyncIterator',
    'AsyncGenerator',
    'Awaitable',
    'Coroutine',
    'Callable',
    'Hashable',
    'Sized',
    'Reversible',
    'IO',
    'TextIO',
    'BinaryIO',
    'Literal',
    'PathLike',
    'Deque',
    'DefaultDict',
    'OrderedDict',
    'Counter',
    'ChainMap',
]);
// A type variable (`T`, `_T`, `KT`): what it stands for is not written there.
const TYPE_VARIABLE = /^_?[A-Z][A-Z0-9]?$|^_T/;
const specific = (name) => !BUILTINS.has(name) && !STRUCTURAL.has(name);
/**
 * True when a documented type agreed with the annotation at the base and the
 * change's new annotation leaves it behind: a class or alias the docstring
 * names (`AlignValues`, `ConsoleRenderable`) that the annotation no longer
 * has, or a None the docstring lets in that the annotation no longer does.
 * What maintainers leave as it is stays quiet: a builtin or a structural type
 * (`str` for a `Literal` alias, `Iterable[X]` for `Sequence[X]`), a docstring
 * that says less than the annotation (`int` for `Union[int, str]`), a union
 * the change named with one alias (`Union[str, Style]` for `StyleType`), and
 * a type variable in the annotation.
 */
function leftBehind(documented, base, head) {
    if (documented.anything || base.anything || head.anything)
        return false;
    if (sameNames(base.names, head.names) && base.none === head.none)
        return false;
    const agreed = subset(documented.names, base.names) && (!documented.none || base.none);
    if (!agreed || [...head.names].some((name) => TYPE_VARIABLE.test(name)))
        return false;
    if (documented.none && !head.none)
        return true;
    const gone = [...documented.names].filter((name) => specific(name) && !head.names.has(name));
    const aliased = documented.names.size > 1 && head.names.size === 1;
    return gone.length > 0 && !aliased;
}
const type_agreement_escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The annotation as a docstring writes it: a forward reference's quotes go. */
function asDocumented(annotation) {
    const text = annotation.trim();
    // A Literal's strings are values, not forward references.
    if (/\bLiteral\[/.test(text))
        return text.replace(/^(["'])(.*)\1$/, '$2');
    return text.replace(/(["'])([A-Za-z_][\w.]*)\1/g, '$2');
}
/** Where an entry's type is written, in the entry's own style: a pattern whose group 2 is the type. */
function typePatterns(style, name, core) {
    const n = `\\**${type_agreement_escape(name)}`;
    const t = type_agreement_escape(core);
    if (style === 'google')
        return [new RegExp(`^(\\s*${n}\\s*\\(\\s*)(${t})(?=\\s*[,)])`)];
    if (style === 'numpy')
        return [new RegExp(`^(\\s*${n}\\s+:\\s+)(${t})(?=\\s*(?:,|$))`)];
    if (style === 'sphinx')
        return [
            new RegExp(`^(\\s*:type\\s+${n}\\s*:\\s*)(${t})(?=\\s*(?:,|$))`),
            new RegExp(`^(\\s*:(?:param|parameter|arg|argument|key|keyword)\\s+)(${t})(?=\\s+${n}\\s*:)`),
        ];
    return [];
}
/** The one edit that rewrites the entry's type, or undefined when it is not found exactly once. */
function rewriteType(lines, sections, style, name, core, replacement) {
    const spans = sections
        .filter((s) => s.kind === 'params')
        .flatMap((s) => s.entries.filter((e) => e.name.replace(/^\*+/, '') === name));
    const found = [];
    for (const span of spans)
        for (let index = span.start; index < span.end; index += 1) {
            const line = lines[index] ?? '';
            for (const pattern of typePatterns(style, name, core)) {
                const match = pattern.exec(line);
                if (!match)
                    continue;
                const rewritten = line.replace(pattern, `$1${replacement.replace(/\$/g, '$$$$')}`);
                found.push({ start: index, end: index + 1, lines: [rewritten] });
            }
        }
    return found.length === 1 ? found[0] : undefined;
}
/**
 * Google entries the layout finds that the parser does not (an Args section
 * indented under the summary), with the type their own line writes.
 */
function unparsedEntries(parsed, lines, sections, style) {
    if (style !== 'google')
        return [];
    const known = new Set(parsed.map((e) => e.name.replace(/^\*+/, '')));
    return sections
        .filter((s) => s.kind === 'params')
        .flatMap((s) => s.entries)
        .flatMap((span) => {
        const name = span.name.replace(/^\*+/, '');
        const type = /^\s*\**\w+\s*\(([^()]*)\)\s*:/.exec(lines[span.start] ?? '')?.[1];
        return known.has(name) || !type ? [] : [{ name, type, description: '' }];
    });
}
/**
 * Documented parameter types the change's annotations left behind: an entry
 * whose type agreed with the parameter's annotation at the base revision and
 * no longer does now the annotation changed (`align (AlignValues)` after
 * `align: AlignValues` became `align: AlignMethod`). Both types must be plain
 * type expressions; prose (`int or str`, `array-like`, `callable`) is never
 * held to an annotation. The type is rewritten to the annotation, qualifiers
 * such as `, optional` kept, when that is the one right repair; otherwise the
 * entry is named in a finding.
 */
function reviewDocumentedTypes(params, previous, entries, lines, sections, style, subject) {
    const out = { rewrites: [], problems: [], judged: [] };
    if (!previous)
        return out;
    for (const entry of [...entries, ...unparsedEntries(entries, lines, sections, style)]) {
        const name = entry.name.replace(/^\*+/, '');
        const param = params.find((p) => p.name.replace(/^\*+/, '') === name);
        const old = previous.find((p) => p.name.replace(/^\*+/, '') === name);
        if (!entry.type || !param || !old || param.kind.startsWith('var_'))
            continue;
        const documented = typeMembers(entry.type, true);
        const head = annotated(param);
        const base = annotated(old);
        if (!documented || !head || !base || !leftBehind(documented, base, head))
            continue;
        out.judged.push(name);
        const annotation = param.annotation ?? '';
        const written = asDocumented(annotation);
        // A None the default lets in, which the annotation does not write, would be lost.
        const losesNone = documented.none && head.none && typeMembers(written, false)?.none !== true;
        const edit = losesNone
            ? undefined
            : rewriteType(lines, sections, style, name, documentedCore(entry.type), written);
        const finding = {
            rule: 'docstring.contradicted',
            message: `The docstring of ${subject} documents \`${name}\` as \`${documentedCore(entry.type)}\`, but the change annotated it \`${annotation}\`.`,
        };
        if (edit)
            out.rewrites.push({
                edit,
                repair: `rewrote the type of ${name} to ${written}, as annotated`,
                finding,
            });
        else
            out.problems.push(finding);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/return-type-agreement.ts

const return_type_agreement_escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const return_type_agreement_blank = (line) => (line ?? '').trim() === '';
/** The first non-blank line after `index`, or -1. */
function nextWritten(lines, index) {
    for (let at = index + 1; at < lines.length; at += 1)
        if (!return_type_agreement_blank(lines[at]))
            return at;
    return -1;
}
/** The lines that may write the return type, with the pattern whose group 2 is the type. */
function returnTypeLines(lines, style, core) {
    const t = return_type_agreement_escape(core);
    if (style === 'sphinx')
        return lines.flatMap((line, index) => /^\s*:rtype:/.test(line)
            ? [{ index, pattern: new RegExp(`^(\\s*:rtype:\\s*)(${t})(?=\\s*$)`) }]
            : []);
    if (style === 'google')
        return lines.flatMap((line, index) => /^\s*Returns?:\s*$/.test(line)
            ? [{ index: nextWritten(lines, index), pattern: new RegExp(`^(\\s*)(${t})(?=\\s*:)`) }]
            : []);
    if (style === 'numpy')
        return lines.flatMap((line, index) => /^\s*Returns\s*$/.test(line) && /^\s*-{3,}\s*$/.test(lines[index + 1] ?? '')
            ? [
                {
                    index: nextWritten(lines, index + 1),
                    pattern: new RegExp(`^(\\s*(?:\\w+\\s+:\\s+)?)(${t})(?=\\s*$)`),
                },
            ]
            : []);
    return [];
}
/** The one edit that rewrites the return type, or undefined when it is not found exactly once. */
function rewriteReturnType(lines, style, core, replacement) {
    const found = returnTypeLines(lines, style, core).flatMap(({ index, pattern }) => {
        const line = lines[index] ?? '';
        if (index < 0 || !pattern.test(line))
            return [];
        const rewritten = line.replace(pattern, `$1${replacement.replace(/\$/g, '$$$$')}`);
        return [{ start: index, end: index + 1, lines: [rewritten] }];
    });
    return found.length === 1 ? found[0] : undefined;
}
/**
 * A documented return type the change's return annotation left behind, as
 * {@link reviewDocumentedTypes} holds a parameter's: `Returns: Text: ...` or
 * `:rtype: Text` that agreed with `-> Text` at the base and not with the new
 * `-> RenderableType`. Rewritten to the annotation when found in one place,
 * else named in a finding.
 */
function reviewDocumentedReturn(signature, before, current, lines, style, subject) {
    const out = { rewrites: [], problems: [], judged: [] };
    const type = current.documented.returns?.type;
    const now = signature.returns;
    const old = before?.returns;
    if (!type || !now || !old || signature.is_generator || before?.is_generator)
        return out;
    const documented = typeMembers(type, true);
    const head = typeMembers(now, false);
    const base = typeMembers(old, false);
    if (!documented || !head || !base || !leftBehind(documented, base, head))
        return out;
    out.judged.push('return');
    const core = documentedCore(type);
    const written = asDocumented(now);
    const finding = {
        rule: 'docstring.contradicted',
        message: `The docstring of ${subject} says it returns \`${core}\`, but the change annotated it to return \`${now}\`.`,
    };
    const edit = rewriteReturnType(lines, style, core, written);
    if (edit)
        out.rewrites.push({
            edit,
            repair: `rewrote the return type to ${written}, as annotated`,
            finding,
        });
    else
        out.problems.push(finding);
    return out;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/review-node-docstring.ts








/**
 * Checks a node's docstring against its code: a function's as
 * {@link reviewDocstring} does, then the rest of its facts (what it returns
 * or yields, its documented types, the exceptions it can raise); a class's
 * against its class (its constructor's parameters and its attributes). For
 * both, documented types the change's annotations left behind, and examples
 * that await a function the change made synchronous.
 */
function reviewNodeDocstring(signature, current, style, habits, before, classes, body) {
    const review = reviewDocstring(signature, current, style, habits, before);
    if (current.docstring === null || review.problems.some((p) => p.rule === 'docstring.style'))
        return review;
    const lines = current.docstring.split('\n');
    const subject = `\`${signature.name}\``;
    const sections = docstringLayout(lines, style);
    const own = signature.node_type === 'class' && classes
        ? reviewClassDocstring(classes.now, classes.before, lines, sections, style, subject)
        : body
            ? reviewFacts(signature, before, current, lines, sections, style, body, subject)
            : undefined;
    const types = documentedTypes(signature, before, classes, current, lines, sections, style, subject);
    if (!own && types.problems.length === 0 && types.rewrites.length === 0)
        return review;
    const merged = withTypes(own ?? { edits: [], repairs: [], problems: [] }, types, review.edits);
    return withOwn(review, merged, lines);
}
/** The types the change's annotations left behind, for a constructor's or a function's parameters. */
function documentedTypes(signature, before, classes, current, lines, sections, style, subject) {
    const ofClass = signature.node_type === 'class' && classes;
    const params = ofClass ? (classes.now.params ?? []) : signature.params;
    const previous = ofClass ? classes.before?.params : before?.params;
    const types = reviewDocumentedTypes(params, previous, current.documented.params, lines, sections, style, subject);
    if (ofClass)
        return types;
    const more = [
        reviewDocumentedReturn(signature, before, current, lines, style, subject),
        reviewAwaitedExamples(signature, before, lines, subject),
    ];
    return {
        rewrites: [...types.rewrites, ...more.flatMap((m) => m.rewrites)],
        problems: [...types.problems, ...more.flatMap((m) => m.problems)],
        judged: [...types.judged, ...more.flatMap((m) => m.judged)],
    };
}
/**
 * The facts' review with the types' added: a type this check spoke for is not
 * named twice, and a type's rewrite on a line another repair edits is a finding.
 */
function withTypes(own, types, earlier) {
    // The function's own repairs come first: a rewrite beside them is said, not made.
    const waits = earlier !== undefined;
    const overlaps = (edit) => own.edits.some((other) => edit.start < other.end && other.start < edit.end);
    const problems = own.problems.filter((p) => !types.judged.some((name) => p.message.includes(`documents \`${name}\` as`)));
    const out = { edits: [...own.edits], repairs: [...own.repairs], problems };
    for (const { edit, repair, finding } of types.rewrites)
        if (waits || overlaps(edit))
            out.problems.push(finding);
        else {
            out.edits.push(edit);
            out.repairs.push(repair);
        }
    (0,arrays/* appendAll */.u2)(out.problems, types.problems);
    return out;
}
function withOwn(review, own, lines) {
    // The function's own repairs come first; a fact's repair waits for a docstring they leave alone.
    if (review.edits && own.edits.length > 0)
        return { ...review, problems: [...review.problems, ...own.problems] };
    const problems = [...review.problems, ...own.problems];
    if (own.edits.length === 0)
        return { ...review, problems };
    return {
        repaired: applyEdits(lines, own.edits).join('\n'),
        edits: own.edits,
        repairs: own.repairs,
        problems,
    };
}

// EXTERNAL MODULE: ./src/ops/shared/result-budget.ts
var result_budget = __webpack_require__(3433);
;// CONCATENATED MODULE: ./src/languages/python/docstring/read-current-docstring.ts





/**
 * `read_current_docstring()`: the node's docstring as Python reads it, taken
 * apart (summary, description, what each section documents), with the style
 * it is written in and the style this project writes.
 */
const readCurrentDocstring = async (_args, context) => {
    const { style } = await projectDocstringStyle(context);
    return withNodeSyntax(context, ({ here, owner }) => {
        const { current, lines } = currentDocstring(owner, style);
        const whole = {
            node: here.node.full_name,
            node_type: here.node.node_type,
            file: here.node.file_path,
            lines,
            ...current,
        };
        // The parts repeat the docstring's text: they go first, its end last.
        // The budget is what the style context, which comes first, leaves.
        const fitted = (0,result_budget/* fitResult */.d)(whole, [
            {
                leaves_out: 'the description and other sections (they are in docstring)',
                apply: (r) => ({ ...r, description: null, other_sections: [] }),
            },
            {
                leaves_out: "the documented entries' descriptions (they are in docstring)",
                apply: (r) => ({ ...r, documented: withoutDescriptions(r.documented) }),
            },
            {
                leaves_out: 'the end of the docstring (repair_docstring works on all of it)',
                apply: (r) => ({ ...r, docstring: r.docstring && `${r.docstring.slice(0, 2000)}…` }),
            },
        ], context.resultBudget);
        return fitted;
    });
};
/** A definition's docstring taken apart, and the lines of its literal (null when it has none). */
function currentDocstring(owner, style) {
    const existing = tryDocstringOf(owner);
    const parsed = existing ? parseDocstring(existing.value) : undefined;
    const current = {
        has_docstring: existing !== undefined,
        docstring: existing?.value ?? null,
        summary: parsed?.summary ?? null,
        description: parsed?.description ?? null,
        other_sections: parsed?.other_sections ?? [],
        detected_style: parsed?.style ?? null,
        style,
        documented: parsed?.documented ?? {
            params: [],
            returns: null,
            yields: null,
            raises: [],
            attributes: [],
        },
    };
    const lines = existing
        ? { start: existing.literal.startPosition.row + 1, end: existing.literal.endPosition.row + 1 }
        : null;
    return { current, lines };
}
function withoutDescriptions(documented) {
    const bare = (entry) => ({ ...entry, description: '' });
    return {
        params: documented.params.map(bare),
        returns: documented.returns && bare(documented.returns),
        yields: documented.yields && bare(documented.yields),
        raises: documented.raises.map(bare),
        attributes: documented.attributes.map(bare),
    };
}

;// CONCATENATED MODULE: ./src/languages/python/docstring/review-owner.ts










/** What reviewing a node's docstring needs of the project and the base revision, read once. */
async function docstringReviewInputs(context) {
    const { style } = await projectDocstringStyle(context);
    return {
        style,
        habits: await projectDocstringHabits(context),
        before: await signatureBefore(context),
        contractBefore: await classContractBefore(context),
    };
}
/**
 * The node's docstring reviewed against its code: the repair tool and the
 * coverage check judge the same docstring the same way. A constructor
 * documented on its class is held to the class's docstring, and answers for
 * its parameters there, nothing more.
 */
function reviewOwnerDocstring(inputs, owner, node) {
    const onClass = tryConstructorDocumentedOnClass(owner, inputs.style);
    const documented = onClass ?? owner;
    const { current: read, lines } = currentDocstring(documented, inputs.style);
    // A `\n` escape Python reads as a line break: the docstring is judged as its author wrote it.
    const written = docstringAsWritten(documented);
    const current = written === undefined ? read : asWritten(read, written);
    const reviewed = reviewNodeDocstring(signatureDocumentedOn(readSignature(owner, node), onClass), current, inputs.style, inputs.habits, inputs.before, classContractsOf(owner, inputs.contractBefore), onClass ? undefined : readBodyFacts(owner));
    const broken = read.docstring === null ? [] : brokenLine(read.docstring, current, node.name);
    const review = { ...reviewed, problems: [...broken, ...reviewed.problems] };
    return { documented, current, lines, review };
}
function asWritten(read, docstring) {
    const parsed = parseDocstring(docstring);
    return {
        ...read,
        docstring,
        summary: parsed.summary,
        description: parsed.description,
        other_sections: parsed.other_sections,
        detected_style: parsed.style,
        documented: parsed.documented,
    };
}
/**
 * The entries a `\n` escape cuts off: those its section holds as written
 * but not as Python reads it (help(), Sphinx). Said once, naming them.
 */
function brokenLine(value, written, name) {
    if (written.docstring === null || written.docstring === value)
        return [];
    const entries = (text) => docstringLayout(text.split('\n'), written.style).flatMap((section) => section.entries.flatMap((entry) => (entry.name ? [entry.name] : [])));
    const read = new Set(entries(value));
    const cut = [...new Set(entries(written.docstring))].filter((entry) => !read.has(entry));
    if (cut.length === 0)
        return [];
    const listed = cut.map((entry) => `\`${entry}\``);
    const named = listed.length === 1
        ? `the entry for ${listed[0] ?? ''} falls`
        : `the entries for ${listed.slice(0, -1).join(', ')} and ${listed.at(-1) ?? ''} fall`;
    return [
        {
            rule: 'docstring.escaped-line-break',
            message: `The docstring of \`${name}\` writes \`\\n\` in a string that is not raw: Python reads a line break there, and ${named} out of its section. Write \`\\\\n\`, or make the docstring raw (\`r"""\`).`,
        },
    ];
}

;// CONCATENATED MODULE: ./src/languages/python/docstring/docstring-check.ts





/**
 * Check `docstring.coverage`: what the node's docstring, as the op left it,
 * still lacks or gets wrong — no docstring, undocumented or unknown
 * parameters, an undocumented return value, another style — as findings on
 * the docstring's lines (the definition's first line when there is none),
 * and a mechanical repair still due (one the op could not make in place).
 * No docstring is asked in examples or documentation tooling, of a method
 * that overrides one the project documents, of a class whose `__init__` has
 * one, of a def whose decorator is given a documented function of the file
 * (and copies its docstring), or in a file whose public functions (or, for a file with too
 * few, the functions around it) are mostly undocumented.
 */
const docstringCoverageCheck = async (context) => {
    const inputs = await docstringReviewInputs(context);
    const documentedMethods = await projectDocumentedMethods(context);
    const around = await projectFunctionDocsAround(context);
    return withNodeSyntax(context, ({ here, owner, root }) => {
        const { lines, review } = reviewOwnerDocstring(inputs, owner, here.node);
        // A repair still due is one the op could not make in the author's lines: said, not lost.
        const problems = [...review.problems, ...unrepaired(here.node.name, review.repairs)];
        const start = lines?.start ?? here.node.start_line;
        // A missing docstring is asked for only where the file's own code is documented.
        const excused = missingDocstringExcuse(root, owner.definition, documentedMethods, () => around, here.node.file_path) !== undefined;
        return problems
            .filter((problem) => problem.rule !== 'docstring.missing' || !excused)
            .map((problem) => ({
            rule: problem.rule,
            message: problem.message,
            path: here.node.file_path,
            start_line: start,
            end_line: lines?.end ?? start,
            severity: problem.rule === 'docstring.missing' ? 'notice' : 'warning',
        }));
    });
};

;// CONCATENATED MODULE: ./src/languages/python/docstring/read-type-hints.ts


/**
 * `read_type_hints()`: what the node's code says a docstring should cover:
 * parameters (annotation, default, kind; no self/cls), the return
 * annotation and whether a value is returned, generators and their yield
 * type, raised exceptions, and a class's `__init__` attributes.
 */
const readTypeHints = (_args, context) => withNodeSyntax(context, ({ here, owner }) => readSignature(owner, here.node));

;// CONCATENATED MODULE: ./src/languages/python/docs/literal-edits.ts



/**
 * The file row of each line of the docstring's value, read the way
 * `inspect.cleandoc` reads the literal (the first line after the quotes, the
 * others without their common indentation, blank edges dropped), each line's
 * escapes resolved on their own; or undefined when the literal does not read
 * back as `value` that way (an escaped newline, a line continued by a
 * backslash, concatenated strings): then it cannot be edited line by line.
 */
function valueRows(fileLines, rows, value) {
    const first = fileLines[rows.startRow] ?? '';
    const opening = tryStringOpening(first.slice(first.search(/\S/)));
    if (!opening)
        return undefined;
    const { quote } = opening;
    const bodyStart = first.search(/\S/) + opening.length;
    const contents = [first.slice(bodyStart)];
    for (let row = rows.startRow + 1; row <= rows.endRow; row++)
        contents.push(fileLines[row] ?? '');
    const last = contents.length - 1;
    const closing = (contents[last] ?? '').lastIndexOf(quote);
    if (closing === -1)
        return undefined;
    contents[last] = (contents[last] ?? '').slice(0, closing);
    let margin = Number.POSITIVE_INFINITY;
    for (const line of contents.slice(1))
        if (line.trim() !== '')
            margin = Math.min(margin, line.length - line.trimStart().length);
    if (margin === Number.POSITIVE_INFINITY)
        margin = 0;
    const escapes = !opening.raw;
    const decode = (line) => (escapes ? decodePythonEscapes(line).text : line);
    const lines = contents.map((line, i) => decode(i === 0 ? line.trimStart() : line.slice(margin)));
    const kept = lines.map((_, i) => i);
    while (kept.length > 0 && (lines[kept[0] ?? 0] ?? '').trim() === '')
        kept.shift();
    while (kept.length > 0 && (lines[kept.at(-1) ?? 0] ?? '').trim() === '')
        kept.pop();
    if (kept.map((i) => (lines[i] ?? '').trimEnd()).join('\n') !== value)
        return undefined;
    return { rows: kept.map((i) => rows.startRow + i), margin, escapes };
}
/**
 * Applies edits of a docstring's value to the file's own lines, keeping
 * everything else as the author wrote it (quotes, the summary's line, the
 * indentation, blank lines). A line edited in place keeps its indentation;
 * removed lines must be whole lines of the literal (not the ones holding its
 * quotes); inserted lines take the docstring's indentation. Returns
 * undefined when an edit cannot be made that way.
 */
function editLiteral(source, rows, value, edits) {
    const fileLines = source.split('\n');
    const mapped = valueRows(fileLines, rows, value);
    if (!mapped)
        return undefined;
    const valueLines = value.split('\n');
    const quoted = (row) => row === rows.startRow || row === rows.endRow;
    const out = [...fileLines];
    // A line written with a backslash reads otherwise than it is written: edits keep clear of it.
    const escaped = (line) => mapped.escapes && line.includes('\\');
    for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
        const count = edit.end - edit.start;
        if (count > 0 && edit.lines.length === count) {
            for (let i = 0; i < count; i++) {
                const row = mapped.rows[edit.start + i];
                const before = valueLines[edit.start + i] ?? '';
                if (row === undefined || escaped(out[row] ?? '') || !(out[row] ?? '').includes(before))
                    return undefined;
                out[row] = (out[row] ?? '').replace(before, edit.lines[i] ?? '');
            }
        }
        else if (edit.lines.length === 0) {
            const span = mapped.rows.slice(edit.start, edit.end);
            if (span.length !== count || span.some(quoted))
                return undefined;
            out.splice(span[0] ?? 0, span.length);
        }
        else if (count === 0) {
            const after = mapped.rows[edit.start - 1];
            if (after === undefined || after === rows.endRow || edit.lines.some(escaped))
                return undefined;
            const indent = ' '.repeat(mapped.margin);
            (0,arrays/* spliceAll */.C4)(out, after + 1, 0, edit.lines.map((line) => (line ? indent + line : '')));
        }
        else
            return undefined;
    }
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/ops/docstring/repair-result.ts
/**
 * What `repair_docstring` answers in every language: whether the node had
 * documentation, whether the repair changed it (and how), and what the op's
 * coverage check still lists after it.
 */
function repairResult(node, repair, left) {
    return {
        file: node.file_path,
        node: node.full_name,
        has_docstring: repair.has_docstring,
        action: repair.changed ? 'updated' : 'unchanged',
        repairs: repair.changed ? repair.repairs : [],
        problems: left.map((finding) => finding.message),
    };
}

;// CONCATENATED MODULE: ./src/languages/python/docstring/repair-docstring.ts






/**
 * `repair_docstring()`: the repairs that need no judgement, made in place —
 * an entry for a parameter that no longer exists removed, the entry of a
 * renamed parameter renamed, an exception raised on a condition of the
 * parameters added to an existing Raises section — and what is left for a
 * person (or a model) to write, as problems: exactly what the op's
 * `docstring.coverage` check then lists as findings (a missing docstring the
 * file excuses is neither). It never writes prose.
 */
const repairDocstring = async (_args, context) => {
    const inputs = await docstringReviewInputs(context);
    const outcome = await withNodeSyntax(context, ({ here, owner, trees }) => {
        const { documented, current, review } = reviewOwnerDocstring(inputs, owner, here.node);
        const literal = tryDocstringOf(documented);
        // The repair is made in the author's own lines: quotes, layout and wording stay as they are.
        const text = review.edits && literal && current.docstring !== null
            ? editLiteral(here.text, {
                startRow: literal.literal.startPosition.row,
                endRow: literal.literal.endPosition.row,
            }, current.docstring, review.edits)
            : undefined;
        // Parsed incrementally from the file's tree and kept: the discovery after the write reuses it.
        const parses = text !== undefined && trees.withTree(text, (tree) => !tree.rootNode.hasError);
        return { here, current, review, text: parses ? text : undefined };
    });
    const { here, current, review, text } = outcome;
    const changed = text !== undefined && text !== here.text;
    if (changed)
        await context.workspace.writeFile(here.node.file_path, text);
    // What is left is what the op's coverage check will list: one count, in the summary and the findings.
    const left = await docstringCoverageCheck(context);
    return repairResult(here.node, { has_docstring: current.has_docstring, changed, repairs: review.repairs }, left);
};

;// CONCATENATED MODULE: ./src/languages/python/docstring/style-context.ts


/** Context provider `docstring.style`: the docstring style to write, where it comes from, and what it looks like. */
const docstringStyleContext = async (context) => {
    const { style, origin } = await projectDocstringStyle(context);
    const example = styleExample(style)
        .split('\n')
        .map((line) => (line ? `    ${line}` : ''));
    return `Docstring style: ${style} (${origin}). A ${style}-style docstring looks like:\n\n${example.join('\n')}`;
};

;// CONCATENATED MODULE: ./src/languages/python/docs/write-docstring.ts




const replacement = (start, end, before, literal, after = '') => ({ start, end, before, literal, after });
/**
 * Writes `content` as the docstring of `node` through the syntax tree: an
 * existing docstring is replaced in place (keeping its quote character), a
 * new one goes first in the body with the body's own indentation, and a
 * one-line body (`def f(): return 1`) is split onto its own lines. Nothing
 * else in the file changes; the result must parse and read back as `content`.
 */
function writeDocstring(trees, source, node, content) {
    const value = normaliseDocstringText(content);
    if (value.trim() === '')
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the docstring is empty; write at least a summary line');
    let edit;
    let existing;
    let hadErrors = false;
    // The file's tree is the one the tools and discovery share: a version is parsed once.
    const unchanged = trees.withTree(source, (tree) => {
        hadErrors = tree.rootNode.hasError;
        const owner = tryFindOwner(tree.rootNode, node);
        if (!owner)
            throw new core_errors/* RemoraError */.LP('TOOL_001', `${node.full_name} was not found in the parsed file`);
        existing = tryDocstringOf(owner);
        if (existing?.value === value) {
            const lines = lineSpan(source, existing.literal.startIndex, existing.literal.endIndex);
            return { text: source, action: 'unchanged', ...lines };
        }
        edit = planReplacement(source, tree.rootNode, owner, existing, value);
        return undefined;
    });
    if (unchanged)
        return unchanged;
    if (!edit)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the file could not be parsed');
    const text = source.slice(0, edit.start) + edit.before + edit.literal + edit.after + source.slice(edit.end);
    verify(trees, text, node, value, hadErrors);
    const literalStart = edit.start + edit.before.length;
    return {
        text,
        action: existing ? 'updated' : 'added',
        ...lineSpan(text, literalStart, literalStart + edit.literal.length),
    };
}
function planReplacement(source, root, owner, existing, value) {
    const newline = source.includes('\r\n') ? '\r\n' : '\n';
    const literal = (indent) => renderDocstringLiteral(value, {
        quoteChar: existing?.quoteChar ?? '"',
        preferRaw: existing?.raw ?? false,
        indent,
        newline,
    });
    if (owner.definition.type === 'module')
        return moduleReplacement(source, owner, existing, literal(''), newline);
    const body = owner.body;
    const colon = owner.definition.children.filter((c) => c.type === ':').at(-1);
    if (!body || !colon)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the definition has no body to document');
    const statements = statementsOf(body);
    const first = statements[0];
    if (!first)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the definition has no body to document');
    if (first.startPosition.row > colon.endPosition.row) {
        const indent = leadingWhitespace(source, first.startIndex);
        if (existing)
            return replacement(existing.literal.startIndex, existing.literal.endIndex, '', literal(indent));
        const at = lineStart(source, colon.endIndex, 1);
        return replacement(at, at, indent, literal(indent), newline);
    }
    // A one-line body: the docstring and the statements after it move to lines of their own.
    const indent = leadingWhitespace(source, owner.definition.startIndex) + indentUnit(source, root);
    const after = existing ? statements[1] : first;
    if (!after)
        return replacement(colon.endIndex, first.endIndex, newline + indent, literal(indent));
    return replacement(colon.endIndex, after.startIndex, newline + indent, literal(indent), newline + indent);
}
/** A module docstring goes before the first statement (after leading comments), or at the end of a file without any. */
function moduleReplacement(source, owner, existing, literal, newline) {
    if (existing)
        return replacement(existing.literal.startIndex, existing.literal.endIndex, '', literal);
    const first = statementsOf(owner.definition)[0];
    if (first) {
        const at = lineStart(source, first.startIndex, 0);
        return replacement(at, at, '', literal, newline + newline);
    }
    // A file of comments only (or nothing): the docstring goes at the end.
    const gap = source === '' || source.endsWith('\n') ? '' : newline;
    const separator = source.trim() === '' ? '' : newline;
    return replacement(source.length, source.length, gap + separator, literal, newline);
}
/** The offset of the start of the line `offset` is on, or of the line after it (`next = 1`). */
function lineStart(source, offset, next) {
    if (next === 0)
        return source.lastIndexOf('\n', offset - 1) + 1;
    const end = source.indexOf('\n', offset);
    return end === -1 ? source.length : end + 1;
}
function leadingWhitespace(source, offset) {
    const start = lineStart(source, offset, 0);
    return /^[ \t]*/.exec(source.slice(start, offset))?.[0] ?? '';
}
/** One level of the file's indentation, learnt from its first indented block: a tab, or N spaces. */
function indentUnit(source, root) {
    const stack = [root];
    while (stack.length > 0) {
        const node = stack.shift();
        if (!node)
            break;
        if (node.type === 'block' && node.parent) {
            const first = statementsOf(node)[0];
            if (first && first.startPosition.row > node.parent.startPosition.row) {
                const outer = leadingWhitespace(source, node.parent.startIndex);
                const inner = leadingWhitespace(source, first.startIndex);
                if (inner.startsWith(outer) && inner.length > outer.length)
                    return inner.slice(outer.length);
            }
        }
        (0,arrays/* appendAll */.u2)(stack, node.namedChildren);
    }
    return '    ';
}
/** The edit must parse (if the file did) and read back as the docstring that was asked for. */
function verify(trees, text, node, value, hadErrors) {
    // Parsed incrementally from the file's tree, and kept: the discovery after the write reuses it.
    trees.withTree(text, (tree) => {
        if (tree.rootNode.hasError && !hadErrors)
            throw new core_errors/* RemoraError */.LP('TOOL_001', "writing this docstring would break the file's syntax");
        const owner = tryFindOwner(tree.rootNode, node);
        const written = owner ? tryDocstringOf(owner) : undefined;
        if (written?.value !== value)
            throw new core_errors/* RemoraError */.LP('TOOL_001', 'the docstring did not read back as written');
    });
}
function lineSpan(text, start, end) {
    const lineOf = (offset) => text.slice(0, offset).split('\n').length;
    return { start_line: lineOf(start), end_line: lineOf(end) };
}

;// CONCATENATED MODULE: ./src/core/signal/filler.ts
// Words a maintainer deletes on sight, in any language's docs: the kinds of
// filler, and whether a description says more than the name it describes.
// Each language finds them in its own docs (Python's: its folder's docs/filler.ts).
/** Words that carry no information in a description of a name. */
const EMPTY_WORDS = new Set([
    'a',
    'an',
    'the',
    'this',
    'that',
    'its',
    'of',
    'to',
    'for',
    'given',
    'object',
    'value',
    'instance',
    'parameter',
    'argument',
    'param',
    'arg',
    'variable',
    'input',
    'data',
    'is',
    'be',
    'module',
    'function',
    'method',
    'class',
    'perform',
    'performs',
    'do',
    'does',
    'run',
    'runs',
    'handle',
    'handles',
    'execute',
    'executes',
    'process',
    'processes',
    'implement',
    'implements',
    'implementation',
    'helper',
    'utility',
    'utilities',
    'definition',
    'defines',
    'define',
    'file',
    'type',
    'new',
    'init',
    'initialise',
    'initialize',
    'initialises',
    'initializes',
    'constructor',
    'compute',
    'computes',
    'calculate',
    'calculates',
    'get',
    'gets',
    'return',
    'returns',
    'create',
    'creates',
    'construct',
    'constructs',
]);
/** A name or a sentence as a set of lower-case words, camelCase and snake_case split. */
function words(text) {
    return (text
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .match(/[a-z0-9]+/g) ?? []);
}
/** The words of `text` that say something, minus `Defaults to ...` and the words of `name`. */
function informative(text, name) {
    const own = new Set(words(name));
    const body = text.replace(/\bdefaults? (to|is)\b.*$/i, '');
    return words(body).filter((w) => !EMPTY_WORDS.has(w) && !own.has(w) && !own.has(w.replace(/s$/, '')));
}
/** A description that says no more than the name it describes (`ctx: The ctx.`). */
function restatesName(description, name) {
    return description.trim() === '' || informative(description, name).length === 0;
}

;// CONCATENATED MODULE: ./src/languages/python/docs/filler.ts




const RETURN_FILLER = /^(the |a |an )?(result|return( value)?|returned value|output|value|return|response|outcome|none|nothing)s?\.?$/i;
const filler_bare = (name) => name.replace(/^[\\*]+/, '').replace(/\\/g, '');
/** Every problem of `docstring` (its value, as Python reads it) for `subject`. */
function findFillerInDocstring(docstring, subject) {
    const parsed = parseDocstring(docstring);
    const problems = [];
    const summary = parsed.summary ?? '';
    if (subject.node_type === 'file') {
        const stem = (subject.file_path ?? '').split('/').pop()?.replace(/\.py$/, '') ?? '';
        const module = stem === '__init__' ? ((subject.file_path ?? '').split('/').at(-2) ?? '') : stem;
        if (restatesName(summary, module))
            problems.push({
                pattern: 'module-restates-file',
                text: summary,
                advice: 'say what the module provides, not its file name',
            });
    }
    else if (restatesName(summary, subject.name)) {
        problems.push({
            pattern: 'empty-summary',
            text: summary,
            advice: `the summary must say what ${subject.name} does, not restate its name`,
        });
    }
    const annotated = new Map(subject.params.map((p) => [filler_bare(p.name), p.annotation]));
    for (const entry of parsed.documented.params) {
        const name = filler_bare(entry.name);
        if (restatesName(entry.description, name))
            problems.push({
                pattern: 'restated-name',
                text: `${name}: ${entry.description.trim()}`,
                advice: `describe what ${name} means or how it is used; its name is already known`,
            });
        if (entry.type && annotated.get(name))
            problems.push({
                pattern: 'annotated-type',
                text: `${name} (${entry.type})`,
                advice: `leave out the type of ${name}: its annotation gives it`,
            });
    }
    const returns = parsed.documented.returns;
    if (returns) {
        const text = returns.description.trim();
        if (RETURN_FILLER.test(text) || restatesName(text, subject.name))
            problems.push({
                pattern: 'empty-return',
                text: text || '(empty)',
                advice: 'say what is returned, and when it differs',
            });
        if (returns.type && subject.returns && !/^\s*$/.test(subject.returns))
            problems.push({
                pattern: 'annotated-type',
                text: `returns ${returns.type}`,
                advice: 'leave out the return type: the annotation gives it',
            });
    }
    return problems;
}
/** A def line's annotated parameters, as far as one line shows them. */
function annotatedNames(line) {
    // A def line, or one parameter of a signature split over lines (`name: str = "",`).
    const signature = /\bdef\s+\w+\s*\((.*)/.exec(line)?.[1] ??
        (/^\s*\**\w+\s*:\s*[^=,.]+(=[^,]*)?,\s*$/.test(line) ? line : '');
    return [...signature.matchAll(/(?:^|[(,])\s*\**(\w+)\s*:\s*[^,=)]/g)].map((m) => m[1] ?? '');
}
/**
 * Filler in the lines a diff adds, judged from the diff alone: descriptions
 * that restate the name, empty returns, module docstrings that restate the
 * file name, and types that repeat an annotation shown in the same hunk.
 */
function findFillerInDiff(diff) {
    const problems = [];
    let file = '';
    let annotated = new Set();
    for (const line of diff.split('\n')) {
        if (line.startsWith('+++ ')) {
            file = line.slice(4).replace(/^b\//, '').trim();
            continue;
        }
        if (line.startsWith('@@')) {
            annotated = new Set();
            continue;
        }
        if (line.startsWith('-') || line.startsWith('\\'))
            continue;
        const content = line.slice(1);
        for (const name of annotatedNames(content))
            annotated.add(name);
        if (!line.startsWith('+'))
            continue;
        (0,arrays/* appendAll */.u2)(problems, fillerInLine(content, file, annotated));
    }
    return problems;
}
function fillerInLine(content, file, annotated) {
    const found = [];
    const sphinx = /^\s*:param\s+(?:[\w.[\], ]+\s+)?\**(\w+):\s*(.*)$/.exec(content);
    // A sentence after the colon: `name: The name.`, never an annotated assignment in code.
    const google = /^\s+\**(\w+)(?:\s*\(([^)]*)\))?:\s+(\S.*\.)\s*$/.exec(content);
    const entry = sphinx
        ? { name: sphinx[1] ?? '', text: sphinx[2] ?? '' }
        : google
            ? { name: google[1] ?? '', text: google[3] ?? '' }
            : undefined;
    if (entry && entry.name && restatesName(entry.text, entry.name))
        found.push({
            pattern: 'restated-name',
            text: content.trim(),
            advice: 'describe the parameter',
        });
    if (/^\s*(:returns?:|Returns:)?\s*(The result|The return value)\.\s*$/i.test(content) ||
        /^\s*:returns?:\s*(the )?(result|value)\.?\s*$/i.test(content))
        found.push({ pattern: 'empty-return', text: content.trim(), advice: 'say what is returned' });
    const moduleWords = tryModuleDocstringWords(content);
    const stem = file.split('/').pop()?.replace(/\.py$/, '') ?? '';
    if (moduleWords !== undefined &&
        restatesName(moduleWords, stem === '__init__' ? (file.split('/').at(-2) ?? '') : stem))
        found.push({
            pattern: 'module-restates-file',
            text: content.trim(),
            advice: 'say what the module provides',
        });
    const typeLine = /^\s*:type\s+\**(\w+):/.exec(content);
    const typed = typeLine?.[1] ?? (google?.[2] ? google[1] : undefined);
    if (typed && annotated.has(typed))
        found.push({
            pattern: 'annotated-type',
            text: content.trim(),
            advice: 'the annotation gives the type',
        });
    return found;
}
/** The words before "module" in a line opening a triple-quoted docstring: `"""Parser module."""`. */
function tryModuleDocstringWords(content) {
    const line = content.trim();
    const opening = tryStringOpening(line);
    if (!opening || opening.quote.length !== 3 || opening.bytes || opening.interpolated)
        return undefined;
    const text = line.slice(opening.length);
    const inner = text.endsWith(opening.quote) ? text.slice(0, -3) : text;
    return /^\s*([\w ]+?)\s+module\.?\s*$/.exec(inner)?.[1];
}

// EXTERNAL MODULE: ./src/ops/docstring/arguments.ts
var docstring_arguments = __webpack_require__(200);
;// CONCATENATED MODULE: ./src/languages/python/docstring/write-docstring.ts









/**
 * `write_docstring(docstring, style)`: sets the node's docstring to this text
 * (its value: no quotes, no indentation). The tool does the quoting,
 * escaping and indenting, replaces an existing docstring in place and
 * changes nothing else; a style other than the project's is refused.
 */
const write_docstring_writeDocstring = async (args, context) => {
    const { docstring, style } = docstring_arguments/* writeDocstringArguments */.r.parse(args);
    const project = await projectDocstringStyle(context);
    const edit = await withNodeSyntax(context, ({ here, trees, owner }) => {
        if (style !== project.style) {
            throw new core_errors/* RemoraError */.LP('TOOL_001', `this project writes ${project.style}-style docstrings (${project.origin}); write it in ${project.style} style`);
        }
        const written = detectDocstringStyle(docstring);
        if (written && written !== style)
            throw new core_errors/* RemoraError */.LP('TOOL_001', `the docstring's sections are ${written} style, not ${style}`);
        refuseFiller(docstring, owner, here.node);
        return { ...writeDocstring(trees, here.text, here.node, docstring), node: here.node };
    });
    const file = context.node.file_path;
    if (edit.action !== 'unchanged')
        await context.workspace.writeFile(file, edit.text);
    const literal = edit.text
        .split(/\r?\n/)
        .slice(edit.start_line - 1, edit.end_line)
        .join('\n');
    return {
        file,
        node: edit.node.full_name,
        action: edit.action,
        start_line: edit.start_line,
        end_line: edit.end_line,
        written: literal,
    };
};
/**
 * Refuses words a maintainer deletes on sight — a description that restates
 * its name, an empty summary or return, a type an annotation already gives —
 * unless the docstring already had them (a repair keeps the author's text).
 */
function refuseFiller(docstring, owner, node) {
    const signature = readSignature(owner, node);
    const subject = {
        name: signature.name,
        node_type: signature.node_type,
        file_path: node.file_path,
        params: signature.params,
        returns: signature.returns,
    };
    const existing = tryDocstringOf(owner);
    const before = new Set(existing ? findFillerInDocstring(existing.value, subject).map((p) => p.text) : []);
    const fresh = findFillerInDocstring(docstring, subject).filter((p) => !before.has(p.text));
    if (fresh.length === 0)
        return;
    throw new core_errors/* RemoraError */.LP('TOOL_001', `not written: ${fresh.map((p) => `"${p.text}" (${p.advice})`).join('; ')}. Say something the code does not already say, or leave the entry out.`);
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/fixture-loader.ts
const MAX_LINE = 1000;
const escapeRegex = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The folder as a string literal path step: `"fixtures"`, `"tests/fixtures"`, `"./fixtures/"`. */
function folderStep(folder) {
    const last = folder.split('/').pop() ?? folder;
    return `(?:${escapeRegex(folder)}|${escapeRegex(last)})`;
}
/** The folder named by a string literal that ends with it. */
function folderLiteral(folder) {
    return new RegExp(`["'](?:[^"'\\n]*/)?${folderStep(folder)}/?["']`);
}
/** Calls that list a folder, and the pattern each loads when it gives none. */
const LISTINGS = [
    { call: /\bos\.(?:listdir|scandir)\(/, pattern: '*' },
    { call: /\.iterdir\(\s*\)/, pattern: '*' },
    { call: /\bos\.walk\(/, pattern: '**/*' },
];
const GLOB = /(?:\b(?:glob\.)?i?glob|\.r?glob)\(/;
/**
 * The loaders of `folder` in a Python file: calls that glob or list it, on a
 * line that names the folder itself or a name the file assigned it to
 * (`FIXTURES = Path(__file__).parent / "fixtures"`). Reading one known file
 * (`FIXTURES / "cart.json"`) is not a loader.
 */
function findFixtureLoaders(text, folder) {
    const lines = text.split('\n');
    const literal = folderLiteral(folder);
    // Names bound to the folder: an assignment whose value ends with the folder's literal.
    const ending = new RegExp(`${literal.source}\\s*\\)*\\s*(?:#.*)?$`);
    const names = lines
        .filter((line) => line.length <= MAX_LINE)
        .map((line) => /^\s*([A-Za-z_]\w*)\s*(?::[^=]+)?=\s*(.*)$/.exec(line))
        .filter((m) => m !== null && ending.test(m[2]))
        .map((m) => m[1]);
    const named = names.length > 0 ? new RegExp(`\\b(?:${names.map(escapeRegex).join('|')})\\b`) : undefined;
    const loaders = [];
    lines.forEach((line, index) => {
        if (line.length > MAX_LINE || /^\s*#/.test(line))
            return;
        const pattern = loadedPattern(line, folder, literal, named);
        if (pattern !== undefined)
            loaders.push({ line: index + 1, code: line.trim(), pattern });
    });
    return loaders;
}
function loadedPattern(line, folder, literal, named) {
    const glob = GLOB.exec(line);
    if (glob) {
        const args = line.slice(glob.index);
        const recursive = glob[0].startsWith('.rglob');
        // A literal with the folder in it: `glob.glob("tests/fixtures/*.json")`.
        const full = new RegExp(`["'](?:[^"'\\n]*/)?${folderStep(folder)}/([^"'\\n]*[*?[][^"'\\n]*)["']`).exec(args);
        if (full)
            return (recursive ? '**/' : '') + full[1];
        if (!literal.test(line) && !named?.test(line))
            return undefined;
        const given = /["']([^"'\n]*[*?[][^"'\n]*)["']/.exec(args)?.[1];
        if (given === undefined || given.includes('/..') || given.startsWith('..'))
            return undefined;
        return (recursive ? '**/' : '') + given.replace(/^\.\//, '');
    }
    const listing = LISTINGS.find((l) => l.call.test(line));
    if (listing && (literal.test(line) || named?.test(line)))
        return listing.pattern;
    return undefined;
}
/** Whether a loader's pattern takes a file at `relative` (a path inside the folder). */
function loaderTakes(loader, relative) {
    const parts = loader.pattern.split('/').filter(Boolean);
    let source = '';
    parts.forEach((part, i) => {
        const last = i === parts.length - 1;
        if (part === '**') {
            source += last ? '.*' : '(?:[^/]+/)*';
            return;
        }
        const segment = part
            .replace(/[.+^${}()|\\]/g, '\\$&')
            .replace(/\*+/g, '[^/]*')
            .replace(/\?/g, '[^/]');
        source += segment + (last ? '' : '/');
    });
    try {
        return new RegExp(`^${source}$`).test(relative);
    }
    catch {
        return false; // an unbalanced `[` in the project's pattern
    }
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/fixture-layout.ts
/** Folders projects keep fixtures in, most conventional first. */
const FIXTURE_FOLDERS = [
    'tests/fixtures',
    'test/fixtures',
    'tests/data',
    'test/data',
    'fixtures',
    'testdata',
    'tests/testdata',
];
const extensionOf = (path) => /\.[^./]+$/.exec(path)?.[0].toLowerCase() ?? '';
/**
 * Finds the project's fixture folder (the first conventional one that has
 * files; else `<tests root>/fixtures`) and its format: `configured` wins, then
 * the majority of the folder's files (YAML only when it outnumbers JSON), then JSON.
 */
function detectFixtureLayout(files, configured, testsRoot = 'tests') {
    const folders = [];
    for (const folder of FIXTURE_FOLDERS) {
        const inside = files.filter((f) => f.startsWith(`${folder}/`));
        if (inside.length === 0)
            continue;
        const count = (exts) => inside.filter((f) => exts.includes(extensionOf(f))).length;
        const json = count(['.json']);
        const yaml = count(['.yaml', '.yml']);
        folders.push({ folder, json, yaml, other: inside.length - json - yaml });
    }
    const chosen = folders[0];
    const folder = chosen?.folder ?? (testsRoot === '' ? 'fixtures' : `${testsRoot}/fixtures`);
    const yml = files.filter((f) => extensionOf(f) === '.yml').length;
    const yamlExtension = yml > files.filter((f) => extensionOf(f) === '.yaml').length ? '.yml' : '.yaml';
    if (configured)
        return {
            folder,
            folders,
            format: configured,
            formatSource: 'operations.sample_data.format',
            yamlExtension,
        };
    if (chosen && chosen.yaml > chosen.json)
        return {
            folder,
            folders,
            format: 'yaml',
            formatSource: `the YAML files in ${chosen.folder}`,
            yamlExtension,
        };
    if (chosen && chosen.json > 0)
        return {
            folder,
            folders,
            format: 'json',
            formatSource: `the JSON files in ${chosen.folder}`,
            yamlExtension,
        };
    return { folder, folders, format: 'json', formatSource: 'the default', yamlExtension };
}
/**
 * The fixture file for a target: `<folder>/<module>/<target>.<ext>`. An
 * existing file for the target in either format is reused (with its format)
 * unless a format was asked for.
 */
function fixturePathFor(layout, moduleName, target, files, asked) {
    const stem = `${layout.folder}/${moduleName}/${target}`;
    const existing = ['.json', '.yaml', '.yml']
        .map((ext) => `${stem}${ext}`)
        .find((path) => files.includes(path));
    if (existing && !asked)
        return { path: existing, format: extensionOf(existing) === '.json' ? 'json' : 'yaml' };
    const format = asked ?? layout.format;
    return { path: `${stem}${format === 'json' ? '.json' : layout.yamlExtension}`, format };
}
const fixture_layout_MAX_LINE = 1000;
/**
 * Whether a Python file's text reads files from `folder`: a string literal
 * naming the folder (`"tests/fixtures/a.json"`) or its last part as a path
 * step (`Path(__file__).parent / "fixtures"`, `os.path.join(HERE, "data")`).
 */
function readsFixtureFolder(text, folder) {
    const last = folder.split('/').pop() ?? folder;
    const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const step = `(?:${escape(folder)}|${escape(last)})`;
    const reads = new RegExp(`["'](?:[^"'\\n]*/)?${step}(?:/[^"'\\n]*)?["']`);
    // Line by line, and not lines longer than code has: a crafted file cannot make it slow.
    return text.split('\n').some((line) => line.length <= fixture_layout_MAX_LINE && reads.test(line));
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/test-layout.ts

const SKIPPED_SEGMENT = /^(\..*|venv|env|node_modules|site-packages|build|dist|__pypackages__)$/;
const TEST_FOLDERS = new Set(['tests', 'test']);
const dirOf = (path) => path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
const baseOf = (path) => path.slice(path.lastIndexOf('/') + 1);
/** fnmatch-style matching of a file name (`*`, `?`, `[...]`), as pytest's python_files uses. */
function matchesPattern(name, pattern) {
    const source = pattern
        .replace(/[.+^${}()|\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.');
    return new RegExp(`^${source}$`).test(name);
}
/** Test files by pytest's `python_files`, outside virtualenvs and hidden or build folders. */
function findTestFiles(files, patterns) {
    return files.filter((path) => {
        if (!path.endsWith('.py') || baseOf(path) === 'conftest.py')
            return false;
        if (dirOf(path)
            .split('/')
            .some((segment) => SKIPPED_SEGMENT.test(segment)))
            return false;
        return patterns.some((pattern) => matchesPattern(baseOf(path), pattern));
    });
}
/** Reads the layout from the project's files and pytest settings; with no tests yet, `tests/test_<module>.py`. */
function detectTestLayout(files, config) {
    const patterns = config?.python_files ?? [...DEFAULT_PYTHON_FILES];
    const testFiles = findTestFiles(files, patterns);
    const pattern = choosePattern(patterns, testFiles, config !== undefined);
    const folder = (root, evidence) => {
        const mirrored = isMirrored(root, testFiles, files);
        const packages = files.some((f) => f.startsWith(`${root}/`) &&
            baseOf(f) === '__init__.py' &&
            testFiles.some((t) => dirOf(t) === dirOf(f)));
        return {
            style: 'folder',
            root,
            mirrored,
            pattern,
            packages,
            testFiles,
            evidence: evidence(mirrored),
        };
    };
    const configured = config?.testpaths
        .map((p) => p.replace(/^\.\//, '').replace(/\/+$/, ''))
        .find((p) => p !== '' && p !== '.' && !p.includes('..'));
    if (configured)
        return folder(configured, () => `testpaths = ${configured} in ${config?.source}; files named ${pattern}`);
    if (testFiles.length === 0)
        return { ...folder('tests', () => ''), evidence: `no tests yet: tests/${pattern}` };
    const count = `${testFiles.length} test file${testFiles.length === 1 ? '' : 's'}`;
    const style = dominantStyle(testFiles);
    if (style === 'folder') {
        const root = folderRoot(testFiles, files);
        return folder(root, (mirrored) => `${count} in ${root}/${mirrored ? ' (mirroring the packages)' : ''}, named ${pattern}`);
    }
    const where = style === 'package' ? 'in a tests/ folder inside each package' : 'beside their modules';
    return {
        style,
        root: '',
        mirrored: false,
        pattern,
        packages: false,
        testFiles,
        evidence: `${count} ${where}, named ${pattern}`,
    };
}
/** Where most test files sit: a top-level tests folder, a tests folder in a package, or beside modules. */
function dominantStyle(testFiles) {
    const styles = { folder: 0, package: 0, colocated: 0 };
    for (const file of testFiles) {
        const segments = dirOf(file).split('/');
        if (TEST_FOLDERS.has(segments[0] ?? ''))
            styles.folder++;
        else if (segments.some((s) => TEST_FOLDERS.has(s)))
            styles.package++;
        else
            styles.colocated++;
    }
    if (styles.folder >= styles.package && styles.folder >= styles.colocated)
        return 'folder';
    return styles.package >= styles.colocated ? 'package' : 'colocated';
}
function choosePattern(patterns, testFiles, configured) {
    const usable = patterns.filter((p) => /^[^*?[\]/]*\*[^*?[\]/]*\.py$/.test(p));
    if (configured && usable.length > 0 && !usable.every((p) => DEFAULT_PYTHON_FILES.includes(p)))
        return usable[0];
    const suffixed = testFiles.filter((f) => baseOf(f).endsWith('_test.py') && !baseOf(f).startsWith('test_')).length;
    return suffixed > testFiles.length - suffixed ? '*_test.py' : 'test_*.py';
}
/** The top tests folder, or its single subfolder when every test sits there (`tests/unit`). */
function folderRoot(testFiles, files) {
    const counts = new Map();
    for (const file of testFiles) {
        const top = dirOf(file).split('/')[0] ?? '';
        if (TEST_FOLDERS.has(top))
            counts.set(top, (counts.get(top) ?? 0) + 1);
    }
    const root = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? 'tests';
    const inRoot = testFiles.filter((f) => f.startsWith(`${root}/`));
    const subfolders = new Set(inRoot
        .map((f) => f.slice(root.length + 1).split('/'))
        .map((parts) => (parts.length > 1 ? parts[0] : '')));
    const [only] = [...subfolders];
    return subfolders.size === 1 && only && !isPackageFolder(only, files) ? `${root}/${only}` : root;
}
/** True when a folder under the tests root has the name of a source package. */
function isMirrored(root, testFiles, files) {
    return testFiles.some((file) => {
        if (!file.startsWith(`${root}/`))
            return false;
        const sub = dirOf(file.slice(root.length + 1));
        return sub !== '' && isPackageFolder(sub, files);
    });
}
function isPackageFolder(folder, files) {
    return files.some((f) => (f.startsWith(`${folder}/`) || f.startsWith(`src/${folder}/`)) && f.endsWith('.py'));
}
/**
 * The test file for a source file: an existing test file with the expected
 * name wins (the project already tests that module there); otherwise the
 * layout's place for it. `importRoot` is the folder the module is imported
 * from ('' or `src`), stripped when mirroring packages. When the project
 * keeps the module's tests in a folder of that name (`tests/test_utils/`),
 * the test goes into that folder (see {@link intoTestFolder}): a file
 * `tests/test_utils.py` beside it is one pytest cannot collect.
 */
function testTargetFor(layout, sourcePath, importRoot, files, nodeName = '') {
    const parts = (importRoot && sourcePath.startsWith(`${importRoot}/`)
        ? sourcePath.slice(importRoot.length + 1)
        : sourcePath).split('/');
    let moduleName = parts.pop().replace(/\.py$/, '');
    if (moduleName === '__init__')
        moduleName = parts.pop() ?? 'package';
    const name = layout.pattern.replace('*', moduleName);
    const expected = layout.style === 'folder'
        ? [layout.root, ...(layout.mirrored ? parts : []), name].join('/')
        : [dirOf(sourcePath), ...(layout.style === 'package' ? ['tests'] : []), name]
            .filter(Boolean)
            .join('/');
    const existing = layout.testFiles.filter((f) => baseOf(f) === name);
    if (existing.includes(expected))
        return { path: expected, exists: true, initFiles: [] };
    const packagePath = parts.join('/');
    const preferred = [...existing].sort((a, b) => Number(dirOf(b).endsWith(packagePath)) - Number(dirOf(a).endsWith(packagePath)) ||
        a.length - b.length ||
        a.localeCompare(b))[0];
    if (preferred && layout.style !== 'colocated')
        return { path: preferred, exists: true, initFiles: [] };
    const inFolder = intoTestFolder(layout, expected, moduleName, nodeName, files);
    if (inFolder)
        return inFolder;
    return {
        path: expected,
        exists: files.includes(expected),
        initFiles: layout.packages ? missingInits(layout.root, dirOf(expected), files) : [],
    };
}
/**
 * The place for a module's tests when the project keeps them in a folder
 * named like the test file would be (`tests/test_utils/` for
 * `tests/test_utils.py`): a test file in that folder, named as its files
 * are, for the node (`tests/test_utils/test_make_str.py`), or the folder's
 * own file for the module when it has one. Undefined when there is no such
 * folder of Python files.
 */
function intoTestFolder(layout, expected, moduleName, nodeName, files) {
    const folder = expected.slice(0, -'.py'.length);
    const inside = files.filter((f) => f.startsWith(`${folder}/`) && f.endsWith('.py'));
    if (inside.length === 0)
        return undefined;
    const own = `${folder}/${baseOf(expected)}`;
    if (files.includes(own))
        return { path: own, exists: true, initFiles: [] };
    const stem = snakeCase(nodeName.split('.')[0] ?? '') || moduleName;
    const name = layout.pattern.replace('*', stem);
    // Outside packages pytest imports a test file by its bare name: one taken elsewhere would clash.
    const taken = layout.testFiles.some((f) => baseOf(f) === name && dirOf(f) !== folder);
    const isPackage = files.includes(`${folder}/__init__.py`);
    const path = `${folder}/${taken && !isPackage ? layout.pattern.replace('*', `${moduleName}_${stem}`) : name}`;
    return { path, exists: files.includes(path), initFiles: [] };
}
/** `parseURL`, `_Helper` as the stems of test file names: `parse_url`, `helper`. */
function snakeCase(name) {
    return name
        .replace(/#\d+$/, '')
        .replace(/^_+/, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
        .toLowerCase();
}
/**
 * The `__init__.py` files a new folder under a package-style tests root
 * lacks, root first. A folder that already holds files keeps its own choice:
 * one the project left without `__init__.py` is not made a package.
 */
function missingInits(root, folder, files) {
    const inits = [];
    if (root === '' || !(folder === root || folder.startsWith(`${root}/`)))
        return inits;
    const segments = folder.slice(root.length).split('/').filter(Boolean);
    for (let depth = 0; depth <= segments.length; depth++) {
        const dir = [root, ...segments.slice(0, depth)].join('/');
        const init = `${dir}/__init__.py`;
        if (!files.includes(init) && !files.some((f) => f.startsWith(`${dir}/`)))
            inits.push(init);
    }
    return inits;
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/fixture-placement.ts






const opConfigSchema = schemas/* looseObject */._H3({ format: schemas/* enum */.k5n(['json', 'yaml']).optional() });
// Test files read to find the one that loads fixtures: enough for any real suite's conftest and helpers.
const MAX_READER_FILES = 400;
/**
 * Places the node's fixture file: `<fixture folder>/<module>/<target>.<ext>`,
 * or `<fixture folder>/<module>.<target>.<ext>` when only that is a file the
 * project's loader takes (a glob of the folder's own files). The format is
 * the one asked for, else `operations.sample_data.format`, else that of an
 * existing file for the target, else the project's majority.
 */
async function placeFixture(context, asked) {
    const [files, config] = await Promise.all([
        listWorkspaceFiles(context),
        readPytestConfig(context.workspace),
    ]);
    const parsed = opConfigSchema.safeParse(context.opConfig);
    const configured = parsed.success ? parsed.data.format : undefined;
    const tests = detectTestLayout(files, config);
    const layout = detectFixtureLayout(files, configured, tests.style === 'folder' ? tests.root.split('/')[0] : 'tests');
    const file = context.node.file_path;
    const base = file.slice(file.lastIndexOf('/') + 1).replace(/\.pyi?$/, '');
    const moduleName = base === '__init__' ? (file.split('/').slice(-2, -1)[0] ?? base) : base;
    // A redefined name (`edit#4`, the implementation after its overloads) is still `edit`.
    const target = context.node.full_name.replace(/#\d+$/, '');
    const { path, format } = fixturePathFor(layout, moduleName, target, files, asked ?? configured);
    const readers = await readersOf(context, files, layout.folder);
    const flat = `${layout.folder}/${moduleName}.${path.slice(path.lastIndexOf('/') + 1)}`;
    for (const candidate of files.includes(path) ? [path] : [path, flat]) {
        const relative = candidate.slice(layout.folder.length + 1);
        const found = readers.loaders.find(({ loader }) => loaderTakes(loader, relative));
        if (found)
            return {
                layout,
                path: candidate,
                format,
                reader: `${found.file}:${found.loader.line}`,
                loader: found.loader.code,
            };
    }
    return {
        layout,
        path,
        format,
        ...(readers.readsByName ? { readsByName: readers.readsByName } : {}),
    };
}
// The project's tests are the stable tree's: read once per run and folder, not once per node.
const readers = new WeakMap();
function readersOf(context, files, folder) {
    const known = readers.get(context.services) ?? new Map();
    readers.set(context.services, known);
    let found = known.get(folder);
    if (!found)
        known.set(folder, (found = folderReaders(context, files, folder)));
    return found;
}
/**
 * The loaders of the fixture folder in the project's test files and
 * conftest.py files (conftest first, nearest the root first), and the first
 * file that reads the folder by name: a fixture nothing loads is noise.
 */
async function folderReaders(context, files, folder) {
    const depth = (path) => path.split('/').length;
    const candidates = files
        .filter((f) => f.endsWith('.py') && isTestPath(f) && !f.startsWith(`${folder}/`))
        .sort((a, b) => Number(!a.endsWith('conftest.py')) - Number(!b.endsWith('conftest.py')) ||
        depth(a) - depth(b) ||
        a.localeCompare(b))
        .slice(0, MAX_READER_FILES);
    const found = { loaders: [] };
    for (const file of candidates) {
        const text = await context.workspace.readFile(file);
        if (text === undefined || !readsFixtureFolder(text, folder))
            continue;
        found.readsByName ??= file;
        for (const loader of findFixtureLoaders(text, folder))
            found.loaders.push({ file, loader });
    }
    return found;
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/type-tokens.ts

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/;
const NUMBER = /^-?(?:\d[\d_]*\.?[\d_]*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?)/;
/** Splits annotation text into tokens; characters the grammar does not know become punctuation the parser refuses. */
function tokenize(text) {
    const tokens = [];
    let rest = text.trim();
    while (rest.length > 0) {
        const space = /^\s+/.exec(rest);
        if (space) {
            rest = rest.slice(space[0].length);
            continue;
        }
        if (rest.startsWith('...')) {
            tokens.push({ t: 'punct', v: '...' });
            rest = rest.slice(3);
            continue;
        }
        const string = tryLeadingStringLiteral(rest);
        const name = NAME.exec(rest);
        const number = NUMBER.exec(rest);
        if (string && !string.literal.interpolated) {
            tokens.push({
                t: 'str',
                v: stringLiteralValue(string.literal).text,
                bytes: string.literal.bytes,
            });
            rest = rest.slice(string.length);
        }
        else if (name) {
            tokens.push({ t: 'name', v: name[0] });
            rest = rest.slice(name[0].length);
        }
        else if (number && number[0] !== '-') {
            const raw = number[0].replace(/_/g, '');
            tokens.push({ t: 'num', v: Number(raw), float: /[.eE]/.test(raw) });
            rest = rest.slice(number[0].length);
        }
        else {
            // Anything else is punctuation the parser refuses, except inside Annotated's metadata.
            tokens.push({ t: 'punct', v: rest[0] });
            rest = rest.slice(1);
        }
    }
    return tokens;
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/type-expr.ts
/**
 * Python type annotations, parsed from their source text into a small tree
 * both the test and the sample-data agents reason about. Only the syntax of
 * annotations is handled (names, subscripts, `|`, literals, string forward
 * references); anything else parses as `unknown`, never as an error.
 */


const PREFIXES = ['typing_extensions.', 'typing.', 't.', 'collections.abc.', 'builtins.'];
/** Names that mean a builtin container or scalar, after the prefixes above are stripped. */
const type_expr_ALIASES = {
    List: 'list',
    Sequence: 'list',
    MutableSequence: 'list',
    Iterable: 'list',
    Collection: 'list',
    Dict: 'dict',
    Mapping: 'dict',
    MutableMapping: 'dict',
    Set: 'set',
    AbstractSet: 'set',
    MutableSet: 'set',
    FrozenSet: 'frozenset',
    Tuple: 'tuple',
    Text: 'str',
    bytearray: 'bytes',
};
/** Wrappers whose first argument is the type that matters for values. */
const TRANSPARENT = new Set([
    'Annotated',
    'Final',
    'Required',
    'NotRequired',
    'ReadOnly',
    'InitVar',
]);
/**
 * The longest annotation read as a type. A real one is a line or two; a longer one is `unknown`,
 * so nesting cannot exhaust the parser's stack and no union is compared with itself at length.
 */
const MAX_ANNOTATION = 2000;
/** Parses and normalises an annotation: `Optional[List[int]]` and `list[int] | None` give the same tree. */
function parseAnnotation(text) {
    if (text.length > MAX_ANNOTATION)
        return { kind: 'unknown', text };
    const tokens = tokenize(text);
    if (!tokens)
        return { kind: 'unknown', text };
    const parser = new AnnotationParser(tokens);
    const parsed = parser.parseUnion();
    if (!parser.done() || !parsed)
        return { kind: 'unknown', text };
    return normalize(parsed, text);
}
/** The canonical name of a (dotted) type name: `typing.List` is `list`, `t.Optional` is `Optional`. */
function canonicalName(name) {
    let bare = name;
    for (const prefix of PREFIXES)
        if (bare.startsWith(prefix))
            bare = bare.slice(prefix.length);
    return type_expr_ALIASES[bare] ?? bare;
}
/** Every class-like name a type mentions (enum owners of literal members included), in order. */
function referencedNames(expr) {
    const names = [];
    const visit = (node) => {
        if (node.kind === 'name') {
            names.push(node.name);
            node.args.forEach(visit);
        }
        else if (node.kind === 'union')
            node.options.forEach(visit);
        else if (node.kind === 'list')
            node.items.forEach(visit);
        else if (node.kind === 'literal') {
            for (const value of node.values)
                if (value.type === 'member')
                    names.push(value.owner);
        }
    };
    visit(expr);
    return [...new Set(names)];
}
/** True when the outermost wrapper of a raw annotation is one of `wrappers` (e.g. NotRequired, ClassVar). */
function hasWrapper(text, wrappers) {
    const tokens = tokenize(text);
    const first = tokens?.[0];
    return first?.t === 'name' && tokens?.[1]?.v === '[' && wrappers.includes(canonicalName(first.v));
}
function normalize(expr, source) {
    if (expr.kind === 'union')
        return makeUnion(expr.options.map((o) => normalize(o, source)));
    if (expr.kind === 'list')
        return { kind: 'list', items: expr.items.map((i) => normalize(i, source)) };
    const forward = expr.kind === 'literal' && expr.values.length === 1 ? expr.values[0] : undefined;
    if (forward?.type === 'str')
        return parseAnnotation(forward.value);
    if (expr.kind !== 'name')
        return expr;
    const name = canonicalName(expr.name);
    if (name === 'None' && expr.args.length === 0)
        return { kind: 'none' };
    if (name === 'Literal')
        return literalOf(expr.args, source);
    const args = expr.args.map((arg) => normalize(arg, source));
    if (TRANSPARENT.has(name))
        return args[0] ?? { kind: 'unknown', text: source };
    if (name === 'Optional')
        return makeUnion([args[0] ?? { kind: 'unknown', text: source }, { kind: 'none' }]);
    if (name === 'Union')
        return makeUnion(args);
    return { kind: 'name', name, args };
}
function makeUnion(options) {
    const flat = [];
    for (const option of options) {
        for (const item of option.kind === 'union' ? option.options : [option]) {
            if (!flat.some((seen) => JSON.stringify(seen) === JSON.stringify(item)))
                flat.push(item);
        }
    }
    return flat.length === 1 ? flat[0] : { kind: 'union', options: flat };
}
/** Literal arguments were parsed as types; turn them back into values. */
function literalOf(args, source) {
    const values = [];
    for (const arg of args) {
        if (arg.kind === 'literal')
            (0,arrays/* appendAll */.u2)(values, arg.values);
        else if (arg.kind === 'none')
            values.push({ type: 'none' });
        else if (arg.kind === 'name' && arg.args.length === 0) {
            if (arg.name === 'True' || arg.name === 'False')
                values.push({ type: 'bool', value: arg.name === 'True' });
            else if (arg.name === 'None')
                values.push({ type: 'none' });
            else if (arg.name.includes('.')) {
                const dot = arg.name.lastIndexOf('.');
                values.push({
                    type: 'member',
                    owner: arg.name.slice(0, dot),
                    member: arg.name.slice(dot + 1),
                });
            }
            else
                return { kind: 'unknown', text: source };
        }
        else
            return { kind: 'unknown', text: source };
    }
    return values.length > 0 ? { kind: 'literal', values } : { kind: 'unknown', text: source };
}
class AnnotationParser {
    tokens;
    #at = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    done() {
        return this.#at === this.tokens.length;
    }
    parseUnion() {
        const first = this.parsePrimary();
        if (!first)
            return undefined;
        const options = [first];
        while (this.#peek('|')) {
            this.#at++;
            const next = this.parsePrimary();
            if (!next)
                return undefined;
            options.push(next);
        }
        return options.length === 1 ? first : { kind: 'union', options };
    }
    parsePrimary() {
        const token = this.tokens[this.#at++];
        if (!token)
            return undefined;
        if (token.t === 'str') {
            // A string is a forward reference, unless it sits in Literal[...]: normalize() decides.
            return { kind: 'literal', values: [{ type: token.bytes ? 'bytes' : 'str', value: token.v }] };
        }
        if (token.t === 'num')
            return { kind: 'literal', values: [{ type: token.float ? 'float' : 'int', value: token.v }] };
        if (token.t === 'punct')
            return this.#punctuation(token.v);
        if (!this.#peek('['))
            return { kind: 'name', name: token.v, args: [] };
        this.#at++;
        if (canonicalName(token.v) === 'Annotated')
            return this.#annotated(token.v);
        const args = this.#parseArgs(']');
        return args ? { kind: 'name', name: token.v, args } : undefined;
    }
    /** `Annotated[T, metadata...]`: T matters; the metadata is any expression, skipped to its `]`. */
    #annotated(name) {
        const first = this.parseUnion();
        if (!first)
            return undefined;
        let depth = 0;
        for (let token = this.tokens[this.#at++]; token; token = this.tokens[this.#at++]) {
            if (token.t !== 'punct')
                continue;
            if ('[({'.includes(token.v))
                depth++;
            else if (')}'.includes(token.v))
                depth--;
            else if (token.v === ']' && depth-- === 0)
                return { kind: 'name', name, args: [first] };
        }
        return undefined;
    }
    #punctuation(value) {
        if (value === '...')
            return { kind: 'ellipsis' };
        if (value === '[') {
            const items = this.#parseArgs(']');
            return items ? { kind: 'list', items } : undefined;
        }
        if (value === '(') {
            const items = this.#parseArgs(')');
            return items && items.length === 1
                ? items[0]
                : items
                    ? { kind: 'name', name: 'tuple', args: items }
                    : undefined;
        }
        return undefined;
    }
    #parseArgs(close) {
        const args = [];
        while (!this.#peek(close)) {
            const arg = this.parseUnion();
            if (!arg)
                return undefined;
            args.push(arg);
            if (this.#peek(','))
                this.#at++;
            else if (!this.#peek(close))
                return undefined;
        }
        this.#at++;
        return args;
    }
    #peek(punct) {
        const token = this.tokens[this.#at];
        return token?.t === 'punct' && token.v === punct;
    }
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/signature.ts


/**
 * What `analyze_signature` reports about one node: the shape both the test
 * and the sample-data agents (and their built-in policies) work from. It
 * reaches a policy as a tool result, so it is parsed with these schemas; keys
 * with nothing to say are left out to keep the result short.
 */
const parameterSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    kind: schemas/* enum */.k5n(['positional_only', 'positional', 'keyword_only', 'var_positional', 'var_keyword']),
    annotation: schemas/* string */.YjP().optional(),
    /** The default's source text; absent when the parameter is required. */
    default: schemas/* string */.YjP().optional(),
});
const fieldSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP(),
    annotation: schemas/* string */.YjP().optional(),
    default: schemas/* string */.YjP().optional(),
});
const typeInfoSchema = schemas/* object */.Ikc({
    kind: schemas/* enum */.k5n(['dataclass', 'typeddict', 'namedtuple', 'model', 'enum', 'class']),
    /** Bases the analysis could not see into (not in the same file, not a known marker such as Enum). */
    bases: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    /** For an enum: Enum, IntEnum, StrEnum, Flag or IntFlag (auto() values depend on it). */
    flavor: schemas/* string */.YjP().optional(),
    /** Constructor fields of record kinds (dataclass, TypedDict, NamedTuple, model), in order. */
    fields: schemas/* array */.YOg(fieldSchema).default([]),
    /** Enum members with their value's source text. */
    members: schemas/* array */.YOg(schemas/* object */.Ikc({ name: schemas/* string */.YjP(), value: schemas/* string */.YjP() })).default([]),
    /** Parameters of an `__init__` written in the class body (after self). */
    init: schemas/* array */.YOg(parameterSchema).optional(),
    /** TypedDict's `total=`. */
    total: schemas/* boolean */.zMY().optional(),
});
const doctestSchema = schemas/* object */.Ikc({
    source: schemas/* string */.YjP(),
    want: schemas/* string */.YjP().default(''),
    /** The example's line in the file. */
    line: schemas/* number */.aig().int(),
    /** True when the source is a single expression (its value is what doctest shows). */
    expression: schemas/* boolean */.zMY().default(false),
    /** Set when the source is no Python 3 (a Python 2 `print x`, a typo): doctest fails on it. */
    syntax_error: schemas/* literal */.euz(true).optional(),
    /** Doctest directives on the example, e.g. `+SKIP`. */
    options: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
});
const signatureAnalysisSchema = schemas/* object */.Ikc({
    target: schemas/* object */.Ikc({
        name: schemas/* string */.YjP(),
        full_name: schemas/* string */.YjP(),
        kind: schemas/* enum */.k5n(['function', 'method', 'class', 'file']),
        file: schemas/* string */.YjP(),
        line: schemas/* number */.aig().int(),
    }),
    /** The dotted module to import the target from; null when the file cannot be imported. */
    module: schemas/* string */.YjP().nullable(),
    module_issue: schemas/* string */.YjP().optional(),
    /** The definition's header as written (`def f(x: int) -> int`). */
    signature: schemas/* string */.YjP().default(''),
    is_async: schemas/* boolean */.zMY().default(false),
    is_generator: schemas/* boolean */.zMY().default(false),
    decorators: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    method_kind: schemas/* enum */.k5n(['instance', 'static', 'class', 'property']).optional(),
    /** For a method, the dotted name of its class. */
    owner: schemas/* string */.YjP().optional(),
    /** Parameters without a method's self/cls. */
    parameters: schemas/* array */.YOg(parameterSchema).default([]),
    returns: schemas/* string */.YjP().optional(),
    /**
     * Set when the function returns no value on any path (no `return` with a
     * value, no `yield`, not async): a call of it shows only what it prints.
     */
    returns_nothing: schemas/* literal */.euz(true).optional(),
    doctests: schemas/* array */.YOg(doctestSchema).default([]),
    /** Module-level names of the target's file that the doctests use. */
    module_names: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    /** Why calling the target may do more than compute a value (print, open, assigning to a parameter, ...). */
    side_effects: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    /** Classes of the same file that the annotations (or the owner) refer to, by dotted name. */
    types: schemas/* record */.g1P(schemas/* string */.YjP(), typeInfoSchema).default({}),
});
/** Parses a tool result as an analysis; undefined when it is not one (an error, or truncated). */
function tryParseAnalysis(value) {
    const parsed = signatureAnalysisSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
}
/** The parameters a caller must pass: no default, not `*args`/`**kwargs`. */
function requiredParameters(parameters) {
    return parameters.filter((p) => p.default === undefined && p.kind !== 'var_positional' && p.kind !== 'var_keyword');
}
/** The parameters that build a class's instances: its record fields, else its `__init__`'s. */
function constructorParameters(info) {
    // A base from elsewhere may add fields or its own __init__: the constructor is not all visible.
    if (info.kind === 'enum' || info.bases.length > 0)
        return undefined;
    if (info.init)
        return info.init;
    if (info.kind === 'class')
        return [];
    return info.fields.map((field) => ({
        name: field.name,
        kind: 'keyword_only',
        ...(field.annotation !== undefined ? { annotation: field.annotation } : {}),
        ...(field.default !== undefined ? { default: field.default } : {}),
    }));
}
/** True for a TypedDict key that may be left out (total=False, or NotRequired[...]). */
function isOptionalKey(info, annotation) {
    return info.total === false
        ? !hasWrapper(annotation, ['Required'])
        : hasWrapper(annotation, ['NotRequired']);
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/fixture-value.ts

/**
 * The marker of bytes in fixture files: `"base64:<standard base64>"`. A
 * loader turns the value back with `base64.b64decode(text[7:])` wherever the
 * annotation says bytes; the marker keeps such values recognisable where it
 * does not (a Union, an untyped consumer).
 */
const BYTES_MARKER = 'base64:';
/** The plain JSON form of a value: what a model sends and what a fixture file holds. */
function toJson(value) {
    switch (value.kind) {
        case 'int':
        case 'float':
        case 'str':
        case 'bool':
            return value.value;
        case 'none':
            return null;
        case 'bytes':
            return `${BYTES_MARKER}${Buffer.from(value.value).toString('base64')}`;
        case 'list':
        case 'tuple':
        case 'set':
            return value.items.map(toJson);
        case 'dict':
            return dictToJson(value.entries);
        case 'record':
            return Object.fromEntries(value.fields.map(([name, field]) => [name, toJson(field)]));
        case 'enum':
            return toJson(value.value);
        case 'raw':
            return value.value;
    }
}
/** A dict with str keys is a JSON object; any other keys make a list of `[key, value]` pairs. */
function dictToJson(entries) {
    if (entries.every(([key]) => key.kind === 'str')) {
        return Object.fromEntries(entries.map(([key, item]) => [key.value, toJson(item)]));
    }
    return entries.map(([key, item]) => [toJson(key), toJson(item)]);
}
/** Floats print the way Python reads them back as floats: `0.0`, never `0`. */
function formatFloat(value) {
    if (!Number.isFinite(value))
        throw new Error(`${value} has no JSON spelling`);
    if (Object.is(value, -0))
        return '-0.0';
    const text = String(value);
    return /[.eE]/.test(text) ? text : `${text}.0`;
}
/** Turns a value into its printable tree, keeping field and key order as generated. */
function printable(value) {
    switch (value.kind) {
        case 'float':
            return { kind: 'scalar', text: formatFloat(value.value) };
        case 'list':
        case 'tuple':
        case 'set':
            return { kind: 'array', items: value.items.map(printable) };
        case 'dict':
            if (value.entries.every(([key]) => key.kind === 'str')) {
                return {
                    kind: 'object',
                    entries: value.entries.map(([key, item]) => [
                        key.value,
                        printable(item),
                    ]),
                };
            }
            return {
                kind: 'array',
                items: value.entries.map(([key, item]) => ({
                    kind: 'array',
                    items: [printable(key), printable(item)],
                })),
            };
        case 'record':
            return {
                kind: 'object',
                entries: value.fields.map(([name, field]) => [name, printable(field)]),
            };
        case 'enum':
            return printable(value.value);
        case 'raw':
            return printableJson(value.value);
        default:
            return printableJson(toJson(value));
    }
}
/** Plain JSON as a printable tree; object keys keep their insertion order. */
function printableJson(value) {
    if (Array.isArray(value))
        return { kind: 'array', items: value.map(printableJson) };
    if (value !== null && typeof value === 'object') {
        return {
            kind: 'object',
            entries: Object.entries(value).map(([key, item]) => [key, printableJson(item)]),
        };
    }
    return { kind: 'scalar', text: JSON.stringify(value) };
}
/** JSON with two-space indentation, like `JSON.stringify(value, null, 2)` but with Python-faithful floats. */
function renderJson(tree, indent = '') {
    if (tree.kind === 'scalar')
        return tree.text;
    const inner = `${indent}  `;
    if (tree.kind === 'array') {
        if (tree.items.length === 0)
            return '[]';
        return `[\n${tree.items.map((item) => `${inner}${renderJson(item, inner)}`).join(',\n')}\n${indent}]`;
    }
    if (tree.entries.length === 0)
        return '{}';
    const lines = tree.entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${renderJson(item, inner)}`);
    return `{\n${lines.join(',\n')}\n${indent}}`;
}
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
// Keys YAML 1.1 readers (PyYAML among them) would take for booleans or null.
const RESERVED = /^(y|n|yes|no|on|off|true|false|null)$/i;
/** Block-style YAML: strings double-quoted (JSON escapes are valid YAML), keys plain where safe. */
function renderYaml(tree) {
    const inline = inlineYaml(tree);
    return `${inline ?? yamlLines(tree, '').join('\n')}\n`;
}
function inlineYaml(tree) {
    if (tree.kind === 'scalar')
        return tree.text;
    if (tree.kind === 'array' && tree.items.length === 0)
        return '[]';
    if (tree.kind === 'object' && tree.entries.length === 0)
        return '{}';
    return undefined;
}
function yamlLines(tree, pad) {
    const lines = [];
    if (tree.kind === 'object') {
        for (const [key, item] of tree.entries) {
            const name = PLAIN_KEY.test(key) && !RESERVED.test(key) ? key : JSON.stringify(key);
            const inline = inlineYaml(item);
            if (inline !== undefined)
                lines.push(`${pad}${name}: ${inline}`);
            else
                (0,arrays/* appendAll */.u2)(lines, [`${pad}${name}:`, ...yamlLines(item, `${pad}  `)]);
        }
    }
    else if (tree.kind === 'array') {
        for (const item of tree.items) {
            const inline = inlineYaml(item);
            if (inline !== undefined) {
                lines.push(`${pad}- ${inline}`);
                continue;
            }
            const nested = yamlLines(item, `${pad}  `);
            (0,arrays/* appendAll */.u2)(lines, [`${pad}- ${(nested[0] ?? '').slice(pad.length + 2)}`, ...nested.slice(1)]);
        }
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/python-literal.ts

/**
 * Reads a Python literal (what `ast.literal_eval` accepts, minus complex
 * numbers and string concatenation): enum member values, doctest outputs.
 * Returns undefined for anything else, including ints too large for a double.
 */
function parsePythonLiteral(text) {
    const tokens = python_literal_tokenize(text.trim());
    if (!tokens || tokens.length === 0)
        return undefined;
    const reader = new LiteralReader(tokens);
    const value = reader.value();
    return value && reader.done() ? value : undefined;
}
class LiteralReader {
    tokens;
    #at = 0;
    constructor(tokens) {
        this.tokens = tokens;
    }
    done() {
        return this.#at === this.tokens.length;
    }
    value() {
        const token = this.tokens[this.#at++];
        if (!token)
            return undefined;
        if (token.t === 'value')
            return token.v;
        if (token.v === '-' || token.v === '+')
            return this.#signed(token.v === '-');
        if (token.v === '[') {
            const items = this.#items(']');
            return items && { kind: 'list', items: items.values };
        }
        if (token.v === '(') {
            const items = this.#items(')');
            if (!items)
                return undefined;
            // `(x)` is x; `(x,)` and `()` are tuples.
            return items.values.length === 1 && !items.trailingComma
                ? items.values[0]
                : { kind: 'tuple', items: items.values };
        }
        if (token.v === '{')
            return this.#braces();
        return undefined;
    }
    #signed(negative) {
        const next = this.tokens[this.#at++];
        if (next?.t !== 'value' || (next.v.kind !== 'int' && next.v.kind !== 'float'))
            return undefined;
        return negative ? { kind: next.v.kind, value: -next.v.value } : next.v;
    }
    #items(close) {
        const values = [];
        let trailingComma = false;
        while (!this.#peek(close)) {
            const item = this.value();
            if (!item)
                return undefined;
            values.push(item);
            trailingComma = this.#peek(',');
            if (trailingComma)
                this.#at++;
            else if (!this.#peek(close))
                return undefined;
        }
        this.#at++;
        return { values, trailingComma };
    }
    #braces() {
        const entries = [];
        const items = [];
        while (!this.#peek('}')) {
            const key = this.value();
            if (!key)
                return undefined;
            if (this.#peek(':')) {
                this.#at++;
                const item = this.value();
                if (!item || items.length > 0)
                    return undefined;
                entries.push([key, item]);
            }
            else if (entries.length > 0)
                return undefined;
            else
                items.push(key);
            if (this.#peek(','))
                this.#at++;
            else if (!this.#peek('}'))
                return undefined;
        }
        this.#at++;
        return items.length > 0 ? { kind: 'set', items } : { kind: 'dict', entries };
    }
    #peek(punct) {
        const token = this.tokens[this.#at];
        return token?.t === 'punct' && token.v === punct;
    }
}
const python_literal_NUMBER = /^(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?)(?![\w.])/;
const python_literal_KEYWORDS = {
    True: { kind: 'bool', value: true },
    False: { kind: 'bool', value: false },
    None: { kind: 'none' },
};
function python_literal_tokenize(text) {
    const tokens = [];
    let rest = text;
    while (rest.length > 0) {
        const space = /^\s+/.exec(rest);
        const string = tryLeadingStringLiteral(rest);
        const number = python_literal_NUMBER.exec(rest);
        const word = /^[A-Za-z_]\w*/.exec(rest);
        let token;
        let length = 0;
        if (space)
            length = space[0].length;
        else if (string) {
            token = stringToken(string.literal);
            length = string.length;
        }
        else if (number) {
            token = numberToken(number[0]);
            length = number[0].length;
        }
        else if (word) {
            const keyword = python_literal_KEYWORDS[word[0]];
            token = keyword && { t: 'value', v: keyword };
            length = word[0].length;
        }
        else if ('[](){},:-+'.includes(rest[0])) {
            token = { t: 'punct', v: rest[0] };
            length = 1;
        }
        if (length === 0 || (!space && !token))
            return undefined;
        if (token)
            tokens.push(token);
        rest = rest.slice(length);
    }
    return tokens;
}
function numberToken(raw) {
    const text = raw.replace(/_/g, '');
    if (/^0[xXoObB]/.test(text)) {
        const value = Number(text);
        return Number.isSafeInteger(value) ? { t: 'value', v: { kind: 'int', value } } : undefined;
    }
    if (/[.eE]/.test(text))
        return { t: 'value', v: { kind: 'float', value: Number(text) } };
    // Python 3 rejects leading zeros in decimal ints ("007").
    if (/^0\d/.test(text))
        return undefined;
    const value = Number(text);
    return Number.isSafeInteger(value) ? { t: 'value', v: { kind: 'int', value } } : undefined;
}
function stringToken(literal) {
    if (literal.interpolated)
        return undefined;
    const { text, unresolved } = stringLiteralValue(literal);
    if (unresolved)
        return undefined;
    if (!literal.bytes)
        return { t: 'value', v: { kind: 'str', value: text } };
    const bytes = [...text].map((char) => char.codePointAt(0) ?? 0);
    return bytes.every((b) => b < 256)
        ? { t: 'value', v: { kind: 'bytes', value: bytes } }
        : undefined;
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/enum-values.ts

const AUTO = /^(?:enum\.)?auto\(\s*\)$/;
/**
 * The members of an enum whose value can be written down: literals as
 * written, `auto()` the way the enum's flavour numbers it (1, 2, 3 for Enum
 * and IntEnum; 1, 2, 4 for flags; the lower-cased name for StrEnum). Members
 * with computed values are left out.
 */
function enumMembers(info) {
    const flavor = info.flavor ?? 'Enum';
    const members = [];
    let last;
    for (const member of info.members) {
        let value;
        if (AUTO.test(member.value.trim()))
            value = autoValue(flavor, member.name, last);
        else
            value = parsePythonLiteral(member.value);
        if (!value)
            continue;
        members.push({ name: member.name, value });
        last = value;
    }
    return members;
}
function autoValue(flavor, name, last) {
    if (flavor === 'StrEnum')
        return { kind: 'str', value: name.toLowerCase() };
    const previous = last?.kind === 'int' ? last.value : 0;
    if (flavor === 'Flag' || flavor === 'IntFlag') {
        let next = 1;
        while (next <= previous)
            next *= 2;
        return { kind: 'int', value: next };
    }
    return { kind: 'int', value: previous + 1 };
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/type-text.ts
/** An annotation's tree as short readable text, for messages. */
function describe(type) {
    switch (type.kind) {
        case 'name':
            return type.args.length ? `${type.name}[${type.args.map(describe).join(', ')}]` : type.name;
        case 'union':
            return type.options.map(describe).join(' | ');
        case 'none':
            return 'None';
        case 'literal':
            return `Literal[${type.values.map((v) => ('value' in v ? JSON.stringify(v.value) : v.type === 'member' ? `${v.owner}.${v.member}` : 'None')).join(', ')}]`;
        case 'list':
            return `[${type.items.map(describe).join(', ')}]`;
        case 'ellipsis':
            return '...';
        case 'unknown':
            return type.text;
    }
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/check-value.ts






const bad = (path, expected, got) => ({
    ok: false,
    error: `${path}: expected ${expected}, got ${JSON.stringify(got)?.slice(0, 60)}`,
});
/**
 * Reads a JSON value as the annotation says: 1 becomes 1.0 where a float is
 * expected, arrays become tuples or sets, `"base64:..."` becomes bytes. A
 * type Remora cannot check (no annotation, `Any`, a class from another file)
 * takes the value as given.
 */
function checkValue(json, type, types, path) {
    switch (type.kind) {
        case 'none':
            return json === null ? { ok: true, value: { kind: 'none' } } : bad(path, 'null', json);
        case 'literal':
            return checkLiteral(json, type.values, types, path);
        case 'union':
            return checkUnion(json, type.options, types, path);
        case 'name':
            return checkNamed(json, type, types, path);
        default:
            return { ok: true, value: { kind: 'raw', value: json } };
    }
}
/** Reads one case's arguments: every key a parameter, every required parameter present. */
function checkArguments(args, parameters, types, path) {
    if (args === null || typeof args !== 'object' || Array.isArray(args))
        return { ok: false, error: `${path}: expected an object of arguments by parameter name` };
    const named = parameters.filter((p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword');
    const unknown = Object.keys(args).find((key) => !named.some((p) => p.name === key));
    if (unknown !== undefined)
        return {
            ok: false,
            error: `${path}: no parameter '${unknown}'; parameters: ${named.map((p) => p.name).join(', ') || 'none'}`,
        };
    const missing = requiredParameters(named).find((p) => !(p.name in args));
    if (missing)
        return { ok: false, error: `${path}: missing required parameter '${missing.name}'` };
    const checked = [];
    for (const parameter of named) {
        const value = args[parameter.name];
        if (value === undefined)
            continue;
        const type = parameter.annotation === undefined
            ? { kind: 'unknown', text: '' }
            : parseAnnotation(parameter.annotation);
        const result = checkValue(value, type, types, `${path}.${parameter.name}`);
        if (!result.ok)
            return result;
        checked.push([parameter.name, result.value]);
    }
    return { ok: true, args: checked };
}
function checkNamed(json, type, types, path) {
    switch (type.name) {
        case 'int':
            if (typeof json !== 'number' || !Number.isInteger(json))
                return bad(path, 'an int', json);
            return Number.isSafeInteger(json)
                ? { ok: true, value: { kind: 'int', value: json } }
                : bad(path, 'an int within ±(2**53 - 1)', json);
        case 'float':
            return typeof json === 'number' && Number.isFinite(json)
                ? { ok: true, value: { kind: 'float', value: json } }
                : bad(path, 'a float', json);
        case 'str':
            return typeof json === 'string'
                ? { ok: true, value: { kind: 'str', value: json } }
                : bad(path, 'a string', json);
        case 'bool':
            return typeof json === 'boolean'
                ? { ok: true, value: { kind: 'bool', value: json } }
                : bad(path, 'true or false', json);
        case 'bytes':
            return checkBytes(json, path);
        case 'list':
        case 'set':
        case 'frozenset':
            return checkItems(json, type.args[0], type.name === 'list' ? 'list' : 'set', types, path);
        case 'tuple':
            return checkTuple(json, type.args, types, path);
        case 'dict':
            return checkDict(json, type.args, types, path);
    }
    const info = types[type.name];
    if (info)
        return checkClass(json, type.name, info, types, path);
    return { ok: true, value: { kind: 'raw', value: json } };
}
function checkBytes(json, path) {
    const expected = `bytes as "${BYTES_MARKER}<base64>"`;
    if (typeof json !== 'string' || !json.startsWith(BYTES_MARKER))
        return bad(path, expected, json);
    const data = json.slice(BYTES_MARKER.length);
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data) || data.length % 4 !== 0)
        return bad(path, expected, json);
    return { ok: true, value: { kind: 'bytes', value: [...Buffer.from(data, 'base64')] } };
}
function checkItems(json, item, kind, types, path) {
    if (!Array.isArray(json))
        return bad(path, `a ${kind} (JSON array)`, json);
    const items = [];
    for (const [i, element] of json.entries()) {
        const checked = item
            ? checkValue(element, item, types, `${path}[${i}]`)
            : { ok: true, value: { kind: 'raw', value: element } };
        if (!checked.ok)
            return checked;
        items.push(checked.value);
    }
    return { ok: true, value: { kind, items } };
}
function checkTuple(json, args, types, path) {
    if (args.length === 2 && args[1]?.kind === 'ellipsis') {
        const list = checkItems(json, args[0], 'list', types, path);
        return list.ok && list.value.kind === 'list'
            ? { ok: true, value: { kind: 'tuple', items: list.value.items } }
            : list;
    }
    if (!Array.isArray(json))
        return bad(path, 'a tuple (JSON array)', json);
    if (args.length > 0 && json.length !== args.length)
        return bad(path, `a tuple of ${args.length} items`, json);
    const items = [];
    for (const [i, element] of json.entries()) {
        const type = args[i];
        const checked = type
            ? checkValue(element, type, types, `${path}[${i}]`)
            : { ok: true, value: { kind: 'raw', value: element } };
        if (!checked.ok)
            return checked;
        items.push(checked.value);
    }
    return { ok: true, value: { kind: 'tuple', items } };
}
function checkDict(json, args, types, path) {
    const [keyType = { kind: 'unknown', text: '' }, valueType = { kind: 'unknown', text: '' }] = args;
    const stringKeys = keyType.kind === 'name' && keyType.name === 'str';
    const pairs = [];
    const isObject = json !== null && typeof json === 'object' && !Array.isArray(json);
    // An empty dict is `{}` whatever its key type: there are no keys to spell.
    if (isObject && (stringKeys || keyType.kind === 'unknown' || Object.keys(json).length === 0))
        (0,arrays/* appendAll */.u2)(pairs, Object.entries(json));
    else if (Array.isArray(json) &&
        !stringKeys &&
        json.every((p) => Array.isArray(p) && p.length === 2))
        (0,arrays/* appendAll */.u2)(pairs, json);
    else
        return bad(path, stringKeys ? 'an object' : 'a list of [key, value] pairs', json);
    const entries = [];
    for (const [i, [key, item]] of pairs.entries()) {
        const checkedKey = checkValue(key, keyType, types, `${path} key ${i}`);
        if (!checkedKey.ok)
            return checkedKey;
        const checkedItem = checkValue(item, valueType, types, `${path}[${JSON.stringify(key)}]`);
        if (!checkedItem.ok)
            return checkedItem;
        entries.push([checkedKey.value, checkedItem.value]);
    }
    return { ok: true, value: { kind: 'dict', entries } };
}
function checkUnion(json, options, types, path) {
    // An integral JSON number is an int where the union allows one, so `float | int` keeps 3 as 3.
    const isInt = (o) => o.kind === 'name' && o.name === 'int';
    const ordered = typeof json === 'number' && Number.isInteger(json)
        ? [...options.filter(isInt), ...options.filter((o) => !isInt(o))]
        : options;
    for (const option of ordered) {
        const checked = checkValue(json, option, types, path);
        if (checked.ok)
            return checked;
    }
    return bad(path, options.map(describe).join(' | '), json);
}
function checkLiteral(json, values, types, path) {
    for (const value of values) {
        const candidate = literalFixture(value, types);
        if (candidate && JSON.stringify(toJson(candidate)) === JSON.stringify(json))
            return { ok: true, value: candidate };
    }
    return bad(path, `one of ${describe({ kind: 'literal', values })}`, json);
}
function literalFixture(value, types) {
    if (value.type === 'none')
        return { kind: 'none' };
    if (value.type === 'bytes')
        return { kind: 'bytes', value: [...value.value].map((c) => c.charCodeAt(0)) };
    if (value.type !== 'member')
        return { kind: value.type, value: value.value };
    const info = types[value.owner];
    const member = info && enumMembers(info).find((m) => m.name === value.member);
    return member && { kind: 'enum', type: value.owner, member: member.name, value: member.value };
}
function checkClass(json, name, info, types, path) {
    if (info.kind === 'enum') {
        const members = enumMembers(info);
        const member = members.find((m) => JSON.stringify(toJson(m.value)) === JSON.stringify(json));
        if (member)
            return {
                ok: true,
                value: { kind: 'enum', type: name, member: member.name, value: member.value },
            };
        return bad(path, `a value of ${name} (${members.map((m) => JSON.stringify(toJson(m.value))).join(', ')})`, json);
    }
    const parameters = constructorParameters(info);
    if (!parameters)
        return { ok: true, value: { kind: 'raw', value: json } };
    // TypedDict keys that may be left out count as optional, like parameters with defaults.
    const relaxed = parameters.map((p) => info.kind === 'typeddict' && isOptionalKey(info, p.annotation ?? '')
        ? { ...p, default: p.default ?? '...' }
        : p);
    const checked = checkArguments(json, relaxed, types, path);
    if (!checked.ok)
        return checked;
    return {
        ok: true,
        value: { kind: 'record', type: name, record: info.kind, fields: checked.args },
    };
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/scalars.ts
/** The three sample cases, in the order fixture files list them. */
const CASES = ['normal', 'edge', 'extreme'];
const scalars_int = (value) => ({ kind: 'int', value });
const scalars_float = (value) => ({ kind: 'float', value });
const str = (value) => ({ kind: 'str', value });
const bool = (value) => ({ kind: 'bool', value });
const bytes = (text) => ({
    kind: 'bytes',
    value: [...text].map((c) => c.charCodeAt(0)),
});
const SCALARS = {
    int: { normal: [scalars_int(42), scalars_int(7), scalars_int(13)], edge: scalars_int(0), extreme: scalars_int(Number.MAX_SAFE_INTEGER) },
    float: {
        normal: [scalars_float(3.14), scalars_float(2.5), scalars_float(0.125)],
        edge: scalars_float(0),
        extreme: scalars_float(Number.MAX_VALUE),
    },
    str: {
        normal: [str('alpha'), str('beta'), str('gamma')],
        edge: str(''),
        extreme: str('Ünïcödé ✓ 🐍 "quoted" \\ line\nbreak\ttab'),
    },
    bool: { normal: [bool(true), bool(false), bool(true)], edge: bool(false), extreme: bool(true) },
    bytes: {
        normal: [bytes('hello'), bytes('world'), bytes('remora')],
        edge: bytes(''),
        extreme: bytes('\x00\xff\x80\n'),
    },
};
/** The scalar sample for a case; `index` picks among the normal variants. */
function scalarSample(type, variant, index) {
    const samples = SCALARS[type];
    if (!samples)
        return undefined;
    if (variant !== 'normal')
        return samples[variant];
    return samples.normal[index % samples.normal.length];
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/generate.ts





const fail = (reason) => ({ ok: false, reason });
const ok = (value) => ({ ok: true, value });
/** One sample value of a type for a case; `index` varies the normal case between siblings. */
function sampleValue(type, variant, types, index = 0) {
    return generate(type, variant, { types, stack: [] }, index);
}
function generate(type, variant, context, index) {
    switch (type.kind) {
        case 'none':
            return ok({ kind: 'none' });
        case 'literal':
            return literalSample(type.values, variant, context);
        case 'union':
            return unionSample(type.options, variant, context, index);
        case 'name':
            return namedSample(type, variant, context, index);
        default:
            return fail(`cannot make a value of ${describe(type)}`);
    }
}
function namedSample(type, variant, context, index) {
    const scalar = type.args.length === 0 ? scalarSample(type.name, variant, index) : undefined;
    if (scalar)
        return ok(scalar);
    switch (type.name) {
        case 'list':
        case 'set':
        case 'frozenset':
            return sequenceSample(type, variant, context);
        case 'tuple':
            return tupleSample(type.args, variant, context, index);
        case 'dict':
            return dictSample(type.args, variant, context);
    }
    const info = context.types[type.name];
    if (info)
        return classSample(type.name, info, variant, context, index);
    return fail(`cannot make a value of ${describe(type)}`);
}
function sequenceSample(type, variant, context) {
    const element = type.args[0];
    if (!element)
        return fail(`${type.name} needs an item type (e.g. ${type.name}[int])`);
    const kind = type.name === 'list' ? 'list' : 'set';
    if (variant === 'edge')
        return ok({ kind, items: [] });
    const plan = variant === 'normal'
        ? [
            ['normal', 0],
            ['normal', 1],
            ['normal', 2],
        ]
        : [
            ['extreme', 0],
            ['edge', 0],
        ];
    const items = [];
    for (const [itemCase, itemIndex] of plan) {
        const item = generate(element, itemCase, context, itemIndex);
        if (!item.ok)
            return recursionStop(item, kind);
        if (kind === 'list' || !items.some((seen) => same(seen, item.value)))
            items.push(item.value);
    }
    return ok({ kind, items });
}
/** A recursive type ends in an empty container rather than failing. */
function recursionStop(failure, kind) {
    return failure.reason.includes('recursive type') ? ok({ kind, items: [] }) : failure;
}
function tupleSample(args, variant, context, index) {
    if (args.length === 2 && args[1]?.kind === 'ellipsis') {
        const asList = sequenceSample({ kind: 'name', name: 'list', args: [args[0]] }, variant, context);
        return asList.ok && asList.value.kind === 'list'
            ? ok({ kind: 'tuple', items: asList.value.items })
            : asList;
    }
    if (args.length === 0)
        return fail('tuple needs item types (e.g. tuple[int, str])');
    if (args.length === 1 &&
        args[0]?.kind === 'name' &&
        args[0].name === 'tuple' &&
        args[0].args.length === 0)
        return ok({ kind: 'tuple', items: [] });
    const items = [];
    for (const [i, arg] of args.entries()) {
        const item = generate(arg, variant, context, index + i);
        if (!item.ok)
            return item;
        items.push(item.value);
    }
    return ok({ kind: 'tuple', items });
}
function dictSample(args, variant, context) {
    const [keyType, valueType] = args;
    if (!keyType || !valueType)
        return fail('dict needs key and value types (e.g. dict[str, int])');
    if (variant === 'edge')
        return ok({ kind: 'dict', entries: [] });
    const plan = variant === 'normal'
        ? [
            ['normal', 'normal', 0],
            ['normal', 'normal', 1],
        ]
        : [
            ['edge', 'extreme', 0],
            ['extreme', 'edge', 0],
        ];
    const entries = [];
    for (const [keyCase, valueCase, i] of plan) {
        const key = generate(keyType, keyCase, context, i);
        const item = generate(valueType, valueCase, context, i);
        if (!key.ok)
            return key;
        if (!item.ok)
            return item.reason.includes('recursive type') ? ok({ kind: 'dict', entries: [] }) : item;
        if (!isHashable(key.value))
            return fail(`dict keys of ${describe(keyType)} are not hashable`);
        if (!entries.some(([seen]) => same(seen, key.value)))
            entries.push([key.value, item.value]);
    }
    return ok({ kind: 'dict', entries });
}
function unionSample(options, variant, context, index) {
    const values = options.filter((o) => o.kind !== 'none');
    const optional = values.length < options.length;
    if (variant === 'edge' && optional)
        return ok({ kind: 'none' });
    // normal: the first option; edge: the second option's edge; extreme: the last option's extreme.
    const pick = variant === 'normal'
        ? values[0]
        : variant === 'edge'
            ? (values[1] ?? values[0])
            : values.at(-1);
    if (!pick)
        return ok({ kind: 'none' });
    const generated = generate(pick, variant, context, index);
    if (!generated.ok && optional && generated.reason.includes('recursive type'))
        return ok({ kind: 'none' });
    return generated;
}
function literalSample(values, variant, context) {
    const value = variant === 'normal' ? values[0] : values.at(-1);
    if (!value)
        return fail('an empty Literal');
    switch (value.type) {
        case 'none':
            return ok({ kind: 'none' });
        case 'bytes':
            return ok({ kind: 'bytes', value: [...value.value].map((c) => c.charCodeAt(0)) });
        case 'member': {
            const info = context.types[value.owner];
            const member = info && enumMembers(info).find((m) => m.name === value.member);
            return member
                ? ok({ kind: 'enum', type: value.owner, member: member.name, value: member.value })
                : fail(`unknown enum member ${value.owner}.${value.member}`);
        }
        default:
            return ok({ kind: value.type, value: value.value });
    }
}
function classSample(name, info, variant, context, index) {
    if (info.kind === 'enum') {
        const members = enumMembers(info);
        const member = variant === 'normal' ? members[index % Math.max(members.length, 1)] : members.at(-1);
        if (!member)
            return fail(`enum ${name} has no member with a literal value`);
        return ok({ kind: 'enum', type: name, member: member.name, value: member.value });
    }
    const parameters = constructorParameters(info);
    if (!parameters)
        return fail(`the constructor of ${name} is not all visible (it inherits from ${info.bases.join(', ')})`);
    if (context.stack.includes(name))
        return fail(`recursive type ${name}`);
    const inner = { ...context, stack: [...context.stack, name] };
    const fields = [];
    for (const [i, parameter] of parameters.entries()) {
        if (parameter.kind === 'var_positional' || parameter.kind === 'var_keyword')
            continue;
        const optional = parameter.default !== undefined ||
            (info.kind === 'typeddict' && isOptionalKey(info, parameter.annotation ?? ''));
        const generated = parameter.annotation === undefined
            ? fail(`${name}.${parameter.name} has no annotation`)
            : generate(parseAnnotation(parameter.annotation), variant, inner, index + i);
        if (generated.ok)
            fields.push([parameter.name, generated.value]);
        else if (!optional)
            return fail(generated.reason.startsWith(name)
                ? generated.reason
                : `${name}.${parameter.name}: ${generated.reason}`);
    }
    return ok({ kind: 'record', type: name, record: info.kind, fields });
}
function isHashable(value) {
    if (value.kind === 'list' || value.kind === 'set' || value.kind === 'dict')
        return false;
    if (value.kind === 'tuple')
        return value.items.every(isHashable);
    return value.kind !== 'record' || value.record === 'namedtuple';
}
function same(a, b) {
    // bool and int are equal in Python when their numbers are (True == 1).
    const number = (v) => v.kind === 'bool'
        ? Number(v.value)
        : v.kind === 'int' || v.kind === 'float'
            ? v.value
            : undefined;
    const [x, y] = [number(a), number(b)];
    if (x !== undefined && y !== undefined)
        return x === y;
    return JSON.stringify(a) === JSON.stringify(b);
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/sample-arguments.ts



/** Arguments for one case: every parameter that can be sampled; required ones must be. */
function sampleArguments(parameters, variant, types, 
/** Where the normal variants start: a method's arguments follow its instance's. */
firstIndex = 0) {
    const required = new Set(requiredParameters(parameters).map((p) => p.name));
    const args = [];
    const omitted = [];
    for (const [index, parameter] of parameters.entries()) {
        if (parameter.kind === 'var_positional' || parameter.kind === 'var_keyword')
            continue;
        // Each parameter takes the next normal variant, so `add(a, b)` gets two different numbers.
        const generated = parameter.annotation === undefined
            ? { ok: false, reason: `${parameter.name} has no annotation` }
            : sampleValue(parseAnnotation(parameter.annotation), variant, types, firstIndex + index);
        if (generated.ok)
            args.push([parameter.name, generated.value]);
        else if (required.has(parameter.name))
            return { ok: false, reason: generated.ok ? '' : prefixed(parameter, generated.reason) };
        else
            omitted.push(parameter.name);
    }
    return { ok: true, args, omitted };
}
function prefixed(parameter, reason) {
    return reason.startsWith(parameter.name) ? reason : `${parameter.name}: ${reason}`;
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/fixture-document.ts




/** Identifies the layout of fixture files, so a loader can check what it reads. */
const FIXTURE_FORMAT = 'remora.sample_data/v1';
/** The parameters sample data is made for: a callable's, or a class's constructor's. */
function targetParameters(analysis) {
    if (analysis.target.kind !== 'class')
        return { ok: true, parameters: analysis.parameters };
    const info = analysis.types[analysis.target.full_name];
    if (!info)
        return { ok: false, reason: `no constructor information for ${analysis.target.full_name}` };
    if (info.kind === 'enum')
        return {
            ok: false,
            reason: `${analysis.target.full_name} is an enum: its members are its sample data`,
        };
    const parameters = constructorParameters(info);
    if (!parameters)
        return {
            ok: false,
            reason: `the constructor of ${analysis.target.full_name} is not all visible (it inherits from ${info.bases.join(', ')})`,
        };
    return { ok: true, parameters };
}
/**
 * The normal, edge and extreme cases for a target from its annotations.
 * Parameters with defaults whose type cannot be sampled are left out (and
 * named); a required one makes the whole target unsupported.
 */
function generateCases(analysis) {
    const target = targetParameters(analysis);
    if (!target.ok)
        return target;
    if (target.parameters.every((p) => p.kind === 'var_positional' || p.kind === 'var_keyword')) {
        return { ok: false, reason: `${analysis.target.full_name} takes no named parameters` };
    }
    const cases = [];
    const omitted = new Set();
    for (const name of CASES) {
        const generated = sampleArguments(target.parameters, name, analysis.types);
        if (!generated.ok)
            return { ok: false, reason: generated.reason };
        generated.omitted.forEach((p) => omitted.add(p));
        cases.push([name, generated.args]);
    }
    // A parameter left out of one case is left out of all, so every case has the same keys.
    const uniform = cases.map(([name, args]) => [
        name,
        args.filter(([param]) => !omitted.has(param)),
    ]);
    // Cases that are all alike sample nothing: no fixture rather than one that says nothing.
    const [first, ...others] = uniform.map(([, args]) => JSON.stringify(args));
    if (others.every((other) => other === first))
        return {
            ok: false,
            reason: `every case of ${analysis.target.full_name} would be the same${omitted.size > 0 ? ` (${[...omitted].join(', ')} cannot be sampled)` : ''}`,
        };
    return { ok: true, cases: uniform, omitted: [...omitted] };
}
/** Cases as the plain JSON a tool call carries. */
function casesToJson(cases) {
    return Object.fromEntries(cases.map(([name, args]) => [
        name,
        Object.fromEntries(args.map(([param, value]) => [param, toJson(value)])),
    ]));
}
/**
 * A fixture file's text: format marker, target, each parameter's annotation,
 * then the cases. The same cases always give the same bytes.
 */
function renderFixture(target, parameters, cases, format) {
    const used = parameters.filter((p) => cases.some(([, args]) => args.some(([name]) => name === p.name)));
    const tree = {
        kind: 'object',
        entries: [
            ['format', { kind: 'scalar', text: JSON.stringify(FIXTURE_FORMAT) }],
            ['target', { kind: 'scalar', text: JSON.stringify(target) }],
            [
                'parameters',
                {
                    kind: 'object',
                    entries: used.map((p) => [
                        p.name,
                        { kind: 'scalar', text: JSON.stringify(p.annotation ?? '') },
                    ]),
                },
            ],
            [
                'cases',
                {
                    kind: 'object',
                    entries: cases.map(([name, args]) => [
                        name,
                        { kind: 'object', entries: args.map(([param, value]) => [param, printable(value)]) },
                    ]),
                },
            ],
        ],
    };
    return format === 'json' ? `${renderJson(tree)}\n` : renderYaml(tree);
}

// EXTERNAL MODULE: ./src/ops/sample-data/arguments.ts
var sample_data_arguments = __webpack_require__(8526);
;// CONCATENATED MODULE: ./src/languages/python/testgen/doctest.ts

const PS1 = /^(\s*)>>>(?: (.*))?$/;
// The options' leading space is left to the split below: `\s*` before `[^\n'"]*` backtracks.
const DIRECTIVE = /#\s*doctest:([^\n'"]*)$/;
/**
 * The examples of a docstring: `>>> ` lines with their `... ` continuations,
 * then the expected output up to a blank line or the next `>>>`, indentation
 * removed and `<BLANKLINE>` read as an empty line. `firstLine` is the file line
 * of the docstring's first line.
 */
function parseDoctestExamples(docstring, firstLine) {
    const lines = docstring.split(/\r?\n/);
    const examples = [];
    let i = 0;
    while (i < lines.length) {
        const start = PS1.exec(lines[i]);
        if (!start) {
            i++;
            continue;
        }
        const indent = start[1] ?? '';
        const line = firstLine + i;
        const source = [start[2] ?? ''];
        i++;
        const ps2 = new RegExp(`^${doctest_escape(indent)}\\.\\.\\.(?: (.*))?$`);
        for (let more = ps2.exec(lines[i] ?? ''); i < lines.length && more; more = ps2.exec(lines[++i] ?? ''))
            source.push(more[1] ?? '');
        const want = [];
        while (i < lines.length &&
            lines[i].trim() !== '' &&
            !PS1.test(lines[i])) {
            const text = lines[i];
            want.push((text.startsWith(indent) ? text.slice(indent.length) : text.trimStart()).replace(/^<BLANKLINE>$/, ''));
            i++;
        }
        const joined = source.join('\n');
        examples.push({ source: joined, want: want.join('\n'), line, options: directives(joined) });
    }
    return examples;
}
function directives(source) {
    const options = [];
    for (const line of source.split('\n')) {
        const match = DIRECTIVE.exec(line);
        if (match)
            (0,arrays/* appendAll */.u2)(options, match[1].split(/[\s,]+/).filter((o) => /^[+-][A-Z_]+$/.test(o)));
    }
    return options;
}
function doctest_escape(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** The exception a `Traceback (most recent call last):` want names, with its message. */
function expectedException(want) {
    const lines = want.split('\n');
    if (!/^Traceback \(most recent call last\):/.test(lines[0] ?? '') &&
        !/^Traceback \(innermost last\):/.test(lines[0] ?? ''))
        return undefined;
    // The exception line is the first unindented line after the header (stack lines are indented or "...").
    const index = lines.findIndex((line, i) => i > 0 && /^[A-Za-z_][\w.]*(?::|$)/.test(line));
    if (index < 0)
        return undefined;
    const exception = /^([A-Za-z_][\w.]*)(?::\s?(.*))?$/.exec(lines[index]);
    if (!exception)
        return undefined;
    const message = [exception[2] ?? '', ...lines.slice(index + 1)].join('\n').trim();
    return { type: exception[1], message };
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/generated-test.ts

/** `Order.total` -> `order_total`: the part of a test name that names the target. */
function testNameStem(fullName) {
    return fullName
        .replace(/#/g, '_')
        .split('.')
        .map((part) => part
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
        .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
        .toLowerCase())
        .join('_');
}
/** Python identifiers a piece of source uses (not attribute names after a dot, not inside strings). */
function identifiersIn(source) {
    const withoutStrings = replaceStringLiterals(source, '""');
    const names = new Set();
    for (const match of withoutStrings.matchAll(/(?<![\w.])[A-Za-z_][A-Za-z0-9_]*/g))
        names.add(match[0]);
    return names;
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/module-path.ts
const module_path_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const module_path_KEYWORDS = new Set('False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(' '));
/**
 * The dotted module of a Python file, given the folders on the import path
 * (the repository root, `src/` in a src layout, pytest's `pythonpath`
 * entries): the deepest root that contains the file wins. `pkg/__init__.py`
 * is `pkg`.
 */
function modulePathOf(filePath, importRoots) {
    if (!filePath.endsWith('.py'))
        return { ok: false, reason: `${filePath} is not a .py file` };
    const roots = [...importRoots]
        .filter((r) => r === '' || filePath.startsWith(`${r}/`))
        .sort((a, b) => b.length - a.length);
    const root = roots[0] ?? '';
    const relative = root === '' ? filePath : filePath.slice(root.length + 1);
    const parts = relative.slice(0, -'.py'.length).split('/');
    if (parts.at(-1) === '__init__')
        parts.pop();
    if (parts.length === 0)
        return { ok: false, reason: `${filePath} is a package root with no name` };
    if (parts.at(-1) === '__main__')
        return { ok: false, reason: `${filePath} is a __main__ module; importing it runs the program` };
    const bad = parts.find((part) => !module_path_IDENTIFIER.test(part) || module_path_KEYWORDS.has(part));
    if (bad !== undefined)
        return {
            ok: false,
            reason: `${filePath} cannot be imported: '${bad}' is not a Python identifier`,
        };
    return { ok: true, module: parts.join('.'), root };
}
/**
 * The folders to put on PYTHONPATH: the root, `src` when the project keeps
 * its packages there (a src layout), and pytest's own `pythonpath` entries.
 */
function importRoots(files, configured = []) {
    const roots = new Set(['']);
    if (files.some((f) => f.startsWith('src/') && f.endsWith('.py')))
        roots.add('src');
    for (const entry of configured) {
        const clean = entry.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
        // The root itself is already there; a path out of the repository is never imported from.
        if (clean === '' || clean === '.' || clean.startsWith('/') || clean.split('/').includes('..'))
            continue;
        roots.add(clean);
    }
    return [...roots];
}

;// CONCATENATED MODULE: ./src/languages/python/signature/parameters.ts

/**
 * The parameters of a `parameters` node in order, as the signature analysis
 * reports them: bare names (`args` for `*args`), annotation and default only
 * when written.
 */
function parameters_readParameters(node) {
    return readParameters(node).map(({ name, kind, annotation, default: value }) => ({
        name,
        kind,
        ...(annotation !== null ? { annotation } : {}),
        ...(value !== null ? { default: value } : {}),
    }));
}

;// CONCATENATED MODULE: ./src/languages/python/signature/class-table.ts



const ENUM_FLAVORS = new Set(['Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum']);
const MARKER_BASES = new Set([
    'object',
    'Generic',
    'TypedDict',
    'NamedTuple',
    'BaseModel',
    ...ENUM_FLAVORS,
]);
// Statements whose blocks keep the scope they stand in (docs/architecture.md §3).
const TRANSPARENT_BLOCKS = new Set([
    'if_statement',
    'elif_clause',
    'else_clause',
    'try_statement',
    'except_clause',
    'finally_clause',
    'with_statement',
    'block',
]);
/**
 * Every class of a module (and the classes in their bodies, by dotted name)
 * with what building an instance takes: record fields for dataclasses,
 * TypedDicts, NamedTuples and pydantic models (inherited fields first when the
 * base is in the same file), enum members, or an `__init__`'s parameters.
 */
function collectClasses(root) {
    const table = new Map();
    const walk = (container, prefix) => {
        for (const child of container.namedChildren) {
            const definition = child.type === 'decorated_definition' ? child.childForFieldName('definition') : child;
            if (definition?.type === 'class_definition') {
                const name = `${prefix}${definition.childForFieldName('name')?.text ?? ''}`;
                table.set(name, describeClass(definition, class_table_decoratorsOf(child), table));
                const body = definition.childForFieldName('body');
                if (body)
                    walk(body, `${name}.`);
            }
            else if (TRANSPARENT_BLOCKS.has(child.type))
                walk(child, prefix);
        }
    };
    walk(root, '');
    return table;
}
/** Decorator texts without the `@`. */
function class_table_decoratorsOf(node) {
    if (node.type !== 'decorated_definition')
        return [];
    return node.namedChildren
        .filter((c) => c.type === 'decorator')
        .map((c) => c.text.replace(/^@\s*/, '').trim());
}
/** The record kind its bases or decorators give a class, if any. */
function class_table_recordKind(bases, decorators) {
    if (bases.includes('TypedDict'))
        return 'typeddict';
    if (bases.includes('NamedTuple'))
        return 'namedtuple';
    if (bases.includes('BaseModel'))
        return 'model';
    return decorators.some(isDataclassDecorator) ? 'dataclass' : undefined;
}
function describeClass(definition, decorators, known) {
    const args = definition.childForFieldName('superclasses')?.namedChildren ?? [];
    const bases = args.filter((a) => a.type !== 'keyword_argument').map((a) => a.text);
    const keywords = new Map(args
        .filter((a) => a.type === 'keyword_argument')
        .map((a) => [
        a.childForFieldName('name')?.text ?? '',
        a.childForFieldName('value')?.text ?? '',
    ]));
    const canonical = bases.map((b) => canonicalName(b.replace(/\[.*$/s, '')).split('.').pop());
    const body = definition.childForFieldName('body');
    const inherited = bases
        .map((b) => known.get(b))
        .find((info) => info && info.kind !== 'class' && info.kind !== 'enum');
    // A base from the same file passes on what it could not see, and its __init__ when the class has none.
    const unresolved = [
        ...bases.filter((b, i) => !MARKER_BASES.has(canonical[i]) && !known.has(b)),
        ...bases.flatMap((b) => known.get(b)?.bases ?? []),
    ];
    const init = (body ? initParameters(body) : undefined) ?? bases.map((b) => known.get(b)?.init).find(Boolean);
    const info = {
        bases: unresolved,
        fields: [],
        members: [],
        ...(init ? { init } : {}),
    };
    const flavor = canonical.find((b) => ENUM_FLAVORS.has(b)) ??
        bases.map((b) => known.get(b)).find((k) => k?.kind === 'enum')?.flavor;
    if (flavor)
        return { ...info, kind: 'enum', flavor, members: body ? class_table_enumMembers(body) : [] };
    const kind = class_table_recordKind(canonical, decorators) ?? inherited?.kind;
    if (!kind)
        return { ...info, kind: 'class' };
    const own = body ? class_table_recordFields(body, kind) : [];
    const total = keywords.get('total');
    return {
        ...info,
        kind,
        fields: [
            ...(inherited?.fields ?? []).filter((f) => !own.some((o) => o.name === f.name)),
            ...own,
        ],
        ...(total !== undefined
            ? { total: total !== 'False' }
            : inherited?.total !== undefined
                ? { total: inherited.total }
                : {}),
    };
}
/** Annotated class attributes as fields, without ClassVars, `KW_ONLY` markers and `field(init=False)`. */
function class_table_recordFields(body, kind) {
    return readClassAttributes(body).flatMap(({ name, annotation, value, classVar, kwOnlyMarker }) => {
        if (annotation === null || classVar || kwOnlyMarker)
            return [];
        if (kind === 'dataclass' && value !== null && /\binit\s*=\s*False\b/.test(value))
            return [];
        return [{ name, annotation, ...(value !== null ? { default: value } : {}) }];
    });
}
function class_table_enumMembers(body) {
    return readClassAttributes(body).flatMap(({ name, value }) => value === null || name.startsWith('_') ? [] : [{ name, value }]);
}
/** The parameters of an `__init__` in the class body, after `self`. */
function initParameters(body) {
    for (const child of body.namedChildren) {
        const definition = child.type === 'decorated_definition' ? child.childForFieldName('definition') : child;
        if (definition?.type === 'function_definition' &&
            definition.childForFieldName('name')?.text === '__init__') {
            return parameters_readParameters(definition.childForFieldName('parameters')).slice(1);
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/languages/python/signature/side-effects.ts
/** Builtins whose call reaches outside the function (I/O, the interpreter). */
const EFFECT_CALLS = new Set([
    'open',
    'print',
    'input',
    'exec',
    'eval',
    'breakpoint',
    'exit',
    'quit',
    '__import__',
]);
/** Modules whose use means files, processes, the network or the environment. */
const EFFECT_MODULES = new Set([
    'os',
    'sys',
    'subprocess',
    'requests',
    'shutil',
    'socket',
    'urllib',
    'http',
    'httpx',
    'aiohttp',
    'sqlite3',
    'smtplib',
    'tempfile',
    'webbrowser',
    'multiprocessing',
    'threading',
    'signal',
    'ctypes',
]);
/** Methods that change the object they are called on, or touch the file system through a path. */
const MUTATORS = new Set([
    'append',
    'extend',
    'insert',
    'pop',
    'remove',
    'clear',
    'update',
    'setdefault',
    'add',
    'discard',
    'sort',
    'reverse',
    'popitem',
]);
const PATH_WRITES = new Set([
    'write_text',
    'write_bytes',
    'unlink',
    'mkdir',
    'rmdir',
    'touch',
    'chmod',
    'rename',
    'symlink_to',
    'hardlink_to',
]);
const MAX_REASONS = 5;
/**
 * Why calling a function may do more than compute a value, as far as its
 * body shows: I/O builtins, modules that reach the system, `global` and
 * `nonlocal`, assignments to (or mutation of) its parameters' attributes and
 * items — `self` included. Nested functions count: they may be called.
 * Returns at most a few reasons, in source order.
 */
function sideEffects(body, parameters) {
    const reasons = [];
    const note = (reason) => {
        if (!reasons.includes(reason))
            reasons.push(reason);
    };
    const visit = (node) => {
        if (reasons.length >= MAX_REASONS)
            return;
        inspect(node, parameters, note);
        for (const child of node.namedChildren)
            visit(child);
    };
    visit(body);
    return reasons.slice(0, MAX_REASONS);
}
function inspect(node, parameters, note) {
    switch (node.type) {
        case 'global_statement':
            note(`declares global ${names(node)}`);
            break;
        case 'nonlocal_statement':
            note(`declares nonlocal ${names(node)}`);
            break;
        case 'call':
            inspectCall(node, parameters, note);
            break;
        case 'attribute': {
            // Only the whole chain (`os.path.join`), not its inner links (`os.path`).
            const parent = node.parent;
            if (parent?.type === 'attribute' && parent.childForFieldName('object')?.id === node.id)
                break;
            const root = rootIdentifier(node);
            if (root && EFFECT_MODULES.has(root))
                note(`uses ${root}.${attributePath(node)}`);
            if (root === 'time' && node.childForFieldName('attribute')?.text === 'sleep')
                note('sleeps (time.sleep)');
            break;
        }
        case 'import_statement':
        case 'import_from_statement': {
            const module = node.childForFieldName('module_name') ?? node.childForFieldName('name');
            const top = module?.text.split('.')[0];
            if (top && EFFECT_MODULES.has(top))
                note(`imports ${top}`);
            break;
        }
        case 'assignment':
        case 'augmented_assignment':
            for (const target of targets(node.childForFieldName('left'))) {
                const root = rootIdentifier(target);
                if (root && parameters.has(root))
                    note(`assigns to ${target.text}`);
            }
            break;
        case 'delete_statement':
            for (const target of node.namedChildren.flatMap((child) => targets(child))) {
                const root = rootIdentifier(target);
                if (root && parameters.has(root))
                    note(`deletes ${target.text}`);
            }
            break;
    }
}
function inspectCall(node, parameters, note) {
    const callee = node.childForFieldName('function');
    if (!callee)
        return;
    if (callee.type === 'identifier' && EFFECT_CALLS.has(callee.text))
        note(`calls ${callee.text}()`);
    if (callee.type !== 'attribute')
        return;
    const method = callee.childForFieldName('attribute')?.text ?? '';
    const owner = callee.childForFieldName('object');
    const root = owner ? rootIdentifier(owner) : undefined;
    if (root && parameters.has(root) && MUTATORS.has(method))
        note(`mutates ${owner?.text} (${method})`);
    if (PATH_WRITES.has(method))
        note(`changes files (${method})`);
}
/** The identifiers an assignment target stands for: `a.b`, `a[0]` and the items of tuple targets. */
function targets(node) {
    if (!node)
        return [];
    if (node.type === 'attribute' || node.type === 'subscript')
        return [node];
    if (['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list'].includes(node.type))
        return node.namedChildren.flatMap((child) => targets(child));
    return [];
}
/** The name an attribute or subscript chain starts from: `self` in `self.items[0].x`. */
function rootIdentifier(node) {
    let current = node;
    while (current &&
        (current.type === 'attribute' || current.type === 'subscript' || current.type === 'call')) {
        current = current.childForFieldName(current.type === 'attribute' ? 'object' : current.type === 'subscript' ? 'value' : 'function');
    }
    return current?.type === 'identifier' ? current.text : undefined;
}
function attributePath(node) {
    const attribute = node.childForFieldName('attribute')?.text ?? '';
    const object = node.childForFieldName('object');
    return object?.type === 'attribute' ? `${attributePath(object)}.${attribute}` : attribute;
}
function names(node) {
    return node.namedChildren.map((child) => child.text).join(', ');
}

;// CONCATENATED MODULE: ./src/languages/python/signature/analyze-tree.ts







/**
 * Reads a node's signature from its file's tree: parameters, return
 * annotation, decorators, docstring examples, side effects, and the classes
 * of the file its annotations use. Doctest examples come back unclassified
 * (`expression: false`); the caller classifies them.
 */
function analyzeTree(root, node, module) {
    const classes = collectClasses(root);
    const definition = node.node_type === 'file' ? root : findDefinition(root, node);
    if (!definition)
        throw new Error(`no definition of ${node.full_name} at line ${node.start_line}`);
    const target = {
        name: node.name,
        full_name: node.full_name,
        kind: node.node_type,
        file: node.file_path,
        line: node.start_line,
    };
    const base = {
        target,
        module: module.module,
        ...(module.module === null ? { module_issue: module.issue } : {}),
        signature: '',
        is_async: false,
        is_generator: false,
        decorators: [],
        parameters: [],
        doctests: [],
        module_names: [],
        side_effects: [],
        types: {},
    };
    const body = definition.type === 'module' ? definition : definition.childForFieldName('body');
    const docstring = body ? docstringOf(body) : undefined;
    if (docstring)
        base.doctests = parseDoctestExamples(docstring.text, docstring.line).map((e) => ({
            ...e,
            expression: false,
        }));
    if (definition.type === 'function_definition')
        Object.assign(base, describeFunction(definition, node));
    if (definition.type === 'class_definition')
        base.signature = header(definition);
    base.types = selectTypes(base, classes);
    return { analysis: base, topLevelNames: topLevelNames(root) };
}
function describeFunction(definition, node) {
    const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : definition;
    const decorators = class_table_decoratorsOf(outer);
    const isMethod = node.node_type === 'method';
    const method_kind = !isMethod
        ? undefined
        : decorators.includes('staticmethod')
            ? 'static'
            : decorators.includes('classmethod')
                ? 'class'
                : decorators.some((d) => /^(property|(functools\.)?cached_property)$/.test(d))
                    ? 'property'
                    : 'instance';
    const all = parameters_readParameters(definition.childForFieldName('parameters'));
    const parameters = isMethod && method_kind !== 'static' ? all.slice(1) : all;
    const body = definition.childForFieldName('body');
    const returns = definition.childForFieldName('return_type')?.text;
    const is_async = definition.children[0]?.type === 'async';
    const is_generator = body ? containsYield(body) : false;
    return {
        signature: header(definition),
        is_async,
        is_generator,
        // A decorator may return anything in the function's place: only plain ones are read.
        ...(body &&
            !is_async &&
            !is_generator &&
            decorators.every((d) => d === 'staticmethod' || d === 'classmethod') &&
            !returnsValue(body)
            ? { returns_nothing: true }
            : {}),
        decorators,
        ...(method_kind
            ? { method_kind, owner: node.full_name.split('.').slice(0, -1).join('.') }
            : {}),
        parameters,
        ...(returns !== undefined ? { returns } : {}),
        side_effects: body ? sideEffects(body, new Set(all.map((p) => p.name))) : [],
    };
}
/** The definition whose first line (decorators included) and name match the node. */
function findDefinition(root, node) {
    const type = node.node_type === 'class' ? 'class_definition' : 'function_definition';
    const startOf = (d) => (d.parent?.type === 'decorated_definition' ? d.parent : d).startPosition.row + 1;
    const named = (d) => d?.childForFieldName('name')?.text === node.name;
    // First within the node's own lines, where it is unless the text moved: a module of
    // thousands of definitions is not searched whole for each tool call.
    const here = root
        .descendantsOfType(type, { row: node.start_line - 1, column: 0 }, { row: node.end_line, column: 0 })
        .filter(named)
        .find((d) => startOf(d) === node.start_line);
    if (here)
        return here;
    const candidates = root.descendantsOfType(type).filter(named);
    return (candidates.find((d) => startOf(d) === node.start_line) ??
        candidates.sort((a, b) => Math.abs(startOf(a) - node.start_line) - Math.abs(startOf(b) - node.start_line))[0]);
}
/** `def f(x: int) -> int` on one line, however it was wrapped. */
function header(definition) {
    const body = definition.childForFieldName('body');
    const text = body
        ? definition.text.slice(0, body.startIndex - definition.startIndex)
        : definition.text;
    const trimmed = text.trimEnd();
    // The colon that ends the header, cut without a pattern: `\s*:\s*$` rescans a run of spaces.
    const flat = (trimmed.endsWith(':') ? trimmed.slice(0, -1).trimEnd() : text)
        .replace(/\s+/g, ' ')
        .replace(/\(\s+/g, '(')
        .replace(/,?\s*\)/g, ')');
    return flat.length > 400 ? `${flat.slice(0, 399)}…` : flat;
}
function docstringOf(body) {
    const first = body.namedChildren.find((c) => c.type !== 'comment');
    const string = first?.type === 'expression_statement' && first.namedChildren.length === 1
        ? first.namedChildren[0]
        : undefined;
    if (string?.type !== 'string')
        return undefined;
    const literal = tryStringLiteral(string.text);
    if (!literal || literal.bytes || literal.interpolated)
        return undefined;
    const value = stringLiteralValue(literal);
    return { text: value.unresolved ? literal.body : value.text, line: string.startPosition.row + 1 };
}
/** Whether a `return` with a value other than None is in the body, outside the definitions nested in it. */
function returnsValue(node) {
    for (const child of node.namedChildren) {
        if (child.type === 'return_statement' &&
            child.namedChildren.some((value) => value.type !== 'comment' && value.type !== 'none'))
            return true;
        if (['function_definition', 'lambda', 'class_definition'].includes(child.type))
            continue;
        if (returnsValue(child))
            return true;
    }
    return false;
}
function containsYield(node) {
    for (const child of node.namedChildren) {
        if (child.type === 'yield')
            return true;
        if (['function_definition', 'lambda', 'class_definition'].includes(child.type))
            continue;
        if (containsYield(child))
            return true;
    }
    return false;
}
/** The classes the annotations need, following fields and __init__ parameters to the classes they use. */
function selectTypes(analysis, classes) {
    const pending = [];
    const fromAnnotation = (text) => {
        if (text !== undefined)
            (0,arrays/* appendAll */.u2)(pending, referencedNames(parseAnnotation(text)));
    };
    analysis.parameters.forEach((p) => fromAnnotation(p.annotation));
    fromAnnotation(analysis.returns);
    if (analysis.owner)
        pending.push(analysis.owner);
    if (analysis.target.kind === 'class')
        pending.push(analysis.target.full_name);
    const selected = {};
    while (pending.length > 0) {
        const name = pending.shift();
        const info = classes.get(name);
        if (!info || selected[name])
            continue;
        selected[name] = info;
        [...info.fields, ...(info.init ?? [])].forEach((f) => fromAnnotation(f.annotation));
    }
    return selected;
}
/**
 * Names a module binds at its top level when it is imported: definitions,
 * assignment targets, imports; not those under `if TYPE_CHECKING:`, which
 * only a type checker sees (jinja2.meta imports Environment there), nor
 * those under `if __name__ == "__main__":`, bound only when it runs as a
 * script (smtplib's `msg`).
 */
function topLevelNames(root) {
    const names = new Set();
    const walk = (container) => {
        for (const child of container.namedChildren) {
            const definition = child.type === 'decorated_definition' ? child.childForFieldName('definition') : child;
            const name = definition?.childForFieldName('name');
            if ((definition?.type === 'function_definition' || definition?.type === 'class_definition') &&
                name)
                names.add(name.text);
            else if (child.type === 'expression_statement') {
                for (const assignment of child.namedChildren.filter((c) => c.type === 'assignment')) {
                    const left = assignment.childForFieldName('left');
                    if (left?.type === 'identifier')
                        names.add(left.text);
                }
            }
            else if (child.type === 'import_statement' || child.type === 'import_from_statement')
                importedNames(child).forEach((n) => names.add(n));
            else if (child.type === 'if_statement' &&
                (isTypeChecking(child.childForFieldName('condition')) ||
                    isMainGuard(child.childForFieldName('condition'))))
                child.childrenForFieldName('alternative').forEach(walk);
            else if (TRANSPARENT_BLOCKS.has(child.type))
                walk(child);
        }
    };
    walk(root);
    return [...names];
}
/** `__name__ == "__main__"` either way round: false when the module is imported, as a test imports it. */
function isMainGuard(condition) {
    const text = (condition?.text ?? '').replace(/\s+/g, ' ');
    return /^(__name__ == (['"])__main__\2|(['"])__main__\3 == __name__)$/.test(text);
}
/** `TYPE_CHECKING`, `typing.TYPE_CHECKING` or `t.TYPE_CHECKING`: false when the module runs. */
function isTypeChecking(condition) {
    const text = condition?.text ?? '';
    return text === 'TYPE_CHECKING' || /^[A-Za-z_]\w*\.TYPE_CHECKING$/.test(text);
}
/** The names an import statement binds. */
function importedNames(statement) {
    const names = [];
    for (const child of statement.childrenForFieldName('name')) {
        if (child.type === 'aliased_import')
            names.push(child.childForFieldName('alias')?.text ?? '');
        else
            names.push(statement.type === 'import_statement' ? child.text.split('.')[0] : child.text);
    }
    return names.filter(Boolean);
}

;// CONCATENATED MODULE: ./src/languages/python/signature/python-tree.ts

/**
 * Hands the root node of Python text to `use` (synchronous: the tree is the
 * process's, shared with other callers of the same text).
 */
function withPythonTree(text, use) {
    return withParsedPython(text, use);
}
/** Parses several snippets in turn with one loaded grammar. */
async function mapPythonSnippets(snippets, use) {
    const results = [];
    for (const snippet of snippets)
        results.push(await withPythonTree(snippet, use));
    return results;
}

;// CONCATENATED MODULE: ./src/languages/python/signature/analyze-signature.ts







/**
 * `analyze_signature()`: the node's signature as the test and sample-data
 * agents need it (see SignatureAnalysis), read from the workspace's current
 * text. Keys with nothing to say are left out, to keep the result short.
 */
const analyzeSignature = async (_args, context) => compact(fitBudget(await analyzeNode(context), context.resultBudget ?? result_budget/* RESULT_BUDGET */.i));
/**
 * The whole analysis of the node, before it is fitted to a tool result: what
 * a tool checks its arguments against (a fitted result may leave out the
 * parameters that have a default).
 */
async function analyzeNode(context) {
    const here = await context.locate();
    const config = await readPytestConfig(context.workspace);
    const found = modulePathOf(here.node.file_path, importRoots([here.node.file_path], config?.pythonpath));
    const module = found.ok
        ? { module: found.module }
        : { module: null, issue: found.reason };
    const { analysis, topLevelNames } = await withPythonTree(here.text, (root) => analyzeTree(root, here.node, module));
    // Each example parsed once: what it is, and the names its own imports bind.
    const read = await mapPythonSnippets(analysis.doctests.map((d) => d.source), (root) => ({
        expression: isSingleExpression(root),
        syntaxError: isNotPython3(root),
        imports: importsOf(root),
    }));
    analysis.doctests = analysis.doctests.map((d, i) => ({
        ...d,
        expression: read[i]?.expression === true,
        ...(read[i]?.syntaxError ? { syntax_error: true } : {}),
    }));
    analysis.module_names = namesFromModule(analysis.doctests, read.map((example) => example.imports), topLevelNames);
    return analysis;
}
/**
 * Fits the result to the tool-output budget (`budget`: what the tool's
 * context providers leave of it), each reduction noted in `left_out`: the
 * header text goes first, then the class tables of other types, the owner's
 * (it builds an instance for a smoke test), the annotations of parameters
 * that have a default, those parameters, and last the doctest examples from
 * the end, one by one. So a long signature fits (jinja's
 * `Environment.__init__` and `overlay`: 22 parameters each, and the owner's
 * table repeats the constructor's), and what a test is built from stays
 * longest: the examples, and the parameters a call must pass.
 */
function fitBudget(analysis, budget) {
    const own = analysis.owner;
    const dropExample = {
        leaves_out: 'a docstring example from the end',
        apply: (a) => ({ ...a, doctests: (a.doctests ?? []).slice(0, -1) }),
    };
    // Measured as sent: compact, so absent keys are simply absent.
    return (0,result_budget/* fitResult */.d)(compact(analysis), [
        { leaves_out: 'the header text', apply: (a) => ({ ...a, signature: '' }) },
        {
            leaves_out: 'the tables of classes other than the owner',
            apply: (a) => ({
                ...a,
                types: Object.fromEntries(Object.entries(a.types ?? {}).filter(([name]) => name === own)),
            }),
        },
        { leaves_out: "the owner's class table", apply: (a) => ({ ...a, types: {} }) },
        {
            leaves_out: 'the annotations of parameters that have a default',
            apply: (a) => ({ ...a, parameters: withoutOptionalAnnotations(a.parameters ?? []) }),
        },
        {
            leaves_out: 'the parameters that have a default',
            apply: (a) => ({
                ...a,
                parameters: (a.parameters ?? []).filter((p) => p.default === undefined),
            }),
        },
        ...analysis.doctests.map(() => dropExample),
    ], budget);
}
/** Parameters with the annotations of those that have a default left out: a call may omit them. */
function withoutOptionalAnnotations(parameters) {
    return parameters.map(({ annotation, ...rest }) => rest.default === undefined && annotation !== undefined ? { ...rest, annotation } : rest);
}
/**
 * The names the examples take from the module's globals, as doctest runs
 * them: each name they use that the module binds when it runs, unless an
 * example imported it first (`>>> from jinja2 import Environment` in
 * jinja2.meta's examples: the test imports it as the example does, not from
 * the module, which has it only for the type checker).
 */
function namesFromModule(doctests, imports, moduleNames) {
    const imported = new Set();
    const used = new Set();
    doctests.forEach((example, index) => {
        (imports[index] ?? []).forEach((name) => imported.add(name));
        const names = [...identifiersIn(example.source)];
        const exception = expectedException(example.want);
        if (exception)
            names.push(exception.type.split('.')[0]);
        for (const name of names)
            if (!imported.has(name))
                used.add(name);
    });
    return moduleNames.filter((name) => used.has(name)).sort();
}
/** The names an example's own import statements bind. */
function importsOf(root) {
    return root
        .descendantsOfType(['import_statement', 'import_from_statement'])
        .flatMap(importedNames);
}
/** Source Python 3 cannot compile: an error, or a statement tree-sitter's grammar keeps for Python 2. */
function isNotPython3(root) {
    return root.hasError || root.descendantsOfType(['print_statement', 'exec_statement']).length > 0;
}
/** True for source that is one expression statement (doctest shows its value). */
function isSingleExpression(root) {
    const statements = root.namedChildren.filter((c) => c.type !== 'comment');
    if (root.hasError || statements.length !== 1 || statements[0]?.type !== 'expression_statement')
        return false;
    const inner = statements[0].namedChildren;
    return (inner.length === 1 &&
        !['assignment', 'augmented_assignment', 'yield'].includes(inner[0]?.type ?? ''));
}
/** Leaves out empty lists, empty objects and false flags; the schema's defaults restore them. */
function compact(analysis) {
    return Object.fromEntries(Object.entries(analysis).filter(([, value]) => {
        if (value === false || value === undefined || value === '')
            return false;
        if (Array.isArray(value))
            return value.length > 0;
        if (value !== null && typeof value === 'object')
            return Object.keys(value).length > 0;
        return true;
    }));
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/write-fixture-file.ts







/**
 * `write_fixture_file(fixtures, format?)`: writes sample arguments for the
 * node — `{case: {parameter: value}}` — to the project's fixture folder.
 * Every value is checked against the parameter's annotation (tool errors
 * name the case, parameter and item) and written the way Python reads it
 * back: floats as floats, bytes as `"base64:..."`, key order as given.
 * Nothing is written where no test or conftest.py of the project loads the
 * folder's files by a pattern the new file matches (a glob or listing of the
 * folder; `written: false`, with the reason): tests that open known files
 * there would never read a new one. `read_by` names the loader, `file:line`.
 */
const writeFixtureFile = async (args, context) => {
    const { fixtures, format } = sample_data_arguments/* writeFixtureFileArguments */.Z.parse(args);
    if (Object.keys(fixtures).length === 0)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'fixtures is empty: give at least one case, e.g. {"normal": {...}}');
    const analysis = tryParseAnalysis(await analyzeNode(context));
    if (!analysis)
        throw new core_errors/* RemoraError */.LP('TOOL_001', `could not analyse ${context.node.full_name}`);
    const target = targetParameters(analysis);
    if (!target.ok)
        throw new core_errors/* RemoraError */.LP('TOOL_001', target.reason);
    const cases = [];
    for (const [name, args] of Object.entries(fixtures)) {
        const checked = checkArguments(args, target.parameters, analysis.types, `fixtures.${name}`);
        if (!checked.ok)
            throw new core_errors/* RemoraError */.LP('TOOL_001', checked.error);
        cases.push([name, checked.args]);
    }
    const placement = await placeFixture(context, format);
    // A fixture is written only where a loader of the project's tests takes every file like it.
    if (!placement.reader)
        return { written: false, reason: unloadedReason(placement) };
    const qualified = analysis.module === null
        ? analysis.target.full_name
        : `${analysis.module}.${analysis.target.full_name}`;
    await context.workspace.writeFile(placement.path, renderFixture(qualified, target.parameters, cases, placement.format));
    return {
        written: true,
        path: placement.path,
        format: placement.format,
        read_by: placement.reader,
        loader: placement.loader,
        cases: cases.map(([name]) => name),
        parameters: target.parameters.map((p) => p.name),
    };
};
/** Why no fixture was written: nothing reads the folder, or its tests read known files only. */
function unloadedReason(placement) {
    const { folder } = placement.layout;
    if (placement.readsByName)
        return `${placement.readsByName} reads known files of ${folder} by name, and no test or conftest.py loads its files by a pattern (a glob or listing of the folder) that ${placement.path} matches: a fixture there would be read by nothing`;
    return `no test or conftest.py of the project reads ${folder}: a fixture there would be read by nothing`;
}

;// CONCATENATED MODULE: ./src/languages/python/sample-data/fixtures-context.ts


/**
 * Context provider `sample_data.fixtures`: the project's fixture folders
 * with the formats of their files, where this node's sample data goes, and
 * which loader of the project's tests takes it (none: nothing is written).
 */
const fixturesContext = async (context) => {
    const placement = await placeFixture(context);
    const { layout, path, format, reader, loader } = placement;
    const folders = layout.folders.map((f) => `${f.folder} (${f.json} JSON, ${f.yaml} YAML, ${f.other} other)`);
    const existing = folders.length > 0
        ? `Fixture folders: ${folders.join('; ')}.`
        : 'The project has no fixture folder yet.';
    const read = reader
        ? `${reader} loads it (${loader ?? ''}).`
        : `write_fixture_file will write nothing: ${unloadedReason(placement)}.`;
    return `${existing}\nThis node's sample data goes to ${path} as ${format.toUpperCase()} (${layout.formatSource}).\n${read}`;
};

// EXTERNAL MODULE: ./src/core/runner/policy.ts
var policy = __webpack_require__(7654);
// EXTERNAL MODULE: ./src/ops/sample-data/policy.ts
var sample_data_policy = __webpack_require__(2830);
;// CONCATENATED MODULE: ./src/languages/python/sample-data/policy.ts





const writtenSchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    format: schemas/* string */.YjP(),
    cases: schemas/* array */.YOg(schemas/* string */.YjP()),
    read_by: schemas/* string */.YjP().optional(),
});
/**
 * Python's built-in sample-data policy: analyse the signature, generate the
 * normal, edge and extreme cases from the annotations (fixed values, no
 * randomness), write them with write_fixture_file in the project's format,
 * and submit. A target whose required parameters have no annotation that
 * can be sampled is skipped with the reason.
 */
const pythonSampleDataPolicy = (messages) => {
    const history = (0,policy/* toolExchanges */.BN)(messages);
    const analysisCall = [...history].reverse().find((e) => e.tool === 'analyze_signature');
    if (!analysisCall)
        return [{ tool: 'analyze_signature', arguments: {} }];
    const analysis = tryParseAnalysis(analysisCall.result);
    if (!analysis)
        return [
            (0,sample_data_policy/* skip */.i)(`the signature could not be analysed (${errorOf(analysisCall) ?? 'unreadable result'})`),
        ];
    const generated = generateCases(analysis);
    if (!generated.ok)
        return [(0,sample_data_policy/* skip */.i)(generated.reason)];
    const write = [...history].reverse().find((e) => e.tool === 'write_fixture_file');
    if (!write)
        return [{ tool: 'write_fixture_file', arguments: { fixtures: casesToJson(generated.cases) } }];
    const error = errorOf(write);
    if (error !== undefined)
        return [(0,sample_data_policy/* skip */.i)(`the fixture file could not be written (${error})`)];
    const refused = schemas/* object */.Ikc({ written: schemas/* literal */.euz(false), reason: schemas/* string */.YjP() })
        .safeParse(write.result);
    if (refused.success)
        return [(0,sample_data_policy/* skip */.i)(refused.data.reason)];
    const written = writtenSchema.safeParse(write.result);
    if (!written.success)
        return [(0,sample_data_policy/* skip */.i)('the fixture file was not confirmed')];
    const { path, format, cases, read_by: readBy } = written.data;
    // Where the tests load it, so a reviewer can check the fixture is read: `tests/conftest.py:12`.
    const loaded = readBy ? ` Loaded by ${readBy}.` : '';
    const omitted = generated.omitted.length > 0
        ? ` Left out ${generated.omitted.join(', ')} (defaults kept; no sample value for their annotation).`
        : '';
    const summary = `Wrote ${cases.length} sample case${cases.length === 1 ? '' : 's'} (${cases.join(', ')}) for ${analysis.target.full_name} to ${path} as ${format.toUpperCase()}.${loaded}${omitted}`;
    return [
        {
            tool: 'submit_result',
            arguments: { summary, fixtures_generated: cases.length, changed_files: [path] },
        },
    ];
};
function errorOf(exchange) {
    return typeof exchange.result.error === 'string' ? exchange.result.error : undefined;
}

;// CONCATENATED MODULE: ./src/core/test-results/junit.ts
const MESSAGE_LIMIT = 300;
/**
 * Reads a JUnit XML report (xunit1 or xunit2): `<testcase>` elements with an
 * optional `<failure>`, `<error>` or `<skipped>` child, as the runner's
 * dialect writes them.
 */
function parseJUnitXml(xml, dialect = {}) {
    const summary = {
        passed: 0,
        failed: 0,
        errors: 0,
        skipped: 0,
        xfailed: 0,
        cases: [],
    };
    const testcase = /<testcase\b([^>]*?)(?:\/>|>([\s\S]*?)<\/testcase>)/g;
    for (const match of xml.matchAll(testcase)) {
        const attributes = readAttributes(match[1] ?? '');
        const body = match[2] ?? '';
        const result = caseResult(attributes, body, dialect);
        summary.cases.push(result);
        if (result.outcome === 'passed')
            summary.passed++;
        else if (result.outcome === 'failed')
            summary.failed++;
        else if (result.outcome === 'error')
            summary.errors++;
        else if (result.outcome === 'xfailed')
            summary.xfailed++;
        else
            summary.skipped++;
    }
    return summary;
}
function caseResult(attributes, body, dialect) {
    const classname = attributes.get('classname') ?? '';
    const name = attributes.get('name') ?? '';
    const base = { test: classname ? `${classname}::${name}` : name, name };
    const failure = childElement(body, 'failure');
    const error = childElement(body, 'error');
    const skipped = childElement(body, 'skipped');
    if (failure)
        return { ...base, outcome: 'failed', message: failureMessage(failure, dialect) };
    if (error)
        return { ...base, outcome: 'error', message: failureMessage(error, dialect) };
    if (skipped) {
        const xfail = dialect.expectedFailureType !== undefined &&
            skipped.attributes.get('type') === dialect.expectedFailureType;
        return {
            ...base,
            outcome: xfail ? 'xfailed' : 'skipped',
            message: shorten(skipped.attributes.get('message') ?? ''),
        };
    }
    return { ...base, outcome: 'passed' };
}
function childElement(body, tag) {
    const match = new RegExp(`<${tag}\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${tag}>)`).exec(body);
    if (!match)
        return undefined;
    return { attributes: readAttributes(match[1] ?? ''), text: decodeEntities(match[2] ?? '') };
}
/**
 * The line a reader needs: the message attribute's first line, unless it is
 * a generic one ("collection failure", "failed on setup with ...") and the
 * report's text has the dialect's exception line, which says what happened.
 */
function failureMessage(element, dialect) {
    const attribute = element.attributes.get('message') ?? '';
    const prefix = dialect.exceptionLinePrefix;
    const exception = element.text
        .split('\n')
        .filter((line) => prefix !== undefined && line.startsWith(prefix))
        .map((line) => line.slice(prefix?.length ?? 0).trim())
        .filter(Boolean)
        .at(-1);
    const first = attribute.split('\n')[0]?.trim() ?? '';
    const generic = first === '' || /^(collection failure|failed on (setup|teardown) with)/.test(first);
    return shorten(generic && exception
        ? exception
        : first || exception || element.text.trim().split('\n').at(-1) || '');
}
function shorten(text) {
    return text.length > MESSAGE_LIMIT ? `${text.slice(0, MESSAGE_LIMIT - 1)}…` : text;
}
function readAttributes(text) {
    const attributes = new Map();
    for (const match of text.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        attributes.set(match[1], decodeEntities(match[3] ?? match[4] ?? ''));
    }
    return attributes;
}
const ENTITIES = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
function decodeEntities(text) {
    return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, entity) => {
        if (entity.startsWith('#x'))
            return String.fromCodePoint(parseInt(entity.slice(2), 16));
        if (entity.startsWith('#'))
            return String.fromCodePoint(parseInt(entity.slice(1), 10));
        return ENTITIES[entity] ?? whole;
    });
}
/** The test function a case ran: `test_total[native]` (a parametrized run) is `test_total`. */
function testFunctionName(caseName) {
    return caseName.replace(/\[.*\]$/, '');
}
/**
 * How a test function ended over all its runs (a project's fixtures may
 * parametrize every test): failed or error when any run did, else passed when
 * any did, else its one outcome; undefined when it never ran.
 */
function testFunctionOutcome(outcomes, name) {
    const runs = Object.entries(outcomes)
        .filter(([test]) => testFunctionName(test) === name)
        .map(([, outcome]) => outcome);
    for (const worst of ['error', 'failed', 'passed'])
        if (runs.includes(worst))
            return worst;
    return runs[0];
}

;// CONCATENATED MODULE: ./src/languages/python/lint/python-lexemes.ts
/**
 * Finds comments and string literals well enough to judge a fix's safety: it
 * knows triple quotes, escapes and line continuations. Python 3.12 f-strings
 * that reuse their own quote inside a replacement field are not understood;
 * the scan then sees two strings, which only makes the safety checks stricter
 * or looser around that one literal.
 */
function scanLexemes(source) {
    const comments = [];
    const strings = [];
    let i = 0;
    while (i < source.length) {
        const char = source[i];
        if (char === '#') {
            const end = lineEnd(source, i);
            // Trailing whitespace is not part of the comment: removing it (W291) keeps the comment.
            comments.push({ start: i, end: i + source.slice(i, end).trimEnd().length });
            i = end;
        }
        else if (char === '"' || char === "'") {
            const end = stringEnd(source, i);
            strings.push({ start: i, end });
            i = end;
        }
        else {
            i += 1;
        }
    }
    return { comments, strings };
}
function lineEnd(source, from) {
    const match = /[\r\n]/.exec(source.slice(from));
    return match ? from + match.index : source.length;
}
function stringEnd(source, open) {
    const quote = source[open] ?? '"';
    const triple = source.startsWith(quote.repeat(3), open);
    const closing = triple ? quote.repeat(3) : quote;
    let i = open + closing.length;
    while (i < source.length) {
        const char = source[i];
        if (char === '\\') {
            i += 2;
        }
        else if (source.startsWith(closing, i)) {
            return i + closing.length;
        }
        else if (!triple && (char === '\n' || char === '\r')) {
            // An unterminated single-quoted string ends at the line end, as in the tokenizer.
            return i;
        }
        else {
            i += 1;
        }
    }
    return source.length;
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/python-source.ts

/**
 * A value as Python source. Classes of the tested module that the value
 * names (dataclasses, enums) are added to `names`, to be imported from it.
 */
function pythonValue(value, names) {
    switch (value.kind) {
        case 'int':
            return String(value.value);
        case 'float':
            return formatFloat(value.value);
        case 'str':
            return pythonString(value.value);
        case 'bytes':
            return pythonBytes(value.value);
        case 'bool':
            return value.value ? 'True' : 'False';
        case 'none':
            return 'None';
        case 'list':
            return `[${value.items.map((item) => pythonValue(item, names)).join(', ')}]`;
        case 'tuple':
            return value.items.length === 1
                ? `(${pythonValue(value.items[0], names)},)`
                : `(${value.items.map((item) => pythonValue(item, names)).join(', ')})`;
        case 'set':
            return value.items.length === 0
                ? 'set()'
                : `{${value.items.map((item) => pythonValue(item, names)).join(', ')}}`;
        case 'dict':
            return `{${value.entries.map(([key, item]) => `${pythonValue(key, names)}: ${pythonValue(item, names)}`).join(', ')}}`;
        case 'record':
            if (value.record === 'typeddict')
                return `{${value.fields.map(([name, item]) => `${pythonString(name)}: ${pythonValue(item, names)}`).join(', ')}}`;
            names.add(rootName(value.type));
            return `${value.type}(${value.fields.map(([name, item]) => `${name}=${pythonValue(item, names)}`).join(', ')})`;
        case 'enum':
            names.add(rootName(value.type));
            return `${value.type}.${value.member}`;
        case 'raw':
            return pythonJson(value.value);
    }
}
/** The first part of a dotted class name: what is imported for `Outer.Inner`. */
function rootName(dotted) {
    return dotted.split('.')[0];
}
/** A double-quoted Python string literal; non-ASCII text stays as it is. */
function pythonString(text) {
    let out = '"';
    for (const char of text) {
        const code = char.codePointAt(0);
        if (char === '\\' || char === '"')
            out += `\\${char}`;
        else if (char === '\n')
            out += '\\n';
        else if (char === '\t')
            out += '\\t';
        else if (char === '\r')
            out += '\\r';
        else if (code < 0x20 || code === 0x7f)
            out += `\\x${code.toString(16).padStart(2, '0')}`;
        else
            out += char;
    }
    return `${out}"`;
}
function pythonBytes(bytes) {
    let out = 'b"';
    for (const byte of bytes) {
        const char = String.fromCharCode(byte);
        if (char === '\\' || char === '"')
            out += `\\${char}`;
        else if (char === '\n')
            out += '\\n';
        else if (byte >= 0x20 && byte < 0x7f)
            out += char;
        else
            out += `\\x${byte.toString(16).padStart(2, '0')}`;
    }
    return `${out}"`;
}
function pythonJson(value) {
    if (value === null)
        return 'None';
    if (typeof value === 'boolean')
        return value ? 'True' : 'False';
    if (typeof value === 'number')
        return String(value);
    if (typeof value === 'string')
        return pythonString(value);
    if (Array.isArray(value))
        return `[${value.map(pythonJson).join(', ')}]`;
    return `{${Object.entries(value)
        .map(([key, item]) => `${pythonString(key)}: ${pythonJson(item)}`)
        .join(', ')}}`;
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/doctest-test.ts






/** Built-in exceptions a `pytest.raises` can name without an import. */
const BUILTIN_EXCEPTIONS = new Set('ArithmeticError AssertionError AttributeError BaseException BufferError EOFError Exception FileExistsError FileNotFoundError FloatingPointError ImportError IndexError IsADirectoryError KeyError LookupError ModuleNotFoundError NameError NotADirectoryError NotImplementedError OSError OverflowError PermissionError RecursionError ReferenceError RuntimeError StopIteration StopAsyncIteration SyntaxError TimeoutError TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError ValueError ZeroDivisionError'.split(' '));
const PRINTS = /^(?:print|pprint|pprint\.pprint|pp)\(/;
/**
 * The docstring's examples as one pytest function, in order (they share
 * names, as in doctest). A value shown as a Python literal becomes
 * `assert expr == literal`; any other shown value compares `repr()`; printed
 * output (a call of a target that returns nothing shows only that) is read
 * with `capsys`; a traceback becomes `pytest.raises`. Examples
 * doctest itself would not compare exactly (+SKIP, +ELLIPSIS with `...`,
 * +NORMALIZE_WHITESPACE) are left out, and the note says so.
 */
function doctestTest(analysis) {
    if (analysis.doctests.length === 0)
        return { reason: 'the docstring has no examples' };
    if (analysis.module === null)
        return { reason: analysis.module_issue ?? 'the module cannot be imported' };
    const lines = [];
    const imports = new Set();
    const fixtures = new Set();
    const left = [];
    // What follows a star import uses the names it brought (turtle's examples): none can run without it.
    if (analysis.doctests.some((example) => STAR_IMPORT.test(example.source)))
        return { reason: 'the examples start from a star import, which a test function cannot hold' };
    for (const example of analysis.doctests) {
        const why = unsupported(example);
        if (why) {
            left.push(`line ${example.line} (${why})`);
            continue;
        }
        const converted = convertExample(example, analysis.module_names, printsOnly(analysis));
        (0,arrays/* appendAll */.u2)(lines, converted.lines);
        converted.imports.forEach((i) => imports.add(i));
        converted.fixtures.forEach((f) => fixtures.add(f));
    }
    if (lines.length === 0)
        return { reason: `no docstring example can be compared exactly: ${left.join('; ')}` };
    const used = identifiersIn(lines.join('\n'));
    const test = {
        name: `test_${testNameStem(analysis.target.full_name)}_doctest`,
        origin: 'doctest',
        moduleNames: analysis.module_names.filter((name) => used.has(name)),
        imports: [...imports].sort(),
        fixtures: [...fixtures].sort(),
        body: lines,
        ...(left.length > 0 ? { note: `left out the examples at ${left.join('; ')}` } : {}),
    };
    return { test };
}
/** `from module import *`: Python takes it only at a module's top level, and a test is a function. */
const STAR_IMPORT = /^\s*from\s+[\w.]+\s+import\s+\*/m;
function unsupported(example) {
    if (example.options.includes('+SKIP'))
        return '+SKIP';
    if (example.options.includes('+ELLIPSIS') && example.want.includes('...'))
        return '+ELLIPSIS';
    if (example.options.includes('+NORMALIZE_WHITESPACE') && !isLiteral(example.want))
        return '+NORMALIZE_WHITESPACE';
    if (/^\s*await\b/.test(example.source))
        return 'top-level await';
    if (example.syntax_error)
        return 'not Python 3';
    return undefined;
}
/**
 * Whether an example's source is one call of the target that returns
 * nothing: doctest shows what the call prints, never a value to compare.
 */
function printsOnly(analysis) {
    if (!analysis.returns_nothing)
        return () => false;
    const name = analysis.target.name;
    return (source) => {
        const callee = /^((?:[A-Za-z_]\w*\.)*[A-Za-z_]\w*)\(/.exec(source)?.[1];
        return (callee !== undefined &&
            (callee === name || callee.endsWith(`.${name}`)) &&
            !needsParentheses(source));
    };
}
function convertExample(example, moduleNames, callPrintsOnly) {
    const source = example.source.split('\n');
    const exception = expectedException(example.want);
    if (exception) {
        const type = exceptionName(exception.type, moduleNames);
        const ignoreDetail = example.options.includes('+IGNORE_EXCEPTION_DETAIL') || exception.message === '';
        const message = exception.message.split('\n')[0] ?? '';
        const needsEscape = /[.^$*+?{}[\]\\|()]/.test(message);
        const match = ignoreDetail
            ? ''
            : `, match=${needsEscape ? `re.escape(${pythonString(message)})` : pythonString(message)}`;
        return {
            lines: [`with pytest.raises(${type}${match}):`, ...source.map((line) => `    ${line}`)],
            imports: ['pytest', ...(needsEscape && !ignoreDetail ? ['re'] : [])],
            fixtures: [],
        };
    }
    if (example.want === '')
        return { lines: source, imports: [], fixtures: [] };
    if (!example.expression ||
        PRINTS.test(example.source) ||
        callPrintsOnly(withoutTrailingComment(example.source))) {
        return {
            lines: [...source, `assert capsys.readouterr().out == ${pythonString(`${example.want}\n`)}`],
            imports: [],
            fixtures: ['capsys'],
        };
    }
    // `>>> p.x + p.y  # fields by name`: wrapped, the comment would swallow the closing parenthesis.
    const code = withoutTrailingComment(example.source);
    const expression = needsParentheses(code) ? `(${code})` : code;
    if (/^(True|False|None)$/.test(example.want))
        return { lines: [`assert ${expression} is ${example.want}`], imports: [], fixtures: [] };
    if (isLiteral(example.want) && !example.want.includes('\n'))
        return { lines: [`assert ${expression} == ${example.want}`], imports: [], fixtures: [] };
    return {
        lines: [`assert repr(${code}) == ${pythonString(example.want)}`],
        imports: [],
        fixtures: [],
    };
}
/** The source without the comment its last line ends with (a `#` in a string is no comment). */
function withoutTrailingComment(source) {
    const last = scanLexemes(source).comments.at(-1);
    if (!last || source.slice(last.end).trim() !== '')
        return source;
    return source.slice(0, last.start).trimEnd();
}
/** A shown value that is a plain literal (numbers, strings, containers of them) compares by value. */
function isLiteral(want) {
    const value = parsePythonLiteral(want);
    // Floats compare by value only when the text is the repr Python would print.
    return value !== undefined && !/\bnan\b|\binf\b/i.test(want);
}
/** `assert a if b else c == 1` would compare only `c`: anything but a call chain gets parentheses. */
function needsParentheses(expression) {
    return (expression.includes('\n') ||
        !/^[A-Za-z_]\w*(\.[A-Za-z_]\w*|\((?:[^()]|\([^()]*\))*\)|\[[^\]]*\])*$/.test(expression));
}
function exceptionName(type, moduleNames) {
    const root = type.split('.')[0];
    if (BUILTIN_EXCEPTIONS.has(type) || moduleNames.includes(root))
        return type;
    // A class from elsewhere would need an import the example never showed; the message still has to match.
    return 'Exception';
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/merge-test-file.ts



/**
 * Adds new test code to an existing test file without disturbing it: the
 * existing content stays as it is; the addition's imports that the file does
 * not already make are inserted after its last top-level import; the rest
 * (test functions, helpers) is appended at the end. A definition whose name the
 * file already has is refused, since it would silently replace a test.
 */
function mergeTestFile(existing, addition, 
/**
 * Whether `from P import N` of a module `P.N` certainly binds that module
 * (P's `__init__.py` binds nothing else by the name): only then is a name
 * of `P.N` reached through `N`. An `import P.N` binds the module always.
 */
importsModule = () => false) {
    const incoming = splitStatements(addition);
    const defined = incoming.filter((s) => s.kind === 'definition').map((s) => s.name);
    if (existing === undefined || existing.trim() === '') {
        return {
            ok: true,
            content: ensureNewline(addition.replace(/^\s*\n/, '')),
            added: defined,
            importsAdded: [],
        };
    }
    const current = splitStatements(existing);
    const taken = new Set(current.filter((s) => s.kind === 'definition').map((s) => s.name));
    const clash = defined.filter((name) => taken.has(name));
    if (clash.length > 0)
        return { ok: false, error: `the file already defines ${clash.join(', ')}; choose other names` };
    const have = new Set(current.filter((s) => s.kind === 'import').flatMap((s) => bindings(s.lines.join('\n'))));
    // A name the file's imports bind already is not imported again from elsewhere: the file's
    // `import networkx as nx` serves a test that would take `nx` from the module under test, and a
    // second binding would change what the file's own tests use.
    const bound = new Set([...have].map(boundName));
    let body = incoming
        .filter((s) => s.kind === 'definition' || s.kind === 'other')
        .map((s) => trimBlank(s.lines).join('\n'));
    // A name from a module the file binds whole (`from boltons import strutils`) is reached
    // through it, as the file's own tests do (`strutils.args2sh`), rather than imported again.
    const modules = boundModules(have, importsModule);
    const wanted = [];
    for (const key of incoming
        .filter((s) => s.kind === 'import')
        .flatMap((s) => bindings(s.lines.join('\n')))) {
        if (have.has(key) || bound.has(boundName(key)))
            continue;
        const [module, name] = key.split(':');
        const through = modules.get(module);
        const qualified = through && /^\w+$/.test(name) && qualify(body, name, through);
        if (qualified)
            body = qualified;
        else
            wanted.push(key);
    }
    const importsAdded = [...new Set(wanted)];
    const lines = addImports(existing.trimEnd().split('\n'), current, importsAdded);
    const content = body.length > 0 ? `${lines.join('\n')}\n\n\n${body.join('\n\n\n')}\n` : `${lines.join('\n')}\n`;
    return { ok: true, content, added: defined, importsAdded: importsAdded.map(describeBinding) };
}
function ensureNewline(text) {
    return text.endsWith('\n') ? text : `${text}\n`;
}
function trimBlank(lines) {
    let end = lines.length;
    while (end > 0 && lines[end - 1].trim() === '')
        end--;
    return lines.slice(0, end);
}
/** Splits at lines that start a top-level statement (column 0, outside brackets and strings). */
function splitStatements(text) {
    const statements = [];
    let depth = 0;
    let inTriple;
    let decorated = false;
    for (const [index, line] of text.replace(/\r\n/g, '\n').split('\n').entries()) {
        const startsStatement = depth === 0 && !inTriple && /^[^\s#)\]}]/.test(line);
        if (startsStatement && !decorated)
            statements.push({ kind: classify(line, statements.length === 0), start: index, lines: [] });
        const current = statements.at(-1);
        if (current) {
            current.lines.push(line);
            if (current.kind === 'definition' && current.name === undefined)
                current.name = /^(?:async\s+)?(?:def|class)\s+(\w+)/.exec(line)?.[1];
        }
        if (startsStatement)
            decorated = line.startsWith('@');
        ({ depth, inTriple } = scanLine(line, depth, inTriple));
    }
    return statements;
}
function classify(line, first) {
    if (/^(import|from)\s/.test(line))
        return 'import';
    if (/^(@|def\s|async\s+def\s|class\s)/.test(line))
        return 'definition';
    const opening = first ? tryStringOpening(line) : undefined;
    if (opening && !opening.bytes && !opening.interpolated)
        return 'docstring';
    return 'other';
}
/** Tracks bracket depth and open triple-quoted strings across lines (comments and short strings skipped). */
function scanLine(line, depth, inTriple) {
    let i = 0;
    while (i < line.length) {
        if (inTriple) {
            const closing = tryClosingQuote(line, inTriple, i);
            if (!closing)
                return { depth, inTriple };
            i += closing.length;
            inTriple = undefined;
            continue;
        }
        const char = line[i];
        if (char === '#')
            break;
        const opening = tryStringOpening(line, i);
        if (opening) {
            const closing = tryClosingQuote(line, opening.quote, i + opening.length);
            if (closing)
                i += opening.length + closing.length;
            else if (opening.quote.length === 3)
                return { depth, inTriple: opening.quote };
            else
                i = line.length;
        }
        else {
            if ('([{'.includes(char))
                depth++;
            if (')]}'.includes(char))
                depth = Math.max(0, depth - 1);
            i++;
        }
    }
    return { depth, inTriple };
}
/** The names an import statement binds, as `module:name` keys. */
function bindings(statement) {
    const flat = statement.replace(/[()\\\n]/g, ' ').replace(/#.*$/gm, '');
    const from = /^from\s+(\S+)\s+import\s+(.+)$/.exec(flat.trim());
    if (from)
        return parseNames(from[2]).map((n) => `${from[1]}:${n}`);
    const plain = /^import\s+(.+)$/.exec(flat.trim());
    return plain ? parseNames(plain[1]).map((n) => `:${n}`) : [];
}
/**
 * The modules the file's imports bind whole, each with the name it is
 * reached by: `boltons.strutils` by `strutils` for `from boltons import
 * strutils`, by `su` for `import boltons.strutils as su`, by its own dotted
 * name for `import boltons.strutils`.
 */
function boundModules(keys, importsModule) {
    const modules = new Map();
    for (const key of keys) {
        const [module, name] = key.split(':');
        const [imported, alias] = name.split(/ as /);
        if (module === '')
            modules.set(imported, alias ?? imported);
        else if (importsModule(`${module}.${imported}`))
            modules.set(`${module}.${imported}`, alias ?? imported);
    }
    return modules;
}
/**
 * `texts` with each use of `name` written `through.name`; undefined when a
 * use cannot be told apart with certainty (the name in a string, where an
 * f-string may use it, or as an argument's keyword or an assignment's target).
 */
function qualify(texts, name, through) {
    const out = [];
    for (const text of texts) {
        const { strings, comments } = scanLexemes(text);
        // Matches come in order: each list of spans is walked once.
        const inString = spanWalker(strings);
        const inComment = spanWalker(comments);
        let result = '';
        let at = 0;
        for (const match of text.matchAll(new RegExp(`\\b${name}\\b`, 'g'))) {
            const start = match.index;
            if (inString(start))
                return undefined;
            if (inComment(start))
                continue;
            let before = start;
            while (before > 0 && /\s/.test(text[before - 1]))
                before--;
            if (text[before - 1] === '.')
                continue;
            let after = start + name.length;
            while (after < text.length && /[ \t]/.test(text[after]))
                after++;
            const assigned = (text[after] === '=' && text[after + 1] !== '=') || text.startsWith(':=', after);
            const word = /(?:^|\W)(\w{1,8})$/.exec(text.slice(Math.max(0, before - 9), before))?.[1];
            const declared = word !== undefined && BINDING_KEYWORDS.has(word);
            if (assigned || declared)
                return undefined;
            result += `${text.slice(at, start)}${through}.${name}`;
            at = start + name.length;
        }
        out.push(result + text.slice(at));
    }
    return out;
}
/** Keywords after which a name is bound, not used. */
const BINDING_KEYWORDS = new Set([
    'def',
    'class',
    'import',
    'as',
    'for',
    'global',
    'nonlocal',
    'del',
    'lambda',
]);
/** A test of whether offsets, asked in increasing order, fall in one of `spans` (sorted, apart). */
function spanWalker(spans) {
    let next = 0;
    return (at) => {
        while (next < spans.length && spans[next].end <= at)
            next++;
        return next < spans.length && spans[next].start <= at;
    };
}
/** The name an import binding binds in the file: `nx` of `import networkx as nx`, `os` of `import os.path`. */
function boundName(key) {
    const [module, name] = key.split(':');
    const alias = / as (\w+)$/.exec(name)?.[1];
    if (alias)
        return alias;
    return module === '' ? name.split('.')[0] : name;
}
function parseNames(list) {
    return list
        .split(',')
        .map((part) => part.trim().replace(/\s+/g, ' '))
        .filter(Boolean);
}
function describeBinding(key) {
    const [module, name] = key.split(':');
    return module === '' ? `import ${name}` : `from ${module} import ${name}`;
}
const LINE_LIMIT = 99;
/**
 * Adds import bindings: a name from a module the file already imports from
 * on one line joins that line (sorted the way isort sorts); a new plain
 * `import x` goes after the file's plain imports, or before its first
 * from-import; any other from-import goes after the last import. With no
 * import at all, they follow the docstring.
 */
function addImports(lines, statements, keys) {
    const result = [...lines];
    const end = statements.findIndex((s) => s.kind === 'definition');
    const header = end < 0 ? statements : statements.slice(0, end);
    const imports = header.filter((s) => s.kind === 'import');
    const inserts = [];
    const fresh = new Map();
    for (const key of keys) {
        const [module, name] = key.split(':');
        if (module === '') {
            const plain = imports.filter((s) => /^import\s/.test(s.lines[0] ?? '')).at(-1);
            const firstFrom = imports.find((s) => /^from\s/.test(s.lines[0] ?? ''));
            if (plain)
                inserts.push({ at: plain.start + 1, text: [`import ${name}`] });
            else if (firstFrom)
                inserts.push({ at: firstFrom.start, text: [`import ${name}`, ''] });
            else
                fresh.set('', [...(fresh.get('') ?? []), `import ${name}`]);
            continue;
        }
        const line = imports.find((s) => trimBlank(s.lines).length === 1 &&
            new RegExp(`^from\\s+${module.replace(/\./g, '\\.')}\\s+import\\s+[^(\\\\]+$`).test(s.lines[0]));
        if (line) {
            const names = result[line.start]
                .replace(/^from\s+\S+\s+import\s+/, '')
                .split(',')
                .map((n) => n.trim());
            result[line.start] = fromImport(module, [...names, name]);
        }
        else
            fresh.set(module, [...(fresh.get(module) ?? []), name]);
    }
    const newLines = [...fresh].flatMap(([module, names]) => module === '' ? names : [fromImport(module, names)]);
    const last = imports.at(-1);
    const docstring = header.find((s) => s.kind === 'docstring');
    if (newLines.length > 0) {
        if (last)
            inserts.push({ at: last.start + trimBlank(last.lines).length, text: newLines });
        else if (docstring)
            inserts.push({
                at: docstring.start + trimBlank(docstring.lines).length,
                text: ['', ...newLines],
            });
        else
            inserts.push({ at: 0, text: [...newLines, ''] });
    }
    for (const insert of inserts.sort((a, b) => b.at - a.at))
        (0,arrays/* spliceAll */.C4)(result, insert.at, 0, insert.text);
    return result;
}
function fromImport(module, names) {
    const sorted = [...new Set(names)].sort(byImportOrder);
    const line = `from ${module} import ${sorted.join(', ')}`;
    return line.length <= LINE_LIMIT
        ? line
        : `from ${module} import (\n${sorted.map((n) => `    ${n},`).join('\n')}\n)`;
}
/** isort's order-by-type: CONSTANTS, then Classes, then functions, each alphabetical. */
function byImportOrder(a, b) {
    const rank = (name) => /^[A-Z0-9_]+$/.test(name) && /[A-Z]/.test(name) ? 0 : /^_*[A-Z]/.test(name) ? 1 : 2;
    return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}
/**
 * A three-way merge for test files to which several workspaces only added
 * tests (the test agent of each node appends to the module's test file, so
 * their line-based merge always overlaps at the end of the file): the
 * imports and definitions `incoming` added to `base` are added to `current`
 * the way {@link mergeTestFile} adds them. Returns undefined when `incoming`
 * changed or removed anything of `base` besides imports, or defines a name
 * `current` already defines differently — a real conflict.
 */
function mergeTestFileVersions(base, current, incoming) {
    if (current === undefined || incoming === undefined)
        return undefined;
    const text = (s) => trimBlank(s.lines).join('\n');
    const baseTexts = new Set((base === undefined ? [] : splitStatements(base)).filter((s) => s.kind !== 'import').map(text));
    const incomingStatements = splitStatements(incoming);
    const incomingTexts = new Set(incomingStatements.map(text));
    if ([...baseTexts].some((t) => !incomingTexts.has(t)))
        return undefined;
    const currentStatements = splitStatements(current);
    const currentTexts = new Set(currentStatements.map(text));
    const currentDefinitions = new Map(currentStatements.filter((s) => s.kind === 'definition').map((s) => [s.name, text(s)]));
    const additions = [];
    for (const statement of incomingStatements) {
        const body = text(statement);
        if (statement.kind === 'docstring' || baseTexts.has(body) || currentTexts.has(body))
            continue;
        if (statement.kind === 'definition' && currentDefinitions.has(statement.name))
            return undefined;
        additions.push(body);
    }
    const merged = mergeTestFile(current, additions.join('\n\n\n'));
    return merged.ok ? merged.content : undefined;
}
const merge_test_file_TEST_FILE = /(^|\/)(test_[^/]*|[^/]*_test)\.py$/;
/** {@link mergeTestFileVersions} for files named as pytest collects them; undefined for any other file. */
function mergeTestFiles(path, base, current, incoming) {
    return merge_test_file_TEST_FILE.test(path) ? mergeTestFileVersions(base, current, incoming) : undefined;
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/smoke-test.ts





/** Decorators that leave a call doing what the body shows. */
const HARMLESS_DECORATORS = /^(staticmethod|classmethod|property|(functools\.)?(cache|lru_cache|cached_property)(\(.*\))?|(typing\.)?(final|override))$/s;
const BUILTIN_CHECKS = {
    int: ['int'],
    float: ['int', 'float'],
    str: ['str'],
    bytes: ['bytes'],
    bool: ['bool'],
    list: ['list'],
    dict: ['dict'],
    tuple: ['tuple'],
    set: ['set'],
    frozenset: ['frozenset'],
};
/**
 * A call of the target with sample arguments for its required parameters
 * (the normal case of the sample-data generator), checking the result's type
 * where the return annotation can be checked at runtime. Only for targets
 * whose body shows no side effects and whose arguments (and, for a method,
 * instance) can be built from annotations alone.
 */
function smokeTest(analysis) {
    const why = refusal(analysis);
    if (why)
        return { reason: why };
    const names = new Set();
    const receiver = receiverOf(analysis, names);
    if ('reason' in receiver)
        return receiver;
    const isClass = analysis.target.kind === 'class';
    const parameters = isClass
        ? (constructorParameters(analysis.types[analysis.target.full_name] ?? {
            kind: 'class',
            bases: ['?'],
            fields: [],
            members: [],
        }) ?? [])
        : analysis.parameters;
    const args = sampleArguments(requiredParameters(parameters), 'normal', analysis.types, analysis.method_kind === 'instance' ? 1 : 0);
    if (!args.ok)
        return { reason: `no sample value for ${args.reason}` };
    const call = analysis.method_kind === 'property'
        ? receiver.text
        : `${receiver.text}(${argumentList(parameters, args.args, names)})`;
    const invoked = analysis.is_async ? `asyncio.run(${call})` : call;
    const returns = isClass
        ? { kind: 'name', name: analysis.target.full_name, args: [] }
        : analysis.returns
            ? parseAnnotation(analysis.returns)
            : undefined;
    const check = returns && runtimeCheck(returns, analysis.types, names);
    const test = {
        name: `test_${testNameStem(analysis.target.full_name)}_smoke`,
        origin: 'smoke',
        moduleNames: [...names].sort(),
        imports: analysis.is_async ? ['asyncio'] : [],
        fixtures: [],
        body: check ? [`result = ${invoked}`, `assert ${check}`] : [invoked],
    };
    return { test };
}
function refusal(analysis) {
    if (analysis.target.kind === 'file')
        return 'a module has nothing to call';
    if (analysis.module === null)
        return analysis.module_issue ?? 'the module cannot be imported';
    if (analysis.target.kind === 'method' && /^__\w+__$/.test(analysis.target.name))
        return 'a special method is exercised through its class';
    if (analysis.side_effects.length > 0)
        return `it has side effects (${analysis.side_effects.join('; ')})`;
    if (analysis.is_generator)
        return 'it is a generator: calling it runs nothing';
    const decorator = analysis.decorators.find((d) => !HARMLESS_DECORATORS.test(d));
    if (decorator !== undefined)
        return `it is decorated with @${decorator}, which may change what a call does`;
    if (analysis.target.kind === 'class')
        return classRefusal(analysis.types[analysis.target.full_name]?.kind);
    return undefined;
}
function classRefusal(kind) {
    if (kind === 'enum')
        return "an enum's members are its instances; there is no constructor to call";
    if (kind === 'typeddict')
        return 'a TypedDict is a plain dict at runtime';
    if (kind === 'class' || kind === undefined)
        return "a plain class's constructor may do more than keep its arguments";
    return undefined;
}
/** What the call starts from: the function, the class, or an instance of the method's class. */
function receiverOf(analysis, names) {
    const { target } = analysis;
    if (target.kind !== 'method') {
        names.add(rootName(target.full_name));
        return { text: target.full_name };
    }
    const owner = analysis.owner ?? target.full_name.split('.').slice(0, -1).join('.');
    const info = analysis.types[owner];
    if (analysis.method_kind === 'static' || analysis.method_kind === 'class') {
        names.add(rootName(owner));
        return { text: `${owner}.${target.name}` };
    }
    if (!info)
        return { reason: `needs an instance of ${owner}, whose definition was not found` };
    const instance = sampleArguments([{ name: 'self', kind: 'positional', annotation: owner }], 'normal', analysis.types);
    if (!instance.ok)
        return { reason: `needs an instance of ${owner}: ${instance.reason.replace(/^self: /, '')}` };
    const [[, value] = ['', { kind: 'none' }]] = instance.args;
    return { text: `${pythonValue(value, names)}.${target.name}` };
}
/** Positional parameters by position, keyword-only ones by name, in the signature's order. */
function argumentList(parameters, args, names) {
    const byName = new Map(args);
    const parts = [];
    for (const parameter of parameters) {
        const value = byName.get(parameter.name);
        if (!value)
            continue;
        const text = pythonValue(value, names);
        parts.push(parameter.kind === 'keyword_only' ? `${parameter.name}=${text}` : text);
    }
    return parts.join(', ');
}
/** `isinstance(result, ...)` for a return annotation, or undefined when it cannot be checked at runtime. */
function runtimeCheck(type, types, names) {
    const classes = runtimeClasses(type, types);
    if (!classes)
        return undefined;
    const unique = [...new Set(classes)];
    const real = unique.filter((c) => c !== 'None');
    for (const name of real)
        if (types[name])
            names.add(rootName(name));
    const instance = real.length === 0
        ? undefined
        : `isinstance(result, ${real.length === 1 ? real[0] : `(${real.join(', ')})`})`;
    if (real.length === unique.length)
        return instance;
    return instance ? `result is None or ${instance}` : 'result is None';
}
function runtimeClasses(type, types) {
    if (type.kind === 'none')
        return ['None'];
    if (type.kind === 'union') {
        const parts = type.options.map((option) => runtimeClasses(option, types));
        return parts.every((p) => p !== undefined) ? parts.flat() : undefined;
    }
    if (type.kind !== 'name')
        return undefined;
    const builtin = BUILTIN_CHECKS[type.name];
    if (builtin)
        return builtin;
    const info = types[type.name];
    if (!info)
        return undefined;
    return info.kind === 'typeddict' ? ['dict'] : [type.name];
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/test-module.ts



/**
 * Plans a target's tests: its docstring examples as a test (unless the
 * project already runs them), and — only when
 * `smoke` is on (`operations.test.smoke`) — a smoke test where one is sound.
 * A test whose name the test file already has is not planned again: that
 * test exists (a re-run after an accepted suggestion).
 */
function planTests(analysis, existingTests, options = { smoke: false }) {
    const tests = [];
    const reasons = [];
    // Examples the project already runs would only be repeated.
    const examples = options.doctestsRunBy
        ? { reason: `the project already runs them: ${options.doctestsRunBy}` }
        : doctestTest(analysis);
    const kinds = [['docstring examples', examples]];
    const smoke = options.smoke ? [['smoke test', smokeTest(analysis)]] : [];
    for (const [label, made] of [...kinds, ...smoke]) {
        if ('reason' in made)
            reasons.push(`${label}: ${made.reason}`);
        else if (existingTests.includes(made.test.name))
            reasons.push(`${label}: ${made.test.name} is already in the test file`);
        else
            tests.push(made.test);
    }
    return { tests, reasons };
}
const STDLIB = new Set(['asyncio', 're']);
/**
 * A test module for the tests: a docstring, imports grouped the way isort
 * groups them (standard library, pytest, the tested module), then each test
 * function.
 */
function renderTestModule(module, tests) {
    const imports = new Set(tests.flatMap((t) => t.imports));
    const names = [...new Set(tests.flatMap((t) => t.moduleNames))].sort(byImportOrder);
    const groups = [
        [...imports]
            .filter((i) => STDLIB.has(i))
            .sort()
            .map((i) => `import ${i}`),
        imports.has('pytest') ? ['import pytest'] : [],
        names.length > 0 ? [`from ${module} import ${names.join(', ')}`] : [],
    ].filter((group) => group.length > 0);
    const header = [
        `"""Tests for ${module}, written by Remora."""`,
        ...groups.map((group) => `\n${group.join('\n')}`),
    ];
    const functions = tests.map(renderFunction);
    return `${header.join('\n')}\n\n\n${functions.join('\n\n\n')}\n`;
}
function renderFunction(test) {
    const lines = [];
    lines.push(`def ${test.name}(${test.fixtures.join(', ')}):`);
    for (const line of test.body)
        lines.push(line === '' ? '' : `    ${line}`);
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/ops/test/policy.ts
var test_policy = __webpack_require__(2071);
;// CONCATENATED MODULE: ./src/languages/python/test/policy.ts






const existingSchema = schemas/* object */.Ikc({
    test_path: schemas/* string */.YjP(),
    tests: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    doctests_run_by: schemas/* string */.YjP().optional(),
});
const writeSchema = schemas/* object */.Ikc({ path: schemas/* string */.YjP(), init_files: schemas/* array */.YOg(schemas/* string */.YjP()).default([]) });
const runSchema = schemas/* object */.Ikc({
    outcomes: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* string */.YjP()).default({}),
    failures: schemas/* array */.YOg(schemas/* object */.Ikc({ test: schemas/* string */.YjP(), message: schemas/* string */.YjP() })).default([]),
    mutant: schemas/* object */.Ikc({ mutation: schemas/* string */.YjP().nullable(), killed: schemas/* boolean */.zMY() }).optional(),
});
/** Why the last run's passing tests do not show they test anything, if they do not. */
function survivingMutant(run) {
    const parsed = runSchema.safeParse(run?.result);
    const mutant = parsed.success ? parsed.data.mutant : undefined;
    if (!mutant || mutant.killed)
        return undefined;
    return mutant.mutation === null
        ? 'no simple change of its code could be made to check them against'
        : `they also pass when the code changes (${mutant.mutation}): they would not catch a mistake`;
}
/**
 * Python's built-in test policy: analyse the signature and the existing tests;
 * write the docstring's examples as a test (and a smoke test, when
 * `operations.test.smoke` is on); run them with pytest; drop what fails (the
 * failure is reported as a finding), re-running until what remains passes;
 * withdraw everything when nothing does. pytest that cannot run or collect
 * the tests, or a tool that cannot be read, is a failure; when there is
 * nothing to test it submits a skip with the reasons.
 */
const pythonTestPolicy = (messages) => {
    const history = (0,policy/* toolExchanges */.BN)(messages);
    const analysisCall = lastOf(history, 'analyze_signature');
    const existingCall = lastOf(history, 'read_existing_tests');
    if (!analysisCall || !existingCall) {
        return [
            ...(analysisCall ? [] : [{ tool: 'analyze_signature', arguments: {} }]),
            ...(existingCall ? [] : [{ tool: 'read_existing_tests', arguments: {} }]),
        ];
    }
    const analysis = tryParseAnalysis(analysisCall.result);
    const existing = existingSchema.safeParse(existingCall.result);
    if (!analysis)
        return [
            (0,test_policy/* fail */.fJ)(`the signature could not be analysed (${policy_errorOf(analysisCall) ?? describeShape(analysisCall)})`),
        ];
    if (!existing.success)
        return [
            (0,test_policy/* fail */.fJ)(`the test file could not be placed (${policy_errorOf(existingCall) ?? describeShape(existingCall)})`),
        ];
    const plan = planTests(analysis, existing.data.tests, {
        smoke: smokeTestsOn(analysisCall),
        ...(existing.data.doctests_run_by ? { doctestsRunBy: existing.data.doctests_run_by } : {}),
    });
    if (plan.tests.length === 0)
        return [(0,test_policy/* skip */.iv)(plan.reasons.join('; '))];
    return [nextStep(history, plan, analysis.module, existing.data.test_path)];
};
function nextStep(history, plan, module, path) {
    const writes = history.filter((e) => e.tool === 'write_test_file');
    const runs = history.filter((e) => e.tool === 'run_tests');
    const last = history.at(-1);
    const verdicts = judge(plan, runs);
    const kept = keptTests(plan, verdicts);
    if (writes.length === 0)
        return {
            tool: 'write_test_file',
            arguments: { path, content: renderTestModule(module, kept) },
        };
    if (last?.tool === 'write_test_file') {
        const error = policy_errorOf(last);
        if (last.result.withdrawn === true)
            return afterWithdrawal(plan, verdicts, runs);
        if (error !== undefined)
            return writes.some((w) => policy_errorOf(w) === undefined)
                ? withdraw(path)
                : (0,test_policy/* fail */.fJ)(`the tests could not be written (${error})`);
        return { tool: 'run_tests', arguments: { path } };
    }
    const run = runs.at(-1);
    // Tests that could not be run are not suggested: only passing tests are.
    if (policy_errorOf(run) !== undefined || collectionFailed(plan, run) || kept.length === 0)
        return withdraw(path);
    // The verdicts of this run changed the tests: write them again (and run them again) before submitting.
    const content = renderTestModule(module, kept);
    const written = [...writes].reverse().find((w) => policy_errorOf(w) === undefined)?.arguments.content;
    if (content !== written)
        return { tool: 'write_test_file', arguments: { path, content } };
    // Tests that pass on a mutant of the node too test nothing: they are not suggested.
    if (survivingMutant(run) !== undefined)
        return withdraw(path);
    return policy_submit(plan, verdicts, writes, runSchema.parse(run.result).outcomes);
}
/**
 * Folds the runs into verdicts: a test that fails goes (only passing tests
 * are suggested; run_tests reports the failure as a finding, so a docstring
 * example that does not hold reaches the reviewer).
 */
function judge(plan, runs) {
    const verdicts = { removed: new Map() };
    for (const run of runs) {
        const parsed = runSchema.safeParse(run.result);
        if (!parsed.success || policy_errorOf(run) !== undefined)
            continue;
        for (const test of keptTests(plan, verdicts)) {
            if (!isFailure(testFunctionOutcome(parsed.data.outcomes, test.name)))
                continue;
            const message = parsed.data.failures.find((f) => testFunctionName(f.test.split('::').pop() ?? '') === test.name)?.message ?? 'it failed';
            verdicts.removed.set(test.name, policy_short(message));
        }
    }
    return verdicts;
}
function keptTests(plan, verdicts) {
    return plan.tests.filter((t) => !verdicts.removed.has(t.name));
}
/** pytest never reached the tests: none of them has an outcome, and the run had errors. */
function collectionFailed(plan, run) {
    const parsed = runSchema.safeParse(run.result);
    if (!parsed.success)
        return true;
    return plan.tests.every((t) => testFunctionOutcome(parsed.data.outcomes, t.name) === undefined);
}
function isFailure(outcome) {
    return outcome === 'failed' || outcome === 'error' || outcome === undefined;
}
function withdraw(path) {
    return { tool: 'write_test_file', arguments: { path, content: '' } };
}
function policy_submit(plan, verdicts, writes, outcomes) {
    const kept = keptTests(plan, verdicts);
    const passing = kept.filter((t) => testFunctionOutcome(outcomes, t.name) === 'passed').length;
    const written = writeSchema.safeParse([...writes].reverse().find((w) => policy_errorOf(w) === undefined)?.result);
    const path = written.success ? written.data.path : '';
    const kinds = kept
        .map((t) => (t.origin === 'doctest' ? 'the docstring examples' : 'a smoke test'))
        .join(' and ');
    const parts = [`Wrote ${count(kept.length, 'test')} (${kinds}) in ${path}: ${passing} passing.`];
    for (const [name, reason] of verdicts.removed)
        parts.push(`Removed ${name}, which failed: ${reason}.`);
    if (plan.reasons.length > 0)
        parts.push(`Not written: ${plan.reasons.join('; ')}.`);
    const files = written.success ? [written.data.path, ...written.data.init_files] : [];
    return {
        tool: 'submit_result',
        arguments: {
            summary: parts.join(' '),
            tests_generated: kept.length,
            tests_passing: passing,
            changed_files: files,
        },
    };
}
/** After the tests were withdrawn: pytest that could not run or collect is a failure; tests that all failed are findings. */
function afterWithdrawal(plan, verdicts, runs) {
    const run = runs.at(-1);
    const error = run ? policy_errorOf(run) : undefined;
    if (error !== undefined) {
        // What pytest said last is why (a plugin the project's addopts need, an import that fails).
        const said = typeof run?.result.output === 'string' ? lastError(run.result.output) : '';
        return (0,test_policy/* fail */.fJ)(`pytest could not run the tests (${error}${said ? `: ${policy_short(said)}` : ''})`);
    }
    const survived = survivingMutant(run);
    if (survived !== undefined)
        return (0,test_policy/* skip */.iv)(`the generated tests are not suggested: ${survived}`);
    const parsed = runSchema.safeParse(run?.result);
    if (run && collectionFailed(plan, run)) {
        const message = parsed.success
            ? (parsed.data.failures[0]?.message ?? 'no outcome')
            : 'no outcome';
        // Examples written for Python 2 (`print x`), or that only a module may hold (`import *`):
        // the tests made of them do not compile, which says nothing wrong of the project.
        if (/^SyntaxError\b/.test(message))
            return (0,test_policy/* skip */.iv)(`the docstring examples do not compile as a test (${policy_short(message)})`);
        return (0,test_policy/* fail */.fJ)(`pytest could not collect the tests (${policy_short(message)})`);
    }
    const failing = [...verdicts.removed].map(([name, reason]) => `${name}: ${reason}`).join('; ');
    return {
        tool: 'submit_result',
        arguments: {
            summary: `No test suggested: every generated test failed (${failing}).`,
            tests_generated: 0,
            tests_passing: 0,
            changed_files: [],
        },
    };
}
/**
 * Whether remora.yaml switches smoke tests on: the pytest context that comes
 * with analyze_signature's result says so (`Smoke tests: on`).
 */
function smokeTestsOn(analysis) {
    const context = analysis.result.context;
    return (Array.isArray(context) &&
        context.some((text) => typeof text === 'string' && /^Smoke tests: on\b/m.test(text)));
}
/** What a result that is not the expected shape holds, for the failure message. */
function describeShape(exchange) {
    const keys = Object.keys(exchange.result);
    return `${exchange.tool} returned ${keys.length ? `fields ${keys.slice(0, 6).join(', ')}` : 'nothing'} instead of its result`;
}
function lastOf(history, tool) {
    return [...history].reverse().find((e) => e.tool === tool);
}
function policy_errorOf(exchange) {
    return typeof exchange.result.error === 'string' ? exchange.result.error : undefined;
}
/** The last line of `text` that says an error, else its last line. */
function lastError(text) {
    const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    return lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? '';
}
function policy_short(text) {
    const line = text.split('\n')[0] ?? '';
    return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}
function count(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/languages/python/test/test-target.ts



/** Reads the workspace's pytest settings and files, and places the node's test file. */
async function placeTests(context) {
    const [files, config] = await Promise.all([
        listWorkspaceFiles(context),
        readPytestConfig(context.workspace),
    ]);
    const layout = detectTestLayout(files, config);
    const roots = importRoots(files, config?.pythonpath);
    const module = modulePathOf(context.node.file_path, roots);
    const target = testTargetFor(layout, context.node.file_path, module.ok ? module.root : '', files, context.node.full_name);
    return { config, layout, target, roots, files };
}
/** Names a test file defines at its top level: test functions, test classes, helpers. */
function topLevelDefinitions(content) {
    return [...content.matchAll(/^(?:async\s+def|def|class)\s+(\w+)/gm)].map((match) => match[1]);
}

;// CONCATENATED MODULE: ./src/languages/python/test/pytest-config-context.ts

/**
 * Context provider `test.test_config` for Python: pytest's settings (from pytest.ini,
 * pyproject.toml, tox.ini or setup.cfg), the project's test layout, and
 * where this node's tests belong — so a model writes tests where the project
 * keeps them.
 */
const pytestConfigContext = async (context) => {
    const { config, layout, target } = await placeTests(context);
    const settings = config
        ? `pytest configuration from ${config.source}: testpaths ${config.testpaths.join(' ') || '(not set)'}; python_files ${config.python_files.join(' ')}${config.pythonpath.length ? `; pythonpath ${config.pythonpath.join(' ')}` : ''}.`
        : 'No pytest configuration file: pytest defaults apply.';
    const smoke = context.opConfig.smoke === true
        ? 'Smoke tests: on (operations.test.smoke): a smoke test may call the node with simple sample arguments.'
        : 'Smoke tests: off (operations.test.smoke): write tests only from what the docstring claims.';
    return `${settings}\n${smoke}\nTest layout: ${layout.evidence}.\nThis node's tests belong in ${target.path} (${target.exists ? 'an existing file: add to it' : 'a new file'}).`;
};

;// CONCATENATED MODULE: ./src/languages/python/test/doctest-runner.ts


/** Enough test files to find a `load_tests` hook without reading a huge suite. */
const MAX_READ = 200;
// A fact about the repository: decided once per run's services.
const doctest_runner_decided = new WeakMap();
/** How the project already runs its docstring examples (see `doctestRunner`), decided once per run. */
function projectDoctestRunner(context) {
    let found = doctest_runner_decided.get(context.services);
    if (!found) {
        found = (async () => {
            const { config, layout } = await placeTests(context);
            const tests = new Map();
            for (const path of layout.testFiles.slice(0, MAX_READ)) {
                const text = await context.workspace.readFile(path);
                if (text !== undefined)
                    tests.set(path, text);
            }
            return doctestRunner(config, tests);
        })();
        doctest_runner_decided.set(context.services, found);
    }
    return found;
}

;// CONCATENATED MODULE: ./src/languages/python/test/read-existing-tests.ts



const CONTENT_LIMIT = 2500;
/**
 * `read_existing_tests()`: where the node's tests belong (the project's
 * layout and naming), whether that file exists, the test names it already
 * has, its beginning, and — when the project already runs its docstring
 * examples — how (`doctests_run_by`).
 */
const readExistingTests = async (_args, context) => {
    const { layout, target } = await placeTests(context);
    const doctests = await projectDoctestRunner(context);
    const content = await context.workspace.readFile(target.path);
    const shown = content === undefined
        ? undefined
        : content.length > CONTENT_LIMIT
            ? `${content.slice(0, CONTENT_LIMIT)}\n# ... (${content.length - CONTENT_LIMIT} more characters)`
            : content;
    const tests = content === undefined
        ? []
        : topLevelDefinitions(content).filter((name) => /^(test|Test)/.test(name));
    // The tests of this node first: they are the ones a new test must not repeat.
    const stem = context.node.name.replace(/#\d+$/, '').replace(/^_+/, '').toLowerCase();
    const ordered = [
        ...tests.filter((name) => name.toLowerCase().includes(stem)),
        ...tests.filter((name) => !name.toLowerCase().includes(stem)),
    ];
    return (0,result_budget/* fitResult */.d)({
        test_path: target.path,
        exists: content !== undefined,
        layout: layout.evidence,
        test_count: tests.length,
        ...(doctests ? { doctests_run_by: doctests } : {}),
        tests: ordered,
        ...(shown !== undefined ? { content: shown } : {}),
    }, [
        { leaves_out: "the file's beginning", apply: ({ content: _c, ...rest }) => rest },
        {
            leaves_out: `the names of tests that do not mention ${stem}`,
            apply: (r) => ({ ...r, tests: r.tests.filter((n) => n.toLowerCase().includes(stem)) }),
        },
        {
            leaves_out: 'the names of tests beyond the first 100',
            apply: (r) => ({ ...r, tests: r.tests.slice(0, 100) }),
        },
    ]);
};

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/adapters/process/subprocess.ts
var subprocess = __webpack_require__(2091);
// EXTERNAL MODULE: ./src/adapters/files/sandbox-leftover.ts
var sandbox_leftover = __webpack_require__(3139);
// EXTERNAL MODULE: ./src/adapters/files/workspace-materialise.ts
var workspace_materialise = __webpack_require__(7000);
;// CONCATENATED MODULE: ./src/languages/python/testgen/missing-dependency.ts
const NOT_FOUND = /(?:ModuleNotFoundError|ImportError): No module named '([A-Za-z_][\w.]*)'/;
/** Where a module-level import failed: while pytest collected, not inside a test. */
const WHILE_COLLECTING = /ImportError while (?:loading conftest|importing test module)/g;
const TRACEBACK_LIMIT = 6000;
/** Requirement files projects keep their test dependencies in, most specific first. */
const REQUIREMENT_FILES = [
    'requirements-test.txt',
    'requirements-tests.txt',
    'test-requirements.txt',
    'requirements_test.txt',
    'requirements/test.txt',
    'requirements/tests.txt',
    'requirements-dev.txt',
    'requirements/dev.txt',
    'dev-requirements.txt',
];
/**
 * The missing module behind a run's collection failure, if that is what
 * stopped it: pytest's own words (`ImportError while loading conftest`,
 * `... while importing test module`) with the module named, where the
 * module is not one of the repository's own (those are an import path
 * problem, not the environment's). `texts` are pytest's output and the
 * report's error messages; `files` the repository's paths.
 */
function tryMissingDependency(texts, files) {
    for (const text of texts) {
        for (const collecting of text.matchAll(WHILE_COLLECTING)) {
            // The exception pytest shows for that import, within its traceback.
            const block = text.slice(collecting.index, collecting.index + TRACEBACK_LIMIT);
            const named = NOT_FOUND.exec(block)?.[1];
            if (named === undefined)
                continue;
            const module = named.split('.')[0];
            if (!isOwnModule(module, files))
                return { module, install: installStep(files) };
        }
    }
    return undefined;
}
function isOwnModule(module, files) {
    return files.some((f) => {
        const path = f.startsWith('src/') ? f.slice('src/'.length) : f;
        return path === `${module}.py` || path.startsWith(`${module}/`);
    });
}
/** The step to add before Remora's, by the files the project keeps its requirements in. */
function installStep(files) {
    const requirements = REQUIREMENT_FILES.find((f) => files.includes(f));
    if (requirements)
        return `pip install -r ${requirements}`;
    if (files.includes('pyproject.toml') || files.includes('setup.py'))
        return 'pip install -e ".[test]" (the extra that lists the test requirements)';
    return 'pip install <the packages the tests import>';
}
/** The ENV_001 message: what is missing, and the workflow step that installs it. */
function describeMissingDependency(missing) {
    return `the project's tests need the module '${missing.module}', which is not installed where Remora runs pytest: add a step that installs the project's test requirements before Remora's in the workflow (${missing.install}); this says nothing about the code under review`;
}

;// CONCATENATED MODULE: ./src/languages/python/testgen/mutant.ts

const FLIPPED = {
    '<': '>=',
    '<=': '>',
    '>': '<=',
    '>=': '<',
    '==': '!=',
    '!=': '==',
    is: 'is not',
    in: 'not in',
};
const SWAPPED = { '+': '-', '-': '+', '*': '+', '//': '*' };
/**
 * The first simple mutant of a function's own code (its nested definitions
 * and docstring aside), trying in order: a comparison flipped, an arithmetic
 * operator swapped, an integer changed by one, `True` and `False` swapped;
 * failing those, its body after the docstring replaced by `return None`. A
 * test that still passes on the mutant would not catch that change.
 * Undefined for anything but a function with a body.
 */
function firstMutant(text, owner) {
    const body = owner.body;
    if (owner.definition.type !== 'function_definition' || !body)
        return undefined;
    const docstring = tryDocstringOf(owner)?.statement;
    const replace = (from, to, by, what) => ({
        text: text.slice(0, from.startIndex) + by + text.slice(to.endIndex),
        mutation: `${what} on line ${from.startPosition.row + 1}`,
    });
    for (const pass of PASSES) {
        let found;
        walkOwnBody(body, (node) => {
            const inDocstring = docstring !== undefined &&
                node.startIndex >= docstring.startIndex &&
                node.endIndex <= docstring.endIndex;
            if (!found && !inDocstring)
                found = swapAt(node, pass);
        });
        if (found) {
            const { token, by } = found;
            return replace(token, token, by, `\`${token.text}\` turned into \`${by}\``);
        }
    }
    const statements = statementsOf(body).filter((s) => s.id !== docstring?.id);
    const first = statements[0];
    const last = statements.at(-1);
    if (!first || !last)
        return undefined;
    return replace(first, last, 'return None', 'the body replaced by `return None`');
}
const PASSES = ['comparison', 'arithmetic', 'integer', 'boolean'];
/** The swap `pass` makes at `node`, if it makes one there. */
function swapAt(node, pass) {
    if (pass === 'comparison' && node.type === 'comparison_operator') {
        // `a is not b` and `a not in b` are two tokens: only single-token operators are flipped.
        const token = node.children.find((child) => !child.isNamed && FLIPPED[child.type]);
        const next = token && node.children[node.children.indexOf(token) + 1];
        if (!token || next?.type === 'not' || node.children.some((c) => c.type === 'not in'))
            return undefined;
        return { token, by: FLIPPED[token.type] };
    }
    if (pass === 'arithmetic' && node.type === 'binary_operator') {
        const token = node.childForFieldName('operator');
        const by = token ? SWAPPED[token.type] : undefined;
        return token && by ? { token, by } : undefined;
    }
    if (pass === 'integer' && node.type === 'integer' && /^\d+$/.test(node.text))
        return { token: node, by: String(Number(node.text) + 1) };
    if (pass === 'boolean' && (node.type === 'true' || node.type === 'false'))
        return { token: node, by: node.type === 'true' ? 'False' : 'True' };
    return undefined;
}

// EXTERNAL MODULE: ./src/languages/file-text.ts + 1 modules
var file_text = __webpack_require__(1247);
;// CONCATENATED MODULE: ./src/languages/python/test/junit-dialect.ts
/**
 * pytest's `--junitxml` report: an expected failure is a `<skipped>` of type
 * `pytest.xfail`, and a failure's text holds the exception on lines that
 * start with `E   `.
 */
const PYTEST_JUNIT = {
    expectedFailureType: 'pytest.xfail',
    exceptionLinePrefix: 'E   ',
};

// EXTERNAL MODULE: ./src/core/workspace/workspace-path.ts
var workspace_path = __webpack_require__(9806);
// EXTERNAL MODULE: ./src/ops/test/arguments.ts
var test_arguments = __webpack_require__(3761);
;// CONCATENATED MODULE: ./src/languages/python/test/run-tests.ts




















const MAX_FAILURES = 10;
const MAX_OUTCOMES = 50;
const OUTPUT_TAIL = 1500;
// Far beyond the report of any real suite run by one node's tests; /dev/zero stops here.
const MAX_REPORT_BYTES = 32 * 1024 * 1024;
/**
 * `run_tests(path?)`: pytest on the workspace's materialised view, never on
 * the checkout. `path` is a test file or node id (`file::test`); without it,
 * the test files this workspace changed, else the project's whole suite.
 * pytest runs in the sandbox (it reaches no secret, no network, nothing
 * outside the view), from the view's root with that root (and `src/`, and
 * pytest's `pythonpath`) importable, a scrubbed environment, no cache, a
 * timeout, and a JUnit report written outside the view, which is what the
 * result is read from. When the tests this workspace wrote pass, they run
 * once more on a mutant of the node (core/testgen/mutant.ts), in a fresh
 * copy: `mutant.killed` says whether they noticed.
 */
const runTests = async (args, context) => {
    const { path } = test_arguments/* runTestsArguments */.l.parse(args);
    const placement = await placeTests(context);
    const written = await changedTestFiles(context, placement.config?.python_files ?? [...DEFAULT_PYTHON_FILES]);
    const targets = path !== undefined ? [await checkTarget(path, context)] : written;
    const view = await (0,workspace_materialise/* materialiseWorkspace */.k)(context.workspace, context.services.stableRoot, await context.services.trackedFiles?.());
    try {
        const run = await pytest(context, view.dir, placement.roots, targets);
        // A module the project needs is not installed: the job's environment, not the code, failed.
        const missing = run.timedOut ? undefined : tryMissingDependency([run.output], placement.files);
        if (missing)
            throw new core_errors/* RemoraError */.LP('ENV_001', describeMissingDependency(missing));
        const summary = run.xml === undefined ? undefined : parseJUnitXml(run.xml, PYTEST_JUNIT);
        if (summary && !run.timedOut)
            await recordFailures(context, summary);
        const described = describeRun(run.exitCode, summary, run.output, targets, run.timedOut ? context.services.commandTimeoutMs : undefined);
        // Tests this workspace wrote that pass must also fail on a mutant of the node.
        const passing = targets.length > 0 &&
            targets.every((target) => written.includes(target.split('::')[0] ?? '')) &&
            summary !== undefined &&
            run.exitCode === 0 &&
            summary.passed > 0;
        if (!passing)
            return described;
        const mutant = await mutantOfNode(context);
        if (!mutant)
            return { ...described, mutant: { mutation: null, killed: false } };
        // In the file's own encoding (a coding header's), as the view holds its other files.
        const encoded = (0,file_text/* encodeFileText */.SR)(context.node.file_path, mutant.text);
        if (!encoded.ok)
            return { ...described, mutant: { mutation: null, killed: false } };
        const again = await onMutant(context, placement.roots, targets, encoded.bytes);
        const onMutantSummary = again.xml === undefined ? undefined : parseJUnitXml(again.xml, PYTEST_JUNIT);
        const killed = !again.timedOut &&
            (again.exitCode !== 0 ||
                (onMutantSummary !== undefined && onMutantSummary.failed + onMutantSummary.errors > 0));
        return { ...described, mutant: { mutation: mutant.mutation, killed } };
    }
    finally {
        await view.dispose();
    }
};
/**
 * pytest on a copy of its own with the node's file replaced by the mutant.
 * The first run's copy is never written again: its pytest ran code from the
 * repository, which may have left a folder there as a link to anywhere on the
 * machine (a `site-packages`), and writing the node's file through it would
 * plant code the job's next `python3` runs outside any sandbox. A fresh copy
 * holds only what Remora wrote.
 */
async function onMutant(context, roots, targets, bytes) {
    const view = await (0,workspace_materialise/* materialiseWorkspace */.k)(context.workspace, context.services.stableRoot, await context.services.trackedFiles?.());
    try {
        // A link the repository keeps at the node's own path is replaced, never followed.
        const mutated = (0,external_node_path_.join)(view.dir, ...(0,workspace_path/* confineWorkspacePath */.R)(context.node.file_path).split('/'));
        await (0,promises_.rm)(mutated, { force: true });
        await (0,promises_.writeFile)(mutated, bytes, { flag: 'wx' });
        return await pytest(context, view.dir, roots, targets);
    }
    finally {
        await view.dispose();
    }
}
/**
 * pytest in the sandbox on a materialised view: from the view's root with
 * the test roots importable, a scrubbed environment, no cache, a timeout,
 * and a JUnit report written outside the view, in a folder made for this
 * run alone. The sandboxed code can write that folder too: the report is
 * read as a regular file of bounded size or not at all (SANDBOX_002).
 */
async function pytest(context, dir, roots, targets) {
    const pythonPath = roots
        .map((root) => (root === '' ? dir : (0,external_node_path_.join)(dir, ...root.split('/'))))
        .join(external_node_path_.delimiter);
    const reportDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'remora-junit-'));
    const report = (0,external_node_path_.join)(reportDir, 'report.xml');
    const timeoutMs = context.services.commandTimeoutMs;
    const started = Date.now();
    try {
        const sandbox = await context.services.sandbox();
        const result = await sandbox
            .run(sandbox.runtime('python'), ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--junitxml=${report}`, ...targets], {
            copyDir: dir,
            env: (0,subprocess/* scrubbedEnv */.wS)(context.services.processEnv, {
                PYTHONPATH: pythonPath,
                PYTHONDONTWRITEBYTECODE: '1',
                PYTHONHASHSEED: '0',
            }),
            writable: [reportDir],
            timeoutMs,
            maxBytes: 16 * 1024 * 1024,
            ...(context.signal ? { signal: context.signal } : {}),
        })
            .catch((error) => {
            throw new core_errors/* RemoraError */.LP('TOOL_001', `could not run python3 -m pytest: ${error.message}`);
        });
        const read = await (0,sandbox_leftover/* readLeftoverFile */.y)(report, MAX_REPORT_BYTES, "pytest's JUnit report");
        return {
            exitCode: result.exitCode,
            xml: read.kind === 'file' ? read.bytes.toString('utf8') : undefined,
            output: `${result.stdout.toString('utf8')}\n${result.stderr}`.trim(),
            timedOut: Date.now() - started >= timeoutMs,
        };
    }
    finally {
        await (0,promises_.rm)(reportDir, { recursive: true, force: true });
    }
}
/** The node's file, as the workspace holds it, with the first simple mutant of the node's code. */
async function mutantOfNode(context) {
    const here = await context.locate();
    return withParsedPython(here.text, (root) => {
        const owner = tryFindOwner(root, here.node);
        return owner ? firstMutant(here.text, owner) : undefined;
    });
}
/**
 * A generated test that fails says the code does not do what it claims (a
 * docstring example that does not hold): a finding on the node, one per
 * test this workspace added, whatever the agent then does with the test.
 * Tests the project already had, and collection errors, are not findings.
 */
async function recordFailures(context, summary) {
    /** Each test function this workspace added, with the text of the file that holds it. */
    const added = new Map();
    for (const change of await context.workspace.changes()) {
        const before = new Set(change.before === undefined ? [] : topLevelDefinitions(change.before));
        for (const name of change.after === undefined ? [] : topLevelDefinitions(change.after))
            if (!before.has(name))
                added.set(name, change.after ?? '');
    }
    for (const failure of summary.cases.filter((c) => c.outcome === 'failed' && added.has(testFunctionName(c.name)))) {
        const rule = 'test.failing';
        // One finding per test function, however many times the project's fixtures ran it.
        const name = testFunctionName(failure.name);
        if (needsWhatTheSandboxLacks(failure.message ?? '') ||
            usesUnshownObject(failure.message ?? '', testFunctionText(added.get(name) ?? '', name)))
            continue;
        const message = `The generated test ${name} fails: ${(failure.message ?? 'no message').split('\n')[0]}`;
        const known = context.findings.findIndex((f) => f.rule === rule && f.message.startsWith(`The generated test ${name} `));
        const finding = {
            rule,
            message,
            path: context.node.file_path,
            start_line: context.node.start_line,
            end_line: context.node.start_line,
            severity: 'warning',
        };
        if (known === -1)
            context.findings.push(finding);
        else
            context.findings[known] = finding;
    }
}
/**
 * How an example that needs the network or a display fails where tests run:
 * the sandbox has neither (no name resolves, no host answers, Tk finds no
 * display). Such a failure says nothing of the code (smtplib's `sendmail`,
 * ftplib's `FTP_TLS`, turtle's `onrelease`).
 */
const SANDBOX_LACKS = [
    /^socket\.gaierror\b/,
    /^(?:OSError|ConnectionError|ConnectionRefusedError|TimeoutError): \[Errno (?:99|101|110|111|113)\]/,
    /^urllib\.error\.URLError: <urlopen error \[Errno (?:-\d+|99|101|110|111|113)\]/,
    /^_tkinter\.TclError: (?:no display name|couldn't connect to display)/,
];
function needsWhatTheSandboxLacks(message) {
    return SANDBOX_LACKS.some((pattern) => pattern.test(message));
}
/** The text of the top-level function `name` in a Python file: its `def` line to the next top-level line. */
function testFunctionText(file, name) {
    const start = file.search(new RegExp(`^(?:async\\s+)?def\\s+${name}\\b`, 'm'));
    if (start === -1)
        return '';
    const body = file.indexOf('\n', start) + 1;
    if (body === 0)
        return file.slice(start);
    const next = file.slice(body).search(/^\S/m);
    return next === -1 ? file.slice(start) : file.slice(start, body + next);
}
/**
 * A failure that says only that the example works on an object its prose
 * names and it never makes (`>>> turtle.forward(25)`, "for a Turtle instance
 * named turtle"): the name is undefined and the test only reaches into it
 * (`turtle.`), never calls or binds it. That is the example's context, not a
 * claim of the code's; a name the test calls (a function since renamed) is
 * still a finding.
 */
function usesUnshownObject(message, test) {
    const name = /^NameError: name '([A-Za-z_]\w*)' is not defined/.exec(message)?.[1];
    if (!name || test === '')
        return false;
    // Strings are no uses (`turtle.shape("turtle")`).
    const code = test.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
    const uses = [...code.matchAll(new RegExp(`(?<![\\w.])${name}(?!\\w)`, 'g'))];
    return uses.length > 0 && uses.every((use) => code[(use.index ?? 0) + name.length] === '.');
}
async function checkTarget(path, context) {
    const [file = '', ...rest] = path.split('::');
    const confined = (0,workspace_path/* confineWorkspacePath */.R)(file);
    if ((await context.workspace.readFile(confined)) === undefined)
        throw new core_errors/* RemoraError */.LP('TOOL_001', `no file ${confined} in this workspace`);
    return [confined, ...rest].join('::');
}
async function changedTestFiles(context, patterns) {
    const changes = await context.workspace.changes();
    return changes
        .filter((c) => c.after !== undefined &&
        patterns.some((p) => matchesPattern(c.path.slice(c.path.lastIndexOf('/') + 1), p)))
        .map((c) => c.path);
}
/** The run as a short, decision-ready result; pytest's own output only when the report does not say it all. */
function describeRun(exitCode, summary, output, targets, timedOutMs) {
    const ran = targets.length > 0 ? targets.join(' ') : 'the whole suite';
    if (timedOutMs !== undefined)
        return {
            ran,
            timed_out: true,
            error: `pytest did not finish within ${Math.round(timedOutMs / 1000)}s`,
            output: tail(output),
        };
    if (!summary)
        return { ran, exit_code: exitCode, error: 'pytest wrote no report', output: tail(output) };
    const failures = summary.cases
        .filter((c) => c.outcome === 'failed' || c.outcome === 'error')
        .slice(0, MAX_FAILURES);
    const counts = {
        passed: summary.passed,
        failed: summary.failed,
        errors: summary.errors,
        skipped: summary.skipped,
        xfailed: summary.xfailed,
    };
    // Exit codes 2-4 are interruptions, internal and usage errors: the report alone does not explain them.
    const extra = exitCode >= 2 && exitCode <= 4 ? { output: tail(output) } : {};
    return run_tests_fitBudget({ ran, exit_code: exitCode, ...counts, ...extra }, failures.map((c) => ({ test: c.test, message: c.message ?? '' })), summary.cases.map((c) => [c.name, c.outcome]));
}
/**
 * Keeps the result whole under the runner's truncation limit (a cut JSON
 * result is useless to a policy): passed outcomes go first, oldest first —
 * tests just added sit at the end of their file — then failures beyond three.
 */
function run_tests_fitBudget(head, failures, outcomes) {
    const kept = outcomes.slice(-MAX_OUTCOMES);
    let omitted = outcomes.length - kept.length;
    const shown = [...failures];
    const build = () => ({
        ...head,
        failures: shown,
        outcomes: Object.fromEntries(kept),
        ...(omitted > 0 ? { outcomes_omitted: omitted } : {}),
    });
    while (JSON.stringify(build()).length > result_budget/* RESULT_BUDGET */.i) {
        const passed = kept.findIndex(([, outcome]) => outcome === 'passed');
        if (passed >= 0 && passed < kept.length - 10)
            kept.splice(passed, 1);
        else if (shown.length > 3)
            shown.pop();
        else if (kept.length > 0)
            kept.shift();
        else
            break;
        omitted = outcomes.length - kept.length;
    }
    return build();
}
function tail(text) {
    return text.length > OUTPUT_TAIL ? `...${text.slice(-OUTPUT_TAIL)}` : text;
}

;// CONCATENATED MODULE: ./src/languages/python/test/write-test-file.ts








/**
 * `write_test_file(path, content)`: puts this run's tests into a test file.
 * An existing file keeps all its content: the new imports it lacks go after
 * its imports, the new functions at its end. Each call replaces what earlier
 * calls of the same run wrote, so a test can be corrected or dropped; empty
 * content withdraws this run's tests altogether. The path must be a test file
 * by the project's naming (pytest's python_files), never the node's own file.
 */
const writeTestFile = async (args, context) => {
    const { path: asked, content } = test_arguments/* writeTestFileArguments */.O.parse(args);
    const path = (0,workspace_path/* confineWorkspacePath */.R)(asked);
    const placement = await placeTests(context);
    checkTestPath(path, context.node.file_path, placement.config?.python_files ?? [...DEFAULT_PYTHON_FILES]);
    checkNoPackageClash(path, placement.files, placement.target.path);
    const original = await stableContent(context.workspace, path);
    if (content.trim() === '')
        return write_test_file_withdraw(context.workspace, path, original);
    const syntax = await withPythonTree(content, firstSyntaxError);
    if (syntax !== undefined)
        throw new core_errors/* RemoraError */.LP('TOOL_001', `the content does not parse as Python (line ${syntax}); nothing was written`);
    // Only an existing file has imports of its own to reach names through.
    const merged = mergeTestFile(original, content, original === undefined
        ? undefined
        : await importsNodeModule(context.workspace, context.node.file_path));
    if (!merged.ok)
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${path}: ${merged.error}`);
    await context.workspace.writeFile(path, merged.content);
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const inits = placement.layout.packages
        ? missingInits(placement.layout.root, folder, placement.files.filter((f) => f !== path))
        : [];
    for (const init of inits)
        await context.workspace.writeFile(init, '');
    return {
        path,
        created: original === undefined,
        tests_added: merged.added,
        ...(merged.importsAdded.length > 0 ? { imports_added: merged.importsAdded } : {}),
        ...(inits.length > 0 ? { init_files: inits } : {}),
    };
};
function checkTestPath(path, sourcePath, patterns) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (path === sourcePath)
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${path} is the code under test; write tests to a test file`);
    if (!name.endsWith('.py') || !patterns.some((pattern) => matchesPattern(name, pattern))) {
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${path} is not a test file name here (pytest collects ${patterns.join(', ')})`);
    }
}
/**
 * `tests/test_utils.py` beside the package `tests/test_utils/` is one name
 * for two modules: pytest stops at "import file mismatch" and runs neither.
 */
function checkNoPackageClash(path, files, placed) {
    const init = `${path.slice(0, -'.py'.length)}/__init__.py`;
    if (!files.includes(init))
        return;
    const instead = placed !== path ? ` (this module's tests go in ${placed})` : '';
    throw new core_errors/* RemoraError */.LP('TOOL_001', `${path} would clash with the test package ${init.slice(0, -'/__init__.py'.length)}/ (pytest: import file mismatch); write into that folder instead${instead}`);
}
/**
 * Which `P.N` a `from P import N` certainly binds as the module: only the
 * module of the node under test, whose package's `__init__.py` (if it has
 * one) never names N. A package that rebinds the name (`from .tools import
 * tools`) makes `from P import N` the function, not the module.
 */
async function importsNodeModule(workspace, nodePath) {
    const parts = nodePath.split('/');
    const file = parts.pop();
    // A package's own module is its folder: `pkg/tools/__init__.py` is `pkg.tools`.
    const stem = file === '__init__.py' ? parts.pop() : file.replace(/\.pyi?$/, '');
    if (stem === undefined || !/^[A-Za-z_]\w*$/.test(stem))
        return () => false;
    const init = await workspace.readFile([...parts, '__init__.py'].join('/'));
    if (init !== undefined && new RegExp(`\\b${stem}\\b`).test(init))
        return () => false;
    return (module) => {
        const segments = module.split('.');
        const name = segments.pop();
        // The package's dotted name ends the node's folder: `boltons` of `src/boltons/strutils.py`.
        const folder = parts.slice(parts.length - segments.length);
        return (name === stem && segments.length <= parts.length && segments.join('/') === folder.join('/'));
    };
}
/** The file as it was before this run wrote it (the stable tree's, or an upstream op's). */
async function stableContent(workspace, path) {
    const change = (await workspace.changes()).find((c) => c.path === path);
    return change ? change.before : workspace.readFile(path);
}
/** Puts the file back as it was and drops the empty `__init__.py` files a write added. */
async function write_test_file_withdraw(workspace, path, original) {
    if (original === undefined)
        await workspace.deleteFile(path);
    else
        await workspace.writeFile(path, original);
    for (const change of await workspace.changes()) {
        if (change.path.endsWith('__init__.py') && change.before === undefined && change.after === '')
            await workspace.deleteFile(change.path);
    }
    return { path, withdrawn: true };
}
function firstSyntaxError(root) {
    if (!root.hasError)
        return undefined;
    const find = (node) => {
        if (node.isError || node.isMissing)
            return node;
        for (const child of node.children)
            if (child.hasError || child.isMissing)
                return find(child) ?? child;
        return undefined;
    };
    return (find(root) ?? root).startPosition.row + 1;
}

// EXTERNAL MODULE: ./src/core/lint/types.ts
var types = __webpack_require__(496);
;// CONCATENATED MODULE: ./src/languages/python/lint/rule-selectors.ts
// Pylint's rules are selected as a whole by `PL`, though their codes read `PLC…`, `PLE…`, `PLR…`, `PLW…`.
const PYLINT_CATEGORIES = new Set(['PLC', 'PLE', 'PLR', 'PLW']);
/**
 * True when a Ruff rule selector (`ALL`, `F`, `E4`, `F401`, `PL`) selects the
 * rule `code`. A selector names a linter by its letters, so `E` selects `E711`
 * but not `EM101`, and `I` does not select `INP001`.
 */
function selectorMatches(selector, code) {
    if (selector === 'ALL')
        return true;
    if (!code.startsWith(selector))
        return false;
    const selectorLetters = letters(selector);
    const codeLetters = letters(code);
    return (codeLetters === selectorLetters ||
        (selectorLetters === 'PL' && PYLINT_CATEGORIES.has(codeLetters)));
}
/** True when any of the selectors selects `code`. */
function anySelectorMatches(selectors, code) {
    return selectors.some((selector) => selectorMatches(selector, code));
}
function letters(text) {
    return /^[A-Z]*/.exec(text)?.[0] ?? '';
}

// EXTERNAL MODULE: ./src/core/lint/source-positions.ts
var source_positions = __webpack_require__(9329);
;// CONCATENATED MODULE: ./src/languages/python/lint/unsafe-fixes.ts
/*
 * Where these lists come from: each rule's documentation in Ruff (the "Fix
 * safety" section of its page under docs.astral.sh/ruff/rules/, written from
 * the doc comment of the rule's source file, crates/ruff_linter/src/rules/),
 * and for rules without such a section, whether the source builds its fix with
 * `Fix::unsafe_edit(s)`, `Fix::display_only_edit(s)` or a computed
 * `Applicability`; plus Ruff's tracking issue astral-sh/ruff#15584 ("Document
 * fix safety"), which lists the rules whose fixes are sometimes unsafe. Checked
 * against Ruff 0.17. Where a rule is unsafe only in some cases that the
 * WebAssembly build cannot tell us about (it reports no applicability), it is
 * listed whole — except the cases `fix-safety.ts` can recognise itself.
 */
/**
 * Rules whose fixes Ruff documents as unsafe (always or sometimes) or as
 * display-only, within the rule families in {@link FIX_SURVEYED_PREFIXES}.
 * Their fixes are never applied: they go into `lint.unfixable`.
 */
const UNSAFE_FIX_RULES = new Set([
    // Pyflakes
    'F601', // multi-value-repeated-key-literal
    'F602', // multi-value-repeated-key-variable
    'F841', // unused-variable: dropping the assignment drops its side effects
    // pycodestyle
    'E711', // none-comparison: `==` may be overloaded
    'E712', // true-false-comparison: same
    'E731', // lambda-assignment: display-only in class bodies, unsafe elsewhere
    // pyupgrade
    'UP008', // super-call-with-parameters
    'UP013', // convert-typed-dict-functional-to-class
    'UP014', // convert-named-tuple-functional-to-class
    'UP022', // replace-stdout-stderr
    'UP028', // yield-in-for-loop
    'UP029', // unnecessary-builtin-import
    'UP030', // format-literals
    'UP031', // printf-string-formatting
    'UP036', // outdated-version-block
    'UP040', // non-pep695-type-alias
    'UP042', // replace-str-enum
    'UP044', // non-pep646-unpack
    'UP046', // non-pep695-generic-class
    'UP047', // non-pep695-generic-function
    'UP049', // private-type-parameter
    // flake8-bugbear
    'B004', // unreliable-callable-check
    'B006', // mutable-argument-default
    'B007', // unused-loop-control-variable
    'B011', // assert-false
    'B028', // no-explicit-stacklevel
    'B905', // zip-without-explicit-strict
    'B911', // batched-without-explicit-strict
    'B912', // map-without-explicit-strict
    // flake8-simplify: most rewrites change behaviour for some types, or drop comments
    'SIM101',
    'SIM102',
    'SIM103',
    'SIM105',
    'SIM108',
    'SIM109',
    'SIM110',
    'SIM112',
    'SIM114',
    'SIM117',
    'SIM118',
    'SIM201',
    'SIM202',
    'SIM208',
    'SIM210',
    'SIM211',
    'SIM212',
    'SIM220',
    'SIM221',
    'SIM222',
    'SIM223',
    'SIM401',
    'SIM905',
    // flake8-comprehensions: documented as unsafe because rewriting may drop comments
    'C400',
    'C401',
    'C402',
    'C403',
    'C404',
    'C405',
    'C406',
    'C408',
    'C409',
    'C410',
    'C411',
    'C413',
    'C414',
    'C416',
    'C417',
    'C418',
    'C419',
    'C420',
]);
/**
 * The rule families whose fixes were surveyed for the list above. Fixes of any
 * other rule (a repository may select `ALL`) are not known to be safe, so Ruff
 * is told not to offer them (`lint.fixable`).
 */
const FIX_SURVEYED_PREFIXES = [
    'F',
    'E',
    'W',
    'I',
    'UP',
    'B',
    'SIM',
    'C4',
];
/**
 * Rules whose fix Ruff marks unsafe when targeting Python before 3.10: the
 * new annotation syntax breaks libraries that evaluate annotations at runtime.
 */
const UNSAFE_BEFORE_PY310 = new Set(['UP006', 'UP007', 'UP045']);

;// CONCATENATED MODULE: ./src/languages/python/lint/fix-safety.ts





// Ruff marks these unsafe when the whitespace sits inside a multi-line string: removing it changes the string.
const UNSAFE_IN_MULTILINE_STRINGS = new Set(['W291', 'W293']);
/**
 * A judge for one source text. Ruff's WebAssembly build reports fixes without
 * their applicability, so the cases where Ruff itself would call a fix unsafe
 * are recomputed here: the rule lists of `unsafe-fixes.ts`, the target
 * version, `__init__.py` re-exports, trailing whitespace inside multi-line
 * strings, and — the most common reason in Ruff's own rules — a fix that would
 * delete a comment. The judge returns why a fix is unsafe, or `undefined`.
 */
function createFixSafetyJudge(context) {
    let scanned;
    const scan = () => (scanned ??= { lexemes: scanLexemes(context.source), starts: (0,source_positions/* lineStarts */._$)(context.source) });
    return (code, fix) => {
        const byRule = tryRuleReason(code, context);
        if (byRule)
            return byRule;
        const { lexemes, starts } = scan();
        const spans = fix.edits.map((edit) => ({
            start: (0,source_positions/* offsetOf */.b4)(starts, context.source, edit.start),
            end: (0,source_positions/* offsetOf */.b4)(starts, context.source, edit.end),
            content: edit.content,
        }));
        if (UNSAFE_IN_MULTILINE_STRINGS.has(code) &&
            spans.some((span) => insideMultilineString(span.start, lexemes.strings, context.source))) {
            return 'it would change the contents of a multi-line string';
        }
        const dropped = lexemes.comments.find((comment) => spans.some((span) => overlaps(comment, span)) &&
            !spans.some((span) => span.content.includes(commentText(comment, context.source))));
        if (dropped)
            return `it would delete the comment \`${commentText(dropped, context.source)}\``;
        return undefined;
    };
}
function tryRuleReason(code, context) {
    if (code === types/* INVALID_SYNTAX */.k)
        return 'the file does not parse';
    if (!anySelectorMatches(FIX_SURVEYED_PREFIXES, code))
        return 'fixes of this rule are not known to be safe';
    if (UNSAFE_FIX_RULES.has(code))
        return 'Ruff documents this fix as unsafe';
    if (code === 'F401' && /(^|\/)__init__\.pyi?$/.test(context.filePath))
        return 'an import in `__init__.py` may be a re-export';
    if (UNSAFE_BEFORE_PY310.has(code) && targetsBeforePy310(context.targetVersion)) {
        return 'the target version is older than Python 3.10';
    }
    return undefined;
}
function targetsBeforePy310(targetVersion) {
    const minor = /^py3(\d+)$/.exec(targetVersion ?? '')?.[1];
    return minor !== undefined && Number(minor) < 10;
}
function insideMultilineString(offset, strings, source) {
    return strings.some((span) => offset > span.start && offset < span.end && /[\r\n]/.test(source.slice(span.start, span.end)));
}
function overlaps(comment, edit) {
    return comment.start < edit.end && edit.start < comment.end;
}
function commentText(comment, source) {
    return source.slice(comment.start, comment.end);
}

;// CONCATENATED MODULE: ./src/languages/python/lint/path-semantics.ts


/**
 * Ruff's behaviour that depends on the file's own path, which its WebAssembly
 * build cannot apply (it lints text as an unnamed module, never a package's
 * `__init__.py` or a stub), applied here by the path:
 * - in an `__init__.py`, Ruff does not report `F822` (a name in `__all__` may
 *   be a submodule) outside preview, nor `PLC0414` (a re-export is meant), nor
 *   `F821` for `__path__`; and a missing module docstring is `D104` (public
 *   package), not `D100`;
 * - a `.pyi` stub is linted by Ruff with rules and semantics of its own that
 *   the WebAssembly build does not apply: Remora reports nothing there rather
 *   than findings Ruff would not make.
 */
function withPathSemantics(findings, filePath, settings) {
    if (filePath.endsWith('.pyi'))
        return [];
    if (!/(^|\/)__init__\.py$/.test(filePath))
        return [...findings];
    return findings.flatMap((finding) => {
        if (finding.code === 'F822' && settings.preview !== true)
            return [];
        if (finding.code === 'PLC0414')
            return [];
        if (finding.code === 'F821' && finding.message.includes('`__path__`'))
            return [];
        if (finding.code === 'D100')
            return ruleEnabled(settings, 'D104')
                ? [{ ...finding, code: 'D104', message: 'Missing docstring in public package' }]
                : [];
        return [finding];
    });
}
/**
 * True when the settings' rule selection enables `code`: within one table the
 * most specific selector decides, and an `ignore` as specific as a `select`
 * wins. With no `select`, Ruff's default set, which holds none of the rules
 * asked about here, so only `extend-select` can enable them.
 */
function ruleEnabled(settings, code) {
    const specificity = (selectors) => Math.max(-1, (0,arrays/* largest */.nQ)(selectors
        .filter((selector) => selectorMatches(selector, code))
        .map((selector) => (selector === 'ALL' ? 0 : selector.length))));
    const selected = specificity([...(settings.select ?? []), ...(settings.extendSelect ?? [])]);
    return selected >= 0 && selected > specificity(settings.ignore);
}

// EXTERNAL MODULE: ./src/core/globs.ts
var globs = __webpack_require__(8684);
;// CONCATENATED MODULE: ./src/languages/python/lint/path-patterns.ts

/**
 * The globs of a Ruff configuration (`exclude`, `per-file-ignores`, …), as
 * Ruff's `globset` reads them: `*` and `?` match any character, `/` included
 * (Ruff does not keep separators literal: `tests/*` also matches
 * `tests/unit/a.py`), `**` then `/` any run of folders or none, and
 * `{1..3}` the literal text `1..3` (globset has no ranges). Ruff's settings
 * reference names the syntax globset's. A negated class never matches `/`
 * (in Ruff's own matcher it may: a divergence no real pattern has shown).
 */
const RUFF_GLOBS = {
    name: 'ruff',
    wildcardsCrossFolders: true,
    ranges: false,
    coversFolders: false,
};
/**
 * Ruff's path globs ({@link RUFF_GLOBS}). Ruff matches a
 * configuration's glob twice: anchored at the folder of the configuration file that wrote it
 * (`root`), against the file's whole path; and as written, against the file's
 * name alone. `byName: false` skips the second match.
 */
function pathMatches(glob, filePath, byName = true) {
    const { pattern, root } = typeof glob === 'string' ? { pattern: glob, root: '' } : glob;
    // Compiled first, so a bad glob is reported as written.
    const asWritten = (0,globs/* createGlobMatcher */.P8)(pattern, RUFF_GLOBS);
    const anchored = tryAnchor(root, pattern);
    if (anchored !== undefined && (0,globs/* createGlobMatcher */.P8)(anchored, RUFF_GLOBS)(`/${filePath}`))
        return true;
    return byName && asWritten(filePath.slice(filePath.lastIndexOf('/') + 1));
}
/**
 * True when Ruff, walking the project, leaves the file out: the file or one
 * of its folders up to the project root matches an exclusion. A user's glob
 * is matched by name only when it has no `/`; Ruff's default names always are.
 */
function pathExcluded(patterns, filePath, projectRoot = '') {
    const segments = filePath.split('/');
    const rootDepth = projectRoot === '' ? 0 : projectRoot.split('/').length;
    const prefixes = segments
        .map((_, index) => segments.slice(0, index + 1).join('/'))
        .slice(rootDepth);
    return patterns.some((entry) => {
        const glob = typeof entry === 'string' ? { pattern: entry, root: '' } : entry;
        // Ruff's default names are matched by name; a user's glob also by name when it has no '/'.
        const anchored = 'builtin' in glob && glob.builtin === true ? { ...glob, root: '/' } : glob;
        const trimmed = { pattern: anchored.pattern.replace(/\/$/, ''), root: anchored.root };
        const byName = anchored.root === '/' || !glob.pattern.includes('/');
        return prefixes.some((prefix) => pathMatches(trimmed, prefix, byName));
    });
}
/**
 * The glob anchored at `root` as an absolute ('/'-led) glob, or undefined when
 * it leaves the tree (an absolute glob names a place on the machine Ruff runs
 * on, never a path inside the repository).
 */
function tryAnchor(root, pattern) {
    if (root === '/' || pattern.startsWith('/'))
        return undefined;
    const parts = [];
    // The folder's own name is literal, even when it reads as a glob (`{{cookiecutter.name}}`).
    const folder = root.split('/').map(globs/* escapeGlob */.yk);
    for (const part of [...folder, ...pattern.split('/')]) {
        if (part === '' || part === '.')
            continue;
        if (part === '..') {
            if (parts.length === 0)
                return undefined;
            parts.pop();
        }
        else
            parts.push(part);
    }
    return `/${parts.join('/')}`;
}

;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-options.ts



/**
 * The options for Ruff's WebAssembly `Workspace` (ruff.toml keys). `lint.select`
 * is left out when no configuration selects rules, so Ruff's own default rule
 * set applies, as it does for the command line. Fixes are narrowed to the surveyed rule families minus the unsafe
 * ones, so Ruff does not even offer the others. Path-dependent settings are
 * left out: the Workspace lints text without a path; see {@link ignoredForPath}.
 */
function workspaceOptions(settings) {
    const fixable = settings.fixable ?? ['ALL'];
    const lint = {
        ...settings.pluginOptions,
        ...isortOptions(settings),
        ...(settings.select ? { select: settings.select } : {}),
        ignore: settings.ignore,
        'extend-select': settings.extendSelect ?? [],
        fixable: narrowFixable(fixable),
        unfixable: [...(settings.unfixable ?? []), ...UNSAFE_FIX_RULES],
        ...(settings.preview === undefined ? {} : { preview: settings.preview }),
        ...(settings.dummyVariableRgx === undefined
            ? {}
            : { 'dummy-variable-rgx': settings.dummyVariableRgx }),
    };
    return {
        // Under preview Ruff names rules (`unused-import`) instead of coding them; every
        // selector, per-file ignore and fix rule Remora applies reads codes.
        'output-prefer-rule-codes': true,
        ...(settings.lineLength === undefined ? {} : { 'line-length': settings.lineLength }),
        ...(settings.indentWidth === undefined ? {} : { 'indent-width': settings.indentWidth }),
        ...(settings.targetVersion === undefined ? {} : { 'target-version': settings.targetVersion }),
        lint,
    };
}
/**
 * True when Ruff, run over the project, would not lint the file: it or one of
 * its folders (up to the project root) is excluded, or `lint.exclude` matches
 * it. (A file named on Ruff's command line is linted anyway unless
 * `force-exclude` is set; CI and pre-commit run the project or pass
 * `--force-exclude`, which is what this follows.)
 */
function isExcluded(settings, filePath) {
    if (settings.inExcludedFolder)
        return true;
    if (settings.exclude && pathExcluded(settings.exclude, filePath, settings.projectRoot ?? ''))
        return true;
    return (settings.lintExclude ?? []).some((glob) => pathMatches(glob, filePath, !glob.pattern.includes('/')));
}
/**
 * True when `per-file-ignores` silences the finding for this file. A pattern
 * starting with `!` applies to the files it does not match, as in Ruff.
 * Syntax errors are never silenced.
 */
function ignoredForPath(settings, filePath, finding) {
    if (!settings.perFileIgnores || finding.code === 'invalid-syntax')
        return false;
    return settings.perFileIgnores.some((entry) => pathMatches(entry, filePath) !== entry.negated &&
        anySelectorMatches(entry.selectors, finding.code));
}
// The repository's `fixable` selectors, kept inside the families whose fixes Remora has surveyed.
function narrowFixable(fixable) {
    if (fixable.includes('ALL'))
        return [...FIX_SURVEYED_PREFIXES];
    return fixable.filter((selector) => FIX_SURVEYED_PREFIXES.some((prefix) => selectorMatches(prefix, selector)));
}
/** The isort table with the repository's first-party modules added to `known-first-party`. */
function isortOptions(settings) {
    const isort = settings.pluginOptions?.isort ?? {};
    if (!settings.firstParty?.length)
        return settings.pluginOptions?.isort ? { isort } : {};
    const known = Array.isArray(isort['known-first-party'])
        ? isort['known-first-party'].filter((m) => typeof m === 'string')
        : [];
    return {
        isort: { ...isort, 'known-first-party': [...new Set([...known, ...settings.firstParty])] },
    };
}

// EXTERNAL MODULE: ./src/adapters/files/assets.ts
var assets = __webpack_require__(9295);
// EXTERNAL MODULE: ./src/adapters/process/hold-loop.ts
var hold_loop = __webpack_require__(6596);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/errors.js
var errors = __webpack_require__(7428);
;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-diagnostics.ts




// The shape `Workspace.check()` returns (its typings say `any`); only what Remora reads.
const ruff_diagnostics_location = schemas/* object */.Ikc({
    row: schemas/* number */.aig().int().positive(),
    column: schemas/* number */.aig().int().positive(),
});
const edit = schemas/* object */.Ikc({ content: schemas/* string */.YjP().nullish(), location: ruff_diagnostics_location, end_location: ruff_diagnostics_location });
const diagnostic = schemas/* object */.Ikc({
    code: schemas/* string */.YjP().nullable(),
    message: schemas/* string */.YjP(),
    start_location: ruff_diagnostics_location,
    end_location: ruff_diagnostics_location,
    fix: schemas/* object */.Ikc({ message: schemas/* string */.YjP().nullish(), edits: schemas/* array */.YOg(edit) }).nullish(),
});
const diagnostics = schemas/* array */.YOg(diagnostic);
/**
 * Turns Ruff's diagnostics into findings ordered by position: syntax errors
 * (a null code) become `invalid-syntax`, and each fix is judged safe or not.
 */
function findingsFromRuff(raw, judge) {
    const parsed = diagnostics.safeParse(raw);
    if (!parsed.success) {
        throw new core_errors/* RemoraError */.LP('TOOL_001', `Ruff returned diagnostics of an unexpected shape: ${errors/* prettifyError */.S1(parsed.error)}`);
    }
    return parsed.data
        .map((item) => {
        const code = item.code ?? types/* INVALID_SYNTAX */.k;
        const base = {
            code,
            message: item.message,
            start: position(item.start_location),
            end: position(item.end_location),
        };
        if (!item.fix || item.fix.edits.length === 0)
            return { ...base, fixable: false };
        const fix = {
            ...(item.fix.message ? { message: item.fix.message } : {}),
            edits: item.fix.edits.map((e) => ({
                content: e.content ?? '',
                start: position(e.location),
                end: position(e.end_location),
            })),
        };
        return { ...base, fix, fixable: judge(code, fix) === undefined };
    })
        .sort((a, b) => (0,source_positions/* comparePositions */.Ez)(a.start, b.start) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
function position(at) {
    return { line: at.row, column: at.column };
}

// EXTERNAL MODULE: ./src/languages/python/lint/ruff-wasm-shim.cjs
var ruff_wasm_shim = __webpack_require__(2199);
;// CONCATENATED MODULE: ./src/languages/python/lint/ruff.ts









const wasmApi = globalThis.WebAssembly;
let ruffModule;
let compiling;
let compiled;
/**
 * Starts compiling Ruff's .wasm in the background, once per process, so that
 * a run which will lint compiles it while it waits on git and discovery
 * rather than on its first lint, and warms it once `warmWhen` resolves.
 * Resolves when the compile ended; it never rejects: without a compiled
 * module, loading compiles the package's own bytes as before, and reports
 * what is wrong there.
 */
function prepareRuff(warmWhen) {
    compiling ??= Promise.resolve()
        .then(() => (0,promises_.readFile)((0,assets/* assetPath */.Q)('ruff_wasm_bg.wasm', '@astral-sh/ruff-wasm-nodejs')))
        // Held: with nothing else pending, the process would end mid-compile.
        .then((bytes) => (0,hold_loop/* holdingLoop */.G)(wasmApi.compile(bytes)))
        .then((module) => {
        compiled = module;
    }, () => undefined);
    if (warmWhen)
        void Promise.all([compiling, warmWhen]).then(warmRuff);
    return compiling;
}
/**
 * Instantiates the module and lints a line once, with Ruff's defaults: V8
 * compiles a wasm module's functions on their first call, on the main
 * thread, about 0.1 s for a first lint. Done while the run waits (its first
 * model requests out), that time is taken neither from the set-up before
 * them nor from the first node's lint, when it would hold every model request
 * waiting to be sent. A lint that came first did it already. A failure here
 * is no failure: the first real lint reports it.
 */
function warmRuff() {
    if (ruffModule)
        return;
    try {
        const ruff = loadRuff();
        const workspace = new ruff.Workspace(ruff.Workspace.defaultSettings(), ruff.PositionEncoding.Utf16);
        try {
            workspace.check('import os\n\n\ndef f(x):\n    return x == None\n');
        }
        finally {
            freeQuietly(workspace);
        }
    }
    catch {
        // The first lint loads the module again and says what is wrong.
    }
}
/**
 * Ruff's WebAssembly package, loaded on first use: requiring it compiles a
 * 10 MB module, which commands that never lint should not pay for, unless
 * {@link prepareRuff} compiled it already. The shim's plain `require` lets the
 * bundler carry the package and relocate its .wasm.
 */
function loadRuff() {
    ruffModule ??= (0,ruff_wasm_shim/* loadRuffWasm */.M)(compiled);
    return ruffModule;
}
/**
 * A Linter backed by Ruff's wasm Workspace, created once per settings (reuse:
 * 30-50 ms to create), `lint.unfixable` set to UNSAFE_FIX_RULES. Settings Ruff
 * rejects → RemoraError CONFIG_001. The Workspace lints text without a path, so
 * `exclude`, `per-file-ignores` and what Ruff does differently in an
 * `__init__.py` or a stub are applied here, by the file's path.
 */
function createRuffLinter(settings) {
    const ruff = loadRuff();
    const options = workspaceOptions(settings);
    let workspace = createWorkspace(ruff, options);
    let disposed = false;
    return {
        check(source, filePath) {
            if (disposed)
                throw new core_errors/* RemoraError */.LP('TOOL_001', 'the Ruff linter was used after dispose()');
            if (isExcluded(settings, filePath))
                return [];
            // A panic inside the wasm module leaves that instance unusable: start a fresh one.
            workspace ??= createWorkspace(ruff, options);
            let raw;
            try {
                raw = workspace.check(source);
            }
            catch (error) {
                freeQuietly(workspace);
                workspace = undefined;
                throw new core_errors/* RemoraError */.LP('TOOL_001', `Ruff failed on ${filePath}: ${(0,core_errors/* describeError */.Uc)(error)}`, {
                    cause: error,
                });
            }
            const judge = createFixSafetyJudge({
                source,
                filePath,
                targetVersion: settings.targetVersion,
            });
            return withPathSemantics(findingsFromRuff(raw, judge), filePath, settings).filter((finding) => !ignoredForPath(settings, filePath, finding));
        },
        dispose() {
            disposed = true;
            if (workspace)
                freeQuietly(workspace);
            workspace = undefined;
        },
    };
}
function createWorkspace(ruff, options) {
    try {
        return new ruff.Workspace(options, ruff.PositionEncoding.Utf16);
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('CONFIG_001', `Ruff rejected the lint settings: ${(0,core_errors/* describeError */.Uc)(error)}`, { cause: error });
    }
}
function freeQuietly(workspace) {
    try {
        workspace.free();
    }
    catch {
        // A workspace whose module trapped may refuse to be freed; there is nothing left to release.
    }
}

// EXTERNAL MODULE: ./src/core/engine/memo.ts
var memo = __webpack_require__(8718);
;// CONCATENATED MODULE: ./src/languages/python/lint/describe-ruff.ts
/** Which Ruff settings apply and where they come from, so the model knows the rules in force. */
function describeRuff({ settings, origin }) {
    const select = [
        ...(settings.select ?? ["Ruff's default rules"]),
        ...(settings.extendSelect ?? []),
    ].join(', ');
    const ignore = settings.ignore.length > 0 ? `; ignored: ${settings.ignore.join(', ')}` : '';
    return `Ruff configuration from ${origin}: rules ${select}${ignore}${settings.lineLength ? `; line length ${settings.lineLength}` : ''}.`;
}

;// CONCATENATED MODULE: ./src/languages/python/lint/linters.ts



/**
 * Ruff, through its WebAssembly build, with the settings that govern each
 * file: one Ruff workspace per distinct settings (most trees have one
 * configuration), and each text checked once per settings.
 */
function createRuffLinters(_host, settingsOf) {
    const linters = new Map();
    const checks = (0,memo/* createTextMemo */.M)(64);
    return {
        async linterFor(path) {
            const { settings } = await settingsOf(path);
            const key = JSON.stringify(settings);
            let linter = linters.get(key);
            if (!linter) {
                // Waits for the compile a run that lints started early (prepare), if any.
                linter = prepareRuff().then(() => {
                    const ruff = createRuffLinter(settings);
                    return {
                        check: (source, file) => checks(`${key}\0${file}\0${source}`, () => ruff.check(source, file)),
                        dispose: () => ruff.dispose(),
                    };
                });
                linters.set(key, linter);
            }
            return linter;
        },
        async describe(path) {
            return describeRuff(await settingsOf(path));
        },
        dispose() {
            for (const linter of linters.values())
                void linter.then((l) => l.dispose(), () => undefined);
        },
    };
}

// EXTERNAL MODULE: ./src/languages/python/manifest.ts
var manifest = __webpack_require__(8809);
;// CONCATENATED MODULE: ./src/languages/python/lint/first-party.ts
/** Ruff's default `src`: the repository root and `src/`. */
const RUFF_DEFAULT_SRC = ['.', 'src'];
/**
 * The modules Ruff would call first-party: each folder or `.py` file directly
 * inside one of the `src` folders, as Ruff finds them on disk. `files` are
 * the repository's files by '/' path.
 */
function firstPartyModules(files, src) {
    const roots = src.map((root) => root.replace(/^\.\/?/, '').replace(/\/+$/, ''));
    const modules = new Set();
    for (const file of files) {
        for (const root of roots) {
            const prefix = root === '' ? '' : `${root}/`;
            if (!file.startsWith(prefix))
                continue;
            const [first = '', ...rest] = file.slice(prefix.length).split('/');
            const name = rest.length > 0 ? first : first.replace(/\.pyi?$/, '');
            if (/^[A-Za-z_]\w*$/.test(name) && (rest.length > 0 || /\.pyi?$/.test(first)))
                modules.add(name);
        }
    }
    return [...modules].sort();
}

;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-toml.ts



const selectors = schemas/* array */.YOg(schemas/* string */.YjP());
/** A path glob Ruff accepts; see {@link tryGlobProblem}. */
const glob = schemas/* string */.YjP().superRefine((pattern, context) => {
    const problem = (0,globs/* tryGlobProblem */.r8)(pattern);
    if (problem)
        context.addIssue({ code: 'custom', message: `the glob '${pattern}': ${problem}` });
});
/** A table whose keys are path globs (a leading ! negates a per-file-ignores pattern). */
function globKeyed(value) {
    return schemas/* record */.g1P(schemas/* string */.YjP(), value).superRefine((table, context) => {
        for (const pattern of Object.keys(table)) {
            const problem = (0,globs/* tryGlobProblem */.r8)(pattern.replace(/^!/, ''));
            if (problem)
                context.addIssue({
                    code: 'custom',
                    path: [pattern],
                    message: `the glob '${pattern}': ${problem}`,
                });
        }
    });
}
const perFileIgnores = globKeyed(selectors);
const table = schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J());
// The lint keys Remora maps; anything else in the table is either a plugin table (passed on) or ignored.
const lintKeys = {
    select: selectors.optional(),
    ignore: selectors.optional(),
    'extend-select': selectors.optional(),
    'extend-ignore': selectors.optional(),
    fixable: selectors.optional(),
    unfixable: selectors.optional(),
    'per-file-ignores': perFileIgnores.optional(),
    'extend-per-file-ignores': perFileIgnores.optional(),
    'dummy-variable-rgx': schemas/* string */.YjP().optional(),
    preview: schemas/* boolean */.zMY().optional(),
};
const lintTable = schemas/* looseObject */._H3({ ...lintKeys, exclude: schemas/* array */.YOg(glob).optional() });
/** The Ruff table of `ruff.toml` (its root) or of `pyproject.toml` (`[tool.ruff]`). */
const ruffTableSchema = schemas/* looseObject */._H3({
    ...lintKeys,
    extend: schemas/* string */.YjP().optional(),
    'line-length': schemas/* number */.aig().int().positive().optional(),
    'indent-width': schemas/* number */.aig().int().positive().optional(),
    'target-version': schemas/* string */.YjP().optional(),
    'required-version': schemas/* string */.YjP().optional(),
    'per-file-target-version': globKeyed(schemas/* string */.YjP()).optional(),
    src: schemas/* array */.YOg(schemas/* string */.YjP()).optional(),
    exclude: schemas/* array */.YOg(glob).optional(),
    'extend-exclude': schemas/* array */.YOg(glob).optional(),
    lint: lintTable.optional(),
});
/** Ruff's default `exclude`: folder (or file) names, matched by name anywhere in the tree. */
const RUFF_DEFAULT_EXCLUDE = [
    '.bzr',
    '.direnv',
    '.eggs',
    '.git',
    '.git-rewrite',
    '.hg',
    '.ipynb_checkpoints',
    '.mypy_cache',
    '.nox',
    '.pants.d',
    '.pyenv',
    '.pytest_cache',
    '.pytype',
    '.ruff_cache',
    '.svn',
    '.tox',
    '.venv',
    '.vscode',
    '__pypackages__',
    '_build',
    'buck-out',
    'dist',
    'node_modules',
    'site-packages',
    'venv',
];
/**
 * Maps a validated Ruff table into a layer, the way Ruff reads it: a key under
 * `lint` wins over the same (deprecated) key at the top level, `extend-ignore`
 * adds to `ignore`, and plugin tables (`lint.isort`, or the deprecated
 * top-level `isort`) are passed on. `root` is the folder of the file.
 */
function layerFromRuffTable(ruff, file, root) {
    const lint = ruff.lint ?? {};
    const pick = (key) => lint[key] ?? ruff[key];
    const select = pick('select');
    const perFile = pick('per-file-ignores');
    const rooted = (patterns) => patterns?.map((pattern) => ({ pattern, root }));
    return {
        file,
        root,
        selection: {
            ...(select ? { select } : {}),
            ignore: [...(pick('ignore') ?? []), ...(pick('extend-ignore') ?? [])],
            extendSelect: pick('extend-select') ?? [],
        },
        ...optional('extend', ruff.extend),
        ...optional('fixable', pick('fixable')),
        ...optional('unfixable', pick('unfixable')),
        ...optional('preview', pick('preview')),
        ...optional('dummyVariableRgx', pick('dummy-variable-rgx')),
        ...optional('lineLength', ruff['line-length']),
        ...optional('indentWidth', ruff['indent-width']),
        ...optional('targetVersion', ruff['target-version']),
        ...optional('requiredVersion', ruff['required-version']),
        ...optional('perFileTargetVersion', ruff['per-file-target-version'] &&
            Object.entries(ruff['per-file-target-version']).map(([pattern, version]) => ({
                pattern,
                root,
                version,
            }))),
        ...optional('src', ruff.src?.map((folder) => joinPath(root, folder))),
        ...optional('perFileIgnores', perFile && perFileEntries(perFile, root)),
        extendPerFileIgnores: perFileEntries(pick('extend-per-file-ignores') ?? {}, root),
        ...optional('exclude', rooted(ruff.exclude)),
        extendExclude: rooted(ruff['extend-exclude']) ?? [],
        ...optional('lintExclude', rooted(lint.exclude)),
        pluginOptions: { ...pluginTables(ruff), ...pluginTables(lint) },
    };
}
function perFileEntries(table, root) {
    return Object.entries(table).map(([pattern, selectors]) => ({
        pattern: pattern.replace(/^!/, ''),
        negated: pattern.startsWith('!'),
        root,
        selectors,
    }));
}
function joinPath(root, path) {
    return (0,workspace_path/* tryJoinPath */.h)(root, path) ?? path;
}
/**
 * Ruff's target version for a `requires-python` specifier: the lowest
 * `major.minor` among its `==`, `===`, `~=`, `>` and `>=` clauses, when it is a
 * version Ruff knows (py37 to py315); otherwise undefined, and Ruff's default
 * applies. Ruff does not add one for `>`: `>3.9` gives py39.
 */
function tryTargetFromRequiresPython(requiresPython) {
    const versions = [...requiresPython.matchAll(/(===|==|~=|>=|>)\s*(\d+)\.(\d+)/g)].map((match) => ({ major: Number(match[2]), minor: Number(match[3]) }));
    if (versions.length === 0)
        return undefined;
    const lowest = versions.reduce((a, b) => b.major < a.major || (b.major === a.major && b.minor < a.minor) ? b : a);
    return lowest.major === 3 && lowest.minor >= 7 && lowest.minor <= 15
        ? `py3${lowest.minor}`
        : undefined;
}
// The tables that configure one rule family, as Ruff names them under `lint`.
const PLUGIN_TABLE = /^(flake8-[a-z0-9-]+|isort|mccabe|pep8-naming|pycodestyle|pydocstyle|pyflakes|pylint|pyupgrade|ruff)$/;
function pluginTables(source) {
    const plugins = {};
    for (const [key, value] of Object.entries(source)) {
        const parsed = table.safeParse(value);
        if (PLUGIN_TABLE.test(key) && parsed.success && !Array.isArray(value))
            plugins[key] = parsed.data;
    }
    return plugins;
}
function optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}

;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-config-files.ts





const CONFIG_FILES = ['.ruff.toml', 'ruff.toml', 'pyproject.toml'];
/** A file's path in a folder (`''`: the root). */
function inFolder(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}
const pyprojectSchema = schemas/* looseObject */._H3({
    project: schemas/* looseObject */._H3({ 'requires-python': schemas/* string */.YjP().optional() }).optional(),
    tool: schemas/* looseObject */._H3({ ruff: schemas/* unknown */.L5J().optional() }).optional(),
});
/**
 * The configuration file Ruff would use in a folder: `.ruff.toml`, then
 * `ruff.toml`, then `pyproject.toml` when it has a `[tool.ruff]` table.
 */
async function tryConfigIn(source, folder, readPyproject) {
    for (const name of CONFIG_FILES) {
        const file = inFolder(folder, name);
        if (name === 'pyproject.toml') {
            if ((await readPyproject(file))?.tool?.ruff !== undefined)
                return file;
        }
        else if ((await source.readFile(file)) !== undefined)
            return file;
    }
    return undefined;
}
/**
 * The layers of a configuration file and of every file it extends, the file
 * itself first. Missing, circular or outside the tree: CONFIG_001.
 */
async function loadChain(source, start, readPyproject) {
    const layers = [];
    let next = start;
    while (next !== undefined) {
        const file = next;
        if (layers.some((layer) => layer.file === file)) {
            const chain = [...layers.map((layer) => layer.file), file].map((f) => `\`${f}\``);
            throw new core_errors/* RemoraError */.LP('CONFIG_001', `Circular Ruff configuration: ${chain.join(' extends ')}`);
        }
        const layer = await loadLayer(source, file, readPyproject, layers.at(-1)?.file);
        layers.push(layer);
        if (layer.extend === undefined)
            break;
        next = (0,workspace_path/* tryJoinPath */.h)(layer.root, layer.extend);
        if (next === undefined)
            throw new core_errors/* RemoraError */.LP('CONFIG_001', `${file} extends '${layer.extend}', which is outside the repository`);
    }
    return layers;
}
async function loadLayer(source, file, readPyproject, extendedBy) {
    const root = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
    if (file.endsWith('pyproject.toml')) {
        const project = await readPyproject(file);
        if (project === undefined)
            throw missingExtend(file, extendedBy);
        const layer = layerFromRuffTable(validateRuffTable(file, ['tool', 'ruff'], project.tool?.ruff ?? {}), file, root);
        // A pyproject.toml's requires-python stands for its own missing target-version, as in Ruff.
        const requires = project.project?.['requires-python'];
        const inferred = requires === undefined ? undefined : tryTargetFromRequiresPython(requires);
        return layer.targetVersion === undefined && inferred !== undefined
            ? { ...layer, targetVersion: inferred }
            : layer;
    }
    const text = await source.readFile(file);
    if (text === undefined)
        throw missingExtend(file, extendedBy);
    return layerFromRuffTable(validateRuffTable(file, [], parseTomlFile(file, text)), file, root);
}
function missingExtend(file, extendedBy) {
    return new core_errors/* RemoraError */.LP('CONFIG_001', `${extendedBy ?? 'A Ruff configuration'} extends ${file}, which does not exist`);
}
/** A `pyproject.toml`, parsed, or undefined when absent; malformed: CONFIG_001. */
async function tryReadPyproject(source, file) {
    const text = await source.readFile(file);
    if (text === undefined)
        return undefined;
    const parsed = pyprojectSchema.safeParse(parseTomlFile(file, text));
    if (!parsed.success)
        throw configError(file, [], parsed.error);
    return parsed.data;
}
function parseTomlFile(file, text) {
    try {
        return (0,dist/* parse */.qg)(text);
    }
    catch (error) {
        const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
        const where = error instanceof dist/* TomlError */.zx ? ` (line ${error.line}, column ${error.column})` : '';
        throw new core_errors/* RemoraError */.LP('CONFIG_001', `${file} is not valid TOML${where}: ${detail}`, {
            cause: error,
        });
    }
}
function validateRuffTable(file, at, value) {
    const parsed = ruffTableSchema.safeParse(value);
    if (!parsed.success)
        throw configError(file, at, parsed.error);
    return parsed.data;
}
function configError(file, at, error) {
    const problems = error.issues.map((issue) => {
        const key = [...at, ...issue.path.map(String)].join('.');
        return `${key || '(root)'}: ${issue.message}`;
    });
    return new core_errors/* RemoraError */.LP('CONFIG_001', `${file} has an invalid Ruff setting: ${problems.join('; ')}`);
}

;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-layers.ts




/** Ruff's default `src`, relative to the project root: the root itself and `src/`. */
const DEFAULT_SRC = ['.', 'src'];
/**
 * Combines a configuration and the files it `extend`s (`layers`, the file
 * itself first) into the settings for one file, as Ruff does: a value set
 * nearer the file wins, `extend-exclude` and `extend-per-file-ignores`
 * accumulate, rule selections apply base first, and plugin tables merge key by
 * key. `projectRoot` is the folder of the first layer; `filePath` picks the
 * `per-file-target-version` that applies; `fallbackTarget` stands in when no
 * layer sets a target version.
 */
function combineLayers(layers, projectRoot, filePath, fallbackTarget) {
    const first = (key) => layers.find((layer) => layer[key] !== undefined)?.[key];
    const baseFirst = [...layers].reverse();
    const rules = flattenSelections(baseFirst.map((layer) => layer.selection));
    const perFileIgnores = [
        ...(first('perFileIgnores') ?? []),
        ...baseFirst.flatMap((layer) => layer.extendPerFileIgnores),
    ];
    const exclude = [
        ...(first('exclude') ?? ruffDefaultExclude(projectRoot)),
        ...baseFirst.flatMap((layer) => layer.extendExclude),
    ];
    const plugins = {};
    for (const layer of baseFirst)
        for (const [name, options] of Object.entries(layer.pluginOptions))
            plugins[name] = { ...plugins[name], ...options };
    const targetVersion = tryPerFileTarget(first('perFileTargetVersion'), filePath) ??
        first('targetVersion') ??
        fallbackTarget;
    const lintExclude = first('lintExclude');
    return {
        ...rules,
        ...ruff_layers_optional('fixable', first('fixable')),
        ...ruff_layers_optional('unfixable', first('unfixable')),
        ...ruff_layers_optional('preview', first('preview')),
        ...ruff_layers_optional('dummyVariableRgx', first('dummyVariableRgx')),
        ...ruff_layers_optional('lineLength', first('lineLength')),
        ...ruff_layers_optional('indentWidth', first('indentWidth')),
        ...ruff_layers_optional('targetVersion', targetVersion),
        src: first('src') ?? DEFAULT_SRC.map((folder) => joinRoot(projectRoot, folder)),
        projectRoot,
        ...(perFileIgnores.length > 0 ? { perFileIgnores } : {}),
        exclude,
        ...(lintExclude?.length ? { lintExclude } : {}),
        ...(Object.keys(plugins).length > 0 ? { pluginOptions: plugins } : {}),
    };
}
/** Ruff's default `exclude`, for a project rooted at `projectRoot`. */
function ruffDefaultExclude(projectRoot) {
    return RUFF_DEFAULT_EXCLUDE.map((pattern) => ({ pattern, root: projectRoot, builtin: true }));
}
/**
 * The rule selections of several layers as one, for Ruff's WebAssembly build,
 * which takes a single table. Ruff applies layers in order: the last layer
 * with a `select` starts afresh, and each later layer's `extend-select` and
 * `ignore` override what came before, whatever their specificity. Within one
 * table the more specific selector wins instead, so an earlier selector that a
 * later opposite one covers (`E501` under a later `ignore = ["E"]`) is dropped
 * before the tables are merged. With no `select` anywhere, none: Ruff's own
 * default set (which Ruff's WebAssembly build applies too when it is not given
 * one) is where every layer starts.
 */
function flattenSelections(selections) {
    let start = -1;
    selections.forEach((selection, index) => {
        if (selection.select !== undefined)
            start = index;
    });
    const from = Math.max(start, 0);
    let select = start >= 0 ? [...(selections[start]?.select ?? [])] : undefined;
    let extendSelect = [...(selections[from]?.extendSelect ?? [])];
    let ignore = [...(selections[from]?.ignore ?? [])];
    for (const later of selections.slice(from + 1)) {
        const notCoveredBy = (by) => (selector) => !by.some((wider) => selectorMatches(wider, selector));
        select = select?.filter(notCoveredBy(later.ignore));
        extendSelect = extendSelect.filter(notCoveredBy(later.ignore));
        ignore = ignore.filter(notCoveredBy(later.extendSelect));
        (0,arrays/* appendAll */.u2)(extendSelect, later.extendSelect);
        (0,arrays/* appendAll */.u2)(ignore, later.ignore);
    }
    return {
        ...(select ? { select } : {}),
        ignore,
        ...(extendSelect.length > 0 ? { extendSelect } : {}),
    };
}
function tryPerFileTarget(entries, filePath) {
    return entries?.find((entry) => pathMatches({ pattern: entry.pattern, root: entry.root }, filePath))?.version;
}
function joinRoot(root, folder) {
    if (folder === '.')
        return root;
    return root === '' ? folder : `${root}/${folder}`;
}
function ruff_layers_optional(key, value) {
    return (value === undefined ? {} : { [key]: value });
}

;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-pin.ts

// The files are the pull request's: each is read in one pass over its lines
// (a pattern spanning lines backtracks quadratically on a crafted file).
/** pre-commit's Ruff hook: a `ruff-pre-commit` repo line, then (blank lines aside) its `rev:`. */
function preCommitPin(text) {
    let hook = false;
    for (const line of text.split('\n')) {
        if (line.trim() === '')
            continue;
        const rev = hook ? /^\s*rev:\s*['"]?v?(\d+\.\d+\.\d+)/.exec(line) : null;
        if (rev)
            return rev[1];
        hook = /ruff-pre-commit['"]?\s*$/.test(line);
    }
    return undefined;
}
/** A lock file's `name = "ruff"` entry, then its `version = "x.y.z"` before the next `[` table. */
function lockPin(text) {
    let entry = false;
    for (const line of text.split('\n')) {
        if (/^name\s*=\s*"ruff"\s*$/.test(line))
            entry = true;
        else if (line.includes('['))
            entry = false;
        else if (entry) {
            const version = /^version\s*=\s*"(\d+\.\d+\.\d+)"/.exec(line);
            if (version)
                return version[1];
        }
    }
    return undefined;
}
/** A requirements file's `ruff==x.y.z` line. */
function requirementPin(text) {
    for (const line of text.split('\n')) {
        const pin = /^[ \t]*ruff[ \t]*==[ \t]*(\d+\.\d+\.\d+)\b/.exec(line);
        if (pin)
            return pin[1];
    }
    return undefined;
}
/**
 * Where a project pins the Ruff its CI runs, each with how the version is
 * written there: pre-commit's Ruff hook (`rev: v0.4.1`), a lock file's package
 * entry (`name = "ruff"` then `version = "0.0.263"`: uv, PDM, Poetry), and a
 * requirements file's `ruff==0.0.259` (the names projects give the linting
 * ones, pydantic's `tests/requirements-linting.txt` among them).
 */
const PIN_FILES = [
    ['.pre-commit-config.yaml', preCommitPin],
    ['uv.lock', lockPin],
    ['pdm.lock', lockPin],
    ['poetry.lock', lockPin],
    ...[
        'requirements.txt',
        'requirements-dev.txt',
        'requirements_dev.txt',
        'dev-requirements.txt',
        'requirements-lint.txt',
        'requirements-linting.txt',
        'requirements/lint.txt',
        'requirements/linting.txt',
        'requirements/dev.txt',
        'tests/requirements-lint.txt',
        'tests/requirements-linting.txt',
    ].map((name) => [name, requirementPin]),
];
/**
 * The Ruff version the project in `folder` pins, or undefined when it pins
 * none Remora can read: its configuration's `required-version` when that
 * names one version (`==0.0.259`, or `0.0.259` as older Ruff wrote it), else
 * the files above in its configuration's folder, then the repository's root.
 */
async function tryPinnedRuffVersion(source, folder, requiredVersion) {
    const exact = requiredVersion && /^\s*(?:==)?\s*v?(\d+\.\d+\.\d+)\s*$/.exec(requiredVersion);
    if (exact)
        return exact[1];
    for (const dir of folder === '' ? [''] : [folder, ''])
        for (const [name, pinIn] of PIN_FILES) {
            const text = await source.readFile(inFolder(dir, name));
            const version = text === undefined ? undefined : pinIn(text);
            if (version !== undefined)
                return version;
        }
    return undefined;
}
/**
 * Ruff's default rule set as the given version has it, where it is not the
 * WebAssembly build's own (0.16 widened the default): before 0.1.0 `E` and
 * `F` (the `E` rules then stable: `E4`, `E5`, `E7`, `E9`), from 0.1.0 `E4`,
 * `E7`, `E9`, `F`. Undefined from 0.16 on, or for a version not written
 * `major.minor.patch`.
 */
function tryDefaultSelectOf(version) {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
    if (!match)
        return undefined;
    const [major, minor] = [Number(match[1]), Number(match[2])];
    if (major > 0 || minor >= 16)
        return undefined;
    return minor === 0 ? ['E4', 'E5', 'E7', 'E9', 'F'] : ['E4', 'E7', 'E9', 'F'];
}

;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-config.ts





/** The rules that flag what a test writes on purpose; see {@link REMORA_DEFAULT_SETTINGS}. */
const TEST_IDIOMS = ['B018', 'E402', 'E712', 'E731'];
/** Folders of code written to be shown, as the docstring op excuses them. */
const SHOWN_CODE_FOLDERS = ['examples', 'example', 'docs', 'doc', 'demos', 'demo'];
/** The rules that flag an example's deliberate names and imports. */
const SHOWN_CODE_RULES = ['F401', 'F841'];
/**
 * The rules Remora lints with when a repository has no Ruff configuration at
 * all (it has not chosen Ruff, so Ruff's own default set, widened in 0.16, is
 * not imposed): Ruff's former default (E4, E7, E9, F: errors and likely bugs,
 * nothing stylistic), plus
 * rules that find bugs rather than style:
 * - `B`: bugbear (mutable defaults, loop closures), without the rules that
 *   flag habits rather than mistakes: `B008` (calls in defaults: every FastAPI
 *   `Depends`), `B904` (`raise` without `from` in `except`), `B905` (`zip()`
 *   without `strict=`), `B028` (`warnings.warn` without `stacklevel`),
 *   `B007` (a loop variable left unused: a name, not a bug), `B019`
 *   (`lru_cache` on a method: caching for the instance's lifetime is
 *   usually the point; rich reverted its fix within the week);
 * - `W605`: invalid escape sequences, bugs in waiting.
 * A package's `__init__.py` imports names to re-export them, so `F401`
 * (unused import) is not reported there: removing such an import would break
 * the package's public names. In a test file (pytest's default names,
 * `test_*.py` and `*_test.py`) the rules that flag a test's own idioms are
 * not reported: `E712` (`assert x == False` holds only for `False` itself,
 * and its fix, `assert not x`, also passes for `None`, `0` or `""`), `B018`
 * (`1 / 0` or `obj.attr` inside `pytest.raises` is the statement under
 * test), `E731` (a lambda bound to a name as a stand-in) and `E402` (imports
 * below the module-level text a test file sets up first). In a folder of
 * examples or documentation (`examples/`, `docs/`, `demos/` and their
 * singulars, at any depth) `F401` and `F841` are not reported: an example
 * assigns and imports what it means to show. No import sorting (`I`), no syntax upgrades (`UP`), no whitespace rules: a
 * repository that has not chosen them would not commit their rewrites (an
 * isort pass reorders `from .x import *` lines, whose order is meaning).
 */
const REMORA_DEFAULT_SETTINGS = Object.freeze({
    select: ['E4', 'E7', 'E9', 'F', 'B', 'W605'],
    ignore: ['B007', 'B008', 'B019', 'B028', 'B904', 'B905'],
    perFileIgnores: [
        { pattern: '__init__.py', root: '', negated: false, selectors: ['F401'] },
        ...['test_*.py', '*_test.py'].map((pattern) => ({
            pattern,
            root: '',
            negated: false,
            selectors: TEST_IDIOMS,
        })),
        // Ruff's `*` crosses folders: `*/examples/*` is an examples folder at any depth.
        ...SHOWN_CODE_FOLDERS.flatMap((folder) => [`${folder}/*`, `*/${folder}/*`]).map((pattern) => ({
            pattern,
            root: '',
            negated: false,
            selectors: SHOWN_CODE_RULES,
        })),
    ],
});
/**
 * A resolver over a tree, following Ruff's hierarchical configuration: the
 * configuration file closest to the file (`.ruff.toml`, then `ruff.toml`, then
 * `pyproject.toml` with a `[tool.ruff]` table, in each folder from the file's
 * up to the root) alone governs it, with the files it `extend`s, each one's
 * globs and folders relative to its own folder. A `pyproject.toml` without a
 * `target-version` takes one from its `requires-python`; when the combined
 * configuration still has none, the closest `pyproject.toml` with a
 * `requires-python` at or above the configuration's folder gives it. A
 * configuration that selects no rules gets Ruff's default set, as the Ruff the
 * project pins has it (a project on a Ruff before 0.16 never ran the wider
 * default of the WebAssembly build). With no
 * configuration at all, {@link REMORA_DEFAULT_SETTINGS}, targeting the root
 * `pyproject.toml`'s `requires-python`. A file in a folder Ruff's walk never
 * enters (excluded by the configuration above it) is marked `inExcludedFolder`.
 * A malformed file, an `extend` that is
 * missing, circular or leaves the tree → RemoraError CONFIG_001 naming it.
 */
function createRuffResolver(source, commandLine = {}) {
    const pyprojects = new Map();
    const readPyproject = (file) => {
        let read = pyprojects.get(file);
        if (!read)
            pyprojects.set(file, (read = tryReadPyproject(source, file)));
        return read;
    };
    const configs = new Map();
    const configIn = (folder) => {
        let found = configs.get(folder);
        if (!found)
            configs.set(folder, (found = tryConfigIn(source, folder, readPyproject)));
        return found;
    };
    const chains = new Map();
    const chainOf = (file) => {
        let chain = chains.get(file);
        if (!chain)
            chains.set(file, (chain = loadChain(source, file, readPyproject)));
        return chain;
    };
    const fallbackTarget = async (folder) => {
        for (const dir of foldersUp(folder)) {
            const requires = (await readPyproject(inFolder(dir, 'pyproject.toml')))?.project?.['requires-python'];
            const target = requires === undefined ? undefined : tryTargetFromRequiresPython(requires);
            if (target !== undefined)
                return target;
        }
        return undefined;
    };
    const defaultSelects = new Map();
    const defaultSelectOf = (layers, folder) => {
        const required = layers.find((layer) => layer.requiredVersion)?.requiredVersion;
        const key = `${folder}\n${required ?? ''}`;
        let found = defaultSelects.get(key);
        if (!found) {
            found = tryPinnedRuffVersion(source, folder, required).then((version) => version === undefined ? undefined : tryDefaultSelectOf(version));
            defaultSelects.set(key, found);
        }
        return found;
    };
    const resolve = async (filePath) => {
        const folder = filePath.includes('/') ? filePath.slice(0, filePath.lastIndexOf('/')) : '';
        for (const dir of foldersUp(folder)) {
            const file = await configIn(dir);
            if (file === undefined)
                continue;
            const layers = await chainOf(file);
            const target = layers.some((layer) => layer.targetVersion !== undefined)
                ? undefined
                : await fallbackTarget(dir);
            let settings = combineLayers(layers, dir, filePath, target);
            const pinnedDefault = settings.select ? undefined : await defaultSelectOf(layers, dir);
            if (pinnedDefault)
                settings = { ...settings, select: pinnedDefault };
            return { settings: withCommandLine(settings, commandLine), origin: describeChain(layers) };
        }
        const target = await fallbackTarget('');
        const defaults = {
            ...REMORA_DEFAULT_SETTINGS,
            select: [...(REMORA_DEFAULT_SETTINGS.select ?? [])],
            ignore: [...REMORA_DEFAULT_SETTINGS.ignore],
            ...(target ? { targetVersion: target } : {}),
            exclude: ruffDefaultExclude(''),
            projectRoot: '',
        };
        return {
            settings: withCommandLine(defaults, commandLine),
            origin: "Remora's default rules (no Ruff configuration found)",
        };
    };
    // A folder, as an entry of Ruff's walk, is judged by the configuration governing
    // its parent: the folder's own configuration is read only once Ruff enters it.
    const excludedFolders = new Map();
    const folderExcluded = (folder) => {
        let excluded = excludedFolders.get(folder);
        if (!excluded) {
            const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
            excluded = resolve(inFolder(parent, '__init__.py')).then(({ settings }) => pathExcluded(settings.exclude ?? [], folder, settings.projectRoot ?? ''));
            excludedFolders.set(folder, excluded);
        }
        return excluded;
    };
    return {
        async settingsFor(filePath) {
            const resolution = await resolve(filePath);
            // Folders below the project root are the configuration's own to exclude (isExcluded).
            for (const folder of foldersUp(resolution.settings.projectRoot ?? '')) {
                if (folder === '')
                    break;
                if (await folderExcluded(folder))
                    return { ...resolution, settings: { ...resolution.settings, inExcludedFolder: true } };
            }
            return resolution;
        },
    };
}
/**
 * The Ruff settings of a file at the tree's root (`filePath` to ask about
 * another file), and where they came from. See {@link createRuffResolver}.
 */
async function loadRuffSettings(source, filePath = 'module.py') {
    return createRuffResolver(source).settingsFor(filePath);
}
function withCommandLine(settings, commandLine) {
    let result = settings;
    if (commandLine.select) {
        const own = {
            ...(settings.select ? { select: settings.select } : {}),
            ignore: settings.ignore,
            extendSelect: settings.extendSelect ?? [],
        };
        const cli = { select: commandLine.select, ignore: [], extendSelect: [] };
        result = { ...result, extendSelect: [], ...flattenSelections([own, cli]) };
        if (result.extendSelect?.length === 0)
            delete result.extendSelect;
    }
    if (commandLine.targetVersion)
        result = { ...result, targetVersion: commandLine.targetVersion };
    if (commandLine.preview !== undefined)
        result = { ...result, preview: commandLine.preview };
    if (commandLine.extendPerFileIgnores) {
        const perFileIgnores = Object.entries(commandLine.extendPerFileIgnores).map(([pattern, selectors]) => ({
            pattern: pattern.replace(/^!/, ''),
            negated: pattern.startsWith('!'),
            root: '',
            selectors,
        }));
        result = { ...result, perFileIgnores: [...(result.perFileIgnores ?? []), ...perFileIgnores] };
    }
    return result;
}
function describeChain(layers) {
    const [first, ...bases] = layers;
    const named = first?.file.endsWith('pyproject.toml') ? `${first.file} [tool.ruff]` : first?.file;
    return bases.length === 0
        ? (named ?? '')
        : `${named} (extending ${bases.map((layer) => layer.file).join(', ')})`;
}
/** The folder and each folder above it, up to the root (`''`). */
function foldersUp(folder) {
    const folders = [];
    let current = folder;
    for (;;) {
        folders.push(current);
        if (current === '')
            return folders;
        current = current.includes('/') ? current.slice(0, current.lastIndexOf('/')) : '';
    }
}

;// CONCATENATED MODULE: ./src/languages/python/lint/ruff-settings.ts


/** Reads the Ruff settings of the tree's files as Ruff would, with its first-party modules. */
function createRuffSettings(host) {
    const resolver = createRuffResolver(host.stable);
    const resolutions = new Map();
    return (path) => {
        let resolution = resolutions.get(path);
        if (!resolution) {
            resolution = resolver.settingsFor(path).then(async ({ settings, origin }) => ({
                settings: withFirstParty(settings, await host.listFiles()),
                origin,
            }));
            resolutions.set(path, resolution);
        }
        return resolution;
    };
}
/** Adds the repository's first-party modules, found in the settings' `src` folders of the stable tree. */
function withFirstParty(settings, files) {
    const firstParty = firstPartyModules(files, settings.src ?? RUFF_DEFAULT_SRC);
    return { ...settings, firstParty };
}

;// CONCATENATED MODULE: ./src/languages/python/language.ts






















const [python] = manifest/* manifests */.L;
/**
 * Python, for every op: docstrings in Google, NumPy, reST and Markdown;
 * tests from doctests under pytest; sample data as fixtures; Ruff, with the
 * project's configuration, as its linter.
 */
const languages = [
    {
        ...python,
        ops: {
            docstring: {
                tools: {
                    read_current_docstring: readCurrentDocstring,
                    read_type_hints: readTypeHints,
                    write_docstring: write_docstring_writeDocstring,
                    repair_docstring: repairDocstring,
                },
                contextProviders: { style: docstringStyleContext },
                checks: { coverage: docstringCoverageCheck },
            },
            test: {
                policy: pythonTestPolicy,
                tools: {
                    analyze_signature: analyzeSignature,
                    read_existing_tests: readExistingTests,
                    write_test_file: writeTestFile,
                    run_tests: runTests,
                },
                contextProviders: { test_config: pytestConfigContext },
            },
            sample_data: {
                policy: pythonSampleDataPolicy,
                tools: { analyze_signature: analyzeSignature, write_fixture_file: writeFixtureFile },
                contextProviders: { fixtures: fixturesContext },
            },
        },
        scope: pythonScope,
        structuralMerge: mergeTestFiles,
        findFillerInDiff: findFillerInDiff,
        createLinters: (host) => createRuffLinters(host, createRuffSettings(host)),
        prepareLinters: (idle) => void prepareRuff(idle),
    },
];

;// CONCATENATED MODULE: ./src/languages/typescript/docs/jsdoc.ts
/**
 * A JSDoc/TSDoc block as its author wrote it, read line by line: the
 * description, then each tag with the lines it spans, so a repair can edit
 * exactly the lines of one entry and leave every other line as it is.
 */
const PARAM_TAGS = new Set(['param', 'arg', 'argument']);
const RETURN_TAGS = new Set(['returns', 'return']);
/** Whether a comment's text is a documentation block: `/**`, not `/***` or the empty `/**\/`. */
function isJsDocText(text) {
    return text.startsWith('/**') && !text.startsWith('/***') && text !== '/**/';
}
/** The block's lines: each with the column its content starts at in the file. */
function blockLines(text, startRow, startColumn) {
    const raw = text.split('\n');
    return raw.map((line, index) => {
        let body = line.endsWith('\r') ? line.slice(0, -1) : line;
        let column = index === 0 ? startColumn : 0;
        // Cut without a pattern: `\s*\*\/$` backtracks over every run of spaces on a long line.
        if (index === raw.length - 1 && body.endsWith('*/'))
            body = body.slice(0, -2).trimEnd();
        let skip = 0;
        if (index === 0)
            skip = 3;
        else {
            const star = /^\s*\*(?!\/)/.exec(body);
            skip = star ? star[0].length : (/^\s*/.exec(body)?.[0].length ?? 0);
        }
        // One space after the star is the frame; more is the content's indentation.
        if (body[skip] === ' ')
            skip += 1;
        column += skip;
        return { row: startRow + index, column, content: body.slice(skip) };
    });
}
/** A `{...}` type at the start of `text`, braces balanced, and the rest. */
function leadingType(text) {
    const trimmed = text.trimStart();
    if (!trimmed.startsWith('{'))
        return { rest: trimmed };
    let depth = 0;
    for (let i = 0; i < trimmed.length; i++) {
        if (trimmed[i] === '{')
            depth++;
        else if (trimmed[i] === '}' && --depth === 0)
            return { type: trimmed.slice(1, i).trim(), rest: trimmed.slice(i + 1).trimStart() };
    }
    return { rest: trimmed };
}
/** `[name=default]` or `name`, at the start of `text`: the name, its offset in `text`, and the rest. */
function leadingName(text) {
    if (text.startsWith('[')) {
        let depth = 0;
        for (let i = 0; i < text.length; i++) {
            if (text[i] === '[')
                depth++;
            else if (text[i] === ']' && --depth === 0) {
                const inner = text.slice(1, i);
                const equals = inner.indexOf('=');
                const name = (equals === -1 ? inner : inner.slice(0, equals)).trim();
                const offset = 1 + inner.indexOf(name);
                const fallback = equals === -1 ? undefined : inner.slice(equals + 1).trim();
                return {
                    name,
                    offset,
                    optional: true,
                    ...(fallback === undefined ? {} : { default: fallback }),
                    rest: text.slice(i + 1),
                };
            }
        }
        return undefined;
    }
    const match = /^[\p{L}\p{N}_$.[\]'"]+/u.exec(text);
    if (!match)
        return undefined;
    return { name: match[0], offset: 0, optional: false, rest: text.slice(match[0].length) };
}
/**
 * The parameter an entry's name documents: `options` for `options.locale` or
 * `options[].x`; `callback` for `callback(err, doc)`, a callback written with
 * the arguments it is given, as mongoose writes them (TypeScript reads
 * `callback` too).
 */
function parameterOf(name) {
    return (name
        .replace(/\s*\(.*$/, '')
        .split('.')[0]
        ?.replace(/\[\]$/, '') ?? name);
}
function jsdoc_describe(rest) {
    return rest.replace(/^\s*-\s?/, '').trim();
}
function readParam(tag, lines) {
    const first = lines[tag.start];
    if (!first)
        return undefined;
    const { type, rest } = leadingType(tag.text);
    const named = leadingName(rest);
    if (!named || named.name === '')
        return undefined;
    // Where the name sits in the file, read from the tag's first line; a type
    // that runs on over lines leaves it unknown, and the entry is not edited.
    const afterTag = first.content.slice(tag.tag.length + 1);
    const onLine = leadingType(afterTag);
    const at = first.content.length - onLine.rest.length;
    const there = onLine.type === type ? leadingName(onLine.rest) : undefined;
    return {
        ...tag,
        name: named.name,
        parameter: parameterOf(named.name),
        ...(type === undefined ? {} : { type }),
        optional: named.optional,
        ...(named.default === undefined ? {} : { default: named.default }),
        description: jsdoc_describe(named.rest),
        ...(there?.name === named.name
            ? { nameAt: { row: first.row, column: first.column + at + there.offset } }
            : {}),
    };
}
/**
 * Reads a documentation comment at `startRow`/`startColumn` of its file. A
 * line opens a tag when its content starts with `@` outside a fenced code
 * block; the tag runs to the next such line.
 */
function parseJsDoc(text, startRow, startColumn) {
    const lines = blockLines(text, startRow, startColumn);
    const tags = [];
    let fenced = false;
    let descriptionEnd = lines.length;
    lines.forEach((line, index) => {
        const opens = !fenced && /^@[A-Za-z]/.test(line.content);
        if (/^\s*(```|~~~)/.test(line.content))
            fenced = !fenced;
        if (!opens)
            return;
        if (tags.length === 0)
            descriptionEnd = index;
        const last = tags.at(-1);
        if (last)
            last.end = index;
        const name = /^@([A-Za-z][\w-]*)/.exec(line.content)?.[1] ?? '';
        tags.push({ tag: name, text: '', start: index, end: lines.length });
    });
    for (const tag of tags) {
        const content = lines.slice(tag.start, tag.end).map((line) => line.content);
        const first = (content[0] ?? '').slice(tag.tag.length + 1).trimStart();
        // An example's code starts on the line after its tag: that line is its first.
        if (first === '')
            content.shift();
        else
            content[0] = first;
        tag.text = content.join('\n').trimEnd();
    }
    const params = [];
    const throws = [];
    const examples = [];
    let returns;
    for (const tag of tags) {
        if (PARAM_TAGS.has(tag.tag)) {
            const param = readParam(tag, lines);
            if (param)
                params.push(param);
        }
        else if (RETURN_TAGS.has(tag.tag) && !returns) {
            const { type, rest } = leadingType(tag.text);
            returns = { ...tag, ...(type === undefined ? {} : { type }), description: jsdoc_describe(rest) };
        }
        else if (tag.tag === 'throws' || tag.tag === 'exception') {
            const { type, rest } = leadingType(tag.text);
            throws.push({ ...tag, ...(type === undefined ? {} : { type }), description: jsdoc_describe(rest) });
        }
        else if (tag.tag === 'example')
            examples.push(tag.text);
    }
    const description = lines
        .slice(0, descriptionEnd)
        .map((line) => line.content)
        .join('\n')
        .trim();
    return {
        text,
        startRow,
        endRow: startRow + lines.length - 1,
        lines,
        description,
        params,
        ...(returns ? { returns } : {}),
        examples,
        throws,
        tags,
    };
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/definitions.ts


/** Node types that are a function's own node, with parameters and (mostly) a body. */
const FUNCTION_TYPES = new Set([
    'function_declaration',
    'generator_function_declaration',
    'function_signature',
    'function_expression',
    'function',
    'generator_function',
    'arrow_function',
    'method_definition',
    'method_signature',
    'abstract_method_signature',
]);
const CLASS_TYPES = new Set(['class_declaration', 'abstract_class_declaration', 'class']);
/** The function type a declarator or field is annotated with, if it is one. */
function declaredFunctionType(binding) {
    const annotation = binding.childForFieldName('type');
    const type = annotation?.namedChildren[0];
    return type?.type === 'function_type' ? { declaredType: type } : {};
}
const nameText = (node) => node?.text ?? '';
function definitions_isPrivateName(name) {
    return name.startsWith('#') || name.startsWith('_');
}
function accessibility(member) {
    return member.children.find((child) => child.type === 'accessibility_modifier')?.text;
}
/** The statement a declaration stands in: `export` (default) around it, if any. */
function exportedAnchor(node) {
    const parent = node.parent;
    if (parent?.type === 'export_statement')
        return { anchor: parent, exported: true };
    return { anchor: node, exported: false };
}
/** `module.exports`, `module.exports.x`, `exports.x`: a CommonJS export. */
function isCommonJsExport(left) {
    return /^(module\.exports|exports)(\.|$)/.test(left.text);
}
function functionValue(node) {
    return node && FUNCTION_TYPES.has(node.type) ? node : undefined;
}
/** The definitions a statement holds: a declaration, a bound function, or an assigned one. */
function statementDefinitions(statement) {
    const inner = statement.type === 'export_statement'
        ? (statement.childForFieldName('declaration') ?? statement.childForFieldName('value'))
        : statement;
    if (!inner)
        return [];
    const { anchor, exported } = exportedAnchor(inner);
    if (FUNCTION_TYPES.has(inner.type) || CLASS_TYPES.has(inner.type)) {
        const name = nameText(inner.childForFieldName('name')) || 'default';
        const kind = CLASS_TYPES.has(inner.type) ? 'class' : 'function';
        return [{ name, kind, node: inner, anchor, exported, private: definitions_isPrivateName(name) }];
    }
    if (inner.type === 'lexical_declaration' || inner.type === 'variable_declaration') {
        const declarators = inner.namedChildren.filter((c) => c?.type === 'variable_declarator');
        // A doc block above `const a = ..., b = ...` belongs to neither alone.
        if (declarators.length !== 1 || !declarators[0])
            return [];
        const value = declarators[0].childForFieldName('value');
        const target = functionValue(value) ?? (value && CLASS_TYPES.has(value.type) ? value : null);
        if (value?.type === 'object') {
            const holder = nameText(declarators[0].childForFieldName('name'));
            return objectMembers(value, { exported, private: definitions_isPrivateName(holder) });
        }
        if (!target)
            return [];
        const name = nameText(declarators[0].childForFieldName('name'));
        const kind = CLASS_TYPES.has(target.type) ? 'class' : 'function';
        const typed = declaredFunctionType(declarators[0]);
        return [{ name, kind, node: target, anchor, exported, private: definitions_isPrivateName(name), ...typed }];
    }
    if (inner.type === 'expression_statement') {
        const assignment = inner.namedChildren[0];
        if (assignment?.type !== 'assignment_expression')
            return [];
        const left = assignment.childForFieldName('left');
        const target = functionValue(assignment.childForFieldName('right'));
        if (!left || !target)
            return [];
        const name = left.type === 'member_expression' ? nameText(left.childForFieldName('property')) : left.text;
        return [
            {
                name,
                kind: 'function',
                node: target,
                anchor: inner,
                exported: isCommonJsExport(left),
                private: definitions_isPrivateName(name),
            },
        ];
    }
    return [];
}
/**
 * The functions of an object literal bound at module level (`const api = {
 * get(url) {}, post: function (url, body) {} }`): its methods and the
 * properties holding a function, each documented by the block above it.
 */
function objectMembers(object, holder) {
    return object.namedChildren.flatMap((member) => {
        if (!member)
            return [];
        const node = member.type === 'method_definition'
            ? member
            : member.type === 'pair'
                ? functionValue(member.childForFieldName('value'))
                : undefined;
        if (!node)
            return [];
        const name = nameText(member.childForFieldName(member.type === 'pair' ? 'key' : 'name'));
        return [
            {
                name,
                kind: 'function',
                node,
                anchor: member,
                exported: holder.exported,
                private: holder.private || definitions_isPrivateName(name),
            },
        ];
    });
}
/** The members of a class body that are functions: methods, and fields holding a function. */
function memberDefinitions(owner, body) {
    return body.namedChildren.flatMap((member) => {
        if (!member)
            return [];
        const field = member.type === 'public_field_definition' || member.type === 'field_definition';
        const node = field
            ? functionValue(member.childForFieldName('value'))
            : FUNCTION_TYPES.has(member.type)
                ? member
                : undefined;
        if (!node)
            return [];
        const nameNode = member.childForFieldName(field ? 'name' : 'name') ?? member.childForFieldName('property');
        const name = nameText(nameNode);
        const hidden = definitions_isPrivateName(name) || accessibility(member) === 'private' || owner.private;
        return [
            {
                name,
                kind: 'method',
                node,
                anchor: member,
                exported: owner.exported,
                private: hidden,
                owner,
                ...(field ? declaredFunctionType(member) : {}),
            },
        ];
    });
}
/** Every definition of a tree whose doc can be read: top-level ones, and the members of classes. */
function definitionsOf(root) {
    const found = [];
    const visit = (container) => {
        for (const statement of container.namedChildren) {
            if (!statement)
                continue;
            for (const definition of statementDefinitions(statement)) {
                found.push(definition);
                if (definition.kind !== 'class')
                    continue;
                const body = definition.node.childForFieldName('body');
                if (body)
                    (0,arrays/* appendAll */.u2)(found, memberDefinitions(definition, body));
            }
            if (statement.type === 'internal_module' || statement.type === 'module') {
                const body = statement.childForFieldName('body');
                if (body)
                    visit(body);
            }
            if (statement.type === 'expression_statement' &&
                statement.namedChildren[0]?.type === 'internal_module') {
                const body = statement.namedChildren[0].childForFieldName('body');
                if (body)
                    visit(body);
            }
        }
    };
    visit(root);
    return found;
}
/** The rows a definition's node may start on: its decorators', its statement's, its own. */
function startRows(definition) {
    const rows = [definition.anchor.startPosition.row, definition.node.startPosition.row];
    let previous = definition.anchor.previousSibling;
    while (previous?.type === 'decorator') {
        rows.push(previous.startPosition.row);
        previous = previous.previousSibling;
    }
    return rows;
}
/**
 * The definition a reviewed node is: the one whose statement starts on the
 * node's first line (nodes start at their decorators and `export`), its name
 * the node's where two start there. A file's node is none: it starts on the
 * first line too, where a module that opens with `export default function`
 * has its one definition, which has its own node.
 */
function definitionAt(root, node) {
    if (node.node_type === 'file')
        return undefined;
    const row = node.start_line - 1;
    const starting = definitionsOf(root).filter((d) => startRows(d).includes(row) && d.node.endPosition.row <= node.end_line - 1);
    const bare = node.name.replace(/#\d+$/, '').replace(/^(get|set) /, '');
    return starting.find((d) => d.name === bare) ?? (starting.length === 1 ? starting[0] : undefined);
}
/**
 * The documentation comment directly above a definition: the comment that
 * precedes its statement (its decorators are passed over), when nothing but
 * white space and plain comments lie between them. A plain comment (`//`,
 * `/* *\/`, `/*! *\/`) does not detach the block, as TypeScript reads it:
 * mongoose's Query.prototype.box has a `/*! ... *\/` note between its doc and
 * its code. A file's header (`@file`, `@module`, `@license`,
 * `@packageDocumentation`) documents the file, not what follows.
 */
function docCommentOf(definition) {
    let previous = definition.anchor.previousSibling;
    while (previous?.type === 'decorator')
        previous = previous.previousSibling;
    while (previous?.type === 'comment' && !isJsDocText(previous.text))
        previous = previous.previousSibling;
    // A decorator inside the statement (`@dec export class`, `@dec class`) comes after the comment.
    if (previous?.type !== 'comment' || !isJsDocText(previous.text))
        return undefined;
    if (/@(file|fileoverview|overview|module|license|preserve|packageDocumentation)\b/.test(previous.text))
        return undefined;
    return previous;
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/doc-edits.ts
/** The block's line indexes an entry's removal deletes: its own lines, not the blank ones after it. */
function entryLines(doc, entry) {
    let end = entry.end;
    while (end - 1 > entry.start && doc.lines[end - 1]?.content.trim() === '')
        end--;
    return [entry.start, end];
}
/**
 * Whether an edit can be made in the author's lines: a rename where the name
 * was read on its line, a removal of whole lines between the block's first
 * and last (`/** @param a *\/` on one line is not cut apart).
 */
function editable(doc, edit) {
    if (edit.kind === 'rename')
        return edit.entry.nameAt !== undefined;
    const [start, end] = entryLines(doc, edit.entry);
    return start > 0 && end <= doc.lines.length - 1;
}
/**
 * The file's text with the edits made. A removal that leaves two blank lines
 * together, or a blank line before the block's close, takes one with it.
 */
function applyDocEdits(source, doc, edits) {
    const lines = source.split('\n');
    for (const edit of edits) {
        if (edit.kind !== 'rename' || !edit.entry.nameAt)
            continue;
        const { row, column } = edit.entry.nameAt;
        const line = lines[row] ?? '';
        if (line.slice(column, column + edit.entry.name.length) !== edit.entry.name)
            continue;
        lines[row] = line.slice(0, column) + edit.name + line.slice(column + edit.entry.name.length);
    }
    const removed = new Set();
    for (const edit of edits)
        if (edit.kind === 'remove') {
            const [start, end] = entryLines(doc, edit.entry);
            for (let index = start; index < end; index++)
                removed.add(index);
        }
    if (removed.size === 0)
        return lines.join('\n');
    const last = doc.lines.length - 1;
    const blank = (index) => index > 0 && index < last && doc.lines[index]?.content.trim() === '';
    const closesEmpty = doc.lines[last]?.content.trim() === '';
    const kept = doc.lines.map((_, index) => index).filter((index) => !removed.has(index));
    const dropped = new Set(removed);
    const opensEmpty = doc.lines[0]?.content.trim() === '';
    kept.forEach((index, at) => {
        const next = kept[at + 1];
        const previous = kept[at - 1];
        const besideRemoval = removed.has(index + 1) || removed.has(index - 1);
        if (!blank(index) || !besideRemoval || next === undefined)
            return;
        const first = previous === 0 && opensEmpty;
        if (blank(next) || (next === last && closesEmpty) || first)
            dropped.add(index);
    });
    const rows = new Set([...dropped].map((index) => doc.startRow + index));
    return lines.filter((_, row) => !rows.has(row)).join('\n');
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/param-entries.ts

/**
 * Matches the doc's entries to the parameters: a named parameter by its name;
 * a destructured one (`{ a, b }: Options`) by an entry that names no other
 * parameter — one with members (`options.a`) first, in its place first —
 * since JSDoc lets the author name it (`options`, `param0`). An entry naming one of a
 * destructured parameter's members stands for that member.
 */
function paramStanding(doc, params) {
    const names = [...new Set(doc.params.map((entry) => entry.parameter))];
    const declared = new Set(params.flatMap((p) => (p.name === undefined ? [] : [p.name])));
    const members = new Set(params.flatMap((p) => p.members));
    const documentedAs = new Map();
    params.forEach((p, index) => {
        if (p.name !== undefined && names.includes(p.name))
            documentedAs.set(index, p.name);
    });
    const left = names.filter((name) => !declared.has(name) && !members.has(name));
    // The names whose members the doc documents (`options.a`): a destructured parameter's, most likely.
    const withMembers = new Set(doc.params.filter((e) => e.name !== e.parameter).map((e) => e.parameter));
    params.forEach((p, index) => {
        if (p.name !== undefined)
            return;
        // The entry for a destructured parameter names it, mostly in its place
        // among the entries; its members follow as `name.member`.
        const inPlace = names[index];
        const named = [inPlace].find((name) => name !== undefined && left.includes(name) && withMembers.has(name)) ??
            left.find((name) => withMembers.has(name)) ??
            (inPlace !== undefined && left.includes(inPlace) ? inPlace : undefined);
        if (named !== undefined) {
            documentedAs.set(index, named);
            left.splice(left.indexOf(named), 1);
        }
        else if (p.members.length > 0 && p.members.every((m) => names.includes(m)))
            documentedAs.set(index, p.members.join(', '));
    });
    const undocumented = params.flatMap((_, index) => (documentedAs.has(index) ? [] : [index]));
    return { documentedAs, stale: left, undocumented };
}
/** The name a parameter is known by across a change: destructured ones by their position. */
function positionalNames(params) {
    return params.map((p, index) => p.name ?? `{${index}}`);
}
/**
 * The renames a change made, read from the signatures before and after it:
 * in a run of the signature where as many parameters went as came, the n-th
 * that went was renamed to the n-th that came.
 */
function renamesBetween(before, after) {
    return changedRuns(before, after).flatMap(({ removed, added }) => removed.length === added.length
        ? removed.map((from, index) => [from, added[index] ?? ''])
        : []);
}
/** Levenshtein distance, for a slip of the pen in a definition the change wrote whole. */
function param_entries_distance(a, b) {
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
        const current = [i];
        for (let j = 1; j <= b.length; j++)
            current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
    }
    return previous[b.length] ?? 0;
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/signature.ts

const NESTED_SCOPES = new Set([...FUNCTION_TYPES, 'class_declaration', 'class', 'class_body']);
/** The names a pattern binds, in order: `{ a, b: { c } }` binds `a` and `c`'s key `b`. */
function patternMembers(pattern) {
    if (pattern.type === 'object_pattern')
        return pattern.namedChildren.flatMap((child) => {
            if (!child)
                return [];
            if (child.type === 'shorthand_property_identifier_pattern')
                return [child.text];
            if (child.type === 'pair_pattern')
                return [child.childForFieldName('key')?.text ?? ''];
            if (child.type === 'object_assignment_pattern')
                return [child.childForFieldName('left')?.text ?? ''];
            if (child.type === 'rest_pattern')
                return [];
            return [];
        });
    if (pattern.type === 'array_pattern')
        return pattern.namedChildren.flatMap((child) => (child ? patternNames(child) : []));
    return [];
}
function patternNames(pattern) {
    if (pattern.type === 'identifier')
        return [pattern.text];
    if (pattern.type === 'assignment_pattern') {
        const left = pattern.childForFieldName('left');
        return left ? patternNames(left) : [];
    }
    return patternMembers(pattern);
}
function signature_readParam(parameter) {
    // TypeScript wraps each parameter; JavaScript's grammar gives the pattern itself.
    const wrapped = parameter.type === 'required_parameter' || parameter.type === 'optional_parameter';
    let pattern = wrapped ? parameter.childForFieldName('pattern') : parameter;
    if (!pattern || pattern.type === 'this')
        return undefined;
    let hasDefault = wrapped && parameter.childForFieldName('value') !== null;
    if (pattern.type === 'assignment_pattern') {
        hasDefault = true;
        pattern = pattern.childForFieldName('left') ?? pattern;
    }
    const rest = pattern.type === 'rest_pattern';
    if (rest)
        pattern = pattern.namedChildren[0] ?? pattern;
    const annotation = wrapped ? parameter.childForFieldName('type') : null;
    const type = annotation?.text.replace(/^:\s*/, '');
    const named = pattern.type === 'identifier';
    return {
        ...(named ? { name: pattern.text } : {}),
        members: named ? [] : patternMembers(pattern),
        rest,
        optional: parameter.type === 'optional_parameter' || hasDefault,
        hasDefault,
        property: wrapped &&
            parameter.children.some((c) => c?.type === 'accessibility_modifier' ||
                c?.type === 'override_modifier' ||
                c?.text === 'readonly'),
        ...(type === undefined ? {} : { type }),
    };
}
/** The nodes of a function's own body: nested functions and classes are theirs, not its. */
function* ownNodes(node) {
    for (const child of node.namedChildren) {
        if (!child || NESTED_SCOPES.has(child.type))
            continue;
        yield child;
        yield* ownNodes(child);
    }
}
/**
 * `typeof arguments[2]`: the arguments' type tested, nothing taken from them.
 * Mongoose's functions that dropped their callback test for one only to
 * throw (`Model.populate() no longer accepts a callback`, b911bef9).
 */
function typeTested(identifier) {
    let up = identifier.parent;
    if (up?.type === 'subscript_expression' || up?.type === 'member_expression')
        up = up.parent;
    return up?.type === 'unary_expression' && up.childForFieldName('operator')?.type === 'typeof';
}
function returnsOf(fn) {
    const body = fn.childForFieldName('body');
    if (!body)
        return { returns: 'unknown', throws: false, readsArguments: false };
    // An arrow with an expression body returns that expression.
    if (fn.type === 'arrow_function' && body.type !== 'statement_block')
        return { returns: 'value', throws: false, readsArguments: false };
    let value = false;
    let throws = false;
    let readsArguments = false;
    for (const node of ownNodes(body)) {
        if (node.type === 'return_statement' && node.namedChildren.length > 0)
            value = true;
        else if (node.type === 'throw_statement')
            throws = true;
        else if (node.type === 'identifier' && node.text === 'arguments' && !typeTested(node))
            readsArguments = true;
    }
    return { returns: value ? 'value' : 'none', throws: throws && !value, readsArguments };
}
/** The function node of a definition; a class's is its constructor, if it has one. */
function functionOf(definition) {
    if (definition.kind !== 'class')
        return definition.node;
    const body = definition.node.childForFieldName('body');
    return (body?.namedChildren.find((member) => member?.type === 'method_definition' &&
        member.childForFieldName('name')?.text === 'constructor') ?? undefined);
}
/** The signature of a definition's function (a class's constructor), or undefined for a class without one. */
function signature_readSignature(definition) {
    const fn = functionOf(definition);
    if (!fn)
        return undefined;
    // A binding declared with a function type is documented by that type's parameters.
    const list = (definition.declaredType ?? fn).childForFieldName('parameters');
    // `x => x`: the grammar's lone parameter stands where the list would be.
    const single = fn.childForFieldName('parameter');
    const params = (list ? list.namedChildren : single ? [single] : [])
        .filter((p) => p !== null && p.type !== 'comment')
        .flatMap((p) => signature_readParam(p) ?? []);
    const returnType = fn.childForFieldName('return_type')?.text.replace(/^:\s*/, '');
    const words = fn.children.map((c) => c?.type);
    return {
        name: definition.name,
        params,
        ...returnsOf(fn),
        ...(returnType === undefined ? {} : { returnType }),
        async: words.includes('async'),
        generator: words.includes('*') || fn.type.startsWith('generator_'),
    };
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/doc-asked.ts

/**
 * A file manager's duplicate of another file (`BaseRenderTexture copy.js`,
 * `index copy 2.ts`): a backup kept beside the file it copies, not code the
 * package runs. PixiJS kept its old BaseRenderTexture so while rewriting it
 * (50521bb6) and deleted the copy two weeks later; its docs are not reviewed.
 */
function isFileCopy(filePath) {
    return / copy( \d+)?\.[cm]?[jt]sx?$/.test(filePath);
}
/** Files whose definitions are never asked for a doc: tests, examples, declarations, fixtures, scripts, copies. */
function isExcusedFile(filePath) {
    if (isFileCopy(filePath))
        return true;
    const path = `/${filePath.replace(/\\/g, '/')}`;
    if (/\.d\.[mc]?ts$/.test(path))
        return true;
    if (/\.(test|spec|bench|stories)\.[mc]?[jt]sx?$/.test(path))
        return true;
    return /\/(tests?|__tests__|__mocks__|spec|examples?|fixtures?|benchmarks?|bench|scripts?|docs?)\//.test(path);
}
/** The previous statement, past comments and decorators: where an overload's signatures stand. */
function previousStatement(anchor) {
    let previous = anchor.previousNamedSibling;
    while (previous && (previous.type === 'comment' || previous.type === 'decorator'))
        previous = previous.previousNamedSibling;
    return previous;
}
/** An implementation after its overloads' signatures: the doc is theirs. */
function isOverloadImplementation(definition) {
    const previous = previousStatement(definition.anchor);
    const signature = previous?.type === 'export_statement' ? previous.childForFieldName('declaration') : previous;
    if (!signature)
        return false;
    const overloads = ['function_signature', 'method_signature', 'abstract_method_signature'];
    return (overloads.includes(signature.type) &&
        signature.childForFieldName('name')?.text === definition.name);
}
/** A member that answers to someone else's doc: an override, an accessor, a constructor. */
function documentedElsewhere(definition) {
    if (definition.kind !== 'method' || !definition.owner)
        return false;
    const member = definition.anchor;
    const words = member.children.map((child) => child?.type ?? '');
    if (words.includes('override_modifier') || words.includes('get') || words.includes('set'))
        return true;
    if (definition.name === 'constructor')
        return true;
    // A class that extends or implements another: its methods may fulfil a documented contract.
    const owner = definition.owner.node;
    return owner.namedChildren.some((child) => child?.type === 'class_heritage' || child?.type === 'implements_clause');
}
/**
 * Whether a definition with no doc comment is asked for one (the package
 * documents its exports: see documentsExports). Never of what is not
 * exported, a private name (`#x`, `_x`, `private`), an overload's
 * implementation, an override or accessor, a member of an undocumented
 * class, or anything in a test, example, script or declaration file.
 */
function docAsked(definition, filePath) {
    if (!definition.exported || definition.private || isExcusedFile(filePath))
        return false;
    if (isOverloadImplementation(definition) || documentedElsewhere(definition))
        return false;
    if (definition.owner && docCommentOf(definition.owner) === undefined)
        return false;
    return true;
}
/** How many exported, public, top-level definitions a file has, and how many have a doc comment. */
function exportDocCounts(root, filePath) {
    if (isExcusedFile(filePath))
        return { exported: 0, documented: 0 };
    const top = definitionsOf(root).filter((d) => !d.owner && d.exported && !d.private);
    return {
        exported: top.length,
        documented: top.filter((d) => docCommentOf(d) !== undefined).length,
    };
}
/**
 * Whether a package documents its exports: of the exported definitions of
 * its files (each file's counts from exportDocCounts), most have a doc
 * comment, with at least five to judge by. Learned per package (the folder
 * of the nearest package.json), as a monorepo's packages differ.
 */
function documentsExports(counts) {
    const exported = counts.reduce((sum, c) => sum + c.exported, 0);
    const documented = counts.reduce((sum, c) => sum + c.documented, 0);
    return exported >= 5 && documented * 2 > exported;
}
/**
 * The folder of the package a file belongs to: the nearest folder above it
 * holding a package.json (`''` for the repository's root). `hasManifest`
 * answers whether a folder (repository path) holds one.
 */
function packageFolderOf(filePath, hasManifest) {
    const parts = filePath.replace(/\\/g, '/').split('/').slice(0, -1);
    for (let end = parts.length; end > 0; end--) {
        const folder = parts.slice(0, end).join('/');
        if (hasManifest(folder))
            return folder;
    }
    return '';
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/review-jsdoc.ts







function readDefinition(root, node) {
    const definition = definitionAt(root, node);
    if (!definition)
        return undefined;
    const comment = docCommentOf(definition);
    const doc = comment
        ? parseJsDoc(comment.text, comment.startPosition.row, comment.startPosition.column)
        : undefined;
    return { definition, doc, signature: signature_readSignature(definition) };
}
/** Runs `read` over a parse of `source`, freeing the tree after. */
function withTree(parser, source, read) {
    const tree = parser.parse(source);
    if (!tree)
        return undefined;
    try {
        return read(tree.rootNode);
    }
    finally {
        tree.delete();
    }
}
const listed = (names) => {
    const quoted = names.map((name) => `\`${name}\``);
    return quoted.length === 1
        ? (quoted[0] ?? '')
        : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1) ?? ''}`;
};
/**
 * The doc comment of `input.node` checked against its code. Repairs need no
 * judgement and are made in the author's own lines: the entry of a
 * parameter the change removed goes; the entry of a parameter the change
 * renamed follows it (both read from the base revision's signature), and its
 * members' entries (`a.x`) with it. What is left — no doc comment where the
 * package documents its exports, a parameter the change added and left
 * undocumented beside documented ones, a `@returns` the change left behind,
 * a JSDoc type the change's annotation left behind — is a problem for the
 * author. Nothing is written that the author did not write.
 */
function reviewJsDoc(input) {
    const { parser, source, filePath, node } = input;
    const before = input.base === null
        ? null
        : input.base
            ? withTree(parser, input.base.source, (root) => {
                const read = readDefinition(root, input.base?.node ?? node);
                return read?.signature ?? null;
            })
            : undefined;
    return (withTree(parser, source, (root) => {
        const read = readDefinition(root, node);
        const subject = `\`${node.name}\``;
        const unchanged = (problems, doc) => ({
            node: node.name,
            file: filePath,
            has_docstring: doc !== undefined,
            action: 'unchanged',
            repairs: [],
            problems,
            lines: doc
                ? { start: doc.startRow + 1, end: doc.endRow + 1 }
                : { start: node.start_line, end: node.start_line },
        });
        if (!read)
            return unchanged([]);
        if (isFileCopy(filePath))
            return unchanged([], read.doc);
        const { definition, doc, signature } = read;
        if (!doc) {
            const asked = input.packageDocuments && docAsked(definition, filePath);
            return unchanged(asked ? [{ rule: 'docstring.missing', message: `${subject} has no JSDoc comment.` }] : []);
        }
        if (!signature)
            return unchanged([], doc);
        const { edits, repairs, problems } = reviewEntries(doc, signature, before, subject);
        const ready = edits.filter((edit) => editable(doc, edit));
        const due = edits.length === ready.length ? [] : repairs;
        const text = due.length === 0 && ready.length > 0 ? applyDocEdits(source, doc, ready) : undefined;
        const parses = text !== undefined && withTree(parser, text, (after) => !after.hasError || root.hasError);
        const review = unchanged([
            ...problems,
            ...(parses || edits.length === 0 ? [] : repairs).map((repair) => ({
                rule: 'docstring.unrepaired',
                message: `The JSDoc of ${subject} needs a repair Remora could not make in place: ${repair}.`,
            })),
        ], doc);
        if (!parses || text === undefined || text === source)
            return review;
        return { ...review, action: 'updated', repairs, source: text };
    }) ?? {
        node: node.name,
        file: filePath,
        has_docstring: false,
        action: 'unchanged',
        repairs: [],
        problems: [],
        lines: { start: node.start_line, end: node.start_line },
    });
}
/** The entries' repairs and problems: renames, removals, then what is owed. */
function reviewEntries(doc, signature, before, subject) {
    const standing = paramStanding(doc, signature.params);
    const after = positionalNames(signature.params);
    const beforeNames = before ? positionalNames(before.params) : undefined;
    const undocumented = standing.undocumented.flatMap((index) => {
        const name = signature.params[index]?.name;
        return name === undefined ? [] : [name];
    });
    const renames = (beforeNames
        ? renamesBetween(beforeNames, after)
        : before === null
            ? slips(standing.stale, undocumented)
            : []).filter(([from, to]) => standing.stale.includes(from) &&
        undocumented.includes(to) &&
        // A parameter that became `...rest` is gathered with others, not renamed, unless its
        // entry already says it is variadic (`{...T}`, PixiJS's removeChild(...childs), 22c5248a).
        (restOf(before, from) === restOf(signature, to) ||
            (restOf(signature, to) && variadicEntry(doc, from))));
    const edits = [];
    const repairs = [];
    const problems = [];
    for (const [from, to] of renames) {
        for (const entry of doc.params.filter((e) => e.parameter === from))
            edits.push({ kind: 'rename', entry, name: to + entry.name.slice(from.length) });
        repairs.push(`renamed the entry for ${from} to ${to}`);
    }
    const renamed = new Set(renames.map(([from]) => from));
    const removed = standing.stale.filter((name) => !renamed.has(name) && beforeNames?.includes(name));
    // A function that reads `arguments` or takes `...rest` may still take what its signature
    // no longer names, and often forwards it (mongoose's deprecated validateSync passes
    // `arguments` on; hono's fetch, `...rest`): its entries are its author's, neither removed nor
    // questioned.
    const forwards = signature.readsArguments || signature.params.some((p) => p.rest);
    if (removed.length > 0 && !forwards) {
        for (const entry of doc.params.filter((e) => removed.includes(e.parameter)))
            edits.push({ kind: 'remove', entry });
        repairs.push(`removed the entr${removed.length === 1 ? 'y' : 'ies'} for ${removed.join(', ')} (no such parameter)`);
    }
    // In a definition the change wrote whole, an entry for no parameter is its author's slip.
    const slipped = before === null ? standing.stale.filter((name) => !renamed.has(name)) : [];
    if (slipped.length > 0 && !forwards)
        problems.push({
            rule: 'docstring.stale-entry',
            message: `The JSDoc of ${subject} documents ${listed(slipped)}, which ${slipped.length === 1 ? 'is not a parameter' : 'are not parameters'}.`,
        });
    (0,arrays/* appendAll */.u2)(problems, owedParameters(doc, signature, before, standing.undocumented, renames, subject));
    (0,arrays/* appendAll */.u2)(problems, staleReturns(doc, signature, before, subject));
    (0,arrays/* appendAll */.u2)(problems, undocumentedReturn(doc, signature, before, subject));
    (0,arrays/* appendAll */.u2)(problems, typesLeftBehind(doc, signature, before, subject));
    (0,arrays/* appendAll */.u2)(problems, returnTypeLeftBehind(doc, signature, before, subject));
    return { edits, repairs, problems };
}
const restOf = (signature, name) => signature?.params.some((p) => p.name === name && p.rest) ?? false;
/** Whether the doc types `name`'s entry as variadic: `@param {...T} name`. */
const variadicEntry = (doc, name) => doc.params.some((entry) => entry.name === name && entry.type?.trimStart().startsWith('...'));
/** In a definition the change wrote whole: an entry that misses one undocumented parameter by a letter. */
function slips(stale, undocumented) {
    const near = (a, b) => Math.min(a.length, b.length) >= 3 && param_entries_distance(a.toLowerCase(), b.toLowerCase()) <= 1;
    return stale.flatMap((name) => {
        const matches = undocumented.filter((param) => near(name, param));
        const contested = matches.length === 1 && stale.filter((o) => near(o, matches[0] ?? '')).length > 1;
        return matches.length === 1 && !contested ? [[name, matches[0] ?? '']] : [];
    });
}
/**
 * Parameters owed an entry: only where the doc documents other parameters
 * (a doc of prose alone is the project's way), never a rest parameter, a
 * destructured one or a `_private` one, and — where the base is known —
 * only those the change added.
 */
function owedParameters(doc, signature, before, undocumented, renames, subject) {
    if (doc.params.length === 0)
        return [];
    const had = new Set(before?.params.flatMap((p) => (p.name ? [p.name] : [])) ?? []);
    const renamedTo = new Set(renames.map(([, to]) => to));
    // A defaulted parameter the base already left undocumented shows the doc's habit: defaults
    // (svelte's `depth = 0` of a recursion) go unsaid, and a new one is not asked for.
    const defaultsUnsaid = undocumented.some((index) => {
        const param = signature.params[index];
        return param?.hasDefault === true && param.name !== undefined && had.has(param.name);
    });
    const owed = undocumented.flatMap((index) => {
        const param = signature.params[index];
        const name = param?.name;
        if (!param || name === undefined || param.rest || name.startsWith('_'))
            return [];
        if (renamedTo.has(name) || (before && had.has(name)))
            return [];
        if (param.hasDefault && defaultsUnsaid)
            return [];
        return [name];
    });
    if (owed.length === 0)
        return [];
    return [
        {
            rule: 'docstring.undocumented-parameter',
            message: owed.length === 1
                ? `Parameter ${listed(owed)} of ${subject} is not documented.`
                : `Parameters ${listed(owed)} of ${subject} are not documented.`,
        },
    ];
}
/** Whether the code may give back a value: async and generator functions, and any without a body, may. */
function mayReturn(signature) {
    if (signature.async || signature.generator || signature.returns !== 'none')
        return true;
    return (signature.returnType !== undefined && !/^(void|undefined|never)$/.test(signature.returnType));
}
/**
 * A `@returns` the change left behind: the base returned a value and the
 * function now returns none (not async, not a generator, not one that only
 * throws, no annotation saying it returns). Reported, never removed: on
 * functions that return nothing, real projects write `@returns` on purpose —
 * eslint 153 times (`{void}`), svelte 257 (`{void}`, `{never}` on its error
 * helpers) — so removing the tag is the author's call, and a tag that says
 * nothing is returned is left alone.
 */
function staleReturns(doc, signature, before, subject) {
    if (!doc.returns || !before || before.returns !== 'value')
        return [];
    if (mayReturn(signature) || signature.throws)
        return [];
    // `{void}`, `{never}` (svelte's error helpers), `{asserts x is T}` say it returns nothing.
    if (/^(void|undefined|never)$|^asserts\s/.test(doc.returns.type ?? ''))
        return [];
    return [
        {
            rule: 'docstring.contradicted',
            message: `The JSDoc of ${subject} says what it returns, but the change left it returning nothing: remove the \`@${doc.returns.tag}\` entry, or return the value it describes.`,
        },
    ];
}
/**
 * A value the change made the function return, which its doc does not
 * describe: the base returned none, the function now returns a value, and a
 * doc that documents its parameters has no `@returns`. Reported, never
 * written (the built-in policy writes no prose).
 */
function undocumentedReturn(doc, signature, before, subject) {
    if (doc.returns || doc.params.length === 0 || !before)
        return [];
    if (before.returns !== 'none' || before.async || before.generator)
        return [];
    if (signature.returns !== 'value' || signature.async || signature.generator)
        return [];
    if (signature.returnType !== undefined && /^(void|undefined|never)$/.test(signature.returnType))
        return [];
    return [
        {
            rule: 'docstring.undocumented-return',
            message: `${subject} now returns a value its JSDoc does not describe: add a \`@returns\` entry.`,
        },
    ];
}
const squeeze = (type) => type.replace(/\s+/g, '');
/** A type without its type arguments: `Options<E>` is still `{Options}` to a doc (hono's bearerAuth). */
function bareType(type) {
    const squeezed = squeeze(type);
    // From the first `<` to the last `>`, found by index: `<.*>` rescans from every `<`.
    const open = squeezed.indexOf('<');
    const close = squeezed.lastIndexOf('>');
    return open === -1 || close < open
        ? squeezed
        : squeezed.slice(0, open) + squeezed.slice(close + 1);
}
/**
 * A JSDoc `{type}` the change's annotation left behind: the entry wrote the
 * base's annotation, and the change rewrote the annotation. Where a project
 * writes both, they were meant to agree; where they differed already, the
 * difference is the project's (JSDoc's syntax is not TypeScript's), never said.
 */
function typesLeftBehind(doc, signature, before, subject) {
    if (!before)
        return [];
    return doc.params.flatMap((entry) => {
        if (entry.type === undefined || entry.name !== entry.parameter)
            return [];
        const now = signature.params.find((p) => p.name === entry.name)?.type;
        const then = before.params.find((p) => p.name === entry.name)?.type;
        if (now === undefined || then === undefined || bareType(now) === bareType(then))
            return [];
        if (squeeze(entry.type) !== squeeze(then))
            return [];
        return [
            {
                rule: 'docstring.contradicted',
                message: `The JSDoc of ${subject} documents \`${entry.name}\` as \`{${entry.type}}\`, the type the change replaced with \`${now}\`.`,
            },
        ];
    });
}
/**
 * A `@returns {type}` the change's return annotation left behind: the entry
 * writes the base's annotation, and the change rewrote it to another type
 * (PixiJS's VideoSource.load, `{Promise<void>}` after it became
 * `Promise<this>`, 6f946d1c). Type arguments added to a bare type or dropped
 * from it are the same type to a doc, as for parameters.
 */
function returnTypeLeftBehind(doc, signature, before, subject) {
    const written = doc.returns?.type;
    const then = before?.returnType;
    const now = signature.returnType;
    if (!doc.returns || written === undefined || then === undefined || now === undefined)
        return [];
    if (squeeze(written) !== squeeze(then) || squeeze(now) === squeeze(then))
        return [];
    if (bareType(now) === squeeze(then) || bareType(then) === squeeze(now))
        return [];
    return [
        {
            rule: 'docstring.contradicted',
            message: `The JSDoc of ${subject} documents its return as \`{${written}}\`, the type the change replaced with \`${now}\`: correct the \`@${doc.returns.tag}\` entry.`,
        },
    ];
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/coverage.ts

/**
 * Check `docstring.coverage` for a TypeScript or JavaScript node: what its
 * doc comment, as the op left it, still lacks or gets wrong, as findings on
 * the comment's lines (the definition's first line when it has none). A
 * repair still due (the op did not make it) is a finding too, so none is lost.
 */
function jsdocCoverage(input) {
    const review = reviewJsDoc(input);
    const due = review.action === 'updated' ? review.repairs : [];
    const problems = [
        ...review.problems,
        ...due.map((repair) => ({
            rule: 'docstring.unrepaired',
            message: `The JSDoc of \`${review.node}\` needs a repair: ${repair}.`,
        })),
    ];
    return problems.map((problem) => ({
        rule: problem.rule,
        message: problem.message,
        path: input.filePath,
        start_line: review.lines.start,
        end_line: review.lines.end,
        severity: problem.rule === 'docstring.missing' ? 'notice' : 'warning',
    }));
}

;// CONCATENATED MODULE: ./src/languages/typescript/docs/write-jsdoc.ts




/** The doc comment of a node, read: its description, entries and tags, as written. */
function readJsDoc(parser, source, node) {
    const tree = parser.parse(source);
    if (!tree)
        return { has_docstring: false };
    try {
        const definition = definitionAt(tree.rootNode, node);
        const comment = definition ? docCommentOf(definition) : undefined;
        if (!comment)
            return { has_docstring: false };
        const { lines: _lines, ...doc } = parseJsDoc(comment.text, comment.startPosition.row, comment.startPosition.column);
        return {
            has_docstring: true,
            doc,
            lines: { start: comment.startPosition.row + 1, end: comment.endPosition.row + 1 },
        };
    }
    finally {
        tree.delete();
    }
}
/**
 * The block's lines for a doc given as text: a whole `/** ... *\/` block is
 * taken as written (its lines re-indented); plain text is framed, one ` * `
 * per line. A `*\/` inside would end the comment early: refused.
 */
function blockFor(text, indent) {
    const trimmed = text.replace(/\r\n/g, '\n').trim();
    const framed = trimmed.startsWith('/**');
    const inner = framed ? trimmed.replace(/^\/\*\*/, '').replace(/\*\/$/, '') : trimmed;
    if (inner.includes('*/'))
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the doc comment contains `*/`, which would end it early; write `*\\/`');
    const body = inner
        .split('\n')
        .map((line) => (framed ? line.replace(/^\s*\*(?!\/) ?/, '') : line))
        .map((line) => line.trimEnd());
    while (body[0] === '')
        body.shift();
    while (body.at(-1) === '')
        body.pop();
    if (body.length === 0)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the doc comment is empty; write at least a description');
    if (body.length === 1 && !framed)
        return [`${indent}/** ${body[0] ?? ''} */`];
    return [
        `${indent}/**`,
        ...body.map((line) => `${indent} *${line ? ` ${line}` : ''}`),
        `${indent} */`,
    ];
}
/**
 * The file's text with `text` as the node's doc comment: it replaces the
 * comment there is, or goes on the lines above the definition (above its
 * decorators and `export`), indented as the definition is.
 */
function writeJsDoc(parser, source, node, text) {
    const tree = parser.parse(source);
    if (!tree)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the file could not be parsed');
    try {
        const definition = definitionAt(tree.rootNode, node);
        if (!definition)
            throw new core_errors/* RemoraError */.LP('TOOL_001', `${node.name} was not found in the parsed file`);
        const lines = source.split('\n');
        const comment = docCommentOf(definition);
        const firstRow = comment?.startPosition.row ?? definition.anchor.startPosition.row;
        const decorated = definition.anchor.previousSibling?.type === 'decorator';
        let top = firstRow;
        // A member's decorators stand before it as siblings: the doc goes above them.
        if (!comment && decorated) {
            let previous = definition.anchor.previousSibling;
            while (previous?.type === 'decorator') {
                top = previous.startPosition.row;
                previous = previous.previousSibling;
            }
        }
        const indent = /^\s*/.exec(lines[top] ?? '')?.[0] ?? '';
        const block = blockFor(text, indent);
        const ending = (lines[top] ?? '').endsWith('\r') ? '\r' : '';
        const written = block.map((line) => line + ending);
        if (comment) {
            const start = comment.startPosition;
            const end = comment.endPosition;
            const before = (lines[start.row] ?? '').slice(0, start.column);
            const after = (lines[end.row] ?? '').slice(end.column);
            // The comment alone on its lines: its lines are replaced whole.
            if (before.trim() === '' && after.trim() === '') {
                (0,arrays/* spliceAll */.C4)(lines, start.row, end.row - start.row + 1, written);
                return lines.join('\n');
            }
            throw new core_errors/* RemoraError */.LP('TOOL_001', `the doc comment of ${node.name} shares its line with code; edit the file instead`);
        }
        (0,arrays/* spliceAll */.C4)(lines, top, 0, written);
        return lines.join('\n');
    }
    finally {
        tree.delete();
    }
}

// EXTERNAL MODULE: ./src/languages/typescript/discovery/packs.ts + 1 modules
var packs = __webpack_require__(6093);
;// CONCATENATED MODULE: ./src/languages/typescript/docs/grammar.ts
/**
 * The grammar a file is parsed with, by its name: `.ts`, `.mts`, `.cts` with
 * TypeScript's; `.tsx` with TSX's; `.js`, `.jsx`, `.mjs`, `.cjs` with
 * JavaScript's, which reads JSX too.
 */
function grammarOf(filePath) {
    const lower = filePath.toLowerCase();
    if (lower.endsWith('.tsx'))
        return 'tsx';
    if (/\.[mc]?ts$/.test(lower))
        return 'typescript';
    return 'javascript';
}

;// CONCATENATED MODULE: ./src/languages/typescript/docstring/parsers.ts



const PACKS = {
    typescript: packs/* TYPESCRIPT */.cE,
    tsx: packs/* TSX */.uM,
    javascript: packs/* JAVASCRIPT */.i5,
};
/** The thread's parser of a file's grammar (discovery's own): parsing is synchronous, so it is shared. */
async function parserFor(filePath) {
    return (await (0,tree_sitter/* sharedLanguage */.a$)(PACKS[grammarOf(filePath)])).parser;
}

// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
;// CONCATENATED MODULE: ./src/languages/typescript/docstring/review-inputs.ts



/** How many files of a package are read to learn whether it documents its exports. */
const MAX_PACKAGE_FILES = 300;
/** Whether each package documents its exports, learned once per run (per stable tree). */
const learned = new WeakMap();
/** What reviewing the node's doc comment needs: its file as it is now, its code at the base, its package's habit. */
async function jsdocReviewInputs(context) {
    const here = await context.locate();
    const parser = await parserFor(here.node.file_path);
    const node = here.node;
    const base = context.before === undefined ? undefined : review_inputs_baseOf(parser, context);
    return {
        parser,
        filePath: here.node.file_path,
        source: here.text,
        node,
        ...(base === undefined ? {} : { base }),
        packageDocuments: await packageDocuments(context),
    };
}
/**
 * The node at the base revision, from its text there: a member's text is
 * read inside a class, or an object literal, as it stood.
 */
function review_inputs_baseOf(parser, context) {
    const before = context.before;
    if (before === null)
        return null;
    if (before === undefined)
        return undefined;
    const lines = before.split('\n').length;
    const { name, file_path, node_type } = context.node;
    const shapes = [
        { source: before, start: 1 },
        { source: `class RemoraBase {\n${before}\n}\n`, start: 2 },
        { source: `const remoraBase = {\n${before}\n};\n`, start: 2 },
    ];
    for (const shape of shapes) {
        const tree = parser.parse(shape.source);
        const parses = tree !== null && !tree.rootNode.hasError;
        tree?.delete();
        if (parses)
            return {
                source: shape.source,
                node: {
                    name,
                    file_path,
                    node_type,
                    start_line: shape.start,
                    end_line: shape.start + lines - 1,
                },
            };
    }
    return undefined;
}
/** Whether the package of the node's file documents its exported definitions (most of them, five or more). */
async function packageDocuments(context) {
    const path = context.node.file_path;
    if (isExcusedFile(path))
        return false;
    const files = await context.services.listFiles();
    const manifests = new Set(files.filter((file) => file === 'package.json' || file.endsWith('/package.json')));
    const folder = packageFolderOf(path, (dir) => manifests.has(dir === '' ? 'package.json' : `${dir}/package.json`));
    let byFolder = learned.get(context.services);
    if (!byFolder)
        learned.set(context.services, (byFolder = new Map()));
    let habit = byFolder.get(folder);
    if (!habit) {
        habit = learnHabit(context, files, folder);
        byFolder.set(folder, habit);
    }
    return habit;
}
async function learnHabit(context, files, folder) {
    const prefix = folder === '' ? '' : `${folder}/`;
    const sources = files
        .filter((file) => file.startsWith(prefix) && !file.includes('node_modules/'))
        .filter((file) => (0,manifests/* tryPackFor */.wW)(file) !== undefined && !file.endsWith('.d.ts'))
        .filter((file) => !isExcusedFile(file))
        .slice(0, MAX_PACKAGE_FILES);
    const counts = [];
    for (const file of sources) {
        const text = await context.workspace.readFile(file);
        if (text === undefined)
            continue;
        const parser = await parserFor(file);
        const tree = parser.parse(text);
        if (!tree)
            continue;
        try {
            counts.push(exportDocCounts(tree.rootNode, file));
        }
        finally {
            tree.delete();
        }
    }
    return documentsExports(counts);
}

;// CONCATENATED MODULE: ./src/languages/typescript/docstring/tools.ts










/**
 * `repair_docstring()` for TypeScript and JavaScript: the JSDoc repairs that
 * need no judgement (an entry for a removed parameter dropped, a renamed
 * parameter's entry renamed, members with it), made in the author's own
 * lines; what is left is what `docstring.coverage` then lists.
 */
const tools_repairDocstring = async (_args, context) => {
    const review = reviewJsDoc(await jsdocReviewInputs(context));
    const changed = review.action === 'updated' && review.source !== undefined;
    if (changed)
        await context.workspace.writeFile(context.node.file_path, review.source ?? '');
    const left = await coverage(context);
    return repairResult(context.node, { has_docstring: review.has_docstring, changed, repairs: review.repairs }, left);
};
/** Check `docstring.coverage`: what the node's JSDoc, as the op left it, lacks or gets wrong. */
const coverage = async (context) => jsdocCoverage(await jsdocReviewInputs(context));
/** `read_current_docstring()`: the node's JSDoc taken apart, as written. */
const tools_readCurrentDocstring = async (_args, context) => {
    const here = await context.locate();
    const read = readJsDoc(await parserFor(here.node.file_path), here.text, here.node);
    return {
        node: here.node.full_name,
        node_type: here.node.node_type,
        file: here.node.file_path,
        style: 'jsdoc',
        ...read,
    };
};
/** `write_docstring(docstring)`: the node's doc comment set to this text, as a JSDoc block above it. */
const tools_writeDocstring = async (args, context) => {
    const { docstring } = docstring_arguments/* writeDocstringArguments */.r.parse(args);
    const here = await context.locate();
    const parser = await parserFor(here.node.file_path);
    const text = writeJsDoc(parser, here.text, here.node, jsdocBlock(docstring));
    await context.workspace.writeFile(here.node.file_path, text);
    return { file: here.node.file_path, node: here.node.full_name, written: true };
};
/** A model's doc text as a JSDoc block: kept when it is one, wrapped when it is prose. */
function jsdocBlock(text) {
    const trimmed = text.trim();
    if (trimmed.startsWith('/**') && trimmed.endsWith('*/'))
        return trimmed;
    if (trimmed.includes('*/'))
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'a JSDoc comment cannot hold `*/` inside it');
    return ['/**', ...trimmed.split('\n').map((line) => ` * ${line}`.trimEnd()), ' */'].join('\n');
}
/** `read_type_hints()`: the parameters' and return's TypeScript annotations, as written. */
const tools_readTypeHints = async (_args, context) => {
    const here = await context.locate();
    const parser = await parserFor(here.node.file_path);
    const tree = parser.parse(here.text);
    if (!tree)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the file could not be parsed');
    try {
        const definition = definitionAt(tree.rootNode, here.node);
        const signature = definition ? signature_readSignature(definition) : undefined;
        return { node: here.node.full_name, ...(signature ?? { params: [] }) };
    }
    finally {
        tree.delete();
    }
};
/** Context provider `docstring.style`: the doc style this language writes. */
const style = async () => 'Docs here are JSDoc/TSDoc comments: a description, then `@param name - text` for each parameter (`options.name` for a destructured one), `@returns` when a value is returned, `@throws` and `@example` where they help.';
/** The docstring op for TypeScript and JavaScript: JSDoc/TSDoc. */
const docstringEngine = {
    tools: {
        repair_docstring: tools_repairDocstring,
        read_current_docstring: tools_readCurrentDocstring,
        write_docstring: tools_writeDocstring,
        read_type_hints: tools_readTypeHints,
    },
    checks: { coverage },
    contextProviders: { style },
};

;// CONCATENATED MODULE: ./src/languages/typescript/lint/jsonc.ts

/**
 * Parses a Biome configuration as Biome reads one: JSON with `//` and `/* *\/`
 * comments and trailing commas, in `biome.json` and `biome.jsonc` alike. The
 * text comes from the pull request: anything else is LINT_001 naming the file
 * and the place.
 */
function parseJsonc(file, text) {
    const plain = withoutCommentsAndTrailingCommas(file, text.replace(/^\uFEFF/, ''));
    try {
        return JSON.parse(plain);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new core_errors/* RemoraError */.LP('LINT_001', `${file} is not valid JSON: ${detail}`);
    }
}
/**
 * The text with comments blanked and trailing commas dropped, strings kept
 * as written. Blanking (not removing) keeps JSON.parse's positions true to
 * the file. One linear pass.
 */
function withoutCommentsAndTrailingCommas(file, text) {
    let out = '';
    let i = 0;
    // The index in `out` of a comma that may turn out to be trailing.
    let pendingComma = -1;
    while (i < text.length) {
        const char = text[i];
        if (char === '"') {
            const end = jsonc_stringEnd(text, i);
            out += text.slice(i, end);
            i = end;
            pendingComma = -1;
        }
        else if (char === '/' && text[i + 1] === '/') {
            const end = text.indexOf('\n', i);
            const stop = end === -1 ? text.length : end;
            out += ' '.repeat(stop - i);
            i = stop;
        }
        else if (char === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            if (end === -1)
                throw new core_errors/* RemoraError */.LP('LINT_001', `${file} has a comment that never ends`);
            out += text.slice(i, end + 2).replace(/[^\n]/g, ' ');
            i = end + 2;
        }
        else {
            if ((char === '}' || char === ']') && pendingComma !== -1)
                out = `${out.slice(0, pendingComma)} ${out.slice(pendingComma + 1)}`;
            if (char === ',')
                pendingComma = out.length;
            else if (!/\s/.test(char))
                pendingComma = -1;
            out += char;
            i += 1;
        }
    }
    return out;
}
/** The index just past the string that opens at `start`; an unclosed string runs to the end (JSON.parse reports it). */
function jsonc_stringEnd(text, start) {
    let i = start + 1;
    while (i < text.length) {
        const char = text[i];
        if (char === '\\')
            i += 2;
        else if (char === '"')
            return i + 1;
        else
            i += 1;
    }
    return text.length;
}

;// CONCATENATED MODULE: ./src/languages/typescript/lint/biome-config-files.ts



/** The names Biome reads its configuration from, in the order it looks for them in a folder. */
const BIOME_CONFIG_NAMES = ['biome.json', 'biome.jsonc', '.biome.json', '.biome.jsonc'];
// A chain of `extends` deeper than this is refused rather than followed.
const MAX_EXTENDS_DEPTH = 16;
/**
 * Biome's configurations of a tree, found as Biome finds them: the nearest
 * `biome.json`/`biome.jsonc` above a file governs it; when that one says
 * `"root": false` it is nested in the project of the nearest root one above
 * it (and inherits from it only through `"extends": "//"`). Every file is
 * data from the pull request: bad JSON, an `extends` out of the repository,
 * to a package, to a missing file or in a circle is LINT_001.
 */
function createBiomeConfigs(source) {
    const configFileOf = new Map();
    const loaded = new Map();
    const findIn = (folder) => {
        let found = configFileOf.get(folder);
        if (!found) {
            found = (async () => {
                for (const name of BIOME_CONFIG_NAMES) {
                    const file = folder === '' ? name : `${folder}/${name}`;
                    if ((await source.readFile(file)) !== undefined)
                        return file;
                }
                return undefined;
            })();
            configFileOf.set(folder, found);
        }
        return found;
    };
    const nearestAbove = async (folder, wanted) => {
        for (let at = folder; at !== undefined; at = parentOf(at)) {
            const file = await findIn(at);
            if (file === undefined)
                continue;
            const config = await load(file);
            if (wanted(config))
                return config;
        }
        return undefined;
    };
    const load = (file) => {
        let config = loaded.get(file);
        if (!config) {
            config = (async () => {
                const sources = [];
                const own = await readObject(source, file, undefined, sources);
                const folder = folderOf(file);
                const root = own.root !== false;
                const rootConfig = root
                    ? undefined
                    : await nearestAbove(parentOf(folder), (c) => c.root).then((c) => c?.configuration);
                const configuration = await mergedWithExtends(source, file, own, rootConfig, [file], sources);
                return { file, folder, root, configuration, sources };
            })();
            loaded.set(file, config);
        }
        return config;
    };
    return {
        async governing(filePath) {
            const nearest = await nearestAbove(parentOf(filePath), () => true);
            if (!nearest)
                return undefined;
            if (nearest.root)
                return { project: nearest };
            const project = await nearestAbove(parentOf(nearest.folder), (c) => c.root);
            // A nested configuration with no root above it stands as its own project, as Biome's does.
            return project
                ? { project, nested: nearest }
                : {
                    project: {
                        ...nearest,
                        root: true,
                        configuration: { ...nearest.configuration, root: true },
                    },
                };
        },
    };
}
/**
 * The configuration with what it extends merged beneath it, in order (a later
 * entry over an earlier one, the file itself over all of them); `"//"` is the
 * root configuration of its project. `chain` is the files being merged, for
 * cycles.
 */
async function mergedWithExtends(source, file, own, rootConfig, chain, sources) {
    if (chain.length > MAX_EXTENDS_DEPTH)
        throw new core_errors/* RemoraError */.LP('LINT_001', `${file}: its extends chain is deeper than ${MAX_EXTENDS_DEPTH}`);
    let base = {};
    for (const entry of extendsOf(file, own)) {
        let extended;
        if (entry === '//') {
            if (!rootConfig)
                throw new core_errors/* RemoraError */.LP('LINT_001', `${file} extends "//", which only a nested configuration ("root": false) under a root one may`);
            extended = rootConfig;
        }
        else {
            const target = extendedFile(file, entry);
            if (chain.includes(target))
                throw new core_errors/* RemoraError */.LP('LINT_001', `Circular Biome configuration: ${[...chain, target].map((f) => `\`${f}\``).join(' extends ')}`);
            const read = await readObject(source, target, file, sources);
            extended = await mergedWithExtends(source, target, read, rootConfig, [...chain, target], sources);
        }
        base = mergeConfigurations(base, extended);
    }
    const rest = withoutKeys(own, ['extends', '$schema']);
    return mergeConfigurations(base, rest);
}
function extendsOf(file, config) {
    const value = config.extends;
    if (value === undefined)
        return [];
    if (typeof value === 'string')
        return [value];
    if (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
        return value;
    throw new core_errors/* RemoraError */.LP('LINT_001', `${file}: "extends" must be a string or a list of strings`);
}
/** The repository path an `extends` entry names; out of the repository or a package: LINT_001. */
function extendedFile(file, entry) {
    const isPath = entry.startsWith('./') || entry.startsWith('../') || /\.jsonc?$/.test(entry);
    if (!isPath || entry.startsWith('@'))
        throw new core_errors/* RemoraError */.LP('LINT_001', `${file} extends the package "${entry}", which is not a file of the repository: only the repository's own files are read`);
    const target = (0,workspace_path/* tryJoinPath */.h)(folderOf(file), entry);
    if (target === undefined || entry.includes('\\'))
        throw new core_errors/* RemoraError */.LP('LINT_001', `${file} extends "${entry}", which is outside the repository: it is not read`);
    return target;
}
async function readObject(source, file, extendedBy, sources) {
    const text = await source.readFile(file);
    if (text === undefined)
        throw new core_errors/* RemoraError */.LP('LINT_001', `${extendedBy ?? 'A Biome configuration'} extends ${file}, which does not exist`);
    const value = parseJsonc(file, text);
    sources.push({ file, text });
    if (!isObject(value))
        throw new core_errors/* RemoraError */.LP('LINT_001', `${file} must hold a JSON object, not ${biome_config_files_describe(value)}`);
    return value;
}
/**
 * Biome's merge of one configuration over another: objects merge key by key,
 * `overrides` lists are joined (the base's first), any other value of `over`
 * replaces the base's. Keys are defined, never assigned, so a key named
 * `__proto__` stays a key (Biome then rejects it) and reaches no prototype.
 */
function mergeConfigurations(base, over) {
    const merged = {};
    for (const [key, value] of Object.entries(base))
        biome_config_files_define(merged, key, value);
    for (const [key, value] of Object.entries(over)) {
        const prior = Object.hasOwn(merged, key) ? merged[key] : undefined;
        if (isObject(prior) && isObject(value))
            biome_config_files_define(merged, key, mergeConfigurations(prior, value));
        else if (key === 'overrides' && Array.isArray(prior) && Array.isArray(value))
            biome_config_files_define(merged, key, [...prior, ...value]);
        else
            biome_config_files_define(merged, key, value);
    }
    return merged;
}
function withoutKeys(config, keys) {
    const rest = {};
    for (const [key, value] of Object.entries(config))
        if (!keys.includes(key))
            biome_config_files_define(rest, key, value);
    return rest;
}
function biome_config_files_define(target, key, value) {
    Object.defineProperty(target, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
    });
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function biome_config_files_describe(value) {
    return Array.isArray(value) ? 'a list' : value === null ? 'null' : `a ${typeof value}`;
}
function folderOf(path) {
    return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}
/** The folder above, for a repository-relative path; undefined above the root. */
function parentOf(path) {
    if (path === '')
        return undefined;
    return folderOf(path);
}

;// CONCATENATED MODULE: ./src/languages/typescript/lint/biome-findings.ts




// The parts of Biome's serialized diagnostics Remora reads (the typings hold many more).
const markup = schemas/* array */.YOg(schemas/* object */.Ikc({ content: schemas/* string */.YjP() }));
const span = schemas/* tuple */.PVZ([schemas/* number */.aig().int().nonnegative(), schemas/* number */.aig().int().nonnegative()]);
const diffOp = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ diffOp: schemas/* object */.Ikc({ equal: schemas/* object */.Ikc({ range: span }) }) }),
    schemas/* object */.Ikc({ diffOp: schemas/* object */.Ikc({ insert: schemas/* object */.Ikc({ range: span }) }) }),
    schemas/* object */.Ikc({ diffOp: schemas/* object */.Ikc({ delete: schemas/* object */.Ikc({ range: span }) }) }),
    schemas/* object */.Ikc({ equalLines: schemas/* object */.Ikc({ line_count: schemas/* number */.aig().int().nonnegative() }) }),
]);
const textEdit = schemas/* object */.Ikc({ dictionary: schemas/* string */.YjP(), ops: schemas/* array */.YOg(diffOp) });
const advice = schemas/* union */.KCZ([
    schemas/* object */.Ikc({ log: schemas/* tuple */.PVZ([schemas/* string */.YjP(), markup]) }),
    schemas/* object */.Ikc({ codeSuggestion: schemas/* tuple */.PVZ([schemas/* unknown */.L5J(), textEdit]) }),
    schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()),
]);
const biome_findings_diagnostic = schemas/* object */.Ikc({
    category: schemas/* string */.YjP().nullish(),
    description: schemas/* string */.YjP(),
    location: schemas/* object */.Ikc({ span: span.nullish() }),
    advices: schemas/* object */.Ikc({ advices: schemas/* array */.YOg(advice) }),
});
const biome_findings_diagnostics = schemas/* array */.YOg(biome_findings_diagnostic);
/**
 * Turns the diagnostics Biome's workspace pulled for one text into findings
 * ordered by position. The code is Biome's category as its CLI prints it and
 * as a suppression comment names it (`lint/suspicious/noDoubleEquals`); a
 * syntax error is `invalid-syntax`. A fix is kept only when Biome calls it
 * safe (the ones `biome lint --write` applies); an unsafe one is withheld.
 */
function findingsFromBiome(raw, source) {
    const parsed = biome_findings_diagnostics.safeParse(raw);
    if (!parsed.success)
        throw new core_errors/* RemoraError */.LP('TOOL_001', `Biome returned diagnostics of an unexpected shape: ${errors/* prettifyError */.S1(parsed.error)}`);
    const positions = createPositionMap(source);
    return parsed.data
        .filter((item) => item.location.span)
        .map((item) => {
        const [start, end] = item.location.span;
        const category = item.category ?? types/* INVALID_SYNTAX */.k;
        const base = {
            code: category === 'parse' || category.startsWith('parse/') ? types/* INVALID_SYNTAX */.k : category,
            message: item.description,
            start: positions.at(start),
            end: positions.at(end),
        };
        const safe = safeFix(item.advices.advices);
        if (!safe)
            return { ...base, fixable: false };
        const edits = editsOf(safe.edit, source, positions);
        if (edits.length === 0)
            return { ...base, fixable: false };
        return { ...base, fix: { message: safe.message, edits }, fixable: true };
    })
        .sort((a, b) => (0,source_positions/* comparePositions */.Ez)(a.start, b.start) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
/**
 * The diagnostic's code suggestion when Biome labels it safe: its log line
 * before the suggestion reads `Safe fix: …` (an unsafe one `Unsafe fix: …`),
 * which is how its CLI tells them apart when printing.
 */
function safeFix(advices) {
    for (let i = 1; i < advices.length; i += 1) {
        const suggestion = advices[i];
        const label = advices[i - 1];
        if (!suggestion || !('codeSuggestion' in suggestion) || !label || !('log' in label))
            continue;
        const text = label.log[1].map((m) => m.content).join('');
        if (!text.startsWith('Safe fix:'))
            continue;
        return {
            message: text.slice('Safe fix:'.length).trim(),
            edit: suggestion.codeSuggestion[1],
        };
    }
    return undefined;
}
/**
 * Biome's compressed text edit as replacements of the old text: each run of
 * inserts and deletes between equal stretches is one edit. Ranges are UTF-8
 * byte offsets into the edit's dictionary (inserted and kept text) or, for
 * `equalLines`, a count of whole lines of the old text (plus one, as Biome
 * replays them).
 */
function editsOf(edit, source, positions) {
    const dictionary = Buffer.from(edit.dictionary, 'utf8');
    const old = Buffer.from(source, 'utf8');
    const edits = [];
    let offset = 0;
    let open;
    const close = () => {
        if (open)
            edits.push({
                content: open.content,
                start: positions.at(open.start),
                end: positions.at(open.end),
            });
        open = undefined;
    };
    for (const op of edit.ops) {
        if ('equalLines' in op) {
            close();
            for (let line = 0; line <= op.equalLines.line_count && offset < old.length; line += 1) {
                const newline = old.indexOf(10, offset);
                offset = newline === -1 ? old.length : newline + 1;
            }
            continue;
        }
        const diff = op.diffOp;
        if ('equal' in diff) {
            close();
            offset += diff.equal.range[1] - diff.equal.range[0];
        }
        else if ('insert' in diff) {
            open ??= { start: offset, end: offset, content: '' };
            open.content += dictionary.toString('utf8', diff.insert.range[0], diff.insert.range[1]);
        }
        else {
            open ??= { start: offset, end: offset, content: '' };
            offset += diff.delete.range[1] - diff.delete.range[0];
            open.end = offset;
        }
    }
    close();
    return edits;
}
/** Maps UTF-8 byte offsets of a text (Biome's) to lines and UTF-16 columns (Remora's). */
function createPositionMap(source) {
    // For each UTF-16 index, its byte offset; one more entry for the end.
    const bytesAt = [];
    const lineStartsUtf16 = [0];
    let bytes = 0;
    for (let i = 0; i < source.length; i += 1) {
        bytesAt.push(bytes);
        const code = source.charCodeAt(i);
        // Line ends as Remora counts them everywhere (`\r\n`, `\r`, `\n`; source-positions.ts).
        if (code === 10 || (code === 13 && source.charCodeAt(i + 1) !== 10))
            lineStartsUtf16.push(i + 1);
        if (code < 0x80)
            bytes += 1;
        else if (code < 0x800)
            bytes += 2;
        else if (code >= 0xd800 && code <= 0xdbff && i + 1 < source.length) {
            // A surrogate pair: four bytes for the two units; the second unit starts mid-character.
            bytesAt.push(bytes + 2);
            bytes += 4;
            i += 1;
        }
        else
            bytes += 3;
    }
    bytesAt.push(bytes);
    return {
        at(byteOffset) {
            const index = lowerBound(bytesAt, Math.min(byteOffset, bytes));
            const line = upperBound(lineStartsUtf16, index);
            return { line, column: index - lineStartsUtf16[line - 1] + 1 };
        },
    };
}
/** The first index whose value is at least `value`. */
function lowerBound(values, value) {
    let low = 0;
    let high = values.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (values[middle] < value)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}
/** How many values are at most `value`. */
function upperBound(values, value) {
    let low = 0;
    let high = values.length;
    while (low < high) {
        const middle = (low + high) >>> 1;
        if (values[middle] <= value)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

// EXTERNAL MODULE: ./src/languages/typescript/lint/biome-wasm-shim.cjs
var biome_wasm_shim = __webpack_require__(5191);
;// CONCATENATED MODULE: ./src/languages/typescript/lint/biome-linter.ts



// Where the repository stands in the workspace's own file system: Biome sees paths, never the disk.
const VIRTUAL_ROOT = '/repository';
/**
 * Biome's linter, through its WebAssembly build, as `biome lint` runs it on
 * the project: the project's root configuration and its nested ones (Biome
 * chooses which governs a path), `files.includes`, overrides, the linter
 * turned off, rules' levels, and the root `.gitignore` when `vcs.useIgnoreFile`.
 * The workspace reads only what is handed to it (its file system is in
 * memory): each text is given to it whole. A configuration Biome rejects is
 * LINT_001; a file Biome would not lint gets no findings.
 */
function createBiomeLinter(settings) {
    const biome = (0,biome_wasm_shim/* loadBiomeWasm */.N)();
    const fs = new biome.MemoryFileSystem();
    for (const [path, text] of settings.ignoreFiles ?? [])
        fs.insert(virtualPath(path), Buffer.from(text, 'utf8'));
    const workspace = biome.Workspace.withFileSystem(fs);
    const projectPath = virtualPath(settings.project.folder);
    let projectKey;
    try {
        projectKey = workspace.openProject({ path: projectPath, openUninitialized: true }).projectKey;
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('TOOL_001', `Biome could not open the project: ${(0,core_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
    applySettings(workspace, projectKey, settings.project);
    const nested = new Set();
    const manifests = new Set();
    let disposed = false;
    let version = 0;
    return {
        addNested(config) {
            if (nested.has(config.folder))
                return;
            applySettings(workspace, projectKey, config);
            nested.add(config.folder);
        },
        addManifests(found) {
            const fresh = [...found].filter(([path]) => !manifests.has(path));
            if (fresh.length === 0)
                return;
            for (const [path, text] of fresh) {
                fs.insert(virtualPath(path), Buffer.from(text, 'utf8'));
                manifests.add(path);
            }
            // Biome learns the manifests (and so the domains) by scanning its file system, which holds only what was handed to it.
            try {
                workspace.scanProject({ projectKey, scanKind: 'knownFiles', force: true, watch: false });
            }
            catch (error) {
                throw new core_errors/* RemoraError */.LP('TOOL_001', `Biome could not read the project's package.json files: ${(0,core_errors/* describeError */.Uc)(error)}`, {
                    cause: error,
                });
            }
        },
        check(source, filePath) {
            if (disposed)
                throw new core_errors/* RemoraError */.LP('TOOL_001', 'the Biome linter was used after dispose()');
            const path = virtualPath(filePath);
            if (inIgnoredFolder(workspace, projectKey, settings.project.folder, filePath))
                return [];
            const features = workspace.fileFeatures({ projectKey, path, features: ['lint'] });
            if (features.featuresSupported.lint !== 'supported')
                return [];
            version += 1;
            let raw;
            try {
                workspace.openFile({
                    projectKey,
                    path,
                    content: { type: 'fromClient', content: source, version },
                });
                raw = workspace.pullDiagnostics({
                    projectKey,
                    path,
                    categories: ['syntax', 'lint'],
                    diagnosticLevel: 'information',
                    includeCodeFix: true,
                }).diagnostics;
            }
            catch (error) {
                throw new core_errors/* RemoraError */.LP('TOOL_001', `Biome failed on ${filePath}: ${(0,core_errors/* describeError */.Uc)(error)}`, {
                    cause: error,
                });
            }
            finally {
                closeQuietly(workspace, projectKey, path);
            }
            return findingsFromBiome(raw, source);
        },
        dispose() {
            if (disposed)
                return;
            disposed = true;
            workspace.free();
            fs.free();
        },
    };
}
function applySettings(workspace, projectKey, config) {
    for (const source of config.sources)
        checkConfigText(workspace, projectKey, source);
    try {
        workspace.updateSettings({
            projectKey,
            workspaceDirectory: virtualPath(config.folder),
            configuration: config.configuration,
        });
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('LINT_001', `Biome rejected ${config.file}: ${(0,core_errors/* describeError */.Uc)(error).replace(/^Error: /, '')}`, { cause: error });
    }
}
/**
 * Whether a folder between the project's and the file is ignored
 * (`files.includes`, the VCS ignore file): Biome's CLI never walks into one.
 * A pattern written for folders only (`dist/`) matches the folder, not the
 * files in it, so each folder is asked as a folder.
 */
function inIgnoredFolder(workspace, projectKey, projectFolder, filePath) {
    const segments = filePath.split('/').slice(0, -1);
    const depth = projectFolder === '' ? 0 : projectFolder.split('/').length;
    for (let end = depth + 1; end <= segments.length; end += 1) {
        const path = virtualPath(segments.slice(0, end).join('/'));
        if (workspace.isPathIgnored({ projectKey, path, features: [], isDir: true }))
            return true;
    }
    return false;
}
/**
 * Refuses (LINT_001) a configuration text Biome's CLI would refuse to load:
 * an unknown key, a value of the wrong type. Biome checks a configuration
 * file it is handed as a document; `biome.jsonc` is the name under which it
 * reads comments and trailing commas, as its loader does in any of them.
 */
function checkConfigText(workspace, projectKey, source) {
    const path = `${VIRTUAL_ROOT}/biome.jsonc`;
    let diagnostics;
    try {
        workspace.openFile({
            projectKey,
            path,
            content: { type: 'fromClient', content: source.text, version: 0 },
        });
        diagnostics = workspace.pullDiagnostics({
            projectKey,
            path,
            categories: ['syntax', 'lint'],
        }).diagnostics;
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('TOOL_001', `Biome could not read ${source.file}: ${(0,core_errors/* describeError */.Uc)(error)}`, {
            cause: error,
        });
    }
    finally {
        closeQuietly(workspace, projectKey, path);
    }
    const errors = diagnostics.filter((d) => d.severity === 'error' || d.severity === 'fatal');
    if (errors.length > 0)
        throw new core_errors/* RemoraError */.LP('LINT_001', `Biome rejects ${source.file}: ${errors.map((d) => d.description).join('; ')}`);
}
function closeQuietly(workspace, projectKey, path) {
    try {
        workspace.closeFile({ projectKey, path });
    }
    catch {
        // Not opened (openFile threw): nothing to close.
    }
}
/** The workspace's path of a repository-relative path. */
function virtualPath(path) {
    return path === '' ? VIRTUAL_ROOT : `${VIRTUAL_ROOT}/${path}`;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/engine/semaphore.ts
var semaphore = __webpack_require__(7408);
;// CONCATENATED MODULE: ./src/languages/typescript/installed-packages.ts



/**
 * Makes the copy's `node_modules` for `installed` a folder whose packages
 * are links to the installed ones: the packages stay read-only in the
 * sandbox, and the folder itself is the copy's, where runners write their
 * caches and bundled configs (vite's `.vite-temp`). A scope (`@vue`) is a
 * folder of links too. A package that is a link to a folder of the checkout
 * outside any `node_modules` (a workspace package: pnpm's
 * `packages/a/node_modules/@scope/b -> ../../../b`, npm's
 * `node_modules/b -> ../packages/b`) links to that folder in the copy: the
 * checkout's is not in the sandbox, and the copy's is the one under test.
 * A `node_modules` the repository commits is its own, and is left as it is.
 */
async function linkDependencies(installed, copy) {
    const folder = (0,external_node_path_.join)(copy, ...splitDir(installed.dir), 'node_modules');
    const present = await (0,promises_.lstat)(folder).then(() => true, () => false);
    if (present)
        return;
    const checkout = await (0,promises_.realpath)(checkoutOf(installed)).catch(() => undefined);
    await linkPackages(folder, installed.nodeModules, { copy, checkout }, true);
}
async function linkPackages(folder, installed, roots, scopes) {
    await (0,promises_.mkdir)(folder);
    for (const entry of await (0,promises_.readdir)(installed, { withFileTypes: true })) {
        // Caches and npm's own records are not packages; `.bin` is not needed: runners start by path.
        if (entry.name.startsWith('.'))
            continue;
        const source = (0,external_node_path_.join)(installed, entry.name);
        if (scopes && entry.name.startsWith('@') && entry.isDirectory())
            await linkPackages((0,external_node_path_.join)(folder, entry.name), source, roots, false);
        else
            await (0,promises_.symlink)((entry.isSymbolicLink() && (await tryWorkspaceCounterpart(source, roots))) || source, (0,external_node_path_.join)(folder, entry.name));
    }
}
/** The copy's folder for a link into the checkout outside any `node_modules`; undefined for any other. */
async function tryWorkspaceCounterpart(link, roots) {
    if (roots.checkout === undefined)
        return undefined;
    const target = await (0,promises_.realpath)(link).catch(() => undefined);
    if (target === undefined)
        return undefined;
    const inside = (0,external_node_path_.relative)(roots.checkout, target);
    if (inside === '' || inside.startsWith('..') || (0,external_node_path_.isAbsolute)(inside))
        return undefined;
    if (inside.split(external_node_path_.sep).includes('node_modules'))
        return undefined;
    return (0,external_node_path_.join)(roots.copy, inside);
}
/** The checkout an installed `node_modules` is in: its path less `<dir>/node_modules`. */
function checkoutOf(installed) {
    return (0,external_node_path_.join)(installed.nodeModules, ...splitDir(installed.dir).map(() => '..'), '..');
}
function splitDir(dir) {
    return dir === '' ? [] : (0,workspace_path/* confineWorkspacePath */.R)(dir).split('/');
}

;// CONCATENATED MODULE: ./src/languages/typescript/lint/eslint-runner.ts












/** The names of ESLint's flat configuration, in the order ESLint looks for them in a folder. */
const ESLINT_CONFIG_NAMES = [
    'eslint.config.js',
    'eslint.config.mjs',
    'eslint.config.cjs',
    'eslint.config.ts',
    'eslint.config.mts',
    'eslint.config.cts',
];
const message = schemas/* object */.Ikc({
    ruleId: schemas/* string */.YjP().nullable(),
    message: schemas/* string */.YjP(),
    line: schemas/* number */.aig().int().positive().optional(),
    column: schemas/* number */.aig().int().positive().optional(),
    endLine: schemas/* number */.aig().int().positive().optional(),
    endColumn: schemas/* number */.aig().int().positive().optional(),
    fatal: schemas/* boolean */.zMY().optional(),
    /** 1: a warning, 2: an error. */
    severity: schemas/* number */.aig().int().optional(),
    fix: schemas/* object */.Ikc({
        range: schemas/* tuple */.PVZ([schemas/* number */.aig().int().nonnegative(), schemas/* number */.aig().int().nonnegative()]),
        text: schemas/* string */.YjP(),
    })
        .optional(),
});
const report = schemas/* array */.YOg(schemas/* object */.Ikc({ messages: schemas/* array */.YOg(message) }));
/**
 * The program kept running in the sandbox: it loads the project's ESLint
 * (resolved from the checkout's root, as `eslint` run there is), and answers
 * each line `{ text, filePath, legacy }` with one line, `{ results }` as
 * ESLint's `lintText` gives them or `{ error }`. The configuration loads
 * once, on the first text of its format (`legacy`: the old `.eslintrc.*`
 * format, by ESLint 8's own class, or by ESLint 9's LegacyESLint). Its own output (a configuration that logs) goes to stderr:
 * stdout carries the replies only.
 */
const DRIVER = `import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
const reply = process.stdout.write.bind(process.stdout);
process.stdout.write = process.stderr.write.bind(process.stderr);
const api = await import(pathToFileURL(createRequire(process.cwd() + '/').resolve('eslint')).href);
const engines = new Map();
const engine = async (legacy) => {
  if (!engines.has(legacy)) {
    const ESLint = api.loadESLint ? await api.loadESLint({ useFlatConfig: !legacy }) : api.ESLint;
    engines.set(legacy, new ESLint({ cwd: process.cwd() }));
  }
  return engines.get(legacy);
};
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  let answer;
  try {
    const { text, filePath, legacy } = JSON.parse(line);
    const eslint = await engine(legacy === true);
    const results = await eslint.lintText(text, { filePath, warnIgnored: false });
    answer = { results: results.map((result) => ({ messages: result.messages })) };
  } catch (error) {
    answer = { error: String((error && error.stack) || error).slice(0, 4000) };
  }
  reply(JSON.stringify(answer) + '\\n');
}
`;
const driverReply = schemas/* union */.KCZ([schemas/* object */.Ikc({ results: report }), schemas/* object */.Ikc({ error: schemas/* string */.YjP() })]);
/**
 * The project's own ESLint (`node_modules/eslint` of the checkout, installed
 * by the workflow) with its flat configuration, as `eslint --format json
 * --stdin` reports on a text. A configuration is code from the pull request:
 * ESLint runs in the sandbox, on a copy of the checkout (node_modules shown
 * read-only), with a scrubbed environment and no network, kept running so
 * that the configuration and its plugins load once. A program that stops
 * answering (it hangs past the timeout, crashes, or says too much) is not
 * started again: every later text fails at once with LINT_001. A fix is ESLint's `fix` (what `--fix` applies);
 * suggestions are never taken. No ESLint installed, or no flat configuration
 * above the file: a note, not an error. ESLint failing (a configuration that
 * throws, a program that ends or does not answer in time): LINT_001.
 */
function createEslintRunner(options) {
    const project = (0,external_node_fs_.realpathSync)(options.projectDir);
    let copy;
    let made;
    const copyOfProject = () => (copy ??= copyProject(project, options.trackedFiles).then((done) => (made = done)));
    let session;
    // Read once: what is installed does not change during the run, nor the configurations above a folder.
    const installed = tryInstalledEslint(project);
    const configured = new Map();
    const flatConfigAbove = (filePath) => {
        const folder = (0,external_node_path_.dirname)(filePath);
        let known = configured.get(folder);
        if (known === undefined)
            configured.set(folder, (known = hasFlatConfig(project, filePath)));
        return known;
    };
    let disposed = false;
    const sessionOf = async () => {
        const { dir, installed } = await copyOfProject();
        return options.sandbox.open(process.execPath, ['--input-type=module', '--eval', DRIVER], {
            copyDir: dir,
            env: (0,subprocess/* scrubbedEnv */.wS)(options.env),
            // The installed packages are shown where they really are: a link to a folder is not followed by the sandbox's mounts.
            readable: [...installed, (0,external_node_path_.dirname)((0,external_node_path_.dirname)(process.execPath))],
            maxBytes: 16 * 1024 * 1024,
        });
    };
    // One text at a time: the program answers in order.
    const slots = new semaphore/* Semaphore */.j(1);
    // Set once the program stopped answering (it hung, crashed or said too much): a configuration
    // that hangs would otherwise hold every later file for the whole timeout again.
    let broken;
    const ask = (source, filePath, legacy) => slots.run(async () => {
        if (broken)
            throw broken;
        session ??= sessionOf();
        const open = await session;
        try {
            return await open.request(JSON.stringify({ text: source, filePath, legacy }), options.timeoutMs ?? 120_000);
        }
        catch (error) {
            session = undefined;
            open.close();
            const { stderr } = await open.ended;
            const why = `${error instanceof Error ? error.message : String(error)}${stderr.trim() ? `: ${lastLines(stderr)}` : ''}`;
            broken = new core_errors/* RemoraError */.LP('LINT_001', `the project's ESLint stopped answering (${why}); it is not started again in this run`);
            throw new core_errors/* RemoraError */.LP('LINT_001', `the project's ESLint failed on ${filePath}: ${why}`);
        }
    });
    return {
        async lint(source, filePath, format = 'flat') {
            if (disposed)
                throw new core_errors/* RemoraError */.LP('LINT_001', "the project's ESLint was closed");
            if (!installed)
                return {
                    note: 'ESLint is not installed in the project (node_modules/eslint): nothing is reported from it',
                };
            if (format === 'flat' && !flatConfigAbove(filePath))
                return { note: `no ESLint flat configuration (eslint.config.*) governs ${filePath}` };
            const parsed = driverReply.safeParse(parseJson(await ask(source, filePath, format === 'legacy')));
            if (!parsed.success)
                throw new core_errors/* RemoraError */.LP('LINT_001', `the project's ESLint gave no report Remora reads`);
            if ('error' in parsed.data)
                throw new core_errors/* RemoraError */.LP('LINT_001', `the project's ESLint failed on ${filePath}: ${lastLines(parsed.data.error)}`);
            return { findings: findingsFromReport(parsed.data.results, source) };
        },
        dispose() {
            disposed = true;
            void session?.then((open) => open.close());
            session = undefined;
            if (made)
                (0,external_node_fs_.rmSync)(made.dir, { recursive: true, force: true });
            else
                void copy?.then((done) => (0,external_node_fs_.rmSync)(done.dir, { recursive: true, force: true }));
            copy = made = undefined;
        },
    };
}
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
/**
 * Copies the checkout (without `.git`, and with `tracked` only the files git
 * tracks and their folders) off the event loop; each
 * `node_modules` the job installed becomes a folder of links to its
 * packages, shown read-only, a workspace package's link leading to its
 * folder in the copy (`linkDependencies`). Only real folders count: a `node_modules` the pull request made a
 * link (to the runner's home, say) is left out, never shown to the sandbox.
 */
async function copyProject(project, tracked) {
    const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'remora-eslint-'));
    const modules = [];
    const folders = tracked && (0,workspace_tree/* trackedFolders */.qj)(tracked);
    await (0,promises_.cp)(project, dir, {
        recursive: true,
        verbatimSymlinks: true,
        filter: (from) => {
            const name = (0,external_node_path_.basename)(from);
            if (name === 'node_modules')
                modules.push(from);
            if (name === '.git' || name === 'node_modules')
                return false;
            const path = (0,external_node_path_.relative)(project, from).split(external_node_path_.sep).join('/');
            return !tracked || path === '' || tracked.has(path) || folders?.has(path) === true;
        },
    });
    const installed = [];
    for (const from of modules) {
        if (!(await (0,promises_.lstat)(from)).isDirectory())
            continue;
        const folder = (0,external_node_path_.relative)(project, (0,external_node_path_.dirname)(from)).split(external_node_path_.sep).join('/');
        await linkDependencies({ dir: folder, nodeModules: from }, dir);
        installed.push(from);
    }
    return { dir, installed };
}
/** The project's ESLint entry, when it is installed; undefined otherwise. */
function tryInstalledEslint(project) {
    const modules = (0,external_node_path_.join)(project, 'node_modules');
    if (!(0,external_node_fs_.lstatSync)(modules, { throwIfNoEntry: false })?.isDirectory())
        return undefined;
    const bin = (0,external_node_path_.join)(modules, 'eslint', 'bin', 'eslint.js');
    // Named by its real path: that is where the sandbox shows it.
    return (0,external_node_fs_.existsSync)(bin) ? (0,external_node_fs_.realpathSync)(bin) : undefined;
}
function hasFlatConfig(project, filePath) {
    const segments = filePath.split('/').slice(0, -1);
    for (let end = segments.length; end >= 0; end -= 1) {
        const folder = (0,external_node_path_.join)(project, ...segments.slice(0, end));
        if (ESLINT_CONFIG_NAMES.some((name) => (0,external_node_fs_.existsSync)((0,external_node_path_.join)(folder, name))))
            return true;
    }
    return false;
}
/**
 * ESLint's JSON report on one text as findings: columns are UTF-16 already;
 * fixes are ranges of the text. A warning with no fix is left out: the
 * project made that rule advisory (its own CI passes with it), and Remora
 * would only repeat it; a warning `--fix` fixes is kept, as `--fix` applies it.
 */
function findingsFromReport(parsed, source) {
    const starts = (0,source_positions/* lineStarts */._$)(source);
    const at = (offset) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >>> 1;
            if (starts[middle] <= offset)
                low = middle;
            else
                high = middle - 1;
        }
        return { line: low + 1, column: offset - starts[low] + 1 };
    };
    return parsed.flatMap((file) => file.messages.flatMap((m) => {
        if (m.severity === 1 && !m.fix)
            return [];
        const start = { line: m.line ?? 1, column: m.column ?? 1 };
        const end = { line: m.endLine ?? start.line, column: m.endColumn ?? start.column };
        const code = m.ruleId ?? (m.fatal ? types/* INVALID_SYNTAX */.k : 'eslint');
        // A fix whose range is not of this text (a plugin's bug, or a configuration's mischief) is no fix.
        const fits = m.fix && m.fix.range[0] <= m.fix.range[1] && m.fix.range[1] <= source.length;
        if (!m.fix || !fits)
            return [{ code, message: m.message, start, end, fixable: false }];
        const edit = { content: m.fix.text, start: at(m.fix.range[0]), end: at(m.fix.range[1]) };
        return [{ code, message: m.message, start, end, fix: { edits: [edit] }, fixable: true }];
    }));
}
function lastLines(text) {
    return text.trim().split('\n').slice(-12).join(' | ').slice(0, 1500);
}

;// CONCATENATED MODULE: ./src/languages/typescript/lint/eslint-linter.ts





/** ESLint's configuration files of the format before flat configuration (`.eslintrc.*`). */
const LEGACY_CONFIG_NAMES = [
    '.eslintrc',
    '.eslintrc.js',
    '.eslintrc.cjs',
    '.eslintrc.json',
    '.eslintrc.yml',
    '.eslintrc.yaml',
];
/**
 * The project's own ESLint for the files its configuration governs (a flat
 * one, or one of the old `.eslintrc.*` format where no flat one does and the
 * installed ESLint still reads it: before version 10), run
 * as the project runs it (`eslint` from the checkout's root, its
 * configuration and plugins from the checkout's `node_modules`) in the
 * sandbox: the configuration is code from the pull request. A file is linted
 * only where that can be done as the project does it; otherwise `describe`
 * says why not (ESLint not installed, a configuration of the old format the
 * installed ESLint no longer reads, tools that run code off in this run, no
 * sandbox on this machine).
 */
function createEslintLinters(options) {
    // What the workflow installed does not change during the run: read once.
    const installed = tryInstalledEslint(options.checkoutRoot);
    const version = installed && installedVersion(installed);
    const major = version ? Number.parseInt(version, 10) : undefined;
    const governing = new Map();
    const governanceOf = (filePath) => {
        let found = governing.get(filePath);
        if (!found) {
            found = findGovernance(options.stable, filePath, major);
            governing.set(filePath, found);
        }
        return found;
    };
    let runner;
    const runnerOf = () => (runner ??= openRunner(options).catch((error) => ({
        unavailable: `the sandbox it runs in cannot be made on this machine (${(0,core_errors/* describeError */.Uc)(error)})`,
    })));
    const checks = (0,memo/* createTextMemo */.M)(64);
    /** Why a file its configuration governs is not linted here; undefined when it is. */
    const whyNot = async (governance) => {
        if (governance.kind === 'legacy' && (major ?? 0) >= 10)
            return `its configuration (${governance.config}) is of ESLint's old format, which the installed ESLint ${version} no longer reads`;
        if (governance.kind === 'nested')
            return `its configuration (${governance.config}) is not at the root, where the installed ESLint looks for it when it is run from the root`;
        if (!installed)
            return "ESLint is not installed in the checkout: install the project's dependencies (npm ci) before Remora runs";
        if (!options.execute)
            return 'its configuration is code from the pull request, and tools that run code are off in this run (forks, pull_request_target, allow-execute: false)';
        const opened = await runnerOf();
        return 'unavailable' in opened ? opened.unavailable : undefined;
    };
    return {
        async linterFor(filePath) {
            const governance = await governanceOf(filePath);
            if (!governance || (await whyNot(governance)))
                return undefined;
            const opened = (await runnerOf());
            return {
                check: (source, file) => checks(`${file}\0${source}`, async () => {
                    const outcome = await opened.lint(source, file, governance.kind === 'legacy' ? 'legacy' : 'flat');
                    return 'findings' in outcome ? outcome.findings : [];
                }),
            };
        },
        async describe(filePath) {
            const governance = await governanceOf(filePath);
            if (!governance)
                return undefined;
            const reason = await whyNot(governance);
            if (reason)
                return `${filePath} is linted by ESLint (${governance.config}), not run here: ${reason}`;
            const format = governance.kind === 'legacy' ? " (ESLint's old format)" : '';
            return `ESLint configuration from ${governance.config}${format}, run by the project's own ESLint ${version ?? 'installed'} with its plugins: only the fixes ESLint applies with --fix are taken.`;
        },
        dispose() {
            void runner?.then((opened) => ('dispose' in opened ? opened.dispose() : undefined));
        },
    };
}
async function openRunner(options) {
    const execute = options.execute;
    return createEslintRunner({
        projectDir: options.checkoutRoot,
        ...(options.trackedFiles ? { trackedFiles: await options.trackedFiles() } : {}),
        sandbox: await execute.sandbox(),
        env: execute.env,
        timeoutMs: execute.timeoutMs,
    });
}
/**
 * The configuration the installed ESLint reads for a file when it is run from
 * the root: ESLint 9 looks for a flat configuration from the working folder
 * up, so only the root's counts; from version 10 it looks from the file's
 * folder up, so the nearest does. Where no flat configuration governs, the
 * nearest old-format file (`.eslintrc.*`, or a package.json's `eslintConfig`)
 * governs in the old format, as ESLint 8 reads it.
 */
async function findGovernance(stable, filePath, major) {
    const segments = filePath.split('/').slice(0, -1);
    let nearest;
    let legacy;
    for (let end = segments.length; end >= 0; end -= 1) {
        const folder = segments.slice(0, end).join('/');
        const at = (name) => (folder === '' ? name : `${folder}/${name}`);
        for (const name of ESLINT_CONFIG_NAMES) {
            if ((await stable.readFile(at(name))) === undefined)
                continue;
            if (folder === '' || (major ?? 0) >= 10)
                return { kind: 'flat', config: at(name) };
            nearest ??= at(name);
            break;
        }
        for (const name of LEGACY_CONFIG_NAMES)
            if (!legacy && (await stable.readFile(at(name))) !== undefined)
                legacy = at(name);
        if (!legacy && hasEslintConfig(await stable.readFile(at('package.json'))))
            legacy = `${at('package.json')} (eslintConfig)`;
    }
    if (nearest)
        return { kind: 'nested', config: nearest };
    return legacy ? { kind: 'legacy', config: legacy } : undefined;
}
/** Whether a package.json holds an old-format ESLint configuration (`eslintConfig`). */
function hasEslintConfig(manifest) {
    if (manifest === undefined || !manifest.includes('"eslintConfig"'))
        return false;
    try {
        const parsed = JSON.parse(manifest);
        return typeof parsed === 'object' && parsed !== null && 'eslintConfig' in parsed;
    }
    catch {
        return false;
    }
}
/** The version of the ESLint whose entry is `bin`, from its package.json. */
function installedVersion(bin) {
    try {
        const manifest = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_path_.dirname)(bin)), 'package.json'), 'utf8'));
        return typeof manifest.version === 'string' ? manifest.version : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/languages/typescript/lint/project-linter.ts




/**
 * The project's own linter for each TypeScript or JavaScript file, as the
 * project runs it: Biome, through its WebAssembly build, where a Biome
 * configuration governs the file; else the project's ESLint, in the sandbox,
 * where its flat configuration does; none where nothing does. One Biome
 * workspace per Biome project (root configuration), each text checked once.
 */
function createProjectLinter(options) {
    const configs = createBiomeConfigs(options.stable);
    const eslint = createEslintLinters(options);
    const projects = new Map();
    const checks = (0,memo/* createTextMemo */.M)(64);
    const manifestIn = new Map();
    /** The `package.json` files in the folders from the file's up to the project's. */
    const manifestsAbove = async (filePath, projectFolder) => {
        const found = new Map();
        for (const folder of foldersBetween(filePath, projectFolder)) {
            const path = folder === '' ? 'package.json' : `${folder}/package.json`;
            let read = manifestIn.get(path);
            if (!read) {
                read = options.stable.readFile(path);
                manifestIn.set(path, read);
            }
            const text = await read;
            if (text !== undefined)
                found.set(path, text);
        }
        return found;
    };
    const biomeFor = (project) => {
        let linter = projects.get(project.folder);
        if (!linter) {
            linter = ignoreFilesOf(options.stable, project).then((ignoreFiles) => createBiomeLinter({ project, ignoreFiles }));
            projects.set(project.folder, linter);
        }
        return linter;
    };
    return {
        async linterFor(filePath) {
            const governance = await configs.governing(filePath);
            if (!governance)
                return eslint.linterFor(filePath);
            const biome = await biomeFor(governance.project);
            if (governance.nested)
                biome.addNested(governance.nested);
            biome.addManifests(await manifestsAbove(filePath, governance.project.folder));
            const key = `${governance.project.folder}\0${governance.nested?.folder ?? ''}`;
            return {
                check: (source, file) => checks(`${key}\0${file}\0${source}`, () => biome.check(source, file)),
            };
        },
        async describe(filePath) {
            const governance = await configs.governing(filePath);
            if (!governance)
                return eslint.describe(filePath);
            const files = [governance.project.file, governance.nested?.file].filter(Boolean);
            const linter = governance.project.configuration.linter;
            const rules = linter?.rules
                ? JSON.stringify(linter.rules).slice(0, 600)
                : "Biome's recommended rules";
            return `Biome configuration from ${files.join(' and ')}: rules ${rules}.`;
        },
        dispose() {
            eslint.dispose();
            for (const linter of projects.values())
                void linter.then((l) => l.dispose(), () => undefined);
        },
    };
}
/** The ignore files Biome reads beside the project's root configuration when it uses the VCS's. */
async function ignoreFilesOf(source, project) {
    const files = new Map();
    const vcs = project.configuration.vcs;
    if (typeof vcs !== 'object' || vcs === null)
        return files;
    const { enabled, useIgnoreFile, clientKind } = vcs;
    if (enabled !== true || useIgnoreFile !== true || clientKind !== 'git')
        return files;
    for (const name of ['.gitignore', '.ignore']) {
        const path = project.folder === '' ? name : `${project.folder}/${name}`;
        const text = await source.readFile(path);
        if (text !== undefined)
            files.set(path, text);
    }
    return files;
}
/** The folders holding the file, from its own up to (and with) the project's. */
function foldersBetween(filePath, projectFolder) {
    const folders = [];
    let folder = filePath.includes('/') ? filePath.slice(0, filePath.lastIndexOf('/')) : '';
    for (;;) {
        folders.push(folder);
        if (folder === projectFolder || folder === '')
            return folders;
        folder = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';
    }
}

// EXTERNAL MODULE: ./src/languages/typescript/manifest.ts
var typescript_manifest = __webpack_require__(410);
;// CONCATENATED MODULE: ./src/languages/typescript/testgen/script-parser.ts


/** The discovery packs the scripts are read with: their grammars (TSX's aside). */
const script_parser_PACKS = {
    typescript: packs/* TYPESCRIPT */.cE,
    javascript: packs/* JAVASCRIPT */.i5,
};
/** The dialect of a file by its name; undefined for a file neither grammar reads (`.tsx`). */
function tryDialectOf(path) {
    if (/\.[cm]?ts$/.test(path) && !path.endsWith('.d.ts'))
        return 'typescript';
    if (/\.([cm]?js|jsx)$/.test(path))
        return 'javascript';
    return undefined;
}
/**
 * Hands the root of `text`'s tree to `use`, synchronous, keeping no node
 * after it returns: the tree is the thread's shared one of that text
 * (discovery's), deleted when newer ones push it out.
 */
async function withParsedScript(text, dialect, use) {
    const language = await (0,tree_sitter/* sharedLanguage */.a$)(script_parser_PACKS[dialect]);
    if (!language.trees)
        throw new Error(`the ${dialect} grammar was loaded without its tree cache`);
    return language.trees.withTree(text, (tree) => use(tree.rootNode));
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/example-test.ts


// The globals of JavaScript and Node.js an example may use without defining them.
const GLOBALS = new Set(('undefined NaN Infinity globalThis Object Function Array Number String Boolean Symbol BigInt ' +
    'Math JSON Date RegExp Error TypeError RangeError SyntaxError Map Set WeakMap WeakSet Promise ' +
    'Proxy Reflect Intl ArrayBuffer DataView Uint8Array Int8Array Uint16Array Int16Array ' +
    'Uint32Array Int32Array Float32Array Float64Array BigInt64Array BigUint64Array parseInt ' +
    'parseFloat isNaN isFinite encodeURIComponent decodeURIComponent encodeURI decodeURI console ' +
    'structuredClone setTimeout clearTimeout queueMicrotask URL URLSearchParams TextEncoder ' +
    'TextDecoder Buffer AbortController AbortSignal').split(' '));
/** Why an example with no result comment gives no test. */
const NO_RESULT = 'it states no result to check';
const RESULT = /^\/\/\s*=>\s?(.*)$/;
// A value no prose reads as: a number, a quoted string, a boolean, null, undefined, NaN.
const LITERAL = /^(-?(\d[\d_]*(\.\d+)?([eE][+-]?\d+)?n?|Infinity)|'[^'\\]*'|"[^"\\]*"|true|false|null|undefined|NaN)$/;
const CONTINUATION = /^\/\/(?!\s*=>)\s?(.*)$/;
const DATE_TEXT = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2} -?\d{4}( \d{2}:\d{2}:\d{2}(\.\d{3})?)?$/;
/**
 * The test an example makes: its statements in order, each one followed by
 * a check where a comment states its result — `expr //=> value` and
 * `expr // => value` on the statement's line or the line after it,
 * `const x = expr` then `//=> value`, and `console.log(x) // value`. The
 * value must read as one expression (or as a printed Date); an example with
 * no such result, an import of something other than the node, or a name it
 * neither defines nor gets from the node's module gives no test, and says
 * why. Nothing is evaluated: the example's text is only parsed.
 */
async function exampleTest(example, dialect, scope) {
    const parsed = await withParsedScript(example.code, dialect, (root) => readExample(root, scope));
    if ('skipped' in parsed)
        return { index: example.index, skipped: parsed.skipped };
    const steps = [];
    for (const step of parsed.steps) {
        if (step.kind !== 'equal') {
            steps.push(step);
            continue;
        }
        if (DATE_TEXT.test(step.expected))
            steps.push({ ...step, kind: 'date-text' });
        else if (await isOneExpression(step.expected, dialect))
            steps.push(step);
        else
            return {
                index: example.index,
                skipped: `its result \`${example_test_short(step.expected)}\` is not a value`,
            };
    }
    if (!steps.some((step) => step.kind !== 'code'))
        return { index: example.index, skipped: NO_RESULT };
    return { index: example.index, steps, uses: parsed.uses };
}
function readExample(root, scope) {
    if (root.hasError)
        return { skipped: 'its code does not parse' };
    const imported = new Set();
    const steps = [];
    const statements = root.namedChildren.filter((child) => child !== null);
    const comments = root.descendantsOfType('comment').filter((c) => c !== null);
    for (const [index, statement] of statements.entries()) {
        if (statement.type === 'comment')
            continue;
        if (statement.type === 'import_statement') {
            const names = example_test_importedNames(statement);
            if (!names.includes(scope.name) || isRelativeImport(statement))
                return { skipped: `it imports ${example_test_short(statement.text)}` };
            names.forEach((name) => imported.add(name));
            continue;
        }
        const codeEnd = lastCodeRow(statement);
        const nextStart = statements.slice(index + 1).find((s) => s.type !== 'comment')
            ?.startPosition.row;
        const result = resultOf(comments, codeEnd, nextStart ?? Infinity, plainResultOf(statement));
        (0,arrays/* appendAll */.u2)(steps, stepsOf(statement, result));
    }
    const free = freeNames(root).filter((name) => name !== scope.name && !imported.has(name) && !GLOBALS.has(name));
    const unknown = free.filter((name) => !scope.exports.includes(name));
    if (unknown.length > 0)
        return {
            skipped: `it uses ${unknown.map((n) => `\`${n}\``).join(', ')}, which it does not define`,
        };
    return { steps, uses: free };
}
/** The statement as steps: itself, or itself then a check, or only the check. */
function stepsOf(statement, result) {
    const code = codeText(statement);
    if (result === undefined)
        return [{ kind: 'code', text: code }];
    if (statement.type === 'lexical_declaration' || statement.type === 'variable_declaration') {
        const declarators = statement.namedChildren.filter((c) => c?.type === 'variable_declarator');
        const name = declarators.length === 1 ? declarators[0]?.childForFieldName('name') : undefined;
        if (name?.type !== 'identifier')
            return [{ kind: 'code', text: code }];
        return [
            { kind: 'code', text: code },
            { kind: 'equal', subject: name.text, expected: result },
        ];
    }
    if (statement.type !== 'expression_statement')
        return [{ kind: 'code', text: code }];
    const expression = statement.namedChildren.find((c) => c !== null && c.type !== 'comment');
    if (!expression)
        return [{ kind: 'code', text: code }];
    if (isConsoleLog(statement)) {
        const argument = expression.childForFieldName('arguments')?.namedChildren[0];
        return argument ? [{ kind: 'equal', subject: argument.text, expected: result }] : [];
    }
    if (expression.type === 'assignment_expression') {
        const left = expression.childForFieldName('left');
        return left
            ? [
                { kind: 'code', text: code },
                { kind: 'equal', subject: left.text, expected: result },
            ]
            : [{ kind: 'code', text: code }];
    }
    return [{ kind: 'equal', subject: expression.text, expected: result }];
}
/**
 * The result a comment states for a statement whose code ends on row
 * `codeEnd`: `//=> value` on that row or on the rows after it (before the
 * next statement), continued by the plain `//` lines that follow it; a
 * plain `// value` on that row after `console.log(x)`, or after a bare
 * expression when the value is a literal (vue's `toValue(1) // 1`: prose
 * there, `// does NOT trigger change`, is a comment).
 */
function resultOf(comments, codeEnd, nextStart, plain) {
    const sameRow = comments.find((c) => c.startPosition.row === codeEnd);
    const after = comments.filter((c) => c.startPosition.row > codeEnd && c.startPosition.row < nextStart);
    const head = sameRow && RESULT.test(sameRow.text) ? sameRow : after.find((c) => RESULT.test(c.text));
    if (!head) {
        if (plain === undefined || !sameRow)
            return undefined;
        const value = CONTINUATION.exec(sameRow.text)?.[1]?.trim() || undefined;
        return plain === 'any' || (value !== undefined && LITERAL.test(value)) ? value : undefined;
    }
    const lines = [RESULT.exec(head.text)?.[1] ?? ''];
    let row = head.startPosition.row;
    // A value that opens a bracket goes on over the plain `//` lines that follow, until it closes.
    let depth = bracketDepth(lines[0] ?? '');
    for (const comment of after.filter((c) => c.startPosition.row > head.startPosition.row)) {
        const more = CONTINUATION.exec(comment.text);
        if (depth <= 0 || comment.startPosition.row !== row + 1 || !more)
            break;
        lines.push(more[1] ?? '');
        depth += bracketDepth(more[1] ?? '');
        row++;
    }
    const value = lines.join('\n').trim();
    return value === '' ? undefined : value;
}
/** Brackets a line opens less those it closes (quotes aside: a rough count suffices to join lines). */
function bracketDepth(line) {
    let depth = 0;
    for (const char of line) {
        if (char === '[' || char === '{' || char === '(')
            depth++;
        if (char === ']' || char === '}' || char === ')')
            depth--;
    }
    return depth;
}
/** Which plain `// value` comment after the statement states its result: any after `console.log(x)`, a literal after a bare expression. */
function plainResultOf(statement) {
    if (isConsoleLog(statement))
        return 'any';
    const expression = statement.type === 'expression_statement' ? statement.namedChildren[0] : null;
    if (!expression)
        return undefined;
    // An assignment or `x++` is a step; what a comment after it says is not its value.
    if (/^(assignment|augmented_assignment|update)_expression$/.test(expression.type))
        return undefined;
    return 'literal';
}
function isConsoleLog(statement) {
    const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
    if (call?.type !== 'call_expression')
        return false;
    return (call.childForFieldName('function')?.text === 'console.log' &&
        (call.childForFieldName('arguments')?.namedChildCount ?? 0) === 1);
}
/** A statement's text without the comments inside it (a result comment before a missing `;`). */
function codeText(statement) {
    let text = '';
    let at = statement.startIndex;
    for (const comment of statement.descendantsOfType('comment')) {
        if (!comment)
            continue;
        text += statement.text.slice(at - statement.startIndex, comment.startIndex - statement.startIndex);
        at = comment.endIndex;
    }
    return (text + statement.text.slice(at - statement.startIndex)).trim();
}
function lastCodeRow(node) {
    for (let i = node.childCount - 1; i >= 0; i--) {
        const child = node.child(i);
        if (child && child.type !== 'comment')
            return lastCodeRow(child);
    }
    return node.endPosition.row;
}
function example_test_importedNames(statement) {
    return statement
        .descendantsOfType(['identifier'])
        .filter((n) => n !== null)
        .map((n) => n.text);
}
function isRelativeImport(statement) {
    return /^['"]\./.test(statement.childForFieldName('source')?.text ?? '');
}
/** Identifiers the example uses but never declares, in order of first use. */
function freeNames(root) {
    const declared = new Set();
    const declaring = root.descendantsOfType([
        'variable_declarator',
        'function_declaration',
        'class_declaration',
        'formal_parameters',
        'arrow_function',
        'catch_clause',
        'import_statement',
    ]);
    for (const node of declaring) {
        if (!node)
            continue;
        const target = node.type === 'formal_parameters'
            ? node
            : node.type === 'catch_clause'
                ? node.childForFieldName('parameter')
                : node.type === 'arrow_function'
                    ? node.childForFieldName('parameter')
                    : node.childForFieldName('name');
        if (!target)
            continue;
        if (target.type === 'identifier')
            declared.add(target.text);
        for (const id of target.descendantsOfType([
            'identifier',
            'shorthand_property_identifier_pattern',
        ]))
            if (id)
                declared.add(id.text);
    }
    const used = [];
    for (const id of root.descendantsOfType('identifier'))
        if (id && !declared.has(id.text) && !used.includes(id.text))
            used.push(id.text);
    return used;
}
/** Whether `text` reads as exactly one expression. */
async function isOneExpression(text, dialect) {
    return withParsedScript(`(${text}\n);`, dialect, (root) => {
        const only = root.namedChildren;
        return !root.hasError && only.length === 1 && only[0]?.type === 'expression_statement';
    });
}
/** `text` on one line (split, not matched: linear on any input), cut at 60 characters. */
function example_test_short(text) {
    const line = text
        .split('\n')
        .map((part) => part.trim())
        .join(' ');
    return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/jsdoc-examples.ts
// Matched on the trimmed line: no two quantifiers can take the same spaces.
const FENCE = /^(```+|~~~+) *([\w-]*)$/;
const SCRIPT_FENCES = new Set(['', 'ts', 'typescript', 'js', 'javascript', 'mjs', 'cjs', 'mts']);
/**
 * The `@example` blocks of a JSDoc comment (`/** ... *\/`): each runs from
 * its tag to the next tag at the start of a line. A block that holds fenced
 * code keeps only its fences of TypeScript or JavaScript (```ts, ```js or
 * bare); a JSDoc `<caption>` is dropped. Read line by line, in one pass.
 */
function jsDocExamples(comment) {
    const lines = comment
        .replace(/^\/\*\*/, '')
        .replace(/\*\/$/, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\*(?: |$)/, ''));
    const blocks = [];
    let current;
    for (const line of lines) {
        const tag = /^\s*@(\w+)/.exec(line);
        if (tag) {
            current = tag[1] === 'example' ? [line.slice(line.indexOf('@example') + 8)] : undefined;
            if (current)
                blocks.push(current);
        }
        else
            current?.push(line);
    }
    const examples = [];
    for (const block of blocks)
        for (const code of codeOf(block))
            examples.push({ code, index: examples.length + 1 });
    return examples;
}
/** A block's code: its script fences when it has fences, else the whole block. */
function codeOf(block) {
    const withoutCaption = block.map(withoutCaptions);
    if (!withoutCaption.some((line) => FENCE.test(line.trim())))
        return nonEmpty([withoutCaption.join('\n')]);
    const fenced = [];
    let open;
    for (const line of withoutCaption) {
        const fence = FENCE.exec(line.trim());
        if (!open && fence) {
            open = { marker: fence[1] ?? '```', script: SCRIPT_FENCES.has(fence[2] ?? ''), lines: [] };
            continue;
        }
        if (open && fence && (fence[1] ?? '').startsWith(open.marker) && (fence[2] ?? '') === '') {
            if (open.script)
                fenced.push(open.lines.join('\n'));
            open = undefined;
            continue;
        }
        open?.lines.push(line);
    }
    return nonEmpty(fenced);
}
function nonEmpty(codes) {
    return codes.map((code) => code.replace(/^\s*\n/, '').trimEnd()).filter((code) => code !== '');
}
/** The line without its `<caption>…</caption>` spans, found by position, in one pass. */
function withoutCaptions(line) {
    let kept = '';
    let at = 0;
    for (;;) {
        const open = line.indexOf('<caption>', at);
        const close = open === -1 ? -1 : line.indexOf('</caption>', open);
        if (close === -1)
            return kept + line.slice(at);
        kept += line.slice(at, open);
        at = close + '</caption>'.length;
    }
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/node-exports.ts

const DECLARATIONS = new Set([
    'function_declaration',
    'generator_function_declaration',
    'lexical_declaration',
    'variable_declaration',
    'class_declaration',
]);
/**
 * Finds the top-level declaration of `name` that starts on `startLine`
 * (1-based) in `text`, its JSDoc and how the module exports it (`export`,
 * `export default`, `export { name }`, `module.exports = name`,
 * `module.exports.name =`, `exports.name =`, `module.exports = { name }`).
 * A method, or a function the module does not export, gives no test.
 */
async function readNodeModule(text, dialect, name, startLine) {
    if (name.includes('.') || name.includes('#'))
        return { skipped: `${name} is a method: its examples need an instance the test cannot make` };
    return withParsedScript(text, dialect, (root) => {
        const statement = root.namedChildren.find((child) => child !== null &&
            child.startPosition.row <= startLine - 1 &&
            child.endPosition.row >= startLine - 1 &&
            declaredName(child) === name);
        if (!statement)
            return { skipped: `no top-level declaration of ${name} on line ${startLine}` };
        const exports = exportedNames(root);
        const exportKind = exportKindOf(statement, name, root, exports);
        if (!exportKind)
            return { skipped: `${name} is not exported: a test cannot import it` };
        return { exportKind, jsDoc: jsDocBefore(statement, name), exports };
    });
}
// A bundler's annotation between a JSDoc and its function (vue: `/*@__NO_SIDE_EFFECTS__*/`).
const ANNOTATION = /^\/\*\s*[#@]__[A-Z_]+__\s*\*\/$/;
/**
 * The JSDoc comment that ends on the line before the statement, past
 * bundler annotations and the function's overload signatures (vue documents
 * `ref` on its first one).
 */
function jsDocBefore(statement, name) {
    let next = statement;
    let before = statement.previousSibling;
    while (before &&
        ((before.type === 'comment' && ANNOTATION.test(before.text)) || isOverloadOf(before, name)) &&
        before.endPosition.row >= next.startPosition.row - 1) {
        next = before;
        before = before.previousSibling;
    }
    return before?.type === 'comment' &&
        before.text.startsWith('/**') &&
        before.endPosition.row >= next.startPosition.row - 1
        ? before.text
        : undefined;
}
/** Whether a top-level statement is an overload signature of `name` (`export function f(a: string): string`). */
function isOverloadOf(statement, name) {
    const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
    return (declaration?.type === 'function_signature' &&
        declaration.childForFieldName('name')?.text === name);
}
/** The name a top-level statement declares (through an `export` too). */
function declaredName(statement) {
    const declaration = statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
    if (!declaration || !DECLARATIONS.has(declaration.type))
        return undefined;
    if (declaration.type === 'lexical_declaration' || declaration.type === 'variable_declaration') {
        const declarators = declaration.namedChildren.filter((c) => c?.type === 'variable_declarator');
        return declarators.length === 1 ? declarators[0]?.childForFieldName('name')?.text : undefined;
    }
    return declaration.childForFieldName('name')?.text;
}
function exportKindOf(statement, name, root, exports) {
    if (statement.type === 'export_statement')
        return statement.children.some((c) => c?.type === 'default') ? 'default' : 'named';
    for (const child of root.namedChildren) {
        if (child?.type !== 'export_statement')
            continue;
        if (child.children.some((c) => c?.type === 'default') &&
            child.namedChildren.at(-1)?.text === name)
            return 'default';
    }
    if (exports.includes(name))
        return 'named';
    for (const assignment of moduleAssignments(root))
        if (assignment.left === 'module.exports' && assignment.right.text === name)
            return 'module';
    return undefined;
}
/** The names a module exports by name, in ES or CommonJS form. */
function exportedNames(root) {
    const names = [];
    for (const child of root.namedChildren) {
        if (child?.type !== 'export_statement' || child.children.some((c) => c?.type === 'default'))
            continue;
        const declared = declaredName(child);
        if (declared)
            names.push(declared);
        for (const specifier of child.descendantsOfType('export_specifier')) {
            const exported = specifier?.childForFieldName('alias') ?? specifier?.childForFieldName('name');
            if (exported)
                names.push(exported.text);
        }
    }
    for (const { left, right } of moduleAssignments(root)) {
        const member = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(left);
        if (member?.[1])
            names.push(member[1]);
        if (left === 'module.exports' && right.type === 'object')
            for (const property of right.namedChildren) {
                if (property?.type === 'shorthand_property_identifier')
                    names.push(property.text);
                if (property?.type === 'pair') {
                    const key = property.childForFieldName('key');
                    if (key)
                        names.push(key.text);
                }
            }
    }
    return [...new Set(names)];
}
/** Top-level `module.exports… = …` and `exports.… = …` assignments. */
function moduleAssignments(root) {
    const found = [];
    for (const child of root.namedChildren) {
        const expression = child?.type === 'expression_statement' ? child.namedChildren[0] : undefined;
        if (expression?.type !== 'assignment_expression')
            continue;
        const left = expression.childForFieldName('left')?.text ?? '';
        const right = expression.childForFieldName('right');
        if (right && /^(module\.)?exports\b/.test(left))
            found.push({ left, right });
    }
    return found;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/render-test.ts

/** The title of the test of a node's `index`th example, as the runner reports it. */
function exampleTestTitle(name, index) {
    return `${name} example ${index}`;
}
/**
 * The test file's text: one test per example, its steps in order, each
 * stated result an assertion — `expect(x).toEqual(value)` under vitest and
 * jest, `assert.deepStrictEqual(x, value)` under mocha and node:test. The
 * tests are async, so an example may `await`.
 */
function renderExampleTests(file) {
    // The statements written here end as the package's tests end theirs; the examples' own stay as written.
    const end = (line) => (file.semicolons === false ? line.replace(/;$/, '') : line);
    const lines = [...headerOf(file).map(end), ''];
    const call = file.framework === 'mocha' ? 'it' : 'test';
    for (const test of file.tests) {
        lines.push(`${call}(${render_test_quoted(exampleTestTitle(file.name, test.index))}, async () => {`);
        for (const step of test.steps)
            (0,arrays/* appendAll */.u2)(lines, indent(step.kind === 'code'
                ? stepLines(step, file.framework)
                : stepLines(step, file.framework).map(end)));
        lines.push(end('});'), '');
    }
    return `${lines.join('\n').trimEnd()}\n`;
}
function headerOf(file) {
    const esm = file.moduleStyle === 'esm';
    const spec = render_test_quoted(file.specifier);
    // In code-unit order, as ESLint's sort-imports wants them (vue's lint refuses any other).
    const names = [...(file.exportKind === 'named' ? [file.name] : []), ...file.alsoImported].sort();
    const lines = [];
    if (file.framework === 'vitest' && !file.globals)
        lines.push(esm
            ? "import { expect, test } from 'vitest';"
            : "const { expect, test } = require('vitest');");
    if (file.framework === 'node-test')
        lines.push(esm ? "import { test } from 'node:test';" : "const { test } = require('node:test');");
    if (file.framework === 'node-test' || file.framework === 'mocha')
        lines.push(esm
            ? "import assert from 'node:assert/strict';"
            : "const assert = require('node:assert/strict');");
    if (esm) {
        const parts = [
            ...(file.exportKind === 'named' ? [] : [file.name]),
            ...(names.length > 0 ? [`{ ${names.join(', ')} }`] : []),
        ];
        lines.push(`import ${parts.join(', ')} from ${spec};`);
    }
    else {
        if (file.exportKind === 'module')
            lines.push(`const ${file.name} = require(${spec});`);
        if (file.exportKind === 'default')
            lines.push(`const ${file.name} = require(${spec}).default;`);
        if (names.length > 0)
            lines.push(`const { ${names.join(', ')} } = require(${spec});`);
    }
    return lines;
}
function stepLines(step, framework) {
    if (step.kind === 'code')
        return step.text.split('\n');
    const expects = framework === 'vitest' || framework === 'jest';
    if (step.kind === 'date-text') {
        const [shown = '', millis] = step.expected.split('.');
        const printed = `String(${step.subject}).slice(0, ${shown.length})`;
        const equal = (actual, expected) => expects ? `expect(${actual}).toBe(${expected});` : `assert.equal(${actual}, ${expected});`;
        return [
            equal(printed, render_test_quoted(shown)),
            ...(millis === undefined
                ? []
                : [equal(`${step.subject}.getMilliseconds()`, String(Number(millis)))]),
        ];
    }
    const value = step.expected.includes('\n') ? step.expected.split('\n') : [step.expected];
    const [first = '', ...rest] = value;
    const opening = expects
        ? `expect(${step.subject}).toEqual(${first}`
        : `assert.deepStrictEqual(${step.subject}, ${first}`;
    return rest.length === 0
        ? [`${opening});`]
        : [opening, ...rest.slice(0, -1), `${rest.at(-1) ?? ''});`];
}
function indent(lines) {
    return lines.map((line) => (line === '' ? '' : `  ${line}`));
}
/** A single-quoted string literal, as most JavaScript style guides write one. */
function render_test_quoted(text) {
    return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/example-test-file.ts





/**
 * The test file written from a node's `@example` blocks, in the package's
 * framework, placed and importing as the package's tests do. Each example
 * with a checkable result is one test; the others are named in `leftOut`
 * with the reason. A node with no such example gets a note and no file.
 */
async function exampleTestFile(node, framework, placement) {
    const dialect = tryDialectOf(node.filePath);
    if (!dialect)
        return { note: `${node.filePath} is not a file the test op reads`, leftOut: [], examples: 0 };
    const module = await readNodeModule(node.text, dialect, node.name, node.startLine);
    if ('skipped' in module)
        return { note: module.skipped, leftOut: [], examples: 0 };
    const examples = module.jsDoc === undefined ? [] : jsDocExamples(module.jsDoc);
    if (examples.length === 0)
        return { note: `${node.name} has no @example in its JSDoc`, leftOut: [], examples: 0 };
    const scope = { name: node.name, exports: module.exports.filter((n) => n !== node.name) };
    const tests = [];
    for (const example of examples)
        tests.push(await exampleTest(example, dialect, scope));
    const leftOut = tests.flatMap((t) => 'skipped' in t ? [`example ${t.index}: ${t.skipped}`] : []);
    const kept = tests.flatMap((t) => ('steps' in t ? [t] : []));
    if (kept.length === 0)
        return { note: noTestNote(node.name, tests), leftOut, examples: examples.length };
    const alsoImported = [...new Set(kept.flatMap((t) => t.uses))].filter((n) => n !== node.name);
    const content = renderExampleTests({
        framework,
        moduleStyle: placement.moduleStyle,
        ...(placement.semicolons === undefined ? {} : { semicolons: placement.semicolons }),
        ...(placement.globals === undefined ? {} : { globals: placement.globals }),
        specifier: placement.specifier,
        name: node.name,
        exportKind: module.exportKind,
        alsoImported,
        tests: kept,
    });
    return {
        testPath: placement.testPath,
        content,
        titles: kept.map((t) => exampleTestTitle(node.name, t.index)),
        leftOut,
        examples: examples.length,
    };
}
/**
 * Why a node's examples give no test, as its op's summary: what the
 * examples lack when none states a result, else each one's reason (vue's
 * `isReactive` states its results, but with `ref`, from another module).
 */
function noTestNote(name, tests) {
    const reasons = tests.flatMap((t) => 'skipped' in t && t.skipped !== NO_RESULT ? [`example ${t.index}: ${t.skipped}`] : []);
    return reasons.length === 0
        ? `no example of ${name} states a result to check`
        : `no example of ${name} gives a test (${reasons.join('; ')})`;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/framework.ts


const packageSchema = schemas/* object */.Ikc({
    type: schemas/* string */.YjP().optional(),
    scripts: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    dependencies: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
    devDependencies: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
});
/** A package's own runner first: its dependencies are tried in this order. */
const BY_DEPENDENCY = [
    ['vitest', 'vitest'],
    ['jest', 'jest'],
    ['mocha', 'mocha'],
];
/**
 * The test framework of the package whose `package.json` is `text` (at
 * `shown`, for messages): the one its `test` script runs, else the first of
 * vitest, jest and mocha among its dependencies; `node --test` needs none.
 * A package with neither gets no test, and a note that says so. Text that is
 * not a package.json is TOOL_001.
 */
function detectTestFramework(text, shown) {
    let json;
    try {
        json = JSON.parse(text);
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${shown} is not JSON (${error.message})`);
    }
    const parsed = packageSchema.safeParse(json);
    if (!parsed.success)
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${shown} is not a package.json: ${parsed.error.issues[0]?.path.join('.') || 'the top level'} ` +
            `is not what npm expects (${parsed.error.issues[0]?.message ?? 'wrong shape'})`);
    const pkg = parsed.data;
    const moduleType = pkg.type === 'module' ? 'module' : 'commonjs';
    const script = typeof pkg.scripts?.test === 'string' ? pkg.scripts.test : undefined;
    const fromScript = script === undefined ? undefined : frameworkOfScript(script);
    if (fromScript && script !== undefined) {
        const because = `its test script runs ${script}`;
        if (fromScript !== 'node-test')
            return { framework: fromScript, because, moduleType };
        return { framework: fromScript, because, moduleType, nodeOptions: nodeOptionsOf(script) };
    }
    for (const [name, framework] of BY_DEPENDENCY)
        if (pkg.devDependencies?.[name] !== undefined || pkg.dependencies?.[name] !== undefined)
            return { framework, because: `it depends on ${name}`, moduleType };
    return {
        framework: undefined,
        note: `${shown} names no test framework Remora runs (vitest, jest, mocha, or node --test ` +
            'in its test script): no test is written',
        moduleType,
    };
}
/** The framework a `test` script's command runs, read word by word (`cross-env X=1 vitest run`). */
function frameworkOfScript(script) {
    for (const command of script.split(/&&|\|\||;/)) {
        const words = command.trim().split(/\s+/);
        for (const [index, word] of words.entries()) {
            const program = word.slice(word.lastIndexOf('/') + 1);
            if (program === 'vitest')
                return 'vitest';
            if (program === 'jest')
                return 'jest';
            if (program === 'mocha' || program === '_mocha')
                return 'mocha';
            if (program === 'node' && words.slice(index + 1).includes('--test'))
                return 'node-test';
        }
    }
    return undefined;
}
// Options of Node.js that take their value as the next word.
const VALUED = new Set([
    '--import',
    '--require',
    '-r',
    '--loader',
    '--experimental-loader',
    '--conditions',
    '-C',
]);
/**
 * The options of the script's `node … --test` command: the words starting
 * with `-` (and the value of those that take the next word), but the test
 * runner's own (`--test-reporter=spec`, `--test-concurrency`, …), which the
 * run sets itself; the file patterns are dropped too: the run names its file.
 */
function nodeOptionsOf(script) {
    for (const command of script.split(/&&|\|\||;/)) {
        const words = command.trim().split(/\s+/);
        const start = words.findIndex((word) => word.slice(word.lastIndexOf('/') + 1) === 'node');
        if (start === -1 || !words.includes('--test'))
            continue;
        const options = [];
        for (let i = start + 1; i < words.length; i++) {
            const word = words[i] ?? '';
            if (!word.startsWith('-') || word === '--test' || word.startsWith('--test-'))
                continue;
            options.push(word);
            if (VALUED.has(word) && words[i + 1] !== undefined)
                options.push(words[++i] ?? '');
        }
        return options;
    }
    return [];
}
/**
 * The folder of the package.json nearest to `filePath` (a workspace path,
 * `/`-separated): `filePath`'s own folder or the closest above it that
 * `exists` says holds one. Undefined when none up to the root does.
 */
async function tryNearestPackageDir(filePath, exists) {
    const parts = filePath.split('/').slice(0, -1);
    for (let depth = parts.length; depth >= 0; depth--) {
        const dir = parts.slice(0, depth).join('/');
        if (await exists(dir === '' ? 'package.json' : `${dir}/package.json`))
            return dir;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/test-layout.ts

const SCRIPT = /\.([cm]?[jt]sx?)$/;
const MARKED_TEST = /\.(test|spec)\.[cm]?[jt]sx?$/;
// One test file per source folder, named for what it is (`src/addDays/test.ts`).
const FIXED_NAME = /^(test|spec)\.[cm]?[jt]sx?$/;
const test_layout_TEST_FOLDERS = new Set(['test', 'tests', '__tests__']);
// Enough of the package's tests to read its habits; the nearest to the node first.
const test_layout_MAX_READ = 20;
/**
 * Learns from the package's existing test files where a test of `sourcePath`
 * goes (beside it, in a `__tests__` folder beside it, or in the package's
 * `test/`, `tests/` or top `__tests__` folder, mirroring the source's folders
 * when the tests do), its name (`.test` or `.spec`, and the tests'
 * extension), how it imports (`import` or `require`) and how it spells a
 * relative specifier (`.js` for a TypeScript file under NodeNext, the
 * source's own extension, or none under bundler resolution). A package with
 * no tests learns from `sibling`'s, a package of the same workspace, when
 * one is given; else it gets `test/<name>.test.<ext>` and the module type's
 * conventions.
 */
async function placeTest(sourcePath, pkg, nodeName, sibling) {
    const own = testsOf(pkg, sourcePath);
    const teacher = own.length === 0 && sibling ? sibling : pkg;
    const tests = teacher === pkg ? own : testsOf(teacher, sourcePath);
    const inTeacher = (path) => inPackage(teacher, path);
    const sourceExt = SCRIPT.exec(sourcePath)?.[1] ?? 'js';
    const isTs = sourceExt.includes('ts');
    const texts = (await Promise.all(tests.slice(0, test_layout_MAX_READ).map((path) => teacher.read(path)))).filter((text) => text !== undefined);
    const layout = majority(tests.map((path) => layoutOf(inTeacher(path)))) ?? 'test-folder';
    const marker = majority(tests.map(markerOf)) ?? 'test';
    const ext = majority(tests.map((path) => SCRIPT.exec(path)?.[1] ?? 'js')) ?? sourceExt;
    const esmDefault = isTs || pkg.moduleType === 'module' || sourceExt.startsWith('m');
    const moduleStyle = majority(texts.flatMap(styleOf)) ?? (esmDefault ? 'esm' : 'cjs');
    const ending = majority(texts.flatMap(endingsOf)) ?? (moduleStyle === 'esm' ? 'js' : 'none');
    const stem = external_node_path_.posix.basename(sourcePath).replace(SCRIPT, '');
    const testPath = freePath(testPathFor(sourcePath, pkg.packageDir, layout, tests.map(inTeacher), { marker, ext }), new Set(pkg.files), nodeName === undefined ? undefined : { stem, nodeName });
    const target = withEnding(sourcePath, ending);
    let specifier = external_node_path_.posix.relative(external_node_path_.posix.dirname(testPath), target);
    if (!specifier.startsWith('.'))
        specifier = `./${specifier}`;
    const counted = `${tests.length} existing test file${tests.length === 1 ? '' : 's'}`;
    const learntFrom = tests.length === 0
        ? 'the package has no tests: the default layout'
        : teacher === pkg
            ? `${counted} of the package`
            : `the package has no tests: ${counted} of ${teacher.packageDir}, of its workspace`;
    const semicolons = majority(texts.flatMap(semicolonVotes)) ?? true;
    return { testPath, specifier, moduleStyle, learntFrom, semicolons, globals: usesGlobals(texts) };
}
/** The package's test files but `sourcePath`, those nearest to it first. */
function testsOf(pkg, sourcePath) {
    return pkg.files
        .filter((path) => isTestFile(inPackage(pkg, path)) && path !== sourcePath)
        .sort((a, b) => sharedPrefix(b, sourcePath) - sharedPrefix(a, sourcePath) || (a < b ? -1 : 1));
}
/** A workspace path as a path in the package. */
function inPackage(pkg, path) {
    return pkg.packageDir === '' ? path : path.slice(pkg.packageDir.length + 1);
}
/** The number of test files a package holds (for choosing the sibling to learn from). */
function countTests(pkg) {
    return pkg.files.filter((path) => isTestFile(inPackage(pkg, path))).length;
}
/** One vote per line that ends a call: `expect(x).toBe(1);` for semicolons, `expect(x).toBe(1)` against. */
function semicolonVotes(text) {
    const votes = [];
    for (const line of text.split('\n')) {
        const trimmed = line.trimEnd();
        if (trimmed.endsWith(');'))
            votes.push(true);
        else if (trimmed.endsWith(')') && !/^\s*(if|for|while|switch)\b/.test(trimmed))
            votes.push(false);
    }
    return votes;
}
/** Whether every test read calls the runner's functions without importing them (vitest's `globals: true`). */
function usesGlobals(texts) {
    const calling = texts.filter((text) => /^\s*(test|it|describe)\(/m.test(text));
    return (calling.length > 0 &&
        calling.every((text) => !/['"](vitest|@jest\/globals|node:test|mocha)['"]/.test(text)));
}
/** A file of the package that is a test: `*.test.*`/`*.spec.*`, or a script in a test folder. */
function isTestFile(pathInPackage) {
    if (pathInPackage.split('/').includes('node_modules') || !SCRIPT.test(pathInPackage))
        return false;
    if (/\.d\.[cm]?ts$/.test(pathInPackage))
        return false;
    if (MARKED_TEST.test(pathInPackage) || FIXED_NAME.test(external_node_path_.posix.basename(pathInPackage)))
        return true;
    const folders = pathInPackage.split('/').slice(0, -1);
    // Support files and fixtures of a test folder are not tests.
    if (folders.some((f) => /^(fixtures?|support|helpers?|__fixtures__|__mocks__)$/.test(f)))
        return false;
    return folders.some((f) => test_layout_TEST_FOLDERS.has(f));
}
function layoutOf(pathInPackage) {
    const folders = pathInPackage.split('/').slice(0, -1);
    // A `__tests__` at the package's top is its test folder (vue: `packages/shared/__tests__`).
    if (folders[0] !== undefined && test_layout_TEST_FOLDERS.has(folders[0]))
        return 'test-folder';
    if (folders.includes('__tests__'))
        return '__tests__';
    return 'beside';
}
function testPathFor(sourcePath, packageDir, layout, tests, name) {
    const stem = external_node_path_.posix.basename(sourcePath).replace(SCRIPT, '');
    const file = name.marker === 'fixed'
        ? `test.${name.ext}`
        : `${stem}${name.marker ? `.${name.marker}` : ''}.${name.ext}`;
    const sourceDir = external_node_path_.posix.dirname(sourcePath);
    if (layout === 'beside')
        return external_node_path_.posix.join(sourceDir, file);
    if (layout === '__tests__')
        return external_node_path_.posix.join(sourceDir, '__tests__', file);
    const folder = tests.find((t) => /^(tests?|__tests__)\//.test(t))?.split('/')[0] ?? 'test';
    // Tests kept in subfolders of test/ mirror the source's folders below src/ or lib/.
    const nested = tests.some((t) => t.startsWith(`${folder}/`) && t.split('/').length > 2);
    const inPackage = packageDir === '' ? sourceDir : external_node_path_.posix.relative(packageDir, sourceDir);
    const mirrored = nested ? inPackage.replace(/^(src|lib|source)(\/|$)/, '') : '';
    return external_node_path_.posix.join(packageDir, folder, mirrored, file);
}
/** `test` or `spec` for `x.test.ts`, `fixed` for `test.ts`, `''` for a plain `x.js` in a test folder. */
function markerOf(path) {
    if (FIXED_NAME.test(external_node_path_.posix.basename(path)))
        return 'fixed';
    return MARKED_TEST.exec(path)?.[1] ?? '';
}
/**
 * `path`, or when the package already has a file there (its own tests of the
 * module), a file in an `examples` folder beside it, named for the node
 * (`examples/toRaw.spec.ts` for `reactive.spec.ts`: two functions of one
 * module get two files) or, without its name, as the taken one: the
 * generated test never replaces a file, and keeps the ending the runner's
 * patterns look for.
 */
function freePath(path, files, naming) {
    if (!files.has(path))
        return path;
    const taken = external_node_path_.posix.basename(path);
    const name = naming && taken.startsWith(`${naming.stem}.`)
        ? `${naming.nodeName}${taken.slice(naming.stem.length)}`
        : taken;
    const beside = external_node_path_.posix.join(external_node_path_.posix.dirname(path), 'examples', name);
    return files.has(beside)
        ? external_node_path_.posix.join(external_node_path_.posix.dirname(beside), `remora-${external_node_path_.posix.basename(path)}`)
        : beside;
}
/** How a test's text loads modules: one vote per import or require of a relative path. */
function styleOf(text) {
    const votes = [];
    for (const line of text.split('\n')) {
        if (/^\s*import\b[^('"]*['"]/.test(line) || /^\s*import\s*['"]/.test(line))
            votes.push('esm');
        else if (/\brequire\(\s*['"]/.test(line))
            votes.push('cjs');
    }
    return votes;
}
/** How a test's relative specifiers end: `.js` for a source file, its own ending, or none. */
function endingsOf(text) {
    const endings = [];
    for (const line of text.split('\n')) {
        const match = /(?:\bfrom\s*|\brequire\(\s*|^\s*import\s*)['"](\.\.?\/[^'"]*)['"]/.exec(line);
        const specifier = match?.[1];
        if (specifier === undefined)
            continue;
        const ext = SCRIPT.exec(specifier)?.[1];
        if (ext === undefined)
            endings.push('none');
        else if (ext.includes('ts'))
            endings.push('source');
        else
            endings.push('js');
    }
    return endings;
}
function withEnding(sourcePath, ending) {
    if (ending === 'source')
        return sourcePath;
    if (ending === 'none')
        return sourcePath.replace(SCRIPT, '');
    return sourcePath.replace(SCRIPT, (_, ext) => `.${ext.replace('ts', 'js').replace(/x$/, '')}`);
}
/** The most frequent value, the first seen winning a tie; undefined for none. */
function majority(values) {
    const counts = new Map();
    for (const value of values)
        counts.set(value, (counts.get(value) ?? 0) + 1);
    let best;
    for (const [value, count] of counts)
        if (best === undefined || count > (counts.get(best) ?? 0))
            best = value;
    return best;
}
function sharedPrefix(a, b) {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i])
        i++;
    return i;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(8815);
;// CONCATENATED MODULE: ./src/languages/typescript/testgen/workspace-root.ts




const packagesList = schemas/* array */.YOg(schemas/* string */.YjP());
// npm and yarn: `"workspaces": [...]`, or yarn's `{ "packages": [...] }`.
const packageJsonSchema = schemas/* object */.Ikc({
    workspaces: schemas/* union */.KCZ([packagesList, schemas/* object */.Ikc({ packages: packagesList.optional() })]).optional(),
});
const pnpmSchema = schemas/* object */.Ikc({ packages: packagesList.optional() }).nullable();
const lernaSchema = schemas/* object */.Ikc({ packages: packagesList.optional() });
/**
 * The workspace root above the package at `packageDir` (`/`-separated,
 * `''` for the repository's root): the nearest folder above it whose
 * `pnpm-workspace.yaml`, `package.json` `workspaces` or `lerna.json`
 * `packages` (lerna's default `packages/*` when it names none) has a pattern
 * that matches the package's folder and no `!` pattern that takes it out.
 * Undefined when none does. `known` holds the workspace's file paths; a
 * declaring file that is not JSON, or YAML, of the expected shape is TOOL_001.
 */
async function tryWorkspaceRoot(packageDir, known, read) {
    const parts = packageDir === '' ? [] : packageDir.split('/');
    for (let depth = parts.length - 1; depth >= 0; depth--) {
        const dir = parts.slice(0, depth).join('/');
        const below = parts.slice(depth).join('/');
        for (const declaring of ['pnpm-workspace.yaml', 'package.json', 'lerna.json']) {
            const path = dir === '' ? declaring : `${dir}/${declaring}`;
            if (!known.has(path))
                continue;
            const patterns = workspacePatterns(declaring, (await read(path)) ?? '', path);
            if (patterns !== undefined && includes(patterns, below))
                return { dir, declaredBy: path };
        }
    }
    return undefined;
}
/** The package patterns a declaring file lists, undefined when it declares no workspace. */
function workspacePatterns(kind, text, shown) {
    if (kind === 'pnpm-workspace.yaml') {
        const parsed = pnpmSchema.safeParse(parsedText(text, shown, 'YAML', yaml_dist/* parse */.qg));
        if (!parsed.success)
            throw notWhatItShouldBe(shown, parsed.error);
        return parsed.data?.packages;
    }
    const json = parsedText(text, shown, 'JSON', JSON.parse);
    if (kind === 'lerna.json') {
        const parsed = lernaSchema.safeParse(json);
        if (!parsed.success)
            throw notWhatItShouldBe(shown, parsed.error);
        return parsed.data.packages ?? ['packages/*'];
    }
    const parsed = packageJsonSchema.safeParse(json);
    if (!parsed.success)
        throw notWhatItShouldBe(shown, parsed.error);
    const workspaces = parsed.data.workspaces;
    return Array.isArray(workspaces) ? workspaces : workspaces?.packages;
}
function parsedText(text, shown, language, parse) {
    try {
        return parse(text);
    }
    catch (error) {
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${shown} is not ${language} (${error.message.split('\n')[0] ?? ''})`);
    }
}
function notWhatItShouldBe(shown, error) {
    const issue = error.issues[0];
    return new core_errors/* RemoraError */.LP('TOOL_001', `${shown} does not list its workspace's packages as expected: ` +
        `${issue?.path.join('.') || 'the top level'} (${issue?.message ?? 'wrong shape'})`);
}
/** Whether a package folder (relative to the root) is one the patterns take in. */
function includes(patterns, folder) {
    let inside = false;
    for (const raw of patterns) {
        const negated = raw.startsWith('!');
        const pattern = (negated ? raw.slice(1) : raw).replace(/^\.\//, '').replace(/\/+$/, '');
        // A pattern the glob syntax refuses matches nothing, as it would select no package.
        if (pattern === '' || (0,globs/* tryGlobProblem */.r8)(pattern) !== undefined)
            continue;
        if (exactMatch(pattern, folder))
            inside = !negated;
    }
    return inside;
}
/** The sweep dialect also covers a matched folder's contents: a package is its folder alone. */
function exactMatch(pattern, folder) {
    if (!(0,globs/* createGlobMatcher */.P8)(pattern, globs/* SWEEP_GLOBS */.Vf)(folder))
        return false;
    const parent = folder.split('/').slice(0, -1).join('/');
    return (parent === '' || pattern.includes('**') || !(0,globs/* createGlobMatcher */.P8)(pattern, globs/* SWEEP_GLOBS */.Vf)(parent));
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/workspace-framework.ts


// The configuration files each runner reads from the folder it starts in.
const workspace_framework_CONFIG_FILES = [
    [/^vitest\.(config|workspace)\.[cm]?[jt]s$/, 'vitest'],
    [/^jest\.config\.([cm]?[jt]s|json)$/, 'jest'],
    [/^\.mocharc\.([cm]?js|ya?ml|jsonc?)$/, 'mocha'],
];
/**
 * The runner of the package at `packageDir` and where it runs. The
 * package's own first: its package.json (the `test` script, then its
 * dependencies), then a runner's configuration file in its folder; it runs
 * there. A package that names none, in a workspace monorepo (pnpm, npm,
 * yarn, lerna: see `tryWorkspaceRoot`), gets its workspace root's, found the
 * same way, and runs from the root, with the root's configuration (its
 * aliases, setup files and projects) as the project's own `test` script
 * runs it. The module type stays the package's.
 */
async function chooseTestRunner(packageDir, known, read) {
    const own = await runnerIn(packageDir, known, read);
    if (own.framework)
        return { ...own, runDir: packageDir };
    const root = await tryWorkspaceRoot(packageDir, known, read);
    if (!root)
        return own;
    const shared = await runnerIn(root.dir, known, read);
    const rootManifest = manifestOf(root.dir);
    if (!shared.framework)
        return {
            framework: undefined,
            moduleType: own.moduleType,
            note: `neither ${manifestOf(packageDir)} nor the root of its workspace (${rootManifest}, ` +
                `as ${root.declaredBy} makes it) names a test framework Remora runs (vitest, jest, mocha, ` +
                'or node --test in the test script): no test is written',
        };
    return {
        ...shared,
        because: `its workspace root runs the tests (${root.declaredBy}): ${shared.because}`,
        moduleType: own.moduleType,
        runDir: root.dir,
    };
}
/** The runner one folder's package.json or configuration files name. */
async function runnerIn(dir, known, read) {
    const manifest = manifestOf(dir);
    const choice = known.has(manifest)
        ? detectTestFramework((await read(manifest)) ?? '', manifest)
        : { framework: undefined, note: `no ${manifest}`, moduleType: 'commonjs' };
    if (choice.framework)
        return choice;
    const prefix = dir === '' ? '' : `${dir}/`;
    for (const [pattern, framework] of workspace_framework_CONFIG_FILES) {
        const config = [...known].find((path) => path.startsWith(prefix) && pattern.test(path.slice(prefix.length)));
        if (config !== undefined)
            return {
                framework,
                because: `${config} configures it`,
                moduleType: choice.moduleType,
            };
    }
    return choice;
}
function manifestOf(dir) {
    return dir === '' ? 'package.json' : `${dir}/package.json`;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/example-test-plan.ts





/**
 * Everything before a run, from the workspace's files alone: the nearest
 * package.json, its framework (or its workspace root's, in a monorepo, see
 * `chooseTestRunner`), where the package's tests go and how they import, and
 * the test file of the node's examples. `files` are the
 * workspace's paths; `read` a file's text (undefined when absent).
 */
async function planExampleTest(node, files, read) {
    const known = new Set(files);
    const packageDir = await tryNearestPackageDir(node.filePath, (path) => Promise.resolve(known.has(path)));
    if (packageDir === undefined)
        return {
            note: `no package.json above ${node.filePath}: no test is written`,
            leftOut: [],
            examples: 0,
        };
    const choice = await chooseTestRunner(packageDir, known, read);
    if (!choice.framework)
        return { note: choice.note, leftOut: [], examples: 0 };
    const pkg = {
        packageDir,
        moduleType: choice.moduleType,
        files: filesOf(packageDir, files),
        read,
    };
    const sibling = countTests(pkg) === 0 ? trySiblingWithTests(pkg, known) : undefined;
    const placement = await placeTest(node.filePath, pkg, node.name, sibling);
    const file = await exampleTestFile(node, choice.framework, placement);
    if (!('content' in file))
        return file;
    return {
        ...file,
        framework: choice.framework,
        nodeOptions: choice.nodeOptions ?? [],
        packageDir,
        runDir: choice.runDir,
        because: choice.because,
    };
}
function filesOf(packageDir, files) {
    const prefix = packageDir === '' ? '' : `${packageDir}/`;
    return files.filter((path) => path.startsWith(prefix));
}
/**
 * For a package with no tests, in a folder of packages (vue's `packages/*`),
 * the package beside it with the most tests, whose habits its first test
 * follows; undefined when none has any. One pass over the folder's files.
 */
function trySiblingWithTests(pkg, known) {
    if (pkg.packageDir === '')
        return undefined;
    const parent = external_node_path_.posix.dirname(pkg.packageDir);
    const prefix = parent === '.' ? '' : `${parent}/`;
    const byPackage = new Map();
    for (const path of known) {
        if (!path.startsWith(prefix))
            continue;
        const name = path.slice(prefix.length).split('/')[0] ?? '';
        const dir = `${prefix}${name}`;
        if (dir === pkg.packageDir || !known.has(`${dir}/package.json`))
            continue;
        const files = byPackage.get(dir);
        if (files)
            files.push(path);
        else
            byPackage.set(dir, [path]);
    }
    let best;
    for (const [dir, files] of [...byPackage].sort(([a], [b]) => (a < b ? -1 : 1))) {
        const sibling = { ...pkg, packageDir: dir, files };
        const tests = countTests(sibling);
        if (tests > (best?.tests ?? 0))
            best = { sibling, tests };
    }
    return best?.sibling;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/installed-dependencies.ts


/**
 * The `node_modules` folders the job installed in the checkout (at
 * `checkoutRoot`) for the package at `packageDir`: its own and each one
 * above it up to the root, nearest first, as Node.js resolves them. Only
 * real folders count: a `node_modules` that is a link is not shown to the
 * sandbox.
 */
async function installedDependencies(checkoutRoot, packageDir) {
    const parts = packageDir === '' ? [] : packageDir.split('/');
    const found = [];
    for (let depth = parts.length; depth >= 0; depth--) {
        const dir = parts.slice(0, depth).join('/');
        const nodeModules = (0,external_node_path_.join)(checkoutRoot, ...parts.slice(0, depth), 'node_modules');
        const stats = await (0,promises_.lstat)(nodeModules).catch(() => undefined);
        if (stats?.isDirectory())
            found.push({ dir, nodeModules });
    }
    return found;
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/runner-command.ts


/** The package whose executable runs each framework's tests (node:test is Node's own). */
const RUNNER_PACKAGE = {
    vitest: 'vitest',
    jest: 'jest',
    mocha: 'mocha',
};
/**
 * The arguments to `node` that run one test file with the package's own
 * runner and write a machine-readable report to `report`: vitest's JUnit
 * reporter, jest's `--json`, mocha's `json` reporter (its `output` option
 * since mocha 9), node:test's JUnit reporter. `runner` is the runner's
 * executable script (its package.json `bin`); `testFile` is relative to the
 * package's folder, where it runs; `nodeOptions` are the options a package's
 * `node --test` script gives Node.js.
 */
function runnerArguments(framework, runner, testFile, report, nodeOptions = []) {
    const file = testFile.startsWith('.') ? testFile : `./${testFile}`;
    if (framework === 'node-test')
        return [
            ...nodeOptions,
            '--test',
            '--test-reporter=junit',
            `--test-reporter-destination=${report}`,
            file,
        ];
    if (runner === undefined)
        throw new Error(`${framework} needs its executable`);
    if (framework === 'vitest')
        return [runner, 'run', file, '--reporter=junit', `--outputFile=${report}`, '--watch=false'];
    if (framework === 'jest')
        return [
            runner,
            '--ci',
            '--runTestsByPath',
            file,
            '--json',
            `--outputFile=${report}`,
            '--watchman=false',
        ];
    return [runner, '--reporter', 'json', '--reporter-option', `output=${report}`, file];
}
const jestSchema = schemas/* object */.Ikc({
    testResults: schemas/* array */.YOg(schemas/* object */.Ikc({
        name: schemas/* string */.YjP().default(''),
        message: schemas/* string */.YjP().default(''),
        assertionResults: schemas/* array */.YOg(schemas/* object */.Ikc({
            title: schemas/* string */.YjP(),
            fullName: schemas/* string */.YjP().optional(),
            status: schemas/* string */.YjP(),
            failureMessages: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
        }))
            .default([]),
    })),
});
const mochaTest = schemas/* object */.Ikc({
    title: schemas/* string */.YjP(),
    fullTitle: schemas/* string */.YjP().optional(),
    file: schemas/* string */.YjP().optional(),
    err: schemas/* object */.Ikc({ message: schemas/* string */.YjP().optional() }).passthrough().default({}),
});
const mochaSchema = schemas/* object */.Ikc({
    passes: schemas/* array */.YOg(mochaTest).default([]),
    failures: schemas/* array */.YOg(mochaTest).default([]),
    pending: schemas/* array */.YOg(mochaTest).default([]),
});
/**
 * The outcomes a runner's report holds, as the JUnit summary pytest's runs
 * are read into. A report that is not the runner's shape is undefined.
 */
function tryParseRunnerReport(framework, text) {
    if (framework === 'vitest' || framework === 'node-test') {
        return /<testsuites?\b/.test(text) ? parseJUnitXml(text) : undefined;
    }
    let json;
    try {
        json = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    if (framework === 'jest') {
        const parsed = jestSchema.safeParse(json);
        if (!parsed.success)
            return undefined;
        const cases = [];
        for (const file of parsed.data.testResults) {
            // A file that failed before any test ran (a syntax error, an import that fails).
            if (file.assertionResults.length === 0 && file.message)
                cases.push({
                    test: file.name,
                    name: file.name,
                    outcome: 'error',
                    message: firstLine(file.message),
                });
            for (const result of file.assertionResults)
                cases.push({
                    test: result.fullName ?? result.title,
                    name: result.title,
                    outcome: result.status === 'passed'
                        ? 'passed'
                        : result.status === 'failed'
                            ? 'failed'
                            : 'skipped',
                    ...(result.failureMessages[0] ? { message: firstLine(result.failureMessages[0]) } : {}),
                });
        }
        return summarise(cases);
    }
    const parsed = mochaSchema.safeParse(json);
    if (!parsed.success)
        return undefined;
    const cases = [
        ...parsed.data.passes.map((t) => ({
            test: t.fullTitle ?? t.title,
            name: t.title,
            outcome: 'passed',
        })),
        ...parsed.data.failures.map((t) => ({
            test: t.fullTitle ?? t.title,
            name: t.title,
            outcome: 'failed',
            ...(t.err.message ? { message: firstLine(t.err.message) } : {}),
        })),
        ...parsed.data.pending.map((t) => ({
            test: t.fullTitle ?? t.title,
            name: t.title,
            outcome: 'skipped',
        })),
    ];
    return summarise(cases);
}
function summarise(cases) {
    const count = (outcome) => cases.filter((c) => c.outcome === outcome).length;
    return {
        passed: count('passed'),
        failed: count('failed'),
        errors: count('error'),
        skipped: count('skipped'),
        xfailed: 0,
        cases,
    };
}
function firstLine(text) {
    return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/run-example-tests.ts









// Far beyond the report of one test file; /dev/zero stops here.
const run_example_tests_MAX_REPORT_BYTES = 8 * 1024 * 1024;
const run_example_tests_OUTPUT_TAIL = 1500;
/**
 * Runs the test file with the package's own runner in the sandbox, on a
 * copy of the workspace with the checkout's installed dependencies linked
 * in (read-only), a scrubbed environment and a deadline; the report is
 * written outside the copy and read as a leftover (SANDBOX_002 for a link or
 * an oversized file). When every test passes, it runs again on a fresh copy
 * whose node file is the mutant: the test is suggested only if it fails
 * there. The first copy is never written again: the code that ran in it may
 * have left links to anywhere.
 */
async function runExampleTests(request) {
    const onNode = await runInFreshCopy(request, undefined);
    const passed = !onNode.timedOut &&
        onNode.exitCode === 0 &&
        onNode.summary !== undefined &&
        onNode.summary.passed > 0 &&
        onNode.summary.failed + onNode.summary.errors === 0;
    if (!passed)
        return { onNode, mutant: undefined, suggested: false };
    if (!request.mutant)
        return { onNode, mutant: { mutation: null, killed: false }, suggested: false };
    const again = await runInFreshCopy(request, request.mutant.text);
    const killed = !again.timedOut &&
        (again.exitCode !== 0 ||
            (again.summary !== undefined && again.summary.failed + again.summary.errors > 0));
    return { onNode, mutant: { mutation: request.mutant.mutation, killed }, suggested: killed };
}
async function runInFreshCopy(request, mutantText) {
    const view = await request.materialise();
    try {
        if (mutantText !== undefined) {
            // A link the repository keeps at the node's own path is replaced, never followed.
            const mutated = (0,external_node_path_.join)(view.dir, ...(0,workspace_path/* confineWorkspacePath */.R)(request.nodeFile).split('/'));
            await (0,promises_.rm)(mutated, { force: true });
            await (0,promises_.writeFile)(mutated, mutantText, { flag: 'wx' });
        }
        for (const installed of request.dependencies)
            await linkDependencies(installed, view.dir);
        return await runRunner(request, view.dir);
    }
    finally {
        await view.dispose();
    }
}
async function runRunner(request, copy) {
    const node = await nodeProgram(request.processEnv);
    const runner = request.framework === 'node-test'
        ? undefined
        : await runnerScript(RUNNER_PACKAGE[request.framework], request.dependencies);
    const reportDir = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'remora-test-report-'));
    const report = (0,external_node_path_.join)(reportDir, 'report');
    const runRoot = (0,external_node_path_.join)(copy, ...run_example_tests_splitDir(request.runDir));
    const testFile = request.runDir === '' ? request.testPath : request.testPath.slice(request.runDir.length + 1);
    const started = Date.now();
    try {
        const result = await request.sandbox
            .run(node.program, runnerArguments(request.framework, runner, testFile, report, request.nodeOptions), {
            copyDir: runRoot,
            env: (0,subprocess/* scrubbedEnv */.wS)(request.processEnv, { CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' }),
            readable: [...request.dependencies.map((d) => d.nodeModules), ...node.folders],
            writable: [reportDir],
            timeoutMs: request.timeoutMs,
            maxBytes: 16 * 1024 * 1024,
            ...(request.signal ? { signal: request.signal } : {}),
        })
            .catch((error) => {
            throw new core_errors/* RemoraError */.LP('TOOL_001', `could not run the ${request.framework} tests: ${error.message}`);
        });
        const read = await (0,sandbox_leftover/* readLeftoverFile */.y)(report, run_example_tests_MAX_REPORT_BYTES, `the ${request.framework} report`);
        const output = `${result.stdout.toString('utf8')}\n${result.stderr}`.trim();
        return {
            exitCode: result.exitCode,
            summary: read.kind === 'file'
                ? tryParseRunnerReport(request.framework, read.bytes.toString('utf8'))
                : undefined,
            output: output.length > run_example_tests_OUTPUT_TAIL ? `...${output.slice(-run_example_tests_OUTPUT_TAIL)}` : output,
            timedOut: result.timedOut || Date.now() - started >= request.timeoutMs,
        };
    }
    finally {
        await (0,promises_.rm)(reportDir, { recursive: true, force: true });
    }
}
/**
 * The runner's script: the `bin` its package.json names, in the nearest
 * dependencies that hold the package. Read before any code of the
 * repository runs. TOOL_001 when it is not installed.
 */
async function runnerScript(name, dependencies) {
    for (const { nodeModules } of dependencies) {
        const folder = (0,external_node_path_.join)(nodeModules, name);
        const manifest = await (0,promises_.readFile)((0,external_node_path_.join)(folder, 'package.json'), 'utf8').catch(() => undefined);
        if (manifest === undefined)
            continue;
        let bin;
        try {
            bin = JSON.parse(manifest).bin;
        }
        catch {
            continue;
        }
        const script = typeof bin === 'string' ? bin : bin?.[name];
        if (typeof script === 'string' && !(0,external_node_path_.isAbsolute)(script) && !script.split(/[\\/]/).includes('..'))
            return (0,external_node_path_.join)(await (0,promises_.realpath)(folder), script);
    }
    throw new core_errors/* RemoraError */.LP('TOOL_001', `${name} is not installed in the package's node_modules: install the project's dependencies (npm ci) before Remora runs`);
}
/** Node.js by absolute path, and the folder of its installation, shown read-only in the sandbox. */
async function nodeProgram(env) {
    for (const folder of (env.PATH ?? '').split(external_node_path_.delimiter).filter((f) => (0,external_node_path_.isAbsolute)(f))) {
        const real = await (0,promises_.realpath)((0,external_node_path_.join)(folder, 'node')).catch(() => undefined);
        if (real === undefined)
            continue;
        // <prefix>/bin/node: its prefix holds the libraries it may load beside it.
        return { program: real, folders: [(0,external_node_path_.dirname)((0,external_node_path_.dirname)(real))] };
    }
    throw new core_errors/* RemoraError */.LP('TOOL_001', 'node is not on PATH: the tests cannot run');
}
function run_example_tests_splitDir(dir) {
    return dir === '' ? [] : (0,workspace_path/* confineWorkspacePath */.R)(dir).split('/');
}

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/script-mutant.ts

const script_mutant_FLIPPED = {
    '<': '>=',
    '<=': '>',
    '>': '<=',
    '>=': '<',
    '===': '!==',
    '!==': '===',
    '==': '!=',
    '!=': '==',
};
const script_mutant_SWAPPED = { '+': '-', '-': '+', '*': '+', '/': '*' };
const FUNCTIONS = new Set([
    'function_declaration',
    'generator_function_declaration',
    'function_expression',
    'function',
    'arrow_function',
    'method_definition',
]);
const script_mutant_PASSES = ['comparison', 'arithmetic', 'integer', 'boolean'];
/**
 * The first simple mutant of the function declared by the top-level
 * statement starting on `startLine` (1-based), its nested functions aside,
 * trying in order: a comparison flipped, an arithmetic operator swapped, an
 * integer changed by one, `true` and `false` swapped; failing those, its
 * body replaced by `return undefined;` (an arrow's expression by
 * `undefined`). Undefined when the statement declares no function.
 */
async function firstScriptMutant(text, dialect, startLine) {
    return withParsedScript(text, dialect, (root) => {
        const statement = root.namedChildren.find((child) => child !== null && child.startPosition.row === startLine - 1);
        const fn = statement ? script_mutant_functionOf(statement) : undefined;
        const body = fn?.childForFieldName('body');
        if (!body)
            return undefined;
        const replace = (node, by, what) => ({
            text: text.slice(0, node.startIndex) + by + text.slice(node.endIndex),
            mutation: `${what} on line ${node.startPosition.row + 1}`,
        });
        for (const pass of script_mutant_PASSES) {
            const found = firstSwap(body, pass);
            if (found)
                return replace(found.token, found.by, `\`${found.token.text}\` turned into \`${found.by}\``);
        }
        if (body.type === 'statement_block')
            return replace(body, '{ return undefined; }', 'the body replaced by `return undefined`');
        return replace(body, 'undefined', 'the body replaced by `undefined`');
    });
}
/** The function a top-level statement declares: itself, or the value of its one declarator. */
function script_mutant_functionOf(statement) {
    const declaration = statement.type === 'export_statement'
        ? (statement.childForFieldName('declaration') ?? statement.childForFieldName('value'))
        : statement;
    if (!declaration)
        return undefined;
    if (FUNCTIONS.has(declaration.type))
        return declaration;
    if (declaration.type === 'lexical_declaration' || declaration.type === 'variable_declaration') {
        const value = declaration.namedChildren
            .find((c) => c?.type === 'variable_declarator')
            ?.childForFieldName('value');
        return value && FUNCTIONS.has(value.type) ? value : undefined;
    }
    return undefined;
}
/** The first token `pass` swaps in `node`'s own code, in source order, nested functions aside. */
function firstSwap(node, pass) {
    const here = script_mutant_swapAt(node, pass);
    if (here)
        return here;
    for (const child of node.children) {
        if (!child || FUNCTIONS.has(child.type) || child.type === 'class_declaration')
            continue;
        const found = firstSwap(child, pass);
        if (found)
            return found;
    }
    return undefined;
}
function script_mutant_swapAt(node, pass) {
    if ((pass === 'comparison' || pass === 'arithmetic') && node.type === 'binary_expression') {
        const token = node.childForFieldName('operator');
        const by = token ? (pass === 'comparison' ? script_mutant_FLIPPED : script_mutant_SWAPPED)[token.type] : undefined;
        return token && by ? { token, by } : undefined;
    }
    if (pass === 'integer' && node.type === 'number' && /^\d+$/.test(node.text))
        return { token: node, by: String(Number(node.text) + 1) };
    if (pass === 'boolean' && (node.type === 'true' || node.type === 'false'))
        return { token: node, by: node.type === 'true' ? 'false' : 'true' };
    return undefined;
}

;// CONCATENATED MODULE: ./src/languages/typescript/test/policy.ts



const planSchema = schemas/* object */.Ikc({
    test_path: schemas/* string */.YjP().min(1),
    tests: schemas/* array */.YOg(schemas/* string */.YjP()),
    left_out: schemas/* array */.YOg(schemas/* string */.YjP()).default([]),
    content: schemas/* string */.YjP().min(1),
});
const policy_runSchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    passed: schemas/* number */.aig(),
    failed: schemas/* number */.aig(),
    timed_out: schemas/* boolean */.zMY(),
    mutant: schemas/* object */.Ikc({ mutation: schemas/* string */.YjP().nullable(), killed: schemas/* boolean */.zMY() }).nullable(),
    suggested: schemas/* boolean */.zMY(),
    first_failure: schemas/* string */.YjP().optional(),
});
/**
 * The built-in test policy for TypeScript and JavaScript: the test file of
 * the node's `@example` blocks (analyze_signature writes it, in the
 * package's framework), written, run on the node and on a mutant, and kept
 * only when it passes and the mutant fails it; otherwise withdrawn, saying
 * why. No example with a checkable result: a skip with the reason.
 */
const typescriptTestPolicy = (messages) => {
    const history = (0,policy/* toolExchanges */.BN)(messages);
    const analysis = last(history, 'analyze_signature');
    if (!analysis)
        return [{ tool: 'analyze_signature', arguments: {} }];
    if (typeof analysis.result.error === 'string')
        return [(0,test_policy/* fail */.fJ)(`the examples could not be read (${analysis.result.error})`)];
    const plan = planSchema.safeParse(analysis.result);
    if (!plan.success) {
        const note = typeof analysis.result.note === 'string' ? analysis.result.note : 'no test';
        return [(0,test_policy/* skip */.iv)(note)];
    }
    const { test_path: path, tests } = plan.data;
    const writes = history.filter((e) => e.tool === 'write_test_file');
    if (writes.length === 0)
        return [{ tool: 'write_test_file', arguments: { path, content: plan.data.content } }];
    const written = writes.at(-1);
    if (typeof written?.result.error === 'string')
        return [(0,test_policy/* fail */.fJ)(`the test file could not be written (${written.result.error})`)];
    const runCall = last(history, 'run_tests');
    if (!runCall)
        return [{ tool: 'run_tests', arguments: { path } }];
    if (written?.arguments.content === '')
        return [(0,test_policy/* skip */.iv)(withdrawnBecause(runCall))];
    const run = policy_runSchema.safeParse(runCall.result);
    if (run.success && run.data.suggested)
        return [
            {
                tool: 'submit_result',
                arguments: {
                    summary: `Wrote ${tests.length} test${tests.length === 1 ? '' : 's'} from the examples in ${path}: ${run.data.passed} passing; ${run.data.mutant?.mutation ?? 'a mutant'} fails them.`,
                    tests_generated: tests.length,
                    tests_passing: run.data.passed,
                    changed_files: [path],
                },
            },
        ];
    return [{ tool: 'write_test_file', arguments: { path, content: '' } }];
};
/** Why the written test was withdrawn, from its run. */
function withdrawnBecause(runCall) {
    if (typeof runCall.result.error === 'string')
        return `the tests could not be run (${runCall.result.error})`;
    const run = policy_runSchema.safeParse(runCall.result);
    if (!run.success)
        return 'the run said something other than its result';
    const { passed, failed, timed_out, mutant, first_failure: firstFailure } = run.data;
    if (timed_out)
        return 'the tests did not end before the deadline';
    if (failed > 0 || passed === 0)
        return (`the examples do not hold as written (${failed} failing, ${passed} passing)` +
            (firstFailure ? `: ${policy_oneLine(firstFailure)}` : ''));
    return mutant?.mutation
        ? `they also pass when the code changes (${mutant.mutation}): they would not catch a mistake`
        : 'no simple change of its code could be made to check them against';
}
/**
 * The failure's message on one line, without the colon that announced the
 * details the report keeps (`Expected values to be strictly deep-equal:`),
 * cut at 200 characters (split, not matched: linear on any text).
 */
function policy_oneLine(text) {
    let line = text
        .split('\n')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .join(' ');
    let end = line.length;
    while (end > 0 && line[end - 1] === ':')
        end--;
    line = line.slice(0, end);
    return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}
function last(history, tool) {
    return history.findLast((e) => e.tool === tool);
}

;// CONCATENATED MODULE: ./src/languages/typescript/test/tools.ts











/** The node's test plan from the workspace as it is: the package, its framework, the test file of its examples. */
async function planFor(context) {
    const here = await context.locate();
    const files = await context.services.listFiles();
    return planExampleTest({
        filePath: here.node.file_path,
        text: here.text,
        name: here.node.name,
        startLine: here.node.start_line,
    }, files, (path) => context.workspace.readFile(path));
}
/**
 * `analyze_signature()` for TypeScript and JavaScript: the test file the
 * node's `@example` blocks give, in the package's framework and placed as
 * its tests are, or why there is none.
 */
const tools_analyzeSignature = async (_args, context) => {
    const plan = await planFor(context);
    if ('note' in plan)
        return { node: context.node.full_name, note: plan.note, left_out: plan.leftOut };
    return {
        node: context.node.full_name,
        framework: plan.framework,
        test_path: plan.testPath,
        tests: plan.titles,
        left_out: plan.leftOut,
        examples: plan.examples,
        content: plan.content,
    };
};
/** `read_existing_tests()`: where the node's test goes, and the tests already there. */
const tools_readExistingTests = async (_args, context) => {
    const plan = await planFor(context);
    if ('note' in plan)
        return { test_path: '', tests: [], note: plan.note };
    return { test_path: plan.testPath, tests: [] };
};
/** The package folder of a path's nearest package.json among the tree's files. */
function packageDirOf(path, files) {
    const parts = path.split('/').slice(0, -1);
    for (let end = parts.length; end >= 0; end--) {
        const dir = parts.slice(0, end).join('/');
        if (files.has(dir === '' ? 'package.json' : `${dir}/package.json`))
            return dir;
    }
    return undefined;
}
/** A test file's path, checked: in the workspace, a test file by the package's naming, never the node's own file. */
async function checkedTestPath(path, context) {
    const confined = (0,workspace_path/* confineWorkspacePath */.R)(path);
    if (confined === context.node.file_path)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'the node’s own file is not a test file');
    const files = new Set(await context.services.listFiles());
    const dir = packageDirOf(confined, files) ?? '';
    const inPackage = dir === '' ? confined : confined.slice(dir.length + 1);
    if (!isTestFile(inPackage))
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${confined} is not a test file by the package's naming`);
    return confined;
}
/** `write_test_file(path, content)`: this run's test file; empty content withdraws it. */
const tools_writeTestFile = async (args, context) => {
    const { path, content } = test_arguments/* writeTestFileArguments */.O.parse(args);
    const target = await checkedTestPath(path, context);
    if (content === '') {
        await context.workspace.deleteFile(target);
        return { path: target, withdrawn: true };
    }
    if ((await context.services.listFiles()).includes(target))
        throw new core_errors/* RemoraError */.LP('TOOL_001', `${target} exists: a test file the package has is never replaced`);
    await context.workspace.writeFile(target, content);
    return { path: target, written: true };
};
/**
 * `run_tests(path)`: runs the test file with the package's own runner in the
 * sandbox, on the node and then on a mutant of it; the test is worth
 * suggesting only when it passes on the node and fails on the mutant.
 */
const tools_runTests = async (args, context) => {
    const { path } = test_arguments/* runTestsArguments */.l.parse(args);
    if (path === undefined)
        throw new core_errors/* RemoraError */.LP('TOOL_001', 'run_tests needs the test file’s path');
    const testPath = await checkedTestPath(path, context);
    const plan = await planFor(context);
    if ('note' in plan)
        throw new core_errors/* RemoraError */.LP('TOOL_001', plan.note);
    const here = await context.locate();
    const dialect = tryDialectOf(here.node.file_path);
    const mutant = dialect
        ? await firstScriptMutant(here.text, dialect, here.node.start_line)
        : undefined;
    const run = await runExampleTests({
        sandbox: await context.services.sandbox(),
        materialise: async () => (0,workspace_materialise/* materialiseWorkspace */.k)(context.workspace, context.services.stableRoot, await context.services.trackedFiles?.()),
        framework: plan.framework,
        nodeOptions: plan.nodeOptions,
        runDir: plan.runDir,
        testPath,
        nodeFile: here.node.file_path,
        mutant,
        dependencies: await installedDependencies(context.services.stableRoot, plan.packageDir),
        processEnv: context.services.processEnv,
        timeoutMs: context.services.commandTimeoutMs,
        ...(context.signal ? { signal: context.signal } : {}),
    });
    const summary = run.onNode.summary;
    const firstFailure = summary?.cases.find((c) => c.outcome === 'failed' || c.outcome === 'error')?.message;
    return {
        path: testPath,
        passed: summary?.passed ?? 0,
        failed: (summary?.failed ?? 0) + (summary?.errors ?? 0),
        timed_out: run.onNode.timedOut,
        mutant: run.mutant ?? null,
        suggested: run.suggested,
        ...(firstFailure ? { first_failure: firstFailure } : {}),
        ...(run.suggested ? {} : { output: run.onNode.output.slice(-1500) }),
    };
};
/** The test op for TypeScript and JavaScript: tests from `@example`, in the package's own framework. */
const testEngine = {
    policy: typescriptTestPolicy,
    tools: {
        analyze_signature: tools_analyzeSignature,
        read_existing_tests: tools_readExistingTests,
        write_test_file: tools_writeTestFile,
        run_tests: tools_runTests,
    },
    contextProviders: {
        test_config: async () => "Tests here are written in the package's own framework (vitest, jest, mocha or node:test), from the node's @example blocks.",
    },
};

// EXTERNAL MODULE: ./src/languages/typescript/discovery/jsdoc-above.ts
var jsdoc_above = __webpack_require__(2917);
;// CONCATENATED MODULE: ./src/languages/typescript/scope.ts

/**
 * Test files as vitest, jest, mocha and node:test find them: `*.test.*` and
 * `*.spec.*` scripts, anything under a `__tests__/`, `test/` or `tests/` folder.
 */
const scope_TEST_FILE = /(^|\/)(__tests__|tests?)\/|\.(test|spec)\.[cm]?[jt]sx?$/i;
/** The decorators and modifiers a class member's text may start with before its name. */
const LEADING = /^(?:\s*@[\w$.]+(?:\([^)]*\))?)*\s*(?:(?:public|static|readonly|override|async|abstract|declare|accessor)\s+)*/;
/** Whether a file path is test code as JavaScript's test runners find it. */
function scope_isTestPath(filePath) {
    return scope_TEST_FILE.test(filePath);
}
/** What a class member's text says after its decorators and its other modifiers. */
function memberHead(node) {
    return node.text.replace(LEADING, '');
}
/**
 * Whether a JSDoc block (`/** … *\/`) stands right before the definition
 * starting on `startLine` of the text, past blank lines and one-line
 * decorators, as TypeScript attaches it.
 */
function hasJsDocBefore(text, startLine) {
    return (0,jsdoc_above/* jsDocAbove */.d)(text.split('\n'), startLine) !== undefined;
}
/**
 * TypeScript's and JavaScript's scope facts: test files, `#private` names
 * and `private`/`protected` members, setters, and a private member's JSDoc
 * (read from the file's text: it stands before the node's). Overload
 * signatures, `declare`d definitions and declaration files (`.d.ts`) are not
 * nodes at all.
 */
const typescriptScope = {
    isTestPath: scope_isTestPath,
    whyAccessor: (node) => node.node_type === 'method' && /^set(\s+[#\w$]|\s*\[)/.test(memberHead(node))
        ? `${node.full_name} is a property setter`
        : undefined,
    isPrivate: (node) => node.full_name.split('.').some((part) => part.startsWith('#')) ||
        (node.node_type === 'method' && /^(private|protected)\b/.test(memberHead(node))),
    isDocumented: (node, fileText) => fileText !== undefined && hasJsDocBefore(fileText, node.start_line),
};

;// CONCATENATED MODULE: ./src/languages/typescript/testgen/merge-test-files.ts

// `import ... from '...'`, `import '...'` and `const { a } = require('...')`.
const IMPORT_START = /^(?:import\b|(?:const|let|var)\s[^=]*=\s*require\()/;
// One line importing names: `import { a, b } from 'x';`, `const { a, b } = require('x');`.
const NAMED_IMPORT = /^import \{ ([\w$, ]+) \} from ('[^']*'|"[^"]*");?$/;
const NAMED_REQUIRE = /^const \{ ([\w$, ]+) \} = require\(('[^']*'|"[^"]*")\);?$/;
/**
 * Test files the test op writes for two nodes of one module land at one path
 * (the module's test file, new): their versions merge into one file holding
 * both's imports (names from one module joined on one line) and both's
 * tests, the first's before the second's. Only new test files (no base: the
 * op never edits a file the package has); a statement both write
 * differently (one test title, two bodies) keeps the conflict (undefined).
 */
function mergeExampleTestFiles(path, base, current, incoming) {
    if (base !== undefined || current === undefined || incoming === undefined)
        return undefined;
    if (!scope_isTestPath(path))
        return undefined;
    const ours = statements(current);
    const theirs = statements(incoming);
    const imports = ours.filter((s) => s.kind === 'import').map(merge_test_files_text);
    const body = ours.filter((s) => s.kind === 'other');
    for (const statement of theirs) {
        const line = merge_test_files_text(statement);
        if (statement.kind === 'import') {
            if (!imports.includes(line))
                joinImport(imports, line);
            continue;
        }
        const same = body.find((s) => s.lines[0] === statement.lines[0]);
        if (same === undefined)
            body.push(statement);
        else if (merge_test_files_text(same) !== line)
            return undefined;
    }
    const head = imports.join('\n');
    const rest = body.map(merge_test_files_text).join('\n\n');
    return `${head}${head && rest ? '\n\n' : ''}${rest}\n`;
}
/** Adds an import line, joining its names into a line importing others from the same module. */
function joinImport(imports, line) {
    for (const pattern of [NAMED_IMPORT, NAMED_REQUIRE]) {
        const wanted = pattern.exec(line);
        if (!wanted)
            continue;
        const at = imports.findIndex((other) => pattern.exec(other)?.[2] === wanted[2]);
        const other = at === -1 ? undefined : pattern.exec(imports[at]);
        if (!other)
            break;
        const had = merge_test_files_names(other[1]);
        const added = merge_test_files_names(wanted[1]).filter((name) => !had.includes(name));
        const sorted = had.every((name, i) => i === 0 || had[i - 1] <= name);
        const all = [...had, ...added];
        if (sorted)
            all.sort();
        imports[at] = imports[at].replace(other[1], all.join(', '));
        return;
    }
    imports.push(line);
}
function merge_test_files_names(list) {
    return list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
}
function merge_test_files_text(statement) {
    return statement.lines.join('\n');
}
/**
 * A script's top-level statements: each starts on a line at the left margin
 * that does not close a bracket, and runs to the next; blank lines between
 * them are not kept.
 */
function statements(source) {
    const found = [];
    for (const line of source.replace(/\s+$/, '').split('\n')) {
        const starts = /^[^\s)\]}]/.test(line);
        const last = found[found.length - 1];
        if (starts || !last)
            found.push({ kind: IMPORT_START.test(line) ? 'import' : 'other', lines: [line] });
        else
            last.lines.push(line);
    }
    for (const statement of found)
        while (statement.lines.length > 1 && statement.lines[statement.lines.length - 1]?.trim() === '')
            statement.lines.pop();
    return found;
}

;// CONCATENATED MODULE: ./src/languages/typescript/language.ts






/**
 * TypeScript and JavaScript: lint by the project's own Biome or ESLint
 * (whichever configuration governs the file; ESLint in the sandbox), docs as JSDoc/TSDoc, tests from
 * `@example` blocks in the package's own framework (two nodes' new tests of
 * one module merged into one file).
 */
const language_languages = typescript_manifest/* manifests */.L.map((manifest) => ({
    ...manifest,
    ops: { docstring: docstringEngine, test: testEngine },
    scope: typescriptScope,
    structuralMerge: mergeExampleTestFiles,
    createLinters: (host) => createProjectLinter({
        stable: host.stable,
        checkoutRoot: host.stableRoot,
        ...(host.trackedFiles ? { trackedFiles: host.trackedFiles } : {}),
        ...(host.execute ? { execute: host.execute } : {}),
    }),
}));

;// CONCATENATED MODULE: ./src/languages/bundled-languages.ts


/** Every language with a folder, in folder order. */
const BUNDLED_LANGUAGES = [...languages, ...language_languages];

// EXTERNAL MODULE: ./src/languages/language.ts
var languages_language = __webpack_require__(9985);
;// CONCATENATED MODULE: ./src/languages/registry.ts




/** The languages that ship with Remora, with their code. */
const BUILTIN_LANGUAGES = BUNDLED_LANGUAGES;
/** A language table of these languages: which one owns a file, by its ending. */
function languageTable(languages) {
    return { all: languages, of: (filePath) => (0,languages_language/* tryLanguageOf */.x)(languages, filePath) };
}
/** The structural merge of the language that owns each path, where it has one. */
function structuralMergeOf(languages) {
    return (path, base, current, incoming) => (0,languages_language/* tryLanguageOf */.x)(languages, path)?.structuralMerge?.(path, base, current, incoming);
}
/** {@link structuralMergeOf} the languages that ship with Remora. */
const BUILTIN_STRUCTURAL_MERGE = structuralMergeOf(BUILTIN_LANGUAGES);
/**
 * The filler a diff's added lines hold, each file's part judged by the
 * language that owns the file; a file no language owns, or whose language
 * finds none, has none.
 */
function fillerInDiffOf(languages) {
    return (diff) => {
        const parts = new Map();
        let current;
        let previous = '';
        for (const line of diff.split('\n')) {
            if (line.startsWith('+++ ') && previous.startsWith('--- ')) {
                const language = (0,languages_language/* tryLanguageOf */.x)(languages, line.slice(4).replace(/^b\//, '').trim());
                current = language?.findFillerInDiff ? (parts.get(language) ?? []) : undefined;
                if (language && current)
                    parts.set(language, current);
            }
            current?.push(line);
            previous = line;
        }
        return [...parts].flatMap(([language, lines]) => language.findFillerInDiff ? language.findFillerInDiff(lines.join('\n')) : []);
    };
}
/** {@link fillerInDiffOf} the languages that ship with Remora. */
const registry_findFillerInDiff = fillerInDiffOf(BUILTIN_LANGUAGES);
/**
 * Whether a file is test code as any of the languages' test runners would
 * find it: a test folder holds fixtures and data of no language as well.
 */
function testPathOf(languages) {
    return (filePath) => languages.some((language) => language.scope?.isTestPath(filePath) ?? false);
}
/** {@link testPathOf} the languages that ship with Remora. */
const registry_isTestPath = testPathOf(BUILTIN_LANGUAGES);
/** The registry of the ops and languages that ship with Remora. */
const BUILTIN_REGISTRY = (0,registry/* createOpRegistry */.Lb)(bundled_ops/* BUNDLED_OPS */.E, languageTable(BUILTIN_LANGUAGES));


/***/ }),

/***/ 2199:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

// Loads Ruff's WebAssembly package on first use. A static require the bundler
// can follow (so the package and its .wasm travel inside dist/), deferred until
// called: requiring it compiles a 10 MB module. The package is named literally
// at each require, or the bundler would not carry it.

const fs = __webpack_require__(9896);

/**
 * The package, loaded once. Given `compiled` (its .wasm compiled beforehand,
 * off the main thread), the package's own synchronous
 * `new WebAssembly.Module(bytes)` is answered with that module instead of
 * compiling the bytes again, and its `readFileSync` of the 10 MB .wasm with
 * no bytes, which that constructor never looks at: both are swapped only
 * while the package's code runs, which is synchronous, so nothing else sees
 * them.
 */
exports.M = (compiled) => {
  if (!compiled) return __webpack_require__(7688);
  const wasm = globalThis.WebAssembly;
  const original = { Module: wasm.Module, readFileSync: fs.readFileSync };
  wasm.Module = function PrecompiledRuffModule() {
    return compiled;
  };
  fs.readFileSync = function readOnceCompiled(path, ...rest) {
    return String(path).endsWith('ruff_wasm_bg.wasm')
      ? new Uint8Array(0)
      : original.readFileSync.call(fs, path, ...rest);
  };
  try {
    return __webpack_require__(7688);
  } finally {
    wasm.Module = original.Module;
    fs.readFileSync = original.readFileSync;
  }
};


/***/ }),

/***/ 5191:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {

// Loads Biome's WebAssembly package on first use. A static require the bundler
// can follow (so the package and its .wasm travel inside the bundle), deferred
// until called: requiring it compiles a 45 MB module, which runs that lint no
// TypeScript or JavaScript should not pay for. The package is named literally.

/** The package, loaded once (require caches it). */
exports.N = () => __webpack_require__(9823);


/***/ })

};
