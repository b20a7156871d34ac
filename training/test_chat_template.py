"""The chat template under Python's Jinja2, as transformers renders it.

Renders every call of test/fixtures/model-path/calls.json with
server/chat-template.jinja in the environment transformers builds for chat
templates (sandboxed, trim_blocks, lstrip_blocks, tojson as json.dumps with
ensure_ascii=False), and holds test/fixtures/model-path/rendered-jinja2.json to
what it renders: Remora's parser reads that file back in
test/core/runner/model-path.test.ts. After a change to the template or the
corpus, rewrite it:

    REMORA_WRITE_RENDERED=1 python3 -m pytest training/test_chat_template.py

Needs Jinja2 only (Debian: python3-jinja2).
"""

from __future__ import annotations

import json
import os

from jinja2.sandbox import ImmutableSandboxedEnvironment

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TEMPLATE = os.path.join(ROOT, "server", "chat-template.jinja")
CORPUS = os.path.join(ROOT, "test", "fixtures", "model-path", "calls.json")
RENDERED = os.path.join(ROOT, "test", "fixtures", "model-path", "rendered-jinja2.json")
MODEL_TURN = "<start_of_turn>model\n"


def tojson(value, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    """transformers' tojson filter for chat templates."""
    return json.dumps(
        value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys
    )


def environment():
    """The environment transformers compiles chat templates in."""
    env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
    env.filters["tojson"] = tojson
    return env


def conversation(corpus: dict, entry: dict) -> list[dict]:
    """The opening turns and one assistant turn with the entry's calls, arguments as objects."""
    calls = [
        {"id": f"call_1_{i + 1}", "type": "function", "function": call}
        for i, call in enumerate(entry["calls"])
    ]
    return corpus["opening"] + [{"role": "assistant", "content": None, "tool_calls": calls}]


def render_all() -> dict:
    """Each op's developer turn once, and each entry's model turn."""
    with open(CORPUS, encoding="utf-8") as handle:
        corpus = json.load(handle)
    with open(TEMPLATE, encoding="utf-8") as handle:
        template = environment().from_string(handle.read())
    openings, turns = {}, []
    for entry in corpus["entries"]:
        text = template.render(
            messages=conversation(corpus, entry),
            tools=corpus["tools"][entry["op"]],
            bos_token="<bos>",
            add_generation_prompt=False,
        )
        cut = text.rindex(MODEL_TURN)
        openings.setdefault(entry["op"], text[:cut])
        turns.append({"id": entry["id"], "model_turn": text[cut + len(MODEL_TURN) :]})
    return {"openings": openings, "turns": turns}


def serialise(rendered: dict) -> str:
    # ASCII only: every character of a rendering reaches the file, however odd.
    return json.dumps(rendered, ensure_ascii=True, indent=1) + "\n"


def test_the_committed_rendering_is_what_jinja2_renders():
    text = serialise(render_all())
    if os.environ.get("REMORA_WRITE_RENDERED") == "1":
        with open(RENDERED, "w", encoding="utf-8") as handle:
            handle.write(text)
    with open(RENDERED, encoding="utf-8") as handle:
        committed = handle.read()
    assert committed == text, (
        "rendered-jinja2.json is stale: rewrite it with "
        "REMORA_WRITE_RENDERED=1 python3 -m pytest training/test_chat_template.py"
    )


def test_every_call_keeps_its_arguments_in_one_json_object():
    with open(CORPUS, encoding="utf-8") as handle:
        corpus = json.load(handle)
    rendered = render_all()
    for entry, turn in zip(corpus["entries"], rendered["turns"]):
        expected = "".join(
            "<start_function_call>call:"
            + call["name"]
            + json.dumps(call["arguments"], ensure_ascii=False)
            + "<end_function_call>"
            for call in entry["calls"]
        )
        assert turn["model_turn"] == expected + "<end_of_turn>\n", entry["id"]


def test_the_output_does_not_depend_on_block_trimming():
    with open(TEMPLATE, encoding="utf-8") as handle:
        source = handle.read()
    with open(CORPUS, encoding="utf-8") as handle:
        corpus = json.load(handle)
    entry = corpus["entries"][0]
    plain = ImmutableSandboxedEnvironment()
    plain.filters["tojson"] = tojson
    arguments = dict(
        messages=conversation(corpus, entry),
        tools=corpus["tools"][entry["op"]],
        bos_token="<bos>",
        add_generation_prompt=True,
    )
    assert plain.from_string(source).render(**arguments) == environment().from_string(
        source
    ).render(**arguments)
