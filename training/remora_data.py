"""Read and check the trajectory files `remora train-data` writes.

Standard library only, so the data can be checked (and this module tested)
on a machine without the training stack. fine_tune.py builds on it.

Each line is one run of a subagent: the conversation exactly as Remora's
runner sent it (system prompt, node context, assistant turns with tool
calls, tool results), the tool schemas it offered, and metadata naming the
task (op, node, file) and the teacher's outcome.

`remora train-data --from-reviews` writes the same lines for the runs
reviewers accepted, and `rejected.jsonl` for the runs they turned down:
each a rejected trajectory with the reviewer's reason, and the run accepted
later on the same node and op when there is one (`load_rejections`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from typing import Any, Iterable, Iterator

FORMAT = "remora-trajectory/1"
REJECTION_FORMAT = "remora-rejection/1"
SUBMIT_TOOL = "submit_result"
ROLES = {"system", "user", "assistant", "tool"}
SPLITS = {"train", "eval"}


class TrajectoryError(ValueError):
    """A line that is not a trajectory, with the file and line it came from."""


def _checked_lines(path: str, problems_of) -> Iterator[dict[str, Any]]:
    """Each JSON line of a file, refused with its place when `problems_of` finds a problem."""
    with open(path, encoding="utf-8") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                line = json.loads(raw)
            except json.JSONDecodeError as error:
                raise TrajectoryError(f"{path}:{number}: not JSON ({error.msg})") from None
            problems = problems_of(line)
            if problems:
                raise TrajectoryError(f"{path}:{number}: {problems[0]}")
            yield line


def load_trajectories(
    path: str, ops: Iterable[str] | None = None, split: str | None = None
) -> list[dict[str, Any]]:
    """Every trajectory of a JSONL file, checked; only `ops` and `split` when given."""
    wanted = set(ops) if ops is not None else None
    return [
        line
        for line in _checked_lines(path, trajectory_problems)
        if (wanted is None or line["metadata"]["task"]["op"] in wanted)
        and (split is None or line["metadata"]["split"] == split)
    ]


def load_rejections(path: str, ops: Iterable[str] | None = None) -> list[dict[str, Any]]:
    """Every line of a rejected.jsonl, checked; only `ops` when given.

    Each has `verdict` (rejected or retried), `reason` (the reviewer's words),
    `review` (where and by whom), `rejected` (a trajectory) and, for a
    preference pair, `chosen` (the trajectory accepted later).
    """
    wanted = set(ops) if ops is not None else None
    return [
        line
        for line in _checked_lines(path, rejection_problems)
        if wanted is None or line["rejected"]["metadata"]["task"]["op"] in wanted
    ]


def rejection_problems(line: Any) -> list[str]:
    """What keeps `line` from being a rejected run; empty when it is one."""
    keys = {"format", "verdict", "reason", "review", "rejected"}
    if not isinstance(line, dict) or not keys <= set(line) <= keys | {"chosen"}:
        return [f"expected an object with {', '.join(sorted(keys))} and an optional chosen"]
    if line["format"] != REJECTION_FORMAT:
        return [f"format: expected {REJECTION_FORMAT}"]
    if line["verdict"] not in {"rejected", "retried"}:
        return ["verdict: expected rejected or retried"]
    if not isinstance(line["reason"], str) or not isinstance(line["review"], dict):
        return ["expected the reviewer's reason as text and the review as an object"]
    problems = [f"rejected: {p}" for p in trajectory_problems(line["rejected"])]
    if "chosen" in line:
        problems.extend(f"chosen: {p}" for p in trajectory_problems(line["chosen"]))
        if not problems and _task_key(line["chosen"]) != _task_key(line["rejected"]):
            problems.append("chosen: not a run of the same op on the same node")
    return problems


def _task_key(line: dict[str, Any]) -> tuple[str, str]:
    task = line["metadata"]["task"]
    return task["op"], task["node_id"]


def trajectory_problems(line: Any) -> list[str]:
    """What keeps `line` from being a trajectory; empty when it is one."""
    if not isinstance(line, dict) or set(line) != {"messages", "tools", "metadata"}:
        return ["expected an object with messages, tools and metadata"]
    problems = _metadata_problems(line["metadata"])
    tools = line["tools"]
    if not isinstance(tools, list) or not tools:
        return problems + ["tools: expected a non-empty list"]
    names = []
    for index, tool in enumerate(tools):
        function = tool.get("function") if isinstance(tool, dict) else None
        if tool.get("type") != "function" or not isinstance(function, dict):
            problems.append(f"tools.{index}: expected a function tool")
            continue
        if not isinstance(function.get("name"), str) or not isinstance(
            function.get("parameters"), dict
        ):
            problems.append(f"tools.{index}: expected a name and parameters")
            continue
        names.append(function["name"])
    messages = line["messages"]
    if not isinstance(messages, list) or len(messages) < 3:
        return problems + ["messages: expected at least three messages"]
    for index, message in enumerate(messages):
        problems.extend(f"messages.{index}: {p}" for p in _message_problems(message))
    if not problems:
        problems.extend(_conversation_problems(messages, names))
    return problems


def _metadata_problems(metadata: Any) -> list[str]:
    if not isinstance(metadata, dict) or metadata.get("format") != FORMAT:
        return [f"metadata.format: expected {FORMAT}"]
    problems = []
    if metadata.get("split") not in SPLITS:
        problems.append("metadata.split: expected train or eval")
    task = metadata.get("task")
    if not isinstance(task, dict):
        return problems + ["metadata.task: expected an object"]
    for key in ("op", "node_id", "full_name", "file_path", "file_text", "file_sha256"):
        if not isinstance(task.get(key), str):
            problems.append(f"metadata.task.{key}: expected a string")
    outcome = metadata.get("outcome")
    if not isinstance(outcome, dict) or not isinstance(outcome.get("diff"), str):
        problems.append("metadata.outcome: expected the teacher's outcome with its diff")
    return problems


def _message_problems(message: Any) -> list[str]:
    if not isinstance(message, dict) or message.get("role") not in ROLES:
        return ["expected a message with a role of system, user, assistant or tool"]
    role = message["role"]
    allowed = {
        "system": {"role", "content"},
        "user": {"role", "content"},
        "assistant": {"role", "content", "tool_calls"},
        "tool": {"role", "tool_call_id", "name", "content"},
    }[role]
    if not set(message) <= allowed:
        return [f"unexpected keys {sorted(set(message) - allowed)} in a {role} message"]
    content = message.get("content")
    if not (isinstance(content, str) or (role == "assistant" and content is None)):
        return [f"a {role} message needs text content"]
    if role == "tool" and not (
        isinstance(message.get("tool_call_id"), str) and isinstance(message.get("name"), str)
    ):
        return ["a tool message needs tool_call_id and name"]
    for index, call in enumerate(message.get("tool_calls") or []):
        function = call.get("function") if isinstance(call, dict) else None
        if (
            not isinstance(function, dict)
            or call.get("type") != "function"
            or not isinstance(call.get("id"), str)
            or not isinstance(function.get("name"), str)
            or not isinstance(function.get("arguments"), str)
        ):
            return [f"tool_calls.{index}: expected id, type function, name and JSON arguments"]
    return []


def _conversation_problems(messages: list[dict[str, Any]], tools: list[str]) -> list[str]:
    """The same rules as the TypeScript schema (src/core/training/trajectory.ts)."""
    problems = []
    if messages[0]["role"] != "system":
        problems.append("the first message is not the system prompt")
    if messages[1]["role"] != "user":
        problems.append("the second message is not the node context")
    pending: list[tuple[str, str]] = []
    for index, message in enumerate(messages[2:], start=2):
        if message["role"] == "assistant":
            if pending:
                problems.append(f"message {index}: a tool call before it has no result")
            calls = message.get("tool_calls") or []
            if not calls:
                problems.append(f"message {index}: an assistant turn without a tool call")
            for call in calls:
                if call["function"]["name"] not in tools:
                    problems.append(f"message {index}: calls a tool that is not offered")
            pending = [(c["id"], c["function"]["name"]) for c in calls]
        elif message["role"] == "tool":
            expected = pending.pop(0) if pending else None
            if expected != (message["tool_call_id"], message["name"]):
                problems.append(f"message {index}: a tool result that answers no pending call")
        else:
            problems.append(f"message {index}: a {message['role']} message after the opening")
    last = messages[-1]
    if last["role"] != "assistant" or not any(
        c["function"]["name"] == SUBMIT_TOOL for c in last.get("tool_calls") or []
    ):
        problems.append(f"the conversation does not end with a call of {SUBMIT_TOOL}")
    return problems


def template_messages(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The messages as a chat template reads them.

    Tool call arguments become objects, as vLLM turns them before it applies
    the template, so what a model is trained on is what it is served with.
    Everything else is passed on as the runner sent it.
    """
    converted = []
    for message in messages:
        message = dict(message)
        if message.get("tool_calls"):
            message["tool_calls"] = [
                {
                    **call,
                    "function": {
                        "name": call["function"]["name"],
                        "arguments": json.loads(call["function"]["arguments"] or "{}"),
                    },
                }
                for call in message["tool_calls"]
            ]
        elif message["role"] == "assistant":
            message.pop("tool_calls", None)
        converted.append(message)
    return converted


def turn_examples(line: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """One prompt/completion pair per assistant turn of a trajectory.

    The prompt is the conversation before the turn, exactly as the runner sent
    it at that turn; the completion is the turn itself. Training on each turn
    teaches every step of the run, with the loss on the model's own output.
    """
    messages = template_messages(line["messages"])
    for index, message in enumerate(messages):
        if message["role"] == "assistant":
            yield {
                "prompt": messages[:index],
                "completion": [message],
                "tools": line["tools"],
                "op": line["metadata"]["task"]["op"],
            }


def summarise(lines: list[dict[str, Any]]) -> dict[str, dict[str, int]]:
    """Trajectories and assistant turns per op and split."""
    counts: dict[str, Counter[str]] = {}
    for line in lines:
        op = line["metadata"]["task"]["op"]
        split = line["metadata"]["split"]
        counter = counts.setdefault(op, Counter())
        counter[split] += 1
        counter[f"{split}_turns"] += sum(1 for m in line["messages"] if m["role"] == "assistant")
    return {op: dict(sorted(counter.items())) for op, counter in sorted(counts.items())}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Check trajectory files written by `remora train-data` and count them."
    )
    parser.add_argument("files", nargs="+", help="train.jsonl / eval.jsonl files")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args(argv)
    lines: list[dict[str, Any]] = []
    try:
        for path in args.files:
            lines.extend(load_trajectories(path))
    except (TrajectoryError, OSError) as error:
        print(f"remora_data: {error}", file=sys.stderr)
        return 1
    counts = summarise(lines)
    if args.json:
        print(json.dumps(counts, indent=2))
    else:
        for op, counter in counts.items():
            print(op, " ".join(f"{key}={value}" for key, value in counter.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
