"""Package a trained adapter for the servers Remora talks to.

vllm: an adapter directory for vLLM's --lora-modules (the files PEFT saved,
checked and copied under the op's name), and the flag that serves it:

    python3 training/export.py vllm --adapter adapters/lint --op lint --out server/adapters
    # prints: --lora-modules lint=/adapters/lint

gguf: the adapter merged into the base model and converted with llama.cpp's
convert script to one q8_0 GGUF file for the CPU server (llama.cpp's
llama-server). Needs a llama.cpp checkout and its convert requirements:

    python3 training/export.py gguf --adapter adapters/lint --op lint \
        --llama-cpp ~/llama.cpp --out server/models

which runs, after merging into <out>/lint-merged:

    python3 ~/llama.cpp/convert_hf_to_gguf.py <out>/lint-merged \
        --outfile <out>/lint-q8_0.gguf --outtype q8_0

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


def export_vllm(adapter: str, op: str, out: str, mount: str) -> str:
    """Copies the adapter to <out>/<op>; returns the --lora-modules entry that serves it."""
    config = read_adapter_config(adapter)
    target = os.path.join(out, op)
    os.makedirs(target, exist_ok=True)
    for name in ADAPTER_FILES + OPTIONAL_FILES:
        source = os.path.join(adapter, name)
        if os.path.isfile(source):
            shutil.copy2(source, os.path.join(target, name))
    print(f"{op}: LoRA r={config.get('r')} on {config.get('base_model_name_or_path')} -> {target}")
    return f"{op}={mount.rstrip('/')}/{op}"


def export_gguf(adapter: str, op: str, out: str, llama_cpp: str, base_model: str | None) -> str:
    """Merges the adapter into its base model and converts the result to a q8_0 GGUF file."""
    config = read_adapter_config(adapter)
    convert = os.path.join(llama_cpp, "convert_hf_to_gguf.py")
    if not os.path.isfile(convert):
        sys.exit(f"export: no convert_hf_to_gguf.py in {llama_cpp}")
    base = base_model or config.get("base_model_name_or_path")
    if not base:
        sys.exit("export: the adapter does not name its base model; pass --base-model")

    import torch
    from peft import PeftModel
    from transformers import AutoModelForCausalLM, AutoTokenizer

    merged_dir = os.path.join(out, f"{op}-merged")
    model = AutoModelForCausalLM.from_pretrained(base, dtype=torch.float32)
    model = PeftModel.from_pretrained(model, adapter).merge_and_unload()
    model.save_pretrained(merged_dir, safe_serialization=True)
    # The tokenizer fine_tune.py saved carries the chat template it trained with.
    has_tokenizer = os.path.isfile(os.path.join(adapter, "tokenizer_config.json"))
    AutoTokenizer.from_pretrained(adapter if has_tokenizer else base).save_pretrained(merged_dir)
    outfile = os.path.join(out, f"{op}-q8_0.gguf")
    command = [sys.executable, convert, merged_dir, "--outfile", outfile, "--outtype", "q8_0"]
    print("running:", " ".join(command))
    subprocess.run(command, check=True)
    return outfile


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Package a Remora LoRA adapter for serving.")
    sub = parser.add_subparsers(dest="target", required=True)
    vllm = sub.add_parser("vllm", help="an adapter directory for vLLM --lora-modules")
    gguf = sub.add_parser("gguf", help="a merged q8_0 GGUF for llama.cpp's server")
    for command in (vllm, gguf):
        command.add_argument("--adapter", required=True, help="the directory fine_tune.py wrote")
        command.add_argument("--op", required=True, help="the op, which names the adapter")
        command.add_argument("--out", required=True, help="the directory to write into")
    vllm.add_argument(
        "--mount",
        default="/adapters",
        help="where <out> is mounted in the vLLM container (default /adapters)",
    )
    gguf.add_argument("--llama-cpp", required=True, help="a llama.cpp checkout")
    gguf.add_argument("--base-model", help="default: the base model the adapter names")
    args = parser.parse_args(argv)
    if args.target == "vllm":
        print(f"--lora-modules {export_vllm(args.adapter, args.op, args.out, args.mount)}")
    else:
        print(f"wrote {export_gguf(args.adapter, args.op, args.out, args.llama_cpp, args.base_model)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
