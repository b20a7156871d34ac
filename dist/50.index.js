export const id = 50;
export const ids = [50];
export const modules = {

/***/ 9050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  x: () => (/* binding */ emptySarifLog),
  reviewToSarif: () => (/* binding */ reviewToSarif),
  sarifText: () => (/* binding */ sarifText)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/publish/change-hunks.ts
var change_hunks = __webpack_require__(7791);
// EXTERNAL MODULE: ./src/core/report/inert-text.ts
var inert_text = __webpack_require__(4368);
;// CONCATENATED MODULE: ./src/core/report/sarif-rules.ts
const ACCEPT = 'On a pull request it is posted as a suggestion to commit, or to accept with `/remora accept <id>`; locally `remora review --apply` writes it.';
/** The change each bundled op suggests, by op. */
const SUGGESTIONS = {
    lint: {
        short: 'Lint fixes for a changed node',
        help: `The lint op runs the project's own linter on the node and makes the fixes that are safe, on the node's own lines only. The result's fix holds the change. ${ACCEPT}`,
    },
    docstring: {
        short: 'A docstring written or repaired',
        help: `The docstring op writes a missing docstring, or brings an existing one in line with the code (parameters, returns, raised exceptions) in the project's docstring style. The result's fix holds the change. ${ACCEPT}`,
    },
    test: {
        short: 'Tests generated for a node',
        help: `The test op writes tests for the node, runs them, and keeps those that pass. The result's fix adds them to the test file. ${ACCEPT}`,
    },
    sample_data: {
        short: 'Sample arguments for a node',
        help: `The sample_data op writes fixture files of sample arguments (normal, edge and extreme cases) for a function, method or class, from its annotations. The result's fix holds the files. ${ACCEPT}`,
    },
};
/** Remora's own finding rules. */
const FINDINGS = {
    'docstring.missing': {
        short: 'No docstring',
        help: 'The function, method or class has no docstring, and the docstring op could not state what it does as a fact. Write one.',
    },
    'docstring.undocumented-parameter': {
        short: 'A parameter the docstring does not document',
        help: 'The signature has a parameter the docstring does not describe. Describe it: what the caller passes and what it means.',
    },
    'docstring.undocumented-return': {
        short: 'A return value the docstring does not document',
        help: 'The code returns a value the docstring does not describe. Describe what the caller gets back.',
    },
    'docstring.style': {
        short: 'A docstring in another style than the project',
        help: "The docstring is written in another style (Google, NumPy, reStructuredText) than the project's. Rewrite it in the project's style, or set `operations.docstring.style` in remora.yaml.",
    },
    'docstring.escaped-line-break': {
        short: 'A `\\n` in a docstring that Python reads as a line break',
        help: 'The docstring is not raw and writes `\\n` (as in `Defaults to "\\n".`): Python reads a line break there, so help() and Sphinx show the rest of the line at the left margin and the entries after it out of their section. Write `\\\\n`, or make the docstring raw.',
    },
    'docstring.unrepaired': {
        short: 'A docstring repair Remora could not make in place',
        help: 'The docstring disagrees with the code, but the repair could not be made in its own lines (an escape on the line, a layout Remora does not edit). Make the repair the message names.',
    },
    'docstring.stale-entry': {
        short: 'A docstring entry that names nothing the code has',
        help: 'The docstring documents a parameter or attribute the code does not have: one the change removed or renamed where Remora could not make the one right repair, or entries copied from another definition. Remove the entry, or rename it to what it describes.',
    },
    'docstring.contradicted': {
        short: 'A docstring that says what the code contradicts',
        help: 'The docstring states a fact the code says otherwise: a Returns section on a function that returns nothing or yields, a documented type that contradicts the annotation, or an exception the body no longer raises. Correct the docstring.',
    },
    'test.failing': {
        short: 'A generated test that fails',
        help: "A test generated from the node's docstring or signature fails against the code: the code or its documentation is wrong. Read the failure in the message and fix whichever is.",
    },
    'remora-check': {
        short: 'A check that could not run',
        help: "One of the agent's checks could not run on the op's result; its findings are missing. The message names the check and why.",
    },
    'invalid-syntax': {
        short: 'A syntax error',
        help: "The linter cannot parse the file. Fix the syntax error; no op edits a file its language's parser refuses.",
    },
};
/** The rule id of the changes an op suggests. */
function suggestionRuleId(op) {
    return `${op}.suggestion`;
}
/** The text of a suggestion rule, for a bundled op or any other. */
function suggestionRuleText(op) {
    return (SUGGESTIONS[op] ?? {
        short: `Changes the ${op} op suggests`,
        help: `A change the ${op} op of a repository agent made to the node. The result's fix holds it. ${ACCEPT}`,
    });
}
/** The text of a finding rule: Remora's own, a linter's (as the languages declare them), or another check's. */
function findingRuleText(rule, linters = []) {
    const own = FINDINGS[rule];
    if (own)
        return own;
    const linter = linters.find((candidate) => candidate.codes.test(rule));
    if (linter) {
        const helpUri = linter.reference(rule);
        return {
            short: `${linter.linter} ${rule}`,
            help: `${linter.linter}'s rule ${rule} reports this on lines the change touched, and no fix of it is safe to make unseen. ${linter.linter}'s rule reference explains ${rule} and how to fix it.`,
            ...(helpUri ? { helpUri } : {}),
        };
    }
    return {
        short: `Finding ${rule}`,
        help: `A finding of the check ${rule}, reported by an op and not fixed by it. The message says what to do.`,
    };
}

// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/report/sarif.ts





/** The schema a log names: the OASIS standard's, errata 01. */
const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const REMORA_INFORMATION_URI = 'https://github.com/remora-dev/remora';
/** The key of Remora's own partial fingerprint; its version changes if what it hashes does. */
const NODE_FINGERPRINT = 'remoraNode/v1';
/** Where result paths are relative to: the repository root. */
const SRCROOT = 'SRCROOT';
const LEVEL = {
    error: 'error',
    warning: 'warning',
    notice: 'note',
};
/**
 * The review as a SARIF 2.1.0 log, for code scanning and SARIF viewers: a
 * result per finding and per op's suggestion (with the change as its fix),
 * each under a rule with its help, at a path relative to the repository root
 * (`SRCROOT`). Each result's `remoraNode/v1` fingerprint hashes its node's id
 * (file, kind and dotted name: never a line number), its rule and, for a
 * finding, its message: a result keeps it while code above the node moves.
 * An op that failed on a node, or that a cancelled run cut short, is a tool
 * execution notification with its error code, and makes the invocation unsuccessful: never lost, never a
 * result about the code.
 */
function formatSarif(input) {
    const rules = new Map();
    const draft = [];
    const nodes = new Map(input.nodes.map(({ node }) => [node.node_id, node]));
    for (const { node, ops } of input.nodes) {
        const seen = new Map();
        for (const { op, findings } of ops)
            for (const finding of findings) {
                if (!rules.has(finding.rule))
                    rules.set(finding.rule, {
                        text: findingRuleText(finding.rule, op === 'lint' ? (input.linterRulesFor?.(finding.path) ?? []) : []),
                        level: LEVEL[finding.severity],
                        op,
                    });
                const key = `${finding.rule}\0${finding.message}`;
                const occurrence = (seen.get(key) ?? 0) + 1;
                seen.set(key, occurrence);
                draft.push(findingResult(node, op, finding, occurrence));
            }
    }
    for (const suggestion of input.suggestions) {
        const node = nodes.get(suggestion.node_id);
        if (!node)
            continue;
        const id = suggestionRuleId(suggestion.op);
        const level = suggestion.op === 'lint' ? 'warning' : 'note';
        if (!rules.has(id))
            rules.set(id, { text: suggestionRuleText(suggestion.op), level, op: suggestion.op });
        draft.push(suggestionResult(node, suggestion, id, level));
    }
    const failures = input.nodes.flatMap(({ node, ops }) => ops
        .filter((op) => ['failed', 'cancelled', 'waiting'].includes(op.status ?? ''))
        .map((op) => failure(node, op)));
    const ids = [...rules.keys()].sort();
    const results = draft
        .map((result) => ({ ...result, ruleIndex: ids.indexOf(result.ruleId) }))
        .sort(compareResults);
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'Remora',
                        version: input.version,
                        semanticVersion: input.version,
                        informationUri: REMORA_INFORMATION_URI,
                        rules: ids.map((id) => toRule(id, rules.get(id))),
                    },
                },
                originalUriBaseIds: { [SRCROOT]: { description: { text: 'The repository root' } } },
                columnKind: 'utf16CodeUnits',
                invocations: [
                    { executionSuccessful: failures.length === 0, toolExecutionNotifications: failures },
                ],
                results,
            },
        ],
    };
}
function findingResult(node, op, finding, occurrence) {
    const discriminator = `${finding.message}${occurrence > 1 ? `#${occurrence}` : ''}`;
    return {
        ruleId: finding.rule,
        level: LEVEL[finding.severity],
        message: { text: (0,inert_text/* sarifText */.BC)(finding.message) },
        locations: [sarif_location(finding.path, finding.start_line, finding.end_line)],
        partialFingerprints: {
            [NODE_FINGERPRINT]: nodeFingerprint(node.node_id, finding.rule, discriminator),
        },
        properties: { op, node_id: node.node_id, full_name: node.full_name },
    };
}
function suggestionResult(node, suggestion, ruleId, level) {
    const own = suggestion.files.find((file) => file.path === node.file_path);
    const span = own ? changedSpan(own) : { start: node.start_line, end: node.end_line };
    const where = suggestion.files.map((file) => file.path).join(', ');
    return {
        ruleId,
        level,
        message: {
            text: (0,inert_text/* sarifText */.BC)(`${suggestion.op} suggests a change to ${node.node_type} ${(0,inert_text/* oneLine */.TN)(node.full_name)}${own ? '' : ` in ${(0,inert_text/* oneLine */.TN)(where)}`}: ${suggestion.summary || 'see the fix'}`),
        },
        locations: [sarif_location(node.file_path, span.start, span.end)],
        partialFingerprints: { [NODE_FINGERPRINT]: nodeFingerprint(node.node_id, ruleId, '') },
        fixes: [
            {
                description: {
                    text: `The ${suggestion.op} op's change (workspace ${suggestion.workspace_id})`,
                },
                artifactChanges: suggestion.files.map((file) => ({
                    artifactLocation: artifactLocation(file.path),
                    replacements: replacements(file),
                })),
            },
        ],
        properties: {
            op: suggestion.op,
            node_id: node.node_id,
            full_name: node.full_name,
            workspace_id: suggestion.workspace_id,
        },
    };
}
function failure(node, op) {
    if (op.status === 'waiting')
        // An op that asked its author a question: a note, never an error of the run.
        return {
            level: 'note',
            message: {
                text: (0,inert_text/* sarifText */.BC)(`${op.op} on ${node.node_type} ${(0,inert_text/* oneLine */.TN)(node.full_name)} is waiting for an answer: ${op.summary ?? ''}`.trim()),
            },
            descriptor: { id: 'ask_user' },
            locations: [sarif_location(node.file_path, node.start_line, node.end_line)],
        };
    const code = op.error?.code ?? 'TOOL_001';
    const what = op.status === 'cancelled' ? 'was cancelled' : 'failed';
    return {
        level: 'error',
        message: {
            text: (0,inert_text/* sarifText */.BC)(`${op.op} ${what} on ${node.node_type} ${(0,inert_text/* oneLine */.TN)(node.full_name)}: ${code} ${op.error?.message ?? ''}`.trim()),
        },
        descriptor: { id: code },
        locations: [sarif_location(node.file_path, node.start_line, node.end_line)],
    };
}
/** `sha256(node id, rule, discriminator)`, 32 hex digits: no line number goes in. */
function nodeFingerprint(nodeId, ruleId, discriminator) {
    return (0,external_node_crypto_.createHash)('sha256')
        .update([nodeId, ruleId, discriminator].join('\0'))
        .digest('hex')
        .slice(0, 32);
}
/** The head lines a suggestion's hunks cover, an insertion counting the line it goes before. */
function changedSpan(file) {
    const last = Math.max(1, (0,change_hunks/* splitLines */.uz)(file.head ?? '').length);
    const starts = file.hunks.map((hunk) => hunk.start);
    const ends = file.hunks.map((hunk) => hunk.start + Math.max(hunk.count, 1) - 1);
    return {
        start: Math.min(last, Math.max(1, (0,arrays/* smallest */.o9)(starts))),
        end: Math.min(last, Math.max(1, (0,arrays/* largest */.nQ)(ends))),
    };
}
/**
 * Each hunk as a replacement in the head file: whole lines with their line
 * ends, from column 1 of the first to column 1 of the line after the last (or
 * the end of a last line without one); an insertion is the empty region
 * before the line it goes before.
 */
function replacements(file) {
    const lines = (0,change_hunks/* splitLines */.uz)(file.head ?? '');
    return file.hunks.map((hunk) => {
        const from = lineStart(lines, hunk.start);
        const to = lineStart(lines, hunk.start + hunk.count);
        const text = hunk.lines.join('');
        return {
            deletedRegion: {
                startLine: from.line,
                startColumn: from.column,
                endLine: to.line,
                endColumn: to.column,
            },
            ...(text === '' ? {} : { insertedContent: { text } }),
        };
    });
}
/** Where line `line` starts; past the last line, where the text ends. */
function lineStart(lines, line) {
    if (line <= lines.length)
        return { line, column: 1 };
    const last = lines[lines.length - 1];
    if (last === undefined)
        return { line: 1, column: 1 };
    if (last.endsWith('\n'))
        return { line: lines.length + 1, column: 1 };
    return { line: lines.length, column: last.length + 1 };
}
function sarif_location(path, start, end) {
    return {
        physicalLocation: {
            artifactLocation: artifactLocation(path),
            region: { startLine: start, endLine: Math.max(start, end) },
        },
    };
}
/** A repository path as a relative URI reference: each segment percent-encoded. */
function artifactLocation(path) {
    return { uri: path.split('/').map(encodeURIComponent).join('/'), uriBaseId: SRCROOT };
}
function toRule(id, rule) {
    const { text } = rule;
    const link = text.helpUri ? `\n\n[Reference](${text.helpUri})` : '';
    return {
        id,
        shortDescription: { text: text.short },
        fullDescription: { text: plain(text.help) },
        help: { text: plain(text.help), markdown: `${text.help}${link}` },
        ...(text.helpUri ? { helpUri: text.helpUri } : {}),
        defaultConfiguration: { level: rule.level },
        properties: { tags: ['remora', rule.op] },
    };
}
/** Markdown's code spans as plain text. */
function plain(markdown) {
    return markdown.replace(/`([^`]*)`/g, '$1');
}
function compareResults(a, b) {
    const pa = a.locations[0]?.physicalLocation;
    const pb = b.locations[0]?.physicalLocation;
    const ua = pa?.artifactLocation.uri ?? '';
    const ub = pb?.artifactLocation.uri ?? '';
    if (ua !== ub)
        return ua < ub ? -1 : 1;
    return ((pa?.region.startLine ?? 0) - (pb?.region.startLine ?? 0) ||
        (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0));
}

// EXTERNAL MODULE: ./src/core/publish/attribute.ts
var attribute = __webpack_require__(4955);
;// CONCATENATED MODULE: ./src/core/report/sarif-suggestions.ts


/**
 * Each op's own change, once per workspace, from the nodes' final workspaces
 * ({@link collectWorkspaces}). An op that forked from another (docstring
 * from lint) made its change on top of the other's: its hunks are those of
 * the head-to-its-workspace change that meet its own edits, so each
 * suggestion applies to the head by itself and carries an upstream edit only
 * where the two touch the same lines.
 */
function opSuggestions(workspaces) {
    const seen = new Set();
    const suggestions = [];
    for (const workspace of workspaces) {
        const own = new Map([...workspace.head.keys()].map((path) => [path, (0,attribute/* ownIntervals */.P)(workspace, path)]));
        workspace.steps.forEach((step, index) => {
            if (seen.has(step.workspace_id))
                return;
            seen.add(step.workspace_id);
            const files = [];
            for (const [path, head] of workspace.head) {
                const mine = own.get(path)?.[index] ?? [];
                const hunks = (0,change_hunks/* changeHunks */.uL)(head ?? '', step.files.get(path) ?? '').filter((hunk) => mine.some((interval) => (0,change_hunks/* intervalsMeet */.aj)((0,change_hunks/* gapInterval */.sm)(hunk), interval)));
                if (hunks.length > 0)
                    files.push({ path, head, hunks });
            }
            if (files.length > 0)
                suggestions.push({
                    node_id: workspace.node_id,
                    op: step.op,
                    workspace_id: step.workspace_id,
                    summary: step.summary,
                    files,
                });
        });
    }
    return suggestions;
}

// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/pipeline/publication.ts
var publication = __webpack_require__(6136);
;// CONCATENATED MODULE: ./src/pipeline/sarif-log.ts





/**
 * A review as a SARIF 2.1.0 log (`remora review --format sarif`, the action's
 * `sarif-path`): its findings, and each op's change as a result with a fix.
 */
async function reviewToSarif(report) {
    const workspaces = await (0,publication/* collectReportWorkspaces */.h)(report);
    return formatSarif({
        version: version/* REMORA_VERSION */.m,
        nodes: report.nodes,
        suggestions: opSuggestions(workspaces),
        linterRulesFor: (path) => (0,manifests/* tryLanguageFor */.vo)(path)?.lintRules ?? [],
    });
}
/** A log of a run that reviewed nothing: Remora's rules and results, none. */
function emptySarifLog() {
    return formatSarif({ version: version/* REMORA_VERSION */.m, nodes: [], suggestions: [] });
}
/** The log as the file holds it: JSON, two spaces, a final newline. */
function sarifText(log) {
    return `${JSON.stringify(log, null, 2)}\n`;
}


/***/ })

};
