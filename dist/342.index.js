export const id = 342;
export const ids = [342];
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


/***/ })

};
