#!/usr/bin/env bash
# End-to-end check of `viewdata demo` in a real terminal: the binary runs inside tmux, keys are
# sent to it, and the pane must show what `viewdata demo --keys` prints for the same keys.
# Checks that undo and time travel bring earlier screens back, that a resize lays the screen
# out again, that a recorded session replays, and that the terminal is restored (screen and
# stty settings) after q, Ctrl-C and SIGTERM.
#
#   Scripts/tmux-demo-check.sh         (run by .ci/run; skipped when tmux is not installed)
#
# Every step prints what it checks; the first check that fails stops the script with exit 1.
set -euo pipefail

if ! command -v tmux >/dev/null 2>&1; then
  echo "tmux-demo-check: tmux is not installed; skipped"
  exit 0
fi

repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/viewdata-tmux.XXXXXX")
socket="viewdata-check-$$"
session=demo
cleanup() {
  tmux -L "$socket" kill-server >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
export LANG=C.UTF-8 LC_ALL=C.UTF-8

# A start time early in a minute: the list shows hours and minutes, which then stay put while
# the check runs (the detail's seconds are masked).
start=2026-03-14T15:09:00Z
width=100
height=30

step() { printf '\n== %s\n' "$*"; }
fail() {
  printf 'FAILED: %s\n' "$*"
  if [ -f "$work/pane" ]; then printf -- '--- the pane:\n'; cat "$work/pane"; fi
  if [ -f "$work/expected" ]; then printf -- '--- expected:\n'; cat "$work/expected"; fi
  exit 1
}

step "Build the viewdata tool"
swift build --package-path "$repo" --product viewdata >/dev/null
tool="$(swift build --package-path "$repo" --show-bin-path)/viewdata"

# Times with seconds change while the check runs; everything else must match exactly.
normalize() { sed -E 's/[0-9]{2}:[0-9]{2}:[0-9]{2}/HH:MM:SS/g; s/[[:space:]]+$//' | awk '{ lines[NR] = $0 } END { n = NR; while (n > 0 && lines[n] == "") n--; for (i = 1; i <= n; i++) print lines[i] }'; }
capture() { tmux -L "$socket" capture-pane -p -t "$session" | normalize >"$work/pane"; }
keys() { tmux -L "$socket" send-keys -t "$session" "$@"; }
# expected KEYS [WIDTH HEIGHT]: what the demo prints for these keys, without a terminal.
expected() {
  "$tool" demo clock --no-color --now "$start" --width "${2:-$width}" --height "${3:-$height}" --keys "$1" | normalize >"$work/expected"
}
# The pane must show what the demo prints for KEYS (waiting up to 5 s for it to draw).
expect_screen() {
  expected "$@"
  for _ in $(seq 50); do
    capture
    if cmp -s "$work/pane" "$work/expected"; then return 0; fi
    sleep 0.1
  done
  diff "$work/expected" "$work/pane" || true
  fail "the pane does not show the screen for keys '$1'"
}
wait_for() {  # wait_for TEXT: the pane shows TEXT within 10 s
  for _ in $(seq 100); do
    capture
    if grep -qF -- "$1" "$work/pane"; then return 0; fi
    sleep 0.1
  done
  fail "the pane never showed: $1"
}
# start_demo: a shell in tmux that prints its stty settings, runs the demo, then prints the
# exit status and the settings again.
start_demo() {
  tmux -L "$socket" kill-server >/dev/null 2>&1 || true
  rm -f "$work/stty-before" "$work/stty-after" "$work/status"
  tmux -L "$socket" -f /dev/null new-session -d -s "$session" -x "$width" -y "$height" \
    "cd '$work' && stty -g >'$work/stty-before' && echo 'before the demo' && '$tool' demo clock --color --now '$start' $* ; echo \$? >'$work/status'; stty -g >'$work/stty-after'; echo 'after the demo'; sleep 60"
  tmux -L "$socket" set-option -g status off >/dev/null
  wait_for "Clock"
}
# expect_exit STATUS: the demo ended with STATUS, the terminal is back as it was.
expect_exit() {
  for _ in $(seq 100); do
    [ -s "$work/stty-after" ] && break
    sleep 0.1
  done
  [ -s "$work/status" ] || fail "the demo did not end"
  [ "$(cat "$work/status")" = "$1" ] || fail "the demo exited $(cat "$work/status"), expected $1"
  cmp -s "$work/stty-before" "$work/stty-after" || fail "the terminal's settings were not restored: $(cat "$work/stty-before") became $(cat "$work/stty-after")"
  wait_for "after the demo"
  grep -qF "before the demo" "$work/pane" || fail "the shell's screen did not come back (alternate screen not left)"
  if grep -qF "Sydney" "$work/pane"; then fail "the app's screen is still there after it ended"; fi
}

step "The first screen is the one --keys '' prints"
start_demo --record "'$work/session'" --state-file "'$work/state.json'"
expect_screen ""

step "Arrows and Enter open a zone's detail"
keys Down Down
expect_screen "↓↓"
keys Enter
expect_screen "↓↓⏎"

step "The picker: a opens it, typing searches, Enter adds"
keys a o s l
expect_screen "↓↓⏎aosl"
keys Enter
expect_screen "↓↓⏎aosl⏎"

step "Time travel: [ winds back to the picker, then to the very first screen"
keys "["
expect_screen "↓↓⏎aosl⏎["
for _ in $(seq 9); do keys "["; done
expected ""
capture
# All but the two last rows (history position, status line) are the first screen again.
head -n "$((height - 2))" "$work/expected" >"$work/expected-top"
head -n "$((height - 2))" "$work/pane" >"$work/pane-top"
cmp -s "$work/expected-top" "$work/pane-top" || { diff "$work/expected-top" "$work/pane-top" || true; fail "winding back did not bring the first screen back"; }
grep -qF "history 0/9" "$work/pane" || fail "the footer does not show history 0/9"

step "] winds forward to the present again"
for _ in $(seq 10); do keys "]"; done
expect_screen "↓↓⏎aosl⏎[[[[[[[[[[]]]]]]]]]]"

step "Undo: a deleted zone comes back"
keys Escape e Up d
wait_for "e done"
grep -qF "Honolulu" "$work/pane" && fail "Honolulu was not deleted"
keys u
expect_screen "↓↓⏎aosl⏎[[[[[[[[[[]]]]]]]]]]⎋e↑du"

step "s saves the view-state; l loads it back"
keys s
wait_for "Saved the view-state to state.json"
[ -s "$work/state.json" ] || fail "state.json was not written"
keys e Down Down
keys l
wait_for "Loaded the view-state from state.json"

step "A resize lays the screen out again (collapsed at 40 columns)"
tmux -L "$socket" resize-window -t "$session" -x 40 -y 20
wait_for "[Done]           Clock"
keys Enter
wait_for "‹ Clock"
tmux -L "$socket" resize-window -t "$session" -x "$width" -y "$height"
wait_for "Europe/Oslo"

step "q quits and restores the terminal"
keys q
expect_exit 0

step "The recorded session replays"
"$tool" replay "$work/session" --width 80 >"$work/replay" || fail "replay failed"
frames=$(grep -c '^── #' "$work/replay")
logged=$(($(wc -l <"$work/session/viewState.jsonl") - 1))
[ "$frames" -eq "$logged" ] || fail "the replay has $frames frames for $logged logged view-states"
grep -qF "── #0 initial ──" "$work/replay" || fail "the replay does not start at the initial state"
for action in openDetail presentPicker dismissPicker loadViewState; do
  grep -qF " $action · document" "$work/replay" || fail "the replay lacks a frame for $action"
done

step "Ctrl-C ends the demo with status 130 and restores the terminal"
start_demo
keys C-c
expect_exit 130

step "SIGTERM ends the demo with status 143 and restores the terminal"
start_demo
pkill -TERM -f "viewdata demo clock --color --now $start" || fail "could not signal the demo"
expect_exit 143

printf '\ntmux-demo-check: all checks passed\n'
