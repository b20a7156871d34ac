export const id = 895;
export const ids = [895];
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


/***/ })

};
