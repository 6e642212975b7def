#!/usr/bin/env python3
"""Times Python's Rich (15.x) on the table of viewdata-bench's `table/10k`.

The rows are the benchmark's own: the same word lists and xorshift generator as
Benchmarks/Corpus.swift, drawn in the order Benchmarks/TextUIBenchmarks.swift draws them, so
both libraries lay out and draw the same 10,000 rows x 5 columns at width 120 in a rounded box
with a bold header.

Each timed run builds a rich.table.Table from the row lists and prints it with a Console that
writes plain text (no colour system, not a terminal) to a fresh io.StringIO. Markup, emoji codes
and highlighting are off, so cells are taken as literal text, as DataTable takes them. One
untimed warm-up run comes first, as in viewdata-bench.

    Scripts/compare-rich-table.py [--runs N] [--rows N] [--dump-rows K] [--output FILE]

Prints Rich's version, the median seconds of the timed runs and the number of lines drawn.
"""

import argparse
import io
import json
import platform
import statistics
import sys
import time

try:
    import importlib.metadata
    from rich import box
    from rich.console import Console
    from rich.table import Table
except ImportError:
    sys.exit("compare-rich-table: Rich is not installed; install it with\n"
             "    python3 -m pip install --user 'rich>=15,<16'\n"
             "(add --break-system-packages where pip refuses a system Python)")

WIDTH = 120
MASK = (1 << 64) - 1

# Corpus.englishWords
ENGLISH_WORDS = [
    "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "view", "data", "model",
    "render", "terminal", "width", "line", "break", "snapshot", "state", "history", "undo",
    "presentation", "configure", "label", "button", "table", "controller", "navigation",
]

# Corpus.mixedWords; joiners, variation selectors and combining marks spelled as escapes.
MIXED_WORDS = [
    "café", "naïve", "e\u0301le\u0300ve", "Zürich", "中文", "文字", "表示。", "日本語の", "テキスト、",
    "한국어", "텍스트", "مرحبا", "بالعالم", "שלום", "עולם", "नमस्ते", "क्षत्रिय", "привет", "мир",
    "\U0001F469\u200D\U0001F52C",           # woman scientist (ZWJ sequence)
    "\U0001F44D\U0001F3FD",                 # thumbs up, medium skin tone
    "\U0001F1EF\U0001F1F5",                 # flag of Japan
    "\u2764\uFE0F",                         # red heart, emoji presentation
    "1\uFE0F\u20E3",                        # keycap 1
    "\U0001F3F3\uFE0F\u200D\U0001F308",     # rainbow flag
    "\U0001F600",                           # grinning face
    "ok", "data", "view", "(test)", "«quote»",
]


class Generator:
    """Corpus.Generator: 64-bit xorshift, `next(bound)` is the new state modulo `bound`."""

    def __init__(self, state):
        self.state = state & MASK

    def next(self, bound):
        state = self.state
        state ^= (state << 13) & MASK
        state ^= state >> 7
        state ^= (state << 17) & MASK
        self.state = state
        return state % bound


def make_rows(count):
    """The cells of TextUIBenchmarks.dataTable: index, phrase(2), phrase(6), phrase(3), score."""
    generator = Generator(0xDA7A)
    words = MIXED_WORDS + ENGLISH_WORDS

    def phrase(length):
        return " ".join(words[generator.next(len(words))] for _ in range(length))

    # A list display evaluates left to right, as Swift's array literal does.
    return [[str(index), phrase(2), phrase(6), phrase(3), f"{index % 97}.{index % 10}"]
            for index in range(count)]


def render(rows, console):
    """Builds the table from the row lists and prints it to the console's file."""
    table = Table(box=box.ROUNDED, header_style="bold")
    table.add_column("#", justify="right")
    table.add_column("Name")
    table.add_column("Description")
    table.add_column("Tags", overflow="ellipsis", no_wrap=True)
    table.add_column("Score", justify="right")
    for row in rows:
        table.add_row(*row)
    console.print(table)


def timed_render(rows, console):
    """One run on a fresh buffer: (seconds, text)."""
    console.file = io.StringIO()
    start = time.perf_counter()
    render(rows, console)
    seconds = time.perf_counter() - start
    return seconds, console.file.getvalue()


def main():
    parser = argparse.ArgumentParser(description="Times Rich on viewdata-bench's table/10k.")
    parser.add_argument("--runs", type=int, default=3, help="timed runs (default 3)")
    parser.add_argument("--rows", type=int, default=10_000, help="rows (default 10000)")
    parser.add_argument("--dump-rows", type=int, metavar="K",
                        help="print the first K rows' cells as JSON lines and exit")
    parser.add_argument("--output", metavar="FILE", help="write the last run's text to FILE")
    arguments = parser.parse_args()
    if arguments.runs < 1 or arguments.rows < 0:
        parser.error("--runs must be at least 1 and --rows not negative")

    rows = make_rows(arguments.rows)
    if arguments.dump_rows is not None:
        for row in rows[:arguments.dump_rows]:
            print(json.dumps(row, ensure_ascii=False))
        return

    console = Console(width=WIDTH, file=io.StringIO(), color_system=None, force_terminal=False,
                      legacy_windows=False, markup=False, emoji=False, highlight=False)
    warm_up, _ = timed_render(rows, console)
    times = []
    text = ""
    for _ in range(arguments.runs):
        seconds, text = timed_render(rows, console)
        times.append(seconds)
    if arguments.output:
        with open(arguments.output, "w", encoding="utf-8") as file:
            file.write(text)

    print(f"rich {importlib.metadata.version('rich')} (Python {platform.python_version()})")
    print(f"median_seconds {statistics.median(times):.6f} "
          f"({arguments.runs} runs after a warm-up of {warm_up:.3f} s; {arguments.rows} rows, width {WIDTH})")
    print(f"lines {text.count(chr(10))}")


if __name__ == "__main__":
    main()
