export const id = 115;
export const ids = [115];
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

/***/ 30:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runChangedCommand: () => (/* binding */ runChangedCommand)
/* harmony export */ });
/* harmony import */ var _adapters_tree_sitter_discoverer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2951);
/* harmony import */ var _adapters_git_git_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6619);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1654);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1604);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3506);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _pipeline_changed_nodes_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1346);







/**
 * `remora changed --base <rev> [--head <rev>]`: the nodes changed between the
 * merge base of the two revisions and the head, as a pull request would show
 * them. Paths are relative to the repository root.
 */
async function runChangedCommand(args, io) {
    const { values, positionals } = (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommandArgs */ .Qx)(args, (0,_commands_js__WEBPACK_IMPORTED_MODULE_2__/* .commandOptions */ .i6)('changed'));
    if (!values.base)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .RemoraError */ .LP('CLI_001', 'changed needs --base <rev>');
    if (positionals.length > 0)
        throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .RemoraError */ .LP('CLI_001', `unexpected argument '${positionals[0]}'`);
    const git = await (0,_adapters_git_git_js__WEBPACK_IMPORTED_MODULE_1__/* .createGit */ .l)(io.cwd, io.env);
    const { config } = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .loadConfig */ .Z9)(git.root, io.env);
    const discoverer = await (0,_adapters_tree_sitter_discoverer_js__WEBPACK_IMPORTED_MODULE_0__/* .createDiscoverer */ .f)((0,_config_config_js__WEBPACK_IMPORTED_MODULE_4__/* .discoveryOptions */ .Lx)(config));
    try {
        const changes = await (0,_pipeline_changed_nodes_js__WEBPACK_IMPORTED_MODULE_6__/* .findChangedNodes */ .hV)(git, values.base, values.head ?? 'HEAD', discoverer);
        (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .reportDiagnostics */ .Dj)(changes.diagnostics, io);
        for (const change of changes.nodes)
            io.stdout(values.json
                ? formatChangeJson(change, values['with-text'] === true)
                : formatChangeLine(change));
    }
    finally {
        await discoverer.close();
    }
    return 0;
}
function formatChangeJson(change, withText) {
    return (0,_io_js__WEBPACK_IMPORTED_MODULE_3__/* .formatNodeJson */ .eU)(change.node, withText, { changed_lines: change.changed_lines });
}
function formatChangeLine({ node, changed_lines }) {
    const ranges = changed_lines
        .map((r) => (r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`))
        .join(', ');
    return `${node.file_path}:${node.start_line}-${node.end_line}\t${node.node_type}\t${node.full_name}\tchanged ${ranges}\n`;
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
