export const id = 796;
export const ids = [796];
export const modules = {

/***/ 6009:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ listSourceFiles)
/* harmony export */ });
/* unused harmony export displayPath */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9565);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4296);
/* harmony import */ var _confined_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7109);
/* harmony import */ var _workspace_tree_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5606);
/* harmony import */ var _git_git_commands_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8125);







// Folders that hold tools' state or third-party code, never the project's own source.
const SKIPPED_DIRS = _languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__/* .TOOL_FOLDERS */ .RQ;
/**
 * The source files under the given paths (files or folders), with paths
 * relative to `cwd` using `/`. Inside a git repository a folder's files are
 * what `git ls-files` lists (tracked, and untracked but not ignored), so
 * `.gitignore` keeps virtual environments and build output out; elsewhere the
 * folder is walked. Either way hidden folders, tool folders and virtual
 * environments are skipped, and a file that is a symbolic link leading
 * outside `root` is refused with a DISC_002 warning instead of read. A path
 * that does not exist is an error.
 */
async function listSourceFiles(paths, cwd, root = cwd) {
    const listing = new Listing(cwd, root);
    for (const path of paths.length > 0 ? paths : ['.']) {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, path);
        const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(absolute).catch(() => undefined);
        if (!info)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_3__/* .RemoraError */ .LP('CLI_001', `no such file or folder: ${path}`);
        if ((0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_5__/* .isInside */ .FK)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root), absolute) && !(await listing.staysInside(absolute)))
            continue;
        if (info.isDirectory()) {
            const listed = await tryGitListing(absolute);
            if (listed)
                await listing.addListed(absolute, listed);
            else
                await listing.walk(absolute);
        }
        else if ((0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__/* .tryPackFor */ .wW)(absolute))
            listing.add(absolute);
    }
    return listing.result();
}
/**
 * The files git lists under `dir` (relative to it); undefined outside a
 * repository, and for a folder the repository ignores, which was named
 * explicitly and so is walked.
 */
async function tryGitListing(dir) {
    const result = await (0,_git_git_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .execGit */ .Ix)(['ls-files', '-co', '--exclude-standard', '-z'], dir).catch(() => undefined);
    if (result?.exitCode !== 0)
        return undefined;
    // check-ignore refuses the literal pathspecs Remora's git runs with; `.` is no pattern anyway.
    const ignored = await (0,_git_git_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .execGit */ .Ix)(['--no-literal-pathspecs', 'check-ignore', '-q', '.'], dir).catch(() => undefined);
    if (ignored?.exitCode === 0)
        return undefined;
    return [...new Set(result.stdout.toString('utf8').split('\0'))].filter(
    // An untracked nested repository is listed as its folder, with a trailing slash.
    (path) => path !== '' && !path.endsWith('/'));
}
class Listing {
    cwd;
    root;
    found = new Map();
    diagnostics = [];
    venvs = new Map();
    constructor(cwd, root) {
        this.cwd = cwd;
        this.root = root;
    }
    add(absolute) {
        this.found.set(absolute, {
            file_path: displayPath(absolute, this.cwd),
            absolute_path: absolute,
        });
    }
    /** False (with a warning) when `absolute` resolves outside the root through a link. */
    async staysInside(absolute) {
        if ((await (0,_confined_file_js__WEBPACK_IMPORTED_MODULE_4__/* .tryResolveInside */ .I)(this.root, absolute)).kind !== 'outside')
            return true;
        const path = displayPath(absolute, this.cwd);
        this.diagnostics.push({
            code: 'DISC_002',
            severity: 'warning',
            file: path,
            message: `${path}: skipped, a symbolic link leading outside the repository is not followed`,
        });
        return false;
    }
    async addListed(dir, paths) {
        for (const path of paths) {
            if (!(0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__/* .tryPackFor */ .wW)(path))
                continue;
            const folders = path.split('/').slice(0, -1);
            if (folders.some((name) => name.startsWith('.') || SKIPPED_DIRS.has(name)))
                continue;
            if (await this.inVirtualEnvironment(dir, folders))
                continue;
            const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ...path.split('/'));
            // Listed but gone from disk (deleted, not yet committed), or a submodule: nothing to read.
            const info = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.lstat)(absolute).catch(() => undefined);
            // A link is not followed: one inside the repository names a file listed on its own.
            if (info?.isSymbolicLink())
                await this.staysInside(absolute);
            else if (info?.isFile())
                this.add(absolute);
        }
    }
    /** Walks a folder outside any repository; links are not followed, so a loop cannot hang it. */
    async walk(dir) {
        const entries = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir, { withFileTypes: true });
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
            const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
            if (entry.isDirectory()) {
                if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name))
                    continue;
                if (await isVirtualEnvironment(absolute))
                    continue;
                await this.walk(absolute);
            }
            else if (entry.isFile() && (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__/* .tryPackFor */ .wW)(entry.name)) {
                this.add(absolute);
            }
            else if (entry.isSymbolicLink() && (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__/* .tryPackFor */ .wW)(entry.name)) {
                await this.staysInside(absolute);
            }
        }
    }
    result() {
        const files = [...this.found.values()].sort((a, b) => a.file_path < b.file_path ? -1 : a.file_path > b.file_path ? 1 : 0);
        return { files, diagnostics: this.diagnostics };
    }
    /** True when a folder on the way from `dir` holds a pyvenv.cfg, whatever it is called. */
    async inVirtualEnvironment(dir, folders) {
        for (let depth = 1; depth <= folders.length; depth++) {
            const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, ...folders.slice(0, depth));
            let known = this.venvs.get(folder);
            if (!known) {
                known = isVirtualEnvironment(folder);
                this.venvs.set(folder, known);
            }
            if (await known)
                return true;
        }
        return false;
    }
}
async function isVirtualEnvironment(dir) {
    return (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'pyvenv.cfg')).catch(() => undefined))?.isFile() === true;
}
/** A path relative to `cwd` with `/` separators; absolute when it lies outside `cwd`. */
function displayPath(absolute, cwd) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(cwd, absolute);
    if (rel === '' || rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel))
        return absolute.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
    return rel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}


/***/ }),

/***/ 2895:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runNodesCommand: () => (/* binding */ runNodesCommand)
/* harmony export */ });
/* harmony import */ var _adapters_tree_sitter_discoverer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2951);
/* harmony import */ var _adapters_files_source_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6009);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3506);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1654);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1604);





/** `remora nodes`: every function and class of the files named, one line (or JSON object) each. */
async function runNodesCommand(args, io) {
    const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .parseCommandArgs */ .Qx)(args, (0,_commands_js__WEBPACK_IMPORTED_MODULE_3__/* .commandOptions */ .i6)('nodes'));
    const { config } = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .loadConfig */ .Z9)(io.cwd, io.env);
    const { files, diagnostics } = await (0,_adapters_files_source_files_js__WEBPACK_IMPORTED_MODULE_1__/* .listSourceFiles */ .p)(positionals, io.cwd);
    (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .reportDiagnostics */ .Dj)(diagnostics, io);
    const discoverer = await (0,_adapters_tree_sitter_discoverer_js__WEBPACK_IMPORTED_MODULE_0__/* .createDiscoverer */ .f)((0,_config_config_js__WEBPACK_IMPORTED_MODULE_2__/* .discoveryOptions */ .Lx)(config));
    try {
        const results = await discoverer.discover(files);
        for (const result of results) {
            (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .reportDiagnostics */ .Dj)(result.diagnostics, io);
            // One write per file: tens of thousands of small writes cost more than the formatting.
            const format = values.json
                ? (node) => (0,_io_js__WEBPACK_IMPORTED_MODULE_4__/* .formatNodeJson */ .eU)(node, values['with-text'] === true)
                : formatNodeLine;
            io.stdout(result.nodes.map(format).join(''));
        }
    }
    finally {
        await discoverer.close();
    }
    return 0;
}
function formatNodeLine(node) {
    return `${node.file_path}:${node.start_line}-${node.end_line}\t${node.node_type}\t${node.full_name}\n`;
}


/***/ }),

/***/ 1318:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ diffArrays)
/* harmony export */ });
/* unused harmony export arrayDiff */
/* harmony import */ var _base_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3102);

class ArrayDiff extends _base_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A {
    tokenize(value) {
        return value.slice();
    }
    join(value) {
        return value;
    }
    removeEmpty(value) {
        return value;
    }
}
const arrayDiff = new ArrayDiff();
function diffArrays(oldArr, newArr, options) {
    return arrayDiff.diff(oldArr, newArr, options);
}


/***/ }),

/***/ 3102:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ Diff)
/* harmony export */ });
class Diff {
    diff(oldStr, newStr, 
    // Type below is not accurate/complete - see above for full possibilities - but it compiles
    options = {}) {
        let callback;
        if (typeof options === 'function') {
            callback = options;
            options = {};
        }
        else if ('callback' in options) {
            callback = options.callback;
        }
        // Allow subclasses to massage the input prior to running
        const oldString = this.castInput(oldStr, options);
        const newString = this.castInput(newStr, options);
        const oldTokens = this.removeEmpty(this.tokenize(oldString, options));
        const newTokens = this.removeEmpty(this.tokenize(newString, options));
        return this.diffWithOptionsObj(oldTokens, newTokens, options, callback);
    }
    diffWithOptionsObj(oldTokens, newTokens, options, callback) {
        var _a;
        const done = (value) => {
            value = this.postProcess(value, options);
            if (callback) {
                setTimeout(function () { callback(value); }, 0);
                return undefined;
            }
            else {
                return value;
            }
        };
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let editLength = 1;
        let maxEditLength = newLen + oldLen;
        if (options.maxEditLength != null) {
            maxEditLength = Math.min(maxEditLength, options.maxEditLength);
        }
        const maxExecutionTime = (_a = options.timeout) !== null && _a !== void 0 ? _a : Infinity;
        const abortAfterTimestamp = Date.now() + maxExecutionTime;
        const bestPath = [{ oldPos: -1, lastComponent: undefined }];
        // Seed editLength = 0, i.e. the content starts with the same values
        let newPos = this.extractCommon(bestPath[0], newTokens, oldTokens, 0, options);
        if (bestPath[0].oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
            // Identity per the equality and tokenizer
            return done(this.buildValues(bestPath[0].lastComponent, newTokens, oldTokens));
        }
        // Once we hit the right edge of the edit graph on some diagonal k, we can
        // definitely reach the end of the edit graph in no more than k edits, so
        // there's no point in considering any moves to diagonal k+1 any more (from
        // which we're guaranteed to need at least k+1 more edits).
        // Similarly, once we've reached the bottom of the edit graph, there's no
        // point considering moves to lower diagonals.
        // We record this fact by setting minDiagonalToConsider and
        // maxDiagonalToConsider to some finite value once we've hit the edge of
        // the edit graph.
        // This optimization is not faithful to the original algorithm presented in
        // Myers's paper, which instead pointlessly extends D-paths off the end of
        // the edit graph - see page 7 of Myers's paper which notes this point
        // explicitly and illustrates it with a diagram. This has major performance
        // implications for some common scenarios. For instance, to compute a diff
        // where the new text simply appends d characters on the end of the
        // original text of length n, the true Myers algorithm will take O(n+d^2)
        // time while this optimization needs only O(n+d) time.
        let minDiagonalToConsider = -Infinity, maxDiagonalToConsider = Infinity;
        // Main worker method. checks all permutations of a given edit length for acceptance.
        const execEditLength = () => {
            for (let diagonalPath = Math.max(minDiagonalToConsider, -editLength); diagonalPath <= Math.min(maxDiagonalToConsider, editLength); diagonalPath += 2) {
                let basePath;
                const removePath = bestPath[diagonalPath - 1], addPath = bestPath[diagonalPath + 1];
                if (removePath) {
                    // No one else is going to attempt to use this value, clear it
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath - 1] = undefined;
                }
                let canAdd = false;
                if (addPath) {
                    // what newPos will be after we do an insertion:
                    const addPathNewPos = addPath.oldPos - diagonalPath;
                    canAdd = addPath && 0 <= addPathNewPos && addPathNewPos < newLen;
                }
                const canRemove = removePath && removePath.oldPos + 1 < oldLen;
                if (!canAdd && !canRemove) {
                    // If this path is a terminal then prune
                    // @ts-expect-error - perf optimisation. This type-violating value will never be read.
                    bestPath[diagonalPath] = undefined;
                    continue;
                }
                // Select the diagonal that we want to branch from. We select the prior
                // path whose position in the old string is the farthest from the origin
                // and does not pass the bounds of the diff graph
                if (!canRemove || (canAdd && removePath.oldPos < addPath.oldPos)) {
                    basePath = this.addToPath(addPath, true, false, 0, options);
                }
                else {
                    basePath = this.addToPath(removePath, false, true, 1, options);
                }
                newPos = this.extractCommon(basePath, newTokens, oldTokens, diagonalPath, options);
                if (basePath.oldPos + 1 >= oldLen && newPos + 1 >= newLen) {
                    // If we have hit the end of both strings, then we are done
                    return done(this.buildValues(basePath.lastComponent, newTokens, oldTokens)) || true;
                }
                else {
                    bestPath[diagonalPath] = basePath;
                    if (basePath.oldPos + 1 >= oldLen) {
                        maxDiagonalToConsider = Math.min(maxDiagonalToConsider, diagonalPath - 1);
                    }
                    if (newPos + 1 >= newLen) {
                        minDiagonalToConsider = Math.max(minDiagonalToConsider, diagonalPath + 1);
                    }
                }
            }
            editLength++;
        };
        // Performs the length of edit iteration. Is a bit fugly as this has to support the
        // sync and async mode which is never fun. Loops over execEditLength until a value
        // is produced, or until the edit length exceeds options.maxEditLength (if given),
        // in which case it will return undefined.
        if (callback) {
            (function exec() {
                setTimeout(function () {
                    if (editLength > maxEditLength || Date.now() > abortAfterTimestamp) {
                        return callback(undefined);
                    }
                    if (!execEditLength()) {
                        exec();
                    }
                }, 0);
            }());
        }
        else {
            while (editLength <= maxEditLength && Date.now() <= abortAfterTimestamp) {
                const ret = execEditLength();
                if (ret) {
                    return ret;
                }
            }
        }
    }
    addToPath(path, added, removed, oldPosInc, options) {
        const last = path.lastComponent;
        if (last && !options.oneChangePerToken && last.added === added && last.removed === removed) {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: last.count + 1, added: added, removed: removed, previousComponent: last.previousComponent }
            };
        }
        else {
            return {
                oldPos: path.oldPos + oldPosInc,
                lastComponent: { count: 1, added: added, removed: removed, previousComponent: last }
            };
        }
    }
    extractCommon(basePath, newTokens, oldTokens, diagonalPath, options) {
        const newLen = newTokens.length, oldLen = oldTokens.length;
        let oldPos = basePath.oldPos, newPos = oldPos - diagonalPath, commonCount = 0;
        while (newPos + 1 < newLen && oldPos + 1 < oldLen && this.equals(oldTokens[oldPos + 1], newTokens[newPos + 1], options)) {
            newPos++;
            oldPos++;
            commonCount++;
            if (options.oneChangePerToken) {
                basePath.lastComponent = { count: 1, previousComponent: basePath.lastComponent, added: false, removed: false };
            }
        }
        if (commonCount && !options.oneChangePerToken) {
            basePath.lastComponent = { count: commonCount, previousComponent: basePath.lastComponent, added: false, removed: false };
        }
        basePath.oldPos = oldPos;
        return newPos;
    }
    equals(left, right, options) {
        if (options.comparator) {
            return options.comparator(left, right);
        }
        else {
            return left === right
                || (!!options.ignoreCase && left.toLowerCase() === right.toLowerCase());
        }
    }
    removeEmpty(array) {
        const ret = [];
        for (let i = 0; i < array.length; i++) {
            if (array[i]) {
                ret.push(array[i]);
            }
        }
        return ret;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    castInput(value, options) {
        return value;
    }
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    tokenize(value, options) {
        return Array.from(value);
    }
    join(chars) {
        // Assumes ValueT is string, which is the case for most subclasses.
        // When it's false, e.g. in diffArrays, this method needs to be overridden (e.g. with a no-op)
        // Yes, the casts are verbose and ugly, because this pattern - of having the base class SORT OF
        // assume tokens and values are strings, but not completely - is weird and janky.
        return chars.join('');
    }
    postProcess(changeObjects, 
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    options) {
        return changeObjects;
    }
    get useLongestToken() {
        return false;
    }
    buildValues(lastComponent, newTokens, oldTokens) {
        // First we convert our linked list of components in reverse order to an
        // array in the right order:
        const components = [];
        let nextComponent;
        while (lastComponent) {
            components.push(lastComponent);
            nextComponent = lastComponent.previousComponent;
            delete lastComponent.previousComponent;
            lastComponent = nextComponent;
        }
        components.reverse();
        const componentLen = components.length;
        let componentPos = 0, newPos = 0, oldPos = 0;
        for (; componentPos < componentLen; componentPos++) {
            const component = components[componentPos];
            if (!component.removed) {
                if (!component.added && this.useLongestToken) {
                    let value = newTokens.slice(newPos, newPos + component.count);
                    value = value.map(function (value, i) {
                        const oldValue = oldTokens[oldPos + i];
                        return oldValue.length > value.length ? oldValue : value;
                    });
                    component.value = this.join(value);
                }
                else {
                    component.value = this.join(newTokens.slice(newPos, newPos + component.count));
                }
                newPos += component.count;
                // Common case
                if (!component.added) {
                    oldPos += component.count;
                }
            }
            else {
                component.value = this.join(oldTokens.slice(oldPos, oldPos + component.count));
                oldPos += component.count;
            }
        }
        return components;
    }
}


/***/ })

};
