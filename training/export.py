"""Package a trained adapter for the servers Remora talks to.

Each op's model is named as its agent's `model:` (src/ops/<op>/<op>_subagent.yaml;
`--model`, the op's name by default), and every file is written where the
compose files mount it under that name (test/server-config.test.ts holds them
in step; `export.py names` prints them):

vllm: an adapter directory for vLLM's --lora-modules (the files PEFT saved,
checked and copied under the model's name), and the flag that serves it:

    python3 training/export.py vllm --adapter adapters/lint --op lint
    # writes server/adapters/lint/, prints: --lora-modules lint=/adapters/lint

gguf: the adapter merged into the base model and converted with llama.cpp's
convert script to one q8_0 GGUF file for the CPU server (llama.cpp's
llama-server), server/gguf/<model>.gguf; without --adapter, the base model
itself, server/gguf/functiongemma.gguf. Needs a llama.cpp checkout and its
convert requirements:

    python3 training/export.py gguf --adapter adapters/lint --op lint --llama-cpp ~/llama.cpp

which runs, after merging into <out>/lint-merged:

    python3 ~/llama.cpp/convert_hf_to_gguf.py <out>/lint-merged \
        --outfile <out>/lint.gguf --outtype q8_0

The vllm step needs only the standard library; gguf imports torch,
transformers and peft when it runs.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SERVER = os.path.join(os.path.dirname(HERE), "server")
# The folders the compose files mount (ADAPTERS_DIR, GGUF_DIR) and the base model's name.
DEFAULT_OUT = {"vllm": os.path.join(SERVER, "adapters"), "gguf": os.path.join(SERVER, "gguf")}
BASE_MODEL_NAME = "functiongemma"
BASE_MODEL = "google/functiongemma-270m-it"

ADAPTER_FILES = ("adapter_config.json", "adapter_model.safetensors")
# Kept beside the adapter when present: the tokenizer and what the run recorded.
OPTIONAL_FILES = (
    "remora_adapter.json",
    "tokenizer.json",
    "tokenizer_config.json",
    "special_tokens_map.json",
    "tokenizer.model",
    "chat_template.jinja",
)


def served_path(target: str, out: str, name: str) -> str:
    """Where `target` writes the model served as `name`: a folder for vLLM, a file for llama.cpp."""
    return os.path.join(out, name) if target == "vllm" else os.path.join(out, f"{name}.gguf")


def read_adapter_config(adapter: str) -> dict:
    """The adapter's PEFT config; exits with a message when the directory is not an adapter."""
    missing = [name for name in ADAPTER_FILES if not os.path.isfile(os.path.join(adapter, name))]
    if missing:
        sys.exit(f"export: {adapter} is not a PEFT adapter directory (missing {', '.join(missing)})")
    with open(os.path.join(adapter, "adapter_config.json"), encoding="utf-8") as handle:
        config = json.load(handle)
    if config.get("peft_type") != "LORA":
        sys.exit(f"export: {adapter} holds a {config.get('peft_type')} adapter, not LoRA")
    return config


def export_vllm(adapter: str, name: str, out: str, mount: str) -> str:
    """Copies the adapter to <out>/<name>; returns the --lora-modules entry that serves it."""
    config = read_adapter_config(adapter)
    target = served_path("vllm", out, name)
    os.makedirs(target, exist_ok=True)
    for file_name in ADAPTER_FILES + OPTIONAL_FILES:
        source = os.path.join(adapter, file_name)
        if os.path.isfile(source):
            shutil.copy2(source, os.path.join(target, file_name))
    print(f"{name}: LoRA r={config.get('r')} on {config.get('base_model_name_or_path')} -> {target}")
    return f"{name}={mount.rstrip('/')}/{name}"


def export_gguf(
    adapter: str | None, name: str, out: str, llama_cpp: str, base_model: str | None
) -> str:
    """The adapter merged into its base model (or the base model alone) as one q8_0 GGUF file."""
    config = read_adapter_config(adapter) if adapter else {}
    convert = os.path.join(llama_cpp, "convert_hf_to_gguf.py")
    if not os.path.isfile(convert):
        sys.exit(f"export: no convert_hf_to_gguf.py in {llama_cpp}")
    base = base_model or config.get("base_model_name_or_path") or (None if adapter else BASE_MODEL)
    if not base:
        sys.exit("export: the adapter does not name its base model; pass --base-model")

    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    merged_dir = os.path.join(out, f"{name}-merged")
    model = AutoModelForCausalLM.from_pretrained(base, dtype=torch.float32)
    if adapter:
        model = PeftModel.from_pretrained(model, adapter).merge_and_unload()
    model.save_pretrained(merged_dir, safe_serialization=True)
    # The tokenizer fine_tune.py saved carries the chat template it trained with.
    has_tokenizer = adapter and os.path.isfile(os.path.join(adapter, "tokenizer_config.json"))
    AutoTokenizer.from_pretrained(adapter if has_tokenizer else base).save_pretrained(merged_dir)
    outfile = served_path("gguf", out, name)
    command = [sys.executable, convert, merged_dir, "--outfile", outfile, "--outtype", "q8_0"]
    print("running:", " ".join(command))
    subprocess.run(command, check=True)
    return outfile


def served_names(models: list[str]) -> dict:
    """What each target writes for each model name, relative to server/: the compose files' view."""
    return {
        target: {
            name: os.path.relpath(served_path(target, DEFAULT_OUT[target], name), SERVER)
            for name in models + ([BASE_MODEL_NAME] if target == "gguf" else [])
        }
        for target in ("vllm", "gguf")
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Package a Remora LoRA adapter for serving.")
    sub = parser.add_subparsers(dest="target", required=True)
    vllm = sub.add_parser("vllm", help="an adapter directory for vLLM --lora-modules")
    gguf = sub.add_parser("gguf", help="a merged q8_0 GGUF for llama.cpp's server")
    names = sub.add_parser("names", help="print, as JSON, where each target writes each model")
    names.add_argument("models", nargs="+", help="the agents' model names")
    for command in (vllm, gguf):
        command.add_argument("--op", help="the op whose adapter this is")
        command.add_argument(
            "--model", help="the name the server serves it as: the agent's model (default: --op)"
        )
        command.add_argument(
            "--out", help="the directory to write into (default: the one the compose file mounts)"
        )
    vllm.add_argument("--adapter", required=True, help="the directory fine_tune.py wrote")
    vllm.add_argument(
        "--mount",
        default="/adapters",
        help="where <out> is mounted in the vLLM container (default /adapters)",
    )
    gguf.add_argument("--adapter", help="the directory fine_tune.py wrote; none: the base model")
    gguf.add_argument("--llama-cpp", required=True, help="a llama.cpp checkout")
    gguf.add_argument("--base-model", help="default: the base model the adapter names")
    args = parser.parse_args(argv)
    if args.target == "names":
        print(json.dumps(served_names(args.models), indent=2, sort_keys=True))
        return 0
    if args.target == "vllm" or args.adapter:
        if not (args.model or args.op):
            parser.error("--op (or --model) names the adapter")
        name = args.model or args.op
    else:
        name = args.model or BASE_MODEL_NAME
    out = args.out or DEFAULT_OUT[args.target]
    if args.target == "vllm":
        print(f"--lora-modules {export_vllm(args.adapter, name, out, args.mount)}")
    else:
        os.makedirs(out, exist_ok=True)
        print(f"wrote {export_gguf(args.adapter, name, out, args.llama_cpp, args.base_model)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
