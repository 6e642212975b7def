#!/usr/bin/env python3
"""Copies reference snapshots into README.md and the documentation's articles where they show them.

Every `<!-- snapshot: PATH -->` line in README.md or in an article (Sources/**/*.docc/*.md) is
followed by a ```text block; this script replaces each block's content with the file at PATH,
so that the documents show the screens the test suite checks (Tests/ShowcaseTests/ReadmeTests.swift
fails when they differ).

    Scripts/update-readme-screens.py          (from the package root, after recording snapshots)
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
documents = [root / "README.md"] + sorted(root.glob("Sources/**/*.docc/**/*.md"))
pattern = re.compile(r"(<!-- snapshot: (?P<path>[^ ]+) -->\n```text\n)(?P<body>.*?)(```\n)", re.S)


def replace(match: re.Match) -> str:
    path = root / match.group("path")
    if not path.is_file():
        sys.exit(f"update-readme-screens: a document names '{match.group('path')}', which does not exist")
    return match.group(1) + path.read_text(encoding="utf-8") + match.group(4)


total = 0
for document in documents:
    text = document.read_text(encoding="utf-8")
    updated, count = pattern.subn(replace, text)
    if updated != text:
        document.write_text(updated, encoding="utf-8")
    total += count
print(f"update-readme-screens: {total} screens copied into {len(documents)} documents")
