#!/usr/bin/env python3
"""Copies reference snapshots into README.md where it shows them.

Every `<!-- snapshot: PATH -->` line in README.md is followed by a ```text block; this script
replaces each block's content with the file at PATH, so that the README shows the screens the
test suite checks (Tests/ShowcaseTests/ReadmeTests.swift fails when they differ).

    Scripts/update-readme-screens.py          (from the package root, after recording snapshots)
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
readme = root / "README.md"
text = readme.read_text(encoding="utf-8")
pattern = re.compile(r"(<!-- snapshot: (?P<path>[^ ]+) -->\n```text\n)(?P<body>.*?)(```\n)", re.S)


def replace(match: re.Match) -> str:
    path = root / match.group("path")
    if not path.is_file():
        sys.exit(f"update-readme-screens: README names '{match.group('path')}', which does not exist")
    return match.group(1) + path.read_text(encoding="utf-8") + match.group(4)


updated, count = pattern.subn(replace, text)
readme.write_text(updated, encoding="utf-8")
print(f"update-readme-screens: {count} screens copied into README.md")
