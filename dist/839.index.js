export const id = 839;
export const ids = [839];
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
/* harmony import */ var _core_workspace_file_encoding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(61);
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
async function copyStableTree(realRoot, dir) {
    const entries = await (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .listTreeFiles */ .I3)(realRoot);
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
        const encoded = (0,_core_workspace_file_encoding_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeFileText */ .SR)(change.path, change.after);
        if (!encoded.ok)
            throw new _core_errors_js__WEBPACK_IMPORTED_MODULE_4__/* .RemoraError */ .LP('TOOL_001', `${change.path} cannot be written for the tool: ${encoded.reason}`);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.dirname)(target), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.writeFile)(target, encoded.bytes);
    }
}
/**
 * Writes a real folder for tools that need files (pytest, subprocess tools): a
 * copy of the stable tree's files (from `stableRoot`, skipping .git,
 * node_modules and tool caches), with the overlay's changes applied. Returns
 * the folder and a dispose(). Two materialised workspaces never share written
 * files: every file is a copy (or a copy-on-write clone), never a hard link.
 */
async function materialiseWorkspace(overlay, stableRoot) {
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(stableRoot);
    const dir = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdtemp)((0,node_path__WEBPACK_IMPORTED_MODULE_3__.join)((0,node_os__WEBPACK_IMPORTED_MODULE_2__.tmpdir)(), 'remora-workspace-'));
    const forget = (0,_process_exit_cleanup_js__WEBPACK_IMPORTED_MODULE_6__/* .cleanupOnSignal */ .K9)(() => (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.rmSync)(dir, { recursive: true, force: true }));
    const dispose = async () => {
        forget();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(dir, { recursive: true, force: true });
    };
    try {
        await copyStableTree(realRoot, dir);
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
    const decoded = (0,_core_workspace_file_encoding_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeFileText */ .k6)(path, bytes);
    return decoded.lossy ? undefined : decoded.text;
}
function regularFiles(entries) {
    return entries.filter((entry) => entry.kind === 'file').map((entry) => entry.path);
}
/**
 * After a tool ran in a materialised folder, reads back the files it
 * changed/created/deleted (relative to the folder, compared with what was
 * materialised: the stable tree at `stableRoot` plus the overlay's changes)
 * into the overlay — so subprocess tools' writes land in the workspace, not
 * the checkout. Returns the paths taken in, sorted. Tool caches, links the tool
 * made, and files that are not text in their own encoding are not taken in; a file the tool
 * turned into a link out of the folder is TOOL_001, one larger than 64 MiB
 * SANDBOX_002. Call it only once the tool and every process it started have
 * ended (the sandbox's pid namespace is gone): nothing then changes the folder
 * between a path's check and its read. The overlay must not be written
 * between materialising and collecting.
 */
async function collectMaterialisedChanges(overlay, dir, stableRoot) {
    const [realDir, realStable] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(dir), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(stableRoot)]);
    const changes = new Map((await overlay.changes()).map((c) => [c.path, c.after]));
    const [inDir, inStable] = await Promise.all([(0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .listTreeFiles */ .I3)(realDir), (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .listTreeFiles */ .I3)(realStable)]);
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
        const expected = await materialisedBytes(realStable, path, changes);
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
async function materialisedBytes(realStable, path, changes) {
    if (changes.has(path)) {
        const after = changes.get(path);
        if (after === undefined)
            return undefined;
        const encoded = (0,_core_workspace_file_encoding_js__WEBPACK_IMPORTED_MODULE_5__/* .encodeFileText */ .SR)(path, after);
        return encoded.ok ? Buffer.from(encoded.bytes) : Buffer.from(after, 'utf8');
    }
    // A link out of the stable tree was not copied, so nothing was materialised there.
    const stable = await (0,_workspace_tree_js__WEBPACK_IMPORTED_MODULE_7__/* .readInside */ .xO)(realStable, path);
    return stable.kind === 'file' ? stable.bytes : undefined;
}


/***/ }),

/***/ 73:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ pythonParser),
/* harmony export */   Q: () => (/* binding */ withParsedPython)
/* harmony export */ });
/* harmony import */ var _core_discovery_language_packs_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5081);
/* harmony import */ var _tree_sitter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3541);


/**
 * The one Python parser of the thread (tools, checks, the engine and
 * discovery share it), loaded on first use. Parsing is synchronous, so
 * sharing it is safe; each tree lives in wasm memory and must be deleted by
 * whoever parsed it.
 */
async function pythonParser() {
    return (await (0,_tree_sitter_js__WEBPACK_IMPORTED_MODULE_1__/* .sharedLanguage */ .a$)(_core_discovery_language_packs_js__WEBPACK_IMPORTED_MODULE_0__/* .PYTHON */ .ZB)).parser;
}
/**
 * Hands the root of `text`'s tree to `use`, from the thread's trees of recent
 * texts (shared with discovery) or parsed now, incrementally from the closest
 * recent text when there is one (tree-cache.ts). `use` must be
 * synchronous and keep no node after it returns: the tree is shared, and
 * deleted when newer ones push it out.
 */
async function withParsedPython(text, use) {
    const { trees } = await (0,_tree_sitter_js__WEBPACK_IMPORTED_MODULE_1__/* .sharedLanguage */ .a$)(_core_discovery_language_packs_js__WEBPACK_IMPORTED_MODULE_0__/* .PYTHON */ .ZB);
    if (!trees)
        throw new Error('the Python language was loaded without its tree cache');
    return trees.withTree(text, (tree) => use(tree.rootNode));
}


/***/ }),

/***/ 7731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Sk: () => (/* binding */ SUBMIT_TOOL),
  ai: () => (/* binding */ parseAgentDefinition),
  Xm: () => (/* binding */ renderTemplate),
  ut: () => (/* binding */ runsCode)
});

// UNUSED EXPORTS: agentDefinitionSchema

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/signal/scope.ts
var scope = __webpack_require__(7112);
// EXTERNAL MODULE: ./node_modules/@huggingface/jinja/dist/index.js
var dist = __webpack_require__(8931);
;// CONCATENATED MODULE: ./src/core/agents/template.ts

/**
 * Parses a Jinja template (blocks trimmed as Jinja's `trim_blocks` and
 * `lstrip_blocks` do); a syntax error throws. The implementation is an
 * interpreter over its own values: a template reaches no JavaScript object,
 * constructor or global of the host, so an agent's templates are data, never code.
 */
function parseTemplate(source) {
    return new dist/* Template */.Bj(source);
}
/**
 * The root scope of a render: records every name looked up that neither the
 * template nor the caller defines. Scopes of loops and macros sit above it,
 * so a name reaches it only when nothing nearer has it.
 */
class RecordingScope extends Map {
    missing = new Set();
    has(name) {
        const found = super.has(name);
        if (!found)
            this.missing.add(name);
        return found;
    }
}
function range(start, stop, step = 1) {
    const [from, to] = stop === undefined ? [0, start] : [start, stop];
    const out = [];
    if (step === 0)
        throw new Error('range() step must not be zero');
    for (let i = from; step > 0 ? i < to : i > to; i += step)
        out.push(i);
    return out;
}
const GLOBALS = {
    true: true,
    false: false,
    none: null,
    True: true,
    False: false,
    None: null,
    range,
};
/**
 * Renders a template with `variables`. A variable the template reads that is
 * not given (and that it does not test with `is defined`) is an error naming
 * it, so a typo in an agent's template fails loudly instead of rendering empty.
 */
function renderAgentTemplate(template, variables) {
    const environment = new dist/* Environment */.OH();
    for (const [name, value] of Object.entries({ ...GLOBALS, ...variables }))
        environment.set(name, value);
    const scope = new RecordingScope(environment.variables);
    environment.variables = scope;
    let rendered;
    let failure;
    try {
        rendered = new dist/* Interpreter */.$R(environment).run(template.parsed).value;
    }
    catch (error) {
        failure = error;
    }
    // An unknown name is the cause to report, also when a filter then choked on it.
    const tested = definedTests(template);
    const unknown = [...scope.missing].filter((name) => !tested.has(name)).sort();
    if (unknown.length > 0)
        throw new Error(`undefined variable${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}; known: ${Object.keys(variables).sort().join(', ')}`);
    if (failure !== undefined)
        throw failure;
    return String(rendered);
}
/** Names the template tests with `is defined` / `is undefined`: reading those is not an error. */
function definedTests(template) {
    const names = new Set();
    const walk = (node) => {
        if (Array.isArray(node))
            return node.forEach(walk);
        if (node === null || typeof node !== 'object')
            return;
        const record = node;
        const test = record.test;
        const operand = record.operand;
        if (record.type === 'TestExpression' &&
            (test?.value === 'defined' || test?.value === 'undefined') &&
            operand?.type === 'Identifier')
            names.add(String(operand.value));
        for (const value of Object.values(record))
            walk(value);
    };
    walk(template.parsed);
    return names;
}

;// CONCATENATED MODULE: ./src/core/agents/definition.ts




const NAME = /^[a-zA-Z_][a-zA-Z0-9_]{0,63}$/;
/** A JSON Schema object for tool parameters; checked for shape here, compiled by the runner. */
const parametersSchema = schemas/* object */.Ikc({ type: schemas/* literal */.euz('object'), properties: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).default({}) })
    .passthrough();
const toolSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().regex(NAME, 'a tool name is letters, digits and _'),
    description: schemas/* string */.YjP().min(1),
    parameters: parametersSchema,
    handler: schemas/* string */.YjP()
        .regex(/^builtin:[a-z_]+\.[a-z_]+$/, 'a handler is builtin:<agent>.<tool>')
        .optional(),
    command: schemas/* array */.YOg(schemas/* string */.YjP().min(1)).min(1).optional(),
    timeout_ms: schemas/* number */.aig().int().positive().max(600_000).optional(),
    risk: schemas/* enum */.k5n(['read', 'write', 'execute']).optional(),
    context_providers: schemas/* array */.YOg(schemas/* string */.YjP().regex(/^builtin:[a-z_]+\.[a-z_]+$/)).default([]),
})
    .strict();
const runnerOverridesSchema = schemas/* object */.Ikc({
    tool_choice: schemas/* enum */.k5n(['auto', 'required', 'none']).optional(),
    temperature: schemas/* number */.aig().min(0).max(2).optional(),
    max_tokens: schemas/* number */.aig().int().positive().optional(),
    extra_body: schemas/* record */.g1P(schemas/* string */.YjP(), schemas/* unknown */.L5J()).optional(),
})
    .strict();
const agentDefinitionSchema = schemas/* object */.Ikc({
    name: schemas/* string */.YjP().regex(NAME),
    model: schemas/* string */.YjP().min(1).optional(),
    max_turns: schemas/* number */.aig().int().min(1).max(100).default(15),
    node_types: schemas/* array */.YOg(schemas/* enum */.k5n(['file', 'class', 'function', 'method'])).min(1),
    /** Nodes out of this agent's scope: skipped with the reason, before any model call. */
    skip: schemas/* array */.YOg(schemas/* enum */.k5n(scope/* SCOPE_RULES */.Nd)).default([]),
    initial_context: schemas/* object */.Ikc({ system_prompt: schemas/* string */.YjP().min(1), node_context: schemas/* string */.YjP().min(1) })
        .strict(),
    tools: schemas/* array */.YOg(toolSchema).min(1),
    /** Checks run on the op's result, each reporting findings: `builtin:<agent>.<check>`. */
    checks: schemas/* array */.YOg(schemas/* string */.YjP().regex(/^builtin:[a-z_]+\.[a-z_]+$/)).default([]),
    runner: runnerOverridesSchema.default({}),
    /**
     * Whether the agent is offered the runner's `ask_user` tool, to ask the
     * code's author what only they can say (docs/architecture.md §5).
     */
    ask_user: schemas/* boolean */.zMY().default(false),
})
    .strict();
/** Whether a tool runs the repository's code: `command:` tools do unless they say otherwise. */
function runsCode(tool) {
    return (tool.risk ?? (tool.command ? 'execute' : 'read')) === 'execute';
}
/** The tool whose call ends a run; its arguments are the result. */
const SUBMIT_TOOL = 'submit_result';
/** The runner's question tool, offered when `ask_user: true` (core/runner/ask-user.ts). */
const ASK_TOOL_NAME = 'ask_user';
/**
 * Validates a parsed agent YAML document. Problems are AGENT_001 errors that
 * name the file, the key path and the reason.
 */
function parseAgentDefinition(document, op, source, dir) {
    const parsed = agentDefinitionSchema.safeParse(document);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw agentError(source, issue?.path ?? [], issue?.message ?? 'invalid');
    }
    const definition = { ...parsed.data, op, source, ...(dir ? { dir } : {}) };
    checkTools(definition);
    checkTemplates(definition);
    return definition;
}
function checkTools(definition) {
    const seen = new Set();
    definition.tools.forEach((tool, index) => {
        if (seen.has(tool.name))
            throw agentError(definition.source, ['tools', index, 'name'], `duplicate tool name '${tool.name}'`);
        seen.add(tool.name);
        if (tool.name === ASK_TOOL_NAME)
            throw agentError(definition.source, ['tools', index, 'name'], `${ASK_TOOL_NAME} is the runner's own tool: set \`ask_user: true\` instead of declaring it`);
        const isSubmit = tool.name === SUBMIT_TOOL;
        if (isSubmit && (tool.handler || tool.command)) {
            throw agentError(definition.source, ['tools', index], `${SUBMIT_TOOL} ends the run and takes no handler`);
        }
        if (!isSubmit && Boolean(tool.handler) === Boolean(tool.command)) {
            throw agentError(definition.source, ['tools', index], 'a tool needs exactly one of handler or command');
        }
    });
    const submits = definition.tools.filter((tool) => tool.name === SUBMIT_TOOL).length;
    if (submits !== 1)
        throw agentError(definition.source, ['tools'], `needs exactly one ${SUBMIT_TOOL} tool, found ${submits}`);
}
function checkTemplates(definition) {
    for (const key of ['system_prompt', 'node_context']) {
        try {
            templateOf(definition.initial_context[key]);
        }
        catch (error) {
            // Only syntax errors are fatal at load time; variables are checked when rendering.
            throw agentError(definition.source, ['initial_context', key], `template error: ${firstLine(error.message)}`);
        }
    }
}
// A handful of agents render thousands of nodes: each template is parsed once.
const templates = new Map();
function templateOf(source) {
    let template = templates.get(source);
    if (!template)
        templates.set(source, (template = parseTemplate(source)));
    return template;
}
/** Renders an agent template; an unknown variable is an AGENT_001 error naming it. */
function renderTemplate(definition, key, variables) {
    try {
        return renderAgentTemplate(templateOf(definition.initial_context[key]), variables);
    }
    catch (error) {
        throw agentError(definition.source, ['initial_context', key], `template error: ${firstLine(error.message)}`);
    }
}
function agentError(source, path, reason) {
    const where = path.length > 0 ? path.map(String).join('.') : '(top level)';
    return new errors/* RemoraError */.LP('AGENT_001', `${source}: ${where}: ${reason}`);
}
function firstLine(message) {
    return (message
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(-1)[0] ?? message);
}


/***/ }),

/***/ 9630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fl: () => (/* binding */ parseDocstring),
/* harmony export */   mT: () => (/* binding */ detectDocstringStyle),
/* harmony export */   w1: () => (/* binding */ MARKDOWN_HEADER),
/* harmony export */   z6: () => (/* binding */ MARKDOWN_ENTRY)
/* harmony export */ });
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
            others.push(...addSphinxField(documented, lines.slice(start.line, end)));
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
    const margin = Math.min(...content.map((line) => line.length - line.trimStart().length));
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
    const margin = Math.min(...content.map((line) => line.length - line.trimStart().length));
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


/***/ }),

/***/ 2017:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  k: () => (/* binding */ INVALID_SYNTAX),
  R: () => (/* binding */ createFixSafetyJudge)
});

;// CONCATENATED MODULE: ./src/core/lint/python-lexemes.ts
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

// EXTERNAL MODULE: ./src/core/lint/rule-selectors.ts
var rule_selectors = __webpack_require__(8560);
// EXTERNAL MODULE: ./src/core/lint/source-positions.ts
var source_positions = __webpack_require__(9329);
// EXTERNAL MODULE: ./src/core/lint/unsafe-fixes.ts
var unsafe_fixes = __webpack_require__(3601);
;// CONCATENATED MODULE: ./src/core/lint/fix-safety.ts




/** The code under which Ruff reports text it cannot parse. */
const INVALID_SYNTAX = 'invalid-syntax';
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
    if (code === INVALID_SYNTAX)
        return 'the file does not parse';
    if (!(0,rule_selectors/* anySelectorMatches */.n)(unsafe_fixes/* FIX_SURVEYED_PREFIXES */.HM, code))
        return 'fixes of this rule are not known to be safe';
    if (unsafe_fixes/* UNSAFE_FIX_RULES */.rG.has(code))
        return 'Ruff documents this fix as unsafe';
    if (code === 'F401' && /(^|\/)__init__\.pyi?$/.test(context.filePath))
        return 'an import in `__init__.py` may be a re-export';
    if (unsafe_fixes/* UNSAFE_BEFORE_PY310 */.HX.has(code) && targetsBeforePy310(context.targetVersion)) {
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


/***/ }),

/***/ 8560:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ selectorMatches),
/* harmony export */   n: () => (/* binding */ anySelectorMatches)
/* harmony export */ });
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


/***/ }),

/***/ 9329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cl: () => (/* binding */ countLineBreaks),
/* harmony export */   Ez: () => (/* binding */ comparePositions),
/* harmony export */   _$: () => (/* binding */ lineStarts),
/* harmony export */   b4: () => (/* binding */ offsetOf)
/* harmony export */ });
// Ruff counts `\r\n`, `\r` and `\n` as line ends; so must every offset computed from its positions.
const LINE_BREAK = /\r\n|\r|\n/g;
/** Offsets (UTF-16) at which each line of `source` starts; index 0 is line 1. */
function lineStarts(source) {
    const starts = [0];
    for (const match of source.matchAll(LINE_BREAK))
        starts.push(match.index + match[0].length);
    return starts;
}
/**
 * The UTF-16 offset of a 1-based position. Positions past the end (Ruff puts
 * the end of a deleted last line at the start of the line after it) clamp to
 * the end of the text.
 */
function offsetOf(starts, source, position) {
    const lineStart = starts[position.line - 1];
    if (lineStart === undefined)
        return source.length;
    return Math.min(lineStart + position.column - 1, source.length);
}
/** How many line breaks `text` holds. */
function countLineBreaks(text) {
    return text.match(LINE_BREAK)?.length ?? 0;
}
/** Orders positions: by line, then column. */
function comparePositions(a, b) {
    return a.line - b.line || a.column - b.column;
}


/***/ }),

/***/ 3601:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HM: () => (/* binding */ FIX_SURVEYED_PREFIXES),
/* harmony export */   HX: () => (/* binding */ UNSAFE_BEFORE_PY310),
/* harmony export */   rG: () => (/* binding */ UNSAFE_FIX_RULES)
/* harmony export */ });
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


/***/ }),

/***/ 413:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T5: () => (/* binding */ tryFindNode),
/* harmony export */   bO: () => (/* binding */ ownLineRanges),
/* harmony export */   mA: () => (/* binding */ inRanges)
/* harmony export */ });
/**
 * The lines an operation on `node` may change (docs/architecture.md §3): its own lines,
 * minus those of the nodes nested in it. For a class, its lines outside its
 * methods (and nested classes); for a file node, the module-level lines
 * outside every class and function.
 */
function ownLineRanges(node, fileNodes) {
    const children = fileNodes
        .filter((other) => other !== node && other.node_type !== 'file' && contains(node, other))
        .filter((child, _, all) => !all.some((outer) => outer !== child && contains(outer, child) && outer !== node))
        .sort((a, b) => a.start_line - b.start_line);
    const ranges = [];
    let next = node.start_line;
    for (const child of children) {
        if (child.start_line > next)
            ranges.push({ start: next, end: child.start_line - 1 });
        next = Math.max(next, child.end_line + 1);
    }
    if (next <= node.end_line)
        ranges.push({ start: next, end: node.end_line });
    return ranges;
}
/** The node with this type and full name, if the file (still) has it. */
function tryFindNode(nodes, like) {
    return nodes.find((node) => node.node_type === like.node_type && node.full_name === like.full_name);
}
/** True when a line falls in one of the ranges. */
function inRanges(line, ranges) {
    return ranges.some((range) => line >= range.start && line <= range.end);
}
function contains(outer, inner) {
    if (outer.node_type === 'file')
        return inner.node_type !== 'file';
    return (inner.start_line >= outer.start_line &&
        inner.end_line <= outer.end_line &&
        (inner.start_line > outer.start_line || inner.end_line < outer.end_line));
}


/***/ }),

/***/ 9920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ decodePythonEscapes)
/* harmony export */ });
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


/***/ }),

/***/ 7679:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pg: () => (/* binding */ tryClosingQuote),
/* harmony export */   cy: () => (/* binding */ tryStringLiteral),
/* harmony export */   em: () => (/* binding */ tryLeadingStringLiteral),
/* harmony export */   i5: () => (/* binding */ replaceStringLiterals),
/* harmony export */   pO: () => (/* binding */ tryStringOpening),
/* harmony export */   wT: () => (/* binding */ stringLiteralValue)
/* harmony export */ });
/* harmony import */ var _string_escapes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9920);

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
    return (0,_string_escapes_js__WEBPACK_IMPORTED_MODULE_0__/* .decodePythonEscapes */ .p)(literal.body, { bytes: literal.bytes });
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


/***/ }),

/***/ 7654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ toolExchanges),
/* harmony export */   P: () => (/* binding */ policyReply)
/* harmony export */ });
/** Pairs each assistant tool call with its tool message, in order. */
function toolExchanges(messages) {
    const results = new Map();
    for (const message of messages)
        if (message.role === 'tool')
            results.set(message.tool_call_id, message.content);
    const exchanges = [];
    for (const message of messages) {
        if (message.role !== 'assistant' || !message.tool_calls)
            continue;
        for (const call of message.tool_calls) {
            exchanges.push({
                tool: call.function.name,
                arguments: parseObject(call.function.arguments),
                result: parseObject(results.get(call.id) ?? '{}'),
            });
        }
    }
    return exchanges;
}
/** The reply a policy's calls make, with ids numbered by turn so transcripts are stable. */
function policyReply(messages, calls) {
    const turn = messages.filter((m) => m.role === 'assistant').length + 1;
    return {
        content: null,
        finish_reason: 'tool_calls',
        tool_calls: calls.map((call, index) => ({
            id: `call_${turn}_${index + 1}`,
            type: 'function',
            function: { name: call.tool, arguments: JSON.stringify(call.arguments) },
        })),
    };
}
function parseObject(text) {
    try {
        const value = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value)
            ? value
            : { value };
    }
    catch {
        return { text };
    }
}


/***/ }),

/***/ 2155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  px: () => (/* binding */ checkToolArguments),
  Wq: () => (/* binding */ compileToolSchemas),
  sw: () => (/* binding */ useBundledToolSchemas)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(2463);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/core/runner/argument-repair.ts
/**
 * Repairs of tool arguments that miss their JSON Schema only in a way that
 * has exactly one reading: "3" where the schema says integer, "true" where it
 * says boolean, a JSON text where it says object or array, "Google" where the
 * enum holds "google" alone. Anything else is left for the validator to name.
 */
/** `value` with every one-reading mismatch repaired, and what was repaired; `value` itself is not changed. */
function repairArguments(value, schema) {
    const repairs = [];
    const repaired = repairValue(value, schema, '', repairs);
    return { value: repaired, repairs };
}
function repairValue(value, schema, at, repairs) {
    const reading = oneReading(value, schema);
    if (reading !== undefined) {
        repairs.push({ field: at || '(arguments)', sent: value });
        value = reading.value;
    }
    if (isObject(value) && isObject(schema.properties)) {
        const properties = schema.properties;
        const extra = isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
        return Object.fromEntries(Object.entries(value).map(([key, inner]) => {
            const child = isObject(properties[key]) ? properties[key] : extra;
            return [key, child ? repairValue(inner, child, join(at, key), repairs) : inner];
        }));
    }
    if (Array.isArray(value) && isObject(schema.items)) {
        const items = schema.items;
        return value.map((inner, index) => repairValue(inner, items, join(at, String(index)), repairs));
    }
    return value;
}
/** The one value `value` can have been meant as under `schema`, when it does not fit it as sent. */
function oneReading(value, schema) {
    const type = schema.type;
    if (typeof value === 'string') {
        const text = value.trim();
        if (type === 'integer' && /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)))
            return { value: Number(text) };
        if (type === 'number' && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text))
            return { value: Number(text) };
        if (type === 'boolean' && (text === 'true' || text === 'false'))
            return { value: text === 'true' };
        if (type === 'object' || type === 'array') {
            const parsed = tryJson(text);
            if (type === 'object' ? isObject(parsed) : Array.isArray(parsed))
                return { value: parsed };
        }
        if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
            const matches = schema.enum.filter((option) => typeof option === 'string' && option.toLowerCase() === text.toLowerCase());
            if (matches.length === 1)
                return { value: matches[0] };
        }
    }
    return undefined;
}
function tryJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function join(at, key) {
    return at ? `${at}.${key}` : key;
}

;// CONCATENATED MODULE: ./src/core/runner/tool-arguments.ts



const AJV_OPTIONS = { allErrors: false, strict: false, coerceTypes: false, useDefaults: true };
const tool_arguments_ajv = new ajv.Ajv(AJV_OPTIONS);
// For the bundled agents' schemas, which their tests check against JSON Schema's
// meta-schema: compiling that meta-schema is most of the cost of a first compile.
const bundledAjv = new ajv.Ajv({ ...AJV_OPTIONS, validateSchema: false });
const compiled = new WeakMap();
const bundled = new WeakSet();
/**
 * Parses a tool call's JSON arguments and validates them against the tool's
 * JSON Schema. Arguments that miss it in a way with exactly one reading are
 * repaired (argument-repair.ts); other failures are messages for the model
 * that name the field, so it can correct itself.
 */
function checkToolArguments(definition, tool, raw) {
    let value;
    try {
        value = raw.trim() === '' ? {} : JSON.parse(raw);
    }
    catch (error) {
        return { ok: false, error: `arguments are not valid JSON (${error.message})` };
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { ok: false, error: 'arguments must be a JSON object' };
    }
    const validate = validatorFor(definition, tool);
    const object = value;
    if (!validate || validate(object))
        return { ok: true, value: object, repaired: [] };
    const spec = definition.tools.find((t) => t.name === tool);
    const repair = repairArguments(object, spec?.parameters ?? {});
    if (repair.repairs.length > 0 && validate(repair.value))
        return { ok: true, value: repair.value, repaired: repair.repairs.map((r) => r.field) };
    return { ok: false, error: `invalid arguments for ${tool}: ${describeError(validate)}` };
}
/** The first schema error, naming its field and, for a wrong type, what was sent. */
function describeError(validate) {
    const first = validate.errors?.[0];
    if (!first)
        return 'they do not match the schema';
    const params = first.params;
    const field = first.instancePath.slice(1).replace(/\//g, '.');
    if (typeof params.missingProperty === 'string')
        return `${field ? `${field}.` : ''}${params.missingProperty} is required`;
    if (typeof params.additionalProperty === 'string')
        return `${field ? `${field}: ` : ''}unknown field '${params.additionalProperty}'`;
    return `${field || '(arguments)'} ${first.message ?? 'does not match the schema'}`;
}
/** Compiles every tool's parameter schema up front: a bad schema is an AGENT_001 at load, not a failure mid-run. */
function compileToolSchemas(definition) {
    definition.tools.forEach((tool, index) => {
        try {
            validatorFor(definition, tool.name);
        }
        catch (error) {
            throw new errors/* RemoraError */.LP('AGENT_001', `${definition.source}: tools.${index}.parameters: ${error.message}`);
        }
    });
}
/**
 * Marks a bundled agent, whose tool schemas are ours and checked by its tests:
 * each is compiled when its tool is first called, without checking it against
 * the meta-schema, so a run pays only for the tools it uses.
 */
function useBundledToolSchemas(definition) {
    bundled.add(definition);
}
function validatorFor(definition, tool) {
    let byTool = compiled.get(definition);
    if (!byTool) {
        byTool = new Map();
        compiled.set(definition, byTool);
    }
    let validate = byTool.get(tool);
    if (!validate) {
        const spec = definition.tools.find((t) => t.name === tool);
        if (!spec)
            return undefined;
        validate = (bundled.has(definition) ? bundledAjv : tool_arguments_ajv).compile(spec.parameters);
        byTool.set(tool, validate);
    }
    return validate;
}


/***/ }),

/***/ 4932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IU: () => (/* binding */ findFillerInDocstring),
/* harmony export */   UR: () => (/* binding */ findFillerInDiff)
/* harmony export */ });
/* unused harmony export restatesName */
/* harmony import */ var _docstring_parse_docstring_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9630);
/* harmony import */ var _python_string_literal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7679);


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
const RETURN_FILLER = /^(the |a |an )?(result|return( value)?|returned value|output|value|return|response|outcome|none|nothing)s?\.?$/i;
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
const bare = (name) => name.replace(/^[\\*]+/, '').replace(/\\/g, '');
/** Every problem of `docstring` (its value, as Python reads it) for `subject`. */
function findFillerInDocstring(docstring, subject) {
    const parsed = (0,_docstring_parse_docstring_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDocstring */ .Fl)(docstring);
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
    const annotated = new Map(subject.params.map((p) => [bare(p.name), p.annotation]));
    for (const entry of parsed.documented.params) {
        const name = bare(entry.name);
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
        problems.push(...fillerInLine(content, file, annotated));
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
    const opening = (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_1__/* .tryStringOpening */ .pO)(line);
    if (!opening || opening.quote.length !== 3 || opening.bytes || opening.interpolated)
        return undefined;
    const text = line.slice(opening.length);
    const inner = text.endsWith(opening.quote) ? text.slice(0, -3) : text;
    return /^\s*([\w ]+?)\s+module\.?\s*$/.exec(inner)?.[1];
}


/***/ }),

/***/ 7112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ outOfScope),
/* harmony export */   MQ: () => (/* binding */ isTestPath),
/* harmony export */   Nd: () => (/* binding */ SCOPE_RULES)
/* harmony export */ });
/* unused harmony exports leadingDecorators, isEllipsisBody, startsWithDocstring */
/**
 * The kinds of node an agent may declare out of its scope (`skip:` in its
 * YAML). Each is a fact read from the node itself: where it lives, its name,
 * its decorators.
 */
const SCOPE_RULES = [
    'test_code',
    'overload_stub',
    'accessor',
    'private',
    'undocumented_private',
    'stub',
];
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
/** Why `rule` puts `node` out of scope, or undefined when it does not. */
function ruleReason(rule, node, options) {
    // A module's text starts with its first definition's decorators, which are not its own.
    const decorators = node.node_type === 'file' ? [] : leadingDecorators(node.text);
    switch (rule) {
        case 'test_code':
            if (isTestPath(node.file_path))
                return `${node.file_path} is test code`;
            if ((node.node_type === 'function' || node.node_type === 'method') &&
                /^test(_|[A-Z]|$)/.test(node.name))
                return `${node.full_name} is a test`;
            if (node.node_type === 'class' && /^Test[A-Z_]/.test(node.name))
                return `${node.full_name} is a test class`;
            return undefined;
        case 'overload_stub':
            return decorators.some((d) => d === 'overload' || d.endsWith('.overload'))
                ? `${node.full_name} is an @overload stub (its implementation is reviewed)`
                : undefined;
        case 'accessor': {
            const accessor = decorators.find((d) => /\.(setter|deleter)$/.test(d));
            return accessor ? `${node.full_name} is a property ${accessor.split('.').pop()}` : undefined;
        }
        case 'stub':
            if (node.file_path.endsWith('.pyi'))
                return `${node.file_path} is a type stub`;
            return (node.node_type === 'function' || node.node_type === 'method') &&
                isEllipsisBody(node.text)
                ? `${node.full_name} has no body but \`...\` (a stub or a protocol member)`
                : undefined;
        case 'private':
        case 'undocumented_private': {
            if (options.private || node.node_type === 'file' || !isPrivateName(node.full_name))
                return undefined;
            // A private definition its author documented is kept true to its docstring.
            if (rule === 'undocumented_private' && startsWithDocstring(node.text))
                return undefined;
            return `${node.full_name} is private (set private: true for this op to include it)`;
        }
    }
}
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
/**
 * The reason the first of `rules` that applies puts `node` out of an op's
 * scope, or undefined when the op should review it.
 */
function outOfScope(node, rules, options = {}) {
    for (const rule of rules) {
        const reason = ruleReason(rule, node, options);
        if (reason)
            return reason;
    }
    return undefined;
}


/***/ }),

/***/ 2114:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $l: () => (/* binding */ mergeTestFile),
/* harmony export */   hN: () => (/* binding */ byImportOrder),
/* harmony export */   o4: () => (/* binding */ mergeTestFiles)
/* harmony export */ });
/* unused harmony export mergeTestFileVersions */
/* harmony import */ var _python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);

/**
 * Adds new test code to an existing test file without disturbing it: the
 * existing content stays as it is; the addition's imports that the file does
 * not already make are inserted after its last top-level import; the rest
 * (test functions, helpers) is appended at the end. A definition whose name the
 * file already has is refused, since it would silently replace a test.
 */
function mergeTestFile(existing, addition) {
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
    const wanted = incoming
        .filter((s) => s.kind === 'import')
        .flatMap((s) => bindings(s.lines.join('\n')))
        .filter((key) => !have.has(key));
    const importsAdded = [...new Set(wanted)];
    const body = incoming
        .filter((s) => s.kind === 'definition' || s.kind === 'other')
        .map((s) => trimBlank(s.lines).join('\n'));
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
    const opening = first ? (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .tryStringOpening */ .pO)(line) : undefined;
    if (opening && !opening.bytes && !opening.interpolated)
        return 'docstring';
    return 'other';
}
/** Tracks bracket depth and open triple-quoted strings across lines (comments and short strings skipped). */
function scanLine(line, depth, inTriple) {
    let i = 0;
    while (i < line.length) {
        if (inTriple) {
            const closing = (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .tryClosingQuote */ .Pg)(line, inTriple, i);
            if (!closing)
                return { depth, inTriple };
            i += closing.length;
            inTriple = undefined;
            continue;
        }
        const char = line[i];
        if (char === '#')
            break;
        const opening = (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .tryStringOpening */ .pO)(line, i);
        if (opening) {
            const closing = (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .tryClosingQuote */ .Pg)(line, opening.quote, i + opening.length);
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
        result.splice(insert.at, 0, ...insert.text);
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
const TEST_FILE = /(^|\/)(test_[^/]*|[^/]*_test)\.py$/;
/** {@link mergeTestFileVersions} for files named as pytest collects them; undefined for any other file. */
function mergeTestFiles(path, base, current, incoming) {
    return TEST_FILE.test(path) ? mergeTestFileVersions(base, current, incoming) : undefined;
}


/***/ }),

/***/ 61:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EK: () => (/* binding */ encodingOfText),
/* harmony export */   SR: () => (/* binding */ encodeFileText),
/* harmony export */   k6: () => (/* binding */ decodeFileText)
/* harmony export */ });
/* harmony import */ var _discovery_source_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2297);

const PYTHON_FILE = /\.(py|pyi|pyw)$/;
const BOM = '\uFEFF';
/**
 * Decodes a file the way its reader would: a Python file by its byte-order
 * mark or PEP 263 coding cookie (latin-1, cp1252, ...), anything else as UTF-8.
 */
function decodeFileText(path, bytes) {
    if (!PYTHON_FILE.test(path)) {
        const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
        return { text, encoding: 'utf-8', lossy: text.includes('\uFFFD') && !isUtf8(bytes) };
    }
    const source = (0,_discovery_source_text_js__WEBPACK_IMPORTED_MODULE_0__/* .decodeSource */ .E4)(bytes);
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
/** The encoding a text is written in: what its own mark or cookie says, for a Python file. */
function encodingOfText(path, text) {
    if (!PYTHON_FILE.test(path) || text.startsWith(BOM))
        return 'utf-8';
    return (0,_discovery_source_text_js__WEBPACK_IMPORTED_MODULE_0__/* .declaredEncoding */ .Qc)(text.slice(0, 400)) ?? 'utf-8';
}
/**
 * Encodes a text in the encoding its file declares ({@link encodingOfText}):
 * UTF-8, ISO-8859-1 and windows-1252 can be written; a character those cannot
 * hold, or another encoding, is a reason instead of bytes — never a `?` or a
 * silently re-encoded file.
 */
function encodeFileText(path, text) {
    const encoding = encodingOfText(path, text);
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


/***/ }),

/***/ 1839:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  It: () => (/* binding */ REPO_AGENTS_DIR),
  L2: () => (/* binding */ loadAgents)
});

// UNUSED EXPORTS: BUNDLED_AGENTS_DIR

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/agents/definition.ts + 1 modules
var agents_definition = __webpack_require__(7731);
// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/core/yaml-error-place.ts
var yaml_error_place = __webpack_require__(8225);
// EXTERNAL MODULE: ./src/core/runner/tool-arguments.ts + 1 modules
var tool_arguments = __webpack_require__(2155);
// EXTERNAL MODULE: ./node_modules/zod/v4/core/json-schema-processors.js
var json_schema_processors = __webpack_require__(8439);
;// CONCATENATED MODULE: ./src/core/agents/tool-schema-agreement.ts

function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function sorted(values) {
    return [...values].map((v) => JSON.stringify(v)).sort();
}
function sameList(a, b) {
    return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}
function describe(values) {
    const list = sorted(values);
    return list.length === 0 ? 'none' : `[${list.join(', ')}]`;
}
/** The JSON types a property accepts, or undefined when the schema does not say. */
function propertyTypes(property) {
    if (!isObject(property) || property.type === undefined)
        return undefined;
    const types = Array.isArray(property.type) ? property.type : [property.type];
    return types.map(String);
}
function propertyEnum(property) {
    if (!isObject(property))
        return undefined;
    if (Array.isArray(property.enum))
        return property.enum;
    return undefined;
}
function compareProperty(name, declared, handled) {
    const problems = [];
    const declaredTypes = propertyTypes(declared);
    const handledTypes = propertyTypes(handled);
    if (declaredTypes && handledTypes && !sameList(declaredTypes, handledTypes)) {
        problems.push(`${name}: type ${describe(declaredTypes)} here, ${describe(handledTypes)} in the handler`);
    }
    const declaredEnum = propertyEnum(declared);
    const handledEnum = propertyEnum(handled);
    if ((declaredEnum || handledEnum) && !sameList(declaredEnum ?? [], handledEnum ?? [])) {
        problems.push(`${name}: enum ${describe(declaredEnum ?? [])} here, ${describe(handledEnum ?? [])} in the handler`);
    }
    return problems;
}
/**
 * Where a tool's JSON Schema (checked by the runner before the call) and its
 * handler's zod schema (checked by the handler) disagree: property names, the
 * required list, and each property's type and enum values. Empty when they
 * agree. Both schemas validate every call, so a drift between them is a tool
 * the model cannot call correctly.
 */
function toolSchemaDisagreements(parameters, handler) {
    const handled = json_schema_processors/* toJSONSchema */.bl(handler, { io: 'input', unrepresentable: 'any' });
    const declared = isObject(parameters) ? parameters : {};
    const declaredProps = isObject(declared.properties) ? declared.properties : {};
    const handledProps = isObject(handled.properties) ? handled.properties : {};
    const problems = [];
    const declaredNames = Object.keys(declaredProps);
    const handledNames = Object.keys(handledProps);
    if (!sameList(declaredNames, handledNames)) {
        problems.push(`properties ${describe(declaredNames)} here, ${describe(handledNames)} in the handler`);
    }
    const declaredRequired = Array.isArray(declared.required) ? declared.required : [];
    const handledRequired = Array.isArray(handled.required) ? handled.required : [];
    if (!sameList(declaredRequired, handledRequired)) {
        problems.push(`required ${describe(declaredRequired)} here, ${describe(handledRequired)} in the handler`);
    }
    for (const name of declaredNames.filter((n) => n in handledProps)) {
        problems.push(...compareProperty(name, declaredProps[name], handledProps[name]));
    }
    return problems;
}

// EXTERNAL MODULE: ./src/ops/registry.ts + 95 modules
var ops_registry = __webpack_require__(3552);
// EXTERNAL MODULE: ./src/adapters/files/assets.ts
var assets = __webpack_require__(9295);
// EXTERNAL MODULE: ./src/adapters/files/confined-file.ts
var confined_file = __webpack_require__(7109);
;// CONCATENATED MODULE: ./src/ops/agent-files.ts











/** The folder, inside a reviewed repository, where it keeps its own agents. */
const REPO_AGENTS_DIR = '.remora/agents';
const AGENT_FILE = /^([a-z_]+)_subagent\.yaml$/;
/**
 * The bundled agents: each op folder's `<op>_subagent.yaml` (`src/ops/<folder>/`,
 * copied beside the bundle as `ops/<folder>/`), so an op's agent lives with its code.
 */
async function bundledAgentFiles() {
    const root = (0,assets/* assetPath */.Q)('ops');
    const folders = (await (0,promises_.readdir)(root, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort();
    const files = [];
    for (const folder of folders)
        for (const name of (await (0,promises_.readdir)((0,external_node_path_.join)(root, folder))).sort()) {
            const op = AGENT_FILE.exec(name)?.[1];
            if (op)
                files.push({
                    op,
                    dir: (0,external_node_path_.join)(root, folder),
                    file: (0,external_node_path_.join)(root, folder, name),
                    source: `${BUNDLED_AGENTS_DIR}/${folder}/${name}`,
                    confinedTo: root,
                    bundled: true,
                });
        }
    return files;
}
/** A repository's own agents: `.remora/agents/<op>/<op>_subagent.yaml`. */
async function repositoryAgentFiles(repoRoot) {
    const root = (0,external_node_path_.join)(repoRoot, REPO_AGENTS_DIR);
    return (await (0,promises_.readdir)(root, { withFileTypes: true }).catch(() => []))
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
        .map((op) => ({
        op,
        dir: (0,external_node_path_.join)(root, op),
        file: (0,external_node_path_.join)(root, op, `${op}_subagent.yaml`),
        source: `${REPO_AGENTS_DIR}/${op}/${op}_subagent.yaml`,
        confinedTo: repoRoot,
    }));
}
/** Where the bundled agents are, as messages name them: beside their ops' code. */
const BUNDLED_AGENTS_DIR = 'src/ops';
/**
 * Loads every agent: the bundled ones, then the repository's own
 * (`.remora/agents/<op>/<op>_subagent.yaml`), which override a bundled agent
 * of the same op. An invalid definition is an AGENT_001 problem for its op
 * only: one broken agent must not stop the others. Built-in handlers are
 * looked up in `registry`.
 */
async function loadAgents(repoRoot, registry = ops_registry/* BUILTIN_REGISTRY */.uT) {
    const loaded = { agents: new Map(), problems: new Map() };
    const files = [
        ...(await bundledAgentFiles()),
        ...(repoRoot ? await repositoryAgentFiles(repoRoot) : []),
    ];
    for (const file of files) {
        const definition = await loadAgentFile(file, registry).catch((error) => {
            if (!(error instanceof errors/* RemoraError */.LP))
                throw error;
            return error;
        });
        if (definition === undefined)
            continue;
        if (definition instanceof errors/* RemoraError */.LP) {
            loaded.problems.set(file.op, definition);
            loaded.agents.delete(file.op);
        }
        else {
            loaded.agents.set(file.op, definition);
            loaded.problems.delete(file.op);
        }
    }
    return loaded;
}
async function loadAgentFile({ op, dir, file, source, confinedTo, bundled }, registry) {
    const read = await (0,confined_file/* readConfinedFile */.p)(confinedTo, file);
    if (read.kind === 'missing')
        return undefined;
    if (read.kind === 'outside')
        throw new errors/* RemoraError */.LP('AGENT_001', `${source} is a symbolic link leading outside the repository; it is not read`);
    let document;
    try {
        document = (0,dist/* parse */.qg)(read.bytes.toString('utf8'));
    }
    catch (error) {
        throw new errors/* RemoraError */.LP('AGENT_001', `${source}: not valid YAML${(0,yaml_error_place/* yamlErrorPlace */.z)(error)}`);
    }
    const definition = (0,agents_definition/* parseAgentDefinition */.ai)(document, op, source, dir);
    checkHandlers(definition, registry);
    if (bundled)
        (0,tool_arguments/* useBundledToolSchemas */.sw)(definition);
    else
        (0,tool_arguments/* compileToolSchemas */.Wq)(definition);
    return definition;
}
function checkHandlers(definition, registry) {
    definition.tools.forEach((tool, index) => {
        const id = tool.handler?.slice('builtin:'.length);
        if (id && !registry.tools.has(id)) {
            throw new errors/* RemoraError */.LP('AGENT_001', `${definition.source}: tools.${index}.handler: no built-in tool '${id}'`);
        }
        const handlerArguments = id ? registry.tools.get(id)?.arguments : undefined;
        const disagreements = handlerArguments
            ? toolSchemaDisagreements(tool.parameters, handlerArguments)
            : [];
        if (disagreements.length > 0) {
            throw new errors/* RemoraError */.LP('AGENT_001', `${definition.source}: tools.${index}.parameters do not match builtin:${id}: ${disagreements.join('; ')}`);
        }
        tool.context_providers.forEach((provider, p) => {
            if (!registry.contextProviders.has(provider.slice('builtin:'.length))) {
                throw new errors/* RemoraError */.LP('AGENT_001', `${definition.source}: tools.${index}.context_providers.${p}: no built-in provider '${provider}'`);
            }
        });
    });
}


/***/ }),

/***/ 3552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  uT: () => (/* binding */ BUILTIN_REGISTRY),
  un: () => (/* binding */ opsAskingModels)
});

// UNUSED EXPORTS: createOpRegistry

// EXTERNAL MODULE: ./src/ops/docstring/manifest.ts
var manifest = __webpack_require__(1559);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
;// CONCATENATED MODULE: ./src/ops/shared/no-arguments.ts

/** The arguments of a handler that reads nothing from them. */
const NO_ARGUMENTS = schemas/* object */.Ikc({});

// EXTERNAL MODULE: ./src/core/runner/policy.ts
var policy = __webpack_require__(7654);
;// CONCATENATED MODULE: ./src/ops/docstring/policy.ts


const repairSchema = schemas/* object */.Ikc({
    node: schemas/* string */.YjP(),
    file: schemas/* string */.YjP(),
    has_docstring: schemas/* boolean */.zMY(),
    action: schemas/* enum */.k5n(['updated', 'unchanged']),
    repairs: schemas/* array */.YOg(schemas/* string */.YjP()),
    problems: schemas/* array */.YOg(schemas/* string */.YjP()),
});
/**
 * The built-in docstring policy. It never invents prose: `repair_docstring`
 * makes the repairs that need no judgement (an entry for a parameter that is
 * gone, a renamed parameter, an exception raised on a stated condition), and
 * what is left — a missing docstring, an undocumented parameter — reaches
 * the reviewer as the op's findings.
 */
const docstringPolicy = (messages) => {
    const repair = (0,policy/* toolExchanges */.B)(messages).findLast((e) => e.tool === 'repair_docstring');
    if (!repair)
        return [{ tool: 'repair_docstring', arguments: {} }];
    if (typeof repair.result.error === 'string')
        return [failed(`Could not repair the docstring: ${repair.result.error}`)];
    const parsed = repairSchema.safeParse(repair.result);
    if (!parsed.success)
        return [failed('repair_docstring returned something other than its result')];
    const { node, file, has_docstring, action, repairs, problems } = parsed.data;
    const findings = `${problems.length} finding${problems.length === 1 ? '' : 's'} for the author`;
    if (action === 'updated')
        return [policy_submit('updated', `In the docstring of ${node}: ${repairs.join('; ')}.`, [file])];
    if (!has_docstring)
        return [
            policy_submit('skipped', problems.length === 0
                ? `${node} has no docstring; none is required here.`
                : `${node} has no docstring: ${findings} (the built-in policy writes no prose).`, []),
        ];
    return [
        policy_submit('skipped', problems.length === 0
            ? `The docstring of ${node} agrees with the code.`
            : `Nothing to repair mechanically in the docstring of ${node}; ${findings}.`, []),
    ];
};
function policy_submit(action, summary, changedFiles) {
    return { tool: 'submit_result', arguments: { summary, action, changed_files: changedFiles } };
}
function failed(reason) {
    return {
        tool: 'submit_result',
        arguments: { summary: reason, action: 'skipped', changed_files: [], failed: reason },
    };
}

// EXTERNAL MODULE: ./src/core/docstring/parse-docstring.ts
var parse_docstring = __webpack_require__(9630);
;// CONCATENATED MODULE: ./src/core/docstring/docstring-layout.ts

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
const NUMPY_RULE = /^\s*-{3,}\s*$/;
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
    const margin = Math.min(...content.map(indentOf));
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
    const headers = lines.flatMap((line, index) => /^[A-Za-z][A-Za-z ]*$/.test(line.trim()) && NUMPY_RULE.test(lines[index + 1] ?? '')
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
        if (!parse_docstring/* MARKDOWN_HEADER */.w1.test(line))
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
                    name: parse_docstring/* MARKDOWN_ENTRY */.z6.exec(current)?.[1] ?? '',
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

;// CONCATENATED MODULE: ./src/core/docstring/repair-docstring.ts

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
        out.splice(edit.start, edit.end - edit.start, ...edit.lines);
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
        edits.push(...entries.map((entry) => renamedEntry(lines, entry.start, from, to)));
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
        problems.push(...keptAsKeywords(gone, beforeNames, subject));
    if (!takesKeywords && paramSections.length > 0 && gone.length > 0) {
        for (const section of paramSections)
            edits.push(...removals(lines, section, gone, style));
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

// EXTERNAL MODULE: ./src/core/python/string-literal.ts
var string_literal = __webpack_require__(7679);
;// CONCATENATED MODULE: ./src/core/docstring/string-literal.ts
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

;// CONCATENATED MODULE: ./src/core/docstring/python-syntax.ts


const DEFINITION_TYPES = new Set(['function_definition', 'class_definition']);
/** Named children that are code, not comments. */
function statementsOf(container) {
    return container.namedChildren.filter((child) => child.type !== 'comment');
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
    const stack = [root];
    while (stack.length > 0) {
        const current = stack.pop();
        if (!current || current.startPosition.row > row || current.endPosition.row < row)
            continue;
        // A decorated definition starts at its first decorator, the row discovery reports.
        const definition = current.type === 'decorated_definition' ? current.childForFieldName('definition') : current;
        if (definition && DEFINITION_TYPES.has(definition.type) && current.startPosition.row === row) {
            if (definition.childForFieldName('name')?.text === node.name)
                return ownerOf(definition);
        }
        stack.push(...current.namedChildren);
    }
    return undefined;
}
/** The docstring of a def, class or module, as Python's `ast.get_docstring` sees it. */
function tryDocstringOf(owner) {
    const first = owner.body ? statementsOf(owner.body)[0] : undefined;
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
        const parsed = part.type === 'string' ? (0,string_literal/* tryStringLiteral */.cy)(part.text) : undefined;
        // f-strings and bytes are expressions, not docstrings.
        if (!parsed || parsed.bytes || parsed.interpolated)
            return undefined;
        head ??= { quoteChar: parsed.quote.startsWith("'") ? "'" : '"', raw: parsed.raw };
        value += (0,string_literal/* stringLiteralValue */.wT)({ ...parsed, body: parsed.body.replace(/\r\n?/g, '\n') }).text;
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
        const parsed = (0,string_literal/* tryStringLiteral */.cy)(part.text);
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
        value += (0,string_literal/* stringLiteralValue */.wT)({ ...parsed, body: kept }).text;
    }
    return escaped ? cleanDocstring(value) : undefined;
}
/** Every def and class of a file (at any depth), outermost first. */
function allDefinitions(root) {
    const found = [];
    const visit = (node) => {
        if (DEFINITION_TYPES.has(node.type))
            found.push(node);
        for (const child of node.namedChildren)
            visit(child);
    };
    visit(root);
    return found;
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
        stack.push(...[...node.namedChildren].reverse());
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

;// CONCATENATED MODULE: ./src/core/docstring/docstring-style.ts

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
 * inherited docstring); a class whose `__init__` has a docstring; or a file
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
    return { functions: publicFunctions(root).map(fact), classes: publicClasses(root).map(fact) };
}
function mostlyBare(docs) {
    return docs.documented * 2 < docs.total;
}
function isPublic(node) {
    if ((node.childForFieldName('name')?.text ?? '').startsWith('_'))
        return false;
    return !(enclosingClass(node)?.childForFieldName('name')?.text ?? '').startsWith('_');
}
function publicFunctions(root) {
    return allDefinitions(root).filter((node) => node.type === 'function_definition' && isPublic(node));
}
function publicClasses(root) {
    return allDefinitions(root).filter((node) => node.type === 'class_definition' && isPublic(node));
}
function isDocumented(node) {
    return tryDocstringOf(ownerOf(node)) !== undefined;
}

// EXTERNAL MODULE: ./src/adapters/python/python-parser.ts
var python_parser = __webpack_require__(73);
;// CONCATENATED MODULE: ./src/core/python/class-attributes.ts

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
                attributes.push(...readAssignment(assignment));
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
    const literal = (0,string_literal/* tryStringLiteral */.cy)(annotation.trim());
    const text = literal && !literal.bytes ? (0,string_literal/* stringLiteralValue */.wT)(literal).text : annotation;
    const bare = text.trim();
    const subscript = bare.indexOf('[');
    return subscript === -1 ? bare : bare.slice(0, subscript).trimEnd();
}

;// CONCATENATED MODULE: ./src/core/python/parameters.ts
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

;// CONCATENATED MODULE: ./src/core/docstring/parameters.ts


/** The parameters as written, each with the kind Python gives it; star names as spelled (`*args`). */
function paramsOf(definition) {
    return readParameters(definition.childForFieldName('parameters')).map((parameter) => ({
        name: spelledName(parameter),
        kind: parameter.kind,
        annotation: parameter.annotation === null ? null : oneLine(parameter.annotation),
        default: parameter.default === null ? null : oneLine(parameter.default),
    }));
}

;// CONCATENATED MODULE: ./src/core/docstring/class-contract.ts



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

;// CONCATENATED MODULE: ./src/core/docstring/class-attributes.ts



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

;// CONCATENATED MODULE: ./src/core/docstring/signature.ts





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
    const statements = statementsOf(body).filter((s) => s !== tryDocstringOf(owner)?.statement);
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
    const literal = (0,string_literal/* tryStringLiteral */.cy)(first.text);
    if (!literal || literal.bytes || literal.interpolated)
        return null;
    const text = oneLine(cleanDocstring((0,string_literal/* stringLiteralValue */.wT)(literal).text));
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
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/ops/docstring/tools/node-syntax.ts





/**
 * Locates the node, parses its file as it is now and hands `use` the node's
 * definition; the tree lives in wasm memory, so it is freed afterwards.
 */
async function withNodeSyntax(context, use) {
    const here = await context.locate();
    const python = await (0,python_parser/* pythonParser */.O)();
    return (0,python_parser/* withParsedPython */.Q)(here.text, (root) => {
        const owner = tryFindOwner(root, here.node);
        if (!owner)
            throw new errors/* RemoraError */.LP('TOOL_001', `${here.node.full_name} was not found in ${here.node.file_path}`);
        return use({ here, root, owner, parser: python });
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
    return (0,python_parser/* withParsedPython */.Q)(before, (root) => {
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
    return (0,python_parser/* withParsedPython */.Q)(before, (root) => {
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
// EXTERNAL MODULE: ./src/core/docstring/types.ts
var types = __webpack_require__(5578);
;// CONCATENATED MODULE: ./src/core/docstring/project-style.ts



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
const asStyle = (value) => types/* DOCSTRING_STYLES */.n.find((style) => style === value);
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
        const style = (0,parse_docstring/* detectDocstringStyle */.mT)(text);
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

// EXTERNAL MODULE: ./src/core/signal/scope.ts
var scope = __webpack_require__(7112);
;// CONCATENATED MODULE: ./src/core/testgen/pytest-config.ts


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
;// CONCATENATED MODULE: ./src/ops/shared/python-signature/project-files.ts


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

;// CONCATENATED MODULE: ./src/ops/docstring/tools/project-style.ts






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
        .filter((path) => path.endsWith('.py') && !(0,scope/* isTestPath */.MQ)(path))
        .slice(0, MAX_SAMPLED_FILES);
    const byFile = new Map();
    const functionsByFile = new Map();
    const documentedMethods = new Set();
    const parser = await (0,python_parser/* pythonParser */.O)();
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
            await (0,python_parser/* withParsedPython */.Q)(text, (root) => sample(path, root));
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
    const withParams = docstrings.map(parse_docstring/* parseDocstring */.Fl).filter((d) => d.documented.params.length > 0);
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

;// CONCATENATED MODULE: ./src/core/docstring/body-facts.ts

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
    const statements = statementsOf(owner.body).filter((s) => s !== docstring);
    return { calls, opaque, placeholder: statements.every(isPlaceholder) };
}

;// CONCATENATED MODULE: ./src/core/docstring/constructor-docstring.ts


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

;// CONCATENATED MODULE: ./src/core/docstring/docstring-facts.ts

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
    out.problems.push(...typeContradictions(signature, current, subject));
    const stale = unraised(signature, current, body);
    if (stale.length === 0)
        return out;
    const raises = sections.filter((s) => s.kind === 'raises');
    const entries = raises.flatMap((s) => s.entries.map((e) => e.name));
    // A repair needs every stale entry found where it can be removed.
    if (raises.length > 0 && stale.every((name) => entries.includes(name))) {
        for (const section of raises)
            out.edits.push(...removals(lines, section, stale, style));
        out.repairs.push(`removed the Raises entr${stale.length === 1 ? 'y' : 'ies'} for ${stale.join(', ')} (the body cannot raise ${stale.length === 1 ? 'it' : 'them'})`);
    }
    else
        out.problems.push({
            rule: 'docstring.stale-entry',
            message: `The docstring of ${subject} says it raises ${stale.map((n) => `\`${n}\``).join(', ')}, which its body cannot raise.`,
        });
    return out;
}

;// CONCATENATED MODULE: ./src/core/docstring/review-class-docstring.ts

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
            out.edits.push(...removals(lines, section, removed, style));
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

;// CONCATENATED MODULE: ./src/core/docstring/example-agreement.ts
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

;// CONCATENATED MODULE: ./src/core/docstring/type-agreement.ts

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
            members.push(...one);
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

;// CONCATENATED MODULE: ./src/core/docstring/return-type-agreement.ts

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

;// CONCATENATED MODULE: ./src/core/docstring/review-node-docstring.ts







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
    out.problems.push(...types.problems);
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

;// CONCATENATED MODULE: ./src/ops/shared/result-budget.ts
/**
 * The size a tool result must stay under: the runner cuts longer tool output
 * (docs/architecture.md §5's fixed rule, 4000 characters), and a cut JSON result cannot
 * be parsed at all. The margin leaves room for a note on what was left out.
 */
const RESULT_BUDGET = 3800;
/**
 * Applies each reduction in turn until the result, as JSON, fits the
 * budget, and says what was left out (`left_out`) so neither a model nor a
 * policy mistakes a shortened result for the whole.
 */
function fitResult(value, reductions, budget = RESULT_BUDGET) {
    const size = (v) => JSON.stringify(v).length;
    let fitted = value;
    // What was left out, with how many times: a repeated reduction is one note.
    const counts = new Map();
    const notes = () => [...counts].map(([text, n]) => (n === 1 ? text : `${text} (${n} times)`));
    for (const reduction of reductions) {
        if (size({ ...fitted, left_out: notes() }) <= budget)
            break;
        const smaller = reduction.apply(fitted);
        // A reduction that had nothing to drop leaves nothing out.
        if (size(smaller) < size(fitted))
            counts.set(reduction.leaves_out, (counts.get(reduction.leaves_out) ?? 0) + 1);
        fitted = smaller;
    }
    return counts.size > 0 ? { ...fitted, left_out: notes() } : fitted;
}

;// CONCATENATED MODULE: ./src/ops/docstring/tools/read-current-docstring.ts





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
        const fitted = fitResult(whole, [
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
        ]);
        return fitted;
    });
};
/** A definition's docstring taken apart, and the lines of its literal (null when it has none). */
function currentDocstring(owner, style) {
    const existing = tryDocstringOf(owner);
    const parsed = existing ? (0,parse_docstring/* parseDocstring */.Fl)(existing.value) : undefined;
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

;// CONCATENATED MODULE: ./src/ops/docstring/tools/review-owner.ts










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
    const parsed = (0,parse_docstring/* parseDocstring */.Fl)(docstring);
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

;// CONCATENATED MODULE: ./src/ops/docstring/tools/docstring-check.ts





/**
 * Check `docstring.coverage`: what the node's docstring, as the op left it,
 * still lacks or gets wrong — no docstring, undocumented or unknown
 * parameters, an undocumented return value, another style — as findings on
 * the docstring's lines (the definition's first line when there is none),
 * and a mechanical repair still due (one the op could not make in place).
 * No docstring is asked in examples or documentation tooling, of a method
 * that overrides one the project documents, of a class whose `__init__` has
 * one, or in a file whose public functions (or, for a file with too
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

;// CONCATENATED MODULE: ./src/ops/docstring/tools/read-type-hints.ts


/**
 * `read_type_hints()`: what the node's code says a docstring should cover:
 * parameters (annotation, default, kind; no self/cls), the return
 * annotation and whether a value is returned, generators and their yield
 * type, raised exceptions, and a class's `__init__` attributes.
 */
const readTypeHints = (_args, context) => withNodeSyntax(context, ({ here, owner }) => readSignature(owner, here.node));

// EXTERNAL MODULE: ./src/core/python/string-escapes.ts
var string_escapes = __webpack_require__(9920);
;// CONCATENATED MODULE: ./src/core/docstring/literal-edits.ts


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
    const opening = (0,string_literal/* tryStringOpening */.pO)(first.slice(first.search(/\S/)));
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
    const decode = (line) => (escapes ? (0,string_escapes/* decodePythonEscapes */.p)(line).text : line);
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
            out.splice(after + 1, 0, ...edit.lines.map((line) => (line ? indent + line : '')));
        }
        else
            return undefined;
    }
    return out.join('\n');
}

;// CONCATENATED MODULE: ./src/ops/docstring/tools/repair-docstring.ts





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
    const outcome = await withNodeSyntax(context, ({ here, owner, parser }) => {
        const { documented, current, review } = reviewOwnerDocstring(inputs, owner, here.node);
        const literal = tryDocstringOf(documented);
        // The repair is made in the author's own lines: quotes, layout and wording stay as they are.
        const text = review.edits && literal && current.docstring !== null
            ? editLiteral(here.text, {
                startRow: literal.literal.startPosition.row,
                endRow: literal.literal.endPosition.row,
            }, current.docstring, review.edits)
            : undefined;
        const tree = text === undefined ? null : parser.parse(text);
        const parses = tree !== null && !tree.rootNode.hasError;
        tree?.delete();
        return { here, current, review, text: parses ? text : undefined };
    });
    const { here, current, review, text } = outcome;
    const changed = text !== undefined && text !== here.text;
    if (changed)
        await context.workspace.writeFile(here.node.file_path, text);
    // What is left is what the op's coverage check will list: one count, in the summary and the findings.
    const left = await docstringCoverageCheck(context);
    return {
        file: here.node.file_path,
        node: here.node.full_name,
        has_docstring: current.has_docstring,
        action: changed ? 'updated' : 'unchanged',
        repairs: changed ? review.repairs : [],
        problems: left.map((finding) => finding.message),
    };
};

;// CONCATENATED MODULE: ./src/ops/docstring/tools/style-context.ts


/** Context provider `docstring.style`: the docstring style to write, where it comes from, and what it looks like. */
const docstringStyleContext = async (context) => {
    const { style, origin } = await projectDocstringStyle(context);
    const example = styleExample(style)
        .split('\n')
        .map((line) => (line ? `    ${line}` : ''));
    return `Docstring style: ${style} (${origin}). A ${style}-style docstring looks like:\n\n${example.join('\n')}`;
};

;// CONCATENATED MODULE: ./src/core/docstring/write-docstring.ts



const replacement = (start, end, before, literal, after = '') => ({ start, end, before, literal, after });
/**
 * Writes `content` as the docstring of `node` through the syntax tree: an
 * existing docstring is replaced in place (keeping its quote character), a
 * new one goes first in the body with the body's own indentation, and a
 * one-line body (`def f(): return 1`) is split onto its own lines. Nothing
 * else in the file changes; the result must parse and read back as `content`.
 */
function writeDocstring(parser, source, node, content) {
    const value = normaliseDocstringText(content);
    if (value.trim() === '')
        throw new errors/* RemoraError */.LP('TOOL_001', 'the docstring is empty; write at least a summary line');
    const tree = parser.parse(source);
    if (!tree)
        throw new errors/* RemoraError */.LP('TOOL_001', 'the file could not be parsed');
    let edit;
    let existing;
    const hadErrors = tree.rootNode.hasError;
    try {
        const owner = tryFindOwner(tree.rootNode, node);
        if (!owner)
            throw new errors/* RemoraError */.LP('TOOL_001', `${node.full_name} was not found in the parsed file`);
        existing = tryDocstringOf(owner);
        if (existing?.value === value) {
            const lines = lineSpan(source, existing.literal.startIndex, existing.literal.endIndex);
            return { text: source, action: 'unchanged', ...lines };
        }
        edit = planReplacement(source, tree.rootNode, owner, existing, value);
    }
    finally {
        tree.delete();
    }
    const text = source.slice(0, edit.start) + edit.before + edit.literal + edit.after + source.slice(edit.end);
    verify(parser, text, node, value, hadErrors);
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
        throw new errors/* RemoraError */.LP('TOOL_001', 'the definition has no body to document');
    const statements = statementsOf(body);
    const first = statements[0];
    if (!first)
        throw new errors/* RemoraError */.LP('TOOL_001', 'the definition has no body to document');
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
        stack.push(...node.namedChildren);
    }
    return '    ';
}
/** The edit must parse (if the file did) and read back as the docstring that was asked for. */
function verify(parser, text, node, value, hadErrors) {
    const tree = parser.parse(text);
    if (!tree)
        throw new errors/* RemoraError */.LP('TOOL_001', 'the edited file could not be parsed');
    try {
        if (tree.rootNode.hasError && !hadErrors)
            throw new errors/* RemoraError */.LP('TOOL_001', "writing this docstring would break the file's syntax");
        const owner = tryFindOwner(tree.rootNode, node);
        const written = owner ? tryDocstringOf(owner) : undefined;
        if (written?.value !== value)
            throw new errors/* RemoraError */.LP('TOOL_001', 'the docstring did not read back as written');
    }
    finally {
        tree.delete();
    }
}
function lineSpan(text, start, end) {
    const lineOf = (offset) => text.slice(0, offset).split('\n').length;
    return { start_line: lineOf(start), end_line: lineOf(end) };
}

// EXTERNAL MODULE: ./src/core/signal/filler.ts
var filler = __webpack_require__(4932);
;// CONCATENATED MODULE: ./src/ops/docstring/tools/write-docstring.ts










/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const argsSchema = schemas/* object */.Ikc({
    docstring: schemas/* string */.YjP().min(1),
    style: schemas/* enum */.k5n(types/* DOCSTRING_STYLES */.n),
});
/**
 * `write_docstring(docstring, style)`: sets the node's docstring to this text
 * (its value: no quotes, no indentation). The tool does the quoting,
 * escaping and indenting, replaces an existing docstring in place and
 * changes nothing else; a style other than the project's is refused.
 */
const write_docstring_writeDocstring = async (args, context) => {
    const { docstring, style } = argsSchema.parse(args);
    const project = await projectDocstringStyle(context);
    const edit = await withNodeSyntax(context, ({ here, parser, owner }) => {
        if (style !== project.style) {
            throw new errors/* RemoraError */.LP('TOOL_001', `this project writes ${project.style}-style docstrings (${project.origin}); write it in ${project.style} style`);
        }
        const written = (0,parse_docstring/* detectDocstringStyle */.mT)(docstring);
        if (written && written !== style)
            throw new errors/* RemoraError */.LP('TOOL_001', `the docstring's sections are ${written} style, not ${style}`);
        refuseFiller(docstring, owner, here.node);
        return { ...writeDocstring(parser, here.text, here.node, docstring), node: here.node };
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
    const before = new Set(existing ? (0,filler/* findFillerInDocstring */.IU)(existing.value, subject).map((p) => p.text) : []);
    const fresh = (0,filler/* findFillerInDocstring */.IU)(docstring, subject).filter((p) => !before.has(p.text));
    if (fresh.length === 0)
        return;
    throw new errors/* RemoraError */.LP('TOOL_001', `not written: ${fresh.map((p) => `"${p.text}" (${p.advice})`).join('; ')}. Say something the code does not already say, or leave the entry out.`);
}

;// CONCATENATED MODULE: ./src/ops/docstring/op.ts









/** docstring: repairs the docstring mechanically and reports what is missing; a model writes it. */
const op = {
    ...manifest/* manifest */.e,
    policy: docstringPolicy,
    tools: {
        read_current_docstring: { handler: readCurrentDocstring, arguments: NO_ARGUMENTS },
        read_type_hints: { handler: readTypeHints, arguments: NO_ARGUMENTS },
        write_docstring: { handler: write_docstring_writeDocstring, arguments: argsSchema },
        repair_docstring: { handler: repairDocstring, arguments: NO_ARGUMENTS },
    },
    contextProviders: { style: docstringStyleContext },
    checks: { coverage: docstringCoverageCheck },
};

// EXTERNAL MODULE: ./src/ops/lint/manifest.ts
var lint_manifest = __webpack_require__(1995);
;// CONCATENATED MODULE: ./src/ops/lint/policy.ts

/**
 * The built-in lint policy: check; when something is safely fixable, apply
 * every safe fix at once (`run_linter` with `check_only: false` fixes to a
 * fixpoint, re-checking as it goes, so the turns do not grow with the number
 * of findings); then submit what was fixed and what remains.
 */
const lintPolicy = (messages) => {
    const runs = (0,policy/* toolExchanges */.B)(messages).filter((e) => e.tool === 'run_linter');
    const check = runs.find((e) => e.arguments.check_only !== false);
    if (!check)
        return [{ tool: 'run_linter', arguments: { check_only: true } }];
    const fix = runs.find((e) => e.arguments.check_only === false);
    if (fix)
        return [lint_policy_submit(fix, issuesOf(fix))];
    const issues = issuesOf(check);
    if (issues.some((issue) => issue.fixable))
        return [{ tool: 'run_linter', arguments: { check_only: false } }];
    return [lint_policy_submit(check, issues)];
};
function lint_policy_submit(run, remaining) {
    const codes = Array.isArray(run.result.fixed)
        ? run.result.fixed.filter((code) => typeof code === 'string')
        : [];
    const file = typeof run.result.file === 'string' ? run.result.file : '';
    const total = typeof run.result.total === 'number' ? run.result.total : remaining.length;
    const summary = codes.length === 0 && total === 0
        ? 'No lint issues in this node.'
        : `Fixed ${codes.length} issue${codes.length === 1 ? '' : 's'}${codes.length ? ` (${[...new Set(codes)].join(', ')})` : ''}; ${total} remaining${remaining.length ? ` (${[...new Set(remaining.map((i) => i.code))].join(', ')})` : ''}.`;
    return {
        tool: 'submit_result',
        arguments: {
            summary,
            issues_fixed: codes.length,
            issues_remaining: total,
            changed_files: codes.length > 0 && file ? [file] : [],
        },
    };
}
function issuesOf(check) {
    const issues = check.result.issues;
    if (!Array.isArray(issues))
        return [];
    return issues.flatMap((raw) => {
        if (typeof raw !== 'object' || raw === null)
            return [];
        const { code, line, fixable } = raw;
        return typeof code === 'string' && typeof line === 'number'
            ? [{ code, line, fixable: fixable === true }]
            : [];
    });
}

// EXTERNAL MODULE: ./src/core/lint/fix-safety.ts + 1 modules
var fix_safety = __webpack_require__(2017);
// EXTERNAL MODULE: ./src/core/node-lines.ts
var node_lines = __webpack_require__(413);
;// CONCATENATED MODULE: ./src/core/lint/node-lines.ts

/** Findings that START inside the given line ranges, in their given order. */
function findingsInLines(findings, ranges) {
    return findings.filter((finding) => (0,node_lines/* inRanges */.mA)(finding.start.line, ranges));
}
/**
 * The lines whose text an edit changes. Removing whole lines leaves the line
 * after them intact; an edit that ends at the start of a line but leaves the
 * rest of the text hanging joins that line to the edited one, so it counts.
 * An insertion belongs to the line it is inserted into.
 */
function editLines(edit) {
    const endsAtLineStart = edit.end.column === 1 && edit.end.line > edit.start.line;
    const keepsNextLine = edit.content === '' ? edit.start.column === 1 : /[\r\n]$/.test(edit.content);
    return {
        start: edit.start.line,
        end: endsAtLineStart && keepsNextLine ? edit.end.line - 1 : edit.end.line,
    };
}
/** True when every edit of the finding's fix changes only lines inside one of the ranges. */
function fixStaysInside(finding, ranges) {
    if (!finding.fix)
        return false;
    return finding.fix.edits.every((edit) => {
        const lines = editLines(edit);
        return ranges.some((range) => lines.start >= range.start && lines.end <= range.end);
    });
}
/**
 * The ranges after edits inside them were applied: an edit inside a range
 * stretches or shrinks it, an edit before a range moves it. Ranges left with no
 * line at all are dropped.
 */
function shiftRanges(ranges, shifts) {
    return ranges
        .map((range) => {
        let { start, end } = range;
        for (const shift of shifts) {
            if (shift.line < range.start) {
                start += shift.delta;
                end += shift.delta;
            }
            else if (shift.line <= range.end) {
                end += shift.delta;
            }
        }
        return { start, end };
    })
        .filter((range) => range.end >= range.start);
}

// EXTERNAL MODULE: ./src/core/lint/source-positions.ts
var source_positions = __webpack_require__(9329);
;// CONCATENATED MODULE: ./src/core/lint/apply-fix.ts




// Each round applies one fix; a node with more findings than this is not being fixed, it is oscillating.
const MAX_FIX_ROUNDS = 100;
/**
 * Applies one finding's fix edits to the source (edits in forward order — one
 * fix may insert and delete at the same offset), returning the new source and
 * the line delta; refuses (RemoraError TOOL_001) a fix whose edits reach
 * outside the allowed ranges, and a finding without a safe fix.
 */
function applyFix(source, finding, allowed) {
    const where = `${finding.code} at line ${finding.start.line}`;
    if (!finding.fix || !finding.fixable)
        throw new errors/* RemoraError */.LP('TOOL_001', `${where} has no safe fix`);
    if (!fixStaysInside(finding, allowed)) {
        const touched = finding.fix.edits.map((edit) => describeLines(editLines(edit))).join(', ');
        throw new errors/* RemoraError */.LP('TOOL_001', `the fix for ${where} changes line ${touched}, outside the node's lines ${allowed.map(describeLines).join(', ')}`);
    }
    const applied = apply_fix_applyEdits(source, finding.fix.edits, where);
    return {
        source: applied.source,
        lineDelta: applied.shifts.reduce((sum, shift) => sum + shift.delta, 0),
    };
}
/**
 * Ruff's own safe edits for the node's lines applied to a fixpoint: check →
 * apply the first fixable finding that starts on the target lines (the
 * ranges unless given) → re-check, until nothing
 * fixable is left (bounded iterations); ranges are shifted by each fix's line
 * delta so they keep covering the node. Returns the final source, the codes
 * fixed (in order), the findings remaining inside the ranges, and the shifted
 * ranges. Nothing outside the ranges may change: a fix reaching outside them is
 * skipped, and so is one that would turn parsing code into code that does not
 * parse (Ruff's CLI reverts those too).
 */
function fixToFixpoint(linter, source, filePath, ranges, targets = ranges) {
    let current = {
        source,
        ranges: [...ranges],
        targets: [...targets],
        all: linter.check(source, filePath),
    };
    const parsedBefore = !current.all.some((finding) => finding.code === fix_safety/* INVALID_SYNTAX */.k);
    const seen = new Set([source]);
    const fixed = [];
    let skipped = new Set();
    for (let round = 0; round < MAX_FIX_ROUNDS; round += 1) {
        const inside = findingsInLines(current.all, current.targets);
        const next = inside.find((finding) => finding.fixable && !skipped.has(finding) && fixStaysInside(finding, current.ranges));
        if (!next?.fix)
            break;
        const applied = apply_fix_applyEdits(current.source, next.fix.edits, `${next.code} at line ${next.start.line}`);
        const all = linter.check(applied.source, filePath);
        const breaksParse = parsedBefore && all.some((finding) => finding.code === fix_safety/* INVALID_SYNTAX */.k);
        if (breaksParse || seen.has(applied.source)) {
            skipped.add(next);
            continue;
        }
        seen.add(applied.source);
        fixed.push(next.code);
        skipped = new Set();
        current = {
            source: applied.source,
            ranges: shiftRanges(current.ranges, applied.shifts),
            targets: shiftRanges(current.targets, applied.shifts),
            all,
        };
    }
    return {
        source: current.source,
        fixed,
        remaining: findingsInLines(current.all, current.targets),
        ranges: current.ranges,
    };
}
function apply_fix_applyEdits(source, edits, where) {
    const starts = (0,source_positions/* lineStarts */._$)(source);
    // A stable sort keeps Ruff's order for edits at one offset: an insertion stays before the deletion it precedes.
    const located = edits
        .map((edit) => ({
        edit,
        from: (0,source_positions/* offsetOf */.b4)(starts, source, edit.start),
        to: (0,source_positions/* offsetOf */.b4)(starts, source, edit.end),
    }))
        .sort((a, b) => a.from - b.from);
    const parts = [];
    const shifts = [];
    let cursor = 0;
    for (const { edit, from, to } of located) {
        if (from < cursor || to < from)
            throw new errors/* RemoraError */.LP('TOOL_001', `the fix for ${where} has overlapping edits`);
        parts.push(source.slice(cursor, from), edit.content);
        shifts.push({
            line: edit.start.line,
            delta: (0,source_positions/* countLineBreaks */.Cl)(edit.content) - (0,source_positions/* countLineBreaks */.Cl)(source.slice(from, to)),
        });
        cursor = to;
    }
    parts.push(source.slice(cursor));
    return { source: parts.join(''), shifts };
}
function describeLines(range) {
    return range.start === range.end ? `${range.start}` : `${range.start}-${range.end}`;
}

;// CONCATENATED MODULE: ./src/core/lint/line-alignment.ts
// Above this many cells the changed middle is treated as one replaced block rather than aligned.
const MAX_ALIGNED_CELLS = 4_000_000;
/**
 * Aligns two versions of a text line by line: the common head and tail, and
 * in between the longest common subsequence of lines. A line an edit changed
 * corresponds to the lines between its unchanged neighbours. Edits made by a
 * fix stay inside one node, so the part aligned line by line is small.
 */
function alignLines(before, after) {
    const a = before.split('\n');
    const b = after.split('\n');
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head])
        head += 1;
    let tail = 0;
    while (tail < a.length - head &&
        tail < b.length - head &&
        a[a.length - 1 - tail] === b[b.length - 1 - tail])
        tail += 1;
    // Matched 0-based line indexes [before, after], in order, between two sentinels.
    const pairs = [[-1, -1]];
    for (let i = 0; i < head; i += 1)
        pairs.push([i, i]);
    for (const [i, j] of matchMiddle(a.slice(head, a.length - tail), b.slice(head, b.length - tail)))
        pairs.push([i + head, j + head]);
    for (let k = tail; k > 0; k -= 1)
        pairs.push([a.length - k, b.length - k]);
    pairs.push([a.length, b.length]);
    /** The lines of the other side between the matched neighbours of an unmatched line. */
    const counterpart = (index, side) => {
        const other = side === 0 ? 1 : 0;
        const exact = pairs.find((pair) => pair[side] === index);
        if (exact)
            return [exact[other], exact[other]];
        const next = pairs.findIndex((pair) => pair[side] > index);
        const previous = pairs[next - 1] ?? [-1, -1];
        const following = pairs[next] ?? [a.length, b.length];
        return [previous[other] + 1, following[other] - 1];
    };
    return {
        toAfter(range) {
            let start = Infinity;
            let end = -Infinity;
            for (let i = range.start - 1; i <= range.end - 1; i += 1) {
                const [from, to] = counterpart(i, 0);
                if (to < from)
                    continue;
                start = Math.min(start, from);
                end = Math.max(end, to);
            }
            return end >= start ? { start: start + 1, end: end + 1 } : undefined;
        },
        toBefore(line) {
            const [from, to] = counterpart(line - 1, 1);
            // A line an edit inserted belongs to the line above it.
            if (to < from)
                return { start: Math.max(1, from), end: Math.max(1, from) };
            return { start: from + 1, end: to + 1 };
        },
    };
}
/** The longest common subsequence of two line lists, as index pairs in order. */
function matchMiddle(a, b) {
    if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_ALIGNED_CELLS)
        return [];
    const width = b.length + 1;
    const lengths = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i -= 1)
        for (let j = b.length - 1; j >= 0; j -= 1)
            lengths[i * width + j] =
                a[i] === b[j]
                    ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
                    : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    const pairs = [];
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
        if (a[i] === b[j]) {
            pairs.push([i, j]);
            i += 1;
            j += 1;
        }
        else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0))
            i += 1;
        else
            j += 1;
    }
    return pairs;
}

;// CONCATENATED MODULE: ./src/ops/lint/tools/changed-lines.ts

/**
 * How the node's file now in the workspace lines up with the stable tree's,
 * whose line numbers the diff under review (`context.changedLines`) uses.
 */
async function alignWithStable(context, here) {
    const path = context.node.file_path;
    const change = (await context.workspace.changes()).find((c) => c.path === path);
    return alignLines(change?.before ?? here.text, here.text);
}
/**
 * The lines whose findings the lint op acts on, as they stand now in the
 * workspace: the lines the change under review touched, so lint speaks only of
 * what the pull request changed, as `ruff check` restricted to the changed
 * lines would; the node's own lines when no diff is under review.
 */
async function targetLines(context, here) {
    if (!context.changedLines?.length)
        return here.ranges;
    const aligned = await alignWithStable(context, here);
    return context.changedLines.flatMap((range) => {
        const now = aligned.toAfter(range);
        return now ? [now] : [];
    });
}

;// CONCATENATED MODULE: ./src/ops/lint/tools/apply-fix.ts





/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const apply_fix_argsSchema = schemas/* object */.Ikc({
    issue_code: schemas/* string */.YjP().min(1),
    line_number: schemas/* number */.aig().int().positive(),
});
/** `apply_fix(issue_code, line_number)`: Ruff's safe fix for that code at that line of the node, and nothing else. */
const apply_fix_applyFix = async (args, context) => {
    const { issue_code, line_number } = apply_fix_argsSchema.parse(args);
    const here = await context.locate();
    const path = context.node.file_path;
    const linter = await context.services.linter(path);
    const findings = findingsInLines(linter.check(here.text, path), await targetLines(context, here));
    const finding = findings.find((f) => f.code === issue_code && f.start.line === line_number);
    if (!finding) {
        const there = findings.map((f) => `${f.code}@${f.start.line}`).join(', ') || 'none';
        throw new errors/* RemoraError */.LP('TOOL_001', `no ${issue_code} at line ${line_number} in ${context.node.full_name}; findings here: ${there}`);
    }
    if (!finding.fixable)
        throw new errors/* RemoraError */.LP('TOOL_001', `${issue_code} at line ${line_number} has no safe fix`);
    const result = applyFix(here.text, finding, here.ranges);
    await context.workspace.writeFile(path, result.source);
    return {
        applied: true,
        file: path,
        code: issue_code,
        line: line_number,
        line_delta: result.lineDelta,
    };
};

;// CONCATENATED MODULE: ./src/ops/lint/tools/read-current-file.ts
/** `read_current_file()`: the node's file as it is now in the workspace, lines numbered, the node's own lines marked. */
const readCurrentFile = async (_args, context) => {
    const here = await context.locate();
    const lines = here.text.split('\n');
    if (lines.at(-1) === '')
        lines.pop();
    const width = String(lines.length).length;
    const numbered = lines.map((line, i) => {
        const mine = here.ranges.some((r) => i + 1 >= r.start && i + 1 <= r.end);
        return `${String(i + 1).padStart(width)}${mine ? '*' : ' '} ${line}`;
    });
    return { file: context.node.file_path, node_lines: here.ranges, content: numbered.join('\n') };
};

;// CONCATENATED MODULE: ./src/ops/lint/tools/ruff-config.ts
/** Context provider `lint.ruff_config`: which Ruff settings apply, so the model knows the rules in force. */
const ruffConfigContext = async (context) => {
    const { settings, origin } = await context.services.ruffSettings(context.node.file_path);
    const select = [
        ...(settings.select ?? ["Ruff's default rules"]),
        ...(settings.extendSelect ?? []),
    ].join(', ');
    const ignore = settings.ignore.length > 0 ? `; ignored: ${settings.ignore.join(', ')}` : '';
    return `Ruff configuration from ${origin}: rules ${select}${ignore}${settings.lineLength ? `; line length ${settings.lineLength}` : ''}.`;
};

;// CONCATENATED MODULE: ./src/ops/shared/tool-context.ts
/** A finding as tools report it to the model: small, line-numbered, decision-ready. */
function reportFinding(finding) {
    return {
        code: finding.code,
        line: finding.start.line,
        column: finding.start.column,
        message: finding.message,
        fixable: finding.fixable,
    };
}

;// CONCATENATED MODULE: ./src/ops/lint/tools/run-linter.ts






/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const run_linter_argsSchema = schemas/* object */.Ikc({ check_only: schemas/* boolean */.zMY().default(true) });
/**
 * `run_linter(check_only)`: Ruff's findings on the node's lines the change
 * touched (all its own lines when no diff is under review). With
 * `check_only: false` it also applies every safe fix among them to a fixpoint.
 */
const runLinter = async (args, context) => {
    const { check_only } = run_linter_argsSchema.parse(args);
    const here = await context.locate();
    const path = context.node.file_path;
    const linter = await context.services.linter(path);
    const targets = await targetLines(context, here);
    if (check_only) {
        const issues = findingsInLines(linter.check(here.text, path), targets).map(reportFinding);
        return fitIssues({ file: path, lines: targets, issues, total: issues.length });
    }
    const fixed = fixToFixpoint(linter, here.text, path, here.ranges, targets);
    if (fixed.source !== here.text)
        await context.workspace.writeFile(path, fixed.source);
    return fitIssues({
        file: path,
        fixed: fixed.fixed,
        issues: fixed.remaining.map(reportFinding),
        total: fixed.remaining.length,
    });
};
/**
 * Keeps the result within the tool-output budget on a node with many
 * findings: the fixable ones first (they are what the agent acts on), then
 * the messages go, then the list is cut; `total` still counts them all.
 */
function fitIssues(result) {
    const fixableFirst = [...result.issues].sort((a, b) => Number(b.fixable) - Number(a.fixable));
    return fitResult({ ...result, issues: fixableFirst }, [
        {
            leaves_out: "the findings' messages",
            apply: (r) => ({ ...r, issues: r.issues.map((i) => ({ ...i, message: '' })) }),
        },
        ...Array.from({ length: Math.ceil(fixableFirst.length / 10) }, () => ({
            leaves_out: 'ten findings from the end of the list',
            apply: (r) => ({ ...r, issues: r.issues.slice(0, Math.max(1, r.issues.length - 10)) }),
        })),
    ]);
}

;// CONCATENATED MODULE: ./src/ops/lint/tools/unfixed-check.ts


/**
 * Check `lint.unfixed`: Ruff's diagnostics that remain on the lines the
 * change touched (the node's own lines when no diff is under review), after
 * the op's fixes: what a human must fix, as findings. Under review, a finding
 * is placed at the line of the reviewed commit it stands on, the line numbers
 * the diff (and a check run's annotations) use, even when a fix above it moved it.
 */
const unfixedLintCheck = async (context) => {
    const here = await context.locate();
    const path = context.node.file_path;
    const linter = await context.services.linter(path);
    const findings = linter.check(here.text, path);
    const changed = context.changedLines;
    if (!changed?.length)
        return findingsInLines(findings, here.ranges).map((issue) => asFinding(issue, path, issue.start.line, issue.end.line));
    const aligned = await alignWithStable(context, here);
    return findings.flatMap((issue) => {
        const at = aligned.toBefore(issue.start.line);
        const hit = changed.find((range) => at.start <= range.end && range.start <= at.end);
        if (!hit)
            return [];
        const start = Math.max(at.start, hit.start);
        const end = Math.max(start, aligned.toBefore(issue.end.line).end);
        return [asFinding(issue, path, start, end)];
    });
};
function asFinding(issue, path, start, end) {
    return {
        rule: issue.code,
        message: issue.message,
        path,
        start_line: start,
        end_line: end,
        severity: issue.code === 'invalid-syntax' ? 'error' : 'warning',
    };
}

;// CONCATENATED MODULE: ./src/ops/lint/op.ts








/** lint: Ruff's safe fixes on the node's own lines, one at a time. */
const op_op = {
    ...lint_manifest/* manifest */.e,
    policy: lintPolicy,
    tools: {
        run_linter: { handler: runLinter, arguments: run_linter_argsSchema },
        apply_fix: { handler: apply_fix_applyFix, arguments: apply_fix_argsSchema },
        read_current_file: { handler: readCurrentFile, arguments: NO_ARGUMENTS },
    },
    contextProviders: { ruff_config: ruffConfigContext },
    checks: { unfixed: unfixedLintCheck },
};

// EXTERNAL MODULE: ./src/ops/sample-data/manifest.ts
var sample_data_manifest = __webpack_require__(4871);
;// CONCATENATED MODULE: ./src/core/testgen/doctest.ts
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
            options.push(...match[1].split(/[\s,]+/).filter((o) => /^[+-][A-Z_]+$/.test(o)));
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

;// CONCATENATED MODULE: ./src/core/testgen/generated-test.ts

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
    const withoutStrings = (0,string_literal/* replaceStringLiterals */.i5)(source, '""');
    const names = new Set();
    for (const match of withoutStrings.matchAll(/(?<![\w.])[A-Za-z_][A-Za-z0-9_]*/g))
        names.add(match[0]);
    return names;
}

;// CONCATENATED MODULE: ./src/core/testgen/module-path.ts
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

;// CONCATENATED MODULE: ./src/core/testgen/type-tokens.ts

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
        const string = (0,string_literal/* tryLeadingStringLiteral */.em)(rest);
        const name = NAME.exec(rest);
        const number = NUMBER.exec(rest);
        if (string && !string.literal.interpolated) {
            tokens.push({
                t: 'str',
                v: (0,string_literal/* stringLiteralValue */.wT)(string.literal).text,
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

;// CONCATENATED MODULE: ./src/core/testgen/type-expr.ts
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
            values.push(...arg.values);
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

;// CONCATENATED MODULE: ./src/ops/shared/python-signature/parameters.ts

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

;// CONCATENATED MODULE: ./src/ops/shared/python-signature/class-table.ts



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
        return { ...info, kind: 'enum', flavor, members: body ? enumMembers(body) : [] };
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
function enumMembers(body) {
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

;// CONCATENATED MODULE: ./src/ops/shared/python-signature/side-effects.ts
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

;// CONCATENATED MODULE: ./src/ops/shared/python-signature/analyze-tree.ts






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
    return {
        signature: header(definition),
        is_async: definition.children[0]?.type === 'async',
        is_generator: body ? containsYield(body) : false,
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
    const candidates = root
        .descendantsOfType(type)
        .filter((d) => d.childForFieldName('name')?.text === node.name);
    const startOf = (d) => (d.parent?.type === 'decorated_definition' ? d.parent : d).startPosition.row + 1;
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
    const literal = (0,string_literal/* tryStringLiteral */.cy)(string.text);
    if (!literal || literal.bytes || literal.interpolated)
        return undefined;
    const value = (0,string_literal/* stringLiteralValue */.wT)(literal);
    return { text: value.unresolved ? literal.body : value.text, line: string.startPosition.row + 1 };
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
            pending.push(...referencedNames(parseAnnotation(text)));
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
/** Names a module binds at its top level: definitions, assignment targets, imports. */
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
            else if (TRANSPARENT_BLOCKS.has(child.type))
                walk(child);
        }
    };
    walk(root);
    return [...names];
}
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

;// CONCATENATED MODULE: ./src/ops/shared/python-signature/python-tree.ts

/**
 * Hands the root node of Python text to `use` (synchronous: the tree is the
 * process's, shared with other callers of the same text).
 */
function withPythonTree(text, use) {
    return (0,python_parser/* withParsedPython */.Q)(text, use);
}
/** Parses several snippets in turn with one loaded grammar. */
async function mapPythonSnippets(snippets, use) {
    const results = [];
    for (const snippet of snippets)
        results.push(await withPythonTree(snippet, use));
    return results;
}

;// CONCATENATED MODULE: ./src/ops/shared/python-signature/analyze-signature.ts







/**
 * `analyze_signature()`: the node's signature as the test and sample-data
 * agents need it (see SignatureAnalysis), read from the workspace's current
 * text. Keys with nothing to say are left out, to keep the result short.
 */
const analyzeSignature = async (_args, context) => {
    const here = await context.locate();
    const config = await readPytestConfig(context.workspace);
    const found = modulePathOf(here.node.file_path, importRoots([here.node.file_path], config?.pythonpath));
    const module = found.ok
        ? { module: found.module }
        : { module: null, issue: found.reason };
    const { analysis, topLevelNames } = await withPythonTree(here.text, (root) => analyzeTree(root, here.node, module));
    const kinds = await mapPythonSnippets(analysis.doctests.map((d) => d.source), isSingleExpression);
    analysis.doctests = analysis.doctests.map((d, i) => ({ ...d, expression: kinds[i] === true }));
    const used = new Set();
    for (const example of analysis.doctests) {
        identifiersIn(example.source).forEach((name) => used.add(name));
        const exception = expectedException(example.want);
        if (exception)
            used.add(exception.type.split('.')[0]);
    }
    analysis.module_names = topLevelNames.filter((name) => used.has(name)).sort();
    return compact(fitBudget(analysis));
};
/**
 * Fits the result to the tool-output budget: the header text goes first,
 * then the class tables of other types, then the last doctest examples one
 * by one, each noted in `left_out`.
 */
function fitBudget(analysis) {
    const own = analysis.owner;
    const dropExample = {
        leaves_out: 'a docstring example from the end',
        apply: (a) => ({ ...a, doctests: (a.doctests ?? []).slice(0, -1) }),
    };
    // Measured as sent: compact, so absent keys are simply absent.
    return fitResult(compact(analysis), [
        { leaves_out: 'the header text', apply: (a) => ({ ...a, signature: '' }) },
        {
            leaves_out: 'the tables of classes other than the owner',
            apply: (a) => ({
                ...a,
                types: Object.fromEntries(Object.entries(a.types ?? {}).filter(([name]) => name === own)),
            }),
        },
        ...analysis.doctests.map(() => dropExample),
    ]);
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

;// CONCATENATED MODULE: ./src/core/testgen/signature.ts


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

;// CONCATENATED MODULE: ./src/core/sample-data/fixture-value.ts
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
                lines.push(`${pad}${name}:`, ...yamlLines(item, `${pad}  `));
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
            lines.push(`${pad}- ${(nested[0] ?? '').slice(pad.length + 2)}`, ...nested.slice(1));
        }
    }
    return lines;
}

;// CONCATENATED MODULE: ./src/core/sample-data/python-literal.ts

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
        const string = (0,string_literal/* tryLeadingStringLiteral */.em)(rest);
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
    const { text, unresolved } = (0,string_literal/* stringLiteralValue */.wT)(literal);
    if (unresolved)
        return undefined;
    if (!literal.bytes)
        return { t: 'value', v: { kind: 'str', value: text } };
    const bytes = [...text].map((char) => char.codePointAt(0) ?? 0);
    return bytes.every((b) => b < 256)
        ? { t: 'value', v: { kind: 'bytes', value: bytes } }
        : undefined;
}

;// CONCATENATED MODULE: ./src/core/sample-data/enum-values.ts

const AUTO = /^(?:enum\.)?auto\(\s*\)$/;
/**
 * The members of an enum whose value can be written down: literals as
 * written, `auto()` the way the enum's flavour numbers it (1, 2, 3 for Enum
 * and IntEnum; 1, 2, 4 for flags; the lower-cased name for StrEnum). Members
 * with computed values are left out.
 */
function enum_values_enumMembers(info) {
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

;// CONCATENATED MODULE: ./src/core/sample-data/scalars.ts
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

;// CONCATENATED MODULE: ./src/core/testgen/type-text.ts
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

;// CONCATENATED MODULE: ./src/core/sample-data/generate.ts





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
            const member = info && enum_values_enumMembers(info).find((m) => m.name === value.member);
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
        const members = enum_values_enumMembers(info);
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

;// CONCATENATED MODULE: ./src/core/sample-data/sample-arguments.ts



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

;// CONCATENATED MODULE: ./src/core/sample-data/fixture-document.ts




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

;// CONCATENATED MODULE: ./src/ops/sample-data/policy.ts




const writtenSchema = schemas/* object */.Ikc({
    path: schemas/* string */.YjP(),
    format: schemas/* string */.YjP(),
    cases: schemas/* array */.YOg(schemas/* string */.YjP()),
    read_by: schemas/* string */.YjP().optional(),
});
/**
 * The built-in sample-data policy: analyse the signature, generate the
 * normal, edge and extreme cases from the annotations (fixed values, no
 * randomness), write them with write_fixture_file in the project's format,
 * and submit. A target whose required parameters have no annotation that
 * can be sampled is skipped with the reason.
 */
const sampleDataPolicy = (messages) => {
    const history = (0,policy/* toolExchanges */.B)(messages);
    const analysisCall = [...history].reverse().find((e) => e.tool === 'analyze_signature');
    if (!analysisCall)
        return [{ tool: 'analyze_signature', arguments: {} }];
    const analysis = tryParseAnalysis(analysisCall.result);
    if (!analysis)
        return [
            skip(`the signature could not be analysed (${errorOf(analysisCall) ?? 'unreadable result'})`),
        ];
    const generated = generateCases(analysis);
    if (!generated.ok)
        return [skip(generated.reason)];
    const write = [...history].reverse().find((e) => e.tool === 'write_fixture_file');
    if (!write)
        return [{ tool: 'write_fixture_file', arguments: { fixtures: casesToJson(generated.cases) } }];
    const error = errorOf(write);
    if (error !== undefined)
        return [skip(`the fixture file could not be written (${error})`)];
    const refused = schemas/* object */.Ikc({ written: schemas/* literal */.euz(false), reason: schemas/* string */.YjP() })
        .safeParse(write.result);
    if (refused.success)
        return [skip(refused.data.reason)];
    const written = writtenSchema.safeParse(write.result);
    if (!written.success)
        return [skip('the fixture file was not confirmed')];
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
function skip(reason) {
    return {
        tool: 'submit_result',
        arguments: {
            summary: `Skipped: ${reason}.`,
            fixtures_generated: 0,
            changed_files: [],
            skipped: reason,
        },
    };
}
function errorOf(exchange) {
    return typeof exchange.result.error === 'string' ? exchange.result.error : undefined;
}

;// CONCATENATED MODULE: ./src/core/sample-data/fixture-loader.ts
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

;// CONCATENATED MODULE: ./src/core/sample-data/fixture-layout.ts
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

;// CONCATENATED MODULE: ./src/core/testgen/test-layout.ts

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

;// CONCATENATED MODULE: ./src/ops/sample-data/tools/fixture-placement.ts






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
        .filter((f) => f.endsWith('.py') && (0,scope/* isTestPath */.MQ)(f) && !f.startsWith(`${folder}/`))
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

;// CONCATENATED MODULE: ./src/core/sample-data/check-value.ts





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
        pairs.push(...Object.entries(json));
    else if (Array.isArray(json) &&
        !stringKeys &&
        json.every((p) => Array.isArray(p) && p.length === 2))
        pairs.push(...json);
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
    const member = info && enum_values_enumMembers(info).find((m) => m.name === value.member);
    return member && { kind: 'enum', type: value.owner, member: member.name, value: member.value };
}
function checkClass(json, name, info, types, path) {
    if (info.kind === 'enum') {
        const members = enum_values_enumMembers(info);
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

;// CONCATENATED MODULE: ./src/ops/sample-data/tools/write-fixture-file.ts







const jsonValue = schemas/* lazy */.RZV(() => schemas/* union */.KCZ([
    schemas/* null */.chJ(),
    schemas/* boolean */.zMY(),
    schemas/* number */.aig(),
    schemas/* string */.YjP(),
    schemas/* array */.YOg(jsonValue),
    schemas/* record */.g1P(schemas/* string */.YjP(), jsonValue),
]));
/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const write_fixture_file_argsSchema = schemas/* object */.Ikc({
    fixtures: schemas/* record */.g1P(schemas/* string */.YjP().regex(/^[a-z][a-z0-9_]*$/, 'a case name is lowercase letters, digits and _'), jsonValue),
    format: schemas/* enum */.k5n(['json', 'yaml']).optional(),
});
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
    const { fixtures, format } = write_fixture_file_argsSchema.parse(args);
    if (Object.keys(fixtures).length === 0)
        throw new errors/* RemoraError */.LP('TOOL_001', 'fixtures is empty: give at least one case, e.g. {"normal": {...}}');
    const analysis = tryParseAnalysis(await analyzeSignature({}, context));
    if (!analysis)
        throw new errors/* RemoraError */.LP('TOOL_001', `could not analyse ${context.node.full_name}`);
    const target = targetParameters(analysis);
    if (!target.ok)
        throw new errors/* RemoraError */.LP('TOOL_001', target.reason);
    const cases = [];
    for (const [name, args] of Object.entries(fixtures)) {
        const checked = checkArguments(args, target.parameters, analysis.types, `fixtures.${name}`);
        if (!checked.ok)
            throw new errors/* RemoraError */.LP('TOOL_001', checked.error);
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

;// CONCATENATED MODULE: ./src/ops/sample-data/tools/fixtures-context.ts


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

;// CONCATENATED MODULE: ./src/ops/sample-data/op.ts






/** sample_data: normal, edge and extreme argument fixtures from the annotations (off by default). */
const sample_data_op_op = {
    ...sample_data_manifest/* manifest */.e,
    policy: sampleDataPolicy,
    tools: {
        analyze_signature: { handler: analyzeSignature, arguments: NO_ARGUMENTS },
        write_fixture_file: { handler: writeFixtureFile, arguments: write_fixture_file_argsSchema },
    },
    contextProviders: { fixtures: fixturesContext },
};

// EXTERNAL MODULE: ./src/ops/test/manifest.ts
var test_manifest = __webpack_require__(7944);
;// CONCATENATED MODULE: ./src/core/testgen/junit.ts
const MESSAGE_LIMIT = 300;
/**
 * Reads pytest's `--junitxml` report (xunit1 or xunit2). Only the shape
 * pytest writes is handled: `<testcase>` elements with an optional
 * `<failure>`, `<error>` or `<skipped>` child.
 */
function parseJUnitXml(xml) {
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
        const result = caseResult(attributes, body);
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
function caseResult(attributes, body) {
    const classname = attributes.get('classname') ?? '';
    const name = attributes.get('name') ?? '';
    const base = { test: classname ? `${classname}::${name}` : name, name };
    const failure = childElement(body, 'failure');
    const error = childElement(body, 'error');
    const skipped = childElement(body, 'skipped');
    if (failure)
        return { ...base, outcome: 'failed', message: failureMessage(failure) };
    if (error)
        return { ...base, outcome: 'error', message: failureMessage(error) };
    if (skipped) {
        const xfail = skipped.attributes.get('type') === 'pytest.xfail';
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
 * report's text has pytest's `E   ` exception line, which says what happened.
 */
function failureMessage(element) {
    const attribute = element.attributes.get('message') ?? '';
    const exception = element.text
        .split('\n')
        .filter((line) => line.startsWith('E   '))
        .map((line) => line.slice(4).trim())
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

;// CONCATENATED MODULE: ./src/core/testgen/python-source.ts

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

;// CONCATENATED MODULE: ./src/core/testgen/doctest-test.ts




/** Built-in exceptions a `pytest.raises` can name without an import. */
const BUILTIN_EXCEPTIONS = new Set('ArithmeticError AssertionError AttributeError BaseException BufferError EOFError Exception FileExistsError FileNotFoundError FloatingPointError ImportError IndexError IsADirectoryError KeyError LookupError ModuleNotFoundError NameError NotADirectoryError NotImplementedError OSError OverflowError PermissionError RecursionError ReferenceError RuntimeError StopIteration StopAsyncIteration SyntaxError TimeoutError TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError UnicodeError ValueError ZeroDivisionError'.split(' '));
const PRINTS = /^(?:print|pprint|pprint\.pprint|pp)\(/;
/**
 * The docstring's examples as one pytest function, in order (they share
 * names, as in doctest). A value shown as a Python literal becomes
 * `assert expr == literal`; any other shown value compares `repr()`; printed
 * output is read with `capsys`; a traceback becomes `pytest.raises`. Examples
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
    for (const example of analysis.doctests) {
        const why = unsupported(example);
        if (why) {
            left.push(`line ${example.line} (${why})`);
            continue;
        }
        const converted = convertExample(example, analysis.module_names);
        lines.push(...converted.lines);
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
function unsupported(example) {
    if (example.options.includes('+SKIP'))
        return '+SKIP';
    if (example.options.includes('+ELLIPSIS') && example.want.includes('...'))
        return '+ELLIPSIS';
    if (example.options.includes('+NORMALIZE_WHITESPACE') && !isLiteral(example.want))
        return '+NORMALIZE_WHITESPACE';
    if (/^\s*await\b/.test(example.source))
        return 'top-level await';
    return undefined;
}
function convertExample(example, moduleNames) {
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
    if (!example.expression || PRINTS.test(example.source)) {
        return {
            lines: [...source, `assert capsys.readouterr().out == ${pythonString(`${example.want}\n`)}`],
            imports: [],
            fixtures: ['capsys'],
        };
    }
    const expression = needsParentheses(example.source) ? `(${example.source})` : example.source;
    if (/^(True|False|None)$/.test(example.want))
        return { lines: [`assert ${expression} is ${example.want}`], imports: [], fixtures: [] };
    if (isLiteral(example.want) && !example.want.includes('\n'))
        return { lines: [`assert ${expression} == ${example.want}`], imports: [], fixtures: [] };
    return {
        lines: [`assert repr(${example.source}) == ${pythonString(example.want)}`],
        imports: [],
        fixtures: [],
    };
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

// EXTERNAL MODULE: ./src/core/testgen/merge-test-file.ts
var merge_test_file = __webpack_require__(2114);
;// CONCATENATED MODULE: ./src/core/testgen/smoke-test.ts





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

;// CONCATENATED MODULE: ./src/core/testgen/test-module.ts



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
    const names = [...new Set(tests.flatMap((t) => t.moduleNames))].sort(merge_test_file/* byImportOrder */.hN);
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

;// CONCATENATED MODULE: ./src/ops/test/policy.ts





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
 * The built-in test policy: analyse the signature and the existing tests;
 * write the docstring's examples as a test (and a smoke test, when
 * `operations.test.smoke` is on); run them with pytest; drop what fails (the
 * failure is reported as a finding), re-running until what remains passes;
 * withdraw everything when nothing does. pytest that cannot run or collect
 * the tests, or a tool that cannot be read, is a failure; when there is
 * nothing to test it submits a skip with the reasons.
 */
const testPolicy = (messages) => {
    const history = (0,policy/* toolExchanges */.B)(messages);
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
            policy_fail(`the signature could not be analysed (${policy_errorOf(analysisCall) ?? describeShape(analysisCall)})`),
        ];
    if (!existing.success)
        return [
            policy_fail(`the test file could not be placed (${policy_errorOf(existingCall) ?? describeShape(existingCall)})`),
        ];
    const plan = planTests(analysis, existing.data.tests, {
        smoke: smokeTestsOn(analysisCall),
        ...(existing.data.doctests_run_by ? { doctestsRunBy: existing.data.doctests_run_by } : {}),
    });
    if (plan.tests.length === 0)
        return [policy_skip(plan.reasons.join('; '))];
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
                : policy_fail(`the tests could not be written (${error})`);
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
    return test_policy_submit(plan, verdicts, writes, runSchema.parse(run.result).outcomes);
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
function test_policy_submit(plan, verdicts, writes, outcomes) {
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
function policy_skip(reason) {
    return {
        tool: 'submit_result',
        arguments: {
            summary: `Skipped: ${reason}.`,
            tests_generated: 0,
            tests_passing: 0,
            changed_files: [],
            skipped: reason,
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
        return policy_fail(`pytest could not run the tests (${error}${said ? `: ${policy_short(said)}` : ''})`);
    }
    const survived = survivingMutant(run);
    if (survived !== undefined)
        return policy_skip(`the generated tests are not suggested: ${survived}`);
    const parsed = runSchema.safeParse(run?.result);
    if (run && collectionFailed(plan, run))
        return policy_fail(`pytest could not collect the tests (${policy_short(parsed.success ? (parsed.data.failures[0]?.message ?? 'no outcome') : 'no outcome')})`);
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
/** A failure: the op could not do its job, and says why. */
function policy_fail(reason) {
    return {
        tool: 'submit_result',
        arguments: {
            summary: `Failed: ${reason}.`,
            tests_generated: 0,
            tests_passing: 0,
            changed_files: [],
            failed: reason,
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

;// CONCATENATED MODULE: ./src/ops/test/tools/test-target.ts



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

;// CONCATENATED MODULE: ./src/ops/test/tools/pytest-config-context.ts

/**
 * Context provider `test.pytest_config`: pytest's settings (from pytest.ini,
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

;// CONCATENATED MODULE: ./src/ops/test/tools/doctest-runner.ts


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

;// CONCATENATED MODULE: ./src/ops/test/tools/read-existing-tests.ts



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
    return fitResult({
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
;// CONCATENATED MODULE: ./src/core/testgen/missing-dependency.ts
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

;// CONCATENATED MODULE: ./src/core/testgen/mutant.ts

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

// EXTERNAL MODULE: ./src/core/workspace/file-encoding.ts
var file_encoding = __webpack_require__(61);
// EXTERNAL MODULE: ./src/core/workspace/workspace-path.ts
var workspace_path = __webpack_require__(9806);
;// CONCATENATED MODULE: ./src/ops/test/tools/run-tests.ts



















/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const run_tests_argsSchema = schemas/* object */.Ikc({ path: schemas/* string */.YjP().min(1).optional() });
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
    const { path } = run_tests_argsSchema.parse(args);
    const placement = await placeTests(context);
    const written = await changedTestFiles(context, placement.config?.python_files ?? [...DEFAULT_PYTHON_FILES]);
    const targets = path !== undefined ? [await checkTarget(path, context)] : written;
    const view = await (0,workspace_materialise/* materialiseWorkspace */.k)(context.workspace, context.services.stableRoot);
    try {
        const run = await pytest(context, view.dir, placement.roots, targets);
        // A module the project needs is not installed: the job's environment, not the code, failed.
        const missing = run.timedOut ? undefined : tryMissingDependency([run.output], placement.files);
        if (missing)
            throw new errors/* RemoraError */.LP('ENV_001', describeMissingDependency(missing));
        const summary = run.xml === undefined ? undefined : parseJUnitXml(run.xml);
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
        const encoded = (0,file_encoding/* encodeFileText */.SR)(context.node.file_path, mutant.text);
        if (!encoded.ok)
            return { ...described, mutant: { mutation: null, killed: false } };
        const again = await onMutant(context, placement.roots, targets, encoded.bytes);
        const onMutantSummary = again.xml === undefined ? undefined : parseJUnitXml(again.xml);
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
    const view = await (0,workspace_materialise/* materialiseWorkspace */.k)(context.workspace, context.services.stableRoot);
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
            .run(sandbox.python, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--junitxml=${report}`, ...targets], {
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
            throw new errors/* RemoraError */.LP('TOOL_001', `could not run python3 -m pytest: ${error.message}`);
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
    return (0,python_parser/* withParsedPython */.Q)(here.text, (root) => {
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
    const added = new Set();
    for (const change of await context.workspace.changes()) {
        const before = new Set(change.before === undefined ? [] : topLevelDefinitions(change.before));
        for (const name of change.after === undefined ? [] : topLevelDefinitions(change.after))
            if (!before.has(name))
                added.add(name);
    }
    for (const failure of summary.cases.filter((c) => c.outcome === 'failed' && added.has(testFunctionName(c.name)))) {
        const rule = 'test.failing';
        // One finding per test function, however many times the project's fixtures ran it.
        const name = testFunctionName(failure.name);
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
async function checkTarget(path, context) {
    const [file = '', ...rest] = path.split('::');
    const confined = (0,workspace_path/* confineWorkspacePath */.R)(file);
    if ((await context.workspace.readFile(confined)) === undefined)
        throw new errors/* RemoraError */.LP('TOOL_001', `no file ${confined} in this workspace`);
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
    while (JSON.stringify(build()).length > RESULT_BUDGET) {
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

;// CONCATENATED MODULE: ./src/ops/test/tools/write-test-file.ts








/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const write_test_file_argsSchema = schemas/* object */.Ikc({ path: schemas/* string */.YjP().min(1), content: schemas/* string */.YjP() });
/**
 * `write_test_file(path, content)`: puts this run's tests into a test file.
 * An existing file keeps all its content: the new imports it lacks go after
 * its imports, the new functions at its end. Each call replaces what earlier
 * calls of the same run wrote, so a test can be corrected or dropped; empty
 * content withdraws this run's tests altogether. The path must be a test file
 * by the project's naming (pytest's python_files), never the node's own file.
 */
const writeTestFile = async (args, context) => {
    const { path: asked, content } = write_test_file_argsSchema.parse(args);
    const path = (0,workspace_path/* confineWorkspacePath */.R)(asked);
    const placement = await placeTests(context);
    checkTestPath(path, context.node.file_path, placement.config?.python_files ?? [...DEFAULT_PYTHON_FILES]);
    checkNoPackageClash(path, placement.files, placement.target.path);
    const original = await stableContent(context.workspace, path);
    if (content.trim() === '')
        return write_test_file_withdraw(context.workspace, path, original);
    const syntax = await withPythonTree(content, firstSyntaxError);
    if (syntax !== undefined)
        throw new errors/* RemoraError */.LP('TOOL_001', `the content does not parse as Python (line ${syntax}); nothing was written`);
    const merged = (0,merge_test_file/* mergeTestFile */.$l)(original, content);
    if (!merged.ok)
        throw new errors/* RemoraError */.LP('TOOL_001', `${path}: ${merged.error}`);
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
        throw new errors/* RemoraError */.LP('TOOL_001', `${path} is the code under test; write tests to a test file`);
    if (!name.endsWith('.py') || !patterns.some((pattern) => matchesPattern(name, pattern))) {
        throw new errors/* RemoraError */.LP('TOOL_001', `${path} is not a test file name here (pytest collects ${patterns.join(', ')})`);
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
    throw new errors/* RemoraError */.LP('TOOL_001', `${path} would clash with the test package ${init.slice(0, -'/__init__.py'.length)}/ (pytest: import file mismatch); write into that folder instead${instead}`);
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

;// CONCATENATED MODULE: ./src/ops/test/op.ts








/** test: turns doctest examples into pytest tests, runs them, suggests only what passes. */
const test_op_op = {
    ...test_manifest/* manifest */.e,
    policy: testPolicy,
    tools: {
        analyze_signature: { handler: analyzeSignature, arguments: NO_ARGUMENTS },
        read_existing_tests: { handler: readExistingTests, arguments: NO_ARGUMENTS },
        write_test_file: { handler: writeTestFile, arguments: write_test_file_argsSchema },
        run_tests: { handler: runTests, arguments: run_tests_argsSchema },
    },
    contextProviders: { pytest_config: pytestConfigContext },
};

;// CONCATENATED MODULE: ./src/ops/bundled-ops.ts




/** Every op with a folder, in folder order. */
const BUNDLED_OPS = [op, op_op, sample_data_op_op, test_op_op];

;// CONCATENATED MODULE: ./src/ops/shared/read-file.ts


/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const read_file_argsSchema = schemas/* object */.Ikc({ path: schemas/* string */.YjP() });
/**
 * `workspace.read_file(path)`: a file of the workspace, for any agent. The
 * path is confined to the workspace: `..`, absolute paths and links out of
 * the repository are tool errors.
 */
const readWorkspaceFile = async (args, context) => {
    const { path } = read_file_argsSchema.parse(args);
    const content = await context.workspace.readFile(path);
    if (content === undefined)
        throw new errors/* RemoraError */.LP('TOOL_001', `no file ${path} in this workspace`);
    return { path, content };
};

;// CONCATENATED MODULE: ./src/ops/registry.ts


/** Tools any agent may use, whatever its op. */
const SHARED_TOOLS = {
    'workspace.read_file': { handler: readWorkspaceFile, arguments: read_file_argsSchema },
};
/** The registry of these ops; two ops of one name, or one agent named by two, is a programming error. */
function createOpRegistry(ops) {
    const byName = new Map();
    const policies = new Map();
    const tools = new Map(Object.entries(SHARED_TOOLS));
    const contextProviders = new Map();
    const checks = new Map();
    for (const op of ops) {
        if (byName.has(op.name))
            throw new Error(`two ops are named ${op.name}`);
        if (policies.has(op.agent))
            throw new Error(`two ops name the agent ${op.agent}`);
        byName.set(op.name, op);
        policies.set(op.agent, op.policy);
        const ids = (table = {}) => Object.keys(table).map((key) => `${op.name}.${key}`);
        for (const [id, tool] of zip(ids(op.tools), Object.values(op.tools)))
            tools.set(id, tool);
        for (const [id, provider] of zip(ids(op.contextProviders), Object.values(op.contextProviders ?? {})))
            contextProviders.set(id, provider);
        for (const [id, check] of zip(ids(op.checks), Object.values(op.checks ?? {})))
            checks.set(id, check);
    }
    return { ops: byName, policies, tools, contextProviders, checks };
}
function zip(a, b) {
    return a.map((item, index) => [item, b[index]]);
}
/** The registry of the ops that ship with Remora. */
const BUILTIN_REGISTRY = createOpRegistry(BUNDLED_OPS);
/**
 * The ops of `ops` that ask a served model: all but those whose module says
 * it needs none. An op of a repository agent, which has no module, asks one.
 */
function opsAskingModels(ops, registry = BUILTIN_REGISTRY) {
    return ops.filter((op) => registry.ops.get(op)?.needsModel !== false);
}


/***/ })

};
