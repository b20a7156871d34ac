export const id = 951;
export const ids = [951];
export const modules = {

/***/ 6596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ holdingLoop)
/* harmony export */ });
/** The longest delay a Node timer takes (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/**
 * Resolves as `work` does, holding the event loop open until it settles.
 * Node does not count WebAssembly that V8 is compiling or instantiating on
 * its background threads as pending work (nodejs/node#36616): when nothing
 * else is pending, the process exits with 13 ("unsettled top-level await")
 * before the promise settles, a run ended without a word. Whether the
 * compilation happens in the background depends on V8's settings (with
 * `--no-wasm-lazy-compilation` it always does), so every wait on one is held.
 */
async function holdingLoop(work) {
    const hold = setInterval(() => undefined, LONGEST_TIMER_MS);
    try {
        return await work;
    }
    finally {
        clearInterval(hold);
    }
}


/***/ }),

/***/ 2951:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  f: () => (/* binding */ createDiscoverer)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/adapters/files/assets.ts
var assets = __webpack_require__(9295);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/core/nodes.ts
var nodes = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/core/discovery/source-text.ts
var source_text = __webpack_require__(2297);
// EXTERNAL MODULE: ./src/core/discovery/query-definitions.ts
var query_definitions = __webpack_require__(3545);
;// CONCATENATED MODULE: ./src/core/discovery/tree-definitions.ts

/**
 * The definitions the tree holds, each with the classes around it, in
 * document order, under the scope rules of docs/architecture.md §3.
 *
 * A tree without errors is walked with one cursor through the statements
 * that can hold a definition — module, class bodies, compound statements —
 * skipping expressions and function bodies unvisited (see the pack's
 * {@link StatementWalk}): a handful of calls into WebAssembly per statement
 * instead of a query run over every node. A tree with errors can hold
 * definitions anywhere (inside ERROR nodes too), so there, and for a pack
 * that cannot be walked, the query over the whole tree decides.
 */
function placeTreeDefinitions(tree, 
/** Asked for only when the tree has errors or the pack cannot be walked. */
query, pack, text) {
    const { comments, walkable } = tablesOf(pack);
    if (!walkable || tree.rootNode.hasError)
        return (0,query_definitions/* placeQueryDefinitions */.o)(query(), tree.rootNode, comments);
    const walk = {
        ...walkable,
        cursor: tree.walk(),
        nameField: tree.language.fieldIdForName(walkable.spec.nameField) ?? -1,
        comments,
        text,
        placed: [],
    };
    try {
        if (walk.cursor.gotoFirstChild())
            walkStatements(walk, []);
    }
    finally {
        walk.cursor.delete();
    }
    return walk.placed;
}
const tables = new WeakMap();
function tablesOf(pack) {
    let made = tables.get(pack);
    if (!made) {
        const spec = pack.statements;
        const lexical = spec?.lexical;
        made = {
            comments: new Set(pack.commentTypes),
            walkable: spec && {
                spec,
                containers: new Set(spec.containers),
                lexical: lexical && {
                    comment: lexical.lineComment.charCodeAt(0),
                    continuation: lexical.continuation.charCodeAt(0),
                    quotes: new Set([...lexical.quotes].map((quote) => quote.charCodeAt(0))),
                },
            },
        };
        tables.set(pack, made);
    }
    return made;
}
/** Places the definitions among the cursor's node and its following siblings. */
function walkStatements(walk, scope) {
    const { cursor, spec } = walk;
    do {
        const type = cursor.nodeType;
        if (spec.definitions[type] !== undefined) {
            const start = cursor.startIndex;
            placeDefinition(walk, scope, start, lastTokenEnd(walk, start));
        }
        else if (type === spec.decorated) {
            // It starts at its first decorator; its definition is its last child.
            const start = cursor.startIndex;
            const end = lastTokenEnd(walk, start);
            if (cursor.gotoLastChild()) {
                if (spec.definitions[cursor.nodeType] !== undefined)
                    placeDefinition(walk, scope, start, end);
                cursor.gotoParent();
            }
        }
        else if (walk.containers.has(type) && cursor.gotoFirstChild()) {
            walkStatements(walk, scope);
            cursor.gotoParent();
        }
    } while (cursor.gotoNextSibling());
}
/**
 * Places the definition under the cursor (its name must have the pack's name
 * type, as the query asks), then the definitions of its body when it is a
 * class; those in a function body are part of that function.
 */
function placeDefinition(walk, scope, start, end) {
    const { cursor, spec } = walk;
    const kind = spec.definitions[cursor.nodeType];
    if (!cursor.gotoFirstChild())
        return;
    let name;
    do {
        if (cursor.currentFieldId !== walk.nameField)
            continue;
        if (cursor.nodeType === spec.nameType)
            name = walk.text.slice(cursor.startIndex, cursor.endIndex);
        break;
    } while (cursor.gotoNextSibling());
    if (name !== undefined) {
        walk.placed.push({ kind, scope: [...scope], name, start, end });
        if (kind === 'class') {
            while (cursor.gotoNextSibling())
                ;
            if (cursor.nodeType === spec.body && cursor.gotoFirstChild()) {
                walkStatements(walk, [...scope, name]);
                cursor.gotoParent();
            }
        }
    }
    cursor.gotoParent();
}
/**
 * Where the last token of the cursor's node that is neither a comment nor
 * empty ends: where Python's `ast` ends a definition (tree-sitter puts
 * trailing comments inside the block). The text nearly always tells (see
 * {@link tokenEndInText}); otherwise the cursor goes down to that token and
 * back. Leaves the cursor where it was.
 */
function lastTokenEnd(walk, start) {
    const { cursor } = walk;
    let end = cursor.endIndex;
    const fromText = walk.lexical && tokenEndInText(walk.text, start, end, walk.lexical);
    if (fromText !== undefined)
        return fromText;
    let depth = 0;
    descend: while (cursor.gotoLastChild()) {
        depth++;
        do {
            if (walk.comments.has(cursor.nodeType))
                continue;
            const childEnd = cursor.endIndex;
            if (childEnd === cursor.startIndex)
                continue;
            end = childEnd;
            continue descend;
        } while (cursor.gotoPreviousSibling());
        break;
    }
    for (; depth > 0; depth--)
        cursor.gotoParent();
    return end;
}
/** ASCII whitespace: what the grammar skips and no token ends with. */
function isSpace(code) {
    return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}
/**
 * Where the last token of `text[start, end)` ends, read from the text alone;
 * undefined when the text cannot tell. Sound only for a tree without errors,
 * where every character that is not whitespace or in a comment belongs to a
 * token. Going back from `end` over whitespace and over lines that are a
 * comment alone, the first other line ends with the last token — unless it
 * holds a comment opener (a trailing comment, or one inside a string), ends
 * in a line continuation (itself a token that ends past the newline) or in a
 * non-ASCII character (tree-sitter counts some of those as whitespace). A
 * comment line can only be inside a string that closes on a later line,
 * which would hold a quote; so a comment line holding a quote stops the
 * reading too.
 */
function tokenEndInText(text, start, end, lexical) {
    let at = end;
    for (;;) {
        while (at > start && isSpace(text.charCodeAt(at - 1)))
            at--;
        if (at <= start)
            return undefined;
        const lineStart = Math.max(start, text.lastIndexOf('\n', at - 1) + 1);
        let comment = lineStart;
        while (comment < at && text.charCodeAt(comment) !== lexical.comment)
            comment++;
        if (comment === at) {
            const last = text.charCodeAt(at - 1);
            return last === lexical.continuation || last >= 0x80 ? undefined : at;
        }
        for (let i = lineStart; i < comment; i++)
            if (!isSpace(text.charCodeAt(i)))
                return undefined;
        for (let i = comment; i < at; i++)
            if (lexical.quotes.has(text.charCodeAt(i)))
                return undefined;
        at = lineStart;
    }
}

;// CONCATENATED MODULE: ./src/core/discovery/extract-nodes.ts



/**
 * Turns a parsed file into its CSTNodes under the scope rules of docs/architecture.md §3:
 * classes at module level or directly in a class body, functions at module
 * level, methods directly in a class body; anything inside a function body is
 * part of that function. Nodes come out in document order, the file node first.
 * Where the tree has errors, a language may read its definitions another way
 * (its pack's `recoverDefinitions`: Python's by indentation, when a `def` or
 * `class` header does not parse), so no definition's lines fall to the file
 * node or to a neighbour.
 */
function extractNodes(tree, 
/** The definitions query, asked for only when the tree has errors. */
query, pack, source, filePath, 
/** Whether a text parses cleanly with the file's grammar. */
parses) {
    const lines = new source_text/* LineIndex */.rr(source.text, source.bomBytes);
    const definitions = pack.placeDefinitions
        ? pack.placeDefinitions(tree.rootNode, filePath)
        : (pack.recoverDefinitions?.(tree.rootNode, parses) ??
            placeTreeDefinitions(tree, query, pack, source.text));
    const placed = [
        { node: fileNode(source, lines, filePath), start: 0, end: source.text.length },
    ];
    const headerDiagnostics = [];
    const seen = new Map();
    for (const def of definitions) {
        const nodeType = def.kind === 'class' ? 'class' : (def.method ?? def.scope.length > 0) ? 'method' : 'function';
        const dotted = [...def.scope, def.name].join('.');
        const count = (seen.get(dotted) ?? 0) + 1;
        seen.set(dotted, count);
        const fullName = count === 1 ? dotted : `${dotted}#${count}`;
        const startRow = lines.rowAt(def.start);
        const endRow = lines.rowAt(def.end);
        const node = {
            node_id: (0,nodes/* computeNodeId */.P)(filePath, nodeType, fullName),
            node_type: nodeType,
            name: def.name,
            full_name: fullName,
            file_path: filePath,
            start_line: startRow + 1,
            end_line: endRow + 1,
            start_byte: lines.byteAt(def.start, startRow),
            end_byte: lines.byteAt(def.end, endRow),
            text: source.text.slice(def.start, def.end),
        };
        placed.push({ node, start: def.start, end: def.end });
        if (def.brokenHeaderLine !== undefined)
            headerDiagnostics.push(brokenHeaderDiagnostic(def, node));
    }
    placed.sort((a, b) => (0,nodes/* compareNodes */.N)(a.node, b.node));
    // A broken header's own warning names the line to fix; the generic one may not.
    const diagnostics = headerDiagnostics.length > 0 ? headerDiagnostics : syntaxDiagnostics(tree.rootNode, filePath);
    return {
        nodes: placed.map((entry) => entry.node),
        spans: placed.flatMap((entry) => [entry.start, entry.end]),
        diagnostics,
    };
}
function fileNode(source, lines, filePath) {
    const name = filePath
        .split('/')
        .pop()
        ?.replace(/\.[^.]*$/, '') ?? filePath;
    return {
        node_id: (0,nodes/* computeNodeId */.P)(filePath, 'file', filePath),
        node_type: 'file',
        name,
        full_name: filePath,
        file_path: filePath,
        start_line: 1,
        end_line: Math.max(1, lines.lineCount),
        start_byte: 0,
        end_byte: lines.totalBytes,
        text: source.text,
    };
}
/** A DISC_001 warning naming the first place the parser had to recover. */
function syntaxDiagnostics(root, filePath) {
    if (!root.hasError)
        return [];
    const problem = firstProblem(root);
    const line = (problem ?? root).startPosition.row + 1;
    const what = problem?.isMissing ? `missing ${problem.type}` : 'a syntax error';
    return [
        {
            code: 'DISC_001',
            severity: 'warning',
            message: `${filePath}:${line}: ${what}; nodes were recovered where the parser could`,
            file: filePath,
            line,
        },
    ];
}
/** A DISC_001 warning naming a definition whose header the parser could not read, and where its lines went. */
function brokenHeaderDiagnostic(def, node) {
    const keyword = def.kind === 'class' ? 'class' : 'def';
    const line = def.brokenHeaderLine ?? node.start_line;
    return {
        code: 'DISC_001',
        severity: 'warning',
        message: `${node.file_path}:${line}: a \`${keyword}\` header that does not parse; its lines ${node.start_line}-${node.end_line} stay with ${node.node_type} ${node.full_name}`,
        file: node.file_path,
        line,
    };
}
function firstProblem(node) {
    if (node.isError || node.isMissing)
        return node;
    for (const child of node.children) {
        if (child && (child.hasError || child.isMissing)) {
            const found = firstProblem(child);
            if (found)
                return found;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/discovery/unreadable-source.ts

const UTF16_BOMS = [
    [0xff, 0xfe],
    [0xfe, 0xff],
];
const UTF32_BOMS = [
    [0xff, 0xfe, 0x00, 0x00],
    [0x00, 0x00, 0xfe, 0xff],
];
/**
 * Why these bytes cannot be read as source at all, or undefined when they
 * can: NUL bytes (binary files, and UTF-16 or UTF-32 text, whose ASCII
 * characters carry NULs; Python refuses them, and Remora decodes neither),
 * and, in a language whose files may have one, a coding header naming an
 * encoding Remora cannot decode. Such a file is skipped with a reason, never
 * parsed into replacement characters that a later edit would write back.
 */
function tryUnreadableReason(bytes, header) {
    const startsWith = (bom) => bom.every((b, i) => bytes[i] === b);
    if (UTF32_BOMS.some(startsWith))
        return 'UTF-32 text (a byte-order mark), which Remora does not decode';
    if (UTF16_BOMS.some(startsWith))
        return 'UTF-16 text (a byte-order mark), which Remora does not decode';
    if (bytes.includes(0))
        return 'binary: it holds NUL bytes, which source text does not';
    const coding = header ? (0,source_text/* declaredCoding */.V0)(bytes, header) : undefined;
    if (coding && !coding.known)
        return `its coding header names an encoding Remora cannot decode ('${coding.name}')`;
    return undefined;
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/discovery/discover-file.ts




/** Parses one file's bytes and extracts its nodes; never throws for bad input. */
function discoverFile(language, filePath, bytes, options) {
    return discoverFileSpans(language, filePath, bytes, options).discovery;
}
/** {@link discoverFile}, with where each node's text lies in the decoded text. */
function discoverFileSpans(language, filePath, bytes, options) {
    const base = { file_path: filePath, language: language.pack.id };
    if (bytes.byteLength > options.maxFileBytes) {
        return skip(base, 'too-large', {
            code: 'DISC_002',
            severity: 'notice',
            file: filePath,
            message: `${filePath}: skipped, ${bytes.byteLength} bytes is over the limit of ${options.maxFileBytes} (discovery.max_file_bytes)`,
        });
    }
    const unreadable = tryUnreadableReason(bytes, language.pack.codingHeader);
    if (unreadable !== undefined) {
        return skip(base, 'unparsable', {
            code: 'DISC_002',
            severity: 'warning',
            file: filePath,
            message: `${filePath}: skipped, not readable as ${language.label} source: ${unreadable}`,
        });
    }
    const source = (0,source_text/* decodeSource */.E4)(bytes, language.pack.codingHeader);
    const diagnostics = [];
    if (source.lossy) {
        diagnostics.push({
            code: 'DISC_001',
            severity: 'warning',
            file: filePath,
            message: `${filePath}: bytes that are not valid ${source.encoding} were replaced; line numbers are unaffected`,
        });
    }
    const extract = (tree) => {
        const found = extractNodes(tree, () => language.query, language.pack, source, filePath, (text) => parsesCleanly(language.parser, text));
        (0,arrays/* appendAll */.u2)(diagnostics, found.diagnostics);
        return {
            discovery: { ...base, nodes: found.nodes, diagnostics },
            source: source.text,
            spans: found.spans,
        };
    };
    if (language.trees)
        return language.trees.withTree(source.text, extract);
    const tree = language.parser.parse(source.text);
    if (!tree) {
        return skip(base, 'unparsable', ...diagnostics, {
            code: 'DISC_001',
            severity: 'warning',
            file: filePath,
            message: `${filePath}: the parser returned no tree`,
        });
    }
    try {
        return extract(tree);
    }
    finally {
        // web-tree-sitter trees live in wasm memory: without delete() it only grows.
        tree.delete();
    }
}
/** A file that was not parsed: no nodes, no text, and why. */
function skip(base, skipped, ...diagnostics) {
    return { discovery: { ...base, nodes: [], skipped, diagnostics }, source: '', spans: [] };
}
function parsesCleanly(parser, text) {
    const tree = parser.parse(text);
    const clean = tree !== null && !tree.rootNode.hasError;
    tree?.delete();
    return clean;
}

// EXTERNAL MODULE: ./src/adapters/tree-sitter/tree-sitter.ts + 1 modules
var tree_sitter = __webpack_require__(6853);
;// CONCATENATED MODULE: ./src/adapters/tree-sitter/in-process-discoverer.ts




// Parsing holds the thread; past this long, let the event loop run (timers, sockets).
const YIELD_AFTER_MS = 50;
/**
 * A discoverer that parses on the calling thread with the thread's one
 * parser per language (see {@link sharedLanguage}). Files are read
 * synchronously: a read of a file the checkout just wrote costs less than the
 * promise round trips of an asynchronous one, and parsing blocks the thread
 * either way.
 */
function createInProcessDiscoverer(options) {
    return {
        async discover(inputs) {
            const results = [];
            let since = performance.now();
            for (const input of inputs) {
                const found = await in_process_discoverer_discoverRead(input, in_process_discoverer_readInput(input), tree_sitter/* sharedLanguage */.a$, options);
                results.push(found.discovery);
                if (performance.now() - since > YIELD_AFTER_MS) {
                    await new Promise((resolve) => setImmediate(resolve));
                    since = performance.now();
                }
            }
            return results;
        },
        async close() {
            // The parsers belong to the thread, shared with other discoverers and tools.
        },
    };
}
/** An input's bytes, or why they could not be read; never throws. */
function in_process_discoverer_readInput(input) {
    if ('bytes' in input)
        return { bytes: input.bytes };
    try {
        return { bytes: (0,external_node_fs_.readFileSync)(input.absolute_path) };
    }
    catch (error) {
        return { error };
    }
}
/** Discovers one input; unreadable files and unknown languages become diagnostics. */
async function in_process_discoverer_discoverRead(input, read, languageFor, options) {
    const unparsed = (discovery) => ({
        discovery,
        source: '',
        spans: [],
    });
    const pack = (0,manifests/* tryPackFor */.wW)(input.file_path);
    if (!pack) {
        return unparsed({
            file_path: input.file_path,
            language: 'unknown',
            nodes: [],
            skipped: 'unparsable',
            diagnostics: [
                {
                    code: 'DISC_002',
                    severity: 'notice',
                    file: input.file_path,
                    message: `${input.file_path}: no language pack reads this kind of file`,
                },
            ],
        });
    }
    if ('error' in read) {
        const error = read.error;
        return unparsed({
            file_path: input.file_path,
            language: pack.id,
            nodes: [],
            skipped: 'unparsable',
            diagnostics: [
                {
                    code: 'DISC_002',
                    severity: 'warning',
                    file: input.file_path,
                    message: `${input.file_path}: could not be read (${error.code ?? String(error)})`,
                },
            ],
        });
    }
    return discoverFileSpans(await languageFor(pack), input.file_path, read.bytes, options);
}

;// CONCATENATED MODULE: ./src/adapters/tree-sitter/discovery-worker.ts



/** The `workerData.remoraWorker` value a discovery worker expects. */
const DISCOVERY_WORKER = 'discovery';
const NODE_TYPES = ['file', 'class', 'function', 'method'];
const STRINGS_PER_NODE = 3;
const NUMBERS_PER_NODE = 7;
/** Packs a discovery for the trip to the main thread. */
function packDiscovery({ discovery, source, spans }) {
    const { nodes, ...rest } = discovery;
    const strings = [];
    const numbers = new Float64Array(nodes.length * NUMBERS_PER_NODE);
    nodes.forEach((node, i) => {
        strings.push(node.node_id, node.name, node.full_name);
        const n = i * NUMBERS_PER_NODE;
        numbers[n] = NODE_TYPES.indexOf(node.node_type);
        numbers[n + 1] = node.start_line;
        numbers[n + 2] = node.end_line;
        numbers[n + 3] = node.start_byte;
        numbers[n + 4] = node.end_byte;
        numbers[n + 5] = spans[2 * i] ?? 0;
        numbers[n + 6] = spans[2 * i + 1] ?? 0;
    });
    return { ...rest, source, strings, numbers };
}
/** Rebuilds a discovery packed by packDiscovery, its nodes' keys in CSTNode order. */
function unpackDiscovery(packed) {
    const { source, strings, numbers, ...rest } = packed;
    const count = numbers.length / NUMBERS_PER_NODE;
    const nodes = new Array(count);
    for (let i = 0; i < count; i++) {
        const s = i * STRINGS_PER_NODE;
        const n = i * NUMBERS_PER_NODE;
        nodes[i] = {
            node_id: strings[s],
            node_type: NODE_TYPES[numbers[n]],
            name: strings[s + 1],
            full_name: strings[s + 2],
            file_path: rest.file_path,
            start_line: numbers[n + 1],
            end_line: numbers[n + 2],
            start_byte: numbers[n + 3],
            end_byte: numbers[n + 4],
            text: source.slice(numbers[n + 5], numbers[n + 6]),
        };
    }
    const { file_path, language, ...tail } = rest;
    return { file_path, language, nodes, ...tail };
}
/** The pool's workerData, checked by hand: zod would make the worker's bundle ten times larger. */
function readWorkerData(workerData) {
    const data = workerData;
    if (data?.remoraWorker !== DISCOVERY_WORKER ||
        typeof data.options?.maxFileBytes !== 'number' ||
        typeof data.wasm?.runtime !== 'object' ||
        typeof data.wasm.grammars !== 'object')
        throw new Error('runDiscoveryWorker: not the workerData of a discovery pool');
    return data;
}
/**
 * Serves discovery requests from the parent thread until it terminates this
 * worker, with the thread's one parser, made from the WebAssembly the pool
 * compiled. Inputs are read here, synchronously: the worker has nothing else
 * to do meanwhile.
 */
function runDiscoveryWorker(workerData) {
    const { options, wasm } = readWorkerData(workerData);
    useCompiledWasm(wasm);
    const port = parentPort;
    if (!port)
        throw new Error('runDiscoveryWorker needs a parent thread');
    port.on('message', ({ start, inputs }) => {
        const discover = async () => {
            const results = [];
            for (const input of inputs)
                results.push(packDiscovery(await discoverRead(input, readInput(input), sharedLanguage, options)));
            return results;
        };
        discover().then((results) => port.postMessage({ start, results }, results.map((result) => result.numbers.buffer)), (error) => port.postMessage({ start, error: String(error) }));
    });
}

;// CONCATENATED MODULE: ./src/adapters/tree-sitter/discovery-pool.ts





// Batches kept in flight per worker, so a worker never waits on the main thread.
const IN_FLIGHT = 2;
// Batches shrink as the work runs out (guided scheduling): large ones early
// save messages, single files at the end keep the workers finishing together.
const MAX_BATCH = 16;
const BATCHES_PER_WORKER = 4;
/** How many of the `remaining` inputs the next batch takes. */
function batchSize(remaining, threads) {
    const guided = Math.ceil(remaining / (threads * BATCHES_PER_WORKER));
    return Math.max(1, Math.min(MAX_BATCH, guided, remaining));
}
/**
 * Spreads discovery over worker threads that run their own small bundle and
 * share the WebAssembly compiled here (see {@link compileWasm}). Files go out in batches as workers free up (sizes vary wildly), each
 * worker reads and parses its own, and results are put back in input order,
 * so the output does not depend on scheduling.
 */
function createDiscoveryPool(threads, options) {
    // Built beside the main bundle by scripts/package.mjs.
    const script = (0,assets/* assetPath */.Q)('discovery-worker.js');
    const workerData = {
        remoraWorker: DISCOVERY_WORKER,
        options,
        wasm: (0,tree_sitter/* compileWasm */.UY)(manifests/* LANGUAGE_PACKS */.qT),
    };
    const workers = Array.from({ length: threads }, () => new external_node_worker_threads_.Worker(script, { workerData }));
    // Idle workers must not keep the process alive; busy ones must.
    for (const worker of workers)
        worker.unref();
    return {
        discover(inputs) {
            return new Promise((resolve, reject) => {
                const results = new Array(inputs.length);
                for (const worker of workers)
                    worker.ref();
                let next = 0;
                let done = 0;
                const send = (worker) => {
                    if (next >= inputs.length)
                        return;
                    const start = next;
                    next += batchSize(inputs.length - next, threads);
                    worker.postMessage({
                        start,
                        inputs: inputs.slice(start, next),
                    });
                };
                const cleanups = workers.map((worker) => {
                    const onMessage = (reply) => {
                        if ('error' in reply)
                            return fail(new Error(`discovery worker: ${reply.error}`));
                        reply.results.forEach((packed, i) => {
                            results[reply.start + i] = unpackDiscovery(packed);
                        });
                        done += reply.results.length;
                        if (done === inputs.length)
                            return finish();
                        send(worker);
                    };
                    const onError = (error) => fail(error);
                    worker.on('message', onMessage);
                    worker.on('error', onError);
                    return () => {
                        worker.off('message', onMessage);
                        worker.off('error', onError);
                    };
                });
                const release = () => {
                    cleanups.forEach((cleanup) => cleanup());
                    for (const worker of workers)
                        worker.unref();
                };
                const finish = () => {
                    release();
                    resolve(results);
                };
                const fail = (error) => {
                    release();
                    reject(error);
                };
                if (inputs.length === 0)
                    return finish();
                for (let round = 0; round < IN_FLIGHT; round++)
                    workers.forEach(send);
            });
        },
        async close() {
            await Promise.all(workers.map((worker) => worker.terminate()));
        },
    };
}

;// CONCATENATED MODULE: ./src/adapters/tree-sitter/discoverer.ts




// Below this many files a worker's start-up (loading the grammar) costs more than it saves.
const PARALLEL_THRESHOLD = 48;
/**
 * Creates a discoverer. Large inputs are spread over worker threads when the
 * code runs from the bundle (the bundle is its own worker script); otherwise,
 * and for small inputs, files are parsed on this thread.
 */
async function createDiscoverer(options) {
    const inProcess = createInProcessDiscoverer(options);
    const threads = options.threads ?? Math.min((0,external_node_os_.availableParallelism)(), 8);
    if (threads <= 1 || !(0,assets/* isBundled */.N)())
        return inProcess;
    let pool;
    return {
        async discover(inputs) {
            if (inputs.length < PARALLEL_THRESHOLD)
                return inProcess.discover(inputs);
            pool ??= createDiscoveryPool(threads, options);
            return pool.discover(inputs);
        },
        async close() {
            await Promise.all([inProcess.close(), pool?.close()]);
        },
    };
}


/***/ }),

/***/ 6853:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  UY: () => (/* binding */ compileWasm),
  rI: () => (/* binding */ loadLanguage),
  a$: () => (/* binding */ sharedLanguage)
});

// UNUSED EXPORTS: useCompiledWasm

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
// EXTERNAL MODULE: ./src/adapters/files/assets.ts
var assets = __webpack_require__(9295);
// EXTERNAL MODULE: ./src/adapters/process/hold-loop.ts
var hold_loop = __webpack_require__(6596);
;// CONCATENATED MODULE: ./src/adapters/tree-sitter/tree-cache.ts
/** How many texts' trees a cache keeps: the versions of the files a review is working on. */
const DEFAULT_CAPACITY = 8;
/**
 * How much text (UTF-16 code units) the kept trees may cover together: a tree
 * takes about 30 bytes of wasm memory per character of its text, so this
 * bounds the memory of trees kept for large files, or for files a sweep's
 * discovery reads once (the newest tree is always kept).
 */
const DEFAULT_MAX_CHARS = 4_000_000;
/**
 * One tree per text, shared by everyone who parses on the thread (discovery,
 * the tools, the engine): a file version is parsed once however many tool
 * calls read it. A new version of a file (a tool's write) is parsed
 * incrementally from the tree of the version it shares the most with
 * (`tree.edit` and `parser.parse(text, oldTree)`): only the edited region is
 * parsed again. Trees live in wasm memory: an evicted tree is deleted.
 */
function createTreeCache(parser, { capacity = DEFAULT_CAPACITY, maxChars = DEFAULT_MAX_CHARS } = {}) {
    // Least recently used first; a Map keyed by the text finds a version by its content.
    const entries = new Map();
    const counts = { full: 0, incremental: 0, reused: 0 };
    let chars = 0;
    return {
        counts,
        withTree(text, use) {
            let entry = entries.get(text);
            if (entry) {
                counts.reused++;
                entries.delete(text);
            }
            else {
                entry = {
                    text,
                    tree: parseFrom(parser, text, closestEntry(entries.values(), text), counts),
                    inUse: 0,
                };
                chars += text.length;
            }
            entries.set(text, entry);
            // The newest entry, the one about to be used, is last: it is never evicted here;
            // nor is a tree whose `use` is still running (a tool checks its edit inside the
            // `use` of the text it edited).
            while (entries.size > 1 && (entries.size > capacity || chars > maxChars)) {
                const freed = evictOldestIdle(entries);
                if (freed === undefined)
                    break;
                chars -= freed;
            }
            entry.inUse++;
            try {
                return use(entry.tree);
            }
            finally {
                entry.inUse--;
            }
        },
    };
}
/**
 * Deletes the least recently used tree that is not in use and not the newest;
 * returns the length of its text, or undefined when every older tree is in use.
 */
function evictOldestIdle(entries) {
    let left = entries.size - 1;
    for (const [text, entry] of entries) {
        if (left-- <= 0)
            return undefined;
        if (entry.inUse > 0)
            continue;
        entry.tree.delete();
        entries.delete(text);
        return text.length;
    }
    return undefined;
}
function parseFrom(parser, text, base, counts) {
    let tree;
    if (base) {
        // The cached tree stays as it is for its own text: the edit goes to a copy.
        const edited = base.entry.tree.copy();
        // tree.edit reads only these fields; the class's helper methods are not needed for it.
        edited.edit(base.edit);
        tree = parser.parse(text, edited);
        edited.delete();
        counts.incremental++;
    }
    else {
        tree = parser.parse(text);
        counts.full++;
    }
    if (!tree)
        throw new Error('the parser returned no tree');
    return tree;
}
/**
 * The cached text that shares the most with `text` (a common start and end),
 * with the edit that turns it into `text`; none when no text shares at least
 * half of it, where parsing from nothing costs as much.
 */
function closestEntry(entries, text) {
    let best;
    for (const entry of entries) {
        const span = editSpan(entry.text, text);
        const shared = span.start + (text.length - span.newEnd);
        if (shared * 2 >= text.length && (!best || shared > best.shared))
            best = { entry, span, shared };
    }
    // Rows and columns only for the one edit made: counting lines is the costly part.
    return best && { entry: best.entry, edit: editAt(best.entry.text, text, best.span) };
}
function editSpan(before, after) {
    const shorter = Math.min(before.length, after.length);
    let start = 0;
    while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start))
        start++;
    let end = 0;
    while (end < shorter - start &&
        before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end))
        end++;
    return { start, oldEnd: before.length - end, newEnd: after.length - end };
}
function editAt(before, after, span) {
    const start = pointAt(before, span.start);
    return {
        startIndex: span.start,
        oldEndIndex: span.oldEnd,
        newEndIndex: span.newEnd,
        startPosition: start.point,
        oldEndPosition: pointAt(before, span.oldEnd, start).point,
        newEndPosition: pointAt(after, span.newEnd, start).point,
    };
}
/**
 * The one edit that turns `before` into `after`: everything between their
 * common start and their common end replaced. Indices and columns are in
 * UTF-16 code units, as web-tree-sitter reads a JavaScript string.
 */
function textEdit(before, after) {
    return editAt(before, after, editSpan(before, after));
}
/**
 * The row and column of `index` in `text`, counting lines on from `from`
 * (a position before `index` that both texts share) when given.
 */
function pointAt(text, index, from) {
    let row = from?.point.row ?? 0;
    let lineStart = from?.lineStart ?? 0;
    for (let at = text.indexOf('\n', lineStart); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) {
        row++;
        lineStart = at + 1;
    }
    return { point: { row, column: index - lineStart }, lineStart };
}

;// CONCATENATED MODULE: ./src/adapters/tree-sitter/tree-sitter.ts







const wasmApi = globalThis.WebAssembly;
let compiled;
/** Compiles (once per thread) the WebAssembly of the runtime and of these packs' grammars. */
function compileWasm(packs) {
    const compile = (name, fromPackage) => new wasmApi.Module((0,external_node_fs_.readFileSync)((0,assets/* assetPath */.Q)(name, fromPackage)));
    compiled ??= { runtime: compile('web-tree-sitter.wasm'), grammars: {} };
    for (const pack of packs)
        compiled.grammars[pack.id] ??= compile(pack.grammarWasm, pack.grammarPackage);
    return compiled;
}
/** Makes this thread load from WebAssembly another thread compiled; call before any load. */
function useCompiledWasm(wasm) {
    compiled = wasm;
}
let runtime;
/**
 * web-tree-sitter, initialised once per thread. Its CommonJS build ships
 * beside the bundle as the package's own file and is loaded from there: the
 * ESM build's dynamic `import("module")` does not survive bundling, and the
 * bundled copy of the CommonJS build parses about 10% slower than the
 * original. Its .wasm is found through `locateFile` for the same reason, or
 * instantiated from the compiled module when there is one.
 */
function loadRuntime() {
    runtime ??= (async () => {
        const module = (0,external_node_module_.createRequire)(import.meta.url)((0,assets/* assetPath */.Q)('web-tree-sitter.cjs'));
        const shared = compiled?.runtime;
        if (!shared) {
            const wasm = (0,assets/* assetPath */.Q)('web-tree-sitter.wasm');
            await module.Parser.init({ locateFile: () => wasm });
            return module;
        }
        // Emscripten's hook hands over the instance we make; it has no way to
        // report a failure, so one rejects the race instead of leaving init hanging.
        let fail = () => undefined;
        const failed = new Promise((_, reject) => (fail = reject));
        await Promise.race([
            module.Parser.init({
                instantiateWasm: (imports, receive) => {
                    wasmApi
                        .instantiate(shared, imports)
                        .then((instance) => receive(instance, shared))
                        .catch(fail);
                    return {};
                },
            }),
            failed,
        ]);
        return module;
    })();
    return runtime;
}
/**
 * Loads a language pack's grammar and reads its queries, compiled when first
 * used. The runtime's and the grammar's instantiation hold the event loop
 * open ({@link holdingLoop}).
 */
function loadLanguage(pack) {
    return (0,hold_loop/* holdingLoop */.G)(loadLanguageHeld(pack));
}
async function loadLanguageHeld(pack) {
    const { Parser, Language, Query } = await loadRuntime();
    const shared = compiled?.grammars[pack.id];
    const grammar = shared
        ? Language.loadSync(shared)
        : await Language.load(await (0,promises_.readFile)((0,assets/* assetPath */.Q)(pack.grammarWasm, pack.grammarPackage)));
    const sources = await Promise.all(pack.queryFiles.map((file) => (0,promises_.readFile)((0,assets/* assetPath */.Q)(`${pack.queryDir}/${file}`), 'utf8')));
    const parser = new Parser();
    parser.setLanguage(grammar);
    // Compiled on first use: only trees with syntax errors need the query (see
    // placeTreeDefinitions), and compiling it costs each thread 5 to 15 ms of
    // start-up.
    let query;
    return {
        pack,
        label: labelOf(pack),
        parser,
        get query() {
            query ??= new Query(grammar, sources.join('\n'));
            return query;
        },
        trees: createTreeCache(parser),
    };
}
/** The label of the language whose manifest holds the pack; the pack's id for a pack no manifest holds. */
function labelOf(pack) {
    return manifests/* LANGUAGE_MANIFESTS */.M2.find((m) => m.packs.some((p) => p.id === pack.id))?.label ?? pack.id;
}
const threadLanguages = new Map();
/**
 * This thread's one loaded language for a pack: the grammar is loaded and the
 * parser created once, then shared by every discoverer and tool on the thread
 * (parsing is synchronous, so sharing is safe). It lives as long as the
 * thread; nobody deletes it.
 */
function sharedLanguage(pack) {
    let loaded = threadLanguages.get(pack.id);
    if (!loaded) {
        loaded = loadLanguage(pack);
        threadLanguages.set(pack.id, loaded);
        // A failed load may succeed later (a missing asset restored); do not keep the failure.
        loaded.catch(() => threadLanguages.delete(pack.id));
    }
    return loaded;
}


/***/ }),

/***/ 2297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E4: () => (/* binding */ decodeSource),
/* harmony export */   Qc: () => (/* binding */ declaredEncoding),
/* harmony export */   V0: () => (/* binding */ declaredCoding),
/* harmony export */   rr: () => (/* binding */ LineIndex)
/* harmony export */ });
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/**
 * Decodes a source file the way its language's reader would choose its
 * encoding (BOM, then, for a language whose files honour one, its coding
 * header, else UTF-8), replacing undecodable bytes instead of failing: one
 * bad byte must not hide a file from review. Replacement never adds or
 * removes a newline, so line numbers stay right.
 */
function decodeSource(bytes, header) {
    const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
    const body = hasBom ? bytes.subarray(3) : bytes;
    const head = new TextDecoder('latin1').decode(body.subarray(0, 400));
    const declared = header ? declaredEncoding(head, header) : undefined;
    const encoding = hasBom ? 'utf-8' : (declared ?? 'utf-8');
    const strict = tryDecode(body, encoding, true);
    if (strict !== undefined)
        return { text: strict, bomBytes: hasBom ? 3 : 0, lossy: false, encoding };
    const text = tryDecode(body, encoding, false) ?? new TextDecoder('utf-8').decode(body);
    return { text, bomBytes: hasBom ? 3 : 0, lossy: true, encoding };
}
/**
 * The encoding a coding header in the first two lines of `head` (the start of
 * a file) declares, by its WHATWG name ('iso-8859-1' for latin-1);
 * undefined when there is none or Node does not know it.
 */
function declaredEncoding(head, header) {
    return codingOf(head, header)?.encoding;
}
/**
 * The coding header of the first two lines, if any: the name as written, and
 * the encoding it means when Node knows it.
 */
function declaredCoding(bytes, header) {
    const hasBom = UTF8_BOM.every((b, i) => bytes[i] === b);
    const body = hasBom ? bytes.subarray(3) : bytes;
    return codingOf(new TextDecoder('latin1').decode(body.subarray(0, 400)), header);
}
function codingOf(head, header) {
    for (const line of head.split('\n', 2)) {
        const match = header.exec(line);
        if (match?.[1]) {
            const encoding = normalizeEncoding(match[1]);
            return encoding === undefined
                ? { name: match[1], known: false }
                : { name: match[1], known: true, encoding };
        }
    }
    return undefined;
}
function normalizeEncoding(name) {
    const lower = name.toLowerCase();
    const compact = lower.replace(/[-_]/g, '');
    if (compact === 'utf8' || compact.startsWith('utf8'))
        return 'utf-8';
    // WHATWG reads "latin1" as windows-1252; a coding header (Python's) means ISO-8859-1 exactly.
    if (LATIN1_NAMES.has(compact))
        return LATIN1;
    for (const label of [lower, compact, lower.replace(/_/g, '-')]) {
        try {
            return new TextDecoder(label).encoding;
        }
        catch {
            // Not a label Node knows; try the next spelling.
        }
    }
    // An encoding Node does not know at all: decode as UTF-8, lossily if need be.
    return undefined;
}
const LATIN1 = 'iso-8859-1';
const LATIN1_NAMES = new Set(['latin1', 'iso88591', 'iso885911987', 'l1', 'cp819', '8859']);
function tryDecode(bytes, encoding, fatal) {
    if (encoding === LATIN1)
        return decodeLatin1(bytes);
    try {
        return new TextDecoder(encoding, { fatal }).decode(bytes);
    }
    catch {
        return undefined;
    }
}
/** Every byte is the code point of the same number: ISO-8859-1 cannot fail. */
function decodeLatin1(bytes) {
    let text = '';
    for (let i = 0; i < bytes.length; i += 8192) {
        text += String.fromCharCode(...bytes.subarray(i, i + 8192));
    }
    return text;
}
// eslint-disable-next-line no-control-regex -- the test is for any code point past ASCII
const NON_ASCII = /[^\x00-\x7f]/;
/**
 * Maps UTF-16 indices of a text (what web-tree-sitter reports) to 0-based
 * rows and UTF-8 byte offsets without asking the tree: a row is the number of
 * newlines before an index, which is how tree-sitter counts rows too, and a
 * binary search here is far cheaper than a call into WebAssembly per position.
 */
class LineIndex {
    text;
    byteBase;
    lineStarts = [0];
    lineStartBytes;
    /** Most source is ASCII, where a byte offset is the index: no counting at all. */
    ascii;
    constructor(text, byteBase = 0) {
        this.text = text;
        this.byteBase = byteBase;
        for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
            this.lineStarts.push(i + 1);
        this.lineStartBytes = new Array(this.lineStarts.length);
        this.ascii = !NON_ASCII.test(text);
    }
    /** Number of lines, counting a last line without a newline; an empty text has none. */
    get lineCount() {
        const last = this.lineStarts[this.lineStarts.length - 1] ?? 0;
        return last === this.text.length ? this.lineStarts.length - 1 : this.lineStarts.length;
    }
    /** The 0-based row of a UTF-16 index: the number of newlines before it. */
    rowAt(index) {
        let low = 0;
        let high = this.lineStarts.length - 1;
        while (low < high) {
            const middle = (low + high + 1) >>> 1;
            if ((this.lineStarts[middle] ?? 0) <= index)
                low = middle;
            else
                high = middle - 1;
        }
        return low;
    }
    /** UTF-8 byte offset (plus the stripped BOM) of a UTF-16 index on `row`. */
    byteAt(index, row = this.rowAt(index)) {
        if (this.ascii)
            return this.byteBase + index;
        return this.rowStartByte(row) + utf8Length(this.text, this.lineStarts[row] ?? 0, index);
    }
    /** Total byte length, BOM included. */
    get totalBytes() {
        return this.byteAt(this.text.length);
    }
    rowStartByte(row) {
        const cached = this.lineStartBytes[row];
        if (cached !== undefined)
            return cached;
        // Fill forward from the nearest known row; queries arrive mostly in order.
        let known = row;
        while (known > 0 && this.lineStartBytes[known] === undefined)
            known--;
        let bytes = this.lineStartBytes[known] ?? this.byteBase;
        this.lineStartBytes[known] = bytes;
        for (let r = known + 1; r <= row; r++) {
            bytes += utf8Length(this.text, this.lineStarts[r - 1] ?? 0, this.lineStarts[r] ?? this.text.length);
            this.lineStartBytes[r] = bytes;
        }
        return bytes;
    }
}
function utf8Length(text, from, to) {
    let bytes = 0;
    for (let i = from; i < to; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x80)
            bytes += 1;
        else if (code < 0x800)
            bytes += 2;
        else if (code >= 0xd800 && code <= 0xdbff && i + 1 < to) {
            bytes += 4;
            i++;
        }
        else
            bytes += 3;
    }
    return bytes;
}


/***/ }),

/***/ 7666:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N: () => (/* binding */ compareNodes),
/* harmony export */   P: () => (/* binding */ computeNodeId)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/**
 * `sha256("<file_path>:<node_type>:<full_name>")[:16]`. It does not depend on
 * line numbers, so a node keeps its id when code above it moves.
 */
function computeNodeId(filePath, nodeType, fullName) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256')
        .update(`${filePath}:${nodeType}:${fullName}`)
        .digest('hex')
        .slice(0, 16);
}
/** Orders nodes by file, then position, outer before inner: the order every output uses. */
function compareNodes(a, b) {
    if (a.file_path !== b.file_path)
        return a.file_path < b.file_path ? -1 : 1;
    return a.start_line - b.start_line || b.end_line - a.end_line || a.start_byte - b.start_byte;
}


/***/ })

};
