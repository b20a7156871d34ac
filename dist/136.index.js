export const id = 136;
export const ids = [136];
export const modules = {

/***/ 4955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ authorsOf),
/* harmony export */   P: () => (/* binding */ ownIntervals)
/* harmony export */ });
/* harmony import */ var _change_hunks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7791);

/**
 * Where each op of a chain changed one file, as gap intervals of the head
 * file: each op's own hunks (against the step before it), carried back
 * through the ops before it.
 */
function ownIntervals(workspace, path) {
    const versions = [
        workspace.head.get(path),
        ...workspace.steps.map((step) => step.files.get(path)),
    ].map((text) => text ?? '');
    const own = [];
    for (let i = 1; i < versions.length; i++)
        own.push((0,_change_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .changeHunks */ .uL)(versions[i - 1], versions[i]));
    return own.map((hunks, step) => hunks.map((hunk) => {
        let interval = (0,_change_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .gapInterval */ .sm)(hunk);
        for (let earlier = step - 1; earlier >= 0; earlier--)
            interval = (0,_change_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .mapGapsBack */ .Nl)(interval, own[earlier]);
        return interval;
    }));
}
/**
 * The ops whose own change meets `hunk` of the merged result, among the
 * workspaces that contributed to the file. Falls back to every contributor's
 * last op when no interval meets it (a diff may place a repeated line
 * differently in the merged file than in the op's own).
 */
function authorsOf(hunk, contributors) {
    const place = (0,_change_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .gapInterval */ .sm)(hunk);
    const authors = [];
    for (const { index, intervals } of contributors)
        intervals.forEach((hunks, step) => {
            if (hunks.some((interval) => (0,_change_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .intervalsMeet */ .aj)(interval, place)))
                authors.push({ workspace: index, step });
        });
    if (authors.length > 0)
        return authors;
    return contributors.map(({ index, intervals }) => ({
        workspace: index,
        step: intervals.length - 1,
    }));
}


/***/ }),

/***/ 7791:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nl: () => (/* binding */ mapGapsBack),
/* harmony export */   QS: () => (/* binding */ applyHunksToText),
/* harmony export */   aj: () => (/* binding */ intervalsMeet),
/* harmony export */   iE: () => (/* binding */ applyHunks),
/* harmony export */   sm: () => (/* binding */ gapInterval),
/* harmony export */   uL: () => (/* binding */ changeHunks),
/* harmony export */   uz: () => (/* binding */ splitLines)
/* harmony export */ });
/* harmony import */ var diff__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1318);
/* harmony import */ var _arrays_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3309);


/** A text's lines, each with its `\n` (the last one may lack it). */
function splitLines(text) {
    return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}
/** The blocks of lines that differ from `before` to `after`, in order, with no context. */
function changeHunks(before, after) {
    const hunks = [];
    let line = 1;
    let open;
    for (const part of (0,diff__WEBPACK_IMPORTED_MODULE_0__/* .diffArrays */ .E)(splitLines(before), splitLines(after))) {
        if (!part.added && !part.removed) {
            open = undefined;
            line += part.value.length;
            continue;
        }
        if (!open) {
            open = { start: line, count: 0, lines: [] };
            hunks.push(open);
        }
        if (part.removed) {
            open.count += part.value.length;
            line += part.value.length;
        }
        else
            (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(open.lines, part.value);
    }
    return hunks;
}
/**
 * Head lines `from..to` (1-based, inclusive) with the given hunks applied.
 * Every hunk must lie inside the span; an insertion may sit just after it.
 */
function applyHunks(headLines, from, to, hunks) {
    const out = [];
    let next = from;
    for (const hunk of [...hunks].sort((a, b) => a.start - b.start)) {
        if (hunk.start < next || hunk.start + hunk.count - 1 > to)
            throw new Error(`hunk at line ${hunk.start} lies outside lines ${from}-${to}`);
        (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(out, headLines.slice(next - 1, hunk.start - 1));
        (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(out, hunk.lines);
        next = hunk.start + hunk.count;
    }
    (0,_arrays_js__WEBPACK_IMPORTED_MODULE_1__/* .appendAll */ .u2)(out, headLines.slice(next - 1, to));
    return out;
}
/** The whole text with every hunk applied. */
function applyHunksToText(text, hunks) {
    const lines = splitLines(text);
    return applyHunks(lines, 1, lines.length, hunks).join('');
}
/**
 * A hunk's place as an interval of gaps between head lines (gap g sits after
 * line g): a replacement of lines a..b covers gaps a-1..b, an insertion before
 * line a is the single gap a-1.
 */
function gapInterval(hunk) {
    return [hunk.start - 1, hunk.start - 1 + hunk.count];
}
/** Whether two closed gap intervals share a gap. */
function intervalsMeet(a, b) {
    return a[0] <= b[1] && b[0] <= a[1];
}
/**
 * Carries a gap interval of a derived version back to the version it was
 * derived from, through the hunks that derived it: a gap in unchanged lines
 * moves by the lines inserted or removed before it; a gap inside a hunk's new
 * lines widens to the whole hunk.
 */
function mapGapsBack(interval, through) {
    return [mapGap(interval[0], through, 'low'), mapGap(interval[1], through, 'high')];
}
function mapGap(gap, through, side) {
    let shift = 0;
    for (const hunk of through) {
        const before = hunk.start - 1 + shift;
        const after = before + hunk.lines.length;
        const oldBefore = hunk.start - 1;
        const oldAfter = oldBefore + hunk.count;
        if (gap < before)
            break;
        if (gap === before && gap === after)
            return side === 'low' ? oldBefore : oldAfter;
        if (gap === before)
            return oldBefore;
        if (gap < after)
            return side === 'low' ? oldBefore : oldAfter;
        if (gap === after)
            return oldAfter;
        shift += hunk.lines.length - hunk.count;
    }
    return gap - shift;
}


/***/ }),

/***/ 8605:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H1: () => (/* binding */ conclusionFor),
/* harmony export */   XV: () => (/* binding */ parseFailOn),
/* harmony export */   _n: () => (/* binding */ parseOnOutage),
/* harmony export */   uD: () => (/* binding */ isOutage)
/* harmony export */ });
/* unused harmony exports FAIL_ON_VALUES, ON_OUTAGE_VALUES */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4296);

const FAIL_ON_VALUES = ['none', 'error', 'findings', 'suggestions'];
const ON_OUTAGE_VALUES = ['neutral', 'failure'];
/** Reads the `on-outage` input; CONFIG_001 quoting the bad value and the accepted ones. */
function parseOnOutage(value) {
    const trimmed = value.trim();
    if (trimmed === '')
        return 'neutral';
    if (ON_OUTAGE_VALUES.includes(trimmed))
        return trimmed;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('CONFIG_001', `on-outage is '${value}'; expected one of ${ON_OUTAGE_VALUES.join(', ')}`);
}
/** Reads the `fail-on` input; CONFIG_001 quoting the bad value and the accepted ones. */
function parseFailOn(value) {
    const trimmed = value.trim();
    if (trimmed === '')
        return 'none';
    if (FAIL_ON_VALUES.includes(trimmed))
        return trimmed;
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .RemoraError */ .LP('CONFIG_001', `fail-on is '${value}'; expected one of ${FAIL_ON_VALUES.join(', ')}`);
}
/**
 * True when the run could not reach its model at all: every op that ran failed
 * with AGENT_002. That is Remora's outage, never the pull request's fault.
 */
function isOutage(ops) {
    const ran = ops.filter((op) => op.status !== 'skipped');
    return (ran.length > 0 && ran.every((op) => op.status === 'failed' && op.error?.code === 'AGENT_002'));
}
/**
 * The check's conclusion: `onOutage` for our own outage whatever `fail-on`
 * says, else `failure` when the level's condition holds, else `success`.
 * Failed ops alone never fail the check: they are Remora's problem, shown in
 * the summary.
 */
function conclusionFor(failOn, input, onOutage = 'neutral') {
    if (isOutage(input.ops))
        return onOutage;
    const level = FAIL_ON_VALUES.indexOf(failOn);
    const errors = input.findings.some((f) => f.severity === 'error');
    const fails = (level >= FAIL_ON_VALUES.indexOf('error') && errors) ||
        (level >= FAIL_ON_VALUES.indexOf('findings') && input.findings.length > 0) ||
        (level >= FAIL_ON_VALUES.indexOf('suggestions') && input.suggestions > 0);
    return fails ? 'failure' : 'success';
}


/***/ }),

/***/ 1897:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $c: () => (/* reexport */ CHECK_NAME),
  yt: () => (/* reexport */ DEFAULT_MAX_COMMENTS),
  kO: () => (/* reexport */ addRefusedComments),
  PJ: () => (/* reexport */ checkRunFigures),
  TN: () => (/* reexport */ checkRunOutput),
  F3: () => (/* reexport */ collectFindings),
  lv: () => (/* reexport */ collectWorkspaces),
  En: () => (/* reexport */ commentableRanges),
  H1: () => (/* reexport */ fail_on/* conclusionFor */.H1),
  WR: () => (/* reexport */ publish_verdicts/* describeVerdicts */.WR),
  IQ: () => (/* reexport */ isReviewedHead),
  VY: () => (/* reexport */ reconcile/* judgeEarlierChanges */.VY),
  k: () => (/* reexport */ publish_markers/* nodeContentHash */.k),
  UA: () => (/* reexport */ openSuggestions),
  fe: () => (/* reexport */ outdatedReply),
  Of: () => (/* reexport */ reconcile/* pathsToRead */.Of),
  fY: () => (/* reexport */ planQuestions),
  Kp: () => (/* reexport */ planReview),
  bH: () => (/* reexport */ reconcile/* readEarlierRuns */.bH),
  zV: () => (/* reexport */ rejections/* readRejections */.zV),
  tw: () => (/* reexport */ rejections/* rejectedSet */.tw),
  Um: () => (/* reexport */ rejections/* rejectionMarker */.Um),
  h2: () => (/* reexport */ rejections/* rejectionOf */.h2),
  Yz: () => (/* reexport */ publish_markers/* renderTrailer */.Yz),
  v_: () => (/* reexport */ reviewedHeadMark),
  go: () => (/* reexport */ sortEarlierByNode),
  XN: () => (/* reexport */ publish_markers/* textSha256 */.XN),
  A3: () => (/* reexport */ publish_verdicts/* workspaceVerdicts */.A3)
});

// UNUSED EXPORTS: ACTIONS_APP, ANNOTATIONS_PER_REQUEST, BODY_LIMIT, FAIL_ON_VALUES, ON_OUTAGE_VALUES, anchorChange, applySuggestions, fingerprint, inBatches, isOutage, parseFailOn, parseOnOutage, patchInHead, questionMarker, readTrailer, refusedCommentName, renderRefusedComment, renderSuggestion, toAnnotation, withTrailer

// EXTERNAL MODULE: ./src/core/events/run-tally.ts
var run_tally = __webpack_require__(7215);
// EXTERNAL MODULE: ./src/core/report/inert-text.ts
var inert_text = __webpack_require__(4368);
// EXTERNAL MODULE: ./src/core/publish/fail-on.ts
var fail_on = __webpack_require__(8605);
// EXTERNAL MODULE: ./src/core/publish/verdicts.ts
var publish_verdicts = __webpack_require__(6061);
;// CONCATENATED MODULE: ./src/core/publish/check-run.ts




/** The Checks API's limit on annotations per create or update request. */
const ANNOTATIONS_PER_REQUEST = 50;
/** The check run's stable name: a required status check refers to it. */
const CHECK_NAME = 'Remora';
const LEVEL = { error: 'failure', warning: 'warning', notice: 'notice' };
/** A finding as a check-run annotation, titled by its rule. */
function toAnnotation(finding) {
    return {
        path: finding.path,
        start_line: finding.start_line,
        end_line: Math.max(finding.start_line, finding.end_line),
        annotation_level: LEVEL[finding.severity],
        message: (0,inert_text/* annotationMessage */.L0)(finding.message),
        title: (0,inert_text/* annotationTitle */.qF)(finding.rule),
    };
}
/** Splits a list into runs of at most `size`. */
function inBatches(items, size = ANNOTATIONS_PER_REQUEST) {
    const batches = [];
    for (let i = 0; i < items.length; i += size)
        batches.push(items.slice(i, i + size));
    return batches;
}
function plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** The summary table's figures, also used for the job summary. */
function checkRunFigures(input) {
    const ops = input.nodes.flatMap((node) => node.ops);
    const total = (0,run_tally/* totalTally */.Lh)(input.tally);
    const ran = total.succeeded + total.failed + total.cancelled + total.waiting;
    const { inline, body, earlier = 0 } = input.suggestions;
    const accepted = input.accepted
        ? `${input.accepted.accepted} of ${plural(input.accepted.posted, 'suggestion')}`
        : '—';
    const verdicts = input.verdicts ?? [];
    const partly = verdicts.filter((v) => v.verdict === 'partly_accepted').length;
    const rejected = verdicts.filter((v) => v.verdict === 'rejected').length;
    const opTime = ops.reduce((sum, op) => sum + op.ms, 0);
    const cancelled = total.cancelled > 0 ? `, ${total.cancelled} cancelled` : '';
    const waiting = total.waiting > 0 ? `, ${total.waiting} waiting for an answer` : '';
    return [
        ...(input.scope ? [['Review', input.scope]] : []),
        ['Nodes', `${input.tally.nodes}`],
        ['Ops', `${ran} run, ${total.skipped} skipped${waiting}${cancelled}`],
        [
            'Suggestions',
            `${inline + body + earlier} (${inline} inline, ${body} in the review body` +
                `${earlier > 0 ? `, ${earlier} posted earlier` : ''})`,
        ],
        ['Findings', `${total.findings}`],
        ['Accepted', partly > 0 ? `${accepted}; ${plural(partly, 'change')} in part` : accepted],
        ...(rejected > 0 ? [['Rejected', plural(rejected, 'change')]] : []),
        ['Failed ops', total.failed === 0 ? '0' : `${total.failed} (${total.codes.join(', ')})`],
        ['Time', `${(input.ms / 1000).toFixed(1)} s (ops ${(opTime / 1000).toFixed(1)} s)`],
        ['Backend', input.backend],
    ];
}
/** Every suggestion standing on the head: this run's and the earlier runs' still open. */
function openSuggestions(input) {
    const { inline, body, earlier = 0 } = input.suggestions;
    return inline + body + earlier;
}
/** The check run's title, summary table and annotation batches. */
function checkRunOutput(input) {
    const ops = input.nodes.flatMap((node) => node.ops);
    const findings = ops.flatMap((op) => op.findings);
    const suggestions = openSuggestions(input);
    const title = (0,fail_on/* isOutage */.uD)(ops)
        ? 'Remora could not reach its model server'
        : `${plural(suggestions, 'suggestion')}, ${plural(findings.length, 'finding')}`;
    const table = [
        '| | |',
        '| --- | --- |',
        ...checkRunFigures(input).map(([name, value]) => `| ${name} | ${value} |`),
    ];
    const verdicts = (0,publish_verdicts/* describeVerdicts */.WR)(input.verdicts ?? [], inert_text/* markdownText */.p7);
    const summary = verdicts.length > 0
        ? [...table, '', "**Reviewers' verdicts**", '', ...verdicts].join('\n')
        : table.join('\n');
    return {
        title,
        summary: [summary, ...questionList(input.questions ?? [])].join('\n\n'),
        annotations: inBatches(findings.map(toAnnotation)),
    };
}
/**
 * The questions waiting for an answer, under the table: a reply in the
 * question's thread by someone with write access resumes the op. The text is
 * the model's, shown as a quote on one line, so it cannot shape the summary.
 */
function questionList(questions) {
    if (questions.length === 0)
        return [];
    const oneLine = (text) => text.replace(/\s+/g, ' ').trim().slice(0, 300);
    return [
        `**Waiting for an answer** (reply in the question's thread to resume the op):`,
        questions
            .map((q) => `- ${(0,inert_text/* markdownCode */.D9)(q.op)} on ${(0,inert_text/* markdownCode */.D9)(oneLine(q.name))} (${(0,inert_text/* markdownCode */.D9)(oneLine(q.path))}): ${(0,inert_text/* markdownMessage */.ju)(oneLine(q.question))}`)
            .join('\n'),
    ];
}

;// CONCATENATED MODULE: ./src/core/publish/commentable-lines.ts
/**
 * The RIGHT-side lines GitHub takes review comments on, per head path: each
 * diff hunk's new-side lines (added and context), one range per hunk, since a
 * multi-line comment cannot span two hunks. Deleted files have none.
 */
function commentableRanges(files) {
    const ranges = new Map();
    for (const file of files) {
        if (file.status === 'deleted' || file.binary)
            continue;
        const own = file.hunks
            .filter((hunk) => hunk.newLines > 0)
            .map((hunk) => ({ start: hunk.newStart, end: hunk.newStart + hunk.newLines - 1 }));
        ranges.set(file.path, own);
    }
    return ranges;
}

// EXTERNAL MODULE: ./src/core/publish/markers.ts
var publish_markers = __webpack_require__(292);
// EXTERNAL MODULE: ./src/core/publish/patch-in-head.ts
var patch_in_head = __webpack_require__(8580);
// EXTERNAL MODULE: ./src/core/workspace/unified-diff.ts
var unified_diff = __webpack_require__(6347);
// EXTERNAL MODULE: ./src/core/publish/change-hunks.ts
var change_hunks = __webpack_require__(7791);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/publish/anchor.ts


/**
 * Anchors one op's own change to one file: `head` is the file at the pull
 * request's head (`undefined` for a file the op creates), `after` what the op
 * makes of it, `ranges` the RIGHT-side line ranges GitHub accepts comments on
 * (one per diff hunk). Hunks inside one range become one suggestion.
 */
function anchorChange(head, after, ranges) {
    if (head === after)
        return { anchored: [], unanchored: [] };
    const hunks = changeHunks(head ?? '', after ?? '');
    if (head === undefined || after === undefined) {
        const reason = head === undefined ? 'new file' : 'deleted file';
        return { anchored: [], unanchored: hunks.map((hunk) => ({ hunk, reason })) };
    }
    return anchorHunks(head, after.endsWith('\n') || after === '', hunks, ranges);
}
/**
 * Anchors hunks of a change to `head`: each hunk gets its smallest span
 * (an insertion or a deletion takes one unchanged neighbour line along, since
 * GitHub cannot suggest into a gap or suggest nothing), spans that fall in one
 * range are joined into one suggestion, anything else is unanchored.
 * `afterEndsWithNewline` says whether the changed file ends with `\n`.
 */
function anchorHunks(head, afterEndsWithNewline, hunks, ranges) {
    const headLines = (0,change_hunks/* splitLines */.uz)(head);
    const headEndsWithNewline = head.endsWith('\n') || head === '';
    const groups = new Map();
    const unanchored = [];
    for (const hunk of hunks) {
        const reachesEnd = hunk.start + hunk.count - 1 >= headLines.length;
        if (reachesEnd && headEndsWithNewline !== afterEndsWithNewline) {
            unanchored.push({ hunk, reason: 'final newline' });
            continue;
        }
        const placed = spanOf(hunk, headLines, ranges);
        if (typeof placed === 'string') {
            unanchored.push({ hunk, reason: placed });
            continue;
        }
        const group = groups.get(placed.range);
        if (!group)
            groups.set(placed.range, { span: placed.span, hunks: [hunk] });
        else {
            group.span = {
                start: Math.min(group.span.start, placed.span.start),
                end: Math.max(group.span.end, placed.span.end),
            };
            group.hunks.push(hunk);
        }
    }
    const anchored = [...groups.values()].map(({ span, hunks: carried }) => suggestionFor(headLines, span, carried));
    return { anchored, unanchored };
}
/** The suggestion replacing head lines `span` with the given hunks applied. */
function suggestionFor(headLines, span, hunks) {
    const lines = (0,change_hunks/* applyHunks */.iE)(headLines, span.start, span.end, hunks).map(stripTerminator);
    return { start_line: span.start, line: span.end, hunks: [...hunks], lines };
}
/** Which range, if any, holds every line of `span`. */
function rangeIndexOf(span, ranges) {
    return ranges.findIndex((range) => range.start <= span.start && span.end <= range.end);
}
/**
 * The head file after committing suggestions the way GitHub does: each
 * replaces its lines, every suggested line ends with `\n` except where the
 * replaced lines ended the file without one.
 */
function applySuggestions(head, suggestions) {
    const headLines = (0,change_hunks/* splitLines */.uz)(head);
    const out = [];
    let next = 1;
    for (const s of [...suggestions].sort((a, b) => a.start_line - b.start_line)) {
        if (s.start_line < next)
            throw new Error(`suggestions overlap at line ${s.start_line}`);
        (0,arrays/* appendAll */.u2)(out, headLines.slice(next - 1, s.start_line - 1));
        const endsFile = s.line === headLines.length && !head.endsWith('\n');
        out.push(s.lines
            .map((line, i) => (endsFile && i === s.lines.length - 1 ? line : `${line}\n`))
            .join(''));
        next = s.line + 1;
    }
    (0,arrays/* appendAll */.u2)(out, headLines.slice(next - 1));
    return out.join('');
}
function stripTerminator(line) {
    return line.endsWith('\n') ? line.slice(0, -1) : line;
}
// Candidate spans, best first: the hunk's own lines, else neighbours taken along.
function candidateSpans(hunk, lineCount) {
    const last = hunk.start + hunk.count - 1;
    const spans = [];
    if (hunk.count > 0)
        spans.push({ start: hunk.start, end: last });
    if (hunk.start > 1)
        spans.push({ start: hunk.start - 1, end: Math.max(last, hunk.start - 1) });
    if (last + 1 <= lineCount)
        spans.push({ start: hunk.start, end: last + 1 });
    if (hunk.start > 1 && last + 1 <= lineCount)
        spans.push({ start: hunk.start - 1, end: last + 1 });
    return spans;
}
// GitHub cannot suggest nothing, and reads a lone empty line as nothing.
function suggestsNothing(lines) {
    return lines.length === 0 || (lines.length === 1 && (lines[0] === '\n' || lines[0] === ''));
}
function spanOf(hunk, headLines, ranges) {
    const spans = candidateSpans(hunk, headLines.length);
    if (spans.length === 0)
        return 'empty file';
    for (const span of spans) {
        const range = rangeIndexOf(span, ranges);
        if (range < 0)
            continue;
        const lines = (0,change_hunks/* applyHunks */.iE)(headLines, span.start, span.end, [hunk]);
        if (suggestsNothing(lines))
            continue;
        if ([...headLines.slice(span.start - 1, span.end), ...lines].some((l) => l.includes('\r')))
            return 'line endings';
        return { span, range };
    }
    return 'outside the diff';
}

;// CONCATENATED MODULE: ./src/core/publish/authors.ts

/** Authors sorted and without repeats. */
function normaliseAuthors(authors) {
    const seen = new Map();
    for (const author of authors)
        seen.set(`${author.workspace}:${author.step}`, author);
    return [...seen.values()].sort((a, b) => a.workspace - b.workspace || a.step - b.step);
}
function unique(values) {
    return [...new Set(values)];
}
/** The patch of one step's workspace against the head, over every file its chain changed. */
function stepPatch(workspace, step) {
    return (0,unified_diff/* formatUnifiedDiff */.b2)([...workspace.head].map(([path, before]) => ({ path, before, after: step.files.get(path) })));
}
/** The labels of a set of authors. */
function labelAuthors(workspaces, authors) {
    const sorted = normaliseAuthors(authors);
    const steps = sorted.map((a) => workspaces[a.workspace].steps[a.step]);
    const deepest = new Map();
    for (const a of sorted)
        deepest.set(a.workspace, Math.max(deepest.get(a.workspace) ?? 0, a.step));
    const finals = [...deepest].map(([w, s]) => {
        const workspace = workspaces[w];
        return { workspace, step: workspace.steps[s] };
    });
    const ops = unique(steps.map((step) => step?.op ?? ''));
    const shas = finals.map((f) => f.workspace.node_sha);
    return {
        op: ops.join('+'),
        ops,
        node_id: unique(finals.map((f) => f.workspace.node_id)).join('+'),
        workspace_id: finals.map((f) => f.step.workspace_id).join('+'),
        ...(shas.every((sha) => sha !== undefined) ? { node_sha: shas.join('+') } : {}),
        full_name: unique(finals.map((f) => f.workspace.full_name)).join(', '),
        patch: finals.map((f) => stepPatch(f.workspace, f.step)).join(''),
        summaries: steps.map((step) => ({ op: step?.op ?? '', summary: step?.summary ?? '' })),
        key: sorted.map((a) => `${a.workspace}:${a.step}`).join('|'),
    };
}

// EXTERNAL MODULE: ./src/core/publish/rejections.ts
var rejections = __webpack_require__(4259);
// EXTERNAL MODULE: ./src/core/workspace/merge.ts
var workspace_merge = __webpack_require__(7725);
// EXTERNAL MODULE: ./src/core/workspace/overlay.ts
var overlay = __webpack_require__(2657);
// EXTERNAL MODULE: ./src/core/publish/attribute.ts
var attribute = __webpack_require__(4955);
;// CONCATENATED MODULE: ./src/core/publish/plan-pieces.ts







function finalContent(workspace, path) {
    return workspace.steps[workspace.steps.length - 1]?.files.get(path);
}
/** Merges the final workspaces file by file, in order, as `--apply` does. */
function mergeFiles(workspaces) {
    const paths = [...new Set(workspaces.flatMap((w) => [...w.head.keys()]))].sort(overlay/* comparePaths */.c);
    return paths.map((path) => {
        const touching = workspaces.flatMap((w, index) => (w.head.has(path) ? [index] : []));
        const head = workspaces[touching[0]]?.head.get(path);
        const file = { path, head, merged: head, contributors: [], conflicts: [] };
        const merge = new workspace_merge/* FileMerge */.XZ(head);
        for (const index of touching) {
            const incoming = finalContent(workspaces[index], path);
            if (!merge.add(incoming))
                file.conflicts.push({ index, with: [...file.contributors] });
            else if (incoming !== head)
                file.contributors.push(index);
        }
        file.merged = merge.content();
        return file;
    });
}
/**
 * Splits the merged change of every file into suggestions on the pull
 * request's diff and pieces for the review body. Suggestions that share a
 * line are joined into one that names all their ops.
 */
function planPieces(workspaces, commentable) {
    const suggestions = [];
    const pieces = [];
    for (const file of mergeFiles(workspaces)) {
        for (const { index, with: kept } of file.conflicts)
            pieces.push(wholeFile(workspaces, file.path, index, `overlaps the change of ${workspaceIds(workspaces, kept)}`));
        if (file.merged === file.head)
            continue;
        if (file.head === undefined || file.merged === undefined) {
            const reason = file.head === undefined ? 'new file' : 'deleted file';
            for (const index of file.contributors)
                pieces.push(wholeFile(workspaces, file.path, index, reason));
            continue;
        }
        const planned = anchorFile(workspaces, file, file.head, file.merged, commentable.get(file.path) ?? []);
        (0,arrays/* appendAll */.u2)(suggestions, planned.suggestions);
        (0,arrays/* appendAll */.u2)(pieces, planned.pieces);
    }
    return { suggestions, pieces };
}
function workspaceIds(workspaces, indices) {
    return indices
        .map((i) => workspaces[i]?.steps[(workspaces[i]?.steps.length ?? 1) - 1]?.workspace_id ?? '?')
        .join(' and ');
}
function wholeFile(workspaces, path, index, reason) {
    const workspace = workspaces[index];
    return {
        kind: 'unanchored',
        path,
        authors: [{ workspace: index, step: workspace.steps.length - 1 }],
        hunks: [],
        whole: { after: finalContent(workspace, path) },
        reason,
    };
}
function anchorFile(workspaces, file, head, merged, ranges) {
    const contributors = file.contributors.map((index) => ({
        index,
        intervals: (0,attribute/* ownIntervals */.P)(workspaces[index], file.path),
    }));
    const byAuthors = new Map();
    for (const hunk of (0,change_hunks/* changeHunks */.uL)(head, merged)) {
        const authors = normaliseAuthors((0,attribute/* authorsOf */.E)(hunk, contributors));
        const key = authors.map((a) => `${a.workspace}:${a.step}`).join('|');
        const group = byAuthors.get(key) ?? { authors, hunks: [] };
        group.hunks.push(hunk);
        byAuthors.set(key, group);
    }
    const suggestions = [];
    const pieces = [];
    const endsWithNewline = merged.endsWith('\n') || merged === '';
    for (const { authors, hunks } of byAuthors.values()) {
        const anchored = anchorHunks(head, endsWithNewline, hunks, ranges);
        for (const suggestion of anchored.anchored)
            suggestions.push({ path: file.path, suggestion, authors });
        for (const { hunk, reason } of anchored.unanchored)
            pieces.push({ kind: 'unanchored', path: file.path, authors, hunks: [hunk], reason });
    }
    return { suggestions: joinOverlapping((0,change_hunks/* splitLines */.uz)(head), suggestions), pieces };
}
/** At most one suggestion per line: suggestions of one file that share a line become one. */
function joinOverlapping(headLines, suggestions) {
    const sorted = [...suggestions].sort((a, b) => a.suggestion.start_line - b.suggestion.start_line);
    const joined = [];
    for (const next of sorted) {
        const last = joined[joined.length - 1];
        if (!last || next.suggestion.start_line > last.suggestion.line) {
            joined.push(next);
            continue;
        }
        const span = {
            start: last.suggestion.start_line,
            end: Math.max(last.suggestion.line, next.suggestion.line),
        };
        joined[joined.length - 1] = {
            path: last.path,
            suggestion: suggestionFor(headLines, span, [
                ...last.suggestion.hunks,
                ...next.suggestion.hunks,
            ]),
            authors: normaliseAuthors([...last.authors, ...next.authors]),
        };
    }
    return joined;
}

// EXTERNAL MODULE: ./src/core/publish/suggestion-fence.ts
var suggestion_fence = __webpack_require__(4399);
;// CONCATENATED MODULE: ./src/core/publish/review-body.ts



/** GitHub refuses a review or comment body longer than this. */
const BODY_LIMIT = 65_536;
// Room kept for the closing "left out" line, which is itself capped below this.
const LEFT_OUT_RESERVE = 1_200;
/** One collapsible patch with the command that accepts it; its marker goes in the trailer. */
function renderEntry(entry) {
    const paths = entry.paths.map(inert_text/* htmlCode */.h8).join(', ');
    return [
        '<details>',
        `<summary><b>${(0,inert_text/* htmlText */.js)(entry.op)}</b> · ${(0,inert_text/* htmlCode */.h8)(entry.full_name)} · ${paths} — ${(0,inert_text/* htmlText */.js)(entry.reasons.join(', '))}</summary>`,
        '',
        (0,suggestion_fence/* renderFenced */.k4)('diff', entry.diff.replace(/\n$/, '').split('\n')),
        '',
        `Accept it with \`/remora accept ${entry.workspace_id}\`.`,
        '</details>',
    ].join('\n');
}
/** The marker of a body entry, for the body's trailer. */
function entryMarker(entry) {
    return {
        kind: 'change',
        op: entry.op,
        node_id: entry.node_id,
        name: entry.full_name,
        workspace_id: entry.workspace_id,
        fingerprint: entry.fingerprint,
        patch: entry.workspace_patch,
        block: entry.diff,
        ...(entry.node_sha === undefined ? {} : { node_sha: entry.node_sha }),
    };
}
/**
 * One finding as a compact list item. The path, the node's name, the rule
 * and the message all come from the pull request (a message quotes its
 * code), so each is inert: the names as code spans, the rest as text.
 */
function renderFinding({ op, full_name, finding }) {
    const message = (0,inert_text/* markdownMessage */.ju)(finding.message.replace(/\s+/g, ' ').trim());
    const where = finding.start_line === finding.end_line
        ? `${finding.path}:${finding.start_line}`
        : `${finding.path}:${finding.start_line}-${finding.end_line}`;
    return `- ${(0,inert_text/* markdownCode */.D9)(where)} **${(0,inert_text/* markdownText */.p7)(finding.rule)}** ${message} (${(0,inert_text/* markdownText */.p7)(op)}, ${(0,inert_text/* markdownCode */.D9)(full_name)})`;
}
/**
 * The review body: the headline, one `<details>` patch per entry, the
 * findings as a compact list. It stays under GitHub's limit: whatever does
 * not fit is named on a closing line, never dropped silently.
 */
function renderReviewBody(input) {
    const trailer = (fingerprints, changes) => (0,publish_markers/* renderTrailer */.Yz)({
        commit_id: input.commit_id,
        markers: [{ kind: 'review', fingerprints: [...fingerprints] }, ...changes],
    });
    // Sized with every fingerprint, and each entry's marker as a trailer of its own: the
    // trailer written at the end, without the left-out ones and with one envelope, is shorter.
    const parts = [input.headline];
    let size = input.headline.length + 1 + trailer(input.fingerprints, []).length;
    const budget = BODY_LIMIT - 1 - LEFT_OUT_RESERVE;
    const fits = (text) => size + 2 + text.length <= budget;
    const leftOutEntries = [];
    const leftOutPrints = new Set();
    const changes = [];
    for (const entry of input.entries) {
        const rendered = renderEntry(entry);
        const marker = entryMarker(entry);
        const markerSize = (0,publish_markers/* renderTrailer */.Yz)({ commit_id: input.commit_id, markers: [marker] }).length;
        if (leftOutEntries.length === 0 && size + 2 + rendered.length + markerSize <= budget) {
            parts.push(rendered);
            changes.push(marker);
            size += 2 + rendered.length + markerSize;
        }
        else {
            leftOutEntries.push(entry.workspace_id);
            leftOutPrints.add(entry.fingerprint);
        }
    }
    let leftOutFindings = 0;
    if (input.findings.length > 0) {
        const title = '**Findings** (also annotations on the `Remora` check run)';
        if (fits(title)) {
            const lines = [title];
            size += 2 + title.length;
            for (const finding of input.findings) {
                const line = renderFinding(finding);
                if (leftOutFindings === 0 && fits(line)) {
                    lines.push(line);
                    size += 1 + line.length;
                }
                else
                    leftOutFindings += 1;
            }
            parts.push(lines.join('\n'));
        }
        else
            leftOutFindings = input.findings.length;
    }
    const leftOut = [
        ...leftOutEntries,
        ...(leftOutFindings > 0
            ? [`${leftOutFindings} finding${leftOutFindings === 1 ? '' : 's'}`]
            : []),
    ];
    if (leftOut.length > 0)
        parts.push(leftOutLine(leftOut));
    const kept = input.fingerprints.filter((print) => !leftOutPrints.has(print));
    return { body: `${parts.join('\n\n')}\n${trailer(kept, changes)}`, left_out: leftOut };
}
function leftOutLine(names) {
    const shown = [];
    let length = 0;
    for (const name of names) {
        if (length + name.length > LEFT_OUT_RESERVE - 200)
            break;
        shown.push(`\`${name}\``);
        length += name.length + 4;
    }
    const more = names.length - shown.length;
    return `Left out of this body (see the job summary / report): ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
}

;// CONCATENATED MODULE: ./src/core/publish/plan-review.ts










/** The `max-comments` default: inline comments per review. */
const DEFAULT_MAX_COMMENTS = 30;
/**
 * Plans the one review a run posts: a suggestion per (node, op) change on
 * the pull request's diff, joined where changes overlap, checked to parse,
 * capped; everything else in the body, in the same form whatever the reason.
 */
function planReview(input) {
    const posted = input.alreadyPosted ?? new Set();
    const { suggestions, pieces } = planPieces(input.workspaces, input.commentable);
    const alreadyPosted = [];
    const rejected = [];
    const fresh = [];
    for (const planned of suggestions) {
        const head = input.workspaces[planned.authors[0]?.workspace ?? 0]?.head.get(planned.path) ?? '';
        if (!input.parses(planned.path, applySuggestions(head, [planned.suggestion]))) {
            pieces.push(toPiece(planned, 'unanchored', 'does not parse with the suggestion applied'));
            continue;
        }
        const notUtf8 = outsideUtf8(input.encodingOf(planned.path, head), planned.suggestion.lines);
        if (notUtf8) {
            pieces.push(toPiece(planned, 'unanchored', notUtf8));
            continue;
        }
        const rendered = renderComment(input.workspaces, planned, input.commit_id);
        if ((0,rejections/* isRejected */.TK)(input.rejected, rendered.labels, rendered.fingerprint))
            rejected.push(rendered.fingerprint);
        else if (posted.has(rendered.fingerprint))
            alreadyPosted.push(rendered.fingerprint);
        else if (rendered.comment.body.length >= BODY_LIMIT)
            pieces.push(toPiece(planned, 'unanchored', 'too long for a comment'));
        else
            fresh.push(rendered);
    }
    fresh.sort((a, b) => (a.comment.path < b.comment.path ? -1 : a.comment.path > b.comment.path ? 1 : 0) ||
        a.comment.line - b.comment.line);
    const inline = fresh.slice(0, Math.max(0, input.maxComments));
    for (const extra of fresh.slice(inline.length))
        pieces.push(toPiece(extra.planned, 'overflow', 'over the max-comments cap'));
    const entries = [];
    for (const entry of bodyEntries(input.workspaces, pieces)) {
        if ((0,rejections/* isRejected */.TK)(input.rejected, entry, entry.fingerprint))
            rejected.push(entry.fingerprint);
        else if (posted.has(entry.fingerprint))
            alreadyPosted.push(entry.fingerprint);
        else
            entries.push(entry);
    }
    const body = renderReviewBody({
        headline: headline(input, inline.length, entries.length, alreadyPosted.length),
        commit_id: input.commit_id,
        entries,
        findings: input.findings,
        fingerprints: [...inline.map((c) => c.fingerprint), ...entries.map((e) => e.fingerprint)],
    });
    return {
        review: {
            commit_id: input.commit_id,
            event: 'COMMENT',
            body: body.body,
            comments: inline.map((c) => c.comment),
        },
        unanchored: entries.filter((e) => e.kind === 'unanchored'),
        overflow: entries.filter((e) => e.kind === 'overflow'),
        left_out: body.left_out,
        already_posted: alreadyPosted,
        rejected,
        nothing_new: inline.length === 0 && entries.length === 0,
    };
}
/**
 * Why a suggestion cannot be committed from GitHub's page, if it cannot: the
 * page commits a suggestion's lines as UTF-8, so in a file that declares
 * another encoding (a PEP 263 cookie: latin-1, cp1252, ...) lines holding
 * any character beyond ASCII would be written in the wrong encoding. Such a
 * change goes to the body, where `/remora accept` writes it in the file's own.
 */
function outsideUtf8(encoding, lines) {
    if (encoding === 'utf-8' || lines.every(isAscii))
        return undefined;
    return `the file is in ${encoding}, and GitHub would commit the suggestion's lines as UTF-8`;
}
function isAscii(line) {
    for (let i = 0; i < line.length; i++)
        if (line.charCodeAt(i) > 0x7f)
            return false;
    return true;
}
function toPiece(planned, kind, reason) {
    return {
        kind,
        path: planned.path,
        authors: planned.authors,
        hunks: planned.suggestion.hunks,
        reason,
    };
}
function renderComment(workspaces, planned, commitId) {
    const labels = labelAuthors(workspaces, planned.authors);
    const { suggestion, path } = planned;
    const print = (0,publish_markers/* fingerprint */.Rj)(path, labels.full_name, labels.op, suggestion.lines.join('\n'));
    const head = workspaces[planned.authors[0]?.workspace ?? 0]?.head.get(path) ?? '';
    const block = (0,unified_diff/* formatFileDiff */.$w)({ path, before: head, after: applySuggestions(head, [suggestion]) });
    const body = (0,publish_markers/* withTrailer */.qI)([commentTitle(labels), '', (0,suggestion_fence/* renderSuggestion */.tQ)(suggestion.lines)].join('\n'), {
        commit_id: commitId,
        markers: [
            {
                kind: 'change',
                op: labels.op,
                node_id: labels.node_id,
                name: labels.full_name,
                workspace_id: labels.workspace_id,
                fingerprint: print,
                patch: labels.patch,
                block,
                ...(labels.node_sha === undefined ? {} : { node_sha: labels.node_sha }),
            },
        ],
    });
    const range = suggestion.start_line < suggestion.line
        ? { start_line: suggestion.start_line, start_side: 'RIGHT' }
        : {};
    return {
        comment: { path, line: suggestion.line, side: 'RIGHT', ...range, body },
        planned,
        fingerprint: print,
        labels,
    };
}
function commentTitle(labels) {
    const title = `**${(0,inert_text/* markdownText */.p7)(labels.ops.join(' + '))}** on ${(0,inert_text/* markdownCode */.D9)(labels.full_name)}`;
    const said = labels.summaries.filter((s) => s.summary.trim() !== '');
    if (said.length === 0)
        return title;
    if (labels.ops.length === 1 && said.length === 1)
        return `${title}: ${summaryText(said[0]?.summary)}`;
    return [title, ...said.map((s) => `- ${(0,inert_text/* markdownText */.p7)(s.op)}: ${summaryText(s.summary)}`)].join('\n');
}
/** An op's summary, one line and inert: it may quote the pull request's code or names. */
function summaryText(text) {
    return (0,inert_text/* markdownMessage */.ju)((text ?? '').replace(/\s+/g, ' ').trim());
}
/** Pieces grouped per kind and authors into body entries, each with its diff and fingerprint. */
function bodyEntries(workspaces, pieces) {
    const groups = new Map();
    for (const piece of pieces) {
        const key = `${piece.kind} ${normaliseAuthors(piece.authors)
            .map((a) => `${a.workspace}:${a.step}`)
            .join('|')}`;
        groups.set(key, [...(groups.get(key) ?? []), piece]);
    }
    return [...groups.values()].map((group) => {
        const labels = labelAuthors(workspaces, group.flatMap((piece) => piece.authors));
        const paths = [...new Set(group.map((piece) => piece.path))];
        const versions = paths.map((path) => {
            const ofPath = group.filter((piece) => piece.path === path);
            const head = headOf(workspaces, ofPath[0]);
            const whole = ofPath.find((piece) => piece.whole)?.whole;
            const after = whole
                ? whole.after
                : (0,change_hunks/* applyHunksToText */.QS)(head ?? '', ofPath.flatMap((piece) => piece.hunks));
            return { path, before: head, after };
        });
        const diff = versions.map(unified_diff/* formatFileDiff */.$w).join('');
        const content = versions.map((v) => `${v.path}\0${v.after ?? ''}`).join('\0');
        return {
            kind: group[0].kind,
            op: labels.op,
            node_id: labels.node_id,
            workspace_id: labels.workspace_id,
            ...(labels.node_sha === undefined ? {} : { node_sha: labels.node_sha }),
            full_name: labels.full_name,
            paths,
            reasons: [...new Set(group.map((piece) => piece.reason))],
            diff,
            workspace_patch: labels.patch,
            fingerprint: (0,publish_markers/* fingerprint */.Rj)(paths.join('\0'), labels.full_name, labels.op, content),
        };
    });
}
function headOf(workspaces, piece) {
    return workspaces[piece.authors[0]?.workspace ?? 0]?.head.get(piece.path);
}
function headline(input, inline, entries, alreadyPosted) {
    const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
    const parts = [
        `${count(inline, 'suggestion', 'suggestions')} inline`,
        `${count(entries, 'change', 'changes')} below`,
        count(input.findings.length, 'finding', 'findings'),
    ];
    if (alreadyPosted > 0)
        parts.push(`${alreadyPosted} already posted earlier`);
    const reviewed = input.nodes === undefined ? '' : ` ${count(input.nodes, 'node', 'nodes')}`;
    return `**Remora** reviewed${reviewed}: ${parts.join(', ')}.`;
}

;// CONCATENATED MODULE: ./src/core/publish/publish-input.ts

/**
 * Reads the final workspaces of every node, and the chain each was forked
 * along, into plain data for {@link planReview}. Only reads: no workspace changes.
 */
async function collectWorkspaces(nodes) {
    const collected = [];
    for (const { node, ops, finals } of nodes) {
        for (const final of finals) {
            const chain = [];
            for (let w = final; w; w = w.parent)
                chain.unshift(w);
            const head = new Map();
            for (const workspace of chain)
                for (const change of await workspace.changes())
                    head.set(change.path, change.before);
            if (head.size === 0)
                continue;
            const steps = [];
            for (const workspace of chain) {
                const op = ops.find((o) => o.workspace_id === workspace.id);
                const files = new Map();
                for (const path of head.keys())
                    files.set(path, await workspace.readFile(path));
                steps.push({
                    op: op?.op ?? workspace.id.replace(/-[^-]*$/, ''),
                    workspace_id: workspace.id,
                    summary: op?.summary ?? '',
                    files,
                });
            }
            collected.push({
                node_id: node.node_id,
                full_name: node.full_name,
                ...(node.text === undefined ? {} : { node_sha: (0,publish_markers/* nodeContentHash */.k)(node.text) }),
                head,
                steps,
            });
        }
    }
    return collected;
}
/** Every finding of every op, with where it came from. */
function collectFindings(nodes) {
    return nodes.flatMap(({ node, ops }) => ops.flatMap((op) => op.findings.map((finding) => ({
        op: op.op,
        node_id: node.node_id,
        full_name: node.full_name,
        finding,
    }))));
}

;// CONCATENATED MODULE: ./src/core/publish/incremental.ts
/**
 * What a completed `Remora` check run carries (its `external_id`) when its
 * run reviewed every changed node of pull request `pullNumber` at its head
 * with the configured ops, every op finishing: a later push may then review
 * only the nodes that changed since that head. Only the job's token writes
 * check runs of the `github-actions` app, so a pull request's author cannot
 * forge it.
 */
function reviewedHeadMark(pullNumber) {
    return `remora:reviewed-head #${pullNumber}`;
}
/** The app whose check runs the job's token writes. */
const ACTIONS_APP = 'github-actions';
/** Whether one of a commit's check runs says Remora reviewed pull request `pullNumber` there. */
function isReviewedHead(runs, pullNumber) {
    const mark = reviewedHeadMark(pullNumber);
    return runs.some((run) => run.status === 'completed' && run.app === ACTIONS_APP && run.external_id === mark);
}
/**
 * Sorts the earlier changes of an incremental review. A change whose node
 * is among `reviewedAgain` (node ids) and that this run did not produce
 * again (`producedAgain`: fingerprints) is outdated: its thread is answered
 * and resolved. One whose nodes were all left alone still stands, and is
 * counted. Accepted changes are neither: the reconcile step resolves them.
 */
function sortEarlierByNode(verdicts, reviewedAgain, producedAgain, 
/** Fingerprints reviewers rejected: they stand no more. */
rejected = new Set()) {
    const touched = (change) => change.marker.node_id.split('+').some((id) => reviewedAgain.has(id));
    const standing = new Set(verdicts.pending
        .filter((change) => !touched(change) &&
        !change.thread?.isResolved &&
        !producedAgain.has(change.marker.fingerprint) &&
        !rejected.has(change.marker.fingerprint))
        .map((change) => change.marker.fingerprint));
    const threads = new Set();
    const outdated = [...verdicts.pending, ...verdicts.outdated].filter((change) => {
        const { thread } = change;
        if (!thread || thread.isResolved || threads.has(thread.id))
            return false;
        if (!touched(change) || producedAgain.has(change.marker.fingerprint))
            return false;
        threads.add(thread.id);
        return true;
    });
    return { standing: standing.size, outdated };
}
/** The reply an outdated thread gets before it is resolved. */
function outdatedReply(head) {
    return `outdated: the node changed in ${head}`;
}

// EXTERNAL MODULE: ./src/core/publish/reconcile.ts
var reconcile = __webpack_require__(1035);
;// CONCATENATED MODULE: ./src/core/publish/refused-comments.ts




// Room kept for the closing "left out" line.
const LEFT_OUT_ROOM = 600;
const SUGGESTION_OPENER = /^(`{3,})suggestion$/;
/** Where a comment sits, as `path:line` or `path:start-end`: how a left-out one is named. */
function refusedCommentName(comment) {
    const start = comment.start_line ?? comment.line;
    return `${comment.path}:${start === comment.line ? start : `${start}-${comment.line}`}`;
}
/**
 * One refused comment as a collapsible body entry: its path and lines, why
 * it is here, its prose, its suggested lines as a plain code block (a
 * suggestion block only works inline) and the accept hint; its markers, for
 * the body's trailer, so later runs count it as posted.
 */
function renderRefusedComment({ comment, reason }) {
    const { text, trailer } = (0,publish_markers/* readTrailer */.ot)(comment.body);
    const markers = trailer?.markers ?? [];
    const start = comment.start_line ?? comment.line;
    const lines = start === comment.line ? `line ${start}` : `lines ${start}–${comment.line}`;
    const workspaces = markers.flatMap((marker) => marker.kind === 'change' ? [marker.workspace_id] : []);
    return {
        text: [
            '<details>',
            `<summary><b>refused inline</b> · ${(0,inert_text/* htmlCode */.h8)(comment.path)} ${lines} — ${(0,inert_text/* htmlText */.js)(reason)}</summary>`,
            '',
            withPlainFence(text.trim()),
            '',
            ...workspaces.map((id) => `Accept it with \`/remora accept ${id}\`.`),
            '</details>',
        ].join('\n'),
        markers,
    };
}
/**
 * Adds the comments GitHub refused inline to a review body, after what it
 * already holds, their markers joining the body's trailer. The body stays
 * under GitHub's limit: each refused comment that does not fit is named on a
 * closing line and in `left_out`.
 */
function addRefusedComments(body, refused) {
    if (refused.length === 0)
        return { body, left_out: [] };
    const own = (0,publish_markers/* readTrailer */.ot)(body);
    // A planned review body always ends in its trailer: the commit its changes were computed on.
    const commitId = own.trailer?.commit_id ?? '';
    const markers = [...(own.trailer?.markers ?? [])];
    const heading = `**GitHub refused ${refused.length} inline comment${refused.length === 1 ? '' : 's'}** ` +
        'on this commit; here they are instead.';
    const budget = BODY_LIMIT - 1 - LEFT_OUT_ROOM;
    const parts = [own.text];
    let size = body.length;
    const leftOut = [];
    for (const item of refused) {
        const rendered = renderRefusedComment(item);
        const first = parts.length === 1;
        // The markers move from the comment's trailer to the body's: about the same size.
        const extra = (first ? 2 + heading.length : 0) +
            2 +
            rendered.text.length +
            item.comment.body.length -
            (0,publish_markers/* readTrailer */.ot)(item.comment.body).text.length;
        // A large one left out does not stop a smaller one after it from fitting.
        if (size + extra > budget) {
            leftOut.push(refusedCommentName(item.comment));
            continue;
        }
        if (first)
            parts.push(heading);
        parts.push(rendered.text);
        (0,arrays/* appendAll */.u2)(markers, rendered.markers);
        size += extra;
    }
    const line = leftOut.length > 0 ? refused_comments_leftOutLine(leftOut, BODY_LIMIT - 1 - size - 2) : undefined;
    if (line !== undefined)
        parts.push(line);
    return {
        body: (0,publish_markers/* withTrailer */.qI)(parts.join('\n\n'), { commit_id: commitId, markers }),
        left_out: leftOut,
    };
}
/** The comment's text with its suggestion block turned into a plain code block. */
function withPlainFence(text) {
    const lines = text.split('\n');
    const open = lines.findIndex((line) => SUGGESTION_OPENER.test(line));
    if (open < 0)
        return text;
    const fence = SUGGESTION_OPENER.exec(lines[open] ?? '')?.[1] ?? '```';
    // The fence is longer than any backtick run inside, so the first bare fence closes it.
    const close = lines.findIndex((line, index) => index > open && line === fence);
    if (close < 0)
        return text;
    const block = close === open + 1
        ? ['_The suggestion deletes these lines._']
        : [fence, ...lines.slice(open + 1, close + 1)];
    return [...lines.slice(0, open), ...block, ...lines.slice(close + 1)].join('\n');
}
function refused_comments_leftOutLine(names, room) {
    for (let shown = names.length; shown >= 0; shown -= 1) {
        const more = names.length - shown;
        const listed = names.slice(0, shown).map(inert_text/* markdownCode */.D9).join(', ');
        const tail = more === 0 ? '' : `${shown > 0 ? ' and ' : ''}${more} more`;
        const line = `Refused inline and left out of this body (see the job summary / report): ${listed}${tail}.`;
        if (line.length <= room)
            return line;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/core/publish/questions.ts


/**
 * Plans one inline comment per question: on the first line of its node that
 * the pull request's diff lets a comment sit on, ending in a question marker
 * that holds the state to resume from. A question already asked (its
 * fingerprint posted) is not asked again.
 */
function planQuestions(input) {
    const planned = { comments: [], rows: [], already_asked: [], unanchored: [] };
    for (const waiting of input.waiting) {
        const { node } = waiting;
        const marker = questionMarker(waiting);
        planned.rows.push({
            op: waiting.op,
            name: node.full_name,
            path: node.file_path,
            question: marker.question,
        });
        if (input.alreadyPosted?.has(marker.fingerprint)) {
            planned.already_asked.push(marker.fingerprint);
            continue;
        }
        const line = firstCommentableLine(input.commentable.get(node.file_path) ?? [], node);
        if (line === undefined) {
            planned.unanchored.push(waiting.workspace_id);
            continue;
        }
        planned.comments.push({
            path: node.file_path,
            line,
            side: 'RIGHT',
            body: (0,publish_markers/* withTrailer */.qI)(renderQuestion(waiting.op, node.full_name, marker), {
                commit_id: input.commit_id,
                markers: [marker],
            }),
        });
    }
    return planned;
}
/**
 * The question's marker. Its resume state (the conversation and the patch)
 * is bounded: past {@link MAX_RESUME_STATE_CHARS} compressed, the
 * conversation is left out, and an answer is then told the op cannot
 * resume and how to run it afresh.
 */
function questionMarker(waiting) {
    const { node } = waiting;
    const transcript = JSON.stringify(waiting.transcript);
    const nodeSha = (0,publish_markers/* textSha256 */.XN)(node.text);
    const size = (0,publish_markers/* deflated */.Eb)(transcript).length + (0,publish_markers/* deflated */.Eb)(waiting.waiting.patch).length;
    return {
        kind: 'question',
        op: waiting.op,
        node_id: node.node_id,
        name: node.full_name,
        workspace_id: waiting.workspace_id,
        // The node's text is in it: once the code changes, the question is asked anew, with a
        // state that can resume, and the old one's answers are told it is outdated.
        fingerprint: (0,publish_markers/* fingerprint */.Rj)(node.file_path, node.full_name, waiting.op, `ask_user\0${nodeSha}\0${waiting.waiting.question}`),
        node_sha256: nodeSha,
        question: waiting.waiting.question,
        call_id: waiting.waiting.call_id,
        turns: waiting.turns,
        patch: waiting.waiting.patch,
        transcript: size <= publish_markers/* MAX_RESUME_STATE_CHARS */.Tr ? transcript : '',
    };
}
/** The comment's text: who asks, the question as a quote, and how to answer. */
function renderQuestion(op, name, marker) {
    // The model's words, read from the pull request's code: quoted line by line, inert.
    const quoted = marker.question
        .split(/\r?\n|\r/)
        .map((line) => `> ${(0,inert_text/* markdownMessage */.ju)(line)}`)
        .join('\n');
    const how = marker.transcript === ''
        ? `This op's conversation was too long to keep here, so an answer cannot resume it; ` +
            `run \`/remora ${op}\` on the file again instead.`
        : `Reply in this thread to answer: Remora then goes on from here with your answer and ` +
            `suggests what it makes of it. Only replies by people with write access are read. ` +
            `Unanswered, this question blocks nothing.`;
    return [`**${op}** on ${(0,inert_text/* markdownCode */.D9)(name)} asks:`, '', quoted, '', how].join('\n');
}
/** The first line of the node's span that GitHub takes a comment on, if any. */
function firstCommentableLine(ranges, node) {
    let first;
    for (const range of ranges) {
        const start = Math.max(range.start, node.start_line);
        if (start > Math.min(range.end, node.end_line))
            continue;
        if (first === undefined || start < first)
            first = start;
    }
    return first;
}

;// CONCATENATED MODULE: ./src/core/publish/index.ts
/**
 * How a review reaches GitHub (docs/architecture.md §7), as pure functions: collect the
 * nodes' workspaces, plan the one `createReview` request (anchoring, fences,
 * markers, caps, body), the check run's output and its conclusion, and what
 * a rerun makes of earlier runs' markers. The action and `remora review
 * --format github` call the same code.
 */


















/***/ }),

/***/ 292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eb: () => (/* binding */ deflated),
/* harmony export */   O7: () => (/* binding */ quotesMarkerNaming),
/* harmony export */   Rj: () => (/* binding */ fingerprint),
/* harmony export */   Tr: () => (/* binding */ MAX_RESUME_STATE_CHARS),
/* harmony export */   XN: () => (/* binding */ textSha256),
/* harmony export */   Yz: () => (/* binding */ renderTrailer),
/* harmony export */   k: () => (/* binding */ nodeContentHash),
/* harmony export */   ot: () => (/* binding */ readTrailer),
/* harmony export */   qI: () => (/* binding */ withTrailer)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2047);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4296);




/**
 * The most a question's resume state (its transcript and patch, compressed
 * and in base64) may take in its comment: GitHub takes 65,536 characters in
 * a comment, and the question and its note need some of them.
 */
const MAX_RESUME_STATE_CHARS = 56_000;
const PREFIX = '<!-- remora:v2 ';
const SUFFIX = ' -->';
const FINGERPRINT_LENGTH = 16;
const changeWire = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('change'),
    op: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    node_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    workspace_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    patch: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    block: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    node_sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
});
const rejectionWire = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('rejection'),
    workspace_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    node_sha: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP().optional(),
    fingerprints: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
    reason: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    by: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
const reviewWire = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('review'),
    fingerprints: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP()),
});
const questionWire = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_3__/* .literal */ .euz('question'),
    op: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    node_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    name: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    workspace_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    fingerprint: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    node_sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    question: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    call_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    turns: zod__WEBPACK_IMPORTED_MODULE_3__/* .number */ .aig().int().nonnegative(),
    patch: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    transcript: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
const trailerWire = zod__WEBPACK_IMPORTED_MODULE_3__/* .object */ .Ikc({
    commit_id: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
    markers: zod__WEBPACK_IMPORTED_MODULE_3__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_3__/* .discriminatedUnion */ .gMt('kind', [changeWire, reviewWire, rejectionWire, questionWire])),
    sha256: zod__WEBPACK_IMPORTED_MODULE_3__/* .string */ .YjP(),
});
function sha256(text) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text, 'utf8').digest('hex');
}
/** SHA-256 of a text (UTF-8) in hex: how a question marker names its node's content. */
function textSha256(text) {
    return sha256(text);
}
/**
 * A short, stable id of one suggested change: the same path, node, op and
 * suggested content give the same fingerprint on every run, wherever the
 * lines moved to.
 */
function fingerprint(path, fullName, op, content) {
    return sha256([path, fullName, op, content].join('\0')).slice(0, FINGERPRINT_LENGTH);
}
/** A short, stable hash of a node's text: a rejection holds while it stays the same. */
function nodeContentHash(text) {
    return sha256(text).slice(0, FINGERPRINT_LENGTH);
}
// An optional field counts only when present, so markers written before it existed still verify.
function optional(name, value) {
    return value === undefined ? [] : [name, value];
}
function markerFields(marker) {
    switch (marker.kind) {
        case 'change':
            return [
                marker.kind,
                marker.op,
                marker.node_id,
                marker.name,
                marker.workspace_id,
                marker.fingerprint,
                marker.patch,
                ...optional('block', marker.block),
                ...optional('node_sha', marker.node_sha),
            ];
        case 'review':
            return [marker.kind, ...marker.fingerprints];
        case 'rejection':
            return [
                marker.kind,
                marker.workspace_id,
                ...optional('node_sha', marker.node_sha),
                ...marker.fingerprints,
                marker.reason,
                marker.by,
            ];
        case 'question':
            return [
                marker.kind,
                marker.op,
                marker.node_id,
                marker.name,
                marker.workspace_id,
                marker.fingerprint,
                marker.patch,
                marker.node_sha256,
                marker.question,
                marker.call_id,
                String(marker.turns),
                marker.transcript,
            ];
    }
}
// The hash covers every field of every marker, so an edited id is caught as surely as an edited patch.
function integrity(trailer) {
    const fields = trailer.markers.flatMap(markerFields);
    return sha256([trailer.commit_id, ...fields].join('\0'));
}
/**
 * The hidden HTML comment that ends a text Remora writes. Patches travel
 * deflated and in base64; `<` and `>` are escaped, so nothing inside can end
 * the comment or start another trailer.
 */
function renderTrailer(trailer) {
    const payload = {
        commit_id: trailer.commit_id,
        markers: trailer.markers.map((marker) => {
            if (marker.kind === 'change')
                return {
                    ...marker,
                    patch: deflate(marker.patch),
                    ...(marker.block === undefined ? {} : { block: deflate(marker.block) }),
                };
            if (marker.kind === 'question')
                return {
                    ...marker,
                    patch: deflated(marker.patch),
                    transcript: deflated(marker.transcript),
                };
            return marker;
        }),
        sha256: integrity(trailer),
    };
    return `${PREFIX}${JSON.stringify(payload).replace(/</g, '\\u003c').replace(/>/g, '\\u003e')}${SUFFIX}`;
}
function deflate(text) {
    return (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.deflateRawSync)(Buffer.from(text, 'utf8')).toString('base64');
}
/** Text as a trailer carries it: deflated, in base64; '' stays '' (a question with no patch). */
function deflated(text) {
    return text === '' ? '' : deflate(text);
}
/** `text` ending in its trailer: the two joined by a line break. */
function withTrailer(text, trailer) {
    return `${text}\n${renderTrailer(trailer)}`;
}
function trailerError(message, cause) {
    return new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RemoraError */ .LP('PUB_001', `the remora trailer of this text ${message}`, { cause });
}
/**
 * The trailer that ends `text`, if any. Only the end of the text is looked
 * at: a marker anywhere else is quoted text, not Remora's, and is never read.
 * A trailer that is malformed or fails its integrity hash is a PUB_001
 * problem, never read as if it were sound.
 */
function readTrailer(text) {
    const end = text.trimEnd();
    const start = end.lastIndexOf(PREFIX);
    if (start < 0 || !end.endsWith(SUFFIX))
        return { text, raw: '' };
    const raw = end.slice(start);
    const before = end.slice(0, start).replace(/\n$/, '');
    const json = end.slice(start + PREFIX.length, end.length - SUFFIX.length);
    try {
        return { trailer: parseTrailer(json), text: before, raw };
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .RemoraError */ .LP))
            throw error;
        return { problem: error, text: before, raw };
    }
}
function parseTrailer(json) {
    let raw;
    try {
        raw = JSON.parse(json);
    }
    catch (error) {
        throw trailerError('is not valid JSON: it was edited or cut', error);
    }
    const parsed = trailerWire.safeParse(raw);
    if (!parsed.success)
        throw trailerError(`lacks a field or has a wrong one (${parsed.error.issues[0]?.path.join('.') ?? '?'})`);
    const trailer = {
        commit_id: parsed.data.commit_id,
        markers: parsed.data.markers.map((marker) => {
            if (marker.kind === 'change')
                return decodeChange(marker);
            if (marker.kind === 'question')
                return {
                    ...marker,
                    patch: decodeOptional(marker.patch),
                    transcript: decodeOptional(marker.transcript),
                };
            return stripUndefined(marker);
        }),
    };
    if (integrity(trailer) !== parsed.data.sha256)
        throw trailerError('fails its integrity check (sha256): it was edited after Remora wrote it, so it is not trusted');
    return trailer;
}
function decodeChange(marker) {
    const { block, node_sha, ...rest } = marker;
    return {
        ...rest,
        patch: decodePatch(marker.patch),
        ...(block === undefined ? {} : { block: decodePatch(block) }),
        ...(node_sha === undefined ? {} : { node_sha }),
    };
}
// zod gives an absent optional field as a key holding undefined; the types say it is absent.
function stripUndefined(marker) {
    return Object.fromEntries(Object.entries(marker).filter(([, v]) => v !== undefined));
}
/** A question's patch or conversation: '' when it has none. */
function decodeOptional(base64) {
    return base64 === '' ? '' : decodePatch(base64);
}
function decodePatch(base64) {
    try {
        return (0,node_zlib__WEBPACK_IMPORTED_MODULE_1__.inflateRawSync)(Buffer.from(base64, 'base64')).toString('utf8');
    }
    catch (error) {
        throw trailerError('holds a patch that does not decompress: it was edited or cut', error);
    }
}
/**
 * Whether text Remora did not write as its trailer looks like a marker that
 * names `id`: quoted code or a copied marker, which is never trusted, and
 * which an accept of `id` says it did not believe.
 */
function quotesMarkerNaming(text, id) {
    return /<!-- remora:v\d/.test(text) && text.includes(id);
}


/***/ }),

/***/ 8580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ patchInHead)
/* harmony export */ });
/* harmony import */ var _diff_hunks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2822);

/**
 * Whether a workspace's suggested result is now in the head, wherever its
 * lines moved to: a new file is there with exactly that content, a deleted
 * file is gone, and each hunk of a changed file has its after side (context
 * and added lines) as one contiguous block of the head file, with the lines
 * it deletes gone from between and around them.
 */
function patchInHead(files, headFile) {
    return files.length > 0 && files.every((file) => fileInHead(file, headFile(file.path)));
}
function fileInHead(file, head) {
    if (file.status === 'deleted')
        return head === undefined;
    if (head === undefined)
        return false;
    const lines = (0,_diff_hunks_js__WEBPACK_IMPORTED_MODULE_0__/* .splitDiffLines */ .H)(head);
    if (file.status === 'added')
        return wholeFileIs(file, head, lines);
    return file.hunks.every((hunk) => hunkInHead(hunk, lines));
}
// The diff parser keeps a line's text without its `\r`, so both sides are compared as lines.
function wholeFileIs(file, head, lines) {
    const added = file.hunks.flatMap((hunk) => hunk.lines).filter((line) => line.kind === 'added');
    if (added.length === 0)
        return head === '';
    const expected = added.map((line) => line.text);
    const endsWithNewline = !added[added.length - 1].noNewlineAtEnd;
    return (expected.length === lines.length &&
        sameLines(expected, lines, 0) &&
        head.endsWith('\n') === endsWithNewline);
}
/**
 * The hunk's after side is a block of the head, and the deleted lines at its
 * edges (which no context pins down) do not sit right beside that block.
 */
function hunkInHead(hunk, lines) {
    const block = hunk.lines.filter((line) => line.kind !== 'deleted').map((line) => line.text);
    // With nothing left, the suggestion emptied the file: no other place fits.
    if (block.length === 0)
        return lines.length === 0;
    const before = edgeDeletions(hunk.lines);
    const after = edgeDeletions([...hunk.lines].reverse()).reverse();
    for (let at = 0; at + block.length <= lines.length; at += 1) {
        if (!sameLines(block, lines, at))
            continue;
        const end = at + block.length;
        const stillBefore = before.length > 0 && sameLines(before, lines, at - before.length);
        const stillAfter = after.length > 0 && sameLines(after, lines, end);
        if (!stillBefore && !stillAfter)
            return true;
    }
    return false;
}
/** The deleted lines at the start of a hunk, before its first context or added line. */
function edgeDeletions(lines) {
    const edge = [];
    for (const line of lines) {
        if (line.kind !== 'deleted')
            break;
        edge.push(line.text);
    }
    return edge;
}
function sameLines(expected, lines, at) {
    if (at < 0 || at + expected.length > lines.length)
        return false;
    return expected.every((text, i) => lines[at + i] === text);
}


/***/ }),

/***/ 1035:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Of: () => (/* binding */ pathsToRead),
/* harmony export */   VY: () => (/* binding */ judgeEarlierChanges),
/* harmony export */   bH: () => (/* binding */ readEarlierRuns)
/* harmony export */ });
/* unused harmony export judgedFiles */
/* harmony import */ var _diff_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3043);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4296);
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(292);
/* harmony import */ var _patch_in_head_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8580);




/**
 * Reads Remora's markers from the pull request's review comments and review
 * bodies: what earlier runs posted, with each inline change's thread. A
 * marker that is malformed, fails its integrity check or holds a patch that
 * does not parse is listed in `problems` and not trusted; it never fails the run.
 */
function readEarlierRuns(input) {
    const threadOf = new Map();
    for (const thread of input.threads)
        for (const id of thread.commentIds)
            threadOf.set(id, thread);
    const runs = {
        posted: new Map(),
        changes: [],
        alreadyPosted: new Set(),
        problems: [],
    };
    // Remora never replies: a reply that quotes a marker is someone else's text.
    for (const comment of input.comments.filter((c) => c.in_reply_to_id === undefined)) {
        const where = `review comment ${comment.id} on ${comment.path}`;
        const thread = threadOf.get(comment.id);
        const trailer = trustedMarkers(input, comment, where, runs.problems);
        for (const marker of trailer?.markers ?? [])
            addMarker(runs, marker, trailer?.commit_id ?? '', where, {
                comment_id: comment.id,
                ...(thread ? { thread } : {}),
                ...(comment.review_id === undefined ? {} : { posted_in: comment.review_id }),
            });
    }
    for (const review of input.reviews) {
        const where = `review ${review.id}`;
        const trailer = trustedMarkers(input, review, where, runs.problems);
        for (const marker of trailer?.markers ?? [])
            addMarker(runs, marker, trailer?.commit_id ?? '', where, {
                review_id: review.id,
                posted_in: review.id,
            });
    }
    return runs;
}
function trustedMarkers(input, posted, where, problems) {
    const read = (0,_markers_js__WEBPACK_IMPORTED_MODULE_2__/* .readTrailer */ .ot)(posted.body);
    if (!read.trailer && !read.problem)
        return undefined;
    if (input.author !== undefined && posted.user !== input.author) {
        problems.push(`${where} by ${posted.user} carries a remora marker, but Remora posts as ${input.author}: not trusted`);
        return undefined;
    }
    if (read.problem)
        problems.push(`${where}: ${read.problem.message}`);
    return read.trailer;
}
function addMarker(runs, marker, commitId, where, place) {
    // Rejections are Remora's replies to reviewers, read from its issue comments (rejections.ts).
    if (marker.kind === 'rejection')
        return;
    if (marker.kind === 'review') {
        for (const print of marker.fingerprints)
            runs.alreadyPosted.add(print);
        return;
    }
    if (marker.kind === 'question') {
        runs.alreadyPosted.add(marker.fingerprint);
        // A question is only ever asked inline: its thread is where the answer goes.
        if (place.comment_id !== undefined)
            (runs.questions ??= []).push({
                marker,
                commit_id: commitId,
                comment_id: place.comment_id,
                ...(place.thread ? { thread: place.thread } : {}),
            });
        return;
    }
    runs.alreadyPosted.add(marker.fingerprint);
    const label = `${where}: the patch of the marker of ${marker.workspace_id}`;
    let files;
    try {
        files = (0,_diff_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseGitDiff */ .Tc)(marker.patch);
    }
    catch (error) {
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RemoraError */ .LP))
            throw error;
        runs.problems.push(`${label} does not parse (${error.message}): not trusted`);
        return;
    }
    if (files.length === 0) {
        runs.problems.push(`${label} is empty: not trusted`);
        return;
    }
    let block;
    if (marker.block !== undefined) {
        try {
            block = (0,_diff_index_js__WEBPACK_IMPORTED_MODULE_0__/* .parseGitDiff */ .Tc)(marker.block);
        }
        catch (error) {
            if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .RemoraError */ .LP))
                throw error;
            // The workspace's patch still judges it, as for markers without a block.
            runs.problems.push(`${where}: the block of the marker of ${marker.workspace_id} does not parse (${error.message})`);
        }
    }
    const change = {
        marker,
        commit_id: commitId,
        files,
        ...(block && block.length > 0 ? { block } : {}),
        ...place,
    };
    runs.changes.push(change);
    if (!runs.posted.has(marker.fingerprint))
        runs.posted.set(marker.fingerprint, change);
}
/** The paths whose head text {@link judgeEarlierChanges} asks for: read exactly these. */
function pathsToRead(earlier) {
    return [
        ...new Set(earlier.flatMap((change) => [...change.files, ...(change.block ?? [])].map((file) => file.path))),
    ].sort();
}
/** What judges a change: its own block when its marker carries one, else its workspace's patch. */
function judgedFiles(change) {
    return change.block ?? change.files;
}
/**
 * Judges each earlier change against the head: accepted when the head holds
 * its block (a workspace posted as several suggestions is judged block by
 * block), or for older markers its workspace's suggested result; outdated when its thread is, pending
 * otherwise. Pass {@link EarlierRuns.changes} (every copy of a fingerprint
 * posted twice, so each thread is resolved); `headFile` answers for the
 * paths of {@link pathsToRead}.
 */
function judgeEarlierChanges(earlier, headFile) {
    const verdicts = {
        accepted: [],
        outdated: [],
        pending: [],
        resolve: [],
        counts: { accepted: 0, posted: 0 },
    };
    const resolve = new Set();
    // A block is committed when it is in the head, or when its whole workspace is: a block's
    // context may hold lines another block of the node rewrote once both are committed.
    const inHead = earlier.filter((change) => (0,_patch_in_head_js__WEBPACK_IMPORTED_MODULE_3__/* .patchInHead */ .w)(judgedFiles(change), headFile) ||
        (change.block !== undefined && (0,_patch_in_head_js__WEBPACK_IMPORTED_MODULE_3__/* .patchInHead */ .w)(change.files, headFile)));
    for (const change of earlier) {
        const { thread } = change;
        if (inHead.includes(change) || committedWith(change, inHead, headFile))
            verdicts.accepted.push(change);
        // A later run suggested its workspace anew (a retry, a rerun on changed code): it stands no more.
        else if (thread?.isOutdated || supersededIn(change, earlier))
            verdicts.outdated.push(change);
        else {
            verdicts.pending.push(change);
            continue;
        }
        if (thread && !thread.isResolved)
            resolve.add(thread.id);
    }
    verdicts.resolve = [...resolve];
    verdicts.counts = {
        accepted: distinctPrints(verdicts.accepted),
        posted: distinctPrints(earlier.filter((change) => !supersededIn(change, earlier))),
    };
    return verdicts;
}
/**
 * Whether a later run posted the change's workspace again with another
 * suggestion: runs are told apart by the review they posted with (GitHub's
 * review ids grow), so the blocks of one run never supersede each other.
 */
function supersededIn(change, earlier) {
    const run = change.posted_in;
    if (run === undefined)
        return false;
    return earlier.some((other) => other.marker.workspace_id === change.marker.workspace_id &&
        other.marker.fingerprint !== change.marker.fingerprint &&
        other.posted_in !== undefined &&
        other.posted_in > run);
}
/**
 * Whether `change` was committed together with another change on the same
 * node that is in the head as it was posted. Ops chained on one node (lint,
 * then docstring forked from it) each post their own patch; once both are
 * committed, the earlier one's context holds lines the later one rewrote,
 * so it is judged by its edits alone: every hunk's added lines, in order,
 * in the head.
 */
function committedWith(change, inHead, headFile) {
    const sibling = inHead.some((other) => other !== change && other.marker.node_id === change.marker.node_id);
    return (sibling &&
        judgedFiles(change).every((file) => {
            const text = headFile(file.path);
            if (text === undefined)
                return false;
            const lines = text.split(/\r?\n/);
            return file.hunks.every((hunk) => {
                const added = hunk.lines.filter((l) => l.kind === 'added').map((l) => l.text);
                return added.length > 0 && hasRun(lines, added);
            });
        }));
}
/** Whether `run` appears in `lines` as consecutive lines. */
function hasRun(lines, run) {
    for (let at = 0; at + run.length <= lines.length; at++)
        if (run.every((line, k) => lines[at + k] === line))
            return true;
    return false;
}
function distinctPrints(changes) {
    return new Set(changes.map((change) => change.marker.fingerprint)).size;
}


/***/ }),

/***/ 4259:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qf: () => (/* binding */ nodeShaOf),
/* harmony export */   TK: () => (/* binding */ isRejected),
/* harmony export */   Um: () => (/* binding */ rejectionMarker),
/* harmony export */   h2: () => (/* binding */ rejectionOf),
/* harmony export */   tw: () => (/* binding */ rejectedSet),
/* harmony export */   zV: () => (/* binding */ readRejections)
/* harmony export */ });
/* harmony import */ var _markers_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(292);

function rejectionKey(workspaceId, nodeSha) {
    return `${workspaceId}@${nodeSha}`;
}
/** The set a plan filters by, from every rejection read. */
function rejectedSet(rejections) {
    const keys = new Set();
    const fingerprints = new Set();
    for (const rejection of rejections) {
        if (rejection.node_sha === undefined)
            for (const print of rejection.fingerprints)
                fingerprints.add(print);
        else
            keys.add(rejectionKey(rejection.workspace_id, rejection.node_sha));
    }
    return { keys, fingerprints };
}
/**
 * Whether a suggestion is rejected: one of the workspaces it carries was
 * rejected on the same node text, or (older markers) this very suggestion was.
 */
function isRejected(set, labels, print) {
    if (!set)
        return false;
    if (set.fingerprints.has(print))
        return true;
    if (labels.node_sha === undefined)
        return false;
    const shas = labels.node_sha.split('+');
    return labels.workspace_id
        .split('+')
        .some((id, i) => set.keys.has(rejectionKey(id, shas[i] ?? '')));
}
/** The node text hash a change's marker gives the workspace `id`, if it gives one. */
function nodeShaOf(change, id) {
    const { workspace_id, node_sha } = change.marker;
    if (node_sha === undefined)
        return undefined;
    const at = workspace_id.split('+').indexOf(id);
    return at < 0 ? undefined : node_sha.split('+')[at];
}
/**
 * The rejection of workspace `id` from the changes posted for it (latest
 * last): the node text of the latest, and every fingerprint posted for it.
 */
function rejectionOf(changes, id, act) {
    const naming = changes.filter((c) => c.marker.workspace_id.split('+').includes(id));
    const latest = naming[naming.length - 1];
    const nodeSha = latest && nodeShaOf(latest, id);
    return {
        workspace_id: id,
        ...(nodeSha === undefined ? {} : { node_sha: nodeSha }),
        fingerprints: [...new Set(naming.map((c) => c.marker.fingerprint))],
        reason: act.reason,
        by: act.by,
        how: act.how,
    };
}
/** A rejection as the trailer of Remora's reply records it. */
function rejectionMarker(rejection) {
    return {
        kind: 'rejection',
        workspace_id: rejection.workspace_id,
        ...(rejection.node_sha === undefined ? {} : { node_sha: rejection.node_sha }),
        fingerprints: rejection.fingerprints,
        reason: rejection.reason,
        by: rejection.by,
    };
}
/**
 * The rejections Remora recorded in its own replies (issue comments): only
 * comments by `author`, only their trailer. A reviewer's comment that quotes
 * or forges a rejection marker is never read; a broken trailer is a problem.
 */
function readRejections(comments, author) {
    const rejections = [];
    const problems = [];
    for (const comment of comments) {
        if (comment.user !== author)
            continue;
        const read = (0,_markers_js__WEBPACK_IMPORTED_MODULE_0__/* .readTrailer */ .ot)(comment.body);
        if (read.problem)
            problems.push(`issue comment ${comment.id}: ${read.problem.message}`);
        for (const marker of read.trailer?.markers ?? [])
            if (marker.kind === 'rejection')
                rejections.push({
                    workspace_id: marker.workspace_id,
                    ...(marker.node_sha === undefined ? {} : { node_sha: marker.node_sha }),
                    fingerprints: marker.fingerprints,
                    reason: marker.reason,
                    by: marker.by,
                    how: 'command',
                });
    }
    return { rejections, problems };
}


/***/ }),

/***/ 4399:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Lt: () => (/* binding */ fenceFor),
/* harmony export */   k4: () => (/* binding */ renderFenced),
/* harmony export */   tQ: () => (/* binding */ renderSuggestion)
/* harmony export */ });
/**
 * A backtick fence longer than any run of backticks in `body` (and at least
 * three), so nothing inside can close the block early.
 */
function fenceFor(body) {
    let longest = 0;
    for (const run of body.match(/`+/g) ?? [])
        longest = Math.max(longest, run.length);
    return '`'.repeat(Math.max(3, longest + 1));
}
/** A fenced code block with an info string (`diff`, `suggestion`), its lines given without terminators. */
function renderFenced(info, lines) {
    const body = lines.join('\n');
    const fence = fenceFor(body);
    return lines.length === 0 ? `${fence}${info}\n${fence}` : `${fence}${info}\n${body}\n${fence}`;
}
/**
 * A GitHub suggestion block: committing it replaces the commented lines
 * (`start_line..line`) with exactly `lines`.
 */
function renderSuggestion(lines) {
    return renderFenced('suggestion', lines);
}


/***/ }),

/***/ 6061:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A3: () => (/* binding */ workspaceVerdicts),
/* harmony export */   B$: () => (/* binding */ rejectionFor),
/* harmony export */   Dt: () => (/* binding */ splitWorkspaceId),
/* harmony export */   WR: () => (/* binding */ describeVerdicts),
/* harmony export */   y0: () => (/* binding */ suggestionOf)
/* harmony export */ });
/* harmony import */ var _rejections_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4259);

/**
 * What a workspace's latest posted change says of the suggestion: the
 * node's text hash and, when the marker is the workspace's own (not joined
 * with another's), its patch.
 */
function suggestionOf(naming, id) {
    const latest = naming[naming.length - 1];
    if (!latest)
        return {};
    const sha = (0,_rejections_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeShaOf */ .Qf)(latest, id);
    const own = [...naming].reverse().find((c) => c.marker.workspace_id === id);
    return {
        ...(sha === undefined ? {} : { node_sha: sha }),
        ...(own ? { patch: own.marker.patch } : {}),
    };
}
/** The op and node of a workspace id, `<op>-<node_id>` (op names hold no `-`). */
function splitWorkspaceId(id) {
    const at = id.lastIndexOf('-');
    return at < 0 ? { op: id, node_id: '' } : { op: id.slice(0, at), node_id: id.slice(at + 1) };
}
/**
 * Each workspace's verdict, from the earlier changes judged against the head
 * and the rejections read: rejected when a reviewer rejected it on the node
 * text (or, for older markers, the suggestions) it was posted for; accepted
 * when every standing block is in the head; partly accepted when some are.
 * Workspaces nobody acted on yet have no verdict. Outdated blocks do not
 * count: their lines changed otherwise.
 */
function workspaceVerdicts(judged, rejections, pullRequest, nodeShas = new Map()) {
    const standing = [...judged.accepted, ...judged.pending];
    const ids = [...new Set(standing.flatMap((c) => c.marker.workspace_id.split('+')))].sort();
    const verdicts = [];
    for (const id of ids) {
        const naming = standing.filter((c) => c.marker.workspace_id.split('+').includes(id));
        const prints = distinct(naming);
        const accepted = distinct(judged.accepted.filter((c) => naming.includes(c)));
        const rejection = rejectionFor(rejections, id, naming, nodeShas);
        const verdict = rejection
            ? 'rejected'
            : accepted.length === prints.length
                ? 'accepted'
                : accepted.length > 0
                    ? 'partly_accepted'
                    : undefined;
        if (!verdict)
            continue;
        verdicts.push({
            pull_request: pullRequest,
            ...splitWorkspaceId(id),
            workspace_id: id,
            fingerprints: prints,
            verdict,
            blocks: { accepted: accepted.length, of: prints.length },
            ...(rejection ? { reason: rejection.reason, actor: rejection.by, how: rejection.how } : {}),
            ...suggestionOf(naming, id),
            ...(naming.at(-1) ? { commit_id: naming.at(-1).commit_id } : {}),
        });
    }
    return verdicts;
}
/**
 * The rejection that covers workspace `id`, if one does: one made on the
 * node's text as it is now (`nodeShas`, by node id, when the run knows it),
 * else on the text of a change posted for it; an older marker's rejection
 * covers the suggestions it names.
 */
function rejectionFor(rejections, id, naming, nodeShas = new Map()) {
    const now = nodeShas.get(splitWorkspaceId(id).node_id);
    return rejections.find((r) => rejects(r, id, naming, now));
}
function rejects(rejection, id, naming, now) {
    if (rejection.workspace_id !== id)
        return false;
    // A suggestion made after the rejection (a retry the reviewer asked for) is not what was rejected.
    if (rejection.fingerprints.length > 0 &&
        naming.length > 0 &&
        !naming.some((c) => rejection.fingerprints.includes(c.marker.fingerprint)))
        return false;
    if (rejection.node_sha !== undefined)
        return now !== undefined
            ? rejection.node_sha === now
            : naming.some((c) => (0,_rejections_js__WEBPACK_IMPORTED_MODULE_0__/* .nodeShaOf */ .Qf)(c, id) === rejection.node_sha);
    return naming.some((c) => rejection.fingerprints.includes(c.marker.fingerprint));
}
function distinct(changes) {
    return [...new Set(changes.map((c) => c.marker.fingerprint))];
}
/** One line per verdict, for the check run and the job summary; `escape` makes reviewer text inert. */
function describeVerdicts(verdicts, escape) {
    return verdicts.map((v) => {
        const blocks = v.blocks.of > 1 ? `, ${v.blocks.accepted} of ${v.blocks.of} blocks committed` : '';
        const id = `\`${v.workspace_id}\``;
        switch (v.verdict) {
            case 'accepted':
                return `- ${id}: accepted${blocks}`;
            case 'partly_accepted':
                return `- ${id}: partly accepted (${v.blocks.accepted} of ${v.blocks.of})`;
            case 'rejected': {
                const how = v.how === 'reaction' ? ' (👎)' : v.how === 'resolved' ? ' (thread resolved)' : '';
                const reason = v.reason ? `: ${escape(v.reason)}` : '';
                return `- ${id}: rejected by @${escape(v.actor ?? 'someone')}${how}${blocks}${reason}`;
            }
        }
    });
}


/***/ }),

/***/ 6136:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ planPublication),
/* harmony export */   h: () => (/* binding */ collectReportWorkspaces)
/* harmony export */ });
/* harmony import */ var _languages_file_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1247);
/* harmony import */ var _adapters_tree_sitter_tree_sitter_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6853);
/* harmony import */ var _languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9565);
/* harmony import */ var _core_publish_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1897);
/* harmony import */ var _review_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5176);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3309);






/**
 * Plans the one review a report becomes, for the action and for
 * `remora review --format github` alike: the nodes' final workspaces, each
 * suggested file checked to parse with the suggestion applied.
 */
async function planPublication(report, target) {
    const workspaces = await collectReportWorkspaces(report);
    const parses = await createParseCheck(workspaces.flatMap((w) => [...w.head.keys()]));
    const findings = (0,_core_publish_index_js__WEBPACK_IMPORTED_MODULE_3__/* .collectFindings */ .F3)(report.nodes);
    const plan = (0,_core_publish_index_js__WEBPACK_IMPORTED_MODULE_3__/* .planReview */ .Kp)({
        commit_id: target.head,
        workspaces,
        findings,
        commentable: target.commentable,
        maxComments: target.maxComments,
        parses,
        encodingOf: _languages_file_text_js__WEBPACK_IMPORTED_MODULE_0__/* .encodingOfText */ .EK,
        nodes: report.nodes.length,
        ...(target.alreadyPosted ? { alreadyPosted: target.alreadyPosted } : {}),
        ...(target.rejected ? { rejected: target.rejected } : {}),
    });
    const questions = (0,_core_publish_index_js__WEBPACK_IMPORTED_MODULE_3__/* .planQuestions */ .fY)({
        commit_id: target.head,
        waiting: report.nodes.flatMap(({ node, ops }) => ops.flatMap((op) => op.status === 'waiting' && op.waiting
            ? [{ ...op, node, transcript: op.transcript ?? [], waiting: op.waiting }]
            : [])),
        commentable: target.commentable,
        ...(target.alreadyPosted ? { alreadyPosted: target.alreadyPosted } : {}),
    });
    // A question asks in the review like a suggestion, but never counts against max-comments.
    (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_5__/* .appendAll */ .u2)(plan.review.comments, questions.comments);
    if (questions.comments.length > 0)
        plan.nothing_new = false;
    return { plan, findings, questions };
}
/** Every node's final workspaces, with the chains of ops that built them, as plain data. */
function collectReportWorkspaces(report) {
    return (0,_core_publish_index_js__WEBPACK_IMPORTED_MODULE_3__/* .collectWorkspaces */ .lv)(report.nodes.map((node) => ({ ...node, finals: (0,_review_js__WEBPACK_IMPORTED_MODULE_4__/* .finalWorkspaces */ .R)(node, report.graph) })));
}
/** A tree-sitter check for every language among `paths`; files no pack reads pass. */
async function createParseCheck(paths) {
    const languages = new Map();
    for (const path of paths) {
        const pack = (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__/* .tryPackFor */ .wW)(path);
        if (pack && !languages.has(pack.id))
            languages.set(pack.id, await (0,_adapters_tree_sitter_tree_sitter_js__WEBPACK_IMPORTED_MODULE_1__/* .loadLanguage */ .rI)(pack));
    }
    return (path, text) => {
        const pack = (0,_languages_manifests_js__WEBPACK_IMPORTED_MODULE_2__/* .tryPackFor */ .wW)(path);
        const language = pack && languages.get(pack.id);
        if (!language)
            return true;
        const tree = language.parser.parse(text);
        const parses = tree !== null && !tree.rootNode.hasError;
        tree?.delete();
        return parses;
    };
}


/***/ })

};
