export const id = 782;
export const ids = [782,342];
export const modules = {

/***/ 5342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createOpenAIModel: () => (/* binding */ createOpenAIModel)
/* harmony export */ });
/* harmony import */ var openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3674);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2047);
/* harmony import */ var _core_runner_messages_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3644);
/* harmony import */ var _without_key_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(744);




const replySchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    choices: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
        finish_reason: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
        message: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
            content: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().nullish(),
            tool_calls: zod__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
                id: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(),
                type: zod__WEBPACK_IMPORTED_MODULE_2__/* .literal */ .euz('function').default('function'),
                function: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), arguments: zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP().default('') }),
            }))
                .nullish(),
        }),
    }))
        .min(1),
    usage: zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({ prompt_tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0), completion_tokens: zod__WEBPACK_IMPORTED_MODULE_2__/* .number */ .aig().int().min(0) })
        .nullish()
        .catch(undefined),
});
/**
 * A model backend on any OpenAI-compatible server (vLLM with LoRA adapters as
 * model names, llama.cpp, Ollama), through the `openai` SDK. The SDK's own
 * retries are off: the runner retries with its own policy and events.
 */
function createOpenAIModel(options) {
    // What the server sends back never carries the key on: it may echo it.
    const hide = (text) => (0,_without_key_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutKey */ .w)(text, options.apiKey);
    const client = new openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .Ay({
        baseURL: options.baseURL,
        apiKey: options.apiKey ?? 'no-key',
        maxRetries: 0,
        timeout: options.timeoutMs,
    });
    return {
        name: options.baseURL,
        async complete(request, signal) {
            const body = {
                model: request.model,
                messages: request.messages,
                tools: request.tools,
                tool_choice: request.tool_choice,
                temperature: request.temperature,
                max_tokens: request.max_tokens,
                // vLLM drops special tokens from the text unless told not to, and the
                // calls Remora reads from the text are marked by them (docs/model-path.md).
                skip_special_tokens: false,
                ...request.extra_body,
            };
            let raw;
            try {
                raw = await client.chat.completions.create(body, signal ? { signal } : undefined);
            }
            catch (error) {
                throw toModelError(error, hide);
            }
            const parsed = replySchema.safeParse(raw);
            if (!parsed.success)
                throw new _core_runner_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelError */ .m('the server sent a reply that is not a chat completion', false, undefined, 'AGENT_003');
            const choice = parsed.data.choices[0];
            return {
                content: choice?.message.content == null ? null : hide(choice.message.content),
                tool_calls: (choice?.message.tool_calls ?? []).map((call) => ({
                    ...call,
                    function: { name: hide(call.function.name), arguments: hide(call.function.arguments) },
                })),
                ...(choice?.finish_reason ? { finish_reason: choice.finish_reason } : {}),
                ...(parsed.data.usage
                    ? {
                        usage: {
                            prompt_tokens: parsed.data.usage.prompt_tokens,
                            completion_tokens: parsed.data.usage.completion_tokens,
                        },
                    }
                    : {}),
            };
        },
    };
}
function toModelError(error, hide) {
    if (error instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"].APIConnectionTimeoutError */ .Ay.APIConnectionTimeoutError)
        return new _core_runner_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelError */ .m('timed out', true);
    if (error instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"].APIConnectionError */ .Ay.APIConnectionError)
        return new _core_runner_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelError */ .m(`cannot connect (${hide(causeOf(error))})`, true);
    if (error instanceof openai__WEBPACK_IMPORTED_MODULE_0__/* ["default"].APIError */ .Ay.APIError) {
        const status = error.status;
        const retryable = status === 429 || status === 408 || (status !== undefined && status >= 500);
        return new _core_runner_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelError */ .m(`HTTP ${status ?? '?'}: ${hide(error.message)}`, retryable, status);
    }
    return new _core_runner_messages_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelError */ .m(hide(error.message ?? String(error)), false);
}
/** The most specific reason in an error's cause chain: a system code such as ECONNREFUSED if any. */
function causeOf(error) {
    let message = error.message;
    for (let cause = error.cause; cause instanceof Error; cause = cause.cause) {
        const code = cause.code;
        if (typeof code === 'string')
            return code;
        message = cause.message;
    }
    return message;
}


/***/ }),

/***/ 4401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runDoctorCommand: () => (/* binding */ runDoctorCommand)
});

// EXTERNAL MODULE: ./src/cli/info.ts
var info = __webpack_require__(3976);
// EXTERNAL MODULE: ./src/cli/io.ts
var cli_io = __webpack_require__(1604);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/review.ts + 5 modules
var review = __webpack_require__(9024);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(3309);
;// CONCATENATED MODULE: ./src/core/doctor/doctor-report.ts

/** Whether a review has everything it needs on this server. */
function isReady(report) {
    return report.models.ok && report.verdicts.every((verdict) => verdict.problem === undefined);
}
const HEADINGS = ['op', 'model', 'served', 'probe', 'tool call', 'arguments', 'latency', 'verdict'];
/**
 * The report as text: the server and its model list, one table row per op
 * (its model, whether the server has it, whether the probe call came back
 * identical through the server's chat template, the tools its reply called, whether
 * the arguments were valid, the latency, ready or not), then each problem in
 * a sentence, and a last line saying whether a review can run.
 */
function formatDoctorReport(report) {
    const lines = [`server   ${report.serverUrl}`];
    if (!report.models.ok) {
        lines.push(`models   ${report.models.message}`, '', 'Not ready: the server cannot be used.');
        return `${lines.join('\n')}\n`;
    }
    const { ids, ms } = report.models;
    lines.push(`models   GET /models answered in ${ms} ms: ${ids.length > 0 ? ids.join(', ') : 'no models'}`, '');
    (0,arrays/* appendAll */.u2)(lines, table([HEADINGS, ...report.verdicts.map(row)]));
    const failing = report.verdicts.filter((verdict) => verdict.problem !== undefined);
    if (failing.length > 0)
        (0,arrays/* appendAll */.u2)(lines, ['', ...failing.map((v) => `${v.op}: ${v.problem ?? ''}.`)]);
    const ready = report.verdicts.length - failing.length;
    lines.push('', failing.length === 0
        ? `Ready: all ${report.verdicts.length} op${report.verdicts.length === 1 ? '' : 's'} answered with valid tool calls.`
        : `Not ready: ${failing.map((v) => v.op).join(', ')} (${ready} of ${report.verdicts.length} ops ready).`);
    return `${lines.join('\n')}\n`;
}
function row(verdict) {
    const calls = verdict.calls;
    return [
        verdict.op,
        verdict.model,
        verdict.served ? 'yes' : 'no',
        verdict.probe ?? '-',
        calls === undefined ? '-' : calls.length === 0 ? 'none' : calls.join(', '),
        verdict.argumentsValid === undefined ? '-' : verdict.argumentsValid ? 'valid' : 'invalid',
        verdict.ms === undefined ? '-' : `${verdict.ms} ms`,
        verdict.problem === undefined ? 'ready' : 'NOT READY',
    ];
}
function table(rows) {
    const widths = (rows[0] ?? []).map((_, column) => (0,arrays/* largest */.nQ)(rows.map((cells) => (cells[column] ?? '').length)));
    return rows.map((cells) => cells
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd());
}

// EXTERNAL MODULE: ./src/core/errors.ts
var errors = __webpack_require__(4296);
// EXTERNAL MODULE: ./src/adapters/model/openai-model.ts
var openai_model = __webpack_require__(5342);
// EXTERNAL MODULE: ./src/adapters/model/server-preflight.ts
var server_preflight = __webpack_require__(589);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 5 modules
var schemas = __webpack_require__(2047);
// EXTERNAL MODULE: ./src/adapters/model/without-key.ts
var without_key = __webpack_require__(744);
;// CONCATENATED MODULE: ./src/adapters/model/server-rendering.ts


const tokenized = schemas/* object */.Ikc({ tokens: schemas/* array */.YOg(schemas/* number */.aig().int()) });
const detokenized = schemas/* object */.Ikc({ prompt: schemas/* string */.YjP() });
const applied = schemas/* object */.Ikc({ prompt: schemas/* string */.YjP() });
/**
 * Asks a model server to render a conversation with its chat template,
 * without generating: vLLM's `/tokenize` then `/detokenize`, else llama.cpp's
 * `/apply-template` (both beside the API root, not under `/v1`). A server
 * with neither says so; it is not a failure of the server.
 */
async function tryRenderOnServer(request) {
    const root = request.serverUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
    const post = async (path, body) => {
        const response = await (request.fetch ?? fetch)(`${root}${path}`, {
            method: 'POST',
            headers: {
                'content-type': 'application/json',
                ...(request.apiKey ? { authorization: `Bearer ${request.apiKey}` } : {}),
            },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(request.timeoutMs),
        });
        const text = await response.text();
        let json;
        try {
            json = JSON.parse(text);
        }
        catch {
            json = undefined;
        }
        return { status: response.status, json };
    };
    const { model, messages, tools } = request;
    try {
        const tokens = await post('/tokenize', {
            model,
            messages,
            tools,
            add_generation_prompt: false,
            add_special_tokens: false,
        });
        const ids = tokenized.safeParse(tokens.json);
        if (tokens.status === 200 && ids.success) {
            const text = await post('/detokenize', { model, tokens: ids.data.tokens });
            const prompt = detokenized.safeParse(text.json);
            if (text.status === 200 && prompt.success)
                return { ok: true, text: prompt.data.prompt, via: 'POST /tokenize and /detokenize' };
        }
        const template = await post('/apply-template', { model, messages, tools });
        const prompt = applied.safeParse(template.json);
        if (template.status === 200 && prompt.success)
            return { ok: true, text: prompt.data.prompt, via: 'POST /apply-template' };
        return {
            ok: false,
            message: `the server renders no conversation on request (POST /tokenize answered ${tokens.status}, /apply-template ${template.status})`,
        };
    }
    catch (error) {
        return {
            ok: false,
            message: (0,without_key/* withoutKey */.w)(`rendering on the server failed: ${error.message}`, request.apiKey),
        };
    }
}

// EXTERNAL MODULE: ./src/core/agents/definition.ts + 1 modules
var agents_definition = __webpack_require__(7731);
// EXTERNAL MODULE: ./src/core/runner/function-call-text.ts
var function_call_text = __webpack_require__(6053);
;// CONCATENATED MODULE: ./src/core/doctor/probe.ts


/**
 * The doctor's probe (docs/model-path.md): one call of an agent's tool with
 * typed, hostile arguments, rendered by the server's own chat template and
 * read back by Remora's parser. It comes back identical when the server
 * renders with the one template; a server that renders with another (vLLM's
 * example template writes every value as text) changes it.
 */
const HOSTILE = 'say "hi" {<escape>} <end_function_call> 3\nü';
/** The probe's call: the agent's submit_result, every property given a value of its type. */
function probeCall(definition) {
    const tool = definition.tools.find((t) => t.name === agents_definition/* SUBMIT_TOOL */.Sk) ?? definition.tools[0] ?? undefined;
    const properties = (tool?.parameters.properties ?? {});
    return {
        name: tool?.name ?? agents_definition/* SUBMIT_TOOL */.Sk,
        arguments: Object.fromEntries(Object.entries(properties).map(([name, schema]) => [name, typedValue(schema)])),
    };
}
function typedValue(schema) {
    if (Array.isArray(schema.enum))
        return schema.enum[0];
    switch (schema.type) {
        case 'integer':
            return 3;
        case 'number':
            return 0.5;
        case 'boolean':
            return false;
        case 'array':
            return ['a', '7', ''];
        case 'object':
            return { case: { value: null, list: [1, 'true'] } };
        default:
            return HOSTILE;
    }
}
/** The conversation the server renders: the opening, then the probe call as the model's turn. */
function probeMessages(opening, call) {
    return [
        ...opening,
        {
            role: 'assistant',
            content: null,
            tool_calls: [
                {
                    id: 'call_1_1',
                    type: 'function',
                    function: { name: call.name, arguments: JSON.stringify(call.arguments) },
                },
            ],
        },
    ];
}
/** Reads the last model turn of the server's rendering and compares its call with the probe's. */
function judgeProbe(rendered, call) {
    const turn = rendered.slice(rendered.lastIndexOf('<start_of_turn>model'));
    const read = (0,function_call_text/* readFunctionCalls */.S)(turn.replace(/^<start_of_turn>model\n?/, ''));
    const [back] = read.calls;
    if (!back)
        return {
            identical: false,
            detail: read.problems[0] ?? 'the rendering holds no function call in the model turn',
        };
    const sent = JSON.stringify(call);
    const got = JSON.stringify(back);
    return sent === got
        ? { identical: true }
        : { identical: false, detail: `sent ${shorten(sent)}, read back ${shorten(got)}` };
}
function shorten(text) {
    return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

// EXTERNAL MODULE: ./src/core/runner/tool-arguments.ts + 1 modules
var tool_arguments = __webpack_require__(2155);
;// CONCATENATED MODULE: ./src/core/doctor/verdict.ts

/**
 * Judges one op: ready when its agent loads, its model is on the server, and
 * the model answered the opening request with tool calls, each naming one of
 * the agent's tools with arguments valid against that tool's JSON Schema.
 * Text instead of a tool call is not ready: a review would nudge, then fail.
 * Nor is a server whose chat template changes the probe call: the model
 * would be served prompts it was not trained on, and its calls misread.
 */
function judgeOp(check) {
    const probe = check.probe;
    const status = !probe
        ? undefined
        : !probe.ok
            ? 'unavailable'
            : probe.verdict.identical
                ? 'identical'
                : 'changed';
    const row = {
        op: check.op,
        model: check.model,
        served: check.served,
        ...(status ? { probe: status } : {}),
    };
    if (probe?.ok && !probe.verdict.identical)
        return {
            ...row,
            problem: `the server's chat template changed the probe tool call (${probe.verdict.detail}); ` +
                'start the server with server/chat-template.jinja and no tool parser',
        };
    if (!check.agent.ok)
        return { ...row, problem: `the agent does not load: ${check.agent.message}` };
    if (!check.served)
        return { ...row, problem: missingModel(check) };
    const trip = check.roundTrip;
    if (!trip)
        return { ...row, problem: 'no request was made' };
    if (!trip.ok)
        return { ...row, ms: trip.ms, problem: `the request failed: ${trip.message}` };
    const { reply } = trip;
    const calls = reply.tool_calls.map((call) => call.function.name);
    const seen = { ...row, ms: trip.ms, calls };
    if (calls.length === 0) {
        const text = reply.content?.trim() ?? '';
        return {
            ...seen,
            problem: text
                ? `it answered with text instead of a tool call: ${quote(text)}`
                : 'it answered with neither a tool call nor text',
        };
    }
    const definition = check.agent.definition;
    const names = definition.tools.map((tool) => tool.name);
    for (const call of reply.tool_calls) {
        const name = call.function.name;
        if (!names.includes(name))
            return {
                ...seen,
                problem: `it called '${name}', which is not one of the agent's tools (${names.join(', ')})`,
            };
        const args = (0,tool_arguments/* checkToolArguments */.px)(definition, name, call.function.arguments);
        if (!args.ok)
            return { ...seen, argumentsValid: false, problem: args.error };
    }
    return { ...seen, argumentsValid: true };
}
function missingModel(check) {
    const listed = check.listed.length > 0 ? check.listed.join(', ') : 'no models';
    const base = `the model '${check.model}' (${check.from}) is not on the server, which lists ${listed}`;
    const fallback = check.fallback;
    if (!fallback || fallback.model === check.model)
        return base;
    return fallback.served
        ? `${base}; a review would run the ${check.op} op on server.default_model '${fallback.model}' instead, without the op's own adapter`
        : `${base}, nor is server.default_model '${fallback.model}': the ${check.op} op would fail`;
}
function quote(text) {
    const line = text.replace(/\s+/g, ' ');
    return JSON.stringify(line.length > 120 ? `${line.slice(0, 117)}...` : line);
}

// EXTERNAL MODULE: ./src/core/nodes.ts
var nodes = __webpack_require__(7666);
// EXTERNAL MODULE: ./src/core/runner/model-routing.ts
var model_routing = __webpack_require__(256);
// EXTERNAL MODULE: ./src/ops/registry.ts + 1 modules
var registry = __webpack_require__(4457);
// EXTERNAL MODULE: ./src/core/runner/reply-calls.ts
var reply_calls = __webpack_require__(8666);
// EXTERNAL MODULE: ./src/core/runner/opening-request.ts
var opening_request = __webpack_require__(6058);
// EXTERNAL MODULE: ./src/languages/manifests.ts + 1 modules
var manifests = __webpack_require__(9565);
;// CONCATENATED MODULE: ./src/pipeline/doctor.ts











/**
 * The node every round trip is about, and its language: the first language's
 * sample, one small function, so the request is the smallest a review sends.
 */
function sampleNode() {
    const language = manifests/* LANGUAGE_MANIFESTS */.M2.find((manifest) => manifest.sample);
    if (!language?.sample)
        throw new Error('no language gives a sample function');
    const { file, name, text } = language.sample;
    return {
        language: language.id,
        node: {
            node_id: (0,nodes/* computeNodeId */.P)(file, 'function', name),
            node_type: 'function',
            name,
            full_name: name,
            file_path: file,
            start_line: 1,
            end_line: text.trimEnd().split('\n').length,
            start_byte: 0,
            end_byte: Buffer.byteLength(text),
            text,
        },
    };
}
/**
 * Checks a model server the way a review uses it: `GET /models` through the
 * preflight, then, for each op, whether its model is listed and one round
 * trip through the openai adapter with the op's real opening request (its
 * system prompt, a node context for a small function, its tool schemas and
 * request settings). The ops are asked one after another, so each latency
 * is the server's alone.
 */
async function runDoctor(options) {
    const { serverUrl, config } = options;
    const preflight = await (0,server_preflight/* preflightServer */.l)({
        serverUrl,
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    });
    if (!preflight.ok)
        return { serverUrl, models: preflight, verdicts: [] };
    const listed = new Set(preflight.models);
    const model = (0,openai_model.createOpenAIModel)({
        baseURL: serverUrl,
        timeoutMs: config.server.timeout_ms,
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    });
    const fallback = config.server.default_model;
    const verdicts = [];
    // An op that needs no model asks the server nothing: there is nothing to check for it.
    for (const op of (0,registry/* opsAskingModels */.un)(options.ops)) {
        const definition = options.agents.get(op);
        const choice = (0,model_routing/* chooseModel */.Rk)(op, config, definition);
        const check = {
            op,
            ...choice,
            served: (0,model_routing/* isServed */.SM)(listed, choice.model),
            fallback: { model: fallback, served: (0,model_routing/* isServed */.SM)(listed, fallback) },
            listed: preflight.models,
            agent: definition
                ? { ok: true, definition }
                : {
                    ok: false,
                    message: options.agentProblems.get(op)?.message ?? `no agent runs the op '${op}'`,
                },
        };
        if (definition && check.served) {
            check.probe = await probe(options, choice.model, definition, config, op);
            check.roundTrip = await roundTrip(model, choice.model, definition, config, op);
        }
        verdicts.push(judgeOp(check));
    }
    return { serverUrl, models: { ok: true, ids: preflight.models, ms: preflight.ms }, verdicts };
}
/** The probe call through the server's chat template: whether it comes back identical. */
async function probe(options, modelName, definition, config, op) {
    const call = probeCall(definition);
    const rendering = await tryRenderOnServer({
        serverUrl: options.serverUrl,
        ...(options.apiKey ? { apiKey: options.apiKey } : {}),
        model: modelName,
        messages: probeMessages(opening(definition, config, op), call),
        tools: (0,opening_request/* toolSpecs */.T9)(definition),
        timeoutMs: config.server.timeout_ms,
    });
    return rendering.ok
        ? { ok: true, verdict: judgeProbe(rendering.text, call) }
        : { ok: false, message: rendering.message };
}
function opening(definition, config, op) {
    const sample = sampleNode();
    return (0,opening_request/* openingMessages */.ZF)(definition, sample.node, config.operations[op] ?? {}, config.runner.history_token_budget, sample.language);
}
/** The op's opening request, sent once; its reply or its failure, and how long it took. */
async function roundTrip(client, modelName, definition, config, op) {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
        const messages = opening(definition, config, op);
        const sent = await client.complete({
            model: modelName,
            agent: definition.name,
            messages,
            tools: (0,opening_request/* toolSpecs */.T9)(definition),
            ...(0,opening_request/* requestSettings */.LW)(config.runner, definition),
        });
        // Read as the runner reads every reply: the calls in the text count (docs/model-path.md).
        return { ok: true, reply: (0,reply_calls/* readReplyToolCalls */.C)(sent, 1), ms: ms() };
    }
    catch (error) {
        return { ok: false, message: error instanceof Error ? error.message : String(error), ms: ms() };
    }
}

// EXTERNAL MODULE: ./src/pipeline/prepare.ts + 1 modules
var prepare = __webpack_require__(1999);
;// CONCATENATED MODULE: ./src/cli/doctor.ts








const ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;
/**
 * `remora doctor --server <url>`: whether a review has what it needs on a
 * model server. Prints a table; 0 when every op is ready, 1 when something
 * is missing or wrong (each named), 2 for a usage error.
 */
async function runDoctorCommand(args, io) {
    const { values, positionals } = (0,cli_io/* parseCommandArgs */.Qx)(args, (0,commands/* commandOptions */.i6)('doctor'));
    if (positionals.length > 0)
        throw new errors/* RemoraError */.LP('CLI_001', `unexpected argument '${positionals[0]}'`);
    const root = await (0,info.projectRoot)(io);
    const flags = values.server ? { server: { base_url: values.server } } : {};
    const settings = await (0,prepare/* loadRunSettings */.$o)(root, io.env, flags);
    const { config, agents, problems } = settings;
    const serverUrl = config.server.base_url;
    if (!serverUrl)
        throw new errors/* RemoraError */.LP('CLI_001', 'doctor needs --server <url> (or server.base_url in remora.yaml), such as http://remora-server:8000/v1');
    const keyEnv = values['api-key-env'] ?? config.server.api_key_env;
    if (!ENV_NAME.test(keyEnv))
        throw new errors/* RemoraError */.LP('CLI_001', `--api-key-env takes the name of an environment variable (such as REMORA_API_KEY), not '${keyEnv}'`);
    const apiKey = io.env[keyEnv];
    if (values['api-key-env'] !== undefined && !apiKey)
        throw new errors/* RemoraError */.LP('CLI_001', `--api-key-env names ${keyEnv}, which is not set`);
    const ops = (0,prepare/* chooseOps */.S8)(settings, (0,review.parseOpsFlag)(values.ops));
    const report = await runDoctor({
        serverUrl,
        ...(apiKey ? { apiKey } : {}),
        config,
        agents,
        agentProblems: problems,
        ops,
    });
    io.stdout(formatDoctorReport(report));
    if (isReady(report))
        return 0;
    io.stderr(report.models.ok
        ? `remora doctor: not ready: ${report.verdicts
            .filter((v) => v.problem !== undefined)
            .map((v) => v.op)
            .join(', ')}\n`
        : `remora doctor: not ready: ${report.models.message}\n`);
    return 1;
}


/***/ }),

/***/ 3976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   projectRoot: () => (/* binding */ projectRoot),
/* harmony export */   reportAgentProblems: () => (/* binding */ reportAgentProblems),
/* harmony export */   runConfigCommand: () => (/* binding */ runConfigCommand),
/* harmony export */   runListAgentsCommand: () => (/* binding */ runListAgentsCommand)
/* harmony export */ });
/* harmony import */ var _ops_agent_files_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1839);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1654);
/* harmony import */ var _io_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1604);
/* harmony import */ var _config_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3506);
/* harmony import */ var _adapters_git_git_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6619);
/* harmony import */ var _core_errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4296);
/* harmony import */ var _core_arrays_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3309);







/** The repository root when in a git repository, else the current folder. */
async function projectRoot(io) {
    return (await (0,_adapters_git_git_js__WEBPACK_IMPORTED_MODULE_4__/* .createGit */ .l)(io.cwd, io.env).catch(() => undefined))?.root ?? io.cwd;
}
/** `remora config`: the merged configuration, each value with where it came from. */
async function runConfigCommand(args, io) {
    const { values } = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(args, (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .commandOptions */ .i6)('config'));
    const { config, sources } = await (0,_config_config_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z9)(await projectRoot(io), io.env);
    if (values.json) {
        io.stdout(`${JSON.stringify({ config, sources: Object.fromEntries(sources) }, null, 2)}\n`);
        return 0;
    }
    const rows = (0,_config_config_js__WEBPACK_IMPORTED_MODULE_3__/* .leaves */ .FQ)(config).map(([path, value]) => [path, JSON.stringify(value) ?? 'null', sources.get(path) ?? 'default']);
    const width = (0,_core_arrays_js__WEBPACK_IMPORTED_MODULE_6__/* .largest */ .nQ)(rows.map(([path, value]) => path.length + value.length + 3));
    for (const [path, value, source] of rows)
        io.stdout(`${`${path} = ${value}`.padEnd(width)}  # ${source}\n`);
    return 0;
}
/** `remora list-agents`: every agent with its source, node types and tools. */
async function runListAgentsCommand(args, io) {
    const { values } = (0,_io_js__WEBPACK_IMPORTED_MODULE_2__/* .parseCommandArgs */ .Qx)(args, (0,_commands_js__WEBPACK_IMPORTED_MODULE_1__/* .commandOptions */ .i6)('list-agents'));
    const loaded = await (0,_ops_agent_files_js__WEBPACK_IMPORTED_MODULE_0__/* .loadAgents */ .L2)(await projectRoot(io));
    const agents = [...loaded.agents.values()];
    if (values.json) {
        const rows = agents.map((a) => ({
            op: a.op,
            name: a.name,
            source: a.source,
            model: a.model ?? null,
            node_types: a.node_types,
            tools: a.tools.map((t) => t.name),
        }));
        io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
        return reportAgentProblems(loaded.problems, io) ? 2 : 0;
    }
    for (const agent of agents) {
        io.stdout(`${agent.op}  (${agent.name}, from ${agent.source})\n  node types: ${agent.node_types.join(', ')}\n`);
        for (const tool of agent.tools) {
            const how = tool.command
                ? `command: ${tool.command.join(' ')}`
                : (tool.handler ?? 'ends the run');
            io.stdout(`  - ${tool.name}: ${tool.description} [${how}]\n`);
        }
    }
    return reportAgentProblems(loaded.problems, io) ? 2 : 0;
}
/** Writes each broken agent's AGENT_001 to stderr; true when there was one. */
function reportAgentProblems(problems, io) {
    for (const problem of problems.values())
        io.stderr(`remora: ${(0,_core_errors_js__WEBPACK_IMPORTED_MODULE_5__/* .describeError */ .Uc)(problem)}\n`);
    return problems.size > 0;
}


/***/ })

};
