"""fine_tune.py and export.py against the signatures of their pinned releases.

This machine has no torch, transformers, trl or peft. pinned-signatures.json
holds the keywords each class and function the scripts call accepts in the
releases requirements.txt pins, read from their source; the stand-ins here
accept exactly those, so a keyword a pinned release does not have fails here
as it would on the GPU machine. The tokenizer stand-in renders with the real
chat template (Jinja2, as transformers does) and counts characters as tokens.
"""

from __future__ import annotations

import json
import os
import sys
import types

import pytest
from jinja2.sandbox import ImmutableSandboxedEnvironment

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import export  # noqa: E402
import fine_tune  # noqa: E402

MANIFEST = json.load(open(os.path.join(HERE, "pinned-signatures.json"), encoding="utf-8"))


class Recorded:
    """What a stand-in was called with; it stands for the object the real call returns."""

    def __init__(self, name: str, kwargs: dict):
        self.name, self.kwargs = name, kwargs

    def __getattr__(self, attribute):
        return self.kwargs[attribute]


def strict(name: str, calls: list, check=None):
    """A callable that accepts exactly the keywords the manifest lists for `name`."""
    signature = MANIFEST["signatures"][name]
    allowed = set(signature["keywords"])

    def call(*args, **kwargs):
        unknown = sorted(set(kwargs) - allowed)
        if unknown and not signature["var_keyword"]:
            raise TypeError(f"{name}() got unexpected keyword arguments {unknown}")
        if check:
            check(kwargs)
        calls.append((name, kwargs))
        return Recorded(name, kwargs)

    return call


def reject_masks_without_labels(kwargs: dict) -> None:
    """The pinned SFTTrainer's rule (trl v1.9.0, SFTTrainer._reject_skip_prepare_without_labels)."""
    skip = (kwargs["args"].kwargs.get("dataset_kwargs") or {}).get("skip_prepare_dataset", False)
    for name in ("train_dataset", "eval_dataset"):
        dataset = kwargs.get(name)
        columns = dataset.column_names if dataset is not None else []
        if skip and "labels" not in columns and {"completion_mask", "assistant_masks"} & set(columns):
            raise ValueError(f"The {name} has mask columns but no 'labels'")


class Tokenizer:
    """Renders with its chat_template under transformers' Jinja2 environment; one token per character."""

    chat_template = "{{ not_set_yet }}"

    def apply_chat_template(self, messages, tools=None, add_generation_prompt=False, tokenize=True):
        assert tokenize is False
        env = ImmutableSandboxedEnvironment(trim_blocks=True, lstrip_blocks=True)
        env.filters["tojson"] = lambda value, **kw: json.dumps(value, ensure_ascii=False, **kw)
        return env.from_string(self.chat_template).render(
            messages=messages,
            tools=tools,
            bos_token="<bos>",
            add_generation_prompt=add_generation_prompt,
        )

    def __call__(self, text, add_special_tokens=True):
        return {"input_ids": [ord(char) for char in text]}

    def save_pretrained(self, directory):
        os.makedirs(directory, exist_ok=True)


class Model:
    def save_pretrained(self, directory, safe_serialization=True):
        os.makedirs(directory, exist_ok=True)

    def merge_and_unload(self):
        return self


class Trainer:
    def __init__(self, recorded: Recorded):
        self.recorded = recorded

    def train(self):
        return None

    def save_model(self, directory):
        os.makedirs(directory, exist_ok=True)


@pytest.fixture
def stack(monkeypatch):
    """The training stack as stand-ins; returns the list of calls made to it."""
    calls: list = []
    torch = types.ModuleType("torch")
    torch.bfloat16, torch.float32 = "bfloat16", "float32"
    torch.cuda = types.SimpleNamespace(is_available=lambda: False, is_bf16_supported=lambda: False)
    datasets = types.ModuleType("datasets")
    datasets.Dataset = types.SimpleNamespace(
        from_list=lambda rows: types.SimpleNamespace(rows=rows, column_names=sorted(rows[0]))
    )
    transformers = types.ModuleType("transformers")
    transformers.AutoTokenizer = types.SimpleNamespace(from_pretrained=lambda name: Tokenizer())
    transformers.AutoModelForCausalLM = types.SimpleNamespace(
        from_pretrained=lambda name, **kwargs: Model()
    )
    peft = types.ModuleType("peft")
    peft.LoraConfig = strict("peft.LoraConfig", calls)
    peft.get_peft_model = strict("peft.get_peft_model", calls)
    from_pretrained = strict("peft.PeftModel.from_pretrained", calls)
    peft.PeftModel = types.SimpleNamespace(
        from_pretrained=lambda *args, **kwargs: (from_pretrained(*args, **kwargs), Model())[1]
    )
    trl = types.ModuleType("trl")
    trl.SFTConfig = strict("trl.SFTConfig", calls)
    new_trainer = strict("trl.SFTTrainer", calls, reject_masks_without_labels)
    trl.SFTTrainer = lambda *args, **kwargs: Trainer(new_trainer(*args, **kwargs))
    for name, module in {
        "torch": torch,
        "datasets": datasets,
        "transformers": transformers,
        "peft": peft,
        "trl": trl,
    }.items():
        monkeypatch.setitem(sys.modules, name, module)
    return calls


def trajectory(split: str) -> dict:
    """One lint run as `remora train-data` writes it."""
    call = lambda i, name, arguments: {  # noqa: E731
        "id": f"call_{i}_1",
        "type": "function",
        "function": {"name": name, "arguments": json.dumps(arguments)},
    }
    return {
        "messages": [
            {"role": "system", "content": "You fix one node."},
            {"role": "user", "content": "def f(x):\n    return {'k': x}\n"},
            {"role": "assistant", "content": None, "tool_calls": [call(1, "run_linter", {"check_only": True})]},
            {"role": "tool", "tool_call_id": "call_1_1", "name": "run_linter", "content": '{"issues": []}'},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    call(2, "submit_result", {"summary": 'no "issues"', "issues_fixed": 0, "issues_remaining": 0, "changed_files": []})
                ],
            },
        ],
        "tools": [
            {"type": "function", "function": {"name": name, "description": name, "parameters": {"type": "object"}}}
            for name in ("run_linter", "submit_result")
        ],
        "metadata": {
            "format": "remora-trajectory/1",
            "split": split,
            "task": {
                "op": "lint",
                "node_id": "0" * 16,
                "full_name": "f",
                "file_path": "m.py",
                "file_text": "def f(x):\n    return {'k': x}\n",
                "file_sha256": "0" * 64,
            },
            "outcome": {"diff": ""},
        },
    }


@pytest.fixture
def data(tmp_path):
    paths = {}
    for split in ("train", "eval"):
        path = tmp_path / f"{split}.jsonl"
        path.write_text(json.dumps(trajectory(split)) + "\n", encoding="utf-8")
        paths[split] = str(path)
    return paths


def test_the_pins_are_the_releases_the_manifest_was_read_from():
    with open(os.path.join(HERE, "requirements.txt"), encoding="utf-8") as handle:
        pins = dict(
            line.strip().split("==") for line in handle if "==" in line and not line.startswith("#")
        )
    for package, pin in MANIFEST["pins"].items():
        assert pins[package] == pin["version"], package


def test_fine_tune_trains_with_keywords_its_pins_accept(stack, data, tmp_path):
    out = tmp_path / "adapter"
    code = fine_tune.main(
        ["--op", "lint", "--data", data["train"], "--eval-data", data["eval"], "--output-dir", str(out)]
    )
    assert code == 0
    names = [name for name, _ in stack]
    assert names == ["peft.LoraConfig", "trl.SFTConfig", "trl.SFTTrainer"]
    trainer = dict(stack)["trl.SFTTrainer"]
    rows = trainer["train_dataset"].rows
    assert trainer["train_dataset"].column_names == ["input_ids", "labels"]
    for row in rows:
        assert len(row["labels"]) == len(row["input_ids"])
        learned = "".join(chr(token) for token in row["labels"] if token != -100)
        assert learned.startswith("<start_function_call>call:")
        assert learned.endswith("<end_function_call><end_of_turn>\n")
    assert json.load(open(out / "remora_adapter.json"))["chat_template"] == "chat-template.jinja"


def test_the_stand_ins_refuse_what_the_pins_refuse(stack):
    trl = sys.modules["trl"]
    with pytest.raises(TypeError, match="warmup_ratio"):
        trl.SFTConfig(output_dir="out", warmup_ratio=0.03)
    config = trl.SFTConfig(output_dir="out", dataset_kwargs={"skip_prepare_dataset": True})
    masked = types.SimpleNamespace(column_names=["completion_mask", "input_ids"])
    with pytest.raises(ValueError, match="no 'labels'"):
        trl.SFTTrainer(model=None, args=config, train_dataset=masked)


def test_export_merges_with_keywords_its_pins_accept(stack, tmp_path):
    adapter = tmp_path / "adapter"
    adapter.mkdir()
    (adapter / "adapter_config.json").write_text(
        json.dumps({"peft_type": "LORA", "r": 16, "base_model_name_or_path": "google/functiongemma-270m-it"})
    )
    (adapter / "adapter_model.safetensors").write_text("")
    llama = tmp_path / "llama.cpp"
    llama.mkdir()
    (llama / "convert_hf_to_gguf.py").write_text(
        "import sys\nopen(sys.argv[sys.argv.index('--outfile') + 1], 'w').write('gguf')\n"
    )
    out = tmp_path / "gguf"
    code = export.main(
        ["gguf", "--adapter", str(adapter), "--op", "lint", "--llama-cpp", str(llama), "--out", str(out)]
    )
    assert code == 0
    assert (out / "lint.gguf").read_text() == "gguf"
    assert [name for name, _ in stack] == ["peft.PeftModel.from_pretrained"]
