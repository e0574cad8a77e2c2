#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks (default) or adds (--fix) the SPDX licence line in every source file Hearth ships.

Source files are the tracked *.cpp, *.h, *.proto, *.sh, *.py, *.cmake and CMakeLists.txt, plus
.ci/run. The line is the first line, or the second after a shebang.
"""
import subprocess
import sys
from pathlib import Path

TAG = "SPDX-License-Identifier: MIT"
SUFFIXES = {".cpp": "//", ".h": "//", ".proto": "//", ".sh": "#", ".py": "#", ".cmake": "#"}
NAMES = {"CMakeLists.txt": "#", "run": "#"}


def comment_for(path: Path):
    if path.name in NAMES and (path.name != "run" or path.parent.name == ".ci"):
        return NAMES[path.name]
    return SUFFIXES.get(path.suffix)


def main() -> int:
    fix = "--fix" in sys.argv[1:]
    root = Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
    files = subprocess.check_output(["git", "ls-files"], cwd=root, text=True).splitlines()
    missing = []
    for name in files:
        path = root / name
        comment = comment_for(path)
        if comment is None or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8")
        head = text.splitlines()[:3]
        if any(TAG in line for line in head):
            continue
        missing.append(name)
        if fix:
            line = f"{comment} {TAG}\n"
            if text.startswith("#!"):
                first, _, rest = text.partition("\n")
                text = f"{first}\n{line}{rest}"
            else:
                text = line + text
            path.write_text(text, encoding="utf-8")
    if missing and not fix:
        for name in missing:
            print(f"{name}: no '{TAG}' line in the first lines", file=sys.stderr)
        print(f"{len(missing)} source files lack the licence line; run scripts/spdx.py --fix",
              file=sys.stderr)
        return 1
    if fix:
        print(f"added the licence line to {len(missing)} files")
    return 0


if __name__ == "__main__":
    sys.exit(main())
