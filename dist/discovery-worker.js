import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: ./src/core/nodes.ts

/**
 * `sha256("<file_path>:<node_type>:<full_name>")[:16]`. It does not depend on
 * line numbers, so a node keeps its id when code above it moves.
 */
function computeNodeId(filePath, nodeType, fullName) {
    return (0,external_node_crypto_namespaceObject.createHash)('sha256')
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

;// CONCATENATED MODULE: ./src/core/discovery/source-text.ts
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

;// CONCATENATED MODULE: ./src/core/discovery/query-definitions.ts
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
        return placeQueryDefinitions(query(), tree.rootNode, comments);
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
    const lines = new LineIndex(source.text, source.bomBytes);
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
            node_id: computeNodeId(filePath, nodeType, fullName),
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
    placed.sort((a, b) => compareNodes(a.node, b.node));
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
        node_id: computeNodeId(filePath, 'file', filePath),
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
    const coding = header ? declaredCoding(bytes, header) : undefined;
    if (coding && !coding.known)
        return `its coding header names an encoding Remora cannot decode ('${coding.name}')`;
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/arrays.ts
/**
 * Array operations on lists of any length. A spread call (`push(...items)`,
 * `Math.min(...values)`, `splice(at, n, ...items)`) passes each item as an
 * argument, and past about 125,000 of them V8 throws `RangeError: Maximum
 * call stack size exceeded`: a pull request's file reaches that with a
 * docstring of blank lines, a list of literals, or a linter's findings on a
 * generated file. ESLint refuses those spreads in src/ (eslint.config.js).
 */
/** Appends every item to `target`, in order; returns `target`. */
function appendAll(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}
/** The smallest of the values; Infinity for none, as `Math.min()`. */
function smallest(values) {
    let least = Infinity;
    for (const value of values)
        least = Math.min(least, value);
    return least;
}
/** The largest of the values; -Infinity for none, as `Math.max()`. */
function largest(values) {
    let most = -Infinity;
    for (const value of values)
        most = Math.max(most, value);
    return most;
}
/**
 * `target.splice(start, deleteCount, ...items)` for any number of items:
 * removes `deleteCount` items at `start` and puts `items` in their place.
 */
function spliceAll(target, start, deleteCount, items) {
    const tail = target.splice(start);
    appendAll(target, items);
    for (let index = Math.max(0, deleteCount); index < tail.length; index++)
        target.push(tail[index]);
}

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
    const source = decodeSource(bytes, language.pack.codingHeader);
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
        appendAll(diagnostics, found.diagnostics);
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

;// CONCATENATED MODULE: ./src/languages/python/manifest.ts

/** Python: `.py` and `.pyi` files; pytest runs with the `python3` on PATH. */
const manifests = [
    {
        id: 'python',
        label: 'Python',
        packs: [PYTHON],
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
    definitions_walkStatements(walk, root, []);
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
function definitions_walkStatements(walk, container, scope) {
    for (const statement of container.namedChildren) {
        if (!statement)
            continue;
        if (statement.type === 'ERROR')
            definitions_walkStatements(walk, statement, scope);
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
    definitions_walkStatements(walk, body, [...scope, ...name.text.split('.').map((part) => part.trim())]);
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
    return lastSignificantToken(node, comments).endIndex;
}

;// CONCATENATED MODULE: ./src/languages/typescript/discovery/jsdoc-above.ts
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

;// CONCATENATED MODULE: ./src/languages/typescript/discovery/packs.ts


/** `html_comment` is JavaScript's `<!--` line comment. */
const packs_COMMENT_TYPES = ['comment', 'html_comment'];
const comments = new Set(packs_COMMENT_TYPES);
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
    commentTypes: packs_COMMENT_TYPES,
    placeDefinitions,
    docsAbove: jsDocAbove,
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

;// CONCATENATED MODULE: ./src/languages/typescript/manifest.ts

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
const manifest_manifests = [
    {
        id: 'typescript',
        label: 'TypeScript',
        packs: [TYPESCRIPT, TSX],
        toolFolders: ['node_modules'],
        lintRules,
    },
    {
        id: 'javascript',
        label: 'JavaScript',
        packs: [JAVASCRIPT],
        toolFolders: ['node_modules'],
        lintRules,
    },
];

;// CONCATENATED MODULE: ./src/languages/bundled-language-manifests.ts


/** Every language's manifest, in folder order: what discovery and remora.yaml need, without the languages' code. */
const BUNDLED_LANGUAGE_MANIFESTS = [...manifests, ...manifest_manifests];

;// CONCATENATED MODULE: ./src/languages/manifests.ts


/** The languages that ship with Remora, as far as discovery and remora.yaml need them: no language's code. */
const LANGUAGE_MANIFESTS = BUNDLED_LANGUAGE_MANIFESTS;
/** Every grammar of every language: the one list of them. */
const LANGUAGE_PACKS = LANGUAGE_MANIFESTS.flatMap((language) => language.packs);
/** Every language's tool folders (installed packages, caches): never the project's source. */
const TOOL_FOLDERS = new Set(LANGUAGE_MANIFESTS.flatMap((language) => language.toolFolders ?? []));
/** The language that owns a path, by its ending; undefined for files no language reads. */
function tryLanguageFor(filePath) {
    return tryLanguageOf(LANGUAGE_MANIFESTS, filePath);
}
/** The grammar a path is parsed with, by its ending; undefined for files no language reads. */
function tryPackFor(filePath) {
    const lower = filePath.toLowerCase();
    return LANGUAGE_PACKS.find((pack) => pack.extensions.some((ext) => lower.endsWith(ext)));
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/adapters/files/assets.ts




const here = (0,external_node_path_namespaceObject.dirname)((0,external_node_url_namespaceObject.fileURLToPath)(import.meta.url));
const bundled = (0,external_node_fs_namespaceObject.existsSync)((0,external_node_path_namespaceObject.join)(here, 'web-tree-sitter.wasm'));
/**
 * Where a runtime asset (a .wasm file, a query pack, the op folders' agents) lives.
 * In the bundle every asset sits beside `index.js`, so `node dist/index.js`
 * works from any directory; from source they come from node_modules and the
 * repository's folders.
 */
function assets_assetPath(name, 
/**
 * The npm package a .wasm comes from (a linter's, or a grammar's when not
 * named after its file), found beside the package's entry.
 */
fromPackage) {
    if (bundled)
        return (0,external_node_path_namespaceObject.join)(here, name);
    const repoRoot = (0,external_node_path_namespaceObject.join)(here, '..', '..', '..');
    if (name.startsWith('queries/') || name.startsWith('languages/'))
        return (0,external_node_path_namespaceObject.join)(repoRoot, 'src', name);
    if (name === 'ops' || name.startsWith('ops/'))
        return (0,external_node_path_namespaceObject.join)(repoRoot, 'src', name);
    const require = (0,external_node_module_namespaceObject.createRequire)(import.meta.url);
    if (name === 'web-tree-sitter.wasm' || name === 'web-tree-sitter.cjs')
        return (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)(require.resolve('web-tree-sitter/web-tree-sitter.wasm')), name);
    if (fromPackage && !name.startsWith('tree-sitter-'))
        return (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)(require.resolve(fromPackage)), name);
    const grammar = /^tree-sitter-([a-z_]+)\.wasm$/.exec(name);
    if (grammar) {
        const from = fromPackage ?? `tree-sitter-${grammar[1]}`;
        return (0,external_node_path_namespaceObject.join)((0,external_node_path_namespaceObject.dirname)(require.resolve(`${from}/package.json`)), name);
    }
    throw new Error(`unknown asset ${name}`);
}
/** True when running from the committed bundle rather than from source. */
function isBundled() {
    return bundled;
}

;// CONCATENATED MODULE: ./src/adapters/process/hold-loop.ts
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

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/base.js
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

;// CONCATENATED MODULE: ./node_modules/diff/libesm/diff/array.js

class ArrayDiff extends Diff {
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
    const changes = diffArrays(linesOf(before), linesOf(after), {
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
            appendAll(removed, change.value);
        else if (change.added)
            appendAll(added, change.value);
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
    const compile = (name, fromPackage) => new wasmApi.Module(readFileSync(assetPath(name, fromPackage)));
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
        const module = (0,external_node_module_namespaceObject.createRequire)(import.meta.url)(assets_assetPath('web-tree-sitter.cjs'));
        const shared = compiled?.runtime;
        if (!shared) {
            const wasm = assets_assetPath('web-tree-sitter.wasm');
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
    return holdingLoop(loadLanguageHeld(pack));
}
async function loadLanguageHeld(pack) {
    const { Parser, Language, Query } = await loadRuntime();
    const shared = compiled?.grammars[pack.id];
    const grammar = shared
        ? Language.loadSync(shared)
        : await Language.load(await (0,promises_namespaceObject.readFile)(assets_assetPath(pack.grammarWasm, pack.grammarPackage)));
    const sources = await Promise.all(pack.queryFiles.map((file) => (0,promises_namespaceObject.readFile)(assets_assetPath(`${pack.queryDir}/${file}`), 'utf8')));
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
    return LANGUAGE_MANIFESTS.find((m) => m.packs.some((p) => p.id === pack.id))?.label ?? pack.id;
}
const threadLanguages = new Map();
/**
 * This thread's one loaded language for a pack: the grammar is loaded and the
 * parser created once, then shared by every discoverer and tool on the thread
 * (parsing is synchronous, so sharing is safe). It lives as long as the
 * thread; nobody deletes it.
 */
function tree_sitter_sharedLanguage(pack) {
    let loaded = threadLanguages.get(pack.id);
    if (!loaded) {
        loaded = loadLanguage(pack);
        threadLanguages.set(pack.id, loaded);
        // A failed load may succeed later (a missing asset restored); do not keep the failure.
        loaded.catch(() => threadLanguages.delete(pack.id));
    }
    return loaded;
}

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
                const found = await discoverRead(input, readInput(input), sharedLanguage, options);
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
function readInput(input) {
    if ('bytes' in input)
        return { bytes: input.bytes };
    try {
        return { bytes: (0,external_node_fs_namespaceObject.readFileSync)(input.absolute_path) };
    }
    catch (error) {
        return { error };
    }
}
/** Discovers one input; unreadable files and unknown languages become diagnostics. */
async function discoverRead(input, read, languageFor, options) {
    const unparsed = (discovery) => ({
        discovery,
        source: '',
        spans: [],
    });
    const pack = tryPackFor(input.file_path);
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
    const port = external_node_worker_threads_namespaceObject.parentPort;
    if (!port)
        throw new Error('runDiscoveryWorker needs a parent thread');
    port.on('message', ({ start, inputs }) => {
        const discover = async () => {
            const results = [];
            for (const input of inputs)
                results.push(packDiscovery(await discoverRead(input, readInput(input), tree_sitter_sharedLanguage, options)));
            return results;
        };
        discover().then((results) => port.postMessage({ start, results }, results.map((result) => result.numbers.buffer)), (error) => port.postMessage({ start, error: String(error) }));
    });
}

;// CONCATENATED MODULE: ./src/adapters/tree-sitter/discovery-worker-main.ts
/**
 * The entry of discovery worker threads: a bundle of its own, holding only
 * discovery, so each worker starts in a fraction of the time the whole
 * action would take to load.
 */


runDiscoveryWorker(external_node_worker_threads_namespaceObject.workerData);

