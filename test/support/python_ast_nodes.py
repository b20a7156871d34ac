"""Lists definitions the way Remora's discovery should see them, using CPython's ast.

Usage: python3 python_ast_nodes.py ROOT [PATH...]
Prints one JSON object per definition: file (relative to ROOT, '/'-separated),
node_type, full_name, start_line, end_line. Files ast cannot parse are listed on
stderr and counted in a final {"summary": ...} line.

The rules mirror docs/architecture.md section 3: classes at module level or directly in a
class body, functions at module level, methods directly in a class body; a
definition inside a function body belongs to that function; compound statements
(if/try/with/for/while/match) keep the scope they stand in; a node starts at its
first decorator; a repeated full_name gets '#2', '#3', ... in document order.
"""
import ast
import json
import os
import sys
import time
import warnings

COMPOUND_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")


def walk_scope(statements, scope, out):
    for stmt in statements:
        if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if isinstance(stmt, ast.ClassDef):
                kind = "class"
            else:
                kind = "method" if scope else "function"
            start = min([stmt.lineno] + [d.lineno for d in stmt.decorator_list])
            out.append((kind, ".".join(scope + [stmt.name]), start, stmt.end_lineno))
            if isinstance(stmt, ast.ClassDef):
                walk_scope(stmt.body, scope + [stmt.name], out)
            continue
        for field in COMPOUND_BODIES:
            children = getattr(stmt, field, None)
            if not children:
                continue
            for child in children:
                if isinstance(child, (ast.excepthandler, ast.match_case)):
                    walk_scope(child.body, scope, out)
            walk_scope([c for c in children if isinstance(c, ast.stmt)], scope, out)


def definitions(tree):
    found = []
    walk_scope(tree.body, [], found)
    found.sort(key=lambda d: d[2])
    seen = {}
    for kind, name, start, end in found:
        seen[name] = seen.get(name, 0) + 1
        yield kind, name if seen[name] == 1 else f"{name}#{seen[name]}", start, end


def source_files(root, paths):
    for path in paths or [root]:
        if os.path.isfile(path):
            yield path
            continue
        for folder, dirs, files in os.walk(path):
            dirs[:] = sorted(
                d for d in dirs
                if not d.startswith(".")
                and d not in ("__pycache__", "node_modules", "site-packages")
                and not os.path.isfile(os.path.join(folder, d, "pyvenv.cfg"))
            )
            for name in sorted(files):
                if name.endswith((".py", ".pyi")):
                    yield os.path.join(folder, name)


def main():
    root = sys.argv[1]
    paths = sys.argv[2:]
    warnings.simplefilter("ignore")
    out = sys.stdout
    files = nodes = failed = size = 0
    started = time.perf_counter()
    for path in source_files(root, paths):
        with open(path, "rb") as handle:
            data = handle.read()
        try:
            tree = ast.parse(data, filename=path)
        except (SyntaxError, ValueError) as error:
            failed += 1
            print(f"ast could not parse {path}: {error}", file=sys.stderr)
            continue
        files += 1
        size += len(data)
        rel = os.path.relpath(path, root).replace(os.sep, "/")
        for kind, name, start, end in definitions(tree):
            nodes += 1
            out.write(json.dumps({"file": rel, "node_type": kind, "full_name": name, "start_line": start, "end_line": end}) + "\n")
    elapsed = time.perf_counter() - started
    out.write(json.dumps({"summary": {"files": files, "nodes": nodes, "unparsable": failed, "bytes": size, "seconds": elapsed}}) + "\n")


if __name__ == "__main__":
    main()
