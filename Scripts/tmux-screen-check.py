#!/usr/bin/env python3
"""The terminal is the oracle: what tmux shows equals what the app's own text rendering gives.

Runs every showcase app (`viewdata-demo`) and `viewdata log inspect` full screen in tmux at several sizes (odd
widths and a narrow one among them), presses keys, resizes, and after each step requires
`tmux capture-pane -e` to equal `viewdata … --keys KEYS --width W --height H --color` cell for
cell, styles included. Then runs `viewdata-demo console` (a live region and a progress bar written
inline, not full screen) and requires the pane, once it is done, to show the last frame of
each region and everything printed above them.

Cell for cell: both sides are read as rows of (grapheme, style); a space counts as blank unless
its style shows (inverse, a background, underline, strikethrough), and trailing blanks are
trimmed, as capture-pane trims them. Columns follow from widths: every grapheme on the screens
that is not plain ASCII is measured by tmux itself (printed into a pane, the cursor read
back) and by ViewDataKit (`viewdata width --graphemes`), and any disagreement fails the check.
Seconds of clock times and spinner frames are masked: they move while the check runs.

The check also requires that its cases covered what breaks at the edges: a wide character in
the last column, a row that fills the whole width, and a row that got shorter between frames.

    Scripts/tmux-screen-check.py [--tool PATH] [--only TEXT] [--verbose]
    (run by .ci/run; skipped when tmux is not installed, except under CI, where that fails)

Exit status 0 when every case passed; 1 with a FAILED line and both screens otherwise.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import unicodedata

try:
    import regex  # UAX #29 grapheme clusters (\X), when installed

    def graphemes(text):
        return regex.findall(r"\X", text)
except ImportError:  # pragma: no cover - a simpler segmentation, enough for our screens
    def graphemes(text):
        clusters = []
        for char in text:
            code = ord(char)
            joins = clusters and (
                unicodedata.combining(char)
                or unicodedata.category(char) in ("Mn", "Me", "Cf")
                or 0xFE00 <= code <= 0xFE0F
                or 0x1F3FB <= code <= 0x1F3FF
                or code == 0x20E3
                or clusters[-1].endswith("\u200d")
                or (0x1F1E6 <= code <= 0x1F1FF and len(clusters[-1]) == 1 and 0x1F1E6 <= ord(clusters[-1]) <= 0x1F1FF)
            )
            if joins and char != "\n":
                clusters[-1] += char
            else:
                clusters.append(char)
        return clusters

START = "2026-03-14T15:09:00Z"
# 41 columns puts a wide character in the last column of the comments (文字の幅… wraps there).
SIZES = [(40, 12), (41, 13), (61, 17), (100, 30), (133, 41)]
MASKS = [
    (re.compile(r"\d{1,2}:\d\d:\d\d"), "#"),   # times with seconds
    (re.compile("[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]"), "*"),        # spinner frames
]
BLANK_PEN = (False,) * 8 + (None, None)

# Key-script characters and the tmux keys that press them.
TMUX_KEYS = {"↓": "Down", "↑": "Up", "←": "Left", "→": "Right", "⏎": "Enter", "⎋": "Escape",
             "⌫": "BSpace", "⇥": "Tab", "⇤": "BTab"}
BRACED = {"{ctrl-u}": "C-u", "{space}": "Space", "{home}": "Home", "{end}": "End", "{pagedown}": "NPage",
          "{pageup}": "PPage", "{wait}": None}


def fail(message, expected=None, pane=None):
    print(f"FAILED: {message}")
    if expected is not None:
        print("--- expected (the app's own rendering):")
        print(expected)
    if pane is not None:
        print("--- the pane (tmux capture-pane):")
        print(pane)
    sys.exit(1)


# ---------------------------------------------------------------------------------------------
# Reading terminal text into rows of cells


def parse(text, rows=None):
    """Rows of (grapheme, pen) from text with SGR sequences; the pen carries across lines, as
    capture-pane -e writes it. OSC 8 links are dropped (tmux 3.3 keeps none)."""
    pen = list(BLANK_PEN)
    out = [[]]
    i = 0
    plain = []

    def flush():
        if plain:
            for cluster in graphemes("".join(plain)):
                out[-1].append((cluster, tuple(pen)))
            plain.clear()

    while i < len(text):
        char = text[i]
        if char == "\x1b":
            flush()
            if text.startswith("[", i + 1):
                j = i + 2
                while j < len(text) and not ("@" <= text[j] <= "~"):
                    j += 1
                if j >= len(text):
                    raise ValueError(f"unfinished CSI at {i}: {text[i:i + 20]!r}")
                params, final = text[i + 2:j], text[j]
                if final == "m":
                    sgr(pen, params)
                else:
                    raise ValueError(f"a CSI {params!r}{final} in screen text")
                i = j + 1
            elif text.startswith("]", i + 1):
                end = text.find("\x07", i)
                st = text.find("\x1b\\", i)
                ends = [e for e in (end, st) if e >= 0]
                if not ends:
                    raise ValueError("unfinished OSC")
                e = min(ends)
                i = e + (1 if e == end else 2)
            else:
                raise ValueError(f"an escape {text[i:i + 4]!r} in screen text")
        elif char == "\n":
            flush()
            out.append([])
            i += 1
        else:
            plain.append(char)
            i += 1
    flush()
    if rows is not None:
        out = (out + [[] for _ in range(rows)])[:rows]
    return [normalize(row) for row in out]


def sgr(pen, params):
    codes = [int(p) if p else 0 for p in re.split("[;:]", params)] if params else [0]
    k = 0

    def colour():
        nonlocal k
        kind = codes[k + 1] if k + 1 < len(codes) else None
        if kind == 5:
            index = codes[k + 2]
            k += 2
            return str(index) if index < 16 else f"5;{index}"
        if kind == 2:
            rgb = codes[k + 2:k + 5]
            # 38:2::r:g:b has an empty colour-space field.
            if len(codes) > k + 5 and params.count(":") >= 4:
                rgb = codes[k + 3:k + 6]
                k += 1
            k += 4
            return "2;" + ";".join(map(str, rgb))
        raise ValueError(f"SGR {params!r}: a colour without a kind")

    while k < len(codes):
        c = codes[k]
        if c == 0:
            pen[:] = list(BLANK_PEN)
        elif 1 <= c <= 9 and c != 6:
            pen[{1: 0, 2: 1, 3: 2, 4: 3, 5: 4, 7: 5, 8: 6, 9: 7}[c]] = True
        elif c == 22:
            pen[0] = pen[1] = False
        elif c in (23, 24, 25, 27, 28, 29):
            pen[{23: 2, 24: 3, 25: 4, 27: 5, 28: 6, 29: 7}[c]] = False
        elif 30 <= c <= 37:
            pen[8] = str(c - 30)
        elif c == 38:
            pen[8] = colour()
        elif c == 39:
            pen[8] = None
        elif 40 <= c <= 47:
            pen[9] = str(c - 40)
        elif c == 48:
            pen[9] = colour()
        elif c == 49:
            pen[9] = None
        elif 90 <= c <= 97:
            pen[8] = str(c - 90 + 8)
        elif 100 <= c <= 107:
            pen[9] = str(c - 100 + 8)
        else:
            raise ValueError(f"SGR parameter {c} in {params!r}")
        k += 1


def visible(pen):
    """Whether a space in this pen shows: inverse, a background, underline, strikethrough."""
    return pen[5] or pen[9] is not None or pen[3] or pen[7]


def normalize(row):
    cells = [(g, pen if g != " " or visible(pen) else BLANK_PEN) for g, pen in row]
    while cells and cells[-1] == (" ", BLANK_PEN):
        cells.pop()
    # Masks, by grapheme: every grapheme is one character of `text`.
    text = "".join(g if len(g) == 1 else "\uFFFF" for g, _ in cells)
    for pattern, mask in MASKS:
        for match in pattern.finditer(text):
            for index in range(match.start(), match.end()):
                if cells[index][0].isdigit() or mask == "*":
                    cells[index] = (mask, cells[index][1])
    return cells


def plain(rows):
    return "\n".join("".join(g for g, _ in row) for row in rows)


def describe(pen):
    names = ["bold", "dim", "italic", "underline", "blink", "inverse", "hidden", "strike"]
    parts = [n for n, on in zip(names, pen[:8]) if on]
    if pen[8]:
        parts.append("fg " + pen[8])
    if pen[9]:
        parts.append("bg " + pen[9])
    return " ".join(parts) or "plain"


def first_difference(expected, actual):
    for y, (e, a) in enumerate(zip(expected, actual)):
        if e != a:
            for x in range(max(len(e), len(a))):
                ec = e[x] if x < len(e) else None
                ac = a[x] if x < len(a) else None
                if ec != ac:
                    show = lambda c: "nothing" if c is None else f"{c[0]!r} ({describe(c[1])})"
                    return f"row {y + 1}, grapheme {x + 1}: expected {show(ec)}, the pane has {show(ac)}"
    return f"{len(expected)} rows expected, the pane has {len(actual)}"


# ---------------------------------------------------------------------------------------------
# tmux


class Tmux:
    """A tmux server for one pane at a time. Each start gets a server of its own (socket
    "prefix-N"): starting a server on the socket that one just left races with its exit, and
    new-session then fails now and then."""

    def __init__(self, prefix, env):
        self.prefix = prefix
        self.starts = 0
        self.socket = f"{prefix}-0"
        self.env = env

    def run(self, *args, check=True):
        result = subprocess.run(["tmux", "-L", self.socket, *args], capture_output=True, text=True, env=self.env)
        if check and result.returncode != 0:
            fail(f"tmux {' '.join(args[:3])} on socket {self.socket} failed with status {result.returncode}: "
                 f"{result.stderr.strip() or '(nothing on standard error)'}")
        return result.stdout

    def start(self, command, width, height):
        self.stop()
        self.starts += 1
        self.socket = f"{self.prefix}-{self.starts}"
        self.run("-f", "/dev/null", "new-session", "-d", "-s", "check", "-x", str(width), "-y", str(height), command)
        self.run("set-option", "-g", "status", "off")
        self.run("set-option", "-g", "remain-on-exit", "on")

    def capture(self, styled=True):
        # -N keeps trailing spaces that were written (a status line inverted to the edge).
        return self.run("capture-pane", "-p", "-N", *(["-e"] if styled else []), "-t", "check")

    def keys(self, *keys, literal=False):
        self.run("send-keys", "-t", "check", *(["-l"] if literal else []), *keys)

    def resize(self, width, height):
        self.run("resize-window", "-t", "check", "-x", str(width), "-y", str(height))

    def display(self, fmt):
        return self.run("display", "-p", "-t", "check", fmt).strip()

    def stop(self):
        self.run("kill-server", check=False)


def press(tmux, script):
    """Presses a key script's keys in tmux, one at a time."""
    i = 0
    while i < len(script):
        brace = next((b for b in BRACED if script.startswith(b, i)), None)
        if brace == "{wait}":
            time.sleep(1)  # the app's clock runs at the real pace: let a second pass
            i += len(brace)
        elif brace:
            tmux.keys(BRACED[brace])
            i += len(brace)
        elif script[i] in TMUX_KEYS:
            tmux.keys(TMUX_KEYS[script[i]])
            i += 1
        else:
            tmux.keys(script[i], literal=True)
            i += 1
        # A lone Escape waits 25 ms for what follows: let it stand alone.
        time.sleep(0.12 if script[i - 1:i] == "⎋" else 0.02)


# ---------------------------------------------------------------------------------------------
# The check


class Check:
    def __init__(self, tool, demo_tool, verbose):
        self.tool = tool
        self.demo_tool = demo_tool
        self.verbose = verbose
        self.env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", COLORTERM="truecolor")
        self.env.pop("NO_COLOR", None)
        self.screens = []          # every expected screen compared: (width, rows)
        self.shorter_rows = 0
        self.compared = 0
        self.tmux = Tmux(f"viewdata-screen-{os.getpid()}", self.env)

    def expected(self, command, keys, width, height, resizes=()):
        args = [*command, "--keys", keys, "--width", str(width), "--height", str(height), "--color"]
        for new_width, new_height in resizes:
            args += ["--resize", f"{new_width}x{new_height}"]
        result = subprocess.run(args, capture_output=True, text=True, env=self.env)
        if result.returncode != 0:
            fail(f"{' '.join(args)} exited {result.returncode}: {result.stderr.strip()}")
        return result.stdout.rstrip("\n")

    def compare(self, label, command, keys, width, height, previous=None, resizes=(), timeout=8.0):
        """Waits until the pane equals the expected screen for `keys` (then `resizes`) and
        still does a moment later; fails after `timeout`."""
        expected_text = self.expected(command, keys, width, height, resizes)
        if resizes:
            width, height = resizes[-1]
        expected = parse(expected_text, rows=height)
        deadline = time.monotonic() + timeout
        matched = False
        while True:
            pane = parse(self.tmux.capture(), rows=height)
            if pane == expected:
                # Still the same a moment later: no redraw after the match spoils it.
                if matched:
                    break
                matched = True
                time.sleep(0.2)
                continue
            matched = False
            if time.monotonic() > deadline:
                fail(f"{label}: the pane is not the app's screen for keys {keys!r} at {width}×{height}: "
                     + first_difference(expected, pane), plain(expected), plain(pane))
            time.sleep(0.1)
        self.compared += 1
        self.screens.append((width, expected))
        if previous is not None:
            for before, after in zip(previous, expected):
                if after and len(after) < len(before) and after != before[:len(after)]:
                    self.shorter_rows += 1
        if self.verbose:
            print(f"  ok: {label} keys {keys!r} at {width}×{height}")
        return expected

    def full_screen(self, name, command, interactive, steps, sizes, resize=None):
        """Starts `interactive` in a pane of each size; after each step of keys, the pane must
        be the screen `command --keys` prints for all the keys so far. With `resize`, the pane
        is resized after the steps and compared again at the new size."""
        for width, height in sizes:
            self.tmux.start(interactive, width, height)
            keys = ""
            previous = None
            for step in steps:
                press(self.tmux, step)
                keys += step
                previous = self.compare(f"{name} at {width}×{height}", command, keys, width, height, previous)
            if resize:
                for count, (new_width, new_height) in enumerate(resize):
                    self.tmux.resize(new_width, new_height)
                    previous = self.compare(f"{name} resized from {width}×{height} to {new_width}×{new_height}",
                                            command, keys, width, height, resizes=resize[:count + 1])
            self.tmux.stop()
        print(f"ok: {name}: {len(sizes)} sizes, {len(steps)} steps each" + (", then resized" if resize else ""))

    def widths(self):
        """Every grapheme on the compared screens that is not plain ASCII: tmux's width must
        be ViewDataKit's."""
        distinct = dict.fromkeys(g for _, rows in self.screens for row in rows for g, _ in row if not (len(g) == 1 and " " <= g <= "~"))
        text = " ".join(distinct)
        result = subprocess.run([self.tool, "width", "--graphemes", "--", text], capture_output=True, text=True, env=self.env)
        if result.returncode != 0:
            fail(f"viewdata width failed: {result.stderr.strip()}")
        ours = {}
        for line in result.stdout.splitlines():
            width, grapheme = line.split("\t", 1)
            ours[grapheme] = int(width)
        self.tmux.start("cat", 40, 3)
        tty = self.tmux.display("#{pane_tty}")
        disagreements = []
        with open(tty, "w", encoding="utf-8") as terminal:
            for grapheme, width in ours.items():
                terminal.write(f"\r\x1b[2K{grapheme}|")
                terminal.flush()
                deadline = time.monotonic() + 3
                while self.tmux.capture(styled=False).split("\n")[0] != f"{grapheme}|":
                    if time.monotonic() > deadline:
                        fail(f"tmux did not show the probe {grapheme!r}")
                    time.sleep(0.01)
                theirs = int(self.tmux.display("#{cursor_x}")) - 1
                if theirs != width:
                    disagreements.append(f"{grapheme!r} (U+{' U+'.join(f'{ord(c):04X}' for c in grapheme)}): tmux {theirs}, ViewDataKit {width}")
        self.tmux.stop()
        if disagreements:
            fail("tmux and ViewDataKit measure graphemes on these screens differently, so columns shift:\n  "
                 + "\n  ".join(disagreements))
        self.widths_of = ours
        print(f"ok: tmux measures all {len(ours)} graphemes on the screens that are not plain ASCII as ViewDataKit does")

    def coverage(self):
        """The cases must have covered the edges: wide characters in the last column, rows that
        fill the width, rows that got shorter."""
        wide_last = full = 0
        for width, rows in self.screens:
            for row in rows:
                cells = sum(self.widths_of.get(g, 1) for g, _ in row)
                if cells == width:
                    full += 1
                    if row and self.widths_of.get(row[-1][0], 1) == 2:
                        wide_last += 1
        print(f"ok: covered {wide_last} rows with a wide character in the last column, {full} rows that fill the width, "
              f"{self.shorter_rows} rows that got shorter between frames ({self.compared} screens compared)")
        if wide_last == 0:
            fail("no compared screen has a wide character in the last column: the cases do not test it")
        if full == 0 or self.shorter_rows == 0:
            fail("no compared screen has a full row, or no row got shorter between frames: the cases do not test them")

    # -----------------------------------------------------------------------------------------
    # Inline output: a live region and a progress bar

    def inline(self, width=61, height=40):
        """`viewdata-demo console` in a pane: when it is done, the pane shows what it printed, with
        each live region and progress bar as its last frame, styles included."""
        env = dict(self.env, COLUMNS=str(width), CLICOLOR_FORCE="1")
        piped = subprocess.run([self.demo_tool, "console", "--items", "30", "--delay", "0", "--width", str(width)],
                               capture_output=True, text=True, env=env)
        if piped.returncode != 0:
            fail(f"viewdata-demo console (piped) exited {piped.returncode}: {piped.stderr}")
        self.tmux.start(f"{self.demo_tool} console --items 30 --delay 40; echo '[exit '$?']'; sleep 60", width, height)
        deadline = time.monotonic() + 30
        while "[exit 0]" not in self.tmux.capture(styled=False):
            if time.monotonic() > deadline:
                fail("viewdata-demo console did not finish in a pane", pane=self.tmux.capture(styled=False))
            time.sleep(0.2)
        shown = parse(self.tmux.capture())
        self.tmux.stop()
        while shown and not shown[-1]:
            shown.pop()
        if shown and plain([shown[-1]]) == "[exit 0]":
            shown.pop()
        # Piped, a region prints a frame now and then and its last at the end; on a terminal
        # the last frame takes the place of the others.
        printed = parse(piped.stdout.rstrip("\n"))
        expected = [printed[i] for i in last_frames(plain(printed).split("\n"))]
        # Elapsed time, rate and time left move with the machine: each becomes a token on both
        # sides (and the blanks of their fixed-width fields one), so that the values may differ
        # but nothing else may: a field left over from an earlier frame still shows.
        fields = re.compile(r"(\d+:\d\d)|([\d.]+[kM]?/s)")
        def masked(rows):
            out = []
            for row in rows:
                text = "".join(g if len(g) == 1 else "\uFFFF" for g, _ in row)
                match = fields.search(text)
                if not match:
                    out.append(row)
                    continue
                tail = re.sub(r" +", " ", fields.sub(lambda m: "T" if m.group(1) else "R", text[match.start():]))
                out.append(row[:match.start()] + [(c, BLANK_PEN) for c in tail])
            return out
        if masked(expected) != masked(shown):
            fail(f"after viewdata-demo console at {width} columns the pane does not show what was printed with the last frame "
                 f"of each live region: " + first_difference(masked(expected), masked(shown)), plain(expected), plain(shown))
        self.screens.append((width, expected))
        print(f"ok: viewdata-demo console at {width} columns: the pane shows every printed line and the last frame of each live region")


def last_frames(lines):
    """The indices of the lines of piped console output that a terminal keeps: of the progress
    bar's lines (`Working …`) the last, and what was printed above it meanwhile; of the
    downloads region's frames (a `Downloads` line and the indented lines under it) the last."""
    kept = []
    index = 0
    while index < len(lines):
        line = lines[index]
        if line.startswith("Working "):
            later = [i for i in range(index + 1, len(lines)) if lines[i].startswith("Working ")]
            if later:
                kept.extend(i for i in range(index + 1, later[0]))
                index = later[0]
            else:
                kept.append(index)
                index += 1
        elif line.startswith("Downloads"):
            end = index + 1
            while end < len(lines) and lines[end].startswith("  "):
                end += 1
            if end == index + 1 or not (end < len(lines) and lines[end].startswith("Downloads")):
                kept.extend(range(index, end))
            index = end
        else:
            kept.append(index)
            index += 1
    return kept


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", help="the viewdata binary (default: swift build's)")
    parser.add_argument("--demo-tool", help="the viewdata-demo binary (default: swift build's)")
    parser.add_argument("--only", help="only cases whose name contains this")
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    if shutil.which("tmux") is None:
        ci = os.environ.get("CI", "")
        if ci not in ("", "false", "0", "no"):
            fail("tmux-screen-check: tmux is not installed (required when CI is set)")
        print("tmux-screen-check: tmux is not installed; skipped")
        return
    repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tool, demo_tool = arguments.tool, arguments.demo_tool
    if tool is None or demo_tool is None:
        for product in ("viewdata", "viewdata-demo"):
            subprocess.run(["swift", "build", "--package-path", repo, "--product", product], check=True,
                           stdout=subprocess.DEVNULL)
        bin_path = subprocess.run(["swift", "build", "--package-path", repo, "--show-bin-path"],
                                  check=True, capture_output=True, text=True).stdout.strip()
        tool = tool or os.path.join(bin_path, "viewdata")
        demo_tool = demo_tool or os.path.join(bin_path, "viewdata-demo")
    work = tempfile.mkdtemp(prefix="viewdata-screen-")
    check = Check(tool, demo_tool, arguments.verbose)
    wanted = lambda name: arguments.only is None or arguments.only in name
    demo = lambda app: ([demo_tool, app, "--now", START], f"{demo_tool} {app} --color --now {START}")
    cases = [
        # name, steps (each compared), resize after the steps
        ("clock", ["", "↓↓", "⏎", "r{ctrl-u}加德满都東京⏎", "⎋aos", "⏎"], [(61, 17), (40, 12)]),
        ("books", ["", "⏎", "⎋v", "↓↓"], [(40, 12)]),
        ("comments", ["", "↓", "↑⏎", "⎋"], [(133, 41), (52, 16)]),
        ("order", ["", "↓⏎", "⏎c", "+↓↓+"], [(40, 12)]),
        ("profile", ["{wait}", "a", "→"], [(100, 30)]),
    ]
    try:
        for app, steps, resize in cases:
            if not wanted(app):
                continue
            command, interactive = demo(app)
            check.full_screen(app, command, f"{interactive}; sleep 60", steps, SIZES, resize)
        if wanted("inspect"):
            recording = os.path.join(work, "session")
            subprocess.run([demo_tool, "clock", "--record", recording, "--keys", "↓⏎⎋aosl⏎[[v[v"],
                           check=True, capture_output=True, env=check.env)
            log = os.path.join(recording, "viewState.jsonl")
            check.full_screen("log inspect", [tool, "log", "inspect", log], f"{tool} log inspect --color {log}; sleep 60",
                              ["", "↓↓", "/openDetail⏎", "{end}", "{home}↓"], SIZES, [(61, 17)])
        if wanted("console"):
            check.inline()
        if check.screens:
            check.widths()
            if arguments.only is None:
                check.coverage()
    finally:
        check.tmux.stop()
        shutil.rmtree(work, ignore_errors=True)
    print("\ntmux-screen-check: all checks passed")


if __name__ == "__main__":
    main()
