export const id = 661;
export const ids = [661];
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
// EXTERNAL MODULE: ./node_modules/diff/libesm/diff/array.js
var array = __webpack_require__(1318);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
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
        // The cached tree stays as it is for its own text: the edits go to a copy, in order,
        // each where the ones before it left the text.
        const edited = base.entry.tree.copy();
        // tree.edit reads only these fields; the class's helper methods are not needed for it.
        for (const edit of base.edits)
            edited.edit(edit);
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
 * with the edit that turns it into `text`; else, for a large text, a cached
 * one that differs from it in a few places apart (a pull request's head
 * against its base), with an edit for each; none when no text shares at
 * least half of it, where parsing from nothing costs as much.
 */
function closestEntry(entries, text) {
    let best;
    const spans = [];
    for (const entry of entries) {
        const span = editSpan(entry.text, text);
        spans.push({ entry, span });
        const shared = span.start + (text.length - span.newEnd);
        if (shared * 2 >= text.length && (!best || shared > best.shared))
            best = { entry, span, shared };
    }
    // Rows and columns only for the one edit made: counting lines is the costly part.
    if (best)
        return { entry: best.entry, edits: [editAt(best.entry.text, text, best.span)] };
    if (text.length < LINE_EDITS_FROM)
        return undefined;
    for (const { entry, span } of spans) {
        const edits = sharesBothEnds(entry.text, text, span) ? lineEdits(entry.text, text) : undefined;
        if (edits)
            return { entry, edits };
    }
    return undefined;
}
/**
 * From this many characters on, a text that no cached text shares a common
 * start and end with is compared line by line with the cached texts that
 * begin and end with its first and last lines: parsing it from nothing costs
 * tens of milliseconds, comparing its lines a few.
 */
const LINE_EDITS_FROM = 32 * 1024;
/** Changed lines past which the comparison stops: a text that different is parsed from nothing. */
const MOST_CHANGED_LINES = 256;
/** Whether the two texts' common start and common end each hold a whole line. */
function sharesBothEnds(before, after, span) {
    const firstLine = after.indexOf('\n');
    const lastLine = after.lastIndexOf('\n', after.length - 2);
    return (firstLine !== -1 &&
        span.start > firstLine &&
        after.length - span.newEnd > after.length - 1 - lastLine);
}
/**
 * The edits that turn `before` into `after`, one for each run of changed
 * lines, each where the edits before it left the text; none when more than
 * {@link MOST_CHANGED_LINES} lines changed, or less than half the text is
 * shared. A line here holds its line break, so the lines of each side make
 * up its text exactly, and each edit begins at a line's start.
 */
function lineEdits(before, after) {
    const changes = (0,array/* diffArrays */.E)(linesOf(before), linesOf(after), {
        maxEditLength: MOST_CHANGED_LINES,
    });
    if (!changes)
        return undefined;
    const edits = [];
    // Where the text stands, in `after`'s terms: the edits before this point are made.
    let index = 0;
    let row = 0;
    let shared = 0;
    let removed = [];
    let added = [];
    const flush = () => {
        if (removed.length === 0 && added.length === 0)
            return;
        const oldText = removed.join('');
        const newText = added.join('');
        edits.push({
            startIndex: index,
            oldEndIndex: index + oldText.length,
            newEndIndex: index + newText.length,
            startPosition: { row, column: 0 },
            oldEndPosition: endOf(row, oldText),
            newEndPosition: endOf(row, newText),
        });
        index += newText.length;
        row += added.length;
        removed = [];
        added = [];
    };
    for (const change of changes) {
        if (change.removed)
            (0,arrays/* appendAll */.u2)(removed, change.value);
        else if (change.added)
            (0,arrays/* appendAll */.u2)(added, change.value);
        else {
            flush();
            const text = change.value.join('');
            index += text.length;
            row += change.value.length;
            shared += text.length;
        }
    }
    flush();
    return shared * 2 >= after.length ? edits : undefined;
}
/** The lines of a text, each with its line break (the last one may have none). */
function linesOf(text) {
    const lines = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
        lines.push(text.slice(start, end + 1));
        start = end + 1;
    }
    if (start < text.length)
        lines.push(text.slice(start));
    return lines;
}
/** Where a text that starts at the start of row `row` ends. */
function endOf(row, text) {
    const end = pointAt(text, text.length).point;
    return { row: row + end.row, column: end.column };
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


/***/ })

};
