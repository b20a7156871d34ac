"""Judges bench/recall's cases in a checkout a review has applied its changes to.

    python3 bench/recall/judge.py <checkout> < cases.json > verdicts.json

For each case, reads the definition's docstring in <checkout> (the introducing
commit with the review's changes applied) and the maintainer's fixed docstring
(`git show <fix>:<file>` in the same checkout), and says whether the entry now
reads as the maintainer fixed it. Prints one JSON list: per case
{"fixed": bool, "why": text}.
"""

import ast
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from docstrings import definitions, doctest_words, entries, returns_type, same_type  # noqa: E402


def docstring_in(source, qual):
    defs = definitions(source) if source is not None else None
    if defs is None:
        return None
    node = defs.get(qual)
    return None if node is None else ast.get_docstring(node, clean=True) or ""


def agrees(kind, entry, detail, now, fixed):
    """Whether the entry in `now` reads as in `fixed`, the maintainer's docstring."""
    if kind == "renamed":
        return entry in now["params"] and detail not in now["params"]
    if kind == "added":
        return entry in now["params"]
    if kind == "removed":
        return entry not in now["params"]
    if kind == "type":
        return same_type(now["params"].get(entry) or "", fixed["params"].get(entry) or "")
    if kind == "return":
        return same_type(returns_type(now["returns"]), returns_type(fixed["returns"]))
    if kind == "raises":
        return (entry in now["raises"]) == (entry in fixed["raises"])
    # An example: the names the maintainer took out of it (detail) are out of it.
    return not (doctest_words(now["doctest"]) & set(detail.split()))


def judge(checkout, case):
    path = os.path.join(checkout, case["file"])
    try:
        with open(path, encoding="utf-8") as f:
            applied = f.read()
    except OSError:
        return {"fixed": False, "why": "the file is gone"}
    fix = subprocess.run(
        ["git", "-C", checkout, "show", f"{case['fix']}:{case['file']}"], capture_output=True, text=True
    )
    now = docstring_in(applied, case["definition"])
    fixed = docstring_in(fix.stdout if fix.returncode == 0 else None, case["definition"])
    if now is None:
        return {"fixed": False, "why": "the definition no longer parses or is gone"}
    if fixed is None:
        return {"fixed": False, "why": "the fix commit cannot be read"}
    ok = agrees(case["class"], case["entry"], case.get("detail", ""), entries(now), entries(fixed))
    return {"fixed": ok, "why": "" if ok else "the entry still reads as before the fix"}


def main():
    checkout = sys.argv[1]
    cases = json.load(sys.stdin)
    json.dump([judge(checkout, case) for case in cases], sys.stdout)


if __name__ == "__main__":
    main()
