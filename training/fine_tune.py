"""LoRA fine-tuning of one subagent adapter on `remora train-data` trajectories.

One run trains one adapter for one op (lint, docstring, test, sample_data) on
the base model the server serves. Each assistant turn of each trajectory is
one example: the prompt is the conversation before the turn rendered with the
chat template the servers render with (server/chat-template.jinja, by default)
and the run's tools; the completion is the turn. The loss is on the completion
only: prompt tokens are labelled -100.

    python3 training/fine_tune.py --op lint --data out/train.jsonl \
        --eval-data out/eval.jsonl --output-dir adapters/lint

Heavy imports (torch, transformers, peft, trl) happen after the arguments are
read, so --help and --dry-run work without them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import remora_data  # noqa: E402

DEFAULT_BASE_MODEL = "google/functiongemma-270m-it"
# The one chat template: vLLM and llama.cpp are started with it (docs/model-path.md).
DEFAULT_CHAT_TEMPLATE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "server", "chat-template.jinja"
)
# The share of the steps the learning rate warms up over: warmup_steps takes a ratio below 1.
WARMUP = 0.03
DEFAULT_TARGET_MODULES = "q_proj,k_proj,v_proj,o_proj"


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Train one LoRA adapter for one Remora op on train-data trajectories."
    )
    parser.add_argument("--op", required=True, help="the op the adapter serves, e.g. lint")
    parser.add_argument("--data", required=True, help="train.jsonl from remora train-data")
    parser.add_argument("--eval-data", help="eval.jsonl, for the loss on held-out files")
    parser.add_argument("--base-model", default=DEFAULT_BASE_MODEL)
    parser.add_argument("--output-dir", help="where the adapter goes (default: adapters/<op>)")
    parser.add_argument(
        "--chat-template",
        default=DEFAULT_CHAT_TEMPLATE,
        help="the Jinja chat template the servers render with (default: server/chat-template.jinja)",
    )
    parser.add_argument("--r", type=int, default=16, help="LoRA rank (default 16)")
    parser.add_argument("--alpha", type=int, default=32, help="LoRA alpha (default 32)")
    parser.add_argument("--dropout", type=float, default=0.05, help="LoRA dropout (default 0.05)")
    parser.add_argument(
        "--target-modules",
        default=DEFAULT_TARGET_MODULES,
        help=f"comma-separated module names (default {DEFAULT_TARGET_MODULES})",
    )
    parser.add_argument("--epochs", type=float, default=3.0)
    parser.add_argument("--learning-rate", type=float, default=2e-4)
    parser.add_argument("--batch-size", type=int, default=4, help="per device")
    parser.add_argument("--gradient-accumulation", type=int, default=4)
    parser.add_argument(
        "--max-length",
        type=int,
        default=4096,
        help="longest example in tokens; longer ones are left out, never cut (default 4096)",
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument(
        "--dry-run",
        action="store_true",
        help="load and check the data, print what would be trained, and stop",
    )
    args = parser.parse_args(argv)
    args.output_dir = args.output_dir or os.path.join("adapters", args.op)
    return args


def load_examples(path: str, op: str) -> list[dict[str, Any]]:
    """The op's prompt/completion turns of a trajectory file."""
    lines = remora_data.load_trajectories(path, ops=[op])
    return [example for line in lines for example in remora_data.turn_examples(line)]


def tokenize(examples: list[dict[str, Any]], tokenizer: Any, max_length: int) -> tuple[list, int]:
    """Token ids and labels (-100 on the prompt); examples over max_length are left out and counted.

    Prompt and completion are tokenized apart and joined, as at inference the
    server tokenizes the prompt and the model adds the completion's tokens.
    """
    rows, too_long = [], 0
    for example in examples:
        prompt = tokenizer.apply_chat_template(
            example["prompt"], tools=example["tools"], add_generation_prompt=True, tokenize=False
        )
        full = tokenizer.apply_chat_template(
            example["prompt"] + example["completion"], tools=example["tools"], tokenize=False
        )
        if not full.startswith(prompt):
            raise ValueError(
                "the chat template renders the prompt differently inside the whole conversation; "
                "pass --chat-template with the template the servers use"
            )
        prompt_ids = tokenizer(prompt, add_special_tokens=False)["input_ids"]
        completion_ids = tokenizer(full[len(prompt) :], add_special_tokens=False)["input_ids"]
        if len(prompt_ids) + len(completion_ids) > max_length:
            too_long += 1
            continue
        # Labels, not a completion mask: with skip_prepare_dataset the trainer builds no labels
        # from masks, and it refuses a dataset with a mask column but no labels.
        rows.append(
            {
                "input_ids": prompt_ids + completion_ids,
                "labels": [-100] * len(prompt_ids) + completion_ids,
            }
        )
    return rows, too_long


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    train = load_examples(args.data, args.op)
    evals = load_examples(args.eval_data, args.op) if args.eval_data else []
    print(f"{args.op}: {len(train)} training turns, {len(evals)} eval turns")
    if not train:
        print(f"fine_tune: no {args.op} trajectories in {args.data}", file=sys.stderr)
        return 1
    if args.dry_run:
        return 0

    import torch
    from datasets import Dataset
    from peft import LoraConfig
    from transformers import AutoModelForCausalLM, AutoTokenizer
    from trl import SFTConfig, SFTTrainer

    tokenizer = AutoTokenizer.from_pretrained(args.base_model)
    with open(args.chat_template, encoding="utf-8") as handle:
        tokenizer.chat_template = handle.read()
    train_rows, train_long = tokenize(train, tokenizer, args.max_length)
    eval_rows, eval_long = tokenize(evals, tokenizer, args.max_length)
    print(f"left out as longer than {args.max_length} tokens: {train_long} train, {eval_long} eval")

    bf16 = torch.cuda.is_available() and torch.cuda.is_bf16_supported()
    model = AutoModelForCausalLM.from_pretrained(
        args.base_model, dtype=torch.bfloat16 if bf16 else torch.float32
    )
    lora = LoraConfig(
        r=args.r,
        lora_alpha=args.alpha,
        lora_dropout=args.dropout,
        target_modules=[m.strip() for m in args.target_modules.split(",") if m.strip()],
        bias="none",
        task_type="CAUSAL_LM",
    )
    config = SFTConfig(
        output_dir=args.output_dir,
        num_train_epochs=args.epochs,
        learning_rate=args.learning_rate,
        per_device_train_batch_size=args.batch_size,
        per_device_eval_batch_size=args.batch_size,
        gradient_accumulation_steps=args.gradient_accumulation,
        max_length=args.max_length,
        # The rows are tokenized with their labels already (tokenize above).
        dataset_kwargs={"skip_prepare_dataset": True},
        lr_scheduler_type="cosine",
        warmup_steps=WARMUP,
        logging_steps=10,
        save_strategy="epoch",
        eval_strategy="epoch" if eval_rows else "no",
        bf16=bf16,
        seed=args.seed,
        report_to="none",
    )
    trainer = SFTTrainer(
        model=model,
        args=config,
        train_dataset=Dataset.from_list(train_rows),
        eval_dataset=Dataset.from_list(eval_rows) if eval_rows else None,
        processing_class=tokenizer,
        peft_config=lora,
    )
    trainer.train()
    trainer.save_model(args.output_dir)
    tokenizer.save_pretrained(args.output_dir)
    record = {
        "op": args.op,
        "base_model": args.base_model,
        "train_turns": len(train_rows),
        "eval_turns": len(eval_rows),
        "r": args.r,
        "alpha": args.alpha,
        "dropout": args.dropout,
        "target_modules": args.target_modules,
        "epochs": args.epochs,
        "learning_rate": args.learning_rate,
        "chat_template": os.path.basename(args.chat_template),
    }
    with open(os.path.join(args.output_dir, "remora_adapter.json"), "w", encoding="utf-8") as out:
        json.dump(record, out, indent=2)
    print(f"adapter written to {args.output_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
