#!/usr/bin/python3
"""Every command-line flag Megatron-LM's pretrain scripts accept, read from its source without running it.

    python3 tools/megatron_arguments.py MEGATRON_CHECKOUT > tests/data/reference/megatron-arguments.txt

megatron/training/arguments.py adds most flags with parser.add_argument, and builds the rest from
dataclasses (TransformerConfig, TrainingConfig, ...) through ArgumentGroupFactory
(megatron/training/argument_utils.py): one flag per field that takes part in __init__, named
--field-name, or --no-field-name and --disable-field-name for a bool that defaults to True,
unless the field's metadata gives argparse_meta["arg_names"]; fields in the call's `exclude`
are left out. This reads both the same way, statically (Python's ast), so that the importer's
tests can check it classifies every flag Megatron reads. Standard library only.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path


def literal(node: ast.AST):
    try:
        return ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError):
        return None


def added_flags(tree: ast.AST) -> set[str]:
    """The '--' names of every add_argument call."""
    flags = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "add_argument":
            for arg in node.args:
                value = literal(arg)
                if isinstance(value, str) and value.startswith("--"):
                    flags.add(value)
    return flags


def classes_in(root: Path) -> dict[str, ast.ClassDef]:
    found: dict[str, ast.ClassDef] = {}
    for path in sorted(root.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                found.setdefault(node.name, node)
    return found


def keyword(call: ast.Call, name: str):
    for kw in call.keywords:
        if kw.arg == name:
            return kw.value
    return None


def field_flags(name: str, annotation: ast.AST, value: ast.AST | None) -> list[str]:
    """ArgumentGroupFactory's names for one field: its metadata's arg_names, else from its name."""
    default = value
    init = True
    if isinstance(value, ast.Call) and getattr(value.func, "id", getattr(value.func, "attr", "")) == "field":
        default = keyword(value, "default")
        init_node = keyword(value, "init")
        init = literal(init_node) is not False if init_node is not None else True
        metadata = keyword(value, "metadata")
        if isinstance(metadata, ast.Dict):
            for key, meta in zip(metadata.keys, metadata.values):
                if literal(key) == "argparse_meta" and isinstance(meta, ast.Dict):
                    for k, v in zip(meta.keys, meta.values):
                        if literal(k) == "arg_names" and isinstance(literal(v), list):
                            return literal(v) if init else []
    if not init:
        return []
    dashed = name.replace("_", "-")
    text = ast.unparse(annotation)
    if text in ("bool", "Optional[bool]", "bool | None") and literal(default) is True:
        return [f"--no-{dashed}", f"--disable-{dashed}"]
    return [f"--{dashed}"]


def dataclass_flags(name: str, classes: dict[str, ast.ClassDef], exclude: set[str]) -> set[str]:
    """The flags of a dataclass and its bases (the bases' fields first, as dataclasses.fields)."""
    cls = classes.get(name)
    if cls is None:
        raise SystemExit(f"class {name} not found")
    flags: set[str] = set()
    for base in cls.bases:
        base_name = getattr(base, "id", getattr(base, "attr", None))
        if base_name in classes:
            flags |= dataclass_flags(base_name, classes, exclude)
    for node in cls.body:
        if not isinstance(node, ast.AnnAssign) or not isinstance(node.target, ast.Name):
            continue
        field = node.target.id
        if field in exclude or "ClassVar" in ast.unparse(node.annotation):
            continue
        flags.update(field_flags(field, node.annotation, node.value))
    return flags


def factory_flags(tree: ast.AST, classes: dict[str, ast.ClassDef]) -> set[str]:
    """The flags of every ArgumentGroupFactory(Config, exclude=...) the module builds."""
    flags: set[str] = set()
    for function in ast.walk(tree):
        if not isinstance(function, (ast.FunctionDef, ast.Module)):
            continue
        names: dict[str, list[str]] = {}
        for node in ast.walk(function):
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
                value = literal(node.value)
                if isinstance(value, list):
                    names[node.targets[0].id] = value
        for node in ast.walk(function):
            if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == "ArgumentGroupFactory"):
                continue
            exclude_node = keyword(node, "exclude")
            exclude = []
            if exclude_node is not None:
                exclude = literal(exclude_node)
                if exclude is None and isinstance(exclude_node, ast.Name):
                    exclude = names.get(exclude_node.id, [])
            flags |= dataclass_flags(node.args[0].id, classes, set(exclude or []))
    return flags


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(sys.argv[1])
    arguments = root / "megatron" / "training" / "arguments.py"
    tree = ast.parse(arguments.read_text(encoding="utf-8"))
    classes = classes_in(root / "megatron")
    flags = added_flags(tree) | factory_flags(tree, classes)
    for flag in sorted(flags):
        print(flag)
    return 0


if __name__ == "__main__":
    sys.exit(main())
