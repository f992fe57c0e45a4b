#!/usr/bin/env python3
"""Every file that reads JSON reads it through model/core/untrusted_json.h.

nlohmann's value(key, default), get<T>(), at(), operator[] with a key and dump() throw,
or assert, when a user's file holds another type than the reader expects, a key is
missing or a string is not UTF-8: on untrusted input each is a crash instead of a
message (a triage tree whose "schema" was an object aborted the program). This fails on
any of them in a source of model/, app/ or widgets/ that speaks nlohmann::json, outside
the accessors' own file. Writing a document of one's own with `out["key"] = value`
stays allowed.

    check_untrusted_json.py SOURCE_DIR [MIN_FILES]

MIN_FILES (default 20): fewer files that speak nlohmann::json means the search is broken.
"""
import pathlib
import re
import sys

ALLOWED = {"model/core/untrusted_json.cpp"}
# What throws on a value of the wrong type, a missing key or a missing element.
THROWING = re.compile(r"(\.|->)(value\(|get<|get_ptr<|get_ref<|get_to\(|at\(|dump\()")
LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"')
KEY_READ = re.compile(r'\[""\]')
KEY_WRITE = re.compile(r'\[""\](\s*\[[^\]]*\])*\s*=\s*[^=\s]')


def code_of(line: str) -> str:
    """The line without its comment and with every string literal emptied."""
    code = LITERAL.sub('""', line)
    return code.split("//", 1)[0]


def violations(root: pathlib.Path):
    checked = 0
    for top in ("model", "app", "widgets"):
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in (".cpp", ".h"):
                continue
            name = path.relative_to(root).as_posix()
            text = path.read_text(encoding="utf-8")
            if name in ALLOWED or "nlohmann" not in text:
                continue
            checked += 1
            for number, line in enumerate(text.splitlines(), start=1):
                code = code_of(line)
                found = THROWING.search(code)
                if found:
                    yield checked, f"{name}:{number}: {found.group(0)}   {line.strip()}"
                elif KEY_READ.search(code) and not KEY_WRITE.search(code):
                    yield checked, f'{name}:{number}: ["key"] read   {line.strip()}'
    yield checked, None


def main() -> int:
    root = pathlib.Path(sys.argv[1])
    least = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    failures, checked = [], 0
    for checked, failure in violations(root):
        if failure:
            failures.append(failure)
    if failures:
        print("Throwing JSON accessors (use model/core/untrusted_json.h):")
        print("\n".join("  " + f for f in failures))
        return 1
    if checked < least:
        print(f"only {checked} files speak nlohmann::json: the search for them is broken")
        return 1
    print(f"{checked} files that speak nlohmann::json use no throwing accessor")
    return 0


if __name__ == "__main__":
    sys.exit(main())
