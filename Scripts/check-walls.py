#!/usr/bin/env python3
"""Checks the module walls: what each product may compile, read from the package graph.

Each audience pays only for what it uses (issue 29): a store compiles no logs, a test bundle no
catalog, the user's tool no showcase, a console no views, the libraries no tool code. The graph comes from
`swift package describe --type json`; every rule below is about the transitive dependencies of
a target, so an `import` that reaches past a wall cannot compile either (a module can import
only what its target depends on, directly or not).

Usage: Scripts/check-walls.py [--self-test]
Exits 1 and names each broken wall (the target, the module it reaches, and the path), else 0.
"""

import json
import os
import subprocess
import sys

# What only the tools (and tests, and the benchmarks) may depend on.
TOOL_ONLY = {"CommandLineSupport", "Showcase", "SnapshotTools", "TestSupport"}

# target -> modules it must not reach, directly or through others.
WALLS = {
    "StateFlow": {"StateFlowLog", "TextDiff", "TextRendering", "TextUI", "TextTerminal"},
    "TextRendering": {"TextUI", "TextTerminal", "StateFlow", "TextDiff"},
    "TextDiff": {"TextRendering", "TextUI", "TextTerminal", "StateFlow"},
    "TextUI": {"TextTerminal", "TextConsole", "StateFlow", "StateFlowLog", "SnapshotStore"},
    "TextSnapshots": {"TextUI", "TextTerminal", "StateFlow", "StateFlowLog"},
    "SnapshotStore": {"TextUI", "TextTerminal", "StateFlow", "StateFlowLog", "TextDiff", "TextRendering"},
    "viewdata": {"Showcase"},
    # A store's tests compile the store, its logs (states as JSON), value diffs and the snapshot
    # reporter: no views.
    "StateFlowTesting": {"TextUI", "TextTerminal", "TextConsole"},
}

# target -> the only modules it may reach at all.
ALLOWED = {
    "StateFlow": {"ViewDataSupport"},
    "ViewDataSupport": set(),
    "TextRendering": set(),
    "TextDiff": set(),
    # Widgets are values drawn on a canvas: no views, no OS calls (HighlightedCode reads Swift with the
    # package's own lexer).
    "TextWidgets": {"TextRendering", "SwiftLexing"},
    # A console prints widgets and asks with prompts: no views, no controllers, no terminal runtime.
    "TextConsole": {"TerminalInput", "TextWidgets", "TextRendering", "SwiftLexing"},
    # Keys as data: nothing else.
    "TerminalInput": set(),
    # Markdown is parsed and drawn as a widget: no views, no console, no OS calls.
    "TextMarkdown": {"TextWidgets", "TextRendering", "SwiftLexing"},
    "SwiftLexing": set(),
}

# Targets that must not be products: their API is the package's own (`package`).
NOT_PRODUCTS = {"TerminalInput", "SnapshotStore", "InlineSnapshots", "SwiftLexing", "SnapshotTools", "SnapshotStartup", "ViewDataSupport",
                "CommandLineSupport", "Showcase"}


def paths(graph, start):
    """Every module `start` reaches, with one path to it."""
    seen = {start: [start]}
    queue = [start]
    while queue:
        name = queue.pop(0)
        for dependency in graph.get(name, []):
            if dependency not in seen:
                seen[dependency] = seen[name] + [dependency]
                queue.append(dependency)
    del seen[start]
    return seen


def problems(description):
    targets = {target["name"]: target for target in description["targets"]}
    graph = {name: target.get("target_dependencies") or [] for name, target in targets.items()}
    found = []
    for name, forbidden in WALLS.items():
        if name not in targets:
            found.append(f"{name}: no such target (the walls name targets that exist)")
            continue
        for module, path in sorted(paths(graph, name).items()):
            if module in forbidden:
                found.append(f"{name} reaches {module}: {' -> '.join(path)}")
    for name, allowed in ALLOWED.items():
        for module, path in sorted(paths(graph, name).items()):
            if module not in allowed:
                found.append(f"{name} reaches {module}, which it may not: {' -> '.join(path)}")
    for name, target in sorted(targets.items()):
        if target.get("type") != "library" or name in TOOL_ONLY:
            continue
        for module, path in sorted(paths(graph, name).items()):
            if module in TOOL_ONLY:
                found.append(f"library {name} reaches tool-only {module}: {' -> '.join(path)}")
    for product in description.get("products", []):
        if product["name"] in NOT_PRODUCTS:
            found.append(f"{product['name']} is a product; its API is the package's own")
    return found


def self_test():
    """Each kind of broken wall, planted in a copy of the real graph, must be reported."""
    real = describe()
    base = problems(real)
    if base:
        print("check-walls --self-test: the real graph already breaks a wall:", *base, sep="\n  ")
        return 1

    def planted(change):
        copy = json.loads(json.dumps(real))
        change({target["name"]: target for target in copy["targets"]}, copy)
        return problems(copy)

    cases = [
        ("a store that logs", lambda t, d: t["StateFlow"]["target_dependencies"].append("StateFlowLog")),
        ("a store that diffs, through another module",
         lambda t, d: t["ViewDataSupport"].__setitem__("target_dependencies", ["TextDiff"])),
        ("the user's tool with the showcase", lambda t, d: t["viewdata"]["target_dependencies"].append("Showcase")),
        ("a test bundle with the catalog", lambda t, d: t["TextSnapshots"]["target_dependencies"].append("SnapshotTools")),
        ("a store that reaches the snapshot engine",
         lambda t, d: t["StateFlow"]["target_dependencies"].append("InlineSnapshots")),
        ("the engine as a product", lambda t, d: d["products"].append({"name": "SnapshotStore", "targets": ["SnapshotStore"]})),
        ("a console that prints views", lambda t, d: t["TextConsole"]["target_dependencies"].append("TextUI")),
        ("widgets that make OS calls", lambda t, d: t["TextWidgets"]["target_dependencies"].append("TextConsole")),
        ("views that need a console", lambda t, d: t["TextUI"]["target_dependencies"].append("TextConsole")),
    ]
    for label, change in cases:
        if not planted(change):
            print(f"check-walls --self-test: not caught: {label}")
            return 1
    print(f"check-walls --self-test: {len(cases)} planted breaches caught")
    return 0


def describe():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    output = subprocess.run(["swift", "package", "--package-path", root, "describe", "--type", "json"],
                            check=True, capture_output=True, text=True).stdout
    return json.loads(output)


def main():
    if "--self-test" in sys.argv[1:]:
        status = self_test()
        if status:
            return status
    found = problems(describe())
    if found:
        print(*found, sep="\n")
        print(f"check-walls: {len(found)} wall(s) broken")
        return 1
    print("check-walls: every module stays inside its walls")
    return 0


if __name__ == "__main__":
    sys.exit(main())
