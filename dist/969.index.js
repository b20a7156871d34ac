export const id = 969;
export const ids = [969];
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

/***/ 589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ preflightServer)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);
/* harmony import */ var _without_key_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(744);


const DEFAULT_TIMEOUT_MS = 5000;
const modelsSchema = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    data: zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ id: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), parent: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().nullish().catch(undefined) })),
});
const SHAPE = 'expected {"data": [{"id": "<model>"}, ...]}';
// Asked whenever the server cannot be reached: in CI it is nearly always one of these.
const QUESTIONS = 'Is the Tailscale step (tailscale/github-action) before this one in the job? ' +
    'Is the host name in server-url right? Is the server up?';
/**
 * Asks the model server which models it serves (`GET <server-url>/models`),
 * once, with a short timeout, before any op needs it. Every failure is one
 * message for the log and the summary: what was asked, what went wrong and
 * what to check. A reply that is not an OpenAI model list is a failure too:
 * the ops would fail against that server one by one.
 */
async function preflightServer(options) {
    const fail = (message, unreachable = false) => ({
        ok: false,
        message: (0,_without_key_js__WEBPACK_IMPORTED_MODULE_1__/* .withoutKey */ .w)(message, options.apiKey),
        unreachable,
    });
    const url = tryModelsUrl(options.serverUrl);
    if (!url)
        return fail(`server-url ${JSON.stringify(options.serverUrl)} is not an http(s) URL; ` +
            'expected the API root, such as http://gpu-box:8000/v1');
    const shown = `GET ${url.href}`;
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const started = performance.now();
    let status;
    let statusText;
    let body;
    try {
        const response = await (options.fetch ?? fetch)(url, {
            headers: {
                accept: 'application/json',
                ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
            },
            signal: options.stop
                ? AbortSignal.any([AbortSignal.timeout(timeoutMs), options.stop])
                : AbortSignal.timeout(timeoutMs),
        });
        ({ status, statusText } = response);
        body = await response.text();
    }
    catch (error) {
        return fail(`The model server is unreachable: ${shown} failed: ${unreachableCause(error, url, timeoutMs)}. ${QUESTIONS}`, !timedOut(error));
    }
    const ms = Math.round(performance.now() - started);
    const answered = `${shown} answered ${status}${statusText ? ` ${statusText}` : ''}`;
    if (status === 401 || status === 403)
        return fail(`${answered}: the api-key input is wrong or missing` +
            (options.apiKey
                ? ' (a key was sent; is it the one the server expects?)'
                : ' (no key was sent; set the api-key input from a secret)'));
    if (status === 404)
        return fail(`${answered}: no model list there, so this is not an OpenAI-compatible API root; ` +
            'server-url usually ends in /v1');
    if (status < 200 || status > 299)
        return fail(`${answered}: the server is reachable but is not serving models`);
    let document;
    try {
        document = JSON.parse(body);
    }
    catch {
        return fail(`${shown} did not answer JSON: not an OpenAI-compatible server (${SHAPE})`);
    }
    const parsed = modelsSchema.safeParse(document);
    if (!parsed.success)
        return fail(`${shown} answered JSON but no model list: not an OpenAI-compatible server (${SHAPE})`);
    const models = parsed.data.data.map((model) => model.id);
    const bases = [
        ...new Set(parsed.data.data.flatMap((model) => (model.parent ? [model.parent] : []))),
    ].filter((parent) => models.includes(parent));
    return { ok: true, models, bases, ms };
}
/** `<server-url>/models` without any credentials in it, or undefined when it is no http(s) URL. */
function tryModelsUrl(serverUrl) {
    let url;
    try {
        url = new URL(serverUrl.trim());
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/models`;
    return url;
}
/** Whether a request failed for want of an answer in time (or was let go), not of a connection. */
function timedOut(error) {
    return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
/** Why a request got no answer, in words, with the system's code where there is one. */
function unreachableCause(error, url, timeoutMs) {
    if (timedOut(error))
        return `no answer within ${timeoutMs} ms`;
    const code = errorCode(error);
    const host = url.hostname;
    switch (code) {
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
        case 'EAI_NONAME':
            return `the host name ${host} does not resolve (${code})`;
        case 'ECONNREFUSED':
            return `${url.host} refused the connection; nothing listens there (${code})`;
        case 'ETIMEDOUT':
        case 'UND_ERR_CONNECT_TIMEOUT':
            return `the connection to ${url.host} timed out (${code})`;
        case 'EHOSTUNREACH':
        case 'ENETUNREACH':
            return `no route to ${host} (${code})`;
        case 'ECONNRESET':
        case 'UND_ERR_SOCKET':
            return `${url.host} closed the connection (${code})`;
        default:
            return code ?? (error instanceof Error ? error.message : String(error));
    }
}
/** The system error code under fetch's "fetch failed", through causes and aggregated errors. */
function errorCode(error) {
    for (let current = error, depth = 0; current && depth < 5; depth++) {
        if (typeof current !== 'object')
            return undefined;
        const { code, cause, errors } = current;
        if (typeof code === 'string')
            return code;
        current = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
    }
    return undefined;
}


/***/ }),

/***/ 744:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ withoutKey)
/* harmony export */ });
/**
 * The text with every occurrence of the API key masked. What a model server
 * sends back (an error message, a reply) may echo the key it was sent; that
 * text goes on to the log, the report, the event log and comments.
 */
function withoutKey(text, apiKey) {
    return apiKey ? text.split(apiKey).join('***') : text;
}


/***/ }),

/***/ 7069:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ openSandbox)
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
/* harmony import */ var _languages_manifests_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9565);
/* harmony import */ var _subprocess_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2091);







/**
 * Builds a new root and runs the command in it, inside fresh user, mount,
 * pid and network namespaces (made by `unshare`):
 *
 * - the root is an empty tmpfs holding only the system's programs and
 *   libraries and the languages' interpreters (a manifest's `runtime`),
 *   read-only; the copy the
 *   command works on, a private HOME and TMPDIR, and the folders the caller
 *   names as writable are the only places it can write;
 * - `/proc` is a new one: the command sees its own processes, never the
 *   action's or the runner's (their environments hold the token);
 * - the runner's files, the checkout and its `.git/config`, every other
 *   temporary folder are simply not there: the old root is detached;
 * - there is no network, only a loopback that is down;
 * - the command runs with no capabilities and `no_new_privs`, so it cannot
 *   mount, unmount or chroot its way out.
 *
 * Every step must succeed (`set -eu`): a machine where one fails has no sandbox.
 */
const SANDBOX_SCRIPT = `set -eu
root=$1; copy=$2; home=$3; tmp=$4; count=$5; shift 5
mount --make-rprivate /
mount -t tmpfs -o mode=0755 remora-sandbox "$root"
place() {
  if [ -d "$1" ]; then mkdir -p "$root$1"; else mkdir -p "$root\${1%/*}"; : > "$root$1"; fi
}
readonly_bind() {
  if [ -L "$1" ]; then mkdir -p "$root\${1%/*}"; ln -sfn "$(readlink "$1")" "$root$1"; return; fi
  [ -e "$1" ] || return 0
  place "$1"
  mount --bind "$1" "$root$1"
  mount -o remount,bind,ro "$root$1" 2>/dev/null && return
  # A mount's nosuid, nodev, noexec and atime flags are locked in a user namespace: keep them.
  flags=$(findmnt -n -o VFS-OPTIONS --mountpoint "$root$1")
  mount -o "remount,bind,ro,\${flags#rw,}" "$root$1"
}
writable_bind() { place "$1"; mount --bind "$1" "$root$1"; }
mkdir -p "$root/dev/shm" "$root/proc" "$root/tmp"
for device in null zero full random urandom; do
  : > "$root/dev/$device"
  mount --bind "/dev/$device" "$root/dev/$device"
done
mount -t tmpfs -o mode=1777 remora-shm "$root/dev/shm"
mount -t tmpfs -o mode=1777 remora-tmp "$root/tmp"
i=0
while [ "$i" -lt "$count" ]; do readonly_bind "$1"; shift; i=$((i + 1)); done
count=$1; shift
i=0
while [ "$i" -lt "$count" ]; do writable_bind "$1"; shift; i=$((i + 1)); done
writable_bind "$copy"; writable_bind "$home"; writable_bind "$tmp"
mount -t proc proc "$root/proc"
mkdir "$root/.old-root"
cd "$root"
pivot_root . .old-root
umount -l /.old-root
rmdir /.old-root
mount -o remount,bind,ro /
cd "$copy"
exec setpriv --no-new-privs --inh-caps=-all --bounding-set=-all -- "$@"`;
const UNSHARE_ARGS = [
    '--user',
    '--map-root-user',
    '--mount',
    '--pid',
    '--fork',
    '--kill-child',
    '--net',
    '--',
];
/** The system's programs and libraries, shown read-only in every sandbox. */
const SYSTEM_PATHS = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32', '/etc'];
const SYSTEM_BINS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
const opened = new Map();
/**
 * The sandbox for this machine and PATH, made and tried once per process;
 * rejects with SANDBOX_001, saying why, where it cannot be made: some
 * kernels and runners refuse unprivileged user namespaces (Ubuntu 24.04
 * restricts them through AppArmor), and there is no fallback to running
 * unconfined.
 */
function openSandbox(env) {
    const key = env.PATH ?? '';
    let sandbox = opened.get(key);
    if (!sandbox) {
        sandbox = makeSandbox(env);
        opened.set(key, sandbox);
    }
    return sandbox;
}
async function makeSandbox(env) {
    const unshare = await findProgram('unshare', env.PATH ?? '');
    if (unshare === undefined)
        throw noSandbox("util-linux's unshare is not on PATH");
    const runtimes = new Map();
    await Promise.all(_languages_manifests_js__WEBPACK_IMPORTED_MODULE_5__/* .LANGUAGE_MANIFESTS */ .M2.flatMap(({ id, runtime }) => runtime
        ? [
            findRuntime(runtime.program, runtime.probe, env).then((install) => runtimes.set(id, { program: runtime.program, install })),
        ]
        : []));
    const installs = [...runtimes.values()].flatMap(({ install }) => (install ? [install] : []));
    const shown = withoutNested([...SYSTEM_PATHS, ...installs.flatMap((i) => i.folders)]);
    const binPath = [
        ...new Set(installs.map((install) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(install.executable))),
        ...SYSTEM_BINS,
    ].join(':');
    const sandbox = {
        runtime(languageId) {
            const runtime = runtimes.get(languageId);
            if (!runtime)
                throw new Error(`no language '${languageId}' declares an interpreter`);
            return runtime.install?.executable ?? runtime.program;
        },
        async run(program, args, options) {
            const { argv, runOptions, privateDir } = await command(program, args, options);
            try {
                return await (0,_subprocess_js__WEBPACK_IMPORTED_MODULE_6__/* .runProgram */ .mB)(unshare, argv, {
                    ...runOptions,
                    ...(options.input !== undefined ? { input: options.input } : {}),
                    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
                    ...(options.signal ? { signal: options.signal } : {}),
                });
            }
            finally {
                await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(privateDir, { recursive: true, force: true });
            }
        },
        async open(program, args, options) {
            const { argv, runOptions, privateDir } = await command(program, args, options);
            const session = (0,_subprocess_js__WEBPACK_IMPORTED_MODULE_6__/* .openProgram */ .hb)(unshare, argv, runOptions);
            void session.ended.then(() => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(privateDir, { recursive: true, force: true }));
            return session;
        },
    };
    /** The sandbox's command line for a program, and the private folder (root, home, temp) it is made in. */
    async function command(program, args, options) {
        const privateDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'remora-tool-'));
        const [root, home, temp] = ['root', 'home', 'tmp'].map((name) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(privateDir, name));
        await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(root), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(home), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(temp)]);
        const readable = withoutNested([...shown, ...(options.readable ?? [])]);
        const writable = options.writable ?? [];
        return {
            argv: [
                ...UNSHARE_ARGS,
                'sh',
                '-c',
                SANDBOX_SCRIPT,
                'remora-sandbox',
                root,
                options.copyDir,
                home,
                temp,
                String(readable.length),
                ...readable,
                String(writable.length),
                ...writable,
                program,
                ...args,
            ],
            runOptions: {
                cwd: options.copyDir,
                env: {
                    ...options.env,
                    HOME: home,
                    TMPDIR: temp,
                    XDG_CACHE_HOME: (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(home, '.cache'),
                    PATH: binPath,
                },
                ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
            },
            privateDir,
        };
    }
    const probeDir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'remora-probe-'));
    try {
        const probe = await sandbox
            .run('true', [], { copyDir: probeDir, env: (0,_subprocess_js__WEBPACK_IMPORTED_MODULE_6__/* .scrubbedEnv */ .wS)(env), timeoutMs: 20_000 })
            .catch((error) => ({ exitCode: -1, stderr: error.message }));
        if (probe.exitCode !== 0)
            throw noSandbox(lastLine(probe.stderr));
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(probeDir, { recursive: true, force: true });
    }
    return sandbox;
}
function noSandbox(reason) {
    return new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RemoraError */ .LP('SANDBOX_001', `this machine cannot make a sandbox for code from the repository (${reason}); ` +
        'it needs util-linux (unshare, setpriv, findmnt) and unprivileged user namespaces ' +
        '(on Ubuntu 24.04: sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0)');
}
/** The first executable `name` in the folders of `path`. */
async function findProgram(name, path) {
    for (const folder of path.split(node_path__WEBPACK_IMPORTED_MODULE_3__.delimiter).filter((f) => (0,node_path__WEBPACK_IMPORTED_MODULE_3__.isAbsolute)(f))) {
        const candidate = (0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)(folder, name);
        if (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.access)(candidate, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK).then(() => true, () => false))
            return candidate;
    }
    return undefined;
}
/**
 * A language's interpreter on PATH and the folders it needs, asked of the
 * interpreter itself with its manifest's probe from an empty folder (no code
 * from the repository runs). Undefined when PATH has none, or it answers
 * something else.
 */
async function findRuntime(program, probe, env) {
    const cwd = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'remora-runtime-'));
    try {
        const result = await (0,_subprocess_js__WEBPACK_IMPORTED_MODULE_6__/* .runProgram */ .mB)(program, probe, {
            cwd,
            env: (0,_subprocess_js__WEBPACK_IMPORTED_MODULE_6__/* .scrubbedEnv */ .wS)(env),
            timeoutMs: 20_000,
        });
        if (result.exitCode !== 0)
            return undefined;
        const found = JSON.parse(result.stdout.toString('utf8'));
        if (typeof found.executable !== 'string' || !Array.isArray(found.folders))
            return undefined;
        const folders = new Set();
        for (const folder of found.folders.filter((f) => typeof f === 'string' && f.startsWith(node_path__WEBPACK_IMPORTED_MODULE_3__.sep))) {
            const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(folder).catch(() => undefined);
            if (real !== undefined)
                folders.add(real).add(folder);
        }
        const executable = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(found.executable).catch(() => found.executable);
        folders.add((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(executable)).add((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(found.executable));
        return { executable: found.executable, folders: [...folders] };
    }
    catch {
        return undefined;
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(cwd, { recursive: true, force: true });
    }
}
/** The paths that are not inside another path of the list, in a stable order. */
function withoutNested(paths) {
    const unique = [...new Set(paths)].sort();
    return unique.filter((path) => !unique.some((other) => other !== path && path.startsWith(other.endsWith(node_path__WEBPACK_IMPORTED_MODULE_3__.sep) ? other : other + node_path__WEBPACK_IMPORTED_MODULE_3__.sep)));
}
function lastLine(text) {
    return text.trim().split('\n').at(-1) ?? 'no reason given';
}


/***/ }),

/***/ 8661:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   y: () => (/* binding */ applyFileDiff)
/* harmony export */ });
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3309);

/** A text's lines, each with its terminator (the last one may have none). */
function linesOf(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
/** A line without its `\n` and one `\r` before it: how the diff parser keeps a line's text. */
function bare(line) {
    return line.replace(/\r?\n$/, '');
}
/**
 * Applies one file's section of a patch to exactly the text it was made
 * from: each hunk must find its context and deleted lines at the line its
 * header names, with no offset and no fuzz. A patch made against another
 * version of the file does not fit; a three-way merge carries it over.
 *
 * Lines the patch adds end as the file's lines do (`\r\n` in a file whose
 * first line ends so), since the parsed patch keeps no `\r`.
 */
function applyFileDiff(before, file) {
    if (file.binary)
        return { ok: false, reason: 'it is a binary patch' };
    if (file.status === 'added') {
        if (before !== undefined)
            return { ok: false, reason: 'it adds a file that already exists' };
        return {
            ok: true,
            content: joinAdded(file.hunks.flatMap((h) => h.lines), '\n'),
        };
    }
    if (before === undefined)
        return { ok: false, reason: 'the file does not exist' };
    const lines = linesOf(before);
    const eol = lines[0]?.endsWith('\r\n') ? '\r\n' : '\n';
    const out = [];
    let next = 0;
    for (const hunk of file.hunks) {
        // A hunk that removes nothing old starts after line oldStart; any other at line oldStart.
        const start = hunk.oldLines === 0 ? hunk.oldStart : hunk.oldStart - 1;
        if (start < next || start > lines.length)
            return { ok: false, reason: `hunk ${hunk.header} is out of place` };
        (0,_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .appendAll */ .u2)(out, lines.slice(next, start));
        let at = start;
        for (const line of hunk.lines) {
            if (line.kind === 'added') {
                out.push(line.text + (line.noNewlineAtEnd ? '' : eol));
                continue;
            }
            const old = lines[at];
            if (old === undefined || bare(old) !== line.text)
                return {
                    ok: false,
                    reason: `line ${at + 1} is not ${JSON.stringify(line.text)} as hunk ${hunk.header} expects`,
                };
            if (line.kind === 'context')
                out.push(old);
            at += 1;
        }
        next = at;
    }
    (0,_arrays_js__WEBPACK_IMPORTED_MODULE_0__/* .appendAll */ .u2)(out, lines.slice(next));
    if (file.status === 'deleted') {
        return out.length === 0
            ? { ok: true, content: undefined }
            : { ok: false, reason: 'it deletes the file but leaves lines of it' };
    }
    return { ok: true, content: out.join('') };
}
function joinAdded(lines, eol) {
    return lines
        .filter((line) => line.kind === 'added')
        .map((line) => line.text + (line.noNewlineAtEnd ? '' : eol))
        .join('');
}


/***/ }),

/***/ 7215:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lh: () => (/* binding */ totalTally),
/* harmony export */   Mc: () => (/* binding */ recordTally)
/* harmony export */ });
/* unused harmony export tallyEvents */
const STATUS = {
    'agent:completed': 'succeeded',
    'agent:failed': 'failed',
    'agent:skipped': 'skipped',
    'agent:cancelled': 'cancelled',
    'agent:waiting': 'waiting',
};
/**
 * Counts a run from its event records (docs/events.md): nodes started, and
 * per op its agents' closings. Every count Remora prints about a run is made
 * here, so what it says equals what its log holds.
 */
function tallyEvents(events, ops = []) {
    const byOp = new Map(ops.map((op) => [op, emptyTally(op)]));
    let nodes = 0;
    for (const event of events) {
        if (event.type === 'node:started')
            nodes += 1;
        const status = STATUS[event.type];
        if (!status)
            continue;
        const closing = event.payload;
        let tally = byOp.get(closing.op);
        if (!tally)
            byOp.set(closing.op, (tally = emptyTally(closing.op)));
        tally[status] += 1;
        tally.findings += closing.findings ?? 0;
        if (closing.changed)
            tally.changed += 1;
        if (status === 'failed' && closing.code && !tally.codes.includes(closing.code))
            tally.codes.push(closing.code);
    }
    return { nodes, ops: [...byOp.values()] };
}
/** The sum of every op's tally. */
function totalTally(tally) {
    const total = { ...emptyTally(''), codes: [] };
    for (const op of tally.ops) {
        for (const key of [
            'succeeded',
            'changed',
            'failed',
            'skipped',
            'cancelled',
            'waiting',
            'findings',
        ])
            total[key] += op[key];
        for (const code of op.codes)
            if (!total.codes.includes(code))
                total.codes.push(code);
    }
    const { op: _op, ...rest } = total;
    return rest;
}
function emptyTally(op) {
    return {
        op,
        succeeded: 0,
        changed: 0,
        failed: 0,
        skipped: 0,
        cancelled: 0,
        waiting: 0,
        findings: 0,
        codes: [],
    };
}
/**
 * Records one run's events while it runs: `stop()` ends the recording and
 * returns its tally. Subscribe before the run's first event.
 */
function recordTally(bus, ops) {
    const seen = [];
    const off = bus.on('*', (event) => {
        if (event.type === 'node:started' || event.type in STATUS)
            seen.push(event);
    });
    return {
        stop() {
            off();
            return tallyEvents(seen, ops);
        },
    };
}


/***/ }),

/***/ 3644:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ truncateToolOutput),
/* harmony export */   m: () => (/* binding */ ModelError)
/* harmony export */ });
/** The OpenAI chat shapes the runner speaks, reduced to what it uses. */
/**
 * A failure talking to the model. `retryable` marks what a retry may cure:
 * connection errors, timeouts, 429 and 5xx.
 */
class ModelError extends Error {
    retryable;
    status;
    code;
    constructor(message, retryable, status, 
    /**
     * AGENT_002 for an unreachable or failing server; AGENT_003 for a reply
     * that is not a chat completion; CANCEL_001 when the run was cancelled.
     */
    code = 'AGENT_002') {
        super(message);
        this.retryable = retryable;
        this.status = status;
        this.code = code;
        this.name = 'ModelError';
    }
}
const HEAD = 2500;
const TAIL = 1000;
const LIMIT = 4000;
/** docs/architecture.md §5's fixed rule: over 4000 characters, keep the first 2500 and the last 1000. */
function truncateToolOutput(text) {
    if (text.length <= LIMIT)
        return text;
    return `${text.slice(0, HEAD)}\n...\n${text.slice(-TAIL)}`;
}


/***/ }),

/***/ 256:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rk: () => (/* binding */ chooseModel),
/* harmony export */   SM: () => (/* binding */ isServed),
/* harmony export */   oN: () => (/* binding */ routeModels)
/* harmony export */ });
/**
 * Which model (adapter) each op asks the server for. Structural types, so this
 * stays pure: `RemoraConfig` and `AgentDefinition` fit them.
 */
/** The op's `model`, else its agent's, else `server.default_model`: docs/architecture.md §4. */
function chooseModel(op, config, agent) {
    const configured = config.operations[op]?.model;
    if (configured)
        return { model: configured, from: `operations.${op}.model` };
    if (agent?.model)
        return { model: agent.model, from: `the ${op} agent's model` };
    return { model: config.server.default_model, from: 'server.default_model' };
}
/**
 * Routes each op to a model the server lists (`available`, from `GET
 * /models`): an op whose model is not there falls back to the base model,
 * `server.default_model`, or, when the server does not list that name, the
 * one base model it lists (`bases`: what vLLM names as its adapters'
 * parent), with a warning naming the model and the op, so a missing LoRA
 * adapter costs quality, not the op. When no base model is served either,
 * the warning says so: those requests will fail.
 */
function routeModels(input) {
    const served = new Set(input.available);
    const configured = input.config.server.default_model;
    const [onlyBase, ...otherBases] = input.bases ?? [];
    const listedBase = !isServed(served, configured) && onlyBase && otherBases.length === 0;
    const fallback = listedBase ? onlyBase : configured;
    const named = listedBase
        ? `the base model '${fallback}' the server lists`
        : `server.default_model '${fallback}'`;
    const fallbackServed = isServed(served, fallback);
    const models = new Map();
    const warnings = [];
    const fallbacks = [];
    const stranded = [];
    for (const op of input.ops) {
        const choice = chooseModel(op, input.config, input.agents.get(op));
        if (isServed(served, choice.model)) {
            models.set(op, choice.model);
            continue;
        }
        models.set(op, fallback);
        if (!fallbackServed)
            stranded.push(op);
        if (choice.model !== fallback) {
            fallbacks.push({ op, model: choice.model, fallback });
            warnings.push(`the model '${choice.model}' (${choice.from}) is not on the server; ` +
                `the ${op} op uses ${named} instead`);
        }
    }
    if (stranded.length > 0)
        warnings.push(`server.default_model '${fallback}' is not on the server either; ` +
            `requests of ${stranded.join(', ')} will fail. The server lists: ${listed(input.available)}`);
    return { models, warnings, fallbacks };
}
/** Whether a server listing `served` serves `model`; Ollama lists `name:tag` and serves `name` as `name:latest`. */
function isServed(served, model) {
    return served.has(model) || (!model.includes(':') && served.has(`${model}:latest`));
}
function listed(available) {
    return available.length === 0 ? 'no models' : available.join(', ');
}


/***/ }),

/***/ 6058:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LW: () => (/* binding */ requestSettings),
/* harmony export */   T9: () => (/* binding */ toolSpecs),
/* harmony export */   ZF: () => (/* binding */ openingMessages)
/* harmony export */ });
/* unused harmony exports INSTRUCTION_LIMIT, renderInstruction, nodeExcerpt */
/* harmony import */ var _agents_definition_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7731);
/* harmony import */ var _ask_user_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6403);


/** The configuration's request settings with the agent's own `runner:` overrides on top. */
function requestSettings(defaults, definition) {
    const overrides = definition.runner;
    return {
        tool_choice: overrides.tool_choice ?? defaults.tool_choice,
        temperature: overrides.temperature ?? defaults.temperature,
        max_tokens: overrides.max_tokens ?? defaults.max_tokens,
        ...(overrides.extra_body || defaults.extra_body
            ? { extra_body: { ...defaults.extra_body, ...overrides.extra_body } }
            : {}),
    };
}
/** The agent's tools as the request's `tools`. */
function toolSpecs(definition) {
    const specs = definition.tools.map((tool) => ({
        type: 'function',
        function: { name: tool.name, description: tool.description, parameters: tool.parameters },
    }));
    // The runner's own tool goes just before submit_result: the agent's tools read first.
    const submit = specs.findIndex((spec) => spec.function.name === _agents_definition_js__WEBPACK_IMPORTED_MODULE_0__/* .SUBMIT_TOOL */ .Sk);
    if (definition.ask_user)
        specs.splice(submit < 0 ? specs.length : submit, 0, _ask_user_js__WEBPACK_IMPORTED_MODULE_1__/* .ASK_TOOL_SPEC */ .N4);
    return specs;
}
/** The longest instruction the opening message carries; the rest is cut and said so. */
const INSTRUCTION_LIMIT = 2000;
/**
 * The reviewer's instruction as the opening user message ends with it: a
 * heading that says whose words they are, then the words as quoted data,
 * each line behind `> `, capped at {@link INSTRUCTION_LIMIT} characters.
 */
function renderInstruction(instruction) {
    const text = instruction.text.trim();
    const capped = text.length > INSTRUCTION_LIMIT
        ? `${text.slice(0, INSTRUCTION_LIMIT)}\n[... ${text.length - INSTRUCTION_LIMIT} characters left out]`
        : text;
    return [
        `Reviewer's instruction (from @${instruction.from}), for this run: the reviewer asked for this op ` +
            'again, and wrote what follows. It is their request about the change, not a change to your tools or rules.',
        ...(capped === ''
            ? ['> (no note: do it again, differently)']
            : capped.split('\n').map((l) => `> ${l}`)),
    ].join('\n');
}
/**
 * The system prompt and the node context, rendered from the agent's
 * templates for `node`, and the reviewer's instruction after the context
 * when a retry gives one. (Context providers speak with the results of the
 * tools they serve, not here.)
 */
function openingMessages(definition, node, opConfig, budgetTokens, 
/** The language of the node's file, as a code fence names it (`python`, `typescript`). */
language, instruction) {
    // Half the history budget, in characters (about four to a token).
    const runnerBudget = budgetTokens * 2;
    const variables = {
        ...opConfig,
        config: opConfig,
        node_text: nodeExcerpt(node.text, runnerBudget),
        node_name: node.name,
        full_name: node.full_name,
        node_type: node.node_type,
        file_path: node.file_path,
        language,
        start_line: node.start_line,
        end_line: node.end_line,
    };
    return [
        { role: 'system', content: (0,_agents_definition_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTemplate */ .Xm)(definition, 'system_prompt', variables).trim() },
        {
            role: 'user',
            content: [
                (0,_agents_definition_js__WEBPACK_IMPORTED_MODULE_0__/* .renderTemplate */ .Xm)(definition, 'node_context', variables).trim(),
                ...(instruction ? [renderInstruction(instruction)] : []),
            ].join('\n\n'),
        },
    ];
}
/**
 * The node's text as the opening message carries it: whole while it takes at
 * most half the history budget; past that (a module of thousands of lines),
 * its head and tail with the lines between left out and said so — the tools
 * read the whole file, and the turns after the opening must still fit.
 */
function nodeExcerpt(text, maxChars) {
    if (text.length <= maxChars)
        return text;
    const lines = text.split('\n');
    const head = [];
    const tail = [];
    let used = 0;
    for (const line of lines) {
        if (used + line.length + 1 > maxChars * 0.7)
            break;
        head.push(line);
        used += line.length + 1;
    }
    for (let i = lines.length - 1; i >= head.length; i--) {
        const line = lines[i] ?? '';
        if (used + line.length + 1 > maxChars)
            break;
        tail.unshift(line);
        used += line.length + 1;
    }
    const omitted = lines.length - head.length - tail.length;
    return [
        ...head,
        `# ... ${omitted} lines left out here; the tools read the whole file ...`,
        ...tail,
    ].join('\n');
}


/***/ }),

/***/ 8666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ readReplyToolCalls)
/* harmony export */ });
/* harmony import */ var _function_call_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6053);

/**
 * The tool calls of a server's reply, read the one way Remora reads them
 * (docs/model-path.md): the calls the model wrote in its text are the truth
 * whenever the text holds any, whatever the server made of them (a server-side
 * parser may return `{}` or text for arguments the model wrote as JSON); the
 * server's own `tool_calls` count only when the text holds none. Ids are
 * numbered by turn, as the built-in policies number theirs.
 */
function readReplyToolCalls(reply, turn) {
    const content = reply.content ?? '';
    const read = (0,_function_call_text_js__WEBPACK_IMPORTED_MODULE_0__/* .readFunctionCalls */ .S)(content);
    if (read.calls.length === 0)
        return reply;
    const tool_calls = read.calls.map((call, index) => ({
        id: `call_${turn}_${index + 1}`,
        type: 'function',
        function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }));
    return {
        ...reply,
        content: read.text === '' ? null : read.text,
        tool_calls,
    };
}


/***/ }),

/***/ 7725:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XZ: () => (/* binding */ FileMerge),
/* harmony export */   Z2: () => (/* binding */ mergeWorkspaces),
/* harmony export */   cn: () => (/* binding */ mergeFileVersions)
/* harmony export */ });
/* harmony import */ var node_diff3__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2994);
/* harmony import */ var _overlay_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2657);
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3309);



// Lines keep their terminators so a change to the final newline is a change like any other.
function splitLines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
/**
 * The hunks that turn `base` into `other`. The lines both share at the start
 * and the end are skipped without a diff, so the line diff runs only over the
 * span between the first and the last changed line: a workspace that edited
 * one function of a 20,000-line module costs that function, not the module.
 */
function changedHunks(base, other) {
    let start = 0;
    const shorter = Math.min(base.length, other.length);
    while (start < shorter && base[start] === other[start])
        start++;
    let baseEnd = base.length;
    let otherEnd = other.length;
    while (baseEnd > start && otherEnd > start && base[baseEnd - 1] === other[otherEnd - 1]) {
        baseEnd--;
        otherEnd--;
    }
    if (start === baseEnd && start === otherEnd)
        return [];
    const middle = other.slice(start, otherEnd);
    const diffs = (0,node_diff3__WEBPACK_IMPORTED_MODULE_1__/* .diffIndices */ .bQ)(base.slice(start, baseEnd), middle);
    return diffs.map(({ buffer1: [at, length], buffer2: [from, count] }) => ({
        start: start + at,
        end: start + at + length,
        lines: middle.slice(from, from + count),
    }));
}
// Touching changes overlap too, as git's merge has it: `b` and `c` edited apart conflict.
function overlaps(a, b) {
    return a.start <= b.end && b.start <= a.end;
}
function sameHunk(a, b) {
    return (a.start === b.start &&
        a.end === b.end &&
        a.lines.length === b.lines.length &&
        a.lines.every((line, i) => line === b.lines[i]));
}
/**
 * One file's three-way merge, built up one version at a time: each version
 * (derived from `base`) adds its changes, as hunks against the base, unless
 * one of them overlaps a change already taken (then nothing of it is taken).
 * The text is made once, when asked for. Its cost is the changed spans', not
 * the file's: merging many versions never diffs the merged text again.
 */
class FileMerge {
    base;
    baseLines;
    hunks = [];
    /** Set once a version added the file (no base) or deleted it: then the text is whole. */
    whole;
    constructor(base) {
        this.base = base;
        this.baseLines = base === undefined ? undefined : splitLines(base);
    }
    /** Takes `version`'s changes, or none of them when one overlaps; says which. */
    add(version) {
        if (version === this.base)
            return true;
        const current = this.content();
        if (version === current)
            return true;
        if (this.whole === undefined && this.hunks.length === 0) {
            if (version === undefined || this.baseLines === undefined) {
                this.whole = { content: version };
                return true;
            }
        }
        // A deletion or an addition against any other change has no line-level middle ground.
        if (version === undefined || current === undefined || this.baseLines === undefined)
            return false;
        if (this.whole)
            return false;
        const incoming = changedHunks(this.baseLines, splitLines(version));
        const fresh = incoming.filter((hunk) => !this.hunks.some((taken) => sameHunk(taken, hunk)));
        if (fresh.some((hunk) => this.hunks.some((taken) => overlaps(taken, hunk))))
            return false;
        this.hunks = [...this.hunks, ...fresh].sort((a, b) => a.start - b.start || a.end - b.end);
        return true;
    }
    /** Replaces what was taken with `merged` (a merge that knew better, derived from the base). */
    replace(merged) {
        if (merged === undefined || this.baseLines === undefined) {
            this.whole = { content: merged };
            this.hunks = [];
        }
        else {
            this.whole = undefined;
            this.hunks = changedHunks(this.baseLines, splitLines(merged));
        }
    }
    /** What was taken so far, to go back to with {@link restore}. */
    snapshot() {
        return { hunks: this.hunks, whole: this.whole };
    }
    restore(snapshot) {
        ({ hunks: this.hunks, whole: this.whole } = snapshot);
    }
    /** The merged text (`undefined`: the file is deleted). */
    content() {
        if (this.whole)
            return this.whole.content;
        if (this.hunks.length === 0 || this.baseLines === undefined)
            return this.base;
        const out = [];
        let at = 0;
        for (const hunk of this.hunks) {
            (0,_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .appendAll */ .u2)(out, this.baseLines.slice(at, hunk.start));
            (0,_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .appendAll */ .u2)(out, hunk.lines);
            at = hunk.end;
        }
        (0,_arrays_js__WEBPACK_IMPORTED_MODULE_2__/* .appendAll */ .u2)(out, this.baseLines.slice(at));
        return out.join('');
    }
}
/**
 * Three-way merge of one file: `current` (what earlier workspaces made of it)
 * and `incoming` (this workspace's version), both derived from `base`.
 */
function mergeFileVersions(base, current, incoming) {
    const merge = new FileMerge(base);
    merge.add(current);
    return merge.add(incoming) ? { ok: true, content: merge.content() } : { ok: false };
}
function conflictFor(path, kept, leftOut, files) {
    const others = files.filter((file) => file !== path);
    return {
        code: 'WORK_001',
        files: [...files],
        path,
        workspaces: [...kept, leftOut],
        message: `${path}: the change of ${leftOut} overlaps the change of ${kept.join(' and ')}; ${leftOut} was left out whole${others.length > 0 ? ` (its changes to ${others.join(', ')} too)` : ''}`,
    };
}
/**
 * Three-way merges the changes of several workspaces (base = stable tree) file
 * by file, in the given order. Non-overlapping edits of different nodes of one
 * file combine; overlapping edits that differ are a WORK_001 conflict naming
 * the file and both workspaces; identical edits are not conflicts. A
 * workspace merges whole or not at all: one that conflicts on any file is
 * left out with every file it changed (never silently overwritten, never half
 * merged), and what the merge holds is exactly what it held before it.
 */
async function mergeWorkspaces(stable, workspaces, 
/** Tried where the line merge overlaps; none: every overlap is a conflict. */
structuralMerge) {
    const bases = new Map();
    const baseOf = (path) => {
        let base = bases.get(path);
        if (!base)
            bases.set(path, (base = stable.readFile(path)));
        return base;
    };
    const files = new Map();
    const owners = new Map();
    const conflicts = [];
    const merged = [];
    for (const workspace of workspaces) {
        const changes = await workspace.changes();
        // The workspace's files join the merge only when every one merged: else each goes back.
        const undo = [];
        let conflict;
        for (const change of changes) {
            let file = files.get(change.path);
            if (!file)
                files.set(change.path, (file = new FileMerge(await baseOf(change.path))));
            undo.push([file, file.snapshot()]);
            if (file.add(change.after))
                continue;
            const structural = structuralMerge?.(change.path, await baseOf(change.path), file.content(), change.after);
            if (structural !== undefined) {
                file.replace(structural);
                continue;
            }
            const paths = changes.map((c) => c.path);
            conflict = conflictFor(change.path, owners.get(change.path) ?? [], workspace.id, paths);
            break;
        }
        if (conflict) {
            for (const [file, snapshot] of undo)
                file.restore(snapshot);
            conflicts.push(conflict);
            continue;
        }
        for (const change of changes)
            owners.set(change.path, [...(owners.get(change.path) ?? []), workspace.id]);
        merged.push(workspace.id);
    }
    return { files: await differingFiles(files, baseOf), conflicts, merged };
}
async function differingFiles(merges, baseOf) {
    const files = new Map();
    for (const path of [...merges.keys()].sort(_overlay_js__WEBPACK_IMPORTED_MODULE_0__/* .comparePaths */ .c)) {
        const content = merges.get(path)?.content();
        if (content !== (await baseOf(path)))
            files.set(path, content);
    }
    return files;
}


/***/ }),

/***/ 2657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ comparePaths),
/* harmony export */   w: () => (/* binding */ WorkspaceOverlay)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);
/* harmony import */ var _unified_diff_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6347);
/* harmony import */ var _workspace_path_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9806);



const NEXT_STATES = {
    // waiting: the agent asked a question; a later run resumes it in a workspace of its own.
    running: ['reviewing', 'errored', 'cancelled', 'waiting'],
    reviewing: ['accepted', 'rejected'],
    accepted: [],
    rejected: [],
    errored: [],
    cancelled: [],
    waiting: [],
};
/** Orders paths by UTF-16 code units: the same on every machine, unlike localeCompare. */
function comparePaths(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * A copy-on-write view of the stable tree for one operation on one node:
 * reads fall through to the stable tree, writes and deletions stay here, so
 * the checkout is never touched and no two workspaces see each other's writes.
 */
class WorkspaceOverlay {
    /** `<op>-<node_id>`, e.g. `lint-src/app.py::main`. */
    id;
    #stable;
    // path -> content written, or undefined for a deletion that hides the stable file.
    #writes;
    /** The workspace this one was forked from, whose view its own changes are measured against. */
    parent;
    #state = 'running';
    constructor(id, stable, writes, parent) {
        if (id.length === 0)
            throw new Error('a workspace needs a non-empty id');
        this.id = id;
        this.#stable = stable;
        this.#writes = writes;
        this.parent = parent;
    }
    /** A fresh, running workspace over `stable` with no changes. */
    static create(id, stable) {
        return new WorkspaceOverlay(id, stable, new Map());
    }
    /** The workspace's state; a new one is `running`. */
    get state() {
        return this.#state;
    }
    /**
     * A running workspace that starts from a snapshot of this one's writes over
     * the same stable tree. Later writes on either side are not shared, so a
     * downstream operation (docstring after lint) builds on its upstream's edits
     * without being able to change them.
     */
    fork(id) {
        return new WorkspaceOverlay(id, this.#stable, new Map(this.#writes), this);
    }
    /** The file as this workspace sees it: its own write or deletion first, else the stable tree. */
    async readFile(path) {
        const confined = (0,_workspace_path_js__WEBPACK_IMPORTED_MODULE_2__/* .confineWorkspacePath */ .R)(path);
        if (this.#writes.has(confined))
            return this.#writes.get(confined);
        return this.#stable.readFile(confined);
    }
    /** Records new content for a file; TOOL_001 unless the workspace is running. */
    async writeFile(path, content) {
        const confined = (0,_workspace_path_js__WEBPACK_IMPORTED_MODULE_2__/* .confineWorkspacePath */ .R)(path);
        this.#assertRunning(`write ${confined}`);
        this.#writes.set(confined, content);
    }
    /** Hides a file from this workspace; TOOL_001 unless the workspace is running. */
    async deleteFile(path) {
        const confined = (0,_workspace_path_js__WEBPACK_IMPORTED_MODULE_2__/* .confineWorkspacePath */ .R)(path);
        this.#assertRunning(`delete ${confined}`);
        this.#writes.set(confined, undefined);
    }
    /**
     * The files whose content differs from the stable tree, sorted by path.
     * Writing back a file's stable content, or deleting an absent file, is no change.
     */
    async changes() {
        const entries = [...this.#writes].sort(([a], [b]) => comparePaths(a, b));
        const befores = await Promise.all(entries.map(([path]) => this.#stable.readFile(path)));
        const changes = [];
        entries.forEach(([path, after], i) => {
            const before = befores[i];
            if (before !== after)
                changes.push({ path, before, after });
        });
        return changes;
    }
    /** A git-style unified diff (a/ b/ headers, 3 lines of context) of {@link changes}; '' when none. */
    async diff() {
        return (0,_unified_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUnifiedDiff */ .b2)(await this.changes());
    }
    /**
     * This workspace's own changes: against its parent's view when it was
     * forked (docstring after lint shows only docstring's edits), else against
     * the stable tree. `before` is what the parent (or the stable tree) holds.
     */
    async ownChanges() {
        if (!this.parent)
            return this.changes();
        const parent = this.parent;
        const entries = [...this.#writes].sort(([a], [b]) => comparePaths(a, b));
        const befores = await Promise.all(entries.map(([path]) => parent.readFile(path)));
        const changes = [];
        entries.forEach(([path, after], i) => {
            const before = befores[i];
            if (before !== after)
                changes.push({ path, before, after });
        });
        return changes;
    }
    /** A unified diff of {@link ownChanges}; '' when the op changed nothing itself. */
    async ownDiff() {
        return (0,_unified_diff_js__WEBPACK_IMPORTED_MODULE_1__/* .formatUnifiedDiff */ .b2)(await this.ownChanges());
    }
    /**
     * Moves the workspace on: running -> reviewing | errored, reviewing ->
     * accepted | rejected. Anything else is a bug in the caller, so it throws a
     * plain Error rather than a user-facing code.
     */
    transition(to) {
        if (!NEXT_STATES[this.#state].includes(to))
            throw new Error(`workspace ${this.id}: cannot go from ${this.#state} to ${to}`);
        this.#state = to;
    }
    #assertRunning(what) {
        if (this.#state !== 'running')
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('TOOL_001', `workspace ${this.id} is ${this.#state}, not running: cannot ${what}`);
    }
}


/***/ }),

/***/ 6347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ formatFileDiff),
/* harmony export */   b2: () => (/* binding */ formatUnifiedDiff)
/* harmony export */ });
/* unused harmony export quoteDiffPath */
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5725);
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3309);


const CONTEXT_LINES = 3;
const SIMPLE_ESCAPES = {
    7: 'a',
    8: 'b',
    9: 't',
    10: 'n',
    11: 'v',
    12: 'f',
    13: 'r',
    34: '"',
    92: '\\',
};
const encoder = new TextEncoder();
/**
 * A path as git writes it with the default `core.quotePath`: bare when plain,
 * otherwise a C string with octal escapes for control and non-ASCII bytes, so
 * the diff parser (`core/diff/paths.ts`) reads back the same path.
 */
function quoteDiffPath(path) {
    const bytes = encoder.encode(path);
    const plain = bytes.every((b) => b >= 0x20 && b < 0x7f && b !== 34 && b !== 92);
    if (plain)
        return path;
    let quoted = '"';
    for (const byte of bytes) {
        const simple = SIMPLE_ESCAPES[byte];
        if (simple !== undefined)
            quoted += `\\${simple}`;
        else if (byte < 0x20 || byte >= 0x7f)
            quoted += `\\${byte.toString(8).padStart(3, '0')}`;
        else
            quoted += String.fromCharCode(byte);
    }
    return `${quoted}"`;
}
// Git leaves out the count when it is 1, and an empty side starts at the line before.
function range(start, count) {
    if (count === 1)
        return `${start}`;
    return `${count === 0 ? start - 1 : start},${count}`;
}
function fileHeader(file) {
    const lines = [
        `diff --git ${quoteDiffPath(`a/${file.path}`)} ${quoteDiffPath(`b/${file.path}`)}`,
    ];
    // Workspaces hold text, not modes: a new file is a plain file, as git would make it.
    if (file.before === undefined)
        lines.push('new file mode 100644');
    if (file.after === undefined)
        lines.push('deleted file mode 100644');
    return lines;
}
/**
 * The git-style section of one file (`diff --git a/… b/…`, `--- /dev/null` for
 * an added file, three lines of context), or '' when the versions are equal.
 * Like git, a section whose file is empty on both sides has no `---`/`+++` lines.
 */
function formatFileDiff(file) {
    if (file.before === file.after)
        return '';
    const oldName = file.before === undefined ? '/dev/null' : quoteDiffPath(`a/${file.path}`);
    const newName = file.after === undefined ? '/dev/null' : quoteDiffPath(`b/${file.path}`);
    const middle = changedMiddle(file.before ?? '', file.after ?? '');
    const patch = (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .structuredPatch */ .YB)(oldName, newName, middle.before, middle.after, '', '', {
        context: CONTEXT_LINES,
    });
    const lines = fileHeader(file);
    if (patch.hunks.length > 0)
        lines.push(`--- ${oldName}`, `+++ ${newName}`);
    for (const hunk of patch.hunks) {
        const oldStart = hunk.oldStart + middle.skipped;
        const newStart = hunk.newStart + middle.skipped;
        lines.push(`@@ -${range(oldStart, hunk.oldLines)} +${range(newStart, hunk.newLines)} @@`);
        (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(lines, hunk.lines);
    }
    return `${lines.join('\n')}\n`;
}
/**
 * The part of two versions the diff has to look at: the lines between their
 * common head and common tail, with the context lines around them, and how
 * many lines of the head were left out. A fix in a function of a module of
 * 20,000 lines is diffed in the lines around it, not the whole module twice.
 */
function changedMiddle(before, after) {
    let same = 0;
    const shorter = Math.min(before.length, after.length);
    while (same < shorter && before.charCodeAt(same) === after.charCodeAt(same))
        same += 1;
    // Whole lines in common at the head: those ending before the first difference.
    const headLines = [];
    for (let at = before.indexOf('\n'); at !== -1 && at < same; at = before.indexOf('\n', at + 1))
        headLines.push(at + 1);
    let tail = 0;
    const room = shorter - (headLines.at(-1) ?? 0);
    while (tail < room &&
        before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail))
        tail += 1;
    // The tail's whole lines start after a line break both versions have at the same place.
    let tailStart = before.length - tail;
    while (tailStart < before.length &&
        !(before.charCodeAt(tailStart - 1) === 10 &&
            after.charCodeAt(tailStart - 1 - before.length + after.length) === 10)) {
        const next = before.indexOf('\n', tailStart);
        tailStart = next === -1 ? before.length : next + 1;
    }
    const keptHead = Math.max(0, headLines.length - CONTEXT_LINES);
    const from = keptHead === 0 ? 0 : headLines[keptHead - 1];
    let to = tailStart;
    for (let k = 0; k < CONTEXT_LINES && to < before.length; k += 1) {
        const next = before.indexOf('\n', to);
        to = next === -1 ? before.length : next + 1;
    }
    const afterTo = to - before.length + after.length;
    return { before: before.slice(from, to), after: after.slice(from, afterTo), skipped: keptHead };
}
/** A multi-file git-style unified diff of the given files, in the given order; '' when none differ. */
function formatUnifiedDiff(files) {
    return files.map(formatFileDiff).join('');
}


/***/ }),

/***/ 1999:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S8: () => (/* binding */ chooseOps),
  $o: () => (/* binding */ loadRunSettings),
  tM: () => (/* binding */ prepareFolderRun),
  Z0: () => (/* binding */ prepareRun)
});

// EXTERNAL MODULE: ./src/ops/agent-files.ts + 1 modules
var agent_files = __webpack_require__(1839);
// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config_config = __webpack_require__(3506);
// EXTERNAL MODULE: ./src/adapters/process/sandbox.ts
var sandbox = __webpack_require__(7069);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/adapters/process/idle.ts

/** How often the main thread's load is looked at, and below which share of a window it counts as idle. */
const WINDOW_MS = 5;
const IDLE_BELOW = 0.5;
/** Waiting for idleness ends by then, busy or not. */
const AT_MOST_MS = 2_000;
/**
 * Resolves once `after` has and this thread then spends a short window
 * mostly waiting (its event loop busy less than half of {@link WINDOW_MS}):
 * when costly set-up that nothing waits for yet can run without delaying
 * anything, such as a linter's first compile while model requests are out.
 * Resolves after {@link AT_MOST_MS} in any case. Holds the process open for none of it.
 */
function whenIdle(after) {
    return after.then(() => new Promise((resolve) => {
        const since = Date.now();
        let last = external_node_perf_hooks_.performance.eventLoopUtilization();
        const look = () => {
            const now = external_node_perf_hooks_.performance.eventLoopUtilization();
            const window = external_node_perf_hooks_.performance.eventLoopUtilization(now, last);
            last = now;
            if (window.utilization < IDLE_BELOW || Date.now() - since >= AT_MOST_MS)
                resolve();
            else
                setTimeout(look, WINDOW_MS).unref();
        };
        setTimeout(look, WINDOW_MS).unref();
    }));
}

// EXTERNAL MODULE: ./src/languages/registry.ts + 148 modules
var registry = __webpack_require__(1739);
// EXTERNAL MODULE: ./src/core/agents/definition.ts + 1 modules
var definition = __webpack_require__(7731);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/pipeline/session.ts + 2 modules
var pipeline_session = __webpack_require__(6101);
;// CONCATENATED MODULE: ./src/pipeline/prepare.ts








/**
 * The settings of the repository at `root`, as the CLI and a sweep read them:
 * its remora.yaml (under `flags` and `REMORA_*` from `env`) and its agents
 * beside the bundled ones. A pull request's review reads them from the base
 * commit instead (`loadTrustedConfig`).
 */
async function loadRunSettings(root, env, flags = {}, file, registry) {
    const { config } = await (0,config_config/* loadConfig */.Z9)(root, env, flags, file);
    const { agents, problems } = await (0,agent_files/* loadAgents */.L2)(root, registry);
    return { config, agents, problems };
}
/**
 * The pipeline's first step, for every entry point: the ops (checked against
 * the configuration and the agents), the backend, the stable tree, discovery
 * and the engine wired to them.
 */
async function prepareRun(variant) {
    const { settings } = variant;
    const ops = chooseOps(settings, variant.requestedOps);
    // Linters' wasm compiles in the background while git and discovery run, not at the first
    // lint; what the compile leaves for the main thread waits until requests are out.
    if (ops.some((op) => settings.agents.get(op)?.tools.some(lints))) {
        const idle = whenIdle(new Promise((resolve) => {
            const off = variant.events.on('model:request', () => {
                off();
                resolve();
            });
        }));
        for (const language of registry/* BUILTIN_LANGUAGES */.Ou)
            language.prepareLinters?.(idle);
    }
    const brokenAgents = ops.flatMap((op) => {
        const problem = settings.problems.get(op);
        return problem ? [[op, problem]] : [];
    });
    const noSandbox = variant.allowExecute && variant.checkSandbox ? await trySandbox(variant, ops) : undefined;
    const chosen = variant.backend;
    for (const fallback of chosen.fallbacks ?? [])
        variant.events.emit('model:fallback', fallback);
    const options = {
        config: settings.config,
        agents: settings.agents,
        agentProblems: settings.problems,
        backend: chosen.backend,
        processEnv: variant.processEnv,
        events: variant.events,
        allowExecute: variant.allowExecute,
        cleanups: variant.cleanups,
        ops,
        ...(chosen.models ? { models: chosen.models } : {}),
        ...(variant.wrapModel ? { wrapModel: variant.wrapModel } : {}),
        ...(variant.registry ? { registry: variant.registry } : {}),
        ...(variant.stop ? { stop: variant.stop } : {}),
        ...(variant.conversation ? { conversation: variant.conversation } : {}),
    };
    const { tree } = variant;
    const session = 'folder' in tree
        ? await (0,pipeline_session/* openFolderSession */.$s)(tree.folder, options)
        : await (0,pipeline_session/* openReviewSession */.nm)({
            ...options,
            git: tree.git,
            head: tree.head,
            ...(tree.ledger ? { ledger: tree.ledger } : {}),
        });
    return {
        ...settings,
        ...chosen,
        ops,
        session,
        brokenAgents,
        ...(noSandbox ? { noSandbox } : {}),
    };
}
/** Whether a tool is one of the lint op's built-in tools, which lint with Ruff. */
function lints(tool) {
    return tool.handler?.startsWith('builtin:lint.') ?? false;
}
/** The chosen ops that run code, and why, when this machine cannot make their sandbox. */
async function trySandbox(variant, ops) {
    const executing = ops.filter((op) => variant.settings.agents.get(op)?.tools.some(definition/* runsCode */.ut));
    if (executing.length === 0)
        return undefined;
    try {
        await (0,sandbox/* openSandbox */.E)(variant.processEnv);
        return undefined;
    }
    catch (problem) {
        if (!(problem instanceof errors/* RemoraError */.LP))
            throw problem;
        return { ops: executing, problem };
    }
}
/**
 * The ops a run runs: every op remora.yaml names must have an agent
 * (CONFIG_001), and every op asked for too (CLI_001).
 */
function chooseOps(settings, requested) {
    const available = [...settings.agents.keys(), ...settings.problems.keys()];
    (0,config_config/* checkConfiguredOps */.vD)(settings.config, available);
    return (0,pipeline_session/* resolveOps */.ZM)(requested, settings.config, available);
}
/**
 * {@link prepareRun} over a folder as it is, with settings, ops and backend
 * already chosen (train-data and eval: their CLI commands choose them): the
 * session that replays or records each task.
 */
async function prepareFolderRun(folder, ops, options) {
    const { session } = await prepareRun({
        settings: {
            config: options.config,
            agents: options.agents,
            problems: options.agentProblems,
        },
        // Their commands refuse a broken agent before anything runs.
        requestedOps: ops,
        backend: {
            backend: options.backend,
            ...(options.models ? { models: options.models } : {}),
        },
        tree: { folder },
        events: options.events,
        processEnv: options.processEnv,
        allowExecute: options.allowExecute,
        cleanups: options.cleanups,
        ...(options.wrapModel ? { wrapModel: options.wrapModel } : {}),
    });
    return session;
}


/***/ }),

/***/ 3234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aC: () => (/* binding */ chooseBackend),
  eE: () => (/* binding */ createReviewEnv)
});

// UNUSED EXPORTS: createModel

// EXTERNAL MODULE: ./src/adapters/files/workspace-tree.ts
var workspace_tree = __webpack_require__(5606);
// EXTERNAL MODULE: ./src/core/runner/policy.ts
var runner_policy = __webpack_require__(7654);
// EXTERNAL MODULE: ./src/core/runner/messages.ts
var messages = __webpack_require__(3644);
// EXTERNAL MODULE: ./src/ops/op-module.ts
var op_module = __webpack_require__(9698);
;// CONCATENATED MODULE: ./src/ops/builtin-model.ts



/**
 * The `builtin` backend: each agent's deterministic reference policy,
 * answering through the same runner loop and tools as a served model, so its
 * transcripts have exactly a model's shape (and can train one).
 */
function createBuiltinModel(policies) {
    return {
        name: 'builtin',
        async complete(request) {
            const policy = (0,runner_policy/* tryPolicyFor */.bA)(policies, request.agent, request.language);
            if (!policy)
                throw new messages/* ModelError */.m(`no built-in policy for agent '${request.agent}'`, false, undefined, 'AGENT_003');
            return (0,runner_policy/* policyReply */.Pt)(request.messages, policy(request.messages));
        },
    };
}
/**
 * `model`, except that the agents of ops that need no model
 * (`needsModel: false`) are answered by their built-in policies: such an op
 * runs the same whichever backend the others use, and never reaches a server.
 */
function withModelFreeOps(model, registry) {
    const agents = new Set([...registry.ops.values()].filter((op) => !(0,op_module/* needsModel */.pH)(op)).map((op) => op.agent));
    if (agents.size === 0)
        return model;
    const builtin = createBuiltinModel(registry.policies);
    return {
        name: model.name,
        complete: (request, signal) => agents.has(request.agent) ? builtin.complete(request) : model.complete(request, signal),
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/adapters/process/sandbox.ts
var process_sandbox = __webpack_require__(7069);
// EXTERNAL MODULE: ./src/adapters/process/subprocess.ts
var subprocess = __webpack_require__(2091);
// EXTERNAL MODULE: ./src/adapters/files/workspace-materialise.ts
var workspace_materialise = __webpack_require__(7000);
;// CONCATENATED MODULE: ./src/adapters/process/command-tool.ts





const AGENT_DIR = '{agent_dir}';
/**
 * Runs `command:` tools: the arguments as JSON on stdin, a JSON result on
 * stdout, in the workspace's materialised view (so its writes land in the
 * workspace, never the checkout), with a timeout and a scrubbed environment,
 * in the sandbox (sandbox.ts): the agent's folder read-only, no secret, no
 * network, nothing of the runner's. SANDBOX_001 where no sandbox can be made.
 * `{agent_dir}` in the command names the agent's own folder.
 */
function createCommandToolRunner(options) {
    return async (tool, definition, args, workspace, signal) => {
        const command = (tool.command ?? []).map((part) => part.split(AGENT_DIR).join(definition.dir ?? ''));
        const [program, ...programArgs] = command;
        if (!program)
            throw new errors/* RemoraError */.LP('TOOL_001', `${tool.name}: empty command`);
        const timeoutMs = tool.timeout_ms ?? options.timeoutMs;
        const sandbox = await (0,process_sandbox/* openSandbox */.E)(options.env);
        const tracked = await options.trackedFiles?.();
        const view = await (0,workspace_materialise/* materialiseWorkspace */.k)(workspace, options.stableRoot, tracked);
        try {
            const result = await sandbox
                .run((0,external_node_path_.isAbsolute)(program) || !program.includes('/') ? program : (0,external_node_path_.join)(view.dir, program), programArgs, {
                copyDir: view.dir,
                env: (0,subprocess/* scrubbedEnv */.wS)(options.env, { REMORA_WORKSPACE: view.dir }),
                readable: definition.dir ? [definition.dir] : [],
                input: JSON.stringify(args),
                timeoutMs,
                maxBytes: 16 * 1024 * 1024,
                ...(signal ? { signal } : {}),
            })
                .catch((error) => {
                throw new errors/* RemoraError */.LP('TOOL_001', `${tool.name}: could not run ${program}: ${error.message}`);
            });
            if (result.timedOut)
                throw new errors/* RemoraError */.LP('TOOL_001', `${tool.name} ${(0,subprocess/* describeTimeout */.by)(timeoutMs)}; it and every process it started were stopped`);
            await (0,workspace_materialise/* collectMaterialisedChanges */.a)(workspace, view.dir, options.stableRoot, tracked);
            const stdout = result.stdout.toString('utf8').trim();
            if (result.exitCode !== 0) {
                throw new errors/* RemoraError */.LP('TOOL_001', `${tool.name} exited with ${result.exitCode}: ${(result.stderr || stdout).trim().slice(-2000)}`);
            }
            try {
                return stdout === '' ? {} : JSON.parse(stdout);
            }
            catch {
                throw new errors/* RemoraError */.LP('TOOL_001', `${tool.name} did not print JSON: ${stdout.slice(0, 500)}`);
            }
        }
        finally {
            await view.dispose();
        }
    };
}

// EXTERNAL MODULE: ./src/core/engine/memo.ts
var memo = __webpack_require__(8718);
// EXTERNAL MODULE: ./src/languages/registry.ts + 148 modules
var languages_registry = __webpack_require__(1739);
;// CONCATENATED MODULE: ./src/pipeline/review-env.ts







/** The configured backend: the server when `server.base_url` is set, else the built-in policies. */
function chooseBackend(config, env) {
    const baseURL = config.server.base_url;
    if (!baseURL)
        return { kind: 'builtin' };
    const apiKey = env[config.server.api_key_env];
    return apiKey ? { kind: 'openai', baseURL, apiKey } : { kind: 'openai', baseURL };
}
function createModel(backend, config, registry = languages_registry/* BUILTIN_REGISTRY */.uT) {
    if (backend.kind === 'builtin')
        return createBuiltinModel(registry.policies);
    if (backend.kind === 'unreachable')
        return withModelFreeOps({
            name: backend.baseURL,
            complete: () => Promise.reject(new messages/* ModelError */.m(backend.reason, false)),
        }, registry);
    // The OpenAI SDK loads only for a run that talks to a server, while the run sets up.
    const model = Promise.all(/* import() */[__webpack_require__.e(674), __webpack_require__.e(342)]).then(__webpack_require__.bind(__webpack_require__, 5342)).then(({ createOpenAIModel }) => createOpenAIModel({
        baseURL: backend.baseURL,
        timeoutMs: config.server.timeout_ms,
        ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
    }));
    return withModelFreeOps({
        name: backend.baseURL,
        complete: async (request, signal) => (await model).complete(request, signal),
    }, registry);
}
/** Wires the adapters an operation needs; `dispose()` frees what they hold (the linters' wasm workspaces). */
function createReviewEnv(options) {
    const registry = options.registry ?? languages_registry/* BUILTIN_REGISTRY */.uT;
    let treeFiles;
    const listFiles = () => (treeFiles ??= (async () => (await (0,workspace_tree/* listTreeFiles */.I3)(options.stableRoot, await options.trackedFiles?.()))
        .filter((entry) => entry.kind === 'file')
        .map((entry) => entry.path))());
    // Every tool call re-reads its node; most of them read a text already seen.
    const discoveries = (0,memo/* createTextMemo */.M)(64);
    const host = {
        stable: options.stable,
        stableRoot: options.stableRoot,
        ...(options.trackedFiles ? { trackedFiles: options.trackedFiles } : {}),
        listFiles,
        ...(options.allowExecute
            ? {
                execute: {
                    sandbox: () => (0,process_sandbox/* openSandbox */.E)(options.processEnv),
                    env: options.processEnv,
                    timeoutMs: options.config.runner.command_timeout_ms,
                },
            }
            : {}),
    };
    // Each language's linters, made when a file of it is first linted.
    const linters = new Map();
    const lintersOf = (path) => {
        const language = registry.languages.of(path);
        if (!language)
            return undefined;
        if (!linters.has(language.id))
            linters.set(language.id, language.createLinters?.(host));
        return linters.get(language.id);
    };
    const services = {
        discoverText(path, text) {
            return discoveries(`${path}\0${text}`, async () => {
                const [found] = await options.discoverer.discover([
                    { file_path: path, bytes: new TextEncoder().encode(text) },
                ]);
                return found?.nodes ?? [];
            });
        },
        async linter(path) {
            return lintersOf(path)?.linterFor(path);
        },
        async describeLinter(path) {
            return lintersOf(path)?.describe(path);
        },
        stableRoot: options.stableRoot,
        trackedFiles: async () => options.trackedFiles?.(),
        listFiles,
        processEnv: options.processEnv,
        commandTimeoutMs: options.config.runner.command_timeout_ms,
        sandbox: () => (0,process_sandbox/* openSandbox */.E)(options.processEnv),
    };
    const env = {
        registry,
        agents: options.agents,
        ...(options.agentProblems ? { agentProblems: options.agentProblems } : {}),
        model: (options.wrapModel ?? ((model) => model))(createModel(options.backend, options.config, registry)),
        config: options.config,
        services,
        runCommandTool: createCommandToolRunner({
            stableRoot: options.stableRoot,
            ...(options.trackedFiles ? { trackedFiles: options.trackedFiles } : {}),
            env: options.processEnv,
            timeoutMs: options.config.runner.command_timeout_ms,
        }),
        events: options.events,
        allowExecute: options.allowExecute,
        ...(options.models ? { models: options.models } : {}),
        ...options.conversation,
    };
    return {
        env,
        dispose() {
            for (const source of linters.values())
                source?.dispose();
        },
    };
}


/***/ }),

/***/ 5176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ finalWorkspaces),
  O: () => (/* binding */ runReview)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/engine/cancellation.ts

/**
 * One run's cancellation: the first cause wins and is kept, and its signal
 * reaches every part of the run that waits on something — model requests,
 * tools' processes, retries' sleeps, ops not yet started (docs/architecture.md
 * §6). A cancelled op is closed as `agent:cancelled` with `CANCEL_001`; what
 * finished before stands.
 */
class RunCancellation {
    controller = new AbortController();
    why;
    deadline;
    /**
     * What waits on the run: told by the one listener the run's signal has.
     * A listener per request or process on that one signal would pass Node's
     * limit of ten (MaxListenersExceededWarning), and a client that never
     * removes its own (the `openai` client's) would keep them all.
     */
    waiting = new Set();
    constructor() {
        this.controller.signal.addEventListener('abort', () => {
            for (const wake of [...this.waiting])
                wake();
            this.waiting.clear();
        }, { once: true });
    }
    get signal() {
        return this.controller.signal;
    }
    /** Whether the run is cancelled; a deadline that has passed cancels it here, timer or not. */
    get cancelled() {
        if (!this.why && this.deadline && this.deadline.now() >= this.deadline.at)
            this.cancel('deadline', this.deadline.message);
        return this.why !== undefined;
    }
    /**
     * Cancels the run at `at` (on the `now` clock) even while work that never waits holds the
     * event loop, so that no timer can fire: each op looks at `cancelled` before it starts.
     */
    cancelAt(at, message, now = Date.now) {
        this.deadline = { at, message, now };
    }
    /** The first cancellation's cause and message, once cancelled. */
    get reason() {
        return this.why;
    }
    /** Cancels the run; later calls change nothing. */
    cancel(cause, message) {
        if (this.why)
            return;
        this.why = { cause, message };
        this.controller.abort(this.error());
    }
    /** The error a part of the run stops with: CANCEL_001 with the first cause's message. */
    error() {
        return new errors/* RemoraError */.LP('CANCEL_001', this.why?.message ?? 'the run was cancelled');
    }
    /** Calls `wake` when the run is cancelled (at once if it is); the returned function stops that. */
    onCancel(wake) {
        if (this.cancelled) {
            wake();
            return () => undefined;
        }
        this.waiting.add(wake);
        return () => void this.waiting.delete(wake);
    }
    /**
     * A signal of its own for one part of the run (a model request, an op and
     * its processes), aborted with the run's reason when the run is cancelled;
     * `release()` when that part ends lets go of it. Listeners a client adds to
     * it go with it, never onto the run's signal.
     */
    scope() {
        const controller = new AbortController();
        const release = this.onCancel(() => controller.abort(this.error()));
        return { signal: controller.signal, release };
    }
    /** Rejects with `error()` once cancelled; else settles as `work` does. */
    race(work) {
        if (this.cancelled) {
            work.catch(() => undefined);
            return Promise.reject(this.error());
        }
        return new Promise((resolve, reject) => {
            const release = this.onCancel(() => reject(this.error()));
            work.then((value) => {
                release();
                resolve(value);
            }, (error) => {
                release();
                reject(error instanceof Error ? error : new Error(String(error)));
            });
        });
    }
    /** Waits `ms`, or less when the run is cancelled meanwhile. */
    sleep(ms, sleep) {
        return this.race(sleep(ms)).catch(() => undefined);
    }
}
/** Whether `error` says the run was cancelled. */
function isCancellation(error) {
    return error instanceof errors/* RemoraError */.LP && error.code === 'CANCEL_001';
}

// EXTERNAL MODULE: ./src/core/events/run-tally.ts
var run_tally = __webpack_require__(7215);
;// CONCATENATED MODULE: ./src/core/engine/op-graph.ts

/**
 * Builds the per-node graph for the requested ops from `edges` ("a -> b": b
 * forks from a's workspace). Edges between ops not requested are dropped; a
 * cycle is a CONFIG_001 error naming it.
 */
function planOpGraph(requested, edges) {
    const dependsOn = new Map(requested.map((op) => [op, []]));
    for (const edge of edges) {
        const match = /^\s*([a-z_]+)\s*->\s*([a-z_]+)\s*$/.exec(edge);
        if (!match)
            throw new errors/* RemoraError */.LP('CONFIG_001', `graph edge '${edge}' is not of the form 'a -> b'`);
        const [, from, to] = match;
        if (dependsOn.has(from) && dependsOn.has(to))
            dependsOn.get(to)?.push(from);
    }
    return { ops: topologicalOrder(requested, dependsOn), dependsOn };
}
function topologicalOrder(ops, dependsOn) {
    const order = [];
    const state = new Map();
    const visit = (op, path) => {
        if (state.get(op) === 'done')
            return;
        if (state.get(op) === 'visiting')
            throw new errors/* RemoraError */.LP('CONFIG_001', `graph edges form a cycle: ${[...path, op].join(' -> ')}`);
        state.set(op, 'visiting');
        for (const dependency of dependsOn.get(op) ?? [])
            visit(dependency, [...path, op]);
        state.set(op, 'done');
        order.push(op);
    };
    for (const op of ops)
        visit(op, []);
    return order;
}
/** The statuses of a dependency after which an op runs: it succeeded, or had nothing to do. */
const UNBLOCKING = new Set(['succeeded', 'skipped']);
/**
 * Runs one node's graph: each op starts as soon as the ops it depends on have
 * finished (independent ops run side by side), and receives their statuses.
 * `runOp` decides nothing about policy; this function applies it.
 */
async function runOpGraph(graph, policy, runOp, skip) {
    const results = new Map();
    const running = new Map();
    let stopped;
    const start = (op) => {
        let promise = running.get(op);
        if (promise)
            return promise;
        promise = (async () => {
            const deps = graph.dependsOn.get(op) ?? [];
            const upstream = new Map();
            for (const dep of deps)
                upstream.set(dep, await start(dep));
            // An op with nothing to do (skipped: no linter governs the file) holds nothing back.
            const blocked = deps.find((dep) => !UNBLOCKING.has(upstream.get(dep)?.status ?? 'failed'));
            let result;
            if (stopped)
                result = skip(op, `stopped after ${stopped} failed (error policy stop_graph)`);
            else if (blocked && policy !== 'continue')
                result = skip(op, `${blocked} did not succeed`);
            else
                result = await runOp(op, upstream);
            if (result.status === 'failed' && policy === 'stop_graph')
                stopped ??= op;
            results.set(op, result);
            return result;
        })();
        running.set(op, promise);
        return promise;
    };
    await Promise.all(graph.ops.map(start));
    return new Map(graph.ops.map((op) => [op, results.get(op)]));
}

// EXTERNAL MODULE: ./src/core/engine/semaphore.ts
var semaphore = __webpack_require__(7408);
// EXTERNAL MODULE: ./src/core/signal/scope.ts
var scope = __webpack_require__(7112);
// EXTERNAL MODULE: ./src/core/runner/messages.ts
var runner_messages = __webpack_require__(3644);
;// CONCATENATED MODULE: ./src/core/runner/cancellable-model.ts

/**
 * A model client that gives up as soon as the run is cancelled (told to
 * stop, its deadline, `--fail-fast`): the request in flight is aborted
 * through its signal (the `openai` client closes the connection) and let go
 * of even when the client ignores the signal, and every later request fails
 * at once. Each request has a signal of its own (RunCancellation.scope), so
 * the listeners a client adds and never removes go with the request. The failure is a ModelError with `CANCEL_001`, never retried.
 */
function cancellableModel(model, run) {
    const cancelled = () => new runner_messages/* ModelError */.m(run.error().message, false, undefined, 'CANCEL_001');
    return {
        name: model.name,
        async complete(request, signal) {
            if (run.cancelled)
                throw cancelled();
            // A signal for this request alone: what the client hangs on it ends with the request.
            const own = run.scope();
            const combined = signal ? AbortSignal.any([signal, own.signal]) : own.signal;
            try {
                return await run.race(model.complete(request, combined));
            }
            catch (error) {
                if (run.cancelled)
                    throw cancelled();
                throw error;
            }
            finally {
                own.release();
            }
        },
    };
}

// EXTERNAL MODULE: ./src/languages/registry.ts + 148 modules
var registry = __webpack_require__(1739);
// EXTERNAL MODULE: ./src/core/workspace/merge.ts
var merge = __webpack_require__(7725);
// EXTERNAL MODULE: ./src/core/workspace/overlay.ts
var overlay = __webpack_require__(2657);
// EXTERNAL MODULE: ./src/core/workspace/unified-diff.ts
var unified_diff = __webpack_require__(6347);
// EXTERNAL MODULE: ./src/adapters/tree-sitter/parsed-text.ts
var parsed_text = __webpack_require__(5060);
// EXTERNAL MODULE: ./src/core/agents/definition.ts + 1 modules
var agents_definition = __webpack_require__(7731);
// EXTERNAL MODULE: ./src/core/runner/model-routing.ts
var model_routing = __webpack_require__(256);
// EXTERNAL MODULE: ./src/core/runner/opening-request.ts
var opening_request = __webpack_require__(6058);
;// CONCATENATED MODULE: ./src/core/runner/tool-failures.ts
function parsed(content) {
    try {
        const value = JSON.parse(content);
        return typeof value === 'object' && value !== null ? value : {};
    }
    catch {
        return {};
    }
}
/**
 * The tool failures a run ended with: each tool whose last call failed with
 * an error code. A malformed call (no code) is the model's mistake, not the
 * tool's; a failure followed by a successful call of the same tool was
 * recovered from.
 */
function unresolvedToolFailures(transcript) {
    const last = new Map();
    for (const message of transcript) {
        if (message.role !== 'tool')
            continue;
        const reply = parsed(message.content);
        if (typeof reply.error === 'string' && typeof reply.code === 'string')
            last.set(message.name, {
                tool: message.name,
                code: reply.code,
                message: reply.error,
            });
        else if (reply.error === undefined)
            last.set(message.name, undefined);
    }
    return [...last.values()].filter((failure) => failure !== undefined);
}

// EXTERNAL MODULE: ./src/core/runner/reply-calls.ts
var reply_calls = __webpack_require__(8666);
;// CONCATENATED MODULE: ./src/core/runner/retry.ts


const defaultSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * One model turn with retries: exponential backoff with equal jitter on the
 * failures a retry may cure (connection errors, timeouts, 429, 5xx). Any
 * other failure, or the last attempt's, is thrown.
 */
async function callModelWithRetries(run, tools, messages, turn) {
    const { retry } = run.settings;
    const sleep = retry.sleep ?? defaultSleep;
    const random = retry.random ?? Math.random;
    for (let attempt = 1;; attempt++) {
        const request_id = `${run.ids.op}-${run.ids.node_id}:${turn}.${attempt}`;
        run.events?.emit('model:request', { ...run.ids, request_id, turn, attempt });
        const started = Date.now();
        try {
            const sent = await run.model.complete({
                model: run.settings.model,
                agent: run.definition.name,
                ...(run.language ? { language: run.language } : {}),
                messages,
                tools,
                tool_choice: run.settings.tool_choice,
                temperature: run.settings.temperature,
                max_tokens: run.settings.max_tokens,
                ...(run.settings.extra_body ? { extra_body: run.settings.extra_body } : {}),
            });
            const reply = (0,reply_calls/* readReplyToolCalls */.C)(sent, turn);
            run.events?.emit('model:response', {
                ...run.ids,
                request_id,
                turn,
                tool_calls: reply.tool_calls.map((c) => c.function.name),
                ms: Date.now() - started,
            });
            return reply;
        }
        catch (error) {
            run.events?.emit('model:error', {
                ...run.ids,
                request_id,
                code: error instanceof runner_messages/* ModelError */.m ? error.code : 'AGENT_002',
                message: error.message,
                ms: Date.now() - started,
            });
            const retryable = error instanceof runner_messages/* ModelError */.m && error.retryable;
            if (!retryable || attempt >= retry.attempts)
                throw error;
            const ceiling = Math.min(retry.max_delay_ms, retry.base_delay_ms * 2 ** (attempt - 1));
            const delay = Math.round(ceiling / 2 + (random() * ceiling) / 2);
            run.events?.emit('model:retry', {
                ...run.ids,
                attempt,
                delay_ms: delay,
                reason: error.message,
            });
            await (run.cancellation ? run.cancellation.sleep(delay, sleep) : sleep(delay));
        }
    }
}

// EXTERNAL MODULE: ./src/core/runner/history.ts
var runner_history = __webpack_require__(3910);
// EXTERNAL MODULE: ./src/core/runner/tool-arguments.ts + 1 modules
var tool_arguments = __webpack_require__(2155);
// EXTERNAL MODULE: ./src/core/runner/ask-user.ts
var ask_user = __webpack_require__(6403);
;// CONCATENATED MODULE: ./src/core/runner/run-agent.ts









const NUDGE = 'Call one of the provided functions. When the task is done, call submit_result.';
/**
 * The multi-turn tool loop: ask the model, run the tools it calls, feed the
 * results back, until it calls submit_result with valid arguments. Nothing the
 * model sends can crash the run: bad calls become tool errors it can correct,
 * and every way of failing ends with an error code.
 */
async function runAgent(run) {
    const transcript = [...run.messages];
    const specs = (0,opening_request/* toolSpecs */.T9)(run.definition);
    let nudges = 0;
    const repairs = { count: 0 };
    for (let turn = (run.turns_taken ?? 0) + 1; turn <= run.settings.max_turns; turn++) {
        if (run.cancellation?.cancelled)
            return cancelled(run.cancellation.error().message, turn - 1, transcript);
        let reply;
        try {
            reply = await callModelWithRetries(run, specs, (0,runner_history/* fitHistory */.g)(transcript, run.settings.history_token_budget), turn);
        }
        catch (error) {
            const code = error instanceof runner_messages/* ModelError */.m ? error.code : 'AGENT_002';
            if (code === 'CANCEL_001')
                return cancelled(error.message, turn, transcript);
            return failed(code, `model server: ${error.message}`, turn, transcript);
        }
        transcript.push({
            role: 'assistant',
            content: reply.content,
            ...(reply.tool_calls.length > 0 ? { tool_calls: reply.tool_calls } : {}),
        });
        if (reply.tool_calls.length === 0) {
            if (++nudges > run.settings.max_nudges) {
                const said = reply.content?.trim()
                    ? `; it said: ${reply.content.trim().slice(0, 200)}`
                    : '';
                return failed('AGENT_003', `the model answered without calling a tool ${nudges} times${said}`, turn, transcript);
            }
            transcript.push({ role: 'user', content: NUDGE });
            continue;
        }
        let ended;
        try {
            ended = await dispatchToolCalls(run, reply.tool_calls, transcript, repairs);
        }
        catch (error) {
            if (isCancellation(error))
                return cancelled(error.message, turn, transcript);
            if (error instanceof errors/* RemoraError */.LP && error.code === 'LIMIT_001')
                return failed('LIMIT_001', error.message, turn, transcript);
            // A tool that fails in a way it did not foresee is a defect: the op fails, the run goes on.
            return failed('TOOL_001', `tool failed unexpectedly: ${error.message}`, turn, transcript);
        }
        if (ended && 'submitted' in ended)
            return { status: 'succeeded', result: ended.submitted, turns: turn, transcript };
        if (ended)
            return { status: 'waiting', ...ended.waiting, turns: turn, transcript };
    }
    return failed('AGENT_004', `no valid submit_result within ${run.settings.max_turns} turns`, run.settings.max_turns, transcript);
}
/**
 * Runs each call in order; returns submit_result's arguments when a valid one
 * arrives, or the question when an `ask_user` call makes the run wait.
 */
async function dispatchToolCalls(run, calls, transcript, repairs) {
    const limit = run.settings.max_tool_io_bytes ?? DEFAULT_MAX_TOOL_IO_BYTES;
    for (const call of calls) {
        if (run.cancellation?.cancelled)
            throw run.cancellation.error();
        const name = call.function.name;
        const reply = (content) => {
            const text = typeof content === 'string' ? content : JSON.stringify(content);
            if (Buffer.byteLength(text) > limit)
                throw overLimit(`${name}'s result`, text, limit);
            transcript.push({
                role: 'tool',
                tool_call_id: call.id,
                name,
                content: (0,runner_messages/* truncateToolOutput */.g)(text),
            });
        };
        if (name === ask_user/* ASK_TOOL */.l0 && run.definition.ask_user) {
            if (Buffer.byteLength(call.function.arguments) > limit)
                throw overLimit(`the arguments of ${name}`, call.function.arguments, limit);
            const waiting = await askUser(run, call, reply);
            if (waiting)
                return { waiting };
            continue;
        }
        if (!run.definition.tools.some((tool) => tool.name === name)) {
            const names = [
                ...run.definition.tools.map((t) => t.name),
                ...(run.definition.ask_user ? [ask_user/* ASK_TOOL */.l0] : []),
            ];
            reply({ error: `unknown tool '${name}'; available: ${names.join(', ')}` });
            continue;
        }
        if (Buffer.byteLength(call.function.arguments) > limit)
            throw overLimit(`the arguments of ${name}`, call.function.arguments, limit);
        const args = (0,tool_arguments/* checkToolArguments */.px)(run.definition, name, call.function.arguments);
        if (!args.ok) {
            reply({ error: args.error });
            continue;
        }
        if (args.repaired.length > 0) {
            repairs.count += args.repaired.length;
            run.events?.emit('tool:repaired', {
                ...run.ids,
                tool: name,
                fields: args.repaired,
                count: repairs.count,
            });
        }
        const call_id = call.id;
        run.events?.emit('tool:called', { ...run.ids, call_id, tool: name, arguments: args.value });
        const started = Date.now();
        if (name === agents_definition/* SUBMIT_TOOL */.Sk) {
            reply({ ok: true });
            run.events?.emit('tool:result', { ...run.ids, call_id, tool: name, ok: true, ms: 0 });
            return { submitted: args.value };
        }
        try {
            const called = run.tools.call(name, args.value);
            reply(await (run.cancellation ? run.cancellation.race(called) : called));
            run.events?.emit('tool:result', {
                ...run.ids,
                call_id,
                tool: name,
                ok: true,
                ms: Date.now() - started,
            });
        }
        catch (error) {
            const code = error instanceof errors/* RemoraError */.LP ? error.code : 'TOOL_001';
            run.events?.emit('tool:result', {
                ...run.ids,
                call_id,
                tool: name,
                ok: false,
                ms: Date.now() - started,
                code,
                message: (0,errors/* describeError */.Uc)(error).replace(/^[A-Z]+_\d{3}: /, ''),
            });
            if (!(error instanceof errors/* RemoraError */.LP) || ['LIMIT_001', 'CANCEL_001'].includes(error.code))
                throw error;
            reply({ error: error.message, code: error.code });
        }
    }
    return undefined;
}
/**
 * One `ask_user` call: the question goes to whoever `run.ask` reaches, and
 * the answer, or that none is available, is the tool's result. Returns the
 * question when it was handed on to be answered later: the run stops there.
 */
async function askUser(run, call, reply) {
    const read = (0,ask_user/* readQuestion */.H1)(call.function.arguments);
    if ('error' in read) {
        reply({ error: read.error });
        return undefined;
    }
    const call_id = call.id;
    const tool = ask_user/* ASK_TOOL */.l0;
    run.events?.emit('tool:called', { ...run.ids, call_id, tool, arguments: read });
    const started = Date.now();
    const asked = run.ask ? run.ask(read.question) : Promise.resolve({ unavailable: true });
    const answer = await (run.cancellation ? run.cancellation.race(asked) : asked);
    run.events?.emit('tool:result', {
        ...run.ids,
        call_id,
        tool,
        ok: true,
        ms: Date.now() - started,
    });
    if ('waiting' in answer)
        return { question: read.question, call_id };
    reply('answer' in answer ? { answer: answer.answer } : { error: ask_user/* NO_ANSWER */.Dn });
    return undefined;
}
const DEFAULT_MAX_TOOL_IO_BYTES = 1024 * 1024;
/** LIMIT_001 for text past the limit: the op fails, since no model can be helped past it. */
function overLimit(what, text, limit) {
    const size = Buffer.byteLength(text);
    return new errors/* RemoraError */.LP('LIMIT_001', `${what} holds ${size} bytes, over runner.max_tool_io_bytes (${limit}); the op was stopped`);
}
function cancelled(message, turns, transcript) {
    return { status: 'cancelled', message, turns, transcript };
}
function failed(code, message, turns, transcript) {
    return { status: 'failed', code, message, turns, transcript };
}

// EXTERNAL MODULE: ./src/core/commands/apply-patch.ts
var apply_patch = __webpack_require__(8661);
// EXTERNAL MODULE: ./src/core/diff/index.ts + 5 modules
var diff = __webpack_require__(3043);
// EXTERNAL MODULE: ./src/core/node-lines.ts
var node_lines = __webpack_require__(413);
;// CONCATENATED MODULE: ./src/ops/shared/locate-node.ts


/**
 * A locator for one node in one workspace: re-reads and re-discovers the file
 * each time, so a tool always works on the node's current lines, wherever
 * earlier edits (its own or an upstream op's) have moved it.
 */
function createNodeLocator(node, workspace, services) {
    return async () => {
        const text = await workspace.readFile(node.file_path);
        if (text === undefined)
            throw new errors/* RemoraError */.LP('TOOL_001', `${node.file_path} no longer exists in this workspace`);
        const nodes = await services.discoverText(node.file_path, text);
        const current = (0,node_lines/* tryFindNode */.T5)(nodes, node);
        if (!current)
            throw new errors/* RemoraError */.LP('TOOL_001', `${node.full_name} is no longer in ${node.file_path}`);
        return { node: current, nodes, text, ranges: (0,node_lines/* ownLineRanges */.bO)(current, nodes) };
    };
}

// EXTERNAL MODULE: ./src/ops/shared/result-budget.ts
var result_budget = __webpack_require__(3433);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/pipeline/run-operation.ts













/**
 * Runs one op's agent on one node in its own workspace. Every failure ends in
 * a result with an error code: nothing thrown here stops the other nodes.
 */
async function runOperation(env, op, node, workspace, change = {}) {
    const started = Date.now();
    const ids = { op, node_id: node.node_id };
    const definition = env.agents.get(op);
    const base = {
        op,
        node_id: node.node_id,
        workspace_id: workspace.id,
        workspace,
        turns: 0,
        findings: [],
    };
    if (!definition)
        return finish(env, {
            ...base,
            status: 'failed',
            summary: '',
            diff: '',
            ms: 0,
            error: { code: 'AGENT_001', message: `no agent for op '${op}'` },
        });
    env.events.emit('agent:started', { ...ids, workspace_id: workspace.id });
    const cancelled = (message, turns = 0) => finish(env, {
        ...base,
        status: 'cancelled',
        summary: '',
        diff: '',
        turns,
        ms: Date.now() - started,
        error: { code: 'CANCEL_001', message },
    });
    if (env.cancellation?.cancelled)
        return cancelled(env.cancellation.error().message);
    // The op's own signal: its tools' processes listen there, not on the run's.
    const scope = env.cancellation?.scope();
    const context = toolContext(env, op, node, workspace, change, scope?.signal);
    try {
        const outcome = await runOpAgent(env, definition, context, change.instruction);
        if (outcome.status === 'cancelled')
            return cancelled(outcome.message, outcome.turns);
        return await closeOp(env, base, started, definition, context, outcome);
    }
    catch (error) {
        if (isCancellation(error))
            return cancelled(error.message);
        const code = error instanceof errors/* RemoraError */.LP ? error.code : 'TOOL_001';
        return finish(env, {
            ...base,
            status: 'failed',
            summary: '',
            diff: '',
            ms: Date.now() - started,
            error: { code, message: error.message },
        });
    }
    finally {
        scope?.release();
    }
}
/** What the op's tools are given: the node, its workspace, the op's settings, the change. */
function toolContext(env, op, node, workspace, change, signal) {
    return {
        op,
        node,
        workspace,
        opConfig: env.config.operations[op] ?? {},
        services: env.services,
        locate: createNodeLocator(node, workspace, env.services),
        ...(change.changed_lines ? { changedLines: change.changed_lines } : {}),
        ...(change.before === undefined ? {} : { before: change.before }),
        ...(signal ? { signal } : {}),
        findings: [],
    };
}
/** Runs the op's agent from its opening message, or resumes it from an answered question. */
async function runOpAgent(env, definition, context, instruction) {
    const { op, node, workspace } = context;
    const resume = env.resume?.get(workspace.id);
    if (resume)
        await applyRecordedPatch(workspace, resume.patch);
    const messages = resume
        ? (0,ask_user/* answeredTranscript */.GA)(resume.transcript, resume.call_id, resume.answer)
        : (0,opening_request/* openingMessages */.ZF)(definition, node, context.opConfig, env.config.runner.history_token_budget, env.registry.languages.of(node.file_path)?.id ?? 'text', instruction);
    const ask = env.ask?.(op, node);
    return runAgent({
        definition,
        settings: runnerSettings(env, definition, op),
        messages,
        tools: toolRuntime(env, definition, context),
        model: env.model,
        events: env.events,
        ids: { op, node_id: node.node_id },
        ...languageOf(env, node),
        ...(env.cancellation ? { cancellation: env.cancellation } : {}),
        ...(ask ? { ask } : {}),
        ...(resume ? { turns_taken: resume.turns } : {}),
    });
}
/** The result of an agent that waits, succeeded or failed: its diff, findings and judgement. */
async function closeOp(env, base, started, definition, context, outcome) {
    const { workspace } = context;
    if (outcome.status === 'waiting')
        return finish(env, {
            ...base,
            status: 'waiting',
            summary: `asked: ${outcome.question}`,
            diff: '',
            turns: outcome.turns,
            ms: Date.now() - started,
            transcript: outcome.transcript,
            waiting: {
                question: outcome.question,
                call_id: outcome.call_id,
                patch: await workspace.diff(),
            },
        });
    const diff = await workspace.ownDiff();
    const common = {
        ...base,
        turns: outcome.turns,
        ms: Date.now() - started,
        diff,
        transcript: outcome.transcript,
    };
    if (outcome.status === 'succeeded') {
        const findings = [...context.findings, ...(await runChecks(env.registry, definition, context))];
        return finish(env, {
            ...common,
            ...judgeOutcome(env, definition, outcome.result, diff, outcome.transcript),
            findings,
            result: outcome.result,
        });
    }
    return finish(env, {
        ...common,
        status: 'failed',
        summary: '',
        error: { code: outcome.code, message: outcome.message },
    });
}
/**
 * What a submitted run amounts to. It failed when the agent said so
 * (`failed` in its result) or when it changed nothing and a tool's failure
 * was never recovered from; it is skipped when the only failures were tools
 * this event does not allow, or none could run for want of a sandbox or of
 * the project's test requirements (ENV_001); otherwise it succeeded, with a change or after
 * checking and finding nothing to do.
 */
function judgeOutcome(env, definition, result, diff, transcript) {
    const summary = typeof result.summary === 'string' ? result.summary : '';
    const failures = unresolvedToolFailures(transcript);
    const first = failures[0];
    const disabled = (tool) => !env.allowExecute && definition.tools.some((t) => t.name === tool && (0,agents_definition/* runsCode */.ut)(t));
    if (diff === '' && first && failures.every((f) => disabled(f.tool)))
        return {
            status: 'skipped',
            summary: `${failures.map((f) => f.tool).join(', ')} runs repository code, which this event does not allow`,
        };
    if (diff === '' && first && failures.every((f) => f.code === 'SANDBOX_001'))
        return {
            status: 'skipped',
            summary: `${failures.map((f) => f.tool).join(', ')} runs repository code, and this machine cannot make a sandbox for it (SANDBOX_001)`,
        };
    // The job lacks the project's test requirements: said with its code, never held against the code.
    const environment = failures.find((f) => f.code === 'ENV_001');
    if (diff === '' && environment && failures.every((f) => f.code === 'ENV_001'))
        return { status: 'skipped', summary: `${environment.tool}: ENV_001 ${environment.message}` };
    if (typeof result.failed === 'string' && result.failed.trim() !== '')
        return {
            status: 'failed',
            summary,
            error: { code: first?.code ?? 'TOOL_001', message: result.failed.trim() },
        };
    const skipped = typeof result.skipped === 'string' ? result.skipped.trim() : '';
    if (diff === '' && !first && skipped !== '')
        return { status: 'skipped', summary: skipped };
    if (diff !== '' || !first)
        return { status: 'succeeded', summary };
    return {
        status: 'failed',
        summary,
        error: { code: first.code, message: `${first.tool}: ${first.message}` },
    };
}
/** Runs the agent's `checks:` on the op's result. A check that breaks is a finding too, never lost. */
async function runChecks(registry, definition, context) {
    const findings = [];
    for (const id of definition.checks) {
        try {
            const check = registry.checks.get(id.slice('builtin:'.length));
            if (!check)
                throw new errors/* RemoraError */.LP('AGENT_001', `no built-in check ${id}`);
            (0,arrays/* appendAll */.u2)(findings, await check(context));
        }
        catch (error) {
            findings.push({
                rule: 'remora-check',
                message: `The ${id} check could not run: ${error.message}`,
                path: context.node.file_path,
                start_line: context.node.start_line,
                end_line: context.node.start_line,
                severity: 'warning',
            });
        }
    }
    return findings;
}
function finish(env, result) {
    const ids = { op: result.op, node_id: result.node_id, workspace_id: result.workspace_id };
    if (result.status === 'succeeded') {
        result.workspace?.transition('reviewing');
        env.events.emit('agent:completed', {
            ...ids,
            summary: result.summary,
            turns: result.turns,
            ms: result.ms,
            changed: result.diff !== '',
            findings: result.findings.length,
        });
    }
    else if (result.status === 'failed') {
        if (result.workspace?.state === 'running')
            result.workspace.transition('errored');
        env.events.emit('agent:failed', {
            ...ids,
            code: result.error?.code ?? 'TOOL_001',
            message: result.error?.message ?? '',
            turns: result.turns,
            findings: result.findings.length,
        });
    }
    else if (result.status === 'waiting') {
        if (result.workspace?.state === 'running')
            result.workspace.transition('waiting');
        env.events.emit('agent:waiting', {
            ...ids,
            question: result.waiting?.question ?? '',
            turns: result.turns,
        });
    }
    else if (result.status === 'cancelled') {
        if (result.workspace?.state === 'running')
            result.workspace.transition('cancelled');
        env.events.emit('agent:cancelled', {
            ...ids,
            code: 'CANCEL_001',
            message: result.error?.message ?? '',
            turns: result.turns,
        });
    }
    else
        env.events.emit('agent:skipped', {
            ...ids,
            reason: result.summary,
            findings: result.findings.length,
        });
    return result;
}
/**
 * Puts a waiting op's changes back into its new workspace: the patch was
 * made against the same node content (the resuming run checked), so it
 * applies exactly or the op cannot resume.
 */
async function applyRecordedPatch(workspace, patch) {
    if (patch === '')
        return;
    for (const file of (0,diff/* parseGitDiff */.Tc)(patch)) {
        const path = file.path;
        const applied = (0,apply_patch/* applyFileDiff */.y)(await workspace.readFile(path), file);
        if (!applied.ok)
            throw new errors/* RemoraError */.LP('WORK_001', `the changes made before the question no longer apply to ${path}: ${applied.reason}`);
        if (applied.content === undefined)
            await workspace.deleteFile(path);
        else
            await workspace.writeFile(path, applied.content);
    }
}
function runnerSettings(env, definition, op) {
    const runner = env.config.runner;
    return {
        model: env.models?.get(op) ?? (0,model_routing/* chooseModel */.Rk)(op, env.config, definition).model,
        ...(0,opening_request/* requestSettings */.LW)(runner, definition),
        max_turns: runner.max_turns ?? definition.max_turns,
        max_nudges: runner.max_nudges,
        history_token_budget: runner.history_token_budget,
        max_tool_io_bytes: runner.max_tool_io_bytes,
        retry: { ...runner.retry, ...env.retryOverrides },
    };
}
function toolRuntime(env, definition, context) {
    return {
        async call(name, args) {
            const tool = definition.tools.find((t) => t.name === name);
            if (!tool)
                throw new errors/* RemoraError */.LP('TOOL_001', `unknown tool '${name}'`);
            if ((0,agents_definition/* runsCode */.ut)(tool) && !env.allowExecute) {
                throw new errors/* RemoraError */.LP('TOOL_001', `${name} runs repository code and is disabled for this event (enable it in the workflow to use it)`);
            }
            const provided = await provideContext(env.registry, tool, context);
            let result;
            if (tool.command)
                result = await env.runCommandTool(tool, definition, args, context.workspace, context.signal);
            else {
                const builtin = env.registry.tools.get(tool.handler?.slice('builtin:'.length) ?? '');
                if (!builtin)
                    throw new errors/* RemoraError */.LP('TOOL_001', `no built-in handler for ${name}`);
                // What the providers put first leaves the rest of the budget to the tool's own result.
                const resultBudget = result_budget/* RESULT_BUDGET */.i - JSON.stringify({ context: provided }).length;
                result = await builtin.handler(args, provided.length === 0 ? context : { ...context, resultBudget });
            }
            if (provided.length === 0)
                return result;
            return isRecord(result) ? { context: provided, ...result } : { context: provided, result };
        },
    };
}
/**
 * The tool's context providers, run before each call of it: their texts go
 * first in its result, as `context`. One that
 * breaks fails the call with TOOL_001 naming it, and the model is told.
 */
async function provideContext(registry, tool, context) {
    const texts = [];
    for (const id of tool.context_providers) {
        const provider = registry.contextProviders.get(id.slice('builtin:'.length));
        try {
            if (!provider)
                throw new Error('no such provider');
            texts.push(await provider(context));
        }
        catch (error) {
            throw new errors/* RemoraError */.LP('TOOL_001', `context provider ${id} of ${tool.name} failed: ${error.message}`);
        }
    }
    return texts;
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** The language of the node's file, when a language folder owns it. */
function languageOf(env, node) {
    const language = env.registry.languages.of(node.file_path);
    return language ? { language: language.id } : {};
}

// EXTERNAL MODULE: ./src/ops/registry.ts + 1 modules
var ops_registry = __webpack_require__(4457);
// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
;// CONCATENATED MODULE: ./src/pipeline/review.ts















/**
 * Runs every requested op on every target node: nodes side by side up to
 * `runner.node_concurrency`, model requests up to `runner.request_concurrency`,
 * each node's ops as its graph allows. A node's failure stays its own, unless
 * `runner.fail_fast` makes it cancel the run. A cancelled run (told to stop,
 * `runner.deadline_s`, fail-fast) aborts its model requests and tools at once
 * and closes every op not finished as cancelled; what finished is reported.
 */
async function runReview(request) {
    const started = Date.now();
    const { config } = request.env;
    const graph = planOpGraph(request.ops, config.graph.edges);
    const cancellation = new RunCancellation();
    const unlink = cancelOn(cancellation, request.stop, config.runner.deadline_s);
    const env = {
        ...request.env,
        cancellation,
        model: cancellableModel(limitModel(request.env.model, new semaphore/* Semaphore */.j(config.runner.request_concurrency)), cancellation),
    };
    const nodes = new semaphore/* Semaphore */.j(config.runner.node_concurrency);
    const recording = (0,run_tally/* recordTally */.Mc)(env.events, graph.ops);
    env.events.emit('run:started', {
        nodes: request.targets.length,
        ops: graph.ops,
        backend: env.model.name,
    });
    try {
        const reports = await Promise.all(request.targets.map((target) => nodes.run(() => reviewNode(env, graph, config.graph.error_policy, target, request.stable))));
        const tally = recording.stop();
        const { succeeded, failed, skipped, cancelled } = (0,run_tally/* totalTally */.Lh)(tally);
        const counts = { nodes: tally.nodes, succeeded, failed, skipped };
        const ms = Date.now() - started;
        const report = {
            backend: env.model.name,
            ops: graph.ops,
            graph,
            nodes: reports,
            ms,
            tally,
        };
        const why = cancellation.reason;
        if (why) {
            report.cancelled = { cause: why.cause, code: 'CANCEL_001', message: why.message };
            env.events.emit('run:cancelled', { ...counts, cancelled, ...report.cancelled, ms });
        }
        else
            env.events.emit('run:completed', { ...counts, ms });
        return report;
    }
    finally {
        unlink();
    }
}
/** Cancels the run when `stop` aborts or `deadlineSeconds` pass; returns what unhooks both. */
function cancelOn(cancellation, stop, deadlineSeconds) {
    const onStop = () => cancellation.cancel('signal', `the run was stopped (${String(stop?.reason)})`);
    if (stop?.aborted)
        onStop();
    else
        stop?.addEventListener('abort', onStop, { once: true });
    const message = `the review's deadline passed (runner.deadline_s: ${deadlineSeconds} s)`;
    // The timer aborts what waits (requests, programs); the clock is also read before each op,
    // for a run whose ops follow one another without the event loop turning.
    cancellation.cancelAt(Date.now() + deadlineSeconds * 1000, message);
    const timer = setTimeout(() => cancellation.cancel('deadline', message), deadlineSeconds * 1000);
    return () => {
        clearTimeout(timer);
        stop?.removeEventListener('abort', onStop);
    };
}
/** An op that fails before it runs, with the error that stopped it (LINT_001: a linter configuration). */
function failedAtOnce(env, node, op, error) {
    const agent = { op, node_id: node.node_id, workspace_id: `${op}-${node.node_id}` };
    env.events.emit('agent:started', agent);
    env.events.emit('agent:failed', {
        ...agent,
        code: error.code,
        message: error.message,
        turns: 0,
        findings: 0,
    });
    return {
        ...agent,
        status: 'failed',
        summary: '',
        error: { code: error.code, message: error.message },
        turns: 0,
        ms: 0,
        diff: '',
        findings: [],
    };
}
/** An op that closes as soon as it starts: skipped (with why), or cancelled by the run. */
function closedAtOnce(env, node, op, reason) {
    const agent = { op, node_id: node.node_id, workspace_id: `${op}-${node.node_id}` };
    const base = { ...agent, turns: 0, ms: 0, diff: '', findings: [] };
    env.events.emit('agent:started', agent);
    if (reason === undefined && env.cancellation?.cancelled) {
        const message = env.cancellation.error().message;
        env.events.emit('agent:cancelled', { ...agent, code: 'CANCEL_001', message, turns: 0 });
        return {
            ...base,
            status: 'cancelled',
            summary: '',
            error: { code: 'CANCEL_001', message },
        };
    }
    env.events.emit('agent:skipped', { ...agent, reason: reason ?? '', findings: 0 });
    return { ...base, status: 'skipped', summary: reason ?? '' };
}
async function reviewNode(env, graph, policy, target, stable) {
    const { node } = target;
    const started = Date.now();
    env.events.emit('node:started', {
        node_id: node.node_id,
        full_name: node.full_name,
        file_path: node.file_path,
    });
    const close = (ops) => {
        const cancelled = ops.some((op) => op.status === 'cancelled');
        env.events.emit(cancelled ? 'node:cancelled' : 'node:completed', {
            node_id: node.node_id,
            ms: Date.now() - started,
        });
    };
    // Once the run is cancelled, an op not yet run closes as cancelled, not skipped.
    const skip = (op, reason) => closedAtOnce(env, node, op, env.cancellation?.cancelled ? undefined : reason);
    const unfit = await unfitFile(stable, node.file_path);
    if (unfit !== undefined) {
        const reason = unfit;
        const ops = graph.ops.map((op) => skip(op, reason));
        close(ops);
        return { ...target, ops, result_diff: '' };
    }
    const results = await runOpGraph(graph, policy, async (op, upstream) => {
        if (env.cancellation?.cancelled)
            return closedAtOnce(env, node, op);
        const definition = env.agents.get(op);
        if (definition && !definition.node_types.includes(node.node_type))
            return skip(op, `${op} does not review ${node.node_type} nodes`);
        const unscoped = definition &&
            (0,scope/* outOfScope */.G)(node, definition.skip, env.registry.languages.of(node.file_path)?.scope, scopeOptions(env, op), await stable.readFile(node.file_path));
        if (unscoped)
            return skip(op, unscoped);
        let unsuited;
        try {
            unsuited = await unsuitedLanguage(env, op, node);
        }
        catch (error) {
            // The project's linter configuration is the pull request's data: one that cannot be followed fails this op here, not the run.
            if (!(error instanceof errors/* RemoraError */.LP))
                throw error;
            return failedAtOnce(env, node, op, error);
        }
        if (unsuited)
            return skip(op, unsuited);
        const id = `${op}-${node.node_id}`;
        const parent = [...upstream.values()].find((r) => r.status === 'succeeded' && r.workspace)?.workspace;
        const workspace = parent ? parent.fork(id) : overlay/* WorkspaceOverlay */.w.create(id, stable);
        const result = await runOperation(env, op, node, workspace, target);
        if (result.status === 'failed' && env.config.runner.fail_fast)
            env.cancellation?.cancel('fail_fast', `fail-fast: ${op} failed on ${node.full_name} (${result.error?.code ?? 'TOOL_001'})`);
        return result;
    }, skip);
    const ops = [...results.values()];
    close(ops);
    return { ...target, ops, result_diff: await mergedDiff(stable, finalWorkspaces({ ops }, graph)) };
}
/**
 * Why `op` does not review `node` for its language: the language or the op
 * for it turned off in remora.yaml, an op whose tools differ by language and
 * that the language has none for, or an op with nothing to do on the file
 * (no linter governs it).
 */
async function unsuitedLanguage(env, op, node) {
    const language = env.registry.languages.of(node.file_path);
    if (language) {
        const settings = env.config.languages[language.id];
        if (settings?.enabled === false)
            return `${language.label} files are turned off in remora.yaml (languages.${language.id}.enabled)`;
        if (settings?.operations[op] === false)
            return `${op} is turned off for ${language.label} files in remora.yaml (languages.${language.id}.operations)`;
    }
    return ((0,ops_registry/* languageSkip */.U7)(env.registry, op, node.file_path) ??
        (await env.registry.ops.get(op)?.skips?.(node, env.services)));
}
/**
 * The workspaces that hold a node's final result: every succeeded op's,
 * except one a succeeded downstream op forked from (its edits live on there).
 */
function finalWorkspaces(report, graph) {
    const succeeded = new Set(report.ops.filter((r) => r.status === 'succeeded').map((r) => r.op));
    const superseded = new Set([...succeeded].flatMap((op) => graph.dependsOn.get(op) ?? []).filter((op) => succeeded.has(op)));
    return report.ops
        .filter((r) => succeeded.has(r.op) && !superseded.has(r.op) && r.workspace)
        .map((r) => r.workspace);
}
/** A model whose requests wait for a slot of the run-wide request limit. */
function limitModel(model, slots) {
    return {
        name: model.name,
        complete: (request, signal) => slots.run(() => model.complete(request, signal)),
    };
}
/** What an op's configuration switches back into its scope. */
function scopeOptions(env, op) {
    return { private: env.config.operations[op]?.private === true };
}
/** The merged change of a node's final workspaces, as one diff against the stable tree. */
async function mergedDiff(stable, workspaces) {
    const { files } = await (0,merge/* mergeWorkspaces */.Z2)(stable, workspaces, registry/* BUILTIN_STRUCTURAL_MERGE */.Pn);
    const versions = await Promise.all([...files].map(async ([path, after]) => ({ path, before: await stable.readFile(path), after })));
    return (0,unified_diff/* formatUnifiedDiff */.b2)(versions);
}
// Whether a stable file parses, asked once per file and stable tree.
const parseChecks = new WeakMap();
/**
 * Why no op may edit the file, if none may: it has a syntax error, or it
 * cannot be read (a link out of the repository). Said for its nodes, never
 * thrown: one odd file never ends the review of the others.
 */
async function unfitFile(stable, path) {
    try {
        if (await hasSyntaxError(stable, path))
            return `${path} has a syntax error (DISC_001): no op edits a file that does not parse`;
        return undefined;
    }
    catch (error) {
        return `${path} cannot be read: ${(0,errors/* describeError */.Uc)(error)}`;
    }
}
/** True when the stable version of the file has a syntax error in its language's grammar (tree-sitter recovers; the compiler would not). */
function hasSyntaxError(stable, path) {
    const pack = (0,manifests/* tryPackFor */.wW)(path);
    if (!pack)
        return Promise.resolve(false);
    let checks = parseChecks.get(stable);
    if (!checks)
        parseChecks.set(stable, (checks = new Map()));
    let check = checks.get(path);
    if (!check) {
        check = (async () => {
            const text = await stable.readFile(path);
            if (text === undefined)
                return false;
            return (0,parsed_text/* withParsedText */.h)(pack, text, (root) => root.hasError);
        })();
        checks.set(path, check);
    }
    return check;
}


/***/ }),

/***/ 3783:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ LOG_LEVELS),
  R: () => (/* binding */ createRunEvents)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/core/events/event-bus.ts
/**
 * An in-process, synchronous event bus. Patterns are an exact type,
 * `prefix:*`, or `*`. A failing listener is reported to the others' owner
 * through `onListenerError` and never breaks the run that emitted.
 */
class EventBus {
    now;
    onListenerError;
    runId;
    listeners = [];
    seq = 0;
    constructor(now = () => new Date(), onListenerError = () => { }, 
    /** The run's id, on every event. */
    runId = globalThis.crypto.randomUUID()) {
        this.now = now;
        this.onListenerError = onListenerError;
        this.runId = runId;
    }
    /** Subscribes; returns the unsubscribe function. */
    on(pattern, listener) {
        const entry = { pattern, listener };
        this.listeners.push(entry);
        return () => {
            const index = this.listeners.indexOf(entry);
            if (index !== -1)
                this.listeners.splice(index, 1);
        };
    }
    emit(type, payload) {
        this.seq += 1;
        const event = {
            seq: this.seq,
            time: this.now().toISOString(),
            run_id: this.runId,
            type,
            payload,
        };
        for (const { pattern, listener } of [...this.listeners]) {
            if (!matches(pattern, type))
                continue;
            try {
                listener(event);
            }
            catch (error) {
                this.onListenerError(error);
            }
        }
    }
}
function matches(pattern, type) {
    if (pattern === '*' || pattern === type)
        return true;
    return pattern.endsWith(':*') && type.startsWith(pattern.slice(0, -1));
}

;// CONCATENATED MODULE: ./src/pipeline/run-events.ts


/** What the terminal shows, from the least. The log file holds everything. */
const LOG_LEVELS = ['debug', 'info', 'warning', 'error'];
// Arguments shown at debug level are cut here: a whole file's content is for the log file.
const DEBUG_ARGUMENTS = 200;
/**
 * A run's event bus, as the CLI and the action both open it: every event
 * appended to the JSONL log `logFile` (when given) as it happens, and lines
 * for the terminal through `line` by `level`: `error` an op that failed
 * and a cancelled run,
 * `warning` also a retried model request, `info` (the
 * default) also each finished op, `debug` also every model request and tool
 * call with its arguments, cut short. (A model fallback is said once by the
 * entry point that chose it.)
 */
function createRunEvents(line, warn, logFile, 
/** Applied to each line of the log file (the action redacts its secrets). */
scrub = (text) => text, level = 'info') {
    const shows = (at) => LOG_LEVELS.indexOf(at) >= LOG_LEVELS.indexOf(level);
    const events = new EventBus(undefined, (error) => warn(`event listener failed: ${String(error)}`));
    if (logFile) {
        (0,external_node_fs_.writeFileSync)(logFile, '');
        events.on('*', (event) => (0,external_node_fs_.appendFileSync)(logFile, `${scrub(JSON.stringify(event))}\n`));
    }
    const names = new Map();
    events.on('node:started', (event) => {
        const p = event.payload;
        names.set(p.node_id, p.full_name);
    });
    events.on('agent:*', (event) => {
        const p = event.payload;
        const name = names.get(p.node_id) ?? p.node_id;
        if (event.type === 'agent:completed' && shows('info'))
            line(`✓ ${p.op} ${name} (${p.turns} turns)`);
        if (event.type === 'agent:failed')
            line(`✗ ${p.op} ${name}: ${p.code} ${p.message}`);
        // The question itself is in its comment (or asked on the terminal), not in the log.
        if (event.type === 'agent:waiting' && shows('info'))
            line(`? ${p.op} ${name} asked a question and waits for its answer (${p.turns} turns)`);
    });
    events.on('run:cancelled', (event) => {
        const p = event.payload;
        line(`⊘ run cancelled: ${p.code} ${p.message}; ${p.cancelled} op${p.cancelled === 1 ? '' : 's'} not finished`);
    });
    events.on('model:*', (event) => {
        const p = event.payload;
        const name = names.get(String(p.node_id)) ?? String(p.node_id);
        if (event.type === 'model:retry' && shows('warning'))
            line(`↻ ${String(p.op)} ${name}: model request retried (${String(p.reason)})`);
        if (event.type === 'model:request' && shows('debug'))
            line(`· ${String(p.op)} ${name}: model request ${String(p.request_id)}`);
    });
    events.on('tool:called', (event) => {
        if (!shows('debug'))
            return;
        const p = event.payload;
        const args = JSON.stringify(p.arguments) ?? '';
        const shown = args.length > DEBUG_ARGUMENTS ? `${args.slice(0, DEBUG_ARGUMENTS)}…` : args;
        line(`· ${p.op} ${names.get(p.node_id) ?? p.node_id}: ${p.tool} ${scrub(shown)}`);
    });
    return events;
}


/***/ }),

/***/ 6101:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  zr: () => (/* binding */ CleanupStack),
  $s: () => (/* binding */ openFolderSession),
  nm: () => (/* binding */ openReviewSession),
  ZM: () => (/* binding */ resolveOps)
});

// UNUSED EXPORTS: openStableTree

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/workspace/file-source.ts
/**
 * A FileSource that reads each path once. For a tree that does not change
 * while Remora runs (the stable tree is never written before accepting), so
 * hundreds of workspaces reading one file cost one read. Errors are not kept.
 */
function createCachedSource(source) {
    const reads = new Map();
    return {
        readFile(path) {
            let read = reads.get(path);
            if (!read) {
                read = source.readFile(path);
                reads.set(path, read);
                read.catch(() => reads.delete(path));
            }
            return read;
        },
    };
}

// EXTERNAL MODULE: ./src/adapters/tree-sitter/discoverer.ts + 7 modules
var tree_sitter_discoverer = __webpack_require__(2951);
// EXTERNAL MODULE: ./src/adapters/process/exit-cleanup.ts
var exit_cleanup = __webpack_require__(7373);
// EXTERNAL MODULE: ./src/languages/file-text.ts + 1 modules
var file_text = __webpack_require__(1247);
// EXTERNAL MODULE: ./src/core/workspace/workspace-path.ts
var workspace_path = __webpack_require__(9806);
// EXTERNAL MODULE: ./src/adapters/git/git-commands.ts + 1 modules
var git_commands = __webpack_require__(8125);
// EXTERNAL MODULE: ./src/adapters/files/workspace-tree.ts
var workspace_tree = __webpack_require__(5606);
;// CONCATENATED MODULE: ./src/adapters/files/workspace-files.ts






/**
 * A FileSource over a folder on disk (the stable tree / checkout). Refuses
 * paths that resolve (via realpath, symlinks included) outside the root — a
 * symlink pointing out of the repo reads as a TOOL_001 error, not its target.
 * Links inside the root are followed; folders and missing files read as undefined.
 */
function createDirectorySource(root, 
/** Told the bytes of every file read (undefined when absent), for the read ledger of --apply. */
onRead) {
    let realRoot;
    return {
        async readFile(path) {
            const confined = (0,workspace_path/* confineWorkspacePath */.R)(path);
            realRoot ??= (0,promises_.realpath)(root);
            const found = await (0,workspace_tree/* readInside */.xO)(await realRoot, confined);
            if (found.kind === 'outside')
                throw new errors/* RemoraError */.LP('TOOL_001', `path ${JSON.stringify(path)} resolves outside the repository (or into .git); expected a file inside it`);
            const bytes = found.kind === 'file' ? found.bytes : undefined;
            onRead?.(confined, bytes);
            return bytes && (0,file_text/* decodeFileText */.k6)(confined, bytes).text;
        },
    };
}
async function resolveCommit(git, commit) {
    const resolved = await git.tryResolveCommit(commit);
    if (resolved === undefined)
        throw new RemoraError('GIT_001', `unknown commit ${JSON.stringify(commit)}`);
    return resolved;
}
async function readAtCommit(git, oid, path) {
    const [answer] = await git.readObjects([`${oid}:${path}`], true);
    if (answer?.kind === 'outside')
        throw new RemoraError('TOOL_001', `path ${JSON.stringify(path)} is ${answer.detail}; refused`);
    // Decoded as the checkout is: a PEP 263 cookie or a BOM keeps the file's own encoding.
    return answer?.kind === 'blob' ? decodeFileText(path, answer.bytes).text : undefined;
}
/**
 * A FileSource over a git commit (reads blobs with `git cat-file`, following
 * symbolic links inside the tree) — for reviewing a revision that is not
 * checked out. Git runs without a shell and with a scrubbed environment, so it
 * never sees a token. An unknown commit is GIT_001 on the first read.
 */
function createGitCommitSource(repoRoot, commit) {
    if (commit.length === 0 || commit.startsWith('-') || /\s/.test(commit))
        throw new RemoraError('GIT_001', `not a commit: ${JSON.stringify(commit)}`);
    // Through the project's one git: no shell, no token, no user config.
    const git = createGitCommands(repoRoot);
    let oid;
    // A commit never changes, so each path is read at most once.
    const cache = new Map();
    return {
        async readFile(path) {
            const confined = confineWorkspacePath(path);
            // The batch protocol is one name per line; a newline cannot be asked for.
            if (/[\n\r]/.test(confined))
                throw new RemoraError('TOOL_001', `path ${JSON.stringify(path)} contains a line break`);
            let content = cache.get(confined);
            if (!content) {
                if (!oid) {
                    oid = resolveCommit(git, commit);
                    oid.catch(() => (oid = undefined));
                }
                content = oid.then((resolved) => readAtCommit(git, resolved, confined));
                cache.set(confined, content);
                // A failure may be passing (a busy machine); let the next read try again.
                content.catch(() => cache.delete(confined));
            }
            return content;
        },
    };
}

// EXTERNAL MODULE: ./src/config/config.ts + 1 modules
var config = __webpack_require__(3506);
// EXTERNAL MODULE: ./src/pipeline/review-env.ts + 2 modules
var review_env = __webpack_require__(3234);
// EXTERNAL MODULE: ./src/pipeline/review.ts + 8 modules
var review = __webpack_require__(5176);
;// CONCATENATED MODULE: ./src/pipeline/session.ts












/** Async cleanups run last-in, first-out, every one of them, whatever happened before. */
class CleanupStack {
    #steps = [];
    push(step) {
        this.#steps.push(step);
    }
    async run() {
        const errors = [];
        for (const step of this.#steps.splice(0).reverse())
            await step().catch((e) => errors.push(e));
        if (errors.length > 0)
            throw errors[0];
    }
}
/**
 * The head's files: the checkout when it is exactly the head (its reads
 * recorded in `ledger` when given), else a temporary worktree that `cleanups`
 * removes, temporary folder and all, also when the run is interrupted.
 */
async function openStableTree(git, head, ledger, cleanups) {
    // Asked together: one wait on git instead of two in a row.
    const [checkedOutHead, clean] = await Promise.all([
        git.resolveCommit('HEAD').catch(() => ''),
        git.isClean().catch(() => false),
    ]);
    const checkedOut = checkedOutHead === head && clean;
    if (checkedOut || ledger) {
        // Earlier workflow steps write in the checkout (a cloud credential, a `.env`); git's list leaves them out.
        let tracked;
        const trackedFiles = () => (tracked ??= git.listTrackedFiles());
        const directory = createDirectorySource(git.root, (path, bytes) => ledger?.record(path, bytes));
        return {
            root: git.root,
            // The review, its tools and its agents read only the commit's files: an untracked one is
            // not there. A review applied to the user's own working tree (the ledger) reads the user's files.
            source: createCachedSource(ledger
                ? directory
                : {
                    readFile: async (path) => (await trackedFiles()).has(path) ? directory.readFile(path) : undefined,
                }),
            trackedFiles,
        };
    }
    const folder = (0,external_node_fs_.mkdtempSync)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'remora-head-'));
    const forget = (0,exit_cleanup/* cleanupOnSignal */.K9)(() => (0,external_node_fs_.rmSync)(folder, { recursive: true, force: true }));
    cleanups.push(async () => {
        forget();
        await (0,promises_.rm)(folder, { recursive: true, force: true });
    });
    const worktree = await git.addWorktree(head, (0,external_node_path_.join)(folder, 'tree'));
    cleanups.push(() => worktree.remove());
    return { root: worktree.dir, source: createCachedSource(createDirectorySource(worktree.dir)) };
}
/**
 * The one way a review is run, by the CLI and the action alike: the head's
 * files, discovery, the agents' environment and the engine. Everything it
 * opens is released by `options.cleanups`.
 */
async function openReviewSession(options) {
    const tree = await openStableTree(options.git, options.head, options.ledger, options.cleanups);
    return openTreeSession(tree, options.head, options);
}
/**
 * A session over a folder that is not a commit (a corpus, a rebuilt task):
 * the same discovery and engine as a review, on the folder's files as they are.
 */
function openFolderSession(root, options) {
    const tree = { root, source: createCachedSource(createDirectorySource(root)) };
    return openTreeSession(tree, 'working tree', options);
}
async function openTreeSession(tree, head, options) {
    const { cleanups } = options;
    const discoverer = await (0,tree_sitter_discoverer/* createDiscoverer */.f)((0,config/* discoveryOptions */.Lx)(options.config));
    cleanups.push(() => discoverer.close());
    const { env, dispose } = (0,review_env/* createReviewEnv */.eE)({
        stableRoot: tree.root,
        ...(tree.trackedFiles ? { trackedFiles: tree.trackedFiles } : {}),
        stable: tree.source,
        config: options.config,
        agents: options.agents,
        agentProblems: options.agentProblems,
        processEnv: options.processEnv,
        backend: options.backend,
        events: options.events,
        allowExecute: options.allowExecute,
        discoverer,
        ...(options.models ? { models: options.models } : {}),
        ...(options.wrapModel ? { wrapModel: options.wrapModel } : {}),
        ...(options.registry ? { registry: options.registry } : {}),
        ...(options.conversation ? { conversation: options.conversation } : {}),
    });
    cleanups.push(async () => dispose());
    return {
        head,
        tree,
        discoverer,
        review: (targets, ops = options.ops ?? []) => (0,review/* runReview */.O)({
            targets,
            ops,
            stable: tree.source,
            env,
            ...(options.stop ? { stop: options.stop } : {}),
        }),
    };
}
/**
 * The ops to run: `all` (every agent), a list, or — when none is asked for —
 * the ops remora.yaml enables that have an agent. An op no agent has is
 * CLI_001 listing the available ones.
 */
function resolveOps(requested, config, available) {
    if (requested === 'all')
        return [...available].sort();
    if (requested && requested.length > 0) {
        const unknown = requested.find((op) => !available.includes(op));
        if (unknown)
            throw new errors/* RemoraError */.LP('CLI_001', `no agent for op '${unknown}'; available: ${available.join(', ')}`);
        return [...requested];
    }
    return available.filter((op) => config.operations[op]?.enabled ?? false).sort();
}


/***/ })

};
