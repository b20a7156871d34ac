export const id = 43;
export const ids = [43];
export const modules = {

/***/ 2822:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ splitDiffLines),
/* harmony export */   ce: () => (/* binding */ readHunks),
/* harmony export */   nE: () => (/* binding */ isPlainFileStart),
/* harmony export */   oH: () => (/* binding */ diffError)
/* harmony export */ });
/* unused harmony export parseHunkHeader */
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3857);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);


const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/;
const KIND_BY_MARKER = {
    ' ': 'context',
    '+': 'added',
    '-': 'deleted',
};
/** The `DIFF_001` error for one file, so every parse failure names where it happened. */
function diffError(filePath, message) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('DIFF_001', `Cannot parse the diff of "${filePath}": ${message}`);
}
/**
 * Splits diff text into lines. Only `\n` ends a line, as in git; one `\r`
 * before it belongs to the terminator (CRLF files, or a diff saved with CRLF)
 * and is dropped, so it never shows up in a line's text.
 */
function splitDiffLines(text) {
    if (text === '')
        return [];
    const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    if (lines[lines.length - 1] === '')
        lines.pop();
    return lines;
}
/** A line of diff text for an error message: short, and visibly quoted. */
function excerpt(line) {
    return JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}...` : line);
}
/** Reads `@@ -a,b +c,d @@ section`; an omitted count is 1, as in the unified format. */
function parseHunkHeader(line, filePath) {
    const match = HUNK_HEADER.exec(line);
    if (!match)
        throw diffError(filePath, `bad hunk header ${excerpt(line)}`);
    const [, oldStart, oldLines, newStart, newLines, section] = match;
    const hunk = {
        header: line,
        oldStart: Number(oldStart),
        oldLines: oldLines === undefined ? 1 : Number(oldLines),
        newStart: Number(newStart),
        newLines: newLines === undefined ? 1 : Number(newLines),
        section: (section ?? '').replace(/^ /, ''),
    };
    // Line 0 only exists as "before the first line", which only an empty side uses.
    if ((hunk.oldStart === 0 && hunk.oldLines > 0) || (hunk.newStart === 0 && hunk.newLines > 0)) {
        throw diffError(filePath, `hunk ${excerpt(line)} starts at line 0`);
    }
    return hunk;
}
function markNoNewline(hunk, filePath) {
    const last = hunk.lines[hunk.lines.length - 1];
    if (!last)
        throw diffError(filePath, `hunk ${excerpt(hunk.header)} opens with a "\\" marker`);
    last.noNewlineAtEnd = true;
}
/** A plain (non-git) unified diff starts each file with a `---` line directly followed by `+++`. */
function isPlainFileStart(lines, i) {
    return (lines[i]?.startsWith('--- ') ?? false) && (lines[i + 1]?.startsWith('+++ ') ?? false);
}
/**
 * Reads the hunks of one file, starting at `lines[start]` and not reading
 * past `end` (the next `diff --git` line, or the end of the text).
 * `parsePatch` of the `diff` package decides which lines belong to which
 * hunk, and checks each hunk's lines against its header's counts; the
 * numbering, the `\ No newline at end of file` flags and the order of hunks
 * are read here. Fails when a hunk carries more or fewer lines than its
 * header declares or hunks overlap, either of which means the counts cannot
 * be trusted for line numbers.
 *
 * @returns the hunks (none when `lines[start]` is no `@@` line) and the index
 *   of the line after the last one.
 */
function readHunks(lines, start, end, filePath) {
    if (!lines[start]?.startsWith('@@'))
        return { hunks: [], next: start };
    const region = lines.slice(start, end);
    // Headers first, so a bad one is named as such rather than as a count that does not add up.
    for (const line of region)
        if (line.startsWith('@@'))
            parseHunkHeader(line, filePath);
    const parsed = tryParsePatch(region, start, filePath);
    const hunks = [];
    let i = start;
    for (const { lines: body } of parsed[0]?.hunks ?? []) {
        // parsePatch skips text it does not know between hunks; a diff of git's has none.
        if (!lines[i]?.startsWith('@@')) {
            throw diffError(filePath, `unexpected text at diff line ${i + 1}: ${excerpt(lines[i] ?? '')}`);
        }
        const hunk = toHunk(lines[i], body, filePath);
        const previous = hunks[hunks.length - 1];
        if (previous &&
            (hunk.oldStart < previous.oldStart + previous.oldLines ||
                hunk.newStart < previous.newStart + previous.newLines)) {
            throw diffError(filePath, `hunk ${excerpt(hunk.header)} overlaps or precedes the one before`);
        }
        hunks.push(hunk);
        i += 1 + body.length;
    }
    return { hunks, next: i };
}
/** `parsePatch` over lines of one file's hunks, its complaints as `DIFF_001` naming the hunk. */
function tryParsePatch(region, start, filePath) {
    try {
        // The final newline makes a last line whose space was trimmed away a context line, and
        // leaves parsePatch no end of input at which to take a count of 1 as 0 (`@@ -1 +1 @@`
        // over one `-` line).
        return (0,diff__WEBPACK_IMPORTED_MODULE_1__/* .parsePatch */ .i)(`${region.join('\n')}\n`);
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const at = Number(/line (\d+)/.exec(message)?.[1] ?? 1) - 1;
        const header = parseHunkHeader(region[at] ?? '', filePath);
        const problem = /more lines than expected/.test(message)
            ? 'has more lines than its header declares'
            : `declares ${header.oldLines} old and ${header.newLines} new lines, but the lines ` +
                'after it do not add up to that';
        throw diffError(filePath, `hunk ${excerpt(header.header)} ${problem} (diff line ${start + at + 1})`);
    }
}
/**
 * One hunk as Remora reads it: `body` is the hunk's lines as `parsePatch`
 * gave them, the `\` markers included, which are not lines of the file.
 */
function toHunk(headerLine, body, filePath) {
    const hunk = { ...parseHunkHeader(headerLine, filePath), lines: [] };
    let oldLine = hunk.oldStart;
    let newLine = hunk.newStart;
    for (const raw of body) {
        if (raw.startsWith('\\')) {
            markNoNewline(hunk, filePath);
            continue;
        }
        // An empty line is a context line whose lone space was trimmed away by
        // an editor or a mail client, as parsePatch reads it too.
        const kind = KIND_BY_MARKER[raw === '' ? ' ' : raw[0]] ?? 'context';
        hunk.lines.push({
            kind,
            text: raw.slice(1),
            oldLine: kind === 'added' ? null : oldLine++,
            newLine: kind === 'deleted' ? null : newLine++,
            noNewlineAtEnd: false,
        });
    }
    return hunk;
}


/***/ }),

/***/ 3043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  K2: () => (/* reexport */ changedNodes),
  SC: () => (/* reexport */ deletionPoints),
  Ff: () => (/* reexport */ fileDiffFromGitHub),
  Tc: () => (/* reexport */ parseGitDiff)
});

// UNUSED EXPORTS: addedLines, anchorableLines, nodeForDeletion, smallestContaining, toRanges

// EXTERNAL MODULE: ./src/core/diff/hunks.ts
var diff_hunks = __webpack_require__(2822);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/diff/paths.ts
/**
 * Path handling for git diff headers. Git writes a path containing special
 * characters (quotes, backslashes, control bytes and, with the default
 * `core.quotePath`, any non-ASCII byte) as a double-quoted C string with
 * octal escapes for the raw UTF-8 bytes.
 */

const SIMPLE_ESCAPES = {
    a: 7,
    b: 8,
    t: 9,
    n: 10,
    v: 11,
    f: 12,
    r: 13,
    '"': 34,
    '\\': 92,
};
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');
/**
 * Reads a C-quoted string starting at `start` (which must be `"`). Returns the
 * decoded value and the index just past the closing quote, or `null` when the
 * text is not a well-formed quoted string.
 */
function readQuoted(text, start) {
    if (text[start] !== '"')
        return null;
    // Escapes encode bytes, not characters: collect bytes and decode once so
    // a multi-byte UTF-8 sequence split across escapes comes out whole.
    const bytes = [];
    let i = start + 1;
    while (i < text.length) {
        const ch = text[i];
        if (ch === '"')
            return { value: decoder.decode(Uint8Array.from(bytes)), end: i + 1 };
        if (ch !== '\\') {
            const codePoint = text.codePointAt(i);
            const char = String.fromCodePoint(codePoint);
            (0,arrays/* appendAll */.u2)(bytes, encoder.encode(char));
            i += char.length;
            continue;
        }
        const next = text[i + 1];
        if (next === undefined)
            return null;
        const octal = /^[0-7]{3}/.exec(text.slice(i + 1, i + 4));
        if (octal) {
            bytes.push(parseInt(octal[0], 8) & 0xff);
            i += 4;
        }
        else if (next in SIMPLE_ESCAPES) {
            bytes.push(SIMPLE_ESCAPES[next]);
            i += 2;
        }
        else {
            return null;
        }
    }
    return null;
}
/**
 * A whole header path token, quoted or bare. It ends at a tab: `diff -u`
 * puts a timestamp after one, and git a lone tab when the name has a space.
 */
function readPathToken(token) {
    if (token.startsWith('"')) {
        const quoted = readQuoted(token, 0);
        if (!quoted)
            return null;
        const after = token.slice(quoted.end);
        return after === '' || after.startsWith('\t') ? quoted.value : null;
    }
    const tab = token.indexOf('\t');
    return tab === -1 ? token : token.slice(0, tab);
}
function stripPrefix(path, prefix) {
    return prefix !== '' && path.startsWith(prefix) ? path.slice(prefix.length) : path;
}
/**
 * The path of a `--- ` or `+++ ` line (given without that marker), with the
 * prefix removed; `null` for `/dev/null`; `undefined` when unreadable.
 */
function parseMarkerPath(token, prefix) {
    const raw = readPathToken(token);
    if (raw === null)
        return undefined;
    if (raw === '/dev/null')
        return null;
    return stripPrefix(raw, prefix);
}
/** The path of a `rename from`, `copy to`, ... line: no prefix, maybe quoted. */
function parseBarePath(token) {
    return readPathToken(token) ?? undefined;
}
/**
 * The two paths of a `diff --git <a> <b>` line (given without `diff --git `).
 * Unquoted names with spaces are ambiguous; the line is then read as the same
 * name twice, which holds for every file git does not rename or copy, and the
 * rename/copy headers supply the names for the rest.
 */
function parseGitHeaderPaths(rest, prefixes) {
    const pair = splitHeaderTokens(rest, prefixes);
    if (!pair)
        return null;
    return {
        oldPath: stripPrefix(pair[0], prefixes.srcPrefix),
        newPath: stripPrefix(pair[1], prefixes.dstPrefix),
    };
}
function splitHeaderTokens(rest, prefixes) {
    if (rest.startsWith('"')) {
        const first = readQuoted(rest, 0);
        if (!first || rest[first.end] !== ' ')
            return null;
        const second = readPathToken(rest.slice(first.end + 1));
        return second === null ? null : [first.value, second];
    }
    if (rest.endsWith('"')) {
        // Only the new name needed quoting: find the space that opens it.
        for (let i = rest.indexOf(' "'); i !== -1; i = rest.indexOf(' "', i + 1)) {
            const second = readQuoted(rest, i + 1);
            if (second && second.end === rest.length)
                return [rest.slice(0, i), second.value];
        }
        return null;
    }
    const mid = (rest.length - 1) / 2;
    if (Number.isInteger(mid) && rest[mid] === ' ') {
        const left = rest.slice(0, mid);
        const right = rest.slice(mid + 1);
        if (stripPrefix(left, prefixes.srcPrefix) === stripPrefix(right, prefixes.dstPrefix)) {
            return [left, right];
        }
    }
    const split = rest.indexOf(prefixes.dstPrefix === '' ? ' ' : ` ${prefixes.dstPrefix}`);
    return split === -1 ? null : [rest.slice(0, split), rest.slice(split + 1)];
}

;// CONCATENATED MODULE: ./src/core/diff/parse-git-diff.ts


function barePath(value, label) {
    const path = parseBarePath(value);
    if (path === undefined)
        throw (0,diff_hunks/* diffError */.oH)(label, `unreadable path ${JSON.stringify(value)}`);
    return path;
}
/** Extended header lines of `git diff`, by their fixed prefix. */
const HEADER_HANDLERS = [
    [
        'old mode ',
        (s, v) => {
            s.oldMode = v;
        },
    ],
    [
        'new mode ',
        (s, v) => {
            s.newMode = v;
        },
    ],
    [
        'new file mode ',
        (s) => {
            s.added = true;
            s.oldPath = null;
        },
    ],
    [
        'deleted file mode ',
        (s) => {
            s.deleted = true;
            s.newPath = null;
        },
    ],
    [
        'similarity index ',
        (s, v) => {
            s.similarity = parseInt(v, 10);
        },
    ],
    ['dissimilarity index ', () => undefined],
    ['index ', () => undefined],
    ['rename from ', (s, v, l) => setOld(s, 'renamed', barePath(v, l))],
    ['rename to ', (s, v, l) => setNew(s, 'renamed', barePath(v, l))],
    // Spelling of git before 1.5.4, still accepted by `git apply`.
    ['rename old ', (s, v, l) => setOld(s, 'renamed', barePath(v, l))],
    ['rename new ', (s, v, l) => setNew(s, 'renamed', barePath(v, l))],
    ['copy from ', (s, v, l) => setOld(s, 'copied', barePath(v, l))],
    ['copy to ', (s, v, l) => setNew(s, 'copied', barePath(v, l))],
];
function setOld(state, flag, path) {
    state[flag] = true;
    state.oldPath = path;
}
function setNew(state, flag, path) {
    state[flag] = true;
    state.newPath = path;
}
/**
 * Parses unified diff text, such as the output of `git diff -M base...head`,
 * into one {@link FileDiff} per file, in diff order. Also accepts plain
 * `diff -u` style sections that have no `diff --git` line. Empty input gives
 * an empty list.
 *
 * @throws RemoraError `DIFF_001` on text that is not a diff, or on a hunk
 *   whose lines disagree with its header.
 */
function parseGitDiff(text, options = {}) {
    const prefixes = {
        srcPrefix: options.srcPrefix ?? 'a/',
        dstPrefix: options.dstPrefix ?? 'b/',
    };
    const lines = (0,diff_hunks/* splitDiffLines */.H)(text);
    const files = [];
    let i = 0;
    while (i < lines.length) {
        const line = lines[i];
        if (line.startsWith('diff --git ')) {
            i = readGitSection(lines, i, prefixes, files);
        }
        else if ((0,diff_hunks/* isPlainFileStart */.nE)(lines, i)) {
            // Plain files are not delimited: each one's hunks are read from the rest of the run, which
            // is fine for what writes them (`diff -u`, a person) and never happens in git's output.
            const end = sectionEnd(lines, i);
            i = readMarkedHunks(lines, i, end, emptyState(null, null), prefixes, files);
        }
        else if (lines.slice(i).every((rest) => rest.trim() === '')) {
            break;
        }
        else {
            const where = files[files.length - 1]?.path ?? '(start of diff)';
            throw (0,diff_hunks/* diffError */.oH)(where, `unexpected text at diff line ${i + 1}: ${JSON.stringify(line)}`);
        }
    }
    return files;
}
function emptyState(oldPath, newPath) {
    return {
        oldPath,
        newPath,
        added: false,
        deleted: false,
        renamed: false,
        copied: false,
        binary: false,
        oldMode: null,
        newMode: null,
        similarity: null,
        hunks: [],
    };
}
/** Reads one `diff --git` section; returns the index of the line after it. */
function readGitSection(lines, start, prefixes, files) {
    const first = lines[start];
    const paths = parseGitHeaderPaths(first.slice('diff --git '.length), prefixes);
    if (!paths)
        throw (0,diff_hunks/* diffError */.oH)(first, 'unreadable "diff --git" line');
    const state = emptyState(paths.oldPath, paths.newPath);
    let i = start + 1;
    for (; i < lines.length; i += 1) {
        const line = lines[i];
        if (line.startsWith('diff --git '))
            break;
        if (line.startsWith('--- ')) {
            return readMarkedHunks(lines, i, sectionEnd(lines, i), state, prefixes, files);
        }
        if (line.startsWith('Binary files ') || line === 'GIT binary patch') {
            state.binary = true;
            i = skipBinaryBody(lines, i + 1);
            break;
        }
        const handler = HEADER_HANDLERS.find(([prefix]) => line.startsWith(prefix));
        if (!handler) {
            throw (0,diff_hunks/* diffError */.oH)(labelOf(state), `unexpected header at diff line ${i + 1}: ${line}`);
        }
        handler[1](state, line.slice(handler[0].length), labelOf(state));
    }
    files.push(toFileDiff(state));
    return i;
}
/** A binary patch body is base85 data up to the next file; none of it concerns us. */
function skipBinaryBody(lines, start) {
    return sectionEnd(lines, start - 1);
}
/**
 * The index of the next `diff --git` line after `start`, or the end: no line
 * of a hunk starts so, so a file's hunks never reach past it.
 */
function sectionEnd(lines, start) {
    let i = start + 1;
    while (i < lines.length && !lines[i].startsWith('diff --git '))
        i += 1;
    return i;
}
/**
 * Reads `---`, `+++` and the hunks after them, up to `end` at most; returns
 * the index of the line after them.
 */
function readMarkedHunks(lines, start, end, state, prefixes, files) {
    const minus = lines[start];
    const plus = lines[start + 1];
    if (plus === undefined || !plus.startsWith('+++ ')) {
        throw (0,diff_hunks/* diffError */.oH)(labelOf(state), `"---" at diff line ${start + 1} is not followed by "+++"`);
    }
    const oldPath = parseMarkerPath(minus.slice(4), prefixes.srcPrefix);
    const newPath = parseMarkerPath(plus.slice(4), prefixes.dstPrefix);
    if (oldPath === undefined || newPath === undefined) {
        throw (0,diff_hunks/* diffError */.oH)(labelOf(state), `unreadable path at diff line ${start + 1}`);
    }
    if (oldPath === null && newPath === null) {
        throw (0,diff_hunks/* diffError */.oH)(labelOf(state), `both sides are /dev/null at diff line ${start + 1}`);
    }
    // Rename and copy headers name the files without ambiguity; keep theirs.
    if (!state.renamed && !state.copied) {
        state.oldPath = oldPath;
        state.newPath = newPath;
    }
    state.added ||= oldPath === null;
    state.deleted ||= newPath === null;
    const { hunks, next } = (0,diff_hunks/* readHunks */.ce)(lines, start + 2, end, labelOf(state));
    if (hunks.length === 0) {
        throw (0,diff_hunks/* diffError */.oH)(labelOf(state), `no hunk after the file header at diff line ${start + 2}`);
    }
    state.hunks = hunks;
    files.push(toFileDiff(state));
    return next;
}
function labelOf(state) {
    return state.newPath ?? state.oldPath ?? '(unknown file)';
}
function statusOf(state) {
    if (state.added)
        return 'added';
    if (state.deleted)
        return 'deleted';
    if (state.renamed)
        return 'renamed';
    if (state.copied)
        return 'copied';
    return 'modified';
}
function toFileDiff(state) {
    const status = statusOf(state);
    const path = status === 'deleted' ? state.oldPath : state.newPath;
    if (path === null)
        throw (0,diff_hunks/* diffError */.oH)(labelOf(state), 'the file has no path');
    return {
        path,
        oldPath: status === 'added' ? null : state.oldPath,
        status,
        binary: state.binary,
        modeChange: state.oldMode !== null && state.newMode !== null
            ? { oldMode: state.oldMode, newMode: state.newMode }
            : null,
        similarity: state.similarity,
        hunks: state.hunks,
        patchMissing: false,
    };
}

;// CONCATENATED MODULE: ./src/core/diff/github-file.ts

const STATUS = {
    added: 'added',
    removed: 'deleted',
    modified: 'modified',
    renamed: 'renamed',
    copied: 'copied',
    // GitHub's "changed" is a type or mode change; "unchanged" has no content change.
    changed: 'modified',
    unchanged: 'modified',
};
/**
 * Turns one GitHub PR files API entry into a {@link FileDiff}. The API does
 * not say whether a file is binary or its mode changed, so `binary` is false
 * and `modeChange` null. When `patch` is absent and `changes` is not 0 (or
 * unknown), `patchMissing` is set so the caller can fall back to git; a
 * `changes` of 0 means there was simply nothing to show (a pure rename, an
 * empty file).
 *
 * @throws RemoraError `DIFF_001` when the patch is not a sequence of hunks
 *   matching their headers.
 */
function fileDiffFromGitHub(entry) {
    const status = STATUS[entry.status];
    const patch = entry.patch ?? '';
    const lines = (0,diff_hunks/* splitDiffLines */.H)(patch);
    const { hunks, next } = (0,diff_hunks/* readHunks */.ce)(lines, 0, lines.length, entry.filename);
    const rest = lines.slice(next);
    if (rest.some((line) => line.trim() !== '')) {
        throw (0,diff_hunks/* diffError */.oH)(entry.filename, `unexpected text at patch line ${next + 1}: ${JSON.stringify(rest.find((l) => l.trim() !== ''))}`);
    }
    return {
        path: entry.filename,
        oldPath: status === 'added' ? null : (entry.previous_filename ?? entry.filename),
        status,
        binary: false,
        modeChange: null,
        similarity: null,
        hunks,
        patchMissing: patch === '' && entry.changes !== 0,
    };
}

;// CONCATENATED MODULE: ./src/core/diff/line-sets.ts
/**
 * New-side line numbers a review comment can anchor to on the RIGHT side:
 * every added and context line of every hunk, ascending.
 */
function anchorableLines(file) {
    const lines = [];
    for (const hunk of file.hunks) {
        for (const line of hunk.lines)
            if (line.newLine !== null)
                lines.push(line.newLine);
    }
    return lines;
}
/** New-side line numbers of added lines, ascending; `skipBlank` leaves out whitespace-only lines. */
function addedLines(file, options = {}) {
    const lines = [];
    for (const hunk of file.hunks) {
        for (const line of hunk.lines) {
            if (line.kind !== 'added' || line.newLine === null)
                continue;
            if (options.skipBlank && isBlank(line.text))
                continue;
            lines.push(line.newLine);
        }
    }
    return lines;
}
/** True for a line of nothing but white space. */
function isBlank(text) {
    return text.trim() === '';
}
/**
 * Each run of consecutive deleted lines, placed on the new side (see
 * {@link DeletionPoint}). A run is `replaced` when the change block it belongs
 * to (the lines between two context lines) also adds lines.
 */
function deletionPoints(file) {
    const points = [];
    for (const hunk of file.hunks) {
        // An empty new side's start already names the line before the gap.
        let lastNew = hunk.newLines === 0 ? hunk.newStart : hunk.newStart - 1;
        let run = null;
        let block = [];
        let blockAdds = false;
        const closeBlock = () => {
            for (const point of block)
                point.replaced = blockAdds;
            block = [];
            blockAdds = false;
        };
        for (const line of hunk.lines) {
            if (line.kind === 'deleted' && line.oldLine !== null) {
                if (!run) {
                    run = { afterLine: lastNew, oldLines: [], texts: [], replaced: false };
                    points.push(run);
                    block.push(run);
                }
                run.oldLines.push(line.oldLine);
                run.texts.push(line.text);
                continue;
            }
            run = null;
            if (line.kind === 'context')
                closeBlock();
            else
                blockAdds = true;
            if (line.newLine !== null)
                lastNew = line.newLine;
        }
        closeBlock();
    }
    return points;
}
/** Groups line numbers (any order, duplicates allowed) into ascending runs of consecutive lines. */
function toRanges(lines) {
    const sorted = [...new Set(lines)].sort((a, b) => a - b);
    const ranges = [];
    for (const line of sorted) {
        const last = ranges[ranges.length - 1];
        if (last && line === last.end + 1)
            last.end = line;
        else
            ranges.push({ start: line, end: line });
    }
    return ranges;
}

// EXTERNAL MODULE: ./src/core/nodes.ts
var nodes = __webpack_require__(7666);
;// CONCATENATED MODULE: ./src/core/diff/changed-nodes.ts



/**
 * The nodes of one file that a diff changes (docs/architecture.md §3), in document
 * order.
 *
 * - An added line selects the smallest head node containing it: a method
 *   rather than its class, the class for a class-body line outside every
 *   method, the file node for a module-level line.
 * - A run of deleted lines selects a node too; see {@link nodeForDeletion}.
 *   It contributes the single line `afterLine` (the new-side line just before
 *   the gap), clamped into the node's range, since a deletion has no
 *   new-side line of its own. A run replaced by added lines contributes
 *   nothing to a node those added lines already selected.
 *
 * Blank lines, added or deleted, select nothing on their own: adding a
 * method with its separating blank lines must not make the class (or the
 * module) a changed node too.
 *
 * A line of a definition's documentation that stands above it (JSDoc; its
 * first line given by `docsAbove`) selects the definition, not the scope
 * around it, and contributes the definition's first line.
 *
 * `headNodes` are the nodes of the head version of the file and must include
 * its `file` node; `baseNodes`, those of the base version, make deletions
 * precise. A deleted file yields nothing.
 */
function changedNodes(file, headNodes, baseNodes, docsAbove) {
    if (file.status === 'deleted' || headNodes.length === 0)
        return [];
    // Keyed by identity: Python may define the same name twice, giving two
    // nodes one node_id, and each must keep its own lines.
    const hits = new Map();
    const hit = (node, line) => {
        const lines = hits.get(node) ?? [];
        lines.push(line);
        hits.set(node, lines);
    };
    const docs = docsAbove ? documentationAbove(headNodes, docsAbove) : [];
    const documented = (line) => docs.find((doc) => doc.from <= line && line < doc.node.start_line)?.node;
    const added = new Set();
    for (const line of addedLines(file, { skipBlank: true })) {
        added.add(line);
        const owner = documented(line);
        if (owner) {
            hit(owner, owner.start_line);
            continue;
        }
        const node = smallestContaining(headNodes, line, line);
        if (node)
            hit(node, line);
    }
    for (const point of deletionPoints(file)) {
        if (point.texts.every(isBlank))
            continue;
        const owner = documented(point.afterLine);
        if (owner) {
            if (!hits.has(owner))
                hit(owner, owner.start_line);
            continue;
        }
        const node = nodeForDeletion(point, headNodes, baseNodes);
        // A replaced run's added lines already say where the change is; the
        // line before the gap would only widen the range with an unchanged line.
        if (!node || (point.replaced && hits.has(node)))
            continue;
        hit(node, Math.min(Math.max(point.afterLine, node.start_line), node.end_line));
    }
    return [...hits]
        .map(([node, lines]) => {
        const before = baseNodes && baseCounterpart(node, baseNodes, headNodes);
        if (before)
            return { node, changed_lines: toRanges(lines), before: before.text };
        // A definition every line of which the change wrote is new.
        const isNew = node.node_type !== 'file' &&
            node.text
                .split('\n')
                .every((text, index) => isBlank(text) || added.has(node.start_line + index));
        return { node, changed_lines: toRanges(lines), ...(isNew ? { before: null } : {}) };
    })
        .sort((a, b) => (0,nodes/* compareNodes */.N)(a.node, b.node));
}
/** Each definition's documentation above it: from its first line to the line before the definition. */
function documentationAbove(nodes, docsAbove) {
    return nodes.flatMap((node) => {
        if (node.node_type === 'file')
            return [];
        const from = docsAbove(node);
        return from === undefined || from >= node.start_line ? [] : [{ from, node }];
    });
}
/**
 * The file node spans the whole file by definition, so it contains every
 * line even if a parser stopped its range short of trailing blank lines.
 */
function contains(node, from, to) {
    return node.node_type === 'file' || (node.start_line <= from && node.end_line >= to);
}
/** Whether `a` is a better (more specific) pick than `b` among nodes containing a line. */
function moreSpecific(a, b) {
    const spanA = a.end_line - a.start_line;
    const spanB = b.end_line - b.start_line;
    if (spanA !== spanB)
        return spanA < spanB;
    if ((a.node_type === 'file') !== (b.node_type === 'file'))
        return b.node_type === 'file';
    // Same range: the one sorted later is nested inside the other.
    return (0,nodes/* compareNodes */.N)(a, b) > 0;
}
/** The smallest node containing lines `from..to`; ties go to a non-file node, then the innermost. */
function smallestContaining(nodes, from, to) {
    let best = null;
    for (const node of nodes) {
        if (contains(node, from, to) && (!best || moreSpecific(node, best)))
            best = node;
    }
    return best;
}
/**
 * The head node a run of deleted lines belongs to.
 *
 * 1. With `baseNodes`: the smallest base node holding all the deleted lines
 *    names the node (same `node_type` and `full_name` in head; any base
 *    `file` node maps to the head `file` node). If head has no such node, go on.
 * 2. The smallest head node containing both sides of the gap (`afterLine`
 *    and `afterLine + 1`).
 * 3. Unless a node nested in that one ends right at `afterLine` and the
 *    deleted lines are indented deeper than its first line: then the
 *    deletion cut the tail of its body, and it is selected instead.
 * 4. When step 2's node wins but the deleted lines were replaced by added
 *    lines, nothing is selected: the gap then lies at the boundary of the
 *    node those added lines select, and picking the enclosing class or file
 *    as well would flag every edited `def` line's parent.
 */
function nodeForDeletion(point, headNodes, baseNodes) {
    if (baseNodes && baseNodes.length > 0 && point.oldLines.length > 0) {
        const from = (0,arrays/* smallest */.o9)(point.oldLines);
        const to = (0,arrays/* largest */.nQ)(point.oldLines);
        const base = smallestContaining(baseNodes, from, to);
        const head = base ? headCounterpart(base, headNodes) : null;
        if (head)
            return head;
    }
    const k = point.afterLine;
    const container = smallestContaining(headNodes, k, k + 1);
    if (!container)
        return null;
    const tail = tailNode(point, headNodes, container);
    if (tail)
        return tail;
    return point.replaced ? null : container;
}
/** A redefined name's nodes are numbered (`edit#3`): the name they all share. */
const definedName = (node) => node.full_name.replace(/#\d+$/, '');
/**
 * A name defined more than once (`@overload` stubs, then the implementation)
 * is what its last definition says: the last at the base is the same
 * definition, however many stubs the change added or removed before it.
 */
function lastDefinitionCounterpart(head, headNodes, baseNodes) {
    const sameName = (n) => n.node_type === head.node_type && definedName(n) === definedName(head);
    const heads = headNodes.filter(sameName);
    const bases = baseNodes.filter(sameName);
    if (heads.length + bases.length <= 2 || heads.at(-1) !== head)
        return undefined;
    return bases.at(-1);
}
/** The same definition at the base revision: same type and full name, defined once there. */
function baseCounterpart(head, baseNodes, headNodes = []) {
    if (head.node_type === 'file')
        return undefined;
    const last = lastDefinitionCounterpart(head, headNodes, baseNodes);
    if (last)
        return last;
    const same = baseNodes.filter((n) => n.node_type === head.node_type && n.full_name === head.full_name);
    return same.length === 1 ? same[0] : undefined;
}
function headCounterpart(base, headNodes) {
    if (base.node_type === 'file')
        return headNodes.find((n) => n.node_type === 'file') ?? null;
    return (headNodes.find((n) => n.node_type === base.node_type && n.full_name === base.full_name) ?? null);
}
/** The innermost node ending at the deletion point whose body the deleted lines continued. */
function tailNode(point, headNodes, container) {
    const indents = point.texts.filter((text) => text.trim() !== '').map(indentOf);
    if (indents.length === 0)
        return null;
    const deletedIndent = (0,arrays/* smallest */.o9)(indents);
    const fileLines = fileLinesOf(headNodes);
    let best = null;
    for (const node of headNodes) {
        if (node === container || node.node_type === 'file' || node.end_line !== point.afterLine) {
            continue;
        }
        const inside = container.node_type === 'file' || moreSpecific(node, container);
        if (inside &&
            deletedIndent > firstLineIndent(node, fileLines) &&
            (!best || moreSpecific(node, best))) {
            best = node;
        }
    }
    return best;
}
function indentOf(text) {
    return /^[ \t]*/.exec(text)?.[0].length ?? 0;
}
/** The head file's lines, when the file node carries the file's text. */
function fileLinesOf(headNodes) {
    const fileNode = headNodes.find((n) => n.node_type === 'file');
    return fileNode && fileNode.text !== ''
        ? { first: fileNode.start_line, lines: fileNode.text.split('\n') }
        : null;
}
/**
 * A node's text starts at its first character, so its own first line has
 * lost its indentation; the file's text still has it. Without that, 0 is the
 * honest guess for a top-level definition.
 */
function firstLineIndent(node, file) {
    const line = file?.lines[node.start_line - file.first];
    return indentOf(line ?? node.text);
}

;// CONCATENATED MODULE: ./src/core/diff/index.ts






/***/ })

};
