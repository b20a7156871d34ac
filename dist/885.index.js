export const id = 885;
export const ids = [885];
export const modules = {

/***/ 8885:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runWatchCommand: () => (/* binding */ runWatchCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _adapters_files_source_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6009);
/* harmony import */ var _adapters_git_git_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6619);
/* harmony import */ var _pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1999);
/* harmony import */ var _pipeline_session_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6101);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1654);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(1604);
/* harmony import */ var _review_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9024);
/* harmony import */ var _languages_manifests_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(9565);










const WATCH_FLAGS = (0,_commands_js__WEBPACK_IMPORTED_MODULE_6__/* .commandOptions */ .i6)('watch');
// Saves come in bursts (an editor writes, renames, touches): one pass after the last of them.
const DEBOUNCE_MS = 200;
/**
 * `remora watch <paths...>`: analyses the nodes under the paths as the files
 * are on disk, then, each time files change, only the nodes whose own code
 * changed since the last pass (a method's edit re-runs the method, not its
 * class or module), one line per pass. It stops cleanly on Ctrl-C (or when
 * `stop` is aborted) after the pass under way.
 */
async function runWatchCommand(args, io, stop = interrupted()) {
    const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .parseCommandArgs */ .Qx)(args, WATCH_FLAGS);
    const paths = positionals.length > 0 ? positionals : ['.'];
    const git = await (0,_adapters_git_git_js__WEBPACK_IMPORTED_MODULE_3__/* .createGit */ .l)(io.cwd, io.env);
    const settings = await (0,_pipeline_prepare_js__WEBPACK_IMPORTED_MODULE_4__/* .loadRunSettings */ .$o)(git.root, io.env, (0,_review_js__WEBPACK_IMPORTED_MODULE_8__.configFlags)(values));
    let seen = new Map();
    let pass = 0;
    const runPass = async () => {
        pass += 1;
        const cleanups = new _pipeline_session_js__WEBPACK_IMPORTED_MODULE_5__/* .CleanupStack */ .zr();
        try {
            const events = (0,_review_js__WEBPACK_IMPORTED_MODULE_8__.createCliEvents)(io, undefined, values['log-level']);
            const { session } = await (0,_review_js__WEBPACK_IMPORTED_MODULE_8__.openCliSession)(io, values, settings, {
                tree: { folder: git.root },
                events,
                cleanups,
            });
            const { files, diagnostics } = await (0,_adapters_files_source_files_js__WEBPACK_IMPORTED_MODULE_2__/* .listSourceFiles */ .p)(paths, io.cwd, git.root);
            (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .reportDiagnostics */ .Dj)(diagnostics, io);
            const found = await session.discoverer.discover(files);
            for (const result of found)
                (0,_io_js__WEBPACK_IMPORTED_MODULE_7__/* .reportDiagnostics */ .Dj)(result.diagnostics, io);
            const nodes = found.flatMap((result) => result.nodes);
            const now = new Map(nodes.map((node) => [keyOf(node), ownCode(node, nodes)]));
            const changed = nodes.filter((node) => seen.get(keyOf(node)) !== now.get(keyOf(node)));
            seen = now;
            if (changed.length === 0) {
                io.stdout(`pass ${pass}: no node changed\n`);
                return;
            }
            const report = await session.review(changed.map((node) => ({ node })));
            io.stdout(`pass ${pass}: ${describePass(changed, report)}\n`);
        }
        finally {
            await cleanups.run();
        }
    };
    // Passes run one at a time; changes during a pass start one more after it.
    let running = runPass();
    let timer;
    const schedule = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
            running = running.then(runPass, runPass);
        }, DEBOUNCE_MS);
    };
    const watchers = paths.map((path) => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.watch)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, path), { recursive: true }, (_, file) => {
        // A file of any language Remora reads; its own edits elsewhere (a cache) wake nothing.
        if (file === null || (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_9__/* .tryLanguageFor */ .vo)(String(file)))
            schedule();
    }));
    await new Promise((done) => {
        if (stop.aborted)
            done();
        stop.addEventListener('abort', () => done(), { once: true });
    });
    clearTimeout(timer);
    for (const watcher of watchers)
        watcher.close();
    await running;
    io.stderr(`remora watch: stopped after ${pass} pass${pass === 1 ? '' : 'es'}\n`);
    return 0;
}
/** Aborted on the first Ctrl-C. */
function interrupted() {
    const controller = new AbortController();
    process.once('SIGINT', () => controller.abort());
    return controller.signal;
}
function keyOf(node) {
    return `${node.file_path}\0${node.node_type}\0${node.full_name}`;
}
/**
 * A node's own code: its text without the definitions nested in it, so an
 * edit inside a method changes the method alone.
 */
function ownCode(node, nodes) {
    const bytes = Buffer.from(node.text);
    const inner = nodes
        .filter((other) => other !== node &&
        other.file_path === node.file_path &&
        other.start_byte >= node.start_byte &&
        other.end_byte <= node.end_byte &&
        (other.start_byte > node.start_byte || other.end_byte < node.end_byte))
        .sort((a, b) => a.start_byte - b.start_byte);
    const kept = [];
    let at = 0;
    for (const other of inner) {
        const from = other.start_byte - node.start_byte;
        if (from < at)
            continue;
        kept.push(bytes.subarray(at, from));
        at = other.end_byte - node.start_byte;
    }
    kept.push(bytes.subarray(at));
    return Buffer.concat(kept).toString('utf8');
}
/** `1 changed node (total) · lint 1 succeeded (1 with changes)`. */
function describePass(changed, report) {
    const names = changed.map((node) => node.full_name).join(', ');
    const ops = report.graph.ops.map((op) => {
        const results = report.nodes.flatMap((n) => n.ops).filter((r) => r.op === op);
        const count = (status) => results.filter((r) => r.status === status).length;
        const withChanges = results.filter((r) => r.diff !== '').length;
        return `${op} ${count('succeeded')} succeeded (${withChanges} with changes), ${count('failed')} failed, ${count('skipped')} skipped`;
    });
    return `${changed.length} changed node${changed.length === 1 ? '' : 's'} (${names}) · ${ops.join('; ')}`;
}


/***/ })

};
