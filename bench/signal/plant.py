"""Seeded defects for bench/signal: plants, in a real commit's files, the defects
a review should fix, and writes what a perfect review leaves.

    python3 bench/signal/plant.py <seed> <checkout> <file>... > plan.json
    python3 bench/signal/plant.py judge plan.json <checkout>

Reads each file at <checkout>, plants defects and writes the planted text in
place. Prints one JSON object: `defects` (class, style, file, function, line)
and `expected` (file -> the text a perfect review leaves). Nothing here reads
Remora's code: the oracle is written from the docstring conventions alone.

Classes:
  rename     a documented parameter renamed in the code only; a perfect review
             renames its docstring entry (the entry's own lines).
  removal    a documented parameter with a default removed (its uses take the
             default); a perfect review removes its entry with its
             continuation lines.
  unused     an unused `import colorsys` after the module's imports; a perfect
             review removes it (only where the project's Ruff selects F401).
  undefined  a use of a parameter misspelled; a perfect review changes
             nothing there and reports F821 on that line.
"""

import ast
import io
import json
import random
import re
import sys
import tokenize
from pathlib import Path

try:
    import tomllib
except ImportError:  # Python < 3.11
    tomllib = None

# An entry of a parameter section, per docstring style: (style, header, entry).
GOOGLE_HEADER = re.compile(r"^(\s*)(Args|Arguments|Parameters|Params|Keyword Args|Keyword Arguments):\s*$")
NUMPY_HEADER = re.compile(r"^(\s*)(Parameters|Other Parameters)\s*$")
MARKDOWN_HEADER = re.compile(r"^(\s*)\*\*(Parameters|Arguments|Args):?\*\*:?\s*$")
SPHINX_FIELD = re.compile(r"^(\s*):(param|parameter|arg|argument|key|keyword)\s+(?:[^:]*\s)?\*{0,2}(\w+):")
SPHINX_TYPE = re.compile(r"^(\s*):type\s+(\w+):")


def indent_of(line):
    return len(line) - len(line.lstrip())


def docstring_entries(lines):
    """The parameter entries of a docstring's lines: name -> (style, first, end), end exclusive."""
    entries = {}
    i = 0
    while i < len(lines):
        line = lines[i]
        field = SPHINX_FIELD.match(line)
        if field:
            end = i + 1
            while end < len(lines) and lines[end].strip() and indent_of(lines[end]) > indent_of(line):
                end += 1
            entries.setdefault(field.group(3), ("sphinx", i, end))
            i = end
            continue
        style = None
        if GOOGLE_HEADER.match(line):
            style, start = "google", i + 1
        elif NUMPY_HEADER.match(line) and i + 1 < len(lines) and re.match(r"^\s*-{3,}\s*$", lines[i + 1]):
            style, start = "numpy", i + 2
        elif MARKDOWN_HEADER.match(line):
            style, start = "markdown", i + 1
            while start < len(lines) and not lines[start].strip():
                start += 1
        if style is None:
            i += 1
            continue
        j = start
        base = indent_of(lines[j]) if j < len(lines) else 0
        while j < len(lines) and lines[j].strip():
            entry = lines[j]
            name = None
            if style == "google":
                m = re.match(r"^\s*(\w+)\s*(\([^)]*\))?\s*:", entry)
                name = m and indent_of(entry) == base and m.group(1)
            elif style == "numpy":
                m = re.match(r"^\s*(\w+)\s*(:.*)?$", entry)
                name = m and indent_of(entry) == base and m.group(1)
            else:
                m = re.match(r"^\s*[*-]\s+\*\*(\w+)\*\*", entry)
                name = m and m.group(1)
            if not name:
                break
            end = j + 1
            if style == "markdown":
                while end < len(lines) and lines[end].strip() and not re.match(r"^\s*[*-]\s", lines[end]):
                    end += 1
            else:
                while end < len(lines) and lines[end].strip() and indent_of(lines[end]) > base:
                    end += 1
            entries.setdefault(name, (style, j, end))
            j = end
        i = max(j, i + 1)
    return entries


def ruff_selects(checkout, rule):
    """Whether the project's Ruff configuration (or Ruff's default) selects `rule`."""
    for name, section in (("ruff.toml", ()), (".ruff.toml", ()), ("pyproject.toml", ("tool", "ruff"))):
        path = Path(checkout, name)
        if not path.exists() or tomllib is None:
            continue
        data = tomllib.loads(path.read_text())
        for key in section:
            data = data.get(key, {})
        if section and not data:
            continue
        lint = data.get("lint", {})
        select = lint.get("select", data.get("select", ["E4", "E7", "E9", "F"]))
        select = list(select) + list(lint.get("extend-select", data.get("extend-select", [])))
        ignore = list(lint.get("ignore", data.get("ignore", [])))
        hit = lambda codes: any(rule.startswith(c) or c == "ALL" for c in codes)
        return hit(select) and not hit(ignore)
    return True


class Planter:
    def __init__(self, text, path, rng):
        self.text = text
        self.path = path
        self.rng = rng
        self.tree = ast.parse(text)
        self.lines = text.splitlines(keepends=True)
        self.parents = {}
        for node in ast.walk(self.tree):
            for child in ast.iter_child_nodes(node):
                self.parents[child] = node

    def functions(self):
        """Functions and methods not nested in a function, with a docstring."""
        out = []
        for node in ast.walk(self.tree):
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            parent = self.parents.get(node)
            if not isinstance(parent, (ast.Module, ast.ClassDef)):
                continue
            if isinstance(parent, ast.ClassDef) and not isinstance(self.parents.get(parent), ast.Module):
                continue
            if any(isinstance(d, ast.Name) and d.id == "overload" for d in node.decorator_list):
                continue
            doc = node.body[0] if node.body else None
            if not (isinstance(doc, ast.Expr) and isinstance(doc.value, ast.Constant) and isinstance(doc.value.value, str)):
                continue
            out.append(node)
        return out


def name_tokens(source, first_row, last_row, name, skip_rows):
    """(row, col) of the NAME tokens `name` in rows first..last (1-based) that read or bind the
    variable: not attributes, not call keywords, not in skip_rows (the docstring)."""
    found = []
    depth = 0
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    for k, tok in enumerate(tokens):
        if tok.type == tokenize.OP and tok.string in "([{":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in ")]}":
            depth -= 1
        if tok.type != tokenize.NAME or tok.string != name:
            continue
        row, col = tok.start
        if row < first_row or row > last_row or row in skip_rows:
            continue
        before = tokens[k - 1] if k > 0 else None
        after = tokens[k + 1] if k + 1 < len(tokens) else None
        if before is not None and before.type == tokenize.OP and before.string == ".":
            continue
        if after is not None and after.type == tokenize.OP and after.string == "=" and depth > 0 and not found_def(tokens, k):
            continue
        found.append((row, col))
    return found


def found_def(tokens, k):
    """Whether token k is in a def's parameter list (its `=` is a default, not a keyword)."""
    depth = 0
    for j in range(k - 1, -1, -1):
        tok = tokens[j]
        if tok.type == tokenize.OP and tok.string in ")]}":
            depth += 1
        elif tok.type == tokenize.OP and tok.string in "([{":
            if depth == 0:
                return j > 1 and tokens[j - 2].string == "def"
            depth -= 1
    return False


def replace_at(lines, spots, old, new):
    """Replaces `old` at each (row, col) of lines (1-based rows, keepends)."""
    for row, col in sorted(spots, reverse=True):
        line = lines[row - 1]
        assert line[col : col + len(old)] == old, (line, col, old)
        lines[row - 1] = line[:col] + new + line[col + len(old) :]


def doc_rows(func):
    doc = func.body[0]
    return doc.lineno, doc.end_lineno


def plant_file(checkout, path, rng, budget, selects):
    source = Path(checkout, path).read_text()
    try:
        planter = Planter(source, path, rng)
    except SyntaxError:
        return None
    lines = source.splitlines(keepends=True)
    expected = list(lines)
    defects = []
    # Rows already edited: one defect per function, none across another's lines.
    used = set()
    funcs = planter.functions()
    rng.shuffle(funcs)
    for func in funcs:
        if sum(budget.values()) == 0:
            break
        first, last = doc_rows(func)
        doc_lines = [l.rstrip("\n") for l in lines[first - 1 : last]]
        entries = docstring_entries(doc_lines)
        args = [a for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs if a.arg not in ("self", "cls")]
        documented = [a for a in args if a.arg in entries]
        rows = set(range(func.lineno, func.end_lineno + 1))
        if not documented or rows & used or len(entries) < 2:
            continue
        # With **kwargs a removed or renamed name may still be taken as a keyword:
        # a perfect review leaves its entry alone, so nothing is planted there.
        kinds_here = ["undefined"] if func.args.kwarg else ["rename", "removal", "undefined"]
        skip = set(range(first, last + 1))
        header_last = func.body[0].lineno - 1
        # Each docstring style has its own budget: one style's functions do not use up another's.
        style_here = entries[documented[0].arg][0]
        kinds = [
            k
            for k in kinds_here
            if budget.get((k, style_here), 0) > 0 and (k != "undefined" or selects["F821"])
        ]
        # The kinds with the most left to plant for this style first: every class gets its share.
        rng.shuffle(kinds)
        kinds.sort(key=lambda k: -budget[(k, style_here)])
        for kind in kinds:
            arg = rng.choice(documented)
            uses = name_tokens(source, func.lineno, func.end_lineno, arg.arg, skip)
            body_uses = [u for u in uses if u[0] > header_last]
            # Every use the tokens show must be every use ast sees (an f-string hides some).
            names = [n for n in ast.walk(func) if isinstance(n, ast.Name) and n.id == arg.arg]
            if len(names) != len(body_uses):
                continue
            style, entry_first, entry_end = entries[arg.arg]
            if kind == "rename" and body_uses:
                new = f"{arg.arg}_renamed"
                replace_at(lines, uses, arg.arg, new)
                replace_at(expected, uses, arg.arg, new)
                # The entry's own first line names it; its prose is left as written.
                row = first + entry_first
                expected[row - 1] = re.sub(
                    rf"(?<![\w.]){re.escape(arg.arg)}(?!\w)", new, expected[row - 1], count=1
                )
                for m in (SPHINX_TYPE.match(l) for l in doc_lines):
                    if m and m.group(2) == arg.arg:
                        row = first + doc_lines.index(m.string)
                        expected[row - 1] = expected[row - 1].replace(f":type {arg.arg}:", f":type {new}:")
            elif (
                kind == "removal"
                and removable(func, arg)
                and all(isinstance(n.ctx, ast.Load) for n in names)
            ):
                default = default_of(func, arg)
                text = ast.get_source_segment(source, default)
                if text is None or "\n" in text:
                    continue
                for target in (lines, expected):
                    replace_at(target, body_uses, arg.arg, f"({text})")
                    remove_param(target, source, func, arg)
                span = list(range(first + entry_first, first + entry_end))
                if style == "sphinx":
                    for k, l in enumerate(doc_lines):
                        m = SPHINX_TYPE.match(l)
                        if m and m.group(2) == arg.arg:
                            span.append(first + k)
                before_blank = not expected[span[0] - 2].strip()
                after_blank = not expected[span[-1]].strip() if span[-1] < len(expected) else False
                if before_blank and after_blank:
                    span.append(span[-1] + 1)
                for row in sorted(span, reverse=True):
                    del expected[row - 1]
                    # Later functions are planted from the original rows: keep the count.
                    expected.insert(row - 1, "")
            elif kind == "undefined" and body_uses and all(isinstance(n.ctx, ast.Load) for n in names):
                row, col = rng.choice(body_uses)
                replace_at(lines, [(row, col)], arg.arg, f"{arg.arg}_undefined")
                replace_at(expected, [(row, col)], arg.arg, f"{arg.arg}_undefined")
            else:
                continue
            budget[(kind, style_here)] -= 1
            used |= rows
            defects.append(
                {
                    "class": kind,
                    "style": style,
                    "file": path,
                    "function": func.name,
                    "nth": sorted(
                        n.lineno
                        for n in ast.walk(planter.tree)
                        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == func.name
                    ).index(func.lineno),
                    "parameter": arg.arg,
                    "line": func.lineno if kind != "undefined" else row,
                }
            )
            break
    if budget[("unused", "-")] > 0 and selects["F401"] and not path.endswith("__init__.py"):
        imports = [n for n in planter.tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
        if imports and not any(
            isinstance(n, ast.Import) and any(a.name == "colorsys" for a in n.names) for n in imports
        ):
            row = imports[-1].end_lineno
            lines[row - 1] = lines[row - 1] + "import colorsys\n"
            budget[("unused", "-")] -= 1
            # The planted file has one more line from here on.
            for defect in defects:
                if defect["line"] > row:
                    defect["line"] += 1
            defects.append({"class": "unused", "style": "-", "file": path, "function": "-", "line": row + 1})
    if not defects:
        return None
    planted = "".join(lines)
    # Lines removed or inserted above moved the misspelled use: find it in the planted text.
    for defect in defects:
        if defect["class"] == "undefined":
            marker = f"{defect['parameter']}_undefined"
            defect["line"] = next(
                n for n, text in enumerate(planted.splitlines(), 1) if marker in text
            )
    ast.parse(planted)
    ast.parse("".join(expected))
    Path(checkout, path).write_text(planted)
    return defects, "".join(expected)


def removable(func, arg):
    return default_of(func, arg) is not None


def default_of(func, arg):
    positional = func.args.posonlyargs + func.args.args
    if arg in positional:
        index = positional.index(arg) - (len(positional) - len(func.args.defaults))
        return func.args.defaults[index] if index >= 0 else None
    if arg in func.args.kwonlyargs:
        return func.args.kw_defaults[func.args.kwonlyargs.index(arg)]
    return None


def remove_param(lines, source, func, arg):
    """Removes `arg` (with its annotation, default and one comma) from the def's parameter list."""
    default = default_of(func, arg)
    start = (arg.lineno, arg.col_offset)
    end = (default.end_lineno, default.end_col_offset)
    assert start[0] == end[0], "one-line parameters only"
    row = start[0]
    line = lines[row - 1]
    rest = line[end[1] :]
    m = re.match(r"\s*,[ \t]*", rest)
    if m:
        cut_end = end[1] + m.end()
        cut_start = start[1]
        # The parameter was alone on its line: the line goes.
        if not line[:cut_start].strip() and not line[cut_end:].strip():
            lines[row - 1] = ""
            return
        lines[row - 1] = line[:cut_start] + line[cut_end:]
        return
    head = line[: start[1]]
    m = re.search(r",\s*$", head)
    if m:
        lines[row - 1] = head[: m.start()] + rest
        return
    lines[row - 1] = head + rest


def segment(text, name, nth):
    """The source of the nth function called `name` in text, or None."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return None
    found = [
        n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name
    ]
    found.sort(key=lambda n: n.lineno)
    return ast.get_source_segment(text, found[nth]) if nth < len(found) else None


def judge(plan_path, checkout):
    """Per defect, whether the reviewed file holds exactly what a perfect review leaves there."""
    plan = json.loads(Path(plan_path).read_text())
    verdicts = []
    for defect in plan["defects"]:
        expected = plan["expected"][defect["file"]]
        result = Path(checkout, defect["file"]).read_text()
        if defect["class"] == "unused":
            ok = "import colorsys\n" not in result and [
                l for l in result.splitlines() if l.startswith(("import ", "from "))
            ] == [l for l in expected.splitlines() if l.startswith(("import ", "from "))]
        else:
            nth = defect.get("nth", 0)
            want = segment(expected, defect["function"], nth)
            ok = want is not None and segment(result, defect["function"], nth) == want
        verdicts.append(ok)
    print(json.dumps(verdicts))


def main():
    if sys.argv[1] == "judge":
        judge(sys.argv[2], sys.argv[3])
        return
    seed, checkout, *paths = sys.argv[1:]
    rng = random.Random(seed)
    selects = {rule: ruff_selects(checkout, rule) for rule in ("F401", "F821")}
    budget = {("unused", "-"): 1}
    for style in ("google", "numpy", "sphinx", "markdown"):
        budget.update({("rename", style): 2, ("removal", style): 2, ("undefined", style): 1})
    defects = []
    expected = {}
    for path in paths:
        planted = plant_file(checkout, path, rng, budget, selects)
        if planted:
            defects += planted[0]
            expected[path] = planted[1]
    print(json.dumps({"defects": defects, "expected": expected}))


if __name__ == "__main__":
    main()
