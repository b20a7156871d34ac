export const id = 839;
export const ids = [839];
export const modules = {

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

/***/ 496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ INVALID_SYNTAX)
/* harmony export */ });
/** The code under which a linter reports text it cannot parse (Ruff's own). */
const INVALID_SYNTAX = 'invalid-syntax';


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

/***/ 987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ enumMembers)
/* harmony export */ });
/* harmony import */ var _python_literal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5038);

const AUTO = /^(?:enum\.)?auto\(\s*\)$/;
/**
 * The members of an enum whose value can be written down: literals as
 * written, `auto()` the way the enum's flavour numbers it (1, 2, 3 for Enum
 * and IntEnum; 1, 2, 4 for flags; the lower-cased name for StrEnum). Members
 * with computed values are left out.
 */
function enumMembers(info) {
    const flavor = info.flavor ?? 'Enum';
    const members = [];
    let last;
    for (const member of info.members) {
        let value;
        if (AUTO.test(member.value.trim()))
            value = autoValue(flavor, member.name, last);
        else
            value = (0,_python_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .parsePythonLiteral */ .p)(member.value);
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


/***/ }),

/***/ 264:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V6: () => (/* binding */ casesToJson),
/* harmony export */   f: () => (/* binding */ generateCases),
/* harmony export */   iY: () => (/* binding */ targetParameters),
/* harmony export */   w0: () => (/* binding */ renderFixture)
/* harmony export */ });
/* unused harmony export FIXTURE_FORMAT */
/* harmony import */ var _testgen_signature_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4992);
/* harmony import */ var _fixture_value_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2240);
/* harmony import */ var _sample_arguments_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(405);
/* harmony import */ var _scalars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8432);




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
    const parameters = (0,_testgen_signature_js__WEBPACK_IMPORTED_MODULE_0__/* .constructorParameters */ .hv)(info);
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
    for (const name of _scalars_js__WEBPACK_IMPORTED_MODULE_2__/* .CASES */ .Gd) {
        const generated = (0,_sample_arguments_js__WEBPACK_IMPORTED_MODULE_1__/* .sampleArguments */ .b)(target.parameters, name, analysis.types);
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
        Object.fromEntries(args.map(([param, value]) => [param, (0,_fixture_value_js__WEBPACK_IMPORTED_MODULE_3__/* .toJson */ .aB)(value)])),
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
                        { kind: 'object', entries: args.map(([param, value]) => [param, (0,_fixture_value_js__WEBPACK_IMPORTED_MODULE_3__/* .printable */ .g$)(value)]) },
                    ]),
                },
            ],
        ],
    };
    return format === 'json' ? `${(0,_fixture_value_js__WEBPACK_IMPORTED_MODULE_3__/* .renderJson */ .hF)(tree)}\n` : (0,_fixture_value_js__WEBPACK_IMPORTED_MODULE_3__/* .renderYaml */ .Wd)(tree);
}


/***/ }),

/***/ 2240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wd: () => (/* binding */ renderYaml),
/* harmony export */   aB: () => (/* binding */ toJson),
/* harmony export */   g$: () => (/* binding */ printable),
/* harmony export */   hF: () => (/* binding */ renderJson),
/* harmony export */   jq: () => (/* binding */ BYTES_MARKER),
/* harmony export */   kr: () => (/* binding */ formatFloat)
/* harmony export */ });
/* unused harmony export printableJson */
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


/***/ }),

/***/ 5038:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   p: () => (/* binding */ parsePythonLiteral)
/* harmony export */ });
/* harmony import */ var _python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);

/**
 * Reads a Python literal (what `ast.literal_eval` accepts, minus complex
 * numbers and string concatenation): enum member values, doctest outputs.
 * Returns undefined for anything else, including ints too large for a double.
 */
function parsePythonLiteral(text) {
    const tokens = tokenize(text.trim());
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
const NUMBER = /^(?:0[xX][0-9a-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d+)?)(?![\w.])/;
const KEYWORDS = {
    True: { kind: 'bool', value: true },
    False: { kind: 'bool', value: false },
    None: { kind: 'none' },
};
function tokenize(text) {
    const tokens = [];
    let rest = text;
    while (rest.length > 0) {
        const space = /^\s+/.exec(rest);
        const string = (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .tryLeadingStringLiteral */ .em)(rest);
        const number = NUMBER.exec(rest);
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
            const keyword = KEYWORDS[word[0]];
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
    const { text, unresolved } = (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .stringLiteralValue */ .wT)(literal);
    if (unresolved)
        return undefined;
    if (!literal.bytes)
        return { t: 'value', v: { kind: 'str', value: text } };
    const bytes = [...text].map((char) => char.codePointAt(0) ?? 0);
    return bytes.every((b) => b < 256)
        ? { t: 'value', v: { kind: 'bytes', value: bytes } }
        : undefined;
}


/***/ }),

/***/ 405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ sampleArguments)
});

// EXTERNAL MODULE: ./src/core/testgen/signature.ts
var signature = __webpack_require__(4992);
// EXTERNAL MODULE: ./src/core/testgen/type-expr.ts + 1 modules
var type_expr = __webpack_require__(6317);
// EXTERNAL MODULE: ./src/core/sample-data/enum-values.ts
var enum_values = __webpack_require__(987);
// EXTERNAL MODULE: ./src/core/sample-data/scalars.ts
var scalars = __webpack_require__(8432);
// EXTERNAL MODULE: ./src/core/testgen/type-text.ts
var type_text = __webpack_require__(6658);
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
            return fail(`cannot make a value of ${(0,type_text/* describe */.q)(type)}`);
    }
}
function namedSample(type, variant, context, index) {
    const scalar = type.args.length === 0 ? (0,scalars/* scalarSample */.JN)(type.name, variant, index) : undefined;
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
    return fail(`cannot make a value of ${(0,type_text/* describe */.q)(type)}`);
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
            return fail(`dict keys of ${(0,type_text/* describe */.q)(keyType)} are not hashable`);
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
            const member = info && (0,enum_values/* enumMembers */.p)(info).find((m) => m.name === value.member);
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
        const members = (0,enum_values/* enumMembers */.p)(info);
        const member = variant === 'normal' ? members[index % Math.max(members.length, 1)] : members.at(-1);
        if (!member)
            return fail(`enum ${name} has no member with a literal value`);
        return ok({ kind: 'enum', type: name, member: member.name, value: member.value });
    }
    const parameters = (0,signature/* constructorParameters */.hv)(info);
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
            (info.kind === 'typeddict' && (0,signature/* isOptionalKey */.CE)(info, parameter.annotation ?? ''));
        const generated = parameter.annotation === undefined
            ? fail(`${name}.${parameter.name} has no annotation`)
            : generate((0,type_expr/* parseAnnotation */.fr)(parameter.annotation), variant, inner, index + i);
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
    const required = new Set((0,signature/* requiredParameters */.QZ)(parameters).map((p) => p.name));
    const args = [];
    const omitted = [];
    for (const [index, parameter] of parameters.entries()) {
        if (parameter.kind === 'var_positional' || parameter.kind === 'var_keyword')
            continue;
        // Each parameter takes the next normal variant, so `add(a, b)` gets two different numbers.
        const generated = parameter.annotation === undefined
            ? { ok: false, reason: `${parameter.name} has no annotation` }
            : sampleValue((0,type_expr/* parseAnnotation */.fr)(parameter.annotation), variant, types, firstIndex + index);
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


/***/ }),

/***/ 8432:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gd: () => (/* binding */ CASES),
/* harmony export */   JN: () => (/* binding */ scalarSample)
/* harmony export */ });
/* unused harmony export SCALARS */
/** The three sample cases, in the order fixture files list them. */
const CASES = ['normal', 'edge', 'extreme'];
const int = (value) => ({ kind: 'int', value });
const float = (value) => ({ kind: 'float', value });
const str = (value) => ({ kind: 'str', value });
const bool = (value) => ({ kind: 'bool', value });
const bytes = (text) => ({
    kind: 'bytes',
    value: [...text].map((c) => c.charCodeAt(0)),
});
const SCALARS = {
    int: { normal: [int(42), int(7), int(13)], edge: int(0), extreme: int(Number.MAX_SAFE_INTEGER) },
    float: {
        normal: [float(3.14), float(2.5), float(0.125)],
        edge: float(0),
        extreme: float(Number.MAX_VALUE),
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

/***/ 8120:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ parseDoctestExamples),
/* harmony export */   e: () => (/* binding */ expectedException)
/* harmony export */ });
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
        const ps2 = new RegExp(`^${escape(indent)}\\.\\.\\.(?: (.*))?$`);
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
function escape(text) {
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


/***/ }),

/***/ 2776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ identifiersIn),
/* harmony export */   h: () => (/* binding */ testNameStem)
/* harmony export */ });
/* harmony import */ var _python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7679);

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
    const withoutStrings = (0,_python_string_literal_js__WEBPACK_IMPORTED_MODULE_0__/* .replaceStringLiterals */ .i5)(source, '""');
    const names = new Set();
    for (const match of withoutStrings.matchAll(/(?<![\w.])[A-Za-z_][A-Za-z0-9_]*/g))
        names.add(match[0]);
    return names;
}


/***/ }),

/***/ 8882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pj: () => (/* binding */ parseJUnitXml),
/* harmony export */   bI: () => (/* binding */ testFunctionOutcome),
/* harmony export */   wq: () => (/* binding */ testFunctionName)
/* harmony export */ });
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

/***/ 4992:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CE: () => (/* binding */ isOptionalKey),
/* harmony export */   QZ: () => (/* binding */ requiredParameters),
/* harmony export */   hv: () => (/* binding */ constructorParameters),
/* harmony export */   vm: () => (/* binding */ tryParseAnalysis)
/* harmony export */ });
/* unused harmony export signatureAnalysisSchema */
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2047);
/* harmony import */ var _type_expr_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6317);


/**
 * What `analyze_signature` reports about one node: the shape both the test
 * and the sample-data agents (and their built-in policies) work from. It
 * reaches a policy as a tool result, so it is parsed with these schemas; keys
 * with nothing to say are left out to keep the result short.
 */
const parameterSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['positional_only', 'positional', 'keyword_only', 'var_positional', 'var_keyword']),
    annotation: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** The default's source text; absent when the parameter is required. */
    default: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const fieldSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    annotation: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    default: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
});
const typeInfoSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['dataclass', 'typeddict', 'namedtuple', 'model', 'enum', 'class']),
    /** Bases the analysis could not see into (not in the same file, not a known marker such as Enum). */
    bases: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    /** For an enum: Enum, IntEnum, StrEnum, Flag or IntFlag (auto() values depend on it). */
    flavor: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Constructor fields of record kinds (dataclass, TypedDict, NamedTuple, model), in order. */
    fields: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(fieldSchema).default([]),
    /** Enum members with their value's source text. */
    members: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), value: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP() })).default([]),
    /** Parameters of an `__init__` written in the class body (after self). */
    init: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(parameterSchema).optional(),
    /** TypedDict's `total=`. */
    total: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().optional(),
});
const doctestSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    source: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
    want: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default(''),
    /** The example's line in the file. */
    line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    /** True when the source is a single expression (its value is what doctest shows). */
    expression: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    /** Doctest directives on the example, e.g. `+SKIP`. */
    options: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
});
const signatureAnalysisSchema = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    target: zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
        name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        full_name: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['function', 'method', 'class', 'file']),
        file: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(),
        line: zod__WEBPACK_IMPORTED_MODULE_1__/* .number */ .aig().int(),
    }),
    /** The dotted module to import the target from; null when the file cannot be imported. */
    module: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().nullable(),
    module_issue: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** The definition's header as written (`def f(x: int) -> int`). */
    signature: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().default(''),
    is_async: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    is_generator: zod__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zMY().default(false),
    decorators: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    method_kind: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(['instance', 'static', 'class', 'property']).optional(),
    /** For a method, the dotted name of its class. */
    owner: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    /** Parameters without a method's self/cls. */
    parameters: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(parameterSchema).default([]),
    returns: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().optional(),
    doctests: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(doctestSchema).default([]),
    /** Module-level names of the target's file that the doctests use. */
    module_names: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    /** Why calling the target may do more than compute a value (print, open, assigning to a parameter, ...). */
    side_effects: zod__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP()).default([]),
    /** Classes of the same file that the annotations (or the owner) refer to, by dotted name. */
    types: zod__WEBPACK_IMPORTED_MODULE_1__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP(), typeInfoSchema).default({}),
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
        ? !(0,_type_expr_js__WEBPACK_IMPORTED_MODULE_0__/* .hasWrapper */ .sU)(annotation, ['Required'])
        : (0,_type_expr_js__WEBPACK_IMPORTED_MODULE_0__/* .hasWrapper */ .sU)(annotation, ['NotRequired']);
}


/***/ }),

/***/ 6317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ew: () => (/* binding */ canonicalName),
  sU: () => (/* binding */ hasWrapper),
  fr: () => (/* binding */ parseAnnotation),
  _T: () => (/* binding */ referencedNames)
});

// EXTERNAL MODULE: ./src/core/python/string-literal.ts
var string_literal = __webpack_require__(7679);
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
const ALIASES = {
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
    return ALIASES[bare] ?? bare;
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


/***/ }),

/***/ 6658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ describe)
/* harmony export */ });
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

// EXTERNAL MODULE: ./src/ops/bundled-ops.ts + 19 modules
var bundled_ops = __webpack_require__(2610);
// EXTERNAL MODULE: ./src/ops/registry.ts + 1 modules
var ops_registry = __webpack_require__(4457);
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
async function loadAgents(repoRoot, registry = (0,ops_registry/* createOpRegistry */.Lb)(bundled_ops/* BUNDLED_OPS */.E)) {
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

/***/ 2610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ BUNDLED_OPS)
});

// EXTERNAL MODULE: ./src/ops/op-module.ts
var op_module = __webpack_require__(9698);
// EXTERNAL MODULE: ./src/ops/docstring/manifest.ts
var manifest = __webpack_require__(1559);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
;// CONCATENATED MODULE: ./src/ops/shared/no-arguments.ts

/** The arguments of a handler that reads nothing from them. */
const NO_ARGUMENTS = schemas/* object */.Ikc({});

// EXTERNAL MODULE: ./src/ops/docstring/arguments.ts
var docstring_arguments = __webpack_require__(200);
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

;// CONCATENATED MODULE: ./src/ops/docstring/op.ts





/**
 * docstring: repairs the docstring mechanically and reports what is missing;
 * a model writes it. Each language answers its tools (its docstrings' syntax
 * and dialects).
 */
const op = {
    ...manifest/* manifest */.e,
    policy: docstringPolicy,
    tools: {
        read_current_docstring: { handler: op_module/* BY_LANGUAGE */.FH, arguments: NO_ARGUMENTS },
        read_type_hints: { handler: op_module/* BY_LANGUAGE */.FH, arguments: NO_ARGUMENTS },
        write_docstring: { handler: op_module/* BY_LANGUAGE */.FH, arguments: docstring_arguments/* writeDocstringArguments */.r },
        repair_docstring: { handler: op_module/* BY_LANGUAGE */.FH, arguments: NO_ARGUMENTS },
    },
    contextProviders: { style: op_module/* BY_LANGUAGE */.FH },
    checks: { coverage: op_module/* BY_LANGUAGE */.FH },
};

;// CONCATENATED MODULE: ./src/ops/lint/tools/linter-config.ts
/** Context provider `lint.linter_config`: which linter configuration governs the file, so the model knows the rules in force. */
const linterConfigContext = async (context) => (await context.services.describeLinter(context.node.file_path)) ??
    'No linter configuration governs this file.';

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

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
;// CONCATENATED MODULE: ./src/ops/lint/tools/project-linter.ts

/** The project's linter for the node's file; TOOL_001 when none governs it (the op is skipped before then). */
async function projectLinter(context) {
    const linter = await context.services.linter(context.node.file_path);
    if (!linter)
        throw new errors/* RemoraError */.LP('TOOL_001', `no linter configuration governs ${context.node.file_path}: there is nothing to check it with`);
    return linter;
}
/**
 * Why the lint op has nothing to do on a node: no linter the language runs
 * governs its file (the language may say why, as of a linter it does not run).
 */
async function unlinted(node, services) {
    if (await services.linter(node.file_path))
        return undefined;
    return ((await services.describeLinter(node.file_path)) ??
        `no linter configuration governs ${node.file_path}`);
}

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
// EXTERNAL MODULE: ./src/core/lint/types.ts
var types = __webpack_require__(496);
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
    const applied = applyEdits(source, finding.fix.edits, where);
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
    const parsedBefore = !current.all.some((finding) => finding.code === types/* INVALID_SYNTAX */.k);
    const seen = new Set([source]);
    const fixed = [];
    let skipped = new Set();
    for (let round = 0; round < MAX_FIX_ROUNDS; round += 1) {
        const inside = findingsInLines(current.all, current.targets);
        const next = inside.find((finding) => finding.fixable && !skipped.has(finding) && fixStaysInside(finding, current.ranges));
        if (!next?.fix)
            break;
        const applied = applyEdits(current.source, next.fix.edits, `${next.code} at line ${next.start.line}`);
        const all = linter.check(applied.source, filePath);
        const breaksParse = parsedBefore && all.some((finding) => finding.code === types/* INVALID_SYNTAX */.k);
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
function applyEdits(source, edits, where) {
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
const argsSchema = schemas/* object */.Ikc({
    issue_code: schemas/* string */.YjP().min(1),
    line_number: schemas/* number */.aig().int().positive(),
});
/** `apply_fix(issue_code, line_number)`: Ruff's safe fix for that code at that line of the node, and nothing else. */
const apply_fix_applyFix = async (args, context) => {
    const { issue_code, line_number } = argsSchema.parse(args);
    const here = await context.locate();
    const path = context.node.file_path;
    const linter = await projectLinter(context);
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

// EXTERNAL MODULE: ./src/ops/shared/result-budget.ts
var result_budget = __webpack_require__(3433);
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
    const linter = await projectLinter(context);
    const targets = await targetLines(context, here);
    if (check_only) {
        const issues = findingsInLines(linter.check(here.text, path), targets).map(reportFinding);
        return fitIssues({ file: path, lines: targets, issues, total: issues.length }, context.resultBudget);
    }
    const fixed = fixToFixpoint(linter, here.text, path, here.ranges, targets);
    if (fixed.source !== here.text)
        await context.workspace.writeFile(path, fixed.source);
    return fitIssues({
        file: path,
        fixed: fixed.fixed,
        issues: fixed.remaining.map(reportFinding),
        total: fixed.remaining.length,
    }, context.resultBudget);
};
/**
 * Keeps the result within the tool-output budget (what the Ruff context,
 * which comes first, leaves of it) on a node with many findings: the fixable
 * ones first (they are what the agent acts on), then the messages go, then
 * the list is cut; `total` still counts them all.
 */
function fitIssues(result, budget) {
    const fixableFirst = [...result.issues].sort((a, b) => Number(b.fixable) - Number(a.fixable));
    return (0,result_budget/* fitResult */.d)({ ...result, issues: fixableFirst }, [
        {
            leaves_out: "the findings' messages",
            apply: (r) => ({ ...r, issues: r.issues.map((i) => ({ ...i, message: '' })) }),
        },
        ...Array.from({ length: Math.ceil(fixableFirst.length / 10) }, () => ({
            leaves_out: 'ten findings from the end of the list',
            apply: (r) => ({ ...r, issues: r.issues.slice(0, Math.max(1, r.issues.length - 10)) }),
        })),
    ], budget);
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
    const linter = await projectLinter(context);
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









/**
 * lint: the project's own linter's safe fixes on the node's own lines; each
 * language gives its linters (`createLinters` of its folder).
 */
const op_op = {
    ...lint_manifest/* manifest */.e,
    policy: lintPolicy,
    tools: {
        run_linter: { handler: runLinter, arguments: run_linter_argsSchema },
        apply_fix: { handler: apply_fix_applyFix, arguments: argsSchema },
        read_current_file: { handler: readCurrentFile, arguments: NO_ARGUMENTS },
    },
    contextProviders: { linter_config: linterConfigContext },
    checks: { unfixed: unfixedLintCheck },
    skips: unlinted,
};

// EXTERNAL MODULE: ./src/ops/sample-data/manifest.ts
var sample_data_manifest = __webpack_require__(4871);
// EXTERNAL MODULE: ./src/ops/sample-data/arguments.ts
var sample_data_arguments = __webpack_require__(8526);
// EXTERNAL MODULE: ./src/core/sample-data/fixture-document.ts
var fixture_document = __webpack_require__(264);
// EXTERNAL MODULE: ./src/core/testgen/signature.ts
var signature = __webpack_require__(4992);
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
    const analysis = (0,signature/* tryParseAnalysis */.vm)(analysisCall.result);
    if (!analysis)
        return [
            skip(`the signature could not be analysed (${errorOf(analysisCall) ?? 'unreadable result'})`),
        ];
    const generated = (0,fixture_document/* generateCases */.f)(analysis);
    if (!generated.ok)
        return [skip(generated.reason)];
    const write = [...history].reverse().find((e) => e.tool === 'write_fixture_file');
    if (!write)
        return [{ tool: 'write_fixture_file', arguments: { fixtures: (0,fixture_document/* casesToJson */.V6)(generated.cases) } }];
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

;// CONCATENATED MODULE: ./src/ops/sample-data/op.ts





/**
 * sample_data: normal, edge and extreme argument fixtures from the
 * annotations (off by default). Each language answers its tools.
 */
const sample_data_op_op = {
    ...sample_data_manifest/* manifest */.e,
    policy: sampleDataPolicy,
    tools: {
        analyze_signature: { handler: op_module/* BY_LANGUAGE */.FH, arguments: NO_ARGUMENTS },
        write_fixture_file: { handler: op_module/* BY_LANGUAGE */.FH, arguments: sample_data_arguments/* writeFixtureFileArguments */.Z },
    },
    contextProviders: { fixtures: op_module/* BY_LANGUAGE */.FH },
};

// EXTERNAL MODULE: ./src/ops/test/manifest.ts
var test_manifest = __webpack_require__(7944);
// EXTERNAL MODULE: ./src/ops/test/arguments.ts
var test_arguments = __webpack_require__(3761);
// EXTERNAL MODULE: ./src/ops/test/policy.ts + 4 modules
var test_policy = __webpack_require__(9196);
;// CONCATENATED MODULE: ./src/ops/test/op.ts





/**
 * test: turns documented examples into tests in the project's framework,
 * runs them, suggests only what passes. Each language answers its tools.
 */
const test_op_op = {
    ...test_manifest/* manifest */.e,
    policy: test_policy/* testPolicy */.Zp,
    tools: {
        analyze_signature: { handler: op_module/* BY_LANGUAGE */.FH, arguments: NO_ARGUMENTS },
        read_existing_tests: { handler: op_module/* BY_LANGUAGE */.FH, arguments: NO_ARGUMENTS },
        write_test_file: { handler: op_module/* BY_LANGUAGE */.FH, arguments: test_arguments/* writeTestFileArguments */.O },
        run_tests: { handler: op_module/* BY_LANGUAGE */.FH, arguments: test_arguments/* runTestsArguments */.l },
    },
    contextProviders: { pytest_config: op_module/* BY_LANGUAGE */.FH },
};

;// CONCATENATED MODULE: ./src/ops/bundled-ops.ts




/** Every op with a folder, in folder order. */
const BUNDLED_OPS = [op, op_op, sample_data_op_op, test_op_op];


/***/ }),

/***/ 200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ writeDocstringArguments)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2047);
/* harmony import */ var _core_docstring_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5578);


// The arguments of the op's tools, whichever language answers them; each
// agent YAML's `parameters` must agree (checked at load).
/** `write_docstring(docstring, style)`. */
const writeDocstringArguments = zod__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ikc({
    docstring: zod__WEBPACK_IMPORTED_MODULE_1__/* .string */ .YjP().min(1),
    style: zod__WEBPACK_IMPORTED_MODULE_1__/* ["enum"] */ .k5n(_core_docstring_types_js__WEBPACK_IMPORTED_MODULE_0__/* .DOCSTRING_STYLES */ .n),
});


/***/ }),

/***/ 9698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FH: () => (/* binding */ BY_LANGUAGE),
/* harmony export */   Ow: () => (/* binding */ languagePolicyKey),
/* harmony export */   pH: () => (/* binding */ needsModel)
/* harmony export */ });
/**
 * Marks a tool, check or context provider the op declares and each language
 * answers with its own (`ops.<op>` of its folder's `language.ts`): its
 * docstrings, its tests.
 */
const BY_LANGUAGE = 'by-language';
/** Whether an op asks a served model: unless it says otherwise, it does. */
function needsModel(op) {
    return op.needsModel !== false;
}
/** Where a language's own policy for an agent is kept among the policies: `<agent>@<language>`. */
function languagePolicyKey(agent, language) {
    return `${agent}@${language}`;
}


/***/ }),

/***/ 4457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Lb: () => (/* binding */ createOpRegistry),
  U7: () => (/* binding */ languageSkip),
  un: () => (/* binding */ opsAskingModels)
});

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/ops/manifests.ts + 1 modules
var manifests = __webpack_require__(4735);
// EXTERNAL MODULE: ./src/ops/op-module.ts
var op_module = __webpack_require__(9698);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
;// CONCATENATED MODULE: ./src/ops/shared/read-file.ts


/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
const argsSchema = schemas/* object */.Ikc({ path: schemas/* string */.YjP() });
/**
 * `workspace.read_file(path)`: a file of the workspace, for any agent. The
 * path is confined to the workspace: `..`, absolute paths and links out of
 * the repository are tool errors.
 */
const readWorkspaceFile = async (args, context) => {
    const { path } = argsSchema.parse(args);
    const content = await context.workspace.readFile(path);
    if (content === undefined)
        throw new errors/* RemoraError */.LP('TOOL_001', `no file ${path} in this workspace`);
    return { path, content };
};

;// CONCATENATED MODULE: ./src/ops/registry.ts




const NO_LANGUAGES = { all: [], of: () => undefined };
/**
 * Why `op` does not review the nodes of a file, or undefined when it does: an
 * op whose tools differ by language reviews only the languages that give it
 * an engine.
 */
function languageSkip(registry, op, filePath) {
    const manifest = registry.ops.get(op);
    const language = registry.languages.of(filePath);
    if (!manifest?.perLanguage || !language || language.ops[op])
        return undefined;
    return `${op} does not review ${language.label} files`;
}
/** Tools any agent may use, whatever its op. */
const SHARED_TOOLS = {
    'workspace.read_file': { handler: readWorkspaceFile, arguments: argsSchema },
};
/**
 * The registry of these ops, each tool, check and context provider answered
 * by the language of the node's file where that language has its own; two
 * ops of one name, or one agent named by two, is a programming error.
 */
function createOpRegistry(ops, languages = NO_LANGUAGES) {
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
        for (const language of languages.all) {
            const own = language.ops[op.name]?.policy;
            if (own)
                policies.set((0,op_module/* languagePolicyKey */.Ow)(op.agent, language.id), own);
        }
        const answer = (kind, name, own) => {
            return (context) => {
                const language = languages.of(context.node.file_path);
                const theirs = language?.ops[op.name]?.[kind]?.[name];
                if (theirs)
                    return theirs;
                if (own !== op_module/* BY_LANGUAGE */.FH)
                    return own;
                throw new errors/* RemoraError */.LP('TOOL_001', `${op.name}.${name} is answered by each language, and ${language?.label ?? `the language of ${context.node.file_path}`} has none`);
            };
        };
        for (const [name, tool] of Object.entries(op.tools)) {
            const handler = answer('tools', name, tool.handler);
            tools.set(`${op.name}.${name}`, {
                ...tool,
                handler: (args, context) => handler(context)(args, context),
            });
        }
        for (const [name, provider] of Object.entries(op.contextProviders ?? {})) {
            const of = answer('contextProviders', name, provider);
            contextProviders.set(`${op.name}.${name}`, (context) => of(context)(context));
        }
        for (const [name, check] of Object.entries(op.checks ?? {})) {
            const of = answer('checks', name, check);
            checks.set(`${op.name}.${name}`, (context) => of(context)(context));
        }
    }
    return { ops: byName, policies, tools, contextProviders, checks, languages };
}
/**
 * The ops of `ops` that ask a served model: all but those whose module says
 * it needs none. An op of a repository agent, which has no module, asks one.
 */
function opsAskingModels(ops, registry = manifests/* BUILTIN_MANIFESTS */.n) {
    return ops.filter((op) => registry.ops.get(op)?.needsModel !== false);
}


/***/ }),

/***/ 8526:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFixtureFileArguments)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);

// The arguments of the op's tools, whichever language answers them; each
// agent YAML's `parameters` must agree (checked at load).
const jsonValue = zod__WEBPACK_IMPORTED_MODULE_0__/* .lazy */ .RZV(() => zod__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KCZ([
    zod__WEBPACK_IMPORTED_MODULE_0__/* ["null"] */ .chJ(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zMY(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .number */ .aig(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YOg(jsonValue),
    zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP(), jsonValue),
]));
/** `write_fixture_file(fixtures, format?)`. */
const writeFixtureFileArguments = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    fixtures: zod__WEBPACK_IMPORTED_MODULE_0__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().regex(/^[a-z][a-z0-9_]*$/, 'a case name is lowercase letters, digits and _'), jsonValue),
    format: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(['json', 'yaml']).optional(),
});


/***/ }),

/***/ 3433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ fitResult),
/* harmony export */   i: () => (/* binding */ RESULT_BUDGET)
/* harmony export */ });
/**
 * The size a tool result must stay under: the runner cuts longer tool output
 * (docs/architecture.md §5's fixed rule, 4000 characters), and a cut JSON result cannot
 * be parsed at all. The margin leaves room for a note on what was left out.
 * A tool whose context providers put text first in its result is given less:
 * `ToolContext.resultBudget`.
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


/***/ }),

/***/ 3761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ writeTestFileArguments),
/* harmony export */   l: () => (/* binding */ runTestsArguments)
/* harmony export */ });
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);

// The arguments of the op's tools, whichever language answers them; each
// agent YAML's `parameters` must agree (checked at load).
/** `run_tests(path?)`. */
const runTestsArguments = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1).optional() });
/** `write_test_file(path, content)`. */
const writeTestFileArguments = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({ path: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1), content: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP() });


/***/ }),

/***/ 9196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fJ: () => (/* binding */ fail),
  iv: () => (/* binding */ skip),
  Zp: () => (/* binding */ testPolicy)
});

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/core/testgen/junit.ts
var junit = __webpack_require__(8882);
// EXTERNAL MODULE: ./src/core/testgen/signature.ts
var signature = __webpack_require__(4992);
// EXTERNAL MODULE: ./src/core/sample-data/python-literal.ts
var python_literal = __webpack_require__(5038);
// EXTERNAL MODULE: ./src/core/testgen/doctest.ts
var doctest = __webpack_require__(8120);
// EXTERNAL MODULE: ./src/core/testgen/generated-test.ts
var generated_test = __webpack_require__(2776);
// EXTERNAL MODULE: ./src/core/sample-data/fixture-value.ts
var fixture_value = __webpack_require__(2240);
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
            return (0,fixture_value/* formatFloat */.kr)(value.value);
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
    const used = (0,generated_test/* identifiersIn */.U)(lines.join('\n'));
    const test = {
        name: `test_${(0,generated_test/* testNameStem */.h)(analysis.target.full_name)}_doctest`,
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
    const exception = (0,doctest/* expectedException */.e)(example.want);
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
    const value = (0,python_literal/* parsePythonLiteral */.p)(want);
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
// EXTERNAL MODULE: ./src/core/sample-data/sample-arguments.ts + 1 modules
var sample_arguments = __webpack_require__(405);
// EXTERNAL MODULE: ./src/core/testgen/type-expr.ts + 1 modules
var type_expr = __webpack_require__(6317);
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
        ? ((0,signature/* constructorParameters */.hv)(analysis.types[analysis.target.full_name] ?? {
            kind: 'class',
            bases: ['?'],
            fields: [],
            members: [],
        }) ?? [])
        : analysis.parameters;
    const args = (0,sample_arguments/* sampleArguments */.b)((0,signature/* requiredParameters */.QZ)(parameters), 'normal', analysis.types, analysis.method_kind === 'instance' ? 1 : 0);
    if (!args.ok)
        return { reason: `no sample value for ${args.reason}` };
    const call = analysis.method_kind === 'property'
        ? receiver.text
        : `${receiver.text}(${argumentList(parameters, args.args, names)})`;
    const invoked = analysis.is_async ? `asyncio.run(${call})` : call;
    const returns = isClass
        ? { kind: 'name', name: analysis.target.full_name, args: [] }
        : analysis.returns
            ? (0,type_expr/* parseAnnotation */.fr)(analysis.returns)
            : undefined;
    const check = returns && runtimeCheck(returns, analysis.types, names);
    const test = {
        name: `test_${(0,generated_test/* testNameStem */.h)(analysis.target.full_name)}_smoke`,
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
    const instance = (0,sample_arguments/* sampleArguments */.b)([{ name: 'self', kind: 'positional', annotation: owner }], 'normal', analysis.types);
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

// EXTERNAL MODULE: ./src/core/runner/policy.ts
var policy = __webpack_require__(7654);
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
    const analysis = (0,signature/* tryParseAnalysis */.vm)(analysisCall.result);
    const existing = existingSchema.safeParse(existingCall.result);
    if (!analysis)
        return [
            fail(`the signature could not be analysed (${errorOf(analysisCall) ?? describeShape(analysisCall)})`),
        ];
    if (!existing.success)
        return [
            fail(`the test file could not be placed (${errorOf(existingCall) ?? describeShape(existingCall)})`),
        ];
    const plan = planTests(analysis, existing.data.tests, {
        smoke: smokeTestsOn(analysisCall),
        ...(existing.data.doctests_run_by ? { doctestsRunBy: existing.data.doctests_run_by } : {}),
    });
    if (plan.tests.length === 0)
        return [skip(plan.reasons.join('; '))];
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
        const error = errorOf(last);
        if (last.result.withdrawn === true)
            return afterWithdrawal(plan, verdicts, runs);
        if (error !== undefined)
            return writes.some((w) => errorOf(w) === undefined)
                ? withdraw(path)
                : fail(`the tests could not be written (${error})`);
        return { tool: 'run_tests', arguments: { path } };
    }
    const run = runs.at(-1);
    // Tests that could not be run are not suggested: only passing tests are.
    if (errorOf(run) !== undefined || collectionFailed(plan, run) || kept.length === 0)
        return withdraw(path);
    // The verdicts of this run changed the tests: write them again (and run them again) before submitting.
    const content = renderTestModule(module, kept);
    const written = [...writes].reverse().find((w) => errorOf(w) === undefined)?.arguments.content;
    if (content !== written)
        return { tool: 'write_test_file', arguments: { path, content } };
    // Tests that pass on a mutant of the node too test nothing: they are not suggested.
    if (survivingMutant(run) !== undefined)
        return withdraw(path);
    return policy_submit(plan, verdicts, writes, runSchema.parse(run.result).outcomes);
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
        if (!parsed.success || errorOf(run) !== undefined)
            continue;
        for (const test of keptTests(plan, verdicts)) {
            if (!isFailure((0,junit/* testFunctionOutcome */.bI)(parsed.data.outcomes, test.name)))
                continue;
            const message = parsed.data.failures.find((f) => (0,junit/* testFunctionName */.wq)(f.test.split('::').pop() ?? '') === test.name)?.message ?? 'it failed';
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
    return plan.tests.every((t) => (0,junit/* testFunctionOutcome */.bI)(parsed.data.outcomes, t.name) === undefined);
}
function isFailure(outcome) {
    return outcome === 'failed' || outcome === 'error' || outcome === undefined;
}
function withdraw(path) {
    return { tool: 'write_test_file', arguments: { path, content: '' } };
}
function policy_submit(plan, verdicts, writes, outcomes) {
    const kept = keptTests(plan, verdicts);
    const passing = kept.filter((t) => (0,junit/* testFunctionOutcome */.bI)(outcomes, t.name) === 'passed').length;
    const written = writeSchema.safeParse([...writes].reverse().find((w) => errorOf(w) === undefined)?.result);
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
/** A skip: nothing to test, and why (every language's test policy ends so). */
function skip(reason) {
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
    const error = run ? errorOf(run) : undefined;
    if (error !== undefined) {
        // What pytest said last is why (a plugin the project's addopts need, an import that fails).
        const said = typeof run?.result.output === 'string' ? lastError(run.result.output) : '';
        return fail(`pytest could not run the tests (${error}${said ? `: ${policy_short(said)}` : ''})`);
    }
    const survived = survivingMutant(run);
    if (survived !== undefined)
        return skip(`the generated tests are not suggested: ${survived}`);
    const parsed = runSchema.safeParse(run?.result);
    if (run && collectionFailed(plan, run))
        return fail(`pytest could not collect the tests (${policy_short(parsed.success ? (parsed.data.failures[0]?.message ?? 'no outcome') : 'no outcome')})`);
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
/** A failure: the op could not do its job, and says why (every language's test policy ends so). */
function fail(reason) {
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
function errorOf(exchange) {
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


/***/ })

};
