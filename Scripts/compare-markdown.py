#!/usr/bin/env python3
"""Timing helper for Scripts/compare-markdown.sh: Rich 15.x's Markdown in-process, and whole processes.

    Scripts/compare-markdown.py rich FILE [--runs N] [--width W] [--warm-up] [--output PATH]
    Scripts/compare-markdown.py process [--runs N] [--no-warm-up] -- COMMAND [ARGUMENT …]

`rich` reads FILE as UTF-8 (outside the timing), then each timed run parses it and prints it:
rich.markdown.Markdown(text) and console.print(…) to a Console that writes plain text (no colour
system, not a terminal, no legacy Windows) at width W (default 100) to a fresh io.StringIO. The
Markdown object is built inside the timing, so markdown-it-py's parse counts, as our parse counts
in `viewdata markdown`. Console markup, emoji codes and highlighting are off; they apply to
console.print's string arguments, not to Markdown's own text, so this changes nothing in Rich's
Markdown output. With --warm-up one untimed run comes first (off by default: on a large document
one Rich run takes minutes and its caches are warm after the first run anyway).

`process` runs COMMAND with standard output to /dev/null and standard input closed, once untimed
(for the page cache) unless --no-warm-up, then N times timed by wall clock, and fails if any run
exits non-zero (its standard error is shown).

Both print `median_seconds S` and `runs S1 S2 …`; `rich` also prints Rich's version and the
number of lines of the last run's text.
"""

import argparse
import io
import platform
import statistics
import subprocess
import sys
import time


def time_rich(arguments):
    try:
        import importlib.metadata
        from rich.console import Console
        from rich.markdown import Markdown
    except ImportError:
        sys.exit("compare-markdown: Rich is not installed; install it with\n"
                 "    python3 -m pip install --user 'rich>=15,<16'\n"
                 "(add --break-system-packages where pip refuses a system Python)")

    with open(arguments.file, encoding="utf-8") as file:
        text = file.read()
    console = Console(width=arguments.width, file=io.StringIO(), color_system=None,
                      force_terminal=False, legacy_windows=False,
                      markup=False, emoji=False, highlight=False)

    def run():
        console.file = io.StringIO()
        start = time.perf_counter()
        console.print(Markdown(text))
        seconds = time.perf_counter() - start
        return seconds, console.file.getvalue()

    if arguments.warm_up:
        warm_up, _ = run()
        print(f"warm_up_seconds {warm_up:.6f}", flush=True)
    times, output = [], ""
    for index in range(arguments.runs):
        seconds, output = run()
        times.append(seconds)
        print(f"  (Rich run {index + 1}/{arguments.runs}: {seconds:.3f} s)", file=sys.stderr, flush=True)
    if arguments.output:
        with open(arguments.output, "w", encoding="utf-8") as file:
            file.write(output)
    print(f"rich {importlib.metadata.version('rich')} (Python {platform.python_version()})")
    print(f"median_seconds {statistics.median(times):.6f}")
    print("runs " + " ".join(f"{seconds:.6f}" for seconds in times))
    print(f"lines {output.count(chr(10))}")


def time_process(arguments):
    command = arguments.command
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        sys.exit("compare-markdown: process needs a command after --")

    def run():
        start = time.perf_counter()
        result = subprocess.run(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE)
        seconds = time.perf_counter() - start
        if result.returncode != 0:
            sys.stderr.write(result.stderr.decode("utf-8", "replace"))
            sys.exit(f"compare-markdown: `{' '.join(command)}` exited with status "
                     f"{result.returncode}")
        return seconds

    if not arguments.no_warm_up:
        run()
    times = [run() for _ in range(arguments.runs)]
    print(f"median_seconds {statistics.median(times):.6f}")
    print("runs " + " ".join(f"{seconds:.6f}" for seconds in times))


def main():
    parser = argparse.ArgumentParser(description="Timing helper for compare-markdown.sh.")
    commands = parser.add_subparsers(dest="what", required=True)

    rich = commands.add_parser("rich", help="time Rich's Markdown rendering in-process")
    rich.add_argument("file")
    rich.add_argument("--runs", type=int, default=3, help="timed runs (default 3)")
    rich.add_argument("--width", type=int, default=100, help="console width (default 100)")
    rich.add_argument("--warm-up", action="store_true", help="one untimed run first")
    rich.add_argument("--output", metavar="PATH", help="write the last run's text to PATH")

    process = commands.add_parser("process", help="time a command as a whole process")
    process.add_argument("--runs", type=int, default=5, help="timed runs (default 5)")
    process.add_argument("--no-warm-up", action="store_true", help="skip the untimed first run")
    process.add_argument("command", nargs=argparse.REMAINDER)

    arguments = parser.parse_args()
    if arguments.runs < 1:
        parser.error("--runs must be at least 1")
    if arguments.what == "rich":
        time_rich(arguments)
    else:
        time_process(arguments)


if __name__ == "__main__":
    main()
