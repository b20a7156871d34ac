"""Docstring entries and definition facts, shared by the recall miner and judge.

Only the standard library: `ast` for the code, regular expressions for the
docstring conventions (Google, NumPy, reST/Sphinx fields, Markdown lists).
"""

import ast
import re

GOOGLE_SECTION = re.compile(r"^(\s*)([A-Z][A-Za-z ]*):\s*$")
NUMPY_RULE = re.compile(r"^\s*-{3,}\s*$")
GOOGLE_PARAMS = {"args", "arguments", "parameters", "params", "keyword args", "keyword arguments", "other parameters"}
RETURNS = {"returns", "return", "yields", "yield"}
RAISES = {"raises", "raise", "exceptions"}
SPHINX_PARAM = re.compile(r"^\s*:(?:param|parameter|arg|argument|key|keyword)\s+(?:(.*?)\s+)?\\?\*{0,2}(\w+)\s*:")
SPHINX_TYPE = re.compile(r"^\s*:type\s+\\?\*{0,2}(\w+)\s*:(.*)$")
SPHINX_RETURN = re.compile(r"^\s*:(returns?|rtype|yields?|ytype)\s*:(.*)$")
SPHINX_RAISES = re.compile(r"^\s*:(?:raises?|except|exception)\s+([\w.]+)\s*:")
MARKDOWN_HEADER = re.compile(r"^\s*\*\*([A-Za-z ]+?):?\*\*:?\s*$")
MARKDOWN_ENTRY = re.compile(r"^\s*[*-]\s+\*\*\\?\*{0,2}(\w+)\*\*")
ENTRY_NAME = re.compile(r"^\\?\*{0,2}(\w+)\s*(?:\((.*)\))?\s*:(.*)$")
NUMPY_ENTRY = re.compile(r"^\\?\*{0,2}(\w+(?:\s*,\s*\\?\*{0,2}\w+)*)\s*(?::\s*(.*))?$")


def indent_of(line):
    return len(line) - len(line.lstrip())


def norm(text):
    return " ".join((text or "").split())


def style_of(doc):
    """The docstring convention a docstring is written in, or 'plain'."""
    lines = doc.splitlines()
    for i, line in enumerate(lines[:-1]):
        if line.strip() in ("Parameters", "Returns", "Raises", "Yields", "Other Parameters") and NUMPY_RULE.match(
            lines[i + 1]
        ):
            return "numpy"
    if re.search(r"^\s*:(param|type|returns?|rtype|raises?)\b", doc, re.M):
        return "rest"
    if re.search(r"^\s*(Args|Arguments|Returns|Raises|Yields|Keyword Args):\s*$", doc, re.M):
        return "google"
    if MARKDOWN_HEADER.search(doc) or MARKDOWN_ENTRY.search(doc):
        return "markdown"
    return "plain"


def _blocks(lines):
    """Sections of a Google/NumPy/Markdown docstring: (kind, body lines)."""
    out = []
    i = 0
    while i < len(lines):
        line = lines[i]
        header = None
        if i + 1 < len(lines) and NUMPY_RULE.match(lines[i + 1]) and line.strip():
            header, start = line.strip().lower(), i + 2
        elif GOOGLE_SECTION.match(line):
            header, start = GOOGLE_SECTION.match(line).group(2).strip().lower(), i + 1
        elif MARKDOWN_HEADER.match(line):
            header, start = MARKDOWN_HEADER.match(line).group(1).strip().lower(), i + 1
        if header is None:
            i += 1
            continue
        j = start
        while j < len(lines):
            nxt = lines[j]
            if j + 1 < len(lines) and NUMPY_RULE.match(lines[j + 1]) and nxt.strip():
                break
            if GOOGLE_SECTION.match(nxt) and indent_of(nxt) <= indent_of(line) and j > start:
                break
            if MARKDOWN_HEADER.match(nxt) and j > start:
                break
            if nxt.strip() and indent_of(nxt) < indent_of(line):
                break
            j += 1
        out.append((header, lines[start:j]))
        i = j
    return out


def _entries(body):
    """Entries of a section: lines at the section's least indent, with their continuation."""
    nonblank = [l for l in body if l.strip()]
    if not nonblank:
        return []
    base = min(indent_of(l) for l in nonblank)
    entries = []
    for line in body:
        if line.strip() and indent_of(line) == base:
            entries.append([line.strip(), ""])
        elif entries and line.strip():
            entries[-1][1] += " " + line.strip()
    return entries


def entries(doc):
    """The checkable entries of a docstring.

    Returns {"params": {name: type}, "returns": text, "raises": [names], "doctest": [lines]}.
    """
    lines = (doc or "").expandtabs().splitlines()
    params, returns, raises = {}, [], []
    for line in lines:
        m = SPHINX_PARAM.match(line)
        if m:
            params.setdefault(m.group(2), norm(m.group(1)))
            continue
        m = SPHINX_TYPE.match(line)
        if m:
            params[m.group(1)] = norm(m.group(2))
            continue
        m = SPHINX_RETURN.match(line)
        if m:
            returns.append(m.group(1) + ":" + norm(m.group(2)))
            continue
        m = SPHINX_RAISES.match(line)
        if m:
            raises.append(m.group(1).split(".")[-1])
        m = MARKDOWN_ENTRY.match(line)
        if m:
            params.setdefault(m.group(1), "")
    for header, body in _blocks(lines):
        if header in GOOGLE_PARAMS:
            for head, _ in _entries(body):
                m = ENTRY_NAME.match(head)
                if m:
                    params.setdefault(m.group(1), norm(m.group(2)))
                    continue
                m = NUMPY_ENTRY.match(head)
                if m:
                    for name in m.group(1).split(","):
                        params.setdefault(name.strip().lstrip("\\*"), norm(m.group(2)))
        elif header in RETURNS:
            returns.append(norm(" ".join(body)))
        elif header in RAISES:
            for head, _ in _entries(body):
                m = re.match(r"^[*-]?\s*:?\w*:?`?~?([\w.]+)", head)
                if m:
                    raises.append(m.group(1).split(".")[-1])
    doctest = []
    in_example = False
    for line in lines:
        s = line.strip()
        if s.startswith(">>>"):
            in_example = True
        elif not s:
            in_example = False
        if in_example:
            doctest.append(s)
    return {"params": params, "returns": " | ".join(returns), "raises": sorted(set(raises)), "doctest": doctest}


def same_type(a, b):
    """Whether two documented types say the same thing in different notation."""

    def canon(t):
        t = re.sub(r"[`~]|\btyping\.|:class:|:obj:", "", t)
        t = re.sub(r"Optional\[(.*)\]", r"\1|None", t)
        t = re.sub(r"Union\[(.*)\]", lambda m: m.group(1).replace(",", "|"), t)
        t = re.sub(r"\boptional\b|\bdefault.*$", "", t, flags=re.I)
        t = re.sub(r"\bor\b|,", "|", t)
        parts = [p.strip(" .[]()").lower() for p in t.split("|")]
        return sorted(p for p in parts if p)

    return canon(a) == canon(b)


def returns_type(doc_returns):
    """The type part of a docstring's returns, as entries() gives them."""
    out = []
    for part in doc_returns.split(" | "):
        if re.match(r"^(returns?|yields?):", part):
            continue  # a :returns: field's description
        if re.match(r"^(rtype|ytype):", part):
            out.append(part.split(":", 1)[1])
            continue
        head = re.match(r"^([\w\[\], .|`~:]+?)\s*:(?!:)", part)  # Google "Type: text"
        numpy = re.match(r"^(\w+)\s+:\s+([^ ]+)", part)  # NumPy "name : type"
        if numpy:
            out.append(numpy.group(2))
        elif head:
            out.append(head.group(1))
    return " | ".join(out)


def doctest_words(lines):
    return set(re.findall(r"[A-Za-z_]\w*", " ".join(lines)))


# ---------------------------------------------------------------- the code side


class _StripDocstrings(ast.NodeTransformer):
    def _strip(self, node):
        self.generic_visit(node)
        if ast.get_docstring(node, clean=False) is not None:
            node.body = node.body[1:] or [ast.Pass()]
        return node

    visit_FunctionDef = visit_AsyncFunctionDef = visit_ClassDef = _strip


def definitions(source):
    """Definitions of a module: qualified name -> node (None for a module that does not parse)."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    out = {}

    def walk(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = prefix + child.name
                out.setdefault(name, child)
                walk(child, name + ".")
            elif not isinstance(child, (ast.Lambda,)):
                walk(child, prefix)

    walk(tree, "")
    return out


def code_dump(node):
    """The definition's code without any docstring: equal dumps mean the code did not change."""
    copy = ast.parse(ast.unparse(node)).body[0]
    return ast.dump(_StripDocstrings().visit(copy))


def signature_node(node):
    """The function whose parameters a definition's docstring documents (a class: its __init__)."""
    if isinstance(node, ast.ClassDef):
        for child in node.body:
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) and child.name == "__init__":
                return child
        return None
    return node


def parameters(node):
    """name -> (annotation, default) of a definition's documented parameters, self and cls left out."""
    fn = signature_node(node)
    if fn is None:
        return {}
    a = fn.args
    positional = a.posonlyargs + a.args
    defaults = [None] * (len(positional) - len(a.defaults)) + list(a.defaults)
    out = {}
    for arg, default in zip(positional, defaults):
        out[arg.arg] = (_src(arg.annotation), _src(default))
    for arg, default in zip(a.kwonlyargs, a.kw_defaults):
        out[arg.arg] = (_src(arg.annotation), _src(default))
    for arg in (a.vararg, a.kwarg):
        if arg is not None:
            out[arg.arg] = (_src(arg.annotation), "")
    for name in ("self", "cls"):
        if positional and positional[0].arg == name:
            out.pop(name, None)
    return out


def return_annotation(node):
    """The return annotation of a function, as text ('' for a class)."""
    return "" if isinstance(node, ast.ClassDef) else _src(node.returns)


def raised(node):
    """Exception names a definition raises itself."""
    names = set()
    for n in ast.walk(node):
        if isinstance(n, ast.Raise) and n.exc is not None:
            target = n.exc.func if isinstance(n.exc, ast.Call) else n.exc
            if isinstance(target, ast.Name):
                names.add(target.id)
            elif isinstance(target, ast.Attribute):
                names.add(target.attr)
    return names


def _src(node):
    return "" if node is None else ast.unparse(node)
