export const id = 332;
export const ids = [332];
export const modules = {

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
