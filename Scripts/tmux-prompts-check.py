#!/usr/bin/env python3
"""The terminal is the oracle for prompts: what tmux shows equals what the in-process driver gives.

Runs each prompt scenario of `viewdata-demo prompts --scenario NAME` in tmux at three sizes
(the narrowest makes the questions wrap and the lists scroll), presses its keys one at a time
with `tmux send-keys`, and after each key requires `tmux capture-pane` to equal, row for row,
the screen `viewdata-demo prompts --scenario NAME --keys KEYS --width W --height H` computes on
a `VirtualTerminal` for the same keys. Pastes go through tmux's bracketed paste
(`paste-buffer -p`). Two cases resize the pane mid-prompt (smaller, and narrower only) and
compare with the driver at the new size; the exit status must be the driver's too; Ctrl-C, Escape and a cancelled form are cases of their own. After every run the
terminal's settings (`stty -a`, taken before and after in the pane) must be identical.

The check fails unless its cases covered a wide character in the last column, a filter that
leaves no option, and a cancelled form.

    Scripts/tmux-prompts-check.py [--tool PATH] [--only TEXT] [--verbose]
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

SIZES = [(80, 24), (40, 12), (24, 9)]

# KeyScript tokens and the keys tmux sends for them; any other token is one character, typed.
TMUX_KEYS = {
    "↓": "Down", "↑": "Up", "←": "Left", "→": "Right", "⏎": "Enter", "⌫": "BSpace",
    "{esc}": "Escape", "{ctrl-c}": "C-c", "{ctrl-u}": "C-u", "{ctrl-w}": "C-w", "{home}": "Home",
    "{end}": "End", "{pagedown}": "NPage", "{pageup}": "PPage", "{space}": "Space",
}

# (scenario, keys as tokens). A token ("paste", text) is pasted (bracketed).
CASES = [
    ("text", list("日本語の設定") + ["←", "⌫", "{home}", "→", "x", "{end}"] + list("ファイル名前です") + ["⏎"]),
    ("secure", list("s3cret") + ["⌫", "⏎"] + list("1234") + ["⏎"]),
    ("confirm", ["x", "⏎", "y"]),
    ("number", ["0", "⏎", "{ctrl-u}", "8", "0", "a", "⏎", "⌫", "⏎"]),
    ("select", ["↓", "↓", "↓", "{pagedown}", "z", "z", "⌫", "⌫", "s", "⏎"]),
    # A paste of ↓ and Enter is text: it filters by "S", moves nothing and chooses nothing.
    ("select", ["↓", ("paste", "S\x1b[B\r"), "⌫", "↓", "⏎"]),
    ("multi", ["⏎", "{space}", "↓", "{space}", "↓", "{space}", "↓", "{space}", "↓", "↓", "↓", "↓", "↓", "⏎"]),
    ("form", list("cli") + ["⏎", "↓", "⏎", "⏎", "n"]),
    ("form", list("lib") + ["⏎", "↓", "{esc}"]),
    ("select", ["↓", "↓", "{ctrl-c}"]),
]
# Resizes mid-prompt: smaller both ways, and narrower only (the terminal re-wraps the rows
# already drawn, which the redraw must go back over).
RESIZE_CASES = [("select", ["↓", "↓"], (30, 10)), ("text", list("日本語の設定ファイル"), (30, 24)),
                ("below", list("settings.json"), (30, 24))]


def script_of(tokens):
    """The KeyScript text of the tokens (a paste becomes its bracketed bytes)."""
    text = ""
    for token in tokens:
        if isinstance(token, tuple):
            text += "\x1b[200~" + token[1] + "\x1b[201~"
        else:
            text += "{{" if token == "{" else token
    return text


def driver_screens(tool, scenario, tokens, width, height):
    """The screens the in-process driver shows after each key, then after the program's end,
    and the exit status a shell sees (a death by SIGINT is 130)."""
    result = subprocess.run(
        [tool, "prompts", "--scenario", scenario, "--keys", script_of(tokens), "--width", str(width), "--height", str(height)],
        capture_output=True, text=True)
    # Ctrl-C ends the demo by SIGINT (130 = 128 + 2), as a shell expects.
    if result.returncode not in (0, 1, 130, -2):
        sys.exit(f"tmux-prompts-check: the driver failed ({result.returncode}): {result.stderr}")
    screens = [screen.strip("\n") for screen in result.stdout.rstrip("\n").split("\n\x1e\n")]
    return screens, 130 if result.returncode == -2 else result.returncode


def tmux(*arguments, check=True):
    return subprocess.run(["tmux", "-L", "viewdata-prompts", *arguments], capture_output=True, text=True, check=check)


def capture():
    result = tmux("capture-pane", "-p", "-t", "check", check=False)
    if result.returncode != 0:
        return f"(no pane: {result.stderr.strip()})"
    rows = result.stdout.split("\n")
    rows = [row.rstrip() for row in rows]
    while rows and not rows[-1]:
        rows.pop()
    return "\n".join(rows)


def settle(expected, timeout=4.0):
    """The pane once it shows `expected` (or, after `timeout`, whatever it shows)."""
    deadline = time.time() + timeout
    shown = capture()
    while shown != expected and time.time() < deadline:
        time.sleep(0.03)
        shown = capture()
    return shown


def press(token):
    if isinstance(token, tuple):
        tmux("set-buffer", "-b", "check", token[1])
        tmux("paste-buffer", "-p", "-d", "-b", "check", "-t", "check")
    elif token in TMUX_KEYS:
        tmux("send-keys", "-t", "check", TMUX_KEYS[token])
    else:
        tmux("send-keys", "-t", "check", "-l", token)


def start(tool, scenario, width, height, folder):
    tmux("kill-server", check=False)
    # A person at a terminal: not CI (which .ci/run sets, and the tmux server would pass on).
    command = (f"unset CI; stty -a > {folder}/before; {tool} prompts --scenario {scenario}; "
               f"echo $? > {folder}/status; stty -a > {folder}/after; sleep 600")
    for attempt in range(20):  # The old server may still be going away.
        if tmux("new-session", "-d", "-s", "check", "-x", str(width), "-y", str(height), "sh", "-c", command, check=False).returncode == 0:
            break
        time.sleep(0.1)
    else:
        sys.exit("tmux-prompts-check: cannot start a tmux session")
    tmux("set-option", "-t", "check", "status", "off")


def wide_at_edge(screens, width):
    """Whether a row of some screen ends with a wide character in the last column."""
    for screen in screens:
        for row in screen.split("\n"):
            columns = sum(2 if unicodedata.east_asian_width(c) in "WF" else 0 if unicodedata.combining(c) else 1 for c in row)
            if row and columns == width and unicodedata.east_asian_width(row[-1]) in "WF":
                return True
    return False


def run_case(tool, scenario, tokens, size, folder, verbose, resize=None):
    width, height = size
    expected, status = driver_screens(tool, scenario, tokens, width, height)
    start(tool, scenario, width, height, folder)
    failures = []
    shown = settle(expected[0])
    if shown != expected[0]:
        failures.append((0, "before any key", expected[0], shown))
    for index, token in enumerate(tokens, start=1):
        press(token)
        # After the last key the program ends and prints its outcome: the last screen.
        want = expected[-1] if index == len(tokens) and not resize else expected[index]
        shown = settle(want)
        if shown != want:
            failures.append((index, repr(token), want, shown))
            break
    if resize and not failures:
        new_width, new_height = resize
        resized, status = driver_screens(tool, scenario, tokens + ["⏎"], new_width, new_height)
        tmux("resize-window", "-t", "check", "-x", str(new_width), "-y", str(new_height))
        # A terminal re-wraps what is above the prompt as it likes, and may push rows into its
        # history: the pane must show the end of the driver's screen, the prompt whole, with no
        # stale row of the old drawing above it.
        want = resized[len(tokens)]

        def ends_right(screen):
            rows, wanted = screen.split("\n"), want.split("\n")
            return len(rows) >= 2 and wanted[-len(rows):] == rows

        deadline = time.time() + 4
        shown = capture()
        while not ends_right(shown) and time.time() < deadline:
            time.sleep(0.03)
            shown = capture()
        if not ends_right(shown):
            failures.append((len(tokens), f"after resizing to {new_width}×{new_height}", want, shown))
        # Finish the prompt so that the settings are restored.
        press("⏎")
        expected = resized
    deadline = time.time() + 4
    while not os.path.exists(f"{folder}/after") and time.time() < deadline:
        time.sleep(0.05)
    if not os.path.exists(f"{folder}/after"):
        failures.append((len(tokens), "the program did not end", "", capture()))
    else:
        time.sleep(0.1)
        # The window's size is in the settings too; a resize changes it, nothing else may.
        def settings(path):
            with open(path) as file:
                return re.sub(r"rows \d+; columns \d+;", "", file.read())
        if settings(f"{folder}/before") != settings(f"{folder}/after"):
            failures.append((len(tokens), "stty -a differs after the program", "", ""))
        with open(f"{folder}/status") as file:
            shown_status = int(file.read().strip() or "-1")
        if shown_status != status:
            failures.append((len(tokens), "the exit status", str(status), str(shown_status)))
    name = f"{scenario} {width}×{height}" + (f" → {resize[0]}×{resize[1]}" if resize else "")
    if failures:
        for index, what, want, got in failures:
            print(f"FAILED {name}, key {index} ({what}):\n--- driver\n{want}\n--- tmux\n{got}\n---")
    elif verbose:
        print(f"ok {name}: {len(tokens)} keys")
    for path in ("before", "after", "status"):
        if os.path.exists(f"{folder}/{path}"):
            os.remove(f"{folder}/{path}")
    return not failures, expected


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--tool", default=None)
    parser.add_argument("--only", default=None)
    parser.add_argument("--verbose", action="store_true")
    arguments = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if shutil.which("tmux") is None:
        if os.environ.get("CI"):
            sys.exit("tmux-prompts-check: tmux is not installed (apt-get install tmux)")
        print("tmux-prompts-check: skipped, tmux is not installed")
        return 0
    tool = arguments.tool and os.path.abspath(arguments.tool)
    if tool is None:
        subprocess.run(["swift", "build", "--product", "viewdata-demo"], cwd=root, check=True, capture_output=True)
        tool = os.path.join(root, ".build", "debug", "viewdata-demo")
    passed = failed = 0
    covered = {"wide character in the last column": False, "a filter that leaves no option": False, "a cancelled form": False}
    with tempfile.TemporaryDirectory() as folder:
        try:
            runs = [(scenario, tokens, size, None) for scenario, tokens in CASES for size in SIZES]
            runs += [(scenario, tokens, SIZES[0], resize) for scenario, tokens, resize in RESIZE_CASES]
            for scenario, tokens, size, resize in runs:
                if arguments.only and arguments.only not in scenario:
                    continue
                ok, screens = run_case(tool, scenario, tokens, size, folder, arguments.verbose, resize)
                passed, failed = passed + ok, failed + (not ok)
                if ok:
                    covered["wide character in the last column"] |= wide_at_edge(screens, size[0])
                    covered["a filter that leaves no option"] |= any("No option matches" in screen for screen in screens)
                    covered["a cancelled form"] |= any("New package (cancelled)" in screen for screen in screens)
        finally:
            tmux("kill-server", check=False)
    missing = [what for what, seen in covered.items() if not seen] if not arguments.only else []
    for what in missing:
        print(f"FAILED coverage: no passing case showed {what}")
    print(f"tmux-prompts-check: {passed} of {passed + failed} runs show in tmux what the driver shows, "
          f"stty restored after each (oracle: {subprocess.run(['tmux', '-V'], capture_output=True, text=True).stdout.strip()})")
    return 1 if failed or missing else 0


if __name__ == "__main__":
    sys.exit(main())
