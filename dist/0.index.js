export const id = 0;
export const ids = [0];
export const modules = {

/***/ 9295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ isBundled),
/* harmony export */   Q: () => (/* binding */ assetPath)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);




const here = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
const bundled = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, 'web-tree-sitter.wasm'));
/**
 * Where a runtime asset (a .wasm file, a query pack, the op folders' agents) lives.
 * In the bundle every asset sits beside `index.js`, so `node dist/index.js`
 * works from any directory; from source they come from node_modules and the
 * repository's folders.
 */
function assetPath(name, 
/**
 * The npm package a .wasm comes from (a linter's, or a grammar's when not
 * named after its file), found beside the package's entry.
 */
fromPackage) {
    if (bundled)
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, name);
    const repoRoot = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(here, '..', '..', '..');
    if (name.startsWith('queries/') || name.startsWith('languages/'))
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repoRoot, 'src', name);
    if (name === 'ops' || name.startsWith('ops/'))
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(repoRoot, 'src', name);
    const require = (0,node_module__WEBPACK_IMPORTED_MODULE_1__.createRequire)(import.meta.url);
    if (name === 'web-tree-sitter.wasm' || name === 'web-tree-sitter.cjs')
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve('web-tree-sitter/web-tree-sitter.wasm')), name);
    if (fromPackage && !name.startsWith('tree-sitter-'))
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve(fromPackage)), name);
    const grammar = /^tree-sitter-([a-z_]+)\.wasm$/.exec(name);
    if (grammar) {
        const from = fromPackage ?? `tree-sitter-${grammar[1]}`;
        return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(require.resolve(`${from}/package.json`)), name);
    }
    throw new Error(`unknown asset ${name}`);
}
/** True when running from the committed bundle rather than from source. */
function isBundled() {
    return bundled;
}


/***/ }),

/***/ 7109:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ tryResolveInside),
/* harmony export */   p: () => (/* binding */ readConfinedFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _workspace_tree_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5606);



/**
 * Reads `path` (absolute, or relative to `root`) unless it resolves to a file
 * outside `root`. A repository may link `remora.yaml` or an agent file to
 * anywhere on the machine that reviews it; reading through such a link would
 * hand that file to the parser and its errors to the log.
 */
async function readConfinedFile(root, path) {
    const where = await tryResolveInside(root, path);
    if (where.kind !== 'inside')
        return where;
    try {
        return { kind: 'read', bytes: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(where.real) };
    }
    catch {
        return { kind: 'missing' };
    }
}
/** Where `path` really is: inside `root` (with its resolved path), outside it, or nowhere. */
async function tryResolveInside(root, path) {
    // A link loop or a dangling link reads as missing: there is nothing to read either way.
    const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, path)).catch(() => undefined);
    if (real === undefined)
        return { kind: 'missing' };
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(root).catch(() => (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root));
    return (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_2__/* .isInside */ .FK)(realRoot, real) ? { kind: 'inside', real } : { kind: 'outside' };
}


/***/ }),

/***/ 3139:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ readLeftoverFile)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);



const CHUNK = 64 * 1024;
// No link is followed at the last step, and a FIFO opens at once instead of waiting for a writer.
const OPEN_FLAGS = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK;
/**
 * Reads a file that code from the repository could have written or replaced
 * (a pytest report, a file of a materialised copy after a tool ran in it),
 * trusting nothing about it: a symbolic link at `path` is refused, not
 * followed; a FIFO, socket or device is refused, never waited on; a file
 * larger than `maxBytes` is refused, and no more than that is ever read
 * (`/dev/zero` or a sparse file of terabytes cost nothing to make).
 * SANDBOX_002 for each. `path`'s folders must be Remora's own, or resolved
 * after the code that could change them has ended.
 */
async function readLeftoverFile(path, maxBytes, shown) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, OPEN_FLAGS);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT')
            return { kind: 'absent' };
        if (code === 'ELOOP')
            throw leftover(shown, 'is a symbolic link');
        throw error;
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile())
            throw leftover(shown, `is ${kindOf(stats)}, not a regular file`);
        if (stats.size > maxBytes)
            throw tooLarge(shown, maxBytes);
        // The size said is only a hint: read on to the end, one chunk at a time, up to the cap.
        const chunks = [];
        let total = 0;
        for (;;) {
            const chunk = Buffer.alloc(Math.min(CHUNK, maxBytes + 1 - total));
            const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
            if (bytesRead === 0)
                break;
            chunks.push(chunk.subarray(0, bytesRead));
            total += bytesRead;
            if (total > maxBytes)
                throw tooLarge(shown, maxBytes);
        }
        return { kind: 'file', bytes: Buffer.concat(chunks, total) };
    }
    finally {
        await handle.close();
    }
}
function kindOf(stats) {
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isDirectory())
        return 'a folder';
    return 'a device';
}
function tooLarge(shown, maxBytes) {
    return leftover(shown, `is larger than ${maxBytes} bytes`);
}
function leftover(shown, what) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RemoraError */ .LP('SANDBOX_002', `${shown} ${what}: code from the repository left it where Remora reads after a sandboxed run, and it is not read`);
}


/***/ }),

/***/ 5606:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ isInside),
/* harmony export */   Gm: () => (/* binding */ forEachLimit),
/* harmony export */   I3: () => (/* binding */ listTreeFiles),
/* harmony export */   RE: () => (/* binding */ tryRealpath),
/* harmony export */   qj: () => (/* binding */ trackedFolders),
/* harmony export */   tn: () => (/* binding */ assertResolvedInside),
/* harmony export */   xO: () => (/* binding */ readInside)
/* harmony export */ });
/* unused harmony exports SKIPPED_FOLDERS, slashRelative */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);
/* harmony import */ var _core_workspace_workspace_path_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9806);
/* harmony import */ var _languages_manifests_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9565);
/* harmony import */ var _sandbox_leftover_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3139);






/**
 * Folders never copied into, or read back from, a materialised workspace:
 * git's own data, and the languages' tool folders, third-party code and
 * caches tools regenerate (stale `.pyc` files are worse than none, and read
 * back they would pollute the diff).
 */
const SKIPPED_FOLDERS = new Set(['.git', ..._languages_manifests_js__WEBPACK_IMPORTED_MODULE_4__/* .TOOL_FOLDERS */ .RQ]);
/** `relative()` with '/' separators, whatever the platform. */
function slashRelative(from, to) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(from, to).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
/** True when `target` is `root` or below it; both must be absolute and resolved. */
function isInside(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
    return rel === '' || (!(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) && rel !== '..' && !rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`));
}
/** `realpath`, or undefined when the path (or a link's target) does not exist. */
async function tryRealpath(path, shown) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(path);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        if (code === 'ELOOP')
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RemoraError */ .LP('TOOL_001', `path ${JSON.stringify(shown)} is a symbolic link loop`);
        throw error;
    }
}
/**
 * Checks that a resolved path stays in the (resolved) root and out of `.git`:
 * a link must not lead a tool where a plain path could not.
 */
function assertResolvedInside(realRoot, real, shown) {
    if (!isInside(realRoot, real))
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RemoraError */ .LP('TOOL_001', `path ${JSON.stringify(shown)} resolves outside the repository; expected a file inside it`);
    if (real !== realRoot)
        (0,_core_workspace_workspace_path_js__WEBPACK_IMPORTED_MODULE_3__/* .confineWorkspacePath */ .R)(slashRelative(realRoot, real));
}
// A run lists its tracked files once and copies them per tool call: their folders are worked out once too.
const foldersOfTracked = new WeakMap();
/** Every folder above a tracked path, '' aside: the folders a walk of tracked files enters. */
function trackedFolders(tracked) {
    const known = foldersOfTracked.get(tracked);
    if (known)
        return known;
    const folders = new Set();
    for (const path of tracked)
        for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1))
            folders.add(path.slice(0, slash));
    foldersOfTracked.set(tracked, folders);
    return folders;
}
/**
 * Every regular file and symbolic link under `root`, sorted by path, skipping
 * {@link SKIPPED_FOLDERS}. Links are listed, never followed, so a link loop or
 * a link out of the tree cannot widen the walk. With `tracked`, only those
 * paths are listed, and a folder holding none of them is not entered: what
 * earlier workflow steps left in the checkout (a cloud credential, a `.env`)
 * is no file of the tree.
 */
async function listTreeFiles(root, tracked) {
    const found = [];
    const folders = tracked && trackedFolders(tracked);
    const walk = async (dir, prefix) => {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        for (const entry of entries) {
            const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
            if (entry.isDirectory()) {
                if (SKIPPED_FOLDERS.has(entry.name) || (folders && !folders.has(path)))
                    continue;
                await walk((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name), path);
            }
            else if (tracked && !tracked.has(path))
                continue;
            else if (entry.isSymbolicLink())
                found.push({ path, kind: 'symlink' });
            else if (entry.isFile())
                found.push({ path, kind: 'file' });
        }
    };
    if ((await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(root)).isDirectory())
        await walk(root, '');
    return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/**
 * Reads a repository-relative path under a resolved root, following links only
 * while they stay inside it (and out of `.git`). Folders, FIFOs, sockets and
 * devices read as absent. With `maxBytes` (a folder code from the repository
 * wrote in), the file is read as {@link readLeftoverFile} reads it: opened
 * without following a link or waiting on it, at most `maxBytes`, SANDBOX_002
 * beyond.
 */
async function readInside(realRoot, path, maxBytes) {
    const real = await tryRealpath((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, ...path.split('/')), path);
    if (real === undefined)
        return { kind: 'absent' };
    try {
        assertResolvedInside(realRoot, real, path);
    }
    catch (error) {
        if (error instanceof _core_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RemoraError */ .LP)
            return { kind: 'outside' };
        throw error;
    }
    if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(real)).isFile())
        return { kind: 'absent' };
    if (maxBytes === undefined)
        return { kind: 'file', bytes: await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(real) };
    const read = await (0,_sandbox_leftover_js__WEBPACK_IMPORTED_MODULE_5__/* .readLeftoverFile */ .y)(real, maxBytes, path);
    return read.kind === 'file' ? read : { kind: 'absent' };
}
/** Runs `task` over `items` with at most `limit` at once: thousands of files, not thousands of open handles. */
async function forEachLimit(items, limit, task) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await task(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}


/***/ }),

/***/ 8125:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uT: () => (/* binding */ DIFF_FLAGS),
  Z0: () => (/* binding */ createGitCommands),
  Ix: () => (/* binding */ execGit),
  EO: () => (/* binding */ runGit)
});

// UNUSED EXPORTS: scrubbedGitEnv

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/adapters/git/git-batch.ts
const OBJECT_HEADER = /^[0-9a-f]{40,64} (\w+) (\d+)$/;
// `--follow-symlinks` answers that carry a body: `<kind> <size>\n<size bytes>\n`.
const SIZED_ANSWER = /^(symlink|loop|dangling|notdir) (\d+)$/;
/**
 * Reads the answers of one `git cat-file --batch` call, one per name asked, in
 * order: an object header then its bytes; `<name> missing` alone; and with
 * `--follow-symlinks`, links git could not follow inside the tree.
 */
function parseBatchAnswers(stdout, count) {
    const answers = [];
    let offset = 0;
    while (answers.length < count) {
        const newline = stdout.indexOf(10, offset);
        const end = newline < 0 ? stdout.length : newline;
        const header = stdout.subarray(offset, end).toString('utf8');
        const body = end + 1;
        const object = OBJECT_HEADER.exec(header);
        const sized = SIZED_ANSWER.exec(header);
        if (object) {
            const size = Number(object[2]);
            answers.push(object[1] === 'blob'
                ? { kind: 'blob', bytes: stdout.subarray(body, body + size) }
                : { kind: 'absent' });
            offset = body + size + 1;
        }
        else if (sized) {
            // In-tree links are followed by git itself; these are the ones it could not follow.
            if (sized[1] === 'symlink')
                answers.push({ kind: 'outside', detail: 'a link out of the tree' });
            else if (sized[1] === 'loop')
                answers.push({ kind: 'outside', detail: 'a symbolic link loop' });
            else
                answers.push({ kind: 'absent' }); // dangling (a link to nothing), notdir
            offset = body + Number(sized[2]) + 1;
        }
        else {
            answers.push({ kind: 'absent' }); // `<name> missing`, `<name> ambiguous`, or no answer
            offset = body;
        }
    }
    return answers;
}

// EXTERNAL MODULE: ./src/adapters/process/subprocess.ts
var subprocess = __webpack_require__(2091);
;// CONCATENATED MODULE: ./src/adapters/git/git-commands.ts




/** Flags that pin the diff format, whatever the user's config says. */
const DIFF_FLAGS = [
    '--no-color',
    '--no-ext-diff',
    '--no-textconv',
    '--src-prefix=a/',
    '--dst-prefix=b/',
];
/**
 * The environment of every git subprocess: no secrets (the allowlist of
 * scrubbedEnv), no user or system configuration (a developer's
 * `diff.noprefix` or colour settings would change the text we parse), no
 * prompts, no lazy fetches from a partial clone's remote, and every path a
 * file's name, never a pattern: a pull request's file named `:(glob)*` or
 * `::x.py` would otherwise be pathspec magic.
 */
function scrubbedGitEnv(env = process.env) {
    return (0,subprocess/* scrubbedEnv */.wS)(env, {
        LC_ALL: 'C',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: external_node_os_.devNull,
        GIT_TERMINAL_PROMPT: '0',
        GIT_NO_LAZY_FETCH: '1',
        GIT_OPTIONAL_LOCKS: '0',
        GIT_LITERAL_PATHSPECS: '1',
    });
}
/**
 * Runs git in `cwd` without a shell: the one way Remora runs git. A non-zero
 * exit is a result; failing to start is GIT_001.
 */
async function execGit(args, cwd, options = {}) {
    // Runners check out as another user inside containers; trusting the folder
    // on the command line is the protected way to allow that.
    const fullArgs = ['-c', `safe.directory=${cwd}`, '-c', 'core.quotePath=true', ...args];
    try {
        return await (0,subprocess/* runProgram */.mB)('git', fullArgs, {
            cwd,
            env: { ...scrubbedGitEnv(options.env), ...options.extraEnv },
            ...(options.input === undefined ? {} : { input: options.input }),
        });
    }
    catch (error) {
        throw new errors/* RemoraError */.LP('GIT_001', `could not run git: ${error.message}`, {
            cause: error,
        });
    }
}
/** Runs git; its stdout when the exit code is one of `okCodes`, else GIT_001 with git's message. */
async function runGit(args, cwd, okCodes = [0]) {
    const result = await execGit(args, cwd);
    if (okCodes.includes(result.exitCode))
        return result.stdout;
    throw new errors/* RemoraError */.LP('GIT_001', `git ${args.join(' ')} failed: ${result.stderr.trim()}`);
}
// An object id no repository holds: cat-file answers it `missing`.
const MISSING_OBJECT = '0'.repeat(40);
/** The {@link GitCommands} for `cwd`; starts nothing until a method is called. */
function createGitCommands(cwd, env = process.env) {
    const exec = (args, input) => execGit(args, cwd, { env, ...(input === undefined ? {} : { input }) });
    const tryText = async (args) => {
        const result = await exec(args);
        return result.exitCode === 0 ? result.stdout.toString('utf8') : undefined;
    };
    return {
        cwd,
        exec,
        async tryResolveCommit(revision) {
            const args = ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`];
            return (await tryText(args))?.trim() || undefined;
        },
        async tryMergeBase(a, b) {
            return (await tryText(['merge-base', a, b]))?.trim() || undefined;
        },
        async isShallow() {
            return (await tryText(['rev-parse', '--is-shallow-repository']))?.trim() === 'true';
        },
        tryDiff(args) {
            return tryText(['diff', ...DIFF_FLAGS, ...args]);
        },
        async readObjects(names, followSymlinks = false) {
            if (names.length === 0)
                return [];
            // The batch reads one name a line: a path holding a newline is named by its object id.
            const lines = await Promise.all(names.map(async (name) => name.includes('\n')
                ? ((await tryText(['rev-parse', '--verify', '--quiet', '--end-of-options', name]))?.trim() ?? MISSING_OBJECT)
                : name));
            const batch = ['cat-file', '--batch', ...(followSymlinks ? ['--follow-symlinks'] : [])];
            const result = await exec(batch, lines.map((line) => `${line || MISSING_OBJECT}\n`).join(''));
            if (result.exitCode !== 0)
                throw new errors/* RemoraError */.LP('GIT_001', `git cat-file failed: ${result.stderr.trim()}`);
            return parseBatchAnswers(result.stdout, names.length);
        },
    };
}


/***/ }),

/***/ 2091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   by: () => (/* binding */ describeTimeout),
/* harmony export */   hb: () => (/* binding */ openProgram),
/* harmony export */   mB: () => (/* binding */ runProgram),
/* harmony export */   rx: () => (/* binding */ stopAllPrograms),
/* harmony export */   wS: () => (/* binding */ scrubbedEnv)
/* harmony export */ });
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1421);
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_child_process__WEBPACK_IMPORTED_MODULE_0__);

// Variables a child process may see. Everything else (tokens, API keys, the
// runner's secrets) is dropped: an allowlist cannot leak a secret it never named.
const SAFE_VARIABLES = [
    'PATH',
    'HOME',
    'USER',
    'LOGNAME',
    'LANG',
    'LANGUAGE',
    'TZ',
    'TMPDIR',
    'TEMP',
    'TMP',
    'TERM',
    'SYSTEMROOT',
];
/** The environment for a subprocess: the safe variables of `env`, the locale, plus `extra`. */
function scrubbedEnv(env, extra = {}) {
    const clean = {};
    // Only the names kept are read: a value of process.env is fetched from the
    // environment each time it is read, and this runs before every program started.
    for (const name of Object.keys(env)) {
        if (!SAFE_VARIABLES.includes(name) && !name.startsWith('LC_'))
            continue;
        const value = env[name];
        if (value !== undefined)
            clean[name] = value;
    }
    return { ...clean, ...extra };
}
const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_KILL_GRACE_MS = 2_000;
// On POSIX a child leads its own process group, so the group can be signalled whole.
const OWN_GROUP = process.platform !== 'win32';
/** Signals the child's whole process group (its children and theirs), or just it where groups are not. */
function signalGroup(child, signal) {
    if (child.pid === undefined)
        return;
    try {
        if (OWN_GROUP)
            process.kill(-child.pid, signal);
        else
            child.kill(signal);
    }
    catch {
        // The group is gone already.
    }
}
/**
 * After the timeout, SIGTERM to the child's group, then SIGKILL after the
 * grace period; returns what cancels both.
 */
function armTimeout(child, options, onTimeout) {
    let killer;
    const timer = setTimeout(() => {
        onTimeout();
        signalGroup(child, 'SIGTERM');
        killer = setTimeout(() => signalGroup(child, 'SIGKILL'), options.killGraceMs ?? DEFAULT_KILL_GRACE_MS);
    }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    return () => {
        clearTimeout(timer);
        clearTimeout(killer);
    };
}
// Every child running now, so that a run told to stop can end them all at once.
const running = new Set();
/**
 * Kills every program this process started and is still waiting for, with
 * everything they started: a run told to stop (SIGTERM) does not wait for a
 * test suite to finish. Their runs resolve as killed by a signal.
 */
function stopAllPrograms() {
    for (const child of running)
        signalGroup(child, 'SIGKILL');
}
/** "timed out after 1.5 s": how a timeout reads in a message. */
function describeTimeout(timeoutMs) {
    return `timed out after ${Number((timeoutMs / 1000).toFixed(3))} s`;
}
/** Starts a program without a shell, piped, in a process group of its own, and counts it as running. */
function startInGroup(file, args, options) {
    const child = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.spawn)(file, [...args], {
        cwd: options.cwd,
        env: options.env,
        detached: OWN_GROUP,
        stdio: ['pipe', 'pipe', 'pipe'],
        windowsHide: true,
    });
    running.add(child);
    return child;
}
/**
 * Runs a program without a shell and collects its output; a non-zero exit is
 * a result, not an exception (only a failure to start, or output beyond
 * `maxBytes`, rejects). The program runs in a process group of its own: on
 * timeout the whole group gets SIGTERM, then SIGKILL after a grace period, so
 * nothing it started outlives it; what it left running when it exited is
 * killed too. A program that exits without reading its input is not an error.
 */
function runProgram(file, args, options) {
    return new Promise((resolve, reject) => {
        const child = startInGroup(file, args, options);
        const maxBytes = options.maxBytes ?? 512 * 1024 * 1024;
        const stdout = [];
        const stderr = [];
        let bytes = 0;
        let timedOut = false;
        let overflow = false;
        const collect = (into) => (chunk) => {
            bytes += chunk.length;
            if (bytes > maxBytes) {
                overflow = true;
                signalGroup(child, 'SIGKILL');
                return;
            }
            into.push(chunk);
        };
        child.stdout.on('data', collect(stdout));
        child.stderr.on('data', collect(stderr));
        // EPIPE when the program exits without reading its input: its exit status says what happened.
        child.stdin.on('error', () => { });
        child.stdin.end(options.input);
        const disarmTimeout = armTimeout(child, options, () => (timedOut = true));
        const kill = () => signalGroup(child, 'SIGKILL');
        if (options.signal?.aborted)
            kill();
        else
            options.signal?.addEventListener('abort', kill, { once: true });
        const disarm = () => {
            disarmTimeout();
            options.signal?.removeEventListener('abort', kill);
        };
        // Leftovers in the group would hold the output pipes open, and the run, with them.
        child.on('exit', () => signalGroup(child, 'SIGKILL'));
        child.on('error', (error) => {
            running.delete(child);
            disarm();
            reject(error);
        });
        child.on('close', (code) => {
            running.delete(child);
            disarm();
            if (overflow)
                return reject(new Error(`output exceeded ${maxBytes} bytes`));
            resolve({
                stdout: Buffer.concat(stdout),
                stderr: Buffer.concat(stderr).toString('utf8'),
                exitCode: code ?? 1,
                timedOut,
            });
        });
    });
}
/**
 * Starts a program without a shell, in a process group of its own, to answer
 * requests line by line (a linter that loads its configuration once). Killed
 * with its group on `close`, on a request's timeout, and by `stopAllPrograms`.
 */
function openProgram(file, args, options) {
    const child = startInGroup(file, args, options);
    const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    let pending;
    let buffered = [];
    let bufferedBytes = 0;
    let stderr = '';
    let failure;
    const fail = (error) => {
        failure ??= error;
        signalGroup(child, 'SIGKILL');
        pending?.reject(error);
        pending = undefined;
    };
    child.stdout.on('data', (chunk) => {
        let rest = chunk;
        for (let at = rest.indexOf(10); at !== -1; at = rest.indexOf(10)) {
            buffered.push(rest.subarray(0, at));
            const line = Buffer.concat(buffered).toString('utf8');
            buffered = [];
            bufferedBytes = 0;
            rest = rest.subarray(at + 1);
            const waiting = pending;
            pending = undefined;
            // A line nobody asked for is the program speaking out of turn: the session cannot be trusted to stay in step.
            if (waiting)
                waiting.resolve(line);
            else
                return fail(new Error('the program printed a line no request asked for'));
        }
        bufferedBytes += rest.length;
        if (bufferedBytes > maxBytes)
            return fail(new Error(`a reply exceeded ${maxBytes} bytes`));
        buffered.push(rest);
    });
    child.stderr.on('data', (chunk) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-64 * 1024);
    });
    child.stdin.on('error', () => { });
    const ended = new Promise((resolve) => {
        child.on('error', (error) => {
            running.delete(child);
            fail(error);
            resolve({ exitCode: 1, stderr: error.message });
        });
        child.on('close', (code) => {
            running.delete(child);
            fail(new Error(`the program ended (exit ${code ?? 'by a signal'})`));
            resolve({ exitCode: code ?? 1, stderr });
        });
    });
    child.on('exit', () => signalGroup(child, 'SIGKILL'));
    return {
        request(line, timeoutMs) {
            if (failure)
                return Promise.reject(failure);
            if (pending)
                return Promise.reject(new Error('one request at a time'));
            return new Promise((resolve, reject) => {
                const timer = setTimeout(() => fail(new Error(`no reply: ${describeTimeout(timeoutMs)}`)), timeoutMs);
                pending = {
                    resolve: (reply) => {
                        clearTimeout(timer);
                        resolve(reply);
                    },
                    reject: (error) => {
                        clearTimeout(timer);
                        reject(error);
                    },
                };
                child.stdin.write(`${line}\n`);
            });
        },
        close() {
            child.stdin.end();
            signalGroup(child, 'SIGKILL');
        },
        ended,
    };
}


/***/ }),

/***/ 3506:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  vD: () => (/* binding */ checkConfiguredOps),
  Lx: () => (/* binding */ discoveryOptions),
  FQ: () => (/* reexport */ leaves),
  Z9: () => (/* binding */ loadConfig)
});

// UNUSED EXPORTS: CONFIG_FILE, GRAPH_EDGE, configSchema, createConfigSchema, defaultOperations

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/adapters/files/confined-file.ts
var confined_file = __webpack_require__(7109);
;// CONCATENATED MODULE: ./src/config/config-layers.ts
/**
 * The plain-object layers the configuration is merged from (file, environment,
 * flags), addressed by dotted key paths.
 */
/** Every scalar (or array) leaf as [dotted path, value]. */
function leaves(value, prefix = '') {
    if (!isRecord(value))
        return [[prefix, value]];
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix)
        return [[prefix, value]];
    return entries.flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}
function coerce(value) {
    if (value === 'true' || value === 'false')
        return value === 'true';
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}
function setPath(target, path, value) {
    const keys = path.split('.');
    let node = target;
    for (const key of keys.slice(0, -1)) {
        const next = node[key];
        node = isRecord(next) ? next : (node[key] = {});
    }
    node[keys.at(-1)] = value;
}
function has(value, path) {
    let node = value;
    for (const key of path.split('.')) {
        if (!isRecord(node) || !(key in node))
            return false;
        node = node[key];
    }
    return true;
}
function deepMerge(base, over) {
    const out = { ...base };
    for (const [key, value] of Object.entries(over)) {
        const current = out[key];
        out[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
    }
    return out;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The environment variable that sets a key: runner.retry.attempts -> REMORA_RUNNER_RETRY_ATTEMPTS. */
function envName(path) {
    return `REMORA_${path.replace(/\./g, '_').toUpperCase()}`;
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/yaml-error-place.ts
var yaml_error_place = __webpack_require__(8225);
// EXTERNAL MODULE: ./src/ops/manifests.ts + 1 modules
var manifests = __webpack_require__(4735);
// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var languages_manifests = __webpack_require__(9565);
;// CONCATENATED MODULE: ./src/config/config.ts









/** The file name Remora reads at the repository root. */
const CONFIG_FILE = 'remora.yaml';
/** The settings every op takes under `operations.<op>`; an op adds its own (its `settings`). */
const commonOperationSettings = {
    enabled: schemas/* boolean */.zMY()
        .optional()
        .describe("Whether the op runs. Unset: the op's default (its `enabledByDefault`: lint, docstring and test on, sample_data off; an op only a repository agent runs is on)"),
    model: schemas/* string */.YjP()
        .min(1)
        .optional()
        .describe("The model (adapter) name on the server for this op. Unset: the agent's `model`, then `server.default_model`"),
    private: schemas/* boolean */.zMY()
        .optional()
        .describe("Include `_private` names in the op's scope (docstring, test and sample_data skip them by default)"),
    auto_accept: schemas/* boolean */.zMY()
        .optional()
        .describe("A sweep with `open-pr` commits this op's changes to its pull request (unset: false). Pull request reviews only suggest, whatever this says"),
};
/** How a key set under an op that does not own it is refused. */
const OWNED_KEY = 'only operations.';
/** The op whose `settings` declare each key: a key set under another op is refused, naming it. */
function settingOwners(registry) {
    const owners = new Map();
    for (const op of registry.ops.values())
        for (const key of Object.keys(op.settings?.shape ?? {}))
            owners.set(key, op.name);
    return owners;
}
/** `operations.<op>` for one op (`op` undefined: an op of a repository agent): strict, naming a misplaced key's owner. */
function operationSchema(op, owners) {
    return schemas/* strictObject */.rej({ ...commonOperationSettings, ...(op?.settings?.shape ?? {}) }, {
        error: (issue) => {
            if (issue.code !== 'unrecognized_keys')
                return undefined;
            const [key = ''] = issue.keys;
            const owner = owners.get(key);
            return owner ? `${OWNED_KEY}${owner} takes '${key}'` : undefined;
        },
    })
        .describe(op ? `The ${op.name} op's settings` : 'The settings of an op a repository agent runs');
}
function operationsSchema(registry) {
    const owners = settingOwners(registry);
    const ops = [...registry.ops.values()];
    return schemas/* object */.Ikc(Object.fromEntries(ops.map((op) => [op.name, operationSchema(op, owners).optional()])))
        .catchall(operationSchema(undefined, owners))
        .superRefine((operations, context) => {
        for (const op of Object.keys(operations))
            if (!/^[a-z_]+$/.test(op))
                context.addIssue({
                    code: 'custom',
                    path: [op],
                    message: 'an operation name is lowercase letters and _',
                });
    })
        .optional()
        .transform((listed) => withDefaultOperations(registry, listed));
}
/** The ops on (and off) when `remora.yaml` says nothing about them: each op's `enabledByDefault`. */
function defaultOperations(registry = manifests/* BUILTIN_MANIFESTS */.n) {
    return Object.fromEntries([...registry.ops.values()].map((op) => [op.name, { enabled: op.enabledByDefault }]));
}
/** Each op listed is merged into its defaults, so listing one op leaves the others as they were. */
function withDefaultOperations(registry, listed = {}) {
    const defaults = defaultOperations(registry);
    const merged = {};
    for (const op of new Set([...Object.keys(defaults), ...Object.keys(listed)])) {
        const settings = listed[op] ?? {};
        merged[op] = { ...settings, enabled: settings.enabled ?? defaults[op]?.enabled ?? true };
    }
    return merged;
}
/** `a -> b`: b forks from a's workspace. */
const GRAPH_EDGE = /^\s*([a-z_]+)\s*->\s*([a-z_]+)\s*$/;
const discoverySchema = schemas/* object */.Ikc({
    max_file_bytes: schemas/* number */.aig()
        .int()
        .positive()
        .default(1_048_576)
        .describe('Larger files are skipped with a DISC_002 notice'),
    threads: schemas/* number */.aig()
        .int()
        .min(0)
        .max(64)
        .default(0)
        .describe('Worker threads for large inputs; 0: one per core'),
})
    .strict()
    .prefault({})
    .describe("How the changed nodes (functions, classes, methods) of each language's files are found");
const graphSchema = schemas/* object */.Ikc({
    edges: schemas/* array */.YOg(schemas/* string */.YjP().regex(GRAPH_EDGE, "a graph edge has the form 'a -> b'"))
        .default(['lint -> docstring'])
        .describe("`a -> b`: b forks from a's workspace and runs after it"),
    error_policy: schemas/* enum */.k5n(['stop_graph', 'skip_downstream', 'continue'])
        .default('skip_downstream')
        .describe('What a failed op does to the ops after it in the graph'),
})
    .strict()
    .prefault({})
    .describe('The order ops run in on one node, and what a failure does to the rest');
const serverSchema = schemas/* object */.Ikc({
    base_url: schemas/* url */.OZ5({
        protocol: /^https?$/,
        error: 'expected an http:// or https:// URL, such as http://gpu-box:8000/v1',
    })
        .optional()
        .describe("The OpenAI-compatible server's API root, such as http://remora-server:8000/v1 (`--server`). Unset: the built-in policies run"),
    default_model: schemas/* string */.YjP()
        .min(1)
        .default('functiongemma')
        .describe('The model when neither the op nor its agent names one'),
    api_key_env: schemas/* string */.YjP()
        .regex(/^[A-Z_][A-Z0-9_]*$/)
        .default('REMORA_API_KEY')
        .describe('The environment variable holding the API key: a key never sits in the file'),
    timeout_ms: schemas/* number */.aig()
        .int()
        .positive()
        .default(60_000)
        .describe('The time limit of one request to the server'),
    fallback: schemas/* boolean */.zMY()
        .default(true)
        .describe('false (`--no-fallback`): an op whose model the server does not list is an error (MODEL_001), not a run on the base model'),
})
    .strict()
    .prefault({})
    .describe('The model server');
const runnerSchema = schemas/* object */.Ikc({
    max_turns: schemas/* number */.aig()
        .int()
        .min(1)
        .max(100)
        .optional()
        .describe("The most model turns one op may take on one node. Unset: the agent's own"),
    tool_choice: schemas/* enum */.k5n(['auto', 'required', 'none'])
        .default('none')
        .describe("What the request's `tool_choice` says. `none`: the server only renders; Remora reads the calls from the reply's text (docs/model-path.md)"),
    temperature: schemas/* number */.aig().min(0).max(2).default(0).describe('The sampling temperature'),
    max_tokens: schemas/* number */.aig()
        .int()
        .positive()
        .default(1024)
        .describe('The most tokens one reply may hold'),
    extra_body: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J())
        .optional()
        .describe("Sent as they are in each request's body, e.g. vLLM's guided decoding options"),
    max_nudges: schemas/* number */.aig()
        .int()
        .min(0)
        .max(10)
        .default(2)
        .describe('Replies without a tool call tolerated before AGENT_003'),
    history_token_budget: schemas/* number */.aig()
        .int()
        .positive()
        .default(24_000)
        .describe("The size in tokens (estimated) a request's conversation is fit to: older exchanges are left out, the opening and the latest stay"),
    max_tool_io_bytes: schemas/* number */.aig()
        .int()
        .min(1024)
        .max(64 * 1024 * 1024)
        .default(1024 * 1024)
        .describe("The most a tool call's arguments, or a tool's result, may hold: an op past it fails (LIMIT_001)"),
    retry: schemas/* object */.Ikc({
        attempts: schemas/* number */.aig()
            .int()
            .min(1)
            .max(10)
            .default(3)
            .describe('Tries of one model request, the first included'),
        base_delay_ms: schemas/* number */.aig()
            .int()
            .min(0)
            .default(500)
            .describe('The wait before the first retry, at most; it doubles with each retry and is jittered down by up to half'),
        max_delay_ms: schemas/* number */.aig()
            .int()
            .min(0)
            .default(8_000)
            .describe('The longest wait between two tries'),
    })
        .strict()
        .prefault({})
        .describe('Retries of a model request that failed for a reason that may pass'),
    node_concurrency: schemas/* number */.aig()
        .int()
        .min(1)
        .max(256)
        .default(4)
        .describe('Nodes reviewed at once'),
    request_concurrency: schemas/* number */.aig()
        .int()
        .min(1)
        .max(256)
        .default(8)
        .describe('Model requests in flight at once'),
    command_timeout_ms: schemas/* number */.aig()
        .int()
        .positive()
        .default(60_000)
        .describe('The time limit of one call of a `command:` tool'),
    deadline_s: schemas/* number */.aig()
        .positive()
        .max(86_400)
        .default(1_800)
        .describe("The whole review's time limit: the run is then cancelled (CANCEL_001)"),
    fail_fast: schemas/* boolean */.zMY()
        .default(false)
        .describe('Cancel the whole run at the first op that fails (`--fail-fast`)'),
})
    .strict()
    .prefault({})
    .describe('How each op talks to the model, and how much runs at once');
/** `languages.<id>`: a language turned off, or some ops turned off for its files. */
function languagesSchema(languages) {
    const language = (label) => schemas/* strictObject */.rej({
        enabled: schemas/* boolean */.zMY().default(true).describe(`Whether ${label} files are reviewed at all`),
        operations: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[a-z_]+$/, 'an operation name is lowercase letters and _'), schemas/* boolean */.zMY())
            .default({})
            .describe(`Ops turned off (false) for ${label} files alone: op name -> false`),
    })
        .describe(`What Remora does with ${label} files`);
    return schemas/* strictObject */.rej(Object.fromEntries(languages.map((l) => [l.id, language(l.label).prefault({})])))
        .prefault({})
        .describe(`Languages turned off, or ops turned off for one language: ${languages.map((l) => l.id).join(', ')}`);
}
/**
 * The schema of `remora.yaml` for the ops of `registry`: `operations.<op>`
 * takes the settings every op takes and those of the op's own `settings`.
 * Each setting's `.describe()` is its line in the settings reference of
 * docs/configuration.md (`npm run docs`).
 */
function createConfigSchema(registry = manifests/* BUILTIN_MANIFESTS */.n, languages = languages_manifests/* LANGUAGE_MANIFESTS */.M2) {
    return schemas/* object */.Ikc({
        discovery: discoverySchema,
        operations: operationsSchema(registry).describe('Which ops run, and their settings: op name -> settings, merged into the defaults'),
        languages: languagesSchema(languages),
        graph: graphSchema,
        server: serverSchema,
        runner: runnerSchema,
    })
        .strict();
}
/** The schema of `remora.yaml` for the ops that ship with Remora. */
const configSchema = createConfigSchema(manifests/* BUILTIN_MANIFESTS */.n);
const ROOT_CONFIG_FILE = { path: CONFIG_FILE, label: CONFIG_FILE };
/** The command-line flag that sets a key, for errors that blame it. */
const FLAG_NAMES = { 'server.base_url': '--server' };
/**
 * Loads `remora.yaml` from `root` (absent is fine), then `REMORA_*`
 * environment overrides, then flag overrides: flags > env > file > defaults.
 * Any problem is a CONFIG_001 error naming where the bad value came from (the
 * file, the variable or the flag), the key path and the expectation.
 * `configFile` reads another file under `root` instead. Only that file is
 * read: the project's own settings (Ruff's, pytest's) come from the checkout
 * under review, wherever the configuration came from.
 */
async function loadConfig(root, env = process.env, flags = {}, configFile = ROOT_CONFIG_FILE) {
    const file = (await tryReadConfigFile(root, configFile)) ?? {};
    const defaults = parseConfig({}, () => 'defaults');
    const envLayer = envOverrides(env, defaults);
    const merged = deepMerge(deepMerge(file, envLayer), flags);
    const config = parseConfig(merged, (path) => {
        if (has(flags, path))
            return `${FLAG_NAMES[path] ?? `the flag for ${path}`} ${flagValue(flags, path)}`;
        if (has(envLayer, path)) {
            const name = envName(path);
            return `environment variable ${name}=${env[name] ?? ''}`;
        }
        return configFile.label;
    });
    const sources = new Map();
    for (const [path] of leaves(config)) {
        sources.set(path, has(flags, path)
            ? 'flag'
            : has(envLayer, path)
                ? 'env'
                : has(file, path)
                    ? CONFIG_FILE
                    : 'default');
    }
    return { config, sources };
}
function flagValue(flags, path) {
    const value = path
        .split('.')
        .reduce((node, key) => (isRecord(node) ? node[key] : undefined), flags);
    return typeof value === 'string' ? value : JSON.stringify(value);
}
/** Parses the merged layers; `blame` names the layer a bad key path came from. */
function parseConfig(value, blame) {
    const result = configSchema.safeParse(value);
    if (result.success)
        return result.data;
    const issue = result.error.issues[0];
    const keys = issue?.path.map(String) ?? [];
    // An unknown key's issue sits on its parent; the key itself is what some layer set.
    const culprit = issue?.code === 'unrecognized_keys' ? [...keys, ...issue.keys.slice(0, 1)] : keys;
    // A key another op owns is named itself, as its owner is.
    const shown = issue?.message.startsWith(OWNED_KEY) ? culprit : keys;
    const path = shown.join('.') || '(top level)';
    throw new errors/* RemoraError */.LP('CONFIG_001', `${blame(culprit.join('.'))}: ${path}: ${issue?.message ?? 'invalid'}`);
}
/**
 * The file's top-level mapping, or undefined when there is no file. A file
 * that is a link out of the repository is refused, and a YAML error names only
 * where it is: the file's lines are never quoted, whatever the file holds.
 */
async function tryReadConfigFile(root, file) {
    const read = await (0,confined_file/* readConfinedFile */.p)(root, file.path);
    if (read.kind === 'missing')
        return undefined;
    if (read.kind === 'outside')
        throw new errors/* RemoraError */.LP('CONFIG_001', `${file.label} is a symbolic link leading outside the repository; it is not read`);
    let document;
    try {
        document = (0,dist/* parse */.qg)(read.bytes.toString('utf8'));
    }
    catch (error) {
        throw new errors/* RemoraError */.LP('CONFIG_001', `${file.label}: not valid YAML${(0,yaml_error_place/* yamlErrorPlace */.z)(error)}`);
    }
    if (document === null || document === undefined)
        return {};
    if (!isRecord(document))
        throw new errors/* RemoraError */.LP('CONFIG_001', `${file.label}: expected a mapping at the top level`);
    return document;
}
/** `REMORA_<PATH>` for every scalar leaf of the defaults: REMORA_RUNNER_RETRY_ATTEMPTS -> runner.retry.attempts. */
function envOverrides(env, defaults) {
    const layer = {};
    const paths = [...leaves(defaults).map(([path]) => path), 'server.base_url', 'runner.max_turns'];
    for (const path of paths) {
        const value = env[envName(path)];
        if (value !== undefined && value !== '')
            setPath(layer, path, coerce(value));
    }
    return layer;
}
/** The discoverer's options from the config: `threads: 0` means one per core. */
function discoveryOptions(config) {
    const { max_file_bytes, threads } = config.discovery;
    return threads === 0
        ? { maxFileBytes: max_file_bytes }
        : { maxFileBytes: max_file_bytes, threads };
}
/**
 * Checks the ops the configuration names against the agents there are: an op
 * in `operations` or in a graph edge that no agent runs is a CONFIG_001 error,
 * not a setting silently ignored (a typo such as `docstrnig` would switch
 * nothing on, and an edge to it would order nothing).
 */
function checkConfiguredOps(config, agentOps) {
    const known = new Set(agentOps);
    const available = [...known].sort().join(', ');
    for (const op of Object.keys(config.operations))
        if (!known.has(op))
            throw new errors/* RemoraError */.LP('CONFIG_001', `${CONFIG_FILE}: operations.${op}: no agent runs the op '${op}'; agents: ${available}`);
    config.graph.edges.forEach((edge, index) => {
        const [, from, to] = GRAPH_EDGE.exec(edge) ?? [];
        const unknown = [from, to].find((op) => op !== undefined && !known.has(op));
        if (unknown)
            throw new errors/* RemoraError */.LP('CONFIG_001', `${CONFIG_FILE}: graph.edges.${index}: no agent runs the op '${unknown}'; agents: ${available}`);
    });
}


/***/ }),

/***/ 3545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ lastSignificantToken),
/* harmony export */   o: () => (/* binding */ placeQueryDefinitions)
/* harmony export */ });
/**
 * The definitions the pack's query finds anywhere in the tree — ERROR nodes
 * included — each with the classes around it, in document order.
 */
function placeQueryDefinitions(query, root, comments) {
    const definitions = collectDefinitions(query, root);
    const byInner = new Map(definitions.map((d) => [d.inner.id, d]));
    return definitions.flatMap((def) => {
        const scope = enclosingScope(def, byInner);
        if (scope === undefined)
            return [];
        const end = lastSignificantToken(def.outer, comments).endIndex;
        return [{ kind: def.kind, scope, name: def.name, start: def.outer.startIndex, end }];
    });
}
/** One definition per name node; a decorated definition keeps its decorators. */
function collectDefinitions(query, root) {
    const byName = new Map();
    for (const match of query.matches(root)) {
        let outer;
        let nameNode;
        let kind;
        for (const capture of match.captures) {
            if (capture.name === 'name')
                nameNode = capture.node;
            else if (capture.name.startsWith('definition.')) {
                outer = capture.node;
                kind = capture.name === 'definition.class' ? 'class' : 'function';
            }
        }
        const inner = nameNode?.parent;
        if (!outer || !nameNode || !kind || !inner)
            continue;
        const known = byName.get(nameNode.id);
        if (known && known.outer.startIndex <= outer.startIndex)
            continue;
        byName.set(nameNode.id, { kind, outer, inner, name: nameNode.text });
    }
    return [...byName.values()].sort((a, b) => a.outer.startIndex - b.outer.startIndex);
}
/**
 * The class names around a definition, outermost first; undefined when the
 * definition sits inside a function body and so belongs to that function.
 */
function enclosingScope(def, byInner) {
    const scope = [];
    for (let node = def.inner.parent; node; node = node.parent) {
        const enclosing = byInner.get(node.id);
        if (!enclosing)
            continue;
        if (enclosing.kind === 'function')
            return undefined;
        scope.unshift(enclosing.name);
    }
    return scope;
}
/**
 * The last token of a node that is neither a comment nor empty: where
 * Python's `ast` ends a definition (tree-sitter puts trailing comments inside
 * the block).
 */
function lastSignificantToken(node, comments) {
    let current = node;
    for (;;) {
        let next = null;
        for (let i = current.childCount - 1; i >= 0; i--) {
            const child = current.child(i);
            if (!child || comments.has(child.type) || child.startIndex === child.endIndex)
                continue;
            next = child;
            break;
        }
        if (!next)
            return current;
        current = next;
    }
}


/***/ }),

/***/ 9806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ confineWorkspacePath),
/* harmony export */   h: () => (/* binding */ tryJoinPath)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

// A Windows drive prefix (`C:`, `c:foo`) is absolute or drive-relative there,
// and a checkout may be on Windows; refuse it everywhere so the rule is one rule.
const DRIVE_PREFIX = /^[A-Za-z]:/;
function refuse(path, why) {
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('TOOL_001', `path ${JSON.stringify(path)} refused: ${why}; expected a repository-relative path such as src/app/main`);
}
/**
 * True for a segment that names the git folder on some file system: case does
 * not matter on macOS and Windows, and Windows drops trailing dots and spaces.
 */
function isGitFolder(segment) {
    return segment.replace(/[. ]+$/, '').toLowerCase() === '.git';
}
/**
 * Normalises a tool-supplied path to a repository-relative '/' path, or throws
 * RemoraError('TOOL_001') for absolute paths, '..' escapes, NUL bytes, empty,
 * backslash tricks, or paths into .git.
 *
 * `a/./b` and `a//b` become `a/b`; `a/../b` becomes `b` (it stays inside);
 * `a/../../x` escapes and is refused.
 */
function confineWorkspacePath(path) {
    if (typeof path !== 'string' || path.length === 0)
        refuse(String(path), 'empty path');
    if (path.includes('\0'))
        refuse(path, 'contains a NUL byte');
    // A backslash is a separator on Windows but a name character on POSIX, so
    // `a\..\..\x` would mean different files on different runners.
    if (path.includes('\\'))
        refuse(path, 'contains a backslash');
    if (path.startsWith('/'))
        refuse(path, 'absolute path');
    if (DRIVE_PREFIX.test(path))
        refuse(path, 'drive-letter path');
    const segments = [];
    for (const segment of path.split('/')) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (segments.length === 0)
                refuse(path, "'..' leaves the repository");
            segments.pop();
            continue;
        }
        if (isGitFolder(segment))
            refuse(path, 'paths into .git are not allowed');
        segments.push(segment);
    }
    if (segments.length === 0)
        refuse(path, 'names the repository root, not a file');
    return segments.join('/');
}
/**
 * A repository-relative path for `path` written in a file in folder `root`,
 * with `.` and `..` segments resolved, or undefined when it leaves the
 * repository (an absolute path, `~`, or too many `..`).
 */
function tryJoinPath(root, path) {
    if (path.startsWith('/') || path.startsWith('~'))
        return undefined;
    const segments = [];
    for (const segment of [...root.split('/'), ...path.split('/')]) {
        if (segment === '' || segment === '.')
            continue;
        if (segment === '..') {
            if (segments.length === 0)
                return undefined;
            segments.pop();
        }
        else
            segments.push(segment);
    }
    return segments.join('/');
}


/***/ }),

/***/ 8225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ yamlErrorPlace)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);

/** " at line 3, column 2 (bad indent)": a YAML error's place and kind, none of the text. */
function yamlErrorPlace(error) {
    if (!(error instanceof yaml__WEBPACK_IMPORTED_MODULE_0__/* .YAMLError */ .IP))
        return '';
    const start = error.linePos?.[0];
    const place = start ? ` at line ${start.line}, column ${start.col}` : '';
    return `${place} (${error.code.toLowerCase().replace(/_/g, ' ')})`;
}


/***/ }),

/***/ 9985:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ tryLanguageOf)
/* harmony export */ });
/* unused harmony export extensionsOf */
/** The file endings a language owns, lowercase with the dot. */
function extensionsOf(language) {
    return language.packs.flatMap((pack) => pack.extensions);
}
/** The language of these that owns a path by its ending; undefined for files none reads. */
function tryLanguageOf(languages, filePath) {
    const lower = filePath.toLowerCase();
    return languages.find((language) => language.packs.some((pack) => pack.extensions.some((ext) => lower.endsWith(ext))));
}


/***/ }),

/***/ 9565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  M2: () => (/* binding */ LANGUAGE_MANIFESTS),
  qT: () => (/* binding */ LANGUAGE_PACKS),
  RQ: () => (/* binding */ TOOL_FOLDERS),
  vo: () => (/* binding */ tryLanguageFor),
  wW: () => (/* binding */ tryPackFor)
});

// EXTERNAL MODULE: ./src/languages/python/manifest.ts
var manifest = __webpack_require__(8809);
// EXTERNAL MODULE: ./src/languages/typescript/manifest.ts
var typescript_manifest = __webpack_require__(410);
;// CONCATENATED MODULE: ./src/languages/bundled-language-manifests.ts


/** Every language's manifest, in folder order: what discovery and remora.yaml need, without the languages' code. */
const BUNDLED_LANGUAGE_MANIFESTS = [...manifest/* manifests */.L, ...typescript_manifest/* manifests */.L];

// EXTERNAL MODULE: ./src/languages/language.ts
var language = __webpack_require__(9985);
;// CONCATENATED MODULE: ./src/languages/manifests.ts


/** The languages that ship with Remora, as far as discovery and remora.yaml need them: no language's code. */
const LANGUAGE_MANIFESTS = BUNDLED_LANGUAGE_MANIFESTS;
/** Every grammar of every language: the one list of them. */
const LANGUAGE_PACKS = LANGUAGE_MANIFESTS.flatMap((language) => language.packs);
/** Every language's tool folders (installed packages, caches): never the project's source. */
const TOOL_FOLDERS = new Set(LANGUAGE_MANIFESTS.flatMap((language) => language.toolFolders ?? []));
/** The language that owns a path, by its ending; undefined for files no language reads. */
function tryLanguageFor(filePath) {
    return (0,language/* tryLanguageOf */.x)(LANGUAGE_MANIFESTS, filePath);
}
/** The grammar a path is parsed with, by its ending; undefined for files no language reads. */
function tryPackFor(filePath) {
    const lower = filePath.toLowerCase();
    return LANGUAGE_PACKS.find((pack) => pack.extensions.some((ext) => lower.endsWith(ext)));
}


/***/ }),

/***/ 6689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ PYTHON)
});

;// CONCATENATED MODULE: ./src/languages/python/discovery/definition-outline.ts
const DEFINITION_TYPES = {
    function_definition: 'function',
    class_definition: 'class',
};
const KEYWORDS = {
    def: 'function',
    class: 'class',
};
/**
 * The definitions of a file read by indentation, as Python's offside rule
 * reads them, when the tree lost a header: `def f(a, b:` or a `def` missing
 * its colon leaves tree-sitter with ERROR regions that drop the function, or
 * let it swallow the definitions after it, and its changed lines would
 * otherwise land on the file node or on the wrong function.
 *
 * Returns undefined when the tree holds every `def`/`class` header as a clean
 * definition: then its own definitions are right. Otherwise every definition
 * of the file comes from the outline — each starts at its `def`/`class` line
 * (decorators above included) and ends at its last token before the next line
 * indented no deeper — with the scope rules of docs/architecture.md §3. A definition
 * whose name cannot be read gets the placeholder name `<def at line N>`; one
 * whose header fails `headerParses` carries that line as `brokenHeaderLine`.
 */
function tryOutlineDefinitions(root, commentTypes, headerParses) {
    if (!root.hasError)
        return undefined;
    const tokens = tokensOf(root, commentTypes);
    const keywords = tokens.flatMap((token, index) => definitionKeywordAt(tokens, index) ? [index] : []);
    if (!keywords.some((index) => treeLostHeader(tokens, index)))
        return undefined;
    const text = root.text;
    return placeByIndentation(tokens, keywords).map(({ definition, keyword, opener, indent }) => {
        const header = headerText(tokens, { keyword, opener, indent }, text);
        const token = tokens[keyword];
        return header !== undefined && headerParses(header)
            ? definition
            : { ...definition, brokenHeaderLine: token.row + 1 };
    });
}
/**
 * Every token in document order; a string (with any f-string parts) is one
 * token. A line opens a logical line unless a backslash or a bracket the tree
 * closed cleanly carries the line before it on.
 */
function tokensOf(root, commentTypes) {
    const tokens = [];
    let lastRow = -1;
    const cursor = root.walk();
    try {
        for (;;) {
            const node = cursor.currentNode;
            if (node.childCount > 0 && node.type !== 'string') {
                if (cursor.gotoFirstChild())
                    continue;
            }
            else if (node.type === 'line_continuation') {
                lastRow = node.endPosition.row;
            }
            else if (node.endIndex > node.startIndex) {
                const comment = commentTypes.includes(node.type);
                const row = node.startPosition.row;
                tokens.push({
                    node,
                    row,
                    column: node.startPosition.column,
                    endRow: node.endPosition.row,
                    comment,
                    lineStart: !comment && row > lastRow && !insideBrackets(node, row),
                });
                if (!comment)
                    lastRow = node.endPosition.row;
            }
            while (!cursor.gotoNextSibling())
                if (!cursor.gotoParent())
                    return tokens;
        }
    }
    finally {
        cursor.delete();
    }
}
const OPENING_BRACKETS = new Set(['(', '[', '{']);
const CLOSING_BRACKETS = new Set([')', ']', '}']);
/** Whether a token on `row` lies in brackets, without errors, opened on an earlier row. */
function insideBrackets(token, row) {
    for (let node = token.parent; node; node = node.parent) {
        if (node.startPosition.row === row)
            continue;
        const first = node.firstChild;
        const last = node.lastChild;
        if (first &&
            last &&
            OPENING_BRACKETS.has(first.type) &&
            CLOSING_BRACKETS.has(last.type) &&
            !node.hasError)
            return true;
    }
    return false;
}
/**
 * Whether the token at `index` is a `def` or `class` that opens its line
 * (after `async`). In an ERROR region tree-sitter may lex a keyword as an
 * identifier, so the text decides, not the type.
 */
function definitionKeywordAt(tokens, index) {
    const token = tokens[index];
    if (!token || KEYWORDS[token.node.text] === undefined)
        return false;
    if (token.lineStart)
        return true;
    const before = tokens[index - 1];
    return (before !== undefined &&
        before.lineStart &&
        before.row === token.row &&
        before.node.text === 'async' &&
        token.node.text === 'def');
}
/** Whether the tree fails to hold the definition this keyword opens as one clean header. */
function treeLostHeader(tokens, index) {
    const keyword = tokens[index]?.node;
    const definition = keyword?.parent;
    if (!keyword || !definition || DEFINITION_TYPES[definition.type] === undefined)
        return true;
    const name = definition.childForFieldName('name');
    const body = definition.childForFieldName('body');
    if (!name || !body || name.startIndex !== tokens[index + 1]?.node.startIndex)
        return true;
    for (const child of definition.children) {
        if (!child || child.id === body.id)
            break;
        if (child.hasError || child.isMissing)
            return true;
    }
    return false;
}
function placeByIndentation(tokens, keywords) {
    const placed = [];
    const open = [];
    for (const keyword of keywords) {
        const token = tokens[keyword];
        const kind = KEYWORDS[token.node.text];
        const opener = token.lineStart ? keyword : keyword - 1;
        const indent = tokens[opener].column;
        const end = offsideEnd(tokens, keyword, indent);
        while (open.length > 0) {
            const top = open[open.length - 1];
            if (top.end > keyword && top.indent < indent)
                break;
            open.pop();
        }
        const nameToken = tokens[keyword + 1];
        const name = nameToken?.node.type === 'identifier' && nameToken.row === token.row
            ? nameToken.node.text
            : `<${token.node.text} at line ${token.row + 1}>`;
        // Inside a function body it is part of that function, not a node.
        if (!open.some((outer) => outer.kind === 'function')) {
            const definition = {
                kind,
                scope: open.map((outer) => outer.name),
                name,
                start: tokens[firstDecorator(tokens, opener, indent)].node.startIndex,
                end: lastSignificant(tokens, end, keyword).node.endIndex,
            };
            placed.push({ definition, keyword, opener, indent });
        }
        open.push({ kind, name, indent, end });
    }
    return placed;
}
/** Index of the first line-opening token after `from` indented no deeper than `indent`. */
function offsideEnd(tokens, from, indent) {
    for (let i = from + 1; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.lineStart && token.column <= indent)
            return i;
    }
    return tokens.length;
}
/** The last token before `end` that is not a comment (at least the keyword itself). */
function lastSignificant(tokens, end, keyword) {
    for (let i = end - 1; i > keyword; i--) {
        const token = tokens[i];
        if (!token.comment)
            return token;
    }
    return tokens[keyword];
}
/** The opener of the decorator lines, at the same indent, right above a definition. */
function firstDecorator(tokens, opener, indent) {
    let first = opener;
    for (let i = opener - 1; i >= 0; i--) {
        const token = tokens[i];
        if (!token.lineStart)
            continue;
        if (token.node.text !== '@' || token.column !== indent)
            break;
        first = i;
    }
    return first;
}
/**
 * A header's text, from the token opening its line through the colon that
 * opens its body; undefined when no such colon comes before the next line
 * outside brackets, or before a line indented no deeper than the header.
 */
function headerText(tokens, place, text) {
    let depth = 0;
    for (let i = place.keyword + 1; i < tokens.length; i++) {
        const token = tokens[i];
        if (token.lineStart && (depth === 0 || token.column <= place.indent))
            return undefined;
        const type = token.node.type;
        if (OPENING_BRACKETS.has(type))
            depth++;
        else if (CLOSING_BRACKETS.has(type))
            depth = Math.max(0, depth - 1);
        else if (type === ':' && depth === 0)
            return text.slice(tokens[place.opener].node.startIndex, token.node.endIndex);
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/languages/python/discovery/pack.ts

const COMMENT_TYPES = ['comment'];
/** Python's grammar, its definitions query and how to walk its statements. */
const PYTHON = {
    id: 'python',
    extensions: ['.py', '.pyi'],
    grammarWasm: 'tree-sitter-python.wasm',
    queryDir: 'languages/python/queries',
    queryFiles: ['definitions.scm'],
    commentTypes: COMMENT_TYPES,
    // A header that does not parse: the definitions by indentation, each header checked alone with a body.
    recoverDefinitions: (root, parses) => tryOutlineDefinitions(root, COMMENT_TYPES, (header) => parses(`${header}\n pass\n`)),
    // PEP 263: a coding declaration in a comment on the first or second line.
    codingHeader: /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/,
    statements: {
        definitions: { function_definition: 'function', class_definition: 'class' },
        decorated: 'decorated_definition',
        nameField: 'name',
        nameType: 'identifier',
        body: 'block',
        // The grammar's node types with a `block`, or a clause holding one, as a
        // child; their other children (conditions, targets, `with` items) are
        // expressions, which hold no definitions.
        containers: [
            'block',
            'if_statement',
            'elif_clause',
            'else_clause',
            'for_statement',
            'while_statement',
            'try_statement',
            'except_clause',
            'finally_clause',
            'with_statement',
            'match_statement',
            'case_clause',
        ],
        lexical: { lineComment: '#', continuation: '\\', quotes: `"'` },
    },
};


/***/ }),

/***/ 8809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ manifests)
/* harmony export */ });
/* harmony import */ var _discovery_pack_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6689);

/** Python: `.py` and `.pyi` files; pytest runs with the `python3` on PATH. */
const manifests = [
    {
        id: 'python',
        label: 'Python',
        packs: [_discovery_pack_js__WEBPACK_IMPORTED_MODULE_0__/* .PYTHON */ .Z],
        lintRules: [
            {
                linter: 'Ruff',
                codes: /^[A-Z]+[0-9]+$/,
                reference: () => 'https://docs.astral.sh/ruff/rules/',
            },
        ],
        toolFolders: ['__pycache__', 'site-packages', '.pytest_cache', '.mypy_cache', '.ruff_cache'],
        sample: {
            file: 'shapes.py',
            name: 'area',
            text: 'def area(width: float, height: float) -> float:\n    return width * height\n',
        },
        runtime: {
            program: 'python3',
            probe: [
                '-I',
                '-c',
                'import json, site, sys\n' +
                    'print(json.dumps({"executable": sys.executable, "folders": [sys.prefix, sys.base_prefix, ' +
                    'sys.exec_prefix, sys.base_exec_prefix, site.getusersitepackages(), *sys.path]}))',
            ],
        },
    },
];


/***/ }),

/***/ 2917:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ jsDocAbove)
/* harmony export */ });
/**
 * The first line (1-based) of the JSDoc block that documents a definition
 * starting on `startLine`: a `/** ... *\/` comment ending on the line above
 * it, decorators and blank lines between them allowed; undefined when there
 * is none (a plain `/* *\/` comment documents nothing).
 */
function jsDocAbove(lines, startLine) {
    let row = startLine - 2;
    while (row >= 0 && /^\s*(?:@[\w$.]+(?:\([^()\n]*\))?\s*)?$/.test(lines[row]))
        row -= 1;
    if (row < 0 || !/\*\/\s*$/.test(lines[row]))
        return undefined;
    // The comment opens on the nearest line above that starts with `/*`: a `/*` inside its
    // text (express's `text/*` media ranges) opens nothing.
    for (; row >= 0; row -= 1) {
        const line = lines[row].trimStart();
        if (!line.startsWith('/*'))
            continue;
        return line.startsWith('/**') && !line.startsWith('/**/') ? row + 1 : undefined;
    }
    return undefined;
}


/***/ }),

/***/ 6093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i5: () => (/* binding */ JAVASCRIPT),
  uM: () => (/* binding */ TSX),
  cE: () => (/* binding */ TYPESCRIPT)
});

// EXTERNAL MODULE: ./src/core/discovery/query-definitions.ts
var query_definitions = __webpack_require__(3545);
;// CONCATENATED MODULE: ./src/languages/typescript/discovery/definitions.ts

/**
 * The definitions of a TypeScript or JavaScript file, each with the scope
 * around it, in document order, under the scope rules of docs/architecture.md §3:
 *
 * - at module level and in a namespace body: classes, functions (declarations,
 *   generators) and functions or classes bound to a name by `const`/`let`/`var`
 *   or by `export default`; the function-valued members of an object literal
 *   bound to a `const`, `as const` or `satisfies T` after it or not (full
 *   name `obj.member`); functions assigned to a dotted name
 *   (`app.use = function () {}`, full name `app.use`);
 * - in a class body: methods, getters, setters, constructors and fields whose
 *   value is a function;
 * - anything inside a function body is part of that function.
 *
 * A definition starts at its first decorator or its `export`, and ends at its
 * last token that is not a comment; a JSDoc comment above it is not part of it.
 * Stubs are not definitions: overload signatures, abstract methods, anything
 * `declare`d, and every definition of a declaration file (`.d.ts`). A
 * namespace is a scope, not a definition: its members' full names carry its
 * dotted name. A tree with errors is read the same way, its ERROR nodes looked
 * into as if they were statements, so the definitions around a syntax error
 * keep their lines.
 */
function placeTypeScriptDefinitions(root, filePath, comments) {
    if (isDeclarationFile(filePath))
        return [];
    const walk = { comments, placed: [] };
    walkStatements(walk, root, []);
    return walk.placed;
}
const DECLARATION_FILE = /\.d\.[cm]?ts$/i;
/** Whether the path is a declaration file, which holds only stubs. */
function isDeclarationFile(filePath) {
    return DECLARATION_FILE.test(filePath);
}
const CLASS_TYPES = new Set(['class_declaration', 'abstract_class_declaration', 'class']);
const FUNCTION_DECLARATIONS = new Set(['function_declaration', 'generator_function_declaration']);
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'generator_function']);
const VARIABLE_DECLARATIONS = new Set(['lexical_declaration', 'variable_declaration']);
const NAMESPACES = new Set(['internal_module', 'module']);
/** Places the definitions among the statements of a module, namespace body or ERROR node. */
function walkStatements(walk, container, scope) {
    for (const statement of container.namedChildren) {
        if (!statement)
            continue;
        if (statement.type === 'ERROR')
            walkStatements(walk, statement, scope);
        else if (statement.type === 'export_statement')
            placeExport(walk, statement, scope);
        else
            placeStatement(walk, statement, statement, scope);
    }
}
/** `export` before a declaration, or `export default` before a value. */
function placeExport(walk, statement, scope) {
    const declaration = statement.childForFieldName('declaration');
    if (declaration) {
        placeStatement(walk, declaration, statement, scope);
        return;
    }
    const value = statement.childForFieldName('value');
    if (!value)
        return;
    if (FUNCTION_VALUES.has(value.type))
        place(walk, 'function', scope, 'default', statement);
    else if (CLASS_TYPES.has(value.type))
        placeClass(walk, value, statement, scope, 'default');
}
/**
 * Places the definitions one statement makes; `outer` is the statement with
 * its `export` keyword, when it has one.
 */
function placeStatement(walk, statement, outer, scope) {
    const type = statement.type;
    if (CLASS_TYPES.has(type))
        placeClass(walk, statement, outer, scope, nameOf(statement));
    else if (FUNCTION_DECLARATIONS.has(type))
        place(walk, 'function', scope, nameOf(statement) ?? 'default', outer);
    else if (VARIABLE_DECLARATIONS.has(type))
        placeVariables(walk, statement, outer, scope);
    else if (NAMESPACES.has(type))
        placeNamespace(walk, statement, scope);
    else if (type === 'expression_statement') {
        const only = statement.namedChildCount === 1 ? statement.namedChild(0) : null;
        // The grammar reads a statement-level `namespace A {}` as an expression.
        if (only && NAMESPACES.has(only.type))
            placeNamespace(walk, only, scope);
        else if (only?.type === 'assignment_expression')
            placeAssignment(walk, only, outer, scope);
    }
}
/**
 * `app.use = function use() {}`, `module.exports = () => {}`,
 * `View.prototype.render = function () {}`: the way CommonJS-era code defines
 * its functions. The full name is the dotted target.
 */
function placeAssignment(walk, assignment, outer, scope) {
    const right = assignment.childForFieldName('right');
    if (!right || !FUNCTION_VALUES.has(right.type))
        return;
    const target = dottedTarget(assignment.childForFieldName('left'));
    const name = target?.pop();
    if (target && name !== undefined)
        place(walk, 'function', [...scope, ...target], name, outer);
}
/** The names of `a.b.c` as ['a', 'b', 'c']; undefined for any other target. */
function dottedTarget(node) {
    if (node?.type === 'identifier')
        return undefined;
    const parts = [];
    let current = node;
    while (current?.type === 'member_expression') {
        const property = current.childForFieldName('property');
        if (property?.type !== 'property_identifier')
            return undefined;
        parts.unshift(property.text);
        current = current.childForFieldName('object');
    }
    if (current?.type !== 'identifier')
        return undefined;
    parts.unshift(current.text);
    return parts;
}
/** A class, then its members in its scope. */
function placeClass(walk, node, outer, scope, name) {
    const className = name ?? 'default';
    place(walk, 'class', scope, className, outer);
    const body = node.childForFieldName('body');
    if (body)
        placeMembers(walk, body, [...scope, className]);
}
/**
 * The members of a class body that are functions. TypeScript's grammar puts a
 * method's decorators before it in the body, JavaScript's inside it: the
 * decorators before a member are taken into it either way.
 */
function placeMembers(walk, body, scope) {
    let decorated;
    for (const member of body.namedChildren) {
        if (!member)
            continue;
        if (member.type === 'decorator') {
            decorated ??= member;
            continue;
        }
        if (member.type === 'method_definition' || (isField(member) && hasFunctionValue(member))) {
            const name = memberName(member.childForFieldName('name') ?? member.childForFieldName('property'));
            if (name !== undefined)
                place(walk, 'function', scope, name, member, true, decorated);
        }
        decorated = undefined;
    }
}
function isField(node) {
    return node.type === 'public_field_definition' || node.type === 'field_definition';
}
function hasFunctionValue(node) {
    const value = node.childForFieldName('value');
    return value !== null && FUNCTION_VALUES.has(value.type);
}
/**
 * `const f = () => {}`, `let C = class {}`, and the function-valued members
 * of `const obj = {...}`. A declaration of one name is placed whole, keyword
 * and `export` included; of several, each declarator alone.
 */
function placeVariables(walk, declaration, outer, scope) {
    const declarators = declaration.namedChildren.filter((child) => child?.type === 'variable_declarator');
    const isConst = declaration.childForFieldName('kind')?.type === 'const';
    for (const declarator of declarators) {
        const nameNode = declarator.childForFieldName('name');
        const value = declarator.childForFieldName('value');
        if (nameNode?.type !== 'identifier' || !value)
            continue;
        const extent = declarators.length === 1 ? outer : declarator;
        if (FUNCTION_VALUES.has(value.type))
            place(walk, 'function', scope, nameNode.text, extent);
        else if (value.type === 'class')
            placeClass(walk, value, extent, scope, nameNode.text);
        else if (isConst) {
            const object = unwrapAssertions(value);
            if (object.type === 'object')
                placeObjectMembers(walk, object, [...scope, nameNode.text]);
        }
    }
}
/** `{...} as const` and `{...} satisfies T` are the object itself. */
function unwrapAssertions(value) {
    let current = value;
    while (current.type === 'as_expression' || current.type === 'satisfies_expression') {
        const inner = current.namedChild(0);
        if (!inner)
            break;
        current = inner;
    }
    return current;
}
/** The methods of an object literal, and its properties whose value is a function. */
function placeObjectMembers(walk, object, scope) {
    for (const member of object.namedChildren) {
        if (!member)
            continue;
        const isFunction = member.type === 'method_definition' || (member.type === 'pair' && hasFunctionValue(member));
        if (!isFunction)
            continue;
        const name = memberName(member.childForFieldName('name') ?? member.childForFieldName('key'));
        if (name !== undefined)
            place(walk, 'function', scope, name, member);
    }
}
/** `namespace A.B { ... }` (or `module A {}`): its members, in its dotted scope. */
function placeNamespace(walk, namespace, scope) {
    const name = namespace.childForFieldName('name');
    const body = namespace.childForFieldName('body');
    // `module "name"` declares an ambient module: stubs only.
    if (!name || !body || (name.type !== 'identifier' && name.type !== 'nested_identifier'))
        return;
    walkStatements(walk, body, [...scope, ...name.text.split('.').map((part) => part.trim())]);
}
/** A member's name as written; a string key without its quotes. */
function memberName(node) {
    if (!node)
        return undefined;
    if (node.type === 'string')
        return node.text.slice(1, -1);
    return node.text;
}
function nameOf(node) {
    return node.childForFieldName('name')?.text;
}
function place(walk, kind, scope, name, node, method = false, decorated) {
    const start = (decorated ?? node).startIndex;
    const end = lastSignificantEnd(node, walk.comments);
    walk.placed.push({ kind, scope: [...scope], name, start, end, method });
}
/** Where the node's last token that is neither a comment nor empty (an inserted `;`) ends. */
function lastSignificantEnd(node, comments) {
    return (0,query_definitions/* lastSignificantToken */.N)(node, comments).endIndex;
}

// EXTERNAL MODULE: ./src/languages/typescript/discovery/jsdoc-above.ts
var jsdoc_above = __webpack_require__(2917);
;// CONCATENATED MODULE: ./src/languages/typescript/discovery/packs.ts


/** `html_comment` is JavaScript's `<!--` line comment. */
const COMMENT_TYPES = ['comment', 'html_comment'];
const comments = new Set(COMMENT_TYPES);
/** The definitions of one TypeScript or JavaScript file (see placeTypeScriptDefinitions). */
function placeDefinitions(root, filePath) {
    return placeTypeScriptDefinitions(root, filePath, comments);
}
/**
 * The three packs share their definitions; they differ in grammar: TSX and
 * TypeScript read `<T>x` differently, and JavaScript's grammar has no types.
 * They have no query: their definitions come from {@link placeTypeScriptDefinitions}.
 */
const shared = {
    queryDir: 'languages/typescript/queries',
    queryFiles: [],
    commentTypes: COMMENT_TYPES,
    placeDefinitions,
    docsAbove: jsdoc_above/* jsDocAbove */.d,
};
/** TypeScript (its declaration files `.d.ts` included: they yield no definitions). */
const TYPESCRIPT = {
    id: 'typescript',
    extensions: ['.ts', '.mts', '.cts'],
    grammarWasm: 'tree-sitter-typescript.wasm',
    ...shared,
};
/** TypeScript with JSX. */
const TSX = {
    id: 'tsx',
    extensions: ['.tsx'],
    grammarWasm: 'tree-sitter-tsx.wasm',
    grammarPackage: 'tree-sitter-typescript',
    ...shared,
};
/** JavaScript, with JSX. */
const JAVASCRIPT = {
    id: 'javascript',
    extensions: ['.js', '.jsx', '.mjs', '.cjs'],
    grammarWasm: 'tree-sitter-javascript.wasm',
    ...shared,
};


/***/ }),

/***/ 410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ manifests)
/* harmony export */ });
/* harmony import */ var _discovery_packs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6093);

/**
 * TypeScript (`.ts`, `.mts`, `.cts`, `.tsx`) and JavaScript (`.js`, `.jsx`,
 * `.mjs`, `.cjs`): two languages of one folder, sharing its tools.
 */
/**
 * Biome's rules (`lint/style/useConst`), explained at a page named after the
 * rule in kebab case; ESLint's own rules (`no-debugger`) at theirs; a
 * plugin's rule (`@typescript-eslint/no-unused-vars`) has no page known here.
 */
const lintRules = [
    {
        linter: 'Biome',
        codes: /^lint\/[a-zA-Z]+\/[a-zA-Z]+$/,
        reference: (rule) => `https://biomejs.dev/linter/rules/${(rule.split('/').at(-1) ?? '').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}/`,
    },
    {
        linter: 'ESLint',
        codes: /^[a-z]+(-[a-z]+)*$|^[@a-z][\w-]*\/[\w/-]+$/,
        reference: (rule) => rule.includes('/') ? undefined : `https://eslint.org/docs/latest/rules/${rule}`,
    },
];
const manifests = [
    {
        id: 'typescript',
        label: 'TypeScript',
        packs: [_discovery_packs_js__WEBPACK_IMPORTED_MODULE_0__/* .TYPESCRIPT */ .cE, _discovery_packs_js__WEBPACK_IMPORTED_MODULE_0__/* .TSX */ .uM],
        toolFolders: ['node_modules'],
        lintRules,
    },
    {
        id: 'javascript',
        label: 'JavaScript',
        packs: [_discovery_packs_js__WEBPACK_IMPORTED_MODULE_0__/* .JAVASCRIPT */ .i5],
        toolFolders: ['node_modules'],
        lintRules,
    },
];


/***/ }),

/***/ 1559:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ manifest)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);
/* harmony import */ var _styles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(324);


/** docstring: repairs the docstring mechanically and reports what is missing; a model writes it. */
const manifest = {
    name: 'docstring',
    agent: 'docstring_agent',
    enabledByDefault: true,
    perLanguage: true,
    settings: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        /** The docstring style to write; unset: the project's own (docs/configuration.md). */
        style: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_styles_js__WEBPACK_IMPORTED_MODULE_1__/* .DOCSTRING_STYLES */ .n)
            .optional()
            .describe("The docstring style. Unset: the repository's convention, else learned from the code, else google"),
    }),
};


/***/ }),

/***/ 324:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ DOCSTRING_STYLES)
/* harmony export */ });
/**
 * The docstring conventions `operations.docstring.style` names, and the
 * `style` write_docstring takes: Google, NumPy and Sphinx (reST) sections,
 * and Markdown (a `**Parameters:**` line and a `* **name** - text` list, as
 * httpx and MkDocs projects write). A language writes them in its own
 * docstrings (Python's, in its folder's `docs/`).
 */
const DOCSTRING_STYLES = ['google', 'numpy', 'sphinx', 'markdown'];


/***/ }),

/***/ 1995:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ manifest)
/* harmony export */ });
/** lint: Ruff's safe fixes on the node's own lines, one at a time. */
const manifest = {
    name: 'lint',
    agent: 'lint_agent',
    enabledByDefault: true,
};


/***/ }),

/***/ 4735:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ BUILTIN_MANIFESTS)
});

// EXTERNAL MODULE: ./src/ops/docstring/manifest.ts
var manifest = __webpack_require__(1559);
// EXTERNAL MODULE: ./src/ops/lint/manifest.ts
var lint_manifest = __webpack_require__(1995);
// EXTERNAL MODULE: ./src/ops/sample-data/manifest.ts
var sample_data_manifest = __webpack_require__(2490);
// EXTERNAL MODULE: ./src/ops/test/manifest.ts
var test_manifest = __webpack_require__(7944);
;// CONCATENATED MODULE: ./src/ops/bundled-manifests.ts




/** Every op's manifest, in folder order: what reading remora.yaml needs, without the ops' code. */
const BUNDLED_MANIFESTS = [manifest/* manifest */.e, lint_manifest/* manifest */.e, sample_data_manifest/* manifest */.e, test_manifest/* manifest */.e];

;// CONCATENATED MODULE: ./src/ops/manifests.ts

/** The manifests of the ops that ship with Remora, loaded without any op's tools or policy. */
const BUILTIN_MANIFESTS = {
    ops: new Map(BUNDLED_MANIFESTS.map((manifest) => [manifest.name, manifest])),
};


/***/ }),

/***/ 2490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ manifest)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);

/** sample_data: normal, edge and extreme argument fixtures from the annotations (off by default). */
const manifest = {
    name: 'sample_data',
    agent: 'sample_data_agent',
    enabledByDefault: false,
    perLanguage: true,
    settings: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        /** The fixture files' format; unset: the project's existing fixtures' (docs/configuration.md). */
        format: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['json', 'yaml'])
            .optional()
            .describe('The format of the sample data (default: json)'),
    }),
};


/***/ }),

/***/ 7944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ manifest)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);

/** test: turns documented examples into tests in the project's framework (pytest for Python), runs them, suggests only what passes. */
const manifest = {
    name: 'test',
    agent: 'test_agent',
    enabledByDefault: true,
    perLanguage: true,
    settings: zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
        /** Also write a smoke test that only checks the annotated return type. */
        smoke: zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY()
            .optional()
            .describe('Also write a smoke test that only checks the annotated return type'),
    }),
};


/***/ })

};
