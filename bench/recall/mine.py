"""Mines bench/recall's cases from real projects' history.

    python3 bench/recall/mine.py <repos-dir> <owner/name>:<style>[@<commits>] ... > candidates.json
    python3 bench/recall/mine.py recheck <repos-dir> candidates.json > cases.json
    python3 bench/recall/mine.py list candidates.json     # a compact listing to read

A case is a docstring fixed by hand: a commit that changes a definition's
docstring and nothing else of it (the same `ast` dump of the definition with
docstrings stripped, so the same signature and body), where the change is one
of the classes below. The miner then walks back through the commits that
touched the file to the commit that made the docstring wrong: the nearest one
whose parent agrees with the docstring on that entry while the commit itself
does not (a parameter renamed in the signature, added, removed; an annotation
or default changed; an exception no longer raised; the return changed), the
docstring's wrong entry already there. Cases whose definition did not exist in
that commit's parent are left out: the review sees a new definition, not a
change that made its docstring wrong.

Classes (the entry is the parameter or exception named):
  renamed   a parameter entry renamed to the signature's name
  added     a parameter entry added for a parameter the signature gained
  removed   a parameter entry removed for a parameter the signature lost
  type      a parameter's documented type corrected
  return    the Returns/Yields section or :rtype: corrected
  raises    a Raises entry removed or added
  doctest   an example corrected after the signature or the return changed
"""

import difflib
import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ast  # noqa: E402

from docstrings import (  # noqa: E402
    code_dump,
    definitions,
    doctest_words,
    entries,
    parameters,
    raised,
    return_annotation,
    returns_type,
    same_type,
    style_of,
)

MAX_FILES = 40  # commits touching more Python files are mass edits, not fixes
WALK = 400  # commits touching the file to look back through


def git_dir(repos, repo):
    owner, name = repo.split("/")
    for candidate in (
        os.path.join(repos, owner, name),
        os.path.join(repos, f"{owner}+{name}", "repo"),
        os.path.join(repos, f"{owner}+{name}"),
    ):
        if os.path.isdir(candidate):
            return candidate
    return None


class Repo:
    def __init__(self, path):
        self.path = path
        self.cat = subprocess.Popen(
            ["git", "-C", path, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
        )
        self.parsed = {}  # blob id -> definitions

    def git(self, *args):
        return subprocess.run(["git", "-C", self.path, *args], capture_output=True, text=True, check=True).stdout

    def blob(self, rev, path):
        self.cat.stdin.write(f"{rev}:{path}\n".encode())
        self.cat.stdin.flush()
        header = self.cat.stdout.readline().decode()
        if header.endswith("missing\n") or " " not in header:
            return None, None
        blob_id, _, size = header.split()
        data = self.cat.stdout.read(int(size) + 1)[:-1]
        return blob_id, data

    def defs(self, rev, path):
        blob_id, data = self.blob(rev, path)
        if blob_id is None:
            return None
        if blob_id not in self.parsed:
            if len(self.parsed) > 3000:
                self.parsed.clear()
            self.parsed[blob_id] = definitions(data.decode("utf-8", "replace"))
        return self.parsed[blob_id]


def is_test(path):
    parts = path.split("/")
    base = parts[-1]
    return (
        any(p in ("tests", "test", "testing", "docs", "examples", "benchmarks") for p in parts[:-1])
        or base.startswith("test_")
        or base.endswith("_test.py")
        or base == "conftest.py"
    )


# A changed line that may be a docstring entry: a parameter, type, return or raises
# field of any convention, or an example. Only commits with one are parsed.
ENTRY_LINE = r"(:param|:type|:arg|:key|:returns?:|:rtype:|:raises?|>>>|^\s+\\?\*{0,2}\w+ ?(\(.*\))?:|^\s+\w+ : |\*\*\w+\*\*)"


def commits(repo, limit=None):
    out = repo.git(
        "log", *([f"--max-count={limit}"] if limit else []), "--no-merges", "--format=@%H %P", "--diff-filter=M", "--name-only", "-G", ENTRY_LINE, "--", "*.py"
    )
    current = None
    for line in out.splitlines():
        if line.startswith("@"):
            if current:
                yield current
            ids = line[1:].split()
            current = (ids[0], ids[1] if len(ids) > 1 else None, [])
        elif line.strip() and current:
            current[2].append(line.strip())
    if current:
        yield current


def typo(a, b):
    """Whether one text is the other with a slip of the keys corrected."""
    return difflib.SequenceMatcher(None, a, b).ratio() > 0.9


def classify(before, after, node):
    """The hand fixes a docstring change makes: [(class, entry, detail)]."""
    if style_of(before) != style_of(after):
        return []  # a docstring moved to another convention, not corrected
    b, a = entries(before), entries(after)
    sig = parameters(node)
    out = []
    gone = [n for n in b["params"] if n not in a["params"]]
    new = [n for n in a["params"] if n not in b["params"]]
    if gone and new and len(gone) == len(new):
        for old, name in zip(gone, new):
            if name in sig and old not in sig:
                out.append(("renamed", name, old))
    elif new and not gone and b["params"]:
        # Only where the docstring already listed parameters: prose that lists none is not wrong.
        out += [("added", n, "") for n in new if n in sig]
    elif gone and not new:
        out += [("removed", n, "") for n in gone if n not in sig]
    for n in a["params"]:
        t1, t2 = b["params"].get(n), a["params"][n]
        if t1 and t2 and not same_type(t1, t2) and not typo(t1, t2):
            out.append(("type", n, f"{t1} -> {t2}"))
    r1, r2 = returns_type(b["returns"]), returns_type(a["returns"])
    if r1 and r2 and not same_type(r1, r2) and not typo(r1, r2) and "[type]" not in r1:
        out.append(("return", "return", f"{r1} -> {r2}"))
    for n in sorted(set(b["raises"]) ^ set(a["raises"])):
        out.append(("raises", n, "removed" if n in b["raises"] else "added"))
    # An example corrected where a name it used is gone from it (a parameter, `await`).
    gone_words = doctest_words(b["doctest"]) - doctest_words(a["doctest"])
    if b["doctest"] and a["doctest"] and gone_words:
        out.append(("doctest", "example", " ".join(sorted(gone_words))))
    return out


def wrong_still(kind, entry, detail, doc, buggy):
    """Whether a docstring still holds the wrong entry the fix corrected."""
    e = entries(doc)
    if not doc or not e["params"] and kind in ("added", "renamed", "removed", "type"):
        return False  # no docstring, or one that lists no parameters, is not this error
    if kind == "renamed":
        return detail in e["params"] and entry not in e["params"]
    if kind == "added":
        return entry not in e["params"]
    if kind == "removed":
        return entry in e["params"]
    if kind == "type":
        return e["params"].get(entry) == buggy["params"].get(entry)
    if kind == "return":
        return returns_type(e["returns"]) == returns_type(buggy["returns"])
    if kind == "raises":
        return (entry in e["raises"]) == (entry in buggy["raises"])
    return e["doctest"] == buggy["doctest"]


def became_wrong(kind, entry, detail, before, after):
    """Whether a change of the code from `before` to `after` made the entry wrong."""
    pb, pa = parameters(before), parameters(after)
    if kind == "renamed":
        return detail in pb and entry not in pb and entry in pa
    if kind == "added":
        return entry not in pb and entry in pa
    if kind == "removed":
        return entry in pb and entry not in pa
    if kind == "type":
        return entry in pa and pb.get(entry) != pa.get(entry)
    if kind == "return":
        return return_annotation(before) != return_annotation(after)
    if kind == "raises":
        return (entry in raised(before)) != (entry in raised(after))
    lost = set(pb) - set(pa)
    if isinstance(before, ast.AsyncFunctionDef) != isinstance(after, ast.AsyncFunctionDef):
        lost.add("await")
    return bool(lost & set(detail.split()))


def walk_back(repo, fix, path, qual, kind, entry, detail):
    """The commit that made the entry wrong, and its parent, or None."""
    parent_doc = ast.get_docstring(repo.defs(f"{fix}^", path)[qual], clean=True) or ""
    buggy = entries(parent_doc)
    log = repo.git("log", "--no-merges", f"--max-count={WALK}", "--format=%H %P", f"{fix}^", "--", path)
    for line in log.splitlines():
        ids = line.split()
        if len(ids) < 2:
            return None
        commit, parent = ids[0], ids[1]
        now = repo.defs(commit, path)
        if not now or qual not in now:
            return None
        doc = ast.get_docstring(now[qual], clean=True) or ""
        if not wrong_still(kind, entry, detail, doc, buggy):
            return None
        before = repo.defs(parent, path)
        if before is None or qual not in before:
            return None
        if code_dump(before[qual]) == code_dump(now[qual]):
            continue
        if became_wrong(kind, entry, detail, before[qual], now[qual]):
            return commit, parent
    return None


def mine(repos, repo_name, style_hint, limit=None):
    path = git_dir(repos, repo_name)
    if path is None:
        print(f"{repo_name}: not found under {repos}, skipped", file=sys.stderr)
        return []
    repo = Repo(path)
    found = []
    for fix, parent, files in commits(repo, limit):
        if parent is None:
            continue
        files = [f for f in files if f.endswith(".py") and not is_test(f)]
        if not files or len(files) > MAX_FILES:
            continue
        for file in files:
            old, new = repo.defs(parent, file), repo.defs(fix, file)
            if not old or not new:
                continue
            for qual, node in new.items():
                was = old.get(qual)
                if was is None:
                    continue
                before = ast.get_docstring(was, clean=True)
                after = ast.get_docstring(node, clean=True)
                if not before or not after or before == after:
                    continue
                if code_dump(was) != code_dump(node):
                    continue
                for kind, entry, detail in classify(before, after, node):
                    intro = walk_back(repo, fix, file, qual, kind, entry, detail)
                    if intro is None:
                        continue
                    changed = repo.git("diff", "--name-only", intro[1], intro[0], "--", "*.py").split()
                    found.append(
                        {
                            "project": repo_name,
                            "style": style_of(after) if style_of(after) != "plain" else style_hint,
                            "class": kind,
                            "introduced": intro[0],
                            "parent": intro[1],
                            "file": file,
                            "definition": qual,
                            "fix": fix,
                            "entry": entry,
                            "detail": detail,
                            "changed_files": len(changed),
                        }
                    )
                    print(f"{repo_name} {kind} {qual} {entry}", file=sys.stderr)
    return found


def recheck(repos, cases):
    """The candidates the current rules still find: walk_back as mined, the fix classified again."""
    kept, repos_by_name = [], {}
    for c in cases:
        if c["project"] not in repos_by_name:
            repos_by_name[c["project"]] = Repo(git_dir(repos, c["project"]))
        repo = repos_by_name[c["project"]]
        old, new = repo.defs(f"{c['fix']}^", c["file"]), repo.defs(c["fix"], c["file"])
        before = ast.get_docstring(old[c["definition"]], clean=True)
        after = ast.get_docstring(new[c["definition"]], clean=True)
        found = [x for x in classify(before, after, new[c["definition"]]) if x[:2] == (c["class"], c["entry"])]
        if found:
            before_node = repo.defs(c["parent"], c["file"])[c["definition"]]
            after_node = repo.defs(c["introduced"], c["file"])[c["definition"]]
            buggy = entries(before)
            doc = ast.get_docstring(after_node, clean=True) or ""
            if not became_wrong(c["class"], c["entry"], found[0][2], before_node, after_node):
                found = []
            elif not wrong_still(c["class"], c["entry"], found[0][2], doc, buggy):
                found = []
        if found:
            c["detail"] = found[0][2]
            kept.append(c)
    return kept


# Candidates read by eye and left out: (project, definition, entry, fix commit's first 8) -> why.
DROPPED = {
    ("python-attrs/attrs", "attrib", "on_setattr", "9cf3d338"): "the same type in another notation",
    ("pydantic/pydantic", "Field", "validation_alias", "a3771989"): "the same type in another notation",
    ("pydantic/pydantic", "model_serializer", "return", "0bb25453"): "a return type made vaguer, not corrected",
}


def one_per_definition(cases):
    """One case per introducing commit, definition and class: several entries of one fix count once."""
    seen, out = set(), []
    for c in cases:
        if (c["project"], c["definition"], c["entry"], c["fix"][:8]) in DROPPED:
            continue
        key = (c["project"], c["introduced"], c["definition"], c["class"])
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def listing(cases):
    for i, c in enumerate(cases):
        print(
            f"{i:3} {c['project']:28} {c['style']:8} {c['class']:8} {c['introduced'][:8]} "
            f"{c['fix'][:8]} {c['file']}::{c['definition']} [{c['entry']}] {c['detail']}"
        )


def main(argv):
    if argv and argv[0] == "recheck":
        with open(argv[2]) as f:
            json.dump(one_per_definition(recheck(argv[1], json.load(f))), sys.stdout, indent=1)
        return
    if argv and argv[0] == "list":
        with open(argv[1]) as f:
            listing(json.load(f))
        return
    repos, projects = argv[0], argv[1:]
    cases = []
    for spec in projects:
        name, _, style = spec.partition(":")
        style, _, limit = style.partition("@")
        cases += mine(repos, name, style or "plain", int(limit) if limit else None)
    json.dump(one_per_definition(cases), sys.stdout, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
