#!/usr/bin/env python3
"""The terminal is the oracle for live output: what tmux keeps is what a live region leaves.

Runs `viewdata-demo live --tasks 12` (a progress board of 13 rows redrawn in place, log lines
printed above it from two threads, one on standard output and one on standard error, both the
terminal) at a shell prompt in tmux at three sizes: the board fits; it takes exactly the rows
a region may (the screen less the cursor's row); it is taller than the screen. Once `live: end`
and the prompt are back, the whole pane, history and screen (`capture-pane -p -S - -E -`, not
joined: a screen row is a line, so a row that overflowed shows as a fragment), must hold every
log line exactly once, whole, on a line of its own; nothing but the command lines, `live:
start`, the log lines, the board's last frame, `✖ Verifying checksums (… s)` and `live: end`,
in that order, with no blank line (no partial frame, no `probe (transient)`, no `… N more`, no
spinner frame); and the last frame whole: `all tasks`, `task-01`, … each once, in order, done
(100%, ✔). The exit status must be 0.

Three cases resize the window while the board runs, from 100×30 and back: to 70 columns (the
rows re-wrap, all on the screen), to 40 (the re-wrapped board is taller than the screen) and
to 12 rows. ~300 ms after each resize the screen must show no fragment and no row twice; the
end must pass the checks above. In the last two the terminal itself moves rows of the board
into its scrollback before the program hears of the resize (re-wrapped rows that no longer fit,
or the rows above the cursor of a screen made shorter), where no program can reach them: there,
and only there, rows of one earlier frame may stay above the logs that follow, whole rows and
at most a frame's worth; the board's rows on the screen after a resize may then show twice. A Ctrl-C case (`--hold`) requires the prompt back, the cursor
visible and the exit status 130. After every run `stty -a`, taken in the pane before and
after, must be the same. The check fails unless some run showed `probe (transient)` and
`… N more` while live.

    Scripts/tmux-live-check.py [--tool PATH] [--verbose]
    (skipped when tmux is not installed, except under CI, where that fails)

Exit status 0 when every case passed; 1 with a FAILED line and what the pane showed otherwise.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

# A board of 13 rows, where a region may take the height less one: it fits; it takes exactly
# the rows it may; it is taller than the screen. Log lines (19 columns) fit the narrowest.
SIZES = [(100, 30), (60, 14), (40, 10)]
TASKS, LOGS = 12, 20
RUN = f"./demo live --tasks {TASKS} --logs {LOGS}"
RESIZE_RUN = RUN + " --steps 80 --delay 40"
# While the board runs, from 100×30 to each of these and back: narrower (its rows re-wrap to
# two rows each, all on the screen); so narrow that the re-wrapped board (three rows a row) is
# taller than the screen; shorter than the board. The last two make the terminal push rows of
# the board into its scrollback itself (True: whole rows of one frame may stay there).
RESIZE_FROM, RESIZES = (100, 30), [((70, 30), False), ((40, 30), True), ((100, 12), True)]
BOARD = ["all tasks"] + [f"task-{n:02}" for n in range(1, TASKS + 1)]
LOG_LINES = [f"log {t}-{n:03} 完了 done" for t in "AB" for n in range(1, LOGS + 1)]
SPINNER = "⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏"
KINDS = [  # what a line of the pane is, by its whole text (trailing blanks trimmed)
    ("prompt", r"\$( .*)?"),
    ("start", r"live: start"),
    ("log", r"log [AB]-\d{3} 完了 done"),
    ("probe", r".*probe \(transient\).*"),
    ("more", r"… \d+ more"),
    ("row", r"(all tasks|task-\d\d) .*"),
    ("status", r"✖ Verifying checksums \(\d+(\.\d+)? s\)"),
    ("end", r"live: end"),
]
ODD = {"spinner": "a spinner frame", "probe": "the transient row", "more": "a `… N more` row",
       "other": "not a line the program prints"}


def kind(line):
    if any(c in SPINNER for c in line):
        return "spinner"
    return next((name for name, pattern in KINDS if re.fullmatch(pattern, line)), "other")


class Pane:
    """One pane in a tmux server of its own (a new socket per start), a plain shell in it."""

    def __init__(self, env):
        self.env = env
        self.socket = None
        self.starts = 0
        self.seen = set()  # the kinds of line on every screen waited on

    def run(self, *args):
        result = subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, env=self.env)
        if result.returncode != 0:
            sys.exit(f"FAILED: tmux {' '.join(args[:3])} on socket {self.socket}: {result.stderr.strip()}")
        return result.stdout

    def start(self, size, folder):
        self.stop()
        self.starts += 1
        self.socket = f"viewdata-live-{os.getpid()}-{self.starts}"
        # The options before the session: history-limit counts for panes made after it.
        self.run("-f", "/dev/null", "start-server", ";", "set", "-g", "history-limit", "100000", ";",
                 "set", "-g", "status", "off", ";", "new-session", "-d", "-s", "live", "-x", str(size[0]), "-y", str(size[1]), "-c", folder, "sh")

    def stop(self):
        if self.socket:
            subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)

    def capture(self, history=False):
        text = self.run("capture-pane", "-p", *(["-S", "-", "-E", "-"] if history else []), "-t", "live")
        lines = [line.rstrip() for line in text.split("\n")]
        while lines and not lines[-1]:
            lines.pop()
        return lines

    def type(self, command):
        self.run("send-keys", "-t", "live", "-l", command)
        self.run("send-keys", "-t", "live", "Enter")

    def wait(self, done, timeout):
        """The screen once `done(screen)` (or after `timeout`, whatever it is), and whether it was."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.capture()
            self.seen.update(kind(line) for line in screen)
            if done(screen) or time.monotonic() > deadline:
                return screen, done(screen)
            time.sleep(0.03)


def finished(row):
    """Whether a board row shows its task done: 100%, its count whole, and ✔ after the
    elapsed time (where the row is too narrow for the time, the columns after it are gone)."""
    count = re.search(r" (\d+)/(\d+)(?: |$)", row)
    return ("100%" in row and "ETA" not in row and (count is None or count[1] == count[2])
            and (row.endswith("  ✔") or not re.search(r" \d+:\d\d(?: |$)", row)))


def prompt_back(screen):
    return bool(screen) and screen[-1] == "$"


def settings(path):
    """`stty -a` as written to `path`, less the size, which a resize changes."""
    with open(path) as file:
        return re.sub(r"rows \d+; columns \d+;", "", file.read())


class Check:
    def __init__(self, tool, folder, verbose):
        self.tool = tool
        self.verbose = verbose
        # The prompt is `$ ` (for root too): the shell reads $ENV when it starts.
        with open(os.path.join(folder, "shrc"), "w") as file:
            file.write("PS1='$ '\n")
        self.env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", ENV=os.path.join(folder, "shrc"))
        # A person at a terminal: not CI, and the size is the terminal's.
        for name in ("CI", "COLUMNS", "LINES", "NO_COLOR"):
            self.env.pop(name, None)
        self.pane = Pane(self.env)
        self.passed = self.failed = 0

    def begin(self, folder, size, command):
        os.symlink(self.tool, os.path.join(folder, "demo"))
        self.pane.start(size, folder)
        self.pane.wait(prompt_back, 5)
        self.pane.type("stty -a >before")
        self.pane.wait(lambda s: os.path.exists(os.path.join(folder, "before")) and prompt_back(s), 5)
        self.pane.type(command)

    def end(self, folder, status):
        """Problems with the exit status and the terminal's settings after the run."""
        self.pane.type("echo $? >status; stty -a >after")
        after = os.path.join(folder, "after")
        self.pane.wait(lambda s: os.path.exists(after) and prompt_back(s), 5)
        if not os.path.exists(after):
            return ["the shell did not run `stty -a` after the program"]
        with open(os.path.join(folder, "status")) as file:
            shown = file.read().strip()
        problems = [] if shown == str(status) else [f"exit status {shown}, expected {status}"]
        if settings(os.path.join(folder, "before")) != settings(after):
            problems.append("`stty -a` differs after the program")
        return problems

    def report(self, name, lines, problems, shown):
        if problems:
            self.failed += 1
            print(f"FAILED {name}: " + "; ".join(problems))
            print("--- the pane (history and screen):\n" + "\n".join(lines) + "\n---")
        else:
            self.passed += 1
            print(f"ok {name}: {len(lines)} lines captured")
        if self.verbose or problems:
            for label, screen in shown:
                print(f"--- the screen {label}:\n" + "\n".join(screen) + "\n---")

    def live(self, folder, size, resize=None, pushes=False):
        """A run to its end (resized to `resize` and back while the board runs), then the checks;
        `pushes`: the resize makes the terminal push rows of the board into its scrollback."""
        command = RESIZE_RUN if resize else RUN
        name = "×".join(map(str, size)) + (f" → {resize[0]}×{resize[1]} → {size[0]}×{size[1]}" if resize else "")
        self.begin(folder, size, command)
        shown, problems = [], []
        if resize:
            # Once every task has its row; the board runs on for two seconds.
            _, ok = self.pane.wait(lambda s: any(line.startswith(BOARD[-1]) for line in s), 10)
            for width, height in (resize, size) if ok else ():
                time.sleep(0.3)
                self.pane.run("resize-window", "-t", "live", "-x", str(width), "-y", str(height))
                time.sleep(0.3)
                screen = self.pane.capture()
                shown.append((f"~300 ms after resizing to {width}×{height}", screen))
                problems += [f"at {width}×{height}: {p}" for p in self.judge_live(screen, pushes)]
            if not ok:
                problems.append(f"the board's {BOARD[-1]} row never showed")
        _, ok = self.pane.wait(lambda s: prompt_back(s) and "live: end" in s, 60)
        lines = self.pane.capture(history=True)
        if not ok:
            problems.append("no `live: end` and prompt within 60 s")
        else:
            problems += self.judge(lines, ["stty -a >before", command], pushes) + self.end(folder, 0)
        self.report(f"live {name}", lines, problems, shown)

    def interrupt(self, folder, size):
        """A board held until Ctrl-C: the prompt comes back, the cursor shows, stty as before."""
        self.begin(folder, size, "./demo live --hold")
        _, ok = self.pane.wait(lambda s: any(line.startswith(BOARD[0]) for line in s), 10)
        problems = [] if ok else ["the board never showed"]
        time.sleep(0.3)
        self.pane.run("send-keys", "-t", "live", "C-c")
        screen, ok = self.pane.wait(prompt_back, 5)
        if not ok:
            problems.append("no prompt after Ctrl-C")
        elif self.pane.run("display", "-p", "-t", "live", "#{cursor_flag}").strip() != "1":
            problems.append("the cursor is hidden after Ctrl-C")
        problems += self.end(folder, 130) if ok else []
        self.report(f"Ctrl-C {size[0]}×{size[1]}", self.pane.capture(history=True), problems, [("after Ctrl-C", screen)])

    @staticmethod
    def judge_live(screen, pushed=False):
        """Problems with a screen while the board runs: a line of no kind, or a row twice (a row
        the terminal pushed into its scrollback and brings back may be there once more)."""
        problems = [f"line {i + 1} is a fragment: {line!r}" for i, line in enumerate(screen)
                    if line and kind(line) not in ("prompt", "start", "log", "row", "more", "probe")]
        names = [re.match(r"all tasks|task-\d\d", line).group() for line in screen if kind(line) == "row"]
        problems += [f"the row {n} shows {names.count(n)} times" for n in BOARD if names.count(n) > (2 if pushed else 1)]
        return problems

    @staticmethod
    def judge(lines, typed, pushed=False):
        """Problems with the pane after a run to its end. `pushed`: whole rows of one earlier
        frame that the terminal pushed into its scrollback may stay above later log lines."""
        if pushed:
            # The rows before the last log line are the ones the terminal pushed: whole, a
            # frame's worth at most, no row twice.
            last_log = max((i for i, line in enumerate(lines) if kind(line) == "log"), default=-1)
            stale = [i for i, line in enumerate(lines[:last_log]) if kind(line) == "row"]
            names = [re.match(r"all tasks|task-\d\d", lines[i]).group() for i in stale]
            if len(stale) > len(BOARD) or len(set(names)) != len(names):
                return [f"{len(stale)} rows of earlier frames above the logs: more than the terminal pushed"]
            lines = [line for i, line in enumerate(lines) if i not in set(stale)]
        kinds = [kind(line) for line in lines]
        odd = [f"line {i + 1} is {ODD[k]}: {line!r}" for i, (line, k) in enumerate(zip(lines, kinds)) if line and k in ODD]
        problems = odd[:3] + ([f"{len(odd) - 3} more lines like these"] if len(odd) > 3 else [])
        for log in LOG_LINES:
            if lines.count(log) != 1:
                problems.append(f"{log!r} is on {lines.count(log)} lines")
        rows = [line for line, k in zip(lines, kinds) if k == "row"]
        names = [re.match(r"all tasks|task-\d\d", row).group() for row in rows]
        if names != BOARD:
            starts = ", ".join(str(i + 1) for i, line in enumerate(lines) if line.startswith(BOARD[0]))
            problems.append(f"{len(names)} board rows, not {BOARD[0]}, {BOARD[1]} … {BOARD[-1]} once each in order "
                            f"({BOARD[0]} on line {starts})")
        unfinished = [row for row in rows if not finished(row)]
        if unfinished:
            problems.append(f"{len(unfinished)} rows are not finished, the first: {unfinished[0]!r}")
        # In order: the commands, the start, the logs, the last frame, the status, the end, a prompt.
        shape = []
        for line, k in zip(lines, kinds):
            item = line if k == "prompt" else k
            if line and not (item in ("log", "row") and shape[-1:] == [item]):
                shape.append(item)
        wanted = [f"$ {t}" for t in typed] + ["start", "log", "row", "status", "end", "$"]
        if shape != wanted and not problems:
            problems.append(f"the lines, by kind (runs of logs and rows as one), are {shape}, not {wanted}")
        blank = [str(i + 1) for i, line in enumerate(lines) if not line]
        if blank:
            problems.append(f"line {', '.join(blank)} blank")
        return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", help="the viewdata-demo binary (default: .build/debug/viewdata-demo)")
    parser.add_argument("--verbose", action="store_true", help="show the screens after resizes and Ctrl-C too")
    arguments = parser.parse_args()
    if shutil.which("tmux") is None:
        if os.environ.get("CI", "") not in ("", "false", "0", "no"):
            print("FAILED: tmux-live-check: tmux is not installed (required when CI is set)")
            return 1
        print("tmux-live-check: skipped, tmux is not installed")
        return 0
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tool = os.path.abspath(arguments.tool or os.path.join(root, ".build", "debug", "viewdata-demo"))
    if not os.access(tool, os.X_OK):
        print(f"FAILED: tmux-live-check: no {tool} (swift build --product viewdata-demo)")
        return 1
    runs = [("live", size, {}) for size in SIZES]
    runs += [("live", RESIZE_FROM, {"resize": size, "pushes": pushes}) for size, pushes in RESIZES] + [("interrupt", (100, 30), {})]
    with tempfile.TemporaryDirectory() as folder:
        check = Check(tool, folder, arguments.verbose)
        try:
            for number, (case, size, options) in enumerate(runs):
                case_folder = os.path.join(folder, str(number))
                os.mkdir(case_folder)
                getattr(check, case)(case_folder, size, **options)
        finally:
            check.pane.stop()
    for what in ("probe", "more"):
        if what not in check.pane.seen:
            check.failed += 1
            print(f"FAILED coverage: no run showed {ODD[what]} while live")
    version = subprocess.run(["tmux", "-V"], capture_output=True, text=True).stdout.strip()
    print(f"tmux-live-check: {check.passed} of {len(runs)} runs passed ({version})")
    return 1 if check.failed else 0


if __name__ == "__main__":
    sys.exit(main())
