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
    skip: schemas/* array */.YOg(schemas/* enum */.k5n(scope/* SCOPE_RULES */.N)).default([]),
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
/**
 * Offsets (UTF-16) at which each line of `source` starts; index 0 is line 1.
 * Ruff counts `\r\n`, `\r` and `\n` as line ends; so must every offset
 * computed from its positions. Read character by character: a module of
 * 20,000 lines is scanned again after every fix.
 */
function lineStarts(source) {
    const starts = [0];
    for (let i = 0; i < source.length; i += 1) {
        const code = source.charCodeAt(i);
        if (code === 10)
            starts.push(i + 1);
        else if (code === 13) {
            if (source.charCodeAt(i + 1) === 10)
                i += 1;
            starts.push(i + 1);
        }
    }
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
/** How many line breaks (`\r\n`, `\r`, `\n`) `text` holds. */
function countLineBreaks(text) {
    return lineStarts(text).length - 1;
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

/***/ 7654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BN: () => (/* binding */ toolExchanges),
/* harmony export */   Ow: () => (/* binding */ languagePolicyKey),
/* harmony export */   Pt: () => (/* binding */ policyReply),
/* harmony export */   bA: () => (/* binding */ tryPolicyFor)
/* harmony export */ });
/** Where a language's own policy for an agent is kept among the policies: `<agent>@<language>`. */
function languagePolicyKey(agent, language) {
    return `${agent}@${language}`;
}
/**
 * The built-in policy that answers `agent` on a node of `language`: the
 * language's own when it has one, else the agent's.
 */
function tryPolicyFor(policies, agent, language) {
    return (language && policies.get(languagePolicyKey(agent, language))) || policies.get(agent);
}
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

// UNUSED EXPORTS: TOOL_SCHEMA_OPTIONS

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



/**
 * How tool arguments are checked against their schemas. The build compiles
 * the bundled agents' validators ahead of time with the same options
 * (scripts/package.mjs; test/dist-startup.e2e.test.ts holds them to Ajv's).
 */
const TOOL_SCHEMA_OPTIONS = {
    allErrors: false,
    strict: false,
    coerceTypes: false,
    useDefaults: true,
};
// Made when first needed: a run of bundled agents may compile no schema at all.
let tool_arguments_ajv;
// For the bundled agents' schemas, which their tests check against JSON Schema's
// meta-schema: compiling that meta-schema is most of the cost of a first compile.
let bundledAjv;
const compiled = new WeakMap();
const bundled = new WeakMap();
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
 * a tool is checked by the validator the build compiled for it when there is
 * one, else its schema is compiled when the tool is first called, without
 * checking it against the meta-schema, so a run pays only for the tools it uses.
 */
function useBundledToolSchemas(definition, precompiled = {}) {
    bundled.set(definition, precompiled);
    for (const { schema, validate } of Object.values(precompiled))
        if (!bySchema.has(schema))
            bySchema.set(schema, validate);
}
/**
 * Validators by the JSON text of their schema: a schema is compiled once,
 * however many tools declare it (a repository's agent made from a bundled
 * one, tools that take no arguments). The same text under the same options
 * validates the same way, and a text compiled once was valid.
 */
const bySchema = new Map();
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
        const schema = JSON.stringify(spec.parameters);
        const ours = bundled.get(definition);
        const built = ours && Object.hasOwn(ours, tool) ? ours[tool] : undefined;
        if (built && built.schema === schema)
            validate = built.validate;
        else
            validate = bySchema.get(schema) ?? compileSchema(spec.parameters, ours !== undefined);
        bySchema.set(schema, validate);
        byTool.set(tool, validate);
    }
    return validate;
}
/** Compiles a tool's schema; one of a bundled agent's is not checked against the meta-schema. */
function compileSchema(schema, bundledAgent) {
    if (bundledAgent)
        return (bundledAjv ??= new ajv.Ajv({ ...TOOL_SCHEMA_OPTIONS, validateSchema: false })).compile(schema);
    return (tool_arguments_ajv ??= new ajv.Ajv(TOOL_SCHEMA_OPTIONS)).compile(schema);
}


/***/ }),

/***/ 7112:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ outOfScope),
/* harmony export */   N: () => (/* binding */ SCOPE_RULES)
/* harmony export */ });
/**
 * The kinds of node an agent may declare out of its scope (`skip:` in its
 * YAML). Each is a fact read from the node itself: where it lives, its name,
 * its decorators; what each fact looks like in a language's code is that
 * language's to say (its {@link LanguageScope}).
 */
const SCOPE_RULES = [
    'test_code',
    'overload_stub',
    'accessor',
    'private',
    'undocumented_private',
    'stub',
];
/** Why `rule` puts `node` out of scope, or undefined when it does not. */
function ruleReason(rule, node, scope, options, fileText) {
    switch (rule) {
        case 'test_code':
            if (scope.isTestPath(node.file_path))
                return `${node.file_path} is test code`;
            return scope.whyTest?.(node);
        case 'overload_stub':
            return scope.whyOverloadStub?.(node);
        case 'accessor':
            return scope.whyAccessor?.(node);
        case 'stub':
            return scope.whyStub?.(node);
        case 'private':
        case 'undocumented_private': {
            if (options.private || node.node_type === 'file' || !scope.isPrivate?.(node))
                return undefined;
            // A private definition its author documented is kept true to its documentation.
            if (rule === 'undocumented_private' && scope.isDocumented?.(node, fileText))
                return undefined;
            return `${node.full_name} is private (set private: true for this op to include it)`;
        }
    }
}
/**
 * The reason the first of `rules` that applies puts `node` out of an op's
 * scope, read with the facts of the node's language (and, where the language
 * needs it, the text of the node's file), or undefined when the op should
 * review it. A node of a language that states no scope facts is in
 * every op's scope.
 */
function outOfScope(node, rules, scope, options = {}, fileText) {
    if (!scope)
        return undefined;
    for (const rule of rules) {
        const reason = ruleReason(rule, node, scope, options, fileText);
        if (reason)
            return reason;
    }
    return undefined;
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
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
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
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
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
        (0,arrays/* appendAll */.u2)(problems, compareProperty(name, declaredProps[name], handledProps[name]));
    }
    return problems;
}

// EXTERNAL MODULE: ./src/ops/bundled-ops.ts + 18 modules
var bundled_ops = __webpack_require__(2014);
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
    // The bundle carries its agents' documents parsed, and their tools' validators compiled
    // (scripts/package.mjs): YAML parses slowly, and Ajv compiles a schema in milliseconds.
    const built = bundled ? await readBundledAgent(file) : undefined;
    if (built !== undefined)
        return checkedAgent(built.document, { op, dir, source, bundled }, registry, built.validators);
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
    return checkedAgent(document, { op, dir, source, bundled }, registry);
}
/** The agent a parsed document defines, its handlers and tool schemas checked. */
function checkedAgent(document, { op, dir, source, bundled }, registry, validators) {
    const definition = (0,agents_definition/* parseAgentDefinition */.ai)(document, op, source, dir);
    checkHandlers(definition, registry, !bundled);
    if (bundled)
        (0,tool_arguments/* useBundledToolSchemas */.sw)(definition, validators);
    else
        (0,tool_arguments/* compileToolSchemas */.Wq)(definition);
    return definition;
}
/**
 * A bundled agent as the bundle carries it beside the YAML: its document
 * parsed (`.json`) and its tools' validators (`.validators.mjs`, Ajv's
 * standalone code); undefined from source, where neither is built.
 */
async function readBundledAgent(file) {
    const [json, validators] = await Promise.all([
        (0,promises_.readFile)(file.replace(/\.yaml$/, '.json'), 'utf8').catch(() => undefined),
        // Loaded as the file it is, beside the bundle, not as a module of it.
        import(
        /* webpackIgnore: true */ (0,external_node_url_.pathToFileURL)(file.replace(/\.yaml$/, '.validators.mjs')).href).then((module) => module.validators, () => undefined),
    ]);
    if (json === undefined)
        return undefined;
    const document = JSON.parse(json);
    return validators ? { document, validators } : { document };
}
/**
 * Every built-in handler and context provider an agent names exists; with
 * `checkSchemas`, each tool's parameters are the ones its handler parses (a
 * bundled agent's are checked by its tests, not at each load).
 */
function checkHandlers(definition, registry, checkSchemas) {
    definition.tools.forEach((tool, index) => {
        const id = tool.handler?.slice('builtin:'.length);
        if (id && !registry.tools.has(id)) {
            throw new errors/* RemoraError */.LP('AGENT_001', `${definition.source}: tools.${index}.handler: no built-in tool '${id}'`);
        }
        const handlerArguments = id ? registry.tools.get(id)?.arguments : undefined;
        const disagreements = handlerArguments && checkSchemas
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

/***/ 2014:
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
    const repair = (0,policy/* toolExchanges */.BN)(messages).findLast((e) => e.tool === 'repair_docstring');
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
    const runs = (0,policy/* toolExchanges */.BN)(messages).filter((e) => e.tool === 'run_linter');
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
async function fixToFixpoint(linter, source, filePath, ranges, targets = ranges) {
    let current = {
        source,
        ranges: [...ranges],
        targets: [...targets],
        all: await linter.check(source, filePath),
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
        const all = await linter.check(applied.source, filePath);
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
 * corresponds to the lines between its unchanged neighbours, line for line
 * where both sides have as many there (edits within lines). Edits made by a
 * fix stay inside one node, so the part aligned line by line is small.
 */
function alignLines(before, after) {
    const a = linesOf(before);
    const b = linesOf(after);
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head])
        head += 1;
    let tail = 0;
    while (tail < a.length - head &&
        tail < b.length - head &&
        a[a.length - 1 - tail] === b[b.length - 1 - tail])
        tail += 1;
    // The common head and tail correspond line for line, by arithmetic; only the middle's
    // matched 0-based line indexes [before, after] are listed, in order, between the
    // last head line and the first tail line (or sentinels).
    const middle = [[head - 1, head - 1]];
    for (const [i, j] of matchMiddle(a.slice(head, a.length - tail), b.slice(head, b.length - tail)))
        middle.push([i + head, j + head]);
    middle.push([a.length - tail, b.length - tail]);
    const lengths = [a.length, b.length];
    /** The lines of the other side between the matched neighbours of an unmatched line. */
    const counterpart = (index, side) => {
        const other = side === 0 ? 1 : 0;
        if (index < head)
            return [index, index];
        const fromEnd = lengths[side] - index;
        if (fromEnd <= tail)
            return [lengths[other] - fromEnd, lengths[other] - fromEnd];
        const exact = middle.find((pair) => pair[side] === index);
        if (exact)
            return [exact[other], exact[other]];
        const next = middle.findIndex((pair) => pair[side] > index);
        const previous = middle[next - 1] ?? [-1, -1];
        const following = middle[next] ?? [a.length, b.length];
        // As many lines on both sides: each was edited in place (a fix within lines), line for line.
        if (following[side] - previous[side] === following[other] - previous[other]) {
            const same = previous[other] + (index - previous[side]);
            return [same, same];
        }
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
// The lines of the texts aligned last: a tool's checks align one file's versions again and again.
const split = new Map();
function linesOf(text) {
    let lines = split.get(text);
    if (!lines) {
        lines = text.split('\n');
        split.set(text, lines);
        if (split.size > 4)
            split.delete(split.keys().next().value);
    }
    return lines;
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
    const findings = findingsInLines(await linter.check(here.text, path), await targetLines(context, here));
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
        const issues = findingsInLines(await linter.check(here.text, path), targets).map(reportFinding);
        return fitIssues({ file: path, lines: targets, issues, total: issues.length }, context.resultBudget);
    }
    const fixed = await fixToFixpoint(linter, here.text, path, here.ranges, targets);
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
    const findings = await linter.check(here.text, path);
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
var sample_data_manifest = __webpack_require__(2490);
// EXTERNAL MODULE: ./src/ops/sample-data/arguments.ts
var sample_data_arguments = __webpack_require__(8526);
// EXTERNAL MODULE: ./src/ops/sample-data/policy.ts
var sample_data_policy = __webpack_require__(2830);
;// CONCATENATED MODULE: ./src/ops/sample-data/op.ts





/**
 * sample_data: normal, edge and extreme argument fixtures from the
 * annotations (off by default). Each language answers its tools.
 */
const sample_data_op_op = {
    ...sample_data_manifest/* manifest */.e,
    policy: sample_data_policy/* sampleDataPolicy */.P,
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
// EXTERNAL MODULE: ./src/ops/test/policy.ts
var test_policy = __webpack_require__(2071);
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
    contextProviders: { test_config: op_module/* BY_LANGUAGE */.FH },
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
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2047);
/* harmony import */ var _styles_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(324);


// The arguments of the op's tools, whichever language answers them; each
// agent YAML's `parameters` must agree (checked at load).
/** `write_docstring(docstring, style)`. */
const writeDocstringArguments = zod__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ikc({
    docstring: zod__WEBPACK_IMPORTED_MODULE_0__/* .string */ .YjP().min(1),
    style: zod__WEBPACK_IMPORTED_MODULE_0__/* ["enum"] */ .k5n(_styles_js__WEBPACK_IMPORTED_MODULE_1__/* .DOCSTRING_STYLES */ .n),
});


/***/ }),

/***/ 9698:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FH: () => (/* binding */ BY_LANGUAGE),
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
// EXTERNAL MODULE: ./src/core/runner/policy.ts
var policy = __webpack_require__(7654);
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
                policies.set((0,policy/* languagePolicyKey */.Ow)(op.agent, language.id), own);
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

/***/ 2830:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ sampleDataPolicy),
/* harmony export */   i: () => (/* binding */ skip)
/* harmony export */ });
/** A skip: nothing written, and why (every language's sample-data policy ends so). */
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
/**
 * The op's own policy, for a node whose language brings none of its own
 * (`ops.sample_data.policy` of its folder's language.ts): sample values are
 * written in a language's own literals, so it skips, saying so.
 */
const sampleDataPolicy = () => [
    skip('no built-in sample-data policy serves the language of this node'),
];


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

/***/ 2071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zp: () => (/* binding */ testPolicy),
/* harmony export */   fJ: () => (/* binding */ fail),
/* harmony export */   iv: () => (/* binding */ skip)
/* harmony export */ });
// What every language's test policy ends with; each language's own policy
// (`ops.test.policy` of its folder's language.ts) plans, writes and runs its
// tests.
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
 * The op's own policy, for a node whose language brings none of its own: a
 * language's tests are its own (its framework, its layout), so it fails,
 * saying so, rather than run another language's plan.
 */
const testPolicy = () => [
    fail('no built-in test policy serves the language of this node'),
];


/***/ })

};
